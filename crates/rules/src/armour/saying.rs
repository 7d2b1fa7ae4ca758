//! What an armour award says, kept as parts rather than sentences, as
//! [`Saying`](crate::saying::Saying) does for a weapon's findings: a piece's
//! reason and each of the award's notes is an [`ArmourSaying`] (which
//! sentence, with ids and shown values). A front end words it in its own
//! language with the ruleset's [`Words`]; [`ArmourSaying::english`] words it
//! in the ruleset's own language for the records and JSON.
//!
//! Ids (`material`, `requirement`, `table`, `class`) are looked up in the
//! ruleset's `[armour]` section; shown values (`measured`, `limit`) are
//! written as the core writes amounts (`1.5 mm`), for a front end to give
//! its decimal comma; clauses are the ruleset's own text, which a
//! translation may carry.

use serde::{Deserialize, Serialize};

use super::{ArmourPart, PieceMeasure};
use crate::ruleset::armour::{ArmourClass, Band, ClassRules, Combine, PointsRules, PointsTable};
use crate::ruleset::{Comparison, Words};
use crate::units::Unit;

/// One piece's reason or one note of an award, in parts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "id", rename_all = "kebab-case")]
#[allow(missing_docs)] // The fields are the sentence's parts, named as above.
pub enum ArmourSaying {
    /// A piece attested unsafe earns nothing.
    Unsafe { clause: String },
    /// A piece in a slot or of a material the ruleset does not know.
    UnknownSlotOrMaterial,
    /// A piece that fails a requirement earns nothing by the tables.
    Refused {
        requirement: String,
        failure: Failure,
    },
    /// No points table for the material in the part.
    NoTable {
        material: String,
        part: ArmourPart,
        /// The game master's cap, when the part is the body and there is one.
        gm_max: Option<u32>,
    },
    /// The table's measure is not measured.
    TableNotMeasured { measure: PieceMeasure },
    /// No row of the table covers the measured value.
    NoRow {
        material: String,
        measure: PieceMeasure,
        measured: String,
    },
    /// The piece scored by a row (`band`, counted from 0) of `table`.
    Scored {
        table: String,
        band: usize,
        measured: String,
        points: u32,
        provisional: bool,
    },
    /// A material that qualifies for armour classes (ids, lightest first).
    Qualifies {
        material: String,
        classes: Vec<String>,
    },
    /// A material that qualifies for no class.
    QualifiesForNone { material: String },
    /// Pieces (numbered from 1) whose safety is not yet attested.
    Incomplete { pieces: Vec<usize> },
    /// A provisional points table was used.
    ProvisionalTable,
    /// When the award is restored (the ruleset's `restore` sentence).
    Restore,
    /// The body value from the scored body pieces.
    Body {
        combine: Combine,
        points: Vec<u32>,
        value: u32,
    },
    /// Body pieces earn nothing by the tables: the game master decides.
    Referred {
        pieces: Vec<NumberedPiece>,
        max: u32,
    },
    /// The game master's decision replaces the tables' body value.
    GmDecided {
        by: String,
        points: u32,
        reason: Option<String>,
        by_tables: u32,
    },
    /// The game master's value was cut to the cap.
    Clamped {
        entered: u32,
        max: u32,
        awarded: u32,
    },
    /// Body and helmet together were cut to the total cap.
    Capped {
        body: u32,
        helmet: u32,
        sum: u32,
        max: u32,
    },
    /// A feat whose class the phys-rep does not qualify for.
    FeatWithoutPhysRep { class: String },
    /// A class the phys-rep qualifies for without the feat.
    PhysRepWithoutFeat { class: String },
    /// Several armour feats: the best applies.
    FeatsDoNotAdd { class: String, provisional: bool },
    /// Materials Armoury, not the source, classes.
    ProvisionalClasses { materials: Vec<String> },
    /// The feat that gives the hits.
    Hits { class: String },
}

/// Why a piece fails a requirement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "id", rename_all = "kebab-case")]
#[allow(missing_docs)] // The fields are the sentence's parts.
pub enum Failure {
    /// The measure the requirement tests is not measured.
    NotMeasured { measure: PieceMeasure },
    /// The measured value is not within the requirement's limit.
    NotMet {
        measure: PieceMeasure,
        measured: String,
        comparison: Comparison,
        limit: String,
    },
    /// The mail's weave is not given.
    WeaveNotGiven,
    /// The weave is not one the requirement allows.
    WeaveNot { weave: String, values: Vec<String> },
}

/// A piece named in a note: its number (from 1), its own name, its material.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NumberedPiece {
    /// The piece's place in the armour file, from 1.
    pub number: usize,
    /// The piece's own name, as the armour file gives it.
    pub name: Option<String>,
    /// The material's id.
    pub material: String,
}

/// The `[armour]` section's parts a saying names, looked up by id.
pub struct Lookup<'a> {
    words: Words<'a>,
}

impl<'a> Lookup<'a> {
    /// Looks up in the ruleset `words` speaks for.
    pub fn new(words: Words<'a>) -> Lookup<'a> {
        Lookup { words }
    }

    fn points(&self) -> Option<&'a PointsRules> {
        match &self.words.ruleset().armour.as_ref()?.method {
            super::Method::Points(p) => Some(p),
            super::Method::Classes(_) => None,
        }
    }

    fn classes(&self) -> Option<&'a ClassRules> {
        match &self.words.ruleset().armour.as_ref()?.method {
            super::Method::Classes(c) => Some(c),
            super::Method::Points(_) => None,
        }
    }

    /// A points table and one of its rows.
    pub fn band(&self, table: &str, band: usize) -> Option<(&'a PointsTable, &'a Band)> {
        let table = self.points()?.tables.iter().find(|t| t.id == table)?;
        Some((table, table.bands.get(band)?))
    }

    /// An armour class.
    pub fn class(&self, id: &str) -> Option<&'a ArmourClass> {
        self.classes()?.class(id)
    }

    /// A class's name (its id when the ruleset has no such class).
    pub fn class_name<'k>(&self, id: &'k str) -> &'k str
    where
        'a: 'k,
    {
        self.class(id).map_or(id, |c| c.name.as_str())
    }

    /// A piece named in a note: `2 (gambeson)`, its own name, else its
    /// material's.
    pub fn piece_label(&self, piece: &NumberedPiece) -> String {
        let name = match &piece.name {
            Some(name) => name.as_str(),
            None => self.words.armour_material(&piece.material),
        };
        format!("{} ({name})", piece.number)
    }

    /// The class names, lightest first (for "neither … nor …").
    pub fn class_names(&self) -> Vec<&'a str> {
        self.classes()
            .map(|c| c.classes.iter().map(|c| c.name.as_str()).collect())
            .unwrap_or_default()
    }

    /// Whether the best-feat rule is Armoury's reading.
    pub fn best_feat_provisional(&self) -> bool {
        self.classes()
            .is_some_and(|c| c.best_feat_provenance.is_some())
    }

    /// The safety attestation's clause.
    pub fn safety_clause(&self) -> &'a str {
        let clause = self
            .words
            .ruleset()
            .armour
            .as_ref()
            .and_then(|a| a.safety.as_ref())
            .map_or("", |s| s.clause.as_str());
        self.words.clause(clause)
    }

    /// The game master cap's clause.
    pub fn gm_clause(&self) -> &'a str {
        let clause = self
            .points()
            .and_then(|p| p.gm.as_ref())
            .map_or("", |c| c.clause.as_str());
        self.words.clause(clause)
    }

    /// The total cap's clause.
    pub fn total_clause(&self) -> &'a str {
        let clause = self
            .points()
            .and_then(|p| p.total.as_ref())
            .map_or("", |c| c.clause.as_str());
        self.words.clause(clause)
    }

    /// The body combination's clause.
    pub fn body_clause(&self) -> &'a str {
        self.words
            .clause(self.points().map_or("", |p| p.body_clause.as_str()))
    }
}

impl ArmourSaying {
    /// The sentence in the ruleset's own language, with its own names.
    pub fn english(&self, words: &Words<'_>) -> String {
        use ArmourSaying::*;
        let look = Lookup::new(*words);
        let material = |id: &str| words.armour_material(id).to_string();
        match self {
            Unsafe { clause } => format!(
                "attested NOT safe for the wearer and other players: earns nothing ({})",
                words.clause(clause)
            ),
            UnknownSlotOrMaterial => "unknown slot or material: earns nothing".into(),
            Refused {
                requirement,
                failure,
            } => format!(
                "{} ({}): earns nothing by the tables",
                failure.english(),
                words.requirement(requirement).trim_end_matches('.')
            ),
            NoTable {
                material: m,
                part,
                gm_max,
            } => {
                let gm = gm_max
                    .map(|max| format!("; the game master may decide, at most {max}"))
                    .unwrap_or_default();
                format!(
                    "no points table for {} as {}: earns nothing by the tables{gm}",
                    material(m),
                    part.words()
                )
            }
            TableNotMeasured { measure } => {
                format!("{} not measured: earns nothing", measure.as_str())
            }
            NoRow {
                material: m,
                measure,
                measured,
            } => format!(
                "{} {} {measured}: no row of the table covers it, earns nothing",
                material(m),
                measure.as_str()
            ),
            Scored {
                table,
                band,
                measured,
                points,
                provisional,
            } => {
                let (what, range) = match look.band(table, *band) {
                    Some((t, b)) => (
                        format!("{} {}", material(&t.material), t.measure.as_str()),
                        b.range.describe(Unit::Millimetre),
                    ),
                    None => (table.clone(), String::new()),
                };
                format!(
                    "{what} {measured} ({range}): {points} {}{}",
                    if *points == 1 { "point" } else { "points" },
                    if *provisional {
                        " (provisional table)"
                    } else {
                        ""
                    }
                )
            }
            Qualifies {
                material: m,
                classes,
            } => {
                let names: Vec<&str> = classes.iter().map(|c| look.class_name(c)).collect();
                format!("{}: {}", material(m), names.join(" and "))
            }
            QualifiesForNone { material: m } => {
                let neither = match look.class_names().as_slice() {
                    [one] => format!("not {one}"),
                    many => format!("neither {}", many.join(" nor ")),
                };
                format!("{}: {neither}", material(m))
            }
            Incomplete { pieces } => format!(
                "INCOMPLETE: safety not attested for piece {} ({}): answer it before the award is recorded or printed ({})",
                list(pieces),
                words.safety().unwrap_or_default(),
                look.safety_clause()
            ),
            ProvisionalTable => "provisional: a points table used here is an Armoury placeholder, not the source text (the tables were lost); confirm with the organisers".into(),
            Restore => words.restore().unwrap_or_default().to_string(),
            Body {
                combine,
                points,
                value,
            } => format!(
                "body: {} of {} = {value} ({})",
                combine.words(),
                list(points),
                look.body_clause()
            ),
            Referred { pieces, max } => {
                let pieces: Vec<String> = pieces.iter().map(|p| look.piece_label(p)).collect();
                format!(
                    "REFERRED to the game master: piece {} earns nothing by the tables and is left out of the average (Armoury's reading); the game master may award at most {max} body points instead ({})",
                    pieces.join(", "),
                    look.gm_clause()
                )
            }
            GmDecided {
                by,
                points,
                reason,
                by_tables,
            } => {
                let why = reason
                    .as_deref()
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default();
                format!(
                    "body armour points decided by the game master {by}: {points}{why}, replacing {by_tables} by the tables"
                )
            }
            Clamped {
                entered,
                max,
                awarded,
            } => format!(
                "CLAMPED: {entered} entered, at most {max} allowed: {awarded} awarded ({})",
                look.gm_clause()
            ),
            Capped {
                body,
                helmet,
                sum,
                max,
            } => format!(
                "total: body {body} + helmet {helmet} = {sum}, capped at {max} ({})",
                look.total_clause()
            ),
            FeatWithoutPhysRep { class } => match look.class(class) {
                Some(c) => format!(
                    "{}: the phys-rep is not {}, so the feat gives nothing ({})",
                    c.feat,
                    c.name,
                    words.clause(&c.clause)
                ),
                None => class.clone(),
            },
            PhysRepWithoutFeat { class } => match look.class(class) {
                Some(c) => format!(
                    "the phys-rep qualifies as {}, but the character lacks the {} feat",
                    c.name, c.feat
                ),
                None => class.clone(),
            },
            FeatsDoNotAdd { class, provisional } => format!(
                "armour feats do not add up: the best, {}, applies{}",
                look.class(class).map_or(class.as_str(), |c| c.feat.as_str()),
                if *provisional {
                    " (provisional: Armoury's reading, the source does not say)"
                } else {
                    ""
                }
            ),
            ProvisionalClasses { materials } => {
                let names: Vec<String> = materials.iter().map(|m| material(m)).collect();
                format!(
                    "provisional: Armoury, not the source, classes {} (confirm with the organisers)",
                    names.join(", ")
                )
            }
            Hits { class } => match look.class(class) {
                Some(c) => format!(
                    "{} +{} Armour on every location ({})",
                    c.feat,
                    c.hits,
                    words.clause(&c.clause)
                ),
                None => class.clone(),
            },
        }
    }
}

impl Failure {
    /// Why, in English.
    pub fn english(&self) -> String {
        match self {
            Failure::NotMeasured { measure } => format!("{} not measured", measure.as_str()),
            Failure::NotMet {
                measure,
                measured,
                comparison,
                limit,
            } => format!(
                "{} {measured} is not {} {limit}",
                measure.as_str(),
                comparison.words()
            ),
            Failure::WeaveNotGiven => "weave not given".into(),
            Failure::WeaveNot { weave, values } => {
                format!("weave `{weave}` is not {}", values.join(" / "))
            }
        }
    }
}

/// `1, 2, 3`.
pub fn list<T: ToString>(items: &[T]) -> String {
    let items: Vec<String> = items.iter().map(T::to_string).collect();
    items.join(", ")
}
