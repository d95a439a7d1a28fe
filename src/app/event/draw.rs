//! A round drawn under an event's rules (issue 52): attempt after attempt
//! from its seed or beacon draw until one gives a position the rules
//! allow ([`draw_round`]), the one draw behind `/event next`, every page's
//! check of a revealed round and the command line's `verify-event` and
//! `replay --beacon`; and whether rules leave enough positions for an
//! event's rounds ([`enough_left`]). The rule itself (which attempt,
//! which positions are allowed) is the core's ([`crate::core::draw_rules`]).

use crate::app::error::AppError;
use crate::core::draw_rules::{
    self, DrawRules, MOST_EXPECTED_ATTEMPTS, RuleDraw, RuleDrawError, attempt_seed,
};
use crate::core::roll::RollSpec;
use crate::i18n::Text;

/// Refuses rules that leave fewer positions than an event's rounds need
/// (one, where repeats are allowed), or so few that its last round would
/// take more than [`MOST_EXPECTED_ATTEMPTS`] attempts on average.
///
/// # Errors
///
/// [`AppError::Input`] saying how many positions are left.
pub fn enough_left(rules: &DrawRules, spec: &RollSpec, rounds: i64) -> Result<(), AppError> {
    let v = spec.variant;
    let left = rules.positions_left(v, spec.exclude_standard);
    let variant = v.to_string();
    if left == 0 {
        return Err(Text::msg(msg!("error-event-nothing-left"))
            .with("variant", variant)
            .into());
    }
    let rounds_n = rounds.unsigned_abs();
    let total = v.legal_positions();
    let Some(attempts) = draw_rules::expected_attempts(total, left, rounds_n, rules.repeats) else {
        return Err(Text::msg(msg!("error-event-too-few-positions"))
            .with("rounds", rounds)
            .with("variant", variant)
            .with("left", left)
            .into());
    };
    if attempts > MOST_EXPECTED_ATTEMPTS {
        let last = if rules.repeats {
            left
        } else {
            left + 1 - rounds_n
        };
        return Err(Text::msg(msg!("error-event-draw-too-long"))
            .with("variant", variant)
            .with("total", total)
            .with("left", last)
            .with("attempts", attempts)
            .into());
    }
    Ok(())
}

/// What a round's attempts are drawn from: its seed, or its beacon
/// round's draw for the round's purpose (attempt 1's).
#[derive(Clone, Copy, Debug)]
pub enum Base<'a> {
    Seed(&'a str),
    #[cfg(feature = "beacon")]
    Beacon(&'a backrank_beacon::BeaconDraw),
}

/// A round rolled as `spec` from `base` under `rules` (none: an event
/// started before rules, whose round is its first attempt), the rounds
/// before it having given `earlier`: attempt after attempt by the core's
/// rule, until one gives a position the rules allow.
///
/// # Errors
///
/// [`AppError::Internal`] when a roll cannot be made (not for a fair
/// method) or no attempt is allowed (the start refuses rules that could
/// come near).
pub async fn draw_round(
    spec: RollSpec,
    rules: Option<&DrawRules>,
    earlier: &[u64],
    base: Base<'_>,
) -> Result<RuleDraw, AppError> {
    let none = DrawRules::none();
    let rules = rules.unwrap_or(&none);
    let drawn = match base {
        Base::Seed(seed) => {
            draw_rules::draw(spec, rules, earlier, |attempt| {
                Ok(backrank_os_rng::SeededSource::new(&attempt_seed(
                    seed, attempt,
                )))
            })
            .await
        }
        #[cfg(feature = "beacon")]
        Base::Beacon(first) => {
            draw_rules::draw(spec, rules, earlier, |attempt| {
                let purpose = draw_rules::attempt_purpose(first.purpose(), attempt);
                // A purpose near the limit may pass for attempt 1 and not
                // with ` attempt N` after it: said, never drawn otherwise.
                backrank_beacon::BeaconDraw::new(first.round().clone(), &purpose).map_err(|e| {
                    backrank_entropy::EntropyError::Failed {
                        source_name: format!("the beacon draw for {purpose:?}"),
                        message: e.to_string(),
                    }
                })
            })
            .await
        }
    };
    drawn
        .map_err(|e: RuleDrawError| AppError::internal(msg!("error-round-unrolled"), e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::draw_rules::Positions;
    use crate::core::variant::Variant;
    use crate::i18n::Lang;
    use backrank_entropy::Die;

    fn spec(v: Variant) -> RollSpec {
        RollSpec::new(v, v.default_method(), Die::D6)
    }

    fn refused(rules: &DrawRules, rounds: i64) -> String {
        enough_left(rules, &spec(Variant::Chess960), rounds)
            .unwrap_err()
            .user_text(Lang::En)
    }

    /// Fewer positions left than rounds is refused, saying how many there
    /// are; so is a set so small that a round would take too long.
    #[test]
    fn an_event_needs_a_position_for_each_round() {
        let three = DrawRules {
            repeats: false,
            exclude: Positions::of(3..960),
            avoid: None,
        };
        assert!(enough_left(&three, &spec(Variant::Chess960), 3).is_ok());
        let said = refused(&three, 4);
        assert!(
            said.contains("4 rounds") && said.contains("only 3 left"),
            "{said}"
        );
        let none = DrawRules {
            exclude: Positions::of(0..960),
            ..three.clone()
        };
        assert!(refused(&none, 1).contains("every position of chess960 is left out"));
        let again = DrawRules {
            repeats: true,
            ..three
        };
        assert!(enough_left(&again, &spec(Variant::Chess960), 30).is_ok());
        let english = DrawRules {
            repeats: false,
            exclude: Positions::of([]),
            avoid: None,
        };
        assert!(enough_left(&english, &spec(Variant::EnglishRandom), 30).is_ok());
        let one_left = DrawRules {
            exclude: Positions::of(1..960),
            ..english
        };
        assert!(enough_left(&one_left, &spec(Variant::Chess960), 1).is_ok());
        let scarce = DrawRules {
            exclude: Positions::of(1..15_110),
            ..one_left
        };
        let said = enough_left(&scarce, &spec(Variant::ModernRandom), 1)
            .unwrap_err()
            .user_text(Lang::En);
        assert!(
            said.contains("only 11 of") && said.contains("about 1,375 attempts"),
            "{said}"
        );
    }

    /// Attempt 1 is the seed's roll exactly as `seed:SEED` rolls it, so
    /// the rounds of events started before rules still check.
    #[tokio::test]
    async fn the_first_attempt_is_the_seeds_roll() {
        let s = spec(Variant::Chess960);
        let mut source = backrank_os_rng::SeededSource::new("abc");
        let plain = crate::core::roll::draw(s, &mut source, |_| {})
            .await
            .unwrap();
        let drawn = draw_round(s, None, &[], Base::Seed("abc")).await.unwrap();
        assert_eq!(drawn.roll.replay_code(), plain.replay_code());
        assert_eq!(drawn.attempt(), 1);
        // Left out: drawn again from `abc attempt 2`.
        let rules = DrawRules {
            repeats: true,
            exclude: Positions::of([plain.position.number()]),
            avoid: None,
        };
        let again = draw_round(s, Some(&rules), &[], Base::Seed("abc"))
            .await
            .unwrap();
        let mut second = backrank_os_rng::SeededSource::new("abc attempt 2");
        let second = crate::core::roll::draw(s, &mut second, |_| {})
            .await
            .unwrap();
        if second.position.number() != plain.position.number() {
            assert_eq!(again.roll.replay_code(), second.replay_code());
            assert_eq!(again.attempt(), 2);
        }
        assert_ne!(again.roll.position.number(), plain.position.number());
    }
}
