//! Device rules: how a person turns throws of one device into a uniform
//! choice among `k` options, and the exact cost of doing so.
//!
//! Every rule has the same shape, which is what makes it easy to state at the
//! table and to prove fair: throw the device `t` times, read the faces as one
//! number `v` from 0 to nᵗ − 1, throw again if `v` is `accept` or more,
//! otherwise the choice is `v mod k`. `accept` is always a multiple of `k`, so
//! every choice is hit by exactly `accept / k` readings.

use num_rational::Ratio;

use backrank_entropy::{Die, Face};

use crate::i18n::Text;
use crate::text::nth_word;

/// Exact non-negative rationals: probabilities and expected throws.
pub type Exact = Ratio<u128>;

/// Which family of rules a method uses at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// Waste as few throws as possible: fold faces onto the choices when the
    /// device has a multiple of them ("4–6 count as 1–3"), throw again only
    /// for the leftover faces, and combine throws into one number when there
    /// are more choices than faces.
    Efficient,
    /// Carrillo's techniques exactly as published: two choices by odd/even
    /// (1.1) or one coin (2.1); otherwise count the face directly and throw
    /// again when it is too high (1.0); coins combined by his two- and
    /// three-coin tables (2.2, 2.3).
    Published,
    /// Coins read as one binary number, heads = 1, first toss highest, and
    /// start over as soon as the number can only come out too high: the
    /// ten-flip Chess960 method, for any number of choices.
    Binary,
}

/// What the faces of an attempt so far say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Throw again: the attempt needs more faces.
    More,
    /// The attempt failed: start it again from its first throw.
    Reject,
    /// The choice, counted from 0.
    Accept(u32),
}

/// One device rule for a choice among `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DeviceRule {
    die: Die,
    k: u32,
    throws: u32,
    accept: u64,
    binary: bool,
}

impl DeviceRule {
    /// The rule `technique` gives for choosing among `k` with `die`.
    ///
    /// A choice among 0 or 1 options needs no throw.
    pub fn new(die: Die, k: u32, technique: Technique) -> DeviceRule {
        let n = u64::from(die.sides());
        let k64 = u64::from(k);
        let forced = DeviceRule {
            die,
            k,
            throws: 0,
            accept: 1,
            binary: false,
        };
        if k <= 1 {
            return forced;
        }
        let throws_for = |k: u64| {
            let mut t = 1;
            let mut span = n;
            while span < k {
                span *= n;
                t += 1;
            }
            (t, span)
        };
        match technique {
            Technique::Binary if die == Die::Coin => {
                let t = 64 - (k64 - 1).leading_zeros();
                DeviceRule {
                    die,
                    k,
                    throws: t,
                    accept: k64,
                    binary: true,
                }
            }
            Technique::Published if k == 2 => DeviceRule {
                die,
                k,
                throws: 1,
                accept: n,
                binary: false,
            },
            Technique::Published => {
                let (t, _) = throws_for(k64);
                DeviceRule {
                    die,
                    k,
                    throws: t,
                    accept: k64,
                    binary: false,
                }
            }
            Technique::Efficient | Technique::Binary => {
                let (t, span) = throws_for(k64);
                DeviceRule {
                    die,
                    k,
                    throws: t,
                    accept: k64 * (span / k64),
                    binary: false,
                }
            }
        }
    }

    pub fn die(&self) -> Die {
        self.die
    }

    /// How many options the rule chooses among.
    pub fn choices(&self) -> u32 {
        self.k
    }

    /// Throws in one full attempt.
    pub fn throws_per_attempt(&self) -> u32 {
        self.throws
    }

    /// Whether a reading is a binary number (heads = 1).
    pub fn is_binary(&self) -> bool {
        self.binary
    }

    fn sides(&self) -> u64 {
        u64::from(self.die.sides())
    }

    fn span(&self) -> u64 {
        self.sides().pow(self.throws)
    }

    fn digit(&self, face: Face) -> u64 {
        if self.binary {
            // Heads (face 1) is a binary 1.
            u64::from(2 - face.value())
        } else {
            u64::from(face.index())
        }
    }

    /// The number the faces of an attempt read as so far, from 0.
    pub fn reading(&self, attempt: &[Face]) -> u64 {
        attempt
            .iter()
            .fold(0, |v, &f| v * self.sides() + self.digit(f))
    }

    /// Judges the faces of the current attempt (at most one attempt's worth).
    pub fn judge(&self, attempt: &[Face]) -> Verdict {
        if self.throws == 0 {
            return Verdict::Accept(0);
        }
        let len = attempt.len().min(self.throws as usize) as u32;
        let value = self.reading(&attempt[..len as usize]);
        if len < self.throws {
            // Only a sequential binary reading stops early: the faces so far
            // already fix the number's leading digits.
            let lowest_possible = value * self.sides().pow(self.throws - len);
            if self.binary && lowest_possible >= self.accept {
                return Verdict::Reject;
            }
            return Verdict::More;
        }
        if value >= self.accept {
            Verdict::Reject
        } else {
            Verdict::Accept((value % u64::from(self.k)) as u32)
        }
    }

    /// The exact expected number of throws to make the choice.
    pub fn expected_throws(&self) -> Exact {
        if self.throws == 0 {
            return Exact::from_integer(0);
        }
        let accept = u128::from(self.accept);
        let span = u128::from(self.span());
        if !self.binary {
            return Exact::new(u128::from(self.throws) * span, accept);
        }
        // Throw j + 1 happens when the first j flips have not already fixed a
        // number of `accept` or more: ceil(accept / 2^(t-j)) of the 2^j
        // prefixes.
        let t = self.throws;
        let per_attempt = (0..t).fold(Exact::from_integer(0), |sum, j| {
            let alive = accept.div_ceil(1u128 << (t - j));
            sum + Exact::new(alive, 1u128 << j)
        });
        per_attempt * Exact::new(span, accept)
    }

    /// Proves the rule fair by walking every sequence of faces it can see:
    /// each choice must be reached by the same number of sequences, and
    /// exactly `accept` sequences must be accepted.
    ///
    /// # Errors
    ///
    /// [`UnfairRule`]: the rule, and how many readings it accepts for each
    /// choice.
    pub fn check_unbiased(&self) -> Result<(), UnfairRule> {
        if self.throws == 0 {
            return Ok(());
        }
        let mut hits = vec![0u64; self.k as usize];
        let mut prefix = Vec::with_capacity(self.throws as usize);
        self.walk(&mut prefix, &mut hits);
        let each = self.accept / u64::from(self.k);
        if !self.accept.is_multiple_of(u64::from(self.k)) || hits.iter().any(|&h| h != each) {
            return Err(UnfairRule {
                die: self.die,
                choices: self.k,
                hits,
            });
        }
        Ok(())
    }

    fn walk(&self, prefix: &mut Vec<Face>, hits: &mut [u64]) {
        match self.judge(prefix) {
            Verdict::Accept(c) => {
                // Count the full sequences below this point, so that an
                // accepted prefix weighs as much as the readings it covers.
                let left = self.throws - prefix.len() as u32;
                hits[c as usize] += self.sides().pow(left);
            }
            Verdict::Reject => {}
            Verdict::More => {
                for v in 1..=self.die.sides() {
                    let face = Face::new(self.die, v).expect("every value up to sides is a face");
                    prefix.push(face);
                    self.walk(prefix, hits);
                    prefix.pop();
                }
            }
        }
    }

    /// The rule in words, for the record's instruction.
    pub fn instruction(&self) -> Text {
        if self.throws == 0 {
            return Text::msg(msg!("rule-one-choice"));
        }
        if self.binary {
            return self.binary_instruction();
        }
        if self.throws == 1 && self.die == Die::Coin {
            return Text::msg(msg!("rule-coin-two"));
        }
        let mut parts = vec![self.how_to_read()];
        parts.extend(self.reduction());
        parts.push(Text::plain("."));
        Text::Seq(parts)
    }

    /// The binary coin rule: toss, read as a binary number, start over
    /// early.
    fn binary_instruction(&self) -> Text {
        let t = self.throws;
        let top = (1u64 << t) - 1;
        let read = Text::msg(msg!("rule-binary"))
            .with("throws", t)
            .with("top", top);
        if self.accept > top {
            return read;
        }
        let early = Text::msg(msg!("rule-binary-start-over"))
            .with("accept", self.accept)
            .with("hint", early_hint(self.accept, t))
            .with("throws", t);
        Text::join([read, early], " ")
    }

    /// How to throw and read the throws as one number.
    fn how_to_read(&self) -> Text {
        let (die, n, span) = (self.die, self.sides(), self.span());
        if self.throws == 1 {
            return Text::msg(msg!("rule-throw-once")).with("die", die.to_string());
        }
        if die == Die::Coin {
            return self.coins_reading();
        }
        let weights = (0..self.throws).map(|i| {
            let w = n.pow(self.throws - 1 - i);
            let name = nth_word(u64::from(i) + 1);
            if w == 1 {
                name
            } else {
                Text::msg(msg!("rule-weight"))
                    .with("weight", w)
                    .with("nth", name)
            }
        });
        Text::msg(msg!("rule-throw-times"))
            .with("die", die.to_string())
            .with("times", self.throws)
            .with("formula", Text::join(weights, " + "))
            .with("span", span)
    }

    /// Several coins read in order: a short table, or binary with tails = 1.
    fn coins_reading(&self) -> Text {
        let t = self.throws as usize;
        let table: Vec<String> = (0..self.span())
            .map(|v| {
                let coins: String = (0..t)
                    .map(|i| {
                        if (v >> (t - 1 - i)) & 1 == 0 {
                            'H'
                        } else {
                            'T'
                        }
                    })
                    .collect();
                format!("{coins} = {}", v + 1)
            })
            .collect();
        if t <= 3 {
            Text::msg(msg!("rule-coins-table"))
                .with("coins", t)
                .with("table", table.join(", "))
        } else {
            Text::msg(msg!("rule-coins-binary"))
                .with("coins", t)
                .with("first", table[0].clone())
                .with("last", table[table.len() - 1].clone())
        }
    }

    /// When to throw again, and how the number comes down to the options.
    fn reduction(&self) -> Vec<Text> {
        let (die, k, span) = (self.die.to_string(), self.k, self.span());
        let mut parts = Vec::new();
        let per = self.accept / u64::from(k);
        if self.accept < span {
            let again = if self.throws == 1 {
                Text::msg(msg!("rule-again"))
            } else {
                Text::msg(msg!("rule-again-all")).with("throws", self.throws)
            };
            parts.push(
                again
                    .with("die", die)
                    .with("range", range(self.accept + 1, span)),
            );
        }
        if per == 1 {
            if self.accept == span && self.throws == 1 {
                parts.push(Text::msg(msg!("rule-count")).with("range", range(1, span)));
            }
        } else if k == 2 && self.throws == 1 {
            parts.push(Text::msg(msg!("rule-odd-even")));
        } else if per == 2 {
            parts.push(
                Text::msg(msg!("rule-fold"))
                    .with("high", range(u64::from(k) + 1, 2 * u64::from(k)))
                    .with("low", range(1, u64::from(k))),
            );
        } else {
            parts.push(Text::msg(msg!("rule-take-away")).with("k", k));
        }
        parts
    }
}

/// A device rule whose accepted readings do not fall evenly on its
/// choices: its device, its number of choices, and the readings it
/// accepts for each choice.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{die} for {choices} choices is unfair: accepted readings per choice {hits:?}")]
pub struct UnfairRule {
    pub die: Die,
    pub choices: u32,
    pub hits: Vec<u64>,
}

/// "(the first 4 tosses all heads)" when one run of heads is the whole
/// rejection rule, as for 960 of 1024.
fn early_hint(accept: u64, t: u32) -> Text {
    let top = 1u64 << t;
    let lead = (1..=t).find(|&j| {
        let block = top >> j;
        // The first j flips all heads covers [top - block, top): the rule is
        // exactly that when it is also everything rejected.
        top - block == accept
    });
    match lead {
        Some(j) => Text::msg(msg!("rule-binary-hint")).with("lead", j),
        None => Text::empty(),
    }
}

fn range(a: u64, b: u64) -> String {
    if a == b {
        format!("{a}")
    } else {
        format!("{a}–{b}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn faces(die: Die, values: &[u8]) -> Vec<Face> {
        values.iter().map(|&v| Face::new(die, v).unwrap()).collect()
    }

    const TECHNIQUES: [Technique; 3] = [
        Technique::Efficient,
        Technique::Published,
        Technique::Binary,
    ];

    #[test]
    fn every_rule_for_up_to_300_choices_is_unbiased() {
        for die in Die::ALL {
            for k in 1..=300 {
                for tech in TECHNIQUES {
                    let rule = DeviceRule::new(die, k, tech);
                    assert_eq!(rule.check_unbiased(), Ok(()), "{die} k={k} {tech:?}");
                }
            }
        }
    }

    #[test]
    fn large_binary_rules_are_unbiased() {
        for k in [960, 48_000, 151_200] {
            assert_eq!(
                DeviceRule::new(Die::Coin, k, Technique::Binary).check_unbiased(),
                Ok(())
            );
        }
    }

    #[test]
    fn carrillo_rules_as_published() {
        // 1.0: count the face, throw again when too high.
        let r = DeviceRule::new(Die::D6, 4, Technique::Published);
        assert_eq!(r.judge(&faces(Die::D6, &[5])), Verdict::Reject);
        assert_eq!(r.judge(&faces(Die::D6, &[3])), Verdict::Accept(2));
        assert_eq!(r.instruction(), "Throw a d6; on 5–6 throw again.");
        // 1.0 also for three choices: no folding.
        let r = DeviceRule::new(Die::D6, 3, Technique::Published);
        assert_eq!(r.judge(&faces(Die::D6, &[4])), Verdict::Reject);
        // 1.1: odd/even for two choices.
        let r = DeviceRule::new(Die::D6, 2, Technique::Published);
        assert_eq!(r.judge(&faces(Die::D6, &[5])), Verdict::Accept(0));
        assert_eq!(r.judge(&faces(Die::D6, &[4])), Verdict::Accept(1));
        assert_eq!(r.instruction(), "Throw a d6: odd = 1st, even = 2nd.");
        // 2.1: heads = 1, tails = 2.
        let r = DeviceRule::new(Die::Coin, 2, Technique::Published);
        assert_eq!(r.judge(&[Face::HEADS]), Verdict::Accept(0));
        assert_eq!(r.judge(&[Face::TAILS]), Verdict::Accept(1));
        // 2.3: three coins, HHH = 1 … TTT = 8, re-toss above the count.
        let r = DeviceRule::new(Die::Coin, 5, Technique::Published);
        assert_eq!(r.throws_per_attempt(), 3);
        let (h, t) = (Face::HEADS, Face::TAILS);
        assert_eq!(r.judge(&[h, h, t]), Verdict::Accept(1));
        assert_eq!(r.judge(&[t, h, h]), Verdict::Accept(4));
        assert_eq!(r.judge(&[t, h, t]), Verdict::Reject);
        assert_eq!(
            r.instruction(),
            "Toss 3 coins and read them in order: HHH = 1, HHT = 2, HTH = 3, HTT = 4, \
             THH = 5, THT = 6, TTH = 7, TTT = 8; on 6–8 toss all 3 again."
        );
        // 2.2: two coins for up to four choices.
        assert_eq!(
            DeviceRule::new(Die::Coin, 4, Technique::Published).throws_per_attempt(),
            2
        );
    }

    #[test]
    fn efficient_rules_fold_before_they_reject() {
        let r = DeviceRule::new(Die::D6, 3, Technique::Efficient);
        assert_eq!(r.judge(&faces(Die::D6, &[5])), Verdict::Accept(1));
        assert_eq!(r.instruction(), "Throw a d6; 4–6 count as 1–3.");
        let r = DeviceRule::new(Die::D20, 6, Technique::Efficient);
        assert_eq!(r.judge(&faces(Die::D20, &[19])), Verdict::Reject);
        assert_eq!(r.judge(&faces(Die::D20, &[14])), Verdict::Accept(1));
        assert_eq!(
            r.instruction(),
            "Throw a d20; on 19–20 throw again; take away 6 until it is 6 or less."
        );
        assert_eq!(r.expected_throws(), Exact::new(20, 18));
        let r = DeviceRule::new(Die::D6, 30, Technique::Efficient);
        assert_eq!(r.throws_per_attempt(), 2);
        assert_eq!(
            r.instruction(),
            "Throw a d6 2 times: the number is 6 × (first − 1) + second, from 1 to 36; \
             on 31–36 throw all 2 again."
        );
        assert_eq!(r.judge(&faces(Die::D6, &[3, 4])), Verdict::Accept(15));
        assert_eq!(r.judge(&faces(Die::D6, &[6, 1])), Verdict::Reject);
        assert_eq!(
            r.judge(&faces(Die::D6, &[6])),
            Verdict::More,
            "no early stop for dice"
        );
        assert_eq!(
            DeviceRule::new(Die::D6, 6, Technique::Efficient).instruction(),
            "Throw a d6 and count 1–6."
        );
    }

    #[test]
    fn the_ten_flip_method_is_a_binary_rule() {
        let r = DeviceRule::new(Die::Coin, 960, Technique::Binary);
        assert_eq!(r.throws_per_attempt(), 10);
        let flips: Vec<Face> = "HHTTTTHTTH"
            .chars()
            .map(|c| if c == 'H' { Face::HEADS } else { Face::TAILS })
            .collect();
        assert_eq!(r.judge(&flips), Verdict::Accept(777));
        // Four heads: start over at once.
        assert_eq!(r.judge(&[Face::HEADS; 4]), Verdict::Reject);
        assert_eq!(r.judge(&[Face::HEADS; 3]), Verdict::More);
        // The record says both ways to stop a rejected attempt: after the
        // fourth head, or after all ten as published.
        assert!(r.instruction().to_string().ends_with(
            "Start over as soon as it can only come out at 960 or more (the first 4 tosses all \
             heads); you may also toss all 10 first, and those tosses then count for nothing."
        ));
        // 4 flips always, then 6 more unless the first four were heads:
        // (4 + 6 · 15/16) / (960/1024) = 154/15.
        assert_eq!(r.expected_throws(), Exact::new(154, 15));
    }

    #[test]
    fn expected_throws_are_exact() {
        assert_eq!(
            DeviceRule::new(Die::D6, 4, Technique::Published).expected_throws(),
            Exact::new(3, 2)
        );
        assert_eq!(
            DeviceRule::new(Die::D6, 5, Technique::Efficient).expected_throws(),
            Exact::new(6, 5)
        );
        assert_eq!(
            DeviceRule::new(Die::D6, 1, Technique::Efficient).expected_throws(),
            Exact::from_integer(0)
        );
        assert_eq!(
            DeviceRule::new(Die::D6, 10, Technique::Efficient).expected_throws(),
            Exact::new(12, 5)
        );
        assert_eq!(
            DeviceRule::new(Die::Coin, 3, Technique::Published).expected_throws(),
            Exact::new(8, 3)
        );
    }

    #[test]
    fn expected_throws_match_a_walk_of_the_face_tree() {
        // Independent of the closed forms: the expected throws of one attempt
        // by walking every face sequence with its probability, then divided
        // by the chance of acceptance.
        fn walk(
            rule: &DeviceRule,
            prefix: &mut Vec<Face>,
            p: Exact,
            cost: &mut Exact,
            ok: &mut Exact,
        ) {
            match rule.judge(prefix) {
                Verdict::Accept(_) => *ok += p,
                Verdict::Reject => {}
                Verdict::More => {
                    *cost += p;
                    let n = rule.die().sides();
                    for v in 1..=n {
                        prefix.push(Face::new(rule.die(), v).unwrap());
                        walk(
                            rule,
                            prefix,
                            p / Exact::from_integer(u128::from(n)),
                            cost,
                            ok,
                        );
                        prefix.pop();
                    }
                }
            }
        }
        for die in Die::ALL {
            for k in 2..=40 {
                for tech in TECHNIQUES {
                    let rule = DeviceRule::new(die, k, tech);
                    let (mut cost, mut ok) = (Exact::from_integer(0), Exact::from_integer(0));
                    walk(
                        &rule,
                        &mut Vec::new(),
                        Exact::from_integer(1),
                        &mut cost,
                        &mut ok,
                    );
                    assert_eq!(rule.expected_throws(), cost / ok, "{die} k={k} {tech:?}");
                }
            }
        }
    }
}
