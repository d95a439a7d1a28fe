//! The shipped tower sketch on an emulated Arduino Uno (simavr, with the
//! Uno's reset when its port opens and a 500 ms bootloader), used as a club
//! would: `backrank roll` processes one after another, `test-device`, and
//! the bot rolling with it through the HTTP endpoint.
//!
//! Needs Debian's gcc-avr, avr-libc, arduino-core-avr, simavr,
//! libsimavr-dev and libelf-dev (`.ci/run` installs them); without them
//! these tests fail, naming what to install.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use backrank_serial::emulator::{self, Options, Uno};
use serde_json::Value;

use crate::common::{json as cli_json, scratch};
use crate::endpoint::serve;
use crate::fake_discord::FakeDiscord;
use crate::gateway::payload_json;
use crate::tower_bot::{APP, deferred_tower_roll as tower_roll, original, settings};

fn uno(name: &str) -> Uno {
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("uno");
    let built = emulator::build(&out).unwrap_or_else(|why| panic!("{why}"));
    let options = Options::new(
        &built.firmware,
        scratch(&format!("uno-{name}")).join("tower"),
    );
    Uno::start(&built.emulator, &options).unwrap_or_else(|why| panic!("{why}"))
}

/// Three `backrank roll` processes in turn: each opens the port, so the
/// board resets three times, and each roll succeeds (each used to fail:
/// the bootloader swallowed the request and the banner ended the roll).
#[test]
fn rolls_from_three_processes_each_survive_the_reset_on_open() {
    let mut uno = uno("cli");
    let source = format!("serial:{}", uno.path.display());
    let mut positions = Vec::new();
    for _ in 0..3 {
        let v = cli_json(&["roll", "chess960", "--source", &source, "--format", "json"]);
        assert_eq!(v["dice"], "d6");
        assert_eq!(v["source"], "tower");
        positions.push(v["replay"].as_str().unwrap().to_owned());
        uno.wait_for("CLOSE", Duration::from_secs(5)).unwrap();
    }
    assert_eq!(positions.len(), 3);
}

/// `backrank test-device --count 300` on the emulated firmware: every
/// throw arrives, the chi-square test is computed, the health tests accept.
#[test]
fn test_device_passes_on_the_emulated_firmware() {
    let uno = uno("test-device");
    let source = format!("serial:{}", uno.path.display());
    let v = cli_json(&["test-device", &source, "--count", "300", "--format", "json"]);
    assert_eq!(v["throws"], 300);
    let counts: Vec<u64> = v["counts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap())
        .collect();
    assert_eq!(counts.iter().sum::<u64>(), 300);
    assert!(v["health"]["refused"].is_null(), "{v}");
    assert_eq!(v["tower"], "club-tower d6 tags");
    eprintln!(
        "test-device on the emulated Uno: counts {counts:?}, chi-square {} p {}, {} ms a \
         throw, health {}",
        v["chi_square"], v["p_value"], v["ms_per_throw"], v["health"]
    );
}

/// A bot with the emulated tower as its hardware source, served on
/// loopback; the fake Discord that receives its REST calls.
async fn bot_on(uno: &Uno) -> (FakeDiscord, String) {
    let discord = FakeDiscord::start(APP).await;
    let settings = settings(&discord.url, &format!("serial:{}", uno.path.display()));
    let rest = Arc::new(backrank::discord::rest::http(&settings.discord));
    let bot = crate::common::bot_with(settings);
    let url = serve(bot, Some(rest)).await;
    (discord, url)
}

/// Waits for the roll's finished reply and checks it is a position.
async fn rolled(discord: &FakeDiscord, token: &str) {
    let original = original(token);
    let done = discord
        .wait_for("the completed reply", |r| {
            r.path == original && r.content_type.starts_with("multipart/")
        })
        .await;
    let payload = payload_json(&done.content_type, &done.body);
    let title = payload["embeds"][0]["title"].as_str().unwrap_or_default();
    assert!(
        title.starts_with("Chess960 (Fischer Random) · SP "),
        "{payload}"
    );
}

/// The bot keeps the port open for its life: it rolls with the tower
/// again and again through the HTTP endpoint, each reply completed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_rolls_with_the_emulated_tower_repeatedly() {
    let uno = uno("bot");
    let (discord, url) = bot_on(&uno).await;
    for n in 0..3 {
        let token = format!("uno-{n}");
        tower_roll(&url, &token).await;
        rolled(&discord, &token).await;
    }
}

/// Unplugged while the bot holds its port: the next roll fails at once,
/// telling the asker the tower was lost; plugged back in, the running bot
/// rolls with it again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_reconnects_to_a_tower_plugged_back_in() {
    let mut uno = uno("bot-unplug");
    let (discord, url) = bot_on(&uno).await;
    tower_roll(&url, "before").await;
    rolled(&discord, "before").await;

    uno.unplug().unwrap();
    tower_roll(&url, "away").await;
    let refusal = discord
        .wait_for("the fault, to the asker", |r| {
            r.method.as_str() == "POST" && r.path == format!("/api/v10/webhooks/{APP}/away")
        })
        .await;
    let body: Value = serde_json::from_slice(&refusal.body).unwrap();
    let text = body["content"].as_str().unwrap_or_default();
    assert!(
        text.contains("the club's dice tower could not throw just now"),
        "{text}"
    );
    assert!(
        !text.contains("/dev/"),
        "the asker is not shown the port: {text}"
    );

    uno.plug().unwrap();
    tower_roll(&url, "back").await;
    rolled(&discord, "back").await;
}
