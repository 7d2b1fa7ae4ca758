//! The command-line front end: one file per subcommand.
//!
//! Each subcommand module exposes a clap `Args` struct and a
//! `run(args) -> anyhow::Result<ExitCode>` function; [`Command`] lists them and
//! [`run`] dispatches. Exit codes follow one contract everywhere: see
//! [`exit`].

use armoury_l10n::{L10n, Lang};
use armoury_records::StoreAddress;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// `println!` for human output that may carry stored text (names, groups,
/// notes): control characters and text-direction overrides an old
/// database may still hold are written as `\u{…}` and never reach the
/// terminal (see `armoury_rules::names`). JSON output keeps `println!`.
macro_rules! say {
    ($($arg:tt)*) => {
        println!("{}", armoury_rules::names::escaped(&format!($($arg)*)))
    };
}

/// [`say!`] for standard error.
macro_rules! say_err {
    ($($arg:tt)*) => {
        eprintln!("{}", armoury_rules::names::escaped(&format!($($arg)*)))
    };
}

mod armour;
mod armour_card;
mod call;
mod character_arg;
mod check;
mod db;
mod devices;
mod event;
mod export;
mod fail_slip;
pub mod help;
pub mod hint;
mod lammie;
mod lookup;
mod print_output;
mod printers;
mod report;
mod ritual;
mod roster;
mod rules;
mod ruleset_arg;
#[cfg(feature = "web")]
mod serve;
mod sim;
#[cfg(feature = "gui")]
mod station;
mod tag;
pub mod usage_error;
mod verify;

/// Exit codes shared by every subcommand.
pub mod exit {
    /// Approved, or the command succeeded.
    pub const OK: u8 = 0;
    /// Rejected: a rule failed (or an `expect` failed).
    pub const REJECTED: u8 = 1;
    /// An error: bad input, a file that cannot be read, a device that cannot be opened.
    pub const ERROR: u8 = 2;
    /// Referred to the game master.
    pub const REFERRED: u8 = 3;
}

/// Armoury: weapon and armour inspection for LARP events.
#[derive(Debug, Parser)]
#[command(name = "armoury", version, about, long_about = None)]
pub struct Cli {
    /// The database: a file (default: <data dir>/armoury/armoury.db, created
    /// on first use) or a PostgreSQL server shared by the event's stations
    /// (postgres://USER@HOST/DB).
    #[arg(long, global = true, env = "ARMOURY_DB", value_name = "PATH_OR_URL")]
    pub db: Option<StoreAddress>,
    /// The language of what Armoury says: en or et (default: the OS's
    /// language if Armoury speaks it, else English).
    #[arg(long, global = true, env = "ARMOURY_LANG", value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
    #[command(subcommand)]
    pub command: Option<Command>,
    /// With no subcommand: the station window's options.
    #[cfg(feature = "gui")]
    #[command(flatten)]
    pub station: station::Args,
}

/// Every subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Inspect an item file (or two with --pair) against a ruleset.
    Check(check::Args),
    /// Award armour for a character's costume armour (an armour file).
    Armour(armour::Args),
    /// List, show, export or validate rulesets.
    #[command(subcommand)]
    Rules(rules::Args),
    /// Parse a spoken Five Oaths call and say what the target must do.
    Call(call::Args),
    /// Run an in-play scenario script and check its `expect` lines.
    Sim(sim::Args),
    /// Score a Five Oaths ritual.
    Ritual(ritual::Args),
    /// Serial scales and calipers: list, read, replay, simulate.
    Devices(devices::Args),
    /// Create, list and choose events.
    #[command(subcommand)]
    Event(event::Args),
    /// Copy an event between databases (a file and a PostgreSQL server).
    #[command(subcommand)]
    Db(db::Args),
    /// Import, list and check the roster.
    #[command(subcommand)]
    Roster(roster::Args),
    /// Export inspections, the roster or armour awards as CSV.
    Export(export::Args),
    /// The organiser's figures: a PDF report, or CSV or JSON.
    Report(report::Args),
    /// Look up a character: class, hit points, armour, approved items.
    Lookup(lookup::Args),
    /// Print weapon and armour tags (PDF, optionally to the spooler).
    Tag(tag::Args),
    /// Print lammies (item cards) from item files.
    Lammie(lammie::Args),
    /// Print characters' armour cards.
    ArmourCard(armour_card::Args),
    /// Print fail slips: why rejected or referred items were not approved.
    FailSlip(fail_slip::Args),
    /// Check a scanned QR code's verification string.
    Verify(verify::Args),
    /// List the printers tags can go to (for --printer and Settings).
    Printers(printers::Args),
    /// Serve the referees' lookup and tag-verification page on the network.
    #[cfg(feature = "web")]
    Serve(serve::Args),
}

/// Reads `--lang` and other language arguments: `et`, `et-EE`, `et_EE.UTF-8`.
pub fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::parse(text).ok_or_else(|| {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
        // Before a language is chosen: the OS's.
        let l = L10n::new(Lang::from_os().unwrap_or_default());
        l.format("cli-lang-unknown", &[("known", known.join(", ").into())])
    })
}

/// The language `--lang`/`ARMOURY_LANG` names, else the OS's, else English.
pub fn language(cli: &Cli) -> L10n {
    L10n::new(cli.lang.or_else(Lang::from_os).unwrap_or_default())
}

/// The language this run speaks, chosen once by [`run`].
static WORDS: std::sync::OnceLock<L10n> = std::sync::OnceLock::new();

/// The words of this run's language (English before [`run`] chose one):
/// every subcommand's human output and error messages take theirs here.
pub fn words() -> L10n {
    WORDS.get().copied().unwrap_or_default()
}

/// The records `--db`/`ARMOURY_DB` names, or the default file.
pub fn address(db: Option<&StoreAddress>) -> anyhow::Result<StoreAddress> {
    Ok(match db {
        Some(location) => location.clone(),
        None => StoreAddress::File(armoury_records::default_path()?),
    })
}

/// Opens the database named by `--db`/`ARMOURY_DB`, or the default one.
pub fn open_store(db: Option<&StoreAddress>) -> anyhow::Result<armoury_records::Store> {
    Ok(armoury_records::Store::connect(&address(db)?)?)
}

/// Runs the parsed command line. With no subcommand it opens the station
/// window (or prints help in a build without the `gui` feature).
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let l10n = language(&cli);
    let _ = WORDS.set(l10n);
    match cli.command {
        #[cfg(feature = "gui")]
        None => station::run(cli.station, cli.db, cli.lang),
        #[cfg(not(feature = "gui"))]
        None => {
            help::command(l10n).print_help()?;
            Ok(ExitCode::from(exit::OK))
        }
        Some(Command::Armour(args)) => armour::run(args, cli.db.as_ref()),
        Some(Command::Check(args)) => check::run(args, cli.db.as_ref(), l10n),
        Some(Command::Rules(args)) => rules::run(args),
        Some(Command::Call(args)) => call::run(args),
        Some(Command::Sim(args)) => sim::run(args),
        Some(Command::Ritual(args)) => ritual::run(args),
        Some(Command::Devices(args)) => devices::run(args),
        Some(Command::Event(args)) => event::run(args, &mut open_store(cli.db.as_ref())?),
        Some(Command::Db(args)) => db::run(args),
        Some(Command::Roster(args)) => roster::run(args, &mut open_store(cli.db.as_ref())?),
        Some(Command::Export(args)) => export::run(args, &open_store(cli.db.as_ref())?),
        Some(Command::Report(args)) => report::run(args, &open_store(cli.db.as_ref())?),
        Some(Command::Lookup(args)) => lookup::run(args, &mut open_store(cli.db.as_ref())?),
        Some(Command::Tag(args)) => tag::run(args, cli.db.as_ref()),
        Some(Command::Lammie(args)) => lammie::run(args, cli.db.as_ref()),
        Some(Command::ArmourCard(args)) => armour_card::run(args, cli.db.as_ref()),
        Some(Command::FailSlip(args)) => fail_slip::run(args, cli.db.as_ref()),
        Some(Command::Verify(args)) => verify::run(args, cli.db.as_ref()),
        Some(Command::Printers(args)) => printers::run(args),
        #[cfg(feature = "web")]
        Some(Command::Serve(args)) => serve::run(args, cli.db.as_ref()),
    }
}
