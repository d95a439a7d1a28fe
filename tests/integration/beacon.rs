//! `--source beacon:ROUND` end to end: the CLI fetches a published drand
//! round from a local stand-in of drand's relays (real rounds, served as
//! the League's relays serve them), verifies it, rolls, and prints how to
//! check it; the check runs offline and names what a tampered record got
//! wrong.

use backrank_beacon::testing::{Behaviour, dead_relay, relay};
use predicates::prelude::*;
use serde_json::Value;

use crate::common::{backrank, scratch};

/// A settings file whose `[beacon]` relays are `relays`.
fn settings_with(name: &str, relays: &[String]) -> String {
    let dir = scratch("beacon-settings");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.toml"));
    let list: Vec<String> = relays.iter().map(|r| format!("\"{r}\"")).collect();
    std::fs::write(
        &path,
        format!(
            "[beacon]\nrelays = [{}]\nattempt_timeout_secs = 2.0\n",
            list.join(", ")
        ),
    )
    .unwrap();
    path.to_string_lossy().into_owned()
}

/// Stand-in relays, served for as long as the runtime lives.
fn relays(behaviours: &[Option<Behaviour>]) -> (tokio::runtime::Runtime, Vec<String>) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let urls = rt.block_on(async {
        let mut urls = Vec::new();
        for b in behaviours {
            urls.push(match b {
                Some(b) => relay(*b).await,
                None => dead_relay().await,
            });
        }
        urls
    });
    (rt, urls)
}

fn roll_json(config: &str, source: &str) -> Value {
    crate::common::json(&[
        "--config", config, "roll", "chess960", "--source", source, "--format", "json",
    ])
}

/// Runs `backrank --config CONFIG ARGS…`, which must fail with `code`,
/// print nothing on stdout, and say `needle` on stderr.
fn fails_with(config: &str, args: &[impl AsRef<std::ffi::OsStr>], code: i32, needle: &str) {
    backrank()
        .args(["--config", config])
        .args(args)
        .assert()
        .code(code)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(needle));
}

/// The words of the check command a roll prints, for `backrank`.
fn check_args(v: &Value) -> Vec<String> {
    let command = v["beacon"]["check"].as_str().unwrap();
    let words = shlex::split(command).unwrap();
    assert_eq!(words[..2], ["backrank", "replay"]);
    words[1..].to_vec()
}

#[test]
fn a_published_round_rolls_and_checks_offline() {
    let (_rt, urls) = relays(&[None, Some(Behaviour::BadSignature), Some(Behaviour::Honest)]);
    let config = settings_with("published", &urls);
    let v = roll_json(&config, "beacon:1000");
    let b = &v["beacon"];
    assert_eq!(b["chain"], "quicknet");
    assert_eq!(b["round"], 1000);
    assert_eq!(b["verified"], true);
    assert_eq!(b["purpose"], "roll");
    assert_eq!(b["published_at"], "2023-08-23T15:59:24Z");
    assert_eq!(
        b["randomness"],
        "fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd"
    );
    assert_eq!(v["source"], "beacon");
    assert_eq!(v["source_detail"], "quicknet:1000");
    // The start of the d6 stream of quicknet round 1000 for "roll", as
    // the guide derives it by hand (5 6 3 4 4 3 4 2 …).
    assert_eq!(v["faces"], "5 6 3 4 4 3 4");
    // The same round gives the same roll, from any relay that has it.
    assert_eq!(
        roll_json(&config, "beacon:quicknet:1000")["replay"],
        v["replay"]
    );

    // The check needs no relay at all.
    let offline = settings_with("offline", &[]);
    let mut args = check_args(&v);
    args.splice(0..0, ["--config".to_owned(), offline.clone()]);
    backrank()
        .args(&args)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Drawn from drand quicknet round 1000 (published 2023-08-23 15:59:24 UTC) for “roll”",
        ));
}

#[test]
fn a_tampered_record_fails_its_check_saying_what_failed() {
    let (_rt, urls) = relays(&[Some(Behaviour::Honest)]);
    let config = settings_with("tampered", &urls);
    let v = roll_json(&config, "beacon:1000");
    let args = check_args(&v);
    let signature = v["beacon"]["signature"].as_str().unwrap().to_owned();
    let run = |args: &[String], needle: &str| fails_with(&config, args, 2, needle);
    // Another round's number for the same signature.
    let other_round: Vec<String> = args
        .iter()
        .map(|a| {
            if a == "quicknet:1000" {
                "quicknet:1001".to_owned()
            } else {
                a.clone()
            }
        })
        .collect();
    run(
        &other_round,
        "the signature of round 1001 does not verify against the key of the chain quicknet",
    );
    // A changed signature.
    let mut flipped = signature.clone();
    flipped.replace_range(0..2, "b5");
    let changed: Vec<String> = args
        .iter()
        .map(|a| {
            if *a == signature {
                flipped.clone()
            } else {
                a.clone()
            }
        })
        .collect();
    run(
        &changed,
        "does not verify against the key of the chain quicknet",
    );
    // Another roll's code with this round's signature.
    let seeded =
        crate::common::json(&["roll", "chess960", "--source", "seed:x", "--format", "json"]);
    let mut other_code = args.clone();
    other_code[1] = seeded["replay"].as_str().unwrap().to_owned();
    run(
        &other_code,
        "these throws are not the draw of round 1000 for \"roll\": throw 1 is",
    );
    // Another purpose.
    let mut purpose = args.clone();
    purpose.extend(["--purpose".to_owned(), "event 7 round 1".to_owned()]);
    run(
        &purpose,
        "these throws are not the draw of round 1000 for \"event 7 round 1\"",
    );
}

#[test]
fn the_chained_default_chain_rolls_and_checks_with_its_previous_signature() {
    let (_rt, urls) = relays(&[Some(Behaviour::Honest)]);
    let config = settings_with("chained", &urls);
    let v = roll_json(&config, "beacon:default:1000000");
    assert_eq!(v["beacon"]["scheme"], "pedersen-bls-chained");
    let args = check_args(&v);
    assert!(
        args.contains(&"--previous-signature".to_owned()),
        "{args:?}"
    );
    backrank()
        .args(["--config", &config])
        .args(&args)
        .assert()
        .success();
}

#[test]
fn a_round_nobody_has_says_when_it_was_or_will_be_drawn() {
    let (_rt, urls) = relays(&[Some(Behaviour::Honest), None]);
    let config = settings_with("unpublished", &urls);
    let fails = |source: &str, needle: &str| {
        fails_with(
            &config,
            &["roll", "chess960", "--source", source],
            1,
            needle,
        );
    };
    // Long out, but no relay has it: the clock or the relays are wrong.
    fails(
        "beacon:1001",
        "round 1001 of quicknet was due at 2023-08-23 15:59:27 UTC",
    );
    // Round 10^8 is about ten years away; 10^12, past any calendar.
    fails(
        "beacon:100000000",
        "round 100000000 of quicknet is drawn at 2033-",
    );
    crate::common::fails(
        &["roll", "chess960", "--source", "beacon:1000000000000"],
        2,
        "round 1000000000000 of quicknet would come after the year 9999",
    );
    // A chain nobody described is the person's typo.
    crate::common::fails(
        &["roll", "chess960", "--source", "beacon:mainnet:5"],
        2,
        "there is no drand chain 'mainnet': use quicknet, default, or describe it under [beacon.chains.mainnet]",
    );
}

#[test]
fn relays_that_all_fail_are_each_named() {
    let (_rt, urls) = relays(&[None, Some(Behaviour::Fails), Some(Behaviour::BadRandomness)]);
    let config = settings_with("failing", &urls);
    backrank()
        .args([
            "--config",
            &config,
            "roll",
            "chess960",
            "--source",
            "beacon:1000",
        ])
        .assert()
        .code(1)
        .stderr(
            predicate::str::contains("no relay gave a round that verifies")
                .and(predicate::str::contains("it could not be reached"))
                .and(predicate::str::contains("it answered HTTP 503"))
                .and(predicate::str::contains(
                    "round 1000's randomness is not the SHA-256 of its signature",
                )),
        );
}

#[test]
fn a_beacon_round_is_not_a_device_to_test() {
    crate::common::fails(
        &["test-device", "beacon:1000"],
        2,
        "test-device needs a source that throws: serial:PATH, exec:COMMAND, os or seed:TEXT",
    );
}

/// `doctor` asks the relays as a beacon roll would: a relay serving the
/// chain, with this machine's clock agreeing, passes; one not answering is
/// named and passed over; none answering is a note (the bot still starts:
/// only beacon rolls need them), not a problem.
#[test]
fn doctor_asks_the_relays_for_the_chain_and_its_clock() {
    use crate::beacon_events::{CHAIN, test_chain_file};
    use backrank_beacon::testing::{TestChain, live_relay};

    let now = jiff::Timestamp::now().as_second().unsigned_abs();
    let test = std::sync::Arc::new(TestChain::new(CHAIN, "doctor", now - 100, 1));
    let rt = tokio::runtime::Runtime::new().unwrap();
    let (live, dead) = rt.block_on(async { (live_relay(test.clone()).await, dead_relay().await) });
    let dir = scratch("beacon-doctor");
    std::fs::create_dir_all(&dir).unwrap();
    let relays_check = |relays: &[String], name: &str| {
        let config = test_chain_file(&test, relays, &dir.join(format!("{name}.toml")));
        let out = backrank()
            .args(["--config", &config, "doctor", "--format", "json"])
            .env("BACKRANK__STORE__DATA_DIR", dir.display().to_string())
            // Not the real lichess's: this test is the relays'.
            .env("BACKRANK__LICHESS__ENABLED", "false")
            .output()
            .unwrap();
        let v: Value =
            serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}: {out:?}"));
        let checks = v["checks"].as_array().unwrap();
        let c = checks.iter().find(|c| c["check"] == "drand relays");
        c.unwrap_or_else(|| panic!("no relays check in {v}"))
            .clone()
    };

    let c = relays_check(std::slice::from_ref(&live), "live");
    assert_eq!(c["status"], "ok", "{c}");
    let detail = c["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("1 of 1 relays serve club-test (newest round ")
            && detail.ends_with("this machine's clock agrees with the chain's"),
        "{detail}"
    );

    let c = relays_check(&[dead.clone(), live], "one-dead");
    assert_eq!(c["status"], "note", "{c}");
    let detail = c["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("1 of 2 relays serve club-test")
            && detail.contains(&format!("passed over: {dead}: ")),
        "{detail}"
    );

    let c = relays_check(&[dead], "dead");
    assert_eq!(c["status"], "note", "{c}");
    assert!(
        c["detail"]
            .as_str()
            .unwrap()
            .starts_with("no relay serves club-test just now"),
        "{c}"
    );
}
