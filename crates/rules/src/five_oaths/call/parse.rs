//! Reading a call: the words a player says, against the catalogue, into a
//! [`Call`], refused with a [`CallError`] naming the reason and word.

use super::model::{Call, CallError, Called, Delivery, MassScope};
use crate::five_oaths::catalogue::{Argument, Catalogue, EffectDef, Modifier, Timing};
use crate::play::Span;
use crate::play::time::parse_span;

const VOCAL_START: &str = "i call upon the power of";

/// Splits off the delivery: spell vocals, `Instant cast`, or none.
fn split_delivery(text: &str) -> Result<(Option<Delivery>, &str), CallError> {
    let lower = text.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix(VOCAL_START) {
        let start = text.len() - rest.len();
        let cast = lower
            .rfind(" and cast ")
            .ok_or(CallError::IncompleteVocals)?;
        if cast < start {
            return Err(CallError::IncompleteVocals);
        }
        let middle = text[start..cast].trim();
        let (source, purpose) = match middle.to_ascii_lowercase().find(" to ") {
            Some(at) => (
                middle[..at].trim(),
                Some(middle[at + 4..].trim().to_string()),
            ),
            None => (middle, None),
        };
        let delivery = Delivery::Spell {
            source: source.to_string(),
            purpose,
        };
        return Ok((Some(delivery), text[cast + " and cast ".len()..].trim()));
    }
    if lower.starts_with("instant cast ") {
        return Ok((
            Some(Delivery::InstantCast),
            text["instant cast ".len()..].trim(),
        ));
    }
    Ok((None, text))
}

/// Matches the effect named at `words[at..]` (two-word names first).
fn effect_at<'c>(
    catalogue: &'c Catalogue,
    words: &[&str],
    at: usize,
) -> Option<(&'c EffectDef, usize)> {
    if let Some(pair) = words.get(at..at + 2)
        && let Some(def) = catalogue.effect(&pair.join(" "))
    {
        return Some((def, 2));
    }
    let word = words.get(at)?;
    // Single, Zero and Damage are Damage, handled by the caller.
    let def = catalogue.effect(word)?;
    (def.name != "Damage").then_some((def, 1))
}

/// Reads a duration at `words[at..]`: `30s` or `30 seconds`. Returns it and the words used.
fn duration_at(words: &[&str], at: usize) -> Option<Result<(Span, usize), CallError>> {
    let word = words.get(at)?;
    if !word.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    if word.chars().all(|c| c.is_ascii_digit() || c == '.') {
        let unit = words
            .get(at + 1)
            .filter(|u| u.chars().all(char::is_alphabetic))?;
        let joined = format!("{word}{unit}");
        return parse_span(&joined).ok().map(|span| Ok((span, 2)));
    }
    Some(
        parse_span(word)
            .map(|s| (s, 1))
            .map_err(|_| CallError::BadDuration((*word).to_string())),
    )
}

fn set_once(flag: &mut bool, modifier: Modifier) -> Result<(), CallError> {
    if std::mem::replace(flag, true) {
        return Err(CallError::RepeatedModifier(modifier));
    }
    Ok(())
}

/// Parses and validates a call. `blow` says it is delivered by a weapon blow
/// (only meaningful without vocals or `Instant cast`).
pub fn parse(catalogue: &Catalogue, text: &str, blow: bool) -> Result<Call, CallError> {
    let trimmed = text.trim().trim_end_matches(['.', '!', ',']).trim();
    if trimmed.is_empty() {
        return Err(CallError::Empty);
    }
    let (delivery, rest) = split_delivery(trimmed)?;
    let delivery = delivery.unwrap_or(if blow {
        Delivery::Blow
    } else {
        Delivery::Spoken
    });
    let mut words: Vec<&str> = rest.split_whitespace().collect();
    let mut mass = None;
    let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
    let tail = |n: usize| (lower.len() >= n).then(|| lower[lower.len() - n..].join(" "));
    let mut cut = 0;
    for (phrase, scope) in [
        ("all within this arc", MassScope::Arc),
        ("all around me", MassScope::AllAround),
    ] {
        let n = phrase.split(' ').count();
        if cut == 0 && tail(n).is_some_and(|t| t == phrase) {
            mass = Some(scope);
            cut = n;
        }
    }
    words.truncate(words.len() - cut);
    if words.is_empty() {
        return Err(CallError::NoEffect);
    }

    let (mut global, mut full, mut mass_word) = (false, false, false);
    let mut category: Option<String> = None;
    let mut damage: Option<(u32, String)> = None;
    let mut effect: Option<(&EffectDef, Called)> = None;
    let mut at = 0;
    while at < words.len() {
        let word = words[at];
        let lower = word.to_ascii_lowercase();
        // An effect taking an effect or a group reads its argument next.
        if let Some((def, called)) = effect.as_mut()
            && called.argument.is_none()
            && called.duration.is_none()
        {
            match def.argument {
                Argument::Effect => {
                    if let Some((named, used)) = effect_at(catalogue, &words, at) {
                        called.argument = Some(named.name.clone());
                        at += used;
                        continue;
                    }
                }
                Argument::Group => {
                    if duration_at(&words, at).is_none() {
                        called.argument =
                            Some(catalogue.category(word).unwrap_or(word).to_string());
                        at += 1;
                        continue;
                    }
                }
                Argument::None | Argument::Category => {}
            }
        }
        match lower.as_str() {
            "mass" => set_once(&mut mass_word, Modifier::Mass)?,
            "global" => set_once(&mut global, Modifier::Global)?,
            "full" => set_once(&mut full, Modifier::Full)?,
            "single" | "zero" => {
                if damage.is_some() {
                    return Err(CallError::TwoDamages(word.to_string()));
                }
                damage = Some((u32::from(lower == "single"), word.to_string()));
            }
            "damage" => match &damage {
                // "Single Damage", "Zero Damage": the same call.
                Some((_, previous))
                    if words.get(at.wrapping_sub(1)) == Some(&previous.as_str()) => {}
                Some(_) => return Err(CallError::TwoDamages(word.to_string())),
                None => damage = Some((1, word.to_string())),
            },
            _ => {
                if let Some(found) = duration_at(&words, at) {
                    let (span, used) = found?;
                    let shown = words[at..at + used].join(" ");
                    match (effect.as_mut(), &damage) {
                        (Some((_, called)), _) if called.duration.is_none() => {
                            called.duration = Some(span)
                        }
                        (None, Some(_)) => {
                            return Err(CallError::DurationOnInstant("Damage".into(), span));
                        }
                        _ => return Err(CallError::MisplacedDuration(shown)),
                    }
                    at += used;
                    continue;
                }
                if lower.chars().all(|c| c.is_ascii_digit()) {
                    match effect.as_mut() {
                        Some((def, called)) if def.amount && called.amount.is_none() => {
                            called.amount = Some(
                                lower
                                    .parse()
                                    .map_err(|_| CallError::UnexpectedNumber(lower.clone()))?,
                            );
                        }
                        _ => return Err(CallError::UnexpectedNumber(word.to_string())),
                    }
                } else if let Some((def, used)) = effect_at(catalogue, &words, at) {
                    if let Some((first, _)) = &effect {
                        return Err(CallError::TwoEffects(first.name.clone(), def.name.clone()));
                    }
                    let called = Called {
                        name: def.name.clone(),
                        amount: None,
                        duration: None,
                        argument: None,
                    };
                    effect = Some((def, called));
                    at += used;
                    continue;
                } else if effect.is_none()
                    && (catalogue.category(word).is_some() || effect_follows(catalogue, &words, at))
                {
                    // A category, or a species named before an effect.
                    let name = catalogue.category(word).unwrap_or(word).to_string();
                    if let Some(first) = category.replace(name.clone()) {
                        return Err(CallError::TwoCategories(first, name));
                    }
                } else {
                    return Err(CallError::UnknownWord(word.to_string()));
                }
            }
        }
        at += 1;
    }
    if mass_word && mass.is_none() {
        mass = Some(MassScope::AllAround);
    }
    let call = Call {
        text: trimmed.to_string(),
        delivery,
        mass,
        global,
        full,
        category,
        damage: damage.map(|(amount, _)| amount),
        effect: effect.map(|(_, called)| called),
    };
    validate(catalogue, &call)?;
    Ok(call)
}

/// Whether an effect is named somewhere after `words[at]` (so `words[at]` may be a species).
fn effect_follows(catalogue: &Catalogue, words: &[&str], at: usize) -> bool {
    (at + 1..words.len()).any(|i| effect_at(catalogue, words, i).is_some())
}

fn validate(catalogue: &Catalogue, call: &Call) -> Result<(), CallError> {
    let Some(called) = &call.effect else {
        if call.damage.is_none() {
            return Err(CallError::NoEffect);
        }
        return check_modifiers(catalogue.effect("Damage"), "Damage", call);
    };
    let Some(def) = catalogue.effect(&called.name) else {
        return Err(CallError::UnknownWord(called.name.clone()));
    };
    if call.damage.is_some() && !def.with_damage {
        return Err(CallError::NeverWithDamage(def.name.clone()));
    }
    check_modifiers(Some(def), &def.name, call)?;
    if def.amount {
        match (call.full, called.amount) {
            (true, Some(_)) => return Err(CallError::AmountWithFull(def.name.clone())),
            (false, None) => return Err(CallError::MissingAmount(def.name.clone())),
            _ => {}
        }
    }
    if let (Timing::Instant, Some(duration)) = (def.timing, called.duration) {
        return Err(CallError::DurationOnInstant(def.name.clone(), duration));
    }
    match def.argument {
        Argument::Category if call.category.is_none() => {
            return Err(CallError::MissingCategory(def.name.clone()));
        }
        Argument::Effect if called.argument.is_none() => {
            return Err(CallError::MissingArgument(
                def.name.clone(),
                "the effect it ends",
            ));
        }
        Argument::Group if called.argument.is_none() => {
            return Err(CallError::MissingArgument(def.name.clone(), "a group"));
        }
        _ => {}
    }
    Ok(())
}

fn check_modifiers(def: Option<&EffectDef>, name: &str, call: &Call) -> Result<(), CallError> {
    for (on, modifier) in [
        (call.full, Modifier::Full),
        (call.global, Modifier::Global),
        (call.mass.is_some(), Modifier::Mass),
    ] {
        if let (true, Some(d), Modifier::Mass) = (on, def, modifier)
            && let Some(why) = &d.no_mass
        {
            return Err(CallError::MassExcluded(name.to_string(), why.clone()));
        }
        if on && !def.is_some_and(|d| d.allows(modifier)) {
            return Err(CallError::ModifierNotAllowed(modifier, name.to_string()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalogue() -> Catalogue {
        Catalogue::builtin().expect("catalogue")
    }

    fn ok(text: &str, blow: bool) -> Call {
        parse(&catalogue(), text, blow).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn mass_and_instant_casting_are_open_lists() {
        // "The Mass Modifier can be added to many Effects, determined by Feats
        // and magic items"; instant spells "include \"Global Stop Bleed\" and
        // \"Mindslash\"". Neither list is closed: refuse only what the text forbids.
        let catalogue = catalogue();
        for text in [
            "Mass Venom",
            "Mass Undead Bane",
            "Mass Rend",
            "Mass Strikedown",
        ] {
            let call = ok(text, false);
            assert!(call.mass.is_some(), "{text}");
            let lines = call
                .instructions(&catalogue)
                .iter()
                .map(|i| i.text.as_str())
                .collect::<Vec<_>>()
                .join("\n");
            assert!(
                lines.contains("Mass must be granted for this effect by a feat or magic item"),
                "{text}: {lines}"
            );
        }
        let single = ok("Venom", false)
            .instructions(&catalogue)
            .iter()
            .map(|i| i.text.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(!single.contains("Mass must be granted"), "{single}");
        for (text, noted) in [
            ("Instant cast Rampage", true),
            ("Instant cast Heal 1", true),
            ("Instant cast Mindslash", false),
            ("Instant cast Global Stop Bleed", false),
        ] {
            let call = ok(text, false);
            assert_eq!(call.delivery, Delivery::InstantCast, "{text}");
            let lines = call
                .instructions(&catalogue)
                .iter()
                .map(|i| i.text.as_str())
                .collect::<Vec<_>>()
                .join("\n");
            assert_eq!(
                lines.contains("must be made instant by a feat or magic item"),
                noted,
                "{text}: {lines}"
            );
        }
        // What the text does forbid stays refused: Full and Global beyond
        // their effects, Mass on Execute (30 s on one target).
        for (text, words) in [
            ("Full Strikedown", "Full cannot modify Strikedown"),
            ("Global Fear", "Global cannot modify Fear"),
            ("Mass Execute", "Mass cannot modify Execute"),
        ] {
            let error = parse(&catalogue, text, false).expect_err(text).to_string();
            assert!(error.contains(words), "{text}: {error}");
        }
    }

    #[test]
    fn the_issue_examples_parse() {
        let c = ok("Single", true);
        assert_eq!((c.damage, c.effect.is_none()), (Some(1), true));
        let c = ok("Zero", true);
        assert_eq!(c.damage_dealt(&catalogue()), Some(0));
        let c = ok("Global Heal 1", false);
        assert!(c.global);
        assert_eq!(
            c.effect.as_ref().map(|e| (e.name.as_str(), e.amount)),
            Some(("Healing", Some(1)))
        );
        let c = ok("Full Repair", false);
        assert!(
            c.full
                && c.effect
                    .as_ref()
                    .is_some_and(|e| e.name == "Repair" && e.amount.is_none())
        );
        let c = ok("Mass Strikedown", false);
        assert_eq!(c.mass, Some(MassScope::AllAround));
        let c = ok("Rampage 30s", false);
        assert_eq!(
            c.effect.as_ref().and_then(|e| e.duration),
            Some(Span::from_secs(30))
        );
        let c = ok("Undead Bane", true);
        assert_eq!(c.category.as_deref(), Some("Undead"));
        assert_eq!(
            c.damage_dealt(&catalogue()),
            None,
            "Bane never carries Damage"
        );
        let c = ok("Instant cast Mindslash", false);
        assert_eq!(c.delivery, Delivery::InstantCast);
        let c = ok(
            "I call upon the power of the Shaper to send you on to earn your glory and cast Global Heal 1",
            false,
        );
        assert_eq!(
            c.delivery,
            Delivery::Spell {
                source: "the Shaper".into(),
                purpose: Some("send you on to earn your glory".into())
            }
        );
        assert!(c.global);
        let c = ok(
            "I call upon the power of the land itself to turn friend into foe and cast Rampage 10s",
            false,
        );
        assert_eq!(
            c.effect.as_ref().and_then(|e| e.duration),
            Some(Span::from_secs(10))
        );
    }

    /// (rule, call, blow, damage dealt, effect)
    #[test]
    fn weapon_blow_table() {
        let catalogue = catalogue();
        let rows: &[(&str, &str, Option<u32>, Option<&str>)] = &[
            (
                "a blow is Single by default",
                "Strikedown",
                Some(1),
                Some("Strikedown"),
            ),
            (
                "Zero on request",
                "Zero Strikedown",
                Some(0),
                Some("Strikedown"),
            ),
            ("Single said aloud", "Single", Some(1), None),
            ("Single Damage in full", "Single Damage", Some(1), None),
            ("Bane carries no Damage", "Beast Bane", None, Some("Bane")),
            ("Sunder carries no Damage", "Sunder", None, Some("Sunder")),
            (
                "a species may limit a call",
                "Fomorian Bane",
                None,
                Some("Bane"),
            ),
            (
                "all around me is Mass",
                "Strikedown all around me",
                Some(1),
                Some("Strikedown"),
            ),
            (
                "two-word effects; a blow is still Single",
                "Global Stop Bleed",
                Some(1),
                Some("Stop Bleed"),
            ),
        ];
        for (rule, text, damage, effect) in rows {
            let call = parse(&catalogue, text, true).unwrap_or_else(|e| panic!("{rule}: {e}"));
            assert_eq!(call.damage_dealt(&catalogue), *damage, "{rule}");
            assert_eq!(
                call.effect.as_ref().map(|e| e.name.as_str()),
                *effect,
                "{rule}"
            );
        }
        // A spoken (non-blow) call only does what is said.
        assert_eq!(ok("Strikedown", false).damage_dealt(&catalogue), None);
        let cure = ok("Cure Fear", false);
        assert_eq!(
            cure.effect.and_then(|e| e.argument).as_deref(),
            Some("Fear")
        );
        let detect = ok("Detect Undead", false);
        assert_eq!(
            detect.effect.and_then(|e| e.argument).as_deref(),
            Some("Undead")
        );
        assert_eq!(
            ok("Fear 10 seconds all within this arc", false).mass,
            Some(MassScope::Arc)
        );
    }

    /// Every reason a call is refused: (reason, call, words in the message).
    #[test]
    fn every_invalid_call_reason() {
        let catalogue = catalogue();
        let rows: &[(&str, &str, &str)] = &[
            ("empty", "  ", "nothing was called"),
            (
                "vocals without and cast",
                "I call upon the power of the land",
                "\"and cast\" is missing",
            ),
            (
                "unknown word",
                "Strikdown",
                "\"Strikdown\" is not an effect",
            ),
            ("modifier alone", "Mass", "modifiers need an effect"),
            (
                "two non-Damage effects",
                "Strikedown Through",
                "only one non-Damage effect per call: Strikedown and Through",
            ),
            (
                "two damages",
                "Single Zero",
                "Damage is called once: \"Zero\"",
            ),
            (
                "repeated modifier",
                "Mass Mass Fear",
                "Mass is called twice",
            ),
            (
                "two categories",
                "Undead Beast Bane",
                "only one target category: Undead and Beast",
            ),
            (
                "Bane with Damage",
                "Single Undead Bane",
                "Bane never combines with Damage",
            ),
            (
                "Sunder with Damage",
                "Zero Sunder",
                "Sunder never combines with Damage",
            ),
            (
                "Full on Damage",
                "Full Single",
                "Full cannot modify Damage (Full applies to Healing and Repair only)",
            ),
            (
                "Full on an effect",
                "Full Strikedown",
                "Full cannot modify Strikedown",
            ),
            (
                "Global on an effect",
                "Global Strikedown",
                "Global cannot modify Strikedown (Global applies to Damage, Healing and Repair)",
            ),
            (
                "Mass on Execute",
                "Mass Execute",
                "Mass cannot modify Execute: Execute is the end of 30 seconds concentrating on one",
            ),
            ("amount missing", "Heal", "Healing needs an amount"),
            (
                "amount with Full",
                "Full Heal 2",
                "Full Healing restores everything",
            ),
            (
                "number without amount",
                "Strikedown 2",
                "the number 2 belongs to no effect",
            ),
            (
                "duration on instant",
                "Mindslash 10s",
                "Mindslash is instant: it takes no duration (10s)",
            ),
            ("duration on Damage", "Single 10s", "Damage is instant"),
            (
                "duration before an effect",
                "10s Fear",
                "must follow the one effect",
            ),
            ("zero duration", "Fear 0s", "\"0s\" is not a duration"),
            ("Bane without a category", "Bane", "Bane needs a category"),
            (
                "Cure without an effect",
                "Cure",
                "Cure needs the effect it ends",
            ),
            ("Detect without a group", "Detect", "Detect needs a group"),
        ];
        for (reason, text, words) in rows {
            let error = parse(&catalogue, text, true).expect_err(reason).to_string();
            assert!(error.contains(words), "{reason}: {error}");
        }
    }
}
