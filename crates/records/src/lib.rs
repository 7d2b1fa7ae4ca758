//! The records: events, the roster, items, every inspection, armour awards
//! and tag serials; CSV in and out; the referee's lookup. In an embedded
//! SQLite file (one laptop), or on a PostgreSQL server shared by an event's
//! stations ([`StoreAddress`]).
//!
//! [`Store`] owns the connection and is the only way in: each module below
//! adds its typed methods to it and writes its SQL once, through `sql` (the
//! one door to either backend: statements, transactions, values). Errors
//! are [`RecordsError`]s naming the file or server (never its password),
//! line, column or field and the refused value; a database's own failure is
//! a [`DbError`] inside one ([`db_error`]), which tells a server out of
//! reach from one that refused.
//!
//! - [`store`]: open a file (owner-only, WAL, `synchronous=FULL`, foreign
//!   keys) or connect to a server, the default location; [`address`]:
//!   where the store is, a path or a URL; [`migrations`]: each backend's versioned
//!   schema.
//! - [`events`]: events, their tag prefix, per-event secret and ruleset.
//! - [`roster`]: players and characters; [`csv_import`] imports roster
//!   files into it, read a row at a time by [`roster_rows`] (the
//!   [`columns`] a file may have; `text_input` decodes it from UTF-8, UTF-16
//!   or a code page, see [`TextEncoding`]; `unusual` notes names a wrong code
//!   page would make), [`csv_export`] writes
//!   roster, inspections and awards out;
//!   [`walk_ins`]: characters added at the desk, merged by a later import.
//! - [`inspections`]: items and append-only inspections of the rules core's
//!   `Item` and `Verdict`; approval allocates a tag serial ([`tags`]);
//!   [`decided`]: an inspection as decided at the desk, written once
//!   whatever the network does (request keys, reserved serials);
//!   [`outbox`]: a station's local queue of decisions while the server is
//!   away, and its reserved blocks of serials.
//! - [`awards`]: armour awarded to characters, stored as the rules core's
//!   award (points or hits per location) with a summary.
//! - [`time`]: timestamps and dates as stored text, on `jiff`.
//! - [`lookup`]: query → character card (class, hit points, armour, tags),
//!   with [`fold`] for case- and accent-insensitive names and the event's
//!   name index, built in memory (`vocabulary`); [`search`] ranks names in
//!   memory the same way
//!   (the station's roster searches).
//! - [`signing_keys`]: each event's Ed25519 key seeds (for tags verified
//!   offline), its revoked tags and its verifier page's address.
//! - [`copy`]: a whole event from one store to another, either backend.
//! - [`figures`]: the organiser's counts of an event (progress, outcomes,
//!   stations, hours, failing rules, worklists), from indexes, the
//!   flagged findings each inspection writes (`flagged`) and the counters
//!   raised with each inspection and award (`counters`).
//!
//! No file here imports one that imports it back: `store` holds the
//! connection, each other module adds methods to it and uses the modules it
//! needs, never the other way round.
//!
//! Names say what the records hold, apart from the rules core's in-play
//! types: a [`RosterEntry`] is a roster row as read (CSV, the station's
//! form), a [`Registration`] the same character as stored in an event (with
//! its key and its event's class table; not `rules::ancalagon::Character` or
//! `rules::five_oaths::Character`, which play a scene), a [`StoredAward`] an
//! appended award row (not `rules::Award`, which computes one), and a
//! [`LookupCard`] what the referee's lookup shows of a character.
//!
//! **May depend on** `armoury-rules` (the items, verdicts, awards and class
//! tables it stores) and the database, CSV and text crates. **Must not**
//! depend on devices, tags or a front end; its errors name files, fields and
//! values, never a command-line flag (the front ends add their own hints).

pub mod address;
pub mod awards;
pub(crate) mod class_counts;
pub mod columns;
pub mod copy;
pub(crate) mod counters;
pub mod csv_export;
pub mod csv_import;
pub mod db_error;
pub mod decided;
pub(crate) mod edits;
pub mod error;
pub mod events;
pub mod figures;
pub(crate) mod flagged;
pub mod fold;
pub mod inspections;
pub mod lookup;
pub mod migrations;
pub mod outbox;
pub mod pending;
pub mod photo_uploads;
pub mod photos;
pub mod referee_sessions;
pub mod roster;
pub mod roster_rows;
pub mod search;
mod secrets;
pub(crate) mod seen_ids;
pub mod signing_keys;
pub(crate) mod sql;
pub mod store;
pub mod tags;
pub(crate) mod text_input;
pub mod time;
mod unusual;
pub(crate) mod vocabulary;
pub mod walk_ins;

pub use address::{ServerUrl, StoreAddress};
pub use awards::StoredAward;
pub use columns::Field;
pub use copy::Copied;
pub use csv_export::ExportKind;
pub use csv_import::{ImportSummary, ParsedRoster, parse_mapping, parse_roster};
pub use db_error::DbError;
pub use decided::Decided;
pub use error::{ColumnsProblem, RecordsError, RowProblem, RowProblemKind};
pub use events::{DEFAULT_EVENT, Event, NewEvent, PhotoPolicy};
pub use inspections::{NewInspection, Recorded, StoredInspection, StoredItem};
pub use lookup::{Lookup, LookupCard, MatchKind};
pub use outbox::{OUTBOX_ANSWER_BOUND, Outbox, Outcome, SERIAL_BLOCK, Sent};
pub use pending::{PENDING_FOR, PendingKey, default_pending_dir};
pub use photo_uploads::{UPLOAD_FOR, UploadLink};
pub use photos::{PhotoSize, StoredPhoto};
pub use referee_sessions::{MAX_LIVE_SESSIONS, RefereeSession};
pub use roster::derived_id;
pub use roster::{Registration, RosterEntry, Upsert};
pub use roster_rows::{RosterRow, RosterRows};
pub use signing_keys::{Revoked, SigningKey};
pub use sql::tls::crypto_provider;
pub use store::{Store, default_path};
pub use tags::Tag;
pub use text_input::{ReadAs, ReadAsReason, TextEncoding};
pub use unusual::Unusual;
pub use walk_ins::{Merged, WalkIn};
