//! Club nights (`meetups`), the answers of the people coming
//! (`meetup_answers`), the tasks done once for a night (`meetup_tasks`) and
//! each server's calendar feed address (`meetup_feeds`).

use super::{
    Cursor, Exec, Row, Statement, Table, Value, all, changed_one, first, one, take_turns_on, values,
};
use crate::store::{
    Answer, KeptMeetupTask, Meetup, MeetupAnswer, MeetupState, MeetupTask, NewMeetup, StoreError,
};

/// What answers on one night take turns on (PostgreSQL's advisory lock, by
/// the night's id): of two people answering at once, the second waits, so
/// each gets its own place in the order and neither answer is lost
/// ("BRM1").
const ANSWER_LOCK: i32 = 0x4252_4d31;

/// The `meetups` table: what [`meetup_values`] writes and [`row`] reads,
/// in order.
pub(in crate::store) const TABLE: Table = Table {
    name: "meetups",
    key: Table::ID,
    columns: &[
        "guild_id",
        "channel_id",
        "event_id",
        "series_id",
        "name",
        "place",
        "starts_at",
        "ends_at",
        "zone",
        "series_date",
        "local_time",
        "weekly",
        "places",
        "remind_minutes",
        "round_every",
        "created_by",
        "created_at",
        "state",
        "discord_event",
        "announcement",
        "moved_from",
        "version",
    ],
};

/// A night's columns ([`TABLE`]) after its id, as they are written.
fn meetup_values(m: &Meetup) -> Vec<Value> {
    let n = &m.meetup;
    values![
        Value::id(n.guild_id),
        Value::id(n.channel_id),
        n.event_id,
        n.series_id,
        &n.name,
        &n.place,
        n.starts_at,
        n.ends_at,
        &n.zone,
        &n.series_date,
        &n.local_time,
        n.weekly,
        n.places,
        n.remind_minutes,
        n.round_every,
        Value::id(n.created_by),
        n.created_at,
        m.state,
        Value::opt_id(m.discord_event),
        Value::opt_id(m.announcement),
        m.moved_from,
        m.version,
    ]
}

pub(in crate::store) fn row(r: &Row) -> Result<Meetup, StoreError> {
    let mut c = r.cursor();
    Ok(Meetup {
        id: c.int()?,
        meetup: new_meetup_of(&mut c)?,
        state: c.word()?,
        discord_event: c.opt_id()?,
        announcement: c.opt_id()?,
        moved_from: c.opt_int()?,
        version: c.int()?,
    })
}

/// The night as planned, from the cursor's next columns.
fn new_meetup_of(c: &mut Cursor<'_>) -> Result<NewMeetup, StoreError> {
    Ok(NewMeetup {
        guild_id: c.id()?,
        channel_id: c.id()?,
        event_id: c.int()?,
        series_id: c.opt_int()?,
        name: c.text()?,
        place: c.text()?,
        starts_at: c.int()?,
        ends_at: c.int()?,
        zone: c.text()?,
        series_date: c.text()?,
        local_time: c.text()?,
        weekly: c.flag()?,
        places: c.opt_int()?,
        remind_minutes: c.opt_int()?,
        round_every: c.opt_int()?,
        created_by: c.id()?,
        created_at: c.int()?,
    })
}

/// A new night as first kept: planned, with nothing made for it yet.
fn planned(id: i64, meetup: &NewMeetup) -> Meetup {
    Meetup {
        id,
        meetup: meetup.clone(),
        state: MeetupState::Planned,
        discord_event: None,
        announcement: None,
        moved_from: None,
        version: 0,
    }
}

pub(in crate::store) async fn create(
    e: &impl Exec,
    meetup: &NewMeetup,
) -> Result<Meetup, StoreError> {
    let mut kept = planned(0, meetup);
    let text = format!("{} RETURNING id", TABLE.insert(false));
    kept.id = one(e, Statement::new(text, meetup_values(&kept)), |r| r.int(0)).await?;
    Ok(kept)
}

/// A night as a copy carries it, id and all.
pub(in crate::store) fn insert_copy(m: &Meetup) -> Statement {
    let mut params = values![m.id];
    params.extend(meetup_values(m));
    Statement::new(TABLE.insert(true), params)
}

pub(in crate::store) async fn by_id(e: &impl Exec, id: i64) -> Result<Option<Meetup>, StoreError> {
    first(
        e,
        Statement::new(TABLE.select("WHERE id = $1"), values![id]),
        row,
    )
    .await
}

pub(in crate::store) async fn of_event(
    e: &impl Exec,
    event_id: i64,
) -> Result<Option<Meetup>, StoreError> {
    let text = TABLE.select("WHERE event_id = $1");
    first(e, Statement::new(text, values![event_id]), row).await
}

pub(in crate::store) async fn coming(
    e: &impl Exec,
    guild_id: Option<u64>,
    ends_after: i64,
) -> Result<Vec<Meetup>, StoreError> {
    let text = TABLE.select(
        "WHERE ends_at >= $2 \
         AND (CAST($1 AS BIGINT) IS NULL OR guild_id = $1) ORDER BY starts_at, id",
    );
    all(
        e,
        Statement::new(text, values![Value::opt_id(guild_id), ends_after]),
        row,
    )
    .await
}

pub(in crate::store) async fn series(
    e: &impl Exec,
    series_id: i64,
) -> Result<Vec<Meetup>, StoreError> {
    let text = TABLE.select("WHERE id = $1 OR series_id = $1 ORDER BY starts_at, id");
    all(e, Statement::new(text, values![series_id]), row).await
}

/// Every night, as a copy carries them.
pub(in crate::store) fn everything() -> Statement {
    Statement::new(TABLE.select("ORDER BY id"), Vec::new())
}

/// One statement: it writes only over the version it was made from, so of
/// two changes from one version exactly one is written.
pub(in crate::store) async fn change(
    e: &impl Exec,
    meetup: &Meetup,
) -> Result<Option<Meetup>, StoreError> {
    let next = Meetup {
        version: meetup.version + 1,
        ..meetup.clone()
    };
    let mut params = values![meetup.id, meetup.version];
    params.extend(meetup_values(&next));
    // `$1` the id, `$2` the version read, then every column from `$3`.
    let sets: Vec<String> = TABLE
        .columns
        .iter()
        .zip(3..)
        .map(|(column, n)| format!("{column} = ${n}"))
        .collect();
    let text = format!(
        "UPDATE meetups SET {} WHERE id = $1 AND version = $2 RETURNING {}",
        sets.join(", "),
        TABLE.read()
    );
    first(e, Statement::new(text, params), row).await
}

/// The answer columns after the night's id, in order.
const ANSWER_COLUMNS: &str = "user_id, answer, seq, at";

fn answer_row(r: &Row) -> Result<MeetupAnswer, StoreError> {
    let mut c = r.cursor();
    answer_of(&mut c)
}

fn answer_of(c: &mut Cursor<'_>) -> Result<MeetupAnswer, StoreError> {
    Ok(MeetupAnswer {
        user_id: c.id()?,
        answer: c.word()?,
        seq: c.int()?,
        at: c.int()?,
    })
}

/// Run inside a write transaction, taking the night's turn: the person's
/// answer read, the order's end read and the answer written are one step.
pub(in crate::store) async fn answer(
    e: &impl Exec,
    meetup_id: i64,
    user_id: u64,
    answer: Answer,
    now: i64,
) -> Result<Vec<MeetupAnswer>, StoreError> {
    take_turns_on(e, ANSWER_LOCK, meetup_id as u64).await?;
    let kept = first(
        e,
        Statement::new(
            "SELECT answer FROM meetup_answers WHERE meetup_id = $1 AND user_id = $2",
            values![meetup_id, Value::id(user_id)],
        ),
        |r| r.text(0),
    )
    .await?;
    // The same answer again keeps its place; a word no longer known is
    // replaced as any other answer is.
    if kept.as_deref() != Some(answer.as_str()) {
        e.execute(&Statement::new(
            "INSERT INTO meetup_answers (meetup_id, user_id, answer, seq, at) \
             VALUES ($1, $2, $3, \
             (SELECT COALESCE(MAX(seq), 0) + 1 FROM meetup_answers WHERE meetup_id = $1), $4) \
             ON CONFLICT (meetup_id, user_id) DO UPDATE SET answer = excluded.answer, \
             seq = excluded.seq, at = excluded.at",
            values![meetup_id, Value::id(user_id), answer, now],
        ))
        .await?;
    }
    answers(e, meetup_id).await
}

pub(in crate::store) async fn answers(
    e: &impl Exec,
    meetup_id: i64,
) -> Result<Vec<MeetupAnswer>, StoreError> {
    let text = format!(
        "SELECT {ANSWER_COLUMNS} FROM meetup_answers WHERE meetup_id = $1 ORDER BY seq, user_id"
    );
    all(e, Statement::new(text, values![meetup_id]), answer_row).await
}

/// Every answer of every night, as a copy carries them: (night, answer).
pub(in crate::store) fn every_answer() -> Statement {
    Statement::new(
        format!("SELECT meetup_id, {ANSWER_COLUMNS} FROM meetup_answers ORDER BY meetup_id, seq"),
        Vec::new(),
    )
}

pub(in crate::store) fn night_answer_row(r: &Row) -> Result<(i64, MeetupAnswer), StoreError> {
    let mut c = r.cursor();
    Ok((c.int()?, answer_of(&mut c)?))
}

/// An answer as a copy carries it.
pub(in crate::store) fn insert_answer_copy(meetup_id: i64, a: &MeetupAnswer) -> Statement {
    Statement::new(
        format!(
            "INSERT INTO meetup_answers (meetup_id, {ANSWER_COLUMNS}) VALUES ($1, $2, $3, $4, $5)"
        ),
        values![meetup_id, Value::id(a.user_id), a.answer, a.seq, a.at],
    )
}

/// Whether a task kept with a claim passes to a new worker: not done, and
/// its claim not renewed for longer than `lease` seconds (its worker died
/// mid-task).
fn may_take_over(done_at: Option<i64>, claimed_at: i64, now: i64, lease: i64) -> bool {
    done_at.is_none() && now - claimed_at > lease
}

/// Run inside a write transaction: a task's first claim is the insert that
/// makes its row, and a later one reads the row locked, so of two racing
/// claims one wins.
pub(in crate::store) async fn claim(
    e: &impl Exec,
    task: &MeetupTask,
    now: i64,
    lease: i64,
) -> Result<bool, StoreError> {
    let inserted = changed_one(
        e,
        Statement::new(
            "INSERT INTO meetup_tasks (meetup_id, task, claimed_by, claimed_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (meetup_id, task) DO NOTHING",
            values![task.meetup_id, &task.task, &task.worker, now],
        ),
    )
    .await?;
    if inserted {
        return Ok(true);
    }
    let kept = first(
        e,
        Statement::new(
            "SELECT claimed_at, done_at FROM meetup_tasks WHERE meetup_id = $1 AND task = $2",
            values![task.meetup_id, &task.task],
        )
        .locking(),
        |r| Ok((r.int(0)?, r.opt_int(1)?)),
    )
    .await?;
    // No row although the insert found one: deleted under us by hand.
    let Some((claimed_at, done_at)) = kept else {
        return Ok(false);
    };
    if !may_take_over(done_at, claimed_at, now, lease) {
        return Ok(false);
    }
    changed_one(
        e,
        Statement::new(
            "UPDATE meetup_tasks SET claimed_by = $3, claimed_at = $4 \
             WHERE meetup_id = $1 AND task = $2 AND done_at IS NULL",
            values![task.meetup_id, &task.task, &task.worker, now],
        ),
    )
    .await
}

pub(in crate::store) async fn finish(
    e: &impl Exec,
    task: &MeetupTask,
    now: i64,
    message: Option<u64>,
) -> Result<bool, StoreError> {
    changed_one(
        e,
        Statement::new(
            "UPDATE meetup_tasks SET done_at = $4, message = $5 \
             WHERE meetup_id = $1 AND task = $2 AND claimed_by = $3 AND done_at IS NULL",
            values![
                task.meetup_id,
                &task.task,
                &task.worker,
                now,
                Value::opt_id(message)
            ],
        ),
    )
    .await
}

pub(in crate::store) async fn done(
    e: &impl Exec,
    meetup_id: i64,
    task: &str,
) -> Result<bool, StoreError> {
    let found = first(
        e,
        Statement::new(
            "SELECT meetup_id FROM meetup_tasks \
             WHERE meetup_id = $1 AND task = $2 AND done_at IS NOT NULL",
            values![meetup_id, task],
        ),
        |r| r.int(0),
    )
    .await?;
    Ok(found.is_some())
}

/// The `meetup_tasks` columns, in the order a copy reads and writes them.
const TASK_COLUMNS: &str = "meetup_id, task, claimed_by, claimed_at, done_at, message";

/// Every task of every night, as a copy carries them.
pub(in crate::store) fn every_task() -> Statement {
    Statement::new(
        format!("SELECT {TASK_COLUMNS} FROM meetup_tasks ORDER BY meetup_id, task"),
        Vec::new(),
    )
}

pub(in crate::store) fn task_row(r: &Row) -> Result<KeptMeetupTask, StoreError> {
    let mut c = r.cursor();
    Ok(KeptMeetupTask {
        meetup_id: c.int()?,
        task: c.text()?,
        claimed_by: c.text()?,
        claimed_at: c.int()?,
        done_at: c.opt_int()?,
        message: c.opt_id()?,
    })
}

/// A task as a copy carries it.
pub(in crate::store) fn insert_task_copy(t: &KeptMeetupTask) -> Statement {
    Statement::new(
        format!("INSERT INTO meetup_tasks ({TASK_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)"),
        values![
            t.meetup_id,
            &t.task,
            &t.claimed_by,
            t.claimed_at,
            t.done_at,
            Value::opt_id(t.message)
        ],
    )
}

/// Run inside a write transaction: of two servers' first feeds at once,
/// the second insert waits for the first, does nothing, and reads the
/// first's token.
pub(in crate::store) async fn feed(
    e: &impl Exec,
    guild_id: u64,
    new: &str,
) -> Result<String, StoreError> {
    e.execute(&insert_feed(
        guild_id,
        new,
        " ON CONFLICT (guild_id) DO NOTHING",
    ))
    .await?;
    one(
        e,
        Statement::new(
            "SELECT token FROM meetup_feeds WHERE guild_id = $1",
            values![Value::id(guild_id)],
        ),
        |r| r.text(0),
    )
    .await
}

fn insert_feed(guild_id: u64, token: &str, rest: &str) -> Statement {
    Statement::new(
        format!("INSERT INTO meetup_feeds (guild_id, token) VALUES ($1, $2){rest}"),
        values![Value::id(guild_id), token],
    )
}

/// A feed as a copy carries it.
pub(in crate::store) fn insert_feed_copy(guild_id: u64, token: &str) -> Statement {
    insert_feed(guild_id, token, "")
}

/// Every server's feed, as a copy carries them.
pub(in crate::store) const EVERY_FEED: &str =
    "SELECT guild_id, token FROM meetup_feeds ORDER BY guild_id";

pub(in crate::store) fn feed_row(r: &Row) -> Result<(u64, String), StoreError> {
    Ok((r.id(0)?, r.text(1)?))
}

pub(in crate::store) async fn feed_guild(
    e: &impl Exec,
    token: &str,
) -> Result<Option<u64>, StoreError> {
    first(
        e,
        Statement::new(
            "SELECT guild_id FROM meetup_feeds WHERE token = $1",
            values![token],
        ),
        |r| r.id(0),
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_task_passes_on_only_past_its_lease_and_never_once_done() {
        assert!(may_take_over(None, 600, 1_000, 300));
        assert!(!may_take_over(None, 700, 1_000, 300));
        assert!(!may_take_over(Some(800), 0, 1_000, 300));
    }

    /// A change writes every column but the id, each to its own parameter
    /// after the id and the version.
    #[test]
    fn a_change_sets_every_column_from_the_third_parameter() {
        let m = planned(
            4,
            &NewMeetup {
                guild_id: 1,
                channel_id: 2,
                event_id: 3,
                series_id: None,
                name: "n".into(),
                place: "p".into(),
                starts_at: 10,
                ends_at: 20,
                zone: "UTC".into(),
                series_date: "2026-12-10".into(),
                local_time: "19:00".into(),
                weekly: false,
                places: None,
                remind_minutes: None,
                round_every: None,
                created_by: 5,
                created_at: 6,
            },
        );
        assert_eq!(meetup_values(&m).len(), TABLE.columns.len());
    }
}
