//! `armoury ritual`: score a Five Oaths ritual from its participants, their
//! Weeping status and feat bonuses, and the sacrificed effigies. Exit 0 when
//! the ritual succeeds, 1 when it fails, 2 on bad input. The text is in the
//! language chosen (`--lang`), the score's reasons and the failures too
//! (worded from the rules core's message ids and values), a ritual that
//! cannot be scored and a bad duration too; names are shown
//! as given. `--json` keeps the core's English, with each line's `says`.

use std::process::ExitCode;

use anyhow::{Context, anyhow, bail};
use armoury_l10n::Arg;
use armoury_rules::five_oaths::Catalogue;
use armoury_rules::five_oaths::ritual::{self, Effigy, Participant, Ritual};
use armoury_rules::play::Span;
use armoury_rules::play::time::parse_span;

use super::exit;

/// Score a ritual (Five Oaths).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The leader: NAME[:weeping][:bonus=N][:left] (`left`: left the circle before the end).
    #[arg(long)]
    pub leader: String,
    /// Another participant, same form as the leader; repeat for each.
    #[arg(long = "participant", short = 'p')]
    pub participants: Vec<String>,
    /// A sacrificed effigy: POINTS[:NAME][:expired] (`expired`: not valid for this event); repeat for each.
    #[arg(long = "effigy", short = 'e')]
    pub effigies: Vec<String>,
    /// Points the ritual needs.
    #[arg(long)]
    pub difficulty: i32,
    /// How long the ritual lasted, e.g. 3m or 150s.
    #[arg(long)]
    pub duration: String,
    /// The ritual's own allowed duration, MIN-MAX (e.g. 5m-15m); default 1m-5m.
    #[arg(long)]
    pub allowed: Option<String>,
    /// The target of a Punishment ritual (not a participant).
    #[arg(long)]
    pub punishment_target: Option<String>,
    /// The ritual's other conditions (roleplay etc.) were not met.
    #[arg(long)]
    pub conditions_unmet: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

fn participant(spec: &str) -> anyhow::Result<Participant> {
    let l = super::words();
    let spec_arg = ("participant", Arg::from(format!("{spec:?}")));
    let mut parts = spec.split(':').map(str::trim);
    let name = parts
        .next()
        .filter(|n| !n.is_empty())
        .with_context(|| l.format("ply-ritual-name-first", std::slice::from_ref(&spec_arg)))?;
    let mut p = Participant::new(name);
    for part in parts {
        match part.to_ascii_lowercase().as_str() {
            "weeping" => p.weeping = true,
            "left" => p.whole_ritual = false,
            other => match other.strip_prefix("bonus=") {
                Some(n) => {
                    p.bonus = n.parse().with_context(|| {
                        let bonus = ("bonus", Arg::from(format!("{n:?}")));
                        l.format("ply-ritual-bad-bonus", &[spec_arg.clone(), bonus])
                    })?;
                }
                None => {
                    let part = ("part", Arg::from(format!("{part:?}")));
                    bail!(
                        "{}",
                        l.format("ply-ritual-bad-part", &[spec_arg.clone(), part])
                    )
                }
            },
        }
    }
    Ok(p)
}

fn effigy(spec: &str, index: usize) -> anyhow::Result<Effigy> {
    let mut parts = spec.split(':').map(str::trim);
    let points = parts.next().unwrap_or_default();
    let mut e = Effigy {
        name: format!("#{}", index + 1),
        points: points.parse().with_context(|| {
            super::words().format(
                "ply-ritual-bad-effigy",
                &[
                    ("effigy", format!("{spec:?}").into()),
                    ("points", format!("{points:?}").into()),
                ],
            )
        })?,
        valid: true,
    };
    for part in parts {
        if part.eq_ignore_ascii_case("expired") || part.eq_ignore_ascii_case("invalid") {
            e.valid = false;
        } else {
            e.name = part.to_string();
        }
    }
    Ok(e)
}

fn span(what: &str, text: &str) -> anyhow::Result<Span> {
    parse_span(text)
        .map_err(|e| anyhow!("{what}: {}", super::sim::error_in_words(super::words(), &e)))
}

/// Runs the subcommand.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let l = super::words();
    let catalogue = Catalogue::builtin().with_context(|| l.text("ply-five-oaths-catalogue"))?;
    let allowed = match &args.allowed {
        None => None,
        Some(range) => {
            let (min, max) = range.split_once('-').with_context(|| {
                let range = ("range", Arg::from(format!("{range:?}")));
                l.format("ply-ritual-bad-allowed", &[range])
            })?;
            Some((span("--allowed", min)?, span("--allowed", max)?))
        }
    };
    let ritual = Ritual {
        leader: participant(&args.leader)?,
        participants: args
            .participants
            .iter()
            .map(|p| participant(p))
            .collect::<anyhow::Result<_>>()?,
        effigies: args
            .effigies
            .iter()
            .enumerate()
            .map(|(i, e)| effigy(e, i))
            .collect::<anyhow::Result<_>>()?,
        difficulty: args.difficulty,
        duration: span("--duration", &args.duration)?,
        allowed,
        punishment_target: args.punishment_target.clone(),
        conditions_met: !args.conditions_unmet,
    };
    let verdict = ritual::score(&catalogue.rules, &ritual)
        .map_err(|e| anyhow!("{}", super::sim::error_in_words(l, &e)))?;
    if args.json {
        println!("{}", serde_json::to_string(&verdict)?);
    } else {
        for line in &verdict.lines {
            let reason = armoury_l10n::said::in_words(l, &line.says, &line.reason);
            println!("{:>+4}  {reason}", line.points);
        }
        let score = l.format(
            "ply-ritual-score",
            &[
                ("score", verdict.score.to_string().into()),
                ("difficulty", verdict.difficulty.to_string().into()),
            ],
        );
        println!("{score}");
        for (index, failure) in verdict.failures.iter().enumerate() {
            let failure = match verdict.failure_says.get(index) {
                Some(said) => armoury_l10n::said::in_words(l, said, failure),
                None => failure.clone(),
            };
            let line = l.format("ply-ritual-fails", &[("failure", failure.into())]);
            println!("{line}");
        }
        let result = if verdict.success {
            "ply-ritual-success"
        } else {
            "ply-ritual-failure"
        };
        println!("{}", l.text(result));
    }
    Ok(ExitCode::from(if verdict.success {
        exit::OK
    } else {
        exit::REJECTED
    }))
}
