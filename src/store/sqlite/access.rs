//! Whether the store's folder and files are closed to the user Backrank
//! runs as, asked when SQLite could not open or write them: SQLite says
//! only "unable to open database file" (issue 60), which names neither a
//! permission nor a user. Said instead: which place, whose it is, who
//! Backrank runs as, and what to do.

use std::path::Path;

use crate::store::StoreError;

/// The store's folder `dir` and file `file` (with its `-wal` and `-shm`
/// beside it) as this process may use them: a [`StoreError::Denied`] for
/// the first it may not write (or, for the folder, search), or which is on
/// a file system mounted read-only; `None` when each may be written, so
/// that the failure was something else. A folder not made yet is asked of
/// the nearest one above it that is.
pub(super) fn denied(dir: &Path, file: &Path) -> Option<StoreError> {
    let folder = dir.ancestors().find(|p| p.exists())?;
    let mut places = vec![folder.to_owned()];
    for suffix in ["", "-wal", "-shm"] {
        let mut name = file.as_os_str().to_owned();
        name.push(suffix);
        places.push(name.into());
    }
    places
        .iter()
        .filter(|p| p.exists())
        .find_map(|p| closed(p, folder))
}

#[cfg(unix)]
fn closed(place: &Path, folder: &Path) -> Option<StoreError> {
    use nix::errno::Errno;
    use nix::unistd::{AccessFlags, Uid, access};
    use std::os::unix::fs::MetadataExt;

    let meta = std::fs::metadata(place).ok()?;
    let needs = if meta.is_dir() {
        AccessFlags::W_OK | AccessFlags::X_OK
    } else {
        AccessFlags::R_OK | AccessFlags::W_OK
    };
    // access(2) asks as the real user: the same as the effective one,
    // which the kernel checks when SQLite opens, but in a setuid program.
    let answer = access(place, needs);
    let path = place.display().to_string();
    match answer {
        Err(Errno::EACCES | Errno::EPERM) => {
            let me = Uid::current();
            let owner = Uid::from_raw(meta.uid());
            Some(StoreError::Denied {
                path,
                why: format!(
                    "it belongs to {}, mode {:04o}, and Backrank runs as {}, which may not {} it",
                    who(owner),
                    meta.mode() & 0o7777,
                    who(me),
                    if meta.is_dir() { "write in" } else { "write" },
                ),
                fix: format!(
                    "give the folder to that user (`chown -R {} {}`), or run Backrank as its owner, {}",
                    name(me).unwrap_or_else(|| me.to_string()),
                    folder.display(),
                    who(owner),
                ),
            })
        }
        Err(Errno::EROFS) => Some(StoreError::Denied {
            path,
            why: "it is on a file system mounted read-only".into(),
            fix: "mount it read-write, or set [store] data_dir to a folder on one that is".into(),
        }),
        _ => None,
    }
}

#[cfg(not(unix))]
fn closed(_place: &Path, _folder: &Path) -> Option<StoreError> {
    None
}

/// A user as `uid 65534 (nobody)`, or `uid 1234` when it has no name here.
#[cfg(unix)]
fn who(uid: nix::unistd::Uid) -> String {
    match name(uid) {
        Some(name) => format!("uid {uid} ({name})"),
        None => format!("uid {uid}"),
    }
}

#[cfg(unix)]
fn name(uid: nix::unistd::Uid) -> Option<String> {
    nix::unistd::User::from_uid(uid)
        .ok()
        .flatten()
        .map(|u| u.name)
}
