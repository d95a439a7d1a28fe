//! Discord's scheduled events through its REST API: the meetups' events,
//! wired up here, where both the meetups and Discord are below.
//!
//! Sent through the retrying client ([`delivery::fetch`]), not serenity's:
//! a 429 is waited out as Discord asks (`retry_after`, `Retry-After`) and a
//! passing failure tried again, for as long as the call's patience lasts.
//! A create is sent again only when Discord cannot have made the event
//! (a 429, a 502/503/504, a connection that never opened), so a night never
//! gets two.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use reqwest::Method;
use serde_json::{Value, json};
use serenity::http::Http;
use tokio::time::Instant;

use crate::discord::delivery::{self, Body, Call, RetryPolicy, Undelivered};
use crate::meetup::guild_events::{GuildEvent, GuildEventError, GuildEvents};

/// Discord's external events (a place, not a channel).
const EXTERNAL: u8 = 3;
/// Seen by the server's members only (the one level Discord offers).
const GUILD_ONLY: u8 = 2;
/// The status that cancels an event.
const CANCELED: u8 = 4;
/// The most interested users Discord gives in one page.
const PAGE: usize = 100;
/// How long a call keeps trying through Discord's passing failures.
const PATIENCE: Duration = Duration::from_secs(60);

/// A server's scheduled events, with the bot's token.
pub struct DiscordGuildEvents {
    http: Arc<Http>,
    policy: RetryPolicy,
    patience: Duration,
}

impl DiscordGuildEvents {
    pub fn new(http: Arc<Http>) -> DiscordGuildEvents {
        DiscordGuildEvents {
            http,
            policy: RetryPolicy::default(),
            patience: PATIENCE,
        }
    }

    /// The same, timing attempts as `policy` says (the settings' with
    /// [`delivery::policy`]).
    #[must_use]
    pub fn with_policy(mut self, policy: RetryPolicy) -> DiscordGuildEvents {
        self.policy = policy;
        self
    }

    /// The same, giving up on a failing Discord after `patience` a call.
    #[must_use]
    pub fn with_patience(mut self, patience: Duration) -> DiscordGuildEvents {
        self.patience = patience;
        self
    }

    /// `https://discord.com/api/v10/guilds/GUILD/scheduled-events`, or the
    /// stand-in's.
    fn events_url(&self, guild: u64) -> String {
        let root = self
            .http
            .proxy
            .as_deref()
            .map_or("https://discord.com", |p| p.trim_end_matches('/'));
        format!("{root}/api/v10/guilds/{guild}/scheduled-events")
    }

    /// Sends one call: Discord's answer, sorted as the meetups need it.
    async fn send(
        &self,
        method: Method,
        url: String,
        body: Option<&Value>,
        what: &'static str,
    ) -> Result<Vec<u8>, GuildEventError> {
        self.deliver(method, url, body, what).await.map_err(sort)
    }

    /// Sends one call, noting what it says of the token: Discord's answer,
    /// or the retrying client's reason.
    async fn deliver(
        &self,
        method: Method,
        url: String,
        body: Option<&Value>,
        what: &'static str,
    ) -> Result<Vec<u8>, Undelivered> {
        let call = Call {
            method,
            url,
            body: body.map_or(Body::Empty, |b| {
                Body::Json(serde_json::to_vec(b).unwrap_or_default())
            }),
            what,
            auth: Some(self.http.token().to_owned()),
            about: None,
        };
        let expires = Instant::now() + self.patience;
        let answer = delivery::fetch(delivery::client(), &call, &self.policy, expires).await;
        // A 401 makes the bot not ready, a success ready again.
        match &answer {
            Ok(_) => crate::discord::token::accepted(self.http.token()),
            Err(e) if e.refused_with().map(|s| s.as_u16()) == Some(401) => {
                crate::discord::token::refused(self.http.token());
            }
            Err(_) => {}
        }
        answer
    }

    /// The event as Discord has it now.
    async fn event(&self, guild: u64, id: u64) -> Result<Value, GuildEventError> {
        let url = format!("{}/{id}", self.events_url(guild));
        let answer = self
            .send(Method::GET, url, None, "scheduled event read")
            .await?;
        serde_json::from_slice(&answer).map_err(|e| {
            GuildEventError::Passing(format!("Discord's scheduled event was not JSON: {e}"))
        })
    }

    /// After a create whose answer was lost (no answer, a 500): the event
    /// it may have made all the same, found among the server's as the one
    /// the bot made with the same name, place and start.
    async fn made_all_the_same(&self, guild: u64, sent: &Value) -> Option<u64> {
        let answer = self
            .send(
                Method::GET,
                self.events_url(guild),
                None,
                "scheduled events read",
            )
            .await
            .ok()?;
        let listed: Vec<Value> = serde_json::from_slice(&answer).ok()?;
        let bot = self.http.application_id().map(u64::from);
        listed
            .iter()
            .find(|e| {
                let mine = bot.is_none_or(|bot| snowflake(&e["creator_id"]) == Some(bot));
                let same_start = e["scheduled_start_time"]
                    .as_str()
                    .and_then(|t| t.parse::<jiff::Timestamp>().ok())
                    == sent["scheduled_start_time"]
                        .as_str()
                        .and_then(|t| t.parse::<jiff::Timestamp>().ok());
                mine && same_start
                    && e["name"] == sent["name"]
                    && e["entity_metadata"]["location"] == sent["entity_metadata"]["location"]
                    && e["status"] == json!(1)
            })
            .and_then(|e| snowflake(&e["id"]))
    }
}

/// Sorts a call the retrying client gave up on: 403 forbidden, 404 gone,
/// any other refusal refused; the network, a 5xx or a 429 waited out past
/// the call's patience may pass.
fn sort(e: Undelivered) -> GuildEventError {
    match e.refused_with().map(|s| s.as_u16()) {
        Some(403) => GuildEventError::Forbidden(discords_reason(&e)),
        Some(404) => GuildEventError::Gone(discords_reason(&e)),
        // "Discord refused it: 400 Bad Request: {…}" says it twice with
        // the variant's own words.
        Some(_) => GuildEventError::Refused(
            e.0.strip_prefix("Discord refused it: ")
                .unwrap_or(&e.0)
                .to_owned(),
        ),
        None => GuildEventError::Passing(e.to_string()),
    }
}

/// Discord's own words in a refusal ("Missing Permissions (Discord error
/// 50013)"), from the error body the retrying client keeps; the whole
/// text when it holds none.
fn discords_reason(e: &Undelivered) -> String {
    let text = e.to_string();
    let said = text
        .find('{')
        .and_then(|at| serde_json::from_str::<Value>(&text[at..]).ok());
    match said {
        Some(v) => match (v["message"].as_str(), v["code"].as_u64()) {
            (Some(message), Some(code)) => format!("{message} (Discord error {code})"),
            (Some(message), None) => message.to_owned(),
            _ => text,
        },
        None => text,
    }
}

/// ISO 8601 in UTC, as Discord reads times.
fn iso(secs: i64) -> Result<String, GuildEventError> {
    jiff::Timestamp::from_second(secs)
        .map(|t| t.to_string())
        .map_err(|_| GuildEventError::Refused(format!("{secs} is not a time Discord can take")))
}

/// What a create and a modify both send: the name, the description, the
/// place, the start and the end.
fn night(event: &GuildEvent) -> Result<Value, GuildEventError> {
    let event = event.fitted()?;
    Ok(json!({
        "name": event.name,
        "description": event.description,
        "entity_metadata": {"location": event.location},
        "scheduled_start_time": iso(event.starts_at)?,
        "scheduled_end_time": iso(event.ends_at)?,
    }))
}

/// A snowflake as Discord writes it (a string), or as a number.
fn snowflake(v: &Value) -> Option<u64> {
    match v {
        Value::String(s) => s.parse().ok(),
        v => v.as_u64(),
    }
}

/// The user ids on one page of interested users (`user_id`, or the
/// `user` object's `id`).
fn page_ids(answer: &[u8]) -> Result<Vec<u64>, GuildEventError> {
    let page: Vec<Value> = serde_json::from_slice(answer).map_err(|e| {
        GuildEventError::Passing(format!(
            "Discord's list of interested members was not a list: {e}"
        ))
    })?;
    Ok(page
        .iter()
        .filter_map(|u| snowflake(&u["user_id"]).or_else(|| snowflake(&u["user"]["id"])))
        .collect())
}

#[async_trait]
impl GuildEvents for DiscordGuildEvents {
    async fn create(&self, guild: u64, event: &GuildEvent) -> Result<u64, GuildEventError> {
        let mut body = night(event)?;
        body["entity_type"] = json!(EXTERNAL);
        body["privacy_level"] = json!(GUILD_ONLY);
        let sent = self
            .deliver(
                Method::POST,
                self.events_url(guild),
                Some(&body),
                "scheduled event",
            )
            .await;
        let answer = match sent {
            Ok(answer) => answer,
            // Not sent again blindly (a night would get two events): the
            // server's events say whether this one was made.
            Err(e) if !e.sent_nothing() => {
                return match self.made_all_the_same(guild, &body).await {
                    Some(id) => Ok(id),
                    None => Err(sort(e)),
                };
            }
            Err(e) => return Err(sort(e)),
        };
        serde_json::from_slice::<Value>(&answer)
            .ok()
            .and_then(|made| snowflake(&made["id"]))
            .ok_or_else(|| {
                GuildEventError::Passing(
                    "Discord's answer to a new scheduled event did not name it".into(),
                )
            })
    }

    async fn modify(&self, guild: u64, id: u64, event: &GuildEvent) -> Result<(), GuildEventError> {
        let body = night(event)?;
        let url = format!("{}/{id}", self.events_url(guild));
        self.send(Method::PATCH, url, Some(&body), "scheduled event change")
            .await
            .map(drop)
    }

    async fn cancel(&self, guild: u64, id: u64) -> Result<(), GuildEventError> {
        let url = format!("{}/{id}", self.events_url(guild));
        let cancelled = self
            .send(
                Method::PATCH,
                url,
                Some(&json!({"status": CANCELED})),
                "scheduled event cancel",
            )
            .await;
        match cancelled {
            // Discord refuses to cancel a cancelled event: one cancelled by
            // hand, or by an earlier attempt whose answer was lost. It is
            // cancelled, as asked.
            Err(GuildEventError::Refused(why)) => match self.event(guild, id).await {
                Ok(event) if event["status"] == json!(CANCELED) => Ok(()),
                _ => Err(GuildEventError::Refused(why)),
            },
            other => other.map(drop),
        }
    }

    async fn interested(&self, guild: u64, id: u64) -> Result<Vec<u64>, GuildEventError> {
        let url = format!("{}/{id}/users", self.events_url(guild));
        let mut seen = BTreeSet::new();
        let mut after: Option<u64> = None;
        loop {
            let page_url = match after {
                Some(last) => format!("{url}?limit={PAGE}&after={last}"),
                None => format!("{url}?limit={PAGE}"),
            };
            let answer = self
                .send(Method::GET, page_url, None, "scheduled event users")
                .await?;
            let page = page_ids(&answer)?;
            seen.extend(page.iter().copied());
            // Users come sorted by id, so the next page starts after the
            // highest; a page that gets no further (the same page again)
            // ends the reading rather than asking for it forever.
            let last = page.iter().copied().max();
            match (last, after) {
                (Some(last), Some(before)) if last <= before => {
                    tracing::warn!(
                        guild,
                        event = id,
                        after = before,
                        "Discord gave a page of interested members again; reading stops there"
                    );
                    break;
                }
                (Some(last), _) if page.len() >= PAGE => after = Some(last),
                _ => break,
            }
        }
        Ok(seen.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discords_reason_is_read_from_the_refusal() {
        let e = Undelivered(
            r#"Discord refused it: 403 Forbidden: {"message": "Missing Permissions", "code": 50013}"#
                .into(),
            Some(reqwest::StatusCode::FORBIDDEN),
            false,
        );
        assert_eq!(
            sort(e),
            GuildEventError::Forbidden("Missing Permissions (Discord error 50013)".into())
        );
        let cut = Undelivered(
            "Discord refused it: 404 Not Found: {\"message\": \"Unkn".into(),
            Some(reqwest::StatusCode::NOT_FOUND),
            false,
        );
        assert!(matches!(sort(cut), GuildEventError::Gone(m) if m.contains("404")));
        let passing = Undelivered("Discord said 503".into(), None, false);
        assert!(matches!(sort(passing), GuildEventError::Passing(_)));
    }

    #[test]
    fn times_are_iso_8601_in_utc() {
        assert_eq!(iso(1_796_925_600).unwrap(), "2026-12-10T18:00:00Z");
        assert!(iso(i64::MAX).is_err());
    }

    #[test]
    fn a_page_names_its_users_either_way() {
        let page = br#"[{"guild_scheduled_event_id": "1", "user_id": "5", "response": 1},
                        {"guild_scheduled_event_id": "1", "user": {"id": "7"}}]"#;
        assert_eq!(page_ids(page).unwrap(), vec![5, 7]);
        assert!(page_ids(b"{}").is_err());
    }
}
