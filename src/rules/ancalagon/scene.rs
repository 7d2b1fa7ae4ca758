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

use std::fmt;

use super::character::{Character, Condition, Wounds};
use super::event::Event;
use crate::rules::play::{Note, Time};

/// A name the scene cannot use.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl fmt::Display for SceneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SceneError::UnknownCharacter { name, known } => {
                write!(
                    f,
                    "no character named {name:?} (declared: {})",
                    known.join(", ")
                )
            }
            SceneError::DuplicateCharacter { name } => {
                write!(f, "a character named {name:?} is already declared")
            }
        }
    }
}

impl std::error::Error for SceneError {}

/// Every character in play at one moment.
///
/// ```
/// use armoury::rules::ancalagon::{Character, Class, Condition, Event, Location, Scene};
/// use armoury::rules::play::Time;
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
            character.note(
                &mut notes,
                now,
                "is dead: nothing changes (to Valhalla; only a respawn brings them back)".into(),
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
            (Event::Strenuous, _) => {
                character.strenuous(now, &mut notes);
                if self.characters[target].is_conscious() {
                    self.release_patients_of(target, "does something strenuous", &mut notes);
                }
            }
            (Event::Kill, _) => character.start_kill(now, &mut notes),
            (Event::StopKill, _) => character.stop_kill(now, &mut notes),
            (Event::StoppTrivial, _) => character.stopp_trivial(now, &mut notes),
            (Event::Respawn, _) => {
                character.restore(false);
                character.note(
                    &mut notes,
                    now,
                    "respawns: hit points and armour points restored".into(),
                );
                self.release_patients_of(target, "respawns", &mut notes);
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
        vec![Note {
            time: self.now,
            text: "scenario start: hit points, armour points and healing touches restored".into(),
        }]
    }

    /// Everyone `carer` tends is no longer tended, because of `why`.
    fn release_patients_of(&mut self, carer: usize, why: &str, notes: &mut Vec<Note>) {
        let now = self.now;
        let carer_name = self.characters[carer].name.clone();
        for patient in &mut self.characters {
            if patient.tended_by.as_deref() == Some(carer_name.as_str()) {
                patient.settle_regeneration(now);
                patient.tended_by = None;
                patient.note(notes, now, format!("{carer_name} {why}: the tending stops"));
            }
        }
    }

    /// Ends tending that can no longer go on: the carer is not conscious, or
    /// the patient is dead or healed.
    fn tidy(&mut self, notes: &mut Vec<Note>) {
        for carer in 0..self.characters.len() {
            let condition = self.characters[carer].condition();
            if condition != Condition::Conscious {
                self.release_patients_of(carer, &format!("is {condition}"), notes);
            }
        }
        let now = self.now;
        for patient in &mut self.characters {
            let over = patient.condition() == Condition::Dead || patient.wounds == Wounds::None;
            if over && let Some(carer) = patient.tended_by.take() {
                patient.note(
                    notes,
                    now,
                    format!("no longer needs tending: {carer} stops"),
                );
            }
        }
    }
}
