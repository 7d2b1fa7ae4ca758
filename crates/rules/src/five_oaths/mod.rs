//! The Five Oaths in-play rules core.
//!
//! Pure: time is an input ([`crate::play::Time`]), nothing reads a clock.
//!
//! - [`catalogue`]: the effect catalogue, data embedded from
//!   `rulesets/five-oaths-play.toml` and validated, and the armour classes of
//!   the `five-oaths` ruleset.
//! - [`location`]: the six locations and their Body/Armour [`location::Hits`].
//! - [`effects`]: duration effects on a character and which one they follow
//!   (priority and interleaving).
//! - [`immunity`]: reactive immunity feats and the standing immunities.
//! - [`call`]: the spoken-call parser, its refusals, and what a target must do.
//! - [`character`]: a character or monster in play, its conditions and state.
//! - [`engine`]: [`FiveOaths`], the [`crate::play::Engine`] for
//!   scenario scripts: timers (effects ending, the death count, recovery,
//!   actions), with `deliver.rs` (calls reaching targets) and `action_rules.rs`
//!   (executing, restraining, searching, moving).
//! - [`ritual`]: ritual scoring.
//! - [`error`]: [`PlayError`], a script line the engine cannot understand.

mod action;
mod action_rules;
pub mod call;
pub mod catalogue;
pub mod character;
mod deliver;
pub mod effects;
pub mod engine;
pub mod error;
pub mod immunity;
pub mod location;
pub mod ritual;

pub use action::{Action, ActionKind};
pub use catalogue::Catalogue;
pub use engine::{FiveOaths, SYSTEM};
pub use error::PlayError;

#[cfg(test)]
mod scenarios;
