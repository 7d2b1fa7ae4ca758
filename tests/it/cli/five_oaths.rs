//! The Five Oaths subcommands, run as the built binary: `call`, `sim`, `ritual`.

use crate::common::{armoury, stderr, stdout};

use std::path::{Path, PathBuf};

fn script(dir: &tempfile::TempDir, text: &str) -> PathBuf {
    let path = dir.path().join("test.sim");
    std::fs::write(&path, text).expect("writes the script");
    path
}

#[test]
fn call_prints_what_the_target_must_do() {
    let output = armoury(&["call", "--blow", "Strikedown"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(text.contains("damage: Single"), "{text}");
    assert!(text.contains("knocked to the ground"), "{text}");

    let output = armoury(&["call", "--json", "Global Heal 1"]);
    assert_eq!(output.status.code(), Some(0));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    assert_eq!(value["valid"], true);
    assert_eq!(value["call"]["global"], true);
    assert_eq!(value["call"]["effect"]["name"], "Healing");
    assert_eq!(value["call"]["effect"]["amount"], 1);
}

#[test]
fn mass_venom_and_mass_undead_bane_are_accepted_with_the_feat_note() {
    // "The Mass Modifier can be added to many Effects, determined by Feats and magic items".
    for call in ["Mass Venom", "Mass Undead Bane"] {
        let output = armoury(&["call", call]);
        assert_eq!(output.status.code(), Some(0), "{call}: {}", stdout(&output));
        assert!(
            stdout(&output)
                .contains("Mass must be granted for this effect by a feat or magic item"),
            "{call}: {}",
            stdout(&output)
        );
    }
}

#[test]
fn an_invalid_call_exits_1_with_its_reason() {
    for (call, reason) in [
        ("Full Single", "Full cannot modify Damage"),
        ("Strikedown Through", "only one non-Damage effect per call"),
        ("Single Undead Bane", "Bane never combines with Damage"),
    ] {
        let output = armoury(&["call", call]);
        assert_eq!(output.status.code(), Some(1), "{call}");
        assert!(
            stdout(&output).contains(reason),
            "{call}: {}",
            stdout(&output)
        );
        let output = armoury(&["call", "--json", call]);
        let value: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
        assert_eq!(value["valid"], false);
        assert!(value["reason"].as_str().is_some_and(|r| r.contains(reason)));
    }
}

#[test]
fn every_example_script_passes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/rules/examples/sim");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).expect("crates/rules/examples/sim exists") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "sim") {
            count += 1;
            let output = armoury(&["sim", path.to_str().expect("utf-8 path")]);
            assert_eq!(
                output.status.code(),
                Some(0),
                "{}:\n{}{}",
                path.display(),
                stdout(&output),
                stderr(&output)
            );
            assert!(stdout(&output).contains(" 0 failed"), "{}", path.display());
        }
    }
    assert!(count >= 3, "found {count} example scripts");
}

#[test]
fn sim_prints_states_after_each_event_and_fails_on_a_wrong_expectation() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = script(
        &dir,
        "system five-oaths\ncharacter Ciara sworn feats=\"Heavy Armour\" armour=heavy\nmonster Ghoul category=undead body=2\nat 00:05 Ghoul hits Ciara torso \"Single\"\nat 00:10 expect Ciara torso armour=1 body=1\nat 00:10 expect Ciara torso armour=2\n",
    );
    let output = armoury(&["sim", path.to_str().expect("utf-8")]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(
        text.contains("Ciara (Mortal): head 1+2a torso 1+1a"),
        "{text}"
    );
    assert!(
        text.contains("line 5: expect Ciara torso armour=1 body=1: ok"),
        "{text}"
    );
    assert!(
        text.contains("Ciara torso armour: expected 2, found 1"),
        "{text}"
    );
    assert!(text.contains("2 expectation(s), 1 failed"), "{text}");
}

#[test]
fn sim_json_lines() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = script(
        &dir,
        "system five-oaths\ncharacter Dara\nat 00:00 referee \"Rampage 30s\" at Dara\nat 00:15 referee \"Lure\" at Dara\nat 00:25 expect Dara following=Rampage\n",
    );
    let output = armoury(&["sim", "--json", path.to_str().expect("utf-8")]);
    assert_eq!(output.status.code(), Some(0));
    let records: Vec<serde_json::Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    let kinds: Vec<&str> = records
        .iter()
        .filter_map(|r| r["record"].as_str())
        .collect();
    assert_eq!(
        kinds,
        ["declared", "event", "event", "timers", "expect", "summary"]
    );
    let plan = &records[2]["states"][0]["plan"];
    assert_eq!(plan[0]["name"], "Lure");
    assert_eq!(plan[0]["to"], "00:25");
    assert_eq!(plan[1]["name"], "Rampage");
    assert_eq!(records[5]["failed"], 0);
}

#[test]
fn sim_script_errors_exit_2_naming_the_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (text, words) in [
        (
            "system five-oaths\ncharacter A\nat 00:05 A hits B torso\n",
            "line 3: nobody called \"B\"",
        ),
        (
            "system five-oaths\nat 00:05 expect A vigour=1\nat 00:04 expect A vigour=1\n",
            "line 3: time 00:04 is earlier",
        ),
        (
            "system estonian\n",
            "unknown system \"estonian\"; known systems: ancalagon-2011, five-oaths",
        ),
        (
            "character A\n",
            "line 1: the first line must be `system NAME`",
        ),
    ] {
        let path = script(&dir, text);
        let output = armoury(&["sim", path.to_str().expect("utf-8")]);
        assert_eq!(output.status.code(), Some(2), "{text}");
        assert!(
            stderr(&output).contains(words),
            "{text}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn ritual_scores_and_exits_by_success() {
    let output = armoury(&[
        "ritual",
        "--leader",
        "Aoife:bonus=1",
        "-p",
        "Bran",
        "-p",
        "Ciara:weeping",
        "-p",
        "Dara:left",
        "--effigy",
        "3:bone doll",
        "--effigy",
        "4:old doll:expired",
        "--difficulty",
        "5",
        "--duration",
        "3m",
    ]);
    let text = stdout(&output);
    // 1 + 1 (bonus) + 1 + 1 + 0 (left) - 1 (Weeping) + 3 = 6
    assert!(text.contains("score 6 against difficulty 5"), "{text}");
    assert!(text.contains("SUCCESS"), "{text}");
    assert_eq!(output.status.code(), Some(0));

    let output = armoury(&[
        "ritual",
        "--leader",
        "Aoife",
        "--difficulty",
        "3",
        "--duration",
        "6m",
        "--json",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    assert_eq!(value["score"], 1);
    assert_eq!(value["success"], false);
    assert_eq!(value["failures"].as_array().map(Vec::len), Some(2));

    let output = armoury(&[
        "ritual",
        "--leader",
        "Aoife:sleepy",
        "--difficulty",
        "1",
        "--duration",
        "2m",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("\"sleepy\" is not weeping, left or bonus=N"));
}

#[test]
fn call_sim_and_ritual_speak_estonian_with_lang_et() {
    let output = armoury(&["--lang", "et", "call", "--blow", "Strikedown"]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(
        text.contains(
            "  - Kahju Single löödud (või nimetatud) kehaosale: kaota kõigepealt turvisepunkte, siis kehapunkte (mitte alla -1).\n"
        ),
        "{text}"
    );
    // The catalogue's text of the effect stays as the catalogue writes it.
    assert!(
        text.contains("  - Mõju Strikedown: You are knocked"),
        "{text}"
    );

    let dying = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/rules/examples/sim/five-oaths-dying.sim")
        .display()
        .to_string();
    let output = armoury(&["--lang", "et", "sim", &dying]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}{}", stderr(&output));
    assert!(
        text.contains("  - Bran, kehaosa right-leg: kahju 1, turvis 0->0, keha 0->-1\n"),
        "{text}"
    );
    assert!(
        text.contains("taimer: Ciara hüüab „Execute“: Raider sureb"),
        "{text}"
    );
    assert!(!text.contains("Damage, Armour"), "{text}");

    // JSON keeps the core's English, with the note's id and values beside it.
    let output = armoury(&["--lang", "et", "sim", "--json", &dying]);
    let text = stdout(&output);
    assert!(
        text.contains(r#""text":"Ciara calls \"Execute\": Raider dies""#),
        "{text}"
    );
    assert!(text.contains(r#""id":"fo-execute-dies""#), "{text}");

    let output = armoury(&[
        "--lang",
        "et",
        "ritual",
        "--leader",
        "Aoife",
        "--difficulty",
        "3",
        "--duration",
        "3m",
    ]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(
        text.contains("  +1  Aoife (juht) püsis ringis kogu rituaali vältel\n"),
        "{text}"
    );
    assert!(
        text.contains("ebaõnnestub: punkte on 1, vähem kui raskus 3"),
        "{text}"
    );
}

#[test]
fn sim_call_and_ritual_errors_speak_estonian_with_lang_et() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = script(&dir, "system five-oaths\nat 0:5 Aoife\n");
    let output = armoury(&["--lang", "et", "sim", &path.display().to_string()]);
    assert_eq!(output.status.code(), Some(2));
    let error = stderr(&output);
    assert!(
        error.contains("rida 2: vigane aeg \"0:5\": sekundid peavad olema kahekohalised"),
        "{error}"
    );

    let path = script(
        &dir,
        "system ancalagon-2011\ncharacter Kalev\nat 00:01 Kalev struck torso\nat 00:02 expect Kalev hp=3\nat 00:03 Mari struck torso\n",
    );
    let output = armoury(&["--lang", "et", "sim", &path.display().to_string()]);
    assert_eq!(output.status.code(), Some(2));
    let (text, error) = (stdout(&output), stderr(&output));
    assert!(
        text.contains("  ! Kalev hp: oodati 3, tegelikult "),
        "{text}"
    );
    assert!(
        error.contains("rida 5: tegelast nimega \"Mari\" pole (kirjeldatud: Kalev)"),
        "{error}"
    );

    let output = armoury(&["--lang", "et", "call", "Single Zero"]);
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    assert!(text.contains("Damage hüütakse üks kord"), "{text}");
}
