//! People's preferences and servers' events, on SQLite (see
//! `005_prefs_events.sql`).

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::store::{Event, NewEvent, StoreError, UserPrefs};

pub(super) const EVENT_COLUMNS: &str =
    "id, guild_id, name, variant, method, dice, seeds, revealed, created_by, created_at, rounds";

pub(super) fn prefs(c: &Connection, user_id: u64) -> Result<UserPrefs, StoreError> {
    let json: Option<String> = c
        .query_row(
            "SELECT prefs FROM user_prefs WHERE user_id = ?1",
            [user_id as i64],
            |r| r.get(0),
        )
        .optional()?;
    Ok(json
        .map(|j| UserPrefs::from_json(user_id, &j))
        .unwrap_or_default())
}

pub(super) fn set_prefs(
    c: &Connection,
    user_id: u64,
    prefs: &UserPrefs,
    now: i64,
) -> Result<(), StoreError> {
    if prefs.is_empty() {
        c.execute(
            "DELETE FROM user_prefs WHERE user_id = ?1",
            [user_id as i64],
        )?;
        return Ok(());
    }
    let json = serde_json::to_string(prefs).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    c.execute(
        "INSERT INTO user_prefs (user_id, prefs, updated_at) VALUES (?1, ?2, ?3) \
         ON CONFLICT (user_id) DO UPDATE SET prefs = ?2, updated_at = ?3",
        params![user_id as i64, json, now],
    )?;
    Ok(())
}

pub(super) fn event_row(r: &Row<'_>) -> rusqlite::Result<Event> {
    let seeds: String = r.get(6)?;
    Ok(Event {
        id: r.get(0)?,
        event: NewEvent {
            guild_id: r.get::<_, i64>(1)? as u64,
            name: r.get(2)?,
            variant: r.get(3)?,
            method: r.get(4)?,
            dice: r.get(5)?,
            seeds: seeds.split_whitespace().map(str::to_owned).collect(),
            created_by: r.get::<_, i64>(8)? as u64,
            created_at: r.get(9)?,
        },
        revealed: r.get(7)?,
    })
}

/// Inserts an event as it is (its id and revealed count kept, for a copy).
pub(super) fn put_event(
    c: &Connection,
    id: Option<i64>,
    e: &NewEvent,
    revealed: i64,
) -> rusqlite::Result<usize> {
    c.execute(
        "INSERT INTO events (id, guild_id, name, variant, method, dice, seeds, revealed, \
         created_by, created_at, rounds) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) \
         ON CONFLICT (guild_id, name) DO NOTHING",
        params![
            id,
            e.guild_id as i64,
            e.name,
            e.variant,
            e.method,
            e.dice,
            e.seeds.join(" "),
            revealed,
            e.created_by as i64,
            e.created_at,
            e.seeds.len() as i64
        ],
    )
}

pub(super) fn create_event(c: &Connection, e: &NewEvent) -> Result<Option<Event>, StoreError> {
    if put_event(c, None, e, 0)? == 0 {
        return Ok(None);
    }
    Ok(Some(Event {
        id: c.last_insert_rowid(),
        event: e.clone(),
        revealed: 0,
    }))
}

pub(super) fn event(
    c: &Connection,
    guild_id: u64,
    name: &str,
) -> Result<Option<Event>, StoreError> {
    Ok(c.query_row(
        &format!("SELECT {EVENT_COLUMNS} FROM events WHERE guild_id = ?1 AND name = ?2"),
        params![guild_id as i64, name],
        event_row,
    )
    .optional()?)
}

pub(super) fn events(c: &Connection, guild_id: u64) -> Result<Vec<Event>, StoreError> {
    let mut st = c.prepare_cached(&format!(
        "SELECT {EVENT_COLUMNS} FROM events WHERE guild_id = ?1 ORDER BY id DESC"
    ))?;
    let rows = st.query_map([guild_id as i64], event_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// One statement: two reveals at once each get a round of their own.
pub(super) fn reveal_next(c: &Connection, event_id: i64) -> Result<Option<i64>, StoreError> {
    Ok(c.query_row(
        "UPDATE events SET revealed = revealed + 1 WHERE id = ?1 AND revealed < rounds \
         RETURNING revealed",
        [event_id],
        |r| r.get(0),
    )
    .optional()?)
}
