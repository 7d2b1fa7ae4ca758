//! Spoken calls: parsing, validation and what the target must do.
//!
//! [`parse`] reads what a player says (`Single`, `Global Heal 1`, `Mass
//! Strikedown`, `Rampage 30s`, `Undead Bane`, `Instant cast Mindslash`,
//! `I call upon the power of ... and cast ...`) against the [`Catalogue`](super::Catalogue) into
//! a [`Call`]: how it is delivered ([`Delivery`]), its modifiers, the category
//! it is limited to, the Damage called and the one non-Damage effect
//! ([`Called`]). Every refusal is a [`CallError`] naming the reason and word.
//! [`Call::instructions`] turns a valid call into what the target must do
//! ([`Instruction`]s: English, and the same in parts for a front end's words).
//!
//! The parts: `model` (the call and its error), `parse` (words → call, and
//! its validation against the catalogue), `instructions` (call → what the
//! target does).

mod instructions;
mod model;
mod parse;

pub use instructions::Instruction;
pub use model::{Call, CallError, Called, Delivery, MassScope};
pub use parse::parse;
