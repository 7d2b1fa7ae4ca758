//! The Event panel: the organiser's figures while registration runs
//! (`records::figures`): characters seen of the roster, items approved,
//! referred and rejected, inspections per hour per station, the rules
//! failed most with their clauses, the items still referred to the game
//! master (each opens its owner's card in Lookup), overrides, provisional
//! approvals and armour awards.
//!
//! While the panel is open it asks the worker for the figures every
//! [`REFRESH`]; the worker recounts only when an inspection or an award
//! was recorded since (on a server, by any station), so the panel follows
//! every desk of the event.
//!
//! The panel's words come from `station-cards.ftl` in the station's
//! language (the charts' captions too, which the report writes in
//! English); clauses and item kinds as the ruleset's translation gives
//! them, dates the language's way.

use std::time::{Duration, Instant};

use eframe::egui::{self, RichText};

use crate::station::Station;
use crate::station::panels::Panel;
use crate::station::widgets::chart::chart;
use crate::station::widgets::{AMBER, GREEN, RED, kind_name};
use crate::station::worker::Job;
use armoury_issuing::report::{hours_chart, rules_chart};
use armoury_l10n::findings::Wording;
use armoury_l10n::{L10n, numbers};
use armoury_records::figures::{Figures, Listed};
use armoury_rules::Outcome;

/// How often the open panel asks for the figures.
pub const REFRESH: Duration = Duration::from_secs(5);

/// The Event panel's state.
#[derive(Default)]
pub struct EventPanel {
    /// The figures as last counted.
    pub figures: Option<Figures>,
    /// When the figures were last asked for, and whether the answer is due.
    asked: Option<Instant>,
    waiting: bool,
    /// A character whose card was asked for from a worklist (for the app
    /// to open in Lookup).
    open: Option<i64>,
}

impl EventPanel {
    /// The worker counted the figures.
    pub fn on_figures(&mut self, figures: Figures) {
        self.figures = Some(figures);
        self.waiting = false;
    }

    /// A character a worklist row asked to open, once.
    pub fn take_open(&mut self) -> Option<i64> {
        self.open.take()
    }

    /// Asks for the figures when they are due, and for a frame then.
    fn refresh(&mut self, ui: &egui::Ui, station: &mut Station) {
        let due = self.asked.is_none_or(|at| at.elapsed() >= REFRESH);
        if due && !self.waiting {
            station.worker.submit(Job::Figures);
            self.asked = Some(Instant::now());
            self.waiting = true;
        }
        ui.ctx().request_repaint_after(REFRESH);
    }
}

impl Panel for EventPanel {
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        self.refresh(ui, station);
        let Some(f) = &self.figures else {
            ui.spinner();
            return;
        };
        let l = station.l10n;
        let w = Wording::new(l, &station.ruleset);
        let mut open = None;
        egui::ScrollArea::vertical().show(ui, |ui| {
            tiles(ui, &w, f);
            ui.label(l.format(
                "crd-event-summary",
                &[
                    ("counted", when(l, &f.counted_at).into()),
                    ("inspections", f.inspections.total().into()),
                    ("provisional", f.provisional_approvals.into()),
                    ("overrides", f.overrides.into()),
                    ("awards", f.awards.into()),
                    ("characters", f.armoured.into()),
                ],
            ));
            ui.separator();
            ui.columns(2, |columns| {
                if !f.hours.is_empty() {
                    chart(&mut columns[0], l, &hours_chart(l, f));
                }
                stations(&mut columns[1], l, f);
            });
            ui.separator();
            if f.failing_rules.is_empty() {
                ui.label(l.text("crd-event-no-failing"));
            } else {
                chart(ui, l, &rules_chart(l, f));
                for r in &f.failing_rules {
                    let clause = r.clause.as_deref().map_or("", |c| w.words().clause(c));
                    ui.label(l.format(
                        "crd-event-rule-line",
                        &[
                            ("rule", (&r.rule).into()),
                            ("failed", r.failed.into()),
                            ("referred", r.referred.into()),
                            ("clause", clause.into()),
                        ],
                    ));
                }
            }
            ui.separator();
            let referred = l.text("crd-event-still-referred");
            let overrides = l.text("crd-event-overrides");
            open = worklist(ui, &w, &referred, f.items.referred, &f.referred_items).or(worklist(
                ui,
                &w,
                &overrides,
                f.overrides,
                &f.override_items,
            ));
        });
        if open.is_some() {
            self.open = open;
        }
    }
}

/// A stored UTC time (`2026-07-12T10:33:05Z`) as `2026-07-12 10:33:05`,
/// the date in `l`'s way.
fn when(l: L10n, stamp: &str) -> String {
    let stamp = stamp.trim_end_matches('Z');
    match stamp.split_once('T') {
        Some((date, time)) => format!("{} {time}", numbers::iso_date(l.lang(), date)),
        None => stamp.to_string(),
    }
}

/// The big numbers.
fn tiles(ui: &mut egui::Ui, w: &Wording<'_>, f: &Figures) {
    let l = w.l10n();
    ui.horizontal(|ui| {
        let tile = |ui: &mut egui::Ui, value: String, what: &str, colour: Option<egui::Color32>| {
            ui.group(|ui| {
                ui.vertical(|ui| {
                    let mut number = RichText::new(value).size(36.0).strong();
                    if let Some(colour) = colour {
                        number = number.color(colour);
                    }
                    ui.label(number);
                    ui.label(what);
                });
            });
        };
        tile(
            ui,
            format!("{} / {}", f.seen, f.roster),
            &l.text("crd-event-seen"),
            None,
        );
        tile(
            ui,
            f.items.approved.to_string(),
            &l.text("crd-event-approved"),
            Some(GREEN),
        );
        tile(
            ui,
            f.items.referred.to_string(),
            &l.text("crd-event-referred"),
            Some(AMBER),
        );
        tile(
            ui,
            f.items.rejected.to_string(),
            &w.outcome(Outcome::Rejected),
            Some(RED),
        );
    });
    let share = if f.roster > 0 {
        f.seen as f32 / f.roster as f32
    } else {
        0.0
    };
    let percent = format!("{:.0}", share * 100.0);
    let seen = l.format("crd-event-roster-seen", &[("percent", percent.into())]);
    ui.add(egui::ProgressBar::new(share.min(1.0)).text(seen));
}

fn stations(ui: &mut egui::Ui, l: L10n, f: &Figures) {
    ui.label(RichText::new(l.text("crd-event-stations")).strong());
    egui::Grid::new("event.stations")
        .striped(true)
        .show(ui, |ui| {
            for title in [
                "crd-event-station",
                "crd-event-all",
                "crd-event-col-approved",
                "crd-event-col-referred",
                "crd-event-col-rejected",
            ] {
                ui.label(RichText::new(l.text(title)).strong());
            }
            ui.end_row();
            for s in &f.stations {
                ui.label(&s.station);
                ui.label(s.inspections.total().to_string());
                ui.label(s.inspections.approved.to_string());
                ui.label(s.inspections.referred.to_string());
                ui.label(s.inspections.rejected.to_string());
                ui.end_row();
            }
        });
}

/// A list of items with an Open button each; the character asked for.
fn worklist(
    ui: &mut egui::Ui,
    w: &Wording<'_>,
    title: &str,
    count: i64,
    items: &[Listed],
) -> Option<i64> {
    let l = w.l10n();
    let words = w.words();
    ui.label(RichText::new(format!("{title}: {count}")).strong());
    let mut open = None;
    for item in items {
        ui.horizontal(|ui| {
            if let Some(pk) = item.character_pk
                && ui
                    .button(l.text("crd-event-open"))
                    .on_hover_text(l.text("crd-event-open-hover"))
                    .clicked()
            {
                open = Some(pk);
            }
            ui.label(format!(
                "#{} {} — {} — {}, {} {}{}",
                item.inspection_id,
                item.item_name
                    .as_deref()
                    .unwrap_or(kind_name(&words, &item.kind)),
                item.character_name.as_deref().unwrap_or("-"),
                item.station,
                item.inspector,
                when(l, &item.recorded_at),
                item.override_reason
                    .as_deref()
                    .map(|r| format!(" — {r}"))
                    .unwrap_or_default()
            ));
        });
    }
    open
}
