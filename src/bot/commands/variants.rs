//! `/variants`: the catalogue, with each variant's positions and methods.

use crate::app::error::AppError;
use crate::bot::Bot;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::commands::{Context, Rules, Run};
use crate::bot::options::Options;
use crate::core::variant::Variant;
use crate::discord::present::{COLOUR_INFO, field};
use crate::discord::reply::{Embed, Reply};
use crate::i18n::{Lang, t, t_with};

pub const SPEC: CommandSpec = CommandSpec {
    name: "variants",
    positional: &[],
    reach: Reach::Anywhere,
    managers_only: false,
    options: &[],
    subcommands: &[],
    parse,
};

/// `/variants` takes no options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantsArgs;

fn parse(_: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Variants(VariantsArgs))
}

impl Run for VariantsArgs {
    fn rules(&self) -> Rules {
        Rules::PUBLIC.without_settings().read_only()
    }

    async fn run(self, cx: Context<'_>) -> Result<Reply, AppError> {
        let lang = cx.lang().await;
        cx.bot.variants_list(cx.caller.who.guild_id, lang).await
    }
}

impl Bot {
    /// The catalogue as an embed: the variants known where `guild` is (a
    /// server's own too).
    pub(crate) async fn variants_list(
        &self,
        guild: Option<u64>,
        lang: Lang,
    ) -> Result<Reply, AppError> {
        Ok(catalogue(&self.app().variants().here(guild).await?, lang))
    }
}

/// The variants as an embed.
fn catalogue(here: &[Variant], lang: Lang) -> Reply {
    let fields = here
        .iter()
        .map(|&v| {
            let spec = v.spec();
            let methods: Vec<&str> = v.methods().iter().map(|m| m.method.id()).collect();
            field(
                &format!("{} · `{}`", spec.name, v.id()),
                &t_with(
                    lang,
                    msg!("variants-line"),
                    &[
                        ("files", spec.files.into()),
                        ("ranks", spec.ranks.into()),
                        ("positions", v.legal_positions().into()),
                        ("summary", spec.summary.as_str().into()),
                        ("default", methods[0].into()),
                        (
                            "others",
                            methods[1..]
                                .iter()
                                .map(|m| format!(", {m}"))
                                .collect::<String>()
                                .into(),
                        ),
                    ],
                ),
                false,
            )
        })
        .collect();
    Reply {
        embed: Some(Embed {
            title: t(lang, msg!("variants-title")),
            description: t(lang, msg!("variants-description")),
            fields,
            colour: COLOUR_INFO,
            ..Embed::default()
        }),
        ..Reply::default()
    }
}
