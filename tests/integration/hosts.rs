//! Several hosts, one bot: `backrank serve` processes sharing one
//! PostgreSQL database, as a deployment behind one load balancer runs them,
//! and gateway processes each running their own shards.
//!
//! Where the machine allows it (root, and iproute2's `ip netns`), each
//! endpoint host is a network namespace of its own, joined to this one by a
//! veth pair: its own loopback, its own address, and the database and
//! Discord (the fake one) reached across the link through a relay, as a
//! host reaches them over a network. Elsewhere the hosts are processes on
//! loopback. Nothing is shared between them but the database and Discord.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};

use backrank::store::{NewSchedule, Rotation, Scope, Store};
use serde_json::{Value, json};

use crate::common::Relay;
use crate::endpoint::{command, key, opt, signed, try_signed};
use crate::fake_discord::FakeDiscord;
use crate::roll_along::{ids, press, reply};

const APP: u64 = 1111111111111111111;
const GUILD: u64 = 3333333333333333333;
const DAILY_CHANNEL: u64 = 4545;

/// One `backrank serve` (or `backrank web`) process, killed when dropped.
pub struct Host {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// What it logged, for a failure's message.
    log: Arc<Mutex<String>>,
    /// Told when its log ends: the process has exited.
    ended: std::sync::mpsc::Receiver<()>,
}

impl Host {
    /// Starts `backrank serve` with these extra settings (environment
    /// variables) and waits until it says it is serving `awaited`.
    pub fn start(args: &[&str], env: &[(&str, String)], awaited: &str) -> Host {
        Host::start_in(None, "serve", args, env, awaited)
    }

    /// `backrank web` on a free port of its own, once it says it serves;
    /// its store in a scratch folder unless `env` names one.
    pub fn web(env: &[(&str, String)]) -> Host {
        Host::web_with(&[], env)
    }

    /// [`Host::web`] with more arguments (`--no-events`).
    pub fn web_with(args: &[&str], env: &[(&str, String)]) -> Host {
        let addr = format!("127.0.0.1:{}", free_port());
        let store = crate::common::scratch("web-host").display().to_string();
        let mut env_with_store = vec![("BACKRANK__STORE__DATA_DIR", store)];
        env_with_store.extend(env.iter().cloned());
        let mut host = Host::start_in(
            None,
            "web",
            &[&["--addr", addr.as_str()], args].concat(),
            &env_with_store,
            "serving the web pages",
        );
        host.base = format!("http://{addr}");
        host
    }

    /// `backrank COMMAND` as [`Host::start`] starts `serve`, inside
    /// network namespace `netns` if given.
    fn start_in(
        netns: Option<&str>,
        command: &str,
        args: &[&str],
        env: &[(&str, String)],
        awaited: &str,
    ) -> Host {
        let binary = assert_cmd::cargo::cargo_bin("backrank");
        let mut c = match netns {
            // `ip netns exec` execs the program itself: killing the child
            // kills the host.
            Some(ns) => {
                let mut c = Command::new("ip");
                c.args(["netns", "exec", ns]).arg(&binary);
                c
            }
            None => Command::new(&binary),
        };
        c.arg(command)
            .args(args)
            .env_remove("BACKRANK_CONFIG")
            .env_remove("RUST_LOG")
            .env("BACKRANK__LOG__LEVEL", "info,serenity=warn")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        for (k, v) in env {
            c.env(k, v);
        }
        let mut child = c.spawn().expect("backrank serve starts");
        let log = Arc::new(Mutex::new(String::new()));
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (ended_tx, ended) = std::sync::mpsc::channel();
        let stderr = child.stderr.take().unwrap();
        let awaited = awaited.to_owned();
        let kept = log.clone();
        // Reads the log to its end (so the pipe never fills), and says when
        // the awaited line came, or that the log ended without it.
        std::thread::spawn(move || {
            let mut told = false;
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                kept.lock().unwrap().push_str(&format!("{line}\n"));
                logged_a_line();
                if !told && line.contains(&awaited) {
                    told = true;
                    let _ = ready_tx.send(true);
                }
            }
            let _ = ready_tx.send(false);
            let _ = ended_tx.send(());
        });
        let ready = ready_rx
            .recv_timeout(std::time::Duration::from_secs(60))
            .unwrap_or(false);
        assert!(
            ready,
            "the host did not start; it logged:\n{}",
            log.lock().unwrap()
        );
        Host {
            child,
            base: String::new(),
            log,
            ended,
        }
    }

    /// An HTTP endpoint host on a free port of its own.
    pub fn endpoint(env: &[(&str, String)]) -> Host {
        let port = free_port();
        let addr = format!("127.0.0.1:{port}");
        let mut host = Host::start(&["--http", &addr], env, "serving Discord interactions");
        host.base = format!("http://{addr}");
        host
    }

    /// An HTTP endpoint host in network namespace `ns`, on `addr` there.
    fn endpoint_in(ns: &str, addr: &str, env: &[(&str, String)]) -> Host {
        let mut host = Host::start_in(
            Some(ns),
            "serve",
            &["--http", addr],
            env,
            "serving Discord interactions",
        );
        host.base = format!("http://{addr}");
        host
    }

    pub fn url(&self) -> String {
        format!("{}/interactions", self.base)
    }

    /// SIGKILL: no shutdown, no goodbye, as a host lost with its machine.
    pub fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// SIGTERM, as systemd or Kubernetes stops it: whether it exited
    /// within `within`, and how.
    pub fn terminate(&mut self, within: std::time::Duration) -> Option<std::process::ExitStatus> {
        let pid = self.child.id().to_string();
        Command::new("kill").args(["-TERM", &pid]).status().unwrap();
        self.ended.recv_timeout(within).ok()?;
        Some(self.child.wait().unwrap())
    }

    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }
}

/// How many lines all hosts have logged, and a wake-up for each: what
/// [`wait_for_logs`] waits on.
static LINES: (Mutex<u64>, std::sync::Condvar) = (Mutex::new(0), std::sync::Condvar::new());

fn logged_a_line() {
    *LINES.0.lock().unwrap() += 1;
    LINES.1.notify_all();
}

/// Waits until `text` is in the logs of `hosts` `n` times in all.
pub fn wait_for_logs(hosts: &[&Host], text: &str, n: usize) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    tokio::task::block_in_place(|| {
        loop {
            let lines = *LINES.0.lock().unwrap();
            let seen: usize = hosts.iter().map(|h| h.log().matches(text).count()).sum();
            if seen >= n {
                return;
            }
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            assert!(!left.is_zero(), "{text:?} was logged {seen} of {n} times");
            let guard = LINES.0.lock().unwrap();
            let _ = LINES.1.wait_timeout_while(guard, left, |now| *now == lines);
        }
    });
}

impl Drop for Host {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Hosts as network namespaces, each joined to this namespace by a veth
/// pair on a /24 of its own: this side is `.1`, the host `.2`. Removed (with
/// their links) when dropped.
struct Namespaces {
    names: Vec<String>,
    subnet: u32,
}

impl Namespaces {
    /// `n` namespaces, or why they cannot be made here.
    fn create(n: usize) -> Result<Namespaces, String> {
        let pid = std::process::id();
        let mut made = Namespaces {
            names: Vec::new(),
            subnet: 100 + pid % 100,
        };
        for i in 0..n {
            let name = format!("backrank-{pid}-{i}");
            let (outer, inner) = (
                format!("brk{}h{i}", pid % 100_000),
                format!("brk{}n{i}", pid % 100_000),
            );
            let ip = |args: &[&str]| -> Result<(), String> {
                let out = Command::new("ip")
                    .args(args)
                    .output()
                    .map_err(|e| format!("ip: {e}"))?;
                if out.status.success() {
                    Ok(())
                } else {
                    Err(format!(
                        "ip {}: {}",
                        args.join(" "),
                        String::from_utf8_lossy(&out.stderr).trim()
                    ))
                }
            };
            ip(&["netns", "add", &name])?;
            made.names.push(name.clone());
            ip(&[
                "link", "add", &outer, "type", "veth", "peer", "name", &inner,
            ])?;
            ip(&["link", "set", &inner, "netns", &name])?;
            ip(&[
                "addr",
                "add",
                &format!("{}/24", made.outer(i)),
                "dev",
                &outer,
            ])?;
            ip(&["link", "set", &outer, "up"])?;
            let inside = |args: &[&str]| {
                let mut all = vec!["netns", "exec", &name, "ip"];
                all.extend_from_slice(args);
                ip(&all)
            };
            inside(&["link", "set", "lo", "up"])?;
            inside(&[
                "addr",
                "add",
                &format!("{}/24", made.inner(i)),
                "dev",
                &inner,
            ])?;
            inside(&["link", "set", &inner, "up"])?;
        }
        Ok(made)
    }

    /// This namespace's address on host `i`'s link.
    fn outer(&self, i: usize) -> String {
        format!("10.{}.{i}.1", self.subnet)
    }

    /// Host `i`'s own address.
    fn inner(&self, i: usize) -> String {
        format!("10.{}.{i}.2", self.subnet)
    }
}

impl Drop for Namespaces {
    fn drop(&mut self) {
        for name in &self.names {
            let _ = Command::new("ip").args(["netns", "del", name]).status();
        }
    }
}

/// The address in a URL like `http://127.0.0.1:PORT/…` or
/// `postgres://user@127.0.0.1:PORT/db?…`.
fn addr_of(url: &str) -> std::net::SocketAddr {
    let after = url.split_once("://").unwrap().1;
    let hostport = after.split(['/', '?']).next().unwrap();
    let hostport = hostport.rsplit_once('@').map_or(hostport, |(_, h)| h);
    hostport.parse().unwrap()
}

/// Three endpoint hosts: network namespaces where the machine allows, else
/// processes on loopback. The namespaces (if any) live as long as the hosts.
async fn three_endpoints(db: &str, discord: &FakeDiscord) -> (Vec<Host>, Option<Namespaces>) {
    let namespaces = match Namespaces::create(3) {
        Ok(n) => n,
        Err(why) => {
            eprintln!("hosts on loopback: network namespaces cannot be made here ({why})");
            let env = shared_env(db, discord);
            return ((0..3).map(|_| Host::endpoint(&env)).collect(), None);
        }
    };
    eprintln!("hosts in network namespaces {:?}", namespaces.names);
    let mut hosts = Vec::new();
    for i in 0..3 {
        let outer = namespaces.outer(i);
        // The database and the fake Discord listen on this namespace's
        // loopback only: a host reaches them across its link through a relay.
        let db_port = Relay::start(&outer, 0, addr_of(db)).await.port;
        let discord_port = Relay::start(&outer, 0, addr_of(&discord.url)).await.port;
        let (head, tail) = db.split_once("@").unwrap();
        let path = tail.split_once('/').unwrap().1;
        let db_there = format!("{head}@{outer}:{db_port}/{path}");
        let mut env = shared_env(&db_there, discord);
        env.retain(|(k, _)| *k != "BACKRANK__DISCORD__API_URL");
        env.push((
            "BACKRANK__DISCORD__API_URL",
            format!("http://{outer}:{discord_port}"),
        ));
        let addr = format!("{}:8080", namespaces.inner(i));
        hosts.push(Host::endpoint_in(&namespaces.names[i], &addr, &env));
    }
    (hosts, Some(namespaces))
}

/// The settings every host of one bot shares.
fn shared_env(store_url: &str, discord: &FakeDiscord) -> Vec<(&'static str, String)> {
    vec![
        ("BACKRANK__STORE__URL", store_url.to_owned()),
        ("BACKRANK__STORE__POOL_SIZE", "8".into()),
        ("BACKRANK__DISCORD__TOKEN", "test-token".into()),
        ("BACKRANK__DISCORD__APPLICATION_ID", APP.to_string()),
        (
            "BACKRANK__DISCORD__PUBLIC_KEY",
            hex::encode(key().verifying_key().to_bytes()),
        ),
        ("BACKRANK__DISCORD__API_URL", discord.url.clone()),
        ("BACKRANK__BOT__ROLLS_PER_MINUTE", "0".into()),
        // Three hosts on two cores under a burst: a roll is answered in
        // full, not deferred, so its record number is in the response.
        ("BACKRANK__HTTP__DEFER_AFTER_MS", "20000".into()),
    ]
}

/// A /random reply: its record number, or `None` when it was not
/// acknowledged (the host was gone) or was not a roll.
async fn record_of(response: Result<reqwest::Response, reqwest::Error>) -> Option<i64> {
    let r = response.ok()?;
    if r.status() != 200 {
        return None;
    }
    let (payload, _) = reply(r).await;
    ids(&payload)
        .iter()
        .find_map(|id| id.strip_prefix(&format!("rec|g{GUILD}|"))?.parse().ok())
}

fn random() -> Value {
    command("random", json!([opt("variant", 3, json!("chess960"))]), "t")
}

/// Rolls on every host at once; the record numbers of the acknowledged.
async fn rolls(hosts: &[&str], n: usize) -> Vec<Option<i64>> {
    let sent: Vec<_> = (0..n)
        .map(|i| {
            let url = hosts[i % hosts.len()].to_owned();
            tokio::spawn(async move { record_of(try_signed(&url, &random()).await).await })
        })
        .collect();
    let mut out = Vec::new();
    for s in sent {
        out.push(s.await.unwrap());
    }
    out
}

/// Three endpoint hosts on one PostgreSQL database, under a mixed load;
/// one is killed (SIGKILL) while rolls are in flight. Every roll a host
/// acknowledged is in the store once, the other two carry on, a roll-along
/// is finished by presses split across hosts, a record made on one host is
/// shown by another, a setting made on one holds on the others, one
/// interaction delivered to two hosts is rolled once, and the day's post is
/// made once by the three.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_hosts_on_one_database_survive_losing_one() {
    let discord = FakeDiscord::start(APP).await;
    let db = crate::postgres::fresh_database().await;
    let store = crate::store_suite::Place {
        url: db.clone(),
        dir: std::path::PathBuf::new(),
    }
    .open()
    .await;
    // A daily challenge due now (this minute, in UTC).
    let now = jiff::Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC);
    store
        .set_schedule(NewSchedule {
            guild_id: GUILD,
            channel_id: DAILY_CHANNEL,
            local_time: now.strftime("%H:%M").to_string(),
            timezone: "UTC".into(),
            variants: vec!["chess960".into()],
            rotation: Rotation::Rotate,
            thread: false,
            created_at: now.timestamp().as_second() - 60,
        })
        .await
        .unwrap();
    let (mut hosts, _namespaces) = three_endpoints(&db, &discord).await;
    let urls: Vec<String> = hosts.iter().map(Host::url).collect();
    let all: Vec<&str> = urls.iter().map(String::as_str).collect();

    let mut acknowledged: Vec<i64> = rolls(&all, 15)
        .await
        .into_iter()
        .map(|r| r.unwrap())
        .collect();

    // Rolls in flight on all three while host 2 is killed.
    let in_flight = tokio::spawn({
        let all: Vec<String> = urls.clone();
        async move {
            let all: Vec<&str> = all.iter().map(String::as_str).collect();
            rolls(&all, 30).await
        }
    });
    hosts[2].kill();
    let during = in_flight.await.unwrap();
    assert!(
        during.iter().filter(|r| r.is_some()).count() >= 20,
        "hosts 0 and 1 answered their share: {during:?}"
    );
    acknowledged.extend(during.into_iter().flatten());
    // The other two carry on: every roll answered.
    let after = rolls(&all[..2], 10).await;
    assert!(after.iter().all(Option::is_some), "{after:?}");
    acknowledged.extend(after.into_iter().flatten());

    // Every acknowledged roll is in the store, once: distinct numbers, each
    // found.
    let mut numbers = acknowledged.clone();
    numbers.sort_unstable();
    numbers.dedup();
    assert_eq!(
        numbers.len(),
        acknowledged.len(),
        "a number was given twice"
    );
    for n in &numbers {
        assert!(
            store
                .record(Scope::Guild(GUILD), *n)
                .await
                .unwrap()
                .is_some(),
            "acknowledged record #{n} is not in the store"
        );
    }

    roll_along_across_hosts(all[0], all[1]).await;
    records_and_settings_across_hosts(&store, all[0], all[1], numbers[0]).await;
    one_interaction_to_two_hosts(&store, all[0], all[1]).await;

    // The day's post: made once by the three hosts.
    let path = format!("/api/v10/channels/{DAILY_CHANNEL}/messages");
    discord.wait_for("the daily post", |r| r.path == path).await;
    let posted = discord.requests().iter().filter(|r| r.path == path).count();
    assert_eq!(posted, 1, "the daily post was made {posted} times");

    // The survivors' probes and metrics.
    let base = &hosts[0].base;
    let get = |p: &str| reqwest::get(format!("{base}{p}"));
    assert_eq!(get("/healthz").await.unwrap().status(), 200);
    let ready = get("/readyz").await.unwrap();
    assert_eq!(ready.status(), 200);
    assert!(ready.text().await.unwrap().contains("store answers"));
    let metrics = get("/metrics").await.unwrap().text().await.unwrap();
    for needle in [
        "backrank_interactions_total{command=\"random\",outcome=\"ok\"}",
        "backrank_rolls_total{variant=\"chess960\",method=\"placement\",source=\"os\"}",
        "backrank_store_seconds_bucket{op=\"save_roll\"",
        "backrank_first_response_seconds_count",
    ] {
        assert!(
            metrics.contains(needle),
            "no {needle} in:\n{metrics}\nlog:\n{}",
            hosts[0].log()
        );
    }
}

/// A roll-along started on one host and pressed alternately on two,
/// coin flip by coin flip, until it is done.
async fn roll_along_across_hosts(a: &str, b: &str) {
    let start = command(
        "roll-along",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("dice", 3, json!("coin"))
        ]),
        "t",
    );
    let (mut message, _) = reply(signed(a, &start).await).await;
    for turn in 0..80 {
        let Some(heads) = ids(&message).into_iter().find(|id| id.ends_with("|face|h")) else {
            // No faces left to press: the roll is finished.
            assert!(turn > 5, "finished after {turn} flips: {message}");
            return;
        };
        let host = if turn % 2 == 0 { b } else { a };
        let (next, _) = reply(signed(host, &press(&heads, "5555555555555555555")).await).await;
        assert_eq!(next["type"], 7, "press {turn} on the other host: {next}");
        message = next;
    }
    panic!("the roll-along never finished: {message}");
}

/// `/record N` on another host than the roll's; `/settings set public
/// false` on one host, and a roll on the other is private.
async fn records_and_settings_across_hosts(store: &Arc<dyn Store>, a: &str, b: &str, n: i64) {
    let saved = store.record(Scope::Guild(GUILD), n).await.unwrap().unwrap();
    let record = command("record", json!([opt("id", 4, json!(n))]), "t");
    let (shown, _) = reply(signed(b, &record).await).await;
    assert!(
        shown.to_string().contains(&saved.roll.replay_code),
        "record #{n} on another host: {shown}"
    );
    let private = command(
        "settings",
        json!([{"name": "set", "type": 1, "options": [opt("public", 5, json!(false))]}]),
        "t",
    );
    let (saved_reply, _) = reply(signed(a, &private).await).await;
    assert!(saved_reply.to_string().contains("Saved"), "{saved_reply}");
    let (roll, _) = reply(signed(b, &random()).await).await;
    assert_eq!(
        roll["data"]["flags"], 64,
        "the setting holds on the other host"
    );
}

/// One interaction delivered to two hosts at the same moment: one rolls,
/// the other only acknowledges; the store holds one roll more.
async fn one_interaction_to_two_hosts(store: &Arc<dyn Store>, a: &str, b: &str) {
    let before = store.dump().await.unwrap().rolls.len();
    let first = random();
    let (x, y) = tokio::join!(signed(a, &first), signed(b, &first));
    let types: Vec<bool> = [x, y]
        .into_iter()
        .map(|r| {
            r.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("multipart/")
        })
        .collect();
    assert_eq!(types.iter().filter(|m| **m).count(), 1, "{types:?}");
    let after = store.dump().await.unwrap().rolls.len();
    assert_eq!(after, before + 1, "one delivery rolled, the other did not");
}

/// Two gateway processes, each running its own shard of two: each
/// identifies with its shard, only shard 0's process registers the
/// commands, and each one's admin address says which shard it has up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_each_run_their_own_shards() {
    let discord = FakeDiscord::start(APP).await;
    let db = crate::postgres::fresh_database().await;
    let mut processes = Vec::new();
    for shard in ["0", "1"] {
        let admin = format!("127.0.0.1:{}", free_port());
        let mut env = shared_env(&db, &discord);
        env.push(("BACKRANK__DISCORD__GUILD_ID", GUILD.to_string()));
        env.push(("BACKRANK__DISCORD__SHARDS", shard.to_owned()));
        env.push(("BACKRANK__DISCORD__SHARD_COUNT", "2".to_owned()));
        env.push(("BACKRANK__HTTP__ADMIN_ADDR", admin.clone()));
        let mut host = Host::start(&[], &env, "gateway shard connected");
        host.base = format!("http://{admin}");
        processes.push(host);
    }
    let mut shards: Vec<Value> = discord
        .identifies(2)
        .await
        .iter()
        .map(|i| i["d"]["shard"].clone())
        .collect();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(shards, [json!([0, 2]), json!([1, 2])]);
    for (n, p) in processes.iter().enumerate() {
        let ready = reqwest::get(format!("{}/readyz", p.base)).await.unwrap();
        assert_eq!(ready.status(), 200);
        let text = ready.text().await.unwrap();
        assert!(text.contains(&format!("shards connected: [{n}]")), "{text}");
    }
    let commands = format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands");
    discord
        .wait_for("registration", |r| r.method == "PUT" && r.path == commands)
        .await;
    let calls = |method: &str| {
        discord
            .requests()
            .iter()
            .filter(|r| r.method == method && r.path == commands)
            .count()
    };
    // Shard 0's process looked (GET) and registered (PUT); shard 1's did
    // neither.
    assert_eq!(
        (calls("GET"), calls("PUT")),
        (1, 1),
        "registered by shard 0's process only"
    );
}

/// A bad shard setting stops `serve` at once with a message naming it.
#[test]
fn a_bad_shard_setting_is_named() {
    crate::common::backrank()
        .args(["serve"])
        .env("BACKRANK__DISCORD__TOKEN", "t")
        .env("BACKRANK__DISCORD__SHARDS", "4-9")
        .env("BACKRANK__DISCORD__SHARD_COUNT", "8")
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "[discord] shards = \"4-9\" goes past shard_count = 8",
        ));
}

/// Two gateway processes with no shard settings both run shard 0, and
/// Discord delivers each interaction to both (a rolling restart's
/// overlap): only one answers it, once, with the roll; the one that lost
/// the store's claim sends nothing. The second process says plainly that
/// it shares the shard, and so does `backrank doctor`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_gateway_processes_on_one_shard_answer_each_interaction_once() {
    let discord = FakeDiscord::start(APP).await;
    let db = crate::postgres::fresh_database().await;
    let env = shared_env(&db, &discord);
    let first = Host::start(&[], &env, "gateway shard connected");
    let second = Host::start(
        &[],
        &env,
        "another gateway process runs this process's shard",
    );
    discord.identifies(2).await;
    assert!(
        second
            .log()
            .contains("shard 0 of 1 is run by 2 gateway processes"),
        "{}",
        second.log()
    );
    for n in 1..=4 {
        let mut roll = command(
            "random",
            json!([opt("variant", 3, json!("chess960"))]),
            &format!("both-{n}"),
        );
        let id = format!("870000000000000000{n}");
        roll["id"] = json!(id);
        discord.send_interaction(roll);
        let callback = format!("/api/v10/interactions/{id}/both-{n}/callback");
        let answer = discord
            .wait_for("the first answer", |r| r.path == callback)
            .await;
        let payload = crate::gateway::payload_json(&answer.content_type, &answer.body);
        assert_eq!(payload["type"], 4, "the roll itself: {payload}");
        // Once the host that lost the claim has logged it, all it would
        // send has been sent.
        wait_for_logs(&[&first, &second], "a second delivery of an interaction", n);
        let tries = discord
            .attempts()
            .into_iter()
            .filter(|a| a.path == callback)
            .count();
        assert_eq!(tries, 1, "one first answer for interaction {n}");
    }
    let doctor = crate::common::backrank()
        .arg("doctor")
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&doctor.stdout);
    assert!(
        said.contains("shard 0 of 1 is run by 2 gateway processes"),
        "{said}"
    );
    assert_eq!(doctor.status.code(), Some(2), "{said}");
}
