//! A parsed call ([`Call`]: delivery, modifiers, category, Damage and the
//! one non-Damage effect) and why a call is refused ([`CallError`]).

use serde::Serialize;

use crate::five_oaths::catalogue::Modifier;
use crate::play::Span;

/// How a call is delivered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Delivery {
    /// A weapon blow: Single Damage unless Zero is called, plus at most one effect.
    Blow,
    /// A spoken call (feat, referee): only what is said happens.
    Spoken,
    /// A spell with the casting vocals.
    Spell {
        /// "the power of (source)".
        source: String,
        /// "to (outcome)", if said.
        purpose: Option<String>,
    },
    /// `Instant cast ...`, for the spells that allow it.
    InstantCast,
}

/// Who a Mass call reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MassScope {
    /// Everyone within 5 m but the caller.
    AllAround,
    /// Everyone within the arc the caller shows in front of them.
    Arc,
}

/// The one non-Damage effect of a call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Called {
    /// The catalogue name.
    pub name: String,
    /// `Healing 1`: the amount (`None` with Full).
    pub amount: Option<u32>,
    /// The called duration (`None`: the default, for duration effects).
    pub duration: Option<Span>,
    /// `Cure Fear`: the named effect; `Detect Undead`: the group.
    pub argument: Option<String>,
}

/// A parsed, valid call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Call {
    /// The words as said.
    pub text: String,
    /// How it was delivered.
    pub delivery: Delivery,
    /// Mass, and its scope.
    pub mass: Option<MassScope>,
    /// Global: all six locations.
    pub global: bool,
    /// Full: to the maximum.
    pub full: bool,
    /// The category or species it is limited to (`Undead Bane`).
    pub category: Option<String>,
    /// Damage called: 1 for Single/Damage, 0 for Zero; `None` if not called.
    pub damage: Option<u32>,
    /// The non-Damage effect, if any.
    pub effect: Option<Called>,
}

/// Why a call is not valid.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CallError {
    /// Nothing was said.
    Empty,
    /// Spell vocals without `and cast`.
    IncompleteVocals,
    /// A word that is no effect, modifier, category, amount or duration.
    UnknownWord(String),
    /// Modifiers or a category but no effect.
    NoEffect,
    /// Two non-Damage effects on one call.
    TwoEffects(String, String),
    /// `Single Zero`.
    TwoDamages(String),
    /// The same modifier twice.
    RepeatedModifier(Modifier),
    /// Two categories.
    TwoCategories(String, String),
    /// Bane or Sunder with Single/Zero/Damage.
    NeverWithDamage(String),
    /// A modifier the effect does not take (Full on Damage).
    ModifierNotAllowed(Modifier, String),
    /// Healing or Repair with neither an amount nor Full.
    MissingAmount(String),
    /// Full with an amount.
    AmountWithFull(String),
    /// A number where none belongs.
    UnexpectedNumber(String),
    /// A duration on an instant effect.
    DurationOnInstant(String, Span),
    /// A duration before any effect, or twice.
    MisplacedDuration(String),
    /// A bad duration (`0s`).
    BadDuration(String),
    /// Bane without a category.
    MissingCategory(String),
    /// Cure without an effect, Detect without a group.
    MissingArgument(String, &'static str),
    /// Mass on an effect the text rules it out for, with the reason.
    MassExcluded(String, String),
}

impl crate::play::SaidError for CallError {
    fn said_chain(&self) -> Vec<crate::play::Sentence> {
        use crate::said;
        let q = |text: &str| format!("{text:?}");
        vec![match self {
            CallError::Empty => said!("pye-call-empty", "nothing was called"),
            CallError::IncompleteVocals => said!(
                "pye-call-incomplete-vocals",
                "spell vocals must run \"I call upon the power of ... and cast <effect>\": \"and cast\" is missing"
            ),
            CallError::UnknownWord(word) => said!(
                "pye-call-unknown-word",
                "{word} is not an effect, modifier, category, amount or duration",
                word = q(word)
            ),
            CallError::NoEffect => {
                said!("pye-call-no-effect", "modifiers need an effect to modify")
            }
            CallError::TwoEffects(a, b) => said!(
                "pye-call-two-effects",
                "only one non-Damage effect per call: {a} and {b} were both called",
                a = a,
                b = b
            ),
            CallError::TwoDamages(word) => said!(
                "pye-call-two-damages",
                "Damage is called once: {word} repeats it",
                word = q(word)
            ),
            CallError::RepeatedModifier(m) => {
                said!("pye-call-repeated-modifier", "{m} is called twice", m = m)
            }
            CallError::TwoCategories(a, b) => said!(
                "pye-call-two-categories",
                "only one target category: {a} and {b}",
                a = a,
                b = b
            ),
            CallError::NeverWithDamage(e) => said!(
                "pye-call-never-with-damage",
                "{e} never combines with Damage (do not call Single, Zero or Damage with it)",
                e = e
            ),
            CallError::ModifierNotAllowed(m, e) => match m {
                Modifier::Full => said!(
                    "pye-call-full-not-allowed",
                    "{m} cannot modify {e} (Full applies to Healing and Repair only)",
                    m = m,
                    e = e
                ),
                Modifier::Global => said!(
                    "pye-call-global-not-allowed",
                    "{m} cannot modify {e} (Global applies to Damage, Healing and Repair)",
                    m = m,
                    e = e
                ),
                Modifier::Mass => said!(
                    "pye-call-modifier-not-allowed",
                    "{m} cannot modify {e}",
                    m = m,
                    e = e
                ),
            },
            CallError::MissingAmount(e) => said!(
                "pye-call-missing-amount",
                "{e} needs an amount (\"{e} 1\") or Full",
                e = e
            ),
            CallError::AmountWithFull(e) => said!(
                "pye-call-amount-with-full",
                "Full {e} restores everything: do not call an amount with it",
                e = e
            ),
            CallError::UnexpectedNumber(n) => said!(
                "pye-call-unexpected-number",
                "the number {n} belongs to no effect that takes an amount",
                n = n
            ),
            CallError::DurationOnInstant(e, d) => said!(
                "pye-call-duration-on-instant",
                "{e} is instant: it takes no duration ({d})",
                e = e,
                d = d
            ),
            CallError::MisplacedDuration(d) => said!(
                "pye-call-misplaced-duration",
                "the duration {d} must follow the one effect it times",
                d = q(d)
            ),
            CallError::BadDuration(d) => said!(
                "pye-call-bad-duration",
                "{d} is not a duration longer than zero",
                d = q(d)
            ),
            CallError::MissingCategory(e) => said!(
                "pye-call-missing-category",
                "{e} needs a category or species (\"Undead {e}\")",
                e = e
            ),
            CallError::MissingArgument(e, "an effect") => said!(
                "pye-call-missing-effect",
                "{e} needs an effect (\"{e} ...\")",
                e = e
            ),
            CallError::MissingArgument(e, "a group") => said!(
                "pye-call-missing-group",
                "{e} needs a group (\"{e} ...\")",
                e = e
            ),
            CallError::MissingArgument(e, what) => said!(
                "pye-call-missing-argument",
                "{e} needs {what} (\"{e} ...\")",
                e = e,
                what = what
            ),
            CallError::MassExcluded(e, why) => said!(
                "pye-call-mass-excluded",
                "Mass cannot modify {e}: {why}",
                e = e,
                why = why
            ),
        }]
    }
}

impl std::fmt::Display for CallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::play::english(&crate::play::SaidError::said_chain(
            self,
        )))
    }
}
