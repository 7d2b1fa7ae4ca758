//! Calls reaching their targets: weapon blows, spells and feat calls, referee
//! calls, and reactive immunity.
//!
//! `hit`, `cast` and `referee` read an event line, apply the generator's
//! checks (able to act, the one-second rule, Vigour) and hand each target to
//! `deliver`, which applies the rules in order: category (a ranged call of the
//! wrong category does nothing, a melee blow does Single Damage only), Bane,
//! Damage (Armour first, then Body, to the floor), immunity ("No Effect"), then
//! the effect itself (Healing, Repair, Cure, Stop Bleed, Notice Bleed, or a
//! duration effect joining the character's [`ActiveEffects`](super::effects::ActiveEffects)).
//! `vitals` then starts or stops the death count and states what an unusable
//! location means.

use super::action_rules::Break;
use super::call::{Call, Delivery};
use super::effects::Active;
use super::engine::{FiveOaths, Line, Parts};
use super::error::PlayError;
use super::immunity::Why;
use super::location::{Hits, Location};
use crate::play::Span;

/// The effects every character can generate without a feat, besides Damage
/// by weapon blow. Repair is not here: in play it restores Armour hits, and
/// "the Repair Effect on armour require[s] a Feat"; Repair of weapons,
/// shields and items is not modelled.
const DEFAULT_EFFECTS: [&str; 2] = ["Execute", "Notice Bleed"];

/// Who a call reaches and where.
struct Aim {
    targets: Vec<usize>,
    location: Option<Location>,
}

impl FiveOaths {
    /// `NAME hits TARGET LOCATION ["CALL"] [cost=N]`
    pub(super) fn hit(&mut self, parts: &Parts) -> Result<Vec<Line>, PlayError> {
        const FORM: &str = "NAME hits TARGET LOCATION [\"CALL\"] [cost=N]";
        let [actor, _, target, location] = parts.words[..] else {
            return Err(PlayError::Form(FORM));
        };
        let actor = self.index(actor)?;
        let target = self.index(target)?;
        let location = Location::parse(location)
            .ok_or_else(|| PlayError::UnknownLocation(location.to_string()))?;
        let text = match parts.quoted[..] {
            [] => "Single",
            [text] => text,
            _ => return Err(PlayError::Form(FORM)),
        };
        let call = self.parse_call(text, true)?;
        if call.delivery != Delivery::Blow {
            return Err(PlayError::BlowIsNotASpell(text.to_string()));
        }
        let cost = cost(parts)?;
        let mut notes = Vec::new();
        if let Some(refusal) = self.may_call(actor, &call, true, false) {
            return Ok(vec![refusal]);
        }
        if let Some(refusal) = self.generate(actor, cost) {
            return Ok(vec![refusal]);
        }
        // Striking breaks concentration; striking is combat for the striker too.
        notes.extend(self.break_action(actor, Break::Strikes));
        self.characters[actor].quiet_since = self.now;
        let aim = Aim {
            targets: vec![target],
            location: Some(location),
        };
        notes.extend(self.deliver_all(Some(actor), &call, &aim, true)?);
        Ok(notes)
    }

    /// `NAME casts|calls "CALL" at TARGET[,TARGET...]|all [LOCATION] [cost=N]`
    pub(super) fn cast(&mut self, parts: &Parts) -> Result<Vec<Line>, PlayError> {
        const FORM: &str = "NAME casts|calls \"CALL\" at TARGET[,TARGET]|all [LOCATION] [cost=N]";
        let [text] = parts.quoted[..] else {
            return Err(PlayError::Form(FORM));
        };
        let actor = self.index(parts.words[0])?;
        let call = self.parse_call(text, false)?;
        let aim = self.aim(parts, 2, Some(actor), &call, FORM)?;
        let spell = parts.verb(1) == "casts"
            || matches!(
                call.delivery,
                Delivery::Spell { .. } | Delivery::InstantCast
            );
        if let Some(refusal) = self.may_call(actor, &call, false, spell) {
            return Ok(vec![refusal]);
        }
        if let Some(refusal) = self.generate(actor, cost(parts)?) {
            return Ok(vec![refusal]);
        }
        let mut notes = Vec::new();
        if call.mass.is_some() {
            notes.push(crate::said!(
                "fo-calls-mass",
                "{name} calls Mass: a feat or magic item must grant Mass on {effect} (\"The Mass Modifier can be added to many Effects, determined by Feats and magic items\")",
                name = &self.characters[actor].name,
                effect = call.effect.as_ref().map_or("Damage", |e| e.name.as_str())
            ));
        }
        notes.extend(self.deliver_all(Some(actor), &call, &aim, false)?);
        Ok(notes)
    }

    /// `referee "CALL" at TARGET[,TARGET...]|all [LOCATION]`
    pub(super) fn referee(&mut self, parts: &Parts) -> Result<Vec<Line>, PlayError> {
        const FORM: &str = "referee \"CALL\" at TARGET[,TARGET]|all [LOCATION]";
        let [text] = parts.quoted[..] else {
            return Err(PlayError::Form(FORM));
        };
        let call = self.parse_call(text, false)?;
        let aim = self.aim(parts, 1, None, &call, FORM)?;
        self.deliver_all(None, &call, &aim, false)
    }

    /// `NAME resists EFFECT`: spend the feat's Vigour, say "No Effect", stay immune.
    pub(super) fn resist(&mut self, parts: &Parts) -> Result<Vec<Line>, PlayError> {
        let i = self.index(parts.words[0])?;
        let named = parts
            .words
            .get(2..)
            .map(|w| w.join(" "))
            .unwrap_or_default();
        let def = self
            .catalogue
            .effect(&named)
            .ok_or(PlayError::Form("NAME resists EFFECT"))?;
        let effect = def.name.clone();
        let c = &self.characters[i];
        let feat = c
            .resists
            .iter()
            .find(|r| r.effect == effect)
            .cloned()
            .ok_or_else(|| PlayError::NoResistFeat {
                name: c.name.clone(),
                effect: effect.clone(),
            })?;
        if c.vigour < feat.cost {
            return Ok(vec![crate::said!(
                "fo-cannot-resist",
                "{name} cannot resist {effect}: {left} Vigour left, {cost} needed",
                name = &c.name,
                effect = &effect,
                left = c.vigour,
                cost = feat.cost
            )]);
        }
        let now = self.now;
        let c = &mut self.characters[i];
        c.vigour -= feat.cost;
        c.immunities.grant(&effect, now.plus(feat.duration));
        c.said = Some("No Effect".into());
        let mut notes = vec![crate::said!(
            "fo-resists",
            "{name} spends {cost} Vigour: \"No Effect\", immune to {effect} until {until}",
            name = &c.name,
            cost = feat.cost,
            effect = &effect,
            until = now.plus(feat.duration)
        )];
        if c.effects.remove(&effect) {
            notes.push(crate::said!(
                "fo-immunity-ends-effect",
                "{name}'s immunity ends the {effect} they were under",
                name = &c.name,
                effect = &effect
            ));
        }
        Ok(notes)
    }

    /// Reads `at TARGETS [LOCATION]` from word `from` on.
    fn aim(
        &self,
        parts: &Parts,
        from: usize,
        caller: Option<usize>,
        call: &Call,
        form: &'static str,
    ) -> Result<Aim, PlayError> {
        if parts.verb(from) != "at" {
            return Err(PlayError::Form(form));
        }
        let mut targets = Vec::new();
        let mut location = None;
        for word in &parts.words[from + 1..] {
            if let Some(l) = Location::parse(word) {
                location = Some(l);
            } else if word.eq_ignore_ascii_case("all") {
                targets.extend((0..self.characters.len()).filter(|i| Some(*i) != caller));
            } else {
                for name in word.split(',').filter(|n| !n.is_empty()) {
                    let i = self.index(name)?;
                    if call.mass.is_some() && Some(i) == caller {
                        return Err(PlayError::MassHitsCaller(name.to_string()));
                    }
                    targets.push(i);
                }
            }
        }
        if targets.is_empty() {
            return Err(PlayError::Form(form));
        }
        if targets.len() > 1 && call.mass.is_none() {
            return Err(PlayError::SeveralTargets(call.text.clone()));
        }
        Ok(Aim { targets, location })
    }

    /// Whether `actor` may make this call at all: a restrained character
    /// "may not strike, repair armour, cast Spells"; and, when the scenario
    /// declared what they can call, the effect is a default one or theirs.
    /// Returns the refusal, with the clause, if not.
    fn may_call(&self, actor: usize, call: &Call, blow: bool, spell: bool) -> Option<Line> {
        let c = &self.characters[actor];
        let effect = call.effect.as_ref().map(|e| e.name.as_str());
        if let Some(why) = c.restrained_from(blow, spell, effect) {
            // The message selects on what it forbids; the English names it.
            let forbids = match why {
                "may not strike" => "strike",
                "may not cast Spells" => "cast",
                _ => "repair",
            };
            return Some(crate::said!(
                "fo-refused-restrained",
                "refused: {name} is restrained and {why} (\"A restrained character may not strike, repair armour, cast Spells, or move faster than a slow walking pace\")",
                name = &c.name,
                why = &why,
                forbids = &forbids
            ));
        }
        let calls = c.calls.as_ref()?;
        // Damage by weapon blow is everyone's; called otherwise it is an effect like any other.
        let damage = (!blow && call.damage.is_some_and(|d| d > 0)).then_some("Damage");
        let missing = effect
            .into_iter()
            .chain(damage)
            .find(|e| !DEFAULT_EFFECTS.contains(e) && !calls.iter().any(|n| n == e))?;
        Some(if calls.is_empty() {
            crate::said!(
                "fo-refused-no-feat-none",
                "refused: {name} cannot generate {missing}: it needs a feat they do not have (calls: none) (\"All characters in Five Oaths can generate the following Effects by default: Damage by weapon blow, Execute, Notice Bleed, and Repair on weapons, shields and non-armour items. All other Effects and the Repair Effect on armour require a Feat\")",
                name = &c.name,
                missing = &missing
            )
        } else {
            crate::said!(
                "fo-refused-no-feat",
                "refused: {name} cannot generate {missing}: it needs a feat they do not have (calls: {calls}) (\"All characters in Five Oaths can generate the following Effects by default: Damage by weapon blow, Execute, Notice Bleed, and Repair on weapons, shields and non-armour items. All other Effects and the Repair Effect on armour require a Feat\")",
                name = &c.name,
                missing = &missing,
                calls = calls.join(", ")
            )
        })
    }

    /// Checks that `actor` may generate an effect now and charges `cost`
    /// Vigour; returns the refusal if not.
    fn generate(&mut self, actor: usize, cost: u32) -> Option<Line> {
        let now = self.now;
        let c = &mut self.characters[actor];
        if c.cannot_act().is_some() {
            let name = &c.name;
            return Some(if c.dead {
                crate::said!("fo-refused-dead", "refused: {name} is dead", name = &name)
            } else {
                crate::said!(
                    "fo-refused-unconscious",
                    "refused: {name} is unconscious",
                    name = &name
                )
            });
        }
        if let Some(last) = c.last_generated
            && now.since(last) < Span::from_secs(1)
        {
            return Some(crate::said!(
                "fo-refused-one-per-second",
                "refused: {name} already generated an effect at {last} (one effect per second)",
                name = &c.name,
                last = &last
            ));
        }
        if c.vigour < cost {
            return Some(crate::said!(
                "fo-refused-vigour",
                "refused: {name} has {vigour} Vigour, {cost} needed",
                name = &c.name,
                vigour = c.vigour,
                cost = &cost
            ));
        }
        c.vigour -= cost;
        c.last_generated = Some(now);
        None
    }

    fn deliver_all(
        &mut self,
        source: Option<usize>,
        call: &Call,
        aim: &Aim,
        melee: bool,
    ) -> Result<Vec<Line>, PlayError> {
        let mut notes = Vec::new();
        for &target in &aim.targets {
            notes.extend(self.deliver(source, target, call, aim.location, melee)?);
            notes.extend(self.vitals(target));
        }
        Ok(notes)
    }

    fn deliver(
        &mut self,
        source: Option<usize>,
        target: usize,
        call: &Call,
        location: Option<Location>,
        melee: bool,
    ) -> Result<Vec<Line>, PlayError> {
        let now = self.now;
        let floor = self.catalogue.rules.body_floor;
        let who = self.characters[target].name.clone();
        if self.characters[target].dead {
            return Ok(vec![crate::said!(
                "fo-dead-nothing",
                "{who} is dead: nothing happens",
                who = &who
            )]);
        }
        let mut notes = Vec::new();
        let mut damage = call.damage_dealt(&self.catalogue);
        let mut effect = call.effect.clone();
        if let Some(category) = &call.category
            && !self.characters[target].is(category)
        {
            if !melee {
                return Ok(vec![crate::said!(
                    "fo-not-category",
                    "{who} is not {category}: does not take the effect",
                    who = &who,
                    category = &category
                )]);
            }
            effect = None;
            damage = Some(call.damage.unwrap_or(1));
            notes.push(crate::said!(
                "fo-not-category-blow",
                "{who} is not {category}: the blow does Single Damage only",
                who = &who,
                category = &category
            ));
        }
        let locations = |global: bool| -> Result<Vec<Location>, PlayError> {
            match (global, location) {
                (true, _) => Ok(Location::ALL.to_vec()),
                (false, Some(l)) => Ok(vec![l]),
                (false, None) => Err(PlayError::NeedsLocation(call.text.clone())),
            }
        };
        self.characters[target].quiet_since = now;
        self.characters[target].said = None;

        if effect.as_ref().is_some_and(|e| e.name == "Bane") {
            effect = None;
            if let Some(why) = self.immune(target, "Bane") {
                notes.push(no_effect(&mut self.characters[target], "Bane", why));
                return Ok(notes);
            }
            let l = locations(false)?[0];
            let hits = &mut self.characters[target].locations[l.index()];
            if hits.armour > 0 {
                damage = Some(1);
                notes.push(crate::said!(
                    "fo-bane-armoured",
                    "Bane on {who}'s armoured {location}: 1 Damage",
                    who = &who,
                    location = l
                ));
            } else {
                let before = *hits;
                hits.destroy(floor);
                notes.push(crate::said!(
                    "fo-bane-destroys",
                    "Bane destroys {who}'s unarmoured {location} (Body {before} -> {floor})",
                    who = &who,
                    location = l,
                    before = before.body,
                    floor = &floor
                ));
                notes.extend(consequences(&who, l, &before, hits));
            }
        }
        if let Some(amount) = damage {
            if let Some(why) = self.immune(target, "Damage") {
                notes.push(no_effect(&mut self.characters[target], "Damage", why));
            } else {
                for l in locations(call.global)? {
                    let hits = &mut self.characters[target].locations[l.index()];
                    let before = *hits;
                    let taken = hits.damage(amount, floor);
                    notes.push(crate::said!(
                        "fo-damage",
                        "{who} {location}: {amount} Damage, Armour {armour_before}->{armour}, Body {body_before}->{body}",
                        who = &who,
                        location = l,
                        amount = &amount,
                        armour_before = before.armour,
                        armour = hits.armour,
                        body_before = before.body,
                        body = hits.body
                    ));
                    notes.extend(consequences(&who, l, &before, hits));
                    if taken.armour + taken.body > 0
                        && let Some(src) = source
                        && self.characters[target]
                            .effects
                            .get("Charm")
                            .is_some_and(|a| {
                                a.source.as_deref() == Some(self.characters[src].name.as_str())
                            })
                    {
                        self.characters[target].effects.remove("Charm");
                        notes.push(crate::said!(
                            "fo-charm-ends",
                            "{who}'s Charm ends: its source damaged them",
                            who = &who
                        ));
                    }
                }
            }
        }
        let Some(called) = effect else {
            return Ok(notes);
        };
        let Some(def) = self.catalogue.effect(&called.name).cloned() else {
            return Ok(notes);
        };
        if let Some(why) = self.immune(target, &def.name) {
            notes.push(no_effect(&mut self.characters[target], &def.name, why));
            return Ok(notes);
        }
        let amount = if call.full { None } else { called.amount };
        let c = &mut self.characters[target];
        match def.name.as_str() {
            "Healing" | "Repair" => {
                for l in locations(call.global)? {
                    let hits = &mut c.locations[l.index()];
                    let gained = if def.name == "Healing" {
                        hits.heal(amount)
                    } else {
                        hits.repair(amount)
                    };
                    notes.push(if def.name == "Healing" {
                        crate::said!(
                            "fo-healing",
                            "{who} {location}: {effect} +{gained} Body, now {value}",
                            who = &who,
                            location = l,
                            effect = &def.name,
                            gained = &gained,
                            value = hits.body
                        )
                    } else {
                        crate::said!(
                            "fo-repair",
                            "{who} {location}: {effect} +{gained} Armour, now {value}",
                            who = &who,
                            location = l,
                            effect = &def.name,
                            gained = &gained,
                            value = hits.armour
                        )
                    });
                }
            }
            "Cure" => {
                let ended = called.argument.clone().unwrap_or_default();
                let text = if c.effects.remove(&ended) {
                    crate::said!(
                        "fo-cured",
                        "{who} is cured of {ended}",
                        who = &who,
                        ended = &ended
                    )
                } else {
                    crate::said!(
                        "fo-cure-nothing",
                        "{who} was not under {ended}: Cure changes nothing",
                        who = &who,
                        ended = &ended
                    )
                };
                notes.push(text);
            }
            "Stop Bleed" => {
                for l in locations(call.global)? {
                    let hits = &mut c.locations[l.index()];
                    if hits.bleeding() {
                        hits.body = 0;
                        notes.push(crate::said!(
                            "fo-stops-bleeding",
                            "{who} {location} stops bleeding (Body 0)",
                            who = &who,
                            location = l
                        ));
                    }
                }
            }
            "Notice Bleed" => {
                let answer = if c.bleeding() {
                    "Bleeding"
                } else {
                    "Not bleeding"
                };
                c.said = Some(answer.into());
                notes.push(crate::said!(
                    "fo-answers",
                    "{who} answers \"{answer}\"",
                    who = &who,
                    answer = &answer
                ));
            }
            "Execute" => return Err(PlayError::ExecuteIsAnAction),
            _ => match def.default_duration {
                Some(default) => {
                    let duration = called.duration.unwrap_or(default);
                    let source_name = source.map(|s| self.characters[s].name.clone());
                    let c = &mut self.characters[target];
                    c.effects.add(Active::new(&def, now, duration, source_name));
                    notes.push(crate::said!(
                        "fo-under-effect",
                        "{who} is under {effect} for {duration}, until {until}",
                        who = &who,
                        effect = &def.name,
                        until = now.plus(duration),
                        duration = &duration
                    ));
                    if let Some(g) = c.effects.governing().filter(|g| g.name != def.name) {
                        notes.push(crate::said!(
                            "fo-keeps-following",
                            "{who} keeps following {effect} (higher priority) until {until}",
                            who = &who,
                            effect = &g.name,
                            until = g.until
                        ));
                    }
                    if def.breaks_concentration {
                        notes.extend(self.break_action(target, Break::LosesConcentration));
                    }
                }
                None => notes.push(crate::said!(
                    "fo-takes-effect",
                    "{who} takes {effect}: {text}",
                    who = &who,
                    effect = &def.name,
                    text = &def.text
                )),
            },
        }
        Ok(notes)
    }

    fn immune(&self, target: usize, effect: &str) -> Option<Why> {
        let c = &self.characters[target];
        c.immunities
            .reason(effect, self.now, c.peacesworn, c.effects.has("Rend"))
    }

    /// Starts or stops the death count; an unconscious character's action stops.
    pub(super) fn vitals(&mut self, i: usize) -> Vec<Line> {
        let now = self.now;
        let count = self.catalogue.rules.death_count;
        let c = &mut self.characters[i];
        let mut notes = Vec::new();
        if c.dead {
            return notes;
        }
        match (c.bleeding(), c.dying_since) {
            (true, None) => {
                c.dying_since = Some(now);
                notes.push(crate::said!(
                    "fo-death-count-starts",
                    "{name} is bleeding: the death count starts ({count}, to {until})",
                    name = &c.name,
                    until = now.plus(count),
                    count = &count
                ));
            }
            (false, Some(since)) => {
                c.dying_since = None;
                notes.push(crate::said!(
                    "fo-death-count-stops",
                    "{name}: every location is at 0 or above, the death count stops after {after}",
                    name = &c.name,
                    after = now.since(since)
                ));
            }
            _ => {}
        }
        if c.unconscious() {
            notes.extend(self.break_action(i, Break::FallsUnconscious));
        }
        notes
    }
}

fn cost(parts: &Parts) -> Result<u32, PlayError> {
    let mut cost = 0;
    for (key, value) in &parts.pairs {
        if !key.eq_ignore_ascii_case("cost") {
            return Err(PlayError::UnknownKey(key.to_string()));
        }
        cost = value.parse().map_err(|_| PlayError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            reason: "expected the Vigour spent, a whole number".into(),
        })?;
    }
    Ok(cost)
}

fn no_effect(c: &mut super::character::Character, effect: &str, why: Why) -> Line {
    c.said = Some("No Effect".into());
    let name = &c.name;
    match why {
        Why::Reactive { until } => crate::said!(
            "fo-no-effect-immune",
            "{name}: \"No Effect\" to {effect} (immune until {until})",
            name = &name,
            effect = &effect,
            until = &until
        ),
        Why::Peacesworn => crate::said!(
            "fo-no-effect-peacesworn",
            "{name}: \"No Effect\" to {effect} (Peacesworn are always immune to Rampage)",
            name = &name,
            effect = &effect
        ),
        Why::Rend => crate::said!(
            "fo-no-effect-rend",
            "{name}: \"No Effect\" to {effect} (Rend makes them immune to Healing)",
            name = &name,
            effect = &effect
        ),
    }
}

/// What a location becoming unusable means, in the chapter's words.
fn consequences(who: &str, l: Location, before: &Hits, after: &Hits) -> Vec<Line> {
    if !before.usable() || after.usable() {
        return Vec::new();
    }
    vec![if l.is_vital() {
        crate::said!(
            "fo-unusable-vital",
            "{who}'s {location} is unusable: {who} falls unconscious",
            who = &who,
            location = l
        )
    } else if l.is_arm() {
        crate::said!(
            "fo-unusable-arm",
            "{who}'s {location} is unusable: it hangs useless and drops what it holds",
            who = &who,
            location = l
        )
    } else {
        crate::said!(
            "fo-unusable-leg",
            "{who}'s {location} is unusable: {who} falls over",
            who = &who,
            location = l
        )
    }]
}
