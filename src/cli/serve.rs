//! `armoury serve`: the referees' page on the event's network.
//!
//! Opens the database, picks the event, prints `referee login: URL` (the URL
//! carries the event's referee token; the one line on stdout) and, on
//! stderr, the organiser page's address (the organiser token's), writes
//! the referee card PDF with that URL as a QR code, in the event's
//! language, when `--card` is given, then serves until Ctrl-C (or
//! SIGTERM), when it lets requests in flight finish. Over TLS with the
//! organiser's certificate (`--tls-cert`, `--tls-key`) or one made here
//! (`--tls-self-made`, whose fingerprint it prints and the card carries);
//! plain HTTP beyond loopback gets a warning. It also says where the
//! offline verifier page is (`/v/`). The pages themselves are
//! [`armoury::web`]. What it says is in the run's language (`cli-misc.ftl`).

use armoury_l10n::{Arg, L10n, Lang};
use armoury_records::StoreAddress;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use armoury::web::server::{Limits, Stopped, serve, serve_tls, stop_signal};
use armoury::web::{AppState, PageOptions, Pool, card, router, tls};

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
    /// Serve over TLS with this certificate (PEM; the chain, the server's first).
    #[arg(long, value_name = "FILE.pem", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The certificate's private key (PEM).
    #[arg(long, value_name = "FILE.pem", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// Serve over TLS with a certificate made on this machine (kept, and
    /// used again, in the local data folder); the card prints its fingerprint.
    #[arg(long, conflicts_with = "tls_cert")]
    pub tls_self_made: bool,
}

/// Runs `armoury serve`.
pub fn run(args: Args, db: Option<&StoreAddress>) -> anyhow::Result<ExitCode> {
    let l = super::words();
    let location = super::address(db)?;
    let store = armoury_records::Store::connect(&location)?;
    let event = store.event_or_current(args.event.as_deref())?;
    let token = store.referee_token(&event.id)?;
    let organiser_token = store.organiser_token(&event.id)?;
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
        .with_context(|| l.text("msc-serve-runtime"))?;
    let certificate = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => Some((tls::from_files(cert, key)?, false)),
        _ if args.tls_self_made => {
            let dir = tls::default_dir()
                .ok_or_else(|| anyhow::anyhow!("{}", l.text("msc-serve-no-data-folder")))?;
            let names = certificate_names(args.listen.ip(), args.url.as_deref());
            Some((tls::self_made(&dir, &names)?, true))
        }
        _ => None,
    };
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(args.listen)
            .await
            .with_context(|| {
                let address = args.listen.to_string();
                l.format("msc-serve-listening", &[("address", address.into())])
            })?;
        let bound = listener.local_addr()?;
        let scheme = if certificate.is_some() {
            "https"
        } else {
            "http"
        };
        let base = match &args.url {
            Some(url) => url.trim_end_matches('/').to_string(),
            None => format!(
                "{scheme}://{}",
                SocketAddr::new(reachable_ip(bound.ip()), bound.port())
            ),
        };
        let login = format!("{base}/login/{token}");
        // The desks' phone-upload links start with it.
        let (event_id, url) = (event.id.clone(), base.clone());
        pool.run(move |store| store.announce_page_url(&event_id, &url))
            .await??;
        // Only a self-made certificate needs checking by eye.
        let fingerprint = certificate
            .as_ref()
            .filter(|(_, self_made)| *self_made)
            .map(|(certificate, _)| certificate.fingerprint.clone());
        let bound_text = bound.to_string();
        if let Some(card_path) = &args.card {
            // The card speaks the event's language, like its printed tags.
            let card_words = L10n::new(Lang::parse(&event.language).unwrap_or_default());
            let until = event
                .ends_on
                .clone()
                .unwrap_or_else(|| card_words.text("msc-serve-card-after-login"));
            let pdf = card::referee_card(
                card_words,
                &event.name,
                &login,
                &until,
                fingerprint.as_deref(),
            )
            .with_context(|| l.text("msc-serve-card-making"))?;
            let file = card_path.display().to_string();
            let writing = l.format("msc-serve-card-writing", &[("file", (&file).into())]);
            armoury::private_file::write(card_path, &pdf).context(writing)?;
            eprintln!("{}", l.format("msc-serve-card", &[("file", file.into())]));
        }
        println!(
            "{}",
            l.format("msc-serve-login", &[("url", (&login).into())])
        );
        let organiser = format!("{base}/organiser/login/{organiser_token}");
        eprintln!(
            "{}",
            l.format("msc-serve-organiser", &[("url", organiser.into())])
        );
        let verifier = format!("{base}{}", armoury::web::verifier::PATH);
        eprintln!(
            "{}",
            l.format("msc-serve-verifier", &[("url", verifier.into())])
        );
        eprintln!(
            "{}",
            l.format(
                "msc-serve-serving",
                &[
                    ("event", (&event.id).into()),
                    ("name", (&event.name).into()),
                    ("address", (&bound_text).into()),
                ],
            )
        );
        if let Some(fingerprint) = &fingerprint {
            let fingerprint = ("fingerprint", Arg::from(fingerprint));
            eprintln!("{}", l.format("msc-serve-fingerprint", &[fingerprint]));
        }
        if certificate.is_none() && !bound.ip().is_loopback() {
            let address = ("address", Arg::from(&bound_text));
            eprintln!("{}", l.format("msc-serve-plain-http", &[address]));
        }
        let options = PageOptions {
            https: certificate.is_some(),
            ..PageOptions::default()
        };
        let app = router(AppState::with_options(pool.clone(), event, options));
        let limits = Limits::for_open_files(open_files_limit());
        eprintln!(
            "{}",
            l.format(
                "msc-serve-limits",
                &[
                    ("count", limits.connections.into()),
                    ("per-address", limits.per_address.to_string().into()),
                ],
            )
        );
        let stopped = match certificate {
            Some((certificate, _)) => {
                serve_tls(listener, app, limits, certificate.config, stop_signal()).await
            }
            None => serve(listener, app, limits, stop_signal()).await,
        };
        match stopped {
            Stopped::Cleanly => eprintln!("{}", l.text("msc-serve-stopped")),
            Stopped::GraceRanOut => eprintln!("{}", l.text("msc-serve-cut-short")),
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

/// The names a self-made certificate is for: `localhost`, the address
/// listened on or else every address of this machine, and the host of
/// `--url`.
fn certificate_names(listen: IpAddr, url: Option<&str>) -> Vec<String> {
    let mut names = vec!["localhost".to_string(), "127.0.0.1".to_string()];
    if listen.is_unspecified() {
        if let Ok(interfaces) = if_addrs::get_if_addrs() {
            names.extend(interfaces.iter().map(|i| i.ip().to_string()));
        }
    } else {
        names.push(listen.to_string());
    }
    if let Some(host) = url.and_then(url_host) {
        names.push(host);
    }
    names.sort();
    names.dedup();
    names
}

/// The host of a URL: without its user part and port, an IPv6 address
/// without its brackets.
fn url_host(url: &str) -> Option<String> {
    let (_, rest) = url.split_once("://")?;
    let authority = rest.split(['/', '?', '#']).next()?;
    let host_port = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    let host = match host_port.strip_prefix('[') {
        Some(v6) => v6.split(']').next()?,
        None => host_port.split(':').next()?,
    };
    (!host.is_empty()).then(|| host.to_string())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_urls_host_is_found_whatever_surrounds_it() {
        for (url, host) in [
            ("https://192.168.4.2:8443/x", Some("192.168.4.2")),
            ("https://referees.example", Some("referees.example")),
            ("https://user:pw@host.example:1/", Some("host.example")),
            ("https://[fe80::1]:8443/login", Some("fe80::1")),
            ("no scheme", None),
            ("https://:8080", None),
        ] {
            assert_eq!(url_host(url).as_deref(), host, "{url}");
        }
    }
}
