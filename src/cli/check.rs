//! `armoury check`: check one item file, or two with `--pair` for the
//! dual-wield rule. Prints the findings as a table, or JSON with `--json`;
//! exits 0 approved, 1 rejected, 3 referred, 2 on bad input. The table is
//! in the language chosen (`--lang`); JSON has no words to translate.
//!
//! With `--record --character QUERY` the inspection of
//! one item is stored for that character, approved items get a tag serial,
//! `--override REASON` approves despite the verdict, and `--photo FILE`
//! keeps a photo of the item with it (made safe by `armoury-photos`). The record carries
//! a request key ([`PendingKey`]): when the server's answer is lost, the
//! same command run again (within an hour) records it once, and says it
//! was already recorded.

use armoury_records::{PendingKey, StoreAddress, default_pending_dir};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use armoury_l10n::findings::Wording;
use armoury_l10n::{Arg, L10n, numbers};
use armoury_rules::check::{Finding, PairVerdict, check, check_pair};
use armoury_rules::units::{Dimension, Unit};
use armoury_rules::{Item, Outcome, Ruleset, Verdict};

use super::{exit, ruleset_arg};

/// Inspect an item file against a ruleset.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The item file (TOML; see README "Item files"). Two files with --pair.
    #[arg(required = true, num_args = 1..=2, value_name = "ITEM.toml")]
    pub items: Vec<PathBuf>,
    /// Check two weapons wielded together (the dual-wield rule).
    #[arg(long, requires = "height_cm")]
    pub pair: bool,
    /// The wielder's height in centimetres, for --pair.
    #[arg(long, value_name = "N")]
    pub height_cm: Option<f64>,
    /// A shipped ruleset id or a rules file (default: the event's with
    /// --record, else ancalagon-2011).
    #[arg(long, value_name = "ID|PATH")]
    pub rules: Option<String>,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub record: RecordArgs,
}

/// Storing the inspection.
#[derive(Debug, clap::Args)]
pub struct RecordArgs {
    /// Store the inspection in the database (needs --character).
    #[arg(long, requires = "character", conflicts_with = "pair")]
    pub record: bool,
    /// Whose item it is: a name, id or tag serial that finds exactly one character.
    #[arg(long, value_name = "QUERY", requires = "record")]
    pub character: Option<String>,
    /// Who inspected (default: $USER, else the station's name).
    #[arg(long, value_name = "NAME", requires = "record")]
    pub inspector: Option<String>,
    /// The station's name.
    #[arg(long, value_name = "NAME", default_value = "cli")]
    pub station: String,
    /// Approve despite the verdict, for this reason (recorded as an override).
    #[arg(long = "override", value_name = "REASON", requires = "record")]
    pub override_reason: Option<String>,
    /// The id of an earlier inspection of the same item that this one corrects.
    #[arg(long, value_name = "ID", requires = "record")]
    pub corrects: Option<i64>,
    /// The event (default: the one in use).
    #[arg(long, value_name = "ID", requires = "record")]
    pub event: Option<String>,
    /// A photo of the item (JPEG or PNG), kept with the inspection: turned
    /// upright, scaled to 1,600 px, its metadata (a phone's GPS) dropped.
    #[arg(long, value_name = "FILE", requires = "record")]
    pub photo: Option<PathBuf>,
}

/// Runs `check`, storing the inspection when `--record` is given.
pub fn run(args: Args, db: Option<&StoreAddress>, l10n: L10n) -> Result<ExitCode> {
    if args.record.record {
        record(args, db, l10n)
    } else {
        check_files(args, l10n)
    }
}

fn record(args: Args, db: Option<&StoreAddress>, l10n: L10n) -> Result<ExitCode> {
    use armoury_records::NewInspection;

    let [path] = args.items.as_slice() else {
        bail!("{}", l10n.text("msc-check-record-one-file"));
    };
    let r = &args.record;
    let mut store = super::open_store(db)?;
    let event = store.event_or_current(r.event.as_deref())?;
    // Recorded into an event: checked by the event's ruleset unless --rules says.
    let rules = args.rules.as_deref().unwrap_or(&event.ruleset_id);
    let ruleset = ruleset_arg::load(Some(rules))?;
    let item = read_item(path, &ruleset)?;
    let verdict = check(&ruleset, &item);
    let query = r.character.as_deref().unwrap_or_default();
    let character = super::character_arg::resolve(&mut store, &event.id, query)?;
    let inspector = super::character_arg::who(r.inspector.as_deref(), &r.station);
    let mut decided = NewInspection {
        event_id: &event.id,
        character_pk: Some(character.pk),
        item: &item,
        verdict: &verdict,
        inspector: &inspector,
        station: &r.station,
        override_reason: r.override_reason.as_deref(),
        corrects: r.corrects,
    }
    .decide()?;
    decided.photo = r
        .photo
        .as_deref()
        .map(|p| {
            armoury::photo_file::read(p, l10n).map_err(|refused| {
                let words = [("refused", refused.into())];
                anyhow::anyhow!("{}", l10n.format("msc-photo-not-recorded", &words))
            })
        })
        .transpose()?;
    // The same command again after a lost answer sends the same key, which
    // the server records once.
    let item_text = std::fs::read_to_string(path).unwrap_or_default();
    let pending = PendingKey::for_request(
        &default_pending_dir()?,
        &[
            &store.address().to_string(),
            &event.id,
            &character.pk.to_string(),
            &item_text,
            &verdict.ruleset.id,
            &verdict.ruleset.version,
            r.override_reason.as_deref().unwrap_or_default(),
            &r.corrects.map(|id| id.to_string()).unwrap_or_default(),
            &r.photo
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
            &inspector,
            &r.station,
        ],
    )?;
    decided.request_key = Some(pending.key().to_string());
    let earlier = if pending.reused() {
        store.recorded_by_key(pending.key())?
    } else {
        None
    };
    let already = earlier.is_some();
    let recorded = match earlier.map_or_else(|| store.record_decided(&decided), Ok) {
        Err(e) if e.is_unreachable() => return Err(OutcomeUnknown(e).into()),
        outcome => {
            pending.settle()?;
            outcome?
        }
    };
    if args.json {
        let mut value = serde_json::to_value(&verdict)?;
        if let Some(object) = value.as_object_mut() {
            object.insert("recorded".into(), serde_json::to_value(&recorded)?);
            object.insert("already_recorded".into(), already.into());
        }
        println!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        let w = Wording::new(l10n, &ruleset);
        print_verdict(&w, &path.display().to_string(), &item, &verdict);
        print_provisional_note(&w, &ruleset, verdict.provisional);
        let l = l10n;
        let mut line = l.format(
            if already {
                "check-already-recorded"
            } else {
                "check-recorded"
            },
            &[
                ("id", recorded.inspection_id.to_string().into()),
                ("name", (&character.name).into()),
                ("character", (&character.id).into()),
                ("event", (&event.id).into()),
            ],
        );
        if r.override_reason.is_some() {
            line.push_str(&format!(" ({})", l.text("check-by-override")));
        }
        if let Some(t) = &recorded.tag {
            let serial = ("serial", Arg::from(&t.serial));
            let tag = match t.valid_until.as_deref() {
                Some(d) => {
                    let date = numbers::iso_date(l.lang(), d);
                    l.format("check-tag-until", &[serial, ("date", date.into())])
                }
                None => l.format("check-tag", &[serial]),
            };
            line.push_str(&format!("; {tag}"));
        }
        say!("{line}");
    }
    Ok(if recorded.approved {
        ExitCode::from(exit::OK)
    } else {
        exit_code(verdict.verdict)
    })
}

/// The server went silent or away while an inspection was being recorded:
/// it may have been kept or not.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct OutcomeUnknown(pub armoury_records::RecordsError);

fn check_files(args: Args, l10n: L10n) -> Result<ExitCode> {
    let ruleset = ruleset_arg::load(args.rules.as_deref())?;
    match (args.pair, args.items.as_slice()) {
        (false, [path]) => {
            let item = read_item(path, &ruleset)?;
            let verdict = check(&ruleset, &item);
            if args.json {
                println!("{}", serde_json::to_string_pretty(&verdict)?);
            } else {
                let w = Wording::new(l10n, &ruleset);
                print_verdict(&w, &path.display().to_string(), &item, &verdict);
                print_provisional_note(&w, &ruleset, verdict.provisional);
            }
            Ok(exit_code(verdict.verdict))
        }
        (true, [a, b]) => {
            let height_cm = args.height_cm.unwrap_or(0.0);
            let height = Unit::Centimetre
                .to_quantity(height_cm, Dimension::Length)
                .filter(|h| armoury_rules::item::check_value(*h).is_ok())
                .with_context(|| {
                    let height = ("height", Arg::from(height_cm.to_string()));
                    l10n.format("msc-check-bad-height", &[height])
                })?;
            let items = [read_item(a, &ruleset)?, read_item(b, &ruleset)?];
            let verdict = check_pair(&ruleset, &items[0], &items[1], height);
            if args.json {
                println!("{}", serde_json::to_string_pretty(&verdict)?);
            } else {
                let w = Wording::new(l10n, &ruleset);
                print_pair(&w, &[a, b], &items, &verdict);
                let provisional = verdict.items.iter().any(|v| v.provisional);
                print_provisional_note(&w, &ruleset, provisional);
            }
            Ok(exit_code(verdict.verdict))
        }
        (false, _) => bail!("{}", l10n.text("msc-check-one-file")),
        (true, _) => bail!("{}", l10n.text("msc-check-pair-two-files")),
    }
}

/// Reads and parses an item file against the ruleset.
pub fn read_item(path: &Path, ruleset: &Ruleset) -> Result<Item> {
    let text = std::fs::read_to_string(path).with_context(|| {
        let file = path.display().to_string();
        super::words().format("msc-check-cannot-read", &[("file", file.into())])
    })?;
    Ok(Item::parse(&path.display().to_string(), &text, ruleset)?)
}

/// The exit code for an outcome.
pub fn exit_code(outcome: Outcome) -> ExitCode {
    ExitCode::from(match outcome {
        Outcome::Approved => exit::OK,
        Outcome::Rejected => exit::REJECTED,
        Outcome::Referred => exit::REFERRED,
    })
}

fn print_findings(w: &Wording<'_>, findings: &[Finding]) {
    let status: Vec<String> = findings.iter().map(|f| w.status(f.status)).collect();
    let status_width = status
        .iter()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(0)
        .max(7);
    let width = findings.iter().map(|f| f.rule.len()).max().unwrap_or(4);
    let provisional = w.l10n().text("provisional-mark");
    for (f, status) in findings.iter().zip(&status) {
        let mark = if f.provisional {
            format!(" {provisional}")
        } else {
            String::new()
        };
        say!(
            "  {status:<status_width$} {:<width$}  {}{mark}",
            f.rule,
            w.finding(f)
        );
    }
}

fn print_verdict(w: &Wording<'_>, file: &str, item: &Item, verdict: &Verdict) {
    let l = w.l10n();
    let words = w.words();
    let mut kind = if words.translated() {
        words.kind(&verdict.kind).to_string()
    } else {
        verdict.kind.clone()
    };
    if let Some(name) = &item.name {
        kind.push(' ');
        kind.push_str(&l.format("check-item-name", &[("name", name.into())]));
    }
    if let Some(category) = &verdict.category {
        let category = if words.translated() {
            words.any_category(category)
        } else {
            category
        };
        kind.push_str(&l.format("check-item-category", &[("category", category.into())]));
    }
    say!(
        "{}",
        l.format(
            "check-header",
            &[
                ("file", file.into()),
                ("kind", kind.into()),
                ("ruleset", (&verdict.ruleset.id).into()),
                ("version", (&verdict.ruleset.version).into()),
            ],
        )
    );
    print_findings(w, &verdict.findings);
    for c in &verdict.capabilities {
        let may = l.text(if c.granted {
            "capability-granted"
        } else {
            "capability-withheld"
        });
        say!("  {may:<7} {}  {}", c.id, w.capability(c));
    }
    for line in [w.passes_as(verdict), w.tape(verdict)]
        .into_iter()
        .flatten()
    {
        say!("  {line}");
    }
    let blockers = verdict.blockers().count();
    let outcome = w.outcome(verdict.verdict).to_uppercase();
    let reason = match verdict.verdict {
        Outcome::Approved => None,
        _ if verdict.is_incomplete() => Some("check-values-missing"),
        _ => Some("check-needs-attention"),
    };
    let line = match reason {
        None => l.format("check-verdict", &[("outcome", outcome.into())]),
        Some(id) => l.format(
            "check-verdict-because",
            &[
                ("outcome", outcome.into()),
                ("reason", l.format(id, &[("count", blockers.into())]).into()),
            ],
        ),
    };
    say!("{line}");
}

fn print_pair(w: &Wording<'_>, paths: &[&PathBuf; 2], items: &[Item; 2], verdict: &PairVerdict) {
    for ((path, item), v) in paths.iter().zip(items).zip(&verdict.items) {
        print_verdict(w, &path.display().to_string(), item, v);
        println!();
    }
    let l = w.l10n();
    say!(
        "{}",
        l.format(
            "check-pair",
            &[
                ("status", w.status(verdict.pair.status).into()),
                ("message", w.finding(&verdict.pair).into()),
            ],
        )
    );
    let outcome = w.outcome(verdict.verdict).to_uppercase();
    say!(
        "{}",
        l.format("check-verdict", &[("outcome", outcome.into())])
    );
}

fn print_provisional_note(w: &Wording<'_>, ruleset: &Ruleset, used: bool) {
    if used {
        let count = ruleset.provisional_values().len();
        say!(
            "{}",
            w.l10n().format(
                "check-provisional-note",
                &[
                    ("ruleset", (&ruleset.meta.id).into()),
                    ("count", count.into())
                ],
            )
        );
    }
}
