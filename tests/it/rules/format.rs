//! The rules format's general features, on a made-up game's rules
//! (`tests/fixtures/format-extensions.toml`): derived limits, conditions,
//! exemptions, new dimensions, neighbouring kinds. Each on both sides.

use armoury_rules::check::{Outcome, Status, Verdict, check};
use armoury_rules::item::Item;
use armoury_rules::ruleset::Ruleset;

fn ruleset() -> Ruleset {
    let text = include_str!("../../fixtures/format-extensions.toml");
    Ruleset::parse("format-extensions.toml", text).unwrap()
}

/// An item of `kind` with measures written `measure value unit`.
fn item(rs: &Ruleset, kind: &str, measures: &[&str]) -> Item {
    let mut item = Item::new(kind);
    for text in measures {
        let (measure, amount) = text.split_once(' ').unwrap();
        let (value, unit) = armoury_rules::units::parse_quantity_text(amount).unwrap();
        let dimension = rs.measures[measure].dimension;
        let quantity = unit.to_quantity(value, dimension).unwrap();
        item.set_measure(measure, quantity).unwrap();
    }
    item
}

fn status(verdict: &Verdict, rule: &str) -> Option<Status> {
    verdict
        .findings
        .iter()
        .find(|f| f.rule == rule)
        .map(|f| f.status)
}

const SWORD: &[&str] = &[
    "length 40 in",
    "weight 14 oz",
    "handle 13 in",
    "tip.ring 0.25 in",
];

fn sword(rs: &Ruleset, changes: &[&str]) -> Verdict {
    let mut measures: Vec<&str> = SWORD
        .iter()
        .filter(|m| {
            !changes
                .iter()
                .any(|c| c.split(' ').next() == m.split(' ').next())
        })
        .copied()
        .collect();
    measures.extend(changes.iter().filter(|c| !c.ends_with(" -")));
    check(rs, &item(rs, "one-hand", &measures))
}

#[test]
fn the_sample_sword_is_approved() {
    let rs = ruleset();
    let verdict = sword(&rs, &[]);
    assert_eq!(
        verdict.verdict,
        Outcome::Approved,
        "{:#?}",
        verdict.findings
    );
}

#[test]
fn a_minimum_weight_applies_from_a_length_on() {
    let rs = ruleset();
    // 24 in long: the rule applies, on both sides of 12 oz (340.19 g).
    let at = |length: &str, weight: &str| {
        status(
            &sword(&rs, &[length, weight, "handle 10 in"]),
            "one-hand.weight",
        )
    };
    assert_eq!(at("length 24 in", "weight 12 oz"), Some(Status::Pass));
    assert_eq!(at("length 24 in", "weight 11.99 oz"), Some(Status::Fail));
    assert_eq!(at("length 24 in", "weight 340.2 g"), Some(Status::Pass));
    assert_eq!(at("length 24 in", "weight 340.1 g"), Some(Status::Fail));
    assert_eq!(at("length 609.6 mm", "weight 340.2 g"), Some(Status::Pass));
    // Just under 24 in: no minimum at all.
    assert_eq!(at("length 23.9 in", "weight 5 oz"), None);
    assert_eq!(at("length 609.5 mm", "weight 5 oz"), None);
    // Length unknown: the weight rule says what it needs.
    let verdict = sword(&rs, &["length -"]);
    let finding = verdict
        .findings
        .iter()
        .find(|f| f.rule == "one-hand.weight");
    assert_eq!(finding.map(|f| f.status), Some(Status::Unmeasured));
    assert!(finding.is_some_and(|f| f.message.contains("decides whether")));
}

#[test]
fn a_derived_handle_limit_on_both_sides_of_each_branch() {
    let rs = ruleset();
    let handle = |length: &str, handle: &str| {
        let verdict = sword(&rs, &[length, handle, "weight 20 oz"]);
        let finding = verdict
            .findings
            .into_iter()
            .find(|f| f.rule == "one-hand.handle");
        finding.map(|f| (f.status, f.limit.unwrap_or_default()))
    };
    // 45 in: a third of the length (15 in) is the greater.
    assert_eq!(
        handle("length 45 in", "handle 15 in"),
        Some((Status::Pass, "≤ 15 in".into()))
    );
    assert_eq!(
        handle("length 45 in", "handle 15.01 in").map(|h| h.0),
        Some(Status::Fail)
    );
    // 30 in: 12 in is the greater.
    assert_eq!(
        handle("length 30 in", "handle 12 in"),
        Some((Status::Pass, "≤ 12 in".into()))
    );
    assert_eq!(
        handle("length 30 in", "handle 12.01 in").map(|h| h.0),
        Some(Status::Fail)
    );
    // 20 in: half the length (10 in) caps it.
    assert_eq!(
        handle("length 20 in", "handle 10 in").map(|h| h.0),
        Some(Status::Pass)
    );
    assert_eq!(
        handle("length 20 in", "handle 254.1 mm").map(|h| h.0),
        Some(Status::Fail)
    );
    // Without the length the limit cannot be worked out.
    let verdict = sword(&rs, &["length -"]);
    let finding = verdict
        .findings
        .iter()
        .find(|f| f.rule == "one-hand.handle");
    assert_eq!(finding.map(|f| f.status), Some(Status::Unmeasured));
    assert!(finding.is_some_and(|f| f.message.contains("worked out from")));
}

#[test]
fn a_ring_protrusion_with_its_round_tip_exemption() {
    let rs = ruleset();
    let ring = |changes: &[&str]| status(&sword(&rs, changes), "tip.ring");
    assert_eq!(ring(&["tip.ring 0.5 in"]), Some(Status::Pass));
    assert_eq!(ring(&["tip.ring 12.7 mm"]), Some(Status::Pass));
    assert_eq!(ring(&["tip.ring 12.8 mm"]), Some(Status::Fail));
    // A half-circle tip of at least 1.5 in radius is exempt, however far it goes through.
    assert_eq!(
        ring(&["tip.ring 2 in", "tip.radius 1.5 in"]),
        Some(Status::Pass)
    );
    assert_eq!(
        ring(&["tip.ring 2 in", "tip.radius 1.49 in"]),
        Some(Status::Fail)
    );
    let verdict = sword(&rs, &["tip.ring 2 in", "tip.radius 1.5 in"]);
    let exempt = verdict.findings.iter().find(|f| f.rule == "tip.ring");
    assert!(exempt.is_some_and(|f| f.message.starts_with("exempt: tip radius 1.5 in")));
    // Its measured value and limit are the exemption's, not the ring's.
    let shown = exempt.map(|f| (f.measured.as_deref(), f.limit.as_deref()));
    assert_eq!(shown, Some((Some("1.5 in"), Some("≥ 1.5 in"))));
    // The ring field is the caliper's (its depth rod) though shown in inches.
    assert!(rs.measures["tip.ring"].caliper);
    assert!(!rs.measures["length"].caliper);
}

#[test]
fn flex_energy_and_area_on_both_sides() {
    let rs = ruleset();
    assert_eq!(
        status(&sword(&rs, &["flex 45 deg"]), "flex"),
        Some(Status::Pass)
    );
    assert_eq!(
        status(&sword(&rs, &["flex 45.5 deg"]), "flex"),
        Some(Status::Fail)
    );
    let crossbow = |energy: &str| check(&rs, &item(&rs, "crossbow", &[energy])).verdict;
    assert_eq!(crossbow("energy 450 in-lb"), Outcome::Approved);
    assert_eq!(crossbow("energy 451 in-lb"), Outcome::Rejected);
    assert_eq!(crossbow("energy 50.84 J"), Outcome::Approved);
    assert_eq!(crossbow("energy 50.85 J"), Outcome::Rejected);
    let shield = |face: &str, height: &str| {
        let measures = [face, height, "wielder.height 70 in"];
        check(&rs, &item(&rs, "shield", &measures)).verdict
    };
    assert_eq!(shield("face 432 in2", "height 52 in"), Outcome::Approved);
    assert_eq!(shield("face 3.01 sq ft", "height 52 in"), Outcome::Rejected);
    assert_eq!(shield("face 2787 cm2", "height 52 in"), Outcome::Approved);
    assert_eq!(shield("face 432 in2", "height 52.1 in"), Outcome::Rejected);
    assert_eq!(shield("face 432 in2", "height 132 cm"), Outcome::Approved);
}

#[test]
fn a_failing_class_names_the_neighbour_it_would_pass_as() {
    let rs = ruleset();
    // 50 in presented as one-handed: too long, but a fine two-hander.
    let verdict = sword(&rs, &["length 50 in", "handle 16 in"]);
    assert_eq!(verdict.verdict, Outcome::Rejected);
    assert_eq!(verdict.kind, "one-hand");
    assert_eq!(verdict.passes_as, vec!["two-hand".to_string()]);
    // Approved as presented: nothing offered.
    assert!(sword(&rs, &[]).passes_as.is_empty());
    // Failing both ways: nothing offered.
    let verdict = sword(&rs, &["length 50 in", "handle 30 in"]);
    assert!(verdict.passes_as.is_empty());
    assert_eq!(rs.kinds["one-hand"].colour.as_deref(), Some("blue"));
}

#[test]
fn formula_mistakes_are_refused_with_the_rule_field_and_value() {
    let text = include_str!("../../fixtures/format-extensions.toml");
    for (from, to, message) in [
        (
            "limit = \"wielder.height - 18 in\"",
            "limit = \"wielder.height - 18 oz\"",
            "where a length is needed",
        ),
        (
            "when = \"length >= 24 in\"",
            "when = \"reach >= 24 in\"",
            "`reach`",
        ),
        (
            "unless = \"tip.radius >= 1 1/2 in\"",
            "unless = \"tip.radius >=\"",
            "ends too soon",
        ),
        (
            "limit = \"min(max(12 in, length / 3), length / 2)\"",
            "limit = \"mean(12 in, length)\"",
            "not a function",
        ),
        (
            "neighbours = [\"two-hand\"]",
            "neighbours = [\"great\"]",
            "neighbour",
        ),
    ] {
        assert!(text.contains(from), "{from}");
        let err = Ruleset::parse("f.toml", &text.replacen(from, to, 1)).unwrap_err();
        assert!(err.message.contains(message), "{to}: {err}");
        assert!(err.location.line.is_some(), "{to}: {err}");
        assert!(
            err.says.as_ref().is_some_and(|s| s.id.starts_with("inp-")),
            "{to}: {err}"
        );
    }
}
