//! Printing tags: an issued tag becomes a PDF in the tags folder and, when
//! printing is switched on, goes to the system spooler.
//!
//! Runs only on the worker thread. [`PrintSettings`] is what the Settings
//! panel chose (template, printer, whether to print, the folder, the spooler
//! program); [`print_tag`] renders a [`TagContent`] with
//! `tags::{Template::resolve, render}`, writes `<dir>/<serial>.pdf` and sends
//! it with `tags::spool::print`. The answer is a [`Printed`] (what happened,
//! in words for the status strip) or a [`PrintError`]; the PDF is kept in
//! every case where it could be written.

use std::ffi::OsString;
use std::fmt;
use std::path::PathBuf;

use crate::tags::spool::{self, SpoolError};
use crate::tags::{RenderError, TagContent, Template, TemplateError, render};

/// The template used when Settings names none.
pub const DEFAULT_TEMPLATE: &str = "tag-62x29";

/// How tags are printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintSettings {
    /// A shipped template name or a template file; empty for [`DEFAULT_TEMPLATE`].
    pub template: String,
    /// The `lp -d` printer; `None` for the spooler's default.
    pub printer: Option<String>,
    /// Send the PDF to the spooler (otherwise only write it).
    pub spool: bool,
    /// Where the PDFs are kept.
    pub dir: PathBuf,
    /// The spooler's program (normally `lp`).
    pub program: OsString,
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

/// What became of a tag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Printed {
    /// Written and accepted by the spooler (its reply).
    Printed {
        serial: String,
        pdf: PathBuf,
        reply: String,
    },
    /// Written; printing is switched off.
    Written { serial: String, pdf: PathBuf },
    /// Written, but there is no spooler on this machine.
    NoSpooler { serial: String, pdf: PathBuf },
    /// The store keeps no records to print from (the in-memory demo store).
    NoRecords { serial: String },
}

impl Printed {
    /// The line for the status strip.
    pub fn message(&self) -> String {
        match self {
            Printed::Printed { serial, reply, .. } => format!("tag {serial} printed ({reply})"),
            Printed::Written { serial, pdf } => format!(
                "tag {serial}: PDF written to {} (printing is off in Settings)",
                pdf.display()
            ),
            Printed::NoSpooler { serial, pdf } => format!(
                "tag {serial}: no spooler (lp not found): PDF kept at {}",
                pdf.display()
            ),
            Printed::NoRecords { serial } => {
                format!("tag {serial} not printed: the demo store keeps no records to print from")
            }
        }
    }
}

/// Why a tag could not be made or printed.
#[derive(Debug)]
pub enum PrintError {
    Template(TemplateError),
    Render {
        serial: String,
        error: RenderError,
    },
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
    Spool {
        serial: String,
        error: SpoolError,
    },
}

impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrintError::Template(e) => write!(f, "tag template: {e}"),
            PrintError::Render { serial, error } => {
                write!(f, "cannot render tag {serial}: {error}")
            }
            PrintError::Write { path, error } => {
                write!(f, "cannot write {}: {error}", path.display())
            }
            PrintError::Spool { serial, error } => write!(f, "tag {serial}: {error}"),
        }
    }
}

impl std::error::Error for PrintError {}

/// Renders `content` signed with `key`, writes it and prints it if asked.
pub fn print_tag(
    content: &TagContent,
    key: &[u8],
    settings: &PrintSettings,
) -> Result<Printed, PrintError> {
    let name = match settings.template.trim() {
        "" => DEFAULT_TEMPLATE,
        name => name,
    };
    let template = Template::resolve(name).map_err(PrintError::Template)?;
    let serial = content.serial.clone();
    let rendered = render(&template, std::slice::from_ref(content), key).map_err(|error| {
        PrintError::Render {
            serial: serial.clone(),
            error,
        }
    })?;
    let pdf = settings.dir.join(format!("{}.pdf", file_safe(&serial)));
    std::fs::create_dir_all(&settings.dir)
        .and_then(|()| std::fs::write(&pdf, &rendered.pdf))
        .map_err(|error| PrintError::Write {
            path: pdf.clone(),
            error,
        })?;
    if !settings.spool {
        return Ok(Printed::Written { serial, pdf });
    }
    match spool::print(
        &settings.program,
        &pdf,
        settings.printer.as_deref(),
        rendered.page_size,
    ) {
        Ok(reply) => Ok(Printed::Printed { serial, pdf, reply }),
        Err(SpoolError::NoSpooler { .. }) => Ok(Printed::NoSpooler { serial, pdf }),
        Err(error) => Err(PrintError::Spool { serial, error }),
    }
}

/// A serial as a file name: anything but letters, digits and `-` becomes `_`.
fn file_safe(serial: &str) -> String {
    serial
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_serial_is_a_safe_file_name() {
        assert_eq!(file_safe("AN26-000012"), "AN26-000012");
        assert_eq!(file_safe("../x y"), "___x_y");
    }
}
