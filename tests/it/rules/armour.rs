//! Armour awards by the shipped rulesets, table-driven: every minimum of
//! Ancalagon's Appendix 2 on both sides, the provisional table rows, the
//! rounded-up average, the cap of 5, the game master's clamp at 3, and the
//! Five Oaths feats.

use armoury_rules::armour::{ArmourSet, Award, GmEntry, Piece, Points, Standing, award};
use armoury_rules::units::Millimetres;
use armoury_rules::{Ruleset, shipped};

fn ancalagon() -> Ruleset {
    shipped::load("ancalagon-2011").unwrap()
}

fn five_oaths() -> Ruleset {
    shipped::load("five-oaths").unwrap()
}

fn piece(slot: &str, material: &str, thickness: Option<f64>) -> Piece {
    Piece {
        slot: Some(slot.into()),
        material: material.into(),
        thickness: thickness.map(Millimetres),
        ..Piece::default()
    }
}

fn mail(slot: &str, wire: f64, weave: &str) -> Piece {
    Piece {
        slot: Some(slot.into()),
        material: "chain".into(),
        wire: Some(Millimetres(wire)),
        weave: Some(weave.into()),
        ..Piece::default()
    }
}

fn judge(rs: &Ruleset, pieces: Vec<Piece>, gm: Option<GmEntry>) -> Award {
    let set = ArmourSet {
        character: Some("Test".into()),
        pieces,
        gm,
        ..ArmourSet::default()
    };
    award(rs, &set).unwrap()
}

fn points(award: &Award) -> &Points {
    award.points().unwrap()
}

#[test]
fn every_minimum_on_both_sides_and_every_table_row() {
    let rs = ancalagon();
    // (piece, points, the rule that refused or scored it)
    let cases: Vec<(Piece, u32, &str)> = vec![
        // body leather: at least 2 mm
        (
            piece("torso", "leather", Some(2.0)),
            1,
            "armour.points.body.leather",
        ),
        (
            piece("torso", "leather", Some(1.9)),
            0,
            "armour.minimum.body.leather",
        ),
        (
            piece("arms", "leather", Some(3.99)),
            1,
            "armour.points.body.leather",
        ),
        (
            piece("legs", "leather", Some(4.0)),
            2,
            "armour.points.body.leather",
        ),
        // body metal: at least 1 mm
        (
            piece("torso", "plate", Some(1.0)),
            2,
            "armour.points.body.plate",
        ),
        (
            piece("torso", "plate", Some(0.9)),
            0,
            "armour.minimum.body.metal",
        ),
        (
            piece("torso", "steel", Some(1.99)),
            2,
            "armour.points.body.plate",
        ),
        (
            piece("hands", "plate", Some(2.0)),
            3,
            "armour.points.body.plate",
        ),
        (
            piece("feet", "plate", Some(3.0)),
            4,
            "armour.points.body.plate",
        ),
        // helmet leather: at least 5 mm
        (
            piece("helmet", "leather", Some(5.0)),
            1,
            "armour.points.helmet.leather",
        ),
        (
            piece("helmet", "leather", Some(4.9)),
            0,
            "armour.minimum.helmet.leather",
        ),
        // helmet metal: at least 1 mm
        (
            piece("helmet", "plate", Some(1.0)),
            1,
            "armour.points.helmet.plate",
        ),
        (
            piece("helmet", "plate", Some(0.9)),
            0,
            "armour.minimum.helmet.metal",
        ),
        (
            piece("helmet", "plate", Some(2.0)),
            2,
            "armour.points.helmet.plate",
        ),
        // mail: wire OVER 1 mm, European 4-in-1 only
        (mail("torso", 1.0, "4-in-1"), 0, "armour.minimum.mail.wire"),
        (mail("torso", 1.01, "4-in-1"), 2, "armour.points.body.chain"),
        (
            mail("torso", 1.49, "European 4-in-1"),
            2,
            "armour.points.body.chain",
        ),
        (mail("torso", 1.5, "4-1"), 3, "armour.points.body.chain"),
        (mail("torso", 1.6, "6-in-1"), 0, "armour.minimum.mail.weave"),
        (
            mail("torso", 1.6, "Japanese 4-in-1"),
            0,
            "armour.minimum.mail.weave",
        ),
        (mail("helmet", 1.0, "4-in-1"), 0, "armour.minimum.mail.wire"),
        (
            mail("helmet", 1.01, "4in1"),
            1,
            "armour.points.helmet.chain",
        ),
        // other materials: no table, the game master decides
        (piece("torso", "other", None), 0, ""),
        (piece("torso", "cardboard", Some(5.0)), 0, ""),
    ];
    for (piece, expected, rule) in cases {
        let described = format!("{piece:?}");
        let award = judge(&rs, vec![piece], None);
        let result = &award.pieces[0];
        assert_eq!(
            result.points,
            Some(expected),
            "{described}: {}",
            result.reason
        );
        assert_eq!(
            result.rule.as_deref().unwrap_or(""),
            rule,
            "{described}: {}",
            result.reason
        );
        assert_eq!(
            result.provisional,
            expected > 0,
            "only table rows are provisional: {described}"
        );
        if expected == 0 {
            assert!(
                result.reason.contains("earns nothing"),
                "{described}: {}",
                result.reason
            );
        }
    }
}

/// A torso piece that earns `points` by the shipped tables.
fn worth(points: u32) -> Piece {
    match points {
        0 => piece("torso", "leather", Some(1.0)),
        1 => piece("torso", "leather", Some(3.0)),
        2 => piece("torso", "plate", Some(1.5)),
        3 => piece("torso", "plate", Some(2.5)),
        _ => piece("torso", "plate", Some(3.5)),
    }
}

#[test]
fn the_body_value_is_the_average_rounded_up_of_the_pieces_the_tables_score() {
    // Appendix 2: "By mixed armor the armor points are calculated as an
    // arithmetic average (rounded up) of all possible armor points". A piece
    // that earns nothing by the tables (0 below) is left out of the average
    // and the award is referred to the game master: "When the armor is made
    // using inadequate materials or clearly offers no protection, the amount
    // of armor points given, depends from the whim of the game master. But
    // can never exceed 3 points." (Armoury's reading.)
    let rs = ancalagon();
    // (pieces' points, body, referred)
    let cases: &[(&[u32], u32, bool)] = &[
        (&[1, 2, 2], 2, false),
        (&[1, 2], 2, false),
        (&[1, 1, 2], 2, false),
        (&[2, 2], 2, false),
        (&[1, 1, 1, 2], 2, false),
        (&[0, 1], 1, true),
        (&[0, 0, 1], 1, true),
        (&[0, 2, 1], 2, true),
        (&[0, 0], 0, true),
        (&[3, 4], 4, false),
        (&[4], 4, false),
        (&[1], 1, false),
    ];
    for (pieces, body, referred) in cases {
        let award = judge(&rs, pieces.iter().map(|p| worth(*p)).collect(), None);
        let earned: Vec<u32> = award.pieces.iter().filter_map(|p| p.points).collect();
        assert_eq!(&earned, pieces, "the fixture pieces earn what they should");
        for (result, points) in award.pieces.iter().zip(pieces.iter()) {
            let standing = if *points == 0 {
                Standing::Inadequate
            } else {
                Standing::Scored
            };
            assert_eq!(result.standing, standing, "{}", result.reason);
        }
        let p = points(&award);
        assert_eq!((p.body, p.referred), (*body, *referred), "{pieces:?}");
        assert_eq!(p.helmet, 0);
        assert_eq!(p.total, *body);
        assert_eq!(
            award.notes.iter().any(|n| n.starts_with("REFERRED")
                && n.contains("left out of the average")
                && n.contains("But can never exceed 3 points")),
            *referred,
            "{:?}",
            award.notes
        );
    }
}

#[test]
fn mail_over_a_thin_gambeson_does_not_average_down_silently() {
    let rs = ancalagon();
    let gambeson = piece("torso", "gambeson", None);
    let award = judge(
        &rs,
        vec![mail("torso", 1.6, "4-in-1"), gambeson.clone()],
        None,
    );
    let p = points(&award);
    assert_eq!((p.body, p.referred), (3, true), "{:?}", award.notes);
    assert_eq!(award.pieces[1].standing, Standing::Inadequate);
    // The game master's points (at most 3) then decide, and the referral is answered.
    let decided = judge(
        &rs,
        vec![mail("torso", 1.6, "4-in-1"), gambeson],
        Some(GmEntry {
            points: 3,
            by: "Tiit".into(),
            reason: None,
        }),
    );
    let p = points(&decided);
    assert_eq!((p.body, p.referred, p.gm_decided), (3, false, true));
}

#[test]
fn armour_must_be_safe_before_it_earns_anything() {
    // Appendix 2: "First of all, the armor has to be safe for user and other
    // players. Also it has to increase safety by providing real protection
    // to the wearer."
    let clause = "First of all, the armor has to be safe for user and other players.";
    let rs = ancalagon();
    let with = |safe: [Option<bool>; 2]| {
        let mut pieces = vec![worth(4), piece("helmet", "plate", Some(2.0))];
        for (piece, safe) in pieces.iter_mut().zip(safe) {
            piece.safe = safe;
        }
        judge(&rs, pieces, None)
    };
    // Both attested safe: the full award, complete.
    let award = with([Some(true), Some(true)]);
    assert!(award.attested);
    assert_eq!(points(&award).total, 5);
    assert!(award.notes.iter().all(|n| !n.starts_with("INCOMPLETE")));
    // A spiked breastplate attested unsafe earns nothing, with the clause.
    let award = with([Some(false), Some(true)]);
    assert!(award.attested);
    let breastplate = &award.pieces[0];
    assert_eq!(breastplate.standing, Standing::Unsafe);
    assert_eq!(breastplate.rule.as_deref(), Some("armour.safe"));
    assert!(
        breastplate.reason.contains(clause),
        "{}",
        breastplate.reason
    );
    let p = points(&award);
    assert_eq!((p.body, p.helmet, p.total, p.referred), (0, 2, 2, false));
    // An unsafe helmet earns nothing either.
    let award = with([Some(true), Some(false)]);
    assert_eq!(points(&award).helmet, 0);
    // One piece unanswered: the numbers are shown, the award is incomplete.
    let award = with([Some(true), None]);
    assert!(!award.attested);
    assert_eq!(points(&award).total, 5);
    assert!(
        award.notes[0].starts_with("INCOMPLETE: safety not attested for piece 2"),
        "{:?}",
        award.notes
    );
    let json = serde_json::to_value(&award).unwrap();
    assert_eq!(json["attested"], false);
    assert_eq!(json["pieces"][1]["safe"], serde_json::Value::Null);
}

#[test]
fn the_five_oaths_phys_rep_is_attested_safe_too() {
    let rs = five_oaths();
    let set = |safe: Option<bool>| ArmourSet {
        feats: vec!["Heavy Armour".into()],
        pieces: vec![Piece {
            material: "mail".into(),
            safe,
            ..Piece::default()
        }],
        ..ArmourSet::default()
    };
    let safe = award(&rs, &set(Some(true))).unwrap();
    assert!(safe.attested);
    assert_eq!(safe.hits().unwrap().per_location, 2);
    let spiked = award(&rs, &set(Some(false))).unwrap();
    assert_eq!(spiked.pieces[0].standing, Standing::Unsafe);
    assert_eq!(spiked.hits().unwrap().per_location, 0);
    assert!(spiked.pieces[0].reason.contains("NOT safe"));
    let unanswered = award(&rs, &set(None)).unwrap();
    assert!(!unanswered.attested);
}

#[test]
fn the_helmet_adds_in_full_and_the_total_never_exceeds_5() {
    let rs = ancalagon();
    let helmet = |mm: f64| piece("helmet", "plate", Some(mm));
    // (body pieces, helmet, body, helmet points, total, capped)
    type Case = (Vec<Piece>, Option<Piece>, u32, u32, u32, bool);
    let cases: Vec<Case> = vec![
        (vec![worth(4)], Some(helmet(2.0)), 4, 2, 5, true),
        (vec![worth(4), worth(4)], Some(helmet(2.5)), 4, 2, 5, true),
        (vec![worth(3)], Some(helmet(2.0)), 3, 2, 5, false),
        (vec![worth(4)], Some(helmet(1.0)), 4, 1, 5, false),
        (vec![worth(1), worth(2)], Some(helmet(1.5)), 2, 1, 3, false),
        (vec![], Some(helmet(2.0)), 0, 2, 2, false),
    ];
    for (mut pieces, helmet, body, helmet_points, total, capped) in cases {
        pieces.extend(helmet);
        let award = judge(&rs, pieces, None);
        let p = points(&award);
        assert_eq!(
            (p.body, p.helmet, p.total, p.capped),
            (body, helmet_points, total, capped),
            "{:?}",
            award.notes
        );
        assert!(award.provisional);
        assert_eq!(
            award.notes.iter().any(|n| n.contains("capped at 5")),
            capped
        );
    }
}

#[test]
fn the_game_master_decides_inadequate_armour_clamped_at_3() {
    let rs = ancalagon();
    let gm = |points: u32| {
        Some(GmEntry {
            points,
            by: "Tiit".into(),
            reason: Some("foam, but convincing".into()),
        })
    };
    // (entered, helmet mm, body, total, clamped)
    let cases = [
        (0, None, 0, 0, false),
        (2, None, 2, 2, false),
        (3, None, 3, 3, false),
        (4, None, 3, 3, true),
        (9, None, 3, 3, true),
        (3, Some(2.0), 3, 5, false),
        (4, Some(2.0), 3, 5, true),
    ];
    for (entered, helmet, body, total, clamped) in cases {
        let mut pieces = vec![piece("torso", "other", None)];
        pieces.extend(helmet.map(|mm| piece("helmet", "plate", Some(mm))));
        let award = judge(&rs, pieces, gm(entered));
        let p = points(&award);
        assert!(p.gm_decided);
        assert_eq!(
            (p.body, p.total, p.clamped),
            (body, total, clamped),
            "{entered}"
        );
        let record = p.gm.as_ref().unwrap();
        assert_eq!((record.entered, record.awarded), (entered, body));
        assert_eq!(record.by, "Tiit");
        assert_eq!(
            award.notes.iter().any(|n| n.starts_with("CLAMPED")),
            clamped,
            "{:?}",
            award.notes
        );
        assert_eq!(
            award.provisional,
            helmet.is_some(),
            "a GM-decided body is not provisional; a table helmet is"
        );
    }
}

#[test]
fn the_game_master_replaces_a_table_body_value_too() {
    let rs = ancalagon();
    let award = judge(
        &rs,
        vec![worth(4)],
        Some(GmEntry {
            points: 1,
            by: "Tiit".into(),
            reason: None,
        }),
    );
    assert_eq!(points(&award).body, 1);
    assert!(!award.provisional);
    assert_eq!(
        award.pieces[0].points,
        Some(4),
        "the pieces still explain the tables"
    );
}

#[test]
fn armour_tables_are_listed_as_provisional_values() {
    let rs = ancalagon();
    let listed: Vec<String> = rs.provisional_values().into_iter().map(|p| p.id).collect();
    for id in [
        "armour.points.body.leather from 2 mm, under 4 mm",
        "armour.points.body.chain over 1 mm, under 1.5 mm",
        "armour.points.body.plate from 3 mm",
        "armour.points.helmet.leather from 5 mm",
        "armour.points.helmet.chain over 1 mm",
        "armour.points.helmet.plate from 2 mm",
    ] {
        assert!(listed.iter().any(|l| l == id), "{id} not in {listed:?}");
    }
    let armour: Vec<_> = rs
        .provisional_values()
        .into_iter()
        .filter(|p| p.id.starts_with("armour."))
        .collect();
    assert_eq!(armour.len(), 11, "every table row: {armour:?}");
    for p in armour {
        assert!(p.provenance.contains("Armoury placeholder"), "{p:?}");
    }
    // Five Oaths: the classes are the source's; Armoury's own readings are listed.
    let listed: Vec<String> = five_oaths()
        .provisional_values()
        .into_iter()
        .map(|p| p.id)
        .collect();
    assert_eq!(
        listed,
        [
            "armour.materials.leather",
            "armour.materials.hide",
            "armour.materials.studded-leather",
            "armour.materials.foam-plate",
            "armour.feats.best-only",
        ]
    );
}

#[test]
fn a_ruleset_without_armour_rules_awards_nothing() {
    let text = shipped::source("ancalagon-2011").unwrap();
    let cut = text.find("\n[armour]\n").unwrap();
    let rs = Ruleset::parse("no-armour.toml", &text[..cut]).unwrap();
    assert!(rs.armour.is_none());
    let set = ArmourSet {
        pieces: vec![worth(1)],
        ..ArmourSet::default()
    };
    let err = award(&rs, &set).unwrap_err();
    assert!(err.message.contains("no [armour] section"), "{err}");
}

#[test]
fn five_oaths_feats_turn_the_phys_rep_into_armour_hits_on_every_location() {
    let rs = five_oaths();
    // (materials, feats, class, hits per location, provisional): the
    // Heavy Armour feat names "plated or rigid leather, mail, plate, or a
    // convincing metal look"; Armoury's readings beyond that are provisional.
    type Case<'a> = (&'a [&'a str], &'a [&'a str], Option<&'a str>, u32, bool);
    let cases: &[Case] = &[
        (&["mail"], &["Heavy Armour"], Some("heavy"), 2, false),
        (&["mail"], &["Light Armour"], Some("heavy"), 0, false),
        (&["mail"], &[], Some("heavy"), 0, false),
        (
            &["rigid leather"],
            &["Light Armour"],
            Some("heavy"),
            1,
            false,
        ),
        (
            &["rigid leather"],
            &["heavy armour"],
            Some("heavy"),
            2,
            false,
        ),
        (
            &["rigid leather"],
            &["Light Armour", "Heavy Armour"],
            Some("heavy"),
            2,
            true,
        ),
        (&["fur"], &["Light Armour"], Some("light"), 1, false),
        (&["fur"], &["Heavy Armour"], Some("light"), 0, false),
        (
            &["gambeson", "plate"],
            &["Light Armour"],
            Some("heavy"),
            1,
            false,
        ),
        (
            &["convincing metal look"],
            &["Heavy Armor"],
            Some("heavy"),
            2,
            false,
        ),
        (&["latex plate"], &["Heavy Armour"], Some("heavy"), 2, true),
        (
            &["studded leather"],
            &["Heavy Armour"],
            Some("heavy"),
            2,
            true,
        ),
        (&["leather"], &["Light Armour"], Some("light"), 1, true),
        (&["leather"], &["Heavy Armour"], Some("light"), 0, true),
        (&["hide"], &["Light Armour"], Some("light"), 1, true),
        (&["clothing"], &["Heavy Armour"], None, 0, false),
    ];
    for (materials, feats, class, hits, provisional) in cases {
        let set = ArmourSet {
            feats: feats.iter().map(|f| f.to_string()).collect(),
            pieces: materials
                .iter()
                .map(|m| Piece {
                    material: m.to_string(),
                    ..Piece::default()
                })
                .collect(),
            ..ArmourSet::default()
        };
        let award = award(&rs, &set).unwrap();
        let h = award.hits().unwrap();
        assert_eq!(h.class.as_deref(), *class, "{materials:?} {feats:?}");
        assert_eq!(
            h.per_location, *hits,
            "{materials:?} {feats:?}: {:?}",
            award.notes
        );
        assert_eq!(h.locations.len(), 6);
        assert!(h.locations.iter().all(|l| l.armour == *hits));
        assert!(award.points().is_none());
        assert_eq!(
            award.provisional, *provisional,
            "{materials:?} {feats:?}: {:?}",
            award.notes
        );
    }
}
