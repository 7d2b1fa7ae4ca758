//! Ranking names in memory against what a marshal types, the way
//! [`Store::lookup`](super::Store::lookup) ranks them in the database: text
//! folded by [`fold`] (case, accents and punctuation ignored), then in
//! order a whole name or word equal to the query, a name or word starting
//! with it, every word of the query starting a word of the names, and only
//! when nothing matches so, typos within the lookup's budget (1 edit for
//! 4–5 letters, 2 from 6).
//!
//! [`SearchKey`] is one entry's folded names, made once; [`Query`] is the
//! folded query, made once per search; [`Query::best`] returns the indices
//! of the matching keys, best match first.

use super::fold::fold;
use super::vocabulary::typo_budget;

/// One entry's names, folded once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchKey {
    /// Each name folded whole (`kalev kaarik`).
    names: Vec<String>,
    /// Every word of every name.
    words: Vec<String>,
}

impl SearchKey {
    /// The folded key of an entry known by these names (player, character, group).
    pub fn new<'a>(names: impl IntoIterator<Item = &'a str>) -> SearchKey {
        let names: Vec<String> = names
            .into_iter()
            .map(fold)
            .filter(|n| !n.is_empty())
            .collect();
        let words = names
            .iter()
            .flat_map(|n| n.split(' '))
            .map(str::to_string)
            .collect();
        SearchKey { names, words }
    }
}

/// A typed query, folded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    whole: String,
    words: Vec<String>,
}

/// How well a key matches: lower is better (the step, then the edits).
type Rank = (u8, usize);

impl Query {
    /// The query `text`; `None` when it has no letters or digits.
    pub fn new(text: &str) -> Option<Query> {
        let whole = fold(text);
        let words = whole.split(' ').map(str::to_string).collect();
        (!whole.is_empty()).then_some(Query { whole, words })
    }

    /// The indices of the keys that match, best first (ties keep the keys'
    /// order).
    pub fn best(&self, keys: &[SearchKey]) -> Vec<usize> {
        let mut found: Vec<(Rank, usize)> = keys
            .iter()
            .enumerate()
            .filter_map(|(i, key)| Some((self.exact_rank(key)?, i)))
            .collect();
        if found.is_empty() {
            found = keys
                .iter()
                .enumerate()
                .filter_map(|(i, key)| Some((self.typo_rank(key)?, i)))
                .collect();
        }
        found.sort();
        found.into_iter().map(|(_, i)| i).collect()
    }

    /// The rank without typos: equal, starting with, every word starting a word.
    fn exact_rank(&self, key: &SearchKey) -> Option<Rank> {
        let whole = self.whole.as_str();
        let all = || key.names.iter().chain(&key.words);
        if all().any(|n| n == whole) {
            Some((0, 0))
        } else if all().any(|n| n.starts_with(whole)) {
            Some((1, 0))
        } else if self
            .words
            .iter()
            .all(|q| key.words.iter().any(|w| w.starts_with(q.as_str())))
        {
            Some((2, 0))
        } else {
            None
        }
    }

    /// Every word of the query within its typo budget of a word of the key
    /// (or starting one); ranked by the edits needed.
    fn typo_rank(&self, key: &SearchKey) -> Option<Rank> {
        let mut edits = 0;
        for q in &self.words {
            let budget = typo_budget(q.chars().count());
            let best = key
                .words
                .iter()
                .map(|w| {
                    if w.starts_with(q.as_str()) {
                        0
                    } else if w.chars().count().abs_diff(q.chars().count()) > budget {
                        usize::MAX
                    } else {
                        strsim::osa_distance(q, w)
                    }
                })
                .min()?;
            if best > budget {
                return None;
            }
            edits += best;
        }
        Some((3, edits))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> Vec<SearchKey> {
        [
            ["Jaan Tamm", "Kalev Käärik", "Wolves"],
            ["Siobhán Murphy", "Ó Briain", "Fianna"],
            ["Kalev Tamm", "Kalevipoeg", "Northern Watch"],
            ["Mari Kask", "Linda", "Kalevide"],
        ]
        .iter()
        .map(|names| SearchKey::new(names.iter().copied()))
        .collect()
    }

    fn best(query: &str) -> Vec<usize> {
        Query::new(query).map_or_else(Vec::new, |q| q.best(&keys()))
    }

    #[test]
    fn accents_and_case_are_ignored() {
        assert_eq!(best("kaarik"), [0]);
        assert_eq!(best("KÄÄRIK"), [0]);
        assert_eq!(best("o briain"), [1]);
        assert_eq!(best("O'Briain"), [1]);
    }

    #[test]
    fn an_equal_word_comes_before_a_word_that_starts_with_it() {
        // "kalev" is a word of 0 and 2; 3's group only starts with it.
        assert_eq!(best("kalev"), [0, 2, 3]);
        assert_eq!(best("kalevi"), [2, 3]);
        assert_eq!(best("tamm kal"), [0, 2]);
    }

    #[test]
    fn typos_are_tolerated_only_when_nothing_matches_exactly() {
        assert_eq!(best("kaarikk"), [0]);
        assert_eq!(best("briian"), [1]);
        // Three letters have no typo budget.
        assert_eq!(best("kax"), Vec::<usize>::new());
        assert_eq!(best("   "), Vec::<usize>::new());
    }
}
