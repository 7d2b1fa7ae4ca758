//! The `armoury` binary: parses the command line and runs a subcommand.
//! Errors print one clear message to stderr and exit with code 2.

mod cli;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    // Piping output into `head` ends the process quietly, as Unix tools do,
    // instead of a "broken pipe" panic.
    sigpipe::reset();
    let parsed = cli::Cli::parse();
    match cli::run(parsed) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::from(cli::exit::ERROR)
        }
    }
}
