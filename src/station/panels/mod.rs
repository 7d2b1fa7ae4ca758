//! The station's panels, one per tab, and what stands around them.
//!
//! Each panel is a struct holding what the marshal is doing on it, and
//! draws itself over the shared [`Station`] state through [`Panel`]:
//! [`check`] (the main flow, with its form, findings and walk-ins),
//! [`armour`], [`lookup`], [`roster`], [`devices`], [`settings`] and
//! [`event`] (the organiser's figures).
//! Around them: [`status`] (the provisional-values banner and the status
//! strip) and [`welcome`] (the first run's names).

pub(crate) mod armour;
pub(crate) mod check;
pub(crate) mod devices;
pub(crate) mod event;
pub(crate) mod lookup;
pub(crate) mod roster;
pub(crate) mod settings;
pub(crate) mod status;
pub(crate) mod welcome;

use eframe::egui;

use crate::station::Station;

/// What every tab's panel does.
pub(crate) trait Panel {
    /// Draws the panel into `ui`, reading and changing the shared state.
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station);

    /// The widget that takes the keyboard when the panel opens, if any.
    fn focus_on_open(&self) -> Option<egui::Id> {
        None
    }
}
