//! People's preferences and servers' events, on PostgreSQL (see
//! `003_prefs_events.sql`).

use deadpool_postgres::GenericClient;
use tokio_postgres::Row;

use super::Cached;
use crate::store::{Event, NewEvent, StoreError, UserPrefs};

pub(super) const EVENT_COLUMNS: &str =
    "id, guild_id, name, variant, method, dice, seeds, revealed, created_by, created_at, rounds";

pub(super) async fn prefs(c: &impl GenericClient, user_id: u64) -> Result<UserPrefs, StoreError> {
    let json: Option<String> = c
        .opt(
            "SELECT prefs FROM user_prefs WHERE user_id = $1",
            &[&(user_id as i64)],
        )
        .await?
        .map(|r| r.try_get(0))
        .transpose()?;
    Ok(json
        .map(|j| UserPrefs::from_json(user_id, &j))
        .unwrap_or_default())
}

pub(super) async fn set_prefs(
    c: &impl GenericClient,
    user_id: u64,
    prefs: &UserPrefs,
    now: i64,
) -> Result<(), StoreError> {
    let user = user_id as i64;
    if prefs.is_empty() {
        c.exec("DELETE FROM user_prefs WHERE user_id = $1", &[&user])
            .await?;
        return Ok(());
    }
    let json = serde_json::to_string(prefs).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    c.exec(
        "INSERT INTO user_prefs (user_id, prefs, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id) DO UPDATE SET prefs = $2, updated_at = $3",
        &[&user, &json, &now],
    )
    .await?;
    Ok(())
}

pub(super) fn event_row(r: &Row) -> Result<Event, StoreError> {
    let seeds: String = r.try_get(6)?;
    Ok(Event {
        id: r.try_get(0)?,
        event: NewEvent {
            guild_id: r.try_get::<_, i64>(1)? as u64,
            name: r.try_get(2)?,
            variant: r.try_get(3)?,
            method: r.try_get(4)?,
            dice: r.try_get(5)?,
            seeds: seeds.split_whitespace().map(str::to_owned).collect(),
            created_by: r.try_get::<_, i64>(8)? as u64,
            created_at: r.try_get(9)?,
        },
        revealed: r.try_get(7)?,
    })
}

/// Inserts an event; with `id` (a copy) its id and revealed count are
/// kept. `None` when the server has an event of that name.
pub(super) async fn put_event(
    c: &impl GenericClient,
    id: Option<i64>,
    e: &NewEvent,
    revealed: i64,
) -> Result<Option<i64>, StoreError> {
    let row = c
        .opt(
            "INSERT INTO events (id, guild_id, name, variant, method, dice, seeds, revealed, \
             created_by, created_at, rounds) \
             VALUES (COALESCE($1, nextval(pg_get_serial_sequence('events', 'id'))), $2, $3, $4, \
             $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (guild_id, name) DO NOTHING RETURNING id",
            &[
                &id,
                &(e.guild_id as i64),
                &e.name,
                &e.variant,
                &e.method,
                &e.dice,
                &e.seeds.join(" "),
                &revealed,
                &(e.created_by as i64),
                &e.created_at,
                &(e.seeds.len() as i64),
            ],
        )
        .await?;
    Ok(row.map(|r| r.try_get(0)).transpose()?)
}

pub(super) async fn create_event(
    c: &impl GenericClient,
    e: &NewEvent,
) -> Result<Option<Event>, StoreError> {
    Ok(put_event(c, None, e, 0).await?.map(|id| Event {
        id,
        event: e.clone(),
        revealed: 0,
    }))
}

pub(super) async fn event(
    c: &impl GenericClient,
    guild_id: u64,
    name: &str,
) -> Result<Option<Event>, StoreError> {
    c.opt(
        &format!("SELECT {EVENT_COLUMNS} FROM events WHERE guild_id = $1 AND name = $2"),
        &[&(guild_id as i64), &name],
    )
    .await?
    .as_ref()
    .map(event_row)
    .transpose()
}

pub(super) async fn events(
    c: &impl GenericClient,
    guild_id: u64,
) -> Result<Vec<Event>, StoreError> {
    c.all(
        &format!("SELECT {EVENT_COLUMNS} FROM events WHERE guild_id = $1 ORDER BY id DESC"),
        &[&(guild_id as i64)],
    )
    .await?
    .iter()
    .map(event_row)
    .collect()
}

/// One statement: two reveals at once each get a round of their own.
pub(super) async fn reveal_next(
    c: &impl GenericClient,
    event_id: i64,
) -> Result<Option<i64>, StoreError> {
    Ok(c.opt(
        "UPDATE events SET revealed = revealed + 1 WHERE id = $1 AND revealed < rounds \
         RETURNING revealed",
        &[&event_id],
    )
    .await?
    .map(|r| r.try_get(0))
    .transpose()?)
}

/// Everyone's preferences and every event, for a [`crate::store::Dump`].
pub(super) async fn dump(
    c: &impl GenericClient,
) -> Result<(Vec<(u64, UserPrefs, i64)>, Vec<Event>), StoreError> {
    let prefs = c
        .all(
            "SELECT user_id, prefs, updated_at FROM user_prefs ORDER BY user_id",
            &[],
        )
        .await?
        .iter()
        .map(|r| {
            let user = r.try_get::<_, i64>(0)? as u64;
            let json: String = r.try_get(1)?;
            Ok((user, UserPrefs::from_json(user, &json), r.try_get(2)?))
        })
        .collect::<Result<_, StoreError>>()?;
    let events = c
        .all(
            &format!("SELECT {EVENT_COLUMNS} FROM events ORDER BY id"),
            &[],
        )
        .await?
        .iter()
        .map(event_row)
        .collect::<Result<_, _>>()?;
    Ok((prefs, events))
}
