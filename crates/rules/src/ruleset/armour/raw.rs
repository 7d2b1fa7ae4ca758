//! The serde mirror of a rules file's `[armour]` section.

use serde::Deserialize;
use toml::Spanned;

use crate::ruleset::range::{Range, RawRangeEntry};
use crate::units::Unit;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::ruleset) struct RawArmour {
    pub(super) method: Spanned<String>,
    pub(super) clause: String,
    pub(super) text: String,
    pub(super) restore: Option<String>,
    pub(super) safety: Option<Spanned<RawSafety>>,
    pub(super) materials: Vec<Spanned<RawMaterial>>,
    pub(super) slots: Option<Vec<Spanned<RawSlot>>>,
    pub(super) body: Option<Spanned<RawBody>>,
    pub(super) total: Option<Spanned<RawCap>>,
    pub(super) gm: Option<Spanned<RawCap>>,
    pub(super) requirement: Option<Vec<Spanned<RawRequirement>>>,
    pub(super) table: Option<Vec<Spanned<RawTable>>>,
    pub(super) locations: Option<Spanned<Vec<String>>>,
    pub(super) class: Option<Vec<Spanned<RawClass>>>,
    pub(super) best_feat_provenance: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawMaterial {
    pub(super) id: String,
    pub(super) name: String,
    #[serde(default)]
    pub(super) aliases: Vec<String>,
    pub(super) classes: Option<Vec<String>>,
    #[serde(default)]
    pub(super) provisional: bool,
    pub(super) provenance: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSafety {
    pub(super) id: String,
    pub(super) clause: String,
    pub(super) text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSlot {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) part: String,
    pub(super) max: Option<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBody {
    pub(super) combine: String,
    pub(super) clause: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCap {
    pub(super) max: u32,
    pub(super) clause: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRequirement {
    pub(super) id: String,
    pub(super) clause: String,
    pub(super) text: String,
    pub(super) part: Option<String>,
    pub(super) materials: Vec<String>,
    pub(super) check: RequirementCheck,
    pub(super) measure: String,
    pub(super) limit: Option<String>,
    pub(super) values: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTable {
    pub(super) id: String,
    pub(super) clause: String,
    pub(super) part: String,
    pub(super) material: String,
    pub(super) measure: String,
    pub(super) bands: Vec<Spanned<RawBand>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBand {
    pub(super) from: Option<String>,
    pub(super) above: Option<String>,
    pub(super) up_to: Option<String>,
    pub(super) below: Option<String>,
    pub(super) points: u32,
    #[serde(default)]
    pub(super) provisional: bool,
    pub(super) provenance: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawClass {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) clause: String,
    pub(super) feat: String,
    #[serde(default)]
    pub(super) feat_aliases: Vec<String>,
    pub(super) hits: u32,
}
/// What an armour requirement's `check` says: a comparison of a length
/// against its limit, or a weave from a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(super) enum RequirementCheck {
    AtLeast,
    MoreThan,
    AtMost,
    LessThan,
    OneOf,
}

impl RequirementCheck {
    /// The word as written in the file.
    pub(super) fn word(self) -> &'static str {
        match self {
            RequirementCheck::AtLeast => "at-least",
            RequirementCheck::MoreThan => "more-than",
            RequirementCheck::AtMost => "at-most",
            RequirementCheck::LessThan => "less-than",
            RequirementCheck::OneOf => "one-of",
        }
    }
}

impl RawRangeEntry for RawBand {
    fn bounds(&self) -> [&Option<String>; 4] {
        [&self.from, &self.above, &self.up_to, &self.below]
    }

    fn provenance(&self) -> (bool, &Option<String>) {
        (self.provisional, &self.provenance)
    }

    fn bounds_key(&self, list: &str) -> String {
        format!("{list}: bands")
    }

    fn key(&self, list: &str, range: &Range) -> String {
        format!("{list}: {}", range.describe(Unit::Millimetre))
    }

    fn overlapped(&self) -> (String, crate::saying::Said) {
        crate::said!("inp-overlaps-band", "overlaps another band of the table")
    }
}
