//! Club nights (`/meetup`) against a clock the test moves: planned by a
//! manager, announced once with Discord's scheduled event, answered on
//! the buttons with a cap and a waiting list, reminded, and started by
//! themselves with round 1 and the pairings, once however many
//! schedulers share the store; late after a restart, silent when
//! cancelled; a weekly series across a daylight-saving change.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use backrank::app::App;
use backrank::app::clock::ManualClock;
use backrank::app::settings::Settings;
use backrank::bot::caller::permissions;
use backrank::bot::{Action, Bot, Caller, Command, Reply, Value};
use backrank::daily::PostError;
use backrank::discord::reply::ButtonKind;
use backrank::meetup::guild_events::{GuildEvent, GuildEventError, GuildEvents};
use backrank::meetup::{MeetupScheduler, NightPoster, NightTick, Servers};
use backrank::store::{GuildSettings, MeetupState, SqliteStore, Store, Who};
use jiff::Timestamp;

use crate::common::scratch;
use crate::store_suite::{Backend, Place};

const GUILD: u64 = 700;
const CHANNEL: u64 = 70;
const MANAGER: u64 = 1;

/// What the bot posted and edited, by message id.
#[derive(Default)]
struct Channel {
    posts: Mutex<Vec<Posted>>,
    edits: Mutex<Vec<(u64, Reply)>>,
    /// The nonce of every attempt, made or not.
    nonces: Mutex<Vec<String>>,
}

#[derive(Clone)]
struct Posted {
    channel: u64,
    reply: Reply,
}

#[async_trait]
impl NightPoster for Channel {
    async fn post(&self, channel: u64, reply: &Reply, nonce: &str) -> Result<u64, PostError> {
        self.nonces.lock().unwrap().push(nonce.to_owned());
        let mut posts = self.posts.lock().unwrap();
        posts.push(Posted {
            channel,
            reply: reply.clone(),
        });
        Ok(9000 + posts.len() as u64)
    }

    async fn edit(&self, _: u64, message: u64, reply: &Reply) -> Result<(), PostError> {
        self.edits.lock().unwrap().push((message, reply.clone()));
        Ok(())
    }
}

impl Channel {
    fn posts(&self) -> Vec<Posted> {
        self.posts.lock().unwrap().clone()
    }

    fn last_edit(&self) -> Option<Reply> {
        self.edits.lock().unwrap().last().map(|(_, r)| r.clone())
    }
}

/// Discord's scheduled events, kept in memory; the bot may be refused the
/// permission.
#[derive(Default)]
struct Events {
    made: Mutex<HashMap<u64, (GuildEvent, &'static str)>>,
    interested: Mutex<Vec<u64>>,
    forbidden: bool,
}

#[async_trait]
impl GuildEvents for Events {
    async fn create(&self, _: u64, event: &GuildEvent) -> Result<u64, GuildEventError> {
        if self.forbidden {
            return Err(GuildEventError::Forbidden("Missing Permissions".into()));
        }
        let mut made = self.made.lock().unwrap();
        let id = 5000 + made.len() as u64;
        made.insert(id, (event.clone(), "scheduled"));
        Ok(id)
    }

    async fn modify(&self, _: u64, id: u64, event: &GuildEvent) -> Result<(), GuildEventError> {
        let mut made = self.made.lock().unwrap();
        let e = made
            .get_mut(&id)
            .ok_or(GuildEventError::Gone("no".into()))?;
        e.0 = event.clone();
        Ok(())
    }

    async fn cancel(&self, _: u64, id: u64) -> Result<(), GuildEventError> {
        let mut made = self.made.lock().unwrap();
        let e = made
            .get_mut(&id)
            .ok_or(GuildEventError::Gone("no".into()))?;
        e.1 = "cancelled";
        Ok(())
    }

    async fn interested(&self, _: u64, _: u64) -> Result<Vec<u64>, GuildEventError> {
        Ok(self.interested.lock().unwrap().clone())
    }
}

fn ts(s: &str) -> Timestamp {
    s.parse().unwrap()
}

/// A club's bot and a meetup scheduler on one store, on a clock the test
/// moves.
struct Club {
    bot: Arc<Bot>,
    clock: Arc<ManualClock>,
    channel: Arc<Channel>,
    events: Arc<Events>,
    scheduler: MeetupScheduler,
}

impl Club {
    fn new(store: Arc<dyn Store>, start: &str, worker: &str) -> Club {
        Club::sharing(store, start, worker, Arc::default(), Arc::default())
    }

    /// A club posting in `channel`, its server's events in `events`.
    fn sharing(
        store: Arc<dyn Store>,
        start: &str,
        worker: &str,
        channel: Arc<Channel>,
        events: Arc<Events>,
    ) -> Club {
        Club::with(
            Settings::load(None).unwrap(),
            store,
            start,
            worker,
            channel,
            events,
        )
    }

    /// A club with its own settings.
    fn with(
        settings: Settings,
        store: Arc<dyn Store>,
        start: &str,
        worker: &str,
        channel: Arc<Channel>,
        events: Arc<Events>,
    ) -> Club {
        let clock = Arc::new(ManualClock::new(ts(start)));
        let bot = Arc::new(Bot::from_app(
            App::new(settings, store).unwrap().with_clock(clock.clone()),
        ));
        let scheduler = MeetupScheduler::new(
            bot.app().clone(),
            channel.clone(),
            Some(events.clone() as Arc<dyn GuildEvents>),
            worker,
        );
        Club {
            bot,
            clock,
            channel,
            events,
            scheduler,
        }
    }

    async fn in_zone(&self, zone: &str) {
        let zone = zone.to_owned();
        self.bot
            .app()
            .servers()
            .change_with(GUILD, move |g| {
                Ok(GuildSettings {
                    timezone: Some(zone.clone()),
                    ..g.clone()
                })
            })
            .await
            .unwrap();
    }

    fn caller(user: u64) -> Caller {
        Caller {
            who: Who {
                user_id: user,
                user_name: format!("player {user}"),
                guild_id: Some(GUILD),
                channel_id: Some(CHANNEL),
            },
            permissions: if user == MANAGER {
                permissions::MANAGE_GUILD
            } else {
                0
            },
            ..Caller::default()
        }
    }

    /// `/meetup SUB` with `options`, asked by the manager.
    async fn meetup(&self, sub: &str, options: &[(&str, &str)]) -> Reply {
        let mut given = vec![(
            backrank::bot::options::SUBCOMMAND.to_owned(),
            Value::Text(sub.into()),
        )];
        for (name, value) in options {
            given.push(((*name).to_owned(), Value::Text((*value).into())));
        }
        // Discord's own checks (a length, a missing option) are the
        // parser's: refused there, with the same words.
        let cmd = match Command::parse("meetup", &given) {
            Ok(cmd) => cmd,
            Err(e) => {
                return Reply {
                    content: Some(format!("{e:?}")),
                    ..Reply::default()
                };
            }
        };
        self.bot
            .handle(Action::Command(cmd), &Club::caller(MANAGER), &|_| {})
            .await
    }

    /// `user` presses the button of the announcement whose id starts with
    /// `mu|` and ends with `answer`.
    async fn press(&self, announcement: &Reply, user: u64, answer: &str) -> Reply {
        let id = button(announcement, answer);
        let action = Action::from_button(&id).unwrap();
        self.bot.handle(action, &Club::caller(user), &|_| {}).await
    }

    /// Ticks at `at`, when night 1 ends: night 2, next week's, planned.
    async fn next_week_at(&self, at: &str) -> backrank::store::Meetup {
        let ticks = self.tick_at(at).await;
        assert!(
            ticks.contains(&NightTick::NextWeek {
                night: 1,
                next: Some(2)
            }),
            "{ticks:?}"
        );
        self.bot.app().store().meetup(2).await.unwrap().unwrap()
    }

    /// Every night kept, past ones too.
    async fn nights(&self) -> Vec<backrank::store::Meetup> {
        self.bot.app().store().meetups(None, 0).await.unwrap()
    }

    async fn tick_at(&self, at: &str) -> Vec<NightTick> {
        self.clock.set(ts(at));
        self.scheduler.tick().await
    }
}

/// The id of the announcement's `answer` button.
fn button(reply: &Reply, answer: &str) -> String {
    reply
        .buttons
        .iter()
        .find_map(|b| match &b.kind {
            ButtonKind::Action(id) if id.starts_with("mu|") && id.ends_with(answer) => {
                Some(id.clone())
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {answer} button on {reply:?}"))
}

/// Everything a reply says: its text, its embed's title, description and
/// fields.
fn words(reply: &Reply) -> String {
    let mut out = reply.content.clone().unwrap_or_default();
    if let Some(e) = &reply.embed {
        out.push('\n');
        out.push_str(&e.title);
        out.push('\n');
        out.push_str(&e.description);
        for f in &e.fields {
            out.push_str(&format!("\n{}: {}", f.name, f.value));
        }
    }
    out
}

fn store(name: &str) -> Arc<dyn Store> {
    let dir = scratch(name);
    let _ = std::fs::remove_file(dir.join("backrank.sqlite3"));
    Arc::new(SqliteStore::open_dir(&dir).unwrap())
}

const PLAN: [(&str, &str); 6] = [
    ("name", "Thursday 960"),
    ("when", "2026-12-10 19:00"),
    ("where", "Café Central, Hauptstraße 5"),
    ("variant", "chess960"),
    ("places", "8"),
    ("draw", "seeds"),
];

/// The season's night, whole: planned on Monday for Thursday 19:00 in
/// Berlin (18:00 UTC), announced once with its Discord event, eleven
/// answers for eight places (three wait, one drops out and the first who
/// waits moves up), a reminder an hour before to those coming only, and
/// at 19:00 round 1 with the pairings of the eight, posted once.
#[tokio::test]
async fn a_night_is_announced_answered_reminded_and_started_once() {
    let club = Club::new(store("meetup-night"), "2026-12-07T10:00:00Z", "host a");
    club.in_zone("Europe/Berlin").await;
    let mut plan: Vec<(&str, &str)> = PLAN.to_vec();
    plan.push(("remind", "60"));
    let planned = club.meetup("plan", &plan).await;
    assert!(planned.ephemeral, "{planned:?}");
    assert!(
        words(&planned).contains("Thursday 960"),
        "{}",
        words(&planned)
    );
    assert!(
        club.channel.posts().is_empty(),
        "the scheduler announces, not the command"
    );

    // The announcement, once, with the Discord event made first.
    let ticks = club.tick_at("2026-12-07T10:00:05Z").await;
    assert!(
        matches!(ticks[..], [NightTick::Announced { .. }]),
        "{ticks:?}"
    );
    assert_eq!(club.tick_at("2026-12-07T10:01:00Z").await, vec![]);
    let posts = club.channel.posts();
    assert_eq!(posts.len(), 1);
    let announcement = posts[0].reply.clone();
    assert_eq!(posts[0].channel, CHANNEL);
    let text = words(&announcement);
    assert!(
        text.contains("<t:1796925600:F>"),
        "the start as a Discord timestamp: {text}"
    );
    assert!(text.contains("Café Central, Hauptstraße 5"), "{text}");
    assert!(text.contains("commitment"), "how round 1 is drawn: {text}");
    let made = club.events.made.lock().unwrap().clone();
    let (event, state) = made.values().next().expect("a Discord event");
    assert_eq!(*state, "scheduled");
    assert_eq!(event.location, "Café Central, Hauptstraße 5");
    assert_eq!(
        (event.starts_at, event.ends_at),
        (1_796_925_600, 1_796_925_600 + 3 * 3600)
    );

    // Eleven answer "coming" for eight places.
    let mut last = Reply::default();
    for user in 100..111 {
        last = club.press(&announcement, user, "coming").await;
        assert!(
            last.update,
            "a press makes the announcement again: {last:?}"
        );
    }
    let text = words(&last);
    assert!(text.contains("Coming (8/8)"), "{text}");
    assert!(text.contains("Waiting for a place (3)"), "{text}");
    // Player 102 can't come after all: 108 moves up, and is told.
    let dropped = club.press(&announcement, 102, "cannot").await;
    let text = words(&dropped);
    assert!(text.contains("A place opened up for <@108>"), "{text}");
    assert_eq!(dropped.pings, vec![108]);
    assert!(text.contains("Waiting for a place (2)"), "{text}");
    // An edited message pings nobody: 108 is told in a message of its
    // own, pinging them alone, once.
    let ticks = club.tick_at("2026-12-07T10:05:00Z").await;
    assert_eq!(
        ticks,
        vec![NightTick::MovedUp {
            night: 1,
            user: 108
        }]
    );
    let told = club.channel.posts()[1].reply.clone();
    assert_eq!(told.pings, vec![108]);
    assert!(
        words(&told).contains("<@108>, a place opened up for you"),
        "{}",
        words(&told)
    );
    assert_eq!(club.tick_at("2026-12-07T10:06:00Z").await, vec![], "once");

    // An hour before: the reminder pings those who said they come.
    club.tick_at("2026-12-10T16:59:00Z").await;
    assert_eq!(club.channel.posts().len(), 2, "not yet");
    let ticks = club.tick_at("2026-12-10T17:00:00Z").await;
    assert!(
        ticks.contains(&NightTick::Reminded { night: 1 }),
        "{ticks:?}"
    );
    let reminder = club.channel.posts()[2].reply.clone();
    let mut pinged = reminder.pings.clone();
    pinged.sort_unstable();
    let mut coming: Vec<u64> = (100..111).filter(|&u| u != 102).collect();
    coming.sort_unstable();
    assert_eq!(
        pinged, coming,
        "only those coming (with a place or waiting)"
    );

    // Discord's "Interested" counts too, where places remain: none here.
    *club.events.interested.lock().unwrap() = vec![300, 301];
    let start_at = ts("2026-12-10T18:00:00Z").as_second();
    let coming = words(&club.meetup("list", &[]).await);
    let listed = format!(
        "**Thursday 960**: <t:{start_at}:F> (<t:{start_at}:R>), Café Central, Hauptstraße 5 · 8 coming"
    );
    assert!(coming.contains(&listed), "{coming}");
    let ticks = club.tick_at("2026-12-10T18:00:00Z").await;
    assert!(
        matches!(ticks[..], [NightTick::Started { late: false, .. }]),
        "{ticks:?}"
    );
    assert_eq!(club.tick_at("2026-12-10T18:00:30Z").await, vec![], "once");
    let start = club.channel.posts()[3].clone();
    let text = words(&start.reply);
    assert!(text.contains("round 1 of 1"), "round 1's message: {text}");
    assert!(text.contains("Pairings"), "{text}");
    let mut players = start.reply.pings.clone();
    players.sort_unstable();
    let first_eight: Vec<u64> = [100, 101, 103, 104, 105, 106, 107, 108].to_vec();
    assert_eq!(players, first_eight, "the eight with a place, none waiting");
    for p in &first_eight {
        assert_eq!(
            text.matches(&format!("<@{p}>")).count(),
            1,
            "{p} on one board: {text}"
        );
    }
    // The pairings' check, run as printed, gives the boards posted.
    let line = text.rsplit("```").nth(1).unwrap().trim();
    assert!(line.starts_with("backrank pairings --seed"), "{line}");
    let dir = scratch("meetup-night-check");
    let out = crate::events::run_printed_in(&format!("{line} --format json"), &dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let checked: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let id = |p: &serde_json::Value| p["id"].as_str().unwrap().to_owned();
    for (i, board) in checked["boards"].as_array().unwrap().iter().enumerate() {
        let posted = format!(
            "Board {}: <@{}> (White) – <@{}> (Black)",
            i + 1,
            id(&board["white"]),
            id(&board["black"])
        );
        assert!(text.contains(&posted), "{posted} in {text}");
    }
    assert_eq!(checked["boards"].as_array().unwrap().len(), 4);
    // The announcement now says it started, with no buttons to press.
    let shown = club
        .channel
        .last_edit()
        .expect("the announcement made again");
    assert!(words(&shown).contains("Started"), "{}", words(&shown));
    assert!(
        shown
            .buttons
            .iter()
            .all(|b| !matches!(&b.kind, ButtonKind::Action(_)))
    );
    // A press after the start changes nothing.
    let late_press = club.press(&announcement, 300, "coming").await;
    assert!(
        words(&late_press).contains("has started"),
        "{}",
        words(&late_press)
    );
    // `/meetup list` keeps the night until it ends, as under way.
    let night = club.bot.app().store().meetup(1).await.unwrap().unwrap();
    let listed = words(&club.meetup("list", &[]).await);
    let under_way = format!(
        "**Thursday 960**: 🟢 under way until <t:{}:t>, Café Central",
        night.meetup.ends_at
    );
    assert!(listed.contains(&under_way), "{listed}");
    assert!(!listed.contains(":R>"), "no 'an hour ago': {listed}");
}

/// Two schedulers on one store (two hosts, each with its own connection
/// to it) at the announcement and at the start: one post each, on SQLite
/// and on PostgreSQL.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hosts_on_one_store_post_the_start_once() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let place = Place::fresh(backend).await;
        let channel = Arc::new(Channel::default());
        let events = Arc::new(Events::default());
        let a = Club::sharing(
            place.open().await,
            "2026-12-07T10:00:00Z",
            "host a",
            channel.clone(),
            events.clone(),
        );
        let b = Club::sharing(
            place.open().await,
            "2026-12-07T10:00:00Z",
            "host b",
            channel.clone(),
            events.clone(),
        );
        a.in_zone("Europe/Berlin").await;
        a.meetup("plan", &PLAN).await;
        let (ta, tb) = tokio::join!(
            a.tick_at("2026-12-07T10:00:05Z"),
            b.tick_at("2026-12-07T10:00:05Z")
        );
        assert_eq!(ta.len() + tb.len(), 1, "{backend:?}: {ta:?} {tb:?}");
        for at in ["2026-12-10T18:00:01Z", "2026-12-10T18:00:02Z"] {
            let (ta, tb) = tokio::join!(a.tick_at(at), b.tick_at(at));
            let started = ta
                .iter()
                .chain(&tb)
                .filter(|t| matches!(t, NightTick::Started { .. }))
                .count();
            let want = usize::from(at.ends_with("01Z"));
            assert_eq!(started, want, "{backend:?} at {at}: {ta:?} {tb:?}");
        }
        let nonces = channel.nonces.lock().unwrap().clone();
        assert_eq!(nonces, ["mu1a", "mu1s"], "{backend:?}");
        assert_eq!(events.made.lock().unwrap().len(), 1, "{backend:?}");
    }
}

/// The bot was down at the start: the post is made when it is back, once,
/// saying it is late; a cancelled night posts nothing at its time, and its
/// Discord event and announcement say it is cancelled.
#[tokio::test]
async fn a_missed_start_is_posted_late_once_and_a_cancelled_night_posts_nothing() {
    let shared = store("meetup-late");
    let first = Club::new(shared.clone(), "2026-12-07T10:00:00Z", "before the restart");
    first.in_zone("Europe/Berlin").await;
    first.meetup("plan", &PLAN).await;
    let mut other = PLAN.to_vec();
    other[0] = ("name", "Friday 960");
    other[1] = ("when", "2026-12-11 19:00");
    first.meetup("plan", &other).await;
    first.tick_at("2026-12-07T10:00:05Z").await;
    let cancelled = first.meetup("cancel", &[("name", "friday 960")]).await;
    assert!(
        words(&cancelled).contains("Friday 960"),
        "{}",
        words(&cancelled)
    );
    drop(first);

    // Back up 40 minutes after Thursday's start, on the same store.
    let again = Club::new(shared, "2026-12-10T18:40:00Z", "after the restart");
    let ticks = again.tick_at("2026-12-10T18:40:00Z").await;
    assert!(
        ticks.contains(&NightTick::Started {
            night: 1,
            message: 9001,
            late: true
        }),
        "{ticks:?}"
    );
    let start = &again.channel.posts()[0];
    assert!(
        words(&start.reply).contains("late"),
        "{}",
        words(&start.reply)
    );
    assert!(again.tick_at("2026-12-10T18:41:00Z").await.is_empty());
    // Friday's time comes and goes: nothing posted.
    again.tick_at("2026-12-11T18:00:00Z").await;
    again.tick_at("2026-12-11T18:05:00Z").await;
    assert_eq!(again.channel.posts().len(), 1, "only Thursday's start");
    let friday = again.bot.app().store().meetup(2).await.unwrap().unwrap();
    assert_eq!(friday.state, MeetupState::Cancelled);
}

/// A weekly series: each night ends, the next is planned at the same local
/// time across Berlin's spring change (19:00 is 18:00 UTC, then 17:00),
/// and its answers start afresh.
#[tokio::test]
async fn a_weekly_series_keeps_its_local_time_across_the_spring_change() {
    let club = Club::new(store("meetup-weekly"), "2027-03-22T10:00:00Z", "host");
    club.in_zone("Europe/Berlin").await;
    let mut plan = PLAN.to_vec();
    plan[1] = ("when", "2027-03-25 19:00");
    plan.push(("every", "week"));
    club.meetup("plan", &plan).await;
    club.tick_at("2027-03-22T10:00:05Z").await;
    let announcement = club.channel.posts()[0].reply.clone();
    club.press(&announcement, 100, "coming").await;
    club.tick_at("2027-03-25T18:00:00Z").await;
    let next = club.next_week_at("2027-03-25T21:00:00Z").await;
    assert_eq!(
        next.meetup.starts_at,
        ts("2027-04-01T17:00:00Z").as_second(),
        "19:00 in Berlin after the change"
    );
    assert_eq!(next.meetup.series_id, Some(1));
    let answers = club.bot.app().store().meetup_answers(2).await.unwrap();
    assert!(answers.is_empty(), "each week's list starts afresh");
    // The next night is announced by itself.
    let ticks = club.tick_at("2027-03-25T21:00:30Z").await;
    assert!(
        matches!(ticks[..], [NightTick::Announced { night: 2, .. }]),
        "{ticks:?}"
    );
}

/// Without the permission to make the server's events the bot says so once,
/// in the announcement, and the night goes on.
#[tokio::test]
async fn without_the_events_permission_the_night_goes_on_and_says_so() {
    let events = Arc::new(Events {
        forbidden: true,
        ..Events::default()
    });
    let club = Club::sharing(
        store("meetup-forbidden"),
        "2026-12-07T10:00:00Z",
        "host",
        Arc::default(),
        events,
    );
    club.in_zone("Europe/Berlin").await;
    club.meetup("plan", &PLAN).await;
    club.tick_at("2026-12-07T10:00:05Z").await;
    let announcement = club.channel.posts()[0].reply.clone();
    assert!(
        words(&announcement).contains("Create Events"),
        "{}",
        words(&announcement)
    );
    let pressed = club.press(&announcement, 100, "coming").await;
    assert!(
        words(&pressed).contains("Coming (1/8)"),
        "{}",
        words(&pressed)
    );
    assert!(
        !words(&pressed).contains("Create Events"),
        "said once, not on every press"
    );
}

/// Bad input is refused naming the bad part, and nothing is planned.
#[tokio::test]
async fn a_bad_plan_is_refused_naming_what_is_wrong() {
    let club = Club::new(store("meetup-refused"), "2026-12-07T10:00:00Z", "host");
    let no_zone = club.meetup("plan", &PLAN).await;
    assert!(
        words(&no_zone).contains("/settings timezone"),
        "{}",
        words(&no_zone)
    );
    club.in_zone("Europe/Berlin").await;
    for (option, value, says) in [
        ("when", "2026-12-01 19:00", "has passed"),
        ("when", "someday", "someday"),
        (
            "where",
            "Café Central, Hauptstraße 5, im ersten Stock hinten links, wo die Bretter schon stehen, bitte klingeln",
            "where",
        ),
        ("places", "1", "places"),
    ] {
        let mut plan = PLAN.to_vec();
        plan.retain(|(n, _)| *n != option);
        plan.push((option, value));
        let refused = club.meetup("plan", &plan).await;
        assert!(
            words(&refused).contains(says),
            "{option}:{value} → {}",
            words(&refused)
        );
    }
    assert!(club.nights().await.is_empty(), "nothing kept");
    assert!(club.tick_at("2026-12-07T10:01:00Z").await.is_empty());
}

/// A beacon night: its round 1 is the first round of the chain published
/// after its start, named in the announcement when it is planned; at the
/// start it is fetched, verified and drawn, and the pairings come from the
/// same round; a round changed in the store afterwards is refused, and
/// nothing is posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_beacon_night_draws_round_one_and_the_pairings_from_the_round_of_its_start() {
    // A chain signing a round a second for the last two hours, so the
    // night (its clock an hour behind) starts at a round already out.
    use crate::beacon_events::CHAIN;

    let (test, club, planned_at, starts) =
        beacon_club("meetup nights", store("meetup-beacon")).await;
    let when = starts.strftime("%Y-%m-%d %H:%M").to_string();
    let mut plan: Vec<(&str, &str)> = PLAN.to_vec();
    plan.retain(|(n, _)| !["when", "draw", "name"].contains(n));
    plan.extend([
        ("name", "Beacon night"),
        ("when", &when),
        ("draw", "beacon"),
    ]);
    club.meetup("plan", &plan).await;
    club.tick_at(&planned_at.to_string()).await;
    let announcement = club.channel.posts()[0].reply.clone();
    let round = test
        .chain()
        .first_round_after(starts.as_second().unsigned_abs());
    let text = words(&announcement);
    assert!(
        text.contains(&format!(
            "from round {round} of drand's public **{CHAIN}** beacon"
        )),
        "{text}"
    );
    for user in [100, 101, 102] {
        club.press(&announcement, user, "coming").await;
    }

    let at = Timestamp::from_second(starts.as_second() + 5).unwrap();
    let ticks = club.tick_at(&at.to_string()).await;
    assert!(
        matches!(ticks[..], [NightTick::Started { .. }]),
        "{ticks:?}"
    );
    let start = words(&club.channel.posts()[1].reply);
    assert!(start.contains(&format!("--round {round}")), "{start}");
    assert!(start.contains("backrank pairings --chain"), "{start}");
    assert!(start.contains("Bye: <@"), "three players: one bye: {start}");
}

/// A beacon night whose fixed round was changed in the store after it was
/// planned is refused at the start: nothing is posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_beacon_nights_round_changed_in_the_store_is_refused() {
    let store = store("meetup-beacon-forged");
    let (_, club, planned_at, starts) = beacon_club("forged night", store.clone()).await;
    let when = starts.strftime("%Y-%m-%d %H:%M").to_string();
    let mut plan: Vec<(&str, &str)> = PLAN.to_vec();
    plan.retain(|(n, _)| !["when", "draw"].contains(n));
    plan.extend([("when", when.as_str()), ("draw", "beacon")]);
    club.meetup("plan", &plan).await;
    club.tick_at(&planned_at.to_string()).await;
    // Someone with the database moves round 1 to an earlier beacon round.
    let night = store.meetup(1).await.unwrap().unwrap();
    let event = store
        .events(GUILD)
        .await
        .unwrap()
        .into_iter()
        .find(|e| e.id == night.meetup.event_id)
        .unwrap();
    let was = event.event.beacon.clone().unwrap();
    let mut forged = was.clone();
    forged.fixed[0].beacon_round -= 60;
    assert!(
        store
            .change_event_beacon(event.id, was, forged)
            .await
            .unwrap()
    );

    let at = Timestamp::from_second(starts.as_second() + 5).unwrap();
    let ticks = club.tick_at(&at.to_string()).await;
    assert!(
        matches!(&ticks[..], [NightTick::Failed { task, .. }] if task == "start"),
        "{ticks:?}"
    );
    assert_eq!(club.channel.posts().len(), 1, "only the announcement");
}

/// The web pages of a night: the announcement links the server's calendar
/// (as `https://` and `webcal://`), served as `text/calendar` that an
/// independent parser reads (one VEVENT a night, in UTC, a UID that stays,
/// the place escaped), a cancelled night marked so with a higher SEQUENCE;
/// a wrong token is a 404; and the night's event page counts down to its
/// start by the server's clock.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_calendar_feed_and_the_nights_page() {
    use backrank::web::{self, Budget, Web};

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let mut settings = Settings::load(None).unwrap();
    settings.web.public_url = Some(base.clone());
    let limits = settings.http.clone();
    let club = Club::with(
        settings,
        store("meetup-web"),
        "2026-12-07T10:00:00Z",
        "host",
        Arc::default(),
        Arc::default(),
    );
    let site =
        Web::new(Some(base.clone()), Budget::new(1000, 1000)).with_events(club.bot.app().clone());
    tokio::spawn(async move {
        web::serve_on(listener, Arc::new(site), &limits, std::future::pending())
            .await
            .unwrap();
    });
    club.in_zone("Europe/Berlin").await;
    club.meetup("plan", &PLAN).await;
    club.tick_at("2026-12-07T10:00:05Z").await;
    let announcement = club.channel.posts()[0].reply.clone();
    let links: Vec<String> = announcement
        .buttons
        .iter()
        .filter_map(|b| match &b.kind {
            ButtonKind::Link(url) => Some(url.clone()),
            ButtonKind::Action(_) => None,
        })
        .collect();
    let feed = links
        .iter()
        .find(|l| l.starts_with(&format!("{base}/calendar/")) && l.ends_with(".ics"))
        .unwrap_or_else(|| panic!("{links:?}"))
        .clone();
    let webcal = feed.replacen("http://", "webcal://", 1);
    assert!(
        words(&announcement).contains(&webcal),
        "{}",
        words(&announcement)
    );

    let http = reqwest::Client::new();
    let read = |url: String| {
        let http = http.clone();
        async move {
            let r = http.get(&url).send().await.unwrap();
            let status = r.status().as_u16();
            let kind = r
                .headers()
                .get("content-type")
                .map(|v| v.to_str().unwrap().to_owned())
                .unwrap_or_default();
            (status, kind, r.text().await.unwrap())
        }
    };
    let (status, kind, text) = read(feed.clone()).await;
    assert_eq!(
        (status, kind.as_str()),
        (200, "text/calendar; charset=utf-8")
    );
    let event = only_event(&text);
    assert_eq!(
        event["UID"],
        format!(
            "meetup-1@{}",
            base.trim_start_matches("http://")
                .split(':')
                .next()
                .unwrap()
        )
    );
    assert_eq!(event["DTSTART"], "20261210T180000Z");
    assert_eq!(event["DTEND"], "20261210T210000Z");
    assert_eq!(event["SUMMARY"], "Thursday 960");
    assert_eq!(event["LOCATION"], "Café Central\\, Hauptstraße 5");
    assert_eq!(event["STATUS"], "CONFIRMED");
    let sequence: u32 = event["SEQUENCE"].parse().unwrap();

    // The night's page counts down to 19:00 in Berlin by the server's clock.
    let page = links
        .iter()
        .find(|l| l.starts_with(&format!("{base}/e/")))
        .unwrap()
        .clone();
    let (status, _, html) = read(page).await;
    assert_eq!(status, 200);
    assert!(html.contains("data-play-at=\"1796925600000\""), "{html}");
    assert!(html.contains(&format!(
        "data-now=\"{}\"",
        ts("2026-12-07T10:00:05Z").as_millisecond()
    )));

    club.meetup("cancel", &[]).await;
    let (_, _, text) = read(feed.clone()).await;
    let event = only_event(&text);
    assert_eq!(event["STATUS"], "CANCELLED");
    assert!(
        event["SEQUENCE"].parse::<u32>().unwrap() > sequence,
        "{event:?}"
    );

    let wrong = format!("{base}/calendar/{}.ics", "0".repeat(32));
    assert_eq!(read(wrong).await.0, 404);
    assert_eq!(read(format!("{base}/calendar/x.ics")).await.0, 404);
}

/// The one VEVENT of an iCalendar file, read by the `ical` crate: each
/// property by name.
fn only_event(text: &str) -> HashMap<String, String> {
    let mut parsed = ical::IcalParser::new(std::io::BufReader::new(text.as_bytes()));
    let cal = parsed.next().expect("a calendar").expect("it parses");
    assert_eq!(cal.events.len(), 1, "{text}");
    cal.events[0]
        .properties
        .iter()
        .map(|p| (p.name.clone(), p.value.clone().unwrap_or_default()))
        .collect()
}

/// Members who play from home: a board whose two players both linked a
/// lichess username gets a game locked to the two of them, White the
/// first; a board with one unlinked player gets none.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_of_linked_players_get_games_locked_to_them() {
    use crate::fake_lichess::FakeLichess;
    use backrank::store::UserPrefs;

    let lichess = FakeLichess::start().await;
    let mut settings = Settings::load(None).unwrap();
    settings.lichess.api_url = lichess.url.clone();
    settings.lichess.timeout_secs = 5;
    let shared = store("meetup-lichess");
    let club = Club::with(
        settings,
        shared.clone(),
        "2026-12-07T10:00:00Z",
        "host",
        Arc::default(),
        Arc::default(),
    );
    club.in_zone("Europe/Berlin").await;
    club.meetup("plan", &PLAN).await;
    club.tick_at("2026-12-07T10:00:05Z").await;
    let announcement = club.channel.posts()[0].reply.clone();
    // Four come; 100 to 102 linked a lichess name, 103 did not.
    for user in 100..104 {
        club.press(&announcement, user, "coming").await;
        if user < 103 {
            let prefs = UserPrefs {
                lichess: Some(format!("player{user}")),
                ..UserPrefs::default()
            };
            assert!(
                shared
                    .change_user_prefs(user, UserPrefs::default(), prefs, 0)
                    .await
                    .unwrap()
            );
        }
    }
    club.tick_at("2026-12-10T18:00:01Z").await;
    let text = words(&club.channel.posts()[1].reply);
    let line = text.rsplit("```").nth(1).unwrap().trim();
    let out = crate::events::run_printed_in(
        &format!("{line} --format json"),
        &scratch("meetup-lichess-check"),
    );
    let checked: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let id = |p: &serde_json::Value| p["id"].as_str().unwrap().parse::<u64>().unwrap();
    let boards: Vec<(u64, u64)> = checked["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| (id(&b["white"]), id(&b["black"])))
        .collect();
    let linked: Vec<&(u64, u64)> = boards
        .iter()
        .filter(|(w, b)| *w < 103 && *b < 103)
        .collect();
    let log = lichess.log();
    assert_eq!(log.len(), linked.len(), "one game a linked board: {log:?}");
    for (sent, (w, b)) in log.iter().zip(&linked) {
        let users = format!("player{w},player{b}");
        assert_eq!(sent.field("users"), Some(users.as_str()), "White first");
    }
    assert_eq!(
        text.matches("on lichess, for its two players only").count(),
        linked.len(),
        "{text}"
    );
}

/// A night moved: Discord's event follows, the announcement is made again
/// with the new time, and the start comes at the new time only. A week of
/// a series skipped: nothing is posted that week, and the next week is
/// planned all the same.
#[tokio::test]
async fn a_moved_night_starts_at_its_new_time_and_a_skipped_week_keeps_the_series() {
    let club = Club::new(store("meetup-moved"), "2026-12-07T10:00:00Z", "host");
    club.in_zone("Europe/Berlin").await;
    let mut plan = PLAN.to_vec();
    plan.push(("every", "week"));
    club.meetup("plan", &plan).await;
    club.tick_at("2026-12-07T10:00:05Z").await;
    let moved = club.meetup("move", &[("when", "2026-12-11 19:30")]).await;
    assert!(
        words(&moved).contains("<t:1797013800:F>"),
        "{}",
        words(&moved)
    );
    let ticks = club.tick_at("2026-12-07T10:01:00Z").await;
    assert!(ticks.contains(&NightTick::Shown { night: 1 }), "{ticks:?}");
    let made = club.events.made.lock().unwrap().clone();
    let (event, _) = made.values().next().unwrap();
    assert_eq!(event.starts_at, 1_797_013_800, "Discord's event follows");
    let shown = club.channel.last_edit().unwrap();
    assert!(
        words(&shown).contains("<t:1797013800:F>"),
        "{}",
        words(&shown)
    );
    // Its old time comes and goes: nothing.
    assert!(club.tick_at("2026-12-10T18:00:00Z").await.is_empty());
    let ticks = club.tick_at("2026-12-11T18:30:00Z").await;
    assert!(
        matches!(ticks[..], [NightTick::Started { night: 1, .. }]),
        "{ticks:?}"
    );
    // The next week keeps the series' own day and time (Thursday 19:00).
    let next = club.next_week_at("2026-12-11T21:30:00Z").await;
    assert_eq!(
        next.meetup.starts_at,
        ts("2026-12-17T18:00:00Z").as_second()
    );
    club.tick_at("2026-12-11T21:31:00Z").await;

    // That week is skipped: its Discord event is cancelled, nothing is
    // posted at its time, and the week after is planned.
    let skipped = club.meetup("cancel", &[("this_week_only", "true")]).await;
    assert!(words(&skipped).contains("next week"), "{}", words(&skipped));
    club.tick_at("2026-12-12T10:00:00Z").await;
    let cancelled = club
        .events
        .made
        .lock()
        .unwrap()
        .values()
        .filter(|(_, state)| *state == "cancelled")
        .count();
    assert_eq!(cancelled, 1);
    let posts = club.channel.posts().len();
    club.tick_at("2026-12-17T18:00:00Z").await;
    let ticks = club.tick_at("2026-12-17T21:00:00Z").await;
    assert_eq!(
        club.channel.posts().len(),
        posts,
        "a skipped week posts nothing"
    );
    assert!(
        ticks.contains(&NightTick::NextWeek {
            night: 2,
            next: Some(3)
        }),
        "{ticks:?}"
    );
}

/// A club whose beacon is a test chain signing a round a second for the
/// last two hours (behind a live stand-in relay), its clock an hour behind
/// and its zone UTC: the chain, the club, its clock's time, and a start
/// half an hour before now (on a minute), whose round is out already.
async fn beacon_club(
    seed: &str,
    store: Arc<dyn Store>,
) -> (
    Arc<backrank_beacon::testing::TestChain>,
    Club,
    Timestamp,
    Timestamp,
) {
    use crate::beacon_events::{CHAIN, chain_settings};
    use backrank_beacon::testing::{TestChain, live_relay};

    let real = Timestamp::now().as_second();
    let test = Arc::new(TestChain::new(CHAIN, seed, (real - 7200).unsigned_abs(), 1));
    let mut settings = Settings::load(None).unwrap();
    settings.beacon.chain = CHAIN.into();
    settings.beacon.relays = vec![live_relay(test.clone()).await];
    settings
        .beacon
        .chains
        .insert(CHAIN.into(), chain_settings(&test));
    let planned_at = Timestamp::from_second(real - 3600).unwrap();
    let starts = Timestamp::from_second((real - 1800) / 60 * 60).unwrap();
    let club = Club::with(
        settings,
        store,
        &planned_at.to_string(),
        "host",
        Arc::default(),
        Arc::default(),
    );
    club.in_zone("UTC").await;
    (test, club, planned_at, starts)
}

/// A night's study time: `study:10` gives round 1 ten minutes to study
/// the position from its reveal at the start; a night planned without it
/// takes the server's event study time, as `/event next` does.
#[tokio::test]
async fn a_nights_rounds_get_its_study_time_or_the_servers() {
    for (study, server, minutes) in [(Some("10"), 0, 10), (None, 5, 5)] {
        let club = Club::new(store("meetup-study"), "2026-12-07T10:00:00Z", "host a");
        club.in_zone("Europe/Berlin").await;
        club.bot
            .app()
            .servers()
            .change_with(GUILD, move |g| {
                Ok(GuildSettings {
                    event_study: server,
                    ..g.clone()
                })
            })
            .await
            .unwrap();
        let mut plan: Vec<(&str, &str)> = PLAN.to_vec();
        if let Some(study) = study {
            plan.push(("study", study));
        }
        club.meetup("plan", &plan).await;
        club.tick_at("2026-12-07T10:00:05Z").await;
        club.tick_at("2026-12-10T18:00:00Z").await;
        let start = club.channel.posts().last().unwrap().reply.clone();
        let text = words(&start);
        // 18:00 UTC plus the study time.
        let play = 1_796_925_600 + minutes * 60;
        assert!(
            text.contains(&format!("{minutes} minutes to study the position"))
                && text.contains(&format!("<t:{play}:t>")),
            "{study:?} on a server with {server}: {text}"
        );
    }
    let club = Club::new(store("meetup-study"), "2026-12-07T10:00:00Z", "host a");
    club.in_zone("Europe/Berlin").await;
    let mut plan: Vec<(&str, &str)> = PLAN.to_vec();
    plan.push(("study", "61"));
    let refused = words(&club.meetup("plan", &plan).await);
    assert!(refused.contains("study"), "{refused}");
    assert!(club.nights().await.is_empty(), "nothing kept");
}

/// A console and the bot on one store each run their own server's nights
/// only: the bot's scheduler leaves the console's pretend server alone and
/// the console's leaves the real ones, so neither takes the other's posts.
#[tokio::test]
async fn a_scheduler_runs_only_the_servers_it_is_given() {
    let club = Club::new(store("meetup-servers"), "2026-12-07T10:00:00Z", "host a");
    club.in_zone("Europe/Berlin").await;
    club.meetup("plan", &PLAN).await;
    club.clock.set(ts("2026-12-07T10:00:05Z"));
    let scheduler = |servers| {
        MeetupScheduler::new(
            club.bot.app().clone(),
            club.channel.clone(),
            Some(club.events.clone() as Arc<dyn GuildEvents>),
            "another host",
        )
        .of(servers)
    };
    assert_eq!(scheduler(Servers::AllBut(GUILD)).tick().await, vec![]);
    assert_eq!(scheduler(Servers::Only(GUILD + 1)).tick().await, vec![]);
    assert!(club.channel.posts().is_empty());
    let ticks = scheduler(Servers::Only(GUILD)).tick().await;
    assert!(
        matches!(ticks[..], [NightTick::Announced { .. }]),
        "{ticks:?}"
    );
}
