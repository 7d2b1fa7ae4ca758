//! The `[armour]` section's compiler: validates the raw section into
//! [`ArmourRules`], with errors naming file, line, key and value like the
//! rest of the rules file.

use std::collections::BTreeSet;
use std::ops::Range as Span;

use toml::Spanned;

use super::model::{
    ArmourClass, ArmourMaterial, ArmourPart, ArmourRules, Band, Cap, ClassRules, Combine, Method,
    PieceMeasure, PointsRules, PointsTable, Requirement, Safety, Slot, Test,
};
use super::raw::{
    RawArmour, RawCap, RawClass, RawMaterial, RawRequirement, RawSlot, RawTable, RequirementCheck,
};

use crate::ruleset::names::{fold_name, is_rule_id, is_slug};
use crate::ruleset::range::{Comparison, check_provenance, quantity, range_list};
use crate::saying::Said;
use crate::source::{InputError, SourceFile};
use crate::units::{Dimension, Quantity};

/// Validates and compiles the `[armour]` section.
pub(in crate::ruleset) fn compile(
    source: &SourceFile<'_>,
    raw: Spanned<RawArmour>,
) -> Result<ArmourRules, InputError> {
    let span = raw.span();
    let raw = raw.into_inner();
    let classes_method = match raw.method.get_ref().as_str() {
        "points" => false,
        "classes" => true,
        other => {
            return Err(source.error(
                raw.method.span(),
                "armour.method",
                Some(other.to_string()),
                crate::said!("inp-armour-method", "unknown method (points, classes)"),
            ));
        }
    };
    let method_name = raw.method.get_ref().clone();
    let not_here = |field: &str, given: bool| -> Result<(), InputError> {
        if given {
            Err(source.error(
                span.clone(),
                format!("armour.{field}"),
                None,
                crate::said!(
                    "inp-method-takes-no",
                    "method `{method}` takes no `{field}`",
                    method = &method_name,
                    field = &field
                ),
            ))
        } else {
            Ok(())
        }
    };
    let materials = armour_materials(source, raw.materials, classes_method)?;
    let method = if classes_method {
        not_here("slots", raw.slots.is_some())?;
        not_here("body", raw.body.is_some())?;
        not_here("total", raw.total.is_some())?;
        not_here("gm", raw.gm.is_some())?;
        not_here("requirement", raw.requirement.is_some())?;
        not_here("table", raw.table.is_some())?;
        let mut rules = armour_classes(source, &span, raw.locations, raw.class)?;
        rules.best_feat_provenance = raw.best_feat_provenance;
        for material in &materials {
            if let Some(class) = material.classes.iter().find(|c| rules.class(c).is_none()) {
                return Err(source.error(
                    span.clone(),
                    format!("armour.materials.{}.classes", material.id),
                    Some(class.clone()),
                    crate::said!("inp-no-such-class", "no such class in [[armour.class]]"),
                ));
            }
        }
        Method::Classes(rules)
    } else {
        not_here("locations", raw.locations.is_some())?;
        not_here("class", raw.class.is_some())?;
        not_here("best_feat_provenance", raw.best_feat_provenance.is_some())?;
        let slots = armour_slots(source, &span, raw.slots)?;
        let Some(body) = raw.body else {
            return Err(source.error(
                span,
                "armour.body",
                None,
                crate::said!(
                    "inp-points-needs-body",
                    "method `points` needs `body = {{ combine, clause }}`"
                ),
            ));
        };
        let body_span = body.span();
        let body = body.into_inner();
        let combine = match body.combine.as_str() {
            "mean-round-up" => Combine::MeanRoundUp,
            "max" => Combine::Max,
            "sum" => Combine::Sum,
            other => {
                return Err(source.error(
                    body_span,
                    "armour.body.combine",
                    Some(other.to_string()),
                    crate::said!(
                        "inp-armour-combine",
                        "unknown way to combine (mean-round-up, max, sum)"
                    ),
                ));
            }
        };
        let cap = |raw: Option<Spanned<RawCap>>| {
            raw.map(|c| {
                let c = c.into_inner();
                Cap {
                    max: c.max,
                    clause: c.clause,
                }
            })
        };
        let mut rules = PointsRules {
            slots,
            requirements: Vec::new(),
            tables: Vec::new(),
            body: combine,
            body_clause: body.clause,
            total: cap(raw.total),
            gm: cap(raw.gm),
        };
        let known = |id: &str| materials.iter().any(|m| m.id == id);
        for requirement in raw.requirement.unwrap_or_default() {
            let requirement = armour_requirement(source, requirement, &known)?;
            if rules.requirements.iter().any(|r| r.id == requirement.id) {
                return Err(source.error(
                    span.clone(),
                    format!("armour.requirement {}", requirement.id),
                    Some(requirement.id),
                    crate::said!("inp-duplicate-requirement-id", "duplicate requirement id"),
                ));
            }
            rules.requirements.push(requirement);
        }
        for table in raw.table.unwrap_or_default() {
            let table_span = table.span();
            let table = armour_table(source, table, &known)?;
            let clash = rules.tables.iter().find(|t| {
                t.id == table.id || (t.part == table.part && t.material == table.material)
            });
            if let Some(other) = clash {
                return Err(source.error(
                    table_span,
                    format!("armour.table {}", table.id),
                    Some(table.id.clone()),
                    crate::said!(
                        "inp-table-clash",
                        "clashes with table `{table}` (ids are unique; one table per part and material)",
                        table = &other.id
                    ),
                ));
            }
            rules.tables.push(table);
        }
        Method::Points(rules)
    };
    let safety = match raw.safety {
        Some(safety) if !is_rule_id(&safety.get_ref().id) => {
            return Err(source.error(
                safety.span(),
                "armour.safety.id",
                Some(safety.get_ref().id.clone()),
                crate::said!(
                    "inp-dotted-id",
                    "an id is lower-case letters, digits, `-` and `.`"
                ),
            ));
        }
        Some(safety) => {
            let s = safety.into_inner();
            Some(Safety {
                id: s.id,
                clause: s.clause,
                text: s.text,
            })
        }
        None => None,
    };
    Ok(ArmourRules {
        clause: raw.clause,
        text: raw.text,
        restore: raw.restore,
        safety,
        materials,
        method,
    })
}

fn armour_materials(
    source: &SourceFile<'_>,
    raw: Vec<Spanned<RawMaterial>>,
    classes_method: bool,
) -> Result<Vec<ArmourMaterial>, InputError> {
    let mut names = BTreeSet::new();
    let mut materials = Vec::new();
    for material in raw {
        let span = material.span();
        let m = material.into_inner();
        let key = format!("armour.materials.{}", m.id);
        if !is_slug(&m.id) {
            return Err(source.error(
                span,
                key,
                Some(m.id),
                crate::said!(
                    "inp-armour-material-id",
                    "a material id is lower-case letters, digits and `-`"
                ),
            ));
        }
        let own: BTreeSet<String> = std::iter::once(&m.id)
            .chain(std::iter::once(&m.name))
            .chain(&m.aliases)
            .map(|n| fold_name(n))
            .collect();
        if let Some(clash) = own.iter().find(|n| n.is_empty() || names.contains(*n)) {
            return Err(source.error(
                span,
                key,
                Some(clash.clone()),
                crate::said!(
                    "inp-armour-material-name",
                    "a material name is empty or used by two materials"
                ),
            ));
        }
        names.extend(own);
        if m.classes.is_some() != classes_method {
            return Err(source.error(
                span,
                format!("{key}.classes"),
                None,
                crate::said!(
                    "inp-material-classes",
                    "materials list their `classes` with method `classes`, and only then"
                ),
            ));
        }
        check_provenance(source, &span, &key, m.provisional, &m.provenance)?;
        materials.push(ArmourMaterial {
            id: m.id,
            name: m.name,
            aliases: m.aliases,
            classes: m.classes.unwrap_or_default(),
            provisional: m.provisional,
            provenance: m.provenance,
        });
    }
    if materials.is_empty() {
        return Err(source.error(
            0..0,
            "armour.materials",
            None,
            crate::said!("inp-no-armour-materials", "list at least one material"),
        ));
    }
    Ok(materials)
}

fn armour_part(
    source: &SourceFile<'_>,
    span: &Span<usize>,
    key: String,
    text: &str,
) -> Result<ArmourPart, InputError> {
    match text {
        "body" => Ok(ArmourPart::Body),
        "helmet" => Ok(ArmourPart::Helmet),
        other => Err(source.error(
            span.clone(),
            key,
            Some(other.to_string()),
            crate::said!("inp-armour-part", "unknown part (body, helmet)"),
        )),
    }
}

fn armour_slots(
    source: &SourceFile<'_>,
    span: &Span<usize>,
    raw: Option<Vec<Spanned<RawSlot>>>,
) -> Result<Vec<Slot>, InputError> {
    let raw = raw.unwrap_or_default();
    if raw.is_empty() {
        return Err(source.error(
            span.clone(),
            "armour.slots",
            None,
            crate::said!(
                "inp-points-needs-slots",
                "method `points` needs at least one slot"
            ),
        ));
    }
    let mut slots: Vec<Slot> = Vec::new();
    for slot in raw {
        let span = slot.span();
        let s = slot.into_inner();
        let key = format!("armour.slots.{}", s.id);
        if !is_slug(&s.id) || slots.iter().any(|o| o.id == s.id) {
            return Err(source.error(
                span,
                key,
                Some(s.id),
                crate::said!(
                    "inp-slot-id",
                    "a slot id is unique, lower-case letters, digits and `-`"
                ),
            ));
        }
        if s.max == Some(0) {
            return Err(source.error(
                span,
                format!("{key}.max"),
                Some("0".into()),
                crate::said!("inp-slot-max", "a slot holds at least one piece"),
            ));
        }
        let part = armour_part(source, &span, format!("{key}.part"), &s.part)?;
        slots.push(Slot {
            id: s.id,
            name: s.name,
            part,
            max: s.max,
        });
    }
    Ok(slots)
}

fn armour_requirement(
    source: &SourceFile<'_>,
    raw: Spanned<RawRequirement>,
    known: &dyn Fn(&str) -> bool,
) -> Result<Requirement, InputError> {
    let span = raw.span();
    let r = raw.into_inner();
    let err = |field: &str, value: Option<&str>, message: (String, Said)| {
        source.error(
            span.clone(),
            format!("armour.requirement {}: {field}", r.id),
            value.map(str::to_string),
            message,
        )
    };
    if !is_rule_id(&r.id) {
        return Err(err(
            "id",
            Some(&r.id),
            crate::said!(
                "inp-dotted-id",
                "an id is lower-case letters, digits, `-` and `.`"
            ),
        ));
    }
    let part = match &r.part {
        Some(p) => Some(armour_part(
            source,
            &span,
            format!("armour.requirement {}: part", r.id),
            p,
        )?),
        None => None,
    };
    if r.materials.is_empty() {
        return Err(err(
            "materials",
            None,
            crate::said!("inp-requirement-materials", "name at least one material"),
        ));
    }
    if let Some(unknown) = r.materials.iter().find(|m| !known(m)) {
        return Err(err(
            "materials",
            Some(unknown),
            crate::said!(
                "inp-no-such-armour-material",
                "no such material id in armour.materials"
            ),
        ));
    }
    let measure = PieceMeasure::parse(&r.measure).ok_or_else(|| {
        err(
            "measure",
            Some(&r.measure),
            crate::said!(
                "inp-piece-measure",
                "unknown measure (thickness, wire, weave)"
            ),
        )
    })?;
    let comparison = match r.check {
        RequirementCheck::AtLeast => Some(Comparison::AtLeast),
        RequirementCheck::MoreThan => Some(Comparison::MoreThan),
        RequirementCheck::AtMost => Some(Comparison::AtMost),
        RequirementCheck::LessThan => Some(Comparison::LessThan),
        RequirementCheck::OneOf => None,
    };
    let test = match (comparison, measure, &r.limit, &r.values) {
        (Some(comparison), PieceMeasure::Thickness | PieceMeasure::Wire, Some(limit), None) => {
            let key = format!("armour.requirement {}: limit", r.id);
            let Quantity::Length(limit) = quantity(source, &span, &key, limit, Dimension::Length)?
            else {
                return Err(err(
                    "limit",
                    Some(limit),
                    crate::said!("inp-limit-is-a-length", "a limit here is a length"),
                ));
            };
            Test::Compare {
                measure,
                comparison,
                limit,
            }
        }
        (None, PieceMeasure::Weave, None, Some(values)) if !values.is_empty() => Test::Weave {
            values: values.clone(),
        },
        (Some(_), _, _, _) => {
            return Err(err(
                "check",
                Some(r.check.word()),
                crate::said!(
                    "inp-comparison-takes",
                    "a comparison takes `measure = \"thickness\"` or `\"wire\"` and a `limit`, no `values`"
                ),
            ));
        }
        (None, _, _, _) => {
            return Err(err(
                "check",
                Some(r.check.word()),
                crate::said!(
                    "inp-one-of-takes",
                    "`one-of` takes `measure = \"weave\"` and a non-empty `values` list, no `limit`"
                ),
            ));
        }
    };
    Ok(Requirement {
        id: r.id,
        clause: r.clause,
        text: r.text,
        part,
        materials: r.materials,
        test,
    })
}

fn armour_table(
    source: &SourceFile<'_>,
    raw: Spanned<RawTable>,
    known: &dyn Fn(&str) -> bool,
) -> Result<PointsTable, InputError> {
    let span = raw.span();
    let t = raw.into_inner();
    let key = format!("armour.table {}", t.id);
    if !is_rule_id(&t.id) {
        return Err(source.error(
            span,
            format!("{key}: id"),
            Some(t.id),
            crate::said!(
                "inp-dotted-id",
                "an id is lower-case letters, digits, `-` and `.`"
            ),
        ));
    }
    let part = armour_part(source, &span, format!("{key}: part"), &t.part)?;
    if !known(&t.material) {
        return Err(source.error(
            span,
            format!("{key}: material"),
            Some(t.material),
            crate::said!(
                "inp-no-such-armour-material",
                "no such material id in armour.materials"
            ),
        ));
    }
    let measure = match PieceMeasure::parse(&t.measure) {
        Some(m @ (PieceMeasure::Thickness | PieceMeasure::Wire)) => m,
        _ => {
            return Err(source.error(
                span,
                format!("{key}: measure"),
                Some(t.measure),
                crate::said!("inp-table-measure", "a table is by `thickness` or `wire`"),
            ));
        }
    };
    let bands: Vec<Band> = range_list(source, &key, t.bands, Dimension::Length)?
        .into_iter()
        .map(|(b, range)| Band {
            range,
            points: b.points,
            provisional: b.provisional,
            provenance: b.provenance,
        })
        .collect();
    if bands.is_empty() {
        return Err(source.error(
            span,
            format!("{key}: bands"),
            None,
            crate::said!("inp-table-bands", "a table has at least one band"),
        ));
    }
    Ok(PointsTable {
        id: t.id,
        clause: t.clause,
        part,
        material: t.material,
        measure,
        bands,
    })
}

fn armour_classes(
    source: &SourceFile<'_>,
    span: &Span<usize>,
    locations: Option<Spanned<Vec<String>>>,
    raw: Option<Vec<Spanned<RawClass>>>,
) -> Result<ClassRules, InputError> {
    let Some(locations) = locations else {
        return Err(source.error(
            span.clone(),
            "armour.locations",
            None,
            crate::said!(
                "inp-classes-needs-locations",
                "method `classes` needs the hit `locations`"
            ),
        ));
    };
    let locations_span = locations.span();
    let locations = locations.into_inner();
    let distinct: BTreeSet<&String> = locations.iter().collect();
    if locations.is_empty() || distinct.len() != locations.len() {
        return Err(source.error(
            locations_span,
            "armour.locations",
            None,
            crate::said!("inp-locations-once", "list each hit location once"),
        ));
    }
    let mut classes: Vec<ArmourClass> = Vec::new();
    let mut feats = BTreeSet::new();
    for class in raw.unwrap_or_default() {
        let class_span = class.span();
        let c = class.into_inner();
        let key = format!("armour.class {}", c.id);
        if !is_slug(&c.id) || classes.iter().any(|o| o.id == c.id) {
            return Err(source.error(
                class_span,
                key,
                Some(c.id),
                crate::said!(
                    "inp-class-id",
                    "a class id is unique, lower-case letters, digits and `-`"
                ),
            ));
        }
        let own: BTreeSet<String> = std::iter::once(&c.feat)
            .chain(&c.feat_aliases)
            .map(|f| fold_name(f))
            .collect();
        if let Some(clash) = own.iter().find(|f| f.is_empty() || feats.contains(*f)) {
            return Err(source.error(
                class_span,
                format!("{key}: feat"),
                Some(clash.clone()),
                crate::said!(
                    "inp-feat-name",
                    "a feat name is empty or used by two classes"
                ),
            ));
        }
        feats.extend(own);
        classes.push(ArmourClass {
            id: c.id,
            name: c.name,
            clause: c.clause,
            feat: c.feat,
            feat_aliases: c.feat_aliases,
            hits: c.hits,
        });
    }
    if classes.is_empty() {
        return Err(source.error(
            span.clone(),
            "armour.class",
            None,
            crate::said!(
                "inp-classes-needs-class",
                "method `classes` needs at least one [[armour.class]]"
            ),
        ));
    }
    Ok(ClassRules {
        locations,
        classes,
        best_feat_provenance: None,
    })
}

#[cfg(test)]
mod tests;
