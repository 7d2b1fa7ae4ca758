//! `armoury armour-card`: print characters' armour cards.
//!
//! For now the content comes from TOML files (`--content`, one card or a
//! `[[card]]` array per file); the records store will add cards by character.

use std::path::PathBuf;
use std::process::ExitCode;

use armoury::tags::content_file;

use super::print_output::{OutputArgs, render_and_deliver};

/// Arguments of `armoury armour-card`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Armour card content files (TOML).
    #[arg(long = "content", value_name = "CARD.toml", required = true, num_args = 1..)]
    pub content: Vec<PathBuf>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `armoury armour-card`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let event = args.output.event_code();
    let mut cards = Vec::new();
    for path in &args.content {
        let text = content_file::read(path)?;
        cards.extend(content_file::armour_cards(
            &text,
            &path.display().to_string(),
            event.as_deref(),
        )?);
    }
    render_and_deliver(&cards, &args.output, "armour-card")
}
