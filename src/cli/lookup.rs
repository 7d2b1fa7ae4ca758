//! `armoury lookup QUERY`: a character's class, hit points, armour points and
//! approved items with their tags, found by name (case, accents, prefixes and
//! typos forgiven), id, player or tag serial. Several matches list the
//! candidates and exit 2.

use std::process::ExitCode;

use anyhow::{Result, bail};
use armoury_records::{Lookup, LookupCard, Store};

use super::exit;

/// Look a character up.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A character or player name, an id or a tag serial.
    #[arg(required = true, num_args = 1.., value_name = "QUERY")]
    pub query: Vec<String>,
    /// The event (default: the one in use).
    #[arg(long, value_name = "ID")]
    pub event: Option<String>,
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: Args, store: &mut Store) -> Result<ExitCode> {
    let query = args.query.join(" ");
    let event = store.event_or_current(args.event.as_deref())?;
    let found = store.lookup(&event.id, &query)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&found)?);
        let code = match found {
            Lookup::Found { .. } => exit::OK,
            _ => exit::ERROR,
        };
        return Ok(ExitCode::from(code));
    }
    match found {
        Lookup::Found { card, .. } => {
            print_card(&card);
            Ok(ExitCode::from(exit::OK))
        }
        Lookup::Ambiguous {
            candidates, total, ..
        } => {
            say_err!("error: {total} characters match `{query}`; give more of the name, or an id:");
            for c in &candidates {
                say_err!(
                    "  {:<10} {:<28} {}{}",
                    c.id,
                    c.name,
                    c.player_name.as_deref().unwrap_or(""),
                    c.group
                        .as_deref()
                        .map(|g| format!(" ({g})"))
                        .unwrap_or_default()
                );
            }
            if total > candidates.len() {
                say_err!("  ... and {} more", total - candidates.len());
            }
            Ok(ExitCode::from(exit::ERROR))
        }
        Lookup::NotFound => bail!("nothing in event {} matches `{query}`", event.id),
    }
}

fn print_card(card: &LookupCard) {
    let c = &card.character;
    let mut who = vec![format!("id {}", c.id)];
    if let Some(player) = &c.player_name {
        who.push(format!("player {player}"));
    }
    if let Some(group) = &c.group {
        who.push(format!("group {group}"));
    }
    say!("{} ({})", c.name, who.join(", "));
    let hp = card
        .hit_points
        .map_or("? (class not in the rules)".to_string(), |hp| {
            hp.to_string()
        });
    say!("  class:       {}", card.class);
    say!("  hit points:  {hp}");
    match &card.armour {
        Some(a) => say!(
            "  armour:      body {} + helmet {} = {}{}{} ({} {}, {})",
            a.body_points,
            a.helmet_points,
            a.total,
            if a.provisional { " PROVISIONAL" } else { "" },
            a.gm_decided_by
                .as_deref()
                .map(|gm| format!(", decided by {gm}"))
                .unwrap_or_default(),
            a.ruleset_id,
            a.ruleset_version,
            a.recorded_at
        ),
        None => say!("  armour:      none recorded"),
    }
    if card.approved_items.is_empty() {
        say!("  approved items: none");
    } else {
        say!("  approved items:");
        for item in &card.approved_items {
            say!(
                "    {:<12} {}{}{}{}{}{}",
                item.tag_serial.as_deref().unwrap_or("-"),
                item.kind,
                item.name
                    .as_deref()
                    .map(|n| format!(" \"{n}\""))
                    .unwrap_or_default(),
                item.category
                    .as_deref()
                    .map(|c| format!(", {c}"))
                    .unwrap_or_default(),
                if item.provisional { " PROVISIONAL" } else { "" },
                item.valid_until
                    .as_deref()
                    .map(|d| format!(", valid until {d}"))
                    .unwrap_or_default(),
                item.override_reason
                    .as_deref()
                    .map(|r| format!(" [override: {r}]"))
                    .unwrap_or_default()
            );
        }
    }
}
