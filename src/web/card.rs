//! The referee card: one A6 page with the login URL as a QR code, so a
//! referee's phone camera opens the page and logs in with one scan.
//!
//! Drawn with the tags module's pieces: its QR encoder and vector drawing
//! (`tags::qr`, `tags::layout::qr_ops`) and its embedded
//! font with shrink-to-fit (`tags::font`). The card carries the
//! referee token (inside the URL): keep it like a key.

use printpdf::{Mm, Op, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Pt, TextItem};

use armoury_l10n::{L10n, numbers};
use armoury_tags::font::{Faces, FitRequest, FontError, PT_PER_MM, fit};
use armoury_tags::layout::{Frame, qr_ops};
use armoury_tags::qr::{QrError, QrMatrix};
use armoury_tags::warnings::first_problem;

/// Why the card could not be made.
#[derive(Debug, thiserror::Error)]
pub enum CardError {
    /// The embedded font could not be read.
    #[error(transparent)]
    Font(#[from] FontError),
    /// The login URL does not fit a QR code.
    #[error(transparent)]
    Qr(#[from] QrError),
    /// The font cannot draw a character of the event's name.
    #[error("the card's font has no {ch:?} in {text:?}")]
    MissingGlyph {
        /// The character the font lacks.
        ch: char,
        /// The line it is in.
        text: String,
    },
    /// printpdf reported a problem writing the page.
    #[error("{0}")]
    Pdf(String),
}

/// A6 portrait, in mm.
const WIDTH: f64 = 105.0;
const HEIGHT: f64 = 148.0;
const MARGIN: f64 = 8.0;
const QR_SIZE: f64 = 80.0;

/// One line of text on the card: top (mm), size and smallest size (pt), bold.
struct Line<'a> {
    text: &'a str,
    top: f64,
    size: f64,
    min_size: f64,
    bold: bool,
    /// Onto more lines (else one line, shrunk to fit).
    wrap: bool,
}

/// The card as a PDF in `l`'s language (the event's): the event's name,
/// the QR code of `url`, the URL in print, until when it lets referees in
/// (`YYYY-MM-DD`), and, when the page is served over TLS with a self-made
/// certificate, that certificate's SHA-256 fingerprint, for a referee to
/// compare with what the phone shows.
pub fn referee_card(
    l: L10n,
    event: &str,
    url: &str,
    valid_until: &str,
    fingerprint: Option<&str>,
) -> Result<Vec<u8>, CardError> {
    let faces = Faces::embedded()?;
    let matrix = QrMatrix::encode(url)?;
    let mut doc = PdfDocument::new(&l.text("card-title"));
    let fonts = (
        doc.add_font(&faces.regular.parsed),
        doc.add_font(&faces.bold.parsed),
    );
    let frame = Frame {
        left: 0.0,
        top: 0.0,
        page_height: HEIGHT,
    };
    let qr_top = 34.0;
    let below = qr_top + QR_SIZE + 4.0;
    let until = numbers::iso_date(l.lang(), valid_until);
    let valid = l.format("card-valid-until", &[("date", until.into())]);
    let (heading, scan, keep) = (
        l.text("card-heading"),
        l.text("card-scan"),
        l.text("card-keep"),
    );
    let lines = [
        Line {
            text: &heading,
            top: MARGIN,
            size: 11.0,
            min_size: 11.0,
            bold: true,
            wrap: false,
        },
        Line {
            text: event,
            top: MARGIN + 7.0,
            size: 18.0,
            min_size: 8.0,
            bold: true,
            wrap: false,
        },
        Line {
            text: &scan,
            top: MARGIN + 17.0,
            size: 10.0,
            min_size: 6.0,
            bold: false,
            wrap: false,
        },
        Line {
            text: url,
            top: below,
            size: 9.0,
            min_size: 4.0,
            bold: false,
            wrap: false,
        },
        Line {
            text: &valid,
            top: below + 6.0,
            size: 10.0,
            min_size: 7.0,
            bold: true,
            wrap: false,
        },
        Line {
            text: &keep,
            top: below + 12.0,
            size: 7.5,
            min_size: 6.0,
            bold: false,
            wrap: true,
        },
    ];
    // In two halves, as browsers show it, so it wraps between them.
    let certificate = fingerprint.map(|f| {
        let pairs: Vec<&str> = f.split(':').collect();
        let (first, second) = pairs.split_at(pairs.len() / 2);
        let halves = format!("{} {}", first.join(":"), second.join(":"));
        l.format("card-certificate", &[("fingerprint", halves.into())])
    });
    let certificate_line = certificate.as_deref().map(|text| Line {
        text,
        top: below + 22.0,
        size: 6.5,
        min_size: 5.0,
        bold: false,
        wrap: true,
    });
    let mut ops = Vec::new();
    for line in lines.iter().chain(certificate_line.as_ref()) {
        let face = faces.face(line.bold);
        if let Some(ch) = face.missing(line.text) {
            return Err(CardError::MissingGlyph {
                ch,
                text: line.text.to_string(),
            });
        }
        let fitted = fit(
            face,
            line.text,
            FitRequest {
                width_mm: WIDTH - 2.0 * MARGIN,
                height_mm: None,
                size: line.size,
                min_size: line.min_size,
                wrap: line.wrap,
            },
        );
        let font = if line.bold { &fonts.1 } else { &fonts.0 };
        let line_mm = face.line_height * fitted.size / PT_PER_MM;
        for (index, text) in fitted.lines.iter().enumerate() {
            let width_mm = face.width(text, fitted.size) / PT_PER_MM;
            let baseline =
                line.top + face.ascent * fitted.size / PT_PER_MM + index as f64 * line_mm;
            ops.extend([
                Op::StartTextSection,
                Op::SetFont {
                    font: PdfFontHandle::External(font.clone()),
                    size: Pt(fitted.size as f32),
                },
                Op::SetTextCursor {
                    pos: frame.point((WIDTH - width_mm) / 2.0, baseline),
                },
                Op::ShowText {
                    items: vec![TextItem::Text(text.clone())],
                },
                Op::EndTextSection,
            ]);
        }
    }
    qr_ops(
        &frame,
        ((WIDTH - QR_SIZE) / 2.0, qr_top),
        QR_SIZE,
        &matrix,
        &mut ops,
    );
    let page = PdfPage::new(Mm(WIDTH as f32), Mm(HEIGHT as f32), ops);
    let mut warnings = Vec::new();
    let bytes = doc
        .with_pages(vec![page])
        .save(&PdfSaveOptions::default(), &mut warnings);
    match first_problem(&warnings) {
        Some(problem) => Err(CardError::Pdf(problem)),
        None => Ok(bytes),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The card read back by printpdf.
    fn parsed(pdf: &[u8]) -> PdfDocument {
        let mut warnings = Vec::new();
        PdfDocument::parse(pdf, &printpdf::PdfParseOptions::default(), &mut warnings).unwrap()
    }

    #[test]
    fn the_card_is_a_pdf_with_the_url_in_print() {
        let url = "http://192.0.2.7:8080/login/00112233445566778899aabbccddeeff00112233";
        let pdf = referee_card(
            L10n::default(),
            "Ancalagon Õhtu 2026",
            url,
            "2026-07-14",
            None,
        )
        .unwrap();
        assert!(pdf.starts_with(b"%PDF"));
        let parsed = parsed(&pdf);
        assert_eq!(parsed.pages.len(), 1);
    }

    #[test]
    fn a_self_made_certificate_s_fingerprint_is_on_the_card() {
        let fingerprint = ["AB"; 32].join(":");
        let url = "https://192.0.2.7:8443/login/00112233445566778899aabbccddeeff00112233";
        let english = L10n::default();
        let pdf =
            referee_card(english, "Ancalagon", url, "2026-07-14", Some(&fingerprint)).unwrap();
        let parsed = parsed(&pdf);
        let text = parsed.extract_text().concat().join(" ");
        assert!(text.contains("SHA-256"), "{text}");
        assert!(text.contains(&fingerprint[..47]), "{text}");
        assert!(text.contains(&fingerprint[48..]), "{text}");
    }

    #[test]
    fn an_estonian_events_card_is_in_estonian() {
        let url = "http://192.0.2.7:8080/login/00112233445566778899aabbccddeeff00112233";
        let estonian = L10n::new(armoury_l10n::Lang::Et);
        let pdf = referee_card(estonian, "Kevadlaager Šõäöüž", url, "2026-05-24", None).unwrap();
        let text = parsed(&pdf).extract_text().concat().join(" ");
        for expected in [
            "KOHTUNIKUKAART",
            "Kevadlaager Šõäöüž",
            "Kehtib kuni 24.05.2026",
        ] {
            assert!(text.contains(expected), "{expected}: {text}");
        }
    }
}
