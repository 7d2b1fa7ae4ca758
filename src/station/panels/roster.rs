//! The Roster panel: list, search, add and edit characters.
//!
//! Saving goes through the worker thread to the store; the list shows the
//! roster as the store last answered.
//!
//! CSV import: drop the file onto the window (any panel), choose it in the
//! file dialog, or type its path and press Preview; the worker reads and
//! parses it with the records module's `parse_roster` and the panel shows
//! the columns it understood, the good rows and every bad row (line, column,
//! value, why) before anything is stored. Import sends the good rows to the
//! worker, which stores them and the roster is read again.

use std::path::PathBuf;

use eframe::egui::{self, RichText};

use crate::station::Station;
use crate::station::panels::Panel;
use crate::station::widgets::search::Found;
use crate::station::widgets::{GREEN, RED};
use crate::station::worker::Job;
use crate::station::worker::open::Kind;
use armoury_records::{ParsedRoster, Registration, RosterEntry};

/// How many good rows the preview lists.
const PREVIEW_ROWS: usize = 200;

/// A character being added (empty id) or edited: its roster entry and
/// the names as typed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Editing {
    pub entry: RosterEntry,
    pub player: String,
    pub name: String,
    pub group: String,
}

impl Editing {
    /// Editing a stored character (keeping its id, class, height, hit points).
    pub fn of(c: &Registration) -> Editing {
        Editing {
            entry: c.entry(),
            player: c.player().to_string(),
            name: c.name.clone(),
            group: c.group.clone().unwrap_or_default(),
        }
    }

    /// The entry to store.
    pub fn entry(&self) -> RosterEntry {
        let text = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
        RosterEntry {
            name: self.name.trim().to_string(),
            player_name: text(&self.player),
            group: text(&self.group),
            ..self.entry.clone()
        }
    }
}

/// The Roster panel's state.
#[derive(Default)]
pub struct RosterPanel {
    pub filter: String,
    /// The filter's last answer.
    found: Found,
    /// The character being added or edited.
    pub editing: Option<Editing>,
    /// The CSV file path being typed.
    pub csv_path: String,
    /// The parsed file awaiting Import or Cancel.
    pub preview: Option<ParsedRoster>,
}

impl RosterPanel {
    /// The worker parsed a roster file: show it before importing.
    pub fn on_preview(&mut self, parsed: ParsedRoster) {
        self.preview = Some(parsed);
    }

    fn import_ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        ui.horizontal(|ui| {
            let label = ui.label("CSV file");
            ui.add(
                egui::TextEdit::singleline(&mut self.csv_path)
                    .hint_text("/path/to/roster.csv")
                    .desired_width(420.0),
            )
            .labelled_by(label.id);
            let path = self.csv_path.trim();
            if ui
                .add_enabled(!path.is_empty(), egui::Button::new("Preview"))
                .clicked()
            {
                station.worker.submit(Job::ParseRoster(PathBuf::from(path)));
            }
            if ui
                .button("Choose…")
                .on_hover_text("or drop the file onto the window")
                .clicked()
            {
                station.choose_file(Kind::Roster);
            }
        });
        let Some(parsed) = &self.preview else {
            return;
        };
        let mut close = false;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(
                RichText::new(format!(
                    "{}: {} good rows, {} bad rows",
                    parsed.file,
                    parsed.entries.len(),
                    parsed.problems.len()
                ))
                .strong(),
            );
            let columns: Vec<String> = parsed
                .columns
                .iter()
                .map(|(header, field)| match field {
                    Some(f) => format!("{header} = {}", f.name()),
                    None => format!("{header} (ignored)"),
                })
                .collect();
            ui.label(format!("Columns: {}", columns.join(", ")));
            for problem in &parsed.problems {
                ui.label(
                    RichText::new(format!(
                        "line {}, column {}: value {:?}: {}",
                        problem.line, problem.column, problem.value, problem.message
                    ))
                    .color(RED),
                );
            }
            egui::ScrollArea::vertical()
                .id_salt("roster.preview")
                .max_height(220.0)
                .show(ui, |ui| {
                    egui::Grid::new("roster.preview.rows")
                        .striped(true)
                        .num_columns(5)
                        .show(ui, |ui| {
                            for h in ["line", "id", "character", "player", "group"] {
                                ui.label(RichText::new(h).strong());
                            }
                            ui.end_row();
                            for (line, entry) in parsed.entries.iter().take(PREVIEW_ROWS) {
                                ui.label(line.to_string());
                                ui.label(&entry.id);
                                ui.label(&entry.name);
                                ui.label(entry.player_name.as_deref().unwrap_or(""));
                                ui.label(entry.group.as_deref().unwrap_or(""));
                                ui.end_row();
                            }
                        });
                });
            ui.horizontal(|ui| {
                let good = parsed.entries.len();
                let text = if parsed.problems.is_empty() {
                    format!("Import {good} rows")
                } else {
                    format!(
                        "Import {good} good rows, leave out {} bad",
                        parsed.problems.len()
                    )
                };
                if ui
                    .add_enabled(
                        good > 0,
                        egui::Button::new(RichText::new(text).color(GREEN)),
                    )
                    .clicked()
                {
                    station
                        .worker
                        .submit(Job::ImportRoster(Box::new(parsed.clone())));
                    close = true;
                }
                if ui.button("Cancel import").clicked() {
                    close = true;
                }
            });
        });
        if close {
            self.preview = None;
        }
    }
}

impl Panel for RosterPanel {
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        ui.horizontal(|ui| {
            ui.heading(format!("Roster ({})", station.roster.len()));
            let label = ui.label("Filter");
            ui.add(egui::TextEdit::singleline(&mut self.filter).desired_width(240.0))
                .labelled_by(label.id);
            if ui.button("Add character").clicked() {
                self.editing = Some(Editing::default());
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
                        station.worker.submit(Job::SaveCharacter(editing.entry()));
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
        self.import_ui(ui, station);
        ui.separator();
        // Filtered once per keystroke; only the visible rows are laid out.
        let all = station.roster.all();
        let filtered = (!self.filter.trim().is_empty())
            .then(|| self.found.indices(&station.roster, &self.filter));
        let count = filtered.map_or(all.len(), <[usize]>::len);
        let height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        egui::ScrollArea::vertical().show_rows(ui, height, count, |ui, range| {
            let rows = range.filter_map(|row| match filtered {
                Some(indices) => indices.get(row).and_then(|&i| all.get(i)),
                None => all.get(row),
            });
            egui::Grid::new("roster.list")
                .striped(true)
                .num_columns(4)
                .show(ui, |ui| {
                    for c in rows {
                        ui.label(RichText::new(&c.name).strong());
                        ui.label(c.player());
                        ui.label(c.group.as_deref().unwrap_or(""));
                        if ui.small_button("Edit").clicked() {
                            self.editing = Some(Editing::of(c));
                        }
                        ui.end_row();
                    }
                });
        });
    }
}
