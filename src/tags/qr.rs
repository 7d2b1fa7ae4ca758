//! QR codes as vector shapes.
//!
//! [`QrMatrix::encode`] turns a string into its module grid (the `qrcode`
//! crate, error-correction level M, which picks the compact alphanumeric mode
//! for verification strings). [`QrMatrix::blocks`] merges each row's dark
//! modules into horizontal runs, so the renderer draws one filled polygon per
//! code (a ring per run) instead of hundreds of squares: sharp at any printer
//! resolution, small in the file, quick to render.

use std::fmt;

use qrcode::{Color, EcLevel, QrCode};

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
    pub row: usize,
    pub column: usize,
    pub width: usize,
    pub height: usize,
}

/// The data does not fit in a QR code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrError {
    /// How many bytes were given.
    pub len: usize,
    /// The encoder's reason.
    pub reason: String,
}

impl fmt::Display for QrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} bytes cannot be put in a QR code: {}",
            self.len, self.reason
        )
    }
}

impl std::error::Error for QrError {}

impl QrMatrix {
    /// Encodes `data` at error-correction level M.
    pub fn encode(data: &str) -> Result<Self, QrError> {
        let code =
            QrCode::with_error_correction_level(data.as_bytes(), EcLevel::M).map_err(|error| {
                QrError {
                    len: data.len(),
                    reason: error.to_string(),
                }
            })?;
        Ok(QrMatrix {
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == Color::Dark)
                .collect(),
        })
    }

    /// Modules per side, without the quiet zone.
    pub fn width(&self) -> usize {
        self.width
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verification_strings_make_small_codes() {
        let matrix = QrMatrix::encode("ARM1:T:FO26-2:T-000123:7QK3M2ZC4VJX6WAB").unwrap();
        // Alphanumeric mode keeps a 39-character string at version 3 (29 modules).
        assert!(matrix.width() <= 29, "{}", matrix.width());
        assert_eq!(matrix.width_with_quiet_zone(), matrix.width() + 4);
    }

    #[test]
    fn blocks_cover_exactly_the_dark_modules() {
        for data in ["HELLO", "ARM1:T:FO26-2:T-000123:7QK3M2ZC4VJX6WAB"] {
            let matrix = QrMatrix::encode(data).unwrap();
            let mut painted = vec![false; matrix.width() * matrix.width()];
            let blocks = matrix.blocks();
            for block in &blocks {
                for r in block.row..block.row + block.height {
                    for c in block.column..block.column + block.width {
                        let cell = &mut painted[r * matrix.width() + c];
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
                .chunks(matrix.width())
                .map(|row| row.windows(2).filter(|w| w[1] && !w[0]).count() + usize::from(row[0]));
            assert!(blocks.len() < dark_rows_runs.sum::<usize>());
        }
    }

    #[test]
    fn oversized_data_is_an_error() {
        assert!(QrMatrix::encode(&"x".repeat(5000)).is_err());
    }
}
