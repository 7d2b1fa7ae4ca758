//! The organiser's figures and report at scale: an event of 20,000
//! characters and 100,000 inspections of every outcome at four stations
//! (`common::event::make_mixed_event`), then
//! - `Store::figures` (what the station's Event panel and the organiser page
//!   show at each refresh) and `Store::figures_mark` (what they check first),
//!   p50 and p99 of 30 runs;
//! - the end-of-event report: the figures, the document and its PDF, and the
//!   figures as JSON and CSV, p50 and worst of 5 runs.
//!
//! `cargo bench --bench figures` on a SQLite file
//! (`ARMOURY_BENCH_INSPECTIONS=…` for another size); on a PostgreSQL server
//! (the event copied there with `db copy`'s code):
//! `scripts/with-postgres sh -c 'ARMOURY_BENCH_POSTGRES=$ARMOURY_TEST_POSTGRES cargo bench --bench figures'`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::time::{Duration, Instant};

mod common;

use armoury_issuing::report::{figures_csv, report_document};
use armoury_l10n::L10n;
use armoury_records::Store;
use armoury_tags::document::render_document;
use common::event::{EVENT, make_mixed_event};
use common::percentile;

const CHARACTERS: usize = 20_000;
const INSPECTIONS: usize = 100_000;

/// Times `run` `times` times (after one run to warm the caches), sorted.
fn timed(times: usize, mut run: impl FnMut()) -> Vec<Duration> {
    run();
    let mut all: Vec<Duration> = (0..times)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed()
        })
        .collect();
    all.sort();
    all
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let inspections = std::env::var("ARMOURY_BENCH_INSPECTIONS")
        .ok()
        .and_then(|n| n.replace(['_', ','], "").parse().ok())
        .unwrap_or(INSPECTIONS);
    let dir = std::env::temp_dir().join(format!("armoury-bench-figures-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("event.db");
    let start = Instant::now();
    make_mixed_event(&file, CHARACTERS, inspections);
    println!(
        "made {CHARACTERS} characters and {inspections} inspections in {:.1} s",
        start.elapsed().as_secs_f64()
    );
    let mut store = Store::open(&file).unwrap();
    if let Ok(admin) = std::env::var(common::SERVER_ENV) {
        let location = common::server_database(&admin, "figures");
        let mut server = Store::connect(&location).unwrap();
        let start = Instant::now();
        store.copy_event_to(EVENT, &mut server).unwrap();
        println!(
            "copied to {location} in {:.1} s",
            start.elapsed().as_secs_f64()
        );
        store = server;
    } else {
        println!("on {}", file.display());
    }
    let event = store.event(EVENT).unwrap();
    let figures = store.figures(EVENT).unwrap();
    assert_eq!(figures.inspections.total() as usize, inspections);
    assert_eq!(figures.failing_rules[0].rule, "padding.striking");

    let runs = timed(30, || {
        store.figures(EVENT).unwrap();
    });
    println!(
        "figures: p50 {:.1} ms, p99 {:.1} ms ({} runs)",
        ms(percentile(&runs, 0.5)),
        ms(percentile(&runs, 0.99)),
        runs.len()
    );
    let runs = timed(30, || {
        store.figures_mark(EVENT).unwrap();
    });
    println!(
        "figures mark: p50 {:.2} ms, p99 {:.2} ms",
        ms(percentile(&runs, 0.5)),
        ms(percentile(&runs, 0.99))
    );
    let mut pages = 0;
    let runs = timed(5, || {
        let figures = store.figures(EVENT).unwrap();
        let pdf = render_document(&report_document(L10n::default(), &event, &figures)).unwrap();
        pages = pdf.pages;
    });
    println!(
        "report PDF ({pages} pages): p50 {:.0} ms, worst {:.0} ms",
        ms(percentile(&runs, 0.5)),
        ms(percentile(&runs, 1.0))
    );
    let runs = timed(5, || {
        let figures = store.figures(EVENT).unwrap();
        serde_json::to_string(&figures).unwrap();
        figures_csv(&figures).unwrap();
    });
    println!(
        "figures as JSON and CSV: p50 {:.0} ms, worst {:.0} ms",
        ms(percentile(&runs, 0.5)),
        ms(percentile(&runs, 1.0))
    );
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}
