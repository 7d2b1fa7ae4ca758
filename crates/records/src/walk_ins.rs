//! Walk-ins: characters added at the desk, not by a roster import.
//!
//! Late sign-ups, NPC crew and borrowed weapons arrive all day. The station
//! adds such a person with [`Store::add_walk_in`]: a character whose id is
//! made from the player's and character's names (as a roster file without
//! an id column would make it), marked with the station that added it and
//! when. [`Store::walk_ins`] lists the marks (the roster export shows them).
//!
//! A later roster import that brings the same person merges instead of
//! duplicating: an imported row whose id is new to the event, with the same
//! player and character names (folded: case and accents do not matter) as
//! a walk-in, takes the walk-in's place: the walk-in's id
//! becomes the roster's, so its inspections, awards and tags stay with it,
//! and the import reports it as [`Merged`]. The walk-in mark stays as the
//! record of where the person was first seen.

use armoury_rules::said;
use std::collections::HashMap;

use armoury_rules::names;

use super::error::RecordsError;
use super::fold::fold;
use super::roster::derived_id;
use super::roster::{
    CHARACTER_COLUMNS, CHARACTER_FROM, Registration, RosterEntry, character_by_id,
    character_from_row, upsert,
};
use super::sql::{Sql, params};
use super::store::Store;
use super::time::now_utc;

/// Where and when a walk-in was added.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct WalkIn {
    /// The character's database key.
    pub pk: i64,
    /// The station that added it.
    pub station: String,
    /// When it was added, UTC RFC 3339 (`2026-07-14T09:30:05Z`).
    pub at: String,
}

/// A walk-in that a roster import merged with one of its rows.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Merged {
    /// The walk-in's id before the import.
    pub walk_in_id: String,
    /// Its id from the roster file.
    pub id: String,
    /// The character's name.
    pub character: String,
    /// The player's name (or id when the roster has no name).
    pub player: String,
}

impl std::fmt::Display for Merged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "walk-in {} ({}) merged with roster id {}",
            self.character, self.player, self.id
        )
    }
}

impl Store {
    /// Adds a walk-in to an event's roster: `character` played by `player`
    /// (the character's name when `player` is blank), marked as added by
    /// `station` now. A person already on the roster under the same names
    /// is returned as they are, not added twice.
    pub fn add_walk_in(
        &mut self,
        event_id: &str,
        player: &str,
        character: &str,
        station: &str,
    ) -> Result<Registration, RecordsError> {
        let character = character.trim();
        if fold(character).is_empty() {
            return Err(RecordsError::invalid(
                "walk-in",
                character,
                said!(
                    "err-why-walk-in-name",
                    "a walk-in needs a name with letters or digits"
                ),
            ));
        }
        let player = Some(player.trim())
            .filter(|p| !fold(p).is_empty())
            .unwrap_or(character);
        for name in [character, player, station] {
            if let Some(c) = names::forbidden_char(name) {
                return Err(RecordsError::invalid(
                    "walk-in",
                    names::escaped(name),
                    said!(
                        "err-why-name-character",
                        "{character} is not allowed in a name: it could act on a terminal or disguise the name",
                        character = names::describe(c),
                        code = format!("{:04X}", u32::from(c)),
                        control = if c.is_control() { "yes" } else { "no" },
                    ),
                ));
            }
        }
        let station = Some(station.trim())
            .filter(|s| !s.is_empty())
            .unwrap_or("station");
        self.event(event_id)?;
        let entry = RosterEntry {
            id: derived_id(player, character),
            name: character.to_string(),
            player_name: Some(player.to_string()),
            ..RosterEntry::default()
        };
        let tx = self.begin()?;
        let added = add_on(tx.sql(), event_id, &entry, station)?;
        tx.commit()?;
        Ok(added)
    }

    /// Every walk-in of an event, by database key.
    pub fn walk_ins(&self, event_id: &str) -> Result<HashMap<i64, WalkIn>, RecordsError> {
        walk_ins_on(self.sql(), event_id)
    }
}

/// Inserts the walk-in `entry` (unless its id is taken) inside `tx`.
fn add_on(
    sql: Sql<'_>,
    event_id: &str,
    entry: &RosterEntry,
    station: &str,
) -> Result<Registration, RecordsError> {
    if let Some(known) = character_by_id(sql, event_id, &entry.id)? {
        return Ok(known);
    }
    upsert(sql, event_id, entry, None)?;
    sql.execute(
        "UPDATE characters SET walk_in_station = ?3, walk_in_at = ?4
         WHERE event_id = ?1 AND id = ?2",
        params![event_id, entry.id, station, now_utc()],
    )?;
    character_by_id(sql, event_id, &entry.id)?.ok_or_else(|| RecordsError::NotFound {
        what: "character",
        value: entry.id.clone(),
    })
}

pub(crate) fn walk_ins_on(
    sql: Sql<'_>,
    event_id: &str,
) -> Result<HashMap<i64, WalkIn>, RecordsError> {
    let walk_ins = sql.query(
        "SELECT pk, walk_in_station, walk_in_at FROM characters
         WHERE event_id = ?1 AND walk_in_station IS NOT NULL",
        params![event_id],
        |row| {
            Ok(WalkIn {
                pk: row.get(0)?,
                station: row.get(1)?,
                at: row.get(2)?,
            })
        },
    )?;
    Ok(walk_ins.into_iter().map(|w| (w.pk, w)).collect())
}

/// The folded player and character names a walk-in and a roster row are
/// matched by; none without a player name.
fn names_key(player: Option<&str>, character: &str) -> Option<(String, String)> {
    player.map(|p| (fold(p), fold(character)))
}

/// An event's walk-ins by their folded player and character names: the
/// ones an import may still merge a row with.
#[derive(Default)]
pub(crate) struct WalkInsByName(HashMap<(String, String), Registration>);

impl WalkInsByName {
    /// The walk-ins of an event.
    pub(crate) fn load(sql: Sql<'_>, event_id: &str) -> Result<Self, RecordsError> {
        let walk_ins = sql.query(
            &format!(
                "SELECT {CHARACTER_COLUMNS} FROM {CHARACTER_FROM}
                 WHERE c.event_id = ?1 AND c.walk_in_station IS NOT NULL"
            ),
            params![event_id],
            character_from_row,
        )?;
        Ok(WalkInsByName(
            walk_ins
                .into_iter()
                .filter_map(|c| Some((names_key(c.player_name.as_deref(), &c.name)?, c)))
                .collect(),
        ))
    }

    /// Before a batch's upserts: every entry whose id is new to the event
    /// and whose names match a walk-in takes that walk-in over. The
    /// walk-in's row gets the entry's id (in `tx` and in `existing`, the
    /// stored characters of the batch's ids), so the upsert that follows
    /// updates it instead of adding a duplicate; the old player row goes
    /// once no character uses it ([`drop_unused_players`]). A walk-in that
    /// an entry names by its own id is that entry's, and is merged with no
    /// other.
    pub(crate) fn merge_into(
        &mut self,
        sql: Sql<'_>,
        entries: &[(u64, RosterEntry)],
        existing: &mut HashMap<String, Registration>,
    ) -> Result<Vec<Merged>, RecordsError> {
        let mut merged = Vec::new();
        for (_, entry) in entries {
            if self.0.is_empty() {
                break;
            }
            if let Some(stored) = existing.get(&entry.id) {
                if let Some(key) = names_key(stored.player_name.as_deref(), &stored.name)
                    && self.0.get(&key).is_some_and(|w| w.pk == stored.pk)
                {
                    self.0.remove(&key);
                }
                continue;
            }
            let Some(key) = names_key(entry.player_name.as_deref(), &entry.name) else {
                continue;
            };
            let Some(mut walk_in) = self.0.remove(&key) else {
                continue;
            };
            sql.execute(
                "UPDATE characters SET id = ?2 WHERE pk = ?1",
                params![walk_in.pk, entry.id],
            )?;
            existing.remove(&walk_in.id);
            merged.push(Merged {
                walk_in_id: std::mem::replace(&mut walk_in.id, entry.id.clone()),
                id: entry.id.clone(),
                character: walk_in.name.clone(),
                player: walk_in.player().to_string(),
            });
            existing.insert(entry.id.clone(), walk_in);
        }
        Ok(merged)
    }
}

/// After an import's upserts: removes the player rows merged walk-ins no
/// longer use.
pub(crate) fn drop_unused_players(
    sql: Sql<'_>,
    event_id: &str,
    player_ids: impl IntoIterator<Item = String>,
) -> Result<(), RecordsError> {
    for id in player_ids {
        sql.execute(
            "DELETE FROM players WHERE event_id = ?1 AND id = ?2
             AND NOT EXISTS (SELECT 1 FROM characters WHERE event_id = ?1 AND player_id = ?2)",
            params![event_id, id],
        )?;
    }
    Ok(())
}
