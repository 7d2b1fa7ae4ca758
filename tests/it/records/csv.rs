//! Roster CSV import (separators, BOM, quotes, synonyms, --map, bad rows,
//! --skip-bad, idempotence, encoding) and CSV export round trips, through the
//! library and the `armoury` binary.

use crate::common::db::on_both_backends;
use crate::common::{armoury_on, stderr, stdout};

use std::path::{Path, PathBuf};

use armoury_records::{
    ExportKind, Field, ReadAsReason, RecordsError, Store, TextEncoding, parse_roster,
};

const DEFAULT: &str = "default";

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn import(
    store: &mut Store,
    file: &str,
    bytes: &[u8],
) -> Result<armoury_records::ImportSummary, RecordsError> {
    let parsed = parse_roster(file, bytes, &[], Default::default())?;
    store.import_roster(DEFAULT, &parsed, false, false)
}

on_both_backends! {
fn semicolons_bom_quotes_and_synonyms(db) {
    let mut store = db.open();
    let csv = "\u{feff}Character ID;Tegelane;Mängija;Faction;Class;Height (cm);HP\r\n\
               17;\"Käärik; Kalev\";Mart Tamm;Wolves;Warrior;1,82;\r\n\
               18;\"Mari \"\"the Bold\"\"\";Anna;Wolves;Healer;165 cm;3\r\n";
    let summary = import(&mut store, "roster.csv", csv.as_bytes()).unwrap();
    assert_eq!(summary.inserted, 2);
    let chars = store.characters(DEFAULT).unwrap();
    let kalev = chars.iter().find(|c| c.id == "17").unwrap();
    assert_eq!(kalev.name, "Käärik; Kalev");
    assert_eq!(kalev.player_name.as_deref(), Some("Mart Tamm"));
    assert_eq!(kalev.group.as_deref(), Some("Wolves"));
    assert_eq!(kalev.height_cm, Some(182.0));
    assert_eq!(kalev.hit_points(), Some(2));
    let mari = chars.iter().find(|c| c.id == "18").unwrap();
    assert_eq!(mari.name, "Mari \"the Bold\"");
    assert_eq!(
        mari.hit_points(),
        Some(3),
        "the roster's hit points override the class"
    );
}
}

on_both_backends! {
/// The same roster in an Ancalagon event and a Five Oaths one: only the
/// Ancalagon event has Warrior/Healer hit points and the Healer group rule;
/// the Five Oaths event keeps the classes as given and reports no hit points.
fn classes_and_hit_points_come_from_the_events_ruleset(database) {
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let roster = write(
        dir.path(),
        "r.csv",
        b"id;character;group;class;hp\n1;Kalev;Wolves;;\n2;Mari;Wolves;Healer;\n3;Aoife;Wolves;Druid;4\n",
    );
    for (event, ruleset) in [("anc", "ancalagon-2011"), ("fo", "five-oaths")] {
        let args = [
            "event",
            "create",
            event,
            "--name",
            event,
            "--ruleset",
            ruleset,
        ];
        let out = armoury_on(&db, &args);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let args = [
            "roster",
            "import",
            roster.to_str().unwrap(),
            "--event",
            event,
        ];
        let out = armoury_on(&db, &args);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let healer_warning = stderr(&out).contains("Healer");
        assert_eq!(healer_warning, event == "anc", "{event}: {}", stderr(&out));
    }
    let store = database.open();
    assert_eq!(store.event("fo").unwrap().ruleset_id, "five-oaths");
    let seen = |event: &str| -> Vec<(String, Option<u8>)> {
        let chars = store.characters(event).unwrap();
        let mut seen: Vec<_> = chars
            .iter()
            .map(|c| (c.class_or_default().to_string(), c.hit_points()))
            .collect();
        seen.sort();
        seen
    };
    let class = |name: &str| name.to_string();
    assert_eq!(
        seen("anc"),
        [
            (class("Druid"), Some(4)),
            (class("Healer"), Some(1)),
            (class("Warrior"), Some(2))
        ]
    );
    assert_eq!(
        seen("fo"),
        [
            (class(""), None),
            (class("Druid"), Some(4)),
            (class("Healer"), None)
        ]
    );
    assert_eq!(store.healer_excess("anc").unwrap().len(), 1);
    assert!(store.healer_excess("fo").unwrap().is_empty());
    let card = store.card_by_id("fo", "2").unwrap();
    assert_eq!((card.class.as_str(), card.hit_points), ("Healer", None));
    drop(store);
    let out = armoury_on(&db, &["roster", "check", "--event", "fo"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = armoury_on(&db, &["roster", "check", "--event", "anc"]);
    assert_ne!(out.status.code(), Some(0), "{}", stdout(&out));
}
}

on_both_backends! {
fn commas_without_bom_and_name_means_character(db) {
    let mut store = db.open();
    let csv = "player id,name,group\nP1,Kalev,Wolves\nP2,\"Tamm, Mari\",\n";
    import(&mut store, "r.csv", csv.as_bytes()).unwrap();
    let chars = store.characters(DEFAULT).unwrap();
    assert_eq!(chars.len(), 2);
    assert!(
        chars
            .iter()
            .any(|c| c.id == "P2" && c.name == "Tamm, Mari" && c.group.is_none())
    );
    // With a character column, `name` is the player.
    let csv = "id,character,name\n1,Kalev,Mart\n";
    let parsed = parse_roster("r.csv", csv.as_bytes(), &[], Default::default()).unwrap();
    assert_eq!(parsed.entries[0].1.player_name.as_deref(), Some("Mart"));
}
}

on_both_backends! {
fn a_roster_without_an_id_column_gets_ids_from_the_names(database) {
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let csv = "Player;Character;Group;Class;Height\n\
               Jaan Tamm;Kalev Käärik;Wolves;Warrior;182\n\
               Siobhán Ó Briain;Aoife;Fianna;Healer;165\n";
    let roster = write(dir.path(), "plain.csv", csv.as_bytes());
    let out = armoury_on(&db, &["roster", "import", roster.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let store = database.open();
    let mut ids: Vec<String> = store
        .characters(DEFAULT)
        .unwrap()
        .into_iter()
        .map(|c| c.id)
        .collect();
    ids.sort();
    assert_eq!(ids, ["jaan-tamm/kalev-kaarik", "siobhan-o-briain/aoife"]);
    drop(store);

    // The same file again (and a copy with other accents and case) changes nothing.
    let again = write(
        dir.path(),
        "again.csv",
        "player;character;group;class;height\nJAAN TAMM;Kalev Kaarik;Wolves;Warrior;182\n"
            .as_bytes(),
    );
    for file in [&roster, &again] {
        let out = armoury_on(&db, &["roster", "import", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert!(stdout(&out).contains("0 new"), "{}", stdout(&out));
    }
    assert_eq!(
        database.open().characters(DEFAULT).unwrap().len(),
        2
    );

    // The same player and character twice is refused, naming both lines.
    let twice = write(
        dir.path(),
        "twice.csv",
        "Player;Character\nJaan Tamm;Kalev\nMari Kask;Linda\njaan tamm;KALEV\n".as_bytes(),
    );
    let out = armoury_on(&db, &["roster", "import", twice.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("4") && err.contains("line 2 has them too"),
        "{err}"
    );

    // With neither an id nor a player column the file is refused at once.
    let err = parse_roster("r.csv", b"Character;Group\nKalev;Wolves\n", &[], Default::default())
        .unwrap_err()
        .to_string();
    assert!(err.contains("id (or player_id, or player)"), "{err}");
}
}

#[test]
fn map_names_other_columns() {
    let csv = "Nr;Nimi;Seltskond\n1;Kalev;Hundid\n";
    let err = parse_roster("r.csv", csv.as_bytes(), &[], Default::default())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("r.csv:1") && err.contains("missing required column"),
        "{err}"
    );
    let map = vec![
        ("Nr".to_string(), Field::Id),
        ("Nimi".to_string(), Field::Character),
        ("seltskond".to_string(), Field::Group),
    ];
    let parsed = parse_roster("r.csv", csv.as_bytes(), &map, Default::default()).unwrap();
    assert_eq!(parsed.entries[0].1.group.as_deref(), Some("Hundid"));
    let err = parse_roster(
        "r.csv",
        csv.as_bytes(),
        &[("Missing".into(), Field::Id)],
        Default::default(),
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("Missing"), "{err}");
}

on_both_backends! {
fn bad_rows_are_all_listed_and_nothing_is_written(db) {
    let mut store = db.open();
    let csv = "id,character,height,hp\n\
               1,Kalev,180,\n\
               2,,170,\n\
               1,Duplicate,170,\n\
               4,Tall,tall,\n\
               5,Many,170,99\n\
               6,Fine,170,\n";
    let err = import(&mut store, "bad.csv", csv.as_bytes()).unwrap_err();
    let RecordsError::BadRoster { problems, .. } = &err else {
        panic!("{err}")
    };
    let at: Vec<(u64, &str)> = problems
        .iter()
        .map(|p| (p.line, p.column.as_str()))
        .collect();
    assert_eq!(
        at,
        vec![(3, "character"), (4, "id"), (5, "height"), (6, "hp")]
    );
    let message = err.to_string();
    assert!(
        message.contains("bad.csv:line 4: column \"id\": duplicate id: line 2"),
        "{message}"
    );
    assert!(message.contains("`tall`"), "{message}");
    assert!(
        store.characters(DEFAULT).unwrap().is_empty(),
        "nothing written"
    );
    // --skip-bad imports the good rows and reports the rest.
    let parsed = parse_roster("bad.csv", csv.as_bytes(), &[], Default::default()).unwrap();
    let summary = store.import_roster(DEFAULT, &parsed, true, false).unwrap();
    assert_eq!((summary.inserted, summary.skipped.len()), (2, 4));
    assert_eq!(store.characters(DEFAULT).unwrap().len(), 2);
}
}

on_both_backends! {
fn reimport_is_idempotent_and_dry_run_writes_nothing(db) {
    let mut store = db.open();
    let csv = b"id,character,class\n1,Kalev,Warrior\n2,Mari,Healer\n";
    let parsed = parse_roster("r.csv", csv, &[], Default::default()).unwrap();
    let dry = store.import_roster(DEFAULT, &parsed, false, true).unwrap();
    assert_eq!(dry.inserted, 2);
    assert!(store.characters(DEFAULT).unwrap().is_empty());
    store.import_roster(DEFAULT, &parsed, false, false).unwrap();
    let before = store.characters(DEFAULT).unwrap();
    let again = store.import_roster(DEFAULT, &parsed, false, false).unwrap();
    assert_eq!((again.inserted, again.updated, again.unchanged), (0, 0, 2));
    assert_eq!(store.characters(DEFAULT).unwrap(), before);
    let changed = parse_roster("r.csv", b"id,character,class\n1,Kalev,Healer\n", &[], Default::default()).unwrap();
    let s = store
        .import_roster(DEFAULT, &changed, false, false)
        .unwrap();
    assert_eq!((s.updated, s.healer_warnings.len()), (1, 1));
}
}

on_both_backends! {
/// New players and characters go many to a statement: a player on several
/// rows, in different statements, keeps the last name given (a row
/// without one keeps it); a second import mixes new, changed and unchanged
/// rows; the Healer warnings the import reports are the stored roster's.
fn a_long_roster_with_shared_players_imports_in_batches(db) {
    let mut store = db.open();
    let mut csv = String::from("id;character;player_id;player;group;class\n");
    for i in 1..=40 {
        let (player, name) = match i {
            1 => ("P1", "Anna"),
            20 => ("P1", ""),
            35 => ("P1", "Anna Saar"),
            2 => ("P2", "Jaan"),
            30 => ("P2", ""),
            _ => ("", ""),
        };
        let player = if player.is_empty() { format!("Q{i}") } else { player.to_string() };
        let class = if i % 4 == 0 { "Healer" } else { "Warrior" };
        csv.push_str(&format!("{i};Hero {i};{player};{name};Band {};{class}\n", i % 3));
    }
    let summary = import(&mut store, "long.csv", csv.as_bytes()).unwrap();
    assert_eq!((summary.inserted, summary.updated, summary.unchanged), (40, 0, 0));
    assert_eq!(summary.healer_warnings, store.healer_excess(DEFAULT).unwrap());
    let chars = store.characters(DEFAULT).unwrap();
    assert_eq!(chars.len(), 40);
    let player_of = |id: &str| {
        let c = chars.iter().find(|c| c.id == id).unwrap();
        (c.player_id.clone(), c.player_name.clone())
    };
    for id in ["1", "20", "35"] {
        assert_eq!(player_of(id), ("P1".into(), Some("Anna Saar".into())), "{id}");
    }
    assert_eq!(player_of("30"), ("P2".into(), Some("Jaan".into())));
    assert_eq!(player_of("7"), ("Q7".into(), None));

    // Rows 1–10 unchanged, 11–20 renamed, 41–60 new.
    let mut again = String::from("id;character;player_id;player;group;class\n");
    for c in &chars {
        let i: u32 = c.id.parse().unwrap();
        if i <= 20 {
            let name = if i > 10 { format!("Renamed {i}") } else { c.name.clone() };
            again.push_str(&format!(
                "{i};{name};{};{};{};{}\n",
                c.player_id,
                c.player_name.clone().unwrap_or_default(),
                c.group.clone().unwrap_or_default(),
                c.class.clone().unwrap_or_default()
            ));
        }
    }
    for i in 41..=60 {
        again.push_str(&format!("{i};Late {i};P1;;Band 9;Healer\n"));
    }
    let summary = import(&mut store, "again.csv", again.as_bytes()).unwrap();
    assert_eq!((summary.inserted, summary.updated, summary.unchanged), (20, 10, 10));
    assert_eq!(summary.healer_warnings, store.healer_excess(DEFAULT).unwrap());
    assert!(!summary.healer_warnings.is_empty(), "Band 9 has 20 Healers");
    let chars = store.characters(DEFAULT).unwrap();
    assert_eq!(chars.len(), 60);
    assert!(chars.iter().any(|c| c.id == "15" && c.name == "Renamed 15"));
    let late = chars.iter().find(|c| c.id == "50").unwrap();
    assert_eq!(late.player_name.as_deref(), Some("Anna Saar"), "a row without the name keeps it");
}
}

#[test]
fn a_roster_not_in_utf8_is_read_in_the_event_languages_code_page() {
    // "Käärik" in Latin-1 / Windows-1252, as an old English spreadsheet saves it.
    let bytes = b"id,character\n1,Kalev\n2,K\xe4\xe4rik\n";
    let parsed = parse_roster("latin1.csv", bytes, &[], Default::default()).unwrap();
    assert_eq!(parsed.entries[1].1.name, "Käärik");
    let read_as = parsed.read_as.unwrap();
    assert_eq!(
        (read_as.encoding, read_as.reason),
        ("windows-1252", ReadAsReason::NotUtf8)
    );
    assert!(parsed.unusual.is_empty());

    // Excel's "CSV (semicolon delimited)" on an Estonian Windows: Windows-1257.
    let estonian = b"Id;Nimi;M\xE4ngija\n1;\xD0a\xF0ko \xD5un;\xDEanna K\xE4\xE4rik\n";
    let map = [
        ("Nimi".to_string(), Field::Character),
        ("Mängija".to_string(), Field::Player),
    ];
    let parsed = parse_roster(
        "eesti.csv",
        estonian,
        &map,
        TextEncoding::for_language("et"),
    )
    .unwrap();
    let entry = &parsed.entries[0].1;
    assert_eq!(entry.name, "Šaško Õun");
    assert_eq!(entry.player_name.as_deref(), Some("Žanna Käärik"));
    assert_eq!(parsed.read_as.unwrap().encoding, "windows-1257");
    assert!(parsed.unusual.is_empty());

    // Read in the wrong code page the names come out wrong, and are reported.
    let wrong = parse_roster("eesti.csv", estonian, &map, Default::default()).unwrap();
    assert_eq!(wrong.entries[0].1.name, "Ðaðko Õun");
    let noted: Vec<(u64, &str, char)> = wrong
        .unusual
        .iter()
        .map(|u| (u.line, u.column.as_str(), u.character))
        .collect();
    assert_eq!(noted, [(2, "Nimi", 'Ð'), (2, "Mängija", 'Þ')]);

    // An encoding named is used as it is: UTF-8 refuses the Latin-1 file.
    let utf8 = TextEncoding::named("utf-8").unwrap();
    let err = parse_roster("latin1.csv", bytes, &[], utf8).unwrap_err();
    assert!(
        matches!(err, RecordsError::Encoding { line: 3, .. }),
        "{err}"
    );
    assert!(
        err.to_string().contains("latin1.csv:3: not UTF-8 text"),
        "{err}"
    );
    let cp1257 = TextEncoding::named("cp1257").unwrap();
    let parsed = parse_roster("eesti.csv", estonian, &map, cp1257).unwrap();
    assert_eq!(parsed.read_as.unwrap().reason, ReadAsReason::Given);
    let err = TextEncoding::named("klingon").unwrap_err().to_string();
    assert!(
        err.contains("klingon") && err.contains("windows-1257"),
        "{err}"
    );
}

#[test]
fn control_and_direction_characters_are_refused_naming_row_column_and_character() {
    let text = "id,character,player,group\n\
                1,Kalev,Jaan,Wolves\n\
                2,\u{1b}]0;owned\u{7},Mari,\n\
                3,Ülle,\u{202e}kiräK,Wolves\n\
                4,Mati,Anna,\"Free\nCompany\"\n\
                5,Tiit,Eve,Wol\u{0}ves\n";
    let parsed = parse_roster("hostile.csv", text.as_bytes(), &[], Default::default()).unwrap();
    let refused: Vec<(u64, &str, &str)> = parsed
        .problems
        .iter()
        .map(|p| (p.line, p.column.as_str(), p.value.as_str()))
        .collect();
    assert_eq!(
        refused,
        [
            (3, "character", "\\u{1b}]0;owned\\u{7}"),
            (4, "player", "\\u{202e}kiräK"),
            (7, "group", "Wol\\u{0}ves"),
        ]
    );
    let shown = parsed.problems[0].to_string();
    assert!(
        shown.contains("U+001B (a control character) is not allowed"),
        "{shown}"
    );
    assert!(
        !shown.contains('\u{1b}'),
        "the message itself is safe to print"
    );
    assert!(
        parsed.problems[1]
            .message
            .contains("U+202E (a text-direction override)")
    );
    // A line break in a group's cell stays allowed; the good rows are read.
    let ids: Vec<&str> = parsed.entries.iter().map(|(_, e)| e.id.as_str()).collect();
    assert_eq!(ids, ["1", "4"]);
}

/// The roster every Windows and Excel save below holds: accented names, a
/// comma, and a line break in a quoted field (the group), so row 2 starts
/// on line 4.
const SHEET: [[&str; 5]; 4] = [
    ["id", "character", "player", "group", "class"],
    ["1", "Õie", "Ülle Käärik", "Wolves\nof the North", "Healer"],
    ["2", "Kalev Käärik", "Mart Tamm", "Wolves", "Warrior"],
    ["3", "Ülle", "Tamm, Õie", "", ""],
];

/// [`SHEET`] as text: `separator` between fields, `end` after each row and
/// for the line break inside the quoted field, quotes where needed.
fn sheet(separator: char, end: &str) -> String {
    let field = |f: &str| {
        if f.contains([separator, '"', '\n']) {
            format!("\"{}\"", f.replace('"', "\"\"").replace('\n', end))
        } else {
            f.to_string()
        }
    };
    SHEET
        .iter()
        .map(|row| row.map(field).join(&separator.to_string()) + end)
        .collect()
}

/// `text` in UTF-16 after its byte-order mark: little-endian (`FF FE`, as
/// Excel's "Unicode text" saves it) or big-endian (`FE FF`).
fn utf16(text: &str, little_endian: bool) -> Vec<u8> {
    units(&text.encode_utf16().collect::<Vec<_>>(), little_endian)
}

/// UTF-16 code units, paired or not, after a byte-order mark.
fn units(units: &[u16], little_endian: bool) -> Vec<u8> {
    let mut bytes = if little_endian {
        vec![0xFF, 0xFE]
    } else {
        vec![0xFE, 0xFF]
    };
    for unit in units {
        bytes.extend(if little_endian {
            unit.to_le_bytes()
        } else {
            unit.to_be_bytes()
        });
    }
    bytes
}

/// "\u{feff}" (a UTF-8 byte-order mark) then `text`.
fn utf8_bom(text: &str) -> Vec<u8> {
    format!("\u{feff}{text}").into_bytes()
}

/// The plain file's rows (with their lines), which every save must match.
fn plain_entries() -> Vec<(u64, armoury_records::RosterEntry)> {
    let plain = parse_roster(
        "plain.csv",
        sheet(',', "\n").as_bytes(),
        &[],
        Default::default(),
    )
    .unwrap();
    let names: Vec<&str> = plain.entries.iter().map(|(_, e)| e.name.as_str()).collect();
    assert_eq!(names, ["Õie", "Kalev Käärik", "Ülle"]);
    let lines: Vec<u64> = plain.entries.iter().map(|(line, _)| *line).collect();
    assert_eq!(lines, [2, 4, 5]);
    assert_eq!(
        plain.entries[0].1.group.as_deref(),
        Some("Wolves\nof the North")
    );
    plain.entries
}

/// Each save of [`SHEET`] reads as the same rows, on the same lines, as the
/// plain UTF-8 file, with the separator it was written with.
fn assert_reads_as_plain(saves: &[(&str, Vec<u8>, char)]) {
    let plain = plain_entries();
    for (name, bytes, separator) in saves {
        let parsed = parse_roster(name, bytes, &[], Default::default()).unwrap();
        assert_eq!(parsed.delimiter, *separator, "{name}");
        assert!(parsed.problems.is_empty(), "{name}: {:?}", parsed.problems);
        assert_eq!(parsed.entries, plain, "{name}");
    }
}

#[test]
fn crlf_line_ends_read_as_the_plain_file() {
    let windows = sheet(',', "\r\n");
    assert!(windows.contains("\"Wolves\r\nof the North\""), "{windows}");
    let unended = windows.strip_suffix("\r\n").unwrap();
    assert_reads_as_plain(&[
        ("windows.csv", windows.clone().into_bytes(), ','),
        ("unended.csv", unended.as_bytes().to_vec(), ','),
        // The plain file without its last line end too.
        (
            "plain-unended.csv",
            sheet(',', "\n")
                .strip_suffix('\n')
                .unwrap()
                .as_bytes()
                .to_vec(),
            ',',
        ),
    ]);
}

#[test]
fn excel_csv_utf8_reads_as_the_plain_file() {
    let comma = sheet(',', "\r\n");
    let semicolon = sheet(';', "\r\n");
    assert!(semicolon.contains(";Tamm, Õie;"), "{semicolon}");
    assert_reads_as_plain(&[
        ("comma.csv", utf8_bom(&comma), ','),
        ("semicolon.csv", utf8_bom(&semicolon), ';'),
        (
            "semicolon-unended.csv",
            utf8_bom(semicolon.strip_suffix("\r\n").unwrap()),
            ';',
        ),
        ("comma-lf.csv", utf8_bom(&sheet(',', "\n")), ','),
    ]);
}

#[test]
fn excel_unicode_text_reads_as_the_plain_file() {
    let tabs = sheet('\t', "\r\n");
    let le = utf16(&tabs, true);
    assert!(le.starts_with(b"\xFF\xFEi\0d\0\t\0"), "{le:?}");
    // "Õ" is one code unit, 0x00D5, low byte first.
    assert!(le.windows(4).any(|w| w == b"\t\0\xD5\0"), "{le:?}");
    assert_reads_as_plain(&[
        ("unicode.txt", le, '\t'),
        ("unicode-be.txt", utf16(&tabs, false), '\t'),
        (
            "unicode-unended.txt",
            utf16(tabs.strip_suffix("\r\n").unwrap(), true),
            '\t',
        ),
        ("unicode-lf.txt", utf16(&sheet('\t', "\n"), true), '\t'),
        (
            "unicode-semicolon.txt",
            utf16(&sheet(';', "\r\n"), false),
            ';',
        ),
    ]);
}

on_both_backends! {
/// The plain file imports three characters; every Windows and Excel save
/// of it then changes nothing, and the names keep their accents.
fn windows_and_excel_saves_import_unchanged_through_the_cli(database) {
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let windows = sheet(',', "\r\n");
    let tabs = sheet('\t', "\r\n");
    let new = "3 new, 0 updated, 0 unchanged";
    let same = "0 new, 0 updated, 3 unchanged";
    let saves = [
        ("plain.csv", sheet(',', "\n").into_bytes(), new),
        ("windows.csv", windows.strip_suffix("\r\n").unwrap().into(), same),
        ("excel-comma.csv", utf8_bom(&windows), same),
        ("excel-semicolon.csv", utf8_bom(&sheet(';', "\r\n")), same),
        ("unicode.txt", utf16(&tabs, true), same),
        ("unicode-be.txt", utf16(&tabs, false), same),
    ];
    for (name, bytes, counts) in saves {
        let file = write(dir.path(), name, &bytes);
        let out = armoury_on(&db, &["roster", "import", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{name}: {}", stderr(&out));
        let said = stdout(&out);
        let summary = format!("{name}: imported into event {DEFAULT}: {counts}, 0 skipped");
        assert!(said.contains(&summary), "{said}");
    }
    let store = database.open();
    let mut seen: Vec<(String, Option<String>)> = store
        .characters(DEFAULT)
        .unwrap()
        .into_iter()
        .map(|c| (c.name, c.player_name))
        .collect();
    seen.sort();
    let person = |name: &str, player: &str| (name.to_string(), Some(player.to_string()));
    assert_eq!(
        seen,
        [
            person("Kalev Käärik", "Mart Tamm"),
            person("Õie", "Ülle Käärik"),
            person("Ülle", "Tamm, Õie"),
        ]
    );
}
}

on_both_backends! {
/// A bad row after a line break in a quoted field is reported at its real
/// line in every encoding; nothing is written.
fn a_bad_row_is_reported_at_its_real_line_in_every_encoding(database) {
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let text = |separator: &str, end: &str| {
        let group = format!("\"Wolves{end}of the North\"");
        ["id", "character", "group", "height"].join(separator)
            + end
            + &["1", "Õie", group.as_str(), "165"].join(separator)
            + end
            + &["2", "Käärik", "Wolves", "182"].join(separator)
            + end
            + &["3", "Ülle", "Wolves", "tall"].join(separator)
            + end
    };
    let saves = [
        ("bad.csv", text(",", "\n").into_bytes()),
        ("bad-windows.csv", text(",", "\r\n").into_bytes()),
        ("bad-excel.csv", utf8_bom(&text(";", "\r\n"))),
        ("bad-unicode.txt", utf16(&text("\t", "\r\n"), true)),
        ("bad-unicode-be.txt", utf16(&text("\t", "\r\n"), false)),
    ];
    for (name, bytes) in saves {
        let RecordsError::BadRoster { problems, .. } =
            import(&mut database.open(), name, &bytes).unwrap_err()
        else {
            panic!("{name}: not a bad roster")
        };
        let at: Vec<(u64, &str, &str)> = problems
            .iter()
            .map(|p| (p.line, p.column.as_str(), p.value.as_str()))
            .collect();
        assert_eq!(at, [(5, "height", "tall")], "{name}");
        let file = write(dir.path(), name, &bytes);
        let out = armoury_on(&db, &["roster", "import", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{name}: {}", stdout(&out));
        let err = stderr(&out);
        let at_line_5 = format!("{name}:line 5: column \"height\"");
        assert!(err.contains(&at_line_5), "{err}");
    }
    let written = database.open().characters(DEFAULT).unwrap();
    assert!(written.is_empty(), "nothing written: {written:?}");
}
}

on_both_backends! {
/// An unpaired surrogate in a UTF-16 file is refused naming the file and
/// its line; nothing is written, though the rows before it are good.
fn an_unpaired_surrogate_is_refused_naming_its_line(database) {
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let head: Vec<u16> = "id\tcharacter\r\n1\tÕie\r\n2\tK".encode_utf16().collect();
    let tail: Vec<u16> = "rik\r\n".encode_utf16().collect();
    for (lone, little_endian) in [(0xD800, true), (0xDC00, false)] {
        let bytes = units(&[&head[..], &[lone], &tail[..]].concat(), little_endian);
        let err = parse_roster("lone.txt", &bytes, &[], Default::default()).unwrap_err();
        assert!(
            matches!(err, RecordsError::Encoding { line: 3, byte: 48, .. }),
            "{err}"
        );
        let file = write(dir.path(), "lone.txt", &bytes);
        let out = armoury_on(&db, &["roster", "import", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
        let err = stderr(&out);
        assert!(
            err.contains("lone.txt:3:") && err.contains("nothing was written"),
            "{err}"
        );
    }
    let written = database.open().characters(DEFAULT).unwrap();
    assert!(written.is_empty(), "nothing written: {written:?}");
    // Paired, the same place holds one character, and the file imports.
    let bytes = units(&[&head[..], &[0xD83D, 0xDEE1], &tail[..]].concat(), true);
    let file = write(dir.path(), "paired.txt", &bytes);
    let out = armoury_on(&db, &["roster", "import", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let names: Vec<String> = database
        .open()
        .characters(DEFAULT)
        .unwrap()
        .into_iter()
        .map(|c| c.name)
        .collect();
    assert_eq!(names, ["K🛡rik", "Õie"]);
}
}

#[test]
fn neither_utf8_nor_utf16_is_refused_naming_the_line() {
    // Read as UTF-8 only: Latin-1 "ÿ" (FF) starts like a UTF-16 mark but is
    // not one. And a UTF-8 mark before Latin-1 text does not make it UTF-8,
    // nor text in a code page, whatever the reading.
    let utf8 = TextEncoding::named("utf-8").unwrap();
    let files: [(&[u8], u64, TextEncoding); 3] = [
        (b"\xFFid,character\n1,Kalev\n", 1, utf8),
        (b"\xFF\xFD,character\n1,Kalev\n", 1, utf8),
        (
            b"\xEF\xBB\xBFid,character\n1,Kalev\n2,K\xe4\xe4rik\n",
            3,
            Default::default(),
        ),
    ];
    for (bytes, line, encoding) in files {
        let err = parse_roster("old.csv", bytes, &[], encoding).unwrap_err();
        assert!(
            matches!(err, RecordsError::Encoding { line: l, .. } if l == line),
            "{err}"
        );
        assert!(
            err.to_string()
                .contains(&format!("old.csv:{line}: not UTF-8")),
            "{err}"
        );
    }
}

on_both_backends! {
fn an_exported_roster_imports_unchanged(db) {
    let mut store = db.open();
    let csv = "id;character;player;group;class;height;hp\n1;Kalev Käärik;Mart;Wolves;;180;\n2;\"Mari, the Bold\";Anna;;Healer;1,65;3\n3;=HYPERLINK(\"http://x\");+372 555;@team;;;\n";
    import(&mut store, "r.csv", csv.as_bytes()).unwrap();
    let mut out = Vec::new();
    assert_eq!(
        store.export(ExportKind::Roster, DEFAULT, &mut out).unwrap(),
        3
    );
    assert!(out.starts_with(
        b"\xEF\xBB\xBFid,character,player_id,player,group,class,height_cm,hit_points\r\n"
    ));
    // Text a spreadsheet would run as a formula is written as text.
    let exported = String::from_utf8_lossy(&out);
    assert!(
        exported.contains("3,\"'=HYPERLINK(\"\"http://x\"\")\",3,'+372 555,'@team,,,"),
        "{exported}"
    );
    let other_db = db.another();
    let mut other = other_db.open();
    import(&mut other, "export.csv", &out).unwrap();
    let strip = |s: &Store| {
        s.characters(DEFAULT)
            .unwrap()
            .into_iter()
            .map(|mut c| {
                c.pk = 0;
                c
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(strip(&store), strip(&other));
    // And importing the export back into the same store changes nothing.
    let again = import(&mut store, "export.csv", &out).unwrap();
    assert_eq!(again.unchanged, 3);
}
}

/// A roster whose names become formulas when a spreadsheet splits a
/// comma-separated file at `;` or tabs instead (Excel does on double-click
/// in Estonian, German or French settings).
const FORMULA_ROSTER: &str = "id,character,player,group\n\
    1,\"x;=cmd|' /C calc'!A0;x\",\"Mart\t+1+1\",\"W;-2,@SUM(3)\"\n\
    2,\"'=1+1\",Anna,\"y;\"\"=2+2\"\"\"\n";

/// The roster export of [`FORMULA_ROSTER`].
fn formula_roster_export(store: &mut Store) -> Vec<u8> {
    import(store, "r.csv", FORMULA_ROSTER.as_bytes()).unwrap();
    let mut out = Vec::new();
    store.export(ExportKind::Roster, DEFAULT, &mut out).unwrap();
    out
}

/// The cells a reader splitting at `separator` sees, with their quotes
/// taken off as a spreadsheet would.
fn cells_read_with(bytes: &[u8], separator: u8) -> Vec<String> {
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(separator)
        .has_headers(false)
        .flexible(true)
        .from_reader(bytes);
    reader
        .records()
        .flat_map(|record| {
            record
                .unwrap()
                .iter()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

on_both_backends! {
fn no_exported_cell_is_a_formula_whichever_separator_reads_it(db) {
    let mut store = db.open();
    let out = formula_roster_export(&mut store);
    for separator in [b',', b';', b'\t'] {
        let cells = cells_read_with(&out, separator);
        for cell in &cells {
            assert!(
                !cell
                    .trim_start_matches('"')
                    .starts_with(['=', '+', '-', '@', '\t', '\r']),
                "read with {:?}, {cell:?} is a formula:\n{}",
                char::from(separator),
                String::from_utf8_lossy(&out)
            );
        }
    }
    // Read at `;`, the name splits where its attack would have run.
    assert!(cells_read_with(&out, b';').contains(&"'=cmd|' /C calc'!A0".to_string()));
    // The guard comes off again on import: the names are as they were.
    let other_db = db.another();
    let mut other = other_db.open();
    import(&mut other, "export.csv", &out).unwrap();
    let names = |s: &Store| {
        s.characters(DEFAULT)
            .unwrap()
            .into_iter()
            .map(|c| (c.name, c.player_name, c.group))
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&store), names(&other));
    let mut characters: Vec<String> = names(&other).into_iter().map(|n| n.0).collect();
    characters.sort();
    // `'=1+1` in a spreadsheet is the text `=1+1`: the import read it so.
    assert_eq!(characters, ["=1+1", "x;=cmd|' /C calc'!A0;x"]);
}
}

/// LibreOffice Calc opens the export with each separator and holds no
/// formula: its flat XML (`.fods`) has no `table:formula` attribute.
#[test]
#[ignore = "needs LibreOffice Calc: soffice (Debian package libreoffice-calc-nogui)"]
fn libreoffice_reads_no_formula_from_an_export_with_any_separator() {
    let database = crate::common::db::TestDb::sqlite();
    let out = formula_roster_export(&mut database.open());
    let dir = tempfile::tempdir().unwrap();
    // A private profile, so a run leaves nothing in the user's and two
    // runs at once do not share one.
    let profile = format!(
        "-env:UserInstallation=file://{}/profile",
        dir.path().display()
    );
    for (separator, name) in [(44, "comma"), (59, "semicolon"), (9, "tab")] {
        let csv = write(dir.path(), &format!("{name}.csv"), &out);
        // Separator, quote ("), UTF-8, from line 1.
        let filter = format!("CSV:{separator},34,76,1");
        let converted = std::process::Command::new("soffice")
            .args([&profile, "--headless", &format!("--infilter={filter}")])
            .args(["--convert-to", "fods", "--outdir"])
            .arg(dir.path())
            .arg(&csv)
            .output()
            .unwrap();
        assert!(converted.status.success(), "{converted:?}");
        let sheet = std::fs::read_to_string(dir.path().join(format!("{name}.fods"))).unwrap();
        assert!(sheet.contains("cmd|"), "{name}: the names are in the sheet");
        assert!(
            !sheet.contains("table:formula="),
            "{name}: LibreOffice read a formula:\n{}",
            String::from_utf8_lossy(&out)
        );
    }
}

on_both_backends! {
fn the_cli_imports_reports_and_exports(database) {
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let good = write(
        dir.path(),
        "good.csv",
        "id;character;group;class\n1;Kalev;Wolves;Healer\n2;Mari;Wolves;Warrior\n".as_bytes(),
    );
    let out = armoury_on(
        &db,
        &["roster", "import", good.to_str().unwrap(), "--dry-run"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("would import"));
    let out = armoury_on(&db, &["roster", "import", good.to_str().unwrap()]);
    assert!(stdout(&out).contains("2 new"), "{}", stdout(&out));
    assert!(
        stderr(&out).contains("warning: group \"Wolves\""),
        "{}",
        stderr(&out)
    );
    let out = armoury_on(&db, &["roster", "check"]);
    assert_eq!(out.status.code(), Some(1));

    let bad = write(dir.path(), "bad.csv", b"id,character\n1,\n,Nameless\n");
    let out = armoury_on(&db, &["roster", "import", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("bad.csv:line 2: column \"character\"")
            && err.contains("bad.csv:line 3: column \"id\""),
        "{err}"
    );

    // Not UTF-8: read in the event's code page (English here), and said so;
    // with --encoding utf-8 refused as not UTF-8.
    let latin = write(dir.path(), "latin.csv", b"id,character\n1,K\xe4\xe4rik\n");
    let out = armoury_on(&db, &["roster", "import", latin.to_str().unwrap(), "--dry-run"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("read as windows-1252 (it is not UTF-8: the event language's code page); first names: Käärik"),
        "{}",
        stdout(&out)
    );
    let strict = ["roster", "import", latin.to_str().unwrap(), "--encoding", "utf-8"];
    let out = armoury_on(&db, &strict);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("latin.csv:2: not UTF-8"),
        "{}",
        stderr(&out)
    );
    // An Estonian event reads Windows-1257; a name that looks misread is warned of.
    let out = armoury_on(&db, &["event", "create", "kevad", "--name", "Kevad", "--language", "et"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let baltic = write(dir.path(), "baltic.csv", b"id;character\n1;\xD0a\xF0ko\n");
    let import = ["roster", "import", baltic.to_str().unwrap(), "--event", "kevad"];
    let out = armoury_on(&db, &import);
    assert!(stdout(&out).contains("read as windows-1257"), "{}", stdout(&out));
    assert!(stdout(&out).contains("first names: Šašk"), "{}", stdout(&out));
    let out = armoury_on(&db, &[&import[..], &["--encoding", "windows-1252"]].concat());
    assert!(
        stderr(&out).contains("warning: line 2: column \"character\": \"Ðaðko\" has 'Ð'"),
        "{}",
        stderr(&out)
    );

    let file = dir.path().join("roster-out.csv");
    let out = armoury_on(&db, &["export", "roster", "--out", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "an export holds names: the file is the user's alone");
    }
    let exported = std::fs::read_to_string(&file).unwrap();
    assert!(
        exported.contains("1,Kalev,1,,Wolves,Healer,,"),
        "{exported}"
    );
    let out = armoury_on(&db, &["export", "awards"]);
    assert_eq!(
        stdout(&out).trim_start_matches('\u{feff}').lines().count(),
        1,
        "header only"
    );
}
}
