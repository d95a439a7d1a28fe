//! Roll-alongs in progress (the `sessions` table).

use super::{
    Exec, Row, Statement, Table, Value, count_changed, first, one, rolls, spec_of, spec_values,
    values, who_of, who_values,
};
use crate::store::{
    NewRollAlong, RollAlong, RollAlongChange, RollAlongState, StoreError, Swept, players_from,
    players_text,
};

/// The `sessions` table: what [`row`] reads and a copy writes, in order.
pub(in crate::store) const TABLE: Table = Table {
    name: "sessions",
    key: Table::ID,
    columns: &[
        "owner_id",
        "owner_name",
        "guild_id",
        "channel_id",
        "variant",
        "method",
        "dice",
        "faces",
        "state",
        "version",
        "started_at",
        "touched_at",
        "roll_id",
        "players",
        "exclude_standard",
        "pairs",
    ],
};

pub(in crate::store) fn row(r: &Row) -> Result<RollAlong, StoreError> {
    let mut c = r.cursor();
    Ok(RollAlong {
        id: c.int()?,
        owner: who_of(&mut c)?,
        spec: spec_of(&mut c)?,
        faces: c.text()?,
        state: c.word()?,
        version: c.int()?,
        started_at: c.int()?,
        touched_at: c.int()?,
        roll_id: c.opt_int()?,
        players: players_from(&c.text()?)?,
        exclude_standard: c.flag()?,
        pairs: c.flag()?,
    })
}

/// Whether a change made from `version` may land on a roll-along that now
/// stands at `current` (its version and state): only an open one nobody
/// changed since.
pub(in crate::store) fn may_change(current: Option<(i64, RollAlongState)>, version: i64) -> bool {
    current == Some((version, RollAlongState::Open))
}

pub(in crate::store) async fn start(
    e: &impl Exec,
    s: &NewRollAlong,
) -> Result<RollAlong, StoreError> {
    // A new one: its faces, state and version are the table's defaults,
    // and it was touched when it started.
    let text = format!(
        "INSERT INTO sessions (owner_id, owner_name, guild_id, channel_id, variant, method, \
         dice, started_at, touched_at, players, exclude_standard, pairs) VALUES ($1, $2, $3, $4, \
         $5, $6, $7, $8, $8, $9, $10, $11) RETURNING {}",
        TABLE.read()
    );
    let mut params = Vec::from(who_values(&s.owner));
    params.extend(spec_values(&s.spec));
    params.extend(values![
        s.now,
        players_text(&s.players),
        s.exclude_standard,
        s.pairs,
    ]);
    one(e, Statement::new(text, params), row).await
}

pub(in crate::store) async fn by_id(
    e: &impl Exec,
    id: i64,
) -> Result<Option<RollAlong>, StoreError> {
    let text = TABLE.select("WHERE id = $1");
    first(e, Statement::new(text, values![id]), row).await
}

/// Changes a roll-along read at `version`, saving its roll if it made one.
/// Run inside a write transaction: the row read here stays locked until it
/// commits, so of two racing presses the second reads the new version and
/// loses.
pub(in crate::store) async fn update(
    e: &impl Exec,
    id: i64,
    version: i64,
    change: &RollAlongChange,
) -> Result<Option<RollAlong>, StoreError> {
    let current = first(
        e,
        Statement::new(
            "SELECT version, state FROM sessions WHERE id = $1",
            values![id],
        )
        .locking(),
        |r| {
            let mut c = r.cursor();
            Ok((c.int()?, c.word::<RollAlongState>()?))
        },
    )
    .await?;
    if !may_change(current, version) {
        return Ok(None);
    }
    let roll_id = match &change.roll {
        Some(roll) => Some(rolls::save(e, roll).await?.id),
        None => None,
    };
    let text = format!(
        "UPDATE sessions SET faces = $2, state = $3, version = version + 1, touched_at = $4, \
         roll_id = COALESCE($5, roll_id) WHERE id = $1 RETURNING {}",
        TABLE.read()
    );
    let params = values![id, &change.faces, change.state, change.now, roll_id];
    first(e, Statement::new(text, params), row).await
}

/// Expires open roll-alongs idle since `idle_before` and forgets finished
/// ones untouched since `forget_before`.
pub(in crate::store) async fn sweep(
    e: &impl Exec,
    idle_before: i64,
    forget_before: i64,
) -> Result<Swept, StoreError> {
    let expired = count_changed(
        e,
        Statement::new(
            "UPDATE sessions SET state = 'expired', version = version + 1 \
             WHERE state = 'open' AND touched_at < $1",
            values![idle_before],
        ),
    )
    .await?;
    let deleted = count_changed(
        e,
        Statement::new(
            "DELETE FROM sessions WHERE state <> 'open' AND touched_at < $1",
            values![forget_before],
        ),
    )
    .await?;
    Ok(Swept { expired, deleted })
}

/// A roll-along's row as a copy carries it, id and all.
pub(in crate::store) fn insert_copy(s: &RollAlong) -> Statement {
    Statement::new(
        TABLE.insert(true),
        [
            vec![Value::from(s.id)],
            Vec::from(who_values(&s.owner)),
            Vec::from(spec_values(&s.spec)),
            values![
                &s.faces,
                s.state,
                s.version,
                s.started_at,
                s.touched_at,
                s.roll_id,
                players_text(&s.players),
                s.exclude_standard,
                s.pairs,
            ],
        ]
        .concat(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_open_roll_along_at_the_version_read_may_change() {
        assert!(may_change(Some((3, RollAlongState::Open)), 3));
        assert!(!may_change(Some((4, RollAlongState::Open)), 3));
        assert!(!may_change(Some((3, RollAlongState::Done)), 3));
        assert!(!may_change(None, 3));
    }
}
