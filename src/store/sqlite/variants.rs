//! A server's own variant files, on SQLite (see `004_server_variants.sql`).

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::store::{ServerVariant, StoreError, VariantAdded};

pub(super) const COLUMNS: &str = "guild_id, variant_id, digest, added_by, added_at";

pub(super) fn row(r: &Row<'_>) -> rusqlite::Result<ServerVariant> {
    Ok(ServerVariant {
        guild_id: r.get::<_, i64>(0)? as u64,
        id: r.get(1)?,
        digest: r.get(2)?,
        added_by: r.get::<_, i64>(3)? as u64,
        added_at: r.get(4)?,
    })
}

/// Keeps a version of a server's file (the first text of a digest stays).
pub(super) fn keep(
    c: &Connection,
    guild_id: u64,
    digest: &str,
    definition: &str,
    added_at: i64,
) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO variant_definitions (guild_id, digest, definition, added_at) \
         VALUES (?1, ?2, ?3, ?4) ON CONFLICT (guild_id, digest) DO NOTHING",
        params![guild_id as i64, digest, definition, added_at],
    )?;
    Ok(())
}

pub(super) fn link(c: &Connection, v: &ServerVariant) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO server_variants (guild_id, variant_id, digest, added_by, added_at) \
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (guild_id, variant_id) \
         DO UPDATE SET digest = ?3, added_by = ?4, added_at = ?5",
        params![
            v.guild_id as i64,
            v.id,
            v.digest,
            v.added_by as i64,
            v.added_at
        ],
    )?;
    Ok(())
}

pub(super) fn add(
    c: &mut Connection,
    v: &ServerVariant,
    definition: &str,
    max: usize,
) -> Result<VariantAdded, StoreError> {
    let tx = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let guild = v.guild_id as i64;
    let before: Option<String> = tx
        .query_row(
            "SELECT digest FROM server_variants WHERE guild_id = ?1 AND variant_id = ?2",
            params![guild, v.id],
            |r| r.get(0),
        )
        .optional()?;
    if before.is_none() {
        let held: i64 = tx.query_row(
            "SELECT COUNT(*) FROM server_variants WHERE guild_id = ?1",
            [guild],
            |r| r.get(0),
        )?;
        if held >= max as i64 {
            return Ok(VariantAdded::Full);
        }
    }
    keep(&tx, v.guild_id, &v.digest, definition, v.added_at)?;
    link(&tx, v)?;
    tx.commit()?;
    Ok(match before {
        None => VariantAdded::New,
        Some(digest) => VariantAdded::Replaced { digest },
    })
}

pub(super) fn list(c: &Connection, guild_id: u64) -> Result<Vec<ServerVariant>, StoreError> {
    let mut st = c.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM server_variants WHERE guild_id = ?1 ORDER BY variant_id"
    ))?;
    let rows = st.query_map([guild_id as i64], row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub(super) fn remove(c: &Connection, guild_id: u64, id: &str) -> Result<bool, StoreError> {
    Ok(c.execute(
        "DELETE FROM server_variants WHERE guild_id = ?1 AND variant_id = ?2",
        params![guild_id as i64, id],
    )? > 0)
}

pub(super) fn definition(
    c: &Connection,
    guild_id: u64,
    digest: &str,
) -> Result<Option<String>, StoreError> {
    Ok(c.query_row(
        "SELECT definition FROM variant_definitions WHERE guild_id = ?1 AND digest = ?2",
        params![guild_id as i64, digest],
        |r| r.get(0),
    )
    .optional()?)
}
