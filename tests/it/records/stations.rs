//! Several stations on one PostgreSQL server, as separate processes: each
//! records its inspections at the same time as the others, and the server
//! ends up with every one of them, each approved item with its own tag
//! serial, none twice. The stations are this test binary run again
//! ([`STATION_ENV`] set), each with its own connection.
#![cfg(feature = "records")]

use std::path::Path;
use std::process::Command;

use armoury::records::{Location, NewInspection, RosterEntry, Store};
use armoury::rules::{Item, inspect, shipped};

use crate::common::db::TestDb;

/// Set in a station process: `URL|STATION|COUNT`.
const STATION_ENV: &str = "ARMOURY_TEST_STATION";

const EVENT: &str = "default";

fn sword() -> Item {
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items/sword.toml");
    let text = std::fs::read_to_string(path).unwrap();
    Item::parse("sword.toml", &text, &ruleset).unwrap()
}

/// Records `count` approved swords for Kalev as `station`; returns the serials.
fn record(location: &Location, station: &str, count: usize) -> Vec<String> {
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let item = sword();
    let verdict = inspect(&ruleset, &item);
    let mut store = Store::connect(location).unwrap();
    let kalev = store.characters(EVENT).unwrap()[0].pk;
    (0..count)
        .map(|_| {
            let recorded = store
                .record_inspection(&NewInspection {
                    event_id: EVENT,
                    character_pk: Some(kalev),
                    item: &item,
                    verdict: &verdict,
                    inspector: "Eve",
                    station,
                    override_reason: None,
                    corrects: None,
                })
                .unwrap();
            recorded.tag.unwrap().serial
        })
        .collect()
}

fn with_kalev(db: &TestDb) {
    let mut store = db.open();
    store
        .upsert_character(
            EVENT,
            &RosterEntry {
                id: "17".into(),
                name: "Kalev Käärik".into(),
                ..RosterEntry::default()
            },
        )
        .unwrap();
}

/// One station alone hands out serials 1, 2, 3… in order. Run again by
/// [`four_stations_record_10000_inspections_at_once`] as one of its
/// stations, it records what it is told and prints its serials.
#[test]
#[ignore = "needs PostgreSQL: ARMOURY_TEST_POSTGRES=postgres://… (scripts/with-postgres)"]
fn station_process() {
    if let Ok(task) = std::env::var(STATION_ENV) {
        let mut parts = task.split('|');
        let (url, station, count) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap().parse().unwrap(),
        );
        for serial in record(&Location::parse(url), station, count) {
            println!("serial {serial}");
        }
        return;
    }
    let db = TestDb::postgres();
    with_kalev(&db);
    let serials = record(&db.location(), "desk 1", 3);
    assert_eq!(serials, ["AR-000001", "AR-000002", "AR-000003"]);
}

#[test]
#[ignore = "needs PostgreSQL: ARMOURY_TEST_POSTGRES=postgres://… (scripts/with-postgres)"]
fn four_stations_record_10000_inspections_at_once() {
    const STATIONS: usize = 4;
    const EACH: usize = 2_500;
    let db = TestDb::postgres();
    with_kalev(&db);
    let children: Vec<_> = (1..=STATIONS)
        .map(|n| {
            Command::new(std::env::current_exe().unwrap())
                .args([
                    "--exact",
                    "records::stations::station_process",
                    "--include-ignored",
                    "--nocapture",
                    "--test-threads=1",
                ])
                .env(STATION_ENV, format!("{}|desk {n}|{EACH}", db.arg()))
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut reported = Vec::new();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "a station failed");
        let text = String::from_utf8(out.stdout).unwrap();
        let serials: Vec<String> = text
            .lines()
            // libtest may print the test's name on the first serial's line.
            .filter_map(|l| l.split_once("serial ").map(|(_, serial)| serial))
            .map(str::to_string)
            .collect();
        assert_eq!(serials.len(), EACH, "every decided inspection reported");
        reported.extend(serials);
    }
    // 0 lost: every inspection a station was told is recorded is there, once.
    let total = (STATIONS * EACH) as i64;
    assert_eq!(db.raw_i64("SELECT count(*) FROM inspections"), total);
    for n in 1..=STATIONS {
        let sql = format!("SELECT count(*) FROM inspections WHERE station = 'desk {n}'");
        assert_eq!(db.raw_i64(&sql), EACH as i64, "desk {n}");
    }
    // 0 duplicate serials, none skipped: 1 to 10,000 exactly.
    reported.sort();
    reported.dedup();
    assert_eq!(reported.len(), STATIONS * EACH);
    assert_eq!(db.raw_i64("SELECT count(DISTINCT serial) FROM tags"), total);
    assert_eq!(db.raw_i64("SELECT min(seq) FROM tags"), 1);
    assert_eq!(db.raw_i64("SELECT max(seq) FROM tags"), total);
}
