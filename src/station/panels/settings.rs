//! The Settings panel: event, ruleset (shipped or a rules file), templates,
//! printer, station and inspector names. The event is the database's: the
//! station records into the one chosen here (or a new one created here),
//! on the worker thread. Everything else is kept in the preferences file
//! when saved; a rules file is read and validated on the worker thread.
//! The printer is chosen from the system's printers, listed on the worker
//! thread when the panel first opens (and again on "Look again"); when they
//! cannot be listed, the panel says why and takes a typed name. The
//! referees' phones signed in to the event's page (`armoury serve`) are
//! listed on request, each with a button that signs it out (a lost phone).

use std::path::PathBuf;

use eframe::egui::{self, RichText};

use crate::station::panels::Panel;
use crate::station::widgets::choice::{Choice, choice};
use crate::station::worker::Job;
use crate::station::worker::print::{DEFAULT_FAIL_SLIP_TEMPLATE, DEFAULT_TEMPLATE};
use crate::station::{Notice, Station};
use armoury_records::RefereeSession;
use armoury_rules::{names, shipped};
use armoury_tags::spool::Printers;

/// The Settings panel's state.
pub struct SettingsPanel {
    /// The rules file path being typed.
    pub rules_path: String,
    /// A new event's name and last day, as typed.
    pub new_event: String,
    pub new_event_ends: String,
    /// The system's printers as last listed, or why they could not be;
    /// `None` until the worker answers.
    pub printers: Option<Result<Printers, String>>,
    /// Whether the printers were asked for since the panel first opened.
    asked_printers: bool,
    /// The referees' phones signed in to the event's page, as last listed.
    pub referee_phones: Option<Vec<RefereeSession>>,
}

impl SettingsPanel {
    pub fn new(station: &Station) -> Self {
        let rules_path = if shipped::source(&station.prefs.ruleset).is_some() {
            String::new()
        } else {
            station.prefs.ruleset.clone()
        };
        SettingsPanel {
            rules_path,
            new_event: String::new(),
            new_event_ends: String::new(),
            printers: None,
            asked_printers: false,
            referee_phones: None,
        }
    }

    /// The printer: a choice among the system's printers (the system
    /// default first); a typed name while they are being listed or when
    /// they cannot be.
    fn printer_row(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        if !self.asked_printers {
            self.asked_printers = true;
            ask_printers(station);
        }
        let label = ui.label("Printer");
        ui.horizontal(|ui| {
            let printer = &mut station.prefs.printer;
            match &self.printers {
                Some(Ok(printers)) => {
                    let (options, none) = printer_choices(printers, printer.trim());
                    let mut chosen = Some(printer.trim().to_string()).filter(|p| !p.is_empty());
                    if choice(
                        ui,
                        "settings.printer",
                        &mut chosen,
                        &options,
                        Some(&none),
                        320.0,
                    )
                    .labelled_by(label.id)
                    .changed()
                    {
                        *printer = chosen.unwrap_or_default();
                    }
                }
                other => {
                    ui.add(
                        egui::TextEdit::singleline(printer)
                            .hint_text("system default")
                            .desired_width(320.0),
                    )
                    .labelled_by(label.id);
                    match other {
                        Some(Err(why)) => {
                            ui.label(RichText::new(why).color(ui.visuals().warn_fg_color));
                        }
                        _ => {
                            ui.spinner();
                            ui.label("looking for printers…");
                        }
                    }
                }
            }
            if self.printers.is_some() && ui.small_button("Look again").clicked() {
                self.printers = None;
                ask_printers(station);
            }
        });
        ui.end_row();
    }

    /// The event in use (a choice among the store's events) and a new one.
    fn event_rows(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let label = ui.label("Event");
        let options: Vec<Choice> = station
            .events
            .iter()
            .map(|e| Choice::plain(&e.id, &e.describe()))
            .collect();
        let mut chosen = station.event.as_ref().map(|e| e.id.clone());
        if choice(ui, "settings.event", &mut chosen, &options, None, 320.0)
            .labelled_by(label.id)
            .changed()
            && let Some(id) = chosen
        {
            station.worker.submit(Job::UseEvent(id));
        }
        ui.end_row();
        let label = ui.label("New event");
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.new_event)
                    .hint_text("name, e.g. Ancalagon 2026")
                    .desired_width(220.0),
            )
            .labelled_by(label.id);
            let ends = ui.label("last day");
            ui.add(
                egui::TextEdit::singleline(&mut self.new_event_ends)
                    .hint_text("YYYY-MM-DD")
                    .desired_width(100.0),
            )
            .labelled_by(ends.id);
            let name = self.new_event.trim().to_string();
            if ui
                .add_enabled(!name.is_empty(), egui::Button::new("Create and use"))
                .clicked()
            {
                let ends = Some(self.new_event_ends.trim().to_string()).filter(|e| !e.is_empty());
                station.worker.submit(Job::CreateEvent(name, ends));
                self.new_event.clear();
                self.new_event_ends.clear();
            }
        });
        ui.end_row();
    }
}

impl SettingsPanel {
    /// The referees' phones signed in to the event's page: listed on
    /// request, each with a button to sign it out.
    fn referee_phone_rows(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        ui.label("Referees' phones");
        ui.vertical(|ui| {
            match &self.referee_phones {
                None => {}
                Some(phones) if phones.is_empty() => {
                    ui.label("none signed in to the referees' page");
                }
                Some(phones) => {
                    for phone in phones {
                        ui.horizontal(|ui| {
                            ui.label(format!(
                                "{} · {} · since {}",
                                names::escaped(&phone.phone),
                                phone.address,
                                phone.created_at
                            ));
                            // Named by its id, as `armoury event referee-sessions` lists it.
                            if ui
                                .button(format!("Sign out {}", phone.id))
                                .on_hover_text(
                                    "for a lost phone: it must scan the referee card again",
                                )
                                .clicked()
                            {
                                station
                                    .worker
                                    .submit(Job::RevokeRefereeSession(phone.id.clone()));
                            }
                        });
                    }
                }
            }
            let ask = if self.referee_phones.is_some() {
                "List again"
            } else {
                "List signed-in phones"
            };
            if ui.button(ask).clicked() {
                station.worker.submit(Job::RefereeSessions);
            }
        });
        ui.end_row();
    }
}

impl Panel for SettingsPanel {
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        ui.heading("Settings");
        egui::Grid::new("settings")
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                self.event_rows(ui, station);
                let prefs = &mut station.prefs;
                for (name, value, hint) in [
                    ("Station name", &mut prefs.station, "e.g. Gate 2"),
                    ("Inspector", &mut prefs.inspector, "your name"),
                    ("Tag template", &mut prefs.template, DEFAULT_TEMPLATE),
                    (
                        "Fail slip template",
                        &mut prefs.fail_slip_template,
                        DEFAULT_FAIL_SLIP_TEMPLATE,
                    ),
                ] {
                    let label = ui.label(name);
                    ui.add(
                        egui::TextEdit::singleline(value)
                            .hint_text(hint)
                            .desired_width(320.0),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                }
                self.printer_row(ui, station);
                self.referee_phone_rows(ui, station);
                ui.label("Printing");
                ui.vertical(|ui| {
                    ui.checkbox(
                        &mut station.prefs.print,
                        format!(
                            "send to the printer (PDFs are kept in {})",
                            station.tags_dir.display()
                        ),
                    );
                    ui.checkbox(
                        &mut station.prefs.fail_slips,
                        "a fail slip for every reject (else Ctrl+P prints one)",
                    );
                });
                ui.end_row();
                ui.label("Ruleset");
                ui.vertical(|ui| {
                    ui.label(
                        RichText::new(format!(
                            "{} {} — {}",
                            station.ruleset.meta.id,
                            station.ruleset.meta.version,
                            station.ruleset_origin
                        ))
                        .strong(),
                    );
                    ui.horizontal(|ui| {
                        for (id, _) in shipped::SHIPPED {
                            if ui.button(format!("Use shipped {id}")).clicked() {
                                match shipped::load(id) {
                                    Ok(rs) => {
                                        station.set_ruleset(rs, format!("shipped {id}"));
                                        station.prefs.ruleset = id.to_string();
                                    }
                                    Err(e) => station.notice = Some(Notice::Error(e.to_string())),
                                }
                            }
                        }
                    });
                    ui.horizontal(|ui| {
                        let label = ui.label("Rules file");
                        ui.add(
                            egui::TextEdit::singleline(&mut self.rules_path).desired_width(320.0),
                        )
                        .labelled_by(label.id);
                        if ui
                            .button("Choose…")
                            .on_hover_text("or drop the file onto the window")
                            .clicked()
                        {
                            station.choose_file(crate::station::worker::open::Kind::Rules);
                        }
                        if ui.button("Load").clicked() && !self.rules_path.trim().is_empty() {
                            let path = self.rules_path.trim().to_string();
                            station.prefs.ruleset = path.clone();
                            station.worker.submit(Job::LoadRuleset(PathBuf::from(path)));
                        }
                    });
                });
                ui.end_row();
            });
        ui.add_space(8.0);
        if ui.button("Save settings").clicked() {
            station.save_prefs();
            if station.prefs_path.is_some() && !matches!(station.notice, Some(Notice::Error(_))) {
                station.notice = Some(Notice::Info("settings saved".into()));
            }
        }
        let provisional = station.ruleset.provisional_values();
        if !provisional.is_empty() {
            ui.add_space(8.0);
            ui.label(RichText::new("Provisional values in this ruleset").strong());
            for p in provisional {
                ui.label(format!("{}: {}", p.id, p.provenance));
            }
        }
    }
}

/// Asks the worker for the system's printers (answered as `Done::Printers`).
fn ask_printers(station: &mut Station) {
    station
        .worker
        .submit(Job::ListPrinters(station.printer_lister.clone()));
}

/// The printer choice's options (each printer, the system's default
/// marked, and a saved printer that is no longer there, marked so) and the
/// label of choosing none (the system default, named when there is one).
fn printer_choices(printers: &Printers, saved: &str) -> (Vec<Choice>, String) {
    let mut options: Vec<Choice> = printers
        .names
        .iter()
        .map(|name| {
            if printers.default.as_deref() == Some(name.as_str()) {
                Choice::plain(name, &format!("{name} (the default)"))
            } else {
                Choice::plain(name, name)
            }
        })
        .collect();
    if !saved.is_empty() && !printers.names.iter().any(|name| name == saved) {
        options.push(Choice {
            id: saved.to_string(),
            text: RichText::new(format!("{saved} (not found now)")).italics(),
        });
    }
    let none = match &printers.default {
        Some(name) => format!("system default ({name})"),
        None if printers.names.is_empty() => "system default (no printers found)".to_string(),
        None => "system default (none set)".to_string(),
    };
    (options, none)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_printer_choices_name_the_default_and_a_saved_printer_that_is_gone() {
        let printers = Printers {
            names: vec!["Office".into(), "Brother_QL".into()],
            default: Some("Brother_QL".into()),
        };
        let names = |options: &[Choice]| -> Vec<String> {
            options.iter().map(|o| o.text.text().to_string()).collect()
        };
        let (options, none) = printer_choices(&printers, "");
        assert_eq!(names(&options), ["Office", "Brother_QL (the default)"]);
        assert_eq!(none, "system default (Brother_QL)");
        let (options, _) = printer_choices(&printers, "Old_Label");
        assert_eq!(options[2].id, "Old_Label");
        assert_eq!(names(&options)[2], "Old_Label (not found now)");
        let (options, none) = printer_choices(&Printers::default(), "");
        assert!(options.is_empty());
        assert_eq!(none, "system default (no printers found)");
    }
}
