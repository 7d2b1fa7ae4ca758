//! CAS "ENQ" protocol: the host sends `ENQ`, the scale answers `ACK`, the host
//! sends `DC1` and the scale answers one binary frame:
//! `SOH STX` stability (`S`/`U`), sign (`-`, space, or `F` overload), six
//! weight characters, two unit characters, `BCC ETX EOT`.
//! BCC is the XOR of the bytes from the stability byte to the unit (STX
//! excluded), as the CAS AP-1 protocol description and the CAS-compatible
//! ECR protocol of Ohaus's Aviator 7000 service manual give it; the parser
//! tests hold frames written out from those texts.

use super::scan::{LineContext, LineResult, number_unit, unit_of};
use crate::reading::{FrameError, FrameErrorKind, Reading, Status};

/// Start of a frame.
pub const SOH: u8 = 0x01;
/// Bytes in a frame, SOH to EOT.
pub const FRAME_LEN: usize = 15;
const STX: u8 = 0x02;
const ETX: u8 = 0x03;
const EOT: u8 = 0x04;

/// The check byte over the payload (stability byte through unit).
pub fn bcc(payload: &[u8]) -> u8 {
    payload.iter().fold(0, |acc, b| acc ^ b)
}

/// Parses one complete frame of [`FRAME_LEN`] bytes starting with SOH.
pub fn parse(frame: &[u8], _ctx: &LineContext) -> LineResult {
    let bad = |what: &str| {
        FrameError::new(
            FrameErrorKind::Unrecognised,
            armoury_rules::said!(
                "dev-frame-cas-unrecognised",
                "unrecognised CAS frame ({what})",
                what = what
            ),
            frame,
        )
    };
    let [SOH, STX, payload @ .., check, ETX, EOT] = frame else {
        return Err(bad("expected SOH STX ... BCC ETX EOT"));
    };
    if payload.len() != 10 {
        return Err(bad("wrong length"));
    }
    if bcc(payload) != *check {
        return Err(FrameError::new(
            FrameErrorKind::Checksum,
            armoury_rules::said!(
                "dev-frame-cas-check",
                "CAS check byte {check} does not match {expected}",
                check = format!("{check:#04x}"),
                expected = format!("{:#04x}", bcc(payload))
            ),
            frame,
        ));
    }
    let stable = match payload[0] {
        b'S' => true,
        b'U' => false,
        _ => return Err(bad("stability byte is not S or U")),
    };
    let negative = match payload[1] {
        b'F' => return Ok(Some(Reading::status(Status::Overload, Some(stable), frame))),
        b'-' => true,
        b' ' | b'+' => false,
        _ => return Err(bad("sign byte is not `-`, space or `F`")),
    };
    let weight = std::str::from_utf8(&payload[2..8]).map_err(|_| bad("weight is not text"))?;
    let nu = number_unit(weight, false)
        .filter(|nu| nu.unit.is_empty() && nu.rest.trim().is_empty())
        .ok_or_else(|| bad("weight is not a number"))?;
    let unit = std::str::from_utf8(&payload[8..10]).map_err(|_| bad("unit is not text"))?;
    let unit = unit_of(unit.trim(), frame)?;
    let value = if negative { -nu.value } else { nu.value };
    Ok(Some(Reading::value(value, unit, Some(stable), frame)))
}
