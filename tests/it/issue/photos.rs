//! Photos from the command line: `check --record --photo FILE` keeps one
//! made safe, refuses a bad one with nothing recorded, and an event that
//! requires photos approves only with one.

use super::*;

on_both_backends! {
/// `check --record --photo FILE` keeps the photo with the inspection:
/// scaled to 1,600 px, re-encoded as JPEG with no metadata; a file that is
/// not a picture is refused and nothing is recorded.
fn a_recorded_inspection_keeps_its_photo_and_a_bad_one_records_nothing(database) {
    let (dir, db) = event_with_kalev(database);
    let picture = dir.path().join("sword.png");
    image::RgbImage::from_fn(2000, 1000, |x, _| image::Rgb([(x % 256) as u8, 90, 30]))
        .save(&picture)
        .unwrap();
    let sword = example("examples/items/sword.toml");
    let record = |photo: &Path| {
        armoury_on(
            &db,
            &["check", &sword, "--record", "--character", "17", "--photo", photo.to_str().unwrap()],
        )
    };
    let out = record(&picture);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let store = database.open();
    let photo = store.photo("ancalagon-2026", 1).unwrap().expect("the photo is kept");
    assert_eq!((photo.width, photo.height), (1600, 800));
    let stored = image::load_from_memory(&photo.jpeg).unwrap();
    assert_eq!((stored.width(), stored.height()), (1600, 800));
    assert!(!photo.jpeg.windows(4).any(|w| w == b"Exif"));
    // Not a picture: refused by name, exit 2, no second inspection.
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "not a photo").unwrap();
    let out = record(&text);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("notes.txt refused: it is not a JPEG or PNG picture"), "{}", stderr(&out));
    assert_eq!(store.inspections("ancalagon-2026").unwrap().len(), 1);
    // Without a photo, the export says so beside the one with it.
    ok(&armoury_on(&db, &["check", &sword, "--record", "--character", "17"]));
    let export = dir.path().join("inspections.csv");
    ok(&armoury_on(&db, &["export", "inspections", "--out", export.to_str().unwrap()]));
    let csv = std::fs::read_to_string(&export).unwrap();
    let mut lines = csv.lines();
    assert!(lines.next().unwrap().ends_with(",measurements,photo"), "{csv}");
    let photo: Vec<&str> = lines.map(|l| l.rsplit(',').next().unwrap()).collect();
    assert_eq!(photo, ["yes", "no"], "{csv}");
}
}

on_both_backends! {
/// `event photos required`: an approval without its photo is refused and
/// nothing is recorded; with `--photo` it is recorded; a rejection needs none.
fn an_event_that_requires_photos_approves_only_with_one(database) {
    let (_dir, db) = event_with_kalev(database);
    assert_eq!(ok(&armoury_on(&db, &["event", "photos"])).trim(), "off");
    let set = ok(&armoury_on(&db, &["event", "photos", "required"]));
    assert!(set.contains("now takes photos: required"), "{set}");
    assert_eq!(ok(&armoury_on(&db, &["event", "photos"])).trim(), "required");
    let sword = example("examples/items/sword.toml");
    let out = armoury_on(&db, &["check", &sword, "--record", "--character", "17"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("approves an item only with its photo"), "{}", stderr(&out));
    assert!(stderr(&out).contains("hint: add `--photo FILE`"), "{}", stderr(&out));
    assert!(database.open().inspections("ancalagon-2026").unwrap().is_empty());
    let photo = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/photos/phone-gps.jpg");
    let out = armoury_on(
        &db,
        &["check", &sword, "--record", "--character", "17", "--photo", photo.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = armoury_on(&db, &["event", "photos", "sometimes"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("use off, optional or required"), "{}", stderr(&out));
}
}
