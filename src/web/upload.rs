//! `GET /upload/TOKEN`, `POST /upload/TOKEN`: the marshal's phone sends
//! the photo of the item on the desk. A photo kept sends the phone back to
//! the form (303), which then says it came.
//!
//! The desk opens the link for the one inspection it is about to record
//! (`records`' `photo_uploads`) and shows it as a QR code; the link is the
//! phone's only right, needs no session, and takes photos until it expires
//! or the desk records the inspection. The page is a plain form whose file
//! input opens the phone's camera (`capture="environment"`): no script.
//!
//! A photo is refused, with nothing kept, when the link is unknown,
//! expired or closed (checked before the body is read), when its body is
//! over [`armoury_photos::MAX_PHOTO_BYTES`] (413, read no further), and
//! when `armoury_photos` refuses it (not a picture, too many pixels for
//! its header, cut short, unreadable). Bodies are read in turns, like the
//! verify page's photos, and decoded one at a time, so memory stays
//! bounded however many phones send at once.

use armoury_l10n::L10n;
use armoury_photos::PhotoError;
use armoury_records::UploadLink;
use armoury_records::time::now_secs;
use axum::extract::{FromRequest, Multipart, Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use maud::{Markup, html};

use super::language::Speaks;
use super::pages::page_back_to;
use super::{AppState, answer, failure, records_failure, try_again};

/// The largest upload body: the photo library's limit and room for the
/// form around it.
pub const MAX_UPLOAD_BYTES: usize = armoury_photos::MAX_PHOTO_BYTES + 64 * 1024;

/// The length of a link's token (32 hex digits); anything else is no link.
const TOKEN_LEN: usize = 32;

/// `GET /upload/TOKEN`: the form, or why the link takes no photo.
pub(crate) async fn form(
    Speaks(l): Speaks,
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> Response {
    match link(&state, l, &token).await {
        Ok(received) => {
            let said = received.then(|| l.text("web-upload-received"));
            answer(
                StatusCode::OK,
                upload_page(l, &token, received, said.as_deref()),
            )
        }
        Err(answer) => answer,
    }
}

/// `POST /upload/TOKEN`: keeps the photo for the desk.
pub(crate) async fn receive(
    Speaks(l): Speaks,
    State(state): State<AppState>,
    Path(token): Path<String>,
    request: Request,
) -> Response {
    if let Err(answer) = link(&state, l, &token).await {
        return answer;
    }
    let limits = state.0.limits;
    let _turn = match tokio::time::timeout(limits.wait, state.0.uploads.acquire()).await {
        Ok(Ok(turn)) => turn,
        Ok(Err(_)) => return failure(l, &l.text("web-reader-stopping")),
        Err(_) => return try_again(l, "web-many-photos", "web-upload-busy-why"),
    };
    let refused = |status, why: String| answer(status, upload_page(l, &token, false, Some(&why)));
    let bytes = match tokio::time::timeout(limits.body_read, photo_field(request, &state)).await {
        Ok(Ok(Some(bytes))) => bytes,
        Ok(Ok(None)) => return refused(StatusCode::BAD_REQUEST, l.text("web-upload-no-photo")),
        Ok(Err(StatusCode::PAYLOAD_TOO_LARGE)) => {
            return refused(StatusCode::PAYLOAD_TOO_LARGE, too_large(l));
        }
        Ok(Err(status)) => return refused(status, l.text("web-upload-no-photo")),
        Err(_) => return refused(StatusCode::REQUEST_TIMEOUT, l.text("web-upload-slow")),
    };
    let Ok(_decoding) = state.0.photos.acquire().await else {
        return failure(l, &l.text("web-reader-stopping"));
    };
    let prepared = tokio::task::spawn_blocking(move || armoury_photos::prepare(&bytes)).await;
    let photo = match prepared {
        Ok(Ok(photo)) => crate::photo_file::kept(photo),
        Ok(Err(e)) => return refused(refusal_status(&e), refusal(l, &e)),
        Err(e) => return failure(l, &e.to_string()),
    };
    let owned = token.clone();
    let kept = state
        .0
        .pool
        .run(move |store| store.receive_photo_upload(&owned, &photo, now_secs()))
        .await;
    match kept {
        // Back to the form, which says it came: a reload sends nothing again.
        Ok(Ok(UploadLink::Open { .. })) => {
            Redirect::to(&format!("/upload/{token}")).into_response()
        }
        Ok(Ok(other)) => gone(l, other),
        Ok(Err(e)) => records_failure(l, &e),
        Err(e) => failure(l, &e.to_string()),
    }
}

/// Whether the link of `token` takes a photo (and whether one came
/// already), or the answer saying why not.
async fn link(state: &AppState, l: L10n, token: &str) -> Result<bool, Response> {
    if token.len() != TOKEN_LEN || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(gone(l, UploadLink::Unknown));
    }
    let token = token.to_string();
    match state
        .0
        .pool
        .point_read(move |store| store.photo_upload_link(&token, now_secs()))
        .await
    {
        Ok(Ok(UploadLink::Open { received, .. })) => Ok(received),
        Ok(Ok(other)) => Err(gone(l, other)),
        Ok(Err(e)) => Err(records_failure(l, &e)),
        Err(e) => Err(failure(l, &e.to_string())),
    }
}

/// A link that takes no photo: unknown (404), expired or closed (410).
fn gone(l: L10n, link: UploadLink) -> Response {
    let (status, title, why) = match link {
        UploadLink::Expired => (
            StatusCode::GONE,
            "web-upload-expired",
            "web-upload-expired-why",
        ),
        UploadLink::Closed => (
            StatusCode::GONE,
            "web-upload-closed",
            "web-upload-closed-why",
        ),
        UploadLink::Unknown | UploadLink::Open { .. } => (
            StatusCode::NOT_FOUND,
            "web-upload-unknown",
            "web-upload-expired-why",
        ),
    };
    answer(status, super::pages::notice(l, title, &[why]))
}

/// The `photo` field of a multipart body, within the body limit; `None`
/// when the form sent none (or an empty one); the status of a body that
/// was too large or not a form.
async fn photo_field(
    request: Request,
    state: &AppState,
) -> Result<Option<axum::body::Bytes>, StatusCode> {
    let mut form = Multipart::from_request(request, state)
        .await
        .map_err(|e| e.status())?;
    while let Some(field) = form.next_field().await.map_err(|e| e.status())? {
        if field.name() == Some("photo") {
            let bytes = field.bytes().await.map_err(|e| e.status())?;
            return Ok(Some(bytes).filter(|b| !b.is_empty()));
        }
    }
    Ok(None)
}

fn too_large(l: L10n) -> String {
    let megabytes = armoury_photos::MAX_PHOTO_BYTES / (1024 * 1024);
    l.format("web-upload-too-large", &[("megabytes", megabytes.into())])
}

fn refusal_status(e: &PhotoError) -> StatusCode {
    match e {
        PhotoError::TooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
        PhotoError::NotAPicture => StatusCode::UNSUPPORTED_MEDIA_TYPE,
        PhotoError::TooManyPixels { .. } | PhotoError::CutShort | PhotoError::Unreadable(_) => {
            StatusCode::UNPROCESSABLE_ENTITY
        }
    }
}

/// Why the photo was not kept, in `l`'s words.
fn refusal(l: L10n, e: &PhotoError) -> String {
    match e {
        PhotoError::TooLarge { .. } => too_large(l),
        PhotoError::NotAPicture => l.text("web-upload-not-a-picture"),
        PhotoError::TooManyPixels { width, height } => l.format(
            "web-upload-too-many-pixels",
            &[
                ("width", width.to_string().into()),
                ("height", height.to_string().into()),
                (
                    "megapixels",
                    (armoury_photos::MAX_PIXELS / 1_000_000).to_string().into(),
                ),
                ("side", armoury_photos::MAX_SIDE.to_string().into()),
            ],
        ),
        PhotoError::CutShort => l.text("web-upload-cut-short"),
        PhotoError::Unreadable(e) => {
            l.format("web-upload-unreadable", &[("error", e.to_string().into())])
        }
    }
}

/// The upload form; `received` when a photo came already; `said` what
/// became of the last one (kept, or why not).
fn upload_page(l: L10n, token: &str, received: bool, said: Option<&str>) -> Markup {
    let title = l.text("web-upload-title");
    page_back_to(
        l,
        &title,
        &format!("/upload/{token}"),
        html! {
            h1 { (title) }
            @if let Some(said) = said {
                @if received { p.big { (said) } } @else { p.warn { (said) } }
            }
            p { (l.text("web-upload-what")) }
            form action={ "/upload/" (token) } method="post" enctype="multipart/form-data" {
                label for="photo" { (l.text("web-upload-choose")) }
                input #photo type="file" name="photo" accept="image/*" capture="environment" required;
                button type="submit" {
                    @if received { (l.text("web-upload-again")) } @else { (l.text("web-upload-send")) }
                }
            }
        },
    )
}
