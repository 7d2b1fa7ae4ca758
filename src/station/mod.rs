//! The station: the eframe desktop app a marshal works at.
//!
//! Its parts, one folder or file each:
//! - [`App`] (`app`): the window. It composes one struct per panel around
//!   the shared [`Station`] state, with a provisional-values banner on top
//!   and a status strip at the bottom.
//! - `panels`: one file per tab, each a `panels::Panel` — `check` (the
//!   main flow, with its `form`, `findings` and `walk_in`), `armour`,
//!   `lookup`, `roster`, `devices`, `settings` — and `status` (the banner
//!   and strip) and `welcome` (the first run asks once for the station's
//!   and inspector's names).
//! - `widgets`: what several panels draw with — `search::RosterSearch`
//!   (find a character by typing, ↑/↓, Enter), `choice::choice` (a
//!   drop-down ↑/↓ and letters can drive) and the pass/refer/fail colours.
//! - `worker`: the background thread that owns the store, reads dropped
//!   and picked files (`worker::open`) and prints (`worker::print`).
//! - `devices`: device plumbing — what a device tells the station
//!   (`devices::measure`), the backend over a serial or HID port
//!   (`devices::port_device`), every device's state (`devices::board`).
//! - [`Prefs`] (`prefs`), the demo's throwaway database (`demo`), and the
//!   measured run (`bench`), which wraps the app in a frame clock.
//!
//! Data flow: device backends and the worker talk to the GUI only through
//! channels and `request_repaint`. [`App::logic`] drains both once per
//! frame and routes what arrived (device values to the Check panel's
//! focused field, store answers to the panel that asked); [`App::show`]
//! draws. The GUI never waits on I/O, the store or printing. Rule logic
//! lives in `armoury_rules`; the panels only call it. Preferences persist
//! in a TOML file; inspections live only in the store.
//!
//! A file dropped anywhere on the window (or picked with a panel's
//! "Choose…" button) is read by the worker and opens the panel it is for:
//! a roster's import preview, an armour file on the Armour panel, a rules
//! file in Settings.
//!
//! The station speaks the language in [`Station::l10n`] (chosen by
//! `--lang`, the preferences or the OS; Settings can change it). The
//! window's, the worker's and the devices' words are in `station-work.ftl`;
//! the App hands the language to the worker and the devices every frame.
//!
//! The panels work with the records types (`armoury_records::Registration`,
//! `LookupCard`, `Event`) as the worker reads them from the one
//! `armoury_records::Store` it owns; `--demo` gives it a throwaway database
//! seeded with a sample roster ([`ScratchDb`], [`seed_demo`]).
//!
//! ## The façade
//! Every module above is `pub(crate)`. What the binary and the tests start
//! and drive the station with is re-exported here: [`run`] with its
//! [`Options`] (the first [`Tab`], the [`Prefs`] file, the store); the
//! demo's [`ScratchDb`], [`seed_demo`], [`seed_synthetic`] and
//! [`DEMO_EVENT`]; [`App`] with [`App::new`], [`App::logic`],
//! [`App::route`] and [`App::show`], which an `egui_kittest` harness calls
//! each frame; and the words the tests feed and read: a [`ChannelSource`]
//! to send [`DeviceUpdate`]s ([`Measurement`]s in a [`Phase`] from a
//! [`Source`], [`Link`] changes), the [`Notice`] in the status strip and
//! the recorded [`Decision`]. The panels stay reachable through [`App`]'s
//! fields, so a test can look at what a panel holds, but their types
//! cannot be named outside the crate.

mod app;
pub(crate) mod bench;
pub(crate) mod demo;
pub(crate) mod devices;
pub(crate) mod panels;
pub(crate) mod prefs;
pub(crate) mod widgets;
pub(crate) mod worker;

pub use app::App;
pub use demo::{EVENT as DEMO_EVENT, ScratchDb, seed as seed_demo, seed_synthetic};
pub use devices::measure::{ChannelSource, DeviceUpdate, Link, Measurement, Phase, Source};
pub use prefs::Prefs;
pub use worker::Decision;

use std::path::PathBuf;

use eframe::egui;

use armoury_l10n::{L10n, Lang};
use armoury_records::Event;
use armoury_rules::{Ruleset, shipped};
use devices::board::Board;
use widgets::search::Roster;
use worker::{Job, Stored, Worker, open, print};

/// How the station starts.
pub struct Options {
    /// Start simulated scale and caliper (the devices module's simulators on pseudo-terminals).
    pub demo: bool,
    /// Where preferences are kept; `None` keeps them in memory only.
    pub prefs_path: Option<PathBuf>,
    /// The database the worker thread owns; it records into its current event.
    pub store: armoury_records::Store,
    /// A measured run: the process start and how many frames to time
    /// ([`run`] wraps the app in a frame clock, `bench::Measured`).
    pub bench: Option<(std::time::Instant, usize)>,
    /// The panel shown first.
    pub tab: Tab,
    /// Where tag PDFs are kept (default `<data dir>/armoury/tags`).
    pub tags_dir: Option<PathBuf>,
    /// On a server: the station's outbox, which keeps decided inspections
    /// while the server is out of reach.
    pub outbox: Option<armoury_records::Outbox>,
    /// The station's name for this run (`--station`), over the preferences'.
    pub station_name: Option<String>,
    /// The language for this run (`--lang`, `ARMOURY_LANG`), over the
    /// preferences' and the OS's; `None` takes those.
    pub lang: Option<Lang>,
}

impl Options {
    /// The station on `store`, with no preferences file and no devices,
    /// in English.
    pub fn new(store: armoury_records::Store) -> Options {
        Options {
            demo: false,
            prefs_path: None,
            store,
            bench: None,
            tab: Tab::Check,
            tags_dir: None,
            outbox: None,
            station_name: None,
            lang: Some(Lang::En),
        }
    }
}

/// A message for the marshal in the status strip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Something done, in words (shown plain).
    Info(String),
    /// Something that failed or was refused, in words (shown in red).
    Error(String),
}

/// The state every panel shares.
pub struct Station {
    /// The words of the station's language.
    pub l10n: L10n,
    /// The ruleset items are inspected against.
    pub ruleset: Ruleset,
    /// Where the ruleset came from (`shipped ancalagon-2011`, a path).
    pub(crate) ruleset_origin: String,
    /// The preferences, as Settings and the panels changed them.
    pub prefs: Prefs,
    /// The preferences file; `None` keeps them in memory only.
    pub(crate) prefs_path: Option<PathBuf>,
    /// The roster as last read from the store.
    pub roster: Roster,
    /// The measuring devices attached (scale, caliper) and their states.
    pub devices: Board,
    /// The background thread that owns the store and writes PDFs.
    pub worker: Worker,
    /// Inspections recorded since the station started, as the store answered.
    pub recorded: Vec<Stored>,
    /// The event inspections are recorded into, once the store said.
    pub event: Option<Event>,
    /// Every event in the store (for Settings).
    pub(crate) events: Vec<Event>,
    /// The message in the status strip, if any.
    pub notice: Option<Notice>,
    /// Where tag PDFs are written.
    pub(crate) tags_dir: PathBuf,
    /// The spooler's program (`lp`); tests point it elsewhere.
    pub spooler: std::ffi::OsString,
    /// The program that lists the printers (`lpstat`; ignored on Windows,
    /// which asks its spooler); tests point it elsewhere.
    pub printer_lister: std::ffi::OsString,
    /// The last tag issued or the last reject's fail slip, for Ctrl+P.
    pub(crate) last_print: Option<print::Document>,
    /// The file dialog the panels' "Choose…" buttons open.
    pub(crate) files: open::Picker,
    /// On a server: how it stands and what waits in the outbox.
    pub server: Option<worker::ServerState>,
    /// When the outbox was last sent (every [`SYNC_EVERY`] on a server).
    pub(crate) last_sync: std::time::Instant,
    /// Wakes the window from another thread (the camera's).
    pub(crate) waker: worker::Repaint,
}

/// How often a station on a server sends its outbox and checks the server.
pub(crate) const SYNC_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

impl Station {
    /// Opens the file dialog for `kind`; what is picked opens like a dropped file.
    pub(crate) fn choose_file(&mut self, kind: open::Kind) {
        if let Err(e) = self.files.open(kind, self.l10n) {
            self.notice = Some(Notice::Error(e));
        }
    }
}

impl Station {
    /// Asks the worker to make `document`'s PDF (with the template Settings
    /// chose for its kind) and, if printing is on in Settings, print it.
    pub(crate) fn print(&mut self, document: print::Document) {
        let prefs = &self.prefs;
        let template = match document {
            print::Document::Tag(_) => &prefs.template,
            print::Document::FailSlip(_) => &prefs.fail_slip_template,
        };
        let settings = print::PrintSettings {
            template: template.clone(),
            printer: Some(prefs.printer.trim().to_string()).filter(|p| !p.is_empty()),
            spool: prefs.print,
            dir: self.tags_dir.clone(),
            program: self.spooler.clone(),
            language: self
                .event
                .as_ref()
                .map_or_else(|| "en".into(), |e| e.language.clone()),
        };
        self.worker.submit(Job::Print(document, Box::new(settings)));
    }

    /// Replaces the ruleset; the Check panel rebuilds its form next frame.
    pub(crate) fn set_ruleset(&mut self, ruleset: Ruleset, origin: String) {
        self.ruleset = ruleset;
        self.ruleset_origin = origin;
    }

    /// The id of the shipped ruleset the station is on, if it is on one
    /// (not a rules file).
    pub(crate) fn shipped_ruleset(&self) -> Option<&str> {
        self.ruleset_origin
            .strip_prefix("shipped ")
            .filter(|id| shipped::source(id).is_some())
    }

    /// Follows the event in use to the shipped ruleset it is run by: an
    /// event of another game switches the Check panel to that game's rules.
    /// A rules file chosen in Settings is kept (the organiser's own), and so
    /// is the station's ruleset when this build does not ship the event's.
    /// Returns the id switched to.
    pub(crate) fn follow_event_ruleset(&mut self) -> Option<String> {
        let wanted = self.event.as_ref()?.ruleset_id.clone();
        if self.shipped_ruleset().is_none_or(|id| id == wanted) {
            return None;
        }
        let ruleset = shipped::load(&wanted).ok()?;
        self.set_ruleset(ruleset, format!("shipped {wanted}"));
        Some(wanted)
    }

    /// Writes the preferences file, if there is one; errors go to the status strip.
    pub(crate) fn save_prefs(&mut self) {
        if let Some(path) = &self.prefs_path
            && let Err(e) = self.prefs.save(path)
        {
            let words = self
                .l10n
                .format("wrk-cannot-save-prefs", &[("error", e.to_string().into())]);
            self.notice = Some(Notice::Error(words));
        }
    }

    /// Prints the last tag issued again, or the last reject's fail slip (Ctrl+P).
    pub(crate) fn reprint(&mut self) {
        match self.last_print.clone() {
            Some(document) => self.print(document),
            None => {
                self.notice = Some(Notice::Error(self.l10n.text("wrk-nothing-to-print")));
            }
        }
    }
}

/// The panels, in tab order (Ctrl+1 … Ctrl+7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// Inspect an item: the main flow (Ctrl+1).
    Check,
    /// Award costume armour its points (Ctrl+2).
    Armour,
    /// Look up a character's card or a tag serial (Ctrl+3).
    Lookup,
    /// Import and edit the event's roster (Ctrl+4).
    Roster,
    /// Connect the scale and caliper (Ctrl+5).
    Devices,
    /// Station, inspector, ruleset, printing and the event (Ctrl+6).
    Settings,
    /// The event's figures: progress, stations, failing rules (Ctrl+7).
    Event,
}

impl Tab {
    /// Every tab, in tab order.
    pub(crate) const ALL: [Tab; 7] = [
        Tab::Check,
        Tab::Armour,
        Tab::Lookup,
        Tab::Roster,
        Tab::Devices,
        Tab::Settings,
        Tab::Event,
    ];

    /// The tab named `name` (its English name, any case, as `--panel`
    /// takes it).
    pub fn named(name: &str) -> Option<Tab> {
        Tab::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name))
    }

    /// The tab's English name, as `--panel` takes it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Tab::Check => "Check",
            Tab::Armour => "Armour",
            Tab::Lookup => "Lookup",
            Tab::Roster => "Roster",
            Tab::Devices => "Devices",
            Tab::Settings => "Settings",
            Tab::Event => "Event",
        }
    }

    /// The tab's title on the window's tab bar, in `l10n`'s language.
    pub(crate) fn title(self, l10n: L10n) -> String {
        l10n.text(&format!("tab-{}", self.name().to_ascii_lowercase()))
    }
}

/// The station's language: `chosen` for this run (`--lang`), else the
/// preferences', else the OS's, else English.
pub(crate) fn language(chosen: Option<Lang>, prefs: &Prefs) -> Lang {
    chosen
        .or_else(|| Lang::parse(&prefs.language))
        .or_else(Lang::from_os)
        .unwrap_or_default()
}

/// Opens the station window and runs until it is closed.
pub fn run(options: Options) -> Result<(), eframe::Error> {
    let (prefs, _) = match &options.prefs_path {
        Some(path) => Prefs::load(path),
        None => (Prefs::default(), None),
    };
    let size = prefs.window.unwrap_or([1280.0, 800.0]);
    let l10n = L10n::new(language(options.lang, &prefs));
    let native = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(l10n.text("wrk-window-title"))
            .with_inner_size(size)
            .with_min_inner_size([900.0, 600.0]),
        ..Default::default()
    };
    eframe::run_native(
        "armoury-station",
        native,
        Box::new(move |cc| {
            let bench = options.bench;
            let app = App::new(&cc.egui_ctx, options);
            Ok(match bench {
                Some((started, frames)) => Box::new(bench::Measured::new(app, started, frames)),
                None => Box::new(app) as Box<dyn eframe::App>,
            })
        }),
    )
}
