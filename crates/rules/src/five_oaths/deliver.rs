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

use super::call::{Call, Delivery};
use super::effects::Active;
use super::engine::{FiveOaths, Parts};
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
    pub(super) fn hit(&mut self, parts: &Parts) -> Result<Vec<String>, PlayError> {
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
        notes.extend(self.break_action(actor, "strikes"));
        self.characters[actor].quiet_since = self.now;
        let aim = Aim {
            targets: vec![target],
            location: Some(location),
        };
        notes.extend(self.deliver_all(Some(actor), &call, &aim, true)?);
        Ok(notes)
    }

    /// `NAME casts|calls "CALL" at TARGET[,TARGET...]|all [LOCATION] [cost=N]`
    pub(super) fn cast(&mut self, parts: &Parts) -> Result<Vec<String>, PlayError> {
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
            notes.push(format!(
                "{} calls Mass: a feat or magic item must grant Mass on {} (\"The Mass Modifier can be added to many Effects, determined by Feats and magic items\")",
                self.characters[actor].name,
                call.effect.as_ref().map_or("Damage", |e| e.name.as_str())
            ));
        }
        notes.extend(self.deliver_all(Some(actor), &call, &aim, false)?);
        Ok(notes)
    }

    /// `referee "CALL" at TARGET[,TARGET...]|all [LOCATION]`
    pub(super) fn referee(&mut self, parts: &Parts) -> Result<Vec<String>, PlayError> {
        const FORM: &str = "referee \"CALL\" at TARGET[,TARGET]|all [LOCATION]";
        let [text] = parts.quoted[..] else {
            return Err(PlayError::Form(FORM));
        };
        let call = self.parse_call(text, false)?;
        let aim = self.aim(parts, 1, None, &call, FORM)?;
        self.deliver_all(None, &call, &aim, false)
    }

    /// `NAME resists EFFECT`: spend the feat's Vigour, say "No Effect", stay immune.
    pub(super) fn resist(&mut self, parts: &Parts) -> Result<Vec<String>, PlayError> {
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
            return Ok(vec![format!(
                "{} cannot resist {effect}: {} Vigour left, {} needed",
                c.name, c.vigour, feat.cost
            )]);
        }
        let now = self.now;
        let c = &mut self.characters[i];
        c.vigour -= feat.cost;
        c.immunities.grant(&effect, now.plus(feat.duration));
        c.said = Some("No Effect".into());
        let mut notes = vec![format!(
            "{} spends {} Vigour: \"No Effect\", immune to {effect} until {}",
            c.name,
            feat.cost,
            now.plus(feat.duration)
        )];
        if c.effects.remove(&effect) {
            notes.push(format!(
                "{}'s immunity ends the {effect} they were under",
                c.name
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
    fn may_call(&self, actor: usize, call: &Call, blow: bool, spell: bool) -> Option<String> {
        let c = &self.characters[actor];
        let effect = call.effect.as_ref().map(|e| e.name.as_str());
        if let Some(why) = c.restrained_from(blow, spell, effect) {
            return Some(format!(
                "refused: {} is restrained and {why} (\"A restrained character may not strike, repair armour, cast Spells, or move faster than a slow walking pace\")",
                c.name
            ));
        }
        let calls = c.calls.as_ref()?;
        // Damage by weapon blow is everyone's; called otherwise it is an effect like any other.
        let damage = (!blow && call.damage.is_some_and(|d| d > 0)).then_some("Damage");
        let missing = effect
            .into_iter()
            .chain(damage)
            .find(|e| !DEFAULT_EFFECTS.contains(e) && !calls.iter().any(|n| n == e))?;
        Some(format!(
            "refused: {} cannot generate {missing}: it needs a feat they do not have (calls: {}) (\"All characters in Five Oaths can generate the following Effects by default: Damage by weapon blow, Execute, Notice Bleed, and Repair on weapons, shields and non-armour items. All other Effects and the Repair Effect on armour require a Feat\")",
            c.name,
            if calls.is_empty() {
                "none".to_string()
            } else {
                calls.join(", ")
            }
        ))
    }

    /// Checks that `actor` may generate an effect now and charges `cost`
    /// Vigour; returns the refusal if not.
    fn generate(&mut self, actor: usize, cost: u32) -> Option<String> {
        let now = self.now;
        let c = &mut self.characters[actor];
        if let Some(why) = c.cannot_act() {
            return Some(format!("refused: {} {why}", c.name));
        }
        if let Some(last) = c.last_generated
            && now.since(last) < Span::from_secs(1)
        {
            return Some(format!(
                "refused: {} already generated an effect at {last} (one effect per second)",
                c.name
            ));
        }
        if c.vigour < cost {
            return Some(format!(
                "refused: {} has {} Vigour, {cost} needed",
                c.name, c.vigour
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
    ) -> Result<Vec<String>, PlayError> {
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
    ) -> Result<Vec<String>, PlayError> {
        let now = self.now;
        let floor = self.catalogue.rules.body_floor;
        let who = self.characters[target].name.clone();
        if self.characters[target].dead {
            return Ok(vec![format!("{who} is dead: nothing happens")]);
        }
        let mut notes = Vec::new();
        let mut damage = call.damage_dealt(&self.catalogue);
        let mut effect = call.effect.clone();
        if let Some(category) = &call.category
            && !self.characters[target].is(category)
        {
            if !melee {
                return Ok(vec![format!(
                    "{who} is not {category}: does not take the effect"
                )]);
            }
            effect = None;
            damage = Some(call.damage.unwrap_or(1));
            notes.push(format!(
                "{who} is not {category}: the blow does Single Damage only"
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
                notes.push(format!("Bane on {who}'s armoured {l}: 1 Damage"));
            } else {
                let before = *hits;
                hits.destroy(floor);
                notes.push(format!(
                    "Bane destroys {who}'s unarmoured {l} (Body {} -> {floor})",
                    before.body
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
                    notes.push(format!(
                        "{who} {l}: {amount} Damage, Armour {}->{}, Body {}->{}",
                        before.armour, hits.armour, before.body, hits.body
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
                        notes.push(format!("{who}'s Charm ends: its source damaged them"));
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
                    let (what, value) = if def.name == "Healing" {
                        ("Body", hits.body)
                    } else {
                        ("Armour", hits.armour)
                    };
                    notes.push(format!(
                        "{who} {l}: {} +{gained} {what}, now {value}",
                        def.name
                    ));
                }
            }
            "Cure" => {
                let ended = called.argument.clone().unwrap_or_default();
                let text = if c.effects.remove(&ended) {
                    format!("{who} is cured of {ended}")
                } else {
                    format!("{who} was not under {ended}: Cure changes nothing")
                };
                notes.push(text);
            }
            "Stop Bleed" => {
                for l in locations(call.global)? {
                    let hits = &mut c.locations[l.index()];
                    if hits.bleeding() {
                        hits.body = 0;
                        notes.push(format!("{who} {l} stops bleeding (Body 0)"));
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
                notes.push(format!("{who} answers \"{answer}\""));
            }
            "Execute" => return Err(PlayError::ExecuteIsAnAction),
            _ => match def.default_duration {
                Some(default) => {
                    let duration = called.duration.unwrap_or(default);
                    let source_name = source.map(|s| self.characters[s].name.clone());
                    let c = &mut self.characters[target];
                    c.effects.add(Active::new(&def, now, duration, source_name));
                    notes.push(format!(
                        "{who} is under {} for {duration}, until {}",
                        def.name,
                        now.plus(duration)
                    ));
                    if let Some(g) = c.effects.governing().filter(|g| g.name != def.name) {
                        notes.push(format!(
                            "{who} keeps following {} (higher priority) until {}",
                            g.name, g.until
                        ));
                    }
                    if def.breaks_concentration {
                        notes.extend(self.break_action(target, "loses concentration"));
                    }
                }
                None => notes.push(format!("{who} takes {}: {}", def.name, def.text)),
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
    pub(super) fn vitals(&mut self, i: usize) -> Vec<String> {
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
                notes.push(format!(
                    "{} is bleeding: the death count starts ({count}, to {})",
                    c.name,
                    now.plus(count)
                ));
            }
            (false, Some(since)) => {
                c.dying_since = None;
                notes.push(format!(
                    "{}: every location is at 0 or above, the death count stops after {}",
                    c.name,
                    now.since(since)
                ));
            }
            _ => {}
        }
        if c.unconscious() {
            notes.extend(self.break_action(i, "falls unconscious"));
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

fn no_effect(c: &mut super::character::Character, effect: &str, why: Why) -> String {
    c.said = Some("No Effect".into());
    let because = match why {
        Why::Reactive { until } => format!("immune until {until}"),
        Why::Peacesworn => "Peacesworn are always immune to Rampage".into(),
        Why::Rend => "Rend makes them immune to Healing".into(),
    };
    format!("{}: \"No Effect\" to {effect} ({because})", c.name)
}

/// What a location becoming unusable means, in the chapter's words.
fn consequences(who: &str, l: Location, before: &Hits, after: &Hits) -> Vec<String> {
    if !before.usable() || after.usable() {
        return Vec::new();
    }
    vec![if l.is_vital() {
        format!("{who}'s {l} is unusable: {who} falls unconscious")
    } else if l.is_arm() {
        format!("{who}'s {l} is unusable: it hangs useless and drops what it holds")
    } else {
        format!("{who}'s {l} is unusable: {who} falls over")
    }]
}
