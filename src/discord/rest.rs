//! Discord's REST API: the client as configured, and the calls that finish
//! an interaction after its first answer.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use serenity::all::EditInteractionResponse;
use serenity::builder::Builder;
use serenity::http::{Http, HttpBuilder};

use crate::app::reply::Reply;
use crate::app::settings::DiscordSettings;
use crate::discord::builders;

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

/// Follow-up messages Discord takes for one interaction made through a
/// person's own install in a place that has not added the bot. The bot
/// keeps to it for every interaction: it never needs more.
pub const MAX_FOLLOWUPS: usize = 5;

/// An interaction's REST endpoints: its token, and the bot's client.
/// Clones share one count of the follow-ups sent.
#[derive(Clone)]
pub struct Followup {
    http: Arc<Http>,
    token: String,
    sent: Arc<AtomicUsize>,
}

impl Followup {
    pub fn new(http: Arc<Http>, token: impl Into<String>) -> Followup {
        Followup {
            http,
            token: token.into(),
            sent: Arc::default(),
        }
    }

    /// Replaces the original response (the deferral's placeholder, or the
    /// message a control is on).
    pub async fn edit(&self, reply: &Reply) {
        if let Err(e) = builders::edit(reply).execute(&self.http, &self.token).await {
            tracing::warn!(error = %e, "could not edit an interaction's response");
        }
    }

    pub async fn progress(&self, line: String) {
        let edit = EditInteractionResponse::new().content(line);
        if let Err(e) = edit.execute(&self.http, &self.token).await {
            tracing::debug!(error = %e, "a progress line did not get through");
        }
    }

    /// A message for the asker only: a follow-up, so at most
    /// [`MAX_FOLLOWUPS`] of them per interaction; one past that is logged
    /// and not sent (Discord would refuse it).
    pub async fn ephemeral(&self, reply: &Reply) {
        if self.sent.fetch_add(1, Ordering::SeqCst) >= MAX_FOLLOWUPS {
            tracing::warn!(
                limit = MAX_FOLLOWUPS,
                "a follow-up past Discord's limit for one interaction was not sent"
            );
            return;
        }
        let sent = builders::followup(reply)
            .ephemeral(true)
            .execute(&self.http, (None, &self.token))
            .await;
        if let Err(e) = sent {
            tracing::warn!(error = %e, "could not send a private follow-up");
        }
    }

    pub async fn delete_original(&self) {
        if let Err(e) = self
            .http
            .delete_original_interaction_response(&self.token)
            .await
        {
            tracing::warn!(error = %e, "could not remove a deferral's placeholder");
        }
    }
}
