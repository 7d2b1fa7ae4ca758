//! `armoury serve`: the referees' lookup and tag-verification page, served
//! on the event's own network (feature `web`).
//!
//! Routes ([`router`]):
//! - `GET /login/TOKEN`: the login URL on the referee card; opens a session
//!   for this phone, sets its cookie and sends the phone to `/`.
//! - `POST /logout`: ends this phone's session.
//! - `GET /`: search box and the verify forms.
//! - `GET /lookup?q=TEXT`: a character's card, candidates, or nothing
//!   (`records`' lookup: accent- and typo-tolerant).
//! - `GET /character/ID`: one character's card, its items' photos as
//!   thumbnails.
//! - `GET /photo/ID`, `GET /photo/ID/small`: the photo taken when
//!   inspection ID approved its item, and its thumbnail (`item_photo`).
//! - `POST /verify`: form field `code` (a serial or a scanned string), or
//!   multipart field `photo` (a picture of the QR code, read by `photo`);
//!   answered by [`armoury_issuing::check_code`]; a tag's answer shows the
//!   item's photo large, above what the tag says.
//! - `GET /upload/TOKEN`, `POST /upload/TOKEN`: a desk's link for one
//!   photo from the marshal's phone (`upload`); no session, the link is
//!   the right, and it expires.
//! - `GET /organiser/login/TOKEN`, `GET /organiser`: the organiser page
//!   ([`organiser`]): the event's figures, behind the organiser token.
//! - `GET /v/…`: the offline verifier page (`verifier`), the same files
//!   `armoury event verifier` writes, with the revocation list read live.
//!
//! Everything but the login URLs, the upload links, the organiser page and
//! the verifier page answers 401 without a referee's session (`auth`); the organiser page
//! answers 401 without the organiser's cookie.
//! Only logging in and out (the phone's session) and a photo sent through an
//! upload link write to the store; every other route reads, through a
//! [`Pool`] of `records` stores. Pages are `pages`; the printable login
//! card is [`card`]. Request bodies are limited to [`MAX_FORM_BYTES`], the
//! verify route's to [`MAX_PHOTO_BYTES`], an upload's to
//! `upload::MAX_UPLOAD_BYTES`; photos are decoded one at a time.
//! [`server`] runs the router: header-read timeout, graceful stop.

pub(crate) mod auth;
pub mod card;
pub(crate) mod item_photo;
pub(crate) mod language;
pub mod organiser;
pub(crate) mod organiser_page;
pub(crate) mod pages;
pub(crate) mod photo;
pub(crate) mod pool;
pub mod server;
pub mod tls;
pub(crate) mod upload;
pub mod verifier;

pub use auth::MAX_FAILURES;
pub use photo::MAX_PHOTO_BYTES;
pub use pool::Pool;

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use armoury_l10n::L10n;
use axum::body::{Body, to_bytes};
use axum::extract::{
    ConnectInfo, DefaultBodyLimit, FromRequest, FromRequestParts, Multipart, Path, Query, Request,
    State,
};
use axum::http::header::{self, HeaderValue};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use language::Speaks;
use maud::Markup;
use tokio::sync::Semaphore;

use armoury_issuing::{CodeCheck, IssueError, check_code};
use armoury_records::time::{now_secs, today_utc};
use armoury_records::{Event, RecordsError};
use armoury_tags::signing::peek;

/// The largest request body of any route but `POST /verify`, and of a typed code form.
pub const MAX_FORM_BYTES: usize = 16 * 1024;
/// The longest search text, in characters.
pub const MAX_QUERY_CHARS: usize = 200;
/// The longest typed code, in characters.
pub const MAX_CODE_CHARS: usize = 512;

struct Shared {
    pool: Pool,
    event: Event,
    limiter: Mutex<auth::LoginLimiter>,
    limits: UploadLimits,
    /// Served over TLS: session cookies are `Secure`.
    https: bool,
    /// Photos whose bodies may be read at once: taken before the body is.
    uploads: Semaphore,
    /// One photo decoded at a time.
    photos: Semaphore,
}

/// How the page is served.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PageOptions {
    /// What photo uploads may take.
    pub uploads: UploadLimits,
    /// Served over TLS: session cookies are marked `Secure`, so a browser
    /// never sends them in plain HTTP.
    pub https: bool,
}

/// What photo uploads may take: with [`MAX_PHOTO_BYTES`] a body and one
/// picture decoded at a time (at most 128 MB of decoder memory), the server's
/// memory stays bounded however many phones upload at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UploadLimits {
    /// Photo bodies read at once; the other uploads wait, unread.
    pub at_once: usize,
    /// How long an upload waits for its turn before the phone is asked to
    /// try again (503).
    pub wait: Duration,
    /// How long a request's body may take to arrive (408 after it).
    pub body_read: Duration,
}

impl Default for UploadLimits {
    /// Three photos at once, 20 s in line, 30 s for a body (8 MB over a
    /// weak 2 Mbit/s link).
    fn default() -> UploadLimits {
        UploadLimits {
            at_once: 3,
            wait: Duration::from_secs(20),
            body_read: Duration::from_secs(30),
        }
    }
}

/// What every handler shares.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl AppState {
    /// The server's state: stores on the database, serving `event` in
    /// plain HTTP with the default upload limits.
    pub fn new(pool: Pool, event: Event) -> AppState {
        AppState::with_options(pool, event, PageOptions::default())
    }

    /// [`AppState::new`] with other options.
    pub fn with_options(pool: Pool, event: Event, options: PageOptions) -> AppState {
        AppState(Arc::new(Shared {
            pool,
            event,
            limiter: Mutex::new(auth::LoginLimiter::default()),
            limits: options.uploads,
            https: options.https,
            uploads: Semaphore::new(options.uploads.at_once.max(1)),
            photos: Semaphore::new(1),
        }))
    }

    /// Counts a wrong login token from `client`; whether that client had
    /// used up its failed logins already (then it is answered "too many").
    fn wrong_login(&self, client: IpAddr) -> bool {
        let mut limiter = self
            .0
            .limiter
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let blocked = limiter.blocked(client, Instant::now());
        limiter.failed(client, Instant::now());
        blocked
    }

    /// The event's current referee token.
    async fn token(&self, l: L10n) -> Result<String, Response> {
        let event_id = self.0.event.id.clone();
        match self
            .0
            .pool
            .point_read(move |store| store.referee_token(&event_id))
            .await
        {
            Ok(Ok(token)) => Ok(token),
            Ok(Err(e)) => Err(records_failure(l, &e)),
            Err(e) => Err(failure(l, &e.to_string())),
        }
    }
}

/// The routes, with limits and headers, on `state`.
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/", get(home))
        .route("/login/{token}", get(login))
        .route("/logout", post(logout))
        .route("/lang/{tag}", get(language::switch))
        .route("/lookup", get(lookup))
        .route("/character/{id}", get(character))
        .route("/photo/{id}", get(item_photo::full))
        .route("/photo/{id}/small", get(item_photo::small))
        .route(
            "/verify",
            post(verify)
                .layer(DefaultBodyLimit::max(photo::MAX_PHOTO_BYTES))
                .get(verify_form),
        )
        .route(
            "/upload/{token}",
            get(upload::form)
                .post(upload::receive)
                .layer(DefaultBodyLimit::max(upload::MAX_UPLOAD_BYTES)),
        )
        .route(organiser::PATH, get(organiser::page))
        .route("/organiser/login/{token}", get(organiser::login))
        .route("/v", get(verifier::folder))
        .route(verifier::PATH, get(verifier::index))
        .route("/v/{name}", get(verifier::file))
        .method_not_allowed_fallback(method_not_allowed)
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_FORM_BYTES))
        .layer(axum::middleware::map_response(safe_headers))
        .with_state(state)
}

/// Headers on every answer: nothing is cached, nothing loads from
/// elsewhere (pictures only from here: the items' photos), no page is
/// framed, no referrer leaves. An answer that set its own caching or
/// content policy (the verifier page's, a photo's) keeps it.
async fn safe_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CACHE_CONTROL, "no-store"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        ),
    ] {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    }
    response
}

fn answer(status: StatusCode, page: Markup) -> Response {
    (status, Html(page.into_string())).into_response()
}

fn failure(l: L10n, what: &str) -> Response {
    let again = l.text("web-try-again");
    answer(
        StatusCode::INTERNAL_SERVER_ERROR,
        pages::notice_with(l, "web-went-wrong", &[what, &again]),
    )
}

/// How long a phone is asked to wait before trying again when the records
/// server is not answering.
const RETRY_AFTER_SECONDS: &str = "5";

/// The answer when the records could not be read: "try again" (503, with
/// `Retry-After`) when their server is out of reach or silent (each wait
/// for it is bounded), else what went wrong (500), in the page's language.
fn records_failure(l: L10n, e: &RecordsError) -> Response {
    if !e.is_unreachable() {
        return failure(l, &crate::said_errors::records(l, e));
    }
    try_again(l, "web-server-silent", "web-server-silent-why")
}

/// "Try again in a moment": 503 with `Retry-After` (the title and reason
/// are message ids).
fn try_again(l: L10n, title: &str, why: &str) -> Response {
    let mut response = answer(
        StatusCode::SERVICE_UNAVAILABLE,
        pages::notice(l, title, &[why]),
    );
    response.headers_mut().insert(
        header::RETRY_AFTER,
        HeaderValue::from_static(RETRY_AFTER_SECONDS),
    );
    response
}

/// A request with a live session.
pub struct Referee;

/// The session secret a request's cookie holds, if any.
fn session_cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(auth::cookie_value)
        .map(str::to_string)
}

impl FromRequestParts<AppState> for Referee {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        let l = language::of(&parts.headers);
        let Some(secret) = session_cookie(&parts.headers) else {
            return Err(answer(StatusCode::UNAUTHORIZED, pages::login_needed(l)));
        };
        let event_id = state.0.event.id.clone();
        let session = state
            .0
            .pool
            .point_read(move |store| store.referee_session(&event_id, &secret, now_secs()))
            .await;
        match session {
            Ok(Ok(Some(_))) => Ok(Referee),
            Ok(Ok(None)) => Err(answer(StatusCode::UNAUTHORIZED, pages::login_needed(l))),
            Ok(Err(e)) => Err(records_failure(l, &e)),
            Err(e) => Err(failure(l, &e.to_string())),
        }
    }
}

async fn login(
    State(state): State<AppState>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(offered): Path<String>,
) -> Response {
    let l = language::of(&headers);
    let client: IpAddr = client.ip();
    let token = match state.token(l).await {
        Ok(token) => token,
        Err(answer) => return answer,
    };
    // A right token is never refused: one phone's wrong scans lock out no
    // other phone behind the same address.
    if !auth::token_matches(&offered, &token) {
        if state.wrong_login(client) {
            return answer(
                StatusCode::TOO_MANY_REQUESTS,
                pages::notice(l, "web-too-many-logins", &["web-too-many-logins-why"]),
            );
        }
        return answer(
            StatusCode::UNAUTHORIZED,
            pages::notice(
                l,
                "web-bad-login",
                &["web-bad-login-why", "web-bad-login-what"],
            ),
        );
    }
    let now = now_secs();
    let event = &state.0.event;
    let expires = auth::session_end(event.ends_on.as_deref(), now);
    if expires <= now {
        return answer(
            StatusCode::UNAUTHORIZED,
            pages::notice(l, "web-event-over", &["web-event-over-why"]),
        );
    }
    let phone = headers
        .get(header::USER_AGENT)
        .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
        .unwrap_or_default();
    let event_id = event.id.clone();
    // A phone that scans the card again replaces its session.
    let previous = session_cookie(&headers);
    let opened = state
        .0
        .pool
        .run(move |store| {
            if let Some(previous) = previous {
                store.end_referee_session(&event_id, &previous)?;
            }
            store.open_referee_session(&event_id, &phone, &client.to_string(), now, expires)
        })
        .await;
    let secret = match opened {
        Ok(Ok(secret)) => secret,
        Ok(Err(e)) => return records_failure(l, &e),
        Err(e) => return failure(l, &e.to_string()),
    };
    with_cookie(
        Redirect::to("/").into_response(),
        &auth::set_cookie(&secret, expires, now, state.0.https),
    )
}

/// `response` with a `Set-Cookie` header.
fn with_cookie(mut response: Response, set_cookie: &str) -> Response {
    match HeaderValue::from_str(set_cookie) {
        Ok(cookie) => {
            response.headers_mut().insert(header::SET_COOKIE, cookie);
            response
        }
        Err(e) => failure(L10n::default(), &e.to_string()),
    }
}

/// Ends this phone's session and has its browser forget the cookie.
async fn logout(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let l = language::of(&headers);
    if let Some(secret) = session_cookie(&headers) {
        let event_id = state.0.event.id.clone();
        let ended = state
            .0
            .pool
            .run(move |store| store.end_referee_session(&event_id, &secret))
            .await;
        match ended {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return records_failure(l, &e),
            Err(e) => return failure(l, &e.to_string()),
        }
    }
    let now = now_secs();
    with_cookie(
        answer(StatusCode::OK, pages::logged_out(l)),
        &auth::set_cookie("", now, now, state.0.https),
    )
}

async fn home(_: Referee, Speaks(l): Speaks, State(state): State<AppState>) -> Response {
    answer(StatusCode::OK, pages::home(l, &state.0.event))
}

#[derive(serde::Deserialize)]
struct LookupQuery {
    #[serde(default)]
    q: String,
}

async fn lookup(
    _: Referee,
    Speaks(l): Speaks,
    State(state): State<AppState>,
    query: Result<Query<LookupQuery>, axum::extract::rejection::QueryRejection>,
) -> Response {
    let Ok(Query(LookupQuery { q })) = query else {
        return answer(
            StatusCode::BAD_REQUEST,
            pages::notice(l, "web-bad-search", &["web-bad-search-why"]),
        );
    };
    let q = q.trim().to_string();
    if q.is_empty() {
        return Redirect::to("/").into_response();
    }
    if q.chars().count() > MAX_QUERY_CHARS {
        return answer(
            StatusCode::BAD_REQUEST,
            pages::notice(l, "web-search-too-long", &["web-search-too-long-why"]),
        );
    }
    let event_id = state.0.event.id.clone();
    let text = q.clone();
    let found = state
        .0
        .pool
        .run(move |store| store.lookup(&event_id, &text))
        .await;
    match found {
        Ok(Ok(found)) => answer(StatusCode::OK, pages::lookup(l, &state.0.event, &q, &found)),
        Ok(Err(e)) => records_failure(l, &e),
        Err(e) => failure(l, &e.to_string()),
    }
}

async fn character(
    _: Referee,
    Speaks(l): Speaks,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Response {
    let not_found = || {
        answer(
            StatusCode::NOT_FOUND,
            pages::notice(l, "web-no-such-character", &["web-no-such-character-why"]),
        )
    };
    let Ok(pk) = id.parse::<i64>() else {
        return not_found();
    };
    match state.0.pool.run(move |store| store.card(pk)).await {
        Ok(Ok(card)) if card.character.event_id == state.0.event.id => {
            answer(StatusCode::OK, pages::character(l, &state.0.event, &card))
        }
        Ok(Ok(_) | Err(RecordsError::NotFound { .. })) => not_found(),
        Ok(Err(e)) => records_failure(l, &e),
        Err(e) => failure(l, &e.to_string()),
    }
}

#[derive(serde::Deserialize)]
struct CodeForm {
    #[serde(default)]
    code: String,
}

/// What a verify request brought: a typed code or a photo.
enum Offered {
    Code(String),
    Photo(axum::body::Bytes),
}

async fn verify(
    _: Referee,
    Speaks(l): Speaks,
    State(state): State<AppState>,
    request: Request,
) -> Response {
    let event = &state.0.event;
    let problem =
        |status: StatusCode, text: &str| answer(status, pages::verify_problem(l, event, text));
    let limits = state.0.limits;
    // A photo's body is read only in its turn: at most `at_once` in memory.
    let _turn = if is_multipart(request.headers()) {
        match tokio::time::timeout(limits.wait, state.0.uploads.acquire()).await {
            Ok(Ok(turn)) => Some(turn),
            Ok(Err(_)) => return failure(l, &l.text("web-reader-stopping")),
            Err(_) => return try_again(l, "web-many-photos", "web-many-photos-why"),
        }
    } else {
        None
    };
    let read = read_offer(l, request, &state);
    let offered = match tokio::time::timeout(limits.body_read, read).await {
        Ok(Ok(offered)) => offered,
        Ok(Err((status, text))) => return problem(status, &text),
        Err(_) => return problem(StatusCode::REQUEST_TIMEOUT, &l.text("web-photo-slow")),
    };
    let text = match offered {
        Offered::Code(code) => code,
        Offered::Photo(bytes) => {
            let Ok(_permit) = state.0.photos.acquire().await else {
                return failure(l, &l.text("web-reader-stopping"));
            };
            match tokio::task::spawn_blocking(move || photo::qr_texts(&bytes)).await {
                Ok(Ok(texts)) => choose_code(texts),
                Ok(Err(e)) => return problem(StatusCode::UNPROCESSABLE_ENTITY, &e.words(l)),
                Err(e) => return failure(l, &e.to_string()),
            }
        }
    };
    let checked = state
        .0
        .pool
        .run(move |store| check_code(Some(store), &text, None, &today_utc()))
        .await;
    let checked = match checked {
        Ok(Ok(checked)) => checked,
        Ok(Err(IssueError::UnknownEvent { code })) => CodeCheck::NotGenuine {
            verdict: armoury_issuing::Refusal::Forged,
            reason: l.format("web-unknown-event", &[("code", code.into())]),
        },
        Ok(Err(IssueError::Records(e))) => return records_failure(l, &e),
        Ok(Err(e)) => return failure(l, &crate::said_errors::or_display(l, &e)),
        Err(e) => return failure(l, &e.to_string()),
    };
    answer(
        StatusCode::OK,
        pages::verdict(l, event, &served_only(event, checked)),
    )
}

/// A typed serial answers for the served event alone, as lookups do: a tag
/// of another event in the same database was not issued at this one (its
/// owner and player stay unseen). A signed code names its own event.
fn served_only(event: &Event, checked: CodeCheck) -> CodeCheck {
    match checked {
        CodeCheck::Serial { serial, tag } => CodeCheck::Serial {
            serial,
            tag: tag.filter(|tag| tag.content.event_code == event.tag_prefix),
        },
        other => other,
    }
}

/// Of the codes in a photo, an Armoury one if there is one.
fn choose_code(mut texts: Vec<String>) -> String {
    match texts.iter().position(|t| peek(t).is_ok()) {
        Some(index) => texts.swap_remove(index),
        None => texts.swap_remove(0),
    }
}

type Refusal = (StatusCode, String);

/// Reads the `code` field of a form, or the `photo` (or `code`) field of
/// a multipart upload, within the size limits.
async fn read_offer(l: L10n, request: Request, state: &AppState) -> Result<Offered, Refusal> {
    let multipart = is_multipart(request.headers());
    if !multipart {
        let (parts, body) = request.into_parts();
        let bytes = to_bytes(body, MAX_FORM_BYTES)
            .await
            .map_err(|_| (StatusCode::PAYLOAD_TOO_LARGE, code_too_long(l)))?;
        let request = Request::from_parts(parts, Body::from(bytes));
        let Form(CodeForm { code }) = Form::<CodeForm>::from_request(request, state)
            .await
            .map_err(|e| (StatusCode::BAD_REQUEST, e.body_text()))?;
        return typed(l, code);
    }
    let mut upload = Multipart::from_request(request, state)
        .await
        .map_err(|e| (e.status(), e.body_text()))?;
    let too_large = || {
        let megabytes = photo::MAX_PHOTO_BYTES / (1024 * 1024);
        let text = l.format("web-photo-too-large", &[("megabytes", megabytes.into())]);
        (StatusCode::PAYLOAD_TOO_LARGE, text)
    };
    while let Some(field) = upload.next_field().await.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            (e.status(), e.body_text())
        }
    })? {
        match field.name() {
            Some("photo") => {
                let bytes = field.bytes().await.map_err(|e| {
                    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                        too_large()
                    } else {
                        (e.status(), e.body_text())
                    }
                })?;
                if !bytes.is_empty() {
                    return Ok(Offered::Photo(bytes));
                }
            }
            Some("code") => {
                let code = field
                    .text()
                    .await
                    .map_err(|e| (e.status(), e.body_text()))?;
                if !code.trim().is_empty() {
                    return typed(l, code);
                }
            }
            _ => {}
        }
    }
    Err((StatusCode::BAD_REQUEST, l.text("web-no-photo")))
}

fn typed(l: L10n, code: String) -> Result<Offered, Refusal> {
    let code = code.trim();
    if code.is_empty() {
        return Err((StatusCode::BAD_REQUEST, l.text("web-no-code")));
    }
    if code.chars().count() > MAX_CODE_CHARS {
        return Err((StatusCode::PAYLOAD_TOO_LARGE, code_too_long(l)));
    }
    Ok(Offered::Code(code.to_string()))
}

fn code_too_long(l: L10n) -> String {
    l.format("web-code-too-long", &[("count", MAX_CODE_CHARS.into())])
}

fn is_multipart(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.trim_start()
                .to_ascii_lowercase()
                .starts_with("multipart/form-data")
        })
}

/// `GET /verify` (a reload of an answer, a typed address): the verify forms.
async fn verify_form(_: Referee) -> Redirect {
    Redirect::to("/#verify")
}

/// A route asked with a method it does not answer: 405 with a session,
/// like every page 401 without.
async fn method_not_allowed(_: Referee, Speaks(l): Speaks, uri: Uri) -> Response {
    let allow = if uri.path() == "/verify" {
        "GET, HEAD, POST"
    } else {
        "GET, HEAD"
    };
    let mut response = answer(
        StatusCode::METHOD_NOT_ALLOWED,
        pages::notice(l, "web-not-here", &["web-back-to-search"]),
    );
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static(allow));
    response
}

async fn not_found(_: Referee, Speaks(l): Speaks) -> Response {
    answer(
        StatusCode::NOT_FOUND,
        pages::notice(l, "web-no-such-page", &["web-back-to-search"]),
    )
}
