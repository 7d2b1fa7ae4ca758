//! Roster import from CSV.
//!
//! A roster file is read a row at a time by [`RosterRows`] (encodings,
//! separators, headers and the checks of each row are described there).
//! [`parse_roster`] reads a whole file into a [`ParsedRoster`] for a
//! preview; [`Store::import_roster`] writes such a roster, and
//! [`Store::import_roster_rows`] writes a file as it reads it, a batch of
//! rows at a time, so a roster of any length imports in the same memory.
//!
//! Either way the import is one transaction: with any bad row and no
//! `skip_bad` it writes nothing; a dry run rolls back after counting. Rows
//! are upserted by id, so importing the same file again changes nothing. A
//! roster with no id (or player id) column gets ids made from the player
//! and character names ([`derived_id`]); two rows naming the same player
//! and character are then refused, with both lines. A row that brings a
//! walk-in merges with it ([`walk_ins`]).
//!
//! [`derived_id`]: super::roster::derived_id

use armoury_rules::said;
use std::collections::HashMap;
use std::io::Read;
use std::sync::mpsc::SyncSender;

use serde::Serialize;

use super::class_counts::{ClassCounts, class_table_of};
use super::columns::Field;
use super::error::{RecordsError, RowProblem};
use super::roster::{Registration, RosterEntry, Upsert, characters_with_ids, upsert_all};
use super::roster_rows::{RosterRow, RosterRows};
use super::sql::{Dialect, Sql, params};
use super::store::{CACHE_KIB, Store};
use super::text_input::{ReadAs, TextEncoding};
use super::unusual::Unusual;
use super::walk_ins::{self, Merged, WalkInsByName};
use armoury_rules::ancalagon::class_rules::GroupExcess;
use armoury_rules::shipped::ClassTable;

/// Rows written at a time by an import: with the batch being read and the
/// one waiting, what it holds in memory besides the ids it has seen,
/// whatever the file's length. (Bigger batches save nothing measurable; a
/// smaller first batch starts the writing sooner.)
pub const IMPORT_BATCH_ROWS: usize = 1_000;

/// Parses a column mapping, `COLUMN=FIELD` (`Nimi=character`).
pub fn parse_mapping(text: &str) -> Result<(String, Field), RecordsError> {
    let names = || {
        Field::ALL
            .iter()
            .map(|(_, n)| *n)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some((column, field)) = text.split_once('=') else {
        return Err(RecordsError::invalid(
            "column mapping",
            text,
            said!(
                "err-why-write-mapping",
                "write COLUMN=FIELD; fields: {fields}",
                fields = names()
            ),
        ));
    };
    let field = Field::from_header(field)
        .or_else(|| {
            Field::ALL
                .iter()
                .find(|(_, n)| *n == field.trim())
                .map(|(f, _)| *f)
        })
        .ok_or_else(|| {
            RecordsError::invalid(
                "column mapping",
                text,
                said!(
                    "err-why-unknown-field",
                    "unknown field; fields: {fields}",
                    fields = names()
                ),
            )
        })?;
    Ok((column.trim().to_string(), field))
}

/// A parsed roster file.
#[derive(Clone, Debug, PartialEq)]
pub struct ParsedRoster {
    /// The file's name, as messages name it.
    pub file: String,
    /// The separator: the most frequent of `,`, `;` and tab in the header
    /// line.
    pub delimiter: char,
    /// Each header as written and the field it fills (none: ignored).
    pub columns: Vec<(String, Option<Field>)>,
    /// Good rows with the line each starts on.
    pub entries: Vec<(u64, RosterEntry)>,
    /// Every bad row's problems.
    pub problems: Vec<RowProblem>,
    /// The encoding the file was read in, and why.
    pub read_as: Option<ReadAs>,
    /// The first names with characters unusual in a name.
    pub unusual: Vec<Unusual>,
}

/// What an import did (or would do, for a dry run).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ImportSummary {
    /// The event imported into.
    pub event_id: String,
    /// Characters new to the event.
    pub inserted: usize,
    /// Characters whose stored fields changed.
    pub updated: usize,
    /// Characters already stored exactly so.
    pub unchanged: usize,
    /// Problems of the rows left out with `skip_bad`.
    #[serde(serialize_with = "problems_as_text")]
    pub skipped: Vec<RowProblem>,
    /// Groups over the Healer limit after the import.
    #[serde(serialize_with = "excess_as_text")]
    pub healer_warnings: Vec<GroupExcess>,
    /// Walk-ins that rows of the file merged with (counted as updated or unchanged).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub merged: Vec<Merged>,
    /// The encoding the file was read in, and why.
    pub read_as: Option<ReadAs>,
    /// The first names with characters unusual in a name: a sign that the
    /// file was read in the wrong encoding.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unusual: Vec<Unusual>,
    /// The character names of the file's first good rows, as read.
    pub first_names: Vec<String>,
    /// Whether nothing was written (the counts say what an import would do).
    pub dry_run: bool,
}

fn problems_as_text<S: serde::Serializer>(p: &[RowProblem], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(p.iter().map(ToString::to_string))
}

fn excess_as_text<S: serde::Serializer>(g: &[GroupExcess], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(g.iter().map(ToString::to_string))
}

/// Reads a whole roster file into memory (a preview shows it before it is
/// imported), in the encoding `encoding` chooses; `map` names extra headers
/// (`("Nimi", Field::Character)`). [`Store::import_roster_rows`] imports a
/// file as it reads it instead.
pub fn parse_roster(
    file: &str,
    bytes: &[u8],
    map: &[(String, Field)],
    encoding: TextEncoding,
) -> Result<ParsedRoster, RecordsError> {
    let mut rows = RosterRows::new(file, bytes, map, encoding)?;
    let mut entries = Vec::new();
    let mut problems = Vec::new();
    for row in &mut rows {
        match row? {
            RosterRow::Good(line, entry) => entries.push((line, entry)),
            RosterRow::Bad(bad) => problems.extend(bad),
        }
    }
    Ok(ParsedRoster {
        file: file.to_string(),
        delimiter: rows.delimiter(),
        columns: rows.columns().to_vec(),
        entries,
        problems,
        read_as: rows.read_as(),
        unusual: rows.unusual().to_vec(),
    })
}

impl Store {
    /// Writes a parsed roster into an event: all or nothing.
    pub fn import_roster(
        &mut self,
        event_id: &str,
        roster: &ParsedRoster,
        skip_bad: bool,
        dry_run: bool,
    ) -> Result<ImportSummary, RecordsError> {
        let mut summary = self.run_import(event_id, &roster.file, skip_bad, dry_run, |import| {
            if skip_bad || roster.problems.is_empty() {
                for batch in roster.entries.chunks(IMPORT_BATCH_ROWS) {
                    import.write(batch)?;
                }
            }
            Ok(roster.problems.clone())
        })?;
        summary.read_as = roster.read_as;
        summary.unusual = roster.unusual.clone();
        let names = roster.entries.iter().take(3).map(|(_, e)| e.name.clone());
        summary.first_names = names.collect();
        Ok(summary)
    }

    /// Imports a roster file as it reads it, [`IMPORT_BATCH_ROWS`] rows at
    /// a time, all or nothing: with a bad row and no `skip_bad` nothing is
    /// written, and every bad row of the file is reported. A thread of its
    /// own reads and checks the next batch while this one is written.
    pub fn import_roster_rows<R: Read + Send>(
        &mut self,
        event_id: &str,
        rows: RosterRows<R>,
        skip_bad: bool,
        dry_run: bool,
    ) -> Result<ImportSummary, RecordsError> {
        let file = rows.file().to_string();
        let read_as = rows.read_as();
        let mut names_noted = (Vec::new(), Vec::new());
        let mut summary = self.run_import(event_id, &file, skip_bad, dry_run, |import| {
            std::thread::scope(|scope| {
                let (sender, batches) = std::sync::mpsc::sync_channel(1);
                let reader = std::thread::Builder::new()
                    .name("roster reader".into())
                    .spawn_scoped(scope, move || read_batches(rows, skip_bad, &sender))
                    .map_err(|cause| RecordsError::Io {
                        path: file.clone().into(),
                        cause,
                    })?;
                for batch in &batches {
                    import.write(&batch)?;
                }
                let (problems, names) = reader.join().unwrap_or_else(|_| {
                    Err(RecordsError::invalid(
                        "roster file",
                        &file,
                        said!(
                            "err-why-reading-stopped",
                            "reading it stopped unexpectedly; nothing was written"
                        ),
                    ))
                })?;
                names_noted = names;
                Ok(problems)
            })
        })?;
        summary.read_as = read_as;
        (summary.unusual, summary.first_names) = names_noted;
        Ok(summary)
    }

    /// An import of `file` into an event in one transaction: `write` writes
    /// the good rows and returns the problems of the bad ones. With a
    /// problem and no `skip_bad` the transaction is rolled back and the
    /// problems are the error; a dry run is rolled back after counting.
    fn run_import(
        &mut self,
        event_id: &str,
        file: &str,
        skip_bad: bool,
        dry_run: bool,
        write: impl FnOnce(&mut Import<'_>) -> Result<Vec<RowProblem>, RecordsError>,
    ) -> Result<ImportSummary, RecordsError> {
        self.event(event_id)?;
        let tx = self.begin()?;
        let mut import = Import::start(tx.sql(), event_id)?;
        let problems = write(&mut import)?;
        if !problems.is_empty() && !skip_bad {
            return Err(RecordsError::BadRoster {
                file: file.to_string(),
                problems,
            });
        }
        let summary = import.finish(problems, dry_run)?;
        if dry_run {
            tx.rollback()?;
        } else {
            tx.commit()?;
        }
        Ok(summary)
    }
}

/// Reads `rows` into batches of [`IMPORT_BATCH_ROWS`] good rows and sends
/// each to `batches`; returns the problems of the bad rows and the names
/// it noted ([`noted`]). After a bad row,
/// without `skip_bad`, nothing more is sent (nothing will be written) and
/// only problems are gathered. Stops early when the writer has stopped.
fn read_batches<R: Read>(
    mut rows: RosterRows<R>,
    skip_bad: bool,
    batches: &SyncSender<Vec<(u64, RosterEntry)>>,
) -> Result<(Vec<RowProblem>, Noted), RecordsError> {
    let mut batch = Vec::with_capacity(IMPORT_BATCH_ROWS);
    let mut problems = Vec::new();
    for row in &mut rows {
        match row? {
            RosterRow::Good(line, entry) if skip_bad || problems.is_empty() => {
                batch.push((line, entry));
                if batch.len() == IMPORT_BATCH_ROWS {
                    let full = std::mem::replace(&mut batch, Vec::with_capacity(IMPORT_BATCH_ROWS));
                    if batches.send(full).is_err() {
                        return Ok((problems, noted(&rows)));
                    }
                }
            }
            RosterRow::Good(..) => {}
            RosterRow::Bad(bad) => problems.extend(bad),
        }
    }
    if !batch.is_empty() && (skip_bad || problems.is_empty()) {
        // A writer that has stopped has its own error to report.
        let _ = batches.send(batch);
    }
    Ok((problems, noted(&rows)))
}

/// The names a read noted: those with unusual characters, and the first
/// rows' character names.
type Noted = (Vec<Unusual>, Vec<String>);

/// The names `rows` noted.
fn noted<R>(rows: &RosterRows<R>) -> Noted {
    (rows.unusual().to_vec(), rows.first_names().to_vec())
}

/// The page cache of a file while an import writes to it, in KiB: what a
/// batch's pages need. An import only appends, so a bigger cache would
/// only grow with the file ([`CACHE_KIB`] is the cache at other times).
const IMPORT_CACHE_KIB: i64 = 2_000;

/// An import under way inside a transaction, written a batch at a time.
struct Import<'a> {
    sql: Sql<'a>,
    /// On a file, the small cache while the import lasts.
    _cache: Option<SmallCache<'a>>,
    event_id: &'a str,
    /// Whether the event had characters before: if not, no row can update
    /// one, and none are looked up.
    had_characters: bool,
    walk_ins: WalkInsByName,
    /// The event's class table, and its characters counted by group and
    /// class as the import goes (for the group rule's warnings).
    classes: Option<(ClassTable, ClassCounts)>,
    inserted: usize,
    updated: usize,
    unchanged: usize,
    merged: Vec<Merged>,
}

impl<'a> Import<'a> {
    fn start(sql: Sql<'a>, event_id: &'a str) -> Result<Self, RecordsError> {
        let had_characters = sql.query_value::<i64>(
            "SELECT count(*) FROM (SELECT 1 FROM characters WHERE event_id = ?1 LIMIT 1) AS one",
            params![event_id],
        )? > 0;
        let walk_ins = if had_characters {
            WalkInsByName::load(sql, event_id)?
        } else {
            WalkInsByName::default()
        };
        let classes = match class_table_of(sql, event_id)? {
            Some(table) if had_characters => Some((table, ClassCounts::of_event(sql, event_id)?)),
            Some(table) => Some((table, ClassCounts::default())),
            None => None,
        };
        Ok(Import {
            sql,
            _cache: SmallCache::set(sql)?,
            event_id,
            had_characters,
            walk_ins,
            classes,
            inserted: 0,
            updated: 0,
            unchanged: 0,
            merged: Vec::new(),
        })
    }

    /// Writes a batch of entries: each merged with a walk-in it brings,
    /// then upserted over the stored character of its id.
    fn write(&mut self, batch: &[(u64, RosterEntry)]) -> Result<(), RecordsError> {
        let mut existing: HashMap<String, Registration> = if self.had_characters {
            let ids = batch.iter().map(|(_, entry)| entry.id.as_str());
            characters_with_ids(self.sql, self.event_id, ids)?
        } else {
            HashMap::new()
        };
        let merged = self.walk_ins.merge_into(self.sql, batch, &mut existing)?;
        self.merged.extend(merged);
        let writes: Vec<_> = batch
            .iter()
            .map(|(_, entry)| (entry, existing.get(&entry.id)))
            .collect();
        let done = upsert_all(self.sql, self.event_id, &writes)?;
        for ((entry, stored), done) in writes.iter().zip(done) {
            match done {
                Upsert::Inserted => self.inserted += 1,
                Upsert::Updated => self.updated += 1,
                Upsert::Unchanged => {
                    self.unchanged += 1;
                    continue;
                }
            }
            if let Some((_, counts)) = &mut self.classes {
                if let Some(stored) = stored {
                    counts.add(stored.group.as_deref(), stored.class.as_deref(), -1);
                }
                counts.add(entry.group.as_deref(), entry.class.as_deref(), 1);
            }
        }
        Ok(())
    }

    /// Tidies up after the last batch and says what was done.
    fn finish(
        self,
        skipped: Vec<RowProblem>,
        dry_run: bool,
    ) -> Result<ImportSummary, RecordsError> {
        // A walk-in's player id is its own id (see `walk_ins`).
        let walk_in_players = self.merged.iter().map(|m| m.walk_in_id.clone());
        walk_ins::drop_unused_players(self.sql, self.event_id, walk_in_players)?;
        Ok(ImportSummary {
            event_id: self.event_id.to_string(),
            inserted: self.inserted,
            updated: self.updated,
            unchanged: self.unchanged,
            skipped,
            healer_warnings: self
                .classes
                .map(|(table, counts)| counts.excess(table))
                .unwrap_or_default(),
            merged: self.merged,
            read_as: None,
            unusual: Vec::new(),
            first_names: Vec::new(),
            dry_run,
        })
    }
}

/// A file's page cache at [`IMPORT_CACHE_KIB`] until dropped, then at
/// [`CACHE_KIB`] again. (Pages that do not fit are written to the WAL
/// before the commit, as SQLite does with any large transaction.)
struct SmallCache<'a>(Sql<'a>);

impl<'a> SmallCache<'a> {
    /// Shrinks the cache of a file; a server's is its own.
    fn set(sql: Sql<'a>) -> Result<Option<Self>, RecordsError> {
        if sql.dialect() != Dialect::Sqlite {
            return Ok(None);
        }
        sql.batch(&format!("PRAGMA cache_size = -{IMPORT_CACHE_KIB}"))?;
        Ok(Some(SmallCache(sql)))
    }
}

impl Drop for SmallCache<'_> {
    fn drop(&mut self) {
        // A cache left small slows lookups down but loses nothing.
        let _ = self.0.batch(&format!("PRAGMA cache_size = -{CACHE_KIB}"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mapping_names_a_column_and_a_field() {
        assert_eq!(
            parse_mapping("Nimi=character").unwrap(),
            ("Nimi".into(), Field::Character)
        );
        assert_eq!(
            parse_mapping(" Pikkus = height_cm").unwrap(),
            ("Pikkus".into(), Field::Height)
        );
        assert!(parse_mapping("Nimi").is_err());
        assert!(parse_mapping("Nimi=shoe").is_err());
    }
}
