//! A character in play: class, hit points, armour points, consciousness,
//! wounds and the timers that run on them.
//!
//! [`Character`] is built from a name and a [`Class`], optionally with
//! game-master hit points and an [`Armour`] award (body points, the places
//! body armour covers, helmet points). Its state is read through
//! [`Character::condition`] ([`Condition`]: conscious, unconscious, dying,
//! dead), hit and armour point getters, and [`Character::wounds`]
//! ([`Wounds`]). The changes themselves live next door: [`super::event`]
//! (strikes, stones, knock-outs, binding...), [`super::timers`] (death,
//! waking, regeneration, the kill count) and [`super::healer`].

use std::fmt;

use serde::Serialize;

use super::class::Class;
use super::location::Covered;
use crate::play::{Note, Span, Time};
use crate::saying::Said;

/// "A character can never have over 5 armor points (even with all armor and
/// helmet combined)" (Appendix 2).
pub const MAX_ARMOUR_POINTS: u8 = 5;

/// "Healing with touch, 5 times per scenario" (Appendix 3, the Healer): a
/// healer's touches left are part of the character's state.
pub const TOUCHES_PER_SCENARIO: u8 = 5;

/// "He has lain unconscious (HP=0) for 10 minutes": when a dying character
/// dies (the timers run it; a character shows when it will be).
pub const DEATH_AFTER: Span = Span::from_secs(10 * 60);

/// Adds what the engine says at `time`: its English and its message id and
/// values, both from one [`crate::said!`] so they cannot drift apart. Every
/// note about a character names it first in English (`Kalev: regains
/// consciousness`) and gives the name as the `name` value.
pub(super) fn note(notes: &mut Vec<Note>, time: Time, (text, said): (String, Said)) {
    notes.push(Note {
        time,
        text,
        says: Some(said),
    });
}

/// Why a character or an armour award was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CharacterError {
    /// Body and helmet points together over [`MAX_ARMOUR_POINTS`].
    TooManyArmourPoints {
        /// Body points asked for.
        body: u8,
        /// Helmet points asked for.
        helmet: u8,
    },
    /// Body points without a place where the armour is worn.
    BodyPointsWithoutCover {
        /// Body points asked for.
        body: u8,
    },
    /// A character with no hit points to start with.
    NoHitPoints,
    /// An empty name.
    EmptyName,
}

impl std::fmt::Display for CharacterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::play::english(&crate::play::SaidError::said_chain(
            self,
        )))
    }
}

impl crate::play::SaidError for CharacterError {
    fn said_chain(&self) -> Vec<crate::play::Sentence> {
        vec![match self {
            CharacterError::TooManyArmourPoints { body, helmet } => crate::said!(
                "pye-anc-too-many-armour-points",
                "body={body} helmet={helmet}: a character can never have over {max} armour points (Appendix 2)",
                body = body,
                helmet = helmet,
                max = MAX_ARMOUR_POINTS
            ),
            CharacterError::BodyPointsWithoutCover { body } => crate::said!(
                "pye-anc-body-without-cover",
                "body={body} needs armoured=PLACES (torso, arms, legs): body armour counts only where it is worn",
                body = body
            ),
            CharacterError::NoHitPoints => crate::said!(
                "pye-anc-no-hit-points",
                "hp=0: a character starts with at least 1 hit point"
            ),
            CharacterError::EmptyName => {
                crate::said!("pye-anc-empty-name", "a character needs a name")
            }
        }]
    }
}

/// An armour award (Appendix 2): body points where body armour is worn, and
/// helmet points that protect the whole body and are lost last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Armour {
    /// Body armour points.
    pub body: u8,
    /// Where the body armour is worn.
    pub covered: Covered,
    /// Helmet points; `None` when no helmet is worn, `Some(0)` for a helmet
    /// that earns no points (it still stops a knock-out).
    pub helmet: Option<u8>,
}

impl Armour {
    /// No armour and no helmet.
    pub const NONE: Armour = Armour {
        body: 0,
        covered: Covered::NONE,
        helmet: None,
    };

    /// An award, checked against the 5-point cap; body points need somewhere
    /// to be worn.
    ///
    /// ```
    /// use armoury_rules::ancalagon::{Armour, Covered};
    /// let covered = Covered::parse("torso,arms").unwrap();
    /// assert!(Armour::new(2, covered, Some(1)).is_ok());
    /// assert!(Armour::new(4, covered, Some(2)).is_err(), "over 5 points");
    /// ```
    pub fn new(body: u8, covered: Covered, helmet: Option<u8>) -> Result<Armour, CharacterError> {
        let helmet_points = helmet.unwrap_or(0);
        if u16::from(body) + u16::from(helmet_points) > u16::from(MAX_ARMOUR_POINTS) {
            return Err(CharacterError::TooManyArmourPoints {
                body,
                helmet: helmet_points,
            });
        }
        if body > 0 && covered.is_empty() {
            return Err(CharacterError::BodyPointsWithoutCover { body });
        }
        Ok(Armour {
            body,
            covered,
            helmet,
        })
    }

    /// Helmet points awarded (0 without a helmet).
    pub fn helmet_points(&self) -> u8 {
        self.helmet.unwrap_or(0)
    }
}

/// How a character is, for people and for `expect`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Condition {
    /// Awake and able to act.
    Conscious,
    /// Unconscious with hit points left (knocked out, big stone on a shield):
    /// wakes by itself, is not dying.
    Unconscious,
    /// Unconscious at 0 hit points: dies after 10 minutes unless helped.
    Dying,
    /// Dead: off to Valhalla.
    Dead,
}

impl Condition {
    /// The condition's name in scripts.
    pub const fn name(self) -> &'static str {
        match self {
            Condition::Conscious => "conscious",
            Condition::Unconscious => "unconscious",
            Condition::Dying => "dying",
            Condition::Dead => "dead",
        }
    }
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The state of a character's wounds ("Tending and binding wounds").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Wounds {
    /// At full hit points: nothing to bind.
    #[default]
    None,
    /// Wounded and not bound: no hit points come back.
    Open,
    /// Bound: hit points come back (see [`super::timers`]).
    Bound {
        /// Regeneration earned since the last hit point, in untended
        /// milliseconds (tended time counts double).
        progress: u64,
        /// Up to when `progress` is counted.
        counted_to: Time,
    },
    /// Bound wounds opened again by strenuous activity: no regeneration
    /// until bound again.
    Reopened,
}

impl Wounds {
    /// The state's name (`none`, `open`, `bound`, `reopened`).
    pub const fn name(self) -> &'static str {
        match self {
            Wounds::None => "none",
            Wounds::Open => "open",
            Wounds::Bound { .. } => "bound",
            Wounds::Reopened => "reopened",
        }
    }
}

impl fmt::Display for Wounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a character died.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeathCause {
    /// "He has lain unconscious (HP=0) for 10 minutes."
    LayUnconscious,
    /// "He is permanently killed": the 10-second count was finished.
    Killed,
}

/// A character in play. Fields change only through the event, timer and
/// healer functions of this module's siblings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Character {
    pub(super) name: String,
    pub(super) class: Class,
    pub(super) max_hp: u8,
    pub(super) hp: u8,
    pub(super) award: Armour,
    pub(super) body: u8,
    pub(super) helmet: u8,
    pub(super) dead: Option<(Time, DeathCause)>,
    /// When a knock-out (or a big stone on a shield) wears off.
    pub(super) knocked_out_until: Option<Time>,
    /// Since when the character has lain unconscious at 0 hit points.
    pub(super) dying_since: Option<Time>,
    pub(super) wounds: Wounds,
    /// Who tends this character (a declared character's name).
    pub(super) tended_by: Option<String>,
    /// When the deliberate killing count, if one is running, ends.
    pub(super) kill_count_ends: Option<Time>,
    /// Heal touches used this scenario (healers only).
    pub(super) touches_used: u8,
}

impl Character {
    /// A character of `class` with the class's hit points and no armour.
    ///
    /// ```
    /// use armoury_rules::ancalagon::{Character, Class, Condition};
    /// let mari = Character::new("Mari", Class::Healer).unwrap();
    /// assert_eq!(mari.hit_points(), 1);
    /// assert_eq!(mari.condition(), Condition::Conscious);
    /// ```
    pub fn new(name: &str, class: Class) -> Result<Character, CharacterError> {
        if name.trim().is_empty() {
            return Err(CharacterError::EmptyName);
        }
        let hp = class.hit_points();
        Ok(Character {
            name: name.to_string(),
            class,
            max_hp: hp,
            hp,
            award: Armour::NONE,
            body: 0,
            helmet: 0,
            dead: None,
            knocked_out_until: None,
            dying_since: None,
            wounds: Wounds::None,
            tended_by: None,
            kill_count_ends: None,
            touches_used: 0,
        })
    }

    /// The same character with hit points the game master set.
    pub fn with_hit_points(mut self, hp: u8) -> Result<Character, CharacterError> {
        if hp == 0 {
            return Err(CharacterError::NoHitPoints);
        }
        self.max_hp = hp;
        self.hp = hp;
        Ok(self)
    }

    /// The same character wearing an armour award.
    pub fn with_armour(mut self, armour: Armour) -> Character {
        self.award = armour;
        self.body = armour.body;
        self.helmet = armour.helmet_points();
        self
    }

    /// The character's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The character's class.
    pub fn class(&self) -> Class {
        self.class
    }

    /// Hit points now.
    pub fn hit_points(&self) -> u8 {
        self.hp
    }

    /// Hit points at full health (the class's, or the game master's value).
    pub fn max_hit_points(&self) -> u8 {
        self.max_hp
    }

    /// The armour award (restored at scenario start and respawn).
    pub fn award(&self) -> Armour {
        self.award
    }

    /// Body armour points left.
    pub fn body_points(&self) -> u8 {
        self.body
    }

    /// Helmet points left.
    pub fn helmet_points(&self) -> u8 {
        self.helmet
    }

    /// All armour points left.
    pub fn armour_points(&self) -> u8 {
        self.body + self.helmet
    }

    /// Whether the character wears a helmet (even one with no points).
    pub fn wears_helmet(&self) -> bool {
        self.award.helmet.is_some()
    }

    /// Conscious, unconscious, dying or dead.
    pub fn condition(&self) -> Condition {
        if self.dead.is_some() {
            Condition::Dead
        } else if self.dying_since.is_some() {
            Condition::Dying
        } else if self.knocked_out_until.is_some() {
            Condition::Unconscious
        } else {
            Condition::Conscious
        }
    }

    /// Whether the character can act (conscious and alive).
    pub fn is_conscious(&self) -> bool {
        self.condition() == Condition::Conscious
    }

    /// When and how the character died.
    pub fn death(&self) -> Option<(Time, DeathCause)> {
        self.dead
    }

    /// The state of the character's wounds.
    pub fn wounds(&self) -> Wounds {
        self.wounds
    }

    /// Who tends the character, if anyone.
    pub fn tended_by(&self) -> Option<&str> {
        self.tended_by.as_deref()
    }

    /// When a running deliberate-killing count ends.
    pub fn kill_count_ends(&self) -> Option<Time> {
        self.kill_count_ends
    }

    /// When an unconsciousness without hit point loss wears off.
    pub fn wakes_at(&self) -> Option<Time> {
        self.knocked_out_until
    }

    /// Since when the character has been dying (unconscious at 0 HP).
    pub fn dying_since(&self) -> Option<Time> {
        self.dying_since
    }

    /// Heal touches left this scenario; `None` for a class that has none.
    pub fn heal_touches_left(&self) -> Option<u8> {
        (self.class == Class::Healer)
            .then(|| TOUCHES_PER_SCENARIO.saturating_sub(self.touches_used))
    }

    /// Removes up to `amount` hit points. A blow that reaches the hit points
    /// is a new, unbound wound; at 0 hit points the character is unconscious
    /// and dying.
    pub(super) fn lose_hit_points(&mut self, amount: u8, now: Time, notes: &mut Vec<Note>) {
        if amount == 0 {
            return;
        }
        let lost = amount.min(self.hp);
        self.hp -= lost;
        if matches!(self.wounds, Wounds::Bound { .. }) {
            note(
                notes,
                now,
                crate::said!(
                    "anc-new-wound",
                    "{name}: a new wound: it is not bound, no regeneration until bound",
                    name = &self.name,
                ),
            );
        }
        self.wounds = Wounds::Open;
        if lost > 0 {
            note(
                notes,
                now,
                crate::said!(
                    "anc-loses-hit-points",
                    "{name}: loses {lost} hit point(s), {left} left",
                    name = &self.name,
                    lost = &lost,
                    left = self.hp,
                ),
            );
        } else {
            note(
                notes,
                now,
                crate::said!(
                    "anc-no-hit-points-to-lose",
                    "{name}: no hit points left to lose",
                    name = &self.name,
                ),
            );
        }
        if self.hp == 0 {
            self.start_dying(now, notes);
        }
    }

    /// Unconscious at 0 HP: the 10-minute death count starts (if not already running).
    pub(super) fn start_dying(&mut self, now: Time, notes: &mut Vec<Note>) {
        if self.dying_since.is_none() {
            self.dying_since = Some(now);
            self.knocked_out_until = None;
            let dies_at = now.plus(DEATH_AFTER);
            note(
                notes,
                now,
                crate::said!(
                    "anc-dying",
                    "{name}: unconscious at 0 HP, dying: dead at {dies_at} unless helped",
                    name = &self.name,
                    dies_at = &dies_at,
                ),
            );
        }
    }

    /// Back to consciousness: ends dying, knock-out and any kill count.
    pub(super) fn come_round(&mut self, now: Time, notes: &mut Vec<Note>) {
        let was = self.condition();
        self.dying_since = None;
        self.knocked_out_until = None;
        if self.kill_count_ends.take().is_some() {
            note(notes, now, self.kill_count_interrupted());
        }
        if matches!(was, Condition::Unconscious | Condition::Dying) {
            note(
                notes,
                now,
                crate::said!(
                    "anc-regains-consciousness",
                    "{name}: regains consciousness",
                    name = &self.name,
                ),
            );
        }
    }

    /// "The killing count is interrupted", said when a heal or binding brings
    /// the character round and when the count is stopped.
    pub(super) fn kill_count_interrupted(&self) -> (String, Said) {
        crate::said!(
            "anc-kill-count-interrupted",
            "{name}: the killing count is interrupted",
            name = &self.name,
        )
    }

    /// Full hit points and armour, conscious, no wounds (scenario start, respawn).
    /// Heal touches are per scenario: `reset_touches` says whether they come back too.
    pub(super) fn restore(&mut self, reset_touches: bool) {
        self.hp = self.max_hp;
        self.body = self.award.body;
        self.helmet = self.award.helmet_points();
        self.dead = None;
        self.knocked_out_until = None;
        self.dying_since = None;
        self.wounds = Wounds::None;
        self.tended_by = None;
        self.kill_count_ends = None;
        if reset_touches {
            self.touches_used = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ancalagon::Location;

    #[test]
    fn armour_awards_are_capped_at_five_points() {
        let torso = Covered::NONE.with(Location::Torso).expect("armourable");
        // (body, helmet, accepted): Appendix 2 "never over 5 armor points".
        let rows = [
            (5, None, true),
            (4, Some(1), true),
            (3, Some(3), false),
            (6, None, false),
            (0, Some(5), true),
        ];
        for (body, helmet, ok) in rows {
            assert_eq!(
                Armour::new(body, torso, helmet).is_ok(),
                ok,
                "{body} {helmet:?}"
            );
        }
        assert_eq!(
            Armour::new(1, Covered::NONE, None),
            Err(CharacterError::BodyPointsWithoutCover { body: 1 })
        );
    }

    #[test]
    fn a_new_character_starts_whole() {
        let kalev = Character::new("Kalev", Class::Warrior)
            .and_then(|c| c.with_hit_points(3))
            .expect("valid");
        assert_eq!((kalev.hit_points(), kalev.max_hit_points()), (3, 3));
        assert_eq!(kalev.heal_touches_left(), None);
        assert!(!kalev.wears_helmet());
        assert_eq!(
            Character::new(" ", Class::Warrior),
            Err(CharacterError::EmptyName)
        );
        assert!(kalev.with_hit_points(0).is_err());
    }
}
