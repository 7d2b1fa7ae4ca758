//! USB HID point-of-sale scales (DYMO M5/M10/M25 and S-series postal scales,
//! Stamps.com and unbranded ones): the Scale Data Report of the "Weighing
//! Devices" usage page (0x8D).
//!
//! Sources: *Universal Serial Bus HID Point of Sale Usage Tables* 1.02
//! (usb.org, `pos1_02.pdf`), section "Weighing Devices (0x8D)": Scale Status
//! usages 0x71..=0x78 and Weight Unit usages 0x51..=0x5C, sent as array
//! indices 1..=8 and 1..=12; and DYMO's reports as described in
//! antradar.com's "Dymo USB Scale Interface Specs" (2017: vendor 0x0922,
//! M10 0x8003, M25 0x8004; unit 0x02 gram, 0x0b ounce; a signed power of ten;
//! the weight low byte first; ounces in tenths with exponent 0xff).
//!
//! A report as `/dev/hidraw*` (or hidapi) delivers it is [`REPORT_LEN`]
//! bytes:
//!
//! | byte | meaning |
//! |---|---|
//! | 0 | report id, [`REPORT_ID`] (3, the Scale Data Report) |
//! | 1 | status: 1 fault, 2 stable at zero, 3 in motion, 4 stable, 5 under zero, 6 over the weight limit, 7 needs calibration, 8 needs re-zeroing |
//! | 2 | unit: 1 mg, 2 g, 3 kg, 4 carat, 5 tael, 6 grain, 7 pennyweight, 8 metric ton, 9 avoir ton, 10 troy ounce, 11 ounce, 12 pound |
//! | 3 | exponent: signed power of ten (`0xff` = −1) |
//! | 4, 5 | weight, unsigned 16-bit little-endian |
//!
//! [`Reports`] cuts a byte stream (a capture made with
//! `cat /dev/hidraw0 > scale.bin` is reports end to end) into reports: a
//! report starts with the report id followed by a known status; bytes that
//! do not start one are reported as one frame error per run, so parsing
//! resynchronises after garbage and any split of a capture gives the same
//! readings. Statuses without a usable weight (fault, under zero, overload,
//! calibration) become readings that carry only a [`Status`] in words.

use super::Parsed;
use crate::reading::{FrameError, FrameErrorKind, Reading, Status};
use armoury_rules::units::Unit;

/// The report id of the Scale Data Report.
pub const REPORT_ID: u8 = 0x03;
/// Bytes in a Scale Data Report, report id included.
pub const REPORT_LEN: usize = 6;
/// The most garbage bytes held before they are reported (bounded memory).
const MAX_GARBAGE: usize = 256;
/// How many garbage bytes an error shows.
const SHOWN: usize = 32;
/// Exponents beyond this are not a scale's: the report is refused.
const MAX_EXPONENT: i8 = 9;

/// A scale status (usages 0x71..=0x78, sent as 1..=8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScaleStatus {
    /// The scale reports a fault.
    Fault = 1,
    /// Steady at zero: nothing on the scale.
    StableAtZero = 2,
    /// The load is still moving.
    InMotion = 3,
    /// A steady weight.
    Stable = 4,
    /// The load is below zero.
    UnderZero = 5,
    /// The load is over the scale's capacity.
    OverWeightLimit = 6,
    /// The scale needs calibrating.
    NeedsCalibration = 7,
    /// The scale needs zeroing again.
    NeedsRezeroing = 8,
}

impl ScaleStatus {
    /// The status sent as `code`.
    pub fn from_code(code: u8) -> Option<ScaleStatus> {
        Some(match code {
            1 => ScaleStatus::Fault,
            2 => ScaleStatus::StableAtZero,
            3 => ScaleStatus::InMotion,
            4 => ScaleStatus::Stable,
            5 => ScaleStatus::UnderZero,
            6 => ScaleStatus::OverWeightLimit,
            7 => ScaleStatus::NeedsCalibration,
            8 => ScaleStatus::NeedsRezeroing,
            _ => return None,
        })
    }
}

/// What unit code `code` means: a unit Armoury measures in (with the factor
/// into it), or the name of one it does not.
fn unit_of(code: u8) -> Result<(Unit, f64), &'static str> {
    match code {
        1 => Ok((Unit::Gram, 1e-3)),
        2 => Ok((Unit::Gram, 1.0)),
        3 => Ok((Unit::Kilogram, 1.0)),
        11 => Ok((Unit::Ounce, 1.0)),
        12 => Ok((Unit::Pound, 1.0)),
        4 => Err("carat"),
        5 => Err("tael"),
        6 => Err("grain"),
        7 => Err("pennyweight"),
        8 => Err("metric ton"),
        9 => Err("avoir ton"),
        10 => Err("troy ounce"),
        _ => Err("unknown"),
    }
}

/// The unit code for a unit (for [`encode`]).
fn code_of(unit: Unit) -> Option<u8> {
    match unit {
        Unit::Gram => Some(2),
        Unit::Kilogram => Some(3),
        Unit::Ounce => Some(11),
        Unit::Pound => Some(12),
        _ => None,
    }
}

/// A report's bytes as hex (`03 04 02 00 2c 01`), for the raw stream.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 3);
    for (i, &b) in bytes.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 0xf)]));
    }
    out
}

/// Parses one complete report (report id and a known status already checked
/// by [`Reports`], checked again here).
pub fn parse(report: &[u8]) -> Result<Reading, FrameError> {
    let raw = hex(report);
    // A HID report is shown in hex, not escaped as text.
    let refuse = |kind, message| FrameError {
        raw: raw.clone(),
        ..FrameError::new(kind, message, &[])
    };
    let [REPORT_ID, status, unit, exponent, low, high] = *report else {
        return Err(refuse(
            FrameErrorKind::Unrecognised,
            armoury_rules::said!(
                "dev-frame-hid-report",
                "unrecognised HID report (expected {length} bytes starting with report id {id})",
                length = REPORT_LEN,
                id = REPORT_ID
            ),
        ));
    };
    let Some(status) = ScaleStatus::from_code(status) else {
        return Err(refuse(
            FrameErrorKind::Unrecognised,
            armoury_rules::said!(
                "dev-frame-hid-status",
                "unknown scale status {status}",
                status = status
            ),
        ));
    };
    let only = |status: Status| {
        let mut reading = Reading::status(status, None, &[]);
        reading.raw = raw.clone();
        Ok(reading)
    };
    let stable = match status {
        ScaleStatus::StableAtZero | ScaleStatus::Stable => true,
        ScaleStatus::InMotion => false,
        ScaleStatus::Fault => return only(Status::DeviceError("scale fault".into())),
        ScaleStatus::UnderZero => return only(Status::Underload),
        ScaleStatus::OverWeightLimit => return only(Status::Overload),
        ScaleStatus::NeedsCalibration => {
            return only(Status::DeviceError("needs calibration".into()));
        }
        ScaleStatus::NeedsRezeroing => return only(Status::DeviceError("needs re-zeroing".into())),
    };
    let (unit, factor) = unit_of(unit).map_err(|name| {
        refuse(
            FrameErrorKind::UnsupportedUnit,
            armoury_rules::said!(
                "dev-frame-hid-unit",
                "unit {unit} ({name}) is not a weight unit Armoury measures",
                unit = unit,
                name = name
            ),
        )
    })?;
    let exponent = exponent as i8;
    if !(-MAX_EXPONENT..=MAX_EXPONENT).contains(&exponent) {
        return Err(refuse(
            FrameErrorKind::BadNumber,
            armoury_rules::said!(
                "dev-frame-hid-exponent",
                "exponent {exponent} is out of range",
                exponent = exponent
            ),
        ));
    }
    let weight = f64::from(u16::from_le_bytes([low, high]));
    // Powers of ten up to 10^22 are exact in f64; dividing by one (rather
    // than multiplying by an inexact 10^-n, whose `powi` differs between
    // platforms' maths libraries) gives the same correctly rounded value
    // on every system.
    let scale = (0..exponent.unsigned_abs()).fold(1.0_f64, |power, _| power * 10.0);
    let value = if exponent < 0 {
        weight / scale
    } else {
        weight * scale
    } * factor;
    let mut reading = Reading::value(value, unit, Some(stable), &[]);
    reading.raw = raw;
    Ok(reading)
}

/// A complete report's reading or frame error.
fn parsed(report: &[u8]) -> Parsed {
    match parse(report) {
        Ok(reading) => Parsed::Reading(reading),
        Err(error) => Parsed::FrameError(error),
    }
}

/// Cuts a byte stream into reports and parses them.
#[derive(Clone, Debug, Default)]
pub struct Reports {
    /// The report being received.
    report: Vec<u8>,
    /// The start of the current run of garbage, and its length.
    garbage: Vec<u8>,
    garbage_len: usize,
}

impl Reports {
    /// Feeds bytes as they arrive; complete reports are parsed into `out`.
    pub fn feed(&mut self, mut bytes: &[u8], out: &mut Vec<Parsed>) {
        while let Some((&first, rest)) = bytes.split_first() {
            // The common case, a whole report at a report boundary, is
            // parsed in place; the same decisions as byte by byte.
            if self.report.is_empty()
                && first == REPORT_ID
                && let Some(report) = bytes.get(..REPORT_LEN)
                && ScaleStatus::from_code(report[1]).is_some()
            {
                self.flush_garbage(out);
                out.push(parsed(report));
                bytes = &bytes[REPORT_LEN..];
                continue;
            }
            self.byte(first, out);
            bytes = rest;
        }
    }

    fn byte(&mut self, byte: u8, out: &mut Vec<Parsed>) {
        match self.report.len() {
            0 if byte == REPORT_ID => self.report.push(byte),
            0 => self.skip(byte, out),
            1 if ScaleStatus::from_code(byte).is_some() => {
                // A report starts here: the garbage before it ends.
                self.flush_garbage(out);
                self.report.push(byte);
            }
            1 => {
                // The report id was garbage; this byte may start a report.
                self.report.clear();
                self.skip(REPORT_ID, out);
                self.byte(byte, out);
            }
            _ => {
                self.report.push(byte);
                if self.report.len() == REPORT_LEN {
                    out.push(parsed(&self.report));
                    self.report.clear();
                }
            }
        }
    }

    fn skip(&mut self, byte: u8, out: &mut Vec<Parsed>) {
        if self.garbage.len() < SHOWN {
            self.garbage.push(byte);
        }
        self.garbage_len += 1;
        if self.garbage_len == MAX_GARBAGE {
            self.flush_garbage(out);
        }
    }

    fn flush_garbage(&mut self, out: &mut Vec<Parsed>) {
        if self.garbage_len == 0 {
            return;
        }
        let error = FrameError {
            raw: hex(&self.garbage),
            ..FrameError::new(
                FrameErrorKind::Unrecognised,
                armoury_rules::said!(
                    "dev-frame-hid-garbage",
                    "{count} bytes that are not a HID scale report (report id {id}, status 1..=8)",
                    count = self.garbage_len,
                    id = REPORT_ID
                ),
                &[],
            )
        };
        out.push(Parsed::FrameError(error));
        self.garbage.clear();
        self.garbage_len = 0;
    }

    /// Ends the stream: garbage held is reported, and a half-received report
    /// is dropped and reported as `Truncated`.
    pub fn end_of_stream(&mut self, out: &mut Vec<Parsed>) {
        if self.report.len() == 1 {
            // A lone report id is garbage, not a report.
            self.report.clear();
            self.skip(REPORT_ID, out);
        }
        self.flush_garbage(out);
        if !self.report.is_empty() {
            let error = FrameError {
                raw: hex(&self.report),
                ..FrameError::new(
                    FrameErrorKind::Truncated,
                    armoury_rules::said!(
                        "dev-frame-hid-truncated",
                        "the connection ended in the middle of a HID report"
                    ),
                    &[],
                )
            };
            out.push(Parsed::FrameError(error));
            self.report.clear();
        }
    }
}

/// The report a scale sends for `value` in `unit`: status stable (4), in
/// motion (3) or stable at zero (2); a negative value is "under zero" (5)
/// and one too large for 16 bits "over the weight limit" (6). Grams are
/// sent whole, kilograms in thousandths, pounds in hundredths and ounces in
/// tenths (as DYMO scales do). `None` for a unit a scale has no code for.
pub fn encode(value: f64, unit: Unit, stable: bool) -> Option<[u8; REPORT_LEN]> {
    let code = code_of(unit)?;
    let exponent: i8 = match unit {
        Unit::Kilogram => -3,
        Unit::Pound => -2,
        Unit::Ounce => -1,
        _ => 0,
    };
    let scaled = (value * 10f64.powi(-i32::from(exponent))).round();
    let status = if scaled < 0.0 {
        ScaleStatus::UnderZero
    } else if scaled > f64::from(u16::MAX) {
        ScaleStatus::OverWeightLimit
    } else if scaled == 0.0 {
        ScaleStatus::StableAtZero
    } else if stable {
        ScaleStatus::Stable
    } else {
        ScaleStatus::InMotion
    };
    let weight = if matches!(status, ScaleStatus::Stable | ScaleStatus::InMotion) {
        scaled as u16
    } else {
        0
    };
    let [low, high] = weight.to_le_bytes();
    Some([REPORT_ID, status as u8, code, exponent as u8, low, high])
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::protocol::{Parser, Protocol};
    use armoury_rules::units::{Grams, Quantity};

    /// Reports in every status and unit, written from the usage tables; each
    /// line: report id 3, status, unit, exponent, weight low, weight high.
    const CAPTURE: [[u8; REPORT_LEN]; 14] = [
        [0x03, 0x02, 0x02, 0x00, 0x00, 0x00], // stable at zero, 0 g
        [0x03, 0x03, 0x02, 0x00, 0x7b, 0x00], // in motion, 123 g
        [0x03, 0x04, 0x02, 0x00, 0x8a, 0x02], // stable, 0x028a = 650 g
        [0x03, 0x04, 0x0b, 0xff, 0x34, 0x19], // stable, 0x1934 = 6452 tenths of an ounce
        [0x03, 0x04, 0x0c, 0xfe, 0x55, 0x00], // stable, 0x55 = 85 hundredths of a pound
        [0x03, 0x04, 0x03, 0xfd, 0xd2, 0x04], // stable, 0x04d2 = 1234 thousandths of a kg
        [0x03, 0x04, 0x01, 0x02, 0x05, 0x00], // stable, 5 x 10^2 mg = 0.5 g
        [0x03, 0x01, 0x02, 0x00, 0x00, 0x00], // fault
        [0x03, 0x05, 0x02, 0x00, 0x0a, 0x00], // under zero (the display shows -10 g)
        [0x03, 0x06, 0x02, 0x00, 0x00, 0x00], // over the weight limit
        [0x03, 0x07, 0x02, 0x00, 0x00, 0x00], // needs calibration
        [0x03, 0x08, 0x02, 0x00, 0x00, 0x00], // needs re-zeroing
        [0x03, 0x04, 0x04, 0x00, 0x0a, 0x00], // stable, 10 carats: not a unit we measure
        [0x03, 0x04, 0x02, 0x7f, 0x01, 0x00], // stable, exponent 127: out of range
    ];

    fn capture() -> Vec<u8> {
        CAPTURE.concat()
    }

    fn parse_all(bytes: &[u8]) -> Vec<Parsed> {
        let mut parser = Parser::new(Protocol::Family(super::super::Family::HidPos), None);
        let mut out = parser.parse_all(bytes);
        parser.end_of_stream(&mut out);
        out
    }

    /// Each output as one comparable line.
    fn describe(parsed: &Parsed) -> String {
        match parsed {
            Parsed::Reading(r) => format!(
                "{} {:?} {:?} [{}]",
                r,
                r.stable,
                r.quantity.map(Quantity::canonical),
                r.raw
            ),
            Parsed::FrameError(e) => format!("{:?}: {}", e.kind, e),
        }
    }

    #[test]
    fn every_status_and_unit_of_the_usage_tables() {
        let out: Vec<String> = parse_all(&capture()).iter().map(describe).collect();
        let ounces = 645.2 * 28.349523125;
        let pounds = 0.85 * 453.59237;
        assert_eq!(
            out,
            [
                "0 g Some(true) Some(0.0) [03 02 02 00 00 00]".to_string(),
                "123 g Some(false) Some(123.0) [03 03 02 00 7b 00]".into(),
                "650 g Some(true) Some(650.0) [03 04 02 00 8a 02]".into(),
                format!("645.2 oz Some(true) Some({ounces}) [03 04 0b ff 34 19]"),
                format!("0.85 lb Some(true) Some({pounds}) [03 04 0c fe 55 00]"),
                "1.234 kg Some(true) Some(1234.0) [03 04 03 fd d2 04]".into(),
                "0.5 g Some(true) Some(0.5) [03 04 01 02 05 00]".into(),
                "device error scale fault None None [03 01 02 00 00 00]".into(),
                "underload None None [03 05 02 00 0a 00]".into(),
                "overload None None [03 06 02 00 00 00]".into(),
                "device error needs calibration None None [03 07 02 00 00 00]".into(),
                "device error needs re-zeroing None None [03 08 02 00 00 00]".into(),
                "UnsupportedUnit: unit 4 (carat) is not a weight unit Armoury measures in frame \"03 04 04 00 0a 00\"".into(),
                "BadNumber: exponent 127 is out of range in frame \"03 04 02 7f 01 00\"".into(),
            ]
        );
    }

    #[test]
    fn garbage_is_reported_once_per_run_and_parsing_resumes() {
        let mut bytes = vec![0x00, 0x03, 0x09, 0xff];
        bytes.extend(CAPTURE[2]);
        bytes.extend([0x03]);
        let out: Vec<String> = parse_all(&bytes).iter().map(describe).collect();
        assert_eq!(
            out,
            [
                "Unrecognised: 4 bytes that are not a HID scale report (report id 3, status 1..=8) in frame \"00 03 09 ff\"",
                "650 g Some(true) Some(650.0) [03 04 02 00 8a 02]",
                "Unrecognised: 1 bytes that are not a HID scale report (report id 3, status 1..=8) in frame \"03\"",
            ]
        );
        // A report cut by the end of the stream is truncated, never joined to the next.
        let out = parse_all(&CAPTURE[2][..4]);
        assert!(
            matches!(out.as_slice(), [Parsed::FrameError(e)] if e.kind == FrameErrorKind::Truncated && e.raw == "03 04 02 00")
        );
    }

    #[test]
    fn a_flood_of_garbage_is_bounded() {
        let mut reports = Reports::default();
        let mut out = Vec::new();
        for _ in 0..1000 {
            reports.feed(&[0xaa; 1000], &mut out);
        }
        assert_eq!(out.len(), 1000 * 1000 / MAX_GARBAGE);
        assert!(reports.garbage.len() <= SHOWN);
    }

    #[test]
    fn encoded_reports_parse_back() {
        for (value, unit, want) in [
            (245.6, Unit::Gram, "246 g"),
            (1.234, Unit::Kilogram, "1.234 kg"),
            (0.85, Unit::Pound, "0.85 lb"),
            (21.6, Unit::Ounce, "21.6 oz"),
            (0.0, Unit::Gram, "0 g"),
            (-3.0, Unit::Gram, "underload"),
            (70_000.0, Unit::Gram, "overload"),
        ] {
            let report = encode(value, unit, true).unwrap();
            let reading = parse(&report).unwrap();
            assert_eq!(reading.to_string(), want);
        }
        assert_eq!(encode(1.0, Unit::Millimetre, true), None);
        let moving = parse(&encode(12.0, Unit::Gram, false).unwrap()).unwrap();
        assert_eq!(moving.stable, Some(false));
        assert_eq!(moving.quantity, Some(Quantity::Mass(Grams(12.0))));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn any_split_of_a_capture_gives_the_same_readings(
            junk in proptest::collection::vec(any::<u8>(), 0..20),
            cuts in proptest::collection::vec(any::<usize>(), 0..12),
        ) {
            let mut stream = junk;
            stream.extend(capture());
            let whole = parse_all(&stream);
            let mut cuts: Vec<usize> = cuts.iter().map(|c| c % (stream.len() + 1)).collect();
            cuts.sort_unstable();
            let mut reports = Reports::default();
            let mut pieces = Vec::new();
            let mut start = 0;
            for cut in cuts.into_iter().chain([stream.len()]) {
                reports.feed(&stream[start..cut], &mut pieces);
                start = cut;
            }
            reports.end_of_stream(&mut pieces);
            prop_assert_eq!(whole, pieces);
        }

        #[test]
        fn no_bytes_panic_the_parser(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
            let _ = parse_all(&bytes);
        }

        #[test]
        fn no_report_panics_parse(report in proptest::collection::vec(any::<u8>(), 0..8)) {
            let _ = parse(&report);
        }
    }
}
