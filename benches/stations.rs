//! Many stations, one server: recording an inspection on a loopback
//! PostgreSQL server (directly, and through a station's outbox as the
//! station does), four stations recording at once (inspections per second
//! and the p99 each saw), and `db copy` of a 10,000-character event with
//! 50,000 inspections to the server and back to a file.
//!
//! It needs a server whose URL lets it create databases, in
//! `ARMOURY_BENCH_POSTGRES`; `scripts/with-postgres` makes one:
//! `scripts/with-postgres sh -c 'ARMOURY_BENCH_POSTGRES=$ARMOURY_TEST_POSTGRES cargo bench --bench stations'`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // benches may fail loudly

use std::time::{Duration, Instant};

mod common;

use armoury_records::{Outbox, Store, StoreAddress, parse_roster};
use common::event::inspection;
use common::percentile;

const RECORDS: usize = 2_000;
const STATIONS: usize = 4;
const EACH: usize = 2_500;
const COPY_CHARACTERS: usize = 10_000;
const COPY_INSPECTIONS: usize = 50_000;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn report(what: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{what}: n={} p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        times.len(),
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99)),
        ms(times.last().copied().unwrap_or_default())
    );
}

/// An event with `characters` on its roster.
fn with_roster(store: &mut Store, characters: usize) -> Vec<i64> {
    let mut csv = String::from("id;character;player;group\n");
    for i in 0..characters {
        csv.push_str(&format!("C{i};Character {i};Player {i};Group {}\n", i / 12));
    }
    let parsed = parse_roster("roster.csv", csv.as_bytes(), &[], Default::default()).unwrap();
    store
        .import_roster("default", &parsed, false, false)
        .unwrap();
    store
        .characters("default")
        .unwrap()
        .iter()
        .map(|c| c.pk)
        .collect()
}

fn main() {
    let Ok(admin) = std::env::var(common::SERVER_ENV) else {
        println!(
            "no PostgreSQL server: run scripts/with-postgres sh -c 'ARMOURY_BENCH_POSTGRES=$ARMOURY_TEST_POSTGRES cargo bench --bench stations'"
        );
        return;
    };
    let database = |name: &str| common::server_database(&admin, name);
    let (item, verdict) = common::event::sword();
    let dir = tempfile::tempdir().unwrap();

    // One station recording, on the server directly and through its outbox.
    let location = database("record");
    let mut store = Store::connect(&location).unwrap();
    let pks = with_roster(&mut store, 100);
    let mut times = Vec::with_capacity(RECORDS);
    for i in 0..RECORDS {
        let start = Instant::now();
        store
            .record_inspection(&inspection(pks[i % pks.len()], &item, &verdict, "desk 1"))
            .unwrap();
        times.push(start.elapsed());
    }
    report("record an approved inspection on the server", times);
    let mut outbox = Outbox::open(dir.path().join("outbox.db")).unwrap();
    let mut times = Vec::with_capacity(RECORDS);
    for i in 0..RECORDS {
        let start = Instant::now();
        outbox
            .record(
                &mut store,
                &inspection(pks[i % pks.len()], &item, &verdict, "desk 1"),
            )
            .unwrap();
        times.push(start.elapsed());
    }
    report(
        "record through the station's outbox (fsync here, then the server)",
        times,
    );

    // Four stations at once, each its own connection.
    let location = database("four");
    let pks = with_roster(&mut Store::connect(&location).unwrap(), 100);
    let start = Instant::now();
    let threads: Vec<_> = (0..STATIONS)
        .map(|n| {
            let (location, pks, item, verdict) =
                (location.clone(), pks.clone(), item.clone(), verdict.clone());
            std::thread::spawn(move || {
                let mut store = Store::connect(&location).unwrap();
                let station = format!("desk {n}");
                (0..EACH)
                    .map(|i| {
                        let start = Instant::now();
                        store
                            .record_inspection(&inspection(
                                pks[i % pks.len()],
                                &item,
                                &verdict,
                                &station,
                            ))
                            .unwrap();
                        start.elapsed()
                    })
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let times: Vec<Duration> = threads
        .into_iter()
        .flat_map(|t| t.join().unwrap())
        .collect();
    let took = start.elapsed();
    println!(
        "{STATIONS} stations at once: {} inspections in {:.2} s = {:.0} inspections/s",
        times.len(),
        took.as_secs_f64(),
        times.len() as f64 / took.as_secs_f64()
    );
    report("  each inspection as a station saw it", times);

    // db copy: a 10,000-character event with 50,000 inspections, made in a
    // file, to the server and back to another file.
    let path = dir.path().join("event.db");
    common::event::make_event(&path, COPY_CHARACTERS, COPY_INSPECTIONS);
    let file = StoreAddress::File(path);
    let source = Store::connect(&file).unwrap();
    let target = database("copy");
    let start = Instant::now();
    let copied = source
        .copy_event_to(common::event::EVENT, &mut Store::connect(&target).unwrap())
        .unwrap();
    println!(
        "db copy file → server, {COPY_CHARACTERS} characters and {COPY_INSPECTIONS} inspections: {:.1} s ({:?})",
        start.elapsed().as_secs_f64(),
        copied.rows
    );
    let back = StoreAddress::File(dir.path().join("archive.db"));
    let start = Instant::now();
    let again = Store::connect(&target)
        .unwrap()
        .copy_event_to(common::event::EVENT, &mut Store::connect(&back).unwrap())
        .unwrap();
    assert_eq!(again.checksum, copied.checksum);
    println!(
        "db copy server → file, the same event: {:.1} s (checksums agree)",
        start.elapsed().as_secs_f64()
    );
}
