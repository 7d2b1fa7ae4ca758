//! Tests of `character`.

use super::*;
use crate::play::script::lex_line;

fn declare(text: &str) -> Result<(Character, Vec<(String, crate::saying::Said)>), PlayError> {
    let catalogue = Catalogue::builtin().expect("catalogue");
    let (_, tokens) = lex_line(text).expect("lexes");
    Character::declare(&catalogue, Kind::Character, "X", &tokens, Time::ZERO)
}

/// (rule, declaration, torso body, torso armour, vigour)
#[test]
fn declarations_turn_feats_and_armour_into_hits() {
    let rows: &[(&str, &str, i32, i32, u32)] = &[
        ("defaults: 1 Body, 0 Armour, 1 Vigour", "", 1, 0, 1),
        ("sworn: +5 Vigour", "sworn", 1, 0, 6),
        ("feat Vigour adds", "sworn vigour=2", 1, 0, 8),
        (
            "heavy armour with its feat: +2",
            "feats=\"Heavy Armour\" armour=heavy",
            1,
            2,
            1,
        ),
        (
            "light armour with its feat: +1",
            "feats=\"Light Armour, Toughness\" armour=light",
            1,
            1,
            1,
        ),
        (
            "heavy armour without the feat: nothing",
            "armour=heavy",
            1,
            0,
            1,
        ),
        ("monsters may simply have hits", "body=3 armour=2", 3, 2, 1),
        (
            "one location raised",
            "torso.body=4 torso.armour=1",
            4,
            1,
            1,
        ),
    ];
    for (rule, text, body, armour, vigour) in rows {
        let (c, _) = declare(text).unwrap_or_else(|e| panic!("{rule}: {e}"));
        let torso = c.hits(Location::Torso);
        assert_eq!(
            (torso.body, torso.armour, c.vigour),
            (*body, *armour, *vigour),
            "{rule}"
        );
    }
    let (_, notes) = declare("armour=heavy").expect("declares");
    assert!(
        notes[0].0.contains("without the Heavy Armour feat"),
        "{notes:?}"
    );
}

#[test]
fn bad_declarations_are_refused_with_their_value() {
    for (text, words) in [
        (
            "category=elf",
            "category=\"elf\": expected one of Mortal, Beast, Gwyllt, Undead",
        ),
        (
            "body=0",
            "body=\"0\": expected a whole number of at least 1",
        ),
        (
            "armour=paper",
            "armour=\"paper\": expected none, a number, or light, heavy",
        ),
        ("colour=red", "\"colour\" is not a key"),
        ("flying", "\"flying\" is not known here"),
        ("resist=\"Strikedown\"", "resist feat"),
    ] {
        let error = declare(text).expect_err(text).to_string();
        assert!(error.contains(words), "{text}: {error}");
    }
}

/// (rule, location at 0, unconscious, fallen, can stand)
#[test]
fn unusable_locations_have_consequences() {
    let rows: &[(&str, &[Location], bool, bool, bool)] = &[
        ("all well", &[], false, false, true),
        ("head: unconscious", &[Location::Head], true, false, false),
        ("torso: unconscious", &[Location::Torso], true, false, false),
        (
            "an arm: still conscious",
            &[Location::LeftArm],
            false,
            false,
            true,
        ),
        (
            "one leg: falls, may struggle up",
            &[Location::LeftLeg],
            false,
            true,
            true,
        ),
        (
            "both legs: cannot stand",
            &[Location::LeftLeg, Location::RightLeg],
            false,
            true,
            false,
        ),
    ];
    for (rule, hurt, unconscious, fallen, stand) in rows {
        let (mut c, _) = declare("").expect("declares");
        for l in *hurt {
            c.locations[l.index()].damage(1, -1);
        }
        assert_eq!(
            (c.unconscious(), c.fallen(), c.can_stand()),
            (*unconscious, *fallen, *stand),
            "{rule}"
        );
    }
    let (mut c, _) = declare("").expect("declares");
    c.locations[Location::RightArm.index()].damage(1, -1);
    let catalogue = Catalogue::builtin().expect("catalogue");
    assert!(
        c.conditions(&catalogue)
            .iter()
            .any(|s| s.to_string().contains("right-arm useless (drops"))
    );
}
