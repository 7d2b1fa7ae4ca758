//! The Roster panel: list, search, add and edit characters.
//!
//! Saving goes through the worker thread to the store; the list shows the
//! roster as the store last answered.
//!
//! CSV import: drop the file onto the window (any panel), choose it in the
//! file dialog, or type its path and press Preview; the worker reads and
//! parses it with the records module's `parse_roster` and the panel shows
//! the columns it understood, the good rows and every bad row (line, column,
//! value, and why in `said_errors`' words) before anything is stored, with
//! the encoding the file was read in when it was not plain UTF-8 and the
//! values whose characters suggest a wrong one. Import sends the good rows to the worker, which
//! stores them and the roster is read again.
//!
//! The panel's words come from `station-setup.ftl` (`set-roster-*`).

use std::path::PathBuf;

use eframe::egui::{self, RichText};

use crate::said_errors::row_problem_kind;
use crate::station::Station;
use crate::station::panels::Panel;
use crate::station::widgets::search::Found;
use crate::station::widgets::{AMBER, GREEN, RED};
use crate::station::worker::Job;
use crate::station::worker::open::Kind;
use armoury_l10n::L10n;
use armoury_records::{ParsedRoster, ReadAs, ReadAsReason, Registration, RosterEntry};

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
        let l = station.l10n;
        ui.horizontal(|ui| {
            let label = ui.label(l.text("set-roster-csv-file"));
            ui.add(
                egui::TextEdit::singleline(&mut self.csv_path)
                    .hint_text(l.text("set-roster-csv-hint"))
                    .desired_width(420.0),
            )
            .labelled_by(label.id);
            let path = self.csv_path.trim();
            if ui
                .add_enabled(
                    !path.is_empty(),
                    egui::Button::new(l.text("set-roster-preview")),
                )
                .clicked()
            {
                station.worker.submit(Job::ParseRoster(PathBuf::from(path)));
            }
            if ui
                .button(l.text("set-choose-file"))
                .on_hover_text(l.text("set-drop-file-hint"))
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
                RichText::new(l.format(
                    "set-roster-preview-summary",
                    &[
                        ("file", (&parsed.file).into()),
                        ("good", parsed.entries.len().into()),
                        ("bad", parsed.problems.len().into()),
                    ],
                ))
                .strong(),
            );
            if let Some(read_as) = parsed.read_as
                && let Some(text) = read_as_text(l, read_as)
            {
                ui.label(text);
            }
            let columns: Vec<String> = parsed
                .columns
                .iter()
                .map(|(header, field)| match field {
                    Some(f) => format!("{header} = {}", f.name()),
                    None => l.format("set-roster-column-ignored", &[("header", header.into())]),
                })
                .collect();
            ui.label(l.format(
                "set-roster-columns",
                &[("columns", columns.join(", ").into())],
            ));
            for problem in &parsed.problems {
                ui.label(
                    RichText::new(l.format(
                        "set-roster-problem",
                        &[
                            ("line", problem.line.to_string().into()),
                            ("column", (&problem.column).into()),
                            ("value", format!("{:?}", problem.value).into()),
                            ("message", row_problem_kind(l, &problem.kind).into()),
                        ],
                    ))
                    .color(RED),
                );
            }
            if !parsed.unusual.is_empty() {
                ui.label(RichText::new(l.text("set-roster-unusual")).color(AMBER));
                for unusual in &parsed.unusual {
                    ui.label(
                        RichText::new(l.format(
                            "set-roster-unusual-value",
                            &[
                                ("line", unusual.line.to_string().into()),
                                ("column", (&unusual.column).into()),
                                ("value", format!("{:?}", unusual.value).into()),
                                ("character", format!("{:?}", unusual.character).into()),
                            ],
                        ))
                        .color(AMBER),
                    );
                }
            }
            egui::ScrollArea::vertical()
                .id_salt("roster.preview")
                .max_height(220.0)
                .show(ui, |ui| {
                    egui::Grid::new("roster.preview.rows")
                        .striped(true)
                        .num_columns(5)
                        .show(ui, |ui| {
                            for h in [
                                "set-roster-col-line",
                                "set-roster-col-id",
                                "set-roster-col-character",
                                "set-roster-col-player",
                                "set-roster-col-group",
                            ] {
                                ui.label(RichText::new(l.text(h)).strong());
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
                let (good, bad) = (parsed.entries.len(), parsed.problems.len());
                let text = if bad == 0 {
                    l.format("set-roster-import-all", &[("good", good.into())])
                } else {
                    l.format(
                        "set-roster-import-good",
                        &[("good", good.into()), ("bad", bad.into())],
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
                if ui.button(l.text("set-roster-cancel-import")).clicked() {
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
        let l = station.l10n;
        ui.horizontal(|ui| {
            ui.heading(l.format(
                "set-roster-heading",
                &[("count", station.roster.len().into())],
            ));
            let label = ui.label(l.text("set-roster-filter"));
            ui.add(egui::TextEdit::singleline(&mut self.filter).desired_width(240.0))
                .labelled_by(label.id);
            if ui.button(l.text("set-roster-add")).clicked() {
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
                            ("set-roster-player", &mut editing.player),
                            ("set-roster-character", &mut editing.name),
                            ("set-roster-group", &mut editing.group),
                        ] {
                            let label = ui.label(l.text(name));
                            ui.add(egui::TextEdit::singleline(value))
                                .labelled_by(label.id);
                            ui.end_row();
                        }
                    });
                ui.horizontal(|ui| {
                    let complete =
                        !editing.player.trim().is_empty() && !editing.name.trim().is_empty();
                    if ui
                        .add_enabled(complete, egui::Button::new(l.text("set-save")))
                        .clicked()
                    {
                        station.worker.submit(Job::SaveCharacter(editing.entry()));
                        close = true;
                    }
                    if ui.button(l.text("set-cancel")).clicked() {
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
                        if ui.small_button(l.text("set-roster-edit")).clicked() {
                            self.editing = Some(Editing::of(c));
                        }
                        ui.end_row();
                    }
                });
        });
    }
}

/// The line saying which encoding the file was read in, unless it was
/// plain UTF-8 (nothing to say then).
fn read_as_text(l: L10n, read_as: ReadAs) -> Option<String> {
    let id = match read_as.reason {
        ReadAsReason::ValidUtf8 => return None,
        ReadAsReason::Mark => "set-roster-read-as-mark",
        ReadAsReason::NotUtf8 => "set-roster-read-as-not-utf8",
        ReadAsReason::Given => "set-roster-read-as-given",
    };
    Some(l.format(id, &[("encoding", read_as.encoding.into())]))
}
