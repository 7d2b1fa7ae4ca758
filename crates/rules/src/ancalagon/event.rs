//! What can happen to a character, and the effect of each event on its own.
//!
//! [`Event`] lists everything a referee can report about one character; a
//! [`super::Scene`] applies it at its current time. The effects that involve
//! only the struck character live here as methods on [`Character`]; tending
//! and healing by touch involve a second character and live in
//! [`super::healer`]. Each effect names its rule clause in its note.
//!
//! Armour order for a valid weapon strike (Hit Points, Appendix 2): a strike
//! where body armour is worn takes a body armour point while any remain;
//! otherwise a helmet point ("a helmet gives armor points to the whole body
//! and helmet armor points are depleted last"); otherwise a hit point.

use std::fmt;

use super::character::{Character, Condition, Wounds, note};
use super::location::Location;
use super::timers::{KILL_COUNT, KNOCK_OUT};
use crate::play::{Note, Time};

/// Hit points a big stone removes ("A big stone removes 2 hit points").
pub const BIG_STONE_HIT_POINTS: u8 = 2;

/// What threw the stone: all of them work as a big stone (Siege engines).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missile {
    /// A big stone let fall by a player.
    BigStone,
    /// A big stone shot from a siege engine.
    SiegeStone,
    /// A special arrow shot from a siege engine (works sideways or rear end first too).
    SiegeArrow,
}

impl fmt::Display for Missile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Missile::BigStone => "big stone",
            Missile::SiegeStone => "siege-engine stone",
            Missile::SiegeArrow => "siege-engine arrow",
        })
    }
}

impl Missile {
    /// The script's verb for it (`big-stone`, `siege-stone`, `siege-arrow`):
    /// one word, which a translation selects its words by.
    pub const fn verb(self) -> &'static str {
        match self {
            Missile::BigStone => "big-stone",
            Missile::SiegeStone => "siege-stone",
            Missile::SiegeArrow => "siege-arrow",
        }
    }
}

/// How bound wounds came to open again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reopened {
    /// The bandage was taken off before they healed.
    Unbound,
    /// Strenuous activity.
    Strenuous,
}

/// Where a big stone lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoneTarget {
    /// On the body (anywhere: there are no invalid targets for a big stone).
    Body(Option<Location>),
    /// On a shield.
    Shield,
}

/// Something that happens to one character.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A valid weapon strike (validity is the struck player's call) at a location.
    Strike(Location),
    /// A big stone, or a siege-engine stone or arrow.
    BigStone {
        /// What hit.
        missile: Missile,
        /// Where.
        target: StoneTarget,
    },
    /// A tap on the head from behind.
    KnockOut {
        /// The target wears a helmet now (also assumed when the award has one).
        helmet: bool,
        /// The target saw the attacker.
        seen: bool,
    },
    /// The character's wounds are tended and bound.
    Bind,
    /// The bandage is removed ("Bandages can be removed and reused – if the
    /// wound has not yet healed, it will open up immediately if the bandage
    /// is removed").
    Unbind,
    /// Someone (a declared character) starts caring for the motionless character.
    Tend {
        /// The carer.
        by: String,
    },
    /// The carer stops.
    StopTending,
    /// Running, fighting or anything strenuous.
    Strenuous,
    /// A healer's touch.
    HealTouch {
        /// The healer.
        by: String,
    },
    /// Someone starts the 10-second count of deliberate killing over the character.
    Kill,
    /// The killing count is interrupted before it ends.
    StopKill,
    /// The player called STOPP for a trivial matter during combat.
    StoppTrivial,
    /// The character re-spawns: hit points and armour restored.
    Respawn,
}

impl Character {
    /// A valid weapon strike at `location`.
    pub(super) fn strike(&mut self, location: Location, now: Time, notes: &mut Vec<Note>) {
        if !location.valid_for_weapons() {
            note(
                notes,
                now,
                crate::said!(
                    "anc-strike-invalid",
                    "{name}: a strike to the {location} is invalid (Combat safety: neck, head and crotch): nothing lost",
                    name = &self.name,
                    location = &location,
                ),
            );
            return;
        }
        if self.award.covered.covers(location) && self.body > 0 {
            self.body -= 1;
            note(
                notes,
                now,
                crate::said!(
                    "anc-strike-body-armour",
                    "{name}: strike on body armour ({location}): loses a body armour point, {left} left",
                    name = &self.name,
                    location = &location,
                    left = self.body,
                ),
            );
        } else if self.helmet > 0 {
            self.helmet -= 1;
            note(
                notes,
                now,
                crate::said!(
                    "anc-strike-helmet",
                    "{name}: strike on the {location}: loses a helmet armour point (the helmet covers the whole body, its points go last), {left} left",
                    name = &self.name,
                    location = &location,
                    left = self.helmet,
                ),
            );
        } else {
            self.lose_hit_points(1, now, notes);
        }
    }

    /// A big stone (or siege-engine missile) on the body or on a shield.
    pub(super) fn big_stone(
        &mut self,
        missile: Missile,
        target: StoneTarget,
        now: Time,
        notes: &mut Vec<Note>,
    ) {
        match target {
            StoneTarget::Shield => {
                note(
                    notes,
                    now,
                    crate::said!(
                        "anc-stone-on-shield",
                        "{name}: {missile} on a shield: no hit points lost, unconscious for 5 minutes",
                        name = &self.name,
                        missile = &missile,
                        kind = missile.verb(),
                    ),
                );
                self.knock_out_for(now, notes);
            }
            StoneTarget::Body(_) => {
                note(
                    notes,
                    now,
                    crate::said!(
                        "anc-stone-on-body",
                        "{name}: {missile}: {points} hit points, armour and helmet do not protect",
                        name = &self.name,
                        missile = &missile,
                        kind = missile.verb(),
                        points = BIG_STONE_HIT_POINTS,
                    ),
                );
                self.lose_hit_points(BIG_STONE_HIT_POINTS, now, notes);
            }
        }
    }

    /// A knock-out attempt (Knocking Out).
    pub(super) fn knock_out(&mut self, helmet: bool, seen: bool, now: Time, notes: &mut Vec<Note>) {
        if helmet || self.wears_helmet() {
            note(
                notes,
                now,
                crate::said!(
                    "anc-knock-out-helmet",
                    "{name}: knock-out fails: the target wears a helmet",
                    name = &self.name,
                ),
            );
        } else if seen {
            note(
                notes,
                now,
                crate::said!(
                    "anc-knock-out-seen",
                    "{name}: knock-out fails: the target saw the attacker",
                    name = &self.name,
                ),
            );
        } else {
            note(
                notes,
                now,
                crate::said!(
                    "anc-knocked-out",
                    "{name}: knocked out: unconscious for 5 minutes",
                    name = &self.name,
                ),
            );
            self.knock_out_for(now, notes);
        }
    }

    /// Unconscious for [`KNOCK_OUT`] from `now`, without losing hit points.
    fn knock_out_for(&mut self, now: Time, notes: &mut Vec<Note>) {
        if self.condition() == Condition::Dying {
            note(
                notes,
                now,
                crate::said!(
                    "anc-already-dying",
                    "{name}: already unconscious and dying: no change",
                    name = &self.name,
                ),
            );
            return;
        }
        let until = now.plus(KNOCK_OUT);
        self.knocked_out_until = Some(self.knocked_out_until.map_or(until, |t| t.max(until)));
        note(
            notes,
            now,
            crate::said!(
                "anc-comes-round-at",
                "{name}: comes round at {until}",
                name = &self.name,
                until = &until,
            ),
        );
    }

    /// Wounds tended and bound (Tending and binding wounds; Hit Points).
    pub(super) fn bind(&mut self, now: Time, notes: &mut Vec<Note>) {
        match self.wounds {
            Wounds::None => note(
                notes,
                now,
                crate::said!(
                    "anc-no-wounds-to-bind",
                    "{name}: no wounds to bind",
                    name = &self.name,
                ),
            ),
            Wounds::Bound { .. } => note(
                notes,
                now,
                crate::said!(
                    "anc-already-bound",
                    "{name}: wounds are already bound",
                    name = &self.name,
                ),
            ),
            Wounds::Open | Wounds::Reopened => {
                self.wounds = Wounds::Bound {
                    progress: 0,
                    counted_to: now,
                };
                note(
                    notes,
                    now,
                    crate::said!(
                        "anc-bound",
                        "{name}: wounds bound: 1 hit point per 20 minutes without strenuous activity (10 while tended and motionless)",
                        name = &self.name,
                    ),
                );
                if self.condition() == Condition::Dying {
                    self.come_round(now, notes);
                }
            }
        }
    }

    /// The bandage comes off: a wound not yet healed opens up at once
    /// ("Bandages can be removed and reused – if the wound has not yet
    /// healed, it will open up immediately if the bandage is removed"), as
    /// after strenuous activity.
    pub(super) fn unbind(&mut self, now: Time, notes: &mut Vec<Note>) {
        match self.wounds {
            Wounds::None => note(
                notes,
                now,
                crate::said!(
                    "anc-unbind-healed",
                    "{name}: bandage removed: the wounds had healed, nothing opens (the bandage can be reused)",
                    name = &self.name,
                ),
            ),
            Wounds::Open | Wounds::Reopened => note(
                notes,
                now,
                crate::said!(
                    "anc-unbind-no-bandage",
                    "{name}: no bandage on the wounds to remove",
                    name = &self.name,
                ),
            ),
            Wounds::Bound { .. } => self.reopen(now, notes, Reopened::Unbound),
        }
    }

    /// Strenuous activity: bound wounds open again; with no hit point
    /// regained yet the character falls unconscious and is dying again.
    pub(super) fn strenuous(&mut self, now: Time, notes: &mut Vec<Note>) {
        if !self.is_conscious() {
            note(
                notes,
                now,
                crate::said!(
                    "anc-strenuous-unconscious",
                    "{name}: an unconscious character cannot move: nothing happens",
                    name = &self.name,
                ),
            );
            return;
        }
        if self.tended_by.take().is_some() {
            note(
                notes,
                now,
                crate::said!(
                    "anc-strenuous-stops-tending",
                    "{name}: no longer motionless: the tending stops",
                    name = &self.name,
                ),
            );
        }
        if matches!(self.wounds, Wounds::Bound { .. }) {
            self.reopen(now, notes, Reopened::Strenuous);
        }
    }

    /// Bound wounds open again (`why` says how): no more regeneration; with
    /// no hit point regained yet the character falls unconscious and is
    /// dying again.
    fn reopen(&mut self, now: Time, notes: &mut Vec<Note>, why: Reopened) {
        self.wounds = Wounds::Reopened;
        let name = &self.name;
        let said = match (why, self.hp == 0) {
            (Reopened::Unbound, true) => crate::said!(
                "anc-reopen-unbound-dying",
                "{name}: the bandage comes off unhealed wounds: they open again before a hit point came back: loses consciousness",
                name = &name,
            ),
            (Reopened::Unbound, false) => crate::said!(
                "anc-reopen-unbound",
                "{name}: the bandage comes off unhealed wounds: they open again: no more regeneration until bound again",
                name = &name,
            ),
            (Reopened::Strenuous, true) => crate::said!(
                "anc-reopen-strenuous-dying",
                "{name}: bound wounds open again before a hit point came back: loses consciousness",
                name = &name,
            ),
            (Reopened::Strenuous, false) => crate::said!(
                "anc-reopen-strenuous",
                "{name}: bound wounds open again: no more regeneration until bound again",
                name = &name,
            ),
        };
        note(notes, now, said);
        if self.hp == 0 {
            self.start_dying(now, notes);
        }
    }

    /// Starts the deliberate-killing count over an unconscious character.
    pub(super) fn start_kill(&mut self, now: Time, notes: &mut Vec<Note>) {
        if self.is_conscious() {
            note(
                notes,
                now,
                crate::said!(
                    "anc-kill-refused",
                    "{name}: refused: the killing count is made over a fallen (unconscious) body",
                    name = &self.name,
                ),
            );
        } else if let Some(ends) = self.kill_count_ends {
            note(
                notes,
                now,
                crate::said!(
                    "anc-kill-running",
                    "{name}: a killing count is already running (ends at {ends})",
                    name = &self.name,
                    ends = &ends,
                ),
            );
        } else {
            let ends = now.plus(KILL_COUNT);
            self.kill_count_ends = Some(ends);
            note(
                notes,
                now,
                crate::said!(
                    "anc-kill-starts",
                    "{name}: the killing count starts: dead at {ends} if not interrupted",
                    name = &self.name,
                    ends = &ends,
                ),
            );
        }
    }

    /// Interrupts a running killing count.
    pub(super) fn stop_kill(&mut self, now: Time, notes: &mut Vec<Note>) {
        if self.kill_count_ends.take().is_some() {
            note(notes, now, self.kill_count_interrupted());
        } else {
            note(
                notes,
                now,
                crate::said!(
                    "anc-no-kill-count",
                    "{name}: no killing count is running",
                    name = &self.name,
                ),
            );
        }
    }

    /// STOPP called for a trivial matter in combat: unconscious, HP 0.
    pub(super) fn stopp_trivial(&mut self, now: Time, notes: &mut Vec<Note>) {
        note(
            notes,
            now,
            crate::said!(
                "anc-stopp-trivial",
                "{name}: STOPP called for a trivial matter in combat: considered unconscious (HP=0)",
                name = &self.name,
            ),
        );
        self.hp = 0;
        self.wounds = Wounds::Open;
        self.start_dying(now, notes);
    }
}
