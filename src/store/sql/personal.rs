//! People's preferences (`user_prefs`) and servers' events (`events`).

use super::{
    Exec, Row, Statement, Table, Value, all, changed_one, first, spec_of, spec_values,
    take_turns_on, values,
};
use crate::core::commitment::commitment;
use crate::core::draw_rules::DrawRules;
use crate::core::names::name_key;
use crate::store::{
    Event, EventBeacon, EventRound, NewEvent, NewRoll, RecordRef, StoreError, UserPrefs,
};

/// The `events` table: what [`put_event`] writes and [`event_row`] reads,
/// in order.
pub(in crate::store) const TABLE: Table = Table {
    name: "events",
    key: Table::ID,
    columns: &[
        "guild_id",
        "name",
        "variant",
        "method",
        "dice",
        "seeds",
        "revealed",
        "created_by",
        "created_at",
        "rounds",
        "exclude_standard",
        "pairs",
        "commitments",
        "beacon",
        "web_token",
        "name_key",
        "rules",
    ],
};

pub(in crate::store) fn event_row(r: &Row) -> Result<Event, StoreError> {
    let mut c = r.cursor();
    let id = c.int()?;
    let guild_id = c.id()?;
    let name = c.text()?;
    let spec = spec_of(&mut c)?;
    let seeds = words(&c.text()?);
    let revealed = c.int()?;
    let created_by = c.id()?;
    let created_at = c.int()?;
    // The rounds are counted from the seeds or the beacon rounds.
    c.skip();
    let exclude_standard = c.flag()?;
    let pairs = c.flag()?;
    // None only from an older version still writing beside this one: the
    // commitments published then were the seeds' hashes.
    let commitments = match c.opt_text()? {
        Some(kept) => words(&kept),
        None => seed_hashes(&name, &seeds),
    };
    let beacon = c.opt_text()?.map(|j| beacon_of(&j)).transpose()?;
    let web_token = c.opt_text()?;
    // The name's key finds the event; it is not part of it.
    c.skip();
    let rules = c.opt_text()?.map(|j| rules_of(&j)).transpose()?;
    Ok(Event {
        id,
        event: NewEvent {
            guild_id,
            name,
            spec,
            seeds,
            commitments,
            beacon,
            created_by,
            created_at,
            exclude_standard,
            pairs,
            web_token,
            rules,
        },
        revealed,
    })
}

/// An event's draw rules, from the JSON [`rules_text`] keeps.
fn rules_of(json: &str) -> Result<DrawRules, StoreError> {
    serde_json::from_str(json)
        .map_err(|e| StoreError::Corrupt(format!("an event's draw rules do not read: {e}")))
}

/// An event's draw rules as kept: JSON, written only here.
fn rules_text(rules: &DrawRules) -> String {
    serde_json::to_string(rules).unwrap_or_default()
}

/// An event's beacon rounds, from the JSON [`beacon_text`] keeps.
fn beacon_of(json: &str) -> Result<EventBeacon, StoreError> {
    serde_json::from_str(json)
        .map_err(|e| StoreError::Corrupt(format!("an event's beacon rounds do not read: {e}")))
}

/// An event's beacon rounds as kept: JSON, written only here, so the same
/// rounds are always the same text (a change compares with it).
fn beacon_text(beacon: &EventBeacon) -> String {
    serde_json::to_string(beacon).unwrap_or_default()
}

/// A list kept as words separated by spaces.
fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

/// The commitments of an event whose seeds are `seeds`, round by round.
fn seed_hashes(name: &str, seeds: &[String]) -> Vec<String> {
    (1..)
        .zip(seeds)
        .map(|(round, seed)| commitment(name, round, seed))
        .collect()
}

/// Gives events started before commitments were kept the ones published
/// for them then: the hashes of their seeds. Run when the store opens,
/// inside the migrations' transaction; afterwards it finds nothing to do.
/// Gives each event started before pages existed a web page token, so
/// `/event show` links to its page too.
pub(in crate::store) async fn give_old_events_pages(e: &impl Exec) -> Result<(), StoreError> {
    let old = all(
        e,
        Statement::new("SELECT id FROM events WHERE web_token IS NULL", values![]),
        |r| r.cursor().int(),
    )
    .await?;
    for id in old {
        let token = crate::store::new_web_token()
            .map_err(|e| StoreError::Migration(format!("no web page token for event {id}: {e}")))?;
        e.execute(&Statement::new(
            "UPDATE events SET web_token = $2 WHERE id = $1 AND web_token IS NULL",
            values![id, token],
        ))
        .await?;
    }
    Ok(())
}

/// Gives each event kept before names had keys its name's key, oldest
/// first: the first of a server's events whose names read the same keeps
/// the plain key (and is the one a typed name finds); a later one's key is
/// marked with its id, so the unique index holds and its exact name still
/// finds it. Run at open and after a copy, which writes events keyless.
pub(in crate::store) async fn give_old_events_name_keys(e: &impl Exec) -> Result<(), StoreError> {
    let old = all(
        e,
        Statement::new(
            "SELECT id, guild_id, name FROM events WHERE name_key IS NULL ORDER BY id",
            values![],
        ),
        |r| {
            let mut c = r.cursor();
            Ok((c.int()?, c.int()?, c.text()?))
        },
    )
    .await?;
    for (id, guild_id, name) in old {
        let key = name_key(&name);
        let taken = first(
            e,
            Statement::new(
                "SELECT id FROM events WHERE guild_id = $1 AND name_key = $2",
                values![guild_id, key.as_str()],
            ),
            |r| r.int(0),
        )
        .await?
        .is_some();
        // Event names hold no control character, so U+0001 marks a key no
        // typed name has.
        let key = if taken {
            format!("{key}\u{1}{id}")
        } else {
            key
        };
        e.execute(&Statement::new(
            "UPDATE events SET name_key = $2 WHERE id = $1",
            values![id, key],
        ))
        .await?;
    }
    Ok(())
}

pub(in crate::store) async fn keep_old_commitments(e: &impl Exec) -> Result<(), StoreError> {
    let old = all(
        e,
        Statement::new(
            "SELECT id, name, seeds FROM events WHERE commitments IS NULL",
            values![],
        ),
        |r| {
            let mut c = r.cursor();
            Ok((c.int()?, c.text()?, words(&c.text()?)))
        },
    )
    .await?;
    for (id, name, seeds) in old {
        let published = seed_hashes(&name, &seeds);
        e.execute(&Statement::new(
            "UPDATE events SET commitments = $2 WHERE id = $1",
            values![id, published.join(" ")],
        ))
        .await?;
    }
    Ok(())
}

/// A person's preferences and when they were set, from the columns
/// `user_id, prefs, updated_at`.
pub(in crate::store) fn prefs_row(r: &Row) -> Result<(u64, UserPrefs, i64), StoreError> {
    let mut c = r.cursor();
    let user = c.id()?;
    Ok((user, UserPrefs::from_json(user, &c.text()?), c.int()?))
}

pub(in crate::store) async fn prefs(e: &impl Exec, user_id: u64) -> Result<UserPrefs, StoreError> {
    let json = first(
        e,
        Statement::new(
            "SELECT prefs FROM user_prefs WHERE user_id = $1",
            values![Value::id(user_id)],
        ),
        |r| r.text(0),
    )
    .await?;
    Ok(json
        .map(|j| UserPrefs::from_json(user_id, &j))
        .unwrap_or_default())
}

/// The lock (with the person's id) that makes one person's changes to their
/// preferences take turns ("BRP1").
const PREFS_LOCK: i32 = 0x4252_5031;

/// Replaces a person's preferences if they are still `seen`, those the
/// change was made from; false, writing nothing, when another change came
/// first. Run inside a write transaction (see [`super::settings::change`]).
pub(in crate::store) async fn change_prefs(
    e: &impl Exec,
    user_id: u64,
    seen: &UserPrefs,
    prefs: &UserPrefs,
    now: i64,
) -> Result<bool, StoreError> {
    take_turns_on(e, PREFS_LOCK, user_id).await?;
    if self::prefs(e, user_id).await? != *seen {
        return Ok(false);
    }
    set_prefs(e, user_id, prefs, now).await?;
    Ok(true)
}

/// Replaces a person's preferences; empty ones remove the row.
pub(in crate::store) async fn set_prefs(
    e: &impl Exec,
    user_id: u64,
    prefs: &UserPrefs,
    now: i64,
) -> Result<(), StoreError> {
    let user = Value::id(user_id);
    if prefs.is_empty() {
        e.execute(&Statement::new(
            "DELETE FROM user_prefs WHERE user_id = $1",
            values![user],
        ))
        .await?;
        return Ok(());
    }
    let json = serde_json::to_string(prefs).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    e.execute(&Statement::new(
        "INSERT INTO user_prefs (user_id, prefs, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id) DO UPDATE SET prefs = $2, updated_at = $3",
        values![user, json, now],
    ))
    .await?;
    Ok(())
}

/// Inserts an event and returns its id; with `id` (a copy) its id and
/// revealed count are kept. `None` when the server has an event of that
/// name, or of a name that reads the same (its [`name_key`]).
pub(in crate::store) async fn put_event(
    e: &impl Exec,
    id: Option<i64>,
    event: &NewEvent,
    revealed: i64,
) -> Result<Option<i64>, StoreError> {
    let mut params = values![Value::id(event.guild_id), &event.name];
    params.extend(spec_values(&event.spec));
    params.extend(values![
        event.seeds.join(" "),
        revealed,
        Value::id(event.created_by),
        event.created_at,
        event.rounds(),
        event.exclude_standard,
        event.pairs,
        event.commitments.join(" "),
        event.beacon.as_ref().map(beacon_text),
        event.web_token.clone(),
        // A copy's keys are given after all its events are in, as an old
        // store's are (give_old_events_name_keys), so they come out the same.
        id.is_none().then(|| name_key(&event.name)),
        event.rules.as_ref().map(rules_text),
    ]);
    if let Some(id) = id {
        params.insert(0, id.into());
    }
    let text = format!(
        "{} ON CONFLICT DO NOTHING RETURNING id",
        TABLE.insert(id.is_some())
    );
    first(e, Statement::new(text, params), |r| r.int(0)).await
}

pub(in crate::store) async fn create_event(
    e: &impl Exec,
    event: &NewEvent,
) -> Result<Option<Event>, StoreError> {
    Ok(put_event(e, None, event, 0).await?.map(|id| Event {
        id,
        event: event.clone(),
        revealed: 0,
    }))
}

pub(in crate::store) async fn event(
    e: &impl Exec,
    guild_id: u64,
    name: &str,
) -> Result<Option<Event>, StoreError> {
    // The name as typed first: an event kept before names had keys, whose
    // name reads as an older one's, is still found by its own.
    let text = TABLE.select(
        "WHERE guild_id = $1 AND (name = $2 OR name_key = $3) \
         ORDER BY CASE WHEN name = $2 THEN 0 ELSE 1 END LIMIT 1",
    );
    first(
        e,
        Statement::new(text, values![Value::id(guild_id), name, name_key(name)]),
        event_row,
    )
    .await
}

/// A server's events, newest first.
pub(in crate::store) async fn events(
    e: &impl Exec,
    guild_id: u64,
) -> Result<Vec<Event>, StoreError> {
    let text = TABLE.select("WHERE guild_id = $1 ORDER BY id DESC");
    all(
        e,
        Statement::new(text, values![Value::id(guild_id)]),
        event_row,
    )
    .await
}

/// The event whose web page token is `token`.
pub(in crate::store) async fn event_by_token(
    e: &impl Exec,
    token: &str,
) -> Result<Option<Event>, StoreError> {
    let text = TABLE.select("WHERE web_token = $1");
    first(e, Statement::new(text, values![token]), event_row).await
}

/// Marks round `round` of an event revealed, if it is the next one: two
/// reveals of the same round at once, one wins.
/// Counts `round` as revealed if it is its event's next, and keeps `roll`
/// as that round's. Run inside a write transaction: of two reveals of one
/// round, one counts it and keeps its roll; the other changes nothing.
pub(in crate::store) async fn reveal_round(
    e: &impl Exec,
    round: EventRound,
    roll: &NewRoll,
) -> Result<Option<RecordRef>, StoreError> {
    let EventRound {
        event_id,
        round: number,
    } = round;
    let counted = changed_one(
        e,
        Statement::new(
            "UPDATE events SET revealed = revealed + 1 \
             WHERE id = $1 AND revealed + 1 = $2 AND revealed < rounds",
            values![event_id, number],
        ),
    )
    .await?;
    if !counted {
        return Ok(None);
    }
    let roll = NewRoll {
        event: Some(round),
        ..roll.clone()
    };
    Ok(Some(super::rolls::save(e, &roll).await?))
}

/// Replaces an event's beacon rounds with `now` if they are still `was`:
/// of two `/event next` fixing a round at once, one wins, and the other
/// reads what it fixed.
pub(in crate::store) async fn change_event_beacon(
    e: &impl Exec,
    event_id: i64,
    was: &EventBeacon,
    now: &EventBeacon,
) -> Result<bool, StoreError> {
    changed_one(
        e,
        Statement::new(
            "UPDATE events SET beacon = $3 WHERE id = $1 AND beacon = $2",
            values![event_id, beacon_text(was), beacon_text(now)],
        ),
    )
    .await
}
