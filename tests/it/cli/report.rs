//! `armoury report`: the figures as JSON and CSV give the counts and the
//! most-failed rule of an event with approved, referred, rejected,
//! overridden and corrected inspections at two stations; the PDF says the
//! same in its text; bad asks are refused with the reason.

use crate::common::db::on_both_backends;
use crate::common::{armoury_on, ok, pdf, stderr};
use crate::records::figures::busy_event;

on_both_backends! {
/// JSON, CSV and the PDF agree with the store's figures.
fn the_report_has_the_counts_and_the_rule_failed_most(db) {
    busy_event(&mut db.open());
    let json: serde_json::Value =
        serde_json::from_str(&ok(&armoury_on(db.arg(), &["report", "--format", "json"]))).unwrap();
    assert_eq!(json["items"], serde_json::json!({"approved": 3, "referred": 2, "rejected": 4}));
    assert_eq!(json["overrides"], 1);
    assert_eq!(json["failing_rules"][0]["rule"], "padding.striking");
    assert_eq!(json["failing_rules"][0]["failed"], 4);
    assert_eq!(json["stations"].as_array().unwrap().len(), 2);

    let csv = ok(&armoury_on(db.arg(), &["report", "--format", "csv"]));
    assert!(csv.starts_with("figure,subject,count\n"), "{csv}");
    for row in ["items,approved,3", "items,referred,2", "items,rejected,4", "rule failed,padding.striking,4", "station,desk 1,5", "station,desk 2,6"] {
        assert!(csv.lines().any(|l| l == row), "{row} in\n{csv}");
    }

    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("report.pdf");
    let run = armoury_on(db.arg(), &["report", "--out", out.to_str().unwrap()]);
    ok(&run);
    assert!(stderr(&run).contains("report.pdf"), "{}", stderr(&run));
    let text = pdf::text(&std::fs::read(&out).unwrap()).join("\n");
    for said in ["Registration report", "Items approved", "padding.striking", "GM Tiit: old club weapon, soft", "desk 1", "desk 2", "Inspections per hour"] {
        assert!(text.contains(said), "{said} in\n{text}");
    }
    // The file's extension chooses the format.
    let json_out = dir.path().join("figures.json");
    ok(&armoury_on(db.arg(), &["report", "--out", json_out.to_str().unwrap()]));
    let written: serde_json::Value = serde_json::from_slice(&std::fs::read(&json_out).unwrap()).unwrap();
    assert_eq!(written["items"], json["items"]);
}
}

#[test]
fn a_pdf_needs_a_file_and_an_event_must_exist() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("armoury.db");
    let run = armoury_on(&db, &["report"]);
    assert_eq!(run.status.code(), Some(2));
    assert!(
        stderr(&run).contains("--out report.pdf"),
        "{}",
        stderr(&run)
    );
    let run = armoury_on(&db, &["report", "--format", "json", "--event", "nope"]);
    assert_eq!(run.status.code(), Some(2));
    assert!(stderr(&run).contains("nope"), "{}", stderr(&run));
}
