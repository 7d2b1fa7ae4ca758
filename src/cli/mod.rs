//! The command-line front end: one file per subcommand.
//!
//! Each subcommand module exposes a clap `Args` struct and a
//! `run(args) -> anyhow::Result<ExitCode>` function; [`Command`] lists them and
//! [`run`] dispatches. Exit codes follow one contract everywhere: see
//! [`exit`].

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[cfg(feature = "tags")]
mod armour_card;
#[cfg(feature = "tags")]
mod lammie;
#[cfg(feature = "tags")]
mod print_output;
#[cfg(feature = "tags")]
mod tag;
#[cfg(feature = "tags")]
mod verify;

/// Exit codes shared by every subcommand.
pub mod exit {
    /// Approved, or the command succeeded.
    pub const OK: u8 = 0;
    /// Rejected: a rule failed (or an `expect` failed).
    pub const REJECTED: u8 = 1;
    /// An error: bad input, a file that cannot be read, a device that cannot be opened.
    pub const ERROR: u8 = 2;
    /// Referred to the game master.
    #[allow(dead_code)] // used by the inspection subcommands
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
    /// Print weapon and armour tags (PDF, optionally to the spooler).
    #[cfg(feature = "tags")]
    Tag(tag::Args),
    /// Print lammies (item cards) from item files.
    #[cfg(feature = "tags")]
    Lammie(lammie::Args),
    /// Print characters' armour cards.
    #[cfg(feature = "tags")]
    ArmourCard(armour_card::Args),
    /// Check a scanned QR code's verification string.
    #[cfg(feature = "tags")]
    Verify(verify::Args),
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
            #[cfg(feature = "tags")]
            Command::Tag(args) => tag::run(args),
            #[cfg(feature = "tags")]
            Command::Lammie(args) => lammie::run(args),
            #[cfg(feature = "tags")]
            Command::ArmourCard(args) => armour_card::run(args),
            #[cfg(feature = "tags")]
            Command::Verify(args) => verify::run(args),
        },
    }
}
