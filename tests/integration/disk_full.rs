//! SQLite on a full disk, on a real size-limited file system (a tmpfs of
//! 2 MiB, mounted for the test): writes fail with a clear error and the
//! store says it is not ready, a restart on the full disk still opens the
//! store (read-only until space is freed), and once space is freed writes
//! work again, with nothing saved before lost.
//!
//! Mounting needs root (and a machine that lets root mount), so the test
//! is ignored by a plain `cargo test` and `.ci/run` runs it on its own as
//! root (`cargo test --test integration -- --ignored disk_full`); run that
//! way where mounting is impossible, it fails and says why rather than
//! passing without testing anything.

use std::path::{Path, PathBuf};
use std::process::Command;

use backrank::store::{NewRoll, SqliteStore, Store, StoreError};

use crate::store_suite::{readyz, roll};

/// A tmpfs mounted on a temporary directory, unmounted when dropped.
struct SmallDisk {
    dir: PathBuf,
}

impl SmallDisk {
    fn mount(size: &str) -> SmallDisk {
        let dir = crate::common::scratch("disk-full");
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(&dir)
            .output();
        match mounted {
            Ok(out) if out.status.success() => SmallDisk { dir },
            other => {
                let _ = std::fs::remove_dir_all(&dir);
                panic!(
                    "disk_full needs a size-limited file system and none could be mounted \
                     here (run it as root on a machine that allows mounting): {other:?}"
                );
            }
        }
    }

    /// Fills the disk but for about `left` bytes with a ballast file.
    fn fill(&self, left: u64) -> PathBuf {
        let free = free_bytes(&self.dir);
        let ballast = self.dir.join("ballast");
        std::fs::write(&ballast, vec![0u8; free.saturating_sub(left) as usize]).unwrap();
        ballast
    }

    /// Grows the ballast file until the file system refuses another byte
    /// (as another program filling the disk would).
    fn fill_up(&self, ballast: &Path) {
        use std::io::Write;
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(ballast)
            .unwrap();
        let page = [0u8; 4096];
        while f.write_all(&page).and_then(|()| f.sync_all()).is_ok() {}
        while f.write_all(&page[..1]).and_then(|()| f.sync_all()).is_ok() {}
        assert_eq!(free_bytes(&self.dir), 0);
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.dir).status();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn free_bytes(dir: &Path) -> u64 {
    let out = Command::new("df")
        .args(["--output=avail", "-B1"])
        .arg(dir)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .nth(1)
        .and_then(|l| l.trim().parse().ok())
        .unwrap()
}

/// A roll with a long record, so the disk fills in a few hundred saves.
fn big_roll(n: u64) -> NewRoll {
    NewRoll {
        faces: "6".repeat(2000),
        ..roll(n)
    }
}

#[tokio::test]
#[ignore = "mounts a tmpfs, which needs root: .ci/run runs it with --ignored"]
async fn a_full_disk_is_reported_survives_a_restart_and_recovers() {
    let disk = SmallDisk::mount("2m");
    let store = SqliteStore::open_dir(&disk.dir).unwrap();
    store.ping().await.unwrap();
    let ballast = disk.fill(256 * 1024);

    let mut saved = Vec::new();
    let refused = loop {
        assert!(saved.len() < 2000, "a 2 MiB disk never filled");
        match store.save_roll(big_roll(saved.len() as u64)).await {
            Ok(at) => saved.push(at.id),
            Err(e) => break e,
        }
    };
    assert!(!saved.is_empty(), "the disk was full from the start");
    assert!(matches!(refused, StoreError::Full { .. }), "{refused:?}");
    assert!(refused.to_string().contains("is full"), "{refused}");
    // The failed write checkpointed the WAL and cut it back, giving some
    // space back; another program now takes the rest.
    disk.fill_up(&ballast);
    let not_ready = store.ping().await.unwrap_err();
    assert!(
        matches!(not_ready, StoreError::Full { .. }),
        "{not_ready:?}"
    );
    let (status, body) = readyz(std::sync::Arc::new(store.clone()), None).await;
    assert_eq!(status, 503);
    assert!(body.starts_with("not ready: the disk holding"), "{body}");

    // A restart on the full disk: the store opens, reads, refuses writes.
    drop(store);
    let store = SqliteStore::open_dir(&disk.dir).expect("the store opens on a full disk");
    assert!(matches!(store.ping().await, Err(StoreError::Full { .. })));
    for &id in &saved {
        assert!(store.roll(id).await.unwrap().is_some(), "roll {id} lost");
    }
    assert!(matches!(
        store.save_roll(big_roll(9999)).await,
        Err(StoreError::Full { .. })
    ));

    // Space freed: ready again, and writes work.
    std::fs::remove_file(ballast).unwrap();
    assert_eq!(
        readyz(std::sync::Arc::new(store.clone()), None).await.0,
        200
    );
    let after = store.save_roll(big_roll(10_000)).await.unwrap();
    assert!(store.roll(after.id).await.unwrap().is_some());
    assert_eq!(
        store.roll(saved[0]).await.unwrap().unwrap().roll.faces,
        "6".repeat(2000)
    );
}
