//! The Roster panel: list, search, add and edit characters.
//!
//! Saving goes through the worker thread to the store; the list shows the
//! roster as the store last answered. (CSV import with a preview arrives
//! with the records module, which owns the CSV format.)

use eframe::egui::{self, RichText};

use super::Station;
use super::store::Character;
use super::worker::Job;

/// The Roster panel's state.
#[derive(Default)]
pub struct RosterPanel {
    pub filter: String,
    /// The character being edited (id 0: a new one).
    pub editing: Option<Character>,
}

impl RosterPanel {
    pub fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        ui.horizontal(|ui| {
            ui.heading(format!("Roster ({})", station.roster.len()));
            let label = ui.label("Filter");
            ui.add(egui::TextEdit::singleline(&mut self.filter).desired_width(240.0))
                .labelled_by(label.id);
            if ui.button("Add character").clicked() {
                self.editing = Some(Character {
                    id: 0,
                    roster_id: String::new(),
                    player: String::new(),
                    name: String::new(),
                    group: String::new(),
                });
            }
        });
        if let Some(editing) = &mut self.editing {
            let mut close = false;
            egui::Frame::group(ui.style()).show(ui, |ui| {
                egui::Grid::new("roster.edit")
                    .num_columns(2)
                    .show(ui, |ui| {
                        for (name, value) in [
                            ("Player", &mut editing.player),
                            ("Character", &mut editing.name),
                            ("Group", &mut editing.group),
                        ] {
                            let label = ui.label(name);
                            ui.add(egui::TextEdit::singleline(value))
                                .labelled_by(label.id);
                            ui.end_row();
                        }
                    });
                ui.horizontal(|ui| {
                    let complete =
                        !editing.player.trim().is_empty() && !editing.name.trim().is_empty();
                    if ui
                        .add_enabled(complete, egui::Button::new("Save"))
                        .clicked()
                    {
                        station.worker.submit(Job::SaveCharacter(editing.clone()));
                        close = true;
                    }
                    if ui.button("Cancel").clicked() {
                        close = true;
                    }
                });
            });
            if close {
                self.editing = None;
            }
        }
        ui.separator();
        let filter = self.filter.trim().to_string();
        let rows: Vec<&Character> = station
            .roster
            .iter()
            .filter(|c| c.matches(&filter))
            .collect();
        let height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        egui::ScrollArea::vertical().show_rows(ui, height, rows.len(), |ui, range| {
            egui::Grid::new("roster.list")
                .striped(true)
                .num_columns(4)
                .show(ui, |ui| {
                    for c in &rows[range] {
                        ui.label(RichText::new(&c.name).strong());
                        ui.label(&c.player);
                        ui.label(&c.group);
                        if ui.small_button("Edit").clicked() {
                            self.editing = Some((*c).clone());
                        }
                        ui.end_row();
                    }
                });
        });
    }
}
