//! Copying a whole event between stores, either backend to either
//! ([`Store::copy_event_to`], `armoury db copy`): a one-laptop event moved to
//! the server, the server archived to a file afterwards.
//!
//! Every row of the event is copied in one transaction on the target, so a
//! copy is whole or absent, even when the target goes away halfway. Rows
//! get new database keys there (another event may hold the old ones), and
//! every reference is mapped to them: each keyed table takes a block of new
//! keys first (from the server's identity sequence, or after a file's
//! largest), so its rows can go many at a time: into a server by binary
//! `COPY`, into a file by many-row `INSERT`s. Both sides are then compared by row
//! counts and a SHA-256 checksum of the event's content, in which a key is
//! the row's rank instead of its number; the copy is committed only when
//! they agree. A target event that already holds anything is refused; an
//! empty one (the default event a fresh store makes) is replaced.

use armoury_rules::said;
use std::collections::HashMap;

use sha2::{Digest, Sha256};

use super::counters;
use super::error::RecordsError;
use super::sql::{Dialect, Owned, Row, Sql, ToValue, Tx, Value, params};
use super::store::Store;

/// Rows read, hashed and written at a time: one query on the source, one
/// [`Sql::insert_many`] (one `COPY`) on a server, well within the answer
/// bound even for inspections (a few KB each) on a slow network.
const ROWS_AT_ONCE: usize = 5_000;

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
            "verifier_url",
            "organiser_token",
            "language",
            "photos",
        ],
        refs: &[],
        filter: "id = ?1",
        order: "id",
    },
    Table {
        name: "signing_keys",
        key: None,
        columns: &["event_id", "key_id", "seed", "created_at", "retired_at"],
        refs: &[],
        filter: "event_id = ?1",
        order: "key_id",
    },
    Table {
        name: "revoked_tags",
        key: None,
        columns: &["event_id", "serial", "reason", "revoked_at"],
        refs: &[],
        filter: "event_id = ?1",
        order: "serial",
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
        name: "photos",
        key: None,
        columns: &[
            "inspection_id",
            "event_id",
            "jpeg",
            "width",
            "height",
            "sha256",
        ],
        refs: &[("inspection_id", "inspections")],
        filter: "event_id = ?1",
        order: "inspection_id",
    },
    Table {
        name: "flagged_findings",
        key: Some("id"),
        columns: &[
            "inspection_id",
            "event_id",
            "rule",
            "status",
            "provisional",
            "approved",
        ],
        refs: &[("inspection_id", "inspections")],
        filter: "event_id = ?1",
        order: "id",
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

/// Some rows of one table, in order: each its key (if the table has one)
/// and its columns.
type Chunk = Vec<(Option<i64>, Vec<Owned>)>;

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
    /// there, and checks both sides agree before committing. The source is
    /// read in one read-only snapshot, so stations recording meanwhile
    /// change neither what is copied nor its checksum.
    pub fn copy_event_to(
        &self,
        event_id: &str,
        target: &mut Store,
    ) -> Result<Copied, RecordsError> {
        self.copy_event_in_chunks(event_id, target, ROWS_AT_ONCE)
    }

    /// [`Store::copy_event_to`] reading and writing `rows_at_once` rows at
    /// a time: for tests of the chunks' edges on small events.
    #[doc(hidden)]
    pub fn copy_event_in_chunks(
        &self,
        event_id: &str,
        target: &mut Store,
        rows_at_once: usize,
    ) -> Result<Copied, RecordsError> {
        let rows_at_once = rows_at_once.max(1);
        self.event(event_id)?;
        let tx = target.begin()?;
        let sql = tx.sql();
        make_room(sql, event_id)?;
        let snapshot = Tx::begin_read(self.sql())?;
        let mut source = Fingerprinter::default();
        // Per table: old key → new key.
        let mut keys: HashMap<&str, HashMap<i64, i64>> = HashMap::new();
        for table in TABLES {
            let mut new_keys = HashMap::new();
            in_chunks(snapshot.sql(), table, event_id, rows_at_once, |chunk| {
                source.add(table, chunk);
                write(sql, table, chunk, &keys, &mut new_keys)
            })?;
            keys.insert(table.name, new_keys);
        }
        snapshot.rollback()?;
        // Counters, made from the rows copied rather than copied.
        counters::recount(sql, event_id)?;
        if sql.dialect() == Dialect::Postgres {
            // Statistics for the rows just written, so reading them back in
            // chunks walks the keys' index rather than sorting the whole
            // event for every chunk (and the stations plan well after).
            let tables: Vec<&str> = TABLES.iter().map(|t| t.name).collect();
            sql.batch(&format!("ANALYZE {}", tables.join(", ")))?;
        }
        let source = source.finish();
        let copied = fingerprint(sql, event_id, rows_at_once)?;
        if copied != source {
            return Err(RecordsError::invalid(
                "copy",
                event_id,
                said!(
                    "err-why-copy-reads-back",
                    "the target does not read back what was copied ({there_rows} {there} there, {here_rows} {here} here); nothing was written",
                    there_rows = format!("{:?}", copied.rows),
                    there = &copied.checksum,
                    here_rows = format!("{:?}", source.rows),
                    here = &source.checksum,
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
        let print = fingerprint(self.sql(), event_id, ROWS_AT_ONCE)?;
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

/// Reads the event's rows of `table` in order, `rows_at_once` at a time
/// (each chunk after the last one's ordering value), handing each chunk
/// to `each`; an empty table gives one empty chunk. So a copy holds a few
/// thousand rows at once, however big the event.
fn in_chunks(
    sql: Sql<'_>,
    table: &Table,
    event_id: &str,
    rows_at_once: usize,
    mut each: impl FnMut(&Chunk) -> Result<(), RecordsError>,
) -> Result<(), RecordsError> {
    let key = table.key.map_or(String::new(), |k| format!("{k}, "));
    let select = |after: &str| {
        format!(
            "SELECT {key}{} FROM {} WHERE ({}){after} ORDER BY {} LIMIT {rows_at_once}",
            table.columns.join(", "),
            table.name,
            table.filter,
            table.order
        )
    };
    let (first, next) = (select(""), select(&format!(" AND {} > ?2", table.order)));
    // Where the ordering value is in a row read: the key, or a column.
    let ordering = |(key, columns): &(Option<i64>, Vec<Owned>)| match table.key {
        Some(k) if k == table.order => key.map(Owned::Int),
        _ => table
            .columns
            .iter()
            .position(|c| *c == table.order)
            .and_then(|at| columns.get(at).cloned()),
    };
    let mut after: Option<Owned> = None;
    loop {
        let read = |row: &Row<'_>| {
            let (key, first) = match table.key {
                Some(_) => (Some(row.get::<i64>(0)?), 1),
                None => (None, 0),
            };
            let columns = (first..row.len())
                .map(|i| row.get::<Owned>(i))
                .collect::<Result<Vec<_>, _>>()?;
            Ok((key, columns))
        };
        let chunk = match &after {
            None => sql.query(&first, params![event_id], read)?,
            Some(last) => sql.query(&next, &[event_id.to_value(), last.value()], read)?,
        };
        each(&chunk)?;
        match chunk.last().and_then(ordering) {
            Some(last) if chunk.len() == rows_at_once => after = Some(last),
            _ => return Ok(()),
        }
    }
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
            said!(
                "err-why-copy-target-holds",
                "the target already holds records of this event; copy into a database without it (or with it empty); nothing was written"
            ),
        ));
    }
    // Phones signed in to the empty event were signed in with its old
    // referee token; the copy brings the source's.
    // Its keys go too: the copy brings the source's, which signed its tags.
    for table in ["referee_sessions", "signing_keys", "revoked_tags"] {
        sql.execute(
            &format!("DELETE FROM {table} WHERE event_id = ?1"),
            params![event_id],
        )?;
    }
    sql.execute("DELETE FROM events WHERE id = ?1", params![event_id])?;
    Ok(())
}

/// Writes a chunk of `table`'s rows with every reference mapped to the
/// target's keys (`keys` of the tables written before, `new_keys` of this
/// one so far, which this chunk's new keys join). A table with keys of its
/// own takes a block of new keys for the chunk first, so its rows go in
/// together like the others'.
fn write(
    sql: Sql<'_>,
    table: &Table,
    chunk: &Chunk,
    keys: &HashMap<&str, HashMap<i64, i64>>,
    new_keys: &mut HashMap<i64, i64>,
) -> Result<(), RecordsError> {
    if chunk.is_empty() {
        return Ok(());
    }
    if let Some(key) = table.key {
        let reserved = reserve_keys(sql, table.name, key, chunk.len())?;
        for ((old, _), new) in chunk.iter().zip(reserved) {
            if let Some(old) = old {
                new_keys.insert(*old, new);
            }
        }
    }
    let columns: Vec<&str> = table.key.iter().chain(table.columns).copied().collect();
    let mut values = Vec::with_capacity(chunk.len() * columns.len());
    for (old, row) in chunk {
        if table.key.is_some() {
            let new = old.and_then(|old| new_keys.get(&old).copied());
            values.push(new.map_or(Value::Null, Value::Int));
        }
        values.extend(mapped(table, row, keys, new_keys)?);
    }
    sql.insert_many(table.name, &columns, &values)
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

/// A row's columns with every reference mapped to the target's keys (the
/// referenced tables' `keys`, or this table's own `so_far`).
fn mapped<'r>(
    table: &Table,
    columns: &'r [Owned],
    keys: &HashMap<&str, HashMap<i64, i64>>,
    so_far: &HashMap<i64, i64>,
) -> Result<Vec<Value<'r>>, RecordsError> {
    let mut columns: Vec<Value<'r>> = columns.iter().map(Owned::value).collect();
    for (column, referenced) in table.refs {
        let Some(at) = table.columns.iter().position(|c| c == column) else {
            continue;
        };
        if let Some(Value::Int(old)) = columns.get(at) {
            let map = if referenced == &table.name {
                Some(so_far)
            } else {
                keys.get(referenced)
            };
            let new = map.and_then(|map| map.get(old).copied()).ok_or_else(|| {
                RecordsError::invalid(
                    "copy",
                    format!("{}.{column} = {old}", table.name),
                    said!(
                        "err-why-copy-foreign-row",
                        "refers to a row that is not part of the event"
                    ),
                )
            })?;
            columns[at] = Value::Int(new);
        }
    }
    Ok(columns)
}

/// The event's row counts and content checksum as `sql` holds them.
fn fingerprint(
    sql: Sql<'_>,
    event_id: &str,
    rows_at_once: usize,
) -> Result<Fingerprint, RecordsError> {
    let mut print = Fingerprinter::default();
    for table in TABLES {
        in_chunks(sql, table, event_id, rows_at_once, |chunk| {
            print.add(table, chunk);
            Ok(())
        })?;
    }
    Ok(print.finish())
}

/// Counts and a checksum, fed chunk by chunk, in which keys are ranks (a
/// row's place in its table), so both sides of a copy agree whatever keys
/// the target gave. Each value goes into the hash as a kind byte and its
/// bytes (text and blobs after their length), so no two different rows
/// hash alike and nothing is formatted on the way.
#[derive(Default)]
struct Fingerprinter {
    hash: Sha256,
    /// Per table: key → rank.
    ranks: HashMap<&'static str, HashMap<i64, u64>>,
    rows: Vec<(&'static str, usize)>,
}

impl Fingerprinter {
    /// The next chunk of `table` (every chunk of the table before it, and
    /// all of the tables before).
    fn add(&mut self, table: &'static Table, chunk: &Chunk) {
        if self.rows.last().is_none_or(|(name, _)| *name != table.name) {
            self.rows.push((table.name, 0));
            self.hash.update(table.name.as_bytes());
        }
        let Some((_, seen)) = self.rows.last_mut() else {
            return;
        };
        let own = self.ranks.entry(table.name).or_default();
        for (rank, (key, _)) in (*seen as u64..).zip(chunk) {
            if let Some(key) = key {
                own.insert(*key, rank);
            }
        }
        *seen += chunk.len();
        // Which columns hold a key of which table, by position.
        let references: Vec<Option<&HashMap<i64, u64>>> = table
            .columns
            .iter()
            .map(|column| {
                let (_, to) = table.refs.iter().find(|(c, _)| c == column)?;
                self.ranks.get(to)
            })
            .collect();
        let hash = &mut self.hash;
        for (_, columns) in chunk {
            for (value, reference) in columns.iter().zip(&references) {
                match (value, reference) {
                    (Owned::Int(key), Some(ranks)) => {
                        hash.update([b'#']);
                        hash.update(ranks.get(key).copied().unwrap_or(u64::MAX).to_le_bytes());
                    }
                    (Owned::Null, _) => hash.update([b'0']),
                    (Owned::Int(i), None) => {
                        hash.update([b'i']);
                        hash.update(i.to_le_bytes());
                    }
                    (Owned::Real(r), _) => {
                        hash.update([b'r']);
                        hash.update(r.to_bits().to_le_bytes());
                    }
                    (Owned::Text(t), _) => {
                        hash.update([b't']);
                        hash.update((t.len() as u64).to_le_bytes());
                        hash.update(t.as_bytes());
                    }
                    (Owned::Blob(b), _) => {
                        hash.update([b'b']);
                        hash.update((b.len() as u64).to_le_bytes());
                        hash.update(b);
                    }
                }
            }
        }
    }

    /// The counts, and the checksum with them.
    fn finish(mut self) -> Fingerprint {
        for (name, count) in &self.rows {
            self.hash.update(name.as_bytes());
            self.hash.update((*count as u64).to_le_bytes());
        }
        Fingerprint {
            checksum: crate::secrets::hex(&self.hash.finalize()),
            rows: self.rows,
        }
    }
}
