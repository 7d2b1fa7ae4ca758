//! The worker's photo jobs: a camera's frame made a photo to keep, the
//! phone-upload link a desk opens for the item on it, and the thumbnails
//! of a character's approved items for the Lookup panel.
//!
//! The link's address is the event's referee page as `armoury serve` last
//! announced it (`Event::page_url`) with `/upload/TOKEN`; without a page
//! running for the event there is nowhere for a phone to send, and the
//! marshal is told to start one.

use armoury_l10n::L10n;
use armoury_records::time::now_secs;
use armoury_records::{LookupCard, RecordsError, Store, StoredPhoto};

use super::failed;

/// A camera's frame as a photo to keep (scaled, JPEG), or why not.
pub(super) fn from_frame(rgb: image::RgbImage, l10n: L10n) -> Result<StoredPhoto, String> {
    armoury_photos::from_pixels(rgb)
        .map(crate::photo_file::kept)
        .map_err(|e| crate::photo_file::why(l10n, &e))
}

/// Opens a link for `station`'s next inspection in `event_id`: its token
/// and its address; a failure in `l10n`'s words (`action`: what was
/// being done).
pub(super) fn open_upload(
    store: &Store,
    event_id: &str,
    station: &str,
    l10n: L10n,
    action: &str,
) -> Result<(String, String), String> {
    let event = store.event(event_id).map_err(failed(l10n, action))?;
    let Some(page) = event.page_url else {
        return Err(l10n.text("wrk-no-page-url"));
    };
    let token = store
        .open_photo_upload(event_id, station, now_secs())
        .map_err(failed(l10n, action))?;
    let url = format!("{}/upload/{token}", page.trim_end_matches('/'));
    Ok((token, url))
}

/// The longest side of a Lookup thumbnail, in pixels.
pub(crate) const THUMBNAIL_SIDE: u32 = 160;

/// A thumbnail of each of `card`'s approved items that has a photo, by
/// the approving inspection's id (a photo that cannot be read is left out).
pub(super) fn thumbnails(
    store: &Store,
    event_id: &str,
    card: &LookupCard,
) -> Result<Vec<(i64, image::RgbImage)>, RecordsError> {
    let mut thumbnails = Vec::new();
    for item in card.approved_items.iter().filter(|i| i.photo.is_some()) {
        if let Some(photo) = store.photo(event_id, item.inspection_id)?
            && let Ok(picture) = armoury_photos::picture(&photo.jpeg, THUMBNAIL_SIDE)
        {
            thumbnails.push((item.inspection_id, picture));
        }
    }
    Ok(thumbnails)
}
