//! A press of "Play on lichess": whether a server offers it, the game a
//! roll makes, and the open challenge made for the asker within the
//! limits.

use std::time::Duration;

use super::Play;
use super::game::{Game, Occasion, Offer, Played, server_clock};
use super::lichess::{ChallengeRequest, playable};
use super::limits::Asker;
use super::unmade::{Unmade, Unplayed, unmade};
use crate::app::error::AppError;
use crate::core::roll::Roll;
use crate::store::GuildSettings;

impl Play<'_> {
    /// Whether rolls under `guild`'s settings offer "Play on lichess":
    /// the process has it on (`[lichess] enabled`) and the server has not
    /// turned it off.
    #[must_use]
    pub fn offers(&self, guild: &GuildSettings) -> bool {
        self.lichess.is_some() && guild.lichess
    }

    /// How long lichess has to make a game (`[lichess] timeout_secs`, at
    /// least a second): well inside the 15 minutes a deferred reply may
    /// take, and about as long as anyone waits for a button.
    #[must_use]
    pub fn deadline(&self) -> Duration {
        Duration::from_secs(self.settings.lichess.timeout_secs.max(1))
    }

    /// Makes `game` an open challenge on lichess with the server's clock,
    /// for `asker`, giving up after `deadline`.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when lichess play is off here, the position is
    /// not one lichess plays, the asker is over a limit, or lichess asked
    /// for a pause; a fault (logged by the caller) when lichess refused,
    /// did not answer or could not be reached.
    pub async fn play(
        &self,
        game: &Game,
        asker: &Asker,
        guild: &GuildSettings,
        deadline: Duration,
    ) -> Result<Played, AppError> {
        Ok(self.try_play(game, asker, guild, deadline).await?)
    }

    /// [`Play::play`], saying why no game was made as well as
    /// what the person reads: a face that answers each cause its own way
    /// (the web pages' statuses and `Retry-After`) reads [`Unmade::why`].
    ///
    /// # Errors
    ///
    /// As [`Play::play`].
    pub async fn try_play(
        &self,
        game: &Game,
        asker: &Asker,
        guild: &GuildSettings,
        deadline: Duration,
    ) -> Result<Played, Unmade> {
        let lichess = match self.lichess {
            Some(lichess) if guild.lichess => lichess,
            _ => return Err(Unmade::off()),
        };
        let Some(playable) = playable(&game.position) else {
            return Err(Unmade::not_playable(&game.position));
        };
        // Counted before lichess is asked (two presses at once cannot both
        // take a person's last game), given back if lichess made no game;
        // kept if this is dropped while lichess is asked.
        let reserved = self
            .limits
            .reserve(asker, self.clock.now())
            .map_err(|(error, wait)| Unmade {
                why: Unplayed::Limited(wait),
                error,
            })?;
        let time = server_clock(guild);
        let request = ChallengeRequest {
            game: playable,
            time,
            name: game.name.clone(),
        };
        let challenge = match lichess.open_challenge(&request, deadline).await {
            Ok(challenge) => {
                reserved.keep();
                challenge
            }
            Err(e) => {
                reserved.give_back();
                return Err(unmade(e, self.clock.now()));
            }
        };
        Ok(Played {
            challenge,
            name: game.name.clone(),
            time,
            pair: game.pair,
        })
    }

    /// What a roll's web page offers: its game, named for what the roll
    /// was, and the settings of the server it was made in. What it was is
    /// read from the first record kept with its replay code that is not
    /// private: a daily challenge ("Backrank · daily challenge
    /// 2026-11-27"), or a roll of its own ("Backrank · SP 521", as is a
    /// roll kept nowhere); its server's settings, or the defaults outside
    /// servers. An event's round is named as a roll of its own here: a
    /// code says nothing of who rolled it (another server's roll, or
    /// anyone's throws, can give the same code), and an event's name is
    /// for those with its link, whose page names the round's game.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn roll_offer(&self, roll: &Roll) -> Result<Offer, AppError> {
        let pair = roll.spec.pair;
        let position = &roll.position;
        let Some(kept) = self.store.first_public_roll(roll.replay_code()).await? else {
            return Ok(Offer {
                game: Game::roll(position, pair),
                guild: GuildSettings::default(),
            });
        };
        let guild = match kept.roll.who.guild_id {
            Some(g) => self.store.guild_settings(g).await?,
            None => GuildSettings::default(),
        };
        let game = match self.occasion_of(&kept).await? {
            Occasion::Daily(date) => Game::daily(position, date, pair),
            Occasion::Roll | Occasion::Round { .. } => Game::roll(position, pair),
        };
        Ok(Offer { game, guild })
    }
}
