//! `armoury armour-card`: print characters' armour cards.
//!
//! Cards come from the records (`armoury armour-card Kalev Mari ...`: each
//! query finds one character, whose latest armour award is printed) or from
//! TOML content files (`--content`, one card or a `[[card]]` array per file).

use armoury_records::StoreAddress;
use std::path::PathBuf;
use std::process::ExitCode;

use armoury_tags::content_file;

use super::print_output::{OutputArgs, render_and_deliver};

/// Arguments of `armoury armour-card`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Characters (a name, id or tag serial finding exactly one each), from the database.
    #[arg(value_name = "CHARACTER", required_unless_present = "content")]
    pub characters: Vec<String>,
    /// Armour card content files (TOML).
    #[arg(long = "content", value_name = "CARD.toml", num_args = 1..)]
    pub content: Vec<PathBuf>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `armoury armour-card`.
pub fn run(args: Args, db: Option<&StoreAddress>) -> anyhow::Result<ExitCode> {
    let event = args.output.event_code();
    let mut cards = Vec::new();
    if !args.characters.is_empty() {
        let mut store = super::open_store(db)?;
        let current = store.current_event()?;
        for query in &args.characters {
            let character = super::character_arg::resolve(&mut store, &current.id, query)?;
            cards.push(armoury_issuing::armour_card_content(&store, &character)?);
        }
    }
    for path in &args.content {
        let text = content_file::read(path)?;
        cards.extend(content_file::armour_cards(
            &text,
            &path.display().to_string(),
            event.as_deref(),
        )?);
    }
    render_and_deliver(&cards, &args.output, "armour-card", db)
}
