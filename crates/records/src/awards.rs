//! Armour awards, stored whatever the game: the rules core's
//! [`Award`] itself (Ancalagon points or Five Oaths hits per location),
//! serialized as JSON, with its ruleset id and version. The body, helmet,
//! total, provisional and game-master columns are a summary written from the
//! award in the same insert, for the lookup, the export and the referees'
//! page; the award is the source of truth. Awards are append-only (the
//! schema refuses updates and deletes): a new award supersedes the old.
//! [`Store::record_armour_award`] appends one; [`Store::latest_award`] is the
//! one lookup shows, [`Store::awards`] an event's all.

use armoury_rules::said;
use serde::Serialize;

use super::counters;
use super::error::RecordsError;
use super::sql::{DbError, Row, params};
use super::store::Store;
use super::time::now_utc;
use armoury_rules::armour::{Award, AwardValue};

/// An armour award as stored: the rules core's award and its summary
/// columns.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StoredAward {
    /// The award row's id; a later award has a larger one.
    pub id: i64,
    /// The character awarded ([`Registration::pk`]).
    ///
    /// [`Registration::pk`]: super::Registration::pk
    pub character_pk: i64,
    /// The ruleset the award was computed under.
    pub ruleset_id: String,
    /// That ruleset's version.
    pub ruleset_version: String,
    /// Body armour points; for Armour hits (Five Oaths), the hits on every
    /// location. A summary of [`StoredAward::award`].
    pub body_points: u32,
    /// Helmet points; 0 for Armour hits.
    pub helmet_points: u32,
    /// Body + helmet, capped; for Armour hits, the hits on every location.
    pub total: u32,
    /// Whether a number shown rests on a provisional value of the ruleset.
    pub provisional: bool,
    /// The game master who decided the body points, if one did.
    pub gm_decided_by: Option<String>,
    /// The award as recorded. `None` only for a row recorded before schema
    /// version 5 whose explanation was not an award (see
    /// `migrations::V5_AWARDS`); its summary and text are kept.
    #[serde(skip)]
    pub award: Option<Award>,
    /// The stored JSON text, verbatim: the serialized award, or a legacy
    /// row's explanation. The export and `lookup --json` show it.
    pub explanation_json: String,
    /// Who recorded the award.
    pub recorder: String,
    /// When, UTC RFC 3339 (`2026-07-14T09:30:05Z`).
    pub recorded_at: String,
}

/// The summary columns of an award: body, helmet, total, who decided.
fn summary(award: &Award) -> (u32, u32, u32, Option<&str>) {
    match &award.value {
        AwardValue::Points(p) => (
            p.body,
            p.helmet,
            p.total,
            p.gm.as_ref().map(|g| g.by.as_str()),
        ),
        AwardValue::Hits(h) => (h.per_location, 0, h.per_location, None),
    }
}

const AWARD_COLUMNS: &str = "a.id, a.character_pk, a.ruleset_id, a.ruleset_version, \
     a.body_points, a.helmet_points, a.total, a.provisional, a.gm_decided_by, \
     a.award, a.legacy_explanation, a.recorder, a.recorded_at";

/// A stored award that does not deserialize as a [`Award`].
#[derive(Debug, thiserror::Error)]
#[error("award #{id}: the stored award is not one this Armoury reads: {cause}")]
struct UnreadableAward {
    id: i64,
    cause: serde_json::Error,
}

fn award_from_row(row: &Row<'_>) -> Result<StoredAward, DbError> {
    const AWARD: usize = 9;
    let id = row.get(0)?;
    let stored: Option<String> = row.get(AWARD)?;
    let (award, explanation_json) = match stored {
        Some(text) => {
            let award = serde_json::from_str(&text).map_err(|cause| DbError::Column {
                index: AWARD,
                message: UnreadableAward { id, cause }.to_string(),
            })?;
            (Some(award), text)
        }
        None => (None, row.get(AWARD + 1)?),
    };
    Ok(StoredAward {
        id,
        character_pk: row.get(1)?,
        ruleset_id: row.get(2)?,
        ruleset_version: row.get(3)?,
        body_points: row.get(4)?,
        helmet_points: row.get(5)?,
        total: row.get(6)?,
        provisional: row.get(7)?,
        gm_decided_by: row.get(8)?,
        award,
        explanation_json,
        recorder: row.get(11)?,
        recorded_at: row.get(12)?,
    })
}

impl Store {
    /// Appends the rules core's armour award for a character; returns its
    /// id. Refuses an unattested award and an empty recorder.
    pub fn record_armour_award(
        &mut self,
        character_pk: i64,
        award: &Award,
        recorder: &str,
    ) -> Result<i64, RecordsError> {
        if !award.attested {
            return Err(RecordsError::invalid(
                "attested",
                "false",
                said!(
                    "err-why-attest",
                    "answer every piece's safety attestation before the award is recorded"
                ),
            ));
        }
        let character = self.character(character_pk)?;
        if recorder.trim().is_empty() {
            return Err(RecordsError::invalid(
                "recorder",
                recorder,
                said!("err-why-empty", "must not be empty"),
            ));
        }
        let json = serde_json::to_string(award)
            .map_err(|e| RecordsError::invalid("award", "", e.to_string()))?;
        let (body_points, helmet_points, total, gm_decided_by) = summary(award);
        let tx = self.begin()?;
        let id = tx.sql().query_value(
            "INSERT INTO awards(character_pk, ruleset_id, ruleset_version, award,
                 body_points, helmet_points, total, provisional, gm_decided_by, recorder,
                 recorded_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id",
            params![
                character_pk,
                award.ruleset.id,
                award.ruleset.version,
                json,
                body_points,
                helmet_points,
                total,
                award.provisional,
                gm_decided_by,
                recorder.trim(),
                now_utc()
            ],
        )?;
        counters::seen(tx.sql(), &character.event_id, character_pk)?;
        tx.commit()?;
        Ok(id)
    }

    /// The character's most recent award.
    pub fn latest_award(&self, character_pk: i64) -> Result<Option<StoredAward>, RecordsError> {
        self.sql().query_opt(
            &format!(
                "SELECT {AWARD_COLUMNS} FROM awards a WHERE a.character_pk = ?1
                 ORDER BY a.id DESC LIMIT 1"
            ),
            params![character_pk],
            award_from_row,
        )
    }

    /// Every award of an event, oldest first.
    pub fn awards(&self, event_id: &str) -> Result<Vec<StoredAward>, RecordsError> {
        self.sql().query(
            &format!(
                "SELECT {AWARD_COLUMNS} FROM awards a JOIN characters c ON c.pk = a.character_pk
                 WHERE c.event_id = ?1 ORDER BY a.id"
            ),
            params![event_id],
            award_from_row,
        )
    }
}
