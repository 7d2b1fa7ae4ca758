//! The Lookup panel: a referee's question answered at arm's length.
//!
//! Type a name: the character's approved items with their tag serials, in
//! large type (asked of the store on the worker thread). Type or scan a tag
//! string: which item and character it belongs to, or that it is unknown.

use eframe::egui::{self, RichText};

use super::Station;
use super::check::{GREEN, RED};
use super::store::{Character, Stored};
use super::worker::Job;

/// The Lookup panel's state.
#[derive(Default)]
pub struct LookupPanel {
    pub search: String,
    pub character: Option<Character>,
    /// The character's inspections, as the store answered.
    pub inspections: Option<Vec<Stored>>,
    pub tag: String,
}

impl LookupPanel {
    /// The store answered a lookup.
    pub fn on_inspections(&mut self, id: u64, list: Vec<Stored>) {
        if self.character.as_ref().is_some_and(|c| c.id == id) {
            self.inspections = Some(list);
        }
    }

    /// A new inspection was recorded: keep a shown list current.
    pub fn on_recorded(&mut self, stored: &Stored) {
        let shown = self.character.as_ref().map(|c| c.id);
        if stored.record.character.as_ref().map(|c| c.id) == shown
            && let Some(list) = &mut self.inspections
        {
            list.push(stored.clone());
        }
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new("Find").size(22.0));
            ui.add(
                egui::TextEdit::singleline(&mut self.search)
                    .hint_text("player or character")
                    .font(egui::TextStyle::Heading)
                    .desired_width(320.0),
            )
            .labelled_by(label.id);
            let label = ui.label(RichText::new("Tag").size(22.0));
            ui.add(
                egui::TextEdit::singleline(&mut self.tag)
                    .hint_text("scan or type")
                    .font(egui::TextStyle::Heading)
                    .desired_width(220.0),
            )
            .labelled_by(label.id);
        });
        let tag = self.tag.trim();
        if !tag.is_empty() {
            match station.recorded.iter().find(|s| {
                s.tag
                    .as_deref()
                    .is_some_and(|t| t.eq_ignore_ascii_case(tag))
            }) {
                Some(s) => {
                    let who = s
                        .record
                        .character
                        .as_ref()
                        .map(|c| c.name.as_str())
                        .unwrap_or("?");
                    ui.label(
                        RichText::new(format!(
                            "VALID {tag}: {} of {who}, {}",
                            s.record.item.kind,
                            s.record.decision.word()
                        ))
                        .size(26.0)
                        .color(GREEN),
                    );
                }
                None => {
                    ui.label(
                        RichText::new(format!("UNKNOWN {tag}: no such tag was issued here"))
                            .size(26.0)
                            .color(RED),
                    );
                }
            }
        }
        let query = self.search.trim().to_string();
        if !query.is_empty() {
            let mut picked = None;
            for c in station.roster.iter().filter(|c| c.matches(&query)).take(8) {
                if ui
                    .selectable_label(
                        self.character.as_ref() == Some(c),
                        format!("{} — {} ({})", c.name, c.player, c.group),
                    )
                    .clicked()
                {
                    picked = Some(c.clone());
                }
            }
            if let Some(c) = picked {
                station.worker.submit(Job::Inspections(c.id));
                self.inspections = None;
                self.character = Some(c);
            }
        }
        ui.separator();
        let Some(c) = &self.character else {
            ui.label("Type a name and pick the character.");
            return;
        };
        ui.label(RichText::new(&c.name).size(40.0).strong());
        ui.label(RichText::new(format!("{} · {}", c.player, c.group)).size(22.0));
        ui.label(RichText::new("Armour points: — (no armour rules in this build)").size(26.0));
        match &self.inspections {
            None => {
                ui.spinner();
            }
            Some(list) => {
                let passed: Vec<&Stored> = list.iter().filter(|s| s.tag.is_some()).collect();
                if passed.is_empty() {
                    ui.label(RichText::new("No approved items.").size(26.0));
                }
                for s in passed {
                    let name = s
                        .record
                        .item
                        .name
                        .clone()
                        .unwrap_or_else(|| s.record.item.kind.clone());
                    let category = s.record.verdict.category.clone().unwrap_or_default();
                    ui.label(
                        RichText::new(format!(
                            "{}  {name} {category}",
                            s.tag.as_deref().unwrap_or("")
                        ))
                        .size(30.0)
                        .monospace(),
                    );
                }
            }
        }
    }
}
