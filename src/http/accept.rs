//! The accept loop: connections taken one slot at a time, served over
//! HTTP/1 with a deadline for their headers, until a shutdown.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use super::Limits;

/// How long a shutdown waits for requests under way.
const DRAIN: Duration = Duration::from_secs(10);

/// A request as hyper reads it off a connection.
type Arriving = hyper::Request<hyper::body::Incoming>;

/// Marks each request with the address it came from, as axum's
/// `ConnectInfo` (the web pages budget requests by it).
fn with_peer(peer: std::net::SocketAddr) -> impl Clone + Fn(Arriving) -> Arriving {
    move |mut request: Arriving| {
        request
            .extensions_mut()
            .insert(axum::extract::ConnectInfo(peer));
        request
    }
}

/// Serves `app` (the endpoint's routes, the pages', perhaps with others)
/// with the connection limits, until `shutdown` resolves; then stops
/// accepting and lets the requests under way finish, for a while.
pub async fn serve_router(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let graceful = GracefulShutdown::new();
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    tokio::pin!(shutdown);
    loop {
        // A slot first: at the cap, connections wait in the kernel's queue
        // rather than cost a file descriptor each.
        let slot = tokio::select! {
            slot = slots.clone().acquire_owned() => match slot {
                Ok(s) => s,
                Err(_) => break,
            },
            () = &mut shutdown => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors, say: back off a moment rather
                    // than spin on the same error.
                    tracing::warn!(error = %e, "could not accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let conn = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(limits.header_timeout)
            .serve_connection(
                TokioIo::new(stream),
                TowerToHyperService::new(tower::util::MapRequest::new(
                    app.clone(),
                    with_peer(peer),
                )),
            );
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            if let Err(e) = conn.await {
                tracing::debug!(error = %e, "a connection ended with an error");
            }
            drop(slot);
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(DRAIN) => {
            tracing::warn!("requests were still under way at shutdown");
        }
    }
}
