//! Limits worked out from an item's other measures, and the conditions a
//! rule applies under.
//!
//! A rule's `limit` is a [`Limit`]: an amount as the text prints it
//! (`12 oz`, `1/2 in`) or a [`Formula`] over the item's measures
//! (`min(max(12 in, length / 3), length / 2)`, `wielder.height - 18 in`).
//! A rule's `when` and `unless` are [`Condition`]s: an attestation flag, or
//! a measure compared with a limit (`length >= 24 in`,
//! `tip.radius >= 1.5 in`).
//!
//! Formulas are small on purpose: amounts, plain numbers, measure ids,
//! `+ - * /`, brackets, `min(...)` and `max(...)`. Each is checked once, when
//! the rules file is read: every measure it names exists, and its
//! dimension fits (a length plus a length, a length times a number; a
//! length times a length is an area). Amounts keep their exact canonical
//! value, so `12 oz` is compared as 340.194 277 5 g.

use std::collections::BTreeMap;
use std::fmt;

use super::range::Comparison;
use crate::saying::Said;
use crate::units::{Dimension, Quantity, QuantityTextError, Unit, parse_quantity_text};
use parse::{Parser, is_name};

/// A rule's limit: what was written and how to work it out.
#[derive(Clone, Debug, PartialEq)]
pub struct Limit {
    /// The limit as the rules file writes it (`12 oz`, `length / 3`).
    pub written: String,
    /// How it is worked out.
    pub formula: Formula,
}

impl Limit {
    /// The limit when it is one amount, the same for every item.
    pub fn fixed(&self) -> Option<Quantity> {
        match self.formula {
            Formula::Amount(q, _) => Some(q),
            _ => None,
        }
    }

    /// The limit for an item with these measures, as a quantity of
    /// `dimension`; `Err` names the first measure it needs that is missing.
    pub fn value(
        &self,
        measures: &BTreeMap<String, Quantity>,
        dimension: Dimension,
    ) -> Result<Quantity, String> {
        self.formula
            .value(measures)
            .map(|v| Quantity::new(v, dimension))
    }

    /// The measures the limit is worked out from, in order of mention.
    pub fn measures(&self) -> Vec<&str> {
        let mut found = Vec::new();
        self.formula.collect_measures(&mut found);
        found
    }
}

/// An arithmetic formula over an item's measures.
#[derive(Clone, Debug, PartialEq)]
pub enum Formula {
    /// An amount with its unit, and its text as written (`12 in`).
    Amount(Quantity, String),
    /// A plain number (`3` in `length / 3`).
    Number(f64),
    /// The item's value of a measure, by id.
    Measure(String),
    /// `a + b`.
    Sum(Box<Formula>, Box<Formula>),
    /// `a - b`.
    Difference(Box<Formula>, Box<Formula>),
    /// `a * b`.
    Product(Box<Formula>, Box<Formula>),
    /// `a / b`.
    Quotient(Box<Formula>, Box<Formula>),
    /// `min(a, b, ...)`: the least.
    Least(Vec<Formula>),
    /// `max(a, b, ...)`: the greatest.
    Greatest(Vec<Formula>),
}

impl Formula {
    /// The formula's canonical value for an item with these measures;
    /// `Err` names the first measure it needs that is missing.
    pub fn value(&self, measures: &BTreeMap<String, Quantity>) -> Result<f64, String> {
        let pair = |a: &Formula, b: &Formula| -> Result<(f64, f64), String> {
            Ok((a.value(measures)?, b.value(measures)?))
        };
        Ok(match self {
            Formula::Amount(q, _) => q.canonical(),
            Formula::Number(n) => *n,
            Formula::Measure(id) => measures
                .get(id)
                .map(|q| q.canonical())
                .ok_or_else(|| id.clone())?,
            Formula::Sum(a, b) => pair(a, b).map(|(a, b)| a + b)?,
            Formula::Difference(a, b) => pair(a, b).map(|(a, b)| a - b)?,
            Formula::Product(a, b) => pair(a, b).map(|(a, b)| a * b)?,
            Formula::Quotient(a, b) => pair(a, b).map(|(a, b)| a / b)?,
            Formula::Least(all) => fold(all, measures, f64::min)?,
            Formula::Greatest(all) => fold(all, measures, f64::max)?,
        })
    }

    fn collect_measures<'a>(&'a self, found: &mut Vec<&'a str>) {
        match self {
            Formula::Measure(id) => {
                if !found.contains(&id.as_str()) {
                    found.push(id);
                }
            }
            Formula::Amount(..) | Formula::Number(_) => {}
            Formula::Sum(a, b)
            | Formula::Difference(a, b)
            | Formula::Product(a, b)
            | Formula::Quotient(a, b) => {
                a.collect_measures(found);
                b.collect_measures(found);
            }
            Formula::Least(all) | Formula::Greatest(all) => {
                for f in all {
                    f.collect_measures(found);
                }
            }
        }
    }

    /// The formula's dimension (`None`: a plain number), given each
    /// measure's dimension; refuses a measure not known and dimensions that
    /// do not go together.
    fn dimension(
        &self,
        known: &dyn Fn(&str) -> Option<Dimension>,
    ) -> Result<Option<Dimension>, FormulaError> {
        let mismatch = |a: Option<Dimension>, b: Option<Dimension>| FormulaError::Mismatch {
            found: dimension_word(a),
            expected: dimension_word(b),
        };
        Ok(match self {
            Formula::Amount(q, _) => Some(q.dimension()),
            Formula::Number(_) => None,
            Formula::Measure(id) => {
                Some(known(id).ok_or_else(|| FormulaError::UnknownMeasure {
                    measure: id.clone(),
                })?)
            }
            Formula::Sum(a, b) | Formula::Difference(a, b) => {
                let (da, db) = (a.dimension(known)?, b.dimension(known)?);
                if da != db {
                    return Err(mismatch(db, da));
                }
                da
            }
            Formula::Product(a, b) => match (a.dimension(known)?, b.dimension(known)?) {
                (None, d) | (d, None) => d,
                (Some(x), Some(y)) => Some(x.times(y).ok_or(mismatch(Some(y), None))?),
            },
            Formula::Quotient(a, b) => match (a.dimension(known)?, b.dimension(known)?) {
                (d, None) => d,
                (Some(x), Some(y)) if x == y => None,
                (Some(x), Some(y)) => Some(x.over(y).ok_or(mismatch(Some(y), None))?),
                (None, Some(y)) => return Err(mismatch(Some(y), None)),
            },
            Formula::Least(all) | Formula::Greatest(all) => {
                let mut dimension = None;
                for (i, f) in all.iter().enumerate() {
                    let d = f.dimension(known)?;
                    if i > 0 && d != dimension {
                        return Err(mismatch(d, dimension));
                    }
                    dimension = d;
                }
                dimension
            }
        })
    }
}

/// The least or greatest of several formulas' values.
fn fold(
    all: &[Formula],
    measures: &BTreeMap<String, Quantity>,
    pick: fn(f64, f64) -> f64,
) -> Result<f64, String> {
    let mut values = all.iter().map(|f| f.value(measures));
    let first = values.next().unwrap_or(Ok(f64::NAN))?;
    values.try_fold(first, |acc, v| Ok(pick(acc, v?)))
}

impl fmt::Display for Formula {
    /// The formula written back (`max(12 in, length / 3)`), amounts as written.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, name: &str, all: &[Formula]| {
            let inner: Vec<String> = all.iter().map(ToString::to_string).collect();
            write!(f, "{name}({})", inner.join(", "))
        };
        match self {
            Formula::Amount(_, written) => f.write_str(written),
            Formula::Number(n) => f.write_str(&crate::units::trim_number(*n)),
            Formula::Measure(id) => f.write_str(id),
            Formula::Sum(a, b) => write!(f, "({a} + {b})"),
            Formula::Difference(a, b) => write!(f, "({a} - {b})"),
            Formula::Product(a, b) => write!(f, "{a} * {b}"),
            Formula::Quotient(a, b) => write!(f, "{a} / {b}"),
            Formula::Least(all) => list(f, "min", all),
            Formula::Greatest(all) => list(f, "max", all),
        }
    }
}

/// When a rule applies, or what exempts an item from it.
#[derive(Clone, Debug, PartialEq)]
pub enum Condition {
    /// An attestation flag that must be answered yes.
    Flag(String),
    /// A measure compared with a limit (`length >= 24 in`).
    Measure {
        /// The measure's id.
        measure: String,
        /// How the item's value must compare.
        comparison: Comparison,
        /// The limit it is compared with.
        limit: Limit,
    },
}

impl Condition {
    /// Whether the condition holds for an item with these measures and
    /// flags; `Err` names the measure it needs that is missing, `Ok(None)` an
    /// unanswered flag.
    pub fn holds(
        &self,
        measures: &BTreeMap<String, Quantity>,
        flag: impl Fn(&str) -> Option<bool>,
    ) -> Result<Option<bool>, String> {
        match self {
            Condition::Flag(id) => Ok(flag(id)),
            Condition::Measure {
                measure,
                comparison,
                limit,
            } => {
                let value = measures.get(measure).ok_or_else(|| measure.clone())?;
                let limit = limit.value(measures, value.dimension())?;
                Ok(Some(
                    comparison.admits(value.canonical(), limit.canonical()),
                ))
            }
        }
    }

    /// The measures the condition reads, in order of mention.
    pub fn measures(&self) -> Vec<&str> {
        match self {
            Condition::Flag(_) => Vec::new(),
            Condition::Measure { measure, limit, .. } => {
                let mut all = vec![measure.as_str()];
                all.extend(limit.measures().into_iter().filter(|m| m != measure));
                all
            }
        }
    }
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Flag(id) => f.write_str(id),
            Condition::Measure {
                measure,
                comparison,
                limit,
            } => write!(f, "{measure} {} {}", comparison.symbol(), limit.written),
        }
    }
}

/// Why a formula or condition was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum FormulaError {
    /// Not readable from `at` on.
    Syntax {
        /// The rest of the text where reading stopped.
        at: String,
    },
    /// A name that is neither a measure nor, before `(`, a function.
    UnknownMeasure {
        /// The name.
        measure: String,
    },
    /// A bare name in a condition that is not a flag.
    UnknownFlag {
        /// The name.
        flag: String,
    },
    /// A function other than `min` and `max`.
    UnknownFunction {
        /// The name.
        name: String,
    },
    /// A plain amount that is not one: no unit, an unknown unit.
    Amount(QuantityTextError),
    /// An amount whose unit does not measure what is needed (`3 cm` of weight).
    UnitMeasuresNot {
        /// The unit written.
        unit: Unit,
        /// What was needed.
        dimension: Dimension,
    },
    /// Dimensions that do not go together.
    Mismatch {
        /// What was found (`weight`, `number`).
        found: &'static str,
        /// What was needed.
        expected: &'static str,
    },
}

impl FormulaError {
    /// The refusal as `(english, Said)`.
    pub fn said(&self) -> (String, Said) {
        match self {
            FormulaError::Syntax { at } if at.is_empty() => crate::said!(
                "inp-formula-ends",
                "the formula ends too soon (write e.g. `max(12 in, length / 3)`)"
            ),
            FormulaError::Syntax { at } => crate::said!(
                "inp-formula-syntax",
                "cannot read the formula from `{at}` on (write e.g. `max(12 in, length / 3)`)",
                at = at
            ),
            FormulaError::UnknownMeasure { measure } => crate::said!(
                "inp-formula-measure",
                "`{measure}` is not a measure in [measures]",
                measure = measure
            ),
            FormulaError::Amount(error) => error.said(),
            FormulaError::UnitMeasuresNot { unit, dimension } => crate::said!(
                "inp-unit-measures-not",
                "`{unit}` does not measure {dimension}",
                unit = unit,
                dimension = dimension
            ),
            FormulaError::UnknownFlag { .. } => {
                crate::said!("inp-no-such-flag", "no such flag in [flags]")
            }
            FormulaError::UnknownFunction { name } => crate::said!(
                "inp-formula-function",
                "`{name}` is not a function (use min or max)",
                name = name
            ),
            FormulaError::Mismatch { found, expected } => crate::said!(
                "inp-formula-dimension",
                "a {found} is given where a {expected} is needed",
                found = found,
                expected = expected
            ),
        }
    }
}

/// A dimension in one word, or `number` for none.
fn dimension_word(dimension: Option<Dimension>) -> &'static str {
    dimension.map_or("number", Dimension::word)
}

/// Reads a limit of `dimension`. A plain amount may be written as rule
/// books print it (`2 1/2 in`); anything else is read as a formula.
pub fn read_limit(
    text: &str,
    dimension: Dimension,
    known: &dyn Fn(&str) -> Option<Dimension>,
) -> Result<Limit, FormulaError> {
    let formula = match parse_quantity_text(text) {
        Ok((value, unit)) => amount(value, unit, text.trim(), dimension)?,
        Err(not_an_amount) => {
            // Text that starts as a number is an amount gone wrong (`30`,
            // `3 furlongs`) unless it reads as a formula (`2/3 * length`).
            let trimmed = text.trim();
            let looks_like_amount = trimmed
                .starts_with(|c: char| c.is_ascii_digit() || matches!(c, '.' | '-' | '+'))
                && !trimmed[1..].contains(['+', '*', '(', ')', ','])
                && !trimmed.contains(" - ");
            let formula = match Parser::new(text).whole() {
                Ok(Formula::Number(_)) => return Err(FormulaError::Amount(not_an_amount)),
                Ok(formula) => formula,
                Err(_) if looks_like_amount => return Err(FormulaError::Amount(not_an_amount)),
                Err(error) => return Err(error),
            };
            let found = formula.dimension(known)?;
            if found != Some(dimension) {
                return Err(FormulaError::Mismatch {
                    found: dimension_word(found),
                    expected: dimension_word(Some(dimension)),
                });
            }
            formula
        }
    };
    Ok(Limit {
        written: text.trim().to_string(),
        formula,
    })
}

/// Reads a condition: a flag id (`is_flag` says which names are flags),
/// or `<measure> <comparison> <limit>` with `>=`, `>`, `<=`, `<`, `≥` or `≤`.
pub fn read_condition(
    text: &str,
    is_flag: &dyn Fn(&str) -> bool,
    known: &dyn Fn(&str) -> Option<Dimension>,
) -> Result<Condition, FormulaError> {
    let trimmed = text.trim();
    if is_flag(trimmed) {
        return Ok(Condition::Flag(trimmed.to_string()));
    }
    let operators = [
        (">=", Comparison::AtLeast),
        ("≥", Comparison::AtLeast),
        ("<=", Comparison::AtMost),
        ("≤", Comparison::AtMost),
        (">", Comparison::MoreThan),
        ("<", Comparison::LessThan),
    ];
    let Some((at, symbol, comparison)) = operators
        .iter()
        .filter_map(|(symbol, c)| trimmed.find(symbol).map(|at| (at, *symbol, *c)))
        .min_by_key(|(at, symbol, _)| (*at, usize::MAX - symbol.len()))
    else {
        return Err(if is_name(trimmed) {
            FormulaError::UnknownFlag {
                flag: trimmed.to_string(),
            }
        } else {
            FormulaError::Syntax {
                at: trimmed.to_string(),
            }
        });
    };
    let measure = trimmed[..at].trim();
    let dimension = known(measure).ok_or_else(|| FormulaError::UnknownMeasure {
        measure: measure.to_string(),
    })?;
    let limit = read_limit(&trimmed[at + symbol.len()..], dimension, known)?;
    Ok(Condition::Measure {
        measure: measure.to_string(),
        comparison,
        limit,
    })
}

fn amount(
    value: f64,
    unit: Unit,
    written: &str,
    dimension: Dimension,
) -> Result<Formula, FormulaError> {
    let quantity = unit
        .to_quantity(value, dimension)
        .ok_or(FormulaError::UnitMeasuresNot { unit, dimension })?;
    Ok(Formula::Amount(quantity, written.to_string()))
}

mod parse;

#[cfg(test)]
mod tests;
