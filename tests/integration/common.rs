//! Helpers shared by the integration tests.

use assert_cmd::Command;
use predicates::prelude::*;
use serde_json::Value;

/// The `backrank` binary, with the user's own settings and store kept out:
/// its store is this test run's own, emptied when the run first uses it (a
/// directory left by an earlier run with the same process id could hold
/// a device's health tests).
pub fn backrank() -> Command {
    static FRESH: std::sync::Once = std::sync::Once::new();
    let dir = scratch("cli-store");
    FRESH.call_once(|| {
        for f in [
            "backrank.sqlite3",
            "backrank.sqlite3-wal",
            "backrank.sqlite3-shm",
        ] {
            let _ = std::fs::remove_file(dir.join(f));
        }
    });
    let mut c = Command::cargo_bin("backrank").unwrap();
    c.env_remove("BACKRANK_CONFIG");
    // The console answers in the language LANG names: English unless a
    // test says otherwise, whatever the machine's.
    c.env_remove("LANG");
    c.env("BACKRANK__STORE__DATA_DIR", dir);
    // Variant files' audits are kept in the cache folder: this run's own.
    c.env("XDG_CACHE_HOME", scratch("cli-cache"));
    c
}

/// A bot with these settings and a store of its own in a fresh directory.
pub fn bot_with(settings: backrank::app::settings::Settings) -> std::sync::Arc<backrank::bot::Bot> {
    std::sync::Arc::new(backrank::bot::Bot::new(settings, fresh_store()).unwrap())
}

/// A new, empty store in a directory of its own.
pub fn fresh_store() -> std::sync::Arc<dyn backrank::store::Store> {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = scratch(&format!("store-{n}"));
    let _ = std::fs::remove_file(dir.join("backrank.sqlite3"));
    std::sync::Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap())
}

/// Runs a command that must succeed and parses its JSON output.
pub fn json(args: &[&str]) -> Value {
    let out = backrank()
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).unwrap()
}

/// Runs a command that must fail with `code`, print nothing on stdout, and
/// say `needle` on stderr.
pub fn fails(args: &[&str], code: i32, needle: &str) {
    backrank()
        .args(args)
        .assert()
        .code(code)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(needle));
}

/// This run's scratch root, made on first use; every test's directory is
/// made inside it.
static SCRATCH_ROOT: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();

/// Removes [`SCRATCH_ROOT`] as the run ends, passed or failed (the harness
/// ends with `exit`, which runs this), so a run leaves nothing in the
/// temporary folder. Stores, caches and the CLI's data live as long as the
/// run, so no test can remove its own.
extern "C" fn remove_scratch_root() {
    if let Some(root) = SCRATCH_ROOT.get() {
        let _ = std::fs::remove_dir_all(root);
    }
}

/// A scratch directory for this run named `name` (the same for every call
/// with that name), inside the run's root, which is removed when the run
/// ends.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let root = SCRATCH_ROOT.get_or_init(|| {
        let root = std::env::temp_dir().join(format!("backrank-tests-{}", std::process::id()));
        // A root left by a killed run with the same process id.
        let _ = std::fs::remove_dir_all(&root);
        // SAFETY: registers a plain function with no arguments, as atexit
        // asks; it touches only the root path set just above.
        let registered = unsafe { libc::atexit(remove_scratch_root) };
        assert_eq!(
            registered, 0,
            "could not register the scratch root's removal"
        );
        root
    });
    let dir = root.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// How many rolls a server's records hold (record numbers count from 1
/// without gaps, so the first missing number is one past the last).
pub async fn rolls_saved(store: &std::sync::Arc<dyn backrank::store::Store>, guild: u64) -> i64 {
    let mut n = 0;
    while store
        .record(backrank::store::Scope::Guild(guild), n + 1)
        .await
        .unwrap()
        .is_some()
    {
        n += 1;
    }
    n
}

/// A TCP relay a test can cut: it forwards connections made to its port on
/// `listen_ip` to `target`, as a network link would, until [`Relay::cut`]
/// drops the listener and every connection through it (a link or a server
/// going down). It runs on after its handle is dropped.
pub struct Relay {
    pub port: u16,
    listen_ip: String,
    target: std::net::SocketAddr,
    task: Option<tokio::task::JoinHandle<()>>,
}

impl Relay {
    /// Starts relaying from `listen_ip:port` (0: a free port) to `target`.
    pub async fn start(listen_ip: &str, port: u16, target: std::net::SocketAddr) -> Relay {
        let listener = tokio::net::TcpListener::bind((listen_ip, port))
            .await
            .unwrap();
        let port = listener.local_addr().unwrap().port();
        let task = tokio::spawn(async move {
            // Every connection's task is in the set, so aborting this task
            // drops them all.
            let mut connections = tokio::task::JoinSet::new();
            while let Ok((mut inbound, _)) = listener.accept().await {
                connections.spawn(async move {
                    if let Ok(mut out) = tokio::net::TcpStream::connect(target).await {
                        let _ = tokio::io::copy_bidirectional(&mut inbound, &mut out).await;
                    }
                });
            }
        });
        Relay {
            port,
            listen_ip: listen_ip.to_owned(),
            target,
            task: Some(task),
        }
    }

    /// Drops the listener and every connection through it.
    pub fn cut(&mut self) {
        if let Some(t) = self.task.take() {
            t.abort();
        }
    }

    /// Relays again, on the same port.
    pub async fn restore(&mut self) {
        *self = Relay::start(&self.listen_ip, self.port, self.target).await;
    }
}
