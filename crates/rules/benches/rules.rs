//! Benchmark of the rules core: loading the shipped ruleset and inspecting items.
//! Run with `cargo bench --bench rules`. Targets: load ≤ 2 ms, ≥ 200,000 inspections/s on one core.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::hint::black_box;
use std::time::{Duration, Instant};

use armoury_rules::{Item, Outcome, Ruleset, check, shipped};

/// Runs `f` repeatedly for about `budget` and returns the mean time per call.
fn time_per_call(budget: Duration, mut f: impl FnMut()) -> (Duration, u64) {
    let start = Instant::now();
    let mut calls = 0u64;
    while start.elapsed() < budget {
        f();
        calls += 1;
    }
    (start.elapsed() / calls.max(1) as u32, calls)
}

fn main() {
    let text = shipped::source(shipped::DEFAULT_ID).unwrap_or_default();
    let (load, loads) = time_per_call(Duration::from_secs(2), || {
        black_box(Ruleset::parse("bench", black_box(text)).expect("the shipped ruleset parses"));
    });
    println!(
        "ruleset load ({}): {:.3} ms per load over {loads} loads (target ≤ 2 ms)",
        shipped::DEFAULT_ID,
        load.as_secs_f64() * 1e3
    );

    let ruleset = shipped::load(shipped::DEFAULT_ID).expect("shipped ruleset loads");
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/items");
    let mut items: Vec<Item> = Vec::new();
    for entry in std::fs::read_dir(dir).expect("examples/items exists") {
        let path = entry.expect("readable dir").path();
        let text = std::fs::read_to_string(&path).expect("readable item");
        items.push(
            Item::parse(&path.display().to_string(), &text, &ruleset).expect("example parses"),
        );
    }
    let n = 200_000usize;
    let start = Instant::now();
    let mut findings = 0usize;
    let mut approved = 0usize;
    for i in 0..n {
        let verdict = check(&ruleset, black_box(&items[i % items.len()]));
        findings += verdict.findings.len();
        approved += usize::from(verdict.verdict == Outcome::Approved);
    }
    let elapsed = start.elapsed();
    // Every example item is a passing one (tests/it/cli/check.rs checks them too).
    assert!(
        items.len() >= 11,
        "one example item per kind, {} found",
        items.len()
    );
    assert_eq!(approved, n, "every inspection approves its example item");
    println!(
        "inspection: {n} items ({} kinds round-robin, {findings} findings) in {:.3} s = {:.0} items/s on one core (target ≥ 200,000)",
        items.len(),
        elapsed.as_secs_f64(),
        n as f64 / elapsed.as_secs_f64()
    );
}
