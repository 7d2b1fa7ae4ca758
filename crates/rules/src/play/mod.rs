//! The in-play layer every system shares: game time, scenario scripts and the
//! runner that drives a system's engine through a script.
//!
//! - [`time`]: [`Time`] and [`Span`]; time is an input, there is no clock.
//! - [`script`]: lexing a scenario script into a [`Script`] of [`Line`]s.
//! - [`Engine`]: what a system implements (declare, advance, apply, check,
//!   render states); [`run`] feeds it a script: declarations first, then for
//!   each timed line it advances the engine's clock to the line's time (so
//!   timers such as a death count fire between lines) and applies the event
//!   or checks the expectation, reporting each step to a sink as a [`Record`].
//!
//! Five Oaths (`super::five_oaths`) is the first engine; a system registers by
//! implementing [`Engine`] and being matched on its `system` name by the front end.

pub mod script;
pub mod time;

use std::fmt;

use serde::Serialize;

use crate::saying::Said;

pub use script::{Kind, Line, Script, ScriptError, Token};
pub use time::{Span, Time};

/// Something an engine reports: a response, a timer firing, a refusal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Note {
    /// When it happened.
    pub time: Time,
    /// What happened, for people, in English.
    pub text: String,
    /// The same in parts, for a front end to word in its language (absent
    /// where an engine does not give them yet).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub says: Option<crate::saying::Said>,
}

/// One failed comparison of an `expect` line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mismatch {
    /// What was compared (`Ciara torso body`).
    pub field: String,
    /// The value the script expected.
    pub expected: String,
    /// The value the engine has.
    pub actual: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().0)
    }
}

impl Mismatch {
    /// The mismatch as `(english, Said)`, the English as its `Display`;
    /// the field and both values are shown as they are.
    pub fn said(&self) -> (String, Said) {
        crate::said!(
            "pye-mismatch",
            "{field}: expected {expected}, found {actual}",
            field = &self.field,
            expected = &self.expected,
            actual = &self.actual
        )
    }
}

/// One sentence of an error's words: its English and the same as a message
/// id and values.
pub type Sentence = (String, Said);

/// An in-play error that a front end can word in its language.
///
/// Its words are a chain of sentences, the outermost first: each but the
/// last is a frame (`line {line}: {error}`) whose `error` value is the
/// English of the rest of the chain, for a front end to replace with the
/// rest in its own words. The first sentence's English is the error's
/// `Display`. A sentence whose id is empty has no message: show its
/// English.
pub trait SaidError: fmt::Display {
    /// The error's sentences, outermost first.
    fn said_chain(&self) -> Vec<Sentence>;
}

/// The English of a chain: its first sentence's (each error's `Display`).
pub(crate) fn english(chain: &[Sentence]) -> String {
    chain.first().map(|(e, _)| e.clone()).unwrap_or_default()
}

/// A sentence with no message id: shown in its English.
pub(crate) fn unsaid(english: &str) -> Sentence {
    (
        english.to_string(),
        Said {
            id: String::new(),
            args: Vec::new(),
        },
    )
}

/// `frame` (made from the English of `inner`) put around `inner`.
pub(crate) fn framed(frame: impl FnOnce(&str) -> Sentence, inner: Vec<Sentence>) -> Vec<Sentence> {
    let english = inner.first().map(|(e, _)| e.as_str()).unwrap_or_default();
    let mut chain = vec![frame(english)];
    chain.extend(inner);
    chain
}

/// An in-play rules engine that a script can drive.
pub trait Engine {
    /// Why a line could not be understood (a script error, not a rules outcome).
    type Error: std::error::Error;
    /// One character's or monster's state, for people (`Display`, and
    /// [`StateLine::said`] for a front end's language) and machines
    /// (`Serialize`).
    type State: Serialize + StateLine;

    /// Handles a declaration line (before any timed line).
    fn declare(&mut self, tokens: &[Token]) -> Result<Vec<Note>, Self::Error>;
    /// Moves the clock to `time`, firing every timer due up to and including it.
    fn advance_to(&mut self, time: Time) -> Vec<Note>;
    /// Applies an event line at the current time.
    fn apply(&mut self, tokens: &[Token]) -> Result<Vec<Note>, Self::Error>;
    /// Compares an expectation line with the current state; empty means it holds.
    fn check(&self, tokens: &[Token]) -> Result<Vec<Mismatch>, Self::Error>;
    /// Every character's state, in declaration order.
    fn states(&self) -> Vec<Self::State>;
}

/// A state's line for people: its `Display` in English, and the same as a
/// message id and values for a front end to word in its language.
pub trait StateLine: fmt::Display {
    /// The line as a message id and values; `None` (the default) shows the
    /// `Display`.
    fn said(&self) -> Option<crate::saying::Said> {
        None
    }
}

impl StateLine for String {}

/// One step of a run, as reported to the sink.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "record", rename_all = "lowercase")]
pub enum Record<S> {
    /// A declaration line was accepted.
    Declared {
        /// Script line.
        line: usize,
        /// The statement.
        text: String,
        /// What the engine said.
        notes: Vec<Note>,
    },
    /// Timers fired while the clock advanced.
    Timers {
        /// What fired.
        notes: Vec<Note>,
    },
    /// An event was applied.
    Event {
        /// Script line.
        line: usize,
        /// When.
        time: Time,
        /// The statement.
        text: String,
        /// What the engine said.
        notes: Vec<Note>,
        /// Every character's state after the event.
        states: Vec<S>,
    },
    /// An expectation was checked.
    Expect {
        /// Script line.
        line: usize,
        /// When.
        time: Time,
        /// The statement.
        text: String,
        /// Failed comparisons (empty: it held).
        mismatches: Vec<Mismatch>,
    },
}

/// The totals of a finished run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// Expectations checked.
    pub expectations: usize,
    /// Expectations that failed.
    pub failed: usize,
}

/// A line the engine could not understand.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {error}")]
pub struct RunError<E> {
    /// Script line.
    pub line: usize,
    /// The engine's reason.
    #[source]
    pub error: E,
}

impl<E: SaidError> SaidError for RunError<E> {
    fn said_chain(&self) -> Vec<Sentence> {
        framed(
            |error| line_frame(self.line, error),
            self.error.said_chain(),
        )
    }
}

/// `line {line}: {error}`.
pub(crate) fn line_frame(line: usize, error: &str) -> Sentence {
    crate::said!(
        "pye-line",
        "line {line}: {error}",
        line = line,
        error = error
    )
}

/// Runs `script` on `engine`, reporting each step to `sink`. Failed
/// expectations do not stop the run; a line the engine refuses does.
pub fn run<E: Engine>(
    engine: &mut E,
    script: &Script,
    sink: &mut dyn FnMut(Record<E::State>),
) -> Result<Outcome, RunError<E::Error>> {
    for line in &script.declarations {
        let notes = engine.declare(&line.tokens).map_err(|error| RunError {
            line: line.number,
            error,
        })?;
        sink(Record::Declared {
            line: line.number,
            text: line.text.clone(),
            notes,
        });
    }
    let mut outcome = Outcome::default();
    for timed in &script.timed {
        let fired = engine.advance_to(timed.time);
        if !fired.is_empty() {
            sink(Record::Timers { notes: fired });
        }
        let line = &timed.line;
        let refuse = |error| RunError {
            line: line.number,
            error,
        };
        match timed.kind {
            Kind::Event => {
                let notes = engine.apply(&line.tokens).map_err(refuse)?;
                sink(Record::Event {
                    line: line.number,
                    time: timed.time,
                    text: line.text.clone(),
                    notes,
                    states: engine.states(),
                });
            }
            Kind::Expect => {
                let mismatches = engine.check(&line.tokens).map_err(refuse)?;
                outcome.expectations += 1;
                if !mismatches.is_empty() {
                    outcome.failed += 1;
                }
                sink(Record::Expect {
                    line: line.number,
                    time: timed.time,
                    text: line.text.clone(),
                    mismatches,
                });
            }
        }
    }
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy engine: `counter` declarations, `tick` events, `expect N`.
    #[derive(Default)]
    struct Counter {
        now: Time,
        ticks: u64,
        declared: bool,
    }

    #[derive(Debug, thiserror::Error)]
    #[error("{0}")]
    struct Refused(String);

    impl Engine for Counter {
        type Error = Refused;
        type State = String;
        fn declare(&mut self, _: &[Token]) -> Result<Vec<Note>, Refused> {
            self.declared = true;
            Ok(Vec::new())
        }
        fn advance_to(&mut self, time: Time) -> Vec<Note> {
            // A timer every 10 seconds.
            let mut notes = Vec::new();
            let mut next = (self.now.millis() / 10_000 + 1) * 10_000;
            while next <= time.millis() {
                notes.push(Note {
                    time: Time::from_millis(next),
                    text: "ten".into(),
                    says: None,
                });
                next += 10_000;
            }
            self.now = time;
            notes
        }
        fn apply(&mut self, tokens: &[Token]) -> Result<Vec<Note>, Refused> {
            match tokens.first().and_then(Token::word) {
                Some("tick") => {
                    self.ticks += 1;
                    Ok(Vec::new())
                }
                _ => Err(Refused("unknown event".into())),
            }
        }
        fn check(&self, tokens: &[Token]) -> Result<Vec<Mismatch>, Refused> {
            let want = tokens.first().and_then(Token::word).unwrap_or_default();
            let have = self.ticks.to_string();
            Ok(if want == have {
                Vec::new()
            } else {
                vec![Mismatch {
                    field: "ticks".into(),
                    expected: want.into(),
                    actual: have,
                }]
            })
        }
        fn states(&self) -> Vec<String> {
            vec![format!("{} ticks", self.ticks)]
        }
    }

    #[test]
    fn the_runner_advances_timers_before_each_line_and_counts_failures() {
        let script = script::parse(
            "system toy\ncounter\nat 00:05 tick\nat 00:20 expect 1\nat 00:20 expect 2\n",
        )
        .expect("parses");
        let mut engine = Counter::default();
        let mut records = Vec::new();
        let outcome = run(&mut engine, &script, &mut |r| records.push(r)).expect("runs");
        assert!(engine.declared);
        assert_eq!(
            outcome,
            Outcome {
                expectations: 2,
                failed: 1
            }
        );
        let timers: Vec<usize> = records
            .iter()
            .filter_map(|r| match r {
                Record::Timers { notes } => Some(notes.len()),
                _ => None,
            })
            .collect();
        assert_eq!(
            timers,
            vec![2],
            "timers at 00:10 and 00:20 fire before line 4"
        );
    }

    #[test]
    fn an_engine_refusal_stops_the_run_with_its_line() {
        let script = script::parse("system toy\nat 00:05 tick\nat 00:06 jump\n").expect("parses");
        let error = run(&mut Counter::default(), &script, &mut |_| {}).expect_err("refused");
        assert_eq!(error.line, 3);
        assert_eq!(error.to_string(), "line 3: unknown event");
    }
}
