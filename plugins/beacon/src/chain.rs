//! drand chains: what a chain is (its key, scheme and clock), and the two
//! the League of Entropy runs on its mainnet, built in.

use std::fmt;
use std::str::FromStr;

/// How a chain signs its rounds (drand's `schemeID`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scheme {
    /// `pedersen-bls-chained`: each round signs the previous signature and
    /// its number; keys on G1, signatures on G2 (the League's default chain).
    Chained,
    /// `pedersen-bls-unchained`: each round signs its number alone; keys on
    /// G1, signatures on G2.
    Unchained,
    /// `bls-unchained-on-g1`: keys on G2, signatures on G1, with the
    /// hash-to-curve tag of G2 (fastnet's, kept for compatibility).
    UnchainedOnG1,
    /// `bls-unchained-g1-rfc9380`: keys on G2, signatures on G1, hashed to
    /// the curve as RFC 9380 says (quicknet).
    UnchainedG1Rfc9380,
}

impl Scheme {
    pub const ALL: [Scheme; 4] = [
        Scheme::Chained,
        Scheme::Unchained,
        Scheme::UnchainedOnG1,
        Scheme::UnchainedG1Rfc9380,
    ];

    /// drand's name for the scheme.
    pub const fn id(self) -> &'static str {
        match self {
            Scheme::Chained => "pedersen-bls-chained",
            Scheme::Unchained => "pedersen-bls-unchained",
            Scheme::UnchainedOnG1 => "bls-unchained-on-g1",
            Scheme::UnchainedG1Rfc9380 => "bls-unchained-g1-rfc9380",
        }
    }

    /// Whether a round's message includes the previous round's signature.
    pub const fn is_chained(self) -> bool {
        matches!(self, Scheme::Chained)
    }

    /// The length of a public key in bytes (a compressed point).
    pub const fn public_key_len(self) -> usize {
        match self {
            Scheme::Chained | Scheme::Unchained => 48,
            Scheme::UnchainedOnG1 | Scheme::UnchainedG1Rfc9380 => 96,
        }
    }

    /// The length of a signature in bytes (a compressed point).
    pub const fn signature_len(self) -> usize {
        match self {
            Scheme::Chained | Scheme::Unchained => 96,
            Scheme::UnchainedOnG1 | Scheme::UnchainedG1Rfc9380 => 48,
        }
    }
}

impl fmt::Display for Scheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A scheme drand does not have.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown drand scheme '{0}': use one of {list}", list = Scheme::ALL.map(Scheme::id).join(", "))]
pub struct UnknownScheme(pub String);

impl FromStr for Scheme {
    type Err = UnknownScheme;

    fn from_str(s: &str) -> Result<Scheme, UnknownScheme> {
        Scheme::ALL
            .into_iter()
            .find(|scheme| scheme.id() == s.trim())
            .ok_or_else(|| UnknownScheme(s.chars().take(60).collect()))
    }
}

/// A drand chain: enough to verify its rounds offline and to know when
/// each is published.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// What Backrank calls it (`quicknet`, `default`, a settings name).
    pub name: String,
    /// drand's chain hash: how relays address the chain.
    pub hash: [u8; 32],
    /// The group's public key (compressed; 48 or 96 bytes by scheme).
    pub public_key: Vec<u8>,
    pub scheme: Scheme,
    /// When round 1 was published (seconds since the Unix epoch).
    pub genesis_time: u64,
    /// Seconds between rounds.
    pub period: u64,
}

/// What is wrong with a chain someone described (settings, a record).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChainError {
    #[error("the chain hash must be 64 hex digits (it is {0})")]
    Hash(String),
    #[error("the public key must be {want} hex digits for {scheme} (it is {got})")]
    PublicKey {
        scheme: Scheme,
        want: usize,
        got: String,
    },
    #[error("the period must be 1 second or more")]
    Period,
    #[error(transparent)]
    Scheme(#[from] UnknownScheme),
}

impl Chain {
    /// A chain from its published facts, as drand's `/info` gives them in
    /// hex: checked for lengths here, the key for being a point when a
    /// round is verified.
    ///
    /// # Errors
    ///
    /// [`ChainError`] naming the field that is wrong.
    pub fn new(
        name: &str,
        hash_hex: &str,
        public_key_hex: &str,
        scheme: Scheme,
        genesis_time: u64,
        period: u64,
    ) -> Result<Chain, ChainError> {
        let hash = hex::decode(hash_hex.trim())
            .ok()
            .and_then(|h| <[u8; 32]>::try_from(h).ok())
            .ok_or_else(|| ChainError::Hash(described(hash_hex)))?;
        let public_key = hex::decode(public_key_hex.trim())
            .ok()
            .filter(|k| k.len() == scheme.public_key_len())
            .ok_or_else(|| ChainError::PublicKey {
                scheme,
                want: scheme.public_key_len() * 2,
                got: described(public_key_hex),
            })?;
        if period == 0 {
            return Err(ChainError::Period);
        }
        Ok(Chain {
            name: name.to_owned(),
            hash,
            public_key,
            scheme,
            genesis_time,
            period,
        })
    }

    /// The League of Entropy's quicknet: a round every 3 seconds, each
    /// signing its number alone (so a future round's message is known
    /// today, and its signature is not).
    pub fn quicknet() -> Chain {
        Chain::new(
            "quicknet",
            "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
            "83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c\
             8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb\
             5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a",
            Scheme::UnchainedG1Rfc9380,
            1_692_803_367,
            3,
        )
        .expect("quicknet's published facts are well formed")
    }

    /// The League of Entropy's default chain: a round every 30 seconds,
    /// each signing the one before it.
    pub fn default_chain() -> Chain {
        Chain::new(
            "default",
            "8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce",
            "868f005eb8e6e4ca0a47c8a77ceaa5309a47978a7c71bc5cce96366b5d7a5699\
             37c529eeda66c7293784a9402801af31",
            Scheme::Chained,
            1_595_431_050,
            30,
        )
        .expect("the default chain's published facts are well formed")
    }

    /// The chains built in, the first the default.
    pub fn built_in() -> [Chain; 2] {
        [Chain::quicknet(), Chain::default_chain()]
    }

    /// The chain hash in hex, as relays' paths use it.
    pub fn hash_hex(&self) -> String {
        hex::encode(self.hash)
    }

    /// When `round` is published (seconds since the Unix epoch); round 0
    /// is the genesis itself.
    pub fn time_of(&self, round: u64) -> u64 {
        self.genesis_time
            .saturating_add(round.saturating_sub(1).saturating_mul(self.period))
    }

    /// The newest round published by `unix_secs` (0 before the genesis).
    pub fn round_at(&self, unix_secs: u64) -> u64 {
        match unix_secs.checked_sub(self.genesis_time) {
            // A chain is made with a period of 1 s or more; one built by
            // hand with 0 has every round at once.
            Some(since) => since.checked_div(self.period).map_or(u64::MAX, |r| r + 1),
            None => 0,
        }
    }

    /// The first round published strictly after `unix_secs`: the round
    /// that nobody can know at that time.
    pub fn first_round_after(&self, unix_secs: u64) -> u64 {
        self.round_at(unix_secs).saturating_add(1)
    }
}

/// At most 80 characters of what someone gave, quoted, for an error.
fn described(given: &str) -> String {
    let given = given.trim();
    match given.chars().count() {
        0 => "empty".to_owned(),
        n if n > 80 => format!("{n} characters long"),
        1 => format!("'{given}', 1 character"),
        n => format!("'{given}', {n} characters"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_was_given_is_counted_in_characters() {
        assert_eq!(described("a"), "'a', 1 character");
        assert_eq!(described("ab"), "'ab', 2 characters");
        assert_eq!(described(" "), "empty");
        assert_eq!(described(&"x".repeat(81)), "81 characters long");
    }

    #[test]
    fn schemes_read_back_by_their_drand_names() {
        for scheme in Scheme::ALL {
            assert_eq!(scheme.id().parse(), Ok(scheme));
        }
        let e = "bls-on-g3".parse::<Scheme>().unwrap_err().to_string();
        assert!(e.starts_with("unknown drand scheme 'bls-on-g3': use one of pedersen-bls-chained"));
    }

    #[test]
    fn the_clock_matches_drands() {
        let q = Chain::quicknet();
        // Round 1 is the genesis; a round stays the newest for one period.
        assert_eq!(q.time_of(1), 1_692_803_367);
        assert_eq!(q.time_of(1000), 1_692_803_367 + 999 * 3);
        assert_eq!(q.round_at(q.genesis_time - 1), 0);
        assert_eq!(q.round_at(q.genesis_time), 1);
        assert_eq!(q.round_at(q.time_of(1000)), 1000);
        assert_eq!(q.round_at(q.time_of(1000) + 2), 1000);
        assert_eq!(q.first_round_after(q.time_of(1000)), 1001);
        assert_eq!(q.first_round_after(q.time_of(1000) - 1), 1000);
    }

    #[test]
    fn a_wrong_chain_names_the_field() {
        let q = Chain::quicknet();
        let key = hex::encode(&q.public_key);
        let e = Chain::new("x", "abc", &key, q.scheme, 0, 3).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the chain hash must be 64 hex digits (it is 'abc', 3 characters)"
        );
        let e = Chain::new("x", &q.hash_hex(), &key, Scheme::Chained, 0, 3).unwrap_err();
        assert!(e.to_string().starts_with("the public key must be 96 hex digits for pedersen-bls-chained (it is 192 characters long)"), "{e}");
        let e = Chain::new("x", &q.hash_hex(), &key, q.scheme, 0, 0).unwrap_err();
        assert_eq!(e, ChainError::Period);
    }
}
