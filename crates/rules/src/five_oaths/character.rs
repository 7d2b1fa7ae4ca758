//! A character or monster in play: hits, Vigour, effects, immunities, timers.
//!
//! [`Character::declare`] builds one from a script declaration
//! (`character Ciara sworn feats="Heavy Armour" armour=heavy`), turning feats
//! and worn armour into Body and Armour hits through the catalogue's
//! [`ArmourClass`](super::catalogue::ArmourClass)es. The queries
//! ([`Character::unconscious`], [`Character::unresisting`], ...) state the
//! chapter's consequences of unusable locations; [`Character::state`] renders
//! a [`State`] for people and machines.

use std::fmt;

use serde::{Serialize, Serializer};

use super::action::Doing;
use super::catalogue::Catalogue;
use super::effects::{Active, ActiveEffects, Stretch};
use super::error::PlayError;
use super::immunity::{Immunities, ResistFeat};
use super::location::{Hits, Location};
use crate::play::{Time, Token};
use crate::saying::Said;

/// Player character or monster (the rules are the same; the label helps crews).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A player character.
    Character,
    /// A monster or NPC.
    Monster,
}

/// One character in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Character {
    /// Name, as declared.
    pub name: String,
    /// Character or monster.
    pub kind: Kind,
    /// Mortal, Beast, Gwyllt or Undead.
    pub category: String,
    /// A named species, if declared.
    pub species: Option<String>,
    /// Peacesworn: always immune to Rampage.
    pub peacesworn: bool,
    /// Feats by name.
    pub feats: Vec<String>,
    /// The effects their feats and items let them call (catalogue names),
    /// when the scenario declares them (`calls="Strikedown, Heal"`); `None`:
    /// not declared, every effect is allowed.
    pub calls: Option<Vec<String>>,
    /// Hits per location, in [`Location::ALL`] order.
    pub locations: [Hits; 6],
    /// Vigour now.
    pub vigour: u32,
    /// Vigour refilled at Time In.
    pub max_vigour: u32,
    /// Duration effects on them.
    pub effects: ActiveEffects,
    /// Reactive immunities held.
    pub immunities: Immunities,
    /// Reactive immunity feats.
    pub resists: Vec<ResistFeat>,
    /// When the running death count started.
    pub dying_since: Option<Time>,
    /// Dead.
    pub dead: bool,
    /// Last effect, strike or nearby combat (recovery counts from here).
    pub quiet_since: Time,
    /// Restrained.
    pub restrained: bool,
    /// Chooses not to resist.
    pub cooperating: bool,
    /// Who is carrying them (at most two).
    pub carried_by: Vec<String>,
    /// When they last generated an effect (the one-second rule).
    pub last_generated: Option<Time>,
    /// When they were last searched.
    pub last_searched: Option<Time>,
    /// The last thing they had to answer ("No Effect", "Bleeding").
    pub said: Option<String>,
}

fn bad(key: &str, value: &str, reason: impl Into<String>) -> PlayError {
    PlayError::BadValue {
        key: key.to_string(),
        value: value.to_string(),
        reason: reason.into(),
    }
}

fn number(key: &str, value: &str, min: i32) -> Result<i32, PlayError> {
    match value.parse::<i32>() {
        Ok(n) if n >= min => Ok(n),
        _ => Err(bad(
            key,
            value,
            format!("expected a whole number of at least {min}"),
        )),
    }
}

fn list(value: &str) -> impl Iterator<Item = &str> {
    value.split(',').map(str::trim).filter(|s| !s.is_empty())
}

impl Character {
    /// Builds a character from the tokens after `character`/`monster NAME`.
    /// Returns it with notes (e.g. armour worn without its feat), each in
    /// English and in parts (`fo-` message ids).
    pub fn declare(
        catalogue: &Catalogue,
        kind: Kind,
        name: &str,
        tokens: &[Token],
        now: Time,
    ) -> Result<(Character, Vec<(String, crate::saying::Said)>), PlayError> {
        let rules = &catalogue.rules;
        let mut notes = Vec::new();
        let (mut sworn, mut peacesworn) = (false, false);
        let mut category = rules.categories.first().cloned().unwrap_or_default();
        let mut species = None;
        let mut feats: Vec<String> = Vec::new();
        let mut calls: Option<Vec<String>> = None;
        let mut body = rules.base_body;
        let mut armour_class: Option<String> = None;
        let mut armour = rules.base_armour;
        let mut extra_vigour = 0;
        let mut resists = Vec::new();
        let mut per_location: Vec<(Location, bool, i32)> = Vec::new();
        for token in tokens {
            match token {
                Token::Word(word) => match word.to_ascii_lowercase().as_str() {
                    "sworn" => sworn = true,
                    "peacesworn" => peacesworn = true,
                    _ => {
                        return Err(PlayError::Unknown {
                            word: word.clone(),
                            expected: "sworn, peacesworn or key=value",
                        });
                    }
                },
                Token::Quoted(text) => {
                    return Err(PlayError::Unknown {
                        word: text.clone(),
                        expected: "sworn, peacesworn or key=value",
                    });
                }
                Token::Pair { key, value } => match key.to_ascii_lowercase().as_str() {
                    "category" => {
                        category = catalogue
                            .category(value)
                            .ok_or_else(|| {
                                bad(
                                    key,
                                    value,
                                    format!("expected one of {}", rules.categories.join(", ")),
                                )
                            })?
                            .to_string();
                    }
                    "species" => species = Some(value.clone()),
                    "feats" => feats.extend(list(value).map(str::to_string)),
                    "calls" => {
                        let mut names = Vec::new();
                        for called in list(value) {
                            let def = catalogue.effect(called).ok_or_else(|| {
                                bad(key, called, "not an effect of the catalogue")
                            })?;
                            names.push(def.name.clone());
                        }
                        calls = Some(names);
                    }
                    "body" => body = number(key, value, 1)?,
                    "armour" | "armor" => {
                        if let Ok(n) = value.parse::<i32>() {
                            armour = number(key, &n.to_string(), 0)?;
                        } else if value.eq_ignore_ascii_case("none") {
                            armour_class = None;
                        } else if catalogue.armour_class(value).is_some() {
                            armour_class = Some(value.clone());
                        } else {
                            let classes: Vec<&str> = catalogue
                                .armour_classes
                                .iter()
                                .map(|c| c.id.as_str())
                                .collect();
                            return Err(bad(
                                key,
                                value,
                                format!("expected none, a number, or {}", classes.join(", ")),
                            ));
                        }
                    }
                    "vigour" => extra_vigour = number(key, value, 0)?,
                    "resist" => {
                        for feat in list(value) {
                            resists.push(
                                ResistFeat::parse(catalogue, feat).map_err(PlayError::Resist)?,
                            );
                        }
                    }
                    other => {
                        let parsed = other
                            .split_once('.')
                            .and_then(|(loc, field)| Location::parse(loc).map(|l| (l, field)));
                        match parsed {
                            Some((location, "body")) => {
                                per_location.push((location, true, number(key, value, 1)?))
                            }
                            Some((location, "armour" | "armor")) => {
                                per_location.push((location, false, number(key, value, 0)?));
                            }
                            _ => return Err(PlayError::UnknownKey(key.clone())),
                        }
                    }
                },
            }
        }
        if let Some(id) = &armour_class
            && let Some(class) = catalogue.armour_class(id)
        {
            if feats.iter().any(|f| f.eq_ignore_ascii_case(&class.feat)) {
                armour += i32::try_from(class.armour_hits).unwrap_or(i32::MAX);
            } else {
                notes.push(crate::said!(
                    "fo-armour-without-feat",
                    "{name} wears {armour} without the {feat} feat: no Armour hits from it",
                    name = &name,
                    armour = class.name.to_lowercase(),
                    feat = &class.feat
                ));
            }
        }
        let mut locations = [Hits::new(body, armour); 6];
        for (location, is_body, value) in per_location {
            let hits = &mut locations[location.index()];
            *hits = if is_body {
                Hits::new(value, hits.max_armour)
            } else {
                Hits::new(hits.max_body, value)
            };
        }
        let max_vigour = rules.base_vigour
            + if sworn { rules.sworn_vigour } else { 0 }
            + u32::try_from(extra_vigour).unwrap_or(0);
        let character = Character {
            name: name.to_string(),
            kind,
            category,
            species,
            peacesworn,
            feats,
            calls,
            locations,
            vigour: max_vigour,
            max_vigour,
            effects: ActiveEffects::default(),
            immunities: Immunities::default(),
            resists,
            dying_since: None,
            dead: false,
            quiet_since: now,
            restrained: false,
            cooperating: false,
            carried_by: Vec::new(),
            last_generated: None,
            last_searched: None,
            said: None,
        };
        Ok((character, notes))
    }

    /// The hits of one location.
    pub fn hits(&self, location: Location) -> &Hits {
        &self.locations[location.index()]
    }

    /// Whether the character is of the named category or species.
    pub fn is(&self, category: &str) -> bool {
        self.category.eq_ignore_ascii_case(category)
            || self
                .species
                .as_ref()
                .is_some_and(|s| s.eq_ignore_ascii_case(category))
    }

    /// Whether they hold the named feat.
    pub fn has_feat(&self, feat: &str) -> bool {
        self.feats.iter().any(|f| f.eq_ignore_ascii_case(feat))
    }

    /// Head or torso unusable (or dead).
    pub fn unconscious(&self) -> bool {
        self.dead
            || self
                .locations
                .iter()
                .zip(Location::ALL)
                .any(|(h, l)| l.is_vital() && !h.usable())
    }

    /// Some location is below 0 Body.
    pub fn bleeding(&self) -> bool {
        self.locations.iter().any(Hits::bleeding)
    }

    /// Some leg unusable: they fell.
    pub fn fallen(&self) -> bool {
        self.legs_usable() < 2
    }

    fn legs_usable(&self) -> usize {
        Location::ALL
            .iter()
            .filter(|l| l.is_leg() && self.hits(**l).usable())
            .count()
    }

    /// Conscious with a usable leg: they can get (or drag themselves) to their feet.
    pub fn can_stand(&self) -> bool {
        !self.unconscious() && self.legs_usable() > 0
    }

    /// Cannot or does not resist: unconscious, under an effect that makes them
    /// unresisting (Sleep, Halt), or choosing to cooperate.
    pub fn unresisting(&self, catalogue: &Catalogue) -> bool {
        self.unconscious() || self.cooperating || self.under_unresisting(catalogue)
    }

    /// Under an effect that removes the choice of resisting.
    pub fn under_unresisting(&self, catalogue: &Catalogue) -> bool {
        self.effects
            .iter()
            .any(|a| catalogue.effect(&a.name).is_some_and(|d| d.unresisting))
    }

    /// Able to concentrate: conscious and under no effect that prevents it.
    pub fn can_concentrate(&self, catalogue: &Catalogue) -> bool {
        !self.unconscious()
            && !self.effects.iter().any(|a| {
                catalogue
                    .effect(&a.name)
                    .is_some_and(|d| d.breaks_concentration)
            })
    }

    /// Able to generate an effect at all: alive and conscious. (Being
    /// restrained forbids only striking, repairing armour and casting: see
    /// [`Character::restrained_from`].)
    pub fn cannot_act(&self) -> Option<&'static str> {
        if self.dead {
            Some("is dead")
        } else if self.unconscious() {
            Some("is unconscious")
        } else {
            None
        }
    }

    /// What being restrained forbids of this call, if anything: "A
    /// restrained character may not strike, repair armour, cast Spells, or
    /// move faster than a slow walking pace." `blow`: a weapon blow;
    /// `spell`: cast as a Spell.
    pub fn restrained_from(
        &self,
        blow: bool,
        spell: bool,
        effect: Option<&str>,
    ) -> Option<&'static str> {
        if !self.restrained {
            None
        } else if blow {
            Some("may not strike")
        } else if spell {
            Some("may not cast Spells")
        } else if effect == Some("Repair") {
            Some("may not repair armour")
        } else {
            None
        }
    }

    /// Every effect they are immune to at `now`, standing immunities included.
    pub fn immune_to(&self, now: Time) -> Vec<String> {
        let mut names: Vec<String> = self
            .immunities
            .iter()
            .filter(|(_, until)| *until > now)
            .map(|(name, _)| name.clone())
            .collect();
        if self.peacesworn {
            names.push("Rampage".into());
        }
        if self.effects.has("Rend") {
            names.push("Healing".into());
        }
        names
    }

    /// Plain-language conditions, for states and notes.
    pub fn conditions(&self, catalogue: &Catalogue) -> Vec<Condition> {
        let mut out = Vec::new();
        if self.dead {
            out.push(Condition::Dead);
            return out;
        }
        if self.unconscious() {
            out.push(Condition::Unconscious);
        }
        if self.dying_since.is_some() {
            out.push(Condition::Dying);
        }
        for arm in [Location::LeftArm, Location::RightArm] {
            if !self.hits(arm).usable() {
                out.push(Condition::ArmUseless(arm));
            }
        }
        match self.legs_usable() {
            0 => out.push(Condition::CannotStand),
            1 => out.push(Condition::DraggingLeg),
            _ => {}
        }
        if self.restrained {
            out.push(Condition::Restrained);
        }
        if self.unresisting(catalogue) && !self.unconscious() {
            out.push(Condition::Unresisting);
        }
        out
    }

    /// The state at `now`, with the action they are doing.
    pub fn state(&self, catalogue: &Catalogue, now: Time, action: Option<Doing>) -> State {
        State {
            name: self.name.clone(),
            kind: self.kind,
            category: self
                .species
                .clone()
                .unwrap_or_else(|| self.category.clone()),
            time: now,
            locations: Location::ALL
                .iter()
                .map(|l| LocationState {
                    location: *l,
                    hits: *self.hits(*l),
                    usable: self.hits(*l).usable(),
                })
                .collect(),
            vigour: self.vigour,
            max_vigour: self.max_vigour,
            conditions: self.conditions(catalogue),
            following: self.effects.governing().map(|a| a.name.clone()),
            plan: self.effects.plan(now),
            effects: self.effects.iter().cloned().collect(),
            immune: self.immune_to(now),
            death_count: self.dying_since.map(|since| now.since(since).whole_secs()),
            action,
            said: self.said.clone(),
        }
    }
}

/// A condition of a character, in plain language: its English
/// (`Display`, and its JSON) is what states show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Condition {
    /// Dead (and nothing else is shown).
    Dead,
    /// Head or torso unusable.
    Unconscious,
    /// Bleeding, the death count running.
    Dying,
    /// An arm unusable: it drops what it held.
    ArmUseless(Location),
    /// Both legs unusable.
    CannotStand,
    /// One leg unusable: fallen, can struggle up dragging it.
    DraggingLeg,
    /// Restrained.
    Restrained,
    /// Conscious but not resisting (an effect, or their choice).
    Unresisting,
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Dead => f.write_str("dead"),
            Condition::Unconscious => f.write_str("unconscious"),
            Condition::Dying => f.write_str("bleeding, dying"),
            Condition::ArmUseless(arm) => write!(f, "{arm} useless (drops what it held)"),
            Condition::CannotStand => f.write_str("fallen, cannot stand"),
            Condition::DraggingLeg => f.write_str("fallen (can struggle up, dragging a leg)"),
            Condition::Restrained => f.write_str("restrained"),
            Condition::Unresisting => f.write_str("unresisting"),
        }
    }
}

impl Serialize for Condition {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// One location in a [`State`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LocationState {
    /// Which.
    pub location: Location,
    /// Its hits.
    #[serde(flatten)]
    pub hits: Hits,
    /// Body above 0.
    pub usable: bool,
}

/// A character's state at one moment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    /// Name.
    pub name: String,
    /// Character or monster.
    pub kind: Kind,
    /// Category (or species).
    pub category: String,
    /// When.
    pub time: Time,
    /// The six locations.
    pub locations: Vec<LocationState>,
    /// Vigour now.
    pub vigour: u32,
    /// Vigour at Time In.
    pub max_vigour: u32,
    /// Plain-language conditions.
    pub conditions: Vec<Condition>,
    /// The effect they follow now.
    pub following: Option<String>,
    /// What they will follow next.
    pub plan: Vec<Stretch>,
    /// Every duration effect on them.
    pub effects: Vec<Active>,
    /// Effects they are immune to.
    pub immune: Vec<String>,
    /// Seconds counted of a running death count.
    pub death_count: Option<u64>,
    /// The 30-second action they are doing (`executing Bran until 00:35`).
    pub action: Option<Doing>,
    /// The last thing they had to answer.
    pub said: Option<String>,
}

impl State {
    /// The hits of one location: Body, and Armour (`none` when the location
    /// has no Armour to show).
    fn hits_of(&self, location: Location) -> (String, String) {
        self.locations
            .iter()
            .find(|l| l.location == location)
            .map_or(("?".into(), "none".into()), |l| {
                let armour = if l.hits.max_armour > 0 || l.hits.armour > 0 {
                    l.hits.armour.to_string()
                } else {
                    "none".into()
                };
                (l.hits.body.to_string(), armour)
            })
    }

    /// The line in English and as `fo-state` with its values: the six
    /// locations' Body and Armour, Vigour, the death count, each condition
    /// (`yes`/`no`; `fallen`: `no`, `cannot-stand` or `dragging`), the
    /// effects followed and the others (`Lure 03:01–03:06, Rampage
    /// 03:06–03:10`, or `none`), immunities (or `none`) and the action
    /// (`doing`: its verb or `none`; `target`, `until`). Values ending in
    /// `_en` are the English pieces of the same (lists joined the English
    /// way), for the English line and message.
    fn line(&self) -> (String, Said) {
        let hits_en: String = self
            .locations
            .iter()
            .map(|l| {
                let armour = if l.hits.max_armour > 0 || l.hits.armour > 0 {
                    format!("+{}a", l.hits.armour)
                } else {
                    String::new()
                };
                format!(" {} {}{armour}", l.location, l.hits.body)
            })
            .collect();
        let [
            (head, head_armour),
            (torso, torso_armour),
            (left_arm, left_arm_armour),
            (right_arm, right_arm_armour),
            (left_leg, left_leg_armour),
            (right_leg, right_leg_armour),
        ] = Location::ALL.map(|l| self.hits_of(l));
        let death_count_en = self
            .death_count
            .map(|counted| format!("; death count {counted}s"))
            .unwrap_or_default();
        let counted = self
            .death_count
            .map_or_else(|| "none".to_string(), |counted| counted.to_string());
        let conditions_en = if self.conditions.is_empty() {
            String::new()
        } else {
            let all: Vec<String> = self.conditions.iter().map(Condition::to_string).collect();
            format!("; {}", all.join(", "))
        };
        let has = |c: Condition| {
            if self.conditions.contains(&c) {
                "yes"
            } else {
                "no"
            }
        };
        let fallen = if self.conditions.contains(&Condition::CannotStand) {
            "cannot-stand"
        } else if self.conditions.contains(&Condition::DraggingLeg) {
            "dragging"
        } else {
            "no"
        };
        let listed = |items: Vec<String>| {
            if items.is_empty() {
                "none".to_string()
            } else {
                items.join(", ")
            }
        };
        let follows_en = if self.plan.is_empty() {
            String::new()
        } else {
            let plan: Vec<String> = self
                .plan
                .iter()
                .map(|s| format!("{} until {}", s.name, s.to))
                .collect();
            format!("; follows {}", plan.join(", then "))
        };
        let plan = listed(
            self.plan
                .iter()
                .map(|s| format!("{} {}–{}", s.name, s.from, s.to))
                .collect(),
        );
        let others: Vec<&Active> = self
            .effects
            .iter()
            .filter(|a| !self.plan.iter().any(|s| s.name == a.name))
            .collect();
        let under_en = if others.is_empty() {
            String::new()
        } else {
            let others: Vec<String> = others
                .iter()
                .map(|a| format!("{} until {}", a.name, a.until))
                .collect();
            format!("; under {}", others.join(", "))
        };
        let other_effects = listed(
            others
                .iter()
                .map(|a| format!("{} {}–{}", a.name, a.since, a.until))
                .collect(),
        );
        let immune_en = if self.immune.is_empty() {
            String::new()
        } else {
            format!("; immune to {}", self.immune.join(", "))
        };
        let action_en = self
            .action
            .as_ref()
            .map(|doing| format!("; {doing}"))
            .unwrap_or_default();
        let (doing, target, until) = self.action.as_ref().map_or_else(
            || ("none", String::new(), String::new()),
            |d| (d.kind.verb(), d.target.clone(), d.until.to_string()),
        );
        crate::said!(
            "fo-state",
            "{name} ({category}):{hits_en}; vigour {vigour}/{max_vigour}{death_count_en}{conditions_en}{follows_en}{under_en}{immune_en}{action_en}",
            name = &self.name,
            category = &self.category,
            hits_en = hits_en,
            head = head,
            head_armour = head_armour,
            torso = torso,
            torso_armour = torso_armour,
            left_arm = left_arm,
            left_arm_armour = left_arm_armour,
            right_arm = right_arm,
            right_arm_armour = right_arm_armour,
            left_leg = left_leg,
            left_leg_armour = left_leg_armour,
            right_leg = right_leg,
            right_leg_armour = right_leg_armour,
            vigour = self.vigour,
            max_vigour = self.max_vigour,
            death_count_en = death_count_en,
            counted = counted,
            conditions_en = conditions_en,
            dead = has(Condition::Dead),
            unconscious = has(Condition::Unconscious),
            dying = has(Condition::Dying),
            left_arm_useless = has(Condition::ArmUseless(Location::LeftArm)),
            right_arm_useless = has(Condition::ArmUseless(Location::RightArm)),
            fallen = fallen,
            restrained = has(Condition::Restrained),
            unresisting = has(Condition::Unresisting),
            follows_en = follows_en,
            plan = plan,
            under_en = under_en,
            other_effects = other_effects,
            immune_en = immune_en,
            immune_to = listed(self.immune.clone()),
            action_en = action_en,
            doing = doing,
            target = target,
            until = until,
        )
    }
}

impl crate::play::StateLine for State {
    /// The line as `fo-state` (see `play-five-oaths.ftl`).
    fn said(&self) -> Option<Said> {
        Some(self.line().1)
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.line().0)
    }
}

#[cfg(test)]
mod tests;
