//! Daily posts through Discord's REST API: the daily scheduler's poster,
//! wired up here, where both the scheduler and Discord are below.

use std::sync::Arc;

use async_trait::async_trait;
use serenity::all::{
    AutoArchiveDuration, ChannelId, CreateMessage, CreateThread, MessageId, Nonce,
};
use serenity::http::{Http, HttpError};

use crate::daily::{PostError, Poster};
use crate::discord::builders;
use crate::discord::reply::Reply;

/// Posts with the bot's token.
pub struct DiscordPoster {
    http: Arc<Http>,
}

impl DiscordPoster {
    pub fn new(http: Arc<Http>) -> DiscordPoster {
        DiscordPoster { http }
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

#[async_trait]
impl Poster for DiscordPoster {
    async fn post(&self, channel: u64, reply: &Reply, nonce: &str) -> Result<u64, PostError> {
        let message: CreateMessage = builders::create_message(reply)
            .nonce(Nonce::String(nonce.to_owned()))
            .enforce_nonce(true);
        let sent = channel_id(channel)?.send_message(&self.http, message).await;
        note_token(&self.http, sent.as_ref().err());
        sent.map(|m| m.id.get()).map_err(sort)
    }

    async fn open_thread(&self, channel: u64, message: u64, name: &str) -> Result<(), PostError> {
        let message = std::num::NonZeroU64::new(message)
            .map(MessageId::from)
            .ok_or_else(|| PostError::Gone("there is no message 0".into()))?;
        channel_id(channel)?
            .create_thread_from_message(
                &self.http,
                message,
                CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneDay),
            )
            .await
            .map(|_| ())
            .map_err(sort)
    }

    async fn report(&self, channel: u64, text: &str) -> Result<(), PostError> {
        channel_id(channel)?
            .send_message(&self.http, CreateMessage::new().content(text))
            .await
            .map(|_| ())
            .map_err(sort)
    }
}
