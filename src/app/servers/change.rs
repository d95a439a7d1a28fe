//! A change to a server's settings (`/settings set`), made and checked in
//! one place: each part as it is read, then the settings as a whole, then
//! saved without losing a change made at the same moment
//! ([`super::Servers::change_with`]).

use super::Servers;
use crate::app::error::AppError;
use crate::app::event::study::MOST_STUDY;
use crate::app::play::lichess::{BadClock, TimeControl};
use crate::app::rolls::request::{DEFAULT_VARIANT, RollRequest};
use crate::app::zones::parse_zone;
use crate::core::variant::{self, Variant};
use crate::i18n::{Lang, Text, UnknownLang};
use crate::store::{GuildSettings, NotOneOf, RollSource, WhoThrows};

/// What `/settings set` asks to change; each part left out stays.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// Back to the defaults first (the manager role stays).
    pub reset: bool,
    /// The server's defaults for every roll: variant, method, device,
    /// and whether to throw the standard position again and roll pairs.
    pub roll: RollRequest,
    pub source: Option<String>,
    pub guided: Option<String>,
    pub role: Option<u64>,
    pub public: Option<bool>,
    pub log_channel: Option<u64>,
    pub missed_daily: Option<String>,
    /// A role whose members may use `/settings` and `/daily`.
    pub manager_role: Option<u64>,
    /// A language tag, or `auto` to follow each person's Discord.
    pub language: Option<String>,
    /// Minutes from an event round's reveal to the start of play (0 to
    /// [`MOST_STUDY`]; 0 for none).
    pub event_study: Option<i64>,
    /// `on` or `off`: whether rolls offer "Play on lichess".
    pub lichess: Option<String>,
    /// The clock of games made on lichess: `10+5`, `3d`.
    pub lichess_clock: Option<String>,
    /// The server's IANA time zone (`Europe/Berlin`), or [`NO_ZONE`] to
    /// unset it.
    pub timezone: Option<String>,
}

impl Servers<'_> {
    /// Makes `change` to a server's settings and returns them as saved.
    /// `manages_server`: whether Discord says the person may manage the
    /// server.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] naming the part that is wrong, or why the
    /// settings would not hold together (nothing is changed then); a store
    /// failure.
    pub async fn change(
        &self,
        guild_id: u64,
        change: &SettingsChange,
        manages_server: bool,
    ) -> Result<GuildSettings, AppError> {
        let here = self.variants.here(Some(guild_id)).await?;
        let has_tower = self.has_tower;
        self.change_with(guild_id, |g| {
            changed(g, change.clone(), manages_server, has_tower, &here)
        })
        .await
    }
}

/// `g` with `change` made, every part checked before any is made and the
/// result checked as a whole; variants are named among those known
/// `here`. `manages_server`: whether Discord says the person may manage
/// the server (only they may name the manager role).
fn changed(
    mut g: GuildSettings,
    change: SettingsChange,
    manages_server: bool,
    has_tower: bool,
    here: &[Variant],
) -> Result<GuildSettings, AppError> {
    let SettingsChange {
        reset,
        roll,
        source,
        guided,
        role,
        public,
        log_channel,
        missed_daily,
        manager_role,
        language,
        event_study,
        lichess,
        lichess_clock,
        timezone,
    } = change;
    // Who else may manage is for those Discord says manage the server.
    if manager_role.is_some() && !manages_server {
        return Err(Text::msg(msg!("error-manager-role")).into());
    }
    if reset {
        // The manager role survives a reset: it is who may reset.
        g = GuildSettings {
            manager_role: g.manager_role,
            ..GuildSettings::default()
        };
    }
    change_roll_defaults(&mut g, roll, here)?;
    if let Some(s) = source {
        g.source = default_source(&s, has_tower)?;
    }
    if let Some(gd) = guided {
        g.guided = gd
            .parse()
            .map_err(|e: NotOneOf| AppError::in_option("guided", e.text()))?;
    }
    g.guided_role = role.or(g.guided_role);
    if g.guided == WhoThrows::Role && g.guided_role.is_none() {
        return Err(Text::msg(msg!("error-guided-needs-role")).into());
    }
    g.public = public.unwrap_or(g.public);
    g.log_channel = log_channel.or(g.log_channel);
    if let Some(m) = missed_daily {
        g.missed_daily = m
            .parse()
            .map_err(|e: NotOneOf| AppError::in_option("missed_daily", e.text()))?;
    }
    g.manager_role = manager_role.or(g.manager_role);
    if let Some(l) = language {
        g.language = language_setting(&l)?;
    }
    if let Some(minutes) = event_study {
        if !(0..=MOST_STUDY).contains(&minutes) {
            return Err(Text::msg(msg!("error-option-out-of-range"))
                .with("option", "event_study")
                .with("min", 0_i64)
                .with("max", MOST_STUDY)
                .with("given", minutes)
                .into());
        }
        g.event_study = minutes;
    }
    change_lichess(&mut g, lichess, lichess_clock)?;
    if let Some(zone) = timezone {
        g.timezone = zone_setting(&zone)?;
    }
    fits_together(&g, here)?;
    Ok(g)
}

/// Play on lichess: `on` or `off`, and the clock its games are made with,
/// each checked as it is read.
fn change_lichess(
    g: &mut GuildSettings,
    lichess: Option<String>,
    lichess_clock: Option<String>,
) -> Result<(), AppError> {
    if let Some(on) = lichess {
        g.lichess = match on.trim().to_ascii_lowercase().as_str() {
            "on" => true,
            "off" => false,
            _ => {
                return Err(AppError::in_option(
                    "lichess",
                    NotOneOf {
                        given: on.chars().take(30).collect(),
                        words: &["on", "off"],
                    }
                    .text(),
                ));
            }
        };
    }
    if let Some(clock) = lichess_clock {
        let time: TimeControl = clock.parse().map_err(|e: BadClock| {
            AppError::from(Text::msg(msg!("error-lichess-clock")).with("given", e.given))
        })?;
        // Kept as written back, so `/settings show` reads `10+5`, `3d`.
        g.lichess_clock = Some(time.to_string());
    }
    Ok(())
}

/// The server's defaults for rolls, with the parts `roll` gives made: the
/// variant and method by their ids, each checked as it is read.
fn change_roll_defaults(
    g: &mut GuildSettings,
    roll: RollRequest,
    here: &[Variant],
) -> Result<(), AppError> {
    if let Some(v) = roll.variant {
        let parsed =
            variant::find(&v, here).map_err(|e| AppError::in_option("variant", e.text()))?;
        g.variant = Some(parsed.id().to_owned());
    }
    if let Some(m) = roll.method {
        let v: Variant = match g.variant.as_deref() {
            Some(v) => variant::find(v, here).map_err(|e| e.text())?,
            None => DEFAULT_VARIANT,
        };
        let spec = v
            .method_named(&m)
            .map_err(|e| AppError::in_option("method", e.text()))?;
        g.method = Some(spec.method.id().to_owned());
    }
    g.dice = roll.dice.or(g.dice);
    g.exclude_standard = roll.exclude_standard.unwrap_or(g.exclude_standard);
    g.pairs = roll.pair.unwrap_or(g.pairs);
    Ok(())
}

/// Whether settings hold together as a whole, whichever command set each
/// part: the method (set earlier, for another variant) must be one of the
/// variant's.
fn fits_together(g: &GuildSettings, here: &[Variant]) -> Result<(), AppError> {
    let Some(method) = g.method.as_deref() else {
        return Ok(());
    };
    let v: Variant = match g.variant.as_deref() {
        Some(v) => variant::find(v, here).map_err(|e| e.text())?,
        None => DEFAULT_VARIANT,
    };
    v.method_named(method).map(|_| ()).map_err(|e| {
        Text::msg(msg!("error-settings-method-unfit"))
            .with("reason", e.text())
            .into()
    })
}

/// The `timezone` word that unsets the server's own zone.
pub const NO_ZONE: &str = "none";

/// A server's time zone as kept: none for [`NO_ZONE`], else the zone's
/// IANA name as the time zone database spells it (`europe/berlin` is kept
/// as `Europe/Berlin`).
fn zone_setting(given: &str) -> Result<Option<String>, AppError> {
    if given.trim().eq_ignore_ascii_case(NO_ZONE) {
        return Ok(None);
    }
    let zone = parse_zone(given).map_err(|e| {
        AppError::from(Text::msg(msg!("error-timezone-setting")).with("problem", e.text()))
    })?;
    let name = zone.iana_name().unwrap_or(given.trim());
    Ok(Some(name.to_owned()))
}

/// The `language` choice that follows each person's Discord.
pub const AUTO_LANGUAGE: &str = "auto";

/// A server's language as kept: none for `auto`, else the language's tag.
fn language_setting(l: &str) -> Result<Option<String>, AppError> {
    if l == AUTO_LANGUAGE {
        return Ok(None);
    }
    let lang: Lang = l
        .parse()
        .map_err(|e: UnknownLang| AppError::in_option("language", e.text()))?;
    Ok(Some(lang.code().to_owned()))
}

/// A server's default source: the OS's random numbers, or the tower when
/// the bot has one.
fn default_source(s: &str, has_tower: bool) -> Result<RollSource, AppError> {
    match s.parse() {
        Ok(RollSource::Tower) if !has_tower => {
            Err(Text::msg(msg!("error-no-tower-default")).into())
        }
        Ok(source) => Ok(source),
        Err(e) => Err(AppError::in_option("source", e.text())),
    }
}
