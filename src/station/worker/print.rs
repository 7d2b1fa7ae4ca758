//! Printing: an issued tag, or a rejected item's fail slip, becomes a PDF
//! in the tags folder and, when printing is switched on, goes to the system
//! spooler.
//!
//! Runs only on the worker thread. A [`Document`] names what is printed;
//! [`PrintSettings`] is what the Settings panel chose for it (template,
//! printer, whether to print, the folder, the spooler program); [`print()`]
//! renders any [`Content`] with `tags::{Template::resolve, render}`, writes
//! `<dir>/<document>.pdf` and sends it with `tags::spool::print`. The answer
//! is a [`Printed`] (what happened, in words for the status strip) or a
//! [`PrintError`]; the PDF is kept in every case where it could be written.
//! Both are worded in the station's language when shown (`message`,
//! `words`, from `station-work.ftl`).

use std::ffi::OsString;
use std::path::PathBuf;

use crate::said_errors;
use armoury_l10n::{Arg, L10n};
use armoury_tags::content::Content;
use armoury_tags::spool::{self, SpoolError};
use armoury_tags::{RenderError, Signer, Template, TemplateError, render};

/// The tag template used when Settings names none.
pub const DEFAULT_TEMPLATE: &str = "tag-62x29";
/// The fail slip template used when Settings names none.
pub const DEFAULT_FAIL_SLIP_TEMPLATE: &str = "fail-slip-62";

/// Something the station prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Document {
    /// The tag of an approved item, by serial.
    Tag(String),
    /// The fail slip of a rejected or referred inspection, by its id.
    FailSlip(i64),
}

impl Document {
    /// The document in English words (`tag T00001`, `fail slip #12`);
    /// [`Document::words`] says it in the station's language.
    pub fn describe(&self) -> String {
        match self {
            Document::Tag(serial) => format!("tag {serial}"),
            Document::FailSlip(id) => format!("fail slip #{id}"),
        }
    }

    /// The document in `l10n`'s words (`tag T00001`, `fail slip #12`).
    pub fn words(&self, l10n: L10n) -> String {
        self.worded(l10n, "wrk-tag", "wrk-fail-slip")
    }

    /// What the worker is doing while it makes the document
    /// (`making tag T00001`), in `l10n`'s words.
    pub fn making(&self, l10n: L10n) -> String {
        self.worded(l10n, "wrk-making-tag", "wrk-making-fail-slip")
    }

    /// The message `tag` (with `$serial`) or `fail_slip` (with `$id`).
    fn worded(&self, l10n: L10n, tag: &str, fail_slip: &str) -> String {
        match self {
            Document::Tag(serial) => l10n.format(tag, &[("serial", serial.into())]),
            Document::FailSlip(id) => l10n.format(fail_slip, &[("id", id.to_string().into())]),
        }
    }

    /// The PDF's file name: letters, digits and `-` only.
    fn file_name(&self) -> String {
        let stem = match self {
            Document::Tag(serial) => serial.clone(),
            Document::FailSlip(id) => format!("fail-slip-{id}"),
        };
        let safe: String = stem
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        format!("{safe}.pdf")
    }
}

/// How a document is printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintSettings {
    /// A shipped template name or a template file; empty for the document's default.
    pub template: String,
    /// The `lp -d` printer; `None` for the spooler's default.
    pub printer: Option<String>,
    /// Send the PDF to the spooler (otherwise only write it).
    pub spool: bool,
    /// Where the PDFs are kept.
    pub dir: PathBuf,
    /// The spooler's program (normally `lp`).
    pub program: OsString,
    /// The event's language (`et`): the template's texts in it.
    pub language: String,
}

impl PrintSettings {
    /// The default tags folder: `<data dir>/armoury/tags`, else a temporary folder.
    pub fn default_dir() -> PathBuf {
        dirs::data_dir()
            .unwrap_or_else(std::env::temp_dir)
            .join("armoury")
            .join("tags")
    }
}

/// What became of a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Printed {
    /// Written and accepted by the spooler (its reply).
    Spooled {
        document: Document,
        pdf: PathBuf,
        reply: String,
    },
    /// Written; printing is switched off.
    Written { document: Document, pdf: PathBuf },
    /// Written, but there is no spooler on this machine.
    NoSpooler { document: Document, pdf: PathBuf },
}

impl Printed {
    /// The line for the status strip, in `l10n`'s language.
    pub fn message(&self, l10n: L10n) -> String {
        let (id, document, shown): (&str, &Document, (&str, Arg<'_>)) = match self {
            Printed::Spooled {
                document, reply, ..
            } => ("wrk-printed", document, ("reply", reply.into())),
            Printed::Written { document, pdf } => (
                "wrk-pdf-written",
                document,
                ("path", pdf.display().to_string().into()),
            ),
            Printed::NoSpooler { document, pdf } => (
                "wrk-no-spooler",
                document,
                ("path", pdf.display().to_string().into()),
            ),
        };
        l10n.format(id, &[("document", document.words(l10n).into()), shown])
    }

    /// Whether it went as asked (printed, or written with printing off).
    pub fn is_ok(&self) -> bool {
        matches!(self, Printed::Spooled { .. } | Printed::Written { .. })
    }
}

/// Why a document could not be made or printed (in English words;
/// [`PrintError::words`] says it in the station's language).
#[derive(Debug, thiserror::Error)]
pub enum PrintError {
    /// The template could not be found or read.
    #[error("template: {0}")]
    Template(#[source] TemplateError),
    /// The document could not be laid out.
    #[error("cannot render {}: {error}", document.describe())]
    Render {
        document: Document,
        #[source]
        error: RenderError,
    },
    /// The PDF could not be written.
    #[error("cannot write {}: {error}", path.display())]
    Write {
        path: PathBuf,
        #[source]
        error: std::io::Error,
    },
    /// The spooler refused the document.
    #[error("{}: {error}", document.describe())]
    Spool {
        document: Document,
        #[source]
        error: Box<SpoolError>,
    },
}

impl PrintError {
    /// The error for the marshal, in `l10n`'s language (the tags crate's
    /// own reasons stay as it words them).
    pub fn words(&self, l10n: L10n) -> String {
        match self {
            PrintError::Template(error) => {
                l10n.format("wrk-template-error", &[("error", error.to_string().into())])
            }
            PrintError::Render { document, error } => l10n.format(
                "wrk-cannot-render",
                &[
                    ("document", document.words(l10n).into()),
                    ("error", error.to_string().into()),
                ],
            ),
            PrintError::Write { path, error } => l10n.format(
                "wrk-cannot-write",
                &[
                    ("path", path.display().to_string().into()),
                    ("error", said_errors::or_display(l10n, error).into()),
                ],
            ),
            PrintError::Spool { document, error } => {
                let error = said_errors::or_display(l10n, &**error);
                format!("{}: {error}", document.words(l10n))
            }
        }
    }
}

/// Renders `content` (what `document` holds) signed by `signer`, writes it
/// and prints it if asked.
pub fn print<C: Content + Sync>(
    document: Document,
    content: &C,
    signer: &Signer,
    settings: &PrintSettings,
) -> Result<Printed, PrintError> {
    let name = match (settings.template.trim(), &document) {
        ("", Document::Tag(_)) => DEFAULT_TEMPLATE,
        ("", Document::FailSlip(_)) => DEFAULT_FAIL_SLIP_TEMPLATE,
        (name, _) => name,
    };
    let template = Template::resolve(name)
        .map_err(PrintError::Template)?
        .in_language(&settings.language);
    let rendered = match render(&template, std::slice::from_ref(content), signer) {
        Ok(rendered) => rendered,
        Err(error) => return Err(PrintError::Render { document, error }),
    };
    let pdf = settings.dir.join(document.file_name());
    crate::private_file::create_dir_all(&settings.dir)
        .and_then(|()| crate::private_file::write(&pdf, &rendered.pdf))
        .map_err(|error| PrintError::Write {
            path: pdf.clone(),
            error,
        })?;
    if !settings.spool {
        return Ok(Printed::Written { document, pdf });
    }
    match spool::print(
        &settings.program,
        &pdf,
        settings.printer.as_deref(),
        rendered.page_size,
    ) {
        Ok(reply) => Ok(Printed::Spooled {
            document,
            pdf,
            reply,
        }),
        Err(SpoolError::NoSpooler { .. }) => Ok(Printed::NoSpooler { document, pdf }),
        Err(error) => Err(PrintError::Spool {
            document,
            error: Box::new(error),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_is_a_safe_file_name() {
        assert_eq!(
            Document::Tag("AN26-000012".into()).file_name(),
            "AN26-000012.pdf"
        );
        assert_eq!(Document::Tag("../x y".into()).file_name(), "___x_y.pdf");
        assert_eq!(Document::FailSlip(12).file_name(), "fail-slip-12.pdf");
    }
}
