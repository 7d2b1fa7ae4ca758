//! The background worker: long work off the UI thread.
//!
//! One thread owns the [`Store`] and makes and prints tags. The UI sends
//! [`Job`]s with [`Worker::submit`] and never waits; the thread answers each
//! with a [`Done`] over a channel and calls the waker (the GUI passes
//! `ctx.request_repaint()`), and the App drains answers once per frame with
//! [`Worker::poll`]. [`Worker::busy`] names the job in flight for the
//! status strip's progress indicator.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use super::print::{Document, PrintSettings, Printed, print};
use super::store::{
    Card, Character, EventInfo, InspectionRecord, Store, StoreError, Stored, TagCheck, award_words,
};
use crate::devices::ports::PortInfo;
use crate::records::ParsedRoster;
use crate::rules::Ruleset;
use crate::rules::armour::Award;

/// Called after each answer, to wake the GUI.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Work for the background thread.
#[derive(Debug)]
pub enum Job {
    /// Read the roster.
    LoadRoster,
    /// Add or update a character.
    SaveCharacter(Character),
    /// Record an inspection (and get its tag serial).
    Record(Box<InspectionRecord>),
    /// A character's card (for the Lookup panel).
    Card(u64),
    /// What a typed serial or scanned QR string is.
    FindTag(String),
    /// Read and validate a rules file.
    LoadRuleset(PathBuf),
    /// Read and parse a roster CSV file, for the preview.
    ParseRoster(PathBuf),
    /// Import a previewed roster's good rows.
    ImportRoster(Box<ParsedRoster>),
    /// Store an armour award on a character (the recorder's name last).
    RecordAward(Character, Box<Award>, String),
    /// Make a tag's or a fail slip's PDF and print it.
    Print(Document, Box<PrintSettings>),
    /// Every event and the one in use.
    Events,
    /// Record into this event from now on.
    UseEvent(String),
    /// Create an event (name, end date) and record into it.
    CreateEvent(String, Option<String>),
    /// The serial ports this machine has.
    ListPorts,
}

impl Job {
    /// What the job does, for the progress indicator.
    pub fn describe(&self) -> &'static str {
        match self {
            Job::LoadRoster => "loading the roster",
            Job::SaveCharacter(_) => "saving the character",
            Job::Record(_) => "recording the inspection",
            Job::Card(_) => "looking up the character",
            Job::FindTag(_) => "checking the tag",
            Job::LoadRuleset(_) => "loading the rules file",
            Job::Print(Document::Tag(_), _) => "printing the tag",
            Job::Print(Document::FailSlip(_), _) => "printing the fail slip",
            Job::RecordAward(..) => "recording the armour award",
            Job::ParseRoster(_) => "reading the roster file",
            Job::ImportRoster(_) => "importing the roster",
            Job::Events => "reading the events",
            Job::UseEvent(_) => "changing the event",
            Job::CreateEvent(..) => "creating the event",
            Job::ListPorts => "looking for serial ports",
        }
    }
}

/// The worker's answer to one job.
#[derive(Debug)]
pub enum Done {
    Roster(Vec<Character>),
    CharacterSaved(Character),
    Recorded(Box<Stored>),
    Card(Box<Card>),
    /// The text asked about and what it is.
    Tag(String, TagCheck),
    Ruleset(PathBuf, Box<Ruleset>),
    /// A roster file, parsed for the preview.
    RosterPreview(Box<ParsedRoster>),
    /// A roster was imported: what happened, in words.
    RosterImported(String),
    /// An award was stored: for whom, in words.
    AwardRecorded(Character, String),
    /// What became of a tag or fail slip.
    Printed(Printed),
    /// Every event, and the one in use.
    Events(Vec<EventInfo>, EventInfo),
    /// The station now records into this event.
    EventInUse(EventInfo),
    /// The serial ports found.
    Ports(Vec<PortInfo>),
    /// A job failed; the message is plain words for the marshal.
    Failed(String),
}

/// The UI's handle on the worker thread.
pub struct Worker {
    jobs: Option<Sender<Job>>,
    answers: Receiver<Done>,
    in_flight: Vec<&'static str>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Starts the worker thread owning `store`. If the thread cannot start,
    /// every job is answered with a failure.
    pub fn spawn(store: Box<dyn Store>, waker: Waker) -> Worker {
        let (job_tx, job_rx) = mpsc::channel::<Job>();
        let (done_tx, done_rx) = mpsc::channel::<Done>();
        let thread = std::thread::Builder::new()
            .name("station worker".into())
            .spawn(move || run(store, job_rx, done_tx, waker))
            .ok();
        Worker {
            jobs: thread.is_some().then_some(job_tx),
            answers: done_rx,
            in_flight: Vec::new(),
            thread,
        }
    }

    /// Queues a job; returns at once.
    pub fn submit(&mut self, job: Job) {
        let what = job.describe();
        match &self.jobs {
            Some(jobs) if jobs.send(job).is_ok() => self.in_flight.push(what),
            _ => self.in_flight.clear(),
        }
    }

    /// Every answer that has arrived; never blocks.
    pub fn poll(&mut self) -> Vec<Done> {
        let answers: Vec<Done> = self.answers.try_iter().collect();
        self.finished(answers.len());
        if self.jobs.is_none() && !self.in_flight.is_empty() {
            self.in_flight.clear();
            return vec![Done::Failed("the background worker could not start".into())];
        }
        answers
    }

    /// What the worker is doing, if anything (oldest job first).
    pub fn busy(&self) -> Option<&'static str> {
        self.in_flight.first().copied()
    }

    /// Blocks until every queued job is answered and returns the answers.
    /// For tests and benchmarks: the GUI uses [`Worker::poll`].
    pub fn wait_idle(&mut self) -> Vec<Done> {
        let mut answers = Vec::new();
        while !self.in_flight.is_empty() {
            match self.answers.recv() {
                Ok(done) => {
                    answers.push(done);
                    self.finished(1);
                }
                Err(_) => self.in_flight.clear(),
            }
        }
        answers
    }

    fn finished(&mut self, count: usize) {
        self.in_flight.drain(..count.min(self.in_flight.len()));
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.jobs = None; // Closing the channel ends the thread's loop.
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn run(mut store: Box<dyn Store>, jobs: Receiver<Job>, answers: Sender<Done>, waker: Waker) {
    for job in jobs {
        let failed = |e: StoreError| Done::Failed(e.to_string());
        let done = match job {
            Job::LoadRoster => store.roster().map_or_else(failed, Done::Roster),
            Job::SaveCharacter(c) => store
                .save_character(c)
                .map_or_else(failed, Done::CharacterSaved),
            Job::Record(record) => store
                .record(*record)
                .map_or_else(failed, |s| Done::Recorded(Box::new(s))),
            Job::Card(id) => store
                .card(id)
                .map_or_else(failed, |card| Done::Card(Box::new(card))),
            Job::FindTag(text) => store
                .find_tag(&text)
                .map_or_else(failed, |check| Done::Tag(text, check)),
            Job::LoadRuleset(path) => load_ruleset(&path)
                .map_or_else(Done::Failed, |rs| Done::Ruleset(path, Box::new(rs))),
            Job::ParseRoster(path) => {
                parse_roster(&path).map_or_else(Done::Failed, |r| Done::RosterPreview(Box::new(r)))
            }
            Job::ImportRoster(roster) => store
                .import_roster(&roster)
                .map_or_else(failed, Done::RosterImported),
            Job::RecordAward(character, award, recorder) => store
                .record_award(&character, &award, &recorder)
                .map_or_else(failed, |()| {
                    Done::AwardRecorded(character, award_words(&award))
                }),
            Job::Print(document, settings) => print_document(store.as_mut(), document, &settings),
            Job::Events => store
                .events()
                .map_or_else(failed, |(all, current)| Done::Events(all, current)),
            Job::UseEvent(id) => store.use_event(&id).map_or_else(failed, Done::EventInUse),
            Job::CreateEvent(name, ends_on) => store
                .create_event(&name, ends_on.as_deref())
                .map_or_else(failed, Done::EventInUse),
            Job::ListPorts => list_ports(),
        };
        if answers.send(done).is_err() {
            return;
        }
        waker();
    }
}

/// The serial ports this machine has, with what each is.
fn list_ports() -> Done {
    match crate::devices::ports::available() {
        Ok(ports) => Done::Ports(ports),
        Err(e) => Done::Failed(format!("cannot list the serial ports: {e}")),
    }
}

/// Makes `document` from the records and prints it.
fn print_document(store: &mut dyn Store, document: Document, settings: &PrintSettings) -> Done {
    let printed = match &document {
        Document::Tag(serial) => store.tag_to_print(serial).map(|found| {
            found.map(|(content, key)| print(document.clone(), &content, &key, settings))
        }),
        Document::FailSlip(id) => store.fail_slip_to_print(*id).map(|found| {
            found.map(|(content, key)| print(document.clone(), &content, &key, settings))
        }),
    };
    match printed {
        Ok(None) => Done::Printed(Printed::NoRecords { document }),
        Ok(Some(Ok(printed))) => Done::Printed(printed),
        Ok(Some(Err(e))) => Done::Failed(e.to_string()),
        Err(e) => Done::Failed(e.to_string()),
    }
}

fn parse_roster(path: &std::path::Path) -> Result<ParsedRoster, String> {
    let bytes = std::fs::read(path)
        .map_err(|e| format!("cannot read roster file {}: {e}", path.display()))?;
    crate::records::parse_roster(&path.display().to_string(), &bytes, &[])
        .map_err(|e| e.to_string())
}

fn load_ruleset(path: &std::path::Path) -> Result<Ruleset, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read rules file {}: {e}", path.display()))?;
    Ruleset::parse(&path.display().to_string(), &text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::station::store::{MemoryStore, demo_roster};
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn jobs_are_answered_in_order_and_wake_the_ui() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let counter = wakes.clone();
        let mut worker = Worker::spawn(
            Box::new(MemoryStore::with_roster(demo_roster())),
            Arc::new(move || {
                counter.fetch_add(1, Ordering::SeqCst);
            }),
        );
        worker.submit(Job::LoadRoster);
        worker.submit(Job::LoadRuleset("/nonexistent/rules.toml".into()));
        assert_eq!(worker.busy(), Some("loading the roster"));
        let answers = worker.wait_idle();
        assert!(matches!(&answers[0], Done::Roster(r) if r.len() == 6));
        assert!(matches!(&answers[1], Done::Failed(m) if m.contains("/nonexistent/rules.toml")));
        assert_eq!(worker.busy(), None);
        drop(worker); // Joins the thread, so every wake has happened.
        assert_eq!(wakes.load(Ordering::SeqCst), 2);
    }
}
