//! `armoury printers`: the printers tags can go to, as `--printer` and the
//! station's Settings take them.
//!
//! Lists what [`armoury_tags::spool::printers`] finds (CUPS's destinations
//! on Linux, the Windows spooler's printers on Windows), one a line, the
//! system's default marked; `--json` prints `{"printers": [...], "default":
//! NAME|null}`. No printers is not an error (exit 0, and says so); a spooler
//! that cannot be asked is (exit 2, with why).

use std::ffi::OsStr;
use std::process::ExitCode;

use armoury_tags::spool::{self, Printers};

use super::exit;

/// Arguments of `armoury printers`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print the list as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `armoury printers`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let printers = spool::printers(OsStr::new(spool::LPSTAT))?;
    if args.json {
        let json = serde_json::json!({
            "printers": printers.names,
            "default": printers.default,
        });
        println!("{json}");
    } else {
        print!("{}", listing(&printers));
    }
    Ok(ExitCode::from(exit::OK))
}

/// The human listing: a printer a line, the default marked.
fn listing(printers: &Printers) -> String {
    let l = super::words();
    if printers.names.is_empty() {
        return format!("{}\n", l.text("prt-no-printers"));
    }
    printers
        .names
        .iter()
        .map(|name| {
            if printers.default.as_ref() == Some(name) {
                format!(
                    "{}\n",
                    l.format("prt-printer-default", &[("name", name.into())])
                )
            } else {
                format!("{name}\n")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_printer_is_marked() {
        let printers = Printers {
            names: vec!["Office".into(), "Brother_QL".into()],
            default: Some("Brother_QL".into()),
        };
        assert_eq!(listing(&printers), "Office\nBrother_QL  (default)\n");
        assert_eq!(listing(&Printers::default()), "no printers are installed\n");
    }
}
