//! Writes readings in each family's wire format: the inverse of the parsers.
//!
//! Used by the simulators (to produce realistic device streams) and by tests
//! (every encoded sample must parse back to the same value). A [`Sample`] is
//! what a device shows: a value in its display unit, stable or not, or an
//! overload.

use super::{Family, cas, hid_pos};
use armoury_rules::units::Unit;

/// What a simulated device shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Sample {
    /// A value in the device's display unit.
    Value {
        /// The value shown.
        value: f64,
        /// Its unit.
        unit: Unit,
        /// Whether the display has settled.
        stable: bool,
    },
    /// The load is over the range.
    Overload,
}

/// The decimals a device of this unit would show.
fn decimals(unit: Unit) -> usize {
    match unit {
        Unit::Gram => 1,
        Unit::Kilogram | Unit::Pound => 3,
        Unit::Inch | Unit::Ounce => 4,
        _ => 2,
    }
}

/// The frame a device of `family` sends for `sample`, line end included.
pub fn encode(family: Family, sample: Sample) -> Vec<u8> {
    let Sample::Value {
        value,
        unit,
        stable,
    } = sample
    else {
        return overload(family);
    };
    let d = decimals(unit);
    let sym = unit.symbol();
    let magnitude = format!("{:.d$}", value.abs());
    let sign = if value < 0.0 { "-" } else { "+" };
    let signed = format!("{sign}{magnitude}");
    let text = match family {
        Family::MtSics => {
            let flag = if stable { 'S' } else { 'D' };
            format!("S {flag} {signed:>10} {sym}\r\n").replace('+', " ")
        }
        Family::MettlerPrint => format!("     N {:>12} {sym}   \r\n", format!("{value:.d$}")),
        Family::Ad => {
            let head = if stable { "ST" } else { "US" };
            format!("{head},{sign}{magnitude:0>8} {sym:>3}\r\n")
        }
        Family::StGs => {
            let head = if stable { "ST" } else { "US" };
            format!("{head},GS,{:>9} {sym}\r\n", format!("{value:.d$}"))
        }
        Family::Ohaus => {
            let sign = if value < 0.0 { '-' } else { ' ' };
            let mark = if stable { ' ' } else { '?' };
            format!("{sign}{magnitude:>9} {sym:<3} {mark}  G\r\n")
        }
        Family::Kern => {
            let status = if stable { 'S' } else { 'U' };
            let sign = if value < 0.0 { '-' } else { ' ' };
            format!(
                "{sign}{magnitude:>9} {:>2} {status}\r\n",
                sym.to_uppercase()
            )
        }
        Family::SartoriusSbi => {
            let sign = if value < 0.0 { '-' } else { '+' };
            let shown = if stable { sym } else { "" };
            format!("{sign}{magnitude:>9} {shown:<3}  \r\n")
        }
        Family::Cas => return cas_frame(value, unit, stable),
        // A unit a HID scale has no code for (a length) sends nothing.
        Family::HidPos => {
            return hid_pos::encode(value, unit, stable).map_or_else(Vec::new, Vec::from);
        }
        Family::Adam => format!("G {sign} {magnitude:>8} {sym}\r\n"),
        Family::Sylvac => format!("{signed}\r"),
        Family::Mitutoyo => format!("01A{sign}{magnitude:0>8}\r"),
        Family::CaliperAdapter => format!("CAL {signed} {sym}\r\n"),
        Family::Plain => format!("{value:.d$} {sym}\r\n"),
    };
    text.into_bytes()
}

fn overload(family: Family) -> Vec<u8> {
    let text = match family {
        Family::MtSics => "S +\r\n",
        Family::Ad => "OL,+9999999 g\r\n",
        Family::StGs => "OL,GS,  -------\r\n",
        Family::Kern => "+  99999.9  G E\r\n",
        Family::SartoriusSbi => "    H          \r\n",
        Family::Cas => return cas_overload(),
        Family::HidPos => {
            return hid_pos::encode(f64::MAX, Unit::Gram, true).map_or_else(Vec::new, Vec::from);
        }
        Family::Sylvac => "ERR2\r",
        Family::CaliperAdapter => "CAL ERR overrange\r\n",
        // These formats have no overload line; the device just stops sending.
        Family::MettlerPrint | Family::Ohaus | Family::Adam | Family::Mitutoyo | Family::Plain => {
            ""
        }
    };
    text.as_bytes().to_vec()
}

fn cas_frame(value: f64, unit: Unit, stable: bool) -> Vec<u8> {
    let magnitude = format!("{:.3}", value.abs());
    let mut payload = vec![
        if stable { b'S' } else { b'U' },
        if value < 0.0 { b'-' } else { b' ' },
    ];
    payload.extend_from_slice(
        format!("{magnitude:>6}")
            .as_bytes()
            .get(..6)
            .unwrap_or(b"000000"),
    );
    payload.extend_from_slice(format!("{:>2}", unit.symbol()).as_bytes());
    cas_wrap(&payload)
}

fn cas_overload() -> Vec<u8> {
    cas_wrap(b"SF 0.000kg")
}

fn cas_wrap(payload: &[u8]) -> Vec<u8> {
    let mut frame = vec![cas::SOH, 0x02];
    frame.extend_from_slice(payload);
    frame.extend_from_slice(&[cas::bcc(payload), 0x03, 0x04]);
    frame
}
