//! Five Oaths benchmarks: call parsing, and a long scenario through the runner.
//!
//! Run: `cargo bench --no-default-features --bench five_oaths`
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::fmt::Write;
use std::hint::black_box;
use std::time::Instant;

use armoury_rules::five_oaths::{Catalogue, FiveOaths, call};
use armoury_rules::play::{self, script};

const CALLS: &[&str] = &[
    "Single",
    "Global Heal 1",
    "Full Repair",
    "Mass Strikedown",
    "Rampage 30s",
    "Undead Bane",
    "Instant cast Mindslash",
    "I call upon the power of the land itself to turn friend into foe and cast Rampage 10s",
    "Strikedown Through",
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let catalogue = Catalogue::builtin()?;

    let rounds = 20_000;
    let start = Instant::now();
    let mut valid = 0;
    for _ in 0..rounds {
        for text in CALLS {
            valid += usize::from(black_box(call::parse(&catalogue, text, true)).is_ok());
        }
    }
    let elapsed = start.elapsed();
    let parsed = rounds * CALLS.len();
    // "Strikedown Through" is refused (only one non-Damage effect per blow);
    // every other call is valid.
    let refused: Vec<&str> = CALLS
        .iter()
        .copied()
        .filter(|text| call::parse(&catalogue, text, true).is_err())
        .collect();
    assert_eq!(refused, ["Strikedown Through"]);
    assert_eq!(valid, rounds * (CALLS.len() - 1));
    println!(
        "call parsing: {parsed} calls ({valid} valid) in {:.1} ms, {:.2} µs per call",
        elapsed.as_secs_f64() * 1e3,
        elapsed.as_secs_f64() * 1e6 / parsed as f64
    );

    // 40 characters; every second one hits another, with effects and heals
    // mixed in, for two hours of game time (7,200 events plus timers).
    let mut text = String::from("system five-oaths\n");
    for i in 0..40 {
        writeln!(
            text,
            "character C{i} sworn body=3 armour=2 resist=\"Fear 30s\""
        )?;
    }
    for second in 0..7_200u32 {
        let (a, b) = (second % 40, (second * 7 + 3) % 40);
        let b = if a == b { (b + 1) % 40 } else { b };
        let clock = format!(
            "{:02}:{:02}:{:02}",
            second / 3600,
            (second / 60) % 60,
            second % 60
        );
        let line = match second % 5 {
            0 => format!("at {clock} C{a} hits C{b} torso\n"),
            1 => format!("at {clock} C{a} casts \"Fear 20s\" at C{b}\n"),
            2 => format!("at {clock} referee \"Global Heal 1\" at C{b}\n"),
            3 => format!("at {clock} C{a} hits C{b} left-arm \"Strikedown\"\n"),
            _ => format!("at {clock} expect C{b} dead=no\n"),
        };
        text.push_str(&line);
    }
    let start = Instant::now();
    let parsed_script = script::parse(&text)?;
    let mut engine = FiveOaths::new(catalogue);
    let mut records = 0usize;
    let outcome = play::run(&mut engine, &parsed_script, &mut |r| {
        records += 1;
        black_box(r);
    })?;
    let elapsed = start.elapsed();
    assert!(
        outcome.expectations == 1_440 && outcome.failed == 0 && records > 0,
        "{outcome:?}, {records} records"
    );
    println!(
        "scenario: {} lines, {records} records, {} expectations ({} failed) in {:.1} ms",
        parsed_script.timed.len() + parsed_script.declarations.len(),
        outcome.expectations,
        outcome.failed,
        elapsed.as_secs_f64() * 1e3
    );
    Ok(())
}
