//! Events drawn from drand's beacon, through the HTTP endpoint and the
//! command line: `/event start draw:beacon` publishes the rule and no
//! position; each `/event next` fixes the first beacon round after it
//! (of a live test chain signing a round a second, behind a stand-in
//! relay), reveals it once it is out, and prints a check that runs with
//! no network and rolls the same position; a changed signature or beacon
//! round does not pass.

use std::sync::Arc;

use backrank::app::settings::{ChainSettings, Settings};
use backrank_beacon::testing::{TestChain, live_relay};
use serde_json::{Value, json};

use crate::endpoint::{opt, serve};
use crate::events::{content, event, quoted, run_printed_in};
use crate::privacy::ask;

const NAME: &str = "Beacon Open";
pub const CHAIN: &str = "club-test";

fn name() -> Value {
    opt("name", 3, json!(NAME))
}

/// The test chain as settings describe it.
pub fn chain_settings(test: &TestChain) -> ChainSettings {
    let chain = test.chain();
    ChainSettings {
        hash: chain.hash_hex(),
        public_key: hex::encode(&chain.public_key),
        scheme: chain.scheme.id().into(),
        genesis_time: chain.genesis_time,
        period: chain.period,
    }
}

/// A settings file at `path` for the command line whose chain is the test
/// chain, served by `relays` (none: every check it makes is offline).
pub fn test_chain_file(test: &TestChain, relays: &[String], path: &std::path::Path) -> String {
    let c = chain_settings(test);
    let relays: Vec<String> = relays.iter().map(|r| format!("\"{r}\"")).collect();
    std::fs::write(
        path,
        format!(
            "[beacon]\nchain = \"{CHAIN}\"\nrelays = [{}]\nattempt_timeout_secs = 2.0\n\n\
             [beacon.chains.{CHAIN}]\nhash = \"{}\"\npublic_key = \"{}\"\nscheme = \"{}\"\n\
             genesis_time = {}\nperiod = {}\n",
            relays.join(", "),
            c.hash,
            c.public_key,
            c.scheme,
            c.genesis_time,
            c.period
        ),
    )
    .unwrap();
    path.to_string_lossy().into_owned()
}

/// A test chain signing a round a second since 100 s ago, behind a live
/// stand-in relay, and settings whose beacon is that chain there.
pub async fn live_test_chain(seed: &str) -> (Arc<TestChain>, Settings) {
    let now = jiff::Timestamp::now().as_second().unsigned_abs();
    let test = Arc::new(TestChain::new(CHAIN, seed, now - 100, 1));
    let settings = settings_on(&test).await;
    (test, settings)
}

/// Settings whose beacon is `test`'s chain, behind a live stand-in relay.
async fn settings_on(test: &Arc<TestChain>) -> Settings {
    let mut settings = Settings::load(None).unwrap();
    settings.beacon.chain = CHAIN.into();
    settings.beacon.relays = vec![live_relay(test.clone()).await];
    settings
        .beacon
        .chains
        .insert(CHAIN.into(), chain_settings(test));
    settings
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_beacon_events_rounds_are_unknown_until_revealed_and_checked_offline() {
    let (test, settings) = live_test_chain("beacon events").await;
    let url = serve(crate::common::bot_with(settings), None).await;
    let dir = crate::common::scratch("beacon-events");
    std::fs::create_dir_all(&dir).unwrap();
    let config = test_chain_file(&test, &[], &dir.join("offline.toml"));

    let (r, _) = ask(
        &url,
        &event(
            "start",
            json!([
                name(),
                opt("rounds", 4, json!(2)),
                opt("variant", 3, json!("chess960")),
                opt("draw", 3, json!("beacon"))
            ]),
        ),
    )
    .await;
    assert!(
        content(&r).contains("nobody can know one in advance"),
        "{r}"
    );
    let listed = r["data"]["embeds"][0]["description"].as_str().unwrap();
    assert!(
        listed.contains(&format!(
            "the first round of drand's **{CHAIN}** beacon after its `/event next`, drawn for \
             `event 3333333333333333333 {NAME} round N`"
        )),
        "{listed}"
    );
    assert_eq!(listed.matches("not drawn yet").count(), 2, "{listed}");

    let mut fixed = Vec::new();
    for round in 1..=2 {
        let asked = jiff::Timestamp::now().as_second().unsigned_abs();
        // Round 2 is given five minutes of study: play starts five minutes
        // after the round is fixed, which is after the beacon round it waits for.
        let options = if round == 2 {
            json!([name(), opt("study", 4, json!(5))])
        } else {
            json!([name()])
        };
        let (r, image) = ask(&url, &event("next", options)).await;
        let answered = jiff::Timestamp::now().as_second().unsigned_abs();
        assert!(image, "a board: {r}");
        let text = content(&r);
        if round == 2 {
            let at = text
                .find("<t:")
                .unwrap_or_else(|| panic!("no start: {text}"));
            let play: u64 = text[at + 3..]
                .split(':')
                .next()
                .and_then(|t| t.parse().ok())
                .unwrap_or_else(|| panic!("{text}"));
            assert!(
                (asked + 300..=answered + 300).contains(&play),
                "play at {play}, asked at {asked}, answered at {answered}: {text}"
            );
            assert!(text.contains(&format!("<t:{play}:R>")), "{text}");
        } else {
            assert!(!text.contains("<t:"), "no study time given: {text}");
        }
        assert!(
            text.starts_with(&format!("🏁 **{NAME}**, round {round} of 2: ")),
            "{text}"
        );
        let beacon_round = quoted(&text, "Beacon round:");
        let beacon: u64 = beacon_round
            .rsplit_once(':')
            .unwrap_or_else(|| panic!("{text}"))
            .1
            .parse()
            .unwrap();
        // Not a round anyone could have read when /event next was asked.
        assert!(beacon > test.chain().round_at(asked), "{beacon}");
        let signature = quoted(&text, "Signature:");
        assert_eq!(signature, hex::encode(test.sign(beacon).signature));
        let title = r["data"]["embeds"][0]["title"].as_str().unwrap();
        let number = title.rsplit(" · ").next().unwrap().to_owned();

        // The check the reveal prints, with no relay: the round's throws
        // are that beacon round's draw for this event's round.
        let check = quoted(&text, "Check it:");
        let line = check.replacen("backrank ", &format!("backrank --config {config} "), 1);
        let out = run_printed_in(&line, &dir);
        let said = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "{out:?}");
        let purpose = format!("event 3333333333333333333 {NAME} round {round}");
        assert!(
            said.contains(&format!(
                "Drawn from drand {CHAIN} round {beacon} (published "
            )) && said.contains(&format!("for “{purpose}”: its signature verified")),
            "{said}"
        );
        assert!(has_word(&said, &number), "{number} not in {said}");

        // Another signature or beacon round does not verify; another
        // round's, event's or server's purpose is not these throws' draw.
        let mut forged = signature.to_owned();
        let flipped = if forged.ends_with('0') { "1" } else { "0" };
        forged.replace_range(forged.len() - 1.., flipped);
        let bad_purpose = |from: &str, to: &str| line.replace(&purpose, &purpose.replace(from, to));
        let other_round = format!("round {}", round + 1);
        for (bad, why) in [
            (line.replace(signature, &forged), "does not verify"),
            (
                line.replace(
                    &format!("{CHAIN}:{beacon}"),
                    &format!("{CHAIN}:{}", beacon + 1),
                ),
                "does not verify",
            ),
            (
                bad_purpose(&format!("round {round}"), &other_round),
                "these throws are not the draw",
            ),
            (bad_purpose("3333", "4444"), "these throws are not the draw"),
            (
                bad_purpose(NAME, "Other Open"),
                "these throws are not the draw",
            ),
        ] {
            let out = run_printed_in(&bad, &dir);
            assert_eq!(out.status.code(), Some(2), "{bad}: {out:?}");
            assert!(
                String::from_utf8_lossy(&out.stderr).contains(why),
                "{bad}: {out:?}"
            );
        }
        fixed.push(beacon);
    }
    assert!(fixed[0] < fixed[1], "each round its own beacon round");

    let (r, _) = ask(&url, &event("next", json!([name()]))).await;
    assert!(
        content(&r).contains(&format!("both rounds of \"{NAME}\" are revealed")),
        "{r}"
    );
    let (r, _) = ask(&url, &event("show", json!([name()]))).await;
    let listed = r["data"]["embeds"][0]["description"].as_str().unwrap();
    for beacon in &fixed {
        assert!(listed.contains(&format!("`{CHAIN}:{beacon}`")), "{listed}");
    }
    // The bot's own seed check does not apply: it says how to check.
    let (r, _) = ask(
        &url,
        &event(
            "verify",
            json!([
                name(),
                opt("round", 4, json!(1)),
                opt("seed", 3, json!("ab")),
                opt("commitment", 3, json!("ab"))
            ]),
        ),
    )
    .await;
    assert!(
        content(&r).contains("is drawn from drand's beacon, not from seeds"),
        "{r}"
    );
}

/// Whether `needle` stands in `hay` as a word of its own, not inside a
/// longer number (`#51` is not in `#518`).
fn has_word(hay: &str, needle: &str) -> bool {
    hay.match_indices(needle).any(|(i, _)| {
        let digit = |c: char| c.is_ascii_digit();
        !hay[i + needle.len()..].starts_with(digit) && !hay[..i].ends_with(digit)
    })
}

/// The server every endpoint test's command comes from.
const SERVER: u64 = 3333333333333333333;

/// The Chess25 position (d6, its default method) the beacon round `at` of
/// `test` gives for `purpose`.
async fn drawn_at(test: &TestChain, at: u64, purpose: &str) -> u64 {
    use backrank::core::variant::Variant;
    let spec = backrank::core::roll::RollSpec::new(
        Variant::Chess25,
        Variant::Chess25.default_method(),
        backrank_entropy::Die::D6,
    );
    let verified = test.chain().verify(&test.sign(at)).unwrap();
    let mut draw = backrank_beacon::BeaconDraw::new(verified, purpose).unwrap();
    backrank::core::roll::draw(spec, &mut draw, |_| {})
        .await
        .unwrap()
        .position
        .number()
}

/// A repeat forced through the beacon stand-in: a test chain is picked
/// (by trying keys, a chance in 25 each) whose round `r2` draws for round
/// 2 of a Chess25 event the position its round `r1` draws for round 1,
/// and the bot's clock is set so that its two `/event next` fix exactly
/// those rounds. Round 2 is drawn again (`… round 2 attempt 2`), its
/// reveal says why, and its check line, with the earlier round's position,
/// passes offline; without it the shown position is not the draw.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_beacon_round_that_repeats_an_earlier_one_is_drawn_again_and_checked_offline() {
    use backrank::app::clock::ManualClock;

    let name = "Beacon Repeat";
    let purpose = |round: u64| format!("event {SERVER} {name} round {round}");
    let now = jiff::Timestamp::now().as_second().unsigned_abs();
    let genesis = now - 100;
    let probe = TestChain::new(CHAIN, "probe", genesis, 1);
    let r1 = probe.chain().round_at(now) + 3;
    let r2 = r1 + 3;
    let mut n = 0;
    let (test, repeated) = loop {
        let test = TestChain::new(CHAIN, &format!("repeat {n}"), genesis, 1);
        let first = drawn_at(&test, r1, &purpose(1)).await;
        if drawn_at(&test, r2, &purpose(2)).await == first {
            break (Arc::new(test), first);
        }
        n += 1;
    };
    let settings = settings_on(&test).await;
    let clock = Arc::new(ManualClock::new(
        jiff::Timestamp::from_second(now.cast_signed()).unwrap(),
    ));
    let app = backrank::app::App::new(settings, crate::common::fresh_store())
        .unwrap()
        .with_clock(clock.clone());
    let url = serve(Arc::new(backrank::bot::Bot::from_app(app)), None).await;
    let dir = crate::common::scratch("beacon-repeat");
    std::fs::create_dir_all(&dir).unwrap();
    let config = test_chain_file(&test, &[], &dir.join("offline.toml"));
    let event_name = opt("name", 3, json!(name));
    ask(
        &url,
        &event(
            "start",
            json!([
                event_name.clone(),
                opt("rounds", 4, json!(2)),
                opt("variant", 3, json!("chess25")),
                opt("draw", 3, json!("beacon"))
            ]),
        ),
    )
    .await;
    let mut texts = Vec::new();
    for at in [r1, r2] {
        // The moment before `at` is published: `/event next` fixes it.
        let before = test.chain().time_of(at) - 1;
        clock.set(jiff::Timestamp::from_second(before.cast_signed()).unwrap());
        let (r, image) = ask(&url, &event("next", json!([event_name.clone()]))).await;
        assert!(image, "{r}");
        let text = content(&r);
        assert!(
            text.contains(&format!("Beacon round: `{CHAIN}:{at}`")),
            "{text}"
        );
        texts.push((text, r["data"]["embeds"][0]["title"].to_string()));
    }
    let (one, two) = (&texts[0].0, &texts[1].0);
    assert!(!one.contains("Attempts:"), "{one}");
    assert!(
        texts[0].1.contains(&format!("No. {repeated}\"")),
        "{:?}",
        texts[0]
    );
    assert!(
        two.contains(&format!(
            "Attempts: attempt 1 gave No. {repeated}, round 1's position: drawn again"
        )),
        "{two}"
    );
    assert!(
        !texts[1].1.contains(&format!("No. {repeated}\"")),
        "{:?}",
        texts[1]
    );
    let check = quoted(two, "Check it:");
    assert!(
        check.contains(&format!("--purpose '{}' --earlier {repeated}", purpose(2))),
        "{check}"
    );
    let line = check.replacen("backrank ", &format!("backrank --config {config} "), 1);
    let out = run_printed_in(&line, &dir);
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{line}: {out:?}");
    assert!(
        said.contains(&format!(
            "attempt 1 gave No. {repeated}, round 1's position: drawn again"
        )),
        "{said}"
    );
    // Without the earlier round's position, the round shown is not the
    // beacon round's first draw: the check refuses it.
    let without = line.replace(&format!(" --earlier {repeated}"), "");
    let out = run_printed_in(&without, &dir);
    assert_eq!(out.status.code(), Some(2), "{without}: {out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("these throws are not the draw"),
        "{out:?}"
    );
    // The page's check of the event applies the same rule: both shown.
    let (r, _) = ask(&url, &event("show", json!([event_name]))).await;
    let listed = r["data"]["embeds"][0]["description"].as_str().unwrap();
    assert!(
        !listed.contains("not shown") && listed.contains(&format!("`{CHAIN}:{r2}`")),
        "{listed}"
    );
}
