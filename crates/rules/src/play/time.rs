//! Game time for in-play engines: time is an input, never read from a clock.
//!
//! [`Time`] is a moment measured from the start of a scenario and [`Span`] a
//! length of time; both count whole milliseconds so that sub-second moments
//! (`00:05.5`) compare exactly. [`parse_clock`] reads script times (`MM:SS`,
//! `HH:MM:SS`, optional `.fff`), [`parse_span`] reads called durations
//! (`30s`, `5m`, `1.5s`). `Time + Span = Time`; `Time::since` gives a `Span`.

use std::fmt;

use serde::{Serialize, Serializer};

use super::Sentence;

/// A moment in a scenario, in milliseconds from its start. Serialized as its
/// script spelling (`"05:10"`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Time(u64);

/// A length of time in milliseconds. Serialized as a number of seconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Span(u64);

impl Serialize for Time {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl Serialize for Span {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.is_multiple_of(1000) {
            serializer.serialize_u64(self.0 / 1000)
        } else {
            serializer.serialize_f64(self.0 as f64 / 1000.0)
        }
    }
}

impl Time {
    /// The start of a scenario.
    pub const ZERO: Time = Time(0);

    /// A moment this many whole seconds from the start.
    pub const fn from_secs(seconds: u64) -> Time {
        Time(seconds * 1000)
    }

    /// A moment this many milliseconds from the start.
    pub const fn from_millis(millis: u64) -> Time {
        Time(millis)
    }

    /// Milliseconds from the start.
    pub const fn millis(self) -> u64 {
        self.0
    }

    /// This moment moved later by `span` (saturating).
    pub const fn plus(self, span: Span) -> Time {
        Time(self.0.saturating_add(span.0))
    }

    /// The time elapsed from `earlier` to this moment (zero if `earlier` is later).
    pub const fn since(self, earlier: Time) -> Span {
        Span(self.0.saturating_sub(earlier.0))
    }
}

impl Span {
    /// No time at all.
    pub const ZERO: Span = Span(0);

    /// A span of whole seconds.
    pub const fn from_secs(seconds: u64) -> Span {
        Span(seconds * 1000)
    }

    /// A span of milliseconds.
    pub const fn from_millis(millis: u64) -> Span {
        Span(millis)
    }

    /// The span in milliseconds.
    pub const fn millis(self) -> u64 {
        self.0
    }

    /// The whole seconds in this span (rounded down).
    pub const fn whole_secs(self) -> u64 {
        self.0 / 1000
    }

    /// This span less `other` (zero if `other` is longer).
    pub const fn minus(self, other: Span) -> Span {
        Span(self.0.saturating_sub(other.0))
    }
}

fn write_fraction(f: &mut fmt::Formatter<'_>, millis: u64) -> fmt::Result {
    if millis.is_multiple_of(1000) {
        return Ok(());
    }
    let text = format!("{:03}", millis % 1000);
    write!(f, ".{}", text.trim_end_matches('0'))
}

impl fmt::Display for Time {
    /// `MM:SS`, or `HH:MM:SS` from one hour on, with `.fff` when not whole.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seconds = self.0 / 1000;
        let (h, m, s) = (seconds / 3600, (seconds / 60) % 60, seconds % 60);
        if h > 0 {
            write!(f, "{h:02}:{m:02}:{s:02}")?;
        } else {
            write!(f, "{m:02}:{s:02}")?;
        }
        write_fraction(f, self.0)
    }
}

impl fmt::Display for Span {
    /// Seconds with an `s` suffix: `30s`, `1.5s`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0 / 1000)?;
        write_fraction(f, self.0)?;
        f.write_str("s")
    }
}

/// Why a time or duration text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct TimeError {
    /// The refused text.
    pub text: String,
    /// What was expected instead.
    pub reason: &'static str,
}

const WANT_CLOCK: &str = "expected MM:SS or HH:MM:SS";
const WANT_SPAN: &str = "expected a duration such as 30s or 5m";
const DECIMALS: &str = "at most three decimals after the point";
const MINUTES_BELOW_60: &str = "minutes must be below 60";
const SECONDS_TWO_DIGITS: &str = "seconds must have two digits";
const SECONDS_BELOW_60: &str = "seconds must be below 60";
const NOT_ZERO: &str = "a duration must be longer than zero";

impl TimeError {
    /// The reason alone (what was expected), as `(english, Said)`.
    pub fn reason_said(&self) -> Sentence {
        reason_sentence(self.reason)
    }
}

/// A time error's reason (`seconds must be below 60`) as a sentence.
pub(crate) fn reason_sentence(reason: &str) -> Sentence {
    {
        match reason {
            WANT_CLOCK => crate::said!("pye-time-want-clock", "expected MM:SS or HH:MM:SS"),
            WANT_SPAN => crate::said!(
                "pye-time-want-span",
                "expected a duration such as 30s or 5m"
            ),
            DECIMALS => crate::said!(
                "pye-time-decimals",
                "at most three decimals after the point"
            ),
            MINUTES_BELOW_60 => {
                crate::said!("pye-time-minutes-below-60", "minutes must be below 60")
            }
            SECONDS_TWO_DIGITS => {
                crate::said!(
                    "pye-time-seconds-two-digits",
                    "seconds must have two digits"
                )
            }
            SECONDS_BELOW_60 => {
                crate::said!("pye-time-seconds-below-60", "seconds must be below 60")
            }
            NOT_ZERO => crate::said!("pye-time-not-zero", "a duration must be longer than zero"),
            other => super::unsaid(other),
        }
    }
}

impl std::fmt::Display for TimeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::english(&super::SaidError::said_chain(self)))
    }
}

impl super::SaidError for TimeError {
    fn said_chain(&self) -> Vec<Sentence> {
        super::framed(
            |error| {
                crate::said!(
                    "pye-bad-time",
                    "bad time {text}: {error}",
                    text = format!("{:?}", self.text),
                    error = error
                )
            },
            vec![self.reason_said()],
        )
    }
}

fn refuse(text: &str, reason: &'static str) -> TimeError {
    TimeError {
        text: text.to_string(),
        reason,
    }
}

/// Reads whole digits, refusing empty and over-long fields.
fn digits(text: &str, whole: &str, reason: &'static str) -> Result<u64, TimeError> {
    if text.is_empty() || text.len() > 9 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(refuse(whole, reason));
    }
    text.parse().map_err(|_| refuse(whole, reason))
}

/// Reads `S` or `S.fff` (up to three decimals) into milliseconds.
fn seconds_with_fraction(text: &str, whole: &str, reason: &'static str) -> Result<u64, TimeError> {
    let (int, frac) = match text.split_once('.') {
        Some((int, frac)) => (int, frac),
        None => (text, ""),
    };
    let mut millis = digits(int, whole, reason)? * 1000;
    if text.contains('.') {
        if frac.is_empty() || frac.len() > 3 {
            return Err(refuse(whole, DECIMALS));
        }
        let padded = format!("{frac:0<3}");
        millis += digits(&padded, whole, reason)?;
    }
    Ok(millis)
}

/// Parses a script time: `MM:SS` or `HH:MM:SS`, seconds optionally with up to
/// three decimals (`00:05.5`). Seconds (and minutes in `HH:MM:SS`) must be below 60.
pub fn parse_clock(text: &str) -> Result<Time, TimeError> {
    const WANT: &str = WANT_CLOCK;
    let parts: Vec<&str> = text.split(':').collect();
    let (hours, minutes, seconds) = match parts.as_slice() {
        [m, s] => (0, digits(m, text, WANT)?, *s),
        [h, m, s] => {
            let minutes = digits(m, text, WANT)?;
            if minutes >= 60 {
                return Err(refuse(text, MINUTES_BELOW_60));
            }
            (digits(h, text, WANT)?, minutes, *s)
        }
        _ => return Err(refuse(text, WANT)),
    };
    if seconds.split('.').next().is_some_and(|s| s.len() != 2) {
        return Err(refuse(text, SECONDS_TWO_DIGITS));
    }
    let millis = seconds_with_fraction(seconds, text, WANT)?;
    if millis >= 60_000 {
        return Err(refuse(text, SECONDS_BELOW_60));
    }
    Ok(Time((hours * 3600 + minutes * 60) * 1000 + millis))
}

/// Parses a called duration: a number followed by `s`/`sec`/`secs`/`seconds`
/// or `m`/`min`/`mins`/`minutes` (`30s`, `5m`, `1.5s`). Zero is refused.
pub fn parse_span(text: &str) -> Result<Span, TimeError> {
    const WANT: &str = WANT_SPAN;
    let lower = text.to_ascii_lowercase();
    let split = lower
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .ok_or_else(|| refuse(text, WANT))?;
    let (number, unit) = lower.split_at(split);
    let scale = match unit {
        "s" | "sec" | "secs" | "second" | "seconds" => 1,
        "m" | "min" | "mins" | "minute" | "minutes" => 60,
        _ => return Err(refuse(text, WANT)),
    };
    let millis = seconds_with_fraction(number, text, WANT)? * scale;
    if millis == 0 {
        return Err(refuse(text, NOT_ZERO));
    }
    Ok(Span(millis))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_forms() {
        let rows: &[(&str, Option<u64>)] = &[
            ("00:00", Some(0)),
            ("00:05", Some(5_000)),
            ("05:00", Some(300_000)),
            ("90:00", Some(5_400_000)),
            ("01:02:03", Some(3_723_000)),
            ("00:05.5", Some(5_500)),
            ("00:05.25", Some(5_250)),
            ("00:59", Some(59_000)),
            ("00:60", None),
            ("01:60:00", None),
            ("5", None),
            ("00:5", None),
            ("aa:00", None),
            ("00:05.", None),
            ("00:05.1234", None),
            ("00:00:00:00", None),
            ("", None),
        ];
        for (text, want) in rows {
            assert_eq!(parse_clock(text).ok().map(Time::millis), *want, "{text}");
        }
    }

    #[test]
    fn span_forms() {
        let rows: &[(&str, Option<u64>)] = &[
            ("30s", Some(30_000)),
            ("10S", Some(10_000)),
            ("5m", Some(300_000)),
            ("2min", Some(120_000)),
            ("1.5s", Some(1_500)),
            ("0s", None),
            ("s", None),
            ("30", None),
            ("30x", None),
        ];
        for (text, want) in rows {
            assert_eq!(parse_span(text).ok().map(Span::millis), *want, "{text}");
        }
    }

    #[test]
    fn display_round_trips() {
        for text in ["00:00", "04:59", "01:00:00", "00:05.5"] {
            assert_eq!(
                parse_clock(text).map(|t| t.to_string()).ok().as_deref(),
                Some(text)
            );
        }
        assert_eq!(Span::from_millis(1_500).to_string(), "1.5s");
        assert_eq!(Time::from_secs(10).since(Time::from_secs(15)), Span::ZERO);
    }
}
