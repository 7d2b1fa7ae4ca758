//! QR codes: their modules, as an image or as vector shapes.
//!
//! [`QrMatrix::encode`] turns a string into its module grid (the `qrcode`
//! crate, error-correction level Q, which picks the compact alphanumeric mode
//! for verification strings). The mask is chosen here, by the same penalty
//! rules as the crate (ISO/IEC 18004 §7.8.3) and so the same mask: the
//! crate's own scoring boxes a closure for every window it looks at, which
//! made mask choice most of the work of a 1,000-tag sheet. Up to 64
//! modules a side (version 11, where every code printed from the records
//! fits) each mask is applied to rows of bits: what each mask flips and
//! its format information are read from the crate once per version and
//! kept, so a code costs one pass over its canvas and eight over 64-bit rows.
//! [`QrMatrix::blocks`] merges each row's dark modules into runs and stacks
//! runs that line up, so the renderer draws one rectangle per block instead
//! of one per module: sharp at any printer resolution, small in the file.

use std::cell::RefCell;
use std::rc::Rc;

use qrcode::canvas::{Canvas, MaskPattern, Module};
use qrcode::types::QrError as EncodeError;
use qrcode::{Color, EcLevel, Version, bits, ec};

/// Error-correction level Q: a quarter of the code may be scratched,
/// creased or muddy and it still reads (level M, 15 %, was too little for
/// labels that live on weapons).
pub const LEVEL: EcLevel = EcLevel::Q;

/// Light modules kept around the code, inside the field's size.
pub const QUIET_MODULES: usize = 2;

/// A QR code's modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrMatrix {
    width: usize,
    dark: Vec<bool>,
}

/// A rectangle of dark modules, in modules from the code's top-left corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    /// The top row.
    pub row: usize,
    /// The leftmost column.
    pub column: usize,
    /// Width, in modules.
    pub width: usize,
    /// Height, in modules.
    pub height: usize,
}

/// The data does not fit in a QR code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{len} bytes cannot be put in a QR code: {source}")]
pub struct QrError {
    /// How many bytes were given.
    pub len: usize,
    /// The encoder's reason.
    pub source: EncodeError,
}

impl QrMatrix {
    /// Encodes `data` at error-correction [`LEVEL`], with the mask of the
    /// lowest penalty.
    pub fn encode(data: &str) -> Result<Self, QrError> {
        let error = |source: EncodeError| QrError {
            len: data.len(),
            source,
        };
        let bits = bits::encode_auto(data.as_bytes(), LEVEL).map_err(error)?;
        let version = bits.version();
        let (codewords, ec_codewords) =
            ec::construct_codewords(&bits.into_bytes(), version, LEVEL).map_err(error)?;
        let mut canvas = Canvas::new(version, LEVEL);
        canvas.draw_all_functional_patterns();
        canvas.draw_data(&codewords, &ec_codewords);
        let width = usize::try_from(version.width()).unwrap_or(0);
        let dark = if (1..=64).contains(&width) {
            narrow_best_mask(&canvas, version, width)
        } else {
            wide_best_mask(&canvas, width)
        };
        Ok(QrMatrix { width, dark })
    }

    /// Modules per side, without the quiet zone.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether each module is dark, row after row from the top-left.
    pub fn modules(&self) -> &[bool] {
        &self.dark
    }

    /// Modules per side including the quiet zone on both sides.
    pub fn width_with_quiet_zone(&self) -> usize {
        self.width + 2 * QUIET_MODULES
    }

    /// Dark rectangles covering every dark module exactly once.
    pub fn blocks(&self) -> Vec<Block> {
        let mut done: Vec<Block> = Vec::new();
        // Blocks still growing downwards, keyed by their column span.
        let mut open: Vec<Block> = Vec::new();
        for (row, modules) in self.dark.chunks(self.width.max(1)).enumerate() {
            let mut next_open = Vec::new();
            let mut column = 0;
            while column < modules.len() {
                if !modules[column] {
                    column += 1;
                    continue;
                }
                let start = column;
                while column < modules.len() && modules[column] {
                    column += 1;
                }
                let width = column - start;
                match open
                    .iter()
                    .position(|b| b.column == start && b.width == width)
                {
                    Some(index) => {
                        let mut block = open.swap_remove(index);
                        block.height += 1;
                        next_open.push(block);
                    }
                    None => next_open.push(Block {
                        row,
                        column: start,
                        width,
                        height: 1,
                    }),
                }
            }
            done.append(&mut open);
            open = next_open;
        }
        done.append(&mut open);
        done
    }
}

/// The modules of the mask of the lowest penalty, for `width` up to 64:
/// each mask is applied to the rows as bits (the data modules flipped where
/// the mask says, the mask's format information laid over), and scored so.
fn narrow_best_mask(canvas: &Canvas, version: Version, width: usize) -> Vec<bool> {
    let unmasked = bit_rows(version.width(), |x, y| canvas.get(x, y).is_dark());
    let masks = masks_of(version);
    let mut best: Option<(u32, Vec<u64>)> = None;
    for mask in masks.iter() {
        let rows: Vec<u64> = (0..width)
            .map(|y| (unmasked[y] ^ mask.flips[y]) | mask.format[y])
            .collect();
        let score = penalty_of_rows(&rows, width);
        // The first of equal scores wins, as in the crate.
        if best.as_ref().is_none_or(|(lowest, _)| score < *lowest) {
            best = Some((score, rows));
        }
    }
    best.map(|(_, rows)| {
        rows.iter()
            .flat_map(|row| (0..width).map(move |x| row >> x & 1 == 1))
            .collect()
    })
    .unwrap_or_default()
}

/// The modules of the mask of the lowest penalty, for any width: each
/// mask applied by the crate, scored module by module.
fn wide_best_mask(canvas: &Canvas, width: usize) -> Vec<bool> {
    let mut best: Option<(u32, Canvas)> = None;
    for mask in MASKS {
        let mut masked = canvas.clone();
        masked.apply_mask(mask);
        let score = penalty_of_modules(&dark_modules(masked.clone()), width);
        if best.as_ref().is_none_or(|(lowest, _)| score < *lowest) {
            best = Some((score, masked));
        }
    }
    best.map(|(_, masked)| dark_modules(masked))
        .unwrap_or_default()
}

/// A symbol's rows as bits: bit `x` of row `y` set where `bit(x, y)`.
fn bit_rows(width: i16, bit: impl Fn(i16, i16) -> bool) -> Vec<u64> {
    (0..width)
        .map(|y| (0..width).fold(0, |row, x| row | u64::from(bit(x, y)) << x))
        .collect()
}

/// One mask on a symbol of one version, as rows of bits.
struct MaskRows {
    /// The data modules it flips (functional modules it never does).
    flips: Vec<u64>,
    /// The dark modules of its format information (which the unmasked
    /// canvas reserves as light).
    format: Vec<u64>,
}

/// The eight masks of `version`, read from the crate (which applies each to
/// a canvas of the version's fixed patterns) once per version and thread,
/// and kept: they are the same for every code of that size.
fn masks_of(version: Version) -> Rc<[MaskRows; 8]> {
    thread_local! {
        static KNOWN: RefCell<Vec<(Version, Rc<[MaskRows; 8]>)>> = const { RefCell::new(Vec::new()) };
    }
    KNOWN.with_borrow_mut(|known| {
        if let Some((_, masks)) = known.iter().find(|(v, _)| *v == version) {
            return masks.clone();
        }
        let mut functional = Canvas::new(version, LEVEL);
        functional.draw_all_functional_patterns();
        let width = version.width();
        let masks = Rc::new(MASKS.map(|mask| {
            // A data module (empty here) the mask flips turns dark.
            let mut masked = functional.clone();
            masked.apply_mask(mask);
            let reserved = |x, y| functional.get(x, y) == Module::Masked(Color::Light);
            MaskRows {
                flips: bit_rows(width, |x, y| {
                    functional.get(x, y) == Module::Empty && masked.get(x, y).is_dark()
                }),
                format: bit_rows(width, |x, y| reserved(x, y) && masked.get(x, y).is_dark()),
            }
        }));
        known.push((version, masks.clone()));
        masks
    })
}

/// The eight QR mask patterns, in the order of their numbers.
const MASKS: [MaskPattern; 8] = [
    MaskPattern::Checkerboard,
    MaskPattern::HorizontalLines,
    MaskPattern::VerticalLines,
    MaskPattern::DiagonalLines,
    MaskPattern::LargeCheckerboard,
    MaskPattern::Fields,
    MaskPattern::Diamonds,
    MaskPattern::Meadow,
];

/// The finder-like run `#.###.#` that rule N3 penalises.
const FINDER: [bool; 7] = [true, false, true, true, true, false, true];

/// Each module of a masked canvas, dark or not, row after row.
fn dark_modules(canvas: Canvas) -> Vec<bool> {
    canvas
        .into_colors()
        .into_iter()
        .map(|c| c == Color::Dark)
        .collect()
}

/// Bits `from..to` of `line`, shifted down to bit 0 (none when `to <= from`).
fn bits(line: u64, from: usize, to: usize) -> u64 {
    match to.checked_sub(from) {
        Some(0) | None => 0,
        Some(64..) => line,
        Some(n) => (line >> from) & ((1 << n) - 1),
    }
}

/// The penalty of a symbol given as its rows of bits (bit `x` of row `y`
/// is module `(x, y)`), for
/// `width` up to 64: a whole line at a time for the runs and the finder
/// runs, two rows at a time for the 2 × 2 blocks.
fn penalty_of_rows(rows: &[u64], width: usize) -> u32 {
    let columns: Vec<u64> = (0..width)
        .map(|x| {
            rows.iter()
                .enumerate()
                .fold(0, |line, (y, row)| line | ((row >> x) & 1) << y)
        })
        .collect();
    let mut score = 0;
    // Module x of a line and the one right of it, for x < width - 1.
    let pairs = bits(u64::MAX, 0, width - 1);
    // Where a finder run `#.###.#` can start: seven modules in the line.
    let starts = bits(u64::MAX, 0, (width + 1).saturating_sub(7));
    for line in rows.iter().chain(&columns) {
        // Bit j: modules j to j + 4 are alike. A run of n ≥ 5 sets n - 4
        // such bits in a row, and its penalty n - 2 is those bits and two
        // for the run's first.
        let alike = !(line ^ (line >> 1)) & pairs;
        let five = alike & (alike >> 1) & (alike >> 2) & (alike >> 3);
        score += five.count_ones() + 2 * (five & !(five << 1)).count_ones();
        // Bit j: the seven modules from j read `#.###.#`.
        let mut finders = line
            & !(line >> 1)
            & (line >> 2)
            & (line >> 3)
            & (line >> 4)
            & !(line >> 5)
            & (line >> 6)
            & starts;
        while finders != 0 {
            let j = finders.trailing_zeros() as usize;
            if bits(*line, j.saturating_sub(4), j) == 0
                || bits(*line, j + 7, (j + 11).min(width)) == 0
            {
                score += 40;
            }
            finders &= finders - 1;
        }
    }
    for two in rows.windows(2) {
        let (above, below) = (two[0], two[1]);
        let level = !(above ^ (above >> 1)) & !(below ^ (below >> 1)) & !(above ^ below);
        score += 3 * (level & pairs).count_ones();
    }
    let darks: u32 = rows.iter().map(|r| r.count_ones()).sum();
    let ratio = darks as usize * 200 / (width * width).max(1);
    score + u32::try_from(ratio.abs_diff(100)).unwrap_or(u32::MAX)
}

/// A masked symbol's penalty (rows and columns alike): N1, 3 + n for each run
/// of 5 + n modules of one colour; N2, 3 for each 2 x 2 block of one colour;
/// N3, 40 for each `#.###.#` with four light modules (or the edge) on either
/// side; N4, the dark share's distance from half, in half-percents. Counted
/// module by module, for any width; [`penalty_of_rows`] counts the same on
/// lines of bits, for codes up to 64 modules wide (version 11; a tag's
/// verification string takes version 3).
fn penalty_of_modules(dark: &[bool], width: usize) -> u32 {
    let at = |x: usize, y: usize| dark[y * width + x];
    let mut score = 0;
    for horizontal in [true, false] {
        for i in 0..width {
            let line = |j: usize| if horizontal { at(j, i) } else { at(i, j) };
            let mut run = 1;
            for j in 1..=width {
                if j < width && line(j) == line(j - 1) {
                    run += 1;
                    continue;
                }
                if run >= 5 {
                    score += run - 2;
                }
                run = 1;
            }
            let light = |from: usize, to: usize| (from..to.min(width)).all(|k| !line(k));
            for j in 0..width.saturating_sub(6) {
                if (0..7).all(|k| line(j + k) == FINDER[k])
                    && (light(j.saturating_sub(4), j) || light(j + 7, j + 11))
                {
                    score += 40;
                }
            }
        }
    }
    for y in 0..width.saturating_sub(1) {
        for x in 0..width - 1 {
            let c = at(x, y);
            if c == at(x + 1, y) && c == at(x, y + 1) && c == at(x + 1, y + 1) {
                score += 3;
            }
        }
    }
    let darks = dark.iter().filter(|d| **d).count();
    let ratio = darks * 200 / dark.len().max(1);
    score + u32::try_from(ratio.abs_diff(100)).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mask_is_the_one_the_qrcode_crate_chooses() {
        let mut data = String::new();
        // Up to an ARM2 code behind the longest verifier address (version
        // 11), and past 64 modules (version 12 and up, scored by module).
        for n in 0..330 {
            data.push(char::from(
                b"ARM1:T-0123456789ABCDEFGHJKMNPQRSTVWXYZ.ps"[n * 7 % 41],
            ));
            if n > 200 && n % 10 != 0 {
                continue;
            }
            let ours = QrMatrix::encode(&data).unwrap();
            let theirs = qrcode::QrCode::with_error_correction_level(&data, LEVEL).unwrap();
            assert_eq!(ours.width, theirs.width(), "{data}");
            let dark: Vec<bool> = theirs
                .to_colors()
                .into_iter()
                .map(|c| c == Color::Dark)
                .collect();
            assert!(ours.dark == dark, "{data}: another mask");
        }
    }

    #[test]
    fn verification_strings_make_small_codes() {
        let matrix = QrMatrix::encode("ARM1:T:FO26-2:T-000123:7QK3M2ZC4VJX6WAB").unwrap();
        // Alphanumeric mode keeps a 39-character string at version 4 (33 modules).
        assert!(matrix.width <= 33, "{}", matrix.width);
        assert_eq!(matrix.width_with_quiet_zone(), matrix.width + 4);
    }

    #[test]
    fn blocks_cover_exactly_the_dark_modules() {
        for data in ["HELLO", "ARM1:T:FO26-2:T-000123:7QK3M2ZC4VJX6WAB"] {
            let matrix = QrMatrix::encode(data).unwrap();
            let mut painted = vec![false; matrix.width * matrix.width];
            let blocks = matrix.blocks();
            for block in &blocks {
                for r in block.row..block.row + block.height {
                    for c in block.column..block.column + block.width {
                        let cell = &mut painted[r * matrix.width + c];
                        assert!(!*cell, "blocks overlap");
                        *cell = true;
                    }
                }
            }
            assert_eq!(painted, matrix.dark);
            // The top-left finder pattern's top edge: seven dark modules.
            assert!(
                blocks
                    .iter()
                    .any(|b| b.row == 0 && b.column == 0 && b.width == 7)
            );
            // Stacking saves rectangles: fewer blocks than row runs.
            let dark_rows_runs = matrix
                .dark
                .chunks(matrix.width)
                .map(|row| row.windows(2).filter(|w| w[1] && !w[0]).count() + usize::from(row[0]));
            assert!(blocks.len() < dark_rows_runs.sum::<usize>());
        }
    }

    proptest::proptest! {
        /// Counted on bits, the penalty is the one counted module by module,
        /// at the widths where bits are used, 64 the widest.
        #[test]
        fn the_penalty_on_bits_is_the_penalty_on_modules(
            width in proptest::sample::select(vec![1usize, 2, 7, 21, 29, 45, 63, 64]),
            seed in proptest::collection::vec(proptest::bool::ANY, 64 * 64),
            finders in 0usize..6,
        ) {
            let mut dark: Vec<bool> = seed[..width * width].to_vec();
            // Plant a few finder runs with light edges, as masks make them.
            for n in 0..finders {
                let (row, at) = ((n * 7) % width, (n * 13) % width);
                for (k, d) in [false, false, false, false, true, false, true, true, true, false, true, false, false, false, false].iter().enumerate() {
                    if at + k < width {
                        dark[row * width + at + k] = *d;
                    }
                }
            }
            let rows: Vec<u64> = dark
                .chunks(width)
                .map(|row| (0..width).fold(0, |line, x| line | u64::from(row[x]) << x))
                .collect();
            proptest::prop_assert_eq!(penalty_of_rows(&rows, width), penalty_of_modules(&dark, width));
        }
    }

    #[test]
    fn oversized_data_is_an_error() {
        assert!(QrMatrix::encode(&"x".repeat(5000)).is_err());
    }
}
