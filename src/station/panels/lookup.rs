//! The Lookup panel: a referee's question answered at arm's length.
//!
//! Type a name and pick the character: their class, hit points, armour
//! points and approved items with tag serials, in large type (a [`LookupCard`]
//! asked of the store on the worker thread). Type a tag serial or scan a
//! QR code into **Tag**: whose item it is, that no such tag was issued, or
//! that the scanned code's signature does not hold.

use eframe::egui::{self, RichText};

use crate::station::Station;
use crate::station::panels::Panel;
use crate::station::widgets::search::{self, RosterSearch};
use crate::station::widgets::{AMBER, GREEN, RED};
use crate::station::worker::{Job, Stored};
use armoury_issuing::TagCheck;
use armoury_records::LookupCard;

/// The character search field.
pub fn search_id() -> egui::Id {
    egui::Id::unique("lookup.search")
}

/// What the store said about a tag string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagAnswer {
    Asked,
    Valid {
        tag: String,
        owner: String,
        kind: String,
    },
    /// A genuine code for something other than a tag, in words.
    Genuine(String),
    Unknown,
    /// A scanned string that does not verify, and why.
    NotGenuine(String),
}

/// The Lookup panel's state.
#[derive(Default)]
pub struct LookupPanel {
    pub search: RosterSearch,
    /// The character shown (its database key) and its card once the store answered.
    pub shown: Option<i64>,
    pub card: Option<LookupCard>,
    pub tag: String,
    /// The serial last asked about and the answer.
    pub tag_answer: Option<(String, TagAnswer)>,
}

impl LookupPanel {
    /// Shows the card of the character with database key `pk` (asked of
    /// the store).
    pub fn show(&mut self, pk: i64, station: &mut Station) {
        station.worker.submit(Job::Card(pk));
        self.shown = Some(pk);
        self.card = None;
    }

    /// The store answered a card.
    pub fn on_card(&mut self, card: LookupCard) {
        if self.shown == Some(card.character.pk) {
            self.card = Some(card);
        }
    }

    /// The store answered a tag question.
    pub fn on_tag(&mut self, text: String, check: TagCheck) {
        let answer = match check {
            TagCheck::Issued { tag, card } => {
                let kind = card
                    .approved_items
                    .iter()
                    .find(|i| i.tag_serial.as_deref() == Some(tag.as_str()))
                    .map(|i| i.kind.clone())
                    .unwrap_or_default();
                TagAnswer::Valid {
                    tag,
                    owner: card.character.name.clone(),
                    kind,
                }
            }
            TagCheck::Genuine(what) => TagAnswer::Genuine(what),
            TagCheck::Unknown => TagAnswer::Unknown,
            TagCheck::NotGenuine(why) => TagAnswer::NotGenuine(why),
        };
        self.tag_answer = Some((text, answer));
    }

    /// A new inspection was recorded: refresh a shown card.
    pub fn on_recorded(&mut self, stored: &Stored, station: &mut Station) {
        let pk = stored.record.character.as_ref().map(|c| c.pk);
        if let Some(pk) = pk.filter(|pk| Some(*pk) == self.shown) {
            station.worker.submit(Job::Card(pk));
        }
    }

    fn tag_ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let serial = self.tag.trim().to_string();
        if serial.is_empty() {
            return;
        }
        if self.tag_answer.as_ref().map(|(s, _)| s) != Some(&serial) {
            station.worker.submit(Job::FindTag(serial.clone()));
            self.tag_answer = Some((serial.clone(), TagAnswer::Asked));
        }
        let (text, colour) = match self.tag_answer.as_ref().map(|(_, a)| a) {
            Some(TagAnswer::Valid { tag, owner, kind }) => {
                (format!("VALID {tag}: {kind} of {owner}"), GREEN)
            }
            Some(TagAnswer::Genuine(what)) => (format!("GENUINE {what}"), GREEN),
            Some(TagAnswer::Unknown) => (format!("UNKNOWN {serial}: no such tag was issued"), RED),
            Some(TagAnswer::NotGenuine(why)) => (format!("NOT GENUINE: {why}"), RED),
            Some(TagAnswer::Asked) | None => {
                ui.spinner();
                return;
            }
        };
        ui.label(RichText::new(text).size(26.0).color(colour));
    }
}

fn card_ui(ui: &mut egui::Ui, card: &LookupCard) {
    let c = &card.character;
    ui.label(RichText::new(&c.name).size(40.0).strong());
    ui.label(RichText::new(search::player_and_group(c)).size(22.0));
    let hp = card
        .hit_points
        .map_or_else(|| "—".to_string(), |h| h.to_string());
    ui.label(RichText::new(format!("{}  hit points {hp}", card.class)).size(30.0));
    ui.label(
        RichText::new(match &card.armour {
            Some(a) => format!(
                "armour {} points (body {}, helmet {}){}",
                a.total,
                a.body_points,
                a.helmet_points,
                if a.provisional { ", provisional" } else { "" }
            ),
            None => "armour: none awarded".into(),
        })
        .size(30.0),
    );
    ui.add_space(8.0);
    let tagged: Vec<_> = card
        .approved_items
        .iter()
        .filter_map(|item| Some((item.tag_serial.as_deref()?, item)))
        .collect();
    if tagged.is_empty() {
        ui.label(RichText::new("No approved items.").size(26.0));
    }
    for (tag, item) in tagged {
        let category = item.category.clone().unwrap_or_default();
        let (provisional, colour) = if item.provisional {
            (" provisional", AMBER)
        } else {
            ("", ui.visuals().text_color())
        };
        ui.label(
            RichText::new(format!("{tag}  {} {category}{provisional}", item.kind))
                .size(30.0)
                .monospace()
                .color(colour),
        );
    }
}

impl Panel for LookupPanel {
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let matches = self.search.matches(&station.roster);
        let mut picked = None;
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new("Find").size(22.0));
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.search.text)
                        .id(search_id())
                        .hint_text("player or character")
                        .font(egui::TextStyle::Heading)
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
            picked = self.search.keys(ui, &response, &matches);
            let label = ui.label(RichText::new("Tag").size(22.0));
            ui.add(
                egui::TextEdit::singleline(&mut self.tag)
                    .hint_text("scan or type")
                    .font(egui::TextStyle::Heading)
                    .desired_width(220.0),
            )
            .labelled_by(label.id);
        });
        picked = picked.or_else(|| self.search.list(ui, &matches));
        self.tag_ui(ui, station);
        if let Some(c) = picked {
            // The referee's next question starts in the search box again.
            ui.memory_mut(|m| m.request_focus(search_id()));
            self.show(c.pk, station);
        }
        ui.separator();
        match (&self.shown, &self.card) {
            (None, _) => {
                ui.label("Type a name and pick the character.");
            }
            (Some(_), None) => {
                ui.spinner();
            }
            (Some(_), Some(card)) => card_ui(ui, card),
        }
    }

    fn focus_on_open(&self) -> Option<egui::Id> {
        Some(search_id())
    }
}
