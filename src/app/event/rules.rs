//! An event's draw rules as `/event start` asks for them (issue 52): no
//! position twice unless `repeats:allow`, positions to leave out, an
//! earlier event to avoid; resolved and checked once at the start. A
//! round is drawn under them by [`super::draw`].

use super::Events;
use crate::app::error::AppError;
use crate::app::event::check::RoundCheck;
use crate::app::event::draw::enough_left;
use crate::app::event::name::event_name;
use crate::core::draw_rules::{Avoided, DrawRules, Positions};
use crate::core::roll::RollSpec;
use crate::core::variant::{KeptVariant, Variant};
use crate::i18n::Text;

/// The rules `/event start` was asked for, as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AskedRules {
    /// `repeats:allow`: a position may come up in more than one round.
    pub repeats: bool,
    /// `exclude:`, as typed.
    pub exclude: Option<String>,
    /// `avoid:`, an earlier event's name as typed.
    pub avoid: Option<String>,
}

impl Events<'_> {
    /// The rules a new event of `rounds` rounds, rolled as `spec` (its
    /// variant kept as `variant`) on server `guild_id`, is asked to be
    /// drawn under: exclusions read for its variant, the avoided event's
    /// revealed positions found and checked, and enough positions left
    /// for every round.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] naming what is wrong: an exclusion that is no
    /// position, an avoided event that is not there or of another
    /// variant, fewer positions left than rounds (saying how many there
    /// are), or so few that a round would take too many attempts.
    pub async fn rules(
        &self,
        guild_id: u64,
        (spec, variant): (&RollSpec, &KeptVariant),
        rounds: i64,
        asked: &AskedRules,
    ) -> Result<DrawRules, AppError> {
        let v = spec.variant;
        let exclude = match asked.exclude.as_deref() {
            Some(text) => Positions::parse_asked(v, text).map_err(|e| e.text("exclude"))?,
            None => Positions::default(),
        };
        let avoid = match asked.avoid.as_deref() {
            Some(name) => Some(self.avoided(guild_id, (v, variant), name).await?),
            None => None,
        };
        let rules = DrawRules {
            repeats: asked.repeats,
            exclude,
            avoid,
        };
        enough_left(&rules, spec, rounds)?;
        Ok(rules)
    }

    /// The earlier event `name` of server `guild_id`, and every position
    /// it has revealed, each round checked as every face checks it. Its
    /// variant must have the new event's positions under the same numbers
    /// (`variant`, kept as `kept`): the same variant, or another version
    /// of its file that changed only words (its name, its summary).
    async fn avoided(
        &self,
        guild_id: u64,
        (variant, kept): (Variant, &KeptVariant),
        name: &str,
    ) -> Result<Avoided, AppError> {
        let name = event_name(name)?;
        let Some(event) = self.store.event(guild_id, name.clone()).await? else {
            return Err(Text::msg(msg!("error-event-avoid-missing"))
                .with("name", name)
                .into());
        };
        let theirs = &event.event.spec.variant;
        let same = theirs == kept
            || theirs.id == kept.id
                && self
                    .variants
                    .kept(Some(guild_id), theirs)
                    .await?
                    .is_some_and(|v| v.same_positions(variant));
        if !same {
            return Err(Text::msg(msg!("error-event-avoid-variant"))
                .with("name", event.event.name.as_str())
                .with("theirs", theirs.to_string())
                .with("variant", kept.to_string())
                .into());
        }
        let mut numbers = Vec::new();
        for (round, check) in (1_i64..).zip(self.round_checks(&event).await) {
            match check {
                RoundCheck::Shown(r) => numbers.push(r.roll.position.number()),
                // As every face says it: the record was changed, and no
                // later try will make its position one to trust.
                RoundCheck::Forged => {
                    return Err(Text::msg(msg!("error-event-avoid-forged"))
                        .with("round", round)
                        .with("name", event.event.name.as_str())
                        .into());
                }
                // Refused above at the round holding it back.
                RoundCheck::Held(by) => {
                    return Err(Text::msg(msg!("error-event-avoid-forged"))
                        .with("round", by)
                        .with("name", event.event.name.as_str())
                        .into());
                }
                RoundCheck::Unchecked => {
                    return Err(Text::msg(msg!("error-event-avoid-unchecked"))
                        .with("round", round)
                        .with("name", event.event.name.as_str())
                        .into());
                }
            }
        }
        if numbers.is_empty() {
            return Err(Text::msg(msg!("error-event-avoid-none"))
                .with("name", event.event.name.as_str())
                .into());
        }
        Ok(Avoided {
            event: event.event.name,
            positions: Positions::of(numbers),
        })
    }
}
