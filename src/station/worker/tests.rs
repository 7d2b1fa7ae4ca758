//! The worker on a demo database: answers in order, records and finds tags.

use super::*;
use crate::station::demo;
use armoury_rules::{check, shipped};
use std::sync::atomic::{AtomicUsize, Ordering};

fn worker_on_demo(dir: &std::path::Path, waker: Repaint) -> Worker {
    let mut store = armoury_records::Store::open(dir.join("w.db")).unwrap();
    demo::seed(&mut store).unwrap();
    Worker::spawn(store, None, waker)
}

#[test]
fn jobs_are_answered_in_order_and_wake_the_ui() {
    let dir = tempfile::tempdir().unwrap();
    let wakes = Arc::new(AtomicUsize::new(0));
    let counter = wakes.clone();
    let mut worker = worker_on_demo(
        dir.path(),
        Arc::new(move || {
            counter.fetch_add(1, Ordering::SeqCst);
        }),
    );
    worker.submit(Job::LoadRoster);
    worker.submit(Job::LoadRuleset("/nonexistent/rules.toml".into()));
    assert_eq!(worker.busy().as_deref(), Some("loading the roster"));
    let answers = worker.wait_idle();
    assert!(matches!(&answers[0], Done::Roster(r) if r.len() == 8));
    assert!(matches!(&answers[1], Done::Failed(m) if m.contains("/nonexistent/rules.toml")));
    assert_eq!(worker.busy(), None);
    drop(worker); // Joins the thread, so every wake has happened.
    assert_eq!(wakes.load(Ordering::SeqCst), 2);
}

#[test]
fn a_recorded_approval_gets_a_tag_that_finds_its_owner() {
    let dir = tempfile::tempdir().unwrap();
    let mut worker = worker_on_demo(dir.path(), Arc::new(|| {}));
    let entry = RosterEntry {
        name: "Kalevipoeg II".into(),
        player_name: Some("Kalev Tamm".into()),
        ..RosterEntry::default()
    };
    worker.submit(Job::SaveCharacter(entry));
    let Some(Done::CharacterSaved(kalev)) = worker.wait_idle().pop() else {
        panic!("not saved");
    };
    assert_eq!(kalev.id, "kalev-tamm/kalevipoeg-ii");
    let rs = shipped::load(shipped::DEFAULT_ID).unwrap();
    let text = std::fs::read_to_string("examples/items/sword.toml").unwrap();
    let item = Item::parse("sword.toml", &text, &rs).unwrap();
    let verdict = check(&rs, &item);
    worker.submit(Job::Record(Box::new(InspectionToRecord {
        character: Some(kalev.clone()),
        item,
        verdict,
        decision: Decision::Approved,
        failing: Vec::new(),
        inspector: String::new(),
        station: String::new(),
        photo: None,
    })));
    let Some(Done::Recorded(stored)) = worker.wait_idle().pop() else {
        panic!("not recorded");
    };
    let tag = stored.tag.unwrap();
    let mut check = |text: &str| {
        worker.submit(Job::FindTag(text.to_string()));
        match worker.wait_idle().pop() {
            Some(Done::Tag(_, check)) => check,
            other => panic!("{other:?}"),
        }
    };
    let TagCheck::Issued { tag: found, card } = check(&tag.to_lowercase()) else {
        panic!("{tag} not found");
    };
    assert_eq!(found, tag);
    assert_eq!(card.character, kalev);
    assert_eq!(card.approved_items[0].kind, "melee");
    assert_eq!(check("XX-999999"), TagCheck::Unknown);

    // The tag's QR string finds it too; an altered one does not verify.
    let store = armoury_records::Store::open(dir.path().join("w.db")).unwrap();
    let content = armoury_issuing::tag_content(&store, &tag).unwrap();
    let key = armoury_issuing::event_key(&store, &content.event_code).unwrap();
    let scanned =
        armoury_tags::sign(armoury_tags::Covers::Tag, &content.event_code, &tag, &key).unwrap();
    assert!(matches!(check(&scanned), TagCheck::Issued { tag: found, .. } if found == tag));
    let last = if scanned.ends_with('A') { "B" } else { "A" };
    let altered = format!("{}{last}", &scanned[..scanned.len() - 1]);
    assert!(matches!(check(&altered), TagCheck::NotGenuine(_)));
}
