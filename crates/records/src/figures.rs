//! The organiser's figures for an event: how registration is going and
//! what keeps failing ([`Store::figures`]). The station's Event panel, the
//! organiser page of `armoury serve` and `armoury report` all show these.
//!
//! Every figure is counted by the database, in grouped queries that read
//! indexes only (migrations 10 and 11 on a file, 5 and 6 on a server),
//! never the wide inspection rows with their item and findings JSON: the
//! findings that count are kept as rows beside them (`flagged`); the
//! inspections per station, hour and outcome and the characters seen as
//! counters (`counters`), all written with each inspection or award. All
//! queries run in one read snapshot, so the figures agree with each other
//! while other stations record.
//!
//! What is counted where:
//! - **Items** are counted by the inspection in force: a correction
//!   supersedes what it corrects (the only way an item has two), so a
//!   superseded inspection counts for no item, no failing rule and no
//!   worklist.
//! - **Inspections** (per station, per hour) count every inspection ever
//!   recorded: each is work done at a desk.
//! - An item is **approved** when it was (by verdict or by override),
//!   else **referred** when the verdict was, else **rejected**.
//! - **Seen** characters have an inspection or an armour award.
//! - Hours are UTC (`2026-07-14T09`): the front ends show them in local
//!   time.

use std::collections::BTreeMap;

use armoury_rules::saying::Saying;
use serde::Serialize;

use super::error::RecordsError;
use super::sql::{Row, Sql, Tx, params};
use super::store::Store;
use super::time::now_utc;

/// How many items each list of [`Figures`] holds at most (the counts
/// beside them are exact).
pub const LIST_LIMIT: usize = 100;
/// How many of the most-failed rules [`Figures::failing_rules`] holds.
pub const TOP_RULES: usize = 10;

/// Items or inspections by outcome.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Outcomes {
    /// Approved, by verdict or by override.
    pub approved: i64,
    /// Referred to the game master and not approved.
    pub referred: i64,
    /// Rejected and not approved.
    pub rejected: i64,
}

impl Outcomes {
    /// All of them.
    pub fn total(&self) -> i64 {
        self.approved + self.referred + self.rejected
    }

    /// Counts `count` rows of a stored verdict and approval (negative to
    /// take them away).
    fn add(&mut self, verdict: &str, approved: bool, count: i64) {
        let counter = if approved {
            &mut self.approved
        } else if verdict == "referred" {
            &mut self.referred
        } else {
            &mut self.rejected
        };
        *counter += count;
    }
}

/// One station's inspections.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StationCount {
    /// The station's name, as it records.
    pub station: String,
    /// Its inspections by outcome.
    pub inspections: Outcomes,
}

/// Inspections at one station in one hour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HourCount {
    /// The hour, UTC, as `2026-07-14T09`.
    pub hour: String,
    /// The station.
    pub station: String,
    /// Inspections recorded there in that hour.
    pub inspections: i64,
}

/// A rule items fail, with how often.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleCount {
    /// The rule's stable id.
    pub rule: String,
    /// Items (in force) that failed it.
    pub failed: i64,
    /// Items (in force) referred to the game master on it.
    pub referred: i64,
    /// The clause it cites, from its latest finding.
    pub clause: Option<String>,
    /// Its limit as the latest finding printed it (`≥ 10 mm`).
    pub limit: Option<String>,
    /// The latest finding's sentence for the marshal, as stored (in the
    /// ruleset's language).
    pub message: Option<String>,
    /// The same sentence in parts, for a report to word in its event's
    /// language; `None` for a finding recorded before Armoury kept it.
    /// Not in the figures' JSON, which stays as it was.
    #[serde(skip)]
    pub says: Option<Saying>,
}

/// An item on one of the organiser's lists, by the inspection in force.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Listed {
    /// The inspection in force (the station's Lookup opens it).
    pub inspection_id: i64,
    /// The item.
    pub item_id: i64,
    /// The item's kind id.
    pub kind: String,
    /// The item's name, as entered.
    pub item_name: Option<String>,
    /// The owner's character ([`Registration::pk`]), if known.
    ///
    /// [`Registration::pk`]: super::Registration::pk
    pub character_pk: Option<i64>,
    /// The owner's character id, if known.
    pub character_id: Option<String>,
    /// The owner's character name, if known.
    pub character_name: Option<String>,
    /// Where it was inspected.
    pub station: String,
    /// Who inspected (and, for an override, approved).
    pub inspector: String,
    /// When, UTC RFC 3339.
    pub recorded_at: String,
    /// Why it was approved despite its verdict (overrides only).
    pub override_reason: Option<String>,
}

/// An event's figures (see the module).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Figures {
    /// The event counted.
    pub event_id: String,
    /// When the figures were counted, UTC RFC 3339.
    pub counted_at: String,
    /// Characters on the roster (walk-ins included).
    pub roster: i64,
    /// Characters with an inspection or an armour award.
    pub seen: i64,
    /// Items, by the inspection in force.
    pub items: Outcomes,
    /// Every inspection recorded, superseded ones included.
    pub inspections: Outcomes,
    /// Items approved on a provisional value (limit or category).
    pub provisional_approvals: i64,
    /// Items approved despite their verdict.
    pub overrides: i64,
    /// Armour awards recorded (a character's later award counts too).
    pub awards: i64,
    /// Characters with an armour award.
    pub armoured: i64,
    /// Inspections per station, by name.
    pub stations: Vec<StationCount>,
    /// Inspections per station per hour, by hour then station.
    pub hours: Vec<HourCount>,
    /// The [`TOP_RULES`] rules failed or referred most, most first.
    pub failing_rules: Vec<RuleCount>,
    /// Items referred to the game master, oldest first: the worklist.
    pub referred_items: Vec<Listed>,
    /// Items approved on a provisional value, oldest first.
    pub provisional_items: Vec<Listed>,
    /// Items approved despite their verdict, oldest first.
    pub override_items: Vec<Listed>,
}

/// An event's superseded inspections (`?1` is the event): older
/// inspections of items that have a correction. Id, verdict, approval.
const SUPERSEDED: &str = "SELECT s.id, s.verdict, s.approved FROM inspections s
     WHERE s.item_id IN (SELECT c.item_id FROM inspections c
                         WHERE c.event_id = ?1 AND c.corrects IS NOT NULL)
       AND s.id < (SELECT max(l.id) FROM inspections l WHERE l.item_id = s.item_id)";

impl Store {
    /// The event's figures, counted now in one read snapshot.
    pub fn figures(&self, event_id: &str) -> Result<Figures, RecordsError> {
        self.event(event_id)?;
        let snapshot = Tx::begin_read(self.sql())?;
        let figures = count(snapshot.sql(), event_id)?;
        snapshot.commit()?;
        Ok(figures)
    }

    /// The id of the event's latest inspection and latest award (0 when
    /// none): what changes when there is something new to count, for a
    /// view that refreshes only then.
    pub fn figures_mark(&self, event_id: &str) -> Result<(i64, i64), RecordsError> {
        let mark = self.sql().query_opt(
            "SELECT (SELECT coalesce(max(id), 0) FROM inspections WHERE event_id = ?1),
                    (SELECT coalesce(max(a.id), 0) FROM awards a
                     JOIN characters c ON c.pk = a.character_pk WHERE c.event_id = ?1)",
            params![event_id],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )?;
        Ok(mark.unwrap_or_default())
    }
}

fn count(sql: Sql<'_>, event_id: &str) -> Result<Figures, RecordsError> {
    let mut figures = Figures {
        event_id: event_id.to_string(),
        counted_at: now_utc(),
        ..Figures::default()
    };
    count_inspections(sql, event_id, &mut figures)?;
    let superseded = Superseded::read(sql, event_id)?;
    figures.items = figures.inspections;
    for (verdict, approved) in superseded.inspections.values() {
        figures.items.add(verdict, *approved, -1);
        if overrides(verdict, *approved) {
            figures.overrides -= 1;
        }
    }
    figures.provisional_approvals -= superseded.provisional_approvals();
    count_characters(sql, event_id, &mut figures)?;
    figures.failing_rules = failing_rules(sql, event_id, &superseded)?;
    figures.referred_items = listed(
        sql,
        event_id,
        "inspections i",
        "i.event_id = ?1 AND i.verdict = 'referred' AND i.approved = 0",
        "i.id",
    )?;
    // One verdict at a time: each list comes in the index's order.
    for verdict in ["referred", "rejected"] {
        figures.override_items.extend(listed(
            sql,
            event_id,
            "inspections i",
            &format!("i.event_id = ?1 AND i.verdict = '{verdict}' AND i.approved = 1"),
            "i.id",
        )?);
    }
    figures
        .override_items
        .sort_by_key(|item| item.inspection_id);
    figures.override_items.truncate(LIST_LIMIT);
    figures.provisional_items = listed(
        sql,
        event_id,
        "flagged_findings f JOIN inspections i ON i.id = f.inspection_id",
        "f.event_id = ?1 AND f.provisional = 1 AND f.approved = 1",
        "f.inspection_id",
    )?;
    Ok(figures)
}

/// Whether an inspection of `verdict` and approval is an override.
fn overrides(verdict: &str, approved: bool) -> bool {
    approved && verdict != "approved"
}

/// Every inspection, per station and hour (from the counters of
/// [`super::counters`]): the stations, the hours, the inspections'
/// outcomes, the overrides and the provisional approvals.
fn count_inspections(
    sql: Sql<'_>,
    event_id: &str,
    figures: &mut Figures,
) -> Result<(), RecordsError> {
    let rows: Vec<(String, String, String, bool, bool, i64)> = sql.query(
        "SELECT station, hour, verdict, approved, provisional, inspections
         FROM inspection_hours WHERE event_id = ?1 AND inspections > 0",
        params![event_id],
        |row| {
            Ok((
                row.get(0)?,
                row.get(1)?,
                row.get(2)?,
                row.get(3)?,
                row.get(4)?,
                row.get(5)?,
            ))
        },
    )?;
    let mut stations: BTreeMap<String, Outcomes> = BTreeMap::new();
    let mut hours: BTreeMap<(String, String), i64> = BTreeMap::new();
    for (station, hour, verdict, approved, provisional, count) in rows {
        figures.inspections.add(&verdict, approved, count);
        if overrides(&verdict, approved) {
            figures.overrides += count;
        }
        if approved && provisional {
            figures.provisional_approvals += count;
        }
        stations
            .entry(station.clone())
            .or_default()
            .add(&verdict, approved, count);
        *hours.entry((hour, station)).or_default() += count;
    }
    figures.stations = stations
        .into_iter()
        .map(|(station, inspections)| StationCount {
            station,
            inspections,
        })
        .collect();
    figures.hours = hours
        .into_iter()
        .map(|((hour, station), inspections)| HourCount {
            hour,
            station,
            inspections,
        })
        .collect();
    Ok(())
}

/// The event's superseded inspections (older inspections of items that
/// have a correction: few), with their flagged findings, to take away from
/// counts made over every inspection.
#[derive(Default)]
struct Superseded {
    /// By id: verdict and approval.
    inspections: BTreeMap<i64, (String, bool)>,
    /// Their flagged findings: rule, status, provisional, approved.
    flagged: Vec<(String, String, bool, bool)>,
}

impl Superseded {
    fn read(sql: Sql<'_>, event_id: &str) -> Result<Self, RecordsError> {
        let mut superseded = Superseded::default();
        sql.query(
            &format!(
                "SELECT s.id, s.verdict, s.approved, f.rule, f.status, f.provisional
                 FROM ({SUPERSEDED}) s
                 LEFT JOIN flagged_findings f ON f.inspection_id = s.id"
            ),
            params![event_id],
            |row| {
                let (verdict, approved): (String, bool) = (row.get(1)?, row.get(2)?);
                let (rule, status): (Option<String>, Option<String>) = (row.get(3)?, row.get(4)?);
                if let (Some(rule), Some(status)) = (rule, status) {
                    let provisional = row.get::<Option<bool>>(5)?.unwrap_or(false);
                    superseded
                        .flagged
                        .push((rule, status, provisional, approved));
                }
                superseded
                    .inspections
                    .insert(row.get(0)?, (verdict, approved));
                Ok(())
            },
        )?;
        Ok(superseded)
    }

    fn provisional_approvals(&self) -> i64 {
        self.flagged
            .iter()
            .filter(|(_, _, provisional, approved)| *provisional && *approved)
            .count() as i64
    }

    /// How many of `rule`'s findings of `status` are superseded.
    fn of_rule(&self, rule: &str, status: &str) -> i64 {
        self.flagged
            .iter()
            .filter(|(r, s, _, _)| r == rule && s == status)
            .count() as i64
    }
}

/// The roster, the characters seen and the armour awards.
fn count_characters(
    sql: Sql<'_>,
    event_id: &str,
    figures: &mut Figures,
) -> Result<(), RecordsError> {
    let counted = sql.query_opt(
        "SELECT (SELECT count(*) FROM characters WHERE event_id = ?1),
                (SELECT count(*) FROM characters_seen WHERE event_id = ?1),
                count(*), count(DISTINCT a.character_pk)
         FROM awards a JOIN characters c ON c.pk = a.character_pk WHERE c.event_id = ?1",
        params![event_id],
        |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)),
    )?;
    if let Some((roster, seen, awards, armoured)) = counted {
        (figures.roster, figures.seen) = (roster, seen);
        (figures.awards, figures.armoured) = (awards, armoured);
    }
    Ok(())
}

/// The rules failed or referred most, with the clause, limit and sentence
/// of each one's latest finding.
fn failing_rules(
    sql: Sql<'_>,
    event_id: &str,
    superseded: &Superseded,
) -> Result<Vec<RuleCount>, RecordsError> {
    let grouped: Vec<(String, String, i64, i64)> = sql.query(
        "SELECT rule, status, count(*), max(inspection_id) FROM flagged_findings
         WHERE event_id = ?1 AND status IN ('fail', 'referred')
         GROUP BY rule, status",
        params![event_id],
        |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)),
    )?;
    // Per rule: failed, referred, the latest inspection that flagged it.
    let mut by_rule: BTreeMap<String, (i64, i64, i64)> = BTreeMap::new();
    for (rule, status, count, latest) in grouped {
        let count = count - superseded.of_rule(&rule, &status);
        let counts = by_rule.entry(rule).or_default();
        if status == "fail" {
            counts.0 += count;
        } else {
            counts.1 += count;
        }
        counts.2 = counts.2.max(latest);
    }
    let mut ranked: Vec<(String, (i64, i64, i64))> = by_rule
        .into_iter()
        .filter(|(_, (failed, referred, _))| failed + referred > 0)
        .collect();
    ranked.sort_by(|a, b| (b.1.0 + b.1.1).cmp(&(a.1.0 + a.1.1)).then(a.0.cmp(&b.0)));
    ranked.truncate(TOP_RULES);
    let mut rules = Vec::with_capacity(ranked.len());
    for (rule, (failed, referred, latest)) in ranked {
        let findings: Option<String> = sql.query_opt(
            "SELECT findings_json FROM inspections WHERE id = ?1",
            params![latest],
            |row| row.get(0),
        )?;
        let said = findings.as_deref().and_then(|f| finding_of(f, &rule));
        rules.push(RuleCount {
            clause: said.as_ref().map(|s| s.clause.clone()),
            limit: said.as_ref().and_then(|s| s.limit.clone()),
            says: said.as_ref().and_then(|s| s.says.clone()),
            message: said.map(|s| s.message),
            rule,
            failed,
            referred,
        });
    }
    Ok(rules)
}

/// What a report says of a rule, from one stored finding.
#[derive(serde::Deserialize)]
struct Said {
    rule: String,
    clause: String,
    limit: Option<String>,
    message: String,
    #[serde(default)]
    says: Option<Saying>,
}

/// The first finding of `rule` in a findings JSON list.
fn finding_of(findings_json: &str, rule: &str) -> Option<Said> {
    serde_json::from_str::<Vec<Said>>(findings_json)
        .ok()?
        .into_iter()
        .find(|f| f.rule == rule)
}

/// Up to [`LIST_LIMIT`] items in force from `from` (where `i` is the
/// inspection) matching `filter` (`?1` is the event), oldest first by
/// `order` (a column an index of `from` is sorted by, so the first few are
/// read without sorting them all).
fn listed(
    sql: Sql<'_>,
    event_id: &str,
    from: &str,
    filter: &str,
    order: &str,
) -> Result<Vec<Listed>, RecordsError> {
    sql.query(
        &format!(
            "SELECT i.id, i.item_id, it.kind, it.name, c.id, c.name, i.station, i.inspector,
                    i.recorded_at, i.override_reason, i.character_pk
             FROM {from} JOIN items it ON it.id = i.item_id
             LEFT JOIN characters c ON c.pk = i.character_pk
             WHERE {filter}
               AND NOT EXISTS (SELECT 1 FROM inspections l
                               WHERE l.item_id = i.item_id AND l.id > i.id)
             ORDER BY {order} LIMIT {LIST_LIMIT}"
        ),
        params![event_id],
        listed_from_row,
    )
}

fn listed_from_row(row: &Row<'_>) -> Result<Listed, super::sql::DbError> {
    Ok(Listed {
        inspection_id: row.get(0)?,
        item_id: row.get(1)?,
        kind: row.get(2)?,
        item_name: row.get(3)?,
        character_id: row.get(4)?,
        character_name: row.get(5)?,
        station: row.get(6)?,
        inspector: row.get(7)?,
        recorded_at: row.get(8)?,
        override_reason: row.get(9)?,
        character_pk: row.get(10)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_follow_approval_first() {
        let mut o = Outcomes::default();
        o.add("approved", true, 3);
        o.add("rejected", true, 1);
        o.add("referred", false, 2);
        o.add("rejected", false, 4);
        o.add("rejected", false, -1);
        assert_eq!(
            o,
            Outcomes {
                approved: 4,
                referred: 2,
                rejected: 3
            }
        );
        assert_eq!(o.total(), 9);
    }

    #[test]
    fn a_rule_is_described_by_its_own_finding() {
        let json = r#"[{"rule":"a","clause":"A 1","limit":"≤ 3","message":"fine"},
                       {"rule":"b","clause":"B 2","limit":null,"message":"too soft"}]"#;
        let said = finding_of(json, "b").unwrap();
        assert_eq!(
            (said.clause.as_str(), said.limit, said.message.as_str()),
            ("B 2", None, "too soft")
        );
        assert_eq!(said.says, None);
        let json = r#"[{"rule":"a","clause":"A 1","limit":null,"message":"m",
                        "says":{"id":"needs-category"}}]"#;
        assert_eq!(
            finding_of(json, "a").and_then(|s| s.says),
            Some(Saying::NeedsCategory)
        );
        assert!(finding_of(json, "c").is_none());
        assert!(finding_of("nonsense", "a").is_none());
    }
}
