//! `armoury rules`: list the shipped rulesets, show one, export its rules
//! file for an organiser to edit, or validate an edited file.
//!
//! `show` is in the language chosen (`--lang`): the ruleset's names, rule
//! texts and clauses through its translation into that language where it
//! has one (and it says what the translation lacks); provenances,
//! interpretations and the armour section's texts are the rules file's own.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use armoury_l10n::findings::Wording;
use armoury_l10n::{Arg, L10n, numbers};
use armoury_rules::armour::{ArmourRules, Method};
use armoury_rules::ruleset::armour::Combine;
use armoury_rules::ruleset::{Check, Effect, Rule, Words};
use armoury_rules::units::Unit;
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
    let l = super::words();
    match args {
        Args::List => {
            for (id, _) in shipped::SHIPPED {
                let ruleset = shipped::load(id)?;
                let provisional = ruleset.provisional_values().len();
                let note = if provisional > 0 {
                    let count = l.format(
                        "ply-rules-provisional-count",
                        &[("count", provisional.into())],
                    );
                    format!(", {count}")
                } else {
                    String::new()
                };
                let default = if *id == shipped::DEFAULT_ID {
                    format!(" {}", l.text("ply-rules-default"))
                } else {
                    String::new()
                };
                let rules = l.format("ply-rules-count", &[("count", ruleset.rules.len().into())]);
                let line = l.format(
                    "ply-rules-list-line",
                    &[
                        ("id", (*id).into()),
                        ("default", default.into()),
                        ("name", ruleset.words(l.lang().tag()).name().into()),
                        ("version", (&ruleset.meta.version).into()),
                        ("rules", rules.into()),
                        ("note", note.into()),
                    ],
                );
                println!("{line}");
            }
        }
        Args::Show { rules } => show(&ruleset_arg::load(Some(&rules))?, l),
        Args::Export { id, out } => {
            let text = shipped::source(&id)
                .with_context(|| l.format("ply-rules-not-shipped", &[("id", (&id).into())]))?;
            match out {
                Some(path) => std::fs::write(&path, text).with_context(|| {
                    l.format(
                        "ply-rules-cannot-write",
                        &[("path", path.display().to_string().into())],
                    )
                })?,
                None => print!("{text}"),
            }
        }
        Args::Validate { path } => {
            let ruleset = ruleset_arg::load_file(&path)?;
            let count = |id: &str, n: usize| l.format(id, &[("count", n.into())]);
            let line = l.format(
                "ply-rules-valid",
                &[
                    ("id", (&ruleset.meta.id).into()),
                    ("version", (&ruleset.meta.version).into()),
                    (
                        "kinds",
                        count("ply-rules-kinds-count", ruleset.kinds.len()).into(),
                    ),
                    (
                        "rules",
                        count("ply-rules-count", ruleset.rules.len()).into(),
                    ),
                    (
                        "provisional",
                        count(
                            "ply-rules-provisional-count",
                            ruleset.provisional_values().len(),
                        )
                        .into(),
                    ),
                ],
            );
            println!("{line}");
        }
    }
    Ok(ExitCode::from(exit::OK))
}

fn show(ruleset: &Ruleset, l: L10n) {
    let w = Wording::new(l, ruleset);
    let words = w.words();
    let meta = &ruleset.meta;
    println!("{} — {}", meta.id, words.name());
    let version = ("version", Arg::from(&meta.version));
    let language = ("language", Arg::from(&meta.language));
    let line = match meta.effective.as_deref() {
        Some(e) => {
            let date = ("date", Arg::from(numbers::iso_date(l.lang(), e)));
            l.format("ply-rules-version-effective", &[version, date, language])
        }
        None => l.format("ply-rules-version", &[version, language]),
    };
    println!("{line}");
    println!(
        "{}",
        l.format("ply-rules-source", &[("source", (&meta.source).into())])
    );
    if l.lang().tag() != meta.language {
        show_translation(l, &words, &meta.language);
    }
    let kinds = ruleset
        .kinds
        .iter()
        .map(|(id, kind)| match &kind.colour {
            Some(colour) => format!("{id} ({}, {colour})", words.kind(id)),
            None => format!("{id} ({})", words.kind(id)),
        })
        .collect::<Vec<_>>()
        .join(", ");
    println!(
        "\n{}",
        l.format("ply-rules-kinds", &[("kinds", kinds.into())])
    );
    let provisional = format!("  [{}]", l.text("ply-rules-provisional"));
    for (id, set) in &ruleset.category_sets {
        let unit = ruleset
            .measures
            .get(&set.measure)
            .map(|m| m.show)
            .unwrap_or(Unit::Centimetre);
        let line = l.format(
            "ply-rules-categories",
            &[
                ("set", id.into()),
                ("measure", measure(&words, &set.measure).into()),
                ("clause", words.clause(&set.clause).into()),
            ],
        );
        println!("\n{line}");
        for c in &set.entries {
            let mark = if c.provisional {
                provisional.as_str()
            } else {
                ""
            };
            println!("  {:<24} {}{mark}", c.id, w.range(c.lower, c.upper, unit));
        }
    }
    println!("\n{}", l.text("ply-rules-rules"));
    let width = ruleset.rules.iter().map(|r| r.id.len()).max().unwrap_or(4);
    for rule in &ruleset.rules {
        let mark = if rule.provisional {
            provisional.as_str()
        } else {
            ""
        };
        println!(
            "  {:<width$}  {}{mark}",
            rule.id,
            describe(&w, ruleset, rule)
        );
        println!("  {:<width$}  {}", "", words.rule(&rule.id));
        let line = l.format(
            "ply-rules-rule-kinds",
            &[
                ("kinds", rule.kinds.join(", ").into()),
                ("clause", words.clause(&rule.clause).into()),
            ],
        );
        println!("  {:<width$}  {line}", "");
    }
    if let Some(dual) = &ruleset.dual_wield {
        println!("\n{}: {}", dual.id, words.rule(&dual.id));
    }
    if let Some(armour) = &ruleset.armour {
        show_armour(&w, armour);
    }
    let provisional = ruleset.provisional_values();
    if !provisional.is_empty() {
        println!("\n{}", l.text("ply-rules-provisional-values"));
        for p in provisional {
            println!("  {}: {}", p.id, p.provenance);
        }
    }
    if !ruleset.interpretations.is_empty() {
        println!("\n{}", l.text("ply-rules-interpretations"));
        for i in &ruleset.interpretations {
            let line = l.format(
                "ply-rules-interpretation",
                &[
                    ("id", (&i.id).into()),
                    ("text", (&i.text).into()),
                    ("clause", words.clause(&i.clause).into()),
                ],
            );
            println!("  {line}");
        }
    }
}

/// Says whether the ruleset has a translation into the language shown, and
/// what it lacks (shown in `language`, the rules file's own).
fn show_translation(l: L10n, words: &Words<'_>, language: &str) {
    let language = ("language", Arg::from(language));
    if !words.translated() {
        let lang = ("lang", Arg::from(l.text("lang-name")));
        println!("{}", l.format("ply-rules-untranslated", &[lang, language]));
        return;
    }
    if let Some(note) = words.note() {
        println!(
            "{}",
            l.format("ply-rules-translation", &[("note", note.into())])
        );
    }
    let missing = words.missing();
    if !missing.is_empty() {
        let line = l.format(
            "ply-rules-translation-missing",
            &[
                ("count", missing.len().into()),
                ("missing", missing.join(", ").into()),
                language,
            ],
        );
        println!("{line}");
    }
}

/// A measure's name in the language shown when the ruleset has a
/// translation into it, else its id.
fn measure<'a>(words: &Words<'a>, id: &'a str) -> &'a str {
    if words.translated() {
        words.measure(id)
    } else {
        id
    }
}

/// A part's name in the language shown when the ruleset has a translation
/// into it, else its id.
fn part<'a>(words: &Words<'a>, id: &'a str) -> &'a str {
    if words.translated() {
        words.part(id)
    } else {
        id
    }
}

fn show_armour(w: &Wording<'_>, armour: &ArmourRules) {
    let l = w.l10n();
    let words = w.words();
    let method = l.text(match &armour.method {
        Method::Points(_) => "ply-rules-armour-points",
        Method::Classes(_) => "ply-rules-armour-classes",
    });
    let line = l.format(
        "ply-rules-armour",
        &[
            ("method", method.into()),
            ("clause", words.clause(&armour.clause).into()),
        ],
    );
    println!("\n{line}");
    println!("  {}", armour.text);
    let materials = armour.material_ids().join(", ");
    println!(
        "  {}",
        l.format(
            "ply-rules-armour-materials",
            &[("materials", materials.into())]
        )
    );
    match &armour.method {
        Method::Points(points) => {
            let slots: Vec<String> = points
                .slots
                .iter()
                .map(|s| {
                    let slot = ("slot", Arg::from(&s.id));
                    let on = ("part", Arg::from(s.part.as_str()));
                    match s.max {
                        Some(max) => l.format(
                            "ply-rules-slot-max",
                            &[slot, on, ("max", max.to_string().into())],
                        ),
                        None => l.format("ply-rules-slot", &[slot, on]),
                    }
                })
                .collect();
            println!(
                "  {}",
                l.format("ply-rules-slots", &[("slots", slots.join(", ").into())])
            );
            for r in &points.requirements {
                println!("  {}  {} ({})", r.id, r.text, words.clause(&r.clause));
            }
            let provisional = format!("  [{}]", l.text("ply-rules-provisional"));
            for t in &points.tables {
                for b in &t.bands {
                    let mark = if b.provisional {
                        provisional.as_str()
                    } else {
                        ""
                    };
                    let range = w.range(b.range.lower, b.range.upper, Unit::Millimetre);
                    println!(
                        "  {} {range}  {} {} → {}{mark}",
                        t.id,
                        t.material,
                        t.measure.as_str(),
                        b.points
                    );
                }
            }
            let body = match points.body {
                Combine::MeanRoundUp => "ply-rules-body-mean",
                Combine::Max => "ply-rules-body-best",
                Combine::Sum => "ply-rules-body-sum",
            };
            let clause = words.clause(&points.body_clause);
            println!("  {}", l.format(body, &[("clause", clause.into())]));
            let cap = |id: &str, max: u32, clause: &str| {
                l.format(
                    id,
                    &[
                        ("max", max.to_string().into()),
                        ("clause", words.clause(clause).into()),
                    ],
                )
            };
            if let Some(c) = &points.total {
                println!("  {}", cap("ply-rules-total-cap", c.max, &c.clause));
            }
            if let Some(c) = &points.gm {
                println!("  {}", cap("ply-rules-gm-cap", c.max, &c.clause));
            }
        }
        Method::Classes(classes) => {
            let locations = classes.locations.join(", ");
            println!(
                "  {}",
                l.format("ply-rules-locations", &[("locations", locations.into())])
            );
            for class in &classes.classes {
                let materials: Vec<&str> = armour
                    .materials
                    .iter()
                    .filter(|m| m.classes.contains(&class.id))
                    .map(|m| m.id.as_str())
                    .collect();
                let line = l.format(
                    "ply-rules-class",
                    &[
                        ("class", (&class.id).into()),
                        ("name", (&class.name).into()),
                        ("feat", (&class.feat).into()),
                        ("hits", class.hits.to_string().into()),
                        ("materials", materials.join(", ").into()),
                    ],
                );
                println!("  {line}");
            }
        }
    }
}

fn describe(w: &Wording<'_>, ruleset: &Ruleset, rule: &Rule) -> String {
    let l = w.l10n();
    let words = w.words();
    let check = match &rule.check {
        Check::Compare {
            measure: id,
            comparison,
            limit,
        } => {
            let limit = match (limit.fixed(), ruleset.measures.get(id)) {
                (Some(amount), Some(m)) => w.amounts(&amount.display_in(m.show)),
                _ => limit.written.clone(),
            };
            format!("{} {} {limit}", measure(&words, id), comparison.symbol())
        }
        Check::Flag { flag, expected } => {
            let answer = l.text(if *expected {
                "ply-rules-yes"
            } else {
                "ply-rules-no"
            });
            format!("{flag} = {answer}")
        }
        Check::Material { part: id } => l.format(
            "ply-rules-check-material",
            &[("part", part(&words, id).into())],
        ),
        Check::MaterialWidth { part: id } => l.format(
            "ply-rules-check-material-width",
            &[("part", part(&words, id).into())],
        ),
        Check::Category => l.text("ply-rules-check-category"),
    };
    let mut conditions = Vec::new();
    if let Some(when) = &rule.when {
        let when = when.to_string();
        conditions.push(l.format("ply-rules-when", &[("condition", when.into())]));
    }
    if let Some(unless) = &rule.unless {
        let unless = unless.to_string();
        conditions.push(l.format("ply-rules-unless", &[("condition", unless.into())]));
    }
    if let Some(category) = &rule.category {
        conditions.push(l.format("ply-rules-for", &[("category", category.into())]));
    }
    if !rule.required {
        conditions.push(l.text("ply-rules-optional"));
    }
    if let Effect::Capability(grants) = &rule.effect {
        conditions.push(l.format("ply-rules-grants", &[("capability", grants.into())]));
    }
    if conditions.is_empty() {
        check
    } else {
        format!("{check} ({})", conditions.join(", "))
    }
}
