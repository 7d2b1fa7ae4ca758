//! Tests of `compile`.

use super::*;
use crate::ruleset::Comparison;

const MINIMAL: &str = r#"
[ruleset]
id = "mini"
name = "Mini"
version = "1"
effective = "2024-01-01"
source = "test"

[kinds.sword]
name = "Sword"
categories = "len"

[measures]
length = { name = "length", dimension = "length", show = "cm" }
weight = { name = "weight", dimension = "mass", show = "g" }

[flags]
stopper = "has a stopper"

[categories.len]
clause = "c"
measure = "length"
entries = [
  { id = "short", name = "short", up_to = "100 cm" },
  { id = "long", name = "long", above = "100 cm", below = "200 cm" },
]

[[rule]]
id = "sword.weight"
clause = "c1"
text = "light"
kinds = ["sword"]
check = "at-most"
measure = "weight"
limit = "1 lb"
"#;

fn with_rule(extra: &str) -> Result<Ruleset, InputError> {
    Ruleset::parse("mini.toml", &format!("{MINIMAL}\n[[rule]]\n{extra}"))
}

#[test]
fn a_minimal_ruleset_compiles_with_limits_in_canonical_units() {
    let rs = Ruleset::parse("mini.toml", MINIMAL).unwrap();
    assert_eq!(rs.meta.id, "mini");
    let rule = &rs.rules[0];
    let Check::Compare {
        measure,
        comparison,
        limit,
    } = &rule.check
    else {
        panic!("{:?}", rule.check);
    };
    assert_eq!(
        (measure.as_str(), *comparison),
        ("weight", Comparison::AtMost)
    );
    assert_eq!(
        limit.fixed(),
        Some(Quantity::Mass(crate::units::Grams(453.592_37)))
    );
    assert_eq!(limit.written, "1 lb");
    let set = rs.categories_for("sword").unwrap();
    assert_eq!(set.classify(1000.0).map(|c| c.id.as_str()), Some("short"));
    assert_eq!(set.classify(1000.1).map(|c| c.id.as_str()), Some("long"));
    assert_eq!(set.classify(2000.0), None);
}

#[test]
fn syntax_errors_name_file_and_line() {
    let err = Ruleset::parse("bad.toml", "[ruleset]\nid = \"x\"\nname = \n").unwrap_err();
    assert_eq!(err.location.file, "bad.toml");
    assert_eq!(err.location.line, Some(3));
}

#[test]
fn unknown_keys_are_refused_with_their_line() {
    let err = with_rule("id = \"x\"\nclause = \"c\"\ntext = \"t\"\nkinds = [\"sword\"]\ncheck = \"yes\"\nflag = \"stopper\"\nlimt = \"3 g\"").unwrap_err();
    assert!(err.message.contains("unknown field `limt`"), "{err}");
    assert!(err.location.line.is_some());
    assert!(err.to_string().contains("mini.toml:"), "{err}");
}

#[test]
fn semantic_errors_name_the_rule_field_and_value() {
    let cases = [
        (
            "check = \"at-most\"\nmeasure = \"weight\"\nlimit = \"3 cm\"",
            "limit",
            "does not measure",
        ),
        (
            "check = \"at-most\"\nmeasure = \"girth\"\nlimit = \"3 cm\"",
            "measure",
            "no such measure",
        ),
        (
            "check = \"at-most\"\nmeasure = \"weight\"",
            "limit",
            "needs `limit`",
        ),
        ("check = \"yes\"\nflag = \"sharp\"", "flag", "no such flag"),
        (
            "check = \"yes\"\nflag = \"stopper\"\ncategory = \"huge\"",
            "category",
            "not a length category",
        ),
        (
            "check = \"yes\"\nflag = \"stopper\"\nprovisional = true",
            "x",
            "needs a `provenance`",
        ),
        (
            "check = \"at-most\"\nmeasure = \"weight\"\nlimit = \"-3 g\"",
            "limit",
            "negative",
        ),
    ];
    for (body, field, message) in cases {
        let err = with_rule(&format!(
            "id = \"x\"\nclause = \"c\"\ntext = \"t\"\nkinds = [\"sword\"]\n{body}"
        ))
        .unwrap_err();
        assert!(
            err.key.as_deref().is_some_and(|k| k.contains(field)),
            "{body}: {err}"
        );
        assert!(err.message.contains(message), "{body}: {err}");
        assert!(err.location.line.is_some_and(|l| l > 35), "{body}: {err}");
    }
}

#[test]
fn unknown_words_are_refused_on_their_line_with_the_known_words() {
    let rule = "id = \"x\"\nclause = \"c\"\ntext = \"t\"\nkinds = [\"sword\"]\n";
    let line = MINIMAL.lines().count() + 2 + 5;
    for (body, words) in [
        (
            "check = \"maybe\"",
            &["`maybe`", "`at-least`", "`material-width`"][..],
        ),
        (
            "check = \"yes\"\nflag = \"stopper\"\neffect = \"sometimes\"",
            &["`sometimes`", "`blocking`", "`capability`"][..],
        ),
    ] {
        let err = with_rule(&format!("{rule}{body}")).unwrap_err();
        for word in words {
            assert!(err.message.contains(word), "{body}: {err}");
        }
        let at = line + body.lines().count() - 1;
        assert_eq!(err.location.line, Some(at), "{body}: {err}");
    }
}

#[test]
fn duplicate_rule_ids_are_refused() {
    let err = with_rule("id = \"sword.weight\"\nclause = \"c\"\ntext = \"t\"\nkinds = [\"sword\"]\ncheck = \"yes\"\nflag = \"stopper\"").unwrap_err();
    assert!(err.message.contains("duplicate"), "{err}");
}

#[test]
fn overlapping_categories_are_refused() {
    let text = MINIMAL.replace("above = \"100 cm\"", "from = \"100 cm\"");
    let err = Ruleset::parse("mini.toml", &text).unwrap_err();
    assert!(err.message.contains("overlaps"), "{err}");
}

#[test]
fn a_bad_effective_date_is_refused() {
    let err =
        Ruleset::parse("mini.toml", &MINIMAL.replace("2024-01-01", "2024-13-01")).unwrap_err();
    assert_eq!(err.key.as_deref(), Some("ruleset.effective"));
    assert_eq!(err.value.as_deref(), Some("2024-13-01"));
}

#[test]
fn effective_dates_are_real_calendar_days() {
    for (date, real) in [
        ("2024-01-01", true),
        ("2028-02-29", true),
        ("2026-02-29", false),
        ("2026-02-31", false),
        ("2026-04-31", false),
        ("2026-13-01", false),
        ("20260101", false),
        ("2026-1-01", false),
        ("", false),
    ] {
        assert_eq!(is_iso_date(date), real, "{date}");
    }
    let err =
        Ruleset::parse("mini.toml", &MINIMAL.replace("2024-01-01", "2026-02-31")).unwrap_err();
    assert_eq!(err.key.as_deref(), Some("ruleset.effective"));
    assert_eq!(err.value.as_deref(), Some("2026-02-31"));
    assert!(Ruleset::parse("mini.toml", &MINIMAL.replace("2024-01-01", "2028-02-29")).is_ok());
}

#[test]
fn the_effective_date_is_optional_never_invented() {
    let rs = Ruleset::parse(
        "mini.toml",
        &MINIMAL.replace("effective = \"2024-01-01\"\n", ""),
    )
    .unwrap();
    assert_eq!(rs.meta.effective, None);
    assert_eq!(
        Ruleset::parse("mini.toml", MINIMAL)
            .unwrap()
            .meta
            .effective
            .as_deref(),
        Some("2024-01-01")
    );
}

#[test]
fn interpretations_are_read_with_unique_ids() {
    let one = "\n[[interpretation]]\nid = \"armour.reading\"\nclause = \"c\"\ntext = \"ours\"\n";
    let rs = Ruleset::parse("mini.toml", &format!("{MINIMAL}{one}")).unwrap();
    assert_eq!(rs.interpretations.len(), 1);
    assert_eq!(rs.interpretations[0].text, "ours");
    let err = Ruleset::parse("mini.toml", &format!("{MINIMAL}{one}{one}")).unwrap_err();
    assert!(err.message.contains("unique"), "{err}");
    let bad = one.replace("armour.reading", "Armour Reading");
    let err = Ruleset::parse("mini.toml", &format!("{MINIMAL}{bad}")).unwrap_err();
    assert_eq!(err.value.as_deref(), Some("Armour Reading"));
}
