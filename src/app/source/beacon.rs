//! drand's beacon for the app: the chain and relays from the settings, a
//! round fetched and drawn for a purpose, and a round not out yet said in
//! time people read ("drawn at 19:02:03 UTC, in 41 s").

use std::time::Duration;

use backrank_beacon::{BeaconDraw, Chain, FetchError, Relays, Round, Scheme};
use jiff::Timestamp;

use crate::app::clock::Clock;
use crate::app::settings::{BeaconSettings, Settings};
use crate::app::source::beacon_check::utc;
use crate::core::roll::Roll;

/// A roll's beacon draw: the chain and the verified round, to show and
/// check.
#[derive(Clone, Debug)]
pub struct VerifiedDraw {
    pub chain: Chain,
    pub draw: BeaconDraw,
}

impl VerifiedDraw {
    /// The source the draw names, as `--source` takes it and records keep
    /// it.
    #[must_use]
    pub fn source(&self) -> crate::app::source::spec::SourceSpec {
        crate::app::source::spec::SourceSpec::Beacon(crate::app::source::spec::BeaconRef {
            chain: Some(self.chain.name.clone()),
            round: self.draw.round().number(),
        })
    }
}

/// Why a beacon draw could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BeaconError {
    #[error(
        "there is no drand chain '{name}': use {known}, or describe it under [beacon.chains.{name}]"
    )]
    UnknownChain { name: String, known: String },
    #[error("[beacon.chains.{name}] is wrong: {why}")]
    BadChain { name: String, why: String },
    #[error("the [beacon] settings are wrong: {0}")]
    Settings(String),
    #[error("round {round} of {chain} is drawn at {at} UTC, in {wait}: ask again then")]
    NotYet {
        chain: String,
        round: u64,
        at: String,
        wait: String,
    },
    #[error(
        "round {round} of {chain} was due at {at} UTC, {ago} ago, but no relay has it: \
         check this machine's clock and the relays"
    )]
    Late {
        chain: String,
        round: u64,
        at: String,
        ago: String,
    },
    #[error(
        "round {round} of {chain} should be out by this machine's clock, but the chain's newest \
         round is {newest}: this machine's clock is about {ahead} ahead; set it right (NTP)"
    )]
    ClockAhead {
        chain: String,
        round: u64,
        newest: u64,
        ahead: String,
    },
    #[error(
        "round {round} of {chain} was already out when it was asked for, so it is not a round \
         nobody knew: this machine's clock is behind the chain's; set it right (NTP)"
    )]
    ClockBehind { chain: String, round: u64 },
    #[error("no round of {chain} came out within {secs} s: ask again")]
    TimedOut { chain: String, secs: u64 },
    #[error(
        "round {round} of {chain} would come after the year 9999: give a round that will \
         exist, like beacon:1000"
    )]
    BeyondTime { chain: String, round: u64 },
    #[error("{0}")]
    Fetch(String),
    #[error("{0}")]
    Draw(String),
}

/// The chain named `name` (the settings' chain when `None`): a built-in
/// one or one of `[beacon.chains]`.
///
/// # Errors
///
/// [`BeaconError`] naming an unknown chain or a wrong setting.
pub fn chain(settings: &BeaconSettings, name: Option<&str>) -> Result<Chain, BeaconError> {
    let name = name.unwrap_or(&settings.chain).trim();
    if let Some(c) = settings.chains.get(name) {
        let bad = |why: String| BeaconError::BadChain {
            name: name.to_owned(),
            why,
        };
        let scheme: Scheme = c.scheme.parse().map_err(|e| bad(format!("{e}")))?;
        return Chain::new(
            name,
            &c.hash,
            &c.public_key,
            scheme,
            c.genesis_time,
            c.period,
        )
        .map_err(|e| bad(e.to_string()));
    }
    Chain::built_in()
        .into_iter()
        .find(|c| c.name == name)
        .ok_or_else(|| BeaconError::UnknownChain {
            name: name.chars().take(40).collect(),
            known: known_chains(settings).join(", "),
        })
}

/// Every chain's name: the built-in ones, then the settings'.
pub fn known_chains(settings: &BeaconSettings) -> Vec<String> {
    Chain::built_in()
        .into_iter()
        .map(|c| c.name)
        .chain(settings.chains.keys().cloned())
        .collect()
}

/// The relays of the settings.
///
/// # Errors
///
/// [`BeaconError::Settings`] for an empty list, an address that is not
/// HTTP, or a timeout out of range.
pub fn relays(settings: &BeaconSettings) -> Result<Relays, BeaconError> {
    let secs = settings.attempt_timeout_secs;
    if !(secs.is_finite() && secs > 0.0 && secs <= 120.0) {
        return Err(BeaconError::Settings(format!(
            "attempt_timeout_secs = {secs}: use a number of seconds from 0 to 120"
        )));
    }
    Relays::new(&settings.relays, Duration::from_secs_f64(secs))
        .map_err(|e| BeaconError::Settings(e.to_string()))
}

/// Round `round` of `chain` from `relays`, verified, and its draw for
/// `purpose`. A round not out yet is said with when it will be, by `now`.
///
/// # Errors
///
/// [`BeaconError`] saying what to do.
pub async fn draw(
    relays: &Relays,
    chain: &Chain,
    round: u64,
    purpose: &str,
    now: Timestamp,
) -> Result<BeaconDraw, BeaconError> {
    match relays.round(chain, round).await {
        Ok(verified) => {
            BeaconDraw::new(verified, purpose).map_err(|e| BeaconError::Draw(e.to_string()))
        }
        Err(FetchError::NotPublished { .. }) => Err(not_out(chain, round, now)),
        Err(e @ FetchError::NoRelay { .. }) => Err(BeaconError::Fetch(e.to_string())),
    }
}

/// How many times a round is asked for before a roll gives up: relays
/// publish a moment after the round's time, so a round due now may take
/// a few tries, a second apart.
const ATTEMPTS: u32 = 6;

/// The longest a roll waits for its round to be due.
const MOST_WAIT: Duration = Duration::from_secs(60);

/// The longest a roll from the next round may take, waits and relays
/// included: well within a daily post's claim on its day.
pub const ROLL_DEADLINE: Duration = Duration::from_secs(45);

/// The draw for `purpose` of the first round of `chain` published after
/// now (by `clock`): waits for the round's time, then a few seconds for a
/// relay to have it, all within [`ROLL_DEADLINE`]. A round some relay
/// already has at the first asking was public before it was chosen, and
/// is refused: only a clock behind the chain's picks one.
///
/// # Errors
///
/// [`BeaconError`]: the round not out in time, no relay that verifies,
/// a clock ahead of or behind the chain's.
pub async fn draw_next(
    settings: &Settings,
    chain: &Chain,
    purpose: &str,
    clock: &dyn Clock,
) -> Result<(u64, BeaconDraw), BeaconError> {
    let relays = relays(&settings.beacon)?;
    let now = u64::try_from(clock.now().as_second()).unwrap_or(0);
    let round = chain.first_round_after(now);
    let wait = draw_when_out(&relays, chain, round, purpose, clock, Fresh::Yes);
    within_deadline(chain, wait).await.map(|d| (round, d))
}

/// The draw for `purpose` of round `round` of `chain`, fixed earlier (an
/// event's round): waits for it if it is not out yet, within
/// [`ROLL_DEADLINE`]; a round out long ago is drawn as it is.
///
/// # Errors
///
/// [`BeaconError`]: the round not out in time, or no relay that verifies.
pub async fn draw_fixed(
    relays: &Relays,
    chain: &Chain,
    round: u64,
    purpose: &str,
    clock: &dyn Clock,
) -> Result<BeaconDraw, BeaconError> {
    let wait = draw_when_out(relays, chain, round, purpose, clock, Fresh::No);
    within_deadline(chain, wait).await
}

async fn within_deadline(
    chain: &Chain,
    wait: impl Future<Output = Result<BeaconDraw, BeaconError>>,
) -> Result<BeaconDraw, BeaconError> {
    tokio::time::timeout(ROLL_DEADLINE, wait)
        .await
        .unwrap_or_else(|_| {
            Err(BeaconError::TimedOut {
                chain: chain.name.clone(),
                secs: ROLL_DEADLINE.as_secs(),
            })
        })
}

/// Whether a round was chosen just now as the next one, so that finding
/// it out already shows a clock behind the chain's.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fresh {
    Yes,
    No,
}

/// The draw for `purpose` of round `round` of `chain`: waits for the
/// round's time, at most a minute, and then a few seconds for a relay to
/// have it. For a round chosen just now, a relay that has it at the first
/// asking shows the clock behind the chain's.
///
/// # Errors
///
/// [`BeaconError`] when the round is still not out, was out too soon, or
/// no relay gives one that verifies.
async fn draw_when_out(
    relays: &Relays,
    chain: &Chain,
    round: u64,
    purpose: &str,
    clock: &dyn Clock,
    fresh: Fresh,
) -> Result<BeaconDraw, BeaconError> {
    let due = published_at(chain, round);
    let mut attempt = 1;
    loop {
        let result = draw(relays, chain, round, purpose, clock.now()).await;
        let wait = match &result {
            Ok(_) if attempt == 1 && fresh == Fresh::Yes => {
                return Err(BeaconError::ClockBehind {
                    chain: chain.name.clone(),
                    round,
                });
            }
            // Its signature cannot exist before its time: wake then.
            Err(BeaconError::NotYet { .. }) => clock.now().duration_until(due).unsigned_abs(),
            Err(BeaconError::Late { .. }) => Duration::from_secs(1),
            _ => return result,
        };
        if attempt >= ATTEMPTS || wait > MOST_WAIT {
            if let Err(late @ BeaconError::Late { .. }) = result {
                return Err(late_or_clock_ahead(relays, chain, round, late, clock).await);
            }
            return result;
        }
        attempt += 1;
        tokio::time::sleep(wait.max(Duration::from_millis(200))).await;
    }
}

/// A round still not out well after its time: this machine's clock is
/// ahead when the chain's own newest round is older than the clock says
/// (drand's clock is the chain's rounds), else the relays are behind.
async fn late_or_clock_ahead(
    relays: &Relays,
    chain: &Chain,
    round: u64,
    late: BeaconError,
    clock: &dyn Clock,
) -> BeaconError {
    let Ok(newest) = relays.latest(chain).await else {
        return late;
    };
    let now = u64::try_from(clock.now().as_second()).unwrap_or(0);
    let chain_now = chain.time_of(newest.number()).saturating_add(chain.period);
    match now.checked_sub(chain_now) {
        Some(ahead) if newest.number() < round && ahead > 0 => BeaconError::ClockAhead {
            chain: chain.name.clone(),
            round,
            newest: newest.number(),
            ahead: span(i64::try_from(ahead).unwrap_or(i64::MAX)),
        },
        _ => late,
    }
}

/// How long a look at whether the beacon answers may take: a manager
/// waits on it.
const ANSWERS_WITHIN: Duration = Duration::from_secs(3);

/// Whether the settings' chain answers now: its newest round from one of
/// the relays, verified, within a few seconds.
///
/// # Errors
///
/// What kept it from answering, for the person and the log.
pub async fn answers(settings: &BeaconSettings) -> Result<(), BeaconError> {
    let chain = chain(settings, None)?;
    let relays = relays(settings)?;
    match tokio::time::timeout(ANSWERS_WITHIN, relays.latest(&chain)).await {
        Ok(Ok(_)) => Ok(()),
        Ok(Err(e)) => Err(BeaconError::Fetch(e.to_string())),
        Err(_) => Err(BeaconError::TimedOut {
            chain: chain.name,
            secs: ANSWERS_WITHIN.as_secs(),
        }),
    }
}

/// The draw of a round whose signature a record keeps, verified offline.
///
/// # Errors
///
/// [`BeaconError::Draw`] saying what failed.
pub fn draw_offline(chain: &Chain, round: Round, purpose: &str) -> Result<BeaconDraw, BeaconError> {
    let verified = chain.verify(&round).map_err(|e| match e {
        backrank_beacon::VerifyError::PublicKey { .. } => BeaconError::BadChain {
            name: chain.name.clone(),
            why: e.to_string(),
        },
        other => BeaconError::Draw(other.to_string()),
    })?;
    BeaconDraw::new(verified, purpose).map_err(|e| BeaconError::Draw(e.to_string()))
}

/// Checks that `roll`'s throws are exactly what `draw` gives for the
/// roll's variant, method and die: the roll was drawn from that round for
/// that purpose, and nothing else.
///
/// # Errors
///
/// [`BeaconError::Draw`] naming the first throw that differs.
pub async fn check_roll(roll: &Roll, mut draw: BeaconDraw) -> Result<(), BeaconError> {
    let redone = crate::core::roll::draw(roll.spec, &mut draw, |_| {})
        .await
        .map_err(|e| BeaconError::Draw(format!("the round's draw does not roll: {e}")))?;
    let round = draw.round().number();
    let purpose = draw.purpose().to_owned();
    if let Some(i) = (0..roll.faces.len().max(redone.faces.len()))
        .find(|&i| roll.faces.get(i) != redone.faces.get(i))
    {
        let shown = |f: Option<&backrank_entropy::Face>| {
            f.map_or("nothing".to_owned(), ToString::to_string)
        };
        return Err(BeaconError::Draw(format!(
            "these throws are not the draw of round {round} for \"{purpose}\": throw {} is {}, the draw gives {}",
            i + 1,
            shown(roll.faces.get(i)),
            shown(redone.faces.get(i)),
        )));
    }
    Ok(())
}

/// When a round no relay has is (or was) due.
fn not_out(chain: &Chain, round: u64, now: Timestamp) -> BeaconError {
    let due = published_at(chain, round);
    let now_secs = now.as_second();
    let at = utc(due);
    let due_secs = due.as_second();
    if due_secs >= now_secs {
        BeaconError::NotYet {
            chain: chain.name.clone(),
            round,
            at,
            wait: span(due_secs - now_secs),
        }
    } else {
        BeaconError::Late {
            chain: chain.name.clone(),
            round,
            at,
            ago: span(now_secs - due_secs),
        }
    }
}

/// Refuses a round no calendar reaches, before any relay is asked.
///
/// # Errors
///
/// [`BeaconError::BeyondTime`].
pub fn check_round(chain: &Chain, round: u64) -> Result<(), BeaconError> {
    let secs = i64::try_from(chain.time_of(round)).ok();
    match secs.and_then(|s| Timestamp::from_second(s).ok()) {
        Some(_) => Ok(()),
        None => Err(BeaconError::BeyondTime {
            chain: chain.name.clone(),
            round,
        }),
    }
}

/// When `round` of `chain` is published.
pub fn published_at(chain: &Chain, round: u64) -> Timestamp {
    let secs = i64::try_from(chain.time_of(round)).unwrap_or(i64::MAX);
    Timestamp::from_second(secs).unwrap_or(Timestamp::MAX)
}

/// "41 s", "3 min 5 s", "2 h 4 min", "12 days".
fn span(secs: i64) -> String {
    match secs {
        s if s < 60 => format!("{s} s"),
        s if s < 3600 => format!("{} min {} s", s / 60, s % 60),
        s if s < 86_400 * 2 => format!("{} h {} min", s / 3600, s % 3600 / 60),
        s => format!("{} days", s / 86_400),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Settings {
        Settings::load(None).unwrap()
    }

    #[test]
    fn chains_are_found_by_name_built_in_or_set() {
        let mut s = settings();
        assert_eq!(chain(&s.beacon, None).unwrap().name, "quicknet");
        assert_eq!(chain(&s.beacon, Some("default")).unwrap().period, 30);
        let e = chain(&s.beacon, Some("fastnet")).unwrap_err().to_string();
        assert_eq!(
            e,
            "there is no drand chain 'fastnet': use quicknet, default, or describe it under [beacon.chains.fastnet]"
        );
        let q = Chain::quicknet();
        s.beacon.chains.insert(
            "mine".into(),
            crate::app::settings::ChainSettings {
                hash: q.hash_hex(),
                public_key: hex::encode(&q.public_key),
                scheme: "bls-unchained-g1-rfc9380".into(),
                genesis_time: q.genesis_time,
                period: 3,
            },
        );
        assert_eq!(chain(&s.beacon, Some("mine")).unwrap().hash, q.hash);
        s.beacon.chains.get_mut("mine").unwrap().scheme = "bls-on-g3".into();
        let e = chain(&s.beacon, Some("mine")).unwrap_err().to_string();
        assert!(
            e.starts_with("[beacon.chains.mine] is wrong: unknown drand scheme 'bls-on-g3'"),
            "{e}"
        );
    }

    #[test]
    fn a_round_not_out_says_when_it_will_be() {
        let q = Chain::quicknet();
        let due = published_at(&q, 1000);
        let before = due - jiff::SignedDuration::from_secs(41);
        assert_eq!(
            not_out(&q, 1000, before).to_string(),
            "round 1000 of quicknet is drawn at 2023-08-23 15:59:24 UTC, in 41 s: ask again then"
        );
        let after = due + jiff::SignedDuration::from_secs(185);
        assert_eq!(
            not_out(&q, 1000, after).to_string(),
            "round 1000 of quicknet was due at 2023-08-23 15:59:24 UTC, 3 min 5 s ago, but no relay has it: \
             check this machine's clock and the relays"
        );
    }

    #[test]
    fn relays_settings_are_checked() {
        let mut s = settings();
        assert_eq!(relays(&s.beacon).unwrap().urls().len(), 4);
        s.beacon.attempt_timeout_secs = 0.0;
        assert!(
            relays(&s.beacon)
                .unwrap_err()
                .to_string()
                .contains("attempt_timeout_secs = 0")
        );
        s.beacon.attempt_timeout_secs = 5.0;
        s.beacon.relays.clear();
        assert!(
            relays(&s.beacon)
                .unwrap_err()
                .to_string()
                .contains("no relays")
        );
    }
}
