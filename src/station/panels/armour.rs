//! The Armour panel: enter a character's armour pieces, see the award and
//! each piece's reason live, store the award on the character.
//!
//! [`ArmourPanel`] keeps the pieces as typed ([`PieceRow`]: slot, material,
//! name, thickness, for mail the weave and wire) and an optional game
//! master's decision ([`GmRow`]). Every frame they become an
//! [`ArmourSet`] and the award is `rules::armour::award(ruleset, set)`; the
//! panel only shows it (provisional numbers marked). "Record award" sends
//! the award to the worker thread, which stores it on the character.
//!
//! Safety first: when the ruleset asks it, each piece has the safety
//! attestation (unanswered until ticked or crossed; `F2` answers every
//! piece as required, safe, like the Check panel). A piece attested unsafe
//! earns nothing; while one is unanswered the award shows INCOMPLETE and is
//! not recorded.
//!
//! Keyboard first: the character search (`RosterSearch`) takes the one
//! match on Enter and starts the first piece with its slot focused; slot
//! and material are `choice`s (a letter or the arrows); `Ctrl+N` adds a
//! piece, `F2` attests every piece safe, `Ctrl+Enter` records.
//!
//! The panel's words come from `station-cards.ftl` in the station's
//! language. Slot and material names and the safety question come from the
//! ruleset's translation (`[translations.LANG]`), else its own words; the
//! pieces' reasons and the award's notes are the rules core's, their
//! numbers written the language's way.

use eframe::egui::{self, Key, Modifiers, RichText};

use crate::station::panels::Panel;
use crate::station::widgets::choice::{Choice, choice};
use crate::station::widgets::search::{self, RosterSearch};
use crate::station::widgets::{AMBER, GREEN, RED};
use crate::station::worker::Job;
use crate::station::worker::open::Kind;
use crate::station::{Notice, Station};
use armoury_l10n::L10n;
use armoury_l10n::findings::Wording;
use armoury_l10n::numbers::parse_decimal;
use armoury_records::Registration;
use armoury_rules::armour::PieceMeasure;
use armoury_rules::armour::{
    ArmourRules, ArmourSet, Award, AwardValue, GmEntry, Method, Piece, award,
};
use armoury_rules::ruleset::Words;
use armoury_rules::units::{Dimension, Millimetres, Unit, parse_quantity_text, trim_number};

/// One piece as typed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PieceRow {
    pub slot: String,
    pub material: String,
    pub name: String,
    /// Millimetres (a bare number) or with a unit (`0.06 in`).
    pub thickness: String,
    pub wire: String,
    pub weave: String,
    /// The safety attestation: `None` until answered.
    pub safe: Option<bool>,
}

/// A game master's decision as typed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GmRow {
    pub points: String,
    pub by: String,
    pub reason: String,
}

/// The Armour panel's state.
#[derive(Default)]
pub struct ArmourPanel {
    pub search: RosterSearch,
    pub character: Option<Registration>,
    pub pieces: Vec<PieceRow>,
    /// Armour feats (class method), comma-separated.
    pub feats: String,
    pub gm: Option<GmRow>,
    /// The last award stored, in words.
    pub recorded: Option<String>,
    /// The piece whose first choice takes the focus this frame.
    focus_piece: Option<usize>,
    /// The character search takes the focus this frame.
    focus_search: bool,
}

/// The character search field.
pub fn search_id() -> egui::Id {
    egui::Id::unique("armour.search")
}

/// A typed length in millimetres: a bare number is mm; `95,5` works.
fn length(l: L10n, text: &str, what: &str) -> Result<Option<Millimetres>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let refused = || {
        let typed = format!("{text:?}");
        l.format(
            "crd-armour-not-a-length",
            &[("what", what.into()), ("text", typed.into())],
        )
    };
    let (value, unit) = match parse_decimal(text) {
        Some(v) => (v, Unit::Millimetre),
        None => parse_quantity_text(&text.replace(',', ".")).map_err(|_| refused())?,
    };
    let q = unit
        .to_quantity(value, Dimension::Length)
        .ok_or_else(refused)?;
    Ok(Some(Millimetres(q.canonical())))
}

impl ArmourPanel {
    /// The armour set as typed, or the first typing problem (in `l`'s
    /// language).
    pub fn set(&self, l: L10n) -> Result<ArmourSet, String> {
        let mut pieces = Vec::new();
        for (i, row) in self.pieces.iter().enumerate() {
            let piece = |id: &str| l.format(id, &[("piece", (i + 1).into())]);
            let text = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
            if row.material.trim().is_empty() {
                return Err(piece("crd-armour-piece-no-material"));
            }
            pieces.push(Piece {
                slot: text(&row.slot),
                material: row.material.trim().to_string(),
                name: text(&row.name),
                thickness: length(l, &row.thickness, &piece("crd-armour-piece-thickness"))?,
                wire: length(l, &row.wire, &piece("crd-armour-piece-wire"))?,
                weave: text(&row.weave),
                safe: row.safe,
            });
        }
        let gm = match &self.gm {
            None => None,
            Some(gm) => Some(GmEntry {
                points: gm.points.trim().parse().map_err(|_| {
                    let typed = format!("{:?}", gm.points.trim());
                    l.format("crd-armour-gm-points-not-whole", &[("text", typed.into())])
                })?,
                by: gm.by.trim().to_string(),
                reason: Some(gm.reason.trim().to_string()).filter(|r| !r.is_empty()),
            }),
        };
        Ok(ArmourSet {
            character: self.character.as_ref().map(|c| c.name.clone()),
            notes: None,
            feats: self
                .feats
                .split(',')
                .map(str::trim)
                .filter(|f| !f.is_empty())
                .map(String::from)
                .collect(),
            pieces,
            gm,
        })
    }

    /// Takes the pieces, feats and game master's decision of an armour
    /// file (dropped or picked); its character's name goes into the search
    /// while no character is chosen, so Enter takes them.
    pub fn load(&mut self, set: &ArmourSet) {
        let mm = |m: Option<Millimetres>| m.map(|m| trim_number(m.0)).unwrap_or_default();
        self.pieces = set
            .pieces
            .iter()
            .map(|p| PieceRow {
                slot: p.slot.clone().unwrap_or_default(),
                material: p.material.clone(),
                name: p.name.clone().unwrap_or_default(),
                thickness: mm(p.thickness),
                wire: mm(p.wire),
                weave: p.weave.clone().unwrap_or_default(),
                safe: p.safe,
            })
            .collect();
        self.feats = set.feats.join(", ");
        self.gm = set.gm.as_ref().map(|gm| GmRow {
            points: gm.points.to_string(),
            by: gm.by.clone(),
            reason: gm.reason.clone().unwrap_or_default(),
        });
        self.recorded = None;
        if let (None, Some(name)) = (&self.character, &set.character) {
            self.search.text = name.clone();
            self.focus_search = true;
        }
    }

    /// The award for the pieces as typed, or why there is none.
    pub fn award(&self, station: &Station) -> Result<Award, String> {
        let set = self.set(station.l10n)?;
        award(&station.ruleset, &set)
            .map_err(|e| armoury_l10n::inputs::armour_problem(station.l10n, &e))
    }

    /// The store answered: the award is on the character.
    pub fn on_recorded(&mut self, character: &Registration, words: String) {
        if self
            .character
            .as_ref()
            .is_some_and(|c| c.pk == character.pk)
        {
            self.recorded = Some(words);
        }
    }

    fn character_row(&mut self, ui: &mut egui::Ui, station: &Station) {
        let l = station.l10n;
        let matches = self.search.matches(&station.roster);
        let mut picked = None;
        ui.horizontal(|ui| {
            let label = ui.label(l.text("crd-armour-character"));
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.search.text)
                        .id(search_id())
                        .hint_text(l.text("crd-armour-character-hint")),
                )
                .labelled_by(label.id);
            picked = self.search.keys(ui, &response, &matches);
            if let Some(c) = &self.character {
                ui.label(RichText::new(&c.name).size(24.0).strong());
                ui.label(search::player_and_group(c));
            }
        });
        if std::mem::take(&mut self.focus_search) {
            ui.memory_mut(|m| m.request_focus(search_id()));
        }
        picked = picked.or_else(|| self.search.list(ui, &matches));
        if let Some(c) = picked {
            self.character = Some(c);
            self.recorded = None;
            // The pieces come next.
            if self.pieces.is_empty() {
                self.add_piece();
            } else {
                self.focus_piece = Some(0);
            }
        }
    }

    /// Adds an empty piece and moves the focus to it.
    fn add_piece(&mut self) {
        self.pieces.push(PieceRow::default());
        self.focus_piece = Some(self.pieces.len() - 1);
    }

    /// Answers every piece's safety attestation as required: safe.
    pub fn attest_all(&mut self) {
        for row in &mut self.pieces {
            row.safe = Some(true);
        }
    }

    /// Ctrl+N adds a piece; F2 attests every piece safe; Ctrl+Enter records the award.
    fn keys(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        if ui.input_mut(|i| i.consume_key(Modifiers::COMMAND, Key::N)) {
            self.add_piece();
        }
        if station
            .ruleset
            .armour
            .as_ref()
            .is_some_and(|a| a.safety.is_some())
            && ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::F2))
        {
            self.attest_all();
        }
        if ui.input_mut(|i| i.consume_key(Modifiers::COMMAND, Key::Enter)) {
            self.record(station);
        }
    }

    /// Sends the award as typed to the store, for the chosen character.
    fn record(&mut self, station: &mut Station) {
        let l = station.l10n;
        let Some(character) = self.character.clone() else {
            station.notice = Some(Notice::Error(l.text("crd-armour-no-character")));
            return;
        };
        match self.award(station) {
            Ok(award) if !award.attested => {
                station.notice = Some(Notice::Error(l.text("crd-armour-attest-first")));
            }
            Ok(award) => {
                let recorder = station.prefs.inspector.clone();
                station
                    .worker
                    .submit(Job::RecordAward(character, Box::new(award), recorder));
            }
            Err(problem) => station.notice = Some(Notice::Error(problem)),
        }
    }

    fn pieces_ui(&mut self, ui: &mut egui::Ui, l: L10n, rules: &ArmourRules, names: &ArmourNames) {
        ui.label(RichText::new(l.text("crd-armour-pieces")).strong());
        let (slots, materials) = (&names.slots, &names.materials);
        let focus = self.focus_piece.take();
        let mut remove = None;
        for (i, row) in self.pieces.iter_mut().enumerate() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                egui::Grid::new(("armour.piece", i))
                    .num_columns(2)
                    .show(ui, |ui| {
                        let label = ui.label(l.text("crd-armour-slot"));
                        let first = if slots.is_empty() {
                            ui.add(
                                egui::TextEdit::singleline(&mut row.slot)
                                    .hint_text(l.text("crd-armour-slot-hint")),
                            )
                        } else {
                            pick(ui, l, ("armour.slot", i), &mut row.slot, slots)
                        }
                        .labelled_by(label.id);
                        if focus == Some(i) {
                            first.request_focus();
                        }
                        ui.end_row();
                        let label = ui.label(l.text("crd-armour-material"));
                        pick(ui, l, ("armour.material", i), &mut row.material, materials)
                            .labelled_by(label.id);
                        ui.end_row();
                        let measures = needed(rules, &row.slot, &row.material);
                        let field = |ui: &mut egui::Ui, name: &str, value: &mut String| {
                            let label = ui.label(name);
                            ui.add(
                                egui::TextEdit::singleline(value)
                                    .min_size(egui::vec2(160.0, 0.0))
                                    .desired_width(160.0),
                            )
                            .labelled_by(label.id);
                            ui.end_row();
                        };
                        field(ui, &l.text("crd-armour-name"), &mut row.name);
                        field(ui, &l.text("crd-armour-thickness"), &mut row.thickness);
                        if measures.contains(&PieceMeasure::Wire) || !row.wire.is_empty() {
                            field(ui, &l.text("crd-armour-wire"), &mut row.wire);
                        }
                        if measures.contains(&PieceMeasure::Weave) || !row.weave.is_empty() {
                            field(ui, &l.text("crd-armour-weave"), &mut row.weave);
                        }
                    });
                if let Some(safety) = &names.safety {
                    safe_ui(ui, l, &mut row.safe, safety);
                }
                if ui.small_button(l.text("crd-armour-remove")).clicked() {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            self.pieces.remove(i);
        }
        if ui.button(l.text("crd-armour-add-piece")).clicked() {
            self.add_piece();
        }
        if let Method::Classes(_) = rules.method {
            ui.horizontal(|ui| {
                let label = ui.label(l.text("crd-armour-feats"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.feats)
                        .hint_text(l.text("crd-armour-feats-hint")),
                )
                .labelled_by(label.id);
            });
        }
        ui.add_space(6.0);
        let mut decided = self.gm.is_some();
        if ui
            .checkbox(&mut decided, l.text("crd-armour-gm-decision"))
            .changed()
        {
            self.gm = decided.then(GmRow::default);
        }
        if let Some(gm) = &mut self.gm {
            egui::Grid::new("armour.gm").num_columns(2).show(ui, |ui| {
                for (name, value) in [
                    (l.text("crd-armour-gm-points"), &mut gm.points),
                    (l.text("crd-armour-gm"), &mut gm.by),
                    (l.text("crd-armour-gm-reason"), &mut gm.reason),
                ] {
                    let label = ui.label(name);
                    ui.add(egui::TextEdit::singleline(value))
                        .labelled_by(label.id);
                    ui.end_row();
                }
            });
        }
    }

    fn award_ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        if self.pieces.is_empty() {
            ui.label(l.text("crd-armour-add-pieces"));
            return;
        }
        let award = match self.award(station) {
            Ok(award) => award,
            Err(problem) => {
                ui.label(RichText::new(problem).color(RED));
                return;
            }
        };
        let provisional = format!(" {}", l.text("provisional-mark"));
        let mark = |p: bool| if p { provisional.as_str() } else { "" };
        let no_class = l.text("crd-armour-no-class");
        let headline = match &award.value {
            AwardValue::Points(p) => l.format(
                "crd-armour-award-points",
                &[
                    ("total", i64::from(p.total).into()),
                    ("provisional", mark(award.provisional).into()),
                    ("body", i64::from(p.body).into()),
                    ("helmet", i64::from(p.helmet).into()),
                ],
            ),
            AwardValue::Hits(h) => l.format(
                "crd-armour-award-hits",
                &[
                    ("hits", i64::from(h.per_location).into()),
                    ("provisional", mark(award.provisional).into()),
                    ("class", h.class.as_deref().unwrap_or(&no_class).into()),
                ],
            ),
        };
        let headline = if award.attested {
            headline
        } else {
            l.format("crd-armour-incomplete", &[("award", headline.into())])
        };
        ui.label(RichText::new(headline).size(26.0).strong().color(
            if award.provisional || !award.attested {
                AMBER
            } else {
                GREEN
            },
        ));
        let wording = Wording::new(l, &station.ruleset);
        for (i, piece) in award.pieces.iter().enumerate() {
            let points = piece
                .points
                .map(|p| {
                    l.format(
                        "crd-armour-piece-points",
                        &[
                            ("points", i64::from(p).into()),
                            ("provisional", mark(piece.provisional).into()),
                        ],
                    )
                })
                .unwrap_or_default();
            let label = ui.label(format!(
                "{}. {} {}: {points} {}",
                i + 1,
                piece.slot.as_deref().unwrap_or(""),
                piece.name.as_deref().unwrap_or(&piece.material),
                wording.piece_reason(piece)
            ));
            if let (Some(rule), Some(clause)) = (&piece.rule, &piece.clause) {
                let clause = wording.words().clause(clause);
                label.on_hover_text(format!("{rule} — {clause}"));
            }
        }
        for note in wording.award_notes(&award) {
            ui.label(RichText::new(note).italics());
        }
        ui.add_space(8.0);
        let Some(character) = self.character.clone() else {
            ui.label(RichText::new(l.text("crd-armour-choose-character")).color(AMBER));
            return;
        };
        let record = l.format("crd-armour-record", &[("name", (&character.name).into())]);
        if ui.button(record).clicked() {
            self.record(station);
        }
        if let Some(words) = &self.recorded {
            let recorded = l.format("crd-armour-recorded", &[("award", words.into())]);
            ui.label(RichText::new(recorded).strong());
        }
    }
}

/// The armour section's names in the station's language (the ruleset's
/// translation, else its own): the slots and materials to choose from and
/// the safety question.
struct ArmourNames {
    slots: Vec<Choice>,
    materials: Vec<Choice>,
    safety: Option<String>,
}

impl ArmourNames {
    fn of(words: &Words<'_>, rules: &ArmourRules) -> ArmourNames {
        let slots = match &rules.method {
            Method::Points(p) => p
                .slots
                .iter()
                .map(|s| Choice::plain(&s.id, words.slot(&s.id)))
                .collect(),
            Method::Classes(_) => Vec::new(),
        };
        let materials = rules
            .materials
            .iter()
            .map(|m| Choice::plain(&m.id, words.armour_material(&m.id)))
            .collect();
        let safety = words.safety().map(str::to_string);
        ArmourNames {
            slots,
            materials,
            safety,
        }
    }
}

/// The safety attestation of one piece: amber and indeterminate until
/// answered; a click answers it, the next click changes the answer.
fn safe_ui(ui: &mut egui::Ui, l: L10n, safe: &mut Option<bool>, question: &str) {
    let mut checked = safe.unwrap_or(false);
    let says = |id: &str| l.format(id, &[("question", question.into())]);
    let text = match safe {
        None => RichText::new(says("crd-armour-safe")).color(AMBER),
        Some(false) => RichText::new(says("crd-armour-not-safe")).color(RED),
        Some(true) => RichText::new(says("crd-armour-safe")),
    };
    if ui
        .add(egui::Checkbox::new(&mut checked, text).indeterminate(safe.is_none()))
        .changed()
    {
        *safe = Some(checked);
    }
}

/// What the rules need measured on a piece of `material` in `slot`.
fn needed(rules: &ArmourRules, slot: &str, material: &str) -> Vec<PieceMeasure> {
    let Method::Points(points) = &rules.method else {
        return Vec::new();
    };
    let (Some(slot), Some(material)) = (points.slot(slot), rules.material(material)) else {
        return Vec::new();
    };
    points
        .needed(slot.part, &material.id)
        .into_iter()
        .map(|(m, _)| m)
        .collect()
}

/// A keyboard choice of an id kept as text (empty: not chosen yet).
fn pick(
    ui: &mut egui::Ui,
    l: L10n,
    salt: (&str, usize),
    value: &mut String,
    options: &[Choice],
) -> egui::Response {
    let mut selected = Some(value.clone()).filter(|v| !v.is_empty());
    let response = choice(ui, l, salt, &mut selected, options, None, 180.0);
    *value = selected.unwrap_or_default();
    response
}

impl Panel for ArmourPanel {
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        self.keys(ui, station);
        ui.horizontal(|ui| {
            ui.heading(l.text("crd-armour-heading"));
            if ui
                .button(l.text("crd-armour-open"))
                .on_hover_text(l.text("crd-armour-open-hover"))
                .clicked()
            {
                station.choose_file(Kind::Armour);
            }
        });
        ui.label(RichText::new(l.text("crd-armour-keys")).weak());
        self.character_row(ui, station);
        let Some(rules) = station.ruleset.armour.clone() else {
            let ruleset = &station.ruleset.meta.id;
            let says = l.format("crd-armour-no-rules", &[("ruleset", ruleset.into())]);
            ui.label(RichText::new(says).italics());
            return;
        };
        ui.separator();
        let names = ArmourNames::of(&station.ruleset.words(l.lang().tag()), &rules);
        ui.columns(2, |columns| {
            egui::ScrollArea::vertical()
                .id_salt("armour.pieces")
                .show(&mut columns[0], |ui| self.pieces_ui(ui, l, &rules, &names));
            egui::ScrollArea::vertical()
                .id_salt("armour.award")
                .show(&mut columns[1], |ui| self.award_ui(ui, station));
        });
    }

    fn focus_on_open(&self) -> Option<egui::Id> {
        Some(search_id())
    }
}
