//! `backrank serve`: the Discord bot.

use crate::app::settings::Settings;
use crate::cli::error::{CliError, service_failed};

/// `backrank serve`'s arguments (its help is the doc comment on
/// `Command::Serve`).
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// Serve Discord's HTTP interactions endpoint on this address
    /// (like 0.0.0.0:8080) instead of connecting to the gateway.
    #[arg(long, value_name = "ADDR")]
    pub http: Option<std::net::SocketAddr>,
}

/// Runs the bot until it is stopped.
pub async fn run(settings: Settings, args: ServeArgs) -> Result<String, CliError> {
    let log = settings.log.clone();
    crate::serve::run(settings, args.http)
        .await
        .map(|()| String::new())
        .map_err(|e| service_failed(e, &log))
}
