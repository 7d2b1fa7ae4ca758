//! The HTTP/1 server loop of `armoury serve`: accepts connections, limits
//! how long a client may take to send a request's headers, and stops
//! gracefully.
//!
//! A client that opens a connection and then sends its headers slowly (or
//! not at all) would otherwise hold a connection and its task forever; each
//! connection gets [`Limits::header_read`] to send a request's headers, and
//! the same time while it idles between keep-alive requests. When `stop`
//! resolves (Ctrl-C in `armoury serve`), the server stops accepting,
//! lets requests in flight finish and closes idle connections, waiting at
//! most [`Limits::grace`]. Each request carries the client's address as
//! axum's [`ConnectInfo`] (the failed-login limit counts per address).

use std::future::Future;
use std::net::SocketAddr;
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

/// Time limits of the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long a client may take to send a request's headers, and how
    /// long an idle keep-alive connection stays open.
    pub header_read: Duration,
    /// How long requests in flight may take to finish once stopped.
    pub grace: Duration,
}

impl Default for Limits {
    /// 10 s for headers (a phone on a weak network sends them in well
    /// under one), 5 s of grace.
    fn default() -> Limits {
        Limits {
            header_read: Duration::from_secs(10),
            grace: Duration::from_secs(5),
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

/// Serves `router` on `listener` until `stop` resolves, then stops
/// gracefully within `limits.grace`.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    stop: impl Future<Output = ()>,
) -> Stopped {
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_read);
    let connections = GracefulShutdown::new();
    let mut stop = std::pin::pin!(stop);
    loop {
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
        let connection =
            http.serve_connection(TokioIo::new(stream), with_client(router.clone(), client));
        let connection = connections.watch(connection);
        // A connection that fails (a reset, a header timeout) only ends itself.
        tokio::spawn(async move { drop(connection.await) });
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
