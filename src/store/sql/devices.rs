//! Hardware sources' health tests (`device_health`) and the interactions
//! already answered (`interactions`).

use backrank_entropy::HealthState;

use super::{Exec, Statement, Value, changed_any, changed_one, count_changed, first, values};
use crate::store::StoreError;

pub(in crate::store) async fn health(
    e: &impl Exec,
    source: &str,
) -> Result<Option<HealthState>, StoreError> {
    let json = first(
        e,
        Statement::new(
            "SELECT state FROM device_health WHERE source = $1",
            values![source],
        ),
        |r| r.text(0),
    )
    .await?;
    json.map(|j| {
        serde_json::from_str(&j)
            .map_err(|e| StoreError::Corrupt(format!("the health state of {source}: {e}")))
    })
    .transpose()
}

pub(in crate::store) async fn set_health(
    e: &impl Exec,
    source: &str,
    state: &HealthState,
    now: i64,
) -> Result<(), StoreError> {
    let json = serde_json::to_string(state)
        .map_err(|e| StoreError::Corrupt(format!("a health state: {e}")))?;
    e.execute(&Statement::new(
        "INSERT INTO device_health (source, state, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (source) DO UPDATE SET state = $2, updated_at = $3",
        values![source, json, now],
    ))
    .await?;
    Ok(())
}

pub(in crate::store) async fn reset_health(
    e: &impl Exec,
    source: &str,
) -> Result<bool, StoreError> {
    changed_any(
        e,
        Statement::new(
            "DELETE FROM device_health WHERE source = $1",
            values![source],
        ),
    )
    .await
}

/// A source's kept state as a copy carries it (its JSON as stored).
pub(in crate::store) fn insert_health_copy(source: &str, state: &str, at: i64) -> Statement {
    Statement::new(
        "INSERT INTO device_health (source, state, updated_at) VALUES ($1, $2, $3)",
        values![source, state, at],
    )
}

/// True for an interaction's first delivery: whoever inserts its id first
/// answers it.
pub(in crate::store) async fn first_delivery(
    e: &impl Exec,
    interaction_id: u64,
    now: i64,
) -> Result<bool, StoreError> {
    changed_one(
        e,
        Statement::new(
            "INSERT INTO interactions (id, seen_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
            values![Value::id(interaction_id), now],
        ),
    )
    .await
}

pub(in crate::store) async fn forget_interactions(
    e: &impl Exec,
    seen_before: i64,
) -> Result<usize, StoreError> {
    count_changed(
        e,
        Statement::new(
            "DELETE FROM interactions WHERE seen_at < $1",
            values![seen_before],
        ),
    )
    .await
}
