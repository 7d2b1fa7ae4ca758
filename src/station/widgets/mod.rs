//! What more than one panel draws with: [`search`] (find a character on the
//! roster by typing), [`choice`] (a drop-down the keyboard drives),
//! [`chart`] (the organiser's stacked charts), the colours of a pass,
//! a referral and a fail, and [`kind_name`] (an item kind as a card names
//! it). Their words come from `station-cards.ftl`.

pub(crate) mod chart;
pub(crate) mod choice;
pub(crate) mod search;

use eframe::egui::Color32;

use armoury_rules::ruleset::Words;

/// Passed, approved, connected.
pub const GREEN: Color32 = Color32::from_rgb(0x1b, 0x8a, 0x2f);
/// Failed, rejected, an error.
pub const RED: Color32 = Color32::from_rgb(0xc6, 0x28, 0x28);
/// Referred, missing, provisional, waiting.
pub const AMBER: Color32 = Color32::from_rgb(0xc7, 0x7c, 0x02);

/// An item kind's name as the ruleset's translation gives it; without a
/// translation (and so in English) its id, as the cards have always
/// shown kinds.
pub fn kind_name<'a>(words: &Words<'a>, id: &'a str) -> &'a str {
    if words.translated() {
        words.kind(id)
    } else {
        id
    }
}
