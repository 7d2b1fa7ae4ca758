//! `armoury armour`: award armour for a character's costume armour. Reads an
//! armour file, judges it by the ruleset's `[armour]` section and prints
//! each piece's points and reason with the award (or JSON with `--json`).
//! Provisional numbers are marked. Exits 0 on success, 2 on bad input.

use armoury_records::StoreAddress;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use armoury_rules::Ruleset;
use armoury_rules::armour::{ArmourSet, Award, AwardValue, award};

use super::{exit, ruleset_arg};

/// Award armour for costume armour (an armour file) by a ruleset.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The armour file (TOML; see docs/armour.md).
    #[arg(value_name = "ARMOUR.toml")]
    pub file: PathBuf,
    /// A shipped ruleset id or a rules file (default: ancalagon-2011).
    #[arg(long, value_name = "ID|PATH")]
    pub rules: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Store the award on a character (needs --character).
    #[arg(long, requires = "character")]
    pub record: bool,
    /// Whose armour it is: a name, id or tag serial that finds exactly one character.
    #[arg(long, value_name = "QUERY", requires = "record")]
    pub character: Option<String>,
    /// Who recorded the award (default: $USER).
    #[arg(long, value_name = "NAME", requires = "record")]
    pub recorder: Option<String>,
    /// The event (default: the event in use).
    #[arg(long, value_name = "ID", requires = "record")]
    pub event: Option<String>,
}

/// Runs `armour`; `db` is the `--db` option, used with `--record`.
pub fn run(args: Args, db: Option<&StoreAddress>) -> Result<ExitCode> {
    let ruleset = ruleset_arg::load(args.rules.as_deref())?;
    let award = read_award(&args.file, &ruleset)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&award)?);
    } else {
        print_award(&args.file.display().to_string(), &award);
    }
    if args.record {
        record(&args, db, &award)?;
    }
    Ok(ExitCode::from(exit::OK))
}

/// Stores the award on the character `--character` finds.
fn record(args: &Args, db: Option<&StoreAddress>, award: &Award) -> Result<()> {
    let mut store = super::open_store(db)?;
    let event = store.event_or_current(args.event.as_deref())?;
    let query = args.character.as_deref().unwrap_or_default();
    let character = super::character_arg::resolve(&mut store, &event.id, query)?;
    let recorder = super::character_arg::who(args.recorder.as_deref(), "cli");
    let id = store.record_armour_award(character.pk, award, &recorder)?;
    if !args.json {
        println!(
            "recorded award #{id} for {} ({}) in event {}",
            character.name, character.id, event.id
        );
    }
    Ok(())
}

/// Reads an armour file and awards it by the ruleset.
pub fn read_award(path: &Path, ruleset: &Ruleset) -> Result<Award> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read armour file {}", path.display()))?;
    let set = ArmourSet::parse(&path.display().to_string(), &text, ruleset)?;
    Ok(award(ruleset, &set)?)
}

fn print_award(file: &str, award: &Award) {
    let who = award
        .character
        .as_deref()
        .map(|c| format!(" of {c}"))
        .unwrap_or_default();
    println!(
        "{file}: armour{who} — ruleset {} {}",
        award.ruleset.id, award.ruleset.version
    );
    let slot_width = award
        .pieces
        .iter()
        .filter_map(|p| p.slot.as_ref().map(String::len))
        .max()
        .unwrap_or(0);
    let material_width = award
        .pieces
        .iter()
        .map(|p| p.material.len())
        .max()
        .unwrap_or(0);
    for piece in &award.pieces {
        let slot = piece.slot.as_deref().unwrap_or("-");
        let earned = match (&piece.points, &piece.classes) {
            (Some(points), _) => format!("{points}{}", mark(piece.provisional)),
            (None, Some(classes)) if !classes.is_empty() => classes.join("+"),
            _ => "none".to_string(),
        };
        let name = piece
            .name
            .as_deref()
            .map(|n| format!("\"{n}\": "))
            .unwrap_or_default();
        println!(
            "  {slot:<slot_width$}  {:<material_width$}  {earned:<15}  {name}{}",
            piece.material, piece.reason
        );
    }
    let mut flags = Vec::new();
    match &award.value {
        AwardValue::Points(points) => {
            let p = mark(award.provisional);
            println!(
                "armour points: body {}{p}, helmet {}{p}, total {}{p}",
                points.body, points.helmet, points.total
            );
            if points.referred {
                flags.push("REFERRED");
            }
            if points.gm_decided {
                flags.push("GM-DECIDED");
            }
            if points.clamped {
                flags.push("CLAMPED");
            }
            if points.capped {
                flags.push("CAPPED");
            }
        }
        AwardValue::Hits(hits) => {
            let class = hits.class.as_deref().unwrap_or("neither light nor heavy");
            let feat = hits.feat.as_deref().unwrap_or("none that applies");
            println!(
                "phys-rep: {class} (qualifies as: {}); feat: {feat}",
                if hits.qualifies.is_empty() {
                    "nothing".to_string()
                } else {
                    hits.qualifies.join(", ")
                }
            );
            let locations: Vec<String> = hits
                .locations
                .iter()
                .map(|l| format!("{} {}", l.location, l.armour))
                .collect();
            println!("armour hits per location: {}", locations.join(", "));
        }
    }
    if award.provisional {
        flags.push("PROVISIONAL");
    }
    if !award.attested {
        flags.push("INCOMPLETE");
    }
    if !flags.is_empty() {
        println!("flags: {}", flags.join(", "));
    }
    for note in &award.notes {
        println!("note: {note}");
    }
}

fn mark(provisional: bool) -> &'static str {
    if provisional { " (provisional)" } else { "" }
}
