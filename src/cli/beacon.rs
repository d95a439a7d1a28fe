//! A roll drawn from a published drand round (`--source beacon:ROUND`,
//! made by the app) shown with everything needed to check it (`backrank
//! replay CODE --beacon CHAIN:ROUND --signature HEX`), and that check,
//! which needs no network.

use backrank_beacon::Round;
use serde_json::{Value, json};

pub use crate::app::beacon::Drawn;
use crate::app::beacon::{self, BeaconError};
use crate::app::event_commands::{BeaconCheck, beacon_check_line};
use crate::app::settings::Settings;
use crate::app::sources::BeaconRef;
use crate::cli::CliError;
use crate::cli::args::BeaconCheckArgs;
use crate::core::roll::Roll;
use crate::i18n::{Lang, Text};

impl From<BeaconError> for CliError {
    /// A round not out yet, a relay down or a wrong setting is not the
    /// person's typing: exit status 1, with what to do.
    fn from(e: BeaconError) -> CliError {
        match e {
            BeaconError::UnknownChain { .. } | BeaconError::BeyondTime { .. } => {
                CliError::Input(e.to_string())
            }
            other => CliError::Failure(other.to_string()),
        }
    }
}

/// Checks offline that `roll` (read from its replay code) is the draw of
/// the round `args` gives.
///
/// # Errors
///
/// [`CliError`] naming what failed: the signature, or the first throw.
pub async fn check(
    roll: &Roll,
    at: &str,
    args: &BeaconCheckArgs,
    settings: &Settings,
) -> Result<Drawn, CliError> {
    let Some(signature) = &args.signature else {
        return Err(CliError::Input(
            "--beacon needs the round's --signature (from the roll's record) to check it offline"
                .into(),
        ));
    };
    let signed = Signed {
        at,
        signature,
        previous_signature: args.previous_signature.as_deref(),
    };
    let drawn = offline(&signed, &args.purpose, settings)?;
    beacon::check_roll(roll, drawn.draw.clone())
        .await
        .map_err(CliError::input)?;
    Ok(drawn)
}

/// A beacon round as a record gives it: `[CHAIN:]ROUND` and its
/// signatures in hex.
pub struct Signed<'a> {
    pub at: &'a str,
    pub signature: &'a str,
    pub previous_signature: Option<&'a str>,
}

/// The draw for `purpose` of the round `signed` gives, its signature
/// verified with no network.
///
/// # Errors
///
/// [`CliError::Input`] naming what failed: the round, the hex, the
/// signature; a chain's key that is not a point is the settings'.
pub fn offline(signed: &Signed<'_>, purpose: &str, settings: &Settings) -> Result<Drawn, CliError> {
    let at: BeaconRef = signed.at.parse().map_err(CliError::input)?;
    let chain = beacon::chain(&settings.beacon, at.chain.as_deref())?;
    let hex_arg = |name: &str, value: &str| {
        hex::decode(value.trim())
            .map_err(|_| CliError::Input(format!("--{name} must be hex digits")))
    };
    let round = Round {
        number: at.round,
        signature: hex_arg("signature", signed.signature)?,
        previous_signature: match signed.previous_signature {
            Some(s) => hex_arg("previous-signature", s)?,
            None => Vec::new(),
        },
    };
    // What fails here is the record given, the person's to fix; a
    // chain's key that is not a point is the settings'.
    let draw = beacon::draw_offline(&chain, round, purpose).map_err(|e| match e {
        BeaconError::BadChain { .. } => CliError::from(e),
        other => CliError::input(other),
    })?;
    Ok(Drawn { chain, draw })
}

/// The beacon facts of a roll, for `--format json`, with the command
/// that checks it.
pub fn json(drawn: &Drawn, replay: &str) -> Value {
    let mut facts = facts(drawn);
    facts["check"] = check_command(drawn, replay).into();
    facts
}

/// The beacon facts of a draw: chain, round, signatures, randomness,
/// purpose.
pub fn facts(drawn: &Drawn) -> Value {
    let round = drawn.draw.round();
    let previous = round.previous_signature();
    json!({
        "chain": drawn.chain.name,
        "chain_hash": drawn.chain.hash_hex(),
        "scheme": drawn.chain.scheme.id(),
        "round": round.number(),
        "published_at": beacon::published_at(&drawn.chain, round.number()).to_string(),
        "signature": hex::encode(round.signature()),
        "previous_signature": (!previous.is_empty()).then(|| hex::encode(previous)),
        "randomness": hex::encode(round.randomness()),
        "purpose": drawn.draw.purpose(),
        "verified": true,
    })
}

/// The lines under a roll's text that say where its throws came from and
/// how to check them, in `lang`.
pub fn text(drawn: &Drawn, replay: &str, lang: Lang) -> String {
    let round = drawn.draw.round();
    let published = beacon::utc(beacon::published_at(&drawn.chain, round.number()));
    let drawn_from = Text::msg(msg!("beacon-drawn-from"))
        .with("chain", drawn.chain.name.as_str())
        .with("round", round.number().to_string())
        .with("published", published)
        .with("purpose", drawn.draw.purpose());
    let check =
        Text::msg(msg!("beacon-check-offline")).with("command", check_command(drawn, replay));
    format!("\n{}\n{}\n", drawn_from.render(lang), check.render(lang))
}

/// `backrank replay CODE --beacon CHAIN:ROUND --signature HEX …`.
fn check_command(drawn: &Drawn, replay: &str) -> String {
    let round = drawn.draw.round();
    let (signature, previous) = (
        hex::encode(round.signature()),
        hex::encode(round.previous_signature()),
    );
    beacon_check_line(&BeaconCheck {
        code: replay,
        chain: &drawn.chain.name,
        round: round.number(),
        signature: &signature,
        previous_signature: Some(&previous),
        purpose: drawn.draw.purpose(),
        variant_file: None,
    })
}
