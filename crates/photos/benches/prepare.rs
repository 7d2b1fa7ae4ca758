//! Benchmark: a 12-megapixel phone JPEG (4000 × 3000, quality 90, a
//! detailed picture rather than a flat one) to the stored photo. Run with
//! `cargo bench -p armoury-photos --bench prepare`. Target: at most 300 ms
//! on the 2-core CI machine.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // benches may fail loudly

use std::hint::black_box;
use std::io::Cursor;
use std::time::{Duration, Instant};

use image::RgbImage;
use image::codecs::jpeg::JpegEncoder;

/// A 4000 × 3000 picture with gradients and fine texture, as a phone takes
/// (a flat picture would compress and decode unrealistically fast).
fn phone_photo() -> Vec<u8> {
    let picture = RgbImage::from_fn(4000, 3000, |x, y| {
        let texture = ((x * 7 + y * 13) ^ (x * y)) % 64;
        image::Rgb([
            ((x / 16) % 192 + texture) as u8,
            ((y / 12) % 192 + texture) as u8,
            (((x + y) / 28) % 192 + 63 - texture) as u8,
        ])
    });
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut Cursor::new(&mut out), 90)
        .encode_image(&picture)
        .unwrap();
    out
}

fn main() {
    let input = phone_photo();
    let mut times: Vec<Duration> = Vec::new();
    let mut stored = 0;
    let started = Instant::now();
    while times.len() < 5 || (started.elapsed() < Duration::from_secs(10) && times.len() < 30) {
        let start = Instant::now();
        let photo = armoury_photos::prepare(black_box(&input)).unwrap();
        times.push(start.elapsed());
        stored = photo.jpeg.len();
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    // Where the time goes: decoding alone, the largest share.
    let start = Instant::now();
    black_box(image::load_from_memory(&input).unwrap());
    let decode = start.elapsed();
    println!(
        "12 MP phone JPEG ({:.1} MB) to the stored photo ({} kB): median {:.0} ms, worst {:.0} ms over {} runs (target ≤ 300 ms); decoding alone {:.0} ms",
        input.len() as f64 / 1e6,
        stored / 1024,
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        times.len(),
        ms(decode)
    );
}
