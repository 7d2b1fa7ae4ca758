//! Mettler Toledo MT-SICS replies: `S S     100.00 g` (stable), `S D ...`
//! (dynamic), `S I` (busy), `S +` / `S -` (over/underload), and the error
//! replies `ES`, `ET`, `EL`. Acknowledgements of zero/tare/reset are ignored.

use super::scan::{
    LineContext, LineResult, ascii, at_end, number_unit, token, unrecognised, value_reading,
};
use crate::reading::{Reading, Status};

const EXPECTED: &str = "MT-SICS reply such as `S S 100.00 g`";

/// Parses one MT-SICS line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?;
    let (command, rest) = token(text);
    let (status, rest) = token(rest);
    match (command, status) {
        ("S", "S") | ("S", "D") => {
            let nu = number_unit(rest, false).ok_or_else(|| unrecognised(line, EXPECTED))?;
            at_end(nu.rest, line, EXPECTED)?;
            value_reading(&nu, ctx, Some(status == "S"), line).map(Some)
        }
        ("S", "I") => Ok(Some(Reading::status(Status::Busy, None, line))),
        ("S", "+") => Ok(Some(Reading::status(Status::Overload, None, line))),
        ("S", "-") => Ok(Some(Reading::status(Status::Underload, None, line))),
        ("ES", "") => Ok(Some(error("ES syntax error", line))),
        ("ET", "") => Ok(Some(error("ET transmission error", line))),
        ("EL", "") => Ok(Some(error("EL logical error", line))),
        // Zero, tare and reset acknowledgements; identification replies.
        ("Z", "A") | ("T", "S") | ("I4", _) | ("I2", _) | ("I3", _) | ("@", _) => Ok(None),
        ("Z" | "T", code) if !code.is_empty() => Ok(Some(error(
            &format!("{command} {code}: command not executed"),
            line,
        ))),
        _ => Err(unrecognised(line, EXPECTED)),
    }
}

fn error(text: &str, line: &[u8]) -> Reading {
    Reading::status(Status::DeviceError(text.to_string()), None, line)
}
