//! The compiled model of a rules file: a [`Ruleset`] with its item
//! [`Kind`]s, [`Measure`]s, attestation flags, [`Part`]s and their
//! [`Material`]s, length [`CategorySet`]s and [`Rule`]s, each with a stable
//! id, its clause, its [`Check`] and whether it is provisional. Limits are
//! in canonical units. Built only by the compiler (`Ruleset::parse`).

use std::collections::{BTreeMap, BTreeSet};

use super::armour::ArmourRules;
use super::formula::{Condition, Limit};
use super::names::fold_name;
use super::range::{Bound, Comparison, Provisional, Range};
use super::translation::Translation;
use crate::units::{Dimension, Millimetres, Unit};

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
    /// The ruleset's texts in other languages, by language tag (`et`).
    pub translations: BTreeMap<String, Translation>,
    /// The rules file's text, for `rules export`.
    pub source: String,
}

/// A ruleset's identity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meta {
    /// Stable id (`ancalagon-2011`), as `--ruleset` and the records name it.
    pub id: String,
    /// The ruleset's name as shown to marshals.
    pub name: String,
    /// The ruleset's own version (the rules file's, not Armoury's).
    pub version: String,
    /// ISO date (`YYYY-MM-DD`) from which the rules apply, when the source
    /// gives one (never invented).
    pub effective: Option<String>,
    /// Where the rules come from.
    pub source: String,
    /// The source text's language (a BCP 47 tag such as `en` or `et`).
    pub language: String,
}

/// An item kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kind {
    /// The kind's name as shown to marshals.
    pub name: String,
    /// The category set that classifies this kind by length, if any.
    pub categories: Option<String>,
    /// The colour of tape the game marks this kind with (`blue`), if any.
    pub colour: Option<String>,
    /// Kinds an item presented as this kind may pass as instead (the
    /// neighbouring class): offered when it fails as presented.
    pub neighbours: Vec<String>,
}

/// A measurable quantity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Measure {
    /// The measure's name as shown to marshals.
    pub name: String,
    /// What it measures (length, mass or force); its values are stored in that dimension's canonical unit.
    pub dimension: Dimension,
    /// The unit values are shown in (and a bare typed number is read in).
    pub show: Unit,
    /// Whether the caliper fills it (a thickness, a width, a tip's
    /// protrusion through a ring read with the depth rod).
    pub caliper: bool,
    /// Its place in the rules file's `[measures]` (0 first): forms ask for
    /// measures in the order the organiser wrote them.
    pub position: usize,
}

/// A part of an item and the materials known for it.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    /// The part's name as shown to marshals.
    pub name: String,
    /// The clause that lists the part's materials.
    pub clause: String,
    /// The materials known for the part, allowed or forbidden, in file order.
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

/// A material known for a part.
#[derive(Clone, Debug, PartialEq)]
pub struct Material {
    /// Stable id (`foam`), as items and findings name it.
    pub id: String,
    /// The material's name as shown to marshals.
    pub name: String,
    /// Other names a marshal may type for it (matched like the name).
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
    /// The clause that defines the categories.
    pub clause: String,
    /// The id of the measure the categories divide (usually `length`).
    pub measure: String,
    /// The categories, in file order; their ranges do not overlap.
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
    /// Stable id (`short`), as rules and dual-wield pairs name it.
    pub id: String,
    /// The category's name as shown to marshals.
    pub name: String,
    /// The lower end (inclusive or strict); `None` for no lower end.
    pub lower: Option<Bound>,
    /// The upper end (inclusive or strict); `None` for no upper end.
    pub upper: Option<Bound>,
    /// Whether a bound is a provisional value not found in the source text.
    pub provisional: bool,
    /// Where a provisional bound came from.
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

/// What a rule checks.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// A measurement against a limit.
    Compare {
        /// The id of the measure compared.
        measure: String,
        /// How the item's value must compare with the limit.
        comparison: Comparison,
        /// The limit: an amount, or a formula over the item's other measures.
        limit: Limit,
    },
    /// An attestation flag must have the expected value.
    Flag {
        /// The flag's id.
        flag: String,
        /// The answer that passes.
        expected: bool,
    },
    /// A part's material must be known and allowed.
    Material {
        /// The part's id.
        part: String,
    },
    /// A part's width must not exceed its material's maximum.
    MaterialWidth {
        /// The part's id.
        part: String,
    },
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
    /// Applies only when this holds for the item (a flag answered yes, or
    /// a measure within a limit).
    pub when: Option<Condition>,
    /// Does not apply, and the item passes it, when this holds (an "or"
    /// exemption: a round tip of a large enough radius).
    pub unless: Option<Condition>,
    /// Applies only to items in this length category.
    pub category: Option<String>,
    /// Whether a missing value blocks approval.
    pub required: bool,
    /// Whether the limit is a provisional value not found in the source text.
    pub provisional: bool,
    /// Where a provisional value came from.
    pub provenance: Option<String>,
    /// What a failure (or a pass) does to the verdict.
    pub effect: Effect,
    /// What the rule checks.
    pub check: Check,
}

impl Rule {
    /// Whether the rule applies to items of `kind`.
    pub fn applies_to(&self, kind: &str) -> bool {
        self.kinds.iter().any(|k| k == kind)
    }

    /// Every measure the rule reads: the one it compares, those its limit
    /// is worked out from, and those its conditions read, in that order.
    pub fn measures_read(&self) -> Vec<&str> {
        let mut all: Vec<&str> = Vec::new();
        if let Check::Compare { measure, limit, .. } = &self.check {
            all.push(measure);
            all.extend(limit.measures());
        }
        for condition in [&self.when, &self.unless].into_iter().flatten() {
            all.extend(condition.measures());
        }
        let mut seen = BTreeSet::new();
        all.retain(|m| seen.insert(*m));
        all
    }
}

/// The dual-wield rule.
#[derive(Clone, Debug, PartialEq)]
pub struct DualWield {
    /// Stable id of the dual-wield rule.
    pub id: String,
    /// The clause of the source text it comes from.
    pub clause: String,
    /// What the rule says, in one sentence.
    pub text: String,
    /// The allowed pairs of length categories; any other pair fails.
    pub pairs: Vec<WieldPair>,
}

/// One allowed pair of length categories.
#[derive(Clone, Debug, PartialEq)]
pub struct WieldPair {
    /// The two categories' ids (in either hand).
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

impl Ruleset {
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

#[cfg(test)]
mod tests {
    use super::*;

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
