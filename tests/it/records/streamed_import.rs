//! A roster imported as it is read, batch after batch: the same result as
//! the whole file parsed first, walk-ins merged and stored characters
//! updated in any batch, and still all or nothing when a late row is bad or
//! the file stops being text halfway.

use armoury_records::csv_import::IMPORT_BATCH_ROWS;
use armoury_records::{
    DEFAULT_EVENT, ImportSummary, RecordsError, RosterRows, Store, TextEncoding, parse_roster,
};

use crate::common::db::on_both_backends;

const HEADER: &str = "id;character;player_id;player;group;class\n";

/// Row `i` of the long roster: players shared by many rows (named on some),
/// groups of about thirty, every sixth a Healer.
fn row(i: usize, name: &str) -> String {
    let player = if i.is_multiple_of(7) {
        format!("Player {}", i % 997)
    } else {
        String::new()
    };
    let class = if i.is_multiple_of(6) {
        "Healer"
    } else {
        "Warrior"
    };
    format!(
        "C{i};{name};P{};{player};Band {};{class}\n",
        i % 997,
        i % 350
    )
}

/// Imports `file` as it is read.
fn stream(store: &mut Store, file: &[u8], skip_bad: bool) -> Result<ImportSummary, RecordsError> {
    stream_in(store, file, skip_bad, Default::default())
}

/// Imports `file` as it is read, in `encoding`.
fn stream_in(
    store: &mut Store,
    file: &[u8],
    skip_bad: bool,
    encoding: TextEncoding,
) -> Result<ImportSummary, RecordsError> {
    let rows = RosterRows::new("long.csv", file, &[], encoding)?;
    store.import_roster_rows(DEFAULT_EVENT, rows, skip_bad, false)
}

on_both_backends! {
/// Three batches and more: a stored roster of 300 rows, two walk-ins, and
/// a file that renames half the stored rows, brings one walk-in in its
/// first batch and the other in its last, and adds thousands of new rows.
fn a_streamed_import_writes_what_the_parsed_file_would(db) {
    let mut store = db.open();
    let first: String = std::iter::once(HEADER.to_string())
        .chain((0..300).map(|i| row(i, &format!("Hero {i}"))))
        .collect();
    stream(&mut store, first.as_bytes(), false).unwrap();
    let early = store.add_walk_in(DEFAULT_EVENT, "Early Player", "Early Hero", "desk 1").unwrap();
    let late = store.add_walk_in(DEFAULT_EVENT, "Late Player", "Late Hero", "desk 2").unwrap();

    let rows = 2 * IMPORT_BATCH_ROWS + 500;
    let mut file = String::from(HEADER);
    for i in 0..rows {
        match i {
            10 => file.push_str("W1;early hero;;EARLY PLAYER;Band 1;Healer\n"),
            i if i == rows - 3 => file.push_str("W2;Late Hero;;Late Player;;\n"),
            i if i < 300 && i % 2 == 0 => file.push_str(&row(i, &format!("Renamed {i}"))),
            i => file.push_str(&row(i, &format!("Hero {i}"))),
        }
    }
    let parsed = parse_roster("long.csv", file.as_bytes(), &[], Default::default()).unwrap();
    let would = store.import_roster(DEFAULT_EVENT, &parsed, false, true).unwrap();
    assert_eq!(store.characters(DEFAULT_EVENT).unwrap().len(), 302, "a dry run writes nothing");

    let done = stream(&mut store, file.as_bytes(), false).unwrap();
    assert_eq!(done, ImportSummary { dry_run: false, ..would });
    // Of the first 300 lines, one brings a walk-in (C10 stays as stored),
    // 149 rename and 150 repeat; of the rest, one brings the other walk-in.
    assert_eq!((done.inserted, done.updated, done.unchanged), (rows - 301, 151, 150));
    let merged: Vec<(&str, &str)> =
        done.merged.iter().map(|m| (m.walk_in_id.as_str(), m.id.as_str())).collect();
    assert_eq!(merged, [(early.id.as_str(), "W1"), (late.id.as_str(), "W2")]);
    assert_eq!(done.healer_warnings, store.healer_excess(DEFAULT_EVENT).unwrap());
    assert!(!done.healer_warnings.is_empty(), "a third of Band 0 are Healers");

    let all = store.characters(DEFAULT_EVENT).unwrap();
    assert_eq!(all.len(), rows + 1);
    let by_id = |id: &str| all.iter().find(|c| c.id == id).unwrap();
    assert_eq!(by_id("W1").pk, early.pk);
    assert_eq!(by_id("W2").pk, late.pk);
    assert_eq!(by_id("C12").name, "Renamed 12");
    assert_eq!(by_id("C13").name, "Hero 13");
    // A player named on one row keeps the name on the others, in any batch.
    let far = (0..rows).rev().find(|i| i % 997 == 7 && i % 7 != 0).unwrap();
    assert!(far > 2 * IMPORT_BATCH_ROWS, "in the last batch");
    let shared = by_id(&format!("C{far}"));
    assert_eq!(shared.player_name.as_deref(), Some("Player 7"));

    // The same file again changes nothing.
    let again = stream(&mut store, file.as_bytes(), false).unwrap();
    assert_eq!((again.inserted, again.updated, again.unchanged), (0, 0, rows));
    assert_eq!(store.characters(DEFAULT_EVENT).unwrap(), all);
    assert!(again.merged.is_empty());
}
}

on_both_backends! {
/// Bad rows in different batches are all reported and nothing is written,
/// though whole batches before them were good; with `skip_bad` the good
/// rows go in. A file that stops being text in its last batch writes
/// nothing either and names the line.
fn a_late_bad_row_or_byte_still_writes_nothing(db) {
    let mut store = db.open();
    let rows = 2 * IMPORT_BATCH_ROWS + 10;
    let mut file = String::from(HEADER);
    for i in 0..rows {
        match i {
            3 => file.push_str("C3;;P3;;;\n"),
            i if i == rows - 2 => file.push_str("C0;Again;P0;;;\n"),
            i => file.push_str(&row(i, &format!("Hero {i}"))),
        }
    }
    let err = stream(&mut store, file.as_bytes(), false).unwrap_err();
    let RecordsError::BadRoster { problems, .. } = &err else { panic!("{err}") };
    let at: Vec<(u64, &str)> = problems.iter().map(|p| (p.line, p.column.as_str())).collect();
    assert_eq!(at, [(5, "character"), (rows as u64, "id")]);
    assert!(problems[1].message.contains("line 2"), "{err}");
    assert!(store.characters(DEFAULT_EVENT).unwrap().is_empty());

    let done = stream(&mut store, file.as_bytes(), true).unwrap();
    assert_eq!((done.inserted, done.skipped.len()), (rows - 2, 2));
    assert_eq!(store.characters(DEFAULT_EVENT).unwrap().len(), rows - 2);

    let mut broken = file.replace("Hero", "Again").into_bytes();
    let last_line = broken[..broken.len() - 1].iter().filter(|b| **b == b'\n').count() + 1;
    let at = broken.len() - 3;
    broken[at] = 0xE4;
    // As UTF-8 (else the file would be read in a code page).
    let utf8 = TextEncoding::named("utf-8").unwrap();
    let err = stream_in(&mut store, &broken, true, utf8).unwrap_err();
    let RecordsError::Encoding { line, byte, .. } = err else { panic!("{err}") };
    assert_eq!((line, byte), (last_line as u64, at as u64));
    let names = store.characters(DEFAULT_EVENT).unwrap();
    assert!(names.iter().all(|c| c.name.starts_with("Hero")), "nothing written");
}
}
