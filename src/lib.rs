//! # Armoury
//!
//! A weapon and armour inspection station for live-action role-play events,
//! and the rules core it shares with in-play tools.
//!
//! ## The map
//! - [`rules`]: **the shared rules core**. Pure: no files, no clock, no
//!   threads, no GUI, no panics. Rulesets as data (a TOML model with
//!   validation), items and their measurements in unit types, inspection of
//!   an item against a ruleset into a verdict with one finding per rule,
//!   armour awards for costume armour; in-play rules per system
//!   (`rules::play` is the shared scenario-script layer, `rules::ancalagon`
//!   and `rules::five_oaths` the engines), with time as an input. Every
//!   input file is read through one `rules::source::SourceFile` and refused
//!   with one `InputError` (file, line, key, value); a rules file goes
//!   through a serde mirror and a compiler (`rules::ruleset`), and no file
//!   of `rules` imports one that imports it back.
//!   It uses nothing else of ours and builds alone with
//!   `cargo build --no-default-features`.
//! - `devices` (feature `devices`): serial scales and calipers, and USB HID
//!   point-of-sale scales — sans-I/O protocol parsers for 13 serial device
//!   families plus `auto` and `hid-pos`, TOML device profiles, stability
//!   detection and auto-capture, the port thread with reconnect
//!   (`DeviceHandle`, events over `mpsc`; serial ports, `/dev/hidraw*` or
//!   hidapi), and simulators (ptys; a FIFO for a HID scale).
//!   Uses `rules` (unit types, and `rules::source` to read profile files)
//!   only; no GUI dependency.
//! - `records` (feature `records`): the store, in a SQLite file or on a
//!   PostgreSQL server — events, roster, inspections, armour awards, tag
//!   serials; roster CSV import and CSV export; the referee's lookup; a
//!   station's outbox for when the server is away; copying an event between
//!   stores. Uses `rules` only.
//! - `tags` (feature `tags`): templates (TOML) -> printpdf pages for tags,
//!   lammies, armour cards and fail slips; signed QR codes and their
//!   verification; the print spooler. Uses `rules` (unit types, and
//!   `rules::source` to read template and content files) only.
//! - `issue` (features `records` + `tags`): tag, fail-slip and armour-card
//!   content built from the records, and the event keys that sign them; the
//!   one place `records` meets `tags`.
//!
//! The front ends sit on top:
//! - `web` (feature `web`): `armoury serve`, the referees' lookup and
//!   tag-verification page (axum, maud templates, QR codes read from
//!   photos); reads through `records` and checks codes with `issue`.
//! - `station` (feature `gui`): the eframe desktop app, one file per
//!   panel; composes everything, holds no rule logic.
//! - `cli` (feature `cli`, which includes `records`; in the binary, not the
//!   library): one file per subcommand; may use everything.
//!
//! Arrows point inward: front ends use the library modules, the library
//! modules use `rules`, and `rules` uses nothing of ours.
//!
//! The public surface is what an in-play tool would use: `rules`,
//! `devices`, `records`, `tags` and `issue`. The front ends expose only what
//! the binary and the tests start them with (the `station` façade: `run`,
//! `App`, `Options`, `Tab`, `Prefs`, the demo's `ScratchDb` and seeding,
//! the device words the tests feed; `web::router`, `serve`, `AppState`,
//! `Pool`, `card`); their other modules are `pub(crate)`.
//!
//! Every public item is documented: `missing_docs` warns for the whole
//! crate (CI denies warnings).

#![warn(missing_docs)]

pub mod rules;

#[cfg(feature = "devices")]
pub mod devices;

#[cfg(feature = "records")]
pub mod records;

#[cfg(feature = "tags")]
pub mod tags;

#[cfg(all(feature = "records", feature = "tags"))]
pub mod issue;
#[cfg(feature = "gui")]
pub mod station;
#[cfg(feature = "web")]
pub mod web;
