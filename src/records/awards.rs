//! Armour awards: the armour points a character was given, stored
//! generically so any calculator can record them: body, helmet and total
//! points, the ruleset id and version, a provisional flag, who decided when
//! the game master did, and the calculator's explanation as JSON text.
//! [`Store::record_award`] appends a [`NewAward`]; [`Store::latest_award`]
//! is the one lookup shows.

use rusqlite::{OptionalExtension, Row, params};
use serde::Serialize;

use super::error::RecordsError;
use super::store::Store;
use super::time::now_utc;

/// An award to record.
#[derive(Clone, Debug, Default)]
pub struct NewAward<'a> {
    pub character_pk: i64,
    pub ruleset_id: &'a str,
    pub ruleset_version: &'a str,
    pub body_points: u32,
    pub helmet_points: u32,
    pub total: u32,
    pub provisional: bool,
    pub gm_decided_by: Option<&'a str>,
    /// The calculator's explanation, as JSON text.
    pub explanation_json: &'a str,
    pub recorder: &'a str,
}

/// A stored award.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StoredAward {
    pub id: i64,
    pub character_pk: i64,
    pub ruleset_id: String,
    pub ruleset_version: String,
    pub body_points: u32,
    pub helmet_points: u32,
    pub total: u32,
    pub provisional: bool,
    pub gm_decided_by: Option<String>,
    pub explanation_json: String,
    pub recorder: String,
    pub recorded_at: String,
}

const AWARD_COLUMNS: &str = "a.id, a.character_pk, a.ruleset_id, a.ruleset_version, \
     a.body_points, a.helmet_points, a.total, a.provisional, a.gm_decided_by, a.explanation, \
     a.recorder, a.recorded_at";

fn award_from_row(row: &Row<'_>) -> rusqlite::Result<StoredAward> {
    Ok(StoredAward {
        id: row.get(0)?,
        character_pk: row.get(1)?,
        ruleset_id: row.get(2)?,
        ruleset_version: row.get(3)?,
        body_points: row.get(4)?,
        helmet_points: row.get(5)?,
        total: row.get(6)?,
        provisional: row.get(7)?,
        gm_decided_by: row.get(8)?,
        explanation_json: row.get(9)?,
        recorder: row.get(10)?,
        recorded_at: row.get(11)?,
    })
}

impl Store {
    /// Appends an award; returns its id.
    pub fn record_award(&mut self, new: &NewAward<'_>) -> Result<i64, RecordsError> {
        self.character(new.character_pk)?;
        if new.recorder.trim().is_empty() {
            return Err(RecordsError::invalid(
                "recorder",
                new.recorder,
                "must not be empty",
            ));
        }
        if let Err(e) = serde_json::from_str::<serde_json::Value>(new.explanation_json) {
            return Err(RecordsError::invalid(
                "explanation",
                new.explanation_json,
                format!("not JSON: {e}"),
            ));
        }
        self.conn
            .prepare_cached(
                "INSERT INTO awards(character_pk, ruleset_id, ruleset_version, body_points,
                     helmet_points, total, provisional, gm_decided_by, explanation, recorder,
                     recorded_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id",
            )
            .and_then(|mut s| {
                s.query_row(
                    params![
                        new.character_pk,
                        new.ruleset_id,
                        new.ruleset_version,
                        new.body_points,
                        new.helmet_points,
                        new.total,
                        new.provisional,
                        new.gm_decided_by,
                        new.explanation_json,
                        new.recorder.trim(),
                        now_utc()
                    ],
                    |r| r.get(0),
                )
            })
            .map_err(self.err())
    }

    /// Appends the rules core's armour award for a character; returns its id.
    /// Five Oaths awards Armour hits on every location: they are stored as
    /// the body value (and the total), with the whole award as explanation.
    pub fn record_armour_award(
        &mut self,
        character_pk: i64,
        award: &crate::rules::armour::Award,
        recorder: &str,
    ) -> Result<i64, RecordsError> {
        use crate::rules::armour::AwardValue;
        if !award.attested {
            return Err(RecordsError::invalid(
                "attested",
                "false",
                "answer every piece's safety attestation before the award is recorded",
            ));
        }
        let (body_points, helmet_points, total, gm_decided_by) = match &award.value {
            AwardValue::Points(p) => (
                p.body,
                p.helmet,
                p.total,
                p.gm.as_ref().map(|g| g.by.as_str()),
            ),
            AwardValue::Hits(h) => (h.per_location, 0, h.per_location, None),
        };
        let explanation = serde_json::to_string(award)
            .map_err(|e| RecordsError::invalid("explanation", "", e.to_string()))?;
        self.record_award(&NewAward {
            character_pk,
            ruleset_id: &award.ruleset.id,
            ruleset_version: &award.ruleset.version,
            body_points,
            helmet_points,
            total,
            provisional: award.provisional,
            gm_decided_by,
            explanation_json: &explanation,
            recorder,
        })
    }

    /// The character's most recent award.
    pub fn latest_award(&self, character_pk: i64) -> Result<Option<StoredAward>, RecordsError> {
        self.conn
            .prepare_cached(&format!(
                "SELECT {AWARD_COLUMNS} FROM awards a WHERE a.character_pk = ?1
                 ORDER BY a.id DESC LIMIT 1"
            ))
            .and_then(|mut s| s.query_row([character_pk], award_from_row).optional())
            .map_err(self.err())
    }

    /// Every award of an event, oldest first.
    pub fn awards(&self, event_id: &str) -> Result<Vec<StoredAward>, RecordsError> {
        let mut stmt = self
            .conn
            .prepare(&format!(
                "SELECT {AWARD_COLUMNS} FROM awards a JOIN characters c ON c.pk = a.character_pk
                 WHERE c.event_id = ?1 ORDER BY a.id"
            ))
            .map_err(self.err())?;
        stmt.query_map([event_id], award_from_row)
            .and_then(|rows| rows.collect())
            .map_err(RecordsError::sqlite(self.path()))
    }
}
