//! `armoury roster import|list|check`: load a roster CSV into an event, show
//! it, and check the Healer group rule.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use armoury::said_errors;
use armoury_l10n::{Arg, L10n};
use armoury_records::{
    Field, ImportSummary, Merged, ReadAs, ReadAsReason, RosterRows, Store, TextEncoding, Unusual,
    parse_mapping,
};
use armoury_rules::ancalagon::class_rules::{GroupExcess, MEMBERS_PER_HEALER};

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
    let l = super::words();
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
            let input = std::fs::File::open(&file).with_context(|| {
                l.format(
                    "rec-roster-cannot-read",
                    &[("file", file.display().to_string().into())],
                )
            })?;
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
                say_summary(l, &name, &event.id, &summary, dry_run);
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
                        c.hit_points().map_or("?".to_string(), |hp| {
                            l.format("rec-roster-hp", &[("hp", i64::from(hp).into())])
                        })
                    );
                }
                let listed = l.format(
                    "rec-roster-listed",
                    &[
                        ("count", characters.len().into()),
                        ("event", (&event.id).into()),
                    ],
                );
                say!("{listed}");
            }
            Ok(ExitCode::from(exit::OK))
        }
        Args::Check { event } => {
            let event = store.event_or_current(event.as_deref())?;
            let excess = store.healer_excess(&event.id)?;
            for warning in &excess {
                say!("{}", warning_words(l, excess_words(l, warning)));
            }
            if excess.is_empty() {
                let within = l.format("rec-roster-within-limit", &[("event", (&event.id).into())]);
                say!("{within}");
                Ok(ExitCode::from(exit::OK))
            } else {
                Ok(ExitCode::from(exit::REJECTED))
            }
        }
    }
}

/// An import's summary in words: the rows skipped, the counts, the
/// encoding the file was read in (unless it was plain UTF-8), names with
/// unusual characters, walk-ins merged, and groups over the Healer limit.
fn say_summary(l: L10n, file: &str, event: &str, summary: &ImportSummary, dry_run: bool) {
    for problem in &summary.skipped {
        let skipped = l.format(
            "rec-roster-skipped",
            &[
                ("file", file.into()),
                ("problem", said_errors::row_problem(l, problem).into()),
            ],
        );
        say_err!("{skipped}");
    }
    let counts = l.format(
        "rec-roster-counts",
        &[
            ("new", summary.inserted.into()),
            ("updated", summary.updated.into()),
            ("unchanged", summary.unchanged.into()),
            ("skipped", summary.skipped.len().into()),
        ],
    );
    let id = if dry_run {
        "rec-roster-would-import"
    } else {
        "rec-roster-imported"
    };
    let done = l.format(
        id,
        &[
            ("file", file.into()),
            ("event", event.into()),
            ("counts", counts.into()),
        ],
    );
    say!("{done}");
    if let Some(read_as) = summary
        .read_as
        .filter(|r| r.reason != ReadAsReason::ValidUtf8)
    {
        let first: Vec<&str> = summary.first_names.iter().map(String::as_str).collect();
        let read = l.format(
            "rec-roster-read-as",
            &[
                ("encoding", read_as.encoding.into()),
                ("why", read_as_why(l, read_as).into()),
                ("names", first.join(", ").into()),
            ],
        );
        say!("{read}");
    }
    for unusual in &summary.unusual {
        say_err!("{}", warning_words(l, unusual_words(l, unusual)));
    }
    for merged in &summary.merged {
        say!("{}", merged_words(l, merged));
    }
    for warning in &summary.healer_warnings {
        say_err!("{}", warning_words(l, excess_words(l, warning)));
    }
}

/// Why the file was read in its encoding.
fn read_as_why(l: L10n, read_as: ReadAs) -> String {
    l.text(match read_as.reason {
        ReadAsReason::Mark => "rec-read-as-mark",
        ReadAsReason::ValidUtf8 => "rec-read-as-valid-utf8",
        ReadAsReason::NotUtf8 => "rec-read-as-not-utf8",
        ReadAsReason::Given => "rec-read-as-given",
    })
}

/// `warning: …`.
fn warning_words(l: L10n, message: String) -> String {
    l.format("rec-warning", &[("message", message.into())])
}

/// A value with a character unusual in a name. The column, value and
/// character are quoted as Rust writes them (`"Ðaðko"`, `'Ð'`), so that
/// spaces and invisible characters show.
fn unusual_words(l: L10n, unusual: &Unusual) -> String {
    l.format(
        "rec-roster-unusual",
        &[
            ("line", unusual.line.to_string().into()),
            ("column", format!("{:?}", unusual.column).into()),
            ("value", format!("{:?}", unusual.value).into()),
            ("character", format!("{:?}", unusual.character).into()),
        ],
    )
}

/// A walk-in that a row of the file merged with.
fn merged_words(l: L10n, merged: &Merged) -> String {
    l.format(
        "rec-roster-merged",
        &[
            ("character", (&merged.character).into()),
            ("player", (&merged.player).into()),
            ("id", (&merged.id).into()),
        ],
    )
}

/// A group over the Healer limit, or Healers in no group.
fn excess_words(l: L10n, excess: &GroupExcess) -> String {
    let healers: (&str, Arg) = ("healers", excess.healers.into());
    let per: (&str, Arg) = ("per", MEMBERS_PER_HEALER.into());
    match &excess.group {
        Some(group) => l.format(
            "rec-roster-group-excess",
            &[
                ("group", group.into()),
                healers,
                ("members", excess.members.into()),
                ("allowed", excess.allowed.into()),
                per,
            ],
        ),
        None => l.format("rec-roster-no-group-excess", &[healers, per]),
    }
}
