//! Rendering a batch of content through a template into one PDF.
//!
//! [`render`] lays out every item (`layout::lay_out`, large batches
//! on several threads), fixes the label
//! length (a continuous roll takes the longest item's content length, within
//! the template's limits, so the whole batch shares one page size), places the
//! labels on pages (a sheet grid row by row, or one label per page), embeds
//! the two faces cut down to the characters drawn, and saves the document. Any printpdf warning (severity warning or error) while
//! loading images or saving is a [`RenderError`]: a PDF that printpdf had to
//! guess about is not printed. The result is a [`Rendered`] PDF with its page
//! size and notes for the user (text cut to fit).

use std::collections::{BTreeSet, HashMap};

use printpdf::{Mm, Op, PdfDocument, PdfPage, PdfSaveOptions, PdfWarnMsg};

use super::content::Content;
use super::font::{Faces, FontError};
use super::layout::{Frame, LaidOut, LayoutError, Resources, lay_out, outline_ops};
use super::signer::Signer;
use super::template::{Height, Shape, Template};
use super::warnings::problems;
use armoury_rules::units::Millimetres;

/// A rendered PDF.
#[derive(Clone, Debug)]
pub struct Rendered {
    /// The PDF file's bytes.
    pub pdf: Vec<u8>,
    /// Number of pages.
    pub pages: usize,
    /// Page width and height (every page has the same size).
    pub page_size: (Millimetres, Millimetres),
    /// Things to tell the user (text cut to fit, roll longer than allowed).
    pub notes: Vec<String>,
}

/// Writes the document with its black-and-white images packed to a bit a
/// pixel ([`one_bit`]) and its other streams deflated at level 3, on every
/// core.
///
/// printpdf's own save deflates at the best level, which took most of the
/// time of a 1,000-tag sheet (each page's QR codes are about 95 KB of drawing
/// operators) for files only about 7% smaller; level 3 takes half the time
/// of zlib's default (6) for files about a fifth larger (docs/performance.md).
pub(crate) fn save(doc: &PdfDocument, warnings: &mut Vec<PdfWarnMsg>) -> Vec<u8> {
    let options = PdfSaveOptions {
        optimize: false,
        // Images go in as they are (deflated below): printpdf's image
        // optimisation may save a picture as JPEG, which would blur a QR
        // code's modules.
        image_optimization: None,
        ..PdfSaveOptions::default()
    };
    let mut document = doc.to_lopdf_document(&options, warnings);
    let mut streams: Vec<&mut lopdf::Stream> = document
        .objects
        .values_mut()
        .filter_map(|object| match object {
            lopdf::Object::Stream(stream) => Some(stream),
            _ => None,
        })
        .collect();
    // The streams are independent: packed or deflated on every core.
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let share = streams.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        for part in streams.chunks_mut(share) {
            scope.spawn(move || {
                for stream in part.iter_mut() {
                    if !one_bit(stream) {
                        deflate(stream);
                    }
                }
            });
        }
    });
    let mut pdf = Vec::new();
    if let Err(error) = document.save_to(&mut pdf) {
        warnings.push(PdfWarnMsg::error(0, 0, format!("saving the PDF: {error}")));
    }
    pdf
}

/// Packs an 8-bit grey image whose pixels are all black or white (a QR
/// code's modules) to a bit a pixel: an eighth of the bytes, small enough
/// to go in as they are (deflating a thousand small images was a sixth of
/// a tag sheet's time). Whether it did.
fn one_bit(stream: &mut lopdf::Stream) -> bool {
    let dict = &stream.dict;
    let name = |key: &[u8]| dict.get(key).and_then(lopdf::Object::as_name).ok();
    let number = |key: &[u8]| {
        dict.get(key)
            .and_then(lopdf::Object::as_i64)
            .ok()
            .and_then(|n| usize::try_from(n).ok())
    };
    let (Some(width), Some(height)) = (number(b"Width"), number(b"Height")) else {
        return false;
    };
    let grey_bytes = name(b"Subtype") == Some(b"Image".as_slice())
        && name(b"ColorSpace") == Some(b"DeviceGray".as_slice())
        && number(b"BitsPerComponent") == Some(8)
        && dict.get(b"Filter").is_err()
        && width > 0
        && stream.content.len() == width.saturating_mul(height);
    if !grey_bytes || stream.content.iter().any(|p| *p != 0 && *p != 255) {
        return false;
    }
    // Each row starts a new byte; a set bit is white, as in DeviceGray.
    let mut packed = Vec::with_capacity(width.div_ceil(8) * height);
    for row in stream.content.chunks(width) {
        for eight in row.chunks(8) {
            let byte = eight.iter().enumerate().fold(0u8, |byte, (at, p)| {
                byte | (u8::from(*p == 255) << (7 - at))
            });
            packed.push(byte);
        }
    }
    stream.dict.set("BitsPerComponent", 1);
    stream.set_content(packed);
    true
}

/// Deflates one stream that has no filter yet and may be compressed (an
/// image always may: printpdf leaves its images' pixels raw once not
/// optimised), when that makes it smaller.
fn deflate(stream: &mut lopdf::Stream) {
    use std::io::Write;
    let image = stream
        .dict
        .get(b"Subtype")
        .and_then(lopdf::Object::as_name)
        .is_ok_and(|subtype| subtype == b"Image");
    if !(stream.allows_compression || image) || stream.dict.get(b"Filter").is_ok() {
        return;
    }
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::new(3));
    let Ok(compressed) = encoder
        .write_all(&stream.content)
        .and_then(|()| encoder.finish())
    else {
        return; // left uncompressed: still a valid stream
    };
    if compressed.len() < stream.content.len() {
        stream.dict.set("Filter", "FlateDecode");
        stream.set_content(compressed);
    }
}

/// Why a batch could not be rendered.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The template lays out another kind of content.
    #[error("template {template} lays out a {expected}, not a {given}")]
    WrongKind {
        /// The template's name.
        template: String,
        /// The kind of content it lays out.
        expected: String,
        /// The kind of content given.
        given: String,
    },
    /// Nothing to render.
    #[error("nothing to render")]
    Empty,
    /// One item could not be laid out.
    #[error("item {}: {error}", .index + 1)]
    Item {
        /// The item's 0-based index in the batch.
        index: usize,
        /// Why it could not be laid out.
        #[source]
        error: LayoutError,
    },
    /// The embedded font is unusable.
    #[error("{0}")]
    Font(#[from] FontError),
    /// printpdf warned while writing the PDF.
    #[error("printpdf warned while writing the PDF: {}", .warnings.join("; "))]
    Pdf {
        /// printpdf's warnings, in words.
        warnings: Vec<String>,
    },
    /// A layout thread stopped unexpectedly.
    #[error("a layout thread stopped unexpectedly")]
    Worker,
}

/// Lays out every item, spreading large batches over the machine's cores
/// (each label is independent: text fitting and QR encoding dominate).
fn lay_out_all<C: Content + Sync>(
    template: &Template,
    items: &[C],
    signer: &Signer,
    faces: &Faces,
) -> Result<Vec<LaidOut>, RenderError> {
    const PER_THREAD_MIN: usize = 64;
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(items.len().div_ceil(PER_THREAD_MIN))
        .max(1);
    let chunk = items.len().div_ceil(threads).max(1);
    let one = |offset: usize, part: &[C]| -> Result<Vec<LaidOut>, RenderError> {
        part.iter()
            .enumerate()
            .map(|(i, item)| {
                lay_out(template, item, signer, faces).map_err(|error| RenderError::Item {
                    index: offset + i,
                    error,
                })
            })
            .collect()
    };
    if threads == 1 {
        return one(0, items);
    }
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(chunk)
            .enumerate()
            .map(|(n, part)| scope.spawn(move || one(n * chunk, part)))
            .collect();
        let mut laid = Vec::with_capacity(items.len());
        for handle in handles {
            match handle.join() {
                Ok(part) => laid.extend(part?),
                Err(_) => return Err(RenderError::Worker),
            }
        }
        Ok(laid)
    })
}

/// Renders `items` through `template`, signing QR codes with `signer`.
pub fn render<C: Content + Sync>(
    template: &Template,
    items: &[C],
    signer: &Signer,
) -> Result<Rendered, RenderError> {
    if template.kind != C::KIND {
        return Err(RenderError::WrongKind {
            template: template.name.clone(),
            expected: template.kind.to_string(),
            given: C::KIND.to_string(),
        });
    }
    if items.is_empty() {
        return Err(RenderError::Empty);
    }
    let faces = Faces::embedded()?;
    let laid = lay_out_all(template, items, signer, faces)?;

    let mut notes: Vec<String> = Vec::new();
    for (index, label) in laid.iter().enumerate() {
        for note in &label.notes {
            notes.push(format!("item {}: {note}", index + 1));
        }
    }
    let label_height = match template.label.height {
        Height::Fixed(h) => h.0,
        Height::Continuous { min, max } => {
            let wanted =
                laid.iter().map(|l| l.bottom).fold(0.0, f64::max) + template.label.margin.0;
            if wanted > max.0 {
                notes.push(format!(
                    "the content needs {wanted:.1} mm of roll but the template allows at most {} mm; the rest is cut off",
                    max.0
                ));
            }
            // Whole millimetres: printers and spoolers take sizes in mm.
            wanted.ceil().clamp(min.0, max.0)
        }
    };
    let (page_w, page_h) = template.page_size(Millimetres(label_height));

    // Each face goes in cut down to the characters the batch draws.
    let (mut regular, mut bold) = (BTreeSet::new(), BTreeSet::new());
    for label in &laid {
        label.chars_into(&mut regular, &mut bold);
    }
    let regular = faces.regular.subset(&regular)?;
    let bold = faces.bold.subset(&bold)?;
    let mut doc = PdfDocument::new(&format!("Armoury {}", template.name));
    let resources = Resources {
        regular: doc.add_font(&regular),
        bold: doc.add_font(&bold),
        images: template
            .fields
            .iter()
            .enumerate()
            .filter_map(|(index, field)| match &field.shape {
                Shape::Image(image) => Some((
                    index,
                    (
                        doc.add_image(&image.image),
                        image.image.width,
                        image.image.height,
                    ),
                )),
                _ => None,
            })
            .collect::<HashMap<_, _>>(),
    };

    let per_page = template
        .sheet
        .as_ref()
        .map_or(1, |sheet| sheet.per_page().max(1));
    let mut pages = Vec::with_capacity(laid.len().div_ceil(per_page));
    for chunk in laid.chunks(per_page) {
        let mut ops: Vec<Op> = Vec::new();
        for (slot, label) in chunk.iter().enumerate() {
            let (left, top) = match &template.sheet {
                Some(sheet) => {
                    let column = slot % sheet.columns as usize;
                    let row = slot / sheet.columns as usize;
                    (
                        sheet.left.0 + column as f64 * sheet.column_pitch.0,
                        sheet.top.0 + row as f64 * sheet.row_pitch.0,
                    )
                }
                None => (0.0, 0.0),
            };
            let frame = Frame {
                left,
                top,
                page_height: page_h.0,
            };
            if template.outline {
                outline_ops(&frame, template.label.width.0, label_height, &mut ops);
            }
            label.ops(&frame, faces, &resources, &mut doc, &mut ops);
        }
        pages.push(PdfPage::new(Mm(page_w.0 as f32), Mm(page_h.0 as f32), ops));
    }
    let page_count = pages.len();
    let mut warnings = Vec::new();
    let pdf = save(doc.with_pages(pages), &mut warnings);
    let problems = problems(&warnings);
    if !problems.is_empty() {
        return Err(RenderError::Pdf { warnings: problems });
    }
    Ok(Rendered {
        pdf,
        pages: page_count,
        page_size: (page_w, page_h),
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grey(width: i64, height: i64, pixels: Vec<u8>) -> lopdf::Stream {
        let dict = lopdf::Dictionary::from_iter(vec![
            ("Subtype", lopdf::Object::Name(b"Image".to_vec())),
            ("ColorSpace", lopdf::Object::Name(b"DeviceGray".to_vec())),
            ("BitsPerComponent", lopdf::Object::Integer(8)),
            ("Width", lopdf::Object::Integer(width)),
            ("Height", lopdf::Object::Integer(height)),
        ]);
        lopdf::Stream::new(dict, pixels)
    }

    #[test]
    fn a_black_and_white_image_is_packed_a_row_at_a_time() {
        // 9 pixels a row: two bytes each, the second holding one pixel.
        let row = [0, 255, 255, 0, 0, 0, 0, 0, 255];
        let mut stream = grey(9, 2, [row, row.map(|p| 255 - p)].concat());
        assert!(one_bit(&mut stream));
        assert_eq!(
            stream.content,
            [0b0110_0000, 0b1000_0000, 0b1001_1111, 0b0000_0000]
        );
        assert_eq!(
            stream
                .dict
                .get(b"BitsPerComponent")
                .unwrap()
                .as_i64()
                .unwrap(),
            1
        );
    }

    #[test]
    fn other_images_are_left_alone() {
        // A grey pixel; a size that does not match; an image filtered already.
        let mut shaded = grey(2, 1, vec![0, 128]);
        assert!(!one_bit(&mut shaded));
        assert_eq!(shaded.content, [0, 128]);
        let mut short = grey(2, 2, vec![0, 255, 0]);
        assert!(!one_bit(&mut short));
        let mut filtered = grey(2, 1, vec![0, 255]);
        filtered.dict.set("Filter", "FlateDecode");
        assert!(!one_bit(&mut filtered));
        let mut empty = grey(0, 0, Vec::new());
        assert!(!one_bit(&mut empty));
    }
}
