//! Tests of `compile`.

use super::*;
use crate::Ruleset;

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

fn parse(armour: &str) -> Result<Ruleset, InputError> {
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
fn an_unknown_check_word_is_refused_on_its_line_with_the_known_words() {
    let text = format!("{HEAD}{POINTS}").replacen("check = \"at-least\"", "check = \"about\"", 1);
    let err = Ruleset::parse("mini.toml", &text).unwrap_err();
    let line = text
        .lines()
        .position(|l| l.contains("about"))
        .map(|i| i + 1);
    assert_eq!(err.location.line, line, "{err}");
    for word in ["`about`", "`at-least`", "`one-of`"] {
        assert!(err.message.contains(word), "{err}");
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
