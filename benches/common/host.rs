//! What the benchmarks that talk to `backrank serve --http` share: a free
//! loopback port, a signed request, a host process that is killed when
//! dropped, waiting for it to answer, and its memory and CPU time read
//! from /proc.

// Each benchmark uses a part of this.
#![allow(dead_code)]

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use ed25519_dalek::{Signer, SigningKey};
use serde_json::json;

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A server process, killed and reaped when dropped.
pub struct Server(pub Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A line of /proc/PID/status, in MB.
pub fn memory_mb(pid: u32, field: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

/// The CPU time a process has used, user and system, from /proc/PID/stat
/// (counted in clock ticks of 10 ms).
pub fn cpu_time(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The command name may hold spaces; the fields after it do not.
    let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let ticks: u64 = after_name
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|f| f.parse::<u64>().ok())
        .sum();
    Duration::from_millis(ticks * 10)
}

/// Discord's signature headers for `body`: the signature and timestamp.
pub fn signed(key: &SigningKey, body: &[u8]) -> (String, String) {
    let ts = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
        .to_string();
    let sig = hex::encode(key.sign(&[ts.as_bytes(), body].concat()).to_bytes());
    (sig, ts)
}

/// Starts one `backrank serve --http` host; its port and process.
pub fn host(
    key: &SigningKey,
    rest_url: &str,
    dir: &std::path::Path,
    store_url: &str,
    defer_ms: &str,
) -> (u16, Server) {
    host_of(
        env!("CARGO_BIN_EXE_backrank"),
        &[],
        key,
        rest_url,
        dir,
        store_url,
        defer_ms,
    )
}

/// Starts one `backrank serve --http` host of the program `bin` (another
/// build, to compare), with `settings` (environment variables) besides
/// the benchmark's own; its port and process.
pub fn host_of(
    bin: &str,
    settings: &[(&str, &str)],
    key: &SigningKey,
    rest_url: &str,
    dir: &std::path::Path,
    store_url: &str,
    defer_ms: &str,
) -> (u16, Server) {
    let port = free_port();
    let server = Server(
        Command::new(bin)
            .args(["serve", "--http", &format!("127.0.0.1:{port}")])
            .envs(settings.iter().copied())
            .env_remove("BACKRANK_CONFIG")
            .env("BACKRANK__STORE__DATA_DIR", dir)
            .env("BACKRANK__STORE__URL", store_url)
            .env("BACKRANK__DISCORD__TOKEN", "load-test")
            .env("BACKRANK__DISCORD__APPLICATION_ID", "1111111111111111111")
            .env("BACKRANK__DISCORD__API_URL", rest_url)
            .env(
                "BACKRANK__DISCORD__PUBLIC_KEY",
                hex::encode(key.verifying_key().to_bytes()),
            )
            .env("BACKRANK__LOG__LEVEL", "warn")
            .env("BACKRANK__HTTP__DEFER_AFTER_MS", defer_ms)
            .stdout(Stdio::null())
            .spawn()
            .expect("the backrank binary starts"),
    );
    (port, server)
}

/// A POST of `body` to `url`, signed as Discord signs it.
pub fn signed_post(
    client: &reqwest::Client,
    key: &SigningKey,
    url: &str,
    body: Vec<u8>,
) -> reqwest::RequestBuilder {
    let (sig, ts) = signed(key, &body);
    client
        .post(url)
        .header("X-Signature-Ed25519", sig)
        .header("X-Signature-Timestamp", ts)
        .body(body)
}

/// A PING's body.
pub fn ping() -> Vec<u8> {
    serde_json::to_vec(&json!({"id": "1", "application_id": "1111111111111111111", "type": 1, "token": "t", "version": 1})).unwrap()
}

/// Waits until the host at `url` answers a PING.
pub async fn ready(client: &reqwest::Client, key: &SigningKey, url: &str) {
    let ping = ping();
    let ready = Instant::now();
    loop {
        let r = signed_post(client, key, url, ping.clone()).send().await;
        if r.is_ok_and(|r| r.status() == 200) {
            break;
        }
        assert!(
            ready.elapsed() < Duration::from_secs(30),
            "the server did not come up"
        );
        tokio::task::yield_now().await;
    }
}
