//! Each inspection's findings that the organiser's figures count, as rows
//! of `flagged_findings`: every finding that failed or was referred, and
//! the first finding resting on a provisional value (limit or category).
//! `provisional` is 1 on exactly one row of an inspection that rests on a
//! provisional value, so such inspections are counted by counting rows.
//! Written with the inspection, in its transaction, from the findings it
//! stores; never changed after (append-only, as inspections are). The
//! figures count them through an index instead of reading every
//! inspection's findings JSON (2.8 s for 100,000 inspections in SQLite).

use serde::Deserialize;

use super::error::RecordsError;
use super::sql::{Sql, ToValue, Value, value_rows};
use armoury_rules::Status;

/// A finding as far as the figures read it.
#[derive(Debug, Deserialize)]
struct Read {
    rule: String,
    status: Status,
    #[serde(default)]
    provisional: bool,
}

/// A flagged finding: its rule, status and whether it is provisional.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Flag {
    pub(crate) rule: String,
    pub(crate) status: &'static str,
    pub(crate) provisional: bool,
}

/// The status as the findings JSON and the table write it.
fn status_word(status: Status) -> &'static str {
    match status {
        Status::Pass => "pass",
        Status::Fail => "fail",
        Status::Unmeasured => "unmeasured",
        Status::Referred => "referred",
    }
}

/// The findings of `findings_json` that are flagged, each (rule, status)
/// once. Findings JSON this build cannot read flags nothing.
pub(crate) fn flags(findings_json: &str) -> Vec<Flag> {
    let Ok(findings) = serde_json::from_str::<Vec<Read>>(findings_json) else {
        return Vec::new();
    };
    let mut flags: Vec<Flag> = Vec::new();
    let mut marked = false;
    for finding in findings {
        let counted = matches!(finding.status, Status::Fail | Status::Referred);
        let marks = finding.provisional && !marked;
        if !counted && !marks {
            continue;
        }
        marked |= marks;
        let status = status_word(finding.status);
        match flags
            .iter_mut()
            .find(|f| f.rule == finding.rule && f.status == status)
        {
            Some(flag) => flag.provisional |= marks,
            None => flags.push(Flag {
                rule: finding.rule,
                status,
                provisional: marks,
            }),
        }
    }
    flags
}

/// Writes the flagged findings of an inspection just recorded; whether it
/// rests on a provisional value.
pub(crate) fn record(
    sql: Sql<'_>,
    inspection_id: i64,
    event_id: &str,
    approved: bool,
    findings_json: &str,
) -> Result<bool, RecordsError> {
    let flags = flags(findings_json);
    if flags.is_empty() {
        return Ok(false);
    }
    let values: Vec<Value<'_>> = flags
        .iter()
        .flat_map(|flag| {
            [
                inspection_id.to_value(),
                event_id.to_value(),
                flag.rule.to_value(),
                flag.status.to_value(),
                flag.provisional.to_value(),
                approved.to_value(),
            ]
        })
        .collect();
    sql.execute(
        &format!(
            "INSERT INTO flagged_findings(inspection_id, event_id, rule, status, provisional,
                 approved) VALUES {}",
            value_rows(flags.len(), 6)
        ),
        &values,
    )?;
    Ok(flags.iter().any(|flag| flag.provisional))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failed_and_referred_findings_are_flagged_and_one_provisional_marks() {
        let json = r#"[
            {"rule": "a", "status": "pass", "provisional": false},
            {"rule": "b", "status": "fail", "provisional": false},
            {"rule": "b", "status": "fail", "provisional": true},
            {"rule": "c", "status": "referred", "provisional": true},
            {"rule": "d", "status": "pass", "provisional": true},
            {"rule": "e", "status": "unmeasured", "provisional": false}
        ]"#;
        let flag = |rule: &str, status, provisional| Flag {
            rule: rule.to_string(),
            status,
            provisional,
        };
        assert_eq!(
            flags(json),
            [flag("b", "fail", true), flag("c", "referred", false)]
        );
        let passes = r#"[{"rule": "a", "status": "pass", "provisional": true},
                         {"rule": "d", "status": "pass", "provisional": true}]"#;
        assert_eq!(flags(passes), [flag("a", "pass", true)]);
        assert!(flags("not json").is_empty());
        assert!(flags("[]").is_empty());
    }
}
