//! The command-line front end: one file per subcommand.
//!
//! Each subcommand module exposes a clap `Args` struct and a
//! `run(args) -> anyhow::Result<ExitCode>` function; [`Command`] lists them and
//! [`run`] dispatches. Exit codes follow one contract everywhere: see
//! [`exit`].

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[cfg(feature = "devices")]
pub mod devices;

/// Exit codes shared by every subcommand.
pub mod exit {
    /// Approved, or the command succeeded.
    pub const OK: u8 = 0;
    /// Rejected: a rule failed (or an `expect` failed).
    pub const REJECTED: u8 = 1;
    /// An error: bad input, a file that cannot be read, a device that cannot be opened.
    pub const ERROR: u8 = 2;
    /// Referred to the game master.
    #[allow(dead_code)] // no subcommand refers an item to the game master yet
    pub const REFERRED: u8 = 3;
}

/// Armoury: weapon and armour inspection for LARP events.
#[derive(Debug, Parser)]
#[command(name = "armoury", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Every subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Serial scales and calipers: list, read, replay, simulate.
    #[cfg(feature = "devices")]
    Devices(devices::Args),
}

/// Runs the parsed command line. With no subcommand it prints help.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        None => {
            use clap::CommandFactory;
            Cli::command().print_help()?;
            Ok(ExitCode::from(exit::OK))
        }
        Some(command) => match command {
            #[cfg(feature = "devices")]
            Command::Devices(args) => devices::run(args),
        },
    }
}
