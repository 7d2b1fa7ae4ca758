//! A 30-second action under way ([`Action`]: who does which
//! [`ActionKind`] to whom, until when). How actions start, run and end is
//! the engine's job (`action_rules.rs`).

use serde::Serialize;

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
    /// `executing Bran until 00:35`.
    pub fn describe(&self, characters: &[Character]) -> String {
        let target = characters.get(self.target).map_or("?", |c| c.name.as_str());
        format!("{} {target} until {}", self.kind.verb(), self.due)
    }
}
