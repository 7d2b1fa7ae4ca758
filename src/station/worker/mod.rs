//! The background worker: long work off the UI thread.
//!
//! One thread owns the records database ([`armoury_records::Store`]) and the event
//! the station records into, and makes and prints tags. The UI sends
//! [`Job`]s with [`Worker::submit`] and never waits; the thread answers each
//! with a [`Done`] over a channel and calls the waker (the GUI passes
//! `ctx.request_repaint()`), and the App drains answers once per frame with
//! [`Worker::poll`]. [`Worker::busy`] names the job in flight for the
//! status strip's progress indicator. What the Check panel decided travels
//! as an [`InspectionToRecord`] and comes back [`Stored`]. On the thread,
//! [`open`] reads the files dropped on the window or picked, and [`print`]
//! makes tag and fail-slip PDFs and sends them to the spooler.
//!
//! The worker words what it sends back (failures, a roster import's
//! summary, an award) in the language the station spoke when the job was
//! submitted ([`Worker::speak`]; the texts are in `station-work.ftl`).

pub(crate) mod open;
pub(crate) mod photos;
pub(crate) mod print;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use crate::said_errors;
use crate::station::widgets::search::Roster;
use armoury_devices::ports::PortInfo;
use armoury_issuing::TagCheck;
use armoury_l10n::L10n;
use armoury_records::figures::Figures;
use armoury_records::time::now_secs;
use armoury_records::{
    Event, LookupCard, NewInspection, Outbox, Outcome, ParsedRoster, PhotoPolicy, RefereeSession,
    Registration, RosterEntry, Sent, StoredPhoto,
};
use armoury_rules::armour::{Award, AwardValue};
use armoury_rules::{Item, Ruleset, Verdict};
use armoury_tags::spool::Printers;
use open::Opened;
use print::{Document, PrintSettings, Printed, print};

/// What the marshal decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The rules approved the item.
    Approved,
    /// Rejected with the failing rules.
    Rejected,
    /// Approved against the rules' verdict, for a typed reason.
    Overridden {
        /// Why, as the marshal typed it (required).
        reason: String,
    },
}

/// An inspection as the Check panel hands it to the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct InspectionToRecord {
    pub character: Option<Registration>,
    pub item: Item,
    pub verdict: Verdict,
    pub decision: Decision,
    /// Ids of the rules that failed or were referred (a reject's reasons).
    pub failing: Vec<String>,
    pub inspector: String,
    pub station: String,
    /// The item's photo, when one was taken.
    pub photo: Option<StoredPhoto>,
}

/// A walk-in as the Check panel asks for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewWalkIn {
    /// The player's name; blank when only one name was typed.
    pub player: String,
    pub character: String,
    /// The station adding them (Settings).
    pub station: String,
}

/// A recorded inspection.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    /// The inspection's id in the database; `None` while it waits in the
    /// station's outbox for the server.
    pub id: Option<i64>,
    /// The tag serial of an approved item.
    pub tag: Option<String>,
    pub record: InspectionToRecord,
    /// On a server: how it stands after this inspection.
    pub server: Option<ServerState>,
}

/// Called after each answer, to wake the GUI.
pub type Repaint = Arc<dyn Fn() + Send + Sync>;

/// Work for the background thread.
#[derive(Debug)]
pub enum Job {
    /// Read the roster.
    LoadRoster,
    /// Add or update a character (an empty id: a new one, its id made from the names).
    SaveCharacter(RosterEntry),
    /// Add a walk-in to the event's roster.
    AddWalkIn(NewWalkIn),
    /// Record an inspection (and get its tag serial).
    Record(Box<InspectionToRecord>),
    /// A character's card (for the Lookup panel), by database key.
    Card(i64),
    /// What a typed serial or scanned QR string is.
    FindTag(String),
    /// Read and validate a rules file.
    LoadRuleset(PathBuf),
    /// Read and parse a roster CSV file, for the preview.
    ParseRoster(PathBuf),
    /// A file dropped on the window or picked in a dialog: read it and say
    /// what it is (a roster, an armour file or a rules file).
    Open(PathBuf),
    /// Import a previewed roster's good rows.
    ImportRoster(Box<ParsedRoster>),
    /// Store an armour award on a character (the recorder's name last).
    RecordAward(Registration, Box<Award>, String),
    /// Make a tag's or a fail slip's PDF and print it.
    Print(Document, Box<PrintSettings>),
    /// Every event and the one in use.
    Events,
    /// Record into this event from now on.
    UseEvent(String),
    /// Create an event (name, end date, the shipped ruleset it is run by)
    /// and record into it.
    CreateEvent(String, Option<String>, Option<String>),
    /// The serial ports this machine has.
    ListPorts,
    /// The printers tags can go to, asking this program (`lpstat`; ignored
    /// on Windows).
    ListPrinters(std::ffi::OsString),
    /// Send what waits in the outbox and say how the server is.
    Sync,
    /// The referees' phones signed in to the event's page.
    RefereeSessions,
    /// Sign one of them out (by its id), then list them again.
    RevokeRefereeSession(String),
    /// The event's figures (counted again only when something was recorded).
    Figures,
    /// A camera's frame made a photo to keep.
    PreparePhoto(Box<image::RgbImage>),
    /// Open a phone-upload link for the item on this station's desk.
    OpenPhotoUpload(String),
    /// Whether the phone's photo came through the link of this token.
    PollPhotoUpload(String),
    /// Close the link of this token (the item was recorded, or the marshal
    /// moved on).
    ClosePhotoUpload(String),
    /// Set whether the event's desks take photos.
    SetEventPhotos(PhotoPolicy),
}

/// How a station on a server stands with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ServerState {
    /// The last statement reached the server.
    pub reachable: bool,
    /// Decided inspections waiting in the station's outbox.
    pub waiting: usize,
}

impl Job {
    /// The message that says what the job does (`loading the roster`),
    /// for the progress indicator and failures.
    pub fn activity(&self) -> &'static str {
        match self {
            Job::LoadRoster => "wrk-job-load-roster",
            Job::SaveCharacter(_) => "wrk-job-save-character",
            Job::AddWalkIn(_) => "wrk-job-add-walk-in",
            Job::Record(_) => "wrk-job-record",
            Job::Card(_) => "wrk-job-card",
            Job::FindTag(_) => "wrk-job-find-tag",
            Job::LoadRuleset(_) => "wrk-job-load-ruleset",
            Job::Print(Document::Tag(_), _) => "wrk-job-print-tag",
            Job::Print(Document::FailSlip(_), _) => "wrk-job-print-fail-slip",
            Job::RecordAward(..) => "wrk-job-record-award",
            Job::ParseRoster(_) => "wrk-job-parse-roster",
            Job::Open(_) => "wrk-job-open",
            Job::ImportRoster(_) => "wrk-job-import-roster",
            Job::Events => "wrk-job-events",
            Job::UseEvent(_) => "wrk-job-use-event",
            Job::CreateEvent(..) => "wrk-job-create-event",
            Job::ListPorts => "wrk-job-list-ports",
            Job::ListPrinters(_) => "wrk-job-list-printers",
            Job::Sync => "wrk-job-sync",
            Job::RefereeSessions => "wrk-job-referee-sessions",
            Job::RevokeRefereeSession(_) => "wrk-job-revoke-referee-session",
            Job::Figures => "wrk-job-figures",
            Job::PreparePhoto(_) => "wrk-job-prepare-photo",
            Job::OpenPhotoUpload(_) => "wrk-job-open-photo-upload",
            Job::PollPhotoUpload(_) => "wrk-job-poll-photo-upload",
            Job::ClosePhotoUpload(_) => "wrk-job-close-photo-upload",
            Job::SetEventPhotos(_) => "wrk-job-set-event-photos",
        }
    }

    /// What the job does, in `l10n`'s words (`loading the roster`).
    pub fn describe(&self, l10n: L10n) -> String {
        l10n.text(self.activity())
    }
}

/// The worker's answer to one job.
#[derive(Debug)]
pub enum Done {
    /// The event's roster, ready to search.
    Roster(Box<Roster>),
    CharacterSaved(Registration),
    /// A walk-in is on the roster (or was already).
    WalkInAdded(Registration),
    Recorded(Box<Stored>),
    /// A character's card, with a thumbnail of each approved item's photo
    /// (by the approving inspection's id).
    Card(Box<LookupCard>, Vec<(i64, image::RgbImage)>),
    /// The text asked about and what it is.
    Tag(String, TagCheck),
    Ruleset(PathBuf, Box<Ruleset>),
    /// A roster file, parsed for the preview.
    RosterPreview(Box<ParsedRoster>),
    /// A dropped or picked file, read.
    Opened(Opened),
    /// A roster was imported: what happened, in words.
    RosterImported(String),
    /// An award was stored: for whom, in words.
    AwardRecorded(Registration, String),
    /// What became of a tag or fail slip.
    Printed(Printed),
    /// Every event, and the one in use.
    Events(Vec<Event>, Event),
    /// The station now records into this event.
    EventInUse(Event),
    /// The serial ports found.
    Ports(Vec<PortInfo>),
    /// The printers found, or why they could not be listed (shown in
    /// Settings beside the printer, not as a failure).
    Printers(Result<Printers, String>),
    /// The referees' phones signed in to the event's page, newest first.
    RefereeSessions(Vec<RefereeSession>),
    /// What the outbox sent, and how the server stands.
    Synced(Sent, Option<ServerState>),
    /// The event's figures.
    Figures(Box<Figures>),
    /// A photo of the item on the desk, ready to record with it.
    Photo(Box<StoredPhoto>),
    /// A phone-upload link opened: its token and the address it is at.
    PhotoUpload {
        token: String,
        url: String,
    },
    /// What came through the link of this token: the photo, if one did.
    PhotoUploaded(String, Option<Box<StoredPhoto>>),
    /// A link was closed.
    PhotoUploadClosed,
    /// The event, with its photos set anew.
    EventPhotos(Event),
    /// A job failed; the message is plain words for the marshal.
    Failed(String),
}

/// The UI's handle on the worker thread.
pub struct Worker {
    /// Each job goes with the language its answer is worded in.
    jobs: Option<Sender<(Job, L10n)>>,
    answers: Receiver<Done>,
    /// The jobs in flight, by [`Job::activity`].
    in_flight: Vec<&'static str>,
    thread: Option<JoinHandle<()>>,
    /// The station's language, for the jobs submitted from now on.
    l10n: L10n,
}

impl Worker {
    /// Starts the worker thread owning `store` (and, on a server, the
    /// station's `outbox`), recording into its current event. If the thread
    /// cannot start, every job is answered with a failure. It speaks
    /// English until [`Worker::speak`] says otherwise.
    pub fn spawn(store: armoury_records::Store, outbox: Option<Outbox>, waker: Repaint) -> Worker {
        if outbox.is_some() {
            // A silent server costs a decision 1.5 s, then it waits in the outbox.
            store.answer_within(armoury_records::OUTBOX_ANSWER_BOUND);
        }
        let (job_tx, job_rx) = mpsc::channel::<(Job, L10n)>();
        let (done_tx, done_rx) = mpsc::channel::<Done>();
        let thread = std::thread::Builder::new()
            .name("station worker".into())
            .spawn(move || run(store, outbox, job_rx, done_tx, waker))
            .ok();
        Worker {
            jobs: thread.is_some().then_some(job_tx),
            answers: done_rx,
            in_flight: Vec::new(),
            thread,
            l10n: L10n::default(),
        }
    }

    /// Words the answers to the jobs submitted from now on, and what it is
    /// doing, in `l10n`'s language (the App keeps it the station's).
    pub fn speak(&mut self, l10n: L10n) {
        self.l10n = l10n;
    }

    /// Queues a job; returns at once.
    pub fn submit(&mut self, job: Job) {
        let what = job.activity();
        match &self.jobs {
            Some(jobs) if jobs.send((job, self.l10n)).is_ok() => self.in_flight.push(what),
            _ => self.in_flight.clear(),
        }
    }

    /// Every answer that has arrived; never blocks.
    pub fn poll(&mut self) -> Vec<Done> {
        let answers: Vec<Done> = self.answers.try_iter().collect();
        self.finished(answers.len());
        if self.jobs.is_none() && !self.in_flight.is_empty() {
            self.in_flight.clear();
            return vec![Done::Failed(self.l10n.text("wrk-worker-not-started"))];
        }
        answers
    }

    /// What the worker is doing, if anything (oldest job first), in the
    /// station's language.
    pub fn busy(&self) -> Option<String> {
        let activity = self.in_flight.first()?;
        Some(self.l10n.text(activity))
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

fn run(
    store: armoury_records::Store,
    outbox: Option<Outbox>,
    jobs: Receiver<(Job, L10n)>,
    answers: Sender<Done>,
    waker: Repaint,
) {
    let event = match store.current_event() {
        Ok(event) => event.id,
        Err(_) => armoury_records::DEFAULT_EVENT.to_string(),
    };
    let mut desk = Desk {
        store,
        event,
        outbox,
        figures: None,
        l10n: L10n::default(),
    };
    for (job, l10n) in jobs {
        desk.l10n = l10n;
        let done = desk.work(job).unwrap_or_else(Done::Failed);
        if answers.send(done).is_err() {
            return;
        }
        waker();
    }
}

/// The database and the event the station records into, on the worker
/// thread; on a server, the outbox that keeps decisions while it is away.
struct Desk {
    store: armoury_records::Store,
    event: String,
    outbox: Option<Outbox>,
    /// The figures last counted, with the event and the records' mark
    /// they were counted at.
    figures: Option<(String, (i64, i64), Figures)>,
    /// The language of the job at hand.
    l10n: L10n,
}

/// Turns a failure into plain words in `l10n`'s language: what was being
/// done, and why it failed (a library error in words, see `said_errors`).
fn failed<E: std::error::Error + 'static>(l10n: L10n, action: &str) -> impl Fn(E) -> String + '_ {
    move |e| format!("{action}: {}", said_errors::or_display(l10n, &e))
}

impl Desk {
    /// The event's figures: counted again when an inspection or award was
    /// recorded since the last count (by any station), else as then.
    fn figures(&mut self) -> Result<Figures, armoury_records::RecordsError> {
        let mark = self.store.figures_mark(&self.event)?;
        if let Some((event, counted_at, figures)) = &self.figures
            && *event == self.event
            && *counted_at == mark
        {
            return Ok(figures.clone());
        }
        let figures = self.store.figures(&self.event)?;
        self.figures = Some((self.event.clone(), mark, figures.clone()));
        Ok(figures)
    }

    fn work(&mut self, job: Job) -> Result<Done, String> {
        let l10n = self.l10n;
        let action = &job.describe(l10n);
        let store = &mut self.store;
        Ok(match job {
            // Folded for searching here: 50,000 names take the UI thread a few frames.
            Job::LoadRoster => Done::Roster(Box::new(Roster::new(
                store
                    .characters(&self.event)
                    .map_err(failed(l10n, action))?,
            ))),
            Job::SaveCharacter(entry) => Done::CharacterSaved(self.save_character(entry)?),
            Job::AddWalkIn(new) => Done::WalkInAdded(
                store
                    .add_walk_in(&self.event, &new.player, &new.character, &new.station)
                    .map_err(failed(l10n, action))?,
            ),
            Job::Record(record) => Done::Recorded(Box::new(self.record(*record)?)),
            Job::Sync => {
                let sent = match &mut self.outbox {
                    Some(outbox) => outbox.send(store).map_err(failed(l10n, action))?,
                    None => Sent::default(),
                };
                Done::Synced(sent, self.server_state())
            }
            Job::Card(pk) => {
                let card = store.card(pk).map_err(failed(l10n, action))?;
                let thumbnails =
                    photos::thumbnails(store, &self.event, &card).map_err(failed(l10n, action))?;
                Done::Card(Box::new(card), thumbnails)
            }
            Job::Figures => Done::Figures(Box::new(self.figures().map_err(failed(l10n, action))?)),
            Job::FindTag(text) => {
                let check = armoury_issuing::check_tag(store, &self.event, &text)
                    .map_err(failed(l10n, action))?;
                Done::Tag(text, check)
            }
            Job::LoadRuleset(path) => {
                Done::Ruleset(path.clone(), Box::new(load_ruleset(&path, l10n)?))
            }
            Job::ParseRoster(path) => Done::RosterPreview(Box::new(parse_roster(&path, l10n)?)),
            Job::Open(path) => Done::Opened(open::read(&path, l10n)?),
            Job::ImportRoster(roster) => {
                let done = store
                    .import_roster(&self.event, &roster, true, false)
                    .map_err(failed(l10n, action))?;
                let mut words = l10n.format(
                    "wrk-roster-imported",
                    &[
                        ("added", done.inserted.into()),
                        ("updated", done.updated.into()),
                        ("unchanged", done.unchanged.into()),
                        ("bad", done.skipped.len().into()),
                    ],
                );
                for merged in &done.merged {
                    words.push_str(&format!("; {merged}"));
                }
                Done::RosterImported(words)
            }
            Job::RecordAward(character, award, recorder) => {
                let recorder = Some(recorder.trim()).filter(|r| !r.is_empty());
                store
                    .record_armour_award(character.pk, &award, recorder.unwrap_or("station"))
                    .map_err(failed(
                        l10n,
                        &l10n.format(
                            "wrk-job-record-award-of",
                            &[("name", (&character.name).into())],
                        ),
                    ))?;
                Done::AwardRecorded(character, award_words(&award, l10n))
            }
            Job::Print(document, settings) => self.print(document, &settings)?,
            Job::Events => {
                let all = store.events().map_err(failed(l10n, action))?;
                Done::Events(all, store.event(&self.event).map_err(failed(l10n, action))?)
            }
            Job::UseEvent(id) => Done::EventInUse(self.use_event(&id)?),
            Job::CreateEvent(name, ends_on, ruleset) => {
                Done::EventInUse(self.create_event(&name, ends_on, ruleset)?)
            }
            Job::ListPorts => Done::Ports(
                armoury_devices::ports::available()
                    .map_err(failed(l10n, &l10n.text("wrk-cannot-list-ports")))?,
            ),
            Job::ListPrinters(program) => Done::Printers(
                armoury_tags::spool::printers(&program)
                    .map_err(|error| said_errors::or_display(l10n, &error)),
            ),
            Job::RefereeSessions => Done::RefereeSessions(
                store
                    .referee_sessions(&self.event, now_secs())
                    .map_err(failed(l10n, action))?,
            ),
            Job::PreparePhoto(rgb) => Done::Photo(Box::new(photos::from_frame(*rgb, l10n)?)),
            Job::OpenPhotoUpload(station) => {
                let (token, url) = photos::open_upload(store, &self.event, &station, l10n, action)?;
                Done::PhotoUpload { token, url }
            }
            Job::PollPhotoUpload(token) => {
                let photo = store.uploaded_photo(&token).map_err(failed(l10n, action))?;
                Done::PhotoUploaded(token, photo.map(Box::new))
            }
            Job::ClosePhotoUpload(token) => {
                store
                    .close_photo_upload(&token)
                    .map_err(failed(l10n, action))?;
                Done::PhotoUploadClosed
            }
            Job::SetEventPhotos(policy) => Done::EventPhotos(
                store
                    .set_event_photos(&self.event, policy)
                    .map_err(failed(l10n, action))?,
            ),
            Job::RevokeRefereeSession(id) => {
                store
                    .revoke_referee_session(&self.event, &id, now_secs())
                    .map_err(failed(l10n, action))?;
                Done::RefereeSessions(
                    store
                        .referee_sessions(&self.event, now_secs())
                        .map_err(failed(l10n, action))?,
                )
            }
        })
    }

    /// Stores a character; a new one (empty id) gets its id from its names,
    /// as a roster file without an id column would give it.
    fn save_character(&mut self, mut entry: RosterEntry) -> Result<Registration, String> {
        let l10n = self.l10n;
        let action = l10n.text("wrk-job-save-character");
        let saving = failed(l10n, &action);
        if entry.id.trim().is_empty() {
            let player = entry.player_name.as_deref().unwrap_or_default();
            entry.id = armoury_records::derived_id(player, &entry.name);
        }
        self.store
            .upsert_character(&self.event, &entry)
            .map_err(&saving)?;
        let saved = self.store.characters(&self.event).map_err(&saving)?;
        saved.into_iter().find(|c| c.id == entry.id).ok_or_else(|| {
            let missing = l10n.format("wrk-not-found-after-saving", &[("id", (&entry.id).into())]);
            format!("{action}: {missing}")
        })
    }

    fn record(&mut self, mut record: InspectionToRecord) -> Result<Stored, String> {
        let l10n = self.l10n;
        let recording = l10n.text("wrk-job-record");
        let reason = match &record.decision {
            Decision::Overridden { reason } => Some(reason.as_str()),
            _ => None,
        };
        let or_default = |s: &str, d: &str| {
            Some(s.trim())
                .filter(|s| !s.is_empty())
                .unwrap_or(d)
                .to_string()
        };
        let station = or_default(&record.station, "station");
        // With no inspector's name, the tag names the station.
        let inspector = or_default(&record.inspector, &station);
        let new = NewInspection {
            event_id: &self.event,
            character_pk: record.character.as_ref().map(|c| c.pk),
            item: &record.item,
            verdict: &record.verdict,
            inspector: &inspector,
            station: &station,
            override_reason: reason,
            corrects: None,
        };
        let mut decided = new.decide().map_err(failed(l10n, &recording))?;
        // Recorded with the inspection, not kept in what the panels hold.
        decided.photo = record.photo.take();
        let (id, tag) = match &mut self.outbox {
            Some(outbox) => match outbox
                .record_decided(&mut self.store, decided)
                .map_err(failed(l10n, &recording))?
            {
                Outcome::Recorded(recorded) => (Some(recorded.inspection_id), recorded.tag),
                Outcome::Queued { tag, .. } => (None, tag),
            },
            None => {
                let recorded = self
                    .store
                    .record_decided(&decided)
                    .map_err(failed(l10n, &recording))?;
                (Some(recorded.inspection_id), recorded.tag)
            }
        };
        Ok(Stored {
            id,
            tag: tag.map(|t| t.serial),
            record,
            server: self.server_state(),
        })
    }

    /// How the server stands: reached by a statement just now, and what
    /// waits in the outbox. `None` for a station on a file.
    fn server_state(&self) -> Option<ServerState> {
        let outbox = self.outbox.as_ref()?;
        let waiting = outbox.waiting().unwrap_or(0);
        let reachable = waiting == 0 && self.store.event(&self.event).is_ok();
        Some(ServerState { reachable, waiting })
    }

    /// Makes `document` from the records and prints it.
    fn print(&self, document: Document, settings: &PrintSettings) -> Result<Done, String> {
        let l10n = self.l10n;
        let make = document.making(l10n);
        let printed = match &document {
            Document::Tag(serial) => {
                let content = armoury_issuing::tag_content(&self.store, serial)
                    .map_err(failed(l10n, &make))?;
                let signer = armoury_issuing::event_signer(&self.store, &content.event_code)
                    .map_err(failed(l10n, &make))?;
                print(document.clone(), &content, &signer, settings)
            }
            Document::FailSlip(id) => {
                let content = armoury_issuing::fail_slip_content(&self.store, &id.to_string())
                    .map_err(failed(l10n, &make))?;
                let signer = armoury_issuing::event_signer(&self.store, &content.event_code)
                    .map_err(failed(l10n, &make))?;
                print(document.clone(), &content, &signer, settings)
            }
        };
        printed.map(Done::Printed).map_err(|e| e.words(self.l10n))
    }

    fn use_event(&mut self, id: &str) -> Result<Event, String> {
        let event = self
            .store
            .use_event(id)
            .map_err(failed(self.l10n, &self.l10n.text("wrk-choosing-event")))?;
        self.event = event.id.clone();
        Ok(event)
    }

    fn create_event(
        &mut self,
        name: &str,
        ends_on: Option<String>,
        ruleset_id: Option<String>,
    ) -> Result<Event, String> {
        let creating = self.l10n.format(
            "wrk-creating-event",
            &[("name", format!("{name:?}").into())],
        );
        let id = armoury_records::events::slug(name);
        if id.is_empty() {
            let needed = self.l10n.text("wrk-event-name-needed");
            return Err(format!("{creating}: {needed}"));
        }
        let new = armoury_records::NewEvent {
            id,
            name: name.trim().to_string(),
            ends_on,
            ruleset_id,
            ..Default::default()
        };
        let event = self
            .store
            .create_event(&new)
            .map_err(failed(self.l10n, &creating))?;
        self.use_event(&event.id)
    }
}

/// An award in `l10n`'s words, as the status strip says it
/// (`3 points (body 2, helmet 1)`).
pub fn award_words(award: &Award, l10n: L10n) -> String {
    let words = match &award.value {
        AwardValue::Points(p) => l10n.format(
            "wrk-award-points",
            &[
                ("total", i64::from(p.total).into()),
                ("body", i64::from(p.body).into()),
                ("helmet", i64::from(p.helmet).into()),
            ],
        ),
        AwardValue::Hits(h) => {
            let class = match &h.class {
                Some(class) => class.clone(),
                None => l10n.text("wrk-award-no-class"),
            };
            l10n.format(
                "wrk-award-hits",
                &[
                    ("hits", i64::from(h.per_location).into()),
                    ("class", class.into()),
                ],
            )
        }
    };
    if award.provisional {
        format!("{words}, {}", l10n.text("wrk-award-provisional"))
    } else {
        words
    }
}

/// Reads and parses a roster file; a failure is worded in `l10n`'s language.
pub(super) fn parse_roster(path: &std::path::Path, l10n: L10n) -> Result<ParsedRoster, String> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        l10n.format(
            "wrk-cannot-read-roster",
            &[("path", (&name).into()), ("error", e.to_string().into())],
        )
    })?;
    armoury_records::parse_roster(&name, &bytes, &[], Default::default())
        .map_err(|e| said_errors::records(l10n, &e))
}

/// Reads and checks a rules file; a failure is worded in `l10n`'s language.
pub(super) fn load_ruleset(path: &std::path::Path, l10n: L10n) -> Result<Ruleset, String> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| {
        l10n.format(
            "wrk-cannot-read-rules",
            &[("path", (&name).into()), ("error", e.to_string().into())],
        )
    })?;
    Ruleset::parse(&name, &text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests;
