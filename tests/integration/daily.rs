//! Daily challenges against a clock the test moves: posted at the local
//! time across daylight-saving changes, once each (also with two schedulers,
//! and two processes, on one store), missed posts made once or skipped, and
//! a broken channel reported without stopping the others.

use std::collections::HashSet;
use std::io::Write;
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use backrank::app::App;
use backrank::app::clock::ManualClock;
use backrank::app::settings::Settings;
use backrank::bot::{Bot, Reply};
use backrank::daily::{PostError, Poster, Scheduler, Servers, Tick};
use backrank::store::{
    GuildSettings, Missed, NewSchedule, PostStatus, Rotation, SqliteStore, Store,
};
use jiff::{SignedDuration, Timestamp};

use crate::common::scratch;
use crate::fake_discord::{CLOSED_CHANNEL, FakeDiscord, GONE_CHANNEL};

const GUILD: u64 = 500;
const LOG: u64 = 999;

/// A poster that keeps what it is given. Some channels refuse.
#[derive(Default)]
struct Wall {
    posts: Mutex<Vec<(u64, String, String)>>,
    threads: Mutex<Vec<(u64, u64, String)>>,
    reports: Mutex<Vec<(u64, String)>>,
    gone: HashSet<u64>,
    closed: HashSet<u64>,
    /// Channels whose next post fails with a passing fault.
    flaky: Mutex<HashSet<u64>>,
    /// Channels whose posts always fail with a fault after which the post
    /// may have been made (a timeout).
    always_maybe: HashSet<u64>,
    /// Channels whose next posts (this many) fail before reaching Discord.
    unsent: Mutex<std::collections::HashMap<u64, u32>>,
    /// Channels whose posts panic.
    panics: HashSet<u64>,
    /// Every attempt, by channel.
    attempts: Mutex<Vec<u64>>,
}

#[async_trait]
impl Poster for Wall {
    async fn post(&self, channel: u64, reply: &Reply, nonce: &str) -> Result<u64, PostError> {
        self.attempts.lock().unwrap().push(channel);
        assert!(
            !self.panics.contains(&channel),
            "a poster bug for channel {channel}"
        );
        if self.always_maybe.contains(&channel) {
            return Err(PostError::Passing("Discord did not answer".into()));
        }
        if let Some(n) = self.unsent.lock().unwrap().get_mut(&channel)
            && *n > 0
        {
            *n -= 1;
            return Err(PostError::Unsent("connection refused".into()));
        }
        if self.gone.contains(&channel) {
            return Err(PostError::Gone("Unknown Channel".into()));
        }
        if self.closed.contains(&channel) {
            return Err(PostError::Forbidden("Missing Permissions".into()));
        }
        if self.flaky.lock().unwrap().remove(&channel) {
            return Err(PostError::Passing("connection reset".into()));
        }
        let mut posts = self.posts.lock().unwrap();
        posts.push((
            channel,
            reply.content.clone().unwrap_or_default(),
            nonce.to_owned(),
        ));
        Ok(posts.len() as u64)
    }

    async fn open_thread(&self, channel: u64, message: u64, name: &str) -> Result<(), PostError> {
        self.threads
            .lock()
            .unwrap()
            .push((channel, message, name.to_owned()));
        Ok(())
    }

    async fn report(&self, channel: u64, text: &str) -> Result<(), PostError> {
        self.reports
            .lock()
            .unwrap()
            .push((channel, text.to_owned()));
        Ok(())
    }
}

fn ts(s: &str) -> Timestamp {
    s.parse().unwrap()
}

struct Club {
    bot: Arc<Bot>,
    clock: Arc<ManualClock>,
    wall: Arc<Wall>,
    scheduler: Scheduler,
}

impl Club {
    fn new(store: Arc<dyn Store>, wall: Arc<Wall>, start: &str, worker: &str) -> Club {
        Club::with(Settings::load(None).unwrap(), store, wall, start, worker)
    }

    /// A club with its own settings, posting on `wall`.
    fn with(
        settings: Settings,
        store: Arc<dyn Store>,
        wall: Arc<Wall>,
        start: &str,
        worker: &str,
    ) -> Club {
        Club::on(settings, store, wall.clone(), wall, start, worker)
    }

    /// A club posting through `poster` (the real Discord poster, say).
    fn on(
        settings: Settings,
        store: Arc<dyn Store>,
        poster: Arc<dyn Poster>,
        wall: Arc<Wall>,
        start: &str,
        worker: &str,
    ) -> Club {
        let clock = Arc::new(ManualClock::new(ts(start)));
        let bot = Arc::new(Bot::from_app(
            App::new(settings, store).unwrap().with_clock(clock.clone()),
        ));
        let scheduler = Scheduler::new(bot.app().clone(), poster, worker);
        Club {
            bot,
            clock,
            wall,
            scheduler,
        }
    }

    async fn schedule(&self, channel: u64, time: &str, tz: &str, thread: bool) -> i64 {
        self.bot
            .app()
            .store()
            .set_schedule(NewSchedule {
                guild_id: GUILD,
                channel_id: channel,
                local_time: time.into(),
                timezone: tz.into(),
                variants: vec!["chess960".into(), "crc".into()],
                rotation: Rotation::Rotate,
                thread,
                created_at: self.clock.now_secs(),
            })
            .await
            .unwrap()
            .id
    }

    /// Sets the club's server settings.
    async fn server(&self, settings: GuildSettings) {
        self.bot
            .app()
            .servers()
            .change_with(GUILD, |_| Ok(settings.clone()))
            .await
            .unwrap();
    }

    async fn tick_at(&self, at: &str) -> Vec<Tick> {
        self.clock.set(ts(at));
        self.scheduler.tick().await
    }

    /// `/daily now` asked in `channel` of the club's server by a manager
    /// at `at`: its headline, and the position it shows.
    async fn daily_now(&self, channel: u64, at: &str) -> (String, String) {
        use backrank::bot::Action;
        use backrank::bot::caller::{Caller, permissions};
        use backrank::bot::commands::Command;
        use backrank::bot::options::{SUBCOMMAND, Value};

        self.clock.set(ts(at));
        let now = [(SUBCOMMAND.to_owned(), Value::Text("now".into()))];
        let cmd = Command::parse("daily", &now).unwrap();
        let manager = Caller {
            who: backrank::store::Who {
                user_id: 1,
                user_name: "Mo".into(),
                guild_id: Some(GUILD),
                channel_id: Some(channel),
            },
            permissions: permissions::MANAGE_GUILD,
            ..Caller::default()
        };
        let reply = self
            .bot
            .handle(Action::Command(cmd), &manager, &|_| {})
            .await;
        let headline = reply.content.clone().unwrap_or_default();
        let title = reply.embed.map(|e| e.title).unwrap_or_default();
        (headline, title)
    }
}

trait Secs {
    fn now_secs(&self) -> i64;
}

impl Secs for ManualClock {
    fn now_secs(&self) -> i64 {
        backrank::app::clock::Clock::now(self).as_second()
    }
}

/// The real Discord poster, talking to `discord`; `settings` get its address.
fn discord_poster(
    discord: &FakeDiscord,
    settings: &mut Settings,
) -> Arc<backrank::serve::poster::DiscordPoster> {
    settings.discord.token = "test-token".into();
    settings.discord.api_url = discord.url.clone();
    Arc::new(backrank::serve::poster::DiscordPoster::new(Arc::new(
        backrank::discord::rest::http(&settings.discord),
    )))
}

fn store_in(dir: &std::path::Path) -> Arc<dyn Store> {
    Arc::new(SqliteStore::open_dir(dir).unwrap())
}

fn fresh(name: &str) -> std::path::PathBuf {
    let dir = scratch(name);
    let _ = std::fs::remove_file(dir.join("backrank.sqlite3"));
    dir
}

/// Ten-minute steps over four days across Berlin's spring change: one post
/// a day, each at 18:30 local (17:30 UTC before, 16:30 UTC after).
#[tokio::test]
async fn posts_come_at_the_local_time_across_the_spring_change() {
    let club = Club::new(
        store_in(&fresh("daily-dst")),
        Arc::default(),
        "2026-03-27T12:00:00Z",
        "a",
    );
    club.schedule(1, "18:30", "Europe/Berlin", true).await;
    let mut posted_at = Vec::new();
    let mut t = ts("2026-03-27T12:00:00Z");
    while t < ts("2026-03-30T23:00:00Z") {
        club.clock.set(t);
        for tick in club.scheduler.tick().await {
            assert!(matches!(tick, Tick::Posted { .. }), "{tick:?}");
            posted_at.push(t.to_string());
        }
        t = t.checked_add(SignedDuration::from_mins(10)).unwrap();
    }
    assert_eq!(
        posted_at,
        [
            "2026-03-27T17:30:00Z",
            "2026-03-28T17:30:00Z",
            "2026-03-29T16:30:00Z",
            "2026-03-30T16:30:00Z",
        ]
    );
    let posts = club.wall.posts.lock().unwrap().clone();
    assert_eq!(posts.len(), 4);
    assert!(
        posts[0].1.contains("Daily challenge for 2026-03-27"),
        "{}",
        posts[0].1
    );
    assert!(posts[0].1.contains("next meetup"));
    // Rotation alternates the two variants day by day.
    let crc = posts.iter().filter(|p| p.1.contains("Capablanca")).count();
    assert_eq!(crc, 2, "{posts:?}");
    // One thread per post, named for the day.
    let threads = club.wall.threads.lock().unwrap().clone();
    assert_eq!(threads.len(), 4);
    assert!(threads[2].2.starts_with("Daily challenge 2026-03-29"));
    // Each post's nonce is the day's own.
    let nonces: HashSet<&str> = posts.iter().map(|p| p.2.as_str()).collect();
    assert_eq!(nonces.len(), 4);
}

#[tokio::test]
async fn a_post_missed_while_down_is_made_once_or_skipped() {
    let dir = fresh("daily-missed");
    let wall = Arc::new(Wall::default());
    let club = Club::new(store_in(&dir), wall.clone(), "2026-11-20T12:00:00Z", "a");
    let id = club.schedule(1, "19:00", "UTC", false).await;
    assert_eq!(club.tick_at("2026-11-20T19:00:00Z").await.len(), 1);
    drop(club);
    // Down from the 20th's post until the 22nd at 09:00: the 21st's post
    // is made late, once, after the restart.
    let club = Club::new(store_in(&dir), wall.clone(), "2026-11-22T09:00:00Z", "b");
    let ticks = club.tick_at("2026-11-22T09:00:00Z").await;
    assert!(
        matches!(&ticks[..], [Tick::Posted { date, .. }] if date == "2026-11-21"),
        "{ticks:?}"
    );
    assert!(club.tick_at("2026-11-22T09:10:00Z").await.is_empty());
    let late = wall.posts.lock().unwrap().last().unwrap().1.clone();
    assert!(late.contains("posted late"), "{late}");
    let entry = club
        .bot
        .app()
        .store()
        .post(id, jiff::civil::date(2026, 11, 21))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (entry.status, entry.worker.as_str()),
        (PostStatus::Posted, "b")
    );

    // The same with a server that skips missed posts.
    club.server(GuildSettings {
        missed_daily: Missed::Skip,
        ..GuildSettings::default()
    })
    .await;
    let ticks = club.tick_at("2026-11-24T08:00:00Z").await;
    assert!(
        matches!(&ticks[..], [Tick::Skipped { date, .. }] if date == "2026-11-23"),
        "{ticks:?}"
    );
    assert_eq!(
        wall.posts.lock().unwrap().len(),
        2,
        "nothing more was posted"
    );
    // On time is not missed: the 24th's post goes out at 19:00.
    let ticks = club.tick_at("2026-11-24T19:00:00Z").await;
    assert!(matches!(&ticks[..], [Tick::Posted { .. }]), "{ticks:?}");
}

/// A German server's post and its thread are in German.
#[tokio::test]
async fn a_servers_posts_and_threads_are_in_its_language() {
    let club = Club::new(
        store_in(&fresh("daily-de")),
        Arc::default(),
        "2026-11-23T12:00:00Z",
        "a",
    );
    club.server(GuildSettings {
        language: Some("de".into()),
        ..GuildSettings::default()
    })
    .await;
    club.schedule(1, "18:30", "Europe/Berlin", true).await;
    let ticks = club.tick_at("2026-11-23T17:30:00Z").await;
    assert!(matches!(&ticks[..], [Tick::Posted { .. }]), "{ticks:?}");
    let posts = club.wall.posts.lock().unwrap().clone();
    assert!(
        posts[0]
            .1
            .contains("Tägliche Herausforderung für den 2026-11-23"),
        "{posts:?}"
    );
    let threads = club.wall.threads.lock().unwrap().clone();
    assert_eq!(
        threads[0].2,
        "Tägliche Herausforderung 2026-11-23 · Chess960 (Fischer Random)"
    );
}

/// A date's challenge is one position: `/daily now` asked again that day
/// shows the same one, the schedule's post that evening posts it, and the
/// next day's is new; in a channel with no schedule, the server's own for
/// UTC's date, likewise.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dates_challenge_is_one_position_however_often_it_is_asked() {
    let club = Club::new(
        store_in(&fresh("daily-now")),
        Arc::default(),
        "2026-11-27T08:00:00Z",
        "a",
    );
    club.schedule(1, "18:30", "Europe/Berlin", false).await;
    let (first, title) = club.daily_now(1, "2026-11-27T09:00:00Z").await;
    assert!(first.contains("Daily challenge for 2026-11-27"), "{first}");
    for at in ["2026-11-27T09:01:00Z", "2026-11-27T15:00:00Z"] {
        assert_eq!(club.daily_now(1, at).await.1, title, "at {at}");
    }
    let ticks = club.tick_at("2026-11-27T17:30:00Z").await;
    assert!(matches!(&ticks[..], [Tick::Posted { .. }]), "{ticks:?}");
    let posted = club.wall.posts.lock().unwrap()[0].1.clone();
    assert!(
        posted.contains(&format!(": {title}.")),
        "{title} / {posted}"
    );
    assert_eq!(
        club.daily_now(1, "2026-11-27T20:00:00Z").await.1,
        title,
        "after the post"
    );
    // The next day (Berlin's, where the schedule is: 00:30 there) has its
    // own, of the next variant in the schedule's rotation.
    let (late, next) = club.daily_now(1, "2026-11-27T23:30:00Z").await;
    assert!(late.contains("for 2026-11-28"), "{late}");
    assert_ne!(next, title);
    assert_eq!(club.daily_now(1, "2026-11-28T10:00:00Z").await.1, next);

    // A channel with no schedule: the server's own, one a UTC date.
    let (elsewhere, other) = club.daily_now(2, "2026-11-27T21:00:00Z").await;
    assert!(elsewhere.contains("for 2026-11-27"), "{elsewhere}");
    assert_eq!(club.daily_now(3, "2026-11-27T23:59:00Z").await.1, other);
    let (tomorrow, _) = club.daily_now(2, "2026-11-28T00:00:01Z").await;
    assert!(tomorrow.contains("for 2026-11-28"), "{tomorrow}");
}

/// A server that throws the standard position again and plays pairs gets
/// its daily roll made so: the saved roll's replay code carries both
/// marks, and so does the post's headline.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_daily_roll_follows_its_tournament_options() {
    let club = Club::new(
        store_in(&fresh("daily-options")),
        Arc::default(),
        "2026-11-23T12:00:00Z",
        "a",
    );
    club.server(GuildSettings {
        exclude_standard: true,
        pairs: true,
        ..GuildSettings::default()
    })
    .await;
    club.schedule(1, "18:30", "Europe/Berlin", false).await;
    let ticks = club.tick_at("2026-11-23T17:30:00Z").await;
    let [Tick::Posted { roll, .. }] = &ticks[..] else {
        panic!("{ticks:?}");
    };
    let saved = club.bot.app().store().roll(*roll).await.unwrap().unwrap();
    assert!(
        saved.roll.replay_code.starts_with("960-p6xs-"),
        "{}",
        saved.roll.replay_code
    );
    let posts = club.wall.posts.lock().unwrap().clone();
    assert!(posts[0].1.contains("replay `960-p6xs-"), "{posts:?}");
}

/// Two schedulers, each with its own connection to one store file, tick at
/// the same instants: every day is posted exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_schedulers_on_one_store_post_each_day_once() {
    let dir = fresh("daily-two");
    let wall = Arc::new(Wall::default());
    let a = Club::new(store_in(&dir), wall.clone(), "2026-11-19T12:00:00Z", "a");
    let b = Club::new(store_in(&dir), wall.clone(), "2026-11-19T12:00:00Z", "b");
    for ch in 1..=5 {
        a.schedule(ch, "19:00", "America/New_York", false).await;
    }
    for day in 20..=23 {
        let at = format!("2026-11-{day}T00:00:00Z");
        // 19:00 in New York is 00:00 UTC the next day in November.
        let (ta, tb) = tokio::join!(a.tick_at(&at), b.tick_at(&at));
        assert_eq!(ta.len() + tb.len(), 5, "{day}");
    }
    assert_eq!(wall.posts.lock().unwrap().len(), 20);
}

/// The same across two real processes: this test runs itself twice as
/// children that wait for a signal and tick at the same instant. Each child
/// says "ready" on its stdout once its store is open, and ticks when the
/// parent says "go" on its stdin (or gives up when the parent is gone).
#[test]
fn two_processes_on_one_store_post_once() {
    if let Ok(dir) = std::env::var("BACKRANK_DAILY_CHILD") {
        return child_ticks(std::path::Path::new(&dir));
    }
    let dir = fresh("daily-procs");
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let club = Club::new(store_in(&dir), Arc::default(), "2026-11-20T00:00:00Z", "p");
        for ch in 1..=3 {
            club.schedule(ch, "19:00", "UTC", false).await;
        }
    });
    let _ = std::fs::remove_file(dir.join("posts.txt"));
    let (ready_tx, ready) = std::sync::mpsc::channel();
    let mut children: Vec<_> = (0..2)
        .map(|_| {
            std::process::Command::new(std::env::current_exe().unwrap())
                .args([
                    "daily::two_processes_on_one_store_post_once",
                    "--exact",
                    "--nocapture",
                ])
                .env("BACKRANK_DAILY_CHILD", &dir)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for c in &mut children {
        let stdout = std::io::BufReader::new(c.stdout.take().unwrap());
        let ready_tx = ready_tx.clone();
        std::thread::spawn(move || {
            use std::io::BufRead;
            // Read to the end: the child's harness writes more after.
            for line in stdout.lines().map_while(Result::ok) {
                if line == "ready" {
                    let _ = ready_tx.send(());
                }
            }
        });
    }
    // Both children have their store open and wait: release them together.
    for _ in 0..2 {
        ready
            .recv_timeout(std::time::Duration::from_secs(30))
            .expect("a child never got ready");
    }
    for c in &mut children {
        writeln!(c.stdin.as_mut().unwrap(), "go").unwrap();
    }
    for mut c in children {
        assert!(c.wait().unwrap().success());
    }
    let posts = std::fs::read_to_string(dir.join("posts.txt")).unwrap();
    let mut channels: Vec<&str> = posts
        .lines()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    channels.sort_unstable();
    assert_eq!(channels, ["1", "2", "3"], "{posts}");
    let pids: HashSet<&str> = posts
        .lines()
        .map(|l| l.rsplit(' ').next().unwrap())
        .collect();
    assert!(!pids.is_empty());
}

/// One child: appends "channel pid" for each post it makes.
fn child_ticks(dir: &std::path::Path) {
    struct FileWall(std::path::PathBuf);
    #[async_trait]
    impl Poster for FileWall {
        async fn post(&self, channel: u64, _: &Reply, _: &str) -> Result<u64, PostError> {
            let mut f = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&self.0)
                .unwrap();
            // One write per line: `writeln!` on a file writes each piece on
            // its own, and two processes' pieces interleave.
            let line = format!("{channel} {}\n", std::process::id());
            f.write_all(line.as_bytes()).unwrap();
            Ok(1)
        }
        async fn open_thread(&self, _: u64, _: u64, _: &str) -> Result<(), PostError> {
            Ok(())
        }
        async fn report(&self, _: u64, _: &str) -> Result<(), PostError> {
            Ok(())
        }
    }
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let clock = Arc::new(ManualClock::new(ts("2026-11-21T19:00:00Z")));
        let app = Arc::new(
            App::new(Settings::load(None).unwrap(), store_in(dir))
                .unwrap()
                .with_clock(clock),
        );
        let wall = Arc::new(FileWall(dir.join("posts.txt")));
        let s = Scheduler::new(app, wall, format!("pid {}", std::process::id()));
        println!("ready");
        // A parent that died closes our stdin: the read ends, and so does
        // the child, without a tick.
        let mut go = String::new();
        std::io::stdin().read_line(&mut go).unwrap();
        assert_eq!(go.trim(), "go", "never told to go");
        s.tick().await;
    });
}

#[tokio::test]
async fn a_broken_channel_is_reported_and_the_others_go_on() {
    let wall = Arc::new(Wall {
        gone: [2].into(),
        closed: [3].into(),
        flaky: Mutex::new([4].into()),
        ..Wall::default()
    });
    let club = Club::new(
        store_in(&fresh("daily-broken")),
        wall.clone(),
        "2026-11-21T10:00:00Z",
        "a",
    );
    club.server(GuildSettings {
        log_channel: Some(LOG),
        ..GuildSettings::default()
    })
    .await;
    for ch in 1..=4 {
        club.schedule(ch, "12:00", "UTC", false).await;
    }
    let ticks = club.tick_at("2026-11-21T12:00:00Z").await;
    let kinds: Vec<&str> = ticks
        .iter()
        .map(|t| match t {
            Tick::Posted { .. } => "posted",
            Tick::Failed { .. } => "failed",
            Tick::Retry { .. } => "retry",
            Tick::Skipped { .. } => "skipped",
        })
        .collect();
    assert_eq!(kinds, ["posted", "failed", "failed", "retry"]);
    let reports = wall.reports.lock().unwrap().clone();
    assert_eq!(reports.len(), 2, "{reports:?}");
    assert!(reports.iter().all(|(c, _)| *c == LOG));
    assert!(reports[0].1.contains("<#2>") && reports[0].1.contains("channel is gone"));
    assert!(reports[1].1.contains("<#3>") && reports[1].1.contains("may not post"));
    // Next tick: the passing fault is tried again and posts; the broken
    // channels are not retried today.
    let ticks = club.tick_at("2026-11-21T12:01:00Z").await;
    assert!(matches!(&ticks[..], [Tick::Posted { .. }]), "{ticks:?}");
    assert_eq!(wall.posts.lock().unwrap().len(), 2);
    assert!(club.tick_at("2026-11-21T12:02:00Z").await.is_empty());
}

#[tokio::test]
async fn the_scheduler_sleeps_until_the_next_post_at_most_a_minute() {
    let club = Club::new(
        store_in(&fresh("daily-sleep")),
        Arc::default(),
        "2026-11-21T10:00:00Z",
        "a",
    );
    let now = ts("2026-11-21T11:59:30Z");
    assert_eq!(
        club.scheduler.sleep_for(now).await.as_secs(),
        60,
        "no schedules"
    );
    club.schedule(1, "12:00", "UTC", false).await;
    assert_eq!(club.scheduler.sleep_for(now).await.as_secs(), 30);
    assert_eq!(
        club.scheduler
            .sleep_for(ts("2026-11-21T09:00:00Z"))
            .await
            .as_secs(),
        60
    );
}

/// The real Discord poster against the fake Discord: the post carries the
/// nonce and the board, a thread opens on it, and refusals are sorted into
/// gone and forbidden.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_discord_poster_posts_and_sorts_refusals() {
    let discord = FakeDiscord::start(1234).await;
    let mut settings = Settings::load(None).unwrap();
    let poster = discord_poster(&discord, &mut settings);
    let club = Club::new(
        crate::common::fresh_store(),
        Arc::default(),
        "2026-11-21T10:00:00Z",
        "a",
    );
    let schedule = backrank::store::Schedule {
        id: 7,
        spec: NewSchedule {
            guild_id: GUILD,
            channel_id: 4444,
            local_time: "12:00".into(),
            timezone: "UTC".into(),
            variants: vec!["chess960".into()],
            rotation: Rotation::Rotate,
            thread: true,
            created_at: 0,
        },
        stopped_at: None,
    };
    let place = backrank::daily::post::Place {
        guild_id: schedule.spec.guild_id,
        channel_id: schedule.spec.channel_id,
    };
    let reply = backrank::daily::post::now(
        club.bot.app(),
        backrank::store::DailyOf::Server(GUILD),
        jiff::civil::date(2026, 11, 21),
        backrank::core::variant::Variant::Chess960,
        place,
        None,
    )
    .await
    .unwrap()
    .0;
    let id = poster.post(4444, &reply, "d7-20261121").await.unwrap();
    assert_eq!(id, 7_777_777_777_777_777_777);
    let sent = discord
        .wait_for("the post", |r| r.path == "/api/v10/channels/4444/messages")
        .await;
    assert!(sent.content_type.starts_with("multipart/form-data"));
    let body = String::from_utf8_lossy(&sent.body);
    assert!(body.contains(r#""nonce":"d7-20261121""#), "{body}");
    assert!(body.contains(r#""enforce_nonce":true"#));
    assert!(body.contains("Daily challenge for 2026-11-21"));
    assert!(
        sent.body.windows(4).any(|w| w == b"\x89PNG"),
        "the board image is attached"
    );
    poster
        .open_thread(4444, id, "Daily challenge")
        .await
        .unwrap();
    discord
        .wait_for("the thread", |r| {
            r.path == format!("/api/v10/channels/4444/messages/{id}/threads")
        })
        .await;
    assert!(matches!(
        poster.post(GONE_CHANNEL, &reply, "x").await,
        Err(PostError::Gone(m)) if m.contains("Unknown Channel")
    ));
    assert!(matches!(
        poster.post(CLOSED_CHANNEL, &reply, "x").await,
        Err(PostError::Forbidden(m)) if m.contains("Missing Permissions")
    ));
    // A server that chose German gets its challenge in German.
    let german = backrank::daily::post::now(
        club.bot.app(),
        backrank::store::DailyOf::Server(GUILD),
        jiff::civil::date(2026, 11, 22),
        backrank::core::variant::Variant::Chess960,
        place,
        Some(backrank::i18n::Lang::De),
    )
    .await
    .unwrap()
    .0;
    let text = german.content.unwrap();
    assert!(
        text.starts_with("🗓️ **Tägliche Herausforderung für den 2026-11-22**"),
        "{text}"
    );
    assert!(text.contains("Weiß `"), "{text}");
}

/// Daily settings for the slow-Discord tests: a short lease, attempts cut
/// off after a second.
fn quick() -> Settings {
    let mut s = Settings::load(None).unwrap();
    s.daily.claim_lease_secs = 4;
    s.daily.post_timeout_secs = 1;
    s
}

/// Discord takes longer to accept a post than an attempt may last: two
/// schedulers on one store try in turn, each attempt cut off and given
/// back, until Discord answers in time. Every attempt carried the same
/// roll and the same nonce, so the channel has one message, and it is the
/// one in the books.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_discord_gets_one_message_with_one_roll() {
    let discord = FakeDiscord::start(1234).await;
    discord.set_delays(crate::fake_discord::Delays {
        channel_post: std::time::Duration::from_millis(2500),
        ..Default::default()
    });
    let mut settings = quick();
    let poster = discord_poster(&discord, &mut settings);
    let dir = fresh("daily-slow");
    let a = Club::on(
        settings.clone(),
        store_in(&dir),
        poster.clone(),
        Arc::default(),
        "2026-11-21T19:00:00Z",
        "a",
    );
    let b = Club::on(
        settings,
        store_in(&dir),
        poster,
        Arc::default(),
        "2026-11-21T19:00:00Z",
        "b",
    );
    let id = a.schedule(4444, "19:00", "UTC", false).await;
    let retry = |t: &[Tick]| matches!(t, [Tick::Retry { .. }]);
    assert!(retry(&a.tick_at("2026-11-21T19:00:00Z").await));
    assert!(retry(&b.tick_at("2026-11-21T19:00:10Z").await));
    discord.set_delays(crate::fake_discord::Delays::default());
    let ticks = a.tick_at("2026-11-21T19:00:20Z").await;
    let [Tick::Posted { message, roll, .. }] = &ticks[..] else {
        panic!("{ticks:?}");
    };
    // Every attempt reached the fake Discord in the end.
    let path = "/api/v10/channels/4444/messages";
    let all_three = || {
        let posts: Vec<_> = discord
            .requests()
            .into_iter()
            .filter(|r| r.path == path)
            .collect();
        (posts.len() == 3).then_some(posts)
    };
    discord
        .wait_for("all three attempts", |_| all_three().is_some())
        .await;
    let posts = all_three().unwrap();
    let field = |body: &[u8], key: &str| -> String {
        let text = String::from_utf8_lossy(body);
        let start = text
            .find(key)
            .unwrap_or_else(|| panic!("no {key} in {text}"))
            + key.len();
        text[start..].split(['"', '`']).next().unwrap().to_owned()
    };
    let nonces: HashSet<String> = posts
        .iter()
        .map(|p| field(&p.body, "\"nonce\":\""))
        .collect();
    let codes: HashSet<String> = posts
        .iter()
        .map(|p| field(&p.body, "\"name\":\"Replay\",\"value\":\"`"))
        .collect();
    assert_eq!(nonces.len(), 1, "{nonces:?}");
    assert_eq!(
        codes.len(),
        1,
        "every attempt posted the same roll: {codes:?}"
    );
    // Discord kept the first message for the nonce; the books name it.
    assert_eq!(*message, 7_777_777_777_777_777_777);
    let entry = a
        .bot
        .app()
        .store()
        .post(id, jiff::civil::date(2026, 11, 21))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (entry.status, entry.roll_id, entry.message_id),
        (PostStatus::Posted, Some(*roll), Some(*message))
    );
    assert_eq!(
        crate::common::rolls_saved(a.bot.app().store(), GUILD).await,
        1,
        "one roll for the day"
    );
}

/// Attempts that may have reached Discord (they timed out) stop once
/// Discord may have forgotten their nonce: the day is recorded as failed
/// and the server is told, rather than risk a second message. Attempts that
/// never left (the connection did not open) risk nothing and go on.
#[tokio::test]
async fn retries_stop_once_discord_may_have_forgotten_the_nonce() {
    let wall = Arc::new(Wall {
        always_maybe: [1].into(),
        unsent: Mutex::new([(2, 1000)].into()),
        ..Wall::default()
    });
    let club = Club::new(
        store_in(&fresh("daily-window")),
        wall.clone(),
        "2026-11-21T10:00:00Z",
        "a",
    );
    club.server(GuildSettings {
        log_channel: Some(LOG),
        ..GuildSettings::default()
    })
    .await;
    club.schedule(1, "12:00", "UTC", false).await;
    club.schedule(2, "12:00", "UTC", false).await;
    let kinds = |ticks: Vec<Tick>| -> Vec<String> {
        ticks
            .into_iter()
            .map(|t| match t {
                Tick::Retry { .. } => "retry".to_owned(),
                Tick::Failed { why, .. } => format!("failed: {why}"),
                other => format!("{other:?}"),
            })
            .collect()
    };
    assert_eq!(
        kinds(club.tick_at("2026-11-21T12:00:00Z").await),
        ["retry", "retry"]
    );
    assert_eq!(
        kinds(club.tick_at("2026-11-21T12:02:00Z").await),
        ["retry", "retry"]
    );
    let late = kinds(club.tick_at("2026-11-21T12:03:30Z").await);
    assert!(
        late[0].starts_with("failed: it could not be confirmed within 180 s"),
        "{late:?}"
    );
    assert_eq!(
        late[1], "retry",
        "nothing was sent, so nothing can be doubled"
    );
    let reports = wall.reports.lock().unwrap().clone();
    assert!(
        reports
            .iter()
            .any(|(c, t)| *c == LOG && t.contains("could not be confirmed")),
        "{reports:?}"
    );
    // Channel 1 is not tried again.
    club.tick_at("2026-11-21T12:10:00Z").await;
    let ones = wall
        .attempts
        .lock()
        .unwrap()
        .iter()
        .filter(|&&c| c == 1)
        .count();
    assert_eq!(ones, 2);
}

/// Lateness is judged at the first claim: a post retried for longer than
/// `late_after_minutes` is still on time, and a server that skips missed
/// posts gets it.
#[tokio::test]
async fn lateness_is_judged_at_the_first_claim() {
    let mut settings = Settings::load(None).unwrap();
    settings.daily.late_after_minutes = 1;
    let wall = Arc::new(Wall {
        unsent: Mutex::new([(1, 2)].into()),
        ..Wall::default()
    });
    let club = Club::with(
        settings,
        store_in(&fresh("daily-first-claim")),
        wall.clone(),
        "2026-11-21T10:00:00Z",
        "a",
    );
    club.server(GuildSettings {
        missed_daily: Missed::Skip,
        ..GuildSettings::default()
    })
    .await;
    club.schedule(1, "12:00", "UTC", false).await;
    assert!(matches!(
        &club.tick_at("2026-11-21T12:00:00Z").await[..],
        [Tick::Retry { .. }]
    ));
    assert!(matches!(
        &club.tick_at("2026-11-21T12:00:45Z").await[..],
        [Tick::Retry { .. }]
    ));
    let ticks = club.tick_at("2026-11-21T12:01:30Z").await;
    assert!(matches!(&ticks[..], [Tick::Posted { .. }]), "{ticks:?}");
    let post = wall.posts.lock().unwrap()[0].1.clone();
    assert!(!post.contains("posted late"), "{post}");
}

/// A schedule whose channel is 0 (typed at an old console) fails on its
/// own through the real Discord poster, and the others post.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_0_fails_alone() {
    let discord = FakeDiscord::start(1234).await;
    let mut settings = Settings::load(None).unwrap();
    let poster = discord_poster(&discord, &mut settings);
    let club = Club::on(
        settings,
        crate::common::fresh_store(),
        poster,
        Arc::default(),
        "2026-11-21T10:00:00Z",
        "a",
    );
    club.schedule(0, "12:00", "UTC", false).await;
    club.schedule(4444, "12:00", "UTC", false).await;
    let ticks = club.tick_at("2026-11-21T12:00:00Z").await;
    assert!(
        matches!(&ticks[..], [Tick::Failed { why, .. }, Tick::Posted { .. }] if why.contains("no channel 0")),
        "{ticks:?}"
    );
}

/// A post that panics is recorded as failed for its day and reported; the
/// others are made, and the next tick does not run into the panic again.
#[tokio::test]
async fn a_panicking_post_is_recorded_and_the_others_go_on() {
    let wall = Arc::new(Wall {
        panics: [13].into(),
        ..Wall::default()
    });
    let club = Club::new(
        store_in(&fresh("daily-panic")),
        wall.clone(),
        "2026-11-21T10:00:00Z",
        "a",
    );
    for ch in [1, 13, 2] {
        club.schedule(ch, "12:00", "UTC", false).await;
    }
    let ticks = club.tick_at("2026-11-21T12:00:00Z").await;
    assert!(
        matches!(&ticks[..], [Tick::Posted { .. }, Tick::Failed { why, .. }, Tick::Posted { .. }] if why.contains("an internal error")),
        "{ticks:?}"
    );
    assert!(club.tick_at("2026-11-21T12:01:00Z").await.is_empty());
    assert_eq!(
        wall.attempts
            .lock()
            .unwrap()
            .iter()
            .filter(|&&c| c == 13)
            .count(),
        1
    );
}

impl Club {
    /// `/daily SUB` with `options`, asked in `channel` by a manager at
    /// `at`: its words (content, or the embed's title and description).
    async fn daily(&self, channel: u64, at: &str, sub: &str, options: &[(&str, &str)]) -> Reply {
        use backrank::bot::Action;
        use backrank::bot::caller::{Caller, permissions};
        use backrank::bot::commands::Command;
        use backrank::bot::options::{SUBCOMMAND, Value};

        self.clock.set(ts(at));
        let mut given = vec![(SUBCOMMAND.to_owned(), Value::Text(sub.into()))];
        for (name, value) in options {
            let value = match value.strip_prefix('#') {
                Some(id) => Value::Id(id.parse().unwrap()),
                None => Value::Text((*value).into()),
            };
            given.push(((*name).to_owned(), value));
        }
        let cmd = Command::parse("daily", &given).unwrap();
        let manager = Caller {
            who: backrank::store::Who {
                user_id: 1,
                user_name: "Mo".into(),
                guild_id: Some(GUILD),
                channel_id: Some(channel),
            },
            permissions: permissions::MANAGE_GUILD,
            ..Caller::default()
        };
        self.bot
            .handle(Action::Command(cmd), &manager, &|_| {})
            .await
    }

    /// The daily rolls the store keeps for the club's server: what
    /// `/record` shows and `/stats` counts.
    async fn daily_rolls(&self) -> Vec<backrank::store::SavedRoll> {
        let dump = self.bot.app().store().dump().await.unwrap();
        dump.rolls
            .into_iter()
            .filter(|r| r.roll.kind == backrank::store::RollKind::Daily)
            .collect()
    }
}

/// `/daily set` for channel 10 at `time`, with `variants`.
fn set_options<'a>(time: &'a str, variants: &'a str) -> [(&'a str, &'a str); 4] {
    [
        ("channel", "#10"),
        ("time", time),
        ("timezone", "UTC"),
        ("variants", variants),
    ]
}

/// A channel has one challenge a date, however its schedule is re-set
/// (another time, other variants, stopped and set again): `/daily now`
/// shows the date's one position each time, the scheduled post posts it
/// once, and a re-set after the post does not post the date again. The
/// season's reproduction (issue 59), on both stores.
async fn one_challenge_a_date_however_it_is_re_set(place: crate::store_suite::Place) {
    let club = Club::new(
        place.open().await,
        Arc::default(),
        "2026-12-07T02:00:00Z",
        "a",
    );
    let at = "2026-12-07T02:00:00Z";
    let set = club
        .daily(1, at, "set", &set_options("23:00", "chess960"))
        .await;
    assert!(set.content.unwrap().contains("<#10>"));
    let (headline, title) = club.daily_now(10, "2026-12-07T02:01:00Z").await;
    assert!(
        headline.contains("Daily challenge for 2026-12-07"),
        "{headline}"
    );
    assert!(title.starts_with("Chess960"), "{title}");
    // What a re-set to other variants is told, and `/daily now` after it.
    let stands = "The challenge for 2026-12-07 was already made, so it stays that date's \
                  challenge; the new variants apply from 2026-12-08.";
    for (n, (time, variants)) in [("23:30", "chess960"), ("23:30", "crc"), ("03:14", "crc")]
        .into_iter()
        .enumerate()
    {
        let at = format!("2026-12-07T02:0{}:00Z", n + 2);
        let set = club
            .daily(1, &at, "set", &set_options(time, variants))
            .await;
        let (headline, shown) = club.daily_now(10, &at).await;
        assert_eq!(shown, title, "re-set to {time} {variants}");
        let said = set.content.unwrap();
        assert_eq!(said.contains(stands), variants == "crc", "{said}");
        assert_eq!(headline.contains(stands), variants == "crc", "{headline}");
    }
    let off = club
        .daily(1, "2026-12-07T02:06:00Z", "off", &[("channel", "#10")])
        .await;
    assert!(off.content.unwrap().contains("<#10>"));
    assert_eq!(
        club.daily_now(10, "2026-12-07T02:07:00Z").await.1,
        title,
        "stopped"
    );
    club.daily(
        1,
        "2026-12-07T02:08:00Z",
        "set",
        &set_options("03:10", "crc"),
    )
    .await;
    assert_eq!(
        club.daily_now(10, "2026-12-07T02:09:00Z").await.1,
        title,
        "set again"
    );

    // The scheduled post posts the date's challenge; set again to a later
    // time that day, the date is not posted twice.
    let ticks = club.tick_at("2026-12-07T03:10:00Z").await;
    assert!(matches!(&ticks[..], [Tick::Posted { .. }]), "{ticks:?}");
    let reset = club
        .daily(
            1,
            "2026-12-07T03:12:00Z",
            "set",
            &set_options("03:14", "crc"),
        )
        .await;
    // Its next post is the next date's, not the one already posted.
    let tomorrow = ts("2026-12-08T03:14:00Z").as_second();
    let said = reset.content.unwrap();
    assert!(said.contains(&format!("Next: <t:{tomorrow}:F>")), "{said}");
    let again = club.tick_at("2026-12-07T03:14:00Z").await;
    assert!(again.is_empty(), "posted the date again: {again:?}");
    let posts = club.wall.posts.lock().unwrap().clone();
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert!(posts[0].1.contains(&format!(": {title}.")), "{posts:?}");
    // The store keeps that one roll for the date: /record and /stats see no other.
    assert_eq!(club.daily_rolls().await.len(), 1);

    // The next date has its own, of the variants now set.
    let (next, tomorrow) = club.daily_now(10, "2026-12-08T01:00:00Z").await;
    assert!(next.contains("for 2026-12-08"), "{next}");
    assert!(tomorrow.starts_with("Capablanca"), "{tomorrow}");
}

/// Members pressing `/daily now` at the same moment, on two processes of
/// one store, in a channel with a schedule and in one without: all see
/// one position, and the store keeps only that one roll for the date
/// (none that nobody saw for `/record` to show or `/stats` to count).
async fn racing_daily_now_keeps_only_the_roll_shown(place: crate::store_suite::Place) {
    let at = "2026-12-07T10:00:00Z";
    let (one, two) = (
        Arc::new(Club::new(place.open().await, Arc::default(), at, "a")),
        Arc::new(Club::new(place.open().await, Arc::default(), at, "b")),
    );
    one.daily(1, at, "set", &set_options("23:00", "chess960"))
        .await;
    for channel in [10, 11] {
        let racers = (0..8).map(|n| {
            let club = if n % 2 == 0 { one.clone() } else { two.clone() };
            tokio::spawn(async move { club.daily_now(channel, at).await.1 })
        });
        // All started before any is awaited.
        let racers: Vec<_> = racers.collect();
        let mut seen = HashSet::new();
        for r in racers {
            seen.insert(r.await.unwrap());
        }
        assert_eq!(seen.len(), 1, "channel {channel}: {seen:?}");
    }
    let kept: Vec<_> = one
        .daily_rolls()
        .await
        .iter()
        .map(|r| (r.id, r.roll.who.channel_id))
        .collect();
    assert_eq!(kept.len(), 2, "one a channel: {kept:?}");
}

mod on_both_stores {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite_one_challenge_a_date_however_it_is_re_set() {
        let place = crate::store_suite::Place::fresh(crate::store_suite::Backend::Sqlite).await;
        super::one_challenge_a_date_however_it_is_re_set(place).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres_one_challenge_a_date_however_it_is_re_set() {
        let place = crate::store_suite::Place::fresh(crate::store_suite::Backend::Postgres).await;
        super::one_challenge_a_date_however_it_is_re_set(place).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite_racing_daily_now_keeps_only_the_roll_shown() {
        let place = crate::store_suite::Place::fresh(crate::store_suite::Backend::Sqlite).await;
        super::racing_daily_now_keeps_only_the_roll_shown(place).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres_racing_daily_now_keeps_only_the_roll_shown() {
        let place = crate::store_suite::Place::fresh(crate::store_suite::Backend::Postgres).await;
        super::racing_daily_now_keeps_only_the_roll_shown(place).await;
    }
}

/// Discord's 429 on a daily post, with its body as Discord sends it (no
/// `code`) and `Retry-After`: the real poster waits as long as Discord asks
/// and posts, rather than failing and handing the day to another host at
/// once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_post_waits_as_discord_asks() {
    let discord = FakeDiscord::start(1234).await;
    let mut settings = Settings::load(None).unwrap();
    let poster = discord_poster(&discord, &mut settings);
    let club = Club::new(
        crate::common::fresh_store(),
        Arc::default(),
        "2026-11-21T10:00:00Z",
        "a",
    );
    let place = backrank::daily::post::Place {
        guild_id: GUILD,
        channel_id: 4444,
    };
    let reply = backrank::daily::post::now(
        club.bot.app(),
        backrank::store::DailyOf::Server(GUILD),
        jiff::civil::date(2026, 11, 21),
        backrank::core::variant::Variant::Chess960,
        place,
        None,
    )
    .await
    .unwrap()
    .0;
    let wait = 0.5;
    discord.fail_next(
        crate::fake_discord::Target::ChannelPost,
        &[crate::fake_discord::Fault::RateLimited(wait)],
    );
    let id = poster.post(4444, &reply, "d7-20261121").await.unwrap();
    assert_eq!(id, 7_777_777_777_777_777_777);
    let tries: Vec<_> = discord
        .attempts()
        .into_iter()
        .filter(|a| a.path == "/api/v10/channels/4444/messages")
        .collect();
    assert_eq!(tries.len(), 2, "{tries:?}");
    assert!(
        tries[0].fault.is_some() && tries[1].fault.is_none(),
        "{tries:?}"
    );
    let waited = tries[1].at - tries[0].at;
    assert!(
        waited >= std::time::Duration::from_secs_f64(wait),
        "tried again after {waited:?}"
    );
    let applied = discord
        .requests()
        .iter()
        .filter(|r| r.path == "/api/v10/channels/4444/messages")
        .count();
    assert_eq!(applied, 1);
}

/// The bot and a console on one store each post their own servers'
/// challenges: a scheduler given all servers but one leaves that one's
/// post to the scheduler given it alone.
#[tokio::test]
async fn a_scheduler_posts_only_the_servers_it_is_given() {
    let wall = Arc::new(Wall::default());
    let club = Club::new(
        store_in(&fresh("daily-servers")),
        wall.clone(),
        "2026-11-20T12:00:00Z",
        "a",
    );
    club.schedule(1, "19:00", "UTC", false).await;
    club.clock.set(ts("2026-11-20T19:00:00Z"));
    let scheduler = |servers| Scheduler::new(club.bot.app().clone(), wall.clone(), "b").of(servers);
    assert_eq!(scheduler(Servers::AllBut(GUILD)).tick().await, vec![]);
    assert!(wall.posts.lock().unwrap().is_empty());
    let ticks = scheduler(Servers::Only(GUILD)).tick().await;
    assert!(matches!(&ticks[..], [Tick::Posted { .. }]), "{ticks:?}");
    assert_eq!(wall.posts.lock().unwrap().len(), 1);
}
