//! How the Check panel shows a verdict's findings: one line per rule in the
//! colour of its status (FAIL, REFER, MISSING before PASS), and the
//! capabilities the verdict grants or refuses.

use eframe::egui::{self, Color32, RichText};

use crate::station::widgets::{AMBER, GREEN, RED};
use armoury_rules::Verdict;
use armoury_rules::check::{Finding, Status};

/// The word and colour of a finding's status.
fn status_style(status: Status) -> (&'static str, Color32) {
    match status {
        Status::Pass => ("PASS", GREEN),
        Status::Fail => ("FAIL", RED),
        Status::Unmeasured => ("MISSING", AMBER),
        Status::Referred => ("REFER", AMBER),
    }
}

/// The findings of a verdict, problems first, each with its rule and
/// clause on hover, then what the item may and may not do.
pub(super) fn findings_ui(ui: &mut egui::Ui, verdict: &Verdict) {
    // Problems first: the marshal reads the top of the list.
    let mut findings: Vec<&Finding> = verdict.findings.iter().collect();
    findings.sort_by_key(|f| match f.status {
        Status::Fail => 0,
        Status::Referred => 1,
        Status::Unmeasured => 2,
        Status::Pass => 3,
    });
    for f in findings {
        let (word, colour) = status_style(f.status);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(word).strong().monospace().color(colour));
            let mut text = f.message.clone();
            if f.provisional {
                text.push_str(" (provisional)");
            }
            ui.label(RichText::new(text).color(colour))
                .on_hover_text(format!("{} — {}", f.rule, f.clause));
        });
    }
    for c in &verdict.capabilities {
        let word = if c.granted { "MAY" } else { "MAY NOT" };
        ui.label(format!("{word} {}: {}", c.id, c.message));
    }
}
