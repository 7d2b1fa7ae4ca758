//! Font metrics and text fitting.
//!
//! [`Face`] wraps one embedded TrueType face (printpdf's `ParsedFont`) with
//! what layout needs: advance widths, ascent, line height, and which
//! characters it lacks. [`Faces`] holds the regular and bold faces, parsed once
//! per process. [`Face::subset`] cuts a face down to the characters a
//! document draws, which is what goes into the PDF. [`fit`] wraps a text into a box, shrinking the size step by
//! step down to a minimum, and cuts it off with an ellipsis only as a last
//! resort, returning a [`Fitted`] block of lines that says whether it did.

use std::collections::BTreeSet;
use std::sync::{Arc, OnceLock};

use printpdf::ParsedFont;

use super::builtin;

/// Points per millimetre.
pub const PT_PER_MM: f64 = 72.0 / 25.4;
/// Size step when shrinking text to fit, in points.
const SHRINK_STEP: f64 = 0.5;

/// One face with its metrics.
#[derive(Clone, Debug)]
pub struct Face {
    /// The whole parsed font: metrics for layout, and the source of subsets.
    pub parsed: ParsedFont,
    /// Which face this is (for messages).
    name: &'static str,
    units_per_em: f64,
    /// Ascent in em.
    pub ascent: f64,
    /// Line height in em.
    pub line_height: f64,
}

/// The embedded regular and bold faces.
#[derive(Clone, Debug)]
pub struct Faces {
    /// DejaVu Sans Condensed.
    pub regular: Face,
    /// DejaVu Sans Condensed Bold.
    pub bold: Face,
}

/// Why the embedded font could not be used.
#[derive(Clone, Debug, thiserror::Error)]
#[error("the embedded {face} font cannot be used: {reason}")]
pub struct FontError {
    /// Which face.
    pub face: &'static str,
    /// What went wrong.
    pub reason: String,
    /// The font library's error, when it gave one.
    #[source]
    pub source: Option<Arc<dyn std::error::Error + Send + Sync>>,
}

impl Faces {
    /// The embedded faces, parsed on first use.
    pub fn embedded() -> Result<&'static Faces, FontError> {
        static FACES: OnceLock<Result<Faces, FontError>> = OnceLock::new();
        FACES
            .get_or_init(|| {
                Ok(Faces {
                    regular: Face::parse(builtin::FONT_REGULAR, "regular")?,
                    bold: Face::parse(builtin::FONT_BOLD, "bold")?,
                })
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The regular or bold face.
    pub fn face(&self, bold: bool) -> &Face {
        if bold { &self.bold } else { &self.regular }
    }
}

impl Face {
    fn parse(bytes: &[u8], face: &'static str) -> Result<Face, FontError> {
        let mut warnings = Vec::new();
        let parsed = ParsedFont::from_bytes(bytes, 0, &mut warnings).ok_or_else(|| FontError {
            face,
            reason: "not a TrueType font".to_string(),
            source: None,
        })?;
        if let Some(warning) = warnings.first() {
            return Err(FontError {
                face,
                reason: warning.message.clone(),
                source: None,
            });
        }
        let units_per_em = f64::from(parsed.units_per_em.max(1));
        let ascent = f64::from(parsed.font_metrics.ascent) / units_per_em;
        let descent = f64::from(parsed.font_metrics.descent) / units_per_em;
        Ok(Face {
            parsed,
            name: face,
            units_per_em,
            ascent,
            line_height: (ascent - descent).max(1.0),
        })
    }

    /// This face cut down to the glyphs of `chars` (and `.notdef`), for
    /// embedding in a PDF: the whole face is about 680 KB, and writing and
    /// compressing it into every document cost more than drawing 1,000
    /// tags. The subset keeps the glyph outlines, advance widths and a
    /// Unicode cmap, so text is encoded and measured as with the whole face.
    pub fn subset(&self, chars: &BTreeSet<char>) -> Result<ParsedFont, FontError> {
        use allsorts::binary::read::ReadScope;
        use allsorts::font_data::FontData;
        use allsorts::subset::{CmapTarget, SubsetProfile, subset};

        let error = |source: Arc<dyn std::error::Error + Send + Sync>| FontError {
            face: self.name,
            reason: format!("cannot subset it: {source}"),
            source: Some(source),
        };
        // `.notdef` first, then each used glyph once (allsorts requires both).
        let used: BTreeSet<u16> = chars
            .iter()
            .filter_map(|c| self.parsed.lookup_glyph_index(u32::from(*c)))
            .filter(|glyph| *glyph != 0)
            .collect();
        let glyphs: Vec<u16> = std::iter::once(0).chain(used).collect();
        let font = ReadScope::new(&self.parsed.original_bytes)
            .read::<FontData<'_>>()
            .map_err(|e| error(Arc::new(e)))?;
        let provider = font
            .table_provider(self.parsed.font_index as usize)
            .map_err(|e| error(Arc::new(e)))?;
        let bytes = subset(&provider, &glyphs, &SubsetProfile::Pdf, CmapTarget::Unicode)
            .map_err(|e| error(Arc::new(e)))?;
        Face::parse(&bytes, self.name).map(|face| face.parsed)
    }

    /// The width of `text` at `size` points, in points.
    pub fn width(&self, text: &str, size: f64) -> f64 {
        let units: f64 = text
            .chars()
            .map(|c| {
                self.parsed
                    .lookup_glyph_index(u32::from(c))
                    .and_then(|gid| self.parsed.get_glyph_width(gid))
                    .map_or(0.0, f64::from)
            })
            .sum();
        units / self.units_per_em * size
    }

    /// The first character of `text` this face cannot draw.
    pub fn missing(&self, text: &str) -> Option<char> {
        text.chars()
            .filter(|c| !c.is_whitespace())
            .find(|&c| self.parsed.lookup_glyph_index(u32::from(c)).is_none())
    }
}

/// Text fitted into a box.
#[derive(Clone, Debug, PartialEq)]
pub struct Fitted {
    /// The lines to draw, top to bottom.
    pub lines: Vec<String>,
    /// The font size chosen, in points.
    pub size: f64,
    /// The height of the block, in mm.
    pub height_mm: f64,
    /// Text was cut off (it did not fit even at the smallest size).
    pub cut: bool,
}

/// How to fit a text.
#[derive(Clone, Copy, Debug)]
pub struct FitRequest {
    /// The width of the box, in mm.
    pub width_mm: f64,
    /// `None` lets the block grow (a continuous roll).
    pub height_mm: Option<f64>,
    /// The font size to start from, in points.
    pub size: f64,
    /// The smallest size the text may shrink to, in points.
    pub min_size: f64,
    /// Whether the text may wrap onto more lines.
    pub wrap: bool,
}

/// Fits `text` into the box: wraps, then shrinks, then cuts.
pub fn fit(face: &Face, text: &str, request: FitRequest) -> Fitted {
    let width_pt = request.width_mm * PT_PER_MM;
    let block = |lines: usize, size: f64| lines as f64 * face.line_height * size / PT_PER_MM;
    let mut size = request.size;
    loop {
        let lines = layout_lines(face, text, size, width_pt, request.wrap);
        let wide = lines
            .iter()
            .any(|line| face.width(line, size) > width_pt + 0.01);
        let height_mm = block(lines.len(), size);
        let tall = request.height_mm.is_some_and(|h| height_mm > h + 0.01);
        if !wide && !tall {
            return Fitted {
                lines,
                size,
                height_mm,
                cut: false,
            };
        }
        if size - SHRINK_STEP < request.min_size - 1e-9 {
            return cut_to_fit(face, lines, size, width_pt, request.height_mm, block);
        }
        size -= SHRINK_STEP;
    }
}

fn cut_to_fit(
    face: &Face,
    mut lines: Vec<String>,
    size: f64,
    width_pt: f64,
    height_mm: Option<f64>,
    block: impl Fn(usize, f64) -> f64,
) -> Fitted {
    let room = height_mm.map_or(lines.len(), |h| {
        let mut n = lines.len();
        while n > 1 && block(n, size) > h + 0.01 {
            n -= 1;
        }
        n
    });
    let cut_lines = room < lines.len();
    lines.truncate(room);
    let mut cut = cut_lines;
    for (index, line) in lines.iter_mut().enumerate() {
        let last = index + 1 == room;
        if face.width(line, size) > width_pt + 0.01 || (last && cut_lines) {
            *line = ellipsize(face, line, size, width_pt);
            cut = true;
        }
    }
    Fitted {
        height_mm: block(lines.len(), size),
        lines,
        size,
        cut,
    }
}

/// Shortens a line so that it and a trailing "…" fit the width.
fn ellipsize(face: &Face, line: &str, size: f64, width_pt: f64) -> String {
    let mut kept: String = line.trim_end().to_string();
    loop {
        let candidate = format!("{kept}…");
        if face.width(&candidate, size) <= width_pt || kept.is_empty() {
            return candidate;
        }
        kept.pop();
        kept = kept.trim_end().to_string();
    }
}

/// Splits text into lines: at newlines, and (when wrapping) between words,
/// breaking a word that is wider than the line on its own.
fn layout_lines(face: &Face, text: &str, size: f64, width_pt: f64, wrap: bool) -> Vec<String> {
    if !wrap {
        return vec![text.split_whitespace().collect::<Vec<_>>().join(" ")];
    }
    let space = face.width(" ", size);
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        let mut line_width = 0.0;
        for word in paragraph.split_whitespace() {
            let word_width = face.width(word, size);
            if !line.is_empty() && line_width + space + word_width <= width_pt {
                line.push(' ');
                line.push_str(word);
                line_width += space + word_width;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if word_width <= width_pt {
                line.push_str(word);
                line_width = word_width;
            } else {
                // Break an over-long word (a long id or URL) by characters.
                for c in word.chars() {
                    let c_width = face.width(c.encode_utf8(&mut [0; 4]), size);
                    if !line.is_empty() && face.width(&line, size) + c_width > width_pt {
                        lines.push(std::mem::take(&mut line));
                    }
                    line.push(c);
                }
                line_width = face.width(&line, size);
            }
        }
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn faces() -> &'static Faces {
        Faces::embedded().unwrap()
    }

    #[test]
    fn the_font_covers_latin_script_languages() {
        let face = &faces().regular;
        for text in [
            "õ ä ö ü š ž Õ Ä Ö Ü Š Ž",
            "á é í ó ú Á É Í Ó Ú",
            "ß ł ø å æ œ ą ę ć ń ś ź ż č ř ů ğ ş ı",
        ] {
            assert_eq!(face.missing(text), None, "{text}");
            assert_eq!(faces().bold.missing(text), None, "{text}");
        }
        assert_eq!(face.missing("ok 日本"), Some('日'));
    }

    #[test]
    fn a_subset_draws_its_characters_with_the_same_widths() {
        let face = &faces().bold;
        let text = "Õie Põldsaar · Séamus Ó Briain …";
        let subset = face.subset(&text.chars().collect()).unwrap();
        assert!(
            subset.original_bytes.len() * 10 < face.parsed.original_bytes.len(),
            "{} bytes",
            subset.original_bytes.len()
        );
        for c in text.chars() {
            let whole = face.parsed.lookup_glyph_index(u32::from(c)).unwrap();
            let cut = subset.lookup_glyph_index(u32::from(c)).unwrap();
            assert_ne!(cut, 0, "{c:?}");
            assert_eq!(
                subset.get_glyph_width(cut),
                face.parsed.get_glyph_width(whole),
                "{c:?}"
            );
        }
        assert_eq!(subset.lookup_glyph_index(u32::from('Z')), None);
    }

    #[test]
    fn widths_scale_with_size() {
        let face = &faces().regular;
        let w10 = face.width("Mõõk", 10.0);
        assert!(w10 > 10.0 && w10 < 40.0, "{w10}");
        assert!((face.width("Mõõk", 20.0) - 2.0 * w10).abs() < 1e-9);
    }

    #[test]
    fn text_wraps_then_shrinks_then_cuts() {
        let face = &faces().regular;
        let request = FitRequest {
            width_mm: 30.0,
            height_mm: Some(20.0),
            size: 10.0,
            min_size: 6.0,
            wrap: true,
        };
        let short = fit(face, "Short text", request);
        assert_eq!(short.lines, ["Short text"]);
        assert_eq!(short.size, 10.0);
        assert!(!short.cut);

        let text =
            "Once per event the bearer may call Mass Fear 10s against creatures of the night.";
        let wrapped = fit(face, text, request);
        assert!(wrapped.lines.len() > 1);
        assert!(!wrapped.cut);
        assert!(wrapped.height_mm <= 20.0 + 1e-6);
        for line in &wrapped.lines {
            assert!(
                face.width(line, wrapped.size) <= 30.0 * PT_PER_MM + 0.01,
                "{line}"
            );
        }
        assert_eq!(wrapped.lines.join(" "), text);

        let long = text.repeat(6);
        let cut = fit(face, &long, request);
        assert!(cut.cut);
        assert_eq!(cut.size, 6.0);
        assert!(cut.lines.last().unwrap().ends_with('…'));
        assert!(cut.height_mm <= 20.0 + 1e-6);

        let grown = fit(
            face,
            &long,
            FitRequest {
                height_mm: None,
                ..request
            },
        );
        assert!(!grown.cut);
        assert_eq!(grown.size, 10.0);
        assert!(grown.height_mm > 20.0);
    }

    #[test]
    fn single_lines_shrink_and_long_words_break() {
        let face = &faces().regular;
        let one_line = fit(
            face,
            "A rather long single line of text",
            FitRequest {
                width_mm: 20.0,
                height_mm: Some(5.0),
                size: 12.0,
                min_size: 4.0,
                wrap: false,
            },
        );
        assert_eq!(one_line.lines.len(), 1);
        assert!(one_line.size < 12.0);
        let word = fit(
            face,
            "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ",
            FitRequest {
                width_mm: 15.0,
                height_mm: None,
                size: 10.0,
                min_size: 10.0,
                wrap: true,
            },
        );
        assert!(word.lines.len() > 1);
        assert_eq!(word.lines.concat(), "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ");
    }
}
