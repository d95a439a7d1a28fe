//! `/position`: a numbered starting position, drawn.

use crate::app::drawing::Board;
use crate::app::error::AppError;
use crate::app::view::position::PositionView;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::bot::options::shared;
use crate::bot::options::spec::OptionSpec;
use crate::core::numbering;
use crate::core::position::Position;
use crate::core::variant::Variant;
use crate::discord::present::roll::lichess_link;
use crate::discord::present::{BOARD_FILE, COLOUR_INFO, board_file};
use crate::discord::reply::{Embed, File, Reply};
use crate::i18n::Text;

pub const SPEC: CommandSpec = CommandSpec {
    name: "position",
    positional: &[shared::VARIANT.name, NUMBER.name],
    reach: Reach::Anywhere,
    managers_only: false,
    options: &[shared::VARIANT, NUMBER],
    subcommands: &[],
    parse,
};

/// The position's number.
const NUMBER: OptionSpec = OptionSpec::integer("number").required().at_least(0);

/// The options of `/position`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionArgs {
    pub variant: String,
    pub number: i64,
}

fn parse(o: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Position(PositionArgs {
        variant: o.required(&shared::VARIANT)?,
        number: o.number(&NUMBER)?,
    }))
}

impl Run for PositionArgs {
    fn rules(&self) -> Rules {
        Rules::PUBLIC.without_settings().read_only()
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        let app = cx.bot.app();
        let v = app
            .variants()
            .named(cx.caller.who.guild_id, &self.variant)
            .await?;
        let p = numbered(v, self.number)?;
        // Only the alt text and the button's label need the person's
        // language, which is a read of the store: the board is drawn
        // meanwhile.
        let (lang, png) = tokio::join!(cx.lang(), app.boards().png(&p));
        let view = PositionView::new(&p, lang);
        let board = board_file(Board {
            png: png?,
            alt: view.alt_text(),
        });
        Ok(position_reply(&view, board))
    }
}

/// Position `number` of `v`.
fn numbered(v: Variant, number: i64) -> Result<Position, AppError> {
    let n = u64::try_from(number).map_err(|_| {
        Text::msg(msg!("error-no-such-number"))
            .with("variant", v.to_string())
            .with("number", number)
            .with("last", numbering::range(v) - 1)
    })?;
    Position::from_number(v, n).map_err(|e| e.text().into())
}

/// The reply showing the view's position, its board drawn in `board`.
fn position_reply(view: &PositionView, board: File) -> Reply {
    Reply {
        embed: Some(Embed {
            title: view.heading.clone(),
            description: format!("`{}`", view.fen.value),
            image: Some(BOARD_FILE.into()),
            colour: COLOUR_INFO,
            ..Embed::default()
        }),
        files: vec![board],
        buttons: view
            .lichess
            .as_deref()
            .map(|url| lichess_link(url, view.lang))
            .into_iter()
            .collect(),
        ..Reply::default()
    }
}
