//! The store: on real SQLite files, creation, permissions, pragmas,
//! migrations and newer-schema refusal; on both backends (a SQLite file and
//! a PostgreSQL server), events, append-only inspections with
//! tags, overrides and corrections, awards.

use std::path::Path;

use crate::common::db::{TestDb, on_both_backends};
use crate::common::example_award;
use armoury_records::{DEFAULT_EVENT, NewEvent, NewInspection, RecordsError, RosterEntry, Store};
use armoury_rules::{Item, Outcome, Verdict, check, shipped};

fn item_file(name: &str) -> (Item, Verdict) {
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/items")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let item = Item::parse(name, &text, &ruleset).unwrap();
    let verdict = check(&ruleset, &item);
    (item, verdict)
}

fn store_with_kalev(db: &TestDb) -> (Store, i64) {
    let mut store = db.open();
    store
        .create_event(&NewEvent {
            id: "ancalagon-2011".into(),
            name: "Ancalagon".into(),
            starts_on: Some("2011-08-26".into()),
            ends_on: Some("2011-08-28".into()),
            tag_prefix: None,
            ruleset_id: None,
            language: None,
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
    let conn = store.sqlite_connection().unwrap();
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
    assert_eq!(version, armoury_records::migrations::latest());
    assert_eq!(store.current_event().unwrap().id, DEFAULT_EVENT);
    assert_eq!(store.integrity_check().unwrap().as_deref(), Some("ok"));
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

on_both_backends! {
fn events_have_secrets_prefixes_and_a_current_one(db) {
    let mut store = db.open();
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
    // An event speaks English unless created or set otherwise.
    assert_eq!(e.language, "en");
    let estonian = store
        .create_event(&NewEvent {
            id: "kevad-2026".into(),
            name: "Kevad".into(),
            language: Some("et".into()),
            ..NewEvent::default()
        })
        .unwrap();
    assert_eq!(estonian.language, "et");
    assert_eq!(store.set_event_language("ancalagon-2026", "et").unwrap().language, "et");
    for bad in ["", "EST", "e t", "estonian"] {
        let refused = store.set_event_language("ancalagon-2026", bad).unwrap_err();
        assert!(refused.to_string().contains("language"), "{bad}: {refused}");
    }
    assert!(store.set_event_language("nope", "et").is_err());
    assert_eq!(store.event("ancalagon-2026").unwrap().language, "et");
    store.use_event("ancalagon-2026").unwrap();
    assert_eq!(store.current_event().unwrap().id, "ancalagon-2026");
    assert!(store.use_event("nope").is_err());
    assert!(matches!(
        store.event_secret("nope"),
        Err(RecordsError::NotFound { .. })
    ));
}
}

on_both_backends! {
fn approved_inspections_get_tags_and_rejected_ones_do_not(db) {
    let (mut store, kalev) = store_with_kalev(db);
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
    let rejected = check(&shipped::load(shipped::DEFAULT_ID).unwrap(), &bad);
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
}

on_both_backends! {
fn overrides_need_a_reason_and_corrections_supersede(db) {
    let (mut store, kalev) = store_with_kalev(db);
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let (item, _) = item_file("sword.toml");
    let mut bad = item.clone();
    bad.materials.insert("core".into(), "steel".into());
    let rejected = check(&ruleset, &bad);
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
    let approved = check(&ruleset, &item);
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
}

on_both_backends! {
fn inspections_are_append_only(db) {
    let (mut store, kalev) = store_with_kalev(db);
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
    let update = db.raw_execute(&format!(
        "UPDATE inspections SET verdict = 'rejected' WHERE id = {}",
        r.inspection_id
    ));
    assert!(update.unwrap_err().contains("append-only"));
    assert!(db.raw_execute("DELETE FROM inspections").is_err());

    // A rejected inspection has no tag, and nothing else refers to it, so
    // no foreign key would refuse its deletion: only the trigger does.
    let mut bad = item.clone();
    bad.materials.insert("core".into(), "steel".into());
    let rejected = check(&shipped::load(shipped::DEFAULT_ID).unwrap(), &bad);
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
    let id = r.inspection_id;
    let refs = db.raw_i64(&format!(
        "SELECT (SELECT count(*) FROM tags WHERE inspection_id = {id})
              + (SELECT count(*) FROM inspections WHERE corrects = {id})"
    ));
    assert_eq!(refs, 0);
    for sql in [
        format!("UPDATE inspections SET verdict = 'approved' WHERE id = {id}"),
        format!("DELETE FROM inspections WHERE id = {id}"),
        "TRUNCATE inspections CASCADE".to_string(),
    ] {
        if sql.starts_with("TRUNCATE") && matches!(db, TestDb::Sqlite { .. }) {
            continue; // SQLite has no TRUNCATE (its DELETE is refused above)
        }
        let refused = db.raw_execute(&sql).unwrap_err();
        assert!(refused.contains("append-only"), "{sql}: {refused}");
    }
    let rejected = db.raw_i64(&format!(
        "SELECT count(*) FROM inspections WHERE id = {id} AND verdict = 'rejected'"
    ));
    assert_eq!(rejected, 1);
}
}

on_both_backends! {
fn awards_store_the_rules_award_of_any_ruleset_and_the_latest_is_shown(db) {
    let (mut store, kalev) = store_with_kalev(db);
    assert_eq!(store.latest_award(kalev).unwrap(), None);
    let points = example_award("ancalagon-2011", "examples/armour/kalev-mixed.toml");
    let decided = example_award("ancalagon-2011", "examples/armour/mari-gm-decided.toml");
    let hits = example_award("five-oaths", "examples/armour/aoife-heavy.toml");
    store.record_armour_award(kalev, &points, "Eve").unwrap();
    let latest = store.latest_award(kalev).unwrap().unwrap();
    assert_eq!(latest.award.as_ref(), Some(&points));
    let summary = |a: &armoury_records::StoredAward| {
        (a.body_points, a.helmet_points, a.total, a.provisional)
    };
    assert_eq!(summary(&latest), (2, 1, 3, true));
    assert_eq!(latest.gm_decided_by, None);

    // A game master's decision keeps who decided, in the award and the summary.
    let second = store.record_armour_award(kalev, &decided, " Eve ").unwrap();
    let latest = store.latest_award(kalev).unwrap().unwrap();
    assert_eq!((latest.id, latest.recorder.as_str()), (second, "Eve"));
    assert_eq!(latest.award.as_ref(), Some(&decided));
    assert_eq!(latest.gm_decided_by.as_deref(), Some("Tiit (game master)"));
    assert_eq!(store.card(kalev).unwrap().armour.unwrap().total, 3);

    // Five Oaths hits come back per location, whatever the summary says.
    store.record_armour_award(kalev, &hits, "Eve").unwrap();
    let latest = store.latest_award(kalev).unwrap().unwrap();
    assert_eq!(
        (latest.ruleset_id.as_str(), summary(&latest)),
        ("five-oaths", (2, 0, 2, false))
    );
    let back = latest.award.unwrap();
    assert_eq!(back, hits);
    let locations = &back.hits().unwrap().locations;
    assert_eq!(locations.len(), 6);
    assert!(locations.iter().all(|l| l.armour == 2), "{locations:?}");

    // Refused: an unattested award, an empty recorder, an unknown character.
    let unattested = armoury_rules::armour::Award {
        attested: false,
        ..points.clone()
    };
    assert!(
        store
            .record_armour_award(kalev, &unattested, "Eve")
            .is_err()
    );
    assert!(store.record_armour_award(kalev, &points, " ").is_err());
    assert!(store.record_armour_award(999, &points, "Eve").is_err());
    let all = store.awards("ancalagon-2011").unwrap();
    assert_eq!(all.iter().map(|a| a.id).collect::<Vec<_>>(), [1, 2, 3]);

    // Append-only in the database itself.
    for sql in ["UPDATE awards SET body_points = 9", "DELETE FROM awards"] {
        let e = db.raw_execute(sql).unwrap_err();
        assert!(e.contains("append-only"), "{sql}: {e}");
    }
    // A stored award this build cannot read is an error naming the award.
    db.raw_execute(
        "INSERT INTO awards(character_pk, ruleset_id, ruleset_version, award, body_points,
             helmet_points, total, provisional, recorder, recorded_at)
         SELECT character_pk, ruleset_id, ruleset_version,
             replace(award, '\"system\":\"points\"', '\"system\":\"runes\"'),
             0, 0, 0, 0, 'Eve', recorded_at
         FROM awards WHERE id = 1",
    )
    .unwrap();
    let e = store.latest_award(kalev).unwrap_err().to_string();
    assert!(e.contains("award #4: the stored award is not one"), "{e}");
}
}

/// A database made by the schema before awards stored the rules award
/// (frozen SQL): a recorded award keeps its `rules::Award`, a row from the
/// generic writer keeps its numbers and text, and both stay append-only.
#[test]
fn a_schema_v3_database_keeps_its_awards_through_the_migration() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v3.db");
    let points = example_award("ancalagon-2011", "examples/armour/kalev-mixed.toml");
    let hits = example_award("five-oaths", "examples/armour/aoife-heavy.toml");
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch(include_str!("../../fixtures/records-schema-v3.sql"))
            .unwrap();
        conn.execute_batch(
            "INSERT INTO events(id, name, tag_prefix, secret, created_at)
                 VALUES ('ev', 'Ev', 'EV', zeroblob(32), '2026-01-01T00:00:00Z');
             INSERT INTO players(event_id, id) VALUES ('ev', 'p');
             INSERT INTO characters(pk, event_id, id, name, folded_name, player_id)
                 VALUES (1, 'ev', 'kalev', 'Kalev', 'kalev', 'p'),
                        (2, 'ev', 'aoife', 'Aoife', 'aoife', 'p');",
        )
        .unwrap();
        // As record_armour_award wrote them: the whole award as explanation.
        let mut insert = conn
            .prepare(
                "INSERT INTO awards(character_pk, ruleset_id, ruleset_version, body_points,
                     helmet_points, total, provisional, gm_decided_by, explanation, recorder,
                     recorded_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, NULL, ?8, 'Eve', '2026-01-01T10:00:00Z')",
            )
            .unwrap();
        for (pk, award, (body, helmet, total)) in [(1, &points, (2, 1, 3)), (2, &hits, (2, 0, 2))] {
            let json = serde_json::to_string(award).unwrap();
            insert
                .execute(rusqlite::params![
                    pk,
                    award.ruleset.id,
                    award.ruleset.version,
                    body,
                    helmet,
                    total,
                    award.provisional,
                    json
                ])
                .unwrap();
        }
        // As the generic record_award let a caller write it.
        insert
            .execute(rusqlite::params![
                1,
                "ancalagon-2011",
                "1",
                4,
                1,
                5,
                false,
                r#"{"body":"chainmail"}"#
            ])
            .unwrap();
    }
    let store = Store::open(&path).unwrap();
    let awards = store.awards("ev").unwrap();
    assert_eq!(awards.len(), 3);
    assert_eq!(awards[0].award.as_ref(), Some(&points));
    assert_eq!(awards[1].award.as_ref(), Some(&hits));
    assert_eq!(
        awards[1].explanation_json,
        serde_json::to_string(&hits).unwrap()
    );
    let legacy = &awards[2];
    assert_eq!(legacy.award, None);
    assert_eq!(legacy.explanation_json, r#"{"body":"chainmail"}"#);
    assert_eq!(
        (legacy.body_points, legacy.helmet_points, legacy.total),
        (4, 1, 5)
    );
    assert_eq!(store.latest_award(1).unwrap().unwrap().id, legacy.id);
    let e = store
        .sqlite_connection()
        .unwrap()
        .execute("DELETE FROM awards", [])
        .unwrap_err()
        .to_string();
    assert!(e.contains("append-only"), "{e}");
}

/// A server that is not there: a clear "server unreachable" naming the URL
/// without its password, from the library and the CLI (exit 2).
#[test]
fn an_unreachable_server_is_named_without_its_password() {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    let url = "postgres://desk:s3cret@127.0.0.1:1/event";
    let err = Store::connect(&armoury_records::StoreAddress::parse(url)).unwrap_err();
    assert!(err.is_unreachable(), "{err:?}");
    let text = err.to_string();
    assert!(
        text.starts_with("server unreachable: postgres://desk@127.0.0.1:1/event"),
        "{text}"
    );
    assert!(!text.contains("s3cret"), "{text}");
    cli_refuses(
        url,
        "server unreachable: postgres://desk@127.0.0.1:1/event",
        "s3cret",
    );
}

/// A command on `url` exits 2 saying `expected`, never showing `secret`.
fn cli_refuses(url: &str, expected: &str, secret: &str) {
    let out = crate::common::armoury_on(url, &["roster", "list"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = crate::common::stderr(&out);
    assert!(stderr.contains(expected), "{stderr}");
    assert!(!stderr.contains(secret), "{stderr}");
}

#[test]
fn a_malformed_server_url_is_a_clear_error() {
    let url = "postgres://desk@127.0.0.1:notaport/event";
    let text = Store::connect(&armoury_records::StoreAddress::parse(url))
        .unwrap_err()
        .to_string();
    assert!(
        text.contains("postgres://desk@127.0.0.1:notaport/event") && text.contains("port"),
        "{text}"
    );
}

/// A database with tables of another program, or a schema from a newer
/// Armoury, is refused before anything is written.
#[test]
#[cfg(unix)]
#[ignore = "needs PostgreSQL: ARMOURY_TEST_POSTGRES=postgres://… (scripts/with-postgres)"]
fn a_server_with_a_foreign_or_newer_schema_is_refused() {
    let foreign = TestDb::postgres();
    foreign
        .raw_execute("CREATE TABLE members (name TEXT)")
        .unwrap();
    let err = Store::connect(&foreign.address()).unwrap_err().to_string();
    assert!(err.contains("not Armoury's (members)"), "{err}");
    assert_eq!(
        foreign.raw_i64("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"),
        1
    );

    let newer = TestDb::postgres();
    drop(newer.open());
    newer
        .raw_execute("UPDATE armoury_schema SET version = 99")
        .unwrap();
    let err = Store::connect(&newer.address()).unwrap_err();
    assert!(
        matches!(err, RecordsError::NewerSchema { found: 99, .. }),
        "{err}"
    );
    assert_eq!(newer.raw_i64("SELECT version FROM armoury_schema"), 99);
}

on_both_backends! {
/// A decided inspection sent twice (its acknowledgement was lost) is
/// recorded once, and the second answer is the first one; through an
/// outbox an approved item carries a serial from the station's block.
fn a_decided_inspection_sent_twice_is_recorded_once(db) {
    let (mut store, kalev) = store_with_kalev(db);
    let (item, verdict) = item_file("sword.toml");
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
    let mut decided = new.decide().unwrap();
    decided.request_key = Some("desk-1-0001".into());
    let first = store.record_decided(&decided).unwrap();
    let again = store.record_decided(&decided).unwrap();
    assert_eq!(first, again);
    assert_eq!(store.inspections("ancalagon-2011").unwrap().len(), 1);

    let dir = tempfile::tempdir().unwrap();
    let mut outbox = armoury_records::Outbox::open(dir.path().join("outbox.db")).unwrap();
    let outcome = outbox.record(&mut store, &new).unwrap();
    let armoury_records::Outcome::Recorded(recorded) = &outcome else {
        panic!("{outcome:?}")
    };
    // Serial 1 went to the first inspection; the block is 2 to 101.
    assert_eq!(recorded.tag.as_ref().unwrap().serial, "AN11-000002");
    assert_eq!(outbox.waiting().unwrap(), 0);
    assert_eq!(
        outbox.serials_left("ancalagon-2011").unwrap(),
        armoury_records::SERIAL_BLOCK - 1
    );
    // The server's own allocation goes on after the block.
    let direct = store.record_inspection(&new).unwrap();
    assert_eq!(direct.tag.unwrap().serial, "AN11-000102");
}
}

/// A wrong password: the server's own refusal, naming the user and the
/// URL without the password, from the library and the CLI (exit 2).
#[test]
#[cfg(unix)]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn a_wrong_password_is_a_clear_error_without_the_password() {
    let server = crate::common::server::PrivateServer::start_with_password("right-one");
    let right = server
        .url("postgres")
        .replace("armoury@", "armoury:right-one@");
    Store::connect(&armoury_records::StoreAddress::parse(&right)).unwrap();
    let wrong = right.replace("right-one", "wr0ng-guess");
    let err = Store::connect(&armoury_records::StoreAddress::parse(&wrong)).unwrap_err();
    assert!(!err.is_unreachable(), "{err:?}");
    let text = err.to_string();
    assert!(
        text.contains("password authentication failed for user \"armoury\""),
        "{text}"
    );
    assert!(text.contains(&server.url("postgres")), "{text}");
    assert!(!text.contains("wr0ng-guess"), "{text}");
    cli_refuses(&wrong, "password authentication failed", "wr0ng-guess");
}

/// An outbox belongs to the database it was first used with: another is
/// refused, so what waits for one server never reaches another.
#[test]
fn an_outbox_refuses_another_database() {
    let (first, second) = (TestDb::sqlite(), TestDb::sqlite());
    let dir = tempfile::tempdir().unwrap();
    let mut outbox = armoury_records::Outbox::open(dir.path().join("outbox.db")).unwrap();
    let mut store = first.open();
    assert_eq!(outbox.send(&mut store).unwrap().waiting, 0);
    let mut other = second.open();
    let err = outbox.send(&mut other).unwrap_err().to_string();
    assert!(
        err.contains("belongs to") && err.contains("can go only to"),
        "{err}"
    );
    assert!(outbox.send(&mut store).is_ok());
}

on_both_backends! {
/// Referees' sessions: one per phone, its secret never stored, listed,
/// revoked one at a time or all by rotating the token, and capped.
fn referee_sessions_open_list_revoke_and_end_with_the_token(db) {
    let store = db.open();
    let now = 1_900_000_000;
    let open_at = |phone: &str, at: i64| {
        store
            .open_referee_session(DEFAULT_EVENT, phone, "192.0.2.9", at, now + 3600)
            .unwrap()
    };
    let open = |phone: &str| open_at(phone, now);
    let (a, b) = (open("phone A"), open("phone B"));
    assert_ne!(a, b);
    let listed = store.referee_sessions(DEFAULT_EVENT, now).unwrap();
    assert_eq!(listed.len(), 2);
    let session = store.referee_session(DEFAULT_EVENT, &a, now).unwrap().unwrap();
    assert_eq!((session.phone.as_str(), session.address.as_str()), ("phone A", "192.0.2.9"));
    // Expired at its end; unknown to another event; the secret is not stored.
    assert_eq!(store.referee_session(DEFAULT_EVENT, &a, now + 3600).unwrap(), None);
    assert_eq!(store.referee_session("elsewhere", &a, now).unwrap(), None);
    assert_eq!(
        db.raw_i64(&format!("SELECT count(*) FROM referee_sessions WHERE id_hash = '{a}'")),
        0
    );
    // Revoked by its shown id: that phone only.
    store.revoke_referee_session(DEFAULT_EVENT, &session.id, now).unwrap();
    assert_eq!(store.referee_session(DEFAULT_EVENT, &a, now).unwrap(), None);
    assert!(store.referee_session(DEFAULT_EVENT, &b, now).unwrap().is_some());
    for wrong in ["", "zz", "1234567", &session.id] {
        assert!(store.revoke_referee_session(DEFAULT_EVENT, wrong, now).is_err(), "{wrong:?}");
    }
    // A logout ends its own session.
    let c = open("phone C");
    store.end_referee_session(DEFAULT_EVENT, &c).unwrap();
    assert_eq!(store.referee_session(DEFAULT_EVENT, &c, now).unwrap(), None);
    // Rotating the token ends them all.
    store.rotate_referee_token(DEFAULT_EVENT).unwrap();
    assert_eq!(store.referee_session(DEFAULT_EVENT, &b, now).unwrap(), None);
    assert!(store.referee_sessions(DEFAULT_EVENT, now).unwrap().is_empty());
    // At most MAX_LIVE_SESSIONS at once: one more signs the oldest out.
    let first = open("the first phone");
    for n in 1..armoury_records::MAX_LIVE_SESSIONS {
        open_at(&format!("phone {n}"), now + 1);
    }
    let live = |s: &Store| s.referee_sessions(DEFAULT_EVENT, now).unwrap().len() as i64;
    assert_eq!(live(&store), armoury_records::MAX_LIVE_SESSIONS);
    let one_more = open_at("one more", now + 2);
    assert_eq!(live(&store), armoury_records::MAX_LIVE_SESSIONS);
    assert!(store.referee_session(DEFAULT_EVENT, &one_more, now).unwrap().is_some());
    assert_eq!(store.referee_session(DEFAULT_EVENT, &first, now).unwrap(), None);
}
}
