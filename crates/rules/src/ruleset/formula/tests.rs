//! Tests of `formula`: reading limits and conditions, and working them out.

use super::*;
use crate::units::{Grams, Millimetres};

fn known(id: &str) -> Option<Dimension> {
    match id {
        "length" | "handle" | "wielder.height" | "tip.radius" => Some(Dimension::Length),
        "weight" => Some(Dimension::Mass),
        _ => None,
    }
}

fn inches(n: f64) -> Quantity {
    Quantity::Length(Millimetres(n * 25.4))
}

fn measures(pairs: &[(&str, Quantity)]) -> BTreeMap<String, Quantity> {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

fn limit(text: &str) -> Limit {
    match read_limit(text, Dimension::Length, &known) {
        Ok(limit) => limit,
        Err(e) => panic!("{text}: {e:?}"),
    }
}

#[test]
fn a_plain_amount_is_fixed_and_exact() {
    let twelve = read_limit("12 oz", Dimension::Mass, &known);
    let fixed = twelve.ok().and_then(|l| l.fixed());
    assert_eq!(fixed, Some(Quantity::Mass(Grams(12.0 * 28.349_523_125))));
    let half = limit("2 1/2 in");
    assert_eq!(half.fixed(), Some(inches(2.5)));
    assert_eq!(half.written, "2 1/2 in");
}

#[test]
fn the_greater_of_and_at_most_half_work_out_from_the_length() {
    let handle = limit("min(max(12 in, length / 3), length / 2)");
    assert_eq!(handle.fixed(), None);
    assert_eq!(handle.measures(), vec!["length"]);
    let value = |l: f64| {
        handle
            .value(&measures(&[("length", inches(l))]), Dimension::Length)
            .map(|q| q.canonical() / 25.4)
    };
    // Short: half the length wins; middle: 12 in; long: a third.
    assert_eq!(value(20.0), Ok(10.0));
    assert!(value(30.0).is_ok_and(|v| (v - 12.0).abs() < 1e-9));
    assert!(value(45.0).is_ok_and(|v| (v - 15.0).abs() < 1e-9));
    assert_eq!(
        handle.value(&BTreeMap::new(), Dimension::Length),
        Err("length".to_string())
    );
}

#[test]
fn fractions_subtraction_and_brackets() {
    let shield = limit("wielder.height - 18 in");
    let m = measures(&[("wielder.height", inches(70.0))]);
    assert!(
        shield
            .value(&m, Dimension::Length)
            .is_ok_and(|q| (q.canonical() - inches(52.0).canonical()).abs() < 1e-9)
    );
    let two_thirds = limit("2/3 * length");
    let m = measures(&[("length", inches(36.0))]);
    assert!(
        two_thirds
            .value(&m, Dimension::Length)
            .is_ok_and(|q| (q.canonical() - inches(24.0).canonical()).abs() < 1e-9)
    );
    let bracketed = limit("(length - 1/2 in) / 2");
    assert_eq!(bracketed.measures(), vec!["length"]);
    assert!(limit("min(length / 2, 36 in)").fixed().is_none());
}

#[test]
fn dimensions_must_fit() {
    let refused = |text: &str| read_limit(text, Dimension::Length, &known).err();
    assert!(matches!(
        refused("weight / 2"),
        Some(FormulaError::Mismatch { .. })
    ));
    assert!(matches!(
        refused("length + 12 oz"),
        Some(FormulaError::Mismatch { .. })
    ));
    assert!(matches!(
        refused("12 oz"),
        Some(FormulaError::UnitMeasuresNot { .. })
    ));
    assert!(matches!(
        refused("3 furlongs"),
        Some(FormulaError::Amount(_))
    ));
    assert!(matches!(
        refused("length / 3 in"),
        Some(FormulaError::Mismatch { .. })
    ));
    assert!(matches!(
        refused("length * length"),
        Some(FormulaError::Mismatch { .. })
    ));
    assert!(matches!(
        refused("max(12 in, reach / 3)"),
        Some(FormulaError::UnknownMeasure { .. })
    ));
    assert!(matches!(
        refused("avg(12 in, length)"),
        Some(FormulaError::UnknownFunction { .. })
    ));
    assert!(matches!(
        refused("max(12 in"),
        Some(FormulaError::Syntax { .. })
    ));
    assert!(matches!(
        refused("12 in +"),
        Some(FormulaError::Syntax { .. })
    ));
    assert!(matches!(
        refused("length 12"),
        Some(FormulaError::Syntax { .. })
    ));
    assert!(matches!(refused("3"), Some(FormulaError::Amount(_))));
    let area = read_limit("length * length", Dimension::Area, &known);
    assert!(area.is_ok());
    for error in [refused("weight / 2"), refused("max(12 in")]
        .into_iter()
        .flatten()
    {
        assert!(error.said().1.id.contains("formula"));
    }
}

#[test]
fn conditions_are_flags_or_comparisons() {
    let is_flag = |f: &str| f == "core.hollow";
    let read = |text: &str| read_condition(text, &is_flag, &known);
    assert_eq!(
        read("core.hollow"),
        Ok(Condition::Flag("core.hollow".into()))
    );
    let from_24 = read("length >= 24 in");
    let Ok(condition) = from_24 else {
        panic!("{from_24:?}");
    };
    let holds = |l: f64| condition.holds(&measures(&[("length", inches(l))]), |_| None);
    assert_eq!(holds(24.0), Ok(Some(true)));
    assert_eq!(holds(23.9), Ok(Some(false)));
    assert_eq!(
        condition.holds(&BTreeMap::new(), |_| None),
        Err("length".to_string())
    );
    assert!(matches!(
        read("tip.radius ≥ 1.5 in"),
        Ok(Condition::Measure { .. })
    ));
    assert!(matches!(
        read("length < 48 in"),
        Ok(Condition::Measure {
            comparison: Comparison::LessThan,
            ..
        })
    ));
    assert!(matches!(
        read("stopper"),
        Err(FormulaError::UnknownFlag { .. })
    ));
    assert!(matches!(
        read("reach >= 2 in"),
        Err(FormulaError::UnknownMeasure { .. })
    ));
    assert!(matches!(
        read("length >= 2 oz"),
        Err(FormulaError::UnitMeasuresNot { .. })
    ));
    assert_eq!(
        read("length >= 24 in").map(|c| c.to_string()),
        Ok("length ≥ 24 in".to_string())
    );
}
