//! The `armoury sim` front end for `system ancalagon-2011` scripts: runs the
//! script on [`ScriptEngine`] and prints each step — text for people, or one
//! JSON object per line with `--json` (the runner's records, then a final
//! `{"record":"outcome",...}`).

use std::process::ExitCode;

use anyhow::Result;
use armoury::rules::ancalagon::{CharacterState, ScriptEngine};
use armoury::rules::play::{self, Note, Record, Script};

use super::exit;

fn print_notes(notes: &[Note]) {
    for note in notes {
        println!("  {}  {}", note.time, note.text);
    }
}

fn print_text(record: &Record<CharacterState>) {
    match record {
        Record::Declared { line, notes, .. } => {
            for note in notes {
                println!("line {line}: {}", note.text);
            }
        }
        Record::Timers { notes } => {
            println!("timers:");
            print_notes(notes);
        }
        Record::Event {
            line,
            text,
            notes,
            states,
            ..
        } => {
            println!("line {line}: {text}");
            print_notes(notes);
            for state in states {
                println!("    {state}");
            }
        }
        Record::Expect {
            line,
            text,
            mismatches,
            ..
        } => {
            if mismatches.is_empty() {
                println!("line {line}: {text}: ok");
            } else {
                println!("line {line}: {text}: FAILED");
                for mismatch in mismatches {
                    println!("    {mismatch}");
                }
            }
        }
    }
}

/// Runs an `ancalagon-2011` script, printing every step. Exit 0 when every
/// expectation holds, 1 when one fails; a line the engine cannot read is an
/// error (the caller exits 2).
pub fn run_script(script: &Script, json: bool) -> Result<ExitCode> {
    let mut engine = ScriptEngine::new();
    let mut failed_json = None;
    let outcome = play::run(&mut engine, script, &mut |record| {
        if json {
            match serde_json::to_string(&record) {
                Ok(line) => println!("{line}"),
                Err(error) => failed_json = Some(error),
            }
        } else {
            print_text(&record);
        }
    })?;
    if let Some(error) = failed_json {
        return Err(error.into());
    }
    if json {
        let mut summary = serde_json::to_value(outcome)?;
        if let Some(object) = summary.as_object_mut() {
            object.insert("record".into(), "outcome".into());
        }
        println!("{summary}");
    } else {
        println!(
            "{} expectation(s), {} failed",
            outcome.expectations, outcome.failed
        );
    }
    Ok(ExitCode::from(if outcome.failed == 0 {
        exit::OK
    } else {
        exit::REJECTED
    }))
}
