//! The gateway transport (`backrank serve`): a serenity client that keeps a
//! websocket to Discord, so a club can run the bot on a small box at home
//! with no public address.

use std::sync::Arc;

use serenity::all::{
    ClientBuilder, Command as SlashCommand, Context, CreateInteractionResponse, EventHandler,
    GatewayIntents, GuildId, Interaction, Ready,
};
use serenity::async_trait;

use crate::app::settings::DiscordSettings;
use crate::bot::commands::registrations;
use crate::bot::transport::incoming::{self, Incoming};
use crate::bot::transport::relay::{self, First};
use crate::bot::{Bot, Reply, autocomplete};
use crate::discord::builders;
use crate::discord::rest::{self, Followup};

struct Gateway {
    bot: Arc<Bot>,
    guild: Option<GuildId>,
    /// Work longer than this is deferred (`[http] defer_after_ms`: Discord's
    /// three seconds hold for the gateway too).
    defer_after: std::time::Duration,
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
    async fn ready(&self, ctx: Context, ready: Ready) {
        let commands = registrations();
        let registered = match self.guild {
            Some(g) => g.set_commands(&ctx.http, commands).await.map(|c| c.len()),
            None => SlashCommand::set_global_commands(&ctx.http, commands)
                .await
                .map(|c| c.len()),
        };
        match registered {
            Ok(n) => tracing::info!(
                user = %ready.user.name,
                commands = n,
                "connected; slash commands registered {}",
                match self.guild {
                    Some(g) => format!("in server {g}"),
                    None => "globally (they can take up to an hour to appear)".to_owned(),
                }
            ),
            Err(e) => tracing::error!(error = %e, "connected, but registering the commands failed"),
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
                option,
                typed,
                variant,
            } => {
                let choices = autocomplete::off_thread(option, typed, variant).await;
                respond(&ctx, &interaction, builders::autocomplete(choices)).await;
            }
            Incoming::Action(action, caller) => {
                let followup = incoming::token(&interaction)
                    .map(|token| Followup::new(ctx.http.clone(), token));
                match relay::answer(&self.bot, *action, caller, followup, deadline).await {
                    First::Reply(reply) => {
                        respond(&ctx, &interaction, builders::response(&reply)).await;
                    }
                    First::Defer {
                        ephemeral,
                        update,
                        rest,
                    } => {
                        // The deferral first; only then the edits that
                        // finish it.
                        respond(&ctx, &interaction, builders::deferral(ephemeral, update)).await;
                        rest.await;
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
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), GatewayError> {
    if settings.token.trim().is_empty() {
        return Err(GatewayError::NoToken);
    }
    let handler = Gateway {
        defer_after: std::time::Duration::from_millis(bot.settings().http.defer_after_ms.max(1)),
        bot,
        guild: (settings.guild_id != 0).then(|| settings.guild_id.into()),
    };
    // Built from our Http, so a test's local stand-in for Discord (api_url)
    // is used for REST and for finding the gateway.
    let mut client = ClientBuilder::new_with_http(rest::http(settings), GatewayIntents::empty())
        .event_handler(handler)
        .await
        .map_err(|e| GatewayError::Start(Box::new(e)))?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown.await;
        shards.shutdown_all().await;
    });
    client
        .start()
        .await
        .map_err(|e| GatewayError::Connection(Box::new(e)))
}

/// Why the gateway client stopped or never started.
#[derive(Debug, thiserror::Error)]
pub enum GatewayError {
    #[error("no bot token: set [discord] token in your settings file or BACKRANK__DISCORD__TOKEN")]
    NoToken,
    #[error("could not start the Discord client: {0}")]
    Start(Box<serenity::Error>),
    #[error("the Discord connection failed: {0}. Check the token and the network")]
    Connection(Box<serenity::Error>),
}
