//! Rulesets as data.
//!
//! A rules file is TOML (format in README.md, "Rules files").
//! [`Ruleset::parse`] reads it with serde into a raw model that mirrors the
//! file (`raw`), then the compiler (`compile`) validates it into a
//! [`Ruleset`] (`model`): item [`Kind`]s, [`Measure`]s with their
//! [`Dimension`](crate::units::Dimension), attestation flags,
//! [`Part`]s with their known [`Material`]s, length [`CategorySet`]s and the
//! list of [`Rule`]s, each with a stable id, the clause it comes from, its
//! [`Check`] and a `provisional` flag. Every limit is converted to canonical
//! units here, once; a limit may also be a formula over the item's other
//! measures, and a rule may apply under a [`Condition`] or be waived by one
//! (`formula`). The optional `[armour]` section compiles into
//! [`ArmourRules`] ([`armour`]), with the same [`Range`]s (`range`) and
//! error reporting. The optional `[translations.LANG]` tables give the
//! names and sentences in other languages (`translation`, read through
//! [`Words`]).
//!
//! Errors are [`RulesetError`]s naming the file, line, key and value.
//!
//! This file only declares the parts and re-exports them; the parts import
//! each other without cycles: `names` and `range` (which reads ranges with
//! [`SourceFile`]) import nothing here; `formula` imports `range`; `armour`
//! imports `names` and `range`; `model` imports `armour`, `formula`, `names`
//! and `range`; `translation` imports `model`;
//! `raw` imports `armour`, `range` and `translation`; `compile` imports all of them.

pub mod armour;
mod compile;
mod formula;
mod model;
pub(crate) mod names;
mod range;
mod raw;
mod translation;

pub use armour::ArmourRules;
pub use formula::{Condition, Formula, FormulaError, Limit};
pub use model::{
    Category, CategorySet, Check, DualWield, Effect, Interpretation, Kind, Material, Measure, Meta,
    Part, Rule, Ruleset, WieldPair,
};
pub use range::{Bound, Comparison, Provisional, Range, SAME_AMOUNT, same_amount};
pub use translation::{Translation, Words};

use super::source::{InputError, SourceFile};

/// Why a rules file was refused: file, line, key, value and message.
pub type RulesetError = InputError;

impl Ruleset {
    /// Parses and validates a rules file. `file` names it in error messages.
    pub fn parse(file: &str, text: &str) -> Result<Ruleset, RulesetError> {
        let source = SourceFile::new(file, text);
        compile::compile(&source, source.deserialize()?)
    }
}
