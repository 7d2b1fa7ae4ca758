//! `armoury fail-slip`: print why items were not approved.
//!
//! `armoury fail-slip 42 43 ...` takes inspection ids of rejected or referred
//! inspections from the database and prints one fail slip each (the failing
//! findings with their clauses, what to do next, a signed QR code), on the
//! `fail-slip-62` roll by default. An approved inspection has no fail slip:
//! that is an error (exit 2) naming it. Output options are the shared
//! [`OutputArgs`]; the event's secret in the database signs the codes.

use armoury_records::StoreAddress;
use std::process::ExitCode;

use super::print_output::{OutputArgs, render_and_deliver};

/// The template used without `--template`.
pub const DEFAULT_TEMPLATE: &str = "fail-slip-62";

/// Arguments of `armoury fail-slip`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Inspection ids of rejected or referred inspections (from the database).
    #[arg(value_name = "INSPECTION", required = true)]
    pub inspections: Vec<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Runs `armoury fail-slip`.
pub fn run(args: Args, db: Option<&StoreAddress>) -> anyhow::Result<ExitCode> {
    let slips = {
        let store = super::open_store(db)?;
        args.inspections
            .iter()
            .map(|query| armoury_issuing::fail_slip_content(&store, query))
            .collect::<Result<Vec<_>, _>>()?
    };
    render_and_deliver(&slips, &args.output, DEFAULT_TEMPLATE, db)
}
