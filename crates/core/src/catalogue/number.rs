//! The `number` method: draw a position number, then set the pieces up
//! from it by the variant's numbering.
//!
//! With coins the number is one binary number, heads = 1, first toss
//! highest, started over as soon as it can only come out too high: exactly
//! the ten-flip Chess960 method. With dice the number is drawn in a few parts
//! whose sizes multiply to the range, chosen (by a small search over the
//! range's divisors) for the fewest expected throws with at most three dice
//! read together, so every part stays easy to check by hand.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use backrank_entropy::Die;

use crate::board::Color;
use crate::i18n::Text;
use crate::method::{Ask, Chooser, DeviceRule, Exact, Note, Stop, Table, Technique};
use crate::numbering::{self, DigitChooser};

/// How a number of a given range is drawn with a device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The parts' sizes; the number is `d1 + r1 × (d2 + r2 × (…))`.
    pub radices: Vec<u32>,
    pub technique: Technique,
}

/// The most throws read as one number in a part.
const MAX_THROWS_PER_PART: u32 = 3;

/// The plan for drawing a number in `0..range` with `die`.
pub fn plan(range: u64, die: Die) -> Arc<Plan> {
    // Planning searches the range's divisors; the audit asks for the same
    // plan on every path, so plans are made once per (range, device).
    type Plans = HashMap<(u64, Die), Arc<Plan>>;
    static PLANS: Mutex<Option<Plans>> = Mutex::new(None);
    let mut plans = PLANS.lock().unwrap_or_else(PoisonError::into_inner);
    plans
        .get_or_insert_with(HashMap::new)
        .entry((range, die))
        .or_insert_with(|| Arc::new(make_plan(range, die)))
        .clone()
}

fn make_plan(range: u64, die: Die) -> Plan {
    let whole = || Plan {
        radices: vec![u32::try_from(range).unwrap_or(u32::MAX)],
        technique: Technique::Efficient,
    };
    if die == Die::Coin {
        return Plan {
            technique: Technique::Binary,
            ..whole()
        };
    }
    let divisors: Vec<u64> = (1..=range).filter(|d| range.is_multiple_of(*d)).collect();
    // best[i] = the cheapest split of divisors[i] into parts: (cost, parts).
    let mut best: Vec<Option<(Exact, Vec<u32>)>> = vec![None; divisors.len()];
    best[0] = Some((Exact::from_integer(0), Vec::new()));
    for i in 1..divisors.len() {
        let d = divisors[i];
        for (j, &rest) in divisors[..i].iter().enumerate() {
            let part = d / rest;
            if !d.is_multiple_of(rest) {
                continue;
            }
            let (Some((rest_cost, rest_parts)), Ok(part32)) = (&best[j], u32::try_from(part))
            else {
                continue;
            };
            let rule = DeviceRule::new(die, part32, Technique::Efficient);
            if rule.throws_per_attempt() > MAX_THROWS_PER_PART {
                continue;
            }
            let cost = rest_cost + rule.expected_throws();
            let better = match &best[i] {
                None => true,
                Some((c, parts)) => cost < *c || (cost == *c && rest_parts.len() + 1 < parts.len()),
            };
            if better {
                let mut parts = rest_parts.clone();
                parts.push(part32);
                best[i] = Some((cost, parts));
            }
        }
    }
    match best.pop().flatten() {
        Some((_, mut parts)) => {
            parts.sort_unstable_by(|a, b| b.cmp(a));
            Plan {
                radices: parts,
                technique: Technique::Efficient,
            }
        }
        None => whole(),
    }
}

/// Draws a number in `0..range`, part by part, and notes how the parts
/// combine.
pub fn draw(t: &Table<'_>, ch: &mut dyn Chooser, range: u64) -> Result<u64, Stop> {
    let plan = plan(range, ch.device());
    let side = t.side();
    let whose = if t.variant().black_is_independent() {
        let side_id = match side {
            Color::White => "white",
            Color::Black => "black",
        };
        Text::msg(msg!("title-row-number")).with("side", side_id)
    } else {
        Text::msg(msg!("title-position-number"))
    };
    let top = range - 1;
    if plan.radices.len() == 1 {
        let k = plan.radices[0];
        let c = ch.choose(&Ask {
            k,
            technique: plan.technique,
            side,
            title: &whose,
            how: &|| Text::msg(msg!("number-runs")).with("top", top),
            label: &|c| Text::plain(c.to_string()),
        })?;
        return Ok(u64::from(c));
    }
    let parts = plan.radices.len();
    let mut digits = Vec::with_capacity(parts);
    for (i, &k) in plan.radices.iter().enumerate() {
        let title = Text::msg(msg!("title-number-part"))
            .with("whose", whose.clone())
            .with("part", i + 1)
            .with("parts", parts);
        let d = ch.choose(&Ask {
            k,
            technique: plan.technique,
            side,
            title: &title,
            how: &|| Text::msg(msg!("number-part-runs")).with("top", k - 1),
            label: &|c| Text::plain(c.to_string()),
        })?;
        digits.push(u64::from(d));
    }
    let number = plan
        .radices
        .iter()
        .zip(&digits)
        .rev()
        .fold(0, |n, (&k, &d)| n * u64::from(k) + d);
    ch.note(Note::Forced {
        side,
        title: &whose,
        text: &|| {
            Text::msg(msg!("number-formula"))
                .with("formula", formula(&plan.radices, &digits))
                .with("number", number)
        },
        working: None,
    });
    Ok(number)
}

/// "7 + 32 × (3 + 6 × 4)".
fn formula(radices: &[u32], digits: &[u64]) -> String {
    match (radices, digits) {
        ([], _) | (_, []) => "0".to_owned(),
        (_, [d]) => d.to_string(),
        ([k, rest_k @ ..], [d, rest_d @ ..]) => {
            let inner = formula(rest_k, rest_d);
            if rest_d.len() > 1 {
                format!("{d} + {k} × ({inner})")
            } else {
                format!("{d} + {k} × {inner}")
            }
        }
    }
}

/// The `number` method for one side.
pub fn procedure(t: &mut Table<'_>, ch: &mut dyn Chooser) -> Result<(), Stop> {
    let v = t.variant();
    let number = draw(t, ch, numbering::side_range(v))?;
    numbering::procedure(v).run(t, &mut DigitChooser::new(number, ch))?;
    t.start_over_unless_legal(ch)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_use_the_fewest_expected_throws() {
        // 960 with a d6: 32 (two dice, 33–36 again), 6, 5 (a 6 again):
        // 9/4 + 1 + 6/5 = 89/20 throws, against 5.4 for one four-dice number.
        let p = plan(960, Die::D6);
        assert_eq!(p.radices, [32, 6, 5]);
        let cost: Exact = p
            .radices
            .iter()
            .map(|&k| DeviceRule::new(Die::D6, k, Technique::Efficient).expected_throws())
            .sum();
        assert_eq!(cost, Exact::new(89, 20));
        assert_eq!(plan(960, Die::Coin).technique, Technique::Binary);
        assert_eq!(plan(25, Die::D6).radices, [5, 5]);
        assert_eq!(
            plan(960, Die::D20)
                .radices
                .iter()
                .map(|&r| u64::from(r))
                .product::<u64>(),
            960
        );
    }

    #[test]
    fn every_plan_multiplies_to_its_range_and_stays_hand_sized() {
        for v in crate::variant::Variant::ALL {
            let range = numbering::side_range(v);
            for die in Die::ALL {
                let p = plan(range, die);
                assert_eq!(
                    p.radices.iter().map(|&r| u64::from(r)).product::<u64>(),
                    range
                );
                if die != Die::Coin {
                    for &k in &p.radices {
                        assert!(
                            DeviceRule::new(die, k, Technique::Efficient).throws_per_attempt()
                                <= MAX_THROWS_PER_PART
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn formulas_read_naturally() {
        assert_eq!(formula(&[32, 6, 5], &[7, 3, 4]), "7 + 32 × (3 + 6 × 4)");
        assert_eq!(formula(&[5, 5], &[2, 3]), "2 + 5 × 3");
    }
}
