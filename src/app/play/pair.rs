//! A club night's board on lichess for its two players only: an open
//! challenge locked to their lichess usernames (lichess's `users` field),
//! with the colours the pairing drew.

use std::time::Duration;

use super::Play;
use super::game::{Game, Played, server_clock};
use super::lichess::{ChallengeRequest, Players, playable};
use super::unmade::{Unmade, unmade};
use super::username::username;
use crate::app::error::AppError;
use crate::store::GuildSettings;

impl Play<'_> {
    /// Makes `game` an open challenge on lichess that only `white` and
    /// `black` (lichess usernames) may join, `white` with the white pieces,
    /// on the server's clock, giving up after `deadline`: its link is for
    /// both of them. Not counted against anyone's hourly limit: the bot
    /// makes these at a night's start, one a board, not at a person's
    /// press; lichess's one request at a time and its quiet minute after a
    /// 429 hold as for every challenge.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when lichess play is off here, the position is
    /// not one lichess plays, a name is not a lichess username, the two
    /// are one person, or lichess asked for a pause; a fault (to be logged
    /// by the caller) when lichess refused, did not answer or could not be
    /// reached.
    pub async fn open_for_pair(
        &self,
        game: &Game,
        (white, black): (&str, &str),
        guild: &GuildSettings,
        deadline: Duration,
    ) -> Result<Played, AppError> {
        let lichess = match self.lichess {
            Some(lichess) if guild.lichess => lichess,
            _ => return Err(Unmade::off().into()),
        };
        let Some(playable) = playable(&game.position) else {
            return Err(Unmade::not_playable(&game.position).into());
        };
        let players = Players {
            white: username(white)?,
            black: username(black)?,
        };
        // lichess reads names in any case: one account cannot play itself.
        if players.white.eq_ignore_ascii_case(&players.black) {
            return Err(crate::i18n::Text::msg(msg!("error-lichess-same-player"))
                .with("name", players.white.as_str())
                .into());
        }
        let time = server_clock(guild);
        let request = ChallengeRequest {
            game: playable,
            time,
            name: game.name.clone(),
        };
        let challenge = lichess
            .open_challenge_for(&request, &players, deadline)
            .await
            .map_err(|e| AppError::from(unmade(e, self.clock.now())))?;
        Ok(Played {
            challenge,
            name: game.name.clone(),
            time,
            pair: game.pair,
        })
    }
}
