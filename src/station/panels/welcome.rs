//! The first run's one-time prompt: the station's name and the inspector.
//!
//! When the station starts with no preferences file yet, a modal asks for
//! the two names the tags and the records carry; Enter accepts them (and
//! writes the preferences file), Esc leaves them for Settings. Either way
//! it does not come back: the preferences file exists from then on.

use eframe::egui::{self, Key, RichText};

use crate::station::{Notice, Station};

/// The prompt's fields as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Welcome {
    pub station: String,
    pub inspector: String,
    /// The station field has been given the keyboard.
    focused: bool,
}

/// What the marshal did with the prompt this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Open,
    Accepted,
    Dismissed,
}

fn station_id() -> egui::Id {
    egui::Id::unique("welcome.station")
}

impl Welcome {
    /// Draws the prompt over the window; on Enter the names go into the
    /// preferences, which are saved.
    pub fn show(&mut self, ui: &mut egui::Ui, station: &mut Station) -> Answer {
        let mut answer = Answer::Open;
        let modal = egui::Modal::new(egui::Id::unique("welcome")).show(ui.ctx(), |ui| {
            ui.set_width(460.0);
            ui.heading("Welcome to Armoury");
            ui.label(
                "Which station is this, and who inspects here? Tags and records carry both names.",
            );
            egui::Grid::new("welcome.names")
                .num_columns(2)
                .spacing([10.0, 8.0])
                .show(ui, |ui| {
                    for (name, id, value, hint) in [
                        (
                            "Station",
                            Some(station_id()),
                            &mut self.station,
                            "e.g. desk 1",
                        ),
                        ("Inspector", None, &mut self.inspector, "your name"),
                    ] {
                        let label = ui.label(name);
                        let mut edit = egui::TextEdit::singleline(value)
                            .hint_text(hint)
                            .desired_width(280.0);
                        if let Some(id) = id {
                            edit = edit.id(id);
                        }
                        ui.add(edit).labelled_by(label.id);
                        ui.end_row();
                    }
                });
            ui.label(RichText::new("Enter accepts; Esc leaves them for Settings (Ctrl+6).").weak());
            if ui.input(|i| i.key_pressed(Key::Enter)) {
                answer = Answer::Accepted;
            }
        });
        if !self.focused {
            self.focused = true;
            ui.memory_mut(|m| m.request_focus(station_id()));
        }
        if answer == Answer::Open && modal.should_close() {
            answer = Answer::Dismissed;
        }
        if answer == Answer::Accepted {
            station.prefs.station = self.station.trim().to_string();
            station.prefs.inspector = self.inspector.trim().to_string();
            station.notice = Some(Notice::Info(format!(
                "station {:?}, inspector {:?}: change them in Settings",
                station.prefs.station, station.prefs.inspector
            )));
            station.save_prefs();
        }
        answer
    }
}
