//! The language a page answers in: the phone's own choice (the switch on
//! every page, kept in the `armoury_lang` cookie), else its browser's
//! `Accept-Language`, else English.
//!
//! `GET /lang/TAG` is the switch: it sets the cookie for a year and sends
//! the phone to `/`. It needs no session, so a phone can switch on the
//! login notice too; the cookie holds only a language tag.

use axum::extract::{FromRequestParts, Path, Query, State};
use axum::http::header::{self, HeaderValue};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};

use armoury_l10n::{L10n, Lang};

use super::AppState;

/// The cookie holding a phone's chosen language.
pub const COOKIE: &str = "armoury_lang";

/// How long a chosen language is remembered, in seconds (a year).
const REMEMBERED: u32 = 365 * 24 * 3600;

/// The words a request is answered in.
#[derive(Clone, Copy, Debug)]
pub struct Speaks(pub L10n);

/// The language of a request with `headers` (see the module).
pub fn of(headers: &HeaderMap) -> L10n {
    let chosen = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|cookies| cookies.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .and_then(|(_, tag)| Lang::parse(tag));
    let accepted = || {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(Lang::from_accept_language)
    };
    L10n::new(chosen.or_else(accepted).unwrap_or_default())
}

impl<S: Send + Sync> FromRequestParts<S> for Speaks {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Speaks(of(&parts.headers)))
    }
}

/// Where a language switch may send the phone back to: a desk's upload
/// link (`?back=/upload/TOKEN`), the one page a phone reaches without the
/// search; anything else goes to the search.
#[derive(serde::Deserialize)]
pub struct Back {
    back: Option<String>,
}

/// `/upload/` and 32 hex digits, or nothing.
fn upload_link(back: Option<&str>) -> Option<&str> {
    let token = back?.strip_prefix("/upload/")?;
    (token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit())).then_some(back?)
}

/// `GET /lang/TAG`: remembers the language and goes to the search page (or
/// back to a desk's upload link); a language Armoury does not speak is 404.
pub async fn switch(
    State(state): State<AppState>,
    Path(tag): Path<String>,
    Query(Back { back }): Query<Back>,
) -> Response {
    let Some(lang) = Lang::ALL.into_iter().find(|l| l.tag() == tag) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let secure = if state.0.https { "; Secure" } else { "" };
    let cookie = format!(
        "{COOKIE}={}; Path=/; Max-Age={REMEMBERED}; SameSite=Lax{secure}",
        lang.tag()
    );
    let mut response = Redirect::to(upload_link(back.as_deref()).unwrap_or("/")).into_response();
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(name.clone(), HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn a_switch_goes_back_only_to_an_upload_link() {
        let link = "/upload/0123456789abcdef0123456789abcdef";
        assert_eq!(upload_link(Some(link)), Some(link));
        for other in [
            "//evil.example/upload/0123456789abcdef0123456789abcdef",
            "/upload/0123456789abcdef0123456789abcde",
            "/upload/0123456789abcdef0123456789abcdeg",
            "https://evil.example/",
            "/character/1",
        ] {
            assert_eq!(upload_link(Some(other)), None, "{other}");
        }
        assert_eq!(upload_link(None), None);
    }

    #[test]
    fn the_cookie_beats_the_browser_beats_english() {
        let et = headers(&[(header::ACCEPT_LANGUAGE, "et-EE,et;q=0.9,en;q=0.5")]);
        assert_eq!(of(&et).lang(), Lang::Et);
        let chosen = headers(&[
            (header::ACCEPT_LANGUAGE, "et"),
            (header::COOKIE, "armoury_referee=abc; armoury_lang=en"),
        ]);
        assert_eq!(of(&chosen).lang(), Lang::En);
        let bad = headers(&[(header::COOKIE, "armoury_lang=<script>")]);
        assert_eq!(of(&bad).lang(), Lang::En);
        assert_eq!(of(&HeaderMap::new()).lang(), Lang::En);
    }
}
