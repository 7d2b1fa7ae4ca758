//! The serde mirror of a rules file: structs shaped like the TOML, with
//! spans, read in one pass before the compiler validates them. Words with a
//! fixed vocabulary (a rule's `check` and `effect`) are enums here, so an
//! unknown word is refused by the reader with the words it knows.

use std::collections::BTreeMap;

use serde::Deserialize;
use toml::Spanned;

use super::armour::RawArmour;
use super::range::{Range, RawRangeEntry};
use super::translation::RawTranslation;
use crate::units::Dimension;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRuleset {
    pub(super) ruleset: RawMeta,
    #[serde(default)]
    pub(super) kinds: BTreeMap<String, Spanned<RawKind>>,
    #[serde(default)]
    pub(super) measures: BTreeMap<String, Spanned<RawMeasure>>,
    #[serde(default)]
    pub(super) flags: BTreeMap<String, String>,
    #[serde(default)]
    pub(super) parts: BTreeMap<String, Spanned<RawPart>>,
    #[serde(default)]
    pub(super) categories: BTreeMap<String, Spanned<RawCategorySet>>,
    #[serde(default)]
    pub(super) rule: Vec<Spanned<RawRule>>,
    pub(super) dual_wield: Option<Spanned<RawDualWield>>,
    pub(super) armour: Option<Spanned<RawArmour>>,
    #[serde(default)]
    pub(super) interpretation: Vec<Spanned<RawInterpretation>>,
    #[serde(default)]
    pub(super) translations: BTreeMap<String, Spanned<RawTranslation>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawInterpretation {
    pub(super) id: String,
    pub(super) clause: String,
    pub(super) text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawMeta {
    pub(super) id: Spanned<String>,
    pub(super) name: String,
    pub(super) version: String,
    pub(super) effective: Option<Spanned<String>>,
    pub(super) source: String,
    #[serde(default = "default_language")]
    pub(super) language: String,
}

fn default_language() -> String {
    "en".to_string()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawKind {
    pub(super) name: String,
    pub(super) categories: Option<String>,
    pub(super) colour: Option<String>,
    #[serde(default)]
    pub(super) neighbours: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawMeasure {
    pub(super) name: String,
    pub(super) dimension: Dimension,
    pub(super) show: String,
    /// Whether the caliper fills it (default: a length shown in mm).
    pub(super) caliper: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPart {
    pub(super) name: String,
    pub(super) clause: String,
    pub(super) materials: Vec<Spanned<RawMaterial>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawMaterial {
    pub(super) id: String,
    pub(super) name: String,
    #[serde(default)]
    pub(super) aliases: Vec<String>,
    #[serde(default = "yes")]
    pub(super) allowed: bool,
    pub(super) max_width: Option<String>,
    pub(super) hollow: Option<bool>,
    pub(super) refer: Option<String>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCategorySet {
    pub(super) clause: String,
    pub(super) measure: String,
    pub(super) entries: Vec<Spanned<RawCategory>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCategory {
    pub(super) id: String,
    pub(super) name: String,
    /// Inclusive lower bound.
    pub(super) from: Option<String>,
    /// Strict lower bound.
    pub(super) above: Option<String>,
    /// Inclusive upper bound.
    pub(super) up_to: Option<String>,
    /// Strict upper bound.
    pub(super) below: Option<String>,
    #[serde(default)]
    pub(super) provisional: bool,
    pub(super) provenance: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRule {
    pub(super) id: String,
    pub(super) clause: String,
    pub(super) text: String,
    pub(super) kinds: Vec<String>,
    pub(super) check: CheckWord,
    pub(super) measure: Option<String>,
    pub(super) limit: Option<String>,
    pub(super) flag: Option<String>,
    pub(super) part: Option<String>,
    pub(super) when: Option<String>,
    pub(super) unless: Option<String>,
    pub(super) category: Option<String>,
    #[serde(default = "yes")]
    pub(super) required: bool,
    #[serde(default)]
    pub(super) provisional: bool,
    pub(super) provenance: Option<String>,
    pub(super) effect: Option<EffectWord>,
    pub(super) grants: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawDualWield {
    pub(super) id: String,
    pub(super) clause: String,
    pub(super) text: String,
    pub(super) pairs: Vec<RawWieldPair>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawWieldPair {
    pub(super) categories: [String; 2],
    #[serde(default)]
    pub(super) combined_length_at_most_height: bool,
}

/// What a rule's `check` says: a comparison of a measure against a limit,
/// a flag's expected answer, a part's material or width, or the length
/// category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(super) enum CheckWord {
    AtLeast,
    MoreThan,
    AtMost,
    LessThan,
    Yes,
    No,
    Material,
    MaterialWidth,
    Category,
}

impl CheckWord {
    /// The word as written in the file.
    pub(super) fn word(self) -> &'static str {
        match self {
            CheckWord::AtLeast => "at-least",
            CheckWord::MoreThan => "more-than",
            CheckWord::AtMost => "at-most",
            CheckWord::LessThan => "less-than",
            CheckWord::Yes => "yes",
            CheckWord::No => "no",
            CheckWord::Material => "material",
            CheckWord::MaterialWidth => "material-width",
            CheckWord::Category => "category",
        }
    }
}

/// What a rule's `effect` says its outcome does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(super) enum EffectWord {
    Blocking,
    Capability,
}

impl RawRangeEntry for RawCategory {
    fn bounds(&self) -> [&Option<String>; 4] {
        [&self.from, &self.above, &self.up_to, &self.below]
    }

    fn provenance(&self) -> (bool, &Option<String>) {
        (self.provisional, &self.provenance)
    }

    fn bounds_key(&self, list: &str) -> String {
        format!("{list}.{}", self.id)
    }

    fn key(&self, list: &str, _: &Range) -> String {
        self.bounds_key(list)
    }

    fn overlapped(&self) -> (String, crate::saying::Said) {
        crate::said!(
            "inp-overlaps-category",
            "overlaps category `{category}`",
            category = &self.id
        )
    }
}
