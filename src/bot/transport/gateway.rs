//! The gateway transport (`backrank serve`): a serenity client that keeps a
//! websocket to Discord, so a club can run the bot on a small box at home
//! with no public address.

use std::sync::Arc;

use serenity::all::{
    ClientBuilder, ConnectionStage, Context, CreateInteractionResponse, EventHandler,
    GatewayIntents, Interaction, Ready, ShardStageUpdateEvent,
};
use serenity::async_trait;

use crate::app::settings::DiscordSettings;
use crate::bot::transport::deferred::{Deferred, Signalled};
use crate::bot::transport::incoming::{self, Incoming};
use crate::bot::transport::relay::{self, First};
use crate::bot::transport::shards::{self, Connected, ShardError, ShardPlan};
use crate::bot::transport::{reach, register};
use crate::bot::{Bot, Reply, autocomplete};
use crate::discord::rest::{self, Followup};
use crate::discord::{builders, delivery};

struct Gateway {
    bot: Arc<Bot>,
    /// Work longer than this is deferred (`[http] defer_after_ms`: Discord's
    /// three seconds hold for the gateway too).
    defer_after: std::time::Duration,
    connected: Arc<Connected>,
    /// Commands are registered by shard 0's process only: one registration
    /// per bot, not one per process.
    registers: bool,
    /// The rest of each deferred interaction, drained on shutdown.
    deferred: Deferred,
}

async fn respond(ctx: &Context, interaction: &Interaction, response: CreateInteractionResponse) {
    let http = &ctx.http;
    let sent = match interaction {
        Interaction::Command(c) => c.create_response(http, response).await,
        Interaction::Component(c) => c.create_response(http, response).await,
        Interaction::Autocomplete(a) => a.create_response(http, response).await,
        Interaction::Modal(m) => m.create_response(http, response).await,
        _ => Ok(()),
    };
    if let Err(e) = sent {
        tracing::warn!(interaction = %interaction.id(), error = %e, "could not answer an interaction");
    }
}

#[async_trait]
impl EventHandler for Gateway {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        let shard = ready.shard.map_or(0, |s| s.id.0);
        self.connected.up(shard);
        tracing::info!(shard, user = %ready.user.name, "gateway shard connected");
        if !self.registers || shard != 0 {
            return;
        }
        // Off the event loop: registering waits on Discord's REST API.
        let discord = self.bot.app().settings().discord.clone();
        tokio::spawn(async move { register::register_at_start(&discord).await });
    }

    async fn shard_stage_update(&self, _ctx: Context, event: ShardStageUpdateEvent) {
        let shard = event.shard_id.0;
        if event.new == ConnectionStage::Connected {
            if self.connected.up(shard) {
                tracing::info!(shard, "gateway shard reconnected");
            }
        } else {
            self.connected
                .down(shard, &format!("its connection is {:?}", event.new));
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let deadline = tokio::time::Instant::now() + self.defer_after;
        match incoming::incoming(&interaction) {
            Incoming::Ping => {}
            Incoming::Refused(message) => {
                respond(
                    &ctx,
                    &interaction,
                    builders::response(&Reply::error(message)),
                )
                .await
            }
            Incoming::Autocomplete {
                guild,
                command,
                option,
                typed,
                variant,
                lang,
            } => {
                let typing = autocomplete::Typing {
                    command,
                    option,
                    typed,
                    variant,
                    lang,
                };
                let choices = autocomplete::off_thread(self.bot.app(), guild, typing).await;
                respond(&ctx, &interaction, builders::autocomplete(choices)).await;
            }
            Incoming::Action(action, caller) => {
                let followup = incoming::token(&interaction).map(|token| {
                    Followup::new(ctx.http.clone(), token)
                        .with_policy(delivery::policy(&self.bot.app().settings().discord))
                });
                match relay::answer(
                    &self.bot,
                    interaction.id().get(),
                    *action,
                    caller,
                    followup,
                    deadline,
                )
                .await
                {
                    First::Reply(reply) => {
                        respond(&ctx, &interaction, builders::response(&reply)).await;
                    }
                    First::Defer {
                        ephemeral,
                        update,
                        rest,
                        notice,
                    } => {
                        // The deferral first; only then the edits that
                        // finish it.
                        respond(&ctx, &interaction, builders::deferral(ephemeral, update)).await;
                        self.deferred.spawn(rest, notice);
                    }
                }
            }
        }
    }
}

/// Runs the gateway client until `shutdown` resolves, then closes the
/// connection cleanly.
///
/// # Errors
///
/// When the token is missing or the client cannot run; the token itself is
/// never part of the error.
pub async fn run(
    bot: Arc<Bot>,
    settings: &DiscordSettings,
    connected: Arc<Connected>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), GatewayError> {
    if settings.token.trim().is_empty() {
        return Err(GatewayError::NoToken);
    }
    let plan = ShardPlan::from_settings(&settings.shards, settings.shard_count)?;
    let deferred = Deferred::default();
    let drain_secs = bot.app().settings().http.drain_secs;
    let handler = Gateway {
        defer_after: std::time::Duration::from_millis(
            bot.app().settings().http.defer_after_ms.max(1),
        ),
        bot,
        connected,
        registers: matches!(plan, ShardPlan::Single | ShardPlan::Range { first: 0, .. }),
        deferred: deferred.clone(),
    };
    let (stopping, stop_seen) = tokio::sync::watch::channel(false);
    let signalled = Signalled::default();
    let shutdown = signalled.watch(shutdown);
    tokio::spawn(async move {
        shutdown.await;
        let _ = stopping.send(true);
    });
    // Built from our Http, so a test's local stand-in for Discord (api_url)
    // is used for REST and for finding the gateway.
    let http = rest::http(settings);
    let api = reach::api_shown(&settings.api_url);
    let Some(address) = reach::gateway_address(&http, &api, stop_seen.clone()).await else {
        tracing::info!("stopped before Discord could be reached");
        return Ok(());
    };
    if !address.is_empty() {
        let watch = reach::watch_shards(handler.connected.clone(), address, stop_seen.clone());
        tokio::spawn(watch);
    }
    let handler_connected = handler.connected.clone();
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::empty())
        .event_handler(handler)
        .await
        .map_err(|e| GatewayError::Start(Box::new(e)))?;
    tokio::spawn(shards::watch_runners(
        client.shard_manager.clone(),
        handler_connected,
        stop_seen.clone(),
    ));
    let shards = client.shard_manager.clone();
    let mut stop_seen_by_shards = stop_seen.clone();
    tokio::spawn(async move {
        let _ = stop_seen_by_shards.wait_for(|stop| *stop).await;
        shards.shutdown_all().await;
    });
    let mut stop_seen = stop_seen;
    // A client that cannot reach Discord keeps trying to connect and does
    // not return when its shards are shut down: after the signal, it gets
    // a few seconds, then the process goes on stopping without it.
    let stopped = async move {
        let _ = stop_seen.wait_for(|stop| *stop).await;
        tokio::time::sleep(STOP_GRACE).await;
        tracing::warn!("the gateway client did not stop in time; stopping without it");
    };
    let started = async {
        match plan {
            ShardPlan::Single => client.start().await,
            ShardPlan::Range { first, last, total } => {
                tracing::info!(
                    first,
                    last,
                    total,
                    "starting gateway shards {first} to {last} of {total}"
                );
                // serenity's range end is the last shard itself, not one past.
                #[allow(clippy::range_minus_one, clippy::reversed_empty_ranges)]
                client.start_shard_range(first..last, total).await
            }
        }
    };
    let started = tokio::select! {
        started = started => started,
        () = stopped => Ok(()),
    };
    deferred.drain(signalled.drain_until(drain_secs)).await;
    started.map_err(|e| GatewayError::Connection(Box::new(e)))
}

/// How long a gateway client that will not stop is waited for.
const STOP_GRACE: std::time::Duration = std::time::Duration::from_secs(5);

/// Why the gateway client stopped or never started.
#[derive(Debug, thiserror::Error)]
pub enum GatewayError {
    #[error(
        "no bot token is set: put [discord] token and application_id in your settings file (or \
         BACKRANK__DISCORD__TOKEN and BACKRANK__DISCORD__APPLICATION_ID); `backrank doctor` \
         checks them"
    )]
    NoToken,
    #[error("{0}")]
    Shards(#[from] ShardError),
    #[error("could not start the Discord client: {0}")]
    Start(Box<serenity::Error>),
    #[error("the Discord connection failed: {0}. Check the token and the network")]
    Connection(Box<serenity::Error>),
}
