//! Saved rolls and the counters that number them.

use super::{
    Exec, Row, Statement, Table, all, first, one, spec_of, spec_values, values, who_of, who_values,
};
use crate::store::{
    EventRound, KeptSource, NewRoll, RecordRef, SavedRoll, Scope, StatRoll, StoreError,
    players_from, players_text,
};

/// The `rolls` table: what [`insert`] writes and [`row`] reads, in order.
pub(in crate::store) const TABLE: Table = Table {
    name: "rolls",
    key: Table::ID,
    columns: &[
        "made_at",
        "kind",
        "user_id",
        "user_name",
        "guild_id",
        "channel_id",
        "variant",
        "method",
        "dice",
        "source",
        "faces",
        "number",
        "fen",
        "replay_code",
        "private",
        "scope",
        "record_no",
        "source_device",
        "players",
        "event_id",
        "event_round",
        "play_at",
    ],
};

pub(in crate::store) fn row(r: &Row) -> Result<SavedRoll, StoreError> {
    let mut c = r.cursor();
    let id = c.int()?;
    let made_at = c.int()?;
    let kind = c.word()?;
    let who = who_of(&mut c)?;
    let spec = spec_of(&mut c)?;
    let source = c.text()?;
    let faces = c.text()?;
    let number = c.int()? as u64;
    let fen = c.text()?;
    let replay_code = c.text()?;
    let private = c.flag()?;
    // The scope is the maker's: `who` says it.
    c.skip();
    let record_no = c.int()?;
    let device = c.opt_text()?;
    let players = players_from(&c.text()?)?;
    let event = match (c.opt_int()?, c.opt_int()?) {
        (Some(event_id), Some(round)) => Some(EventRound { event_id, round }),
        _ => None,
    };
    let play_at = c.opt_int()?;
    Ok(SavedRoll {
        id,
        record_no,
        roll: NewRoll {
            made_at,
            kind,
            who,
            spec,
            source: KeptSource::read(&source, device, players),
            faces,
            number,
            fen,
            replay_code,
            private,
            event,
            play_at,
        },
    })
}

/// A roll's row: its id when given (a copy keeps ids), else the store's
/// next.
pub(in crate::store) fn insert(id: Option<i64>, roll: &NewRoll, record_no: i64) -> Statement {
    let mut params = values![roll.made_at, roll.kind];
    params.extend(who_values(&roll.who));
    params.extend(spec_values(&roll.spec));
    params.extend(values![
        roll.source.kind,
        &roll.faces,
        roll.number as i64,
        &roll.fen,
        &roll.replay_code,
        roll.private,
        Scope::of(&roll.who).key(),
        record_no,
        &roll.source.device,
        players_text(&roll.source.players),
        roll.event.map(|e| e.event_id),
        roll.event.map(|e| e.round),
        roll.play_at,
    ]);
    match id {
        None => Statement::new(format!("{} RETURNING id", TABLE.insert(false)), params),
        Some(id) => {
            params.insert(0, id.into());
            Statement::new(TABLE.insert(true), params)
        }
    }
}

/// A scope's counter as a copy carries it.
pub(in crate::store) fn insert_counter(scope: &str, last: i64) -> Statement {
    Statement::new(
        "INSERT INTO record_counters (scope, last) VALUES ($1, $2)",
        values![scope, last],
    )
}

/// Saves a roll with the next record number of its scope. Run inside a
/// write transaction: the counter's row stays locked (SQLite: the file) until
/// it commits, so two savers in one scope never get one number.
pub(in crate::store) async fn save(e: &impl Exec, roll: &NewRoll) -> Result<RecordRef, StoreError> {
    let scope = Scope::of(&roll.who);
    let record_no = one(
        e,
        Statement::new(
            "INSERT INTO record_counters (scope, last) VALUES ($1, 1) \
             ON CONFLICT (scope) DO UPDATE SET last = record_counters.last + 1 RETURNING last",
            values![scope.key()],
        ),
        |r| r.int(0),
    )
    .await?;
    let id = one(e, insert(None, roll, record_no), |r| r.int(0)).await?;
    Ok(RecordRef {
        id,
        scope,
        record_no,
    })
}

pub(in crate::store) async fn by_id(
    e: &impl Exec,
    id: i64,
) -> Result<Option<SavedRoll>, StoreError> {
    let text = TABLE.select("WHERE id = $1");
    first(e, Statement::new(text, values![id]), row).await
}

/// The roll an event's revealed round was kept as.
pub(in crate::store) async fn by_event_round(
    e: &impl Exec,
    round: EventRound,
) -> Result<Option<SavedRoll>, StoreError> {
    let text = TABLE.select("WHERE event_id = $1 AND event_round = $2");
    first(
        e,
        Statement::new(text, values![round.event_id, round.round]),
        row,
    )
    .await
}

/// A page of a scope's rolls for the statistics, by the `(scope,
/// record_no)` index.
pub(in crate::store) async fn stat_page(
    e: &impl Exec,
    scope: Scope,
    since: i64,
    after: i64,
    limit: i64,
) -> Result<Vec<StatRoll>, StoreError> {
    let text = "SELECT record_no, made_at, variant, method, dice, source, faces, number, \
                replay_code FROM rolls WHERE scope = $1 AND record_no > $2 AND made_at >= $3 \
                ORDER BY record_no LIMIT $4";
    let page = Statement::new(text, values![scope.key(), after, since, limit]);
    all(e, page, |r| {
        let mut c = r.cursor();
        let record_no = c.int()?;
        let made_at = c.int()?;
        let spec = spec_of(&mut c)
            .inspect_err(|e| {
                tracing::warn!(
                    scope = scope.key(),
                    record = record_no,
                    error = %e,
                    "a saved roll does not read; the statistics count it as unread"
                );
            })
            .ok();
        Ok(StatRoll {
            record_no,
            made_at,
            spec,
            source: KeptSource::read(&c.text()?, None, Vec::new()).kind,
            faces: c.text()?,
            number: c.int()? as u64,
            replay_code: c.text()?,
        })
    })
    .await
}

pub(in crate::store) async fn by_record(
    e: &impl Exec,
    scope: Scope,
    record_no: i64,
) -> Result<Option<SavedRoll>, StoreError> {
    let text = TABLE.select("WHERE scope = $1 AND record_no = $2");
    first(
        e,
        Statement::new(text, values![scope.key(), record_no]),
        row,
    )
    .await
}

/// The first roll kept with `code` that is not private, by the
/// `rolls_by_code` index.
pub(in crate::store) async fn first_public_of_code(
    e: &impl Exec,
    code: &str,
) -> Result<Option<SavedRoll>, StoreError> {
    let text = TABLE.select("WHERE replay_code = $1 AND NOT private ORDER BY id LIMIT 1");
    first(e, Statement::new(text, values![code]), row).await
}
