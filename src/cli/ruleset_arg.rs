//! Resolves a `--rules ID|PATH` argument to a loaded ruleset: a shipped id,
//! or a rules file on disk. With no argument, the shipped default.

use std::path::Path;

use anyhow::{Context, Result};
use armoury_rules::{Ruleset, shipped};

/// Loads the ruleset named by `--rules`, or the shipped default.
pub fn load(arg: Option<&str>) -> Result<Ruleset> {
    let arg = arg.unwrap_or(shipped::DEFAULT_ID);
    if shipped::source(arg).is_some() {
        return Ok(shipped::load(arg)?);
    }
    let path = Path::new(arg);
    if !path.exists() && !arg.ends_with(".toml") {
        let known: Vec<&str> = shipped::SHIPPED.iter().map(|(id, _)| *id).collect();
        anyhow::bail!(
            "{}",
            super::words().format(
                "msc-rules-unknown",
                &[("rules", arg.into()), ("known", known.join(", ").into())],
            )
        );
    }
    load_file(path)
}

/// Reads and validates a rules file.
pub fn load_file(path: &Path) -> Result<Ruleset> {
    let text = std::fs::read_to_string(path).with_context(|| {
        let file = path.display().to_string();
        super::words().format("msc-rules-cannot-read", &[("file", file.into())])
    })?;
    Ok(Ruleset::parse(&path.display().to_string(), &text)?)
}
