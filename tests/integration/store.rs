//! The store under a kill: a writer process is killed (SIGKILL) in the
//! middle of saving rolls; every roll it had acknowledged is there when the
//! store opens again, and the store still takes new ones.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;

use backrank::store::{NewRoll, RollKind, SqliteStore, Store, Who};

use crate::common::scratch;

fn roll(n: u64) -> NewRoll {
    NewRoll {
        made_at: 1_700_000_000 + n as i64,
        kind: RollKind::Random,
        who: Who {
            user_id: 7,
            user_name: "writer".into(),
            guild_id: Some(1),
            channel_id: Some(2),
        },
        spec: backrank::core::roll::KeptSpec::try_from(("chess960", "placement", "d6")).unwrap(),
        source: backrank::store::KeptSource::of(backrank::store::SourceKind::Os),
        faces: "2131".repeat(8),
        number: n % 960,
        fen: "x".repeat(60),
        replay_code: format!("960-p6-{n}"),
        private: false,
        event: None,
        play_at: None,
    }
}

#[test]
fn a_kill_mid_write_loses_no_acknowledged_roll() {
    if let Ok(dir) = std::env::var("BACKRANK_STORE_WRITER") {
        return writer(std::path::Path::new(&dir));
    }
    let dir = scratch("store-kill");
    let _ = std::fs::remove_file(dir.join("backrank.sqlite3"));
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "store::a_kill_mid_write_loses_no_acknowledged_roll",
            "--exact",
            "--nocapture",
        ])
        .env("BACKRANK_STORE_WRITER", &dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut acked: Vec<i64> = Vec::new();
    let out = BufReader::new(child.stdout.take().unwrap());
    for line in out.lines() {
        let line = line.unwrap();
        if let Some(id) = line.strip_prefix("ack ") {
            acked.push(id.parse().unwrap());
            // Kill it while it is writing as fast as it can.
            if acked.len() == 300 {
                child.kill().unwrap();
                break;
            }
        }
    }
    child.wait().unwrap();
    assert_eq!(acked.len(), 300, "the writer stopped early");
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store = SqliteStore::open_dir(&dir).expect("the store opens after the kill");
        for (n, &id) in acked.iter().enumerate() {
            let got = store
                .roll(id)
                .await
                .unwrap()
                .unwrap_or_else(|| panic!("roll {id} lost"));
            assert_eq!(got.roll, roll(n as u64), "roll {id}");
            // Record numbers count the server's rolls without a gap.
            assert_eq!(got.record_no, n as i64 + 1, "roll {id}");
        }
        let next = store.save_roll(roll(9999)).await.unwrap();
        assert!(next.id > *acked.last().unwrap());
        // Record numbers go on after the last one saved (the writer may
        // have saved one more than it acknowledged).
        assert!(next.record_no > 300);
    });
}

/// The child: saves rolls until killed, printing each id once it is saved.
fn writer(dir: &std::path::Path) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store: Arc<dyn Store> = Arc::new(SqliteStore::open_dir(dir).unwrap());
        let mut out = std::io::stdout().lock();
        for n in 0.. {
            let saved = store.save_roll(roll(n)).await.unwrap();
            writeln!(out, "ack {}", saved.id).unwrap();
            out.flush().unwrap();
        }
    });
}
