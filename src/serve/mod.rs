//! `backrank serve`: starts everything a running bot needs, under one
//! shutdown signal: the log ([`log`]), the store, the app, the hardware
//! source's port, the roll-along sweeper, the daily scheduler, and one
//! transport (the gateway, or the HTTP endpoint with `--http ADDR`).

pub mod log;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use crate::app::settings::{DiscordSettings, Settings};
use crate::app::{App, StartError};
use crate::bot::Bot;
use crate::bot::transport::gateway::{self, GatewayError};
use crate::bot::transport::http::{self, Endpoint, EndpointError};
use crate::daily::Scheduler;
use crate::discord::{DiscordPoster, rest};
use crate::store::StoreError;

/// How often expired roll-alongs are swept.
const SWEEP_EVERY: Duration = Duration::from_secs(300);

/// Why the service stopped, or never started.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// A setting is wrong: the person running the bot fixes it.
    #[error("{0}")]
    Log(#[from] log::LogError),
    #[error("{0}")]
    Start(#[from] StartError),
    #[error("{0}")]
    Endpoint(#[from] EndpointError),
    /// Something else failed.
    #[error("the store could not be opened: {0}")]
    Store(#[from] StoreError),
    #[error("could not serve on {addr}: {error}")]
    Listen {
        addr: SocketAddr,
        error: std::io::Error,
    },
    #[error("{0}")]
    Gateway(#[from] GatewayError),
}

impl ServeError {
    /// Whether the settings are at fault (rather than the machine, the
    /// store or Discord).
    pub fn is_settings(&self) -> bool {
        matches!(
            self,
            ServeError::Log(_)
                | ServeError::Start(_)
                | ServeError::Endpoint(_)
                | ServeError::Gateway(GatewayError::NoToken)
        )
    }
}

/// The app with its store opened (created on first run) from `[store]`.
///
/// # Errors
///
/// When the store cannot be opened or a `[bot]` setting is wrong.
pub async fn app(settings: Settings) -> Result<App, ServeError> {
    let store = settings.store.open().await?;
    Ok(App::new(settings, store)?)
}

/// Runs the bot until Ctrl-C or SIGTERM.
///
/// # Errors
///
/// A wrong setting, a store that cannot be opened, an address that cannot
/// be bound, or a gateway connection that failed.
pub async fn run(settings: Settings, http_addr: Option<SocketAddr>) -> Result<(), ServeError> {
    log::init(&settings.log)?;
    raise_file_limit();
    let discord = settings.discord.clone();
    let bot = Arc::new(Bot::from_app(app(settings).await?));
    let shutdown = Shutdown::on_signal();
    bot.connect_tower().await;
    tokio::spawn(sweep(bot.clone(), shutdown.stopped()));
    let rest = (!discord.token.trim().is_empty()).then(|| Arc::new(rest::http(&discord)));
    match &rest {
        // Daily challenges need Discord's REST API to post; the scheduler
        // runs beside either transport until shutdown.
        Some(rest) => {
            let poster = Arc::new(DiscordPoster::new(rest.clone()));
            let scheduler = Scheduler::new(bot.app().clone(), poster, Scheduler::worker_name());
            tokio::spawn(scheduler.run(shutdown.stopped()));
        }
        None => tracing::warn!("no bot token, so daily challenges cannot be posted"),
    }
    match http_addr {
        Some(addr) => serve_http(bot, &discord, rest, addr, &shutdown).await,
        None => Ok(gateway::run(bot, &discord, shutdown.stopped()).await?),
    }
}

async fn serve_http(
    bot: Arc<Bot>,
    discord: &DiscordSettings,
    rest: Option<Arc<serenity::http::Http>>,
    addr: SocketAddr,
    shutdown: &Shutdown,
) -> Result<(), ServeError> {
    if rest.is_none() {
        tracing::warn!("no bot token, so replies that wait on hardware dice cannot be completed");
    }
    let endpoint = Endpoint::new(bot, &discord.public_key, rest)?;
    tracing::info!("serving Discord interactions on http://{addr}/interactions");
    http::serve(addr, Arc::new(endpoint), shutdown.stopped())
        .await
        .map_err(|error| ServeError::Listen { addr, error })
}

/// Each connection costs a file descriptor: take all the system allows, so
/// `[http] max_connections` is the bound, not the soft limit.
fn raise_file_limit() {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(n) => tracing::debug!(open_files = n, "file limit"),
        Err(e) => tracing::warn!(error = %e, "could not raise the open-file limit"),
    }
}

/// Sweeps expired roll-alongs every [`SWEEP_EVERY`] until `stopped`.
async fn sweep(bot: Arc<Bot>, stopped: impl Future<Output = ()>) {
    tokio::pin!(stopped);
    loop {
        match bot.sweep().await {
            Ok(s) if s.expired + s.deleted > 0 => {
                tracing::info!(
                    expired = s.expired,
                    forgotten = s.deleted,
                    "swept roll-alongs"
                );
            }
            Ok(_) => {}
            Err(e) => tracing::error!(error = %e, "could not sweep roll-alongs"),
        }
        tokio::select! {
            () = &mut stopped => return,
            () = tokio::time::sleep(SWEEP_EVERY) => {}
        }
    }
}

/// One shutdown signal for everything the process runs.
struct Shutdown {
    stopping: tokio::sync::watch::Receiver<bool>,
}

impl Shutdown {
    /// Stops on Ctrl-C or SIGTERM.
    fn on_signal() -> Shutdown {
        let (stop, stopping) = tokio::sync::watch::channel(false);
        tokio::spawn(async move {
            signal().await;
            let _ = stop.send(true);
        });
        Shutdown { stopping }
    }

    /// Resolves when the process is stopping.
    fn stopped(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut rx = self.stopping.clone();
        async move {
            let _ = rx.wait_for(|stopped| *stopped).await;
        }
    }
}

/// Resolves on Ctrl-C or SIGTERM, so the bot closes its connections cleanly
/// (systemd and Docker stop services with SIGTERM).
async fn signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("shutting down");
}
