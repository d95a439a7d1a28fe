//! A whole store read out, and an empty one filled, for [`Dump`]. The
//! backend picks the transaction: one snapshot to read, one write
//! transaction that nobody else fills tables in to load.

use super::{
    Exec, Row, Statement, all, console, daily, devices, meetups, one, personal, roll_alongs, rolls,
    settings, variants,
};
use crate::store::copy::{COUNTS, occupied};
use crate::store::{Dump, GuildSettings, StoreError};

/// Every row of a table, in a stable order.
fn everything(text: impl Into<std::borrow::Cow<'static, str>>) -> Statement {
    Statement::new(text, Vec::new())
}

pub(in crate::store) async fn read(e: &impl Exec) -> Result<Dump, StoreError> {
    let d = Dump {
        rolls: all(
            e,
            everything(rolls::TABLE.select("ORDER BY id")),
            rolls::row,
        )
        .await?,
        counters: all(
            e,
            everything("SELECT scope, last FROM record_counters ORDER BY scope"),
            counter_row,
        )
        .await?,
        roll_alongs: all(
            e,
            everything(roll_alongs::TABLE.select("ORDER BY id")),
            roll_alongs::row,
        )
        .await?,
        settings: all(
            e,
            // The server's id comes after the settings' columns.
            everything(concat!(
                "SELECT ",
                settings::columns!(),
                ", guild_id FROM guild_settings ORDER BY guild_id"
            )),
            settings_row,
        )
        .await?,
        schedules: all(
            e,
            everything(daily::SCHEDULES.select("ORDER BY id")),
            daily::schedule_row,
        )
        .await?,
        posts: all(
            e,
            everything(daily::DAILY_POSTS.select("ORDER BY schedule_id, local_date")),
            daily::post_row,
        )
        .await?,
        server_daily: all(e, everything(daily::SERVER_DAILY), daily::server_daily_row).await?,
        health: all(
            e,
            everything("SELECT source, state, updated_at FROM device_health ORDER BY source"),
            health_row,
        )
        .await?,
        ..Dump::default()
    };
    read_servers_and_people(e, d).await
}

/// A record counter: its scope and last number.
fn counter_row(r: &Row) -> Result<(String, i64), StoreError> {
    let mut c = r.cursor();
    Ok((c.text()?, c.int()?))
}

/// A server's settings, then its id.
fn settings_row(r: &Row) -> Result<(u64, GuildSettings), StoreError> {
    let mut c = r.cursor();
    let settings = settings::read(&mut c)?;
    Ok((c.id()?, settings))
}

/// A device's health: its source, its state as kept, and when.
fn health_row(r: &Row) -> Result<(String, String, i64), StoreError> {
    let mut c = r.cursor();
    Ok((c.text()?, c.text()?, c.int()?))
}

/// What servers and people added: variant files, preferences, events.
async fn read_servers_and_people(e: &impl Exec, d: Dump) -> Result<Dump, StoreError> {
    Ok(Dump {
        definitions: all(
            e,
            everything(
                "SELECT guild_id, digest, definition, added_at FROM variant_definitions \
                 ORDER BY guild_id, digest",
            ),
            variants::definition_row,
        )
        .await?,
        server_variants: all(
            e,
            everything(concat!(
                "SELECT ",
                variants::columns!(),
                " FROM server_variants ORDER BY guild_id, variant_id"
            )),
            variants::row,
        )
        .await?,
        prefs: all(
            e,
            everything("SELECT user_id, prefs, updated_at FROM user_prefs ORDER BY user_id"),
            personal::prefs_row,
        )
        .await?,
        events: all(
            e,
            everything(personal::TABLE.select("ORDER BY id")),
            personal::event_row,
        )
        .await?,
        console_names: all(e, everything(console::ALL), console::row).await?,
        ..read_meetups(e, d).await?
    })
}

/// Club nights: each night, its answers and tasks, and the servers' feeds.
async fn read_meetups(e: &impl Exec, d: Dump) -> Result<Dump, StoreError> {
    Ok(Dump {
        meetups: all(e, meetups::everything(), meetups::row).await?,
        meetup_answers: all(e, meetups::every_answer(), meetups::night_answer_row).await?,
        meetup_tasks: all(e, meetups::every_task(), meetups::task_row).await?,
        meetup_feeds: all(e, everything(meetups::EVERY_FEED), meetups::feed_row).await?,
        ..d
    })
}

/// Fills an empty store with `d`, ids and record numbers kept, in an order
/// that keeps every reference valid; [`StoreError::NotEmpty`] (and nothing
/// written) when it holds anything.
pub(in crate::store) async fn load(e: &impl Exec, d: &Dump) -> Result<(), StoreError> {
    let mut counts = Vec::new();
    for (what, text) in COUNTS {
        let n = one(e, everything(*text), |r| r.int(0)).await?;
        counts.push((*what, n));
    }
    occupied(&counts)?;
    // Events first: a revealed round's roll names its event.
    for event in &d.events {
        personal::put_event(e, Some(event.id), &event.event, event.revealed).await?;
    }
    personal::give_old_events_name_keys(e).await?;
    for s in &d.rolls {
        e.execute(&rolls::insert(Some(s.id), &s.roll, s.record_no))
            .await?;
    }
    for (guild, date, roll) in &d.server_daily {
        e.execute(&daily::insert_server_daily_copy(*guild, date, *roll))
            .await?;
    }
    for (scope, last) in &d.counters {
        e.execute(&rolls::insert_counter(scope, *last)).await?;
    }
    for s in &d.roll_alongs {
        e.execute(&roll_alongs::insert_copy(s)).await?;
    }
    for (guild, g) in &d.settings {
        e.execute(&settings::put(*guild, g)).await?;
    }
    for s in &d.schedules {
        e.execute(&daily::insert_copy(s)).await?;
    }
    for (schedule, date, p) in &d.posts {
        e.execute(&daily::insert_post_copy(*schedule, date, p))
            .await?;
    }
    for (source, state, at) in &d.health {
        e.execute(&devices::insert_health_copy(source, state, *at))
            .await?;
    }
    for k in &d.definitions {
        e.execute(&variants::keep(k)).await?;
    }
    for v in &d.server_variants {
        e.execute(&variants::link(v)).await?;
    }
    for (user, prefs, at) in &d.prefs {
        personal::set_prefs(e, *user, prefs, *at).await?;
    }
    for n in &d.console_names {
        e.execute(&console::insert(n)).await?;
    }
    // After the events: a night's rounds are its event's.
    for m in &d.meetups {
        e.execute(&meetups::insert_copy(m)).await?;
    }
    for (meetup, a) in &d.meetup_answers {
        e.execute(&meetups::insert_answer_copy(*meetup, a)).await?;
    }
    for t in &d.meetup_tasks {
        e.execute(&meetups::insert_task_copy(t)).await?;
    }
    for (guild, token) in &d.meetup_feeds {
        e.execute(&meetups::insert_feed_copy(*guild, token)).await?;
    }
    Ok(())
}
