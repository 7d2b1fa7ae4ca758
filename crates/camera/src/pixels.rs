//! Camera bytes to RGB, and the picture sizes chosen: pure functions, no
//! I/O, tested on every system.
//!
//! - [`yuyv_to_rgb`]: packed YUV 4:2:2 (what most webcams send
//!   uncompressed, V4L2's `YUYV`) to RGB with the BT.601 studio-range
//!   matrix, by hand.
//! - [`mjpeg_to_rgb`]: one Motion-JPEG frame decoded with `image`; webcams
//!   leave out the Huffman tables every frame would repeat, so the standard
//!   ones (JPEG's Annex K, which Motion-JPEG uses) are put back first.
//! - [`bgrx_to_rgb`]: Windows' RGB32 (bytes B, G, R, unused) with a stride
//!   whose sign says top-down or bottom-up.
//! - [`choose_size`]: which of a camera's frame sizes to ask for.
//! - [`scaled`]: a preview's size.
//!
//! Each conversion checks its buffer against the picture's size and says
//! what was wrong instead of reading past its end.

use image::{ImageFormat, Rgb, RgbImage};

/// The size asked of a camera when it offers it.
pub(crate) const PREFERRED_SIZE: (u32, u32) = (1280, 720);
/// The widest frame asked for when the preferred size is not offered.
pub(crate) const WIDEST: u32 = 1920;

/// Of a camera's frame sizes (width, height): 1280 × 720 if offered, else
/// the largest no wider than 1920, else (every size wider) the smallest.
/// `None` for an empty list.
#[cfg_attr(not(any(target_os = "linux", windows)), allow(dead_code))]
pub(crate) fn choose_size(sizes: impl IntoIterator<Item = (u32, u32)>) -> Option<(u32, u32)> {
    let sizes: Vec<(u32, u32)> = sizes.into_iter().collect();
    if sizes.contains(&PREFERRED_SIZE) {
        return Some(PREFERRED_SIZE);
    }
    let area = |&(width, height): &(u32, u32)| u64::from(width) * u64::from(height);
    sizes
        .iter()
        .filter(|(width, _)| *width <= WIDEST)
        .max_by_key(|size| (area(size), size.0))
        .or_else(|| sizes.iter().min_by_key(|size| (area(size), size.0)))
        .copied()
}

/// A `width` × `height` YUYV picture whose rows start `stride` bytes apart
/// (0: packed, `width * 2`), as RGB. Each pair of pixels shares its U and
/// V: bytes Y0 U Y1 V. An odd last pixel uses its pair's first half.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(crate) fn yuyv_to_rgb(
    bytes: &[u8],
    width: u32,
    height: u32,
    stride: usize,
) -> Result<RgbImage, String> {
    let pairs = width.div_ceil(2) as usize;
    let row_bytes = pairs * 4;
    let stride = if stride == 0 { row_bytes } else { stride };
    if stride < row_bytes {
        return Err(format!(
            "a row of {width} pixels needs {row_bytes} bytes, the lines are {stride} bytes apart"
        ));
    }
    let needed = (height as usize).saturating_sub(1) * stride + row_bytes;
    if height > 0 && bytes.len() < needed {
        return Err(format!(
            "a {width} × {height} YUYV picture needs {needed} bytes, the frame has {}",
            bytes.len()
        ));
    }
    let mut picture = RgbImage::new(width, height);
    for (y, row) in picture.rows_mut().enumerate() {
        let line = &bytes[y * stride..y * stride + row_bytes];
        for (x, pixel) in row.enumerate() {
            let pair = &line[(x / 2) * 4..(x / 2) * 4 + 4];
            let luma = if x % 2 == 0 { pair[0] } else { pair[2] };
            *pixel = Rgb(bt601(luma, pair[1], pair[3]));
        }
    }
    Ok(picture)
}

/// One pixel's studio-range Y, Cb, Cr (BT.601) as full-range R, G, B, in
/// the integer form of ITU-R BT.601 (8 fractional bits).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn bt601(y: u8, u: u8, v: u8) -> [u8; 3] {
    let c = 298 * (i32::from(y) - 16);
    let d = i32::from(u) - 128;
    let e = i32::from(v) - 128;
    let clamp = |value: i32| ((value + 128) >> 8).clamp(0, 255) as u8;
    [
        clamp(c + 409 * e),
        clamp(c - 100 * d - 208 * e),
        clamp(c + 516 * d),
    ]
}

/// One Motion-JPEG (or plain JPEG) frame as RGB.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(crate) fn mjpeg_to_rgb(bytes: &[u8]) -> Result<RgbImage, String> {
    if !bytes.starts_with(&[0xFF, 0xD8]) {
        return Err(format!(
            "a JPEG frame of {} bytes does not start as one",
            bytes.len()
        ));
    }
    let with_tables;
    let jpeg = match scan_without_tables(bytes) {
        Some(scan) => {
            with_tables = [&bytes[..scan], &standard_huffman_tables(), &bytes[scan..]].concat();
            &with_tables[..]
        }
        None => bytes,
    };
    image::load_from_memory_with_format(jpeg, ImageFormat::Jpeg)
        .map(|picture| picture.into_rgb8())
        .map_err(|error| error.to_string())
}

/// Where a JPEG's first scan (its `FF DA` marker) starts, when no Huffman
/// table (`FF C4`) comes before it; `None` when one does, or when the
/// segments cannot be followed (the decoder then says what is wrong).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn scan_without_tables(jpeg: &[u8]) -> Option<usize> {
    let mut at = 2;
    loop {
        if *jpeg.get(at)? != 0xFF {
            return None;
        }
        let marker = at;
        while jpeg.get(at) == Some(&0xFF) {
            at += 1;
        }
        let code = *jpeg.get(at)?;
        at += 1;
        match code {
            0xC4 => return None,
            0xDA => return Some(marker),
            // Markers with no length: TEM and the restart markers.
            0x01 | 0xD0..=0xD7 => {}
            _ => {
                let length = u16::from_be_bytes([*jpeg.get(at)?, *jpeg.get(at + 1)?]);
                at += usize::from(length);
            }
        }
    }
}

/// The Huffman tables JPEG's Annex K gives as typical (K.3 to K.6), which
/// Motion-JPEG frames use without sending them: code counts for lengths 1
/// to 16, then the symbols.
const ANNEX_K_TABLES: [(u8, [u8; 16], &[u8]); 4] = [
    // Class 0 (DC), table 0: luminance.
    (
        0x00,
        [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
        &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    ),
    // Class 1 (AC), table 0: luminance.
    (
        0x10,
        [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D],
        &[
            0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51,
            0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xA1, 0x08, 0x23, 0x42, 0xB1, 0xC1,
            0x15, 0x52, 0xD1, 0xF0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18,
            0x19, 0x1A, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39,
            0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57,
            0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75,
            0x76, 0x77, 0x78, 0x79, 0x7A, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x92,
            0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7,
            0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3,
            0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8,
            0xD9, 0xDA, 0xE1, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2,
            0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
        ],
    ),
    // Class 0 (DC), table 1: chrominance.
    (
        0x01,
        [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
        &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    ),
    // Class 1 (AC), table 1: chrominance.
    (
        0x11,
        [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
        &[
            0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07,
            0x61, 0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xA1, 0xB1, 0xC1, 0x09,
            0x23, 0x33, 0x52, 0xF0, 0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25,
            0xF1, 0x17, 0x18, 0x19, 0x1A, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38,
            0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56,
            0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74,
            0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
            0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5,
            0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA,
            0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6,
            0xD7, 0xD8, 0xD9, 0xDA, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2,
            0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
        ],
    ),
];

/// The Annex K tables as one DHT segment (`FF C4`, its length, the tables).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn standard_huffman_tables() -> Vec<u8> {
    let body: Vec<u8> = ANNEX_K_TABLES
        .iter()
        .flat_map(|(class_and_id, counts, symbols)| {
            std::iter::once(*class_and_id)
                .chain(counts.iter().copied())
                .chain(symbols.iter().copied())
        })
        .collect();
    // 2 + 4 × 17 + 2 × 12 + 2 × 162 = 418 bytes: well within a u16.
    let length = (body.len() + 2) as u16;
    [&[0xFF, 0xC4], &length.to_be_bytes()[..], &body].concat()
}

/// A `width` × `height` picture of 4-byte pixels B, G, R, unused, whose top
/// row starts at byte `top` of `bytes` and each next row `stride` bytes
/// further on (negative: bottom-up, each next row is before it), as RGB.
#[cfg_attr(not(windows), allow(dead_code))]
pub(crate) fn bgrx_to_rgb(
    bytes: &[u8],
    width: u32,
    height: u32,
    top: usize,
    stride: isize,
) -> Result<RgbImage, String> {
    let row_bytes = width as usize * 4;
    if stride.unsigned_abs() < row_bytes {
        return Err(format!(
            "a row of {width} pixels needs {row_bytes} bytes, the lines are {stride} bytes apart"
        ));
    }
    let row_start = |y: usize| -> Option<usize> {
        let step = y.checked_mul(stride.unsigned_abs())?;
        let start = if stride < 0 {
            top.checked_sub(step)?
        } else {
            top.checked_add(step)?
        };
        (start.checked_add(row_bytes)? <= bytes.len()).then_some(start)
    };
    // Rows are evenly spaced: the first and last in bounds means all are.
    let last = (height as usize).saturating_sub(1);
    if height > 0 && (row_start(0).is_none() || row_start(last).is_none()) {
        return Err(format!(
            "a {width} × {height} picture with lines {stride} bytes apart from byte {top} does not fit in {} bytes",
            bytes.len()
        ));
    }
    let mut picture = RgbImage::new(width, height);
    for (y, row) in picture.rows_mut().enumerate() {
        let Some(start) = row_start(y) else {
            continue;
        };
        for (pixel, bgrx) in row.zip(bytes[start..start + row_bytes].chunks_exact(4)) {
            *pixel = Rgb([bgrx[2], bgrx[1], bgrx[0]]);
        }
    }
    Ok(picture)
}

/// `picture` scaled so its longest side is at most `side` pixels (at least
/// 1), its shape kept; `None` when it already fits.
pub(crate) fn scaled(picture: &RgbImage, side: u32) -> Option<RgbImage> {
    let side = side.max(1);
    let (width, height) = picture.dimensions();
    let longest = width.max(height);
    if longest <= side {
        return None;
    }
    let scale = f64::from(side) / f64::from(longest);
    let fit = |n: u32| ((f64::from(n) * scale).round() as u32).clamp(1, side);
    Some(image::imageops::thumbnail(picture, fit(width), fit(height)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yuyv_known_colours() {
        // Pairs: black | white, then pure red | pure blue sharing nothing:
        // red is Y 81 U 90 V 240, blue Y 41 U 240 V 110 (BT.601 studio range).
        let bytes = [
            16, 128, 235, 128, // black, white (shared U, V neutral)
            81, 90, 81, 240, // red, red
            41, 240, 41, 110, // blue, blue
        ];
        let picture = yuyv_to_rgb(&bytes, 6, 1, 0).unwrap();
        let pixels: Vec<[u8; 3]> = picture.pixels().map(|p| p.0).collect();
        assert_eq!(pixels[0], [0, 0, 0]);
        assert_eq!(pixels[1], [255, 255, 255]);
        assert_eq!(pixels[2], [255, 0, 0]);
        assert_eq!(pixels[3], [255, 0, 0]);
        // Studio-range blue comes back within a step of (0, 0, 255).
        for pixel in &pixels[4..6] {
            assert!(
                pixel[0] <= 1 && pixel[1] <= 1 && pixel[2] >= 254,
                "{pixel:?}"
            );
        }
    }

    #[test]
    fn yuyv_grey_and_clamping() {
        // Mid grey: Y 126 is (126 - 16) × 255 / 219 = 128.
        assert_eq!(bt601(126, 128, 128), [128, 128, 128]);
        // Below black and above white clamp instead of wrapping.
        assert_eq!(bt601(0, 128, 128), [0, 0, 0]);
        assert_eq!(bt601(255, 128, 128), [255, 255, 255]);
        // Extreme chroma: red and blue clamp at 255 and 0, green stays
        // in range (298 × 239 − 100 × 127 − 208 × 127 = 32106, / 256).
        assert_eq!(bt601(255, 255, 255), [255, 125, 255]);
        assert_eq!(bt601(0, 0, 0), [0, 135, 0]);
    }

    #[test]
    fn yuyv_rows_with_padding_and_odd_width() {
        // 3 × 2 with lines 12 bytes apart (8 used: two pairs, the second
        // half of the last unused), padding bytes 99 ignored.
        let bytes = [
            16, 128, 16, 128, 235, 128, 0, 128, 99, 99, 99, 99, //
            235, 128, 235, 128, 16, 128, 0, 128, 99, 99, 99, 99,
        ];
        let picture = yuyv_to_rgb(&bytes, 3, 2, 12).unwrap();
        assert_eq!(picture.get_pixel(0, 0).0, [0, 0, 0]);
        assert_eq!(picture.get_pixel(2, 0).0, [255, 255, 255]);
        assert_eq!(picture.get_pixel(0, 1).0, [255, 255, 255]);
        assert_eq!(picture.get_pixel(2, 1).0, [0, 0, 0]);
    }

    #[test]
    fn yuyv_short_buffer_is_refused() {
        let error = yuyv_to_rgb(&[16, 128, 16], 2, 1, 0).unwrap_err();
        assert!(error.contains("needs 4 bytes"), "{error}");
        assert!(yuyv_to_rgb(&[0; 8], 4, 1, 2).is_err());
    }

    #[test]
    fn bgrx_top_down_and_bottom_up() {
        // 2 × 2: top row red, blue; bottom row green, white; 12-byte lines.
        let top_down = [
            0, 0, 255, 0, 255, 0, 0, 0, 7, 7, 7, 7, //
            0, 255, 0, 0, 255, 255, 255, 0, 7, 7, 7, 7,
        ];
        let picture = bgrx_to_rgb(&top_down, 2, 2, 0, 12).unwrap();
        assert_eq!(picture.get_pixel(0, 0).0, [255, 0, 0]);
        assert_eq!(picture.get_pixel(1, 0).0, [0, 0, 255]);
        assert_eq!(picture.get_pixel(0, 1).0, [0, 255, 0]);
        assert_eq!(picture.get_pixel(1, 1).0, [255, 255, 255]);
        // The same picture stored bottom-up: the top row is last in memory.
        let bottom_up = [&top_down[12..], &top_down[..12]].concat();
        assert_eq!(bgrx_to_rgb(&bottom_up, 2, 2, 12, -12).unwrap(), picture);
    }

    #[test]
    fn bgrx_out_of_bounds_is_refused() {
        assert!(bgrx_to_rgb(&[0; 15], 2, 2, 0, 8).is_err());
        assert!(bgrx_to_rgb(&[0; 16], 2, 2, 0, 4).is_err());
        assert!(bgrx_to_rgb(&[0; 16], 2, 2, 0, -8).is_err());
        assert!(bgrx_to_rgb(&[0; 16], 2, 2, 8, -8).is_ok());
    }

    #[test]
    fn sizes_chosen() {
        let webcam = [(640, 480), (1280, 720), (1920, 1080), (2592, 1944)];
        assert_eq!(choose_size(webcam), Some((1280, 720)));
        let no_720p = [(640, 480), (1920, 1080), (2592, 1944), (1600, 1200)];
        assert_eq!(choose_size(no_720p), Some((1920, 1080)));
        assert_eq!(
            choose_size([(3840, 2160), (2592, 1944)]),
            Some((2592, 1944))
        );
        assert_eq!(choose_size([]), None);
    }

    #[test]
    fn previews_keep_their_shape() {
        let picture = RgbImage::new(1280, 720);
        let preview = scaled(&picture, 320).unwrap();
        assert_eq!(preview.dimensions(), (320, 180));
        assert!(scaled(&picture, 1280).is_none());
        assert_eq!(
            scaled(&RgbImage::new(10, 4000), 0).unwrap().dimensions(),
            (1, 1)
        );
    }

    /// A JPEG of stripes, as `image` writes it (with its Huffman tables:
    /// Annex K's, which `image`'s encoder uses).
    fn jpeg() -> (RgbImage, Vec<u8>) {
        let picture = RgbImage::from_fn(64, 32, |x, y| Rgb([(x * 4) as u8, (y * 8) as u8, 90]));
        let mut bytes = Vec::new();
        picture
            .write_to(&mut std::io::Cursor::new(&mut bytes), ImageFormat::Jpeg)
            .unwrap();
        (picture, bytes)
    }

    /// `jpeg` without its DHT segments, as a webcam sends Motion-JPEG.
    fn without_tables(jpeg: &[u8]) -> Vec<u8> {
        let mut out = jpeg[..2].to_vec();
        let mut at = 2;
        while jpeg[at + 1] != 0xDA {
            let length = usize::from(u16::from_be_bytes([jpeg[at + 2], jpeg[at + 3]]));
            if jpeg[at + 1] != 0xC4 {
                out.extend_from_slice(&jpeg[at..at + 2 + length]);
            }
            at += 2 + length;
        }
        out.extend_from_slice(&jpeg[at..]);
        out
    }

    #[test]
    fn mjpeg_without_huffman_tables_decodes_like_the_jpeg() {
        let (picture, bytes) = jpeg();
        let whole = mjpeg_to_rgb(&bytes).unwrap();
        assert_eq!(whole.dimensions(), picture.dimensions());
        let stripped = without_tables(&bytes);
        assert!(stripped.len() < bytes.len());
        assert!(scan_without_tables(&stripped).is_some());
        assert_eq!(scan_without_tables(&bytes), None);
        assert_eq!(mjpeg_to_rgb(&stripped).unwrap(), whole);
    }

    #[test]
    fn the_standard_tables_segment() {
        let segment = standard_huffman_tables();
        assert_eq!(segment.len(), 420);
        assert_eq!(&segment[..4], &[0xFF, 0xC4, 0x01, 0xA2]);
        for (_, counts, symbols) in ANNEX_K_TABLES {
            let total: usize = counts.iter().map(|&n| usize::from(n)).sum();
            assert_eq!(total, symbols.len());
        }
    }

    #[test]
    fn broken_mjpeg_is_an_error_not_a_panic() {
        let (_, bytes) = jpeg();
        // A frame cut short may decode (grey where it stops) or not; either
        // way it comes back.
        let _ = mjpeg_to_rgb(&bytes[..bytes.len() / 3]);
        assert!(mjpeg_to_rgb(b"not a jpeg").is_err());
        assert!(mjpeg_to_rgb(&[0xFF, 0xD8, 0xFF]).is_err());
    }
}
