//! What a finding says, kept as parts rather than a sentence: which
//! sentence (the variant) and its ids and shown values. A front end words it
//! in its own language with the ruleset's [`Words`]; [`Saying::english`]
//! words it in the ruleset's own language for the records and JSON.
//!
//! Ids (`measure`, `part`, `material`, `flag`, `rule`, `set`, `category`)
//! are looked up in the ruleset; shown values (`measured`, `limit`,
//! `combined`, `height`) are written as the core writes amounts (`22.5 mm`),
//! for a front end to give its decimal comma.

use serde::{Deserialize, Serialize};

use crate::ruleset::{Comparison, Range, Words};
use crate::units::Unit;

/// One finding's or capability's sentence, in parts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "id", rename_all = "kebab-case")]
#[allow(missing_docs)] // The fields are the sentence's parts, named as above.
pub enum Saying {
    /// The item's kind is not one of the ruleset's.
    UnknownKind { kind: String, ruleset: String },
    /// A category rule with the length unknown.
    NeedsCategory,
    /// An attestation not answered.
    NotAnswered { flag: String },
    /// An attestation answered as the rule wants: the rule's text.
    Attested { rule: String },
    /// An attestation answered against the rule.
    NotAttested {
        rule: String,
        flag: String,
        answer: bool,
    },
    /// A measure not measured.
    NotMeasured {
        measure: String,
        comparison: Comparison,
        limit: String,
    },
    /// A measure the rule's limit is worked out from is not measured.
    LimitNeeds { needed: String, measure: String },
    /// A measure that decides whether the rule applies is not measured.
    ConditionNeeds { needed: String },
    /// The item is exempt from the rule: a measure meets the exemption.
    Exempt {
        measure: String,
        measured: String,
        comparison: Comparison,
        limit: String,
    },
    /// The item is exempt from the rule: an attestation says so.
    ExemptByFlag { flag: String },
    /// A measure within its limit.
    Meets {
        measure: String,
        measured: String,
        comparison: Comparison,
        limit: String,
    },
    /// A measure outside a provisional limit: the game master decides.
    ProvisionalNotMet {
        measure: String,
        measured: String,
        comparison: Comparison,
        limit: String,
    },
    /// A measure outside its limit.
    NotMet {
        measure: String,
        measured: String,
        comparison: Comparison,
        limit: String,
    },
    /// A rule names a part the ruleset lacks.
    UnknownPart { part: String },
    /// A part's material not given.
    MaterialNotGiven { part: String },
    /// A material the ruleset does not know for the part.
    UnknownMaterial { part: String, written: String },
    /// A known but forbidden material.
    MaterialForbidden { part: String, material: String },
    /// A material the game master decides on: its reason.
    MaterialReferred { part: String, material: String },
    /// An allowed material.
    MaterialAllowed { part: String, material: String },
    /// A material without a width limit.
    NoWidthLimit { part: String, material: String },
    /// A width limit with the width unmeasured.
    WidthNotMeasured {
        part: String,
        material: String,
        limit: String,
    },
    /// A width within the material's limit.
    WidthWithin {
        part: String,
        material: String,
        measured: String,
        limit: String,
    },
    /// A width over the material's limit.
    WidthExceeds {
        part: String,
        material: String,
        measured: String,
        limit: String,
    },
    /// A category rule on a kind without categories.
    NoCategories { kind: String },
    /// The length that decides the category is unmeasured.
    LengthNotMeasured,
    /// The length falls into a category.
    InCategory {
        measured: String,
        set: String,
        category: String,
    },
    /// The length is outside every (provisional) category.
    OutsideProvisionalCategories { measured: String },
    /// The length is outside every category.
    OutsideCategories { measured: String },
    /// The ruleset has no dual-wield rule.
    NoDualWield { ruleset: String },
    /// A pair with a weapon of unknown category.
    PairNeedsCategories,
    /// Two categories that may not be wielded together.
    PairForbidden { a: String, b: String },
    /// Two categories that may be wielded together.
    PairAllowed { a: String, b: String },
    /// A pair whose rule needs both lengths, one unmeasured.
    PairNeedsLengths,
    /// The combined length within the wielder's height.
    CombinedWithin { combined: String, height: String },
    /// The combined length over the wielder's height.
    CombinedExceeds { combined: String, height: String },
}

impl Saying {
    /// The sentence in the ruleset's own language, with its own names.
    pub fn english(&self, words: &Words<'_>) -> String {
        use Saying::*;
        match self {
            UnknownKind { kind, ruleset } => format!("`{kind}` is not an item kind of {ruleset}"),
            NeedsCategory => "needs the length to know the category".into(),
            NotAnswered { flag } => format!("not answered: {}", words.flag(flag)),
            Attested { rule } => words.rule(rule).to_string(),
            NotAttested { rule, flag, answer } => {
                let question = words.flag(flag);
                let answered = if *answer {
                    format!("yes, {question}")
                } else {
                    format!("no, not {question}")
                };
                format!("{answered}: {}", words.rule(rule))
            }
            NotMeasured {
                measure,
                comparison,
                limit,
            } => format!(
                "{} not measured (must be {} {limit})",
                words.measure(measure),
                comparison.words()
            ),
            LimitNeeds { needed, measure } => format!(
                "{} not measured: the limit on the {} is worked out from it",
                words.measure(needed),
                words.measure(measure)
            ),
            ConditionNeeds { needed } => format!(
                "{} not measured: it decides whether this rule applies",
                words.measure(needed)
            ),
            Exempt {
                measure,
                measured,
                comparison,
                limit,
            } => format!(
                "exempt: {} {measured} is {} {limit}",
                words.measure(measure),
                comparison.words()
            ),
            ExemptByFlag { flag } => format!("exempt: {}", words.flag(flag)),
            Meets {
                measure,
                measured,
                comparison,
                limit,
            } => format!(
                "{} {measured} is {} {limit}",
                words.measure(measure),
                comparison.words()
            ),
            ProvisionalNotMet {
                measure,
                measured,
                comparison,
                limit,
            } => format!(
                "{} {measured} is not {} the provisional limit {limit}: the game master decides",
                words.measure(measure),
                comparison.words()
            ),
            NotMet {
                measure,
                measured,
                comparison,
                limit,
            } => format!(
                "{} {measured} is not {} {limit}",
                words.measure(measure),
                comparison.words()
            ),
            UnknownPart { part } => format!("the ruleset has no part `{part}`"),
            MaterialNotGiven { part } => format!("{} material not given", words.part(part)),
            UnknownMaterial { part, written } => {
                format!(
                    "`{written}` is not a known material for the {}",
                    words.part(part)
                )
            }
            MaterialForbidden { part, material } => format!(
                "{} is not an allowed material for the {}",
                words.material(part, material),
                words.part(part)
            ),
            MaterialReferred { part, material } => {
                words.refer(part, material).unwrap_or_default().to_string()
            }
            MaterialAllowed { part, material } => format!(
                "{} is an allowed material for the {}",
                words.material(part, material),
                words.part(part)
            ),
            NoWidthLimit { part, material } => {
                format!("{} has no width limit", words.material(part, material))
            }
            WidthNotMeasured {
                part,
                material,
                limit,
            } => format!(
                "{} width not measured (a {} one must be at most {limit})",
                words.part(part),
                words.material(part, material)
            ),
            WidthWithin {
                part,
                material,
                measured,
                limit,
            } => format!(
                "{} {} {measured} is at most {limit}",
                words.material(part, material),
                words.part(part)
            ),
            WidthExceeds {
                part,
                material,
                measured,
                limit,
            } => format!(
                "{} {} {measured} is wider than {limit}",
                words.material(part, material),
                words.part(part)
            ),
            NoCategories { kind } => format!("kind `{kind}` has no categories"),
            LengthNotMeasured => "length not measured".into(),
            InCategory {
                measured,
                set,
                category,
            } => {
                let range = category_range(words, set, category)
                    .map(|(range, unit)| format!(" ({})", range.describe(unit)))
                    .unwrap_or_default();
                format!("{measured}: {}{range}", words.category(set, category))
            }
            OutsideProvisionalCategories { measured } => format!(
                "{measured} is outside every provisional length category: the game master decides"
            ),
            OutsideCategories { measured } => {
                format!("{measured} is outside every length category")
            }
            NoDualWield { ruleset } => {
                format!("{ruleset} has no dual-wield rule: the game master decides")
            }
            PairNeedsCategories => "both weapons need a length category".into(),
            PairForbidden { a, b } => format!(
                "{} and {} may not be wielded together",
                words.any_category(a),
                words.any_category(b)
            ),
            PairAllowed { a, b } => format!(
                "{} and {} may be wielded together",
                words.any_category(a),
                words.any_category(b)
            ),
            PairNeedsLengths => "both lengths are needed".into(),
            CombinedWithin { combined, height } => {
                format!("combined length {combined} is at most the wielder's height {height}")
            }
            CombinedExceeds { combined, height } => {
                format!("combined length {combined} exceeds the wielder's height {height}")
            }
        }
    }
}

/// A category's range and the unit its set's measure is shown in.
pub fn category_range(words: &Words<'_>, set: &str, category: &str) -> Option<(Range, Unit)> {
    let ruleset = words.ruleset();
    let set = ruleset.category_sets.get(set)?;
    let entry = set.entries.iter().find(|c| c.id == category)?;
    let unit = ruleset
        .measures
        .get(&set.measure)
        .map(|m| m.show)
        .unwrap_or(Unit::Centimetre);
    Some((entry.range(), unit))
}

/// A sentence as a message id and its named values: what an in-play engine
/// or another part of the core says, for a front end to word in its
/// language. The core keeps its English beside it (made by [`said!`](crate::said) from
/// the same values), which the front end's English messages must equal.
///
/// Values are shown as they are, except that a whole number selects
/// plural forms.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    /// The message id (`anc-dies`).
    pub id: String,
    /// The values by name, in the order given.
    pub args: Vec<(String, String)>,
}

/// Makes `(english, Said)` from a message id, its English (a format string
/// naming its values) and the values:
///
/// ```
/// let (english, said) = armoury_rules::said!("anc-dies", "{name} dies", name = "Kalev");
/// assert_eq!(english, "Kalev dies");
/// assert_eq!(said.id, "anc-dies");
/// assert_eq!(said.args, vec![("name".to_string(), "Kalev".to_string())]);
/// ```
#[macro_export]
macro_rules! said {
    ($id:literal, $english:literal $(, $name:ident = $value:expr)* $(,)?) => {
        // Every value is evaluated before any name is bound (so `n = n`
        // and values naming each other's variables both work).
        match ($($value,)*) {
            ($($name,)*) => {
                let english = format!($english);
                let said = $crate::saying::Said {
                    id: ($id).to_string(),
                    args: vec![$((stringify!($name).to_string(), $name.to_string())),*],
                };
                (english, said)
            }
        }
    };
}
