//! `backrank test-device`'s test: a source thrown many times, its counts
//! against a fair device's, and its health tests.

use std::fmt::Write;

use crate::core::stats::{Fit, face_labels};
use backrank_entropy::{
    Die, EntropyError, EntropySource, HealthChecked, HealthReport, HealthTests,
};
use serde_json::{Value, json};

use crate::app::settings::Settings;
use crate::app::source::spec::{self, SourceSpec};
use crate::app::source::tower::{DeviceStats, NamedDeviceError, Tower};
use crate::cli::error::CliError;

/// What a device test found.
pub struct TestResult {
    pub source: String,
    pub die: Die,
    pub counts: Vec<u64>,
    pub chi_square: f64,
    pub p_value: f64,
    pub health: HealthReport,
    /// What the device said and did: a tower's banner, stale lines, bytes.
    pub device: DeviceStats,
    /// The first throw's time, opening the device included (a board that
    /// restarts when its port opens takes a second or two).
    pub first_throw: std::time::Duration,
    /// The mean time of the throws after the first.
    pub per_throw: std::time::Duration,
    /// A device its health tests refused when the test began: how many
    /// throws it took to earn its way back, or `None` if it did not.
    pub recovery: Option<Option<u32>>,
    /// Why the test stopped early, if it did.
    pub stopped: Option<String>,
}

/// The most throws one test makes.
pub const MAX_TEST_THROWS: u32 = 100_000;

/// A hardware source with its health tests kept in the store, as every
/// process that uses the device keeps them.
///
/// # Errors
///
/// [`CliError`] when the source or its settings are wrong, or the store
/// cannot be opened.
pub async fn open_tower(spec: &SourceSpec, settings: &Settings) -> Result<Tower, CliError> {
    Tower::open_named(spec, settings)
        .await
        .map_err(|e| match e {
            NamedDeviceError::Device(e) => CliError::input(e),
            store @ NamedDeviceError::Store { .. } => CliError::Failure(store.to_string()),
        })
}

/// `test-device SOURCE --reset-health`: forgets the device's health tests.
pub async fn reset_health(spec: &SourceSpec, settings: &Settings) -> Result<String, CliError> {
    let tower = open_tower(spec, settings).await?;
    let had = tower
        .reset_health()
        .await
        .map_err(|e| CliError::Failure(e.to_string()))?;
    Ok(if had {
        format!(
            "The health tests of {spec} start again from nothing. Run `backrank test-device \
             {spec}` to check the device before a club relies on it.\n"
        )
    } else {
        format!("{spec} had no kept health tests; nothing to reset.\n")
    })
}

/// Throws `count` times and summarizes.
pub async fn test_device(
    spec: &SourceSpec,
    die: Die,
    count: u32,
    settings: &Settings,
) -> Result<TestResult, CliError> {
    if !(1..=MAX_TEST_THROWS).contains(&count) {
        return Err(CliError::Input(format!(
            "--count {count}: use 1 to {MAX_TEST_THROWS} throws"
        )));
    }
    // Typed faces are not thrown by anything; a beacon round's draw is
    // exactly fair by its rule, and one round is not a stream to test.
    if matches!(spec, SourceSpec::Typed | SourceSpec::Beacon(_)) {
        return Err(CliError::Input(
            "test-device needs a source that throws: serial:PATH, exec:COMMAND, os or seed:TEXT"
                .into(),
        ));
    }
    if !spec.is_hardware() {
        let source = spec::open(spec).map_err(CliError::input)?;
        let mut checked = HealthChecked::new(source, 1.0);
        return run_test(&mut checked, die, count, None).await;
    }
    let tower = open_tower(spec, settings).await?;
    // Not `session`: a refused device is tested too, since its healthy
    // throws are how it earns its way back.
    let mut session = tower
        .test_session()
        .await
        .map_err(|e| CliError::Failure(e.to_string()))?;
    let mut result = run_test(&mut session, die, count, Some(&tower)).await?;
    result.device = tower.stats().await;
    Ok(result)
}

/// The test proper, on any source that runs health tests.
async fn run_test(
    source: &mut dyn EntropySource,
    die: Die,
    count: u32,
    tower: Option<&Tower>,
) -> Result<TestResult, CliError> {
    if !source.dice().contains(&die) {
        return Err(CliError::Input(format!(
            "{} cannot throw a {die}: use --dice {}",
            source.describe(),
            source.dice().first().map_or("d6", |d| d.name())
        )));
    }
    let name = source.describe();
    let show = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let refused = source.health().await.and_then(|h| h.refusal());
    let mut stopped = None;
    let recovery = match refused {
        Some(r) => {
            let needed = r.needed.saturating_sub(r.healthy).max(1);
            let (throws, error) = recover(source, die, needed, show).await;
            stopped = error.map(|e| {
                let e = tower.map_or(e.to_string(), |t| t.explain(e).to_string());
                format!(
                    "stopped while it was refused, after {}: {e}",
                    throws_text(throws)
                )
            });
            Some(stopped.is_none().then_some(throws))
        }
        None => None,
    };
    let mut counts = vec![0u64; usize::from(die.sides())];
    let mut clock = ThrowClock::start();
    for i in 1..=count {
        if stopped.is_some() {
            break;
        }
        let thrown = source.throw(die).await;
        clock.thrown();
        match thrown {
            Ok(face) => counts[usize::from(face.index())] += 1,
            Err(e) => {
                let e = tower.map_or(e.to_string(), |t| t.explain(e).to_string());
                stopped = Some(format!("stopped after {}: {e}", throws_text(i - 1)));
            }
        }
        if show {
            eprint!("\rthrow {i} of {count}");
        }
    }
    if show {
        eprint!("\r                                        \r");
    }
    let (first_throw, per_throw) = clock.times();
    let (chi_square, p_value) = chi_square(&counts);
    let state = source.health().await.unwrap_or_default();
    // In byte mode the byte stream's tests are the ones that matter.
    let health = state
        .streams
        .get("bytes")
        .or_else(|| state.streams.get(die.name()))
        .map(|c| c.report())
        .unwrap_or_else(|| HealthTests::fair(die).report());
    Ok(TestResult {
        source: name,
        die,
        counts,
        chi_square,
        p_value,
        health,
        device: DeviceStats::default(),
        first_throw,
        per_throw,
        recovery,
        stopped,
    })
}

/// The first throw's time, and the mean of the others'.
struct ThrowClock {
    started: std::time::Instant,
    first: Option<std::time::Duration>,
    last: std::time::Duration,
    after_first: u32,
}

impl ThrowClock {
    fn start() -> ThrowClock {
        ThrowClock {
            started: std::time::Instant::now(),
            first: None,
            last: std::time::Duration::ZERO,
            after_first: 0,
        }
    }

    fn thrown(&mut self) {
        self.last = self.started.elapsed();
        match self.first {
            None => self.first = Some(self.started.elapsed()),
            Some(_) => self.after_first += 1,
        }
    }

    fn times(&self) -> (std::time::Duration, std::time::Duration) {
        let first = self.first.unwrap_or_default();
        let rest = self.last.saturating_sub(first);
        (first, rest / self.after_first.max(1))
    }
}

/// Throws a refused device until its tests accept it again (at most
/// `needed` throws). Returns the throws made, and the error that stopped
/// it if it did not recover: a fresh failure, or the device failing.
async fn recover(
    source: &mut dyn EntropySource,
    die: Die,
    needed: u32,
    show: bool,
) -> (u32, Option<EntropyError>) {
    for i in 1..=needed {
        if show {
            eprint!("\rrefused: healthy throw {i} of up to {needed}");
        }
        match source.throw(die).await {
            Ok(_) => return (i, None),
            Err(e) if e.still_refused() => {}
            Err(e) => return (i, Some(e)),
        }
    }
    (needed, None)
}

/// The test's counts, a bar per face against a fair device, as a PNG file.
///
/// # Errors
///
/// [`CliError::Failure`] when it cannot be drawn or written.
pub fn write_chart(result: &TestResult, path: &std::path::Path) -> Result<(), CliError> {
    let fit = Fit::uniform(face_labels(result.die), &result.counts);
    let bytes = crate::render::chart::chart(&fit).map_err(|e| CliError::Failure(e.to_string()))?;
    std::fs::write(path, bytes).map_err(|e| {
        CliError::Failure(format!(
            "could not write the chart to {}: {e}",
            path.display()
        ))
    })
}

/// Pearson's chi-square statistic against a fair die, and its p-value.
pub fn chi_square(counts: &[u64]) -> (f64, f64) {
    let fit = Fit::uniform(vec![String::new(); counts.len()], counts);
    (fit.chi_square, fit.p_value)
}

fn verdict(p: f64, total: u64, sides: usize) -> &'static str {
    if total < 5 * sides as u64 {
        "too few throws to judge: throw at least five per face"
    } else if p < 0.001 {
        "a fair die would almost never give counts this uneven: check the tower"
    } else if p < 0.01 {
        "suspicious: throw more times before trusting it"
    } else {
        "no sign of bias"
    }
}

fn health_line(h: &HealthReport) -> String {
    let state = match &h.refused {
        Some((why, healthy)) => format!(
            "REFUSED ({why}); accepted again after {} healthy throws in a row ({healthy} so far)",
            h.window
        ),
        None => "passing".to_owned(),
    };
    format!(
        "{state}; {} samples, {} failures (limits: {} in a row, {} of {} in a window)",
        h.samples, h.failures, h.repetition_cutoff, h.proportion_cutoff, h.window
    )
}

pub fn test_text(r: &TestResult) -> String {
    let total: u64 = r.counts.iter().sum();
    let mut s = format!("{} · {} · {}\n\n", r.source, r.die, throws_text(total));
    let expected = total as f64 / r.counts.len() as f64;
    let _ = writeln!(s, "  face  count  expected");
    for (i, c) in r.counts.iter().enumerate() {
        let face = backrank_entropy::Face::new(r.die, (i + 1) as u8)
            .map(|f| f.to_string())
            .unwrap_or_default();
        let _ = writeln!(s, "  {face:>4}  {c:>5}  {expected:>8.1}");
    }
    let _ = writeln!(
        s,
        "\nchi-square  {:.2} with {} degrees of freedom: p = {:.3} ({})",
        r.chi_square,
        r.counts.len() - 1,
        r.p_value,
        verdict(r.p_value, total, r.counts.len())
    );
    match r.recovery {
        Some(Some(n)) => {
            let _ = writeln!(
                s,
                "recovered   it was refused by its health tests; accepted again after {n} \
                 healthy throws in a row"
            );
        }
        Some(None) => {
            let _ = writeln!(s, "recovered   no: it is still refused");
        }
        None => {}
    }
    let _ = writeln!(s, "health      {}", health_line(&r.health));
    let _ = writeln!(
        s,
        "speed       {:.0} ms a throw; the first {:.0} ms, opening the device included",
        r.per_throw.as_secs_f64() * 1000.0,
        r.first_throw.as_secs_f64() * 1000.0
    );
    if let Some(banner) = &r.device.banner {
        let _ = writeln!(s, "tower       READY {banner}");
    }
    if r.device.stale_lines > 0 {
        let _ = writeln!(
            s,
            "stale       {} lines skipped: they answered an earlier request",
            r.device.stale_lines
        );
    }
    if let Some((used, rejected)) = r.device.bytes {
        let _ = writeln!(
            s,
            "bytes       {used} read, {rejected} thrown away by the rejection rule"
        );
    }
    if let Some(why) = &r.stopped {
        let _ = writeln!(s, "\n{why}");
    }
    s
}

pub fn test_json(r: &TestResult) -> Value {
    let total: u64 = r.counts.iter().sum();
    json!({
        "source": r.source,
        "dice": r.die,
        "throws": total,
        "counts": r.counts,
        "chi_square": r.chi_square,
        "p_value": r.p_value,
        "verdict": verdict(r.p_value, total, r.counts.len()),
        "health": {
            "samples": r.health.samples,
            "failures": r.health.failures,
            "refused": r.health.refused.as_ref().map(|(why, _)| why.to_string()),
            "repetition_cutoff": r.health.repetition_cutoff,
            "proportion_cutoff": r.health.proportion_cutoff,
            "window": r.health.window,
        },
        "recovered_after": r.recovery.flatten(),
        "ms_per_throw": r.per_throw.as_secs_f64() * 1000.0,
        "ms_first_throw": r.first_throw.as_secs_f64() * 1000.0,
        "tower": r.device.banner,
        "stale_lines": r.device.stale_lines,
        "bytes": r.device.bytes.map(|(used, rejected)| json!({"used": used, "rejected": rejected})),
        "stopped": r.stopped,
    })
}

/// "1 throw", "2 throws" (this report is in English only).
fn throws_text(n: impl Into<u64>) -> String {
    match n.into() {
        1 => "1 throw".to_owned(),
        n => format!("{n} throws"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_throw_is_one_throw() {
        let said: Vec<String> = [0u64, 1, 2, 21].into_iter().map(throws_text).collect();
        assert_eq!(said, ["0 throws", "1 throw", "2 throws", "21 throws"]);
    }
    use statrs::distribution::{ChiSquared, ContinuousCDF};

    #[test]
    fn chi_square_known_values() {
        let (stat, p) = chi_square(&[10, 10, 10, 10, 10, 10]);
        assert_eq!(stat, 0.0);
        assert!((p - 1.0).abs() < 1e-12);
        // 60 throws, all one face: stat = 300, p tiny.
        let (stat, p) = chi_square(&[60, 0, 0, 0, 0, 0]);
        assert!((stat - 300.0).abs() < 1e-9);
        assert!(p < 1e-50);
        // 11.07 is the 95% point of chi-square with 5 degrees of freedom.
        let counts = [20, 20, 20, 20, 20, 20];
        assert!(chi_square(&counts).1 > 0.99);
        let d = ChiSquared::new(5.0).unwrap();
        assert!((1.0 - d.cdf(11.0705) - 0.05_f64).abs() < 1e-4);
    }
}
