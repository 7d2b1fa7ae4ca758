//! `armoury event`: create, list and choose events, show or rotate an
//! event's referee token (the key to `armoury serve`), and list or revoke
//! the referees' phones signed in to it; print the public key that
//! verifies its tags offline, make a new key pair when one is lost, revoke
//! a tag, and write the offline verifier page (and record where it will
//! be, for the codes printed from then on); show or set its language, and
//! whether its desks take a photo of each item (off, optional, required). The
//! event in use is where imports, inspections and lookups go when `--event`
//! is not given.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use armoury_issuing::verifier_site::{self, SiteFile};
use armoury_l10n::{Lang, numbers};
use armoury_records::{NewEvent, PhotoPolicy, Store};
use armoury_tags::EventKeyPair;
use armoury_tags::offline::check_base_url;
use armoury_tags::signing::SigningError;

use super::exit;

/// Manage events.
#[derive(Debug, clap::Subcommand)]
pub enum Args {
    /// Create an event (with a fresh secret for signed tags).
    Create {
        /// A slug: lower-case letters, digits and dashes (ancalagon-2026).
        id: String,
        /// The event's name.
        #[arg(long)]
        name: String,
        /// First day, YYYY-MM-DD.
        #[arg(long, value_name = "DATE")]
        start: Option<String>,
        /// Last day, YYYY-MM-DD; tags are valid until then.
        #[arg(long, value_name = "DATE")]
        end: Option<String>,
        /// Tag serial prefix, 2-6 upper-case letters and digits (default: from the id).
        #[arg(long)]
        prefix: Option<String>,
        /// The ruleset the event is run by: its items are checked by it, and
        /// its roster's classes and hit points come from it (default:
        /// ancalagon-2011).
        #[arg(long, visible_alias = "rules", value_name = "ID")]
        ruleset: Option<String>,
        /// The event's language, en or et: its tags, fail slips and cards
        /// are printed in it, and a roster not in UTF-8 is read in its
        /// code page (default: en).
        #[arg(long, value_name = "LANG", value_parser = super::parse_lang)]
        language: Option<Lang>,
        /// Make it the event in use.
        #[arg(long = "use")]
        use_it: bool,
    },
    /// List events; the one in use is marked with `*`.
    List {
        #[arg(long)]
        json: bool,
    },
    /// Make an event the one in use.
    Use { id: String },
    /// Show the event's language, or set it (en, et): its tags, fail slips
    /// and cards are printed in it from then on.
    Language {
        /// The language to set.
        #[arg(value_parser = super::parse_lang)]
        language: Option<Lang>,
        /// The event (default: the one in use).
        #[arg(long)]
        event: Option<String>,
    },
    /// Show whether the event's desks take a photo of each item, or set it:
    /// off, optional, or required (an item is approved only with its photo).
    Photos {
        /// off, optional or required.
        #[arg(value_parser = parse_photo_policy)]
        policy: Option<PhotoPolicy>,
        /// The event (default: the one in use).
        #[arg(long)]
        event: Option<String>,
    },
    /// Show the referee token that `armoury serve`'s login URL carries, or
    /// make a new one with --rotate (which logs every referee out).
    RefereeToken {
        /// The event (default: the one in use).
        #[arg(long)]
        event: Option<String>,
        /// Replace the token: old login URLs and referee cards stop working.
        #[arg(long)]
        rotate: bool,
    },
    /// Show the organiser token that the organiser page of `armoury serve`
    /// (`/organiser/login/TOKEN`) takes, or make a new one with --rotate.
    OrganiserToken {
        /// The event (default: the one in use).
        #[arg(long)]
        event: Option<String>,
        /// Replace the token: the old address stops working and organisers
        /// are logged out.
        #[arg(long)]
        rotate: bool,
    },
    /// List the referees' phones signed in to `armoury serve`, or sign one
    /// out with --revoke (a lost phone).
    RefereeSessions {
        /// The event (default: the one in use).
        #[arg(long)]
        event: Option<String>,
        /// Sign out the phone with this id (as listed).
        #[arg(long, value_name = "ID")]
        revoke: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Print the public key that verifies the event's tags offline, as PEM
    /// (`armoury verify --public-key FILE`, `openssl pkey -pubin`).
    PublicKey {
        /// The event (default: the one in use).
        #[arg(long)]
        event: Option<String>,
    },
    /// Make a new key pair for the event's tags after the old one was lost:
    /// tags the old key signed say so when verified.
    RotateKey {
        /// The event (default: the one in use).
        #[arg(long)]
        event: Option<String>,
    },
    /// Revoke a tag (lost, stolen, the item withdrawn): the referees' page
    /// refuses it at once, the offline verifier page from its next copy.
    Revoke {
        /// The tag serial (AN26-000012).
        serial: String,
        /// Why, in a few words.
        #[arg(long, default_value = "")]
        reason: String,
        /// The event (default: the one in use).
        #[arg(long)]
        event: Option<String>,
    },
    /// Write the offline verifier page: a static site (HTML, a service
    /// worker, the event's public keys and revoked tags) to put on any
    /// HTTPS host before the event. A phone that opened it once checks tags
    /// with no network. `armoury serve` also serves it, at /v/.
    Verifier {
        /// The folder to write the site's files to (made if missing; the
        /// site's own files in it are replaced, nothing else is touched).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// Where the site will be, e.g. https://larp.example/v/ (at most 44
        /// characters): recorded in the event, so tags printed from now on
        /// carry URL#ARM2:… and a phone's camera opens the page.
        #[arg(long, value_name = "URL")]
        base_url: Option<String>,
        /// The event (default: the one in use).
        #[arg(long)]
        event: Option<String>,
    },
}

pub fn run(args: Args, store: &mut Store) -> Result<ExitCode> {
    let l = super::words();
    match args {
        Args::Create {
            id,
            name,
            start,
            end,
            prefix,
            ruleset,
            language,
            use_it,
        } => {
            let event = store.create_event(&NewEvent {
                id,
                name,
                starts_on: start,
                ends_on: end,
                tag_prefix: prefix,
                ruleset_id: ruleset,
                language: language.map(|l| l.tag().to_string()),
            })?;
            if use_it {
                store.use_event(&event.id)?;
            }
            let id = if use_it {
                "rec-event-created-in-use"
            } else {
                "rec-event-created"
            };
            let created = l.format(
                id,
                &[
                    ("id", (&event.id).into()),
                    ("name", (&event.name).into()),
                    ("prefix", (&event.tag_prefix).into()),
                ],
            );
            println!("{created}");
        }
        Args::List { json } => {
            let current = store.current_event()?.id;
            let events = store.events()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&events)?);
            } else {
                let day =
                    |d: Option<&str>| d.map_or("?".to_string(), |d| numbers::iso_date(l.lang(), d));
                for e in events {
                    let mark = if e.id == current { "*" } else { " " };
                    let dates = match (&e.starts_on, &e.ends_on) {
                        (None, None) => String::new(),
                        (s, e) => format!("  {} .. {}", day(s.as_deref()), day(e.as_deref())),
                    };
                    println!(
                        "{mark} {:<20} {:<6} {:<3} {}{dates}",
                        e.id, e.tag_prefix, e.language, e.name
                    );
                }
            }
        }
        Args::Use { id } => {
            let event = store.use_event(&id)?;
            let using = l.format(
                "rec-event-using",
                &[("id", (&event.id).into()), ("name", (&event.name).into())],
            );
            println!("{using}");
        }
        Args::Language { language, event } => {
            let event = store.event_or_current(event.as_deref())?;
            match language {
                Some(lang) => {
                    let event = store.set_event_language(&event.id, lang.tag())?;
                    let set = l.format(
                        "rec-event-language-set",
                        &[
                            ("event", (&event.id).into()),
                            ("language", lang.own_name().into()),
                        ],
                    );
                    println!("{set}");
                }
                None => println!("{}", event.language),
            }
        }
        Args::Photos { policy, event } => {
            let event = store.event_or_current(event.as_deref())?;
            match policy {
                Some(policy) => {
                    let event = store.set_event_photos(&event.id, policy)?;
                    let set = l.format(
                        "rec-event-photos-set",
                        &[
                            ("event", (&event.id).into()),
                            ("photos", policy.as_str().into()),
                        ],
                    );
                    println!("{set}");
                }
                None => println!("{}", event.photos.as_str()),
            }
        }
        Args::RefereeToken { event, rotate } => {
            let event = store.event_or_current(event.as_deref())?;
            if rotate {
                let token = store.rotate_referee_token(&event.id)?;
                let new = l.format(
                    "rec-event-new-referee-token",
                    &[("event", (&event.id).into()), ("token", (&token).into())],
                );
                println!("{new}\n{}", l.text("rec-event-referees-logged-out"));
            } else {
                println!("{}", store.referee_token(&event.id)?);
            }
        }
        Args::OrganiserToken { event, rotate } => {
            let event = store.event_or_current(event.as_deref())?;
            if rotate {
                let token = store.rotate_organiser_token(&event.id)?;
                let new = l.format(
                    "rec-event-new-organiser-token",
                    &[("event", (&event.id).into()), ("token", (&token).into())],
                );
                println!("{new}\n{}", l.text("rec-event-old-organiser-address"));
            } else {
                println!("{}", store.organiser_token(&event.id)?);
            }
        }
        Args::RefereeSessions {
            event,
            revoke,
            json,
        } => {
            let event = store.event_or_current(event.as_deref())?;
            let now = armoury_records::time::now_secs();
            if let Some(id) = revoke {
                let session = store.revoke_referee_session(&event.id, &id, now)?;
                let signed_out = l.format(
                    "rec-event-signed-out",
                    &[
                        ("id", (&session.id).into()),
                        ("phone", (&session.phone).into()),
                        ("address", (&session.address).into()),
                    ],
                );
                say!("{signed_out}");
                return Ok(ExitCode::from(exit::OK));
            }
            let sessions = store.referee_sessions(&event.id, now)?;
            if json {
                println!("{}", serde_json::to_string_pretty(&sessions)?);
            } else if sessions.is_empty() {
                let none = l.format("rec-event-no-sessions", &[("event", (&event.id).into())]);
                println!("{none}");
            } else {
                for s in sessions {
                    say!("{}  {}  {:<15}  {}", s.id, s.created_at, s.address, s.phone);
                }
            }
        }
        Args::PublicKey { event } => {
            let event = store.event_or_current(event.as_deref())?;
            let key = store.signing_key(&event.id)?;
            let pair = EventKeyPair::from_seed(key.key_id, &key.seed)?;
            print!("{}", pair.public_key().to_pem()?);
        }
        Args::RotateKey { event } => {
            let event = store.event_or_current(event.as_deref())?;
            let key = store.rotate_signing_key(&event.id)?;
            let rotated = l.format(
                "rec-event-key-rotated",
                &[
                    ("event", (&event.id).into()),
                    ("key", key.key_id.to_string().into()),
                ],
            );
            println!("{rotated}\n{}", l.text("rec-event-share-new-key"));
        }
        Args::Revoke {
            serial,
            reason,
            event,
        } => {
            let event = store.event_or_current(event.as_deref())?;
            let revoked = store.revoke_tag(&event.id, &serial, &reason)?;
            let said = l.format(
                "rec-event-revoked",
                &[
                    ("serial", (&revoked.serial).into()),
                    ("event", (&event.id).into()),
                    ("reason", (&revoked.reason).into()),
                ],
            );
            say!("{said}");
        }
        Args::Verifier {
            out,
            base_url,
            event,
        } => {
            let mut event = store.event_or_current(event.as_deref())?;
            if let Some(url) = base_url {
                let url = check_base_url(&url).map_err(|error| match error {
                    SigningError::BadPart { value, reason, .. } => {
                        anyhow::anyhow!("--base-url {value:?}: {reason}")
                    }
                    other => other.into(),
                })?;
                store.set_verifier_url(&event.id, Some(&url))?;
                event.verifier_url = Some(url);
            }
            let (files, summary) = verifier_site::site(store, &event.id)?;
            write_site(&out, &files)?;
            let wrote = l.format(
                "rec-event-verifier-written",
                &[
                    ("event", (&event.id).into()),
                    ("dir", out.display().to_string().into()),
                    ("keys", summary.keys.into()),
                    ("revoked", summary.revoked.into()),
                ],
            );
            say!("{wrote}");
            let next = match &event.verifier_url {
                Some(url) => l.format("rec-event-verifier-put-at", &[("url", url.into())]),
                None => l.text("rec-event-verifier-no-address"),
            };
            say!("{next}");
        }
    }
    Ok(ExitCode::from(exit::OK))
}

/// Writes the site's files into `dir`, each to a temporary name first and
/// then renamed over the old one, so a failed write leaves the old file.
fn write_site(dir: &Path, files: &[SiteFile]) -> Result<()> {
    let l = super::words();
    std::fs::create_dir_all(dir).with_context(|| {
        l.format(
            "rec-event-making-dir",
            &[("dir", dir.display().to_string().into())],
        )
    })?;
    for file in files {
        let path = dir.join(file.name);
        let partial = dir.join(format!(".{}.partial", file.name));
        let written =
            std::fs::write(&partial, &file.bytes).and_then(|()| std::fs::rename(&partial, &path));
        if written.is_err() {
            let _ = std::fs::remove_file(&partial);
        }
        written.with_context(|| {
            l.format(
                "rec-event-writing",
                &[("file", path.display().to_string().into())],
            )
        })?;
    }
    Ok(())
}

/// `off`, `optional` or `required`, as `event photos` takes it.
fn parse_photo_policy(text: &str) -> Result<PhotoPolicy, String> {
    PhotoPolicy::parse(text).map_err(|_| super::words().text("err-why-photo-policy"))
}
