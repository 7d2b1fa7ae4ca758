//! An inspection as decided at the desk: [`Decided`] is everything an
//! inspection row needs, owned and serializable, stamped when the marshal
//! decided (not when it reached the database). [`NewInspection::decide`]
//! makes one; [`Store::record_decided`] writes it, now or later, from a
//! station's outbox ([`super::outbox`]).
//!
//! Written once, whatever happens on the way: a decided inspection may
//! carry its station's `request_key`, unique on the server, and one that
//! arrives again (the acknowledgement was lost, the station was killed
//! before it noted the send) is answered with what was recorded the first
//! time. One approved while the server was away carries the tag serial the
//! station issued from its reserved block (`reserved_serial`), which the
//! server keeps instead of allocating another.
//!
//! [`NewInspection::decide`]: super::NewInspection::decide

use armoury_rules::said;
use serde::{Deserialize, Serialize};

use super::error::RecordsError;
use super::events::PhotoPolicy;
use super::inspections::{NewInspection, Recorded, StoredItem, non_empty};
use super::photos::{self, StoredPhoto};
use super::sql::params;
use super::store::Store;
use super::tags::{self, Tag};
use super::time::now_utc;
use super::{counters, flagged};
use armoury_rules::Outcome;

impl NewInspection<'_> {
    /// The inspection as decided at the desk, checked and ready to be
    /// written now or later (see [`super::decided`]); stamped now.
    pub fn decide(&self) -> Result<Decided, RecordsError> {
        non_empty("inspector", self.inspector)?;
        non_empty("station", self.station)?;
        let override_reason = self.override_reason.map(str::trim);
        if let Some(reason) = override_reason {
            non_empty("override reason", reason)?;
            if self.verdict.verdict == Outcome::Approved {
                return Err(RecordsError::invalid(
                    "override reason",
                    reason,
                    said!(
                        "err-why-approved-already",
                        "the item is approved already; there is nothing to override"
                    ),
                ));
            }
        }
        let findings_json = serde_json::to_string(&self.verdict.findings)
            .map_err(|e| RecordsError::invalid("findings", "", e.to_string()))?;
        Ok(Decided {
            event_id: self.event_id.to_string(),
            character_pk: self.character_pk,
            item: StoredItem::from(self.item),
            ruleset_id: self.verdict.ruleset.id.clone(),
            ruleset_version: self.verdict.ruleset.version.clone(),
            category: self.verdict.category.clone(),
            verdict: self.verdict.verdict.as_str().to_string(),
            approved: self.verdict.verdict == Outcome::Approved || override_reason.is_some(),
            override_reason: override_reason.map(str::to_string),
            findings_json,
            inspector: self.inspector.trim().to_string(),
            station: self.station.trim().to_string(),
            decided_at: now_utc(),
            corrects: self.corrects,
            request_key: None,
            reserved_serial: None,
            photo: None,
        })
    }
}

/// An inspection decided at a desk, ready to be written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decided {
    /// The event the inspection belongs to.
    pub event_id: String,
    /// The character whose item it is (`Registration::pk`), if known.
    pub character_pk: Option<i64>,
    /// The item as inspected.
    pub item: StoredItem,
    /// The ruleset that judged the item.
    pub ruleset_id: String,
    /// That ruleset's version.
    pub ruleset_version: String,
    /// The ruleset category the verdict placed the item in, if any.
    pub category: Option<String>,
    /// `approved`, `referred` or `rejected`: the rules' verdict.
    pub verdict: String,
    /// Approved by the verdict, or overridden.
    pub approved: bool,
    /// Why the item is approved despite its verdict (trimmed, not empty).
    pub override_reason: Option<String>,
    /// The rules core's findings, as JSON.
    pub findings_json: String,
    /// Who inspected (trimmed, not empty).
    pub inspector: String,
    /// The station it was inspected at (trimmed, not empty).
    pub station: String,
    /// When the marshal decided (UTC, RFC 3339).
    pub decided_at: String,
    /// The inspection this one corrects (same item).
    pub corrects: Option<i64>,
    /// The station's key for it: a resend with the same key is recorded once.
    pub request_key: Option<String>,
    /// The serial sequence the station issued offline from its reserved block.
    pub reserved_serial: Option<i64>,
    /// The photo taken at the desk, if any (absent in an outbox written
    /// before Armoury kept photos).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub photo: Option<StoredPhoto>,
}

impl Store {
    /// Records an inspection (and allocates a tag when approved); returns its id.
    pub fn record_inspection(&mut self, new: &NewInspection<'_>) -> Result<Recorded, RecordsError> {
        self.record_decided(&new.decide()?)
    }

    /// Writes a decided inspection (and its tag when approved) in one
    /// transaction; one whose request key is stored already is not written
    /// again, and what was recorded then is returned.
    pub fn record_decided(&mut self, decided: &Decided) -> Result<Recorded, RecordsError> {
        if let Some(key) = &decided.request_key
            && let Some(done) = self.recorded_by_key(key)?
        {
            return Ok(done);
        }
        let event = self.event(&decided.event_id)?;
        if event.photos == PhotoPolicy::Required && decided.approved && decided.photo.is_none() {
            return Err(RecordsError::invalid(
                "photo",
                "none",
                said!(
                    "err-why-photo-required",
                    "event {event} approves an item only with its photo",
                    event = &event.id,
                ),
            ));
        }
        if let Some(pk) = decided.character_pk {
            let character = self.character(pk)?;
            if character.event_id != event.id {
                return Err(RecordsError::invalid(
                    "character",
                    character.id,
                    said!(
                        "err-why-other-event",
                        "belongs to event {its}, not {event}",
                        its = &character.event_id,
                        event = &event.id,
                    ),
                ));
            }
        }
        let corrected = decided.corrects.map(|id| self.inspection(id)).transpose()?;
        if let Some(old) = &corrected
            && old.event_id != event.id
        {
            return Err(RecordsError::invalid(
                "corrects",
                old.id.to_string(),
                said!(
                    "err-why-corrects-other-event",
                    "inspection belongs to event {its}",
                    its = &old.event_id,
                ),
            ));
        }
        let item_json = serde_json::to_string(&decided.item)
            .map_err(|e| RecordsError::invalid("item", "", e.to_string()))?;
        let tx = self.begin()?;
        let sql = tx.sql();
        let item_id = match &corrected {
            Some(old) => old.item_id,
            None => sql.query_value(
                "INSERT INTO items(event_id, character_pk, kind, name, description, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id",
                params![
                    event.id,
                    decided.character_pk,
                    decided.item.kind,
                    decided.item.name,
                    decided.item.description,
                    decided.decided_at
                ],
            )?,
        };
        let character_pk = decided
            .character_pk
            .or(corrected.as_ref().and_then(|c| c.character_pk));
        let inspection_id: i64 = sql.query_value(
            "INSERT INTO inspections(item_id, event_id, character_pk, ruleset_id, ruleset_version,
                 category, item_json, verdict, approved, override_reason, findings_json,
                 inspector, station, recorded_at, corrects, request_key)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
             RETURNING id",
            params![
                item_id,
                event.id,
                character_pk,
                decided.ruleset_id,
                decided.ruleset_version,
                decided.category,
                item_json,
                decided.verdict,
                decided.approved,
                decided.override_reason,
                decided.findings_json,
                decided.inspector,
                decided.station,
                decided.decided_at,
                decided.corrects,
                decided.request_key
            ],
        )?;
        if let Some(photo) = &decided.photo {
            photos::insert(sql, inspection_id, &event.id, photo)?;
        }
        let provisional = flagged::record(
            sql,
            inspection_id,
            &event.id,
            decided.approved,
            &decided.findings_json,
        )?;
        counters::inspection(
            sql,
            &counters::Counted {
                event_id: &event.id,
                station: &decided.station,
                recorded_at: &decided.decided_at,
                verdict: &decided.verdict,
                approved: decided.approved,
                provisional,
                character_pk,
            },
        )?;
        let tag = if decided.approved {
            let now = &decided.decided_at;
            Some(match decided.reserved_serial {
                Some(seq) => tags::insert(sql, &event, seq, inspection_id, now)?,
                None => tags::allocate(sql, &event, inspection_id, now)?,
            })
        } else {
            None
        };
        tx.commit()?;
        Ok(Recorded {
            inspection_id,
            item_id,
            approved: decided.approved,
            tag,
        })
    }

    /// What was recorded for a station's request key, if anything was.
    pub fn recorded_by_key(&self, key: &str) -> Result<Option<Recorded>, RecordsError> {
        self.sql().query_opt(
            "SELECT i.id, i.item_id, i.approved, t.serial, t.valid_until
             FROM inspections i LEFT JOIN tags t ON t.inspection_id = i.id
             WHERE i.request_key = ?1",
            params![key],
            |row| {
                let serial: Option<String> = row.get(3)?;
                let valid_until: Option<String> = row.get(4)?;
                Ok(Recorded {
                    inspection_id: row.get(0)?,
                    item_id: row.get(1)?,
                    approved: row.get(2)?,
                    tag: serial.map(|serial| Tag {
                        serial,
                        valid_until,
                    }),
                })
            },
        )
    }
}
