//! The item's photo at the Check panel: the webcam (the test pattern, as
//! there is no camera here) with F7, the marshal's phone through the
//! desk's link with F9, a dropped file; an event that requires a photo
//! approves nothing without one, and the photo is recorded with the
//! approval.

use super::*;
use armoury_records::{PhotoPolicy, UploadLink};

/// A rig on a fresh SQLite file whose event takes photos as `policy`, its
/// referee page announced at `page` (if any), Kalevipoeg on its roster.
fn photo_rig(
    policy: PhotoPolicy,
    page: Option<&str>,
) -> (tempfile::TempDir, std::path::PathBuf, Rig) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("station.db");
    {
        let mut records = Store::open(&db).unwrap();
        let entry = armoury_records::RosterEntry {
            id: "p7".into(),
            name: "Kalevipoeg".into(),
            ..Default::default()
        };
        records.upsert_character("default", &entry).unwrap();
        records.set_event_photos("default", policy).unwrap();
        if let Some(page) = page {
            records.announce_page_url("default", page).unwrap();
        }
    }
    let mut options = Options::new(Store::open(&db).unwrap());
    options.tags_dir = Some(dir.path().join("tags"));
    (dir, db, rig_with(options))
}

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/photos")
        .join(name)
}

/// Steps (and lets the worker answer) until `done` holds.
fn settle_until(rig: &mut Rig, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !done(rig.app()) {
        assert!(std::time::Instant::now() < deadline, "waiting for {what}");
        std::thread::sleep(std::time::Duration::from_millis(30));
        rig.settle();
    }
}

#[test]
fn f7_takes_the_webcams_photo_and_the_approval_records_it() {
    let (_dir, db, mut rig) = photo_rig(PhotoPolicy::Optional, None);
    rig.harness.state_mut().station.prefs.camera = armoury_camera::TEST_PATTERN.into();
    rig.sword("kalev", "95", 15.0);
    settle_until(&mut rig, "the camera's preview", |app| {
        app.check.photo.camera_on()
    });
    assert!(
        rig.harness
            .query_by_label_contains("camera (F7 takes the photo)")
            .is_some()
    );
    rig.key(Key::F7);
    settle_until(&mut rig, "the photo", |app| app.check.photo.photo.is_some());
    let taken = rig.app().check.photo.photo.clone().unwrap();
    assert_eq!((taken.width, taken.height), (1280, 720));
    assert!(
        rig.harness
            .query_by_label_contains("taken (1280 × 720 pixels)")
            .is_some()
    );
    rig.key(Key::F2);
    rig.key(Key::Enter);
    rig.settle();
    assert!(
        rig.app().check.photo.photo.is_none(),
        "the next item starts without it"
    );
    let id = rig.app().station.recorded[0].id.unwrap();
    drop(rig);
    let records = Store::open(&db).unwrap();
    assert_eq!(records.photo("default", id).unwrap(), Some(taken));
}

#[test]
fn a_required_photo_comes_from_the_phone_and_the_link_closes_on_approval() {
    let (_dir, db, mut rig) = photo_rig(PhotoPolicy::Required, Some("http://192.0.2.7:8080"));
    rig.sword("kalev", "95", 15.0);
    rig.key(Key::F2);
    rig.key(Key::Enter);
    rig.settle();
    assert!(
        rig.app().station.recorded.is_empty(),
        "approved without its photo"
    );
    assert!(matches!(
        &rig.app().station.notice,
        Some(Notice::Error(m)) if m.contains("only with its photo")
    ));

    rig.key(Key::F9);
    rig.settle();
    let link = rig
        .app()
        .check
        .photo
        .phone
        .as_ref()
        .expect("a link for the phone");
    let (token, url) = (link.token.clone(), link.url.clone());
    assert_eq!(url, format!("http://192.0.2.7:8080/upload/{token}"));
    assert!(rig.harness.query_by_label_contains(&url).is_some());
    // The phone sends its photo to the page's server (the same database).
    let phone = armoury::photo_file::read(&fixture("phone-gps.jpg"), Default::default()).unwrap();
    let records = Store::open(&db).unwrap();
    records
        .receive_photo_upload(&token, &phone, armoury_records::time::now_secs())
        .unwrap();
    settle_until(&mut rig, "the phone's photo", |app| {
        app.check.photo.photo.is_some()
    });
    assert_eq!(rig.app().check.photo.photo.as_ref(), Some(&phone));

    rig.key(Key::Enter);
    rig.settle();
    let id = rig.app().station.recorded[0].id.unwrap();
    assert_eq!(records.photo("default", id).unwrap(), Some(phone));
    assert_eq!(
        records
            .photo_upload_link(&token, armoury_records::time::now_secs())
            .unwrap(),
        UploadLink::Closed,
        "a late photo is refused"
    );
}

#[test]
fn a_dropped_photo_is_the_items_and_a_broken_one_is_named() {
    let (_dir, _db, mut rig) = photo_rig(PhotoPolicy::Optional, None);
    rig.harness.state_mut().tab = Tab::Lookup;
    rig.drop_file(&fixture("phone-gps.jpg"));
    let app = rig.app();
    assert_eq!(app.tab, Tab::Check);
    let photo = app.check.photo.photo.as_ref().unwrap();
    assert_eq!((photo.width, photo.height), (1200, 1600));
    rig.drop_file(&fixture("truncated.jpg"));
    assert!(matches!(
        &rig.app().station.notice,
        Some(Notice::Error(m)) if m.contains("truncated.jpg refused: it is cut short")
    ));
    // Without a referee page for the event, F9 says how to start one.
    rig.player("kalev");
    rig.key(Key::Num1);
    rig.key(Key::Escape);
    rig.key(Key::F9);
    rig.settle();
    assert!(matches!(
        &rig.app().station.notice,
        Some(Notice::Error(m)) if m.contains("start `armoury serve`")
    ));
}
