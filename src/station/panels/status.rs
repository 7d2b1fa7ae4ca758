//! The strips every panel shows: the provisional-values [`banner`] at the
//! top and the device and worker [`strip`] at the bottom. Their words come
//! from `station-setup.ftl` (`set-status-*`, `set-device-*`).

use eframe::egui::{self, Color32, RichText};

use crate::station::devices::measure::{Link, Phase};
use crate::station::widgets::{AMBER, GREEN, RED};
use crate::station::{Notice, Station};
use armoury_l10n::{Arg, numbers};

/// An amber banner while the ruleset has provisional values.
pub fn banner(ui: &mut egui::Ui, station: &Station) {
    let provisional = station.ruleset.provisional_values();
    if provisional.is_empty() {
        return;
    }
    let l = station.l10n;
    egui::Frame::new()
        .fill(AMBER)
        .inner_margin(6.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                RichText::new(l.format(
                    "set-status-provisional",
                    &[
                        ("ruleset", (&station.ruleset.meta.id).into()),
                        ("count", provisional.len().into()),
                    ],
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
    let l = station.l10n;
    let waiting = match state.waiting {
        0 => String::new(),
        n => {
            let n = l.format("set-status-waiting", &[("count", n.into())]);
            format!(" · {n}")
        }
    };
    let waiting = [("waiting", Arg::from(waiting))];
    let (text, colour) = match (state.reachable, state.waiting) {
        (true, _) => (l.format("set-status-server-connected", &waiting), GREEN),
        (false, 0) => (l.text("set-status-server-away"), RED),
        (false, _) => (l.format("set-status-server-away-waiting", &waiting), RED),
    };
    ui.label(RichText::new(text).color(colour))
        .on_hover_text(l.text("set-status-server-hover"));
}

fn devices(ui: &mut egui::Ui, station: &Station) {
    let l = station.l10n;
    let mut any = false;
    for (source, state) in station.devices.states() {
        if any {
            ui.separator();
        }
        any = true;
        let (text, colour) = match &state.link {
            Link::Connected => (l.text("set-device-connected"), GREEN),
            Link::Reading { stable } => {
                let value = state
                    .last
                    .map(|m| {
                        let unit = m.value.dimension().canonical_unit();
                        let phase = l.text(match m.phase {
                            Phase::Unstable => "set-status-unstable",
                            Phase::Stable => "set-status-stable",
                            Phase::Captured => "set-status-captured",
                        });
                        let value = numbers::amounts(l.lang(), &m.value.display_in(unit));
                        format!("{value} {phase}")
                    })
                    .unwrap_or_default();
                (
                    l.format("set-status-reading", &[("value", value.into())]),
                    if *stable { GREEN } else { AMBER },
                )
            }
            Link::Disconnected { reason } => (
                l.format("set-device-disconnected", &[("reason", reason.into())]),
                RED,
            ),
            Link::Says { words } => (words.clone(), AMBER),
        };
        let name = source.title(l);
        ui.label(RichText::new(format!("{name} ({})", state.name)).color(colour));
        ui.label(text);
    }
    if !any {
        ui.label(RichText::new(l.text("set-status-no-devices")).weak());
    }
}

/// Who is at the station, the event and the ruleset in use.
fn who_is_here(station: &Station) -> String {
    let l = station.l10n;
    let prefs = &station.prefs;
    let mut who: Vec<String> = Vec::new();
    if !prefs.station.is_empty() {
        who.push(l.format("set-status-station", &[("name", (&prefs.station).into())]));
    }
    if !prefs.inspector.is_empty() {
        who.push(l.format(
            "set-status-inspector",
            &[("name", (&prefs.inspector).into())],
        ));
    }
    if who.is_empty() {
        who.push(l.text("set-status-who-unset"));
    }
    if let Some(event) = &station.event {
        who.push(event.name.clone());
    }
    who.push(station.ruleset.meta.id.clone());
    who.join(" · ")
}
