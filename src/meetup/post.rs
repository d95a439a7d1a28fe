//! A night's messages as the scheduler posts them, and where they go.
//!
//! The start post is round 1's message as `/event next` makes it (the
//! board, the record, the lines that check it, "Play on lichess"), with
//! the pairings under it, each player mentioned, and the line that checks
//! the pairings offline; a later round's is round's message alone.

use std::time::Duration;

use async_trait::async_trait;

use crate::app::App;
use crate::app::error::AppError;
use crate::app::meetup::start::Started;
use crate::app::play::game::Game;
use crate::daily::PostError;
use crate::discord::limits;
use crate::discord::present::event_round::round_message;
use crate::discord::present::meetup::pairing_lines;
use crate::discord::present::roll::event_web_button;
use crate::discord::reply::{File, Reply};
use crate::i18n::{Lang, t, t_with};
use crate::store::{GuildSettings, Meetup};

/// Where a night's messages go.
#[async_trait]
pub trait NightPoster: Send + Sync {
    /// Posts `reply` in `channel`; the message's id. `nonce` is the same
    /// for every attempt at one message, so Discord drops a repeat.
    async fn post(&self, channel: u64, reply: &Reply, nonce: &str) -> Result<u64, PostError>;
    /// Replaces the text, embed and buttons of a message the bot posted.
    async fn edit(&self, channel: u64, message: u64, reply: &Reply) -> Result<(), PostError>;
}

/// The start post: round 1, the pairings, the check; late when the bot
/// was down at the start.
///
/// # Errors
///
/// What making round 1's message fails with.
pub async fn start_post(
    app: &App,
    started: &Started,
    guild: &GuildSettings,
    late: bool,
    lang: Lang,
) -> Result<Reply, AppError> {
    let lichess = app.play().offers(guild);
    let mut reply = round_message(app, &started.round, lichess, lang).await?;
    reply
        .buttons
        .extend(event_web_button(app, &started.round.event, lang));
    let p = &started.pairing;
    let mut lines = pairing_lines(p, lang);
    if lichess {
        lines.extend(locked_boards(app, started, guild, lang).await);
    }
    lines.push(t(lang, msg!("meetup-pairings-check")));
    lines.push(format!("```\n{}\n```", p.check));
    if late {
        lines.insert(
            0,
            t_with(
                lang,
                msg!("meetup-late"),
                &[(
                    "start",
                    format!("<t:{}:t>", started.night.meetup.starts_at).into(),
                )],
            ),
        );
    }
    let pairings = lines.join("\n");
    let room = limits::CONTENT.saturating_sub(
        reply
            .content
            .as_deref()
            .map_or(0, |c| c.chars().count() + 1),
    );
    if pairings.chars().count() <= room {
        reply.content = Some(match reply.content.take() {
            Some(c) => format!("{c}\n{pairings}"),
            None => pairings,
        });
    } else {
        // A big night: the pairings as a file, and as many boards as fit.
        reply.files.push(File {
            name: "pairings.txt".into(),
            bytes: pairings.clone().into_bytes(),
            description: Some(t(lang, msg!("meetup-pairings"))),
        });
        let mut shown = String::new();
        for line in pairings.lines() {
            if shown.chars().count() + line.chars().count() + 2 > room {
                break;
            }
            shown.push('\n');
            shown.push_str(line);
        }
        reply.content = Some(format!(
            "{}{shown}",
            reply.content.take().unwrap_or_default()
        ));
    }
    reply.pings = p.players();
    Ok(reply)
}

/// How long each locked game may take to make: the start post waits
/// for them.
const LOCKED_GAME_DEADLINE: Duration = Duration::from_secs(10);

/// "Play on lichess" for each board whose two players both linked a
/// lichess username (`/prefs`), locked to the two of them with the drawn
/// colours. A game lichess does not make is logged and left out: the
/// board is played at the table all the same.
async fn locked_boards(
    app: &App,
    started: &Started,
    guild: &GuildSettings,
    lang: Lang,
) -> Vec<String> {
    let round = &started.round;
    let e = &round.event.event;
    let Some(game) = Game::round(&round.roll.position, &e.name, 1, e.pairs) else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    for board in &started.pairing.pairing.boards {
        let name = |user: u64| async move {
            app.store()
                .user_prefs(user)
                .await
                .ok()
                .and_then(|p| p.lichess)
        };
        let (Some(white), Some(black)) = (name(board.white).await, name(board.black).await) else {
            continue;
        };
        match app
            .play()
            .open_for_pair(&game, (&white, &black), guild, LOCKED_GAME_DEADLINE)
            .await
        {
            Ok(played) => lines.push(t_with(
                lang,
                msg!("meetup-board-lichess"),
                &[
                    ("board", board.number.into()),
                    ("url", played.challenge.url.as_str().into()),
                ],
            )),
            Err(e) => tracing::warn!(
                night = started.night.id,
                board = board.number,
                error = %e.detail().unwrap_or_else(|| e.to_string()),
                "a board's game locked to its players could not be made on lichess"
            ),
        }
    }
    lines
}

/// Round `round` of `night`, revealed now unless an earlier try did, and
/// its message.
///
/// # Errors
///
/// As [`crate::app::meetup::Meetups::round`].
pub async fn round_post(
    app: &App,
    night: &Meetup,
    round: i64,
    lichess: bool,
    lang: Lang,
) -> Result<Reply, AppError> {
    let revealed = app.meetups().round(night, round).await?;
    round_message(app, &revealed, lichess, lang).await
}
