//! The rules-file compiler: validates the raw model (`raw`) into a
//! [`Ruleset`], converting every limit to canonical units once. Each
//! refusal is an [`InputError`] naming the file, line, key and value.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range as Span;

use toml::Spanned;

use super::formula::{Condition, read_condition, read_limit};
use super::model::{
    Category, CategorySet, Check, DualWield, Effect, Interpretation, Kind, Material, Measure, Meta,
    Part, Rule, Ruleset, WieldPair,
};
use super::names::{fold_name, is_rule_id, is_slug};
use super::range::{Comparison, Range, check_provenance, quantity, range_list};
use super::raw::{
    CheckWord, EffectWord, RawCategorySet, RawDualWield, RawKind, RawMeasure, RawMeta, RawPart,
    RawRule, RawRuleset,
};
use super::{armour, translation};
use crate::saying::Said;
use crate::source::{InputError, SourceFile};
use crate::units::{Dimension, Quantity, Unit, UnknownUnit};

/// Compiles a rules file read into its raw model.
pub(super) fn compile(source: &SourceFile<'_>, raw: RawRuleset) -> Result<Ruleset, InputError> {
    let meta = meta(source, raw.ruleset)?;
    let measures = measures(source, raw.measures)?;
    let parts = parts(source, raw.parts)?;
    let category_sets = category_sets(source, raw.categories, &measures)?;
    let kinds = kinds(source, raw.kinds, &category_sets)?;
    let mut ruleset = Ruleset {
        meta,
        kinds,
        measures,
        flags: raw.flags,
        parts,
        category_sets,
        rules: Vec::new(),
        dual_wield: None,
        armour: None,
        interpretations: Vec::new(),
        translations: BTreeMap::new(),
        source: source.text().to_string(),
    };
    for raw in raw.interpretation {
        let span = raw.span();
        let i = raw.into_inner();
        if !is_rule_id(&i.id) || ruleset.interpretations.iter().any(|o| o.id == i.id) {
            return Err(source.error(
                span,
                format!("interpretation {}", i.id),
                Some(i.id),
                crate::said!(
                    "inp-interpretation-id",
                    "an interpretation id is unique, lower-case letters, digits, `-` and `.`"
                ),
            ));
        }
        ruleset.interpretations.push(Interpretation {
            id: i.id,
            clause: i.clause,
            text: i.text,
        });
    }
    let mut ids = BTreeSet::new();
    for raw_rule in raw.rule {
        let span = raw_rule.span();
        let rule = rule(source, raw_rule.into_inner(), span.clone(), &ruleset)?;
        if !ids.insert(rule.id.clone()) {
            return Err(source.error(
                span,
                format!("rule {}", rule.id),
                Some(rule.id),
                crate::said!("inp-duplicate-rule-id", "duplicate rule id"),
            ));
        }
        ruleset.rules.push(rule);
    }
    if let Some(dual) = raw.dual_wield {
        ruleset.dual_wield = Some(dual_wield(source, dual, &ruleset)?);
    }
    if let Some(armour) = raw.armour {
        ruleset.armour = Some(armour::compile(source, armour)?);
    }
    ruleset.translations = translation::compile(source, raw.translations, &ruleset)?;
    Ok(ruleset)
}

fn meta(source: &SourceFile<'_>, raw: RawMeta) -> Result<Meta, InputError> {
    // A ruleset id may carry a version's dot (`game-v8.7`), as rule ids may.
    if !is_rule_id(raw.id.get_ref())
        || !raw
            .id
            .get_ref()
            .starts_with(|c: char| c.is_ascii_alphanumeric())
    {
        return Err(source.error(
            raw.id.span(),
            "ruleset.id",
            Some(raw.id.get_ref().clone()),
            crate::said!(
                "inp-id",
                "a ruleset id is lower-case letters, digits, `-` and `.`, starting with a letter or digit"
            ),
        ));
    }
    if let Some(effective) = raw.effective.as_ref().filter(|e| !is_iso_date(e.get_ref())) {
        return Err(source.error(
            effective.span(),
            "ruleset.effective",
            Some(effective.get_ref().clone()),
            crate::said!(
                "inp-effective-date",
                "the effective date is written YYYY-MM-DD"
            ),
        ));
    }
    Ok(Meta {
        id: raw.id.into_inner(),
        name: raw.name,
        version: raw.version,
        effective: raw.effective.map(Spanned::into_inner),
        source: raw.source,
        language: raw.language,
    })
}

fn measures(
    source: &SourceFile<'_>,
    raw: BTreeMap<String, Spanned<RawMeasure>>,
) -> Result<BTreeMap<String, Measure>, InputError> {
    let mut starts: Vec<usize> = raw.values().map(|m| m.span().start).collect();
    starts.sort_unstable();
    raw.into_iter()
        .map(|(id, m)| {
            let span = m.span();
            let position = starts.partition_point(|&start| start < span.start);
            let m = m.into_inner();
            let key = format!("measures.{id}.show");
            let show: Unit = m.show.parse().map_err(|e: UnknownUnit| {
                source.error(span.clone(), key.clone(), Some(m.show.clone()), e.said())
            })?;
            if !show.measures(m.dimension) {
                return Err(source.error(
                    span,
                    key,
                    Some(m.show),
                    crate::said!(
                        "inp-unit-does-not-measure",
                        "this unit does not measure {dimension}",
                        dimension = m.dimension
                    ),
                ));
            }
            Ok((
                id,
                Measure {
                    name: m.name,
                    caliper: m
                        .caliper
                        .unwrap_or(m.dimension == Dimension::Length && show == Unit::Millimetre),
                    dimension: m.dimension,
                    show,
                    position,
                },
            ))
        })
        .collect()
}

fn parts(
    source: &SourceFile<'_>,
    raw: BTreeMap<String, Spanned<RawPart>>,
) -> Result<BTreeMap<String, Part>, InputError> {
    let mut parts = BTreeMap::new();
    for (part_id, part) in raw {
        let part = part.into_inner();
        let mut materials: Vec<Material> = Vec::new();
        let mut names = BTreeSet::new();
        for material in part.materials {
            let span = material.span();
            let m = material.into_inner();
            let key = format!("parts.{part_id}.materials.{}", m.id);
            let own: BTreeSet<String> = std::iter::once(&m.id)
                .chain(std::iter::once(&m.name))
                .chain(&m.aliases)
                .map(|n| fold_name(n))
                .collect();
            if own.contains("") {
                return Err(source.error(
                    span,
                    key,
                    None,
                    crate::said!("inp-material-name-empty", "a material name cannot be empty"),
                ));
            }
            if let Some(clash) = own.iter().find(|n| names.contains(*n)) {
                return Err(source.error(
                    span,
                    key,
                    Some(clash.clone()),
                    crate::said!(
                        "inp-material-name-twice",
                        "this name is used by two materials of the same part"
                    ),
                ));
            }
            names.extend(own);
            let max_width = match &m.max_width {
                Some(text) => match quantity(
                    source,
                    &span,
                    &format!("{key}.max_width"),
                    text,
                    Dimension::Length,
                )? {
                    Quantity::Length(mm) => Some(mm),
                    _ => None,
                },
                None => None,
            };
            materials.push(Material {
                id: m.id,
                name: m.name,
                aliases: m.aliases,
                allowed: m.allowed,
                max_width,
                hollow: m.hollow,
                refer: m.refer,
            });
        }
        let allowed = materials
            .iter()
            .filter(|m| m.allowed)
            .map(|m| m.id.as_str())
            .collect::<Vec<_>>()
            .join(", ");
        let part = Part {
            name: part.name,
            clause: part.clause,
            materials,
            allowed,
        };
        parts.insert(part_id, part);
    }
    Ok(parts)
}

fn category_sets(
    source: &SourceFile<'_>,
    raw: BTreeMap<String, Spanned<RawCategorySet>>,
    measures: &BTreeMap<String, Measure>,
) -> Result<BTreeMap<String, CategorySet>, InputError> {
    let mut sets = BTreeMap::new();
    for (set_id, set) in raw {
        let set_span = set.span();
        let set = set.into_inner();
        let Some(measure) = measures.get(&set.measure) else {
            return Err(source.error(
                set_span,
                format!("categories.{set_id}.measure"),
                Some(set.measure),
                crate::said!("inp-no-such-measure", "no such measure in [measures]"),
            ));
        };
        let list = format!("categories.{set_id}");
        let entries: Vec<Category> = range_list(source, &list, set.entries, measure.dimension)?
            .into_iter()
            .map(|(c, Range { lower, upper })| Category {
                id: c.id,
                name: c.name,
                lower,
                upper,
                provisional: c.provisional,
                provenance: c.provenance,
            })
            .collect();
        let ranges = entries
            .iter()
            .map(|c| format!("{}: {}", c.name, c.describe(measure.show)))
            .collect::<Vec<_>>()
            .join("; ");
        let set = CategorySet {
            clause: set.clause,
            measure: set.measure,
            entries,
            ranges,
        };
        sets.insert(set_id, set);
    }
    Ok(sets)
}

fn kinds(
    source: &SourceFile<'_>,
    raw: BTreeMap<String, Spanned<RawKind>>,
    sets: &BTreeMap<String, CategorySet>,
) -> Result<BTreeMap<String, Kind>, InputError> {
    let ids: BTreeSet<String> = raw.keys().cloned().collect();
    raw.into_iter()
        .map(|(id, kind)| {
            let span = kind.span();
            let kind = kind.into_inner();
            if !is_slug(&id) {
                return Err(source.error(
                    span,
                    format!("kinds.{id}"),
                    Some(id),
                    crate::said!(
                        "inp-kind-id",
                        "a kind id is lower-case letters, digits and `-`"
                    ),
                ));
            }
            if let Some(set) = &kind.categories
                && !sets.contains_key(set)
            {
                return Err(source.error(
                    span,
                    format!("kinds.{id}.categories"),
                    Some(set.clone()),
                    crate::said!(
                        "inp-no-such-category-set",
                        "no such category set in [categories]"
                    ),
                ));
            }
            if let Some(neighbour) = kind
                .neighbours
                .iter()
                .find(|n| !ids.contains(*n) || **n == id)
            {
                return Err(source.error(
                    span,
                    format!("kinds.{id}.neighbours"),
                    Some(neighbour.clone()),
                    crate::said!(
                        "inp-neighbour-kind",
                        "a neighbour is another kind in [kinds]"
                    ),
                ));
            }
            Ok((
                id,
                Kind {
                    name: kind.name,
                    categories: kind.categories,
                    colour: kind.colour,
                    neighbours: kind.neighbours,
                },
            ))
        })
        .collect()
}

/// An error about `field` of one rule, at the rule.
type RuleErr<'e> = dyn Fn(&str, Option<&str>, (String, Said)) -> InputError + 'e;

fn rule(
    source: &SourceFile<'_>,
    raw: RawRule,
    span: Span<usize>,
    ruleset: &Ruleset,
) -> Result<Rule, InputError> {
    let id = raw.id.clone();
    let err = |field: &str, value: Option<&str>, message: (String, Said)| {
        source.error(
            span.clone(),
            format!("rule {id}: {field}"),
            value.map(str::to_string),
            message,
        )
    };
    if raw.kinds.is_empty() {
        return Err(err(
            "kinds",
            None,
            crate::said!("inp-rule-kinds", "a rule applies to at least one kind"),
        ));
    }
    for kind in &raw.kinds {
        if !ruleset.kinds.contains_key(kind) {
            return Err(err(
                "kinds",
                Some(kind),
                crate::said!("inp-no-such-kind", "no such kind in [kinds]"),
            ));
        }
    }
    let check = check(&raw, ruleset, &err)?;
    let condition = |field: &str, text: &Option<String>| -> Result<Option<Condition>, InputError> {
        let Some(text) = text else {
            return Ok(None);
        };
        let is_flag = |f: &str| ruleset.flags.contains_key(f);
        let known = |m: &str| ruleset.measures.get(m).map(|m| m.dimension);
        read_condition(text, &is_flag, &known)
            .map(Some)
            .map_err(|e| err(field, Some(text), e.said()))
    };
    let when = condition("when", &raw.when)?;
    let unless = condition("unless", &raw.unless)?;
    if let Some(category) = &raw.category {
        let known = raw.kinds.iter().all(|k| {
            ruleset
                .categories_for(k)
                .is_some_and(|set| set.entries.iter().any(|c| &c.id == category))
        });
        if !known {
            return Err(err(
                "category",
                Some(category),
                crate::said!(
                    "inp-category-not-of-every-kind",
                    "not a length category of every kind this rule applies to"
                ),
            ));
        }
    }
    let effect = effect(raw.effect, raw.grants.clone(), &err)?;
    check_provenance(
        source,
        &span,
        &format!("rule {id}"),
        raw.provisional,
        &raw.provenance,
    )?;
    if !is_rule_id(&id) {
        return Err(err(
            "id",
            Some(&id),
            crate::said!(
                "inp-rule-id",
                "a rule id is lower-case letters, digits, `-` and `.`"
            ),
        ));
    }
    Ok(Rule {
        id: raw.id,
        clause: raw.clause,
        text: raw.text,
        kinds: raw.kinds,
        when,
        unless,
        category: raw.category,
        required: raw.required,
        provisional: raw.provisional,
        provenance: raw.provenance,
        effect,
        check,
    })
}

/// A rule's check: its word takes exactly the fields it needs, and each
/// names a measure, flag or part the ruleset has.
fn check(raw: &RawRule, ruleset: &Ruleset, err: &RuleErr<'_>) -> Result<Check, InputError> {
    let word = raw.check;
    let needed: &[&str] = match word {
        CheckWord::AtLeast | CheckWord::MoreThan | CheckWord::AtMost | CheckWord::LessThan => {
            &["measure", "limit"]
        }
        CheckWord::Yes | CheckWord::No => &["flag"],
        CheckWord::Material | CheckWord::MaterialWidth => &["part"],
        CheckWord::Category => &[],
    };
    let given = [
        ("measure", &raw.measure),
        ("limit", &raw.limit),
        ("flag", &raw.flag),
        ("part", &raw.part),
    ];
    for (field, value) in given {
        match (needed.contains(&field), value) {
            (true, None) => {
                return Err(err(
                    field,
                    None,
                    crate::said!(
                        "inp-check-needs",
                        "check `{check}` needs `{field}`",
                        check = word.word(),
                        field = &field
                    ),
                ));
            }
            (false, Some(v)) => {
                return Err(err(
                    field,
                    Some(v),
                    crate::said!(
                        "inp-check-takes-no",
                        "check `{check}` takes no `{field}`",
                        check = word.word(),
                        field = &field
                    ),
                ));
            }
            _ => {}
        }
    }
    let named = |value: &Option<String>| value.clone().unwrap_or_default();
    let part = || -> Result<String, InputError> {
        let name = named(&raw.part);
        if ruleset.parts.contains_key(&name) {
            Ok(name)
        } else {
            Err(err(
                "part",
                Some(&name),
                crate::said!("inp-no-such-part", "no such part in [parts]"),
            ))
        }
    };
    let compare = |comparison: Comparison| -> Result<Check, InputError> {
        let measure = named(&raw.measure);
        let Some(m) = ruleset.measures.get(&measure) else {
            return Err(err(
                "measure",
                Some(&measure),
                crate::said!("inp-no-such-measure", "no such measure in [measures]"),
            ));
        };
        let written = named(&raw.limit);
        let known = |m: &str| ruleset.measures.get(m).map(|m| m.dimension);
        let limit = read_limit(&written, m.dimension, &known)
            .map_err(|e| err("limit", Some(&written), e.said()))?;
        if limit.fixed().is_some_and(|q| q.canonical() < 0.0) {
            return Err(err(
                "limit",
                Some(&written),
                crate::said!("inp-negative-limit", "a limit cannot be negative"),
            ));
        }
        Ok(Check::Compare {
            measure,
            comparison,
            limit,
        })
    };
    Ok(match word {
        CheckWord::Yes | CheckWord::No => {
            let flag = named(&raw.flag);
            if !ruleset.flags.contains_key(&flag) {
                return Err(err(
                    "flag",
                    Some(&flag),
                    crate::said!("inp-no-such-flag", "no such flag in [flags]"),
                ));
            }
            Check::Flag {
                flag,
                expected: word == CheckWord::Yes,
            }
        }
        CheckWord::Material => Check::Material { part: part()? },
        CheckWord::MaterialWidth => Check::MaterialWidth { part: part()? },
        CheckWord::Category => {
            if let Some(kind) = raw
                .kinds
                .iter()
                .find(|kind| ruleset.categories_for(kind).is_none())
            {
                return Err(err(
                    "kinds",
                    Some(kind),
                    crate::said!(
                        "inp-category-check-kinds",
                        "a category check needs kinds that have `categories`"
                    ),
                ));
            }
            Check::Category
        }
        CheckWord::AtLeast => compare(Comparison::AtLeast)?,
        CheckWord::MoreThan => compare(Comparison::MoreThan)?,
        CheckWord::AtMost => compare(Comparison::AtMost)?,
        CheckWord::LessThan => compare(Comparison::LessThan)?,
    })
}

/// Whether `text` is a real calendar date written `YYYY-MM-DD`.
fn is_iso_date(text: &str) -> bool {
    text.len() == 10 && text.parse::<jiff::civil::Date>().is_ok()
}

/// A rule's effect: blocking (the default), or a capability it `grants`.
fn effect(
    word: Option<EffectWord>,
    grants: Option<String>,
    err: &RuleErr<'_>,
) -> Result<Effect, InputError> {
    match (word, grants) {
        (None | Some(EffectWord::Blocking), None) => Ok(Effect::Blocking),
        (Some(EffectWord::Capability), Some(grants)) => Ok(Effect::Capability(grants)),
        (Some(EffectWord::Capability), None) => Err(err(
            "grants",
            None,
            crate::said!(
                "inp-capability-grants",
                "a capability rule names what it `grants`"
            ),
        )),
        (None | Some(EffectWord::Blocking), Some(g)) => Err(err(
            "grants",
            Some(&g),
            crate::said!(
                "inp-only-capability-grants",
                "only `effect = \"capability\"` grants anything"
            ),
        )),
    }
}

fn dual_wield(
    source: &SourceFile<'_>,
    raw: Spanned<RawDualWield>,
    ruleset: &Ruleset,
) -> Result<DualWield, InputError> {
    let span = raw.span();
    let raw = raw.into_inner();
    let known: BTreeSet<&str> = ruleset
        .category_sets
        .values()
        .flat_map(|s| &s.entries)
        .map(|c| c.id.as_str())
        .collect();
    for pair in &raw.pairs {
        for category in &pair.categories {
            if !known.contains(category.as_str()) {
                return Err(source.error(
                    span,
                    "dual_wield.pairs",
                    Some(category.clone()),
                    crate::said!("inp-no-such-category", "no such length category"),
                ));
            }
        }
    }
    Ok(DualWield {
        id: raw.id,
        clause: raw.clause,
        text: raw.text,
        pairs: raw
            .pairs
            .into_iter()
            .map(|p| WieldPair {
                categories: p.categories,
                combined_length_at_most_height: p.combined_length_at_most_height,
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests;
