//! Faces from a stream of random bytes, by rejection: a byte is kept only
//! if it falls below the largest multiple of the die's faces that fits in
//! 256, so every face gets exactly as many byte values (no modulo bias).

use backrank_entropy::{Die, Face};

/// Turns bytes into faces of `die`, counting what it used.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ByteFaces {
    /// Bytes read, kept or not.
    pub used: u64,
    /// Bytes thrown away by the rejection rule.
    pub rejected: u64,
}

impl ByteFaces {
    /// The face a byte gives, or `None` if the rule throws it away.
    pub fn face(&mut self, die: Die, byte: u8) -> Option<Face> {
        self.used += 1;
        let sides = u32::from(die.sides());
        let limit = 256 - 256 % sides;
        if u32::from(byte) >= limit {
            self.rejected += 1;
            return None;
        }
        Face::new(die, (u32::from(byte) % sides + 1) as u8).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every byte value, once: each face gets the same count, and exactly
    /// 256 mod n bytes are thrown away.
    #[test]
    fn every_face_gets_the_same_share_of_byte_values() {
        for die in Die::ALL {
            let mut b = ByteFaces::default();
            let mut counts = vec![0u32; usize::from(die.sides())];
            for byte in 0..=255u8 {
                if let Some(f) = b.face(die, byte) {
                    counts[usize::from(f.index())] += 1;
                }
            }
            assert!(counts.iter().all(|&c| c == counts[0]), "{die}: {counts:?}");
            assert_eq!(b.rejected, u64::from(256 % u32::from(die.sides())));
            assert_eq!(b.used, 256);
        }
    }
}
