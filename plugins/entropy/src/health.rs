//! Continuous health tests on every sample (NIST SP 800-90B, section 4.4):
//! the repetition count test catches a stuck device, the adaptive
//! proportion test one that favours a face. Cutoffs come from the claimed
//! min-entropy per sample `H` and the false-alarm probability α = 2⁻²⁰:
//!
//! - repetition count: fail when one face repeats `C = 1 + ⌈20 / H⌉` times
//!   in a row (a fair d6: 9; a coin: 21);
//! - adaptive proportion: in each window of `W` samples (512, or 1024 for a
//!   coin), fail when the window's first face occurs `C` times or more, `C`
//!   being 1 + the 1 − α quantile of Binomial(W, 2^−H) (a fair d6: 129;
//!   a coin: 589).
//!
//! Each test raises a false alarm with probability at most 2⁻²⁰ per chance
//! (per sample for the repetition test, per window for the proportion test):
//! about once in a million throws of a fair die.
//!
//! After a failure the source is refused until it passes again: a whole
//! window of samples in a row with neither test failing.
//!
//! The tests' running state ([`HealthState`]) can be taken out and put back,
//! so that a device's count goes on across rolls and processes: a stuck
//! tower is not forgiven because the program started again.

use std::collections::BTreeMap;
use std::fmt;

use async_trait::async_trait;
use serde::{Deserialize, Serialize};

use crate::{Die, EntropyError, EntropySource, Face};

/// −log2 of the false-alarm probability α = 2⁻²⁰.
const ALPHA_BITS: f64 = 20.0;

/// Why the tests rejected a source.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "test", rename_all = "snake_case")]
pub enum HealthFailure {
    /// The same face came up `run` times in a row.
    Repetition { face: u8, run: u32, cutoff: u32 },
    /// One face took `count` of a window of `window` samples.
    Proportion {
        face: u8,
        count: u32,
        window: u32,
        cutoff: u32,
    },
}

impl fmt::Display for HealthFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HealthFailure::Repetition { face, run, cutoff } => write!(
                f,
                "face {face} came up {run} times in a row (the limit is {cutoff}): the device looks stuck"
            ),
            HealthFailure::Proportion {
                face,
                count,
                window,
                cutoff,
            } => write!(
                f,
                "face {face} came up {count} times in {window} throws (the limit is {cutoff}): the device favours it"
            ),
        }
    }
}

/// The tests' state, for `backrank test-device` and logs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HealthReport {
    pub samples: u64,
    pub repetition_cutoff: u32,
    pub proportion_cutoff: u32,
    pub window: u32,
    pub failures: u64,
    /// The failure the source is refused for, if any, and how many healthy
    /// samples in a row it has given since.
    pub refused: Option<(HealthFailure, u32)>,
}

/// The running state of one set of tests: everything but the cutoffs,
/// which follow from the device and its claimed entropy.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HealthCounters {
    pub last: Option<u8>,
    pub run: u32,
    pub apt_value: Option<u8>,
    pub apt_seen: u32,
    pub apt_count: u32,
    pub samples: u64,
    pub failures: u64,
    /// The failure the tests refuse the source for, if any.
    pub refused: Option<HealthFailure>,
    /// Healthy samples in a row since the failure.
    pub healthy_since: u32,
    /// Healthy samples in a row it takes to be accepted again, and the
    /// cutoffs, when the state was taken (for reports; restoring takes
    /// them from the tests).
    pub window: u32,
    pub repetition_cutoff: u32,
    pub proportion_cutoff: u32,
}

impl HealthCounters {
    /// The report these counters make.
    pub fn report(&self) -> HealthReport {
        HealthReport {
            samples: self.samples,
            repetition_cutoff: self.repetition_cutoff,
            proportion_cutoff: self.proportion_cutoff,
            window: self.window,
            failures: self.failures,
            refused: self.refused.clone().map(|f| (f, self.healthy_since)),
        }
    }
}

/// A source's tests, one set per stream of samples (a die's name, or
/// `bytes` for a hardware RNG's raw bytes).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HealthState {
    pub streams: BTreeMap<String, HealthCounters>,
}

/// Why a saved state refuses its source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub stream: String,
    pub failure: HealthFailure,
    pub healthy: u32,
    pub needed: u32,
}

impl HealthState {
    /// The first stream the tests refuse, if any.
    pub fn refusal(&self) -> Option<Refusal> {
        self.streams.iter().find_map(|(stream, c)| {
            c.refused.clone().map(|failure| Refusal {
                stream: stream.clone(),
                failure,
                healthy: c.healthy_since,
                needed: c.window,
            })
        })
    }

    /// The error a source refused by this state gives.
    pub fn refusal_error(&self, source_name: &str) -> Option<EntropyError> {
        self.refusal().map(|r| EntropyError::Unhealthy {
            source_name: source_name.to_owned(),
            why: r.failure.to_string(),
            healthy: r.healthy,
            needed: r.needed,
        })
    }

    /// Samples seen over all streams.
    pub fn samples(&self) -> u64 {
        self.streams.values().map(|c| c.samples).sum()
    }
}

/// The two continuous tests for one device.
#[derive(Clone, Debug)]
pub struct HealthTests {
    rct_cutoff: u32,
    apt_cutoff: u32,
    window: u32,
    last: Option<u8>,
    run: u32,
    apt_value: Option<u8>,
    apt_seen: u32,
    apt_count: u32,
    samples: u64,
    failures: u64,
    refused: Option<HealthFailure>,
    healthy_since: u32,
}

impl HealthTests {
    /// Tests for a device claiming `min_entropy` bits per sample (at most
    /// log2 of its faces).
    pub fn new(die: Die, min_entropy: f64) -> HealthTests {
        HealthTests::for_symbols(u32::from(die.sides()), min_entropy)
    }

    /// Tests for a source of `symbols` different values (256 for a byte
    /// stream) claiming `min_entropy` bits per sample.
    pub fn for_symbols(symbols: u32, min_entropy: f64) -> HealthTests {
        let full = f64::from(symbols.max(2)).log2();
        let h = min_entropy.clamp(0.01, full);
        // SP 800-90B: a window of 1024 for binary sources, 512 otherwise.
        let window = if symbols == 2 { 1024 } else { 512 };
        HealthTests {
            rct_cutoff: 1 + (ALPHA_BITS / h).ceil() as u32,
            apt_cutoff: 1 + critical_binomial(window, (-h).exp2(), ALPHA_BITS),
            window,
            last: None,
            run: 0,
            apt_value: None,
            apt_seen: 0,
            apt_count: 0,
            samples: 0,
            failures: 0,
            refused: None,
            healthy_since: 0,
        }
    }

    /// Tests for a fair device: log2(faces) bits per sample.
    pub fn fair(die: Die) -> HealthTests {
        HealthTests::new(die, f64::from(die.sides()).log2())
    }

    pub fn repetition_cutoff(&self) -> u32 {
        self.rct_cutoff
    }

    pub fn proportion_cutoff(&self) -> u32 {
        self.apt_cutoff
    }

    pub fn window(&self) -> u32 {
        self.window
    }

    /// Feeds one sample through both tests.
    ///
    /// # Errors
    ///
    /// The failure, if this sample makes a test fail, or the failure the
    /// source is still refused for.
    pub fn check(&mut self, face: u8) -> Result<(), HealthFailure> {
        self.samples += 1;
        let fresh = self.run_tests(face);
        if let Some(failure) = fresh {
            self.failures += 1;
            self.refused = Some(failure.clone());
            self.healthy_since = 0;
            self.reset();
            return Err(failure);
        }
        if let Some(failure) = &self.refused {
            self.healthy_since += 1;
            if self.healthy_since < self.window {
                return Err(failure.clone());
            }
            self.refused = None;
        }
        Ok(())
    }

    fn reset(&mut self) {
        self.last = None;
        self.run = 0;
        self.apt_value = None;
        self.apt_seen = 0;
        self.apt_count = 0;
    }

    fn run_tests(&mut self, face: u8) -> Option<HealthFailure> {
        // Repetition count test.
        if self.last == Some(face) {
            self.run += 1;
        } else {
            self.last = Some(face);
            self.run = 1;
        }
        if self.run >= self.rct_cutoff {
            return Some(HealthFailure::Repetition {
                face,
                run: self.run,
                cutoff: self.rct_cutoff,
            });
        }
        // Adaptive proportion test.
        match self.apt_value {
            None => {
                self.apt_value = Some(face);
                self.apt_seen = 1;
                self.apt_count = 1;
            }
            Some(a) => {
                self.apt_seen += 1;
                if a == face {
                    self.apt_count += 1;
                    if self.apt_count >= self.apt_cutoff {
                        let count = self.apt_count;
                        return Some(HealthFailure::Proportion {
                            face,
                            count,
                            window: self.window,
                            cutoff: self.apt_cutoff,
                        });
                    }
                }
                if self.apt_seen >= self.window {
                    self.apt_value = None;
                }
            }
        }
        None
    }

    /// The running state, to keep beyond this process.
    pub fn counters(&self) -> HealthCounters {
        HealthCounters {
            last: self.last,
            run: self.run,
            apt_value: self.apt_value,
            apt_seen: self.apt_seen,
            apt_count: self.apt_count,
            samples: self.samples,
            failures: self.failures,
            refused: self.refused.clone(),
            healthy_since: self.healthy_since,
            window: self.window,
            repetition_cutoff: self.rct_cutoff,
            proportion_cutoff: self.apt_cutoff,
        }
    }

    /// Goes on from a kept state. Counts that cannot belong to these tests
    /// (kept under other cutoffs) are brought within them, so a restored
    /// state never fails a test on its own.
    pub fn restore(&mut self, c: &HealthCounters) {
        self.last = c.last;
        self.run = c.run.min(self.rct_cutoff.saturating_sub(1));
        self.apt_value = c.apt_value;
        self.apt_seen = c.apt_seen.min(self.window.saturating_sub(1));
        self.apt_count = c
            .apt_count
            .min(self.apt_cutoff.saturating_sub(1))
            .min(self.apt_seen);
        if self.apt_value.is_none() {
            (self.apt_seen, self.apt_count) = (0, 0);
        }
        self.samples = c.samples;
        self.failures = c.failures;
        self.refused = c.refused.clone();
        self.healthy_since = c.healthy_since.min(self.window.saturating_sub(1));
    }

    pub fn report(&self) -> HealthReport {
        HealthReport {
            samples: self.samples,
            repetition_cutoff: self.rct_cutoff,
            proportion_cutoff: self.apt_cutoff,
            window: self.window,
            failures: self.failures,
            refused: self.refused.clone().map(|f| (f, self.healthy_since)),
        }
    }
}

/// The smallest k with P(X ≤ k) ≥ 1 − 2^−alpha_bits for X ~ Binomial(n, p)
/// (Excel's CRITBINOM, as SP 800-90B writes it). Computed in log space so
/// that p^n does not underflow for n = 1024.
fn critical_binomial(n: u32, p: f64, alpha_bits: f64) -> u32 {
    let alpha = (-alpha_bits).exp2();
    let ln_p = p.ln();
    let ln_q = (1.0 - p).ln();
    // ln C(n, k) built up term by term.
    let mut ln_choose = vec![0.0f64; n as usize + 1];
    for k in 1..=n as usize {
        ln_choose[k] = ln_choose[k - 1] + ((n as usize - k + 1) as f64).ln() - (k as f64).ln();
    }
    let pmf =
        |k: u32| (ln_choose[k as usize] + f64::from(k) * ln_p + f64::from(n - k) * ln_q).exp();
    // Add the upper tail from the top until it exceeds α: the cutoff is the
    // last k whose tail from k + 1 up is still at most α.
    let mut tail = 0.0;
    for k in (0..=n).rev() {
        let with_k = tail + pmf(k);
        if with_k > alpha {
            return k;
        }
        tail = with_k;
    }
    0
}

/// One set of tests per device, created on first use, each claiming the
/// same share of its device's full entropy.
#[derive(Clone, Debug)]
pub struct HealthByDie {
    min_entropy_fraction: f64,
    tests: Vec<(Die, HealthTests)>,
}

impl HealthByDie {
    pub fn new(min_entropy_fraction: f64) -> HealthByDie {
        HealthByDie {
            min_entropy_fraction: min_entropy_fraction.clamp(0.05, 1.0),
            tests: Vec::new(),
        }
    }

    pub fn tests_for(&mut self, die: Die) -> &mut HealthTests {
        let at = match self.tests.iter().position(|(d, _)| *d == die) {
            Some(i) => i,
            None => {
                let h = f64::from(die.sides()).log2() * self.min_entropy_fraction;
                self.tests.push((die, HealthTests::new(die, h)));
                self.tests.len() - 1
            }
        };
        &mut self.tests[at].1
    }

    /// The state of every device's tests.
    pub fn state(&self) -> HealthState {
        HealthState {
            streams: self
                .tests
                .iter()
                .map(|(die, t)| (die.name().to_owned(), t.counters()))
                .collect(),
        }
    }

    /// Goes on from a kept state (streams of dice only; others are left
    /// to whoever keeps them).
    pub fn restore(&mut self, state: &HealthState) {
        for (stream, counters) in &state.streams {
            if let Ok(die) = stream.parse::<Die>() {
                self.tests_for(die).restore(counters);
            }
        }
    }

    /// Checks one face; a failure becomes the error a source returns.
    ///
    /// # Errors
    ///
    /// [`EntropyError::Unhealthy`] naming the failure and what it takes to
    /// be accepted again.
    pub fn check(&mut self, source_name: &str, face: Face) -> Result<(), EntropyError> {
        let tests = self.tests_for(face.die());
        tests
            .check(face.value())
            .map_err(|failure| unhealthy(tests, source_name, &failure))
    }
}

/// The error for a refused sample.
pub fn unhealthy(tests: &HealthTests, source_name: &str, failure: &HealthFailure) -> EntropyError {
    let report = tests.report();
    EntropyError::Unhealthy {
        source_name: source_name.to_owned(),
        why: failure.to_string(),
        healthy: report.refused.map_or(0, |(_, n)| n),
        needed: report.window,
    }
}

/// Any source, with the health tests run on every face it gives.
pub struct HealthChecked<S> {
    inner: S,
    tests: HealthByDie,
}

impl<S: EntropySource> HealthChecked<S> {
    /// Wraps `inner`, claiming `min_entropy_fraction` of log2(faces) bits
    /// per sample (1.0 for a fair device; a physical die tower may claim
    /// less, which raises the cutoffs).
    pub fn new(inner: S, min_entropy_fraction: f64) -> HealthChecked<S> {
        HealthChecked {
            inner,
            tests: HealthByDie::new(min_entropy_fraction),
        }
    }

    pub fn inner(&self) -> &S {
        &self.inner
    }

    /// The tests' state for `die`.
    pub fn report(&mut self, die: Die) -> HealthReport {
        self.tests.tests_for(die).report()
    }
}

#[async_trait]
impl<S: EntropySource> EntropySource for HealthChecked<S> {
    fn dice(&self) -> Vec<Die> {
        self.inner.dice()
    }

    fn describe(&self) -> String {
        self.inner.describe()
    }

    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        let face = self.inner.throw(die).await?;
        self.tests.check(&self.inner.describe(), face)?;
        Ok(face)
    }

    async fn health(&mut self) -> Option<HealthState> {
        Some(self.tests.state())
    }

    async fn restore_health(&mut self, state: &HealthState) {
        self.tests.restore(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fixed-seed xorshift stream: the long runs below must be repeatable,
    /// so the tests do not depend on an RNG crate.
    struct Stream(u64);
    impl Stream {
        fn face(&mut self, sides: u8) -> u8 {
            loop {
                self.0 ^= self.0 << 13;
                self.0 ^= self.0 >> 7;
                self.0 ^= self.0 << 17;
                let b = (self.0 >> 56) as u8;
                // Rejection: only bytes below the largest multiple of sides.
                let limit = 256 - 256 % u32::from(sides);
                if u32::from(b) < limit {
                    return b % sides + 1;
                }
            }
        }
    }

    #[test]
    fn cutoffs_follow_sp_800_90b() {
        let d6 = HealthTests::fair(Die::D6);
        assert_eq!(d6.repetition_cutoff(), 9);
        assert_eq!(d6.window(), 512);
        assert_eq!(d6.proportion_cutoff(), 129);
        let coin = HealthTests::fair(Die::Coin);
        assert_eq!(coin.repetition_cutoff(), 21);
        assert_eq!(coin.window(), 1024);
        assert_eq!(coin.proportion_cutoff(), 589);
        // Claiming less entropy raises the cutoffs.
        let cautious = HealthTests::new(Die::D6, 1.0);
        assert_eq!(cautious.repetition_cutoff(), 21);
        assert!(cautious.proportion_cutoff() > d6.proportion_cutoff());
    }

    #[test]
    fn the_critical_value_matches_a_direct_sum() {
        // Binomial(512, 1/6): check P(X ≥ c) ≤ 2^-20 < P(X ≥ c - 1) for the
        // cutoff c, by summing the tail with exact-ish products.
        let c = critical_binomial(512, 1.0 / 6.0, 20.0) + 1;
        let tail = |from: u32| -> f64 {
            (from..=512)
                .map(|k| {
                    let mut v = 1.0f64;
                    for i in 0..k {
                        v *= f64::from(512 - i) / f64::from(i + 1) * (1.0 / 6.0);
                    }
                    v * (5.0f64 / 6.0).powi((512 - k) as i32)
                })
                .sum()
        };
        assert!(tail(c) <= 2f64.powi(-20));
        assert!(tail(c - 1) > 2f64.powi(-20));
    }

    #[test]
    fn a_stuck_die_is_caught_at_the_repetition_cutoff() {
        let mut t = HealthTests::fair(Die::D6);
        for i in 1..9 {
            assert_eq!(t.check(6), Ok(()), "sample {i}");
        }
        assert_eq!(
            t.check(6),
            Err(HealthFailure::Repetition {
                face: 6,
                run: 9,
                cutoff: 9
            })
        );
    }

    /// A die showing 6 half the time (the rest spread evenly) is caught
    /// within six windows (3,072 throws) for every one of 200 seeds. The
    /// proportion test only fires in a window that opens on a 6, so each
    /// window lets such a die through with chance about 1/2; over 2,000
    /// seeds the median catch was at throw 267, the 99th percentile 2,089,
    /// the worst 2,855.
    #[test]
    fn a_strongly_biased_die_is_caught_within_six_windows() {
        let mut worst = 0;
        for seed in 1..=200u64 {
            let mut s = Stream(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
            let mut t = HealthTests::fair(Die::D6);
            let caught = (1..=6 * 512).find(|_| {
                let face = if s.face(2) == 1 { 6 } else { s.face(5) };
                t.check(face).is_err()
            });
            let at = caught.unwrap_or_else(|| panic!("seed {seed}: not caught"));
            worst = worst.max(at);
        }
        assert!(worst <= 6 * 512);
    }

    /// A fair stream raises no alarm over two million throws of a d6 and
    /// a million coin tosses (the expected number of false alarms is about
    /// two: this pins one fixed stream, it is not a probability claim).
    #[test]
    fn a_fair_stream_raises_no_false_alarm() {
        for (die, n) in [(Die::D6, 2_000_000u32), (Die::Coin, 1_000_000)] {
            let mut s = Stream(0x1234_5678_9abc_def1);
            let mut t = HealthTests::fair(die);
            for i in 0..n {
                let f = s.face(die.sides());
                assert_eq!(t.check(f), Ok(()), "{die}: false alarm at sample {i}");
            }
            assert_eq!(t.report().failures, 0);
        }
    }

    #[test]
    fn a_refused_source_is_accepted_again_after_a_healthy_window() {
        let mut t = HealthTests::fair(Die::D6);
        for _ in 0..9 {
            let _ = t.check(1);
        }
        assert!(t.report().refused.is_some());
        let mut s = Stream(99);
        let mut accepted_at = None;
        for i in 1..=600u32 {
            if t.check(s.face(6)).is_ok() {
                accepted_at = Some(i);
                break;
            }
        }
        assert_eq!(accepted_at, Some(512), "refused until a full window passes");
        assert!(t.report().refused.is_none());
    }

    /// A state taken out and put back into new tests goes on counting: a
    /// run of eight is caught by the ninth sample in the new tests, and a
    /// refusal stays until its healthy window is complete.
    #[test]
    fn the_state_carries_over_to_new_tests() {
        let mut a = HealthByDie::new(1.0);
        for _ in 0..8 {
            a.check("tower", Face::new(Die::D6, 3).unwrap()).unwrap();
        }
        let kept = a.state();
        let json = serde_json::to_string(&kept).unwrap();
        let back: HealthState = serde_json::from_str(&json).unwrap();
        assert_eq!(back, kept);
        let mut b = HealthByDie::new(1.0);
        b.restore(&back);
        let e = b
            .check("tower", Face::new(Die::D6, 3).unwrap())
            .unwrap_err();
        assert!(e.to_string().contains("9 times in a row"), "{e}");
        let refused = b.state();
        let r = refused.refusal().unwrap();
        assert_eq!((r.stream.as_str(), r.healthy, r.needed), ("d6", 0, 512));
        assert!(
            refused
                .refusal_error("tower")
                .unwrap()
                .to_string()
                .contains("refused by the health tests")
        );
        let mut c = HealthByDie::new(1.0);
        c.restore(&refused);
        assert!(c.check("tower", Face::new(Die::D6, 1).unwrap()).is_err());
        assert_eq!(c.state().refusal().unwrap().healthy, 1);
    }

    /// A state kept under other cutoffs (the claim was changed) cannot make
    /// the new tests fail without a new sample.
    #[test]
    fn a_restored_state_is_brought_within_the_cutoffs() {
        let mut t = HealthTests::fair(Die::D6);
        t.restore(&HealthCounters {
            last: Some(2),
            run: 40,
            apt_value: Some(2),
            apt_seen: 9999,
            apt_count: 9999,
            ..HealthCounters::default()
        });
        let c = t.counters();
        assert!(c.run < t.repetition_cutoff());
        assert!(c.apt_seen < t.window() && c.apt_count < t.proportion_cutoff());
        // The next 2 makes the run 9: caught, as a run must be.
        assert!(t.check(2).is_err());
    }

    #[tokio::test]
    async fn the_wrapper_refuses_a_stuck_source_and_says_why() {
        let mut mock = crate::MockEntropySource::new();
        mock.expect_describe().return_const("dice tower".to_owned());
        mock.expect_throw()
            .returning(|die| Ok(Face::new(die, 3).unwrap()));
        let mut checked = HealthChecked::new(mock, 1.0);
        for _ in 0..8 {
            assert_eq!(checked.throw(Die::D6).await.unwrap().value(), 3);
        }
        let e = checked.throw(Die::D6).await.unwrap_err();
        assert_eq!(
            e.to_string(),
            "dice tower is refused by the health tests: face 3 came up 9 times in a row \
             (the limit is 9): the device looks stuck. It is accepted again after 512 healthy \
             throws in a row (0 so far); check the device"
        );
        assert!(checked.report(Die::D6).refused.is_some());
    }
}
