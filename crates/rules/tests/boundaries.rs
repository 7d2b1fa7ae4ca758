//! Every shipped weapon ruleset that has a boundary table, checked on both
//! sides of every rule, from data only: no game is named here.
//!
//! For a ruleset `ID`, `tests/boundaries/ID.toml` names a passing example
//! item per kind (files in `examples/rulesets/ID/pass/`) and lists rows:
//! a rule, a kind, item-file lines that change the kind's example, and the
//! status the rule must then give (`pass`, `fail`, `unmeasured`, `referred`,
//! or `absent` where a condition keeps the rule from applying). This test
//! proves:
//! - every example in `pass/` is approved and every one in `fail/` fails
//!   a rule (not merely a missing value);
//! - every row gives its status, and the verdict that status implies
//!   (a passing row leaves the example approved);
//! - every rule has a passing and a failing row, and every rule comparing a
//!   measure has both in metric units and in imperial ones (`12 oz` and
//!   `340.2 g`; for a limit worked out from other measures, the row may
//!   write those), so a limit is exact in both.

// Tests may fail loudly: the crate's lints deny these in the library only.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use armoury_rules::check::{Outcome, Status, Verdict, check};
use armoury_rules::item::Item;
use armoury_rules::ruleset::{Check, Ruleset};
use armoury_rules::shipped;
use armoury_rules::units::Unit;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    /// The passing example of each kind, a file in `pass/`.
    bases: BTreeMap<String, String>,
    row: Vec<Row>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    rule: String,
    kind: String,
    /// Item-file lines that replace or add values.
    #[serde(default)]
    set: String,
    /// Measures, flags or parts to take away.
    #[serde(default)]
    unset: Vec<String>,
    expect: Expect,
}

#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Expect {
    Pass,
    Fail,
    Unmeasured,
    Referred,
    Absent,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn tables() -> Vec<(String, Table)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/boundaries");
    let mut tables: Vec<(String, Table)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .map(|path| {
            let id = path.file_stem().unwrap().to_string_lossy().to_string();
            let text = std::fs::read_to_string(&path).unwrap();
            let table: Table =
                toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (id, table)
        })
        .collect();
    tables.sort_by(|a, b| a.0.cmp(&b.0));
    tables
}

fn examples(id: &str, outcome: &str) -> Vec<PathBuf> {
    let dir = root().join("examples/rulesets").join(id).join(outcome);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
}

fn read_item(rs: &Ruleset, path: &Path) -> Item {
    let text = std::fs::read_to_string(path).unwrap();
    Item::parse(&path.display().to_string(), &text, rs)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The kind's example with the row's changes.
fn row_item(rs: &Ruleset, id: &str, table: &Table, row: &Row) -> Item {
    let base = table
        .bases
        .get(&row.kind)
        .unwrap_or_else(|| panic!("{id}: no base example for kind {}", row.kind));
    let mut item = read_item(
        rs,
        &root()
            .join("examples/rulesets")
            .join(id)
            .join("pass")
            .join(base),
    );
    assert_eq!(item.kind, row.kind, "{id}: {base} is not a {}", row.kind);
    let changes = Item::parse(
        &format!("{id} row {}", row.rule),
        &format!("kind = \"{}\"\n{}", row.kind, row.set),
        rs,
    )
    .unwrap_or_else(|e| panic!("{id} row {}: {e}", row.rule));
    item.measures.extend(changes.measures);
    item.materials.extend(changes.materials);
    item.flags.extend(changes.flags);
    for name in &row.unset {
        let known = item.measures.remove(name).is_some()
            | item.flags.remove(name).is_some()
            | item.materials.remove(name).is_some();
        assert!(
            known,
            "{id} row {}: unset `{name}` is not in the item",
            row.rule
        );
    }
    item
}

/// The row's rule's status, from its finding or its capability.
fn status(verdict: &Verdict, rule: &str) -> Expect {
    if let Some(f) = verdict.findings.iter().find(|f| f.rule == rule) {
        return match f.status {
            Status::Pass => Expect::Pass,
            Status::Fail => Expect::Fail,
            Status::Unmeasured => Expect::Unmeasured,
            Status::Referred => Expect::Referred,
        };
    }
    match verdict.capabilities.iter().find(|c| c.rule == rule) {
        Some(c) if c.granted => Expect::Pass,
        Some(_) => Expect::Fail,
        None => Expect::Absent,
    }
}

/// Which unit systems a row's lines write any of `measures` in.
fn unit_systems(set: &str, measures: &[&str]) -> (bool, bool) {
    let (mut metric, mut imperial) = (false, false);
    for line in set.lines() {
        let Some((key, _)) = line.split_once('=') else {
            continue;
        };
        let key = key.trim().trim_matches('"');
        let Some((m, unit)) = key.rsplit_once('_') else {
            continue;
        };
        if !measures.contains(&m) {
            continue;
        }
        match unit.parse::<Unit>() {
            Ok(Unit::Degree) => (metric, imperial) = (true, true),
            Ok(
                Unit::Inch
                | Unit::Foot
                | Unit::Ounce
                | Unit::Pound
                | Unit::InchPound
                | Unit::SquareInch
                | Unit::SquareFoot,
            ) => imperial = true,
            Ok(_) => metric = true,
            Err(_) => {}
        }
    }
    (metric, imperial)
}

#[test]
fn there_are_boundary_tables_and_each_names_a_shipped_ruleset() {
    let tables = tables();
    assert!(!tables.is_empty());
    for (id, _) in &tables {
        assert!(shipped::load(id).is_ok(), "{id} is not shipped");
    }
}

#[test]
fn every_example_passes_or_fails_as_its_folder_says() {
    for (id, _) in tables() {
        let rs = shipped::load(&id).unwrap();
        for path in examples(&id, "pass") {
            let verdict = check(&rs, &read_item(&rs, &path));
            assert_eq!(
                verdict.verdict,
                Outcome::Approved,
                "{}: {:#?}",
                path.display(),
                verdict.findings
            );
        }
        let failing = examples(&id, "fail");
        assert!(!failing.is_empty(), "{id}: no failing examples");
        for path in failing {
            let verdict = check(&rs, &read_item(&rs, &path));
            // Failing a rule, not merely missing a value.
            assert_ne!(verdict.verdict, Outcome::Approved, "{}", path.display());
            assert!(
                !verdict.is_incomplete(),
                "{} only misses values",
                path.display()
            );
        }
        for kind in rs.kinds.keys() {
            let has = examples(&id, "pass")
                .iter()
                .any(|p| read_item(&rs, p).kind == *kind);
            assert!(has, "{id}: no passing example of kind {kind}");
        }
    }
}

#[test]
fn every_row_gives_its_status_and_the_verdict_it_implies() {
    for (id, table) in tables() {
        let rs = shipped::load(&id).unwrap();
        for row in &table.row {
            assert!(
                rs.rules.iter().any(|r| r.id == row.rule),
                "{id}: row names no rule {}",
                row.rule
            );
            let verdict = check(&rs, &row_item(&rs, &id, &table, row));
            let found = status(&verdict, &row.rule);
            let finding = verdict.findings.iter().find(|f| f.rule == row.rule);
            assert_eq!(
                found,
                row.expect,
                "{id} {} {}: {:?}",
                row.rule,
                row.set,
                finding.map(|f| &f.message)
            );
            let outcome = match row.expect {
                Expect::Pass | Expect::Absent => Outcome::Approved,
                Expect::Fail | Expect::Unmeasured => Outcome::Rejected,
                Expect::Referred => Outcome::Referred,
            };
            assert_eq!(
                verdict.verdict, outcome,
                "{id} {} {}: {:#?}",
                row.rule, row.set, verdict.findings
            );
        }
    }
}

#[test]
fn every_rule_is_tested_on_both_sides_and_every_limit_in_both_unit_systems() {
    for (id, table) in tables() {
        let rs = shipped::load(&id).unwrap();
        for rule in &rs.rules {
            let rows: Vec<&Row> = table.row.iter().filter(|r| r.rule == rule.id).collect();
            let passing = rows.iter().filter(|r| r.expect == Expect::Pass);
            let failing = rows
                .iter()
                .filter(|r| matches!(r.expect, Expect::Fail | Expect::Referred));
            let Check::Compare { .. } = &rule.check else {
                assert!(passing.count() > 0, "{id}: {} has no passing row", rule.id);
                assert!(failing.count() > 0, "{id}: {} has no failing row", rule.id);
                continue;
            };
            // The compared measure, or one its limit is worked out from.
            let read = rule.measures_read();
            let systems = |rows: Vec<&&Row>| {
                rows.iter()
                    .map(|r| unit_systems(&r.set, &read))
                    .fold((false, false), |a, b| (a.0 || b.0, a.1 || b.1))
            };
            let (pass_metric, pass_imperial) = systems(passing.collect());
            let (fail_metric, fail_imperial) = systems(failing.collect());
            for (side, has) in [
                ("a passing row in metric units", pass_metric),
                ("a passing row in imperial units", pass_imperial),
                ("a failing row in metric units", fail_metric),
                ("a failing row in imperial units", fail_imperial),
            ] {
                assert!(has, "{id}: {} has no {side} for {read:?}", rule.id);
            }
        }
    }
}
