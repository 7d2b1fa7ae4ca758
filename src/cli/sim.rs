//! `armoury sim SCRIPT`: run an in-play scenario script and check its
//! `expect` lines. The script's `system` line picks the engine (see
//! [`SYSTEMS`]); each event prints every character's state (text, or JSON
//! lines with `--json`). Exit 0 when every expectation holds, 1 when one
//! fails, 2 on a script error. The text is in the language chosen
//! (`--lang`), the engines' notes too (each is worded from its message id
//! and values where the engine gives them, else shown in the core's
//! English); the script's lines, the states and the mismatches are shown as
//! they are (the script's words, and the rules core's English); a mismatch
//! and a script error are worded from their message ids. `--json` keeps the
//! notes' English `text`, with their `says` (id and values).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, anyhow, bail};
use armoury_rules::ancalagon::{self, ScriptEngine};
use armoury_rules::five_oaths::{self, Catalogue, FiveOaths};
use armoury_rules::play::{self, Engine, Note, Outcome, Record, SaidError, Script, StateLine};
use serde::Serialize;

use super::exit;

/// The systems a script may name. Register a new engine here and in [`run`].
pub const SYSTEMS: &[&str] = &[ancalagon::SYSTEM, five_oaths::SYSTEM];

/// Run an in-play scenario script (ancalagon-2011 or five-oaths) and check its expectations.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The script file (`-` reads standard input).
    pub script: PathBuf,
    /// Print JSON lines instead of text.
    #[arg(long)]
    pub json: bool,
    /// Print only expectations and the summary.
    #[arg(long)]
    pub quiet: bool,
}

/// Runs the subcommand.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let l = super::words();
    let name = args.script.display().to_string();
    let text = if name == "-" {
        std::io::read_to_string(std::io::stdin()).with_context(|| l.text("ply-sim-read-stdin"))?
    } else {
        std::fs::read_to_string(&args.script)
            .with_context(|| l.format("ply-sim-cannot-read", &[("script", (&name).into())]))?
    };
    let script =
        play::script::parse(&text).map_err(|e| anyhow!("{name}: {}", error_in_words(l, &e)))?;
    let outcome = match script.system.as_str() {
        ancalagon::SYSTEM => drive(ScriptEngine::new(), &script, &args, &name)?,
        five_oaths::SYSTEM => {
            let catalogue =
                Catalogue::builtin().with_context(|| l.text("ply-five-oaths-catalogue"))?;
            drive(FiveOaths::new(catalogue), &script, &args, &name)?
        }
        other => bail!(
            "{}",
            l.format(
                "ply-sim-unknown-system",
                &[
                    ("script", (&name).into()),
                    ("system", format!("{other:?}").into()),
                    ("known", SYSTEMS.join(", ").into()),
                ],
            )
        ),
    };
    if args.json {
        println!(
            "{}",
            serde_json::json!({"record": "summary", "expectations": outcome.expectations, "failed": outcome.failed})
        );
    } else {
        let summary = l.format(
            "ply-sim-summary",
            &[
                ("count", outcome.expectations.into()),
                ("failed", outcome.failed.into()),
            ],
        );
        println!("{summary}");
    }
    Ok(ExitCode::from(if outcome.failed > 0 {
        exit::REJECTED
    } else {
        exit::OK
    }))
}

fn drive<E: Engine>(
    mut engine: E,
    script: &Script,
    args: &Args,
    name: &str,
) -> anyhow::Result<Outcome>
where
    E::Error: SaidError,
{
    let mut failed_output: Option<serde_json::Error> = None;
    let mut sink = |record: Record<E::State>| {
        if args.json {
            if let Err(e) = print_json(&record) {
                failed_output.get_or_insert(e);
            }
        } else {
            print_text(&record, args.quiet);
        }
    };
    let outcome = play::run(&mut engine, script, &mut sink)
        .map_err(|e| anyhow!("{name}: {}", error_in_words(super::words(), &e)))?;
    if let Some(error) = failed_output {
        return Err(error).with_context(|| super::words().text("ply-sim-writing-json"));
    }
    Ok(outcome)
}

/// An in-play error in the run's language: its sentences worded from the
/// innermost out, each frame's `error` value the words of what it holds (a
/// sentence without a message keeps its English).
pub(super) fn error_in_words(l: armoury_l10n::L10n, error: &impl SaidError) -> String {
    let mut worded: Option<String> = None;
    for (english, said) in error.said_chain().iter().rev() {
        let mut said = said.clone();
        if let Some(inner) = worded.take()
            && let Some(value) = said.args.iter_mut().find(|(name, _)| name == "error")
        {
            value.1 = inner;
        }
        worded = Some(armoury_l10n::said::in_words(l, &said, english));
    }
    worded.unwrap_or_else(|| error.to_string())
}

fn print_json<S: Serialize>(record: &Record<S>) -> Result<(), serde_json::Error> {
    println!("{}", serde_json::to_string(record)?);
    Ok(())
}

/// A note in the run's language: its message when the engine said it in
/// parts, else the engine's English.
fn note_in_words(l: armoury_l10n::L10n, note: &Note) -> String {
    match &note.says {
        Some(said) => armoury_l10n::said::in_words(l, said, &note.text),
        None => note.text.clone(),
    }
}

/// A state's line in the run's language (its English where the engine
/// gives no message id).
fn state_in_words(l: armoury_l10n::L10n, state: &impl StateLine) -> String {
    let english = state.to_string();
    match state.said() {
        Some(said) => armoury_l10n::said::in_words(l, &said, &english),
        None => english,
    }
}

fn print_text<S: StateLine>(record: &Record<S>, quiet: bool) {
    let l = super::words();
    let line_of = |id: &str, line: &usize, text: &str| {
        l.format(
            id,
            &[("line", line.to_string().into()), ("text", text.into())],
        )
    };
    match record {
        Record::Declared { line, text, notes } if !quiet => {
            println!("{}", line_of("ply-sim-line", line, text));
            for note in notes {
                println!("  ! {}", note_in_words(l, note));
            }
        }
        Record::Timers { notes } if !quiet => {
            for note in notes {
                let timer = l.format("ply-sim-timer", &[("text", note_in_words(l, note).into())]);
                println!("[{}] {timer}", note.time);
            }
        }
        Record::Event {
            line,
            time,
            text,
            notes,
            states,
        } if !quiet => {
            println!("[{time}] {}", line_of("ply-sim-line", line, text));
            for note in notes {
                println!("  - {}", note_in_words(l, note));
            }
            for state in states {
                println!("    {}", state_in_words(l, state));
            }
        }
        Record::Expect {
            line,
            time,
            text,
            mismatches,
        } => {
            if mismatches.is_empty() {
                println!("[{time}] {}", line_of("ply-sim-expect-ok", line, text));
            } else {
                println!("[{time}] {}", line_of("ply-sim-expect-failed", line, text));
                for m in mismatches {
                    let (english, said) = m.said();
                    println!("  ! {}", armoury_l10n::said::in_words(l, &said, &english));
                }
            }
        }
        _ => {}
    }
}
