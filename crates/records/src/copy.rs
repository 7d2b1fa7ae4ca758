//! Copying a whole event between stores, either backend to either
//! ([`Store::copy_event_to`], `armoury db copy`): a one-laptop event moved to
//! the server, the server archived to a file afterwards.
//!
//! Every row of the event is copied in one transaction on the target, so a
//! copy is whole or absent, even when the target goes away halfway. Rows
//! get new database keys there (another event may hold the old ones), and
//! every reference is mapped to them: each keyed table takes a block of new
//! keys first (from the server's identity sequence, or after a file's
//! largest), so every table's rows go in many to a statement. Both sides are then compared by row
//! counts and a SHA-256 checksum of the event's content, in which a key is
//! the row's rank instead of its number; the copy is committed only when
//! they agree. A target event that already holds anything is refused; an
//! empty one (the default event a fresh store makes) is replaced.

use std::collections::HashMap;

use sha2::{Digest, Sha256};

use super::error::RecordsError;
use super::sql::{Dialect, ManyRows, Owned, ROWS_PER_INSERT, Sql, params, value_rows};
use super::store::Store;

/// One table's part of an event.
struct Table {
    name: &'static str,
    /// The database key, given anew on the target.
    key: Option<&'static str>,
    columns: &'static [&'static str],
    /// Columns holding another table's key.
    refs: &'static [(&'static str, &'static str)],
    /// Selects the event's rows (`?1` is the event).
    filter: &'static str,
    order: &'static str,
}

/// In the order rows can be inserted (referenced tables first).
const TABLES: &[Table] = &[
    Table {
        name: "events",
        key: None,
        columns: &[
            "id",
            "name",
            "starts_on",
            "ends_on",
            "tag_prefix",
            "secret",
            "created_at",
            "referee_token",
            "ruleset_id",
            "tag_seq",
        ],
        refs: &[],
        filter: "id = ?1",
        order: "id",
    },
    Table {
        name: "players",
        key: None,
        columns: &["event_id", "id", "name"],
        refs: &[],
        filter: "event_id = ?1",
        order: "id",
    },
    Table {
        name: "characters",
        key: Some("pk"),
        columns: &[
            "event_id",
            "id",
            "name",
            "player_id",
            "group_name",
            "class",
            "height_cm",
            "hit_points",
            "walk_in_station",
            "walk_in_at",
        ],
        refs: &[],
        filter: "event_id = ?1",
        order: "pk",
    },
    Table {
        name: "items",
        key: Some("id"),
        columns: &[
            "event_id",
            "character_pk",
            "kind",
            "name",
            "description",
            "created_at",
        ],
        refs: &[("character_pk", "characters")],
        filter: "event_id = ?1",
        order: "id",
    },
    Table {
        name: "inspections",
        key: Some("id"),
        columns: &[
            "item_id",
            "event_id",
            "character_pk",
            "ruleset_id",
            "ruleset_version",
            "category",
            "item_json",
            "verdict",
            "approved",
            "override_reason",
            "findings_json",
            "inspector",
            "station",
            "recorded_at",
            "corrects",
            "request_key",
        ],
        refs: &[
            ("item_id", "items"),
            ("character_pk", "characters"),
            ("corrects", "inspections"),
        ],
        filter: "event_id = ?1",
        order: "id",
    },
    Table {
        name: "tags",
        key: None,
        columns: &[
            "serial",
            "event_id",
            "seq",
            "inspection_id",
            "valid_until",
            "issued_at",
        ],
        refs: &[("inspection_id", "inspections")],
        filter: "event_id = ?1",
        order: "seq",
    },
    Table {
        name: "awards",
        key: Some("id"),
        columns: &[
            "character_pk",
            "ruleset_id",
            "ruleset_version",
            "award",
            "legacy_explanation",
            "body_points",
            "helmet_points",
            "total",
            "provisional",
            "gm_decided_by",
            "recorder",
            "recorded_at",
        ],
        refs: &[("character_pk", "characters")],
        filter: "character_pk IN (SELECT pk FROM characters WHERE event_id = ?1)",
        order: "id",
    },
];

/// An event's rows, table by table: each row its key (if the table has
/// one) and its columns.
type Rows = Vec<(&'static Table, Vec<(Option<i64>, Vec<Owned>)>)>;

/// What [`Store::copy_event_to`] copied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Copied {
    /// The event copied (or fingerprinted).
    pub event_id: String,
    /// Rows per table, the same on both sides.
    pub rows: Vec<(&'static str, usize)>,
    /// The content checksum, the same on both sides (hex SHA-256).
    pub checksum: String,
}

impl Store {
    /// Copies every row of an event into `target`, in one transaction
    /// there, and checks both sides agree before committing.
    pub fn copy_event_to(
        &self,
        event_id: &str,
        target: &mut Store,
    ) -> Result<Copied, RecordsError> {
        self.event(event_id)?;
        let rows = read(self.sql(), event_id)?;
        let source = fingerprint(&rows);
        let tx = target.begin()?;
        let sql = tx.sql();
        make_room(sql, event_id)?;
        write(sql, &rows)?;
        let copied = fingerprint(&read(sql, event_id)?);
        if copied != source {
            return Err(RecordsError::invalid(
                "copy",
                event_id,
                format!(
                    "the target does not read back what was copied ({:?} {} there, {:?} {} here); nothing was written",
                    copied.rows, copied.checksum, source.rows, source.checksum
                ),
            ));
        }
        tx.commit()?;
        Ok(Copied {
            event_id: event_id.to_string(),
            rows: source.rows,
            checksum: source.checksum,
        })
    }

    /// Row counts and the content checksum of an event, as a copy compares them.
    pub fn event_fingerprint(&self, event_id: &str) -> Result<Copied, RecordsError> {
        self.event(event_id)?;
        let print = fingerprint(&read(self.sql(), event_id)?);
        Ok(Copied {
            event_id: event_id.to_string(),
            rows: print.rows,
            checksum: print.checksum,
        })
    }
}

#[derive(Debug, PartialEq)]
struct Fingerprint {
    rows: Vec<(&'static str, usize)>,
    checksum: String,
}

fn read(sql: Sql<'_>, event_id: &str) -> Result<Rows, RecordsError> {
    TABLES
        .iter()
        .map(|table| {
            let key = table.key.map_or(String::new(), |k| format!("{k}, "));
            let query = format!(
                "SELECT {key}{} FROM {} WHERE {} ORDER BY {}",
                table.columns.join(", "),
                table.name,
                table.filter,
                table.order
            );
            let rows = sql.query(&query, params![event_id], |row| {
                let (key, first) = match table.key {
                    Some(_) => (Some(row.get::<i64>(0)?), 1),
                    None => (None, 0),
                };
                let columns = (first..row.len())
                    .map(|i| row.get::<Owned>(i))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok((key, columns))
            })?;
            Ok((table, rows))
        })
        .collect()
}

/// Refuses a target event with records; removes an empty one (and the
/// referees' sessions on it).
fn make_room(sql: Sql<'_>, event_id: &str) -> Result<(), RecordsError> {
    let held: i64 = sql.query_value(
        "SELECT (SELECT count(*) FROM players WHERE event_id = ?1)
              + (SELECT count(*) FROM items WHERE event_id = ?1)",
        params![event_id],
    )?;
    if held > 0 {
        return Err(RecordsError::invalid(
            "event",
            event_id,
            "the target already holds records of this event; copy into a database without it (or with it empty); nothing was written",
        ));
    }
    // Phones signed in to the empty event were signed in with its old
    // referee token; the copy brings the source's.
    sql.execute(
        "DELETE FROM referee_sessions WHERE event_id = ?1",
        params![event_id],
    )?;
    sql.execute("DELETE FROM events WHERE id = ?1", params![event_id])?;
    Ok(())
}

fn write(sql: Sql<'_>, rows: &Rows) -> Result<(), RecordsError> {
    // Per table: old key → new key.
    let mut keys: HashMap<&str, HashMap<i64, i64>> = HashMap::new();
    for (table, rows) in rows {
        // A table with keys of its own gets a block of new keys first, so
        // every reference (to it, or within it) is known before it is
        // written, and its rows go many to a statement like the others'.
        let mut new_keys = HashMap::new();
        if let Some(key) = table.key {
            let reserved = reserve_keys(sql, table.name, key, rows.len())?;
            for ((old, _), new) in rows.iter().zip(reserved) {
                if let Some(old) = old {
                    new_keys.insert(*old, new);
                }
            }
        }
        let width = table.columns.len() + usize::from(table.key.is_some());
        let mut insert = ManyRows::default();
        for chunk in rows.chunks(ROWS_PER_INSERT) {
            let mut columns = Vec::with_capacity(chunk.len() * width);
            for (old, row) in chunk {
                if table.key.is_some() {
                    let new = old.and_then(|old| new_keys.get(&old).copied());
                    columns.push(new.map_or(Owned::Null, Owned::Int));
                }
                columns.extend(mapped(table, row, &keys, &new_keys)?);
            }
            let values: Vec<_> = columns.iter().map(Owned::value).collect();
            let statement = insert.statement(chunk.len(), |n| insert_rows(table, n));
            sql.execute(statement, &values)?;
        }
        keys.insert(table.name, new_keys);
    }
    Ok(())
}

/// `count` new keys for `table`'s `key` column, in order: drawn from the
/// server's identity sequence, or on a file (whose write lock the copy's
/// transaction holds) the ones after the largest in use.
fn reserve_keys(
    sql: Sql<'_>,
    table: &str,
    key: &str,
    count: usize,
) -> Result<Vec<i64>, RecordsError> {
    let count = i64::try_from(count).unwrap_or(i64::MAX);
    match sql.dialect() {
        Dialect::Postgres => sql.query(
            &format!(
                "SELECT nextval(pg_get_serial_sequence('{table}', '{key}'))
                 FROM generate_series(1, ?1) ORDER BY 1"
            ),
            params![count],
            |row| row.get::<i64>(0),
        ),
        Dialect::Sqlite => {
            let largest: i64 =
                sql.query_value(&format!("SELECT coalesce(max({key}), 0) FROM {table}"), &[])?;
            Ok((1..=count).map(|n| largest + n).collect())
        }
    }
}

/// `INSERT INTO table(key, columns) VALUES (?1, …), (…)` for `rows` rows
/// (the key first when the table has one).
fn insert_rows(table: &Table, rows: usize) -> String {
    let key = table.key.map_or(String::new(), |k| format!("{k}, "));
    let width = table.columns.len() + usize::from(table.key.is_some());
    format!(
        "INSERT INTO {}({key}{}) VALUES {}",
        table.name,
        table.columns.join(", "),
        value_rows(rows, width)
    )
}

/// A row's columns with every reference mapped to the target's keys (the
/// referenced tables' `keys`, or this table's own `so_far`).
fn mapped(
    table: &Table,
    columns: &[Owned],
    keys: &HashMap<&str, HashMap<i64, i64>>,
    so_far: &HashMap<i64, i64>,
) -> Result<Vec<Owned>, RecordsError> {
    let mut columns = columns.to_vec();
    for (column, referenced) in table.refs {
        let Some(at) = table.columns.iter().position(|c| c == column) else {
            continue;
        };
        if let Some(Owned::Int(old)) = columns.get(at) {
            let map = if referenced == &table.name {
                Some(so_far)
            } else {
                keys.get(referenced)
            };
            let new = map.and_then(|map| map.get(old).copied()).ok_or_else(|| {
                RecordsError::invalid(
                    "copy",
                    format!("{}.{column} = {old}", table.name),
                    "refers to a row that is not part of the event",
                )
            })?;
            columns[at] = Owned::Int(new);
        }
    }
    Ok(columns)
}

/// Counts and a checksum in which keys are ranks, so both sides of a copy
/// agree whatever keys the target gave.
fn fingerprint(rows: &Rows) -> Fingerprint {
    let mut ranks: HashMap<&str, HashMap<i64, usize>> = HashMap::new();
    let mut hash = Sha256::new();
    for (table, rows) in rows {
        let own: HashMap<i64, usize> = rows
            .iter()
            .enumerate()
            .filter_map(|(rank, (key, _))| Some(((*key)?, rank)))
            .collect();
        ranks.insert(table.name, own);
        hash.update(format!("{}:{}\n", table.name, rows.len()).as_bytes());
        for (_, columns) in rows {
            for (column, value) in table.columns.iter().zip(columns) {
                let referenced = table.refs.iter().find(|(c, _)| c == column);
                let shown = match (referenced, value) {
                    (Some((_, to)), Owned::Int(key)) => {
                        let rank = ranks.get(to).and_then(|r| r.get(key));
                        format!("#{rank:?}")
                    }
                    _ => format!("{value:?}"),
                };
                hash.update(format!("{column}={shown}\t").as_bytes());
            }
            hash.update(b"\n");
        }
    }
    Fingerprint {
        rows: rows.iter().map(|(t, r)| (t.name, r.len())).collect(),
        checksum: hash.finalize().iter().map(|b| format!("{b:02x}")).collect(),
    }
}
