//! `armoury sim SCRIPT [--json]`: run a scenario script through the in-play
//! engine its `system` line names, printing every character's state after
//! every event. `expect` lines make the script a test: exit 0 when all hold,
//! 1 when one fails, 2 when the script cannot be read or run.
//!
//! This file reads and lexes the script and dispatches on the system; each
//! system's front end lives in its own file (`sim_ancalagon`).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use armoury::rules::{ancalagon, play};

use super::sim_ancalagon;

/// Run a scenario script and check its expectations.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The scenario script (see docs/ancalagon-play.md).
    #[arg(value_name = "SCRIPT")]
    pub script: PathBuf,
    /// Print one JSON object per line instead of text.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let path = args.script.display().to_string();
    let text = std::fs::read_to_string(&args.script)
        .with_context(|| format!("cannot read script {path}"))?;
    let script = play::script::parse(&text).with_context(|| format!("script {path}"))?;
    match script.system.as_str() {
        ancalagon::SYSTEM => {
            sim_ancalagon::run_script(&script, args.json).with_context(|| format!("script {path}"))
        }
        other => bail!(
            "script {path}: line 1: unknown system {other:?} (this build runs: {})",
            ancalagon::SYSTEM
        ),
    }
}
