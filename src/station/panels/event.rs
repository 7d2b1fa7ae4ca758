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

use std::time::{Duration, Instant};

use eframe::egui::{self, RichText};

use crate::station::Station;
use crate::station::panels::Panel;
use crate::station::widgets::chart::chart;
use crate::station::widgets::{AMBER, GREEN, RED};
use crate::station::worker::Job;
use armoury_issuing::report::{hours_chart, rules_chart};
use armoury_records::figures::{Figures, Listed};

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
        let mut open = None;
        egui::ScrollArea::vertical().show(ui, |ui| {
            tiles(ui, f);
            ui.label(format!(
                "counted {} UTC · {} inspections · {} approved on a provisional value · {} overrides · {} armour awards ({} characters)",
                f.counted_at.replace('T', " ").trim_end_matches('Z'),
                f.inspections.total(),
                f.provisional_approvals,
                f.overrides,
                f.awards,
                f.armoured
            ));
            ui.separator();
            ui.columns(2, |columns| {
                if !f.hours.is_empty() {
                    chart(&mut columns[0], &hours_chart(f));
                }
                stations(&mut columns[1], f);
            });
            ui.separator();
            if f.failing_rules.is_empty() {
                ui.label("No item in force failed a rule.");
            } else {
                chart(ui, &rules_chart(f));
                for r in &f.failing_rules {
                    ui.label(format!(
                        "{}: {} failed, {} referred — {}",
                        r.rule,
                        r.failed,
                        r.referred,
                        r.clause.as_deref().unwrap_or("")
                    ));
                }
            }
            ui.separator();
            open = worklist(ui, "Still referred to the game master", f.items.referred, &f.referred_items)
                .or(worklist(ui, "Overrides", f.overrides, &f.override_items));
        });
        if open.is_some() {
            self.open = open;
        }
    }
}

/// The big numbers.
fn tiles(ui: &mut egui::Ui, f: &Figures) {
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
            "characters seen",
            None,
        );
        tile(
            ui,
            f.items.approved.to_string(),
            "items approved",
            Some(GREEN),
        );
        tile(
            ui,
            f.items.referred.to_string(),
            "referred to the GM",
            Some(AMBER),
        );
        tile(ui, f.items.rejected.to_string(), "rejected", Some(RED));
    });
    let share = if f.roster > 0 {
        f.seen as f32 / f.roster as f32
    } else {
        0.0
    };
    ui.add(
        egui::ProgressBar::new(share.min(1.0))
            .text(format!("{:.0}% of the roster seen", share * 100.0)),
    );
}

fn stations(ui: &mut egui::Ui, f: &Figures) {
    ui.label(RichText::new("Stations").strong());
    egui::Grid::new("event.stations")
        .striped(true)
        .show(ui, |ui| {
            for title in ["Station", "All", "Approved", "Referred", "Rejected"] {
                ui.label(RichText::new(title).strong());
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
fn worklist(ui: &mut egui::Ui, title: &str, count: i64, items: &[Listed]) -> Option<i64> {
    ui.label(RichText::new(format!("{title}: {count}")).strong());
    let mut open = None;
    for item in items {
        ui.horizontal(|ui| {
            if let Some(pk) = item.character_pk
                && ui
                    .button("Open")
                    .on_hover_text("the owner's card in Lookup")
                    .clicked()
            {
                open = Some(pk);
            }
            ui.label(format!(
                "#{} {} — {} — {}, {} {}{}",
                item.inspection_id,
                item.item_name.as_deref().unwrap_or(&item.kind),
                item.character_name.as_deref().unwrap_or("-"),
                item.station,
                item.inspector,
                item.recorded_at.replace('T', " ").trim_end_matches('Z'),
                item.override_reason
                    .as_deref()
                    .map(|r| format!(" — {r}"))
                    .unwrap_or_default()
            ));
        });
    }
    open
}
