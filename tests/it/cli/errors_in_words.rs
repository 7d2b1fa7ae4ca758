//! The library crates' errors on the command line's `error:` line in the
//! language chosen: a roster file's bad rows with their line, column and
//! value, in Estonian with `--lang et`, in English as the errors say them.

use crate::common::{armoury_on, stderr};

/// A roster with a duplicate id on line 4 and hit points out of range on
/// line 5.
const BAD_ROSTER: &str = "id;character;hit points\nC1;Kalev;5\nC2;Mari;4\nC1;Liis;3\nC3;Ülle;99\n";

#[test]
fn a_bad_roster_is_refused_row_by_row_in_the_language_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("armoury.db");
    let roster = dir.path().join("bad.csv");
    std::fs::write(&roster, BAD_ROSTER).unwrap();
    let roster = roster.to_str().unwrap();

    let out = armoury_on(&db, &["--lang", "et", "roster", "import", roster]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let text = stderr(&out);
    assert!(
        text.contains("viga: ") && text.contains("2 vigast rida; midagi ei kirjutatud:"),
        "{text}"
    );
    assert!(
        text.contains("bad.csv:rida 4: veerg „id“: korduv ID: see on ka real 2 (väärtus `C1`)"),
        "{text}"
    );
    assert!(
        text.contains(
            "bad.csv:rida 5: veerg „hit points“: elupunktid on täisarv 0 kuni 20 (väärtus `99`)"
        ),
        "{text}"
    );
    assert!(
        !text.contains("duplicate") && !text.contains("line 4"),
        "{text}"
    );

    let out = armoury_on(&db, &["roster", "import", roster]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let text = stderr(&out);
    assert!(
        text.contains("2 bad rows; nothing was written:")
            && text.contains("bad.csv:line 4: column \"id\": duplicate id: line 2 has it too (value `C1`)")
            && text.contains(
                "bad.csv:line 5: column \"hit points\": hit points are a whole number from 0 to 20 (value `99`)"
            ),
        "{text}"
    );
}

#[test]
fn rows_left_out_with_skip_bad_are_told_in_the_language_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("armoury.db");
    let roster = dir.path().join("bad.csv");
    std::fs::write(&roster, BAD_ROSTER).unwrap();
    let roster = roster.to_str().unwrap();
    let args = [
        "--lang",
        "et",
        "roster",
        "import",
        "--skip-bad",
        "--dry-run",
        roster,
    ];
    let out = armoury_on(&db, &args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stderr(&out);
    assert!(
        text.contains("rida 5: veerg „hit points“: elupunktid on täisarv 0 kuni 20 (väärtus `99`)"),
        "{text}"
    );
}

#[test]
fn a_missing_column_is_named_in_estonian() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("armoury.db");
    let roster = dir.path().join("nimed.csv");
    std::fs::write(&roster, "Grupp;Klass\nKotkad;Warrior\n").unwrap();
    let roster = roster.to_str().unwrap();
    let out = armoury_on(&db, &["--lang", "et", "roster", "import", roster]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let text = stderr(&out);
    assert!(
        text.contains(
            "nimed.csv:1: kohustuslik veerg `character` puudub (leitud veerud: Grupp, Klass)"
        ),
        "{text}"
    );
}
