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
use armoury_l10n::{L10n, numbers};
use armoury_tags::{Covers, FailVerdict, PublicKey, Signed};

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
    let l = super::words();
    let given = if let Some(path) = &args.public_key {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(path).with_context(|| {
            l.format("prt-cannot-read-public-key", &[("path", (&shown).into())])
        })?;
        let key = PublicKey::from_pem(&text)
            .with_context(|| l.format("prt-not-pem", &[("path", (&shown).into())]))?;
        Some(GivenKey::Public(key))
    } else if args.key_file.is_some() || std::env::var_os(KEY_ENV).is_some() {
        Some(GivenKey::Shared(event_key(args.key_file.as_deref())?))
    } else {
        None
    };
    match check(l, &args.string, given.as_ref(), db)? {
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
                    "{}",
                    l.format(
                        "prt-genuine",
                        &[
                            ("covers", l.text(covers_id(signed.covers)).into()),
                            ("id", (&signed.id).into()),
                            ("event", (&signed.event).into()),
                        ],
                    )
                );
                if let Some(offline) = &signed.offline {
                    println!("{}", says(l, offline));
                }
                if let Some(note) = key_retired {
                    println!("{}", l.format("prt-old-key", &[("note", note.into())]));
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

/// The message naming what a code covers (`tag`, `armour card`).
fn covers_id(covers: Covers) -> &'static str {
    match covers {
        Covers::Tag => "prt-covers-tag",
        Covers::Lammie => "prt-covers-lammie",
        Covers::ArmourCard => "prt-covers-armour-card",
        Covers::FailSlip => "prt-covers-fail-slip",
    }
}

/// What an `ARM2` code says of itself, in one line.
fn says(l: L10n, offline: &armoury_tags::signing::Offline) -> String {
    let until = match offline.expires.as_deref() {
        Some(on) => {
            let date = numbers::iso_date(l.lang(), on);
            l.format("prt-valid-until", &[("date", date.into())])
        }
        None => l.text("prt-no-end-date"),
    };
    let id = if offline.owner.is_empty() {
        "prt-code-says"
    } else {
        "prt-code-says-owner"
    };
    l.format(
        id,
        &[
            ("item", (&offline.item).into()),
            ("owner", (&offline.owner).into()),
            ("until", until.into()),
            ("key", offline.key_id.to_string().into()),
        ],
    )
}

/// Checks the string through the records (which find the key and say what
/// a genuine code covers). With a secret key file the database is
/// optional; with a public key it is not opened at all.
fn check(
    l: L10n,
    text: &str,
    key: Option<&GivenKey>,
    db: Option<&StoreAddress>,
) -> anyhow::Result<Answer> {
    use armoury_issuing::{CodeCheck, IssueError, check_code};
    use armoury_records::time::today_utc;

    let store = match key {
        Some(GivenKey::Public(_)) => None,
        Some(GivenKey::Shared(_)) => super::open_store(db).ok(),
        None => Some(
            super::open_store(db)
                .with_context(|| l.format("prt-no-key-to-check", &[("env", KEY_ENV.into())]))?,
        ),
    };
    let checked = match check_code(store.as_ref(), text, key, &today_utc()) {
        Ok(checked) => checked,
        Err(IssueError::UnknownEvent { code }) => anyhow::bail!(
            "{}",
            l.format("prt-verify-no-event-key", &[("code", code.into())])
        ),
        Err(e) => return Err(e.into()),
    };
    Ok(match checked {
        CodeCheck::Genuine {
            signed,
            covers,
            key_retired,
        } => Answer::Genuine {
            what: covers.map(|c| describe(l, &c)),
            signed,
            key_retired,
        },
        CodeCheck::NotGenuine { verdict, reason } => Answer::Refused { verdict, reason },
        CodeCheck::Serial { serial, tag } => {
            let what = match tag {
                Some(tag) => describe(l, &armoury_issuing::Covered::Tag(tag)),
                None => l.text("prt-no-such-tag"),
            };
            Answer::Refused {
                verdict: Refusal::Forged,
                reason: l.format(
                    "prt-bare-serial",
                    &[("serial", serial.into()), ("what", what.into())],
                ),
            }
        }
    })
}

/// One line on what a genuine code covers.
fn describe(l: L10n, covered: &armoury_issuing::Covered) -> String {
    use armoury_issuing::Covered;
    let date = |text: &str| numbers::iso_date(l.lang(), text);
    match covered {
        Covered::Tag(tag) => {
            let content = &tag.content;
            let id = match tag.withdrawn {
                None => "prt-tag-covers",
                Some(_) => "prt-tag-covers-withdrawn",
            };
            l.format(
                id,
                &[
                    ("kind", (&content.kind).into()),
                    ("category", (&content.length_category).into()),
                    (
                        "owner",
                        owner(l, &content.character, &content.player).into(),
                    ),
                    ("inspector", (&content.inspector).into()),
                    ("date", date(&content.date).into()),
                    ("until", date(&content.valid_until).into()),
                    ("why", tag.withdrawn.as_deref().unwrap_or("").into()),
                ],
            )
        }
        Covered::FailSlip(slip) => {
            let verdict = match slip.verdict {
                FailVerdict::Rejected => "outcome-rejected",
                FailVerdict::Referred => "outcome-referred",
            };
            let reasons = l.format("prt-reasons", &[("count", slip.reasons.len().into())]);
            l.format(
                "prt-fail-slip-covers",
                &[
                    ("inspection", (&slip.inspection).into()),
                    ("verdict", l.text(verdict).into()),
                    ("kind", (&slip.kind).into()),
                    ("owner", owner(l, &slip.character, &slip.player).into()),
                    ("reasons", reasons.into()),
                    ("inspector", (&slip.inspector).into()),
                    ("date", date(&slip.date).into()),
                ],
            )
        }
        Covered::Character(card) => {
            let c = &card.character;
            let player = c.player_name.as_deref().unwrap_or(&c.player_id);
            l.format(
                "prt-armour-card-covers",
                &[("owner", owner(l, &c.name, player).into())],
            )
        }
    }
}

/// "Character, player Player", leaving out whichever is unknown.
fn owner(l: L10n, character: &str, player: &str) -> String {
    match (character.is_empty(), player.is_empty()) {
        (false, false) => l.format(
            "prt-owner-player",
            &[("character", character.into()), ("player", player.into())],
        ),
        (false, true) => character.to_string(),
        (true, _) => player.to_string(),
    }
}
