//! What the bot posts by itself while the console waits for a line: club
//! nights' announcements, reminders and rounds, made by the same
//! scheduler as the bot's ([`crate::meetup`]) and shown at the prompt, as
//! they would appear in the channel.

use std::sync::atomic::{AtomicU64, Ordering};

use async_trait::async_trait;
use tokio::sync::mpsc;

use crate::daily::PostError;
use crate::discord::reply::Reply;
use crate::meetup::NightPoster;

/// A message the bot posted or changed, or a task of a night that
/// failed, for the console to show.
pub enum Posted {
    New {
        channel: u64,
        message: u64,
        reply: Reply,
    },
    Edited {
        channel: u64,
        message: u64,
        reply: Reply,
    },
    /// The bot's log would say it; the console has none, so it says it.
    Failed {
        night: i64,
        task: String,
        why: String,
    },
}

/// Posts into the console: each message is handed to the prompt's loop
/// and given the next number as its id.
pub struct ConsolePoster {
    to_console: mpsc::UnboundedSender<Posted>,
    last_id: AtomicU64,
}

impl ConsolePoster {
    /// A poster numbering its messages after `last_kept` (the highest
    /// number an earlier session's nights keep, so an edit of one of them
    /// names no message of this session), and what the console reads its
    /// posts from.
    pub fn new(last_kept: u64) -> (ConsolePoster, mpsc::UnboundedReceiver<Posted>) {
        let (to_console, posts) = mpsc::unbounded_channel();
        let poster = ConsolePoster {
            to_console,
            last_id: AtomicU64::new(last_kept),
        };
        (poster, posts)
    }

    /// Where a night's failed task is said.
    pub fn failures(&self) -> mpsc::UnboundedSender<Posted> {
        self.to_console.clone()
    }

    fn hand_over(&self, posted: Posted) -> Result<(), PostError> {
        self.to_console
            .send(posted)
            .map_err(|_| PostError::Unsent("the console has closed".into()))
    }
}

#[async_trait]
impl NightPoster for ConsolePoster {
    async fn post(&self, channel: u64, reply: &Reply, _nonce: &str) -> Result<u64, PostError> {
        let message = self.last_id.fetch_add(1, Ordering::Relaxed) + 1;
        self.hand_over(Posted::New {
            channel,
            message,
            reply: reply.clone(),
        })?;
        Ok(message)
    }

    async fn edit(&self, channel: u64, message: u64, reply: &Reply) -> Result<(), PostError> {
        self.hand_over(Posted::Edited {
            channel,
            message,
            reply: reply.clone(),
        })
    }
}

impl Posted {
    /// The line above the message: where it was posted, and its number
    /// (which an edit names again); for a failure, what failed.
    pub fn heading(&self) -> String {
        match self {
            Posted::New {
                channel, message, ..
            } => format!("── the bot posted in <#{channel}> (message {message}) ──"),
            Posted::Edited {
                channel, message, ..
            } => format!("── the bot changed message {message} in <#{channel}> ──"),
            Posted::Failed { night, task, why } => format!(
                "⚠️ night {night}'s {task} could not be done ({why}); it is tried again later"
            ),
        }
    }

    /// The message, if one was posted or changed.
    pub fn reply(&self) -> Option<&Reply> {
        match self {
            Posted::New { reply, .. } | Posted::Edited { reply, .. } => Some(reply),
            Posted::Failed { .. } => None,
        }
    }
}
