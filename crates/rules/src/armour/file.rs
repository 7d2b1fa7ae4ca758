//! Armour files: the costume armour a character wears, as the marshal
//! records it.
//!
//! An [`ArmourSet`] is a character's name, the worn [`Piece`]s (slot,
//! material, thickness, mail weave and wire), for the points method an
//! optional game-master decision ([`GmEntry`]) and for the class method the
//! character's armour feats. [`ArmourSet::parse`] reads a TOML armour file
//! (format in docs/armour.md) with serde and spans, converts `_mm` / `_cm` /
//! `_in` values once, and checks the set against the ruleset with
//! [`ArmourSet::check`], so every problem names the file, line, key and
//! value. The same check guards [`super::award`] for sets built in code.

use std::fmt;

use serde::Deserialize;
use toml::Spanned;

use crate::ruleset::Ruleset;
use crate::ruleset::armour::{ArmourPart, ArmourRules, Method, PieceMeasure};
use crate::saying::Said;
use crate::source::{InputError, Message, SourceFile};
use crate::units::{Dimension, Millimetres, Unit};

/// The thickest plausible armour measurement: anything more is a unit mistake.
pub const PLAUSIBLE_MAX_MM: f64 = 100.0;

/// What a character wears.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArmourSet {
    /// The character's name or id, as the file gives it.
    pub character: Option<String>,
    /// Free text for the marshal.
    pub notes: Option<String>,
    /// Armour feats (class method), as written.
    pub feats: Vec<String>,
    /// The worn pieces, in file order.
    pub pieces: Vec<Piece>,
    /// The game master's decision for inadequate body armour (points method).
    pub gm: Option<GmEntry>,
}

/// One worn piece.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Piece {
    /// Slot id (points method: required; class method: optional, a hit location).
    pub slot: Option<String>,
    /// Material as written (id, name or alias).
    pub material: String,
    /// The piece's own name (`breastplate`).
    pub name: Option<String>,
    /// The material's thickness, in millimetres.
    pub thickness: Option<Millimetres>,
    /// Mail's wire diameter, in millimetres.
    pub wire: Option<Millimetres>,
    /// Mail's weave (`4-in-1`), as written.
    pub weave: Option<String>,
    /// The marshal's safety attestation: `None` until answered.
    pub safe: Option<bool>,
}

impl Piece {
    /// A length measurement of the piece.
    pub fn length(&self, measure: PieceMeasure) -> Option<Millimetres> {
        match measure {
            PieceMeasure::Thickness => self.thickness,
            PieceMeasure::Wire => self.wire,
            PieceMeasure::Weave => None,
        }
    }

    fn has(&self, measure: PieceMeasure) -> bool {
        match measure {
            PieceMeasure::Weave => self.weave.is_some(),
            length => self.length(length).is_some(),
        }
    }
}

/// The game master's decision: the body armour's points, who decided, why.
#[derive(Clone, Debug, PartialEq)]
pub struct GmEntry {
    /// The points as entered (clamped when the award is computed).
    pub points: u32,
    /// Who decided (the game master's name).
    pub by: String,
    /// Why, if they said.
    pub reason: Option<String>,
}

/// Why an armour set does not fit a ruleset.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ArmourProblem {
    /// The 0-based index of the piece at fault, if a piece is.
    pub piece: Option<usize>,
    /// The field at fault (`material`, `slot`, `gm`, `feats`...).
    pub field: String,
    /// The value at fault, as written.
    pub value: Option<String>,
    /// What is wrong with it, in English.
    pub message: String,
    /// The same as a message id and values, for a front end to word.
    pub says: Option<Box<Said>>,
}

impl fmt::Display for ArmourProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(i) = self.piece {
            write!(f, "piece {}: ", i + 1)?;
        }
        write!(f, "{}: {}", self.field, self.message)?;
        if let Some(value) = &self.value {
            write!(f, " (at `{value}`)")?;
        }
        Ok(())
    }
}

impl ArmourProblem {
    /// A problem with `field` (of piece `piece`, from 0) and its `value`.
    pub fn new(
        piece: Option<usize>,
        field: &str,
        value: Option<&str>,
        (message, said): (String, Said),
    ) -> ArmourProblem {
        ArmourProblem {
            piece,
            field: field.to_string(),
            value: value.map(str::to_string),
            message,
            says: Some(Box::new(said)),
        }
    }
}

impl ArmourSet {
    /// Checks the set against a ruleset's armour rules: at least one piece,
    /// known slots and materials, no slot over its limit, the measurements
    /// each piece's requirements and table need, feats and GM decisions only
    /// where the method has them.
    pub fn check(&self, rules: &ArmourRules) -> Result<(), ArmourProblem> {
        if self.pieces.is_empty() {
            return Err(ArmourProblem::new(
                None,
                "piece",
                None,
                crate::said!(
                    "inp-armour-no-pieces",
                    "an armour file lists at least one [[piece]]"
                ),
            ));
        }
        for (i, piece) in self.pieces.iter().enumerate() {
            if piece.safe.is_some() && rules.safety.is_none() {
                return Err(ArmourProblem::new(
                    Some(i),
                    "safe",
                    piece.safe.map(|s| s.to_string()).as_deref(),
                    crate::said!(
                        "inp-no-safety-question",
                        "this ruleset asks no safety attestation"
                    ),
                ));
            }
            let Some(material) = rules.material(&piece.material) else {
                return Err(ArmourProblem::new(
                    Some(i),
                    "material",
                    Some(&piece.material),
                    crate::said!(
                        "inp-unknown-armour-material",
                        "unknown material (known: {known})",
                        known = rules.material_ids().join(", ")
                    ),
                ));
            };
            match &rules.method {
                Method::Points(points) => {
                    let Some(written) = &piece.slot else {
                        return Err(ArmourProblem::new(
                            Some(i),
                            "slot",
                            None,
                            crate::said!("inp-piece-needs-slot", "a piece needs a `slot`"),
                        ));
                    };
                    let Some(slot) = points.slot(written) else {
                        let known: Vec<&str> = points.slots.iter().map(|s| s.id.as_str()).collect();
                        return Err(ArmourProblem::new(
                            Some(i),
                            "slot",
                            Some(written),
                            crate::said!(
                                "inp-unknown-slot",
                                "unknown slot (known: {known})",
                                known = known.join(", ")
                            ),
                        ));
                    };
                    let before = self.pieces[..i]
                        .iter()
                        .filter(|p| p.slot.as_deref() == Some(&slot.id))
                        .count();
                    if let Some(max) = slot.max
                        && u32::try_from(before).is_ok_and(|n| n >= max)
                    {
                        return Err(ArmourProblem::new(
                            Some(i),
                            "slot",
                            Some(written),
                            crate::said!(
                                "inp-slot-too-many",
                                "at most {max} {slot} per character: this is one too many",
                                max = &max,
                                slot = &slot.name
                            ),
                        ));
                    }
                    for (measure, needed_by) in points.needed(slot.part, &material.id) {
                        if !piece.has(measure) {
                            let hint = match measure {
                                PieceMeasure::Weave => "weave = \"4-in-1\"".to_string(),
                                m => format!("{}_mm", m.as_str()),
                            };
                            // One message for each part, as `ArmourPart::words`
                            // says it, so a language can say the part its way.
                            let message = match slot.part {
                                ArmourPart::Body => crate::said!(
                                    "inp-body-piece-needs",
                                    "a body armour piece of {material} needs its {measure} (`{hint}`), for `{requirement}`",
                                    material = &material.id,
                                    measure = measure.as_str(),
                                    hint = &hint,
                                    requirement = needed_by
                                ),
                                ArmourPart::Helmet => crate::said!(
                                    "inp-helmet-piece-needs",
                                    "a helmet piece of {material} needs its {measure} (`{hint}`), for `{requirement}`",
                                    material = &material.id,
                                    measure = measure.as_str(),
                                    hint = &hint,
                                    requirement = needed_by
                                ),
                            };
                            return Err(ArmourProblem::new(
                                Some(i),
                                measure.as_str(),
                                None,
                                message,
                            ));
                        }
                    }
                }
                Method::Classes(classes) => {
                    if let Some(slot) = &piece.slot
                        && !classes.locations.contains(slot)
                    {
                        return Err(ArmourProblem::new(
                            Some(i),
                            "slot",
                            Some(slot),
                            crate::said!(
                                "inp-unknown-location",
                                "unknown location (known: {known})",
                                known = classes.locations.join(", ")
                            ),
                        ));
                    }
                }
            }
        }
        match &rules.method {
            Method::Points(points) => {
                if let Some(feat) = self.feats.first() {
                    return Err(ArmourProblem::new(
                        None,
                        "feats",
                        Some(feat),
                        crate::said!(
                            "inp-points-no-feats",
                            "this ruleset awards points by the armour alone: no feats"
                        ),
                    ));
                }
                if let Some(gm) = &self.gm {
                    if points.gm.is_none() {
                        return Err(ArmourProblem::new(
                            None,
                            "gm",
                            None,
                            crate::said!(
                                "inp-no-gm-decision",
                                "this ruleset has no game-master decision for armour"
                            ),
                        ));
                    }
                    if gm.by.trim().is_empty() {
                        return Err(ArmourProblem::new(
                            None,
                            "gm.by",
                            None,
                            crate::said!("inp-gm-by", "say who decided (the game master's name)"),
                        ));
                    }
                    let body = self.pieces.iter().any(|p| {
                        p.slot
                            .as_deref()
                            .and_then(|s| points.slot(s))
                            .is_some_and(|s| s.part == ArmourPart::Body)
                    });
                    if !body {
                        return Err(ArmourProblem::new(
                            None,
                            "gm",
                            None,
                            crate::said!(
                                "inp-gm-needs-body",
                                "the game master decides the body armour's points: list the body pieces"
                            ),
                        ));
                    }
                }
            }
            Method::Classes(classes) => {
                if self.gm.is_some() {
                    return Err(ArmourProblem::new(
                        None,
                        "gm",
                        None,
                        crate::said!(
                            "inp-no-gm-decision",
                            "this ruleset has no game-master decision for armour"
                        ),
                    ));
                }
                if let Some(feat) = self
                    .feats
                    .iter()
                    .find(|f| classes.class_for_feat(f).is_none())
                {
                    let known: Vec<&str> =
                        classes.classes.iter().map(|c| c.feat.as_str()).collect();
                    return Err(ArmourProblem::new(
                        None,
                        "feats",
                        Some(feat),
                        crate::said!(
                            "inp-not-a-feat",
                            "not an armour feat (list only: {known})",
                            known = known.join(", ")
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Parses an armour file and checks it against the ruleset's `[armour]`
    /// section. `file` names it in errors.
    pub fn parse(file: &str, text: &str, ruleset: &Ruleset) -> Result<ArmourSet, InputError> {
        let source = SourceFile::new(file, text);
        let Some(rules) = &ruleset.armour else {
            return Err(source.error_in_file(
                "rules",
                Some(ruleset.meta.id.clone()),
                crate::said!(
                    "inp-no-armour-section",
                    "this ruleset has no [armour] section: it cannot award armour"
                ),
            ));
        };
        let raw: RawSet = source.deserialize()?;
        let mut set = ArmourSet {
            character: raw.character,
            notes: raw.notes,
            feats: raw.feats.iter().map(|f| f.get_ref().clone()).collect(),
            pieces: Vec::new(),
            gm: None,
        };
        let mut spans = Vec::new();
        for raw_piece in &raw.piece {
            let p = raw_piece.get_ref();
            let length = |measure: &str, given: &[(Unit, &Option<Spanned<f64>>)]| {
                let mut found: Option<Millimetres> = None;
                for (unit, value) in given {
                    let unit = *unit;
                    let Some(value) = value else { continue };
                    let key = format!("piece.{measure}_{unit}");
                    let number = *value.get_ref();
                    let shown = Some(number.to_string());
                    if found.is_some() {
                        return Err(source.error_at(
                            Some(value.span()),
                            &key,
                            shown,
                            crate::said!(
                                "inp-given-twice",
                                "`{measure}` is given twice",
                                measure = &measure
                            ),
                        ));
                    }
                    let mm = unit
                        .to_quantity(number, Dimension::Length)
                        .map(|q| q.canonical())
                        .unwrap_or(f64::NAN);
                    if !mm.is_finite() || mm <= 0.0 {
                        return Err(source.error_at(
                            Some(value.span()),
                            &key,
                            shown,
                            crate::said!(
                                "inp-positive-length",
                                "a {measure} is a positive number",
                                measure = &measure
                            ),
                        ));
                    }
                    if mm > PLAUSIBLE_MAX_MM {
                        return Err(source.error_at(
                            Some(value.span()),
                            &key,
                            shown,
                            crate::said!(
                                "inp-implausible",
                                "implausibly large (more than {max}): check the unit",
                                max = format!("{PLAUSIBLE_MAX_MM} mm")
                            ),
                        ));
                    }
                    found = Some(Millimetres(mm));
                }
                Ok(found)
            };
            let thickness = length(
                "thickness",
                &[
                    (Unit::Millimetre, &p.thickness_mm),
                    (Unit::Centimetre, &p.thickness_cm),
                    (Unit::Inch, &p.thickness_in),
                ],
            )?;
            let wire = length(
                "wire",
                &[(Unit::Millimetre, &p.wire_mm), (Unit::Inch, &p.wire_in)],
            )?;
            let material = rules
                .material(p.material.get_ref())
                .map(|m| m.id.clone())
                .unwrap_or_else(|| p.material.get_ref().clone());
            set.pieces.push(Piece {
                slot: p.slot.as_ref().map(|s| s.get_ref().clone()),
                material,
                name: p.name.clone(),
                thickness,
                wire,
                weave: p.weave.clone(),
                safe: p.safe,
            });
            spans.push(raw_piece);
        }
        if let Some(gm) = &raw.gm {
            let g = gm.get_ref();
            let entered = *g.points.get_ref();
            let points = u32::try_from(entered).map_err(|_| {
                source.error_at(
                    Some(g.points.span()),
                    "gm.points",
                    Some(entered.to_string()),
                    crate::said!(
                        "inp-gm-points",
                        "armour points are a whole number, 0 or more"
                    ),
                )
            })?;
            set.gm = Some(GmEntry {
                points,
                by: g.by.clone(),
                reason: g.reason.clone(),
            });
        }
        set.check(rules).map_err(|p| {
            let span = match (p.piece.and_then(|i| spans.get(i)), p.field.as_str()) {
                (Some(piece), "material") => Some(piece.get_ref().material.span()),
                (Some(piece), "slot") => piece
                    .get_ref()
                    .slot
                    .as_ref()
                    .map(|s| s.span())
                    .or(Some(piece.span())),
                (Some(piece), _) => Some(piece.span()),
                (None, "feats") => raw
                    .feats
                    .iter()
                    .find(|f| Some(f.get_ref()) == p.value.as_ref())
                    .map(|f| f.span()),
                (None, field) if field.starts_with("gm") => raw.gm.as_ref().map(|g| g.span()),
                (None, _) => None,
            };
            let key = if p.piece.is_some() {
                format!("piece.{}", p.field)
            } else {
                p.field
            };
            let message = Message {
                english: p.message,
                says: p.says,
            };
            source.error_at(span, &key, p.value, message)
        })?;
        Ok(set)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSet {
    character: Option<String>,
    notes: Option<String>,
    #[serde(default)]
    feats: Vec<Spanned<String>>,
    #[serde(default)]
    piece: Vec<Spanned<RawPiece>>,
    gm: Option<Spanned<RawGm>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPiece {
    slot: Option<Spanned<String>>,
    material: Spanned<String>,
    name: Option<String>,
    thickness_mm: Option<Spanned<f64>>,
    thickness_cm: Option<Spanned<f64>>,
    thickness_in: Option<Spanned<f64>>,
    wire_mm: Option<Spanned<f64>>,
    wire_in: Option<Spanned<f64>>,
    weave: Option<String>,
    safe: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGm {
    points: Spanned<i64>,
    by: String,
    reason: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shipped;

    fn parse(ruleset: &str, text: &str) -> Result<ArmourSet, InputError> {
        ArmourSet::parse("kalev.toml", text, &shipped::load(ruleset).unwrap())
    }

    #[test]
    fn a_mixed_set_parses_with_units_converted_once() {
        let set = parse(
            "ancalagon-2011",
            r#"
character = "Kalev"
[[piece]]
slot = "torso"
material = "Chain Mail"
wire_in = 0.0625
weave = "4-in-1"
[[piece]]
slot = "helmet"
material = "steel"
thickness_cm = 0.15
[[piece]]
slot = "arms"
material = "leather"
thickness_mm = 3
"#,
        )
        .unwrap();
        assert_eq!(set.character.as_deref(), Some("Kalev"));
        assert_eq!(set.pieces[0].material, "chain");
        assert_eq!(set.pieces[0].wire, Some(Millimetres(1.5875)));
        assert_eq!(set.pieces[1].material, "plate");
        assert_eq!(set.pieces[1].thickness, Some(Millimetres(1.5)));
        assert_eq!(set.pieces[2].thickness, Some(Millimetres(3.0)));
    }

    #[test]
    fn bad_input_names_line_key_and_value() {
        let torso = "[[piece]]\nslot = \"torso\"\n";
        let cases: Vec<(&str, String, Option<usize>, &str, &str)> = vec![
            ("ancalagon-2011", format!("{torso}material = \"mithril\"\nthickness_mm = 2"), Some(3), "piece.material", "unknown material"),
            ("ancalagon-2011", "[[piece]]\nslot = \"tail\"\nmaterial = \"leather\"\nthickness_mm = 3".into(), Some(2), "piece.slot", "unknown slot"),
            ("ancalagon-2011", format!("{torso}material = \"leather\"\nthickness_mm = -2"), Some(4), "piece.thickness_mm", "positive"),
            ("ancalagon-2011", format!("{torso}material = \"leather\"\nthickness_mm = 0"), Some(4), "piece.thickness_mm", "positive"),
            ("ancalagon-2011", format!("{torso}material = \"leather\"\nthickness_cm = 20"), Some(4), "piece.thickness_cm", "implausibly large"),
            ("ancalagon-2011", format!("{torso}material = \"leather\"\nthickness_mm = 3\nthickness_in = 0.1"), Some(5), "piece.thickness_in", "given twice"),
            ("ancalagon-2011", format!("{torso}material = \"leather\""), Some(1), "piece.thickness", "needs its thickness"),
            ("ancalagon-2011", format!("{torso}material = \"chain\"\nwire_mm = 1.2"), Some(1), "piece.weave", "needs its weave"),
            ("ancalagon-2011", "[[piece]]\nslot = \"helmet\"\nmaterial = \"plate\"\nthickness_mm = 1\n[[piece]]\nslot = \"helmet\"\nmaterial = \"leather\"\nthickness_mm = 6".into(), Some(6), "piece.slot", "at most 1 helmet"),
            ("ancalagon-2011", "character = \"Kalev\"".into(), None, "piece", "at least one [[piece]]"),
            ("ancalagon-2011", format!("{torso}material = \"other\"\n[gm]\npoints = -1\nby = \"Tiit\""), Some(5), "gm.points", "whole number"),
            ("ancalagon-2011", format!("{torso}material = \"other\"\n[gm]\npoints = 2\nby = \" \""), Some(4), "gm.by", "who decided"),
            ("ancalagon-2011", "[[piece]]\nslot = \"helmet\"\nmaterial = \"plate\"\nthickness_mm = 1\n[gm]\npoints = 2\nby = \"Tiit\"".into(), Some(5), "gm", "list the body pieces"),
            ("ancalagon-2011", format!("feats = [\"Heavy Armour\"]\n{torso}material = \"other\""), Some(1), "feats", "no feats"),
            ("five-oaths", "feats = [\"Heavy Armour\", \"Sword Master\"]\n[[piece]]\nmaterial = \"mail\"".into(), Some(1), "feats", "not an armour feat"),
            ("five-oaths", "[[piece]]\nmaterial = \"mail\"\n[gm]\npoints = 2\nby = \"Tiit\"".into(), Some(3), "gm", "no game-master decision"),
            ("five-oaths", "[[piece]]\nslot = \"tail\"\nmaterial = \"mail\"".into(), Some(2), "piece.slot", "unknown location"),
        ];
        for (ruleset, text, line, key, message) in cases {
            let err = parse(ruleset, &text).unwrap_err();
            assert_eq!(err.location.file, "kalev.toml", "{text}");
            assert_eq!(err.location.line, line, "{text}: {err}");
            assert_eq!(err.key.as_deref(), Some(key), "{text}: {err}");
            assert!(err.message.contains(message), "{text}: {err}");
        }
    }

    #[test]
    fn unknown_keys_and_broken_toml_name_the_line() {
        let err = parse(
            "ancalagon-2011",
            "[[piece]]\nslot = \"torso\"\nmaterial = \"leather\"\nthikness_mm = 3",
        )
        .unwrap_err();
        assert!(err.message.contains("unknown field `thikness_mm`"), "{err}");
        assert_eq!(err.location.line, Some(4), "{err}");
        let err = parse("ancalagon-2011", "[[piece]]\nslot = ").unwrap_err();
        assert_eq!(err.location.line, Some(2), "{err}");
    }

    #[test]
    fn a_ruleset_without_armour_rules_is_named() {
        let text = shipped::source("ancalagon-2011").unwrap();
        let cut = text.find("\n[armour]\n").unwrap();
        let ruleset = Ruleset::parse("weapons-only.toml", &text[..cut]).unwrap();
        let err = ArmourSet::parse("a.toml", "", &ruleset).unwrap_err();
        assert_eq!(err.key.as_deref(), Some("rules"));
        assert_eq!(err.value.as_deref(), Some("ancalagon-2011"));
    }
}
