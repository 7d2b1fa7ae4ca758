//! Sans-I/O protocol parsers: bytes in, [`Parsed`] readings and frame errors
//! out, no ports and no clocks.
//!
//! A [`Parser`] is made for a [`Protocol`] (one [`Family`] or `auto`) and fed
//! whatever bytes arrive, split anywhere: [`framer`] cuts them into lines
//! (bounded, so a flood without a line end cannot grow memory) or CAS binary
//! frames, and the family's module turns each frame into a
//! [`Reading`] or a
//! [`FrameError`]. Parsing always
//! resumes at the next frame. `auto` tries the families in [`AUTO_ORDER`] on
//! each complete line and settles on a family once it has read
//! [`auto::AGREEMENT`] lines in a row (see [`auto`]).
//! [`encode`] writes readings in each family's format, for the simulators and
//! for round-trip tests.
//!
//! [`hid_pos`] is the one family that is not text over a serial line: USB
//! HID point-of-sale scales send fixed binary reports. `auto` does not try
//! it on bytes; the port recognises a HID scale by its usage page instead
//! (see [`crate::hid`]).

pub mod auto;
pub mod encode;
pub mod framer;
pub(crate) mod scan;

pub mod ad;
pub mod adam;
pub mod caliper_adapter;
pub mod cas;
pub mod hid_pos;
pub mod kern;
pub mod mettler_print;
pub mod mitutoyo;
pub mod mt_sics;
pub mod ohaus;
pub mod plain;
pub mod sartorius;
pub mod st_gs;
pub mod sylvac;

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use crate::reading::{FrameError, FrameErrorKind, Reading};
use armoury_rules::units::Unit;
use auto::Detector;
use framer::{Frame, Framer};
use scan::{LineContext, LineResult};

/// A device family: one wire format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Family {
    /// Mettler Toledo MT-SICS replies (`S S     100.00 g`).
    MtSics,
    /// Mettler "print" output of older balances (`N       0.3749 g`).
    MettlerPrint,
    /// A&D balances (`ST,+00123.45  g`).
    Ad,
    /// Generic indicators of the "ST,GS" family (`ST,GS,   245.6 g`).
    StGs,
    /// Ohaus print lines (`   0.360 kg    G`).
    Ohaus,
    /// Kern balances' 14–15 byte frames (`-    1.234 KG S`).
    Kern,
    /// Sartorius SBI lines (`+    123.56 g  `).
    SartoriusSbi,
    /// CAS "ENQ" protocol: binary frames asked for with `ENQ`/`DC1`.
    Cas,
    /// Adam Equipment labelled lines (`G + 2.00 kg`).
    Adam,
    /// Sylvac calipers (`+12.34`).
    Sylvac,
    /// Mitutoyo Digimatic interface lines (`01A+0000.123`).
    Mitutoyo,
    /// Armoury's own caliper adapter (`CAL +12.34 mm`).
    CaliperAdapter,
    /// A number with an optional unit per line (`12.5`, `-3 g`).
    Plain,
    /// USB HID point-of-sale scales (binary reports, not lines).
    HidPos,
}

/// Every family, in the order `auto` tries them: the most particular
/// formats first, so that a line two families could read goes to the one
/// whose signature it carries.
pub const AUTO_ORDER: [Family; 13] = [
    Family::MtSics,
    Family::Ad,
    Family::StGs,
    Family::Mitutoyo,
    Family::CaliperAdapter,
    Family::Cas,
    Family::Ohaus,
    Family::Kern,
    Family::SartoriusSbi,
    Family::Sylvac,
    Family::Plain,
    Family::MettlerPrint,
    Family::Adam,
];

/// Every family `auto` does not try on bytes (its devices are recognised
/// by the port, not the stream).
pub const NOT_AUTO: [Family; 1] = [Family::HidPos];

/// Every family: those `auto` tries, then the others.
pub fn all_families() -> impl Iterator<Item = Family> {
    AUTO_ORDER.into_iter().chain(NOT_AUTO)
}

impl Family {
    /// The profile name (`mt-sics`, `st-gs`...).
    pub fn name(self) -> &'static str {
        match self {
            Family::MtSics => "mt-sics",
            Family::MettlerPrint => "mettler-print",
            Family::Ad => "ad",
            Family::StGs => "st-gs",
            Family::Ohaus => "ohaus",
            Family::Kern => "kern",
            Family::SartoriusSbi => "sartorius-sbi",
            Family::Cas => "cas",
            Family::Adam => "adam",
            Family::Sylvac => "sylvac",
            Family::Mitutoyo => "mitutoyo",
            Family::CaliperAdapter => "caliper-adapter",
            Family::Plain => "plain",
            Family::HidPos => "hid-pos",
        }
    }

    /// Whether the family measures lengths (a caliper) rather than weights.
    pub fn is_caliper(self) -> bool {
        matches!(
            self,
            Family::Sylvac | Family::Mitutoyo | Family::CaliperAdapter
        )
    }

    fn parse_line(self, line: &[u8], ctx: &LineContext) -> LineResult {
        match self {
            Family::MtSics => mt_sics::parse(line, ctx),
            Family::MettlerPrint => mettler_print::parse(line, ctx),
            Family::Ad => ad::parse(line, ctx),
            Family::StGs => st_gs::parse(line, ctx),
            Family::Ohaus => ohaus::parse(line, ctx),
            Family::Kern => kern::parse(line, ctx),
            Family::SartoriusSbi => sartorius::parse(line, ctx),
            Family::Cas => Err(scan::unrecognised(line, "CAS binary frame")),
            Family::HidPos => Err(scan::unrecognised(line, "HID scale report")),
            Family::Adam => adam::parse(line, ctx),
            Family::Sylvac => sylvac::parse(line, ctx),
            Family::Mitutoyo => mitutoyo::parse(line, ctx),
            Family::CaliperAdapter => caliper_adapter::parse(line, ctx),
            Family::Plain => plain::parse(line, ctx),
        }
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A protocol name that is neither a family nor `auto`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown protocol `{0}` (known: auto, {known})",
    known = all_families().map(Family::name).collect::<Vec<_>>().join(", ")
)]
pub struct UnknownProtocol(pub String);

impl UnknownProtocol {
    /// The refusal as `(english, Said)`, the English as its `Display`.
    pub fn said(&self) -> (String, armoury_rules::saying::Said) {
        armoury_rules::said!(
            "dev-unknown-protocol",
            "unknown protocol `{name}` (known: auto, {known})",
            name = &self.0,
            known = all_families()
                .map(Family::name)
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

/// What a parser reads: one family, or `auto` (recognise the family from the
/// first lines).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Protocol {
    /// Recognise the family from the first lines.
    Auto,
    /// One family's format.
    Family(Family),
}

impl Protocol {
    /// The name used in profiles and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Protocol::Auto => "auto",
            Protocol::Family(family) => family.name(),
        }
    }
}

impl FromStr for Protocol {
    type Err = UnknownProtocol;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "auto" {
            return Ok(Protocol::Auto);
        }
        all_families()
            .find(|f| f.name() == s)
            .map(Protocol::Family)
            .ok_or_else(|| UnknownProtocol(s.to_string()))
    }
}

impl fmt::Display for Protocol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One result of feeding bytes.
#[derive(Clone, Debug, PartialEq)]
pub enum Parsed {
    /// A value (or a status such as overload) the device sent.
    Reading(Reading),
    /// Bytes that did not make a reading.
    FrameError(FrameError),
}

/// A sans-I/O parser for one byte stream.
#[derive(Clone, Debug)]
pub struct Parser {
    protocol: Protocol,
    detector: Detector,
    context: LineContext,
    framer: Framer,
    /// HID scale reports, for the `hid-pos` protocol (instead of lines).
    reports: Option<hid_pos::Reports>,
}

impl Parser {
    /// A parser for `protocol`; `default_unit` applies to lines without a unit.
    pub fn new(protocol: Protocol, default_unit: Option<Unit>) -> Self {
        let detector = match protocol {
            Protocol::Auto => Detector::auto(),
            Protocol::Family(family) => Detector::fixed(family),
        };
        let binary = matches!(protocol, Protocol::Auto | Protocol::Family(Family::Cas));
        Parser {
            protocol,
            detector,
            context: LineContext {
                default_unit,
                last_unit: None,
            },
            framer: Framer::new(binary),
            reports: (protocol == Protocol::Family(Family::HidPos)).then(hid_pos::Reports::default),
        }
    }

    /// The protocol this parser was made for.
    pub fn protocol(&self) -> Protocol {
        self.protocol
    }

    /// The family in use: fixed, or recognised by `auto` (its best guess
    /// until [`auto::AGREEMENT`] lines agree; `None` before any line is read).
    pub fn family(&self) -> Option<Family> {
        self.detector.family()
    }

    /// Feeds bytes as they arrive; complete frames are parsed into `out`.
    /// Bytes of an incomplete frame wait for the next call.
    pub fn feed(&mut self, bytes: &[u8], out: &mut Vec<Parsed>) {
        if let Some(reports) = &mut self.reports {
            reports.feed(bytes, out);
            return;
        }
        let Parser {
            detector,
            context,
            framer,
            ..
        } = self;
        framer.feed(bytes, |frame| match frame {
            Frame::Line(line) => detector.line(line, context, out),
            Frame::Cas(bytes) => {
                detector.settle(Family::Cas, context, out);
                emit(cas::parse(bytes, context), context, out);
            }
            Frame::Error(error) => out.push(Parsed::FrameError(error)),
        });
    }

    /// Ends the stream (the port closed): lines `auto` was holding are
    /// parsed with its best guess, and a half-received frame is dropped and
    /// reported as `Truncated`.
    pub fn end_of_stream(&mut self, out: &mut Vec<Parsed>) {
        if let Some(reports) = &mut self.reports {
            reports.end_of_stream(out);
            return;
        }
        self.detector.flush(&mut self.context, out);
        if let Some(partial) = self.framer.discard() {
            out.push(Parsed::FrameError(FrameError::new(
                FrameErrorKind::Truncated,
                armoury_rules::said!(
                    "dev-frame-truncated",
                    "the connection ended in the middle of a frame"
                ),
                &partial,
            )));
        }
    }

    /// Convenience for tests and replay: feeds `bytes` and returns what came out.
    pub fn parse_all(&mut self, bytes: &[u8]) -> Vec<Parsed> {
        let mut out = Vec::new();
        self.feed(bytes, &mut out);
        out
    }
}

/// Records a line's result in `out`, remembering the unit it used.
pub(crate) fn emit(result: LineResult, context: &mut LineContext, out: &mut Vec<Parsed>) {
    match result {
        Ok(Some(reading)) => {
            if reading.unit.is_some() {
                context.last_unit = reading.unit;
            }
            out.push(Parsed::Reading(reading));
        }
        Ok(None) => {}
        Err(error) => out.push(Parsed::FrameError(error)),
    }
}

#[cfg(test)]
mod tests;
