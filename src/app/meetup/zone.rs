//! The time zone a server's meetup times are read in: its own
//! (`/settings timezone:`), else its daily challenge's, else none — and
//! then the organizer is asked to set one, never guessed.

use jiff::tz::TimeZone;

use super::Meetups;
use crate::app::error::AppError;
use crate::app::zones::parse_zone;
use crate::i18n::Text;
use crate::store::GuildSettings;

/// A zone by its IANA name, and the zone.
#[derive(Clone, Debug)]
pub struct Zone {
    pub name: String,
    pub zone: TimeZone,
}

impl Zone {
    /// The zone named `name`.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] naming a zone that is not one.
    pub fn named(name: &str) -> Result<Zone, AppError> {
        let zone = parse_zone(name).map_err(|_| {
            AppError::from(
                Text::msg(msg!("error-meetup-zone"))
                    .with("zone", name.chars().take(40).collect::<String>()),
            )
        })?;
        Ok(Zone {
            name: name.trim().to_owned(),
            zone,
        })
    }
}

impl Meetups<'_> {
    /// The zone `guild`'s times are read in.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when the server has none (it is asked to set
    /// one) or keeps one that is no longer a zone; a store failure.
    pub async fn zone(&self, guild_id: u64, guild: &GuildSettings) -> Result<Zone, AppError> {
        if let Some(name) = &guild.timezone {
            return Zone::named(name);
        }
        let daily = self.store.schedules(Some(guild_id)).await?;
        match daily.first() {
            Some(s) => Zone::named(&s.spec.timezone),
            None => Err(Text::msg(msg!("error-meetup-no-zone")).into()),
        }
    }
}
