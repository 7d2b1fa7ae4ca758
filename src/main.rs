//! The `armoury` binary: parses the command line and runs a subcommand.
//! Errors print one clear message to stderr and exit with code 2.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    // Piping output into `head` ends the process quietly, as Unix tools do,
    // instead of a "broken pipe" panic.
    sigpipe::reset();
    // The help clap prints while parsing is in the run's language.
    let parsed = cli::help::parse();
    match cli::run(parsed) {
        Ok(code) => code,
        Err(error) => {
            let l = cli::words();
            let message = message(&error);
            eprintln!("{}", l.format("cli-error", &[("message", message.into())]));
            if let Some(hint) = cli::hint::for_error(&error) {
                eprintln!("{}", l.format("cli-hint", &[("hint", hint.into())]));
            }
            ExitCode::from(cli::exit::ERROR)
        }
    }
}

/// The error and its causes in this run's language, each once (see
/// `armoury::said_errors::chain_in_words`).
fn message(error: &anyhow::Error) -> String {
    armoury::said_errors::chain_in_words(cli::words(), error)
}
