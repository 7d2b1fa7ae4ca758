//! What more than one panel draws with: [`search`] (find a character on the
//! roster by typing), [`choice`] (a drop-down the keyboard drives),
//! [`chart`] (the organiser's stacked charts), and the colours of a pass,
//! a referral and a fail.

pub(crate) mod chart;
pub(crate) mod choice;
pub(crate) mod search;

use eframe::egui::Color32;

/// Passed, approved, connected.
pub const GREEN: Color32 = Color32::from_rgb(0x1b, 0x8a, 0x2f);
/// Failed, rejected, an error.
pub const RED: Color32 = Color32::from_rgb(0xc6, 0x28, 0x28);
/// Referred, missing, provisional, waiting.
pub const AMBER: Color32 = Color32::from_rgb(0xc7, 0x7c, 0x02);
