//! `db copy`: a whole event between stores, keys remapped, checked by row
//! counts and checksum, refused into a target that holds the event, whole
//! or absent when the target goes away halfway.

use std::path::Path;

use armoury_records::{Lookup, NewInspection, RosterEntry, Store, parse_roster};
use armoury_rules::{Item, check, shipped};

use crate::common::db::{TestDb, on_both_backends};
use crate::common::example_award;
#[cfg(unix)]
use crate::common::{armoury_on, stderr, stdout};

const ROSTER: &str = "id;character;player;group;class\n\
    17;Kalev Käärik;Mart Tamm;Wolves;Warrior\n\
    18;Kalevipoeg;Jaan Kask;Ravens;\n\
    19;Mari-Liis Õun;Anna Saar;Wolves;Healer\n";

fn item(name: &str) -> Item {
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/items")
        .join(name);
    Item::parse(name, &std::fs::read_to_string(path).unwrap(), &ruleset).unwrap()
}

/// An event with a roster, a walk-in, approved, rejected and corrected
/// inspections with tags, and an armour award.
fn busy_event(store: &mut Store, characters: usize) {
    let mut roster = String::from(ROSTER);
    for n in 0..characters {
        roster.push_str(&format!("{};Extra {n};Player {n};Crew;\n", 100 + n));
    }
    let parsed = parse_roster("r.csv", roster.as_bytes(), &[], Default::default()).unwrap();
    store
        .import_roster("default", &parsed, false, false)
        .unwrap();
    store
        .add_walk_in("default", "Late Comer", "Tõnis", "desk 2")
        .unwrap();
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let sword = item("sword.toml");
    let mut bad = sword.clone();
    bad.materials.insert("core".into(), "steel".into());
    let (good, rejected) = (check(&ruleset, &sword), check(&ruleset, &bad));
    let all = store.characters("default").unwrap();
    for character in &all {
        let new = NewInspection {
            event_id: "default",
            character_pk: Some(character.pk),
            item: &bad,
            verdict: &rejected,
            inspector: "Eve",
            station: "desk 1",
            override_reason: None,
            corrects: None,
        };
        let first = store.record_inspection(&new).unwrap();
        // The approved one is photographed (a JPEG of its own bytes each).
        let mut approved = NewInspection {
            item: &sword,
            verdict: &good,
            corrects: Some(first.inspection_id),
            ..new
        }
        .decide()
        .unwrap();
        let mut jpeg = vec![0xFF, 0xD8, 0xFF, 0xE0];
        jpeg.extend(character.id.as_bytes());
        approved.photo = Some(armoury_records::StoredPhoto {
            jpeg,
            width: 1600,
            height: 1200,
        });
        store.record_decided(&approved).unwrap();
    }
    let award = example_award("ancalagon-2011", "examples/armour/kalev-mixed.toml");
    let kalev = all.iter().find(|c| c.id == "17").unwrap();
    store.record_armour_award(kalev.pk, &award, "Eve").unwrap();
}

on_both_backends! {
/// Into a store that holds another event already (whose keys the copy's
/// rows would collide with): every row arrives, remapped, and reads back
/// the same; a second copy is refused.
fn an_event_copies_whole_and_reads_back_the_same(db) {
    let source_db = TestDb::sqlite();
    let mut source = source_db.open();
    busy_event(&mut source, 5);
    let mut target = db.open();
    target
        .create_event(&armoury_records::NewEvent {
            id: "other".into(),
            name: "Other".into(),
            ..Default::default()
        })
        .unwrap();
    target
        .upsert_character("other", &RosterEntry { id: "1".into(), name: "Someone".into(), ..Default::default() })
        .unwrap();
    // A phone signed in to the target's empty default event is no records.
    let now = armoury_records::time::now_secs();
    target
        .open_referee_session("default", "a phone", "192.0.2.1", now, now + 60)
        .unwrap();
    let copied = source.copy_event_to("default", &mut target).unwrap();
    assert!(target.referee_sessions("default", now).unwrap().is_empty());
    let rows: std::collections::HashMap<_, _> = copied.rows.iter().copied().collect();
    assert_eq!(rows["characters"], 9);
    assert_eq!(rows["inspections"], 18);
    assert_eq!(rows["tags"], 9);
    assert_eq!(rows["photos"], 9);
    assert_eq!(rows["awards"], 1);
    assert_eq!(target.event_fingerprint("default").unwrap(), copied);
    assert_eq!(source.event_fingerprint("default").unwrap(), copied);
    // The copy works: lookups, tags and the secret that signs them.
    let Lookup::Found { card, .. } = target.lookup("default", "Käärik").unwrap() else {
        panic!("Kalev not found in the copy")
    };
    assert_eq!(card.approved_items.len(), 1);
    assert!(card.armour.is_some());
    // Each approved inspection's photo came with it, byte for byte.
    for inspection in target.inspections("default").unwrap().iter().filter(|i| i.approved) {
        let photo = target.photo("default", inspection.id).unwrap().unwrap();
        let character = inspection.character_pk.map(|pk| target.character(pk).unwrap().id);
        assert!(photo.jpeg.ends_with(character.unwrap().as_bytes()));
        assert_eq!((photo.width, photo.height), (1600, 1200));
    }
    assert_eq!(
        target.event_secret("default").unwrap(),
        source.event_secret("default").unwrap()
    );
    assert_eq!(target.characters("other").unwrap().len(), 1);
    // The target's own keys go on after the copied ones: a new row takes
    // no key the copy gave.
    target
        .upsert_character("other", &RosterEntry { id: "2".into(), name: "Newcomer".into(), ..Default::default() })
        .unwrap();
    assert_eq!(target.characters("other").unwrap().len(), 2);
    let copied_again = target.event_fingerprint("default").unwrap();
    assert_eq!(copied_again, copied);
    // Into an event that holds records: refused, nothing written.
    let again = source.copy_event_to("default", &mut target).unwrap_err().to_string();
    assert!(again.contains("already holds records"), "{again}");
    assert_eq!(target.event_fingerprint("default").unwrap(), copied);
}
}

on_both_backends! {
/// Read, hashed and written a few rows at a time (the edges of a chunk:
/// one row, a chunk short of the 9 characters, exactly 9, one more, all at
/// once), the copy is the same: the same counts and checksum, and the
/// corrections refer to the inspections they correct.
fn an_event_copies_the_same_in_chunks_of_any_size(db) {
    let source_db = TestDb::sqlite();
    let mut source = source_db.open();
    busy_event(&mut source, 5);
    let whole = source.event_fingerprint("default").unwrap();
    for rows_at_once in [1, 2, 8, 9, 10, 5_000] {
        let fresh = db.another();
        let mut target = fresh.open();
        let copied = source
            .copy_event_in_chunks("default", &mut target, rows_at_once)
            .unwrap();
        assert_eq!(copied, whole, "{rows_at_once} rows at a time");
        assert_eq!(target.event_fingerprint("default").unwrap(), whole);
        let corrected = target
            .inspections("default")
            .unwrap()
            .into_iter()
            .filter(|i| i.corrects.is_some())
            .count();
        assert_eq!(corrected, 9, "{rows_at_once} rows at a time");
    }
}
}

/// A file to the server and back to a file, on the command line: the
/// same counts and checksum at every step.
#[test]
#[cfg(unix)]
#[ignore = "needs PostgreSQL: ARMOURY_TEST_POSTGRES=postgres://… (scripts/with-postgres)"]
fn the_cli_copies_a_file_to_the_server_and_back() {
    let (file, server, archive) = (TestDb::sqlite(), TestDb::postgres(), TestDb::sqlite());
    busy_event(&mut file.open(), 3);
    let checksum = |out: &std::process::Output| -> String {
        assert_eq!(out.status.code(), Some(0), "{}", stderr(out));
        let text = stdout(out);
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with("checksum"))
            .unwrap();
        line.split_whitespace().nth(1).unwrap().to_string()
    };
    let copy = |from: &TestDb, to: &TestDb| {
        armoury_on(
            "unused.db",
            &["db", "copy", "--from", &from.arg(), "--to", &to.arg()],
        )
    };
    let up = checksum(&copy(&file, &server));
    let down = checksum(&copy(&server, &archive));
    assert_eq!(up, down);
    let out = copy(&file, &server);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("already holds records"),
        "{}",
        stderr(&out)
    );
}

/// The server crashes while a copy is being written to it: the copy is an
/// error and the server holds nothing of it.
#[test]
#[cfg(unix)]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn a_server_that_goes_away_during_a_copy_gets_none_of_it() {
    let server = crate::common::server::PrivateServer::start();
    let url = server.create("archive");
    let source_db = TestDb::sqlite();
    let mut source = source_db.open();
    busy_event(&mut source, 2_000);
    let location = armoury_records::StoreAddress::parse(&url);
    let mut target = Store::connect(&location).unwrap();
    let copying = std::thread::spawn(move || source.copy_event_to("default", &mut target));
    std::thread::sleep(std::time::Duration::from_millis(400));
    server.crash();
    let err = copying.join().unwrap().unwrap_err();
    assert!(err.is_unreachable(), "{err}");
    server.start_again();
    let store = Store::connect(&location).unwrap();
    assert!(store.characters("default").unwrap().is_empty());
    assert!(store.inspections("default").unwrap().is_empty());
}
