//! The Armour panel: enter a character's armour pieces, see the award and
//! its explanation, store it on the character.
//!
//! The armour award is computed by the rules core's armour module, which is
//! being built on its own branch; until it lands this panel says so plainly
//! and keeps the chosen character, so the flow around it can be used.

use eframe::egui::{self, RichText};

use super::Station;
use super::store::Character;

/// The Armour panel's state.
#[derive(Default)]
pub struct ArmourPanel {
    pub search: String,
    pub character: Option<Character>,
}

impl ArmourPanel {
    pub fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        ui.heading("Armour");
        ui.horizontal(|ui| {
            let label = ui.label("Character");
            ui.add(egui::TextEdit::singleline(&mut self.search).hint_text("type a name"))
                .labelled_by(label.id);
        });
        let query = self.search.trim();
        if !query.is_empty() {
            for c in station.roster.iter().filter(|c| c.matches(query)).take(8) {
                if ui
                    .selectable_label(
                        self.character.as_ref() == Some(c),
                        format!("{} — {}", c.name, c.player),
                    )
                    .clicked()
                {
                    self.character = Some(c.clone());
                }
            }
        }
        if let Some(c) = &self.character {
            ui.label(RichText::new(&c.name).size(28.0).strong());
        }
        ui.add_space(12.0);
        ui.label(
            RichText::new(format!(
                "Armour awards are not available yet: the ruleset {} has no armour rules in this build (the armour module has not landed).",
                station.ruleset.meta.id
            ))
            .italics(),
        );
    }
}
