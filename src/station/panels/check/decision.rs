//! The Check panel's verdict and decision: the verdict in its colour, the
//! approve, reject and override buttons, the override's reason, and the
//! last decision with its reprint.

use eframe::egui::{self, Color32, Key, RichText};

use super::{CheckPanel, Mode, reason_id};
use crate::station::widgets::{AMBER, GREEN, RED};
use crate::station::worker::Decision;
use crate::station::worker::print::Document;
use crate::station::{Notice, Station};
use armoury_l10n::findings::Wording;
use armoury_rules::{Outcome, Verdict};

impl CheckPanel {
    pub(super) fn decision_ui(
        &mut self,
        ui: &mut egui::Ui,
        station: &mut Station,
        verdict: &Verdict,
    ) {
        let l = station.l10n;
        let blockers = verdict.blockers().count();
        let (word, colour, why) = match verdict.verdict {
            Outcome::Approved => ("chk-verdict-approved", GREEN, l.text("chk-approved-why")),
            Outcome::Referred => ("chk-verdict-referred", AMBER, l.text("chk-referred-why")),
            Outcome::Rejected if verdict.is_incomplete() => (
                "chk-verdict-incomplete",
                AMBER,
                l.format("chk-values-missing", &[("count", blockers.into())]),
            ),
            Outcome::Rejected => (
                "chk-verdict-rejected",
                RED,
                l.format("chk-rules-fail", &[("count", blockers.into())]),
            ),
        };
        let mut heading = l.text(word);
        if let Some(category) = &verdict.category {
            let words = Wording::new(l, &station.ruleset).words();
            let set = station
                .ruleset
                .kinds
                .get(&verdict.kind)
                .and_then(|k| k.categories.as_deref());
            let name = match set {
                Some(set) => words.category(set, category),
                None => words.any_category(category),
            };
            heading.push_str(" · ");
            heading.push_str(name);
        }
        egui::Frame::new()
            .fill(colour)
            .inner_margin(10.0)
            .corner_radius(6.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(
                    RichText::new(heading)
                        .size(30.0)
                        .strong()
                        .color(Color32::WHITE),
                );
                ui.label(RichText::new(why).color(Color32::WHITE));
            });
        ui.horizontal(|ui| {
            let approved = verdict.verdict == Outcome::Approved;
            if ui
                .add_enabled(approved, egui::Button::new(l.text("chk-approve")))
                .clicked()
            {
                self.decide(station, Decision::Approved);
            }
            if ui
                .add_enabled(!approved, egui::Button::new(l.text("chk-reject")))
                .clicked()
            {
                self.decide(station, Decision::Rejected);
            }
            if ui
                .add_enabled(!approved, egui::Button::new(l.text("chk-override")))
                .clicked()
            {
                self.mode = Mode::Overriding;
                self.want_focus = Some(reason_id());
            }
        });
        if self.mode == Mode::Overriding {
            ui.horizontal(|ui| {
                let label = ui.label(l.text("chk-override-reason"));
                let response = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.override_reason)
                            .id(reason_id())
                            .hint_text(l.text("chk-override-hint"))
                            .desired_width(f32::INFINITY),
                    )
                    .labelled_by(label.id);
                if response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                    let reason = self.override_reason.trim().to_string();
                    if reason.is_empty() {
                        let needs = l.text("chk-override-needs-reason");
                        station.notice = Some(Notice::Error(needs));
                        self.want_focus = Some(reason_id());
                    } else {
                        self.decide(station, Decision::Overridden { reason });
                    }
                }
            });
        }
        self.last_line(ui, station);
        if verdict.provisional {
            ui.label(
                RichText::new(l.text("chk-provisional-verdict"))
                    .color(AMBER)
                    .small(),
            );
        }
    }

    pub(super) fn last_line(&self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        if let Some(last) = &self.last {
            ui.horizontal_wrapped(|ui| {
                let line = l.format("chk-last", &[("last", last.into())]);
                ui.label(RichText::new(line).strong());
                if let Some(document) = station.last_print.clone() {
                    let offer = match &document {
                        Document::Tag(serial) => {
                            l.format("chk-reprint-tag", &[("serial", serial.into())])
                        }
                        Document::FailSlip(id) => {
                            l.format("chk-print-fail-slip", &[("id", id.to_string().into())])
                        }
                    };
                    if ui.small_button(offer).clicked() {
                        station.print(document);
                    }
                }
            });
        }
    }
}
