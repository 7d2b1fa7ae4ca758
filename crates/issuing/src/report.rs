//! The end-of-event report (`armoury report`): an event's figures
//! ([`armoury_records::figures`]) as a [`Document`] for the PDF (the
//! figures, the charts, the rules failed most with their clauses and a
//! sentence for next year's players, the overrides with their reasons and
//! who gave them, the worklists, per-station counts), and the figures
//! alone as CSV ([`figures_csv`]; JSON is the figures serialised).
//!
//! Hours are UTC, as stored, and the report says so: the records keep no
//! time zone for an event. The report and its charts are in the language
//! given (the event's): the `rep-*` messages of `issuing.ftl`.

use armoury_l10n::findings::Wording;
use armoury_l10n::{L10n, numbers};
use armoury_records::Event;
use armoury_records::figures::{Figures, Listed, Outcomes, RuleCount};
use armoury_rules::shipped;
use armoury_tags::document::{Block, Chart, ChartKind, Column, Document, Table};
use jiff::civil::DateTime;

/// The most hours the chart draws one column each: longer spans (a
/// week-long event) draw only the hours with inspections.
const MAX_HOURS: i64 = 96;

/// The report on `event` from its `figures`, in `l`'s language (the event's).
pub fn report_document(l: L10n, event: &Event, figures: &Figures) -> Document {
    let heading = |id: &str| Block::Heading(l.text(id));
    let mut blocks = vec![heading("rep-glance")];
    blocks.push(Block::Table(glance(l, figures)));
    if !figures.hours.is_empty() {
        blocks.push(heading("rep-per-hour"));
        blocks.push(Block::Chart(hours_chart(l, figures)));
    }
    if !figures.stations.is_empty() {
        blocks.push(heading("rep-stations"));
        blocks.push(Block::Table(stations_table(l, figures)));
    }
    blocks.push(heading("rep-rules-failed"));
    if figures.failing_rules.is_empty() {
        blocks.push(Block::Paragraph(l.text("rep-no-rule-failed")));
    } else {
        blocks.push(Block::Chart(rules_chart(l, figures)));
        let ruleset = shipped::load(&event.ruleset_id).ok();
        let wording = ruleset.as_ref().map(|r| Wording::new(l, r));
        blocks.extend(
            figures
                .failing_rules
                .iter()
                .enumerate()
                .map(|(i, r)| Block::Paragraph(advice(l, wording.as_ref(), i + 1, r))),
        );
    }
    let lists = [
        (
            "rep-overrides",
            figures.overrides,
            &figures.override_items,
            true,
        ),
        (
            "rep-still-referred",
            figures.items.referred,
            &figures.referred_items,
            false,
        ),
        (
            "rep-provisional",
            figures.provisional_approvals,
            &figures.provisional_items,
            false,
        ),
    ];
    for (title, count, items, reasons) in lists {
        list(l, &mut blocks, &l.text(title), count, items, reasons);
    }
    let ends = event
        .ends_on
        .as_deref()
        .map(|end| numbers::iso_date(l.lang(), end));
    let described = match ends {
        Some(end) => l.format(
            "rep-event-until",
            &[
                ("event", event.name.as_str().into()),
                ("prefix", event.tag_prefix.as_str().into()),
                ("end", end.into()),
            ],
        ),
        None => format!("{} ({})", event.name, event.tag_prefix),
    };
    Document {
        title: l.format("rep-title", &[("event", event.name.as_str().into())]),
        subtitle: l.format(
            "rep-subtitle",
            &[
                ("event", described.into()),
                ("ruleset", event.ruleset_id.as_str().into()),
                (
                    "counted",
                    numbers::timestamp(l.lang(), &figures.counted_at).into(),
                ),
            ],
        ),
        blocks,
    }
}

/// "3. padding.striking (clause): 4 failed, 1 referred. …": a rule's
/// counts and what to tell next year's players, from its latest finding,
/// in `l`'s language: worded from the finding's parts with the event's
/// ruleset (`wording`) where both are known, else the stored sentence with
/// its amounts in the language's way.
fn advice(l: L10n, wording: Option<&Wording<'_>>, rank: usize, r: &RuleCount) -> String {
    let amounts = |text: &str| numbers::amounts(l.lang(), text);
    let mut text = format!("{rank}. {}", r.rule);
    if let Some(clause) = &r.clause {
        let clause = wording.map_or(clause.as_str(), |w| w.words().clause(clause));
        text.push_str(&format!(" ({clause})"));
    }
    let counts = [("failed", r.failed.into()), ("referred", r.referred.into())];
    text.push_str(&format!(": {}", l.format("rep-advice-counts", &counts)));
    let message = match (wording, &r.says, &r.message) {
        (Some(w), Some(says), _) => Some(w.saying(says)),
        (_, _, Some(message)) => Some(amounts(message)),
        (_, _, None) => None,
    };
    if let Some(message) = message {
        let latest = l.format("rep-advice-latest", &[("message", message.into())]);
        text.push_str(&format!(" {latest}"));
    }
    if let Some(limit) = &r.limit {
        let limit = l.format("rep-advice-limit", &[("limit", amounts(limit).into())]);
        text.push_str(&format!(" {limit}"));
    }
    text
}

fn column(title: String, share: f64, numeric: bool) -> Column {
    Column {
        title,
        share,
        numeric,
    }
}

fn glance(l: L10n, f: &Figures) -> Table {
    let seen = l.format(
        "rep-seen-of",
        &[("seen", f.seen.into()), ("roster", f.roster.into())],
    );
    let rows = [
        ("rep-glance-seen", seen),
        ("rep-glance-approved", f.items.approved.to_string()),
        ("rep-glance-referred", f.items.referred.to_string()),
        ("rep-glance-rejected", f.items.rejected.to_string()),
        ("rep-glance-inspections", f.inspections.total().to_string()),
        ("rep-glance-overrides", f.overrides.to_string()),
        (
            "rep-glance-provisional",
            f.provisional_approvals.to_string(),
        ),
        ("rep-glance-awards", f.awards.to_string()),
        ("rep-glance-armoured", f.armoured.to_string()),
    ];
    Table {
        columns: vec![
            column(l.text("rep-figure"), 3.0, false),
            column(l.text("rep-count"), 1.0, true),
        ],
        rows: rows
            .into_iter()
            .map(|(id, value)| vec![l.text(id), value])
            .collect(),
    }
}

fn stations_table(l: L10n, f: &Figures) -> Table {
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
    rows.push(row(&l.text("rep-all-stations"), &f.inspections));
    let numeric = |id: &str| column(l.text(id), 1.0, true);
    Table {
        columns: vec![
            column(l.text("rep-station"), 2.5, false),
            numeric("rep-inspections"),
            numeric("rep-approved"),
            numeric("rep-referred"),
            numeric("rep-rejected"),
        ],
        rows,
    }
}

/// Items failing or referred per rule, most first: the report's chart, the
/// organiser page's and the station's, in `l`'s language.
pub fn rules_chart(l: L10n, f: &Figures) -> Chart {
    let count = |of: fn(&armoury_records::figures::RuleCount) -> i64| {
        f.failing_rules.iter().map(|r| of(r) as f64).collect()
    };
    Chart {
        kind: ChartKind::Bars,
        caption: l.text("rep-rules-chart"),
        labels: f.failing_rules.iter().map(|r| r.rule.clone()).collect(),
        series: vec![
            (l.text("rep-series-failed"), count(|r| r.failed)),
            (l.text("rep-series-referred"), count(|r| r.referred)),
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
/// the organiser page's and the station's, in `l`'s language.
pub fn hours_chart(l: L10n, f: &Figures) -> Chart {
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
    let caption = match hours.first().filter(|_| one_day) {
        Some(first) => {
            let day = numbers::iso_date(l.lang(), &first[..10]);
            l.format("rep-hours-chart-on", &[("date", day.into())])
        }
        None => l.text("rep-hours-chart"),
    };
    Chart {
        kind: ChartKind::Columns,
        caption,
        labels,
        series,
    }
}

/// A section listing items in force, with its exact count.
fn list(
    l: L10n,
    blocks: &mut Vec<Block>,
    title: &str,
    count: i64,
    items: &[Listed],
    reasons: bool,
) {
    blocks.push(Block::Heading(format!("{title}: {count}")));
    if items.is_empty() {
        return;
    }
    let mut columns = vec![
        column(l.text("rep-when"), 1.3, false),
        column(l.text("rep-item"), 1.6, false),
        column(l.text("rep-character"), 1.4, false),
        column(l.text("rep-where"), 1.4, false),
    ];
    if reasons {
        columns.push(column(l.text("rep-reason"), 2.2, false));
    }
    let rows = items
        .iter()
        .map(|i| {
            let mut row = vec![
                numbers::timestamp(l.lang(), &i.recorded_at),
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
        let listed = [("listed", items.len().into()), ("count", count.into())];
        blocks.push(Block::Paragraph(l.format("rep-first-listed", &listed)));
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
    use armoury_rules::Finding;
    use armoury_rules::saying::Saying;

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

    fn padding(says: Option<Saying>) -> RuleCount {
        RuleCount {
            rule: "padding.striking".into(),
            failed: 4,
            referred: 1,
            clause: Some("Appendix 1".into()),
            limit: Some("≥ 10 mm".into()),
            message: Some("padding 8.5 mm is not at least 10 mm".into()),
            says,
        }
    }

    #[test]
    fn advice_names_the_rule_its_clause_and_limit() {
        let text = advice(L10n::default(), None, 1, &padding(None));
        assert_eq!(
            text,
            "1. padding.striking (Appendix 1): 4 failed, 1 referred. Latest: \u{201c}padding 8.5 mm is not at least 10 mm\u{201d}. The limit to tell players before the next event: ≥ 10 mm."
        );
    }

    /// The latest finding of `rule` when `item` is checked, as stored.
    fn stored_finding(ruleset: &armoury_rules::Ruleset, item: &str, rule: &str) -> Finding {
        let item = armoury_rules::Item::parse("sword.toml", item, ruleset).unwrap();
        armoury_rules::check(ruleset, &item)
            .findings
            .into_iter()
            .find(|f| f.rule == rule)
            .unwrap()
    }

    #[test]
    fn an_estonian_reports_latest_finding_is_worded_in_estonian() {
        let ruleset = shipped::load("ancalagon-2011").unwrap();
        let sword = include_str!("../../../examples/items/sword.toml")
            .replace("striking_mm = 15", "striking_mm = 5.5");
        let finding = stored_finding(&ruleset, &sword, "padding.striking");
        let rule = RuleCount {
            rule: finding.rule.clone(),
            failed: 1,
            referred: 0,
            clause: Some(finding.clause.clone()),
            limit: finding.limit.clone(),
            message: Some(finding.message.clone()),
            says: finding.says.clone(),
        };
        let et = L10n::new(armoury_l10n::Lang::Et);
        let wording = Wording::new(et, &ruleset);
        assert_eq!(
            advice(et, Some(&wording), 1, &rule),
            "1. padding.striking (Lisa 1 > Nõuded polsterdusele, esimene punkt): \
             1 ei sobinud, 0 suunatud. \
             Viimati: „polsterdus löögipinnal 5,5 mm on alla nõutud 10 mm“. \
             Piir, mida mängijatele enne järgmist sündmust öelda: ≥ 10 mm."
        );
        // No ruleset to word it with, or a finding stored before its
        // parts were: the stored sentence, with a decimal comma.
        let text = advice(et, None, 1, &padding(None));
        assert!(
            text.contains("Viimati: „padding 8,5 mm is not at least 10 mm“."),
            "{text}"
        );
        let text = advice(et, Some(&wording), 1, &padding(None));
        assert!(text.contains("8,5 mm"), "{text}");
    }

    #[test]
    fn the_csv_has_a_row_per_number() {
        let csv = figures_csv(&figures(&["2026-07-14T09"])).unwrap();
        assert!(csv.starts_with("figure,subject,count\ncharacters,roster,3\ncharacters,seen,2\n"));
        assert!(csv.contains("hour,2026-07-14T09 desk,1\n"), "{csv}");
    }

    #[test]
    fn an_estonian_events_report_is_in_estonian() {
        let event = Event {
            id: "kevad".into(),
            name: "Kevadlaager".into(),
            starts_on: None,
            ends_on: Some("2026-07-16".into()),
            tag_prefix: "KE26".into(),
            created_at: "2026-07-01T00:00:00Z".into(),
            ruleset_id: "ancalagon-2011".into(),
            verifier_url: None,
            language: "et".into(),
            photos: Default::default(),
            page_url: None,
        };
        let l = L10n::new(armoury_l10n::Lang::Et);
        let report = report_document(l, &event, &figures(&["2026-07-14T09"]));
        assert_eq!(report.title, "Registreerimise aruanne: Kevadlaager");
        assert!(
            report.subtitle.contains("kuni 16.07.2026"),
            "{}",
            report.subtitle
        );
        assert!(
            report.subtitle.contains("loetud 14.07.2026 12:00:00"),
            "{}",
            report.subtitle
        );
        let chart = hours_chart(l, &figures(&["2026-07-14T09"]));
        assert_eq!(chart.caption, "Ülevaatusi tunnis 14.07.2026, jaamade kaupa");
        assert!(matches!(&report.blocks[0], Block::Heading(h) if h == "Ülevaade"));
    }
}
