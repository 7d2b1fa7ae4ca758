//! The organiser's figures against counts this test makes itself, in Rust,
//! from the inspection rows it reads back: an event with approved,
//! referred, rejected, overridden, provisional and corrected inspections
//! at two stations over three hours, and armour awards. Also after
//! `db copy`, and on a file made before the figures' migration.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use armoury_records::figures::Figures;
use armoury_records::{NewInspection, Store, StoredInspection, parse_roster};
use armoury_rules::{Item, Verdict, check, shipped};

use crate::common::db::{TestDb, on_both_backends};
use crate::common::example_award;

const ROSTER: &str = "id;character;player\n\
    1;Kalev;Mart\n2;Mari;Anna\n3;Tõnu;Jaan\n4;Liis;Kai\n5;Cian;Aoife\n6;Éabha;Rasmus\n7;Nobody;Seen\n";

/// The example sword with `change` applied to its file's text, and its verdict.
fn sword(change: (&str, &str)) -> (Item, Verdict) {
    let ruleset = shipped::load(shipped::DEFAULT_ID).unwrap();
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items/sword.toml"),
    )
    .unwrap();
    assert!(text.contains(change.0), "{}", change.0);
    let item = Item::parse("sword.toml", &text.replace(change.0, change.1), &ruleset).unwrap();
    let verdict = check(&ruleset, &item);
    (item, verdict)
}

/// Records one inspection as decided at `at` (UTC).
#[allow(clippy::too_many_arguments)]
fn record(
    store: &mut Store,
    pk: i64,
    (item, verdict): &(Item, Verdict),
    station: &str,
    at: &str,
    override_reason: Option<&str>,
    corrects: Option<i64>,
) -> i64 {
    let mut decided = NewInspection {
        event_id: "default",
        character_pk: Some(pk),
        item,
        verdict,
        inspector: "Eve",
        station,
        override_reason,
        corrects,
    }
    .decide()
    .unwrap();
    decided.decided_at = at.to_string();
    store.record_decided(&decided).unwrap().inspection_id
}

/// An event of every kind of outcome (see the module).
pub(crate) fn busy_event(store: &mut Store) {
    let roster = parse_roster("r.csv", ROSTER.as_bytes(), &[], Default::default()).unwrap();
    store
        .import_roster("default", &roster, false, false)
        .unwrap();
    let pk: HashMap<String, i64> = store
        .characters("default")
        .unwrap()
        .into_iter()
        .map(|c| (c.id, c.pk))
        .collect();
    let good = sword(("weight_g = 650", "weight_g = 650"));
    let heavy = sword(("weight_g = 650", "weight_g = 800"));
    let thin = sword(("striking_mm = 15", "striking_mm = 8"));
    let steel = sword(("material = \"pvc\"", "material = \"steel\""));
    assert_eq!(good.1.verdict.as_str(), "approved");
    assert_eq!(heavy.1.verdict.as_str(), "referred");
    assert_eq!(thin.1.verdict.as_str(), "rejected");
    let (h9, h10, h11) = (
        "2026-07-14T09:10:00Z",
        "2026-07-14T10:20:00Z",
        "2026-07-14T11:30:00Z",
    );
    record(store, pk["1"], &good, "desk 1", h9, None, None);
    record(store, pk["2"], &heavy, "desk 1", h9, None, None);
    record(store, pk["3"], &thin, "desk 1", h10, None, None);
    // A marshal's slip, corrected: the item is approved, its failure gone.
    let slip = record(store, pk["4"], &thin, "desk 1", h10, None, None);
    record(store, pk["4"], &good, "desk 1", h10, None, Some(slip));
    // Approved by the game master on the spot, despite the padding.
    record(
        store,
        pk["5"],
        &thin,
        "desk 2",
        h10,
        Some("GM Tiit: old club weapon, soft"),
        None,
    );
    record(store, pk["1"], &heavy, "desk 2", h11, None, None);
    record(store, pk["6"], &steel, "desk 2", h11, None, None);
    record(store, pk["6"], &thin, "desk 2", h11, None, None);
    // A correction that corrects an approval into a rejection.
    let approved = record(store, pk["2"], &good, "desk 2", h11, None, None);
    record(store, pk["2"], &thin, "desk 2", h11, None, Some(approved));
    let award = example_award("ancalagon-2011", "examples/armour/kalev-mixed.toml");
    store.record_armour_award(pk["1"], &award, "Eve").unwrap();
    store.record_armour_award(pk["1"], &award, "Eve").unwrap();
    store.record_armour_award(pk["7"], &award, "Eve").unwrap();
}

/// The outcome an inspection row counts as.
fn outcome(i: &StoredInspection) -> &'static str {
    match (i.approved, i.verdict.as_str()) {
        (true, _) => "approved",
        (false, "referred") => "referred",
        _ => "rejected",
    }
}

/// The figures' counts, made here from the rows.
fn expected(store: &Store) -> serde_json::Value {
    let rows = store.inspections("default").unwrap();
    let latest: BTreeMap<i64, &StoredInspection> = rows.iter().map(|i| (i.item_id, i)).collect();
    let in_force: Vec<&StoredInspection> = latest.values().copied().collect();
    let tally = |of: &[&StoredInspection]| {
        let n = |o| of.iter().filter(|i| outcome(i) == o).count();
        serde_json::json!({"approved": n("approved"), "referred": n("referred"), "rejected": n("rejected")})
    };
    let all: Vec<&StoredInspection> = rows.iter().collect();
    let mut stations: BTreeMap<&str, Vec<&StoredInspection>> = BTreeMap::new();
    let mut hours: BTreeMap<(String, &str), usize> = BTreeMap::new();
    for i in &rows {
        stations.entry(&i.station).or_default().push(i);
        *hours
            .entry((i.recorded_at[..13].to_string(), &i.station))
            .or_default() += 1;
    }
    let mut failing: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for i in &in_force {
        let findings: Vec<serde_json::Value> = serde_json::from_str(&i.findings_json).unwrap();
        for f in findings {
            let counts = failing
                .entry(f["rule"].as_str().unwrap().to_string())
                .or_default();
            match f["status"].as_str().unwrap() {
                "fail" => counts.0 += 1,
                "referred" => counts.1 += 1,
                _ => {}
            }
        }
    }
    failing.retain(|_, (f, r)| *f + *r > 0);
    let mut failing: Vec<_> = failing.into_iter().collect();
    failing.sort_by(|a, b| (b.1.0 + b.1.1).cmp(&(a.1.0 + a.1.1)).then(a.0.cmp(&b.0)));
    let characters = store.characters("default").unwrap();
    let awards = store.awards("default").unwrap();
    let awarded: BTreeSet<i64> = awards.iter().map(|a| a.character_pk).collect();
    let award_rows = awards.len();
    let seen: BTreeSet<i64> = rows
        .iter()
        .filter_map(|i| i.character_pk)
        .chain(awarded.iter().copied())
        .collect();
    serde_json::json!({
        "roster": characters.len(),
        "seen": seen.len(),
        "items": tally(&in_force),
        "inspections": tally(&all),
        "provisional_approvals": in_force.iter().filter(|i| i.approved && i.provisional).count(),
        "overrides": in_force.iter().filter(|i| i.approved && i.verdict != "approved").count(),
        "awards": award_rows,
        "armoured": awarded.len(),
        "stations": stations.iter().map(|(s, of)| serde_json::json!({"station": s, "inspections": tally(of)})).collect::<Vec<_>>(),
        "hours": hours.iter().map(|((h, s), n)| serde_json::json!({"hour": h, "station": s, "inspections": n})).collect::<Vec<_>>(),
        "failing_rules": failing.iter().map(|(r, (f, rf))| serde_json::json!([r, f, rf])).collect::<Vec<_>>(),
        "referred_items": in_force.iter().filter(|i| outcome(i) == "referred").map(|i| i.id).collect::<Vec<_>>(),
        "override_items": in_force.iter().filter(|i| i.approved && i.verdict != "approved").map(|i| i.id).collect::<Vec<_>>(),
        "provisional_items": in_force.iter().filter(|i| i.approved && i.provisional).map(|i| i.id).collect::<Vec<_>>(),
    })
}

/// The same counts, read from the figures.
fn counted(f: &Figures) -> serde_json::Value {
    let mut v = serde_json::to_value(f).unwrap();
    let ids = |list: &serde_json::Value| -> Vec<i64> {
        list.as_array()
            .unwrap()
            .iter()
            .map(|l| l["inspection_id"].as_i64().unwrap())
            .collect()
    };
    let rules: Vec<serde_json::Value> = f
        .failing_rules
        .iter()
        .map(|r| serde_json::json!([r.rule, r.failed, r.referred]))
        .collect();
    let lists = ["referred_items", "override_items", "provisional_items"].map(|l| (l, ids(&v[l])));
    let object = v.as_object_mut().unwrap();
    object.remove("event_id");
    object.remove("counted_at");
    object.insert("failing_rules".into(), rules.into());
    for (list, ids) in lists {
        object.insert(list.into(), ids.into());
    }
    v
}

on_both_backends! {
/// Every figure is what the rows say, and the rules failed most come with
/// their clause and their latest finding's sentence.
fn figures_are_what_the_rows_say(db) {
    let mut store = db.open();
    busy_event(&mut store);
    let figures = store.figures("default").unwrap();
    assert_eq!(counted(&figures), expected(&store));
    // The worked example, by hand: the rule failed most is the padding.
    assert_eq!(figures.items.total(), 9);
    assert_eq!((figures.roster, figures.seen, figures.overrides), (7, 7, 1));
    let top = &figures.failing_rules[0];
    assert_eq!((top.rule.as_str(), top.failed, top.referred), ("padding.striking", 4, 0));
    assert!(top.clause.as_deref().unwrap().contains("Appendix 1"), "{top:?}");
    assert_eq!(top.limit.as_deref(), Some("≥ 10 mm"));
    assert!(top.message.as_deref().unwrap().contains("8 mm"), "{top:?}");
    assert_eq!(figures.override_items[0].override_reason.as_deref(), Some("GM Tiit: old club weapon, soft"));
    assert_eq!(figures.referred_items[0].character_name.as_deref(), Some("Mari"));
    // A new record moves the mark; nothing new leaves it.
    let mark = store.figures_mark("default").unwrap();
    assert_eq!(store.figures_mark("default").unwrap(), mark);
    let pk = store.characters("default").unwrap()[0].pk;
    record(&mut store, pk, &sword(("weight_g = 650", "weight_g = 650")), "desk 3", "2026-07-14T12:00:00Z", None, None);
    assert!(store.figures_mark("default").unwrap().0 > mark.0);
    let figures = store.figures("default").unwrap();
    assert_eq!(counted(&figures), expected(&store));
    assert!(store.figures("no-such-event").is_err());
}
}

on_both_backends! {
/// `db copy` carries the flagged findings: the copy counts the same.
fn a_copy_counts_the_same(db) {
    let source_db = TestDb::sqlite();
    let mut source = source_db.open();
    busy_event(&mut source);
    let mut target = db.open();
    source.copy_event_to("default", &mut target).unwrap();
    let (a, b) = (source.figures("default").unwrap(), target.figures("default").unwrap());
    let mut copied = counted(&b);
    // Inspection ids are new keys on the target: compare the lists by length.
    for list in ["referred_items", "override_items", "provisional_items"] {
        copied[list] = copied[list].as_array().unwrap().len().into();
    }
    let mut original = counted(&a);
    for list in ["referred_items", "override_items", "provisional_items"] {
        original[list] = original[list].as_array().unwrap().len().into();
    }
    assert_eq!(copied, original);
}
}

/// A file recorded before the figures' migration gets its flagged
/// findings from the stored findings: the same figures as a new file.
#[test]
fn an_older_file_is_counted_after_its_migration() {
    let new_db = TestDb::sqlite();
    let mut store = new_db.open();
    busy_event(&mut store);
    let expected = counted(&store.figures("default").unwrap());
    let path = match &new_db {
        TestDb::Sqlite { dir } => dir.path().join("armoury.db"),
        TestDb::Postgres { .. } => unreachable!(),
    };
    drop(store);
    // Back to migration 9: the figures' tables, indexes and column gone.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "DROP TABLE flagged_findings; DROP TABLE inspection_hours; DROP TABLE characters_seen;
         DROP INDEX inspections_by_character;
         DROP INDEX inspections_by_outcome; DROP INDEX inspections_corrections;
         ALTER TABLE events DROP COLUMN organiser_token;
         ALTER TABLE events DROP COLUMN language;
         DROP TABLE photos;
         ALTER TABLE events DROP COLUMN photos;
         ALTER TABLE events DROP COLUMN page_url;
         DROP TABLE photo_uploads;
         PRAGMA user_version = 9;",
    )
    .unwrap();
    drop(conn);
    let store = Store::open(&path).unwrap();
    assert_eq!(counted(&store.figures("default").unwrap()), expected);
}
