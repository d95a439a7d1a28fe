use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use backrank::app::settings::Settings;
use backrank::bot::Bot;
use backrank::bot::transport::http::{self, Endpoint};
use ed25519_dalek::{Signer, SigningKey};
use serde_json::{Value, json};

use crate::fake_discord::FakeDiscord;

/// A test key: Discord signs with the application's private key; the
/// endpoint knows only the public half.
pub fn key() -> SigningKey {
    SigningKey::from_bytes(&[7u8; 32])
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

/// Starts the endpoint on a free loopback port.
async fn start() -> String {
    let bot = crate::common::bot_with(Settings::load(None).unwrap());
    serve(bot, None).await
}

/// Serves `bot` through the endpoint on a free loopback port, verifying with
/// the test key's public half; `rest` completes deferred replies.
pub async fn serve(bot: Arc<Bot>, rest: Option<Arc<serenity::http::Http>>) -> String {
    let public = hex::encode(key().verifying_key().to_bytes());
    let ep = Arc::new(Endpoint::new(bot, &public, rest).unwrap());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(http::serve_on(listener, ep, std::future::pending()));
    format!("http://{addr}/interactions")
}

/// A slash command interaction as Discord documents it (a guild member
/// running /name with these options). Each has an id of its own, as each
/// of Discord's does: a repeated id is a second delivery of one
/// interaction, which the bot acknowledges without answering again.
pub fn command(name: &str, options: Value, token: &str) -> Value {
    json!({
        "id": new_id(),
        "application_id": "1111111111111111111",
        "type": 2,
        "data": {"id": "2222222222222222222", "name": name, "type": 1, "options": options},
        "guild_id": "3333333333333333333",
        "channel_id": "4444444444444444444",
        "channel": {"id": "4444444444444444444", "type": 0},
        "member": {
            "user": {"id": "5555555555555555555", "username": "alice", "discriminator": "0", "global_name": "Alice", "avatar": null},
            "roles": [],
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "deaf": false,
            "mute": false,
            "flags": 0,
            "permissions": "2147483647"
        },
        "token": token,
        "version": 1,
        "app_permissions": "2147483647",
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": "3333333333333333333"},
        "context": 0,
        "attachment_size_limit": 26214400
    })
}

/// A new interaction id, as Discord gives each interaction.
pub fn new_id() -> String {
    static NEXT_ID: std::sync::atomic::AtomicU64 =
        std::sync::atomic::AtomicU64::new(1_234_567_890_123_456_789);
    NEXT_ID
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        .to_string()
}

/// The same interaction sent again by someone else (or later): a new one,
/// with an id of its own.
pub fn again(mut interaction: Value) -> Value {
    interaction["id"] = json!(new_id());
    interaction
}

/// `/name sub …`: a command with one subcommand and its options.
pub fn subcommand(name: &str, sub: &str, options: Value) -> Value {
    command(
        name,
        json!([{"name": sub, "type": 1, "options": options}]),
        "t",
    )
}

pub fn opt(name: &str, kind: u8, value: Value) -> Value {
    json!({"name": name, "type": kind, "value": value})
}

async fn post(
    url: &str,
    body: &[u8],
    sig: Option<String>,
    ts: Option<String>,
) -> reqwest::Response {
    try_post(url, body, sig, ts).await.unwrap()
}

/// As [`post`], with the connection's error given back (a host that is
/// gone) instead of failing.
async fn try_post(
    url: &str,
    body: &[u8],
    sig: Option<String>,
    ts: Option<String>,
) -> Result<reqwest::Response, reqwest::Error> {
    let mut req = reqwest::Client::new()
        .post(url)
        .header("content-type", "application/json")
        .body(body.to_vec());
    if let Some(s) = sig {
        req = req.header("X-Signature-Ed25519", s);
    }
    if let Some(t) = ts {
        req = req.header("X-Signature-Timestamp", t);
    }
    req.send().await
}

pub async fn signed(url: &str, body: &Value) -> reqwest::Response {
    try_signed(url, body).await.unwrap()
}

/// As [`signed`], with the connection's error given back.
pub async fn try_signed(url: &str, body: &Value) -> Result<reqwest::Response, reqwest::Error> {
    let bytes = serde_json::to_vec(body).unwrap();
    let ts = now().to_string();
    let sig = hex::encode(key().sign(&[ts.as_bytes(), &bytes].concat()).to_bytes());
    try_post(url, &bytes, Some(sig), Some(ts)).await
}

/// Splits a multipart body into (name, content) parts.
pub fn parts(content_type: &str, body: &[u8]) -> Vec<(String, Vec<u8>)> {
    let boundary = content_type.split("boundary=").nth(1).unwrap();
    let sep = format!("--{boundary}");
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(start) = find(rest, sep.as_bytes()) {
        rest = &rest[start + sep.len()..];
        if rest.starts_with(b"--") {
            break;
        }
        let header_end = find(rest, b"\r\n\r\n").unwrap();
        let headers = String::from_utf8_lossy(&rest[..header_end]).into_owned();
        let name = headers
            .split("name=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .to_owned();
        let content_start = header_end + 4;
        let next = find(&rest[content_start..], format!("\r\n{sep}").as_bytes()).unwrap();
        out.push((name, rest[content_start..content_start + next].to_vec()));
        rest = &rest[content_start + next + 2..];
    }
    out
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

#[tokio::test]
async fn ping_is_answered_with_pong() {
    let url = start().await;
    let ping = json!({"id": "1", "application_id": "1111111111111111111", "type": 1, "token": "t", "version": 1});
    let r = signed(&url, &ping).await;
    assert_eq!(r.status(), 200);
    assert_eq!(r.json::<Value>().await.unwrap(), json!({"type": 1}));
}

#[tokio::test]
async fn every_bad_signature_is_refused_with_401() {
    let url = start().await;
    let body = serde_json::to_vec(
        &json!({"id": "1", "application_id": "1", "type": 1, "token": "t", "version": 1}),
    )
    .unwrap();
    let ts = now().to_string();
    let good = hex::encode(key().sign(&[ts.as_bytes(), &body].concat()).to_bytes());
    // Tampered body.
    let mut tampered = body.clone();
    tampered[2] ^= 1;
    assert_eq!(
        post(&url, &tampered, Some(good.clone()), Some(ts.clone()))
            .await
            .status(),
        401
    );
    // A signature by another key.
    let other = SigningKey::from_bytes(&[9u8; 32]);
    let wrong = hex::encode(other.sign(&[ts.as_bytes(), &body].concat()).to_bytes());
    assert_eq!(
        post(&url, &body, Some(wrong), Some(ts.clone()))
            .await
            .status(),
        401
    );
    // Garbage signature, missing headers.
    assert_eq!(
        post(&url, &body, Some("zz".into()), Some(ts.clone()))
            .await
            .status(),
        401
    );
    assert_eq!(
        post(&url, &body, None, Some(ts.clone())).await.status(),
        401
    );
    assert_eq!(
        post(&url, &body, Some(good.clone()), None).await.status(),
        401
    );
    // Stale and garbage timestamps, even when correctly signed.
    let stale = (now() - 3600).to_string();
    let stale_sig = hex::encode(key().sign(&[stale.as_bytes(), &body].concat()).to_bytes());
    assert_eq!(
        post(&url, &body, Some(stale_sig), Some(stale))
            .await
            .status(),
        401
    );
    assert_eq!(
        post(&url, &body, Some(good.clone()), Some("yesterday".into()))
            .await
            .status(),
        401
    );
    // And the untouched request passes.
    assert_eq!(post(&url, &body, Some(good), Some(ts)).await.status(), 200);
}

#[tokio::test]
async fn random_replies_with_embed_image_and_buttons() {
    let url = start().await;
    let cmd = command(
        "random",
        json!([
            opt("variant", 3, json!("frc")),
            opt("method", 3, json!("number")),
            opt("dice", 3, json!("coin")),
            opt("rolls", 3, json!("HHTTTTHTTH"))
        ]),
        "tok-1",
    );
    let r = signed(&url, &cmd).await;
    assert_eq!(r.status(), 200);
    let ctype = r.headers()["content-type"].to_str().unwrap().to_owned();
    assert!(ctype.starts_with("multipart/form-data; boundary="));
    let body = r.bytes().await.unwrap();
    let parts = parts(&ctype, &body);
    assert_eq!(parts[0].0, "payload_json");
    let payload: Value = serde_json::from_slice(&parts[0].1).unwrap();
    assert_eq!(payload["type"], 4);
    let data = &payload["data"];
    assert_eq!(
        data["embeds"][0]["title"],
        "Chess960 (Fischer Random) · SP 777"
    );
    assert_eq!(data["embeds"][0]["image"]["url"], "attachment://board.png");
    assert_eq!(data["attachments"][0]["filename"], "board.png");
    // The board in words, for people who cannot see the image.
    assert_eq!(
        data["attachments"][0]["description"],
        "Chess960 (Fischer Random) · SP 777. White: a1 queen, b1 rook, c1 king, d1 bishop, \
         e1 bishop, f1 knight, g1 rook, h1 knight, 8 pawns. Black: a8 queen, b8 rook, c8 king, \
         d8 bishop, e8 bishop, f8 knight, g8 rook, h8 knight, 8 pawns."
    );
    let buttons = data["components"][0]["components"].as_array().unwrap();
    assert_eq!(buttons.len(), 4);
    assert_eq!(buttons[1]["custom_id"], "li|r|p|960|777|0");
    assert_eq!(
        buttons[3]["url"],
        "https://lichess.org/analysis/chess960/qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN_w_KQkq_-_0_1"
    );
    assert_eq!(parts[1].0, "files[0]");
    let decoder = png::Decoder::new(std::io::Cursor::new(parts[1].1.clone()));
    let info = decoder.read_info().unwrap().info().clone();
    assert_eq!((info.width, info.height), (576, 576), "an 8x8 board");
}

#[tokio::test]
async fn errors_come_back_ephemeral() {
    let url = start().await;
    let cmd = command(
        "random",
        json!([opt("variant", 3, json!("chess961"))]),
        "tok-2",
    );
    let r = signed(&url, &cmd).await;
    assert_eq!(r.status(), 200);
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["type"], 4);
    assert_eq!(v["data"]["flags"], 64, "ephemeral");
    assert!(
        v["data"]["content"]
            .as_str()
            .unwrap()
            .contains("did you mean chess960?")
    );
}

#[tokio::test]
async fn autocomplete_offers_choices() {
    let url = start().await;
    let mut ac = command(
        "random",
        json!([{"name": "variant", "type": 3, "value": "capa", "focused": true}]),
        "tok-3",
    );
    ac["type"] = json!(4);
    let r = signed(&url, &ac).await;
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["type"], 8);
    let choices = v["data"]["choices"].as_array().unwrap();
    assert!(choices.iter().any(|c| c["value"] == "crc"), "{choices:?}");
    assert!(choices.len() <= 25);
}

/// `/fairness` offers `all` for its method and device; `/random`, which
/// rolls one, does not.
#[tokio::test]
async fn fairness_offers_all_and_random_does_not() {
    let url = start().await;
    let offered = |name: &str, option: &str| {
        let mut ac = command(
            name,
            json!([
                {"name": "variant", "type": 3, "value": "chess960"},
                {"name": option, "type": 3, "value": "", "focused": true}
            ]),
            "tok-all",
        );
        ac["type"] = json!(4);
        ac
    };
    for option in ["method", "dice"] {
        let v: Value = signed(&url, &offered("fairness", option))
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(v["data"]["choices"][0]["value"], "all", "{v}");
        let v: Value = signed(&url, &offered("random", option))
            .await
            .json()
            .await
            .unwrap();
        let choices = v["data"]["choices"].as_array().unwrap();
        assert!(!choices.iter().any(|c| c["value"] == "all"), "{v}");
        assert!(!choices.is_empty());
    }
}

#[tokio::test]
async fn the_full_record_button_works() {
    let url = start().await;
    let mut press = command("random", json!([]), "tok-4");
    press["type"] = json!(3);
    press["data"] = json!({"custom_id": "record|960-nc-hhtttthtth-v", "component_type": 2});
    press["message"] = json!({
        "id": "6666666666666666666", "channel_id": "4444444444444444444",
        "author": {"id": "1111111111111111111", "username": "backrank", "discriminator": "0", "avatar": null, "bot": true},
        "content": "", "timestamp": "2024-01-01T00:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0
    });
    let r = signed(&url, &press).await;
    assert_eq!(r.status(), 200);
    let ctype = r.headers()["content-type"].to_str().unwrap().to_owned();
    let body = r.bytes().await.unwrap();
    let parts = parts(&ctype, &body);
    let payload: Value = serde_json::from_slice(&parts[0].1).unwrap();
    assert_eq!(payload["data"]["flags"], 64);
    assert!(String::from_utf8_lossy(&parts[1].1).contains("SP 777"));
}

/// Three hundred interactions at once, all signed and each answered
/// publicly with its embed: at once, or (when the burst outlasts the
/// deferral budget on a loaded machine) by a public deferral that the
/// bot finishes through Discord's REST API.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_interactions_is_answered() {
    const APP: u64 = 1111111111111111111;
    let discord = Arc::new(FakeDiscord::start(APP).await);
    let mut settings = Settings::load(None).unwrap();
    settings.discord.token = "test-token".into();
    settings.discord.application_id = APP;
    settings.discord.api_url = discord.url.clone();
    let rest = Arc::new(backrank::discord::rest::http(&settings.discord));
    let url = serve(crate::common::bot_with(settings), Some(rest)).await;
    let mut tasks = Vec::new();
    for i in 0..300u32 {
        let url = url.clone();
        let discord = discord.clone();
        tasks.push(tokio::spawn(async move {
            let token = format!("t{i}");
            let cmd = match i % 3 {
                0 => command(
                    "random",
                    json!([opt("variant", 3, json!("chess960"))]),
                    &token,
                ),
                1 => command(
                    "position",
                    json!([
                        opt("variant", 3, json!("crc-carrillo")),
                        opt("number", 4, json!(i))
                    ]),
                    &token,
                ),
                _ => command("variants", json!([]), &token),
            };
            // Three hundred people, as a busy bot sees them (each person's
            // roll rate is limited on its own).
            let mut cmd = cmd;
            cmd["member"]["user"]["id"] =
                json!((6_000_000_000_000_000_000u64 + u64::from(i)).to_string());
            let r = signed(&url, &cmd).await;
            assert_eq!(r.status(), 200, "request {i}");
            let ctype = r.headers()["content-type"].to_str().unwrap().to_owned();
            let body = r.bytes().await.unwrap();
            let first: Value = if ctype.starts_with("multipart/") {
                let p = parts(&ctype, &body);
                assert_eq!(&p[1].1[1..4], b"PNG", "request {i}");
                serde_json::from_slice(&p[0].1).unwrap()
            } else {
                serde_json::from_slice(&body).unwrap()
            };
            let private = |data: &Value| !(data["flags"].is_null() || data["flags"] == 0);
            assert!(!private(&first["data"]), "request {i}: {first}");
            let answer = match first["type"].as_u64() {
                Some(4) => first["data"].clone(),
                Some(5) => {
                    let path = format!("/api/v10/webhooks/{APP}/{token}/messages/@original");
                    let finished = discord
                        .wait_for(&format!("the reply to request {i}"), |r| {
                            r.path == path && r.payload()["embeds"][0]["title"].is_string()
                        })
                        .await;
                    finished.payload()
                }
                _ => panic!("request {i}: neither an answer nor a deferral: {first}"),
            };
            assert!(!private(&answer), "request {i}: {answer}");
            assert!(
                answer["embeds"][0]["title"].is_string(),
                "request {i}: {answer}"
            );
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
}

/// Discord delivers one /random twice: the first is answered with its
/// roll, the second only acknowledged (a deferral with nothing after it),
/// and one roll is saved, not two.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_delivery_is_acknowledged_and_not_rolled_again() {
    let store = crate::common::fresh_store();
    let bot = Arc::new(Bot::new(Settings::load(None).unwrap(), store.clone()).unwrap());
    let url = serve(bot, None).await;
    let roll = command("random", json!([opt("variant", 3, json!("chess960"))]), "t");
    let first = signed(&url, &roll).await;
    assert!(
        first.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("multipart/")
    );
    let second: Value = signed(&url, &roll).await.json().await.unwrap();
    assert_eq!(second["type"], 5, "{second}");
    // The next roll in the server is record #2: the duplicate made none.
    let next = signed(&url, &again(roll)).await;
    assert_eq!(next.status(), 200);
    let scope = backrank::store::Scope::Guild(3333333333333333333);
    assert!(store.record(scope, 2).await.unwrap().is_some());
    assert!(store.record(scope, 3).await.unwrap().is_none());
}

/// `/readyz` of an endpoint process with `token` on `store`.
async fn readyz_with_token(store: Arc<dyn backrank::store::Store>, token: &str) -> (u16, String) {
    use tower::ServiceExt;
    let admin = backrank::serve::admin::Admin {
        metrics: None,
        store,
        gateway: None,
        token: token.to_owned(),
    };
    let request = axum::http::Request::get("/readyz")
        .body(axum::body::Body::empty())
        .unwrap();
    let response = backrank::serve::admin::router(admin)
        .oneshot(request)
        .await
        .unwrap();
    let status = response.status().as_u16();
    let body = axum::body::to_bytes(response.into_body(), 1 << 16)
        .await
        .unwrap();
    (status, String::from_utf8_lossy(&body).into_owned())
}

/// A token Discord refuses (reset in the developer portal) makes the
/// endpoint not ready from the first 401, so a load balancer stops sending
/// it work whose replies cannot get through; once a call with the token
/// succeeds again, it is ready.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_discord_refuses_makes_the_endpoint_not_ready_until_a_call_succeeds() {
    use backrank::bot::transport::register::register_at_start;
    let discord = FakeDiscord::start(crate::tower_bot::APP).await;
    discord.require_token("the-token-after-a-reset");
    let mut s = crate::tower_bot::settings(&discord.url, "");
    s.discord.token = "the-token-before-the-reset".into();
    let bot = crate::common::bot_with(s.clone());
    let store = bot.app().store().clone();
    assert_eq!(
        readyz_with_token(store.clone(), &s.discord.token).await.0,
        200
    );
    // At start the endpoint registers its commands: Discord says 401.
    register_at_start(&s.discord).await;
    let (status, body) = readyz_with_token(store.clone(), &s.discord.token).await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("Discord refused the bot token"), "{body}");
    // The token works again (Discord's side fixed): the next call succeeds.
    discord.require_token(&s.discord.token);
    register_at_start(&s.discord).await;
    let (status, body) = readyz_with_token(store, &s.discord.token).await;
    assert_eq!(status, 200, "{body}");
}
