//! Daily posts through Discord's REST API: the daily scheduler's poster,
//! wired up here, where both the scheduler and Discord are below.

use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use serenity::all::{
    AutoArchiveDuration, ChannelId, CreateMessage, CreateThread, MessageId, Nonce,
};
use serenity::http::{Http, HttpError};

use reqwest::Method;
use tokio::time::Instant;

use crate::daily::{PostError, Poster};
use crate::discord::delivery::{self, Call, RetryPolicy, Undelivered};
use crate::discord::reply::Reply;
use crate::discord::{builders, rest};
use crate::meetup::NightPoster;

/// Posts with the bot's token.
pub struct DiscordPoster {
    http: Arc<Http>,
}

impl DiscordPoster {
    pub fn new(http: Arc<Http>) -> DiscordPoster {
        DiscordPoster { http }
    }

    /// `https://discord.com/api/v10`, or the stand-in's.
    fn api(&self) -> String {
        let root = self
            .http
            .proxy
            .as_deref()
            .map_or("https://discord.com", |p| p.trim_end_matches('/'));
        format!("{root}/api/v10")
    }
}

/// How long a post keeps trying through Discord's passing failures; the
/// scheduler's `[daily] post_timeout_secs` may end it sooner.
const POST_PATIENCE: Duration = Duration::from_secs(60);

/// Sorts a post the retrying client gave up on, as [`sort`] does
/// serenity's errors.
fn sort_undelivered(e: Undelivered) -> PostError {
    match e.refused_with().map(|s| s.as_u16()) {
        Some(404) => PostError::Gone(e.to_string()),
        Some(403) => PostError::Forbidden(e.to_string()),
        _ if e.sent_nothing() => PostError::Unsent(e.to_string()),
        _ => PostError::Passing(e.to_string()),
    }
}

/// Sorts Discord's answer: 404 / Unknown Channel means gone, 403 / Missing
/// Access or Permissions means forbidden; a connection that never opened
/// sent nothing; anything else may pass, and may have posted.
fn sort(e: serenity::Error) -> PostError {
    match &e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            let what = format!("{} (Discord error {})", r.error.message, r.error.code);
            match r.status_code.as_u16() {
                404 => return PostError::Gone(what),
                403 => return PostError::Forbidden(what),
                _ => {}
            }
        }
        serenity::Error::Http(HttpError::Request(r)) if r.is_connect() => {
            return PostError::Unsent(e.to_string());
        }
        _ => {}
    }
    PostError::Passing(e.to_string())
}

/// What a call made with the token says of it: a 401 makes the bot not
/// ready, a success ready again.
fn note_token(http: &Http, failed: Option<&serenity::Error>) {
    match failed {
        None => crate::discord::token::accepted(http.token()),
        Some(serenity::Error::Http(HttpError::UnsuccessfulRequest(r)))
            if r.status_code.as_u16() == 401 =>
        {
            crate::discord::token::refused(http.token());
        }
        Some(_) => {}
    }
}

/// A channel id Discord could have given: never 0 (serenity's `ChannelId`
/// panics on 0, and a 0 that reached the store must not stop the bot).
fn channel_id(channel: u64) -> Result<ChannelId, PostError> {
    std::num::NonZeroU64::new(channel)
        .map(ChannelId::from)
        .ok_or_else(|| PostError::Gone("there is no channel 0".into()))
}

impl DiscordPoster {
    /// Posts `reply` in `channel` with `nonce` (the same for every attempt
    /// at one message): the message's id.
    async fn send_message(
        &self,
        channel: u64,
        reply: &Reply,
        nonce: &str,
        what: &'static str,
    ) -> Result<u64, PostError> {
        channel_id(channel)?;
        let message: CreateMessage = builders::create_message(reply)
            .nonce(Nonce::String(nonce.to_owned()))
            .enforce_nonce(true);
        // Sent through the retrying client, not serenity's: a 429 is waited
        // out here as Discord asks (its `retry_after`, `Retry-After`), with
        // or without a `code` in its body, instead of handing the claim to
        // another host at once.
        let call = Call {
            method: Method::POST,
            url: format!("{}/channels/{channel}/messages", self.api()),
            body: rest::body(serde_json::to_value(message), reply),
            what,
            auth: Some(self.http.token().to_owned()),
            about: None,
        };
        let answer = self.call(&call).await?;
        serde_json::from_slice::<serde_json::Value>(&answer)
            .ok()
            .and_then(|m| m.get("id")?.as_str()?.parse().ok())
            .ok_or_else(|| {
                PostError::Passing("Discord's answer to a post did not name the message".into())
            })
    }

    /// Makes `call` with the retrying client; a 401 makes the bot not
    /// ready, a success ready again.
    async fn call(&self, call: &Call) -> Result<Vec<u8>, PostError> {
        let expires = Instant::now() + POST_PATIENCE;
        let answer =
            delivery::fetch(delivery::client(), call, &RetryPolicy::default(), expires).await;
        match &answer {
            Ok(_) => crate::discord::token::accepted(self.http.token()),
            Err(e) if e.refused_with().map(|s| s.as_u16()) == Some(401) => {
                crate::discord::token::refused(self.http.token());
            }
            Err(_) => {}
        }
        answer.map(|a| a.to_vec()).map_err(sort_undelivered)
    }
}

/// A meetup's messages go through the same client as daily posts.
#[async_trait]
impl NightPoster for DiscordPoster {
    async fn post(&self, channel: u64, reply: &Reply, nonce: &str) -> Result<u64, PostError> {
        self.send_message(channel, reply, nonce, "meetup post")
            .await
    }

    async fn edit(&self, channel: u64, message: u64, reply: &Reply) -> Result<(), PostError> {
        channel_id(channel)?;
        if message == 0 {
            return Err(PostError::Gone("there is no message 0".into()));
        }
        let edit = builders::create_message(reply);
        let call = Call {
            method: Method::PATCH,
            url: format!("{}/channels/{channel}/messages/{message}", self.api()),
            body: rest::body(serde_json::to_value(edit), reply),
            what: "meetup announcement",
            auth: Some(self.http.token().to_owned()),
            about: None,
        };
        self.call(&call).await.map(|_| ())
    }
}

#[async_trait]
impl Poster for DiscordPoster {
    async fn post(&self, channel: u64, reply: &Reply, nonce: &str) -> Result<u64, PostError> {
        self.send_message(channel, reply, nonce, "daily post").await
    }

    async fn open_thread(&self, channel: u64, message: u64, name: &str) -> Result<(), PostError> {
        let message = std::num::NonZeroU64::new(message)
            .map(MessageId::from)
            .ok_or_else(|| PostError::Gone("there is no message 0".into()))?;
        let opened = channel_id(channel)?
            .create_thread_from_message(
                &self.http,
                message,
                CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneDay),
            )
            .await;
        note_token(&self.http, opened.as_ref().err());
        opened.map(|_| ()).map_err(sort)
    }

    async fn report(&self, channel: u64, text: &str) -> Result<(), PostError> {
        let sent = channel_id(channel)?
            .send_message(&self.http, CreateMessage::new().content(text))
            .await;
        note_token(&self.http, sent.as_ref().err());
        sent.map(|_| ()).map_err(sort)
    }
}
