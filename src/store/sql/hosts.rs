//! The gateway processes and the shards each runs (`gateway_hosts`), so
//! that two on one shard are noticed.

use super::{Exec, Statement, all, count_changed, values};
use crate::store::{ShardBeat, StoreError};

pub(in crate::store) async fn note(e: &impl Exec, beat: &ShardBeat) -> Result<(), StoreError> {
    e.execute(&Statement::new(
        "INSERT INTO gateway_hosts (host, shard, shard_count, seen_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (host, shard) DO UPDATE SET shard_count = $3, seen_at = $4",
        values![
            beat.host.as_str(),
            i64::from(beat.shard),
            i64::from(beat.shard_count),
            beat.seen_at
        ],
    ))
    .await?;
    Ok(())
}

pub(in crate::store) async fn seen_since(
    e: &impl Exec,
    seen_since: i64,
) -> Result<Vec<ShardBeat>, StoreError> {
    all(
        e,
        Statement::new(
            "SELECT host, shard, shard_count, seen_at FROM gateway_hosts WHERE seen_at >= $1 \
             ORDER BY shard, host",
            values![seen_since],
        ),
        |r| {
            let number = |i| {
                u32::try_from(r.int(i)?).map_err(|_| {
                    StoreError::Corrupt(format!(
                        "a gateway host's shard: {}",
                        r.int(i).unwrap_or(-1)
                    ))
                })
            };
            Ok(ShardBeat {
                host: r.text(0)?,
                shard: number(1)?,
                shard_count: number(2)?,
                seen_at: r.int(3)?,
            })
        },
    )
    .await
}

pub(in crate::store) async fn forget(e: &impl Exec, seen_before: i64) -> Result<usize, StoreError> {
    count_changed(
        e,
        Statement::new(
            "DELETE FROM gateway_hosts WHERE seen_at < $1",
            values![seen_before],
        ),
    )
    .await
}
