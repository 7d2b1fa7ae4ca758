//! Armoury's words in the event's language: English and Estonian.
//!
//! The texts are Fluent files (`locales/LANG/*.ftl`), which a translator
//! edits without Rust; they are built into the binary. The layers:
//!
//! - [`lang`]: the [`Lang`]uages Armoury speaks, read from a tag
//!   (`et`, `et-EE`, `et_EE.UTF-8`), from `Accept-Language`, and chosen in
//!   order: `--lang`, `ARMOURY_LANG`, the station's setting, the OS.
//! - [`messages`]: the Fluent bundles and [`L10n`], which gives a message
//!   by id with its arguments in one language (English where a message is
//!   missing, never a panic).
//! - [`numbers`]: decimals with the language's separator (`384,65 g`),
//!   typed decimals read with either (`22,5` and `22.5`), dates
//!   (`12.07.2026`).
//! - [`findings`]: an inspection's findings and verdict in words, from
//!   the rules core's [`Saying`](armoury_rules::saying::Saying)s and the
//!   ruleset's translations.
//! - [`armour`]: an armour award's piece reasons and notes in words, the
//!   same way.
//! - [`said`]: anything else the core says as a message id and values (the
//!   in-play engines' notes), in words.
//! - [`inputs`]: a refused input file (rules, item, armour:
//!   [`InputError`](armoury_rules::source::InputError)) in words, its file,
//!   line, key and value kept as written.
//!
//! Depends on the rules core only (for the findings it words).

pub mod armour;
pub mod findings;
pub mod inputs;
pub mod lang;
pub mod messages;
pub mod numbers;
pub mod said;

pub use lang::Lang;
pub use messages::{Arg, L10n};
