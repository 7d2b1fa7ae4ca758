//! The scene: every character in play, the current time, and the one place
//! events and timers are applied.
//!
//! [`Scene::add`] declares characters; [`Scene::advance_to`] moves time
//! forward, firing every due [`super::timers::Timer`] in time order (across
//! characters) at its exact due time; [`Scene::apply`] applies an
//! [`Event`] to a named character at the current time; [`Scene::start_scenario`]
//! restores everyone. After every change the scene tidies tending: it stops
//! when the carer is no longer conscious, the patient dies or is healed.
//! Refusals that the rules give (a sixth healing touch, a knock-out on a
//! helmet) are [`Note`]s, not errors; [`SceneError`] is only for names the
//! scene does not know.

use super::character::{Character, Condition, Wounds, note};
use super::event::Event;
use crate::play::{Note, Time};

/// A name the scene cannot use.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SceneError {
    /// No character of that name.
    UnknownCharacter {
        /// The name asked for.
        name: String,
        /// The declared names.
        known: Vec<String>,
    },
    /// A second character with the same name.
    DuplicateCharacter {
        /// The name.
        name: String,
    },
}

impl std::fmt::Display for SceneError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::play::english(&crate::play::SaidError::said_chain(
            self,
        )))
    }
}

impl crate::play::SaidError for SceneError {
    fn said_chain(&self) -> Vec<crate::play::Sentence> {
        vec![match self {
            SceneError::UnknownCharacter { name, known } => crate::said!(
                "pye-anc-unknown-character",
                "no character named {name} (declared: {known})",
                name = format!("{name:?}"),
                known = known.join(", ")
            ),
            SceneError::DuplicateCharacter { name } => crate::said!(
                "pye-anc-duplicate-character",
                "a character named {name} is already declared",
                name = format!("{name:?}")
            ),
        }]
    }
}

/// Why a carer's patients are no longer tended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Release {
    /// The carer did something strenuous.
    Strenuous,
    /// The carer respawned.
    Respawns,
    /// The carer is no longer conscious.
    Is(Condition),
}

/// Every character in play at one moment.
///
/// ```
/// use armoury_rules::ancalagon::{Character, Class, Condition, Event, Location, Scene};
/// use armoury_rules::play::Time;
///
/// let mut scene = Scene::new();
/// scene.add(Character::new("Kalev", Class::Warrior).unwrap()).unwrap();
/// scene.advance_to(Time::from_secs(30));
/// scene.apply("Kalev", &Event::Strike(Location::Torso)).unwrap();
/// scene.apply("Kalev", &Event::Strike(Location::Legs)).unwrap();
/// assert_eq!(scene.character("Kalev").unwrap().condition(), Condition::Dying);
/// scene.advance_to(Time::from_secs(30 + 10 * 60));
/// assert_eq!(scene.character("Kalev").unwrap().condition(), Condition::Dead);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Scene {
    pub(super) characters: Vec<Character>,
    pub(super) now: Time,
}

impl Scene {
    /// An empty scene at time zero.
    pub fn new() -> Scene {
        Scene::default()
    }

    /// The scene's current time.
    pub fn now(&self) -> Time {
        self.now
    }

    /// Declares a character (names are unique).
    pub fn add(&mut self, character: Character) -> Result<(), SceneError> {
        if self.find(&character.name).is_ok() {
            return Err(SceneError::DuplicateCharacter {
                name: character.name,
            });
        }
        self.characters.push(character);
        Ok(())
    }

    /// The character named `name`.
    pub fn character(&self, name: &str) -> Option<&Character> {
        self.characters.iter().find(|c| c.name == name)
    }

    /// Every character, in declaration order.
    pub fn characters(&self) -> &[Character] {
        &self.characters
    }

    fn find(&self, name: &str) -> Result<usize, SceneError> {
        self.characters
            .iter()
            .position(|c| c.name == name)
            .ok_or_else(|| SceneError::UnknownCharacter {
                name: name.to_string(),
                known: self.characters.iter().map(|c| c.name.clone()).collect(),
            })
    }

    /// Moves time to `time`, firing every timer due up to and including it,
    /// earliest first. An earlier `time` than now changes nothing.
    pub fn advance_to(&mut self, time: Time) -> Vec<Note> {
        let mut notes = Vec::new();
        while let Some((index, due, timer)) = self
            .characters
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.next_timer().map(|(due, timer)| (i, due, timer)))
            .filter(|(_, due, _)| *due <= time)
            .min_by_key(|(i, due, timer)| (*due, *timer, *i))
        {
            self.now = self.now.max(due);
            self.characters[index].fire(timer, due, &mut notes);
            self.tidy(&mut notes);
        }
        self.now = self.now.max(time);
        notes
    }

    /// Applies `event` to the character named `name` at the current time.
    /// A dead character is changed only by [`Event::Respawn`].
    pub fn apply(&mut self, name: &str, event: &Event) -> Result<Vec<Note>, SceneError> {
        let target = self.find(name)?;
        let other = match event {
            Event::Tend { by } | Event::HealTouch { by } => Some(self.find(by)?),
            _ => None,
        };
        let now = self.now;
        let mut notes = Vec::new();
        let character = &mut self.characters[target];
        if character.condition() == Condition::Dead && !matches!(event, Event::Respawn) {
            note(
                &mut notes,
                now,
                crate::said!(
                    "anc-dead-no-change",
                    "{name}: is dead: nothing changes (to Valhalla; only a respawn brings them back)",
                    name = &character.name,
                ),
            );
            return Ok(notes);
        }
        match (event, other) {
            (Event::Strike(location), _) => character.strike(*location, now, &mut notes),
            (Event::BigStone { missile, target }, _) => {
                character.big_stone(*missile, *target, now, &mut notes)
            }
            (Event::KnockOut { helmet, seen }, _) => {
                character.knock_out(*helmet, *seen, now, &mut notes)
            }
            (Event::Bind, _) => character.bind(now, &mut notes),
            (Event::Unbind, _) => character.unbind(now, &mut notes),
            (Event::Strenuous, _) => {
                character.strenuous(now, &mut notes);
                if self.characters[target].is_conscious() {
                    self.release_patients_of(target, Release::Strenuous, &mut notes);
                }
            }
            (Event::Kill, _) => character.start_kill(now, &mut notes),
            (Event::StopKill, _) => character.stop_kill(now, &mut notes),
            (Event::StoppTrivial, _) => character.stopp_trivial(now, &mut notes),
            (Event::Respawn, _) => {
                character.restore(false);
                note(
                    &mut notes,
                    now,
                    crate::said!(
                        "anc-respawns",
                        "{name}: respawns: hit points and armour points restored",
                        name = &character.name,
                    ),
                );
                self.release_patients_of(target, Release::Respawns, &mut notes);
            }
            (Event::StopTending, _) => self.stop_tending(target, &mut notes),
            (Event::Tend { .. }, Some(carer)) => self.tend(target, carer, &mut notes),
            (Event::HealTouch { .. }, Some(healer)) => self.heal_touch(target, healer, &mut notes),
            (Event::Tend { .. } | Event::HealTouch { .. }, None) => {}
        }
        self.tidy(&mut notes);
        Ok(notes)
    }

    /// Scenario start: everyone's hit points, armour points and healing
    /// touches restored; conscious, unwounded, untended.
    pub fn start_scenario(&mut self) -> Vec<Note> {
        for character in &mut self.characters {
            character.restore(true);
        }
        let mut notes = Vec::new();
        note(
            &mut notes,
            self.now,
            crate::said!(
                "anc-scenario-start",
                "scenario start: hit points, armour points and healing touches restored"
            ),
        );
        notes
    }

    /// Everyone `carer` tends is no longer tended, because of `why`.
    fn release_patients_of(&mut self, carer: usize, why: Release, notes: &mut Vec<Note>) {
        let now = self.now;
        let carer = self.characters[carer].name.clone();
        for patient in &mut self.characters {
            if patient.tended_by.as_deref() == Some(carer.as_str()) {
                patient.settle_regeneration(now);
                patient.tended_by = None;
                let name = &patient.name;
                let said = match why {
                    Release::Strenuous => crate::said!(
                        "anc-carer-strenuous",
                        "{name}: {carer} does something strenuous: the tending stops",
                        name = &name,
                        carer = &carer,
                    ),
                    Release::Respawns => crate::said!(
                        "anc-carer-respawns",
                        "{name}: {carer} respawns: the tending stops",
                        name = &name,
                        carer = &carer,
                    ),
                    Release::Is(condition) => crate::said!(
                        "anc-carer-is",
                        "{name}: {carer} is {condition}: the tending stops",
                        name = &name,
                        carer = &carer,
                        condition = &condition,
                    ),
                };
                note(notes, now, said);
            }
        }
    }

    /// Ends tending that can no longer go on: the carer is not conscious, or
    /// the patient is dead or healed.
    fn tidy(&mut self, notes: &mut Vec<Note>) {
        for carer in 0..self.characters.len() {
            let condition = self.characters[carer].condition();
            if condition != Condition::Conscious {
                self.release_patients_of(carer, Release::Is(condition), notes);
            }
        }
        let now = self.now;
        for patient in &mut self.characters {
            let over = patient.condition() == Condition::Dead || patient.wounds == Wounds::None;
            if over && let Some(carer) = patient.tended_by.take() {
                note(
                    notes,
                    now,
                    crate::said!(
                        "anc-tending-over",
                        "{name}: no longer needs tending: {carer} stops",
                        name = &patient.name,
                        carer = &carer,
                    ),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ancalagon::{Armour, Class, Covered, Location, Missile, StoneTarget};

    fn scene(people: &[(&str, Class)]) -> Scene {
        let mut scene = Scene::new();
        for (name, class) in people {
            scene
                .add(Character::new(name, *class).expect("valid"))
                .expect("unique");
        }
        scene
    }

    fn at(scene: &mut Scene, seconds: u64, name: &str, event: Event) -> Vec<String> {
        scene.advance_to(Time::from_secs(seconds));
        scene
            .apply(name, &event)
            .expect("known names")
            .into_iter()
            .map(|n| n.text)
            .collect()
    }

    fn get<'a>(scene: &'a Scene, name: &str) -> &'a Character {
        scene.character(name).expect("declared")
    }

    #[test]
    fn armour_order_body_where_worn_then_helmet_then_hit_points() {
        let armour = Armour::new(1, Covered::parse("arms").expect("ok"), Some(1)).expect("ok");
        let mut s = Scene::new();
        s.add(
            Character::new("K", Class::Warrior)
                .expect("ok")
                .with_armour(armour),
        )
        .expect("ok");
        // (location, body, helmet, hp) after each strike.
        let rows = [
            (Location::Head, 1, 1, 2),
            (Location::Torso, 1, 0, 2),
            (Location::Arms, 0, 0, 2),
            (Location::Arms, 0, 0, 1),
            (Location::Crotch, 0, 0, 1),
            (Location::Legs, 0, 0, 0),
        ];
        for (i, (location, body, helmet, hp)) in rows.into_iter().enumerate() {
            at(&mut s, i as u64, "K", Event::Strike(location));
            let k = get(&s, "K");
            assert_eq!(
                (k.body_points(), k.helmet_points(), k.hit_points()),
                (body, helmet, hp),
                "{i}: {location}"
            );
        }
        assert_eq!(get(&s, "K").condition(), Condition::Dying);
    }

    #[test]
    fn a_gauntlet_protects_the_hand_not_the_forearm() {
        // Appendix 2: "Body armor (hands and feet included) gives armor
        // points only there where it actually is (i.e. only strikes in the
        // armor are counted off from armor points and not the hit points)."
        let gauntlets = Covered::parse("hands,feet").expect("ok");
        let armour = Armour::new(2, gauntlets, None).expect("ok");
        let mut s = Scene::new();
        s.add(
            Character::new("K", Class::Warrior)
                .expect("ok")
                .with_armour(armour),
        )
        .expect("ok");
        // (location, body, hp) after each strike.
        let rows = [
            (Location::Hands, 1, 2),
            (Location::Arms, 1, 1),
            (Location::Feet, 0, 1),
            (Location::Legs, 0, 0),
        ];
        for (i, (location, body, hp)) in rows.into_iter().enumerate() {
            at(&mut s, i as u64, "K", Event::Strike(location));
            let k = get(&s, "K");
            assert_eq!(
                (k.body_points(), k.hit_points()),
                (body, hp),
                "{i}: {location}"
            );
        }
    }

    #[test]
    fn big_stone_ignores_armour_and_invalid_targets() {
        let armour = Armour::new(3, Covered::ALL, Some(2)).expect("ok");
        let mut s = Scene::new();
        s.add(
            Character::new("K", Class::Warrior)
                .expect("ok")
                .with_armour(armour),
        )
        .expect("ok");
        let stone = Event::BigStone {
            missile: Missile::SiegeArrow,
            target: StoneTarget::Body(Some(Location::Neck)),
        };
        at(&mut s, 0, "K", stone);
        let k = get(&s, "K");
        assert_eq!(
            (k.hit_points(), k.armour_points(), k.condition()),
            (0, 5, Condition::Dying)
        );
    }

    #[test]
    fn the_sixth_touch_is_refused_and_the_dead_cost_no_touch() {
        let mut s = scene(&[
            ("Mari", Class::Healer),
            ("K", Class::Warrior),
            ("T", Class::Warrior),
        ]);
        at(&mut s, 0, "T", Event::StoppTrivial);
        s.advance_to(Time::from_secs(600));
        assert_eq!(get(&s, "T").condition(), Condition::Dead);
        let notes = at(&mut s, 601, "T", Event::HealTouch { by: "Mari".into() });
        assert!(notes[0].contains("is dead"), "{notes:?}");
        for i in 0..5 {
            at(&mut s, 700 + i, "K", Event::Strike(Location::Torso));
            at(&mut s, 700 + i, "K", Event::HealTouch { by: "Mari".into() });
            assert_eq!(get(&s, "K").hit_points(), 2);
        }
        assert_eq!(get(&s, "Mari").heal_touches_left(), Some(0));
        at(&mut s, 800, "K", Event::Strike(Location::Torso));
        let notes = at(&mut s, 800, "K", Event::HealTouch { by: "Mari".into() });
        assert!(notes[0].contains("used all 5 healing touches"), "{notes:?}");
        assert_eq!(get(&s, "K").hit_points(), 1);
        // Only a healer heals by touch.
        let notes = at(&mut s, 801, "Mari", Event::HealTouch { by: "K".into() });
        assert!(notes[0].contains("not a healer"), "{notes:?}");
        s.start_scenario();
        assert_eq!(get(&s, "Mari").heal_touches_left(), Some(5));
    }

    #[test]
    fn a_heal_touch_interrupts_a_killing_count() {
        let mut s = scene(&[("Mari", Class::Healer), ("K", Class::Warrior)]);
        at(&mut s, 0, "K", Event::StoppTrivial);
        at(&mut s, 1, "K", Event::Kill);
        at(&mut s, 5, "K", Event::HealTouch { by: "Mari".into() });
        s.advance_to(Time::from_secs(60));
        let k = get(&s, "K");
        assert_eq!(
            (k.condition(), k.hit_points(), k.kill_count_ends()),
            (Condition::Conscious, 2, None)
        );
    }

    #[test]
    fn a_healer_tends_two_at_a_time_others_any_number() {
        let mut s = scene(&[
            ("Mari", Class::Healer),
            ("Jaan", Class::Warrior),
            ("A", Class::Warrior),
            ("B", Class::Warrior),
            ("C", Class::Warrior),
        ]);
        for name in ["A", "B", "C"] {
            at(&mut s, 0, name, Event::Strike(Location::Torso));
            at(&mut s, 0, name, Event::Bind);
            at(&mut s, 0, name, Event::Tend { by: "Mari".into() });
        }
        let tended: Vec<Option<&str>> = ["A", "B", "C"]
            .iter()
            .map(|n| get(&s, n).tended_by())
            .collect();
        assert_eq!(tended, vec![Some("Mari"), Some("Mari"), None]);
        at(&mut s, 0, "C", Event::Tend { by: "Jaan".into() });
        at(&mut s, 0, "A", Event::Tend { by: "Jaan".into() });
        at(&mut s, 0, "B", Event::Tend { by: "Jaan".into() });
        let tended: Vec<Option<&str>> = ["A", "B", "C"]
            .iter()
            .map(|n| get(&s, n).tended_by())
            .collect();
        assert_eq!(
            tended,
            vec![Some("Jaan"); 3],
            "the rules set no limit for other carers"
        );
        // The carer's strenuous activity ends the tending; regeneration earned so far stays.
        at(&mut s, 300, "Jaan", Event::Strenuous);
        assert!(
            ["A", "B", "C"]
                .iter()
                .all(|n| get(&s, n).tended_by().is_none())
        );
        // 5 tended minutes = 10 untended: 10 more minutes to the hit point.
        s.advance_to(Time::from_secs(899));
        assert_eq!(get(&s, "A").hit_points(), 1);
        s.advance_to(Time::from_secs(900));
        assert_eq!(get(&s, "A").hit_points(), 2);
    }

    #[test]
    fn tending_needs_a_conscious_carer_and_a_wound() {
        let mut s = scene(&[("Mari", Class::Healer), ("K", Class::Warrior)]);
        let notes = at(&mut s, 0, "K", Event::Tend { by: "Mari".into() });
        assert!(notes[0].contains("no wounds to tend"), "{notes:?}");
        at(&mut s, 0, "K", Event::Strike(Location::Legs));
        let notes = at(&mut s, 0, "K", Event::Tend { by: "K".into() });
        assert!(notes[0].contains("oneself"), "{notes:?}");
        at(
            &mut s,
            0,
            "Mari",
            Event::KnockOut {
                helmet: false,
                seen: false,
            },
        );
        let notes = at(&mut s, 0, "K", Event::Tend { by: "Mari".into() });
        assert!(notes[0].contains("Mari is unconscious"), "{notes:?}");
        assert_eq!(get(&s, "K").tended_by(), None);
    }

    #[test]
    fn strenuous_while_unconscious_is_impossible_and_a_new_wound_unbinds() {
        let mut s = scene(&[("K", Class::Warrior)]);
        at(&mut s, 0, "K", Event::Strike(Location::Torso));
        at(&mut s, 0, "K", Event::Bind);
        at(
            &mut s,
            0,
            "K",
            Event::KnockOut {
                helmet: false,
                seen: false,
            },
        );
        let notes = at(&mut s, 10, "K", Event::Strenuous);
        assert!(notes[0].contains("cannot move"), "{notes:?}");
        assert!(matches!(get(&s, "K").wounds(), Wounds::Bound { .. }));
        at(&mut s, 400, "K", Event::Strike(Location::Arms));
        assert_eq!(get(&s, "K").wounds(), Wounds::Open);
        assert_eq!(get(&s, "K").condition(), Condition::Dying);
    }

    #[test]
    fn unknown_and_duplicate_names_are_errors() {
        let mut s = scene(&[("K", Class::Warrior)]);
        assert_eq!(
            s.apply("X", &Event::Bind),
            Err(SceneError::UnknownCharacter {
                name: "X".into(),
                known: vec!["K".into()]
            })
        );
        assert!(s.apply("K", &Event::HealTouch { by: "X".into() }).is_err());
        assert!(
            s.add(Character::new("K", Class::Healer).expect("ok"))
                .is_err()
        );
    }
}
