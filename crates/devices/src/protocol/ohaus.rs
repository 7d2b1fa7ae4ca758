//! Ohaus (Defender, Navigator, Scout) print lines: `   0.360 kg    G`,
//! `-  1.640 kg    N`, `  12.5 g ? G`. The sign may stand apart from the
//! digits; a `?` before the legend means unstable; legend `G` gross, `N`/`NET`
//! net, `T` tare.

use super::scan::{
    LineContext, LineResult, ascii, number_unit, token, unrecognised, value_reading,
};
use crate::reading::Legend;

const EXPECTED: &str = "Ohaus line such as `0.360 kg G`";

/// Parses one Ohaus line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?;
    let nu = number_unit(text, true).ok_or_else(|| unrecognised(line, EXPECTED))?;
    if nu.unit.is_empty() {
        return Err(unrecognised(line, EXPECTED));
    }
    let (mut word, mut rest) = token(nu.rest);
    let mut stable = true;
    if word == "?" {
        stable = false;
        (word, rest) = token(rest);
    } else if let Some(legend) = word.strip_prefix('?') {
        stable = false;
        word = legend;
    }
    let legend = match word {
        "G" | "GROSS" => Legend::Gross,
        "N" | "NET" => Legend::Net,
        "T" | "TARE" => Legend::Tare,
        _ => return Err(unrecognised(line, EXPECTED)),
    };
    if !rest.trim().is_empty() {
        return Err(unrecognised(line, EXPECTED));
    }
    Ok(Some(
        value_reading(&nu, ctx, Some(stable), line)?.with_legend(Some(legend)),
    ))
}
