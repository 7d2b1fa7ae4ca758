//! `armoury verify STRING`: is a scanned tag, lammie or armour card genuine?
//!
//! Checks the QR code's verification string against the event key. Exit 0
//! genuine, 1 not genuine (altered, invented, another event's key, or not an
//! Armoury code at all), 2 error (no key).

use std::path::PathBuf;
use std::process::ExitCode;

use armoury::tags::{VerifyError, verify};

use super::exit;
use super::print_output::event_key;

/// Arguments of `armoury verify`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The string from the QR code, e.g. ARM1:T:FO26-2:T-000123:7QK3M2ZC4VJX6WAB.
    pub string: String,
    /// A file holding the event's secret key (else $ARMOURY_EVENT_KEY).
    #[arg(long, value_name = "FILE")]
    pub key_file: Option<PathBuf>,
    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `armoury verify`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let key = event_key(args.key_file.as_deref())?;
    match verify(&args.string, &key) {
        Ok(signed) => {
            if args.json {
                println!(
                    "{}",
                    serde_json::json!({ "genuine": true, "covers": signed.covers, "event": signed.event, "id": signed.id })
                );
            } else {
                println!(
                    "GENUINE: {} {} issued at event {}",
                    signed.covers, signed.id, signed.event
                );
            }
            Ok(ExitCode::from(exit::OK))
        }
        Err(VerifyError::Key(error)) => Err(error.into()),
        Err(error) => {
            if args.json {
                println!(
                    "{}",
                    serde_json::json!({ "genuine": false, "reason": error.to_string() })
                );
            } else {
                println!("{error}");
            }
            Ok(ExitCode::from(exit::REJECTED))
        }
    }
}
