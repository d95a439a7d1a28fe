//! A roll drawn from a published drand round (`--source beacon:ROUND`,
//! made by the app) shown with everything needed to check it (`backrank
//! replay CODE --beacon CHAIN:ROUND --signature HEX`), and that check,
//! which needs no network.

use backrank_beacon::Round;
use serde_json::{Value, json};

use crate::app::event::draw::{Base, draw_round};
use crate::app::event::lines::numbers;
use crate::app::settings::Settings;
pub use crate::app::source::beacon::VerifiedDraw;
use crate::app::source::beacon::{self, BeaconError};
use crate::app::source::beacon_check::{BeaconCheck, beacon_check_line, utc};
use crate::app::source::spec::BeaconRef;
use crate::cli::error::CliError;
use crate::cli::event_rules::{Given, refused_json};
use crate::cli::shared_args::BeaconCheckArgs;
use crate::core::draw_rules::Refused;
use crate::core::roll::Roll;
use crate::core::roll::text::number_label;
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

/// An event round's draw checked under the event's rules (issue 52): the
/// attempts drawn again before the roll's, and the rules as the check
/// line gives them.
#[derive(Clone, Debug)]
pub struct Ruled {
    /// The variant the attempts' positions are numbered in.
    pub variant: crate::core::variant::Variant,
    pub refused: Vec<Refused>,
    pub words: Vec<String>,
}

/// Checks offline that `roll` (read from its replay code) is the draw of
/// the round `args` gives: for an event round drawn under rules
/// (`--exclude`, `--earlier`), the draw of the first attempt they allow.
///
/// # Errors
///
/// [`CliError`] naming what failed: the signature, the first throw, or
/// the attempt the rules draw again.
pub async fn check(
    roll: &Roll,
    at: &str,
    args: &BeaconCheckArgs,
    settings: &Settings,
    lang: Lang,
) -> Result<(VerifiedDraw, Option<Ruled>), CliError> {
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
    let given = Given::read(None, &args.drawn_again, Some(roll.spec.variant), lang)?;
    let Some(given) = given else {
        beacon::check_roll(roll, drawn.draw.clone())
            .await
            .map_err(CliError::input)?;
        return Ok((drawn, None));
    };
    let ruled = draw_round(
        roll.spec,
        Some(&given.rules),
        &given.earlier,
        Base::Beacon(&drawn.draw),
    )
    .await
    .map_err(|e| CliError::Failure(e.user_text(lang)))?;
    if ruled.roll.faces != roll.faces {
        let again: Vec<String> = ruled
            .refused
            .iter()
            .map(|r| r.text(roll.spec.variant, None).render(lang))
            .collect();
        let again = if again.is_empty() {
            String::new()
        } else {
            format!("{}; ", again.join("; "))
        };
        let label = |n: u64| number_label(roll.spec.variant, n);
        return Err(CliError::Input(format!(
            "these throws are not the draw of round {} for \"{}\" under the event's rules: \
             {again}attempt {} gives {} ({}), not {}",
            drawn.draw.round().number(),
            args.purpose,
            ruled.attempt(),
            label(ruled.roll.position.number()),
            ruled.roll.replay_code(),
            label(roll.position.number()),
        )));
    }
    let mut words = Vec::new();
    let left_out = given.rules.left_out();
    if !left_out.is_empty() {
        words.extend(["--exclude".to_owned(), left_out.to_string()]);
    }
    if !given.rules.repeats {
        words.extend(["--earlier".to_owned(), numbers(&given.earlier)]);
    }
    Ok((
        drawn,
        Some(Ruled {
            variant: roll.spec.variant,
            refused: ruled.refused,
            words,
        }),
    ))
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
pub fn offline(
    signed: &Signed<'_>,
    purpose: &str,
    settings: &Settings,
) -> Result<VerifiedDraw, CliError> {
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
    Ok(VerifiedDraw { chain, draw })
}

/// The beacon facts of a roll, for `--format json`, with the command
/// that checks it (and, for an event round drawn under rules, the
/// attempts drawn again).
pub fn json(drawn: &VerifiedDraw, replay: &str, ruled: Option<&Ruled>, lang: Lang) -> Value {
    let mut facts = facts(drawn);
    facts["check"] = check_command(drawn, replay, ruled).into();
    if let Some(ruled) = ruled {
        let again: Vec<Value> = ruled
            .refused
            .iter()
            .map(|r| refused_json(r, ruled.variant, lang))
            .collect();
        facts["drawn_again"] = again.into();
    }
    facts
}

/// The beacon facts of a draw: chain, round, signatures, randomness,
/// purpose.
pub fn facts(drawn: &VerifiedDraw) -> Value {
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

/// The lines under a roll's text that say where its throws came from
/// (and, for an event round drawn under rules, the attempts drawn again)
/// and how to check them, in `lang`.
pub fn text(drawn: &VerifiedDraw, replay: &str, ruled: Option<&Ruled>, lang: Lang) -> String {
    let round = drawn.draw.round();
    let published = utc(beacon::published_at(&drawn.chain, round.number()));
    let drawn_from = Text::msg(msg!("beacon-drawn-from"))
        .with("chain", drawn.chain.name.as_str())
        .with("round", round.number().to_string())
        .with("published", published)
        .with("purpose", drawn.draw.purpose());
    let check = Text::msg(msg!("beacon-check-offline"))
        .with("command", check_command(drawn, replay, ruled));
    let again: String = ruled
        .iter()
        .flat_map(|ruled| ruled.refused.iter().map(|r| (ruled.variant, r)))
        .map(|(variant, r)| format!("{}\n", r.text(variant, None).render(lang)))
        .collect();
    format!(
        "\n{}\n{again}{}\n",
        drawn_from.render(lang),
        check.render(lang)
    )
}

/// `backrank replay CODE --beacon CHAIN:ROUND --signature HEX …`.
fn check_command(drawn: &VerifiedDraw, replay: &str, ruled: Option<&Ruled>) -> String {
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
        rules: ruled.map(|r| r.words.clone()).unwrap_or_default(),
    })
}
