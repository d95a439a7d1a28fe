//! A server's settings (`guild_settings`).

use backrank_entropy::ParseDieError;

use super::{Cursor, Exec, Row, Statement, Value, first, take_turns_on, values};
use crate::store::{GuildSettings, NotOneOf, RollSource, StoreError};

/// The columns [`row`] reads, in its order.
macro_rules! columns {
    () => {
        "variant, method, dice, source, guided, guided_role, public, log_channel, missed_daily, \
         manager_role, language, exclude_standard, pairs, event_study, lichess, lichess_clock, \
         timezone"
    };
}
pub(in crate::store) use columns;

pub(in crate::store) fn row(r: &Row) -> Result<GuildSettings, StoreError> {
    read(&mut r.cursor())
}

/// A server's settings from the cursor's next columns ([`columns`]).
pub(in crate::store) fn read(c: &mut Cursor<'_>) -> Result<GuildSettings, StoreError> {
    Ok(GuildSettings {
        variant: c.opt_text()?,
        method: c.opt_text()?,
        dice: c
            .opt_text()?
            .map(|word| {
                word.parse()
                    .map_err(|e: ParseDieError| StoreError::Corrupt(e.to_string()))
            })
            .transpose()?,
        source: match c.opt_text()? {
            None => RollSource::Os,
            Some(word) => word
                .parse()
                .map_err(|e: NotOneOf| StoreError::Corrupt(e.to_string()))?,
        },
        guided: c.word()?,
        guided_role: c.opt_id()?,
        public: c.flag()?,
        log_channel: c.opt_id()?,
        missed_daily: c.word()?,
        manager_role: c.opt_id()?,
        language: c.opt_text()?,
        exclude_standard: c.flag()?,
        pairs: c.flag()?,
        event_study: c.int()?,
        lichess: c.flag()?,
        lichess_clock: c.opt_text()?,
        timezone: c.opt_text()?,
    })
}

/// A server's settings: the defaults when it never changed one.
pub(in crate::store) async fn get(
    e: &impl Exec,
    guild_id: u64,
) -> Result<GuildSettings, StoreError> {
    let text = concat!(
        "SELECT ",
        columns!(),
        " FROM guild_settings WHERE guild_id = $1"
    );
    let found = first(e, Statement::new(text, values![Value::id(guild_id)]), row).await?;
    Ok(found.unwrap_or_default())
}

/// The lock (with the server's id) that makes one server's changes to its
/// settings take turns ("BRS1").
const CHANGE_LOCK: i32 = 0x4252_5331;

/// Writes a server's settings if they are still `seen`, the settings the
/// change was made from; false, writing nothing, when another change came
/// first. Run inside a write transaction: the changes to one server's
/// settings take turns (a server with no row yet has nothing to lock), so
/// the comparison and the write are one step.
pub(in crate::store) async fn change(
    e: &impl Exec,
    guild_id: u64,
    seen: &GuildSettings,
    g: &GuildSettings,
) -> Result<bool, StoreError> {
    take_turns_on(e, CHANGE_LOCK, guild_id).await?;
    if get(e, guild_id).await? != *seen {
        return Ok(false);
    }
    e.execute(&put(guild_id, g)).await?;
    Ok(true)
}

/// The statement of [`set`].
pub(in crate::store) fn put(guild_id: u64, g: &GuildSettings) -> Statement {
    Statement::new(
        "INSERT INTO guild_settings (guild_id, variant, method, dice, source, guided, \
         guided_role, public, log_channel, missed_daily, manager_role, language, \
         exclude_standard, pairs, event_study, lichess, lichess_clock, timezone) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, \
         $18) \
         ON CONFLICT (guild_id) DO UPDATE SET variant = $2, method = $3, dice = $4, \
         source = $5, guided = $6, guided_role = $7, public = $8, log_channel = $9, \
         missed_daily = $10, manager_role = $11, language = $12, exclude_standard = $13, \
         pairs = $14, event_study = $15, lichess = $16, lichess_clock = $17, timezone = $18",
        values![
            Value::id(guild_id),
            &g.variant,
            &g.method,
            g.dice.map(|d| d.name().to_owned()),
            // The OS's random numbers are kept as no value, as before the
            // source had a type.
            (g.source != RollSource::Os).then(|| g.source.as_str().to_owned()),
            g.guided,
            Value::opt_id(g.guided_role),
            g.public,
            Value::opt_id(g.log_channel),
            g.missed_daily,
            Value::opt_id(g.manager_role),
            &g.language,
            g.exclude_standard,
            g.pairs,
            g.event_study,
            g.lichess,
            &g.lichess_clock,
            &g.timezone,
        ],
    )
}
