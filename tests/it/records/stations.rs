//! Several stations on one PostgreSQL server, as separate processes: each
//! records its inspections at the same time as the others, and the server
//! ends up with every one of them, each approved item with its own tag
//! serial, none twice. Then the faults of a real event: the server crashes
//! and comes back while stations record through their outboxes, and a
//! station is killed with decisions waiting in its outbox. The stations are
//! this test binary run again ([`STATION_ENV`] set), each with its own
//! connection. They need a PostgreSQL server, so they are Unix-only, like
//! `scripts/with-postgres`.
#![cfg(unix)]

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use armoury_records::{NewInspection, Outbox, RecordsError, RosterEntry, Store, StoreAddress};
use armoury_rules::{Item, check, shipped};

use crate::common::db::TestDb;
use crate::common::server::PrivateServer;

/// Set in a station process: `MODE|URL|STATION|COUNT|OUTBOX`.
const STATION_ENV: &str = "ARMOURY_TEST_STATION";

const EVENT: &str = "default";

pub(super) fn sword() -> Item {
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items/sword.toml");
    let text = std::fs::read_to_string(path).unwrap();
    Item::parse("sword.toml", &text, &ruleset).unwrap()
}

/// Records `count` approved swords for Kalev as `station`; returns the serials.
fn record(location: &StoreAddress, station: &str, count: usize) -> Vec<String> {
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let item = sword();
    let verdict = check(&ruleset, &item);
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
    with_kalev_at(&db.arg());
}

pub(super) fn with_kalev_at(url: &str) {
    let mut store = Store::connect(&StoreAddress::parse(url)).unwrap();
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
/// the tests below as one of their stations, it does what [`STATION_ENV`]
/// says (see [`station`]).
#[test]
#[ignore = "needs PostgreSQL: ARMOURY_TEST_POSTGRES=postgres://… (scripts/with-postgres)"]
fn station_process() {
    if let Ok(task) = std::env::var(STATION_ENV) {
        station(&task);
        return;
    }
    let db = TestDb::postgres();
    with_kalev(&db);
    let serials = record(&db.address(), "desk 1", 3);
    assert_eq!(serials, ["AR-000001", "AR-000002", "AR-000003"]);
}

/// A station process. Modes: `direct` records COUNT inspections on the
/// server; `outbox` decides COUNT through its outbox (a few milliseconds
/// apart), then sends until nothing waits; `queue` connects, says `ready`,
/// waits for a line on its input, decides COUNT (the server is down by
/// then), says `queued` and waits to be killed; `send` sends what its
/// outbox holds once the server answers. Each decided serial is printed.
fn station(task: &str) {
    let parts: Vec<&str> = task.split('|').collect();
    let [mode, url, name, count, outbox] = parts[..] else {
        panic!("{STATION_ENV}: {task}")
    };
    let count: usize = count.parse().unwrap();
    let location = StoreAddress::parse(url);
    if mode == "direct" {
        for serial in record(&location, name, count) {
            println!("serial {serial}");
        }
        return;
    }
    let deadline = Instant::now() + Duration::from_secs(90);
    let mut store = loop {
        match Store::connect(&location) {
            Ok(store) => break store,
            Err(e) if Instant::now() < deadline => {
                eprintln!("{name}: {e}");
                std::thread::sleep(Duration::from_millis(200));
            }
            Err(e) => panic!("{e}"),
        }
    };
    let mut outbox = Outbox::open(outbox).unwrap();
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let item = sword();
    let verdict = check(&ruleset, &item);
    let kalev = store.characters(EVENT).unwrap()[0].pk;
    let new = NewInspection {
        event_id: EVENT,
        character_pk: Some(kalev),
        item: &item,
        verdict: &verdict,
        inspector: "Eve",
        station: name,
        override_reason: None,
        corrects: None,
    };
    if mode == "queue" {
        outbox.top_up(&store, EVENT).unwrap();
        println!("ready");
        let mut line = String::new();
        std::io::stdin().read_line(&mut line).unwrap();
    }
    if mode != "send" {
        for _ in 0..count {
            // With its serials used up while the server is away, the item
            // waits (nothing recorded) and the marshal tries again.
            let outcome = loop {
                match outbox.record(&mut store, &new) {
                    Err(RecordsError::NoSerials { .. }) if Instant::now() < deadline => {
                        std::thread::sleep(Duration::from_millis(100));
                    }
                    done => break done.unwrap(),
                }
            };
            println!("serial {}", outcome.tag().unwrap().serial);
            std::thread::sleep(Duration::from_millis(3));
        }
    }
    if mode == "queue" {
        println!("queued {}", outbox.waiting().unwrap());
        std::thread::sleep(Duration::from_secs(600));
    }
    while outbox.send(&mut store).unwrap().waiting > 0 {
        assert!(
            Instant::now() < deadline,
            "{name}: the server never came back"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(outbox.refused().unwrap().is_empty());
}

/// This test binary as a station process.
fn spawn(mode: &str, url: &str, station: &str, count: usize, outbox: &Path) -> Child {
    Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "records::stations::station_process",
            "--include-ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(
            STATION_ENV,
            format!("{mode}|{url}|{station}|{count}|{}", outbox.display()),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The serials a station printed.
fn serials(text: &str) -> Vec<String> {
    text.lines()
        // libtest may print the test's name on the first serial's line.
        .filter_map(|l| {
            l.split_once("serial ")
                .map(|(_, serial)| serial.to_string())
        })
        .collect()
}

/// Every serial decided is on the server exactly once, with a whole
/// inspection (item and tag), and nothing else is.
fn assert_arrived_once(url: &str, decided: &BTreeSet<String>) {
    let mut client = postgres::Client::connect(url, postgres::NoTls).unwrap();
    let mut count = |sql: &str| -> i64 { client.query_one(sql, &[]).unwrap().get(0) };
    assert_eq!(
        count("SELECT count(*) FROM inspections"),
        decided.len() as i64
    );
    assert_eq!(count("SELECT count(*) FROM tags"), decided.len() as i64);
    assert_eq!(
        count("SELECT count(*) FROM items WHERE id NOT IN (SELECT item_id FROM inspections)"),
        0,
        "no half inspection: an item without its inspection"
    );
    let stored: BTreeSet<String> = client
        .query("SELECT serial FROM tags", &[])
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(&stored, decided);
}

/// The server crashes while two stations record through their outboxes
/// and comes back: every inspection a station decided arrives exactly once.
#[test]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn a_server_crash_loses_no_decided_inspection() {
    let server = PrivateServer::start();
    let url = server.create("event");
    let dir = tempfile::tempdir().unwrap();
    with_kalev_at(&url);
    let stations: Vec<Child> = (1..=2)
        .map(|n| {
            let outbox = dir.path().join(format!("outbox-{n}.db"));
            spawn("outbox", &url, &format!("desk {n}"), 300, &outbox)
        })
        .collect();
    std::thread::sleep(Duration::from_millis(700));
    server.crash();
    std::thread::sleep(Duration::from_millis(1500));
    server.start_again();
    let mut decided = BTreeSet::new();
    for station in stations {
        let out = station.wait_with_output().unwrap();
        assert!(out.status.success(), "a station failed");
        let printed = serials(&String::from_utf8(out.stdout).unwrap());
        assert_eq!(printed.len(), 300, "every decision reported");
        decided.extend(printed);
    }
    assert_eq!(decided.len(), 600, "no serial issued twice");
    assert_arrived_once(&url, &decided);
}

/// A station killed (SIGKILL) with decisions waiting in its outbox sends
/// them when it is started again and the server is back.
#[test]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn a_killed_station_sends_its_outbox_when_restarted() {
    let server = PrivateServer::start();
    let url = server.create("event");
    let dir = tempfile::tempdir().unwrap();
    let outbox = dir.path().join("outbox.db");
    with_kalev_at(&url);
    let mut station = spawn("queue", &url, "desk 1", 5, &outbox);
    let mut lines = BufReader::new(station.stdout.take().unwrap()).lines();
    let mut next = || lines.next().unwrap().unwrap();
    while !next().ends_with("ready") {}
    server.crash();
    writeln!(station.stdin.as_mut().unwrap()).unwrap();
    let mut decided = BTreeSet::new();
    loop {
        let line = next();
        if let Some(serial) = line.split_once("serial ").map(|(_, s)| s.to_string()) {
            decided.insert(serial);
        } else if line.starts_with("queued") {
            assert_eq!(line, "queued 5");
            break;
        }
    }
    station.kill().unwrap();
    station.wait().unwrap();
    assert_eq!(Outbox::open(&outbox).unwrap().waiting().unwrap(), 5);
    server.start_again();
    let again = spawn("send", &url, "desk 1", 0, &outbox);
    assert!(again.wait_with_output().unwrap().status.success());
    assert_eq!(Outbox::open(&outbox).unwrap().waiting().unwrap(), 0);
    assert_arrived_once(&url, &decided);
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
            spawn(
                "direct",
                &db.arg(),
                &format!("desk {n}"),
                EACH,
                Path::new("-"),
            )
        })
        .collect();
    let mut reported = Vec::new();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "a station failed");
        let serials = serials(&String::from_utf8(out.stdout).unwrap());
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

/// A station's photo of an approved sword, taken while the server is down:
/// it waits in the outbox with its decision and reaches the server whole
/// (the same JPEG, its checksum stored beside it) when the server is back.
#[test]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn a_photo_waits_in_the_outbox_through_an_outage() {
    let server = PrivateServer::start();
    let url = server.create("event");
    with_kalev_at(&url);
    let location = StoreAddress::parse(&url);
    let mut store = Store::connect(&location).unwrap();
    store.answer_within(armoury_records::OUTBOX_ANSWER_BOUND);
    let dir = tempfile::tempdir().unwrap();
    let mut outbox = Outbox::open(dir.path().join("outbox.db")).unwrap();
    outbox.top_up(&store, EVENT).unwrap();
    let kalev = store.characters(EVENT).unwrap()[0].pk;
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let item = sword();
    let verdict = check(&ruleset, &item);
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/photos/phone-gps.jpg");
    let photo = armoury::photo_file::read(&fixture, armoury_l10n::L10n::default()).unwrap();
    let mut decided = NewInspection {
        event_id: EVENT,
        character_pk: Some(kalev),
        item: &item,
        verdict: &verdict,
        inspector: "Eve",
        station: "desk 1",
        override_reason: None,
        corrects: None,
    }
    .decide()
    .unwrap();
    decided.photo = Some(photo.clone());

    server.crash();
    let outcome = outbox.record_decided(&mut store, decided).unwrap();
    assert!(
        matches!(outcome, armoury_records::Outcome::Queued { .. }),
        "{outcome:?}"
    );
    assert_eq!(outbox.waiting().unwrap(), 1);
    server.start_again();
    // As a station's sync does every few seconds: the first try may find
    // the connection the crash broke, a later one reconnects.
    let mut sent = outbox.send(&mut store).unwrap();
    for _ in 0..50 {
        if sent.waiting == 0 {
            break;
        }
        std::thread::sleep(Duration::from_millis(200));
        sent = outbox.send(&mut store).unwrap();
    }
    assert_eq!(
        (sent.sent, sent.refused, sent.waiting),
        (1, 0, 0),
        "{sent:?}"
    );

    let fresh = Store::connect(&location).unwrap();
    let arrived = fresh.inspections(EVENT).unwrap();
    assert_eq!(arrived.len(), 1);
    let kept = fresh
        .photo(EVENT, arrived[0].id)
        .unwrap()
        .expect("the photo came with it");
    assert_eq!(kept, photo);
    assert_eq!((kept.width, kept.height), (1200, 1600));
    let stored_sha: String = postgres::Client::connect(&url, postgres::NoTls)
        .unwrap()
        .query_one("SELECT sha256 FROM photos", &[])
        .unwrap()
        .get(0);
    assert_eq!(stored_sha, photo.sha256());
}
