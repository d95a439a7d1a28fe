//! The relay client against local stand-ins of drand's HTTP API that
//! serve real published rounds the way the League's relays do (404 for a
//! round not out yet, `/info`, `/public/latest`), and against relays that
//! lie, hang, fail or are not there at all.

use std::time::Duration;

use backrank_beacon::testing::{Behaviour, dead_relay, relay};
use backrank_beacon::{Chain, FetchError, Relays};

fn relays(urls: &[String]) -> Relays {
    Relays::new(urls, Duration::from_millis(500)).unwrap()
}

#[tokio::test]
async fn an_honest_relay_gives_published_rounds_of_both_chains() {
    let honest = relay(Behaviour::Honest).await;
    let r = relays(&[honest]);
    let round = r.round(&Chain::quicknet(), 1000).await.unwrap();
    assert_eq!(
        hex::encode(round.randomness()),
        "fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd"
    );
    let latest = r.latest(&Chain::quicknet()).await.unwrap();
    assert_eq!(latest.number(), 1000);
    let chained = r.round(&Chain::default_chain(), 1_000_000).await.unwrap();
    assert_eq!(chained.previous_signature().len(), 96);
}

#[tokio::test]
async fn a_round_not_out_yet_is_said_so() {
    let r = relays(&[dead_relay().await, relay(Behaviour::Honest).await]);
    let e = r.round(&Chain::quicknet(), 1001).await.unwrap_err();
    assert_eq!(
        e,
        FetchError::NotPublished {
            chain: "quicknet".into(),
            round: 1001
        }
    );
}

#[tokio::test]
async fn lying_relays_are_passed_over_for_the_next() {
    let honest = relay(Behaviour::Honest).await;
    for liar in [
        Behaviour::BadSignature,
        Behaviour::BadRandomness,
        Behaviour::WrongRound,
        Behaviour::Fails,
        Behaviour::Floods,
        Behaviour::Hangs,
    ] {
        let r = relays(&[relay(liar).await, dead_relay().await, honest.clone()]);
        let round = r.round(&Chain::quicknet(), 1000).await;
        assert_eq!(round.map(|r| r.number()), Ok(1000), "{liar:?}");
    }
}

#[tokio::test]
async fn when_no_relay_gives_a_good_round_each_says_why() {
    let urls = [
        relay(Behaviour::BadSignature).await,
        relay(Behaviour::BadRandomness).await,
        relay(Behaviour::WrongRound).await,
        relay(Behaviour::Fails).await,
        relay(Behaviour::Floods).await,
        relay(Behaviour::Hangs).await,
        dead_relay().await,
    ];
    let e = relays(&urls)
        .round(&Chain::quicknet(), 1000)
        .await
        .unwrap_err();
    let FetchError::NoRelay { tried, .. } = &e else {
        panic!("{e}");
    };
    let why: Vec<&str> = tried.iter().map(|(_, why)| why.as_str()).collect();
    assert!(
        why[0].starts_with(
            "the signature of round 1000 does not verify against the key of the chain quicknet"
        ),
        "{}",
        why[0]
    );
    assert_eq!(
        why[1],
        "round 1000's randomness is not the SHA-256 of its signature: the relay changed it"
    );
    assert_eq!(why[2], "it answered round 999 when asked for round 1000");
    assert_eq!(why[3], "it answered HTTP 503");
    assert_eq!(why[4], "its answer is over 16 KiB");
    assert_eq!(why[5], "it did not answer in time");
    assert!(
        why[6].starts_with("it could not be reached ("),
        "{}",
        why[6]
    );
    assert!(
        e.to_string()
            .starts_with("no relay gave a round that verifies: http://127.0.0.1:"),
        "{e}"
    );
}

#[tokio::test]
async fn a_relay_serving_another_chain_is_named() {
    let honest = relay(Behaviour::Honest).await;
    let other = relay(Behaviour::OtherChainInfo).await;
    let report = relays(&[honest.clone(), other.clone()])
        .check_info(&Chain::quicknet())
        .await;
    assert_eq!(report[0], (honest, None));
    assert_eq!(
        report[1],
        (
            other,
            Some("its period is 30, not 3: another chain".to_owned())
        )
    );
}

#[test]
fn relays_that_cannot_be_used_are_refused_by_name() {
    use backrank_beacon::RelaysError;
    assert_eq!(
        Relays::new(&[], Duration::from_secs(1)).unwrap_err(),
        RelaysError::None
    );
    assert_eq!(
        Relays::new(&["ftp://x".into()], Duration::from_secs(1)).unwrap_err(),
        RelaysError::NotHttp("ftp://x".into())
    );
}
