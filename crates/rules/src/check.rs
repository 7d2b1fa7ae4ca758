//! Inspection: an [`Item`] checked against a [`Ruleset`] gives a [`Verdict`].
//!
//! [`check`] walks the rules that apply to the item's kind and writes one
//! [`Finding`] per rule: the rule id, its clause, what was measured, the
//! limit, a [`Status`] and a one-line message. Rules whose condition does not
//! hold (a stopper rule for a solid former, a two-handed weight rule for a
//! one-handed sword) write nothing. Capability rules (a shield wide enough to
//! bash) never block and are reported as [`Capability`]s.
//!
//! The verdict is [`Outcome::Approved`] only when no rule fails and nothing
//! required is unmeasured; [`Outcome::Referred`] when nothing fails but the
//! game master must decide (a cloth former, or a value outside a
//! *provisional* limit); otherwise [`Outcome::Rejected`].
//!
//! [`check_pair`] (in `pair`) applies the dual-wield rule to two inspected weapons.

use serde::{Deserialize, Serialize};

use super::item::Item;
use super::ruleset::{Check, Comparison, Condition, Effect, Limit, Rule, Ruleset};
use super::saying::Saying;
use super::units::{Dimension, Quantity, Unit};

mod pair;
pub use pair::{PairVerdict, check_pair};

/// The outcome of an inspection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// No rule fails, nothing required is unmeasured, nothing is referred.
    Approved,
    /// Nothing fails, but a rule refers the item to the game master.
    Referred,
    /// A rule fails, or a required value is unmeasured.
    Rejected,
}

impl Outcome {
    /// The outcome's name as written in JSON and the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Approved => "approved",
            Outcome::Referred => "referred",
            Outcome::Rejected => "rejected",
        }
    }
}

/// One rule's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// The item meets the rule.
    Pass,
    /// The item breaks the rule.
    Fail,
    /// A value the rule needs was not given.
    Unmeasured,
    /// The game master decides.
    Referred,
}

/// What one rule found. Serialised as stored in the records
/// (`findings_json`) and read back from there for fail slips.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Finding {
    /// The rule's stable id.
    pub rule: String,
    /// The clause of the source text.
    pub clause: String,
    /// How the item stands against the rule.
    pub status: Status,
    /// What was measured, in the measure's display unit (`95 cm`, `pvc`, `yes`).
    pub measured: Option<String>,
    /// The limit (`≤ 300 g`, `pvc, bamboo, fibreglass`, `yes`).
    pub limit: Option<String>,
    /// One line for the marshal, in the ruleset's language (as stored).
    pub message: String,
    /// The line in parts, for a front end to word in its language; `None`
    /// in findings recorded before Armoury kept it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub says: Option<Saying>,
    /// Whether the limit is provisional (not from the source text).
    pub provisional: bool,
    /// Whether an unmeasured status blocks approval.
    pub required: bool,
}

impl Finding {
    /// Whether this finding keeps the item from approval: it fails, is
    /// referred to the game master, or is a required value left unmeasured.
    pub fn blocks_approval(&self) -> bool {
        match self.status {
            Status::Fail | Status::Referred => true,
            Status::Unmeasured => self.required,
            Status::Pass => false,
        }
    }
}

/// A capability a capability rule grants or withholds (e.g. `shield-bash`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Capability {
    /// The capability's id (`shield-bash`).
    pub id: String,
    /// The stable id of the rule that grants it.
    pub rule: String,
    /// The clause of the source text.
    pub clause: String,
    /// Whether the item earns it (the rule passed).
    pub granted: bool,
    /// One line for the marshal, in the ruleset's language.
    pub message: String,
    /// The line in parts, for a front end to word in its language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub says: Option<Saying>,
}

/// The ruleset an inspection used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesetRef {
    /// The ruleset's stable id (`ancalagon-2011`).
    pub id: String,
    /// The ruleset's own version.
    pub version: String,
}

/// The result of inspecting one item.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    /// Approved, referred or rejected.
    pub verdict: Outcome,
    /// The item kind's id.
    pub kind: String,
    /// The length category, when the kind has categories and the length is known.
    pub category: Option<String>,
    /// The ruleset it was inspected against.
    pub ruleset: RulesetRef,
    /// One finding per rule that applies to the kind, in ruleset order.
    pub findings: Vec<Finding>,
    /// The capability rules' results.
    pub capabilities: Vec<Capability>,
    /// Whether any finding rests on a provisional value.
    pub provisional: bool,
    /// When the item is not approved as the kind it was presented as: the
    /// neighbouring kinds (the kind's `neighbours`) it would be approved as.
    /// The item is still judged as presented; a marshal may offer these.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub passes_as: Vec<String>,
}

impl Verdict {
    /// The findings that keep the item from approval.
    pub fn blockers(&self) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(|f| f.blocks_approval())
    }

    /// Whether the only thing between the item and approval is missing values.
    pub fn is_incomplete(&self) -> bool {
        self.verdict == Outcome::Rejected && self.blockers().all(|f| f.status == Status::Unmeasured)
    }
}

/// Inspects an item. The item's kind must be one of the ruleset's kinds; an
/// unknown kind yields a rejected verdict with one failing `kind` finding.
/// An item that is not approved as presented is also checked as each of its
/// kind's neighbours, and [`Verdict::passes_as`] names those it would pass as.
pub fn check(ruleset: &Ruleset, item: &Item) -> Verdict {
    let mut verdict = check_as_presented(ruleset, item);
    if verdict.verdict != Outcome::Approved
        && let Some(kind) = ruleset.kinds.get(&item.kind)
    {
        verdict.passes_as = kind
            .neighbours
            .iter()
            .filter(|neighbour| {
                let as_neighbour = Item {
                    kind: (*neighbour).clone(),
                    ..item.clone()
                };
                check_as_presented(ruleset, &as_neighbour).verdict == Outcome::Approved
            })
            .cloned()
            .collect();
    }
    verdict
}

/// Inspects an item as the kind it is presented as, and nothing else.
fn check_as_presented(ruleset: &Ruleset, item: &Item) -> Verdict {
    let mut findings = Vec::new();
    let mut capabilities = Vec::new();
    if !ruleset.kinds.contains_key(&item.kind) {
        let says = Saying::UnknownKind {
            kind: item.kind.clone(),
            ruleset: ruleset.meta.id.clone(),
        };
        findings.push(Finding {
            rule: "kind".into(),
            clause: String::new(),
            status: Status::Fail,
            measured: Some(item.kind.clone()),
            limit: Some(ruleset.kinds.keys().cloned().collect::<Vec<_>>().join(", ")),
            message: says.english(&ruleset.words(&ruleset.meta.language)),
            says: Some(says),
            provisional: false,
            required: true,
        });
    }
    let category = categorise(ruleset, item);
    let kind_has_category_rule = ruleset
        .rules_for(&item.kind)
        .any(|r| r.check == Check::Category);
    for rule in ruleset.rules_for(&item.kind) {
        if let Some(when) = &rule.when {
            match when.holds(&item.measures, |f| item.flag(ruleset, f)) {
                Ok(Some(true)) => {}
                Ok(_) => continue,
                Err(needed) => {
                    if rule.required {
                        let says = Saying::ConditionNeeds { needed };
                        let limit = limit_text(ruleset, rule);
                        let unmeasured = Status::Unmeasured;
                        findings.push(finding(rule, unmeasured, None, limit, ruleset, says));
                    }
                    continue;
                }
            }
        }
        if let Some(wanted) = &rule.category {
            match &category {
                Some((found, _)) if found == wanted => {}
                Some(_) => continue,
                None => {
                    // Unknown category: the kind's category rule already reports
                    // the missing or out-of-range length, once.
                    if rule.required
                        && (kind_has_category_rule || item_has_category_measure(ruleset, item))
                    {
                        continue;
                    }
                    findings.push(finding(
                        rule,
                        Status::Unmeasured,
                        None,
                        limit_text(ruleset, rule),
                        ruleset,
                        Saying::NeedsCategory,
                    ));
                    continue;
                }
            }
        }
        let exempt = rule
            .unless
            .as_ref()
            .and_then(|c| exemption(ruleset, item, rule, c));
        let Some(result) = exempt.or_else(|| evaluate(ruleset, item, rule)) else {
            continue;
        };
        match &rule.effect {
            Effect::Capability(id) => capabilities.push(Capability {
                id: id.clone(),
                rule: rule.id.clone(),
                clause: rule.clause.clone(),
                granted: result.status == Status::Pass,
                message: result.message,
                says: result.says,
            }),
            Effect::Blocking => {
                if result.status == Status::Unmeasured && !rule.required {
                    continue;
                }
                findings.push(result);
            }
        }
    }
    let verdict = outcome(&findings);
    let provisional = findings.iter().any(|f| f.provisional);
    Verdict {
        verdict,
        kind: item.kind.clone(),
        category: category.map(|(id, _)| id),
        ruleset: RulesetRef {
            id: ruleset.meta.id.clone(),
            version: ruleset.meta.version.clone(),
        },
        findings,
        capabilities,
        provisional,
        passes_as: Vec::new(),
    }
}

fn outcome(findings: &[Finding]) -> Outcome {
    let blocks =
        |f: &&Finding| f.status == Status::Fail || (f.status == Status::Unmeasured && f.required);
    if findings.iter().any(|f| blocks(&f)) {
        Outcome::Rejected
    } else if findings.iter().any(|f| f.status == Status::Referred) {
        Outcome::Referred
    } else {
        Outcome::Approved
    }
}

fn item_has_category_measure(ruleset: &Ruleset, item: &Item) -> bool {
    ruleset
        .categories_for(&item.kind)
        .is_some_and(|set| item.measures.contains_key(&set.measure))
}

/// The item's category id and whether it is provisional.
fn categorise(ruleset: &Ruleset, item: &Item) -> Option<(String, bool)> {
    let set = ruleset.categories_for(&item.kind)?;
    let value = item.measures.get(&set.measure)?;
    set.classify(value.canonical())
        .map(|c| (c.id.clone(), c.provisional))
}

fn finding(
    rule: &Rule,
    status: Status,
    measured: Option<String>,
    limit: Option<String>,
    ruleset: &Ruleset,
    says: Saying,
) -> Finding {
    Finding {
        rule: rule.id.clone(),
        clause: rule.clause.clone(),
        status,
        measured,
        limit,
        message: says.english(&ruleset.words(&ruleset.meta.language)),
        says: Some(says),
        provisional: rule.provisional,
        required: rule.required,
    }
}

/// The unit a measure is shown in (its canonical unit if the ruleset lacks it).
fn show_unit(ruleset: &Ruleset, measure: &str, dimension: Dimension) -> Unit {
    ruleset
        .measures
        .get(measure)
        .map(|m| m.show)
        .unwrap_or_else(|| dimension.canonical_unit())
}

/// A limit as shown before it is worked out for an item: the amount in the
/// measure's unit, or the formula as written.
fn limit_shown(ruleset: &Ruleset, measure: &str, limit: &Limit) -> String {
    let dimension = ruleset
        .measures
        .get(measure)
        .map_or(Dimension::Length, |m| m.dimension);
    match limit.fixed() {
        Some(q) => q.display_in(show_unit(ruleset, measure, dimension)),
        None => limit.written.clone(),
    }
}

fn limit_text(ruleset: &Ruleset, rule: &Rule) -> Option<String> {
    match &rule.check {
        Check::Compare {
            measure,
            comparison,
            limit,
        } => Some(format!(
            "{} {}",
            comparison.symbol(),
            limit_shown(ruleset, measure, limit)
        )),
        _ => None,
    }
}

/// A passing finding when the rule's exemption holds for the item; `None`
/// when it does not, or cannot be told (the rule is then checked as usual).
/// Its measured value and limit are the exemption's (`1.6 in`, `≥ 1.5 in`).
fn exemption(ruleset: &Ruleset, item: &Item, rule: &Rule, unless: &Condition) -> Option<Finding> {
    if unless.holds(&item.measures, |f| item.flag(ruleset, f)) != Ok(Some(true)) {
        return None;
    }
    let yes = || Some(yes_no(true).to_string());
    let (measured, limit, says) = match unless {
        Condition::Flag(flag) => (yes(), yes(), Saying::ExemptByFlag { flag: flag.clone() }),
        Condition::Measure {
            measure,
            comparison,
            limit,
        } => {
            let value = item.measures.get(measure)?;
            let unit = show_unit(ruleset, measure, value.dimension());
            let measured = value.display_in(unit);
            let limit = limit
                .value(&item.measures, value.dimension())
                .ok()?
                .display_in(unit);
            let shown = format!("{} {limit}", comparison.symbol());
            let says = Saying::Exempt {
                measure: measure.clone(),
                measured: measured.clone(),
                comparison: *comparison,
                limit,
            };
            (Some(measured), Some(shown), says)
        }
    };
    Some(finding(rule, Status::Pass, measured, limit, ruleset, says))
}

/// One rule's finding, or `None` when the rule does not apply to this item.
fn evaluate(ruleset: &Ruleset, item: &Item, rule: &Rule) -> Option<Finding> {
    Some(match &rule.check {
        Check::Compare {
            measure,
            comparison,
            limit,
        } => compare(ruleset, item, rule, measure, *comparison, limit),
        Check::Flag { flag, expected } => {
            let limit = Some(yes_no(*expected).to_string());
            let (status, measured, says) = match item.flag(ruleset, flag) {
                None => (
                    Status::Unmeasured,
                    None,
                    Saying::NotAnswered { flag: flag.clone() },
                ),
                Some(answer) if answer == *expected => (
                    Status::Pass,
                    Some(yes_no(answer).to_string()),
                    Saying::Attested {
                        rule: rule.id.clone(),
                    },
                ),
                Some(answer) => (
                    Status::Fail,
                    Some(yes_no(answer).to_string()),
                    Saying::NotAttested {
                        rule: rule.id.clone(),
                        flag: flag.clone(),
                        answer,
                    },
                ),
            };
            finding(rule, status, measured, limit, ruleset, says)
        }
        Check::Material { part } => material(ruleset, item, rule, part),
        Check::MaterialWidth { part } => material_width(ruleset, item, rule, part)?,
        Check::Category => category(ruleset, item, rule),
    })
}

fn yes_no(value: bool) -> &'static str {
    if value { "yes" } else { "no" }
}

fn compare(
    ruleset: &Ruleset,
    item: &Item,
    rule: &Rule,
    measure: &str,
    comparison: Comparison,
    limit: &Limit,
) -> Finding {
    let Some(value) = item.measures.get(measure) else {
        let says = Saying::NotMeasured {
            measure: measure.to_string(),
            comparison,
            limit: limit_shown(ruleset, measure, limit),
        };
        let limit = limit_text(ruleset, rule);
        return finding(rule, Status::Unmeasured, None, limit, ruleset, says);
    };
    let unit = show_unit(ruleset, measure, value.dimension());
    let measured = value.display_in(unit);
    let limit = match limit.value(&item.measures, value.dimension()) {
        Ok(limit) => limit,
        Err(needed) => {
            let says = Saying::LimitNeeds {
                needed,
                measure: measure.to_string(),
            };
            let limit = limit_text(ruleset, rule);
            return finding(
                rule,
                Status::Unmeasured,
                Some(measured),
                limit,
                ruleset,
                says,
            );
        }
    };
    let limit_value = limit.display_in(unit);
    let shown_limit = Some(format!("{} {limit_value}", comparison.symbol()));
    let parts = (
        measure.to_string(),
        measured.clone(),
        comparison,
        limit_value,
    );
    let (status, says) = if comparison.admits(value.canonical(), limit.canonical()) {
        let (measure, measured, comparison, limit) = parts;
        let says = Saying::Meets {
            measure,
            measured,
            comparison,
            limit,
        };
        (Status::Pass, says)
    } else if rule.provisional {
        let (measure, measured, comparison, limit) = parts;
        let says = Saying::ProvisionalNotMet {
            measure,
            measured,
            comparison,
            limit,
        };
        (Status::Referred, says)
    } else {
        let (measure, measured, comparison, limit) = parts;
        let says = Saying::NotMet {
            measure,
            measured,
            comparison,
            limit,
        };
        (Status::Fail, says)
    };
    finding(rule, status, Some(measured), shown_limit, ruleset, says)
}

fn material(ruleset: &Ruleset, item: &Item, rule: &Rule, part_id: &str) -> Finding {
    let part_name = || part_id.to_string();
    let Some(part) = ruleset.parts.get(part_id) else {
        let says = Saying::UnknownPart { part: part_name() };
        return finding(rule, Status::Fail, None, None, ruleset, says);
    };
    let allowed: Vec<&str> = part
        .materials
        .iter()
        .filter(|m| m.allowed)
        .map(|m| m.id.as_str())
        .collect();
    let limit = Some(allowed.join(", "));
    let Some(written) = item.materials.get(part_id) else {
        let says = Saying::MaterialNotGiven { part: part_name() };
        return finding(rule, Status::Unmeasured, None, limit, ruleset, says);
    };
    let Some(material) = part.material(written) else {
        let says = Saying::UnknownMaterial {
            part: part_name(),
            written: written.clone(),
        };
        return finding(
            rule,
            Status::Fail,
            Some(written.clone()),
            limit,
            ruleset,
            says,
        );
    };
    type Says = fn(String, String) -> Saying;
    let (status, says): (Status, Says) = if !material.allowed {
        let says: Says = |part, material| Saying::MaterialForbidden { part, material };
        (Status::Fail, says)
    } else if material.refer.is_some() {
        (Status::Referred, |part, material| {
            Saying::MaterialReferred { part, material }
        })
    } else {
        (Status::Pass, |part, material| Saying::MaterialAllowed {
            part,
            material,
        })
    };
    let says = says(part_name(), material.id.clone());
    finding(
        rule,
        status,
        Some(material.id.clone()),
        limit,
        ruleset,
        says,
    )
}

/// The width limit of the part's material; `None` (not applicable) until the material is known,
/// which the part's material rule reports.
fn material_width(ruleset: &Ruleset, item: &Item, rule: &Rule, part_id: &str) -> Option<Finding> {
    let width_measure = format!("{part_id}.width");
    let material = ruleset
        .parts
        .get(part_id)?
        .material(item.materials.get(part_id)?)?;
    let (part, material_id) = (part_id.to_string(), material.id.clone());
    let width = item.measures.get(&width_measure);
    let Some(max) = material.max_width else {
        let measured = width.map(|w| w.display_in(Unit::Millimetre));
        let says = Saying::NoWidthLimit {
            part,
            material: material_id,
        };
        return Some(finding(rule, Status::Pass, measured, None, ruleset, says));
    };
    let limit = Quantity::Length(max).display_in(Unit::Millimetre);
    let limit_shown = Some(format!("≤ {limit}"));
    let Some(width) = width else {
        let says = Saying::WidthNotMeasured {
            part,
            material: material_id,
            limit,
        };
        return Some(finding(
            rule,
            Status::Unmeasured,
            None,
            limit_shown,
            ruleset,
            says,
        ));
    };
    let measured = width.display_in(Unit::Millimetre);
    let shown = Some(measured.clone());
    let within = Comparison::AtMost.admits(width.canonical(), max.0);
    let (status, says) = if within {
        let says = Saying::WidthWithin {
            part,
            material: material_id,
            measured,
            limit,
        };
        (Status::Pass, says)
    } else {
        let says = Saying::WidthExceeds {
            part,
            material: material_id,
            measured,
            limit,
        };
        (Status::Fail, says)
    };
    Some(finding(rule, status, shown, limit_shown, ruleset, says))
}

fn category(ruleset: &Ruleset, item: &Item, rule: &Rule) -> Finding {
    let Some((set_id, set)) = ruleset
        .kinds
        .get(&item.kind)
        .and_then(|k| k.categories.as_ref())
        .and_then(|id| ruleset.category_sets.get_key_value(id))
    else {
        let says = Saying::NoCategories {
            kind: item.kind.clone(),
        };
        return finding(rule, Status::Fail, None, None, ruleset, says);
    };
    let limit = Some(set.ranges.clone());
    let Some(value) = item.measures.get(&set.measure) else {
        let says = Saying::LengthNotMeasured;
        return finding(rule, Status::Unmeasured, None, limit, ruleset, says);
    };
    let unit = ruleset
        .measures
        .get(&set.measure)
        .map(|m| m.show)
        .unwrap_or(Unit::Centimetre);
    let measured = value.display_in(unit);
    let shown = Some(measured.clone());
    let set_provisional = set.entries.iter().any(|c| c.provisional);
    let (status, says, provisional) = match set.classify(value.canonical()) {
        Some(c) => {
            let says = Saying::InCategory {
                measured,
                set: set_id.clone(),
                category: c.id.clone(),
            };
            (Status::Pass, says, c.provisional)
        }
        None if set_provisional => {
            let says = Saying::OutsideProvisionalCategories { measured };
            (Status::Referred, says, true)
        }
        None => (Status::Fail, Saying::OutsideCategories { measured }, false),
    };
    let mut result = finding(rule, status, shown, limit, ruleset, says);
    result.provisional = provisional || rule.provisional;
    result
}
