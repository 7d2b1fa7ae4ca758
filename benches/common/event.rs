//! A big event for the benches and the yardstick scripts, made the same way
//! each time: a roster of N characters (accented names, semicolons, as an
//! organiser's export has them) and M approved inspections spread over
//! them, each of its own item and with its own tag.
//!
//! The roster goes in through the import and the first inspection through
//! `record_inspection`, as at a desk; the other inspections are that one
//! multiplied by SQL, since recording 50,000 one at a time would make the
//! input slower than the thing measured. `benches/yardstick/make_event.rs`
//! makes the same files for the shell yardsticks.

use std::fmt::Write as _;
use std::path::Path;

use armoury_records::{NewInspection, Store, parse_roster};
use armoury_rules::{Item, Verdict, check, shipped};

/// The event the generated files hold (a fresh store's own).
pub const EVENT: &str = "default";

/// A roster of `characters` rows, `id;Player;Character;Group;Class;Height`,
/// the same for the same size.
pub fn roster_csv(characters: usize) -> String {
    const FIRST: [&str; 10] = [
        "Kalev", "Mari", "Aoife", "Tõnu", "Siobhán", "Jüri", "Liis", "Cian", "Éabha", "Rasmus",
    ];
    const LAST: [&str; 10] = [
        "Tamm",
        "Saar",
        "Mägi",
        "Kask",
        "Ó Briain",
        "Murphy",
        "Lepp",
        "Kuusk",
        "Pärn",
        "Walsh",
    ];
    // A small fixed-seed generator: the same roster every run.
    let mut state: u64 = 7;
    let mut next = |below: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((state >> 33) % below as u64) as usize
    };
    let mut csv = String::with_capacity(characters * 64 + 40);
    csv.push_str("id;Player;Character;Group;Class;Height\n");
    for i in 0..characters {
        let (first, last, own) = (FIRST[next(10)], LAST[next(10)], FIRST[next(10)]);
        let class = if i % 7 == 0 { "Healer" } else { "Warrior" };
        let height = 150 + next(51);
        let _ = writeln!(
            csv,
            "C{i:06};P{i:06} {first} {last};Char{i:06} {own};Band {};{class};{height}",
            i % 40
        );
    }
    csv
}

/// The example sword (`examples/items/sword.toml`) and its verdict under
/// the shipped ruleset: approved.
pub fn sword() -> (Item, Verdict) {
    sword_with("weight_g = 650", "weight_g = 650")
}

/// The example sword with `from` replaced by `to` in its file, and its verdict.
pub fn sword_with(from: &str, to: &str) -> (Item, Verdict) {
    let ruleset = shipped::load(shipped::DEFAULT_ID).expect("the shipped ruleset");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items/sword.toml");
    let text = std::fs::read_to_string(path).expect("examples/items/sword.toml");
    assert!(text.contains(from), "the example sword has {from}");
    let item = Item::parse("sword.toml", &text.replace(from, to), &ruleset)
        .expect("the example sword parses");
    let verdict = check(&ruleset, &item);
    (item, verdict)
}

/// Eve's inspection of `item` for character `pk` of [`EVENT`] at `station`.
pub fn inspection<'a>(
    pk: i64,
    item: &'a Item,
    verdict: &'a Verdict,
    station: &'a str,
) -> NewInspection<'a> {
    NewInspection {
        event_id: EVENT,
        character_pk: Some(pk),
        item,
        verdict,
        inspector: "Eve",
        station,
        override_reason: None,
        corrects: None,
    }
}

/// A new database file `path` (which must not exist) with [`EVENT`]'s
/// roster of `characters` characters, imported.
fn with_roster(path: &Path, characters: usize) -> Store {
    assert!(!path.exists(), "{} exists already", path.display());
    let mut store = Store::open(path).expect("a new database file");
    let roster = parse_roster(
        "roster.csv",
        roster_csv(characters).as_bytes(),
        &[],
        Default::default(),
    )
    .expect("the generated roster parses");
    store
        .import_roster(EVENT, &roster, false, false)
        .expect("import the roster");
    store
}

/// Makes the database file `path` (which must not exist) holding
/// [`EVENT`] with `characters` characters and `inspections` approved
/// inspections, items and tags.
pub fn make_event(path: &Path, characters: usize, inspections: usize) {
    assert!(characters > 0 && inspections > 0, "an event of something");
    let mut store = with_roster(path, characters);
    let (item, verdict) = sword();
    let first = store.characters(EVENT).expect("characters")[0].pk;
    let recorded = store
        .record_inspection(&inspection(first, &item, &verdict, "desk 1"))
        .expect("record the first inspection");
    assert!(recorded.tag.is_some(), "the example sword passes");
    // The first inspection, item and tag, copied onto character k % N
    // for k = 1 … M-1 (new keys after the first's).
    let more = inspections - 1;
    let conn = store.sqlite_connection().expect("a file store");
    conn.execute_batch(&format!(
        "BEGIN;
         CREATE TEMP TABLE cp AS
             SELECT pk, row_number() OVER (ORDER BY pk) - 1 AS rn FROM characters;
         CREATE TEMP TABLE k AS
             WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < {more})
             SELECT i FROM k WHERE i <= {more};
         INSERT INTO items (id, event_id, character_pk, kind, name, description, created_at)
             SELECT f.id + k.i, f.event_id, cp.pk, f.kind, f.name || ' ' || k.i, f.description,
                    f.created_at
             FROM k JOIN cp ON cp.rn = k.i % {characters},
                  (SELECT * FROM items ORDER BY id LIMIT 1) f;
         INSERT INTO inspections (id, item_id, event_id, character_pk, ruleset_id,
                                  ruleset_version, category, item_json, verdict, approved,
                                  override_reason, findings_json, inspector, station,
                                  recorded_at, corrects, request_key)
             SELECT s.id + it.id - s.item_id, it.id, s.event_id, it.character_pk, s.ruleset_id,
                    s.ruleset_version, s.category, s.item_json, s.verdict, s.approved,
                    s.override_reason, s.findings_json, s.inspector, s.station, s.recorded_at,
                    NULL, NULL
             FROM items it, (SELECT * FROM inspections ORDER BY id LIMIT 1) s
             WHERE it.id > s.item_id;
         INSERT INTO flagged_findings (inspection_id, event_id, rule, status, provisional,
                                       approved)
             SELECT ins.id, f.event_id, f.rule, f.status, f.provisional, f.approved
             FROM inspections ins, flagged_findings f
             WHERE f.inspection_id = (SELECT min(id) FROM inspections) AND ins.id > f.inspection_id;
         INSERT INTO tags (serial, event_id, seq, inspection_id, valid_until, issued_at)
             SELECT printf('%s-%06d', e.tag_prefix, t.seq + ins.id - t.inspection_id),
                    ins.event_id, t.seq + ins.id - t.inspection_id, ins.id, t.valid_until,
                    t.issued_at
             FROM inspections ins, (SELECT * FROM tags LIMIT 1) t, events e
             WHERE ins.id > t.inspection_id AND e.id = ins.event_id;
         UPDATE events SET tag_seq = (SELECT max(seq) FROM tags) WHERE id = '{EVENT}';
         COMMIT;"
    ))
    .expect("multiply the first inspection");
    store.recount(EVENT).expect("count the counters");
}

/// Makes the database file `path` (which must not exist) holding [`EVENT`]
/// as a busy event: `characters` characters, `inspections` inspections at
/// four stations over eight hours (2026-07-14, 08:00 to 16:00 UTC). Of
/// every hundred: one a correction of the one before, two approved by an
/// override, about ten rejected (thin padding), five referred (too
/// heavy), the rest approved; every tenth character has an armour award.
/// Four inspections are recorded as at a desk, one of each kind; the rest
/// are copies of them made by SQL, their flagged findings too (no tags).
pub fn make_mixed_event(path: &Path, characters: usize, inspections: usize) {
    assert!(characters > 0 && inspections > 4, "an event of something");
    let mut store = with_roster(path, characters);
    let first = store.characters(EVENT).expect("characters")[0].pk;
    let kinds = [
        (sword(), None),
        (sword_with("weight_g = 650", "weight_g = 800"), None),
        (sword_with("striking_mm = 15", "striking_mm = 8"), None),
        (
            sword_with("striking_mm = 15", "striking_mm = 8"),
            Some("the game master looked"),
        ),
    ];
    let mut templates = Vec::new();
    for ((item, verdict), reason) in &kinds {
        let mut decided = NewInspection {
            override_reason: *reason,
            ..inspection(first, item, verdict, "desk 1")
        }
        .decide()
        .expect("decide");
        decided.decided_at = "2026-07-14T08:00:00Z".to_string();
        templates.push(
            store
                .record_decided(&decided)
                .expect("record")
                .inspection_id,
        );
    }
    let award_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/armour/kalev-mixed.toml");
    let ruleset = shipped::load(shipped::DEFAULT_ID).expect("the shipped ruleset");
    let set = armoury_rules::ArmourSet::parse(
        "kalev-mixed.toml",
        &std::fs::read_to_string(award_path).expect("the example armour"),
        &ruleset,
    )
    .expect("the example armour parses");
    let award = armoury_rules::award(&ruleset, &set).expect("an award");
    store
        .record_armour_award(first, &award, "Eve")
        .expect("record an award");
    let more = inspections - 4;
    let conn = store.sqlite_connection().expect("a file store");
    conn.execute_batch(&format!(
        "BEGIN;
         CREATE TEMP TABLE tpl (kind INTEGER PRIMARY KEY, ins INTEGER NOT NULL);
         INSERT INTO tpl VALUES (0, {}), (1, {}), (2, {}), (3, {});
         CREATE TEMP TABLE cp AS
             SELECT pk, row_number() OVER (ORDER BY pk) - 1 AS rn FROM characters;
         CREATE TEMP TABLE k AS
             WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < {more} - 1)
             SELECT i, i - (i % 100 = 99) AS owner,
                    CASE WHEN i % 100 = 99 THEN 0 WHEN i % 50 = 7 THEN 3
                         WHEN i % 20 = 3 THEN 1 WHEN i % 10 = 5 THEN 2 ELSE 0 END AS kind
             FROM k;
         CREATE TEMP TABLE base AS
             SELECT (SELECT max(id) + 1 FROM items) AS item, (SELECT max(id) + 1 FROM inspections) AS ins;
         INSERT INTO items (id, event_id, character_pk, kind, name, description, created_at)
             SELECT base.item + k.i, it.event_id, cp.pk, it.kind, it.name || ' ' || k.i,
                    it.description, it.created_at
             FROM k JOIN cp ON cp.rn = k.i % {characters} JOIN tpl ON tpl.kind = k.kind
                  JOIN inspections s ON s.id = tpl.ins JOIN items it ON it.id = s.item_id, base
             WHERE k.i % 100 <> 99;
         INSERT INTO inspections (id, item_id, event_id, character_pk, ruleset_id,
                                  ruleset_version, category, item_json, verdict, approved,
                                  override_reason, findings_json, inspector, station,
                                  recorded_at, corrects, request_key)
             SELECT base.ins + k.i, base.item + k.owner, s.event_id, cp.pk, s.ruleset_id,
                    s.ruleset_version, s.category, s.item_json, s.verdict, s.approved,
                    s.override_reason, s.findings_json, s.inspector, 'desk ' || (1 + (k.i / 7) % 4),
                    strftime('%Y-%m-%dT%H:%M:%SZ', '2026-07-14 08:00:00',
                             '+' || (k.i * 28800 / {more}) || ' seconds'),
                    CASE WHEN k.i % 100 = 99 THEN base.ins + k.owner END, NULL
             FROM k JOIN cp ON cp.rn = k.owner % {characters} JOIN tpl ON tpl.kind = k.kind
                  JOIN inspections s ON s.id = tpl.ins, base;
         INSERT INTO flagged_findings (inspection_id, event_id, rule, status, provisional,
                                       approved)
             SELECT base.ins + k.i, f.event_id, f.rule, f.status, f.provisional, f.approved
             FROM k JOIN tpl ON tpl.kind = k.kind
                  JOIN flagged_findings f ON f.inspection_id = tpl.ins, base;
         INSERT INTO awards (character_pk, ruleset_id, ruleset_version, award,
                             legacy_explanation, body_points, helmet_points, total,
                             provisional, gm_decided_by, recorder, recorded_at)
             SELECT cp.pk, a.ruleset_id, a.ruleset_version, a.award, a.legacy_explanation,
                    a.body_points, a.helmet_points, a.total, a.provisional, a.gm_decided_by,
                    a.recorder, a.recorded_at
             FROM cp, (SELECT * FROM awards LIMIT 1) a
             WHERE cp.rn % 10 = 0 AND cp.pk <> a.character_pk;
         COMMIT;",
        templates[0], templates[1], templates[2], templates[3]
    ))
    .expect("multiply the inspections");
    store.recount(EVENT).expect("count the counters");
}
