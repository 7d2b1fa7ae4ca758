//! Photos on the referees' page: `armoury check --record --photo` keeps a
//! phone's photo; a tag's verify answer shows it large above the details,
//! the character card as a thumbnail, both served by `/photo/…` as JPEGs
//! that decode, at most 1,600 px, with no EXIF or GPS; the same on a copy
//! made by `db copy` on either backend. Only a referee with a session gets
//! a photo, and only one of the served event.

use std::path::{Path, PathBuf};

use armoury::web::{AppState, Pool, router};
use armoury_records::{Store, StoreAddress};
use axum::http::{StatusCode, header};

use super::{EVENT, get, log_in, post_form, send};
use crate::common::db::on_both_backends;
use crate::common::{armoury_on, example, ok, stderr};

/// A photo fixture (`tests/fixtures/photos/README.md` says what each is).
pub(super) fn photo_fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/photos")
        .join(name)
}

/// Whether `needle` occurs in `haystack`.
fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// The EXIF latitude `phone-gps.jpg` carries: 59/1 26/1 13/1, big-endian.
const LATITUDE: [u8; 24] = [
    0, 0, 0, 59, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 1, 0, 0, 0, 13, 0, 0, 0, 1,
];

/// A SQLite file with event Ancalagon 2026 where Kalev Käärik (17) had his
/// sword approved with the phone's photo, and a second event whose own
/// approved sword has a photo too (inspection 2).
fn photographed_sword(dir: &Path) -> String {
    let db = dir.join("desk.db").display().to_string();
    let roster = dir.join("roster.csv");
    std::fs::write(&roster, "id;name;player\n17;Kalev Käärik;Jaan Tamm\n").unwrap();
    let sword = example("examples/items/sword.toml");
    let photo = photo_fixture("phone-gps.jpg");
    for event in [EVENT, "other-2026"] {
        ok(&armoury_on(
            &db,
            &[
                "event",
                "create",
                event,
                "--name",
                event,
                "--end",
                "2099-07-12",
                "--use",
            ],
        ));
        ok(&armoury_on(
            &db,
            &["roster", "import", roster.to_str().unwrap()],
        ));
        let out = armoury_on(
            &db,
            &[
                "check",
                &sword,
                "--record",
                "--character",
                "17",
                "--photo",
                photo.to_str().unwrap(),
            ],
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    }
    ok(&armoury_on(&db, &["event", "use", EVENT]));
    db
}

/// What a referee's phone is shown Kalev's sword by: the records at an
/// address, read before serving them (a server's client blocks, so it is
/// not used inside the runtime).
struct Served {
    pool: Pool,
    event: armoury_records::Event,
    token: String,
    id: i64,
    serial: String,
    kalev: i64,
}

fn served(address: &StoreAddress) -> Served {
    let store = Store::connect(address).unwrap();
    let approved = store.inspections(EVENT).unwrap().remove(0);
    Served {
        pool: Pool::open(address, 2).unwrap(),
        event: store.event(EVENT).unwrap(),
        token: store.referee_token(EVENT).unwrap(),
        id: approved.id,
        serial: approved.tag_serial.unwrap(),
        kalev: approved.character_pk.unwrap(),
    }
}

/// The verify answer for Kalev's tag shows the photo large above the
/// details, his card shows it small, and the photo routes serve what was
/// stored, to a referee only (not the photo of inspection `other`, of
/// another event).
async fn the_page_shows_the_photo(served: &Served, other: i64) {
    let Served {
        pool,
        event,
        token,
        id,
        serial,
        kalev,
    } = served;
    // The last of the pool is dropped outside the runtime: a server's
    // client has its own.
    let app = router(AppState::new(pool.clone(), event.clone()));
    let cookie = log_in(&app, token).await;

    let answer = send(&app, post_form(serial, &cookie)).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let img = format!(r#"<img class="photo" src="/photo/{id}" width="1200" height="1600""#);
    let photo_at = answer
        .body
        .find(&img)
        .unwrap_or_else(|| panic!("{img} not in {}", answer.body));
    let details_at = answer.body.find("Still approved").unwrap();
    assert!(
        photo_at < details_at,
        "the photo comes first: {}",
        answer.body
    );
    let policy = answer.headers[header::CONTENT_SECURITY_POLICY]
        .to_str()
        .unwrap();
    assert!(policy.contains("img-src 'self'"), "{policy}");

    let full = send(&app, get(&format!("/photo/{id}"), Some(&cookie))).await;
    assert_eq!(full.status, StatusCode::OK);
    assert_eq!(full.headers[header::CONTENT_TYPE], "image/jpeg");
    assert!(
        full.headers[header::CACHE_CONTROL]
            .to_str()
            .unwrap()
            .starts_with("private")
    );
    let decoded = image::load_from_memory(&full.bytes).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (1200, 1600));
    assert!(!contains(&full.bytes, b"Exif"), "EXIF served");
    assert!(!contains(&full.bytes, &LATITUDE), "GPS served");
    // Upright: the red hilt, on the left as shot, is on top.
    let top = decoded.to_rgb8().get_pixel(600, 100).0;
    assert!(top[0] > 150 && top[1] < 80, "top {top:?}");

    let card = send(&app, get(&format!("/character/{kalev}"), Some(&cookie))).await;
    let thumb = format!(r#"<img class="thumb" src="/photo/{id}/small" width="180" height="240""#);
    assert!(card.body.contains(&thumb), "{thumb} not in {}", card.body);
    let small = send(&app, get(&format!("/photo/{id}/small"), Some(&cookie))).await;
    assert_eq!(small.status, StatusCode::OK);
    let decoded = image::load_from_memory(&small.bytes).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (180, 240));

    // No session: no photo. Another event's inspection, a number that is
    // no inspection, a word: none here.
    let anonymous = send(&app, get(&format!("/photo/{id}"), None)).await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
    assert!(!contains(&anonymous.bytes, &full.bytes[..64]));
    for missing in [
        format!("/photo/{other}"),
        "/photo/999".into(),
        "/photo/x/small".into(),
    ] {
        let answer = send(&app, get(&missing, Some(&cookie))).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{missing}");
    }
}

on_both_backends! {
/// The photo from the command line on the desk's file, then on a copy of
/// it on either backend.
fn a_tags_verify_answer_shows_the_items_photo_also_after_a_copy(database) {
    let dir = tempfile::tempdir().unwrap();
    let desk = photographed_sword(dir.path());
    let out = armoury_on(&desk, &["db", "copy", "--from", &desk, "--to", &database.arg()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let desk = StoreAddress::File(desk.into());
    let other = Store::connect(&desk).unwrap().inspections("other-2026").unwrap()[0].id;
    for address in [desk, database.address()] {
        let served = served(&address);
        runtime.block_on(the_page_shows_the_photo(&served, other));
    }
}
}

/// A referee's phone: headless Chromium at phone size logs in, types the
/// tag's serial and sees the item's photo decoded at its stored size above
/// the details; the character card's thumbnail is decoded too. With
/// `ARMOURY_SCREENSHOTS=DIR` it saves both pages (the docs' pictures).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg(unix)]
#[ignore = "needs chromium and chromedriver"]
async fn a_phone_browser_shows_the_items_photo_with_its_tag() {
    use fantoccini::Locator;

    let dir = tempfile::tempdir().unwrap();
    let desk = StoreAddress::File(photographed_sword(dir.path()).into());
    let served = served(&desk);
    let app = router(AppState::new(served.pool.clone(), served.event.clone()));
    let (address, stop, server) = super::served(app, armoury::web::server::Limits::default()).await;
    let base = format!("http://{address}");

    let phone = crate::common::browser::Phone::start().await;
    let browser = &phone.browser;
    browser
        .goto(&format!("{base}/login/{}", served.token))
        .await
        .unwrap();
    browser
        .find(Locator::Id("code"))
        .await
        .unwrap()
        .send_keys(&served.serial)
        .await
        .unwrap();
    phone
        .click_and_wait(Locator::Css("form[action='/verify']:not([enctype]) button"))
        .await;
    let decoded = |css: &'static str| async move {
        let script = format!(
            "const i = document.querySelector('{css}'); return i && i.complete ? [i.naturalWidth, i.naturalHeight] : null;"
        );
        for _ in 0..100 {
            let size = browser.execute(&script, vec![]).await.unwrap();
            if let Some(size) = size.as_array() {
                return (size[0].as_u64().unwrap(), size[1].as_u64().unwrap());
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("{css} never loaded");
    };
    assert_eq!(decoded("img.photo").await, (1200, 1600));
    phone.shoot("web-verify-photo.png").await;

    browser
        .goto(&format!("{base}/character/{}", served.kalev))
        .await
        .unwrap();
    assert_eq!(decoded("img.thumb").await, (180, 240));
    phone.shoot("web-character-photo.png").await;

    phone.close().await;
    stop.send(()).unwrap();
    assert_eq!(
        server.await.unwrap(),
        armoury::web::server::Stopped::Cleanly
    );
    drop(served);
}
