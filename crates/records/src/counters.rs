//! Counters the organiser's figures read instead of grouping every
//! inspection, both written in the transaction that records what they
//! count:
//! - `inspection_hours`: inspections per event, station, hour (UTC,
//!   `2026-07-14T09`), outcome and whether the approval rests on a
//!   provisional value. The charts, the station counts, the overrides and
//!   the provisional approvals read a few hundred counters (grouping
//!   100,000 inspections by hour took 16 ms in SQLite; counting 85,000
//!   provisional approvals' markers, 14 ms on a server);
//! - `characters_seen`: each character with an inspection or an armour
//!   award, once (counting the distinct owners of 100,000 inspections took
//!   13 ms on a server).
//!
//! A counter is raised with the inspection ([`inspection`]) or award
//! ([`seen`]), so it always equals what a grouped query over the rows
//! would give; [`Store::recount`] makes an event's counters again from its
//! rows (after `db copy`, which writes the rows without going through
//! either, or rows written outside Armoury).

use super::error::RecordsError;
use super::sql::{Sql, params};
use super::store::Store;

/// The hour of a stored UTC timestamp (`2026-07-14T09:30:05Z` →
/// `2026-07-14T09`), as SQL's `substr(recorded_at, 1, 13)` gives it.
pub(crate) fn hour_of(recorded_at: &str) -> &str {
    recorded_at.get(..13).unwrap_or(recorded_at)
}

/// An inspection just recorded, as the counters see it.
pub(crate) struct Counted<'a> {
    pub(crate) event_id: &'a str,
    pub(crate) station: &'a str,
    pub(crate) recorded_at: &'a str,
    pub(crate) verdict: &'a str,
    pub(crate) approved: bool,
    /// It rests on a provisional value (limit or category).
    pub(crate) provisional: bool,
    pub(crate) character_pk: Option<i64>,
}

/// Counts one inspection just recorded.
pub(crate) fn inspection(sql: Sql<'_>, counted: &Counted<'_>) -> Result<(), RecordsError> {
    sql.execute(
        "INSERT INTO inspection_hours(event_id, station, hour, verdict, approved, provisional,
             inspections)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1)
         ON CONFLICT (event_id, station, hour, verdict, approved, provisional)
         DO UPDATE SET inspections = inspection_hours.inspections + 1",
        params![
            counted.event_id,
            counted.station,
            hour_of(counted.recorded_at),
            counted.verdict,
            counted.approved,
            counted.provisional
        ],
    )?;
    if let Some(pk) = counted.character_pk {
        seen(sql, counted.event_id, pk)?;
    }
    Ok(())
}

/// Counts character `pk` of the event as seen (an inspection or an armour
/// award of theirs was just recorded).
pub(crate) fn seen(sql: Sql<'_>, event_id: &str, pk: i64) -> Result<(), RecordsError> {
    sql.execute(
        "INSERT INTO characters_seen(event_id, character_pk) VALUES (?1, ?2)
         ON CONFLICT DO NOTHING",
        params![event_id, pk],
    )?;
    Ok(())
}

/// Makes an event's counters again from its rows.
pub(crate) fn recount(sql: Sql<'_>, event_id: &str) -> Result<(), RecordsError> {
    for table in ["inspection_hours", "characters_seen"] {
        sql.execute(
            &format!("DELETE FROM {table} WHERE event_id = ?1"),
            params![event_id],
        )?;
    }
    sql.execute(
        "INSERT INTO inspection_hours(event_id, station, hour, verdict, approved, provisional,
             inspections)
         SELECT i.event_id, i.station, substr(i.recorded_at, 1, 13), i.verdict, i.approved,
                CASE WHEN EXISTS (SELECT 1 FROM flagged_findings f
                                  WHERE f.inspection_id = i.id AND f.provisional = 1)
                     THEN 1 ELSE 0 END,
                count(*)
         FROM inspections i WHERE i.event_id = ?1
         GROUP BY 1, 2, 3, 4, 5, 6",
        params![event_id],
    )?;
    sql.execute(
        "INSERT INTO characters_seen(event_id, character_pk)
         SELECT event_id, character_pk FROM inspections
         WHERE event_id = ?1 AND character_pk IS NOT NULL
         UNION
         SELECT c.event_id, c.pk FROM characters c
         WHERE c.event_id = ?1 AND EXISTS (SELECT 1 FROM awards a WHERE a.character_pk = c.pk)",
        params![event_id],
    )?;
    Ok(())
}

impl Store {
    /// Makes the event's counters again from its rows, in one transaction:
    /// for rows written outside Armoury (the benches' generated events).
    pub fn recount(&self, event_id: &str) -> Result<(), RecordsError> {
        let tx = self.begin()?;
        recount(tx.sql(), event_id)?;
        tx.commit()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hour_is_the_timestamps_first_thirteen_characters() {
        assert_eq!(hour_of("2026-07-14T09:30:05Z"), "2026-07-14T09");
        assert_eq!(hour_of("short"), "short");
    }
}
