//! A snapshot of one character for people and machines.
//!
//! [`CharacterState`] copies what a referee asks about a [`Character`]:
//! condition, hit points, armour points (body and helmet, current and
//! awarded), wounds, who tends them, healing touches left and the times
//! their timers end. It serialises to JSON and displays as one line.

use std::fmt;

use serde::Serialize;

use super::character::{Character, Condition, DeathCause};
use super::class::Class;
use super::location::Covered;
use super::timers::DEATH_AFTER;
use crate::play::Time;

/// One character's state at one moment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CharacterState {
    /// Name.
    pub name: String,
    /// Class.
    pub class: Class,
    /// Conscious, unconscious, dying or dead.
    pub condition: Condition,
    /// Hit points now.
    pub hp: u8,
    /// Hit points at full health.
    pub max_hp: u8,
    /// Armour points left (body + helmet).
    pub armour: u8,
    /// Body armour points left.
    pub body: u8,
    /// Body armour points awarded.
    pub body_awarded: u8,
    /// Where the body armour is worn.
    pub armoured: Covered,
    /// Helmet points left.
    pub helmet: u8,
    /// Helmet points awarded (`None`: no helmet).
    pub helmet_awarded: Option<u8>,
    /// `none`, `open`, `bound` or `reopened`.
    pub wounds: &'static str,
    /// Who tends the character.
    pub tended_by: Option<String>,
    /// Healing touches left this scenario (healers only).
    pub touches_left: Option<u8>,
    /// When a knock-out wears off.
    pub wakes_at: Option<Time>,
    /// When a dying character dies if nobody helps.
    pub dies_at: Option<Time>,
    /// When a running killing count ends.
    pub kill_count_ends: Option<Time>,
    /// When the character died.
    pub died_at: Option<Time>,
    /// How the character died.
    pub death_cause: Option<DeathCause>,
}

impl From<&Character> for CharacterState {
    fn from(c: &Character) -> CharacterState {
        let award = c.award();
        CharacterState {
            name: c.name().to_string(),
            class: c.class(),
            condition: c.condition(),
            hp: c.hit_points(),
            max_hp: c.max_hit_points(),
            armour: c.armour_points(),
            body: c.body_points(),
            body_awarded: award.body,
            armoured: award.covered,
            helmet: c.helmet_points(),
            helmet_awarded: award.helmet,
            wounds: c.wounds().name(),
            tended_by: c.tended_by().map(str::to_string),
            touches_left: c.heal_touches_left(),
            wakes_at: c.wakes_at(),
            dies_at: c.dying_since().map(|t| t.plus(DEATH_AFTER)),
            kill_count_ends: c.kill_count_ends(),
            died_at: c.death().map(|(t, _)| t),
            death_cause: c.death().map(|(_, cause)| cause),
        }
    }
}

impl crate::play::StateLine for CharacterState {}

impl fmt::Display for CharacterState {
    /// `Kalev (warrior) conscious, HP 2/2, armour 3 (body 2/2 on torso,arms, helmet 1/1), wounds none`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}) {}, HP {}/{}, armour {}",
            self.name, self.class, self.condition, self.hp, self.max_hp, self.armour
        )?;
        let mut parts = Vec::new();
        if self.body_awarded > 0 {
            parts.push(format!(
                "body {}/{} on {}",
                self.body, self.body_awarded, self.armoured
            ));
        }
        if let Some(awarded) = self.helmet_awarded {
            parts.push(format!("helmet {}/{awarded}", self.helmet));
        }
        if !parts.is_empty() {
            write!(f, " ({})", parts.join(", "))?;
        }
        write!(f, ", wounds {}", self.wounds)?;
        if let Some(carer) = &self.tended_by {
            write!(f, " (tended by {carer})")?;
        }
        if let Some(left) = self.touches_left {
            write!(f, ", touches left {left}")?;
        }
        if let Some(t) = self.wakes_at {
            write!(f, ", wakes at {t}")?;
        }
        if let Some(t) = self.dies_at {
            write!(f, ", dies at {t}")?;
        }
        if let Some(t) = self.kill_count_ends {
            write!(f, ", killing count ends at {t}")?;
        }
        if let Some(t) = self.died_at {
            write!(f, ", died at {t}")?;
        }
        Ok(())
    }
}
