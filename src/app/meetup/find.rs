//! A server's coming nights, and the one a command means: by its name
//! (a weekly series' next night), or the server's only coming one.

use super::Meetups;
use crate::app::error::AppError;
use crate::i18n::Text;
use crate::store::{Meetup, MeetupState};

impl Meetups<'_> {
    /// The server's nights that have not ended, soonest first; cancelled
    /// ones too (marked so).
    ///
    /// # Errors
    ///
    /// A store failure.
    pub async fn list(&self, guild_id: u64) -> Result<Vec<Meetup>, AppError> {
        let now = self.clock.now().as_second();
        Ok(self.store.meetups(Some(guild_id), now).await?)
    }

    /// The night a command means: the soonest coming night of that name
    /// (names compare without case), or the server's only coming night.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when no night is named so (the coming ones are
    /// named), or none is given and the server has several or none; a
    /// store failure.
    pub async fn find(&self, guild_id: u64, name: Option<&str>) -> Result<Meetup, AppError> {
        let coming: Vec<Meetup> = self
            .list(guild_id)
            .await?
            .into_iter()
            .filter(|m| m.state == MeetupState::Planned)
            .collect();
        let names = || {
            let mut all: Vec<&str> = coming.iter().map(|m| m.meetup.name.as_str()).collect();
            all.dedup();
            all.join(", ")
        };
        match name.map(str::trim).filter(|n| !n.is_empty()) {
            Some(typed) => coming
                .iter()
                .find(|m| m.meetup.name.to_lowercase() == typed.to_lowercase())
                .cloned()
                .ok_or_else(|| {
                    Text::msg(msg!("error-meetup-unknown"))
                        .with("name", typed.chars().take(60).collect::<String>())
                        .into()
                }),
            None => match coming.as_slice() {
                [one] => Ok(one.clone()),
                [] => Err(Text::msg(msg!("error-meetup-none")).into()),
                _ => Err(Text::msg(msg!("error-meetup-which"))
                    .with("names", names())
                    .into()),
            },
        }
    }

    /// The names of the server's coming nights containing `typed`, for
    /// `name:` as it is typed.
    pub async fn names_like(&self, guild_id: u64, typed: &str, most: usize) -> Vec<String> {
        let typed = typed.to_lowercase();
        let mut names: Vec<String> = self
            .list(guild_id)
            .await
            .unwrap_or_default()
            .into_iter()
            .filter(|m| m.state == MeetupState::Planned)
            .map(|m| m.meetup.name)
            .filter(|n| n.to_lowercase().contains(&typed))
            .collect();
        names.dedup();
        names.truncate(most);
        names
    }
}
