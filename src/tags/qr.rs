//! QR codes as vector shapes.
//!
//! [`QrMatrix::encode`] turns a string into its module grid (the `qrcode`
//! crate, error-correction level M, which picks the compact alphanumeric mode
//! for verification strings). [`QrMatrix::runs`] merges each row's dark
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

/// A horizontal run of dark modules: row, first column, length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub row: usize,
    pub column: usize,
    pub length: usize,
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

    /// Dark runs, row by row, left to right.
    pub fn runs(&self) -> Vec<Run> {
        let mut runs = Vec::new();
        for (row, modules) in self.dark.chunks(self.width.max(1)).enumerate() {
            let mut column = 0;
            while column < modules.len() {
                if modules[column] {
                    let start = column;
                    while column < modules.len() && modules[column] {
                        column += 1;
                    }
                    runs.push(Run {
                        row,
                        column: start,
                        length: column - start,
                    });
                } else {
                    column += 1;
                }
            }
        }
        runs
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
    fn runs_cover_exactly_the_dark_modules() {
        let matrix = QrMatrix::encode("HELLO").unwrap();
        let mut painted = vec![false; matrix.width() * matrix.width()];
        for run in matrix.runs() {
            for c in run.column..run.column + run.length {
                let cell = &mut painted[run.row * matrix.width() + c];
                assert!(!*cell, "runs overlap");
                *cell = true;
            }
        }
        assert_eq!(painted, matrix.dark);
        // Finder pattern: the top row starts with seven dark modules.
        assert_eq!(
            matrix.runs()[0],
            Run {
                row: 0,
                column: 0,
                length: 7
            }
        );
    }

    #[test]
    fn oversized_data_is_an_error() {
        assert!(QrMatrix::encode(&"x".repeat(5000)).is_err());
    }
}
