//! The CLI contract of `armoury armour`: the examples award with exit 0, the
//! JSON shape, provisional marks, and clear errors (file, line, field, value)
//! with exit 2 on bad input.

use crate::common;
use crate::common::{armoury, stderr, stdout};

use std::path::{Path, PathBuf};

fn example(name: &str) -> String {
    common::example(&format!("examples/armour/{name}"))
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = armoury(args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn every_example_awards_with_exit_0() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/armour");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let rules = if text.contains("--rules five-oaths") {
            "five-oaths"
        } else {
            "ancalagon-2011"
        };
        let out = armoury(&["armour", path.to_str().unwrap(), "--rules", rules]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}: {}{}",
            path.display(),
            stdout(&out),
            stderr(&out)
        );
        count += 1;
    }
    assert!(count >= 3);
}

#[test]
fn the_mixed_example_shows_pieces_average_helmet_and_provisional() {
    let v = json(&["armour", &example("kalev-mixed.toml"), "--json"]);
    assert_eq!(v["system"], "points");
    assert_eq!(v["character"], "Kalev");
    assert_eq!(v["ruleset"]["id"], "ancalagon-2011");
    assert_eq!(v["body"], 2, "average of 2, 1, 2 rounded up");
    assert_eq!(v["helmet"], 1);
    assert_eq!(v["total"], 3);
    assert_eq!(v["provisional"], true);
    assert_eq!(v["gm_decided"], false);
    assert_eq!(v["clamped"], false);
    let pieces = v["pieces"].as_array().unwrap();
    assert_eq!(pieces.len(), 4);
    for piece in pieces {
        for key in [
            "slot",
            "material",
            "points",
            "reason",
            "provisional",
            "rule",
        ] {
            assert!(piece.get(key).is_some(), "piece lacks {key}: {piece}");
        }
    }
    assert_eq!(pieces[0]["points"], 2);
    assert_eq!(pieces[0]["rule"], "armour.points.body.plate");
    assert_eq!(pieces[3]["slot"], "helmet");
    assert_eq!(pieces[3]["part"], "helmet");

    let text = stdout(&armoury(&["armour", &example("kalev-mixed.toml")]));
    assert!(
        text.contains(
            "armour points: body 2 (provisional), helmet 1 (provisional), total 3 (provisional)"
        ),
        "{text}"
    );
    assert!(text.contains("PROVISIONAL"), "{text}");
}

#[test]
fn the_gm_example_records_who_decided_and_clamps_to_3() {
    let v = json(&["armour", &example("mari-gm-decided.toml"), "--json"]);
    assert_eq!(v["body"], 3);
    assert_eq!(v["total"], 3);
    assert_eq!(v["gm_decided"], true);
    assert_eq!(v["clamped"], true);
    assert_eq!(v["provisional"], false);
    assert_eq!(v["gm"]["entered"], 4);
    assert_eq!(v["gm"]["awarded"], 3);
    assert_eq!(v["gm"]["by"], "Tiit (game master)");
    let text = stdout(&armoury(&["armour", &example("mari-gm-decided.toml")]));
    assert!(
        text.contains("CLAMPED: 4 entered, at most 3 allowed"),
        "{text}"
    );
    assert!(text.contains("GM-DECIDED"), "{text}");
}

#[test]
fn five_oaths_gives_armour_hits_per_location() {
    let v = json(&[
        "armour",
        &example("aoife-heavy.toml"),
        "--rules",
        "five-oaths",
        "--json",
    ]);
    assert_eq!(v["system"], "hits");
    assert_eq!(v["class"], "heavy");
    assert_eq!(v["feat"], "Heavy Armour");
    assert_eq!(v["per_location"], 2);
    let locations = v["locations"].as_array().unwrap();
    assert_eq!(locations.len(), 6);
    assert!(locations.iter().all(|l| l["armour"] == 2));
    assert!(v.get("body").is_none());
    assert_eq!(v["pieces"][0]["classes"][0], "heavy");
}

#[test]
fn bad_input_exits_2_naming_file_line_field_and_value() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "[[piece]]\nslot = \"torso\"\nmaterial = \"mithril\"\nthickness_mm = 2\n",
            ":3: piece.material: unknown material",
            "mithril",
        ),
        (
            "[[piece]]\nslot = \"torso\"\nmaterial = \"leather\"\nthickness_mm = -2\n",
            ":4: piece.thickness_mm: a thickness is a positive number",
            "-2",
        ),
        (
            "[[piece]]\nslot = \"helmet\"\nmaterial = \"plate\"\nthickness_mm = 1.5\n\n[[piece]]\nslot = \"helmet\"\nmaterial = \"leather\"\nthickness_mm = 6\n",
            ":7: piece.slot: at most 1 helmet per character",
            "helmet",
        ),
        (
            "character = \"Kalev\"\n",
            ": piece: an armour file lists at least one [[piece]]",
            "",
        ),
        (
            "[[piece]]\nslot = \"torso\"\nmaterial = \"leather\"\nthikness_mm = 3\n",
            ":4: unknown field `thikness_mm`",
            "thikness_mm",
        ),
    ];
    for (i, (text, expected, value)) in cases.iter().enumerate() {
        let path: PathBuf = dir.path().join(format!("bad{i}.toml"));
        std::fs::write(&path, text).unwrap();
        let file = path.display().to_string();
        let out = armoury(&["armour", &file]);
        assert_eq!(out.status.code(), Some(2), "{text}: {}", stdout(&out));
        let err = stderr(&out);
        assert!(err.contains(&format!("{file}{expected}")), "{text}: {err}");
        assert!(err.contains(value), "{text}: {err}");
        assert!(stdout(&out).is_empty());
    }
}

#[test]
fn a_ruleset_without_armour_rules_and_a_missing_file_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let rules = armoury(&["rules", "export", "ancalagon-2011"]);
    let text = stdout(&rules);
    let cut = text.find("\n[armour]\n").unwrap();
    let path = dir.path().join("weapons-only.toml");
    std::fs::write(&path, &text[..cut]).unwrap();
    let out = armoury(&[
        "armour",
        &example("kalev-mixed.toml"),
        "--rules",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no [armour] section"),
        "{}",
        stderr(&out)
    );

    let out = armoury(&["armour", "no-such-armour.toml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot read armour file no-such-armour.toml"));
}

#[test]
fn rules_show_lists_the_armour_tables_as_provisional() {
    let out = armoury(&["rules", "show", "ancalagon-2011"]);
    let text = stdout(&out);
    assert!(text.contains("armour (points"), "{text}");
    assert!(
        text.contains("armour.points.body.plate from 1 mm, under 2 mm"),
        "{text}"
    );
    let out = armoury(&["rules", "show", "five-oaths"]);
    assert!(stdout(&out).contains("heavy armour"), "{}", stdout(&out));
}

#[test]
fn an_unattested_award_is_shown_incomplete_and_never_recorded() {
    // Appendix 2: "First of all, the armor has to be safe for user and other players."
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.db");
    let roster = dir.path().join("r.csv");
    std::fs::write(&roster, "id,character,player\nc1,Kalev,Mart\n").unwrap();
    common::ok(&common::armoury_on(
        &db,
        &["roster", "import", roster.to_str().unwrap()],
    ));
    let kalev = std::fs::read_to_string(example("kalev-mixed.toml")).unwrap();
    let unanswered = dir.path().join("unanswered.toml");
    std::fs::write(&unanswered, kalev.replacen("safe = true\n", "", 1)).unwrap();
    let unsafe_ = dir.path().join("unsafe.toml");
    std::fs::write(&unsafe_, kalev.replacen("safe = true", "safe = false", 1)).unwrap();

    let out = common::armoury_on(&db, &["armour", unanswered.to_str().unwrap()]);
    let text = stdout(&out);
    assert!(
        text.contains("INCOMPLETE: safety not attested for piece 1"),
        "{text}"
    );
    assert!(text.contains("flags: PROVISIONAL, INCOMPLETE"), "{text}");
    let out = common::armoury_on(
        &db,
        &[
            "armour",
            unanswered.to_str().unwrap(),
            "--record",
            "--character",
            "Kalev",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert!(
        stderr(&out).contains("safety attestation"),
        "{}",
        stderr(&out)
    );

    let out = common::armoury_on(&db, &["armour", unsafe_.to_str().unwrap(), "--json"]);
    let award: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(award["attested"], true);
    assert_eq!(award["pieces"][0]["standing"], "unsafe");
    assert_eq!(award["pieces"][0]["rule"], "armour.safe");
    assert_eq!(
        award["body"], 2,
        "the breastplate leaves the average: (1 + 2) / 2 rounded up"
    );
    let out = common::armoury_on(
        &db,
        &[
            "armour",
            unsafe_.to_str().unwrap(),
            "--record",
            "--character",
            "Kalev",
        ],
    );
    assert!(common::ok(&out).contains("recorded award #1 for Kalev"));
}

#[test]
fn rules_show_lists_every_provisional_value_and_interpretation_of_both_rulesets() {
    for id in ["ancalagon-2011", "five-oaths"] {
        let ruleset = armoury_rules::shipped::load(id).unwrap();
        let out = armoury(&["rules", "show", id]);
        let text = stdout(&out);
        assert!(!ruleset.interpretations.is_empty(), "{id}");
        for i in &ruleset.interpretations {
            assert!(
                text.contains(&format!("  {}: {}", i.id, i.text)),
                "{id}: {}",
                i.id
            );
        }
        for p in ruleset.provisional_values() {
            assert!(
                text.contains(&format!("  {}: {}", p.id, p.provenance)),
                "{id}: {}",
                p.id
            );
        }
    }
    // The readings Armoury made where the armour rules are silent are among them.
    let five = stdout(&armoury(&["rules", "show", "five-oaths"]));
    for id in [
        "armour.materials.studded-leather",
        "armour.materials.foam-plate",
        "armour.materials.leather",
        "armour.materials.hide",
        "armour.feats.best-only",
        "play.death-count-restarts",
        "play.strikedown-text",
        "play.stop-bleed-to-zero",
        "play.halt-sleep-concentration",
    ] {
        assert!(five.contains(id), "{id}");
    }
    assert!(!five.contains("effective"), "no invented effective date");
    let ancalagon = stdout(&armoury(&["rules", "show", "ancalagon-2011"]));
    for id in ["armour.inadequate-out-of-average", "armour.gm-body-only"] {
        assert!(ancalagon.contains(id), "{id}");
    }
}
