//! The Five Oaths engine: characters in play, a clock that is an input, timers.
//!
//! [`FiveOaths`] implements [`Engine`] for scenario scripts. It holds the
//! [`Catalogue`], the current time, every [`Character`] and the 30-second
//! actions under way ([`Action`], in `action.rs`; run by `action_rules.rs`).
//! [`Engine::advance_to`] fires the timers in time order: effects ending, the 300-second death count,
//! recovery after 300 quiet seconds, actions completing. Events are read here
//! and handed to `deliver.rs` (calls reaching a target) and `action_rules.rs`
//! (executing, restraining, searching, moving); `expect` lines are checked
//! here against the same queries the states show.

use super::action::{Action, Doing};
use super::call::{self, Call};
use super::catalogue::Catalogue;
use super::character::{Character, Kind, State};
use super::error::PlayError;
use super::location::Location;
use crate::play::{Engine, Mismatch, Note, Time, Token};
use crate::saying::Said;

/// A sentence the engine says: its English and the same in parts
/// (`fo-` message ids), for a front end to word in its language.
pub(super) type Line = (String, Said);

/// The Five Oaths in-play engine.
#[derive(Clone, Debug)]
pub struct FiveOaths {
    pub(super) catalogue: Catalogue,
    pub(super) now: Time,
    pub(super) characters: Vec<Character>,
    pub(super) actions: Vec<Action>,
}

/// The name a script's `system` line gives this engine.
pub const SYSTEM: &str = "five-oaths";

/// A statement split into its words, quoted texts and key=value pairs.
pub(super) struct Parts<'a> {
    pub words: Vec<&'a str>,
    pub quoted: Vec<&'a str>,
    pub pairs: Vec<(&'a str, &'a str)>,
}

impl<'a> Parts<'a> {
    pub fn of(tokens: &'a [Token]) -> Parts<'a> {
        let mut parts = Parts {
            words: Vec::new(),
            quoted: Vec::new(),
            pairs: Vec::new(),
        };
        for token in tokens {
            match token {
                Token::Word(w) => parts.words.push(w),
                Token::Quoted(q) => parts.quoted.push(q),
                Token::Pair { key, value } => parts.pairs.push((key, value)),
            }
        }
        parts
    }

    /// The word at `index`, lower-cased.
    pub fn verb(&self, index: usize) -> String {
        self.words
            .get(index)
            .map(|w| w.to_ascii_lowercase())
            .unwrap_or_default()
    }
}

/// Which timer fires next (order within one moment: effects end first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Timer {
    EffectEnds(usize),
    DeathCount(usize),
    Recovery(usize),
    ActionDone(usize),
}

impl FiveOaths {
    /// An engine with no characters, at time zero.
    pub fn new(catalogue: Catalogue) -> FiveOaths {
        FiveOaths {
            catalogue,
            now: Time::ZERO,
            characters: Vec::new(),
            actions: Vec::new(),
        }
    }

    /// The catalogue in use.
    pub fn catalogue(&self) -> &Catalogue {
        &self.catalogue
    }

    /// The named character.
    pub fn character(&self, name: &str) -> Option<&Character> {
        self.characters
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(name))
    }

    pub(super) fn index(&self, name: &str) -> Result<usize, PlayError> {
        self.characters
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(name))
            .ok_or_else(|| PlayError::UnknownName(name.to_string()))
    }

    pub(super) fn note(&self, (text, said): Line) -> Note {
        Note {
            time: self.now,
            text,
            says: Some(said),
        }
    }

    fn recovery_due(&self, c: &Character) -> Option<Time> {
        if c.dead || c.dying_since.is_some() || !c.locations.iter().any(|h| h.body == 0) {
            return None;
        }
        let quiet = c.quiet_since.plus(self.catalogue.rules.recovery_quiet);
        // Rend makes the target immune to Healing: recovery waits for it to end.
        Some(
            c.effects
                .get("Rend")
                .map_or(quiet, |rend| quiet.max(rend.until)),
        )
    }

    fn next_timer(&self) -> Option<(Time, Timer)> {
        let death = self.catalogue.rules.death_count;
        let mut due: Vec<(Time, Timer)> = Vec::new();
        for (i, c) in self.characters.iter().enumerate() {
            if let Some(end) = c.effects.next_end() {
                due.push((end, Timer::EffectEnds(i)));
            }
            if let Some(since) = c.dying_since {
                due.push((since.plus(death), Timer::DeathCount(i)));
            }
            if let Some(at) = self.recovery_due(c) {
                due.push((at, Timer::Recovery(i)));
            }
        }
        for (i, a) in self.actions.iter().enumerate() {
            due.push((a.due, Timer::ActionDone(i)));
        }
        due.into_iter().min()
    }

    fn fire(&mut self, timer: Timer) -> Vec<Note> {
        let now = self.now;
        let mut notes = Vec::new();
        match timer {
            Timer::EffectEnds(i) => {
                let c = &mut self.characters[i];
                let name = &c.name;
                for over in c.effects.expire(now) {
                    notes.push(crate::said!(
                        "fo-effect-over",
                        "{name} is no longer under {effect}",
                        name = &name,
                        effect = &over.name
                    ));
                }
                if let Some(next) = c.effects.governing() {
                    notes.push(crate::said!(
                        "fo-follows-again",
                        "{name} follows {effect} again until {until}",
                        name = &name,
                        effect = &next.name,
                        until = next.until
                    ));
                }
            }
            Timer::DeathCount(i) => {
                notes.push(crate::said!(
                    "fo-death-count-dies",
                    "{name} dies: the death count reached {count}",
                    name = &self.characters[i].name,
                    count = self.catalogue.rules.death_count
                ));
                self.kill(i);
            }
            Timer::Recovery(i) => {
                let c = &mut self.characters[i];
                let quiet = self.catalogue.rules.recovery_quiet;
                for location in Location::ALL {
                    if c.locations[location.index()].body == 0 {
                        c.locations[location.index()].heal(Some(1));
                        notes.push(crate::said!(
                            "fo-recovery",
                            "{name}: recovery after {quiet} without effect, strike or combat: Healing 1 to {location}",
                            name = &c.name,
                            quiet = &quiet,
                            location = &location
                        ));
                    }
                }
                c.quiet_since = now;
            }
            Timer::ActionDone(index) => {
                let action = self.actions.remove(index);
                notes.extend(self.complete(action));
            }
        }
        notes.into_iter().map(|text| self.note(text)).collect()
    }

    /// Marks a character dead and ends what they were doing.
    pub(super) fn kill(&mut self, i: usize) {
        let c = &mut self.characters[i];
        c.dead = true;
        c.dying_since = None;
        c.effects.clear();
        self.actions.retain(|a| a.actor != i);
    }

    fn declare_line(&mut self, tokens: &[Token]) -> Result<Vec<Note>, PlayError> {
        const FORM: &str = "character|monster NAME [sworn] [peacesworn] [key=value ...]";
        let kind = match tokens
            .first()
            .and_then(Token::word)
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            Some("character") => Kind::Character,
            Some("monster") => Kind::Monster,
            Some(other) => {
                return Err(PlayError::Unknown {
                    word: other.to_string(),
                    expected: "`character` or `monster`",
                });
            }
            None => return Err(PlayError::Form(FORM)),
        };
        let name = tokens
            .get(1)
            .and_then(Token::word)
            .ok_or(PlayError::Form(FORM))?;
        if self.character(name).is_some() {
            return Err(PlayError::DuplicateName(name.to_string()));
        }
        if name.eq_ignore_ascii_case("all")
            || name.eq_ignore_ascii_case("referee")
            || Location::parse(name).is_some()
        {
            return Err(PlayError::BadValue {
                key: "name".into(),
                value: name.to_string(),
                reason: "that word is reserved in scripts".into(),
            });
        }
        let (character, notes) =
            Character::declare(&self.catalogue, kind, name, &tokens[2..], self.now)?;
        self.characters.push(character);
        Ok(notes.into_iter().map(|t| self.note(t)).collect())
    }

    fn apply_line(&mut self, tokens: &[Token]) -> Result<Vec<Note>, PlayError> {
        let parts = Parts::of(tokens);
        let texts = match (parts.verb(0).as_str(), parts.verb(1).as_str()) {
            ("referee", _) => self.referee(&parts)?,
            ("time-in", _) => {
                for c in &mut self.characters {
                    c.vigour = c.max_vigour;
                }
                vec![crate::said!(
                    "fo-time-in",
                    "Time In: everyone's Vigour is refilled"
                )]
            }
            ("combat", _) => self.combat(&parts)?,
            (_, "hits") => self.hit(&parts)?,
            (_, "casts" | "calls") => self.cast(&parts)?,
            (_, "resists") => self.resist(&parts)?,
            (_, "executes" | "restrains" | "releases" | "searches") => self.start_action(&parts)?,
            (_, "carries" | "drops" | "stops" | "cooperates" | "struggles" | "escapes") => {
                self.physical(&parts)?
            }
            (_, verb) => {
                return Err(PlayError::Unknown {
                    word: verb.to_string(),
                    expected: "NAME hits|casts|calls|resists|executes|restrains|releases|searches|carries|drops|stops|cooperates|struggles|escapes ..., referee, combat or time-in",
                });
            }
        };
        Ok(texts.into_iter().map(|t| self.note(t)).collect())
    }

    fn combat(&mut self, parts: &Parts) -> Result<Vec<Line>, PlayError> {
        let names: Vec<&str> = match parts.words.get(1).map(|w| w.to_ascii_lowercase()) {
            None => self.characters.iter().map(|c| c.name.as_str()).collect(),
            Some(w) if w == "near" => parts.words[2..]
                .iter()
                .flat_map(|w| w.split(','))
                .filter(|w| !w.is_empty())
                .collect(),
            Some(_) => return Err(PlayError::Form("combat [near NAME,NAME ...]")),
        };
        let mut indices = Vec::new();
        for name in &names {
            indices.push(self.index(name)?);
        }
        let mut shown = Vec::new();
        for i in indices {
            self.characters[i].quiet_since = self.now;
            shown.push(self.characters[i].name.clone());
        }
        Ok(vec![crate::said!(
            "fo-combat",
            "combat nearby: {names} (recovery waits)",
            names = shown.join(", ")
        )])
    }

    /// Parses a call, refusing it as a script error with its text.
    pub(super) fn parse_call(&self, text: &str, blow: bool) -> Result<Call, PlayError> {
        call::parse(&self.catalogue, text, blow).map_err(|error| PlayError::Call {
            text: text.to_string(),
            error,
        })
    }

    fn check_line(&self, tokens: &[Token]) -> Result<Vec<Mismatch>, PlayError> {
        const FORM: &str = "expect NAME [LOCATION] key=value ...";
        let parts = Parts::of(tokens);
        let name = parts.words.first().ok_or(PlayError::Form(FORM))?;
        let c = &self.characters[self.index(name)?];
        let location = match parts.words.get(1) {
            Some(word) => Some(
                Location::parse(word)
                    .ok_or_else(|| PlayError::UnknownLocation(word.to_string()))?,
            ),
            None => None,
        };
        if parts.pairs.is_empty() || parts.words.len() > 2 || !parts.quoted.is_empty() {
            return Err(PlayError::Form(FORM));
        }
        let mut mismatches = Vec::new();
        for (key, want) in &parts.pairs {
            let key_lower = key.to_ascii_lowercase();
            let field = match location {
                Some(l) => format!("{} {l} {key_lower}", c.name),
                None => format!("{} {key_lower}", c.name),
            };
            let have = match location {
                Some(l) => location_value(c, l, &key_lower)?,
                None => self.character_value(c, &key_lower)?,
            };
            if !same(&key_lower, want, &have) {
                mismatches.push(Mismatch {
                    field,
                    expected: want.to_string(),
                    actual: have,
                });
            }
        }
        Ok(mismatches)
    }

    fn character_value(&self, c: &Character, key: &str) -> Result<String, PlayError> {
        let yes = |b: bool| if b { "yes" } else { "no" }.to_string();
        let list = |items: Vec<String>| {
            if items.is_empty() {
                "none".to_string()
            } else {
                items.join(",")
            }
        };
        Ok(match key {
            "vigour" => c.vigour.to_string(),
            "dead" => yes(c.dead),
            "dying" => yes(c.dying_since.is_some()),
            "bleeding" => yes(c.bleeding()),
            "unconscious" => yes(c.unconscious()),
            "fallen" => yes(c.fallen()),
            "can-stand" => yes(c.can_stand()),
            "restrained" => yes(c.restrained),
            "unresisting" => yes(c.unresisting(&self.catalogue)),
            "following" => c
                .effects
                .governing()
                .map_or("none".into(), |a| a.name.clone()),
            "effects" => list(c.effects.iter().map(|a| a.name.clone()).collect()),
            "immune" => list(c.immune_to(self.now)),
            "death-count" => c.dying_since.map_or("none".into(), |s| {
                self.now.since(s).whole_secs().to_string()
            }),
            "said" => c.said.clone().unwrap_or_else(|| "nothing".into()),
            "carried-by" => list(c.carried_by.clone()),
            "action" => self.action_of(c).unwrap_or_else(|| "none".into()),
            _ => return Err(PlayError::UnknownKey(key.to_string())),
        })
    }

    fn action_of(&self, c: &Character) -> Option<String> {
        self.doing_of(c).map(|doing| doing.to_string())
    }

    fn doing_of(&self, c: &Character) -> Option<Doing> {
        let i = self.index(&c.name).ok()?;
        self.actions
            .iter()
            .find(|a| a.actor == i)
            .map(|a| a.doing(&self.characters))
    }
}

fn location_value(c: &Character, l: Location, key: &str) -> Result<String, PlayError> {
    let hits = c.hits(l);
    Ok(match key {
        "body" => hits.body.to_string(),
        "armour" | "armor" => hits.armour.to_string(),
        "usable" => if hits.usable() { "yes" } else { "no" }.to_string(),
        _ => return Err(PlayError::UnknownKey(key.to_string())),
    })
}

/// Compares an expected value with the engine's: case-insensitive, yes/true
/// and no/false alike, lists in any order.
fn same(key: &str, want: &str, have: &str) -> bool {
    let norm = |s: &str| match s.to_ascii_lowercase().as_str() {
        "true" => "yes".to_string(),
        "false" => "no".to_string(),
        other => other.to_string(),
    };
    if matches!(key, "effects" | "immune" | "carried-by") {
        let set = |s: &str| {
            let mut v: Vec<String> = s
                .split(',')
                .map(|p| norm(p.trim()))
                .filter(|p| !p.is_empty())
                .collect();
            v.sort();
            v
        };
        return set(want) == set(have);
    }
    norm(want) == norm(have)
}

impl Engine for FiveOaths {
    type Error = PlayError;
    type State = State;

    fn declare(&mut self, tokens: &[Token]) -> Result<Vec<Note>, PlayError> {
        self.declare_line(tokens)
    }

    fn advance_to(&mut self, time: Time) -> Vec<Note> {
        let mut notes = Vec::new();
        while let Some((at, timer)) = self.next_timer().filter(|(at, _)| *at <= time) {
            self.now = self.now.max(at);
            notes.extend(self.fire(timer));
        }
        self.now = self.now.max(time);
        for c in &mut self.characters {
            c.immunities.expire(self.now);
        }
        notes
    }

    fn apply(&mut self, tokens: &[Token]) -> Result<Vec<Note>, PlayError> {
        self.apply_line(tokens)
    }

    fn check(&self, tokens: &[Token]) -> Result<Vec<Mismatch>, PlayError> {
        self.check_line(tokens)
    }

    fn states(&self) -> Vec<State> {
        self.characters
            .iter()
            .map(|c| c.state(&self.catalogue, self.now, self.doing_of(c)))
            .collect()
    }
}
