//! `/replay`: reproduces a roll from its replay code, with its record.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};

use crate::app::error::AppError;
use crate::app::present::Shown;
use crate::app::reply::Visibility;
use crate::app::reply::{Button, Reply};
use crate::app::source_names::Origin;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::bot::{Bot, Plan, controls};
use crate::core::roll::text::number_label;
use crate::i18n::{t, t_with};

pub const SPEC: CommandSpec = CommandSpec {
    name: "replay",
    positional: &["code"],
    reach: Reach::Anywhere,
    register,
    parse,
};

fn register() -> CreateCommand {
    CreateCommand::new(SPEC.name)
        .description("Reproduce a roll from its replay code")
        .add_option(
            CreateCommandOption::new(
                CommandOptionType::String,
                "code",
                "The code under a roll, like 960-p6-…",
            )
            .required(true),
        )
}

/// The options of `/replay`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayArgs {
    pub code: String,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Replay(ReplayArgs {
        code: o.required("code")?,
    }))
}

impl Run for ReplayArgs {
    fn rules(&self) -> Rules {
        Rules::PUBLIC.without_settings().read_only()
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        cx.bot.replay(&self.code, cx.plan, cx.caller).await
    }
}

impl Bot {
    pub(crate) async fn replay(
        &self,
        code: &str,
        plan: &Plan,
        caller: &Caller,
    ) -> Result<Reply, AppError> {
        let roll = self.app().replayed(caller.who.guild_id, code).await?;
        let look = self.look_of(caller, &plan.guild).await;
        let mut reply = self
            .app()
            .roll_message(
                &roll,
                Shown {
                    source: Origin::ReplayCode,
                    again: None,
                    record: None,
                    visibility: Visibility::Public,
                },
                &look,
            )
            .await?;
        let position = format!(
            "{} {}",
            roll.spec.variant,
            number_label(roll.spec.variant, roll.position.number())
        );
        // The whole record on a press, as under a saved roll.
        if let Some(id) = controls::record_of_code_id(&roll.replay_code()) {
            reply
                .buttons
                .push(Button::action(t(look.lang, msg!("button-full-record")), id));
        }
        reply.headline(t_with(
            look.lang,
            msg!("replay-confirmed"),
            &[
                ("throws", roll.faces.len().into()),
                ("position", position.into()),
            ],
        ));
        Ok(reply)
    }
}
