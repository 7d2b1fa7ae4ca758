//! Lasting effects on one character and which one the character follows.
//!
//! [`ActiveEffects`] holds every duration effect a character is under, each an
//! [`Active`] with the moment it ends. The chapter's interaction rule: if one
//! effect would interfere with carrying out another, physical takes precedence
//! over mental and the first listed effect resolves first; the interrupted
//! effect resumes when the interrupting one is over, for whatever is left of
//! its own duration (its clock keeps running). So at any moment the character
//! follows [`ActiveEffects::governing`], the highest-priority active effect,
//! and [`ActiveEffects::plan`] lays out what they will follow from now on.

use serde::Serialize;

use super::catalogue::{Class, EffectDef};
use crate::play::{Span, Time};

/// A duration effect a character is under.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Active {
    /// The effect's name.
    pub name: String,
    /// Physical, mental or neither.
    pub class: Class,
    /// Rank in its priority list (0 first).
    pub rank: Option<usize>,
    /// When it started.
    pub since: Time,
    /// When it ends (it no longer applies at this moment).
    pub until: Time,
    /// Who generated it, if a character did.
    pub source: Option<String>,
}

impl Active {
    /// A new active effect from its definition.
    pub fn new(def: &EffectDef, since: Time, duration: Span, source: Option<String>) -> Active {
        Active {
            name: def.name.clone(),
            class: def.class,
            rank: def.priority,
            since,
            until: since.plus(duration),
            source,
        }
    }

    /// Sort key: physical before mental, then list order. `None` for effects
    /// outside the priority lists, which never compete.
    fn precedence(&self) -> Option<(u8, usize)> {
        let class = match self.class {
            Class::Physical => 0,
            Class::Mental => 1,
            Class::None => return None,
        };
        Some((class, self.rank.unwrap_or(usize::MAX)))
    }
}

/// One stretch of a plan: follow `name` from `from` to `to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Stretch {
    /// The effect followed.
    pub name: String,
    /// From this moment.
    pub from: Time,
    /// Until this moment.
    pub to: Time,
}

/// Every duration effect on one character.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct ActiveEffects(Vec<Active>);

impl ActiveEffects {
    /// Adds an effect. A new call of an effect already active replaces it
    /// (its duration counts from the new call).
    pub fn add(&mut self, active: Active) {
        self.0.retain(|a| a.name != active.name);
        self.0.push(active);
    }

    /// Removes the named effect; true if it was active.
    pub fn remove(&mut self, name: &str) -> bool {
        let before = self.0.len();
        self.0.retain(|a| !a.name.eq_ignore_ascii_case(name));
        self.0.len() != before
    }

    /// Removes everything (death).
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// Removes and returns the effects over at `now`.
    pub fn expire(&mut self, now: Time) -> Vec<Active> {
        let (over, still): (Vec<Active>, Vec<Active>) =
            self.0.drain(..).partition(|a| a.until <= now);
        self.0 = still;
        over
    }

    /// The earliest moment an effect ends.
    pub fn next_end(&self) -> Option<Time> {
        self.0.iter().map(|a| a.until).min()
    }

    /// Whether the named effect is active.
    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The named active effect.
    pub fn get(&self, name: &str) -> Option<&Active> {
        self.0.iter().find(|a| a.name.eq_ignore_ascii_case(name))
    }

    /// All active effects, in the order they were called.
    pub fn iter(&self) -> impl Iterator<Item = &Active> {
        self.0.iter()
    }

    /// The effect the character follows now: the highest-priority physical or
    /// mental effect (physical first, then list order).
    pub fn governing(&self) -> Option<&Active> {
        self.0
            .iter()
            .filter_map(|a| a.precedence().map(|p| (p, a)))
            .min_by_key(|(p, _)| *p)
            .map(|(_, a)| a)
    }

    /// What the character will follow from `now` on, if nothing else happens:
    /// each stretch runs until the followed effect ends or a higher one is over.
    pub fn plan(&self, now: Time) -> Vec<Stretch> {
        let mut remaining = self.clone();
        remaining.expire(now);
        let mut plan: Vec<Stretch> = Vec::new();
        let mut at = now;
        while let Some(current) = remaining.governing().cloned() {
            if let Some(last) = plan.last_mut().filter(|s| s.name == current.name) {
                last.to = current.until;
            } else {
                plan.push(Stretch {
                    name: current.name.clone(),
                    from: at,
                    to: current.until,
                });
            }
            at = current.until;
            remaining.0.retain(|a| a.name != current.name);
            remaining.expire(at);
        }
        plan
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::five_oaths::catalogue::Catalogue;

    fn effect(catalogue: &Catalogue, name: &str, at: u64, seconds: u64) -> Active {
        let def = catalogue.effect(name).expect("in catalogue");
        Active::new(def, Time::from_secs(at), Span::from_secs(seconds), None)
    }

    fn following(effects: &ActiveEffects, at: u64) -> Option<String> {
        let mut effects = effects.clone();
        effects.expire(Time::from_secs(at));
        effects.governing().map(|a| a.name.clone())
    }

    #[test]
    fn rampage_30s_then_lure_at_15s_interleaves_exactly_as_the_chapter_says() {
        let catalogue = Catalogue::builtin().expect("catalogue");
        let mut effects = ActiveEffects::default();
        effects.add(effect(&catalogue, "Rampage", 0, 30));
        assert_eq!(following(&effects, 14).as_deref(), Some("Rampage"));
        effects.add(effect(&catalogue, "Lure", 15, 10));
        let rows: &[(u64, Option<&str>)] = &[
            (15, Some("Lure")),
            (24, Some("Lure")),
            (25, Some("Rampage")),
            (29, Some("Rampage")),
            (30, None),
        ];
        for (at, want) in rows {
            assert_eq!(following(&effects, *at).as_deref(), *want, "at {at}s");
        }
        let plan: Vec<(String, u64, u64)> = effects
            .plan(Time::from_secs(15))
            .into_iter()
            .map(|s| (s.name, s.from.millis() / 1000, s.to.millis() / 1000))
            .collect();
        assert_eq!(
            plan,
            vec![("Lure".into(), 15, 25), ("Rampage".into(), 25, 30)]
        );
    }

    /// (rule, first, second, followed) — both start at 0 s for 10 s.
    #[test]
    fn precedence_table() {
        let catalogue = Catalogue::builtin().expect("catalogue");
        let rows: &[(&str, &str, &str, &str)] = &[
            ("physical beats mental", "Charm", "Halt", "Halt"),
            ("physical beats the first mental", "Lure", "Halt", "Halt"),
            ("mental list order: Lure over Fear", "Fear", "Lure", "Lure"),
            (
                "mental list order: Sleep over Daze",
                "Daze",
                "Sleep",
                "Sleep",
            ),
            (
                "mental list order: Daze over Charm",
                "Charm",
                "Daze",
                "Daze",
            ),
            (
                "the earlier call keeps a higher priority",
                "Fear",
                "Rampage",
                "Fear",
            ),
            (
                "effects outside the lists do not compete",
                "Rend",
                "Charm",
                "Charm",
            ),
        ];
        for (rule, first, second, want) in rows {
            let mut effects = ActiveEffects::default();
            effects.add(effect(&catalogue, first, 0, 10));
            effects.add(effect(&catalogue, second, 0, 10));
            assert_eq!(following(&effects, 0).as_deref(), Some(*want), "{rule}");
        }
    }

    #[test]
    fn a_lower_effect_called_later_waits_and_keeps_its_own_clock() {
        let catalogue = Catalogue::builtin().expect("catalogue");
        let mut effects = ActiveEffects::default();
        effects.add(effect(&catalogue, "Lure", 0, 10));
        effects.add(effect(&catalogue, "Charm", 5, 10));
        assert_eq!(following(&effects, 9).as_deref(), Some("Lure"));
        assert_eq!(following(&effects, 10).as_deref(), Some("Charm"));
        assert_eq!(following(&effects, 15), None);
        // A new call of the same effect replaces the old one.
        effects.add(effect(&catalogue, "Lure", 8, 30));
        assert_eq!(following(&effects, 20).as_deref(), Some("Lure"));
        assert!(effects.remove("lure"));
        assert!(!effects.has("Lure"));
    }
}
