//! How the Check panel shows a verdict's findings: one line per rule in the
//! colour of its status (FAIL, REFER, MISSING before PASS), and the
//! capabilities the verdict grants or refuses, and the neighbouring kinds
//! an item that failed as presented would pass as. The words come from
//! [`Wording`]: the findings, statuses and clauses in the station's language.

use eframe::egui::{self, Color32, RichText};

use crate::station::widgets::{AMBER, GREEN, RED};
use armoury_l10n::findings::Wording;
use armoury_rules::Verdict;
use armoury_rules::check::{Finding, Status};

/// The colour of a finding's status.
fn status_colour(status: Status) -> Color32 {
    match status {
        Status::Pass => GREEN,
        Status::Fail => RED,
        Status::Unmeasured | Status::Referred => AMBER,
    }
}

/// The findings of a verdict, problems first, each with its rule and
/// clause on hover, then what the item may and may not do.
pub(super) fn findings_ui(ui: &mut egui::Ui, verdict: &Verdict, w: &Wording<'_>) {
    let l = w.l10n();
    // Problems first: the marshal reads the top of the list.
    let mut findings: Vec<&Finding> = verdict.findings.iter().collect();
    findings.sort_by_key(|f| match f.status {
        Status::Fail => 0,
        Status::Referred => 1,
        Status::Unmeasured => 2,
        Status::Pass => 3,
    });
    for f in findings {
        let colour = status_colour(f.status);
        // In capitals, as the marshal reads them at a glance.
        let word = w.status(f.status).to_uppercase();
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(word).strong().monospace().color(colour));
            let mut text = w.finding(f);
            if f.provisional {
                text.push(' ');
                text.push_str(&l.text("provisional-mark"));
            }
            ui.label(RichText::new(text).color(colour))
                .on_hover_text(format!("{} — {}", f.rule, w.words().clause(&f.clause)));
        });
    }
    for c in &verdict.capabilities {
        let may = if c.granted {
            "capability-granted"
        } else {
            "capability-withheld"
        };
        let word = l.text(may).to_uppercase();
        ui.label(format!("{word} {}: {}", c.id, w.capability(c)));
    }
    if let Some(line) = w.passes_as(verdict) {
        ui.label(RichText::new(line).strong().color(AMBER));
    }
    if let Some(line) = w.tape(verdict) {
        ui.label(RichText::new(line).strong());
    }
}
