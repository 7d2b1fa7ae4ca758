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

use eframe::egui::{self, Key, Modifiers, RichText};

use crate::station::panels::Panel;
use crate::station::widgets::choice::{Choice, choice};
use crate::station::widgets::search::{self, RosterSearch};
use crate::station::widgets::{AMBER, GREEN, RED};
use crate::station::worker::Job;
use crate::station::worker::open::Kind;
use crate::station::{Notice, Station};
use armoury_records::Registration;
use armoury_rules::armour::PieceMeasure;
use armoury_rules::armour::{
    ArmourRules, ArmourSet, Award, AwardValue, GmEntry, Method, Piece, award,
};
use armoury_rules::units::{Dimension, Millimetres, Unit, trim_number};

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
fn length(text: &str, what: &str) -> Result<Option<Millimetres>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let text = text.replace(',', ".");
    let refused = || format!("{what}: {text:?} is not a length (e.g. 1.5 or 0.06 in)");
    let (value, unit) = match text.parse::<f64>() {
        Ok(v) => (v, Unit::Millimetre),
        Err(_) => armoury_rules::units::parse_quantity_text(&text).map_err(|_| refused())?,
    };
    let q = unit
        .to_quantity(value, Dimension::Length)
        .ok_or_else(refused)?;
    Ok(Some(Millimetres(q.canonical())))
}

impl ArmourPanel {
    /// The armour set as typed, or the first typing problem.
    pub fn set(&self) -> Result<ArmourSet, String> {
        let mut pieces = Vec::new();
        for (i, row) in self.pieces.iter().enumerate() {
            let n = i + 1;
            let text = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
            if row.material.trim().is_empty() {
                return Err(format!("piece {n}: choose its material"));
            }
            pieces.push(Piece {
                slot: text(&row.slot),
                material: row.material.trim().to_string(),
                name: text(&row.name),
                thickness: length(&row.thickness, &format!("piece {n} thickness"))?,
                wire: length(&row.wire, &format!("piece {n} wire"))?,
                weave: text(&row.weave),
                safe: row.safe,
            });
        }
        let gm = match &self.gm {
            None => None,
            Some(gm) => Some(GmEntry {
                points: gm.points.trim().parse().map_err(|_| {
                    format!("GM points: {:?} is not a whole number", gm.points.trim())
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
        let set = self.set()?;
        award(&station.ruleset, &set).map_err(|e| e.to_string())
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
        let matches = self.search.matches(&station.roster);
        let mut picked = None;
        ui.horizontal(|ui| {
            let label = ui.label("Character");
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.search.text)
                        .id(search_id())
                        .hint_text("type a name, Enter takes it"),
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
        let Some(character) = self.character.clone() else {
            station.notice = Some(Notice::Error(
                "choose the character to record the award".into(),
            ));
            return;
        };
        match self.award(station) {
            Ok(award) if !award.attested => {
                station.notice = Some(Notice::Error(
                    "answer every piece's safety attestation first (F2: all safe)".into(),
                ));
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

    fn pieces_ui(&mut self, ui: &mut egui::Ui, rules: &ArmourRules) {
        ui.label(RichText::new("Pieces").strong());
        let slots: Vec<Choice> = match &rules.method {
            Method::Points(p) => p
                .slots
                .iter()
                .map(|s| Choice::plain(&s.id, &s.name))
                .collect(),
            Method::Classes(_) => Vec::new(),
        };
        let materials: Vec<Choice> = rules
            .materials
            .iter()
            .map(|m| Choice::plain(&m.id, &m.name))
            .collect();
        let focus = self.focus_piece.take();
        let mut remove = None;
        for (i, row) in self.pieces.iter_mut().enumerate() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                egui::Grid::new(("armour.piece", i))
                    .num_columns(2)
                    .show(ui, |ui| {
                        let label = ui.label("Slot");
                        let first = if slots.is_empty() {
                            ui.add(
                                egui::TextEdit::singleline(&mut row.slot)
                                    .hint_text("location (optional)"),
                            )
                        } else {
                            pick(ui, ("armour.slot", i), &mut row.slot, &slots)
                        }
                        .labelled_by(label.id);
                        if focus == Some(i) {
                            first.request_focus();
                        }
                        ui.end_row();
                        let label = ui.label("Material");
                        pick(ui, ("armour.material", i), &mut row.material, &materials)
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
                        field(ui, "Name", &mut row.name);
                        field(ui, "Thickness mm", &mut row.thickness);
                        if measures.contains(&PieceMeasure::Wire) || !row.wire.is_empty() {
                            field(ui, "Wire mm", &mut row.wire);
                        }
                        if measures.contains(&PieceMeasure::Weave) || !row.weave.is_empty() {
                            field(ui, "Weave", &mut row.weave);
                        }
                    });
                if let Some(safety) = &rules.safety {
                    safe_ui(ui, &mut row.safe, &safety.text);
                }
                if ui.small_button("Remove piece").clicked() {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove {
            self.pieces.remove(i);
        }
        if ui.button("Add piece (Ctrl+N)").clicked() {
            self.add_piece();
        }
        if let Method::Classes(_) = rules.method {
            ui.horizontal(|ui| {
                let label = ui.label("Armour feats");
                ui.add(egui::TextEdit::singleline(&mut self.feats).hint_text("comma-separated"))
                    .labelled_by(label.id);
            });
        }
        ui.add_space(6.0);
        let mut decided = self.gm.is_some();
        if ui
            .checkbox(&mut decided, "Game master's decision on the body armour")
            .changed()
        {
            self.gm = decided.then(GmRow::default);
        }
        if let Some(gm) = &mut self.gm {
            egui::Grid::new("armour.gm").num_columns(2).show(ui, |ui| {
                for (name, value) in [
                    ("GM points", &mut gm.points),
                    ("GM", &mut gm.by),
                    ("GM reason", &mut gm.reason),
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
        if self.pieces.is_empty() {
            ui.label("Add the pieces the character wears.");
            return;
        }
        let award = match self.award(station) {
            Ok(award) => award,
            Err(problem) => {
                ui.label(RichText::new(problem).color(RED));
                return;
            }
        };
        let mark = |provisional: bool| if provisional { " (provisional)" } else { "" };
        let headline = match &award.value {
            AwardValue::Points(p) => format!(
                "{} armour points{} — body {}, helmet {}",
                p.total,
                mark(award.provisional),
                p.body,
                p.helmet
            ),
            AwardValue::Hits(h) => format!(
                "{} Armour hits per location{} — {}",
                h.per_location,
                mark(award.provisional),
                h.class.as_deref().unwrap_or("no class")
            ),
        };
        let headline = if award.attested {
            headline
        } else {
            format!("INCOMPLETE — {headline}")
        };
        ui.label(RichText::new(headline).size(26.0).strong().color(
            if award.provisional || !award.attested {
                AMBER
            } else {
                GREEN
            },
        ));
        for (i, piece) in award.pieces.iter().enumerate() {
            let points = piece
                .points
                .map(|p| format!("{p} pt{}", mark(piece.provisional)))
                .unwrap_or_default();
            let label = ui.label(format!(
                "{}. {} {}: {points} {}",
                i + 1,
                piece.slot.as_deref().unwrap_or(""),
                piece.name.as_deref().unwrap_or(&piece.material),
                piece.reason
            ));
            if let (Some(rule), Some(clause)) = (&piece.rule, &piece.clause) {
                label.on_hover_text(format!("{rule} — {clause}"));
            }
        }
        for note in &award.notes {
            ui.label(RichText::new(note).italics());
        }
        ui.add_space(8.0);
        let Some(character) = self.character.clone() else {
            ui.label(RichText::new("Choose the character to record the award.").color(AMBER));
            return;
        };
        if ui
            .button(format!("Record award for {} (Ctrl+Enter)", character.name))
            .clicked()
        {
            self.record(station);
        }
        if let Some(words) = &self.recorded {
            ui.label(RichText::new(format!("Recorded: {words}")).strong());
        }
    }
}

/// The safety attestation of one piece: amber and indeterminate until
/// answered; a click answers it, the next click changes the answer.
fn safe_ui(ui: &mut egui::Ui, safe: &mut Option<bool>, question: &str) {
    let mut checked = safe.unwrap_or(false);
    let text = match safe {
        None => RichText::new(format!("Safe: {question}")).color(AMBER),
        Some(false) => RichText::new(format!("NOT safe: {question}")).color(RED),
        Some(true) => RichText::new(format!("Safe: {question}")),
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
    salt: (&str, usize),
    value: &mut String,
    options: &[Choice],
) -> egui::Response {
    let mut selected = Some(value.clone()).filter(|v| !v.is_empty());
    let response = choice(ui, salt, &mut selected, options, None, 180.0);
    *value = selected.unwrap_or_default();
    response
}

impl Panel for ArmourPanel {
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        self.keys(ui, station);
        ui.horizontal(|ui| {
            ui.heading("Armour");
            if ui
                .button("Open armour file…")
                .on_hover_text("or drop one onto the window")
                .clicked()
            {
                station.choose_file(Kind::Armour);
            }
        });
        ui.label(
            RichText::new(
                "Type a name and Enter · Ctrl+N adds a piece · Tab moves · the arrows or a letter choose · F2 attests all safe · Ctrl+Enter records",
            )
            .weak(),
        );
        self.character_row(ui, station);
        let Some(rules) = station.ruleset.armour.clone() else {
            ui.label(
                RichText::new(format!(
                    "The ruleset {} has no armour rules: choose one that has (Settings).",
                    station.ruleset.meta.id
                ))
                .italics(),
            );
            return;
        };
        ui.separator();
        ui.columns(2, |columns| {
            egui::ScrollArea::vertical()
                .id_salt("armour.pieces")
                .show(&mut columns[0], |ui| self.pieces_ui(ui, &rules));
            egui::ScrollArea::vertical()
                .id_salt("armour.award")
                .show(&mut columns[1], |ui| self.award_ui(ui, station));
        });
    }

    fn focus_on_open(&self) -> Option<egui::Id> {
        Some(search_id())
    }
}
