//! Reading PDFs back in tests, with no system tools: the text of each page
//! (printpdf's parser) and each page rasterised in pure Rust (hayro) so the
//! QR codes on it can be decoded (rqrr).

use hayro::hayro_interpret::InterpreterSettings;
use hayro::hayro_syntax::Pdf;
use hayro::vello_cpu::color::palette::css::WHITE;
use hayro::{PixmapSettings, RenderCache, RenderSettings};
use image::GrayImage;

/// The resolution pages are rasterised at.
pub const DPI: f64 = 200.0;

/// Every page of `pdf` as a grey image at [`DPI`].
pub fn pages(pdf: &[u8]) -> Vec<GrayImage> {
    pages_at(pdf, DPI)
}

/// Every page of `pdf` as a grey image at `dpi`.
pub fn pages_at(pdf: &[u8], dpi: f64) -> Vec<GrayImage> {
    let pdf = Pdf::new(pdf.to_vec()).expect("a PDF hayro can read");
    let cache = RenderCache::new();
    // PDF user space is 72 units to the inch.
    let scale = (dpi / 72.0) as f32;
    let pixmap_settings = PixmapSettings {
        x_scale: scale,
        y_scale: scale,
        bg_color: WHITE,
    };
    pdf.pages()
        .iter()
        .map(|page| {
            let pixmap = hayro::render(
                page,
                &cache,
                &InterpreterSettings::default(),
                &RenderSettings::default(),
                &pixmap_settings,
            );
            let (width, height) = (u32::from(pixmap.width()), u32::from(pixmap.height()));
            let luma = pixmap
                .data_as_u8_slice()
                .chunks_exact(4)
                .map(|px| {
                    let [r, g, b] = [px[0], px[1], px[2]].map(u32::from);
                    ((r * 299 + g * 587 + b * 114) / 1000) as u8
                })
                .collect();
            GrayImage::from_raw(width, height, luma).expect("a whole pixmap")
        })
        .collect()
}

/// The QR codes found on an image, in the order the detector finds them;
/// panics on a code that is found but does not decode.
pub fn qr_codes(image: GrayImage) -> Vec<String> {
    rqrr::PreparedImage::prepare(image)
        .detect_grids()
        .iter()
        .map(|grid| grid.decode().expect("a QR code that does not decode").1)
        .collect()
}

/// Decodes the QR codes of the first page of a PDF.
pub fn first_page_codes(pdf: &std::path::Path) -> Vec<String> {
    let pdf = std::fs::read(pdf).unwrap();
    // rqrr's detector, on a whole page, can miss a code (it did once in CI,
    // and not in 70 runs here: each event signs with a new key, so each
    // code differs); a second resolution is tried before giving up. A code
    // that is found but does not decode still fails.
    for dpi in [DPI, 300.0] {
        let codes = qr_codes(pages_at(&pdf, dpi).swap_remove(0));
        if !codes.is_empty() {
            return codes;
        }
    }
    Vec::new()
}

/// The text of every page, as printpdf reads it back; fails on any parse
/// warning or error.
pub fn text(pdf: &[u8]) -> Vec<String> {
    use printpdf::{PdfDocument, PdfParseErrorSeverity, PdfParseOptions};
    let mut warnings = Vec::new();
    let doc = PdfDocument::parse(pdf, &PdfParseOptions::default(), &mut warnings).unwrap();
    // printpdf's reader does not decode 1-bit images (a sheet's QR codes)
    // and says so; it keeps them as they are, and poppler, hayro and
    // printers draw them.
    let problems: Vec<_> = warnings
        .iter()
        .filter(|w| w.severity != PdfParseErrorSeverity::Info)
        .filter(|w| !w.msg.starts_with("could not decode image XObject"))
        .collect();
    assert!(problems.is_empty(), "printpdf warnings: {problems:?}");
    doc.extract_text()
        .into_iter()
        .map(|chunks| chunks.join("\n"))
        .collect()
}
