//! Durability: a child process writing inspections in a loop is killed with
//! SIGKILL; afterwards the database passes `PRAGMA integrity_check` and
//! holds every inspection the child reported as committed.
//!
//! The child is this test binary re-executed with `CHILD_DB` set, running
//! only `child_writes_inspections_until_killed`.
#![cfg(unix)]

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

use armoury_records::{NewInspection, RosterEntry, Store};
use armoury_rules::{Item, check, shipped};

const CHILD_DB: &str = "ARMOURY_TEST_CHILD_DB";
/// The child stops by itself after this many commits if nobody kills it.
const CHILD_MAX_COMMITS: usize = 5_000;
const KILL_AFTER: usize = 40;

#[test]
fn child_writes_inspections_until_killed() {
    let Some(db) = std::env::var_os(CHILD_DB) else {
        return; // Only does something when started by the test below.
    };
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items/sword.toml"),
    )
    .unwrap();
    let item = Item::parse("sword.toml", &text, &ruleset).unwrap();
    let verdict = check(&ruleset, &item);
    let mut store = Store::open(&db).unwrap();
    store
        .upsert_character(
            "default",
            &RosterEntry {
                id: "1".into(),
                name: "Kalev".into(),
                ..RosterEntry::default()
            },
        )
        .unwrap();
    let pk = store.characters("default").unwrap()[0].pk;
    for _ in 0..CHILD_MAX_COMMITS {
        let recorded = store
            .record_inspection(&NewInspection {
                event_id: "default",
                character_pk: Some(pk),
                item: &item,
                verdict: &verdict,
                inspector: "child",
                station: "loop",
                override_reason: None,
                corrects: None,
            })
            .unwrap();
        // Printed only after the commit returned.
        println!("committed {}", recorded.inspection_id);
    }
}

#[test]
fn sigkill_mid_write_loses_nothing_committed() {
    if std::env::var_os(CHILD_DB).is_some() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crash.db");
    // The test's full name inside the `it` binary (`records::durability::…`).
    let (_, module) = module_path!().split_once("::").unwrap();
    let child_test = format!("{module}::child_writes_inspections_until_killed");
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", &child_test, "--nocapture", "--test-threads=1"])
        .env(CHILD_DB, &db)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines();
    let mut committed: Vec<i64> = Vec::new();
    while committed.len() < KILL_AFTER {
        let Some(line) = lines.next() else { break };
        if let Some(id) = line.unwrap().strip_prefix("committed ") {
            committed.push(id.parse().unwrap());
        }
    }
    child.kill().unwrap(); // SIGKILL on unix
    let status = child.wait().unwrap();
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(
        status.signal(),
        Some(9),
        "the child was killed, not finished: {status:?}"
    );
    // Lines already in the pipe were committed too.
    for line in lines.map_while(Result::ok) {
        if let Some(id) = line.strip_prefix("committed ") {
            committed.push(id.parse().unwrap());
        }
    }
    assert!(
        committed.len() >= KILL_AFTER,
        "the child committed only {}",
        committed.len()
    );

    let store = Store::open(&db).unwrap();
    assert_eq!(store.integrity_check().unwrap().as_deref(), Some("ok"));
    for id in &committed {
        let inspection = store.inspection(*id).unwrap();
        assert!(
            inspection.tag_serial.is_some(),
            "inspection {id} lost its tag"
        );
    }
    let stored = store.inspections("default").unwrap().len();
    assert!(
        stored >= committed.len(),
        "{stored} stored, {} reported",
        committed.len()
    );
}
