//! A snapshot of one character for people and machines.
//!
//! [`CharacterState`] copies what a referee asks about a [`Character`]:
//! condition, hit points, armour points (body and helmet, current and
//! awarded), wounds, who tends them, healing touches left and the times
//! their timers end. It serialises to JSON and displays as one line, which
//! [`CharacterState::line`] also gives as message `anc-state` and its values
//! for a front end to word in its language.

use std::fmt;

use serde::Serialize;

use super::character::{Character, Condition, DeathCause};
use super::class::Class;
use super::location::{Covered, Location};
use super::timers::DEATH_AFTER;
use crate::play::Time;
use crate::saying::Said;

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

/// An absent value of [`CharacterState::line`] (no helmet, no timer, not a healer).
const NONE: &str = "none";

impl CharacterState {
    /// The state line: its English and the same as message `anc-state` and
    /// its values, from one [`said!`](crate::said) call so the two cannot
    /// drift apart.
    ///
    /// The values: `name`, `class` (`warrior`, `healer`), `condition`
    /// (`conscious`, `unconscious`, `dying`, `dead`), `hp`, `max_hp`,
    /// `armour`; `body` and `body_awarded` (`0`: no body armour) with the
    /// covered places `on1` to `on5` (`torso`, `arms`, `hands`, `legs`,
    /// `feet` in that order, the rest `none`); `helmet` and `helmet_awarded`
    /// (`none`: no helmet); `wounds` (`none`, `open`, `bound`, `reopened`);
    /// `tended` (`yes`, `no`) and `carer` (the carer's name or empty);
    /// `touches` (a number, or `none` for a warrior); `wakes_at`, `dies_at`,
    /// `kill_ends` and `died_at` (a time, or `none`).
    pub fn line(&self) -> (String, Said) {
        let places: Vec<&str> = self
            .armoured
            .locations()
            .into_iter()
            .map(Location::name)
            .collect();
        // `on1` to `on5`: body armour covers at most the five armourable places.
        let place = |i: usize| places.get(i).copied().unwrap_or(NONE);
        let helmet_awarded = self.helmet_awarded.map(|n| n.to_string());
        let touches = self.touches_left.map(|n| n.to_string());
        let [wakes_at, dies_at, kill_ends, died_at] = [
            self.wakes_at,
            self.dies_at,
            self.kill_count_ends,
            self.died_at,
        ]
        .map(|t| t.map(|t| t.to_string()));

        // The English of the optional parts, from the same values.
        let mut armour_parts = Vec::new();
        if self.body_awarded > 0 {
            armour_parts.push(format!(
                "body {}/{} on {}",
                self.body,
                self.body_awarded,
                places.join(",")
            ));
        }
        if let Some(awarded) = &helmet_awarded {
            armour_parts.push(format!("helmet {}/{awarded}", self.helmet));
        }
        let armour_detail = if armour_parts.is_empty() {
            String::new()
        } else {
            format!(" ({})", armour_parts.join(", "))
        };
        let tended_by = self
            .tended_by
            .as_ref()
            .map(|carer| format!(" (tended by {carer})"))
            .unwrap_or_default();
        let part = |words: &str, value: &Option<String>| {
            value
                .as_ref()
                .map(|v| format!(", {words} {v}"))
                .unwrap_or_default()
        };
        let after = [
            part("touches left", &touches),
            part("wakes at", &wakes_at),
            part("dies at", &dies_at),
            part("killing count ends at", &kill_ends),
            part("died at", &died_at),
        ]
        .concat();
        let or_none = |value: Option<String>| value.unwrap_or_else(|| NONE.to_string());

        crate::said!(
            "anc-state",
            "{name} ({class}) {condition}, HP {hp}/{max_hp}, armour {armour}{armour_detail}, wounds {wounds}{tended_by}{after}",
            name = &self.name,
            class = self.class,
            condition = self.condition,
            hp = self.hp,
            max_hp = self.max_hp,
            armour = self.armour,
            body = self.body,
            body_awarded = self.body_awarded,
            on1 = place(0),
            on2 = place(1),
            on3 = place(2),
            on4 = place(3),
            on5 = place(4),
            helmet = self.helmet,
            helmet_awarded = or_none(helmet_awarded),
            wounds = self.wounds,
            tended = if self.tended_by.is_some() {
                "yes"
            } else {
                "no"
            },
            carer = self.tended_by.as_deref().unwrap_or_default(),
            touches = or_none(touches),
            wakes_at = or_none(wakes_at),
            dies_at = or_none(dies_at),
            kill_ends = or_none(kill_ends),
            died_at = or_none(died_at),
        )
    }
}

impl crate::play::StateLine for CharacterState {
    fn said(&self) -> Option<Said> {
        Some(self.line().1)
    }
}

impl fmt::Display for CharacterState {
    /// `Kalev (warrior) conscious, HP 2/2, armour 3 (body 2/2 on torso,arms, helmet 1/1), wounds none`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.line().0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state() -> CharacterState {
        CharacterState {
            name: "Kalev".into(),
            class: Class::Warrior,
            condition: Condition::Unconscious,
            hp: 2,
            max_hp: 2,
            armour: 3,
            body: 2,
            body_awarded: 2,
            armoured: Covered::parse("torso,arms").expect("places"),
            helmet: 1,
            helmet_awarded: Some(1),
            wounds: "none",
            tended_by: Some("Mari".into()),
            touches_left: None,
            wakes_at: Some(Time::from_millis(90_000)),
            dies_at: None,
            kill_count_ends: None,
            died_at: None,
            death_cause: None,
        }
    }

    #[test]
    fn the_line_is_said_with_its_values_and_displayed_as_its_english() {
        let state = state();
        let (english, said) = state.line();
        assert_eq!(
            english,
            "Kalev (warrior) unconscious, HP 2/2, armour 3 (body 2/2 on torso,arms, helmet 1/1), \
             wounds none (tended by Mari), wakes at 01:30"
        );
        assert_eq!(state.to_string(), english);
        assert_eq!(crate::play::StateLine::said(&state), Some(said.clone()));
        assert_eq!(said.id, "anc-state");
        let args: Vec<String> = said.args.iter().map(|(k, v)| format!("{k}={v}")).collect();
        assert_eq!(
            args.join(" "),
            "name=Kalev class=warrior condition=unconscious hp=2 max_hp=2 armour=3 body=2 \
             body_awarded=2 on1=torso on2=arms on3=none on4=none on5=none helmet=1 \
             helmet_awarded=1 wounds=none tended=yes carer=Mari touches=none wakes_at=01:30 \
             dies_at=none kill_ends=none died_at=none"
        );
    }

    #[test]
    fn optional_parts_are_left_out_when_absent() {
        let state = CharacterState {
            class: Class::Healer,
            condition: Condition::Dead,
            armour: 0,
            body: 0,
            body_awarded: 0,
            armoured: Covered::NONE,
            helmet: 0,
            helmet_awarded: None,
            tended_by: None,
            touches_left: Some(4),
            wakes_at: None,
            dies_at: Some(Time::from_millis(600_000)),
            kill_count_ends: Some(Time::from_millis(10_000)),
            died_at: Some(Time::from_millis(3_600_000)),
            ..state()
        };
        let (english, said) = state.line();
        assert_eq!(
            english,
            "Kalev (healer) dead, HP 2/2, armour 0, wounds none, touches left 4, dies at 10:00, \
             killing count ends at 00:10, died at 01:00:00"
        );
        let value = |name: &str| {
            said.args
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
        };
        assert_eq!(value("helmet_awarded"), Some("none"));
        assert_eq!(value("tended"), Some("no"));
        assert_eq!(value("carer"), Some(""));
        assert_eq!(value("on1"), Some("none"));
    }
}
