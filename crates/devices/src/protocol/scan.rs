//! Shared text helpers for the line parsers: ASCII checks, token splitting,
//! and [`number_unit`], which reads `-  1.640 kg` style value/unit pairs with
//! attached or detached signs.

use std::str::FromStr;

use crate::reading::{FrameError, FrameErrorKind, Reading};
use armoury_rules::units::Unit;

/// The result of parsing one line: a reading, nothing to report (an
/// acknowledgement, a blank), or a frame error.
pub type LineResult = Result<Option<Reading>, FrameError>;

/// What a line parser knows beyond the line itself.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LineContext {
    /// The unit for lines that carry none (calipers, plain numbers).
    pub default_unit: Option<Unit>,
    /// The unit of the last reading, for formats that drop the unit while unstable.
    pub last_unit: Option<Unit>,
}

/// A number and the unit text after it, and what follows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NumberUnit<'a> {
    pub value: f64,
    pub unit: &'a str,
    pub rest: &'a str,
}

/// The line as text, or an `Unrecognised` error when it holds non-ASCII bytes.
pub fn ascii(line: &[u8]) -> Result<&str, FrameError> {
    if line.is_ascii() {
        std::str::from_utf8(line).map_err(|_| unrecognised(line, "not text"))
    } else {
        Err(unrecognised(line, "non-ASCII bytes"))
    }
}

/// An `Unrecognised` frame error naming the profile's expectation.
pub fn unrecognised(raw: &[u8], expected: &str) -> FrameError {
    FrameError::new(
        FrameErrorKind::Unrecognised,
        armoury_rules::said!(
            "dev-frame-unrecognised",
            "unrecognised frame ({expected})",
            expected = expected
        ),
        raw,
    )
}

/// Splits off the first whitespace-separated token.
pub fn token(s: &str) -> (&str, &str) {
    let s = s.trim_start();
    let end = s.find(char::is_whitespace).unwrap_or(s.len());
    (&s[..end], &s[end..])
}

/// Reads `[sign] digits[.digits] [unit]` from `s`, skipping leading spaces.
/// With `detached_sign`, spaces may stand between the sign and the digits.
/// The unit is a run of letters (or `"` / `%`) after optional spaces.
pub fn number_unit(s: &str, detached_sign: bool) -> Option<NumberUnit<'_>> {
    let bytes = s.as_bytes();
    let mut i = skip_spaces(bytes, 0);
    let mut negative = false;
    if let Some(&b) = bytes.get(i)
        && (b == b'+' || b == b'-')
    {
        negative = b == b'-';
        i += 1;
        if detached_sign {
            i = skip_spaces(bytes, i);
        }
    }
    let start = i;
    let mut digits = 0usize;
    let mut dots = 0usize;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'0'..=b'9' => digits += 1,
            b'.' => dots += 1,
            _ => break,
        }
        i += 1;
    }
    if digits == 0 || dots > 1 {
        return None;
    }
    let magnitude: f64 = s.get(start..i)?.parse().ok()?;
    let value = if negative { -magnitude } else { magnitude };
    let unit_start = skip_spaces(bytes, i);
    let mut unit_end = unit_start;
    while let Some(&b) = bytes.get(unit_end) {
        if b.is_ascii_alphabetic() || b == b'"' || b == b'%' {
            unit_end += 1;
        } else {
            break;
        }
    }
    // A unit must be separated from what follows (no `12gx3`).
    let (unit, rest) = if unit_end > unit_start {
        (s.get(unit_start..unit_end)?, s.get(unit_end..)?)
    } else {
        ("", s.get(i..)?)
    };
    Some(NumberUnit { value, unit, rest })
}

fn skip_spaces(bytes: &[u8], mut i: usize) -> usize {
    while bytes.get(i).is_some_and(|b| *b == b' ' || *b == b'\t') {
        i += 1;
    }
    i
}

/// The unit a device wrote, or `UnsupportedUnit` for counts, carats, percent...
pub fn unit_of(text: &str, raw: &[u8]) -> Result<Unit, FrameError> {
    // The spellings devices send, without the allocation of the general parser.
    let common = match text {
        "g" | "G" => Some(Unit::Gram),
        "kg" | "KG" | "Kg" => Some(Unit::Kilogram),
        "lb" | "LB" => Some(Unit::Pound),
        "oz" | "OZ" => Some(Unit::Ounce),
        "mm" | "MM" => Some(Unit::Millimetre),
        "in" | "IN" => Some(Unit::Inch),
        _ => None,
    };
    if let Some(unit) = common {
        return Ok(unit);
    }
    Unit::from_str(text).map_err(|_| {
        FrameError::new(
            FrameErrorKind::UnsupportedUnit,
            armoury_rules::said!(
                "dev-frame-unit",
                "unit `{text}` is not a weight or length Armoury measures",
                text = text
            ),
            raw,
        )
    })
}

/// A reading from a parsed number and unit; a missing unit falls back to the
/// profile's default unit.
pub fn value_reading(
    nu: &NumberUnit<'_>,
    ctx: &LineContext,
    stable: Option<bool>,
    raw: &[u8],
) -> Result<Reading, FrameError> {
    let unit = if nu.unit.is_empty() {
        ctx.default_unit.ok_or_else(|| {
            FrameError::new(
                FrameErrorKind::MissingUnit,
                armoury_rules::said!(
                    "dev-frame-no-unit",
                    "the line has no unit and the profile names no `default_unit`"
                ),
                raw,
            )
        })?
    } else {
        unit_of(nu.unit, raw)?
    };
    Ok(Reading::value(nu.value, unit, stable, raw))
}

/// Requires that nothing but spaces follows.
pub fn at_end(rest: &str, raw: &[u8], expected: &str) -> Result<(), FrameError> {
    if rest.trim().is_empty() {
        Ok(())
    } else {
        Err(unrecognised(raw, expected))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_with_signs_and_units() {
        let nu = number_unit("-  1.640 kg    N", true);
        assert_eq!(
            nu,
            Some(NumberUnit {
                value: -1.64,
                unit: "kg",
                rest: "    N"
            })
        );
        assert_eq!(number_unit("-  1.640 kg", false), None);
        let nu = number_unit("    20.7g  ", false);
        assert_eq!(nu.map(|n| (n.value, n.unit)), Some((20.7, "g")));
        assert_eq!(
            number_unit("+00123.45  g", false).map(|n| n.value),
            Some(123.45)
        );
        assert_eq!(number_unit("1.2.3 g", false), None);
        assert_eq!(number_unit("g", false), None);
        assert_eq!(
            number_unit(".5", false).map(|n| (n.value, n.unit)),
            Some((0.5, ""))
        );
    }

    #[test]
    fn counts_are_not_a_unit_we_measure() {
        let err = unit_of("PCS", b"x");
        assert!(matches!(err, Err(e) if e.kind == FrameErrorKind::UnsupportedUnit));
        assert_eq!(unit_of("KG", b"x"), Ok(Unit::Kilogram));
    }
}
