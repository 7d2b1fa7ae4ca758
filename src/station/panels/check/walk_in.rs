//! The Check panel's answers when the roster has no one for the typed name:
//! the guidance on an empty roster (the first run), and the offer to add a
//! walk-in (`player / character`, or one name for both) that a second Enter
//! sends to the worker, marked with this station. Texts are in
//! `station-check.ftl`.

use armoury_l10n::L10n;
use eframe::egui::{self, Color32, RichText};

use crate::station::Station;
use crate::station::widgets::AMBER;
use crate::station::worker::{Job, NewWalkIn};

/// What an empty roster means and how to fill it (the first run).
pub(super) fn empty_roster_guidance(ui: &mut egui::Ui, l: L10n) {
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            let heading = l.text("chk-roster-empty");
            ui.label(RichText::new(heading).size(22.0).strong());
            for id in [
                "chk-roster-empty-import",
                "chk-roster-empty-walk-in",
                "chk-roster-empty-demo",
            ] {
                ui.label(l.text(id));
            }
        });
}

/// The offer after Enter on a name that matched no one.
pub(super) fn walk_in_offer(ui: &mut egui::Ui, l: L10n, typed: &str) {
    let (player, name) = walk_in_names(typed);
    let offer = match player {
        Some(player) => l.format(
            "chk-walk-in-offer-player",
            &[("character", name.into()), ("player", player.into())],
        ),
        None => l.format("chk-walk-in-offer", &[("character", name.into())]),
    };
    egui::Frame::new()
        .fill(AMBER)
        .inner_margin(8.0)
        .corner_radius(6.0)
        .show(ui, |ui| {
            ui.label(RichText::new(offer).size(20.0).color(Color32::BLACK));
        });
}

/// `player / character` as typed, or one name for both.
fn walk_in_names(typed: &str) -> (Option<&str>, &str) {
    match typed.split_once('/') {
        Some((player, character)) if !character.trim().is_empty() => (
            Some(player.trim()).filter(|p| !p.is_empty()),
            character.trim(),
        ),
        _ => (None, typed.trim().trim_end_matches('/').trim()),
    }
}

/// Asks the worker to add the typed name as a walk-in, marked with this station.
pub(super) fn add_walk_in(station: &mut Station, typed: &str) {
    let (player, character) = walk_in_names(typed);
    station.worker.submit(Job::AddWalkIn(NewWalkIn {
        player: player.unwrap_or_default().to_string(),
        character: character.to_string(),
        station: station.prefs.station.clone(),
    }));
}
