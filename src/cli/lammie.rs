//! `armoury lammie`: print lammies (item cards) from item files.
//!
//! Each ITEM.toml describes one item (or several as `[[lammie]]` tables);
//! all of them go onto one PDF, 9 cards per A4 sheet with the shipped
//! `lammie-card` template.

use armoury_records::StoreAddress;
use std::path::PathBuf;
use std::process::ExitCode;

use armoury_tags::content_file;

use super::print_output::{OutputArgs, render_and_deliver};

/// Arguments of `armoury lammie`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Item files (TOML).
    #[arg(value_name = "ITEM.toml", required = true)]
    pub items: Vec<PathBuf>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `armoury lammie`.
pub fn run(args: Args, db: Option<&StoreAddress>) -> anyhow::Result<ExitCode> {
    let event = args.output.event_code();
    let mut lammies = Vec::new();
    for path in &args.items {
        let text = content_file::read(path)?;
        lammies.extend(content_file::lammies(
            &text,
            &path.display().to_string(),
            event.as_deref(),
        )?);
    }
    render_and_deliver(&lammies, &args.output, "lammie-card", db)
}
