//! The scenario-script engine for `system ancalagon-2011`: reads script
//! tokens into characters, [`Event`]s and expectations and drives a
//! [`Scene`] through [`play::Engine`].
//!
//! Declarations: `character NAME [warrior|healer] [hp=N] [body=N
//! armoured=PLACES] [helmet=N]`. Events: `NAME VERB ...` (see
//! the `apply` method of the [`play::Engine`] impl and docs/ancalagon-play.md) or
//! `scenario-start`.
//! Expectations: `NAME [conscious|unconscious|dying|dead|alive] [hp=N]
//! [armour=N] [body=N] [helmet=N] [wounds=W] [touches=N] [tended-by=NAME|none]`.
//! A line that cannot be read is an [`EngineError`]; rules outcomes (a refused
//! touch, an invalid strike) are notes.

use super::character::{Armour, Character, CharacterError, Condition};
use super::class::Class;
use super::event::{Event, Missile, StoneTarget};
use super::location::{Covered, Location};
use super::scene::{Scene, SceneError};
use super::state::CharacterState;
use crate::play::{self, Mismatch, Note, Sentence, Time, Token};

/// The `system` name of scripts this engine runs.
pub const SYSTEM: &str = "ancalagon-2011";

/// Why a script line could not be understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// A declaration that is not `character ...`.
    UnknownDeclaration {
        /// The first word.
        found: String,
    },
    /// A field with a value it cannot take.
    BadValue {
        /// The field (`hp`, `body`, `location`...).
        field: String,
        /// The refused value.
        value: String,
        /// What would be accepted.
        reason: String,
    },
    /// A character the rules refuse (too much armour, no name...).
    Character {
        /// The character's name.
        name: String,
        /// Why.
        #[source]
        error: CharacterError,
    },
    /// An event word this engine does not know.
    UnknownEvent {
        /// The word.
        word: String,
    },
    /// An event or expectation without something it needs.
    Missing {
        /// The statement (`struck`, `expect`...).
        what: String,
        /// What it needs.
        wants: &'static str,
    },
    /// A token that does not belong on this line.
    Unexpected {
        /// The statement.
        what: String,
        /// The token.
        token: String,
    },
    /// A name the scene does not know, or knows twice.
    Scene(#[from] SceneError),
}

/// The end of the reason a place is refused for `armoured=`.
const NOT_A_PLACE: &str = " is not a place body armour covers (torso, arms, legs, or all)";

/// A reason or a need of the engine (`expected warrior or healer`, `a
/// name`) as a sentence; one the engine does not give shows as it is.
fn phrase(text: &str) -> Sentence {
    match text {
        "expected a whole number from 0 to 255" => {
            crate::said!(
                "pye-anc-want-number",
                "expected a whole number from 0 to 255"
            )
        }
        "a reserved word cannot be a character's name" => crate::said!(
            "pye-anc-reserved-name",
            "a reserved word cannot be a character's name"
        ),
        "expected warrior or healer" => {
            crate::said!("pye-anc-want-class", "expected warrior or healer")
        }
        "expected head, neck, crotch, torso, arms or legs" => crate::said!(
            "pye-anc-want-location",
            "expected head, neck, crotch, torso, arms or legs"
        ),
        "expected conscious, unconscious, dying, dead or alive" => crate::said!(
            "pye-anc-want-condition",
            "expected conscious, unconscious, dying, dead or alive"
        ),
        "expected one of hp, armour, body, helmet, wounds, touches, tended-by" => crate::said!(
            "pye-anc-want-key",
            "expected one of hp, armour, body, helmet, wounds, touches, tended-by"
        ),
        "a name" => crate::said!("pye-anc-needs-name", "a name"),
        "`by NAME`" => crate::said!("pye-anc-needs-by", "`by NAME`"),
        "a location (torso, arms, legs; head, neck, crotch are invalid)" => crate::said!(
            "pye-anc-needs-location",
            "a location (torso, arms, legs; head, neck, crotch are invalid)"
        ),
        "`NAME EVENT ...` or `scenario-start`" => crate::said!(
            "pye-anc-needs-event",
            "`NAME EVENT ...` or `scenario-start`"
        ),
        "a character's name" => crate::said!("pye-anc-needs-character", "a character's name"),
        _ => match text.strip_suffix(NOT_A_PLACE) {
            Some(piece) => crate::said!(
                "pye-anc-not-a-place",
                "{piece} is not a place body armour covers (torso, arms, legs, or all)",
                piece = piece
            ),
            None => play::unsaid(text),
        },
    }
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::play::english(&crate::play::SaidError::said_chain(
            self,
        )))
    }
}

impl play::SaidError for EngineError {
    fn said_chain(&self) -> Vec<Sentence> {
        let sentence = match self {
            EngineError::UnknownDeclaration { found } => crate::said!(
                "pye-anc-unknown-declaration",
                "unknown declaration {found}: declare `character NAME ...`",
                found = format!("{found:?}")
            ),
            EngineError::BadValue {
                field,
                value,
                reason,
            } => {
                return play::framed(
                    |error| {
                        crate::said!(
                            "pye-bad-value",
                            "{field}={value}: {error}",
                            field = field,
                            value = format!("{value:?}"),
                            error = error
                        )
                    },
                    vec![phrase(reason)],
                );
            }
            EngineError::Character { name, error } => {
                return play::framed(
                    |error| {
                        crate::said!(
                            "pye-anc-character",
                            "character {name}: {error}",
                            name = name,
                            error = error
                        )
                    },
                    error.said_chain(),
                );
            }
            EngineError::UnknownEvent { word } => crate::said!(
                "pye-anc-unknown-event",
                "unknown event {word} (known: struck, big-stone, siege-stone, siege-arrow, knock-out, bind, unbind, tend, stop-tending, strenuous, heal-touch, kill, kill-stopped, stopp-trivial, respawn; or scenario-start)",
                word = format!("{word:?}")
            ),
            EngineError::Missing { what, wants } => {
                return play::framed(
                    |error| {
                        crate::said!(
                            "pye-anc-needs",
                            "{what}: needs {error}",
                            what = what,
                            error = error
                        )
                    },
                    vec![phrase(wants)],
                );
            }
            EngineError::Unexpected { what, token } => crate::said!(
                "pye-unexpected",
                "{what}: unexpected {token}",
                what = what,
                token = format!("{token:?}")
            ),
            EngineError::Scene(error) => return error.said_chain(),
        };
        vec![sentence]
    }
}

/// Runs Ancalagon scenario scripts: a [`Scene`] behind [`play::Engine`].
///
/// ```
/// use armoury_rules::ancalagon::ScriptEngine;
/// use armoury_rules::play::{run, script};
///
/// let script = script::parse(
///     "system ancalagon-2011\n\
///      character Kalev warrior body=1 armoured=torso\n\
///      at 00:30 Kalev struck torso\n\
///      at 00:30 expect Kalev conscious hp=2 body=0\n",
/// ).unwrap();
/// let outcome = run(&mut ScriptEngine::new(), &script, &mut |_| {}).unwrap();
/// assert_eq!((outcome.expectations, outcome.failed), (1, 0));
/// ```
#[derive(Clone, Debug, Default)]
pub struct ScriptEngine {
    scene: Scene,
}

impl ScriptEngine {
    /// An engine with an empty scene.
    pub fn new() -> ScriptEngine {
        ScriptEngine::default()
    }

    /// The scene the script has built.
    pub fn scene(&self) -> &Scene {
        &self.scene
    }
}

/// A token's text as a name (a bare or quoted word).
fn name_of(token: &Token) -> Option<&str> {
    match token {
        Token::Word(word) | Token::Quoted(word) => Some(word),
        Token::Pair { .. } => None,
    }
}

fn bad(field: &str, value: &str, reason: impl Into<String>) -> EngineError {
    EngineError::BadValue {
        field: field.to_string(),
        value: value.to_string(),
        reason: reason.into(),
    }
}

fn number(field: &str, value: &str) -> Result<u8, EngineError> {
    value
        .parse()
        .map_err(|_| bad(field, value, "expected a whole number from 0 to 255"))
}

fn unexpected(what: &str, token: &Token) -> EngineError {
    EngineError::Unexpected {
        what: what.to_string(),
        token: token.to_string(),
    }
}

/// Words that cannot be character names (they start other statements).
const RESERVED: [&str; 3] = ["scenario-start", "at", "expect"];

/// Reads `character NAME [CLASS] [hp=N] [body=N] [armoured=PLACES] [helmet=N]`.
fn parse_character(tokens: &[Token]) -> Result<Character, EngineError> {
    let name = tokens
        .get(1)
        .and_then(name_of)
        .ok_or(EngineError::Missing {
            what: "character".into(),
            wants: "a name",
        })?;
    if RESERVED.iter().any(|r| r.eq_ignore_ascii_case(name)) {
        return Err(bad(
            "name",
            name,
            "a reserved word cannot be a character's name",
        ));
    }
    let mut class = None;
    let (mut hp, mut body, mut helmet, mut covered) = (None, 0, None, Covered::NONE);
    for token in &tokens[2..] {
        match token {
            Token::Word(word) if class.is_none() => {
                class = Some(
                    Class::parse(word)
                        .ok_or_else(|| bad("class", word, "expected warrior or healer"))?,
                );
            }
            Token::Pair { key, value } => match key.to_ascii_lowercase().as_str() {
                "hp" => hp = Some(number(key, value)?),
                "body" => body = number(key, value)?,
                "helmet" => helmet = Some(number(key, value)?),
                "armoured" | "armored" => {
                    covered = Covered::parse(value)
                        .map_err(|piece| bad(key, value, format!("{piece:?}{NOT_A_PLACE}")))?;
                }
                _ => return Err(unexpected("character", token)),
            },
            _ => return Err(unexpected("character", token)),
        }
    }
    let refuse = |error| EngineError::Character {
        name: name.to_string(),
        error,
    };
    let mut character = Character::new(name, class.unwrap_or_default()).map_err(refuse)?;
    if let Some(hp) = hp {
        character = character.with_hit_points(hp).map_err(refuse)?;
    }
    let armour = Armour::new(body, covered, helmet).map_err(refuse)?;
    Ok(character.with_armour(armour))
}

/// Reads `by NAME` at the start of `rest`.
fn by_name(what: &str, rest: &[Token]) -> Result<String, EngineError> {
    match rest {
        [by, name] if by.word().is_some_and(|w| w.eq_ignore_ascii_case("by")) => name_of(name)
            .map(str::to_string)
            .ok_or_else(|| unexpected(what, name)),
        [] | [_] => Err(EngineError::Missing {
            what: what.to_string(),
            wants: "`by NAME`",
        }),
        [_, _, extra, ..] => Err(unexpected(what, extra)),
        [other, _] => Err(unexpected(what, other)),
    }
}

fn location(value: &str) -> Result<Location, EngineError> {
    Location::parse(value).ok_or_else(|| {
        bad(
            "location",
            value,
            "expected head, neck, crotch, torso, arms or legs",
        )
    })
}

/// Reads an event's verb and arguments.
fn parse_event(verb: &str, rest: &[Token]) -> Result<Event, EngineError> {
    let lower = verb.to_ascii_lowercase();
    let no_more = |event: Event| match rest.first() {
        Some(token) => Err(unexpected(verb, token)),
        None => Ok(event),
    };
    match lower.as_str() {
        "struck" => match rest {
            [token] => Ok(Event::Strike(location(name_of(token).unwrap_or_default())?)),
            [] => Err(EngineError::Missing {
                what: verb.into(),
                wants: "a location (torso, arms, legs; head, neck, crotch are invalid)",
            }),
            [_, extra, ..] => Err(unexpected(verb, extra)),
        },
        "big-stone" | "siege-stone" | "siege-arrow" => {
            let missile = match lower.as_str() {
                "big-stone" => Missile::BigStone,
                "siege-stone" => Missile::SiegeStone,
                _ => Missile::SiegeArrow,
            };
            let target = match rest {
                [] => StoneTarget::Body(None),
                [token]
                    if token
                        .word()
                        .is_some_and(|w| w.eq_ignore_ascii_case("shield")) =>
                {
                    StoneTarget::Shield
                }
                [token] => StoneTarget::Body(Some(location(name_of(token).unwrap_or_default())?)),
                [_, extra, ..] => return Err(unexpected(verb, extra)),
            };
            Ok(Event::BigStone { missile, target })
        }
        "knock-out" => {
            let (mut helmet, mut seen) = (false, false);
            for token in rest {
                match token.word().map(str::to_ascii_lowercase).as_deref() {
                    Some("helmet") => helmet = true,
                    Some("seen") => seen = true,
                    _ => return Err(unexpected(verb, token)),
                }
            }
            Ok(Event::KnockOut { helmet, seen })
        }
        "bind" => no_more(Event::Bind),
        "unbind" => no_more(Event::Unbind),
        "tend" | "tended" => Ok(Event::Tend {
            by: by_name(verb, rest)?,
        }),
        "stop-tending" => no_more(Event::StopTending),
        "strenuous" => no_more(Event::Strenuous),
        "heal-touch" => Ok(Event::HealTouch {
            by: by_name(verb, rest)?,
        }),
        "kill" => no_more(Event::Kill),
        "kill-stopped" => no_more(Event::StopKill),
        "stopp-trivial" => no_more(Event::StoppTrivial),
        "respawn" => no_more(Event::Respawn),
        _ => Err(EngineError::UnknownEvent {
            word: verb.to_string(),
        }),
    }
}

/// Compares one expected value with the actual one.
fn compare(mismatches: &mut Vec<Mismatch>, field: String, expected: &str, actual: String) {
    if !expected.eq_ignore_ascii_case(&actual) {
        mismatches.push(Mismatch {
            field,
            expected: expected.to_string(),
            actual,
        });
    }
}

impl play::Engine for ScriptEngine {
    type Error = EngineError;
    type State = CharacterState;

    fn declare(&mut self, tokens: &[Token]) -> Result<Vec<Note>, EngineError> {
        let first = tokens.first().map(ToString::to_string).unwrap_or_default();
        if !first.eq_ignore_ascii_case("character") {
            return Err(EngineError::UnknownDeclaration { found: first });
        }
        let character = parse_character(tokens)?;
        let state = CharacterState::from(&character);
        self.scene.add(character)?;
        // The declared character's state line, as after every event.
        let (text, said) = state.line();
        Ok(vec![Note {
            time: Time::ZERO,
            text,
            says: Some(said),
        }])
    }

    fn advance_to(&mut self, time: Time) -> Vec<Note> {
        self.scene.advance_to(time)
    }

    /// `scenario-start`, or `NAME VERB ...` with VERB one of: `struck
    /// LOCATION`, `big-stone|siege-stone|siege-arrow [LOCATION|shield]`,
    /// `knock-out [helmet] [seen]`, `bind`, `unbind`, `tend by NAME`, `stop-tending`,
    /// `strenuous`, `heal-touch by NAME`, `kill`, `kill-stopped`,
    /// `stopp-trivial`, `respawn`.
    fn apply(&mut self, tokens: &[Token]) -> Result<Vec<Note>, EngineError> {
        match tokens {
            [word, rest @ ..]
                if word
                    .word()
                    .is_some_and(|w| w.eq_ignore_ascii_case("scenario-start")) =>
            {
                match rest.first() {
                    Some(token) => Err(unexpected("scenario-start", token)),
                    None => Ok(self.scene.start_scenario()),
                }
            }
            [name, verb, rest @ ..] => {
                let name = name_of(name).ok_or_else(|| unexpected("event", name))?;
                let verb = verb.word().ok_or_else(|| unexpected("event", verb))?;
                let event = parse_event(verb, rest)?;
                Ok(self.scene.apply(name, &event)?)
            }
            _ => Err(EngineError::Missing {
                what: "event".into(),
                wants: "`NAME EVENT ...` or `scenario-start`",
            }),
        }
    }

    fn check(&self, tokens: &[Token]) -> Result<Vec<Mismatch>, EngineError> {
        let (name, rest) = match tokens {
            [name, rest @ ..] => (
                name_of(name).ok_or_else(|| unexpected("expect", name))?,
                rest,
            ),
            [] => {
                return Err(EngineError::Missing {
                    what: "expect".into(),
                    wants: "a character's name",
                });
            }
        };
        let character = self.scene.character(name).ok_or_else(|| {
            EngineError::Scene(SceneError::UnknownCharacter {
                name: name.to_string(),
                known: self
                    .scene
                    .characters()
                    .iter()
                    .map(|c| c.name().to_string())
                    .collect(),
            })
        })?;
        let state = CharacterState::from(character);
        let mut mismatches = Vec::new();
        for token in rest {
            match token {
                Token::Word(word) => {
                    let condition = state.condition;
                    let holds = match word.to_ascii_lowercase().as_str() {
                        "conscious" => condition == Condition::Conscious,
                        "unconscious" => {
                            matches!(condition, Condition::Unconscious | Condition::Dying)
                        }
                        "dying" => condition == Condition::Dying,
                        "dead" => condition == Condition::Dead,
                        "alive" => condition != Condition::Dead,
                        _ => {
                            return Err(bad(
                                "condition",
                                word,
                                "expected conscious, unconscious, dying, dead or alive",
                            ));
                        }
                    };
                    if !holds {
                        mismatches.push(Mismatch {
                            field: format!("{name} condition"),
                            expected: word.clone(),
                            actual: condition.to_string(),
                        });
                    }
                }
                Token::Pair { key, value } => {
                    let field = format!("{name} {key}");
                    let actual = match key.to_ascii_lowercase().as_str() {
                        "hp" => state.hp.to_string(),
                        "armour" | "armor" => state.armour.to_string(),
                        "body" => state.body.to_string(),
                        "helmet" => state.helmet.to_string(),
                        "wounds" => state.wounds.to_string(),
                        "touches" => state.touches_left.map_or("none".into(), |n| n.to_string()),
                        "tended-by" => state.tended_by.clone().unwrap_or_else(|| "none".into()),
                        _ => {
                            return Err(bad(
                                key,
                                value,
                                "expected one of hp, armour, body, helmet, wounds, touches, tended-by",
                            ));
                        }
                    };
                    compare(&mut mismatches, field, value, actual);
                }
                Token::Quoted(_) => return Err(unexpected("expect", token)),
            }
        }
        Ok(mismatches)
    }

    fn states(&self) -> Vec<CharacterState> {
        self.scene
            .characters()
            .iter()
            .map(CharacterState::from)
            .collect()
    }
}

#[cfg(test)]
mod tests;
