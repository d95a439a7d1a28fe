//! A dice tower belongs to the process, and its health tests see every
//! throw: a stuck tower is refused by the second roll (through the HTTP
//! endpoint, the gateway, and across CLI processes), with the fault named
//! and nothing saved; a fair tower is never refused over a long run; two
//! rolls racing for one tower never interleave; a refused device earns its
//! way back through `test-device`, or is reset.

use std::sync::Arc;

use backrank::bot::{Action, Bot, Caller, Command, RandomArgs, Reply};
use backrank::store::Store;
use backrank_serial::Mode;
use backrank_serial::sim::{self, Behaviour, SimConfig};
use predicates::prelude::*;
use serde_json::{Value, json};

use crate::common::{backrank, json as cli_json, scratch};
use crate::endpoint::{serve, signed};
use crate::fake_discord::{FakeDiscord, Recorded};

use crate::tower_bot::{APP, GUILD, settings, tower_roll};

fn tower(behaviour: Behaviour) -> String {
    let s = sim::start(SimConfig::new(Mode::Request, behaviour)).expect("a pseudo-terminal");
    format!("serial:{}", s.path.display())
}

/// The first request to `path` with `method`.
async fn sent(discord: &FakeDiscord, what: &str, method: &str, path: &str) -> Recorded {
    discord
        .wait_for(what, |r| r.method.as_str() == method && r.path == path)
        .await
}

async fn rolls_saved(store: &Arc<dyn Store>) -> i64 {
    crate::common::rolls_saved(store, GUILD).await
}

/// A tower stuck on 3: the first Chess960 roll takes five throws (SP 714);
/// the second meets the repetition limit at its fourth throw. Through the
/// HTTP endpoint: deferred, then refused in a message to the asker alone
/// that names the fault, with the public placeholder removed and no roll
/// saved; the third is refused before any throw.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stuck_tower_is_refused_by_the_second_roll_through_the_endpoint() {
    let discord = FakeDiscord::start(APP).await;
    let settings = settings(&discord.url, &tower(Behaviour::Stuck));
    let rest = Arc::new(backrank::discord::rest::http(&settings.discord));
    let bot = crate::common::bot_with(settings);
    let store = bot.app().store().clone();
    let url = serve(bot, Some(rest)).await;

    let first = signed(&url, &tower_roll("t1"))
        .await
        .json::<Value>()
        .await
        .unwrap();
    assert_eq!(first["type"], 5);
    let done = sent(
        &discord,
        "the first roll",
        "PATCH",
        &format!("/api/v10/webhooks/{APP}/t1/messages/@original"),
    )
    .await;
    let done = discord
        .wait_for("the first roll's reply", |r| {
            r.path == done.path && r.content_type.starts_with("multipart/")
        })
        .await;
    assert!(String::from_utf8_lossy(&done.body).contains("SP 714"));
    assert_eq!(rolls_saved(&store).await, 1);

    for token in ["t2", "t3"] {
        let deferral = signed(&url, &tower_roll(token))
            .await
            .json::<Value>()
            .await
            .unwrap();
        assert_eq!(
            deferral["data"]["flags"], 0,
            "a public roll defers publicly"
        );
        let private = sent(
            &discord,
            "the refusal",
            "POST",
            &format!("/api/v10/webhooks/{APP}/{token}"),
        )
        .await;
        let body: Value = serde_json::from_slice(&private.body).unwrap();
        assert_eq!(body["flags"], 64, "only the asker sees the fault");
        let text = body["content"].as_str().unwrap();
        assert!(text.contains("refused by the health tests"), "{text}");
        assert!(text.contains("face 3 came up 9 times in a row"), "{text}");
        assert!(text.contains("use `source: os` meanwhile"), "{text}");
        sent(
            &discord,
            "the placeholder's removal",
            "DELETE",
            &format!("/api/v10/webhooks/{APP}/{token}/messages/@original"),
        )
        .await;
    }
    assert_eq!(rolls_saved(&store).await, 1, "nothing saved as a roll");
}

/// The same through the gateway: the real serenity client defers, then
/// sends the refusal to the asker alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stuck_tower_is_refused_by_the_second_roll_through_the_gateway() {
    let discord = FakeDiscord::start(APP).await;
    let settings = settings(&discord.url, &tower(Behaviour::Stuck));
    let bot = crate::common::bot_with(settings.clone());
    let store = bot.app().store().clone();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let run = tokio::spawn({
        let d = settings.discord.clone();
        async move {
            backrank::bot::transport::gateway::run(bot, &d, Default::default(), async {
                drop(stopped.await)
            })
            .await
        }
    });
    discord.identified().await;
    for (n, token) in ["g1", "g2"].iter().enumerate() {
        let mut cmd = tower_roll(token);
        cmd["id"] = json!(format!("800000000000000001{n}"));
        discord.send_interaction(cmd);
        let deferral = sent(
            &discord,
            "the deferral",
            "POST",
            &format!("/api/v10/interactions/800000000000000001{n}/{token}/callback"),
        )
        .await;
        let v: Value = serde_json::from_slice(&deferral.body).unwrap();
        assert_eq!(v["type"], 5);
    }
    // The two rolls wait for the one tower; which gets it first is the
    // scheduler's choice (under load, the second asked may): that one
    // rolls, the other is refused.
    let reply = |token: &str| format!("/api/v10/webhooks/{APP}/{token}/messages/@original");
    let rolled = discord
        .wait_for("the first roll's reply", |r| {
            (r.path == reply("g1") || r.path == reply("g2"))
                && r.content_type.starts_with("multipart/")
        })
        .await;
    let refused = if rolled.path == reply("g1") {
        "g2"
    } else {
        "g1"
    };
    let private = sent(
        &discord,
        "the refusal",
        "POST",
        &format!("/api/v10/webhooks/{APP}/{refused}"),
    )
    .await;
    let body: Value = serde_json::from_slice(&private.body).unwrap();
    assert_eq!(body["flags"], 64);
    assert!(
        body["content"]
            .as_str()
            .unwrap()
            .contains("came up 9 times in a row")
    );
    assert_eq!(rolls_saved(&store).await, 1);
    stop.send(()).unwrap();
    run.await.unwrap().unwrap();
}

/// Separate `backrank roll` processes go on with one count, kept in the
/// store: the second process is refused; so is the third, before a throw,
/// with how to clear it; `--reset-health` clears it.
#[test]
fn a_stuck_tower_is_refused_across_processes_until_reset() {
    let source = tower(Behaviour::Stuck);
    let first = cli_json(&["roll", "chess960", "--source", &source, "--format", "json"]);
    assert_eq!(first["number"], 714);
    for _ in 0..2 {
        backrank()
            .args(["roll", "chess960", "--source", &source])
            .assert()
            .code(1)
            .stdout(predicate::str::is_empty())
            .stderr(predicate::str::contains("refused by the health tests"))
            .stderr(predicate::str::contains("face 3 came up 9 times in a row"))
            .stderr(predicate::str::contains(format!(
                "`backrank test-device {source} --reset-health`"
            )));
    }
    backrank()
        .args(["test-device", &source, "--reset-health"])
        .assert()
        .success()
        .stdout(predicate::str::contains("start again from nothing"));
    let again = cli_json(&["roll", "chess960", "--source", &source, "--format", "json"]);
    assert_eq!(again["number"], 714, "a fresh count after the reset");
}

/// A program that answers 3 nine times, then 1, 2, …, 6 in turn: the
/// first roll is refused at its ninth throw, the next before a throw; then
/// `test-device` throws it back into favour (a whole window of healthy
/// throws in a row), and rolls work again. Every step is a new process; the
/// program keeps its own count in a file.
#[test]
fn a_refused_device_earns_its_way_back_through_test_device() {
    let dir = scratch("tower-recover");
    let count = dir.join("count");
    let _ = std::fs::remove_file(&count);
    let script = format!(
        "n=$(cat {c} 2>/dev/null || echo 0); while read r; do n=$((n+1)); echo $n > {c}; \
         if [ $n -le 9 ]; then echo 'FACE d6 3'; else echo \"FACE d6 $((n % 6 + 1))\"; fi; done",
        c = count.display()
    );
    let source = format!("exec:{script}");
    backrank()
        .args(["roll", "english", "--source", &source])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("came up 9 times in a row"));
    backrank()
        .args(["roll", "chess960", "--source", &source])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("(0 so far)"));
    let tested = cli_json(&["test-device", &source, "--count", "12", "--format", "json"]);
    assert_eq!(tested["recovered_after"], 512);
    assert_eq!(tested["throws"], 12);
    assert!(tested["health"]["refused"].is_null());
    cli_json(&["roll", "chess960", "--source", &source, "--format", "json"]);
}

fn tower_bot(hardware: &str) -> Arc<Bot> {
    crate::common::bot_with(settings("", hardware))
}

async fn roll_on_tower(bot: &Arc<Bot>) -> Reply {
    let args = RandomArgs {
        request: backrank::app::rolls::request::RollRequest {
            variant: Some("chess960".into()),
            ..backrank::app::rolls::request::RollRequest::default()
        },
        source: Some(backrank::store::RollSource::Tower),
        ..RandomArgs::default()
    };
    bot.handle(
        Action::Command(Command::Random(args)),
        &Caller::console(),
        &|_| {},
    )
    .await
}

/// A fair tower over 200 rolls (over a thousand throws through one port,
/// one health count): never refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fair_tower_is_never_refused_over_a_long_run() {
    let bot = tower_bot(&tower(Behaviour::Fair));
    let mut throws = 0;
    for i in 0..200 {
        let r = roll_on_tower(&bot).await;
        assert!(!r.ephemeral, "roll {i}: {:?}", r.content);
        let e = r.embed.unwrap();
        let f = e.fields.iter().find(|f| f.name == "Throws").unwrap();
        throws += f.value.parse::<u32>().unwrap();
    }
    assert!(throws > 1000, "{throws} throws");
    let state = bot
        .app()
        .store()
        .device_health(bot.app().tower().unwrap().spec().to_string())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        state.samples(),
        u64::from(throws),
        "the tests saw every throw"
    );
    assert_eq!(state.streams["d6"].failures, 0);
}

/// A tower that shows 1, 2, …, 6 in turn, and two rolls asking for it at
/// once: each roll's throws are one unbroken run of the sequence, the two
/// runs one after the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_rolls_racing_for_one_tower_never_interleave() {
    let bot = tower_bot(&tower(Behaviour::Sequence));
    for _ in 0..5 {
        let (a, b) = tokio::join!(roll_on_tower(&bot), roll_on_tower(&bot));
        let faces = |r: &Reply| -> Vec<u8> {
            let e = r.embed.as_ref().expect("a roll");
            let code = e.fields.iter().find(|f| f.name == "Replay").unwrap();
            let code: backrank::core::replay::ReplayCode =
                code.value.trim_matches('`').parse().unwrap();
            code.faces.iter().map(|f| f.value()).collect()
        };
        let (a, b) = (faces(&a), faces(&b));
        let unbroken = |run: &[u8]| run.windows(2).all(|w| w[1] == w[0] % 6 + 1);
        assert!(unbroken(&a) && unbroken(&b), "{a:?} {b:?}");
        // One run goes on from where the other stopped.
        let joined = |x: &[u8], y: &[u8]| y[0] == x[x.len() - 1] % 6 + 1;
        assert!(joined(&a, &b) || joined(&b, &a), "{a:?} {b:?}");
    }
}

/// Everything of a reply a person in Discord can read: its text, its
/// embed, its files' alt text, and its text files.
fn readable(r: &Reply) -> String {
    let mut all = r.content.clone().unwrap_or_default();
    if let Some(e) = &r.embed {
        all += &format!("{}\n{}\n", e.title, e.description);
        for f in &e.fields {
            all += &format!("{}: {}\n", f.name, f.value);
        }
    }
    for f in &r.files {
        all += f.description.as_deref().unwrap_or_default();
        if f.name.ends_with(".txt") {
            all += &String::from_utf8_lossy(&f.bytes);
        }
    }
    all
}

/// The tower is shown in Discord by the name the operator chose, or as
/// "the club's dice tower": never by its device path, in the roll, its
/// record, or its full record; nor when it fails.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tower_is_shown_by_its_name_never_its_path() {
    use backrank::app::rolls::records::RecordKey;
    use backrank::store::Scope;

    let hardware = tower(Behaviour::Fair);
    let path = hardware.trim_start_matches("serial:").to_owned();
    for (name, shown) in [
        ("", "the club's dice tower"),
        ("the Thursday tower", "the Thursday tower"),
    ] {
        let mut s = settings("", &hardware);
        s.bot.hardware_name = name.into();
        let bot = crate::common::bot_with(s);
        let rolled = roll_on_tower(&bot).await;
        assert!(!rolled.ephemeral, "{:?}", rolled.content);
        let source = rolled.embed.as_ref().unwrap().fields.iter();
        let source = source.clone().find(|f| f.name == "Source").unwrap();
        assert_eq!(source.value, shown);
        let record = bot
            .handle(
                Action::Command(Command::Record(backrank::bot::commands::RecordArgs {
                    id: 1,
                })),
                &Caller::console(),
                &|_| {},
            )
            .await;
        let full = bot
            .handle(
                Action::FullRecord(RecordKey::Numbered(Scope::of(&Caller::console().who), 1)),
                &Caller::console(),
                &|_| {},
            )
            .await;
        for (what, reply) in [
            ("roll", &rolled),
            ("/record", &record),
            ("full record", &full),
        ] {
            let text = readable(reply);
            assert!(text.contains(shown), "{what}: {text}");
            assert!(!text.contains(&path), "{what} shows the path: {text}");
            assert!(!text.contains("serial:"), "{what}: {text}");
        }
    }

    // A tower that is gone: the asker reads the name, the log keeps the path.
    let gone = "serial:/dev/backrank-no-such-tower";
    let failed = roll_on_tower(&tower_bot(gone)).await;
    let text = readable(&failed);
    assert!(failed.ephemeral);
    assert!(
        text.contains("the club's dice tower could not throw just now"),
        "{text}"
    );
    assert!(!text.contains("/dev/"), "{text}");
}

/// `/stats source:tower` counts the tower's rolls alone and shows its
/// health tests as the store keeps them: every throw the rolls' records
/// count, checked, none failed; the OS's rolls in the same server are left
/// out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_of_the_tower_count_its_rolls_and_show_its_health_tests() {
    use backrank::bot::commands::stats::StatsArgs;
    use backrank::store::SourceKind;
    let bot = tower_bot(&tower(Behaviour::Fair));
    let mut throws = 0;
    for _ in 0..12 {
        let e = roll_on_tower(&bot).await.embed.unwrap();
        let f = e.fields.iter().find(|f| f.name == "Throws").unwrap();
        throws += f.value.parse::<u64>().unwrap();
    }
    for _ in 0..3 {
        let os = RandomArgs {
            request: backrank::app::rolls::request::RollRequest {
                variant: Some("chess960".into()),
                ..backrank::app::rolls::request::RollRequest::default()
            },
            ..RandomArgs::default()
        };
        let r = bot
            .handle(
                Action::Command(Command::Random(os)),
                &Caller::console(),
                &|_| {},
            )
            .await;
        assert!(r.embed.is_some(), "{:?}", r.content);
    }
    let console = Caller::console();
    let stats = |source| {
        let args = StatsArgs { days: None, source };
        bot.handle(Action::Command(Command::Stats(args)), &console, &|_| {})
    };
    let r = stats(Some(SourceKind::Tower)).await;
    let e = r.embed.unwrap();
    assert!(e.title.ends_with(" · the club's dice tower"), "{}", e.title);
    assert!(e.description.starts_with("12 rolls."), "{}", e.description);
    assert_eq!(e.fields[0].name, "Health tests · the club's dice tower");
    assert_eq!(
        e.fields[0].value,
        format!(
            "d6: {} throws checked, 0 failures since the tests were last reset; passing.",
            backrank::core::text::thousands(throws, backrank::core::i18n::Lang::En)
        )
    );
    let faces = e
        .fields
        .iter()
        .find(|f| f.name.starts_with("Faces · "))
        .unwrap();
    assert!(
        faces.value.starts_with(&format!("{throws} counted: ")),
        "{throws}: {}",
        faces.value
    );
    assert_eq!(&r.files[0].bytes[1..4], b"PNG");

    let all = stats(None).await.embed.unwrap();
    assert!(
        all.description.starts_with("15 rolls."),
        "{}",
        all.description
    );
    assert!(
        !all.fields
            .iter()
            .any(|f| f.name.starts_with("Health tests"))
    );
}
