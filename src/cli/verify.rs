//! `armoury verify STRING`: is a scanned tag, lammie, armour card or fail
//! slip genuine, and what does it cover?
//!
//! Checks the QR code's verification string against the event key: the key
//! file or `$ARMOURY_EVENT_KEY` when given, else
//! the secret of the event the string names. For a genuine code the
//! database then says what it covers ([`armoury_issuing::check_code`], the
//! same check the station and `armoury serve` make). Exit 0 genuine, 1 not
//! genuine (altered, invented, another event's key, a bare tag serial, or
//! not an Armoury code at all), 2 error.

use armoury_records::StoreAddress;
use std::path::PathBuf;
use std::process::ExitCode;

use armoury_tags::Signed;

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

/// The answer, as printed.
enum Answer {
    Genuine {
        signed: Signed,
        what: Option<String>,
    },
    NotGenuine {
        reason: String,
    },
}

/// Runs `armoury verify`.
pub fn run(args: Args, db: Option<&StoreAddress>) -> anyhow::Result<ExitCode> {
    let given = if args.key_file.is_some() || std::env::var_os(KEY_ENV).is_some() {
        Some(event_key(args.key_file.as_deref())?)
    } else {
        None
    };
    match check(&args.string, given.as_deref(), db)? {
        Answer::Genuine { signed, what } => {
            if args.json {
                println!(
                    "{}",
                    serde_json::json!({ "genuine": true, "covers": signed.covers, "event": signed.event, "id": signed.id, "what": what })
                );
            } else {
                println!(
                    "GENUINE: {} {} issued at event {}",
                    signed.covers, signed.id, signed.event
                );
                if let Some(what) = what {
                    println!("{what}");
                }
            }
            Ok(ExitCode::from(exit::OK))
        }
        Answer::NotGenuine { reason } => {
            if args.json {
                println!(
                    "{}",
                    serde_json::json!({ "genuine": false, "reason": reason })
                );
            } else {
                println!("{reason}");
            }
            Ok(ExitCode::from(exit::REJECTED))
        }
    }
}

/// Checks the string through the records (which find the key and say what
/// a genuine code covers); with a given key the database is optional.
fn check(text: &str, key: Option<&[u8]>, db: Option<&StoreAddress>) -> anyhow::Result<Answer> {
    use armoury_issuing::{CodeCheck, IssueError, check_code};
    use armoury_records::time::today_utc;

    use anyhow::Context;
    let store = match key {
        Some(_) => super::open_store(db).ok(),
        None => Some(super::open_store(db).with_context(|| {
            format!("no key to check with: pass --key-file FILE or set {KEY_ENV}")
        })?),
    };
    let checked = match check_code(store.as_ref(), text, key, &today_utc()) {
        Ok(checked) => checked,
        Err(IssueError::UnknownEvent { code }) => {
            anyhow::bail!("no key for event {code}: pass --key-file FILE or set {KEY_ENV}")
        }
        Err(e) => return Err(e.into()),
    };
    Ok(match checked {
        CodeCheck::Genuine { signed, covers } => Answer::Genuine {
            what: covers.map(|c| describe(&c)),
            signed,
        },
        CodeCheck::NotGenuine { reason } => Answer::NotGenuine { reason },
        CodeCheck::Serial { serial, tag } => Answer::NotGenuine {
            reason: format!(
                "{serial} is a tag serial, not a signed code: it proves nothing by itself ({})",
                match tag {
                    Some(tag) => describe(&armoury_issuing::Covered::Tag(tag)),
                    None => "no tag with this serial was issued here".to_string(),
                }
            ),
        },
    })
}

/// One line on what a genuine code covers.
fn describe(covered: &armoury_issuing::Covered) -> String {
    use armoury_issuing::Covered;
    match covered {
        Covered::Tag(tag) => {
            let content = &tag.content;
            let standing = match &tag.withdrawn {
                None => String::new(),
                Some(why) => format!("; NO LONGER APPROVED: {why}"),
            };
            format!(
                "covers: {} ({}), owner {}; approved by {} on {}, valid until {}{standing}",
                content.kind,
                content.length_category,
                owner(&content.character, &content.player),
                content.inspector,
                content.date,
                content.valid_until
            )
        }
        Covered::FailSlip(slip) => {
            let count = slip.reasons.len();
            format!(
                "fail slip for inspection #{}: {} {}, owner {}: {count} reason{}; inspected by {} on {}",
                slip.inspection,
                slip.verdict.as_str(),
                slip.kind,
                owner(&slip.character, &slip.player),
                if count == 1 { "" } else { "s" },
                slip.inspector,
                slip.date
            )
        }
        Covered::Character(card) => {
            let c = &card.character;
            format!(
                "armour card of {}",
                owner(&c.name, c.player_name.as_deref().unwrap_or(&c.player_id))
            )
        }
    }
}

/// "Character, player Player", leaving out whichever is unknown.
fn owner(character: &str, player: &str) -> String {
    [character, player]
        .iter()
        .filter(|s| !s.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(", player ")
}
