//! Finding a character on the roster by typing, shared by the Check,
//! Armour, Lookup and Roster panels.
//!
//! [`Roster`] is the roster as the store last answered, with each
//! character's names folded once; [`Roster::find_indices`] ranks them against the
//! typed text with `records::search` (accents, case and typos as
//! `armoury lookup` takes them), best match first.
//! [`RosterSearch`] holds the typed text and which match ↑/↓ points at.
//! A panel draws the text field where it likes, then calls
//! [`RosterSearch::keys`] with the field's response (↑/↓ move, Enter takes
//! the highlighted match — the only one, when one is left) and
//! [`RosterSearch::list`] to show the matches for a click. Either returns
//! the character taken; the search then starts empty again.
//!
//! Searching a big roster costs milliseconds (a name that matches nobody
//! runs the typo search over every character), so it runs once per
//! keystroke, not once per frame: [`Found`] keeps the last answer until the
//! text or the roster ([`Roster::generation`]) changes.

use std::sync::atomic::{AtomicU64, Ordering};

use eframe::egui::{self, Key, Modifiers};

use armoury_records::Registration;
use armoury_records::search::{Query, SearchKey};

/// How many matches the list shows.
pub const MATCHES: usize = 8;

/// The roster, searchable.
#[derive(Clone, Debug, Default)]
pub struct Roster {
    characters: Vec<Registration>,
    keys: Vec<SearchKey>,
    generation: u64,
}

/// A number no roster state had before.
fn next_generation() -> u64 {
    static LAST: AtomicU64 = AtomicU64::new(0);
    LAST.fetch_add(1, Ordering::Relaxed) + 1
}

impl Roster {
    /// The roster of `characters`, their names folded for searching.
    pub fn new(characters: Vec<Registration>) -> Roster {
        let keys = characters.iter().map(key).collect();
        Roster {
            characters,
            keys,
            generation: next_generation(),
        }
    }

    /// Changes whenever the characters do (never the same for two rosters).
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Every character, in the store's order (by name).
    pub fn all(&self) -> &[Registration] {
        &self.characters
    }

    pub fn len(&self) -> usize {
        self.characters.len()
    }

    pub fn is_empty(&self) -> bool {
        self.characters.is_empty()
    }

    /// Adds a character, or replaces the one with its database key.
    pub fn put(&mut self, character: Registration) {
        let at = self.characters.iter().position(|k| k.pk == character.pk);
        let folded = key(&character);
        self.generation = next_generation();
        match at {
            Some(at) => {
                self.keys[at] = folded;
                self.characters[at] = character;
            }
            None => {
                self.keys.push(folded);
                self.characters.push(character);
            }
        }
    }

    /// Where in [`Roster::all`] the characters `text` finds are, best
    /// match first (none for empty text).
    pub fn find_indices(&self, text: &str) -> Vec<usize> {
        Query::new(text).map_or_else(Vec::new, |query| query.best(&self.keys))
    }
}

/// The last answer of a search, kept while the text and the roster stay
/// the same.
#[derive(Clone, Debug, Default)]
pub struct Found {
    text: String,
    generation: u64,
    indices: Vec<usize>,
}

impl Found {
    /// Where in [`Roster::all`] the characters `text` finds on `roster`
    /// are, best match first; searched again only if the text or the
    /// roster changed since the last call.
    pub fn indices(&mut self, roster: &Roster, text: &str) -> &[usize] {
        if self.generation != roster.generation() || self.text != text {
            self.indices = roster.find_indices(text);
            self.text = text.to_string();
            self.generation = roster.generation();
        }
        &self.indices
    }
}

/// A character is found by player, character and group names (and ids).
fn key(c: &Registration) -> SearchKey {
    SearchKey::new([c.player(), &c.name, c.group.as_deref().unwrap_or(""), &c.id])
}

/// `(player, group)` after a character's name.
pub fn player_and_group(c: &Registration) -> String {
    match c.group.as_deref() {
        Some(group) => format!("({}, {group})", c.player()),
        None => format!("({})", c.player()),
    }
}

/// The search text and the highlighted match.
#[derive(Clone, Debug, Default)]
pub struct RosterSearch {
    pub text: String,
    /// Which match ↑/↓ points at.
    pub cursor: usize,
    found: Found,
}

impl RosterSearch {
    /// The first [`MATCHES`] characters the text matches (none while it is empty).
    pub fn matches<'r>(&mut self, roster: &'r Roster) -> Vec<&'r Registration> {
        let indices = self.found.indices(roster, &self.text);
        indices[..indices.len().min(MATCHES)]
            .iter()
            .filter_map(|&i| roster.all().get(i))
            .collect()
    }

    /// Handles the search field's keys: typing resets the highlight, ↑/↓
    /// move it, Enter takes the highlighted match.
    pub fn keys(
        &mut self,
        ui: &mut egui::Ui,
        field: &egui::Response,
        matches: &[&Registration],
    ) -> Option<Registration> {
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
    pub fn list(&mut self, ui: &mut egui::Ui, matches: &[&Registration]) -> Option<Registration> {
        let mut picked = None;
        for (i, c) in matches.iter().enumerate() {
            let text = format!("{} {}", c.name, player_and_group(c));
            if ui.selectable_label(i == self.cursor, text).clicked() {
                picked = Some((*c).clone());
            }
        }
        self.taken(picked)
    }

    fn taken(&mut self, picked: Option<Registration>) -> Option<Registration> {
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

    fn character(pk: i64, player: &str, name: &str) -> Registration {
        Registration {
            pk,
            event_id: "default".into(),
            id: pk.to_string(),
            name: name.into(),
            player_id: pk.to_string(),
            player_name: Some(player.into()),
            group: None,
            class: None,
            height_cm: None,
            hit_points_override: None,
            classes: None,
        }
    }

    #[test]
    fn an_empty_search_lists_no_one_and_a_word_finds_the_best_first() {
        let mut roster = Roster::new(vec![
            character(1, "Kalev Tamm", "Kalevipoeg"),
            character(2, "Jaan Tamm", "Kalev Käärik"),
        ]);
        let mut search = RosterSearch::default();
        assert!(search.matches(&roster).is_empty());
        search.text = "kalev".into();
        let names = |roster: &Roster, search: &mut RosterSearch| -> Vec<String> {
            search
                .matches(roster)
                .iter()
                .map(|c| c.name.clone())
                .collect()
        };
        // The whole word "Kalev" in both players' or characters' names, the roster's order.
        assert_eq!(names(&roster, &mut search), ["Kalevipoeg", "Kalev Käärik"]);
        search.text = "kaarik".into();
        assert_eq!(names(&roster, &mut search), ["Kalev Käärik"]);
        roster.put(character(2, "Jaan Tamm", "Kalev Kask"));
        assert!(search.matches(&roster).is_empty());
        assert_eq!(roster.len(), 2);
    }
}
