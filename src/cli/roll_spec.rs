//! The roll `roll` and `verify-event` are asked for, from the variant and
//! the roll's flags.

use backrank_entropy::Die;

use crate::app::rolls::request::RollRequest;
use crate::cli::error::CliError;
use crate::cli::shared_args::RollFlags;
use crate::core::catalogue::die_error_text;
use crate::core::roll::RollSpec;
use crate::core::variant::{ParseVariantError, Variant};
use crate::i18n::{Lang, Text};
use crate::store::GuildSettings;

/// The spec `variant` and the flags ask for, resolved by the app's one
/// roll request (with no server, so nothing but `default_die` is a
/// default), or what is wrong with a name, in `lang`.
pub fn roll_spec(
    variant: &str,
    how: &RollFlags,
    default_die: Die,
    lang: Lang,
) -> Result<RollSpec, CliError> {
    let input = |text: Text| CliError::Input(text.render(lang));
    let variant: Variant = variant
        .parse()
        .map_err(|e: ParseVariantError| input(e.text()))?;
    let request = RollRequest {
        // Found above, among the variants this process knows.
        variant: None,
        method: how.method.clone(),
        dice: how
            .dice
            .as_deref()
            .map(str::parse::<Die>)
            .transpose()
            .map_err(|e| input(die_error_text(&e)))?,
        exclude_standard: Some(how.exclude_standard),
        pair: Some(how.pair),
    };
    request
        .resolve(variant, &GuildSettings::default(), default_die)
        .map_err(input)
}
