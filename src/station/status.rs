//! The strips every panel shows: the provisional-values [`banner`] at the
//! top and the device and worker [`strip`] at the bottom.

use eframe::egui::{self, Color32, RichText};

use super::check::{AMBER, GREEN, RED};
use super::measure::{Link, Phase};
use super::{Notice, Station};

/// An amber banner while the ruleset has provisional values.
pub fn banner(ui: &mut egui::Ui, station: &Station) {
    let provisional = station.ruleset.provisional_values();
    if provisional.is_empty() {
        return;
    }
    egui::Frame::new()
        .fill(AMBER)
        .inner_margin(6.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                RichText::new(format!(
                    "Ruleset {} has {} provisional values not in its source text: an item outside one is referred to the game master. Hover for the list; Settings shows their provenance.",
                    station.ruleset.meta.id,
                    provisional.len(),
                ))
                .color(Color32::BLACK),
            )
            .on_hover_text(
                provisional
                    .iter()
                    .map(|p| format!("{}: {}", p.id, p.provenance))
                    .collect::<Vec<_>>()
                    .join("\n"),
            );
        });
}

/// Each device's state, the worker's progress, the last notice and who is at the station.
pub fn strip(ui: &mut egui::Ui, station: &Station) {
    ui.horizontal_wrapped(|ui| {
        let mut any = false;
        for (source, state) in station.devices.states() {
            any = true;
            let (text, colour) = match &state.link {
                Link::Connected => ("connected".to_string(), GREEN),
                Link::Reading { stable } => {
                    let value = state
                        .last
                        .map(|m| {
                            let unit = m.value.dimension().canonical_unit();
                            let phase = match m.phase {
                                Phase::Unstable => "unstable",
                                Phase::Stable => "stable",
                                Phase::Captured => "captured",
                            };
                            format!("{} {phase}", m.value.display_in(unit))
                        })
                        .unwrap_or_default();
                    (
                        format!("reading {value}"),
                        if *stable { GREEN } else { AMBER },
                    )
                }
                Link::Disconnected { reason } => (format!("disconnected: {reason}"), RED),
            };
            ui.label(RichText::new(format!("{} ({})", source.name(), state.name)).color(colour));
            ui.label(text);
            ui.separator();
        }
        if !any {
            ui.label(RichText::new("no devices: type every value").weak());
            ui.separator();
        }
        if let Some(job) = station.worker.busy() {
            ui.spinner();
            ui.label(job);
            ui.separator();
        }
        match &station.notice {
            Some(Notice::Error(message)) => {
                ui.label(RichText::new(message).color(RED));
            }
            Some(Notice::Info(message)) => {
                ui.label(message);
            }
            None => {}
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let prefs = &station.prefs;
            let mut who: Vec<String> = Vec::new();
            if !prefs.station.is_empty() {
                who.push(format!("station {}", prefs.station));
            }
            if !prefs.inspector.is_empty() {
                who.push(format!("inspector {}", prefs.inspector));
            }
            if who.is_empty() {
                who.push("set station and inspector in Settings".into());
            }
            who.push(station.ruleset.meta.id.clone());
            ui.label(who.join(" · "));
        });
    });
}
