//! A foam sword checked against the shipped `ancalagon-2011` ruleset.
//!
//! Builds the item in code (the values of `examples/items/sword.toml` at the
//! workspace root), prints the verdict and one line per finding, then trims
//! the padding on the thrusting tip below the limit and checks it again.
//!
//! Run: `cargo run -p armoury-rules --example check_item`

use armoury_rules::units::{Grams, Millimetres, Quantity};
use armoury_rules::{Finding, Item, Verdict, check, shipped};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let ruleset = shipped::load(shipped::DEFAULT_ID)?;

    let mut sword = Item::new("melee");
    sword.name = Some("Kalev's arming sword".into());
    // Measurements are checked for plausibility as they are set.
    sword.set_measure("length", Quantity::Length(Millimetres(950.0)))?;
    sword.set_measure("weight", Quantity::Mass(Grams(650.0)))?;
    sword.set_measure("core.width", Quantity::Length(Millimetres(22.0)))?;
    sword.set_measure("padding.striking", Quantity::Length(Millimetres(15.0)))?;
    sword.set_measure("padding.tip", Quantity::Length(Millimetres(55.0)))?;
    // Materials by the ruleset's material ids; flags the marshal ticked.
    for (part, material) in [
        ("core", "pvc"),
        ("padding", "tubular-insulation"),
        ("covering", "duct-tape"),
    ] {
        sword.materials.insert(part.into(), material.into());
    }
    for (flag, value) in [
        ("stopper", true),
        ("added_weights", false),
        ("purpose_made", true),
    ] {
        sword.flags.insert(flag.into(), value);
    }

    let verdict = check(&ruleset, &sword);
    print_verdict("As made", &verdict);
    for f in &verdict.findings {
        print_finding(f);
    }

    // 40 mm on the tip: the padding.tip rule (at least 50 mm) fails.
    sword.set_measure("padding.tip", Quantity::Length(Millimetres(40.0)))?;
    let verdict = check(&ruleset, &sword);
    println!();
    print_verdict("With 40 mm on the tip", &verdict);
    for f in verdict.blockers() {
        print_finding(f);
    }
    Ok(())
}

fn print_verdict(title: &str, verdict: &Verdict) {
    println!(
        "{title}: {} against {} {} (length category: {})",
        verdict.verdict.as_str(),
        verdict.ruleset.id,
        verdict.ruleset.version,
        verdict.category.as_deref().unwrap_or("unknown"),
    );
}

fn print_finding(f: &Finding) {
    let status = format!("{:?}", f.status).to_lowercase();
    let provisional = if f.provisional {
        " (provisional limit)"
    } else {
        ""
    };
    println!("  {status:<5} {:<24} {}{provisional}", f.rule, f.message);
    println!("  {:<30} [{}]", "", f.clause);
}
