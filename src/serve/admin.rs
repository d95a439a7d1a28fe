//! What an operator's tools ask a running bot: `/metrics` (Prometheus's
//! text format), `/healthz` (the process is up) and `/readyz` (it can do
//! its work: the store answers and, in gateway mode, a shard is
//! connected). The HTTP endpoint serves them beside `/interactions`;
//! `[http] admin_addr` serves them on an address of their own (the only
//! place in gateway mode).

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

use crate::bot::transport::shards::Connected;
use crate::store::Store;

/// How long `/readyz` waits for the store.
const STORE_CHECK: Duration = Duration::from_secs(2);

/// Histogram buckets in seconds, around Discord's three-second deadline.
const BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 5.0, 10.0,
];

/// The process's Prometheus recorder, installed once (a process holds one
/// recorder; tests start several services in one process).
pub fn recorder() -> Option<PrometheusHandle> {
    static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let installed = PrometheusBuilder::new()
                .set_buckets(BUCKETS)
                .and_then(PrometheusBuilder::install_recorder);
            match installed {
                Ok(handle) => {
                    crate::app::metrics::describe();
                    let upkeep = handle.clone();
                    // Histograms are drained into their buckets here.
                    std::thread::Builder::new()
                        .name("metrics-upkeep".into())
                        .spawn(move || {
                            loop {
                                std::thread::sleep(Duration::from_secs(5));
                                upkeep.run_upkeep();
                            }
                        })
                        .ok()?;
                    Some(handle)
                }
                Err(e) => {
                    tracing::warn!(error = %e, "could not install the metrics recorder; /metrics will be empty");
                    None
                }
            }
        })
        .clone()
}

/// What the admin routes look at.
#[derive(Clone)]
pub struct Admin {
    pub metrics: Option<PrometheusHandle>,
    pub store: Arc<dyn Store>,
    /// The gateway's shards, in gateway mode.
    pub gateway: Option<Arc<Connected>>,
    /// The bot token (empty for none): not ready while Discord refuses it.
    pub token: String,
}

/// `/metrics`, `/healthz`, `/readyz`.
pub fn router(admin: Admin) -> Router {
    Router::new()
        .route("/metrics", get(metrics))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .with_state(admin)
}

async fn metrics(State(a): State<Admin>) -> Response {
    let body = a
        .metrics
        .as_ref()
        .map(PrometheusHandle::render)
        .unwrap_or_default();
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        body,
    )
        .into_response()
}

async fn healthz() -> &'static str {
    "ok\n"
}

async fn readyz(State(a): State<Admin>) -> Response {
    match tokio::time::timeout(STORE_CHECK, a.store.ping()).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "not ready: the store fails");
            return (StatusCode::SERVICE_UNAVAILABLE, format!("not ready: {e}\n")).into_response();
        }
        Err(_) => {
            tracing::warn!("not ready: the store took over 2 s to answer");
            return (
                StatusCode::SERVICE_UNAVAILABLE,
                "not ready: the store took over 2 s to answer\n",
            )
                .into_response();
        }
    }
    if !a.token.is_empty() && crate::discord::token::is_refused(&a.token) {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "not ready: Discord refused the bot token (401); set [discord] token to the bot's \
             current token\n",
        )
            .into_response();
    }
    if let Some(gateway) = &a.gateway {
        let up = gateway.shards();
        if up.is_empty() {
            return (
                StatusCode::SERVICE_UNAVAILABLE,
                "not ready: no gateway shard is connected\n",
            )
                .into_response();
        }
        return format!("ready: store answers; shards connected: {up:?}\n").into_response();
    }
    "ready: store answers\n".into_response()
}

/// Serves the admin routes on `addr` until `shutdown`.
///
/// # Errors
///
/// When the address cannot be bound.
pub async fn serve(
    addr: std::net::SocketAddr,
    admin: Admin,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!("serving /metrics, /healthz and /readyz on http://{addr}");
    axum::serve(listener, router(admin))
        .with_graceful_shutdown(shutdown)
        .await
}
