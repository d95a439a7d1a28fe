//! A meetup night's pairings: the key they are drawn from, the lines that
//! show them, and the command that redoes them offline.
//!
//! The pairings come from the same randomness as round 1's position, for
//! their own purpose, so they are as unknowable before the start and as
//! checkable after it (the rule that turns a key into boards and colours
//! is [`crate::core::pairings`]):
//!
//! - **A seed meetup**: the key is the SHA-256 of the text `backrank
//!   pairings seed v1`, a newline, and round 1's seed (UTF-8) — the seed
//!   whose commitment was published when the meetup was planned (not an
//!   attempt's seed, `SEED attempt N`, for a round drawn again).
//! - **A beacon meetup**: the key is the beacon draw key
//!   (`backrank_beacon::derive::draw_key`, the guide's "Checking a beacon
//!   draw") of round 1's beacon round for the purpose [`beacon_purpose`]:
//!   round 1's own purpose (`event SERVER NAME round 1`) followed by a
//!   space and `pairings`. No round's purpose ends that way (each ends
//!   with its round's number), so no draw shares the pairings' key.

use sha2::{Digest, Sha256};

use crate::app::event::round::purpose;
use crate::app::shell::shell_line;
use crate::core::pairings::Pairing;
use crate::i18n::Text;

/// The word a pairing's key is drawn for.
pub const PAIRINGS: &str = "pairings";

/// The text a seed meetup's pairing key starts with: a new rule gets a
/// new version.
pub const SEED_TAG: &str = "backrank pairings seed v1";

/// The longest beacon purpose, in bytes (the beacon's own limit,
/// `backrank_beacon::derive::MAX_PURPOSE_BYTES`, which a test checks;
/// said here so that a build without the beacon names it too).
pub const MAX_PURPOSE_BYTES: usize = 200;

/// The pairing key of a seed meetup: SHA-256 of [`SEED_TAG`], a newline
/// and round 1's seed.
///
/// # Examples
///
/// ```
/// use backrank::app::meetup::pairing::seed_key;
///
/// // printf 'backrank pairings seed v1\nabc' | sha256sum
/// assert_eq!(
///     hex::encode(seed_key("abc")),
///     "4acfa7ea39c288cc622216b84d573dbdbc5283618e9de6aa35efced1fd501883"
/// );
/// ```
#[must_use]
pub fn seed_key(seed: &str) -> [u8; 32] {
    Sha256::digest(format!("{SEED_TAG}\n{seed}").as_bytes()).into()
}

/// The purpose a beacon meetup's pairings are drawn for: round 1's
/// purpose, a space and `pairings`. Where that would pass the beacon's
/// limit (a long name in a script of wide letters), the event's name is
/// given as `#` and the hex SHA-256 of its name instead, which always
/// fits.
#[must_use]
pub fn beacon_purpose(guild_id: u64, event: &str) -> String {
    let full = format!("{} {PAIRINGS}", purpose(guild_id, event, 1));
    if full.len() <= MAX_PURPOSE_BYTES {
        return full;
    }
    let short = format!("#{}", hex::encode(Sha256::digest(event.as_bytes())));
    format!("{} {PAIRINGS}", purpose(guild_id, &short, 1))
}

/// The pairing key of a beacon meetup: the beacon draw key of round 1's
/// verified beacon round for `purpose` ([`beacon_purpose`]).
///
/// # Errors
///
/// The beacon's [`backrank_beacon::PurposeError`] for an empty or
/// overlong purpose (never one [`beacon_purpose`] gives).
#[cfg(feature = "beacon")]
pub fn beacon_key(
    round: &backrank_beacon::Verified,
    purpose: &str,
) -> Result<[u8; 32], backrank_beacon::PurposeError> {
    backrank_beacon::derive::draw_key(round, purpose)
}

/// The pairing's lines, board by board, then the bye: `Board 1: ann
/// (White) – bob (Black)`, `Bye: cem`. `name` gives each player as the
/// face shows them (a mention in Discord, a name or id elsewhere).
pub fn lines(p: &Pairing, name: impl Fn(u64) -> Text) -> Vec<Text> {
    let mut out: Vec<Text> = p
        .boards
        .iter()
        .map(|b| {
            Text::msg(msg!("meetup-pairing-board"))
                .with("board", b.number)
                .with("white", name(b.white))
                .with("black", name(b.black))
        })
        .collect();
    if let Some(bye) = p.bye {
        out.push(Text::msg(msg!("meetup-pairing-bye")).with("player", name(bye)));
    }
    out
}

/// The players as the check command takes them: their ids, ascending,
/// joined by commas (the pairing's own order, whatever order they came).
fn players_word(players: &[u64]) -> String {
    let mut ids = players.to_vec();
    ids.sort_unstable();
    ids.dedup();
    ids.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The command that redoes a seed meetup's pairing offline: `backrank
/// pairings --seed SEED --players ID,ID,…`.
#[must_use]
pub fn seed_check_command(seed: &str, players: &[u64]) -> String {
    shell_line(&[
        "backrank".to_owned(),
        PAIRINGS.to_owned(),
        "--seed".to_owned(),
        seed.to_owned(),
        "--players".to_owned(),
        players_word(players),
    ])
}

/// What the offline check of a beacon meetup's pairing names.
#[derive(Clone, Debug)]
pub struct BeaconPairingCheck<'a> {
    pub chain: &'a str,
    pub round: u64,
    /// The round's signature in hex, and the previous one on a chained
    /// network.
    pub signature: &'a str,
    pub previous_signature: Option<&'a str>,
    /// [`beacon_purpose`].
    pub purpose: &'a str,
    pub players: &'a [u64],
}

/// The command that redoes a beacon meetup's pairing offline, the
/// round's signature verified against the chain's key: `backrank
/// pairings --chain NAME --round N --signature HEX --purpose P --players
/// ID,ID,…`.
#[must_use]
pub fn beacon_check_command(c: &BeaconPairingCheck<'_>) -> String {
    let mut words = vec![
        "backrank".to_owned(),
        PAIRINGS.to_owned(),
        "--chain".to_owned(),
        c.chain.to_owned(),
        "--round".to_owned(),
        c.round.to_string(),
        "--signature".to_owned(),
        c.signature.to_owned(),
    ];
    if let Some(previous) = c.previous_signature.filter(|p| !p.is_empty()) {
        words.extend(["--previous-signature".to_owned(), previous.to_owned()]);
    }
    words.extend([
        "--purpose".to_owned(),
        c.purpose.to_owned(),
        "--players".to_owned(),
        players_word(c.players),
    ]);
    shell_line(&words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::pairings::pair;
    use crate::i18n::Lang;

    #[test]
    fn a_seed_key_is_the_tagged_hash_of_the_seed() {
        // printf 'backrank pairings seed v1\nclub-night' | sha256sum
        assert_eq!(
            hex::encode(seed_key("club-night")),
            "8fad8e505cb250c3f1e5138f4cda94522a4ce1828b08d23174710416680f75e0"
        );
        assert_ne!(seed_key("a"), seed_key("b"));
    }

    #[test]
    fn the_beacon_purpose_is_round_ones_and_always_fits() {
        assert_eq!(
            beacon_purpose(42, "Thursday 960"),
            "event 42 Thursday 960 round 1 pairings"
        );
        // Sixty wide letters (the longest name) would not fit.
        let wide = "체".repeat(60);
        let p = beacon_purpose(u64::MAX, &wide);
        assert!(p.len() <= MAX_PURPOSE_BYTES, "{}", p.len());
        assert!(p.starts_with(&format!("event {} #", u64::MAX)), "{p}");
        assert!(p.ends_with(" round 1 pairings"), "{p}");
        assert_ne!(p, beacon_purpose(u64::MAX, &"체".repeat(59)));
    }

    #[cfg(feature = "beacon")]
    #[test]
    fn the_limit_is_the_beacons() {
        assert_eq!(
            MAX_PURPOSE_BYTES,
            backrank_beacon::derive::MAX_PURPOSE_BYTES
        );
    }

    #[test]
    fn check_lines_name_the_players_in_order() {
        assert_eq!(
            seed_check_command("club night", &[30, 10, 20]),
            "backrank pairings --seed 'club night' --players '10,20,30'"
        );
        let line = beacon_check_command(&BeaconPairingCheck {
            chain: "quicknet",
            round: 1000,
            signature: "b446",
            previous_signature: None,
            purpose: "event 42 Thursday 960 round 1 pairings",
            players: &[7, 5],
        });
        assert_eq!(
            line,
            "backrank pairings --chain quicknet --round 1000 --signature b446 \
             --purpose 'event 42 Thursday 960 round 1 pairings' --players '5,7'"
        );
    }

    #[test]
    fn lines_show_boards_then_the_bye() {
        let p = pair(&seed_key("x"), &[1, 2, 3]);
        let shown: Vec<String> = lines(&p, |id| Text::plain(format!("p{id}")))
            .iter()
            .map(|t| t.render(Lang::En))
            .collect();
        let b = p.boards[0];
        assert_eq!(
            shown,
            [
                format!("Board 1: p{} (White) – p{} (Black)", b.white, b.black),
                format!("Bye: p{}", p.bye.unwrap()),
            ]
        );
        for lang in Lang::ALL {
            for line in lines(&p, |id| Text::plain(id.to_string())) {
                assert!(!line.render(lang).contains("meetup-"), "{lang:?}");
            }
        }
    }
}
