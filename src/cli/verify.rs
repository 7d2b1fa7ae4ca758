//! `armoury verify STRING`: is a scanned tag, lammie, armour card or fail
//! slip genuine, and what does it cover?
//!
//! An `ARM2` code (every code printed from the records) is checked with the
//! event's public key: `--public-key FILE` (what `armoury event public-key`
//! prints) needs nothing else, no database, no secret, no network; without
//! it the database's keys are used, and its revocations too. An `ARM1` code
//! is checked with the event's secret: the key file or
//! `$ARMOURY_EVENT_KEY` when given, else the database's. For a genuine code
//! the database then says what it covers ([`armoury_issuing::check_code`],
//! the same check the station and `armoury serve` make). Exit 0 genuine, 1
//! refused (altered, invented, another event's key, expired, revoked, a
//! bare tag serial, or not an Armoury code at all), 2 error.

use armoury_records::StoreAddress;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use armoury_issuing::{GivenKey, Refusal};
use armoury_tags::{PublicKey, Signed};

use super::exit;
use super::print_output::{KEY_ENV, event_key};

/// Arguments of `armoury verify`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The string from the QR code (a URL before `#ARM2:…` is fine).
    pub string: String,
    /// A file holding the event's secret key, for ARM1 codes (else $ARMOURY_EVENT_KEY, else the database).
    #[arg(long, value_name = "FILE", conflicts_with = "public_key")]
    pub key_file: Option<PathBuf>,
    /// The event's public key as PEM, for ARM2 codes: then nothing else is needed.
    #[arg(long, value_name = "FILE")]
    pub public_key: Option<PathBuf>,
    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
}

/// The answer, as printed.
enum Answer {
    Genuine {
        signed: Signed,
        what: Option<String>,
        key_retired: Option<String>,
    },
    Refused {
        verdict: Refusal,
        reason: String,
    },
}

/// Runs `armoury verify`.
pub fn run(args: Args, db: Option<&StoreAddress>) -> anyhow::Result<ExitCode> {
    let given = if let Some(path) = &args.public_key {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read the public key file {}", path.display()))?;
        let key = PublicKey::from_pem(&text).with_context(|| {
            format!(
                "{}: expected the PEM that `armoury event public-key` prints",
                path.display()
            )
        })?;
        Some(GivenKey::Public(key))
    } else if args.key_file.is_some() || std::env::var_os(KEY_ENV).is_some() {
        Some(GivenKey::Shared(event_key(args.key_file.as_deref())?))
    } else {
        None
    };
    match check(&args.string, given.as_ref(), db)? {
        Answer::Genuine {
            signed,
            what,
            key_retired,
        } => {
            if args.json {
                println!(
                    "{}",
                    serde_json::json!({
                        "genuine": true, "verdict": "genuine", "covers": signed.covers,
                        "event": signed.event, "id": signed.id, "offline": signed.offline,
                        "what": what, "key_retired": key_retired,
                    })
                );
            } else {
                println!(
                    "GENUINE: {} {} issued at event {}",
                    signed.covers, signed.id, signed.event
                );
                if let Some(offline) = &signed.offline {
                    println!("{}", says(offline));
                }
                if let Some(note) = key_retired {
                    println!("OLD KEY: {note}");
                }
                if let Some(what) = what {
                    println!("{what}");
                }
            }
            Ok(ExitCode::from(exit::OK))
        }
        Answer::Refused { verdict, reason } => {
            if args.json {
                println!(
                    "{}",
                    serde_json::json!({ "genuine": false, "verdict": verdict.as_str(), "reason": reason })
                );
            } else {
                println!("{reason}");
            }
            Ok(ExitCode::from(exit::REJECTED))
        }
    }
}

/// What an `ARM2` code says of itself, in one line.
fn says(offline: &armoury_tags::signing::Offline) -> String {
    let owner = if offline.owner.is_empty() {
        String::new()
    } else {
        format!(", owner {}", offline.owner)
    };
    let until = offline.expires.as_deref().map_or_else(
        || "no end date".to_string(),
        |on| format!("valid until {on}"),
    );
    format!(
        "the code says: {}{owner}; {until}; key {}",
        offline.item, offline.key_id
    )
}

/// Checks the string through the records (which find the key and say what
/// a genuine code covers). With a secret key file the database is
/// optional; with a public key it is not opened at all.
fn check(text: &str, key: Option<&GivenKey>, db: Option<&StoreAddress>) -> anyhow::Result<Answer> {
    use armoury_issuing::{CodeCheck, IssueError, check_code};
    use armoury_records::time::today_utc;

    let store = match key {
        Some(GivenKey::Public(_)) => None,
        Some(GivenKey::Shared(_)) => super::open_store(db).ok(),
        None => Some(super::open_store(db).with_context(|| {
            format!(
                "no key to check with: pass --public-key FILE, --key-file FILE or set {KEY_ENV}"
            )
        })?),
    };
    let checked = match check_code(store.as_ref(), text, key, &today_utc()) {
        Ok(checked) => checked,
        Err(IssueError::UnknownEvent { code }) => anyhow::bail!(
            "no key for event {code}: pass --public-key FILE (ARM2) or --key-file FILE (ARM1)"
        ),
        Err(e) => return Err(e.into()),
    };
    Ok(match checked {
        CodeCheck::Genuine {
            signed,
            covers,
            key_retired,
        } => Answer::Genuine {
            what: covers.map(|c| describe(&c)),
            signed,
            key_retired,
        },
        CodeCheck::NotGenuine { verdict, reason } => Answer::Refused { verdict, reason },
        CodeCheck::Serial { serial, tag } => Answer::Refused {
            verdict: Refusal::Forged,
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
