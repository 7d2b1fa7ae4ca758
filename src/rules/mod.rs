//! The shared rules core.
//!
//! Pure code: no files, no clock, no threads, no GUI and no panics, so that a
//! referee's phone app can depend on it without eframe or serial ports.
//!
//! - [`units`]: measurement newtypes and unit conversion at the edge.
//! - [`source`]: file/line locations and the [`source::InputError`] every
//!   file reader returns.
//! - [`ruleset`]: rules files as data, validated into a [`Ruleset`].
//! - [`shipped`]: the rulesets embedded in the binary.
//! - [`item`]: an [`Item`] and its measurements; item files.
//! - [`inspect`]: item + ruleset → [`Verdict`] with one [`Finding`] per rule;
//!   the dual-wield pair rule.
//! - [`classes`]: character classes (hit points) and the Healer group rule.
pub mod classes;
pub mod inspect;
pub mod item;
pub mod ruleset;
pub mod shipped;
pub mod source;
pub mod units;

pub use inspect::{Finding, Outcome, Status, Verdict, inspect};
pub use item::Item;
pub use ruleset::Ruleset;
