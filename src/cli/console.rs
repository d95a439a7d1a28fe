//! `backrank console`: the bot without Discord, behind a prompt.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;

use crate::app::settings::Settings;
use crate::bot::Bot;
use crate::cli::error::CliError;
use crate::i18n::Lang;

/// `backrank console`'s arguments (its help is the doc comment on
/// `Command::Console`).
#[derive(Debug, clap::Args)]
pub struct ConsoleArgs {
    /// Where to save the images of replies.
    #[arg(long, value_name = "DIR", default_value = "backrank-console")]
    pub dir: PathBuf,
}

/// `backrank console`: the bot behind a prompt, in `lang` if asked (else
/// as the person's own preference, or English).
pub async fn run(
    settings: Settings,
    args: ConsoleArgs,
    lang: Option<Lang>,
) -> Result<String, CliError> {
    let ConsoleArgs { dir } = args;
    let bot = Arc::new(new_bot(settings).await?);
    let stdin = std::io::stdin();
    let prompt = stdin.is_terminal();
    let place = crate::bot::transport::console::Place {
        dir,
        prompt,
        lang,
        zone: jiff::tz::TimeZone::system(),
    };
    let input = std::io::BufReader::new(stdin);
    crate::bot::transport::console::run(bot, input, std::io::stdout(), place).await;
    Ok(String::new())
}

/// The bot with its store opened (created on first run) from `[store]`.
async fn new_bot(settings: Settings) -> Result<Bot, CliError> {
    crate::serve::app(settings)
        .await
        .map(Bot::from_app)
        .map_err(CliError::from)
}
