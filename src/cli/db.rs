//! `armoury db copy`: a whole event from one store to another, either
//! backend to either (a laptop's file to the event's server, the server to
//! an archive file). Prints the row counts and the content checksum both
//! sides agreed on; refuses a target that already holds the event.

use std::process::ExitCode;

use anyhow::{Context, Result};
use armoury_l10n::numbers;
use armoury_records::{Store, StoreAddress};

use super::exit;

/// Work on whole databases.
#[derive(Debug, clap::Subcommand)]
pub enum Args {
    /// Copy an event between databases (files or postgres:// servers).
    Copy {
        /// Where the event is now: a file or postgres://USER@HOST/DB.
        #[arg(long, value_name = "PATH_OR_URL")]
        from: StoreAddress,
        /// Where it goes (created if it is a file that does not exist).
        #[arg(long, value_name = "PATH_OR_URL")]
        to: StoreAddress,
        /// The event (default: the one in use at the source).
        #[arg(long)]
        event: Option<String>,
    },
}

/// Runs `armoury db`.
pub fn run(args: Args) -> Result<ExitCode> {
    let l = super::words();
    let Args::Copy { from, to, event } = args;
    let source = Store::connect(&from).with_context(|| {
        l.format(
            "rec-db-opening-source",
            &[("address", from.to_string().into())],
        )
    })?;
    let event = source.event_or_current(event.as_deref())?;
    let mut target = Store::connect(&to).with_context(|| {
        l.format(
            "rec-db-opening-target",
            &[("address", to.to_string().into())],
        )
    })?;
    let started = std::time::Instant::now();
    let (from, to) = (from.to_string(), to.to_string());
    let copied = source
        .copy_event_to(&event.id, &mut target)
        .with_context(|| {
            l.format(
                "rec-db-copying",
                &[
                    ("event", (&event.id).into()),
                    ("from", (&from).into()),
                    ("to", (&to).into()),
                ],
            )
        })?;
    let described = match &event.ends_on {
        Some(end) => l.format(
            "rec-db-event-until",
            &[
                ("name", (&event.name).into()),
                ("prefix", (&event.tag_prefix).into()),
                ("end", numbers::iso_date(l.lang(), end).into()),
            ],
        ),
        None => l.format(
            "rec-db-event",
            &[
                ("name", (&event.name).into()),
                ("prefix", (&event.tag_prefix).into()),
            ],
        ),
    };
    let done = l.format(
        "rec-db-copied",
        &[
            ("event", described.into()),
            ("from", from.into()),
            ("to", to.into()),
        ],
    );
    println!("{done}");
    let (rows_word, both_sides) = (l.text("rec-db-rows"), l.text("rec-db-both-sides"));
    for (table, rows) in &copied.rows {
        println!("  {table:<12} {rows:>7} {rows_word} {both_sides}");
    }
    println!(
        "  {:<12} {} {both_sides}",
        l.text("rec-db-checksum"),
        copied.checksum
    );
    let seconds = numbers::amounts(l.lang(), &format!("{:.1}", started.elapsed().as_secs_f64()));
    let took = l.format("rec-db-took", &[("seconds", seconds.into())]);
    println!("  {took}");
    Ok(ExitCode::from(exit::OK))
}
