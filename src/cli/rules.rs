//! `armoury rules`: list the shipped rulesets, show one, export its rules
//! file for an organiser to edit, or validate an edited file.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use armoury_rules::armour::{ArmourRules, Method};
use armoury_rules::ruleset::{Check, Effect, Rule};
use armoury_rules::{Ruleset, shipped};

use super::{exit, ruleset_arg};

/// Rulesets: list, show, export, validate.
#[derive(Debug, clap::Subcommand)]
pub enum Args {
    /// List the shipped rulesets.
    List,
    /// Show a ruleset's kinds, rules and provisional values.
    Show {
        /// A shipped ruleset id or a rules file.
        #[arg(value_name = "ID|PATH")]
        rules: String,
    },
    /// Print a shipped ruleset's rules file (to start your own from it).
    Export {
        /// A shipped ruleset id.
        id: String,
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Check a rules file and report the first problem with its line.
    Validate {
        /// The rules file.
        path: PathBuf,
    },
}

pub fn run(args: Args) -> Result<ExitCode> {
    match args {
        Args::List => {
            for (id, _) in shipped::SHIPPED {
                let ruleset = shipped::load(id)?;
                let provisional = ruleset.provisional_values().len();
                let note = if provisional > 0 {
                    format!(", {provisional} provisional values")
                } else {
                    String::new()
                };
                let default = if *id == shipped::DEFAULT_ID {
                    " (default)"
                } else {
                    ""
                };
                println!(
                    "{id}{default}  {} — version {}, {} rules{note}",
                    ruleset.meta.name,
                    ruleset.meta.version,
                    ruleset.rules.len()
                );
            }
        }
        Args::Show { rules } => show(&ruleset_arg::load(Some(&rules))?),
        Args::Export { id, out } => {
            let text = shipped::source(&id).with_context(|| {
                format!("`{id}` is not a shipped ruleset (see `armoury rules list`)")
            })?;
            match out {
                Some(path) => std::fs::write(&path, text)
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => print!("{text}"),
            }
        }
        Args::Validate { path } => {
            let ruleset = ruleset_arg::load_file(&path)?;
            println!(
                "ok: {} {} — {} kinds, {} rules, {} provisional values",
                ruleset.meta.id,
                ruleset.meta.version,
                ruleset.kinds.len(),
                ruleset.rules.len(),
                ruleset.provisional_values().len()
            );
        }
    }
    Ok(ExitCode::from(exit::OK))
}

fn show(ruleset: &Ruleset) {
    let meta = &ruleset.meta;
    println!("{} — {}", meta.id, meta.name);
    let effective = meta
        .effective
        .as_deref()
        .map(|e| format!(", effective {e}"))
        .unwrap_or_default();
    println!(
        "version {}{effective}, language {}",
        meta.version, meta.language
    );
    println!("source: {}", meta.source);
    println!(
        "\nkinds: {}",
        ruleset
            .kinds
            .iter()
            .map(|(id, k)| format!("{id} ({})", k.name))
            .collect::<Vec<_>>()
            .join(", ")
    );
    for (id, set) in &ruleset.category_sets {
        let unit = ruleset
            .measures
            .get(&set.measure)
            .map(|m| m.show)
            .unwrap_or(armoury_rules::units::Unit::Centimetre);
        println!("\ncategories `{id}` by {} ({}):", set.measure, set.clause);
        for c in &set.entries {
            let mark = if c.provisional { "  [provisional]" } else { "" };
            println!("  {:<24} {}{mark}", c.id, c.describe(unit));
        }
    }
    println!("\nrules:");
    let width = ruleset.rules.iter().map(|r| r.id.len()).max().unwrap_or(4);
    for rule in &ruleset.rules {
        let mark = if rule.provisional {
            "  [provisional]"
        } else {
            ""
        };
        println!("  {:<width$}  {}{mark}", rule.id, describe(ruleset, rule));
        println!(
            "  {:<width$}  kinds: {}; clause: {}",
            "",
            rule.kinds.join(", "),
            rule.clause
        );
    }
    if let Some(dual) = &ruleset.dual_wield {
        println!("\n{}: {}", dual.id, dual.text);
    }
    if let Some(armour) = &ruleset.armour {
        show_armour(armour);
    }
    let provisional = ruleset.provisional_values();
    if !provisional.is_empty() {
        println!("\nPROVISIONAL VALUES (not in the source text; confirm or replace them):");
        for p in provisional {
            println!("  {}: {}", p.id, p.provenance);
        }
    }
    if !ruleset.interpretations.is_empty() {
        println!(
            "\nINTERPRETATIONS (Armoury's readings where the text is silent or open, not the text's words):"
        );
        for i in &ruleset.interpretations {
            println!("  {}: {} [reads: {}]", i.id, i.text, i.clause);
        }
    }
}

fn show_armour(armour: &ArmourRules) {
    let method = match &armour.method {
        Method::Points(_) => "points",
        Method::Classes(_) => "classes",
    };
    println!("\narmour ({method}; {}):", armour.clause);
    println!("  {}", armour.text);
    println!("  materials: {}", armour.material_ids().join(", "));
    match &armour.method {
        Method::Points(points) => {
            let slots: Vec<String> = points
                .slots
                .iter()
                .map(|s| match s.max {
                    Some(max) => format!("{} ({}, at most {max})", s.id, s.part.as_str()),
                    None => format!("{} ({})", s.id, s.part.as_str()),
                })
                .collect();
            println!("  slots: {}", slots.join(", "));
            for r in &points.requirements {
                println!("  {}  {} ({})", r.id, r.text, r.clause);
            }
            for t in &points.tables {
                for b in &t.bands {
                    let mark = if b.provisional { "  [provisional]" } else { "" };
                    println!(
                        "  {}  {} {} → {}{mark}",
                        t.band_id(b),
                        t.material,
                        t.measure.as_str(),
                        b.points
                    );
                }
            }
            println!(
                "  body: {} of the pieces' points ({})",
                points.body.words(),
                points.body_clause
            );
            if let Some(cap) = &points.total {
                println!("  total at most {} ({})", cap.max, cap.clause);
            }
            if let Some(cap) = &points.gm {
                println!("  game master decides at most {} ({})", cap.max, cap.clause);
            }
        }
        Method::Classes(classes) => {
            println!("  locations: {}", classes.locations.join(", "));
            for class in &classes.classes {
                let materials: Vec<&str> = armour
                    .materials
                    .iter()
                    .filter(|m| m.classes.contains(&class.id))
                    .map(|m| m.id.as_str())
                    .collect();
                println!(
                    "  {} ({}): feat {} gives +{} on every location; materials: {}",
                    class.id,
                    class.name,
                    class.feat,
                    class.hits,
                    materials.join(", ")
                );
            }
        }
    }
}

fn describe(ruleset: &Ruleset, rule: &Rule) -> String {
    let check = match &rule.check {
        Check::Compare {
            measure,
            comparison,
            limit,
        } => {
            let unit = ruleset
                .measures
                .get(measure)
                .map(|m| m.show)
                .unwrap_or(limit.dimension().canonical_unit());
            format!(
                "{measure} {} {}",
                comparison.symbol(),
                limit.display_in(unit)
            )
        }
        Check::Flag { flag, expected } => {
            format!("{flag} = {}", if *expected { "yes" } else { "no" })
        }
        Check::Material { part } => format!("{part} material allowed"),
        Check::MaterialWidth { part } => format!("{part} width within its material's maximum"),
        Check::Category => "length falls into a category".to_string(),
    };
    let mut conditions = Vec::new();
    if let Some(when) = &rule.when {
        conditions.push(format!("when {when}"));
    }
    if let Some(category) = &rule.category {
        conditions.push(format!("for {category}"));
    }
    if !rule.required {
        conditions.push("optional".to_string());
    }
    if let Effect::Capability(grants) = &rule.effect {
        conditions.push(format!("grants {grants}"));
    }
    if conditions.is_empty() {
        check
    } else {
        format!("{check} ({})", conditions.join(", "))
    }
}
