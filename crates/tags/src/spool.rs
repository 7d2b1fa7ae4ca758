//! Sending a PDF to the system print spooler (CUPS `lp`).
//!
//! [`print()`] runs `lp [-d PRINTER] -o PageSize=Custom.WxHmm FILE` so a label
//! prints at its own size instead of on the spooler's default A4 page (sheet
//! templates pass their sheet size). The PDF is written by the caller first
//! and is never removed here, so when there is no spooler ([`SpoolError::NoSpooler`])
//! or the job is refused, the file is still there to print by hand.

use std::ffi::OsStr;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::process::Command;

use armoury_rules::units::{Millimetres, trim_number};

/// The spooler's command.
pub const LP: &str = "lp";

/// Why printing failed. The PDF is kept in every case.
#[derive(Debug, thiserror::Error)]
pub enum SpoolError {
    /// `lp` is not installed (no CUPS client on this machine).
    #[error(
        "no print spooler: `{program}` was not found (install CUPS: cups and cups-client); \
         the PDF is kept at {}",
        .pdf.display()
    )]
    NoSpooler {
        /// The spooler program looked for (`lp`).
        program: String,
        /// The PDF that was to be printed; it is kept.
        pdf: PathBuf,
    },
    /// `lp` could not be started for another reason.
    #[error("cannot run `{program}`: {error}; the PDF is kept at {}", .pdf.display())]
    Start {
        /// The spooler program.
        program: String,
        /// The PDF that was to be printed; it is kept.
        pdf: PathBuf,
        /// Why it could not be started.
        #[source]
        error: std::io::Error,
    },
    /// `lp` ran and refused the job.
    #[error(
        "the spooler refused the job ({status}): {}; the PDF is kept at {}",
        .stderr.trim(),
        .pdf.display()
    )]
    Refused {
        /// The PDF that was to be printed; it is kept.
        pdf: PathBuf,
        /// The spooler's exit status.
        status: String,
        /// What the spooler wrote to its standard error.
        stderr: String,
    },
}

/// The `lp` arguments for a PDF of the given page size.
pub fn lp_args(
    pdf: &Path,
    printer: Option<&str>,
    page: (Millimetres, Millimetres),
) -> Vec<std::ffi::OsString> {
    let mut args: Vec<std::ffi::OsString> = Vec::new();
    if let Some(printer) = printer {
        args.push("-d".into());
        args.push(printer.into());
    }
    args.push("-o".into());
    args.push(
        format!(
            "PageSize=Custom.{}x{}mm",
            trim_number(round_tenth(page.0.0)),
            trim_number(round_tenth(page.1.0))
        )
        .into(),
    );
    args.push(pdf.as_os_str().to_owned());
    args
}

fn round_tenth(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}

/// Prints `pdf` with `program` (normally [`LP`]); returns the spooler's reply
/// (e.g. "request id is PDF-3 (1 file(s))").
pub fn print(
    program: &OsStr,
    pdf: &Path,
    printer: Option<&str>,
    page: (Millimetres, Millimetres),
) -> Result<String, SpoolError> {
    let name = program.to_string_lossy().into_owned();
    let output = Command::new(program)
        .args(lp_args(pdf, printer, page))
        .output()
        .map_err(|error| match error.kind() {
            ErrorKind::NotFound => SpoolError::NoSpooler {
                program: name.clone(),
                pdf: pdf.to_path_buf(),
            },
            _ => SpoolError::Start {
                program: name.clone(),
                pdf: pdf.to_path_buf(),
                error,
            },
        })?;
    if !output.status.success() {
        return Err(SpoolError::Refused {
            pdf: pdf.to_path_buf(),
            status: output.status.to_string(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        });
    }
    Ok(String::from_utf8_lossy(&output.stdout).trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_label_size_goes_to_the_spooler() {
        let args = lp_args(
            Path::new("tag.pdf"),
            Some("QL"),
            (Millimetres(62.0), Millimetres(29.04)),
        );
        let args: Vec<_> = args
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            args,
            ["-d", "QL", "-o", "PageSize=Custom.62x29mm", "tag.pdf"]
        );
    }

    #[test]
    fn a_missing_spooler_is_reported_and_the_file_named() {
        let error = print(
            OsStr::new("armoury-no-such-lp"),
            Path::new("/tmp/kept.pdf"),
            None,
            (Millimetres(62.0), Millimetres(29.0)),
        )
        .unwrap_err();
        assert!(matches!(error, SpoolError::NoSpooler { .. }), "{error}");
        assert!(error.to_string().contains("/tmp/kept.pdf"));
    }

    #[test]
    fn a_refused_job_is_an_error() {
        // `false` exits 1 like a spooler refusing the job.
        let error = print(
            OsStr::new("false"),
            Path::new("x.pdf"),
            None,
            (Millimetres(62.0), Millimetres(29.0)),
        )
        .unwrap_err();
        assert!(matches!(error, SpoolError::Refused { .. }), "{error}");
    }
}
