//! The `auto` protocol: recognise the family from the first lines.
//!
//! Each complete line is tried against the families in
//! [`AUTO_ORDER`]; the first that reads it is the guess.
//! Lines are held back until [`AGREEMENT`] lines in a row agree on a family,
//! so that a partial first line (which a looser family such as `plain` might
//! read) cannot pick the wrong one: when the guess changes, the held lines
//! are parsed by the new guess, or reported as frame errors if it cannot
//! read them. A CAS binary frame settles the family at once. A [`Detector`]
//! for a fixed family simply hands every line to it.

use super::scan::{LineContext, unrecognised};
use super::{AUTO_ORDER, Family, Parsed, emit};

/// Lines in a row one family must read before `auto` settles on it.
pub const AGREEMENT: usize = 2;

/// Which family reads the lines, and the lines held while guessing.
#[derive(Clone, Debug)]
pub struct Detector {
    fixed: Option<Family>,
    guess: Option<Family>,
    held: Vec<Vec<u8>>,
}

impl Detector {
    /// A detector that always uses `family`.
    pub fn fixed(family: Family) -> Self {
        Detector {
            fixed: Some(family),
            guess: None,
            held: Vec::new(),
        }
    }

    /// A detector that recognises the family.
    pub fn auto() -> Self {
        Detector {
            fixed: None,
            guess: None,
            held: Vec::new(),
        }
    }

    /// The settled family, else the current guess.
    pub fn family(&self) -> Option<Family> {
        self.fixed.or(self.guess)
    }

    /// Parses one line (or holds it while guessing).
    pub fn line(&mut self, line: &[u8], context: &mut LineContext, out: &mut Vec<Parsed>) {
        if let Some(family) = self.fixed {
            emit(family.parse_line(line, context), context, out);
            return;
        }
        let found = AUTO_ORDER
            .into_iter()
            .find_map(|family| family.parse_line(line, context).ok().map(|r| (family, r)));
        let Some((candidate, reading)) = found else {
            out.push(Parsed::FrameError(unrecognised(
                line,
                "no known profile reads this line",
            )));
            return;
        };
        if self.guess != Some(candidate) {
            // The held lines either fit the new guess or were noise.
            let held = std::mem::take(&mut self.held);
            for old in held {
                match candidate.parse_line(&old, context) {
                    Ok(_) => self.held.push(old),
                    Err(error) => out.push(Parsed::FrameError(error)),
                }
            }
            self.guess = Some(candidate);
        }
        // Later lines of a format that drops the unit need the unit seen here.
        if let Some(unit) = reading.and_then(|r| r.unit) {
            context.last_unit = Some(unit);
        }
        self.held.push(line.to_vec());
        if self.held.len() >= AGREEMENT {
            self.settle(candidate, context, out);
        }
    }

    /// Settles on `family` (unless already settled) and parses the held lines with it.
    pub fn settle(&mut self, family: Family, context: &mut LineContext, out: &mut Vec<Parsed>) {
        if self.fixed.is_none() {
            self.fixed = Some(family);
            self.flush_with(family, context, out);
        }
    }

    /// Parses the held lines with the current guess (the stream ended).
    pub fn flush(&mut self, context: &mut LineContext, out: &mut Vec<Parsed>) {
        if let Some(family) = self.guess.or(self.fixed) {
            self.flush_with(family, context, out);
        }
    }

    fn flush_with(&mut self, family: Family, context: &mut LineContext, out: &mut Vec<Parsed>) {
        for line in std::mem::take(&mut self.held) {
            emit(family.parse_line(&line, context), context, out);
        }
    }
}
