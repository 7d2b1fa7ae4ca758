//! `armoury tag`: print weapon and armour tags.
//!
//! Tags come from the records (`armoury tag AN26-000012 17 ...`: tag
//! serials or inspection ids of approved inspections, signed with their
//! event's key) or from TOML content files (`--content`, one tag or a
//! `[[tag]]` array per file). Several tags go onto one PDF (a sheet with
//! `--template tag-a4-3x8`).

use armoury_l10n::numbers;
use armoury_records::StoreAddress;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use armoury_tags::content_file;

use super::print_output::{OutputArgs, event_language, render_and_deliver};

/// Arguments of `armoury tag`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Tag serials or inspection ids of approved inspections (from the database).
    #[arg(
        value_name = "INSPECTION_OR_SERIAL",
        required_unless_present = "content"
    )]
    pub inspections: Vec<String>,
    /// Tag content files (TOML).
    #[arg(long = "content", value_name = "TAG.toml", num_args = 1..)]
    pub content: Vec<PathBuf>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `armoury tag`.
pub fn run(args: Args, db: Option<&StoreAddress>) -> anyhow::Result<ExitCode> {
    let event = args.output.event_code();
    let mut tags = Vec::new();
    if !args.inspections.is_empty() {
        let store = super::open_store(db)?;
        for query in &args.inspections {
            if Path::new(query).is_file() {
                anyhow::bail!(
                    "{}",
                    super::words().format("prt-tag-is-a-file", &[("query", query.into())])
                );
            }
            tags.push(armoury_issuing::tag_content(&store, query)?);
        }
    }
    let mut from_files = Vec::new();
    for path in &args.content {
        let text = content_file::read(path)?;
        from_files.extend(content_file::tags(
            &text,
            &path.display().to_string(),
            event.as_deref(),
        )?);
    }
    // The records' tags have their event's decimal separator; a file's
    // take the language they are printed in.
    if !from_files.is_empty() {
        let separator = numbers::decimal_separator(event_language(&from_files, db));
        for tag in &mut from_files {
            tag.decimal_separator = separator;
        }
        tags.extend(from_files);
    }
    render_and_deliver(&tags, &args.output, "tag-62x29", db)
}
