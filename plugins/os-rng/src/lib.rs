//! Faces from a random number generator: the operating system's, or a seeded
//! ChaCha20 stream for runs that must repeat.
//!
//! Both draw each face with [`rand::distr::Uniform`], which samples by
//! Lemire's method with rejection and so is exactly unbiased for any die.
//!
//! # Examples
//!
//! ```
//! use backrank_entropy::{Die, EntropySource};
//! use backrank_os_rng::SeededSource;
//!
//! let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
//! let mut a = SeededSource::new("club night");
//! let mut b = SeededSource::new("club night");
//! rt.block_on(async {
//!     for _ in 0..20 {
//!         assert_eq!(a.throw(Die::D6).await.unwrap(), b.throw(Die::D6).await.unwrap());
//!     }
//! });
//! ```

// No function over 80 lines (clippy.toml) outside the tests, whose
// long tables of cases read better whole.
#![cfg_attr(not(test), warn(clippy::too_many_lines))]

use async_trait::async_trait;
use backrank_entropy::{Die, EntropyError, EntropySource, Face};
use rand::distr::{Distribution, Uniform};
use rand::rand_core::TryRng;
use rand::rngs::SysRng;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};

/// Draws one face of `die` from `rng`, exactly uniformly.
fn face_from<R: Rng + ?Sized>(rng: &mut R, die: Die) -> Face {
    let faces = Uniform::new_inclusive(1u8, die.sides())
        .expect("every die has at least two sides, so the range is never empty");
    let value = faces.sample(rng);
    Face::new(die, value).expect("Uniform stays within 1..=sides")
}

/// The operating system's random number generator (`getrandom`).
///
/// Every throw reads 32 fresh bytes from the OS and expands them with
/// ChaCha20 only as far as the rejection sampler needs, so no throw depends on
/// another and an OS failure is an error, never a made-up face.
#[derive(Clone, Copy, Debug, Default)]
pub struct OsRngSource;

impl OsRngSource {
    pub fn new() -> OsRngSource {
        OsRngSource
    }
}

#[async_trait]
impl EntropySource for OsRngSource {
    fn dice(&self) -> Vec<Die> {
        Die::ALL.to_vec()
    }

    fn describe(&self) -> String {
        "operating system RNG".to_owned()
    }

    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        let mut seed = [0u8; 32];
        SysRng
            .try_fill_bytes(&mut seed)
            .map_err(|e| EntropyError::Failed {
                source_name: self.describe(),
                message: format!("the operating system gave no random bytes ({e})"),
            })?;
        Ok(face_from(&mut ChaCha20Rng::from_seed(seed), die))
    }
}

/// A deterministic ChaCha20 stream keyed by the SHA-256 of a text: the same
/// text always gives the same throws, on every machine.
#[derive(Clone, Debug)]
pub struct SeededSource {
    seed_text: String,
    rng: ChaCha20Rng,
}

impl SeededSource {
    pub fn new(seed_text: &str) -> SeededSource {
        let seed: [u8; 32] = Sha256::digest(seed_text.as_bytes()).into();
        SeededSource {
            seed_text: seed_text.to_owned(),
            rng: ChaCha20Rng::from_seed(seed),
        }
    }
}

#[async_trait]
impl EntropySource for SeededSource {
    fn dice(&self) -> Vec<Die> {
        Die::ALL.to_vec()
    }

    fn describe(&self) -> String {
        format!("seeded stream \"{}\"", self.seed_text)
    }

    async fn throw(&mut self, die: Die) -> Result<Face, EntropyError> {
        Ok(face_from(&mut self.rng, die))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap()
    }

    #[test]
    fn seeded_streams_repeat_and_differ_by_seed() {
        let rt = runtime();
        let draw = |text: &str| {
            let mut s = SeededSource::new(text);
            rt.block_on(async {
                let mut v = Vec::new();
                for _ in 0..32 {
                    v.push(s.throw(Die::D20).await.unwrap().value());
                }
                v
            })
        };
        assert_eq!(draw("a"), draw("a"));
        assert_ne!(draw("a"), draw("b"));
    }

    #[test]
    fn the_seeded_stream_is_pinned() {
        // Replays and tests rely on `seed:TEXT` giving the same faces in every
        // release; a change to the stream must be deliberate.
        let rt = runtime();
        let mut s = SeededSource::new("backrank");
        let faces: Vec<u8> = rt.block_on(async { first_faces(&mut s, Die::D6, 12).await });
        assert_eq!(faces, PINNED_D6);
    }

    const PINNED_D6: [u8; 12] = [3, 1, 6, 2, 6, 5, 2, 4, 4, 6, 5, 4];

    async fn first_faces(s: &mut SeededSource, die: Die, n: usize) -> Vec<u8> {
        let mut v = Vec::new();
        for _ in 0..n {
            v.push(s.throw(die).await.unwrap().value());
        }
        v
    }

    #[test]
    fn every_face_of_every_die_turns_up_and_nothing_else() {
        let rt = runtime();
        let mut os = OsRngSource::new();
        for die in Die::ALL {
            let mut seen = vec![0u32; usize::from(die.sides()) + 1];
            rt.block_on(async {
                for _ in 0..(u32::from(die.sides()) * 60) {
                    let f = os.throw(die).await.unwrap();
                    assert_eq!(f.die(), die);
                    seen[usize::from(f.value())] += 1;
                }
            });
            assert_eq!(seen[0], 0);
            // With 60 expected per face, a face never seen has probability
            // below 1e-25: this checks the mapping, not the fairness.
            assert!(seen[1..].iter().all(|&c| c > 0), "{die}: {seen:?}");
        }
    }
}
