//! Ranges of one measure and how limits compare: [`Range`] with its
//! [`Bound`]s, [`Comparison`], and the [`Provisional`] values a ruleset
//! lists.
//!
//! Also the reading both range lists of a rules file share (length
//! categories and points-table bands): a written quantity in canonical
//! units ([`quantity`]), a range from its written bounds, the
//! provisional/provenance pairing, and [`range_list`], which reads a whole
//! list and refuses two entries that share a value.

use std::ops::Range as Span;

use toml::Spanned;

use crate::saying::Said;
use crate::source::{InputError, SourceFile};
use crate::units::{Dimension, Quantity, Unit, parse_quantity_text};

/// A range of one measure, each end inclusive or strict, either end open.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Range {
    /// The lower end; `None` for a range open below.
    pub lower: Option<Bound>,
    /// The upper end; `None` for a range open above.
    pub upper: Option<Bound>,
}

impl Range {
    /// Whether a canonical value lies in the range (a value at an end is
    /// at it however it was written: see [`Comparison::admits`]).
    pub fn contains(&self, value: f64) -> bool {
        let above = self.lower.is_none_or(|b| {
            let comparison = if b.inclusive {
                Comparison::AtLeast
            } else {
                Comparison::MoreThan
            };
            comparison.admits(value, b.value.canonical())
        });
        let below = self.upper.is_none_or(|b| {
            let comparison = if b.inclusive {
                Comparison::AtMost
            } else {
                Comparison::LessThan
            };
            comparison.admits(value, b.value.canonical())
        });
        above && below
    }

    /// The range as text in `unit`: `from 2 mm, under 4 mm`, `over 100 cm`.
    pub fn describe(&self, unit: Unit) -> String {
        let show = |b: &Bound| b.value.display_in(unit);
        match (&self.lower, &self.upper) {
            (Some(lo), Some(hi)) => format!(
                "{} {}, {} {}",
                if lo.inclusive { "from" } else { "over" },
                show(lo),
                if hi.inclusive { "up to" } else { "under" },
                show(hi)
            ),
            (Some(lo), None) => format!(
                "{} {}",
                if lo.inclusive { "from" } else { "over" },
                show(lo)
            ),
            (None, Some(hi)) => format!(
                "{} {}",
                if hi.inclusive { "up to" } else { "under" },
                show(hi)
            ),
            (None, None) => "any".to_string(),
        }
    }

    /// Whether two ranges share a value.
    pub fn overlaps(&self, other: &Range) -> bool {
        // Two ranges overlap unless one ends before the other starts.
        let ends_before = |x: &Range, y: &Range| match (x.upper, y.lower) {
            (Some(hi), Some(lo)) => {
                let (h, l) = (hi.value.canonical(), lo.value.canonical());
                if same_amount(h, l) {
                    !(hi.inclusive && lo.inclusive)
                } else {
                    h < l
                }
            }
            _ => false,
        };
        !(ends_before(self, other) || ends_before(other, self))
    }
}

/// One end of a range.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bound {
    /// The end's value, in the measure's dimension.
    pub value: Quantity,
    /// Whether the value itself is in the range (`from`, `up to`) or not (`over`, `under`).
    pub inclusive: bool,
}

/// How a limit compares, in the words of the text. Serialised as the rules
/// file writes it (`at-least`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Comparison {
    /// "at least": value >= limit.
    AtLeast,
    /// "more than": value > limit.
    MoreThan,
    /// "not over", "may not exceed": value <= limit.
    AtMost,
    /// "under", "less than": value < limit.
    LessThan,
}

/// How close, relative to their size, two canonical values must be to be
/// the same amount: `84 in` and `7 ft` differ in the last bit of a float
/// once converted, and a limit worked out as a third of a length carries
/// rounding. Far below anything a scale or caliper can tell apart.
pub const SAME_AMOUNT: f64 = 1e-9;

/// Whether two canonical values are the same amount (see [`SAME_AMOUNT`]).
pub fn same_amount(a: f64, b: f64) -> bool {
    (a - b).abs() <= SAME_AMOUNT * a.abs().max(b.abs())
}

impl Comparison {
    /// Whether `value` satisfies the comparison against `limit`; a value
    /// that is the same amount as the limit, however each was written, is
    /// at the limit.
    pub fn admits(self, value: f64, limit: f64) -> bool {
        let at = same_amount(value, limit);
        match self {
            Comparison::AtLeast => at || value >= limit,
            Comparison::MoreThan => !at && value > limit,
            Comparison::AtMost => at || value <= limit,
            Comparison::LessThan => !at && value < limit,
        }
    }

    /// The comparison in words: `at least`, `under`...
    pub fn words(self) -> &'static str {
        match self {
            Comparison::AtLeast => "at least",
            Comparison::MoreThan => "more than",
            Comparison::AtMost => "at most",
            Comparison::LessThan => "under",
        }
    }

    /// The comparison as a symbol: `≥`, `<`...
    pub fn symbol(self) -> &'static str {
        match self {
            Comparison::AtLeast => "≥",
            Comparison::MoreThan => ">",
            Comparison::AtMost => "≤",
            Comparison::LessThan => "<",
        }
    }
}

/// A provisional value, for the station's banner and `rules show`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provisional {
    /// The rule or category id.
    pub id: String,
    /// Where the value came from (which text, which reasoning), as the rules file says.
    pub provenance: String,
}

/// A limit or bound as written (`"3 cm"`), in canonical units of `dimension`;
/// never negative.
pub(super) fn quantity(
    source: &SourceFile<'_>,
    span: &Span<usize>,
    key: &str,
    text: &str,
    dimension: Dimension,
) -> Result<Quantity, InputError> {
    let err =
        |message: (String, Said)| source.error(span.clone(), key, Some(text.to_string()), message);
    let (value, unit) = parse_quantity_text(text).map_err(|e| err(e.said()))?;
    if value < 0.0 {
        return Err(err(crate::said!(
            "inp-negative-limit",
            "a limit cannot be negative"
        )));
    }
    unit.to_quantity(value, dimension).ok_or_else(|| {
        err(crate::said!(
            "inp-unit-measures-not",
            "`{unit}` does not measure {dimension}",
            unit = &unit,
            dimension = &dimension
        ))
    })
}

/// A provisional value names its provenance, and only a provisional one does.
pub(super) fn check_provenance(
    source: &SourceFile<'_>,
    span: &Span<usize>,
    key: &str,
    provisional: bool,
    provenance: &Option<String>,
) -> Result<(), InputError> {
    match (provisional, provenance) {
        (true, None) => Err(source.error(
            span.clone(),
            key,
            None,
            crate::said!(
                "inp-provisional-needs-provenance",
                "a provisional value needs a `provenance` saying where it came from"
            ),
        )),
        (false, Some(_)) => Err(source.error(
            span.clone(),
            key,
            None,
            crate::said!(
                "inp-provenance-only-provisional",
                "`provenance` is only for provisional values"
            ),
        )),
        _ => Ok(()),
    }
}

/// A range from its written bounds `[from, above, up_to, below]`: at most
/// one lower and one upper bound, the lower below the upper.
fn range(
    source: &SourceFile<'_>,
    span: &Span<usize>,
    key: &str,
    [from, above, up_to, below]: [&Option<String>; 4],
    dimension: Dimension,
) -> Result<Range, InputError> {
    let bound = |inclusive: &Option<String>,
                 strict: &Option<String>|
     -> Result<Option<Bound>, InputError> {
        let (text, inclusive) = match (inclusive, strict) {
            (Some(_), Some(_)) => {
                return Err(source.error(
                    span.clone(),
                    key,
                    None,
                    crate::said!(
                        "inp-one-bound-each",
                        "give one lower bound (`from` or `above`) and one upper bound (`up_to` or `below`)"
                    ),
                ));
            }
            (Some(text), None) => (text, true),
            (None, Some(text)) => (text, false),
            (None, None) => return Ok(None),
        };
        let value = quantity(source, span, key, text, dimension)?;
        Ok(Some(Bound { value, inclusive }))
    };
    let lower = bound(from, above)?;
    let upper = bound(up_to, below)?;
    if let (Some(lo), Some(hi)) = (lower, upper)
        && lo.value.canonical() >= hi.value.canonical()
    {
        return Err(source.error(
            span.clone(),
            key,
            None,
            crate::said!(
                "inp-lower-below-upper",
                "the lower bound must be below the upper bound"
            ),
        ));
    }
    Ok(Range { lower, upper })
}

/// One entry of a list of ranges as written: a length category or a
/// points-table band. `list` is the key of the whole list in messages
/// (`categories.length`, `armour.table points.leather`).
pub(super) trait RawRangeEntry {
    /// The written bounds `[from, above, up_to, below]`.
    fn bounds(&self) -> [&Option<String>; 4];
    /// Whether the entry is provisional, and where it came from.
    fn provenance(&self) -> (bool, &Option<String>);
    /// The key naming the entry's bounds in messages.
    fn bounds_key(&self, list: &str) -> String;
    /// The key naming the entry, once its range is known.
    fn key(&self, list: &str, range: &Range) -> String;
    /// Why a later entry may not share a value with this one: `(english, Said)`.
    fn overlapped(&self) -> (String, Said);
}

/// Reads a list of ranges of one measure, each with its provenance checked,
/// and refuses an entry that shares a value with an earlier one.
pub(super) fn range_list<R: RawRangeEntry>(
    source: &SourceFile<'_>,
    list: &str,
    entries: Vec<Spanned<R>>,
    dimension: Dimension,
) -> Result<Vec<(R, Range)>, InputError> {
    let mut read: Vec<(R, Range)> = Vec::with_capacity(entries.len());
    for entry in entries {
        let span = entry.span();
        let entry = entry.into_inner();
        let range = range(
            source,
            &span,
            &entry.bounds_key(list),
            entry.bounds(),
            dimension,
        )?;
        let key = entry.key(list, &range);
        let (provisional, provenance) = entry.provenance();
        check_provenance(source, &span, &key, provisional, provenance)?;
        if let Some((earlier, _)) = read.iter().find(|(_, r)| r.overlaps(&range)) {
            return Err(source.error(span, key, None, earlier.overlapped()));
        }
        read.push((entry, range));
    }
    Ok(read)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comparisons_follow_the_text() {
        assert!(Comparison::AtMost.admits(300.0, 300.0));
        assert!(!Comparison::LessThan.admits(300.0, 300.0));
        assert!(Comparison::AtLeast.admits(10.0, 10.0));
        assert!(!Comparison::MoreThan.admits(10.0, 10.0));
    }

    #[test]
    fn an_amount_written_two_ways_is_at_the_limit() {
        let feet = 7.0 * 304.8;
        let inches = 84.0 * 25.4;
        let third = 36.0 * 25.4 / 3.0;
        for (value, limit) in [(inches, feet), (feet, inches), (third, 12.0 * 25.4)] {
            assert!(Comparison::AtMost.admits(value, limit));
            assert!(Comparison::AtLeast.admits(value, limit));
            assert!(!Comparison::LessThan.admits(value, limit));
            assert!(!Comparison::MoreThan.admits(value, limit));
        }
        // A tenth of a gram under 12 oz (340.194 g) is under it.
        let twelve_ounces = 12.0 * 28.349_523_125;
        assert!(!Comparison::AtLeast.admits(340.1, twelve_ounces));
        assert!(Comparison::AtLeast.admits(340.2, twelve_ounces));
    }
}
