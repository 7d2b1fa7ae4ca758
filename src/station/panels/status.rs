//! The strips every panel shows: the provisional-values [`banner`] at the
//! top and the device and worker [`strip`] at the bottom.

use eframe::egui::{self, Color32, RichText};

use crate::station::devices::measure::{Link, Phase};
use crate::station::widgets::{AMBER, GREEN, RED};
use crate::station::{Notice, Station};

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

/// Two rows: each device's state and the worker's progress; then the last
/// notice and, at the right, who is at the station. The notice gets the
/// width that is left on its row and a long one is cut (whole on hover).
pub fn strip(ui: &mut egui::Ui, station: &Station) {
    ui.horizontal(|ui| {
        devices(ui, station);
        server(ui, station);
        if let Some(job) = station.worker.busy() {
            ui.separator();
            ui.spinner();
            ui.label(job);
        }
    });
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        ui.label(who_is_here(station));
        let notice = match &station.notice {
            Some(Notice::Error(message)) => Some(RichText::new(message).color(RED)),
            Some(Notice::Info(message)) => Some(RichText::new(message)),
            None => None,
        };
        if let Some(notice) = notice {
            ui.separator();
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                ui.add(egui::Label::new(notice).truncate());
            });
        }
    });
}

/// A station on a server: whether it answers, and what waits to be sent.
fn server(ui: &mut egui::Ui, station: &Station) {
    let Some(state) = station.server else {
        return;
    };
    ui.separator();
    let waiting = match state.waiting {
        0 => String::new(),
        1 => " · 1 inspection waiting".to_string(),
        n => format!(" · {n} inspections waiting"),
    };
    let (text, colour) = match (state.reachable, state.waiting) {
        (true, _) => (format!("server: connected{waiting}"), GREEN),
        (false, 0) => (
            "server unreachable: decisions wait on this laptop".to_string(),
            RED,
        ),
        (false, _) => (
            format!("server unreachable{waiting} (kept on this laptop)"),
            RED,
        ),
    };
    ui.label(RichText::new(text).color(colour))
        .on_hover_text("Decided inspections wait in this station's outbox while the server is away and are sent, in order, when it is back.");
}

fn devices(ui: &mut egui::Ui, station: &Station) {
    let mut any = false;
    for (source, state) in station.devices.states() {
        if any {
            ui.separator();
        }
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
            Link::Says { words } => (words.clone(), AMBER),
        };
        ui.label(RichText::new(format!("{} ({})", source.name(), state.name)).color(colour));
        ui.label(text);
    }
    if !any {
        ui.label(RichText::new("no devices: type every value").weak());
    }
}

/// Who is at the station, the event and the ruleset in use.
fn who_is_here(station: &Station) -> String {
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
    if let Some(event) = &station.event {
        who.push(event.name.clone());
    }
    who.push(station.ruleset.meta.id.clone());
    who.join(" · ")
}
