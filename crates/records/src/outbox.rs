//! A station's outbox: decided inspections that have not reached the
//! server yet, kept in a small SQLite file of the station's own (beside its
//! preferences), so a marshal never loses a decision or stops working when
//! the event's network drops.
//!
//! [`Outbox::record`] is how a station on a server records: each decided
//! inspection gets a random request key and, when approved, a tag serial
//! from the station's reserved blocks (`SerialBlock`s, [`SERIAL_BLOCK`] at
//! a time, topped up while the server is reachable). It goes to the server
//! at once when the server answers and nothing older waits; otherwise it
//! waits here, in order. [`Outbox::send`] sends what waits, oldest first,
//! and stops at the first sign that the server is out of reach. A resend
//! after a lost acknowledgement (or after the station was killed) is
//! harmless: the server records a request key once ([`super::decided`]).
//! An inspection the server refuses (its character was removed, say) is set
//! aside with the reason ([`Outbox::refused`]) instead of blocking the rest.
//!
//! The serial comes from the block whether the server answers or not, so a
//! tag printed at the desk always names the serial the server keeps.
//! Serials of a block a station never issues are left unused: gaps in an
//! event's sequence, never duplicates.
//!
//! An outbox belongs to the database it was first used with (its location,
//! without a password): what waits in it and its serials are refused to any
//! other, so a laptop moved to another server cannot send there what was
//! decided for the first.

use armoury_rules::said;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension, params};

use super::address::StoreAddress;
use super::decided::Decided;
use super::error::RecordsError;
use super::inspections::{NewInspection, Recorded};
use super::secrets::{hex, random};
use super::sql::DbError;
use super::store::{Store, create_owner_only, set_pragmas};
use super::tags::{SerialBlock, Tag};
use super::time::now_utc;

/// Serials a station sets aside at a time: a morning's approvals at a busy
/// desk (one item a minute), so a long outage rarely runs a desk dry, and
/// at most this many unused serials per station when the event ends.
pub const SERIAL_BLOCK: i64 = 100;

/// How long a station with an outbox waits for the server's answer to a
/// statement (and to connect) before a decision waits in the outbox: a
/// server on the event's network answers in milliseconds, and the marshal
/// hears at once that the server went silent.
pub const OUTBOX_ANSWER_BOUND: std::time::Duration = std::time::Duration::from_millis(1_500);

/// What became of an inspection given to [`Outbox::record`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// On the server now.
    Recorded(Recorded),
    /// Decided and kept here until the server is back; `waiting` in all.
    Queued {
        /// The tag issued from the station's reserved block, when approved.
        tag: Option<Tag>,
        /// Inspections now waiting in the outbox, this one included.
        waiting: usize,
    },
}

impl Outcome {
    /// The tag the approved item carries.
    pub fn tag(&self) -> Option<&Tag> {
        match self {
            Outcome::Recorded(recorded) => recorded.tag.as_ref(),
            Outcome::Queued { tag, .. } => tag.as_ref(),
        }
    }
}

/// What one [`Outbox::send`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sent {
    /// Inspections the server now has (recorded now or before).
    pub sent: usize,
    /// Inspections the server refused, set aside in [`Outbox::refused`].
    pub refused: usize,
    /// Still waiting (the server went away again).
    pub waiting: usize,
}

/// A station's outbox file.
pub struct Outbox {
    conn: Connection,
    location: StoreAddress,
}

impl std::fmt::Debug for Outbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Outbox({})", self.location)
    }
}

impl Outbox {
    /// Opens (creating if needed) the outbox file at `path`.
    pub fn open(path: impl AsRef<Path>) -> Result<Outbox, RecordsError> {
        let path: PathBuf = path.as_ref().to_path_buf();
        // Owner-only and durable, as the station's database file.
        create_owner_only(&path)?;
        let location = StoreAddress::File(path.clone());
        let conn = Connection::open(&path)
            .and_then(|conn| {
                set_pragmas(&conn)?;
                conn.execute_batch(SCHEMA)?;
                Ok(conn)
            })
            .map_err(failed(&location))?;
        Ok(Outbox { conn, location })
    }

    /// Inspections waiting for the server.
    pub fn waiting(&self) -> Result<usize, RecordsError> {
        self.conn
            .query_row("SELECT count(*) FROM waiting", [], |r| r.get::<_, i64>(0))
            .map(|n| n as usize)
            .map_err(failed(&self.location))
    }

    /// Tag serials this station can still issue for an event.
    pub fn serials_left(&self, event_id: &str) -> Result<i64, RecordsError> {
        self.conn
            .query_row(
                "SELECT coalesce(sum(last - next + 1), 0) FROM serial_blocks WHERE event_id = ?1",
                [event_id],
                |r| r.get(0),
            )
            .map_err(failed(&self.location))
    }

    /// Inspections the server refused, with its reason.
    pub fn refused(&self) -> Result<Vec<(Decided, String)>, RecordsError> {
        let mut stmt = self
            .conn
            .prepare("SELECT decided, reason FROM refused ORDER BY n")
            .map_err(failed(&self.location))?;
        let rows: Vec<(String, String)> = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .and_then(|rows| rows.collect())
            .map_err(failed(&self.location))?;
        rows.into_iter()
            .map(|(json, reason)| Ok((self.parse(&json)?, reason)))
            .collect()
    }

    /// Records an inspection: on the server when it answers and nothing
    /// older waits, else here until it does. An approved item gets its tag
    /// serial from this station's blocks; with none left while the server
    /// is out of reach, nothing is recorded and the error says the item waits.
    pub fn record(
        &mut self,
        store: &mut Store,
        new: &NewInspection<'_>,
    ) -> Result<Outcome, RecordsError> {
        self.record_decided(store, new.decide()?)
    }

    /// [`Outbox::record`] of an inspection decided already (with its
    /// photo, say).
    pub fn record_decided(
        &mut self,
        store: &mut Store,
        mut decided: Decided,
    ) -> Result<Outcome, RecordsError> {
        self.bind(store)?;
        decided.request_key = Some(request_key()?);
        if decided.approved && self.serials_left(&decided.event_id)? == 0 {
            // Best effort: out of reach, the error below says the item waits.
            let _ = self.top_up(store, &decided.event_id);
        }
        let tx = self.conn.transaction().map_err(failed(&self.location))?;
        let tag = if decided.approved {
            let (seq, tag) = issue(&tx, &decided.event_id)
                .map_err(failed(&self.location))?
                .ok_or(RecordsError::NoSerials {
                    event: decided.event_id.clone(),
                })?;
            decided.reserved_serial = Some(seq);
            Some(tag)
        } else {
            None
        };
        let json = serde_json::to_string(&decided)
            .map_err(|e| RecordsError::invalid("inspection", "", e.to_string()))?;
        tx.execute("INSERT INTO waiting(decided) VALUES (?1)", [&json])
            .and_then(|_| tx.commit())
            .map_err(failed(&self.location))?;
        // Decided and safe on disk: now try the server, oldest first. From
        // here on the decision stands: the server out of reach means it waits.
        let (sent, this) = self.send_watching(store, decided.request_key.as_deref())?;
        match this {
            Some(Ok(recorded)) => {
                let _ = self.top_up(store, &decided.event_id);
                Ok(Outcome::Recorded(recorded))
            }
            // Refused by the server (say, its character was removed meanwhile):
            // the marshal hears why, at once; nothing of it stays here.
            Some(Err(refused)) => Err(refused),
            None => Ok(Outcome::Queued {
                tag,
                waiting: sent.waiting,
            }),
        }
    }

    /// Sends what waits, oldest first, until done or the server is out of reach.
    pub fn send(&mut self, store: &mut Store) -> Result<Sent, RecordsError> {
        self.send_watching(store, None).map(|(sent, _)| sent)
    }

    /// [`Outbox::send`], answering for the inspection with request key
    /// `watched` if it was sent or refused: a refusal of it is returned,
    /// not set aside.
    fn send_watching(
        &mut self,
        store: &mut Store,
        watched: Option<&str>,
    ) -> Result<(Sent, Option<Result<Recorded, RecordsError>>), RecordsError> {
        self.bind(store)?;
        let mut sent = Sent::default();
        let mut answer = None;
        loop {
            let oldest: Option<(i64, String)> = self
                .conn
                .query_row(
                    "SELECT n, decided FROM waiting ORDER BY n LIMIT 1",
                    [],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .optional()
                .map_err(failed(&self.location))?;
            let Some((n, json)) = oldest else { break };
            let decided = self.parse(&json)?;
            let is_watched = watched.is_some() && decided.request_key.as_deref() == watched;
            match store.record_decided(&decided) {
                Ok(recorded) => {
                    self.conn
                        .execute("DELETE FROM waiting WHERE n = ?1", [n])
                        .map_err(failed(&self.location))?;
                    sent.sent += 1;
                    if is_watched {
                        answer = Some(Ok(recorded));
                    }
                }
                Err(e) if e.is_unreachable() => break,
                Err(e) if is_watched => {
                    self.conn
                        .execute("DELETE FROM waiting WHERE n = ?1", [n])
                        .map_err(failed(&self.location))?;
                    answer = Some(Err(e));
                }
                Err(e) => {
                    let tx = self.conn.transaction().map_err(failed(&self.location))?;
                    tx.execute(
                        "INSERT INTO refused(decided, reason, at) VALUES (?1, ?2, ?3)",
                        params![json, e.to_string(), now_utc()],
                    )
                    .and_then(|_| tx.execute("DELETE FROM waiting WHERE n = ?1", [n]))
                    .and_then(|_| tx.commit())
                    .map_err(failed(&self.location))?;
                    sent.refused += 1;
                }
            }
        }
        sent.waiting = self.waiting()?;
        Ok((sent, answer))
    }

    /// Reserves another block of serials on the server when fewer than half
    /// a block are left for the event.
    pub fn top_up(&mut self, store: &Store, event_id: &str) -> Result<(), RecordsError> {
        self.bind(store)?;
        if self.serials_left(event_id)? >= SERIAL_BLOCK / 2 {
            return Ok(());
        }
        let block = store.reserve_serials(event_id, SERIAL_BLOCK)?;
        self.conn
            .execute(
                "INSERT INTO serial_blocks(event_id, prefix, valid_until, next, last)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![
                    block.event_id,
                    block.prefix,
                    block.valid_until,
                    block.next,
                    block.last
                ],
            )
            .map(drop)
            .map_err(failed(&self.location))
    }

    /// Ties the outbox to the store's database on first use; refuses any other.
    fn bind(&self, store: &Store) -> Result<(), RecordsError> {
        let here = store.address().to_string();
        let bound: Option<String> = self
            .conn
            .query_row("SELECT location FROM bound_to", [], |r| r.get(0))
            .optional()
            .map_err(failed(&self.location))?;
        match bound {
            Some(bound) if bound == here => Ok(()),
            Some(bound) => Err(RecordsError::OutboxBound {
                outbox: self.location.to_string(),
                bound,
                here,
            }),
            None => self
                .conn
                .execute("INSERT INTO bound_to(location) VALUES (?1)", [&here])
                .map(drop)
                .map_err(failed(&self.location)),
        }
    }

    fn parse(&self, json: &str) -> Result<Decided, RecordsError> {
        serde_json::from_str(json).map_err(|e| {
            RecordsError::invalid(
                "outbox",
                self.location.to_string(),
                said!(
                    "err-why-outbox-unreadable",
                    "a waiting inspection is not one this Armoury reads: {cause}",
                    cause = e,
                ),
            )
        })
    }
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS waiting (n INTEGER PRIMARY KEY, decided TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS refused (
    n INTEGER PRIMARY KEY, decided TEXT NOT NULL, reason TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS bound_to (location TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS serial_blocks (
    event_id TEXT NOT NULL, prefix TEXT NOT NULL, valid_until TEXT,
    next INTEGER NOT NULL, last INTEGER NOT NULL);
";

/// Issues the next serial of the event's oldest block that has one left.
fn issue(conn: &Connection, event_id: &str) -> rusqlite::Result<Option<(i64, Tag)>> {
    let block: Option<(i64, SerialBlock)> = conn
        .query_row(
            "SELECT rowid, prefix, valid_until, next, last FROM serial_blocks
             WHERE event_id = ?1 AND next <= last ORDER BY next LIMIT 1",
            [event_id],
            |r| {
                Ok((
                    r.get(0)?,
                    SerialBlock {
                        event_id: event_id.to_string(),
                        prefix: r.get(1)?,
                        valid_until: r.get(2)?,
                        next: r.get(3)?,
                        last: r.get(4)?,
                    },
                ))
            },
        )
        .optional()?;
    let Some((rowid, mut block)) = block else {
        return Ok(None);
    };
    let issued = block.issue();
    conn.execute(
        "UPDATE serial_blocks SET next = ?2 WHERE rowid = ?1",
        params![rowid, block.next],
    )?;
    Ok(issued)
}

/// 128 random bits as hex: a request key no other station will make.
pub(crate) fn request_key() -> Result<String, RecordsError> {
    random::<16>("request key").map(|bytes| hex(&bytes))
}

/// Turns the outbox file's SQLite errors into the store's, naming the file.
fn failed(location: &StoreAddress) -> impl Fn(rusqlite::Error) -> RecordsError + '_ {
    move |e| RecordsError::database(location, DbError::from(e))
}
