//! From a verified round to faces: the rule the guide writes down
//! ("Checking a beacon draw"), so anyone can redo it with a SHA-256 tool.
//!
//! 1. The draw's key is the SHA-256 of, in order: the ASCII text
//!    `backrank beacon draw v1`, one zero byte, the chain hash (32
//!    bytes), the round number (8 bytes, big-endian), the round's
//!    randomness (32 bytes, the SHA-256 of its signature), and the
//!    purpose (UTF-8, everything to the end). Every part but the last has
//!    a fixed length, so no two draws share a key.
//! 2. The key gives a stream of bytes: block 0, block 1, … where block `i`
//!    is the SHA-256 of the key followed by `i` as 4 bytes, big-endian.
//! 3. Each face of a die with `n` sides takes the next byte `b` of the
//!    stream. A byte of `256 - 256 mod n` or more is passed over (so each
//!    face is exactly as likely as any other) and the next is taken;
//!    otherwise the face is `b mod n + 1`. A coin's face 1 is heads.

use async_trait::async_trait;
use backrank_entropy::{Die, EntropyError, EntropySource, Face};
use sha2::{Digest, Sha256};

use crate::verify::Verified;

/// The text every draw's key starts with: a new rule gets a new version.
pub const DOMAIN: &str = "backrank beacon draw v1";

/// The longest purpose accepted, in bytes.
pub const MAX_PURPOSE_BYTES: usize = 200;

/// A purpose that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PurposeError {
    #[error("a beacon draw's purpose is at most {MAX_PURPOSE_BYTES} bytes (this one is {0})")]
    TooLong(usize),
    #[error("a beacon draw needs a purpose (like \"roll\")")]
    Empty,
}

/// The key of the draw for `purpose` from `round` (step 1 of the rule).
///
/// # Errors
///
/// [`PurposeError`] for an empty or overlong purpose.
pub fn draw_key(round: &Verified, purpose: &str) -> Result<[u8; 32], PurposeError> {
    if purpose.is_empty() {
        return Err(PurposeError::Empty);
    }
    if purpose.len() > MAX_PURPOSE_BYTES {
        return Err(PurposeError::TooLong(purpose.len()));
    }
    let mut key = Sha256::new();
    key.update(DOMAIN.as_bytes());
    key.update([0]);
    key.update(round.chain_hash());
    key.update(round.number().to_be_bytes());
    key.update(round.randomness());
    key.update(purpose.as_bytes());
    Ok(key.finalize().into())
}

/// The stream of bytes a draw's key gives (step 2).
#[derive(Clone, Debug)]
struct Stream {
    key: [u8; 32],
    block: [u8; 32],
    next_block: u32,
    used: usize,
}

impl Stream {
    fn new(key: [u8; 32]) -> Stream {
        Stream {
            key,
            block: [0; 32],
            next_block: 0,
            used: 32,
        }
    }

    fn byte(&mut self) -> u8 {
        if self.used == self.block.len() {
            let mut hash = Sha256::new();
            hash.update(self.key);
            hash.update(self.next_block.to_be_bytes());
            self.block = hash.finalize().into();
            // 2^32 blocks are 137 GB of faces: no roll comes near.
            self.next_block = self.next_block.wrapping_add(1);
            self.used = 0;
        }
        let b = self.block[self.used];
        self.used += 1;
        b
    }
}

/// The face byte `b` gives `die` (step 3), or `None` for a byte passed
/// over.
pub fn face_of_byte(die: Die, b: u8) -> Option<Face> {
    let sides = u16::from(die.sides());
    let b = u16::from(b);
    if b >= 256 - 256 % sides {
        return None;
    }
    let value = u8::try_from(b % sides + 1).expect("a face is at most 20");
    Some(Face::new(die, value).expect("b mod n + 1 is a face of an n-sided die"))
}

/// Faces drawn from a verified round for one purpose: an entropy source
/// that gives the same faces to anyone who draws the same round for the
/// same purpose.
#[derive(Clone, Debug)]
pub struct BeaconDraw {
    round: Verified,
    purpose: String,
    stream: Stream,
}

impl BeaconDraw {
    /// # Errors
    ///
    /// [`PurposeError`] for an empty or overlong purpose.
    pub fn new(round: Verified, purpose: &str) -> Result<BeaconDraw, PurposeError> {
        let key = draw_key(&round, purpose)?;
        Ok(BeaconDraw {
            round,
            purpose: purpose.to_owned(),
            stream: Stream::new(key),
        })
    }

    /// The round the faces come from.
    pub fn round(&self) -> &Verified {
        &self.round
    }

    pub fn purpose(&self) -> &str {
        &self.purpose
    }

    /// The next face of `die` (step 3).
    pub fn face(&mut self, die: Die) -> Face {
        loop {
            if let Some(face) = face_of_byte(die, self.stream.byte()) {
                return face;
            }
        }
    }
}

#[async_trait]
impl EntropySource for BeaconDraw {
    fn dice(&self) -> Vec<Die> {
        Die::ALL.to_vec()
    }

    fn describe(&self) -> String {
        format!(
            "drand round {} of chain {}… for \"{}\"",
            self.round.number(),
            &hex::encode(self.round.chain_hash())[..8],
            self.purpose
        )
    }

    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        Ok(self.face(die))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chain::Chain;
    use crate::verify::Round;
    use crate::verify::tests::QUICKNET_1000_SIGNATURE;

    fn quicknet_1000() -> Verified {
        Chain::quicknet()
            .verify(&Round {
                number: 1000,
                signature: hex::decode(QUICKNET_1000_SIGNATURE).unwrap(),
                previous_signature: Vec::new(),
            })
            .unwrap()
    }

    fn faces(draw: &mut BeaconDraw, die: Die, n: usize) -> String {
        (0..n)
            .map(|_| draw.face(die).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The guide's worked example, computed apart from this code (a few
    /// lines of Python's hashlib following the rule above): a change to
    /// the rule must be a new version, never a silent one.
    #[test]
    fn the_rule_is_pinned_by_known_answers() {
        let round = quicknet_1000();
        assert_eq!(
            hex::encode(draw_key(&round, "roll").unwrap()),
            "527c5978133a49a506a9f4c2b81007a5a05c79dc764621e86b17324e59bdd5c3"
        );
        let mut draw = BeaconDraw::new(round.clone(), "roll").unwrap();
        assert_eq!(faces(&mut draw, Die::D6, 12), "5 6 3 4 4 3 4 2 5 6 3 5");
        let mut draw = BeaconDraw::new(round, "roll").unwrap();
        assert_eq!(faces(&mut draw, Die::Coin, 12), "H T H T T H T T H T H H");
    }

    #[test]
    fn purposes_and_rounds_draw_apart() {
        let round = quicknet_1000();
        let draw = |purpose: &str| {
            let mut d = BeaconDraw::new(round.clone(), purpose).unwrap();
            faces(&mut d, Die::D20, 16)
        };
        assert_eq!(draw("event 1 round 1"), draw("event 1 round 1"));
        assert_ne!(draw("event 1 round 1"), draw("event 1 round 2"));
        assert_eq!(
            BeaconDraw::new(round.clone(), "").unwrap_err(),
            PurposeError::Empty
        );
        let long = "x".repeat(MAX_PURPOSE_BYTES + 1);
        assert_eq!(
            BeaconDraw::new(round, &long).unwrap_err(),
            PurposeError::TooLong(201)
        );
    }

    /// Every face of every die comes from exactly the same number of the
    /// 256 byte values, and as few as can be are passed over: the rule is
    /// fair, not nearly fair.
    #[test]
    fn each_face_takes_the_same_number_of_byte_values() {
        for die in Die::ALL {
            let mut count = vec![0usize; usize::from(die.sides())];
            let mut passed_over = 0;
            for b in 0..=255u8 {
                match face_of_byte(die, b) {
                    Some(face) => count[usize::from(face.value() - 1)] += 1,
                    None => passed_over += 1,
                }
            }
            assert_eq!(passed_over, 256 % usize::from(die.sides()), "{die}");
            assert!(
                count.iter().all(|&c| c == count[0] && c > 0),
                "{die}: {count:?}"
            );
        }
    }

    #[test]
    fn the_stream_goes_on_past_a_block() {
        let mut draw = BeaconDraw::new(quicknet_1000(), "roll").unwrap();
        // Far past the first 32-byte block, every face still a face.
        for _ in 0..1000 {
            assert!((1..=20).contains(&draw.face(Die::D20).value()));
        }
    }
}
