//! Benchmark: 1,000 tags on A4 sheets (template `tag-a4-3x8`, 42 pages), each
//! with its own signed QR code. Prints the render time and the peak resident
//! memory (VmHWM). Target: <= 1 s in release, <= 200 MB.
//!
//! `cargo bench --no-default-features --features cli,tags --bench tags`
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::time::Instant;

use armoury_rules::units::{Grams, Millimetres};
use armoury_tags::{EventKeyPair, Signer, TagContent, Template, render};

fn peak_rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// CPU seconds this process has used (user + system), from /proc/self/stat;
/// less sensitive than wall time to other work on a shared machine.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses): utime is the
    // 12th and stime the 13th, in clock ticks (100 per second on Linux).
    let after = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = after.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

fn main() {
    // What tags printed from the records carry: ARM2 codes (Ed25519).
    let key = &Signer::Offline {
        pair: EventKeyPair::from_seed(1, b"benchmark event seed of 32 bytes").expect("seed"),
        expires: Some("2026-06-14".into()),
        base_url: None,
    };
    let template = Template::resolve("tag-a4-3x8").expect("shipped template");
    let tags: Vec<TagContent> = (0..1000)
        .map(|n| TagContent {
            serial: format!("T-{n:06}"),
            event: "Five Oaths: Jaanipäev 2026".into(),
            event_code: "FO26-2".into(),
            kind: "Longsword".into(),
            length_category: "Medium".into(),
            length: Some(Millimetres(1000.0 + f64::from(n % 100))),
            weight: Some(Grams(700.0 + f64::from(n % 300))),
            player: format!("Mari Tamm {n}"),
            character: "Õie Põldsaar".into(),
            inspector: "Séamus Ó Briain".into(),
            date: "2026-06-12".into(),
            valid_until: "2026-06-14".into(),
            decimal_separator: '.',
            length_unit: armoury_rules::units::Unit::Millimetre,
            weight_unit: armoury_rules::units::Unit::Gram,
        })
        .collect();

    // Warm-up (parses the embedded fonts once per process), then one tag
    // alone: the fixed cost of a document (mostly compressing the fonts).
    let _ = render(&template, &tags[..1], key).expect("render");
    let start = Instant::now();
    let one = render(&template, &tags[..1], key).expect("render");
    println!(
        "tags: one tag alone ({} KB PDF): {:.3} s",
        one.pdf.len() / 1024,
        start.elapsed().as_secs_f64()
    );

    let runs = 5;
    let mut best = f64::MAX;
    let mut total = 0.0;
    let mut size = 0;
    let mut pages = 0;
    let cpu_start = cpu_seconds();
    for _ in 0..runs {
        let start = Instant::now();
        let rendered = render(&template, &tags, key).expect("render");
        let seconds = start.elapsed().as_secs_f64();
        best = best.min(seconds);
        total += seconds;
        size = rendered.pdf.len();
        pages = rendered.pages;
    }
    println!(
        "tags: 1000 tags on {pages} A4 pages ({} KB PDF): best {best:.3} s, mean {:.3} s over {runs} runs",
        size / 1024,
        total / f64::from(runs)
    );
    if let (Some(start), Some(end)) = (cpu_start, cpu_seconds()) {
        println!(
            "tags: CPU time per run {:.3} s (user + system)",
            (end - start) / f64::from(runs)
        );
    }
    match peak_rss_mb() {
        Some(mb) => println!("tags: peak RSS (VmHWM) {mb:.1} MB"),
        None => println!("tags: peak RSS unavailable (no /proc/self/status)"),
    }
}
