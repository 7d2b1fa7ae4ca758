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
use super::engine::{FiveOaths, Parts};
use super::error::PlayError;
use super::location::Location;

impl FiveOaths {
    /// `NAME executes|restrains|releases|searches TARGET`
    pub(super) fn start_action(&mut self, parts: &Parts) -> Result<Vec<String>, PlayError> {
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
            Some(format!("{an} cannot do that to themselves"))
        } else if self.actions.iter().any(|x| x.actor == a) {
            Some(format!("{an} is already concentrating on something else"))
        } else if !actor_c.can_concentrate(&self.catalogue) || actor_c.dead {
            Some(format!("{an} cannot concentrate"))
        } else if actor_c.restrained && kind == ActionKind::Execute {
            Some(format!(
                "{an} is restrained and may not strike (Execute is a strike): \"A restrained character may not strike, repair armour, cast Spells, or move faster than a slow walking pace\""
            ))
        } else if actor_c.restrained && kind == ActionKind::Release {
            Some(format!(
                "{an} is restrained: \"an unrestrained character must spend 30s\" releasing"
            ))
        } else {
            match kind {
                ActionKind::Restrain if target_c.restrained => {
                    Some(format!("{tn} is already restrained"))
                }
                ActionKind::Restrain | ActionKind::Search
                    if !target_c.unresisting(&self.catalogue) =>
                {
                    Some(format!("{tn} resists (a target must be unresisting)"))
                }
                ActionKind::Release if !target_c.restrained => {
                    Some(format!("{tn} is not restrained"))
                }
                _ => None,
            }
        };
        if let Some(refusal) = refusal {
            return Ok(vec![format!("refused: {refusal}")]);
        }
        let due = self.now.plus(self.catalogue.rules.action_time);
        let action = Action {
            kind,
            actor: a,
            target: t,
            due,
        };
        let shout = if kind == ActionKind::Execute {
            " (calling \"Executing\" audibly to all within 10 m)"
        } else {
            ""
        };
        let text = format!("{an} starts {}{shout}", action.describe(&self.characters));
        self.actions.push(action);
        Ok(vec![text])
    }

    /// Judges an action whose time is up.
    pub(super) fn complete(&mut self, action: Action) -> Vec<String> {
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
                    "already dead"
                } else if target.dying_since.is_none() {
                    "not dying"
                } else {
                    "resisting"
                };
                self.characters[a].last_generated = Some(self.now);
                if valid {
                    self.kill(t);
                    vec![format!("{an} calls \"Execute\": {tn} dies")]
                } else {
                    self.characters[t].said = Some("No Effect".into());
                    vec![format!(
                        "{an} calls \"Execute\": {tn} answers \"No Effect\" ({why})"
                    )]
                }
            }
            ActionKind::Restrain => {
                if target.unresisting(&self.catalogue) {
                    self.characters[t].restrained = true;
                    vec![format!(
                        "{tn} is restrained by {an}: holds the binding, may not strike, repair armour or cast, moves no faster than a slow walk"
                    )]
                } else {
                    vec![format!("{an} fails to restrain {tn}: {tn} resisted")]
                }
            }
            ActionKind::Release => {
                self.characters[t].restrained = false;
                vec![format!("{an} releases {tn}")]
            }
            ActionKind::Search => {
                let before = self.characters[t]
                    .last_searched
                    .map_or(String::new(), |at| {
                        format!("; {tn} was last searched at {at}")
                    });
                self.characters[t].last_searched = Some(self.now);
                vec![format!(
                    "{an} finishes searching {tn}: {tn} tells them of every lammied item, IC document, currency and IC item, and hands over what is asked{before}"
                )]
            }
        }
    }

    /// Stops `i`'s action, saying why.
    pub(super) fn break_action(&mut self, i: usize, why: &str) -> Vec<String> {
        let Some(index) = self.actions.iter().position(|a| a.actor == i) else {
            return Vec::new();
        };
        let action = self.actions.remove(index);
        let name = &self.characters[i].name;
        vec![format!(
            "{name} {why}: stops {}",
            action.describe(&self.characters)
        )]
    }

    /// Stops every restraint or search on `t` when `t` resists.
    fn resisted(&mut self, t: usize) -> Vec<String> {
        let mut notes = Vec::new();
        let characters = &self.characters;
        self.actions.retain(|a| {
            let stops =
                a.target == t && matches!(a.kind, ActionKind::Restrain | ActionKind::Search);
            if stops {
                notes.push(format!(
                    "{} resists: {} stops {}",
                    characters[t].name,
                    characters[a.actor].name,
                    a.describe(characters)
                ));
            }
            !stops
        });
        notes
    }

    /// `NAME carries|drops TARGET`, `NAME stops|cooperates|struggles|escapes`
    pub(super) fn physical(&mut self, parts: &Parts) -> Result<Vec<String>, PlayError> {
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
                let notes = self.break_action(i, "stops");
                if notes.is_empty() {
                    vec![format!("{name} was not doing anything that takes time")]
                } else {
                    notes
                }
            }
            ("cooperates", _) => {
                c.cooperating = true;
                vec![format!("{name} chooses not to resist")]
            }
            ("struggles", _) => {
                c.cooperating = false;
                if c.unresisting(&self.catalogue) {
                    vec![format!(
                        "{name} cannot resist now (unconscious, or under Sleep or Halt)"
                    )]
                } else {
                    let mut notes = vec![format!("{name} resists")];
                    notes.extend(self.resisted(i));
                    notes
                }
            }
            ("escapes", _) => {
                if !c.restrained {
                    vec![format!("{name} is not restrained")]
                } else if c.has_feat("Escape Restraints") {
                    c.restrained = false;
                    vec![format!("{name} uses Escape Restraints and is free")]
                } else {
                    vec![format!(
                        "refused: {name} does not have the Escape Restraints feat"
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
                    vec![format!("{name} was not carrying {tname}")]
                } else {
                    vec![format!("{name} puts {tname} down")]
                }
            }
            (_, None) => return Err(PlayError::Form("NAME carries|drops TARGET")),
        })
    }

    fn carry(&mut self, i: usize, t: usize) -> Vec<String> {
        let (c, target) = (&self.characters[i], &self.characters[t]);
        let (name, tname) = (c.name.clone(), target.name.clone());
        let hands = [Location::LeftArm, Location::RightArm]
            .iter()
            .all(|l| c.hits(*l).usable());
        let refusal = if i == t {
            Some(format!("{name} cannot carry themselves"))
        } else if c.dead || c.unconscious() {
            Some(format!("{name} is in no state to carry anyone"))
        } else if c.restrained || !hands {
            Some(format!("{name} needs two free hands"))
        } else if !target.unresisting(&self.catalogue) {
            Some(format!("{tname} resists being moved"))
        } else if target.carried_by.contains(&name) {
            Some(format!("{name} is already carrying {tname}"))
        } else if target.carried_by.len() >= 2 {
            Some(format!("no more than two characters may move {tname}"))
        } else {
            None
        };
        if let Some(refusal) = refusal {
            return vec![format!("refused: {refusal}")];
        }
        let carried = &mut self.characters[t].carried_by;
        carried.push(name);
        let pace = if carried.len() == 2 {
            "at a normal walking pace (both carriers must agree on the direction)"
        } else {
            "at a slow walking pace, with slow deliberate steps"
        };
        vec![format!(
            "{} carry {tname} {pace}, without touching",
            carried.join(" and ")
        )]
    }
}
