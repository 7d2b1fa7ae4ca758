//! The store on real SQLite files: creation, permissions, pragmas,
//! migrations, newer-schema refusal, events, append-only inspections with
//! tags, overrides and corrections, awards.
#![cfg(feature = "records")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::path::Path;

use armoury::records::{
    DEFAULT_EVENT, NewAward, NewEvent, NewInspection, RecordsError, RosterEntry, Store,
};
use armoury::rules::{Item, Outcome, Verdict, inspect, shipped};

fn item_file(name: &str) -> (Item, Verdict) {
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/items")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let item = Item::parse(name, &text, &ruleset).unwrap();
    let verdict = inspect(&ruleset, &item);
    (item, verdict)
}

fn store_with_kalev(dir: &Path) -> (Store, i64) {
    let mut store = Store::open(dir.join("a.db")).unwrap();
    store
        .create_event(&NewEvent {
            id: "ancalagon-2011".into(),
            name: "Ancalagon".into(),
            starts_on: Some("2011-08-26".into()),
            ends_on: Some("2011-08-28".into()),
            tag_prefix: None,
            ruleset_id: None,
        })
        .unwrap();
    store
        .upsert_character(
            "ancalagon-2011",
            &RosterEntry {
                id: "17".into(),
                name: "Kalev Käärik".into(),
                ..RosterEntry::default()
            },
        )
        .unwrap();
    let pk = store.characters("ancalagon-2011").unwrap()[0].pk;
    (store, pk)
}

#[test]
fn first_open_creates_an_owner_only_file_with_durable_settings() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/dir/armoury.db");
    let store = Store::open(&path).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        let dir_mode = std::fs::metadata(path.parent().unwrap())
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(dir_mode & 0o777, 0o700);
    }
    let conn = store.connection();
    let journal: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(journal, "wal");
    let sync: i64 = conn
        .query_row("PRAGMA synchronous", [], |r| r.get(0))
        .unwrap();
    assert_eq!(sync, 2, "synchronous=FULL");
    let fk: i64 = conn
        .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
        .unwrap();
    assert_eq!(fk, 1);
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, armoury::records::migrations::latest());
    assert_eq!(store.current_event().unwrap().id, DEFAULT_EVENT);
    assert_eq!(store.integrity_check().unwrap(), "ok");
    drop(store);
    // Reopening applies nothing new and keeps the one default event.
    let store = Store::open(&path).unwrap();
    assert_eq!(store.events().unwrap().len(), 1);
}

#[test]
fn a_newer_schema_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.db");
    drop(Store::open(&path).unwrap());
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
        conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let err = Store::open(&path).unwrap_err();
    assert!(
        matches!(err, RecordsError::NewerSchema { found: 99, .. }),
        "{err}"
    );
    let text = err.to_string();
    assert!(
        text.contains("new.db") && text.contains("newer") && text.contains("99"),
        "{text}"
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the file must not change"
    );
}

#[test]
fn a_file_that_is_not_a_database_is_an_error_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.db");
    std::fs::write(
        &path,
        "this is not sqlite, just text long enough to have a header",
    )
    .unwrap();
    let err = Store::open(&path).unwrap_err().to_string();
    assert!(err.contains("notes.db"), "{err}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "this is not sqlite, just text long enough to have a header"
    );
}

#[test]
fn events_have_secrets_prefixes_and_a_current_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("a.db")).unwrap();
    let e = store
        .create_event(&NewEvent {
            id: "ancalagon-2026".into(),
            name: "Ancalagon 2026".into(),
            ends_on: Some("2026-07-12".into()),
            ..NewEvent::default()
        })
        .unwrap();
    assert_eq!(e.tag_prefix, "AN26");
    let secret = store.event_secret("ancalagon-2026").unwrap();
    assert_eq!(secret.len(), 32);
    assert_ne!(secret, store.event_secret(DEFAULT_EVENT).unwrap());
    assert_ne!(secret, vec![0u8; 32]);
    // A second event with the same derived prefix gets another one.
    let e2 = store
        .create_event(&NewEvent {
            id: "another-2026".into(),
            name: "Another".into(),
            ..NewEvent::default()
        })
        .unwrap();
    assert_ne!(e2.tag_prefix, e.tag_prefix);
    assert!(
        store
            .create_event(&NewEvent {
                id: "ancalagon-2026".into(),
                name: "x".into(),
                ..NewEvent::default()
            })
            .is_err()
    );
    let bad_date = store
        .create_event(&NewEvent {
            id: "x1".into(),
            name: "x".into(),
            ends_on: Some("2026-02-30".into()),
            ..NewEvent::default()
        })
        .unwrap_err()
        .to_string();
    assert!(bad_date.contains("2026-02-30"), "{bad_date}");
    store.use_event("ancalagon-2026").unwrap();
    assert_eq!(store.current_event().unwrap().id, "ancalagon-2026");
    assert!(store.use_event("nope").is_err());
    assert!(matches!(
        store.event_secret("nope"),
        Err(RecordsError::NotFound { .. })
    ));
}

#[test]
fn approved_inspections_get_tags_and_rejected_ones_do_not() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, kalev) = store_with_kalev(dir.path());
    let (item, verdict) = item_file("sword.toml");
    assert_eq!(verdict.verdict, Outcome::Approved);
    let new = NewInspection {
        event_id: "ancalagon-2011",
        character_pk: Some(kalev),
        item: &item,
        verdict: &verdict,
        inspector: "Eve",
        station: "desk 1",
        override_reason: None,
        corrects: None,
    };
    let first = store.record_inspection(&new).unwrap();
    let tag = first.tag.clone().unwrap();
    assert_eq!(tag.serial, "AN11-000001");
    assert_eq!(tag.valid_until.as_deref(), Some("2011-08-28"));
    let second = store.record_inspection(&new).unwrap();
    assert_eq!(second.tag.unwrap().serial, "AN11-000002");

    let stored = store.inspection(first.inspection_id).unwrap();
    assert_eq!(
        stored.item.to_item(),
        item,
        "every measurement, material and flag round-trips"
    );
    assert_eq!(stored.ruleset_id, "ancalagon-2011");
    assert_eq!(stored.verdict, "approved");
    assert_eq!(stored.inspector, "Eve");
    assert_eq!(stored.station, "desk 1");
    let findings: serde_json::Value = serde_json::from_str(&stored.findings_json).unwrap();
    assert_eq!(findings.as_array().unwrap().len(), verdict.findings.len());

    let mut bad = item.clone();
    bad.materials.insert("core".into(), "steel".into());
    let rejected = inspect(&shipped::load(shipped::DEFAULT_ID).unwrap(), &bad);
    assert_eq!(rejected.verdict, Outcome::Rejected);
    let r = store
        .record_inspection(&NewInspection {
            item: &bad,
            verdict: &rejected,
            ..new.clone()
        })
        .unwrap();
    assert!(!r.approved && r.tag.is_none());
}

#[test]
fn overrides_need_a_reason_and_corrections_supersede() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, kalev) = store_with_kalev(dir.path());
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let (item, _) = item_file("sword.toml");
    let mut bad = item.clone();
    bad.materials.insert("core".into(), "steel".into());
    let rejected = inspect(&ruleset, &bad);
    let base = NewInspection {
        event_id: "ancalagon-2011",
        character_pk: Some(kalev),
        item: &bad,
        verdict: &rejected,
        inspector: "Eve",
        station: "desk 1",
        override_reason: Some("   "),
        corrects: None,
    };
    let err = store.record_inspection(&base).unwrap_err().to_string();
    assert!(err.contains("override reason"), "{err}");
    let first = store
        .record_inspection(&NewInspection {
            override_reason: None,
            ..base.clone()
        })
        .unwrap();
    assert!(!first.approved);
    // The same item corrected: a new row pointing at the old one.
    let approved = inspect(&ruleset, &item);
    let fixed = store
        .record_inspection(&NewInspection {
            item: &item,
            verdict: &approved,
            override_reason: None,
            corrects: Some(first.inspection_id),
            ..base.clone()
        })
        .unwrap();
    assert_eq!(fixed.item_id, first.item_id);
    assert_eq!(
        store.inspection(fixed.inspection_id).unwrap().corrects,
        Some(first.inspection_id)
    );
    assert_eq!(
        store.inspection(first.inspection_id).unwrap().verdict,
        "rejected",
        "the old row stays"
    );
    let card = store.card(kalev).unwrap();
    assert_eq!(card.approved_items.len(), 1);
    // An override on another item is approved, with its reason.
    let overridden = store
        .record_inspection(&NewInspection {
            override_reason: Some("GM Tiit allowed it"),
            ..base.clone()
        })
        .unwrap();
    assert!(overridden.approved && overridden.tag.is_some());
    let stored = store.inspection(overridden.inspection_id).unwrap();
    assert_eq!(stored.verdict, "rejected");
    assert_eq!(
        stored.override_reason.as_deref(),
        Some("GM Tiit allowed it")
    );
    // Overriding an approved verdict is refused.
    assert!(
        store
            .record_inspection(&NewInspection {
                item: &item,
                verdict: &approved,
                override_reason: Some("x"),
                ..base
            })
            .is_err()
    );
}

#[test]
fn inspections_are_append_only() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, kalev) = store_with_kalev(dir.path());
    let (item, verdict) = item_file("sword.toml");
    let r = store
        .record_inspection(&NewInspection {
            event_id: "ancalagon-2011",
            character_pk: Some(kalev),
            item: &item,
            verdict: &verdict,
            inspector: "Eve",
            station: "desk",
            override_reason: None,
            corrects: None,
        })
        .unwrap();
    let conn = store.connection();
    let update = conn.execute(
        "UPDATE inspections SET verdict = 'rejected' WHERE id = ?1",
        [r.inspection_id],
    );
    assert!(update.unwrap_err().to_string().contains("append-only"));
    assert!(conn.execute("DELETE FROM inspections", []).is_err());

    // A rejected inspection has no tag, and nothing else refers to it, so
    // no foreign key would refuse its deletion: only the trigger does.
    let mut bad = item.clone();
    bad.materials.insert("core".into(), "steel".into());
    let rejected = inspect(&shipped::load(shipped::DEFAULT_ID).unwrap(), &bad);
    let r = store
        .record_inspection(&NewInspection {
            event_id: "ancalagon-2011",
            character_pk: Some(kalev),
            item: &bad,
            verdict: &rejected,
            inspector: "Eve",
            station: "desk",
            override_reason: None,
            corrects: None,
        })
        .unwrap();
    assert!(r.tag.is_none());
    let conn = store.connection();
    let refs: i64 = conn
        .query_row(
            "SELECT (SELECT count(*) FROM tags WHERE inspection_id = ?1)
                  + (SELECT count(*) FROM inspections WHERE corrects = ?1)",
            [r.inspection_id],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(refs, 0);
    for sql in [
        "UPDATE inspections SET verdict = 'approved' WHERE id = ?1",
        "DELETE FROM inspections WHERE id = ?1",
    ] {
        let refused = conn.execute(sql, [r.inspection_id]).unwrap_err();
        assert!(
            refused.to_string().contains("append-only"),
            "{sql}: {refused}"
        );
    }
    let verdict: String = conn
        .query_row(
            "SELECT verdict FROM inspections WHERE id = ?1",
            [r.inspection_id],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(verdict, "rejected");
}

#[test]
fn awards_are_stored_and_the_latest_shown() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, kalev) = store_with_kalev(dir.path());
    assert_eq!(store.latest_award(kalev).unwrap(), None);
    let award = NewAward {
        character_pk: kalev,
        ruleset_id: "ancalagon-2011",
        ruleset_version: "1",
        body_points: 2,
        helmet_points: 1,
        total: 3,
        provisional: true,
        gm_decided_by: None,
        explanation_json: r#"{"body":"chainmail"}"#,
        recorder: "Eve",
    };
    store.record_award(&award).unwrap();
    let second = store
        .record_award(&NewAward {
            body_points: 3,
            total: 4,
            provisional: false,
            gm_decided_by: Some("Tiit"),
            ..award.clone()
        })
        .unwrap();
    let latest = store.latest_award(kalev).unwrap().unwrap();
    assert_eq!(
        (latest.id, latest.total, latest.provisional),
        (second, 4, false)
    );
    assert_eq!(latest.gm_decided_by.as_deref(), Some("Tiit"));
    assert_eq!(store.card(kalev).unwrap().armour.unwrap().total, 4);
    assert!(
        store
            .record_award(&NewAward {
                explanation_json: "not json",
                ..award.clone()
            })
            .is_err()
    );
    assert!(
        store
            .record_award(&NewAward {
                character_pk: 999,
                ..award
            })
            .is_err()
    );
    assert_eq!(store.awards("ancalagon-2011").unwrap().len(), 2);
}
