//! Daily challenges (`schedules`) and the book of their posts
//! (`daily_posts`), one row a schedule and local day.

use super::{
    Cursor, Exec, Row, Statement, Table, Value, all, changed_one, count_changed, first, one, rolls,
    take_turns_on, values,
};
use jiff::civil::Date;

use crate::store::{
    Claim, DailyOf, NewRoll, NewSchedule, PostClaim, PostEntry, PostOutcome, PostStatus, Schedule,
    StoreError,
};

/// What keepers of one schedule's dates take turns on (PostgreSQL's
/// advisory lock, by the schedule's id): of two keeping a date's roll at
/// once, the second waits, then finds the first's and saves nothing.
const SCHEDULE_DAY_LOCK: i32 = 0x4252_4431;
/// Likewise for a server's own daily challenges, by the server's id.
const SERVER_DAY_LOCK: i32 = 0x4252_4432;

/// The `schedules` table: what [`schedule_values`] writes and
/// [`schedule_row`] reads, in order.
pub(in crate::store) const SCHEDULES: Table = Table {
    name: "schedules",
    key: Table::ID,
    columns: &[
        "guild_id",
        "channel_id",
        "local_time",
        "timezone",
        "variants",
        "rotation",
        "thread",
        "created_at",
        "stopped_at",
    ],
};

/// A schedule's columns ([`SCHEDULES`]), as they are written.
fn schedule_values(s: &NewSchedule, stopped_at: Option<i64>) -> Vec<Value> {
    values![
        Value::id(s.guild_id),
        Value::id(s.channel_id),
        &s.local_time,
        &s.timezone,
        s.variants.join(","),
        s.rotation,
        s.thread,
        s.created_at,
        stopped_at,
    ]
}

pub(in crate::store) fn schedule_row(r: &Row) -> Result<Schedule, StoreError> {
    let mut c = r.cursor();
    Ok(Schedule {
        id: c.int()?,
        spec: NewSchedule {
            guild_id: c.id()?,
            channel_id: c.id()?,
            local_time: c.text()?,
            timezone: c.text()?,
            variants: c
                .text()?
                .split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect(),
            rotation: c.word()?,
            thread: c.flag()?,
            created_at: c.int()?,
        },
        stopped_at: c.opt_int()?,
    })
}

/// The `daily_posts` table, a row a schedule and local day: what
/// [`post_values`] writes and [`post_row`] reads, in order.
pub(in crate::store) const DAILY_POSTS: Table = Table {
    name: "daily_posts",
    key: &["schedule_id", "local_date"],
    columns: &[
        "status",
        "worker",
        "claimed_at",
        "first_claimed_at",
        "sent_at",
        "roll_id",
        "message_id",
        "detail",
    ],
};

/// A day's post ([`DAILY_POSTS`]), as it is written.
fn post_values(p: &PostEntry) -> Vec<Value> {
    values![
        p.status,
        &p.worker,
        p.claimed_at,
        p.first_claimed_at,
        p.sent_at,
        p.roll_id,
        Value::opt_id(p.message_id),
        &p.detail,
    ]
}

/// A day's post: its schedule, its day as the store writes it, its entry.
pub(in crate::store) fn post_row(r: &Row) -> Result<(i64, String, PostEntry), StoreError> {
    let mut c = r.cursor();
    Ok((c.int()?, c.text()?, post_of(&mut c)?))
}

/// A post's entry from the cursor's next columns.
fn post_of(c: &mut Cursor<'_>) -> Result<PostEntry, StoreError> {
    Ok(PostEntry {
        status: c.word()?,
        worker: c.text()?,
        claimed_at: c.int()?,
        first_claimed_at: c.int()?,
        sent_at: c.opt_int()?,
        roll_id: c.opt_int()?,
        message_id: c.opt_id()?,
        detail: c.opt_text()?,
    })
}

/// Whether a claim on a day that already has a row passes to a new worker:
/// one given back (its `claimed_at` set to 0) or one whose holder has not
/// renewed it for longer than `lease` seconds (it died mid-post). A
/// finished post is never claimed again.
pub(in crate::store) fn may_take_over(
    status: PostStatus,
    claimed_at: i64,
    now: i64,
    lease: i64,
) -> bool {
    status == PostStatus::Claimed && now - claimed_at > lease
}

/// How a finished post is written down: its status, and the roll, message
/// and reason that go with it.
pub(in crate::store) fn outcome_columns(
    outcome: PostOutcome,
) -> (PostStatus, Option<i64>, Option<u64>, Option<String>) {
    match outcome {
        PostOutcome::Posted {
            roll_id,
            message_id,
        } => (PostStatus::Posted, Some(roll_id), Some(message_id), None),
        PostOutcome::Skipped(why) => (PostStatus::Skipped, None, None, Some(why)),
        PostOutcome::Failed(why) => (PostStatus::Failed, None, None, Some(why)),
    }
}

/// Sets a channel's schedule: a new one, or the channel's own changed in
/// place (running again if it was stopped), its id and so its book of
/// dates kept, so a date already kept or posted stays the channel's one.
pub(in crate::store) async fn set(e: &impl Exec, s: NewSchedule) -> Result<Schedule, StoreError> {
    let text = format!(
        "{} ON CONFLICT (guild_id, channel_id) DO UPDATE SET local_time = excluded.local_time, \
         timezone = excluded.timezone, variants = excluded.variants, \
         rotation = excluded.rotation, thread = excluded.thread, \
         created_at = excluded.created_at, stopped_at = NULL RETURNING id",
        SCHEDULES.insert(false)
    );
    let id = one(e, Statement::new(text, schedule_values(&s, None)), |r| {
        r.int(0)
    })
    .await?;
    Ok(Schedule {
        id,
        spec: s,
        stopped_at: None,
    })
}

/// A schedule as a copy carries it, id and all.
pub(in crate::store) fn insert_copy(s: &Schedule) -> Statement {
    let mut params = values![s.id];
    params.extend(schedule_values(&s.spec, s.stopped_at));
    Statement::new(SCHEDULES.insert(true), params)
}

/// Stops a server's running schedules (one channel's, or all) at `now`;
/// how many. Their rows and books stay: a channel's dates are its own.
pub(in crate::store) async fn stop(
    e: &impl Exec,
    guild_id: u64,
    channel_id: Option<u64>,
    now: i64,
) -> Result<usize, StoreError> {
    count_changed(
        e,
        Statement::new(
            "UPDATE schedules SET stopped_at = $3 WHERE guild_id = $1 \
             AND (CAST($2 AS BIGINT) IS NULL OR channel_id = $2) AND stopped_at IS NULL",
            values![Value::id(guild_id), Value::opt_id(channel_id), now],
        ),
    )
    .await
}

/// The running schedules, of every server or one.
pub(in crate::store) async fn list(
    e: &impl Exec,
    guild_id: Option<u64>,
) -> Result<Vec<Schedule>, StoreError> {
    let text = SCHEDULES.select(
        "WHERE stopped_at IS NULL AND (CAST($1 AS BIGINT) IS NULL OR guild_id = $1) ORDER BY id",
    );
    all(
        e,
        Statement::new(text, values![Value::opt_id(guild_id)]),
        schedule_row,
    )
    .await
}

/// A channel's schedule, running or stopped.
pub(in crate::store) async fn of_channel(
    e: &impl Exec,
    guild_id: u64,
    channel_id: u64,
) -> Result<Option<Schedule>, StoreError> {
    let text = SCHEDULES.select("WHERE guild_id = $1 AND channel_id = $2");
    first(
        e,
        Statement::new(text, values![Value::id(guild_id), Value::id(channel_id)]),
        schedule_row,
    )
    .await
}

/// Claims one day's post for its worker. Run inside a write transaction: a
/// new day's row goes to the first insert, and an existing row is read
/// locked, so of two racing claims one wins.
pub(in crate::store) async fn claim(
    e: &impl Exec,
    claim: &PostClaim,
    now: i64,
    lease: i64,
) -> Result<Claim, StoreError> {
    let (schedule_id, date, worker) = key(claim);
    // A schedule stopped (`/daily off`) since the worker listed it posts
    // nothing: nobody may claim its date. Read locked, so a stop waits for
    // this claim, and a claim for a stop.
    let running = first(
        e,
        Statement::new(
            "SELECT id FROM schedules WHERE id = $1 AND stopped_at IS NULL",
            values![schedule_id],
        )
        .locking(),
        |r| r.int(0),
    )
    .await?;
    if running.is_none() {
        return Ok(Claim::Taken);
    }
    let inserted = changed_one(
        e,
        Statement::new(
            "INSERT INTO daily_posts (schedule_id, local_date, status, worker, claimed_at, \
             first_claimed_at) VALUES ($1, $2, 'claimed', $3, $4, $4) \
             ON CONFLICT (schedule_id, local_date) DO NOTHING",
            values![schedule_id, date.clone(), worker, now],
        ),
    )
    .await?;
    if inserted {
        return Ok(Claim::Won {
            roll_id: None,
            first_claimed_at: now,
            sent_at: None,
        });
    }
    let existing = first(
        e,
        Statement::new(
            DAILY_POSTS.select(ONE_DAY),
            values![schedule_id, date.clone()],
        )
        .locking(),
        post_row,
    )
    .await?;
    // No row although the insert found one: it was deleted under us (by
    // hand; the store keeps a schedule's book), and there is nothing to post.
    let Some((_, _, post)) = existing else {
        return Ok(Claim::Taken);
    };
    if !may_take_over(post.status, post.claimed_at, now, lease) {
        return Ok(Claim::Taken);
    }
    e.execute(&Statement::new(
        "UPDATE daily_posts SET worker = $3, claimed_at = $4 \
         WHERE schedule_id = $1 AND local_date = $2",
        values![schedule_id, date, worker, now],
    ))
    .await?;
    Ok(Claim::Won {
        roll_id: post.roll_id,
        first_claimed_at: post.first_claimed_at,
        sent_at: post.sent_at,
    })
}

/// A claim's columns: its schedule, its day as the store writes it
/// (`2026-11-25`), its worker.
fn key(claim: &PostClaim) -> (i64, String, &str) {
    (claim.schedule_id, claim.date.to_string(), &claim.worker)
}

/// One change to a post its worker still holds; true when it held it.
/// `text` has the claim's columns as `$1`, `$2`, `$3`, and `more` after.
async fn held(
    e: &impl Exec,
    text: &'static str,
    claim: &PostClaim,
    more: Vec<Value>,
) -> Result<bool, StoreError> {
    let (schedule_id, date, worker) = key(claim);
    let mut params = values![schedule_id, date, worker];
    params.extend(more);
    changed_one(e, Statement::new(text, params)).await
}

/// Keeps a roll for a claimed post, in one transaction with saving it:
/// the date's roll if it has one (`/daily now` kept it meanwhile), else
/// the server's own of that date, else `roll`, saved
/// now. `None`, saving nothing, when the worker no longer holds the claim.
pub(in crate::store) async fn keep_roll(
    e: &impl Exec,
    claim: &PostClaim,
    roll: &NewRoll,
) -> Result<Option<i64>, StoreError> {
    take_schedules_turn(e, claim.schedule_id).await?;
    let (schedule_id, date, worker) = key(claim);
    let held = first(
        e,
        Statement::new(
            "SELECT roll_id FROM daily_posts WHERE schedule_id = $1 AND local_date = $2 \
             AND worker = $3 AND status = 'claimed'",
            values![schedule_id, date.clone(), worker],
        )
        .locking(),
        |r| r.opt_int(0),
    )
    .await?;
    let Some(kept) = held else {
        return Ok(None);
    };
    if kept.is_some() {
        return Ok(kept);
    }
    let id = match servers_own_roll(e, schedule_id, &date).await? {
        Some(id) => id,
        None => rolls::save(e, roll).await?.id,
    };
    e.execute(&Statement::new(
        "UPDATE daily_posts SET roll_id = $3 WHERE schedule_id = $1 AND local_date = $2",
        values![schedule_id, date, id],
    ))
    .await?;
    Ok(Some(id))
}

/// The server's own daily challenge of `date` (made by `/daily now` in a
/// channel with no schedule), which a schedule of the server set later
/// that day takes up: `/daily now` showed it in every channel with no
/// schedule, this one too, and a channel has one challenge a date.
async fn servers_own_roll(
    e: &impl Exec,
    schedule_id: i64,
    date: &str,
) -> Result<Option<i64>, StoreError> {
    first(
        e,
        Statement::new(
            "SELECT d.roll_id FROM server_daily_rolls d \
             JOIN schedules s ON s.guild_id = d.guild_id \
             WHERE s.id = $1 AND d.local_date = $2",
            values![schedule_id, date],
        ),
        |r| r.int(0),
    )
    .await
}

/// Takes turns with every other keeper of a daily challenge of the
/// schedule's server, the server's own and its schedules' alike, so a
/// schedule's date never misses a server's challenge kept a moment before
/// (nor the reverse). Every keeper takes the server's turn first.
async fn take_schedules_turn(e: &impl Exec, schedule_id: i64) -> Result<(), StoreError> {
    let guild = first(
        e,
        Statement::new(
            "SELECT guild_id FROM schedules WHERE id = $1",
            values![schedule_id],
        ),
        |r| r.id(0),
    )
    .await?;
    if let Some(guild) = guild {
        take_turns_on(e, SERVER_DAY_LOCK, guild).await?;
    }
    take_turns_on(e, SCHEDULE_DAY_LOCK, schedule_id as u64).await
}

pub(in crate::store) async fn day_roll(
    e: &impl Exec,
    of: DailyOf,
    date: Date,
) -> Result<Option<i64>, StoreError> {
    let kept = first(e, day_roll_query(of, date), |r| r.opt_int(0)).await?;
    Ok(kept.flatten())
}

/// The date `roll_id` was kept for as a daily challenge: a schedule's
/// (its local date) or a server's own (UTC), whichever kept it.
pub(in crate::store) async fn date_of_roll(
    e: &impl Exec,
    roll_id: i64,
) -> Result<Option<Date>, StoreError> {
    let text = "SELECT local_date FROM daily_posts WHERE roll_id = $1 \
                UNION ALL SELECT local_date FROM server_daily_rolls WHERE roll_id = $1 \
                ORDER BY local_date LIMIT 1";
    let kept = first(e, Statement::new(text, values![roll_id]), |r| r.text(0)).await?;
    kept.map(|day| {
        day.parse::<Date>()
            .map_err(|e| StoreError::Corrupt(format!("a daily post's date {day:?}: {e}")))
    })
    .transpose()
}

/// The question that reads a date's kept roll of `of`.
fn day_roll_query(of: DailyOf, date: Date) -> Statement {
    match of {
        DailyOf::Schedule(id) => Statement::new(
            "SELECT roll_id FROM daily_posts WHERE schedule_id = $1 AND local_date = $2",
            values![id, date.to_string()],
        ),
        DailyOf::Server(guild) => Statement::new(
            "SELECT roll_id FROM server_daily_rolls WHERE guild_id = $1 AND local_date = $2",
            values![Value::id(guild), date.to_string()],
        ),
    }
}

/// The date's roll of `of`: the one kept first, else `roll`, saved and
/// kept now, in one transaction, so of two racing keepers the second
/// waits, finds the first's and saves nothing. A schedule's date with none
/// kept takes up the server's own of that date; a
/// schedule's is kept in its book as a claim nobody holds (first claimed
/// `now`), so its post that day posts it.
pub(in crate::store) async fn keep_day_roll(
    e: &impl Exec,
    of: DailyOf,
    date: Date,
    roll: &NewRoll,
    now: i64,
) -> Result<i64, StoreError> {
    match of {
        DailyOf::Schedule(id) => take_schedules_turn(e, id).await?,
        DailyOf::Server(guild) => take_turns_on(e, SERVER_DAY_LOCK, guild).await?,
    }
    if let Some(kept) = day_roll(e, of, date).await? {
        return Ok(kept);
    }
    let day = date.to_string();
    let adopted = match of {
        DailyOf::Schedule(id) => servers_own_roll(e, id, &day).await?,
        DailyOf::Server(_) => None,
    };
    let roll_id = match adopted {
        Some(id) => id,
        None => rolls::save(e, roll).await?.id,
    };
    match of {
        DailyOf::Schedule(id) => {
            // A claim nobody holds (its holder '' and claimed at 0): the
            // scheduler takes it over when the post is due, with its roll.
            e.execute(&Statement::new(
                "INSERT INTO daily_posts (schedule_id, local_date, status, worker, claimed_at, \
                 first_claimed_at, roll_id) VALUES ($1, $2, 'claimed', '', 0, $3, $4) \
                 ON CONFLICT (schedule_id, local_date) DO UPDATE SET roll_id = $4",
                values![id, day, now, roll_id],
            ))
            .await?;
        }
        DailyOf::Server(guild) => {
            e.execute(&Statement::new(
                "INSERT INTO server_daily_rolls (guild_id, local_date, roll_id) \
                 VALUES ($1, $2, $3)",
                values![Value::id(guild), day, roll_id],
            ))
            .await?;
        }
    }
    Ok(roll_id)
}

pub(in crate::store) async fn mark_sent(
    e: &impl Exec,
    claim: &PostClaim,
    at: i64,
) -> Result<bool, StoreError> {
    let text = "UPDATE daily_posts SET sent_at = COALESCE(sent_at, $4) WHERE schedule_id = $1 \
                AND local_date = $2 AND worker = $3 AND status = 'claimed'";
    held(e, text, claim, values![at]).await
}

pub(in crate::store) async fn renew(
    e: &impl Exec,
    claim: &PostClaim,
    now: i64,
) -> Result<bool, StoreError> {
    let text = "UPDATE daily_posts SET claimed_at = $4 WHERE schedule_id = $1 \
                AND local_date = $2 AND worker = $3 AND status = 'claimed'";
    held(e, text, claim, values![now]).await
}

pub(in crate::store) async fn finish(
    e: &impl Exec,
    claim: &PostClaim,
    outcome: PostOutcome,
) -> Result<bool, StoreError> {
    let (status, roll_id, message_id, detail) = outcome_columns(outcome);
    let text = "UPDATE daily_posts SET status = $4, roll_id = COALESCE($5, roll_id), \
                message_id = $6, detail = $7 WHERE schedule_id = $1 AND local_date = $2 \
                AND worker = $3 AND status = 'claimed'";
    let more = values![status, roll_id, Value::opt_id(message_id), detail];
    held(e, text, claim, more).await
}

/// Gives a claim back. The row, its roll and its first claim stay: the
/// next claim posts the same roll with the same nonce.
pub(in crate::store) async fn release(e: &impl Exec, claim: &PostClaim) -> Result<(), StoreError> {
    let text = "UPDATE daily_posts SET worker = '', claimed_at = 0 WHERE schedule_id = $1 \
                AND local_date = $2 AND worker = $3 AND status = 'claimed'";
    held(e, text, claim, Vec::new()).await?;
    Ok(())
}

pub(in crate::store) async fn post(
    e: &impl Exec,
    schedule_id: i64,
    date: Date,
) -> Result<Option<PostEntry>, StoreError> {
    let text = DAILY_POSTS.select(ONE_DAY);
    let row = first(
        e,
        Statement::new(text, values![schedule_id, date.to_string()]),
        post_row,
    )
    .await?;
    Ok(row.map(|(_, _, post)| post))
}

/// The one day's post of a schedule: `$1` the schedule, `$2` the day.
const ONE_DAY: &str = "WHERE schedule_id = $1 AND local_date = $2";

/// A day's post as a copy carries it.
pub(in crate::store) fn insert_post_copy(schedule_id: i64, date: &str, p: &PostEntry) -> Statement {
    let mut params = values![schedule_id, date];
    params.extend(post_values(p));
    Statement::new(DAILY_POSTS.insert(true), params)
}

/// Every server's own daily challenges, as a copy carries them.
pub(in crate::store) const SERVER_DAILY: &str =
    "SELECT guild_id, local_date, roll_id FROM server_daily_rolls ORDER BY guild_id, local_date";

/// A server's daily challenge of a date: (server, date, roll id).
pub(in crate::store) fn server_daily_row(r: &Row) -> Result<(u64, String, i64), StoreError> {
    let mut c = r.cursor();
    Ok((c.id()?, c.text()?, c.int()?))
}

/// A server's daily challenge of a date as a copy carries it.
pub(in crate::store) fn insert_server_daily_copy(
    guild: u64,
    date: &str,
    roll_id: i64,
) -> Statement {
    Statement::new(
        "INSERT INTO server_daily_rolls (guild_id, local_date, roll_id) VALUES ($1, $2, $3)",
        values![Value::id(guild), date, roll_id],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_claim_passes_on_only_when_given_back_or_past_its_lease() {
        // Given back: claimed_at is 0.
        assert!(may_take_over(PostStatus::Claimed, 0, 1_000, 300));
        // Its holder died: not renewed for longer than the lease.
        assert!(may_take_over(PostStatus::Claimed, 600, 1_000, 300));
        // Held, and renewed within the lease (the boundary is the holder's).
        assert!(!may_take_over(PostStatus::Claimed, 700, 1_000, 300));
        assert!(!may_take_over(PostStatus::Claimed, 900, 1_000, 300));
        // A finished post is never claimed again, however old.
        for done in [PostStatus::Posted, PostStatus::Skipped, PostStatus::Failed] {
            assert!(!may_take_over(done, 0, 1_000, 300));
        }
    }

    #[test]
    fn each_outcome_is_written_with_what_goes_with_it() {
        let posted = PostOutcome::Posted {
            roll_id: 5,
            message_id: 9,
        };
        assert_eq!(
            outcome_columns(posted),
            (PostStatus::Posted, Some(5), Some(9), None)
        );
        assert_eq!(
            outcome_columns(PostOutcome::Skipped("quiet".into())),
            (PostStatus::Skipped, None, None, Some("quiet".into()))
        );
        assert_eq!(
            outcome_columns(PostOutcome::Failed("gone".into())),
            (PostStatus::Failed, None, None, Some("gone".into()))
        );
    }
}
