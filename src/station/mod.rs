//! The station: the eframe desktop app a marshal works at.
//!
//! [`App`] composes one struct per panel — `check::CheckPanel` (the main
//! flow), `armour::ArmourPanel`, `lookup::LookupPanel`,
//! `roster::RosterPanel`, `devices::DevicesPanel`,
//! `settings::SettingsPanel` — around the shared [`Station`] state, with a
//! provisional-values banner on top and a `status` strip at the bottom.
//!
//! Data flow: device backends (`measure::MeasurementSource`) and the
//! background `worker::Worker` talk to the GUI only through channels and
//! `request_repaint`. [`App::logic`] drains both once per frame and routes
//! what arrived (device values to the Check panel's focused field, store
//! answers to the panel that asked); [`App::show`] draws. The GUI never
//! waits on I/O, the store or printing. Rule logic lives in
//! `armoury_rules`; the panels only call it. Preferences ([`Prefs`]) persist
//! in a TOML file; inspections live only in the store. Shared widgets:
//! `search::RosterSearch` (find a character by typing, ↑/↓, Enter) and
//! `choice::choice` (a drop-down ↑/↓ and letters can drive).
//!
//! A file dropped anywhere on the window (or picked with a panel's
//! "Choose…" button) is read by the worker (`open`) and opens the panel
//! it is for: a roster's import preview, an armour file on the Armour
//! panel, a rules file in Settings. The first run (no preferences file
//! yet) asks once for the station's and inspector's names (`welcome`).
//!
//! The panels work with the records types (`armoury_records::Registration`, `LookupCard`,
//! `Event`) as the worker reads them from the one `armoury_records::Store` it owns;
//! `--demo` gives it a throwaway database seeded with a sample roster
//! (`demo`: [`ScratchDb`], [`seed_demo`]).
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

pub(crate) mod armour;
pub(crate) mod bench;
pub(crate) mod board;
pub(crate) mod check;
pub(crate) mod choice;
pub(crate) mod demo;
pub(crate) mod devices;
pub(crate) mod findings;
pub(crate) mod form;
pub(crate) mod lookup;
pub(crate) mod measure;
pub(crate) mod open;
pub(crate) mod port_device;
pub(crate) mod prefs;
pub(crate) mod print;
pub(crate) mod roster;
pub(crate) mod search;
pub(crate) mod settings;
pub(crate) mod status;
pub(crate) mod walk_in;
pub(crate) mod welcome;
pub(crate) mod worker;

pub use demo::{EVENT as DEMO_EVENT, ScratchDb, seed as seed_demo, seed_synthetic};
pub use measure::{ChannelSource, DeviceUpdate, Link, Measurement, Phase, Source};
pub use prefs::Prefs;
pub use worker::Decision;

use std::path::PathBuf;
use std::sync::Arc;

use eframe::egui;

use armoury_records::Event;
use armoury_rules::{Ruleset, shipped};
use board::Board;
use search::Roster;
use worker::{Done, Job, Stored, Worker};

/// How the station starts.
pub struct Options {
    /// Start simulated scale and caliper (the devices module's simulators on pseudo-terminals).
    pub demo: bool,
    /// Where preferences are kept; `None` keeps them in memory only.
    pub prefs_path: Option<PathBuf>,
    /// The database the worker thread owns; it records into its current event.
    pub store: armoury_records::Store,
    /// A measured run: the process start and how many frames to time.
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
}

impl Options {
    /// The station on `store`, with no preferences file and no devices.
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
    /// The last tag issued or the last reject's fail slip, for Ctrl+P.
    pub(crate) last_print: Option<print::Document>,
    /// The file dialog the panels' "Choose…" buttons open.
    pub(crate) files: open::Picker,
    /// On a server: how it stands and what waits in the outbox.
    pub server: Option<worker::ServerState>,
    /// When the outbox was last sent (every [`SYNC_EVERY`] on a server).
    pub(crate) last_sync: std::time::Instant,
}

/// How often a station on a server sends its outbox and checks the server.
pub(crate) const SYNC_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

impl Station {
    /// Opens the file dialog for `kind`; what is picked opens like a dropped file.
    pub(crate) fn choose_file(&mut self, kind: open::Kind) {
        if let Err(e) = self.files.open(kind) {
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
        };
        self.worker.submit(Job::Print(document, Box::new(settings)));
    }

    /// Replaces the ruleset; the Check panel rebuilds its form next frame.
    pub(crate) fn set_ruleset(&mut self, ruleset: Ruleset, origin: String) {
        self.ruleset = ruleset;
        self.ruleset_origin = origin;
    }

    /// Writes the preferences file, if there is one; errors go to the status strip.
    pub(crate) fn save_prefs(&mut self) {
        if let Some(path) = &self.prefs_path
            && let Err(e) = self.prefs.save(path)
        {
            self.notice = Some(Notice::Error(format!("cannot save preferences: {e}")));
        }
    }

    /// Prints the last tag issued again, or the last reject's fail slip (Ctrl+P).
    pub(crate) fn reprint(&mut self) {
        match self.last_print.clone() {
            Some(document) => self.print(document),
            None => {
                self.notice = Some(Notice::Error(
                    "nothing to print yet: approve or reject an item first".into(),
                ));
            }
        }
    }
}

/// The panels, in tab order (Ctrl+1 … Ctrl+6).
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
}

impl Tab {
    /// Every tab, in tab order.
    pub(crate) const ALL: [Tab; 6] = [
        Tab::Check,
        Tab::Armour,
        Tab::Lookup,
        Tab::Roster,
        Tab::Devices,
        Tab::Settings,
    ];

    /// The tab named `name` (its title, any case).
    pub fn named(name: &str) -> Option<Tab> {
        Tab::ALL
            .into_iter()
            .find(|t| t.title().eq_ignore_ascii_case(name))
    }

    /// The tab's title, as on the window's tab bar.
    pub(crate) fn title(self) -> &'static str {
        match self {
            Tab::Check => "Check",
            Tab::Armour => "Armour",
            Tab::Lookup => "Lookup",
            Tab::Roster => "Roster",
            Tab::Devices => "Devices",
            Tab::Settings => "Settings",
        }
    }
}

/// The station app.
///
/// Its public fields are the shared state and the panels a test observes;
/// the panels' types are the crate's own (they cannot be named outside it).
pub struct App {
    /// The state every panel shares.
    pub station: Station,
    /// The panel shown.
    pub tab: Tab,
    /// The Check panel: the character, the item's form, the verdict.
    pub check: check::CheckPanel,
    /// The Armour panel: the character's pieces and the award.
    pub armour: armour::ArmourPanel,
    pub(crate) lookup: lookup::LookupPanel,
    /// The Roster panel: the import preview and the CSV path.
    pub roster: roster::RosterPanel,
    /// The Devices panel: ports, profiles, connect.
    pub devices: devices::DevicesPanel,
    pub(crate) settings: settings::SettingsPanel,
    /// Set for a measured run (`--bench-frames`).
    clock: Option<bench::FrameClock>,
    /// The first run's prompt for the station's and inspector's names, while open.
    pub welcome: Option<welcome::Welcome>,
}

impl App {
    /// Builds the app; `ctx` is used to wake the GUI from other threads.
    pub fn new(ctx: &egui::Context, options: Options) -> App {
        style(ctx);
        let repaint = ctx.clone();
        let waker: worker::Repaint = Arc::new(move || repaint.request_repaint());
        let (prefs, prefs_error) = match &options.prefs_path {
            Some(path) => Prefs::load(path),
            None => (Prefs::default(), None),
        };
        let mut notice = prefs_error.map(|e| Notice::Error(format!("preferences ignored: {e}")));
        // No preferences file yet: the first run (a measured run never asks).
        let first_run = options.bench.is_none()
            && options
                .prefs_path
                .as_ref()
                .is_some_and(|path| !path.exists());
        let on_server = options.outbox.is_some();
        let mut prefs = prefs;
        if let Some(name) = options.station_name.filter(|n| !n.trim().is_empty()) {
            prefs.station = name.trim().to_string();
        }
        let mut worker = Worker::spawn(options.store, options.outbox, waker.clone());
        worker.submit(Job::LoadRoster);
        worker.submit(Job::Events);
        let mut ruleset_origin = format!("shipped {}", shipped::DEFAULT_ID);
        let mut ruleset = shipped::load(shipped::DEFAULT_ID);
        if !prefs.ruleset.is_empty() {
            if shipped::source(&prefs.ruleset).is_some() {
                ruleset = shipped::load(&prefs.ruleset);
                ruleset_origin = format!("shipped {}", prefs.ruleset);
            } else {
                worker.submit(Job::LoadRuleset(PathBuf::from(&prefs.ruleset)));
            }
        }
        let ruleset = match ruleset {
            Ok(r) => r,
            Err(e) => {
                notice = Some(Notice::Error(e.to_string()));
                empty_ruleset()
            }
        };
        let mut devices = Board::default();
        if options.demo {
            for source in [Source::Scale, Source::Caliper] {
                match port_device::PortDevice::simulated(source, waker.clone()) {
                    Ok(device) => devices.attach(Box::new(device)),
                    Err(e) => notice = Some(Notice::Error(e.to_string())),
                }
            }
        }
        let station = Station {
            ruleset,
            ruleset_origin,
            prefs,
            prefs_path: options.prefs_path,
            roster: Roster::default(),
            devices,
            worker,
            recorded: Vec::new(),
            event: None,
            events: Vec::new(),
            notice,
            tags_dir: options
                .tags_dir
                .unwrap_or_else(print::PrintSettings::default_dir),
            spooler: armoury_tags::spool::LP.into(),
            last_print: None,
            files: open::Picker::new(waker),
            server: on_server.then_some(worker::ServerState {
                reachable: true,
                waiting: 0,
            }),
            last_sync: std::time::Instant::now(),
        };
        let mut check = check::CheckPanel::default();
        if options.bench.is_some() {
            // Keep the live roster filter busy on every frame.
            check.search.text = "an".into();
        }
        App {
            settings: settings::SettingsPanel::new(&station),
            station,
            tab: options.tab,
            check,
            clock: options
                .bench
                .map(|(start, frames)| bench::FrameClock::new(start, frames)),
            armour: armour::ArmourPanel::default(),
            lookup: lookup::LookupPanel::default(),
            roster: roster::RosterPanel::default(),
            devices: devices::DevicesPanel::default(),
            welcome: first_run.then(welcome::Welcome::default),
        }
    }

    /// Drains devices and the worker and routes what arrived. Never blocks.
    pub fn logic(&mut self) {
        for value in self.station.devices.drain() {
            self.check.on_measurement(value);
        }
        if let Some(failure) = self.station.devices.take_failures().pop() {
            self.station.notice = Some(Notice::Error(failure));
        }
        for done in self.station.worker.poll() {
            self.route(done);
        }
        for path in self.station.files.picked() {
            self.station.worker.submit(Job::Open(path));
        }
        let station = &mut self.station;
        if station.server.is_some()
            && station.last_sync.elapsed() >= SYNC_EVERY
            && station.worker.busy().is_none()
        {
            station.last_sync = std::time::Instant::now();
            station.worker.submit(Job::Sync);
        }
    }

    /// Routes one answer of the worker.
    pub fn route(&mut self, done: Done) {
        let station = &mut self.station;
        match done {
            Done::Roster(roster) => station.roster = *roster,
            Done::CharacterSaved(c) => {
                station.notice = Some(Notice::Info(format!("saved {} ({})", c.name, c.player())));
                station.roster.put(c);
            }
            Done::WalkInAdded(c) => {
                station.notice = Some(Notice::Info(format!(
                    "walk-in {} ({}) is on the roster",
                    c.name,
                    c.player()
                )));
                station.roster.put(c.clone());
                self.check.pick(c);
                self.tab = Tab::Check;
            }
            Done::Recorded(stored) => {
                station.server = stored.server.or(station.server);
                self.check.on_recorded(&stored, station);
                // An approval always makes its tag; a reject's fail slip is
                // made when Settings asks for one each time, else on Ctrl+P.
                // Both are made from the server's records: an inspection
                // waiting in the outbox prints on Ctrl+P once it is sent.
                let document = match (&stored.tag, stored.id) {
                    (Some(tag), _) => Some(print::Document::Tag(tag.clone())),
                    (None, Some(id)) => Some(print::Document::FailSlip(id)),
                    (None, None) => None,
                };
                if let Some(document) = &document
                    && stored.id.is_some()
                    && (stored.tag.is_some() || station.prefs.fail_slips)
                {
                    station.print(document.clone());
                }
                station.last_print = document;
                self.lookup.on_recorded(&stored, station);
                station.recorded.push(*stored);
            }
            Done::Synced(sent, state) => {
                station.server = state.or(station.server);
                if sent.sent + sent.refused > 0 {
                    station.notice = Some(match sent.refused {
                        0 => Notice::Info(format!(
                            "{} waiting inspections sent to the server",
                            sent.sent
                        )),
                        refused => Notice::Error(format!(
                            "{} waiting inspections sent; the server refused {refused} (kept in the outbox with its reasons)",
                            sent.sent
                        )),
                    });
                }
            }
            Done::Card(card) => self.lookup.on_card(*card),
            Done::Tag(serial, found) => self.lookup.on_tag(serial, found),
            Done::Ruleset(path, ruleset) => {
                station.notice = Some(Notice::Info(format!(
                    "ruleset {} {} loaded from {}",
                    ruleset.meta.id,
                    ruleset.meta.version,
                    path.display()
                )));
                station.set_ruleset(*ruleset, path.display().to_string());
            }
            Done::RosterPreview(parsed) => self.roster.on_preview(*parsed),
            Done::Opened(opened) => self.opened_file(opened),
            Done::RosterImported(words) => {
                station.notice = Some(Notice::Info(words));
                station.worker.submit(Job::LoadRoster);
            }
            Done::AwardRecorded(character, words) => {
                station.notice = Some(Notice::Info(format!(
                    "armour of {} recorded: {words}",
                    character.name
                )));
                self.armour.on_recorded(&character, words);
            }
            Done::Printed(printed) => {
                let message = printed.message();
                station.notice = Some(if printed.is_ok() {
                    Notice::Info(message)
                } else {
                    Notice::Error(message)
                });
            }
            Done::Events(all, current) => {
                station.events = all;
                station.event = Some(current);
            }
            Done::EventInUse(event) => {
                station.notice = Some(Notice::Info(format!("recording into {}", event.describe())));
                station.event = Some(event);
                // The roster and every card belong to the event.
                station.worker.submit(Job::Events);
                station.worker.submit(Job::LoadRoster);
                self.check.character = None;
                self.armour.character = None;
                self.lookup = lookup::LookupPanel::default();
            }
            Done::Ports(ports) => self.devices.ports = Some(ports),
            Done::Failed(message) => station.notice = Some(Notice::Error(message)),
        }
    }

    /// A dropped or picked file was read: the panel it is for opens with it.
    fn opened_file(&mut self, opened: open::Opened) {
        let station = &mut self.station;
        match opened {
            open::Opened::Roster(parsed) => {
                self.roster.csv_path = parsed.file.clone();
                self.roster.on_preview(*parsed);
                self.tab = Tab::Roster;
            }
            open::Opened::Armour(path, text) => {
                let name = path.display().to_string();
                match armoury_rules::armour::ArmourSet::parse(&name, &text, &station.ruleset) {
                    Ok(set) => {
                        self.armour.load(&set);
                        station.notice = Some(Notice::Info(format!(
                            "armour file {name}: {} pieces",
                            set.pieces.len()
                        )));
                    }
                    Err(e) => station.notice = Some(Notice::Error(e.to_string())),
                }
                self.tab = Tab::Armour;
            }
            open::Opened::Rules(path, ruleset) => {
                let name = path.display().to_string();
                station.notice = Some(Notice::Info(format!(
                    "ruleset {} {} loaded from {name}",
                    ruleset.meta.id, ruleset.meta.version
                )));
                station.prefs.ruleset = name.clone();
                self.settings.rules_path = name.clone();
                station.set_ruleset(*ruleset, name);
                self.tab = Tab::Settings;
            }
        }
    }

    /// Draws the whole window into `ui`.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let before = self.tab;
        for path in open::dropped(ui.ctx()) {
            self.station.worker.submit(Job::Open(path));
        }
        self.switch_tabs(ui);
        // The window is cleared to the panels' colour (`clear_color`), so
        // the panels paint no fill of their own: under a software renderer
        // every full-window fill is a megapixel shaded again each frame.
        let style = ui.style().clone();
        let unfilled = |frame: egui::Frame| frame.fill(egui::Color32::TRANSPARENT);
        egui::Panel::top("tabs")
            .frame(unfilled(egui::Frame::side_top_panel(&style)))
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    for (i, tab) in Tab::ALL.into_iter().enumerate() {
                        let text = egui::RichText::new(format!("{} ", tab.title())).size(20.0);
                        if ui
                            .selectable_label(self.tab == tab, text)
                            .on_hover_text(format!("Ctrl+{}", i + 1))
                            .clicked()
                        {
                            self.tab = tab;
                        }
                    }
                });
                status::banner(ui, &self.station);
            });
        egui::Panel::bottom("status")
            .frame(unfilled(egui::Frame::side_top_panel(&style)))
            .show(ui, |ui| status::strip(ui, &self.station));
        egui::CentralPanel::default()
            .frame(unfilled(egui::Frame::central_panel(&style)))
            .show(ui, |ui| match self.tab {
                Tab::Check => self.check.ui(ui, &mut self.station),
                Tab::Armour => self.armour.ui(ui, &mut self.station),
                Tab::Lookup => self.lookup.ui(ui, &mut self.station),
                Tab::Roster => self.roster.ui(ui, &mut self.station),
                Tab::Devices => self.devices.ui(ui, &mut self.station),
                Tab::Settings => self.settings.ui(ui, &mut self.station),
            });
        if self.tab != before {
            self.opened(ui);
        }
        if open::hovering(ui.ctx()) {
            drop_hint(ui);
        }
        if let Some(welcome) = &mut self.welcome
            && welcome.show(ui, &mut self.station) != welcome::Answer::Open
        {
            self.welcome = None;
            // Next frame, when the modal no longer holds the keyboard.
            self.check.focus_search();
        }
    }

    /// A panel just opened: its search box takes the keyboard.
    fn opened(&mut self, ui: &mut egui::Ui) {
        let search = match self.tab {
            Tab::Check if self.check.character.is_none() => Some(check::search_id()),
            Tab::Armour => Some(armour::search_id()),
            Tab::Lookup => Some(lookup::search_id()),
            _ => None,
        };
        if let Some(id) = search {
            ui.memory_mut(|m| m.request_focus(id));
        }
    }

    fn switch_tabs(&mut self, ui: &mut egui::Ui) {
        let keys = [
            egui::Key::Num1,
            egui::Key::Num2,
            egui::Key::Num3,
            egui::Key::Num4,
            egui::Key::Num5,
            egui::Key::Num6,
        ];
        for (tab, key) in Tab::ALL.into_iter().zip(keys) {
            if ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, key)) {
                self.tab = tab;
            }
        }
        if ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::P)) {
            self.station.reprint();
        }
    }

    /// Remembers the window size in the preferences.
    fn remember_window(&mut self, ctx: &egui::Context) {
        if let Some(rect) = ctx.input(|i| i.viewport().inner_rect) {
            self.station.prefs.window = Some([rect.width(), rect.height()]);
        }
    }
}

impl eframe::App for App {
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        App::logic(self);
        self.remember_window(ctx);
        if self.station.server.is_some() {
            // An idle window draws no frames: wake it to send the outbox.
            ctx.request_repaint_after(SYNC_EVERY);
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        if let Some(clock) = &mut self.clock {
            // A measured run shows the Check and Roster panels in turn.
            self.tab = if self.tab == Tab::Check {
                Tab::Roster
            } else {
                Tab::Check
            };
            if let Some(report) = clock.tick(ui.ctx()) {
                println!("{report}");
                self.clock = None;
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        self.station.save_prefs();
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.station.save_prefs();
    }
}

/// Over the window while files are dragged onto it.
fn drop_hint(ui: &egui::Ui) {
    let screen = ui.ctx().content_rect();
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::unique("drop hint"),
    ));
    painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(160));
    painter.text(
        screen.center(),
        egui::Align2::CENTER_CENTER,
        "Drop a roster (.csv), an armour file or a rules file (.toml)",
        egui::FontId::proportional(26.0),
        egui::Color32::WHITE,
    );
}

/// Larger text than egui's default: the station is read at arm's length.
fn style(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| {
        use egui::{FontId, TextStyle};
        style.text_styles = [
            (TextStyle::Small, FontId::proportional(13.0)),
            (TextStyle::Body, FontId::proportional(17.0)),
            (TextStyle::Monospace, FontId::monospace(16.0)),
            (TextStyle::Button, FontId::proportional(17.0)),
            (TextStyle::Heading, FontId::proportional(24.0)),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
    });
}

/// A ruleset with nothing in it, for when even the shipped one fails to load.
fn empty_ruleset() -> Ruleset {
    Ruleset {
        meta: armoury_rules::ruleset::Meta {
            id: "none".into(),
            name: "no ruleset loaded".into(),
            version: String::new(),
            effective: None,
            source: String::new(),
            language: "en".into(),
        },
        kinds: Default::default(),
        measures: Default::default(),
        flags: Default::default(),
        parts: Default::default(),
        category_sets: Default::default(),
        rules: Vec::new(),
        dual_wield: None,
        armour: None,
        interpretations: Vec::new(),
        source: String::new(),
    }
}

/// Opens the station window and runs until it is closed.
pub fn run(options: Options) -> Result<(), eframe::Error> {
    let (prefs, _) = match &options.prefs_path {
        Some(path) => Prefs::load(path),
        None => (Prefs::default(), None),
    };
    let size = prefs.window.unwrap_or([1280.0, 800.0]);
    let native = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Armoury station")
            .with_inner_size(size)
            .with_min_inner_size([900.0, 600.0]),
        ..Default::default()
    };
    eframe::run_native(
        "armoury-station",
        native,
        Box::new(move |cc| Ok(Box::new(App::new(&cc.egui_ctx, options)))),
    )
}
