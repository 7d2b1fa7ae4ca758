//! `armoury verify STRING`: is a scanned tag, lammie, armour card or fail
//! slip genuine, and what does it cover?
//!
//! Checks the QR code's verification string against the event key: the key
//! file or `$ARMOURY_EVENT_KEY` when given, else (with the records store)
//! the secret of the event the string names. For a genuine tag or fail slip
//! the database then says what it covers. Exit 0 genuine, 1 not genuine
//! (altered, invented, another event's key, or not an Armoury code at all),
//! 2 error.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use armoury::tags::signing::peek;
use armoury::tags::{Signed, VerifyError, verify};

use super::exit;
use super::print_output::{KEY_ENV, event_key};

/// Arguments of `armoury verify`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The string from the QR code, e.g. ARM1:T:AN26:AN26-000123:7QK3M2ZC4VJX6WAB.
    pub string: String,
    /// A file holding the event's secret key (else $ARMOURY_EVENT_KEY, else the database).
    #[arg(long, value_name = "FILE")]
    pub key_file: Option<PathBuf>,
    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `armoury verify`.
pub fn run(args: Args, db: Option<&Path>) -> anyhow::Result<ExitCode> {
    // A string that is no Armoury code at all names no event to ask for a key.
    let named = match peek(&args.string) {
        Ok(named) => named,
        Err(error) => return not_genuine(&args, &error),
    };
    let key = key(&args, &named, db)?;
    match verify(&args.string, &key) {
        Ok(signed) => {
            let covers = describe(&signed, db);
            if args.json {
                println!(
                    "{}",
                    serde_json::json!({ "genuine": true, "covers": signed.covers, "event": signed.event, "id": signed.id, "what": covers })
                );
            } else {
                println!(
                    "GENUINE: {} {} issued at event {}",
                    signed.covers, signed.id, signed.event
                );
                if let Some(what) = covers {
                    println!("{what}");
                }
            }
            Ok(ExitCode::from(exit::OK))
        }
        Err(VerifyError::Key(error)) => Err(error.into()),
        Err(error) => not_genuine(&args, &error),
    }
}

fn not_genuine(args: &Args, error: &VerifyError) -> anyhow::Result<ExitCode> {
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

/// The key file's or `$ARMOURY_EVENT_KEY`'s key when given, else the
/// secret of the event the string names, from the database.
fn key(args: &Args, named: &Signed, db: Option<&Path>) -> anyhow::Result<Vec<u8>> {
    if args.key_file.is_some() || std::env::var_os(KEY_ENV).is_some() {
        return event_key(args.key_file.as_deref());
    }
    #[cfg(feature = "records")]
    {
        use anyhow::Context;
        let no_key = || {
            format!(
                "no key for event {}: pass --key-file FILE or set {KEY_ENV}",
                named.event
            )
        };
        let store = super::open_store(db).with_context(no_key)?;
        armoury::issue::event_key(&store, &named.event).with_context(no_key)
    }
    #[cfg(not(feature = "records"))]
    {
        let _ = (named, db);
        event_key(None)
    }
}

/// What a genuine tag or fail slip covers, from the database (when there
/// is one).
fn describe(signed: &Signed, db: Option<&Path>) -> Option<String> {
    #[cfg(feature = "records")]
    {
        use armoury::tags::Covers;
        let store = || super::open_store(db).ok();
        match signed.covers {
            Covers::Tag => {
                let tag = armoury::issue::tag_content(&store()?, &signed.id).ok()?;
                return Some(format!(
                    "covers: {} ({}), owner {}; approved by {} on {}, valid until {}",
                    tag.kind,
                    tag.length_category,
                    owner(&tag.character, &tag.player),
                    tag.inspector,
                    tag.date,
                    tag.valid_until
                ));
            }
            Covers::FailSlip => {
                let slip = armoury::issue::fail_slip_content(&store()?, &signed.id).ok()?;
                if slip.event_code != signed.event {
                    return Some(format!(
                        "inspection #{} in this database belongs to event {}, not {}",
                        slip.inspection, slip.event_code, signed.event
                    ));
                }
                let count = slip.reasons.len();
                return Some(format!(
                    "fail slip for inspection #{}: {} {}, owner {}: {count} reason{}; inspected by {} on {}",
                    slip.inspection,
                    slip.verdict.as_str(),
                    slip.kind,
                    owner(&slip.character, &slip.player),
                    if count == 1 { "" } else { "s" },
                    slip.inspector,
                    slip.date
                ));
            }
            Covers::Lammie | Covers::ArmourCard => {}
        }
    }
    let _ = (signed, db);
    None
}

/// "Character, player Player", leaving out whichever is unknown.
#[cfg(feature = "records")]
fn owner(character: &str, player: &str) -> String {
    [character, player]
        .iter()
        .filter(|s| !s.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(", player ")
}
