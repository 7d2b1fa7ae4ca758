//! The timers that run on a character, and wound regeneration.
//!
//! [`Timer`] is one of: death after lying 10 minutes unconscious at 0 HP
//! (Death), waking 5 minutes after a knock-out or a big stone on a shield
//! (Knocking Out, Big stone), the next hit point of bound wounds (Tending and
//! binding wounds: 20 minutes, 10 while tended), and the end of the
//! 10-second killing count (Death). [`Character::next_timer`] says which is
//! due first and when; `Character::fire` applies it. A timer fires at
//! exactly its due time: dying since 00:00 means dead at 10:00, not at 09:59.
//!
//! Regeneration is counted in untended milliseconds: untended time counts
//! once, tended time twice, and a hit point comes back at [`REGENERATION`]
//! of progress. So changing the tending halfway keeps what was earned.

use super::character::{Character, DeathCause, Wounds, note};
use crate::play::{Note, Span, Time};

pub use super::character::DEATH_AFTER;
/// Knock-out and big stone on a shield: "lose consciousness for 5 minutes".
pub const KNOCK_OUT: Span = Span::from_secs(5 * 60);
/// Bound wounds: "one hit point in 20 minutes" (10 minutes while tended).
pub const REGENERATION: Span = Span::from_secs(20 * 60);
/// Deliberate killing: "at least 10 seconds, counting the seconds loud".
pub const KILL_COUNT: Span = Span::from_secs(10);

/// A timer running on a character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Timer {
    /// The killing count ends: dead.
    KillCount,
    /// Lain 10 minutes unconscious at 0 HP: dead.
    Death,
    /// A knock-out wears off.
    Wake,
    /// Bound wounds give back a hit point.
    Regenerate,
}

impl Character {
    /// How fast bound wounds heal now: 2 while tended, else 1.
    fn regeneration_rate(&self) -> u64 {
        if self.tended_by.is_some() { 2 } else { 1 }
    }

    /// Counts regeneration earned up to `now` at the current rate. Call it
    /// before anything changes the rate (tending starts or stops).
    pub(super) fn settle_regeneration(&mut self, now: Time) {
        let rate = self.regeneration_rate();
        if let Wounds::Bound {
            progress,
            counted_to,
        } = &mut self.wounds
            && now > *counted_to
        {
            *progress =
                progress.saturating_add(now.since(*counted_to).millis().saturating_mul(rate));
            *counted_to = now;
        }
    }

    /// When the next hit point of bound wounds comes back.
    fn next_hit_point(&self) -> Option<Time> {
        match self.wounds {
            Wounds::Bound {
                progress,
                counted_to,
            } if self.hp < self.max_hp => {
                let rate = self.regeneration_rate();
                let missing = REGENERATION.millis().saturating_sub(progress);
                Some(counted_to.plus(Span::from_millis(missing.div_ceil(rate))))
            }
            _ => None,
        }
    }

    /// The first timer due on this character, and when (ties: the order of [`Timer`]).
    pub fn next_timer(&self) -> Option<(Time, Timer)> {
        if self.dead.is_some() {
            return None;
        }
        [
            (self.kill_count_ends, Timer::KillCount),
            (self.dying_since.map(|t| t.plus(DEATH_AFTER)), Timer::Death),
            (self.knocked_out_until, Timer::Wake),
            (self.next_hit_point(), Timer::Regenerate),
        ]
        .into_iter()
        .filter_map(|(due, timer)| due.map(|due| (due, timer)))
        .min()
    }

    /// Applies `timer` at `at` (its due time).
    pub(super) fn fire(&mut self, timer: Timer, at: Time, notes: &mut Vec<Note>) {
        match timer {
            Timer::KillCount => {
                note(
                    notes,
                    at,
                    crate::said!(
                        "anc-killed",
                        "{name}: the killing count is finished: dead (to Valhalla)",
                        name = &self.name,
                    ),
                );
                self.die(at, DeathCause::Killed);
            }
            Timer::Death => {
                note(
                    notes,
                    at,
                    crate::said!(
                        "anc-died",
                        "{name}: has lain unconscious at 0 HP for 10 minutes: dead (to Valhalla)",
                        name = &self.name,
                    ),
                );
                self.die(at, DeathCause::LayUnconscious);
            }
            Timer::Wake => {
                note(
                    notes,
                    at,
                    crate::said!(
                        "anc-wakes",
                        "{name}: the 5 minutes are over",
                        name = &self.name,
                    ),
                );
                self.come_round(at, notes);
            }
            Timer::Regenerate => {
                self.settle_regeneration(at);
                if let Wounds::Bound { progress, .. } = &mut self.wounds {
                    *progress = progress.saturating_sub(REGENERATION.millis());
                }
                self.hp = (self.hp + 1).min(self.max_hp);
                note(
                    notes,
                    at,
                    crate::said!(
                        "anc-regenerates",
                        "{name}: bound wounds give back a hit point: {hp} of {max}",
                        name = &self.name,
                        hp = self.hp,
                        max = self.max_hp,
                    ),
                );
                if self.hp == self.max_hp {
                    self.wounds = Wounds::None;
                    note(
                        notes,
                        at,
                        crate::said!(
                            "anc-wounds-healed",
                            "{name}: wounds healed",
                            name = &self.name,
                        ),
                    );
                }
            }
        }
    }

    fn die(&mut self, at: Time, cause: DeathCause) {
        self.dead = Some((at, cause));
        self.dying_since = None;
        self.knocked_out_until = None;
        self.kill_count_ends = None;
        self.wounds = Wounds::None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ancalagon::Class;

    fn bound_warrior_at_one_hp() -> Character {
        let mut c = Character::new("K", Class::Warrior).expect("valid");
        c.hp = 1;
        c.wounds = Wounds::Bound {
            progress: 0,
            counted_to: Time::ZERO,
        };
        c
    }

    #[test]
    fn regeneration_due_untended_and_tended() {
        let mut c = bound_warrior_at_one_hp();
        assert_eq!(
            c.next_timer(),
            Some((Time::from_secs(20 * 60), Timer::Regenerate))
        );
        c.tended_by = Some("M".into());
        assert_eq!(
            c.next_timer(),
            Some((Time::from_secs(10 * 60), Timer::Regenerate))
        );
    }

    #[test]
    fn changing_the_rate_keeps_the_progress() {
        let mut c = bound_warrior_at_one_hp();
        // 5 minutes untended (a quarter), then tended: 7.5 more minutes.
        c.settle_regeneration(Time::from_secs(5 * 60));
        c.tended_by = Some("M".into());
        assert_eq!(
            c.next_timer(),
            Some((Time::from_millis(750_000), Timer::Regenerate))
        );
    }

    #[test]
    fn the_dead_have_no_timers() {
        let mut c = bound_warrior_at_one_hp();
        c.die(Time::ZERO, DeathCause::Killed);
        assert_eq!(c.next_timer(), None);
    }
}
