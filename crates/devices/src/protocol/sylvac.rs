//! Sylvac calipers (Opto RS232 / USB cables, 4800 7E2): `+12.34` CR, the
//! sign always written, an optional length unit, and `ERR0`..`ERR3`. A
//! value with no unit is in the profile's default unit.

use super::scan::{
    LineContext, LineResult, ascii, at_end, number_unit, unrecognised, value_reading,
};
use crate::reading::{Reading, Status};
use armoury_rules::units::Dimension;

const EXPECTED: &str = "Sylvac line such as `+12.34`";

/// Parses one Sylvac line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?.trim();
    if let Some(code) = text.strip_prefix("ERR") {
        return Ok(Some(Reading::status(
            Status::DeviceError(format!("ERR{code}")),
            None,
            line,
        )));
    }
    if !text.starts_with(['+', '-']) {
        return Err(unrecognised(line, EXPECTED));
    }
    let nu = number_unit(text, false).ok_or_else(|| unrecognised(line, EXPECTED))?;
    at_end(nu.rest, line, EXPECTED)?;
    let reading = value_reading(&nu, ctx, None, line)?;
    // A caliper measures lengths: `-0.0 g` is some scale's line, not ours.
    if reading
        .unit
        .is_some_and(|unit| !unit.measures(Dimension::Length))
    {
        return Err(unrecognised(line, EXPECTED));
    }
    Ok(Some(reading))
}
