//! What the target of a valid [`Call`] must do, in words.

use super::model::{Call, Delivery, MassScope};
use crate::five_oaths::catalogue::{Aim, Catalogue, Timing};

impl Call {
    /// The Damage a target takes: called Damage, or Single on a weapon blow
    /// whose effect combines with Damage.
    pub fn damage_dealt(&self, catalogue: &Catalogue) -> Option<u32> {
        if self.delivery != Delivery::Blow || self.damage.is_some() {
            return self.damage;
        }
        let with_damage = self
            .effect
            .as_ref()
            .and_then(|c| catalogue.effect(&c.name))
            .is_none_or(|d| d.with_damage);
        with_damage.then_some(1)
    }

    /// What the target (or targets) must do, one sentence a line.
    pub fn instructions(&self, catalogue: &Catalogue) -> Vec<String> {
        let mut lines = Vec::new();
        let radius = catalogue.rules.mass_radius_m;
        match self.mass {
            Some(MassScope::AllAround) => lines.push(format!(
                "Mass: everyone within {radius} m of the caller, except the caller, takes this."
            )),
            Some(MassScope::Arc) => lines.push(format!(
                "Mass: everyone within {radius} m in the arc in front of the caller takes this."
            )),
            None => {}
        }
        if self.mass.is_some() {
            lines.push(
                "Mass must be granted for this effect by a feat or magic item (\"The Mass Modifier can be added to many Effects, determined by Feats and magic items\")."
                    .into(),
            );
        }
        if self.delivery == Delivery::InstantCast
            && let Some(called) = &self.effect
            && catalogue
                .effect(&called.name)
                .is_some_and(|d| !d.instant_cast)
        {
            lines.push(format!(
                "Instant cast: the text names Global Stop Bleed and Mindslash among the instant spells; {} must be made instant by a feat or magic item.",
                called.name
            ));
        }
        if let Some(category) = &self.category {
            let otherwise = match self.delivery {
                Delivery::Blow => "Anyone else struck takes Single Damage only.",
                _ => "Anyone else does not take it (a melee blow still does Single Damage).",
            };
            lines.push(format!(
                "Only {category} targets take the effect. {otherwise}"
            ));
        }
        let whereon = if self.global {
            "on each of all six locations"
        } else {
            "on the struck (or named) location"
        };
        match self.damage_dealt(catalogue) {
            Some(0) => lines.push("Zero Damage: a pulled blow, lose no hits.".into()),
            Some(n) => lines.push(format!(
                "Take {} Damage {whereon}: lose Armour hits first, then Body hits (never below -1).",
                if n == 1 { "Single".to_string() } else { n.to_string() }
            )),
            None => {}
        }
        if let Some(called) = &self.effect
            && let Some(def) = catalogue.effect(&called.name)
        {
            let mut head = called.name.clone();
            if self.full {
                head = format!("Full {head}");
            }
            if self.global {
                head = format!("Global {head}");
            }
            if let Some(amount) = called.amount {
                head = format!("{head} {amount}");
            }
            if let Some(argument) = &called.argument {
                head = format!("{head} {argument}");
            }
            let timing = match (def.timing, called.duration.or(def.default_duration)) {
                (Timing::Duration, Some(d)) if called.duration.is_some() => format!(" For {d}."),
                (Timing::Duration, Some(d)) => {
                    format!(" For {d} (the default: no duration was called).")
                }
                _ => String::new(),
            };
            let scope = if self.global && def.aims == Aim::Location {
                " On all six locations."
            } else {
                ""
            };
            lines.push(format!("{head}: {}{timing}{scope}", def.text));
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::five_oaths::call::parse;

    #[test]
    fn instructions_say_what_the_target_does() {
        let catalogue = Catalogue::builtin().expect("catalogue");
        let ok = |text: &str, blow| {
            parse(&catalogue, text, blow).unwrap_or_else(|e| panic!("{text}: {e}"))
        };
        let lines = ok("Strikedown", true).instructions(&catalogue).join("\n");
        assert!(
            lines.contains("Take Single Damage") && lines.contains("knocked to the ground"),
            "{lines}"
        );
        let lines = ok("Rampage", false).instructions(&catalogue).join("\n");
        assert!(lines.contains("For 10s (the default"), "{lines}");
        let lines = ok("Mass Fear 30s", false)
            .instructions(&catalogue)
            .join("\n");
        assert!(
            lines.contains("within 5 m") && lines.contains("For 30s."),
            "{lines}"
        );
        let lines = ok("Undead Bane", true).instructions(&catalogue).join("\n");
        assert!(
            lines.contains("Only Undead") && lines.contains("Single Damage only"),
            "{lines}"
        );
    }
}
