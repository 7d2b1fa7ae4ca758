//! Items and inspections. An inspection row is append-only (triggers refuse
//! UPDATE and DELETE): it stores the whole [`Item`] as JSON ([`StoredItem`]:
//! every measurement with its dimension and canonical unit, materials,
//! flags, free text), the [`Verdict`] (outcome, ruleset id and version,
//! findings JSON), who inspected where and when, an override reason, and
//! `corrects` when it corrects an earlier inspection of the same item.
//!
//! [`Store::record_inspection`] takes a [`NewInspection`] and returns a
//! [`Recorded`]: the new id and, when the item is approved (by verdict or by
//! override), its tag serial from [`super::tags`]. All in one transaction.

use armoury_rules::said;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::error::RecordsError;
use super::sql::{DbError, Row, Value, params};
use super::store::Store;
use super::tags::Tag;
use armoury_rules::units::{Dimension, Quantity};
use armoury_rules::{Item, Verdict};

/// One measurement as stored: canonical value (mm, g, kg-force) and its unit.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredMeasure {
    /// What was measured: length, mass or force.
    pub dimension: Dimension,
    /// The value in the dimension's canonical unit.
    pub value: f64,
    /// The canonical unit's symbol (`mm`, `g`, or `kg` for kilogram-force),
    /// for a person reading the row.
    pub unit: String,
}

/// An [`Item`] as stored in `inspections.item_json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredItem {
    /// The item kind's id in the ruleset (`melee`, `arrow`, …).
    pub kind: String,
    /// The item's name, as entered.
    pub name: Option<String>,
    /// A free-text description, as entered.
    pub description: Option<String>,
    /// Who owns the item, as entered (free text, not a roster id).
    pub owner: Option<String>,
    /// The marshal's notes.
    pub notes: Option<String>,
    /// Each measurement by the ruleset's measure id.
    pub measures: BTreeMap<String, StoredMeasure>,
    /// Each material by the ruleset's material slot (`core` → `pvc`).
    pub materials: BTreeMap<String, String>,
    /// Each yes/no check by the ruleset's flag id.
    pub flags: BTreeMap<String, bool>,
}

impl From<&Item> for StoredItem {
    fn from(item: &Item) -> Self {
        StoredItem {
            kind: item.kind.clone(),
            name: item.name.clone(),
            description: item.description.clone(),
            owner: item.owner.clone(),
            notes: item.notes.clone(),
            measures: item
                .measures
                .iter()
                .map(|(id, q)| {
                    let measure = StoredMeasure {
                        dimension: q.dimension(),
                        value: q.canonical(),
                        unit: q.dimension().canonical_unit().symbol().to_string(),
                    };
                    (id.clone(), measure)
                })
                .collect(),
            materials: item.materials.clone(),
            flags: item.flags.clone(),
        }
    }
}

impl StoredItem {
    /// Back to an [`Item`]; a measure whose value cannot be a quantity is dropped.
    pub fn to_item(&self) -> Item {
        let measures = self
            .measures
            .iter()
            .filter_map(|(id, m)| {
                let q: Quantity = m
                    .dimension
                    .canonical_unit()
                    .to_quantity(m.value, m.dimension)?;
                Some((id.clone(), q))
            })
            .collect();
        Item {
            kind: self.kind.clone(),
            name: self.name.clone(),
            description: self.description.clone(),
            owner: self.owner.clone(),
            notes: self.notes.clone(),
            measures,
            materials: self.materials.clone(),
            flags: self.flags.clone(),
        }
    }
}

/// An inspection to record.
#[derive(Clone, Debug)]
pub struct NewInspection<'a> {
    /// The event the inspection belongs to.
    pub event_id: &'a str,
    /// The character whose item it is (`Registration::pk`), if known.
    pub character_pk: Option<i64>,
    /// The item as inspected.
    pub item: &'a Item,
    /// The rules core's verdict on the item.
    pub verdict: &'a Verdict,
    /// Who inspected (must not be empty).
    pub inspector: &'a str,
    /// The station it was inspected at (must not be empty).
    pub station: &'a str,
    /// Approve despite the verdict, for this reason (must not be empty).
    pub override_reason: Option<&'a str>,
    /// The inspection this one corrects (same item).
    pub corrects: Option<i64>,
}

/// What [`Store::record_inspection`] wrote.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Recorded {
    /// The new inspection's id.
    pub inspection_id: i64,
    /// The item's id: new, or the corrected inspection's item.
    pub item_id: i64,
    /// Whether the item is approved, by verdict or by override.
    pub approved: bool,
    /// The tag issued, when approved.
    pub tag: Option<Tag>,
}

/// An inspection as stored, with the tag issued for it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StoredInspection {
    /// The inspection's id.
    pub id: i64,
    /// The item inspected; its later inspections share this id.
    pub item_id: i64,
    /// The event it belongs to.
    pub event_id: String,
    /// The character whose item it is ([`Registration::pk`]), if known.
    ///
    /// [`Registration::pk`]: super::Registration::pk
    pub character_pk: Option<i64>,
    /// The ruleset that judged the item.
    pub ruleset_id: String,
    /// That ruleset's version.
    pub ruleset_version: String,
    /// The ruleset category the verdict placed the item in, if any.
    pub category: Option<String>,
    /// The item as inspected.
    pub item: StoredItem,
    /// The rules core's outcome: `approved`, `referred` or `rejected`.
    pub verdict: String,
    /// Whether the item is approved, by verdict or by override.
    pub approved: bool,
    /// Why the item was approved despite its verdict, if it was.
    pub override_reason: Option<String>,
    /// The findings as JSON text (the rules core's `Finding` list).
    pub findings_json: String,
    /// Whether the verdict rests on a provisional value (a finding against
    /// a provisional limit or category), read from the stored findings.
    pub provisional: bool,
    /// Who inspected.
    pub inspector: String,
    /// The station it was inspected at.
    pub station: String,
    /// When it was decided at the desk, UTC RFC 3339
    /// (`2026-07-14T09:30:05Z`).
    pub recorded_at: String,
    /// The earlier inspection of the same item this one corrects.
    pub corrects: Option<i64>,
    /// The tag's serial (`AN11-000123`), when one was issued.
    pub tag_serial: Option<String>,
    /// The tag's last valid day, `YYYY-MM-DD`; none when there is no tag
    /// or the event has no end date.
    pub valid_until: Option<String>,
}

pub(crate) const INSPECTION_COLUMNS: &str = "i.id, i.item_id, i.event_id, i.character_pk, \
     i.ruleset_id, i.ruleset_version, i.category, i.item_json, i.verdict, i.approved, \
     i.override_reason, i.findings_json, i.inspector, i.station, i.recorded_at, i.corrects, \
     t.serial, t.valid_until";
pub(crate) const INSPECTION_FROM: &str = "inspections i LEFT JOIN tags t ON t.inspection_id = i.id";

pub(crate) fn inspection_from_row(row: &Row<'_>) -> Result<StoredInspection, DbError> {
    let item_json: String = row.get(7)?;
    let item = serde_json::from_str(&item_json).map_err(|e| DbError::Column {
        index: 7,
        message: format!("the stored item is not one this Armoury reads: {e}"),
    })?;
    let findings_json: String = row.get(11)?;
    Ok(StoredInspection {
        id: row.get(0)?,
        item_id: row.get(1)?,
        event_id: row.get(2)?,
        character_pk: row.get(3)?,
        ruleset_id: row.get(4)?,
        ruleset_version: row.get(5)?,
        category: row.get(6)?,
        item,
        verdict: row.get(8)?,
        approved: row.get(9)?,
        override_reason: row.get(10)?,
        provisional: rests_on_provisional(&findings_json),
        findings_json,
        inspector: row.get(12)?,
        station: row.get(13)?,
        recorded_at: row.get(14)?,
        corrects: row.get(15)?,
        tag_serial: row.get(16)?,
        valid_until: row.get(17)?,
    })
}

/// Whether stored findings rest on a provisional value, as the verdict's
/// `provisional` says: any finding marked so. Unreadable findings say no.
fn rests_on_provisional(findings_json: &str) -> bool {
    #[derive(Deserialize)]
    struct Marked {
        #[serde(default)]
        provisional: bool,
    }
    serde_json::from_str::<Vec<Marked>>(findings_json)
        .is_ok_and(|findings| findings.iter().any(|f| f.provisional))
}

pub(crate) fn non_empty(field: &'static str, value: &str) -> Result<(), RecordsError> {
    if value.trim().is_empty() {
        Err(RecordsError::invalid(
            field,
            value,
            said!("err-why-empty", "must not be empty"),
        ))
    } else {
        Ok(())
    }
}

impl Store {
    /// The inspection with this id, with its tag if one was issued;
    /// `NotFound` if there is none.
    pub fn inspection(&self, id: i64) -> Result<StoredInspection, RecordsError> {
        self.sql()
            .query_opt(
                &format!("SELECT {INSPECTION_COLUMNS} FROM {INSPECTION_FROM} WHERE i.id = ?1"),
                params![id],
                inspection_from_row,
            )?
            .ok_or_else(|| RecordsError::NotFound {
                what: "inspection",
                value: id.to_string(),
            })
    }

    /// The inspection a tag serial was issued for (serials compare ignoring case).
    pub fn inspection_by_tag(&self, serial: &str) -> Result<StoredInspection, RecordsError> {
        let serial = serial.trim().to_ascii_uppercase();
        self.sql()
            .query_opt(
                &format!("SELECT {INSPECTION_COLUMNS} FROM {INSPECTION_FROM} WHERE t.serial = ?1"),
                params![serial],
                inspection_from_row,
            )?
            .ok_or(RecordsError::NotFound {
                what: "tag",
                value: serial,
            })
    }

    /// The latest inspection of an item: the one in force, since a
    /// correction is a later inspection of the same item.
    pub fn latest_inspection_of_item(
        &self,
        item_id: i64,
    ) -> Result<StoredInspection, RecordsError> {
        self.query_inspections(
            "WHERE i.id = (SELECT max(j.id) FROM inspections j WHERE j.item_id = ?1)",
            params![item_id],
        )?
        .pop()
        .ok_or_else(|| RecordsError::NotFound {
            what: "item",
            value: item_id.to_string(),
        })
    }

    /// Every inspection of an event, oldest first.
    pub fn inspections(&self, event_id: &str) -> Result<Vec<StoredInspection>, RecordsError> {
        self.query_inspections("WHERE i.event_id = ?1 ORDER BY i.id", params![event_id])
    }

    /// The current inspections of a character's items: for each item its
    /// latest inspection (a correction supersedes what it corrects).
    pub(crate) fn current_inspections(
        &self,
        character_pk: i64,
    ) -> Result<Vec<StoredInspection>, RecordsError> {
        self.query_inspections(
            "WHERE i.id IN (SELECT max(j.id) FROM inspections j JOIN items it ON it.id = j.item_id
                            WHERE it.character_pk = ?1 GROUP BY j.item_id)
             ORDER BY i.id",
            params![character_pk],
        )
    }

    fn query_inspections(
        &self,
        filter: &str,
        params: &[Value<'_>],
    ) -> Result<Vec<StoredInspection>, RecordsError> {
        self.sql().query(
            &format!("SELECT {INSPECTION_COLUMNS} FROM {INSPECTION_FROM} {filter}"),
            params,
            inspection_from_row,
        )
    }
}
