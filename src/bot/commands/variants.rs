//! `/variants`: the catalogue, with each variant's positions and methods.

use serenity::all::CreateCommand;

use crate::app::error::AppError;
use crate::app::present::{COLOUR_INFO, field};
use crate::app::reply::{Embed, Reply};
use crate::bot::Bot;
use crate::bot::commands::{Command, CommandSpec, Reach};
use crate::bot::options::Options;
use crate::core::text::thousands;
use crate::core::variant::Variant;

pub const SPEC: CommandSpec = CommandSpec {
    name: "variants",
    positional: &[],
    reach: Reach::Anywhere,
    register,
    parse,
};

fn register() -> CreateCommand {
    CreateCommand::new(SPEC.name).description("The variants, their positions and methods")
}

fn parse(_: Options<'_>) -> Result<Command, AppError> {
    Ok(Command::Variants)
}

impl Bot {
    /// The catalogue as an embed: the variants known where `guild` is (a
    /// server's own too).
    pub(crate) async fn variants_list(&self, guild: Option<u64>) -> Result<Reply, AppError> {
        Ok(catalogue(&self.variants_here(guild).await?))
    }
}

/// The variants as an embed.
fn catalogue(here: &[Variant]) -> Reply {
    let fields = here
        .iter()
        .map(|&v| {
            let spec = v.spec();
            let methods: Vec<&str> = v.methods().iter().map(|m| m.method.id()).collect();
            field(
                &format!("{} · `{}`", spec.name, v.id()),
                &format!(
                    "{}x{} · {} positions · {}\nmethods: **{}** (default){}",
                    spec.files,
                    spec.ranks,
                    thousands(v.legal_positions()),
                    spec.summary,
                    methods[0],
                    methods[1..]
                        .iter()
                        .map(|m| format!(", {m}"))
                        .collect::<String>()
                ),
                false,
            )
        })
        .collect();
    Reply {
        embed: Some(Embed {
            title: "Variants".into(),
            description: "`/random variant` rolls one; `/fairness variant` shows its exact audit."
                .into(),
            fields,
            colour: COLOUR_INFO,
            ..Embed::default()
        }),
        ..Reply::default()
    }
}
