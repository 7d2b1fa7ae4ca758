//! Mitutoyo Digimatic interface lines such as `01A+0000.123`: a two-digit
//! channel, `A`, the sign and the value. The line carries no unit: the
//! profile's default unit applies.

use super::scan::{
    LineContext, LineResult, ascii, at_end, number_unit, unrecognised, value_reading,
};

const EXPECTED: &str = "Digimatic line such as `01A+0000.123`";

/// Parses one Digimatic line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?.trim();
    let bytes = text.as_bytes();
    let header_ok = bytes.len() > 4
        && bytes[0].is_ascii_digit()
        && bytes[1].is_ascii_digit()
        && bytes[2] == b'A'
        && matches!(bytes[3], b'+' | b'-');
    if !header_ok {
        return Err(unrecognised(line, EXPECTED));
    }
    let nu = number_unit(&text[3..], false).ok_or_else(|| unrecognised(line, EXPECTED))?;
    at_end(nu.rest, line, EXPECTED)?;
    value_reading(&nu, ctx, None, line).map(Some)
}
