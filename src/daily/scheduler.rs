//! The loop that makes daily posts.
//!
//! Exactly once, across processes and a slow Discord:
//!
//! - A day's post is claimed in the store first; only the claim's holder
//!   posts, and only the holder records how it ended.
//! - The roll is made once, at the first claim, and kept with it: a retry
//!   or a takeover posts that same roll with the same nonce, so Discord
//!   drops a repeat of a message that did get through.
//! - One attempt is bounded by `post_timeout_secs`, shorter than the claim's
//!   lease, so a live process never holds a claim another could take over.
//! - Past `nonce_window_secs` after an attempt that may have reached
//!   Discord (it timed out, or Discord failed on its side), Discord may have
//!   forgotten the nonce: that post is not tried again, and the server's log
//!   channel hears of it instead. An attempt that never reached Discord
//!   (the connection did not open) risks no double and starts no window.
//! - Lateness is judged at the first claim, so a run of retries is never
//!   mistaken for a post missed while the bot was down.
//! - Each schedule's post runs on its own: an error or a panic in one is
//!   recorded for that day and never stops the others.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::Duration;

use futures_util::FutureExt;
use jiff::Timestamp;
use jiff::civil::Date;

use super::post::{self, Place};
use super::{PostError, Poster, Servers, when};
use crate::app::App;
use crate::app::error::AppError;
use crate::discord::reply::Reply;
use crate::store::{Claim, GuildSettings, Missed, PostClaim, PostOutcome, Schedule};

/// What one tick did with one schedule's due post.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tick {
    Posted {
        schedule: i64,
        date: String,
        message: u64,
        roll: i64,
    },
    /// Missed while the bot was down, and the server skips missed posts.
    Skipped { schedule: i64, date: String },
    /// The channel is gone or closed to the bot, the post could not be
    /// confirmed within Discord's nonce memory, or making it failed for
    /// good: reported, not retried.
    Failed {
        schedule: i64,
        date: String,
        why: String,
    },
    /// A passing fault: the claim was given back (its roll kept) for the
    /// next tick.
    Retry {
        schedule: i64,
        date: String,
        why: String,
    },
}

/// Makes due posts, once each.
pub struct Scheduler {
    app: Arc<App>,
    poster: Arc<dyn Poster>,
    /// This process's name in the books (host, process id, start time).
    worker: String,
    late_after: i64,
    lease: i64,
    post_timeout: Duration,
    nonce_window: i64,
    servers: Servers,
}

/// The longest sleep between looks at the store: schedules made by `/daily
/// set` in another process are seen within this time.
const MAX_SLEEP: Duration = Duration::from_secs(60);

fn secs(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

impl Scheduler {
    pub fn new(app: Arc<App>, poster: Arc<dyn Poster>, worker: impl Into<String>) -> Scheduler {
        let daily = &app.settings().daily;
        let late_after = secs(daily.late_after_minutes.saturating_mul(60));
        let lease = secs(daily.claim_lease_secs.max(1));
        // An attempt must end well inside the lease, whatever is set.
        let post_timeout = Duration::from_secs(
            daily
                .post_timeout_secs
                .clamp(1, (daily.claim_lease_secs / 2).max(1)),
        );
        let nonce_window = secs(daily.nonce_window_secs);
        Scheduler {
            app,
            poster,
            worker: worker.into(),
            late_after,
            lease,
            post_timeout,
            nonce_window,
            servers: Servers::All,
        }
    }

    /// Makes only `servers`' posts.
    #[must_use]
    pub fn of(self, servers: Servers) -> Scheduler {
        Scheduler { servers, ..self }
    }

    /// The schedules this scheduler posts.
    async fn schedules(&self) -> Result<Vec<Schedule>, crate::store::StoreError> {
        let all = self.app.store().schedules(None).await?;
        Ok(all
            .into_iter()
            .filter(|s| self.servers.runs(s.spec.guild_id))
            .collect())
    }

    /// A worker name unique to this process.
    pub fn worker_name() -> String {
        format!(
            "pid {} at {}",
            std::process::id(),
            Timestamp::now().as_millisecond()
        )
    }

    /// Makes every post due now that nobody has made. One schedule's
    /// trouble never stops the others.
    pub async fn tick(&self) -> Vec<Tick> {
        let schedules = match self.schedules().await {
            Ok(s) => s,
            Err(e) => {
                tracing::error!(error = %e, "could not read the daily schedules");
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for s in schedules {
            // "Now" is read for each post: an earlier one may have taken a
            // while, and a claim is timed from when it is made.
            let now = self.app.clock().now();
            let Some((date, at)) = when::latest_due(&s, now) else {
                continue;
            };
            let attempt = AssertUnwindSafe(self.due(&s, date, at)).catch_unwind();
            match attempt.await {
                Ok(Some(t)) => out.push(t),
                Ok(None) => {}
                Err(panic) => out.push(self.panicked(&s, date, panic).await),
            }
        }
        out
    }

    /// A schedule whose post panicked: the day is recorded as failed (so the
    /// claim does not bring the panic back after a restart) and reported.
    async fn panicked(
        &self,
        s: &Schedule,
        date: Date,
        panic: Box<dyn std::any::Any + Send>,
    ) -> Tick {
        let what = panic
            .downcast_ref::<&str>()
            .map(|m| (*m).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic".to_owned());
        let day = date.to_string();
        tracing::error!(schedule = s.id, %day, panic = %what, "a daily post panicked");
        let why = format!("an internal error stopped this post ({what})");
        self.finish(s, date, PostOutcome::Failed(why.clone())).await;
        let log = self
            .app
            .store()
            .guild_settings(s.spec.guild_id)
            .await
            .ok()
            .and_then(|g| g.log_channel);
        self.report(
            s,
            log,
            &format!(
                "the daily challenge for {day} in <#{}> failed: {why}",
                s.spec.channel_id
            ),
        )
        .await;
        Tick::Failed {
            schedule: s.id,
            date: day,
            why,
        }
    }

    async fn due(&self, s: &Schedule, day: Date, at: Timestamp) -> Option<Tick> {
        let now = self.app.clock().now().as_second();
        let (kept_roll, first_claimed_at, sent_at) = self.claim(s, day, now).await?;
        let guild = self
            .app
            .store()
            .guild_settings(s.spec.guild_id)
            .await
            .unwrap_or_default();
        let late = first_claimed_at - at.as_second() > self.late_after;
        if late && guild.missed_daily == Missed::Skip {
            let why =
                format!("missed at {at} while the bot was down; this server skips missed posts");
            self.finish(s, day, PostOutcome::Skipped(why)).await;
            return Some(Tick::Skipped {
                schedule: s.id,
                date: day.to_string(),
            });
        }
        if let Some(sent) = sent_at
            && now - sent > self.nonce_window
        {
            let why = format!(
                "it could not be confirmed within {} s, and Discord may have posted it already; \
                 it was not tried again so that it cannot appear twice. Check the channel, and use \
                 /daily now if it is not there",
                self.nonce_window
            );
            return Some(self.failed(s, day, guild.log_channel, why).await);
        }
        let roll = match kept_roll {
            Some(id) => id,
            None => match self.first_roll(s, day, &guild).await {
                Ok(Some(id)) => id,
                Ok(None) => return None,
                Err(e) => return Some(self.retry(s, day, self.fault(s, day, &e)).await),
            },
        };
        let lang = crate::app::people::look::server_lang(&guild);
        let reply = match post::message(&self.app, roll, &day.to_string(), late, lang).await {
            Ok(r) => r,
            Err(e) => return Some(self.retry(s, day, self.fault(s, day, &e)).await),
        };
        let post = Prepared { roll, reply, late };
        Some(self.send(s, day, &post, &guild, now).await)
    }

    /// This process's claim on a schedule's post for `day`.
    fn held(&self, s: &Schedule, day: Date) -> PostClaim {
        PostClaim {
            schedule_id: s.id,
            date: day,
            worker: self.worker.clone(),
        }
    }

    /// Claims the day's post: what the claim holds (the kept roll, when it
    /// was first claimed, when an attempt may have reached Discord), or
    /// `None` when another process holds it or the store failed.
    async fn claim(
        &self,
        s: &Schedule,
        day: Date,
        now: i64,
    ) -> Option<(Option<i64>, i64, Option<i64>)> {
        let claim = self
            .app
            .store()
            .claim_post(self.held(s, day), now, self.lease)
            .await;
        match claim {
            Ok(Claim::Won {
                roll_id,
                first_claimed_at,
                sent_at,
            }) => Some((roll_id, first_claimed_at, sent_at)),
            Ok(Claim::Taken) => None,
            Err(e) => {
                tracing::error!(schedule = s.id, %day, error = %e, "could not claim a daily post");
                None
            }
        }
    }

    /// One attempt at posting the day's message, and what came of it.
    async fn send(
        &self,
        s: &Schedule,
        day: Date,
        post: &Prepared,
        guild: &GuildSettings,
        now: i64,
    ) -> Tick {
        // Discord keeps a nonce 25 characters at most.
        let nonce = format!("d{}-{}", s.id, day.to_string().replace('-', ""));
        let sent = tokio::time::timeout(
            self.post_timeout,
            self.poster.post(s.spec.channel_id, &post.reply, &nonce),
        )
        .await
        .unwrap_or_else(|_| {
            Err(PostError::Passing(format!(
                "Discord did not answer within {} s",
                self.post_timeout.as_secs()
            )))
        });
        match sent {
            Ok(message) => self.posted(s, day, post, message, guild).await,
            Err(e @ (PostError::Gone(_) | PostError::Forbidden(_))) => {
                self.failed(s, day, guild.log_channel, e.to_string()).await
            }
            Err(PostError::Passing(why)) => {
                // It may have got through: from now on the nonce window runs.
                if let Err(e) = self
                    .app
                    .store()
                    .mark_post_sent(self.held(s, day), now)
                    .await
                {
                    tracing::error!(schedule = s.id, %day, error = %e, "could not note a daily post's attempt");
                }
                self.retry(s, day, why).await
            }
            Err(PostError::Unsent(why)) => self.retry(s, day, why).await,
        }
    }

    /// A post that went out: recorded, and its thread opened if asked.
    async fn posted(
        &self,
        s: &Schedule,
        day: Date,
        post: &Prepared,
        message: u64,
        guild: &GuildSettings,
    ) -> Tick {
        let (roll, reply) = (post.roll, &post.reply);
        let posted = PostOutcome::Posted {
            roll_id: roll,
            message_id: message,
        };
        if self.finish(s, day, posted).await {
            crate::app::metrics::daily_post(if post.late { "late" } else { "made" });
        }
        if s.spec.thread {
            // "Chess960 (Fischer Random) · SP 518" → its variant.
            let title = reply.embed.as_ref().map(|e| e.title.as_str()).unwrap_or("");
            let variant = title.split(" · ").next().unwrap_or(title);
            let lang = crate::app::people::look::server_lang(guild).unwrap_or_default();
            let name = post::thread_name(&day.to_string(), variant, lang);
            self.open_thread(s, day, &name, message, guild.log_channel)
                .await;
        }
        Tick::Posted {
            schedule: s.id,
            date: day.to_string(),
            message,
            roll,
        }
    }

    /// A fault while making a post, logged once with its schedule and day;
    /// returns what the server is told.
    fn fault(&self, s: &Schedule, day: Date, e: &AppError) -> String {
        if let Some(detail) = e.detail() {
            tracing::error!(schedule = s.id, guild = s.spec.guild_id, %day, error = %detail, "a daily post could not be made");
        }
        // The log channel's notes are for whoever runs the server, in
        // English like the rest of them.
        e.user_text(crate::i18n::Lang::En)
    }

    /// The day's roll, made and kept with the claim before any attempt to
    /// post it (throwing the standard position again, and for a pair of
    /// games, when the server says). `None` when the claim was lost
    /// meanwhile.
    async fn first_roll(
        &self,
        s: &Schedule,
        day: Date,
        guild: &GuildSettings,
    ) -> Result<Option<i64>, AppError> {
        let here = self.app.variants().here(Some(s.spec.guild_id)).await?;
        let variant = when::variant_for(s, day, when::random_index, &here);
        let place = Place {
            guild_id: s.spec.guild_id,
            channel_id: s.spec.channel_id,
        };
        let store = self.app.store();
        let held = self.held(s, day);
        let kept = post::roll(&self.app, variant, place, guild, async |new| {
            store.keep_post_roll(held, new).await
        })
        .await?;
        let Some(kept) = kept else {
            tracing::warn!(
                schedule = s.id,
                %day,
                "the claim was taken over while rolling"
            );
            return Ok(None);
        };
        // `/daily now` may have kept the day's roll while this one was
        // made: the day's is posted, and this one was never saved.
        Ok(Some(kept))
    }

    /// Gives the claim back (its roll stays) so the next tick tries again.
    async fn retry(&self, s: &Schedule, day: Date, why: String) -> Tick {
        if let Err(e) = self.app.store().release_post(self.held(s, day)).await {
            tracing::error!(schedule = s.id, %day, error = %e, "could not give a daily post's claim back");
        }
        tracing::warn!(schedule = s.id, %day, error = %why, "daily post will be tried again");
        Tick::Retry {
            schedule: s.id,
            date: day.to_string(),
            why,
        }
    }

    /// Records a post that will not be made, and tells the server.
    async fn failed(&self, s: &Schedule, day: Date, log: Option<u64>, why: String) -> Tick {
        self.finish(s, day, PostOutcome::Failed(why.clone())).await;
        self.report(
            s,
            log,
            &format!(
                "the daily challenge for {day} could not be posted in <#{}>: {why}. Fix the \
                 channel or its permissions, or change the schedule with /daily set",
                s.spec.channel_id
            ),
        )
        .await;
        Tick::Failed {
            schedule: s.id,
            date: day.to_string(),
            why,
        }
    }

    async fn open_thread(
        &self,
        s: &Schedule,
        day: Date,
        name: &str,
        message: u64,
        log: Option<u64>,
    ) {
        let opened = tokio::time::timeout(
            self.post_timeout,
            self.poster.open_thread(s.spec.channel_id, message, name),
        )
        .await
        .unwrap_or_else(|_| Err(PostError::Passing("Discord did not answer".into())));
        if let Err(e) = opened {
            self.report(
                s,
                log,
                &format!("the post for {day} went out, but its thread could not be opened: {e}"),
            )
            .await;
        }
    }

    /// Records how the post ended, if this process still holds its claim.
    /// Records how a post ended; true when this process recorded it (and
    /// so counts it).
    async fn finish(&self, s: &Schedule, day: Date, outcome: PostOutcome) -> bool {
        let word = match &outcome {
            PostOutcome::Posted { .. } => None,
            PostOutcome::Skipped(_) => Some("skipped"),
            PostOutcome::Failed(_) => Some("failed"),
        };
        match self
            .app
            .store()
            .finish_post(self.held(s, day), outcome)
            .await
        {
            Ok(true) => {
                if let Some(word) = word {
                    crate::app::metrics::daily_post(word);
                }
                return true;
            }
            Ok(false) => tracing::warn!(
                schedule = s.id,
                %day,
                "another process took this daily post over; its outcome is that process's to record"
            ),
            Err(e) => tracing::error!(
                schedule = s.id,
                %day,
                error = %e,
                "could not record a daily post's outcome"
            ),
        }
        false
    }

    /// Tells the server's log channel, or the bot's log when it has none
    /// (or that fails too).
    async fn report(&self, s: &Schedule, log_channel: Option<u64>, text: &str) {
        let line = format!("⚠️ Backrank daily challenge: {text}");
        match log_channel {
            Some(c) => {
                let sent = tokio::time::timeout(self.post_timeout, self.poster.report(c, &line))
                    .await
                    .unwrap_or_else(|_| Err(PostError::Passing("Discord did not answer".into())));
                if let Err(e) = sent {
                    tracing::warn!(guild = s.spec.guild_id, log_channel = c, error = %e, "{text} (and the log channel failed)");
                }
            }
            None => tracing::warn!(guild = s.spec.guild_id, "{text}"),
        }
    }

    /// How long to sleep after a tick at `now`: until the next post, at
    /// most `MAX_SLEEP`.
    pub async fn sleep_for(&self, now: Timestamp) -> Duration {
        let schedules = self.schedules().await.unwrap_or_default();
        schedules
            .iter()
            .filter_map(|s| when::next_after(s, now))
            .min()
            .and_then(|t| Duration::try_from(now.duration_until(t)).ok())
            .map_or(MAX_SLEEP, |d| d.min(MAX_SLEEP))
    }

    /// Ticks until `shutdown` resolves.
    pub async fn run(self, shutdown: impl std::future::Future<Output = ()>) {
        tokio::pin!(shutdown);
        loop {
            for t in self.tick().await {
                if let Tick::Posted { schedule, date, .. } = t {
                    tracing::info!(schedule, date, "daily post made");
                }
            }
            let nap = self.sleep_for(self.app.clock().now()).await;
            tokio::select! {
                () = &mut shutdown => return,
                () = tokio::time::sleep(nap) => {}
            }
        }
    }
}

/// A day's message ready to post: its roll, the reply, and whether it is
/// late.
struct Prepared {
    roll: i64,
    reply: Reply,
    late: bool,
}
