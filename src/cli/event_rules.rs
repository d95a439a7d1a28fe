//! An event's draw rules as the command line reads them (issue 52):
//! `--repeats`, `--exclude` and `--earlier`, which `verify-event` checks a
//! round under and `replay --beacon` checks a beacon round's draw under,
//! and the attempts the rules drew again, for `--format json`.

use serde_json::json;

use crate::cli::error::CliError;
use crate::cli::shared_args::DrawnAgainArgs;
use crate::core::draw_rules::{DrawRules, Positions, PositionsError, Refused};
use crate::core::variant::Variant;
use crate::i18n::{Lang, Text};
use crate::msg;

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
                Text::msg(msg!("verify-event-earlier-with-repeats")).render(lang),
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
    pub fn earlier_for(&self, round: i64, lang: Lang) -> Result<&[u64], CliError> {
        let before = usize::try_from(round - 1).unwrap_or(0);
        if !self.rules.repeats && self.earlier.len() != before {
            return Err(CliError::Input(
                Text::msg(msg!("verify-event-earlier-missing"))
                    .with("round", round)
                    .with("before", before)
                    .with("given", self.earlier.len())
                    .render(lang),
            ));
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

/// One attempt drawn again, for `--format json`.
pub fn refused_json(r: &Refused, variant: Variant, lang: Lang) -> serde_json::Value {
    json!({
        "attempt": r.attempt,
        "position": r.number,
        "why": r.text(variant, None).render(lang),
    })
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
