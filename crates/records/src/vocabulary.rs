//! The lookup's name index: the distinct folded words and whole names of
//! one event's characters and their players, each with the characters that
//! have it, sorted. It is built in memory from the characters (a few
//! milliseconds for 10,000) and kept by a store until the roster changes
//! (its revision: see `Store::roster_revision`). The name steps of the
//! lookup read it (a word or name equal to the query, starting with it)
//! and so does the typo scan, which walks the sorted words sharing the
//! edit-distance rows of common prefixes and skipping every word of a
//! prefix already over budget ([`super::edits`]).
//!
//! It replaced a `name_tokens` table: about seven rows per character that
//! every roster import had to write and index, most of the import's work.

use std::collections::{BTreeMap, BTreeSet};

use super::edits::{Reach, Walk, shared_letters};
use super::error::RecordsError;
use super::fold::fold;
use super::sql::{Sql, params};

/// Distinct folded words and names of one event, sorted.
pub(crate) struct Vocabulary {
    event_id: String,
    revision: (i64, i64),
    words: Vec<Word>,
}

struct Word {
    text: String,
    characters: Vec<i64>,
}

/// The edits a word of this many letters may have and still match.
pub(crate) fn typo_budget(len: usize) -> usize {
    match len {
        0..=3 => 0,
        4..=5 => 1,
        _ => 2,
    }
}

impl Vocabulary {
    /// Builds an event's index from its characters and their players, as
    /// of `revision`.
    pub(crate) fn load(
        sql: Sql<'_>,
        event_id: &str,
        revision: (i64, i64),
    ) -> Result<Vocabulary, RecordsError> {
        let folded: Vec<(i64, String, Option<String>)> = sql.query(
            "SELECT c.pk, c.name, p.name FROM characters c
             LEFT JOIN players p ON p.event_id = c.event_id AND p.id = c.player_id
             WHERE c.event_id = ?1",
            params![event_id],
            |row| {
                let player: Option<String> = row.get(2)?;
                Ok((
                    row.get(0)?,
                    fold(&row.get::<String>(1)?),
                    player.as_deref().map(fold),
                ))
            },
        )?;
        Ok(Vocabulary::of(event_id, revision, &folded))
    }

    /// The index of characters given as (key, folded name, folded player
    /// name).
    fn of(
        event_id: &str,
        revision: (i64, i64),
        folded: &[(i64, String, Option<String>)],
    ) -> Vocabulary {
        let mut tokens: Vec<(&str, i64)> = Vec::with_capacity(folded.len() * 8);
        for (pk, name, player) in folded {
            for token in name_tokens(name, player.as_deref()) {
                tokens.push((token, *pk));
            }
        }
        tokens.sort_unstable();
        let mut words: Vec<Word> = Vec::new();
        for (token, pk) in tokens {
            match words.last_mut() {
                Some(word) if word.text == token => word.characters.push(pk),
                _ => words.push(Word {
                    text: token.to_string(),
                    characters: vec![pk],
                }),
            }
        }
        Vocabulary {
            event_id: event_id.to_string(),
            revision,
            words,
        }
    }

    /// Whether this is the index of `event_id` as of `revision`.
    pub(crate) fn is_for(&self, event_id: &str, revision: (i64, i64)) -> bool {
        self.event_id == event_id && self.revision == revision
    }

    /// Characters with a word or whole name equal to `folded`, by key; at
    /// most `limit`.
    pub(crate) fn named(&self, folded: &str, limit: usize) -> Vec<i64> {
        self.words
            .binary_search_by(|w| w.text.as_str().cmp(folded))
            .map(|at| {
                self.words[at]
                    .characters
                    .iter()
                    .take(limit)
                    .copied()
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Characters with a word or whole name starting with `prefix`, in the
    /// order of those words (then keys), each once; at most `limit`.
    pub(crate) fn prefixed(&self, prefix: &str, limit: usize) -> Vec<i64> {
        let mut seen = BTreeSet::new();
        let mut found = Vec::new();
        if prefix.is_empty() {
            return found;
        }
        let first = self.words.partition_point(|w| w.text.as_str() < prefix);
        let starting = self.words[first..]
            .iter()
            .take_while(|w| w.text.starts_with(prefix));
        for pk in starting.flat_map(|w| &w.characters) {
            if found.len() == limit {
                break;
            }
            if seen.insert(*pk) {
                found.push(*pk);
            }
        }
        found
    }

    /// Characters with a word or name within the typo budget of `folded`,
    /// each with its smallest edit distance.
    pub(crate) fn near(&self, folded: &str) -> BTreeMap<i64, usize> {
        let budget = typo_budget(folded.chars().count());
        let mut best = BTreeMap::new();
        if budget == 0 {
            return best;
        }
        let mut walk = Walk::new(folded, budget);
        let mut previous = "";
        let mut at = 0;
        while let Some(word) = self.words.get(at) {
            at += 1;
            match walk.reach(&word.text, shared_letters(previous, &word.text)) {
                Reach::Within(distance) => keep_closest(&mut best, &word.characters, distance),
                Reach::Over => {}
                Reach::OutFrom(letters) => {
                    // Every word starting so is out too: skip them.
                    let end = word
                        .text
                        .char_indices()
                        .nth(letters)
                        .map_or(word.text.len(), |(byte, _)| byte);
                    let prefix = &word.text[..end];
                    at += self.words[at..].partition_point(|w| w.text.starts_with(prefix));
                }
            }
            previous = &word.text;
        }
        best
    }

    /// Characters with a word starting with `prefix` (distance 0).
    fn starting_with(&self, prefix: &str) -> BTreeMap<i64, usize> {
        let first = self.words.partition_point(|w| w.text.as_str() < prefix);
        let mut found = BTreeMap::new();
        for word in self.words[first..]
            .iter()
            .take_while(|w| w.text.starts_with(prefix))
        {
            keep_closest(&mut found, &word.characters, 0);
        }
        found
    }

    /// For a query of several words (`rasmus kusk`): characters for whom
    /// every word starts a word of theirs or is within its typo budget of
    /// one, with the sum of those distances.
    pub(crate) fn near_every_word(&self, folded: &str) -> BTreeMap<i64, usize> {
        let words: Vec<&str> = folded.split(' ').collect();
        if words.len() < 2 {
            return BTreeMap::new();
        }
        let mut common: Option<BTreeMap<i64, usize>> = None;
        for word in words {
            let mut matches = self.starting_with(word);
            for (pk, distance) in self.near(word) {
                keep_closest(&mut matches, &[pk], distance);
            }
            let next: BTreeMap<i64, usize> = match common {
                None => matches,
                Some(before) => before
                    .into_iter()
                    .filter_map(|(pk, d)| matches.get(&pk).map(|e| (pk, d + e)))
                    .collect(),
            };
            if next.is_empty() {
                return next;
            }
            common = Some(next);
        }
        common.unwrap_or_default()
    }
}

/// Records `distance` for each character, keeping the smaller one seen.
fn keep_closest(best: &mut BTreeMap<i64, usize>, characters: &[i64], distance: usize) {
    for pk in characters {
        let entry = best.entry(*pk).or_insert(distance);
        *entry = (*entry).min(distance);
    }
}

/// The words a character is found by: each word and the whole of its
/// name and its player's name, given folded; each once.
fn name_tokens<'a>(folded_name: &'a str, folded_player: Option<&'a str>) -> BTreeSet<&'a str> {
    let mut all = BTreeSet::new();
    for folded in std::iter::once(folded_name).chain(folded_player) {
        all.extend(folded.split(' ').filter(|t| !t.is_empty()));
        if !folded.is_empty() {
            all.insert(folded);
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typo_budget_grows_with_length() {
        assert_eq!(typo_budget(3), 0);
        assert_eq!(typo_budget(5), 1);
        assert_eq!(typo_budget(6), 2);
    }

    /// One edit of `word`: 0 substitutes, 1 inserts, 2 deletes, 3 swaps
    /// neighbours, at `at` (wrapped), with `letter`.
    fn edited(word: &str, kind: u8, at: usize, letter: char) -> String {
        let mut chars: Vec<char> = word.chars().collect();
        let at = at % chars.len().max(1);
        match kind % 4 {
            0 if !chars.is_empty() => chars[at] = letter,
            1 => chars.insert(at, letter),
            2 if !chars.is_empty() => {
                chars.remove(at);
            }
            3 if chars.len() > 1 => {
                let i = at % (chars.len() - 1);
                chars.swap(i, i + 1);
            }
            _ => {}
        }
        chars.into_iter().collect()
    }

    #[test]
    fn the_typo_scan_finds_every_length_within_budget_and_no_other() {
        // "kalevipoeg" (10 letters, budget 2) against words 7 to 13 long,
        // each as few edits away as its length allows.
        let words = [
            "kalevip",
            "kalevipo",
            "kalevipoe",
            "kalevipoegs",
            "kalevipoegss",
            "kalevipoegsss",
        ];
        let vocabulary = vocabulary(&words.map(String::from));
        let near = vocabulary.near("kalevipoeg");
        assert_eq!(near, BTreeMap::from([(2, 2), (3, 1), (4, 1), (5, 2)]));
        // The shortest and the longest lengths of the vocabulary.
        assert_eq!(
            vocabulary.near("kalevipx"),
            BTreeMap::from([(1, 1), (2, 1), (3, 2)])
        );
        assert_eq!(
            vocabulary.near("kalevipoegsssx"),
            BTreeMap::from([(5, 2), (6, 1)])
        );
        assert!(vocabulary.near("kalevipoegsssxyz").is_empty());
        assert!(
            Vocabulary::of("e", (0, 0), &[])
                .near("kalevipoeg")
                .is_empty()
        );
    }

    fn vocabulary(names: &[String]) -> Vocabulary {
        let folded: Vec<(i64, String, Option<String>)> = (1..)
            .zip(names)
            .map(|(pk, name)| (pk, name.clone(), None))
            .collect();
        Vocabulary::of("e", (0, 0), &folded)
    }

    proptest::proptest! {
        /// The walk finds what comparing the query with every word and
        /// name finds: each character at its smallest distance within the
        /// budget (the names made from a few letters, so they share
        /// prefixes, and the typos as a marshal makes them).
        #[test]
        fn the_typo_scan_finds_what_comparing_every_word_finds(
            names in proptest::collection::vec("[a-dõ]{1,8}( [a-dõ]{1,8})?", 1..30),
            pick in 0usize..30,
            edits in proptest::collection::vec((0u8..4, 0usize..20, proptest::char::range('a', 'e')), 0..3),
        ) {
            let mut query = names[pick % names.len()].clone();
            for (kind, at, letter) in edits {
                query = edited(&query, kind, at, letter);
            }
            let query = fold(&query);
            let budget = typo_budget(query.chars().count());
            let mut expected = BTreeMap::new();
            for (pk, name) in (1..).zip(&names) {
                for token in name_tokens(name, None) {
                    let distance = strsim::osa_distance(&query, token);
                    if budget > 0 && distance <= budget {
                        keep_closest(&mut expected, &[pk], distance);
                    }
                }
            }
            proptest::prop_assert_eq!(vocabulary(&names).near(&query), expected);
        }
    }
}
