//! The shared rules core of Armoury: LARP rules as data, checking items
//! against them, armour awards, and combat resolved in play.
//!
//! Pure code: no files, no clock, no threads, no GUI and no panics, so that a
//! referee's phone app can depend on it without eframe or serial ports.
//!
//! **May depend on** serde, toml, thiserror and jiff, and nothing else: no
//! other Armoury crate (every other crate depends on this one), no I/O or
//! platform crate. Readers of files take text and a name; callers read the
//! file. CI checks the dependency list.
//!
//! - [`units`]: measurement newtypes and unit conversion at the edge.
//! - [`source`]: file/line locations and the [`source::InputError`] every
//!   file reader returns.
//! - [`ruleset`]: rules files as data, validated into a [`Ruleset`]: a
//!   serde mirror of the file, a compiler, the model, ranges, and the
//!   `[armour]` section ([`ruleset::armour`]).
//! - [`shipped`]: the rulesets embedded in the binary, and what each one's
//!   roster knows of classes ([`shipped::class_table`]).
//! - [`item`]: an [`Item`] and its measurements; item files.
//! - [`check()`]: item + ruleset → [`Verdict`] with one [`Finding`] per rule;
//!   the dual-wield pair rule.
//! - [`saying`]: what a finding says, in parts a front end words in its
//!   own language ([`Ruleset::words`] gives the ruleset's translations).
//! - [`play`]: the in-play layer shared by every system: game time, scenario
//!   scripts and the runner that drives a system's [`play::Engine`].
//! - [`five_oaths`]: the Five Oaths in-play rules (locations, effects, calls,
//!   immunity, timers, rituals) and its engine; its effect catalogue is
//!   data in `rulesets/five-oaths-play.toml`, its armour classes come from
//!   the `five-oaths` ruleset's `[armour]` section.
//! - [`ancalagon`]: the Ancalagon (Estonia, 2011) in-play rules (hit and
//!   armour points, strikes, big stones, knock-outs, death, wounds, the
//!   healer) and their scenario-script engine.
//! - [`armour`]: costume armour + a ruleset's `[armour]` section → an armour
//!   [`Award`] (points for Ancalagon, Armour hits per location for Five
//!   Oaths); armour files.
pub mod ancalagon;
pub mod armour;
pub mod check;
pub mod five_oaths;
pub mod item;
pub mod names;
pub mod play;
pub mod ruleset;
pub mod saying;
pub mod shipped;
pub mod source;
pub mod units;

pub use armour::{ArmourSet, Award, award};
pub use check::{Finding, Outcome, Status, Verdict, check};
pub use item::Item;
pub use ruleset::Ruleset;
