//! The offline verifier page in a phone's browser: `armoury event verifier
//! --out DIR --base-url URL` writes the site and records its address, so
//! the tags printed next carry `URL#ARM2:…`; the folder is served as any
//! static host serves files; headless Chromium at phone size opens the
//! page once, the server stops, and the page still says `genuine` for a
//! tag's URL and `forged`, `revoked` or `expired` for the others, by
//! WebCrypto and by the page's own verifier. No request carries a code and
//! none a cookie.
#![cfg(all(feature = "web", unix))]

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use armoury::web::server::{self, Limits, Stopped};
use armoury_records::Store;
use armoury_tags::{Covers, EventKeyPair, offline::Statement};
use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use fantoccini::Locator;

use crate::common::browser::Phone;
use crate::common::{armoury_on, ok};
use crate::offline_verify::{event_with_kalev, recorded_arrow_tag};

/// What a static host knows: the folder, and every request it was sent.
#[derive(Clone)]
struct Host {
    folder: PathBuf,
    requests: Arc<Mutex<Vec<String>>>,
}

/// Serves `/v/NAME` from the folder, as a plain static host would, and
/// notes each request's address and whether it carried a cookie.
async fn from_folder(State(host): State<Host>, uri: Uri, headers: HeaderMap) -> Response {
    let cookie = headers.contains_key(header::COOKIE);
    host.requests
        .lock()
        .unwrap()
        .push(format!("{uri} cookie={cookie}"));
    let name = match uri.path().strip_prefix("/v/") {
        Some("") => "index.html",
        Some(name) if !name.contains('/') && !name.starts_with('.') => name,
        _ => return StatusCode::NOT_FOUND.into_response(),
    };
    let content_type = match Path::new(name).extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript",
        Some("css") => "text/css",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    };
    match std::fs::read(host.folder.join(name)) {
        Ok(bytes) => ([(header::CONTENT_TYPE, content_type)], bytes).into_response(),
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

/// Serves `folder` as a static host at `listener` until the sender is
/// used: the host (with its requests), the sender, and the server's end.
fn host_folder(
    listener: tokio::net::TcpListener,
    folder: PathBuf,
) -> (
    Host,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<Stopped>,
) {
    let host = Host {
        folder,
        requests: Arc::default(),
    };
    let app = Router::new().fallback(from_folder).with_state(host.clone());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let served = tokio::spawn(server::serve(
        listener,
        app,
        Limits::default(),
        async move {
            drop(stopped.await);
        },
    ));
    (host, stop, served)
}

/// Opens `url` and returns the verdict the page shows in `data-verdict`
/// (waiting at most 10 s for it), after clearing the one shown before.
async fn verdict_at(phone: &Phone, url: &str) -> String {
    let browser = &phone.browser;
    browser
        .execute(
            "const v = document.getElementById('verdict'); if (v) v.removeAttribute('data-verdict');",
            vec![],
        )
        .await
        .unwrap();
    browser.goto(url).await.unwrap();
    browser
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css("#verdict[data-verdict]"))
        .await
        .unwrap_or_else(|e| panic!("no verdict for {url}: {e}"))
        .attr("data-verdict")
        .await
        .unwrap()
        .unwrap()
}

/// Runs `script` (which ends by calling `done(value)`) in the page.
async fn run(phone: &Phone, script: &str, args: Vec<serde_json::Value>) -> serde_json::Value {
    let script = format!("const done = arguments[arguments.length - 1]; {script}");
    phone.browser.execute_async(&script, args).await.unwrap()
}

/// `code` with one character of its signature changed.
fn changed(code: &str) -> String {
    let (body, signature) = code.rsplit_once(':').unwrap();
    let first = if signature.starts_with('A') { "B" } else { "A" };
    format!("{body}:{first}{}", &signature[1..])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromedriver"]
async fn the_verifier_page_checks_tags_in_a_phone_with_the_server_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("records.db");
    let db_arg = db.to_str().unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/v/", listener.local_addr().unwrap());

    // The site written, its address recorded, then two arrows recorded.
    event_with_kalev(db_arg, dir.path(), "an26", "AN26", "2099-07-12");
    let site = dir.path().join("site");
    let wrote = ok(&armoury_on(
        db_arg,
        &[
            "event",
            "verifier",
            "--out",
            site.to_str().unwrap(),
            "--base-url",
            base.trim_end_matches('/'),
        ],
    ));
    assert!(wrote.contains("1 public key, 0 revoked tags"), "{wrote}");
    assert!(
        wrote.contains(&format!("put the folder's files at {base}")),
        "{wrote}"
    );
    let genuine = recorded_arrow_tag(db_arg, dir.path(), "AN26", 1);
    assert!(
        genuine.starts_with(&format!("{base}#ARM2:T:AN26:AN26-000001:1:20990712:")),
        "{genuine}"
    );
    let lost = recorded_arrow_tag(db_arg, dir.path(), "AN26", 2);
    ok(&armoury_on(
        db_arg,
        &[
            "event",
            "revoke",
            "AN26-000002",
            "--reason",
            "lost in the river",
        ],
    ));
    let wrote = ok(&armoury_on(
        db_arg,
        &["event", "verifier", "--out", site.to_str().unwrap()],
    ));
    assert!(wrote.contains("1 public key, 1 revoked tag"), "{wrote}");
    // A tag whose event has ended, signed with this event's key.
    let expired = {
        let store = Store::open(&db).unwrap();
        let key = store.signing_key("an26").unwrap();
        let pair = EventKeyPair::from_seed(key.key_id, &key.seed).unwrap();
        let code = pair
            .sign(&Statement {
                covers: Covers::Tag,
                event: "AN26",
                id: "AN26-000001",
                expires: Some("2020-01-12"),
                item: "arrow",
                owner: "Kalev",
            })
            .unwrap();
        format!("{base}#{code}")
    };
    // Another event's tag.
    event_with_kalev(db_arg, dir.path(), "ms26", "MS26", "2099-06-24");
    let other_event = recorded_arrow_tag(db_arg, dir.path(), "MS26", 1);

    let (host, stop, served) = host_folder(listener, site);

    // Opened once with the network: it keeps itself for offline use.
    let phone = Phone::start().await;
    phone.browser.goto(&base).await.unwrap();
    phone
        .browser
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css("body[data-offline=ready][data-ready=yes]"))
        .await
        .expect("the page is kept for offline use");
    assert_eq!(phone.text_of("h1").await, "Tag check: an26");
    let age = phone.text_of("#list-age").await;
    assert!(
        age.contains("less than an hour old, 1 revoked tag"),
        "{age}"
    );
    phone.shoot("verifier-ready.png").await;

    // The server stops: nothing answers at its address any more.
    stop.send(()).unwrap();
    assert_eq!(served.await.unwrap(), Stopped::Cleanly);
    let address = base.trim_start_matches("http://").trim_end_matches("/v/");
    assert!(std::net::TcpStream::connect(address).is_err());
    let requests_while_online = host.requests.lock().unwrap().len();

    phone.browser.goto("about:blank").await.unwrap();
    assert_eq!(verdict_at(&phone, &genuine).await, "genuine");
    let details = phone.text_of("#details").await;
    for shown in [
        "tag AN26-000001",
        "ARROW OR BOLT 80CM",
        "KALEV KAARIK",
        "2099-07-12",
    ] {
        assert!(details.contains(shown), "{shown} in {details}");
    }
    phone.shoot("verifier-genuine.png").await;

    assert_eq!(verdict_at(&phone, &changed(&genuine)).await, "forged");
    assert!(
        phone
            .text_of("#reason")
            .await
            .starts_with("The code was changed")
    );
    phone.shoot("verifier-forged.png").await;
    assert_eq!(
        verdict_at(&phone, &genuine.replace("80CM", "90CM")).await,
        "forged"
    );

    assert_eq!(verdict_at(&phone, &lost).await, "revoked");
    let reason = phone.text_of("#reason").await;
    assert!(reason.contains("lost in the river"), "{reason}");
    phone.shoot("verifier-revoked.png").await;

    assert_eq!(verdict_at(&phone, &expired).await, "expired");
    let reason = phone.text_of("#reason").await;
    assert_eq!(reason, "It was valid until 2020-01-12.");

    let reason = {
        let verdict = verdict_at(&phone, &format!("{base}#{other_event}")).await;
        assert_eq!(verdict, "forged");
        phone.text_of("#reason").await
    };
    assert!(reason.contains("from event MS26, not AN26"), "{reason}");
    assert_eq!(verdict_at(&phone, &format!("{base}#hello")).await, "forged");
    let reason = phone.text_of("#reason").await;
    assert_eq!(reason, "This is not an Armoury code: it has no ':'.");

    // The page's own verifier (for browsers without WebCrypto's Ed25519)
    // reaches the same verdicts, and passes RFC 8032's test vectors.
    for (code, verdict) in [
        (genuine.clone(), "genuine"),
        (changed(&genuine), "forged"),
        (lost.clone(), "revoked"),
        (expired.clone(), "expired"),
    ] {
        let answer = run(
            &phone,
            "ArmouryVerifier.check(arguments[0], ArmouryVerifier.site, 'js').then(r => done(r.verdict + ' by ' + r.engine));",
            vec![code.into()],
        )
        .await;
        assert_eq!(answer, format!("{verdict} by the page's own verifier"));
    }
    // A key retired since (lost): genuine, with a warning to look again.
    let note = run(
        &phone,
        "const site = ArmouryVerifier.site;
         const retired = { ...site, keys: site.keys.map((k) => ({ ...k, retired_at: '2026-12-01T10:00:00Z' })) };
         ArmouryVerifier.check(arguments[0], retired).then((r) => done(r.verdict + ': ' + r.note));",
        vec![genuine.clone().into()],
    )
    .await;
    assert_eq!(
        note,
        "genuine: Signed with key 1, retired on 2026-12-01 because it was lost: inspect the item again."
    );
    let vectors = run(
        &phone,
        r#"
        const hex = (h) => new Uint8Array((h.match(/../g) || []).map((b) => parseInt(b, 16)));
        const vectors = arguments[0];
        Promise.all(vectors.flatMap(([key, message, signature]) => [
            ArmouryEd25519.verify(hex(key), hex(signature), hex(message)),
            ArmouryEd25519.verify(hex(key), hex(signature), hex(message + "00")),
        ])).then(done);
        "#,
        vec![serde_json::json!([
            [
                "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
                "",
                "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
            ],
            [
                "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
                "72",
                "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"
            ],
            [
                "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
                "af82",
                "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"
            ]
        ])],
    )
    .await;
    assert_eq!(
        vectors,
        serde_json::json!([true, false, true, false, true, false])
    );

    // How long a check takes in this browser, by each verifier: printed
    // for the record, never asserted.
    for (engine, rounds) in [("webcrypto", 200), ("js", 20)] {
        let ms = run(
            &phone,
            "const [code, engine, rounds] = arguments; const started = performance.now();
             (async () => { for (let i = 0; i < rounds; i++) await ArmouryVerifier.check(code, ArmouryVerifier.site, engine); })()
               .then(() => done((performance.now() - started) / rounds));",
            vec![genuine.clone().into(), engine.into(), rounds.into()],
        )
        .await;
        eprintln!(
            "verifier page, {engine}: {:.2} ms a check ({rounds} checks)",
            ms.as_f64().unwrap()
        );
    }

    // Nothing reached a server once it stopped; no request ever carried a
    // code or a cookie, and the page set none.
    let requests = host.requests.lock().unwrap().clone();
    assert_eq!(requests.len(), requests_while_online);
    assert!(
        requests
            .iter()
            .all(|r| !r.contains("ARM2") && r.ends_with("cookie=false")),
        "{requests:?}"
    );
    assert_eq!(run(&phone, "done(document.cookie)", vec![]).await, "");
    phone.close().await;
}

/// The page speaks the phone's language: an Estonian phone reads the
/// verdict, the event's heading, what the code says and dates in Estonian.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromium and chromedriver"]
async fn the_verifier_page_speaks_the_phones_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("records.db");
    let db_arg = db.to_str().unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}/v/", listener.local_addr().unwrap());
    event_with_kalev(db_arg, dir.path(), "an26", "AN26", "2099-07-12");
    let site = dir.path().join("site");
    let folder = site.to_str().unwrap();
    let url = base.trim_end_matches('/');
    ok(&armoury_on(
        db_arg,
        &["event", "verifier", "--out", folder, "--base-url", url],
    ));
    let genuine = recorded_arrow_tag(db_arg, dir.path(), "AN26", 1);
    let (_, stop, served) = host_folder(listener, site);

    let phone = Phone::start_speaking(Some("et")).await;
    assert_eq!(verdict_at(&phone, &genuine).await, "genuine");
    assert_eq!(phone.text_of("#verdict").await, "EHTNE");
    assert_eq!(phone.text_of("h1").await, "Sildi kontroll: an26");
    let details = phone.text_of("#details").await;
    for shown in ["Mis", "silt AN26-000001", "Kehtib kuni", "12.07.2099"] {
        assert!(details.contains(shown), "{shown} in {details}");
    }
    let lang = run(&phone, "done(document.documentElement.lang)", vec![]).await;
    assert_eq!(lang, "et");
    phone.shoot("verifier-genuine-et.png").await;
    assert_eq!(verdict_at(&phone, &changed(&genuine)).await, "forged");
    let reason = phone.text_of("#reason").await;
    assert!(reason.starts_with("Koodi on muudetud"), "{reason}");
    // Why a text is not a code, in Estonian too.
    assert_eq!(
        verdict_at(&phone, &format!("{base}#ARM1:T:AN26")).await,
        "forged"
    );
    let reason = phone.text_of("#reason").await;
    assert_eq!(
        reason,
        "See ei ole Armoury kood: oodati 9 koolonitega eraldatud osa, leiti 3."
    );
    phone.close().await;
    stop.send(()).unwrap();
    assert_eq!(served.await.unwrap(), Stopped::Cleanly);
}
