//! Makes the inputs of the yardstick scripts beside it, with the generator
//! the benches use (`benches/common/event.rs`):
//!
//! - `make_event event OUT.db N M`: an event file of N characters and M
//!   approved inspections;
//! - `make_event mixed OUT.db N M`: the same with M inspections of every
//!   outcome at four stations over eight hours (the organiser's figures);
//! - `make_event roster OUT.csv N`: an N-row roster CSV.
//!
//! `cargo run --release --example make_event -- event /tmp/big.db 10000 50000`
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // a bench tool may fail loudly

#[path = "../common/event.rs"]
mod event;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |at: usize| -> usize {
        args.get(at)
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("argument {at} should be a number: {args:?}"))
    };
    match args.first().map(String::as_str) {
        Some("event") if args.len() == 4 => {
            let out = std::path::Path::new(&args[1]);
            event::make_event(out, number(2), number(3));
            println!(
                "{}: {} characters, {} inspections",
                out.display(),
                args[2],
                args[3]
            );
        }
        Some("mixed") if args.len() == 4 => {
            let out = std::path::Path::new(&args[1]);
            event::make_mixed_event(out, number(2), number(3));
            println!(
                "{}: {} characters, {} inspections of every outcome",
                out.display(),
                args[2],
                args[3]
            );
        }
        Some("roster") if args.len() == 3 => {
            std::fs::write(&args[1], event::roster_csv(number(2))).expect("write the roster");
            println!("{}: {} rows", args[1], args[2]);
        }
        _ => {
            eprintln!(
                "usage: make_event event|mixed OUT.db CHARACTERS INSPECTIONS | make_event roster OUT.csv ROWS"
            );
            std::process::exit(2);
        }
    }
}
