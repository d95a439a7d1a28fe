//! `backrank config`: the settings' defaults, to start a settings file from.

use clap::Subcommand;

/// `backrank config`'s arguments (its help is the doc comment on
/// `Command::Config`).
#[derive(Debug, clap::Args)]
pub struct ConfigArgs {
    #[command(subcommand)]
    pub action: ConfigAction,
}

#[derive(Debug, Subcommand)]
pub enum ConfigAction {
    /// Print the built-in defaults (TOML): every setting there is, with its
    /// comment. `backrank config defaults > my-settings.toml` starts a file.
    Defaults,
}

/// `backrank config`: the built-in defaults, every setting with its comment.
pub fn run(args: &ConfigArgs) -> String {
    match args.action {
        ConfigAction::Defaults => crate::app::settings::DEFAULT_TOML.to_owned(),
    }
}
