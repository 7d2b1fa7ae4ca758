//! `armoury serve`: the referees' page on the event's network.
//!
//! Opens the database, picks the event, prints `referee login: URL` (the URL
//! carries the event's referee token), writes the referee card PDF with that
//! URL as a QR code when `--card` is given, then serves until Ctrl-C (or
//! SIGTERM), when it lets requests in flight finish. The pages themselves
//! are [`armoury::web`].

use armoury_records::StoreAddress;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use armoury::web::server::{Limits, Stopped, serve, stop_signal};
use armoury::web::{AppState, Pool, card, router};

use super::exit;

/// Arguments of `armoury serve`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The address and port to listen on.
    #[arg(long, default_value = "0.0.0.0:8080", value_name = "ADDR")]
    pub listen: SocketAddr,
    /// The event to serve (default: the one in use).
    #[arg(long, value_name = "ID")]
    pub event: Option<String>,
    /// Write the referee card (the login URL as a QR code) to this PDF.
    #[arg(long, value_name = "FILE.pdf")]
    pub card: Option<PathBuf>,
    /// The address phones reach this machine at, e.g. http://192.168.4.2:8080
    /// (default: this machine's first network address and the port).
    #[arg(long, value_name = "URL")]
    pub url: Option<String>,
}

/// Runs `armoury serve`.
pub fn run(args: Args, db: Option<&StoreAddress>) -> anyhow::Result<ExitCode> {
    let location = super::address(db)?;
    let store = armoury_records::Store::connect(&location)?;
    let event = store.event_or_current(args.event.as_deref())?;
    let token = store.referee_token(&event.id)?;
    drop(store);
    // Every query is short and CPU-bound: one connection per core of the
    // 2-core machines events use keeps memory low (each connection has its
    // own page cache and lookup name index) without queueing.
    let pool = Pool::open(&location, 2)?;

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        // Blocking threads only wait for one of the two stores: a few suffice.
        .max_blocking_threads(8)
        .enable_io()
        .enable_time()
        .build()
        .context("starting the server's runtime")?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(args.listen)
            .await
            .with_context(|| format!("listening on {}", args.listen))?;
        let bound = listener.local_addr()?;
        let base = match &args.url {
            Some(url) => url.trim_end_matches('/').to_string(),
            None => format!(
                "http://{}",
                SocketAddr::new(reachable_ip(bound.ip()), bound.port())
            ),
        };
        let login = format!("{base}/login/{token}");
        if let Some(card_path) = &args.card {
            let until = event.ends_on.as_deref().unwrap_or("24 hours after login");
            let pdf = card::referee_card(&event.name, &login, until)
                .context("making the referee card")?;
            armoury::private_file::write(card_path, &pdf)
                .with_context(|| format!("writing {}", card_path.display()))?;
            eprintln!("referee card: {}", card_path.display());
        }
        println!("referee login: {login}");
        eprintln!(
            "serving event {} ({}) on {bound}; stop with Ctrl-C",
            event.id, event.name
        );
        let app = router(AppState::new(pool.clone(), event));
        let limits = Limits::for_open_files(open_files_limit());
        eprintln!(
            "at most {} connections, {} from one address",
            limits.connections, limits.per_address
        );
        match serve(listener, app, limits, stop_signal()).await {
            Stopped::Cleanly => eprintln!("stopped"),
            Stopped::GraceRanOut => eprintln!("stopped; some requests were cut short"),
        }
        anyhow::Ok(())
    })?;
    // The runtime goes first, with every request's handle on the stores; the
    // stores are closed here, outside it (a server connection's client runs
    // a runtime of its own to say goodbye, which it cannot inside another).
    drop(runtime);
    drop(pool);
    Ok(ExitCode::from(exit::OK))
}

/// This process's limit on open files, first raised to its hard limit where
/// the system allows (Unix; at most 65,536), so the connection caps are not
/// smaller than they need be. Windows has no such small limit on sockets.
fn open_files_limit() -> u64 {
    #[cfg(unix)]
    {
        use nix::sys::resource::{Resource, getrlimit, setrlimit};
        let Ok((soft, hard)) = getrlimit(Resource::RLIMIT_NOFILE) else {
            return 1024;
        };
        let wanted = hard.min(65_536);
        if wanted > soft && setrlimit(Resource::RLIMIT_NOFILE, wanted, hard).is_ok() {
            return wanted;
        }
        soft
    }
    #[cfg(not(unix))]
    {
        16_384
    }
}

/// The address to print for a listener bound to `ip`: itself, or for
/// 0.0.0.0 / :: this machine's first non-loopback IPv4 address.
fn reachable_ip(ip: IpAddr) -> IpAddr {
    if !ip.is_unspecified() {
        return ip;
    }
    if_addrs::get_if_addrs()
        .ok()
        .and_then(|interfaces| {
            interfaces
                .into_iter()
                .map(|i| i.ip())
                .find(|ip| ip.is_ipv4() && !ip.is_loopback())
        })
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}
