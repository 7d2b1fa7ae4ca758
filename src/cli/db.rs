//! `armoury db copy`: a whole event from one store to another, either
//! backend to either (a laptop's file to the event's server, the server to
//! an archive file). Prints the row counts and the content checksum both
//! sides agreed on; refuses a target that already holds the event.

use std::process::ExitCode;

use anyhow::{Context, Result};
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
    let Args::Copy { from, to, event } = args;
    let source = Store::connect(&from).with_context(|| format!("opening the source {from}"))?;
    let event = source.event_or_current(event.as_deref())?;
    let mut target = Store::connect(&to).with_context(|| format!("opening the target {to}"))?;
    let started = std::time::Instant::now();
    let copied = source
        .copy_event_to(&event.id, &mut target)
        .with_context(|| format!("copying event {} from {from} to {to}", event.id))?;
    println!("copied event {} from {from} to {to}", event.describe());
    for (table, rows) in &copied.rows {
        println!("  {table:<12} {rows:>7} rows (both sides)");
    }
    println!(
        "  checksum     {} (both sides)\n  in {:.1} s",
        copied.checksum,
        started.elapsed().as_secs_f64()
    );
    Ok(ExitCode::from(exit::OK))
}
