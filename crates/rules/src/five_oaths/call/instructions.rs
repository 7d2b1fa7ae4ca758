//! What the target of a valid [`Call`] must do, in words.

use std::fmt;

use serde::Serialize;

use super::model::{Call, Delivery, MassScope};
use crate::five_oaths::catalogue::{Aim, Catalogue, Timing};
use crate::saying::Said;

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

    /// What the target (or targets) must do, one sentence a line, each in
    /// English and in parts ([`Instruction`]).
    pub fn instructions(&self, catalogue: &Catalogue) -> Vec<Instruction> {
        let mut lines = Vec::new();
        let radius = catalogue.rules.mass_radius_m;
        match self.mass {
            Some(MassScope::AllAround) => lines.push(crate::said!(
                "fo-instr-mass-all-around",
                "Mass: everyone within {radius} m of the caller, except the caller, takes this.",
                radius = &radius
            )),
            Some(MassScope::Arc) => lines.push(crate::said!(
                "fo-instr-mass-arc",
                "Mass: everyone within {radius} m in the arc in front of the caller takes this.",
                radius = &radius
            )),
            None => {}
        }
        if self.mass.is_some() {
            lines.push(crate::said!(
                "fo-instr-mass-feat",
                "Mass must be granted for this effect by a feat or magic item (\"The Mass Modifier can be added to many Effects, determined by Feats and magic items\")."
            ));
        }
        if self.delivery == Delivery::InstantCast
            && let Some(called) = &self.effect
            && catalogue
                .effect(&called.name)
                .is_some_and(|d| !d.instant_cast)
        {
            lines.push(crate::said!(
                "fo-instr-instant",
                "Instant cast: the text names Global Stop Bleed and Mindslash among the instant spells; {effect} must be made instant by a feat or magic item.",
                effect = &called.name
            ));
        }
        if let Some(category) = &self.category {
            lines.push(match self.delivery {
                Delivery::Blow => crate::said!(
                    "fo-instr-only-blow",
                    "Only {category} targets take the effect. Anyone else struck takes Single Damage only.",
                    category = &category
                ),
                _ => crate::said!(
                    "fo-instr-only",
                    "Only {category} targets take the effect. Anyone else does not take it (a melee blow still does Single Damage).",
                    category = &category
                ),
            });
        }
        match self.damage_dealt(catalogue) {
            Some(0) => lines.push(crate::said!(
                "fo-instr-zero",
                "Zero Damage: a pulled blow, lose no hits."
            )),
            Some(n) => {
                // The call's word for one: the message shows it as it is.
                let damage = if n == 1 {
                    "Single".to_string()
                } else {
                    n.to_string()
                };
                lines.push(if self.global {
                    crate::said!(
                        "fo-instr-damage-global",
                        "Take {damage} Damage on each of all six locations: lose Armour hits first, then Body hits (never below -1).",
                        damage = &damage
                    )
                } else {
                    crate::said!(
                        "fo-instr-damage",
                        "Take {damage} Damage on the struck (or named) location: lose Armour hits first, then Body hits (never below -1).",
                        damage = &damage
                    )
                });
            }
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
            let all = self.global && def.aims == Aim::Location;
            let text = &def.text;
            let line = match (def.timing, called.duration.or(def.default_duration)) {
                (Timing::Duration, Some(d)) if called.duration.is_some() => {
                    if all {
                        crate::said!(
                            "fo-instr-effect-for-all",
                            "{head}: {text} For {duration}. On all six locations.",
                            head = &head,
                            text = &text,
                            duration = d
                        )
                    } else {
                        crate::said!(
                            "fo-instr-effect-for",
                            "{head}: {text} For {duration}.",
                            head = &head,
                            text = &text,
                            duration = d
                        )
                    }
                }
                (Timing::Duration, Some(d)) => {
                    if all {
                        crate::said!(
                            "fo-instr-effect-for-default-all",
                            "{head}: {text} For {duration} (the default: no duration was called). On all six locations.",
                            head = &head,
                            text = &text,
                            duration = d
                        )
                    } else {
                        crate::said!(
                            "fo-instr-effect-for-default",
                            "{head}: {text} For {duration} (the default: no duration was called).",
                            head = &head,
                            text = &text,
                            duration = d
                        )
                    }
                }
                _ if all => crate::said!(
                    "fo-instr-effect-all",
                    "{head}: {text} On all six locations.",
                    head = &head,
                    text = &text
                ),
                _ => crate::said!(
                    "fo-instr-effect",
                    "{head}: {text}",
                    head = &head,
                    text = &text
                ),
            };
            lines.push(line);
        }
        lines
            .into_iter()
            .map(|(text, says)| Instruction { text, says })
            .collect()
    }
}

/// One sentence of what a call's target must do: the English, and the
/// same in parts (an `fo-instr-` message id and its values) for a front end
/// to word in its language. The call's own words (`Single`, `Mass`, the
/// effect's name) and the catalogue's text of the effect stay as they are.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Instruction {
    /// The sentence, in English.
    pub text: String,
    /// The same in parts.
    pub says: Said,
}

impl fmt::Display for Instruction {
    /// The English sentence.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
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
        let lines = ok("Strikedown", true)
            .instructions(&catalogue)
            .iter()
            .map(|i| i.text.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            lines.contains("Take Single Damage") && lines.contains("knocked to the ground"),
            "{lines}"
        );
        let lines = ok("Rampage", false)
            .instructions(&catalogue)
            .iter()
            .map(|i| i.text.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(lines.contains("For 10s (the default"), "{lines}");
        let lines = ok("Mass Fear 30s", false)
            .instructions(&catalogue)
            .iter()
            .map(|i| i.text.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            lines.contains("within 5 m") && lines.contains("For 30s."),
            "{lines}"
        );
        let lines = ok("Undead Bane", true)
            .instructions(&catalogue)
            .iter()
            .map(|i| i.text.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            lines.contains("Only Undead") && lines.contains("Single Damage only"),
            "{lines}"
        );
    }
}
