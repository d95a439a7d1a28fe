//! The SQLite side of [`Dump`]: reading a whole store in one snapshot, and
//! filling an empty one in a single transaction.

use rusqlite::{Connection, params};

use super::{
    ROLL_COLUMNS, SCHEDULE_COLUMNS, SESSION_COLUMNS, SETTINGS_COLUMNS, id, put_settings, roll_row,
    schedule_row, session_row, settings_row, sql_id,
};
use super::{personal, variants};
use crate::store::copy::{COUNTS, occupied};
use crate::store::{Dump, KeptDefinition, PostEntry, StoreError, UserPrefs, players_text};

/// Every row of `sql`, mapped by `f`.
fn all<T>(
    c: &Connection,
    sql: &str,
    f: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
) -> Result<Vec<T>, StoreError> {
    let mut stmt = c.prepare(sql)?;
    let rows = stmt.query_map([], f)?;
    Ok(rows.collect::<rusqlite::Result<Vec<T>>>()?)
}

pub(super) fn dump(c: &Connection) -> Result<Dump, StoreError> {
    // One read transaction: in WAL mode it sees one commit throughout.
    c.execute_batch("BEGIN DEFERRED")?;
    let d = read_all(c);
    c.execute_batch("COMMIT")?;
    d
}

fn read_all(c: &Connection) -> Result<Dump, StoreError> {
    let d = Dump {
        rolls: all(
            c,
            &format!("SELECT {ROLL_COLUMNS} FROM rolls ORDER BY id"),
            roll_row,
        )?,
        counters: all(
            c,
            "SELECT scope, last FROM record_counters ORDER BY scope",
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?,
        roll_alongs: all(
            c,
            &format!("SELECT {SESSION_COLUMNS} FROM sessions ORDER BY id"),
            session_row,
        )?,
        settings: all(
            c,
            // guild_id comes after the settings columns.
            &format!("SELECT {SETTINGS_COLUMNS}, guild_id FROM guild_settings ORDER BY guild_id"),
            |r| {
                Ok((
                    r.get::<_, i64>(SETTINGS_COLUMNS.split(',').count())? as u64,
                    settings_row(r)?,
                ))
            },
        )?,
        schedules: all(
            c,
            &format!("SELECT {SCHEDULE_COLUMNS} FROM schedules ORDER BY id"),
            schedule_row,
        )?,
        posts: all(
            c,
            "SELECT schedule_id, local_date, status, worker, claimed_at, first_claimed_at, \
             sent_at, roll_id, message_id, detail FROM daily_posts \
             ORDER BY schedule_id, local_date",
            |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    PostEntry {
                        status: r.get(2)?,
                        worker: r.get(3)?,
                        claimed_at: r.get(4)?,
                        first_claimed_at: r.get(5)?,
                        sent_at: r.get(6)?,
                        roll_id: r.get(7)?,
                        message_id: id(r.get(8)?),
                        detail: r.get(9)?,
                    },
                ))
            },
        )?,
        health: all(
            c,
            "SELECT source, state, updated_at FROM device_health ORDER BY source",
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?,
        ..Dump::default()
    };
    read_servers_and_people(c, d)
}

/// What servers and people added: variant files, preferences, events.
fn read_servers_and_people(c: &Connection, d: Dump) -> Result<Dump, StoreError> {
    Ok(Dump {
        definitions: all(
            c,
            "SELECT guild_id, digest, definition, added_at FROM variant_definitions \
             ORDER BY guild_id, digest",
            |r| {
                Ok(KeptDefinition {
                    guild_id: r.get::<_, i64>(0)? as u64,
                    digest: r.get(1)?,
                    definition: r.get(2)?,
                    added_at: r.get(3)?,
                })
            },
        )?,
        server_variants: all(
            c,
            &format!(
                "SELECT {} FROM server_variants ORDER BY guild_id, variant_id",
                variants::COLUMNS
            ),
            variants::row,
        )?,
        prefs: all(
            c,
            "SELECT user_id, prefs, updated_at FROM user_prefs ORDER BY user_id",
            |r| {
                let user = r.get::<_, i64>(0)? as u64;
                Ok((
                    user,
                    UserPrefs::from_json(user, &r.get::<_, String>(1)?),
                    r.get(2)?,
                ))
            },
        )?,
        events: all(
            c,
            &format!("SELECT {} FROM events ORDER BY id", personal::EVENT_COLUMNS),
            personal::event_row,
        )?,
        ..d
    })
}

pub(super) fn load(c: &mut Connection, d: &Dump) -> Result<(), StoreError> {
    let tx = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let mut counts = Vec::new();
    for (what, sql) in COUNTS {
        counts.push((*what, tx.query_row(sql, [], |r| r.get::<_, i64>(0))?));
    }
    occupied(&counts)?;
    load_rolls(&tx, d)?;
    load_roll_alongs(&tx, d)?;
    load_settings(&tx, d)?;
    load_schedules(&tx, d)?;
    for (source, state, at) in &d.health {
        tx.execute(
            "INSERT INTO device_health (source, state, updated_at) VALUES (?1, ?2, ?3)",
            params![source, state, at],
        )?;
    }
    for k in &d.definitions {
        variants::keep(&tx, k.guild_id, &k.digest, &k.definition, k.added_at)?;
    }
    for v in &d.server_variants {
        variants::link(&tx, v)?;
    }
    for (user, prefs, at) in &d.prefs {
        personal::set_prefs(&tx, *user, prefs, *at)?;
    }
    for e in &d.events {
        personal::put_event(&tx, Some(e.id), &e.event, e.revealed)?;
    }
    tx.commit()?;
    Ok(())
}

/// Rolls and their scopes' counters.
fn load_rolls(tx: &Connection, d: &Dump) -> Result<(), StoreError> {
    {
        let mut roll = tx.prepare(
            "INSERT INTO rolls (id, made_at, kind, user_id, user_name, guild_id, channel_id, \
             variant, method, dice, source, faces, number, fen, replay_code, private, scope, \
             record_no) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, \
             ?15, ?16, ?17, ?18)",
        )?;
        for s in &d.rolls {
            let r = &s.roll;
            roll.execute(params![
                s.id,
                r.made_at,
                r.kind,
                r.who.user_id as i64,
                r.who.user_name,
                sql_id(r.who.guild_id),
                sql_id(r.who.channel_id),
                r.variant,
                r.method,
                r.dice,
                r.source,
                r.faces,
                r.number as i64,
                r.fen,
                r.replay_code,
                r.private,
                s.record().scope.key(),
                s.record_no,
            ])?;
        }
    }
    for (scope, last) in &d.counters {
        tx.execute(
            "INSERT INTO record_counters (scope, last) VALUES (?1, ?2)",
            params![scope, last],
        )?;
    }
    Ok(())
}

fn load_roll_alongs(tx: &Connection, d: &Dump) -> Result<(), StoreError> {
    for s in &d.roll_alongs {
        tx.execute(
            "INSERT INTO sessions (id, owner_id, owner_name, guild_id, channel_id, variant, \
             method, dice, faces, state, version, started_at, touched_at, roll_id, players) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
            params![
                s.id,
                s.owner.user_id as i64,
                s.owner.user_name,
                sql_id(s.owner.guild_id),
                sql_id(s.owner.channel_id),
                s.variant,
                s.method,
                s.dice,
                s.faces,
                s.state,
                s.version,
                s.started_at,
                s.touched_at,
                s.roll_id,
                players_text(&s.players),
            ],
        )?;
    }
    Ok(())
}

fn load_settings(tx: &Connection, d: &Dump) -> Result<(), StoreError> {
    for (guild, g) in &d.settings {
        put_settings(tx, *guild, g)?;
    }
    Ok(())
}

/// Schedules and their books.
fn load_schedules(tx: &Connection, d: &Dump) -> Result<(), StoreError> {
    for s in &d.schedules {
        let p = &s.spec;
        tx.execute(
            "INSERT INTO schedules (id, guild_id, channel_id, local_time, timezone, variants, \
             rotation, thread, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                s.id,
                p.guild_id as i64,
                p.channel_id as i64,
                p.local_time,
                p.timezone,
                p.variants.join(","),
                p.rotation,
                p.thread,
                p.created_at,
            ],
        )?;
    }
    for (schedule, date, e) in &d.posts {
        tx.execute(
            "INSERT INTO daily_posts (schedule_id, local_date, status, worker, claimed_at, \
             first_claimed_at, sent_at, roll_id, message_id, detail) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                schedule,
                date,
                e.status,
                e.worker,
                e.claimed_at,
                e.first_claimed_at,
                e.sent_at,
                e.roll_id,
                sql_id(e.message_id),
                e.detail,
            ],
        )?;
    }
    Ok(())
}
