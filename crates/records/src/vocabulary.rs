//! The lookup's name index: the distinct folded words and whole names of
//! one event's characters and their players, each with the characters that
//! have it, sorted. It is built in memory from the characters (a few
//! milliseconds for 10,000) and kept by a store until the roster changes
//! (its revision: see `Store::roster_revision`). The name steps of the
//! lookup read it (a word or name equal to the query, starting with it)
//! and so does the typo scan, where a word's letter counts filter
//! candidates before the edit distance.
//!
//! It replaced a `name_tokens` table: about seven rows per character that
//! every roster import had to write and index, most of the import's work.

use std::collections::{BTreeMap, BTreeSet};

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
    len: usize,
    counts: [u8; 37],
    characters: Vec<i64>,
}

fn letter_counts(text: &str) -> [u8; 37] {
    let mut counts = [0u8; 37];
    for c in text.chars() {
        let slot = match c {
            'a'..='z' => c as usize - 'a' as usize,
            '0'..='9' => 26 + (c as usize - '0' as usize),
            _ => 36,
        };
        counts[slot] = counts[slot].saturating_add(1);
    }
    counts
}

/// The edits a word of this many letters may have and still match.
pub(crate) fn typo_budget(len: usize) -> usize {
    match len {
        0..=3 => 0,
        4..=5 => 1,
        _ => 2,
    }
}

/// Whether two words whose letter counts differ by `differing` can be
/// within `budget` edits: an insertion or deletion changes one count by 1, a
/// substitution two counts by 1, a transposition none. A cheap filter
/// before the edit distance; it must never reject a word within budget.
fn counts_allow(differing: usize, budget: usize) -> bool {
    differing <= 2 * budget
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
        let mut tokens: Vec<(&str, i64)> = Vec::with_capacity(folded.len() * 8);
        for (pk, name, player) in &folded {
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
                    counts: letter_counts(token),
                    len: token.chars().count(),
                    text: token.to_string(),
                    characters: vec![pk],
                }),
            }
        }
        Ok(Vocabulary {
            event_id: event_id.to_string(),
            revision,
            words,
        })
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
        let len = folded.chars().count();
        let budget = typo_budget(len);
        let mut best = BTreeMap::new();
        if budget == 0 {
            return best;
        }
        let counts = letter_counts(folded);
        for word in &self.words {
            if word.len.abs_diff(len) > budget {
                continue;
            }
            let differing: usize = counts
                .iter()
                .zip(&word.counts)
                .map(|(a, b)| usize::from(a.abs_diff(*b)))
                .sum();
            if !counts_allow(differing, budget) {
                continue;
            }
            let distance = strsim::osa_distance(folded, &word.text);
            if distance <= budget {
                keep_closest(&mut best, &word.characters, distance);
            }
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

    #[test]
    fn letter_counts_bound_the_distance() {
        assert_eq!(letter_counts("kalev"), letter_counts("kaelv"));
        assert_eq!(strsim::osa_distance("kalev", "kaelv"), 1);
    }

    fn differing(a: &str, b: &str) -> usize {
        letter_counts(a)
            .iter()
            .zip(&letter_counts(b))
            .map(|(x, y)| usize::from(x.abs_diff(*y)))
            .sum()
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

    proptest::proptest! {
        /// The letter-count filter never rejects a word within the budget
        /// (exactly: a word whose distance is within it).
        #[test]
        fn the_letter_count_filter_keeps_every_word_within_budget(
            word in "[a-z0-9 ]{1,14}",
            edits in proptest::collection::vec((0u8..4, 0usize..20, proptest::char::range('a', 'z')), 0..3),
        ) {
            let mut typo = word.clone();
            for (kind, at, letter) in edits {
                typo = edited(&typo, kind, at, letter);
            }
            let budget = typo_budget(typo.chars().count());
            if strsim::osa_distance(&typo, &word) <= budget {
                proptest::prop_assert!(counts_allow(differing(&typo, &word), budget), "{typo} {word}");
            }
        }
    }

    #[test]
    fn a_substitution_is_at_the_edge_of_the_filter() {
        // One substitution in 4–5 letters (budget 1), two in 6 (budget 2).
        assert_eq!(differing("tanu", "tonu"), 2);
        assert!(counts_allow(2, typo_budget(4)));
        assert_eq!(differing("stronf", "strand"), 4);
        assert!(counts_allow(4, typo_budget(6)));
        assert!(!counts_allow(5, typo_budget(6)));
    }
}
