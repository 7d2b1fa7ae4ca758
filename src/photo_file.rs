//! A photo file (a JPEG or PNG from a phone or a camera) made safe to
//! keep with an inspection: `armoury check --photo FILE` and a file dropped
//! on the station or chosen there. A file over
//! [`armoury_photos::MAX_PHOTO_BYTES`] is refused before it is read; every
//! refusal names the file and says why in the reader's language
//! (`msc-photo-*`). [`card_photo`] makes one small enough to print on a
//! lammie.

use std::path::Path;

use armoury_l10n::L10n;
use armoury_photos::PhotoError;
use armoury_records::StoredPhoto;

/// The photo in `path`, upright, scaled and without metadata; or why not,
/// in `l10n`'s words.
pub fn read(path: &Path, l10n: L10n) -> Result<StoredPhoto, String> {
    let file = path.display().to_string();
    let cannot_read = |e: std::io::Error| {
        let words = l10n.format("msc-photo-cannot-read", &[("file", file.as_str().into())]);
        format!("{words}: {e}")
    };
    let size = std::fs::metadata(path).map_err(cannot_read)?.len();
    let max = armoury_photos::MAX_PHOTO_BYTES;
    let photo = match usize::try_from(size) {
        Ok(bytes) if bytes <= max => {
            armoury_photos::prepare(&std::fs::read(path).map_err(cannot_read)?)
        }
        _ => Err(PhotoError::TooLarge {
            bytes: usize::try_from(size).unwrap_or(usize::MAX),
            max,
        }),
    };
    photo.map(kept).map_err(|e| {
        let words = [
            ("file", file.as_str().into()),
            ("why", why(l10n, &e).into()),
        ];
        l10n.format("msc-photo-refused", &words)
    })
}

/// A photo made safe to keep, as the records keep it.
pub fn kept(photo: armoury_photos::Photo) -> StoredPhoto {
    StoredPhoto {
        jpeg: photo.jpeg,
        width: photo.width,
        height: photo.height,
    }
}

/// The longest side of a photo printed on a card, in pixels: about 300
/// dots an inch on a lammie's 20 × 29 mm.
pub const CARD_PHOTO_SIDE: u32 = 360;

/// The photo in `path`, made safe as [`read`] makes it, scaled for a card.
pub fn card_photo(path: &Path, l10n: L10n) -> Result<armoury_tags::CardPhoto, String> {
    let stored = read(path, l10n)?;
    let picture = armoury_photos::picture(&stored.jpeg, CARD_PHOTO_SIDE).map_err(|e| {
        let words = [
            ("file", path.display().to_string().into()),
            ("why", why(l10n, &e).into()),
        ];
        l10n.format("msc-photo-refused", &words)
    })?;
    Ok(armoury_tags::CardPhoto {
        width: picture.width(),
        height: picture.height(),
        rgb: picture.into_raw().into(),
    })
}

/// Why a picture was refused, in `l10n`'s words.
pub fn why(l10n: L10n, e: &PhotoError) -> String {
    match e {
        PhotoError::TooLarge { max, .. } => l10n.format(
            "msc-photo-too-large",
            &[("max", (max / (1024 * 1024)).into())],
        ),
        PhotoError::NotAPicture => l10n.text("msc-photo-not-a-picture"),
        PhotoError::TooManyPixels { width, height } => l10n.format(
            "msc-photo-too-many-pixels",
            &[
                ("width", width.to_string().into()),
                ("height", height.to_string().into()),
            ],
        ),
        PhotoError::CutShort => l10n.text("msc-photo-cut-short"),
        PhotoError::Unreadable(error) => l10n.format(
            "msc-photo-unreadable",
            &[("error", error.to_string().into())],
        ),
    }
}
