//! Edit distance within a budget, walked along sorted words: the lookup's
//! typo scan.
//!
//! The distance is the optimal-string-alignment distance (insertions,
//! deletions, substitutions and swaps of neighbours, each once), as
//! `strsim::osa_distance` counts it. Its table has a row per letter of the
//! word, and a row depends only on the letters before it, so words that
//! share a prefix share those rows: [`Walk`] keeps them from one word to
//! the next in sorted order and computes only the rows after the shared
//! prefix. A row entirely over budget rules out every word with that
//! prefix, which the caller skips at once. Only the diagonal band a budget
//! allows is computed. So a scan of 400,000 words looks at the few
//! thousand prefixes near the query, not at every word.

/// The distance table of one query against the current word's prefixes.
pub(crate) struct Walk {
    query: Vec<char>,
    budget: usize,
    /// The current word's letters, as far as rows are computed.
    letters: Vec<char>,
    /// `rows[d]`: the table's row after `d` letters of the word (row 0 is
    /// the empty prefix).
    rows: Vec<Vec<usize>>,
    /// When the last word was ruled out: after how many letters.
    out_from: Option<usize>,
}

/// What a word came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// Within budget, at this distance.
    Within(usize),
    /// Over budget, though a longer word with it as prefix might not be.
    Over,
    /// Over budget already after this many letters: so is every word
    /// starting with them.
    OutFrom(usize),
}

impl Walk {
    /// A walk for `query`, counting edits up to `budget`.
    pub(crate) fn new(query: &str, budget: usize) -> Walk {
        let query: Vec<char> = query.chars().collect();
        let far = budget + 1;
        let first = (0..=query.len()).map(|j| j.min(far)).collect();
        Walk {
            query,
            budget,
            letters: Vec::new(),
            rows: vec![first],
            out_from: None,
        }
    }

    /// The distance of `word` to the query, the rows of its first `shared`
    /// letters being those of the word before (the caller says how many
    /// letters the two have in common; more than were computed is fine).
    pub(crate) fn reach(&mut self, word: &str, shared: usize) -> Reach {
        if let Some(out) = self.out_from
            && shared >= out
        {
            return Reach::OutFrom(out);
        }
        self.out_from = None;
        let shared = shared.min(self.letters.len());
        self.letters.truncate(shared);
        for letter in word.chars().skip(shared) {
            self.letters.push(letter);
            let depth = self.letters.len();
            if self.next_row(depth) > self.budget {
                // The rows stay valid up to here for the next word.
                self.out_from = Some(depth);
                return Reach::OutFrom(depth);
            }
        }
        let distance = self.rows[self.letters.len()][self.query.len()];
        if distance <= self.budget {
            Reach::Within(distance)
        } else {
            Reach::Over
        }
    }

    /// Computes row `depth` (the word's letters up to it are set) and
    /// returns its smallest cell.
    fn next_row(&mut self, depth: usize) -> usize {
        let (budget, far, width) = (self.budget, self.budget + 1, self.query.len() + 1);
        if self.rows.len() <= depth {
            self.rows.resize_with(depth + 1, Vec::new);
        }
        let mut row = std::mem::take(&mut self.rows[depth]);
        row.clear();
        row.resize(width, far);
        if depth <= budget {
            row[0] = depth;
        }
        let letter = self.letters[depth - 1];
        let up = &self.rows[depth - 1];
        let lowest = depth.saturating_sub(budget).max(1);
        for j in lowest..=(depth + budget).min(width - 1) {
            let asked = self.query[j - 1];
            let mut cell = (up[j - 1] + usize::from(asked != letter))
                .min(up[j] + 1)
                .min(row[j - 1] + 1);
            if depth > 1 && j > 1 && asked == self.letters[depth - 2] && self.query[j - 2] == letter
            {
                cell = cell.min(self.rows[depth - 2][j - 2] + 1);
            }
            row[j] = cell.min(far);
        }
        let smallest = row.iter().copied().min().unwrap_or(far);
        self.rows[depth] = row;
        smallest
    }
}

/// How many letters `a` and `b` start with in common.
pub(crate) fn shared_letters(a: &str, b: &str) -> usize {
    a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn within(a: &str, b: &str, budget: usize) -> Option<usize> {
        match Walk::new(a, budget).reach(b, 0) {
            Reach::Within(d) => Some(d),
            Reach::Over | Reach::OutFrom(_) => None,
        }
    }

    #[test]
    fn each_kind_of_edit_counts_once() {
        assert_eq!(within("kalev", "kalev", 1), Some(0));
        assert_eq!(within("kalev", "kalew", 1), Some(1));
        assert_eq!(within("kalev", "kaalev", 1), Some(1));
        assert_eq!(within("kalev", "kaev", 1), Some(1));
        assert_eq!(within("kalev", "kaelv", 1), Some(1));
        assert_eq!(within("", "ab", 2), Some(2));
        assert_eq!(within("ab", "", 2), Some(2));
    }

    #[test]
    fn a_distance_just_over_budget_is_none() {
        assert_eq!(within("kalev", "kolew", 2), Some(2));
        assert_eq!(within("kalev", "kolew", 1), None);
        assert_eq!(within("kalev", "kalevipo", 2), None);
        assert_eq!(within("kalev", "kalevip", 2), Some(2));
        assert_eq!(within("tõnu", "tonu", 0), None);
    }

    #[test]
    fn a_prefix_over_budget_rules_out_its_words() {
        let mut walk = Walk::new("kalev", 1);
        assert_eq!(walk.reach("mxrt", 0), Reach::OutFrom(2));
        // A word that shares the prefix reaches no further.
        assert_eq!(
            walk.reach("mxrtin", shared_letters("mxrt", "mxrtin")),
            Reach::OutFrom(2)
        );
        // "kale" is one letter short: over, yet "kalev" is not.
        assert_eq!(walk.reach("kale", 0), Reach::Within(1));
        assert_eq!(walk.reach("kal", 3), Reach::Over);
        assert_eq!(walk.reach("kalev", 3), Reach::Within(0));
    }

    proptest::proptest! {
        /// Word after word in sorted order, sharing rows, the same distance
        /// as `strsim`'s whenever it is within budget, and none otherwise;
        /// and a word ruled out by a prefix is out for every word with it.
        #[test]
        fn agrees_with_strsim(
            query in "[a-dõ ]{0,9}",
            mut words in proptest::collection::vec("[a-dõ ]{0,9}", 1..20),
            budget in 0usize..4,
        ) {
            words.sort();
            let mut walk = Walk::new(&query, budget);
            let mut previous = "";
            for word in &words {
                let full = strsim::osa_distance(&query, word);
                match walk.reach(word, shared_letters(previous, word)) {
                    Reach::Within(d) => proptest::prop_assert_eq!(d, full),
                    Reach::Over => proptest::prop_assert!(full > budget),
                    Reach::OutFrom(depth) => {
                        proptest::prop_assert!(full > budget);
                        let prefix: String = word.chars().take(depth).collect();
                        for longer in ["", "a", "dd", "õbca"] {
                            let longer = format!("{prefix}{longer}");
                            proptest::prop_assert!(strsim::osa_distance(&query, &longer) > budget);
                        }
                    }
                }
                previous = word;
            }
        }
    }
}
