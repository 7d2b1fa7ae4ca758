//! Rulesets as data.
//!
//! A rules file is TOML (format in README.md, "Rules files"). [`Ruleset::parse`]
//! reads it with serde into a raw model that mirrors the file, then validates
//! and compiles it into a [`Ruleset`]: item [`Kind`]s, [`Measure`]s with their
//! [`Dimension`], attestation flags, [`Part`]s with their known
//! [`Material`]s, length [`CategorySet`]s and the list of [`Rule`]s, each with
//! a stable id, the clause it comes from, its [`Check`] and a `provisional`
//! flag. Every limit is converted to canonical units here, once. The optional
//! `[armour]` section compiles into [`ArmourRules`] (see
//! [`super::armour::rules`]), with the same [`Range`]s and error reporting.
//!
//! Errors are [`RulesetError`]s naming the file, line, key and value.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use toml::Spanned;

use super::armour::rules::{ArmourRules, RawArmour};
use super::source::InputError;
use super::units::{Dimension, Millimetres, Quantity, Unit, parse_quantity_text};

/// A validated ruleset, ready for inspection.
#[derive(Clone, Debug)]
pub struct Ruleset {
    /// Identity and provenance.
    pub meta: Meta,
    /// Item kinds by id (`melee`, `arrow`...).
    pub kinds: BTreeMap<String, Kind>,
    /// Measurable quantities by id (`length`, `padding.striking`...).
    pub measures: BTreeMap<String, Measure>,
    /// Attestation flags by id, with the question they answer.
    pub flags: BTreeMap<String, String>,
    /// Parts by id (`core`, `padding`...) with their known materials.
    pub parts: BTreeMap<String, Part>,
    /// Length category sets by id.
    pub category_sets: BTreeMap<String, CategorySet>,
    /// Every rule, in file order.
    pub rules: Vec<Rule>,
    /// The dual-wield rule, when the ruleset has one.
    pub dual_wield: Option<DualWield>,
    /// How costume armour earns armour, when the ruleset says.
    pub armour: Option<ArmourRules>,
    /// Armoury's readings where the text is silent or open, each stated
    /// as ours with the clause it reads.
    pub interpretations: Vec<Interpretation>,
    /// The rules file's text, for `rules export`.
    pub source: String,
}

/// A ruleset's identity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meta {
    pub id: String,
    pub name: String,
    pub version: String,
    /// ISO date (`YYYY-MM-DD`) from which the rules apply, when the source
    /// gives one (never invented).
    pub effective: Option<String>,
    /// Where the rules come from.
    pub source: String,
    pub language: String,
}

/// An item kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kind {
    pub name: String,
    /// The category set that classifies this kind by length, if any.
    pub categories: Option<String>,
}

/// A measurable quantity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Measure {
    pub name: String,
    pub dimension: Dimension,
    /// The unit values are shown in.
    pub show: Unit,
}

/// A part of an item and the materials known for it.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub name: String,
    pub clause: String,
    pub materials: Vec<Material>,
    /// The allowed materials' ids, comma-separated (a finding's limit).
    pub allowed: String,
}

impl Part {
    /// Finds a material by id, name or alias, ignoring case, spaces, `-` and `_`.
    pub fn material(&self, written: &str) -> Option<&Material> {
        if let Some(exact) = self.materials.iter().find(|m| m.id == written) {
            return Some(exact);
        }
        let wanted = fold_name(written);
        self.materials.iter().find(|m| {
            fold_name(&m.id) == wanted
                || fold_name(&m.name) == wanted
                || m.aliases.iter().any(|a| fold_name(a) == wanted)
        })
    }

    /// The ids of the known materials, for error messages.
    pub fn material_ids(&self) -> Vec<&str> {
        self.materials.iter().map(|m| m.id.as_str()).collect()
    }
}

/// A name folded for loose matching: lower case, without spaces, `-` and `_`.
pub(super) fn fold_name(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// A material known for a part.
#[derive(Clone, Debug, PartialEq)]
pub struct Material {
    pub id: String,
    pub name: String,
    pub aliases: Vec<String>,
    /// False for known but forbidden materials.
    pub allowed: bool,
    /// The part's maximum width in this material.
    pub max_width: Option<Millimetres>,
    /// Whether the part is hollow in this material (the item may say otherwise).
    pub hollow: Option<bool>,
    /// When set, an item using this material is referred to the game master with this reason.
    pub refer: Option<String>,
}

/// A set of mutually exclusive categories over one measure (length categories).
#[derive(Clone, Debug, PartialEq)]
pub struct CategorySet {
    pub clause: String,
    pub measure: String,
    pub entries: Vec<Category>,
    /// Every category's range in the measure's display unit (a finding's limit).
    pub ranges: String,
}

impl CategorySet {
    /// The category a value falls into, if any.
    pub fn classify(&self, value: f64) -> Option<&Category> {
        self.entries.iter().find(|c| c.contains(value))
    }
}

/// One category: a range of the set's measure.
#[derive(Clone, Debug, PartialEq)]
pub struct Category {
    pub id: String,
    pub name: String,
    pub lower: Option<Bound>,
    pub upper: Option<Bound>,
    pub provisional: bool,
    pub provenance: Option<String>,
}

impl Category {
    /// The category's range of its set's measure.
    pub fn range(&self) -> Range {
        Range {
            lower: self.lower,
            upper: self.upper,
        }
    }

    /// Whether a canonical value lies in this category's range.
    pub fn contains(&self, value: f64) -> bool {
        self.range().contains(value)
    }

    /// The range as text in `unit`: `50–100 cm`, `over 100 cm, up to 160 cm`.
    pub fn describe(&self, unit: Unit) -> String {
        self.range().describe(unit)
    }
}

/// A range of one measure, each end inclusive or strict, either end open.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Range {
    pub lower: Option<Bound>,
    pub upper: Option<Bound>,
}

impl Range {
    /// Whether a canonical value lies in the range.
    pub fn contains(&self, value: f64) -> bool {
        let above = self.lower.is_none_or(|b| {
            if b.inclusive {
                value >= b.value.canonical()
            } else {
                value > b.value.canonical()
            }
        });
        let below = self.upper.is_none_or(|b| {
            if b.inclusive {
                value <= b.value.canonical()
            } else {
                value < b.value.canonical()
            }
        });
        above && below
    }

    /// The range as text in `unit`: `from 2 mm, under 4 mm`, `over 100 cm`.
    pub fn describe(&self, unit: Unit) -> String {
        let show = |b: &Bound| b.value.display_in(unit);
        match (&self.lower, &self.upper) {
            (Some(lo), Some(hi)) => format!(
                "{} {}, {} {}",
                if lo.inclusive { "from" } else { "over" },
                show(lo),
                if hi.inclusive { "up to" } else { "under" },
                show(hi)
            ),
            (Some(lo), None) => format!(
                "{} {}",
                if lo.inclusive { "from" } else { "over" },
                show(lo)
            ),
            (None, Some(hi)) => format!(
                "{} {}",
                if hi.inclusive { "up to" } else { "under" },
                show(hi)
            ),
            (None, None) => "any".to_string(),
        }
    }

    /// Whether two ranges share a value.
    pub fn overlaps(&self, other: &Range) -> bool {
        // Two ranges overlap unless one ends before the other starts.
        let ends_before = |x: &Range, y: &Range| match (x.upper, y.lower) {
            (Some(hi), Some(lo)) => {
                let (h, l) = (hi.value.canonical(), lo.value.canonical());
                h < l || (h == l && !(hi.inclusive && lo.inclusive))
            }
            _ => false,
        };
        !(ends_before(self, other) || ends_before(other, self))
    }
}

/// One end of a range.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bound {
    pub value: Quantity,
    pub inclusive: bool,
}

/// How a limit compares, in the words of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// "at least": value >= limit.
    AtLeast,
    /// "more than": value > limit.
    MoreThan,
    /// "not over", "may not exceed": value <= limit.
    AtMost,
    /// "under", "less than": value < limit.
    LessThan,
}

impl Comparison {
    /// Whether `value` satisfies the comparison against `limit`.
    pub fn admits(self, value: f64, limit: f64) -> bool {
        match self {
            Comparison::AtLeast => value >= limit,
            Comparison::MoreThan => value > limit,
            Comparison::AtMost => value <= limit,
            Comparison::LessThan => value < limit,
        }
    }

    /// The comparison in words: `at least`, `under`...
    pub fn words(self) -> &'static str {
        match self {
            Comparison::AtLeast => "at least",
            Comparison::MoreThan => "more than",
            Comparison::AtMost => "at most",
            Comparison::LessThan => "under",
        }
    }

    /// The comparison as a symbol: `≥`, `<`...
    pub fn symbol(self) -> &'static str {
        match self {
            Comparison::AtLeast => "≥",
            Comparison::MoreThan => ">",
            Comparison::AtMost => "≤",
            Comparison::LessThan => "<",
        }
    }
}

/// What a rule checks.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// A measurement against a limit.
    Compare {
        measure: String,
        comparison: Comparison,
        limit: Quantity,
    },
    /// An attestation flag must have the expected value.
    Flag { flag: String, expected: bool },
    /// A part's material must be known and allowed.
    Material { part: String },
    /// A part's width must not exceed its material's maximum.
    MaterialWidth { part: String },
    /// The item's measure must fall into one of its kind's categories.
    Category,
}

/// What a rule's outcome does to the verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// A failure blocks approval.
    Blocking,
    /// Never blocks; passing grants the named capability (e.g. `shield-bash`).
    Capability(String),
}

/// One rule.
#[derive(Clone, Debug, PartialEq)]
pub struct Rule {
    /// Stable id (`padding.striking`).
    pub id: String,
    /// The clause of the source text it comes from.
    pub clause: String,
    /// What the rule says, in one sentence.
    pub text: String,
    /// Item kinds it applies to.
    pub kinds: Vec<String>,
    /// Applies only when this flag is true on the item.
    pub when: Option<String>,
    /// Applies only to items in this length category.
    pub category: Option<String>,
    /// Whether a missing value blocks approval.
    pub required: bool,
    /// Whether the limit is a provisional value not found in the source text.
    pub provisional: bool,
    /// Where a provisional value came from.
    pub provenance: Option<String>,
    pub effect: Effect,
    pub check: Check,
}

impl Rule {
    /// Whether the rule applies to items of `kind`.
    pub fn applies_to(&self, kind: &str) -> bool {
        self.kinds.iter().any(|k| k == kind)
    }
}

/// The dual-wield rule.
#[derive(Clone, Debug, PartialEq)]
pub struct DualWield {
    pub id: String,
    pub clause: String,
    pub text: String,
    pub pairs: Vec<WieldPair>,
}

/// One allowed pair of length categories.
#[derive(Clone, Debug, PartialEq)]
pub struct WieldPair {
    pub categories: [String; 2],
    /// Whether the two weapons' combined length must not exceed the wielder's height.
    pub combined_length_at_most_height: bool,
}

/// A reading of the text that is Armoury's, not the text's words: where the
/// text is silent, ambiguous, or its table is lost and a behaviour had to
/// be chosen. `rules show` lists them so nobody mistakes them for the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interpretation {
    /// Stable id (`armour.inadequate-out-of-average`).
    pub id: String,
    /// The clause read.
    pub clause: String,
    /// What Armoury does, and why.
    pub text: String,
}

/// A provisional value, for the station's banner and `rules show`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provisional {
    /// The rule or category id.
    pub id: String,
    pub provenance: String,
}

impl Ruleset {
    /// Parses and validates a rules file. `file` names it in error messages.
    pub fn parse(file: &str, text: &str) -> Result<Ruleset, RulesetError> {
        let raw: RawRuleset =
            toml::from_str(text).map_err(|e| InputError::syntax(file, text, &e))?;
        Compiler { file, text }.compile(raw)
    }

    /// The rules that apply to items of `kind`, in file order.
    pub fn rules_for<'a>(&'a self, kind: &'a str) -> impl Iterator<Item = &'a Rule> + 'a {
        self.rules.iter().filter(move |r| r.applies_to(kind))
    }

    /// The category set classifying `kind`, if any.
    pub fn categories_for(&self, kind: &str) -> Option<&CategorySet> {
        let set = self.kinds.get(kind)?.categories.as_ref()?;
        self.category_sets.get(set)
    }

    /// Every provisional value: the station shows a banner while this is not empty.
    pub fn provisional_values(&self) -> Vec<Provisional> {
        let categories = self
            .category_sets
            .values()
            .flat_map(|s| &s.entries)
            .map(|c| (c.provisional, &c.id, &c.provenance));
        let rules = self
            .rules
            .iter()
            .map(|r| (r.provisional, &r.id, &r.provenance));
        let mut seen = BTreeSet::new();
        let mut values: Vec<Provisional> = categories
            .chain(rules)
            .filter(|(provisional, id, _)| *provisional && seen.insert(id.as_str()))
            .map(|(_, id, provenance)| Provisional {
                id: id.clone(),
                provenance: provenance.clone().unwrap_or_default(),
            })
            .collect();
        if let Some(armour) = &self.armour {
            values.extend(armour.provisional_values());
        }
        values
    }
}

/// Why a rules file was refused: file, line, key, value and message.
pub type RulesetError = InputError;

// ----------------------------------------------------------------- raw model

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRuleset {
    ruleset: RawMeta,
    #[serde(default)]
    kinds: BTreeMap<String, Spanned<RawKind>>,
    #[serde(default)]
    measures: BTreeMap<String, Spanned<RawMeasure>>,
    #[serde(default)]
    flags: BTreeMap<String, String>,
    #[serde(default)]
    parts: BTreeMap<String, Spanned<RawPart>>,
    #[serde(default)]
    categories: BTreeMap<String, Spanned<RawCategorySet>>,
    #[serde(default)]
    rule: Vec<Spanned<RawRule>>,
    dual_wield: Option<Spanned<RawDualWield>>,
    armour: Option<Spanned<RawArmour>>,
    #[serde(default)]
    interpretation: Vec<Spanned<RawInterpretation>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInterpretation {
    id: String,
    clause: String,
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMeta {
    id: Spanned<String>,
    name: String,
    version: String,
    effective: Option<Spanned<String>>,
    source: String,
    #[serde(default = "default_language")]
    language: String,
}

fn default_language() -> String {
    "en".to_string()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawKind {
    name: String,
    categories: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMeasure {
    name: String,
    dimension: Dimension,
    show: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPart {
    name: String,
    clause: String,
    materials: Vec<Spanned<RawMaterial>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMaterial {
    id: String,
    name: String,
    #[serde(default)]
    aliases: Vec<String>,
    #[serde(default = "yes")]
    allowed: bool,
    max_width: Option<String>,
    hollow: Option<bool>,
    refer: Option<String>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCategorySet {
    clause: String,
    measure: String,
    entries: Vec<Spanned<RawCategory>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCategory {
    id: String,
    name: String,
    /// Inclusive lower bound.
    from: Option<String>,
    /// Strict lower bound.
    above: Option<String>,
    /// Inclusive upper bound.
    up_to: Option<String>,
    /// Strict upper bound.
    below: Option<String>,
    #[serde(default)]
    provisional: bool,
    provenance: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRule {
    id: String,
    clause: String,
    text: String,
    kinds: Vec<String>,
    check: String,
    measure: Option<String>,
    limit: Option<String>,
    flag: Option<String>,
    part: Option<String>,
    when: Option<String>,
    category: Option<String>,
    #[serde(default = "yes")]
    required: bool,
    #[serde(default)]
    provisional: bool,
    provenance: Option<String>,
    effect: Option<String>,
    grants: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDualWield {
    id: String,
    clause: String,
    text: String,
    pairs: Vec<RawWieldPair>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWieldPair {
    categories: [String; 2],
    #[serde(default)]
    combined_length_at_most_height: bool,
}

// ----------------------------------------------------------------- compiler

pub(super) struct Compiler<'a> {
    file: &'a str,
    text: &'a str,
}

impl Compiler<'_> {
    pub(super) fn error(
        &self,
        span: std::ops::Range<usize>,
        key: String,
        value: Option<String>,
        message: String,
    ) -> RulesetError {
        InputError::at(self.file, self.text, Some(span), key, value, message)
    }

    fn compile(&self, raw: RawRuleset) -> Result<Ruleset, RulesetError> {
        let meta = self.meta(raw.ruleset)?;
        let measures = self.measures(raw.measures)?;
        let parts = self.parts(raw.parts)?;
        let category_sets = self.category_sets(raw.categories, &measures)?;
        let kinds = self.kinds(raw.kinds, &category_sets)?;
        let mut ruleset = Ruleset {
            meta,
            kinds,
            measures,
            flags: raw.flags,
            parts,
            category_sets,
            rules: Vec::new(),
            dual_wield: None,
            armour: None,
            interpretations: Vec::new(),
            source: self.text.to_string(),
        };
        for raw in raw.interpretation {
            let span = raw.span();
            let i = raw.into_inner();
            if !is_rule_id(&i.id) || ruleset.interpretations.iter().any(|o| o.id == i.id) {
                return Err(self.error(
                    span,
                    format!("interpretation {}", i.id),
                    Some(i.id),
                    "an interpretation id is unique, lower-case letters, digits, `-` and `.`"
                        .into(),
                ));
            }
            ruleset.interpretations.push(Interpretation {
                id: i.id,
                clause: i.clause,
                text: i.text,
            });
        }
        let mut ids = BTreeSet::new();
        for rule in raw.rule {
            let span = rule.span();
            let rule = self.rule(rule.into_inner(), span.clone(), &ruleset)?;
            if !ids.insert(rule.id.clone()) {
                return Err(self.error(
                    span,
                    format!("rule {}", rule.id),
                    Some(rule.id),
                    "duplicate rule id".into(),
                ));
            }
            ruleset.rules.push(rule);
        }
        if let Some(dual) = raw.dual_wield {
            ruleset.dual_wield = Some(self.dual_wield(dual, &ruleset)?);
        }
        if let Some(armour) = raw.armour {
            ruleset.armour = Some(self.armour(armour)?);
        }
        Ok(ruleset)
    }

    fn meta(&self, raw: RawMeta) -> Result<Meta, RulesetError> {
        if !is_slug(raw.id.get_ref()) {
            return Err(self.error(
                raw.id.span(),
                "ruleset.id".into(),
                Some(raw.id.get_ref().clone()),
                "an id is lower-case letters, digits and `-`".into(),
            ));
        }
        if let Some(effective) = raw.effective.as_ref().filter(|e| !is_iso_date(e.get_ref())) {
            return Err(self.error(
                effective.span(),
                "ruleset.effective".into(),
                Some(effective.get_ref().clone()),
                "the effective date is written YYYY-MM-DD".into(),
            ));
        }
        Ok(Meta {
            id: raw.id.into_inner(),
            name: raw.name,
            version: raw.version,
            effective: raw.effective.map(Spanned::into_inner),
            source: raw.source,
            language: raw.language,
        })
    }

    fn measures(
        &self,
        raw: BTreeMap<String, Spanned<RawMeasure>>,
    ) -> Result<BTreeMap<String, Measure>, RulesetError> {
        raw.into_iter()
            .map(|(id, m)| {
                let span = m.span();
                let m = m.into_inner();
                let key = format!("measures.{id}.show");
                let show: Unit = m.show.parse().map_err(|e: super::units::UnknownUnit| {
                    self.error(
                        span.clone(),
                        key.clone(),
                        Some(m.show.clone()),
                        e.to_string(),
                    )
                })?;
                if !show.measures(m.dimension) {
                    return Err(self.error(
                        span,
                        key,
                        Some(m.show),
                        format!("this unit does not measure {}", m.dimension),
                    ));
                }
                Ok((
                    id,
                    Measure {
                        name: m.name,
                        dimension: m.dimension,
                        show,
                    },
                ))
            })
            .collect()
    }

    pub(super) fn quantity(
        &self,
        span: &std::ops::Range<usize>,
        key: &str,
        text: &str,
        dimension: Dimension,
    ) -> Result<Quantity, RulesetError> {
        let err = |message: String| {
            self.error(
                span.clone(),
                key.to_string(),
                Some(text.to_string()),
                message,
            )
        };
        let (value, unit) = parse_quantity_text(text).map_err(|e| err(e.to_string()))?;
        if value < 0.0 {
            return Err(err("a limit cannot be negative".into()));
        }
        unit.to_quantity(value, dimension)
            .ok_or_else(|| err(format!("`{unit}` does not measure {dimension}")))
    }

    fn parts(
        &self,
        raw: BTreeMap<String, Spanned<RawPart>>,
    ) -> Result<BTreeMap<String, Part>, RulesetError> {
        let mut parts = BTreeMap::new();
        for (part_id, part) in raw {
            let part = part.into_inner();
            let mut materials: Vec<Material> = Vec::new();
            let mut names = BTreeSet::new();
            for material in part.materials {
                let span = material.span();
                let m = material.into_inner();
                let key = format!("parts.{part_id}.materials.{}", m.id);
                let own: BTreeSet<String> = std::iter::once(&m.id)
                    .chain(std::iter::once(&m.name))
                    .chain(&m.aliases)
                    .map(|n| fold_name(n))
                    .collect();
                if own.contains("") {
                    return Err(self.error(
                        span,
                        key,
                        None,
                        "a material name cannot be empty".into(),
                    ));
                }
                if let Some(clash) = own.iter().find(|n| names.contains(*n)) {
                    return Err(self.error(
                        span,
                        key,
                        Some(clash.clone()),
                        "this name is used by two materials of the same part".into(),
                    ));
                }
                names.extend(own);
                let max_width = match &m.max_width {
                    Some(text) => match self.quantity(
                        &span,
                        &format!("{key}.max_width"),
                        text,
                        Dimension::Length,
                    )? {
                        Quantity::Length(mm) => Some(mm),
                        _ => None,
                    },
                    None => None,
                };
                materials.push(Material {
                    id: m.id,
                    name: m.name,
                    aliases: m.aliases,
                    allowed: m.allowed,
                    max_width,
                    hollow: m.hollow,
                    refer: m.refer,
                });
            }
            let allowed = materials
                .iter()
                .filter(|m| m.allowed)
                .map(|m| m.id.as_str())
                .collect::<Vec<_>>()
                .join(", ");
            let part = Part {
                name: part.name,
                clause: part.clause,
                materials,
                allowed,
            };
            parts.insert(part_id, part);
        }
        Ok(parts)
    }

    fn category_sets(
        &self,
        raw: BTreeMap<String, Spanned<RawCategorySet>>,
        measures: &BTreeMap<String, Measure>,
    ) -> Result<BTreeMap<String, CategorySet>, RulesetError> {
        let mut sets = BTreeMap::new();
        for (set_id, set) in raw {
            let set_span = set.span();
            let set = set.into_inner();
            let Some(measure) = measures.get(&set.measure) else {
                return Err(self.error(
                    set_span,
                    format!("categories.{set_id}.measure"),
                    Some(set.measure),
                    "no such measure in [measures]".into(),
                ));
            };
            let mut entries: Vec<Category> = Vec::new();
            for entry in set.entries {
                let span = entry.span();
                let c = entry.into_inner();
                let key = format!("categories.{set_id}.{}", c.id);
                let Range { lower, upper } = self.range(
                    &span,
                    &key,
                    [&c.from, &c.above, &c.up_to, &c.below],
                    measure.dimension,
                )?;
                self.check_provenance(&span, &key, c.provisional, &c.provenance)?;
                let category = Category {
                    id: c.id,
                    name: c.name,
                    lower,
                    upper,
                    provisional: c.provisional,
                    provenance: c.provenance,
                };
                if let Some(other) = entries
                    .iter()
                    .find(|e| e.range().overlaps(&category.range()))
                {
                    return Err(self.error(
                        span,
                        key,
                        None,
                        format!("overlaps category `{}`", other.id),
                    ));
                }
                entries.push(category);
            }
            let ranges = entries
                .iter()
                .map(|c| format!("{}: {}", c.name, c.describe(measure.show)))
                .collect::<Vec<_>>()
                .join("; ");
            let set = CategorySet {
                clause: set.clause,
                measure: set.measure,
                entries,
                ranges,
            };
            sets.insert(set_id, set);
        }
        Ok(sets)
    }

    /// A range from its written bounds `[from, above, up_to, below]`:
    /// at most one lower and one upper bound, the lower below the upper.
    pub(super) fn range(
        &self,
        span: &std::ops::Range<usize>,
        key: &str,
        [from, above, up_to, below]: [&Option<String>; 4],
        dimension: Dimension,
    ) -> Result<Range, RulesetError> {
        let bound = |inclusive: &Option<String>,
                     strict: &Option<String>|
         -> Result<Option<Bound>, RulesetError> {
            let (text, inclusive) = match (inclusive, strict) {
                (Some(_), Some(_)) => {
                    return Err(self.error(
                        span.clone(),
                        key.to_string(),
                        None,
                        "give one lower bound (`from` or `above`) and one upper bound (`up_to` or `below`)".into(),
                    ));
                }
                (Some(text), None) => (text, true),
                (None, Some(text)) => (text, false),
                (None, None) => return Ok(None),
            };
            let value = self.quantity(span, key, text, dimension)?;
            Ok(Some(Bound { value, inclusive }))
        };
        let lower = bound(from, above)?;
        let upper = bound(up_to, below)?;
        if let (Some(lo), Some(hi)) = (lower, upper)
            && lo.value.canonical() >= hi.value.canonical()
        {
            return Err(self.error(
                span.clone(),
                key.to_string(),
                None,
                "the lower bound must be below the upper bound".into(),
            ));
        }
        Ok(Range { lower, upper })
    }

    pub(super) fn check_provenance(
        &self,
        span: &std::ops::Range<usize>,
        key: &str,
        provisional: bool,
        provenance: &Option<String>,
    ) -> Result<(), RulesetError> {
        match (provisional, provenance) {
            (true, None) => Err(self.error(
                span.clone(),
                key.to_string(),
                None,
                "a provisional value needs a `provenance` saying where it came from".into(),
            )),
            (false, Some(_)) => Err(self.error(
                span.clone(),
                key.to_string(),
                None,
                "`provenance` is only for provisional values".into(),
            )),
            _ => Ok(()),
        }
    }

    fn kinds(
        &self,
        raw: BTreeMap<String, Spanned<RawKind>>,
        sets: &BTreeMap<String, CategorySet>,
    ) -> Result<BTreeMap<String, Kind>, RulesetError> {
        raw.into_iter()
            .map(|(id, kind)| {
                let span = kind.span();
                let kind = kind.into_inner();
                if !is_slug(&id) {
                    return Err(self.error(
                        span,
                        format!("kinds.{id}"),
                        Some(id),
                        "a kind id is lower-case letters, digits and `-`".into(),
                    ));
                }
                if let Some(set) = &kind.categories
                    && !sets.contains_key(set)
                {
                    return Err(self.error(
                        span,
                        format!("kinds.{id}.categories"),
                        Some(set.clone()),
                        "no such category set in [categories]".into(),
                    ));
                }
                Ok((
                    id,
                    Kind {
                        name: kind.name,
                        categories: kind.categories,
                    },
                ))
            })
            .collect()
    }

    fn rule(
        &self,
        raw: RawRule,
        span: std::ops::Range<usize>,
        ruleset: &Ruleset,
    ) -> Result<Rule, RulesetError> {
        let id = raw.id.clone();
        let err = |field: &str, value: Option<&str>, message: String| {
            self.error(
                span.clone(),
                format!("rule {id}: {field}"),
                value.map(str::to_string),
                message,
            )
        };
        if raw.kinds.is_empty() {
            return Err(err(
                "kinds",
                None,
                "a rule applies to at least one kind".into(),
            ));
        }
        for kind in &raw.kinds {
            if !ruleset.kinds.contains_key(kind) {
                return Err(err("kinds", Some(kind), "no such kind in [kinds]".into()));
            }
        }
        let allowed_fields: &[&str] = match raw.check.as_str() {
            "at-least" | "more-than" | "at-most" | "less-than" => &["measure", "limit"],
            "yes" | "no" => &["flag"],
            "material" | "material-width" => &["part"],
            "category" => &[],
            other => {
                return Err(err(
                    "check",
                    Some(other),
                    "unknown check (at-least, more-than, at-most, less-than, yes, no, material, material-width, category)".into(),
                ));
            }
        };
        let given = [
            ("measure", &raw.measure),
            ("limit", &raw.limit),
            ("flag", &raw.flag),
            ("part", &raw.part),
        ];
        for (field, value) in given {
            let wanted = allowed_fields.contains(&field);
            match (wanted, value) {
                (true, None) => {
                    return Err(err(
                        field,
                        None,
                        format!("check `{}` needs `{field}`", raw.check),
                    ));
                }
                (false, Some(v)) => {
                    return Err(err(
                        field,
                        Some(v),
                        format!("check `{}` takes no `{field}`", raw.check),
                    ));
                }
                _ => {}
            }
        }
        let part = |name: &Option<String>| -> Result<String, RulesetError> {
            let name = name.clone().unwrap_or_default();
            if ruleset.parts.contains_key(&name) {
                Ok(name)
            } else {
                Err(err("part", Some(&name), "no such part in [parts]".into()))
            }
        };
        let flag = |name: &str, field: &str| -> Result<(), RulesetError> {
            if ruleset.flags.contains_key(name) {
                Ok(())
            } else {
                Err(err(field, Some(name), "no such flag in [flags]".into()))
            }
        };
        let check = match raw.check.as_str() {
            "yes" | "no" => {
                let name = raw.flag.clone().unwrap_or_default();
                flag(&name, "flag")?;
                Check::Flag {
                    flag: name,
                    expected: raw.check == "yes",
                }
            }
            "material" => Check::Material {
                part: part(&raw.part)?,
            },
            "material-width" => Check::MaterialWidth {
                part: part(&raw.part)?,
            },
            "category" => {
                for kind in &raw.kinds {
                    if ruleset.categories_for(kind).is_none() {
                        return Err(err(
                            "kinds",
                            Some(kind),
                            "a category check needs kinds that have `categories`".into(),
                        ));
                    }
                }
                Check::Category
            }
            compare => {
                let comparison = match compare {
                    "at-least" => Comparison::AtLeast,
                    "more-than" => Comparison::MoreThan,
                    "at-most" => Comparison::AtMost,
                    _ => Comparison::LessThan,
                };
                let measure = raw.measure.clone().unwrap_or_default();
                let Some(m) = ruleset.measures.get(&measure) else {
                    return Err(err(
                        "measure",
                        Some(&measure),
                        "no such measure in [measures]".into(),
                    ));
                };
                let limit_text = raw.limit.clone().unwrap_or_default();
                let limit = self.quantity(
                    &span,
                    &format!("rule {id}: limit"),
                    &limit_text,
                    m.dimension,
                )?;
                Check::Compare {
                    measure,
                    comparison,
                    limit,
                }
            }
        };
        if let Some(when) = &raw.when {
            flag(when, "when")?;
        }
        if let Some(category) = &raw.category {
            let known = raw.kinds.iter().all(|k| {
                ruleset
                    .categories_for(k)
                    .is_some_and(|set| set.entries.iter().any(|c| &c.id == category))
            });
            if !known {
                return Err(err(
                    "category",
                    Some(category),
                    "not a length category of every kind this rule applies to".into(),
                ));
            }
        }
        let effect = match (raw.effect.as_deref(), raw.grants) {
            (None | Some("blocking"), None) => Effect::Blocking,
            (Some("capability"), Some(grants)) => Effect::Capability(grants),
            (Some("capability"), None) => {
                return Err(err(
                    "grants",
                    None,
                    "a capability rule names what it `grants`".into(),
                ));
            }
            (None | Some("blocking"), Some(g)) => {
                return Err(err(
                    "grants",
                    Some(&g),
                    "only `effect = \"capability\"` grants anything".into(),
                ));
            }
            (Some(other), _) => {
                return Err(err(
                    "effect",
                    Some(other),
                    "unknown effect (blocking, capability)".into(),
                ));
            }
        };
        self.check_provenance(
            &span,
            &format!("rule {id}"),
            raw.provisional,
            &raw.provenance,
        )?;
        if !is_rule_id(&id) {
            return Err(err(
                "id",
                Some(&id),
                "a rule id is lower-case letters, digits, `-` and `.`".into(),
            ));
        }
        Ok(Rule {
            id: raw.id,
            clause: raw.clause,
            text: raw.text,
            kinds: raw.kinds,
            when: raw.when,
            category: raw.category,
            required: raw.required,
            provisional: raw.provisional,
            provenance: raw.provenance,
            effect,
            check,
        })
    }

    fn dual_wield(
        &self,
        raw: Spanned<RawDualWield>,
        ruleset: &Ruleset,
    ) -> Result<DualWield, RulesetError> {
        let span = raw.span();
        let raw = raw.into_inner();
        let known: BTreeSet<&str> = ruleset
            .category_sets
            .values()
            .flat_map(|s| &s.entries)
            .map(|c| c.id.as_str())
            .collect();
        for pair in &raw.pairs {
            for category in &pair.categories {
                if !known.contains(category.as_str()) {
                    return Err(self.error(
                        span,
                        "dual_wield.pairs".into(),
                        Some(category.clone()),
                        "no such length category".into(),
                    ));
                }
            }
        }
        Ok(DualWield {
            id: raw.id,
            clause: raw.clause,
            text: raw.text,
            pairs: raw
                .pairs
                .into_iter()
                .map(|p| WieldPair {
                    categories: p.categories,
                    combined_length_at_most_height: p.combined_length_at_most_height,
                })
                .collect(),
        })
    }
}

pub(super) fn is_slug(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

pub(super) fn is_rule_id(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '.'))
}

fn is_iso_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    let numeric = |s: &str, len: usize| s.len() == len && s.chars().all(|c| c.is_ascii_digit());
    match parts.as_slice() {
        [y, m, d] if numeric(y, 4) && numeric(m, 2) && numeric(d, 2) => {
            let month: u32 = m.parse().unwrap_or(0);
            let day: u32 = d.parse().unwrap_or(0);
            (1..=12).contains(&month) && (1..=31).contains(&day)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = r#"
[ruleset]
id = "mini"
name = "Mini"
version = "1"
effective = "2024-01-01"
source = "test"

[kinds.sword]
name = "Sword"
categories = "len"

[measures]
length = { name = "length", dimension = "length", show = "cm" }
weight = { name = "weight", dimension = "mass", show = "g" }

[flags]
stopper = "has a stopper"

[categories.len]
clause = "c"
measure = "length"
entries = [
  { id = "short", name = "short", up_to = "100 cm" },
  { id = "long", name = "long", above = "100 cm", below = "200 cm" },
]

[[rule]]
id = "sword.weight"
clause = "c1"
text = "light"
kinds = ["sword"]
check = "at-most"
measure = "weight"
limit = "1 lb"
"#;

    fn with_rule(extra: &str) -> Result<Ruleset, RulesetError> {
        Ruleset::parse("mini.toml", &format!("{MINIMAL}\n[[rule]]\n{extra}"))
    }

    #[test]
    fn a_minimal_ruleset_compiles_with_limits_in_canonical_units() {
        let rs = Ruleset::parse("mini.toml", MINIMAL).unwrap();
        assert_eq!(rs.meta.id, "mini");
        let rule = &rs.rules[0];
        assert_eq!(
            rule.check,
            Check::Compare {
                measure: "weight".into(),
                comparison: Comparison::AtMost,
                limit: Quantity::Mass(super::super::units::Grams(453.592_37))
            }
        );
        let set = rs.categories_for("sword").unwrap();
        assert_eq!(set.classify(1000.0).map(|c| c.id.as_str()), Some("short"));
        assert_eq!(set.classify(1000.1).map(|c| c.id.as_str()), Some("long"));
        assert_eq!(set.classify(2000.0), None);
    }

    #[test]
    fn syntax_errors_name_file_and_line() {
        let err = Ruleset::parse("bad.toml", "[ruleset]\nid = \"x\"\nname = \n").unwrap_err();
        assert_eq!(err.location.file, "bad.toml");
        assert_eq!(err.location.line, Some(3));
    }

    #[test]
    fn unknown_keys_are_refused_with_their_line() {
        let err = with_rule("id = \"x\"\nclause = \"c\"\ntext = \"t\"\nkinds = [\"sword\"]\ncheck = \"yes\"\nflag = \"stopper\"\nlimt = \"3 g\"").unwrap_err();
        assert!(err.message.contains("unknown field `limt`"), "{err}");
        assert!(err.location.line.is_some());
        assert!(err.to_string().contains("mini.toml:"), "{err}");
    }

    #[test]
    fn semantic_errors_name_the_rule_field_and_value() {
        let cases = [
            (
                "check = \"at-most\"\nmeasure = \"weight\"\nlimit = \"3 cm\"",
                "limit",
                "does not measure",
            ),
            (
                "check = \"at-most\"\nmeasure = \"girth\"\nlimit = \"3 cm\"",
                "measure",
                "no such measure",
            ),
            (
                "check = \"at-most\"\nmeasure = \"weight\"",
                "limit",
                "needs `limit`",
            ),
            ("check = \"yes\"\nflag = \"sharp\"", "flag", "no such flag"),
            ("check = \"maybe\"", "check", "unknown check"),
            (
                "check = \"yes\"\nflag = \"stopper\"\ncategory = \"huge\"",
                "category",
                "not a length category",
            ),
            (
                "check = \"yes\"\nflag = \"stopper\"\nprovisional = true",
                "x",
                "needs a `provenance`",
            ),
            (
                "check = \"at-most\"\nmeasure = \"weight\"\nlimit = \"-3 g\"",
                "limit",
                "negative",
            ),
        ];
        for (body, field, message) in cases {
            let err = with_rule(&format!(
                "id = \"x\"\nclause = \"c\"\ntext = \"t\"\nkinds = [\"sword\"]\n{body}"
            ))
            .unwrap_err();
            assert!(
                err.key.as_deref().is_some_and(|k| k.contains(field)),
                "{body}: {err}"
            );
            assert!(err.message.contains(message), "{body}: {err}");
            assert!(err.location.line.is_some_and(|l| l > 35), "{body}: {err}");
        }
    }

    #[test]
    fn duplicate_rule_ids_are_refused() {
        let err = with_rule("id = \"sword.weight\"\nclause = \"c\"\ntext = \"t\"\nkinds = [\"sword\"]\ncheck = \"yes\"\nflag = \"stopper\"").unwrap_err();
        assert!(err.message.contains("duplicate"), "{err}");
    }

    #[test]
    fn overlapping_categories_are_refused() {
        let text = MINIMAL.replace("above = \"100 cm\"", "from = \"100 cm\"");
        let err = Ruleset::parse("mini.toml", &text).unwrap_err();
        assert!(err.message.contains("overlaps"), "{err}");
    }

    #[test]
    fn a_bad_effective_date_is_refused() {
        let err =
            Ruleset::parse("mini.toml", &MINIMAL.replace("2024-01-01", "2024-13-01")).unwrap_err();
        assert_eq!(err.key.as_deref(), Some("ruleset.effective"));
        assert_eq!(err.value.as_deref(), Some("2024-13-01"));
    }

    #[test]
    fn the_effective_date_is_optional_never_invented() {
        let rs = Ruleset::parse(
            "mini.toml",
            &MINIMAL.replace("effective = \"2024-01-01\"\n", ""),
        )
        .unwrap();
        assert_eq!(rs.meta.effective, None);
        assert_eq!(
            Ruleset::parse("mini.toml", MINIMAL)
                .unwrap()
                .meta
                .effective
                .as_deref(),
            Some("2024-01-01")
        );
    }

    #[test]
    fn interpretations_are_read_with_unique_ids() {
        let one =
            "\n[[interpretation]]\nid = \"armour.reading\"\nclause = \"c\"\ntext = \"ours\"\n";
        let rs = Ruleset::parse("mini.toml", &format!("{MINIMAL}{one}")).unwrap();
        assert_eq!(rs.interpretations.len(), 1);
        assert_eq!(rs.interpretations[0].text, "ours");
        let err = Ruleset::parse("mini.toml", &format!("{MINIMAL}{one}{one}")).unwrap_err();
        assert!(err.message.contains("unique"), "{err}");
        let bad = one.replace("armour.reading", "Armour Reading");
        let err = Ruleset::parse("mini.toml", &format!("{MINIMAL}{bad}")).unwrap_err();
        assert_eq!(err.value.as_deref(), Some("Armour Reading"));
    }

    #[test]
    fn comparisons_follow_the_text() {
        assert!(Comparison::AtMost.admits(300.0, 300.0));
        assert!(!Comparison::LessThan.admits(300.0, 300.0));
        assert!(Comparison::AtLeast.admits(10.0, 10.0));
        assert!(!Comparison::MoreThan.admits(10.0, 10.0));
    }

    #[test]
    fn materials_match_by_id_name_or_alias_loosely() {
        let part = Part {
            name: "core".into(),
            clause: "c".into(),
            materials: vec![Material {
                id: "pvc".into(),
                name: "PVC tube".into(),
                aliases: vec!["plastic pipe".into()],
                allowed: true,
                max_width: None,
                hollow: None,
                refer: None,
            }],
            allowed: "pvc".into(),
        };
        assert!(part.material("PVC").is_some());
        assert!(part.material("pvc-tube").is_some());
        assert!(part.material("Plastic_Pipe").is_some());
        assert!(part.material("steel").is_none());
    }
}
