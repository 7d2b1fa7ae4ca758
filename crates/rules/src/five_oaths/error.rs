//! Why the Five Oaths engine could not understand a script line.
//!
//! [`PlayError`] is a script error (the line is malformed or names nobody),
//! never a rules outcome: a refused action or a "No Effect" is a note, not an
//! error. The runner adds the line number.

use std::fmt;

use super::call::CallError;
use super::immunity::ResistError;

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

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Unknown { word, expected } => {
                write!(f, "{word:?} is not known here; expected {expected}")
            }
            PlayError::Form(form) => write!(f, "expected `{form}`"),
            PlayError::UnknownName(name) => write!(f, "nobody called {name:?} was declared"),
            PlayError::DuplicateName(name) => write!(f, "{name:?} is declared twice"),
            PlayError::BadValue { key, value, reason } => write!(f, "{key}={value:?}: {reason}"),
            PlayError::UnknownKey(key) => write!(f, "{key:?} is not a key this statement takes"),
            PlayError::UnknownLocation(word) => write!(
                f,
                "{word:?} is not a location (head, torso, left-arm, right-arm, left-leg, right-leg)"
            ),
            PlayError::Call { text, error } => write!(f, "call {text:?}: {error}"),
            PlayError::Resist(error) => write!(f, "{error}"),
            PlayError::NeedsLocation(text) => {
                write!(f, "call {text:?} needs a location (or Global)")
            }
            PlayError::MassHitsCaller(name) => {
                write!(
                    f,
                    "a Mass effect reaches everyone but its caller: {name} cannot be a target"
                )
            }
            PlayError::SeveralTargets(text) => {
                write!(f, "call {text:?} is not Mass: name one target")
            }
            PlayError::BlowIsNotASpell(text) => {
                write!(
                    f,
                    "call {text:?}: a weapon blow has no spell vocals; use `casts`"
                )
            }
            PlayError::ExecuteIsAnAction => f.write_str(
                "Execute follows 30 seconds of \"Executing\": write `NAME executes TARGET`",
            ),
            PlayError::NoResistFeat { name, effect } => {
                write!(
                    f,
                    "{name} has no resist feat for {effect} (declare resist=\"{effect} 10s\")"
                )
            }
        }
    }
}
