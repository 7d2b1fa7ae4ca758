//! Finding a character on the roster by typing, shared by the Check,
//! Armour and Lookup panels.
//!
//! [`RosterSearch`] holds the typed text and which match ↑/↓ points at.
//! A panel draws the text field where it likes, then calls
//! [`RosterSearch::keys`] with the field's response (↑/↓ move, Enter takes
//! the highlighted match — the only one, when one is left) and
//! [`RosterSearch::list`] to show the matches for a click. Either returns
//! the character taken; the search then starts empty again.

use eframe::egui::{self, Key, Modifiers};

use super::store::Character;

/// How many matches the list shows.
pub const MATCHES: usize = 8;

/// The search text and the highlighted match.
#[derive(Clone, Debug, Default)]
pub struct RosterSearch {
    pub text: String,
    /// Which match ↑/↓ points at.
    pub cursor: usize,
}

impl RosterSearch {
    /// The first [`MATCHES`] characters the text matches (none while it is empty).
    pub fn matches<'r>(&self, roster: &'r [Character]) -> Vec<&'r Character> {
        let query = self.text.trim();
        if query.is_empty() {
            return Vec::new();
        }
        roster
            .iter()
            .filter(|c| c.matches(query))
            .take(MATCHES)
            .collect()
    }

    /// Handles the search field's keys: typing resets the highlight, ↑/↓
    /// move it, Enter takes the highlighted match.
    pub fn keys(
        &mut self,
        ui: &mut egui::Ui,
        field: &egui::Response,
        matches: &[&Character],
    ) -> Option<Character> {
        if field.changed() {
            self.cursor = 0;
        }
        if field.has_focus() {
            if ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::ArrowDown)) {
                self.cursor = (self.cursor + 1).min(matches.len().saturating_sub(1));
            }
            if ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::ArrowUp)) {
                self.cursor = self.cursor.saturating_sub(1);
            }
        }
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        let picked = matches
            .get(self.cursor)
            .filter(|_| entered)
            .map(|c| (*c).clone());
        self.taken(picked)
    }

    /// Lists the matches, the highlighted one selected; a click takes one.
    pub fn list(&mut self, ui: &mut egui::Ui, matches: &[&Character]) -> Option<Character> {
        let mut picked = None;
        for (i, c) in matches.iter().enumerate() {
            let text = format!("{} — {} ({})", c.name, c.player, c.group);
            if ui.selectable_label(i == self.cursor, text).clicked() {
                picked = Some((*c).clone());
            }
        }
        self.taken(picked)
    }

    fn taken(&mut self, picked: Option<Character>) -> Option<Character> {
        if picked.is_some() {
            self.text.clear();
            self.cursor = 0;
        }
        picked
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::station::store::demo_roster;

    #[test]
    fn an_empty_search_lists_no_one_and_a_word_narrows_it() {
        let roster = demo_roster();
        let mut search = RosterSearch::default();
        assert!(search.matches(&roster).is_empty());
        search.text = "kalev".into();
        let names: Vec<&str> = search
            .matches(&roster)
            .iter()
            .map(|c| c.name.as_str())
            .collect();
        assert_eq!(names, ["Kalevipoeg"]);
    }
}
