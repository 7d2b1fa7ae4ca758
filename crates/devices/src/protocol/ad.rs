//! A&D balances: `ST,+00123.45  g` with a two-letter header (`ST` stable,
//! `US` unstable, `QT` stable count, `OL` out of range), an optional trailing
//! comparator field (`,LO` / `,OK` / `,HI`), error replies `EC,Exx` and the
//! acknowledgement `AK`.

use super::scan::{
    LineContext, LineResult, ascii, at_end, number_unit, unrecognised, value_reading,
};
use crate::reading::{Comparator, Reading, Status};

const EXPECTED: &str = "A&D line such as `ST,+00123.45  g`";

/// Parses one A&D line.
pub fn parse(line: &[u8], ctx: &LineContext) -> LineResult {
    let text = ascii(line)?.trim_end();
    if text == "AK" {
        return Ok(None);
    }
    let (header, payload) = text
        .split_at_checked(3)
        .ok_or_else(|| unrecognised(line, EXPECTED))?;
    let (payload, comparator) = split_comparator(payload);
    // The payload starts with a sign or a digit, never a second header (that is `st-gs`).
    let first_ok = payload
        .bytes()
        .next()
        .is_some_and(|b| b == b'+' || b == b'-' || b == b' ' || b.is_ascii_digit());
    let stable = match header {
        "ST," | "QT," => true,
        "US," => false,
        "OL," if first_ok => {
            let status = if payload.trim_start().starts_with('-') {
                Status::Underload
            } else {
                Status::Overload
            };
            return Ok(Some(Reading::status(status, None, line)));
        }
        "EC," => {
            return Ok(Some(Reading::status(
                Status::DeviceError(payload.trim().to_string()),
                None,
                line,
            )));
        }
        _ => return Err(unrecognised(line, EXPECTED)),
    };
    if !first_ok {
        return Err(unrecognised(line, EXPECTED));
    }
    let nu = number_unit(payload, false).ok_or_else(|| unrecognised(line, EXPECTED))?;
    at_end(nu.rest, line, EXPECTED)?;
    let mut reading = value_reading(&nu, ctx, Some(stable), line)?;
    reading.comparator = comparator;
    Ok(Some(reading))
}

fn split_comparator(payload: &str) -> (&str, Option<Comparator>) {
    let Some((value, field)) = payload.rsplit_once(',') else {
        return (payload, None);
    };
    let comparator = match field.trim() {
        "LO" => Comparator::Lo,
        "OK" | "GO" => Comparator::Ok,
        "HI" => Comparator::Hi,
        _ => return (payload, None),
    };
    (value, Some(comparator))
}
