//! The 30-second actions (executing, restraining, releasing, searching),
//! moving characters, and who may resist.
//!
//! An [`Action`](super::Action) is started by `start_action`, runs for the rules'
//! `action_time` while its actor keeps concentrating, and is judged by
//! `complete` when the timer fires:
//! - **Execute**: the target dies if, at the end, it is dying and unresisting;
//!   otherwise "No Effect".
//! - **Restrain**: needs an unresisting target at the start and the end.
//! - **Release**: an unrestrained actor frees a restrained target.
//! - **Search**: needs a stationary, unresisting target, who may resist at any
//!   stage to stop it.
//!
//! Striking, falling unconscious, or an effect that breaks concentration stops
//! an action (`break_action`). A target is unresisting when unconscious, under
//! Sleep or Halt, or cooperating (`NAME cooperates`; `NAME struggles` resists).
//! Moving (`carries`/`drops`): an unresisting target, two free hands, at most
//! two carriers; one moves them at a slow walk, two at a normal walk.

use super::action::{Action, ActionKind};
use super::engine::{FiveOaths, Line, Parts};
use super::error::PlayError;
use super::location::Location;

/// Why an action stops (`break_action`): the English word after the name,
/// and the same as a key for a message to select on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Break {
    /// The actor strikes.
    Strikes,
    /// An effect that breaks concentration.
    LosesConcentration,
    /// The actor falls unconscious.
    FallsUnconscious,
    /// The actor stops (`NAME stops`).
    Stops,
}

impl Break {
    /// The English, `{name} {why}: stops ...`.
    fn english(self) -> &'static str {
        match self {
            Break::Strikes => "strikes",
            Break::LosesConcentration => "loses concentration",
            Break::FallsUnconscious => "falls unconscious",
            Break::Stops => "stops",
        }
    }

    /// The key a message selects on.
    fn key(self) -> &'static str {
        match self {
            Break::Strikes => "strikes",
            Break::LosesConcentration => "concentration",
            Break::FallsUnconscious => "unconscious",
            Break::Stops => "stops",
        }
    }
}

/// `{action} {target} until {until}` (as [`Action::describe`]) in parts:
/// the action's verb (`executing`, also the key a message selects on), its
/// target's name and when it completes.
fn parts_of(
    action: &Action,
    characters: &[super::character::Character],
) -> (&'static str, String, String) {
    let target = characters
        .get(action.target)
        .map_or("?", |c| c.name.as_str())
        .to_string();
    (action.kind.verb(), target, action.due.to_string())
}

impl FiveOaths {
    /// `NAME executes|restrains|releases|searches TARGET`
    pub(super) fn start_action(&mut self, parts: &Parts) -> Result<Vec<Line>, PlayError> {
        let [actor, verb, target] = parts.words[..] else {
            return Err(PlayError::Form(
                "NAME executes|restrains|releases|searches TARGET",
            ));
        };
        let kind = match verb.to_ascii_lowercase().as_str() {
            "executes" => ActionKind::Execute,
            "restrains" => ActionKind::Restrain,
            "releases" => ActionKind::Release,
            _ => ActionKind::Search,
        };
        let (a, t) = (self.index(actor)?, self.index(target)?);
        let (actor_c, target_c) = (&self.characters[a], &self.characters[t]);
        let (an, tn) = (actor_c.name.clone(), target_c.name.clone());
        let refusal = if a == t {
            Some(crate::said!(
                "fo-refused-themselves",
                "refused: {an} cannot do that to themselves",
                an = &an
            ))
        } else if self.actions.iter().any(|x| x.actor == a) {
            Some(crate::said!(
                "fo-refused-busy",
                "refused: {an} is already concentrating on something else",
                an = &an
            ))
        } else if !actor_c.can_concentrate(&self.catalogue) || actor_c.dead {
            Some(crate::said!(
                "fo-refused-cannot-concentrate",
                "refused: {an} cannot concentrate",
                an = &an
            ))
        } else if actor_c.restrained && kind == ActionKind::Execute {
            Some(crate::said!(
                "fo-refused-restrained-execute",
                "refused: {an} is restrained and may not strike (Execute is a strike): \"A restrained character may not strike, repair armour, cast Spells, or move faster than a slow walking pace\"",
                an = &an
            ))
        } else if actor_c.restrained && kind == ActionKind::Release {
            Some(crate::said!(
                "fo-refused-restrained-release",
                "refused: {an} is restrained: \"an unrestrained character must spend 30s\" releasing",
                an = &an
            ))
        } else {
            match kind {
                ActionKind::Restrain if target_c.restrained => Some(crate::said!(
                    "fo-refused-already-restrained",
                    "refused: {tn} is already restrained",
                    tn = &tn
                )),
                ActionKind::Restrain | ActionKind::Search
                    if !target_c.unresisting(&self.catalogue) =>
                {
                    Some(crate::said!(
                        "fo-refused-target-resists",
                        "refused: {tn} resists (a target must be unresisting)",
                        tn = &tn
                    ))
                }
                ActionKind::Release if !target_c.restrained => Some(crate::said!(
                    "fo-refused-not-restrained",
                    "refused: {tn} is not restrained",
                    tn = &tn
                )),
                _ => None,
            }
        };
        if let Some(refusal) = refusal {
            return Ok(vec![refusal]);
        }
        let due = self.now.plus(self.catalogue.rules.action_time);
        let action = Action {
            kind,
            actor: a,
            target: t,
            due,
        };
        let (verb, target, until) = parts_of(&action, &self.characters);
        let text = if kind == ActionKind::Execute {
            crate::said!(
                "fo-starts-executing",
                "{an} starts executing {target} until {until} (calling \"Executing\" audibly to all within 10 m)",
                an = &an,
                target = &target,
                until = &until
            )
        } else {
            crate::said!(
                "fo-starts",
                "{an} starts {action} {target} until {until}",
                an = &an,
                action = verb,
                target = &target,
                until = &until
            )
        };
        self.actions.push(action);
        Ok(vec![text])
    }

    /// Judges an action whose time is up.
    pub(super) fn complete(&mut self, action: Action) -> Vec<Line> {
        let (a, t) = (action.actor, action.target);
        let an = self.characters[a].name.clone();
        let target = &self.characters[t];
        let tn = target.name.clone();
        match action.kind {
            ActionKind::Execute => {
                let valid = !target.dead
                    && target.dying_since.is_some()
                    && target.unresisting(&self.catalogue);
                let why = if target.dead {
                    crate::said!(
                        "fo-execute-no-effect-dead",
                        "{an} calls \"Execute\": {tn} answers \"No Effect\" (already dead)",
                        an = &an,
                        tn = &tn
                    )
                } else if target.dying_since.is_none() {
                    crate::said!(
                        "fo-execute-no-effect-not-dying",
                        "{an} calls \"Execute\": {tn} answers \"No Effect\" (not dying)",
                        an = &an,
                        tn = &tn
                    )
                } else {
                    crate::said!(
                        "fo-execute-no-effect-resisting",
                        "{an} calls \"Execute\": {tn} answers \"No Effect\" (resisting)",
                        an = &an,
                        tn = &tn
                    )
                };
                self.characters[a].last_generated = Some(self.now);
                if valid {
                    self.kill(t);
                    vec![crate::said!(
                        "fo-execute-dies",
                        "{an} calls \"Execute\": {tn} dies",
                        an = &an,
                        tn = &tn
                    )]
                } else {
                    self.characters[t].said = Some("No Effect".into());
                    vec![why]
                }
            }
            ActionKind::Restrain => {
                if target.unresisting(&self.catalogue) {
                    self.characters[t].restrained = true;
                    vec![crate::said!(
                        "fo-restrained",
                        "{tn} is restrained by {an}: holds the binding, may not strike, repair armour or cast, moves no faster than a slow walk",
                        tn = &tn,
                        an = &an
                    )]
                } else {
                    vec![crate::said!(
                        "fo-restrain-fails",
                        "{an} fails to restrain {tn}: {tn} resisted",
                        an = &an,
                        tn = &tn
                    )]
                }
            }
            ActionKind::Release => {
                self.characters[t].restrained = false;
                vec![crate::said!(
                    "fo-releases",
                    "{an} releases {tn}",
                    an = &an,
                    tn = &tn
                )]
            }
            ActionKind::Search => {
                let before = self.characters[t].last_searched;
                self.characters[t].last_searched = Some(self.now);
                vec![match before {
                    None => crate::said!(
                        "fo-searched",
                        "{an} finishes searching {tn}: {tn} tells them of every lammied item, IC document, currency and IC item, and hands over what is asked",
                        an = &an,
                        tn = &tn
                    ),
                    Some(at) => crate::said!(
                        "fo-searched-again",
                        "{an} finishes searching {tn}: {tn} tells them of every lammied item, IC document, currency and IC item, and hands over what is asked; {tn} was last searched at {at}",
                        an = &an,
                        tn = &tn,
                        at = &at
                    ),
                }]
            }
        }
    }

    /// Stops `i`'s action, saying why.
    pub(super) fn break_action(&mut self, i: usize, why: Break) -> Vec<Line> {
        let Some(index) = self.actions.iter().position(|a| a.actor == i) else {
            return Vec::new();
        };
        let action = self.actions.remove(index);
        let (verb, target, until) = parts_of(&action, &self.characters);
        let english = why.english();
        vec![crate::said!(
            "fo-action-breaks",
            "{name} {english}: stops {action} {target} until {until}",
            name = &self.characters[i].name,
            english = &english,
            why = why.key(),
            action = verb,
            target = &target,
            until = &until
        )]
    }

    /// Stops every restraint or search on `t` when `t` resists.
    fn resisted(&mut self, t: usize) -> Vec<Line> {
        let mut notes = Vec::new();
        let characters = &self.characters;
        self.actions.retain(|a| {
            let stops =
                a.target == t && matches!(a.kind, ActionKind::Restrain | ActionKind::Search);
            if stops {
                let (verb, target, until) = parts_of(a, characters);
                notes.push(crate::said!(
                    "fo-resists-action",
                    "{name} resists: {actor} stops {action} {target} until {until}",
                    name = &characters[t].name,
                    actor = &characters[a.actor].name,
                    action = verb,
                    target = &target,
                    until = &until
                ));
            }
            !stops
        });
        notes
    }

    /// `NAME carries|drops TARGET`, `NAME stops|cooperates|struggles|escapes`
    pub(super) fn physical(&mut self, parts: &Parts) -> Result<Vec<Line>, PlayError> {
        let i = self.index(parts.words[0])?;
        let name = self.characters[i].name.clone();
        let verb = parts.verb(1);
        let target = match (verb.as_str(), parts.words.get(2)) {
            ("carries" | "drops", Some(t)) if parts.words.len() == 3 => Some(self.index(t)?),
            ("carries" | "drops", _) => return Err(PlayError::Form("NAME carries|drops TARGET")),
            (_, None) => None,
            (_, Some(_)) => return Err(PlayError::Form("NAME stops|cooperates|struggles|escapes")),
        };
        let c = &mut self.characters[i];
        Ok(match (verb.as_str(), target) {
            ("stops", _) => {
                let notes = self.break_action(i, Break::Stops);
                if notes.is_empty() {
                    vec![crate::said!(
                        "fo-stops-nothing",
                        "{name} was not doing anything that takes time",
                        name = &name
                    )]
                } else {
                    notes
                }
            }
            ("cooperates", _) => {
                c.cooperating = true;
                vec![crate::said!(
                    "fo-cooperates",
                    "{name} chooses not to resist",
                    name = &name
                )]
            }
            ("struggles", _) => {
                c.cooperating = false;
                if c.unresisting(&self.catalogue) {
                    vec![crate::said!(
                        "fo-cannot-struggle",
                        "{name} cannot resist now (unconscious, or under Sleep or Halt)",
                        name = &name
                    )]
                } else {
                    let mut notes =
                        vec![crate::said!("fo-struggles", "{name} resists", name = &name)];
                    notes.extend(self.resisted(i));
                    notes
                }
            }
            ("escapes", _) => {
                if !c.restrained {
                    vec![crate::said!(
                        "fo-escape-not-restrained",
                        "{name} is not restrained",
                        name = &name
                    )]
                } else if c.has_feat("Escape Restraints") {
                    c.restrained = false;
                    vec![crate::said!(
                        "fo-escapes",
                        "{name} uses Escape Restraints and is free",
                        name = &name
                    )]
                } else {
                    vec![crate::said!(
                        "fo-refused-escape",
                        "refused: {name} does not have the Escape Restraints feat",
                        name = &name
                    )]
                }
            }
            ("carries", Some(t)) => self.carry(i, t),
            (_, Some(t)) => {
                let tname = self.characters[t].name.clone();
                let carried = &mut self.characters[t].carried_by;
                let before = carried.len();
                carried.retain(|n| *n != name);
                if carried.len() == before {
                    vec![crate::said!(
                        "fo-not-carrying",
                        "{name} was not carrying {tname}",
                        name = &name,
                        tname = &tname
                    )]
                } else {
                    vec![crate::said!(
                        "fo-puts-down",
                        "{name} puts {tname} down",
                        name = &name,
                        tname = &tname
                    )]
                }
            }
            (_, None) => return Err(PlayError::Form("NAME carries|drops TARGET")),
        })
    }

    fn carry(&mut self, i: usize, t: usize) -> Vec<Line> {
        let (c, target) = (&self.characters[i], &self.characters[t]);
        let (name, tname) = (c.name.clone(), target.name.clone());
        let hands = [Location::LeftArm, Location::RightArm]
            .iter()
            .all(|l| c.hits(*l).usable());
        let refusal = if i == t {
            Some(crate::said!(
                "fo-refused-carry-themselves",
                "refused: {name} cannot carry themselves",
                name = &name
            ))
        } else if c.dead || c.unconscious() {
            Some(crate::said!(
                "fo-refused-carry-no-state",
                "refused: {name} is in no state to carry anyone",
                name = &name
            ))
        } else if c.restrained || !hands {
            Some(crate::said!(
                "fo-refused-carry-hands",
                "refused: {name} needs two free hands",
                name = &name
            ))
        } else if !target.unresisting(&self.catalogue) {
            Some(crate::said!(
                "fo-refused-carry-resists",
                "refused: {tname} resists being moved",
                tname = &tname
            ))
        } else if target.carried_by.contains(&name) {
            Some(crate::said!(
                "fo-refused-carry-already",
                "refused: {name} is already carrying {tname}",
                name = &name,
                tname = &tname
            ))
        } else if target.carried_by.len() >= 2 {
            Some(crate::said!(
                "fo-refused-carry-two",
                "refused: no more than two characters may move {tname}",
                tname = &tname
            ))
        } else {
            None
        };
        if let Some(refusal) = refusal {
            return vec![refusal];
        }
        let carried = &mut self.characters[t].carried_by;
        carried.push(name);
        vec![match &carried[..] {
            [one, two] => crate::said!(
                "fo-carry-two",
                "{one} and {two} carry {tname} at a normal walking pace (both carriers must agree on the direction), without touching",
                one = &one,
                two = &two,
                tname = &tname
            ),
            _ => crate::said!(
                "fo-carry-one",
                "{carriers} carry {tname} at a slow walking pace, with slow deliberate steps, without touching",
                carriers = carried.join(" and "),
                tname = &tname
            ),
        }]
    }
}
