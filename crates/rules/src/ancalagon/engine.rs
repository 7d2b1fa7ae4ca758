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
mod tests {
    use super::*;
    use crate::play::{Outcome, Record, run, script};

    #[test]
    fn engine_errors_keep_their_cause() {
        use std::error::Error;
        let refused = EngineError::Character {
            name: "Aino".into(),
            error: CharacterError::EmptyName,
        };
        let cause = refused.source().map(ToString::to_string);
        assert_eq!(cause, Some(CharacterError::EmptyName.to_string()));
        let line = play::RunError {
            line: 3,
            error: refused,
        };
        assert_eq!(
            line.source().map(ToString::to_string),
            Some("character Aino: a character needs a name".to_string())
        );
        assert_eq!(
            line.to_string(),
            "line 3: character Aino: a character needs a name"
        );
    }

    /// Every example script, by name (the same files `armoury sim` runs).
    const EXAMPLES: &[(&str, &str)] = &[
        (
            "strike-armour",
            include_str!("../../examples/sim/ancalagon-strike-armour.sim"),
        ),
        (
            "helmet-last",
            include_str!("../../examples/sim/ancalagon-helmet-last.sim"),
        ),
        (
            "big-stone",
            include_str!("../../examples/sim/ancalagon-big-stone.sim"),
        ),
        (
            "death",
            include_str!("../../examples/sim/ancalagon-death.sim"),
        ),
        (
            "kill",
            include_str!("../../examples/sim/ancalagon-kill.sim"),
        ),
        (
            "knock-out",
            include_str!("../../examples/sim/ancalagon-knock-out.sim"),
        ),
        (
            "wounds",
            include_str!("../../examples/sim/ancalagon-wounds.sim"),
        ),
        (
            "reopen",
            include_str!("../../examples/sim/ancalagon-reopen.sim"),
        ),
        (
            "bandage",
            include_str!("../../examples/sim/ancalagon-bandage.sim"),
        ),
        (
            "healer",
            include_str!("../../examples/sim/ancalagon-healer.sim"),
        ),
        (
            "stopp",
            include_str!("../../examples/sim/ancalagon-stopp.sim"),
        ),
        (
            "respawn",
            include_str!("../../examples/sim/ancalagon-respawn.sim"),
        ),
    ];

    fn outcome(text: &str) -> Result<Outcome, String> {
        let script = script::parse(text).map_err(|e| e.to_string())?;
        run(&mut ScriptEngine::new(), &script, &mut |_| {}).map_err(|e| e.to_string())
    }

    fn example(name: &str) -> &'static str {
        EXAMPLES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, text)| *text)
            .expect("example exists")
    }

    #[test]
    fn every_example_script_holds() {
        for (name, text) in EXAMPLES {
            let outcome = outcome(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(
                outcome.expectations >= 4,
                "{name}: a test needs expectations"
            );
            assert_eq!(outcome.failed, 0, "{name}");
        }
    }

    /// Moving an expectation across a boundary must make the script fail:
    /// (example, line as written, the same line on the wrong side).
    #[test]
    fn boundaries_are_exact_on_both_sides() {
        let rows = [
            (
                "death",
                "at 11:59 expect Kalev dying alive",
                "at 11:59 expect Kalev dead",
            ),
            (
                "death",
                "at 12:00 expect Kalev dead",
                "at 12:00 expect Kalev dying",
            ),
            (
                "wounds",
                "at 19:59 expect Kalev hp=1",
                "at 19:59 expect Kalev hp=2",
            ),
            (
                "wounds",
                "at 20:00 expect Kalev hp=2 wounds=none",
                "at 20:00 expect Kalev hp=1",
            ),
            (
                "wounds",
                "at 12:59 expect Toomas hp=0",
                "at 12:59 expect Toomas hp=1",
            ),
            (
                "wounds",
                "at 13:00 expect Toomas hp=1 conscious",
                "at 13:00 expect Toomas hp=0",
            ),
            (
                "knock-out",
                "at 05:59 expect Kalev unconscious",
                "at 05:59 expect Kalev conscious",
            ),
            (
                "knock-out",
                "at 06:00 expect Kalev conscious hp=2",
                "at 06:00 expect Kalev unconscious",
            ),
            (
                "big-stone",
                "at 11:59.999 expect Ants unconscious hp=2",
                "at 11:59.999 expect Ants conscious",
            ),
            (
                "kill",
                "at 00:29.999 expect Kalev dying",
                "at 00:29.999 expect Kalev dead",
            ),
            (
                "kill",
                "at 00:30 expect Kalev dead",
                "at 00:30 expect Kalev dying",
            ),
            (
                "reopen",
                "at 19:59 expect Kalev dying",
                "at 19:59 expect Kalev dead",
            ),
            (
                "reopen",
                "at 64:59 expect Toomas hp=1",
                "at 64:59 expect Toomas hp=2",
            ),
            (
                "healer",
                "at 01:10 expect Toomas dying hp=0",
                "at 01:10 expect Toomas conscious hp=2",
            ),
            (
                "healer",
                "at 11:59 expect Rein hp=1",
                "at 11:59 expect Rein hp=2",
            ),
            (
                "strike-armour",
                "at 00:30 expect Kalev hp=2 body=0 helmet=1 armour=1",
                "at 00:30 expect Kalev hp=1",
            ),
            (
                "respawn",
                "at 35:00 expect Mari touches=4",
                "at 35:00 expect Mari touches=5",
            ),
        ];
        for (name, line, wrong) in rows {
            let text = example(name);
            assert!(text.contains(line), "{name}: {line}");
            let mutated = text.replacen(line, wrong, 1);
            let outcome = outcome(&mutated).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(outcome.failed, 1, "{name}: {wrong} must fail");
        }
    }

    #[test]
    fn failed_expectations_report_field_expected_and_actual() {
        let script = script::parse(
            "system ancalagon-2011\ncharacter Kalev\nat 00:01 Kalev struck arms\nat 00:01 expect Kalev dead hp=2 touches=5\n",
        )
        .expect("parses");
        let mut mismatches = Vec::new();
        run(&mut ScriptEngine::new(), &script, &mut |record| {
            if let Record::Expect { mismatches: m, .. } = record {
                mismatches = m;
            }
        })
        .expect("runs");
        let texts: Vec<String> = mismatches.iter().map(ToString::to_string).collect();
        assert_eq!(
            texts,
            vec![
                "Kalev condition: expected dead, found conscious",
                "Kalev hp: expected 2, found 1",
                "Kalev touches: expected 5, found none",
            ]
        );
    }

    #[test]
    fn script_errors_name_line_field_and_value() {
        let head = "system ancalagon-2011\ncharacter Kalev warrior\n";
        let rows: &[(&str, &str)] = &[
            ("monster Orc\n", "line 3: unknown declaration \"monster\""),
            (
                "character Kalev\n",
                "line 3: a character named \"Kalev\" is already declared",
            ),
            (
                "character Mari mage\n",
                "line 3: class=\"mage\": expected warrior or healer",
            ),
            (
                "character Mari hp=two\n",
                "line 3: hp=\"two\": expected a whole number",
            ),
            ("character Mari hp=0\n", "line 3: character Mari: hp=0"),
            (
                "character Mari body=4 armoured=torso helmet=2\n",
                "never have over 5 armour points",
            ),
            (
                "character Mari body=1\n",
                "line 3: character Mari: body=1 needs armoured=PLACES",
            ),
            (
                "character Mari body=1 armoured=torso,head\n",
                "\"head\" is not a place body armour covers",
            ),
            ("character scenario-start\n", "reserved word"),
            (
                "character Mari colour=red\n",
                "character: unexpected \"colour=red\"",
            ),
            ("at 00:01 Kalev struck wing\n", "line 3: location=\"wing\""),
            ("at 00:01 Kalev struck\n", "struck: needs a location"),
            ("at 00:01 Kalev dances\n", "unknown event \"dances\""),
            (
                "at 00:01 Toomas struck torso\n",
                "no character named \"Toomas\" (declared: Kalev)",
            ),
            (
                "at 00:01 Kalev heal-touch Mari\n",
                "heal-touch: needs `by NAME`",
            ),
            (
                "at 00:01 Kalev tend by Mari\n",
                "no character named \"Mari\"",
            ),
            ("at 00:01 Kalev bind now\n", "bind: unexpected \"now\""),
            (
                "at 00:01 Kalev knock-out hard\n",
                "knock-out: unexpected \"hard\"",
            ),
            (
                "at 00:01 scenario-start Kalev\n",
                "scenario-start: unexpected \"Kalev\"",
            ),
            ("at 00:01 expect Kalev sleepy\n", "condition=\"sleepy\""),
            (
                "at 00:01 expect Kalev mana=3\n",
                "mana=\"3\": expected one of hp",
            ),
            (
                "at 00:01 expect Toomas dead\n",
                "no character named \"Toomas\"",
            ),
        ];
        for (tail, words) in rows {
            let error = outcome(&format!("{head}{tail}")).expect_err(tail);
            assert!(error.contains(words), "{tail}: {error}");
        }
    }

    #[test]
    fn states_follow_declaration_order() {
        let script = script::parse(
            "system ancalagon-2011\ncharacter B healer hp=3\ncharacter A body=2 armoured=all helmet=1\nat 00:01 A struck legs\n",
        )
        .expect("parses");
        let mut engine = ScriptEngine::new();
        run(&mut engine, &script, &mut |_| {}).expect("runs");
        let states = play::Engine::states(&engine);
        assert_eq!(states[0].name, "B");
        assert_eq!((states[0].hp, states[0].touches_left), (3, Some(5)));
        assert_eq!(
            states[1].to_string(),
            "A (warrior) conscious, HP 2/2, armour 2 (body 1/2 on torso,arms,hands,legs,feet, helmet 1/1), wounds none"
        );
    }
}
