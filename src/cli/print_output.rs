//! Options and output shared by `tag`, `lammie`, `armour-card` and
//! `fail-slip`.
//!
//! [`OutputArgs`] are the flags every printing subcommand takes (template,
//! output file, printing, key, event code); [`event_key`] finds the per-event
//! secret; [`render_and_deliver`] renders a batch through the library, writes
//! the PDF, optionally sends it to the spooler, and reports.

use armoury_records::StoreAddress;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context as _, bail};
use armoury_l10n::{Lang, numbers};
use armoury_tags::content::Content;
use armoury_tags::{Signer, Template, render, spool};

use super::exit;

/// The environment variable holding the event key when no `--key-file` is given.
pub const KEY_ENV: &str = "ARMOURY_EVENT_KEY";
/// The environment variable holding the event code when no `--event` is given.
pub const EVENT_ENV: &str = "ARMOURY_EVENT";

/// Flags shared by the printing subcommands.
#[derive(Debug, clap::Args)]
pub struct OutputArgs {
    /// A shipped template name or the path of a template TOML file.
    #[arg(long, value_name = "NAME|PATH")]
    pub template: Option<String>,
    /// Where to write the PDF (default: armoury-<template>.pdf).
    #[arg(long, value_name = "FILE.pdf")]
    pub out: Option<PathBuf>,
    /// Send the PDF to the system print spooler (CUPS lp, or the Windows spooler).
    #[arg(long)]
    pub print: bool,
    /// The printer (`armoury printers` lists them); the system's default without it.
    #[arg(long, requires = "print")]
    pub printer: Option<String>,
    /// A file holding the event's secret key (else $ARMOURY_EVENT_KEY).
    #[arg(long, value_name = "FILE")]
    pub key_file: Option<PathBuf>,
    /// Event code for content files without event_code (else $ARMOURY_EVENT).
    #[arg(long, value_name = "CODE")]
    pub event: Option<String>,
    /// Print a JSON summary.
    #[arg(long)]
    pub json: bool,
}

impl OutputArgs {
    /// The event code given on the command line or in the environment.
    pub fn event_code(&self) -> Option<String> {
        self.event.clone().or_else(|| {
            std::env::var(EVENT_ENV)
                .ok()
                .filter(|code| !code.is_empty())
        })
    }
}

/// The per-event secret: the key file's bytes (trailing whitespace dropped),
/// or the environment variable's.
pub fn event_key(key_file: Option<&Path>) -> anyhow::Result<Vec<u8>> {
    let l = super::words();
    let mut key = match key_file {
        Some(path) => std::fs::read(path).with_context(|| {
            l.format(
                "prt-cannot-read-key-file",
                &[("path", path.display().to_string().into())],
            )
        })?,
        None => match std::env::var_os(KEY_ENV) {
            Some(value) => value.into_encoded_bytes(),
            None => bail!(
                "{}",
                l.format("prt-no-event-key", &[("env", KEY_ENV.into())])
            ),
        },
    };
    while key.last().is_some_and(u8::is_ascii_whitespace) {
        key.pop();
    }
    Ok(key)
}

/// What signs `items`: the key file or `$ARMOURY_EVENT_KEY` when given
/// (`ARM1` codes, checked with that secret); otherwise the key pair of the
/// event whose code the items carry, from the database `db` (`ARM2` codes,
/// checked offline with the event's public key).
pub fn signer<C: Content>(
    items: &[C],
    key_file: Option<&Path>,
    db: Option<&StoreAddress>,
) -> anyhow::Result<Signer> {
    if key_file.is_some() || std::env::var_os(KEY_ENV).is_some() {
        return event_key(key_file).map(Signer::Shared);
    }
    let l = super::words();
    let codes: std::collections::BTreeSet<&str> =
        items.iter().map(|item| item.identity().1).collect();
    let [code] = codes.into_iter().collect::<Vec<_>>()[..] else {
        bail!("{}", l.text("prt-several-events"));
    };
    let no_key = || {
        l.format(
            "prt-no-key-for-event",
            &[("code", code.into()), ("env", KEY_ENV.into())],
        )
    };
    let store = super::open_store(db).with_context(no_key)?;
    armoury_issuing::event_signer(&store, code).with_context(no_key)
}

/// The language of the event whose code the items carry (its tags and
/// cards are printed in it); the run's language (`--lang`, the system's)
/// when the database has no such event, as for a lammie file of a club
/// whose events are not recorded here.
pub fn event_language<C: Content>(items: &[C], db: Option<&StoreAddress>) -> Lang {
    let codes: std::collections::BTreeSet<&str> =
        items.iter().map(|item| item.identity().1).collect();
    let run = super::words().lang();
    let [code] = codes.into_iter().collect::<Vec<_>>()[..] else {
        return run;
    };
    super::open_store(db)
        .ok()
        .and_then(|store| store.event_by_prefix(code).ok())
        .and_then(|event| Lang::parse(&event.language))
        .unwrap_or(run)
}

/// Renders `items` in their event's language, writes the PDF, prints it if
/// asked, and reports. The codes are signed by [`signer`].
pub fn render_and_deliver<C: Content + Sync>(
    items: &[C],
    args: &OutputArgs,
    default_template: &str,
    db: Option<&StoreAddress>,
) -> anyhow::Result<ExitCode> {
    let l = super::words();
    let template = Template::resolve(args.template.as_deref().unwrap_or(default_template))?
        .in_language(event_language(items, db).tag());
    let signer = signer(items, args.key_file.as_deref(), db)?;
    let rendered = render(&template, items, &signer)?;
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("armoury-{}.pdf", template.name)));
    armoury::private_file::write(&out, &rendered.pdf).with_context(|| {
        l.format(
            "prt-cannot-write",
            &[("path", out.display().to_string().into())],
        )
    })?;
    for note in &rendered.notes {
        eprintln!("{}", l.format("prt-note", &[("note", note.into())]));
    }
    let printed = if args.print {
        Some(spool::print(
            OsStr::new(spool::LP),
            &out,
            args.printer.as_deref(),
            rendered.page_size,
        )?)
    } else {
        None
    };
    if args.json {
        let summary = serde_json::json!({
            "pdf": out,
            "template": template.name,
            "items": items.len(),
            "pages": rendered.pages,
            "page_size_mm": [rendered.page_size.0.0, rendered.page_size.1.0],
            "notes": rendered.notes,
            "printed": printed,
        });
        println!("{summary}");
    } else {
        let millimetres = |value: f64| numbers::amounts(l.lang(), &value.to_string());
        println!(
            "{}",
            l.format(
                "prt-wrote",
                &[
                    ("path", out.display().to_string().into()),
                    ("items", items.len().into()),
                    ("pages", rendered.pages.into()),
                    ("width", millimetres(rendered.page_size.0.0).into()),
                    ("height", millimetres(rendered.page_size.1.0).into()),
                    ("template", template.name.as_str().into()),
                ],
            )
        );
        if let Some(reply) = printed {
            println!("{}", l.format("prt-sent", &[("reply", reply.into())]));
        }
    }
    Ok(ExitCode::from(exit::OK))
}
