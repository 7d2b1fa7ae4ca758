//! A 30-second action under way ([`Action`]: who does which
//! [`ActionKind`] to whom, until when). How actions start, run and end is
//! the engine's job (`action_rules.rs`).

use std::fmt;

use serde::{Serialize, Serializer};

use super::character::Character;
use crate::play::Time;

/// Which 30-second action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ActionKind {
    /// "Executing" for 30 seconds, then Execute.
    Execute,
    /// Tying up an unresisting target.
    Restrain,
    /// Untying a restrained target.
    Release,
    /// Searching an unresisting target.
    Search,
}

impl ActionKind {
    /// The English verb, also the key a message selects on: `executing`,
    /// `restraining`, `releasing`, `searching`.
    pub(super) fn verb(self) -> &'static str {
        match self {
            ActionKind::Execute => "executing",
            ActionKind::Restrain => "restraining",
            ActionKind::Release => "releasing",
            ActionKind::Search => "searching",
        }
    }
}

/// An action under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    /// Which.
    pub kind: ActionKind,
    /// Who does it (index into the engine's characters).
    pub actor: usize,
    /// Who it is done to.
    pub target: usize,
    /// When it completes.
    pub due: Time,
}

impl Action {
    /// What a state shows of it: who it is done to, until when.
    pub fn doing(&self, characters: &[Character]) -> Doing {
        let target = characters.get(self.target).map_or("?", |c| c.name.as_str());
        Doing {
            kind: self.kind,
            target: target.to_string(),
            until: self.due,
        }
    }

    /// `executing Bran until 00:35`.
    pub fn describe(&self, characters: &[Character]) -> String {
        self.doing(characters).to_string()
    }
}

/// An action under way as a character's state shows it. Its English
/// (`Display`, and its JSON) is `executing Bran until 00:35`, as
/// expectations compare it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Doing {
    /// Which action.
    pub kind: ActionKind,
    /// Who it is done to (by name).
    pub target: String,
    /// When it completes.
    pub until: Time,
}

impl fmt::Display for Doing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} until {}",
            self.kind.verb(),
            self.target,
            self.until
        )
    }
}

impl Serialize for Doing {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}
