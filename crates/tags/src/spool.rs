//! Sending a PDF to the system print spooler: CUPS `lp`, or on Windows the
//! Windows spooler through GDI.
//!
//! [`print()`] runs `lp [-d PRINTER] -o PageSize=Custom.WxHmm FILE` so a label
//! prints at its own size instead of on the spooler's default A4 page (sheet
//! templates pass their sheet size). The PDF is written by the caller first
//! and is never removed here, so when there is no spooler ([`SpoolError::NoSpooler`])
//! or the job is refused, the file is still there to print by hand.
//!
//! On Windows a PDF cannot go to a printer as it is (only a PDF reader
//! could print it), so [`print()`] renders the PDF's pages itself (hayro) at
//! the printer's resolution (at most [`place::MAX_DPI`]) and draws them
//! through GDI (`armoury-winprint`): each page at its own size, on the
//! driver's paper of that size when it has one (else on a custom size, or on
//! the printer's own paper when the page fits it), never stretched to the
//! paper; [`place`] holds that arithmetic, tested on every system. The
//! spooler program argument (`lp`) is ignored there.
//!
//! [`printers()`] lists the printers for the Settings panel and `--printer`:
//! `lpstat -r -d -e` with CUPS, the Windows spooler's list on Windows.

use std::ffi::OsStr;
#[cfg(not(windows))]
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
#[cfg(not(windows))]
use std::process::Command;

use armoury_rules::units::{Millimetres, trim_number};

#[cfg(windows)]
mod gdi;
pub mod place;

/// The spooler's command (CUPS; ignored on Windows).
pub const LP: &str = "lp";

/// The CUPS command that lists the printers.
pub const LPSTAT: &str = "lpstat";

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
    /// No printer of that name (Windows).
    #[error(
        "there is no printer named \"{printer}\" ({}); the PDF is kept at {}",
        printer_list(.known),
        .pdf.display()
    )]
    NoSuchPrinter {
        /// The printer asked for.
        printer: String,
        /// The printers there are.
        known: Vec<String>,
        /// The PDF that was to be printed; it is kept.
        pdf: PathBuf,
    },
    /// No printer was named and there is no default printer (Windows).
    #[error(
        "no printer was named and Windows has no default printer; the PDF is kept at {}",
        .pdf.display()
    )]
    NoDefaultPrinter {
        /// The PDF that was to be printed; it is kept.
        pdf: PathBuf,
    },
    /// The Windows spooler or the printer's driver refused the job.
    #[error(
        "the Windows spooler refused the job for \"{printer}\": {call} failed: {message} \
         (error {code}); the PDF is kept at {}",
        .pdf.display()
    )]
    Spooler {
        /// The printer.
        printer: String,
        /// The Win32 function that failed.
        call: String,
        /// Its error code (0 when it gave none).
        code: u32,
        /// The system's text for the code.
        message: String,
        /// The PDF that was to be printed; it is kept.
        pdf: PathBuf,
    },
    /// The page is bigger than the paper the printer's driver gives, even
    /// after asking for the page's size (Windows).
    #[error(
        "a {} x {} mm page does not fit on the {} x {} mm paper of \"{printer}\" (set a paper \
         of the page's size in the printer's preferences); the PDF is kept at {}",
        trim_number(round_tenth(.page.0)),
        trim_number(round_tenth(.page.1)),
        trim_number(round_tenth(.paper.0)),
        trim_number(round_tenth(.paper.1)),
        .pdf.display()
    )]
    DoesNotFit {
        /// The printer.
        printer: String,
        /// The page's width and height in millimetres.
        page: (f64, f64),
        /// The paper's width and height in millimetres.
        paper: (f64, f64),
        /// The PDF that was to be printed; it is kept.
        pdf: PathBuf,
    },
    /// The PDF could not be read back to render it (Windows).
    #[error("cannot read the PDF to print it: {reason}; the PDF is kept at {}", .pdf.display())]
    Unreadable {
        /// The PDF that was to be printed; it is kept.
        pdf: PathBuf,
        /// Why.
        reason: String,
    },
}

/// The printers there are, in words.
fn printer_list(names: &[String]) -> String {
    if names.is_empty() {
        "no printers are installed".to_string()
    } else {
        format!("the printers are: {}", names.join(", "))
    }
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

/// Prints `pdf` (pages of `page` size) on `printer` (the spooler's default
/// for `None`); returns the spooler's reply (e.g. "request id is PDF-3 (1
/// file(s))"; on Windows "job 7 on QL-820NWB (1 page(s) of 62 x 29 mm,
/// rendered at 300 x 300 dpi)").
///
/// With CUPS it runs `program` (normally [`LP`]). On Windows `program` is
/// ignored: the pages are rendered and sent through the Windows spooler.
pub fn print(
    program: &OsStr,
    pdf: &Path,
    printer: Option<&str>,
    page: (Millimetres, Millimetres),
) -> Result<String, SpoolError> {
    #[cfg(windows)]
    {
        let _ = program;
        gdi::print(pdf, printer, (page.0.0, page.1.0))
    }
    #[cfg(not(windows))]
    lp(program, pdf, printer, page)
}

#[cfg(not(windows))]
fn lp(
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

/// The printers a job can go to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Printers {
    /// Their names, in the spooler's order.
    pub names: Vec<String>,
    /// The system's default printer, if one is set.
    pub default: Option<String>,
}

/// Why the printers could not be listed.
#[derive(Debug, thiserror::Error)]
pub enum ListError {
    /// `lpstat` is not installed (no CUPS client on this machine).
    #[error("no print spooler: `{program}` was not found (install CUPS: cups and cups-client)")]
    NoSpooler {
        /// The program looked for ([`LPSTAT`]).
        program: String,
    },
    /// `lpstat` could not be started for another reason.
    #[error("cannot run `{program}`: {error}")]
    Start {
        /// The program.
        program: String,
        /// Why it could not be started.
        #[source]
        error: std::io::Error,
    },
    /// The CUPS scheduler does not answer.
    #[error("the CUPS scheduler is not running (start it: systemctl start cups)")]
    NotRunning,
    /// `lpstat` failed.
    #[error("`{program}` failed ({status}): {}", .stderr.trim())]
    Failed {
        /// The program.
        program: String,
        /// Its exit status.
        status: String,
        /// What it wrote to its standard error.
        stderr: String,
    },
    /// The Windows spooler did not answer.
    #[error("the Windows spooler cannot list the printers: {message} (error {code})")]
    Spooler {
        /// The Win32 error code.
        code: u32,
        /// The system's text for it.
        message: String,
    },
}

/// The printers and the default one: CUPS's (`program -r -d -e`, with
/// `program` normally [`LPSTAT`]), or the Windows spooler's on Windows,
/// where `program` is ignored (as [`print()`] ignores its spooler program).
pub fn printers(program: &OsStr) -> Result<Printers, ListError> {
    #[cfg(windows)]
    {
        let _ = program;
        gdi::printers().map_err(|error| match error {
            armoury_winprint::Error::Spooler { code, message, .. } => {
                ListError::Spooler { code, message }
            }
            other => ListError::Spooler {
                code: 0,
                message: other.to_string(),
            },
        })
    }
    #[cfg(not(windows))]
    lpstat_printers(program)
}

/// The printers as `program` lists them.
#[cfg(not(windows))]
fn lpstat_printers(program: &OsStr) -> Result<Printers, ListError> {
    let name = program.to_string_lossy().into_owned();
    // Its messages in English, to be read.
    let output = Command::new(program)
        .args(["-r", "-d", "-e"])
        .env("LC_ALL", "C")
        .output()
        .map_err(|error| match error.kind() {
            ErrorKind::NotFound => ListError::NoSpooler {
                program: name.clone(),
            },
            _ => ListError::Start {
                program: name.clone(),
                error,
            },
        })?;
    if !output.status.success() {
        return Err(ListError::Failed {
            program: name,
            status: output.status.to_string(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        });
    }
    parse_lpstat(&String::from_utf8_lossy(&output.stdout))
}

/// Reads `lpstat -r -d -e` (in the C locale): whether the scheduler runs,
/// the default destination, then one destination a line (CUPS names have
/// no spaces; the status lines all do).
pub fn parse_lpstat(text: &str) -> Result<Printers, ListError> {
    let mut printers = Printers::default();
    for line in text.lines().map(str::trim).filter(|line| !line.is_empty()) {
        if line == "scheduler is not running" {
            return Err(ListError::NotRunning);
        }
        if let Some(name) = line.strip_prefix("system default destination: ") {
            printers.default = Some(name.trim().to_string());
        } else if !line.contains(char::is_whitespace) {
            printers.names.push(line.to_string());
        }
    }
    Ok(printers)
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
    #[cfg(not(windows))]
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
    #[cfg(not(windows))]
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

    #[test]
    fn the_printers_are_read_from_lpstat() {
        let text = "scheduler is running\nsystem default destination: Brother_QL\n\
                    Brother_QL\nOffice-A4\nBrother_QL/roll\n";
        let printers = parse_lpstat(text).unwrap();
        assert_eq!(
            printers.names,
            ["Brother_QL", "Office-A4", "Brother_QL/roll"]
        );
        assert_eq!(printers.default.as_deref(), Some("Brother_QL"));
        let none = parse_lpstat("scheduler is running\nno system default destination\n").unwrap();
        assert_eq!(none, Printers::default());
        let error = parse_lpstat("scheduler is not running\n").unwrap_err();
        assert!(matches!(error, ListError::NotRunning), "{error}");
    }

    #[test]
    #[cfg(not(windows))]
    fn a_missing_lpstat_is_reported() {
        let error = lpstat_printers(OsStr::new("armoury-no-such-lpstat")).unwrap_err();
        assert!(matches!(error, ListError::NoSpooler { .. }), "{error}");
    }

    #[test]
    fn a_missing_printer_names_the_printers_there_are() {
        let error = SpoolError::NoSuchPrinter {
            printer: "QL".into(),
            known: vec!["Brother QL-820NWB".into(), "Office".into()],
            pdf: PathBuf::from("kept.pdf"),
        };
        assert_eq!(
            error.to_string(),
            "there is no printer named \"QL\" (the printers are: Brother QL-820NWB, Office); \
             the PDF is kept at kept.pdf"
        );
    }

    #[test]
    fn a_page_that_does_not_fit_says_so() {
        let error = SpoolError::DoesNotFit {
            printer: "QL".into(),
            page: (62.0, 61.04),
            paper: (62.0, 29.0),
            pdf: PathBuf::from("kept.pdf"),
        };
        assert_eq!(
            error.to_string(),
            "a 62 x 61 mm page does not fit on the 62 x 29 mm paper of \"QL\" (set a paper of \
             the page's size in the printer's preferences); the PDF is kept at kept.pdf"
        );
    }
}
