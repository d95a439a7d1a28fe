//! `backrank doctor`'s beacon checks: the `[beacon]` settings, then the
//! relays asked for the chain and its clock.

use backrank_beacon::Chain;

use super::{Outcome, problem};
use crate::app::settings::Settings;
use crate::app::source::beacon;

/// The `[beacon]` settings, checked without asking a relay: the chain
/// rolls name, every chain described, and the relays' addresses.
pub(super) fn settings(settings: &Settings) -> Outcome {
    let b = &settings.beacon;
    for name in beacon::known_chains(b) {
        if let Err(e) = beacon::chain(b, Some(&name)) {
            return problem(e.to_string(), "copy the chain's facts from its /info");
        }
    }
    let chain = match beacon::chain(b, None) {
        Ok(c) => c,
        Err(e) => return problem(format!("[beacon] chain: {e}"), "set chain = \"quicknet\""),
    };
    match beacon::relays(b) {
        Ok(relays) => Outcome::Passed(format!(
            "{} (a round every {} s), {} relays",
            chain.name,
            chain.period,
            relays.urls().len()
        )),
        Err(e) => problem(
            e.to_string(),
            "list drand's relays, like \"https://api.drand.sh\"",
        ),
    }
}

/// The relays asked, as a beacon roll asks them: each must serve the
/// settings' chain as Backrank knows it, and the chain's newest round must
/// agree with this machine's clock (a beacon roll picks the first round
/// after now by that clock).
pub(super) async fn relays(settings: &Settings) -> Outcome {
    let b = &settings.beacon;
    let (Ok(chain), Ok(relays)) = (beacon::chain(b, None), beacon::relays(b)) else {
        return Outcome::Skipped("the [beacon] settings are wrong (above)".into());
    };
    let failing: Vec<String> = relays
        .check_info(&chain)
        .await
        .into_iter()
        .filter_map(|(relay, why)| Some(format!("{relay}: {}", why?)))
        .collect();
    let serving = relays.urls().len() - failing.len();
    let newest = match relays.latest(&chain).await {
        Ok(newest) if serving > 0 => newest,
        _ => {
            return Outcome::Note(format!(
                "no relay serves {} just now, so beacon rolls and beacon events fail until one \
                 does ({})",
                chain.name,
                failing.join("; ")
            ));
        }
    };
    let now = jiff::Timestamp::now().as_second();
    if let Some(wrong) = clock_problem(&chain, newest.number(), now) {
        return wrong;
    }
    let agrees = format!(
        "{serving} of {} relays serve {} (newest round {}); this machine's clock agrees with the \
         chain's",
        relays.urls().len(),
        chain.name,
        newest.number()
    );
    if failing.is_empty() {
        Outcome::Passed(agrees)
    } else {
        Outcome::Note(format!("{agrees}; passed over: {}", failing.join("; ")))
    }
}

/// How far a relay may lag behind a round's time, in seconds.
const RELAY_LAG: i64 = 5;

/// A clock that disagrees with the chain's, by its newest round (drand's
/// clock is its rounds): behind when that round's time is still to come by
/// this clock, ahead when a later round is long due.
fn clock_problem(chain: &Chain, newest: u64, now: i64) -> Option<Outcome> {
    let dated = i64::try_from(chain.time_of(newest)).unwrap_or(i64::MAX);
    let period = i64::try_from(chain.period).unwrap_or(i64::MAX);
    let fix = "set this machine's clock right (NTP): a beacon roll picks the first round after now";
    if dated > now + 1 {
        return Some(problem(
            format!(
                "this machine's clock is about {} s behind drand's: the chain's newest round, \
                 {newest}, is dated {}",
                dated - now,
                beacon::published_at(chain, newest)
            ),
            fix,
        ));
    }
    let due = dated.saturating_add(period).saturating_add(RELAY_LAG);
    (now > due).then(|| {
        problem(
            format!(
                "this machine's clock is about {} s ahead of drand's (or every relay is behind): \
                 the chain's newest round, {newest}, is dated {}",
                now - dated - period,
                beacon::published_at(chain, newest)
            ),
            fix,
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_beacon_settings_are_checked_without_a_relay() {
        let mut s = Settings::load(None).unwrap();
        assert!(
            matches!(settings(&s), Outcome::Passed(s) if s == "quicknet (a round every 3 s), 4 relays"),
        );
        s.beacon.chain = "mainnet".into();
        let Outcome::Problem { what, .. } = settings(&s) else {
            panic!("a chain that does not exist passed");
        };
        assert!(
            what.starts_with("[beacon] chain: there is no drand chain 'mainnet'"),
            "{what}"
        );
        s.beacon.chain = "quicknet".into();
        s.beacon.relays = vec!["api.drand.sh".into()];
        let Outcome::Problem { what, .. } = settings(&s) else {
            panic!("a relay that is not an address passed");
        };
        assert_eq!(
            what,
            "the [beacon] settings are wrong: the relay 'api.drand.sh' is not an http:// or https:// address"
        );
    }

    /// The chain's clock is its rounds: a newest round dated in the
    /// future by this clock shows it behind; one older than a period (and
    /// a relay's lag) shows it ahead; each says by how much.
    #[test]
    fn a_clock_off_the_chains_is_named_with_how_far() {
        let q = Chain::quicknet();
        let dated = i64::try_from(q.time_of(1000)).unwrap();
        for fine in [dated, dated + 1, dated + 3 + RELAY_LAG] {
            assert_eq!(clock_problem(&q, 1000, fine), None, "{}", fine - dated);
        }
        let said = |now: i64| match clock_problem(&q, 1000, now) {
            Some(Outcome::Problem { what, .. }) => what,
            other => panic!("{other:?}"),
        };
        assert!(
            said(dated - 30).starts_with("this machine's clock is about 30 s behind drand's"),
            "{}",
            said(dated - 30)
        );
        assert!(
            said(dated + 3 + 40).starts_with("this machine's clock is about 40 s ahead of drand's"),
            "{}",
            said(dated + 43)
        );
    }
}
