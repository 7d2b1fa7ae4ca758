//! Kern balances: a 14–15 byte frame `-    1.234 KG S` (sign, value,
//! two-character unit, status `S` stable / `U` unstable / `E` over or under
//! the limit). Models that send `ST,GS 1.000KG` are handed to
//! [`super::st_gs`].

use super::scan::{
    LineContext, LineResult, ascii, number_unit, token, unrecognised, value_reading,
};
use super::st_gs;
use crate::reading::{Reading, Status};

const EXPECTED: &str = "Kern frame such as `+   12.345  G S`";

/// Parses one Kern line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?;
    let trimmed = text.trim_start();
    if ["ST,", "US,", "OL,"].iter().any(|h| trimmed.starts_with(h)) {
        return st_gs::parse(line, ctx);
    }
    let nu = number_unit(text, true).ok_or_else(|| unrecognised(line, EXPECTED))?;
    if nu.unit.is_empty() {
        return Err(unrecognised(line, EXPECTED));
    }
    let (status, rest) = token(nu.rest);
    if !rest.trim().is_empty() {
        return Err(unrecognised(line, EXPECTED));
    }
    let stable = match status {
        "S" => true,
        "U" => false,
        "E" => {
            let status = if nu.value < 0.0 {
                Status::Underload
            } else {
                Status::Overload
            };
            return Ok(Some(Reading::status(status, None, line)));
        }
        _ => return Err(unrecognised(line, EXPECTED)),
    };
    value_reading(&nu, ctx, Some(stable), line).map(Some)
}
