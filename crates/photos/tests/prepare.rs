//! `prepare` on real pictures and hostile ones: a phone JPEG with GPS and a
//! turned orientation comes out upright with no metadata; bombs, strangers
//! and broken files are refused before they cost memory.

// Tests may fail loudly: the crate's lints deny these in the library only.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Cursor;

use armoury_photos::{
    MAX_PHOTO_BYTES, MAX_SIDE, PhotoError, STORED_SIDE, THUMBNAIL_SIDE, from_pixels, picture,
    prepare, thumbnail,
};
use image::{ImageFormat, RgbImage};

/// A JPEG of `width` × `height`, left half red and right half blue.
fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let picture = RgbImage::from_fn(width, height, |x, _| {
        if x < width / 2 {
            image::Rgb([200, 20, 20])
        } else {
            image::Rgb([20, 20, 200])
        }
    });
    let mut out = Vec::new();
    picture
        .write_to(&mut Cursor::new(&mut out), ImageFormat::Jpeg)
        .unwrap();
    out
}

/// The latitude a phone wrote: 59° 26' 13" N (Tallinn), as EXIF rationals.
const LATITUDE: [u8; 24] = [
    0, 0, 0, 59, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 1, 0, 0, 0, 13, 0, 0, 0, 1,
];

/// An EXIF block as a phone writes one: orientation `orientation` and a
/// GPS position (big-endian TIFF).
fn exif(orientation: u16) -> Vec<u8> {
    let mut tiff: Vec<u8> = b"MM\x00\x2a\x00\x00\x00\x08".to_vec();
    // IFD0 at 8: two entries, then no next IFD; the GPS IFD follows at 38.
    tiff.extend([0, 2]);
    tiff.extend([0x01, 0x12, 0, 3, 0, 0, 0, 1]);
    tiff.extend(orientation.to_be_bytes());
    tiff.extend([0, 0]);
    tiff.extend([0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38]);
    tiff.extend([0, 0, 0, 0]);
    // GPS IFD at 38: latitude reference and latitude (its data at 68).
    tiff.extend([0, 2]);
    tiff.extend([0, 1, 0, 2, 0, 0, 0, 2, b'N', 0, 0, 0]);
    tiff.extend([0, 2, 0, 5, 0, 0, 0, 3, 0, 0, 0, 68]);
    tiff.extend([0, 0, 0, 0]);
    assert_eq!(tiff.len(), 68);
    tiff.extend(LATITUDE);
    let mut app1 = b"Exif\x00\x00".to_vec();
    app1.extend(tiff);
    app1
}

/// A JPEG with an APP1 EXIF segment right after its start marker.
fn phone_jpeg(width: u32, height: u32, orientation: u16) -> Vec<u8> {
    let plain = jpeg(width, height);
    let exif = exif(orientation);
    let length = u16::try_from(exif.len() + 2).unwrap();
    let mut out = plain[..2].to_vec();
    out.extend([0xFF, 0xE1]);
    out.extend(length.to_be_bytes());
    out.extend(exif);
    out.extend(&plain[2..]);
    out
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// The standard CRC-32 of PNG chunks.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A PNG chunk: length, type, data, CRC.
fn chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut body = kind.to_vec();
    body.extend(data);
    let mut out = u32::try_from(data.len()).unwrap().to_be_bytes().to_vec();
    out.extend(&body);
    out.extend(crc32(&body).to_be_bytes());
    out
}

/// A PNG of a few dozen bytes that claims to be `width` × `height`: its
/// header, the start of a compressed stream, an end. A decoder that trusted
/// the header would set aside width × height × 3 bytes.
fn png_bomb(width: u32, height: u32) -> Vec<u8> {
    let mut header = width.to_be_bytes().to_vec();
    header.extend(height.to_be_bytes());
    header.extend([8, 2, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    out.extend(chunk(b"IHDR", &header));
    out.extend(chunk(b"IDAT", &[0x78, 0x9C, 0x63, 0x00, 0x00]));
    out.extend(chunk(b"IEND", &[]));
    out
}

#[test]
fn a_phone_photo_comes_out_upright_small_and_without_its_position() {
    let input = phone_jpeg(2400, 1200, 6);
    assert!(contains(&input, b"Exif") && contains(&input, &LATITUDE));
    let photo = prepare(&input).unwrap();
    // Orientation 6: the camera was turned a quarter; upright it is tall.
    assert_eq!((photo.width, photo.height), (800, STORED_SIDE));
    assert!(!contains(&photo.jpeg, b"Exif"), "EXIF kept");
    assert!(!contains(&photo.jpeg, &LATITUDE), "GPS kept");
    assert!(
        !contains(&photo.jpeg, &[0xFF, 0xE1]),
        "an APP1 segment kept"
    );
    // What is stored decodes as the size it says, and is a JPEG.
    let stored = image::load_from_memory(&photo.jpeg).unwrap();
    assert_eq!(
        (stored.width(), stored.height()),
        (photo.width, photo.height)
    );
    assert_eq!(image::guess_format(&photo.jpeg).unwrap(), ImageFormat::Jpeg);
    // Turned upright: the red half (left as shot) is on top.
    let rgb = stored.to_rgb8();
    let top = rgb.get_pixel(400, 200);
    let bottom = rgb.get_pixel(400, 1400);
    assert!(top[0] > 150 && top[2] < 100, "top {top:?}");
    assert!(bottom[2] > 150 && bottom[0] < 100, "bottom {bottom:?}");
}

#[test]
fn a_small_picture_keeps_its_size_and_a_png_becomes_a_jpeg() {
    let photo = prepare(&jpeg(640, 480)).unwrap();
    assert_eq!((photo.width, photo.height), (640, 480));
    let mut png = Vec::new();
    RgbImage::from_pixel(300, 200, image::Rgb([1, 2, 3]))
        .write_to(&mut Cursor::new(&mut png), ImageFormat::Png)
        .unwrap();
    let photo = prepare(&png).unwrap();
    assert_eq!((photo.width, photo.height), (300, 200));
    assert_eq!(image::guess_format(&photo.jpeg).unwrap(), ImageFormat::Jpeg);
    // Exactly the stored side: kept; one pixel more: scaled.
    assert_eq!(prepare(&jpeg(STORED_SIDE, 10)).unwrap().width, STORED_SIDE);
    let over = prepare(&jpeg(STORED_SIDE + 1, 10)).unwrap();
    assert_eq!(over.width, STORED_SIDE);
}

#[test]
fn a_thumbnail_and_a_picture_to_show_keep_the_shape_at_their_side() {
    let stored = prepare(&phone_jpeg(1600, 1200, 6)).unwrap();
    let small = thumbnail(&stored.jpeg).unwrap();
    assert_eq!(
        (small.width, small.height),
        (THUMBNAIL_SIDE * 3 / 4, THUMBNAIL_SIDE)
    );
    let decoded = image::load_from_memory(&small.jpeg).unwrap();
    assert_eq!(
        (decoded.width(), decoded.height()),
        (small.width, small.height)
    );
    // Upright straight from the phone's file too, at any side asked for.
    let shown = picture(&phone_jpeg(1600, 1200, 6), 400).unwrap();
    assert_eq!(shown.dimensions(), (300, 400));
    assert!(matches!(thumbnail(b"GIF89a"), Err(PhotoError::NotAPicture)));
    // A camera's frame: scaled to the stored side, a JPEG.
    let frame = from_pixels(RgbImage::from_pixel(1920, 1080, image::Rgb([10, 200, 30]))).unwrap();
    assert_eq!((frame.width, frame.height), (STORED_SIDE, 900));
    assert_eq!(image::guess_format(&frame.jpeg).unwrap(), ImageFormat::Jpeg);
}

#[test]
fn a_decompression_bomb_is_refused_on_its_header() {
    let bomb = png_bomb(30_000, 30_000);
    assert!(bomb.len() < 100);
    assert!(matches!(
        prepare(&bomb),
        Err(PhotoError::TooManyPixels {
            width: 30_000,
            height: 30_000
        })
    ));
    // One side over the limit, few pixels in all: refused by its side.
    assert!(matches!(
        prepare(&png_bomb(MAX_SIDE + 1, 10)),
        Err(PhotoError::TooManyPixels { .. })
    ));
    // Each side allowed, too many pixels in all: refused before decoding.
    let wide = png_bomb(8_000, 7_000);
    assert!(matches!(
        prepare(&wide),
        Err(PhotoError::TooManyPixels {
            width: 8_000,
            height: 7_000
        })
    ));
}

#[test]
fn strangers_giants_and_broken_files_are_refused() {
    assert!(matches!(
        prepare(b"%PDF-1.7 not a picture"),
        Err(PhotoError::NotAPicture)
    ));
    assert!(matches!(prepare(b""), Err(PhotoError::NotAPicture)));
    let gif = b"GIF89a\x01\x00\x01\x00\x00\x00\x00;";
    assert!(matches!(prepare(gif), Err(PhotoError::NotAPicture)));
    let giant = vec![0xFF; MAX_PHOTO_BYTES + 1];
    assert!(matches!(prepare(&giant), Err(PhotoError::TooLarge { .. })));
    let whole = jpeg(800, 600);
    for cut in [whole.len() / 2, whole.len() - 2, 20] {
        assert!(
            matches!(prepare(&whole[..cut]), Err(PhotoError::CutShort)),
            "a JPEG cut at {cut} of {} is refused",
            whole.len()
        );
    }
    // What follows a whole JPEG (a motion photo's video) is not its business.
    let mut with_trailer = whole.clone();
    with_trailer.extend(b"ftypmp42 \xff\xda\x00\x04\x01\x02 video");
    assert!(prepare(&with_trailer).is_ok());
    let mut png = Vec::new();
    RgbImage::from_pixel(300, 200, image::Rgb([1, 2, 3]))
        .write_to(&mut Cursor::new(&mut png), ImageFormat::Png)
        .unwrap();
    assert!(
        matches!(
            prepare(&png[..png.len() - 30]),
            Err(PhotoError::Unreadable(_))
        ),
        "a truncated PNG is refused"
    );
    for error in [
        PhotoError::NotAPicture,
        PhotoError::TooManyPixels {
            width: 1,
            height: 2,
        },
    ] {
        assert!(!error.to_string().is_empty());
    }
}
