//! The station's side of the store: what it records and asks for.
//!
//! [`Character`] is a roster entry; [`InspectionRecord`] is what the Check
//! panel hands over when the marshal decides ([`Decision`]); [`Stored`] is
//! the store's answer (row id and, for an approved item, the tag serial).
//! [`Store`] is the trait the background [`worker`](super::worker) drives;
//! it runs only on the worker thread, never on the UI thread.
//! [`MemoryStore`] keeps everything in memory (tests, `--demo`);
//! [`super::sqlite::RecordsStore`] is the real one, the records module's
//! SQLite file. A [`Card`] is what the Lookup panel shows of a character.

use std::fmt;

use crate::records::ParsedRoster;
use crate::rules::armour::{Award, AwardValue};
use crate::rules::{Item, Verdict};
use crate::tags::{FailSlipContent, TagContent};

/// One character on the roster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Character {
    /// The store's key.
    pub id: u64,
    /// The roster's own id for the character (empty for a new one).
    pub roster_id: String,
    /// The player's name.
    pub player: String,
    /// The character's name.
    pub name: String,
    /// Group, faction or team; may be empty.
    pub group: String,
}

impl Character {
    /// Whether every word of `query` occurs in the player's, character's or group's name (ignoring case).
    pub fn matches(&self, query: &str) -> bool {
        if query.trim().is_empty() {
            return true;
        }
        let haystack = format!("{} {} {}", self.player, self.name, self.group).to_lowercase();
        query
            .to_lowercase()
            .split_whitespace()
            .all(|word| haystack.contains(word))
    }
}

/// What the marshal decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The rules approved the item.
    Approved,
    /// Rejected with the failing rules.
    Rejected,
    /// Approved against the rules' verdict, for a typed reason.
    Overridden { reason: String },
}

impl Decision {
    /// Whether the item may be used (and gets a tag).
    pub fn passes(&self) -> bool {
        !matches!(self, Decision::Rejected)
    }

    /// The decision in one word.
    pub fn word(&self) -> &'static str {
        match self {
            Decision::Approved => "approved",
            Decision::Rejected => "rejected",
            Decision::Overridden { .. } => "overridden",
        }
    }
}

/// An inspection as the station hands it to the store.
#[derive(Clone, Debug, PartialEq)]
pub struct InspectionRecord {
    pub character: Option<Character>,
    pub item: Item,
    pub verdict: Verdict,
    pub decision: Decision,
    /// Ids of the rules that failed or were referred (a reject's reasons).
    pub failing: Vec<String>,
    pub inspector: String,
    pub station: String,
    /// Seconds since the Unix epoch.
    pub at: u64,
}

/// A recorded inspection.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    pub id: u64,
    /// The tag serial of an item that passes.
    pub tag: Option<String>,
    pub record: InspectionRecord,
}

/// Why the store refused or failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError {
    /// What was being done (`recording the inspection`).
    pub action: String,
    pub message: String,
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.action, self.message)
    }
}

impl std::error::Error for StoreError {}

/// An approved item on a character's card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardItem {
    pub tag: String,
    pub kind: String,
    pub category: Option<String>,
    /// The approval rests on a provisional value.
    pub provisional: bool,
}

/// What a referee asks about a character.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub character: Character,
    pub class: Option<String>,
    pub hit_points: Option<u8>,
    /// The armour award in words (`3 armour points: body 2, helmet 1`).
    pub armour: Option<String>,
    pub items: Vec<CardItem>,
}

/// An event the store records into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventInfo {
    /// The event's id (`ancalagon-2026`).
    pub id: String,
    pub name: String,
    /// The prefix of its tag serials and the event code in its QR codes.
    pub tag_prefix: String,
    /// The last day (`YYYY-MM-DD`), if known: tags are valid until then.
    pub ends_on: Option<String>,
}

impl EventInfo {
    /// The event in words: `Ancalagon 2026 (AN26, until 2026-07-12)`.
    pub fn describe(&self) -> String {
        match &self.ends_on {
            Some(end) => format!("{} ({}, until {end})", self.name, self.tag_prefix),
            None => format!("{} ({})", self.name, self.tag_prefix),
        }
    }
}

/// What a typed serial or a scanned QR string turned out to be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagCheck {
    /// An issued tag, and the card of the character it was issued to.
    Issued { tag: String, card: Box<Card> },
    /// A genuine code for something else (a lammie, an armour card, a
    /// fail slip), in words.
    Genuine(String),
    /// No tag of that serial was issued.
    Unknown,
    /// A signed string that does not verify, and why (altered, invented,
    /// another event's key).
    NotGenuine(String),
}

/// The store as the worker thread uses it.
pub trait Store: Send {
    /// Every character on the roster.
    fn roster(&mut self) -> Result<Vec<Character>, StoreError>;
    /// Adds a character (id 0) or updates one; returns it with its id.
    fn save_character(&mut self, character: Character) -> Result<Character, StoreError>;
    /// Records an inspection; an item that passes gets a tag serial.
    fn record(&mut self, record: InspectionRecord) -> Result<Stored, StoreError>;
    /// A character's card: class, hit points, armour, approved items.
    fn card(&mut self, character: u64) -> Result<Card, StoreError>;
    /// What a typed tag serial or a scanned verification string is.
    fn find_tag(&mut self, text: &str) -> Result<TagCheck, StoreError>;
    /// What a tag printer needs for an issued serial: the tag's content and
    /// the key that signs its QR code. `None` when the store keeps no
    /// records to print from (the in-memory store).
    fn tag_to_print(&mut self, serial: &str) -> Result<Option<(TagContent, Vec<u8>)>, StoreError>;
    /// What a fail slip printer needs for a rejected or referred
    /// inspection: the slip's content and the key that signs its QR code.
    /// `None` when the store keeps no records to print from.
    fn fail_slip_to_print(
        &mut self,
        inspection: u64,
    ) -> Result<Option<(FailSlipContent, Vec<u8>)>, StoreError>;
    /// Imports a parsed roster's good rows (bad rows are left out); returns
    /// what it did in words.
    fn import_roster(&mut self, roster: &ParsedRoster) -> Result<String, StoreError>;
    /// Stores an armour award on a character (replacing the one its card shows).
    fn record_award(
        &mut self,
        character: &Character,
        award: &Award,
        recorder: &str,
    ) -> Result<(), StoreError>;
    /// Every event, and the one the station records into.
    fn events(&mut self) -> Result<(Vec<EventInfo>, EventInfo), StoreError>;
    /// Records into event `id` from now on (the roster is the event's).
    fn use_event(&mut self, id: &str) -> Result<EventInfo, StoreError>;
    /// Creates an event named `name` (its id made from the name; tags
    /// valid until `ends_on`, `YYYY-MM-DD`, if given) and records into it.
    fn create_event(&mut self, name: &str, ends_on: Option<&str>) -> Result<EventInfo, StoreError>;
}

/// What an import did, in words.
pub fn import_words(inserted: usize, updated: usize, unchanged: usize, skipped: usize) -> String {
    format!(
        "roster imported: {inserted} new, {updated} updated, {unchanged} unchanged, {skipped} bad rows left out"
    )
}

/// An award in words, as a card shows it (`3 points (body 2, helmet 1)`).
pub fn award_words(award: &Award) -> String {
    let provisional = if award.provisional {
        ", provisional"
    } else {
        ""
    };
    match &award.value {
        AwardValue::Points(p) => format!(
            "{} points (body {}, helmet {}){provisional}",
            p.total, p.body, p.helmet
        ),
        AwardValue::Hits(h) => format!(
            "{} Armour hits per location ({}){provisional}",
            h.per_location,
            h.class.as_deref().unwrap_or("no class")
        ),
    }
}

/// The one event of the in-memory store.
fn memory_event() -> EventInfo {
    EventInfo {
        id: "demo".into(),
        name: "Demo (kept in memory only)".into(),
        tag_prefix: "T".into(),
        ends_on: None,
    }
}

/// A store in memory (lost on exit).
#[derive(Debug, Default)]
pub struct MemoryStore {
    characters: Vec<Character>,
    inspections: Vec<Stored>,
    /// Each character's latest award, in words.
    awards: std::collections::BTreeMap<u64, String>,
}

impl MemoryStore {
    /// A store holding `characters`.
    pub fn with_roster(characters: Vec<Character>) -> Self {
        MemoryStore {
            characters,
            inspections: Vec::new(),
            awards: Default::default(),
        }
    }
}

impl Store for MemoryStore {
    fn roster(&mut self) -> Result<Vec<Character>, StoreError> {
        Ok(self.characters.clone())
    }

    fn save_character(&mut self, mut character: Character) -> Result<Character, StoreError> {
        if let Some(known) = self.characters.iter_mut().find(|c| c.id == character.id) {
            *known = character.clone();
        } else {
            character.id = self.characters.iter().map(|c| c.id).max().unwrap_or(0) + 1;
            if character.roster_id.is_empty() {
                character.roster_id = format!("station-{}", character.id);
            }
            self.characters.push(character.clone());
        }
        Ok(character)
    }

    fn record(&mut self, record: InspectionRecord) -> Result<Stored, StoreError> {
        let id = self.inspections.len() as u64 + 1;
        let serials = self.inspections.iter().filter(|s| s.tag.is_some()).count();
        let tag = record
            .decision
            .passes()
            .then(|| format!("T{:05}", serials + 1));
        let stored = Stored { id, tag, record };
        self.inspections.push(stored.clone());
        Ok(stored)
    }

    fn card(&mut self, character: u64) -> Result<Card, StoreError> {
        let found = self.characters.iter().find(|c| c.id == character).cloned();
        let character = found.ok_or_else(|| StoreError {
            action: "looking up the character".into(),
            message: format!("no character has id {character}"),
        })?;
        let items = self
            .inspections
            .iter()
            .filter(|s| {
                s.record
                    .character
                    .as_ref()
                    .is_some_and(|c| c.id == character.id)
            })
            .filter_map(|s| {
                Some(CardItem {
                    tag: s.tag.clone()?,
                    kind: s.record.item.kind.clone(),
                    category: s.record.verdict.category.clone(),
                    provisional: s.record.verdict.provisional,
                })
            })
            .collect();
        Ok(Card {
            class: None,
            hit_points: None,
            armour: self.awards.get(&character.id).cloned(),
            items,
            character,
        })
    }

    fn find_tag(&mut self, text: &str) -> Result<TagCheck, StoreError> {
        let wanted = text.trim();
        let owner = self.inspections.iter().find_map(|s| {
            let tag = s.tag.as_ref().filter(|t| t.eq_ignore_ascii_case(wanted))?;
            Some((tag.clone(), s.record.character.as_ref()?.id))
        });
        match owner {
            Some((tag, id)) => Ok(TagCheck::Issued {
                tag,
                card: Box::new(self.card(id)?),
            }),
            None => Ok(TagCheck::Unknown),
        }
    }

    fn tag_to_print(&mut self, _serial: &str) -> Result<Option<(TagContent, Vec<u8>)>, StoreError> {
        Ok(None)
    }

    fn fail_slip_to_print(
        &mut self,
        _inspection: u64,
    ) -> Result<Option<(FailSlipContent, Vec<u8>)>, StoreError> {
        Ok(None)
    }

    fn import_roster(&mut self, roster: &ParsedRoster) -> Result<String, StoreError> {
        let (mut inserted, mut updated) = (0, 0);
        for (_, entry) in &roster.entries {
            let known = self.characters.iter().find(|c| c.roster_id == entry.id);
            let character = Character {
                id: known.map_or(0, |c| c.id),
                roster_id: entry.id.clone(),
                player: entry
                    .player_name
                    .clone()
                    .or_else(|| entry.player_id.clone())
                    .unwrap_or_default(),
                name: entry.name.clone(),
                group: entry.group.clone().unwrap_or_default(),
            };
            if known.is_some() {
                updated += 1;
            } else {
                inserted += 1;
            }
            self.save_character(character)?;
        }
        Ok(import_words(inserted, updated, 0, roster.problems.len()))
    }

    fn record_award(
        &mut self,
        character: &Character,
        award: &Award,
        _recorder: &str,
    ) -> Result<(), StoreError> {
        if !self.characters.iter().any(|c| c.id == character.id) {
            return Err(StoreError {
                action: "recording the armour award".into(),
                message: format!("no character has id {}", character.id),
            });
        }
        self.awards.insert(character.id, award_words(award));
        Ok(())
    }

    fn events(&mut self) -> Result<(Vec<EventInfo>, EventInfo), StoreError> {
        Ok((vec![memory_event()], memory_event()))
    }

    fn use_event(&mut self, id: &str) -> Result<EventInfo, StoreError> {
        if id == memory_event().id {
            return Ok(memory_event());
        }
        Err(StoreError {
            action: "choosing the event".into(),
            message: format!("the in-memory store has only the demo event, not {id}"),
        })
    }

    fn create_event(
        &mut self,
        name: &str,
        _ends_on: Option<&str>,
    ) -> Result<EventInfo, StoreError> {
        Err(StoreError {
            action: format!("creating the event {name}"),
            message: "the in-memory store keeps only the demo event: run without --demo".into(),
        })
    }
}

/// A few characters for `--demo` and tests.
pub fn demo_roster() -> Vec<Character> {
    [
        ("Kalev Tamm", "Kalevipoeg", "Northern Watch"),
        ("Mari Kask", "Linda of the Hills", "Northern Watch"),
        ("Jaan Saar", "Brother Ambrosius", "Abbey"),
        ("Liis Mets", "Sigrid Ironhand", "Free Company"),
        ("Toomas Rebane", "Old Fox", "Free Company"),
        ("Anu Lepp", "Aino", "Forest Folk"),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, (player, name, group))| Character {
        id: i as u64 + 1,
        roster_id: format!("demo-{}", i + 1),
        player: player.into(),
        name: name.into(),
        group: group.into(),
    })
    .collect()
}

/// `count` made-up characters, for measuring the station with a large roster.
pub fn synthetic_roster(count: usize) -> Vec<Character> {
    const FIRST: [&str; 8] = [
        "Anna", "Jaan", "Mari", "Toomas", "Liis", "Kalev", "Kadri", "Peeter",
    ];
    const LAST: [&str; 8] = [
        "Tamm", "Saar", "Kask", "Mets", "Rebane", "Lepp", "Ilves", "Kuusk",
    ];
    const GROUPS: [&str; 5] = [
        "Northern Watch",
        "Abbey",
        "Free Company",
        "Forest Folk",
        "Guild",
    ];
    (0..count)
        .map(|i| Character {
            id: i as u64 + 1,
            roster_id: format!("c{i}"),
            player: format!("{} {} {i}", FIRST[i % 8], LAST[(i / 8) % 8]),
            name: format!("Hero {i}"),
            group: GROUPS[i % 5].to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_matches_every_word_in_any_name() {
        let roster = demo_roster();
        let hits: Vec<&str> = roster
            .iter()
            .filter(|c| c.matches("free fox"))
            .map(|c| c.player.as_str())
            .collect();
        assert_eq!(hits, ["Toomas Rebane"]);
        assert_eq!(roster.iter().filter(|c| c.matches("")).count(), 6);
    }
}
