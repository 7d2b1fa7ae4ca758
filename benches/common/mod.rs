//! What several benches share: percentiles of sorted timings, and a fresh
//! database on the PostgreSQL server `ARMOURY_BENCH_POSTGRES` names.
#![allow(dead_code)] // each bench uses only some of these

use std::time::Duration;

/// The environment variable naming the bench server (a URL whose user may
/// create databases), e.g. `scripts/with-postgres`' `ARMOURY_TEST_POSTGRES`.
pub const SERVER_ENV: &str = "ARMOURY_BENCH_POSTGRES";

/// The `p` quantile (0 to 1) of sorted timings.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// A fresh database `armoury_bench_NAME_PID` on the server at `admin`
/// (dropped first if a run before left it), as a URL.
pub fn server_database(admin: &str, name: &str) -> armoury_records::StoreAddress {
    let name = format!("armoury_bench_{name}_{}", std::process::id());
    let mut client = postgres::Client::connect(admin, postgres::NoTls).expect("the bench server");
    // One statement each: neither may run inside a transaction block.
    for sql in [
        format!("DROP DATABASE IF EXISTS {name}"),
        format!("CREATE DATABASE {name}"),
    ] {
        client.batch_execute(&sql).expect("make the bench database");
    }
    let base = admin.rsplit_once('/').map_or(admin, |(base, _)| base);
    armoury_records::StoreAddress::parse(&format!("{base}/{name}"))
}
