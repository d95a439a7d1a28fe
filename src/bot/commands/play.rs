//! The "Play on lichess" button: a press makes the roll's position an open
//! challenge on lichess ([`crate::app::play`]) and answers with its
//! addresses. The reply is deferred at once (lichess is asked over the
//! network) and public unless the roll was its roller's alone.

use crate::app::error::AppError;
use crate::app::play::limits::Asker;
use crate::app::play::occasion::Pressed;
use crate::app::view::play::PlayView;
use crate::bot::caller::Caller;
use crate::bot::{Bot, Plan};
use crate::core::position::Position;
use crate::discord::play_button::PlayPress;
use crate::discord::reply::{Button, Reply};
use crate::i18n::{Text, t};

impl Bot {
    /// Makes the pressed roll's game on lichess.
    pub(crate) async fn play_on_lichess(
        &self,
        press: PlayPress,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let app = self.app();
        let guild_id = caller.who.guild_id;
        let variant = app.variants().named(guild_id, &press.variant).await?;
        let position = Position::from_number(variant, press.number)
            .map_err(|_| AppError::from(Text::msg(msg!("error-old-control"))))?;
        // The id is the presser's to edit: what it says the roll was is
        // checked against the store before the game is named for it.
        let pressed = Pressed {
            position,
            occasion: press.occasion,
            kept: press.kept,
            guild: guild_id,
            pair: press.pair,
        };
        let game = app.play().pressed_game(&pressed).await?;
        let asker = Asker::Person {
            user: caller.who.user_id,
            guild: guild_id,
        };
        let played = app
            .play()
            .play(&game, &asker, &plan.guild, app.play().deadline())
            .await?;
        let lang = self.look_of(caller, &plan.guild).await.lang;
        let view = PlayView::new(&played, lang);
        Ok(Reply {
            ephemeral: plan.ephemeral,
            content: Some(view.text()),
            buttons: vec![Button::link(
                t(lang, msg!("button-play-lichess")),
                view.url.clone(),
            )],
            ..Reply::default()
        })
    }
}
