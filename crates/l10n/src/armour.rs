//! An armour award in words: each piece's reason and the award's notes in
//! one language, from the rules core's [`ArmourSaying`]s and the ruleset's
//! translations, as [`findings`](crate::findings) does for a weapon.
//!
//! An award recorded before Armoury kept its sayings has only its English
//! lines: those are shown, with their amounts in the language's way.

use armoury_rules::armour::saying::{Lookup, list};
use armoury_rules::armour::{ArmourSaying, Award, Failure, PieceResult};
use armoury_rules::units::Unit;

use crate::findings::{Wording, comparison};
use crate::messages::Arg;

impl Wording<'_> {
    /// A piece's line: why it earns what it earns.
    pub fn piece_reason(&self, piece: &PieceResult) -> String {
        match &piece.says {
            Some(says) => self.armour_saying(says),
            None => self.amounts(&piece.reason),
        }
    }

    /// The award's notes, in order.
    pub fn award_notes(&self, award: &Award) -> Vec<String> {
        if award.note_says.len() == award.notes.len() {
            award
                .note_says
                .iter()
                .map(|n| self.armour_saying(n))
                .collect()
        } else {
            award.notes.iter().map(|n| self.amounts(n)).collect()
        }
    }

    /// An armour saying in words.
    pub fn armour_saying(&self, says: &ArmourSaying) -> String {
        use ArmourSaying::*;
        let l = self.l10n();
        let w = self.words();
        let look = Lookup::new(w);
        let say = |id: &str, args: &[(&str, Arg<'_>)]| l.format(id, args);
        let n = |text: &str| self.amounts(text);
        let material = |id: &str| w.armour_material(id).to_string();
        let measure = |m: armoury_rules::armour::PieceMeasure| {
            l.format("awd-measure", &[("measure", m.as_str().into())])
        };
        let count = |v: u32| Arg::Count(i64::from(v));
        match says {
            Unsafe { clause } => say("awd-unsafe", &[("clause", w.clause(clause).into())]),
            UnknownSlotOrMaterial => say("awd-unknown-slot-or-material", &[]),
            Refused {
                requirement,
                failure,
            } => say(
                "awd-refused",
                &[
                    ("why", self.failure(failure).into()),
                    (
                        "requirement",
                        w.requirement(requirement).trim_end_matches('.').into(),
                    ),
                ],
            ),
            NoTable {
                material: m,
                part,
                gm_max,
            } => {
                let mut args = vec![
                    ("material", Arg::from(material(m))),
                    (
                        "part",
                        l.format("awd-part", &[("part", part.as_str().into())])
                            .into(),
                    ),
                ];
                match gm_max {
                    Some(max) => {
                        args.push(("max", count(*max)));
                        say("awd-no-table-gm", &args)
                    }
                    None => say("awd-no-table", &args),
                }
            }
            TableNotMeasured { measure: m } => {
                say("awd-table-not-measured", &[("measure", measure(*m).into())])
            }
            NoRow {
                material: m,
                measure: which,
                measured,
            } => say(
                "awd-no-row",
                &[
                    ("material", material(m).into()),
                    ("measure", measure(*which).into()),
                    ("measured", n(measured).into()),
                ],
            ),
            Scored {
                table,
                band,
                measured,
                points,
                provisional,
            } => match look.band(table, *band) {
                Some((t, b)) => say(
                    "awd-scored",
                    &[
                        ("material", material(&t.material).into()),
                        ("measure", measure(t.measure).into()),
                        ("measured", n(measured).into()),
                        (
                            "range",
                            self.range(b.range.lower, b.range.upper, Unit::Millimetre)
                                .into(),
                        ),
                        ("points", count(*points)),
                        ("provisional", yes(*provisional).into()),
                    ],
                ),
                // A table the ruleset no longer has: the core's own words.
                None => self.amounts(&says.english(&w)),
            },
            Qualifies {
                material: m,
                classes,
            } => {
                let names: Vec<&str> = classes.iter().map(|c| look.class_name(c)).collect();
                let and = format!(" {} ", l.text("awd-and"));
                say(
                    "awd-qualifies",
                    &[
                        ("material", material(m).into()),
                        ("classes", names.join(&and).into()),
                    ],
                )
            }
            QualifiesForNone { material: m } => match look.class_names().as_slice() {
                [one] => say(
                    "awd-qualifies-for-none-one",
                    &[("material", material(m).into()), ("class", (*one).into())],
                ),
                many => {
                    let nor = format!(" {} ", l.text("awd-nor"));
                    say(
                        "awd-qualifies-for-none",
                        &[
                            ("material", material(m).into()),
                            ("classes", many.join(&nor).into()),
                        ],
                    )
                }
            },
            Incomplete { pieces } => say(
                "awd-incomplete",
                &[
                    ("pieces", list(pieces).into()),
                    ("question", w.safety().unwrap_or_default().into()),
                    ("clause", look.safety_clause().into()),
                ],
            ),
            ProvisionalTable => say("awd-provisional-table", &[]),
            Restore => w.restore().unwrap_or_default().to_string(),
            Body {
                combine,
                points,
                value,
            } => {
                let combine = match combine {
                    armoury_rules::ruleset::armour::Combine::MeanRoundUp => "mean-round-up",
                    armoury_rules::ruleset::armour::Combine::Max => "max",
                    armoury_rules::ruleset::armour::Combine::Sum => "sum",
                };
                say(
                    "awd-body",
                    &[
                        ("combine", combine.into()),
                        ("points", list(points).into()),
                        ("value", count(*value)),
                        ("clause", look.body_clause().into()),
                    ],
                )
            }
            Referred { pieces, max } => {
                let pieces: Vec<String> = pieces.iter().map(|p| look.piece_label(p)).collect();
                say(
                    "awd-referred",
                    &[
                        ("pieces", pieces.join(", ").into()),
                        ("max", count(*max)),
                        ("clause", look.gm_clause().into()),
                    ],
                )
            }
            GmDecided {
                by,
                points,
                reason,
                by_tables,
            } => {
                let mut args = vec![
                    ("by", Arg::from(by.as_str())),
                    ("points", count(*points)),
                    ("tables", count(*by_tables)),
                ];
                match reason {
                    Some(reason) => {
                        args.push(("reason", reason.as_str().into()));
                        say("awd-gm-decided-because", &args)
                    }
                    None => say("awd-gm-decided", &args),
                }
            }
            Clamped {
                entered,
                max,
                awarded,
            } => say(
                "awd-clamped",
                &[
                    ("entered", count(*entered)),
                    ("max", count(*max)),
                    ("awarded", count(*awarded)),
                    ("clause", look.gm_clause().into()),
                ],
            ),
            Capped {
                body,
                helmet,
                sum,
                max,
            } => say(
                "awd-capped",
                &[
                    ("body", count(*body)),
                    ("helmet", count(*helmet)),
                    ("sum", count(*sum)),
                    ("max", count(*max)),
                    ("clause", look.total_clause().into()),
                ],
            ),
            FeatWithoutPhysRep { class } => match look.class(class) {
                Some(c) => say(
                    "awd-feat-without-phys-rep",
                    &[
                        ("feat", c.feat.as_str().into()),
                        ("class", c.name.as_str().into()),
                        ("clause", w.clause(&c.clause).into()),
                    ],
                ),
                None => class.clone(),
            },
            PhysRepWithoutFeat { class } => match look.class(class) {
                Some(c) => say(
                    "awd-phys-rep-without-feat",
                    &[
                        ("class", c.name.as_str().into()),
                        ("feat", c.feat.as_str().into()),
                    ],
                ),
                None => class.clone(),
            },
            FeatsDoNotAdd { class, provisional } => say(
                "awd-feats-do-not-add",
                &[
                    (
                        "feat",
                        look.class(class)
                            .map_or(class.as_str(), |c| c.feat.as_str())
                            .into(),
                    ),
                    ("provisional", yes(*provisional).into()),
                ],
            ),
            ProvisionalClasses { materials } => {
                let names: Vec<String> = materials.iter().map(|m| material(m)).collect();
                say(
                    "awd-provisional-classes",
                    &[("materials", names.join(", ").into())],
                )
            }
            Hits { class } => match look.class(class) {
                Some(c) => say(
                    "awd-hits",
                    &[
                        ("feat", c.feat.as_str().into()),
                        ("hits", count(c.hits)),
                        ("clause", w.clause(&c.clause).into()),
                    ],
                ),
                None => class.clone(),
            },
        }
    }

    /// Why a piece fails a requirement, in words.
    fn failure(&self, failure: &Failure) -> String {
        let l = self.l10n();
        let measure = |m: armoury_rules::armour::PieceMeasure| {
            l.format("awd-measure", &[("measure", m.as_str().into())])
        };
        match failure {
            Failure::NotMeasured { measure: m } => {
                l.format("awd-fail-not-measured", &[("measure", measure(*m).into())])
            }
            Failure::NotMet {
                measure: m,
                measured,
                comparison: c,
                limit,
            } => l.format(
                "awd-fail-not-met",
                &[
                    ("measure", measure(*m).into()),
                    ("measured", self.amounts(measured).into()),
                    ("comparison", comparison(*c).into()),
                    ("limit", self.amounts(limit).into()),
                ],
            ),
            Failure::WeaveNotGiven => l.text("awd-fail-weave-not-given"),
            Failure::WeaveNot { weave, values } => l.format(
                "awd-fail-weave-not",
                &[
                    ("weave", weave.as_str().into()),
                    ("values", values.join(" / ").into()),
                ],
            ),
        }
    }
}

/// A yes/no selector for a Fluent message.
fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{L10n, Lang};
    use armoury_rules::armour::{ArmourPart, ArmourSet, NumberedPiece, PieceMeasure, award};
    use armoury_rules::ruleset::Comparison;
    use armoury_rules::ruleset::armour::Combine;
    use armoury_rules::{Ruleset, shipped};

    fn s(text: &str) -> String {
        text.to_string()
    }

    /// One saying of every kind the points method gives, with Ancalagon's ids.
    fn points_samples() -> Vec<ArmourSaying> {
        use ArmourSaying::*;
        vec![
            Unsafe {
                clause: s(
                    "Appendix 2, first point: \"First of all, the armor has to be safe for user and other players.\"",
                ),
            },
            UnknownSlotOrMaterial,
            Refused {
                requirement: s("armour.minimum.body.leather"),
                failure: Failure::NotMet {
                    measure: PieceMeasure::Thickness,
                    measured: s("1.5 mm"),
                    comparison: Comparison::AtLeast,
                    limit: s("2 mm"),
                },
            },
            Refused {
                requirement: s("armour.minimum.mail.wire"),
                failure: Failure::NotMeasured {
                    measure: PieceMeasure::Wire,
                },
            },
            Refused {
                requirement: s("armour.minimum.mail.weave"),
                failure: Failure::WeaveNotGiven,
            },
            Refused {
                requirement: s("armour.minimum.mail.weave"),
                failure: Failure::WeaveNot {
                    weave: s("2-in-1"),
                    values: vec![s("4-in-1"), s("6-in-1")],
                },
            },
            NoTable {
                material: s("other"),
                part: ArmourPart::Body,
                gm_max: Some(3),
            },
            NoTable {
                material: s("other"),
                part: ArmourPart::Helmet,
                gm_max: None,
            },
            TableNotMeasured {
                measure: PieceMeasure::Thickness,
            },
            NoRow {
                material: s("plate"),
                measure: PieceMeasure::Thickness,
                measured: s("0.5 mm"),
            },
            Scored {
                table: s("armour.points.body.plate"),
                band: 0,
                measured: s("1.5 mm"),
                points: 1,
                provisional: false,
            },
            Scored {
                table: s("armour.points.helmet.leather"),
                band: 0,
                measured: s("5.5 mm"),
                points: 1,
                provisional: true,
            },
            Incomplete { pieces: vec![1, 3] },
            ProvisionalTable,
            Restore,
            Body {
                combine: Combine::MeanRoundUp,
                points: vec![2, 3],
                value: 3,
            },
            Referred {
                pieces: vec![
                    NumberedPiece {
                        number: 2,
                        name: Some(s("gambeson")),
                        material: s("other"),
                    },
                    NumberedPiece {
                        number: 4,
                        name: None,
                        material: s("leather"),
                    },
                ],
                max: 3,
            },
            GmDecided {
                by: s("Mari"),
                points: 2,
                reason: Some(s("thick felt")),
                by_tables: 0,
            },
            GmDecided {
                by: s("Mari"),
                points: 2,
                reason: None,
                by_tables: 1,
            },
            Clamped {
                entered: 5,
                max: 3,
                awarded: 3,
            },
            Capped {
                body: 4,
                helmet: 2,
                sum: 6,
                max: 5,
            },
        ]
    }

    /// One saying of every kind the class method gives, with Five Oaths' ids.
    fn class_samples() -> Vec<ArmourSaying> {
        use ArmourSaying::*;
        vec![
            Qualifies {
                material: s("rigid-leather"),
                classes: vec![s("light"), s("heavy")],
            },
            QualifiesForNone {
                material: s("clothing"),
            },
            FeatWithoutPhysRep { class: s("heavy") },
            PhysRepWithoutFeat { class: s("light") },
            FeatsDoNotAdd {
                class: s("heavy"),
                provisional: true,
            },
            ProvisionalClasses {
                materials: vec![s("leather"), s("hide")],
            },
            Hits { class: s("heavy") },
        ]
    }

    fn cases() -> Vec<(Ruleset, Vec<ArmourSaying>)> {
        vec![
            (shipped::load("ancalagon-2011").unwrap(), points_samples()),
            (shipped::load("five-oaths").unwrap(), class_samples()),
        ]
    }

    #[test]
    fn the_english_lines_say_exactly_what_the_core_records() {
        for (rs, samples) in cases() {
            let en = Wording::new(L10n::new(Lang::En), &rs);
            let own = rs.words(&rs.meta.language);
            for says in samples {
                assert_eq!(en.armour_saying(&says), says.english(&own), "{says:?}");
            }
        }
    }

    #[test]
    fn every_armour_saying_has_its_own_estonian_line() {
        for (rs, samples) in cases() {
            let et = Wording::new(L10n::new(Lang::Et), &rs);
            let own = rs.words(&rs.meta.language);
            for says in samples {
                let line = et.armour_saying(&says);
                assert!(!line.contains("awd-"), "{says:?}: {line}");
                assert_ne!(line, says.english(&own), "{says:?}");
                assert!(!line.contains("1.5") && !line.contains("0.5"), "{line}");
            }
        }
    }

    #[test]
    fn an_estonian_award_names_the_rulesets_estonian_materials_and_clauses() {
        let rs = shipped::load("ancalagon-2011").unwrap();
        let file = "character = \"Kalev\"\n\
            [[piece]]\nslot = \"torso\"\nmaterial = \"plate\"\nthickness_mm = 1.5\nsafe = true\n\
            [[piece]]\nslot = \"arms\"\nmaterial = \"leather\"\nthickness_mm = 1\nsafe = true\n";
        let set = ArmourSet::parse("kalev.toml", file, &rs).unwrap();
        let award = award(&rs, &set).unwrap();
        let et = Wording::new(L10n::new(Lang::Et), &rs);
        let en = Wording::new(L10n::new(Lang::En), &rs);
        for piece in &award.pieces {
            assert_eq!(en.piece_reason(piece), piece.reason);
            let line = et.piece_reason(piece);
            assert!(line.contains("1,5 mm") || line.contains("1 mm"), "{line}");
            assert!(!line.contains("earns"), "{line}");
        }
        assert!(et.piece_reason(&award.pieces[0]).contains("punkt"));
        let notes = et.award_notes(&award);
        assert_eq!(en.award_notes(&award), award.notes);
        assert_eq!(notes.len(), award.notes.len());
        assert!(notes.iter().any(|n| n.starts_with("SUUNATUD")), "{notes:?}");
        assert!(notes.iter().any(|n| n.contains("taastuvad")), "{notes:?}");
    }

    #[test]
    fn an_award_recorded_without_sayings_shows_its_english_with_local_amounts() {
        let rs = shipped::load("ancalagon-2011").unwrap();
        let file =
            "[[piece]]\nslot = \"torso\"\nmaterial = \"plate\"\nthickness_mm = 1.5\nsafe = true\n";
        let set = ArmourSet::parse("old.toml", file, &rs).unwrap();
        let mut old = award(&rs, &set).unwrap();
        old.note_says.clear();
        old.pieces[0].says = None;
        let et = Wording::new(L10n::new(Lang::Et), &rs);
        assert_eq!(
            et.piece_reason(&old.pieces[0]),
            old.pieces[0].reason.replace("1.5", "1,5")
        );
        assert_eq!(et.award_notes(&old)[0], old.notes[0]);
    }
}
