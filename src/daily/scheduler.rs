//! The loop that makes daily posts.

use std::sync::Arc;
use std::time::Duration;

use jiff::Timestamp;
use jiff::civil::Date;

use super::{PostError, Poster, when};
use crate::bot::Bot;
use crate::store::{Claim, Missed, PostOutcome, Schedule};

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
    /// The channel is gone or closed to the bot: reported, not retried.
    Failed {
        schedule: i64,
        date: String,
        why: String,
    },
    /// A passing fault: the claim was given back for the next tick.
    Retry {
        schedule: i64,
        date: String,
        why: String,
    },
}

/// Makes due posts, once each.
pub struct Scheduler {
    bot: Arc<Bot>,
    poster: Arc<dyn Poster>,
    /// This process's name in the books (host, process id, start time).
    worker: String,
    late_after: i64,
    lease: i64,
}

/// The longest sleep between looks at the store: schedules made by `/daily
/// set` in another process are seen within this time.
const MAX_SLEEP: Duration = Duration::from_secs(60);

impl Scheduler {
    pub fn new(bot: Arc<Bot>, poster: Arc<dyn Poster>, worker: impl Into<String>) -> Scheduler {
        let daily = &bot.settings().daily;
        let late_after =
            i64::try_from(daily.late_after_minutes.saturating_mul(60)).unwrap_or(i64::MAX);
        let lease = i64::try_from(daily.claim_lease_secs).unwrap_or(i64::MAX);
        Scheduler {
            bot,
            poster,
            worker: worker.into(),
            late_after,
            lease,
        }
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
        let now = self.bot.clock.now();
        let schedules = match self.bot.store.schedules(None).await {
            Ok(s) => s,
            Err(e) => {
                tracing::error!(error = %e, "could not read the daily schedules");
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for s in schedules {
            if let Some((date, at)) = when::latest_due(&s, now)
                && let Some(t) = self.due(&s, date, at, now).await
            {
                out.push(t);
            }
        }
        out
    }

    async fn due(&self, s: &Schedule, date: Date, at: Timestamp, now: Timestamp) -> Option<Tick> {
        let day = date.to_string();
        let store = &self.bot.store;
        let claim = store
            .claim_post(
                s.id,
                day.clone(),
                self.worker.clone(),
                now.as_second(),
                self.lease,
            )
            .await;
        match claim {
            Ok(Claim::Won) => {}
            Ok(Claim::Taken) => return None,
            Err(e) => {
                tracing::error!(schedule = s.id, day, error = %e, "could not claim a daily post");
                return None;
            }
        }
        let guild = store
            .guild_settings(s.spec.guild_id)
            .await
            .unwrap_or_default();
        let late = now.as_second() - at.as_second() > self.late_after;
        if late && guild.missed_daily == Missed::Skip {
            let why =
                format!("missed at {at} while the bot was down; this server skips missed posts");
            self.finish(s, &day, PostOutcome::Skipped(why)).await;
            return Some(Tick::Skipped {
                schedule: s.id,
                date: day,
            });
        }
        let variant = when::variant_for(s, date, when::random_index);
        let (reply, roll) = match self.bot.daily_post(variant, s, &day, late).await {
            Ok(r) => r,
            Err(why) => {
                store
                    .release_post(s.id, day.clone(), self.worker.clone())
                    .await
                    .ok();
                return Some(Tick::Retry {
                    schedule: s.id,
                    date: day,
                    why,
                });
            }
        };
        // Discord keeps a nonce 25 characters at most.
        let nonce = format!("d{}-{}", s.id, day.replace('-', ""));
        match self.poster.post(s.spec.channel_id, &reply, &nonce).await {
            Ok(message) => {
                let posted = PostOutcome::Posted {
                    roll_id: roll,
                    message_id: message,
                };
                self.finish(s, &day, posted).await;
                if s.spec.thread {
                    let name = format!("Daily challenge {day} · {}", variant.spec().name);
                    if let Err(e) = self
                        .poster
                        .open_thread(s.spec.channel_id, message, &name)
                        .await
                    {
                        self.report(s, guild.log_channel, &format!("the post for {day} went out, but its thread could not be opened: {e}")).await;
                    }
                }
                Some(Tick::Posted {
                    schedule: s.id,
                    date: day,
                    message,
                    roll,
                })
            }
            Err(e @ (PostError::Gone(_) | PostError::Forbidden(_))) => {
                let why = e.to_string();
                self.finish(s, &day, PostOutcome::Failed(why.clone())).await;
                self.report(
                    s,
                    guild.log_channel,
                    &format!("the daily challenge for {day} could not be posted in <#{}>: {why}. Fix the channel or its permissions, or change the schedule with /daily set", s.spec.channel_id),
                )
                .await;
                Some(Tick::Failed {
                    schedule: s.id,
                    date: day,
                    why,
                })
            }
            Err(PostError::Passing(why)) => {
                store
                    .release_post(s.id, day.clone(), self.worker.clone())
                    .await
                    .ok();
                tracing::warn!(schedule = s.id, day, error = %why, "daily post will be tried again");
                Some(Tick::Retry {
                    schedule: s.id,
                    date: day,
                    why,
                })
            }
        }
    }

    async fn finish(&self, s: &Schedule, day: &str, outcome: PostOutcome) {
        if let Err(e) = self
            .bot
            .store
            .finish_post(s.id, day.to_owned(), outcome)
            .await
        {
            tracing::error!(schedule = s.id, day, error = %e, "could not record a daily post's outcome");
        }
    }

    /// Tells the server's log channel, or the bot's log when it has none
    /// (or that fails too).
    async fn report(&self, s: &Schedule, log_channel: Option<u64>, text: &str) {
        let line = format!("⚠️ Backrank daily challenge: {text}");
        match log_channel {
            Some(c) => {
                if let Err(e) = self.poster.report(c, &line).await {
                    tracing::warn!(guild = s.spec.guild_id, log_channel = c, error = %e, "{text} (and the log channel failed)");
                }
            }
            None => tracing::warn!(guild = s.spec.guild_id, "{text}"),
        }
    }

    /// How long to sleep after a tick at `now`: until the next post, at
    /// most [`MAX_SLEEP`].
    pub async fn sleep_for(&self, now: Timestamp) -> Duration {
        let schedules = self.bot.store.schedules(None).await.unwrap_or_default();
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
            let nap = self.sleep_for(self.bot.clock.now()).await;
            tokio::select! {
                () = &mut shutdown => return,
                () = tokio::time::sleep(nap) => {}
            }
        }
    }
}
