//! Prints sample tags through [`armoury_tags::spool`], the way the station
//! and `armoury tag --print` do: renders them with a shipped tag template,
//! writes the PDF, and sends it to the spooler (CUPS `lp`, or on Windows the
//! Windows spooler through GDI). To try printing on a machine without the
//! application: `cargo run -p armoury-tags --example print_tag -- --list`,
//! or its Windows build under wine (`scripts/wine/run print_tag.exe ...`,
//! with `CUPS_SERVER` set for a private CUPS scheduler).
//!
//! ```text
//! print_tag --list
//! print_tag [--printer NAME] [--template tag-62x29] [--count N] [--serial S] [--out FILE.pdf]
//! ```
//!
//! The QR codes are signed with the key `print-tag-example`. It prints the
//! spooler's reply (or why printing failed, exit status 1) and the PDF's path.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // an example may fail loudly

use std::ffi::OsStr;
use std::path::PathBuf;
use std::process::ExitCode;

use armoury_rules::units::{Grams, Millimetres};
use armoury_tags::{TagContent, Template, render, spool};

const USAGE: &str = "usage: print_tag --list | print_tag [--printer NAME] [--template NAME] \
                     [--count N] [--serial SERIAL] [--out FILE.pdf]";

fn main() -> ExitCode {
    let mut printer = None;
    let mut template = "tag-62x29".to_string();
    let mut count = 1usize;
    let mut serial = "T-000123".to_string();
    let mut out = std::env::temp_dir().join("armoury-print-tag.pdf");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| panic!("{arg} needs a value\n{USAGE}"))
        };
        match arg.as_str() {
            "--list" => {
                return match spool::printers(std::ffi::OsStr::new(spool::LPSTAT)) {
                    Ok(printers) => {
                        for name in &printers.names {
                            let mark = if Some(name) == printers.default.as_ref() {
                                " (default)"
                            } else {
                                ""
                            };
                            println!("{name}{mark}");
                        }
                        ExitCode::SUCCESS
                    }
                    Err(error) => {
                        eprintln!("error: {error}");
                        ExitCode::FAILURE
                    }
                };
            }
            "--printer" => printer = Some(value()),
            "--template" => template = value(),
            "--count" => count = value().parse().expect("--count takes a number"),
            "--serial" => serial = value(),
            "--out" => out = PathBuf::from(value()),
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }

    let template = Template::resolve(&template).unwrap();
    let items: Vec<TagContent> = (0..count)
        .map(|index| TagContent {
            serial: if count == 1 {
                serial.clone()
            } else {
                format!("{serial}-{}", index + 1)
            },
            event: "Five Oaths: Jaanipäev 2026".into(),
            event_code: "FO26-2".into(),
            kind: "Longsword".into(),
            length_category: "Medium".into(),
            length: Some(Millimetres(1050.0)),
            weight: Some(Grams(850.0)),
            player: "Mari Tamm".into(),
            character: "Õie Põldsaar".into(),
            inspector: "Séamus Ó Briain".into(),
            date: "2026-06-12".into(),
            valid_until: "2026-06-14".into(),
            decimal_separator: '.',
            length_unit: armoury_rules::units::Unit::Millimetre,
            weight_unit: armoury_rules::units::Unit::Gram,
        })
        .collect();
    let rendered = render(
        &template,
        &items,
        &armoury_tags::Signer::Shared(b"print-tag-example".to_vec()),
    )
    .unwrap();
    std::fs::write(&out, &rendered.pdf).unwrap();
    println!(
        "wrote {} ({} page(s) of {} x {} mm)",
        out.display(),
        rendered.pages,
        rendered.page_size.0.0,
        rendered.page_size.1.0
    );
    match spool::print(
        OsStr::new(spool::LP),
        &out,
        printer.as_deref(),
        rendered.page_size,
    ) {
        Ok(reply) => {
            println!("sent to the spooler: {reply}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
