//! `backrank position`: a position by its number.

use clap::ValueEnum;

use crate::app::json;
use crate::cli::error::CliError;
use crate::cli::png::{Written, write_png};
use crate::cli::shared_args::ImageArgs;
use crate::cli::text;
use crate::core::fen::Fen;
use crate::core::position::Position;
use crate::core::variant::{ParseVariantError, Variant};
use crate::i18n::Lang;

/// `backrank position`'s arguments (its help is the doc comment on
/// `Command::Position`).
#[derive(Debug, clap::Args)]
pub struct PositionArgs {
    /// Variant id or alias (see `backrank variants`).
    pub variant: String,
    /// The position number (Chess960: Scharnagl's SP number).
    #[arg(allow_hyphen_values = true)]
    pub number: String,
    /// text for people, fen for the position alone, json for scripts.
    #[arg(long, value_enum, default_value_t = PositionFormat::Text)]
    pub format: PositionFormat,
    #[command(flatten)]
    pub image: ImageArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PositionFormat {
    Text,
    Fen,
    Json,
}

/// `backrank position`: a numbered position, its set-up steps, and its
/// image if asked.
pub fn run(args: &PositionArgs, lang: Lang) -> Result<String, CliError> {
    let PositionArgs {
        variant,
        number,
        format,
        image,
    } = args;
    let variant: Variant = variant
        .parse()
        .map_err(|e: ParseVariantError| CliError::Input(e.text().render(lang)))?;
    let number = parse_number(number)?;
    let position = Position::from_number(variant, number)
        .map_err(|e| CliError::Input(e.text().render(lang)))?;
    if write_png(&position, image)? == Written::ToStdout {
        return Ok(String::new());
    }
    Ok(match format {
        PositionFormat::Text => text::position(&position, lang),
        PositionFormat::Fen => format!("{}\n", Fen(&position)),
        PositionFormat::Json => {
            let steps = crate::core::roll::setup_steps(&position);
            json::to_string(&json::position(&position, number, &steps))
        }
    })
}

/// The longest number text read: more digits than any position number has.
const MAX_NUMBER_LEN: usize = 20;

fn parse_number(text: &str) -> Result<u64, CliError> {
    let t = text.trim();
    let bad = || {
        CliError::Input(format!(
            "'{}' is not a position number: give a whole number like 518",
            t.chars().take(MAX_NUMBER_LEN).collect::<String>()
        ))
    };
    if t.is_empty() || t.len() > MAX_NUMBER_LEN || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    t.parse().map_err(|_| bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_checked_before_use() {
        assert_eq!(parse_number(" 518 "), Ok(518));
        assert!(matches!(parse_number("-1"), Err(CliError::Input(_))));
        assert!(matches!(parse_number("5e2"), Err(CliError::Input(_))));
        assert!(matches!(
            parse_number(&"9".repeat(30)),
            Err(CliError::Input(_))
        ));
        assert!(matches!(
            parse_number("99999999999999999999"),
            Err(CliError::Input(_))
        ));
    }
}
