//! The offline verifier page under `/v/`: the files `armoury event
//! verifier` writes ([`armoury_issuing::verifier_site`]), served to anyone
//! without a session (they hold only public keys and the revocation list,
//! which is read afresh at each request, so a tag revoked a moment ago is
//! refused by the next phone that opens the page on the network). Its
//! headers let the page run its own scripts and service worker, and
//! nothing else.

use armoury_l10n::L10n;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::http::header::{self, HeaderValue};
use axum::response::{IntoResponse, Redirect, Response};

use armoury_issuing::IssueError;
use armoury_issuing::verifier_site::{KEYS_FILE, SiteFile, keys_file, page_file};

use super::{AppState, failure, records_failure};

/// Where the page is: the address `event verifier --base-url` records is
/// this server's address with this path.
pub const PATH: &str = "/v/";

/// The page's own scripts, styles and service worker; no frame, no form
/// posted anywhere.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; worker-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// `GET /v`: to the folder, where the page's relative links work.
pub(crate) async fn folder() -> Redirect {
    Redirect::permanent(PATH)
}

/// `GET /v/`: the page.
pub(crate) async fn index(state: State<AppState>) -> Response {
    file(state, Path("index.html".to_string())).await
}

/// `GET /v/NAME`: one of the site's files.
pub(crate) async fn file(State(state): State<AppState>, Path(name): Path<String>) -> Response {
    if name != KEYS_FILE {
        return match page_file(&name) {
            Some(file) => send(file),
            None => (StatusCode::NOT_FOUND, "no such file").into_response(),
        };
    }
    let event_id = state.0.event.id.clone();
    let keys = state
        .0
        .pool
        .point_read(move |store| keys_file(store, &event_id))
        .await;
    match keys {
        Ok(Ok((file, _))) => send(file),
        Ok(Err(IssueError::Records(e))) => records_failure(L10n::default(), &e),
        Ok(Err(e)) => failure(L10n::default(), &e.to_string()),
        Err(e) => failure(L10n::default(), &e.to_string()),
    }
}

/// `file` with its type; browsers ask again before using a copy.
fn send(file: SiteFile) -> Response {
    let mut response = file.bytes.into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(file.content_type),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(POLICY),
    );
    response
}
