//! The line format of Armoury's own caliper adapter (`hardware/caliper-adapter`):
//! `CAL +12.34 mm`, `CAL -0.4860 in`, or `CAL ERR <reason>` when the caliper
//! stops sending. One line per caliper packet (about 8 per second).

use super::scan::{
    LineContext, LineResult, ascii, at_end, number_unit, unrecognised, value_reading,
};
use crate::reading::{Reading, Status};

const EXPECTED: &str = "adapter line such as `CAL +12.34 mm`";

/// Parses one adapter line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?.trim();
    let body = text
        .strip_prefix("CAL ")
        .ok_or_else(|| unrecognised(line, EXPECTED))?;
    if let Some(reason) = body.strip_prefix("ERR") {
        return Ok(Some(Reading::status(
            Status::DeviceError(reason.trim().to_string()),
            None,
            line,
        )));
    }
    let nu = number_unit(body, false).ok_or_else(|| unrecognised(line, EXPECTED))?;
    at_end(nu.rest, line, EXPECTED)?;
    if nu.unit.is_empty() {
        return Err(unrecognised(line, EXPECTED));
    }
    value_reading(&nu, ctx, None, line).map(Some)
}
