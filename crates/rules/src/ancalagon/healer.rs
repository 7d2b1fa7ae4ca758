//! Care that takes two characters: healing by touch and tending.
//!
//! Healing by touch (Appendix 3, Healer): [`TOUCHES_PER_SCENARIO`] times a
//! scenario a healer restores all hit points of one character and brings an
//! unconscious one round at once; a sixth touch is refused and not counted,
//! nor is a touch on the dead. Touches come back at scenario start, not at a
//! respawn ("5 times per scenario").
//!
//! Tending ("Tending and binding wounds"): anyone conscious may role-play
//! caring for a motionless character; bound wounds then heal twice as fast.
//! A healer may care for up to [`TENDED_AT_ONCE`] characters at a time
//! (carrying no weapon, within 1 m, doing nothing else: the referee's call,
//! repeated in the note). The rules give no such limit for other carers.
//! Tending ends when either side can no longer keep it up (see
//! [`super::Scene`]'s tidying after every change).

use super::character::{Condition, Wounds};
use super::class::Class;
use super::scene::Scene;
use crate::play::Note;

pub use super::character::TOUCHES_PER_SCENARIO;
/// "A Healer can care for up to two characters at a time."
pub const TENDED_AT_ONCE: usize = 2;

impl Scene {
    /// `healer` touches `target` (indices into the scene's characters).
    pub(super) fn heal_touch(&mut self, target: usize, healer: usize, notes: &mut Vec<Note>) {
        let now = self.now;
        let (healer_name, refusal) = {
            let h = &self.characters[healer];
            let refusal = if h.class != Class::Healer {
                Some(format!(
                    "{} is a {}, not a healer: no healing by touch",
                    h.name, h.class
                ))
            } else if !h.is_conscious() {
                Some(format!("{} is {} and cannot heal", h.name, h.condition()))
            } else if h.touches_used >= TOUCHES_PER_SCENARIO {
                Some(format!(
                    "{} has used all {TOUCHES_PER_SCENARIO} healing touches of this scenario: touch refused",
                    h.name
                ))
            } else if self.characters[target].condition() == Condition::Dead {
                Some("the dead cannot be healed: touch refused (not counted)".to_string())
            } else {
                None
            };
            (h.name.clone(), refusal)
        };
        let t = &mut self.characters[target];
        if let Some(reason) = refusal {
            t.note(notes, now, reason);
            return;
        }
        t.hp = t.max_hp;
        t.wounds = Wounds::None;
        t.note(
            notes,
            now,
            format!(
                "healed by {healer_name}'s touch: all hit points back ({})",
                t.hp
            ),
        );
        t.come_round(now, notes);
        let h = &mut self.characters[healer];
        h.touches_used += 1;
        let left = TOUCHES_PER_SCENARIO - h.touches_used;
        h.note(
            notes,
            now,
            format!("{left} healing touch(es) left this scenario"),
        );
    }

    /// `carer` starts tending `target`.
    pub(super) fn tend(&mut self, target: usize, carer: usize, notes: &mut Vec<Note>) {
        let now = self.now;
        let c = &self.characters[carer];
        let carer_name = c.name.clone();
        let patients = self
            .characters
            .iter()
            .enumerate()
            .filter(|(i, p)| *i != target && p.tended_by.as_deref() == Some(carer_name.as_str()))
            .count();
        let refusal = if target == carer {
            Some("cannot tend oneself".to_string())
        } else if !c.is_conscious() {
            Some(format!(
                "{carer_name} is {} and cannot tend anyone",
                c.condition()
            ))
        } else if c.class == Class::Healer && patients >= TENDED_AT_ONCE {
            Some(format!(
                "{carer_name} already cares for {TENDED_AT_ONCE} characters: a healer tends up to two at a time"
            ))
        } else if self.characters[target].condition() == Condition::Dead {
            Some("the dead cannot be tended".to_string())
        } else if self.characters[target].wounds == Wounds::None {
            Some("no wounds to tend".to_string())
        } else {
            None
        };
        let healer = c.class == Class::Healer;
        let t = &mut self.characters[target];
        if let Some(reason) = refusal {
            t.note(notes, now, reason);
            return;
        }
        t.settle_regeneration(now);
        if let Some(previous) = t.tended_by.replace(carer_name.clone()) {
            t.note(notes, now, format!("{previous} stops tending"));
        }
        let mut text =
            format!("tended by {carer_name}, lying motionless: bound wounds heal twice as fast");
        if healer {
            text.push_str(
                " (the healer carries no weapon, stays within 1 m and does nothing else)",
            );
        }
        if !matches!(t.wounds, Wounds::Bound { .. }) {
            text.push_str("; the wounds are not bound, so no hit points come back yet");
        }
        t.note(notes, now, text);
    }

    /// Whoever tends `target` stops.
    pub(super) fn stop_tending(&mut self, target: usize, notes: &mut Vec<Note>) {
        let now = self.now;
        let t = &mut self.characters[target];
        t.settle_regeneration(now);
        match t.tended_by.take() {
            Some(carer) => t.note(notes, now, format!("{carer} stops tending")),
            None => t.note(notes, now, "nobody was tending".into()),
        }
    }
}
