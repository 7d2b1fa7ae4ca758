//! [`App`]: the station window's one struct. It composes a panel per tab
//! around the shared [`Station`] state, routes what the devices and the
//! worker send once per frame ([`App::logic`], [`App::route`]) and draws
//! the tab bar, the strips and the open panel ([`App::show`]). What it
//! tells the marshal is worded in the station's language when shown
//! (`station-work.ftl`).

use std::path::PathBuf;
use std::sync::Arc;

use eframe::egui;

use crate::station::devices::board::Board;
use crate::station::devices::port_device::PortDevice;
use crate::station::panels::{
    Panel, armour, check, devices, event, lookup, roster, settings, status, welcome,
};
use crate::station::widgets::search::Roster;
use crate::station::worker::{self, Done, Job, Worker, open, print};
use crate::station::{Notice, Options, Prefs, SYNC_EVERY, Source, Station, Tab, language};
use armoury_l10n::{Arg, L10n};
use armoury_records::Registration;
use armoury_rules::{Ruleset, shipped};

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
    /// The Event panel: the organiser's figures.
    pub event: event::EventPanel,
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
        let l10n = L10n::new(language(options.lang, &prefs));
        let mut notice = prefs_error.map(|e| {
            let error = e.to_string();
            Notice::Error(l10n.format("wrk-prefs-ignored", &[("error", error.into())]))
        });
        // No preferences file yet: the first run.
        let first_run = options
            .prefs_path
            .as_ref()
            .is_some_and(|path| !path.exists());
        let on_server = options.outbox.is_some();
        let mut prefs = prefs;
        if let Some(name) = options.station_name.filter(|n| !n.trim().is_empty()) {
            prefs.station = name.trim().to_string();
        }
        let mut worker = Worker::spawn(options.store, options.outbox, waker.clone());
        worker.speak(l10n);
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
                empty_ruleset(l10n)
            }
        };
        let mut devices = Board::default();
        devices.speak(l10n);
        if options.demo {
            for source in [Source::Scale, Source::Caliper] {
                match PortDevice::simulated(source, waker.clone()) {
                    Ok(device) => devices.attach(Box::new(device)),
                    Err(e) => notice = Some(Notice::Error(e.words(l10n))),
                }
            }
        }
        let station = Station {
            l10n,
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
            printer_lister: armoury_tags::spool::LPSTAT.into(),
            last_print: None,
            files: open::Picker::new(waker.clone()),
            waker,
            server: on_server.then_some(worker::ServerState {
                reachable: true,
                waiting: 0,
            }),
            last_sync: std::time::Instant::now(),
        };
        App {
            settings: settings::SettingsPanel::new(&station),
            station,
            tab: options.tab,
            check: check::CheckPanel::default(),
            armour: armour::ArmourPanel::default(),
            lookup: lookup::LookupPanel::default(),
            roster: roster::RosterPanel::default(),
            devices: devices::DevicesPanel::default(),
            event: event::EventPanel::default(),
            welcome: first_run.then(welcome::Welcome::default),
        }
    }

    /// Drains devices and the worker and routes what arrived. Never blocks.
    /// The worker and the devices word what they say from now on in the
    /// station's language (Settings may have changed it).
    pub fn logic(&mut self) {
        let l10n = self.station.l10n;
        self.station.worker.speak(l10n);
        self.station.devices.speak(l10n);
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
        self.check.photo.logic(&mut self.station);
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
        let l = station.l10n;
        match done {
            Done::Roster(roster) => station.roster = *roster,
            Done::CharacterSaved(c) => {
                station.notice = Some(Notice::Info(l.format("wrk-character-saved", &who(&c))));
                station.roster.put(c);
            }
            Done::WalkInAdded(c) => {
                station.notice = Some(Notice::Info(l.format("wrk-walk-in-added", &who(&c))));
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
                        0 => Notice::Info(l.format("wrk-sent", &[("count", sent.sent.into())])),
                        refused => Notice::Error(l.format(
                            "wrk-sent-refused",
                            &[("count", sent.sent.into()), ("refused", refused.into())],
                        )),
                    });
                }
            }
            Done::Card(card, thumbnails) => self.lookup.on_card(*card, thumbnails),
            Done::Tag(serial, found) => self.lookup.on_tag(serial, found),
            Done::Ruleset(path, ruleset) => {
                let name = path.display().to_string();
                station.notice = Some(Notice::Info(ruleset_loaded(l, &ruleset, &name)));
                station.set_ruleset(*ruleset, name);
            }
            Done::RosterPreview(parsed) => self.roster.on_preview(*parsed),
            Done::Opened(opened) => self.opened_file(opened),
            Done::RosterImported(words) => {
                station.notice = Some(Notice::Info(words));
                station.worker.submit(Job::LoadRoster);
            }
            Done::AwardRecorded(character, words) => {
                station.notice = Some(Notice::Info(l.format(
                    "wrk-award-recorded",
                    &[
                        ("name", (&character.name).into()),
                        ("award", (&words).into()),
                    ],
                )));
                self.armour.on_recorded(&character, words);
            }
            Done::Printed(printed) => {
                let message = printed.message(l);
                station.notice = Some(if printed.is_ok() {
                    Notice::Info(message)
                } else {
                    Notice::Error(message)
                });
            }
            Done::Events(all, current) => {
                station.events = all;
                station.event = Some(current);
                if let Some(ruleset) = station.follow_event_ruleset() {
                    let event = station.event.as_ref().map(|e| e.name.clone());
                    let words = l.format(
                        "wrk-event-ruleset",
                        &[
                            ("event", event.unwrap_or_default().into()),
                            ("ruleset", ruleset.into()),
                        ],
                    );
                    station.notice = Some(Notice::Info(words));
                }
            }
            Done::EventInUse(event) => {
                let described = settings::describe_event(l, &event);
                station.event = Some(event);
                let words = match station.follow_event_ruleset() {
                    Some(ruleset) => l.format(
                        "wrk-recording-into-ruleset",
                        &[("event", described.into()), ("ruleset", ruleset.into())],
                    ),
                    None => l.format("wrk-recording-into", &[("event", described.into())]),
                };
                station.notice = Some(Notice::Info(words));
                // The roster and every card belong to the event.
                station.worker.submit(Job::Events);
                station.worker.submit(Job::LoadRoster);
                self.check.character = None;
                self.armour.character = None;
                self.lookup = lookup::LookupPanel::default();
            }
            Done::Ports(ports) => self.devices.ports = Some(ports),
            Done::Printers(printers) => self.settings.printers = Some(printers),
            Done::RefereeSessions(sessions) => self.settings.referee_phones = Some(sessions),
            Done::Figures(figures) => self.event.on_figures(*figures),
            Done::Photo(photo) => self.check.photo.set(*photo),
            Done::PhotoUpload { token, url } => self.check.photo.on_phone_link(token, url),
            Done::PhotoUploaded(token, photo) => {
                self.check.photo.on_uploaded(&token, photo.map(|p| *p));
            }
            Done::PhotoUploadClosed => {}
            Done::EventPhotos(event) => {
                let policy = event.photos.as_str();
                let words = l.format("wrk-event-photos-set", &[("policy", policy.into())]);
                station.notice = Some(Notice::Info(words));
                for known in &mut station.events {
                    if known.id == event.id {
                        *known = event.clone();
                    }
                }
                station.event = Some(event);
            }
            Done::Failed(message) => station.notice = Some(Notice::Error(message)),
        }
    }

    /// A dropped or picked file was read: the panel it is for opens with it.
    fn opened_file(&mut self, opened: open::Opened) {
        let station = &mut self.station;
        let l = station.l10n;
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
                        station.notice = Some(Notice::Info(l.format(
                            "wrk-armour-file",
                            &[("name", (&name).into()), ("count", set.pieces.len().into())],
                        )));
                    }
                    Err(e) => station.notice = Some(Notice::Error(e.to_string())),
                }
                self.tab = Tab::Armour;
            }
            open::Opened::Photo(photo) => {
                self.check.photo.set(*photo);
                self.tab = Tab::Check;
            }
            open::Opened::Rules(path, ruleset) => {
                let name = path.display().to_string();
                station.notice = Some(Notice::Info(ruleset_loaded(l, &ruleset, &name)));
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
                        let title = tab.title(self.station.l10n);
                        let text = egui::RichText::new(format!("{title} ")).size(20.0);
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
            .show(ui, |ui| {
                let (panel, station) = self.open_panel();
                panel.ui(ui, station);
            });
        if let Some(pk) = self.event.take_open() {
            self.lookup.show(pk, &mut self.station);
            self.tab = Tab::Lookup;
        }
        if self.tab != before {
            self.opened(ui);
        }
        if open::hovering(ui.ctx()) {
            drop_hint(ui, self.station.l10n);
        }
        if let Some(welcome) = &mut self.welcome
            && welcome.show(ui, &mut self.station) != welcome::Answer::Open
        {
            self.welcome = None;
            // Next frame, when the modal no longer holds the keyboard.
            self.check.focus_search();
        }
    }

    /// The open tab's panel, and the state it draws over.
    fn open_panel(&mut self) -> (&mut dyn Panel, &mut Station) {
        let panel: &mut dyn Panel = match self.tab {
            Tab::Check => &mut self.check,
            Tab::Armour => &mut self.armour,
            Tab::Lookup => &mut self.lookup,
            Tab::Roster => &mut self.roster,
            Tab::Devices => &mut self.devices,
            Tab::Settings => &mut self.settings,
            Tab::Event => &mut self.event,
        };
        (panel, &mut self.station)
    }

    /// A panel just opened: its search box takes the keyboard.
    fn opened(&mut self, ui: &mut egui::Ui) {
        if let Some(id) = self.open_panel().0.focus_on_open() {
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
            egui::Key::Num7,
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
    }

    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        self.station.save_prefs();
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.station.save_prefs();
    }
}

/// A character's and its player's names, as the messages take them.
fn who(character: &Registration) -> [(&'static str, Arg<'_>); 2] {
    [
        ("name", (&character.name).into()),
        ("player", character.player().into()),
    ]
}

/// What the marshal is told of a ruleset loaded from the file `name`.
fn ruleset_loaded(l: L10n, ruleset: &Ruleset, name: &str) -> String {
    l.format(
        "wrk-ruleset-loaded",
        &[
            ("id", (&ruleset.meta.id).into()),
            ("version", (&ruleset.meta.version).into()),
            ("path", name.into()),
        ],
    )
}

/// Over the window while files are dragged onto it.
fn drop_hint(ui: &egui::Ui, l: L10n) {
    let screen = ui.ctx().content_rect();
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::unique("drop hint"),
    ));
    painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(160));
    painter.text(
        screen.center(),
        egui::Align2::CENTER_CENTER,
        l.text("wrk-drop-hint"),
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
fn empty_ruleset(l: L10n) -> Ruleset {
    Ruleset {
        meta: armoury_rules::ruleset::Meta {
            id: "none".into(),
            name: l.text("wrk-no-ruleset"),
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
        translations: Default::default(),
        source: String::new(),
    }
}
