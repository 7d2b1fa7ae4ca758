//! Armour awards: the costume armour a character wears, judged by a
//! ruleset's `[armour]` section, gives an [`Award`].
//!
//! - the `[armour]` section of a rules file ([`ArmourRules`]) is part of the
//!   ruleset: [`crate::ruleset::armour`].
//! - [`file`](mod@file): armour files ([`ArmourSet`] of [`Piece`]s) and their checks.
//! - [`award`] (here): pieces + ruleset → [`Award`], pure and total.
//!
//! Safety comes first (Ancalagon Appendix 2: "First of all, the armor has to
//! be safe for user and other players"): when the ruleset has a
//! [`Safety`](super::ruleset::armour::Safety) attestation, a piece attested unsafe earns nothing
//! ([`Standing::Unsafe`]), and an award with a piece not yet attested is
//! incomplete (`attested: false`): shown, but not to be recorded or printed.
//!
//! With the points method (Ancalagon) each piece earns points by its table
//! once it meets its requirements. A piece that earns nothing by the tables
//! (below a minimum, or of a material with no table) is
//! [`Standing::Inadequate`]: Armoury's reading is that the text sends such
//! armour to the game master ("When the armor is made using inadequate
//! materials or clearly offers no protection, the amount of armor points
//! given, depends from the whim of the game master. But can never exceed 3
//! points"), so it is left out of the body average and a body award with
//! such a piece is `referred` to the game master. The body value combines
//! the scored body pieces (Ancalagon: the mean, rounded up); the helmet adds
//! its full points; the total is capped. A game master's decision replaces
//! the body value, clamped to the GM cap with a visible note. The award is
//! what is restored at each scenario start or respawn, not a running count.
//!
//! With the class method (Five Oaths) the pieces' materials say which armour
//! classes the phys-rep qualifies for; the best class the character has the
//! feat for gives Armour hits on every location.

pub mod file;
pub mod saying;

use serde::{Deserialize, Serialize};

pub use super::ruleset::armour::{ArmourPart, ArmourRules, Method, PieceMeasure};
pub use file::{ArmourProblem, ArmourSet, GmEntry, Piece};
pub use saying::{ArmourSaying, Failure, NumberedPiece};

use super::check::RulesetRef;
use super::ruleset::Ruleset;
use super::ruleset::armour::{ArmourClass, ClassRules, PointsRules, Requirement, Test};
use super::units::{Quantity, Unit};

/// The armour a character's costume earns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Award {
    /// The ruleset (id and version) the award was judged by.
    pub ruleset: RulesetRef,
    /// The character it was judged for, as the armour file names them.
    pub character: Option<String>,
    /// Points (body, helmet, total) or Armour hits per location.
    #[serde(flatten)]
    pub value: AwardValue,
    /// Whether a number shown rests on a provisional value.
    pub provisional: bool,
    /// Whether every piece's safety attestation is answered (always true
    /// when the ruleset asks none). An unattested award is not recorded.
    pub attested: bool,
    /// One result per piece, in file order.
    pub pieces: Vec<PieceResult>,
    /// What the marshal and referee should read with the numbers, in the
    /// ruleset's own language.
    pub notes: Vec<String>,
    /// The same notes in parts, one for each, for a front end to word in
    /// its language (empty in awards recorded before Armoury kept them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub note_says: Vec<ArmourSaying>,
}

impl Award {
    /// The points, for the points method.
    pub fn points(&self) -> Option<&Points> {
        match &self.value {
            AwardValue::Points(p) => Some(p),
            AwardValue::Hits(_) => None,
        }
    }

    /// The Armour hits, for the class method.
    pub fn hits(&self) -> Option<&Hits> {
        match &self.value {
            AwardValue::Hits(h) => Some(h),
            AwardValue::Points(_) => None,
        }
    }
}

/// The award's numbers; `system` in JSON says which.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "system", rename_all = "lowercase")]
pub enum AwardValue {
    /// Armour points (points method, Ancalagon).
    Points(Points),
    /// Armour hits per location (class method, Five Oaths).
    Hits(Hits),
}

/// Armour points (Ancalagon).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Points {
    /// Body armour points: the combined pieces, or the game master's decision.
    pub body: u32,
    /// Helmet points: full, on top, lost last.
    pub helmet: u32,
    /// Body + helmet, capped.
    pub total: u32,
    /// Whether the total cap cut body + helmet.
    pub capped: bool,
    /// Whether the game master's entered value was clamped to the GM cap.
    pub clamped: bool,
    /// Whether the body value is the game master's decision rather than the tables'.
    pub gm_decided: bool,
    /// The decision as entered, when there is one.
    pub gm: Option<GmRecord>,
    /// Whether body armour that earns nothing by the tables is worn and no
    /// game master has decided yet: the game master should.
    pub referred: bool,
}

/// A game master's decision as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GmRecord {
    /// The value entered.
    pub entered: u32,
    /// The value awarded (entered, clamped to the cap).
    pub awarded: u32,
    /// Who decided (the game master's name).
    pub by: String,
    /// Why, if they said.
    pub reason: Option<String>,
}

/// Armour hits per location (Five Oaths).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hits {
    /// The heaviest class the phys-rep qualifies for, if any.
    pub class: Option<String>,
    /// Every class it qualifies for, lightest first.
    pub qualifies: Vec<String>,
    /// The feat that gives the hits, if any.
    pub feat: Option<String>,
    /// Armour hits on every location.
    pub per_location: u32,
    /// The hits on each of the ruleset's locations, in its order.
    pub locations: Vec<LocationHits>,
}

/// Armour hits on one location.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocationHits {
    /// The hit location's name (`torso`, `left arm`).
    pub location: String,
    /// Armour hits on it.
    pub armour: u32,
}

/// How a piece stands in the award.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Standing {
    /// Scored by the tables (points) or qualifies for a class (classes).
    Scored,
    /// Earns nothing by the tables (below a minimum, no table): left out of
    /// the body average, the game master decides.
    Inadequate,
    /// Attested not safe: earns nothing.
    Unsafe,
}

/// What one piece earned and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceResult {
    /// The slot's id, as the armour file gives it.
    pub slot: Option<String>,
    /// The part the piece counts towards (points method).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub part: Option<ArmourPart>,
    /// The material's id.
    pub material: String,
    /// The piece's own name, as the armour file gives it.
    pub name: Option<String>,
    /// Points by the tables (points method).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// Classes the material qualifies for (class method).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub classes: Option<Vec<String>>,
    /// One line for the marshal, in the ruleset's own language.
    pub reason: String,
    /// The same line in parts, for a front end to word in its language
    /// (absent in awards recorded before Armoury kept it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub says: Option<ArmourSaying>,
    /// The requirement that refused the piece, or the table that scored it.
    pub rule: Option<String>,
    /// The clause of that requirement or table.
    pub clause: Option<String>,
    /// Whether the points come from a provisional table row.
    pub provisional: bool,
    /// Whether it scored, earns nothing, or is unsafe.
    pub standing: Standing,
    /// The safety attestation as answered (`None`: not yet).
    pub safe: Option<bool>,
}

/// Judges a character's armour by the ruleset's `[armour]` section.
///
/// Fails only when the ruleset has no `[armour]` section or the set does not
/// fit it ([`ArmourSet::check`]).
pub fn award(ruleset: &Ruleset, set: &ArmourSet) -> Result<Award, ArmourProblem> {
    let Some(rules) = &ruleset.armour else {
        return Err(ArmourProblem::new(
            None,
            "rules",
            Some(&ruleset.meta.id),
            crate::said!(
                "inp-ruleset-without-armour",
                "this ruleset has no [armour] section"
            ),
        ));
    };
    set.check(rules)?;
    let mut award = match &rules.method {
        Method::Points(points) => points_award(rules, points, set),
        Method::Classes(classes) => class_award(rules, classes, set),
    };
    award.ruleset = RulesetRef {
        id: ruleset.meta.id.clone(),
        version: ruleset.meta.version.clone(),
    };
    award.character = set.character.clone();
    if rules.safety.is_some() {
        let unanswered: Vec<usize> = set
            .pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.safe.is_none())
            .map(|(i, _)| i + 1)
            .collect();
        award.attested = unanswered.is_empty();
        if !award.attested {
            let pieces = unanswered;
            award
                .note_says
                .insert(0, ArmourSaying::Incomplete { pieces });
        }
    }
    if award.provisional && award.points().is_some() {
        award.note_says.push(ArmourSaying::ProvisionalTable);
    }
    if rules.restore.is_some() {
        award.note_says.push(ArmourSaying::Restore);
    }
    let words = ruleset.words(&ruleset.meta.language);
    for piece in &mut award.pieces {
        if let Some(says) = &piece.says {
            piece.reason = says.english(&words);
        }
    }
    award.notes = award.note_says.iter().map(|n| n.english(&words)).collect();
    Ok(award)
}

fn empty_award(value: AwardValue) -> Award {
    Award {
        ruleset: RulesetRef {
            id: String::new(),
            version: String::new(),
        },
        character: None,
        value,
        provisional: false,
        attested: true,
        pieces: Vec::new(),
        notes: Vec::new(),
        note_says: Vec::new(),
    }
}

/// A piece's result before it is judged: earns nothing yet.
fn unjudged(rules: &ArmourRules, piece: &Piece) -> PieceResult {
    PieceResult {
        slot: piece.slot.clone(),
        part: None,
        material: rules
            .material(&piece.material)
            .map_or_else(|| piece.material.clone(), |m| m.id.clone()),
        name: piece.name.clone(),
        points: None,
        classes: None,
        reason: String::new(),
        says: None,
        rule: None,
        clause: None,
        provisional: false,
        standing: Standing::Inadequate,
        safe: piece.safe,
    }
}

/// The result of a piece attested unsafe, if it is.
fn unsafe_piece(rules: &ArmourRules, piece: &Piece, result: &mut PieceResult) -> bool {
    let Some(safety) = rules.safety.as_ref().filter(|_| piece.safe == Some(false)) else {
        return false;
    };
    result.standing = Standing::Unsafe;
    result.says = Some(ArmourSaying::Unsafe {
        clause: safety.clause.clone(),
    });
    result.rule = Some(safety.id.clone());
    result.clause = Some(safety.clause.clone());
    true
}

fn mm(value: f64) -> String {
    Quantity::Length(super::units::Millimetres(value)).display_in(Unit::Millimetre)
}

/// Why a piece fails a requirement, if it does.
fn failure(requirement: &Requirement, piece: &Piece) -> Option<Failure> {
    match &requirement.test {
        Test::Compare {
            measure,
            comparison,
            limit,
        } => match piece.length(*measure) {
            None => Some(Failure::NotMeasured { measure: *measure }),
            Some(value) if !comparison.admits(value.0, limit.0) => Some(Failure::NotMet {
                measure: *measure,
                measured: mm(value.0),
                comparison: *comparison,
                limit: mm(limit.0),
            }),
            Some(_) => None,
        },
        Test::Weave { values } => {
            let fold = super::ruleset::names::fold_name;
            match &piece.weave {
                None => Some(Failure::WeaveNotGiven),
                Some(weave) if !values.iter().any(|v| fold(v) == fold(weave)) => {
                    Some(Failure::WeaveNot {
                        weave: weave.clone(),
                        values: values.clone(),
                    })
                }
                Some(_) => None,
            }
        }
    }
}

fn piece_points(rules: &ArmourRules, points: &PointsRules, piece: &Piece) -> PieceResult {
    let slot = piece.slot.as_deref().and_then(|s| points.slot(s));
    let material = rules.material(&piece.material);
    let mut result = PieceResult {
        part: slot.map(|s| s.part),
        points: Some(0),
        ..unjudged(rules, piece)
    };
    if unsafe_piece(rules, piece, &mut result) {
        return result;
    }
    let (Some(slot), Some(material)) = (slot, material) else {
        result.says = Some(ArmourSaying::UnknownSlotOrMaterial);
        return result;
    };
    let refused = points
        .requirements_for(slot.part, &material.id)
        .find_map(|r| failure(r, piece).map(|why| (r, why)));
    if let Some((requirement, failure)) = refused {
        result.says = Some(ArmourSaying::Refused {
            requirement: requirement.id.clone(),
            failure,
        });
        result.rule = Some(requirement.id.clone());
        result.clause = Some(requirement.clause.clone());
        return result;
    }
    let Some(table) = points.table(slot.part, &material.id) else {
        let gm_max = match (&points.gm, slot.part) {
            (Some(cap), ArmourPart::Body) => Some(cap.max),
            _ => None,
        };
        result.says = Some(ArmourSaying::NoTable {
            material: material.id.clone(),
            part: slot.part,
            gm_max,
        });
        return result;
    };
    result.rule = Some(table.id.clone());
    result.clause = Some(table.clause.clone());
    let measure = table.measure;
    let Some(value) = piece.length(measure) else {
        result.says = Some(ArmourSaying::TableNotMeasured { measure });
        return result;
    };
    let measured = mm(value.0);
    match table.bands.iter().position(|b| b.range.contains(value.0)) {
        None => {
            result.says = Some(ArmourSaying::NoRow {
                material: material.id.clone(),
                measure,
                measured,
            });
        }
        Some(index) => {
            let band = &table.bands[index];
            result.points = Some(band.points);
            result.provisional = band.provisional;
            result.standing = Standing::Scored;
            result.says = Some(ArmourSaying::Scored {
                table: table.id.clone(),
                band: index,
                measured,
                points: band.points,
                provisional: band.provisional,
            });
        }
    }
    result
}

fn points_award(rules: &ArmourRules, points: &PointsRules, set: &ArmourSet) -> Award {
    let pieces: Vec<PieceResult> = set
        .pieces
        .iter()
        .map(|p| piece_points(rules, points, p))
        .collect();
    let of_part = |part: ArmourPart| {
        pieces
            .iter()
            .filter(move |r| r.part == Some(part) && r.standing == Standing::Scored)
    };
    let body_points: Vec<u32> = of_part(ArmourPart::Body)
        .map(|r| r.points.unwrap_or(0))
        .collect();
    let helmet = of_part(ArmourPart::Helmet)
        .filter_map(|r| r.points)
        .max()
        .unwrap_or(0);
    let mut notes = Vec::new();
    let by_tables = points.body.apply(&body_points);
    if !body_points.is_empty() {
        notes.push(ArmourSaying::Body {
            combine: points.body,
            points: body_points.clone(),
            value: by_tables,
        });
    }
    let inadequate: Vec<NumberedPiece> = pieces
        .iter()
        .enumerate()
        .filter(|(_, r)| r.part == Some(ArmourPart::Body) && r.standing == Standing::Inadequate)
        .map(|(i, r)| NumberedPiece {
            number: i + 1,
            name: r.name.clone(),
            material: r.material.clone(),
        })
        .collect();
    let referred = !inadequate.is_empty() && set.gm.is_none() && points.gm.is_some();
    if let (true, Some(cap)) = (referred, &points.gm) {
        notes.push(ArmourSaying::Referred {
            pieces: inadequate,
            max: cap.max,
        });
    }
    let mut clamped = false;
    let (body, gm) = match (&set.gm, &points.gm) {
        (Some(entry), Some(cap)) => {
            let awarded = entry.points.min(cap.max);
            clamped = awarded < entry.points;
            notes.push(ArmourSaying::GmDecided {
                by: entry.by.clone(),
                points: entry.points,
                reason: entry.reason.clone(),
                by_tables,
            });
            if clamped {
                notes.push(ArmourSaying::Clamped {
                    entered: entry.points,
                    max: cap.max,
                    awarded,
                });
            }
            let record = GmRecord {
                entered: entry.points,
                awarded,
                by: entry.by.clone(),
                reason: entry.reason.clone(),
            };
            (awarded, Some(record))
        }
        _ => (by_tables, None),
    };
    let sum = body + helmet;
    let total = points.total.as_ref().map_or(sum, |cap| sum.min(cap.max));
    let capped = total < sum;
    if let (true, Some(cap)) = (capped, &points.total) {
        notes.push(ArmourSaying::Capped {
            body,
            helmet,
            sum,
            max: cap.max,
        });
    }
    let provisional = of_part(ArmourPart::Helmet).any(|r| r.provisional)
        || (gm.is_none() && of_part(ArmourPart::Body).any(|r| r.provisional));
    let value = AwardValue::Points(Points {
        body,
        helmet,
        total,
        capped,
        clamped,
        gm_decided: gm.is_some(),
        gm,
        referred,
    });
    Award {
        provisional,
        pieces,
        note_says: notes,
        ..empty_award(value)
    }
}

fn class_award(rules: &ArmourRules, classes: &ClassRules, set: &ArmourSet) -> Award {
    let pieces: Vec<PieceResult> = set
        .pieces
        .iter()
        .map(|piece| {
            let material = rules.material(&piece.material);
            let mut result = PieceResult {
                classes: Some(Vec::new()),
                ..unjudged(rules, piece)
            };
            if unsafe_piece(rules, piece, &mut result) {
                return result;
            }
            let qualifies: Vec<String> = material.map(|m| m.classes.clone()).unwrap_or_default();
            result.provisional = material.is_some_and(|m| m.provisional);
            let known: Vec<String> = qualifies
                .iter()
                .filter(|c| classes.class(c).is_some())
                .cloned()
                .collect();
            let material = result.material.clone();
            result.says = Some(if known.is_empty() {
                ArmourSaying::QualifiesForNone { material }
            } else {
                result.standing = Standing::Scored;
                ArmourSaying::Qualifies {
                    material,
                    classes: known,
                }
            });
            result.classes = Some(qualifies);
            result
        })
        .collect();
    let qualifies: Vec<&ArmourClass> = classes
        .classes
        .iter()
        .filter(|c| {
            pieces
                .iter()
                .any(|p| p.classes.as_ref().is_some_and(|cs| cs.contains(&c.id)))
        })
        .collect();
    let featured: Vec<&ArmourClass> = set
        .feats
        .iter()
        .filter_map(|f| classes.class_for_feat(f))
        .collect();
    let mut notes = Vec::new();
    for class in &featured {
        if !qualifies.iter().any(|q| q.id == class.id) {
            notes.push(ArmourSaying::FeatWithoutPhysRep {
                class: class.id.clone(),
            });
        }
    }
    for class in &qualifies {
        if !featured.iter().any(|f| f.id == class.id) {
            notes.push(ArmourSaying::PhysRepWithoutFeat {
                class: class.id.clone(),
            });
        }
    }
    let applying: Vec<&&ArmourClass> = qualifies
        .iter()
        .filter(|q| featured.iter().any(|f| f.id == q.id))
        .collect();
    let best = applying.iter().max_by_key(|c| c.hits).copied();
    let mut provisional = false;
    if let (Some(best), true) = (best, applying.len() > 1) {
        provisional |= classes.best_feat_provenance.is_some();
        notes.push(ArmourSaying::FeatsDoNotAdd {
            class: best.id.clone(),
            provisional: classes.best_feat_provenance.is_some(),
        });
    }
    let provisional_pieces: Vec<String> = pieces
        .iter()
        .filter(|p| p.provisional && p.standing == Standing::Scored)
        .map(|p| p.material.clone())
        .collect();
    if !provisional_pieces.is_empty() {
        provisional = true;
        notes.push(ArmourSaying::ProvisionalClasses {
            materials: provisional_pieces,
        });
    }
    if let Some(best) = best {
        notes.push(ArmourSaying::Hits {
            class: best.id.clone(),
        });
    }
    let per_location = best.map_or(0, |c| c.hits);
    let value = AwardValue::Hits(Hits {
        class: qualifies
            .iter()
            .max_by_key(|c| c.hits)
            .map(|c| c.id.clone()),
        qualifies: qualifies.iter().map(|c| c.id.clone()).collect(),
        feat: best.map(|c| c.feat.clone()),
        per_location,
        locations: classes
            .locations
            .iter()
            .map(|l| LocationHits {
                location: l.clone(),
                armour: per_location,
            })
            .collect(),
    });
    Award {
        provisional,
        pieces,
        note_says: notes,
        ..empty_award(value)
    }
}
