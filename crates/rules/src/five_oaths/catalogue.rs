//! The Five Oaths effect catalogue and armour classes, as data.
//!
//! `rulesets/five-oaths-play.toml` is embedded with `include_str!` and read by
//! [`Catalogue::builtin`] (or any text by [`Catalogue::from_toml`]): the
//! [`Rules`] constants (base hits, default duration, death count, ...), every
//! [`EffectDef`] (class, timing, which modifiers apply, the text read to the
//! target) with its place in the priority lists. The [`ArmourClass`]es come
//! from the shipped `five-oaths` ruleset's `[armour]` section, the data the
//! station's armour check uses. Validation refuses what would make the engine
//! wrong and names the file, line, key and value ([`InputError`]).

use std::fmt;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::play::Span;
use crate::play::time::parse_span;
use crate::source::{InputError, SourceFile};

/// The shipped catalogue text.
pub const BUILTIN_TOML: &str = include_str!("../rulesets/five-oaths-play.toml");
const BUILTIN_NAME: &str = "rulesets/five-oaths-play.toml";

/// Physical or mental (for priority), or neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// In the physical priority list; takes precedence over mental.
    Physical,
    /// In the mental priority list.
    Mental,
    /// Outside the priority lists.
    None,
}

/// Instantaneous or lasting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Timing {
    /// Happens at once.
    Instant,
    /// Lasts for the called duration (or the default).
    Duration,
}

/// What a call names after the effect, or before it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Argument {
    /// Nothing.
    #[default]
    None,
    /// Another effect (`Cure Fear`).
    Effect,
    /// A category or species, required (`Undead Bane`).
    Category,
    /// A group (`Detect Undead`).
    Group,
}

/// What a blow carrying the effect strikes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Aim {
    /// A body location.
    Location,
    /// The character as a whole.
    #[default]
    Character,
    /// The weapon, shield or item struck.
    Item,
}

/// The three modifiers of the combat chapter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Modifier {
    /// Restore to the maximum (Healing, Repair).
    Full,
    /// All six locations.
    Global,
    /// Everyone within 5 m but the caller, or an arc in front.
    Mass,
}

impl fmt::Display for Modifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Modifier::Full => "Full",
            Modifier::Global => "Global",
            Modifier::Mass => "Mass",
        })
    }
}

/// Where a definition comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// The Five Oaths combat chapter.
    #[serde(rename = "combat chapter")]
    CombatChapter,
    /// The game's public pages, paraphrased.
    #[serde(rename = "public pages")]
    PublicPages,
    /// Named by the sources, definition not available.
    Unavailable,
}

/// One effect of the catalogue.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EffectDef {
    /// The called name (`Stop Bleed`).
    pub name: String,
    /// Other spoken forms.
    pub aliases: Vec<String>,
    /// Physical, mental or neither.
    pub class: Class,
    /// Instant or with a duration.
    pub timing: Timing,
    /// The duration when none is called (duration effects only).
    pub default_duration: Option<Span>,
    /// Whether the call carries an amount (`Healing 1`).
    pub amount: bool,
    /// What follows (or precedes) the name.
    pub argument: Argument,
    /// Full and Global, where the text allows them. Mass is open: "The
    /// Mass Modifier can be added to many Effects, determined by Feats and
    /// magic items" (see `no_mass`).
    pub modifiers: Vec<Modifier>,
    /// Why the text rules Mass out for this effect, if it does.
    pub no_mass: Option<String>,
    /// False for the effects that never combine with Damage (Bane, Sunder).
    pub with_damage: bool,
    /// Named instant by the text ("These instant spells include \"Global
    /// Stop Bleed\" and \"Mindslash\""); the list is open, so others may be
    /// instant cast too when a feat or item makes them so.
    pub instant_cast: bool,
    /// What a blow with it strikes.
    pub aims: Aim,
    /// The target cannot resist while under it.
    pub unresisting: bool,
    /// The target cannot concentrate while under it.
    pub breaks_concentration: bool,
    /// Rank in its priority list, 0 first (physical and mental only).
    pub priority: Option<usize>,
    /// What the target must do.
    pub text: String,
    /// Where the definition comes from.
    pub source: Source,
}

impl EffectDef {
    /// Whether `modifier` may be added to this effect.
    pub fn allows(&self, modifier: Modifier) -> bool {
        match modifier {
            Modifier::Mass => self.no_mass.is_none(),
            other => self.modifiers.contains(&other),
        }
    }

    /// Whether `word` names this effect (case-insensitive, aliases included).
    pub fn is_called(&self, word: &str) -> bool {
        self.name.eq_ignore_ascii_case(word)
            || self.aliases.iter().any(|a| a.eq_ignore_ascii_case(word))
    }
}

/// A class of worn armour and the feat that turns it into Armour hits, as
/// the shipped `five-oaths` ruleset's `[armour]` section defines it (the
/// station's armour check and the in-play engine read the same data).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArmourClass {
    /// `light` or `heavy`.
    pub id: String,
    /// For people.
    pub name: String,
    /// The feat a wearer needs.
    pub feat: String,
    /// Armour hits on every location while worn with the feat.
    pub armour_hits: u32,
    /// What phys-reps qualify.
    pub qualifies: Vec<String>,
    /// Where this comes from.
    pub source: Source,
}

/// The game constants.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rules {
    /// Catalogue id.
    pub id: String,
    /// For people.
    pub name: String,
    /// Which edition of the rules.
    pub version: String,
    /// Body hits per location before feats.
    pub base_body: i32,
    /// Armour hits per location before feats.
    pub base_armour: i32,
    /// Vigour of everyone.
    pub base_vigour: u32,
    /// Extra Vigour when sworn.
    pub sworn_vigour: u32,
    /// The lowest Body a location can reach.
    pub body_floor: i32,
    /// Duration of a duration effect called without one.
    pub default_duration: Span,
    /// Bleeding time until death.
    pub death_count: Span,
    /// Quiet time before recovery.
    pub recovery_quiet: Span,
    /// Length of executing, restraining, releasing and searching.
    pub action_time: Span,
    /// Radius of a Mass effect, in metres.
    pub mass_radius_m: u32,
    /// Most participants in a ritual, leader included.
    pub max_ritual_participants: u32,
    /// Shortest ritual by default.
    pub ritual_min_duration: Span,
    /// Longest ritual by default.
    pub ritual_max_duration: Span,
    /// The broad categories of beings.
    pub categories: Vec<String>,
}

/// The loaded catalogue.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Catalogue {
    /// Constants.
    pub rules: Rules,
    /// Every effect.
    pub effects: Vec<EffectDef>,
    /// Worn armour classes.
    pub armour_classes: Vec<ArmourClass>,
}

/// Effects the engine gives special behaviour: the catalogue must hold them.
pub const REQUIRED_EFFECTS: &[&str] = &[
    "Damage",
    "Healing",
    "Repair",
    "Bane",
    "Sunder",
    "Execute",
    "Cure",
    "Stop Bleed",
    "Notice Bleed",
    "Rend",
    "Rampage",
];

/// The armour classes of the shipped `five-oaths` ruleset's `[armour]` section.
fn shipped_armour_classes() -> Result<Vec<ArmourClass>, InputError> {
    let ruleset = crate::shipped::load("five-oaths")?;
    let source = SourceFile::new("<embedded five-oaths.toml>", &ruleset.source);
    let invalid = |reason: &str| source.error_in_file("armour", None, reason);
    let armour = ruleset
        .armour
        .as_ref()
        .ok_or_else(|| invalid("the ruleset has no [armour] section"))?;
    let crate::armour::Method::Classes(classes) = &armour.method else {
        return Err(invalid(
            "the [armour] section does not use the class method",
        ));
    };
    Ok(classes
        .classes
        .iter()
        .map(|class| ArmourClass {
            id: class.id.clone(),
            name: class.name.clone(),
            feat: class.feat.clone(),
            armour_hits: class.hits,
            qualifies: armour
                .materials
                .iter()
                .filter(|m| m.classes.contains(&class.id))
                .map(|m| m.name.clone())
                .collect(),
            source: Source::PublicPages,
        })
        .collect())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    rules: RawRules,
    priority: RawPriority,
    effect: Vec<RawEffect>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    id: String,
    name: String,
    version: String,
    base_body: Spanned<i32>,
    base_armour: Spanned<i32>,
    base_vigour: u32,
    sworn_vigour: u32,
    body_floor: Spanned<i32>,
    default_duration: Spanned<String>,
    death_count: Spanned<String>,
    recovery_quiet: Spanned<String>,
    action_time: Spanned<String>,
    mass_radius_m: u32,
    max_ritual_participants: u32,
    ritual_min_duration: Spanned<String>,
    ritual_max_duration: Spanned<String>,
    categories: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPriority {
    physical: Vec<Spanned<String>>,
    mental: Vec<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEffect {
    name: Spanned<String>,
    #[serde(default)]
    aliases: Vec<String>,
    class: Spanned<Class>,
    timing: Timing,
    default_duration: Option<Spanned<String>>,
    #[serde(default)]
    amount: Option<Spanned<String>>,
    #[serde(default)]
    argument: Argument,
    #[serde(default)]
    modifiers: Vec<Modifier>,
    #[serde(default = "yes")]
    with_damage: bool,
    no_mass: Option<String>,
    #[serde(default)]
    instant_cast: bool,
    #[serde(default)]
    aims: Aim,
    #[serde(default)]
    unresisting: bool,
    #[serde(default)]
    breaks_concentration: bool,
    text: String,
    source: Source,
}

fn yes() -> bool {
    true
}

/// A duration as written (`"10s"`), refused with its line when it is none.
fn span_value(
    source: &SourceFile<'_>,
    value: &Spanned<String>,
    key: &str,
) -> Result<Span, InputError> {
    parse_span(value.get_ref())
        .map_err(|e| source.error(value.span(), key, Some(value.get_ref().clone()), e.reason))
}

impl Catalogue {
    /// The shipped catalogue.
    pub fn builtin() -> Result<Catalogue, InputError> {
        let mut catalogue = Catalogue::from_toml(BUILTIN_TOML, BUILTIN_NAME)?;
        catalogue.armour_classes = shipped_armour_classes()?;
        Ok(catalogue)
    }

    /// Reads and validates a catalogue; `file` names it in errors.
    pub fn from_toml(text: &str, file: &str) -> Result<Catalogue, InputError> {
        let source = SourceFile::new(file, text);
        let raw: RawFile = source.deserialize()?;
        let r = raw.rules;
        for (key, value) in [
            ("rules.base_body", &r.base_body),
            ("rules.base_armour", &r.base_armour),
        ] {
            if *value.get_ref() < 0 {
                return Err(source.error(
                    value.span(),
                    key,
                    Some(value.get_ref().to_string()),
                    "must not be negative",
                ));
            }
        }
        if *r.body_floor.get_ref() >= 0 {
            let floor = r.body_floor.get_ref().to_string();
            return Err(source.error(
                r.body_floor.span(),
                "rules.body_floor",
                Some(floor.to_string()),
                "must be below 0",
            ));
        }
        let rules = Rules {
            id: r.id,
            name: r.name,
            version: r.version,
            base_body: *r.base_body.get_ref(),
            base_armour: *r.base_armour.get_ref(),
            base_vigour: r.base_vigour,
            sworn_vigour: r.sworn_vigour,
            body_floor: *r.body_floor.get_ref(),
            default_duration: span_value(&source, &r.default_duration, "rules.default_duration")?,
            death_count: span_value(&source, &r.death_count, "rules.death_count")?,
            recovery_quiet: span_value(&source, &r.recovery_quiet, "rules.recovery_quiet")?,
            action_time: span_value(&source, &r.action_time, "rules.action_time")?,
            mass_radius_m: r.mass_radius_m,
            max_ritual_participants: r.max_ritual_participants,
            ritual_min_duration: span_value(
                &source,
                &r.ritual_min_duration,
                "rules.ritual_min_duration",
            )?,
            ritual_max_duration: span_value(
                &source,
                &r.ritual_max_duration,
                "rules.ritual_max_duration",
            )?,
            categories: r.categories,
        };
        if rules.ritual_min_duration > rules.ritual_max_duration {
            return Err(source.error(
                r.ritual_min_duration.span(),
                "rules.ritual_min_duration",
                Some(r.ritual_min_duration.get_ref().to_string()),
                "is longer than rules.ritual_max_duration",
            ));
        }

        let mut effects: Vec<EffectDef> = Vec::with_capacity(raw.effect.len());
        for (index, e) in raw.effect.into_iter().enumerate() {
            let key = |field: &str| format!("effect[{index}].{field}");
            let name = e.name.get_ref().trim().to_string();
            let mut spoken = vec![name.clone()];
            spoken.extend(e.aliases.iter().cloned());
            for word in &spoken {
                if word.is_empty()
                    || !word
                        .split(' ')
                        .all(|w| !w.is_empty() && w.chars().all(char::is_alphabetic))
                {
                    return Err(source.error(
                        e.name.span(),
                        key("name"),
                        Some(word.to_string()),
                        "names are letters and single spaces",
                    ));
                }
                if effects.iter().any(|other| other.is_called(word)) {
                    return Err(source.error(
                        e.name.span(),
                        key("name"),
                        Some(word.to_string()),
                        "named twice",
                    ));
                }
            }
            let amount = match e.amount.as_ref().map(|a| a.get_ref().as_str()) {
                None | Some("none") => false,
                Some("required") => true,
                Some(other) => {
                    let span = e.amount.as_ref().map(Spanned::span).unwrap_or_default();
                    return Err(source.error(
                        span,
                        key("amount"),
                        Some(other.to_string()),
                        "expected none or required",
                    ));
                }
            };
            let default_duration = match (e.timing, &e.default_duration) {
                (Timing::Instant, Some(value)) => {
                    return Err(source.error(
                        value.span(),
                        key("default_duration"),
                        Some(value.get_ref().to_string()),
                        "an instant effect has no duration",
                    ));
                }
                (Timing::Instant, None) => None,
                (Timing::Duration, Some(value)) => {
                    Some(span_value(&source, value, &key("default_duration"))?)
                }
                (Timing::Duration, None) => Some(rules.default_duration),
            };
            let list = match e.class.get_ref() {
                Class::Physical => Some(&raw.priority.physical),
                Class::Mental => Some(&raw.priority.mental),
                Class::None => None,
            };
            let priority = match list {
                None => None,
                Some(list) => Some(
                    list.iter()
                        .position(|p| p.get_ref().eq_ignore_ascii_case(&name))
                        .ok_or_else(|| {
                            source.error(
                                e.class.span(),
                                key("class"),
                                Some(format!("{:?}", e.class.get_ref()).to_lowercase()),
                                format!("{name} is not in that priority list"),
                            )
                        })?,
                ),
            };
            effects.push(EffectDef {
                name,
                aliases: e.aliases,
                class: *e.class.get_ref(),
                timing: e.timing,
                default_duration,
                amount,
                argument: e.argument,
                modifiers: e.modifiers,
                no_mass: e.no_mass,
                with_damage: e.with_damage,
                instant_cast: e.instant_cast,
                aims: e.aims,
                unresisting: e.unresisting,
                breaks_concentration: e.breaks_concentration,
                priority,
                text: e.text,
                source: e.source,
            });
        }
        for (list_name, list, class) in [
            ("physical", &raw.priority.physical, Class::Physical),
            ("mental", &raw.priority.mental, Class::Mental),
        ] {
            for (index, entry) in list.iter().enumerate() {
                let found = effects
                    .iter()
                    .find(|e| e.name.eq_ignore_ascii_case(entry.get_ref()));
                if found.is_none_or(|e| e.class != class) {
                    return Err(source.error(
                        entry.span(),
                        format!("priority.{list_name}[{index}]"),
                        Some(entry.get_ref().to_string()),
                        format!("no {list_name} effect of that name"),
                    ));
                }
            }
        }
        for required in REQUIRED_EFFECTS {
            if !effects.iter().any(|e| e.name == *required) {
                return Err(source.error(
                    0..0,
                    "effect",
                    Some(required.to_string()),
                    "the engine needs this effect",
                ));
            }
        }
        Ok(Catalogue {
            rules,
            effects,
            armour_classes: Vec::new(),
        })
    }

    /// The effect called `name` (case-insensitive, aliases included).
    pub fn effect(&self, name: &str) -> Option<&EffectDef> {
        self.effects.iter().find(|e| e.is_called(name))
    }

    /// The armour class with this id (`light`, `heavy`).
    pub fn armour_class(&self, id: &str) -> Option<&ArmourClass> {
        self.armour_classes
            .iter()
            .find(|c| c.id.eq_ignore_ascii_case(id))
    }

    /// Whether `word` is one of the broad categories; returns its spelling.
    pub fn category(&self, word: &str) -> Option<&str> {
        self.rules
            .categories
            .iter()
            .find(|c| c.eq_ignore_ascii_case(word))
            .map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_catalogue_loads_with_the_chapter_priorities() {
        let catalogue = Catalogue::builtin().expect("builtin catalogue is valid");
        let order = |class: Class| {
            let mut list: Vec<&EffectDef> = catalogue
                .effects
                .iter()
                .filter(|e| e.class == class)
                .collect();
            list.sort_by_key(|e| e.priority);
            list.iter().map(|e| e.name.as_str()).collect::<Vec<_>>()
        };
        assert_eq!(
            order(Class::Physical),
            ["Fumble", "Push", "Strikedown", "Halt"]
        );
        assert_eq!(
            order(Class::Mental),
            ["Lure", "Fear", "Rampage", "Sleep", "Daze", "Charm"]
        );
        assert_eq!(catalogue.rules.default_duration, Span::from_secs(10));
        assert_eq!(catalogue.rules.death_count, Span::from_secs(300));
        assert_eq!(
            catalogue.effect("heal").map(|e| e.name.as_str()),
            Some("Healing")
        );
        assert_eq!(
            catalogue.effect("Rampage").and_then(|e| e.default_duration),
            Some(Span::from_secs(10))
        );
        assert_eq!(
            catalogue.effect("Mindslash").map(|e| e.timing),
            Some(Timing::Instant)
        );
        assert_eq!(
            catalogue.armour_class("heavy").map(|c| c.armour_hits),
            Some(2)
        );
        assert_eq!(
            catalogue.armour_class("light").map(|c| c.armour_hits),
            Some(1)
        );
        assert_eq!(catalogue.category("undead"), Some("Undead"));
    }

    fn refused(from: &str, to: &str) -> String {
        assert!(BUILTIN_TOML.contains(from), "fixture text {from:?} present");
        let text = BUILTIN_TOML.replacen(from, to, 1);
        Catalogue::from_toml(&text, "test.toml")
            .expect_err(to)
            .to_string()
    }

    #[test]
    fn invalid_catalogues_name_line_key_and_value() {
        let line_of_text = |needle: &str| {
            BUILTIN_TOML
                .lines()
                .position(|l| l.contains(needle))
                .map_or(0, |i| i + 1)
        };
        let rows: &[(&str, &str, &str)] = &[
            (
                "default_duration = \"10s\"",
                "default_duration = \"ten\"",
                "rules.default_duration: ",
            ),
            (
                "body_floor = -1",
                "body_floor = 0",
                "rules.body_floor: must be below 0 (at `0`)",
            ),
            (
                "\"Fumble\", \"Push\"",
                "\"Fumble\", \"Shove\", \"Push\"",
                "priority.physical[1]: no physical effect of that name (at `Shove`)",
            ),
            (
                "\"Fumble\", \"Push\"",
                "\"Fumble\", \"Lure\", \"Push\"",
                "priority.physical[1]: no physical effect of that name (at `Lure`)",
            ),
            ("name = \"Repair\"", "name = \"Healing\"", "named twice"),
            (
                "name = \"Repair\"",
                "name = \"Mend\"",
                "effect: the engine needs this effect (at `Repair`)",
            ),
            (
                "amount = \"required\"",
                "amount = \"lots\"",
                "effect[1].amount: expected none or required (at `lots`)",
            ),
            (
                "base_armour = 0",
                "base_armour = -2",
                "rules.base_armour: must not be negative (at `-2`)",
            ),
            (
                "timing = \"duration\"\nunresisting",
                "timing = \"instant\"\ndefault_duration = \"5s\"\nunresisting",
                "an instant effect has no duration",
            ),
            (
                "class = \"physical\"\ntiming = \"duration\"",
                "class = \"mental\"\ntiming = \"duration\"",
                "Halt is not in that priority list",
            ),
        ];
        for (from, to, words) in rows {
            let message = refused(from, to);
            assert!(message.starts_with("test.toml:"), "{message}");
            assert!(message.contains(words), "{to}: {message}");
        }
        // The line named is the line of the bad value.
        let message = refused("default_duration = \"10s\"", "default_duration = \"ten\"");
        assert!(
            message.starts_with(&format!(
                "test.toml:{}:",
                line_of_text("default_duration = \"10s\"")
            )),
            "{message}"
        );
        // Syntax errors and unknown keys carry the parser's message and a line.
        let message = refused("mass_radius_m = 5", "mass_radius_m = 5\ncolour = \"red\"");
        assert!(message.contains("colour"), "{message}");
        let message = refused("class = \"none\"", "class = \"astral\"");
        assert!(message.contains("astral"), "{message}");
    }
}
