//! The gateway transport (`backrank serve`): a serenity client that keeps a
//! websocket to Discord, so a club can run the bot on a small box at home
//! with no public address.

use std::sync::Arc;

use serenity::all::{
    ClientBuilder, Command as SlashCommand, Context, CreateInteractionResponse, EventHandler,
    GatewayIntents, GuildId, Interaction, Ready,
};
use serenity::async_trait;
use serenity::http::{Http, HttpBuilder};

use crate::app::settings::DiscordSettings;
use crate::bot::discord::{self, Incoming};
use crate::bot::relay::{self, First, Followup};
use crate::bot::{Bot, Reply};

struct Gateway {
    bot: Arc<Bot>,
    guild: Option<GuildId>,
    /// Work longer than this is deferred (`[http] defer_after_ms`: Discord's
    /// three seconds hold for the gateway too).
    defer_after: std::time::Duration,
}

/// Discord's REST API as configured: the real one, or (in tests) a local
/// stand-in at `api_url` with the rate limiter off.
pub fn http(settings: &DiscordSettings) -> Http {
    let mut builder = HttpBuilder::new(&settings.token);
    if settings.application_id != 0 {
        builder = builder.application_id(settings.application_id.into());
    }
    if !settings.api_url.is_empty() {
        // serenity sends requests to a proxy only with its rate limiter off.
        builder = builder.proxy(&settings.api_url).ratelimiter_disabled(true);
    }
    builder.build()
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
        let commands = discord::commands();
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
        match discord::incoming(&interaction) {
            Incoming::Ping => {}
            Incoming::Refused(message) => {
                respond(
                    &ctx,
                    &interaction,
                    discord::response(&Reply::error(message)),
                )
                .await
            }
            Incoming::Autocomplete {
                option,
                typed,
                variant,
            } => {
                let choices = self
                    .bot
                    .autocomplete_off_thread(option, typed, variant)
                    .await;
                respond(&ctx, &interaction, discord::autocomplete(choices)).await;
            }
            Incoming::Action(action, caller) => {
                let followup = discord::token(&interaction)
                    .map(|token| Followup::new(ctx.http.clone(), token));
                match relay::answer(&self.bot, *action, caller, followup, deadline).await {
                    First::Reply(reply) => {
                        respond(&ctx, &interaction, discord::response(&reply)).await;
                    }
                    First::Defer {
                        ephemeral,
                        update,
                        rest,
                    } => {
                        // The deferral first; only then the edits that
                        // finish it.
                        respond(&ctx, &interaction, discord::deferral(ephemeral, update)).await;
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
/// A message when the token is missing or the client cannot run; the token
/// itself is never part of it.
pub async fn run(
    bot: Arc<Bot>,
    settings: &DiscordSettings,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    if settings.token.trim().is_empty() {
        return Err(
            "no bot token: set [discord] token in your settings file or BACKRANK__DISCORD__TOKEN"
                .into(),
        );
    }
    let handler = Gateway {
        defer_after: std::time::Duration::from_millis(bot.settings().http.defer_after_ms.max(1)),
        bot,
        guild: (settings.guild_id != 0).then(|| settings.guild_id.into()),
    };
    // Built from our Http, so a test's local stand-in for Discord (api_url)
    // is used for REST and for finding the gateway.
    let mut client = ClientBuilder::new_with_http(http(settings), GatewayIntents::empty())
        .event_handler(handler)
        .await
        .map_err(|e| format!("could not start the Discord client: {e}"))?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown.await;
        shards.shutdown_all().await;
    });
    client
        .start()
        .await
        .map_err(|e| format!("the Discord connection failed: {e}. Check the token and the network"))
}
