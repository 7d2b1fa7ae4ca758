//! The referees' page over HTTP: every route with and without a session,
//! login, rotation and the failed-login limit, size limits, escaping, and
//! verification by typed code and by photo (PNG and JPEG rasterised from a
//! real tag PDF, and the same tag signed with another key). The requests go
//! through the real router (in process); the last test drives headless
//! Chromium through WebDriver against the server on loopback.
#![cfg(feature = "web")]

mod photos;
mod uploads;

use crate::common;
use std::io::{Read, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use armoury::web::server::{self, Limits, Stopped};
use armoury::web::{AppState, PageOptions, Pool, UploadLimits, router};
use armoury_records::{NewEvent, NewInspection, RosterEntry, Store};
use armoury_rules::{Item, check, shipped};
use armoury_tags::{Covers, sign};
use axum::Router;
use axum::body::{Body, to_bytes};
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use tower::ServiceExt;

/// The event secret the fixture photos were signed with.
fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/web")
        .join(name)
}

const EVENT: &str = "ancalagon-2026";
const ESCAPE_ME: &str = "<script>alert(1)</script>";

/// A database with event Ancalagon 2026 (AN26, ending 2099-08-31, the
/// fixture key as its secret), characters Kalev Käärik (17, whose sword is
/// tag AN26-000001 and who has 3 provisional armour points), Mati Käärik (18), a name that is markup (19) and
/// "Ó Briain" (20), and a second event with one character (its pk is
/// returned last).
struct Rig {
    _dir: tempfile::TempDir,
    db: PathBuf,
    kalev: i64,
    stranger: i64,
}

fn rig() -> Rig {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("event.db");
    let mut store = Store::open(&db).unwrap();
    store
        .create_event(&NewEvent {
            id: EVENT.into(),
            name: "Ancalagon 2026".into(),
            ends_on: Some("2099-08-31".into()),
            tag_prefix: Some("AN26".into()),
            ruleset_id: None,
            ..NewEvent::default()
        })
        .unwrap();
    store.use_event(EVENT).unwrap();
    let key = std::fs::read(fixture("event.key")).unwrap();
    store
        .sqlite_connection()
        .unwrap()
        .execute(
            "UPDATE events SET secret = ?1 WHERE id = ?2",
            (&key[..], EVENT),
        )
        .unwrap();
    for (id, name, player) in [
        ("17", "Kalev Käärik", "Jaan Tamm"),
        ("18", "Mati Käärik", "Mari Tamm"),
        ("19", ESCAPE_ME, "Eve"),
        ("20", "\"Ó Briain\"", "Seán"),
    ] {
        store
            .upsert_character(
                EVENT,
                &RosterEntry {
                    id: id.into(),
                    name: name.into(),
                    player_name: Some(player.into()),
                    class: Some("Warrior".into()),
                    ..RosterEntry::default()
                },
            )
            .unwrap();
    }
    let kalev = store.characters(EVENT).unwrap()[0].pk;
    assert_eq!(approve_sword(&mut store, EVENT, kalev), "AN26-000001");
    store
        .record_armour_award(
            kalev,
            &common::example_award("ancalagon-2011", "examples/armour/kalev-mixed.toml"),
            "Eve",
        )
        .unwrap();

    store
        .create_event(&NewEvent {
            id: "other-2026".into(),
            name: "Other".into(),
            tag_prefix: Some("OT26".into()),
            ruleset_id: None,
            ..NewEvent::default()
        })
        .unwrap();
    store
        .upsert_character(
            "other-2026",
            &RosterEntry {
                id: "1".into(),
                name: "Stranger".into(),
                ..RosterEntry::default()
            },
        )
        .unwrap();
    let stranger = store.characters("other-2026").unwrap()[0].pk;
    Rig {
        _dir: dir,
        db,
        kalev,
        stranger,
    }
}

/// Records the example sword, approved, for `character_pk` at Eve's gate
/// desk; returns its tag serial.
fn approve_sword(store: &mut Store, event_id: &str, character_pk: i64) -> String {
    let (item, verdict) = sword();
    store
        .record_inspection(&NewInspection {
            event_id,
            character_pk: Some(character_pk),
            item: &item,
            verdict: &verdict,
            inspector: "Eve",
            station: "gate",
            override_reason: None,
            corrects: None,
        })
        .unwrap()
        .tag
        .unwrap()
        .serial
}

/// The example sword and its verdict (approved).
fn sword() -> (Item, armoury_rules::Verdict) {
    let rules = shipped::load(shipped::DEFAULT_ID).unwrap();
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/items/sword.toml"),
    )
    .unwrap();
    let item = Item::parse("sword.toml", &text, &rules).unwrap();
    let verdict = check(&rules, &item);
    (item, verdict)
}

impl Rig {
    fn app(&self) -> Router {
        self.app_with(UploadLimits::default())
    }

    fn app_with(&self, uploads: UploadLimits) -> Router {
        let store = Store::open(&self.db).unwrap();
        let event = store.event(EVENT).unwrap();
        router(AppState::with_options(
            Pool::open(&self.db.clone().into(), 2).unwrap(),
            event,
            PageOptions {
                uploads,
                https: false,
            },
        ))
    }

    fn token(&self) -> String {
        Store::open(&self.db).unwrap().referee_token(EVENT).unwrap()
    }
}

/// An answer: status, headers, body as text and as bytes.
struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: String,
    bytes: Vec<u8>,
}

async fn send(app: &Router, request: Request<Body>) -> Answer {
    send_from(app, request, "192.0.2.1:5000").await
}

async fn send_from(app: &Router, mut request: Request<Body>, client: &str) -> Answer {
    let client: SocketAddr = client.parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(client));
    let response = app.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = to_bytes(response.into_body(), 4 << 20).await.unwrap();
    Answer {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
        bytes: bytes.to_vec(),
    }
}

fn get(uri: &str, cookie: Option<&str>) -> Request<Body> {
    let mut request = Request::get(uri);
    if let Some(cookie) = cookie {
        request = request.header(header::COOKIE, cookie);
    }
    request.body(Body::empty()).unwrap()
}

fn post_form(code: &str, cookie: &str) -> Request<Body> {
    let body = format!("code={}", urlencode(code));
    Request::post("/verify")
        .header(header::COOKIE, cookie)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(body))
        .unwrap()
}

fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

const BOUNDARY: &str = "----armourytestboundary";

fn post_photo(bytes: &[u8], content_type: &str, cookie: &str) -> Request<Body> {
    let mut body = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"tag\"\r\nContent-Type: {content_type}\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    Request::post("/verify")
        .header(header::COOKIE, cookie)
        .header(
            header::CONTENT_TYPE,
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(Body::from(body))
        .unwrap()
}

/// Logs in and returns the `Cookie` header value.
/// A fresh rig, its router, and a referee's session cookie on it.
async fn logged_in() -> (Rig, Router, String) {
    let rig = rig();
    let app = rig.app();
    let cookie = log_in(&app, &rig.token()).await;
    (rig, app, cookie)
}

async fn log_in(app: &Router, token: &str) -> String {
    log_in_as(app, token, "a test browser").await
}

#[tokio::test]
async fn without_a_session_every_page_says_how_to_log_in() {
    let rig = rig();
    let app = rig.app();
    let kalev = format!("/character/{}", rig.kalev);
    for uri in ["/", "/lookup?q=kalev", &kalev, "/nowhere", "/verify"] {
        for cookie in [None, Some("armoury_referee=4102444800.00"), Some("other=1")] {
            let answer = send(&app, get(uri, cookie)).await;
            assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{uri} {cookie:?}");
            assert!(answer.body.contains("referee card"), "{}", answer.body);
            assert!(!answer.body.contains("Käärik"));
        }
    }
    let answer = send(&app, post_form("AN26-000001", "x=1")).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
    assert!(!answer.body.contains("Kalev"));
    // A method a route does not answer is no way around the login either.
    for (method, uri) in [
        ("POST", "/"),
        ("DELETE", kalev.as_str()),
        ("PUT", "/verify"),
    ] {
        let request = Request::builder()
            .method(method)
            .uri(uri)
            .body(Body::empty())
            .unwrap();
        let answer = send(&app, request).await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{method} {uri}");
        assert!(answer.body.contains("referee card"));
    }
}

#[tokio::test]
async fn with_a_session_get_verify_shows_the_forms_and_other_methods_are_not_allowed() {
    let (rig, app, cookie) = logged_in().await;
    let answer = send(&app, get("/verify", Some(&cookie))).await;
    assert_eq!(answer.status, StatusCode::SEE_OTHER);
    assert_eq!(answer.headers[header::LOCATION], "/#verify");
    let home = send(&app, get("/", Some(&cookie))).await;
    assert!(home.body.contains("id=\"verify\""), "{}", home.body);

    let kalev = format!("/character/{}", rig.kalev);
    for (method, uri, allow) in [
        ("POST", "/", "GET, HEAD"),
        ("DELETE", kalev.as_str(), "GET, HEAD"),
        ("PUT", "/verify", "GET, HEAD, POST"),
    ] {
        let request = Request::builder()
            .method(method)
            .uri(uri)
            .header(header::COOKIE, &cookie)
            .body(Body::empty())
            .unwrap();
        let answer = send(&app, request).await;
        assert_eq!(
            answer.status,
            StatusCode::METHOD_NOT_ALLOWED,
            "{method} {uri}"
        );
        assert_eq!(answer.headers[header::ALLOW], allow, "{method} {uri}");
    }
}

#[tokio::test]
async fn the_login_url_gives_a_session_until_the_event_ends() {
    let rig = rig();
    let app = rig.app();
    let token = rig.token();
    assert_eq!(token.len(), 40, "160 bits as hex");

    let answer = send(&app, get(&format!("/login/{token}"), None)).await;
    let set = answer.headers[header::SET_COOKIE]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        set.contains("HttpOnly") && set.contains("SameSite=Lax"),
        "{set}"
    );
    // The session ends at midnight after the event's last day, 2099-08-31.
    let now = armoury_records::time::now_secs();
    let sessions = Store::open(&rig.db)
        .unwrap()
        .referee_sessions(EVENT, now)
        .unwrap();
    assert_eq!(sessions.len(), 1);
    assert_eq!(
        armoury_records::time::format_utc(sessions[0].expires_at).as_deref(),
        Some("2099-09-01T00:00:00Z")
    );
    // The cookie was made a moment before `now`: its Max-Age is that
    // moment's, a second or two more than now's on a busy machine.
    let left = sessions[0].expires_at - now;
    assert!(
        (left - 1..=left + 2).any(|age| set.contains(&format!("Max-Age={age};"))),
        "{set}"
    );
    assert!(!set.contains(&token), "the cookie is not the token");
    // The database keeps a hash of the session's secret, never the secret.
    let secret = set
        .trim_start_matches("armoury_referee=")
        .split(';')
        .next()
        .unwrap();
    assert_eq!(secret.len(), 64);
    let stored = std::fs::read(&rig.db).unwrap();
    assert!(!stored.windows(secret.len()).any(|w| w == secret.as_bytes()));

    let cookie = log_in(&app, &token).await;
    let home = send(&app, get("/", Some(&cookie))).await;
    assert_eq!(home.status, StatusCode::OK);
    assert!(home.body.contains("Referee lookup"));
    assert!(home.body.contains("capture=\"environment\""));
    let found = send(&app, get("/lookup?q=kaarik", Some(&cookie))).await;
    let card = send(
        &app,
        get(&format!("/character/{}", rig.kalev), Some(&cookie)),
    )
    .await;
    let event_key = std::fs::read_to_string(fixture("event.key")).unwrap();
    for answer in [&home, &found, &card] {
        assert_eq!(answer.status, StatusCode::OK);
        assert!(!answer.body.contains(&token), "no page shows the token");
        assert!(!answer.body.contains(&event_key), "nor the event key");
        assert!(!answer.body.contains(&cookie[16..]), "nor the session");
        assert_eq!(answer.headers[header::CACHE_CONTROL], "no-store");
        assert!(
            answer.headers[header::CONTENT_SECURITY_POLICY]
                .to_str()
                .unwrap()
                .starts_with("default-src 'none'")
        );
    }

    // A cookie made up or changed by hand is no session.
    let flipped = if cookie.ends_with('0') { '1' } else { '0' };
    let forged = format!("{}{flipped}", &cookie[..cookie.len() - 1]);
    for made_up in [forged.as_str(), "armoury_referee=", "armoury_referee=zz"] {
        assert_eq!(
            send(&app, get("/", Some(made_up))).await.status,
            StatusCode::UNAUTHORIZED,
            "{made_up}"
        );
    }
    // A wrong token is refused.
    let wrong = send(&app, get(&format!("/login/{}", "0".repeat(40)), None)).await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert!(wrong.headers.get(header::SET_COOKIE).is_none());
}

#[tokio::test]
async fn rotating_the_token_logs_every_referee_out() {
    let rig = rig();
    let app = rig.app();
    let old = rig.token();
    let cookie = log_in(&app, &old).await;
    let new = Store::open(&rig.db)
        .unwrap()
        .rotate_referee_token(EVENT)
        .unwrap();
    assert_ne!(new, old);
    assert_eq!(
        send(&app, get("/", Some(&cookie))).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        send(&app, get(&format!("/login/{old}"), None)).await.status,
        StatusCode::UNAUTHORIZED
    );
    let cookie = log_in(&app, &new).await;
    assert_eq!(
        send(&app, get("/", Some(&cookie))).await.status,
        StatusCode::OK
    );
}

/// Behind one address (an event's Wi-Fi behind a NAT), one phone's wrong
/// scans get "too many" after the limit, but lock nobody out: the right
/// token always logs in, and sessions are never limited.
#[tokio::test]
async fn wrong_logins_are_limited_but_a_right_token_always_logs_in() {
    let rig = rig();
    let app = rig.app();
    let token = rig.token();
    let before = log_in(&app, &token).await;
    let wrong = format!("/login/{}", "f".repeat(40));
    for attempt in 1..=armoury::web::MAX_FAILURES {
        let answer = send_from(&app, get(&wrong, None), "192.0.2.7:1").await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "attempt {attempt}");
    }
    let limited = send_from(&app, get(&wrong, None), "192.0.2.7:2").await;
    assert_eq!(limited.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(limited.headers.get(header::SET_COOKIE).is_none());
    // Another address's wrong token is not limited yet.
    let other = send_from(&app, get(&wrong, None), "192.0.2.8:1").await;
    assert_eq!(other.status, StatusCode::UNAUTHORIZED);
    // The right token from the limited address logs in.
    let right = send_from(&app, get(&format!("/login/{token}"), None), "192.0.2.7:3").await;
    assert_eq!(right.status, StatusCode::SEE_OTHER);
    assert!(right.headers.get(header::SET_COOKIE).is_some());
    // And a phone already logged in there reads on.
    let home = send_from(&app, get("/", Some(&before)), "192.0.2.7:4").await;
    assert_eq!(home.status, StatusCode::OK);
}

/// A login from a phone whose browser says it is `phone`.
async fn log_in_as(app: &Router, token: &str, phone: &str) -> String {
    let request = Request::get(format!("/login/{token}"))
        .header(
            header::USER_AGENT,
            axum::http::HeaderValue::from_bytes(phone.as_bytes()).unwrap(),
        )
        .body(Body::empty())
        .unwrap();
    let answer = send(app, request).await;
    assert_eq!(answer.status, StatusCode::SEE_OTHER, "{}", answer.body);
    assert_eq!(answer.headers[header::LOCATION], "/");
    let set = answer.headers[header::SET_COOKIE].to_str().unwrap();
    set.split(';').next().unwrap().to_string()
}

/// Each phone has a session of its own: listed with what its browser says
/// it is (cleaned of control and direction characters), ended by its own logout, or
/// revoked at the station, each without touching the other phones'.
#[tokio::test]
async fn each_phone_has_its_own_session_to_log_out_or_revoke() {
    let rig = rig();
    let app = rig.app();
    let token = rig.token();
    let kadri = log_in_as(&app, &token, "Kadri's phone (Android 14)").await;
    let mart = log_in_as(&app, &token, "Mart\u{202e}'s phone").await;
    let jaan = log_in_as(&app, &token, "Jaan's phone").await;
    assert_ne!(kadri, mart);
    let store = Store::open(&rig.db).unwrap();
    let now = armoury_records::time::now_secs();
    let sessions = store.referee_sessions(EVENT, now).unwrap();
    let mut phones: Vec<&str> = sessions.iter().map(|s| s.phone.as_str()).collect();
    phones.sort();
    assert_eq!(
        phones,
        ["Jaan's phone", "Kadri's phone (Android 14)", "Mart's phone"]
    );
    assert!(
        sessions
            .iter()
            .all(|s| s.address == "192.0.2.1" && s.id.len() == 8)
    );

    // Scanning the card again replaces the phone's session.
    let again = Request::get(format!("/login/{token}"))
        .header(header::COOKIE, &jaan)
        .body(Body::empty())
        .unwrap();
    let again = send(&app, again).await;
    let renewed = again.headers[header::SET_COOKIE].to_str().unwrap();
    let renewed = renewed.split(';').next().unwrap().to_string();
    assert_eq!(
        send(&app, get("/", Some(&jaan))).await.status,
        StatusCode::UNAUTHORIZED
    );
    let jaan = renewed;
    assert_eq!(store.referee_sessions(EVENT, now).unwrap().len(), 3);

    let home = send(&app, get("/", Some(&kadri))).await;
    assert!(home.body.contains("action=\"/logout\""), "a logout button");
    let logout = Request::post("/logout")
        .header(header::COOKIE, &kadri)
        .body(Body::empty())
        .unwrap();
    let out = send(&app, logout).await;
    assert_eq!(out.status, StatusCode::OK);
    assert!(out.body.contains("Logged out"));
    assert!(
        out.headers[header::SET_COOKIE]
            .to_str()
            .unwrap()
            .contains("Max-Age=0")
    );
    let status = |cookie: &str| {
        let app = app.clone();
        let cookie = cookie.to_string();
        async move { send(&app, get("/", Some(&cookie))).await.status }
    };
    assert_eq!(status(&kadri).await, StatusCode::UNAUTHORIZED);
    assert_eq!(status(&mart).await, StatusCode::OK);

    let lost = store
        .referee_sessions(EVENT, now)
        .unwrap()
        .into_iter()
        .find(|s| s.phone.starts_with("Mart"))
        .unwrap();
    let revoked = store.revoke_referee_session(EVENT, &lost.id, now).unwrap();
    assert_eq!(revoked.phone, lost.phone);
    assert_eq!(status(&mart).await, StatusCode::UNAUTHORIZED);
    assert_eq!(status(&jaan).await, StatusCode::OK);
    assert!(matches!(
        store.revoke_referee_session(EVENT, &lost.id, now),
        Err(armoury_records::RecordsError::NotFound { .. })
    ));
    assert_eq!(store.referee_sessions(EVENT, now).unwrap().len(), 1);
}

#[tokio::test]
async fn lookup_finds_names_typed_without_accents_and_lists_several() {
    let (rig, app, cookie) = logged_in().await;

    let card = send(&app, get("/lookup?q=kalev%20kaarik", Some(&cookie))).await;
    assert_eq!(card.status, StatusCode::OK);
    for expected in [
        "Kalev Käärik",
        "Jaan Tamm",
        "Warrior",
        "AN26-000001",
        "Ancalagon 2026",
    ] {
        assert!(card.body.contains(expected), "{expected}: {}", card.body);
    }
    // A typo.
    let typo = send(&app, get("/lookup?q=kalve", Some(&cookie))).await;
    assert!(typo.body.contains("Kalev Käärik"), "{}", typo.body);
    // Two Kääriks: a list linking to each card.
    let both = send(&app, get("/lookup?q=kaarik", Some(&cookie))).await;
    assert!(both.body.contains("2 characters match"), "{}", both.body);
    assert!(
        both.body
            .contains(&format!("href=\"/character/{}\"", rig.kalev))
    );
    // Nothing, an empty search, a search too long.
    let none = send(&app, get("/lookup?q=zzzzqqq", Some(&cookie))).await;
    assert!(none.body.contains("Nobody matches"));
    let empty = send(&app, get("/lookup?q=", Some(&cookie))).await;
    assert_eq!(empty.status, StatusCode::SEE_OTHER);
    let long = send(
        &app,
        get(&format!("/lookup?q={}", "a".repeat(201)), Some(&cookie)),
    )
    .await;
    assert_eq!(long.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_character_card_shows_class_hit_points_armour_and_items() {
    let (rig, app, cookie) = logged_in().await;
    let card = send(
        &app,
        get(&format!("/character/{}", rig.kalev), Some(&cookie)),
    )
    .await;
    assert_eq!(card.status, StatusCode::OK);
    for expected in [
        "Kalev Käärik",
        "Class",
        "Warrior",
        "Hit points",
        "Armour",
        "PROVISIONAL",
        "Body 2 + helmet 1 = 3",
        "AN26-000001",
        "melee",
        "valid until 2099-08-31",
    ] {
        assert!(card.body.contains(expected), "{expected}: {}", card.body);
    }
    assert!(card.body.len() < 50_000, "{} bytes", card.body.len());
    for missing in [
        format!("/character/{}", rig.stranger),
        "/character/999999".into(),
        "/character/x".into(),
    ] {
        let answer = send(&app, get(&missing, Some(&cookie))).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{missing}");
        assert!(!answer.body.contains("Stranger"));
    }
}

/// `request` with an `Accept-Language` header.
fn accepting(mut request: Request<Body>, languages: &str) -> Request<Body> {
    let value = axum::http::HeaderValue::from_str(languages).unwrap();
    request.headers_mut().insert(header::ACCEPT_LANGUAGE, value);
    request
}

#[tokio::test]
async fn pages_answer_in_the_browsers_language_or_the_one_chosen() {
    let (rig, app, cookie) = logged_in().await;
    // Accept-Language: et gives the Estonian page, its dates the Estonian way.
    let home = send(
        &app,
        accepting(get("/", Some(&cookie)), "et-EE,et;q=0.9,en;q=0.8"),
    )
    .await;
    assert!(home.body.contains("<html lang=\"et\">"), "{}", home.body);
    assert!(home.body.contains("Kohtuniku otsing"), "{}", home.body);
    assert!(
        home.body.contains("href=\"/lang/en\""),
        "a switch: {}",
        home.body
    );
    let card_uri = format!("/character/{}", rig.kalev);
    let card = send(&app, accepting(get(&card_uri, Some(&cookie)), "et")).await;
    for expected in [
        "Elupunktid",
        "AJUTINE",
        "Keha 2 + kiiver 1 = 3",
        "kehtib kuni 31.08.2099",
    ] {
        assert!(card.body.contains(expected), "{expected}: {}", card.body);
    }
    // No session: the login notice is Estonian too.
    let notice = send(&app, accepting(get("/", None), "et")).await;
    assert_eq!(notice.status, StatusCode::UNAUTHORIZED);
    assert!(notice.body.contains("kohtunikukaardi"), "{}", notice.body);
    // English by default, and for a language Armoury does not speak.
    for languages in ["", "fi, de;q=0.5"] {
        let home = send(&app, accepting(get("/", Some(&cookie)), languages)).await;
        assert!(home.body.contains("<html lang=\"en\">"), "{languages}");
        assert!(home.body.contains("Referee lookup"), "{languages}");
    }
    // The switch remembers the phone's choice over its browser's.
    let switched = send(&app, get("/lang/et", None)).await;
    assert_eq!(switched.status, StatusCode::SEE_OTHER);
    let set = switched.headers[header::SET_COOKIE].to_str().unwrap();
    assert!(
        set.starts_with("armoury_lang=et;") && set.contains("Max-Age="),
        "{set}"
    );
    let both = format!("{cookie}; armoury_lang=et");
    let home = send(&app, accepting(get("/", Some(&both)), "en")).await;
    assert!(home.body.contains("Kohtuniku otsing"), "{}", home.body);
    assert_eq!(
        send(&app, get("/lang/fi", None)).await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn names_and_searches_render_as_text() {
    let (rig, app, cookie) = logged_in().await;
    let script = send(&app, get("/lookup?q=19", Some(&cookie))).await;
    assert!(
        script
            .body
            .contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{}",
        script.body
    );
    assert!(!script.body.contains(ESCAPE_ME));
    let quoted = send(&app, get("/lookup?q=20", Some(&cookie))).await;
    assert!(
        quoted.body.contains("&quot;Ó Briain&quot;"),
        "{}",
        quoted.body
    );
    // The search text goes back into the search box, escaped.
    let echo = send(&app, get("/lookup?q=%22%3E%3Cb%3Ex", Some(&cookie))).await;
    assert!(
        echo.body.contains("value=\"&quot;&gt;&lt;b&gt;x\""),
        "{}",
        echo.body
    );
    assert!(!echo.body.contains("\"><b>x"));
    assert!(!echo.body.contains("<script"), "no page has a script");
    // A name an older database holds with a direction override or a
    // control character is shown with them written out, never acting.
    Store::open(&rig.db)
        .unwrap()
        .upsert_character(
            EVENT,
            &RosterEntry {
                id: "66".into(),
                name: "\u{202e}kiräK".into(),
                group: Some("Wol\u{1b}[31mves".into()),
                ..RosterEntry::default()
            },
        )
        .unwrap();
    let spoof = send(&app, get("/lookup?q=66", Some(&cookie))).await;
    assert!(
        spoof.body.contains("\\u{202e}kiräK") && spoof.body.contains("Wol\\u{1b}[31mves"),
        "{}",
        spoof.body
    );
    assert!(!spoof.body.contains(['\u{202e}', '\u{1b}']));
}

#[tokio::test]
async fn a_typed_code_is_genuine_or_not() {
    let (rig, app, cookie) = logged_in().await;
    let key = std::fs::read(fixture("event.key")).unwrap();
    let code = sign(Covers::Tag, "AN26", "AN26-000001", &key).unwrap();

    let genuine = send(&app, post_form(&format!(" {code}\n"), &cookie)).await;
    assert_eq!(genuine.status, StatusCode::OK);
    for expected in [
        "GENUINE",
        "Still approved",
        "Kalev Käärik",
        "Jaan Tamm",
        "one-handed",
        "2099-08-31",
    ] {
        assert!(
            genuine.body.contains(expected),
            "{expected}: {}",
            genuine.body
        );
    }
    assert!(!genuine.body.contains("NOT GENUINE"));
    assert!(genuine.body.contains(&format!("/character/{}", rig.kalev)));

    let altered = code.replace("000001", "000002");
    let answer = send(&app, post_form(&altered, &cookie)).await;
    assert!(answer.body.contains("NOT GENUINE"), "{}", answer.body);
    let other_key = sign(Covers::Tag, "AN26", "AN26-000001", &[7u8; 32]).unwrap();
    assert!(
        send(&app, post_form(&other_key, &cookie))
            .await
            .body
            .contains("NOT GENUINE")
    );
    let unknown_event = sign(Covers::Tag, "XX99", "XX99-000001", &key).unwrap();
    let answer = send(&app, post_form(&unknown_event, &cookie)).await;
    assert!(answer.body.contains("NOT GENUINE") && answer.body.contains("XX99"));

    // A typed serial has no signature: issued (with what to compare), or not genuine.
    let serial = send(&app, post_form("an26-1", &cookie)).await;
    assert!(
        serial.body.contains("ISSUED") && serial.body.contains("Kalev Käärik"),
        "{}",
        serial.body
    );
    let unissued = send(&app, post_form("AN26-000099", &cookie)).await;
    assert!(unissued.body.contains("NOT GENUINE"), "{}", unissued.body);
    // A tag of another event in the same database was not issued at this one.
    let mut store = Store::open(&rig.db).unwrap();
    let serial = approve_sword(&mut store, "other-2026", rig.stranger);
    assert_eq!(serial, "OT26-000001");
    let elsewhere = send(&app, post_form("OT26-000001", &cookie)).await;
    assert!(
        elsewhere.body.contains("NOT GENUINE")
            && elsewhere.body.contains("was issued at this event")
            && !elsewhere.body.contains("Stranger"),
        "{}",
        elsewhere.body
    );
    let junk = send(&app, post_form("hello", &cookie)).await;
    assert!(junk.body.contains("NOT GENUINE"));
    // A fail slip's code says what it is; an armour card's names the character.
    let card = sign(Covers::ArmourCard, "AN26", "17", &key).unwrap();
    let answer = send(&app, post_form(&card, &cookie)).await;
    assert!(
        answer.body.contains("Armour card of") && answer.body.contains("Kalev Käärik"),
        "{}",
        answer.body
    );
}

#[tokio::test]
async fn a_genuine_lammie_says_what_it_covers() {
    let (rig, app, cookie) = logged_in().await;
    let key = std::fs::read(fixture("event.key")).unwrap();
    let lammie = sign(Covers::Lammie, "AN26", "POTION-7", &key).unwrap();
    let answer = send(&app, post_form(&lammie, &cookie)).await;
    assert_eq!(answer.status, StatusCode::OK);
    let expected = [
        ">GENUINE<",
        "lammie",
        "POTION-7",
        "Item id",
        "Ancalagon 2026",
        "check that the card shows item id",
    ];
    let missing: Vec<_> = expected
        .iter()
        .filter(|e| !answer.body.contains(*e))
        .collect();
    assert!(missing.is_empty(), "{missing:?}: {}", answer.body);
    assert!(!answer.body.contains("NOT GENUINE") && !answer.body.contains("no record"));

    // Signed by the other event's key in this database: genuine, for that event.
    let other_key = Store::open(&rig.db)
        .unwrap()
        .sqlite_connection()
        .unwrap()
        .query_row(
            "SELECT secret FROM events WHERE id = 'other-2026'",
            [],
            |r| r.get::<_, Vec<u8>>(0),
        )
        .unwrap();
    let other = sign(Covers::Lammie, "OT26", "POTION-7", &other_key).unwrap();
    let answer = send(&app, post_form(&other, &cookie)).await;
    assert!(
        answer.body.contains("OT26 (another event)"),
        "{}",
        answer.body
    );

    let altered = lammie.replace("POTION-7", "POTION-8");
    let answer = send(&app, post_form(&altered, &cookie)).await;
    assert!(answer.body.contains("NOT GENUINE"), "{}", answer.body);
}

#[tokio::test]
async fn a_genuine_tag_whose_item_was_rejected_since_is_no_longer_approved() {
    let rig = rig();
    {
        let mut store = Store::open(&rig.db).unwrap();
        let (item, mut verdict) = sword();
        verdict.verdict = armoury_rules::Outcome::Rejected;
        store
            .record_inspection(&NewInspection {
                event_id: EVENT,
                character_pk: Some(rig.kalev),
                item: &item,
                verdict: &verdict,
                inspector: "Olev",
                station: "field",
                override_reason: None,
                corrects: Some(1),
            })
            .unwrap();
    }
    let app = rig.app();
    let cookie = log_in(&app, &rig.token()).await;
    let key = std::fs::read(fixture("event.key")).unwrap();
    let code = sign(Covers::Tag, "AN26", "AN26-000001", &key).unwrap();
    let answer = send(&app, post_form(&code, &cookie)).await;
    assert!(answer.body.contains("GENUINE") && !answer.body.contains("NOT GENUINE"));
    assert!(
        answer.body.contains("NO LONGER APPROVED: inspection #2"),
        "{}",
        answer.body
    );
    assert!(answer.body.contains("rejected"));
    assert!(!answer.body.contains("Still approved"));
}

#[tokio::test]
async fn a_photo_of_a_tag_is_read_and_checked() {
    let (_rig, app, cookie) = logged_in().await;
    for (file, mime) in [
        ("tag-genuine.png", "image/png"),
        ("tag-genuine.jpg", "image/jpeg"),
    ] {
        let photo = std::fs::read(fixture(file)).unwrap();
        let answer = send(&app, post_photo(&photo, mime, &cookie)).await;
        assert_eq!(answer.status, StatusCode::OK, "{file}");
        assert!(
            answer.body.contains("GENUINE") && !answer.body.contains("NOT GENUINE"),
            "{file}: {}",
            answer.body
        );
        assert!(answer.body.contains("Kalev Käärik") && answer.body.contains("Still approved"));
    }
    let forged = std::fs::read(fixture("tag-forged.png")).unwrap();
    let answer = send(&app, post_photo(&forged, "image/png", &cookie)).await;
    assert!(answer.body.contains("NOT GENUINE"), "{}", answer.body);
    assert!(!answer.body.contains("Still approved"));

    let text = send(&app, post_photo(b"not a picture", "image/png", &cookie)).await;
    assert_eq!(text.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(text.body.contains("PNG or JPEG"));
    let empty = send(&app, post_photo(b"", "image/png", &cookie)).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn bodies_over_the_limits_are_refused() {
    let (_rig, app, cookie) = logged_in().await;
    let huge = vec![0u8; armoury::web::MAX_PHOTO_BYTES + 1];
    let answer = send(&app, post_photo(&huge, "image/png", &cookie)).await;
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(answer.body.contains("larger than 12 MB"), "{}", answer.body);

    let form = send(
        &app,
        post_form(&"A".repeat(armoury::web::MAX_FORM_BYTES), &cookie),
    )
    .await;
    assert_eq!(form.status, StatusCode::PAYLOAD_TOO_LARGE);
    let long_code = send(
        &app,
        post_form(&"A".repeat(armoury::web::MAX_CODE_CHARS + 1), &cookie),
    )
    .await;
    assert_eq!(long_code.status, StatusCode::PAYLOAD_TOO_LARGE);
}

/// `armoury event referee-sessions` lists the phones signed in and signs
/// one out; the page then refuses that phone.
#[tokio::test]
async fn the_command_line_lists_the_phones_and_signs_one_out() {
    let rig = rig();
    let app = rig.app();
    let token = rig.token();
    let kadri = log_in_as(&app, &token, "Kadri's phone").await;
    let jaan = log_in_as(&app, &token, "Jaan's phone").await;
    let listed =
        crate::common::armoury_on(&rig.db, &["event", "referee-sessions", "--event", EVENT]);
    let text = crate::common::ok(&listed);
    assert_eq!(text.lines().count(), 2, "{text}");
    let kadri_line = text.lines().find(|l| l.ends_with("Kadri's phone")).unwrap();
    assert!(kadri_line.contains("192.0.2.1"), "{kadri_line}");
    let id = kadri_line.split_whitespace().next().unwrap();
    let json = crate::common::armoury_on(
        &rig.db,
        &["event", "referee-sessions", "--event", EVENT, "--json"],
    );
    let sessions: serde_json::Value = serde_json::from_str(&crate::common::ok(&json)).unwrap();
    assert_eq!(sessions.as_array().unwrap().len(), 2);
    let revoked = crate::common::armoury_on(
        &rig.db,
        &[
            "event",
            "referee-sessions",
            "--event",
            EVENT,
            "--revoke",
            id,
        ],
    );
    assert!(crate::common::ok(&revoked).starts_with(&format!("signed out {id} (Kadri's phone")));
    assert_eq!(
        send(&app, get("/", Some(&kadri))).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        send(&app, get("/", Some(&jaan))).await.status,
        StatusCode::OK
    );
    let again = crate::common::armoury_on(
        &rig.db,
        &[
            "event",
            "referee-sessions",
            "--event",
            EVENT,
            "--revoke",
            id,
        ],
    );
    assert_eq!(again.status.code(), Some(2));
    assert!(crate::common::stderr(&again).contains("referee session"));
}

/// The offline verifier page needs no session and sets no cookie: its
/// files are those `event verifier` writes, its keys file is read at each
/// request (a tag revoked a moment ago is on the next copy), and its
/// policy lets it run its own scripts and service worker.
#[tokio::test]
async fn the_verifier_page_is_served_to_anyone_with_a_live_revocation_list() {
    use armoury_issuing::verifier_site::{FILE_NAMES, KEYS_FILE, page_file};

    let rig = rig();
    let app = rig.app();
    for name in FILE_NAMES {
        let answer = send(&app, get(&format!("/v/{name}"), None)).await;
        assert_eq!(answer.status, StatusCode::OK, "{name}");
        assert!(!answer.headers.contains_key(header::SET_COOKIE), "{name}");
        assert_eq!(answer.headers[header::CACHE_CONTROL], "no-cache", "{name}");
        let policy = answer.headers[header::CONTENT_SECURITY_POLICY]
            .to_str()
            .unwrap();
        assert!(policy.contains("script-src 'self'") && policy.contains("worker-src 'self'"));
        if name != KEYS_FILE {
            let file = page_file(name).unwrap();
            assert_eq!(answer.body.as_bytes(), file.bytes, "{name}");
            assert_eq!(answer.headers[header::CONTENT_TYPE], file.content_type);
        }
    }
    let index = send(&app, get("/v/", None)).await;
    assert_eq!(index.status, StatusCode::OK);
    assert!(index.body.contains("id=\"verdict\""));
    let folder = send(&app, get("/v", None)).await;
    assert_eq!(folder.status, StatusCode::PERMANENT_REDIRECT);
    assert_eq!(folder.headers[header::LOCATION], "/v/");
    for elsewhere in [
        "/v/event.db",
        "/v/..%2fevent.db",
        "/v/sw.js/x",
        "/v/.keys.json.partial",
    ] {
        let answer = send(&app, get(elsewhere, None)).await;
        assert!(
            answer.status.is_client_error(),
            "{elsewhere}: {}",
            answer.status
        );
        assert!(!answer.body.contains("public_key"), "{elsewhere}");
    }

    let keys = || async {
        let answer = send(&app, get("/v/keys.json", None)).await;
        assert_eq!(answer.headers[header::CONTENT_TYPE], "application/json");
        serde_json::from_str::<serde_json::Value>(&answer.body).unwrap()
    };
    let before = keys().await;
    assert_eq!(before["event"]["code"], "AN26");
    assert_eq!(before["revoked"], serde_json::json!([]));
    Store::open(&rig.db)
        .unwrap()
        .revoke_tag(EVENT, "AN26-000001", "stolen")
        .unwrap();
    let after = keys().await;
    assert_eq!(after["revoked"][0]["serial"], "AN26-000001");
    assert_eq!(after["revoked"][0]["reason"], "stolen");
}

/// No route but logging in and out (and a desk's upload link, see
/// `uploads`) writes to the store.
#[tokio::test]
async fn no_route_writes_to_the_store() {
    let (rig, app, cookie) = logged_in().await;
    // The database and its write-ahead log, byte for byte (the router's
    // own connections stay open, so nothing is checkpointed meanwhile).
    let files = || {
        ["", "-wal"].map(|suffix| {
            std::fs::read(format!("{}{suffix}", rig.db.display())).unwrap_or_default()
        })
    };
    let before = files();
    let photo = std::fs::read(fixture("tag-genuine.png")).unwrap();
    let kalev = format!("/character/{}", rig.kalev);
    for uri in [
        "/",
        "/lookup?q=kalev",
        "/lookup?q=kaarik",
        &kalev,
        "/v/",
        "/v/keys.json",
    ] {
        assert_eq!(
            send(&app, get(uri, Some(&cookie))).await.status,
            StatusCode::OK
        );
    }
    assert_eq!(
        send(&app, post_form("AN26-000001", &cookie)).await.status,
        StatusCode::OK
    );
    assert_eq!(
        send(&app, post_photo(&photo, "image/png", &cookie))
            .await
            .status,
        StatusCode::OK
    );
    for uri in [
        "/photo/1",
        "/photo/1/small",
        "/upload/0123456789abcdef0123456789abcdef",
    ] {
        let answer = send(&app, get(uri, Some(&cookie))).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{uri}");
    }
    assert!(before == files(), "a request changed the database");
}

/// The router on a loopback port under [`server::serve`] with `limits`;
/// sending on the returned channel stops it.
async fn served(
    app: Router,
    limits: Limits,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<Stopped>,
) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(server::serve(listener, app, limits, async move {
        drop(stopped.await);
    }));
    (address, stop, server)
}

/// A raw connection with a read timeout, so no test can hang on it.
fn connect(address: SocketAddr) -> std::net::TcpStream {
    let stream = std::net::TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream
}

/// Reads until the server closes the connection (or 10 s pass: an error).
fn read_until_closed(stream: &mut std::net::TcpStream) -> String {
    let mut answer = Vec::new();
    stream
        .read_to_end(&mut answer)
        .expect("the server closes the connection");
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_does_not_finish_its_headers_is_cut_off() {
    let (_rig, app, cookie) = logged_in().await;
    let limits = Limits {
        header_read: Duration::from_millis(300),
        ..Limits::default()
    };
    let (address, stop, server) = served(app, limits).await;

    let mut slow = connect(address);
    slow.write_all(b"GET / HTTP/1.1\r\nHost: armoury\r\n")
        .unwrap();
    let start = Instant::now();
    let answer = read_until_closed(&mut slow);
    assert!(
        start.elapsed() >= Duration::from_millis(250),
        "{:?}",
        start.elapsed()
    );
    assert!(!answer.contains("200 OK"), "{answer}");

    // Meanwhile and afterwards a whole request is answered.
    let mut prompt = connect(address);
    write!(
        prompt,
        "GET / HTTP/1.1\r\nHost: armoury\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let answer = read_until_closed(&mut prompt);
    assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");

    stop.send(()).unwrap();
    assert_eq!(server.await.unwrap(), Stopped::Cleanly);
}

/// The head of a photo upload whose body is `length` bytes.
fn photo_upload_head(cookie: &str, length: usize) -> String {
    format!(
        "POST /verify HTTP/1.1\r\nHost: armoury\r\nCookie: {cookie}\r\n\
         Content-Type: multipart/form-data; boundary={BOUNDARY}\r\nContent-Length: {length}\r\n\r\n\
         --{BOUNDARY}\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"tag\"\r\n\
         Content-Type: image/png\r\n\r\n"
    )
}

/// An upload that drips its body is answered 408 at the body bound, and
/// while it holds the only upload turn, another photo waits for its turn
/// unread and is asked to try again (503) when the wait is over; a typed
/// code needs no turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dripping_upload_is_cut_off_and_others_wait_their_turn_unread() {
    let rig = rig();
    let app = rig.app_with(UploadLimits {
        at_once: 1,
        wait: Duration::from_millis(300),
        body_read: Duration::from_millis(1_500),
    });
    let cookie = log_in(&app, &rig.token()).await;
    let (address, stop, server) = served(app, Limits::default()).await;

    let mut drip = connect(address);
    drip.write_all(photo_upload_head(&cookie, 1_000_000).as_bytes())
        .unwrap();
    drip.write_all(b"\x89PNG").unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;

    // Its turn is taken: another photo is not read, and hears "try again".
    let mut waiting = connect(address);
    waiting
        .write_all(photo_upload_head(&cookie, 1_000_000).as_bytes())
        .unwrap();
    let mut answer = vec![0; 4096];
    let read = waiting.read(&mut answer).unwrap();
    let answer = String::from_utf8_lossy(&answer[..read]);
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.contains("retry-after: 5"), "{answer}");
    // A typed code needs no turn.
    let body = "code=AN26-000001";
    let mut typed = connect(address);
    write!(
        typed,
        "POST /verify HTTP/1.1\r\nHost: armoury\r\nCookie: {cookie}\r\nConnection: close\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    assert!(read_until_closed(&mut typed).starts_with("HTTP/1.1 200"));

    // The dripping one: a byte now and then, cut off at the body bound.
    let started = Instant::now();
    let mut answer = String::new();
    while answer.is_empty() {
        let _ = drip.write_all(b"x");
        tokio::time::sleep(Duration::from_millis(100)).await;
        drip.set_nonblocking(true).unwrap();
        let mut buffer = vec![0; 4096];
        if let Ok(n) = drip.read(&mut buffer) {
            answer = String::from_utf8_lossy(&buffer[..n]).into_owned();
        }
        drip.set_nonblocking(false).unwrap();
        assert!(started.elapsed() < Duration::from_secs(60), "never cut off");
    }
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("took too long to arrive"), "{answer}");

    stop.send(()).unwrap();
    assert_eq!(server.await.unwrap(), Stopped::Cleanly);
}

/// Idle connections from one address fill that address's share only:
/// past its cap they are closed at once, and another address's lookup is
/// answered. Linux: a client can take 127.0.0.2 as its address there.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thousand_idle_connections_from_one_address_leave_room_for_another() {
    let (_rig, app, cookie) = logged_in().await;
    let limits = Limits::for_open_files(1024);
    assert_eq!((limits.connections, limits.per_address), (480, 120));
    let (address, stop, server) = served(app, limits).await;
    // The test holds both ends: room for them on a machine whose limit is 1,024.
    use nix::sys::resource::{Resource, getrlimit, setrlimit};
    let (soft, hard) = getrlimit(Resource::RLIMIT_NOFILE).unwrap();
    if soft < 4096 && hard >= 4096 {
        setrlimit(Resource::RLIMIT_NOFILE, 4096, hard).unwrap();
    }
    let mut idle: Vec<std::net::TcpStream> = (0..1_000).map(|_| connect(address)).collect();
    // The address's share (the first 120) is held; the rest are closed
    // without a word, the last of them once the server has come to it.
    let mut byte = [0];
    assert_eq!(idle[999].read(&mut byte).unwrap(), 0);
    let mut closed = 0;
    for stream in &mut idle {
        stream
            .set_read_timeout(Some(Duration::from_millis(20)))
            .unwrap();
        if matches!(stream.read(&mut byte), Ok(0)) {
            closed += 1;
        }
    }
    assert_eq!(closed, 1_000 - 120, "all but the address's share closed");

    let other = tokio::net::TcpSocket::new_v4().unwrap();
    other.bind("127.0.0.2:0".parse().unwrap()).unwrap();
    let other = other.connect(address).await.unwrap().into_std().unwrap();
    other.set_nonblocking(false).unwrap();
    other
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut other = other;
    write!(
        other,
        "GET /lookup?q=kalev HTTP/1.1\r\nHost: armoury\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let answer = read_until_closed(&mut other);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("Kalev Käärik"), "{answer}");
    drop(idle);
    stop.send(()).unwrap();
    assert_eq!(server.await.unwrap(), Stopped::Cleanly);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stopping_lets_a_request_in_flight_finish_and_refuses_new_ones() {
    let (_rig, app, cookie) = logged_in().await;
    let (address, stop, server) = served(app, Limits::default()).await;

    // Headers and half of the body, then the stop, then the rest.
    let body = "code=AN26-000001";
    let mut client = connect(address);
    write!(
        client,
        "POST /verify HTTP/1.1\r\nHost: armoury\r\nCookie: {cookie}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{}",
        body.len(),
        &body[..9]
    )
    .unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.send(()).unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(!server.is_finished(), "it waits for the request in flight");
    client.write_all(&body.as_bytes()[9..]).unwrap();
    let answer = read_until_closed(&mut client);
    assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
    assert!(answer.contains("ISSUED") && answer.contains("Kalev Käärik"));
    assert_eq!(server.await.unwrap(), Stopped::Cleanly);
    assert!(
        std::net::TcpStream::connect(address).is_err(),
        "no longer listening"
    );
}

/// `armoury serve` itself: Ctrl-C (SIGINT) stops it cleanly.
#[cfg(unix)]
#[test]
fn armoury_serve_stops_cleanly_on_ctrl_c() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};

    let rig = rig();
    let mut child = crate::common::command()
        .args(["serve", "--listen", "127.0.0.1:0", "--event", EVENT, "--db"])
        .arg(&rig.db)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let login = line
        .trim()
        .strip_prefix("referee login: ")
        .unwrap()
        .to_string();
    let address: SocketAddr = login
        .trim_start_matches("http://")
        .split('/')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let path = &login[login.find("/login/").unwrap()..];
    let mut client = connect(address);
    write!(
        client,
        "GET {path} HTTP/1.1\r\nHost: armoury\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    assert!(read_until_closed(&mut client).starts_with("HTTP/1.1 303"));

    let interrupted = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(interrupted.success());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(10) {
            child.kill().unwrap();
            panic!("armoury serve did not stop within 10 s of Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(status.success(), "{status}: {stderr}");
    assert!(stderr.trim_end().ends_with("stopped"), "{stderr}");
}

/// A referee's phone: headless Chromium at 390 × 844 logs in through the
/// referee URL, searches a name typed without accents, opens the character
/// and verifies a tag by uploading photos of it. With
/// `ARMOURY_SCREENSHOTS=DIR` it saves the search, the card and both verify
/// answers there as PNGs (the README's pictures).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[cfg(unix)]
#[ignore = "needs chromium and chromedriver"]
async fn a_phone_browser_logs_in_looks_up_and_verifies_a_photo() {
    use fantoccini::Locator;

    let rig = rig();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(server::serve(
        listener,
        rig.app(),
        Limits::default(),
        async move {
            drop(stopped.await);
        },
    ));

    let phone = common::browser::Phone::start().await;
    let browser = &phone.browser;

    // Without a session: the page says how to log in.
    browser.goto(&format!("{base}/")).await.unwrap();
    let heading = browser
        .find(Locator::Css("h1"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(heading, "Log in first");

    // The referee URL logs in and lands on the search.
    browser
        .goto(&format!("{base}/login/{}", rig.token()))
        .await
        .unwrap();
    assert_eq!(browser.current_url().await.unwrap().path(), "/");
    browser
        .find(Locator::Id("q"))
        .await
        .unwrap()
        .send_keys("kaarik")
        .await
        .unwrap();
    phone
        .click_and_wait(Locator::Css("form[role=search] button"))
        .await;
    let list = browser
        .find(Locator::Css("h1"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(list.contains("2 characters match"), "{list}");
    phone.shoot("web-search.png").await;

    phone
        .click_and_wait(Locator::LinkText("Kalev Käärik"))
        .await;
    assert_eq!(
        browser.current_url().await.unwrap().path(),
        format!("/character/{}", rig.kalev)
    );
    let page = browser.source().await.unwrap();
    assert!(
        page.contains("Warrior") && page.contains("AN26-000001"),
        "{page}"
    );
    phone.shoot("web-character.png").await;

    for (photo, verdict, shot) in [
        ("tag-genuine.png", "GENUINE", "web-verify-genuine.png"),
        (
            "tag-forged.png",
            "NOT GENUINE",
            "web-verify-not-genuine.png",
        ),
    ] {
        browser.goto(&format!("{base}/")).await.unwrap();
        browser
            .find(Locator::Id("photo"))
            .await
            .unwrap()
            .send_keys(fixture(photo).to_str().unwrap())
            .await
            .unwrap();
        phone
            .click_and_wait(Locator::Css("form[enctype='multipart/form-data'] button"))
            .await;
        let shown = browser
            .find(Locator::Css(".verdict"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert_eq!(shown, verdict, "{photo}");
        phone.shoot(shot).await;
    }
    let page = browser.source().await.unwrap();
    assert!(page.len() < 50_000);

    phone.close().await;
    stop.send(()).unwrap();
    assert_eq!(server.await.unwrap(), Stopped::Cleanly);
}

/// The page on a PostgreSQL server: log in, look a character up, see the
/// tag. Run as `armoury serve` runs it: the stores close after the runtime
/// (a server connection's client cannot close inside another runtime).
#[test]
#[cfg(unix)]
#[ignore = "needs PostgreSQL: ARMOURY_TEST_POSTGRES=postgres://… (scripts/with-postgres)"]
fn the_page_looks_up_on_a_server() {
    let db = crate::common::db::TestDb::postgres();
    let mut store = db.open();
    store
        .upsert_character(
            "default",
            &RosterEntry {
                id: "17".into(),
                name: "Kalev Käärik".into(),
                ..RosterEntry::default()
            },
        )
        .unwrap();
    let kalev = store.characters("default").unwrap()[0].pk;
    let (item, verdict) = sword();
    let recorded = store
        .record_inspection(&NewInspection {
            event_id: "default",
            character_pk: Some(kalev),
            item: &item,
            verdict: &verdict,
            inspector: "Eve",
            station: "desk 1",
            override_reason: None,
            corrects: None,
        })
        .unwrap();
    let serial = recorded.tag.unwrap().serial;
    let event = store.current_event().unwrap();
    let token = store.referee_token(&event.id).unwrap();
    let pool = Pool::open(&db.address(), 2).unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let app = router(AppState::new(pool.clone(), event));
        let cookie = log_in(&app, &token).await;
        let found = send(&app, get("/lookup?q=kaarik", Some(&cookie))).await;
        assert_eq!(found.status, StatusCode::OK, "{}", found.body);
        assert!(found.body.contains("Kalev Käärik"), "{}", found.body);
        assert!(found.body.contains(&serial), "{}", found.body);
    });
    drop(runtime);
    drop(pool);
}

/// A TLS client that takes any certificate and keeps the SHA-256 of the
/// one it was shown, as a referee comparing the card's fingerprint would.
#[derive(Debug, Default)]
struct Shown(std::sync::Mutex<Option<String>>);

impl rustls::client::danger::ServerCertVerifier for Shown {
    fn verify_server_cert(
        &self,
        certificate: &rustls::pki_types::CertificateDer<'_>,
        _: &[rustls::pki_types::CertificateDer<'_>],
        _: &rustls::pki_types::ServerName<'_>,
        _: &[u8],
        _: rustls::pki_types::UnixTime,
    ) -> Result<rustls::client::danger::ServerCertVerified, rustls::Error> {
        use sha2::Digest;
        let hex: Vec<String> = sha2::Sha256::digest(certificate.as_ref())
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        *self.0.lock().unwrap() = Some(hex.join(":"));
        Ok(rustls::client::danger::ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &armoury_records::crypto_provider().signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &rustls::pki_types::CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &armoury_records::crypto_provider().signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        armoury_records::crypto_provider()
            .signature_verification_algorithms
            .supported_schemes()
    }
}

/// One request over TLS to `address`: the answer, and the fingerprint of
/// the certificate the server showed.
async fn over_tls(address: SocketAddr, request: &str) -> (String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let shown = std::sync::Arc::new(Shown::default());
    let config = rustls::ClientConfig::builder_with_provider(armoury_records::crypto_provider())
        .with_safe_default_protocol_versions()
        .unwrap()
        .dangerous()
        .with_custom_certificate_verifier(shown.clone())
        .with_no_client_auth();
    let stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let mut stream = tokio_rustls::TlsConnector::from(std::sync::Arc::new(config))
        .connect("localhost".try_into().unwrap(), stream)
        .await
        .unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    let fingerprint = shown.0.lock().unwrap().clone().unwrap();
    (String::from_utf8_lossy(&answer).into_owned(), fingerprint)
}

/// The page over TLS with a self-made certificate: the phone is shown the
/// certificate whose fingerprint the card carries, the session cookie is
/// `Secure`, and plain HTTP on that port gets no page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_over_tls_shows_the_cards_certificate_and_secure_cookies() {
    let rig = rig();
    let store = Store::open(&rig.db).unwrap();
    let event = store.event(EVENT).unwrap();
    let token = store.referee_token(EVENT).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let certificate = armoury::web::tls::self_made(dir.path(), &["localhost".to_string()]).unwrap();
    let app = router(AppState::with_options(
        Pool::open(&rig.db.clone().into(), 2).unwrap(),
        event,
        PageOptions {
            https: true,
            ..PageOptions::default()
        },
    ));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(server::serve_tls(
        listener,
        app,
        Limits::default(),
        certificate.config.clone(),
        async move {
            drop(stopped.await);
        },
    ));
    let login =
        format!("GET /login/{token} HTTP/1.1\r\nHost: armoury\r\nConnection: close\r\n\r\n");
    let (answer, shown) = over_tls(address, &login).await;
    assert_eq!(shown, certificate.fingerprint, "the card's fingerprint");
    assert!(answer.starts_with("HTTP/1.1 303"), "{answer}");
    let cookie_line = answer
        .lines()
        .find(|l| l.starts_with("set-cookie: "))
        .unwrap();
    assert!(cookie_line.ends_with("; Secure"), "{cookie_line}");
    let cookie = cookie_line["set-cookie: ".len()..]
        .split(';')
        .next()
        .unwrap();
    let home =
        format!("GET / HTTP/1.1\r\nHost: armoury\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n");
    let (answer, _) = over_tls(address, &home).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // Plain HTTP on the TLS port: no page, only a closed connection.
    let mut plain = connect(address);
    plain
        .write_all(b"GET / HTTP/1.1\r\nHost: armoury\r\n\r\n")
        .unwrap();
    assert!(!read_until_closed(&mut plain).contains("HTTP/1.1 200"));
    stop.send(()).unwrap();
    assert_eq!(server.await.unwrap(), Stopped::Cleanly);
}

/// `armoury serve` warns when it serves plain HTTP beyond loopback, and
/// with `--tls-self-made` serves https, printing the certificate's
/// fingerprint, which the referee card carries too.
#[cfg(target_os = "linux")]
#[test]
fn armoury_serve_warns_of_plain_http_and_serves_tls_with_a_self_made_certificate() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let rig = rig();
    let data = tempfile::tempdir().unwrap();
    let start = |extra: &[&str]| {
        let mut child = crate::common::command()
            .args(["serve", "--event", EVENT, "--db"])
            .arg(&rig.db)
            .args(extra)
            .env("XDG_DATA_HOME", data.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut login = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut login)
            .unwrap();
        // What it says before serving, up to the connection caps.
        let mut said = String::new();
        for line in BufReader::new(child.stderr.take().unwrap()).lines() {
            let line = line.unwrap();
            said.push_str(&line);
            said.push('\n');
            if line.starts_with("at most ") {
                break;
            }
        }
        child.kill().unwrap();
        child.wait().unwrap();
        (login, said)
    };
    let (login, stderr) = start(&["--listen", "0.0.0.0:0"]);
    assert!(login.starts_with("referee login: http://"), "{login}");
    assert!(
        stderr.contains("warning: plain HTTP on 0.0.0.0:"),
        "{stderr}"
    );
    let (_, stderr) = start(&["--listen", "127.0.0.1:0"]);
    assert!(!stderr.contains("warning"), "{stderr}");

    let card = data.path().join("card.pdf");
    let card_arg = card.display().to_string();
    let (login, stderr) = start(&[
        "--listen",
        "127.0.0.1:0",
        "--tls-self-made",
        "--card",
        &card_arg,
    ]);
    assert!(
        login.starts_with("referee login: https://127.0.0.1:"),
        "{login}"
    );
    assert!(!stderr.contains("warning"), "{stderr}");
    let fingerprint = stderr
        .lines()
        .find_map(|l| l.strip_prefix("TLS certificate (self-made), SHA-256 fingerprint: "))
        .unwrap_or_else(|| panic!("{stderr}"))
        .to_string();
    let made = armoury::web::tls::self_made(&data.path().join("armoury/tls"), &[]).unwrap();
    assert_eq!(made.fingerprint, fingerprint, "kept, and used again");
    let text = common::pdf::text(&std::fs::read(&card).unwrap()).join(" ");
    assert!(text.contains(&fingerprint[..23]), "{text}");
}

#[tokio::test]
async fn the_organiser_page_opens_with_its_own_token_only() {
    let (rig, app, referee_cookie) = logged_in().await;
    let shown = common::ok(&common::armoury_on(&rig.db, &["event", "organiser-token"]));
    let organiser = Store::open(&rig.db)
        .unwrap()
        .organiser_token(EVENT)
        .unwrap();
    assert_eq!(shown.trim(), organiser);
    assert_ne!(organiser, rig.token());
    let referee_token_as_cookie = format!("armoury_organiser={}", rig.token());
    // Neither no cookie, nor a referee's session, nor the referee token opens it.
    for cookie in [
        None,
        Some(referee_cookie.as_str()),
        Some(referee_token_as_cookie.as_str()),
    ] {
        let answer = send(&app, get("/organiser", cookie)).await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{cookie:?}");
        assert!(answer.body.contains("organisers"), "{}", answer.body);
        assert!(!answer.body.contains("gate"));
    }
    // The referee token logs no organiser in, the organiser token no referee.
    let answer = send(
        &app,
        get(&format!("/organiser/login/{}", rig.token()), None),
    )
    .await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
    assert!(answer.headers.get(header::SET_COOKIE).is_none());
    let answer = send(&app, get(&format!("/login/{organiser}"), None)).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
    assert!(answer.headers.get(header::SET_COOKIE).is_none());
    // The organiser's address sets a cookie for the page alone.
    let answer = send(&app, get(&format!("/organiser/login/{organiser}"), None)).await;
    assert_eq!(answer.status, StatusCode::SEE_OTHER);
    assert_eq!(answer.headers[header::LOCATION], "/organiser");
    let set = answer.headers[header::SET_COOKIE]
        .to_str()
        .unwrap()
        .to_string();
    for part in ["Path=/organiser", "HttpOnly", "SameSite=Strict"] {
        assert!(set.contains(part), "{set}");
    }
    let cookie = set.split(';').next().unwrap();
    let page = send(&app, get("/organiser", Some(cookie))).await;
    assert_eq!(page.status, StatusCode::OK);
    for said in [
        "<html lang=\"en\">",
        "http-equiv=\"refresh\"",
        "<b>1 / 4</b>",
        "items approved",
        "<svg",
        "gate",
        "Rules failed most",
    ] {
        assert!(page.body.contains(said), "{said} in {}", page.body);
    }
    assert!(!page.body.contains(&organiser), "the page shows no token");
    // The organiser's cookie opens no referee page.
    assert_eq!(
        send(&app, get("/", Some(cookie))).await.status,
        StatusCode::UNAUTHORIZED
    );
    // A new token logs the organiser out.
    Store::open(&rig.db)
        .unwrap()
        .rotate_organiser_token(EVENT)
        .unwrap();
    assert_eq!(
        send(&app, get("/organiser", Some(cookie))).await.status,
        StatusCode::UNAUTHORIZED
    );
}
