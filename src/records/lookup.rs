//! Lookup: "what armour does Kalev have?" answered from the store.
//!
//! [`Store::lookup`] resolves a query to one character's [`LookupCard`] or to a
//! list of candidates, trying in order: a tag serial (`AN11-000123`), a
//! character or player id, then names folded by [`super::fold`] (case and
//! accents ignored) through the `name_tokens` index: a whole word or name
//! equal to the query, then names starting with it, then every word of the
//! query starting a word of the name. Only when all of that finds nothing is
//! the `Vocabulary` of distinct folded words scanned for typos
//! (optimal-string-alignment distance, 1 edit for 4–5 letters, 2 from 6):
//! first the query as a whole, then, for several words (`Rasmus Kusk`),
//! word by word, each word starting a word of the name or within its own
//! budget of one. Length and letter-count filters keep the scan well under
//! a millisecond on 10,000 characters. The vocabulary is cached in the
//! [`Store`] until the roster changes.

use std::collections::{BTreeMap, BTreeSet};

use rusqlite::params;
use serde::Serialize;

use super::awards::StoredAward;
use super::error::RecordsError;
use super::fold::{fold, prefix_upper_bound};
use super::roster::Registration;
use super::store::Store;
use super::tags::{format_serial, normalise_serial};

/// At most this many candidates are gathered per step.
const CANDIDATE_LIMIT: usize = 200;

/// One lookup step: event id and query to matching character keys.
type Step = fn(&mut Store, &str, &str) -> rusqlite::Result<Vec<i64>>;

/// How a query matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MatchKind {
    TagSerial,
    Id,
    PlayerId,
    Name,
    Prefix,
    Words,
    Typo,
}

/// What a lookup found.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "result", rename_all = "kebab-case")]
pub enum Lookup {
    Found {
        matched_by: MatchKind,
        card: Box<LookupCard>,
    },
    /// Several characters match; `total` may exceed the list's length.
    Ambiguous {
        matched_by: MatchKind,
        candidates: Vec<Registration>,
        total: usize,
    },
    NotFound,
}

/// An approved item with its tag.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ApprovedItem {
    pub inspection_id: i64,
    pub kind: String,
    pub name: Option<String>,
    pub category: Option<String>,
    pub tag_serial: Option<String>,
    pub valid_until: Option<String>,
    /// Set when approved by override.
    pub override_reason: Option<String>,
    /// Whether the approval (and so its category) rests on a provisional
    /// value: tags, lookups and the referee page say "provisional".
    pub provisional: bool,
}

/// Everything a referee asks about one character.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LookupCard {
    pub character: Registration,
    /// The class (Warrior when the roster gave none).
    pub class: String,
    pub hit_points: Option<u8>,
    /// The latest armour award.
    pub armour: Option<StoredAward>,
    pub approved_items: Vec<ApprovedItem>,
}

/// Distinct folded words and names of one event, for the typo scan.
pub(crate) struct Vocabulary {
    event_id: String,
    data_version: i64,
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
    /// Characters with a word or name within the typo budget of `folded`,
    /// each with its smallest edit distance.
    fn near(&self, folded: &str) -> BTreeMap<i64, usize> {
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
    fn near_every_word(&self, folded: &str) -> BTreeMap<i64, usize> {
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

impl Store {
    /// Resolves a query within an event.
    pub fn lookup(&mut self, event_id: &str, query: &str) -> Result<Lookup, RecordsError> {
        let query = query.trim();
        if query.is_empty() {
            return Err(RecordsError::invalid(
                "query",
                query,
                "type a name, an id or a tag serial",
            ));
        }
        let steps: [(MatchKind, Step); 7] = [
            (MatchKind::TagSerial, Store::by_tag),
            (MatchKind::Id, Store::by_id),
            (MatchKind::PlayerId, Store::by_player_id),
            (MatchKind::Name, Store::by_name),
            (MatchKind::Prefix, Store::by_prefix),
            (MatchKind::Words, Store::by_words),
            (MatchKind::Typo, Store::by_typo),
        ];
        for (kind, step) in steps {
            let found = step(self, event_id, query).map_err(self.err())?;
            match found.as_slice() {
                [] => continue,
                [pk] => {
                    return Ok(Lookup::Found {
                        matched_by: kind,
                        card: Box::new(self.card(*pk)?),
                    });
                }
                many => {
                    let mut candidates = self.characters_by_pk(&many[..many.len().min(50)])?;
                    if kind != MatchKind::Typo {
                        candidates.sort_by(|a, b| a.name.cmp(&b.name).then(a.id.cmp(&b.id)));
                    }
                    return Ok(Lookup::Ambiguous {
                        matched_by: kind,
                        candidates,
                        total: many.len(),
                    });
                }
            }
        }
        Ok(Lookup::NotFound)
    }

    /// A character's card: class, hit points, latest armour, approved items.
    pub fn card(&self, pk: i64) -> Result<LookupCard, RecordsError> {
        let character = self.character(pk)?;
        let approved_items = self
            .current_inspections(pk)?
            .into_iter()
            .filter(|i| i.approved)
            .map(|i| ApprovedItem {
                inspection_id: i.id,
                kind: i.item.kind,
                name: i.item.name,
                category: i.category,
                tag_serial: i.tag_serial,
                valid_until: i.valid_until,
                override_reason: i.override_reason,
                provisional: i.provisional,
            })
            .collect();
        Ok(LookupCard {
            class: character.class_or_default().to_string(),
            hit_points: character.hit_points(),
            armour: self.latest_award(pk)?,
            approved_items,
            character,
        })
    }

    /// The card of the character with this roster id (any case) in an
    /// event, as an armour card's code names it.
    pub fn card_by_id(&self, event_id: &str, id: &str) -> Result<LookupCard, RecordsError> {
        let found = self
            .pks(
                "SELECT pk FROM characters WHERE event_id = ?1 AND upper(id) = upper(?2) LIMIT 1",
                params![event_id, id],
            )
            .map_err(self.err())?;
        match found.first() {
            Some(pk) => self.card(*pk),
            None => Err(RecordsError::NotFound {
                what: "character",
                value: id.to_string(),
            }),
        }
    }

    fn pks(&self, sql: &str, params: impl rusqlite::Params) -> rusqlite::Result<Vec<i64>> {
        let mut stmt = self.conn.prepare_cached(sql)?;
        let rows = stmt.query_map(params, |r| r.get(0))?;
        rows.collect()
    }

    fn by_tag(&mut self, event_id: &str, query: &str) -> rusqlite::Result<Vec<i64>> {
        let Some((prefix, seq)) = normalise_serial(query) else {
            return Ok(Vec::new());
        };
        self.pks(
            "SELECT i.character_pk FROM tags t JOIN inspections i ON i.id = t.inspection_id
             WHERE t.serial = ?1 AND t.event_id = ?2 AND i.character_pk IS NOT NULL",
            params![format_serial(&prefix, seq), event_id],
        )
    }

    fn by_id(&mut self, event_id: &str, query: &str) -> rusqlite::Result<Vec<i64>> {
        self.pks(
            "SELECT pk FROM characters WHERE event_id = ?1 AND id = ?2",
            params![event_id, query],
        )
    }

    fn by_player_id(&mut self, event_id: &str, query: &str) -> rusqlite::Result<Vec<i64>> {
        self.pks(
            &format!("SELECT pk FROM characters WHERE event_id = ?1 AND player_id = ?2 LIMIT {CANDIDATE_LIMIT}"),
            params![event_id, query],
        )
    }

    fn by_name(&mut self, event_id: &str, query: &str) -> rusqlite::Result<Vec<i64>> {
        self.pks(
            &format!(
                "SELECT character_pk FROM name_tokens WHERE event_id = ?1 AND token = ?2
                 LIMIT {CANDIDATE_LIMIT}"
            ),
            params![event_id, fold(query)],
        )
    }

    fn prefix_pks(&self, event_id: &str, prefix: &str) -> rusqlite::Result<Vec<i64>> {
        if prefix.is_empty() {
            return Ok(Vec::new());
        }
        self.pks(
            &format!(
                "SELECT DISTINCT character_pk FROM name_tokens
                 WHERE event_id = ?1 AND token >= ?2 AND token < ?3 LIMIT {CANDIDATE_LIMIT}"
            ),
            params![event_id, prefix, prefix_upper_bound(prefix)],
        )
    }

    fn by_prefix(&mut self, event_id: &str, query: &str) -> rusqlite::Result<Vec<i64>> {
        self.prefix_pks(event_id, &fold(query))
    }

    fn by_words(&mut self, event_id: &str, query: &str) -> rusqlite::Result<Vec<i64>> {
        let folded = fold(query);
        let words: Vec<&str> = folded.split(' ').collect();
        if words.len() < 2 {
            return Ok(Vec::new());
        }
        let mut common: Option<BTreeSet<i64>> = None;
        for word in words {
            let pks: BTreeSet<i64> = self.prefix_pks(event_id, word)?.into_iter().collect();
            let next: BTreeSet<i64> = match common {
                None => pks,
                Some(before) => before.intersection(&pks).copied().collect(),
            };
            if next.is_empty() {
                return Ok(Vec::new());
            }
            common = Some(next);
        }
        Ok(common.unwrap_or_default().into_iter().collect())
    }

    fn by_typo(&mut self, event_id: &str, query: &str) -> rusqlite::Result<Vec<i64>> {
        let folded = fold(query);
        let data_version: i64 = self
            .conn
            .query_row("PRAGMA data_version", [], |r| r.get(0))?;
        let fresh = self
            .vocabulary
            .as_ref()
            .is_some_and(|v| v.event_id == event_id && v.data_version == data_version);
        if !fresh {
            self.vocabulary = Some(self.load_vocabulary(event_id, data_version)?);
        }
        let Some(vocabulary) = &self.vocabulary else {
            return Ok(Vec::new());
        };
        let mut best = vocabulary.near(&folded);
        if best.is_empty() {
            best = vocabulary.near_every_word(&folded);
        }
        let Some(closest) = best.values().min().copied() else {
            return Ok(Vec::new());
        };
        Ok(best
            .into_iter()
            .filter(|(_, d)| *d == closest)
            .map(|(pk, _)| pk)
            .collect())
    }

    fn load_vocabulary(&self, event_id: &str, data_version: i64) -> rusqlite::Result<Vocabulary> {
        let mut stmt = self.conn.prepare(
            "SELECT token, character_pk FROM name_tokens WHERE event_id = ?1 ORDER BY token",
        )?;
        let mut rows = stmt.query([event_id])?;
        let mut words: Vec<Word> = Vec::new();
        while let Some(row) = rows.next()? {
            let token: String = row.get(0)?;
            let pk: i64 = row.get(1)?;
            match words.last_mut() {
                Some(word) if word.text == token => word.characters.push(pk),
                _ => {
                    words.push(Word {
                        counts: letter_counts(&token),
                        len: token.chars().count(),
                        text: token,
                        characters: vec![pk],
                    });
                }
            }
        }
        Ok(Vocabulary {
            event_id: event_id.to_string(),
            data_version,
            words,
        })
    }

    /// Forgets the typo vocabulary (after a roster change on this connection).
    pub(crate) fn roster_changed(&mut self) {
        self.vocabulary = None;
    }
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
