//! printpdf's warnings as refusals: a PDF (or an image loaded for one) that
//! printpdf had to guess about is not printed. [`problems`] keeps the
//! messages of severity warning or error, [`first_problem`] the first.
//!
//! Used by [`super::template`] (loading a template's images) and
//! [`super::render()`] (saving the PDF), and by the referees' page (its
//! card PDF).

use printpdf::{PdfParseErrorSeverity, PdfWarnMsg};

/// The first printpdf message of severity warning or error, if any.
pub fn first_problem(warnings: &[PdfWarnMsg]) -> Option<String> {
    problems(warnings).into_iter().next()
}

/// Every printpdf message of severity warning or error, with its page and
/// operation.
pub fn problems(warnings: &[PdfWarnMsg]) -> Vec<String> {
    warnings
        .iter()
        .filter(|w| w.severity != PdfParseErrorSeverity::Info)
        .map(|w| format!("page {} op {}: {}", w.page, w.op_id, w.msg))
        .collect()
}
