//! Lookup: "what armour does Kalev have?" answered from the store.
//!
//! [`Store::lookup`] resolves a query to one character's [`LookupCard`] or to a
//! list of candidates, trying in order: a tag serial (`AN11-000123`), a
//! character or player id, then names folded by [`super::fold`] (case and
//! accents ignored) in the event's name index (the `Vocabulary` of distinct
//! folded words and names, built in memory): a whole word or name equal to
//! the query, then names starting with it, then every word of the query
//! starting a word of the name. Only when all of that finds nothing are the
//! words scanned for typos (optimal-string-alignment distance, 1 edit for
//! 4–5 letters, 2 from 6): first the query as a whole, then, for several
//! words (`Rasmus Kusk`), word by word, each word starting a word of the
//! name or within its own budget of one. The scan walks the sorted words,
//! sharing the distance table's rows between words with a common prefix and
//! skipping every word of a prefix already over budget, so it stays under a
//! millisecond or so on 100,000 characters. The index is kept in the
//! [`Store`] until the roster changes.

use armoury_rules::said;
use std::collections::BTreeSet;

use serde::Serialize;

use super::awards::StoredAward;
use super::error::RecordsError;
use super::fold::fold;
use super::photos::PhotoSize;
use super::roster::Registration;
use super::sql::{Dialect, Value, params};
use super::store::Store;
use super::tags::{format_serial, normalise_serial};
use super::vocabulary::Vocabulary;

/// At most this many candidates are gathered per step.
const CANDIDATE_LIMIT: usize = 200;

/// One lookup step: event id and query to matching character keys.
type Step = fn(&mut Store, &str, &str) -> Result<Vec<i64>, RecordsError>;

/// How a query matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MatchKind {
    /// The query is the serial of a tag issued for one of the character's
    /// items (`AN11-000123`, or as typed: `an11 123`).
    TagSerial,
    /// The query is the character's roster id, exactly.
    Id,
    /// The query is the player's roster id, exactly.
    PlayerId,
    /// A whole word or the whole of the character's or player's name
    /// equals the folded query.
    Name,
    /// A word of the character's or player's name starts with the folded
    /// query.
    Prefix,
    /// Every word of the query starts a word of the character's or
    /// player's name.
    Words,
    /// Nothing else matched; a name or word is within the typo budget of
    /// the query or of each of its words (1 edit for 4–5 letters, 2 from 6).
    Typo,
}

/// What a lookup found.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "result", rename_all = "kebab-case")]
pub enum Lookup {
    /// Exactly one character matches.
    Found {
        /// The step that found it.
        matched_by: MatchKind,
        /// What the referee sees of the character.
        card: Box<LookupCard>,
    },
    /// Several characters match; `total` may exceed the list's length.
    Ambiguous {
        /// The first step that found any.
        matched_by: MatchKind,
        /// At most 50 of them, by name then id (a typo match: in the order
        /// they were registered).
        candidates: Vec<Registration>,
        /// How many characters the step found.
        total: usize,
    },
    /// No step found anyone, typos included.
    NotFound,
}

/// An approved item with its tag.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ApprovedItem {
    /// The approving inspection (the item's latest).
    pub inspection_id: i64,
    /// The item kind's id in the ruleset (`melee`, `arrow`, …).
    pub kind: String,
    /// The item's name as entered at the desk, if any.
    pub name: Option<String>,
    /// The ruleset category the verdict placed the item in, if any.
    pub category: Option<String>,
    /// The tag's serial (`AN11-000123`), if one was issued.
    pub tag_serial: Option<String>,
    /// The tag's last valid day, `YYYY-MM-DD`; none when the event has no
    /// end date.
    pub valid_until: Option<String>,
    /// Set when approved by override.
    pub override_reason: Option<String>,
    /// Whether the approval (and so its category) rests on a provisional
    /// value: tags, lookups and the referee page say "provisional".
    pub provisional: bool,
    /// The size of the photo taken at approval, if one was.
    pub photo: Option<PhotoSize>,
}

/// Everything a referee asks about one character.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LookupCard {
    /// The character as registered.
    pub character: Registration,
    /// The class, as [`Registration::class_or_default`] gives it (the
    /// class table's default when the roster gave none).
    pub class: String,
    /// Hit points, as [`Registration::hit_points`] gives them.
    pub hit_points: Option<u8>,
    /// The latest armour award, if any.
    pub armour: Option<StoredAward>,
    /// The items whose latest inspection approved them, in the order those
    /// inspections were recorded.
    pub approved_items: Vec<ApprovedItem>,
}

impl Store {
    /// Resolves what a referee typed (a name, an id or a tag serial) within
    /// an event, trying the steps of [`MatchKind`] in order; an empty query
    /// is `Invalid`.
    pub fn lookup(&mut self, event_id: &str, query: &str) -> Result<Lookup, RecordsError> {
        let query = query.trim();
        if query.is_empty() {
            return Err(RecordsError::invalid(
                "query",
                query,
                said!("err-why-type-query", "type a name, an id or a tag serial"),
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
            let found = step(self, event_id, query)?;
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
            .map(|i| {
                Ok(ApprovedItem {
                    inspection_id: i.id,
                    photo: self.photo_size(i.id)?,
                    kind: i.item.kind,
                    name: i.item.name,
                    category: i.category,
                    tag_serial: i.tag_serial,
                    valid_until: i.valid_until,
                    override_reason: i.override_reason,
                    provisional: i.provisional,
                })
            })
            .collect::<Result<_, RecordsError>>()?;
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
        let found = self.pks(
            "SELECT pk FROM characters WHERE event_id = ?1 AND upper(id) = upper(?2) LIMIT 1",
            params![event_id, id],
        )?;
        match found.first() {
            Some(pk) => self.card(*pk),
            None => Err(RecordsError::NotFound {
                what: "character",
                value: id.to_string(),
            }),
        }
    }

    fn pks(&self, sql: &str, params: &[Value<'_>]) -> Result<Vec<i64>, RecordsError> {
        self.sql().query(sql, params, |r| r.get(0))
    }

    fn by_tag(&mut self, event_id: &str, query: &str) -> Result<Vec<i64>, RecordsError> {
        let Some((prefix, seq)) = normalise_serial(query) else {
            return Ok(Vec::new());
        };
        self.pks(
            "SELECT i.character_pk FROM tags t JOIN inspections i ON i.id = t.inspection_id
             WHERE t.serial = ?1 AND t.event_id = ?2 AND i.character_pk IS NOT NULL",
            params![format_serial(&prefix, seq), event_id],
        )
    }

    fn by_id(&mut self, event_id: &str, query: &str) -> Result<Vec<i64>, RecordsError> {
        self.pks(
            "SELECT pk FROM characters WHERE event_id = ?1 AND id = ?2",
            params![event_id, query],
        )
    }

    fn by_player_id(&mut self, event_id: &str, query: &str) -> Result<Vec<i64>, RecordsError> {
        self.pks(
            &format!("SELECT pk FROM characters WHERE event_id = ?1 AND player_id = ?2 LIMIT {CANDIDATE_LIMIT}"),
            params![event_id, query],
        )
    }

    fn by_name(&mut self, event_id: &str, query: &str) -> Result<Vec<i64>, RecordsError> {
        Ok(self.names(event_id)?.named(&fold(query), CANDIDATE_LIMIT))
    }

    fn by_prefix(&mut self, event_id: &str, query: &str) -> Result<Vec<i64>, RecordsError> {
        Ok(self
            .names(event_id)?
            .prefixed(&fold(query), CANDIDATE_LIMIT))
    }

    fn by_words(&mut self, event_id: &str, query: &str) -> Result<Vec<i64>, RecordsError> {
        let folded = fold(query);
        let words: Vec<&str> = folded.split(' ').collect();
        if words.len() < 2 {
            return Ok(Vec::new());
        }
        let names = self.names(event_id)?;
        let mut common: Option<BTreeSet<i64>> = None;
        for word in words {
            let pks: BTreeSet<i64> = names.prefixed(word, CANDIDATE_LIMIT).into_iter().collect();
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

    fn by_typo(&mut self, event_id: &str, query: &str) -> Result<Vec<i64>, RecordsError> {
        let folded = fold(query);
        let names = self.names(event_id)?;
        let mut best = names.near(&folded);
        if best.is_empty() {
            best = names.near_every_word(&folded);
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

    /// The event's name index, built again when the roster has changed
    /// since it was last built.
    fn names(&mut self, event_id: &str) -> Result<&Vocabulary, RecordsError> {
        let revision = self.roster_revision()?;
        let names = match self.vocabulary.take() {
            Some(names) if names.is_for(event_id, revision) => names,
            _ => Vocabulary::load(self.sql(), event_id, revision)?,
        };
        Ok(self.vocabulary.insert(names))
    }

    /// A pair that changes whenever the roster may have: on a file,
    /// SQLite's `data_version` (other connections' commits) and this
    /// connection's `total_changes()` (its own); on a server, the
    /// `roster_revision` its triggers count for characters and players.
    fn roster_revision(&self) -> Result<(i64, i64), RecordsError> {
        let sql = self.sql();
        let read = |row: &super::sql::Row<'_>| Ok((row.get(0)?, row.get(1)?));
        let query = match sql.dialect() {
            Dialect::Sqlite => "SELECT data_version, total_changes() FROM pragma_data_version",
            Dialect::Postgres => "SELECT n, 0::BIGINT FROM roster_revision",
        };
        sql.query_opt(query, &[], read)?.ok_or_else(|| {
            RecordsError::invalid(
                "roster revision",
                "",
                said!("err-why-not-readable", "not readable"),
            )
        })
    }
}
