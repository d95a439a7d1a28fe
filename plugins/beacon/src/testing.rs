//! A drand chain of the caller's own, for tests of flows that wait on a
//! future round: a key made up from a seed, rounds signed on demand the
//! way quicknet signs them (`bls-unchained-g1-rfc9380`). Its key is not
//! the League's, so nothing it signs verifies against a real chain.

use bls12_381::hash_to_curve::{ExpandMsgXmd, HashToCurve};
use bls12_381::{G1Affine, G1Projective, G2Affine, Scalar};
use sha2::{Digest, Sha256};

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::chain::{Chain, Scheme};
use crate::verify::Round;

/// drand's hash-to-curve tag for signatures on G1 (RFC 9380).
const DST_G1: &[u8] = b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";

/// A chain that signs whatever round it is asked for.
pub struct TestChain {
    secret: Scalar,
    chain: Chain,
}

impl TestChain {
    /// A chain named `name` whose key comes from `seed`, with its round 1
    /// at `genesis_time` and a round every `period` seconds.
    pub fn new(name: &str, seed: &str, genesis_time: u64, period: u64) -> TestChain {
        let mut wide = [0u8; 64];
        for (half, part) in wide.chunks_mut(32).zip([0u8, 1]) {
            let mut h = Sha256::new();
            h.update(b"backrank test chain key");
            h.update([part]);
            h.update(seed.as_bytes());
            half.copy_from_slice(&h.finalize());
        }
        let secret = Scalar::from_bytes_wide(&wide);
        let public_key = G2Affine::from(G2Affine::generator() * secret).to_compressed();
        let hash: [u8; 32] = Sha256::digest(public_key).into();
        let chain = Chain::new(
            name,
            &hex::encode(hash),
            &hex::encode(public_key),
            Scheme::UnchainedG1Rfc9380,
            genesis_time,
            period,
        )
        .expect("a test chain's facts are well formed");
        TestChain { secret, chain }
    }

    pub fn chain(&self) -> &Chain {
        &self.chain
    }

    /// Round `number`, signed.
    pub fn sign(&self, number: u64) -> Round {
        let message = Sha256::digest(number.to_be_bytes());
        let point: G1Projective =
            <G1Projective as HashToCurve<ExpandMsgXmd<sha2_09::Sha256>>>::hash_to_curve(
                message, DST_G1,
            );
        let signature = G1Affine::from(point * self.secret).to_compressed().to_vec();
        Round {
            number,
            signature,
            previous_signature: Vec::new(),
        }
    }

    /// Round `number` as drand's JSON API serves it.
    pub fn json(&self, number: u64) -> String {
        let round = self.sign(number);
        format!(
            r#"{{"round":{number},"randomness":"{}","signature":"{}"}}"#,
            hex::encode(Sha256::digest(&round.signature)),
            hex::encode(&round.signature)
        )
    }

    /// The chain's info as drand's JSON API serves it.
    pub fn info_json(&self) -> String {
        info_json(&self.chain)
    }
}

/// `chain`'s info as drand's JSON API serves it.
fn info_json(chain: &Chain) -> String {
    format!(
        r#"{{"public_key":"{}","period":{},"genesis_time":{},"hash":"{}","groupHash":"{}","schemeID":"{}","metadata":{{"beaconID":"{}"}}}}"#,
        hex::encode(&chain.public_key),
        chain.period,
        chain.genesis_time,
        chain.hash_hex(),
        chain.hash_hex(),
        chain.scheme.id(),
        chain.name
    )
}

/// Quicknet round 1000 as the League's relays serve it.
pub const QUICKNET_1000: &str = r#"{"round":1000,"randomness":"fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd","signature":"b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39"}"#;

/// The default chain's round 1,000,000.
pub const DEFAULT_1M: &str = r#"{"round":1000000,"randomness":"a26ba4d229c666f52a06f1a9be1278dcc7a80dbc1dd2004a1ae7b63cb79fd37e","signature":"87e355169c4410a8ad6d3e7f5094b2122932c1062f603e6628aba2e4cb54f46c3bf1083c3537cd3b99e8296784f46fb40e090961cf9634f02c7dc2a96b69fc3c03735bc419962780a71245b72f81882cf6bb9c961bcf32da5624993bb747c9e5","previous_signature":"86bbc40c9d9347568967add4ddf6e351aff604352a7e1eec9b20dea4ca531ed6c7d38de9956ffc3bb5a7fabe28b3a36b069c8113bd9824135c3bff9b03359476f6b03beec179d4aeff456f4d34bbf702b9af78c3bb44e1892ace8e581bf4afa9"}"#;

// A local stand-in of drand's HTTP API (`/{hash}/info`,
// `/{hash}/public/{round}`, `/{hash}/public/latest`), answering as the
// League's relays do, or misbehaving as a relay can.

/// How a stand-in relay behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Behaviour {
    /// As the League's relays: the rounds it has, 404 for the rest.
    Honest,
    /// Flips a bit of every signature it serves.
    BadSignature,
    /// Serves the randomness of another round with the right signature.
    BadRandomness,
    /// Answers every round with its newest.
    WrongRound,
    /// Never answers.
    Hangs,
    /// Answers 503 to everything.
    Fails,
    /// Answers a body of a megabyte.
    Floods,
    /// Serves another chain's info (quicknet's key, a changed period).
    OtherChainInfo,
}

#[derive(Clone)]
struct Relay {
    behaviour: Behaviour,
    /// chain hash → (info, rounds by number).
    chains: BTreeMap<String, (String, BTreeMap<u64, String>)>,
    /// A test chain whose rounds are signed as the system clock reaches
    /// their time, as a live chain publishes them.
    live: Option<Arc<TestChain>>,
}

async fn info(State(relay): State<Relay>, Path(hash): Path<String>) -> Response {
    if let Some(response) = misbehave(relay.behaviour).await {
        return response;
    }
    match relay.chains.get(&hash) {
        Some((info, _)) if matches!(relay.behaviour, Behaviour::OtherChainInfo) => info
            .replace("\"period\":3", "\"period\":30")
            .into_response(),
        Some((info, _)) => info.clone().into_response(),
        None => (StatusCode::NOT_FOUND, "unknown chain").into_response(),
    }
}

async fn public(
    State(relay): State<Relay>,
    Path((hash, round)): Path<(String, String)>,
) -> Response {
    if let Some(response) = misbehave(relay.behaviour).await {
        return response;
    }
    if let Some(live) = relay.live.as_ref().filter(|l| l.chain.hash_hex() == hash) {
        return live_round(live, &round);
    }
    let Some((_, rounds)) = relay.chains.get(&hash) else {
        return (StatusCode::NOT_FOUND, "unknown chain").into_response();
    };
    let newest = rounds.iter().next_back().map(|(_, json)| json.clone());
    let json = if round == "latest" {
        newest
    } else {
        match (round.parse::<u64>(), relay.behaviour) {
            (Ok(_), Behaviour::WrongRound) => newest.map(|j| j.replace("1000", "999")),
            (Ok(n), _) => rounds.get(&n).cloned(),
            (Err(_), _) => return (StatusCode::BAD_REQUEST, "bad round").into_response(),
        }
    };
    let Some(json) = json else {
        // What drand's relays answer for a round that is not out yet.
        return (StatusCode::NOT_FOUND, "Requested future beacon").into_response();
    };
    match relay.behaviour {
        Behaviour::BadSignature => json.replacen("\"signature\":\"b4", "\"signature\":\"b5", 1),
        Behaviour::BadRandomness => json.replacen("\"randomness\":\"fe", "\"randomness\":\"ff", 1),
        _ => json,
    }
    .into_response()
}

/// A live test chain's round: signed once the system clock has reached
/// its time, 404 before.
fn live_round(live: &TestChain, round: &str) -> Response {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let newest = live.chain.round_at(now);
    let number = match round {
        "latest" => newest,
        n => match n.parse::<u64>() {
            Ok(n) => n,
            Err(_) => return (StatusCode::BAD_REQUEST, "bad round").into_response(),
        },
    };
    if number == 0 || number > newest {
        return (StatusCode::NOT_FOUND, "Requested future beacon").into_response();
    }
    live.json(number).into_response()
}

async fn misbehave(behaviour: Behaviour) -> Option<Response> {
    match behaviour {
        Behaviour::Hangs => std::future::pending().await,
        Behaviour::Fails => Some((StatusCode::SERVICE_UNAVAILABLE, "try later").into_response()),
        Behaviour::Floods => Some("x".repeat(1 << 20).into_response()),
        _ => None,
    }
}

/// The published rounds the stand-in serves: quicknet's round 1000 and
/// the default chain's round 1,000,000.
fn published() -> BTreeMap<String, (String, BTreeMap<u64, String>)> {
    let quicknet = Chain::quicknet();
    let default = Chain::default_chain();
    BTreeMap::from([
        (
            quicknet.hash_hex(),
            (
                info_json(&quicknet),
                BTreeMap::from([(1000, QUICKNET_1000.to_owned())]),
            ),
        ),
        (
            default.hash_hex(),
            (
                info_json(&default),
                BTreeMap::from([(1_000_000, DEFAULT_1M.to_owned())]),
            ),
        ),
    ])
}

/// Starts a stand-in relay on loopback serving the published rounds;
/// its address as a relay URL.
pub async fn relay(behaviour: Behaviour) -> String {
    serve(behaviour, published(), None).await
}

/// Starts a stand-in relay on loopback serving `test`'s rounds as the
/// system clock reaches each one's time (404 before, as for a round not
/// out yet); its address.
pub async fn live_relay(test: Arc<TestChain>) -> String {
    let chains = BTreeMap::from([(test.chain.hash_hex(), (test.info_json(), BTreeMap::new()))]);
    serve(Behaviour::Honest, chains, Some(test)).await
}

async fn serve(
    behaviour: Behaviour,
    chains: BTreeMap<String, (String, BTreeMap<u64, String>)>,
    live: Option<Arc<TestChain>>,
) -> String {
    let app = Router::new()
        .route("/{hash}/info", get(info))
        .route("/{hash}/public/{round}", get(public))
        .with_state(Relay {
            behaviour,
            chains,
            live,
        });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr: SocketAddr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    format!("http://{addr}")
}

/// An address where nothing listens.
pub async fn dead_relay() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{addr}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn its_rounds_verify_against_its_key_and_no_other() {
        let test = TestChain::new("test", "seed", 1_700_000_000, 3);
        let round = test.sign(42);
        let verified = test.chain().verify(&round).unwrap();
        assert_eq!(verified.number(), 42);
        assert!(Chain::quicknet().verify(&round).is_err());
        let other = TestChain::new("other", "another seed", 1_700_000_000, 3);
        assert!(other.chain().verify(&round).is_err());
    }
}
