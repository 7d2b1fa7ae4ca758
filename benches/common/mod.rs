//! What several benches share: percentiles of sorted timings, a fresh
//! database on the PostgreSQL server `ARMOURY_BENCH_POSTGRES` names, and
//! `armoury serve` as a child process with its resident memory.
#![allow(dead_code)] // each bench uses only some of these

pub mod event;

use std::time::Duration;

/// The environment variable naming the bench server (a URL whose user may
/// create databases), e.g. `scripts/with-postgres`' `ARMOURY_TEST_POSTGRES`.
pub const SERVER_ENV: &str = "ARMOURY_BENCH_POSTGRES";

/// How many characters a bench's roster has: `ARMOURY_BENCH_CHARACTERS`
/// when set (`ARMOURY_BENCH_CHARACTERS=100000 cargo bench --bench records`),
/// else `default`.
pub fn bench_characters(default: usize) -> usize {
    std::env::var("ARMOURY_BENCH_CHARACTERS")
        .ok()
        .and_then(|n| n.replace(['_', ','], "").parse().ok())
        .unwrap_or(default)
}

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

/// The session cookie (`name=value`) a login answer's `Set-Cookie` sets.
pub fn session_cookie(set_cookie: &hyper::header::HeaderValue) -> String {
    set_cookie
        .to_str()
        .expect("cookie")
        .split(';')
        .next()
        .unwrap_or_default()
        .to_string()
}

/// The event the referee-page benches serve.
pub const BENCH_EVENT: &str = "bench-2026";

/// A database file at `path` with [`BENCH_EVENT`] (ending 2099-12-31, so
/// sessions last) and nothing else yet.
pub fn bench_event_db(path: &std::path::Path) -> armoury_records::Store {
    let mut store = armoury_records::Store::open(path).expect("open");
    store
        .create_event(&armoury_records::NewEvent {
            id: BENCH_EVENT.into(),
            name: "Bench 2026".into(),
            ends_on: Some("2099-12-31".into()),
            ..armoury_records::NewEvent::default()
        })
        .expect("event");
    store
}

/// `armoury serve` (the built binary) on 127.0.0.1, stopped when dropped.
pub struct Serving {
    child: std::process::Child,
    /// The child's process id.
    pub pid: u32,
    /// The login URL it printed.
    pub login: String,
}

impl Serving {
    /// Starts `armoury serve` for `event` on the database file `db` and
    /// reads its login line.
    pub fn start(db: &std::path::Path, event: &str) -> Serving {
        use std::io::BufRead;
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_armoury"))
            .args(["serve", "--listen", "127.0.0.1:0", "--event", event, "--db"])
            .arg(db)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("start armoury serve");
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("read the login line");
        let login = line
            .trim()
            .strip_prefix("referee login: ")
            .expect("a referee login line")
            .to_string();
        Serving {
            pid: child.id(),
            child,
            login,
        }
    }

    /// The page's address: the login URL up to `/login/`.
    pub fn base(&self) -> String {
        self.login
            .split("/login/")
            .next()
            .unwrap_or_default()
            .to_string()
    }

    /// A field of the child's `/proc/PID/status` in kB (`VmRSS:`,
    /// `VmHWM:`), 0 where there is none.
    pub fn memory_kb(&self, field: &str) -> u64 {
        std::fs::read_to_string(format!("/proc/{}/status", self.pid))
            .ok()
            .and_then(|status| {
                status
                    .lines()
                    .find(|l| l.starts_with(field))?
                    .split_whitespace()
                    .nth(1)?
                    .parse()
                    .ok()
            })
            .unwrap_or(0)
    }
}

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
