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

use super::character::{Character, Condition, Wounds};
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
            self.note(
                notes,
                now,
                format!("a strike to the {location} is invalid (Combat safety: neck, head and crotch): nothing lost"),
            );
            return;
        }
        if self.award.covered.covers(location) && self.body > 0 {
            self.body -= 1;
            self.note(
                notes,
                now,
                format!(
                    "strike on body armour ({location}): loses a body armour point, {} left",
                    self.body
                ),
            );
        } else if self.helmet > 0 {
            self.helmet -= 1;
            self.note(
                notes,
                now,
                format!(
                    "strike on the {location}: loses a helmet armour point (the helmet covers the whole body, its points go last), {} left",
                    self.helmet
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
                self.note(
                    notes,
                    now,
                    format!("{missile} on a shield: no hit points lost, unconscious for 5 minutes"),
                );
                self.knock_out_for(now, notes);
            }
            StoneTarget::Body(_) => {
                self.note(
                    notes,
                    now,
                    format!("{missile}: {BIG_STONE_HIT_POINTS} hit points, armour and helmet do not protect"),
                );
                self.lose_hit_points(BIG_STONE_HIT_POINTS, now, notes);
            }
        }
    }

    /// A knock-out attempt (Knocking Out).
    pub(super) fn knock_out(&mut self, helmet: bool, seen: bool, now: Time, notes: &mut Vec<Note>) {
        if helmet || self.wears_helmet() {
            self.note(
                notes,
                now,
                "knock-out fails: the target wears a helmet".into(),
            );
        } else if seen {
            self.note(
                notes,
                now,
                "knock-out fails: the target saw the attacker".into(),
            );
        } else {
            self.note(notes, now, "knocked out: unconscious for 5 minutes".into());
            self.knock_out_for(now, notes);
        }
    }

    /// Unconscious for [`KNOCK_OUT`] from `now`, without losing hit points.
    fn knock_out_for(&mut self, now: Time, notes: &mut Vec<Note>) {
        if self.condition() == Condition::Dying {
            self.note(
                notes,
                now,
                "already unconscious and dying: no change".into(),
            );
            return;
        }
        let until = now.plus(KNOCK_OUT);
        self.knocked_out_until = Some(self.knocked_out_until.map_or(until, |t| t.max(until)));
        self.note(notes, now, format!("comes round at {until}"));
    }

    /// Wounds tended and bound (Tending and binding wounds; Hit Points).
    pub(super) fn bind(&mut self, now: Time, notes: &mut Vec<Note>) {
        match self.wounds {
            Wounds::None => self.note(notes, now, "no wounds to bind".into()),
            Wounds::Bound { .. } => self.note(notes, now, "wounds are already bound".into()),
            Wounds::Open | Wounds::Reopened => {
                self.wounds = Wounds::Bound {
                    progress: 0,
                    counted_to: now,
                };
                self.note(
                    notes,
                    now,
                    "wounds bound: 1 hit point per 20 minutes without strenuous activity (10 while tended and motionless)".into(),
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
            Wounds::None => self.note(
                notes,
                now,
                "bandage removed: the wounds had healed, nothing opens (the bandage can be reused)"
                    .into(),
            ),
            Wounds::Open | Wounds::Reopened => {
                self.note(notes, now, "no bandage on the wounds to remove".into())
            }
            Wounds::Bound { .. } => self.reopen(
                now,
                notes,
                "the bandage comes off unhealed wounds: they open again",
            ),
        }
    }

    /// Strenuous activity: bound wounds open again; with no hit point
    /// regained yet the character falls unconscious and is dying again.
    pub(super) fn strenuous(&mut self, now: Time, notes: &mut Vec<Note>) {
        if !self.is_conscious() {
            self.note(
                notes,
                now,
                "an unconscious character cannot move: nothing happens".into(),
            );
            return;
        }
        if self.tended_by.take().is_some() {
            self.note(notes, now, "no longer motionless: the tending stops".into());
        }
        if matches!(self.wounds, Wounds::Bound { .. }) {
            self.reopen(now, notes, "bound wounds open again");
        }
    }

    /// Bound wounds open again (`why` says how): no more regeneration; with
    /// no hit point regained yet the character falls unconscious and is
    /// dying again.
    fn reopen(&mut self, now: Time, notes: &mut Vec<Note>, why: &str) {
        self.wounds = Wounds::Reopened;
        if self.hp == 0 {
            self.note(
                notes,
                now,
                format!("{why} before a hit point came back: loses consciousness"),
            );
            self.start_dying(now, notes);
        } else {
            self.note(
                notes,
                now,
                format!("{why}: no more regeneration until bound again"),
            );
        }
    }

    /// Starts the deliberate-killing count over an unconscious character.
    pub(super) fn start_kill(&mut self, now: Time, notes: &mut Vec<Note>) {
        if self.is_conscious() {
            self.note(
                notes,
                now,
                "refused: the killing count is made over a fallen (unconscious) body".into(),
            );
        } else if let Some(ends) = self.kill_count_ends {
            self.note(
                notes,
                now,
                format!("a killing count is already running (ends at {ends})"),
            );
        } else {
            let ends = now.plus(KILL_COUNT);
            self.kill_count_ends = Some(ends);
            self.note(
                notes,
                now,
                format!("the killing count starts: dead at {ends} if not interrupted"),
            );
        }
    }

    /// Interrupts a running killing count.
    pub(super) fn stop_kill(&mut self, now: Time, notes: &mut Vec<Note>) {
        if self.kill_count_ends.take().is_some() {
            self.note(notes, now, "the killing count is interrupted".into());
        } else {
            self.note(notes, now, "no killing count is running".into());
        }
    }

    /// STOPP called for a trivial matter in combat: unconscious, HP 0.
    pub(super) fn stopp_trivial(&mut self, now: Time, notes: &mut Vec<Note>) {
        self.note(
            notes,
            now,
            "STOPP called for a trivial matter in combat: considered unconscious (HP=0)".into(),
        );
        self.hp = 0;
        self.wounds = Wounds::Open;
        self.start_dying(now, notes);
    }
}
