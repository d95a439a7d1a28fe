//! An event's draw rules (issue 52): no position twice in the event,
//! positions left out at the start, an earlier event's positions avoided,
//! and the one way a round's draw goes on when it lands on a position the
//! rules leave out.
//!
//! # The rule
//!
//! A round is drawn in attempts. Attempt 1 is the round's draw as it
//! always was: the roll from the round's seed (`seed:SEED`), or from its
//! beacon round's draw for the round's purpose. Attempt `n` (from 2) is
//! the same roll from the seed `SEED attempt n` ([`attempt_seed`]), or
//! from the beacon round's draw for the purpose `PURPOSE attempt n`
//! ([`attempt_purpose`]). The round's position is that of the first
//! attempt the rules allow ([`DrawRules::judge`]): one not left out at
//! the start and, unless repeats are allowed, not an earlier round's.
//! With a uniform method the position is uniform over the positions still
//! allowed, as rejection sampling is.
//!
//! Everything an attempt needs is public once the round is revealed (the
//! seed or the beacon round, the rules, the earlier rounds' positions), so
//! anyone can redo the attempts with no network.

use std::fmt;

use backrank_entropy::{EntropyError, EntropySource};

use crate::i18n::Text;
use crate::numbering::NumberError;
use crate::position::Position;
use crate::roll::text::number_label;
use crate::roll::{self, DrawError, Roll, RollSpec};
use crate::variant::Variant;

/// The most attempts one round's draw makes before it gives up: the start
/// refuses rules under which a round would need more than
/// [`MOST_EXPECTED_ATTEMPTS`] on average, so a hundred times that is never
/// reached by chance (the odds are below e⁻¹⁰⁰).
pub const MAX_ATTEMPTS: u32 = 100_000;

/// The most attempts a round may need on average under rules an event is
/// started with (a roll takes well under a millisecond).
pub const MOST_EXPECTED_ATTEMPTS: u64 = 1_000;

/// The seed of attempt `attempt` of a round whose seed is `seed`: the
/// seed itself for the first, `SEED attempt N` after.
///
/// # Examples
///
/// ```
/// use backrank_core::draw_rules::attempt_seed;
///
/// assert_eq!(attempt_seed("ab12", 1), "ab12");
/// assert_eq!(attempt_seed("ab12", 3), "ab12 attempt 3");
/// ```
#[must_use]
pub fn attempt_seed(seed: &str, attempt: u32) -> String {
    attempt_text(seed, attempt)
}

/// The purpose of attempt `attempt` of a beacon round's draw for
/// `purpose`: the purpose itself for the first, `PURPOSE attempt N` after.
#[must_use]
pub fn attempt_purpose(purpose: &str, attempt: u32) -> String {
    attempt_text(purpose, attempt)
}

fn attempt_text(first: &str, attempt: u32) -> String {
    if attempt <= 1 {
        first.to_owned()
    } else {
        format!("{first} attempt {attempt}")
    }
}

/// A set of position numbers, kept as ranges: `0-16,518,534`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Positions(Vec<(u64, u64)>);

/// What a list of positions as typed got wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionsError {
    /// Not a number, a range or `standard`.
    NotAnItem(String),
    /// Past the variant's numbers, which count from 0 to `range - 1`.
    OutOfRange {
        variant: Variant,
        number: u64,
        range: u64,
    },
    /// `standard`, for a variant whose standard array is not a legal roll.
    NoStandard(Variant),
    /// A number typed alone that the variant's numbering skips (a CRC
    /// number whose row leaves a pawn unprotected): no position.
    NotAPosition(NumberError),
    /// A range holding none of the variant's positions.
    NoPositionIn {
        variant: Variant,
        from: u64,
        to: u64,
    },
}

impl PositionsError {
    /// What is wrong, in words each language renders; `option` is the
    /// option it was typed in (`exclude`, `--exclude`).
    #[must_use]
    pub fn text(&self, option: &str) -> Text {
        match self {
            PositionsError::NotAnItem(given) => Text::msg(msg!("error-exclude-item"))
                .with("option", option.to_owned())
                .with("given", given.chars().take(30).collect::<String>()),
            PositionsError::OutOfRange {
                variant,
                number,
                range,
            } => Text::msg(msg!("error-exclude-range"))
                .with("option", option.to_owned())
                .with("variant", variant.to_string())
                .with("number", *number)
                .with("last", range.saturating_sub(1)),
            PositionsError::NoStandard(variant) => Text::msg(msg!("error-exclude-no-standard"))
                .with("option", option.to_owned())
                .with("variant", variant.to_string()),
            PositionsError::NotAPosition(e) => Text::msg(msg!("error-exclude-not-position"))
                .with("option", option.to_owned())
                .with("why", e.text()),
            PositionsError::NoPositionIn { variant, from, to } => {
                Text::msg(msg!("error-exclude-no-position-in"))
                    .with("option", option.to_owned())
                    .with("variant", variant.to_string())
                    .with("from", *from)
                    .with("to", *to)
            }
        }
    }
}

impl Positions {
    /// The set of these numbers.
    #[must_use]
    pub fn of(numbers: impl IntoIterator<Item = u64>) -> Positions {
        Positions::merged(numbers.into_iter().map(|n| (n, n)).collect())
    }

    /// Ranges sorted and merged where they touch or overlap.
    fn merged(mut ranges: Vec<(u64, u64)>) -> Positions {
        ranges.sort_unstable();
        let mut out: Vec<(u64, u64)> = Vec::with_capacity(ranges.len());
        for (a, b) in ranges {
            match out.last_mut() {
                Some(last) if a <= last.1.saturating_add(1) => last.1 = last.1.max(b),
                _ => out.push((a, b)),
            }
        }
        Positions(out)
    }

    /// Numbers and ranges as typed (`518, 534`, `0-16`), separated by
    /// commas or spaces; `standard` is `standard`'s number. No check
    /// against a variant: [`Positions::parse_for`] makes it.
    ///
    /// # Errors
    ///
    /// [`PositionsError::NotAnItem`] naming the first item that is none;
    /// [`PositionsError::NoStandard`] never (the caller's `standard`
    /// error is returned for `standard` when it is `Err`).
    pub fn parse(
        text: &str,
        standard: impl Fn() -> Result<u64, PositionsError>,
    ) -> Result<Positions, PositionsError> {
        Ok(Positions::merged(items(text, standard)?))
    }

    /// [`Positions::parse`] for `variant`: `standard` is its standard
    /// position, and every number must be one of its position numbers.
    ///
    /// # Errors
    ///
    /// [`PositionsError`] naming what is wrong.
    pub fn parse_for(variant: Variant, text: &str) -> Result<Positions, PositionsError> {
        let positions = Positions::parse(text, || {
            standard_number(variant).ok_or(PositionsError::NoStandard(variant))
        })?;
        let range = crate::numbering::range(variant);
        if let Some(last) = positions.last().filter(|&n| n >= range) {
            return Err(PositionsError::OutOfRange {
                variant,
                number: last,
                range,
            });
        }
        Ok(positions)
    }

    /// The positions a new event is asked to leave out, as typed for
    /// `variant` ([`Positions::parse_for`]), each item naming positions:
    /// a number typed alone must be one of its positions, and a range
    /// must hold at least one. (A check line reads the canonical list
    /// with [`Positions::parse_for`], where a range of two is written as
    /// two numbers.)
    ///
    /// # Errors
    ///
    /// [`PositionsError`] naming the first item that names no position.
    pub fn parse_asked(variant: Variant, text: &str) -> Result<Positions, PositionsError> {
        let positions = Positions::parse_for(variant, text)?;
        if crate::numbering::range(variant) == variant.legal_positions() {
            // Every number is a position.
            return Ok(positions);
        }
        let standard = || standard_number(variant).ok_or(PositionsError::NoStandard(variant));
        for (from, to) in items(text, standard)? {
            if from == to {
                Position::from_number(variant, from).map_err(PositionsError::NotAPosition)?;
            } else if !(from..=to).any(|n| Position::from_number(variant, n).is_ok()) {
                return Err(PositionsError::NoPositionIn { variant, from, to });
            }
        }
        Ok(positions)
    }

    /// Whether `number` is in the set.
    #[must_use]
    pub fn contains(&self, number: u64) -> bool {
        let at = self.0.partition_point(|&(_, b)| b < number);
        self.0.get(at).is_some_and(|&(a, _)| a <= number)
    }

    /// Both sets as one.
    #[must_use]
    pub fn union(&self, other: &Positions) -> Positions {
        Positions::merged(self.0.iter().chain(&other.0).copied().collect())
    }

    /// How many numbers the set holds.
    #[must_use]
    pub fn count(&self) -> u64 {
        self.0.iter().map(|&(a, b)| b - a + 1).sum()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The largest number in the set.
    #[must_use]
    pub fn last(&self) -> Option<u64> {
        self.0.last().map(|&(_, b)| b)
    }

    /// Every number in the set, smallest first.
    pub fn numbers(&self) -> impl Iterator<Item = u64> + '_ {
        self.0.iter().flat_map(|&(a, b)| a..=b)
    }

    /// The set as people read it: `0–16, 518, 534` (an en dash, a space
    /// after each comma).
    #[must_use]
    pub fn shown(&self) -> String {
        self.written("–", ", ")
    }

    /// Each number alone, or a range of three or more as `a{dash}b`,
    /// separated by `comma`.
    fn written(&self, dash: &str, comma: &str) -> String {
        let mut items = Vec::new();
        for &(a, b) in &self.0 {
            match b - a {
                0 => items.push(a.to_string()),
                1 => items.extend([a.to_string(), b.to_string()]),
                _ => items.push(format!("{a}{dash}{b}")),
            }
        }
        items.join(comma)
    }
}

/// Numbers and ranges as typed, each as a range, in the order typed
/// ([`Positions::parse`]).
fn items(
    text: &str,
    standard: impl Fn() -> Result<u64, PositionsError>,
) -> Result<Vec<(u64, u64)>, PositionsError> {
    let mut ranges = Vec::new();
    for item in text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
    {
        let bad = || PositionsError::NotAnItem(item.to_owned());
        if item.eq_ignore_ascii_case("standard") {
            let n = standard()?;
            ranges.push((n, n));
            continue;
        }
        let number = |s: &str| -> Result<u64, PositionsError> {
            if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            s.parse().map_err(|_| bad())
        };
        let range = match item.split_once(['-', '–']) {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let n = number(item)?;
                (n, n)
            }
        };
        if range.0 > range.1 {
            return Err(bad());
        }
        ranges.push(range);
    }
    Ok(ranges)
}

/// The canonical form, as committed to and as command lines take it:
/// `0-16,518,534` (nothing for an empty set): each number alone, or a run
/// of three or more as a range.
impl fmt::Display for Positions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.written("-", ","))
    }
}

impl serde::Serialize for Positions {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> serde::Deserialize<'de> for Positions {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Positions, D::Error> {
        let text = String::deserialize(d)?;
        Positions::parse(&text, || Err(PositionsError::NotAnItem("standard".into())))
            .map_err(|_| serde::de::Error::custom(format!("not a list of positions: {text:?}")))
    }
}

/// The number of `variant`'s standard position, where its standard array
/// is a legal roll.
#[must_use]
pub fn standard_number(variant: Variant) -> Option<u64> {
    let mut rows = variant.standard_rows().into_iter();
    let white = rows.next()?;
    Position::new(variant, white, rows.next())
        .ok()
        .map(|p| p.number())
}

/// An earlier event whose revealed positions an event leaves out.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Avoided {
    /// Its name, as it was started.
    pub event: String,
    /// The positions it had revealed when this event started.
    pub positions: Positions,
}

/// The rules an event's rounds are drawn under, fixed at its start and
/// published then.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DrawRules {
    /// A position may come up in more than one round (`repeats:allow`).
    pub repeats: bool,
    /// Positions left out at the start (`exclude:`).
    #[serde(default, skip_serializing_if = "Positions::is_empty")]
    pub exclude: Positions,
    /// An earlier event's positions, left out (`avoid:`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub avoid: Option<Avoided>,
}

/// Why an attempt's position was drawn again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Left out at the start.
    Excluded,
    /// One of the avoided event's positions.
    Avoided,
    /// An earlier round's position (round `round`, from 1).
    Taken { round: i64 },
}

/// An attempt whose position the rules did not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// From 1.
    pub attempt: u32,
    /// The position it gave.
    pub number: u64,
    pub why: Refusal,
}

impl Refused {
    /// "attempt 1 gave No. 18, round 1's position: drawn again", in words
    /// each language renders, the position labelled as `variant`'s are
    /// (`SP 518` in Chess960); `avoided` names the avoided event.
    #[must_use]
    pub fn text(&self, variant: Variant, avoided: Option<&str>) -> Text {
        let text = match &self.why {
            Refusal::Excluded => Text::msg(msg!("round-attempt-excluded")),
            Refusal::Avoided => Text::msg(msg!("round-attempt-avoided"))
                .with("event", avoided.unwrap_or_default().to_owned()),
            Refusal::Taken { round } => {
                Text::msg(msg!("round-attempt-taken")).with("round", *round)
            }
        };
        text.with("attempt", self.attempt)
            .with("position", number_label(variant, self.number))
    }
}

impl DrawRules {
    /// The rules of an event started before rules existed: repeats
    /// allowed, nothing left out.
    #[must_use]
    pub fn none() -> DrawRules {
        DrawRules {
            repeats: true,
            exclude: Positions::default(),
            avoid: None,
        }
    }

    /// Every position left out at the start: the exclusions and the
    /// avoided event's.
    #[must_use]
    pub fn left_out(&self) -> Positions {
        match &self.avoid {
            Some(a) => self.exclude.union(&a.positions),
            None => self.exclude.clone(),
        }
    }

    /// Whether a draw may ever need a second attempt.
    #[must_use]
    pub fn may_draw_again(&self) -> bool {
        !self.repeats || !self.exclude.is_empty() || self.avoid.is_some()
    }

    /// The rules as a round's commitment covers them: two lines,
    /// `repeats: no` (or `allowed`) and `exclude: 0-16,518` (or `none`),
    /// the exclusions and the avoided event's positions as one set.
    #[must_use]
    pub fn committed(&self) -> String {
        let left_out = self.left_out();
        format!(
            "repeats: {}\nexclude: {}",
            if self.repeats { "allowed" } else { "no" },
            if left_out.is_empty() {
                "none".to_owned()
            } else {
                left_out.to_string()
            }
        )
    }

    /// Why position `number` may not be a round's, when the rounds before
    /// it gave `earlier` (in order); `None` when it may.
    #[must_use]
    pub fn judge(&self, number: u64, earlier: &[u64]) -> Option<Refusal> {
        if self.exclude.contains(number) {
            return Some(Refusal::Excluded);
        }
        if self
            .avoid
            .as_ref()
            .is_some_and(|a| a.positions.contains(number))
        {
            return Some(Refusal::Avoided);
        }
        if !self.repeats {
            let at = earlier.iter().position(|&n| n == number)?;
            return Some(Refusal::Taken {
                round: i64::try_from(at).unwrap_or(i64::MAX - 1) + 1,
            });
        }
        None
    }

    /// How many of `variant`'s positions a round may give before any is
    /// drawn: its legal positions, less the standard one when every roll
    /// throws it again (`exclude_standard`), less those left out.
    #[must_use]
    pub fn positions_left(&self, variant: Variant, exclude_standard: bool) -> u64 {
        let standard = standard_number(variant).filter(|_| exclude_standard);
        let legal = variant.legal_positions() - u64::from(standard.is_some());
        let left_out = self.left_out();
        let out = if crate::numbering::range(variant) == variant.legal_positions() {
            // Every number is a position: no need to look at each.
            left_out.count() - u64::from(standard.is_some_and(|s| left_out.contains(s)))
        } else {
            let counted =
                |n: &u64| Some(*n) != standard && Position::from_number(variant, *n).is_ok();
            left_out.numbers().filter(counted).count() as u64
        };
        legal.saturating_sub(out)
    }
}

/// A round drawn under the rules: the roll of the first attempt they
/// allow, and the attempts before it.
#[derive(Clone, Debug)]
pub struct RuleDraw {
    pub roll: Roll,
    /// The attempts drawn again, in order.
    pub refused: Vec<Refused>,
}

impl RuleDraw {
    /// The attempt whose roll is the round's, from 1.
    #[must_use]
    pub fn attempt(&self) -> u32 {
        u32::try_from(self.refused.len()).unwrap_or(MAX_ATTEMPTS) + 1
    }
}

/// Why a round could not be drawn under the rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleDrawError {
    #[error(transparent)]
    Draw(#[from] DrawError),
    #[error("no attempt of {MAX_ATTEMPTS} gave a position the rules allow")]
    NoneAllowed,
}

/// A round drawn under `rules`, its earlier rounds having given
/// `earlier`: attempt after attempt, each rolled from `source(attempt)`,
/// until one gives a position the rules allow.
///
/// # Errors
///
/// [`RuleDrawError::Draw`] when an attempt's source cannot be had or a
/// roll fails; [`RuleDrawError::NoneAllowed`] after [`MAX_ATTEMPTS`].
pub async fn draw<S: EntropySource>(
    spec: RollSpec,
    rules: &DrawRules,
    earlier: &[u64],
    mut source: impl FnMut(u32) -> Result<S, EntropyError>,
) -> Result<RuleDraw, RuleDrawError> {
    let mut refused = Vec::new();
    for attempt in 1..=MAX_ATTEMPTS {
        let mut s = source(attempt).map_err(DrawError::from)?;
        let roll = roll::draw(spec, &mut s, |_| {}).await?;
        let number = roll.position.number();
        match rules.judge(number, earlier) {
            None => return Ok(RuleDraw { roll, refused }),
            Some(why) => refused.push(Refused {
                attempt,
                number,
                why,
            }),
        }
    }
    Err(RuleDrawError::NoneAllowed)
}

/// On average, how many attempts the last round of `rounds` needs when
/// `left` of `legal` positions are allowed at the start (rounded up): the
/// start refuses rules past [`MOST_EXPECTED_ATTEMPTS`]. `None` when the
/// last round would have no position left.
#[must_use]
pub fn expected_attempts(legal: u64, left: u64, rounds: u64, repeats: bool) -> Option<u64> {
    let last = if repeats {
        left
    } else {
        left.checked_sub(rounds.saturating_sub(1))?
    };
    (last > 0).then(|| legal.div_ceil(last))
}

#[cfg(test)]
mod tests {
    use super::*;
    use backrank_entropy::{Die, Face};

    fn parse(text: &str) -> Result<Positions, PositionsError> {
        Positions::parse(text, || Ok(518))
    }

    #[test]
    fn positions_are_read_as_numbers_ranges_and_standard_and_kept_canonical() {
        let p = parse(" 534, 0-16 standard,17,518 ,600–601").unwrap();
        assert_eq!(p.to_string(), "0-17,518,534,600,601");
        assert_eq!(p.shown(), "0–17, 518, 534, 600, 601");
        assert_eq!(p.count(), 18 + 1 + 1 + 2);
        for n in [0, 17, 518, 534, 600, 601] {
            assert!(p.contains(n), "{n}");
        }
        for n in [18, 517, 519, 533, 535, 599, 602] {
            assert!(!p.contains(n), "{n}");
        }
        assert_eq!(parse(&p.to_string()).unwrap(), p);
        assert!(parse("").unwrap().is_empty());
        for bad in ["12a", "-3", "5-", "9-2", "x", "1.5", "+4"] {
            assert!(
                matches!(parse(bad), Err(PositionsError::NotAnItem(_))),
                "{bad}"
            );
        }
        assert_eq!(
            Positions::of([3, 4, 18]).union(&Positions::of([5])),
            parse("3-5,18").unwrap()
        );
    }

    #[test]
    fn a_variants_positions_are_checked_against_its_numbers() {
        let v = Variant::Chess960;
        assert_eq!(
            Positions::parse_for(v, "standard,534").unwrap().to_string(),
            "518,534"
        );
        let e = Positions::parse_for(v, "0-960").unwrap_err();
        assert_eq!(
            e.text("exclude").render(crate::i18n::Lang::En),
            "`exclude`: chess960 has no position number 960: use 0 to 959"
        );
    }

    /// A new event's exclusions name positions: CRC's numbering skips the
    /// numbers whose row leaves a pawn unprotected (10 and 40 among them;
    /// 20 is a position), so one typed alone is refused naming it, and a
    /// range must hold a position; a check line's canonical list still
    /// reads.
    #[test]
    fn a_new_events_exclusions_name_positions() {
        let v = Variant::Crc;
        for skipped in [10, 40] {
            assert!(Position::from_number(v, skipped).is_err(), "{skipped}");
        }
        assert!(Position::from_number(v, 20).is_ok());
        let e = Positions::parse_asked(v, "20,40").unwrap_err();
        assert_eq!(
            e.text("exclude").render(crate::i18n::Lang::En),
            "`exclude`: crc number 40 is not a starting position: the pawn on f2 is \
             unprotected (Scharnagl's rules skip it), so it is no position to leave out"
        );
        let e = Positions::parse_asked(v, "10,20,40").unwrap_err();
        let said = e.text("exclude").render(crate::i18n::Lang::En);
        assert!(
            said.starts_with("`exclude`: crc number 10 is not a starting position: ")
                && said.ends_with("so it is no position to leave out"),
            "{said}"
        );
        let legal = (0..48_000)
            .find(|&n| Position::from_number(v, n).is_ok())
            .unwrap();
        let first_gap = (0..48_000)
            .find(|&n| Position::from_number(v, n).is_err())
            .unwrap();
        assert_eq!(
            Positions::parse_asked(v, &format!("{legal}, {first_gap}-{}", first_gap + 400))
                .unwrap()
                .to_string(),
            Positions::parse_for(v, &format!("{legal},{first_gap}-{}", first_gap + 400))
                .unwrap()
                .to_string()
        );
        let gap = |n: u64| Position::from_number(v, n).is_err();
        let run = (0..47_999).find(|&n| gap(n) && gap(n + 1)).unwrap();
        let e = Positions::parse_asked(v, &format!("{run}-{}", run + 1)).unwrap_err();
        assert_eq!(
            e,
            PositionsError::NoPositionIn {
                variant: v,
                from: run,
                to: run + 1
            }
        );
        // Every chess960 number is a position: nothing more to check.
        assert!(Positions::parse_asked(Variant::Chess960, "10,20,40").is_ok());
        assert!(
            Positions::parse_for(v, "10,20,40").is_ok(),
            "a check line reads"
        );
    }

    /// The commitment's lines, and the rounds they let through.
    #[test]
    fn the_rules_judge_each_attempt_and_say_what_they_commit_to() {
        let rules = DrawRules {
            repeats: false,
            exclude: parse("518,534").unwrap(),
            avoid: Some(Avoided {
                event: "Autumn Cup".into(),
                positions: Positions::of([3, 4]),
            }),
        };
        assert_eq!(rules.committed(), "repeats: no\nexclude: 3,4,518,534");
        assert_eq!(
            DrawRules::none().committed(),
            "repeats: allowed\nexclude: none"
        );
        assert!(!DrawRules::none().may_draw_again());
        assert_eq!(rules.judge(518, &[]), Some(Refusal::Excluded));
        assert_eq!(rules.judge(4, &[]), Some(Refusal::Avoided));
        assert_eq!(rules.judge(18, &[7, 18]), Some(Refusal::Taken { round: 2 }));
        assert_eq!(rules.judge(19, &[7, 18]), None);
        let again = DrawRules {
            repeats: true,
            ..rules
        };
        assert_eq!(again.judge(18, &[7, 18]), None);
        let said = Refused {
            attempt: 1,
            number: 18,
            why: Refusal::Taken { round: 1 },
        };
        assert_eq!(
            said.text(Variant::Chess960, None)
                .render(crate::i18n::Lang::En),
            "attempt 1 gave SP 18, round 1's position: drawn again"
        );
    }

    #[test]
    fn positions_left_count_only_positions_once() {
        let v = Variant::Chess960;
        let rules = DrawRules {
            exclude: parse("0-16,518,534").unwrap(),
            ..DrawRules::none()
        };
        assert_eq!(rules.positions_left(v, false), 960 - 19);
        // The standard one is not counted twice.
        assert_eq!(rules.positions_left(v, true), 960 - 19);
        assert_eq!(DrawRules::none().positions_left(v, true), 959);
        // CRC: numbers with an unprotected pawn are no positions.
        let crc = Variant::Crc;
        let all = DrawRules {
            exclude: Positions::of(0..crate::numbering::range(crc)),
            ..DrawRules::none()
        };
        assert_eq!(all.positions_left(crc, false), 0);
    }

    #[test]
    fn the_expected_attempts_are_those_of_the_last_round() {
        assert_eq!(expected_attempts(20, 3, 3, false), Some(20));
        assert_eq!(expected_attempts(20, 3, 4, false), None);
        assert_eq!(expected_attempts(20, 3, 4, true), Some(7));
        assert_eq!(expected_attempts(960, 0, 1, true), None);
    }

    /// A source giving the faces of its attempt's list, to see the
    /// attempts go on.
    struct Listed(std::vec::IntoIter<u8>);

    #[async_trait::async_trait]
    impl EntropySource for Listed {
        fn dice(&self) -> Vec<Die> {
            vec![Die::D6]
        }
        fn describe(&self) -> String {
            "listed".into()
        }
        async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
            Ok(Face::new(die, self.0.next().unwrap_or(1)).unwrap())
        }
    }

    /// Four lists of five faces that roll Chess960 positions, each
    /// another: the attempts of a draw, in order.
    fn four_attempts() -> (Vec<Vec<u8>>, Vec<u64>) {
        let spec = RollSpec::new(
            Variant::Chess960,
            Variant::Chess960.default_method(),
            Die::D6,
        );
        let (mut lists, mut numbers) = (Vec::new(), Vec::new());
        for n in 0..6u32.pow(5) {
            let values: Vec<u8> = (0..5).map(|i| (n / 6u32.pow(i) % 6 + 1) as u8).collect();
            let faces: Vec<Face> = values
                .iter()
                .map(|&v| Face::new(Die::D6, v).unwrap())
                .collect();
            if let Ok(r) = roll::run(spec, &faces) {
                let number = r.position.number();
                if !numbers.contains(&number) && lists.len() < 4 {
                    lists.push(values);
                    numbers.push(number);
                }
            }
        }
        (lists, numbers)
    }

    #[test]
    fn a_draw_goes_on_until_an_allowed_position_and_lists_the_others() {
        let spec = RollSpec::new(
            Variant::Chess960,
            Variant::Chess960.default_method(),
            Die::D6,
        );
        let (attempts, numbers) = four_attempts();
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let rules = DrawRules {
            repeats: false,
            exclude: Positions::of([numbers[1]]),
            avoid: None,
        };
        let drawn = rt
            .block_on(draw(spec, &rules, &[numbers[0]], |n| {
                Ok(Listed(attempts[n as usize - 1].clone().into_iter()))
            }))
            .unwrap();
        assert_eq!(drawn.roll.position.number(), numbers[2]);
        assert_eq!(drawn.attempt(), 3);
        assert_eq!(
            drawn.refused,
            [
                Refused {
                    attempt: 1,
                    number: numbers[0],
                    why: Refusal::Taken { round: 1 }
                },
                Refused {
                    attempt: 2,
                    number: numbers[1],
                    why: Refusal::Excluded
                },
            ]
        );
    }
}
