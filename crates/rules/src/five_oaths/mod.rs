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
//!
//! What the engine says for people (its notes, a call's instructions, a
//! ritual's lines and failures, a character's state line) is English kept
//! beside the same in parts: a [`Said`](crate::saying::Said) with an `fo-`
//! message id and its values, which a front end words in its language
//! (`play-five-oaths.ftl`). Script errors ([`PlayError`]), refused calls
//! ([`call::CallError`]), the states' JSON and the catalogue's own texts are
//! English only.

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

pub use action::{Action, ActionKind, Doing};
pub use catalogue::Catalogue;
pub use engine::{FiveOaths, SYSTEM};
pub use error::PlayError;

#[cfg(test)]
mod scenarios;
