//! The Check panel: the marshal's main flow, keyboard first.
//!
//! 1. Find the player: type in **Player** (the roster filters live), ↑/↓ to
//!    choose, Enter to take. A name that matches no one: Enter offers to
//!    add it as a walk-in (`player / character`, or one name for both),
//!    a second Enter adds it to the event's roster and takes it, Esc
//!    cancels. With an empty roster the panel says how to fill it.
//! 2. Pick the item kind with its number key (1–9, 0; Shift+1… beyond ten).
//! 3. Fill the form ([`Form`]): type lengths; the scale's weight and the
//!    caliper's readings fill their fields the moment they are captured
//!    (a field shows the live value while it is unstable); pick materials;
//!    answer the attestations (F2 answers all as required). F6 asks the
//!    focused field's device for a reading now (a duplex-cabled caliper,
//!    the demo caliper, a scale's immediate weight).
//! 4. Findings from `armoury_rules::check` update as each value arrives.
//!    Enter in a field goes to the next empty one; with nothing left to
//!    fill, Enter approves an approved item (recorded, tag serial issued).
//!    F4 rejects with the failing rules (Ctrl+P then prints the fail slip
//!    listing them, or every reject prints one if Settings says so); F8
//!    overrides with a typed reason.
//! 5. When the event takes photos ([`photo`]): F7 takes it with the webcam
//!    (its live preview shown), F9 shows a QR code for the marshal's
//!    phone, or a JPEG or PNG dropped on the window is used; it is recorded
//!    with the decision. An event that requires one approves nothing
//!    without it. The photo box sits under the verdict.
//!
//! The panel owns only the form and what the marshal is doing; recording
//! goes to the worker thread and comes back through [`CheckPanel::on_recorded`].
//!
//! Its texts are in `station-check.ftl`; kind, measure, part, material and
//! category names, attestation questions and findings come in the station's
//! language through [`Wording`], and readings are shown with its decimal
//! separator.

pub(crate) mod decision;
pub(crate) mod findings;
pub(crate) mod form;
pub(crate) mod kinds;
pub(crate) mod photo;
pub(crate) mod walk_in;

use eframe::egui::{self, Key, Modifiers, RichText};
use kinds::{DIGITS, kind_key, kind_order};

use crate::station::widgets::{AMBER, GREEN, RED};

use crate::station::devices::measure::{DeviceAction, Measurement, Phase};
use crate::station::panels::Panel;
use crate::station::widgets::choice::{Choice, choice};
use crate::station::widgets::search::{self, RosterSearch};
use crate::station::worker::{Decision, InspectionToRecord, Job, Stored};
use crate::station::{Notice, Station};
use armoury_l10n::findings::Wording;
use armoury_l10n::{L10n, Lang, numbers};
use armoury_records::Registration;
use armoury_rules::{Outcome, Ruleset, Verdict, check};
use findings::findings_ui;
use form::{Form, Origin};
use walk_in::{add_walk_in, empty_roster_guidance, walk_in_offer};

/// What the marshal is about to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Entering,
    /// Typing the reason for an override.
    Overriding,
}

/// The Check panel's state.
pub struct CheckPanel {
    /// The player search.
    pub search: RosterSearch,
    pub character: Option<Registration>,
    pub form: Option<Form>,
    pub mode: Mode,
    pub override_reason: String,
    /// The last decision, as the store answered it (or while it is recorded).
    pub last: Option<String>,
    /// A name that matched no one, offered as a walk-in (Enter adds, Esc cancels).
    pub walk_in: Option<String>,
    /// The ruleset the form was built from (`id version`), to rebuild on change.
    built_for: String,
    /// The field that had focus in the last frame.
    focused: Option<usize>,
    /// Focus to give next frame.
    want_focus: Option<egui::Id>,
    /// The station's language as of the last frame: captured readings are
    /// written its way.
    lang: Lang,
    /// The item's photo and the ways of taking it.
    pub photo: photo::PhotoBox,
}

impl Default for CheckPanel {
    fn default() -> Self {
        CheckPanel {
            search: RosterSearch::default(),
            character: None,
            form: None,
            mode: Mode::Entering,
            override_reason: String::new(),
            last: None,
            walk_in: None,
            built_for: String::new(),
            focused: None,
            // A marshal starts by finding the player.
            want_focus: Some(search_id()),
            lang: Lang::default(),
            photo: photo::PhotoBox::default(),
        }
    }
}

/// The player search field.
pub fn search_id() -> egui::Id {
    egui::Id::unique("check.search")
}

fn field_id(index: usize) -> egui::Id {
    egui::Id::unique(("check.field", index))
}

fn reason_id() -> egui::Id {
    egui::Id::unique("check.override")
}

impl CheckPanel {
    /// Starts a new item of `kind` (keeping the player) and focuses its first empty field.
    pub fn start(&mut self, station: &Station, kind: &str) {
        let form = Form::new(&station.ruleset, kind, &station.prefs.materials);
        self.want_focus = form.next_empty(None).map(field_id);
        self.form = Some(form);
        self.mode = Mode::Entering;
        self.override_reason.clear();
    }

    /// The player search takes the keyboard next frame.
    pub fn focus_search(&mut self) {
        self.want_focus = Some(search_id());
    }

    /// Takes a character as the current player.
    pub fn pick(&mut self, character: Registration) {
        self.search.text.clear();
        self.search.cursor = 0;
        self.walk_in = None;
        self.character = Some(character);
        self.want_focus = match &self.form {
            Some(form) => form.next_empty(None).map(field_id),
            None => None, // Number keys pick the kind.
        };
    }

    /// A device value: it fills the focused field (or the first empty one
    /// it fits); a captured value in the focused field moves focus on.
    pub fn on_measurement(&mut self, m: Measurement) {
        let Some(form) = &mut self.form else {
            return;
        };
        let focused = self.focused;
        let Some(target) = form.apply(m, focused, self.lang) else {
            return;
        };
        if m.phase == Phase::Captured && Some(target) == focused {
            self.want_focus = form.next_empty(Some(target)).map(field_id);
        }
    }

    /// The store answered a decision.
    pub fn on_recorded(&mut self, stored: &Stored, station: &mut Station) {
        let l = station.l10n;
        let who = stored
            .record
            .character
            .as_ref()
            .map(|c| c.name.as_str())
            .unwrap_or("?");
        let words = Wording::new(l, &station.ruleset).words();
        let what = words.kind(&stored.record.item.kind);
        let recorded = match (stored.id, stored.server) {
            (Some(id), _) => {
                let id = id.to_string();
                l.format("chk-recorded-inspection", &[("id", id.into())])
            }
            (None, Some(server)) => l.format(
                "chk-recorded-waiting-count",
                &[("count", server.waiting.into())],
            ),
            (None, None) => l.text("chk-recorded-waiting"),
        };
        self.last = Some(match &stored.tag {
            Some(tag) => {
                let decision = l.text(match &stored.record.decision {
                    Decision::Approved => "chk-decision-approved",
                    Decision::Rejected => "chk-decision-rejected",
                    Decision::Overridden { .. } => "chk-decision-overridden",
                });
                l.format(
                    "chk-last-tag",
                    &[
                        ("decision", decision.into()),
                        ("kind", what.into()),
                        ("character", who.into()),
                        ("tag", tag.into()),
                        ("recorded", recorded.into()),
                    ],
                )
            }
            None => l.format(
                "chk-last-rejected",
                &[
                    ("kind", what.into()),
                    ("character", who.into()),
                    ("rules", stored.record.failing.join(", ").into()),
                    ("recorded", recorded.into()),
                ],
            ),
        });
        station.notice = None;
    }

    /// The verdict on the form as it stands.
    pub fn verdict(&self, ruleset: &Ruleset) -> Option<Verdict> {
        self.form.as_ref().map(|f| check(ruleset, &f.item()))
    }

    /// Records the item with `decision`; the form starts again for the same kind.
    pub fn decide(&mut self, station: &mut Station, decision: Decision) {
        let Some(form) = &self.form else {
            return;
        };
        let Some(character) = self.character.clone() else {
            station.notice = Some(Notice::Error(station.l10n.text("chk-pick-player-first")));
            self.want_focus = Some(search_id());
            return;
        };
        let item = form.item();
        let verdict = check(&station.ruleset, &item);
        let allowed = match &decision {
            Decision::Approved => verdict.verdict == Outcome::Approved,
            Decision::Rejected => verdict.verdict != Outcome::Approved,
            Decision::Overridden { reason } => {
                verdict.verdict != Outcome::Approved && !reason.trim().is_empty()
            }
        };
        if !allowed {
            return;
        }
        let approves = !matches!(decision, Decision::Rejected);
        if approves
            && self.photo.photo.is_none()
            && photo::policy(station) == armoury_records::PhotoPolicy::Required
        {
            station.notice = Some(Notice::Error(station.l10n.text("chk-photo-needed")));
            return;
        }
        for (part, material) in form.chosen_materials() {
            station
                .prefs
                .materials
                .insert(part.to_string(), material.to_string());
        }
        let record = InspectionToRecord {
            failing: verdict.blockers().map(|f| f.rule.clone()).collect(),
            character: Some(character),
            item,
            verdict,
            decision,
            inspector: station.prefs.inspector.clone(),
            station: station.prefs.station.clone(),
            photo: self.photo.take(station),
        };
        station.worker.submit(Job::Record(Box::new(record)));
        self.last = Some(station.l10n.text("chk-recording"));
        let kind = form.kind.clone();
        self.start(station, &kind);
    }

    /// Gives the focus asked for during this frame.
    fn apply_focus(&mut self, ui: &mut egui::Ui) {
        if let Some(id) = self.want_focus.take() {
            ui.ctx().memory_mut(|m| m.request_focus(id));
        }
    }

    /// Keys that work anywhere in the panel.
    fn keys(&mut self, ui: &mut egui::Ui, station: &mut Station, focus: Option<egui::Id>) {
        let pressed =
            |ui: &mut egui::Ui, key| ui.input_mut(|i| i.consume_key(Modifiers::NONE, key));
        if pressed(ui, Key::F3) || ui.input_mut(|i| i.consume_key(Modifiers::COMMAND, Key::F)) {
            self.want_focus = Some(search_id());
        }
        if pressed(ui, Key::F2)
            && let Some(form) = &mut self.form
        {
            form.attest_all();
        }
        if pressed(ui, Key::F4) {
            self.decide(station, Decision::Rejected);
        }
        if pressed(ui, Key::F6) {
            self.request_reading(station);
        }
        if photo::policy(station) != armoury_records::PhotoPolicy::Off {
            if pressed(ui, Key::F7) {
                self.photo.take_with_camera(station);
            }
            if pressed(ui, Key::F9) {
                self.photo.open_phone(station);
            }
        }
        if pressed(ui, Key::F8) && self.form.is_some() {
            self.mode = Mode::Overriding;
            self.want_focus = Some(reason_id());
        }
        if focus.is_none() {
            let kinds = kind_order(&station.ruleset);
            for (n, key) in DIGITS.into_iter().enumerate() {
                // Shift first: egui matches a plain key "logically", ignoring Shift.
                for (shift, offset) in [(Modifiers::SHIFT, 10), (Modifiers::NONE, 0)] {
                    if ui.input_mut(|i| i.consume_key(shift, key))
                        && let Some(kind) = kinds.get(n + offset)
                    {
                        self.start(station, &kind.clone());
                    }
                }
            }
            if pressed(ui, Key::Enter) {
                match self.walk_in.take() {
                    Some(name) => add_walk_in(station, &name),
                    None => self.enter(station),
                }
            }
        }
        if pressed(ui, Key::Escape) {
            if self.walk_in.take().is_some() {
                self.want_focus = Some(search_id());
            }
            self.mode = Mode::Entering;
            if let Some(id) = focus {
                ui.ctx().memory_mut(|m| m.surrender_focus(id));
            }
        }
    }

    /// F6: asks the device of the focused field (else of the next empty
    /// field a device can fill) for one reading now.
    fn request_reading(&mut self, station: &mut Station) {
        let Some(form) = &self.form else {
            return;
        };
        let source = self
            .focused
            .and_then(|i| form.fields.get(i))
            .and_then(|f| f.device)
            .or_else(|| {
                form.fields
                    .iter()
                    .find(|f| f.device.is_some() && f.is_empty())
                    .and_then(|f| f.device)
            });
        match source {
            Some(source) if station.devices.has(source) => {
                station.devices.act(source, DeviceAction::Request);
            }
            Some(source) => {
                let l = station.l10n;
                station.notice = Some(Notice::Error(l.format(
                    "chk-device-not-connected",
                    &[("device", source.name().into())],
                )));
            }
            None => {
                station.notice = Some(Notice::Error(station.l10n.text("chk-no-device-field")));
            }
        }
    }

    /// Enter with nothing left to fill: approve an approved item; otherwise
    /// go to the next empty field.
    fn enter(&mut self, station: &mut Station) {
        let Some(form) = &self.form else {
            return;
        };
        if let Some(next) = form.next_empty(self.focused) {
            self.want_focus = Some(field_id(next));
        } else if self.verdict(&station.ruleset).map(|v| v.verdict) == Some(Outcome::Approved) {
            self.decide(station, Decision::Approved);
        }
    }

    fn player_row(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        let matches = self.search.matches(&station.roster);
        let mut picked = None;
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(l.text("chk-player")).size(20.0));
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.search.text)
                        .id(search_id())
                        .hint_text(l.text("chk-player-hint"))
                        .desired_width(280.0)
                        .font(egui::TextStyle::Heading),
                )
                .labelled_by(label.id);
            picked = self.search.keys(ui, &response, &matches);
            if response.changed() {
                self.walk_in = None;
            }
            let typed = self.search.text.trim();
            if matches.is_empty()
                && !typed.is_empty()
                && response.lost_focus()
                && ui.input(|i| i.key_pressed(Key::Enter))
            {
                self.walk_in = Some(typed.to_string());
            }
            match &self.character {
                Some(c) => {
                    ui.label(RichText::new(&c.name).size(24.0).strong());
                    ui.label(search::player_and_group(c));
                }
                None => {
                    ui.label(RichText::new(l.text("chk-no-player")).italics());
                }
            }
        });
        if let Some(name) = &self.walk_in {
            walk_in_offer(ui, l, name);
        } else if !matches.is_empty() {
            ui.indent("check.matches", |ui| {
                picked = picked.take().or_else(|| self.search.list(ui, &matches));
            });
        } else if station.roster.is_empty() {
            empty_roster_guidance(ui, l);
        } else if !self.search.text.trim().is_empty() {
            ui.label(RichText::new(l.text("chk-no-match")).color(AMBER));
        }
        if let Some(c) = picked {
            self.pick(c);
        }
    }

    fn kind_row(&mut self, ui: &mut egui::Ui, station: &Station) {
        let kinds = kind_order(&station.ruleset);
        let words = Wording::new(station.l10n, &station.ruleset).words();
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            for (n, kind) in kinds.iter().enumerate() {
                let name = words.kind(kind);
                let selected = self.form.as_ref().is_some_and(|f| &f.kind == kind);
                let text = RichText::new(format!("{} {name}", kind_key(n)));
                if ui.selectable_label(selected, text).clicked() {
                    chosen = Some(kind.clone());
                }
            }
        });
        if let Some(kind) = chosen {
            self.start(station, &kind);
        }
    }

    fn form_ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        let Some(form) = &mut self.form else {
            return;
        };
        let words = Wording::new(l, &station.ruleset).words();
        let mut advance_from = None;
        ui.heading(words.kind(&form.kind));
        egui::Grid::new("check.fields")
            .num_columns(3)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                for (i, field) in form.fields.iter_mut().enumerate() {
                    // A long measure name wraps rather than pushing the
                    // field's notes into the findings beside the form.
                    let label = ui
                        .scope(|ui| {
                            ui.set_max_width(LABEL_WIDTH);
                            ui.add(egui::Label::new(words.measure(&field.measure)).wrap())
                        })
                        .inner;
                    let hint = match field.live {
                        Some((value, _)) => {
                            numbers::amounts(l.lang(), &value.display_in(field.unit))
                        }
                        None => field.unit.shown().to_string(),
                    };
                    let before = field.text.clone();
                    let response = ui
                        .add(
                            egui::TextEdit::singleline(&mut field.text)
                                .id(field_id(i))
                                .hint_text(hint)
                                // A grid cell offers only last frame's column
                                // width; min_size keeps the field wide anyway.
                                .min_size(egui::vec2(150.0, 0.0))
                                .desired_width(150.0)
                                .font(egui::TextStyle::Heading),
                        )
                        .labelled_by(label.id);
                    if field.text != before {
                        let text = field.text.clone();
                        field.type_text(&text);
                    }
                    if response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                        advance_from = Some(i);
                    }
                    ui.horizontal(|ui| {
                        ui.label(field.unit.shown());
                        field_state(ui, l, field);
                    });
                    ui.end_row();
                }
            });
        if let Some(i) = advance_from {
            match form.next_empty(Some(i)) {
                Some(next) => self.want_focus = Some(field_id(next)),
                None => {
                    let approved =
                        check(&station.ruleset, &form.item()).verdict == Outcome::Approved;
                    if approved {
                        self.decide(station, Decision::Approved);
                        return;
                    }
                }
            }
        }
        let Some(form) = &mut self.form else {
            return;
        };
        let words = Wording::new(l, &station.ruleset).words();
        if !form.materials.is_empty() {
            ui.add_space(6.0);
            ui.label(RichText::new(l.text("chk-materials")).strong());
            let none_text = l.text("chk-material-none");
            egui::Grid::new("check.materials")
                .num_columns(2)
                .show(ui, |ui| {
                    for material in &mut form.materials {
                        let label = ui.label(words.part(&material.part));
                        let options: Vec<Choice> = material
                            .options
                            .iter()
                            .map(|(id, _, allowed)| {
                                let name = words.material(&material.part, id);
                                Choice {
                                    id: id.clone(),
                                    text: if *allowed {
                                        RichText::new(name)
                                    } else {
                                        forbidden(l, name)
                                    },
                                }
                            })
                            .collect();
                        let none = (!material.required).then_some(none_text.as_str());
                        choice(
                            ui,
                            l,
                            ("check.material", &material.part),
                            &mut material.selected,
                            &options,
                            none,
                            260.0,
                        )
                        .labelled_by(label.id);
                        ui.end_row();
                    }
                });
        }
        if !form.flags.is_empty() {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                ui.label(RichText::new(l.text("chk-attestations")).strong());
                if ui.small_button(l.text("chk-attest-all")).clicked() {
                    form.attest_all();
                }
            });
            for flag in &mut form.flags {
                let mut checked = flag.answer.unwrap_or(false);
                let question = words.flag(&flag.flag);
                let text = match flag.answer {
                    None => RichText::new(question).color(AMBER),
                    Some(_) => RichText::new(question),
                };
                if ui
                    .add(
                        egui::Checkbox::new(&mut checked, text)
                            .indeterminate(flag.answer.is_none()),
                    )
                    .changed()
                {
                    flag.answer = Some(checked);
                }
            }
        }
    }
}

/// A material the rules forbid, as the material choice shows it.
fn forbidden(l: L10n, name: &str) -> RichText {
    RichText::new(l.format("chk-material-forbidden", &[("material", name.into())])).color(RED)
}

/// The state of a field's value: live (unstable/stable), captured or typed.
/// The widest a measure's name is drawn beside its field before it wraps.
const LABEL_WIDTH: f32 = 260.0;

fn field_state(ui: &mut egui::Ui, l: L10n, field: &form::Field) {
    match field.value() {
        Err(problem) => {
            ui.label(RichText::new(problem.words(l)).color(RED));
            return;
        }
        Ok(_) if field.origin == Origin::Captured => {
            ui.label(RichText::new(l.text("chk-captured")).color(GREEN));
            return;
        }
        Ok(_) => {}
    }
    match (field.is_empty(), field.live) {
        (true, Some((_, Phase::Unstable))) => {
            ui.label(RichText::new(l.text("chk-live-unstable")).color(AMBER));
        }
        (true, Some(_)) => {
            ui.label(RichText::new(l.text("chk-live-stable")).color(AMBER));
        }
        (true, None) => {
            if let Some(device) = field.device {
                let text = l.format("chk-type-or-device", &[("device", device.name().into())]);
                ui.label(RichText::new(text).weak());
            }
        }
        (false, _) => {}
    }
}

impl Panel for CheckPanel {
    /// Draws the panel and handles its keys.
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        self.lang = l.lang();
        let ruleset_key = format!(
            "{} {}",
            station.ruleset.meta.id, station.ruleset.meta.version
        );
        if ruleset_key != self.built_for {
            self.built_for = ruleset_key;
            if let Some(kind) = self.form.as_ref().map(|f| f.kind.clone()) {
                if station.ruleset.kinds.contains_key(&kind) {
                    self.start(station, &kind);
                } else {
                    self.form = None;
                }
            }
        }
        let focus = ui.ctx().memory(|m| m.focused());
        self.focused = self
            .form
            .as_ref()
            .and_then(|f| (0..f.fields.len()).find(|&i| focus == Some(field_id(i))));
        self.keys(ui, station, focus);

        self.player_row(ui, station);
        ui.separator();
        self.kind_row(ui, station);
        ui.separator();
        if self.form.is_none() {
            ui.label(RichText::new(l.text("chk-start-hint")).size(20.0));
            self.last_line(ui, station);
            self.apply_focus(ui);
            return;
        }
        let verdict = self.verdict(&station.ruleset);
        ui.columns(2, |columns| {
            egui::ScrollArea::vertical()
                .id_salt("check.form")
                .show(&mut columns[0], |ui| self.form_ui(ui, station));
            egui::ScrollArea::vertical()
                .id_salt("check.findings")
                .show(&mut columns[1], |ui| {
                    if let Some(v) = &verdict {
                        self.decision_ui(ui, station, v);
                        // Beside the verdict: what the referee will see.
                        self.photo.ui(ui, station);
                        ui.separator();
                        findings_ui(ui, v, &Wording::new(l, &station.ruleset));
                    }
                });
        });
        self.apply_focus(ui);
    }

    fn focus_on_open(&self) -> Option<egui::Id> {
        self.character.is_none().then(search_id)
    }
}
