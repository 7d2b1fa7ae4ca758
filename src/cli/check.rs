//! `armoury check`: check one item file, or two with `--pair` for the
//! dual-wield rule. Prints the findings as a table, or JSON with `--json`;
//! exits 0 approved, 1 rejected, 3 referred, 2 on bad input.
//!
//! With `--record --character QUERY` the inspection of
//! one item is stored for that character, approved items get a tag serial,
//! and `--override REASON` approves despite the verdict. The record carries
//! a request key ([`PendingKey`]): when the server's answer is lost, the
//! same command run again (within an hour) records it once, and says it
//! was already recorded.

use armoury_records::{PendingKey, StoreAddress, default_pending_dir};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use armoury_rules::check::{Finding, PairVerdict, Status, check, check_pair};
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
    /// A shipped ruleset id or a rules file (default: ancalagon-2011).
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
}

/// Runs `check`, storing the inspection when `--record` is given.
pub fn run(args: Args, db: Option<&StoreAddress>) -> Result<ExitCode> {
    if args.record.record {
        record(args, db)
    } else {
        check_files(args)
    }
}

fn record(args: Args, db: Option<&StoreAddress>) -> Result<ExitCode> {
    use armoury_records::NewInspection;

    let [path] = args.items.as_slice() else {
        bail!("--record takes one item file");
    };
    let ruleset = ruleset_arg::load(args.rules.as_deref())?;
    let item = read_item(path, &ruleset)?;
    let verdict = check(&ruleset, &item);
    let r = &args.record;
    let mut store = super::open_store(db)?;
    let event = store.event_or_current(r.event.as_deref())?;
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
        print_verdict(&path.display().to_string(), &item, &verdict);
        print_provisional_note(&ruleset, verdict.provisional);
        let tag = recorded
            .tag
            .as_ref()
            .map(|t| {
                let until = t
                    .valid_until
                    .as_deref()
                    .map(|d| format!(", valid until {d}"));
                format!("; tag {}{}", t.serial, until.unwrap_or_default())
            })
            .unwrap_or_default();
        let overridden = if r.override_reason.is_some() {
            " (APPROVED by override)"
        } else {
            ""
        };
        let recorded_word = if already {
            "already recorded (an earlier run's answer was lost)"
        } else {
            "recorded"
        };
        say!(
            "{recorded_word} inspection #{} for {} ({}) in event {}{overridden}{tag}",
            recorded.inspection_id,
            character.name,
            character.id,
            event.id
        );
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

fn check_files(args: Args) -> Result<ExitCode> {
    let ruleset = ruleset_arg::load(args.rules.as_deref())?;
    match (args.pair, args.items.as_slice()) {
        (false, [path]) => {
            let item = read_item(path, &ruleset)?;
            let verdict = check(&ruleset, &item);
            if args.json {
                println!("{}", serde_json::to_string_pretty(&verdict)?);
            } else {
                print_verdict(&path.display().to_string(), &item, &verdict);
                print_provisional_note(&ruleset, verdict.provisional);
            }
            Ok(exit_code(verdict.verdict))
        }
        (true, [a, b]) => {
            let height_cm = args.height_cm.unwrap_or(0.0);
            let height = Unit::Centimetre
                .to_quantity(height_cm, Dimension::Length)
                .filter(|h| armoury_rules::item::check_value(*h).is_ok())
                .with_context(|| {
                    format!("--height-cm {height_cm}: a height is a positive number of centimetres")
                })?;
            let items = [read_item(a, &ruleset)?, read_item(b, &ruleset)?];
            let verdict = check_pair(&ruleset, &items[0], &items[1], height);
            if args.json {
                println!("{}", serde_json::to_string_pretty(&verdict)?);
            } else {
                print_pair(&[a, b], &items, &verdict);
                print_provisional_note(&ruleset, verdict.items.iter().any(|v| v.provisional));
            }
            Ok(exit_code(verdict.verdict))
        }
        (false, _) => bail!("check takes one item file (two with --pair)"),
        (true, _) => bail!("--pair takes exactly two item files"),
    }
}

/// Reads and parses an item file against the ruleset.
pub fn read_item(path: &Path, ruleset: &Ruleset) -> Result<Item> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read item file {}", path.display()))?;
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

fn status_word(status: Status) -> &'static str {
    match status {
        Status::Pass => "pass",
        Status::Fail => "FAIL",
        Status::Unmeasured => "MISSING",
        Status::Referred => "REFER",
    }
}

fn print_findings(findings: &[Finding]) {
    let width = findings.iter().map(|f| f.rule.len()).max().unwrap_or(4);
    for f in findings {
        let mark = if f.provisional { " (provisional)" } else { "" };
        say!(
            "  {:<7} {:<width$}  {}{mark}",
            status_word(f.status),
            f.rule,
            f.message
        );
    }
}

fn print_verdict(file: &str, item: &Item, verdict: &Verdict) {
    let name = item
        .name
        .as_deref()
        .map(|n| format!(" \"{n}\""))
        .unwrap_or_default();
    let category = verdict
        .category
        .as_deref()
        .map(|c| format!(", {c}"))
        .unwrap_or_default();
    say!(
        "{file}: {}{name}{category} — ruleset {} {}",
        verdict.kind,
        verdict.ruleset.id,
        verdict.ruleset.version
    );
    print_findings(&verdict.findings);
    for c in &verdict.capabilities {
        say!(
            "  {:<7} {}  {}",
            if c.granted { "may" } else { "may not" },
            c.id,
            c.message
        );
    }
    let blockers = verdict.blockers().count();
    let reason = match verdict.verdict {
        Outcome::Approved => String::new(),
        _ if verdict.is_incomplete() => format!(
            " ({blockers} required {} missing)",
            plural(blockers, "value", "values")
        ),
        _ => format!(
            " ({blockers} {} attention)",
            plural(blockers, "finding needs", "findings need")
        ),
    };
    say!(
        "verdict: {}{reason}",
        verdict.verdict.as_str().to_uppercase()
    );
}

fn print_pair(paths: &[&PathBuf; 2], items: &[Item; 2], verdict: &PairVerdict) {
    for ((path, item), v) in paths.iter().zip(items).zip(&verdict.items) {
        print_verdict(&path.display().to_string(), item, v);
        println!();
    }
    say!(
        "pair: {} — {}",
        status_word(verdict.pair.status),
        verdict.pair.message
    );
    say!("verdict: {}", verdict.verdict.as_str().to_uppercase());
}

fn print_provisional_note(ruleset: &Ruleset, used: bool) {
    if used {
        let count = ruleset.provisional_values().len();
        say!(
            "note: this verdict rests on provisional values of {} ({count} in all) that are not in the source text; see `armoury rules show {}`",
            ruleset.meta.id,
            ruleset.meta.id
        );
    }
}

fn plural(count: usize, one: &'static str, many: &'static str) -> &'static str {
    if count == 1 { one } else { many }
}
