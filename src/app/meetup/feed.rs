//! A server's calendar feed, made from what the store keeps: the nights
//! still to come and those of the last week (so a subscriber sees a night
//! through to its end, and a cancelled one struck out), by the feed's
//! unguessable token.

use jiff::Timestamp;

use super::Meetups;
use super::calendar::{Feed, FeedNight};
use crate::app::error::AppError;
use crate::app::view::links::event_page_url;
use crate::app::view::round::variant_name;
use crate::i18n::{Lang, t};
use crate::store::{MeetupState, is_web_token};

/// How far back a feed lists nights that have ended.
const KEPT_AFTER: i64 = 7 * 24 * 3600;

impl Meetups<'_> {
    /// The calendar feed whose token is `token`; `None` for a token no
    /// server has (or one that cannot be a token: the store is not asked).
    ///
    /// # Errors
    ///
    /// A store failure.
    pub async fn feed(&self, token: &str, lang: Lang) -> Result<Option<Feed>, AppError> {
        if !is_web_token(token) {
            return Ok(None);
        }
        let Some(guild) = self.store.meetup_feed_guild(token.to_owned()).await? else {
            return Ok(None);
        };
        let now = self.clock.now();
        let nights = self
            .store
            .meetups(Some(guild), now.as_second() - KEPT_AFTER)
            .await?;
        let events = self.store.events(guild).await?;
        let base = self.settings.web.checked_public_url().ok().flatten();
        let host = base
            .as_deref()
            .and_then(|b| b.split("://").nth(1))
            .and_then(|rest| rest.split(['/', ':']).next())
            .filter(|h| !h.is_empty())
            .unwrap_or("backrank")
            .to_owned();
        let mut shown = Vec::new();
        for night in nights {
            let Some(event) = events.iter().find(|e| e.id == night.meetup.event_id) else {
                tracing::warn!(
                    night = night.id,
                    "a meetup's event is gone; left out of its calendar"
                );
                continue;
            };
            let page = match (&base, event.event.web_token.as_deref()) {
                (Some(b), Some(token)) => event_page_url(b, token),
                _ => String::new(),
            };
            let m = &night.meetup;
            shown.push(FeedNight {
                id: night.id,
                name: m.name.clone(),
                place: m.place.clone(),
                starts_at: Timestamp::from_second(m.starts_at).unwrap_or(Timestamp::MAX),
                ends_at: Timestamp::from_second(m.ends_at).unwrap_or(Timestamp::MAX),
                variant_name: variant_name(&event.event),
                page_url: page,
                cancelled: night.state == MeetupState::Cancelled,
                sequence: night.version,
            });
        }
        Ok(Some(Feed {
            name: t(lang, msg!("meetup-calendar-name")),
            host,
            generated_at: now,
            nights: shown,
        }))
    }
}
