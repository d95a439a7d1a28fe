//! `backrank doctor`'s beacon checks: the `[beacon]` settings, offline.

use super::{Outcome, problem};
use crate::app::beacon;
use crate::app::settings::Settings;

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
            "{} (a round every {} s), {} relays (not asked here; `backrank roll chess960 \
             --source beacon:1000` does)",
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_beacon_settings_are_checked_without_a_relay() {
        let mut s = Settings::load(None).unwrap();
        assert!(
            matches!(settings(&s), Outcome::Passed(s) if s.starts_with("quicknet (a round every 3 s), 4 relays")),
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
}
