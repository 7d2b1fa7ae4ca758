//! The HTTP/1 server loop of `armoury serve`, plain or over TLS
//! ([`serve_tls`]): accepts connections up to a cap per client address and
//! in all, limits how long a client may take to send a request's headers,
//! and stops gracefully.
//!
//! A client that opens a connection and then sends its headers slowly (or
//! not at all) would otherwise hold a connection and its task forever; each
//! connection gets [`Limits::header_read`] to send a request's headers, and
//! the same time while it idles between keep-alive requests. One address
//! holds at most [`Limits::per_address`] connections (a further one is
//! closed at once), and all together at most [`Limits::connections`] (the
//! next waits to be accepted until one closes), so connections opened from
//! one address never use up what other addresses need, nor the process's
//! open files ([`Limits::for_open_files`]). When `stop` resolves (Ctrl-C in
//! `armoury serve`), the server stops accepting, lets requests in flight
//! finish and closes idle connections, waiting at most [`Limits::grace`].
//! Each request carries the client's address as axum's [`ConnectInfo`]
//! (the failed-login limit counts per address).

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::{Service, service_fn};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// Time and connection limits of the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long a client may take to send a request's headers, and how
    /// long an idle keep-alive connection stays open.
    pub header_read: Duration,
    /// How long requests in flight may take to finish once stopped.
    pub grace: Duration,
    /// Connections open at once, from all addresses.
    pub connections: usize,
    /// Connections open at once from one address.
    pub per_address: usize,
}

impl Default for Limits {
    /// 10 s for headers (a phone on a weak network sends them in well
    /// under one), 5 s of grace, and the connection caps for the usual
    /// limit of 1,024 open files.
    fn default() -> Limits {
        Limits::for_open_files(1024)
    }
}

impl Limits {
    /// The default limits, with connection caps that leave room in
    /// `open_files` (the process's limit on open files) for the database,
    /// the log and the listener: half of what is left (a margin for
    /// what the process opens besides), and a quarter of that per
    /// address, at most 256 (a browser opens up to six connections, and a
    /// whole event's phones behind one Wi-Fi router share one address).
    pub fn for_open_files(open_files: u64) -> Limits {
        let connections = usize::try_from(open_files.saturating_sub(64) / 2)
            .unwrap_or(usize::MAX)
            .clamp(8, 4096);
        Limits {
            header_read: Duration::from_secs(10),
            grace: Duration::from_secs(5),
            connections,
            per_address: (connections / 4).clamp(2, 256),
        }
    }
}

/// Connections open per client address.
#[derive(Clone, Default)]
struct PerAddress(Arc<Mutex<HashMap<IpAddr, usize>>>);

impl PerAddress {
    /// Counts a connection from `client`, if it has fewer than `cap`; the
    /// count goes down when the returned guard is dropped.
    fn admit(&self, client: IpAddr, cap: usize) -> Option<AddressSlot> {
        let mut open = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let count = open.entry(client).or_insert(0);
        if *count >= cap {
            return None;
        }
        *count += 1;
        Some(AddressSlot {
            counts: self.clone(),
            client,
        })
    }
}

/// One connection's place in its address's count.
struct AddressSlot {
    counts: PerAddress,
    client: IpAddr,
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut open = self.counts.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = open.get_mut(&self.client) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.client);
            }
        }
    }
}

/// How a stop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// Every connection finished within the grace time.
    Cleanly,
    /// Some connections were still busy when the grace time ran out.
    GraceRanOut,
}

/// Serves `router` on `listener` in plain HTTP until `stop` resolves, then
/// stops gracefully within `limits.grace`.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    stop: impl Future<Output = ()>,
) -> Stopped {
    serve_with(listener, router, limits, None, stop).await
}

/// [`serve`] over TLS with `tls`: each connection's handshake has
/// [`Limits::header_read`] to finish.
pub async fn serve_tls(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    tls: Arc<rustls::ServerConfig>,
    stop: impl Future<Output = ()>,
) -> Stopped {
    let acceptor = tokio_rustls::TlsAcceptor::from(tls);
    serve_with(listener, router, limits, Some(acceptor), stop).await
}

async fn serve_with(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    tls: Option<tokio_rustls::TlsAcceptor>,
    stop: impl Future<Output = ()>,
) -> Stopped {
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_read);
    let connections = GracefulShutdown::new();
    let open = Arc::new(Semaphore::new(limits.connections));
    let per_address = PerAddress::default();
    let mut stop = std::pin::pin!(stop);
    loop {
        // At the cap, the next connection waits in the listen queue.
        let slot = tokio::select! {
            slot = open.clone().acquire_owned() => slot,
            () = &mut stop => break,
        };
        let Ok(slot) = slot else { break };
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut stop => break,
        };
        let (stream, client) = match accepted {
            Ok(accepted) => accepted,
            // Out of file descriptors, or a connection reset before it was
            // accepted: wait a moment rather than spin, then go on.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Over its address's cap: closed at once.
        let Some(address_slot) = per_address.admit(client.ip(), limits.per_address) else {
            continue;
        };
        let (http, service, watcher) = (
            http.clone(),
            with_client(router.clone(), client),
            connections.watcher(),
        );
        let tls = tls.clone();
        // A connection that fails (a reset, a header timeout, a failed
        // handshake) only ends itself.
        tokio::spawn(async move {
            match tls {
                None => drop(
                    watcher
                        .watch(http.serve_connection(TokioIo::new(stream), service))
                        .await,
                ),
                Some(acceptor) => {
                    let handshake =
                        tokio::time::timeout(limits.header_read, acceptor.accept(stream));
                    if let Ok(Ok(stream)) = handshake.await {
                        drop(
                            watcher
                                .watch(http.serve_connection(TokioIo::new(stream), service))
                                .await,
                        );
                    }
                }
            }
            drop((slot, address_slot));
        });
    }
    drop(listener);
    match tokio::time::timeout(limits.grace, connections.shutdown()).await {
        Ok(()) => Stopped::Cleanly,
        Err(_) => Stopped::GraceRanOut,
    }
}

/// `router` as a hyper service that tags each request with `client`.
fn with_client(
    router: Router,
    client: SocketAddr,
) -> impl Service<
    hyper::Request<Incoming>,
    Response = axum::response::Response,
    Error = std::convert::Infallible,
    Future: Send,
> {
    let service = TowerToHyperService::new(router);
    service_fn(move |request: hyper::Request<Incoming>| {
        let mut request = request.map(Body::new);
        request.extensions_mut().insert(ConnectInfo(client));
        service.call(request)
    })
}

/// Resolves at Ctrl-C (SIGINT) or, on Unix, SIGTERM; never when the
/// signals cannot be watched.
pub async fn stop_signal() {
    let interrupt = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => drop(terminate.recv().await),
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}
