//! The end-of-event report (`armoury report`): an event's figures
//! ([`armoury_records::figures`]) as a [`Document`] for the PDF (the
//! figures, the charts, the rules failed most with their clauses and a
//! sentence for next year's players, the overrides with their reasons and
//! who gave them, the worklists, per-station counts), and the figures
//! alone as CSV ([`figures_csv`]; JSON is the figures serialised).
//!
//! Hours are UTC, as stored, and the report says so: the records keep no
//! time zone for an event.

use armoury_records::Event;
use armoury_records::figures::{Figures, Listed, Outcomes};
use armoury_tags::document::{Block, Chart, ChartKind, Column, Document, Table};
use jiff::civil::DateTime;

/// The most hours the chart draws one column each: longer spans (a
/// week-long event) draw only the hours with inspections.
const MAX_HOURS: i64 = 96;

/// The report on `event` from its `figures`.
pub fn report_document(event: &Event, figures: &Figures) -> Document {
    let mut blocks = vec![Block::Heading("At a glance".into())];
    blocks.push(Block::Table(glance(figures)));
    if !figures.hours.is_empty() {
        blocks.push(Block::Heading("Inspections per hour (UTC)".into()));
        blocks.push(Block::Chart(hours_chart(figures)));
    }
    if !figures.stations.is_empty() {
        blocks.push(Block::Heading("Stations".into()));
        blocks.push(Block::Table(stations_table(figures)));
    }
    blocks.push(Block::Heading("Rules failed most".into()));
    if figures.failing_rules.is_empty() {
        blocks.push(Block::Paragraph("No item in force failed a rule.".into()));
    } else {
        blocks.push(Block::Chart(rules_chart(figures)));
        blocks.extend(figures.failing_rules.iter().enumerate().map(|(i, r)| {
            Block::Paragraph(advice(
                i + 1,
                &r.rule,
                r.failed,
                r.referred,
                r.clause.as_deref(),
                r.limit.as_deref(),
                r.message.as_deref(),
            ))
        }));
    }
    list(
        &mut blocks,
        "Overrides: approved despite the verdict",
        figures.overrides,
        &figures.override_items,
        true,
    );
    list(
        &mut blocks,
        "Still referred to the game master",
        figures.items.referred,
        &figures.referred_items,
        false,
    );
    list(
        &mut blocks,
        "Approved on a provisional value",
        figures.provisional_approvals,
        &figures.provisional_items,
        false,
    );
    Document {
        title: format!("Registration report: {}", event.name),
        subtitle: format!(
            "{} · ruleset {} · counted {} (UTC)",
            event.describe(),
            event.ruleset_id,
            figures.counted_at.replace('T', " ").trim_end_matches('Z')
        ),
        blocks,
    }
}

/// "3. padding.striking (clause): 4 failed, 1 referred. …": a rule's
/// counts and what to tell next year's players, from its latest finding.
fn advice(
    rank: usize,
    rule: &str,
    failed: i64,
    referred: i64,
    clause: Option<&str>,
    limit: Option<&str>,
    message: Option<&str>,
) -> String {
    let mut text = format!("{rank}. {rule}");
    if let Some(clause) = clause {
        text.push_str(&format!(" ({clause})"));
    }
    text.push_str(&format!(": {failed} failed, {referred} referred."));
    if let Some(message) = message {
        text.push_str(&format!(" Latest: \u{201c}{message}\u{201d}."));
    }
    if let Some(limit) = limit {
        text.push_str(&format!(
            " The limit to tell players before the next event: {limit}."
        ));
    }
    text
}

fn column(title: &str, share: f64, numeric: bool) -> Column {
    Column {
        title: title.into(),
        share,
        numeric,
    }
}

fn glance(f: &Figures) -> Table {
    let rows = [
        (
            "Characters seen at the desk",
            format!("{} of {}", f.seen, f.roster),
        ),
        ("Items approved", f.items.approved.to_string()),
        (
            "Items referred to the game master",
            f.items.referred.to_string(),
        ),
        ("Items rejected", f.items.rejected.to_string()),
        ("Inspections recorded", f.inspections.total().to_string()),
        (
            "Approved despite the verdict (overrides)",
            f.overrides.to_string(),
        ),
        (
            "Approved on a provisional value",
            f.provisional_approvals.to_string(),
        ),
        ("Armour awards recorded", f.awards.to_string()),
        ("Characters with armour", f.armoured.to_string()),
    ];
    Table {
        columns: vec![column("Figure", 3.0, false), column("Count", 1.0, true)],
        rows: rows
            .into_iter()
            .map(|(name, value)| vec![name.to_string(), value])
            .collect(),
    }
}

fn stations_table(f: &Figures) -> Table {
    let row = |name: &str, o: &Outcomes| {
        vec![
            name.to_string(),
            o.total().to_string(),
            o.approved.to_string(),
            o.referred.to_string(),
            o.rejected.to_string(),
        ]
    };
    let mut rows: Vec<Vec<String>> = f
        .stations
        .iter()
        .map(|s| row(&s.station, &s.inspections))
        .collect();
    rows.push(row("All stations", &f.inspections));
    Table {
        columns: vec![
            column("Station", 2.5, false),
            column("Inspections", 1.0, true),
            column("Approved", 1.0, true),
            column("Referred", 1.0, true),
            column("Rejected", 1.0, true),
        ],
        rows,
    }
}

/// Items failing or referred per rule, most first: the report's chart and
/// the organiser page's.
pub fn rules_chart(f: &Figures) -> Chart {
    let count = |of: fn(&armoury_records::figures::RuleCount) -> i64| {
        f.failing_rules.iter().map(|r| of(r) as f64).collect()
    };
    Chart {
        kind: ChartKind::Bars,
        caption: "Items failing or referred, by rule".into(),
        labels: f.failing_rules.iter().map(|r| r.rule.clone()).collect(),
        series: vec![
            ("failed".into(), count(|r| r.failed)),
            ("referred".into(), count(|r| r.referred)),
        ],
    }
}

/// The hours from the first to the last with inspections (each hour once,
/// empty ones too, when the span is at most [`MAX_HOURS`]).
fn hour_span(f: &Figures) -> Vec<String> {
    let mut hours: Vec<String> = f.hours.iter().map(|h| h.hour.clone()).collect();
    hours.dedup();
    let parse = |h: &String| format!("{h}:00:00").parse::<DateTime>().ok();
    if let (Some(first), Some(last)) = (hours.first().and_then(parse), hours.last().and_then(parse))
        && (0..=MAX_HOURS * 3600).contains(&first.duration_until(last).as_secs())
    {
        let mut all = Vec::new();
        let mut at = first;
        while at <= last {
            all.push(at.strftime("%Y-%m-%dT%H").to_string());
            match at.checked_add(jiff::Span::new().hours(1)) {
                Ok(next) => at = next,
                Err(_) => break,
            }
        }
        return all;
    }
    hours
}

/// Inspections per hour (UTC), a series per station: the report's chart,
/// the organiser page's and the station's.
pub fn hours_chart(f: &Figures) -> Chart {
    let hours = hour_span(f);
    let one_day = hours.first().map(|h| &h[..10]) == hours.last().map(|h| &h[..10]);
    let labels = hours
        .iter()
        .map(|h| {
            if one_day {
                h[11..].to_string()
            } else {
                format!("{}/{}", &h[8..10], &h[11..])
            }
        })
        .collect();
    let series = f
        .stations
        .iter()
        .map(|s| {
            let values = hours
                .iter()
                .map(|hour| {
                    f.hours
                        .iter()
                        .find(|h| &h.hour == hour && h.station == s.station)
                        .map_or(0.0, |h| h.inspections as f64)
                })
                .collect();
            (s.station.clone(), values)
        })
        .collect();
    Chart {
        kind: ChartKind::Columns,
        caption: if one_day {
            format!(
                "Inspections per hour on {}, by station",
                hours.first().map_or("", |h| &h[..10])
            )
        } else {
            "Inspections per hour (day/hour), by station".into()
        },
        labels,
        series,
    }
}

/// A section listing items in force, with its exact count.
fn list(blocks: &mut Vec<Block>, title: &str, count: i64, items: &[Listed], reasons: bool) {
    blocks.push(Block::Heading(format!("{title}: {count}")));
    if items.is_empty() {
        return;
    }
    let mut columns = vec![
        column("When (UTC)", 1.3, false),
        column("Item", 1.6, false),
        column("Character", 1.4, false),
        column("Station, marshal", 1.4, false),
    ];
    if reasons {
        columns.push(column("Reason", 2.2, false));
    }
    let rows = items
        .iter()
        .map(|i| {
            let mut row = vec![
                i.recorded_at
                    .replace('T', " ")
                    .trim_end_matches('Z')
                    .to_string(),
                match &i.item_name {
                    Some(name) => format!("{name} ({}, #{})", i.kind, i.inspection_id),
                    None => format!("{} #{}", i.kind, i.inspection_id),
                },
                match (&i.character_name, &i.character_id) {
                    (Some(name), Some(id)) => format!("{name} ({id})"),
                    _ => "-".into(),
                },
                format!("{}, {}", i.station, i.inspector),
            ];
            if reasons {
                row.push(i.override_reason.clone().unwrap_or_default());
            }
            row
        })
        .collect();
    blocks.push(Block::Table(Table { columns, rows }));
    if count > items.len() as i64 {
        blocks.push(Block::Paragraph(format!(
            "The first {} of {count} are listed; `armoury export inspections` has them all.",
            items.len()
        )));
    }
}

/// The figures alone as CSV: one `figure,subject,count` row per number.
pub fn figures_csv(f: &Figures) -> Result<String, csv::Error> {
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record(["figure", "subject", "count"])?;
    let mut row = |figure: &str, subject: &str, count: i64| {
        out.write_record([figure, subject, &count.to_string()])
    };
    row("characters", "roster", f.roster)?;
    row("characters", "seen", f.seen)?;
    for (name, o) in [("items", &f.items), ("inspections", &f.inspections)] {
        row(name, "approved", o.approved)?;
        row(name, "referred", o.referred)?;
        row(name, "rejected", o.rejected)?;
    }
    row("items", "overrides", f.overrides)?;
    row("items", "provisional approvals", f.provisional_approvals)?;
    row("awards", "recorded", f.awards)?;
    row("awards", "characters", f.armoured)?;
    for s in &f.stations {
        row("station", &s.station, s.inspections.total())?;
    }
    for h in &f.hours {
        row("hour", &format!("{} {}", h.hour, h.station), h.inspections)?;
    }
    for r in &f.failing_rules {
        row("rule failed", &r.rule, r.failed)?;
        row("rule referred", &r.rule, r.referred)?;
    }
    let bytes = out.into_inner().map_err(|e| e.into_error())?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use armoury_records::figures::HourCount;

    fn figures(hours: &[&str]) -> Figures {
        Figures {
            event_id: "e".into(),
            counted_at: "2026-07-14T12:00:00Z".into(),
            roster: 3,
            seen: 2,
            hours: hours
                .iter()
                .map(|h| HourCount {
                    hour: h.to_string(),
                    station: "desk".into(),
                    inspections: 1,
                })
                .collect(),
            ..Figures::default()
        }
    }

    #[test]
    fn empty_hours_between_are_drawn_and_long_spans_are_not() {
        let span = hour_span(&figures(&["2026-07-14T22", "2026-07-15T01"]));
        assert_eq!(
            span,
            [
                "2026-07-14T22",
                "2026-07-14T23",
                "2026-07-15T00",
                "2026-07-15T01"
            ]
        );
        let long = hour_span(&figures(&["2026-07-01T09", "2026-07-20T09"]));
        assert_eq!(long, ["2026-07-01T09", "2026-07-20T09"]);
    }

    #[test]
    fn advice_names_the_rule_its_clause_and_limit() {
        let text = advice(
            1,
            "padding.striking",
            4,
            1,
            Some("Appendix 1"),
            Some("≥ 10 mm"),
            Some("padding 8 mm is not at least 10 mm"),
        );
        assert_eq!(
            text,
            "1. padding.striking (Appendix 1): 4 failed, 1 referred. Latest: \u{201c}padding 8 mm is not at least 10 mm\u{201d}. The limit to tell players before the next event: ≥ 10 mm."
        );
    }

    #[test]
    fn the_csv_has_a_row_per_number() {
        let csv = figures_csv(&figures(&["2026-07-14T09"])).unwrap();
        assert!(csv.starts_with("figure,subject,count\ncharacters,roster,3\ncharacters,seen,2\n"));
        assert!(csv.contains("hour,2026-07-14T09 desk,1\n"), "{csv}");
    }
}
