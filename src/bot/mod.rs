//! The Discord bot: the [`App`] answering interactions.
//!
//! - [`Bot`] (here): one `handle` from an [`Action`] to a [`Reply`]; the
//!   one place a failed action is logged and turned into an ephemeral
//!   error.
//! - [`plan`]: what a transport must know before the work starts (defer at
//!   once? private? replace the message?).
//! - [`action`], [`caller`], [`options`]: what was asked, by whom, with
//!   which options; the ids buttons carry.
//! - [`commands`]: one file per slash command (registration, parsing, the
//!   work), and the one table of them.
//! - [`autocomplete`]: choices for half-typed options.
//! - [`transport`]: the serenity gateway client, the signed HTTP
//!   interactions endpoint, the local console, and the relay that answers
//!   within Discord's deadline for both Discord transports.

pub mod action;
pub mod autocomplete;
pub mod caller;
pub mod commands;
pub mod options;
pub mod plan;
pub mod transport;

#[cfg(test)]
pub(crate) mod tests;

use std::sync::Arc;

use crate::app::drawing::Look;
use crate::app::error::AppError;
use crate::app::rolls::roller::ProgressFn;
use crate::app::settings::Settings;
use crate::app::{App, StartError};
use crate::bot::commands::{Context, Run};
use crate::discord::markdown;
use crate::i18n::Lang;
use crate::store::GuildSettings;
use crate::store::Store;

pub use crate::discord::reply::Reply;
pub use action::Action;
pub use caller::Caller;
pub use commands::roll_along::buttons::Press;
pub use commands::{Command, RandomArgs};
pub use options::Value;
pub use plan::Plan;

/// The bot: the app, answering Discord's interactions. Commands reach the
/// [`App`] it wraps, with its store, settings and rolls, through
/// [`Bot::app`]; the daily scheduler shares the same `App`.
pub struct Bot {
    app: Arc<App>,
}

impl Bot {
    /// A bot with these settings ([`App::new`]).
    ///
    /// # Errors
    ///
    /// A wrong `[bot]` setting, named.
    pub fn new(settings: Settings, store: Arc<dyn Store>) -> Result<Bot, StartError> {
        Ok(Bot::from_app(App::new(settings, store)?))
    }

    /// The bot answering for `app`.
    pub fn from_app(app: App) -> Bot {
        Bot { app: Arc::new(app) }
    }

    /// The app this bot answers for: its store, settings and rolls. Shared
    /// with the daily scheduler.
    pub fn app(&self) -> &Arc<App> {
        &self.app
    }

    /// How the caller sees rolls here: their `/prefs`, in their chosen
    /// language, else their Discord's, else the server's.
    pub(crate) async fn look_of(&self, caller: &Caller, guild: &GuildSettings) -> Look {
        self.app()
            .people()
            .look(caller.who.user_id, caller.lang_in(guild))
            .await
    }

    /// Handles one action. Never fails: problems become ephemeral errors
    /// that say what to do, and a fault on the bot's side is logged here,
    /// once, with the command, the person and the place.
    pub async fn handle(&self, action: Action, caller: &Caller, progress: ProgressFn<'_>) -> Reply {
        match self.plan(&action, caller).await {
            Ok(plan) => self.handle_planned(&plan, action, caller, progress).await,
            Err(e) => unplanned(&action, caller, &e),
        }
    }

    /// [`Bot::handle`] for an action already planned by [`Bot::plan`].
    pub async fn handle_planned(
        &self,
        plan: &Plan,
        action: Action,
        caller: &Caller,
        progress: ProgressFn<'_>,
    ) -> Reply {
        let start = std::time::Instant::now();
        let done = self.dispatch(plan, action.clone(), caller, progress).await;
        let outcome = done.as_ref().map_or_else(outcome_of, |_| "ok");
        crate::app::metrics::interaction(action.name(), outcome, start.elapsed());
        match done {
            // Who sees it was planned once, for every command.
            Ok(reply) => Reply {
                ephemeral: reply.ephemeral || plan.ephemeral,
                ..reply
            }
            .fit(),
            Err(e) => {
                let lang = self.error_lang(&e, caller, &plan.guild).await;
                failed(&action, caller, &e, lang)
            }
        }
    }

    /// The language to refuse in: the caller's own choice when the refusal
    /// is theirs to put right (one more read of their preferences); for a
    /// fault on the bot's side, where the store may be what failed, their
    /// Discord's or the server's without asking it.
    async fn error_lang(&self, e: &AppError, caller: &Caller, guild: &GuildSettings) -> Lang {
        if e.detail().is_none() {
            self.look_of(caller, guild).await.lang
        } else {
            caller.lang_in(guild)
        }
    }

    async fn dispatch(
        &self,
        plan: &Plan,
        action: Action,
        caller: &Caller,
        progress: ProgressFn<'_>,
    ) -> Result<Reply, AppError> {
        let cx = Context {
            bot: self,
            plan,
            caller,
            progress,
        };
        match action {
            Action::Command(command) => command.run(cx).await,
            Action::RollAgain(args) => args.run(cx).await,
            Action::FullRecord(key) => self.full_record(key, plan, caller).await,
            Action::FullRecordOfCode(code) => self.full_record_of_code(&code, plan, caller).await,
            Action::PlayOnLichess(press) => self.play_on_lichess(press, plan, caller).await,
            Action::MeetupAnswer { night, answer } => {
                self.meetup_answer(night, answer, caller).await
            }
            Action::RollAlongPress {
                session,
                version,
                press,
            } => self.press(session, version, press, plan, caller).await,
        }
    }
}

/// The reply to an action whose [`Bot::plan`] failed: the server's
/// settings are unknown, so in the person's Discord language.
pub fn unplanned(action: &Action, caller: &Caller, e: &AppError) -> Reply {
    // Counted as every answered action is: a store that cannot be reached
    // fails here, before any work, and an alert on faults must see it.
    crate::app::metrics::unplanned(action.name(), outcome_of(e));
    failed(action, caller, e, caller.lang(None))
}

/// How a failed action is counted: a fault on the bot's side (it has a
/// detail to log) or a refusal the person can put right.
fn outcome_of(e: &AppError) -> &'static str {
    if e.detail().is_some() {
        "fault"
    } else {
        "refused"
    }
}

/// The reply to a failed action; a fault is logged here, once, with the
/// action, the person and the place (and the roll-along, for a press).
fn failed(action: &Action, caller: &Caller, e: &AppError, lang: Lang) -> Reply {
    if let Some(detail) = e.detail() {
        let roll_along = match action {
            Action::RollAlongPress { session, .. } => Some(*session),
            _ => None,
        };
        tracing::error!(
            command = action.name(),
            user = caller.who.user_id,
            guild = caller.who.guild_id,
            channel = caller.who.channel_id,
            roll_along,
            error = %detail,
            "an action failed"
        );
    }
    // Discord reads the words as Markdown: another site's reason among
    // them is shown as it was written.
    Reply::error(e.user_text_escaping(lang, &markdown::escape)).fit()
}
