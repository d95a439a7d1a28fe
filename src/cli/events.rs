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
use crate::app::settings::Settings;
use crate::app::source::spec::SourceSpec;
use crate::app::view::doc::RollDoc;
use crate::cli::args::{Command, DrawnAgainArgs, Format};
use crate::cli::{CliError, json, roll_spec, roll_view, show_roll};
use crate::core::draw_rules::{
    DrawRules, Positions, PositionsError, Refused, RuleDraw, attempt_seed,
};
use crate::core::roll::RollSpec;
use crate::core::roll::text::number_label;
use crate::core::variant::Variant;
use crate::i18n::Lang;

/// Runs `verify-event` (`cmd` is that command).
///
/// # Errors
///
/// [`CliError::Input`] for a malformed commitment or roll options;
/// [`CliError::Failure`] when the seed does not match, or the position
/// given is not the round's (exit 1).
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
        repeats,
        drawn_again,
        position,
        format,
    } = cmd
    else {
        return Err(CliError::Input("not verify-event".into()));
    };
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
        rules.earlier_for(round)?;
    }
    let asked = Asked {
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
            "give the round's --seed and --commitment, or its --beacon round".into(),
        ));
    };
    if repeats.is_none() && rules.is_some() {
        return Err(CliError::Input(
            "--exclude and --earlier need the event's --repeats rule beside them (the round's \
             check line gives it): its commitment covers the rules"
                .into(),
        ));
    }
    verify_seed_round(settings, &asked, (seed.trim(), &commitment), spec).await
}

/// A round of an event drawn from seeds: `seeded` (its seed and the
/// commitment published for it) checked, and (given the roll) the
/// position its attempts give under the rules given.
async fn verify_seed_round(
    settings: &Settings,
    asked: &Asked<'_>,
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
            let mut out = format!(
                "✓ Round {round} of \"{event}\": the seed matches the published commitment \
                 {commitment}"
            );
            match committed {
                Some(rules) => out.push_str(&format!(
                    ", which covers the event's rules ({}).\n",
                    rules.committed().replace('\n', "; ")
                )),
                None => out.push_str(".\n"),
            }
            if let Some(d) = &drawn {
                out.push_str(&attempts_text(d, asked));
                out.push('\n');
                out.push_str(&show_roll(
                    settings,
                    &d.roll,
                    Some(&source(d)),
                    Format::Text,
                    lang,
                ));
            }
            out
        }
    })
}

/// What `verify-event` was asked to check, whatever decided the round.
struct Asked<'a> {
    event: &'a str,
    round: i64,
    rules: Option<&'a Given>,
    /// The round's position as revealed.
    position: Option<u64>,
    format: Format,
    lang: Lang,
}

/// An event's rules as a check line gives them, and the earlier rounds'
/// positions.
#[derive(Clone, Debug)]
pub struct Given {
    pub rules: DrawRules,
    /// The earlier rounds' positions, in order (no position twice).
    pub earlier: Vec<u64>,
}

impl Given {
    /// The rules `--repeats` (verify-event's; replay's has none: an
    /// `--earlier` list means no position twice), `--exclude` and
    /// `--earlier` give, or none when none is given. `variant`, when
    /// known, reads `standard` and checks the numbers.
    ///
    /// # Errors
    ///
    /// [`CliError::Input`] naming the list that does not read.
    pub fn read(
        repeats: Option<&str>,
        args: &DrawnAgainArgs,
        variant: Option<Variant>,
        lang: Lang,
    ) -> Result<Option<Given>, CliError> {
        if repeats.is_none() && args.exclude.is_none() && args.earlier.is_none() {
            return Ok(None);
        }
        let input = |e: PositionsError, option: &str| CliError::Input(e.text(option).render(lang));
        let exclude = match (&args.exclude, variant) {
            (None, _) => Positions::default(),
            (Some(text), Some(v)) => {
                Positions::parse_for(v, text).map_err(|e| input(e, "--exclude"))?
            }
            (Some(text), None) => {
                Positions::parse(text, || Err(PositionsError::NotAnItem("standard".into())))
                    .map_err(|e| input(e, "--exclude"))?
            }
        };
        let earlier = match &args.earlier {
            Some(text) => earlier_list(text).map_err(|e| input(e, "--earlier"))?,
            None => Vec::new(),
        };
        let repeats = match repeats {
            Some(rule) => rule == "allowed",
            None => args.earlier.is_none(),
        };
        if repeats && args.earlier.is_some() {
            return Err(CliError::Input(
                "--earlier is for an event with no position twice (--repeats no): with repeats \
                 allowed, the earlier rounds do not matter"
                    .into(),
            ));
        }
        Ok(Some(Given {
            rules: DrawRules {
                repeats,
                exclude,
                avoid: None,
            },
            earlier,
        }))
    }

    /// The earlier rounds' positions for round `round`: one for each
    /// round before it, where no position may come twice.
    ///
    /// # Errors
    ///
    /// [`CliError::Input`] when there are not as many as rounds before it.
    fn earlier_for(&self, round: i64) -> Result<&[u64], CliError> {
        let before = usize::try_from(round - 1).unwrap_or(0);
        if !self.rules.repeats && self.earlier.len() != before {
            return Err(CliError::Input(format!(
                "round {round} comes after {before} round(s), each of whose positions the draw \
                 needs: --earlier gives {} (copy the round's check line whole)",
                self.earlier.len()
            )));
        }
        Ok(&self.earlier)
    }
}

/// Position numbers in order, separated by commas or spaces.
fn earlier_list(text: &str) -> Result<Vec<u64>, PositionsError> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<u64>()
                .ok()
                .filter(|_| s.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| PositionsError::NotAnItem(s.to_owned()))
        })
        .collect()
}

/// The round drawn from `base` under the rules given (attempt 1 alone
/// without them), checked against the position given.
///
/// # Errors
///
/// [`CliError::Failure`] when the position given is not the draw's.
async fn drawn(spec: RollSpec, asked: &Asked<'_>, base: Base<'_>) -> Result<RuleDraw, CliError> {
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
            let why = drawn
                .refused
                .iter()
                .find(|r| r.number == given)
                .map(|r| format!(": {}", r.text(spec.variant, None).render(asked.lang)))
                .unwrap_or_default();
            Err(CliError::Failure(format!(
                "✗ round {} of \"{}\" gives {} (attempt {}), not {}{why}",
                asked.round,
                asked.event,
                label(number),
                drawn.attempt(),
                label(given),
            )))
        }
        _ => Ok(drawn),
    }
}

/// The attempts drawn again, a line each, and which attempt the round's
/// position is.
fn attempts_text(d: &RuleDraw, asked: &Asked<'_>) -> String {
    let variant = d.roll.spec.variant;
    let mut out = String::new();
    for r in &d.refused {
        out.push_str(&format!("  {}\n", r.text(variant, None).render(asked.lang)));
    }
    if asked.rules.is_some() {
        let said = if asked.position.is_some() {
            ", as revealed"
        } else {
            ""
        };
        out.push_str(&format!(
            "✓ Attempt {} gives {}, the first position the rules allow{said}.\n",
            d.attempt(),
            number_label(variant, d.roll.position.number())
        ));
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

/// One attempt drawn again, for `--format json`.
pub fn refused_json(r: &Refused, variant: Variant, lang: Lang) -> serde_json::Value {
    json!({
        "attempt": r.attempt,
        "position": r.number,
        "why": r.text(variant, None).render(lang),
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
    asked: &Asked<'_>,
    beacon_round: &BeaconRound<'_>,
    spec: Option<RollSpec>,
) -> Result<String, CliError> {
    use crate::app::event::beacon::purpose;
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
            let mut out = format!(
                "✓ Round {round} of \"{event}\": round {number} of drand's {} beacon is genuine \
                 (its signature verifies), drawn for \"{purpose}\".\n",
                verified.chain.name
            );
            if let Some(d) = &drawn {
                out.push_str(&attempts_text(d, asked));
                out.push('\n');
                out.push_str(&show_roll(
                    settings,
                    &d.roll,
                    Some(&source),
                    Format::Text,
                    lang,
                ));
            }
            out
        }
    })
}

#[cfg(not(feature = "beacon"))]
async fn verify_beacon_round(
    _: &Settings,
    _: &Asked<'_>,
    _: &BeaconRound<'_>,
    _: Option<RollSpec>,
) -> Result<String, CliError> {
    Err(CliError::Input(
        "this backrank was built without the beacon feature".into(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earlier_positions_are_numbers_in_order() {
        assert_eq!(earlier_list("18, 4 7").unwrap(), [18, 4, 7]);
        assert!(earlier_list("18,-4").is_err());
        assert!(earlier_list("+4").is_err());
    }
}
