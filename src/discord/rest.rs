//! Discord's REST API: the client as configured, and the calls that finish
//! an interaction after its first answer (sent through [`delivery`], which
//! retries them while the interaction's token is valid).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use reqwest::Method;
use serde_json::Value;
use serenity::all::EditInteractionResponse;
use serenity::http::{Http, HttpBuilder};
use tokio::time::Instant;

use crate::app::settings::DiscordSettings;
use crate::discord::builders;
use crate::discord::delivery::{self, About, Body, Call, RetryPolicy, Undelivered};
use crate::discord::reply::Reply;

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

/// The longest a progress line may hold up the reply.
const PROGRESS_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(3);

/// An interaction's REST endpoints: its token, and where Discord is.
/// Clones share one count of the follow-ups sent, and the record number of
/// the reply being sent (a shutdown that cuts it names it).
#[derive(Clone)]
pub struct Followup {
    /// `https://discord.com/api/v10/webhooks/APP/TOKEN`, or the stand-in's.
    base: Arc<str>,
    sent: Arc<AtomicUsize>,
    /// The record number of the first reply with one handed to this
    /// interaction's calls.
    record: Arc<OnceLock<i64>>,
    /// When the token stops working: 15 minutes after the interaction.
    expires: Instant,
    policy: RetryPolicy,
    /// The interaction's command, person and place, for the log.
    about: Option<About>,
}

impl Followup {
    /// The endpoints of the interaction with `token`, which arrived just
    /// now, through `http`'s address and application.
    pub fn new(http: Arc<Http>, token: impl Into<String>) -> Followup {
        let root = http
            .proxy
            .as_deref()
            .map_or("https://discord.com", |p| p.trim_end_matches('/'))
            .to_owned();
        let app = http.application_id().map_or(0, |id| id.get());
        Followup {
            base: format!("{root}/api/v10/webhooks/{app}/{}", token.into()).into(),
            sent: Arc::default(),
            record: Arc::default(),
            expires: Instant::now() + delivery::TOKEN_LIFE,
            policy: RetryPolicy::default(),
            about: None,
        }
    }

    /// The same, logging its failures with the interaction's command,
    /// person, server and channel.
    #[must_use]
    pub fn about(mut self, about: About) -> Followup {
        self.about = Some(about);
        self
    }

    /// The same, timing its attempts by `policy`.
    #[must_use]
    pub fn with_policy(mut self, policy: RetryPolicy) -> Followup {
        self.policy = policy;
        self
    }

    async fn send(&self, call: Call) -> Result<(), Undelivered> {
        delivery::send(delivery::client(), &call, &self.policy, self.expires).await
    }

    /// The record number of the reply sent (or being sent) through this
    /// interaction's calls, if it has one.
    pub fn record(&self) -> Option<i64> {
        self.record.get().copied()
    }

    /// Notes the record number `reply` carries, before it is sent.
    fn note_record(&self, reply: &Reply) {
        if let Some(record) = crate::discord::record_button::record_no_of(reply) {
            let _ = self.record.set(record);
        }
    }

    fn original(&self) -> String {
        format!("{}/messages/@original", self.base)
    }

    /// Replaces the original response (the deferral's placeholder, or the
    /// message a control is on). A reply that cannot be delivered is logged
    /// with its record number and counted; the roll stays in the store.
    pub async fn edit(&self, reply: &Reply) {
        self.note_record(reply);
        let call = Call {
            method: Method::PATCH,
            url: self.original(),
            body: body(serde_json::to_value(builders::edit(reply)), reply),
            what: "edit",
            auth: None,
            about: self.about,
        };
        if let Err(e) = self.send(call).await {
            self.undelivered("edit", reply, &e);
        }
    }

    /// A line of progress in the original response. One short attempt:
    /// the next line or the reply replaces it, and the reply waits for it.
    pub async fn progress(&self, line: String) {
        let edit = EditInteractionResponse::new().content(line);
        let call = Call {
            method: Method::PATCH,
            url: self.original(),
            body: Body::Json(serde_json::to_vec(&edit).unwrap_or_default()),
            what: "progress",
            auth: None,
            about: self.about,
        };
        let policy = RetryPolicy {
            attempt_timeout: self.policy.attempt_timeout.min(PROGRESS_TIMEOUT),
            ..self.policy
        };
        let sent = delivery::send(delivery::client(), &call, &policy, Instant::now()).await;
        if let Err(e) = sent {
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
        self.note_record(reply);
        let followup = builders::followup(reply).ephemeral(true);
        let call = Call {
            method: Method::POST,
            url: self.base.to_string(),
            body: body(serde_json::to_value(followup), reply),
            what: "follow-up",
            auth: None,
            about: self.about,
        };
        if let Err(e) = self.send(call).await {
            self.undelivered("follow-up", reply, &e);
        }
    }

    pub async fn delete_original(&self) {
        let call = Call {
            method: Method::DELETE,
            url: self.original(),
            body: Body::Empty,
            what: "delete",
            auth: None,
            about: self.about,
        };
        if let Err(e) = self.send(call).await {
            let a = self.about.unwrap_or_default();
            tracing::warn!(
                call = "delete",
                command = a.command,
                user = a.user,
                guild = a.guild,
                channel = a.channel,
                error = %e,
                "could not remove a deferral's placeholder"
            );
            crate::app::metrics::reply_undelivered("delete");
        }
    }

    /// Logs, once, a reply that did not reach the person, with the
    /// command, the person, the place and the record number that finds it
    /// again, and counts it.
    fn undelivered(&self, what: &'static str, reply: &Reply, e: &Undelivered) {
        crate::app::metrics::reply_undelivered(what);
        let a = self.about.unwrap_or_default();
        let record = crate::discord::record_button::record_no_of(reply);
        let said = if record.is_some() {
            "a reply did not reach Discord; the roll is saved (/record finds it)"
        } else {
            "a reply did not reach Discord"
        };
        tracing::warn!(
            call = what,
            command = a.command,
            user = a.user,
            guild = a.guild,
            channel = a.channel,
            record,
            error = %e,
            "{said}"
        );
    }
}

/// A builder's JSON, and the reply's files: JSON alone, or multipart with
/// each new attachment's placeholder id matching its `files[i]` part.
pub(crate) fn body(json: serde_json::Result<Value>, reply: &Reply) -> Body {
    let mut json = json.unwrap_or_default();
    as_the_spec_asks(&mut json);
    if reply.files.is_empty() {
        return Body::Json(serde_json::to_vec(&json).unwrap_or_default());
    }
    if let Some(list) = json.get_mut("attachments").and_then(Value::as_array_mut) {
        // New attachments are the ones with a file name, in order.
        for (i, a) in list
            .iter_mut()
            .filter(|a| a.get("filename").is_some())
            .enumerate()
        {
            // A snowflake, which the spec writes as a string.
            a["id"] = Value::from(i.to_string());
        }
    }
    Body::Multipart {
        payload: serde_json::to_vec(&json).unwrap_or_default(),
        files: reply
            .files
            .iter()
            .map(|f| (f.name.clone(), f.bytes.clone()))
            .collect(),
    }
}

/// A builder's JSON as Discord's spec asks a request: serenity writes an
/// embed's image and thumbnail as Discord returns them (`proxy_url`,
/// `width` and `height` as nulls), which a request has no place for.
fn as_the_spec_asks(json: &mut Value) {
    let embeds = json.get_mut("embeds").and_then(Value::as_array_mut);
    for embed in embeds.into_iter().flatten() {
        for part in ["image", "thumbnail"] {
            if let Some(Value::Object(fields)) = embed.get_mut(part) {
                fields.retain(|name, value| name != "proxy_url" && !value.is_null());
            }
        }
    }
}

#[cfg(test)]
mod spec_tests {
    use super::*;

    #[test]
    fn an_embeds_image_is_sent_with_its_address_alone() {
        let mut json = serde_json::json!({"embeds": [{
            "image": {"url": "attachment://board.png", "proxy_url": null, "width": null, "height": null},
            "thumbnail": {"url": "https://x/t.png", "proxy_url": "https://p/t.png", "width": 64},
        }]});
        as_the_spec_asks(&mut json);
        assert_eq!(
            json,
            serde_json::json!({"embeds": [{
                "image": {"url": "attachment://board.png"},
                "thumbnail": {"url": "https://x/t.png", "width": 64},
            }]})
        );
    }
}
