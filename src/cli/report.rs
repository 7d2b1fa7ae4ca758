//! `armoury report [--event ID] [--format pdf|csv|json] [--out FILE]`: the
//! organiser's figures of an event. As a PDF report (the figures, charts,
//! the rules failed most with their clauses and advice, overrides, the
//! worklists, per-station counts), or the figures alone as CSV or JSON.
//! The format is `--format`, else the `--out` file's extension, else PDF;
//! a PDF needs `--out` (it is not written to a terminal).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use armoury_issuing::report::{figures_csv, report_document};
use armoury_l10n::{L10n, Lang};
use armoury_records::Store;
use armoury_tags::document::render_document;

use super::exit;

/// The event's figures, as a PDF report or as CSV or JSON.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The event (default: the one in use).
    #[arg(long, value_name = "ID")]
    pub event: Option<String>,
    /// pdf (the report), csv or json (the figures alone); default: by the
    /// --out file's extension, else pdf.
    #[arg(long, value_enum)]
    pub format: Option<Format>,
    /// Write to this file (required for a PDF); csv and json go to stdout
    /// without it.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Pdf,
    Csv,
    Json,
}

/// The format asked for, or the one `out`'s extension names, or PDF.
fn format_of(asked: Option<Format>, out: Option<&Path>) -> Format {
    asked.unwrap_or_else(|| {
        let extension = out
            .and_then(Path::extension)
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match extension.as_deref() {
            Some("csv") => Format::Csv,
            Some("json") => Format::Json,
            _ => Format::Pdf,
        }
    })
}

pub fn run(args: Args, store: &Store) -> Result<ExitCode> {
    let l = super::words();
    let format = format_of(args.format, args.out.as_deref());
    if format == Format::Pdf && args.out.is_none() {
        bail!("{}", l.text("rec-report-needs-file"));
    }
    let event = store.event_or_current(args.event.as_deref())?;
    let figures = store.figures(&event.id)?;
    let (bytes, what) = match format {
        Format::Json => {
            let mut json = serde_json::to_string_pretty(&figures)?;
            json.push('\n');
            (json.into_bytes(), l.text("rec-report-figures"))
        }
        Format::Csv => (
            figures_csv(&figures)?.into_bytes(),
            l.text("rec-report-figures"),
        ),
        Format::Pdf => {
            let rendered = render_document(&report_document(
                L10n::new(Lang::parse(&event.language).unwrap_or_default()),
                &event,
                &figures,
            ))
            .with_context(|| l.text("rec-report-cannot-make-pdf"))?;
            let pages = rendered.pages.to_string();
            let what = l.format("rec-report-the-report", &[("pages", pages.into())]);
            (rendered.pdf, what)
        }
    };
    match &args.out {
        Some(path) => {
            let file = path.display().to_string();
            armoury::private_file::write(path, &bytes)
                .with_context(|| l.format("rec-cannot-write", &[("file", (&file).into())]))?;
            let wrote = l.format(
                "rec-report-wrote",
                &[
                    ("what", what.into()),
                    ("event", (&event.id).into()),
                    ("file", file.into()),
                ],
            );
            eprintln!("{wrote}");
        }
        None => {
            use std::io::Write;
            let mut stdout = std::io::stdout().lock();
            stdout.write_all(&bytes)?;
            stdout.flush()?;
        }
    }
    Ok(ExitCode::from(exit::OK))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_format_is_asked_or_named_by_the_file() {
        let out = |p: &str| Some(PathBuf::from(p));
        assert_eq!(format_of(None, out("r.CSV").as_deref()), Format::Csv);
        assert_eq!(format_of(None, out("r.json").as_deref()), Format::Json);
        assert_eq!(format_of(None, out("r.pdf").as_deref()), Format::Pdf);
        assert_eq!(format_of(None, None), Format::Pdf);
        assert_eq!(
            format_of(Some(Format::Json), out("r.pdf").as_deref()),
            Format::Json
        );
    }
}
