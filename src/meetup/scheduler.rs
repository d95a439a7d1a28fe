//! The loop that does a night's tasks, each once, whichever process gets
//! there first: the announcement (with Discord's scheduled event), the
//! reminder, the start post (round 1 and the pairings), later rounds at
//! set times, a move or a cancellation shown, and a weekly series' next
//! night.
//!
//! Each task is claimed in the store before it is done
//! ([`crate::store::Store::claim_meetup_task`]); only the holder acts, and
//! marks it done. A holder that dies mid-task leaves its claim, which
//! another process takes over after the lease and does again with the
//! same nonce, so Discord drops a second copy of a message that did get
//! through. A task due while the bot was down is done when it is back,
//! and a start post says it is late; a cancelled night posts nothing.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::Duration;

use futures_util::FutureExt;

use super::guild_events::{GuildEvent, GuildEventError, GuildEvents};
use super::post::{self, NightPoster};
use crate::app::App;
use crate::app::clock::moved;
use crate::app::error::AppError;
use crate::app::event::Organizer;
use crate::app::meetup::start::organizer;
use crate::app::meetup::view::NightView;
use crate::app::people::look::server_lang;
use crate::daily::{PostError, Servers};
use crate::discord::present::meetup as present;
use crate::discord::reply::Reply;
use crate::i18n::{Lang, t};
use crate::store::{GuildSettings, Meetup, MeetupState, MeetupTask};

/// What one tick did for one night.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NightTick {
    Announced {
        night: i64,
        message: u64,
    },
    Reminded {
        night: i64,
    },
    /// Someone who waited was told a place opened up for them.
    MovedUp {
        night: i64,
        user: u64,
    },
    Started {
        night: i64,
        message: u64,
        late: bool,
    },
    Round {
        night: i64,
        round: i64,
    },
    Shown {
        night: i64,
    },
    NextWeek {
        night: i64,
        next: Option<i64>,
    },
    Failed {
        night: i64,
        task: String,
        why: String,
    },
}

/// How far back a tick looks for nights: a weekly night that ended while
/// the bot was down still gets its next week planned.
const LOOK_BACK: i64 = 8 * 24 * 3600;
/// A start post made this long after its time says it is late.
const LATE_AFTER: i64 = 120;
/// The longest sleep between looks at the store: nights planned in
/// another process are seen within this time.
const MAX_SLEEP: Duration = Duration::from_secs(30);

/// Does nights' tasks, once each.
pub struct MeetupScheduler {
    app: Arc<App>,
    poster: Arc<dyn NightPoster>,
    /// Discord's scheduled events; `None` where the bot cannot reach them.
    events: Option<Arc<dyn GuildEvents>>,
    /// This process's name in the books.
    worker: String,
    /// How old another's claim must be before it is taken over.
    lease: i64,
    servers: Servers,
}

impl MeetupScheduler {
    #[must_use]
    pub fn new(
        app: Arc<App>,
        poster: Arc<dyn NightPoster>,
        events: Option<Arc<dyn GuildEvents>>,
        worker: impl Into<String>,
    ) -> MeetupScheduler {
        let lease = i64::try_from(app.settings().daily.claim_lease_secs.max(1)).unwrap_or(300);
        MeetupScheduler {
            app,
            poster,
            events,
            worker: worker.into(),
            lease,
            servers: Servers::All,
        }
    }

    /// Runs only `servers`' nights.
    #[must_use]
    pub fn of(self, servers: Servers) -> MeetupScheduler {
        MeetupScheduler { servers, ..self }
    }

    /// The nights ending at `ends_after` or later that this scheduler runs.
    async fn nights(&self, ends_after: i64) -> Result<Vec<Meetup>, crate::store::StoreError> {
        let nights = self.app.store().meetups(None, ends_after).await?;
        Ok(nights
            .into_iter()
            .filter(|n| self.servers.runs(n.meetup.guild_id))
            .collect())
    }

    /// Does every task due now that nobody has done. One night's trouble
    /// (an error, a panic) never stops the others.
    pub async fn tick(&self) -> Vec<NightTick> {
        let now = self.app.clock().now().as_second();
        let nights = match self.nights(now - LOOK_BACK).await {
            Ok(n) => n,
            Err(e) => {
                tracing::error!(error = %e, "could not read the meetups");
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for night in nights {
            let id = night.id;
            match AssertUnwindSafe(self.night(night)).catch_unwind().await {
                Ok(ticks) => out.extend(ticks),
                Err(panic) => {
                    let what = panic
                        .downcast_ref::<&str>()
                        .map(|m| (*m).to_owned())
                        .or_else(|| panic.downcast_ref::<String>().cloned())
                        .unwrap_or_else(|| "a panic".to_owned());
                    tracing::error!(night = id, panic = %what, "a meetup's task panicked");
                    out.push(NightTick::Failed {
                        night: id,
                        task: "?".into(),
                        why: what,
                    });
                }
            }
        }
        out
    }

    /// Runs until `shutdown`: a tick, then a sleep until the next task is
    /// due (at most [`MAX_SLEEP`]), or until a night is planned or changed
    /// in this process, or the clock is moved by hand.
    pub async fn run(self, shutdown: impl std::future::Future<Output = ()>) {
        self.run_reporting(shutdown, |_| {}).await;
    }

    /// [`MeetupScheduler::run`], each tick's outcome also given to
    /// `report` (the console shows a failed task, having no log).
    pub async fn run_reporting(
        self,
        shutdown: impl std::future::Future<Output = ()>,
        report: impl Fn(&NightTick) + Send + Sync,
    ) {
        tokio::pin!(shutdown);
        let mut moves = self.app.clock().moves();
        loop {
            for t in self.tick().await {
                tracing::info!(?t, "meetup task");
                report(&t);
            }
            let nap = self.sleep_for().await;
            let meetups = self.app.meetups();
            tokio::select! {
                () = &mut shutdown => return,
                () = tokio::time::sleep(nap) => {}
                () = meetups.wait_for_change() => {}
                () = moved(&mut moves) => {}
            }
        }
    }

    /// How long until the next task of any night is due, within
    /// [`MAX_SLEEP`].
    async fn sleep_for(&self) -> Duration {
        let now = self.app.clock().now().as_second();
        let Ok(nights) = self.nights(now).await else {
            return MAX_SLEEP;
        };
        let next = nights
            .iter()
            .flat_map(|n| {
                let m = &n.meetup;
                let remind = m.remind_minutes.map(|r| m.starts_at - r * 60);
                [Some(m.starts_at), Some(m.ends_at), remind]
            })
            .flatten()
            .filter(|&at| at > now)
            .min();
        next.map_or(MAX_SLEEP, |at| {
            Duration::from_secs(u64::try_from(at - now).unwrap_or(0)).min(MAX_SLEEP)
        })
    }

    /// Every task of `night` due now.
    async fn night(&self, night: Meetup) -> Vec<NightTick> {
        let mut ticks = Vec::new();
        let guild = match self.app.store().guild_settings(night.meetup.guild_id).await {
            Ok(g) => g,
            Err(e) => {
                tracing::warn!(night = night.id, error = %e, "could not read a meetup's server");
                return ticks;
            }
        };
        let lang = server_lang(&guild).unwrap_or_default();
        let now = self.app.clock().now().as_second();
        let m = &night.meetup;
        let mut night = night.clone();
        if (now < night.meetup.ends_at || night.announcement.is_none())
            && let Some(t) = self.announce(&mut night, lang).await
        {
            ticks.push(t);
        }
        if let Some(t) = self.show_change(&night, lang).await {
            ticks.push(t);
        }
        if night.state != MeetupState::Cancelled {
            if now < m.starts_at {
                ticks.extend(self.tell_moved_up(&night, lang).await);
            }
            if let Some(r) = m.remind_minutes
                && now >= m.starts_at - r * 60
                && let Some(t) = self.remind(&night, lang, now).await
            {
                ticks.push(t);
            }
            if now >= m.starts_at
                && let Some(t) = self.start(&night, &guild, lang, now).await
            {
                ticks.push(t);
            }
            ticks.extend(self.later_rounds(&night, &guild, lang, now).await);
        }
        if night.meetup.weekly
            && now >= m.ends_at
            && let Some(t) = self.next_week(&night, &guild).await
        {
            ticks.push(t);
        }
        ticks
    }

    /// Claims a task of `night`: true when this process is to do it.
    async fn claim(&self, night: &Meetup, task: &str) -> bool {
        let store = self.app.store();
        match store.meetup_task_done(night.id, task.to_owned()).await {
            Ok(true) => return false,
            Ok(false) => {}
            Err(e) => {
                tracing::warn!(night = night.id, task, error = %e, "could not read a meetup's task");
                return false;
            }
        }
        let now = self.app.clock().now().as_second();
        match store
            .claim_meetup_task(self.task(night, task), now, self.lease)
            .await
        {
            Ok(won) => won,
            Err(e) => {
                tracing::warn!(night = night.id, task, error = %e, "could not claim a meetup's task");
                false
            }
        }
    }

    /// Marks a claimed task done.
    async fn done(&self, night: &Meetup, task: &str, message: Option<u64>) {
        let now = self.app.clock().now().as_second();
        match self
            .app
            .store()
            .finish_meetup_task(self.task(night, task), now, message)
            .await
        {
            Ok(true) => {}
            Ok(false) => tracing::warn!(
                night = night.id,
                task,
                "a meetup's task was taken over by another process before it was marked done"
            ),
            Err(e) => {
                tracing::warn!(night = night.id, task, error = %e, "a meetup's task could not be marked done")
            }
        }
    }

    fn task(&self, night: &Meetup, task: &str) -> MeetupTask {
        MeetupTask {
            meetup_id: night.id,
            task: task.to_owned(),
            worker: self.worker.clone(),
        }
    }

    /// A failed task: logged once, left claimed (tried again after the
    /// lease).
    fn failed(night: &Meetup, task: &str, why: impl std::fmt::Display) -> NightTick {
        tracing::warn!(night = night.id, task, error = %why, "a meetup's task failed; it is tried again later");
        NightTick::Failed {
            night: night.id,
            task: task.to_owned(),
            why: why.to_string(),
        }
    }

    /// The announcement, with the night's Discord event made first (its
    /// absence said once, plainly, when the bot may not make it).
    async fn announce(&self, night: &mut Meetup, lang: Lang) -> Option<NightTick> {
        const TASK: &str = "announce";
        if night.announcement.is_some() || !self.claim(night, TASK).await {
            return None;
        }
        let view = match self.app.meetups().view(night, lang).await {
            Ok(v) => v,
            Err(e) => return Some(Self::failed(night, TASK, fault(&e))),
        };
        let mut note = None;
        let mut discord_event = night.discord_event;
        if discord_event.is_none()
            && night.state == MeetupState::Planned
            && let Some(events) = &self.events
        {
            let asked = guild_event(&view, night);
            match events.create(night.meetup.guild_id, &asked).await {
                Ok(id) => discord_event = Some(id),
                Err(GuildEventError::Forbidden(why)) => {
                    tracing::info!(night = night.id, %why, "the bot may not make the server's events; the meetup goes on without one");
                    note = Some(t(lang, msg!("meetup-no-discord-event")));
                }
                Err(e) => {
                    tracing::warn!(night = night.id, error = %e, "the night's Discord event could not be made; the meetup goes on without one")
                }
            }
        }
        let reply = present::announcement(&view, note.as_deref());
        match self
            .post_done(night, TASK, &reply, &format!("mu{}a", night.id))
            .await
        {
            Ok(message) => {
                let mut kept = night.clone();
                kept.announcement = Some(message);
                kept.discord_event = discord_event;
                match self.app.meetups().change(kept).await {
                    Ok(k) => *night = k,
                    Err(e) => {
                        tracing::warn!(night = night.id, error = %fault(&e), "a posted announcement could not be kept with its night")
                    }
                }
                // The announcement shows the night as it is now: no change
                // to show after it.
                let shown = shown_task(night);
                if self.claim(night, &shown).await {
                    self.done(night, &shown, Some(message)).await;
                }
                Some(NightTick::Announced {
                    night: night.id,
                    message,
                })
            }
            Err(failed) => Some(failed),
        }
    }

    /// Posts a claimed task's message in the night's channel and marks the
    /// task done: the message, or the tick its failure makes.
    async fn post_done(
        &self,
        night: &Meetup,
        task: &str,
        reply: &Reply,
        nonce: &str,
    ) -> Result<u64, NightTick> {
        match self
            .poster
            .post(night.meetup.channel_id, reply, nonce)
            .await
        {
            Ok(message) => {
                self.done(night, task, Some(message)).await;
                Ok(message)
            }
            Err(e) => Err(self.post_failed(night, task, &e).await),
        }
    }

    /// A post that failed: a channel gone or closed is final (marked done,
    /// so it is not tried forever); anything else is tried again.
    async fn post_failed(&self, night: &Meetup, task: &str, e: &PostError) -> NightTick {
        if matches!(e, PostError::Gone(_) | PostError::Forbidden(_)) {
            tracing::warn!(night = night.id, task, error = %e, "a meetup's post cannot be made in its channel; not tried again");
            self.done(night, task, None).await;
        }
        Self::failed(night, task, e)
    }

    /// A move or a cancellation shown: the announcement made again and
    /// Discord's event moved or cancelled, once per change.
    async fn show_change(&self, night: &Meetup, lang: Lang) -> Option<NightTick> {
        let (Some(message), true) = (night.announcement, night.state != MeetupState::Started)
        else {
            return None;
        };
        let task = shown_task(night);
        if !self.claim(night, &task).await {
            return None;
        }
        let view = match self.app.meetups().view(night, lang).await {
            Ok(v) => v,
            Err(e) => return Some(Self::failed(night, &task, fault(&e))),
        };
        if let (Some(events), Some(id)) = (&self.events, night.discord_event) {
            let guild = night.meetup.guild_id;
            let done = if night.state == MeetupState::Cancelled {
                events.cancel(guild, id).await
            } else {
                let asked = guild_event(&view, night);
                events.modify(guild, id, &asked).await
            };
            if let Err(e) = done {
                tracing::warn!(night = night.id, error = %e, "the night's Discord event could not follow its change");
            }
        }
        let reply = present::announcement(&view, None);
        if let Err(e) = self
            .poster
            .edit(night.meetup.channel_id, message, &reply)
            .await
        {
            return Some(self.post_failed(night, &task, &e).await);
        }
        self.done(night, &task, Some(message)).await;
        Some(NightTick::Shown { night: night.id })
    }

    /// The reminder, to those coming; none once the night has started.
    async fn remind(&self, night: &Meetup, lang: Lang, now: i64) -> Option<NightTick> {
        const TASK: &str = "remind";
        if !self.claim(night, TASK).await {
            return None;
        }
        if now >= night.meetup.starts_at {
            // Missed while the bot was down: the start post says it all.
            self.done(night, TASK, None).await;
            return None;
        }
        let view = match self.app.meetups().view(night, lang).await {
            Ok(v) => v,
            Err(e) => return Some(Self::failed(night, TASK, fault(&e))),
        };
        let reply = present::reminder(&view);
        let nonce = format!("mu{}r", night.id);
        Some(match self.post_done(night, TASK, &reply, &nonce).await {
            Ok(_) => NightTick::Reminded { night: night.id },
            Err(failed) => failed,
        })
    }

    /// Tells each who waited and has a place now, once: the start post
    /// pings everyone anyway, so only before it.
    async fn tell_moved_up(&self, night: &Meetup, lang: Lang) -> Vec<NightTick> {
        let meetups = self.app.meetups();
        let answers = match meetups.moved_up(night).await {
            Ok(a) => a,
            Err(e) => return vec![Self::failed(night, "up", fault(&e))],
        };
        let mut ticks = Vec::new();
        for a in answers {
            // One place per answer: a new answer has a new place in the
            // order, and is told again if it waits and moves up again.
            let task = format!("up-{}", a.seq);
            if !self.claim(night, &task).await {
                continue;
            }
            let view = match meetups.view(night, lang).await {
                Ok(v) => v,
                Err(e) => {
                    ticks.push(Self::failed(night, &task, fault(&e)));
                    continue;
                }
            };
            let reply = present::moved_up(&view, a.user_id);
            let nonce = format!("mu{}u{}", night.id, a.seq);
            ticks.push(match self.post_done(night, &task, &reply, &nonce).await {
                Ok(_) => NightTick::MovedUp {
                    night: night.id,
                    user: a.user_id,
                },
                Err(failed) => failed,
            });
        }
        ticks
    }

    /// The start post: round 1 and the pairings of those coming (and of
    /// those Discord shows interested), late if the bot was down.
    async fn start(
        &self,
        night: &Meetup,
        guild: &GuildSettings,
        lang: Lang,
        now: i64,
    ) -> Option<NightTick> {
        const TASK: &str = "start";
        if !self.claim(night, TASK).await {
            return None;
        }
        let interested = self.interested(night).await;
        let started = match self.app.meetups().start(night, &interested).await {
            Ok(s) => s,
            Err(e) => return Some(Self::failed(night, TASK, fault(&e))),
        };
        let late = now - night.meetup.starts_at > LATE_AFTER;
        let reply = match post::start_post(&self.app, &started, guild, late, lang).await {
            Ok(r) => r,
            Err(e) => return Some(Self::failed(night, TASK, fault(&e))),
        };
        let nonce = format!("mu{}s", night.id);
        match self.post_done(night, TASK, &reply, &nonce).await {
            Ok(message) => {
                self.show_started(&started.night, lang).await;
                Some(NightTick::Started {
                    night: night.id,
                    message,
                    late,
                })
            }
            Err(failed) => Some(failed),
        }
    }

    /// The announcement says the night started (its buttons gone).
    async fn show_started(&self, night: &Meetup, lang: Lang) {
        let Some(message) = night.announcement else {
            return;
        };
        let Ok(view) = self.app.meetups().view(night, lang).await else {
            return;
        };
        if let Err(e) = self
            .poster
            .edit(
                night.meetup.channel_id,
                message,
                &present::announcement(&view, None),
            )
            .await
        {
            tracing::info!(night = night.id, error = %e, "a started night's announcement could not be changed");
        }
    }

    /// Who Discord shows interested in the night's event, every page; none
    /// when it has no event or Discord cannot say (those coming by the
    /// buttons play all the same).
    async fn interested(&self, night: &Meetup) -> Vec<u64> {
        let (Some(events), Some(id)) = (&self.events, night.discord_event) else {
            return Vec::new();
        };
        match events.interested(night.meetup.guild_id, id).await {
            Ok(users) => users,
            Err(e) => {
                tracing::warn!(night = night.id, error = %e, "could not read who is interested in the night's Discord event; the buttons' list is used alone");
                Vec::new()
            }
        }
    }

    /// Rounds after the first, revealed by themselves every
    /// `round_every` minutes from the start.
    async fn later_rounds(
        &self,
        night: &Meetup,
        guild: &GuildSettings,
        lang: Lang,
        now: i64,
    ) -> Vec<NightTick> {
        let mut ticks = Vec::new();
        let Some(every) = night.meetup.round_every else {
            return ticks;
        };
        let Ok(event) = self.app.meetups().night_event(night).await else {
            return ticks;
        };
        for round in 2..=event.event.rounds() {
            let due = night.meetup.starts_at + (round - 1) * every * 60;
            if now < due {
                break;
            }
            let task = format!("round-{round}");
            if !self.claim(night, &task).await {
                continue;
            }
            let lichess = self.app.play().offers(guild);
            let reply = match post::round_post(&self.app, night, round, lichess, lang).await {
                Ok(r) => r,
                Err(e) => {
                    ticks.push(Self::failed(night, &task, fault(&e)));
                    break;
                }
            };
            let nonce = format!("mu{}r{round}", night.id);
            match self.post_done(night, &task, &reply, &nonce).await {
                Ok(_) => ticks.push(NightTick::Round {
                    night: night.id,
                    round,
                }),
                Err(failed) => {
                    ticks.push(failed);
                    break;
                }
            }
        }
        ticks
    }

    /// A weekly series' next night, planned once this one has ended.
    async fn next_week(&self, night: &Meetup, guild: &GuildSettings) -> Option<NightTick> {
        const TASK: &str = "next-week";
        if !self.claim(night, TASK).await {
            return None;
        }
        let who = organizer(night);
        let by = Organizer {
            guild_id: night.meetup.guild_id,
            guild,
            who: &who,
        };
        match self.app.meetups().plan_next_week(night, &by).await {
            Ok(next) => {
                self.done(night, TASK, None).await;
                Some(NightTick::NextWeek {
                    night: night.id,
                    next: next.map(|n| n.id),
                })
            }
            Err(e) => Some(Self::failed(night, TASK, fault(&e))),
        }
    }
}

/// The task that shows a night's state: one for each time and state it
/// has had, so a move or a cancellation is shown once.
fn shown_task(night: &Meetup) -> String {
    format!("shown-{}-{}", night.meetup.starts_at, night.state)
}

/// An app error as the log reads it.
fn fault(e: &AppError) -> String {
    e.detail().unwrap_or_else(|| e.to_string())
}

/// The night's Discord event as asked for: its name, place, times, and a
/// description saying what is played and how round 1 is drawn.
fn guild_event(view: &NightView, night: &Meetup) -> GuildEvent {
    GuildEvent {
        name: night.meetup.name.clone(),
        description: present::event_description(view),
        location: night.meetup.place.clone(),
        starts_at: night.meetup.starts_at,
        ends_at: night.meetup.ends_at,
    }
}
