//! `/position`: a numbered starting position, drawn.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};

use crate::app::error::AppError;
use crate::app::present::{BOARD_FILE, COLOUR_INFO, lichess_button};
use crate::app::reply::{Embed, Reply};
use crate::bot::Bot;
use crate::bot::commands::{Command, CommandSpec, Reach, shared};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::core::fen::Fen;
use crate::core::numbering;
use crate::core::position::Position;
use crate::core::roll::text::number_label;
use crate::core::variant::Variant;
use crate::i18n::{Lang, Text};

pub const SPEC: CommandSpec = CommandSpec {
    name: "position",
    positional: &["variant", "number"],
    reach: Reach::Anywhere,
    register,
    parse,
};

fn register() -> CreateCommand {
    CreateCommand::new(SPEC.name)
        .description("Show a numbered starting position")
        .add_option(shared::variant())
        .add_option(
            CreateCommandOption::new(
                CommandOptionType::Integer,
                "number",
                "The position's number (Chess960: SP 0–959)",
            )
            .required(true)
            .min_int_value(0),
        )
}

/// The options of `/position`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionArgs {
    pub variant: String,
    pub number: i64,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Position(PositionArgs {
        variant: o.required("variant")?,
        number: o.number("number")?,
    }))
}

impl Run for PositionArgs {
    fn rules(&self) -> Rules {
        Rules::PUBLIC.without_settings().read_only()
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        let guild = cx.caller.who.guild_id;
        // Two reads of the store, one for the person's language and one for
        // the server's variants: at once, not one after the other.
        let (lang, v) = tokio::join!(cx.lang(), cx.bot.app().variant_here(guild, &self.variant));
        cx.bot.position(v?, self.number, lang).await
    }
}

impl Bot {
    pub(crate) async fn position(
        &self,
        v: Variant,
        number: i64,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        let n = u64::try_from(number).map_err(|_| {
            Text::msg("error-no-such-number")
                .with("variant", v.to_string())
                .with("number", number)
                .with("last", numbering::range(v) - 1)
        })?;
        let p = Position::from_number(v, n).map_err(|e| e.text())?;
        let file = self.app().image(&p, lang).await?;
        Ok(Reply {
            embed: Some(Embed {
                title: format!("{} · {}", v.spec().name, number_label(v, n)),
                description: format!("`{}`", Fen(&p)),
                image: Some(BOARD_FILE.into()),
                colour: COLOUR_INFO,
                ..Embed::default()
            }),
            files: vec![file],
            buttons: lichess_button(&p, lang).into_iter().collect(),
            ..Reply::default()
        })
    }
}
