//! `armoury` with no subcommand: opens the station window.
//!
//! Inspections go to the records database (`--db`, as for every command).
//! Options: `--demo` starts simulated scale and caliper and works on a
//! throwaway database seeded with the sample roster (deleted on exit; the
//! real one is not touched), so approving writes a real tag PDF;
//! `--prefs FILE` uses another preferences file (default: the platform's
//! config folder); `--no-prefs` neither reads nor writes one.

use armoury_l10n::{Arg, Lang};
use armoury_records::StoreAddress;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Result, anyhow};
use armoury::station::{self, Options, Prefs, ScratchDb, Tab};

use super::exit;

/// Options of the station window.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Start simulated scale and caliper and a sample roster, to try the station without hardware.
    #[arg(long)]
    pub demo: bool,
    /// The preferences file (default: <config dir>/armoury/station.toml).
    #[arg(long, value_name = "FILE", conflicts_with = "no_prefs")]
    pub prefs: Option<PathBuf>,
    /// The panel to show first: check, armour, lookup, roster, devices,
    /// settings or event.
    #[arg(long, value_name = "NAME", default_value = "check")]
    pub panel: String,
    /// Neither read nor write a preferences file.
    #[arg(long)]
    pub no_prefs: bool,
    /// The station's name, stored on every inspection (default: Settings').
    #[arg(long, value_name = "NAME")]
    pub station: Option<String>,
    /// On a server: the outbox file that keeps decided inspections while the
    /// server is away (default: outbox.db beside the preferences file).
    #[arg(long, value_name = "FILE")]
    pub outbox: Option<PathBuf>,
    /// Measured run: time N frames, print the figures and close.
    #[arg(long, value_name = "N", hide = true)]
    pub bench_frames: Option<usize>,
    /// Measured run: a made-up roster of N characters.
    #[arg(long, value_name = "N", hide = true)]
    pub bench_roster: Option<usize>,
}

/// Opens the window on the database at `db` (default place if `None`);
/// `--demo` (and a measured run) uses a throwaway database instead.
pub fn run(args: Args, db: Option<StoreAddress>, lang: Option<Lang>) -> Result<ExitCode> {
    let prefs_path = if args.no_prefs {
        None
    } else {
        args.prefs.or_else(Prefs::default_path)
    };
    let l = super::words();
    let started = std::time::Instant::now();
    let tab = Tab::named(&args.panel).ok_or_else(|| {
        let panel = ("panel", Arg::from(&args.panel));
        anyhow!("{}", l.format("msc-station-no-panel", &[panel]))
    })?;
    // Kept until the window closes: dropping it deletes the throwaway database.
    let mut scratch = None;
    let store = if args.demo || args.bench_roster.is_some() {
        let (db, mut store) = ScratchDb::create()?;
        scratch = Some(db);
        match args.bench_roster {
            Some(n) => station::seed_synthetic(&mut store, n)?,
            None => station::seed_demo(&mut store)?,
        }
        store
    } else {
        super::open_store(db.as_ref())?
    };
    // A station on a server keeps decisions in its outbox while it is away.
    let outbox = match store.address() {
        StoreAddress::Server(_) => {
            let path = args
                .outbox
                .or_else(|| Some(prefs_path.as_deref()?.with_file_name("outbox.db")))
                .or_else(|| {
                    Some(
                        armoury_records::default_path()
                            .ok()?
                            .with_file_name("outbox.db"),
                    )
                })
                .ok_or_else(|| anyhow!("{}", l.text("msc-station-no-outbox")))?;
            Some(armoury_records::Outbox::open(path)?)
        }
        StoreAddress::File(_) => None,
    };
    let options = Options {
        demo: args.demo,
        prefs_path,
        store,
        bench: args.bench_frames.map(|n| (started, n.max(2))),
        tab,
        tags_dir: None,
        outbox,
        station_name: args.station,
        lang,
    };
    let shown = station::run(options).map_err(|e| {
        let error = ("error", Arg::from(e.to_string()));
        anyhow!("{}", l.format("msc-station-no-window", &[error]))
    });
    drop(scratch);
    shown?;
    Ok(ExitCode::from(exit::OK))
}
