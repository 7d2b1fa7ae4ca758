//! `armoury lammie`: print lammies (item cards) from item files.
//!
//! Each ITEM.toml describes one item (or several as `[[lammie]]` tables);
//! one that names a photo of its phys-rep (`photo = "FILE"`, relative to
//! the item file) gets it printed beside its powers;
//! all of them go onto one PDF, 9 cards per A4 sheet with the shipped
//! `lammie-card` template. The cards speak their event's language (the
//! run's when the database has no event of their code): the template's
//! texts and the cards' own lines, durability and expiry.

use armoury_l10n::L10n;
use armoury_records::StoreAddress;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use armoury_tags::content_file;

use super::print_output::{OutputArgs, event_language, render_and_deliver};

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
        let mut read = content_file::lammies(&text, &path.display().to_string(), event.as_deref())?;
        // A photo is named relative to its item file.
        let folder = path.parent().unwrap_or(Path::new(""));
        for lammie in &mut read {
            if let Some(file) = &lammie.photo_file {
                let photo = armoury::photo_file::card_photo(&folder.join(file), super::words());
                lammie.photo = Some(photo.map_err(anyhow::Error::msg)?);
            }
        }
        lammies.extend(read);
    }
    let l = L10n::new(event_language(&lammies, db));
    let lammies: Vec<_> = lammies
        .into_iter()
        .map(|lammie| armoury_issuing::lammie_in(l, lammie))
        .collect();
    render_and_deliver(&lammies, &args.output, "lammie-card", db)
}
