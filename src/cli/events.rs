//! `backrank verify-event`: a revealed round of an event checked by
//! anyone, away from the bot: the seed against the published commitment,
//! and (with `--variant`) the position the seed gives.

use serde_json::json;

use crate::app::events::{self, VerifyError};
use crate::app::roller::Throws;
use crate::app::settings::Settings;
use crate::app::sources::SourceSpec;
use crate::app::view::doc::RollDoc;
use crate::cli::args::{Command, Format};
use crate::cli::{CliError, json, roll_spec, roll_view, roll_with, show_roll};
use crate::i18n::Lang;

/// Runs `verify-event` (`cmd` is that command).
///
/// # Errors
///
/// [`CliError::Input`] for a malformed commitment or roll options;
/// [`CliError::Failure`] when the seed does not match (exit 1).
pub async fn verify_event(
    settings: &Settings,
    cmd: Command,
    lang: Lang,
) -> Result<String, CliError> {
    let Command::VerifyEvent {
        event,
        round,
        seed,
        commitment,
        beacon,
        signature,
        previous_signature,
        server,
        variant,
        how,
        format,
    } = cmd
    else {
        return Err(CliError::Input("not verify-event".into()));
    };
    let rolled = |spec_of: &str| roll_spec(spec_of, &how, settings.roll.dice, lang);
    if let Some(at) = beacon {
        let asked = BeaconRound {
            event: &event,
            server: server.unwrap_or_default(),
            round,
            at: &at,
            signature: signature.as_deref().unwrap_or_default(),
            previous_signature: previous_signature.as_deref(),
        };
        let spec = variant.as_deref().map(rolled).transpose()?;
        return verify_beacon_round(settings, &asked, spec, format, lang).await;
    }
    let (Some(seed), Some(commitment)) = (seed, commitment) else {
        return Err(CliError::Input(
            "give the round's --seed and --commitment, or its --beacon round".into(),
        ));
    };
    let seed = seed.trim().to_owned();
    events::verify(&event, round, &seed, &commitment).map_err(|e| match e {
        VerifyError::NotACommitment(_) => CliError::Input(e.text().render(lang)),
        VerifyError::Mismatch(_) => CliError::Failure(format!("✗ {}", e.text().render(lang))),
    })?;
    let commitment = commitment.trim().to_ascii_lowercase();
    let roll = match variant {
        Some(v) => {
            let spec = rolled(&v)?;
            let throws = Throws::Seed(seed.clone());
            Some(roll_with(settings, spec, throws, lang).await?.roll)
        }
        None => None,
    };
    let source = SourceSpec::Seed(seed);
    Ok(match format {
        Format::Json => json::to_string(&json!({
            "event": event,
            "round": round,
            "commitment": commitment,
            "matches": true,
            "roll": roll.as_ref().map(|r| roll_doc(settings, r, &source, lang)),
        })),
        Format::Text => {
            let mut out = format!(
                "✓ Round {round} of \"{event}\": the seed matches the published commitment \
                 {commitment}.\n"
            );
            if let Some(r) = &roll {
                out.push('\n');
                out.push_str(&show_roll(settings, r, Some(&source), Format::Text, lang));
            }
            out
        }
    })
}

/// A beacon event's round as its reveal gives it.
#[cfg_attr(
    not(feature = "beacon"),
    allow(dead_code, reason = "refused without the beacon")
)]
struct BeaconRound<'a> {
    event: &'a str,
    server: u64,
    round: i64,
    at: &'a str,
    signature: &'a str,
    previous_signature: Option<&'a str>,
}

/// A round of an event drawn from drand's beacon: its beacon round's
/// signature verified with no network, and (given the roll) the position
/// its draw gives.
#[cfg(feature = "beacon")]
async fn verify_beacon_round(
    settings: &Settings,
    asked: &BeaconRound<'_>,
    spec: Option<crate::core::roll::RollSpec>,
    format: Format,
    lang: Lang,
) -> Result<String, CliError> {
    use crate::app::event_beacon::purpose;
    use crate::cli::beacon::{self, Signed};

    let signed = Signed {
        at: asked.at,
        signature: asked.signature,
        previous_signature: asked.previous_signature,
    };
    let purpose = purpose(asked.server, asked.event, asked.round);
    let drawn = beacon::offline(&signed, &purpose, settings)?;
    let roll = match spec {
        Some(spec) => {
            let throws = Throws::Drawn(drawn.draw.clone());
            Some(roll_with(settings, spec, throws, lang).await?.roll)
        }
        None => None,
    };
    let source = drawn.source();
    let number = drawn.draw.round().number();
    let (event, round) = (asked.event, asked.round);
    Ok(match format {
        Format::Json => json::to_string(&json!({
            "event": event,
            "server": asked.server.to_string(),
            "round": round,
            "beacon": beacon::facts(&drawn),
            "verified": true,
            "roll": roll.as_ref().map(|r| roll_doc(settings, r, &source, lang)),
        })),
        Format::Text => {
            let mut out = format!(
                "✓ Round {round} of \"{event}\": round {number} of drand's {} beacon is genuine \
                 (its signature verifies), drawn for \"{purpose}\".\n",
                drawn.chain.name
            );
            if let Some(r) = &roll {
                out.push('\n');
                out.push_str(&show_roll(settings, r, Some(&source), Format::Text, lang));
            }
            out
        }
    })
}

#[cfg(not(feature = "beacon"))]
async fn verify_beacon_round(
    _: &Settings,
    _: &BeaconRound<'_>,
    _: Option<crate::core::roll::RollSpec>,
    _: Format,
    _: Lang,
) -> Result<String, CliError> {
    Err(CliError::Input(
        "this backrank was built without the beacon feature".into(),
    ))
}

/// A round's roll for `--format json`: the document every face's JSON is.
fn roll_doc(
    settings: &Settings,
    roll: &crate::core::roll::Roll,
    source: &crate::app::sources::SourceSpec,
    lang: Lang,
) -> serde_json::Value {
    json::value(&RollDoc::of(&roll_view(settings, roll, Some(source), lang)))
}
