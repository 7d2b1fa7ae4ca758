//! `armoury roster import|list|check`: load a roster CSV into an event, show
//! it, and check the Healer group rule.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use armoury_records::{Field, ReadAsReason, RosterRows, Store, TextEncoding, parse_mapping};

use super::exit;

/// The roster of players and characters.
#[derive(Debug, clap::Subcommand)]
pub enum Args {
    /// Import a roster CSV (comma, semicolon or tab separated; UTF-8, UTF-16
    /// or the event language's Windows code page).
    Import {
        #[arg(value_name = "FILE.csv")]
        file: PathBuf,
        /// The file's encoding (utf-8, windows-1257, windows-1252...), when
        /// it is not what Armoury finds: UTF-8 if the file is valid UTF-8,
        /// else the code page of the event's language (Windows-1257 for
        /// Estonian, Windows-1252 for English).
        #[arg(long, value_name = "NAME")]
        encoding: Option<String>,
        /// Read a column as a field: --map "Nimi=character" (repeatable).
        /// Fields: id, character, player_id, player, group, class, height_cm, hit_points.
        #[arg(long, value_name = "COLUMN=FIELD")]
        map: Vec<String>,
        /// Check and count, write nothing.
        #[arg(long)]
        dry_run: bool,
        /// Import the good rows and report the bad ones.
        #[arg(long)]
        skip_bad: bool,
        /// The event (default: the one in use).
        #[arg(long, value_name = "ID")]
        event: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// List an event's characters.
    List {
        #[arg(long, value_name = "ID")]
        event: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Check the roster against the group rules (one Healer per five members).
    Check {
        #[arg(long, value_name = "ID")]
        event: Option<String>,
    },
}

pub fn run(args: Args, store: &mut Store) -> Result<ExitCode> {
    match args {
        Args::Import {
            file,
            encoding,
            map,
            dry_run,
            skip_bad,
            event,
            json,
        } => {
            let map: Vec<(String, Field)> = map
                .iter()
                .map(|m| parse_mapping(m))
                .collect::<Result<_, _>>()?;
            let input = std::fs::File::open(&file)
                .with_context(|| format!("cannot read roster file {}", file.display()))?;
            let name = file.display().to_string();
            let event = store.event_or_current(event.as_deref())?;
            let encoding = match encoding {
                Some(label) => TextEncoding::named(&label)?,
                None => TextEncoding::for_language(&event.language),
            };
            let rows = RosterRows::new(&name, input, &map, encoding)?;
            let summary = store.import_roster_rows(&event.id, rows, skip_bad, dry_run)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&summary)?);
            } else {
                for problem in &summary.skipped {
                    say_err!("skipped {name}:{problem}");
                }
                let verb = if dry_run { "would import" } else { "imported" };
                say!(
                    "{name}: {verb} into event {}: {} new, {} updated, {} unchanged, {} skipped",
                    event.id,
                    summary.inserted,
                    summary.updated,
                    summary.unchanged,
                    summary.skipped.len()
                );
                if let Some(read_as) = summary
                    .read_as
                    .filter(|r| r.reason != ReadAsReason::ValidUtf8)
                {
                    let first: Vec<&str> = summary.first_names.iter().map(String::as_str).collect();
                    say!("read as {read_as}; first names: {}", first.join(", "));
                }
                for unusual in &summary.unusual {
                    say_err!("warning: {unusual}");
                }
                for merged in &summary.merged {
                    say!("{merged}");
                }
                for warning in &summary.healer_warnings {
                    say_err!("warning: {warning}");
                }
            }
            Ok(ExitCode::from(exit::OK))
        }
        Args::List { event, json } => {
            let event = store.event_or_current(event.as_deref())?;
            let characters = store.characters(&event.id)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&characters)?);
            } else {
                for c in &characters {
                    say!(
                        "{:<10} {:<28} {:<24} {:<16} {:<8} {}",
                        c.id,
                        c.name,
                        c.player_name.as_deref().unwrap_or(""),
                        c.group.as_deref().unwrap_or(""),
                        c.class_or_default(),
                        c.hit_points()
                            .map_or("?".to_string(), |hp| format!("{hp} HP"))
                    );
                }
                say!("{} characters in event {}", characters.len(), event.id);
            }
            Ok(ExitCode::from(exit::OK))
        }
        Args::Check { event } => {
            let event = store.event_or_current(event.as_deref())?;
            let excess = store.healer_excess(&event.id)?;
            for warning in &excess {
                say!("warning: {warning}");
            }
            if excess.is_empty() {
                say!("event {}: every group is within the Healer limit", event.id);
                Ok(ExitCode::from(exit::OK))
            } else {
                Ok(ExitCode::from(exit::REJECTED))
            }
        }
    }
}
