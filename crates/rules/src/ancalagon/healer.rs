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

use super::character::{Condition, Wounds, note};
use super::class::Class;
use super::scene::Scene;
use crate::play::Note;
use crate::saying::Said;

pub use super::character::TOUCHES_PER_SCENARIO;
/// "A Healer can care for up to two characters at a time."
pub const TENDED_AT_ONCE: usize = 2;

impl Scene {
    /// `healer` touches `target` (indices into the scene's characters).
    pub(super) fn heal_touch(&mut self, target: usize, healer: usize, notes: &mut Vec<Note>) {
        let now = self.now;
        let (healer_name, refusal) = {
            let h = &self.characters[healer];
            let t = &self.characters[target];
            let name = &t.name;
            let refusal = if h.class != Class::Healer {
                Some(crate::said!(
                    "anc-touch-not-healer",
                    "{name}: {healer} is a {class}, not a healer: no healing by touch",
                    name = &name,
                    healer = &h.name,
                    class = h.class,
                ))
            } else if !h.is_conscious() {
                Some(crate::said!(
                    "anc-touch-healer-cannot",
                    "{name}: {healer} is {condition} and cannot heal",
                    name = &name,
                    healer = &h.name,
                    condition = h.condition(),
                ))
            } else if h.touches_used >= TOUCHES_PER_SCENARIO {
                Some(crate::said!(
                    "anc-touch-used-up",
                    "{name}: {healer} has used all {touches} healing touches of this scenario: touch refused",
                    name = &name,
                    healer = &h.name,
                    touches = TOUCHES_PER_SCENARIO,
                ))
            } else if t.condition() == Condition::Dead {
                Some(crate::said!(
                    "anc-touch-dead",
                    "{name}: the dead cannot be healed: touch refused (not counted)",
                    name = &name,
                ))
            } else {
                None
            };
            (h.name.clone(), refusal)
        };
        let t = &mut self.characters[target];
        if let Some(reason) = refusal {
            note(notes, now, reason);
            return;
        }
        t.hp = t.max_hp;
        t.wounds = Wounds::None;
        note(
            notes,
            now,
            crate::said!(
                "anc-touch-healed",
                "{name}: healed by {healer}'s touch: all hit points back ({hp})",
                name = &t.name,
                healer = &healer_name,
                hp = t.hp,
            ),
        );
        t.come_round(now, notes);
        let h = &mut self.characters[healer];
        h.touches_used += 1;
        note(
            notes,
            now,
            crate::said!(
                "anc-touches-left",
                "{name}: {left} healing touch(es) left this scenario",
                name = &h.name,
                left = TOUCHES_PER_SCENARIO - h.touches_used,
            ),
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
        let t = &self.characters[target];
        let name = &t.name;
        let refusal = if target == carer {
            Some(crate::said!(
                "anc-tend-oneself",
                "{name}: cannot tend oneself",
                name = &name,
            ))
        } else if !c.is_conscious() {
            Some(crate::said!(
                "anc-tend-carer-cannot",
                "{name}: {carer} is {condition} and cannot tend anyone",
                name = &name,
                carer = &carer_name,
                condition = c.condition(),
            ))
        } else if c.class == Class::Healer && patients >= TENDED_AT_ONCE {
            Some(crate::said!(
                "anc-tend-healer-full",
                "{name}: {carer} already cares for {most} characters: a healer tends up to two at a time",
                name = &name,
                carer = &carer_name,
                most = TENDED_AT_ONCE,
            ))
        } else if t.condition() == Condition::Dead {
            Some(crate::said!(
                "anc-tend-dead",
                "{name}: the dead cannot be tended",
                name = &name,
            ))
        } else if t.wounds == Wounds::None {
            Some(crate::said!(
                "anc-tend-no-wounds",
                "{name}: no wounds to tend",
                name = &name,
            ))
        } else {
            None
        };
        let healer = c.class == Class::Healer;
        let t = &mut self.characters[target];
        if let Some(reason) = refusal {
            note(notes, now, reason);
            return;
        }
        t.settle_regeneration(now);
        if let Some(previous) = t.tended_by.replace(carer_name.clone()) {
            note(notes, now, stops_tending(&t.name, &previous));
        }
        let name = &t.name;
        let carer = &carer_name;
        let said = match (healer, matches!(t.wounds, Wounds::Bound { .. })) {
            (false, true) => crate::said!(
                "anc-tended",
                "{name}: tended by {carer}, lying motionless: bound wounds heal twice as fast",
                name = &name,
                carer = &carer,
            ),
            (true, true) => crate::said!(
                "anc-tended-by-healer",
                "{name}: tended by {carer}, lying motionless: bound wounds heal twice as fast (the healer carries no weapon, stays within 1 m and does nothing else)",
                name = &name,
                carer = &carer,
            ),
            (false, false) => crate::said!(
                "anc-tended-unbound",
                "{name}: tended by {carer}, lying motionless: bound wounds heal twice as fast; the wounds are not bound, so no hit points come back yet",
                name = &name,
                carer = &carer,
            ),
            (true, false) => crate::said!(
                "anc-tended-by-healer-unbound",
                "{name}: tended by {carer}, lying motionless: bound wounds heal twice as fast (the healer carries no weapon, stays within 1 m and does nothing else); the wounds are not bound, so no hit points come back yet",
                name = &name,
                carer = &carer,
            ),
        };
        note(notes, now, said);
    }

    /// Whoever tends `target` stops.
    pub(super) fn stop_tending(&mut self, target: usize, notes: &mut Vec<Note>) {
        let now = self.now;
        let t = &mut self.characters[target];
        t.settle_regeneration(now);
        let said = match t.tended_by.take() {
            Some(carer) => stops_tending(&t.name, &carer),
            None => crate::said!(
                "anc-nobody-tending",
                "{name}: nobody was tending",
                name = &t.name,
            ),
        };
        note(notes, now, said);
    }
}

/// `carer` stops tending the character `name`.
fn stops_tending(name: &str, carer: &str) -> (String, Said) {
    crate::said!(
        "anc-stops-tending",
        "{name}: {carer} stops tending",
        name = &name,
        carer = &carer,
    )
}
