//! `armoury armour`: award armour for a character's costume armour. Reads an
//! armour file, judges it by the ruleset's `[armour]` section and prints
//! each piece's points and reason with the award (or JSON with `--json`).
//! Provisional numbers are marked. Exits 0 on success, 2 on bad input. The
//! text is in the language chosen (`--lang`), the pieces' reasons and the
//! award's notes too, with the ruleset's names in its translation.

use armoury_records::StoreAddress;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use armoury_l10n::Arg;
use armoury_l10n::findings::Wording;
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
        print_award(&args.file.display().to_string(), &award, &ruleset);
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
        let line = super::words().format(
            "ply-armour-recorded",
            &[
                ("id", id.to_string().into()),
                ("name", (&character.name).into()),
                ("character", (&character.id).into()),
                ("event", (&event.id).into()),
            ],
        );
        println!("{line}");
    }
    Ok(())
}

/// Reads an armour file and awards it by the ruleset.
pub fn read_award(path: &Path, ruleset: &Ruleset) -> Result<Award> {
    let text = std::fs::read_to_string(path).with_context(|| {
        super::words().format(
            "ply-armour-cannot-read",
            &[("path", path.display().to_string().into())],
        )
    })?;
    let set = ArmourSet::parse(&path.display().to_string(), &text, ruleset)?;
    Ok(award(ruleset, &set)?)
}

fn print_award(file: &str, award: &Award, ruleset: &Ruleset) {
    let l = super::words();
    let wording = Wording::new(l, ruleset);
    let mut header: Vec<(&str, Arg<'_>)> = vec![
        ("file", file.into()),
        ("ruleset", (&award.ruleset.id).into()),
        ("version", (&award.ruleset.version).into()),
    ];
    let id = match award.character.as_deref() {
        Some(c) => {
            header.push(("character", c.into()));
            "ply-armour-header-of"
        }
        None => "ply-armour-header",
    };
    println!("{}", l.format(id, &header));
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
            _ => l.text("ply-armour-earned-none"),
        };
        let name = piece
            .name
            .as_deref()
            .map(|n| {
                format!(
                    "{} ",
                    l.format("ply-armour-piece-name", &[("name", n.into())])
                )
            })
            .unwrap_or_default();
        println!(
            "  {slot:<slot_width$}  {:<material_width$}  {earned:<15}  {name}{}",
            piece.material,
            wording.piece_reason(piece)
        );
    }
    let mut flags = Vec::new();
    match &award.value {
        AwardValue::Points(points) => {
            let p = mark(award.provisional);
            let line = l.format(
                "ply-armour-points",
                &[
                    ("body", points.body.to_string().into()),
                    ("helmet", points.helmet.to_string().into()),
                    ("total", points.total.to_string().into()),
                    ("mark", (&p).into()),
                ],
            );
            println!("{line}");
            if points.referred {
                flags.push("ply-armour-flag-referred");
            }
            if points.gm_decided {
                flags.push("ply-armour-flag-gm-decided");
            }
            if points.clamped {
                flags.push("ply-armour-flag-clamped");
            }
            if points.capped {
                flags.push("ply-armour-flag-capped");
            }
        }
        AwardValue::Hits(hits) => {
            let class = match hits.class.as_deref() {
                Some(class) => class.to_string(),
                None => l.text("ply-armour-class-none"),
            };
            let feat = match hits.feat.as_deref() {
                Some(feat) => feat.to_string(),
                None => l.text("ply-armour-feat-none"),
            };
            let qualifies = if hits.qualifies.is_empty() {
                l.text("ply-armour-qualifies-none")
            } else {
                hits.qualifies.join(", ")
            };
            let line = l.format(
                "ply-armour-phys-rep",
                &[
                    ("class", class.into()),
                    ("qualifies", qualifies.into()),
                    ("feat", feat.into()),
                ],
            );
            println!("{line}");
            let locations: Vec<String> = hits
                .locations
                .iter()
                .map(|at| format!("{} {}", at.location, at.armour))
                .collect();
            let line = l.format(
                "ply-armour-hits",
                &[("locations", locations.join(", ").into())],
            );
            println!("{line}");
        }
    }
    if award.provisional {
        flags.push("ply-armour-flag-provisional");
    }
    if !award.attested {
        flags.push("ply-armour-flag-incomplete");
    }
    if !flags.is_empty() {
        let flags: Vec<String> = flags.into_iter().map(|id| l.text(id)).collect();
        let line = l.format("ply-armour-flags", &[("flags", flags.join(", ").into())]);
        println!("{line}");
    }
    for note in wording.award_notes(award) {
        println!("{}", l.format("ply-armour-note", &[("note", note.into())]));
    }
}

/// The mark after a provisional number (` (provisional)`), or nothing.
fn mark(provisional: bool) -> String {
    if provisional {
        format!(" {}", super::words().text("provisional-mark"))
    } else {
        String::new()
    }
}
