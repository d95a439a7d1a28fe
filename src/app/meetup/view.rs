//! What people are shown of a night, built once for every face: the
//! announcement on Discord, the night's page, the console.

use super::Meetups;
use super::attendance::Attendance;
use crate::app::error::AppError;
use crate::app::event::commitment::new_web_token;
use crate::app::view::Fact;
use crate::app::view::links::{calendar_url, event_page_url, webcal_url};
use crate::app::view::round::{options, variant_name};
use crate::i18n::Lang;
use crate::store::{Event, Meetup, MeetupState};

/// How a night's first round is drawn, as published when it is planned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NightDraw {
    /// From this round of drand's chain: the first published after the
    /// start.
    Beacon { chain: String, round: u64 },
    /// From seeds drawn when it was planned, committed to: each round's
    /// commitment.
    Seeds { commitments: Vec<String> },
}

/// A night as every face shows it.
#[derive(Clone, Debug)]
pub struct NightView {
    pub id: i64,
    pub name: String,
    pub place: String,
    pub starts_at: i64,
    pub ends_at: i64,
    pub state: MeetupState,
    pub weekly: bool,
    /// The variant, as people know it.
    pub variant: String,
    pub rounds: i64,
    /// What holds for every round (the standard position thrown again,
    /// pairs, draw rules).
    pub options: Vec<Fact>,
    pub draw: NightDraw,
    pub attendance: Attendance,
    /// When it was to start, before a move made once that time's round
    /// was public.
    pub moved_from: Option<i64>,
    /// The night's event page, where the web pages are served.
    pub page: Option<String>,
    /// The server's calendar feed (`https://…`, `webcal://…`).
    pub calendar: Option<(String, String)>,
    pub lang: Lang,
}

impl Meetups<'_> {
    /// `night` as every face shows it, in `lang`.
    ///
    /// # Errors
    ///
    /// The night's event gone; a store failure.
    pub async fn view(&self, night: &Meetup, lang: Lang) -> Result<NightView, AppError> {
        let event = self.night_event(night).await?;
        let attendance = self.attendance(night).await?;
        let base = self.settings.web.checked_public_url().ok().flatten();
        let page = base.as_deref().and_then(|b| {
            event
                .event
                .web_token
                .as_deref()
                .map(|t| event_page_url(b, t))
        });
        let calendar = match &base {
            Some(b) => {
                let token = self.feed_token(night.meetup.guild_id).await?;
                let https = calendar_url(b, &token);
                Some((https.clone(), webcal_url(&https)))
            }
            None => None,
        };
        let m = &night.meetup;
        Ok(NightView {
            id: night.id,
            name: m.name.clone(),
            place: m.place.clone(),
            starts_at: m.starts_at,
            ends_at: m.ends_at,
            state: night.state,
            weekly: m.weekly,
            variant: variant_name(&event.event),
            rounds: event.event.rounds(),
            options: options(&event.event, lang),
            draw: night_draw(&event),
            attendance,
            moved_from: night.moved_from,
            page,
            calendar,
            lang,
        })
    }

    /// The server's calendar feed token: the one kept, else a new one.
    ///
    /// # Errors
    ///
    /// No random bytes from the operating system; a store failure.
    pub async fn feed_token(&self, guild_id: u64) -> Result<String, AppError> {
        Ok(self.store.meetup_feed(guild_id, new_web_token()?).await?)
    }
}

/// How `event`'s first round is drawn.
fn night_draw(event: &Event) -> NightDraw {
    match &event.event.beacon {
        Some(b) => NightDraw::Beacon {
            chain: b.chain.clone(),
            round: b.fixed.first().map_or(0, |f| f.beacon_round),
        },
        None => NightDraw::Seeds {
            commitments: event.event.commitments.clone(),
        },
    }
}
