//! Discord's REST API on the bot's own behalf (not an interaction's): who
//! the token belongs to, the application, and its slash commands. Used at
//! start-up and by the operator's commands (`backrank commands`,
//! `backrank doctor`), so each call is retried through Discord's passing
//! failures (5xx, 429 with its wait, a connection that broke) for a short
//! while, as the calls that finish interactions are ([`delivery`]).

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde::Deserialize;
use serde_json::Value;
use tokio::time::Instant;

use crate::app::settings::DiscordSettings;
use crate::discord::delivery::{self, Body, Call, RetryPolicy};

/// How long one call keeps trying before it reports Discord unreachable.
const PATIENCE: Duration = Duration::from_secs(30);

/// Where a set of slash commands lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every server and DM the bot is in (can take a while to show).
    Global,
    /// One server, at once.
    Guild(u64),
}

impl Scope {
    /// `[discord] guild_id` as a scope: 0 for global.
    pub fn from_setting(guild_id: u64) -> Scope {
        match guild_id {
            0 => Scope::Global,
            id => Scope::Guild(id),
        }
    }
}

impl std::fmt::Display for Scope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Scope::Global => f.write_str("globally"),
            Scope::Guild(id) => write!(f, "in server {id}"),
        }
    }
}

/// Why a call failed.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// No token is set.
    #[error("no bot token is set ([discord] token, or BACKRANK__DISCORD__TOKEN)")]
    NoToken,
    /// Discord refused the token (401).
    #[error(
        "Discord refused the bot token (401 Unauthorized): copy it again from the developer \
         portal (your application → Bot → Reset Token) into [discord] token"
    )]
    BadToken,
    /// Discord answered with another refusal (403, 404, 400 …).
    #[error("{0}")]
    Refused(String),
    /// Discord could not be reached, or kept failing.
    #[error("could not reach Discord at {url}: {why}")]
    Unreachable { url: String, why: String },
    /// Discord answered something this version does not read.
    #[error("Discord's answer to {what} could not be read: {why}")]
    Unreadable { what: &'static str, why: String },
}

/// The application a token belongs to, as `/applications/@me` says.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct Application {
    #[serde(deserialize_with = "id")]
    pub id: u64,
    pub name: String,
    /// The public key the HTTP endpoint checks signatures with (hex).
    pub verify_key: String,
}

/// The bot's own user, as `/users/@me` says.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct BotUser {
    #[serde(deserialize_with = "id")]
    pub id: u64,
    pub username: String,
}

/// Discord writes ids as strings.
fn id<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    let text = String::deserialize(d)?;
    text.parse().map_err(serde::de::Error::custom)
}

/// The API as the settings reach it.
pub struct Api {
    /// `https://discord.com/api/v10`, or a stand-in's.
    base: String,
    auth: String,
    policy: RetryPolicy,
    patience: Duration,
}

impl Api {
    /// The API for the bot whose token `settings` hold.
    ///
    /// # Errors
    ///
    /// [`ApiError::NoToken`] when none is set.
    pub fn new(settings: &DiscordSettings) -> Result<Api, ApiError> {
        let token = settings.token.trim();
        if token.is_empty() {
            return Err(ApiError::NoToken);
        }
        let root = match settings.api_url.trim() {
            "" => "https://discord.com",
            url => url.trim_end_matches('/'),
        };
        Ok(Api {
            base: format!("{root}/api/v10"),
            auth: format!("Bot {token}"),
            policy: delivery::policy(settings),
            patience: PATIENCE,
        })
    }

    /// The same, giving up on an unreachable Discord after `patience`.
    #[must_use]
    pub fn with_patience(mut self, patience: Duration) -> Api {
        self.patience = patience;
        self
    }

    /// Where the API is (for messages).
    pub fn base(&self) -> &str {
        &self.base
    }

    async fn call(
        &self,
        method: Method,
        path: &str,
        body: Option<&Value>,
        what: &'static str,
    ) -> Result<Value, ApiError> {
        let call = Call {
            method,
            url: format!("{}{path}", self.base),
            body: match body {
                Some(v) => Body::Json(serde_json::to_vec(v).unwrap_or_default()),
                None => Body::Empty,
            },
            what,
            auth: Some(self.auth.clone()),
            about: None,
        };
        let expires = Instant::now() + self.patience;
        let answer = delivery::fetch(delivery::client(), &call, &self.policy, expires).await;
        // What Discord says of the token decides whether the bot is ready.
        match &answer {
            Ok(_) => crate::discord::token::accepted(&self.auth),
            Err(e) if e.refused_with() == Some(StatusCode::UNAUTHORIZED) => {
                crate::discord::token::refused(&self.auth);
            }
            Err(_) => {}
        }
        match answer {
            Ok(bytes) if bytes.is_empty() => Ok(Value::Null),
            Ok(bytes) => serde_json::from_slice(&bytes).map_err(|e| ApiError::Unreadable {
                what,
                why: e.to_string(),
            }),
            Err(e) => Err(match e.refused_with() {
                Some(StatusCode::UNAUTHORIZED) => ApiError::BadToken,
                Some(_) => ApiError::Refused(e.to_string()),
                None => ApiError::Unreachable {
                    why: e
                        .to_string()
                        .trim_start_matches("could not reach Discord: ")
                        .to_owned(),
                    url: call.url,
                },
            }),
        }
    }

    async fn read<T: serde::de::DeserializeOwned>(
        &self,
        path: &str,
        what: &'static str,
    ) -> Result<T, ApiError> {
        let v = self.call(Method::GET, path, None, what).await?;
        serde_json::from_value(v).map_err(|e| ApiError::Unreadable {
            what,
            why: e.to_string(),
        })
    }

    /// The application the token belongs to.
    ///
    /// # Errors
    ///
    /// [`ApiError`] when Discord refuses the token or cannot be reached.
    pub async fn application(&self) -> Result<Application, ApiError> {
        self.read("/applications/@me", "the application").await
    }

    /// The bot's own user.
    ///
    /// # Errors
    ///
    /// [`ApiError`] when Discord refuses the token or cannot be reached.
    pub async fn bot_user(&self) -> Result<BotUser, ApiError> {
        self.read("/users/@me", "the bot's user").await
    }

    fn commands_path(app: u64, scope: Scope) -> String {
        match scope {
            Scope::Global => format!("/applications/{app}/commands"),
            Scope::Guild(g) => format!("/applications/{app}/guilds/{g}/commands"),
        }
    }

    /// The commands registered in `scope`, with every language's names and
    /// descriptions.
    ///
    /// # Errors
    ///
    /// [`ApiError`] when Discord refuses or cannot be reached.
    pub async fn commands(&self, app: u64, scope: Scope) -> Result<Vec<Value>, ApiError> {
        let path = format!("{}?with_localizations=true", Api::commands_path(app, scope));
        self.read(&path, "the registered commands").await
    }

    /// Replaces every command in `scope` with `commands` (Discord's bulk
    /// overwrite: commands left out are removed; an empty list clears).
    ///
    /// # Errors
    ///
    /// [`ApiError`] when Discord refuses or cannot be reached.
    pub async fn replace_commands(
        &self,
        app: u64,
        scope: Scope,
        commands: &[Value],
    ) -> Result<Vec<Value>, ApiError> {
        let body = Value::Array(commands.to_vec());
        let v = self
            .call(
                Method::PUT,
                &Api::commands_path(app, scope),
                Some(&body),
                "commands",
            )
            .await?;
        serde_json::from_value(v).map_err(|e| ApiError::Unreadable {
            what: "the registered commands",
            why: e.to_string(),
        })
    }
}
