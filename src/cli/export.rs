//! `armoury export inspections|roster|awards`: an event's records as CSV
//! (UTF-8 with BOM, commas) to stdout or `--out FILE`.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use armoury_records::{ExportKind, Store};

use super::exit;

/// Export records as CSV.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// What to export.
    pub what: What,
    /// The event (default: the one in use).
    #[arg(long, value_name = "ID")]
    pub event: Option<String>,
    /// Write to this file instead of stdout.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum What {
    Inspections,
    Roster,
    Awards,
}

pub fn run(args: Args, store: &Store) -> Result<ExitCode> {
    let kind = match args.what {
        What::Inspections => ExportKind::Inspections,
        What::Roster => ExportKind::Roster,
        What::Awards => ExportKind::Awards,
    };
    let event = store.event_or_current(args.event.as_deref())?;
    match &args.out {
        Some(path) => {
            let mut buffer = Vec::new();
            let rows = store.export(kind, &event.id, &mut buffer)?;
            let l = super::words();
            let file = path.display().to_string();
            armoury::private_file::write(path, &buffer)
                .with_context(|| l.format("rec-cannot-write", &[("file", (&file).into())]))?;
            let wrote = l.format(
                "rec-export-wrote",
                &[
                    ("rows", rows.to_string().into()),
                    ("event", (&event.id).into()),
                    ("file", file.into()),
                ],
            );
            eprintln!("{wrote}");
        }
        None => {
            let stdout = std::io::stdout();
            let mut lock = stdout.lock();
            store.export(kind, &event.id, &mut lock)?;
            lock.flush()?;
        }
    }
    Ok(ExitCode::from(exit::OK))
}
