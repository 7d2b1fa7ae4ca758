//! The CLI contract of `armoury check` and `armoury rules`: exit codes,
//! JSON shape, and clear errors (file, line, key, value) on bad input.

use crate::common;
use crate::common::{armoury, stderr, stdout};

use std::path::{Path, PathBuf};

fn example(name: &str) -> String {
    common::example(&format!("examples/items/{name}"))
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path: PathBuf = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn every_example_item_is_approved_with_exit_0() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let out = armoury(&["check", path.to_str().unwrap()]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}: {}{}",
            path.display(),
            stdout(&out),
            stderr(&out)
        );
        assert!(stdout(&out).contains("verdict: APPROVED"));
        count += 1;
    }
    assert!(count >= 11, "one example per kind");
}

#[test]
fn json_follows_the_contract() {
    let out = armoury(&["check", &example("sword.toml"), "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["verdict"], "approved");
    assert_eq!(json["kind"], "melee");
    assert_eq!(json["category"], "one-handed");
    assert_eq!(json["ruleset"]["id"], "ancalagon-2011");
    assert!(json["ruleset"]["version"].is_string());
    let findings = json["findings"].as_array().unwrap();
    assert!(findings.len() >= 10);
    for f in findings {
        for key in ["rule", "clause", "status", "measured", "limit", "message"] {
            assert!(f.get(key).is_some(), "finding lacks {key}: {f}");
        }
    }
    let striking = findings
        .iter()
        .find(|f| f["rule"] == "padding.striking")
        .unwrap();
    assert_eq!(striking["status"], "pass");
    assert_eq!(striking["measured"], "15 mm");
    assert_eq!(striking["limit"], "≥ 10 mm");
}

#[test]
fn rejected_is_exit_1_and_referred_is_exit_3() {
    let dir = tempfile::tempdir().unwrap();
    let thin = std::fs::read_to_string(example("sword.toml"))
        .unwrap()
        .replace("striking_mm = 15", "striking_mm = 9");
    let out = armoury(&["check", &write(dir.path(), "thin.toml", &thin), "--json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["verdict"], "rejected");
    let cloth = std::fs::read_to_string(example("short-spear.toml"))
        .unwrap()
        .replace(
            "{ material = \"fibreglass\", width_mm = 8 }",
            "{ material = \"cloth\" }",
        );
    let out = armoury(&["check", &write(dir.path(), "cloth.toml", &cloth)]);
    assert_eq!(out.status.code(), Some(3), "{}", stdout(&out));
    assert!(stdout(&out).contains("REFER"));
    assert!(stdout(&out).contains("verdict: REFERRED"));
}

#[test]
fn missing_values_reject_and_say_so() {
    let dir = tempfile::tempdir().unwrap();
    let out = armoury(&[
        "check",
        &write(
            dir.path(),
            "bare.toml",
            "kind = \"arrow\"\nlength_cm = 80\n",
        ),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("MISSING"), "{}", stdout(&out));
    assert!(
        stdout(&out).contains("required values missing"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn imperial_units_are_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let out = armoury(&[
        "check",
        &write(dir.path(), "bow.toml", "kind = \"bow\"\ndraw_lb = 40\n"),
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(1), "40 lb is 18.1 kg, over 18 kg");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["findings"][0]["measured"], "18.14 kg");
}

#[test]
fn bad_items_are_errors_naming_file_line_key_and_value() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "kind.toml",
            "kind = \"lightsaber\"\n",
            ":1: kind: unknown kind",
            "lightsaber",
        ),
        (
            "material.toml",
            "kind = \"melee\"\ncore = { material = \"adamantium\" }\n",
            ":2: core.material: unknown material",
            "adamantium",
        ),
        (
            "key.toml",
            "kind = \"melee\"\nlenght_cm = 90\n",
            ":2: lenght_cm: unknown key",
            "90",
        ),
        (
            "negative.toml",
            "kind = \"melee\"\n\nweight_g = -300\n",
            ":3: weight_g: a measurement must be a positive number",
            "-300",
        ),
        (
            "zero.toml",
            "kind = \"melee\"\nlength_cm = 0\n",
            ":2: length_cm: a measurement must be a positive",
            "0",
        ),
        (
            "nan.toml",
            "kind = \"melee\"\nlength_cm = nan\n",
            ":2: length_cm: a measurement must be a positive",
            "nan",
        ),
        (
            "absurd.toml",
            "kind = \"melee\"\nlength_cm = 1200\n",
            ":2: length_cm: implausibly large",
            "1200",
        ),
        (
            "syntax.toml",
            "kind = \"melee\"\nlength_cm = = 3\n",
            ":2:",
            "length_cm",
        ),
    ];
    for (name, text, expected, value) in cases {
        let path = write(dir.path(), name, text);
        let out = armoury(&["check", &path]);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(err.contains(&format!("{path}{expected}")), "{name}: {err}");
        assert!(err.contains(value), "{name}: {err}");
        assert!(!err.contains("panicked"), "{name}: {err}");
    }
    let out = armoury(&["check", "/nonexistent/item.toml"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot read item file /nonexistent/item.toml"));
}

#[test]
fn pair_applies_the_dual_wield_rule() {
    let dir = tempfile::tempdir().unwrap();
    let sword = example("sword.toml");
    let long = std::fs::read_to_string(&sword)
        .unwrap()
        .replace("length_cm = 95", "length_cm = 120")
        .replace("weight_g = 650", "weight_g = 900");
    let long = write(dir.path(), "long.toml", &long);
    let out = armoury(&[
        "check",
        "--pair",
        &long,
        &sword,
        "--height-cm",
        "215",
        "--json",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["pair"]["status"], "pass");
    assert_eq!(json["items"].as_array().unwrap().len(), 2);
    let out = armoury(&["check", "--pair", &long, &sword, "--height-cm", "214.9"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains("exceeds the wielder's height"),
        "{}",
        stdout(&out)
    );
    let out = armoury(&["check", "--pair", &sword, &sword]);
    assert_eq!(out.status.code(), Some(2), "--pair needs --height-cm");
    let out = armoury(&["check", "--pair", &sword, &sword, "--height-cm", "-3"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn rules_list_show_export_validate() {
    let out = armoury(&["rules", "list"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("ancalagon-2011 (default)"));
    let out = armoury(&["rules", "show", "ancalagon-2011"]);
    assert!(stdout(&out).contains("padding.striking"));
    assert!(stdout(&out).contains("PROVISIONAL VALUES"));
    let dir = tempfile::tempdir().unwrap();
    let exported = dir.path().join("mine.toml");
    let out = armoury(&[
        "rules",
        "export",
        "ancalagon-2011",
        "--out",
        exported.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0));
    let out = armoury(&["rules", "validate", exported.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("ok: ancalagon-2011"));
    // An organiser's edit: a stricter striking padding, used with --rules PATH.
    let text = std::fs::read_to_string(&exported)
        .unwrap()
        .replace("limit = \"10 mm\"", "limit = \"20 mm\"");
    std::fs::write(&exported, text).unwrap();
    let out = armoury(&[
        "check",
        &example("sword.toml"),
        "--rules",
        exported.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "15 mm is under the edited 20 mm"
    );
}

#[test]
fn a_malformed_rules_file_names_its_line_and_key() {
    let dir = tempfile::tempdir().unwrap();
    let text = shipped_text().replace("limit = \"300 g\"", "limit = \"300 furlongs\"");
    let path = write(dir.path(), "broken.toml", &text);
    let out = armoury(&["rules", "validate", &path]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains(&format!("{path}:")), "{err}");
    assert!(err.contains("limit"), "{err}");
    assert!(err.contains("furlongs"), "{err}");
    let out = armoury(&["check", &example("sword.toml"), "--rules", &path]);
    assert_eq!(out.status.code(), Some(2));
    let out = armoury(&[
        "check",
        &example("sword.toml"),
        "--rules",
        "no-such-ruleset",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("neither a shipped ruleset"));
}

fn shipped_text() -> String {
    stdout(&armoury(&["rules", "export", "ancalagon-2011"]))
}

/// Unix only: a closed pipe is SIGPIPE there; Windows has no such signal.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_output_quietly_without_a_panic() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    // More output than a pipe buffer holds: 3,000 events of a scenario script.
    let dir = tempfile::tempdir().unwrap();
    let script = format!(
        "system ancalagon-2011\ncharacter Kalev\n{}",
        "at 00:01 Kalev struck head\n".repeat(3000)
    );
    let script = write(dir.path(), "long.sim", &script);
    let mut child = crate::common::command()
        .args(["sim", &script])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is dropped here, like `| head -1`.
    let out = child.wait_with_output().unwrap();
    assert!(first.contains("Kalev"), "{first}");
    assert_ne!(out.status.code(), Some(101), "a panic exits 101");
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
}

#[test]
fn a_weapon_failing_its_class_is_told_the_neighbour_it_would_pass_as() {
    let dir = tempfile::tempdir().unwrap();
    let rules = common::example("tests/fixtures/format-extensions.toml");
    let item = write(
        dir.path(),
        "long-one-hander.toml",
        "kind = \"one-hand\"\nlength_in = 50\nweight_oz = 20\nhandle_in = 16\n\"tip.ring_in\" = 0.25\n",
    );
    let out = armoury(&["check", &item, "--rules", &rules]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    assert!(
        stdout(&out).contains("would pass as Two-handed"),
        "{}",
        stdout(&out)
    );
    let out = armoury(&["check", &item, "--rules", &rules, "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["kind"], "one-hand");
    assert_eq!(json["passes_as"], serde_json::json!(["two-hand"]));
}
