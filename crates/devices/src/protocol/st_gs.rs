//! Generic indicators of the "ST,GS" family: `ST,GS,   245.6 g`,
//! `US,GS    20.7g  `, `OL,GS,...`. First field `ST` stable / `US` unstable /
//! `OL` overload; second `GS` gross, `NT` net, `TR` tare.

use super::scan::{
    LineContext, LineResult, ascii, at_end, number_unit, unrecognised, value_reading,
};
use crate::reading::{Legend, Reading, Status};

const EXPECTED: &str = "indicator line such as `ST,GS,   245.6 g`";

/// Parses one ST,GS line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?.trim_start();
    let (header, rest) = text
        .split_at_checked(2)
        .ok_or_else(|| unrecognised(line, EXPECTED))?;
    let rest = rest
        .strip_prefix(',')
        .ok_or_else(|| unrecognised(line, EXPECTED))?;
    let (legend, rest) = rest
        .split_at_checked(2)
        .ok_or_else(|| unrecognised(line, EXPECTED))?;
    let legend = match legend {
        "GS" | "GW" => Legend::Gross,
        "NT" | "NW" => Legend::Net,
        "TR" | "TW" => Legend::Tare,
        _ => return Err(unrecognised(line, EXPECTED)),
    };
    let rest = rest.strip_prefix(',').unwrap_or(rest);
    let stable = match header {
        "ST" => true,
        "US" => false,
        "OL" => {
            return Ok(Some(
                Reading::status(Status::Overload, None, line).with_legend(Some(legend)),
            ));
        }
        _ => return Err(unrecognised(line, EXPECTED)),
    };
    let nu = number_unit(rest, true).ok_or_else(|| unrecognised(line, EXPECTED))?;
    at_end(nu.rest, line, EXPECTED)?;
    Ok(Some(
        value_reading(&nu, ctx, Some(stable), line)?.with_legend(Some(legend)),
    ))
}
