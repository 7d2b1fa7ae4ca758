//! The roster: players and their characters in one event.
//!
//! A [`RosterEntry`] is one character as imported (id, name, player, group,
//! class, height, hit points); [`Store::upsert_character`] writes it keyed by
//! `(event, id)`, so importing the same entry twice changes nothing. A stored
//! [`Registration`] carries its database key `pk`, which items, inspections and
//! awards point at, and the class table of its event's ruleset
//! ([`shipped::class_table`]): [`Registration::hit_points`] applies it unless
//! the roster gave a number. An event whose ruleset has no class table (Five
//! Oaths) keeps the class text as given and has no hit points and no group
//! rule.

use std::collections::HashMap;

use super::class_counts::{ClassCounts, class_table_of};
use super::error::RecordsError;
use super::fold::fold;
use super::sql::{DbError, Dialect, ManyRows, Row, Sql, ToValue, Value, params, value_rows};
use super::store::Store;
use armoury_rules::ancalagon::class_rules::GroupExcess;
use armoury_rules::shipped::{self, ClassTable};

/// One character as read from a roster.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct RosterEntry {
    /// The character's id in the event (unique).
    pub id: String,
    /// The character's name.
    pub name: String,
    /// The player's id; the character's id when the roster has none.
    pub player_id: Option<String>,
    /// The player's name, if the roster has one.
    pub player_name: Option<String>,
    /// The character's group (a party, house or team), if any.
    pub group: Option<String>,
    /// The class as the roster writes it (`Warrior`, `Healer`); none means
    /// the class table's default.
    pub class: Option<String>,
    /// The player's height in centimetres (some weapon limits depend on it).
    pub height_cm: Option<f64>,
    /// Overrides the class's hit points.
    pub hit_points: Option<u8>,
}

impl RosterEntry {
    /// The player's id: the roster's, else the character's own.
    fn player_key(&self) -> &str {
        self.player_id.as_deref().unwrap_or(&self.id)
    }
}

/// A character registered in an event: a stored roster row with its key.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Registration {
    /// The character's key in this database, which items, inspections and
    /// awards point at (a copy to another database gets a new one).
    pub pk: i64,
    /// The event it is registered in.
    pub event_id: String,
    /// The character's id in the event (unique there).
    pub id: String,
    /// The character's name.
    pub name: String,
    /// The player's id (the character's id when the roster had none).
    pub player_id: String,
    /// The player's name, if the roster had one.
    pub player_name: Option<String>,
    /// The character's group, if any.
    pub group: Option<String>,
    /// The class as the roster wrote it; [`Registration::class_or_default`]
    /// fills in the default.
    pub class: Option<String>,
    /// The player's height in centimetres, if known.
    pub height_cm: Option<f64>,
    /// The roster's own hit points, if it gave them.
    pub hit_points_override: Option<u8>,
    /// The class table of the event's ruleset, if it has one.
    #[serde(skip)]
    pub classes: Option<ClassTable>,
}

impl Registration {
    /// The class, or the class table's default (Warrior) when the roster
    /// gave none; without a class table, the class as given (or nothing).
    pub fn class_or_default(&self) -> &str {
        class_or_default(self.classes, self.class.as_deref())
    }

    /// Hit points: the roster's number, else the class's (`None` for an
    /// unknown class or a ruleset without classes).
    pub fn hit_points(&self) -> Option<u8> {
        self.hit_points_override.or_else(|| {
            self.classes
                .and_then(|table| table.hit_points(self.class_or_default()))
        })
    }

    /// The player's name, else their id.
    pub fn player(&self) -> &str {
        self.player_name.as_deref().unwrap_or(&self.player_id)
    }

    /// The roster entry that stores this character as it is.
    pub fn entry(&self) -> RosterEntry {
        RosterEntry {
            id: self.id.clone(),
            name: self.name.clone(),
            player_id: Some(self.player_id.clone()),
            player_name: self.player_name.clone(),
            group: self.group.clone(),
            class: self.class.clone(),
            height_cm: self.height_cm,
            hit_points: self.hit_points_override,
        }
    }
}

/// A roster class, or the table's default when it is missing or blank.
pub(crate) fn class_or_default(table: Option<ClassTable>, class: Option<&str>) -> &str {
    let given = class.filter(|c| !c.trim().is_empty());
    match table {
        Some(table) => given.unwrap_or(table.default_class()),
        None => given.unwrap_or(""),
    }
}

/// What an upsert did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Upsert {
    /// The character was new to the event.
    Inserted,
    /// The character existed and at least one field changed.
    Updated,
    /// The character existed with exactly these fields.
    Unchanged,
}

pub(crate) const CHARACTER_COLUMNS: &str = "c.pk, c.event_id, c.id, c.name, c.player_id, p.name, \
     c.group_name, c.class, c.height_cm, c.hit_points, e.ruleset_id";
pub(crate) const CHARACTER_FROM: &str = "characters c JOIN players p ON p.event_id = c.event_id AND p.id = c.player_id \
     JOIN events e ON e.id = c.event_id";

pub(crate) fn character_from_row(row: &Row<'_>) -> Result<Registration, DbError> {
    Ok(Registration {
        pk: row.get(0)?,
        event_id: row.get(1)?,
        id: row.get(2)?,
        name: row.get(3)?,
        player_id: row.get(4)?,
        player_name: row.get(5)?,
        group: row.get(6)?,
        class: row.get(7)?,
        height_cm: row.get(8)?,
        hit_points_override: row.get(9)?,
        classes: shipped::class_table(&row.get::<String>(10)?),
    })
}

/// What writing `entry` over `existing` (the stored character with the
/// same id, if any) would do.
fn change(event_id: &str, entry: &RosterEntry, existing: Option<&Registration>) -> Upsert {
    let Some(existing) = existing else {
        return Upsert::Inserted;
    };
    let wanted = Registration {
        pk: existing.pk,
        event_id: event_id.to_string(),
        id: entry.id.clone(),
        name: entry.name.clone(),
        player_id: entry.player_key().to_string(),
        // A row without the player's name keeps the stored one.
        player_name: entry
            .player_name
            .clone()
            .or_else(|| existing.player_name.clone()),
        group: entry.group.clone(),
        class: entry.class.clone(),
        height_cm: entry.height_cm,
        hit_points_override: entry.hit_points,
        classes: existing.classes,
    };
    if *existing == wanted {
        Upsert::Unchanged
    } else {
        Upsert::Updated
    }
}

/// Writes one entry inside an open transaction; `existing` is the stored
/// character with the same id, if any (none: the id is new to the event).
pub(crate) fn upsert(
    sql: Sql<'_>,
    event_id: &str,
    entry: &RosterEntry,
    existing: Option<&Registration>,
) -> Result<Upsert, RecordsError> {
    let done = upsert_all(sql, event_id, &[(entry, existing)])?;
    Ok(done.first().copied().unwrap_or(Upsert::Unchanged))
}

/// New players or characters per `INSERT` on a file: enough to share each
/// statement's own work, few enough that the bound values fit in SQLite's
/// per-connection lookaside memory instead of each being a `malloc`
/// (fewest instructions for a 10,000-row import of 8, 16, 32 and 500).
const ROSTER_ROWS: usize = 16;

/// Players per `INSERT` on a server, where each statement is a round trip
/// (and runs the roster-revision trigger): 100,000 players in 100.
const SERVER_ROSTER_ROWS: usize = 1_000;

/// New characters per `COPY` on a server ([`Sql::insert_many`]).
const SERVER_COPY_ROWS: usize = 10_000;

/// Writes entries inside an open transaction, each with the stored
/// character of the same id, if any; says what was done to each. New
/// players and characters go many to a statement (a roster import is one
/// call): the players first, each once with the last name the entries give
/// it (a name left out keeps the stored one), then the new characters, then
/// each changed one.
pub(crate) fn upsert_all(
    sql: Sql<'_>,
    event_id: &str,
    entries: &[(&RosterEntry, Option<&Registration>)],
) -> Result<Vec<Upsert>, RecordsError> {
    let done: Vec<Upsert> = entries
        .iter()
        .map(|(entry, existing)| change(event_id, entry, *existing))
        .collect();
    let written = || {
        entries
            .iter()
            .zip(&done)
            .filter(|(_, done)| **done != Upsert::Unchanged)
            .map(|((entry, _), done)| (*entry, *done))
    };
    let mut players: Vec<(&str, Option<&str>)> = Vec::with_capacity(entries.len());
    let mut player_at: HashMap<&str, usize> = HashMap::with_capacity(entries.len());
    for (entry, _) in written() {
        let at = *player_at.entry(entry.player_key()).or_insert_with(|| {
            players.push((entry.player_key(), None));
            players.len() - 1
        });
        if let Some(name) = entry.player_name.as_deref() {
            players[at].1 = Some(name);
        }
    }
    let per_statement = match sql.dialect() {
        Dialect::Sqlite => ROSTER_ROWS,
        Dialect::Postgres => SERVER_ROSTER_ROWS,
    };
    let mut insert = ManyRows::default();
    for chunk in players.chunks(per_statement) {
        let mut values = Vec::with_capacity(chunk.len() * 3);
        for (id, name) in chunk {
            values.extend([event_id.to_value(), id.to_value(), name.to_value()]);
        }
        let statement = insert.statement(chunk.len(), |rows| {
            format!(
                "INSERT INTO players(event_id, id, name) VALUES {}
                 ON CONFLICT(event_id, id) DO UPDATE
                     SET name = coalesce(excluded.name, players.name)",
                value_rows(rows, 3)
            )
        });
        sql.execute(statement, &values)?;
    }
    let (new, changed): (Vec<_>, Vec<_>) =
        written().partition(|(_, done)| *done == Upsert::Inserted);
    let new: Vec<&RosterEntry> = new.into_iter().map(|(entry, _)| entry).collect();
    match sql.dialect() {
        // One `COPY` (one round trip, one trigger run) per many characters.
        Dialect::Postgres => {
            for chunk in new.chunks(SERVER_COPY_ROWS) {
                let values: Vec<Value<'_>> = chunk
                    .iter()
                    .flat_map(|entry| character_values(event_id, entry))
                    .collect();
                sql.insert_many("characters", &WRITTEN_COLUMNS, &values)?;
            }
        }
        Dialect::Sqlite => {
            let mut insert = ManyRows::default();
            for chunk in new.chunks(ROSTER_ROWS) {
                let mut values = Vec::with_capacity(chunk.len() * WRITTEN_COLUMNS.len());
                for entry in chunk {
                    values.extend_from_slice(&character_values(event_id, entry));
                }
                let statement = insert.statement(chunk.len(), |rows| {
                    format!(
                        "INSERT INTO characters({}) VALUES {}",
                        WRITTEN_COLUMNS.join(", "),
                        value_rows(rows, WRITTEN_COLUMNS.len())
                    )
                });
                sql.execute(statement, &values)?;
            }
        }
    }
    for (entry, _) in changed {
        sql.execute(
            "UPDATE characters SET name = ?3, player_id = ?4, group_name = ?5, class = ?6,
                 height_cm = ?7, hit_points = ?8
             WHERE event_id = ?1 AND id = ?2",
            &character_values(event_id, entry),
        )?;
    }
    Ok(done)
}

/// The columns [`character_values`] gives, in its order.
const WRITTEN_COLUMNS: [&str; 8] = [
    "event_id",
    "id",
    "name",
    "player_id",
    "group_name",
    "class",
    "height_cm",
    "hit_points",
];

/// A character's columns: event, id, name, player, group, class, height,
/// hit points.
fn character_values<'a>(event_id: &'a str, entry: &'a RosterEntry) -> [Value<'a>; 8] {
    [
        event_id.to_value(),
        entry.id.to_value(),
        entry.name.to_value(),
        entry.player_key().to_value(),
        entry.group.to_value(),
        entry.class.to_value(),
        entry.height_cm.to_value(),
        entry.hit_points.to_value(),
    ]
}

/// One stored character by event and id.
pub(crate) fn character_by_id(
    sql: Sql<'_>,
    event_id: &str,
    id: &str,
) -> Result<Option<Registration>, RecordsError> {
    sql.query_opt(
        &format!(
            "SELECT {CHARACTER_COLUMNS} FROM {CHARACTER_FROM} WHERE c.event_id = ?1 AND c.id = ?2"
        ),
        params![event_id, id],
        character_from_row,
    )
}

impl Store {
    /// Adds or updates one character (in its own transaction).
    pub fn upsert_character(
        &mut self,
        event_id: &str,
        entry: &RosterEntry,
    ) -> Result<Upsert, RecordsError> {
        self.event(event_id)?;
        let tx = self.begin()?;
        let sql = tx.sql();
        let existing = character_by_id(sql, event_id, &entry.id)?;
        let done = upsert(sql, event_id, entry, existing.as_ref())?;
        tx.commit()?;
        Ok(done)
    }

    /// Every character of an event, by name.
    pub fn characters(&self, event_id: &str) -> Result<Vec<Registration>, RecordsError> {
        let mut characters = characters_on(self.sql(), event_id)?;
        characters.sort_by_cached_key(|c| (fold(&c.name), c.id.clone()));
        Ok(characters)
    }

    /// The character with this database key; `NotFound` if there is none.
    pub fn character(&self, pk: i64) -> Result<Registration, RecordsError> {
        self.sql()
            .query_opt(
                &format!("SELECT {CHARACTER_COLUMNS} FROM {CHARACTER_FROM} WHERE c.pk = ?1"),
                params![pk],
                character_from_row,
            )?
            .ok_or_else(|| RecordsError::NotFound {
                what: "character",
                value: pk.to_string(),
            })
    }

    /// Characters by database key, in the order given, in one query (a
    /// lookup's candidates); keys that match no one are left out.
    pub fn characters_by_pk(&self, pks: &[i64]) -> Result<Vec<Registration>, RecordsError> {
        let keys = pks.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
        let sql = self.sql();
        // The keys as one JSON array parameter: one statement whatever their number.
        let keys_from_json = json_elements(sql.dialect(), "?1", "bigint");
        let mut found = sql.query(
            &format!(
                "SELECT {CHARACTER_COLUMNS} FROM {CHARACTER_FROM} WHERE c.pk IN ({keys_from_json})"
            ),
            params![format!("[{keys}]")],
            character_from_row,
        )?;
        found.sort_by_key(|c| pks.iter().position(|&pk| pk == c.pk));
        Ok(found)
    }

    /// Groups of an event over its class table's group limits (Ancalagon:
    /// the Healer rule of Appendix 3); none for a ruleset without classes.
    pub fn healer_excess(&self, event_id: &str) -> Result<Vec<GroupExcess>, RecordsError> {
        let sql = self.sql();
        Ok(match class_table_of(sql, event_id)? {
            Some(table) => ClassCounts::of_event(sql, event_id)?.excess(table),
            None => Vec::new(),
        })
    }
}

/// The id of a row in a roster with no id column: the folded player and
/// character names, each word joined by `-`, the two by `/`
/// (`Jaan Tamm`, `Kalev Käärik` → `jaan-tamm/kalev-kaarik`). Accents, case
/// and punctuation do not change it, so re-importing the file (or an edited
/// copy) updates the same characters.
pub fn derived_id(player: &str, character: &str) -> String {
    let words = |text: &str| fold(text).replace(' ', "-");
    format!("{}/{}", words(player), words(character))
}

pub(crate) fn characters_on(
    sql: Sql<'_>,
    event_id: &str,
) -> Result<Vec<Registration>, RecordsError> {
    sql.query(
        &format!("SELECT {CHARACTER_COLUMNS} FROM {CHARACTER_FROM} WHERE c.event_id = ?1"),
        params![event_id],
        character_from_row,
    )
}

/// The stored characters of an event with these ids, by id, in one query.
pub(crate) fn characters_with_ids<'a>(
    sql: Sql<'_>,
    event_id: &str,
    ids: impl Iterator<Item = &'a str>,
) -> Result<HashMap<String, Registration>, RecordsError> {
    let ids = serde_json::to_string(&ids.collect::<Vec<_>>())
        .map_err(|e| RecordsError::invalid("character ids", "", e.to_string()))?;
    let found = sql.query(
        &format!(
            "SELECT {CHARACTER_COLUMNS} FROM {CHARACTER_FROM}
             WHERE c.event_id = ?1 AND c.id IN ({})",
            json_elements(sql.dialect(), "?2", "text")
        ),
        params![event_id, ids],
        character_from_row,
    )?;
    Ok(found.into_iter().map(|c| (c.id.clone(), c)).collect())
}

/// A subquery giving the elements of the JSON array in parameter `param`,
/// as values of `server_type` on a server.
fn json_elements(dialect: Dialect, param: &str, server_type: &str) -> String {
    match dialect {
        Dialect::Sqlite => format!("SELECT value FROM json_each({param})"),
        Dialect::Postgres => {
            format!("SELECT jsonb_array_elements_text(CAST({param} AS text)::jsonb)::{server_type}")
        }
    }
}
