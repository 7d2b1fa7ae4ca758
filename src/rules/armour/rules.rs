//! The `[armour]` section of a rules file: how costume armour earns armour.
//!
//! A ruleset says how worn armour is judged with one of two [`Method`]s:
//!
//! - [`Method::Points`] (Ancalagon): each piece sits in a [`Slot`] that
//!   belongs to the body armour or the helmet ([`ArmourPart`]). A piece must
//!   meet every [`Requirement`] for its part and material (minimum
//!   thickness, the mail weave and wire); then a [`PointsTable`] of
//!   thickness [`Band`]s gives its points. The body pieces' points combine
//!   by [`Combine`]; the helmet adds its points on top; [`Cap`]s bound the
//!   total and what the game master may award.
//! - [`Method::Classes`] (Five Oaths): each material qualifies for armour
//!   [`ArmourClass`]es (light, heavy); a class with the matching feat gives
//!   Armour hits on every location.
//!
//! [`ArmourRules`] holds the materials both methods share. The raw serde
//! model mirrors the file; `Compiler::armour` validates it, with errors
//! naming file, line, key and value like the rest of the rules file.

use std::collections::BTreeSet;
use std::ops::Range as Span;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::rules::ruleset::{
    Comparison, Compiler, Provisional, Range, RulesetError, fold_name, is_rule_id, is_slug,
};
use crate::rules::units::{Dimension, Millimetres, Quantity, Unit};

/// How a ruleset awards armour for costume armour.
#[derive(Clone, Debug, PartialEq)]
pub struct ArmourRules {
    /// The clause of the source text the section comes from.
    pub clause: String,
    /// What the section says, in a sentence or two.
    pub text: String,
    /// When awarded armour is restored (shown with every award), if the text says.
    pub restore: Option<String>,
    /// The attestation every piece needs before it earns anything, if any.
    pub safety: Option<Safety>,
    /// The materials armour can be made of.
    pub materials: Vec<ArmourMaterial>,
    pub method: Method,
}

/// The marshal's per-piece attestation that the armour is safe: a piece
/// attested unsafe earns nothing; an award with a piece not yet attested is
/// incomplete.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Safety {
    /// Stable id (`armour.safe`).
    pub id: String,
    pub clause: String,
    /// The question the marshal answers for each piece.
    pub text: String,
}

impl ArmourRules {
    /// Finds a material by id, name or alias, ignoring case, spaces, `-` and `_`.
    pub fn material(&self, written: &str) -> Option<&ArmourMaterial> {
        let wanted = fold_name(written);
        self.materials.iter().find(|m| {
            std::iter::once(&m.id)
                .chain(std::iter::once(&m.name))
                .chain(&m.aliases)
                .any(|n| fold_name(n) == wanted)
        })
    }

    /// The known materials' ids, for messages.
    pub fn material_ids(&self) -> Vec<&str> {
        self.materials.iter().map(|m| m.id.as_str()).collect()
    }

    /// The provisional values: points-table bands, materials classed by
    /// Armoury rather than the text, and the best-feat-only reading.
    pub fn provisional_values(&self) -> Vec<Provisional> {
        let mut values: Vec<Provisional> = self
            .materials
            .iter()
            .filter(|m| m.provisional)
            .map(|m| Provisional {
                id: format!("armour.materials.{}", m.id),
                provenance: m.provenance.clone().unwrap_or_default(),
            })
            .collect();
        let points = match &self.method {
            Method::Points(points) => points,
            Method::Classes(classes) => {
                values.extend(classes.best_feat_provenance.iter().map(|p| Provisional {
                    id: BEST_FEAT_ID.into(),
                    provenance: p.clone(),
                }));
                return values;
            }
        };
        values.extend(
            points
                .tables
                .iter()
                .flat_map(|t| t.bands.iter().map(move |b| (t, b)))
                .filter(|(_, b)| b.provisional)
                .map(|(t, b)| Provisional {
                    id: t.band_id(b),
                    provenance: b.provenance.clone().unwrap_or_default(),
                }),
        );
        values
    }
}

/// The id under which "armour feats do not add up" is listed when provisional.
pub const BEST_FEAT_ID: &str = "armour.feats.best-only";

/// A material armour can be made of.
#[derive(Clone, Debug, PartialEq)]
pub struct ArmourMaterial {
    pub id: String,
    pub name: String,
    pub aliases: Vec<String>,
    /// The armour classes this material qualifies for (class method only).
    pub classes: Vec<String>,
    /// Whether classing this material is Armoury's reading, not the text's.
    pub provisional: bool,
    pub provenance: Option<String>,
}

/// How armour is judged.
#[derive(Clone, Debug, PartialEq)]
pub enum Method {
    /// Points per piece from tables, combined into body and helmet points.
    Points(PointsRules),
    /// A class of phys-rep plus a feat gives Armour hits on every location.
    Classes(ClassRules),
}

/// The two parts of worn armour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ArmourPart {
    /// Body armour (torso, arms, legs, hands, feet): its pieces combine.
    Body,
    /// The helmet: its points count in full, on top of the body's.
    Helmet,
}

impl ArmourPart {
    pub fn as_str(self) -> &'static str {
        match self {
            ArmourPart::Body => "body",
            ArmourPart::Helmet => "helmet",
        }
    }

    /// The part in words: `body armour`, `helmet`.
    pub fn words(self) -> &'static str {
        match self {
            ArmourPart::Body => "body armour",
            ArmourPart::Helmet => "helmet",
        }
    }
}

/// Where a piece is worn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    pub id: String,
    pub name: String,
    pub part: ArmourPart,
    /// At most this many pieces in the slot (one helmet).
    pub max: Option<u32>,
}

/// How the body pieces' points combine into the body value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Combine {
    /// The arithmetic mean, rounded up (Ancalagon: "mixed armor").
    MeanRoundUp,
    /// The best piece.
    Max,
    /// The sum of the pieces.
    Sum,
}

impl Combine {
    /// Combines the pieces' points (0 when there are none).
    pub fn apply(self, points: &[u32]) -> u32 {
        let sum: u32 = points.iter().sum();
        match self {
            Combine::MeanRoundUp => match u32::try_from(points.len()) {
                Ok(n) if n > 0 => sum.div_ceil(n),
                _ => 0,
            },
            Combine::Max => points.iter().copied().max().unwrap_or(0),
            Combine::Sum => sum,
        }
    }

    /// The way of combining in words, for notes.
    pub fn words(self) -> &'static str {
        match self {
            Combine::MeanRoundUp => "the average (rounded up)",
            Combine::Max => "the best",
            Combine::Sum => "the sum",
        }
    }
}

/// An upper limit and the clause it comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cap {
    pub max: u32,
    pub clause: String,
}

/// The points method.
#[derive(Clone, Debug, PartialEq)]
pub struct PointsRules {
    pub slots: Vec<Slot>,
    pub requirements: Vec<Requirement>,
    pub tables: Vec<PointsTable>,
    /// How body pieces combine, and the clause saying so.
    pub body: Combine,
    pub body_clause: String,
    /// The most armour a character can have, if limited.
    pub total: Option<Cap>,
    /// The most the game master may award for inadequate armour; `None`: no GM decisions.
    pub gm: Option<Cap>,
}

impl PointsRules {
    /// A slot by id.
    pub fn slot(&self, id: &str) -> Option<&Slot> {
        self.slots.iter().find(|s| s.id == id)
    }

    /// The requirements a piece of `material` in `part` must meet, in file order.
    pub fn requirements_for<'a>(
        &'a self,
        part: ArmourPart,
        material: &'a str,
    ) -> impl Iterator<Item = &'a Requirement> + 'a {
        self.requirements.iter().filter(move |r| {
            r.part.is_none_or(|p| p == part) && r.materials.iter().any(|m| m == material)
        })
    }

    /// The points table for `material` in `part`, if there is one.
    pub fn table(&self, part: ArmourPart, material: &str) -> Option<&PointsTable> {
        self.tables
            .iter()
            .find(|t| t.part == part && t.material == material)
    }

    /// The measurements a piece of `material` in `part` needs, each with the
    /// requirement or table that needs it.
    pub fn needed<'a>(
        &'a self,
        part: ArmourPart,
        material: &'a str,
    ) -> Vec<(PieceMeasure, &'a str)> {
        let requirements = self
            .requirements_for(part, material)
            .map(|r| (r.test.measure(), r.id.as_str()));
        let table = self
            .table(part, material)
            .map(|t| (t.measure, t.id.as_str()));
        requirements.chain(table).collect()
    }
}

/// What can be measured on a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum PieceMeasure {
    /// The material's thickness (a length).
    Thickness,
    /// The mail's wire diameter (a length).
    Wire,
    /// The mail's weave (text, e.g. `4-in-1`).
    Weave,
}

impl PieceMeasure {
    pub fn as_str(self) -> &'static str {
        match self {
            PieceMeasure::Thickness => "thickness",
            PieceMeasure::Wire => "wire",
            PieceMeasure::Weave => "weave",
        }
    }

    fn parse(text: &str) -> Option<PieceMeasure> {
        match text {
            "thickness" => Some(PieceMeasure::Thickness),
            "wire" => Some(PieceMeasure::Wire),
            "weave" => Some(PieceMeasure::Weave),
            _ => None,
        }
    }
}

/// A condition a piece must meet to earn points by the tables.
#[derive(Clone, Debug, PartialEq)]
pub struct Requirement {
    /// Stable id (`armour.body.leather`).
    pub id: String,
    pub clause: String,
    pub text: String,
    /// The part it applies to; `None`: both.
    pub part: Option<ArmourPart>,
    /// The material ids it applies to.
    pub materials: Vec<String>,
    pub test: Test,
}

/// What a requirement tests.
#[derive(Clone, Debug, PartialEq)]
pub enum Test {
    /// A length (thickness or wire) against a limit, in the words of the text.
    Compare {
        measure: PieceMeasure,
        comparison: Comparison,
        limit: Millimetres,
    },
    /// The weave is one of these (compared loosely).
    Weave { values: Vec<String> },
}

impl Test {
    /// What the test measures.
    pub fn measure(&self) -> PieceMeasure {
        match self {
            Test::Compare { measure, .. } => *measure,
            Test::Weave { .. } => PieceMeasure::Weave,
        }
    }
}

/// Points by bands of one length measure, for one material in one part.
#[derive(Clone, Debug, PartialEq)]
pub struct PointsTable {
    /// Stable id (`armour.body.plate`).
    pub id: String,
    pub clause: String,
    pub part: ArmourPart,
    pub material: String,
    /// Thickness or wire.
    pub measure: PieceMeasure,
    pub bands: Vec<Band>,
}

impl PointsTable {
    /// The band a value (in millimetres) falls into.
    pub fn band(&self, mm: f64) -> Option<&Band> {
        self.bands.iter().find(|b| b.range.contains(mm))
    }

    /// A band's id for provisional listings: `armour.body.plate from 1 mm, under 2 mm`.
    pub fn band_id(&self, band: &Band) -> String {
        format!("{} {}", self.id, band.range.describe(Unit::Millimetre))
    }
}

/// One row of a points table.
#[derive(Clone, Debug, PartialEq)]
pub struct Band {
    pub range: Range,
    pub points: u32,
    /// Whether the row is a placeholder not found in the source text.
    pub provisional: bool,
    pub provenance: Option<String>,
}

/// The class method.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassRules {
    /// Hit locations, in the order they are shown.
    pub locations: Vec<String>,
    /// Armour classes, lightest first.
    pub classes: Vec<ArmourClass>,
    /// Armour feats never add up: the best applies. When the text does not
    /// say so, where that reading came from (it is then provisional).
    pub best_feat_provenance: Option<String>,
}

impl ClassRules {
    /// The class whose feat is written `feat` (id or name, loosely).
    pub fn class_for_feat(&self, feat: &str) -> Option<&ArmourClass> {
        let wanted = fold_name(feat);
        self.classes.iter().find(|c| {
            std::iter::once(&c.feat)
                .chain(&c.feat_aliases)
                .any(|n| fold_name(n) == wanted)
        })
    }

    /// A class by id.
    pub fn class(&self, id: &str) -> Option<&ArmourClass> {
        self.classes.iter().find(|c| c.id == id)
    }
}

/// A class of armour phys-rep and the feat that turns it into Armour hits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArmourClass {
    pub id: String,
    pub name: String,
    pub clause: String,
    /// The feat's name (`Heavy Armour`).
    pub feat: String,
    pub feat_aliases: Vec<String>,
    /// Armour hits on every location.
    pub hits: u32,
}

// ----------------------------------------------------------------- raw model

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawArmour {
    method: Spanned<String>,
    clause: String,
    text: String,
    restore: Option<String>,
    safety: Option<Spanned<RawSafety>>,
    materials: Vec<Spanned<RawMaterial>>,
    slots: Option<Vec<Spanned<RawSlot>>>,
    body: Option<Spanned<RawBody>>,
    total: Option<Spanned<RawCap>>,
    gm: Option<Spanned<RawCap>>,
    requirement: Option<Vec<Spanned<RawRequirement>>>,
    table: Option<Vec<Spanned<RawTable>>>,
    locations: Option<Spanned<Vec<String>>>,
    class: Option<Vec<Spanned<RawClass>>>,
    best_feat_provenance: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMaterial {
    id: String,
    name: String,
    #[serde(default)]
    aliases: Vec<String>,
    classes: Option<Vec<String>>,
    #[serde(default)]
    provisional: bool,
    provenance: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSafety {
    id: String,
    clause: String,
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSlot {
    id: String,
    name: String,
    part: String,
    max: Option<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBody {
    combine: String,
    clause: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCap {
    max: u32,
    clause: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRequirement {
    id: String,
    clause: String,
    text: String,
    part: Option<String>,
    materials: Vec<String>,
    check: String,
    measure: String,
    limit: Option<String>,
    values: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    id: String,
    clause: String,
    part: String,
    material: String,
    measure: String,
    bands: Vec<Spanned<RawBand>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBand {
    from: Option<String>,
    above: Option<String>,
    up_to: Option<String>,
    below: Option<String>,
    points: u32,
    #[serde(default)]
    provisional: bool,
    provenance: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawClass {
    id: String,
    name: String,
    clause: String,
    feat: String,
    #[serde(default)]
    feat_aliases: Vec<String>,
    hits: u32,
}

// ----------------------------------------------------------------- compiler

impl Compiler<'_> {
    /// Validates and compiles the `[armour]` section.
    pub(crate) fn armour(&self, raw: Spanned<RawArmour>) -> Result<ArmourRules, RulesetError> {
        let span = raw.span();
        let raw = raw.into_inner();
        let classes_method = match raw.method.get_ref().as_str() {
            "points" => false,
            "classes" => true,
            other => {
                return Err(self.error(
                    raw.method.span(),
                    "armour.method".into(),
                    Some(other.to_string()),
                    "unknown method (points, classes)".into(),
                ));
            }
        };
        let method_name = raw.method.get_ref().clone();
        let not_here = |field: &str, given: bool| -> Result<(), RulesetError> {
            if given {
                Err(self.error(
                    span.clone(),
                    format!("armour.{field}"),
                    None,
                    format!("method `{method_name}` takes no `{field}`"),
                ))
            } else {
                Ok(())
            }
        };
        let materials = self.armour_materials(raw.materials, classes_method)?;
        let method = if classes_method {
            not_here("slots", raw.slots.is_some())?;
            not_here("body", raw.body.is_some())?;
            not_here("total", raw.total.is_some())?;
            not_here("gm", raw.gm.is_some())?;
            not_here("requirement", raw.requirement.is_some())?;
            not_here("table", raw.table.is_some())?;
            let mut rules = self.armour_classes(&span, raw.locations, raw.class)?;
            rules.best_feat_provenance = raw.best_feat_provenance;
            for material in &materials {
                if let Some(class) = material.classes.iter().find(|c| rules.class(c).is_none()) {
                    return Err(self.error(
                        span.clone(),
                        format!("armour.materials.{}.classes", material.id),
                        Some(class.clone()),
                        "no such class in [[armour.class]]".into(),
                    ));
                }
            }
            Method::Classes(rules)
        } else {
            not_here("locations", raw.locations.is_some())?;
            not_here("class", raw.class.is_some())?;
            not_here("best_feat_provenance", raw.best_feat_provenance.is_some())?;
            let slots = self.armour_slots(&span, raw.slots)?;
            let Some(body) = raw.body else {
                return Err(self.error(
                    span,
                    "armour.body".into(),
                    None,
                    "method `points` needs `body = { combine, clause }`".into(),
                ));
            };
            let body_span = body.span();
            let body = body.into_inner();
            let combine = match body.combine.as_str() {
                "mean-round-up" => Combine::MeanRoundUp,
                "max" => Combine::Max,
                "sum" => Combine::Sum,
                other => {
                    return Err(self.error(
                        body_span,
                        "armour.body.combine".into(),
                        Some(other.to_string()),
                        "unknown way to combine (mean-round-up, max, sum)".into(),
                    ));
                }
            };
            let cap = |raw: Option<Spanned<RawCap>>| {
                raw.map(|c| {
                    let c = c.into_inner();
                    Cap {
                        max: c.max,
                        clause: c.clause,
                    }
                })
            };
            let mut rules = PointsRules {
                slots,
                requirements: Vec::new(),
                tables: Vec::new(),
                body: combine,
                body_clause: body.clause,
                total: cap(raw.total),
                gm: cap(raw.gm),
            };
            let known = |id: &str| materials.iter().any(|m| m.id == id);
            for requirement in raw.requirement.unwrap_or_default() {
                let requirement = self.armour_requirement(requirement, &known)?;
                if rules.requirements.iter().any(|r| r.id == requirement.id) {
                    return Err(self.error(
                        span.clone(),
                        format!("armour.requirement {}", requirement.id),
                        Some(requirement.id),
                        "duplicate requirement id".into(),
                    ));
                }
                rules.requirements.push(requirement);
            }
            for table in raw.table.unwrap_or_default() {
                let table_span = table.span();
                let table = self.armour_table(table, &known)?;
                let clash = rules.tables.iter().find(|t| {
                    t.id == table.id || (t.part == table.part && t.material == table.material)
                });
                if let Some(other) = clash {
                    return Err(self.error(
                        table_span,
                        format!("armour.table {}", table.id),
                        Some(table.id.clone()),
                        format!(
                            "clashes with table `{}` (ids are unique; one table per part and material)",
                            other.id
                        ),
                    ));
                }
                rules.tables.push(table);
            }
            Method::Points(rules)
        };
        let safety = match raw.safety {
            Some(safety) if !is_rule_id(&safety.get_ref().id) => {
                return Err(self.error(
                    safety.span(),
                    "armour.safety.id".into(),
                    Some(safety.get_ref().id.clone()),
                    "an id is lower-case letters, digits, `-` and `.`".into(),
                ));
            }
            Some(safety) => {
                let s = safety.into_inner();
                Some(Safety {
                    id: s.id,
                    clause: s.clause,
                    text: s.text,
                })
            }
            None => None,
        };
        Ok(ArmourRules {
            clause: raw.clause,
            text: raw.text,
            restore: raw.restore,
            safety,
            materials,
            method,
        })
    }

    fn armour_materials(
        &self,
        raw: Vec<Spanned<RawMaterial>>,
        classes_method: bool,
    ) -> Result<Vec<ArmourMaterial>, RulesetError> {
        let mut names = BTreeSet::new();
        let mut materials = Vec::new();
        for material in raw {
            let span = material.span();
            let m = material.into_inner();
            let key = format!("armour.materials.{}", m.id);
            if !is_slug(&m.id) {
                return Err(self.error(
                    span,
                    key,
                    Some(m.id),
                    "a material id is lower-case letters, digits and `-`".into(),
                ));
            }
            let own: BTreeSet<String> = std::iter::once(&m.id)
                .chain(std::iter::once(&m.name))
                .chain(&m.aliases)
                .map(|n| fold_name(n))
                .collect();
            if let Some(clash) = own.iter().find(|n| n.is_empty() || names.contains(*n)) {
                return Err(self.error(
                    span,
                    key,
                    Some(clash.clone()),
                    "a material name is empty or used by two materials".into(),
                ));
            }
            names.extend(own);
            if m.classes.is_some() != classes_method {
                return Err(self.error(
                    span,
                    format!("{key}.classes"),
                    None,
                    "materials list their `classes` with method `classes`, and only then".into(),
                ));
            }
            self.check_provenance(&span, &key, m.provisional, &m.provenance)?;
            materials.push(ArmourMaterial {
                id: m.id,
                name: m.name,
                aliases: m.aliases,
                classes: m.classes.unwrap_or_default(),
                provisional: m.provisional,
                provenance: m.provenance,
            });
        }
        if materials.is_empty() {
            return Err(self.error(
                0..0,
                "armour.materials".into(),
                None,
                "list at least one material".into(),
            ));
        }
        Ok(materials)
    }

    fn armour_part(
        &self,
        span: &Span<usize>,
        key: String,
        text: &str,
    ) -> Result<ArmourPart, RulesetError> {
        match text {
            "body" => Ok(ArmourPart::Body),
            "helmet" => Ok(ArmourPart::Helmet),
            other => Err(self.error(
                span.clone(),
                key,
                Some(other.to_string()),
                "unknown part (body, helmet)".into(),
            )),
        }
    }

    fn armour_slots(
        &self,
        span: &Span<usize>,
        raw: Option<Vec<Spanned<RawSlot>>>,
    ) -> Result<Vec<Slot>, RulesetError> {
        let raw = raw.unwrap_or_default();
        if raw.is_empty() {
            return Err(self.error(
                span.clone(),
                "armour.slots".into(),
                None,
                "method `points` needs at least one slot".into(),
            ));
        }
        let mut slots: Vec<Slot> = Vec::new();
        for slot in raw {
            let span = slot.span();
            let s = slot.into_inner();
            let key = format!("armour.slots.{}", s.id);
            if !is_slug(&s.id) || slots.iter().any(|o| o.id == s.id) {
                return Err(self.error(
                    span,
                    key,
                    Some(s.id),
                    "a slot id is unique, lower-case letters, digits and `-`".into(),
                ));
            }
            if s.max == Some(0) {
                return Err(self.error(
                    span,
                    format!("{key}.max"),
                    Some("0".into()),
                    "a slot holds at least one piece".into(),
                ));
            }
            let part = self.armour_part(&span, format!("{key}.part"), &s.part)?;
            slots.push(Slot {
                id: s.id,
                name: s.name,
                part,
                max: s.max,
            });
        }
        Ok(slots)
    }

    fn armour_requirement(
        &self,
        raw: Spanned<RawRequirement>,
        known: &dyn Fn(&str) -> bool,
    ) -> Result<Requirement, RulesetError> {
        let span = raw.span();
        let r = raw.into_inner();
        let err = |field: &str, value: Option<&str>, message: &str| {
            self.error(
                span.clone(),
                format!("armour.requirement {}: {field}", r.id),
                value.map(str::to_string),
                message.to_string(),
            )
        };
        if !is_rule_id(&r.id) {
            return Err(err(
                "id",
                Some(&r.id),
                "an id is lower-case letters, digits, `-` and `.`",
            ));
        }
        let part = match &r.part {
            Some(p) => {
                Some(self.armour_part(&span, format!("armour.requirement {}: part", r.id), p)?)
            }
            None => None,
        };
        if r.materials.is_empty() {
            return Err(err("materials", None, "name at least one material"));
        }
        if let Some(unknown) = r.materials.iter().find(|m| !known(m)) {
            return Err(err(
                "materials",
                Some(unknown),
                "no such material id in armour.materials",
            ));
        }
        let measure = PieceMeasure::parse(&r.measure).ok_or_else(|| {
            err(
                "measure",
                Some(&r.measure),
                "unknown measure (thickness, wire, weave)",
            )
        })?;
        let comparison = match r.check.as_str() {
            "at-least" => Some(Comparison::AtLeast),
            "more-than" => Some(Comparison::MoreThan),
            "at-most" => Some(Comparison::AtMost),
            "less-than" => Some(Comparison::LessThan),
            "one-of" => None,
            other => {
                return Err(err(
                    "check",
                    Some(other),
                    "unknown check (at-least, more-than, at-most, less-than, one-of)",
                ));
            }
        };
        let test = match (comparison, measure, &r.limit, &r.values) {
            (Some(comparison), PieceMeasure::Thickness | PieceMeasure::Wire, Some(limit), None) => {
                let key = format!("armour.requirement {}: limit", r.id);
                let Quantity::Length(limit) =
                    self.quantity(&span, &key, limit, Dimension::Length)?
                else {
                    return Err(err("limit", Some(limit), "a limit here is a length"));
                };
                Test::Compare {
                    measure,
                    comparison,
                    limit,
                }
            }
            (None, PieceMeasure::Weave, None, Some(values)) if !values.is_empty() => Test::Weave {
                values: values.clone(),
            },
            (Some(_), _, _, _) => {
                return Err(err(
                    "check",
                    Some(&r.check),
                    "a comparison takes `measure = \"thickness\"` or `\"wire\"` and a `limit`, no `values`",
                ));
            }
            (None, _, _, _) => {
                return Err(err(
                    "check",
                    Some(&r.check),
                    "`one-of` takes `measure = \"weave\"` and a non-empty `values` list, no `limit`",
                ));
            }
        };
        Ok(Requirement {
            id: r.id,
            clause: r.clause,
            text: r.text,
            part,
            materials: r.materials,
            test,
        })
    }

    fn armour_table(
        &self,
        raw: Spanned<RawTable>,
        known: &dyn Fn(&str) -> bool,
    ) -> Result<PointsTable, RulesetError> {
        let span = raw.span();
        let t = raw.into_inner();
        let key = format!("armour.table {}", t.id);
        if !is_rule_id(&t.id) {
            return Err(self.error(
                span,
                format!("{key}: id"),
                Some(t.id),
                "an id is lower-case letters, digits, `-` and `.`".into(),
            ));
        }
        let part = self.armour_part(&span, format!("{key}: part"), &t.part)?;
        if !known(&t.material) {
            return Err(self.error(
                span,
                format!("{key}: material"),
                Some(t.material),
                "no such material id in armour.materials".into(),
            ));
        }
        let measure = match PieceMeasure::parse(&t.measure) {
            Some(m @ (PieceMeasure::Thickness | PieceMeasure::Wire)) => m,
            _ => {
                return Err(self.error(
                    span,
                    format!("{key}: measure"),
                    Some(t.measure),
                    "a table is by `thickness` or `wire`".into(),
                ));
            }
        };
        let mut bands: Vec<Band> = Vec::new();
        for band in t.bands {
            let band_span = band.span();
            let b = band.into_inner();
            let range = self.range(
                &band_span,
                &format!("{key}: bands"),
                [&b.from, &b.above, &b.up_to, &b.below],
                Dimension::Length,
            )?;
            let band_key = format!("{key}: {}", range.describe(Unit::Millimetre));
            self.check_provenance(&band_span, &band_key, b.provisional, &b.provenance)?;
            if bands.iter().any(|o| o.range.overlaps(&range)) {
                return Err(self.error(
                    band_span,
                    band_key,
                    None,
                    "overlaps another band of the table".into(),
                ));
            }
            bands.push(Band {
                range,
                points: b.points,
                provisional: b.provisional,
                provenance: b.provenance,
            });
        }
        if bands.is_empty() {
            return Err(self.error(
                span,
                format!("{key}: bands"),
                None,
                "a table has at least one band".into(),
            ));
        }
        Ok(PointsTable {
            id: t.id,
            clause: t.clause,
            part,
            material: t.material,
            measure,
            bands,
        })
    }

    fn armour_classes(
        &self,
        span: &Span<usize>,
        locations: Option<Spanned<Vec<String>>>,
        raw: Option<Vec<Spanned<RawClass>>>,
    ) -> Result<ClassRules, RulesetError> {
        let Some(locations) = locations else {
            return Err(self.error(
                span.clone(),
                "armour.locations".into(),
                None,
                "method `classes` needs the hit `locations`".into(),
            ));
        };
        let locations_span = locations.span();
        let locations = locations.into_inner();
        let distinct: BTreeSet<&String> = locations.iter().collect();
        if locations.is_empty() || distinct.len() != locations.len() {
            return Err(self.error(
                locations_span,
                "armour.locations".into(),
                None,
                "list each hit location once".into(),
            ));
        }
        let mut classes: Vec<ArmourClass> = Vec::new();
        let mut feats = BTreeSet::new();
        for class in raw.unwrap_or_default() {
            let class_span = class.span();
            let c = class.into_inner();
            let key = format!("armour.class {}", c.id);
            if !is_slug(&c.id) || classes.iter().any(|o| o.id == c.id) {
                return Err(self.error(
                    class_span,
                    key,
                    Some(c.id),
                    "a class id is unique, lower-case letters, digits and `-`".into(),
                ));
            }
            let own: BTreeSet<String> = std::iter::once(&c.feat)
                .chain(&c.feat_aliases)
                .map(|f| fold_name(f))
                .collect();
            if let Some(clash) = own.iter().find(|f| f.is_empty() || feats.contains(*f)) {
                return Err(self.error(
                    class_span,
                    format!("{key}: feat"),
                    Some(clash.clone()),
                    "a feat name is empty or used by two classes".into(),
                ));
            }
            feats.extend(own);
            classes.push(ArmourClass {
                id: c.id,
                name: c.name,
                clause: c.clause,
                feat: c.feat,
                feat_aliases: c.feat_aliases,
                hits: c.hits,
            });
        }
        if classes.is_empty() {
            return Err(self.error(
                span.clone(),
                "armour.class".into(),
                None,
                "method `classes` needs at least one [[armour.class]]".into(),
            ));
        }
        Ok(ClassRules {
            locations,
            classes,
            best_feat_provenance: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    const HEAD: &str = "[ruleset]\nid = \"mini\"\nname = \"Mini\"\nversion = \"1\"\neffective = \"2024-01-01\"\nsource = \"test\"\n";

    const POINTS: &str = r#"
[armour]
method = "points"
clause = "c"
text = "t"
materials = [{ id = "leather", name = "leather" }, { id = "plate", name = "plate" }]
slots = [{ id = "torso", name = "torso", part = "body" }, { id = "helmet", name = "helmet", part = "helmet", max = 1 }]
body = { combine = "mean-round-up", clause = "c" }

[[armour.requirement]]
id = "min.leather"
clause = "c"
text = "t"
materials = ["leather"]
check = "at-least"
measure = "thickness"
limit = "2 mm"

[[armour.table]]
id = "points.leather"
clause = "c"
part = "body"
material = "leather"
measure = "thickness"
bands = [{ from = "2 mm", below = "4 mm", points = 1 }, { from = "4 mm", points = 2, provisional = true, provenance = "guess" }]
"#;

    fn parse(armour: &str) -> Result<Ruleset, RulesetError> {
        Ruleset::parse("mini.toml", &format!("{HEAD}{armour}"))
    }

    #[test]
    fn a_points_section_compiles() {
        let rs = parse(POINTS).unwrap();
        let armour = rs.armour.as_ref().unwrap();
        let Method::Points(points) = &armour.method else {
            panic!("points method expected");
        };
        assert_eq!(points.body, Combine::MeanRoundUp);
        assert_eq!(
            points
                .requirements_for(ArmourPart::Helmet, "leather")
                .count(),
            1
        );
        let table = points.table(ArmourPart::Body, "leather").unwrap();
        assert_eq!(table.band(2.0).map(|b| b.points), Some(1));
        assert_eq!(table.band(3.99).map(|b| b.points), Some(1));
        assert_eq!(table.band(4.0).map(|b| b.points), Some(2));
        assert!(table.band(1.99).is_none());
        let provisional = rs.provisional_values();
        assert_eq!(provisional.len(), 1);
        assert_eq!(provisional[0].id, "points.leather from 4 mm");
        assert_eq!(
            armour.material("LEATHER").map(|m| m.id.as_str()),
            Some("leather")
        );
    }

    #[test]
    fn combining_follows_the_rules_file() {
        for (combine, expected) in [
            (Combine::MeanRoundUp, [0, 2, 2, 3]),
            (Combine::Max, [0, 2, 2, 4]),
            (Combine::Sum, [0, 2, 5, 9]),
        ] {
            let got = [
                combine.apply(&[]),
                combine.apply(&[2]),
                combine.apply(&[1, 2, 2]),
                combine.apply(&[1, 4, 4]),
            ];
            assert_eq!(got, expected, "{combine:?}");
        }
    }

    #[test]
    fn bad_armour_sections_name_the_key_and_value() {
        let cases = [
            (
                "method = \"points\"",
                "method = \"magic\"",
                "armour.method",
                "unknown method",
            ),
            (
                "combine = \"mean-round-up\"",
                "combine = \"median\"",
                "armour.body.combine",
                "unknown way",
            ),
            (
                "part = \"helmet\", max = 1",
                "part = \"head\", max = 1",
                "armour.slots.helmet.part",
                "unknown part",
            ),
            (
                "max = 1",
                "max = 0",
                "armour.slots.helmet.max",
                "at least one piece",
            ),
            (
                "materials = [\"leather\"]",
                "materials = [\"mithril\"]",
                "min.leather: materials",
                "no such material",
            ),
            (
                "check = \"at-least\"",
                "check = \"about\"",
                "min.leather: check",
                "unknown check",
            ),
            (
                "limit = \"2 mm\"",
                "limit = \"2 g\"",
                "min.leather: limit",
                "does not measure",
            ),
            (
                "measure = \"thickness\"\nlimit",
                "measure = \"weave\"\nlimit",
                "min.leather: check",
                "comparison takes",
            ),
            (
                "material = \"leather\"",
                "material = \"mithril\"",
                "points.leather: material",
                "no such material",
            ),
            (
                "measure = \"thickness\"\nbands",
                "measure = \"weave\"\nbands",
                "points.leather: measure",
                "by `thickness` or `wire`",
            ),
            (
                "{ from = \"4 mm\", points",
                "{ from = \"3 mm\", points",
                "points.leather: from 3 mm",
                "overlaps",
            ),
            (
                ", provenance = \"guess\"",
                "",
                "points.leather: from 4 mm",
                "needs a `provenance`",
            ),
            (
                "{ id = \"plate\", name = \"plate\" }",
                "{ id = \"plate\", name = \"Leather\" }",
                "armour.materials.plate",
                "used by two materials",
            ),
            (
                "{ id = \"plate\", name = \"plate\" }",
                "{ id = \"plate\", name = \"plate\", classes = [] }",
                "armour.materials.plate.classes",
                "with method `classes`",
            ),
            (
                "text = \"t\"\nmaterials",
                "text = \"t\"\nlocations = [\"head\"]\nmaterials",
                "armour.locations",
                "takes no `locations`",
            ),
        ];
        for (from, to, key, message) in cases {
            assert!(POINTS.contains(from), "{from}");
            let err = parse(&POINTS.replacen(from, to, 1)).unwrap_err();
            assert!(
                err.key.as_deref().is_some_and(|k| k.contains(key)),
                "{to}: {err}"
            );
            assert!(err.message.contains(message), "{to}: {err}");
            assert!(err.location.line.is_some(), "{to}: {err}");
        }
    }

    #[test]
    fn a_classes_section_compiles_and_is_checked() {
        let classes = r#"
[armour]
method = "classes"
clause = "c"
text = "t"
locations = ["head", "torso"]
materials = [{ id = "mail", name = "mail", classes = ["heavy"] }]

[[armour.class]]
id = "heavy"
name = "heavy armour"
clause = "c"
feat = "Heavy Armour"
hits = 2
"#;
        let rs = parse(classes).unwrap();
        let Some(Method::Classes(rules)) = rs.armour.map(|a| a.method) else {
            panic!("classes method expected");
        };
        assert_eq!(
            rules.class_for_feat("heavy-armour").map(|c| c.hits),
            Some(2)
        );
        for (from, to, message) in [
            (
                "classes = [\"heavy\"]",
                "classes = [\"medium\"]",
                "no such class",
            ),
            (
                "[\"head\", \"torso\"]",
                "[\"head\", \"head\"]",
                "each hit location once",
            ),
            (
                "locations = [\"head\", \"torso\"]\n",
                "",
                "needs the hit `locations`",
            ),
            (
                "text = \"t\"\n",
                "text = \"t\"\ngm = { max = 3, clause = \"c\" }\n",
                "takes no `gm`",
            ),
        ] {
            let err = parse(&classes.replacen(from, to, 1)).unwrap_err();
            assert!(err.message.contains(message), "{to}: {err}");
        }
    }
}
