//! The Check panel's answers when the roster has no one for the typed name:
//! the guidance on an empty roster (the first run), and the offer to add a
//! walk-in (`player / character`, or one name for both) that a second Enter
//! sends to the worker, marked with this station.

use eframe::egui::{self, Color32, RichText};

use crate::station::Station;
use crate::station::widgets::AMBER;
use crate::station::worker::{Job, NewWalkIn};

/// What an empty roster means and how to fill it (the first run).
pub(super) fn empty_roster_guidance(ui: &mut egui::Ui) {
    egui::Frame::group(ui.style())
        .inner_margin(12.0)
        .show(ui, |ui| {
            ui.label(RichText::new("The roster is empty").size(22.0).strong());
            for line in [
                "Drop the event's roster CSV file onto this window, or press Ctrl+4 for the Roster panel to import or add characters.",
                "A player not on the roster: type their name (player / character), Enter, Enter adds a walk-in.",
                "Just trying Armoury? Run `armoury --demo` for a sample roster and simulated scale and caliper.",
            ] {
                ui.label(line);
            }
        });
}

/// The offer after Enter on a name that matched no one.
pub(super) fn walk_in_offer(ui: &mut egui::Ui, typed: &str) {
    let (player, character) = walk_in_names(typed);
    let who = match player {
        Some(player) => format!("«{character}» (player {player})"),
        None => format!("«{character}»"),
    };
    egui::Frame::new()
        .fill(AMBER)
        .inner_margin(8.0)
        .corner_radius(6.0)
        .show(ui, |ui| {
            ui.label(
                RichText::new(format!(
                    "Add {who} as a walk-in? Enter adds them to the roster, Esc cancels."
                ))
                .size(20.0)
                .color(Color32::BLACK),
            );
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
