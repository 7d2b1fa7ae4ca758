//! The records: one SQLite file per station holding events, the roster,
//! items, every inspection, armour awards and tag serials; CSV in and out;
//! the referee's lookup.
//!
//! [`Store`] owns the `rusqlite` connection and is the only way in: each
//! module below adds its typed methods to it. Errors are [`RecordsError`]s
//! naming the file, line, column or field and the refused value.
//!
//! - [`store`]: open (owner-only file, WAL, `synchronous=FULL`, foreign keys),
//!   the default location; [`migrations`]: the versioned schema.
//! - [`events`]: events, their tag prefix and per-event secret.
//! - [`roster`]: players and characters; [`csv_import`] reads roster files
//!   into it, [`csv_export`] writes roster, inspections and awards out;
//!   [`walk_ins`]: characters added at the desk, merged by a later import.
//! - [`inspections`]: items and append-only inspections of the rules core's
//!   `Item` and `Verdict`; approval allocates a tag serial ([`tags`]).
//! - [`awards`]: armour points awarded to characters.
//! - [`lookup`]: query → character card (class, hit points, armour, tags),
//!   with [`fold`] for case- and accent-insensitive names; [`search`] ranks
//!   names in memory the same way (the station's roster searches).
//!
//! Uses `rules` only.

pub mod awards;
pub mod csv_export;
pub mod csv_import;
pub mod error;
pub mod events;
pub mod fold;
pub mod inspections;
pub mod lookup;
pub mod migrations;
pub mod roster;
pub mod search;
pub mod store;
pub mod tags;
pub mod time;
pub mod walk_ins;

pub use awards::{Award, NewAward};
pub use csv_export::ExportKind;
pub use csv_import::{Field, ImportSummary, ParsedRoster, derived_id, parse_mapping, parse_roster};
pub use error::{RecordsError, RowProblem};
pub use events::{DEFAULT_EVENT, Event, NewEvent};
pub use inspections::{InspectionRecord, NewInspection, Recorded, StoredItem};
pub use lookup::{Card, Lookup, MatchKind};
pub use roster::{Character, RosterEntry, Upsert};
pub use store::{DB_ENV, Store, default_path};
pub use tags::Tag;
pub use walk_ins::{Merged, WalkIn};
