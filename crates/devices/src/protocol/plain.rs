//! Plain lines: a number with an optional unit (`12.5`, `-3 g`, `0.75 in`),
//! as sent by simple adapters and many gauges. A bare number is in the
//! profile's default unit.

use super::scan::{
    LineContext, LineResult, ascii, at_end, number_unit, unrecognised, value_reading,
};

const EXPECTED: &str = "a number with an optional unit";

/// Parses one plain line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?;
    let nu = number_unit(text, false).ok_or_else(|| unrecognised(line, EXPECTED))?;
    at_end(nu.rest, line, EXPECTED)?;
    value_reading(&nu, ctx, None, line).map(Some)
}
