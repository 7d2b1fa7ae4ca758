//! `armoury tag`: print weapon and armour tags.
//!
//! For now the content comes from TOML files (`--content`, one tag or a
//! `[[tag]]` array per file); several tags go onto one PDF (a sheet with
//! `--template tag-a4-3x8`). The records store will add tags by inspection.

use std::path::PathBuf;
use std::process::ExitCode;

use armoury::tags::content_file;

use super::print_output::{OutputArgs, render_and_deliver};

/// Arguments of `armoury tag`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Tag content files (TOML).
    #[arg(long = "content", value_name = "TAG.toml", required = true, num_args = 1..)]
    pub content: Vec<PathBuf>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `armoury tag`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let event = args.output.event_code();
    let mut tags = Vec::new();
    for path in &args.content {
        let text = content_file::read(path)?;
        tags.extend(content_file::tags(
            &text,
            &path.display().to_string(),
            event.as_deref(),
        )?);
    }
    render_and_deliver(&tags, &args.output, "tag-62x29")
}
