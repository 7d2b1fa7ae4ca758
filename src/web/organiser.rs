//! The organiser page of `armoury serve`: the event's figures
//! ([`armoury_records::figures`]) for whoever holds the organiser token,
//! which is not the referees' token.
//!
//! - `GET /organiser/login/TOKEN` (the address `armoury serve` prints, and
//!   `armoury event organiser-token` shows) compares the token in constant
//!   time with the event's organiser token; right, it sets the
//!   `armoury_organiser` cookie and sends the browser to `/organiser`;
//!   wrong, it counts against the client's failed logins as the referee
//!   login does.
//! - `GET /organiser` shows the figures (`organiser_page`) to a browser
//!   whose cookie holds the current organiser token; it refreshes itself.
//!
//! The cookie holds the token itself (`HttpOnly`, `SameSite=Strict`, path
//! `/organiser`, `Secure` over TLS, until the event ends): rotating the
//! token (`armoury event organiser-token --rotate`) logs every organiser
//! out. A referee's session opens no organiser page, and the organiser
//! token opens no referee session: each login checks its own token.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};

use super::language::{self, Speaks};
use super::{AppState, answer, auth, failure, organiser_page, pages, records_failure, with_cookie};
use armoury_l10n::L10n;
use armoury_records::time::now_secs;

/// The organiser cookie's name.
pub const COOKIE: &str = "armoury_organiser";
/// Where the page is.
pub const PATH: &str = "/organiser";

/// The event's organiser token (made on first use).
async fn token(l: L10n, state: &AppState) -> Result<String, Response> {
    let event_id = state.0.event.id.clone();
    match state
        .0
        .pool
        .run(move |store| store.organiser_token(&event_id))
        .await
    {
        Ok(Ok(token)) => Ok(token),
        Ok(Err(e)) => Err(records_failure(l, &e)),
        Err(e) => Err(failure(l, &e.to_string())),
    }
}

/// The organiser cookie's value in a request, if any.
fn cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| {
            let (name, value) = pair.trim().split_once('=')?;
            (name == COOKIE).then(|| value.to_string())
        })
}

/// The `Set-Cookie` header for `value` until `expires` (or, with
/// `expires <= now`, one that makes the browser forget it).
fn set_cookie(value: &str, expires: i64, now: i64, secure: bool) -> String {
    format!(
        "{COOKIE}={value}; Path={PATH}; Max-Age={}; HttpOnly; SameSite=Strict{}",
        (expires - now).max(0),
        if secure { "; Secure" } else { "" }
    )
}

/// A request from a logged-in organiser.
pub struct Organiser;

impl FromRequestParts<AppState> for Organiser {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Response> {
        let l = language::of(&parts.headers);
        let Some(offered) = cookie(&parts.headers) else {
            return Err(answer(StatusCode::UNAUTHORIZED, login_needed(l)));
        };
        let current = token(l, state).await?;
        if auth::token_matches(&offered, &current) {
            Ok(Organiser)
        } else {
            Err(answer(StatusCode::UNAUTHORIZED, login_needed(l)))
        }
    }
}

fn login_needed(l: L10n) -> maud::Markup {
    pages::notice(
        l,
        "web-organisers-only",
        &["web-organisers-only-how", "web-organisers-only-not"],
    )
}

/// `GET /organiser/login/TOKEN`.
pub async fn login(
    State(state): State<AppState>,
    Speaks(l): Speaks,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    Path(offered): Path<String>,
) -> Response {
    let client: IpAddr = client.ip();
    let current = match token(l, &state).await {
        Ok(token) => token,
        Err(answer) => return answer,
    };
    if !auth::token_matches(&offered, &current) {
        let (status, title) = if state.wrong_login(client) {
            (StatusCode::TOO_MANY_REQUESTS, "web-too-many-logins")
        } else {
            (StatusCode::UNAUTHORIZED, "web-bad-organiser-login")
        };
        return answer(
            status,
            pages::notice(l, title, &["web-bad-organiser-login-why"]),
        );
    }
    let now = now_secs();
    let expires = auth::session_end(state.0.event.ends_on.as_deref(), now);
    with_cookie(
        Redirect::to(PATH).into_response(),
        &set_cookie(&current, expires, now, state.0.https),
    )
}

/// `GET /organiser`: the figures, counted now.
pub async fn page(_: Organiser, Speaks(l): Speaks, State(state): State<AppState>) -> Response {
    let event_id = state.0.event.id.clone();
    match state
        .0
        .pool
        .run(move |store| store.figures(&event_id))
        .await
    {
        Ok(Ok(figures)) => answer(
            StatusCode::OK,
            organiser_page::page(l, &state.0.event, &figures),
        ),
        Ok(Err(e)) => records_failure(l, &e),
        Err(e) => failure(l, &e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_found_among_others_and_scoped_to_the_page() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            "armoury_referee=abc; armoury_organiser=f00d"
                .parse()
                .unwrap(),
        );
        assert_eq!(cookie(&headers).as_deref(), Some("f00d"));
        headers.insert(header::COOKIE, "armoury_referee=abc".parse().unwrap());
        assert_eq!(cookie(&headers), None);
        let set = set_cookie("f00d", 100, 40, true);
        assert_eq!(
            set,
            "armoury_organiser=f00d; Path=/organiser; Max-Age=60; HttpOnly; SameSite=Strict; Secure"
        );
    }
}
