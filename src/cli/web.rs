//! `backrank web`: the table's web pages, served alone.

use crate::app::settings::Settings;
use crate::cli::error::{CliError, service_failed};

/// `backrank web`'s arguments (its help is the doc comment on
/// `Command::Web`).
#[derive(Debug, clap::Args)]
pub struct WebArgs {
    /// The address and port to listen on, like 127.0.0.1:8080 (0.0.0.0
    /// for every interface; port 0 picks a free one, printed at start).
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080")]
    pub addr: std::net::SocketAddr,
    /// Serve no events' pages, and open no store: for pages served
    /// with nothing to write to (a read-only container).
    #[arg(long)]
    pub no_events: bool,
}

/// Serves the pages until stopped.
pub async fn run(settings: Settings, args: WebArgs) -> Result<String, CliError> {
    let log = settings.log.clone();
    crate::serve::web(settings, args.addr, !args.no_events)
        .await
        .map(|()| String::new())
        .map_err(|e| service_failed(e, &log))
}
