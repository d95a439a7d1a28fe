//! The store, timed: every call's latency and failures go to
//! [`metrics`](super::metrics), whichever backend is behind it, and a call
//! that takes longer than its limit fails as [`StoreError::TimedOut`], so a
//! database that froze costs a private error, not a reply that never comes.

use std::sync::Arc;
use std::time::{Duration, Instant};

use async_trait::async_trait;
use backrank_entropy::HealthState;

use crate::store::*;

/// A [`Store`] that times every call of the store it wraps, and gives each
/// at most `limit`.
pub struct Metered {
    pub store: Arc<dyn Store>,
    pub limit: Duration,
}

/// Forwards one call, timing it under its name, within the limit.
macro_rules! timed {
    ($self:ident . $op:ident ( $($arg:expr),* )) => {{
        let start = Instant::now();
        let result = match tokio::time::timeout($self.limit, $self.store.$op($($arg),*)).await {
            Ok(result) => result,
            Err(_) => {
                let secs = $self.limit.as_secs();
                tracing::error!(call = stringify!($op), secs, "the store did not answer in time");
                Err(StoreError::TimedOut { secs })
            }
        };
        super::metrics::store_call(stringify!($op), start.elapsed(), result.is_err());
        result
    }};
}

#[async_trait]
impl Store for Metered {
    async fn save_roll(&self, roll: NewRoll) -> Result<RecordRef, StoreError> {
        timed!(self.save_roll(roll))
    }
    async fn roll(&self, id: i64) -> Result<Option<SavedRoll>, StoreError> {
        timed!(self.roll(id))
    }
    async fn record(&self, scope: Scope, record_no: i64) -> Result<Option<SavedRoll>, StoreError> {
        timed!(self.record(scope, record_no))
    }
    async fn start_roll_along(&self, s: NewRollAlong) -> Result<RollAlong, StoreError> {
        timed!(self.start_roll_along(s))
    }
    async fn roll_along(&self, id: i64) -> Result<Option<RollAlong>, StoreError> {
        timed!(self.roll_along(id))
    }
    async fn update_roll_along(
        &self,
        id: i64,
        version: i64,
        change: RollAlongChange,
    ) -> Result<Option<RollAlong>, StoreError> {
        timed!(self.update_roll_along(id, version, change))
    }
    async fn sweep_roll_alongs(&self, idle: i64, forget: i64) -> Result<Swept, StoreError> {
        timed!(self.sweep_roll_alongs(idle, forget))
    }
    async fn guild_settings(&self, guild_id: u64) -> Result<GuildSettings, StoreError> {
        timed!(self.guild_settings(guild_id))
    }
    async fn set_guild_settings(&self, guild_id: u64, g: GuildSettings) -> Result<(), StoreError> {
        timed!(self.set_guild_settings(guild_id, g))
    }
    async fn set_schedule(&self, s: NewSchedule) -> Result<Schedule, StoreError> {
        timed!(self.set_schedule(s))
    }
    async fn remove_schedules(
        &self,
        guild: u64,
        channel: Option<u64>,
    ) -> Result<usize, StoreError> {
        timed!(self.remove_schedules(guild, channel))
    }
    async fn schedules(&self, guild_id: Option<u64>) -> Result<Vec<Schedule>, StoreError> {
        timed!(self.schedules(guild_id))
    }
    async fn claim_post(
        &self,
        claim: PostClaim,
        now: i64,
        lease: i64,
    ) -> Result<Claim, StoreError> {
        timed!(self.claim_post(claim, now, lease))
    }
    async fn keep_post_roll(&self, claim: PostClaim, roll_id: i64) -> Result<bool, StoreError> {
        timed!(self.keep_post_roll(claim, roll_id))
    }
    async fn mark_post_sent(&self, claim: PostClaim, at: i64) -> Result<bool, StoreError> {
        timed!(self.mark_post_sent(claim, at))
    }
    async fn renew_post(&self, claim: PostClaim, now: i64) -> Result<bool, StoreError> {
        timed!(self.renew_post(claim, now))
    }
    async fn finish_post(
        &self,
        claim: PostClaim,
        outcome: PostOutcome,
    ) -> Result<bool, StoreError> {
        timed!(self.finish_post(claim, outcome))
    }
    async fn release_post(&self, claim: PostClaim) -> Result<(), StoreError> {
        timed!(self.release_post(claim))
    }
    async fn post(
        &self,
        schedule_id: i64,
        date: jiff::civil::Date,
    ) -> Result<Option<PostEntry>, StoreError> {
        timed!(self.post(schedule_id, date))
    }
    async fn device_health(&self, source: String) -> Result<Option<HealthState>, StoreError> {
        timed!(self.device_health(source))
    }
    async fn set_device_health(
        &self,
        source: String,
        state: HealthState,
        now: i64,
    ) -> Result<(), StoreError> {
        timed!(self.set_device_health(source, state, now))
    }
    async fn reset_device_health(&self, source: String) -> Result<bool, StoreError> {
        timed!(self.reset_device_health(source))
    }
    async fn first_delivery(&self, interaction_id: u64, now: i64) -> Result<bool, StoreError> {
        timed!(self.first_delivery(interaction_id, now))
    }
    async fn forget_interactions(&self, seen_before: i64) -> Result<usize, StoreError> {
        timed!(self.forget_interactions(seen_before))
    }
    async fn add_server_variant(
        &self,
        variant: ServerVariant,
        definition: String,
        max: usize,
    ) -> Result<VariantAdded, StoreError> {
        timed!(self.add_server_variant(variant, definition, max))
    }
    async fn server_variants(&self, guild_id: u64) -> Result<Vec<ServerVariant>, StoreError> {
        timed!(self.server_variants(guild_id))
    }
    async fn remove_server_variant(&self, guild_id: u64, id: String) -> Result<bool, StoreError> {
        timed!(self.remove_server_variant(guild_id, id))
    }
    async fn server_definition(
        &self,
        guild_id: u64,
        digest: String,
    ) -> Result<Option<String>, StoreError> {
        timed!(self.server_definition(guild_id, digest))
    }
    async fn user_prefs(&self, user_id: u64) -> Result<UserPrefs, StoreError> {
        timed!(self.user_prefs(user_id))
    }
    async fn set_user_prefs(
        &self,
        user_id: u64,
        prefs: UserPrefs,
        now: i64,
    ) -> Result<(), StoreError> {
        timed!(self.set_user_prefs(user_id, prefs, now))
    }
    async fn create_event(&self, event: NewEvent) -> Result<Option<Event>, StoreError> {
        timed!(self.create_event(event))
    }
    async fn event(&self, guild_id: u64, name: String) -> Result<Option<Event>, StoreError> {
        timed!(self.event(guild_id, name))
    }
    async fn events(&self, guild_id: u64) -> Result<Vec<Event>, StoreError> {
        timed!(self.events(guild_id))
    }
    async fn reveal_next(&self, event_id: i64) -> Result<Option<i64>, StoreError> {
        timed!(self.reveal_next(event_id))
    }
    async fn schema_version(&self) -> Result<i64, StoreError> {
        timed!(self.schema_version())
    }
    async fn ping(&self) -> Result<(), StoreError> {
        timed!(self.ping())
    }
    async fn probe_write(&self) -> Result<(), StoreError> {
        timed!(self.probe_write())
    }
    async fn dump(&self) -> Result<Dump, StoreError> {
        timed!(self.dump())
    }
    async fn load(&self, dump: Dump) -> Result<(), StoreError> {
        timed!(self.load(dump))
    }
}
