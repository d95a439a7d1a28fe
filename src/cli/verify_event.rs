//! `backrank verify-event`: a revealed round of an event checked by
//! anyone, away from the bot: the seed against the published commitment,
//! and (with `--variant`) the position the seed gives. For an event
//! started with draw rules (issue 52) the commitment covers the rules, and
//! the position is drawn as the bot draws it: attempt after attempt until
//! one the rules allow; `--position` then refuses a revealed position the
//! rules would have drawn again.

use serde_json::json;

use crate::app::event::commitment::{self, VerifyError};
use crate::app::event::draw::{Base, draw_round};
use crate::app::json;
use crate::app::settings::Settings;
use crate::app::source::spec::SourceSpec;
use crate::app::view::doc::RollDoc;
use crate::cli::error::CliError;
use crate::cli::event_rules::{Given, refused_json};
use crate::cli::roll_spec::roll_spec;
use crate::cli::shared_args::{DrawnAgainArgs, Format, RollFlags};
use crate::cli::shown_roll::{roll_view, show_roll};
use crate::core::draw_rules::{DrawRules, RuleDraw, attempt_seed};
use crate::core::roll::RollSpec;
use crate::core::roll::text::number_label;
use crate::i18n::{Lang, Text};
use crate::msg;

/// `backrank verify-event`'s arguments (its help is the doc comment on
/// `Command::VerifyEvent`).
#[derive(Debug, clap::Args)]
pub struct VerifyEventArgs {
    /// The event's name, exactly as it was started.
    #[arg(long, value_name = "NAME")]
    pub event: String,
    /// The round, from 1.
    #[arg(long, value_name = "N")]
    pub round: i64,
    /// The round's revealed seed.
    #[arg(
        long,
        value_name = "SEED",
        required_unless_present = "beacon",
        conflicts_with = "beacon"
    )]
    pub seed: Option<String>,
    /// The round's commitment, as published at the start (64 hex digits).
    #[arg(
        long,
        value_name = "SHA256",
        required_unless_present = "beacon",
        conflicts_with = "beacon"
    )]
    pub commitment: Option<String>,
    /// For an event drawn from drand's beacon: the beacon round that
    /// decided the round, CHAIN:ROUND, as its reveal gives it.
    #[arg(long, value_name = "CHAIN:ROUND", requires_all = ["signature", "server"])]
    pub beacon: Option<String>,
    /// The beacon round's signature, in hex, as the reveal gives it.
    #[arg(long, value_name = "HEX", requires = "beacon")]
    pub signature: Option<String>,
    /// The previous beacon round's signature, for a chained chain (the
    /// default chain), in hex.
    #[arg(long, value_name = "HEX", requires = "beacon")]
    pub previous_signature: Option<String>,
    /// The id of the server the event belongs to (a beacon round is
    /// drawn for the server, the event and the round).
    #[arg(long, value_name = "ID", requires = "beacon")]
    pub server: Option<u64>,
    /// Roll the position from the seed (or the beacon round) in this
    /// variant.
    #[arg(long, value_name = "VARIANT")]
    pub variant: Option<String>,
    #[command(flatten)]
    pub how: RollFlags,
    /// For an event started with draw rules: whether a position may
    /// come up in more than one round, as the round's check line gives
    /// it (`no` or `allowed`). The commitment covers the rules.
    #[arg(long, value_name = "RULE", value_parser = ["no", "allowed"])]
    pub repeats: Option<String>,
    #[command(flatten)]
    pub drawn_again: DrawnAgainArgs,
    /// The round's position as revealed (its number): checked against
    /// the draw, which refuses one the rules would have drawn again.
    #[arg(long, value_name = "N", requires = "variant")]
    pub position: Option<u64>,
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Runs `verify-event`.
///
/// # Errors
///
/// [`CliError::Input`] for a malformed commitment or roll options;
/// [`CliError::Failure`] when the seed does not match, or the position
/// given is not the round's (exit 1).
pub async fn run(
    settings: &Settings,
    args: VerifyEventArgs,
    lang: Lang,
) -> Result<String, CliError> {
    let VerifyEventArgs {
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
        repeats,
        drawn_again,
        position,
        format,
    } = args;
    let spec = variant
        .as_deref()
        .map(|v| roll_spec(v, &how, settings.roll.dice, lang))
        .transpose()?;
    let rules = Given::read(
        repeats.as_deref(),
        &drawn_again,
        spec.map(|s| s.variant),
        lang,
    )?;
    if let Some(rules) = &rules {
        rules.earlier_for(round, lang)?;
    }
    let asked = RoundToCheck {
        event: &event,
        round,
        rules: rules.as_ref(),
        position,
        format,
        lang,
    };
    if let Some(at) = beacon {
        let beacon_round = BeaconRound {
            server: server.unwrap_or_default(),
            at: &at,
            signature: signature.as_deref().unwrap_or_default(),
            previous_signature: previous_signature.as_deref(),
        };
        return verify_beacon_round(settings, &asked, &beacon_round, spec).await;
    }
    let (Some(seed), Some(commitment)) = (seed, commitment) else {
        return Err(CliError::Input(
            Text::msg(msg!("verify-event-seed-or-beacon")).render(lang),
        ));
    };
    if repeats.is_none() && rules.is_some() {
        return Err(CliError::Input(
            Text::msg(msg!("verify-event-rules-need-repeats")).render(lang),
        ));
    }
    verify_seed_round(settings, &asked, (seed.trim(), &commitment), spec).await
}

/// A round of an event drawn from seeds: `seeded` (its seed and the
/// commitment published for it) checked, and (given the roll) the
/// position its attempts give under the rules given.
async fn verify_seed_round(
    settings: &Settings,
    asked: &RoundToCheck<'_>,
    seeded: (&str, &str),
    spec: Option<RollSpec>,
) -> Result<String, CliError> {
    let (seed, commitment) = seeded;
    let (event, round, lang) = (asked.event, asked.round, asked.lang);
    let committed = asked.rules.map(|r| &r.rules);
    commitment::verify(event, round, seed, committed, commitment).map_err(|e| match e {
        VerifyError::NotACommitment(_) => CliError::Input(e.text().render(lang)),
        VerifyError::Mismatch(_) => CliError::Failure(format!("✗ {}", e.text().render(lang))),
    })?;
    let commitment = commitment.trim().to_ascii_lowercase();
    let drawn = match spec {
        Some(spec) => Some(drawn(spec, asked, Base::Seed(seed)).await?),
        None => None,
    };
    let source = |d: &RuleDraw| SourceSpec::Seed(attempt_seed(seed, d.attempt()));
    Ok(match asked.format {
        Format::Json => json::to_string(&json!({
            "event": event,
            "round": round,
            "commitment": commitment,
            "rules": committed.map(DrawRules::committed),
            "matches": true,
            "attempts": drawn.as_ref().map(|d| attempts_json(d, lang)),
            "roll": drawn.as_ref().map(|d| roll_doc(settings, d, &source(d), lang)),
        })),
        Format::Text => {
            let matches = match committed {
                Some(rules) => Text::msg(msg!("verify-event-seed-rules"))
                    .with("rules", rules.committed().replace('\n', "; ")),
                None => Text::msg(msg!("verify-event-seed")),
            };
            let mut out = matches
                .with("round", round)
                .with("event", event)
                .with("commitment", commitment.as_str())
                .render(lang);
            out.push('\n');
            if let Some(d) = &drawn {
                out.push_str(&drawn_text(settings, d, &source(d), asked));
            }
            out
        }
    })
}

/// What `verify-event` was asked to check, whatever decided the round.
struct RoundToCheck<'a> {
    event: &'a str,
    round: i64,
    rules: Option<&'a Given>,
    /// The round's position as revealed.
    position: Option<u64>,
    format: Format,
    lang: Lang,
}

/// The round drawn from `base` under the rules given (attempt 1 alone
/// without them), checked against the position given.
///
/// # Errors
///
/// [`CliError::Failure`] when the position given is not the draw's.
async fn drawn(
    spec: RollSpec,
    asked: &RoundToCheck<'_>,
    base: Base<'_>,
) -> Result<RuleDraw, CliError> {
    let (rules, earlier) = match asked.rules {
        Some(given) => (Some(&given.rules), given.earlier.as_slice()),
        None => (None, &[][..]),
    };
    let drawn = draw_round(spec, rules, earlier, base)
        .await
        .map_err(|e| CliError::Failure(e.user_text(asked.lang)))?;
    let number = drawn.roll.position.number();
    let label = |n: u64| number_label(spec.variant, n);
    match asked.position {
        Some(given) if given != number => {
            let why = drawn.refused.iter().find(|r| r.number == given);
            let said = match why {
                Some(r) => Text::msg(msg!("verify-event-other-position-why"))
                    .with("why", r.text(spec.variant, None)),
                None => Text::msg(msg!("verify-event-other-position")),
            };
            Err(CliError::Failure(
                said.with("round", asked.round)
                    .with("event", asked.event)
                    .with("position", label(number))
                    .with("attempt", drawn.attempt())
                    .with("given", label(given))
                    .render(asked.lang),
            ))
        }
        _ => Ok(drawn),
    }
}

/// The attempts drawn again, a line each, and which attempt the round's
/// position is.
/// A round's draw as text: the attempts drawn again, then the roll's record.
fn drawn_text(
    settings: &Settings,
    d: &RuleDraw,
    source: &SourceSpec,
    asked: &RoundToCheck<'_>,
) -> String {
    let mut out = attempts_text(d, asked);
    out.push('\n');
    out.push_str(&show_roll(
        settings,
        &d.roll,
        Some(source),
        Format::Text,
        asked.lang,
    ));
    out
}

fn attempts_text(d: &RuleDraw, asked: &RoundToCheck<'_>) -> String {
    let variant = d.roll.spec.variant;
    let mut out = String::new();
    for r in &d.refused {
        out.push_str(&format!("  {}\n", r.text(variant, None).render(asked.lang)));
    }
    if asked.rules.is_some() {
        let said = if asked.position.is_some() {
            msg!("verify-event-attempt-revealed")
        } else {
            msg!("verify-event-attempt")
        };
        out.push_str(
            &Text::msg(said)
                .with("attempt", d.attempt())
                .with("position", number_label(variant, d.roll.position.number()))
                .render(asked.lang),
        );
        out.push('\n');
    }
    out
}

/// The attempts drawn again, for `--format json`.
fn attempts_json(d: &RuleDraw, lang: Lang) -> serde_json::Value {
    let variant = d.roll.spec.variant;
    json!({
        "attempt": d.attempt(),
        "position": d.roll.position.number(),
        "drawn_again": d.refused.iter().map(|r| refused_json(r, variant, lang)).collect::<Vec<_>>(),
    })
}

/// A beacon event's round as its reveal gives it.
#[cfg_attr(
    not(feature = "beacon"),
    allow(dead_code, reason = "refused without the beacon")
)]
struct BeaconRound<'a> {
    server: u64,
    at: &'a str,
    signature: &'a str,
    previous_signature: Option<&'a str>,
}

/// A round of an event drawn from drand's beacon: its beacon round's
/// signature verified with no network, and (given the roll) the position
/// its draw gives under the rules given.
#[cfg(feature = "beacon")]
async fn verify_beacon_round(
    settings: &Settings,
    asked: &RoundToCheck<'_>,
    beacon_round: &BeaconRound<'_>,
    spec: Option<RollSpec>,
) -> Result<String, CliError> {
    use crate::app::event::round::purpose;
    use crate::cli::beacon::{self, Signed};

    let signed = Signed {
        at: beacon_round.at,
        signature: beacon_round.signature,
        previous_signature: beacon_round.previous_signature,
    };
    let purpose = purpose(beacon_round.server, asked.event, asked.round);
    let verified = beacon::offline(&signed, &purpose, settings)?;
    let drawn = match spec {
        Some(spec) => Some(drawn(spec, asked, Base::Beacon(&verified.draw)).await?),
        None => None,
    };
    let source = verified.source();
    let number = verified.draw.round().number();
    let (event, round, lang) = (asked.event, asked.round, asked.lang);
    Ok(match asked.format {
        Format::Json => json::to_string(&json!({
            "event": event,
            "server": beacon_round.server.to_string(),
            "round": round,
            "beacon": beacon::facts(&verified),
            "verified": true,
            "attempts": drawn.as_ref().map(|d| attempts_json(d, lang)),
            "roll": drawn.as_ref().map(|d| roll_doc(settings, d, &source, lang)),
        })),
        Format::Text => {
            let mut out = Text::msg(msg!("verify-event-beacon"))
                .with("round", round)
                .with("event", event)
                .with("number", number)
                .with("chain", verified.chain.name.as_str())
                .with("purpose", purpose.as_str())
                .render(lang);
            out.push('\n');
            if let Some(d) = &drawn {
                out.push_str(&drawn_text(settings, d, &source, asked));
            }
            out
        }
    })
}

#[cfg(not(feature = "beacon"))]
async fn verify_beacon_round(
    _: &Settings,
    asked: &RoundToCheck<'_>,
    _: &BeaconRound<'_>,
    _: Option<RollSpec>,
) -> Result<String, CliError> {
    Err(CliError::Input(
        Text::msg(msg!("verify-event-no-beacon")).render(asked.lang),
    ))
}

/// A round's roll for `--format json`: the document every face's JSON is.
fn roll_doc(
    settings: &Settings,
    drawn: &RuleDraw,
    source: &crate::app::source::spec::SourceSpec,
    lang: Lang,
) -> serde_json::Value {
    json::value(&RollDoc::of(&roll_view(
        settings,
        &drawn.roll,
        Some(source),
        lang,
    )))
}
