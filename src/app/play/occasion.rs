//! What a roll was, read from the store and checked before a game on
//! lichess is named for it: a daily challenge by the record kept for its
//! date, an event's round by the round's own check. The bot's button and
//! the web's pages both come here, so a name one face would refuse is
//! given by none: a button's id is the asker's to edit, and only what the
//! store vouches for names a game.

use std::sync::Arc;

use super::Play;
use super::game::{Game, Occasion};
use crate::app::error::AppError;
use crate::app::event::Events;
use crate::app::event::check::RoundCheck;
use crate::app::event::round::Revealed;
use crate::core::position::Position;
use crate::i18n::Text;
use crate::store::{Event, RollKind, SavedRoll, Scope};

/// Why round `round` of an event is neither shown nor played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoRound {
    /// It is not one of the event's rounds (0, or past its last).
    Outside,
    /// It is one of them, not revealed yet.
    NotYet,
    /// Revealed, but what is kept for it fails its check: the store was
    /// changed afterwards (the check logged it).
    Forged,
    /// Revealed, but it could not be checked just now (the check logged
    /// why).
    Unchecked,
    /// Revealed, its own record intact, but its draw needs the position
    /// of this earlier round, whose record fails its check.
    Held(i64),
}

impl NoRound {
    /// What a person who asked for a game of round `round` of `event`
    /// reads.
    #[must_use]
    pub fn text(self, event: &Event, round: i64) -> Text {
        let name = event.event.name.as_str();
        let id = match self {
            NoRound::Outside => {
                return Text::msg(msg!("lichess-round-none"))
                    .with("round", round)
                    .with("name", name)
                    .with("rounds", event.event.rounds());
            }
            NoRound::NotYet => msg!("error-event-unrevealed"),
            NoRound::Forged => msg!("lichess-round-forged"),
            NoRound::Unchecked => msg!("lichess-round-unchecked"),
            NoRound::Held(by) => {
                return Text::msg(msg!("lichess-round-held"))
                    .with("round", round)
                    .with("name", name)
                    .with("by", by);
            }
        };
        Text::msg(id).with("round", round).with("name", name)
    }
}

/// Round `round` of `event` as every face shows it or names a game for
/// it: one of the event's rounds, revealed, and checked again as its
/// reveal checked it ([`Events::round_check`]).
///
/// # Errors
///
/// [`NoRound`], saying which of those it is not.
pub async fn shown_round(
    events: &Events<'_>,
    event: &Event,
    round: i64,
) -> Result<Arc<Revealed>, NoRound> {
    if !(1..=event.event.rounds()).contains(&round) {
        return Err(NoRound::Outside);
    }
    if round > event.revealed {
        return Err(NoRound::NotYet);
    }
    match events.round_check(event, round).await {
        RoundCheck::Shown(r) => Ok(r),
        RoundCheck::Forged => Err(NoRound::Forged),
        RoundCheck::Unchecked => Err(NoRound::Unchecked),
        RoundCheck::Held(by) => Err(NoRound::Held(by)),
    }
}

/// A revealed, checked round's game: "Backrank · Club Open round 3", of
/// the round's own position and pairing. `None` when lichess has no board
/// for it.
#[must_use]
pub fn round_game(r: &Revealed) -> Option<Game> {
    let round = u32::try_from(r.round).ok()?;
    Game::round(
        &r.roll.position,
        &r.event.event.name,
        round,
        r.roll.spec.pair,
    )
}

/// A "Play on lichess" press as the bot read it from its button: the
/// position it names, what it says the roll was, and where it was
/// pressed. Every part is the asker's to edit.
#[derive(Clone, Debug)]
pub struct Pressed {
    pub position: Position,
    pub occasion: Occasion,
    /// The record number the roll was kept as in its server, which
    /// vouches for a daily challenge's date (none on buttons made before
    /// it was carried).
    pub kept: Option<i64>,
    /// The server it was pressed in.
    pub guild: Option<u64>,
    pub pair: bool,
}

impl Play<'_> {
    /// What a saved roll was, which names its game: an event's round, a
    /// daily challenge by the date it was kept for, or a roll of its own.
    ///
    /// # Errors
    ///
    /// When the store fails.
    pub async fn occasion_of(&self, saved: &SavedRoll) -> Result<Occasion, AppError> {
        Ok(match (&saved.roll.event, saved.roll.kind) {
            (Some(e), _) => Occasion::Round {
                event: e.event_id,
                round: u32::try_from(e.round).unwrap_or(0),
            },
            (None, RollKind::Daily) => match self.store.daily_date(saved.id).await? {
                Some(date) => Occasion::Daily(date),
                None => Occasion::Roll,
            },
            (None, _) => Occasion::Roll,
        })
    }

    /// The game a press asks for, named only for what the store vouches
    /// for:
    /// - an event's round by the round itself: one of the event's,
    ///   revealed, passing its check, and the press's position its own
    ///   (then played with the round's pairing);
    /// - a daily challenge by its record: kept in this server as the
    ///   date's challenge, of the press's position;
    /// - a roll of its own, or what nothing is kept for (an event since
    ///   deleted or of another server, a daily button made before its
    ///   record was carried), by the position's own name, which claims
    ///   nothing.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when lichess has no board for the position, or
    /// the round or date named is not what the store keeps (saying which:
    /// the round check has logged a fault of its own); a store failure.
    pub async fn pressed_game(&self, pressed: &Pressed) -> Result<Game, AppError> {
        let game = match pressed.occasion {
            Occasion::Roll => Game::roll(&pressed.position, pressed.pair),
            Occasion::Daily(date) => self.daily_game(pressed, date).await?,
            Occasion::Round { event, round } => self.round_press(pressed, event, round).await?,
        };
        game.ok_or_else(|| super::unmade::Unmade::not_playable(&pressed.position).error)
    }

    /// A press's daily game, vouched for by its record.
    async fn daily_game(
        &self,
        pressed: &Pressed,
        date: jiff::civil::Date,
    ) -> Result<Option<Game>, AppError> {
        let (Some(guild), Some(record_no)) = (pressed.guild, pressed.kept) else {
            return Ok(Game::roll(&pressed.position, pressed.pair));
        };
        let saved = self.store.record(Scope::Guild(guild), record_no).await?;
        let vouched = match &saved {
            Some(saved) if same_position(saved, &pressed.position) => {
                self.occasion_of(saved).await? == Occasion::Daily(date)
            }
            _ => false,
        };
        if !vouched {
            return Err(AppError::Input(
                Text::msg(msg!("lichess-daily-other")).with("date", date.to_string()),
            ));
        }
        Ok(Game::daily(&pressed.position, date, pressed.pair))
    }

    /// A press's round game, vouched for by the round's check.
    async fn round_press(
        &self,
        pressed: &Pressed,
        event_id: i64,
        round: u32,
    ) -> Result<Option<Game>, AppError> {
        let event = match pressed.guild {
            Some(guild) => self
                .store
                .events(guild)
                .await?
                .into_iter()
                .find(|e| e.id == event_id),
            None => None,
        };
        let Some(event) = event else {
            return Ok(Game::roll(&pressed.position, pressed.pair));
        };
        let round = i64::from(round);
        let r = shown_round(&self.events, &event, round)
            .await
            .map_err(|no| AppError::Input(no.text(&event, round)))?;
        let p = &r.roll.position;
        if p.variant().spec().code != pressed.position.variant().spec().code
            || p.number() != pressed.position.number()
        {
            return Err(AppError::Input(
                Text::msg(msg!("lichess-round-other"))
                    .with("round", round)
                    .with("name", event.event.name.as_str()),
            ));
        }
        Ok(round_game(&r))
    }
}

/// Whether `saved` is of `position`: its variant (the version kept) and
/// its number.
fn same_position(saved: &SavedRoll, position: &Position) -> bool {
    saved.roll.spec.variant.is(position.variant()) && saved.roll.number == position.number()
}
