//! QR codes read from a phone's photo of a tag, with limits.
//!
//! An upload is at most [`MAX_PHOTO_BYTES`] (the route's body limit). Only
//! PNG and JPEG are decoded, at most [`MAX_SIDE`] pixels a side and
//! [`MAX_DECODE_BYTES`] of decoder memory, so a hostile file (a
//! decompression bomb, a huge canvas) is refused before it costs memory or
//! time. The picture is scaled down to [`SCAN_SIDE`] pixels a side first
//! (a box filter, which needs no copy of the full picture), then turned to
//! grey (a tag's code is still many pixels per module there), and `rqrr`
//! finds and decodes the QR codes in it: the decoded picture is the only
//! large allocation.

use armoury_l10n::L10n;
use std::io::Cursor;

use image::{ImageFormat, ImageReader, Limits};

/// The largest upload accepted, in bytes (a phone photo is 2 to 8 MB).
pub const MAX_PHOTO_BYTES: usize = 12 * 1024 * 1024;
/// The largest width or height decoded, in pixels.
pub const MAX_SIDE: u32 = 8_000;
/// The most memory the decoder may allocate, in bytes: a 40-megapixel
/// colour photo (phones save 12 to 24 by default).
pub const MAX_DECODE_BYTES: u64 = 128 * 1024 * 1024;
/// The longest side the picture is scaled down to before the search.
pub const SCAN_SIDE: u32 = 1_600;

/// Why no code could be read.
#[derive(Debug, thiserror::Error)]
pub enum PhotoError {
    /// Not a PNG or JPEG.
    #[error("the photo must be a PNG or JPEG picture")]
    Format,
    /// Larger than the limits, or a broken file.
    #[error("the photo cannot be read: {0}")]
    Decode(#[source] image::ImageError),
    /// A picture, but no QR code could be read in it.
    #[error(
        "no QR code could be read in the photo: hold the phone closer, keep the code flat and in focus, or type the serial"
    )]
    NoCode,
}

impl PhotoError {
    /// The reason in `l`'s words, for the referee.
    pub fn words(&self, l: L10n) -> String {
        match self {
            PhotoError::Format => l.text("web-photo-format"),
            PhotoError::Decode(e) => {
                l.format("web-photo-unreadable", &[("error", e.to_string().into())])
            }
            PhotoError::NoCode => l.text("web-photo-no-code"),
        }
    }
}

/// The text of every QR code readable in a PNG or JPEG photo.
pub fn qr_texts(bytes: &[u8]) -> Result<Vec<String>, PhotoError> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| PhotoError::Decode(e.into()))?;
    if !matches!(reader.format(), Some(ImageFormat::Png | ImageFormat::Jpeg)) {
        return Err(PhotoError::Format);
    }
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    reader.limits(limits);
    let mut picture = reader.decode().map_err(PhotoError::Decode)?;
    let longest = picture.width().max(picture.height());
    if longest > SCAN_SIDE {
        let scale = f64::from(SCAN_SIDE) / f64::from(longest);
        let (w, h) = (
            ((f64::from(picture.width()) * scale).round() as u32).max(1),
            ((f64::from(picture.height()) * scale).round() as u32).max(1),
        );
        picture = picture.thumbnail_exact(w, h);
    }
    let mut prepared = rqrr::PreparedImage::prepare(picture.into_luma8());
    let texts: Vec<String> = prepared
        .detect_grids()
        .into_iter()
        .filter_map(|grid| grid.decode().ok().map(|(_, text)| text))
        .collect();
    if texts.is_empty() {
        Err(PhotoError::NoCode)
    } else {
        Ok(texts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut out = Vec::new();
        image::GrayImage::from_pixel(width, height, image::Luma([255]))
            .write_to(&mut Cursor::new(&mut out), ImageFormat::Png)
            .unwrap();
        out
    }

    #[test]
    fn only_png_and_jpeg_are_read() {
        assert!(matches!(qr_texts(b"GIF89a......"), Err(PhotoError::Format)));
        assert!(matches!(qr_texts(b"plain text"), Err(PhotoError::Format)));
    }

    #[test]
    fn a_blank_picture_has_no_code() {
        assert!(matches!(qr_texts(&png(40, 30)), Err(PhotoError::NoCode)));
    }

    #[test]
    fn a_canvas_over_the_side_limit_is_refused() {
        let wide = png(MAX_SIDE + 1, 1);
        assert!(wide.len() < 1000, "a tiny file: {} bytes", wide.len());
        assert!(matches!(qr_texts(&wide), Err(PhotoError::Decode(_))));
        assert!(matches!(
            qr_texts(&png(MAX_SIDE, 1)),
            Err(PhotoError::NoCode)
        ));
    }
}
