//! A meetup night's pairings checked offline: the line the start post
//! prints (`backrank pairings …`), run exactly as printed through the
//! binary, gives the pairing the bot drew, from a seed and from a beacon
//! round (quicknet's real round 1000, and a stand-in chain's round named
//! in a settings file); a forged signature is refused, naming it.

use backrank::app::meetup::pairing::{
    BeaconPairingCheck, beacon_check_command, beacon_key, beacon_purpose, lines,
    seed_check_command, seed_key,
};
use backrank::core::pairings::{Pairing, pair};
use backrank::i18n::{Lang, Text};
use backrank_beacon::testing::TestChain;
use backrank_beacon::{Chain, Round, Verified};
use serde_json::Value;

use crate::beacon_events::{CHAIN, test_chain_file};
use crate::common::{backrank, scratch};

/// Discord ids as a night brings them (unsorted, one of them past what a
/// JavaScript number holds exactly).
const PLAYERS: [u64; 7] = [
    911_111_111_111_111_111,
    222_222_222_222_222_222,
    733_333_333_333_333_333,
    144_444_444_444_444_444,
    9_007_199_254_740_993,
    655_555_555_555_555_555,
    377_777_777_777_777_777,
];

/// Runs a printed line with the test's binary, split as a POSIX shell
/// splits it, with `config` as the settings a person would have
/// (`BACKRANK_CONFIG`), if any.
fn run_printed(line: &str, config: Option<&str>) -> std::process::Output {
    let words = shlex::split(line).unwrap_or_else(|| panic!("not a shell line: {line}"));
    assert_eq!(words[..2], ["backrank", "pairings"], "{line}");
    let mut cmd = backrank();
    if let Some(config) = config {
        cmd.env("BACKRANK_CONFIG", config);
    }
    cmd.args(&words[1..]).output().unwrap()
}

/// The pairing as the bot shows it, with ids for names.
fn shown(p: &Pairing) -> String {
    lines(p, |id| Text::plain(id.to_string()))
        .iter()
        .map(|l| format!("{}\n", l.render(Lang::En)))
        .collect()
}

/// The line run as printed succeeds and prints the bot's pairing, board
/// by board; with `--format json`, the same boards and the key.
fn runs_as_printed(line: &str, config: Option<&str>, key: &[u8; 32], drawn: &Pairing) {
    let out = run_printed(line, config);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{line}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.ends_with(&shown(drawn)), "{line}\n{stdout}");
    assert_eq!(stdout.lines().count(), drawn.boards.len() + 2, "{stdout}");

    let out = run_printed(&format!("{line} --format json"), config);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["key"], hex::encode(key));
    let id = |p: &Value| p["id"].as_str().unwrap().parse::<u64>().unwrap();
    let boards: Vec<(u64, u64)> = v["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| (id(&b["white"]), id(&b["black"])))
        .collect();
    let want: Vec<(u64, u64)> = drawn.boards.iter().map(|b| (b.white, b.black)).collect();
    assert_eq!(boards, want);
    assert_eq!(
        v["bye"]["id"].as_str().map(|s| s.parse().unwrap()),
        drawn.bye
    );
}

#[test]
fn a_seed_nights_pairing_checks_as_printed() {
    let seed = "7f3a club night's seed";
    let drawn = pair(&seed_key(seed), &PLAYERS);
    assert_eq!(drawn.boards.len(), 3);
    assert!(drawn.bye.is_some());
    let line = seed_check_command(seed, &PLAYERS);
    runs_as_printed(&line, None, &seed_key(seed), &drawn);
    let out = run_printed(&line, None);
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .starts_with("Pairings drawn from the seed “7f3a club night's seed”:\n")
    );

    // Names beside ids, in any order: the same boards.
    let out = backrank()
        .args([
            "pairings",
            "--seed",
            seed,
            "--players",
            "ann=377777777777777777, 911111111111111111,222222222222222222,\
             733333333333333333,<@144444444444444444>,9007199254740993,655555555555555555",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("ann (377777777777777777)"), "{out}");

    // Another seed pairs differently; a player given twice is refused.
    assert_ne!(pair(&seed_key("another"), &PLAYERS), drawn);
    backrank()
        .args(["pairings", "--seed", seed, "--players", "1,2,1"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--players: 1 is given twice"));
}

/// Quicknet's round 1000, built in: the line needs no settings at all.
#[test]
fn a_beacon_nights_pairing_checks_as_printed() {
    let signature = "b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39";
    let round = Chain::quicknet()
        .verify(&Round {
            number: 1000,
            signature: hex::decode(signature).unwrap(),
            previous_signature: Vec::new(),
        })
        .unwrap();
    let purpose = beacon_purpose(123_456_789_012_345_678, "Thursday 960");
    let key = beacon_key(&round, &purpose).unwrap();
    let drawn = pair(&key, &PLAYERS);
    let line = beacon_check_command(&BeaconPairingCheck {
        chain: "quicknet",
        round: 1000,
        signature,
        previous_signature: None,
        purpose: &purpose,
        players: &PLAYERS,
    });
    runs_as_printed(&line, None, &key, &drawn);
    let out = run_printed(&line, None);
    assert!(String::from_utf8_lossy(&out.stdout).starts_with(
        "✓ Round 1000 of drand's quicknet beacon is genuine (its signature verifies); \
             pairings drawn for “event 123456789012345678 Thursday 960 round 1 pairings”:\n"
    ));
    // The pairings' purpose is their own: round 1's position draws from
    // another key.
    let position = backrank_beacon::derive::draw_key(
        &round,
        &backrank::app::event::round::purpose(123_456_789_012_345_678, "Thursday 960", 1),
    )
    .unwrap();
    assert_ne!(position, key);
}

/// The beacon stand-in: a chain of the test's own, named in the settings
/// file a person checking would have. A forged signature (another
/// round's, or one changed digit) is refused, naming the signature.
#[test]
fn a_stand_in_rounds_pairing_checks_and_a_forged_one_is_refused() {
    let test = TestChain::new(CHAIN, "pairings", 1_700_000_000, 3);
    let signed = test.sign(4242);
    let round: Verified = test.chain().verify(&signed).unwrap();
    let purpose = beacon_purpose(42, "Café Central: Donnerstag");
    let key = beacon_key(&round, &purpose).unwrap();
    let drawn = pair(&key, &PLAYERS);
    let dir = scratch("pairings-cli");
    std::fs::create_dir_all(&dir).unwrap();
    let config = test_chain_file(&test, &[], &dir.join("settings.toml"));
    let check = |signature: &str| {
        beacon_check_command(&BeaconPairingCheck {
            chain: CHAIN,
            round: 4242,
            signature,
            previous_signature: None,
            purpose: &purpose,
            players: &PLAYERS,
        })
    };
    let signature = hex::encode(&signed.signature);
    runs_as_printed(&check(&signature), Some(&config), &key, &drawn);

    let other_round = hex::encode(test.sign(4243).signature);
    let mut changed = signature.clone().into_bytes();
    changed[10] = if changed[10] == b'0' { b'1' } else { b'0' };
    let changed = String::from_utf8(changed).unwrap();
    for forged in [other_round, changed] {
        let out = run_printed(&check(&forged), Some(&config));
        assert_eq!(out.status.code(), Some(2), "{forged}");
        assert!(out.stdout.is_empty());
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains("the signature of round 4242") && said.contains(CHAIN),
            "{forged}: {said}"
        );
    }
}
