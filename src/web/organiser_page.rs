//! The organiser page's markup: the event's figures at a glance, sized
//! for a phone, refreshing itself every [`REFRESH_SECONDS`]. Its charts
//! are SVG drawn here on the server (no script): the same charts as the
//! report's ([`armoury_issuing::report`]), from the same figures.

use maud::{Markup, PreEscaped, html};

use super::pages::{Shown, page_with};
use armoury_issuing::report::{hours_chart, rules_chart};
use armoury_l10n::{L10n, numbers};
use armoury_records::Event;
use armoury_records::figures::{Figures, Listed};
use armoury_tags::document::{Chart, ChartKind};

/// How often the page reloads itself.
pub const REFRESH_SECONDS: u32 = 30;
/// Rows each list shows (the page stays small on a phone's link).
const LIST_ROWS: usize = 25;

/// The series' colours, in turn (as the report's).
const COLOURS: [&str; 6] = [
    "#29619e", "#e68c26", "#4d9e54", "#bf3833", "#8c6bb3", "#737373",
];

const STYLE: &str = "
.tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:8px;margin:8px 0}
.tile{border:3px solid #000;border-radius:8px;padding:6px 10px}
.tile b{display:block;font-size:28px;line-height:1.15;white-space:nowrap}
.tile span{font-size:16px}
.bar{height:14px;border:2px solid #000;border-radius:7px;overflow:hidden;margin:6px 0}
.bar i{display:block;height:100%;background:#0a6b1f}
table{border-collapse:collapse;width:100%;font-size:17px}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #999;vertical-align:top}
td.n,th.n{text-align:right}
svg{width:100%;height:auto;display:block;margin:4px 0}
.legend{font-size:15px}
.legend i{display:inline-block;width:12px;height:12px;margin:0 4px 0 10px;vertical-align:middle}
";

/// The whole page.
pub fn page(l: L10n, event: &Event, f: &Figures) -> Markup {
    let seen_percent = if f.roster > 0 {
        (f.seen * 100 / f.roster).min(100)
    } else {
        0
    };
    let head = html! {
        meta http-equiv="refresh" content=(REFRESH_SECONDS);
        style { (PreEscaped(STYLE)) }
    };
    let body = html! {
        h1 { (l.text("org-registration")) " " (Shown(&event.name)) }
        p.muted {
            (l.format("org-counted", &[
                ("time", numbers::timestamp(l.lang(), &f.counted_at).into()),
                ("seconds", i64::from(REFRESH_SECONDS).into()),
            ]))
        }
        div.tiles {
            div.tile { b { (f.seen) " / " (f.roster) } span { (l.text("org-seen")) } }
            div.tile { b { (f.items.approved) } span { (l.text("org-approved")) } }
            div.tile { b { (f.items.referred) } span { (l.text("org-referred")) } }
            div.tile { b { (f.items.rejected) } span { (l.text("org-rejected")) } }
        }
        div.bar title=(l.format("org-seen-percent", &[("percent", seen_percent.to_string().into())])) {
            i style={ "width:" (seen_percent) "%" } {}
        }
        p {
            (l.format("org-tallies", &[
                ("provisional", f.provisional_approvals.into()),
                ("overrides", f.overrides.into()),
                ("awards", f.awards.into()),
                ("armoured", f.armoured.into()),
            ]))
        }
        @if !f.hours.is_empty() {
            h2 { (l.text("org-per-hour")) }
            (svg(&hours_chart(l, f)))
        }
        @if !f.stations.is_empty() {
            h2 { (l.text("org-stations")) }
            table {
                tr {
                    th { (l.text("org-station")) }
                    th.n { (l.text("org-this-hour")) }
                    th.n { (l.text("org-all")) }
                    th.n { (l.text("org-outcomes")) }
                }
                @for s in &f.stations {
                    tr {
                        td { (Shown(&s.station)) }
                        td.n { (this_hour(f, &s.station)) }
                        td.n { (s.inspections.total()) }
                        td.n {
                            (s.inspections.approved) " · " (s.inspections.referred) " · " (s.inspections.rejected)
                        }
                    }
                }
            }
        }
        h2 { (l.text("org-rules-failed")) }
        @if f.failing_rules.is_empty() {
            p { (l.text("org-no-rule-failed")) }
        } @else {
            (svg(&rules_chart(l, f)))
            table {
                tr {
                    th { (l.text("org-rule")) }
                    th.n { (l.text("org-failed")) }
                    th.n { (l.text("org-referred-column")) }
                }
                @for r in &f.failing_rules {
                    tr {
                        td {
                            b { (Shown(&r.rule)) }
                            @if let Some(clause) = &r.clause { br; span.muted { (Shown(clause)) } }
                        }
                        td.n { (r.failed) }
                        td.n { (r.referred) }
                    }
                }
            }
        }
        (list(l, &l.text("org-still-referred"), f.items.referred, &f.referred_items, false))
        (list(l, &l.text("org-overrides"), f.overrides, &f.override_items, true))
    };
    let title = l.format("org-title", &[("event", event.name.as_str().into())]);
    page_with(l, &title, None, head, body)
}

/// Inspections at `station` in the latest hour counted.
fn this_hour(f: &Figures, station: &str) -> i64 {
    let latest = f.hours.iter().map(|h| h.hour.as_str()).max();
    f.hours
        .iter()
        .filter(|h| Some(h.hour.as_str()) == latest && h.station == station)
        .map(|h| h.inspections)
        .sum()
}

fn list(l: L10n, title: &str, count: i64, items: &[Listed], reasons: bool) -> Markup {
    let items = &items[..items.len().min(LIST_ROWS)];
    html! {
        h2 { (title) ": " (count) }
        @if !items.is_empty() {
            table {
                tr {
                    th { (l.text("org-item")) }
                    th { (l.text("org-character")) }
                    th { (l.text("org-where-when")) }
                    @if reasons { th { (l.text("org-reason")) } }
                }
                @for i in items {
                    tr {
                        td { (Shown(i.item_name.as_deref().unwrap_or(&i.kind))) " #" (i.inspection_id) }
                        td {
                            @match (&i.character_name, &i.character_id) {
                                (Some(name), Some(id)) => { (Shown(name)) " (" (Shown(id)) ")" },
                                _ => "-",
                            }
                        }
                        td { (Shown(&i.station)) ", " (Shown(&i.inspector)) br; (short_time(&i.recorded_at)) }
                        @if reasons { td { (Shown(i.override_reason.as_deref().unwrap_or(""))) } }
                    }
                }
            }
            @if count > items.len() as i64 {
                p.muted { (l.format("org-first-listed", &[("count", items.len().into())])) }
            }
        }
    }
}

/// `2026-07-14T08:00:36Z` as `07-14 08:00`.
fn short_time(recorded_at: &str) -> String {
    match (recorded_at.get(5..10), recorded_at.get(11..16)) {
        (Some(day), Some(time)) => format!("{day} {time}"),
        _ => recorded_at.to_string(),
    }
}

/// A chart as SVG: stacked columns or bars, with a legend.
fn svg(chart: &Chart) -> Markup {
    let totals = chart.totals();
    let top = Chart::top(&totals);
    let mut marks = String::new();
    let (width, height) = match chart.kind {
        ChartKind::Columns => {
            let (left, plot_h, base) = (34.0, 150.0, 160.0);
            let slot = (360.0 - left) / chart.labels.len().max(1) as f64;
            let bar = slot * 0.75;
            marks.push_str(&format!(
                "<text x=\"0\" y=\"12\" font-size=\"11\">{}</text><text x=\"0\" y=\"{base}\" font-size=\"11\">0</text>",
                top
            ));
            for (i, label) in chart.labels.iter().enumerate() {
                let x = left + i as f64 * slot + (slot - bar) / 2.0;
                let mut stacked = 0.0;
                for (s, (_, values)) in chart.series.iter().enumerate() {
                    let h = values.get(i).copied().unwrap_or(0.0) / top * plot_h;
                    if h > 0.0 {
                        marks.push_str(&format!(
                            "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{bar:.1}\" height=\"{h:.1}\" fill=\"{}\"/>",
                            base - stacked - h,
                            COLOURS[s % COLOURS.len()]
                        ));
                    }
                    stacked += h;
                }
                marks.push_str(&format!(
                    "<text x=\"{:.1}\" y=\"{}\" font-size=\"10\" text-anchor=\"middle\">{}</text>",
                    x + bar / 2.0,
                    base + 12.0,
                    escape(label)
                ));
            }
            (360.0, base + 16.0)
        }
        ChartKind::Bars => {
            let (label_w, row) = (130.0, 20.0);
            let room = 360.0 - label_w - 44.0;
            for (i, label) in chart.labels.iter().enumerate() {
                let y = i as f64 * row;
                marks.push_str(&format!(
                    "<text x=\"0\" y=\"{:.1}\" font-size=\"11\">{}</text>",
                    y + 13.0,
                    escape(label)
                ));
                let mut x = label_w;
                for (s, (_, values)) in chart.series.iter().enumerate() {
                    let w = values.get(i).copied().unwrap_or(0.0) / top * room;
                    if w > 0.0 {
                        marks.push_str(&format!(
                            "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{w:.1}\" height=\"14\" fill=\"{}\"/>",
                            y + 2.0,
                            COLOURS[s % COLOURS.len()]
                        ));
                    }
                    x += w;
                }
                marks.push_str(&format!(
                    "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\">{}</text>",
                    x + 4.0,
                    y + 13.0,
                    totals[i]
                ));
            }
            (360.0, chart.labels.len() as f64 * row + 4.0)
        }
    };
    html! {
        figure style="margin:0" {
            figcaption.muted { (chart.caption) }
            (PreEscaped(format!(
                "<svg viewBox=\"0 0 {width} {height:.0}\" role=\"img\" aria-label=\"{}\" xmlns=\"http://www.w3.org/2000/svg\">{marks}</svg>",
                escape(&chart.caption)
            )))
            div.legend {
                @for (s, (name, _)) in chart.series.iter().enumerate() {
                    i style={ "background:" (COLOURS[s % COLOURS.len()]) } {} (Shown(name))
                }
            }
        }
    }
}

/// Text for SVG markup written by hand: escaped as maud escapes, with
/// control characters and direction overrides written out.
fn escape(text: &str) -> String {
    let mut out = String::new();
    maud::Render::render_to(&Shown(text), &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_shortened_to_day_and_minute() {
        assert_eq!(short_time("2026-07-14T08:00:36Z"), "07-14 08:00");
        assert_eq!(short_time("odd"), "odd");
    }

    #[test]
    fn chart_labels_are_escaped() {
        let chart = Chart {
            kind: ChartKind::Bars,
            caption: "rules".into(),
            labels: vec!["<script>alert(1)</script>".into()],
            series: vec![("<b>".into(), vec![2.0])],
        };
        let markup = svg(&chart).into_string();
        assert!(!markup.contains("<script>"), "{markup}");
        assert!(!markup.contains("<b>"), "{markup}");
        assert!(markup.contains("&lt;script&gt;"), "{markup}");
    }
}
