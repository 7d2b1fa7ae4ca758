//! The ids a roster file has given so far and the line each came on: the
//! duplicate check of a file read a row at a time.
//!
//! A file of 100,000 rows keeps 100,000 ids however it is read, so they are
//! kept compactly: one string holding them all, where each ends, its line,
//! and an open-addressing table of 8-byte slots (the id's number and 32
//! bits of its hash, so that a search reads the ids of few slots, and the
//! table grows without hashing an id again); about 50 bytes an id of
//! seven characters, where a map of owned strings takes about 70.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

/// The table's first size (a power of two); it doubles once more than half
/// full.
const MIN_SLOTS: usize = 64;

/// The ids seen so far (see the module).
pub(crate) struct SeenIds<S = RandomState> {
    /// Every id, one after another.
    text: String,
    /// Where each id ends in `text` (it starts where the one before ends).
    ends: Vec<usize>,
    /// The line each id was first read on.
    lines: Vec<u64>,
    /// Open addressing: `[hash, n]`, where `n` 0 is empty and `n` is id
    /// `n - 1` otherwise, and `hash` is the low 32 bits of its hash.
    slots: Vec<[u32; 2]>,
    hasher: S,
}

/// More ids than the table's 4-byte slots can number.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct TooManyIds;

impl SeenIds {
    /// An empty set, hashing with keys of its own.
    pub(crate) fn new() -> Self {
        SeenIds::with_hasher(RandomState::new())
    }
}

impl<S: BuildHasher> SeenIds<S> {
    /// An empty set hashing with `hasher`.
    fn with_hasher(hasher: S) -> Self {
        SeenIds {
            text: String::new(),
            ends: Vec::new(),
            lines: Vec::new(),
            slots: vec![[0, 0]; MIN_SLOTS],
            hasher,
        }
    }

    /// The line `id` was first seen on; if it is new, records it as seen on
    /// `line` and returns `None`.
    pub(crate) fn first_line_or_insert(
        &mut self,
        id: &str,
        line: u64,
    ) -> Result<Option<u64>, TooManyIds> {
        // Only the low 32 bits are kept (and place the id).
        let hash = self.hasher.hash_one(id) as u32;
        let mut at = self.home(hash);
        loop {
            let [slot_hash, number] = self.slots[at];
            let Some(index) = number.checked_sub(1) else {
                break;
            };
            if slot_hash == hash && self.id(index as usize) == id {
                return Ok(Some(self.lines[index as usize]));
            }
            at = (at + 1) & (self.slots.len() - 1);
        }
        let number = u32::try_from(self.ends.len() + 1).map_err(|_| TooManyIds)?;
        self.text.push_str(id);
        self.ends.push(self.text.len());
        self.lines.push(line);
        self.slots[at] = [hash, number];
        if 2 * self.ends.len() > self.slots.len() {
            self.grow();
        }
        Ok(None)
    }

    /// How many ids have been seen.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.ends.len()
    }

    /// Id `index`.
    fn id(&self, index: usize) -> &str {
        let start = index.checked_sub(1).map_or(0, |before| self.ends[before]);
        &self.text[start..self.ends[index]]
    }

    /// The slot where the search for an id of this hash starts (the
    /// table's length is a power of two).
    fn home(&self, hash: u32) -> usize {
        hash as usize & (self.slots.len() - 1)
    }

    /// Doubles the table and places every id again, by its kept hash.
    fn grow(&mut self) {
        let doubled = vec![[0, 0]; 2 * self.slots.len()];
        let slots = std::mem::replace(&mut self.slots, doubled);
        for slot in slots.into_iter().filter(|[_, number]| *number != 0) {
            let mut at = self.home(slot[0]);
            while self.slots[at][1] != 0 {
                at = (at + 1) & (self.slots.len() - 1);
            }
            self.slots[at] = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_new_once_and_then_names_its_first_line() {
        let mut seen = SeenIds::new();
        assert_eq!(seen.first_line_or_insert("C1", 2), Ok(None));
        assert_eq!(seen.first_line_or_insert("C2", 3), Ok(None));
        assert_eq!(seen.first_line_or_insert("C1", 9), Ok(Some(2)));
        assert_eq!(seen.first_line_or_insert("C1", 10), Ok(Some(2)));
        // Ids that are prefixes of each other, and the empty one, differ.
        assert_eq!(seen.first_line_or_insert("C", 11), Ok(None));
        assert_eq!(seen.first_line_or_insert("", 12), Ok(None));
        assert_eq!(seen.first_line_or_insert("", 13), Ok(Some(12)));
        assert_eq!(seen.first_line_or_insert("C2", 14), Ok(Some(3)));
        assert_eq!(seen.len(), 4);
    }

    #[test]
    fn many_ids_keep_their_lines_through_every_growth() {
        let mut seen = SeenIds::new();
        for i in 0..100_000u64 {
            assert_eq!(seen.first_line_or_insert(&format!("P{i}"), i + 2), Ok(None));
        }
        for i in (0..100_000u64).step_by(997) {
            assert_eq!(
                seen.first_line_or_insert(&format!("P{i}"), 0),
                Ok(Some(i + 2))
            );
        }
        assert_eq!(seen.first_line_or_insert("P100000", 1), Ok(None));
        assert_eq!(seen.len(), 100_001);
        assert!(seen.slots.len() >= 2 * seen.len());
    }

    /// Hashes everything alike.
    #[derive(Default)]
    struct Constant;

    impl std::hash::Hasher for Constant {
        fn finish(&self) -> u64 {
            42
        }
        fn write(&mut self, _: &[u8]) {}
    }

    #[test]
    fn ids_whose_hashes_collide_are_told_apart() {
        let mut seen = SeenIds::with_hasher(std::hash::BuildHasherDefault::<Constant>::default());
        for i in 0..200u64 {
            assert_eq!(seen.first_line_or_insert(&i.to_string(), i), Ok(None));
        }
        for i in 0..200u64 {
            assert_eq!(seen.first_line_or_insert(&i.to_string(), 0), Ok(Some(i)));
        }
    }
}
