//! Why the Five Oaths engine could not understand a script line.
//!
//! [`PlayError`] is a script error (the line is malformed or names nobody),
//! never a rules outcome: a refused action or a "No Effect" is a note, not an
//! error. The runner adds the line number.

use super::call::CallError;
use super::immunity::ResistError;
use crate::play::{self, SaidError, Sentence};

/// A reason or an expected form of a script line (`expected the Vigour
/// spent, a whole number`) as a sentence; one the engine does not give
/// shows as it is.
fn phrase(text: &str) -> Sentence {
    match text {
        "`character` or `monster`" => {
            crate::said!("pye-fo-want-declaration", "`character` or `monster`")
        }
        "sworn, peacesworn or key=value" => {
            crate::said!(
                "pye-fo-want-character-word",
                "sworn, peacesworn or key=value"
            )
        }
        "NAME hits|casts|calls|resists|executes|restrains|releases|searches|carries|drops|stops|cooperates|struggles|escapes ..., referee, combat or time-in" =>
        {
            crate::said!(
                "pye-fo-want-event",
                "NAME hits|casts|calls|resists|executes|restrains|releases|searches|carries|drops|stops|cooperates|struggles|escapes ..., referee, combat or time-in"
            )
        }
        "expected the Vigour spent, a whole number" => crate::said!(
            "pye-fo-want-vigour-spent",
            "expected the Vigour spent, a whole number"
        ),
        "that word is reserved in scripts" => {
            crate::said!("pye-fo-reserved-word", "that word is reserved in scripts")
        }
        "not an effect of the catalogue" => {
            crate::said!("pye-fo-not-an-effect", "not an effect of the catalogue")
        }
        _ => {
            if let Some(min) = text.strip_prefix("expected a whole number of at least ") {
                crate::said!(
                    "pye-fo-want-number-from",
                    "expected a whole number of at least {min}",
                    min = min
                )
            } else if let Some(known) = text.strip_prefix("expected none, a number, or ") {
                crate::said!(
                    "pye-fo-want-armour",
                    "expected none, a number, or {known}",
                    known = known
                )
            } else if let Some(known) = text.strip_prefix("expected one of ") {
                crate::said!(
                    "pye-fo-want-one-of",
                    "expected one of {known}",
                    known = known
                )
            } else {
                play::unsaid(text)
            }
        }
    }
}

impl SaidError for PlayError {
    fn said_chain(&self) -> Vec<Sentence> {
        let sentence = match self {
            PlayError::Unknown { word, expected } => {
                return play::framed(
                    |error| {
                        crate::said!(
                            "pye-fo-unknown",
                            "{word} is not known here; expected {error}",
                            word = format!("{word:?}"),
                            error = error
                        )
                    },
                    vec![phrase(expected)],
                );
            }
            PlayError::Form(form) => crate::said!("pye-fo-form", "expected `{form}`", form = form),
            PlayError::UnknownName(name) => crate::said!(
                "pye-fo-unknown-name",
                "nobody called {name} was declared",
                name = format!("{name:?}")
            ),
            PlayError::DuplicateName(name) => crate::said!(
                "pye-fo-duplicate-name",
                "{name} is declared twice",
                name = format!("{name:?}")
            ),
            PlayError::BadValue { key, value, reason } => {
                return play::framed(
                    |error| {
                        crate::said!(
                            "pye-bad-value",
                            "{field}={value}: {error}",
                            field = key,
                            value = format!("{value:?}"),
                            error = error
                        )
                    },
                    vec![phrase(reason)],
                );
            }
            PlayError::UnknownKey(key) => crate::said!(
                "pye-fo-unknown-key",
                "{key} is not a key this statement takes",
                key = format!("{key:?}")
            ),
            PlayError::UnknownLocation(word) => crate::said!(
                "pye-fo-unknown-location",
                "{word} is not a location (head, torso, left-arm, right-arm, left-leg, right-leg)",
                word = format!("{word:?}")
            ),
            PlayError::Call { text, error } => {
                return play::framed(
                    |error| {
                        crate::said!(
                            "pye-fo-call",
                            "call {text}: {error}",
                            text = format!("{text:?}"),
                            error = error
                        )
                    },
                    error.said_chain(),
                );
            }
            PlayError::Resist(error) => return error.said_chain(),
            PlayError::NeedsLocation(text) => crate::said!(
                "pye-fo-needs-location",
                "call {text} needs a location (or Global)",
                text = format!("{text:?}")
            ),
            PlayError::MassHitsCaller(name) => crate::said!(
                "pye-fo-mass-hits-caller",
                "a Mass effect reaches everyone but its caller: {name} cannot be a target",
                name = name
            ),
            PlayError::SeveralTargets(text) => crate::said!(
                "pye-fo-several-targets",
                "call {text} is not Mass: name one target",
                text = format!("{text:?}")
            ),
            PlayError::BlowIsNotASpell(text) => crate::said!(
                "pye-fo-blow-is-not-a-spell",
                "call {text}: a weapon blow has no spell vocals; use `casts`",
                text = format!("{text:?}")
            ),
            PlayError::ExecuteIsAnAction => crate::said!(
                "pye-fo-execute-is-an-action",
                "Execute follows 30 seconds of \"Executing\": write `NAME executes TARGET`"
            ),
            PlayError::NoResistFeat { name, effect } => crate::said!(
                "pye-fo-no-resist-feat",
                "{name} has no resist feat for {effect} (declare resist=\"{effect} 10s\")",
                name = name,
                effect = effect
            ),
        };
        vec![sentence]
    }
}

/// A script line the engine refuses.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The statement's verb is unknown; says what was expected.
    Unknown {
        /// The word.
        word: String,
        /// What is allowed here.
        expected: &'static str,
    },
    /// A part of the statement is missing; shows the statement's form.
    Form(&'static str),
    /// Nobody of that name was declared.
    UnknownName(String),
    /// A name declared twice.
    DuplicateName(String),
    /// A key=value with a value the engine cannot use.
    BadValue {
        /// The key.
        key: String,
        /// The refused value.
        value: String,
        /// Why.
        reason: String,
    },
    /// A key that does not belong here.
    UnknownKey(String),
    /// A word that is neither a location nor a name.
    UnknownLocation(String),
    /// The call is not valid.
    Call {
        /// What was called.
        text: String,
        /// Why it is refused.
        #[source]
        error: CallError,
    },
    /// A resist feat that cannot be read.
    Resist(#[source] ResistError),
    /// A location is needed for this call.
    NeedsLocation(String),
    /// A Mass call names its own caller.
    MassHitsCaller(String),
    /// Several targets for a call without Mass.
    SeveralTargets(String),
    /// A weapon blow with spell vocals or `Instant cast`.
    BlowIsNotASpell(String),
    /// Execute called directly instead of executing for 30 seconds.
    ExecuteIsAnAction,
    /// A character resists an effect without a feat for it.
    NoResistFeat {
        /// Who.
        name: String,
        /// The effect.
        effect: String,
    },
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::play::english(&crate::play::SaidError::said_chain(
            self,
        )))
    }
}
