//! Sartorius SBI output: a 16-character line `+    123.56 g  ` (sign, value,
//! unit), or 22 characters with a 6-character identifier in front
//! (`N     +   123.56 g  `). Overload and underload print `H` / `L`, errors
//! `Err ###`. SBI prints the unit only while the reading is stable, so a line
//! without a unit is an unstable reading in the last unit seen (or the
//! profile's default unit).

use super::scan::{LineContext, LineResult, ascii, number_unit, token, unit_of, unrecognised};
use crate::reading::{FrameError, FrameErrorKind, Legend, Reading, Status};

const EXPECTED: &str = "Sartorius SBI line such as `+    123.56 g`";

/// Parses one SBI line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?;
    let (legend, body) = identifier(text);
    let (first, after) = token(body);
    match first {
        "H" => return Ok(Some(Reading::status(Status::Overload, None, line))),
        "L" => return Ok(Some(Reading::status(Status::Underload, None, line))),
        "Err" => {
            return Ok(Some(Reading::status(
                Status::DeviceError(format!("Err {}", after.trim())),
                None,
                line,
            )));
        }
        _ => {}
    }
    // The sign column: `+`, `-` or a space, then the right-aligned value.
    let sign = body
        .bytes()
        .next()
        .ok_or_else(|| unrecognised(line, EXPECTED))?;
    if !matches!(sign, b'+' | b'-' | b' ') || body.trim_end().len() < 8 {
        return Err(unrecognised(line, EXPECTED));
    }
    let nu = number_unit(body, true).ok_or_else(|| unrecognised(line, EXPECTED))?;
    if !nu.rest.trim().is_empty() {
        return Err(unrecognised(line, EXPECTED));
    }
    let (unit, stable) = if nu.unit.is_empty() {
        let unit = ctx.last_unit.or(ctx.default_unit).ok_or_else(|| {
            FrameError::new(
                FrameErrorKind::MissingUnit,
                armoury_rules::said!(
                    "dev-frame-sbi-no-unit",
                    "an unstable SBI line has no unit and none was seen before"
                ),
                line,
            )
        })?;
        (unit, false)
    } else {
        (unit_of(nu.unit, line)?, true)
    };
    Ok(Some(
        Reading::value(nu.value, unit, Some(stable), line).with_legend(legend),
    ))
}

/// Splits off the 6-character identifier of the 22-character format.
fn identifier(text: &str) -> (Option<Legend>, &str) {
    let id = text.get(..6).filter(|id| {
        id.starts_with(|c: char| c.is_ascii_alphabetic())
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b' ' || b == b'#')
    });
    match (id, text.get(6..)) {
        (Some(id), Some(body)) if text.trim_end().len() > 8 => {
            let legend = match id.trim() {
                "N" => Some(Legend::Net),
                "G" | "G#" => Some(Legend::Gross),
                "T" => Some(Legend::Tare),
                _ => None,
            };
            (legend, body)
        }
        _ => (None, text),
    }
}
