//! The PostgreSQL side of [`Dump`]: reading a whole store, and filling an
//! empty one in a single transaction.

use deadpool_postgres::GenericClient;

use super::{
    ROLL_COLUMNS, SCHEDULE_COLUMNS, SESSION_COLUMNS, SETTINGS_COLUMNS, id, put_settings, roll_row,
    schedule_row, session_row, settings_row, sql_id, word,
};
use super::{personal, variants};
use crate::store::copy::{COUNTS, occupied};
use crate::store::{Dump, KeptDefinition, PostEntry, StoreError, players_text};

pub(super) async fn dump(c: &impl GenericClient) -> Result<Dump, StoreError> {
    let rows = |sql: String| async move { c.query(&sql, &[]).await };
    let rolls = rows(format!("SELECT {ROLL_COLUMNS} FROM rolls ORDER BY id")).await?;
    let sessions = rows(format!(
        "SELECT {SESSION_COLUMNS} FROM sessions ORDER BY id"
    ))
    .await?;
    let schedules = rows(format!(
        "SELECT {SCHEDULE_COLUMNS} FROM schedules ORDER BY id"
    ))
    .await?;
    let settings = rows(format!(
        "SELECT {SETTINGS_COLUMNS}, guild_id FROM guild_settings ORDER BY guild_id"
    ))
    .await?;
    let posts = rows(
        "SELECT schedule_id, local_date, status, worker, claimed_at, first_claimed_at, sent_at, \
         roll_id, message_id, detail FROM daily_posts ORDER BY schedule_id, local_date"
            .into(),
    )
    .await?;
    let counters = rows("SELECT scope, last FROM record_counters ORDER BY scope".into()).await?;
    let health =
        rows("SELECT source, state, updated_at FROM device_health ORDER BY source".into()).await?;
    let definitions = rows(
        "SELECT guild_id, digest, definition, added_at FROM variant_definitions \
         ORDER BY guild_id, digest"
            .into(),
    )
    .await?;
    let server_variants = rows(format!(
        "SELECT {} FROM server_variants ORDER BY guild_id, variant_id",
        variants::COLUMNS
    ))
    .await?;
    let (prefs, events) = personal::dump(c).await?;
    Ok(Dump {
        prefs,
        events,
        definitions: definitions
            .iter()
            .map(|r| {
                Ok(KeptDefinition {
                    guild_id: r.try_get::<_, i64>(0)? as u64,
                    digest: r.try_get(1)?,
                    definition: r.try_get(2)?,
                    added_at: r.try_get(3)?,
                })
            })
            .collect::<Result<_, StoreError>>()?,
        server_variants: server_variants
            .iter()
            .map(variants::row)
            .collect::<Result<_, _>>()?,
        rolls: rolls.iter().map(roll_row).collect::<Result<_, _>>()?,
        counters: counters
            .iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect::<Result<_, StoreError>>()?,
        roll_alongs: sessions.iter().map(session_row).collect::<Result<_, _>>()?,
        settings: settings
            .iter()
            .map(|r| {
                Ok((
                    r.try_get::<_, i64>(SETTINGS_COLUMNS.split(',').count())? as u64,
                    settings_row(r)?,
                ))
            })
            .collect::<Result<_, StoreError>>()?,
        schedules: schedules
            .iter()
            .map(schedule_row)
            .collect::<Result<_, _>>()?,
        posts: posts.iter().map(post_row).collect::<Result<_, _>>()?,
        health: health
            .iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?)))
            .collect::<Result<_, StoreError>>()?,
    })
}

fn post_row(r: &tokio_postgres::Row) -> Result<(i64, String, PostEntry), StoreError> {
    Ok((
        r.try_get(0)?,
        r.try_get(1)?,
        PostEntry {
            status: word(r, 2)?,
            worker: r.try_get(3)?,
            claimed_at: r.try_get(4)?,
            first_claimed_at: r.try_get(5)?,
            sent_at: r.try_get(6)?,
            roll_id: r.try_get(7)?,
            message_id: id(r.try_get(8)?),
            detail: r.try_get(9)?,
        },
    ))
}

pub(super) async fn load(c: &mut deadpool_postgres::Object, d: Dump) -> Result<(), StoreError> {
    let tx = c.transaction().await?;
    // Nobody else fills these tables while the copy runs.
    tx.batch_execute(
        "LOCK TABLE rolls, record_counters, sessions, guild_settings, schedules, daily_posts, \
         device_health, variant_definitions, server_variants, user_prefs, events \
         IN EXCLUSIVE MODE",
    )
    .await?;
    let mut counts = Vec::new();
    for (what, sql) in COUNTS {
        counts.push((*what, tx.query_one(*sql, &[]).await?.get::<_, i64>(0)));
    }
    occupied(&counts)?;
    load_rolls(&tx, &d).await?;
    load_the_rest(&tx, &d).await?;
    // Ids were given explicitly: new rows go on after the copied ones.
    for table in ["rolls", "sessions", "schedules", "events"] {
        tx.execute(
            &format!(
                "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                 COALESCE(MAX(id), 0) + 1, false) FROM {table}"
            ),
            &[],
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

async fn load_rolls(tx: &impl GenericClient, d: &Dump) -> Result<(), StoreError> {
    let roll = tx
        .prepare(
            "INSERT INTO rolls (id, made_at, kind, user_id, user_name, guild_id, channel_id, \
             variant, method, dice, source, faces, number, fen, replay_code, private, scope, \
             record_no) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, \
             $16, $17, $18)",
        )
        .await?;
    for s in &d.rolls {
        let r = &s.roll;
        tx.execute(
            &roll,
            &[
                &s.id,
                &r.made_at,
                &r.kind.as_str(),
                &(r.who.user_id as i64),
                &r.who.user_name,
                &sql_id(r.who.guild_id),
                &sql_id(r.who.channel_id),
                &r.variant,
                &r.method,
                &r.dice,
                &r.source,
                &r.faces,
                &(r.number as i64),
                &r.fen,
                &r.replay_code,
                &r.private,
                &s.record().scope.key(),
                &s.record_no,
            ],
        )
        .await?;
    }
    Ok(())
}

async fn load_the_rest(tx: &impl GenericClient, d: &Dump) -> Result<(), StoreError> {
    for (scope, last) in &d.counters {
        tx.execute(
            "INSERT INTO record_counters (scope, last) VALUES ($1, $2)",
            &[scope, last],
        )
        .await?;
    }
    load_roll_alongs(tx, d).await?;
    load_settings(tx, d).await?;
    load_schedules(tx, d).await?;
    for (source, state, at) in &d.health {
        tx.execute(
            "INSERT INTO device_health (source, state, updated_at) VALUES ($1, $2, $3)",
            &[source, state, at],
        )
        .await?;
    }
    for k in &d.definitions {
        variants::keep(tx, k.guild_id, &k.digest, &k.definition, k.added_at).await?;
    }
    for v in &d.server_variants {
        variants::link(tx, v).await?;
    }
    for (user, prefs, at) in &d.prefs {
        personal::set_prefs(tx, *user, prefs, *at).await?;
    }
    for e in &d.events {
        personal::put_event(tx, Some(e.id), &e.event, e.revealed).await?;
    }
    Ok(())
}

async fn load_roll_alongs(tx: &impl GenericClient, d: &Dump) -> Result<(), StoreError> {
    for s in &d.roll_alongs {
        tx.execute(
            "INSERT INTO sessions (id, owner_id, owner_name, guild_id, channel_id, variant, \
             method, dice, faces, state, version, started_at, touched_at, roll_id, players) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
            &[
                &s.id,
                &(s.owner.user_id as i64),
                &s.owner.user_name,
                &sql_id(s.owner.guild_id),
                &sql_id(s.owner.channel_id),
                &s.variant,
                &s.method,
                &s.dice,
                &s.faces,
                &s.state.as_str(),
                &s.version,
                &s.started_at,
                &s.touched_at,
                &s.roll_id,
                &players_text(&s.players),
            ],
        )
        .await?;
    }
    Ok(())
}

async fn load_settings(tx: &impl GenericClient, d: &Dump) -> Result<(), StoreError> {
    for (guild, g) in &d.settings {
        put_settings(tx, *guild, g).await?;
    }
    Ok(())
}

/// Schedules and their books.
async fn load_schedules(tx: &impl GenericClient, d: &Dump) -> Result<(), StoreError> {
    for s in &d.schedules {
        let p = &s.spec;
        tx.execute(
            "INSERT INTO schedules (id, guild_id, channel_id, local_time, timezone, variants, \
             rotation, thread, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            &[
                &s.id,
                &(p.guild_id as i64),
                &(p.channel_id as i64),
                &p.local_time,
                &p.timezone,
                &p.variants.join(","),
                &p.rotation.as_str(),
                &p.thread,
                &p.created_at,
            ],
        )
        .await?;
    }
    for (schedule, date, e) in &d.posts {
        tx.execute(
            "INSERT INTO daily_posts (schedule_id, local_date, status, worker, claimed_at, \
             first_claimed_at, sent_at, roll_id, message_id, detail) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            &[
                schedule,
                date,
                &e.status.as_str(),
                &e.worker,
                &e.claimed_at,
                &e.first_claimed_at,
                &e.sent_at,
                &e.roll_id,
                &sql_id(e.message_id),
                &e.detail,
            ],
        )
        .await?;
    }
    Ok(())
}
