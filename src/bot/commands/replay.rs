//! `/replay`: reproduces a roll from its replay code, with its record.

use crate::app::error::AppError;
use crate::app::play::game::Occasion;
use crate::app::source::names::ThrownWith;
use crate::app::visibility::Visibility;
use crate::bot::caller::Caller;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::bot::options::spec::OptionSpec;
use crate::bot::{Bot, Plan};
use crate::core::roll::text::number_label;
use crate::discord::limits;
use crate::discord::present::roll::Shown;
use crate::discord::present::roll::roll_message;
use crate::discord::reply::{Button, Reply};
use crate::i18n::{t, t_with};

pub const SPEC: CommandSpec = CommandSpec {
    name: "replay",
    positional: &[CODE.name],
    reach: Reach::Anywhere,
    managers_only: false,
    options: &[CODE],
    subcommands: &[],
    parse,
};

/// The replay code under a roll.
const CODE: OptionSpec = OptionSpec::text("code").required();

/// The options of `/replay`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayArgs {
    pub code: String,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Replay(ReplayArgs {
        code: o.required(&CODE)?,
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
        let roll = self
            .app()
            .variants()
            .replayed(caller.who.guild_id, code)
            .await?;
        let look = self.look_of(caller, &plan.guild).await;
        let mut reply = roll_message(
            self.app(),
            &roll,
            Shown {
                source: ThrownWith::ReplayCode,
                again: None,
                record: None,
                visibility: Visibility::Public,
                play: self
                    .app()
                    .play()
                    .offers(&plan.guild)
                    .then_some(Occasion::Roll),
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
        if let Some(id) = record_of_code_id(&roll.replay_code()) {
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

/// The id of the "Full record" button under a roll shown from its replay
/// code; `None` when the code is too long for a button.
pub fn record_of_code_id(code: &str) -> Option<String> {
    let id = format!("record|{code}");
    (id.len() <= limits::CUSTOM_ID).then_some(id)
}

/// A [`record_of_code_id`] read back, from the words after `record`.
pub fn read_record_of_code(words: &[&str]) -> Option<String> {
    match *words {
        [code] => Some(code.to_owned()),
        _ => None,
    }
}
