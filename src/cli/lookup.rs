//! `armoury lookup QUERY`: a character's class, hit points, armour points and
//! approved items with their tags, found by name (case, accents, prefixes and
//! typos forgiven), id, player or tag serial. Several matches list the
//! candidates and exit 2.

use std::process::ExitCode;

use anyhow::{Result, bail};
use armoury_l10n::{L10n, numbers};
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
    let l = super::words();
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
            print_card(l, &card);
            Ok(ExitCode::from(exit::OK))
        }
        Lookup::Ambiguous {
            candidates, total, ..
        } => {
            let ambiguous = l.format(
                "rec-lookup-ambiguous",
                &[("count", total.into()), ("query", (&query).into())],
            );
            say_err!("{ambiguous}");
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
                let more = l.format(
                    "rec-lookup-more",
                    &[("count", (total - candidates.len()).into())],
                );
                say_err!("  {more}");
            }
            Ok(ExitCode::from(exit::ERROR))
        }
        Lookup::NotFound => bail!(
            "{}",
            l.format(
                "rec-lookup-nothing",
                &[("event", (&event.id).into()), ("query", (&query).into())],
            )
        ),
    }
}

/// A character's card: who, class, hit points, armour and approved items.
fn print_card(l: L10n, card: &LookupCard) {
    let one = |id: &str, name: &str, value: &str| l.format(id, &[(name, value.into())]);
    let provisional = |yes: bool| {
        if yes {
            format!(" {}", l.text("rec-lookup-provisional"))
        } else {
            String::new()
        }
    };
    let c = &card.character;
    let mut who = vec![one("rec-lookup-id", "id", &c.id)];
    if let Some(player) = &c.player_name {
        who.push(one("rec-lookup-player", "player", player));
    }
    if let Some(group) = &c.group {
        who.push(one("rec-lookup-group", "group", group));
    }
    say!("{} ({})", c.name, who.join(", "));
    let hp = card
        .hit_points
        .map_or_else(|| l.text("rec-lookup-hp-unknown"), |hp| hp.to_string());
    say!("  {:<13}{}", l.text("rec-lookup-class"), card.class);
    say!("  {:<13}{hp}", l.text("rec-lookup-hit-points"));
    let armour = match &card.armour {
        Some(a) => {
            let sum = l.format(
                "rec-lookup-armour-sum",
                &[
                    ("body", a.body_points.to_string().into()),
                    ("helmet", a.helmet_points.to_string().into()),
                    ("total", a.total.to_string().into()),
                ],
            );
            let decided = a
                .gm_decided_by
                .as_deref()
                .map(|gm| format!(", {}", one("rec-lookup-decided-by", "gm", gm)))
                .unwrap_or_default();
            format!(
                "{sum}{}{decided} ({} {}, {})",
                provisional(a.provisional),
                a.ruleset_id,
                a.ruleset_version,
                a.recorded_at
            )
        }
        None => l.text("rec-lookup-no-armour"),
    };
    say!("  {:<13}{armour}", l.text("rec-lookup-armour"));
    let approved = l.text("rec-lookup-approved-items");
    if card.approved_items.is_empty() {
        say!("  {approved} {}", l.text("rec-lookup-none"));
        return;
    }
    say!("  {approved}");
    for item in &card.approved_items {
        let name = item
            .name
            .as_deref()
            .map(|n| format!(" {}", one("rec-lookup-item-name", "name", n)))
            .unwrap_or_default();
        let category = item
            .category
            .as_deref()
            .map(|c| format!(", {c}"))
            .unwrap_or_default();
        let until = item
            .valid_until
            .as_deref()
            .map(|d| {
                let date = numbers::iso_date(l.lang(), d);
                format!(", {}", one("rec-lookup-valid-until", "date", &date))
            })
            .unwrap_or_default();
        let reason = item
            .override_reason
            .as_deref()
            .map(|r| format!(" [{}]", one("rec-lookup-override", "reason", r)))
            .unwrap_or_default();
        say!(
            "    {:<12} {}{name}{category}{}{until}{reason}",
            item.tag_serial.as_deref().unwrap_or("-"),
            item.kind,
            provisional(item.provisional),
        );
    }
}
