//! A server's own variant files, on PostgreSQL (see
//! `002_server_variants.sql`).

use deadpool_postgres::GenericClient;
use tokio_postgres::Row;

use super::Cached;
use crate::store::{ServerVariant, StoreError, VariantAdded};

pub(super) const COLUMNS: &str = "guild_id, variant_id, digest, added_by, added_at";

/// The advisory lock (with the server's id) that makes one server's adds
/// take turns, so two at once cannot both pass the limit ("BRV1").
const ADD_LOCK: i32 = 0x4252_5631;

pub(super) fn row(r: &Row) -> Result<ServerVariant, StoreError> {
    Ok(ServerVariant {
        guild_id: r.try_get::<_, i64>(0)? as u64,
        id: r.try_get(1)?,
        digest: r.try_get(2)?,
        added_by: r.try_get::<_, i64>(3)? as u64,
        added_at: r.try_get(4)?,
    })
}

/// Keeps a version of a server's file (the first text of a digest stays).
pub(super) async fn keep(
    c: &impl GenericClient,
    guild_id: u64,
    digest: &str,
    definition: &str,
    added_at: i64,
) -> Result<(), StoreError> {
    c.exec(
        "INSERT INTO variant_definitions (guild_id, digest, definition, added_at) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id, digest) DO NOTHING",
        &[&(guild_id as i64), &digest, &definition, &added_at],
    )
    .await?;
    Ok(())
}

pub(super) async fn link(c: &impl GenericClient, v: &ServerVariant) -> Result<(), StoreError> {
    c.exec(
        "INSERT INTO server_variants (guild_id, variant_id, digest, added_by, added_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id, variant_id) \
         DO UPDATE SET digest = $3, added_by = $4, added_at = $5",
        &[
            &(v.guild_id as i64),
            &v.id,
            &v.digest,
            &(v.added_by as i64),
            &v.added_at,
        ],
    )
    .await?;
    Ok(())
}

pub(super) async fn add(
    c: &mut deadpool_postgres::Object,
    v: &ServerVariant,
    definition: &str,
    max: usize,
) -> Result<VariantAdded, StoreError> {
    let tx = c.transaction().await?;
    let guild = v.guild_id as i64;
    // Keyed by the server's id folded into 32 bits: servers that share a
    // key only take turns, which is harmless.
    let folded = (guild ^ (guild >> 32)) as i32;
    tx.exec(
        "SELECT pg_advisory_xact_lock($1, $2)",
        &[&ADD_LOCK, &folded],
    )
    .await?;
    let before: Option<String> = tx
        .opt(
            "SELECT digest FROM server_variants WHERE guild_id = $1 AND variant_id = $2",
            &[&guild, &v.id],
        )
        .await?
        .map(|r| r.try_get(0))
        .transpose()?;
    if before.is_none() {
        let held: i64 = tx
            .one(
                "SELECT COUNT(*) FROM server_variants WHERE guild_id = $1",
                &[&guild],
            )
            .await?
            .try_get(0)?;
        if held >= max as i64 {
            return Ok(VariantAdded::Full);
        }
    }
    keep(&tx, v.guild_id, &v.digest, definition, v.added_at).await?;
    link(&tx, v).await?;
    tx.commit().await?;
    Ok(match before {
        None => VariantAdded::New,
        Some(digest) => VariantAdded::Replaced { digest },
    })
}

pub(super) async fn list(
    c: &impl GenericClient,
    guild_id: u64,
) -> Result<Vec<ServerVariant>, StoreError> {
    c.all(
        &format!("SELECT {COLUMNS} FROM server_variants WHERE guild_id = $1 ORDER BY variant_id"),
        &[&(guild_id as i64)],
    )
    .await?
    .iter()
    .map(row)
    .collect()
}

pub(super) async fn remove(
    c: &impl GenericClient,
    guild_id: u64,
    id: &str,
) -> Result<bool, StoreError> {
    Ok(c.exec(
        "DELETE FROM server_variants WHERE guild_id = $1 AND variant_id = $2",
        &[&(guild_id as i64), &id],
    )
    .await?
        > 0)
}

pub(super) async fn definition(
    c: &impl GenericClient,
    guild_id: u64,
    digest: &str,
) -> Result<Option<String>, StoreError> {
    Ok(c.opt(
        "SELECT definition FROM variant_definitions WHERE guild_id = $1 AND digest = $2",
        &[&(guild_id as i64), &digest],
    )
    .await?
    .map(|r| r.try_get(0))
    .transpose()?)
}
