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
use crate::bot::transport::first_answer::{self, Sent};
use crate::bot::transport::incoming::{self, Incoming};
use crate::bot::transport::relay::{self, First};
use crate::bot::transport::shards::{self, Connected, ShardError, ShardPlan};
use crate::bot::transport::{reach, register, shard_notes};
use crate::bot::{Action, Bot, Caller, Reply, autocomplete};
use crate::discord::rest::{self, Followup};
use crate::discord::{builders, delivery, record_button};
use tokio::time::Instant;

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

impl Gateway {
    /// Answers an action: first within Discord's three seconds (the reply
    /// or a deferral), then, for a deferral, the rest through REST.
    /// `times`: when to defer, and when Discord stops taking a first answer.
    async fn act(
        &self,
        ctx: &Context,
        interaction: &Interaction,
        action: Action,
        caller: Caller,
        times: (Instant, Instant),
    ) {
        let (deadline, answer_by) = times;
        let followup = incoming::token(interaction).map(|token| {
            Followup::new(ctx.http.clone(), token)
                .with_policy(delivery::policy(&self.bot.app().settings().discord))
        });
        let about = About {
            interaction: interaction.id().get(),
            reply: relay::about(&action, &caller),
        };
        let first = relay::answer(
            &self.bot,
            about.interaction,
            action,
            caller,
            followup.clone(),
            deadline,
        )
        .await;
        match first {
            First::Reply(reply) => {
                let response = builders::response(&reply);
                let sent = first_answer::send(ctx, interaction, response, answer_by);
                match sent.await {
                    Sent::Answered => {}
                    Sent::AlreadyAcknowledged => {
                        tracing::info!(
                            interaction = about.interaction,
                            "the interaction was acknowledged already (by another host?); \
                             its original message gets the reply"
                        );
                        self.edit_in(followup, *reply, &about, "");
                    }
                    Sent::Failed(e) => {
                        let record = record_button::record_no_of(&reply);
                        about.failed(&e, record, "trying to edit the reply in");
                        self.edit_in(followup, *reply, &about, &e);
                    }
                }
            }
            First::Defer {
                ephemeral,
                update,
                rest,
                notice,
            } => {
                // The deferral first; only then the edits that
                // finish it. A deferral refused as acknowledged
                // already leaves an original message the edits
                // reach; one that failed is logged, and the edits
                // say whether the reply got through.
                let response = builders::deferral(ephemeral, update);
                let sent = first_answer::send(ctx, interaction, response, answer_by);
                if let Sent::Failed(e) = sent.await {
                    about.failed(&e, None, "its reply is still edited in when done");
                }
                self.deferred.spawn(rest, notice);
            }
            // Not a word: the first delivery, here or on another
            // host, answers.
            First::Duplicate { .. } => {}
        }
    }

    /// A reply whose first answer Discord did not take (`failed`: why, or
    /// empty when another answer came first), put into the interaction's
    /// original message while its token lives. An edit that does not get
    /// through is logged with the record number and counted as undelivered.
    fn edit_in(&self, followup: Option<Followup>, reply: Reply, about: &About, failed: &str) {
        let Some(followup) = followup else {
            crate::app::metrics::reply_undelivered("callback");
            about.failed(
                failed,
                record_button::record_no_of(&reply),
                "no token to edit it in",
            );
            return;
        };
        if reply.form.is_some() {
            // A form opens only as a first answer.
            crate::app::metrics::reply_undelivered("callback");
            about.failed(failed, None, "a form cannot be edited in");
            return;
        }
        self.deferred
            .spawn(Box::pin(async move { followup.edit(&reply).await }), None);
    }
}

/// Sends a first answer that has no later way in (a refusal, autocomplete
/// choices): tried again within Discord's three seconds, then logged.
async fn respond(
    ctx: &Context,
    interaction: &Interaction,
    response: CreateInteractionResponse,
    answer_by: Instant,
) {
    if let Sent::Failed(e) = first_answer::send(ctx, interaction, response, answer_by).await {
        tracing::warn!(interaction = %interaction.id(), error = %e, "could not answer an interaction");
    }
}

/// What a first answer that did not get through is about, for its log
/// line: the interaction, and its command, who asked and where.
struct About {
    interaction: u64,
    reply: delivery::About,
}

impl About {
    /// Logs a first answer that did not get through, with the reply's record
    /// number when it is a roll.
    fn failed(&self, e: &str, record: Option<i64>, then: &str) {
        let a = &self.reply;
        tracing::warn!(
            interaction = self.interaction,
            command = a.command,
            user = a.user,
            guild = a.guild,
            channel = a.channel,
            record,
            error = %e,
            "an interaction's first answer did not reach Discord; {then}"
        );
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
        let arrived = Instant::now();
        let deadline = arrived + self.defer_after;
        let answer_by = arrived + first_answer::ANSWER_WITHIN;
        match incoming::incoming(&interaction) {
            Incoming::Ping => {}
            Incoming::Refused(message) => {
                respond(
                    &ctx,
                    &interaction,
                    builders::response(&Reply::error(message)),
                    answer_by,
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
                respond(
                    &ctx,
                    &interaction,
                    builders::autocomplete(choices),
                    answer_by,
                )
                .await;
            }
            Incoming::Action(action, caller) => {
                let times = (deadline, answer_by);
                self.act(&ctx, &interaction, *action, caller, times).await;
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
    let app = bot.app().clone();
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
    // Another process on one of these shards gets the same interactions:
    // noticed through the store, and said in the log.
    tokio::spawn(shard_notes::keep_noting(app, plan, stop_seen.clone()));
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
