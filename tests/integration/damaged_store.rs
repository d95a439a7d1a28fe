//! A damaged store, found by `backrank doctor` (issue 51: a SQLite file
//! with page 3 zeroed was called fine, and `/random` then could not save):
//! exit 2, what is broken, and what to do, each on a real store damaged as
//! a disk or a person damages one. Discord is the stand-in, answering
//! right, so the store is the only thing to fix.

use std::io::{Seek, SeekFrom, Write};
use std::path::Path;
use std::process::Output;

use backrank::store::{PostgresOptions, SqliteStore, Store};
use serde_json::Value;

use crate::common::scratch;
use crate::fake_discord::FakeDiscord;
use crate::operator::{APP, env, run, stderr, stdout};
use crate::postgres::Cluster;
use crate::store_suite::roll;

/// Settings for a bot on a stand-in Discord whose store is `store`: the
/// SQLite folder's or the database's variable and value.
async fn doctor_env(
    name: &str,
    store: (&'static str, String),
) -> (FakeDiscord, Vec<(&'static str, String)>) {
    let discord = FakeDiscord::start(APP).await;
    discord.require_token("test-token");
    let mut env: Vec<_> = env(&discord, name)
        .into_iter()
        .filter(|(k, _)| *k != store.0)
        .collect();
    env.push(store);
    (discord, env)
}

/// `doctor`'s report, asserting that it found exactly `problems` things
/// to fix (exit 2 when there are any) and printed its report on stdout.
async fn doctor(env: &[(&'static str, String)], problems: u64) -> String {
    let out: Output = run(&["doctor"], env).await;
    let report = stdout(&out);
    assert_eq!(
        out.status.code(),
        Some(if problems == 0 { 0 } else { 2 }),
        "{report}{}",
        stderr(&out)
    );
    let json = run(&["doctor", "--format", "json"], env).await;
    let v: Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["problems"], problems, "{report}");
    report
}

/// Zeroes bytes `[from, from + len)` of the file at `path`.
fn zero(path: &Path, from: u64, len: u64) {
    let mut file = std::fs::OpenOptions::new().write(true).open(path).unwrap();
    file.seek(SeekFrom::Start(from)).unwrap();
    file.write_all(&vec![0; usize::try_from(len).unwrap()])
        .unwrap();
    file.sync_all().unwrap();
}

/// Zeroes page `n` (from 1, as SQLite numbers them) of the SQLite file at
/// `file`.
fn zero_sqlite_page(file: &Path, n: u64) {
    let page: u64 = rusqlite::Connection::open(file)
        .unwrap()
        .pragma_query_value(None, "page_size", |r| r.get::<_, i64>(0))
        .map(|p| u64::try_from(p).unwrap())
        .unwrap();
    zero(file, (n - 1) * page, page);
}

/// The line doctor gives a damaged SQLite store in `dir`, up to SQLite's
/// own words.
fn damaged_line(dir: &Path) -> String {
    format!(
        "FIX  store        SQLite in {} is damaged, SQLite says: ",
        dir.display()
    )
}

/// How many tables a PostgreSQL store has, as the migrations make them.
fn tables() -> usize {
    backrank::store::PostgresStore::expected_tables()
        .unwrap()
        .len()
}

/// A store with rolls in it, so its file has pages past the third.
async fn sqlite_with_rolls(dir: &Path) {
    let store = SqliteStore::open_dir(dir).unwrap();
    for n in 0..50 {
        store.save_roll(roll(n)).await.unwrap();
    }
}

/// A whole SQLite store: `quick_check` finds nothing, the write goes
/// through, exit 0.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_calls_a_whole_sqlite_store_intact() {
    let dir = scratch("doctor-whole-sqlite");
    sqlite_with_rolls(&dir).await;
    let (_discord, env) = doctor_env(
        "whole-sqlite",
        ("BACKRANK__STORE__DATA_DIR", dir.display().to_string()),
    )
    .await;
    let report = doctor(&env, 0).await;
    let line = format!(
        "ok   store        SQLite in {}: opened, intact (PRAGMA quick_check), and a test write \
         went through",
        dir.display()
    );
    assert!(report.contains(&line), "no '{line}' in:\n{report}");
}

/// Issue 51: page 3 of the file zeroed (`PRAGMA integrity_check` says
/// "Page 3: btreeInitPage() returns error code 11"). The store still opens
/// and takes a test write, and `doctor` called it fine; now it says the
/// store is damaged, what SQLite found, and how to get a whole store back,
/// and that way works: the copy it names is whole and keeps every roll.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_finds_a_sqlite_store_with_a_page_zeroed_and_says_what_to_do() {
    let dir = scratch("doctor-zeroed-sqlite");
    sqlite_with_rolls(&dir).await;
    let file = dir.join(backrank::store::FILE_NAME);
    zero_sqlite_page(&file, 3);
    let (_discord, env) = doctor_env(
        "zeroed-sqlite",
        ("BACKRANK__STORE__DATA_DIR", dir.display().to_string()),
    )
    .await;
    let report = doctor(&env, 1).await;
    // SQLite's words: "Page 3: …" before 3.45 or so, "Tree 3 page 3: …" since.
    let what = damaged_line(&dir);
    assert!(
        report
            .lines()
            .any(|l| l.trim_start().starts_with(what.trim_start())
                && l.to_lowercase()
                    .contains("page 3: btreeinitpage() returns error code 11")),
        "no '{what}… page 3: btreeInitPage() returns error code 11' in:\n{report}"
    );
    let line = format!(
        "→ stop the bot, copy what it keeps into a new folder with `backrank store copy --from \
         sqlite:{} --to sqlite:NEW_FOLDER` and set [store] data_dir to that folder; if the copy \
         fails, put your last backup in place ('A damaged store' in the guide's page The store)",
        dir.display()
    );
    assert!(report.contains(&line), "no '{line}' in:\n{report}");
    assert!(!report.contains("test write"), "{report}");

    let rescued = scratch("doctor-zeroed-sqlite-rescued");
    let copy = copy_sqlite(&dir, &rescued, &env).await;
    assert!(copy.status.success(), "{}", stderr(&copy));
    assert!(
        stdout(&copy).starts_with("Copied 50 rolls"),
        "{}",
        stdout(&copy)
    );
    let rescued_env: Vec<_> = env
        .iter()
        .filter(|(k, _)| *k != "BACKRANK__STORE__DATA_DIR")
        .cloned()
        .chain([("BACKRANK__STORE__DATA_DIR", rescued.display().to_string())])
        .collect();
    let report = doctor(&rescued_env, 0).await;
    assert!(
        report.contains("opened, intact (PRAGMA quick_check)"),
        "{report}"
    );
}

/// Page 2 of the file zeroed: the root of the table of rolls. `doctor`
/// finds it and offers the copy first; the copy cannot read the rolls, and
/// says to put the last backup in place rather than to ask `doctor` again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_of_a_sqlite_store_damaged_in_its_rolls_says_to_restore_a_backup() {
    let dir = scratch("doctor-rolls-zeroed-sqlite");
    sqlite_with_rolls(&dir).await;
    let file = dir.join(backrank::store::FILE_NAME);
    zero_sqlite_page(&file, 2);
    let (_discord, env) = doctor_env(
        "rolls-zeroed-sqlite",
        ("BACKRANK__STORE__DATA_DIR", dir.display().to_string()),
    )
    .await;
    let report = doctor(&env, 1).await;
    let what = damaged_line(&dir);
    assert!(
        report.lines().any(|l| l.trim_start().starts_with(&what)
            && l.to_lowercase()
                .contains("page 2: btreeinitpage() returns error code 11")),
        "no '{what}… page 2: btreeInitPage() returns error code 11' in:\n{report}"
    );
    let copy = copy_sqlite(&dir, &scratch("doctor-rolls-zeroed-copy"), &env).await;
    assert_eq!(copy.status.code(), Some(1), "{}", stdout(&copy));
    let said = stderr(&copy);
    let line = format!(
        "backrank: {} is damaged where the copy must read it (database disk image is \
         malformed), so it cannot be copied: put your last backup in place instead ('A damaged \
         store' in the guide's page The store)",
        file.display()
    );
    assert!(said.contains(&line), "no '{line}' in:\n{said}");
    assert_eq!(said.matches("is damaged").count(), 1, "said once: {said}");
}

/// Issue 59: the first page of the file zeroed, SQLite's header with it
/// (SQLite says "file is not a database"). `doctor` said to check that
/// `[store] data_dir` names a folder this user may write in; the folder is
/// fine, the file is damaged: it says so, and since nothing of the file
/// can be read (the copy it offers elsewhere fails here too, and says so),
/// to put the last backup in place. A file that is another program's is
/// still told apart: it is not a Backrank store.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_calls_a_sqlite_store_with_its_header_zeroed_damaged_not_a_folder_problem() {
    let dir = scratch("doctor-header-zeroed-sqlite");
    sqlite_with_rolls(&dir).await;
    let file = dir.join(backrank::store::FILE_NAME);
    zero_sqlite_page(&file, 1);
    let (_discord, env) = doctor_env(
        "header-zeroed-sqlite",
        ("BACKRANK__STORE__DATA_DIR", dir.display().to_string()),
    )
    .await;
    let report = doctor(&env, 1).await;
    let what = format!(
        "FIX  store        SQLite in {} is damaged: its first page, SQLite's header, is zeroed; \
         SQLite says: file is not a database",
        dir.display()
    );
    assert!(report.contains(&what), "no '{what}' in:\n{report}");
    let fix = "→ SQLite cannot open the file, so `backrank store copy` cannot read what it holds: \
               stop the bot and put your last backup in place ('A damaged store' in the guide's \
               page The store)";
    assert!(report.contains(fix), "no '{fix}' in:\n{report}");
    assert!(!report.contains("may write in"), "{report}");

    // The copy says the same of it.
    let copy = copy_sqlite(&dir, &scratch("doctor-header-zeroed-copy"), &env).await;
    assert_eq!(copy.status.code(), Some(1), "{}", stdout(&copy));
    let said = stderr(&copy);
    assert!(
        said.contains("is damaged") && said.contains("put your last backup in place"),
        "{said}"
    );

    // Another program's file, not SQLite's at all: not called damage.
    std::fs::write(&file, "not a database, a shopping list\n".repeat(200)).unwrap();
    let report = doctor(&env, 1).await;
    assert!(
        report.contains("is not a Backrank store (it is not a SQLite file)"),
        "{report}"
    );
    assert!(!report.contains("may write in"), "{report}");
}

/// `backrank store copy` from the SQLite store in `from` to a new one in
/// `to`.
async fn copy_sqlite(from: &Path, to: &Path, env: &[(&'static str, String)]) -> Output {
    run(
        &[
            "store",
            "copy",
            "--from",
            &format!("sqlite:{}", from.display()),
            "--to",
            &format!("sqlite:{}", to.display()),
        ],
        env,
    )
    .await
}

/// The SHA-256 of a SQLite store's file and of its WAL, with their
/// sizes. No WAL reads as an empty one: SQLite reads them alike, and a
/// read-only connection to a WAL-mode file makes the empty WAL it needs.
fn hashes(file: &Path) -> [String; 2] {
    use sha2::{Digest, Sha256};
    let wal = format!("{}-wal", file.display());
    [
        std::fs::read(file).unwrap(),
        std::fs::read(wal).unwrap_or_default(),
    ]
    .map(|b| format!("{:x} ({} bytes)", Sha256::digest(&b), b.len()))
}

/// Issue 51: `doctor` used to open a damaged store for writing (bringing
/// its schema up to date, and a 64 KiB test write, checkpointed into the
/// file when it closed) before it checked it, and the copy it offers did
/// the same to the store it copies from. A write to a damaged file may
/// spread the damage: now neither changes a byte of the file or its WAL.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_and_the_copy_it_offers_leave_a_damaged_sqlite_store_as_it_was() {
    let dir = scratch("doctor-untouched-sqlite");
    sqlite_with_rolls(&dir).await;
    let file = dir.join(backrank::store::FILE_NAME);
    zero_sqlite_page(&file, 3);
    let before = hashes(&file);
    let (_discord, env) = doctor_env(
        "untouched-sqlite",
        ("BACKRANK__STORE__DATA_DIR", dir.display().to_string()),
    )
    .await;
    let report = doctor(&env, 1).await;
    assert!(report.contains(&damaged_line(&dir)), "{report}");
    assert_eq!(hashes(&file), before, "doctor changed the damaged store");
    let copy = copy_sqlite(&dir, &scratch("doctor-untouched-copy"), &env).await;
    assert!(copy.status.success(), "{}", stderr(&copy));
    assert_eq!(hashes(&file), before, "the copy changed the store it read");
}

/// A store damaged where the copy writes (the new, empty store) is not
/// the source's damage: the copy does not say to put a backup in place,
/// but what the damaged store itself says.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_into_a_damaged_store_does_not_send_the_reader_to_a_backup() {
    let source = scratch("copy-whole-source");
    sqlite_with_rolls(&source).await;
    let target = scratch("copy-damaged-target");
    drop(SqliteStore::open_dir(&target).unwrap());
    let file = target.join(backrank::store::FILE_NAME);
    zero_sqlite_page(&file, 2);
    let (_discord, env) = doctor_env(
        "damaged-target",
        ("BACKRANK__STORE__DATA_DIR", source.display().to_string()),
    )
    .await;
    let copy = copy_sqlite(&source, &target, &env).await;
    assert_eq!(copy.status.code(), Some(1), "{}", stdout(&copy));
    let said = stderr(&copy);
    let line = format!(
        "backrank: {} is damaged (database disk image is malformed): `backrank doctor` says what \
         to do",
        file.display()
    );
    assert!(said.contains(&line), "no '{line}' in:\n{said}");
    assert!(!said.contains("backup"), "{said}");
}

/// A PostgreSQL store missing a table and a column (dropped by hand): it
/// opens and takes a test write, and `doctor` called it fine. Before the
/// damage it is whole, with a note that its indexes go unchecked without
/// amcheck; after, each missing part is named, and the fix is a backup.
/// Missing a table the store reads while opening, it cannot open: that is
/// named as damage too, with the same fix.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_finds_a_postgres_store_missing_a_table_and_a_column() {
    let url = crate::postgres::fresh_database().await;
    let options = PostgresOptions {
        pool_size: 1,
        ca_file: String::new(),
    };
    drop(
        backrank::store::open(&url, Path::new(""), &options)
            .await
            .unwrap(),
    );
    let (_discord, env) =
        doctor_env("postgres-dropped", ("BACKRANK__STORE__URL", url.clone())).await;
    let report = doctor(&env, 0).await;
    let line = format!(
        "note store        PostgreSQL at {url}: opened, intact ({} tables and their columns), and \
         a test write went through; indexes not checked: the database has no amcheck extension \
         ('A damaged store' in the guide's page The store says how to add it)",
        tables()
    );
    assert!(report.contains(&line), "no '{line}' in:\n{report}");

    let (client, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(conn);
    client
        .batch_execute("DROP TABLE user_prefs; ALTER TABLE events DROP COLUMN beacon")
        .await
        .unwrap();
    let report = doctor(&env, 1).await;
    for line in [
        format!(
            "FIX  store        PostgreSQL at {url} is damaged: table user_prefs is missing; \
             table events has no column beacon"
        ),
        "→ restore the database from your last backup ('A damaged store' in the guide's page \
         The store)"
            .to_owned(),
    ] {
        assert!(report.contains(&line), "no '{line}' in:\n{report}");
    }

    // A table the store reads while opening: it cannot open, and that is
    // damage too, not a wrong URL.
    client
        .batch_execute("DROP TABLE events CASCADE")
        .await
        .unwrap();
    let report = doctor(&env, 1).await;
    for line in [
        format!(
            "FIX  store        PostgreSQL at {url} is damaged, PostgreSQL says: relation \
             \"events\" does not exist"
        ),
        "→ restore the database from your last backup ('A damaged store' in the guide's page \
         The store)"
            .to_owned(),
    ] {
        assert!(report.contains(&line), "no '{line}' in:\n{report}");
    }
}

/// An index amcheck cannot check for a reason that is not damage (here a
/// lock it waits for longer than the database's `lock_timeout`: another
/// connection holds its table) is named as unchecked, and the others are
/// checked all the same; it used to stop the whole check, and be called a
/// problem with the URL. Once the lock is gone, every index is checked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_notes_an_index_amcheck_could_not_check_and_checks_the_others() {
    let url = crate::postgres::fresh_database().await;
    let options = PostgresOptions {
        pool_size: 1,
        ca_file: String::new(),
    };
    drop(
        backrank::store::open(&url, Path::new(""), &options)
            .await
            .unwrap(),
    );
    let connect = || async {
        let (client, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(conn);
        client
    };
    let admin = connect().await;
    let row = admin
        .query_one(
            "SELECT current_database()::text, \
                 (SELECT count(*) FROM pg_indexes WHERE schemaname = current_schema()), \
                 (SELECT array_agg(indexrelid::regclass::text) FROM pg_index \
                     WHERE indrelid = 'user_prefs'::regclass)",
            &[],
        )
        .await
        .unwrap();
    let (database, indexes, locked): (String, i64, Vec<String>) =
        (row.get(0), row.get(1), row.get(2));
    assert_eq!(locked, ["user_prefs_pkey"], "user_prefs' one index");
    admin
        .batch_execute(&format!(
            "CREATE EXTENSION amcheck; ALTER DATABASE {database} SET lock_timeout = '200ms'"
        ))
        .await
        .unwrap();
    let mut holder = connect().await;
    let lock = holder.transaction().await.unwrap();
    lock.batch_execute("LOCK TABLE user_prefs IN ACCESS EXCLUSIVE MODE")
        .await
        .unwrap();
    let (_discord, env) =
        doctor_env("postgres-locked", ("BACKRANK__STORE__URL", url.clone())).await;
    let report = doctor(&env, 0).await;
    let line = format!(
        "note store        PostgreSQL at {url}: opened, intact ({} tables and their columns, {} \
         indexes by amcheck), and a test write went through; 1 index not checked: \
         user_prefs_pkey (canceling statement due to lock timeout): run `backrank doctor` again \
         to check it",
        tables(),
        indexes - 1
    );
    assert!(report.contains(&line), "no '{line}' in:\n{report}");

    lock.rollback().await.unwrap();
    let report = doctor(&env, 0).await;
    let line = format!(
        "ok   store        PostgreSQL at {url}: opened, intact ({} tables and their columns, \
         {indexes} indexes by amcheck), and a test write went through",
        tables()
    );
    assert!(report.contains(&line), "no '{line}' in:\n{report}");
}

/// A PostgreSQL index damaged on disk: its root page zeroed in its file
/// while the server was down, as a failing disk would. The store opens,
/// takes a test write, and `doctor` called it fine; with amcheck in the
/// database, `doctor` names the index and says to rebuild it, and after
/// that `REINDEX` it is whole again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_finds_a_postgres_index_damaged_on_disk_and_reindex_mends_it() {
    let mut cluster = Cluster::start("damaged-index").unwrap();
    let url = format!("{}/postgres?sslmode=disable", cluster.base);
    let options = PostgresOptions {
        pool_size: 1,
        ca_file: String::new(),
    };
    let store = backrank::store::open(&url, Path::new(""), &options)
        .await
        .unwrap();
    for n in 0..50 {
        store.save_roll(roll(n)).await.unwrap();
    }
    drop(store);
    let connect = || async {
        let (client, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(conn);
        client
    };
    let client = connect().await;
    client
        .batch_execute("CREATE EXTENSION amcheck")
        .await
        .unwrap();
    let row = client
        .query_one(
            "SELECT pg_relation_filepath('rolls_by_guild'), current_setting('block_size')::int8",
            &[],
        )
        .await
        .unwrap();
    let (file, block): (String, i64) = (row.get(0), row.get(1));
    let indexes: i64 = client
        .query_one(
            "SELECT count(*) FROM pg_indexes WHERE schemaname = current_schema()",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    drop(client);
    let (_discord, env) = doctor_env("postgres-index", ("BACKRANK__STORE__URL", url.clone())).await;
    let report = doctor(&env, 0).await;
    let line = format!(
        "ok   store        PostgreSQL at {url}: opened, intact ({} tables and their columns, \
         {indexes} indexes by amcheck), and a test write went through",
        tables()
    );
    assert!(report.contains(&line), "no '{line}' in:\n{report}");

    cluster.stop();
    // Block 0 is the index's metapage; block 1, with this few rows, its
    // root and only leaf.
    let block = u64::try_from(block).unwrap();
    zero(&cluster.data().join(file), block, block);
    cluster.restart();
    let report = doctor(&env, 1).await;
    for line in [
        format!(
            "FIX  store        PostgreSQL at {url} is damaged: index rolls_by_guild is broken: \
             index \"rolls_by_guild\" contains unexpected zero page at block 1"
        ),
        "→ rebuild the index from its table (nothing is lost): REINDEX INDEX rolls_by_guild; \
         ('A damaged store' in the guide's page The store)"
            .to_owned(),
    ] {
        assert!(report.contains(&line), "no '{line}' in:\n{report}");
    }

    connect()
        .await
        .batch_execute("REINDEX INDEX rolls_by_guild")
        .await
        .unwrap();
    let report = doctor(&env, 0).await;
    assert!(
        report.contains(&format!(
            "ok   store        PostgreSQL at {url}: opened, intact ("
        )),
        "{report}"
    );
}
