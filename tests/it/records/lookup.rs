//! Lookup by accented name, prefix, typo, player, id and tag serial; the
//! card's hit points, armour and tags; and `armoury lookup` /
//! `armoury check --record` on the command line.

use crate::common::db::{TestDb, on_both_backends};
use crate::common::{armoury_on, example_award, ok};

use std::path::Path;

use armoury_records::{Lookup, MatchKind, NewInspection, RosterEntry, Store, parse_roster};
use armoury_rules::{Item, check, shipped};

const ROSTER: &str = "id;character;player;group;class\n\
    17;Kalev Käärik;Mart Tamm;Wolves;Warrior\n\
    18;Kalevipoeg;Jaan Kask;Ravens;\n\
    19;Mari-Liis Õun;Anna Saar;Wolves;Healer\n\
    20;Tõnu;Mart Tamm;;Wizard\n\
    21;Sigrid Strand;Liis Mets;Ravens;Warrior\n\
    22;Rasmus Kuusk Noorem;Eha Org;;Warrior\n";

fn store(db: &TestDb) -> Store {
    let mut store = db.open();
    let parsed = parse_roster("r.csv", ROSTER.as_bytes(), &[], Default::default()).unwrap();
    store
        .import_roster("default", &parsed, false, false)
        .unwrap();
    store
}

fn found(store: &mut Store, query: &str) -> (MatchKind, String) {
    match store.lookup("default", query).unwrap() {
        Lookup::Found { matched_by, card } => (matched_by, card.character.id),
        other => panic!("{query}: {other:?}"),
    }
}

on_both_backends! {
fn names_match_without_case_or_accents_by_prefix_and_with_typos(db) {
    let mut store = store(db);
    let cases: &[(&str, MatchKind, &str)] = &[
        ("kaarik", MatchKind::Name, "17"),
        ("KÄÄRIK", MatchKind::Name, "17"),
        ("Kalev Käärik", MatchKind::Name, "17"),
        ("kalev", MatchKind::Name, "17"),
        ("kalevip", MatchKind::Prefix, "18"),
        ("kaar", MatchKind::Prefix, "17"),
        ("kaarik kalev", MatchKind::Words, "17"),
        ("mari liis oun", MatchKind::Name, "19"),
        ("oun", MatchKind::Name, "19"),
        ("tonu", MatchKind::Name, "20"),
        ("Kaarikk", MatchKind::Typo, "17"),
        ("kalveipoeg", MatchKind::Typo, "18"),
        ("Sigird", MatchKind::Typo, "21"),
        ("Anna Saar", MatchKind::Name, "19"),
        ("liis mets", MatchKind::Name, "21"),
        ("17", MatchKind::Id, "17"),
    ];
    for (query, kind, id) in cases {
        assert_eq!(found(&mut store, query), (*kind, id.to_string()), "{query}");
    }
    assert_eq!(store.lookup("default", "zzzzzz").unwrap(), Lookup::NotFound);
    assert!(store.lookup("default", "  ").is_err());
}
}

on_both_backends! {
/// The name index is built in memory and kept between lookups: a change to
/// the roster, by this store or by another connection (another station, or
/// the referees' page beside a desk), is seen by the very next lookup.
fn lookups_see_roster_changes_at_once(db) {
    let mut desk = store(db);
    let mut other = db.open();
    assert_eq!(found(&mut desk, "sigrid"), (MatchKind::Name, "21".into()));
    assert_eq!(desk.lookup("default", "Oskar Luts").unwrap(), Lookup::NotFound);

    // Another connection adds a character and renames one.
    other.add_walk_in("default", "Eha Org", "Oskar Luts", "desk 2").unwrap();
    let renamed = RosterEntry {
        id: "21".into(),
        name: "Sigrun Strand".into(),
        player_name: Some("Liis Mets".into()),
        ..Default::default()
    };
    other.upsert_character("default", &renamed).unwrap();
    assert_eq!(found(&mut desk, "oskar").0, MatchKind::Name);
    assert_eq!(found(&mut desk, "sigrun"), (MatchKind::Name, "21".into()));
    assert_ne!(found(&mut desk, "sigrid").0, MatchKind::Name, "the old name is gone");

    // This store's own change.
    let own = RosterEntry { id: "30".into(), name: "Vello Vaher".into(), ..Default::default() };
    desk.upsert_character("default", &own).unwrap();
    assert_eq!(found(&mut desk, "vaher"), (MatchKind::Name, "30".into()));
}
}

on_both_backends! {
/// Typos of every kind, each with the match it must give: substitutions
/// (whose letter counts differ by exactly twice the budget, the edge of the
/// letter-count filter), deletions, transpositions, several words, and
/// names of 3–5 letters (3 letters allow no typo, 4–5 one, 6 and more two).
fn typos_find_the_name_they_mean(db) {
    let mut store = store(db);
    let cases: &[(&str, &str)] = &[
        // Substitutions: one in 4 and 5 letters, two in 6.
        ("Tanu", "20"),
        ("Kuisk", "22"),
        ("Stronf", "21"),
        // Deletions: from 6 and 5 letters, and a word of a longer name.
        ("Sigrd", "21"),
        ("Rasmus Kusk", "22"),
        ("Kusk Rasmus", "22"),
        ("Ras Kusk", "22"),
        ("Rasmus Kusk Noorm", "22"),
        // Insertions and transpositions.
        ("Tõnnu", "20"),
        ("Mets Lisi", "21"),
    ];
    for (query, id) in cases {
        assert_eq!(
            found(&mut store, query),
            (MatchKind::Typo, id.to_string()),
            "{query}"
        );
    }
    // 3 letters: exact names match, a typo does not.
    assert_eq!(
        found(&mut store, "Org"),
        (MatchKind::Name, "22".to_string())
    );
    assert_eq!(
        found(&mut store, "eha"),
        (MatchKind::Name, "22".to_string())
    );
    for query in ["Ork", "Tnu", "Eho"] {
        assert_eq!(
            store.lookup("default", query).unwrap(),
            Lookup::NotFound,
            "{query}"
        );
    }
    // One edit from two names (Kuusk, Kask): both are candidates.
    let Lookup::Ambiguous {
        matched_by,
        candidates,
        ..
    } = store.lookup("default", "Kusk").unwrap()
    else {
        panic!("Kusk is one edit from Kuusk and from Kask")
    };
    assert_eq!(matched_by, MatchKind::Typo);
    let mut ids: Vec<&str> = candidates.iter().map(|c| c.id.as_str()).collect();
    ids.sort_unstable();
    assert_eq!(ids, ["18", "22"]);
    // Every word must match: a second word that fits no name finds nothing.
    assert_eq!(
        store.lookup("default", "Rasmus Zzzzz").unwrap(),
        Lookup::NotFound
    );
}
}

on_both_backends! {
fn several_matches_are_candidates(db) {
    let mut store = store(db);
    let Lookup::Ambiguous {
        candidates, total, ..
    } = store.lookup("default", "kal").unwrap()
    else {
        panic!("kal should be ambiguous")
    };
    assert_eq!(total, 2);
    assert_eq!(
        candidates.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(),
        vec!["17", "18"]
    );
    // Mart Tamm plays two characters.
    assert!(matches!(
        store.lookup("default", "mart tamm").unwrap(),
        Lookup::Ambiguous { total: 2, .. }
    ));
}
}

on_both_backends! {
fn candidates_come_in_one_query_in_the_order_asked(db) {
    let store = store(db);
    let all = store.characters("default").unwrap();
    let (first, last) = (all[0].pk, all[all.len() - 1].pk);
    let found = store.characters_by_pk(&[last, -1, first]).unwrap();
    assert_eq!(
        found.iter().map(|c| c.pk).collect::<Vec<_>>(),
        [last, first],
        "the order asked, an unknown key left out"
    );
    assert!(store.characters_by_pk(&[]).unwrap().is_empty());
}
}

on_both_backends! {
fn the_card_has_class_hit_points_armour_and_tags(db) {
    let mut store = store(db);
    let kalev = store
        .characters("default")
        .unwrap()
        .into_iter()
        .find(|c| c.id == "17")
        .unwrap();
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items/sword.toml"),
    )
    .unwrap();
    let item = Item::parse("sword.toml", &text, &ruleset).unwrap();
    let verdict = check(&ruleset, &item);
    let recorded = store
        .record_inspection(&NewInspection {
            event_id: "default",
            character_pk: Some(kalev.pk),
            item: &item,
            verdict: &verdict,
            inspector: "Eve",
            station: "desk",
            override_reason: None,
            corrects: None,
        })
        .unwrap();
    store
        .record_armour_award(
            kalev.pk,
            &example_award("ancalagon-2011", "examples/armour/kalev-mixed.toml"),
            "Eve",
        )
        .unwrap();
    let serial = recorded.tag.unwrap().serial;
    for query in [serial.as_str(), &serial.to_lowercase(), "ar 1"] {
        let Lookup::Found { matched_by, card } = store.lookup("default", query).unwrap() else {
            panic!("{query}")
        };
        assert_eq!(matched_by, MatchKind::TagSerial, "{query}");
        assert_eq!(card.character.id, "17");
        assert_eq!((card.class.as_str(), card.hit_points), ("Warrior", Some(2)));
        let armour = card.armour.unwrap();
        assert_eq!(
            (
                armour.body_points,
                armour.helmet_points,
                armour.total,
                armour.provisional
            ),
            (2, 1, 3, true)
        );
        assert_eq!(
            card.approved_items[0].tag_serial.as_deref(),
            Some(serial.as_str())
        );
    }
    let Lookup::Found { card, .. } = store.lookup("default", "kalevipoeg").unwrap() else {
        panic!()
    };
    assert_eq!(
        (card.class.as_str(), card.hit_points),
        ("Warrior", Some(2)),
        "no class means Warrior"
    );
    let Lookup::Found { card, .. } = store.lookup("default", "tonu").unwrap() else {
        panic!()
    };
    assert_eq!(card.hit_points, None, "an unknown class has no hit points");
}
}

on_both_backends! {
fn the_cli_records_and_looks_up(database) {
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let roster = dir.path().join("r.csv");
    std::fs::write(&roster, ROSTER).unwrap();
    let sword = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items/sword.toml");
    let sword = sword.to_str().unwrap();
    let out = armoury_on(
        &db,
        &[
            "event",
            "create",
            "ancalagon-2026",
            "--name",
            "Ancalagon",
            "--end",
            "2026-07-12",
            "--use",
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    armoury_on(&db, &["roster", "import", roster.to_str().unwrap()]);

    let out = armoury_on(
        &db,
        &[
            "check",
            sword,
            "--record",
            "--character",
            "kal",
            "--inspector",
            "Eve",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "ambiguous character");
    assert!(String::from_utf8_lossy(&out.stderr).contains("nothing was recorded"));

    let out = armoury_on(
        &db,
        &[
            "check",
            sword,
            "--record",
            "--character",
            "Käärik",
            "--inspector",
            "Eve",
        ],
    );
    let stdout = ok(&out);
    assert!(
        stdout.contains("recorded inspection #1 for Kalev Käärik")
            && stdout.contains("tag AN26-000001, valid until 2026-07-12"),
        "{stdout}"
    );

    // A rejected item approved by override exits 0 and says so.
    let bad = dir.path().join("bad.toml");
    std::fs::write(
        &bad,
        std::fs::read_to_string(sword)
            .unwrap()
            .replace("striking_mm = 15", "striking_mm = 5"),
    )
    .unwrap();
    let out = armoury_on(
        &db,
        &[
            "check",
            bad.to_str().unwrap(),
            "--record",
            "--character",
            "17",
            "--inspector",
            "Eve",
            "--json",
        ],
    );
    assert_ne!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["recorded"]["approved"], false);
    let out = armoury_on(
        &db,
        &[
            "check",
            bad.to_str().unwrap(),
            "--record",
            "--character",
            "17",
            "--override",
            "GM says fine",
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("APPROVED by override"));

    let out = armoury_on(&db, &["lookup", "an26-000001"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stdout.contains("Kalev Käärik")
            && stdout.contains("hit points:  2")
            && stdout.contains("AN26-000002"),
        "{stdout}"
    );
    assert!(stdout.contains("[override: GM says fine]"), "{stdout}");

    let out = armoury_on(&db, &["lookup", "kal"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("2 characters match") && stderr.contains("Kalevipoeg"),
        "{stderr}"
    );

    let out = armoury_on(&db, &["lookup", "kaarik", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["result"], "found");
    assert_eq!(json["card"]["hit_points"], 2);
    assert_eq!(json["card"]["approved_items"].as_array().unwrap().len(), 2);

    let out = armoury_on(&db, &["lookup", "nobody-here"]);
    assert_eq!(out.status.code(), Some(2));

    let out = armoury_on(&db, &["export", "inspections"]);
    let csv = String::from_utf8_lossy(&out.stdout);
    assert_eq!(csv.lines().count(), 4, "{csv}");
    assert!(csv.contains("GM says fine"));

    // The armour award is stored on the character and the lookup shows it.
    let armour = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/armour/kalev-mixed.toml");
    let out = armoury_on(
        &db,
        &[
            "armour",
            armour.to_str().unwrap(),
            "--record",
            "--character",
            "Käärik",
            "--recorder",
            "Eve",
        ],
    );
    let stdout = ok(&out);
    assert!(
        stdout.contains("recorded award #1 for Kalev Käärik"),
        "{stdout}"
    );
    let out = armoury_on(&db, &["lookup", "kaarik", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let award = &json["card"]["armour"];
    assert_eq!(award["body_points"], 2, "{json}");
    assert_eq!(award["helmet_points"], 1, "{json}");
    assert_eq!(award["total"], 3, "{json}");
    assert_eq!(award["provisional"], true, "{json}");
    let out = armoury_on(
        &db,
        &[
            "armour",
            armour.to_str().unwrap(),
            "--record",
            "--character",
            "nobody-here",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nothing was recorded"));
}
}

on_both_backends! {
/// A database written before names were checked may hold a control
/// character or a direction override: the command line shows it escaped,
/// never acting on the terminal.
fn stored_control_characters_are_printed_escaped(database) {
    let db = database.arg();
    let mut store = database.open();
    store
        .upsert_character(
            "default",
            &RosterEntry {
                id: "66".into(),
                name: "Evil\u{1b}]0;owned\u{7}".into(),
                player_name: Some("\u{202e}kiräK".into()),
                ..RosterEntry::default()
            },
        )
        .unwrap();
    drop(store);
    for args in [&["roster", "list"][..], &["lookup", "66"]] {
        let out = armoury_on(&db, args);
        let shown = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(shown.contains("Evil\\u{1b}]0;owned\\u{7}"), "{args:?}: {shown}");
        assert!(shown.contains("\\u{202e}kiräK"), "{args:?}: {shown}");
        assert!(
            !shown.contains(|c| c != '\n' && armoury_rules::names::is_forbidden(c)),
            "{args:?}: {shown:?}"
        );
    }
}
}
