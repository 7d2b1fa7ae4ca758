//! The `[armour]` section of a rules file: how costume armour earns armour.
//!
//! A ruleset says how worn armour is judged with one of two [`Method`]s:
//!
//! - [`Method::Points`] (Ancalagon): each piece sits in a [`Slot`] that
//!   belongs to the body armour or the helmet ([`ArmourPart`]). A piece must
//!   meet every [`Requirement`] for its part and material (minimum
//!   thickness, the mail weave and wire); then a [`PointsTable`] of
//!   thickness [`Band`]s gives its points. The body pieces' points combine
//!   by [`Combine`]; the helmet adds its points on top; [`Cap`]s bound the
//!   total and what the game master may award.
//! - [`Method::Classes`] (Five Oaths): each material qualifies for armour
//!   [`ArmourClass`]es (light, heavy); a class with the matching feat gives
//!   Armour hits on every location.
//!
//! [`ArmourRules`] holds the materials both methods share. The raw serde
//! model (`raw`) mirrors the file; `compile` validates it into the model
//! (`model`), with errors naming file, line, key and value.

mod compile;
mod model;
mod raw;

pub use model::{
    ArmourClass, ArmourMaterial, ArmourPart, ArmourRules, BEST_FEAT_ID, Band, Cap, ClassRules,
    Combine, Method, PieceMeasure, PointsRules, PointsTable, Requirement, Safety, Slot, Test,
};

pub(super) use compile::compile;
pub(super) use raw::RawArmour;
