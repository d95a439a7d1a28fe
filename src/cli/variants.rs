//! `backrank variants`: the variants this process knows, and `variants
//! check FILE`, a club's own variant file checked.

use std::path::PathBuf;

use clap::Subcommand;

use crate::app::json;
use crate::cli::error::CliError;
use crate::cli::shared_args::Format;
use crate::cli::{text, variant_files};
use crate::i18n::Lang;

/// `backrank variants`'s arguments (its help is the doc comment on
/// `Command::Variants`).
#[derive(Debug, clap::Args)]
pub struct VariantsArgs {
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[command(subcommand)]
    pub action: Option<VariantsCommand>,
}

#[derive(Debug, Subcommand)]
pub enum VariantsCommand {
    /// Read a variant file, count its legal set, audit every method exactly
    /// with a d6 and a coin; exit 2 with the file, line and key if it is
    /// wrong.
    Check {
        /// The variant file (TOML) to check.
        file: PathBuf,
        /// text for people, json for scripts.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
}

/// Lists the variants, or checks a variant file.
pub fn run(args: VariantsArgs, lang: Lang) -> Result<String, CliError> {
    match args.action {
        Some(VariantsCommand::Check { file, format }) => variant_files::check(&file, format),
        None => Ok(match args.format {
            Format::Text => text::variants(lang),
            Format::Json => json::to_string(&json::variants()),
        }),
    }
}
