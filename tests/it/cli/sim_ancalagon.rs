//! The CLI contract of `armoury sim` for `system ancalagon-2011` scripts:
//! every example script passes (exit 0), a failed expectation exits 1, a bad
//! script exits 2 naming the file and line, and `--json` prints one record a
//! line ending with the outcome.

use crate::common::{armoury, stderr, stdout};

use std::path::{Path, PathBuf};

fn examples() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/rules/examples/sim");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name.starts_with("ancalagon-") && name.ends_with(".sim")
        })
        .collect();
    paths.sort();
    paths
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn every_example_script_passes_with_exit_0() {
    let paths = examples();
    assert!(paths.len() >= 10, "one example per rule");
    for path in paths {
        let out = armoury(&["sim", path.to_str().unwrap()]);
        let stdout = stdout(&out);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}: {stdout}{}",
            path.display(),
            stderr(&out)
        );
        assert!(
            stdout.contains(", 0 failed"),
            "{}: {stdout}",
            path.display()
        );
        assert!(!stdout.contains("FAILED"));
    }
}

#[test]
fn states_are_printed_after_every_event() {
    let dir = tempfile::tempdir().unwrap();
    let script = write(
        dir.path(),
        "s.sim",
        "system ancalagon-2011\ncharacter Kalev warrior body=1 armoured=torso helmet=1\ncharacter Mari healer\n\
         at 00:30 Kalev struck torso\nat 01:00 Kalev big-stone shield\nat 06:00 expect Kalev conscious hp=2 armour=1\n",
    );
    let out = armoury(&["sim", &script]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = stdout(&out);
    for want in [
        "[00:30] line 4: Kalev struck torso",
        "Kalev: strike on body armour (torso): loses a body armour point, 0 left",
        "Kalev (warrior) conscious, HP 2/2, armour 1 (body 0/1 on torso, helmet 1/1), wounds none",
        "Mari (healer) conscious, HP 1/1, armour 0, wounds none, touches left 5",
        "Kalev (warrior) unconscious, HP 2/2, armour 1 (body 0/1 on torso, helmet 1/1), wounds none, wakes at 06:00",
        "[06:00] timer: Kalev: regains consciousness",
        "[06:00] line 6: expect Kalev conscious hp=2 armour=1: ok",
        "1 expectation(s), 0 failed",
    ] {
        assert!(stdout.contains(want), "missing {want:?} in:\n{stdout}");
    }
}

#[test]
fn a_failed_expectation_exits_1_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let script = write(
        dir.path(),
        "fail.sim",
        "system ancalagon-2011\ncharacter Kalev\nat 00:00 Kalev struck torso\nat 00:00 Kalev struck torso\n\
         at 09:59 expect Kalev dead\nat 10:00 expect Kalev dead\n",
    );
    let out = armoury(&["sim", &script]);
    let stdout = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("[09:59] line 5: expect Kalev dead: FAILED"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Kalev condition: expected dead, found dying"),
        "{stdout}"
    );
    assert!(
        stdout.contains("[10:00] line 6: expect Kalev dead: ok"),
        "{stdout}"
    );
    assert!(stdout.contains("2 expectation(s), 1 failed"), "{stdout}");
}

#[test]
fn bad_scripts_exit_2_naming_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let rows: &[(&str, &str)] = &[
        (
            "system ancalagon-2011\ncharacter Kalev\nat 00:01 Kalev struck wing\n",
            "line 3: location=\"wing\"",
        ),
        (
            "system ancalagon-2011\nat 00:01 Kalev struck torso\n",
            "line 2: no character named \"Kalev\"",
        ),
        (
            "system ancalagon-2011\ncharacter Kalev body=6 armoured=all\n",
            "line 2: character Kalev: body=6",
        ),
        (
            "system ancalagon-2011\ncharacter K\nat 00:02 K bind\nat 00:01 K bind\n",
            "line 4: time 00:01 is earlier",
        ),
        ("system chess\n", "unknown system \"chess\""),
        (
            "character Kalev\n",
            "line 1: the first line must be `system NAME`",
        ),
    ];
    for (i, (body, words)) in rows.iter().enumerate() {
        let path = write(dir.path(), &format!("bad{i}.sim"), body);
        let out = armoury(&["sim", &path]);
        let stderr = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{body}: {stderr}");
        assert!(stderr.contains(&path), "{body}: {stderr}");
        assert!(stderr.contains(words), "{body}: {stderr}");
    }
    let out = armoury(&["sim", "/nonexistent/x.sim"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot read script /nonexistent/x.sim"));
}

#[test]
fn json_prints_one_record_a_line_and_the_summary_last() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/rules/examples/sim/ancalagon-death.sim");
    let out = armoury(&["sim", path.to_str().unwrap(), "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let records: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let kinds: Vec<&str> = records
        .iter()
        .map(|r| r["record"].as_str().unwrap())
        .collect();
    assert_eq!(kinds.first(), Some(&"declared"));
    assert!(kinds.contains(&"timers") && kinds.contains(&"event") && kinds.contains(&"expect"));
    let last = records.last().unwrap();
    assert_eq!(last["record"], "summary");
    assert_eq!(last["failed"], 0);
    assert!(last["expectations"].as_u64().unwrap() >= 4);
    let event = records.iter().find(|r| r["record"] == "event").unwrap();
    let state = &event["states"][0];
    assert_eq!(state["name"], "Kalev");
    assert_eq!(state["condition"], "conscious");
    assert_eq!(state["hp"], 1);
    assert_eq!(event["time"], "01:00", "times are MM:SS");
    let timers = records.iter().find(|r| r["record"] == "timers").unwrap();
    assert_eq!(timers["notes"][0]["time"], "12:00");
}

#[test]
fn the_documented_example_script_passes() {
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/ancalagon-play.md"),
    )
    .unwrap();
    let start = doc.find("```\nsystem ancalagon-2011").unwrap() + 4;
    let end = start + doc[start..].find("```").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "doc.sim", &doc[start..end]);
    let out = armoury(&["sim", &path]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    assert!(stdout(&out).contains("5 expectation(s), 0 failed"));
}
