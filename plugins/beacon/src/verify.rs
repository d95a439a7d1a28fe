//! A round as a relay (or a record) gives it, and the only way to a round
//! Backrank uses: its BLS signature verified against the chain's key.

use drand_verify::{G1Pubkey, G2PubkeyFastnet, G2PubkeyRfc, Pubkey};
use sha2::{Digest, Sha256};

use crate::chain::{Chain, Scheme};

/// A round as published: its number and signature (and, on a chained
/// scheme, the previous round's signature), not yet trusted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub number: u64,
    pub signature: Vec<u8>,
    /// Empty on an unchained scheme.
    pub previous_signature: Vec<u8>,
}

/// A round whose signature the chain's key verifies. Only
/// [`Chain::verify`] makes one, so holding one means it was checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    chain_hash: [u8; 32],
    round: Round,
    randomness: [u8; 32],
}

impl Verified {
    pub fn chain_hash(&self) -> [u8; 32] {
        self.chain_hash
    }

    pub fn number(&self) -> u64 {
        self.round.number
    }

    pub fn signature(&self) -> &[u8] {
        &self.round.signature
    }

    pub fn previous_signature(&self) -> &[u8] {
        &self.round.previous_signature
    }

    /// drand's randomness: the SHA-256 of the signature.
    pub fn randomness(&self) -> [u8; 32] {
        self.randomness
    }
}

/// Why a round is not used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    #[error("round 0 is the genesis, which has no signature: rounds start at 1")]
    RoundZero,
    #[error("the signature of round {round} is {got} bytes long; {scheme} signatures are {want}")]
    SignatureLength {
        round: u64,
        scheme: Scheme,
        got: usize,
        want: usize,
    },
    #[error("round {round} of a chained scheme needs the previous round's signature")]
    NoPreviousSignature { round: u64 },
    #[error("the chain {chain}'s public key is not a point of the curve: check its settings")]
    PublicKey { chain: String },
    #[error(
        "the signature of round {round} does not verify against the key of the chain {chain}: \
         it was not signed by that chain for that round (or was changed)"
    )]
    BadSignature { chain: String, round: u64 },
    #[error("round {round}'s randomness is not the SHA-256 of its signature: the relay changed it")]
    RandomnessMismatch { round: u64 },
}

impl Chain {
    /// Verifies `round` against this chain's public key.
    ///
    /// # Errors
    ///
    /// [`VerifyError`] saying what failed: a malformed round, a key that
    /// is not a point, or a signature that does not verify.
    pub fn verify(&self, round: &Round) -> Result<Verified, VerifyError> {
        if round.number == 0 {
            return Err(VerifyError::RoundZero);
        }
        let want = self.scheme.signature_len();
        if round.signature.len() != want {
            return Err(VerifyError::SignatureLength {
                round: round.number,
                scheme: self.scheme,
                got: round.signature.len(),
                want,
            });
        }
        let previous: &[u8] = if self.scheme.is_chained() {
            if round.previous_signature.is_empty() {
                return Err(VerifyError::NoPreviousSignature {
                    round: round.number,
                });
            }
            &round.previous_signature
        } else {
            // An unchained round's message is its number alone: whatever
            // a relay sends as a previous signature plays no part.
            &[]
        };
        let signed = self.signature_verifies(round.number, previous, &round.signature)?;
        if !signed {
            return Err(VerifyError::BadSignature {
                chain: self.name.clone(),
                round: round.number,
            });
        }
        Ok(Verified {
            chain_hash: self.hash,
            round: Round {
                number: round.number,
                signature: round.signature.clone(),
                previous_signature: previous.to_vec(),
            },
            randomness: Sha256::digest(&round.signature).into(),
        })
    }

    /// Verifies `round` and that the randomness a relay sent with it is
    /// the one its signature gives.
    ///
    /// # Errors
    ///
    /// As [`Chain::verify`], and [`VerifyError::RandomnessMismatch`].
    pub fn verify_with_randomness(
        &self,
        round: &Round,
        randomness: &[u8],
    ) -> Result<Verified, VerifyError> {
        let verified = self.verify(round)?;
        if verified.randomness[..] != *randomness {
            return Err(VerifyError::RandomnessMismatch {
                round: round.number,
            });
        }
        Ok(verified)
    }

    fn signature_verifies(
        &self,
        number: u64,
        previous: &[u8],
        signature: &[u8],
    ) -> Result<bool, VerifyError> {
        let key_error = || VerifyError::PublicKey {
            chain: self.name.clone(),
        };
        let bad_signature = |_| VerifyError::BadSignature {
            chain: self.name.clone(),
            round: number,
        };
        match self.scheme {
            Scheme::Chained | Scheme::Unchained => G1Pubkey::from_variable(&self.public_key)
                .map_err(|_| key_error())?
                .verify(number, previous, signature)
                .map_err(bad_signature),
            Scheme::UnchainedOnG1 => G2PubkeyFastnet::from_variable(&self.public_key)
                .map_err(|_| key_error())?
                .verify(number, previous, signature)
                .map_err(bad_signature),
            Scheme::UnchainedG1Rfc9380 => G2PubkeyRfc::from_variable(&self.public_key)
                .map_err(|_| key_error())?
                .verify(number, previous, signature)
                .map_err(bad_signature),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Quicknet round 1000 as the League of Entropy's relays publish it.
    pub(crate) const QUICKNET_1000_SIGNATURE: &str = "b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39";
    pub(crate) const QUICKNET_1000_RANDOMNESS: &str =
        "fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd";

    /// The default chain's round 1,000,000.
    const DEFAULT_1M_SIGNATURE: &str = "87e355169c4410a8ad6d3e7f5094b2122932c1062f603e6628aba2e4cb54f46c3bf1083c3537cd3b99e8296784f46fb40e090961cf9634f02c7dc2a96b69fc3c03735bc419962780a71245b72f81882cf6bb9c961bcf32da5624993bb747c9e5";
    const DEFAULT_1M_PREVIOUS: &str = "86bbc40c9d9347568967add4ddf6e351aff604352a7e1eec9b20dea4ca531ed6c7d38de9956ffc3bb5a7fabe28b3a36b069c8113bd9824135c3bff9b03359476f6b03beec179d4aeff456f4d34bbf702b9af78c3bb44e1892ace8e581bf4afa9";
    const DEFAULT_1M_RANDOMNESS: &str =
        "a26ba4d229c666f52a06f1a9be1278dcc7a80dbc1dd2004a1ae7b63cb79fd37e";

    fn round(number: u64, signature: &str, previous: &str) -> Round {
        Round {
            number,
            signature: hex::decode(signature).unwrap(),
            previous_signature: hex::decode(previous).unwrap(),
        }
    }

    #[test]
    fn published_rounds_verify_and_give_their_published_randomness() {
        let quicknet = Chain::quicknet()
            .verify(&round(1000, QUICKNET_1000_SIGNATURE, ""))
            .unwrap();
        assert_eq!(hex::encode(quicknet.randomness()), QUICKNET_1000_RANDOMNESS);
        let default = Chain::default_chain()
            .verify_with_randomness(
                &round(1_000_000, DEFAULT_1M_SIGNATURE, DEFAULT_1M_PREVIOUS),
                &hex::decode(DEFAULT_1M_RANDOMNESS).unwrap(),
            )
            .unwrap();
        assert_eq!(default.number(), 1_000_000);
    }

    #[test]
    fn a_changed_round_says_what_failed() {
        let q = Chain::quicknet();
        // Another round's number with this signature.
        let e = q
            .verify(&round(1001, QUICKNET_1000_SIGNATURE, ""))
            .unwrap_err();
        assert_eq!(
            e,
            VerifyError::BadSignature {
                chain: "quicknet".into(),
                round: 1001
            }
        );
        // One bit of the signature flipped: no longer a signature (or not
        // this one).
        let mut flipped = round(1000, QUICKNET_1000_SIGNATURE, "");
        flipped.signature[47] ^= 1;
        assert!(matches!(
            q.verify(&flipped),
            Err(VerifyError::BadSignature { .. })
        ));
        // The other chain's key.
        let e = Chain::default_chain()
            .verify(&round(1000, QUICKNET_1000_SIGNATURE, "00"))
            .unwrap_err();
        assert!(
            matches!(
                e,
                VerifyError::SignatureLength {
                    got: 48,
                    want: 96,
                    ..
                }
            ),
            "{e}"
        );
        // A chained round with its previous signature changed.
        let mut previous = round(1_000_000, DEFAULT_1M_SIGNATURE, DEFAULT_1M_PREVIOUS);
        previous.previous_signature[0] ^= 0x80;
        assert!(matches!(
            Chain::default_chain().verify(&previous),
            Err(VerifyError::BadSignature { .. })
        ));
        previous.previous_signature.clear();
        assert_eq!(
            Chain::default_chain().verify(&previous),
            Err(VerifyError::NoPreviousSignature { round: 1_000_000 })
        );
        // Randomness that is not the signature's.
        let e = q
            .verify_with_randomness(&round(1000, QUICKNET_1000_SIGNATURE, ""), &[0; 32])
            .unwrap_err();
        assert_eq!(e, VerifyError::RandomnessMismatch { round: 1000 });
        assert_eq!(
            q.verify(&round(0, QUICKNET_1000_SIGNATURE, "")),
            Err(VerifyError::RoundZero)
        );
    }

    #[test]
    fn a_key_that_is_not_a_point_is_the_chains_fault() {
        let mut q = Chain::quicknet();
        q.public_key = vec![0xff; 96];
        assert_eq!(
            q.verify(&round(1000, QUICKNET_1000_SIGNATURE, "")),
            Err(VerifyError::PublicKey {
                chain: "quicknet".into()
            })
        );
    }
}
