//! One day's challenge: a fresh roll with the OS's random numbers, saved
//! before it is posted, and the message that invites the club to play it.

use crate::app::App;
use crate::app::drawing::Look;
use crate::app::error::AppError;
use crate::app::people::look::server_lang;
use crate::app::play::game::Occasion;
use crate::app::rolls::keep::Made;
use crate::app::rolls::request::RollRequest;
use crate::app::rolls::roller::Throws;
use crate::app::source::names::ThrownWith;
use crate::app::view::board::heading;
use crate::app::visibility::Visibility;
use crate::core::variant::Variant;
use crate::discord::limits;
use crate::discord::present::roll::Shown;
use crate::discord::present::roll::roll_message;
use crate::discord::reply::Reply;
use crate::i18n::{Lang, t_with};
use crate::store::{DailyOf, GuildSettings, NewRoll, RollKind, StoreError, Who};
use jiff::civil::Date;

/// Where a day's challenge is posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub guild_id: u64,
    pub channel_id: u64,
}

/// Rolls a day's challenge by the server's rules, as `/random` rolls: its
/// method where the variant has it, its device, the standard position
/// thrown again, a pair of games; and hands it to `keep`, which saves it
/// with what it is kept as (the day's claim, or the date's challenge) in
/// one transaction, or saves nothing where the date's was kept first.
///
/// # Errors
///
/// When the roll cannot be made or kept.
pub async fn roll<T>(
    app: &App,
    variant: Variant,
    place: Place,
    guild: &GuildSettings,
    keep: impl AsyncFnOnce(NewRoll) -> Result<T, StoreError>,
) -> Result<T, AppError> {
    let spec = RollRequest::default().resolve(variant, guild, app.settings().roll.dice)?;
    let who = Who {
        user_id: 0,
        user_name: "daily challenge".into(),
        guild_id: Some(place.guild_id),
        channel_id: Some(place.channel_id),
    };
    let made = Made {
        who: &who,
        kind: RollKind::Daily,
        visibility: Visibility::Public,
    };
    let lang = server_lang(guild).unwrap_or_default();
    let throws = Throws::unattended(guild.source);
    app.rolls()
        .make_kept_by(spec, throws, (&|_| {}, lang), &made, keep)
        .await
}

/// The name of a post's thread: the day and the variant, in the server's
/// language, within Discord's limit (a club's variant names run to 60
/// characters).
pub fn thread_name(day: &str, variant: &str, lang: Lang) -> String {
    let name = t_with(
        lang,
        msg!("daily-thread"),
        &[("date", day.into()), ("variant", variant.into())],
    );
    name.chars().take(limits::THREAD_NAME).collect()
}

/// A daily post's "Play on lichess", named for its date, when the server
/// offers it (its settings unread: none, and the post goes without).
async fn lichess_occasion(app: &App, who: &crate::store::Who, date: &str) -> Option<Occasion> {
    let date: jiff::civil::Date = date.parse().ok()?;
    match app.servers().settings(who).await {
        Ok(guild) => app.play().offers(&guild).then_some(Occasion::Daily(date)),
        Err(e) => {
            tracing::warn!(guild = who.guild_id, error = %e, "could not read a server's settings; the daily post goes without Play on lichess");
            None
        }
    }
}

/// The post for a saved daily roll: the same message for every attempt at
/// one day's post.
///
/// # Errors
///
/// When the roll cannot be read back or drawn.
/// `lang` is the server's chosen language (English when it chose none).
pub async fn message(
    app: &App,
    roll_id: i64,
    date: &str,
    late: bool,
    lang: Option<Lang>,
) -> Result<Reply, AppError> {
    let saved = app.store().roll(roll_id).await?.ok_or_else(|| {
        AppError::internal(
            msg!("error-daily-roll-missing"),
            format!("roll {roll_id} is not in the store"),
        )
    })?;
    let roll = app
        .variants()
        .replayed(saved.roll.who.guild_id, &saved.roll.replay_code)
        .await?;
    let lang = lang.unwrap_or_default();
    let mut reply = roll_message(
        app,
        &roll,
        Shown {
            source: ThrownWith::Kept(&saved.roll.source),
            again: None,
            record: Some(saved.record()),
            visibility: Visibility::Public,
            play: lichess_occasion(app, &saved.roll.who, date).await,
        },
        &Look {
            lang,
            ..app.boards().default_look()
        },
    )
    .await?;
    // Named as its title names it.
    let position = heading(&roll.position);
    let id = if late {
        msg!("daily-headline-late")
    } else {
        msg!("daily-headline")
    };
    reply.headline(t_with(
        lang,
        id,
        &[("date", date.into()), ("position", position.into())],
    ));
    Ok(reply)
}

/// The date's challenge now (`/daily now`): the one already kept for the
/// date (by an earlier `/daily now`, or the schedule's post), else a new
/// one (of `variant`), rolled, then saved and kept as the date's in one
/// transaction, so the schedule's post that day posts the same position
/// and a racing `/daily now` that lost saves nothing: the reply, and the
/// date's roll.
///
/// # Errors
///
/// When the roll cannot be made, saved or drawn.
pub async fn now(
    app: &App,
    of: DailyOf,
    date: Date,
    variant: Variant,
    place: Place,
    lang: Option<Lang>,
) -> Result<(Reply, i64), AppError> {
    let roll_id = match app.store().day_roll(of, date).await? {
        Some(kept) => kept,
        None => {
            let guild = app.store().guild_settings(place.guild_id).await?;
            let now = app.clock().now().as_second();
            let store = app.store();
            // Of two made at once, the first kept is the date's.
            roll(app, variant, place, &guild, async |new| {
                store.keep_day_roll(of, date, new, now).await
            })
            .await?
        }
    };
    let reply = message(app, roll_id, &date.to_string(), false, lang).await?;
    Ok((reply, roll_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_threads_name_is_in_the_servers_language_and_within_discords_limit() {
        assert_eq!(
            thread_name("2026-03-29", "Chess960 (Fischer Random)", Lang::En),
            "Daily challenge 2026-03-29 · Chess960 (Fischer Random)"
        );
        assert_eq!(
            thread_name("2026-03-29", "Chess960 (Fischer Random)", Lang::De),
            "Tägliche Herausforderung 2026-03-29 · Chess960 (Fischer Random)"
        );
        // A club's variant name runs to 60 characters, in any language.
        let long = "Ä".repeat(60);
        for lang in Lang::ALL {
            let name = thread_name("2026-03-29", &long, lang);
            assert!(
                (1..=limits::THREAD_NAME).contains(&name.chars().count()),
                "{lang}: {name}"
            );
        }
    }
}
