//! Who plays whom at a club night: boards and colours drawn from 32 bytes
//! of key (a meetup's seed or beacon round, for the purpose "pairings"),
//! by a rule anyone can redo with a SHA-256 tool. The guide writes the
//! same rule down ("Checking a beacon draw", "The pairings").
//!
//! # The rule (version 1)
//!
//! 1. **The players.** Discord user ids, sorted ascending (a number given
//!    twice counts once), so the order they are given in never matters.
//! 2. **The stream.** Block 0, block 1, … where block `i` is the SHA-256
//!    of the ASCII text `backrank pairings v1`, one zero byte, the key
//!    (32 bytes), and `i` as 4 bytes, big-endian. The bytes of the blocks,
//!    in order, are the stream.
//! 3. **A number below `n`.** Take `w` bytes of the stream, the fewest
//!    with `256^w ≥ n`, as one big-endian number `v`. If `v` is
//!    `256^w − (256^w mod n)` or more it is passed over and the next `w`
//!    bytes are taken; otherwise the number is `v mod n`. Each number
//!    below `n` comes from exactly the same count of byte values, so the
//!    draw is exactly fair.
//! 4. **The shuffle** (Fisher–Yates). With the `m` sorted players in
//!    places `0 … m−1`: for `i` from `m−1` down to `1`, draw `j`, a
//!    number below `i + 1`, and swap places `i` and `j`.
//! 5. **The boards.** Places 0 and 1 are board 1, places 2 and 3 board 2,
//!    and so on. With an odd number of players the last place has the
//!    bye.
//! 6. **The colours.** Then, board by board from board 1, draw a number
//!    below 2 (one byte, `b mod 2`): 0 gives White to the board's first
//!    player, 1 to its second.
//!
//! The shuffle alone already makes each player's colour even odds; the
//! colour bit keeps the colours readable from the stream directly and
//! costs one byte a board.

use sha2::{Digest, Sha256};

/// The text every pairing stream's blocks start with: a new rule gets a
/// new version.
pub const DOMAIN: &str = "backrank pairings v1";

/// One board: who has White, who has Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The board's number, from 1.
    pub number: usize,
    /// White's Discord user id.
    pub white: u64,
    /// Black's Discord user id.
    pub black: u64,
}

/// A night's pairings: the boards in order and the player with the bye
/// (an odd player out), if any.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pairing {
    pub boards: Vec<Board>,
    pub bye: Option<u64>,
}

/// The pairing `key` gives `players` (the rule above): boards with
/// colours, and the bye when their number is odd. No players gives no
/// boards; one player alone has the bye.
///
/// # Examples
///
/// ```
/// use backrank_core::pairings::pair;
///
/// let p = pair(&[7; 32], &[30, 10, 20]);
/// assert_eq!(p.boards.len(), 1);
/// assert!(p.bye.is_some());
/// ```
#[must_use]
pub fn pair(key: &[u8; 32], players: &[u64]) -> Pairing {
    let mut places = players.to_vec();
    places.sort_unstable();
    places.dedup();
    let mut stream = Stream::new(key);
    shuffle(&mut places, |n| stream.below(n));
    let bye = (places.len() % 2 == 1).then(|| places.pop()).flatten();
    let boards = places
        .chunks_exact(2)
        .enumerate()
        .map(|(i, two)| {
            let (white, black) = if stream.below(2) == 0 {
                (two[0], two[1])
            } else {
                (two[1], two[0])
            };
            Board {
                number: i + 1,
                white,
                black,
            }
        })
        .collect();
    Pairing { boards, bye }
}

/// Fisher–Yates (step 4): for `i` from the last place down to 1, swap
/// place `i` with place `below(i + 1)`.
fn shuffle(places: &mut [u64], mut below: impl FnMut(u64) -> u64) {
    for i in (1..places.len()).rev() {
        let j = below(u64::try_from(i).unwrap_or(u64::MAX).saturating_add(1));
        places.swap(i, usize::try_from(j).map_or(i, |j| j.min(i)));
    }
}

/// How many bytes a number below `n` takes (step 3): the fewest `w` with
/// `256^w ≥ n`, at least 1.
#[must_use]
pub fn width(n: u64) -> usize {
    let mut w = 1;
    while w < 8 && 256u128.pow(u32::try_from(w).unwrap_or(8)) < u128::from(n) {
        w += 1;
    }
    w
}

/// The number below `n` that the `width(n)` bytes `bytes` give (step 3),
/// or `None` for bytes passed over (and for `n` = 0, which has no number
/// below it, or bytes of another width).
#[must_use]
pub fn number_of_bytes(n: u64, bytes: &[u8]) -> Option<u64> {
    if n == 0 || bytes.len() != width(n) {
        return None;
    }
    let v = bytes.iter().fold(0u128, |v, &b| (v << 8) | u128::from(b));
    let span = 1u128 << (8 * bytes.len());
    let n = u128::from(n);
    if v >= span - span % n {
        return None;
    }
    u64::try_from(v % n).ok()
}

/// The stream of bytes a key gives (step 2).
#[derive(Clone, Debug)]
struct Stream {
    key: [u8; 32],
    block: [u8; 32],
    next_block: u32,
    used: usize,
}

impl Stream {
    fn new(key: &[u8; 32]) -> Stream {
        Stream {
            key: *key,
            block: [0; 32],
            next_block: 0,
            used: 32,
        }
    }

    fn byte(&mut self) -> u8 {
        if self.used == self.block.len() {
            let mut hash = Sha256::new();
            hash.update(DOMAIN.as_bytes());
            hash.update([0]);
            hash.update(self.key);
            hash.update(self.next_block.to_be_bytes());
            self.block = hash.finalize().into();
            // 2^32 blocks are 137 GB of stream: no night comes near.
            self.next_block = self.next_block.wrapping_add(1);
            self.used = 0;
        }
        let b = self.block[self.used];
        self.used += 1;
        b
    }

    /// The next number below `n` (step 3); `n` is at least 1.
    fn below(&mut self, n: u64) -> u64 {
        let mut bytes = vec![0u8; width(n)];
        loop {
            for b in &mut bytes {
                *b = self.byte();
            }
            if let Some(v) = number_of_bytes(n, &bytes) {
                return v;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn key(text: &str) -> [u8; 32] {
        Sha256::digest(text.as_bytes()).into()
    }

    fn shown(p: &Pairing) -> String {
        let mut out: Vec<String> = p
            .boards
            .iter()
            .map(|b| format!("{}:{}-{}", b.number, b.white, b.black))
            .collect();
        if let Some(bye) = p.bye {
            out.push(format!("bye:{bye}"));
        }
        out.join(" ")
    }

    /// Answers computed apart from this code (a few lines of Python's
    /// hashlib following the rule above, as the guide prints them): a
    /// change to the rule must be a new version, never a silent one.
    #[test]
    fn the_rule_is_pinned_by_known_answers() {
        let k = key("pairings example");
        assert_eq!(
            hex::encode(k),
            "1d64af804a85a56736a4a36fbbba6aa08e773899c40ce7285871a7e058f19095"
        );
        assert_eq!(
            shown(&pair(&k, &[105, 101, 103, 102, 104])),
            "1:102-103 2:104-101 bye:105"
        );
        let twelve: Vec<u64> = (1..=12).map(|i| 1000 + i).collect();
        assert_eq!(
            shown(&pair(&k, &twelve)),
            "1:1007-1012 2:1004-1003 3:1011-1010 4:1006-1005 5:1002-1009 6:1008-1001"
        );
        // 260 players: the shuffle's first draws take two bytes each.
        let k: [u8; 32] = std::array::from_fn(|i| u8::try_from(i).unwrap());
        let many = pair(&k, &(300..560).collect::<Vec<u64>>());
        assert_eq!(many.boards.len(), 130);
        assert_eq!(many.bye, None);
        let first: Vec<String> = many.boards[..3]
            .iter()
            .map(|b| format!("{}-{}", b.white, b.black))
            .collect();
        assert_eq!(first, ["417-556", "400-469", "480-381"]);
        let last = many.boards[129];
        assert_eq!((last.white, last.black), (346, 393));
    }

    #[test]
    fn the_order_given_never_matters() {
        let k = key("order");
        let a = [5u64, 900, 17, 42, 3, 77, 1_000_000_007];
        let mut b = a;
        b.reverse();
        let mut c = a;
        c.rotate_left(3);
        assert_eq!(pair(&k, &a), pair(&k, &b));
        assert_eq!(pair(&k, &a), pair(&k, &c));
    }

    #[test]
    fn every_player_plays_once_and_the_bye_only_when_odd() {
        for m in 0..40u64 {
            let players: Vec<u64> = (0..m).map(|i| 10_000 + i * 7).collect();
            let p = pair(&key(&format!("n {m}")), &players);
            let mut seen = BTreeSet::new();
            for (i, b) in p.boards.iter().enumerate() {
                assert_eq!(b.number, i + 1);
                assert!(seen.insert(b.white), "{m}: {} twice", b.white);
                assert!(seen.insert(b.black), "{m}: {} twice", b.black);
            }
            assert_eq!(p.bye.is_some(), m % 2 == 1, "{m}");
            if let Some(bye) = p.bye {
                assert!(seen.insert(bye));
            }
            assert_eq!(seen, players.iter().copied().collect(), "{m}");
        }
    }

    #[test]
    fn none_one_and_two_players() {
        let k = key("small");
        assert_eq!(pair(&k, &[]), Pairing::default());
        assert_eq!(
            pair(&k, &[9]),
            Pairing {
                boards: Vec::new(),
                bye: Some(9)
            }
        );
        let two = pair(&k, &[9, 4]);
        assert_eq!(two.bye, None);
        assert_eq!(two.boards.len(), 1);
        let b = two.boards[0];
        assert_eq!(BTreeSet::from([b.white, b.black]), BTreeSet::from([4, 9]));
        // A player given twice is one player.
        assert_eq!(pair(&k, &[9, 9]).bye, Some(9));
    }

    #[test]
    fn keys_draw_apart() {
        let players: Vec<u64> = (1..=10).collect();
        assert_ne!(pair(&key("a"), &players), pair(&key("b"), &players));
    }

    /// Step 3 is exact: for every count a night can bring up to 256 (one
    /// byte) and a spread of larger ones (two bytes, every value
    /// enumerated), each number below `n` comes from exactly the same
    /// count of byte values, and as few values as can be are passed over.
    #[test]
    fn each_number_takes_the_same_count_of_byte_values() {
        let two_bytes = [257u64, 300, 1000, 4099, 65_535, 65_536];
        for n in (1..=256u64).chain(two_bytes) {
            let w = width(n);
            let span = 1usize << (8 * w);
            let mut count = vec![0usize; usize::try_from(n).unwrap()];
            let mut passed_over = 0;
            for v in 0..span {
                let bytes = &v.to_be_bytes()[8 - w..];
                match number_of_bytes(n, bytes) {
                    Some(x) => count[usize::try_from(x).unwrap()] += 1,
                    None => passed_over += 1,
                }
            }
            assert_eq!(passed_over, span % usize::try_from(n).unwrap(), "{n}");
            assert!(
                count.iter().all(|&c| c == count[0] && c > 0),
                "{n}: {count:?}"
            );
        }
    }

    #[test]
    fn widths() {
        assert_eq!(width(0), 1);
        assert_eq!(width(1), 1);
        assert_eq!(width(256), 1);
        assert_eq!(width(257), 2);
        assert_eq!(width(65_536), 2);
        assert_eq!(width(65_537), 3);
        assert_eq!(width(u64::MAX), 8);
        assert_eq!(number_of_bytes(0, &[0]), None);
        assert_eq!(number_of_bytes(300, &[0]), None);
    }

    /// With each number exactly fair (above), the shuffle is too: for
    /// four and for five players, every way its draws (below m, …, below
    /// 2) can come out gives a different order, so all m! orders are
    /// reached, each by exactly one outcome.
    #[test]
    fn the_shuffle_reaches_every_order_once() {
        for m in [4u64, 5] {
            let outcomes: Vec<Vec<u64>> = (2..=m).rev().fold(vec![Vec::new()], |acc, n| {
                acc.into_iter()
                    .flat_map(|o| {
                        (0..n).map(move |j| {
                            let mut o = o.clone();
                            o.push(j);
                            o
                        })
                    })
                    .collect()
            });
            let mut orders = BTreeSet::new();
            for outcome in &outcomes {
                let mut places: Vec<u64> = (1..=m).collect();
                let mut draws = outcome.iter().copied();
                let mut asked = Vec::new();
                shuffle(&mut places, |n| {
                    asked.push(n);
                    draws.next().unwrap()
                });
                assert_eq!(asked, (2..=m).rev().collect::<Vec<_>>());
                assert!(orders.insert(places), "{outcome:?}");
            }
            let factorial: u64 = (1..=m).product();
            assert_eq!(orders.len() as u64, factorial);
        }
    }
}
