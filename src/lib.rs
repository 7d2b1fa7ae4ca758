//! # Armoury, the application
//!
//! The front ends of the inspection station, over the layer crates:
//!
//! - [`armoury_rules`]: **the shared rules core**. Pure: no files, no clock,
//!   no threads, no GUI, no panics. Rulesets as data, inspection of an item
//!   into a verdict with one finding per rule, armour awards, the in-play
//!   engines. Uses nothing else of ours.
//! - [`armoury_devices`]: serial scales and calipers and USB HID scales.
//!   Uses `armoury-rules` only.
//! - [`armoury_records`]: the store, in a SQLite file or on a PostgreSQL
//!   server. Uses `armoury-rules` only.
//! - [`armoury_tags`]: templates to PDF, signed QR codes, the print spooler.
//!   Uses `armoury-rules` only.
//! - [`armoury_issuing`]: tag, fail-slip and armour-card content built from
//!   the records, and verification of scanned codes; the one place
//!   `armoury-records` meets `armoury-tags`.
//! - [`armoury_photos`]: item photos made safe to keep (decoded within
//!   limits, upright, scaled, re-encoded without metadata). Uses `image` only.
//!
//! The front ends sit on top, in this crate:
//! - `web` (feature `web`): `armoury serve`, the referees' lookup and
//!   tag-verification page (axum, maud templates, QR codes read from
//!   photos); reads through the records and checks codes with issuing.
//! - `station` (feature `gui`): the eframe desktop app; composes
//!   everything, holds no rule logic.
//! - `cli` (in the binary, not this library): one file per subcommand; may
//!   use everything.
//!
//! Arrows point inward, and Cargo keeps them: each layer crate's manifest
//! lists only the layers below it.
//!
//! What they share: `said_errors` words the layer crates' errors in the
//! reader's language (their own messages stay English, for logs and JSON);
//! `photo_file` reads a photo file for an inspection (the command line's
//! `--photo`, a file dropped on the station).
//!
//! The front ends expose only what the binary and the tests start them
//! with (the `station` façade: `run`, `App`, `Options`, `Tab`, `Prefs`,
//! the demo's `ScratchDb` and seeding, the device words the tests feed;
//! `web::router`, `serve`, `AppState`, `Pool`, `card`); their other modules
//! are `pub(crate)`.

pub mod photo_file;
pub mod private_file;
pub mod said_errors;
#[cfg(feature = "gui")]
pub mod station;
#[cfg(feature = "web")]
pub mod web;
