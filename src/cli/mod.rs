//! The command-line front end: one file per subcommand.
//!
//! Each subcommand module exposes a clap `Args` struct and a
//! `run(args) -> anyhow::Result<ExitCode>` function; [`Command`] lists them and
//! [`run`] dispatches. Exit codes follow one contract everywhere: see
//! [`exit`].

use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub mod call;
pub mod check;
pub mod ritual;
pub mod rules;
pub mod ruleset_arg;
pub mod sim;
#[cfg(feature = "gui")]
pub mod station;

/// Exit codes shared by every subcommand.
pub mod exit {
    /// Approved, or the command succeeded.
    pub const OK: u8 = 0;
    /// Rejected: a rule failed (or an `expect` failed).
    pub const REJECTED: u8 = 1;
    /// An error: bad input, a file that cannot be read, a device that cannot be opened.
    pub const ERROR: u8 = 2;
    /// Referred to the game master.
    pub const REFERRED: u8 = 3;
}

/// Armoury: weapon and armour inspection for LARP events.
#[derive(Debug, Parser)]
#[command(name = "armoury", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// With no subcommand: the station window's options.
    #[cfg(feature = "gui")]
    #[command(flatten)]
    pub station: station::Args,
}

/// Every subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Inspect an item file (or two with --pair) against a ruleset.
    Check(check::Args),
    /// List, show, export or validate rulesets.
    #[command(subcommand)]
    Rules(rules::Args),
    /// Parse a spoken Five Oaths call and say what the target must do.
    Call(call::Args),
    /// Run an in-play scenario script and check its `expect` lines.
    Sim(sim::Args),
    /// Score a Five Oaths ritual.
    Ritual(ritual::Args),
}

/// Runs the parsed command line. With no subcommand it opens the station
/// window (or prints help in a build without the `gui` feature).
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        #[cfg(feature = "gui")]
        None => station::run(cli.station),
        #[cfg(not(feature = "gui"))]
        None => {
            use clap::CommandFactory;
            Cli::command().print_help()?;
            Ok(ExitCode::from(exit::OK))
        }
        Some(Command::Check(args)) => check::run(args),
        Some(Command::Rules(args)) => rules::run(args),
        Some(Command::Call(args)) => call::run(args),
        Some(Command::Sim(args)) => sim::run(args),
        Some(Command::Ritual(args)) => ritual::run(args),
    }
}
