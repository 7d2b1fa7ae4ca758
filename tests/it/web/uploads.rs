//! The marshal's phone sends the item's photo through the desk's link
//! (`/upload/TOKEN`): kept for the desk made safe (upright, 1,600 px, no
//! EXIF or GPS), a retake replacing it; every bad upload (not a picture,
//! 50 MB, a decompression bomb, a truncated JPEG, a link expired or closed
//! because the inspection was recorded, a token that is no link) gets a
//! clear answer and nothing is kept, and the server goes on answering.
//! The last test sends the photo from headless Chromium's real file input.

use armoury_records::time::now_secs;
use armoury_records::{Store, UPLOAD_FOR};
use axum::body::Body;
use axum::http::{Request, StatusCode, header};

use super::photos::photo_fixture;
use super::{EVENT, logged_in, send};

const BOUNDARY: &str = "----armouryuploadboundary";

/// A phone's form post of `bytes` as the `photo` field to `/upload/TOKEN`.
fn upload(token: &str, bytes: &[u8]) -> Request<Body> {
    let mut body = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"IMG_0001.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    Request::post(format!("/upload/{token}"))
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(body))
        .unwrap()
}

fn page(token: &str) -> Request<Body> {
    Request::get(format!("/upload/{token}"))
        .body(Body::empty())
        .unwrap()
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[tokio::test]
async fn a_phone_sends_the_photo_for_the_desk_and_a_retake_replaces_it() {
    let (rig, app, _) = logged_in().await;
    let store = Store::open(&rig.db).unwrap();
    let token = store
        .open_photo_upload(EVENT, "desk 1", now_secs())
        .unwrap();

    // No session needed: the link is the right. The form opens the camera.
    let form = send(&app, page(&token)).await;
    assert_eq!(form.status, StatusCode::OK, "{}", form.body);
    assert!(
        form.body
            .contains(r#"accept="image/*" capture="environment""#),
        "{}",
        form.body
    );
    assert!(!form.body.contains("<script"), "{}", form.body);
    // Its language switch comes back to the link, not to the search.
    let switch = format!("/lang/et?back=/upload/{token}");
    assert!(form.body.contains(&switch), "{}", form.body);
    let switched = send(&app, Request::get(switch).body(Body::empty()).unwrap()).await;
    assert_eq!(
        switched.headers[header::LOCATION],
        format!("/upload/{token}")
    );

    let phone = std::fs::read(photo_fixture("phone-gps.jpg")).unwrap();
    assert!(contains(&phone, b"Exif"));
    let sent = send(&app, upload(&token, &phone)).await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.body);
    assert_eq!(sent.headers[header::LOCATION], format!("/upload/{token}"));
    let form = send(&app, page(&token)).await;
    assert!(
        form.body.contains("Received: the desk shows it now"),
        "{}",
        form.body
    );
    let kept = store.uploaded_photo(&token).unwrap().unwrap();
    assert_eq!((kept.width, kept.height), (1200, 1600));
    assert!(!contains(&kept.jpeg, b"Exif"), "EXIF kept");
    assert!(
        !contains(&kept.jpeg, &[0, 0, 0, 59, 0, 0, 0, 1, 0, 0, 0, 26]),
        "GPS kept"
    );
    let decoded = image::load_from_memory(&kept.jpeg).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (1200, 1600));

    // A retake replaces it.
    let mut small = Vec::new();
    image::RgbImage::from_pixel(300, 200, image::Rgb([9, 9, 9]))
        .write_to(
            &mut std::io::Cursor::new(&mut small),
            image::ImageFormat::Png,
        )
        .unwrap();
    let again = send(&app, upload(&token, &small)).await;
    assert_eq!(again.status, StatusCode::SEE_OTHER, "{}", again.body);
    assert_eq!(store.uploaded_photo(&token).unwrap().unwrap().width, 300);

    // The desk recorded the inspection: the link takes nothing more.
    store.close_photo_upload(&token).unwrap();
    let late = send(&app, upload(&token, &phone)).await;
    assert_eq!(late.status, StatusCode::GONE);
    assert!(
        late.body.contains("This item is recorded already"),
        "{}",
        late.body
    );
    assert!(store.uploaded_photo(&token).unwrap().is_none());
    assert_eq!(send(&app, page(&token)).await.status, StatusCode::GONE);
}

#[tokio::test]
async fn a_bad_upload_is_refused_clearly_and_nothing_is_kept() {
    let (rig, app, cookie) = logged_in().await;
    let store = Store::open(&rig.db).unwrap();
    let now = now_secs();
    let token = store.open_photo_upload(EVENT, "desk 1", now).unwrap();
    let fixture = |name| std::fs::read(photo_fixture(name)).unwrap();
    let fifty_megabytes = vec![0xAB; 50 * 1024 * 1024];
    for (bytes, status, says) in [
        (
            b"not a photo at all".to_vec(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "not a JPEG or PNG picture",
        ),
        (
            fifty_megabytes,
            StatusCode::PAYLOAD_TOO_LARGE,
            "larger than 20 MB",
        ),
        (
            fixture("bomb.png"),
            StatusCode::UNPROCESSABLE_ENTITY,
            "30000 × 30000 pixels: more than a photo can be",
        ),
        (
            fixture("truncated.jpg"),
            StatusCode::UNPROCESSABLE_ENTITY,
            "arrived cut short",
        ),
    ] {
        let answer = send(&app, upload(&token, &bytes)).await;
        assert_eq!(answer.status, status, "{says}: {}", answer.body);
        assert!(answer.body.contains(says), "{says}: {}", answer.body);
        assert!(store.uploaded_photo(&token).unwrap().is_none(), "{says}");
    }
    // A form without its photo.
    let empty = send(&app, upload(&token, b"")).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);

    // A link whose minutes ran out, a token that is no link, one that is
    // not even a token: refused before the body is read.
    let expired = store
        .open_photo_upload(EVENT, "desk 1", now - UPLOAD_FOR - 1)
        .unwrap();
    let phone = fixture("phone-gps.jpg");
    let answer = send(&app, upload(&expired, &phone)).await;
    assert_eq!(answer.status, StatusCode::GONE);
    assert!(
        answer.body.contains("This link has expired"),
        "{}",
        answer.body
    );
    assert!(store.uploaded_photo(&expired).unwrap().is_none());
    for unknown in ["0123456789abcdef0123456789abcdef", "..%2F..%2Fetc", "x"] {
        let answer = send(&app, upload(unknown, &phone)).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{unknown}");
    }

    // The server is up and the link still takes a good photo.
    let home = send(&app, super::get("/", Some(&cookie))).await;
    assert_eq!(home.status, StatusCode::OK);
    let good = send(&app, upload(&token, &phone)).await;
    assert_eq!(good.status, StatusCode::SEE_OTHER, "{}", good.body);
    let _ = rig;
}

/// The marshal's phone: headless Chromium at phone size opens the desk's
/// link, picks the photo in the page's real file input and sends it; the
/// desk's store has it. With `ARMOURY_SCREENSHOTS=DIR` it saves the page
/// before and after (the docs' pictures).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg(unix)]
#[ignore = "needs chromium and chromedriver"]
async fn a_phone_browser_sends_the_photo_through_its_file_input() {
    use fantoccini::Locator;

    let rig = super::rig();
    let store = Store::open(&rig.db).unwrap();
    let token = store
        .open_photo_upload(EVENT, "desk 1", now_secs())
        .unwrap();
    let (address, stop, server) =
        super::served(rig.app(), armoury::web::server::Limits::default()).await;

    let phone = crate::common::browser::Phone::start().await;
    let browser = &phone.browser;
    browser
        .goto(&format!("http://{address}/upload/{token}"))
        .await
        .unwrap();
    let input = browser.find(Locator::Id("photo")).await.unwrap();
    assert_eq!(
        input.attr("capture").await.unwrap().as_deref(),
        Some("environment")
    );
    phone.shoot("upload-form.png").await;
    input
        .send_keys(photo_fixture("phone-gps.jpg").to_str().unwrap())
        .await
        .unwrap();
    // The answer comes back to the same address: wait for what it says.
    browser
        .find(Locator::Css("form button"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let said = phone.text_of(".big").await;
    assert!(
        said.starts_with("Received: the desk shows it now"),
        "{said}"
    );
    phone.shoot("upload-received.png").await;
    let kept = store.uploaded_photo(&token).unwrap().unwrap();
    assert_eq!((kept.width, kept.height), (1200, 1600));

    phone.close().await;
    stop.send(()).unwrap();
    assert_eq!(
        server.await.unwrap(),
        armoury::web::server::Stopped::Cleanly
    );
}
