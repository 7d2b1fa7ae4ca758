//! `GET /photo/ID` and `GET /photo/ID/small`: the photo taken when
//! inspection ID approved its item, for a referee with a session.
//!
//! The full photo is served as stored (a JPEG of at most 1,600 px, with no
//! metadata); the small one is made from it on request (at most
//! [`armoury_photos::THUMBNAIL_SIDE`] px), one at a time like the verify
//! page's photos, so its decoding memory stays bounded. Only photos of the
//! served event's inspections are found. A stored photo never changes, so
//! the phone may keep it (privately) for a day.

use armoury_l10n::L10n;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::http::header::{self, HeaderValue};
use axum::response::{IntoResponse, Response};

use super::language::Speaks;
use super::{AppState, Referee, answer, failure, pages, records_failure};

/// How long a phone may keep a photo it was shown.
const KEEP_FOR: &str = "private, max-age=86400, immutable";

/// `GET /photo/ID`: the photo as stored.
pub(crate) async fn full(
    _: Referee,
    Speaks(l): Speaks,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Response {
    match stored(&state, l, &id).await {
        Ok(jpeg) => jpeg_answer(jpeg),
        Err(answer) => answer,
    }
}

/// `GET /photo/ID/small`: the photo as a thumbnail.
pub(crate) async fn small(
    _: Referee,
    Speaks(l): Speaks,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Response {
    let jpeg = match stored(&state, l, &id).await {
        Ok(jpeg) => jpeg,
        Err(answer) => return answer,
    };
    let Ok(_turn) = state.0.photos.acquire().await else {
        return failure(l, &l.text("web-reader-stopping"));
    };
    match tokio::task::spawn_blocking(move || armoury_photos::thumbnail(&jpeg)).await {
        Ok(Ok(thumbnail)) => jpeg_answer(thumbnail.jpeg),
        Ok(Err(e)) => failure(l, &e.to_string()),
        Err(e) => failure(l, &e.to_string()),
    }
}

/// The stored JPEG of inspection `id` of the served event, or the answer
/// that says why there is none.
async fn stored(state: &AppState, l: L10n, id: &str) -> Result<Vec<u8>, Response> {
    let not_found = || {
        answer(
            StatusCode::NOT_FOUND,
            pages::notice(l, "web-no-such-photo", &["web-back-to-search"]),
        )
    };
    let Ok(inspection_id) = id.parse::<i64>() else {
        return Err(not_found());
    };
    let event_id = state.0.event.id.clone();
    match state
        .0
        .pool
        .point_read(move |store| store.photo(&event_id, inspection_id))
        .await
    {
        Ok(Ok(Some(photo))) => Ok(photo.jpeg),
        Ok(Ok(None)) => Err(not_found()),
        Ok(Err(e)) => Err(records_failure(l, &e)),
        Err(e) => Err(failure(l, &e.to_string())),
    }
}

fn jpeg_answer(jpeg: Vec<u8>) -> Response {
    let mut response = (StatusCode::OK, jpeg).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("image/jpeg"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(KEEP_FOR));
    response
}
