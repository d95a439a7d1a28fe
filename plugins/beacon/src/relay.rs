//! drand's HTTP relays, asked in turn: a relay that is down, slow, or
//! lying (a bad signature, another round, another chain) is passed over
//! and logged, and the next is asked. Nothing a relay says is used
//! before the chain's key verifies it.

use std::fmt;
use std::time::Duration;

use serde::Deserialize;

use crate::chain::{Chain, Scheme};
use crate::verify::{Round, Verified, VerifyError};

/// The public relays drand lists, asked in this order by default.
pub const DEFAULT_RELAYS: [&str; 4] = [
    "https://api.drand.sh",
    "https://api2.drand.sh",
    "https://api3.drand.sh",
    "https://drand.cloudflare.com",
];

/// How long one relay has to answer one request, by default.
pub const DEFAULT_ATTEMPT_TIMEOUT: Duration = Duration::from_secs(5);

/// The most a relay's answer may be: a round is about 400 bytes and a
/// chain's info about 600.
const MAX_BODY_BYTES: usize = 16 * 1024;

/// Relays to ask, in turn.
#[derive(Clone, Debug)]
pub struct Relays {
    urls: Vec<String>,
    client: reqwest::Client,
}

/// Relays that cannot be used as given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RelaysError {
    #[error("no relays: list at least one, like relays = [\"https://api.drand.sh\"]")]
    None,
    #[error("the relay '{0}' is not an http:// or https:// address")]
    NotHttp(String),
    #[error("the HTTP client could not start: {0}")]
    Client(String),
}

/// Why a round could not be had.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FetchError {
    /// Every relay that answered said the round is not out yet.
    #[error("round {round} of the chain {chain} is not published yet")]
    NotPublished { chain: String, round: u64 },
    /// No relay gave a round that verifies.
    #[error("no relay gave a round that verifies: {}", Tried(.tried))]
    NoRelay {
        chain: String,
        tried: Vec<(String, String)>,
    },
}

/// What each relay did, for an error: `api.drand.sh: timed out; …`.
struct Tried<'a>(&'a [(String, String)]);

impl fmt::Display for Tried<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (relay, why)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{relay}: {why}")?;
        }
        Ok(())
    }
}

/// A round as drand's JSON API gives it.
#[derive(Deserialize)]
struct RoundJson {
    round: u64,
    randomness: String,
    signature: String,
    #[serde(default)]
    previous_signature: Option<String>,
}

/// A chain's info as drand's JSON API gives it.
#[derive(Deserialize)]
struct InfoJson {
    public_key: String,
    period: u64,
    genesis_time: u64,
    hash: String,
    #[serde(rename = "schemeID", default)]
    scheme_id: Option<String>,
}

/// What one relay did with one request.
enum Answer<T> {
    Got(T),
    NotPublished,
    Failed(String),
}

impl Relays {
    /// # Errors
    ///
    /// [`RelaysError`] for an empty list or an address that is not HTTP.
    pub fn new(urls: &[String], attempt_timeout: Duration) -> Result<Relays, RelaysError> {
        if urls.is_empty() {
            return Err(RelaysError::None);
        }
        let urls = urls
            .iter()
            .map(|u| {
                let u = u.trim().trim_end_matches('/');
                if u.starts_with("https://") || u.starts_with("http://") {
                    Ok(u.to_owned())
                } else {
                    Err(RelaysError::NotHttp(u.chars().take(80).collect()))
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        let client = reqwest::Client::builder()
            .timeout(attempt_timeout)
            .connect_timeout(attempt_timeout)
            .redirect(reqwest::redirect::Policy::none())
            .user_agent(concat!("backrank/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| RelaysError::Client(e.to_string()))?;
        Ok(Relays { urls, client })
    }

    /// The relays drand lists.
    pub fn public() -> Relays {
        let urls: Vec<String> = DEFAULT_RELAYS.iter().map(|&u| u.to_owned()).collect();
        Relays::new(&urls, DEFAULT_ATTEMPT_TIMEOUT).expect("the default relays are well formed")
    }

    pub fn urls(&self) -> &[String] {
        &self.urls
    }

    /// Round `number` of `chain`, verified.
    ///
    /// # Errors
    ///
    /// [`FetchError::NotPublished`] when every relay that answered says it
    /// is not out yet; [`FetchError::NoRelay`] with what each relay did.
    pub async fn round(&self, chain: &Chain, number: u64) -> Result<Verified, FetchError> {
        let path = format!("{}/public/{number}", chain.hash_hex());
        self.ask(chain, &path, Some(number)).await
    }

    /// The newest round of `chain`, verified.
    ///
    /// # Errors
    ///
    /// As [`Relays::round`].
    pub async fn latest(&self, chain: &Chain) -> Result<Verified, FetchError> {
        let path = format!("{}/public/latest", chain.hash_hex());
        self.ask(chain, &path, None).await
    }

    /// Asks each relay in turn for `path` until one gives a round that
    /// verifies (and is round `wanted`, when one is).
    async fn ask(
        &self,
        chain: &Chain,
        path: &str,
        wanted: Option<u64>,
    ) -> Result<Verified, FetchError> {
        let mut tried = Vec::new();
        let mut not_published = 0;
        for relay in &self.urls {
            let answer = match self.get(relay, path).await {
                Answer::Got(body) => read_round(chain, &body, wanted),
                Answer::NotPublished => {
                    not_published += 1;
                    Err("not published yet".to_owned())
                }
                Answer::Failed(why) => Err(why),
            };
            match answer {
                Ok(round) => return Ok(round),
                Err(why) => {
                    tracing::warn!(relay = %relay, chain = %chain.name, path, "drand relay passed over: {why}");
                    tried.push((relay.clone(), why));
                }
            }
        }
        // A relay that says "not yet" is believed over one that lied or
        // failed: the caller compares it with the chain's clock.
        if let (Some(round), true) = (wanted, not_published > 0) {
            return Err(FetchError::NotPublished {
                chain: chain.name.clone(),
                round,
            });
        }
        Err(FetchError::NoRelay {
            chain: chain.name.clone(),
            tried,
        })
    }

    /// Checks that each relay serves `chain` as Backrank knows it: the
    /// same hash, key, scheme, genesis and period. Returns what each
    /// relay did (`None` for a relay that agrees).
    pub async fn check_info(&self, chain: &Chain) -> Vec<(String, Option<String>)> {
        let path = format!("{}/info", chain.hash_hex());
        let mut report = Vec::new();
        for relay in &self.urls {
            let problem = match self.get(relay, &path).await {
                Answer::Got(body) => info_differs(chain, &body),
                Answer::NotPublished => Some("it does not serve this chain".to_owned()),
                Answer::Failed(why) => Some(why),
            };
            if let Some(why) = &problem {
                tracing::warn!(relay = %relay, chain = %chain.name, "drand relay's chain info refused: {why}");
            }
            report.push((relay.clone(), problem));
        }
        report
    }

    /// One GET with its body bounded.
    async fn get(&self, relay: &str, path: &str) -> Answer<Vec<u8>> {
        let url = format!("{relay}/{path}");
        let mut response = match self.client.get(&url).send().await {
            Ok(r) => r,
            Err(e) if e.is_timeout() => return Answer::Failed(TIMED_OUT.to_owned()),
            Err(e) if e.is_connect() => {
                return Answer::Failed(format!("{UNREACHABLE} ({})", root_cause(&e)));
            }
            Err(e) => return Answer::Failed(format!("the request failed ({})", root_cause(&e))),
        };
        let status = response.status();
        if status == reqwest::StatusCode::NOT_FOUND || status == reqwest::StatusCode::TOO_EARLY {
            return Answer::NotPublished;
        }
        if !status.is_success() {
            return Answer::Failed(format!("it answered HTTP {}", status.as_u16()));
        }
        let mut body = Vec::new();
        loop {
            match response.chunk().await {
                Ok(Some(chunk)) => {
                    if body.len() + chunk.len() > MAX_BODY_BYTES {
                        return Answer::Failed(format!(
                            "its answer is over {} KiB",
                            MAX_BODY_BYTES / 1024
                        ));
                    }
                    body.extend_from_slice(&chunk);
                }
                Ok(None) => return Answer::Got(body),
                Err(e) if e.is_timeout() => return Answer::Failed(TIMED_OUT.to_owned()),
                Err(e) => {
                    return Answer::Failed(format!("its answer broke off ({})", root_cause(&e)));
                }
            }
        }
    }
}

const TIMED_OUT: &str = "it did not answer in time";
const UNREACHABLE: &str = "it could not be reached";

/// The innermost error's words (reqwest's own say only "error sending
/// request").
fn root_cause(e: &(dyn std::error::Error + 'static)) -> String {
    let mut cause = e;
    while let Some(next) = cause.source() {
        cause = next;
    }
    cause.to_string()
}

/// A relay's answer read as a round of `chain` (round `wanted`, when one
/// is) and verified: anything else is refused with what is wrong with it.
///
/// # Errors
///
/// Why the answer is not a verified round, in words for the log.
pub fn read_round(chain: &Chain, body: &[u8], wanted: Option<u64>) -> Result<Verified, String> {
    let json: RoundJson = serde_json::from_slice(body)
        .map_err(|e| format!("its answer is not a drand round ({e})"))?;
    if let Some(wanted) = wanted.filter(|&w| w != json.round) {
        return Err(format!(
            "it answered round {} when asked for round {wanted}",
            json.round
        ));
    }
    let hex_field =
        |name: &str, value: &str| hex::decode(value).map_err(|_| format!("its {name} is not hex"));
    let round = Round {
        number: json.round,
        signature: hex_field("signature", &json.signature)?,
        previous_signature: match &json.previous_signature {
            Some(p) => hex_field("previous_signature", p)?,
            None => Vec::new(),
        },
    };
    let randomness = hex_field("randomness", &json.randomness)?;
    chain
        .verify_with_randomness(&round, &randomness)
        .map_err(|e: VerifyError| e.to_string())
}

/// How a relay's info for `chain` differs from what Backrank knows, if
/// it does.
fn info_differs(chain: &Chain, body: &[u8]) -> Option<String> {
    let info: InfoJson = match serde_json::from_slice(body) {
        Ok(info) => info,
        Err(e) => return Some(format!("its answer is not a drand chain's info ({e})")),
    };
    let scheme = info.scheme_id.as_deref().unwrap_or(Scheme::Chained.id());
    let differs = |what: &str, theirs: &dyn fmt::Display, ours: &dyn fmt::Display| {
        Some(format!("its {what} is {theirs}, not {ours}: another chain"))
    };
    if !info.hash.eq_ignore_ascii_case(&chain.hash_hex()) {
        return differs("chain hash", &info.hash, &chain.hash_hex());
    }
    if !info
        .public_key
        .eq_ignore_ascii_case(&hex::encode(&chain.public_key))
    {
        return differs(
            "public key",
            &info.public_key,
            &hex::encode(&chain.public_key),
        );
    }
    if scheme != chain.scheme.id() {
        return differs("scheme", &scheme, &chain.scheme);
    }
    if info.genesis_time != chain.genesis_time {
        return differs("genesis time", &info.genesis_time, &chain.genesis_time);
    }
    if info.period != chain.period {
        return differs("period", &info.period, &chain.period);
    }
    None
}
