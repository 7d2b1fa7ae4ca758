//! What a device reports: a [`Reading`] (a value in a unit, the device's own
//! stability flag, a [`Status`]) and the [`FrameError`] for bytes that are not
//! a reading.
//!
//! Parsers in [`crate::protocol`] produce both; the port thread and
//! the CLI pass them on unchanged. A reading's value is converted once, at
//! parse time, into a [`Quantity`] in the canonical unit (g or mm); the unit
//! the device displayed and the raw line are kept for display and JSON.

use std::fmt;

use serde::Serialize;

use armoury_rules::saying::Said;
use armoury_rules::units::{Dimension, Quantity, Unit};

/// What the device says about the state of its reading.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "detail")]
pub enum Status {
    /// A normal weight or length.
    Ok,
    /// The load is above the device's range.
    Overload,
    /// The load is below the device's range (or below zero on devices that refuse it).
    Underload,
    /// The device could not give a value now (MT-SICS `S I`).
    Busy,
    /// The device answered with an error code (`ES`, `ERR2`, `Err 54`...).
    DeviceError(String),
}

/// Which part of the load a value is, where the device says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Legend {
    /// Gross weight (everything on the pan).
    Gross,
    /// Net weight (gross less tare); may be negative.
    Net,
    /// The stored tare weight, not the load.
    Tare,
}

/// An A&D comparator result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Comparator {
    /// Under the comparator's lower limit.
    Lo,
    /// Within the comparator's limits.
    Ok,
    /// Over the comparator's upper limit.
    Hi,
}

/// One reading from a scale or caliper.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Reading {
    /// The value in the canonical unit of its dimension (g or mm); `None`
    /// when the status carries no value (overload, busy, error).
    pub quantity: Option<Quantity>,
    /// The unit the device displayed, when it sent one.
    pub unit: Option<Unit>,
    /// The device's own stability flag; `None` when its protocol has none.
    pub stable: Option<bool>,
    /// Overload, underload, error, or ok.
    pub status: Status,
    /// Gross, net or tare, where the device says so.
    pub legend: Option<Legend>,
    /// A&D comparator field, where present.
    pub comparator: Option<Comparator>,
    /// The frame as received (escaped for display).
    pub raw: String,
}

impl Reading {
    /// A reading with a value.
    pub fn value(value: f64, unit: Unit, stable: Option<bool>, raw: &[u8]) -> Self {
        let dimension = if unit.measures(Dimension::Length) {
            Dimension::Length
        } else {
            Dimension::Mass
        };
        Reading {
            quantity: unit.to_quantity(value, dimension),
            unit: Some(unit),
            stable,
            status: Status::Ok,
            legend: None,
            comparator: None,
            raw: escape(raw),
        }
    }

    /// A reading that carries only a status (overload, busy, error).
    pub fn status(status: Status, stable: Option<bool>, raw: &[u8]) -> Self {
        Reading {
            quantity: None,
            unit: None,
            stable,
            status,
            legend: None,
            comparator: None,
            raw: escape(raw),
        }
    }

    /// Sets the legend.
    pub fn with_legend(mut self, legend: Option<Legend>) -> Self {
        self.legend = legend;
        self
    }

    /// The value in the unit the device displayed (or the canonical unit),
    /// rounded to 6 decimals to hide the round trip through the canonical unit.
    pub fn displayed_value(&self) -> Option<f64> {
        let quantity = self.quantity?;
        let value = match self.unit {
            Some(unit) => quantity.in_unit(unit),
            None => quantity.canonical(),
        };
        Some((value * 1e6).round() / 1e6)
    }
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.displayed_value(), self.unit) {
            (Some(value), Some(unit)) => write!(f, "{value} {unit}"),
            _ => match &self.status {
                Status::Ok => f.write_str("(no value)"),
                Status::Overload => f.write_str("overload"),
                Status::Underload => f.write_str("underload"),
                Status::Busy => f.write_str("busy"),
                Status::DeviceError(code) => write!(f, "device error {code}"),
            },
        }
    }
}

/// Why a frame from the device was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FrameErrorKind {
    /// The line does not match the profile's format.
    Unrecognised,
    /// The value is not a number.
    BadNumber,
    /// The unit is one Armoury does not measure in (`pcs`, `ct`, `%`...).
    UnsupportedUnit,
    /// The line has no unit and the profile names no default unit.
    MissingUnit,
    /// A binary frame's check byte does not match.
    Checksum,
    /// A line grew past the buffer limit without a line end; bytes were dropped.
    TooLong,
    /// The connection ended in the middle of a frame.
    Truncated,
}

/// Bytes that did not make a reading; parsing resumes at the next frame.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{message} in frame \"{raw}\"")]
pub struct FrameError {
    /// What kind of fault it was.
    pub kind: FrameErrorKind,
    /// What was wrong, naming the refused part, in English.
    pub message: String,
    /// The same as a message id and values, for a front end to word.
    #[serde(skip)]
    pub says: Option<Box<Said>>,
    /// The offending bytes, escaped (`\r`, `\x05`...).
    pub raw: String,
}

impl FrameError {
    /// A frame error for `raw`: what was wrong, as `said!` says it.
    pub fn new(kind: FrameErrorKind, (message, said): (String, Said), raw: &[u8]) -> Self {
        FrameError {
            kind,
            message,
            says: Some(Box::new(said)),
            raw: escape(raw),
        }
    }
}

/// Renders device bytes as printable ASCII: `\r`, `\n`, `\t`, `\\`, `\"` and
/// `\xNN` for everything else outside the printable range.
pub fn escape(bytes: &[u8]) -> String {
    if bytes
        .iter()
        .all(|&b| (0x20..=0x7e).contains(&b) && b != b'\\' && b != b'"')
    {
        // Printable ASCII is its own escape.
        return std::str::from_utf8(bytes)
            .map(str::to_owned)
            .unwrap_or_default();
    }
    let mut out = String::with_capacity(bytes.len());
    for &b in bytes {
        match b {
            b'\r' => out.push_str("\\r"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\\""),
            0x20..=0x7e => out.push(char::from(b)),
            _ => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\x");
                out.push(char::from(HEX[usize::from(b >> 4)]));
                out.push(char::from(HEX[usize::from(b & 0xf)]));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use armoury_rules::units::{Grams, Millimetres};

    #[test]
    fn escape_shows_control_bytes() {
        assert_eq!(
            escape(b"S S 1 g\r\n\x05\xff\"\\"),
            "S S 1 g\\r\\n\\x05\\xff\\\"\\\\"
        );
    }

    #[test]
    fn values_convert_once_into_canonical_units() {
        let r = Reading::value(2.0, Unit::Kilogram, Some(true), b"");
        assert_eq!(r.quantity, Some(Quantity::Mass(Grams(2000.0))));
        assert_eq!(r.displayed_value(), Some(2.0));
        let r = Reading::value(1.0, Unit::Inch, None, b"");
        assert_eq!(r.quantity, Some(Quantity::Length(Millimetres(25.4))));
        let r = Reading::value(-1.5, Unit::Gram, Some(false), b"");
        assert_eq!(r.quantity, Some(Quantity::Mass(Grams(-1.5))));
        assert_eq!(r.to_string(), "-1.5 g");
    }
}
