//! A Five Oaths call resolved in play.
//!
//! Parses a weapon-blow call (`Strikedown`) against the built-in effect
//! catalogue and prints what the target must do, shows a call the rules
//! refuse, then delivers blows to a character's torso through the
//! [`FiveOaths`] engine and prints what each does to her Armour and Body hits.
//!
//! The engine takes the same lines as a scenario script (`Ghoul hits Ciara
//! torso "Strikedown"`), lexed with `play::script::lex_line`.
//!
//! Run: `cargo run -p armoury-rules --example five_oaths_call`

use armoury_rules::five_oaths::location::Location;
use armoury_rules::five_oaths::{Catalogue, FiveOaths, call};
use armoury_rules::play::{Engine, Time, script};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let catalogue = Catalogue::builtin()?;

    // A call on its own: what it is and what the target must do.
    let strikedown = call::parse(&catalogue, "Strikedown", true)?;
    println!(
        "\"{}\" ({:?}): Damage {}, effect {}",
        strikedown.text,
        strikedown.delivery,
        strikedown
            .damage_dealt(&catalogue)
            .map_or("none".into(), |n| n.to_string()),
        strikedown
            .effect
            .as_ref()
            .map_or("none", |e| e.name.as_str()),
    );
    for line in strikedown.instructions(&catalogue) {
        println!("  {line}");
    }
    if let Err(refused) = call::parse(&catalogue, "Strikedown Through", true) {
        println!("\"Strikedown Through\" is refused: {refused}");
    }

    // In play: Ciara wears light armour and has the feat for it.
    let mut engine = FiveOaths::new(catalogue);
    for line in [
        r#"character Ciara feats="Light Armour" armour=light"#,
        "monster Ghoul category=undead",
    ] {
        let (_, tokens) = script::lex_line(line)?;
        engine.declare(&tokens)?;
    }
    println!();
    show_torso(&engine);
    for (second, line) in [
        (5, r#"Ghoul hits Ciara torso "Strikedown""#),
        (8, "Ghoul hits Ciara torso"),
    ] {
        engine.advance_to(Time::from_secs(second));
        let (_, tokens) = script::lex_line(line)?;
        println!("\n{line}");
        for note in engine.apply(&tokens)? {
            println!("  {}: {}", note.time, note.text);
        }
        show_torso(&engine);
    }
    println!("\nAfter the fight:");
    for state in engine.states() {
        println!("{state}");
    }
    Ok(())
}

fn show_torso(engine: &FiveOaths) {
    if let Some(ciara) = engine.character("Ciara") {
        let torso = ciara.hits(Location::Torso);
        println!(
            "Ciara's torso: {}/{} Armour, {}/{} Body, usable: {}",
            torso.armour,
            torso.max_armour,
            torso.body,
            torso.max_body,
            torso.usable()
        );
    }
}
