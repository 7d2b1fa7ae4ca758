//! The first run's one-time prompt: the station's name and the inspector.
//!
//! When the station starts with no preferences file yet, a modal asks for
//! the two names the tags and the records carry; Enter accepts them (and
//! writes the preferences file), Esc leaves them for Settings. Either way
//! it does not come back: the preferences file exists from then on.
//! Its words come from `station-setup.ftl` (`set-welcome-*`).

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
        let l = station.l10n;
        let mut answer = Answer::Open;
        let modal = egui::Modal::new(egui::Id::unique("welcome")).show(ui.ctx(), |ui| {
            ui.set_width(460.0);
            ui.heading(l.text("set-welcome-heading"));
            ui.label(l.text("set-welcome-question"));
            egui::Grid::new("welcome.names")
                .num_columns(2)
                .spacing([10.0, 8.0])
                .show(ui, |ui| {
                    for (name, id, value, hint) in [
                        (
                            "set-welcome-station",
                            Some(station_id()),
                            &mut self.station,
                            "set-welcome-station-hint",
                        ),
                        (
                            "set-inspector",
                            None,
                            &mut self.inspector,
                            "set-inspector-hint",
                        ),
                    ] {
                        let label = ui.label(l.text(name));
                        let mut edit = egui::TextEdit::singleline(value)
                            .hint_text(l.text(hint))
                            .desired_width(280.0);
                        if let Some(id) = id {
                            edit = edit.id(id);
                        }
                        ui.add(edit).labelled_by(label.id);
                        ui.end_row();
                    }
                });
            ui.label(RichText::new(l.text("set-welcome-keys")).weak());
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
            station.notice = Some(Notice::Info(l.format(
                "set-welcome-saved",
                &[
                    ("station", format!("{:?}", station.prefs.station).into()),
                    ("inspector", format!("{:?}", station.prefs.inspector).into()),
                ],
            )));
            station.save_prefs();
        }
        answer
    }
}
