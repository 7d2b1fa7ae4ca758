//! `armoury call "TEXT"`: parse a spoken Five Oaths call and say what the
//! target must do. Exit 0 for a valid call, 1 for an invalid one (with the
//! precise reason), 2 for an error. The text is in the language chosen
//! (`--lang`), what the target must do too (each instruction worded from its
//! message id and values), the reason a call is refused too; the
//! catalogue's text of an effect is the rules core's, in English, and the
//! call words (Mass, Global, Single, the effect's name) are said as they are
//! called. `--json` keeps the instructions in English.

use std::process::ExitCode;

use anyhow::Context;
use armoury_l10n::Arg;
use armoury_rules::five_oaths::Catalogue;
use armoury_rules::five_oaths::call::{self, Call, Delivery, Instruction, MassScope};
use serde_json::json;

use super::exit;

/// Parse a spoken call (Five Oaths) and print what the target must do.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// What is called, e.g. "Strikedown", "Global Heal 1", "Instant cast Mindslash",
    /// "I call upon the power of the land to ... and cast Rampage 10s".
    pub text: String,
    /// The call is delivered by a weapon blow: Single Damage unless Zero is called.
    #[arg(long)]
    pub blow: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs the subcommand.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let l = super::words();
    let catalogue = Catalogue::builtin().with_context(|| l.text("ply-five-oaths-catalogue"))?;
    match call::parse(&catalogue, &args.text, args.blow) {
        Ok(parsed) => {
            let instructions = parsed.instructions(&catalogue);
            if args.json {
                let value = json!({
                    "valid": true,
                    "call": parsed,
                    "damage_dealt": parsed.damage_dealt(&catalogue),
                    "instructions": instructions.iter().map(|i| &i.text).collect::<Vec<_>>(),
                });
                println!("{value}");
            } else {
                print_call(&parsed, &catalogue, &instructions);
            }
            Ok(ExitCode::from(exit::OK))
        }
        Err(error) => {
            if args.json {
                println!(
                    "{}",
                    json!({"valid": false, "text": args.text, "reason": error.to_string()})
                );
            } else {
                let line = l.format(
                    "ply-call-invalid",
                    &[
                        ("call", format!("{:?}", args.text).into()),
                        ("reason", super::sim::error_in_words(l, &error).into()),
                    ],
                );
                println!("{line}");
            }
            Ok(ExitCode::from(exit::REJECTED))
        }
    }
}

fn print_call(call: &Call, catalogue: &Catalogue, instructions: &[Instruction]) {
    let l = super::words();
    let print_line = |id: &str, name: &str, value: String| {
        println!("{}", l.format(id, &[(name, value.into())]));
    };
    print_line("ply-call-call", "call", call.text.clone());
    let delivery = match &call.delivery {
        Delivery::Blow => l.text("ply-call-blow"),
        Delivery::Spoken => l.text("ply-call-spoken"),
        Delivery::InstantCast => l.text("ply-call-instant"),
        Delivery::Spell { source, purpose } => {
            let source = ("source", Arg::from(source));
            match purpose {
                Some(purpose) => {
                    l.format("ply-call-spell-to", &[source, ("purpose", purpose.into())])
                }
                None => l.format("ply-call-spell", &[source]),
            }
        }
    };
    print_line("ply-call-delivery", "delivery", delivery);
    let mut modifiers = Vec::new();
    match call.mass {
        Some(MassScope::AllAround) => modifiers.push(l.text("ply-call-mass-all-around")),
        Some(MassScope::Arc) => modifiers.push(l.text("ply-call-mass-arc")),
        None => {}
    }
    if call.global {
        modifiers.push("Global".to_string());
    }
    if call.full {
        modifiers.push("Full".to_string());
    }
    if !modifiers.is_empty() {
        print_line("ply-call-modifiers", "modifiers", modifiers.join(", "));
    }
    if let Some(category) = &call.category {
        print_line("ply-call-only", "category", category.to_string());
    }
    let damage = match call.damage_dealt(catalogue) {
        Some(0) => "Zero".to_string(),
        Some(1) => "Single".to_string(),
        Some(n) => n.to_string(),
        None => l.text("ply-call-damage-none"),
    };
    print_line("ply-call-damage", "damage", damage);
    if let Some(effect) = &call.effect {
        let mut line = effect.name.clone();
        if let Some(amount) = effect.amount {
            line.push_str(&format!(" {amount}"));
        }
        if let Some(argument) = &effect.argument {
            line.push_str(&format!(" {argument}"));
        }
        if let Some(duration) = effect.duration {
            let duration = ("duration", Arg::from(duration.to_string()));
            line.push_str(&format!(" {}", l.format("ply-call-for", &[duration])));
        }
        print_line("ply-call-effect", "effect", line);
    }
    println!("{}", l.text("ply-call-target-must"));
    for line in instructions {
        let line = armoury_l10n::said::in_words(l, &line.says, &line.text);
        println!("  - {line}");
    }
}
