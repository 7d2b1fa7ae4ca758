//! The test source: a camera for machines with none.
//!
//! [`TestPattern::picture`] draws frame `n`: 1280 × 720 colour bars (the
//! seven 75 % bars of a video test card), a black box that moves
//! [`BOX_STEP`] pixels to the right each frame (starting again at the left
//! when it reaches the right edge) and, in a black strip along the bottom,
//! the frame number in white block digits. It is a pure function of `n`, so
//! tests can compare frames. As a [`Camera`], a [`TestPattern`] gives frames
//! 0, 1, 2, … paced at [`FRAMES_PER_SECOND`], sleeping in
//! [`Camera::frame`] like a webcam waiting for its sensor.

use std::time::{Duration, Instant};

use image::{Rgb, RgbImage};

use crate::{Camera, CameraError};

/// The test pattern's width in pixels.
pub(crate) const WIDTH: u32 = 1280;
/// The test pattern's height in pixels.
pub(crate) const HEIGHT: u32 = 720;
/// How many frames a second the test pattern gives.
pub(crate) const FRAMES_PER_SECOND: u32 = 15;
/// How far the box moves each frame, in pixels.
pub(crate) const BOX_STEP: u32 = 8;

/// The moving box's side, in pixels.
const BOX_SIDE: u32 = 96;
/// Where the box's top edge is.
const BOX_TOP: u32 = 440;
/// Where the bottom strip with the frame number starts.
const STRIP_TOP: u32 = 620;
/// One block of a digit, in pixels.
const BLOCK: u32 = 12;
/// The digits' top edge.
const DIGITS_TOP: u32 = STRIP_TOP + 20;
/// The digits' left edge.
const DIGITS_LEFT: u32 = 24;

// The largest frame number (20 digits, each 3 blocks and a gap wide, 5
// blocks high) fits in the strip.
const _: () = assert!(DIGITS_LEFT + 20 * 4 * BLOCK <= WIDTH && DIGITS_TOP + 5 * BLOCK <= HEIGHT);

/// The seven 75 % colour bars, left to right.
const BARS: [[u8; 3]; 7] = [
    [191, 191, 191],
    [191, 191, 0],
    [0, 191, 191],
    [0, 191, 0],
    [191, 0, 191],
    [191, 0, 0],
    [0, 0, 191],
];

/// Digits 0 to 9 as 3 × 5 blocks: one row a byte, the left block the
/// highest of three bits.
const DIGITS: [[u8; 5]; 10] = [
    [0b111, 0b101, 0b101, 0b101, 0b111],
    [0b010, 0b110, 0b010, 0b010, 0b111],
    [0b111, 0b001, 0b111, 0b100, 0b111],
    [0b111, 0b001, 0b111, 0b001, 0b111],
    [0b101, 0b101, 0b111, 0b001, 0b001],
    [0b111, 0b100, 0b111, 0b001, 0b111],
    [0b111, 0b100, 0b111, 0b101, 0b111],
    [0b111, 0b001, 0b001, 0b001, 0b001],
    [0b111, 0b101, 0b111, 0b101, 0b111],
    [0b111, 0b101, 0b111, 0b001, 0b111],
];

/// The deterministic test source: 1280 × 720 colour bars with a box that
/// moves one step per frame and the frame number drawn as blocks, paced at
/// about 15 frames a second (it sleeps in [`Camera::frame`]).
#[derive(Debug)]
pub struct TestPattern {
    /// The number of the next frame.
    next: u64,
    /// When the next frame is due; `None` before the first.
    due: Option<Instant>,
}

impl Default for TestPattern {
    fn default() -> Self {
        TestPattern::new()
    }
}

impl TestPattern {
    /// A test pattern whose first frame is frame 0.
    pub fn new() -> TestPattern {
        TestPattern { next: 0, due: None }
    }

    /// Frame `n`, drawn at once (no sleep).
    pub fn picture(n: u64) -> RgbImage {
        let bar_width = WIDTH.div_ceil(BARS.len() as u32);
        let mut picture = RgbImage::from_fn(WIDTH, HEIGHT, |x, _| {
            let bar = (x / bar_width) as usize;
            Rgb(BARS[bar.min(BARS.len() - 1)])
        });
        let black = Rgb([0, 0, 0]);
        let white = Rgb([255, 255, 255]);
        let positions = u64::from((WIDTH - BOX_SIDE) / BOX_STEP + 1);
        // At most `positions - 1`, which is below WIDTH: the cast keeps it.
        let left = (n % positions) as u32 * BOX_STEP;
        fill(&mut picture, left, BOX_TOP, BOX_SIDE, BOX_SIDE, black);
        fill(&mut picture, 0, STRIP_TOP, WIDTH, HEIGHT - STRIP_TOP, black);
        for (place, digit) in n.to_string().bytes().enumerate() {
            let glyph = DIGITS[usize::from(digit - b'0')];
            let digit_left = DIGITS_LEFT + place as u32 * 4 * BLOCK;
            for (row, bits) in glyph.iter().enumerate() {
                for column in 0..3u32 {
                    if bits & (0b100 >> column) != 0 {
                        let x = digit_left + column * BLOCK;
                        let y = DIGITS_TOP + row as u32 * BLOCK;
                        fill(&mut picture, x, y, BLOCK, BLOCK, white);
                    }
                }
            }
        }
        picture
    }
}

impl Camera for TestPattern {
    fn frame(&mut self) -> Result<RgbImage, CameraError> {
        let period = Duration::from_secs(1) / FRAMES_PER_SECOND;
        let now = Instant::now();
        let due = match self.due {
            Some(due) if due > now => {
                std::thread::sleep(due - now);
                due
            }
            // The first frame, or a caller that fell behind: no catching
            // up with a burst of frames.
            _ => now,
        };
        self.due = Some(due + period);
        let picture = TestPattern::picture(self.next);
        self.next = self.next.wrapping_add(1);
        Ok(picture)
    }
}

/// Paints the rectangle at (`left`, `top`) of `width` × `height` in
/// `colour`, clipped to the picture.
fn fill(picture: &mut RgbImage, left: u32, top: u32, width: u32, height: u32, colour: Rgb<u8>) {
    let right = left.saturating_add(width).min(picture.width());
    let bottom = top.saturating_add(height).min(picture.height());
    for y in top..bottom {
        for x in left..right {
            picture.put_pixel(x, y, colour);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_moves_one_step_a_frame() {
        let first = TestPattern::picture(0);
        let second = TestPattern::picture(1);
        // Frame 0's box starts at the left edge; frame 1's a step further.
        assert_eq!(first.get_pixel(0, BOX_TOP + 1), &Rgb([0, 0, 0]));
        assert_ne!(second.get_pixel(0, BOX_TOP + 1), &Rgb([0, 0, 0]));
        assert_eq!(second.get_pixel(BOX_STEP, BOX_TOP + 1), &Rgb([0, 0, 0]));
    }

    #[test]
    fn the_largest_frame_number_fits() {
        assert_eq!(u64::MAX.to_string().len(), 20);
        let picture = TestPattern::picture(u64::MAX);
        assert_eq!(picture.dimensions(), (WIDTH, HEIGHT));
    }
}
