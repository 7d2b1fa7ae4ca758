//! Adam Equipment labelled lines: `G + 2.00 kg`, `GROSS    2.00 kg`,
//! `NET  -  0.50 kg`, `T + 0.10 kg`. A legend word, an optional detached
//! sign, the value and the unit; no stability field.

use super::scan::{
    LineContext, LineResult, ascii, at_end, number_unit, token, unrecognised, value_reading,
};
use crate::reading::Legend;

const EXPECTED: &str = "Adam line such as `G + 2.00 kg`";

/// Parses one Adam line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?;
    let (word, rest) = token(text);
    let legend = match word {
        "G" | "GS" | "GROSS" => Legend::Gross,
        "N" | "NT" | "NET" => Legend::Net,
        "T" | "TARE" => Legend::Tare,
        _ => return Err(unrecognised(line, EXPECTED)),
    };
    let nu = number_unit(rest, true).ok_or_else(|| unrecognised(line, EXPECTED))?;
    at_end(nu.rest, line, EXPECTED)?;
    if nu.unit.is_empty() {
        return Err(unrecognised(line, EXPECTED));
    }
    Ok(Some(
        value_reading(&nu, ctx, None, line)?.with_legend(Some(legend)),
    ))
}
