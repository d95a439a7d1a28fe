//! `backrank serve`: starts everything a running bot needs, under one
//! shutdown signal: the log ([`log`]), the store, the app, the hardware
//! source's port, the roll-along sweeper, the daily scheduler, and one
//! transport (the gateway, or the HTTP endpoint with `--http ADDR`).

pub mod admin;
pub mod guild_events;
pub mod log;
pub mod poster;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use crate::app::settings::{BadWebSettings, DiscordSettings, Settings};
use crate::app::{App, StartError};
use crate::bot::Bot;
use crate::bot::transport::deferred::Signalled;
use crate::bot::transport::gateway::{self, GatewayError};
use crate::bot::transport::http::{self, Endpoint, EndpointError};
use crate::bot::transport::register;
use crate::daily::Scheduler;
use crate::discord::rest;
use crate::http::{Limits, LimitsError};
use crate::meetup::{MeetupScheduler, Servers};
use crate::store::StoreError;
use poster::DiscordPoster;

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
    #[error("{0}")]
    Limits(#[from] LimitsError),
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
    #[error("[http] admin_addr = \"{0}\": write an address and port, like 127.0.0.1:9090")]
    AdminAddr(String),
    #[error(
        "[web] addr = \"{0}\": write an address and port, like 0.0.0.0:8090, or leave it empty"
    )]
    WebAddr(String),
    /// `[web] public_url` is not an address people reach the pages at.
    #[error("{0}")]
    Web(BadWebSettings),
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
                | ServeError::Limits(_)
                | ServeError::AdminAddr(_)
                | ServeError::WebAddr(_)
                | ServeError::Web(_)
                | ServeError::Gateway(GatewayError::NoToken | GatewayError::Shards(_))
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
    // What the chosen transport cannot start without is said first, before
    // anything is opened or warned about.
    match http_addr {
        Some(_) => {
            http::verifier(&settings.discord.public_key)?;
        }
        None if settings.discord.token.trim().is_empty() => {
            return Err(GatewayError::NoToken.into());
        }
        None => {}
    }
    raise_file_limit();
    let discord = settings.discord.clone();
    let admin_addr = admin_addr(&settings.http.admin_addr)?;
    let web_addr = optional_addr(&settings.web.addr, ServeError::WebAddr)?;
    let metrics = admin::recorder();
    // The bot's "Open on the web" button uses the address too.
    let site = crate::web::Web::from_settings(&settings.web).map_err(ServeError::Web)?;
    let web = match web_addr {
        Some(addr) => Some((addr, site, Limits::from_settings(&settings.http)?)),
        None => None,
    };
    let bot = Arc::new(Bot::from_app(app(settings).await?));
    let shutdown = Shutdown::on_signal();
    let web = match web {
        Some((addr, site, limits)) => {
            let site = site.with_events(bot.app().clone());
            Some(serve_web(addr, site, limits, shutdown.stopped()).await?.1)
        }
        None => None,
    };
    let admin = admin::Admin {
        metrics,
        store: bot.app().store().clone(),
        gateway: http_addr.is_none().then(Arc::default),
        token: discord.token.clone(),
    };
    if let Some(addr) = admin_addr {
        let listener = admin::serve(addr, admin.clone(), shutdown.stopped());
        tokio::spawn(async move {
            if let Err(error) = listener.await {
                tracing::error!(%addr, %error, "could not serve the admin routes");
            }
        });
    }
    bot.app().connect_tower().await;
    tokio::spawn(sweep(bot.clone(), shutdown.stopped()));
    let rest = (!discord.token.trim().is_empty()).then(|| Arc::new(rest::http(&discord)));
    match &rest {
        // Daily challenges need Discord's REST API to post; the scheduler
        // runs beside either transport until shutdown.
        Some(rest) => {
            let poster = Arc::new(DiscordPoster::new(rest.clone()));
            let worker = Scheduler::worker_name();
            // A console on the same store keeps its pretend server's own.
            let scheduler = Scheduler::new(bot.app().clone(), poster.clone(), worker.clone())
                .of(Servers::AllBut(crate::bot::transport::console::SERVER));
            tokio::spawn(scheduler.run(shutdown.stopped()));
            // Club nights post on their own clock too, through the same
            // client, and keep Discord's scheduled events in step.
            let events: Arc<dyn crate::meetup::guild_events::GuildEvents> = Arc::new(
                guild_events::DiscordGuildEvents::new(rest.clone())
                    .with_policy(crate::discord::delivery::policy(&discord)),
            );
            // A console on the same store runs its pretend server's nights.
            let nights = MeetupScheduler::new(bot.app().clone(), poster, Some(events), worker)
                .of(Servers::AllBut(crate::bot::transport::console::SERVER));
            tokio::spawn(nights.run(shutdown.stopped()));
        }
        None => tracing::warn!("no bot token, so daily challenges and meetups cannot be posted"),
    }
    let served = match http_addr {
        Some(addr) => serve_http(bot, &discord, rest, addr, admin, &shutdown).await,
        None => {
            // The shards /readyz looks at (set above for gateway mode).
            let connected = admin.gateway.unwrap_or_default();
            gateway::run(bot, &discord, connected, shutdown.stopped())
                .await
                .map_err(ServeError::from)
        }
    };
    // The pages' requests under way finish too (the accept loop gives
    // them a while, then cuts them).
    if let Some(pages) = web {
        let _ = pages.await;
    }
    served
}

/// `[http] admin_addr`, if set.
fn admin_addr(text: &str) -> Result<Option<SocketAddr>, ServeError> {
    optional_addr(text, ServeError::AdminAddr)
}

/// An address setting: empty for none.
fn optional_addr(
    text: &str,
    refused: fn(String) -> ServeError,
) -> Result<Option<SocketAddr>, ServeError> {
    match text.trim() {
        "" => Ok(None),
        addr => addr
            .parse()
            .map(Some)
            .map_err(|_| refused(addr.chars().take(40).collect())),
    }
}

/// Serves the web pages on `addr` (beside the bot, or alone) until
/// `stopped`: the address bound (the port a `:0` got), and the task, which
/// ends when their last request has.
async fn serve_web(
    addr: SocketAddr,
    site: crate::web::Web,
    limits: Limits,
    stopped: impl Future<Output = ()> + Send + 'static,
) -> Result<(SocketAddr, tokio::task::JoinHandle<()>), ServeError> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|error| ServeError::Listen { addr, error })?;
    let bound = listener
        .local_addr()
        .map_err(|error| ServeError::Listen { addr, error })?;
    warn_of_host_addresses(bound, &site);
    tracing::info!(addr = %bound, "serving the web pages");
    let pages = tokio::spawn(crate::web::serve_limited(
        listener,
        Arc::new(site),
        limits,
        stopped,
    ));
    Ok((bound, pages))
}

/// Pages open to others with no `public_url` write each browser's own
/// `Host` into their QR codes and PGN: say so once.
fn warn_of_host_addresses(addr: SocketAddr, site: &crate::web::Web) {
    if !addr.ip().is_loopback() && !site.has_public_url() {
        tracing::warn!(
            %addr,
            "[web] public_url is not set: QR codes and PGN name the address each browser asked for, \
             and are not kept by caches; set it to the address people reach the pages at"
        );
    }
}

async fn serve_http(
    bot: Arc<Bot>,
    discord: &DiscordSettings,
    rest: Option<Arc<serenity::http::Http>>,
    addr: SocketAddr,
    admin: admin::Admin,
    shutdown: &Shutdown,
) -> Result<(), ServeError> {
    match rest {
        // Discord sends an endpoint nothing until its commands exist, and
        // no gateway connection registers them in this mode. In the
        // background: the endpoint serves meanwhile.
        Some(_) => {
            let discord = discord.clone();
            tokio::spawn(async move { register::register_at_start(&discord).await });
        }
        None => tracing::warn!(
            "no bot token, so the slash commands cannot be registered and replies that wait on \
             hardware dice cannot be completed"
        ),
    }
    let endpoint = Arc::new(Endpoint::new(bot, &discord.public_key, rest)?);
    let limits = endpoint.limits().clone();
    // The admin routes sit outside the endpoint's in-flight cap: a probe
    // still gets its answer while the bot is at the cap.
    let routes = http::router(endpoint.clone()).merge(admin::router(admin));
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|error| ServeError::Listen { addr, error })?;
    tracing::info!("serving Discord interactions on http://{addr}/interactions");
    let signalled = Signalled::default();
    let stopped = signalled.watch(shutdown.stopped());
    crate::http::serve_router(listener, routes, limits, stopped).await;
    endpoint.drain(&signalled).await;
    Ok(())
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
        match bot.app().upkeep().sweep().await {
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
        // Discord gives up on an interaction within minutes; an hour of ids
        // is plenty to catch a second delivery.
        let before = bot.app().now() - 3600;
        if let Err(e) = bot.app().store().forget_interactions(before).await {
            tracing::error!(error = %e, "could not forget old interaction ids");
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

/// `backrank web --addr ADDR`: the table's web pages alone, with no bot or
/// Discord, until Ctrl-C or SIGTERM. With `events`, the store of `[store]`
/// (created on first run, as `serve` creates it) gives the events' pages.
/// Says where it listens on stdout (the address, with the port a `:0` was
/// given).
///
/// # Errors
///
/// When the log settings are wrong, the store cannot be opened, the
/// address cannot be bound, or an `[http]` limit is 0.
pub async fn web(settings: Settings, addr: SocketAddr, events: bool) -> Result<(), ServeError> {
    log::init(&settings.log)?;
    let mut site = crate::web::Web::from_settings(&settings.web).map_err(ServeError::Web)?;
    let limits = Limits::from_settings(&settings.http)?;
    if events {
        site = site.with_events(Arc::new(app(settings).await?));
    }
    let shutdown = Shutdown::on_signal();
    let (bound, pages) = serve_web(addr, site, limits, shutdown.stopped()).await?;
    println!("{}", crate::web::listening_line(bound));
    let _ = pages.await;
    Ok(())
}
