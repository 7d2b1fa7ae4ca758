//! `armoury call "TEXT"`: parse a spoken Five Oaths call and say what the
//! target must do. Exit 0 for a valid call, 1 for an invalid one (with the
//! precise reason), 2 for an error.

use std::process::ExitCode;

use anyhow::Context;
use armoury_rules::five_oaths::Catalogue;
use armoury_rules::five_oaths::call::{self, Call, Delivery, MassScope};
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
    let catalogue = Catalogue::builtin().context("loading the Five Oaths catalogue")?;
    match call::parse(&catalogue, &args.text, args.blow) {
        Ok(parsed) => {
            let instructions = parsed.instructions(&catalogue);
            if args.json {
                let value = json!({
                    "valid": true,
                    "call": parsed,
                    "damage_dealt": parsed.damage_dealt(&catalogue),
                    "instructions": instructions,
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
                println!("invalid call {:?}: {error}", args.text);
            }
            Ok(ExitCode::from(exit::REJECTED))
        }
    }
}

fn print_call(call: &Call, catalogue: &Catalogue, instructions: &[String]) {
    println!("call: {}", call.text);
    let delivery = match &call.delivery {
        Delivery::Blow => "weapon blow".to_string(),
        Delivery::Spoken => "spoken call".to_string(),
        Delivery::InstantCast => "instant spell".to_string(),
        Delivery::Spell { source, purpose } => match purpose {
            Some(purpose) => format!("spell, by the power of {source}, to {purpose}"),
            None => format!("spell, by the power of {source}"),
        },
    };
    println!("delivery: {delivery}");
    let mut modifiers = Vec::new();
    match call.mass {
        Some(MassScope::AllAround) => modifiers.push("Mass (all around)"),
        Some(MassScope::Arc) => modifiers.push("Mass (arc in front)"),
        None => {}
    }
    if call.global {
        modifiers.push("Global");
    }
    if call.full {
        modifiers.push("Full");
    }
    if !modifiers.is_empty() {
        println!("modifiers: {}", modifiers.join(", "));
    }
    if let Some(category) = &call.category {
        println!("only: {category}");
    }
    match call.damage_dealt(catalogue) {
        Some(0) => println!("damage: Zero"),
        Some(1) => println!("damage: Single"),
        Some(n) => println!("damage: {n}"),
        None => println!("damage: none"),
    }
    if let Some(effect) = &call.effect {
        let mut line = effect.name.clone();
        if let Some(amount) = effect.amount {
            line.push_str(&format!(" {amount}"));
        }
        if let Some(argument) = &effect.argument {
            line.push_str(&format!(" {argument}"));
        }
        if let Some(duration) = effect.duration {
            line.push_str(&format!(" for {duration}"));
        }
        println!("effect: {line}");
    }
    println!("the target must:");
    for line in instructions {
        println!("  - {line}");
    }
}
