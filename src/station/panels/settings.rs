//! The Settings panel: event, language, ruleset (shipped or a rules file),
//! templates, printer, station and inspector names, whether the event takes
//! photos of items (off, optional, required: the event's, for every desk)
//! and this desk's webcam. The event is the
//! database's: the station records into the one chosen here (or a new one
//! created here), on the worker thread. Everything else is kept in the
//! preferences file when saved (the language as soon as it is chosen, and
//! the window switches to it at once); a rules file is read and validated
//! on the worker thread.
//! The printer is chosen from the system's printers, listed on the worker
//! thread when the panel first opens (and again on "Look again"); when they
//! cannot be listed, the panel says why and takes a typed name. The
//! referees' phones signed in to the event's page (`armoury serve`) are
//! listed on request, each with a button that signs it out (a lost phone).
//! The panel's words come from `station-setup.ftl` (`set-settings-*`).

use std::path::PathBuf;

use eframe::egui::{self, RichText};

use crate::station::panels::Panel;
use crate::station::widgets::choice::{Choice, choice};
use crate::station::worker::Job;
use crate::station::worker::print::{DEFAULT_FAIL_SLIP_TEMPLATE, DEFAULT_TEMPLATE};
use crate::station::{Notice, Station};
use armoury_l10n::{L10n, Lang, numbers};
use armoury_records::{Event, PhotoPolicy, RefereeSession};
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
    /// The webcams found (listed when the panel first opens).
    cameras: Option<Vec<armoury_camera::CameraInfo>>,
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
            cameras: None,
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
        let l = station.l10n;
        let label = ui.label(l.text("set-settings-printer"));
        ui.horizontal(|ui| {
            let printer = &mut station.prefs.printer;
            match &self.printers {
                Some(Ok(printers)) => {
                    let (options, none) = printer_choices(l, printers, printer.trim());
                    let mut chosen = Some(printer.trim().to_string()).filter(|p| !p.is_empty());
                    if choice(
                        ui,
                        l,
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
                            .hint_text(l.text("set-settings-printer-hint"))
                            .desired_width(320.0),
                    )
                    .labelled_by(label.id);
                    match other {
                        Some(Err(why)) => {
                            ui.label(RichText::new(why).color(ui.visuals().warn_fg_color));
                        }
                        _ => {
                            ui.spinner();
                            ui.label(l.text("set-settings-printer-looking"));
                        }
                    }
                }
            }
            if self.printers.is_some() && ui.small_button(l.text("set-look-again")).clicked() {
                self.printers = None;
                ask_printers(station);
            }
        });
        ui.end_row();
    }

    /// The event in use (a choice among the store's events) and a new one.
    fn event_rows(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        let label = ui.label(l.text("set-settings-event"));
        let options: Vec<Choice> = station
            .events
            .iter()
            .map(|e| Choice::plain(&e.id, &describe_event(l, e)))
            .collect();
        let mut chosen = station.event.as_ref().map(|e| e.id.clone());
        if choice(ui, l, "settings.event", &mut chosen, &options, None, 320.0)
            .labelled_by(label.id)
            .changed()
            && let Some(id) = chosen
        {
            station.worker.submit(Job::UseEvent(id));
        }
        ui.end_row();
        let label = ui.label(l.text("set-settings-new-event"));
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.new_event)
                    .hint_text(l.text("set-settings-new-event-hint"))
                    .desired_width(220.0),
            )
            .labelled_by(label.id);
            let ends = ui.label(l.text("set-settings-last-day"));
            ui.add(
                egui::TextEdit::singleline(&mut self.new_event_ends)
                    .hint_text(l.text("set-settings-last-day-hint"))
                    .desired_width(100.0),
            )
            .labelled_by(ends.id);
            let name = self.new_event.trim().to_string();
            let create = egui::Button::new(l.text("set-settings-create-event"));
            if ui.add_enabled(!name.is_empty(), create).clicked() {
                let ends = Some(self.new_event_ends.trim().to_string()).filter(|e| !e.is_empty());
                // A new event is run by the shipped ruleset the station is on.
                let ruleset = station.shipped_ruleset().map(str::to_string);
                station.worker.submit(Job::CreateEvent(name, ends, ruleset));
                self.new_event.clear();
                self.new_event_ends.clear();
            }
            if let Some(ruleset) = station.shipped_ruleset() {
                let words = l.format(
                    "set-settings-new-event-ruleset",
                    &[("ruleset", ruleset.into())],
                );
                ui.label(RichText::new(words).weak())
                    .on_hover_text(l.text("set-settings-new-event-ruleset-hover"));
            }
        });
        ui.end_row();
    }

    /// The language: each one Armoury speaks, by its own name. Choosing one
    /// switches the window at once and saves the preferences.
    fn language_row(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        let label = ui.label(l.text("set-settings-language"));
        let options: Vec<Choice> = Lang::ALL
            .iter()
            .map(|lang| Choice::plain(lang.tag(), lang.own_name()))
            .collect();
        let mut chosen = Some(l.lang().tag().to_string());
        if choice(
            ui,
            l,
            "settings.language",
            &mut chosen,
            &options,
            None,
            160.0,
        )
        .labelled_by(label.id)
        .changed()
            && let Some(lang) = chosen.as_deref().and_then(Lang::parse)
        {
            station.prefs.language = lang.tag().to_string();
            station.l10n = L10n::new(lang);
            station.save_prefs();
        }
        ui.end_row();
    }
}

impl SettingsPanel {
    /// Whether the event's desks take photos (the event's, for every desk),
    /// and this desk's webcam (its own, in the preferences).
    fn photo_rows(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        let label = ui.label(l.text("set-settings-photos"));
        let options: Vec<Choice> = PhotoPolicy::ALL
            .iter()
            .map(|p| Choice::plain(p.as_str(), &l.text(&format!("set-photos-{}", p.as_str()))))
            .collect();
        let current = station.event.as_ref().map(|e| e.photos);
        let mut chosen = current.map(|p| p.as_str().to_string());
        if choice(ui, l, "settings.photos", &mut chosen, &options, None, 320.0)
            .labelled_by(label.id)
            .changed()
            && let Some(policy) = chosen.as_deref().and_then(|p| PhotoPolicy::parse(p).ok())
            && Some(policy) != current
        {
            station.worker.submit(Job::SetEventPhotos(policy));
        }
        ui.end_row();
        let label = ui.label(l.text("set-settings-camera"));
        ui.horizontal(|ui| {
            let cameras = self.cameras.get_or_insert_with(armoury_camera::cameras);
            let test_pattern = l.text("set-camera-test-pattern");
            let options: Vec<Choice> = cameras
                .iter()
                .map(|c| match c.id.as_str() {
                    armoury_camera::TEST_PATTERN => Choice::plain(&c.id, &test_pattern),
                    _ => Choice::plain(&c.id, &c.name),
                })
                .collect();
            let mut chosen = Some(station.prefs.camera.clone()).filter(|c| !c.is_empty());
            let none = l.text("set-settings-no-camera");
            if choice(
                ui,
                l,
                "settings.camera",
                &mut chosen,
                &options,
                Some(&none),
                320.0,
            )
            .labelled_by(label.id)
            .changed()
            {
                station.prefs.camera = chosen.unwrap_or_default();
            }
            if ui
                .small_button(l.text("set-settings-cameras-again"))
                .clicked()
            {
                self.cameras = None;
            }
        });
        ui.end_row();
    }

    /// The referees' phones signed in to the event's page: listed on
    /// request, each with a button to sign it out.
    fn referee_phone_rows(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        ui.label(l.text("set-settings-referee-phones"));
        ui.vertical(|ui| {
            match &self.referee_phones {
                None => {}
                Some(phones) if phones.is_empty() => {
                    ui.label(l.text("set-settings-no-referee-phones"));
                }
                Some(phones) => {
                    for phone in phones {
                        ui.horizontal(|ui| {
                            ui.label(l.format(
                                "set-settings-referee-phone",
                                &[
                                    ("phone", names::escaped(&phone.phone).into()),
                                    ("address", (&phone.address).into()),
                                    ("since", (&phone.created_at).into()),
                                ],
                            ));
                            // Named by its id, as `armoury event referee-sessions` lists it.
                            let sign_out =
                                l.format("set-settings-sign-out", &[("id", (&phone.id).into())]);
                            if ui
                                .button(sign_out)
                                .on_hover_text(l.text("set-settings-sign-out-hover"))
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
                "set-settings-list-again"
            } else {
                "set-settings-list-phones"
            };
            if ui.button(l.text(ask)).clicked() {
                station.worker.submit(Job::RefereeSessions);
            }
        });
        ui.end_row();
    }
}

impl Panel for SettingsPanel {
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        ui.heading(station.l10n.text("set-settings-heading"));
        egui::Grid::new("settings")
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                self.event_rows(ui, station);
                self.language_row(ui, station);
                // After the language row: a new choice shows at once.
                let l = station.l10n;
                let prefs = &mut station.prefs;
                for (name, value, hint) in [
                    (
                        "set-settings-station-name",
                        &mut prefs.station,
                        l.text("set-settings-station-name-hint"),
                    ),
                    (
                        "set-inspector",
                        &mut prefs.inspector,
                        l.text("set-inspector-hint"),
                    ),
                    (
                        "set-settings-tag-template",
                        &mut prefs.template,
                        DEFAULT_TEMPLATE.to_string(),
                    ),
                    (
                        "set-settings-fail-slip-template",
                        &mut prefs.fail_slip_template,
                        DEFAULT_FAIL_SLIP_TEMPLATE.to_string(),
                    ),
                ] {
                    let label = ui.label(l.text(name));
                    ui.add(
                        egui::TextEdit::singleline(value)
                            .hint_text(hint)
                            .desired_width(320.0),
                    )
                    .labelled_by(label.id);
                    ui.end_row();
                }
                self.printer_row(ui, station);
                self.photo_rows(ui, station);
                self.referee_phone_rows(ui, station);
                ui.label(l.text("set-settings-printing"));
                ui.vertical(|ui| {
                    let print = l.format(
                        "set-settings-print",
                        &[("dir", station.tags_dir.display().to_string().into())],
                    );
                    ui.checkbox(&mut station.prefs.print, print);
                    ui.checkbox(
                        &mut station.prefs.fail_slips,
                        l.text("set-settings-fail-slips"),
                    );
                });
                ui.end_row();
                ui.label(l.text("set-settings-ruleset"));
                ui.vertical(|ui| {
                    ui.label(
                        RichText::new(format!(
                            "{} {} — {}",
                            station.ruleset.meta.id,
                            station.ruleset.meta.version,
                            origin(l, &station.ruleset_origin)
                        ))
                        .strong(),
                    );
                    ui.horizontal(|ui| {
                        for &(id, _) in shipped::SHIPPED {
                            let text = l.format("set-settings-use-shipped", &[("id", id.into())]);
                            if ui.button(text).clicked() {
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
                        let label = ui.label(l.text("set-settings-rules-file"));
                        ui.add(
                            egui::TextEdit::singleline(&mut self.rules_path).desired_width(320.0),
                        )
                        .labelled_by(label.id);
                        if ui
                            .button(l.text("set-choose-file"))
                            .on_hover_text(l.text("set-drop-file-hint"))
                            .clicked()
                        {
                            station.choose_file(crate::station::worker::open::Kind::Rules);
                        }
                        if ui.button(l.text("set-settings-load")).clicked()
                            && !self.rules_path.trim().is_empty()
                        {
                            let path = self.rules_path.trim().to_string();
                            station.prefs.ruleset = path.clone();
                            station.worker.submit(Job::LoadRuleset(PathBuf::from(path)));
                        }
                    });
                });
                ui.end_row();
            });
        ui.add_space(8.0);
        let l = station.l10n;
        if ui.button(l.text("set-settings-save")).clicked() {
            station.save_prefs();
            if station.prefs_path.is_some() && !matches!(station.notice, Some(Notice::Error(_))) {
                station.notice = Some(Notice::Info(l.text("set-settings-saved")));
            }
        }
        let provisional = station.ruleset.provisional_values();
        if !provisional.is_empty() {
            ui.add_space(8.0);
            ui.label(RichText::new(l.text("set-settings-provisional")).strong());
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

/// The event in words, in `l`'s language: `Ancalagon 2026 (AN26, until
/// 2026-07-12)`.
pub(crate) fn describe_event(l: L10n, event: &Event) -> String {
    match &event.ends_on {
        Some(end) => l.format(
            "set-settings-event-until",
            &[
                ("name", (&event.name).into()),
                ("prefix", (&event.tag_prefix).into()),
                ("end", numbers::iso_date(l.lang(), end).into()),
            ],
        ),
        None => format!("{} ({})", event.name, event.tag_prefix),
    }
}

/// Where the ruleset came from, in `l`'s language: `shipped ID` (as the
/// station keeps it) in words, a path as it is.
fn origin(l: L10n, kept: &str) -> String {
    match kept.strip_prefix("shipped ") {
        Some(id) if shipped::source(id).is_some() => {
            l.format("set-settings-shipped", &[("id", id.into())])
        }
        _ => kept.to_string(),
    }
}

/// The printer choice's options (each printer, the system's default
/// marked, and a saved printer that is no longer there, marked so) and the
/// label of choosing none (the system default, named when there is one).
fn printer_choices(l: L10n, printers: &Printers, saved: &str) -> (Vec<Choice>, String) {
    let named = |id: &str, name: &str| l.format(id, &[("name", name.into())]);
    let mut options: Vec<Choice> = printers
        .names
        .iter()
        .map(|name| {
            if printers.default.as_deref() == Some(name.as_str()) {
                Choice::plain(name, &named("set-settings-printer-default", name))
            } else {
                Choice::plain(name, name)
            }
        })
        .collect();
    if !saved.is_empty() && !printers.names.iter().any(|name| name == saved) {
        options.push(Choice {
            id: saved.to_string(),
            text: RichText::new(named("set-settings-printer-gone", saved)).italics(),
        });
    }
    let none = match &printers.default {
        Some(name) => named("set-settings-printer-system", name),
        None if printers.names.is_empty() => l.text("set-settings-printer-none-found"),
        None => l.text("set-settings-printer-none-set"),
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
        let en = L10n::new(Lang::En);
        let names = |options: &[Choice]| -> Vec<String> {
            options.iter().map(|o| o.text.text().to_string()).collect()
        };
        let (options, none) = printer_choices(en, &printers, "");
        assert_eq!(names(&options), ["Office", "Brother_QL (the default)"]);
        assert_eq!(none, "system default (Brother_QL)");
        let (options, _) = printer_choices(en, &printers, "Old_Label");
        assert_eq!(options[2].id, "Old_Label");
        assert_eq!(names(&options)[2], "Old_Label (not found now)");
        let (options, none) = printer_choices(en, &Printers::default(), "");
        assert!(options.is_empty());
        assert_eq!(none, "system default (no printers found)");
    }
}
