//! A server's own variant files: every version kept by its digest
//! (`variant_definitions`), and which version each of its variants uses
//! (`server_variants`).

use super::{Exec, Row, Statement, Value, all, changed_any, first, one, take_turns_on, values};
use crate::store::{KeptDefinition, ServerVariant, StoreError, VariantAdded};

/// The lock (with the server's id) that makes one server's adds take
/// turns, so two at once cannot both pass the limit ("BRV1").
const ADD_LOCK: i32 = 0x4252_5631;

/// The columns [`row`] reads, in its order.
macro_rules! columns {
    () => {
        "guild_id, variant_id, digest, added_by, added_at"
    };
}
pub(in crate::store) use columns;

pub(in crate::store) fn row(r: &Row) -> Result<ServerVariant, StoreError> {
    let mut c = r.cursor();
    Ok(ServerVariant {
        guild_id: c.id()?,
        id: c.text()?,
        digest: c.text()?,
        added_by: c.id()?,
        added_at: c.int()?,
    })
}

pub(in crate::store) fn definition_row(r: &Row) -> Result<KeptDefinition, StoreError> {
    let mut c = r.cursor();
    Ok(KeptDefinition {
        guild_id: c.id()?,
        digest: c.text()?,
        definition: c.text()?,
        added_at: c.int()?,
    })
}

/// Keeps a version of a server's file (the first text of a digest stays).
pub(in crate::store) fn keep(k: &KeptDefinition) -> Statement {
    Statement::new(
        "INSERT INTO variant_definitions (guild_id, digest, definition, added_at) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id, digest) DO NOTHING",
        values![Value::id(k.guild_id), &k.digest, &k.definition, k.added_at],
    )
}

/// Points a server's variant at a kept version.
pub(in crate::store) fn link(v: &ServerVariant) -> Statement {
    Statement::new(
        "INSERT INTO server_variants (guild_id, variant_id, digest, added_by, added_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id, variant_id) \
         DO UPDATE SET digest = $3, added_by = $4, added_at = $5",
        values![
            Value::id(v.guild_id),
            &v.id,
            &v.digest,
            Value::id(v.added_by),
            v.added_at
        ],
    )
}

/// Adds a variant, or a new version of one the server has. Run inside a
/// write transaction.
pub(in crate::store) async fn add(
    e: &impl Exec,
    v: &ServerVariant,
    definition: &str,
    max: usize,
) -> Result<VariantAdded, StoreError> {
    let guild = v.guild_id as i64;
    take_turns_on(e, ADD_LOCK, v.guild_id).await?;
    let before = first(
        e,
        Statement::new(
            "SELECT digest FROM server_variants WHERE guild_id = $1 AND variant_id = $2",
            values![guild, &v.id],
        ),
        |r| r.text(0),
    )
    .await?;
    if before.is_none() {
        let held = one(
            e,
            Statement::new(
                "SELECT COUNT(*) FROM server_variants WHERE guild_id = $1",
                values![guild],
            ),
            |r| r.int(0),
        )
        .await?;
        if held >= max as i64 {
            return Ok(VariantAdded::Full);
        }
    }
    let kept = KeptDefinition {
        guild_id: v.guild_id,
        digest: v.digest.clone(),
        definition: definition.to_owned(),
        added_at: v.added_at,
    };
    e.execute(&keep(&kept)).await?;
    e.execute(&link(v)).await?;
    Ok(match before {
        None => VariantAdded::New,
        Some(digest) => VariantAdded::Replaced { digest },
    })
}

pub(in crate::store) async fn list(
    e: &impl Exec,
    guild_id: u64,
) -> Result<Vec<ServerVariant>, StoreError> {
    let text = concat!(
        "SELECT ",
        columns!(),
        " FROM server_variants WHERE guild_id = $1 ORDER BY variant_id"
    );
    all(e, Statement::new(text, values![Value::id(guild_id)]), row).await
}

pub(in crate::store) async fn remove(
    e: &impl Exec,
    guild_id: u64,
    id: &str,
) -> Result<bool, StoreError> {
    changed_any(
        e,
        Statement::new(
            "DELETE FROM server_variants WHERE guild_id = $1 AND variant_id = $2",
            values![Value::id(guild_id), id],
        ),
    )
    .await
}

pub(in crate::store) async fn definition(
    e: &impl Exec,
    guild_id: u64,
    digest: &str,
) -> Result<Option<String>, StoreError> {
    first(
        e,
        Statement::new(
            "SELECT definition FROM variant_definitions WHERE guild_id = $1 AND digest = $2",
            values![Value::id(guild_id), digest],
        ),
        |r| r.text(0),
    )
    .await
}

/// A server's variant file by its digest, whichever server added it: the
/// server, and the file's text.
pub(in crate::store) async fn definition_by_digest(
    e: &impl Exec,
    digest: &str,
) -> Result<Option<(u64, String)>, StoreError> {
    first(
        e,
        Statement::new(
            "SELECT guild_id, definition FROM variant_definitions WHERE digest = $1 \
             ORDER BY added_at, guild_id LIMIT 1",
            values![digest],
        ),
        |r| {
            let mut c = r.cursor();
            Ok((c.id()?, c.text()?))
        },
    )
    .await
}
