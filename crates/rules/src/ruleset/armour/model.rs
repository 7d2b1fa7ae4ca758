//! The `[armour]` section's compiled model: [`ArmourRules`] with its
//! materials and [`Method`], points tables and armour classes.

use serde::Serialize;

use crate::ruleset::names::fold_name;
use crate::ruleset::range::{Comparison, Provisional, Range};
use crate::units::{Millimetres, Unit};

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
    /// How pieces are judged: by points tables or by armour classes.
    pub method: Method,
}

/// The marshal's per-piece attestation that the armour is safe: a piece
/// attested unsafe earns nothing; an award with a piece not yet attested is
/// incomplete.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Safety {
    /// Stable id (`armour.safe`).
    pub id: String,
    /// The clause of the source text that asks for it.
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
    /// Stable id (`plate`), as armour files and awards name it.
    pub id: String,
    /// The material's name as shown to marshals.
    pub name: String,
    /// Other names a marshal may type for it (matched like the name).
    pub aliases: Vec<String>,
    /// The armour classes this material qualifies for (class method only).
    pub classes: Vec<String>,
    /// Whether classing this material is Armoury's reading, not the text's.
    pub provisional: bool,
    /// Where a provisional classing came from.
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ArmourPart {
    /// Body armour (torso, arms, legs, hands, feet): its pieces combine.
    Body,
    /// The helmet: its points count in full, on top of the body's.
    Helmet,
}

impl ArmourPart {
    /// The part's id, as rules files and armour files write it (`body`, `helmet`).
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
    /// Stable id (`torso`), as armour files name it.
    pub id: String,
    /// The slot's name as shown to marshals.
    pub name: String,
    /// Which part a piece in this slot counts towards.
    pub part: ArmourPart,
    /// At most this many pieces in the slot (one helmet).
    pub max: Option<u32>,
}

/// How the body pieces' points combine into the body value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
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
    /// The limit, in armour points.
    pub max: u32,
    /// The clause of the source text that sets it.
    pub clause: String,
}

/// The points method.
#[derive(Clone, Debug, PartialEq)]
pub struct PointsRules {
    /// Where pieces can be worn, in the order they are shown.
    pub slots: Vec<Slot>,
    /// Conditions a piece must meet before the tables give it points.
    pub requirements: Vec<Requirement>,
    /// Points by thickness or wire, one table per material and part.
    pub tables: Vec<PointsTable>,
    /// How body pieces combine, and the clause saying so.
    pub body: Combine,
    /// The clause of the source text that says how body pieces combine.
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PieceMeasure {
    /// The material's thickness (a length).
    Thickness,
    /// The mail's wire diameter (a length).
    Wire,
    /// The mail's weave (text, e.g. `4-in-1`).
    Weave,
}

impl PieceMeasure {
    /// The measure's id, as rules files and armour files write it.
    pub fn as_str(self) -> &'static str {
        match self {
            PieceMeasure::Thickness => "thickness",
            PieceMeasure::Wire => "wire",
            PieceMeasure::Weave => "weave",
        }
    }

    pub(super) fn parse(text: &str) -> Option<PieceMeasure> {
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
    /// The clause of the source text it comes from.
    pub clause: String,
    /// What the requirement says, in one sentence.
    pub text: String,
    /// The part it applies to; `None`: both.
    pub part: Option<ArmourPart>,
    /// The material ids it applies to.
    pub materials: Vec<String>,
    /// What it tests.
    pub test: Test,
}

/// What a requirement tests.
#[derive(Clone, Debug, PartialEq)]
pub enum Test {
    /// A length (thickness or wire) against a limit, in the words of the text.
    Compare {
        /// Thickness or wire.
        measure: PieceMeasure,
        /// How the piece's value must compare with the limit.
        comparison: Comparison,
        /// The limit, in millimetres.
        limit: Millimetres,
    },
    /// The weave is one of these (compared loosely).
    Weave {
        /// The accepted weaves (`4-in-1`), as the text writes them.
        values: Vec<String>,
    },
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
    /// The clause of the source text the table comes from.
    pub clause: String,
    /// The part the table awards points in.
    pub part: ArmourPart,
    /// The material's id.
    pub material: String,
    /// Thickness or wire.
    pub measure: PieceMeasure,
    /// The table's rows; their ranges (millimetres) do not overlap.
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
    /// The values (millimetres of the table's measure) this row covers.
    pub range: Range,
    /// The armour points a piece in this range earns.
    pub points: u32,
    /// Whether the row is a placeholder not found in the source text.
    pub provisional: bool,
    /// Where a provisional row came from.
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
    /// Stable id (`heavy`), as materials' classes name it.
    pub id: String,
    /// The class's name as shown to marshals.
    pub name: String,
    /// The clause of the source text that defines it.
    pub clause: String,
    /// The feat's name (`Heavy Armour`).
    pub feat: String,
    /// Other spellings of the feat an armour file may use (`heavy armor`).
    pub feat_aliases: Vec<String>,
    /// Armour hits on every location.
    pub hits: u32,
}
