use std::sync::Arc;
use std::time::Duration;

use backrank::app::settings::Settings;
use backrank_serial::Mode;
use backrank_serial::sim::{self, Behaviour, SimConfig};
use serde_json::{Value, json};

use crate::endpoint::{command, opt, parts, serve, signed};
use crate::fake_discord::{FakeDiscord, Fault, Target};

const APP: u64 = 1111111111111111111;
const GUILD: u64 = 3333333333333333333;

fn settings(api_url: &str) -> Settings {
    let mut s = Settings::load(None).unwrap();
    s.discord.token = "test-token".into();
    s.discord.application_id = APP;
    s.discord.guild_id = GUILD;
    s.discord.api_url = api_url.into();
    s
}

/// The real serenity client against the fake Discord: it connects, is sent
/// interactions over the websocket, and answers through REST.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateway_bot_answers_interactions() {
    let discord = FakeDiscord::start(APP).await;
    let settings = settings(&discord.url);
    let bot = crate::common::bot_with(settings.clone());
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

    let identify = discord.identified().await;
    assert_eq!(identify["d"]["token"], "Bot test-token");
    let registered = discord
        .wait_for("command registration", |r| {
            r.method == "PUT"
                && r.path == format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands")
        })
        .await;
    let names: Vec<String> = serde_json::from_slice::<Value>(&registered.body)
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(names, backrank::bot::commands::COMMANDS.map(|c| c.name));
    let random = &serde_json::from_slice::<Value>(&registered.body).unwrap()[0];
    assert_eq!(
        random["integration_types"],
        json!([0, 1]),
        "user installs too"
    );
    assert_eq!(
        random["contexts"],
        json!([0, 1, 2]),
        "DMs and group DMs too"
    );
    // Names stay English; descriptions come in every language.
    assert_eq!(
        random["description_localizations"]["ko"],
        "무작위 시작 배치를 만들고 모든 던지기 기록을 보여 줍니다"
    );
    assert_eq!(random["options"][0]["name"], "variant");
    assert!(
        random["options"][0]["description_localizations"]["es-419"]
            .as_str()
            .is_some_and(|d| d.contains("por defecto")),
        "{random}"
    );

    // /random with the ten-flip example.
    let mut cmd = command(
        "random",
        json!([
            opt("variant", 3, json!("frc")),
            opt("method", 3, json!("number")),
            opt("dice", 3, json!("coin")),
            opt("rolls", 3, json!("HHTTTTHTTH"))
        ]),
        "gw-token-1",
    );
    cmd["id"] = json!("8000000000000000001");
    discord.send_interaction(cmd);
    let callback = discord
        .wait_for("the /random callback", |r| {
            r.path == "/api/v10/interactions/8000000000000000001/gw-token-1/callback"
        })
        .await;
    assert!(
        callback.content_type.starts_with("multipart/form-data"),
        "{}",
        callback.content_type
    );
    let parts = parts(&callback.content_type, &callback.body);
    let payload: Value =
        serde_json::from_slice(&parts.iter().find(|(n, _)| n == "payload_json").unwrap().1)
            .unwrap();
    assert_eq!(payload["type"], 4);
    assert_eq!(
        payload["data"]["embeds"][0]["title"],
        "Chess960 (Fischer Random) · SP 777"
    );
    let png = &parts
        .iter()
        .find(|(n, _)| n.starts_with("files["))
        .unwrap()
        .1;
    let info = png::Decoder::new(std::io::Cursor::new(png.clone()))
        .read_info()
        .unwrap()
        .info()
        .clone();
    assert_eq!((info.width, info.height), (576, 576));

    // A mistake comes back ephemeral.
    let mut bad = command(
        "random",
        json!([opt("variant", 3, json!("chess961"))]),
        "gw-token-2",
    );
    bad["id"] = json!("8000000000000000002");
    discord.send_interaction(bad);
    let callback = discord
        .wait_for("the error callback", |r| {
            r.path == "/api/v10/interactions/8000000000000000002/gw-token-2/callback"
        })
        .await;
    let v: Value = serde_json::from_slice(&callback.body).unwrap();
    assert_eq!(v["data"]["flags"], 64);
    assert!(
        v["data"]["content"]
            .as_str()
            .unwrap()
            .contains("did you mean chess960?")
    );

    // Through a person's own install, in a DM: a roll, and a server's
    // command refused privately.
    for (n, cmd, private) in [
        (
            3,
            command(
                "random",
                json!([opt("variant", 3, json!("crc"))]),
                "gw-dm-3",
            ),
            false,
        ),
        (
            4,
            command(
                "settings",
                json!([{"name": "show", "type": 1, "options": []}]),
                "gw-dm-4",
            ),
            true,
        ),
    ] {
        let mut dm = crate::privacy::by(cmd, "5555555555555555555", "Alice", None);
        dm["id"] = json!(format!("810000000000000000{n}"));
        dm["authorizing_integration_owners"] = json!({"1": "5555555555555555555"});
        discord.send_interaction(dm);
        let callback = discord
            .wait_for("the DM callback", |r| {
                r.path == format!("/api/v10/interactions/810000000000000000{n}/gw-dm-{n}/callback")
            })
            .await;
        let payload: Value = if !callback.content_type.starts_with("multipart/") {
            serde_json::from_slice(&callback.body).unwrap()
        } else {
            payload_json(&callback.content_type, &callback.body)
        };
        if private {
            assert_eq!(payload["data"]["flags"], 64, "{payload}");
            let text = payload["data"]["content"].as_str().unwrap();
            assert!(
                text.contains("/settings changes a server's Backrank"),
                "{text}"
            );
        } else {
            let title = payload["data"]["embeds"][0]["title"].as_str().unwrap();
            assert!(title.starts_with("Capablanca Random"), "{title}");
        }
    }

    // WhoThrows rolling: a press is answered by updating its message (type 7)
    // with a new board; the form opens as a modal (type 9).
    let mut start = command(
        "roll-along",
        json!([opt("dice", 3, json!("coin"))]),
        "gw-token-3",
    );
    start["id"] = json!("8000000000000000003");
    discord.send_interaction(start);
    let callback = discord
        .wait_for("the /roll-along callback", |r| {
            r.path == "/api/v10/interactions/8000000000000000003/gw-token-3/callback"
        })
        .await;
    let payload = payload_json(&callback.content_type, &callback.body);
    let heads = payload["data"]["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(heads.ends_with("|face|h"), "{heads}");
    let mut p = crate::roll_along::press(&heads, "5555555555555555555");
    p["id"] = json!("8000000000000000004");
    p["token"] = json!("gw-token-4");
    discord.send_interaction(p);
    let callback = discord
        .wait_for("the press callback", |r| {
            r.path == "/api/v10/interactions/8000000000000000004/gw-token-4/callback"
        })
        .await;
    let payload = payload_json(&callback.content_type, &callback.body);
    assert_eq!(payload["type"], 7);
    assert_eq!(payload["data"]["attachments"][0]["filename"], "board.png");
    let form = payload["data"]["components"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row["components"].as_array().unwrap().clone())
        .find_map(|c| {
            c["custom_id"]
                .as_str()
                .filter(|id| id.ends_with("|form"))
                .map(str::to_owned)
        })
        .unwrap();
    let mut p = crate::roll_along::press(&form, "5555555555555555555");
    p["id"] = json!("8000000000000000005");
    p["token"] = json!("gw-token-5");
    discord.send_interaction(p);
    let callback = discord
        .wait_for("the modal callback", |r| {
            r.path == "/api/v10/interactions/8000000000000000005/gw-token-5/callback"
        })
        .await;
    let v: Value = serde_json::from_slice(&callback.body).unwrap();
    assert_eq!(v["type"], 9);
    assert!(v["data"]["custom_id"].as_str().unwrap().ends_with("|typed"));

    // Shutting down closes the client cleanly.
    stop.send(()).unwrap();
    let result = tokio::time::timeout(Duration::from_secs(10), run)
        .await
        .expect("the bot stopped")
        .unwrap();
    assert!(result.is_ok(), "{result:?}");
}

/// A roll on the club's dice tower through the HTTP endpoint: the endpoint
/// defers, shows progress, and edits in the reply through REST.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hardware_rolls_are_deferred_and_completed() {
    let discord = FakeDiscord::start(APP).await;
    let tower = sim::start(SimConfig::new(Mode::Request, Behaviour::Fair)).unwrap();
    let mut settings = settings(&discord.url);
    settings.bot.hardware_source = format!("serial:{}", tower.path.display());
    let rest = Arc::new(backrank::discord::rest::http(&settings.discord));
    let bot = crate::common::bot_with(settings);
    let url = serve(bot, Some(rest)).await;

    let cmd = command(
        "random",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("source", 3, json!("tower"))
        ]),
        "hw-token",
    );
    let r = signed(&url, &cmd).await;
    let deferral = r.json::<Value>().await.unwrap();
    assert_eq!(deferral["type"], 5, "deferred: {deferral}");
    assert_eq!(
        deferral["data"]["flags"], 0,
        "a public roll defers publicly"
    );
    let original = format!("/api/v10/webhooks/{APP}/hw-token/messages/@original");
    let done = discord
        .wait_for("the completed reply", |r| {
            r.path == original && r.content_type.starts_with("multipart/")
        })
        .await;
    let parts = parts(&done.content_type, &done.body);
    let payload: Value =
        serde_json::from_slice(&parts.iter().find(|(n, _)| n == "payload_json").unwrap().1)
            .unwrap();
    assert!(
        payload["embeds"][0]["title"]
            .as_str()
            .unwrap()
            .starts_with("Chess960 (Fischer Random) · SP ")
    );
    let source = payload["embeds"][0]["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "Source")
        .unwrap()["value"]
        .clone();
    // The tower by its name, never its device path.
    assert_eq!(source, "the club's dice tower");
    // Progress lines went to the same message before the reply.
    let progress = discord
        .requests()
        .into_iter()
        .filter(|r| r.path == original && r.content_type.starts_with("application/json"))
        .count();
    assert!(progress >= 1, "no progress line was shown");
}

/// The JSON part of a multipart request serenity sent.
pub fn payload_json(content_type: &str, body: &[u8]) -> Value {
    let parts = parts(content_type, body);
    let json = &parts.iter().find(|(n, _)| n == "payload_json").unwrap().1;
    serde_json::from_slice(json).unwrap()
}

/// A gateway bot on `settings`, stopped when the sender is dropped.
fn start_gateway(
    settings: &Settings,
) -> (
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<Result<(), backrank::bot::transport::gateway::GatewayError>>,
) {
    let bot = crate::common::bot_with(settings.clone());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let d = settings.discord.clone();
    let run = tokio::spawn(async move {
        backrank::bot::transport::gateway::run(bot, &d, Default::default(), async {
            drop(stopped.await)
        })
        .await
    });
    (stop, run)
}

/// A /random through the gateway with interaction `id` and `token`.
fn gateway_roll(id: &str, token: &str) -> Value {
    let mut cmd = command(
        "random",
        json!([opt("variant", 3, json!("chess960"))]),
        token,
    );
    cmd["id"] = json!(id);
    cmd
}

/// The roll's title in a request's body (JSON or multipart), at `at`
/// (`/data/embeds/0/title` for a callback, `/embeds/0/title` for an edit).
fn title_in(r: &crate::fake_discord::Recorded, at: &str) -> Option<String> {
    let payload: Value = if r.content_type.starts_with("multipart/") {
        payload_json(&r.content_type, &r.body)
    } else {
        serde_json::from_slice(&r.body).ok()?
    };
    payload.pointer(at)?.as_str().map(str::to_owned)
}

/// Another host answered the interaction first (Discord refuses this
/// host's answer with 40060): the reply goes into the original message
/// instead of being lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_refused_as_already_acknowledged_edits_the_original() {
    let discord = FakeDiscord::start(APP).await;
    let (_stop, _run) = start_gateway(&settings(&discord.url));
    discord.identified().await;
    discord.acknowledge("8200000000000000001");
    discord.send_interaction(gateway_roll("8200000000000000001", "gw-acked"));
    let edit = discord
        .wait_for("the reply edited into the original", |r| {
            r.method == "PATCH"
                && r.path == format!("/api/v10/webhooks/{APP}/gw-acked/messages/@original")
        })
        .await;
    let title = title_in(&edit, "/embeds/0/title").unwrap_or_default();
    assert!(
        title.starts_with("Chess960 (Fischer Random) · SP "),
        "{title}"
    );
}

/// A first answer Discord fails with a 5xx is sent again within its three
/// seconds, and gets through.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_answer_that_meets_a_5xx_is_sent_again() {
    let discord = FakeDiscord::start(APP).await;
    let (_stop, _run) = start_gateway(&settings(&discord.url));
    discord.identified().await;
    for (n, status) in [(1, 503), (2, 500)] {
        discord.fail_next(Target::Callback, &[Fault::Status(status)]);
        let id = format!("830000000000000000{n}");
        let callback = format!("/api/v10/interactions/{id}/gw-5xx-{n}/callback");
        discord.send_interaction(gateway_roll(&id, &format!("gw-5xx-{n}")));
        let answered = discord
            .wait_for("the first answer, sent again", |r| r.path == callback)
            .await;
        let title = title_in(&answered, "/data/embeds/0/title").unwrap_or_default();
        assert!(
            title.starts_with("Chess960 (Fischer Random) · SP "),
            "{status}: {title}"
        );
        let tries = discord
            .attempts()
            .iter()
            .filter(|a| a.path == callback)
            .map(|a| a.fault)
            .collect::<Vec<_>>();
        assert_eq!(tries, [Some(Fault::Status(status)), None], "{status}");
    }
}

/// A first answer that fails for all of Discord's three seconds: the reply
/// goes into the original message once Discord takes calls again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_answer_that_keeps_failing_is_delivered_by_editing() {
    let discord = FakeDiscord::start(APP).await;
    let (_stop, _run) = start_gateway(&settings(&discord.url));
    discord.identified().await;
    discord.fail_next(Target::Callback, &[Fault::Status(503); 40]);
    discord.send_interaction(gateway_roll("8400000000000000001", "gw-down"));
    let edit = discord
        .wait_for("the reply edited into the original", |r| {
            r.method == "PATCH"
                && r.path == format!("/api/v10/webhooks/{APP}/gw-down/messages/@original")
        })
        .await;
    let title = title_in(&edit, "/embeds/0/title").unwrap_or_default();
    assert!(
        title.starts_with("Chess960 (Fischer Random) · SP "),
        "{title}"
    );
    let callback = "/api/v10/interactions/8400000000000000001/gw-down/callback";
    let tries: Vec<_> = discord
        .attempts()
        .into_iter()
        .filter(|a| a.path == callback)
        .collect();
    assert!(tries.len() > 1, "the first answer was tried again");
    let span = tries.last().unwrap().at - tries[0].at;
    assert!(
        span < Duration::from_secs(3),
        "within Discord's three seconds: {span:?}"
    );
}

/// Discord's gateway closes the bot's session and takes no new one for a
/// while: `/readyz` (the connected shards) says not ready as soon as
/// serenity knows, and ready again once the shard is back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_session_makes_the_bot_not_ready_until_it_reconnects() {
    use backrank::bot::transport::shards::Connected;
    let discord = FakeDiscord::start(APP).await;
    let s = settings(&discord.url);
    let bot = crate::common::bot_with(s.clone());
    let connected = std::sync::Arc::new(Connected::default());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let run = tokio::spawn({
        let connected = connected.clone();
        async move {
            backrank::bot::transport::gateway::run(bot, &s.discord, connected, async {
                drop(stopped.await)
            })
            .await
        }
    });
    let within = |secs| std::time::Duration::from_secs(secs);
    tokio::time::timeout(within(20), connected.wait_for(&[0]))
        .await
        .expect("shard 0 never connected");
    discord.drop_gateway();
    tokio::time::timeout(within(10), connected.wait_for(&[]))
        .await
        .unwrap_or_else(|_| panic!("still connected: {:?}", connected.shards()));
    discord.restore_gateway();
    tokio::time::timeout(within(60), connected.wait_for(&[0]))
        .await
        .expect("shard 0 never reconnected");
    stop.send(()).unwrap();
    run.await.unwrap().unwrap();
}
