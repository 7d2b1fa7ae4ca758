//! Mettler "print" output of older balances: `     N       0.3749 g   `, an
//! optional `N` (net) legend, a value with an attached sign and a unit. The
//! format has no stability field.

use super::scan::{
    LineContext, LineResult, ascii, at_end, number_unit, unrecognised, value_reading,
};
use crate::reading::Legend;

const EXPECTED: &str = "Mettler print line such as `N 0.3749 g`";

/// Parses one Mettler print line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?.trim_start();
    let (legend, rest) = match text.strip_prefix('N') {
        Some(rest) if rest.starts_with(' ') => (Some(Legend::Net), rest),
        _ => (None, text),
    };
    let nu = number_unit(rest, false).ok_or_else(|| unrecognised(line, EXPECTED))?;
    at_end(nu.rest, line, EXPECTED)?;
    if nu.unit.is_empty() {
        return Err(unrecognised(line, EXPECTED));
    }
    Ok(Some(
        value_reading(&nu, ctx, None, line)?.with_legend(legend),
    ))
}
