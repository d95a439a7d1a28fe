//! One store suite, two backends: every behaviour the bot relies on, run
//! against the SQLite file and against a real PostgreSQL server (see
//! `postgres.rs`). Races are run between two handles on one store, as two
//! processes (or hosts) would hold it: two SQLite connections sets, or two
//! PostgreSQL pools.

use std::path::PathBuf;
use std::sync::Arc;

use backrank::core::draw_rules::{Avoided, DrawRules, Positions};
use backrank::store::{Answer, Meetup, MeetupAnswer, MeetupState, MeetupTask, NewMeetup};
use backrank::store::{
    Claim, ConsoleName, DailyOf, EventBeacon, EventRound, FixedRound, GuildSettings, KeptSource,
    Missed, NameKind, NewEvent, NewRoll, NewRollAlong, NewSchedule, PostClaim, PostOutcome,
    PostStatus, PostgresOptions, RollAlongChange, RollAlongState, RollKind, Rotation, Scope,
    ServerVariant, ShardBeat, SourceKind, StatRoll, Store, StoreError, Swept, UserPrefs,
    VariantAdded, Who, WhoThrows,
};

use crate::common::scratch;

#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Where one test's store lives: a directory, or a database URL.
#[derive(Clone, Debug)]
pub struct Place {
    pub url: String,
    pub dir: PathBuf,
}

impl Place {
    /// A new, empty store on `backend`.
    pub async fn fresh(backend: Backend) -> Place {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = scratch(&format!("suite-{}", N.fetch_add(1, Ordering::Relaxed)));
        let _ = std::fs::remove_dir_all(&dir);
        let url = match backend {
            Backend::Sqlite => String::new(),
            Backend::Postgres => crate::postgres::fresh_database().await,
        };
        Place { url, dir }
    }

    /// Opens the store (again): a new handle, as another process would.
    pub async fn open(&self) -> Arc<dyn Store> {
        let options = PostgresOptions {
            pool_size: 8,
            ca_file: String::new(),
        };
        backrank::store::open(&self.url, &self.dir, &options)
            .await
            .unwrap_or_else(|e| panic!("could not open the store at {self:?}: {e}"))
    }
}

/// Runs each named test on both backends: `sqlite::NAME` and
/// `postgres::NAME`.
macro_rules! on_both_backends {
    ($($test:ident),+ $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    super::$test(super::Place::fresh(super::Backend::Sqlite).await).await
                }
            )+
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    super::$test(super::Place::fresh(super::Backend::Postgres).await).await
                }
            )+
        }
    };
}

on_both_backends!(
    rolls_round_trip_and_survive_reopening,
    records_are_numbered_per_server_and_per_person_outside_servers,
    statistics_read_one_scope_since_a_moment_a_page_at_a_time,
    racing_saves_in_one_server_get_distinct_numbers,
    a_roll_along_changes_only_from_the_version_it_was_read_at,
    a_witnessed_roll_along_keeps_its_players_in_turn_order,
    racing_presses_on_one_step_land_once,
    the_sweep_expires_idle_roll_alongs_and_forgets_old_ones,
    settings_default_until_set,
    claims_are_won_once_held_by_their_worker_and_taken_over_after_the_lease,
    racing_claims_on_one_day_are_won_once,
    a_dates_daily_roll_is_kept_once_and_the_scheduled_post_takes_it,
    device_health_is_kept_per_source_and_can_be_reset,
    an_interaction_is_first_delivered_once_across_handles,
    a_write_probe_goes_through_and_leaves_nothing,
    a_whole_store_checks_out_whole,
    a_copy_keeps_everything_and_numbering_goes_on,
    a_copy_into_a_store_in_use_is_refused_and_changes_nothing,
    a_servers_variants_are_its_own_and_every_version_is_kept,
    racing_adds_never_pass_a_servers_limit,
    preferences_are_each_persons_own_and_reset_removes_them,
    an_events_rounds_are_revealed_once_each_even_racing,
    a_beacon_events_rounds_are_fixed_once_even_racing,
    two_managers_saving_at_once_both_keep_their_change,
    two_people_changing_their_preferences_at_once_keep_both,
    an_older_stores_sources_and_events_are_brought_up_to_date,
    names_that_read_the_same_are_one_event_old_ones_each_still_found,
    a_kept_spec_reads_back_typed_and_a_changed_one_is_corrupt,
    a_rounds_play_start_is_kept_with_its_roll,
    an_events_rules_draw_again_and_are_held_to_what_was_committed,
    a_codes_first_public_record_and_a_daily_rolls_date_are_found,
    a_schedule_set_later_takes_up_the_servers_challenge_of_the_date,
    an_older_stores_daily_books_are_kept,
    a_consoles_names_keep_their_ids_and_never_share_one,
    a_tampered_round_is_its_own_and_avoid_says_so,
    names_that_look_the_same_in_other_scripts_are_one_event_old_keys_worked_out_again,
    gateway_processes_note_their_shards_and_each_sees_the_others,
    meetups_are_kept_listed_and_changed_from_their_version,
    a_nights_answers_keep_their_order_and_racing_ones_are_all_kept,
    a_nights_task_is_won_once_taken_over_after_the_lease_never_after_done,
    a_servers_feed_token_is_kept_and_finds_its_server,
    a_meetups_unknown_word_is_corrupt_naming_it,
);

fn who(user: u64, guild: Option<u64>) -> Who {
    Who {
        user_id: user,
        user_name: format!("user {user}"),
        guild_id: guild,
        channel_id: Some(9),
    }
}

pub fn roll(n: u64) -> NewRoll {
    NewRoll {
        made_at: 1_700_000_000,
        kind: RollKind::Random,
        who: Who {
            user_id: 42,
            user_name: "ada".into(),
            guild_id: Some(7),
            channel_id: Some(9),
        },
        spec: backrank::core::roll::KeptSpec::try_from(("chess960", "placement", "d6")).unwrap(),
        source: KeptSource::of(SourceKind::Os),
        faces: "123".into(),
        number: n,
        fen: "fen".into(),
        replay_code: format!("code-{n}"),
        private: false,
        event: None,
        play_at: None,
    }
}

/// Round `round` of event `event_id`, and a roll revealed for it (a
/// seeded one, as a seed event's round is).
fn event_round(event_id: i64, round: i64) -> (EventRound, NewRoll) {
    let source = KeptSource {
        device: Some(format!("seed {round}")),
        ..KeptSource::of(SourceKind::Seed)
    };
    let roll = NewRoll {
        kind: RollKind::Event,
        source,
        ..roll(round as u64)
    };
    (EventRound { event_id, round }, roll)
}

fn start(now: i64) -> NewRollAlong {
    NewRollAlong {
        owner: roll(1).who,
        spec: backrank::core::roll::KeptSpec::try_from(("chess960", "placement", "d6")).unwrap(),
        now,
        players: Vec::new(),
        exclude_standard: false,
        pairs: false,
    }
}

fn schedule() -> NewSchedule {
    NewSchedule {
        guild_id: 1,
        channel_id: 2,
        local_time: "18:00".into(),
        timezone: "Europe/Berlin".into(),
        variants: vec!["chess960".into(), "crc".into()],
        rotation: Rotation::Rotate,
        thread: true,
        created_at: 0,
    }
}

async fn rolls_round_trip_and_survive_reopening(place: Place) {
    let store = place.open().await;
    let a = store.save_roll(roll(518)).await.unwrap();
    let b = store
        .save_roll(NewRoll {
            private: true,
            // Snowflakes use all 64 bits: the top one survives the trip.
            who: who(u64::MAX - 1, Some(1 << 63)),
            ..roll(0)
        })
        .await
        .unwrap();
    assert_ne!(a.id, b.id);
    drop(store);
    let store = place.open().await;
    let got = store.roll(a.id).await.unwrap().unwrap();
    assert_eq!(got.roll, roll(518));
    assert_eq!(got.record(), a);
    let got_b = store.roll(b.id).await.unwrap().unwrap();
    assert!(got_b.roll.private);
    assert_eq!(
        (got_b.roll.who.user_id, got_b.roll.who.guild_id),
        (u64::MAX - 1, Some(1 << 63))
    );
    assert!(store.roll(999).await.unwrap().is_none());
    store.ping().await.unwrap();
}

/// Each server counts its own records from 1, and each person outside
/// servers too: a number says nothing about anyone else's rolls.
async fn records_are_numbered_per_server_and_per_person_outside_servers(place: Place) {
    let store = place.open().await;
    let mut numbers = Vec::new();
    for w in [
        who(1, Some(100)),
        who(2, Some(100)),
        who(1, Some(200)),
        who(1, None),
        who(2, Some(100)),
        who(2, None),
        who(1, None),
    ] {
        let at = store
            .save_roll(NewRoll { who: w, ..roll(1) })
            .await
            .unwrap();
        numbers.push((at.scope, at.record_no));
    }
    assert_eq!(
        numbers,
        [
            (Scope::Guild(100), 1),
            (Scope::Guild(100), 2),
            (Scope::Guild(200), 1),
            (Scope::User(1), 1),
            (Scope::Guild(100), 3),
            (Scope::User(2), 1),
            (Scope::User(1), 2),
        ]
    );
    let third = store.record(Scope::Guild(100), 3).await.unwrap().unwrap();
    assert_eq!(third.roll.who.user_id, 2);
    assert!(store.record(Scope::Guild(200), 2).await.unwrap().is_none());
}

/// The statistics' pages: one scope only (not another server's, not the
/// maker's DMs), from a moment on, in record order, each page after the
/// last record number of the one before, every column as saved.
async fn statistics_read_one_scope_since_a_moment_a_page_at_a_time(place: Place) {
    let store = place.open().await;
    for (i, guild) in [
        Some(100),
        Some(100),
        Some(200),
        None,
        Some(100),
        Some(100),
        Some(100),
    ]
    .into_iter()
    .enumerate()
    {
        let i = i as i64;
        let made = NewRoll {
            who: who(1, guild),
            made_at: 1_000 + i,
            faces: format!("{}", i + 1),
            source: KeptSource::of(if i % 2 == 0 {
                SourceKind::Os
            } else {
                SourceKind::Tower
            }),
            ..roll(i as u64)
        };
        store.save_roll(made).await.unwrap();
    }
    // Server 100 holds rolls 0, 1, 4, 5, 6 as records 1–5; from 1_001 on:
    // records 2–5.
    let first = store
        .stat_rolls(Scope::Guild(100), 1_001, 0, 3)
        .await
        .unwrap();
    let numbers = |page: &[StatRoll]| {
        page.iter()
            .map(|r| (r.record_no, r.number))
            .collect::<Vec<_>>()
    };
    assert_eq!(numbers(&first), [(2, 1), (3, 4), (4, 5)]);
    assert_eq!(
        first[1],
        StatRoll {
            record_no: 3,
            made_at: 1_004,
            spec: Some(
                backrank::core::roll::KeptSpec::try_from(("chess960", "placement", "d6")).unwrap()
            ),
            source: SourceKind::Os,
            faces: "5".into(),
            number: 4,
            replay_code: "code-4".into(),
        }
    );
    let rest = store
        .stat_rolls(Scope::Guild(100), 1_001, 4, 3)
        .await
        .unwrap();
    assert_eq!(numbers(&rest), [(5, 6)]);
    assert!(
        store
            .stat_rolls(Scope::Guild(100), 1_001, 5, 3)
            .await
            .unwrap()
            .is_empty()
    );
    let dms = store.stat_rolls(Scope::User(1), 0, 0, 10).await.unwrap();
    assert_eq!(numbers(&dms), [(1, 3)]);
    assert!(
        store
            .stat_rolls(Scope::Guild(300), 0, 0, 10)
            .await
            .unwrap()
            .is_empty()
    );
}

/// Two handles (two processes) saving in one server at once: every roll
/// gets its own number, and together they are 1..=N.
async fn racing_saves_in_one_server_get_distinct_numbers(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let saves = (0..40u64).map(|n| {
        let store = if n % 2 == 0 { a.clone() } else { b.clone() };
        tokio::spawn(async move { store.save_roll(roll(n)).await.unwrap().record_no })
    });
    let mut numbers = Vec::new();
    for s in saves {
        numbers.push(s.await.unwrap());
    }
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=40).collect::<Vec<i64>>());
}

fn step(faces: &str) -> RollAlongChange {
    RollAlongChange {
        faces: faces.into(),
        state: RollAlongState::Open,
        now: 11,
        roll: None,
    }
}

async fn a_witnessed_roll_along_keeps_its_players_in_turn_order(place: Place) {
    let store = place.open().await;
    let plain = store.start_roll_along(start(10)).await.unwrap();
    assert!(plain.players.is_empty());
    assert!(!plain.exclude_standard && !plain.pairs);
    // The largest id Discord could send survives the round trip.
    let players = vec![2, u64::MAX, 1];
    let s = store
        .start_roll_along(NewRollAlong {
            players: players.clone(),
            exclude_standard: true,
            pairs: true,
            ..start(10)
        })
        .await
        .unwrap();
    assert_eq!(s.players, players);
    assert!(s.exclude_standard && s.pairs, "the server's rules are kept");
    let s = store
        .update_roll_along(s.id, 0, step("3"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(s.players, players, "a press keeps the players");
    let reopened = place.open().await;
    assert_eq!(
        reopened.roll_along(s.id).await.unwrap().unwrap().players,
        players
    );
}

async fn a_roll_along_changes_only_from_the_version_it_was_read_at(place: Place) {
    let store = place.open().await;
    let s = store.start_roll_along(start(10)).await.unwrap();
    assert_eq!(
        (s.state, s.version, s.faces.as_str()),
        (RollAlongState::Open, 0, "")
    );
    let s1 = store
        .update_roll_along(s.id, 0, step("3"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((s1.version, s1.faces.as_str()), (1, "3"));
    // A second press read at version 0 loses.
    assert!(
        store
            .update_roll_along(s.id, 0, step("5"))
            .await
            .unwrap()
            .is_none()
    );
    let done = store
        .update_roll_along(
            s.id,
            1,
            RollAlongChange {
                faces: "34".into(),
                state: RollAlongState::Done,
                now: 12,
                roll: Some(roll(5)),
            },
        )
        .await
        .unwrap()
        .unwrap();
    assert_eq!(done.state, RollAlongState::Done);
    let rid = done.roll_id.unwrap();
    assert_eq!(store.roll(rid).await.unwrap().unwrap().roll.number, 5);
    // A finished roll-along takes no more changes.
    assert!(
        store
            .update_roll_along(s.id, 2, step("345"))
            .await
            .unwrap()
            .is_none()
    );
    assert!(store.roll_along(s.id + 1000).await.unwrap().is_none());
}

/// Twenty presses on one step, from two handles at once, each finishing
/// the roll: exactly one lands, and exactly one roll is saved.
async fn racing_presses_on_one_step_land_once(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let s = a.start_roll_along(start(10)).await.unwrap();
    let presses = (0..20u64).map(|n| {
        let store = if n % 2 == 0 { a.clone() } else { b.clone() };
        tokio::spawn(async move {
            let change = RollAlongChange {
                faces: format!("{}", n % 6 + 1),
                state: RollAlongState::Done,
                now: 20,
                roll: Some(roll(n)),
            };
            store.update_roll_along(s.id, 0, change).await.unwrap()
        })
    });
    let mut landed = Vec::new();
    for p in presses {
        landed.extend(p.await.unwrap());
    }
    assert_eq!(landed.len(), 1, "{landed:?}");
    // Only the winner's roll was saved: the next number in the server is 2.
    assert_eq!(a.save_roll(roll(99)).await.unwrap().record_no, 2);
}

/// Open roll-alongs left idle expire; finished ones are forgotten after
/// their time, and the rolls they made stay.
async fn the_sweep_expires_idle_roll_alongs_and_forgets_old_ones(place: Place) {
    let store = place.open().await;
    let idle = store.start_roll_along(start(100)).await.unwrap();
    let busy = store.start_roll_along(start(900)).await.unwrap();
    let done = store.start_roll_along(start(50)).await.unwrap();
    let made = store
        .update_roll_along(
            done.id,
            0,
            RollAlongChange {
                faces: "1".into(),
                state: RollAlongState::Done,
                now: 60,
                roll: Some(roll(3)),
            },
        )
        .await
        .unwrap()
        .unwrap()
        .roll_id
        .unwrap();
    let swept = store.sweep_roll_alongs(500, 80).await.unwrap();
    assert_eq!(
        swept,
        Swept {
            expired: 1,
            deleted: 1
        }
    );
    let s = store.roll_along(idle.id).await.unwrap().unwrap();
    assert_eq!(s.state, RollAlongState::Expired);
    assert_eq!(
        store.roll_along(busy.id).await.unwrap().unwrap().state,
        RollAlongState::Open
    );
    assert!(store.roll_along(done.id).await.unwrap().is_none());
    assert!(store.roll(made).await.unwrap().is_some(), "the roll stays");
}

async fn settings_default_until_set(place: Place) {
    let store = place.open().await;
    assert_eq!(
        store.guild_settings(5).await.unwrap(),
        GuildSettings::default()
    );
    let g = GuildSettings {
        variant: Some("crc".into()),
        guided: WhoThrows::Role,
        guided_role: Some(77),
        public: false,
        missed_daily: Missed::Skip,
        manager_role: Some(88),
        language: Some("ko".into()),
        exclude_standard: true,
        pairs: true,
        event_study: 15,
        lichess: false,
        lichess_clock: Some("3d".into()),
        timezone: Some("America/Argentina/Buenos_Aires".into()),
        ..GuildSettings::default()
    };
    assert!(
        store
            .change_guild_settings(5, GuildSettings::default(), g.clone())
            .await
            .unwrap()
    );
    assert_eq!(store.guild_settings(5).await.unwrap(), g);
    assert_eq!(
        store.guild_settings(6).await.unwrap(),
        GuildSettings::default()
    );
    let g2 = GuildSettings {
        log_channel: Some(3),
        ..g.clone()
    };
    assert!(
        !store
            .change_guild_settings(5, GuildSettings::default(), g2.clone())
            .await
            .unwrap(),
        "a change made from settings no longer kept is refused"
    );
    assert_eq!(
        store.guild_settings(5).await.unwrap(),
        g,
        "and writes nothing"
    );
    assert!(store.change_guild_settings(5, g, g2.clone()).await.unwrap());
    assert_eq!(place.open().await.guild_settings(5).await.unwrap(), g2);
}

async fn claims_are_won_once_held_by_their_worker_and_taken_over_after_the_lease(place: Place) {
    let store = place.open().await;
    let s = store.set_schedule(schedule()).await.unwrap();
    assert_eq!(store.schedules(None).await.unwrap(), vec![s.clone()]);
    let day = jiff::civil::date(2026, 3, 29);
    let held = |w: &str| PostClaim {
        schedule_id: s.id,
        date: day,
        worker: w.into(),
    };
    let claim = |w: &str, now| store.claim_post(held(w), now, 600);
    assert_eq!(
        claim("a", 100).await.unwrap(),
        Claim::Won {
            roll_id: None,
            first_claimed_at: 100,
            sent_at: None
        }
    );
    assert_eq!(claim("b", 200).await.unwrap(), Claim::Taken);
    // a saves and keeps its roll with the claim; b, holding none, saves
    // nothing; a second roll of a's is not saved either.
    let keep = |w: &str| store.keep_post_roll(held(w), roll(1));
    let r_id = keep("a").await.unwrap().unwrap();
    assert_eq!(keep("b").await.unwrap(), None);
    assert_eq!(keep("a").await.unwrap(), Some(r_id));
    assert_eq!(store.dump().await.unwrap().rolls.len(), 1);
    // a renews its lease while it works; b cannot.
    let renew = |w: &str| store.renew_post(held(w), 500);
    assert!(renew("a").await.unwrap());
    assert!(!renew("b").await.unwrap());
    assert_eq!(
        claim("b", 1000).await.unwrap(),
        Claim::Taken,
        "renewed at 500"
    );
    // a's attempt may have reached Discord; the first time is kept.
    let sent = |at| store.mark_post_sent(held("a"), at);
    assert!(sent(550).await.unwrap());
    assert!(sent(560).await.unwrap());
    // a died: after the lease b takes over, with a's roll.
    let resumed = Claim::Won {
        roll_id: Some(r_id),
        first_claimed_at: 100,
        sent_at: Some(550),
    };
    assert_eq!(claim("b", 1200).await.unwrap(), resumed);
    // Only the holder finishes.
    let finish = |w: &str| store.finish_post(held(w), PostOutcome::Skipped("t".into()));
    assert!(!finish("a").await.unwrap());
    // b gives it back (a passing fault): the roll stays for the next.
    store.release_post(held("b")).await.unwrap();
    assert_eq!(claim("c", 1201).await.unwrap(), resumed);
    assert!(finish("c").await.unwrap());
    assert_eq!(claim("d", 99_999).await.unwrap(), Claim::Taken);
    let e = store.post(s.id, day).await.unwrap().unwrap();
    assert_eq!((e.status, e.worker.as_str()), (PostStatus::Skipped, "c"));
    assert_eq!((e.roll_id, e.first_claimed_at), (Some(r_id), 100));
    // Re-set, the channel's schedule keeps its id and its book (issue 59):
    // the day stays done.
    let s2 = store
        .set_schedule(NewSchedule {
            local_time: "07:30".into(),
            ..s.spec.clone()
        })
        .await
        .unwrap();
    assert_eq!(s2.id, s.id);
    assert_eq!(store.schedules(Some(1)).await.unwrap(), vec![s2.clone()]);
    assert_eq!(store.post(s.id, day).await.unwrap(), Some(e.clone()));
    assert_eq!(claim("e", 100_000).await.unwrap(), Claim::Taken);
    // Stopped, it runs no more, but it and its book stay the channel's;
    // set again, it runs with the same id.
    assert_eq!(store.stop_schedules(1, Some(3), 7).await.unwrap(), 0);
    assert_eq!(store.stop_schedules(1, None, 7).await.unwrap(), 1);
    assert_eq!(store.stop_schedules(1, None, 8).await.unwrap(), 0);
    assert_eq!(store.schedules(None).await.unwrap(), vec![]);
    let stopped = store.channel_schedule(1, 2).await.unwrap().unwrap();
    assert_eq!((stopped.id, stopped.stopped_at), (s.id, Some(7)));
    assert_eq!(store.post(s.id, day).await.unwrap(), Some(e));
    // A worker that listed it before the stop claims no date of it, not
    // even one `/daily now` kept a roll for (a claim nobody holds).
    let next_day = day.tomorrow().unwrap();
    let kept = store
        .keep_day_roll(DailyOf::Schedule(s.id), next_day, roll(9), 8)
        .await
        .unwrap();
    let late = |worker: &str, at| {
        store.claim_post(
            PostClaim {
                schedule_id: s.id,
                date: next_day,
                worker: worker.into(),
            },
            at,
            600,
        )
    };
    assert_eq!(late("f", 100_001).await.unwrap(), Claim::Taken);
    let s3 = store.set_schedule(s.spec.clone()).await.unwrap();
    assert_eq!((s3.id, s3.stopped_at), (s.id, None));
    assert_eq!(store.schedules(None).await.unwrap(), vec![s3]);
    assert_eq!(store.channel_schedule(1, 9).await.unwrap(), None);
    // Running again, its date's kept roll is claimed and posted.
    assert!(matches!(
        late("g", 100_002).await.unwrap(),
        Claim::Won { roll_id: Some(id), .. } if id == kept
    ));
}

/// Sixteen workers on two handles claim one day at the same moment: one
/// wins, and the books name it.
async fn racing_claims_on_one_day_are_won_once(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let s = a.set_schedule(schedule()).await.unwrap();
    let claims = (0..16).map(|n| {
        let store = if n % 2 == 0 { a.clone() } else { b.clone() };
        tokio::spawn(async move {
            let worker = format!("w{n}");
            let claim = PostClaim {
                schedule_id: s.id,
                date: jiff::civil::date(2026, 5, 1),
                worker: worker.clone(),
            };
            let c = store.claim_post(claim, 100, 600).await.unwrap();
            (worker, c)
        })
    });
    let mut winners = Vec::new();
    for c in claims {
        let (worker, claim) = c.await.unwrap();
        if matches!(claim, Claim::Won { .. }) {
            winners.push(worker);
        }
    }
    assert_eq!(winners.len(), 1, "{winners:?}");
    let e = a
        .post(s.id, jiff::civil::date(2026, 5, 1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(e.worker, winners[0]);
}

/// A date's daily challenge is one roll: of racing keepers (two handles,
/// a server's and a schedule's) the first roll kept is the date's and the
/// only one saved (issue 59: a racer that lost saves nothing for `/record`
/// to show or `/stats` to count), and the schedule's post that day takes
/// it over with the claim, saving none of its own made too late.
async fn a_dates_daily_roll_is_kept_once_and_the_scheduled_post_takes_it(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let s = a.set_schedule(schedule()).await.unwrap();
    let day = jiff::civil::date(2026, 5, 1);
    let saved = async || a.dump().await.unwrap().rolls.len();
    for of in [DailyOf::Schedule(s.id), DailyOf::Server(77)] {
        assert_eq!(a.day_roll(of, day).await.unwrap(), None, "{of:?}");
        let before = saved().await;
        let keepers: Vec<_> = (1..=8)
            .map(|n| {
                let store = if n % 2 == 0 { a.clone() } else { b.clone() };
                tokio::spawn(
                    async move { store.keep_day_roll(of, day, roll(n), 50).await.unwrap() },
                )
            })
            .collect();
        let mut kept = Vec::new();
        for k in keepers {
            kept.push(k.await.unwrap());
        }
        let first = a.day_roll(of, day).await.unwrap().unwrap();
        assert!(kept.iter().all(|&k| k == first), "{of:?}: {kept:?}");
        assert_eq!(saved().await, before + 1, "{of:?}: one roll saved");
        // Another date, or another server, has its own.
        assert_eq!(
            a.day_roll(of, jiff::civil::date(2026, 5, 2)).await.unwrap(),
            None
        );
    }
    assert_eq!(a.day_roll(DailyOf::Server(78), day).await.unwrap(), None);
    // The schedule's post is due: its claim is won with the day's roll, and
    // a roll the scheduler made meanwhile is neither kept nor saved.
    let day_roll = a.day_roll(DailyOf::Schedule(s.id), day).await.unwrap();
    let claim = PostClaim {
        schedule_id: s.id,
        date: day,
        worker: "w".into(),
    };
    assert_eq!(
        a.claim_post(claim.clone(), 10_000, 600).await.unwrap(),
        Claim::Won {
            roll_id: day_roll,
            first_claimed_at: 50,
            sent_at: None
        }
    );
    let before = saved().await;
    assert_eq!(a.keep_post_roll(claim, roll(9)).await.unwrap(), day_roll);
    assert_eq!(saved().await, before);
}

/// The server's own challenge of a date, made by `/daily now` in a channel
/// with no schedule yet and shown so in every such channel, is the date's
/// challenge of a schedule set later that day in any of them (`/daily now`
/// and its post take it up, saving nothing): a channel that showed it
/// never gets a second one for the date.
async fn a_schedule_set_later_takes_up_the_servers_challenge_of_the_date(place: Place) {
    let store = place.open().await;
    let day = jiff::civil::date(2026, 12, 7);
    let in_channel = |channel| NewRoll {
        who: Who {
            channel_id: Some(channel),
            ..who(0, Some(1))
        },
        kind: RollKind::Daily,
        ..roll(5)
    };
    let server = store
        .keep_day_roll(DailyOf::Server(1), day, in_channel(2), 10)
        .await
        .unwrap();
    let here = store.set_schedule(schedule()).await.unwrap();
    assert_eq!(here.spec.channel_id, 2);
    let kept = store
        .keep_day_roll(DailyOf::Schedule(here.id), day, in_channel(2), 20)
        .await
        .unwrap();
    assert_eq!(kept, server);
    let there = store
        .set_schedule(NewSchedule {
            channel_id: 3,
            ..schedule()
        })
        .await
        .unwrap();
    let claim = PostClaim {
        schedule_id: there.id,
        date: day,
        worker: "w".into(),
    };
    assert!(matches!(
        store.claim_post(claim.clone(), 30, 600).await.unwrap(),
        Claim::Won { roll_id: None, .. }
    ));
    // `/daily now` showed the server's own challenge in every channel
    // with no schedule, this one too: its schedule posts that one.
    let own = store.keep_post_roll(claim, in_channel(3)).await.unwrap();
    assert_eq!(own, Some(server));
    assert_eq!(store.dump().await.unwrap().rolls.len(), 1);
}

/// A roll's web page reads what its roll was from the first record kept
/// with its code that is not private, and a daily challenge's date from
/// the book that kept it (a schedule's, or the server's own).
async fn a_codes_first_public_record_and_a_daily_rolls_date_are_found(place: Place) {
    let store = place.open().await;
    let with_code = |kind, private| NewRoll {
        kind,
        private,
        replay_code: "960-p6-33553-0".into(),
        ..roll(842)
    };
    let hidden = store
        .save_roll(with_code(RollKind::Random, true))
        .await
        .unwrap();
    let s = store.set_schedule(schedule()).await.unwrap();
    let (day, other) = (
        jiff::civil::date(2026, 11, 27),
        jiff::civil::date(2026, 11, 28),
    );
    let daily = store
        .keep_day_roll(
            DailyOf::Schedule(s.id),
            day,
            with_code(RollKind::Daily, false),
            50,
        )
        .await
        .unwrap();
    let again = store
        .save_roll(with_code(RollKind::Random, false))
        .await
        .unwrap();
    let found = store
        .first_public_roll("960-p6-33553-0".into())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        found.id, daily,
        "{hidden:?} is private; {again:?} came later"
    );
    assert_eq!(found.roll.kind, RollKind::Daily);
    assert!(
        store
            .first_public_roll("960-p6-1-0".into())
            .await
            .unwrap()
            .is_none()
    );

    let by_server = store
        .keep_day_roll(DailyOf::Server(77), other, roll(7), 50)
        .await
        .unwrap();
    assert_eq!(store.daily_date(daily).await.unwrap(), Some(day));
    assert_eq!(store.daily_date(by_server).await.unwrap(), Some(other));
    assert_eq!(store.daily_date(again.id).await.unwrap(), None);
}

async fn device_health_is_kept_per_source_and_can_be_reset(place: Place) {
    let store = place.open().await;
    let key = || "serial:/dev/tower".to_owned();
    assert!(store.device_health(key()).await.unwrap().is_none());
    let mut tests = backrank_entropy::HealthByDie::new(1.0);
    for _ in 0..5 {
        let two = backrank_entropy::Face::new(backrank_entropy::Die::D6, 2).unwrap();
        tests.check("t", two).unwrap();
    }
    store
        .set_device_health(key(), tests.state(), 1)
        .await
        .unwrap();
    assert_eq!(
        place.open().await.device_health(key()).await.unwrap(),
        Some(tests.state())
    );
    assert!(
        store
            .device_health("exec:other".into())
            .await
            .unwrap()
            .is_none()
    );
    assert!(store.reset_device_health(key()).await.unwrap());
    assert!(!store.reset_device_health(key()).await.unwrap());
    assert!(store.device_health(key()).await.unwrap().is_none());
}

/// Discord delivers one interaction to two hosts at once: one of them has
/// it first. Old ids are forgotten by the sweep, new ones are kept.
async fn an_interaction_is_first_delivered_once_across_handles(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let id = (1u64 << 63) + 12345;
    let deliveries = (0..10).map(|n| {
        let store = if n % 2 == 0 { a.clone() } else { b.clone() };
        tokio::spawn(async move { store.first_delivery(id, 100).await.unwrap() })
    });
    let mut firsts = 0;
    for d in deliveries {
        firsts += usize::from(d.await.unwrap());
    }
    assert_eq!(firsts, 1);
    assert!(a.first_delivery(7, 5_000).await.unwrap());
    assert_eq!(a.forget_interactions(1_000).await.unwrap(), 1);
    assert!(
        b.first_delivery(id, 6_000).await.unwrap(),
        "forgotten, so new again"
    );
    assert!(!b.first_delivery(7, 6_000).await.unwrap(), "still kept");
}

/// Each gateway process notes its shards; every process (another handle)
/// sees them all while they are fresh, and old notes are forgotten.
async fn gateway_processes_note_their_shards_and_each_sees_the_others(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let beat = |host: &str, shard, seen_at| ShardBeat {
        host: host.into(),
        shard,
        shard_count: 2,
        seen_at,
    };
    a.note_gateway_shard(beat("old", 1, 100)).await.unwrap();
    a.note_gateway_shard(beat("a", 0, 100)).await.unwrap();
    a.note_gateway_shard(beat("a", 0, 200)).await.unwrap();
    b.note_gateway_shard(beat("b", 0, 210)).await.unwrap();
    assert_eq!(
        b.gateway_shards(150).await.unwrap(),
        [beat("a", 0, 200), beat("b", 0, 210)],
        "a note is renewed, not added to"
    );
    assert_eq!(a.forget_gateway_shards(150).await.unwrap(), 1);
    assert_eq!(a.gateway_shards(0).await.unwrap().len(), 2);
}

/// `backrank doctor`'s write check: it writes, and keeps nothing.
async fn a_write_probe_goes_through_and_leaves_nothing(place: Place) {
    let store = place.open().await;
    fill(store.as_ref()).await;
    let before = store.dump().await.unwrap();
    store.probe_write().await.unwrap();
    store.probe_write().await.unwrap();
    assert_eq!(store.dump().await.unwrap(), before);
    // PostgreSQL's probe writes the interaction id no interaction has
    // (u64::MAX, kept as -1) and rolls it back.
    assert!(
        store.first_delivery(u64::MAX, 1).await.unwrap(),
        "the probe's row was kept"
    );
}

/// `backrank doctor`'s check of the data (issue 51): a store with
/// something of every kind in it is whole, and the check changes nothing.
async fn a_whole_store_checks_out_whole(place: Place) {
    let store = place.open().await;
    fill(store.as_ref()).await;
    let before = store.dump().await.unwrap();
    let checkup = store.checkup().await.unwrap();
    assert_eq!(checkup.damage, vec![], "{checkup:?}");
    assert!(!checkup.checked.is_empty());
    assert_eq!(store.dump().await.unwrap(), before);
}

/// A store with something of every kind in it.
async fn fill(store: &dyn Store) {
    for w in [who(1, Some(100)), who(2, None), who(3, Some(100))] {
        store
            .save_roll(NewRoll { who: w, ..roll(1) })
            .await
            .unwrap();
    }
    let s = store.start_roll_along(start(10)).await.unwrap();
    let change = RollAlongChange {
        faces: "12".into(),
        state: RollAlongState::Done,
        now: 11,
        roll: Some(roll(2)),
    };
    store.update_roll_along(s.id, 0, change).await.unwrap();
    // A witnessed one, so copies and dumps carry its players.
    store
        .start_roll_along(NewRollAlong {
            players: vec![1, u64::MAX, 7],
            exclude_standard: true,
            ..start(12)
        })
        .await
        .unwrap();
    let settings = GuildSettings {
        variant: Some("crc".into()),
        public: false,
        language: Some("de".into()),
        exclude_standard: true,
        event_study: 5,
        lichess_clock: Some("15+10".into()),
        timezone: Some("Europe/Berlin".into()),
        ..GuildSettings::default()
    };
    store
        .change_guild_settings(100, GuildSettings::default(), settings)
        .await
        .unwrap();
    let sched = store.set_schedule(schedule()).await.unwrap();
    let held = || PostClaim {
        schedule_id: sched.id,
        date: jiff::civil::date(2026, 1, 2),
        worker: "w".into(),
    };
    store.claim_post(held(), 5, 60).await.unwrap();
    let posted = PostOutcome::Posted {
        roll_id: 1,
        message_id: 1 << 62,
    };
    store.finish_post(held(), posted).await.unwrap();
    // A stopped schedule, and the console's names: copies carry both.
    let stopped = NewSchedule {
        channel_id: 5,
        ..schedule()
    };
    store.set_schedule(stopped).await.unwrap();
    store.stop_schedules(1, Some(5), 9).await.unwrap();
    store
        .console_name(NameKind::Channel, "chess".into(), 100)
        .await
        .unwrap();
    store
        .console_name(NameKind::Person, "Bob".into(), 2)
        .await
        .unwrap();
    let mut tests = backrank_entropy::HealthByDie::new(1.0);
    let five = backrank_entropy::Face::new(backrank_entropy::Die::D6, 5).unwrap();
    tests.check("t", five).unwrap();
    store
        .set_device_health("serial:/dev/t".into(), tests.state(), 3)
        .await
        .unwrap();
    add(store, 100, "a", "1", 5).await;
    add(store, 100, "a", "2", 5).await;
    let none = UserPrefs::default();
    store
        .change_user_prefs(42, none, flipped_slate(), 60)
        .await
        .unwrap();
    let e = store
        .create_event(event(100, "open", 3))
        .await
        .unwrap()
        .unwrap();
    let (round, kept) = event_round(e.id, 1);
    // Given study time: copies and dumps carry when play starts.
    let kept = NewRoll {
        play_at: Some(kept.made_at + 900),
        ..kept
    };
    assert!(store.reveal_round(round, kept).await.unwrap().is_some());
    let mut drawn = beacon_event(100, "beacon", 2);
    if let Some(b) = &mut drawn.beacon {
        b.fixed.push(fixed(1000, Some(&"cd".repeat(48))));
    }
    let e = store.create_event(drawn).await.unwrap().unwrap();
    let (round, kept) = event_round(e.id, 1);
    assert!(store.reveal_round(round, kept).await.unwrap().is_some());
    // A club night on the beacon event, answered, with a task done and
    // one claimed, and its server's calendar feed.
    let m = store.create_meetup(night(100, e.id, 4_000)).await.unwrap();
    let announced = Meetup {
        announcement: Some(1 << 62),
        moved_from: Some(3_000),
        ..m.clone()
    };
    store.change_meetup(announced).await.unwrap().unwrap();
    store
        .answer_meetup(m.id, 1, Answer::Coming, 10)
        .await
        .unwrap();
    store
        .answer_meetup(m.id, u64::MAX, Answer::Cannot, 11)
        .await
        .unwrap();
    let task = |name: &str| MeetupTask {
        meetup_id: m.id,
        task: name.into(),
        worker: "host-1".into(),
    };
    store
        .claim_meetup_task(task("announce"), 12, 60)
        .await
        .unwrap();
    store
        .finish_meetup_task(task("announce"), 13, Some(u64::MAX - 1))
        .await
        .unwrap();
    store
        .claim_meetup_task(task("remind"), 14, 60)
        .await
        .unwrap();
    store.meetup_feed(100, "feed-100".into()).await.unwrap();
}

fn flipped_slate() -> UserPrefs {
    UserPrefs {
        theme: Some("slate".into()),
        flipped: Some(true),
        ..UserPrefs::default()
    }
}

/// An event of `rounds` rounds in server `guild`; an odd count throws the
/// standard position again, more than two are pairs of games, and more
/// than four have draw rules (no position twice, positions left out, an
/// event avoided), so events with and without each option are kept and
/// read back.
fn event(guild: u64, name: &str, rounds: usize) -> NewEvent {
    NewEvent {
        guild_id: guild,
        name: name.into(),
        spec: backrank::core::roll::KeptSpec::try_from(("chess960", "placement", "d6")).unwrap(),
        seeds: (0..rounds).map(|n| format!("{n:064x}")).collect(),
        commitments: (0..rounds).map(|n| format!("{:064x}", n + 100)).collect(),
        beacon: None,
        created_by: 1 << 62,
        created_at: 70,
        exclude_standard: rounds % 2 == 1,
        pairs: rounds > 2,
        web_token: Some(format!("{guild:016x}{:016x}", name.len() * 1000 + rounds)),
        rules: (rounds > 4).then(|| DrawRules {
            repeats: false,
            exclude: Positions::parse("0-16,518,534", || Ok(518)).unwrap(),
            avoid: Some(Avoided {
                event: "Autumn Cup".into(),
                positions: Positions::of([3, 4, 18]),
            }),
        }),
    }
}

/// An event of `rounds` rounds drawn from drand's beacon, none fixed yet.
fn beacon_event(guild: u64, name: &str, rounds: i64) -> NewEvent {
    NewEvent {
        seeds: vec![],
        commitments: vec![],
        beacon: Some(EventBeacon {
            chain: "quicknet".into(),
            chain_hash: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971".into(),
            rounds,
            fixed: vec![],
        }),
        ..event(guild, name, 0)
    }
}

/// The beacon round fixed for an event round, as `/event next` fixes it.
fn fixed(beacon_round: u64, signature: Option<&str>) -> FixedRound {
    FixedRound {
        beacon_round,
        fixed_at: 1_700_000_000,
        signature: signature.map(str::to_owned),
        previous_signature: None,
    }
}

/// A beacon event keeps no seed: its rounds count, chain and fixed rounds
/// come back as kept; of four fixing the same round at once from two
/// handles, one wins and the others change nothing; a signature is added
/// to the round that won.
async fn a_beacon_events_rounds_are_fixed_once_even_racing(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let e = a
        .create_event(beacon_event(7, "beacon open", 4))
        .await
        .unwrap()
        .unwrap();
    let read = b.event(7, "beacon open".into()).await.unwrap().unwrap();
    assert_eq!(read, e);
    assert_eq!(read.event.rounds(), 4);
    let was = read.event.beacon.clone().unwrap();
    let fixes = (0..4u64).map(|n| {
        let store = if n % 2 == 0 { a.clone() } else { b.clone() };
        let (was, mut now) = (was.clone(), was.clone());
        now.fixed.push(fixed(1000 + n, None));
        tokio::spawn(async move { store.change_event_beacon(e.id, was, now).await.unwrap() })
    });
    let mut won = 0;
    for f in fixes {
        won += usize::from(f.await.unwrap());
    }
    assert_eq!(won, 1, "one round is fixed");
    let kept = a.event(7, "beacon open".into()).await.unwrap().unwrap();
    let kept = kept.event.beacon.unwrap();
    assert_eq!(kept.fixed.len(), 1);
    let mut signed = kept.clone();
    signed.fixed[0].signature = Some("ab".repeat(48));
    assert!(
        !b.change_event_beacon(e.id, was, signed.clone())
            .await
            .unwrap(),
        "a change from rounds no longer kept is refused"
    );
    assert!(
        b.change_event_beacon(e.id, kept, signed.clone())
            .await
            .unwrap()
    );
    let read = a.event(7, "beacon open".into()).await.unwrap().unwrap();
    assert_eq!(read.event.beacon, Some(signed));
    assert!(read.event.seeds.is_empty() && read.event.commitments.is_empty());
}

/// Preferences are kept per person, replaced whole, and a reset leaves no
/// row behind.
async fn preferences_are_each_persons_own_and_reset_removes_them(place: Place) {
    let store = place.open().await;
    assert_eq!(store.user_prefs(42).await.unwrap(), UserPrefs::default());
    let none = UserPrefs::default;
    assert!(
        store
            .change_user_prefs(42, none(), flipped_slate(), 1)
            .await
            .unwrap()
    );
    let wide = UserPrefs {
        width: Some(1024),
        text_only: Some(false),
        ..UserPrefs::default()
    };
    assert!(
        store
            .change_user_prefs(43, none(), wide.clone(), 2)
            .await
            .unwrap()
    );
    assert_eq!(store.user_prefs(42).await.unwrap(), flipped_slate());
    assert_eq!(store.user_prefs(43).await.unwrap(), wide);
    assert!(
        !store
            .change_user_prefs(42, none(), wide.clone(), 3)
            .await
            .unwrap(),
        "a change made from preferences no longer kept is refused"
    );
    assert_eq!(store.user_prefs(42).await.unwrap(), flipped_slate());
    assert!(
        store
            .change_user_prefs(42, flipped_slate(), none(), 3)
            .await
            .unwrap()
    );
    assert_eq!(store.user_prefs(42).await.unwrap(), UserPrefs::default());
    let kept = store.dump().await.unwrap().prefs;
    assert_eq!(kept, [(43, wide, 2)], "a reset leaves no row");
}

/// An event's name is the server's own; its seeds and commitments come
/// back as kept; a round is revealed only after the one before it, and
/// four reveals of one round at once from two handles reveal it once.
async fn an_events_rounds_are_revealed_once_each_even_racing(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let e = a
        .create_event(event(7, "club open", 5))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(e.revealed, 0);
    assert_eq!(
        b.create_event(event(7, "club open", 2)).await.unwrap(),
        None
    );
    let other = b
        .create_event(event(8, "club open", 2))
        .await
        .unwrap()
        .unwrap();
    assert_ne!(other.id, e.id);
    assert_eq!(
        a.event(7, "club open".into()).await.unwrap(),
        Some(e.clone())
    );
    assert!(e.event.exclude_standard && e.event.pairs);
    let kept = b.event(8, "club open".into()).await.unwrap().unwrap();
    assert!(!kept.event.exclude_standard && !kept.event.pairs);
    // Its draw rules come back as kept, as the start published them; an
    // event without them reads as one started before rules.
    let rules = e.event.rules.as_ref().unwrap();
    assert_eq!(rules.committed(), "repeats: no\nexclude: 0-16,18,518,534");
    assert_eq!(rules.avoid.as_ref().unwrap().positions.shown(), "3, 4, 18");
    assert_eq!(kept.event.rules, None);
    assert_eq!(a.event(7, "nope".into()).await.unwrap(), None);
    // The web page's token finds the event, whichever server's it is;
    // nothing else does.
    let token = other.event.web_token.clone().unwrap();
    assert_eq!(
        a.event_by_token(token.clone()).await.unwrap(),
        Some(other.clone())
    );
    assert_eq!(b.event_by_token("0".repeat(32)).await.unwrap(), None);
    assert_eq!(b.event_by_token(token.to_uppercase()).await.unwrap(), None);
    let (second, kept) = event_round(e.id, 2);
    assert_eq!(
        a.reveal_round(second, kept).await.unwrap(),
        None,
        "round 1 comes first"
    );
    let mut records = Vec::new();
    for round in 1..=5 {
        let reveals = (0..4).map(|n| {
            let store = if n % 2 == 0 { a.clone() } else { b.clone() };
            let (at, kept) = event_round(e.id, round);
            tokio::spawn(async move { store.reveal_round(at, kept).await.unwrap() })
        });
        let mut won = Vec::new();
        for r in reveals {
            won.extend(r.await.unwrap());
        }
        assert_eq!(won.len(), 1, "round {round} is revealed once");
        records.push((round, won[0]));
    }
    // Each round is kept as one roll, naming its event and round, with
    // its own record number.
    for (round, record) in &records {
        let saved = a.roll(record.id).await.unwrap().unwrap();
        assert_eq!(saved.record_no, record.record_no);
        assert_eq!(saved.roll.kind, RollKind::Event);
        assert_eq!(
            saved.roll.event,
            Some(EventRound {
                event_id: e.id,
                round: *round
            })
        );
        assert_eq!(saved.roll.source.device, Some(format!("seed {round}")));
    }
    let numbers: std::collections::BTreeSet<i64> =
        records.iter().map(|(_, r)| r.record_no).collect();
    assert_eq!(numbers.len(), 5, "{records:?}");
    let (sixth, kept) = event_round(e.id, 6);
    assert_eq!(
        a.reveal_round(sixth, kept).await.unwrap(),
        None,
        "there are five rounds"
    );
    let after = a.event(7, "club open".into()).await.unwrap().unwrap();
    assert_eq!(after.revealed, 5);
    assert_eq!(after.event, e.event, "seeds and commitments kept as given");
    let second = a
        .create_event(event(7, "league", 1))
        .await
        .unwrap()
        .unwrap();
    let names: Vec<String> = a
        .events(7)
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.event.name)
        .collect();
    assert_eq!(names, ["league", "club open"], "newest first");
    assert_eq!(b.events(8).await.unwrap().len(), 1);
    assert!(second.id > e.id);
}

/// A variant file for server `guild`: id `id`, version (digest) `digest`.
fn file(guild: u64, id: &str, digest: &str) -> ServerVariant {
    ServerVariant {
        guild_id: guild,
        id: id.into(),
        digest: digest.into(),
        added_by: 1 << 62,
        added_at: 50,
    }
}

/// [`file`]'s text.
fn text(id: &str, digest: &str) -> String {
    format!("id = \"{id}\" # version {digest}")
}

/// Adds [`file`] with its [`text`].
async fn add(store: &dyn Store, guild: u64, id: &str, digest: &str, max: usize) -> VariantAdded {
    store
        .add_server_variant(file(guild, id, digest), text(id, digest), max)
        .await
        .unwrap()
}

/// A server's variants: added, replaced by a new version, removed, each
/// version still found by its digest (by the server, or by the digest
/// alone); another server sees none of them; the limit holds only for new
/// ids.
async fn a_servers_variants_are_its_own_and_every_version_is_kept(place: Place) {
    let store = place.open().await;
    assert_eq!(add(&*store, 7, "janus", "aa", 2).await, VariantAdded::New);
    assert_eq!(
        add(&*store, 7, "janus", "bb", 2).await,
        VariantAdded::Replaced {
            digest: "aa".into()
        }
    );
    add(&*store, 7, "ninth", "cc", 2).await;
    assert_eq!(add(&*store, 7, "third", "dd", 2).await, VariantAdded::Full);
    // A new version of one it has is not a new variant, even when full.
    assert_eq!(
        add(&*store, 7, "ninth", "ee", 2).await,
        VariantAdded::Replaced {
            digest: "cc".into()
        }
    );
    let listed = store.server_variants(7).await.unwrap();
    assert_eq!(listed, [file(7, "janus", "bb"), file(7, "ninth", "ee")]);
    assert!(store.server_variants(8).await.unwrap().is_empty());
    assert!(
        store
            .remove_server_variant(7, "janus".into())
            .await
            .unwrap()
    );
    assert!(
        !store
            .remove_server_variant(7, "janus".into())
            .await
            .unwrap()
    );
    assert!(
        !store
            .remove_server_variant(8, "ninth".into())
            .await
            .unwrap()
    );
    // Reopened, as another process: the list, and every version kept.
    let again = place.open().await;
    assert_eq!(
        again.server_variants(7).await.unwrap(),
        [file(7, "ninth", "ee")]
    );
    for digest in ["aa", "bb", "cc", "ee"] {
        let text = again.server_definition(7, digest.into()).await.unwrap();
        assert!(
            text.is_some_and(|t| t.ends_with(&format!("version {digest}"))),
            "{digest}"
        );
    }
    assert_eq!(again.server_definition(7, "dd".into()).await.unwrap(), None);
    assert_eq!(again.server_definition(8, "aa".into()).await.unwrap(), None);
    // By its digest alone (a roll's page, from its code): the server that
    // added it, and its text; a digest never added finds nothing.
    let (guild, text) = again
        .definition_by_digest("bb".into())
        .await
        .unwrap()
        .unwrap();
    assert_eq!((guild, text.ends_with("version bb")), (7, true));
    assert_eq!(again.definition_by_digest("dd".into()).await.unwrap(), None);
    assert_eq!(again.definition_by_digest("b".into()).await.unwrap(), None);
}

/// Two handles (two processes) add different variants to one server at
/// once: the limit holds.
async fn racing_adds_never_pass_a_servers_limit(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let adds = (0..10).map(|n| {
        let store = if n % 2 == 0 { a.clone() } else { b.clone() };
        tokio::spawn(async move { add(&*store, 7, &format!("v{n}"), &format!("d{n}"), 3).await })
    });
    let mut added = 0;
    for add in adds {
        added += usize::from(add.await.unwrap() == VariantAdded::New);
    }
    assert_eq!(added, 3);
    assert_eq!(a.server_variants(7).await.unwrap().len(), 3);
}

/// Every pair of backends: a store copied into an empty one is the same
/// store, and new rolls go on from its ids and record numbers.
async fn a_copy_keeps_everything_and_numbering_goes_on(from: Place) {
    for to_backend in [Backend::Sqlite, Backend::Postgres] {
        let source = from.open().await;
        if source.dump().await.unwrap().is_empty() {
            fill(&*source).await;
        }
        let to = Place::fresh(to_backend).await;
        let target = to.open().await;
        let mut heard = Vec::new();
        let copied = backrank::store::copy(&*source, &*target, &mut |s| heard.push(s.to_owned()))
            .await
            .unwrap();
        assert!(heard.iter().any(|h| h.contains("6 rolls")), "{heard:?}");
        assert!(
            heard.iter().any(|h| h.contains(
                "1 server's variants (2 file versions), 1 person's \
                                     preferences, 2 events"
            )),
            "{heard:?}"
        );
        assert_eq!(target.dump().await.unwrap(), copied, "to {to_backend:?}");
        let next = target
            .save_roll(NewRoll {
                who: who(9, Some(100)),
                ..roll(3)
            })
            .await
            .unwrap();
        let last_id = copied.rolls.iter().map(|r| r.id).max().unwrap();
        // Server 100 had records 1 and 2.
        assert_eq!(
            (next.id, next.record_no),
            (last_id + 1, 3),
            "to {to_backend:?}"
        );
        let along = target.start_roll_along(start(20)).await.unwrap();
        assert!(along.id > copied.roll_alongs.iter().map(|r| r.id).max().unwrap());
        let later = target.create_event(event(100, "later", 1)).await.unwrap();
        assert!(
            later.as_ref().unwrap().id > copied.events[0].id,
            "to {to_backend:?}"
        );
        // The club nights, answers, tasks and feeds came across whole, and
        // new nights go on after the copied ones.
        assert_eq!(
            (
                copied.meetups.len(),
                copied.meetup_answers.len(),
                copied.meetup_tasks.len(),
                copied.meetup_feeds.len()
            ),
            (1, 2, 2, 1),
            "to {to_backend:?}"
        );
        let night_kept = &copied.meetups[0];
        assert_eq!(
            target.meetup(night_kept.id).await.unwrap().as_ref(),
            Some(night_kept)
        );
        assert!(
            target
                .meetup_task_done(night_kept.id, "announce".into())
                .await
                .unwrap(),
            "to {to_backend:?}"
        );
        assert_eq!(
            target.meetup_feed_guild("feed-100".into()).await.unwrap(),
            Some(100)
        );
        let later_night = target
            .create_meetup(night(100, later.as_ref().unwrap().id, 9_000))
            .await
            .unwrap();
        assert!(later_night.id > night_kept.id, "to {to_backend:?}");
        // The copied events' names keep their keys: `OPEN` is `open`.
        let again = target.create_event(event(100, "OPEN", 1)).await.unwrap();
        assert_eq!(again, None, "to {to_backend:?}");
    }
}

/// A target that holds anything is refused, named, and left as it was.
async fn a_copy_into_a_store_in_use_is_refused_and_changes_nothing(place: Place) {
    let target = place.open().await;
    target.save_roll(roll(1)).await.unwrap();
    let before = target.dump().await.unwrap();
    let source = Place::fresh(Backend::Sqlite).await.open().await;
    fill(&*source).await;
    let e = backrank::store::copy(&*source, &*target, &mut |_| {})
        .await
        .unwrap_err();
    assert!(
        matches!(
            e,
            backrank::store::CopyError::Writing(StoreError::NotEmpty(_))
        ),
        "{e}"
    );
    assert!(e.to_string().contains("rolls: 1"), "{e}");
    assert_eq!(target.dump().await.unwrap(), before);
}

/// What only the PostgreSQL store has: hosts starting at once, a schema
/// from a newer Backrank, a server that is not there.
mod postgres_only {
    use super::*;

    /// Eight hosts open a new database at the same moment: the schema is
    /// made once (under the advisory lock), and all of them work.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn hosts_starting_together_migrate_once() {
        let place = Place::fresh(Backend::Postgres).await;
        let opens = (0..8).map(|_| {
            let place = place.clone();
            tokio::spawn(async move { place.open().await })
        });
        let mut stores = Vec::new();
        for o in opens {
            stores.push(o.await.unwrap());
        }
        for s in &stores {
            s.save_roll(roll(1)).await.unwrap();
        }
        let (client, conn) = tokio_postgres::connect(&place.url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(conn);
        let versions: i64 = client
            .query_one("SELECT COUNT(*) FROM schema_migrations", &[])
            .await
            .unwrap()
            .get(0);
        let files = std::fs::read_dir("src/store/migrations/postgres")
            .unwrap()
            .count();
        assert_eq!(
            usize::try_from(versions).unwrap(),
            files,
            "each migration applied once"
        );
    }

    /// The tables and columns `doctor`'s check looks for, read from the
    /// migrations' SQL, are exactly those the migrations make when run.
    #[tokio::test]
    async fn the_checkup_looks_for_every_table_and_column_the_migrations_make() {
        let place = Place::fresh(Backend::Postgres).await;
        drop(place.open().await);
        let (client, conn) = tokio_postgres::connect(&place.url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(conn);
        let mut made: Vec<(String, String)> = client
            .query(
                "SELECT table_name::text, column_name::text FROM information_schema.columns \
                 WHERE table_schema = current_schema()",
                &[],
            )
            .await
            .unwrap()
            .iter()
            .map(|r| (r.get(0), r.get(1)))
            .collect();
        let mut wanted: Vec<(String, String)> = backrank::store::PostgresStore::expected_tables()
            .unwrap()
            .into_iter()
            .flat_map(|(t, cs)| cs.into_iter().map(move |c| (t.clone(), c)))
            .collect();
        made.sort();
        wanted.sort();
        assert_eq!(made, wanted);
    }

    /// A database a newer Backrank migrated is refused with both versions,
    /// and left alone.
    #[tokio::test]
    async fn a_newer_schema_is_refused() {
        let place = Place::fresh(Backend::Postgres).await;
        drop(place.open().await);
        let (client, conn) = tokio_postgres::connect(&place.url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(conn);
        client
            .execute("INSERT INTO schema_migrations (version) VALUES (99)", &[])
            .await
            .unwrap();
        let options = PostgresOptions {
            pool_size: 1,
            ca_file: String::new(),
        };
        let e = backrank::store::PostgresStore::connect(&place.url, &options)
            .await
            .err()
            .unwrap()
            .to_string();
        assert!(
            e.contains("version 99") && e.contains("newer Backrank"),
            "{e}"
        );
    }

    /// `sslmode=require` with the database's certificate authority in
    /// `tls_ca_file`: the store works over TLS. Without it the server's
    /// certificate is not trusted (it is not signed by one of the web's
    /// roots) and the store says so; a CA file with no certificate in it
    /// is named.
    #[tokio::test]
    async fn tls_to_the_database_is_verified_against_the_given_authority() {
        let place = Place::fresh(Backend::Postgres).await;
        let url = place.url.replace("sslmode=disable", "sslmode=require");
        let options = |ca_file: String| PostgresOptions {
            pool_size: 1,
            ca_file,
        };
        let ca = crate::postgres::ca_file().display().to_string();
        let store = backrank::store::PostgresStore::connect(&url, &options(ca))
            .await
            .unwrap();
        let saved = store.save_roll(roll(1)).await.unwrap();
        assert_eq!(store.roll(saved.id).await.unwrap().unwrap().roll, roll(1));
        let untrusted = backrank::store::PostgresStore::connect(&url, &options(String::new()))
            .await
            .err()
            .unwrap()
            .to_string();
        assert!(untrusted.contains("certificate"), "{untrusted}");
        let junk = crate::common::scratch("junk-ca").join("ca.pem");
        std::fs::write(&junk, "not a certificate\n").unwrap();
        let e = backrank::store::PostgresStore::connect(&url, &options(junk.display().to_string()))
            .await
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("holds no certificate"), "{e}");
    }

    /// A server that is not there: the error names the server, hides the
    /// password, and says what to check.
    #[tokio::test]
    async fn an_unreachable_server_is_named_without_its_password() {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let url = format!("postgres://bot:hunter2@127.0.0.1:{port}/backrank");
        let options = PostgresOptions {
            pool_size: 1,
            ca_file: String::new(),
        };
        let e = backrank::store::PostgresStore::connect(&url, &options)
            .await
            .err()
            .unwrap()
            .to_string();
        assert!(!e.contains("hunter2"), "{e}");
        assert!(e.contains(&format!("bot:***@127.0.0.1:{port}")), "{e}");
        assert!(e.contains("is the server running"), "{e}");
        let bad = backrank::store::PostgresStore::connect("postgres://x:y@h:notaport/d", &options)
            .await
            .err()
            .unwrap()
            .to_string();
        assert!(
            bad.contains("postgres://USER:PASSWORD@HOST") && !bad.contains(":y@"),
            "{bad}"
        );
        let ca = PostgresOptions {
            pool_size: 1,
            ca_file: "/nonexistent/ca.pem".into(),
        };
        let e = backrank::store::PostgresStore::connect(&url, &ca)
            .await
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("tls_ca_file /nonexistent/ca.pem"), "{e}");
    }
}

/// `backrank store copy` and `backrank store migrate`, as a club moving
/// to PostgreSQL runs them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_club_moves_its_sqlite_history_to_postgres_with_the_cli() {
    let from = Place::fresh(Backend::Sqlite).await;
    fill(&*from.open().await).await;
    let to = Place::fresh(Backend::Postgres).await;
    let dir = format!("sqlite:{}", from.dir.display());
    let copy = crate::common::backrank()
        .args(["store", "copy", "--from", &dir, "--to", &to.url])
        .assert()
        .success();
    let out = String::from_utf8_lossy(&copy.get_output().stdout).into_owned();
    assert!(out.starts_with("Copied 6 rolls, 2 roll-alongs"), "{out}");
    // Issue 59: a count of one takes the singular ("1 servers' settings",
    // "1 days of …" were printed).
    let words: Vec<&str> = out.split_whitespace().collect();
    for pair in words.windows(2) {
        let w = pair[1].trim_end_matches([',', ')']);
        let plural =
            w.ends_with("s'") || w == "people's" || (w.ends_with('s') && !w.ends_with("'s"));
        assert!(
            !(pair[0].trim_start_matches('(') == "1" && plural),
            "'{} {}' in: {out}",
            pair[0],
            pair[1]
        );
    }
    let progress = String::from_utf8_lossy(&copy.get_output().stderr).into_owned();
    assert!(progress.contains("reading the source store"), "{progress}");
    assert_eq!(
        to.open().await.dump().await.unwrap(),
        from.open().await.dump().await.unwrap()
    );
    // Again: the target is in use now, so nothing is copied.
    crate::common::backrank()
        .args(["store", "copy", "--from", &dir, "--to", &to.url])
        .assert()
        .code(1)
        .stderr(predicates::str::contains("already holds rolls: 6"));
    crate::common::backrank()
        .args(["store", "migrate"])
        .env("BACKRANK__STORE__URL", &to.url)
        .assert()
        .success()
        .stdout(predicates::str::contains(format!(
            "is at schema version {}",
            std::fs::read_dir("src/store/migrations/postgres")
                .unwrap()
                .count()
        )));
}

/// The database going away and coming back, seen through a relay the test
/// can cut: calls fail with an error at once (no hang), and work again when
/// the database is back, on the same store, without a restart.
mod postgres_outage {
    use super::*;
    use crate::common::Relay;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_store_fails_fast_while_the_database_is_gone_and_recovers() {
        let place = Place::fresh(Backend::Postgres).await;
        let (head, tail) = place.url.split_once('@').unwrap();
        let (hostport, path) = tail.split_once('/').unwrap();
        let mut link = Relay::start("127.0.0.1", 0, hostport.parse().unwrap()).await;
        let url = format!("{head}@127.0.0.1:{}/{path}", link.port);
        let options = PostgresOptions {
            pool_size: 2,
            ca_file: String::new(),
        };
        let store = backrank::store::PostgresStore::connect(&url, &options)
            .await
            .unwrap();
        store.save_roll(roll(1)).await.unwrap();
        link.cut();
        // Aborting the relay's task drops its sockets; wait for the abort
        // to land, by the port refusing new connections.
        let refused = async {
            while tokio::net::TcpStream::connect(("127.0.0.1", link.port))
                .await
                .is_ok()
            {
                tokio::task::yield_now().await;
            }
        };
        tokio::time::timeout(std::time::Duration::from_secs(10), refused)
            .await
            .expect("the link was cut");
        let ready = super::readyz(std::sync::Arc::new(store.clone()), None).await;
        assert_eq!(ready.0, 503, "{}", ready.1);
        assert!(ready.1.starts_with("not ready"), "{}", ready.1);
        let started = std::time::Instant::now();
        let down = store.save_roll(roll(2)).await;
        assert!(down.is_err(), "a save while the database is gone");
        assert!(store.ping().await.is_err());
        assert!(
            started.elapsed() < std::time::Duration::from_secs(9),
            "failing took {:?}: a call must not hang on a dead connection",
            started.elapsed()
        );
        link.restore().await;
        let back = store.save_roll(roll(3)).await.unwrap();
        assert_eq!(back.record_no, 2, "the failed save left no trace");
        store.ping().await.unwrap();
        assert_eq!(
            super::readyz(std::sync::Arc::new(store.clone()), None)
                .await
                .0,
            200
        );
        // A gateway process is ready only with a shard connected.
        let shards = std::sync::Arc::new(backrank::bot::transport::shards::Connected::default());
        let waiting = super::readyz(std::sync::Arc::new(store.clone()), Some(shards.clone())).await;
        assert_eq!(waiting.0, 503);
        assert!(waiting.1.contains("no gateway shard"), "{}", waiting.1);
        shards.up(3);
        let up = super::readyz(std::sync::Arc::new(store.clone()), Some(shards)).await;
        assert_eq!(
            up,
            (
                200,
                "ready: store answers; shards connected: [3]\n".to_owned()
            )
        );
    }
}

/// `/readyz` of a process on `store` (and these shards): status and body.
pub async fn readyz(
    store: std::sync::Arc<dyn Store>,
    gateway: Option<std::sync::Arc<backrank::bot::transport::shards::Connected>>,
) -> (u16, String) {
    use tower::ServiceExt;
    let admin = backrank::serve::admin::Admin {
        metrics: None,
        store,
        gateway,
        token: String::new(),
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

/// How many pairs of changes race in the lost-update tests.
const RACING_PAIRS: u64 = 100;

/// An app on its own handle of the store, as another process runs one.
async fn app_on(place: &Place) -> backrank::app::App {
    let settings = backrank::app::settings::Settings::load(None).unwrap();
    backrank::app::App::new(settings, place.open().await).unwrap()
}

/// Two managers on two processes save at once, one the variant, the
/// other the dice, in each of many servers: every server keeps both.
async fn two_managers_saving_at_once_both_keep_their_change(place: Place) {
    let (a, b) = (
        Arc::new(app_on(&place).await),
        Arc::new(app_on(&place).await),
    );
    let race = |app: Arc<backrank::app::App>, change: fn(GuildSettings) -> GuildSettings| {
        tokio::spawn(async move {
            for guild in 1..=RACING_PAIRS {
                let saved = app.servers().change_with(guild, |g| Ok(change(g))).await;
                saved.unwrap_or_else(|e| panic!("server {guild}: {e}"));
            }
        })
    };
    let variant = race(a.clone(), |g| GuildSettings {
        variant: Some("crc".into()),
        ..g
    });
    let dice = race(b.clone(), |g| GuildSettings {
        dice: Some(backrank_entropy::Die::Coin),
        ..g
    });
    variant.await.unwrap();
    dice.await.unwrap();
    let mut lost = Vec::new();
    for guild in 1..=RACING_PAIRS {
        let kept = a.store().guild_settings(guild).await.unwrap();
        if kept.variant.as_deref() != Some("crc") || kept.dice != Some(backrank_entropy::Die::Coin)
        {
            lost.push((guild, kept.variant, kept.dice));
        }
    }
    assert!(
        lost.is_empty(),
        "{} of {RACING_PAIRS} pairs lost a change: {lost:?}",
        lost.len()
    );
}

/// One person changes two preferences at once from two processes (the
/// theme, and the board's width), for many people: each keeps both.
async fn two_people_changing_their_preferences_at_once_keep_both(place: Place) {
    let (a, b) = (
        Arc::new(app_on(&place).await),
        Arc::new(app_on(&place).await),
    );
    let race = |app: Arc<backrank::app::App>, change: fn(UserPrefs) -> UserPrefs| {
        tokio::spawn(async move {
            for user in 1..=RACING_PAIRS {
                let saved = app.people().change_prefs(user, |p| Ok(change(p))).await;
                saved.unwrap_or_else(|e| panic!("person {user}: {e}"));
            }
        })
    };
    let theme = race(a.clone(), |p| UserPrefs {
        theme: Some("slate".into()),
        ..p
    });
    let width = race(b.clone(), |p| UserPrefs {
        width: Some(800),
        ..p
    });
    theme.await.unwrap();
    width.await.unwrap();
    let mut lost = Vec::new();
    for user in 1..=RACING_PAIRS {
        let kept = a.store().user_prefs(user).await.unwrap();
        if kept.theme.as_deref() != Some("slate") || kept.width != Some(800) {
            lost.push((user, kept));
        }
    }
    assert!(
        lost.is_empty(),
        "{} of {RACING_PAIRS} pairs lost a change: {lost:?}",
        lost.len()
    );
}

/// The sources older versions kept, as sentences, one roll each.
const OLD_SOURCES: [&str; 8] = [
    "os",
    "typed throws",
    "tower",
    "serial:/dev/backrank-tower",
    "exec:/usr/local/bin/dice",
    "seed:club night",
    "dice at the table",
    "dice at the table, thrown in turn by <@1>, <@22> and <@333>",
];

/// Makes `place` a store as the version before sources were data and
/// events kept their commitments left it (SQLite schema 10, PostgreSQL 7),
/// with a roll of each of [`OLD_SOURCES`] and an event of two rounds.
async fn older_store(place: &Place) {
    let mut rows = Vec::new();
    for (i, source) in OLD_SOURCES.iter().enumerate() {
        rows.push(format!(
            "INSERT INTO rolls (made_at, kind, user_id, user_name, guild_id, channel_id, \
             variant, method, dice, source, faces, number, fen, replay_code, scope, record_no) \
             VALUES ({i}, 'random', 1, 'ada', 7, 8, 'chess960', 'placement', 'd6', '{source}', \
             '2', 518, 'x', 'code', 'g7', {})",
            i + 1
        ));
    }
    rows.push(
        "INSERT INTO events (guild_id, name, variant, method, dice, rounds, seeds, revealed, \
         created_by, created_at) VALUES (7, 'Old Open', 'chess960', 'placement', 'd6', 2, \
         'aa bb', 0, 1, 5)"
            .to_owned(),
    );
    older_store_at(place, ("010", "007"), rows).await;
}

/// Makes `place` a store as the version whose last migrations are `last`
/// (SQLite's, PostgreSQL's) left it, with `rows` written into it.
async fn older_store_at(place: &Place, last: (&str, &str), rows: Vec<String>) {
    let (folder, last) = if place.url.is_empty() {
        ("sqlite", last.0)
    } else {
        ("postgres", last.1)
    };
    let mut files: Vec<_> = std::fs::read_dir(format!("src/store/migrations/{folder}"))
        .unwrap()
        .map(|f| f.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_str().unwrap() <= &format!("{last}_~")[..])
        .collect();
    files.sort();
    let mut batch: Vec<String> = files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap())
        .collect();
    batch.extend(rows);
    if place.url.is_empty() {
        std::fs::create_dir_all(&place.dir).unwrap();
        let db = rusqlite::Connection::open(place.dir.join("backrank.sqlite3")).unwrap();
        db.execute_batch(&batch.join(";\n")).unwrap();
        db.execute_batch(&format!(
            "PRAGMA user_version = {}; PRAGMA application_id = {};",
            files.len(),
            i32::from_be_bytes(*b"BRK1")
        ))
        .unwrap();
    } else {
        let (client, conn) = tokio_postgres::connect(&place.url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(conn);
        client
            .batch_execute(
                "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, \
                 applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
            )
            .await
            .unwrap();
        client.batch_execute(&batch.join(";\n")).await.unwrap();
        for version in 1..=files.len() as i32 {
            client
                .execute(
                    "INSERT INTO schema_migrations (version) VALUES ($1)",
                    &[&version],
                )
                .await
                .unwrap();
        }
    }
}

/// An older store opened by this version: each roll's sentence becomes its
/// kind (a tower's path or command only `tower`, a seed kept as its
/// device, the players of a witnessed roll-along in their own list), and
/// an older event is given the commitments published for it then, and a
/// web page token of its own.
async fn an_older_stores_sources_and_events_are_brought_up_to_date(place: Place) {
    older_store(&place).await;
    let store = place.open().await;
    let mut kept = Vec::new();
    for record in 1..=OLD_SOURCES.len() as i64 {
        let saved = store
            .record(Scope::Guild(7), record)
            .await
            .unwrap()
            .unwrap();
        kept.push(saved.roll.source);
    }
    let of = KeptSource::of;
    let expected = [
        of(SourceKind::Os),
        of(SourceKind::Typed),
        of(SourceKind::Tower),
        of(SourceKind::Tower),
        of(SourceKind::Tower),
        KeptSource {
            device: Some("club night".into()),
            ..of(SourceKind::Seed)
        },
        of(SourceKind::Table),
        KeptSource {
            players: vec![1, 22, 333],
            ..of(SourceKind::Table)
        },
    ];
    assert_eq!(kept, expected);
    let counted = store.stat_rolls(Scope::Guild(7), 0, 0, 100).await.unwrap();
    let kinds: Vec<SourceKind> = counted.iter().map(|r| r.source).collect();
    assert_eq!(kinds, expected.map(|k| k.kind));

    let event = store.event(7, "Old Open".into()).await.unwrap().unwrap();
    assert_eq!(
        event.event.commitments,
        [
            backrank::core::commitment::commitment("Old Open", 1, "aa"),
            backrank::core::commitment::commitment("Old Open", 2, "bb"),
        ]
    );
    let token = event
        .event
        .web_token
        .clone()
        .expect("an older event gets a page");
    assert!(backrank::store::is_web_token(&token), "{token}");
    assert_eq!(
        store.event_by_token(token).await.unwrap(),
        Some(event.clone())
    );
    // A new roll-along in the old sessions table rolls every position.
    let s = store.start_roll_along(start(1)).await.unwrap();
    assert!(!s.exclude_standard && !s.pairs);

    // An older version still running on the same store goes on writing
    // sentences and events without commitments: both read back.
    raw_execute(
        &place,
        "INSERT INTO rolls (made_at, kind, user_id, user_name, guild_id, channel_id, variant, \
         method, dice, source, faces, number, fen, replay_code, scope, record_no) VALUES (99, \
         'random', 1, 'ada', 7, 8, 'chess960', 'placement', 'd6', \
         'dice at the table, thrown in turn by <@4> and <@5>', '2', 518, 'x', 'code', 'g7', 99); \
         INSERT INTO events (guild_id, name, variant, method, dice, rounds, seeds, revealed, \
         created_by, created_at) VALUES (7, 'Later Open', 'chess960', 'placement', 'd6', 1, \
         'cc', 0, 1, 5)",
    )
    .await;
    let later = store.record(Scope::Guild(7), 99).await.unwrap().unwrap();
    assert_eq!(
        later.roll.source,
        KeptSource {
            players: vec![4, 5],
            ..of(SourceKind::Table)
        }
    );
    let later = store.event(7, "Later Open".into()).await.unwrap().unwrap();
    assert_eq!(
        later.event.commitments,
        [backrank::core::commitment::commitment(
            "Later Open",
            1,
            "cc"
        )]
    );
}

/// A store of the version before a channel's schedule was kept for good
/// (SQLite 21, PostgreSQL 18) opened by this one: its schedule runs on
/// with its book of dates and rolls, a server's own challenge stays, and a
/// re-set keeps the schedule's id and its day.
async fn an_older_stores_daily_books_are_kept(place: Place) {
    let rows = vec![
        "INSERT INTO rolls (made_at, kind, user_id, user_name, guild_id, channel_id, variant, \
         method, dice, source, faces, number, fen, replay_code, scope, record_no) VALUES (1, \
         'daily', 0, 'daily challenge', 1, 2, 'chess960', 'placement', 'd6', 'os', '2', 518, \
         'x', 'code', 'g1', 1)"
            .to_owned(),
        "INSERT INTO rolls (made_at, kind, user_id, user_name, guild_id, channel_id, variant, \
         method, dice, source, faces, number, fen, replay_code, scope, record_no) VALUES (2, \
         'daily', 0, 'daily challenge', 1, 4, 'chess960', 'placement', 'd6', 'os', '3', 519, \
         'x', 'code', 'g1', 2)"
            .to_owned(),
        "INSERT INTO schedules (guild_id, channel_id, local_time, timezone, variants, rotation, \
         thread, created_at) VALUES (1, 2, '18:00', 'Europe/Berlin', 'chess960', 'rotate', \
         FALSE, 0)"
            .to_owned(),
        "INSERT INTO daily_posts (schedule_id, local_date, status, worker, claimed_at, \
         first_claimed_at, roll_id, message_id) VALUES (1, '2026-12-07', 'posted', 'w', 5, 5, \
         1, 77)"
            .to_owned(),
        "INSERT INTO server_daily_rolls (guild_id, local_date, roll_id) VALUES (1, \
         '2026-12-07', 2)"
            .to_owned(),
    ];
    older_store_at(&place, ("021", "018"), rows).await;
    let store = place.open().await;
    let day = jiff::civil::date(2026, 12, 7);
    let [s] = &store.schedules(None).await.unwrap()[..] else {
        panic!("the schedule runs on");
    };
    assert_eq!((s.id, s.stopped_at, s.spec.channel_id), (1, None, 2));
    let posted = store.post(1, day).await.unwrap().unwrap();
    assert_eq!(
        (posted.status, posted.roll_id),
        (PostStatus::Posted, Some(1))
    );
    assert_eq!(
        store.day_roll(DailyOf::Server(1), day).await.unwrap(),
        Some(2)
    );
    let again = store
        .set_schedule(NewSchedule {
            local_time: "19:00".into(),
            ..s.spec.clone()
        })
        .await
        .unwrap();
    assert_eq!(again.id, 1);
    assert_eq!(
        store.day_roll(DailyOf::Schedule(1), day).await.unwrap(),
        Some(1)
    );
    assert!(store.console_names().await.unwrap().is_empty());
}

/// The console's names keep the id each was first given, whatever the
/// case it is typed in and on every handle; consoles naming new things at
/// once from two handles never give two names one id.
async fn a_consoles_names_keep_their_ids_and_never_share_one(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let chess = a.console_name(NameKind::Channel, "chess".into(), 100);
    assert_eq!(chess.await.unwrap(), 100);
    let again = b.console_name(NameKind::Channel, "Chess".into(), 100);
    assert_eq!(again.await.unwrap(), 100);
    let bob = b.console_name(NameKind::Person, "Bob".into(), 2);
    assert_eq!(bob.await.unwrap(), 2, "each kind counts its own");
    let namers: Vec<_> = (0..16)
        .map(|n| {
            let store = if n % 2 == 0 { a.clone() } else { b.clone() };
            tokio::spawn(async move {
                store
                    .console_name(NameKind::Channel, format!("c{n}"), 100)
                    .await
                    .unwrap()
            })
        })
        .collect();
    let mut ids = Vec::new();
    for n in namers {
        ids.push(n.await.unwrap());
    }
    ids.sort_unstable();
    assert_eq!(ids, (101..=116).collect::<Vec<u64>>());
    let names = b.console_names().await.unwrap();
    assert_eq!(names.len(), 18);
    assert!(names.contains(&ConsoleName {
        kind: NameKind::Channel,
        name: "chess".into(),
        id: 100
    }));
}

/// Two names that read the same after NFKC and case folding are one
/// server's one event, even created at once from two handles; events an
/// older version kept under such names are each still found by their
/// exact name, the oldest by any spelling.
async fn names_that_read_the_same_are_one_event_old_ones_each_still_found(place: Place) {
    older_store(&place).await;
    raw_execute(
        &place,
        "INSERT INTO events (guild_id, name, variant, method, dice, rounds, seeds, revealed, \
         created_by, created_at) VALUES (7, 'old open', 'chess960', 'placement', 'd6', 1, \
         'cc', 0, 1, 6); \
         INSERT INTO events (guild_id, name, variant, method, dice, rounds, seeds, revealed, \
         created_by, created_at) VALUES (8, 'OLD OPEN', 'chess960', 'placement', 'd6', 1, \
         'dd', 0, 1, 7)",
    )
    .await;
    let (a, b) = (place.open().await, place.open().await);
    let found = async |guild, name: &str| {
        a.event(guild, name.into())
            .await
            .unwrap()
            .map(|e| e.event.name)
    };
    assert_eq!(found(7, "Old Open").await.as_deref(), Some("Old Open"));
    assert_eq!(found(7, "old open").await.as_deref(), Some("old open"));
    assert_eq!(found(7, "ＯＬＤ  open").await.as_deref(), Some("Old Open"));
    assert_eq!(found(8, "old Open").await.as_deref(), Some("OLD OPEN"));
    for (guild, name) in [(7, "OLD OPEN"), (8, "Old Open")] {
        assert_eq!(
            a.create_event(event(guild, name, 1)).await.unwrap(),
            None,
            "{name}"
        );
    }

    for round in 0..8 {
        let (cup, spaced) = (format!("Cup {round}"), format!("ｃｕｐ  {round}"));
        let token = |n| Some(format!("{:032x}", 90 + 2 * round + n));
        let (x, y) = tokio::join!(
            a.create_event(NewEvent {
                web_token: token(0),
                ..event(9, &cup, 1)
            }),
            b.create_event(NewEvent {
                web_token: token(1),
                ..event(9, &spaced, 1)
            }),
        );
        let made: Vec<_> = [x.unwrap(), y.unwrap()].into_iter().flatten().collect();
        assert_eq!(made.len(), 1, "round {round}: {made:?}");
        let by_other = if made[0].event.name == cup {
            &spaced
        } else {
            &cup
        };
        assert_eq!(
            found(9, by_other).await.as_deref(),
            Some(made[0].event.name.as_str())
        );
    }
}

/// What a record keeps of how it was rolled reads back as the same typed
/// spec (a variant file's version included); a row whose spec was changed
/// into something that is none is refused as corrupt, naming the part.
async fn a_kept_spec_reads_back_typed_and_a_changed_one_is_corrupt(place: Place) {
    let store = place.open().await;
    let spec =
        backrank::core::roll::KeptSpec::try_from(("thursday.6c1215d3", "scatter", "d8")).unwrap();
    let kept = NewRoll {
        spec: spec.clone(),
        ..roll(7)
    };
    let saved = store.save_roll(kept.clone()).await.unwrap();
    assert_eq!(store.roll(saved.id).await.unwrap().unwrap().roll, kept);
    let along = store
        .start_roll_along(NewRollAlong {
            spec: spec.clone(),
            ..start(1)
        })
        .await
        .unwrap();
    assert_eq!(along.spec, spec);

    raw_execute(
        &place,
        &format!("UPDATE rolls SET dice = 'd7' WHERE id = {}", saved.id),
    )
    .await;
    let refused = store.roll(saved.id).await.unwrap_err();
    assert!(
        matches!(&refused, backrank::store::StoreError::Corrupt(why) if why.contains("'d7'")),
        "{refused:?}"
    );
    // The statistics read the row all the same, with no spec: one bad row
    // is counted as unread, it does not stop /stats for everyone.
    let scope = Scope::of(&kept.who);
    let counted = store.stat_rolls(scope, 0, 0, 100).await.unwrap();
    let bad = counted
        .iter()
        .find(|r| r.record_no == saved.record_no)
        .unwrap();
    assert_eq!(bad.spec, None);
    raw_execute(
        &place,
        &format!(
            "UPDATE sessions SET variant = 'a b' WHERE id = {}",
            along.id
        ),
    )
    .await;
    let refused = store.roll_along(along.id).await.unwrap_err();
    assert!(
        matches!(&refused, backrank::store::StoreError::Corrupt(why) if why.contains("'a b'")),
        "{refused:?}"
    );
}

/// Runs `sql` on `place`'s store directly, as another program would.
async fn raw_execute(place: &Place, sql: &str) {
    if place.url.is_empty() {
        let db = rusqlite::Connection::open(place.dir.join("backrank.sqlite3")).unwrap();
        db.busy_timeout(std::time::Duration::from_secs(10)).unwrap();
        db.execute_batch(sql).unwrap();
    } else {
        let (client, conn) = tokio_postgres::connect(&place.url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(conn);
        client.batch_execute(sql).await.unwrap();
    }
}

/// An event's rules through the app on each store: round 1's first
/// attempt gives a position left out at the start and round 2's gives
/// round 1's, so each is drawn again, as its reveal and its check line
/// say; every face's check agrees; and rules changed in the store
/// afterwards fail the commitments, so neither round is shown.
async fn an_events_rules_draw_again_and_are_held_to_what_was_committed(place: Place) {
    use backrank::app::event::check::RoundCheck;
    use backrank::app::event::commitment::round_commitment;

    let app = app_on(&place).await;
    let forced = crate::events::forced_repeat().await;
    let rules = DrawRules {
        repeats: false,
        exclude: Positions::of([forced.excluded]),
        avoid: None,
    };
    let name = "Rules Open";
    let new = NewEvent {
        seeds: forced.seeds.to_vec(),
        commitments: (1..)
            .zip(&forced.seeds)
            .map(|(round, seed)| round_commitment(name, round, seed, Some(&rules)))
            .collect(),
        exclude_standard: false,
        pairs: false,
        rules: Some(rules),
        ..event(7, name, 2)
    };
    let mut kept = app.store().create_event(new).await.unwrap().unwrap();
    let lang = backrank::i18n::Lang::En;
    let mut said = Vec::new();
    for _ in 0..2 {
        let revealed = app.events().next_round(kept.clone()).await.unwrap();
        app.events()
            .count_revealed(&revealed, &who(1, Some(7)))
            .await
            .unwrap();
        let view = app.views().round(&revealed, lang);
        let facts: Vec<String> = view.proof.iter().map(|f| f.value.clone()).collect();
        said.push((
            revealed.roll.position.number(),
            revealed.attempt(),
            facts.join("\n"),
        ));
        kept = app.store().event(7, name.into()).await.unwrap().unwrap();
    }
    assert_eq!(said[0].0, forced.first);
    assert_eq!(said[1].0, forced.second);
    assert_eq!((said[0].1, said[1].1), (2, forced.attempt));
    let (one, two) = (&said[0].2, &said[1].2);
    assert!(
        one.contains(&format!(
            "attempt 1 gave SP {}, left out at the start: drawn again",
            forced.excluded
        )) && one.contains("'seed:forced-one attempt 2'")
            && one.contains(&format!("--exclude {}", forced.excluded)),
        "{one}"
    );
    assert!(
        two.contains(&format!(
            "attempt 1 gave SP {}, round 1's position: drawn again",
            forced.first
        )) && two.contains(&format!("--earlier {} ", forced.first))
            && two.contains(&format!("--position {}", forced.second)),
        "{two}"
    );
    let numbers = |checks: Vec<RoundCheck>| -> Vec<Option<u64>> {
        checks
            .iter()
            .map(|c| match c {
                RoundCheck::Shown(r) => Some(r.roll.position.number()),
                _ => None,
            })
            .collect()
    };
    assert_eq!(
        numbers(app.events().round_checks(&kept).await),
        [Some(forced.first), Some(forced.second)]
    );
    // The exclusion dropped from the store after the start: the rounds'
    // commitments no longer hold, and neither round is shown.
    raw_execute(
        &place,
        "UPDATE events SET rules = '{\"repeats\":false}' WHERE name = 'Rules Open'",
    )
    .await;
    let changed = app.store().event(7, name.into()).await.unwrap().unwrap();
    assert!(changed.event.rules.as_ref().unwrap().exclude.is_empty());
    let checks = app.events().round_checks(&changed).await;
    assert!(
        checks.iter().all(|c| matches!(c, RoundCheck::Forged)),
        "{checks:?}"
    );
}

/// When a round's play starts is kept with the roll it is revealed as, and
/// read back by every handle (the page, the screen and the sheets read it
/// there); a round given no study time, and every other roll, keep none.
async fn a_rounds_play_start_is_kept_with_its_roll(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let e = a.create_event(event(7, "rapid", 2)).await.unwrap().unwrap();
    let (first, kept) = event_round(e.id, 1);
    let play_at = kept.made_at + 15 * 60;
    let kept = NewRoll {
        play_at: Some(play_at),
        ..kept
    };
    let record = a.reveal_round(first, kept).await.unwrap().unwrap();
    let (second, kept) = event_round(e.id, 2);
    a.reveal_round(second, kept).await.unwrap().unwrap();
    let plain = a.save_roll(roll(9)).await.unwrap();
    let read = b.event_round_roll(first).await.unwrap().unwrap();
    assert_eq!(read.id, record.id);
    assert_eq!(read.roll.play_at, Some(play_at));
    assert_eq!(
        b.roll(record.id).await.unwrap().unwrap().roll.play_at,
        Some(play_at)
    );
    let read = b.event_round_roll(second).await.unwrap().unwrap();
    assert_eq!(read.roll.play_at, None, "no study time, no start");
    assert_eq!(b.roll(plain.id).await.unwrap().unwrap().roll.play_at, None);
    // And after the store is opened again.
    let again = place.open().await;
    let read = again.event_round_roll(first).await.unwrap().unwrap();
    assert_eq!(read.roll.play_at, Some(play_at));
}

/// Round 2 of an event with no position twice changed in the store after
/// its reveal: round 2 "does not match what was published" on every face;
/// round 3, whose own record is intact, is not called forged but held
/// back by round 2 (its draw needs round 2's position); and `avoid:` it
/// says what `/event show` and the page say, not "try again in a moment"
/// (issue 59).
async fn a_tampered_round_is_its_own_and_avoid_says_so(place: Place) {
    use backrank::app::event::Organizer;
    use backrank::app::event::rules::AskedRules;
    use backrank::app::event::start::{EventDraw, StartAsked};
    use backrank::app::rolls::request::RollRequest;

    let app = app_on(&place).await;
    let lang = backrank::i18n::Lang::En;
    let guild = GuildSettings::default();
    let arbiter = who(1, Some(7));
    let by = Organizer {
        guild_id: 7,
        guild: &guild,
        who: &arbiter,
    };
    let asked = |name: &str, avoid: Option<&str>| StartAsked {
        name: name.into(),
        rounds: 3,
        request: RollRequest {
            variant: Some("chess960".into()),
            ..RollRequest::default()
        },
        draw: EventDraw::Seeds,
        rules: AskedRules {
            avoid: avoid.map(str::to_owned),
            ..AskedRules::default()
        },
    };
    let name = "Tampered Cup";
    let mut kept = app.events().start(&asked(name, None), &by).await.unwrap();
    for _ in 0..3 {
        let revealed = app.events().next_round(kept.clone()).await.unwrap();
        app.events()
            .count_revealed(&revealed, &arbiter)
            .await
            .unwrap();
        kept = app.store().event(7, name.into()).await.unwrap().unwrap();
    }
    let mut seeds = kept.event.seeds.clone();
    seeds[1] = "ab".repeat(32);
    raw_execute(
        &place,
        &format!(
            "UPDATE events SET seeds = '{}' WHERE name = '{name}'",
            seeds.join(" ")
        ),
    )
    .await;
    let changed = app.store().event(7, name.into()).await.unwrap().unwrap();
    let view = app.views().event(&changed, lang).await;
    let said: Vec<String> = view
        .entries
        .iter()
        .map(|e| e.line(lang).not_shown.unwrap_or_default())
        .collect();
    assert_eq!(said[0], "", "round 1 is shown: {said:?}");
    assert!(
        said[1].contains("does not match what was published"),
        "{said:?}"
    );
    assert!(
        said[2].contains("its own record matches what was published")
            && said[2].contains("round 2")
            && !said[2].contains("its kept record does not match"),
        "round 3 is its own: {said:?}"
    );
    let refused = app
        .events()
        .start(&asked("Next Cup", Some(name)), &by)
        .await
        .unwrap_err()
        .user_text(lang);
    assert!(
        refused.contains("round 2 of \"Tampered Cup\" does not match what was published")
            && !refused.contains("try again"),
        "{refused}"
    );
    assert!(
        app.store()
            .event(7, "Next Cup".into())
            .await
            .unwrap()
            .is_none(),
        "nothing started"
    );
}

/// A store made by the version before names' confusable skeletons, its
/// events' keys as that version worked them out (case folded only).
async fn store_before_name_skeletons(place: &Place, events: &[(u64, &str, &str)]) {
    let (folder, last) = if place.url.is_empty() {
        ("sqlite", "021")
    } else {
        ("postgres", "018")
    };
    let mut files: Vec<_> = std::fs::read_dir(format!("src/store/migrations/{folder}"))
        .unwrap()
        .map(|f| f.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_str().unwrap() <= &format!("{last}_~")[..])
        .collect();
    files.sort();
    let mut batch: Vec<String> = files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap())
        .collect();
    for (i, (guild, name, key)) in events.iter().enumerate() {
        batch.push(format!(
            "INSERT INTO events (guild_id, name, variant, method, dice, rounds, seeds, \
             revealed, created_by, created_at, name_key) VALUES ({guild}, '{name}', \
             'chess960', 'placement', 'd6', 1, '{:064x}', 0, 1, {i}, '{key}')",
            i
        ));
    }
    if place.url.is_empty() {
        std::fs::create_dir_all(&place.dir).unwrap();
        let db = rusqlite::Connection::open(place.dir.join("backrank.sqlite3")).unwrap();
        db.execute_batch(&batch.join(";\n")).unwrap();
        db.execute_batch(&format!(
            "PRAGMA user_version = {}; PRAGMA application_id = {};",
            files.len(),
            i32::from_be_bytes(*b"BRK1")
        ))
        .unwrap();
    } else {
        let (client, conn) = tokio_postgres::connect(&place.url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(conn);
        client
            .batch_execute(
                "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, \
                 applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
            )
            .await
            .unwrap();
        client.batch_execute(&batch.join(";\n")).await.unwrap();
        for version in 1..=files.len() as i32 {
            client
                .execute(
                    "INSERT INTO schema_migrations (version) VALUES ($1)",
                    &[&version],
                )
                .await
                .unwrap();
        }
    }
}

/// Names that look the same in other scripts (Cyrillic `С`, Greek `Ϲ`,
/// the small capital `ᴄ`: UTS #39's confusables) are one event, however
/// they are typed; the keys an older version kept are worked out again
/// at open: the oldest of a server's look-alikes keeps the plain key,
/// each other is still found by its exact name (issue 59).
async fn names_that_look_the_same_in_other_scripts_are_one_event_old_keys_worked_out_again(
    place: Place,
) {
    store_before_name_skeletons(
        &place,
        &[
            (7, "Cup", "cup"),
            (7, "\u{0421}up", "\u{0441}up"),
            (7, "Summer Cup", "summer cup"),
            (8, "\u{1D04}up", "\u{1D04}up"),
        ],
    )
    .await;
    let (a, b) = (place.open().await, place.open().await);
    let found = async |guild, name: &str| {
        a.event(guild, name.into())
            .await
            .unwrap()
            .map(|e| e.event.name)
    };
    assert_eq!(found(7, "\u{03F9}UP").await.as_deref(), Some("Cup"));
    assert_eq!(found(7, "\u{0421}up").await.as_deref(), Some("\u{0421}up"));
    assert_eq!(found(7, "SUMMER CUP").await.as_deref(), Some("Summer Cup"));
    assert_eq!(found(8, "Cup").await.as_deref(), Some("\u{1D04}up"));
    for (guild, name) in [
        (7, "\u{03F9}up"),
        (7, "\u{1D04}UP"),
        (7, "SUMMER CUP"),
        (8, "\u{0421}up"),
    ] {
        assert_eq!(
            a.create_event(event(guild, name, 1)).await.unwrap(),
            None,
            "{name} is taken"
        );
    }
    // Made at once from two handles, in three scripts: one event.
    for round in 0..4 {
        let (latin, cyrillic) = (format!("Open {round}"), format!("\u{041E}pen {round}"));
        let token = |n| Some(format!("{:032x}", 190 + 2 * round + n));
        let (x, y) = tokio::join!(
            a.create_event(NewEvent {
                web_token: token(0),
                ..event(9, &latin, 1)
            }),
            b.create_event(NewEvent {
                web_token: token(1),
                ..event(9, &cyrillic, 1)
            }),
        );
        let made: Vec<_> = [x.unwrap(), y.unwrap()].into_iter().flatten().collect();
        assert_eq!(made.len(), 1, "round {round}: {made:?}");
    }
}

/// A night of server `guild` whose rounds are event `event_id`'s, from
/// `starts_at` for three hours.
fn night(guild: u64, event_id: i64, starts_at: i64) -> NewMeetup {
    NewMeetup {
        guild_id: guild,
        channel_id: 1 << 60,
        event_id,
        series_id: None,
        name: "Thursday 960".into(),
        place: "Café Central, Hauptstraße 5".into(),
        starts_at,
        ends_at: starts_at + 3 * 3600,
        zone: "Europe/Berlin".into(),
        series_date: "2026-12-10".into(),
        local_time: "19:00".into(),
        weekly: false,
        places: Some(8),
        remind_minutes: Some(60),
        round_every: None,
        created_by: u64::MAX - 3,
        created_at: 50,
    }
}

/// A new event of server `guild` for a night to draw its rounds.
async fn night_event(store: &dyn Store, guild: u64, name: &str) -> i64 {
    let made = store.create_event(NewEvent {
        // A token of its own: the name's bytes in hex.
        web_token: Some(
            name.bytes()
                .fold(format!("{guild:016x}"), |t, b| t + &format!("{b:02x}")),
        ),
        ..event(guild, name, 2)
    });
    made.await.unwrap().unwrap().id
}

/// Nights are kept whole, found by id and by event, listed per server and
/// soonest first (ended ones left out; cancelled ones kept, for their
/// announcements and calendars say so), a series lists every
/// night of it, and a change is written only over the version it was
/// made from, bumping it.
async fn meetups_are_kept_listed_and_changed_from_their_version(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let e1 = night_event(&*a, 7, "one").await;
    let first = a.create_meetup(night(7, e1, 10_000)).await.unwrap();
    assert_eq!(
        (
            first.state,
            first.version,
            first.discord_event,
            first.announcement,
            first.moved_from
        ),
        (MeetupState::Planned, 0, None, None, None)
    );
    assert_eq!(first.meetup, night(7, e1, 10_000));
    assert_eq!(b.meetup(first.id).await.unwrap(), Some(first.clone()));
    assert_eq!(b.meetup_of_event(e1).await.unwrap(), Some(first.clone()));
    assert_eq!(b.meetup(first.id + 100).await.unwrap(), None);
    assert_eq!(b.meetup_of_event(e1 + 100).await.unwrap(), None);

    // A weekly series: the first night, and two later ones naming it.
    let mut weeks = Vec::new();
    for n in 2..=5 {
        weeks.push(night_event(&*a, 7, &format!("week {n}")).await);
    }
    let (e2, e3, e4, e5) = (weeks[0], weeks[1], weeks[2], weeks[3]);
    let later = |event_id, starts_at| NewMeetup {
        series_id: Some(first.id),
        weekly: true,
        ..night(7, event_id, starts_at)
    };
    let third = a
        .create_meetup(later(e3, 10_000 + 14 * 86_400))
        .await
        .unwrap();
    let second = a
        .create_meetup(later(e2, 10_000 + 7 * 86_400))
        .await
        .unwrap();
    let elsewhere = night_event(&*a, 8, "elsewhere").await;
    let other = a.create_meetup(night(8, elsewhere, 5_000)).await.unwrap();
    let single = a.create_meetup(night(7, e4, 2_000)).await.unwrap();
    let gone = a.create_meetup(night(7, e5, 20_000)).await.unwrap();
    let cancelled = a
        .change_meetup(Meetup {
            state: MeetupState::Cancelled,
            ..gone.clone()
        })
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (cancelled.state, cancelled.version),
        (MeetupState::Cancelled, 1)
    );

    let ids = |ms: Vec<Meetup>| ms.into_iter().map(|m| m.id).collect::<Vec<_>>();
    assert_eq!(
        ids(b.meetups(Some(7), 0).await.unwrap()),
        [single.id, first.id, gone.id, second.id, third.id],
        "soonest first, the cancelled one too"
    );
    assert_eq!(
        ids(b.meetups(Some(7), 2_000 + 3 * 3600 + 1).await.unwrap()),
        [first.id, gone.id, second.id, third.id],
        "a night ended before `ends_after` is left out; one ending then is not"
    );
    assert_eq!(
        ids(b.meetups(None, 0).await.unwrap()),
        [single.id, other.id, first.id, gone.id, second.id, third.id]
    );
    assert_eq!(
        ids(b.meetup_series(first.id).await.unwrap()),
        [first.id, second.id, third.id]
    );
    assert_eq!(
        b.meetup_series(single.id).await.unwrap(),
        vec![single.clone()]
    );

    // Two changes from one version: the first is written, the second refused.
    let mut announced = second.clone();
    announced.announcement = Some(u64::MAX - 9);
    announced.discord_event = Some(1 << 63);
    let kept = a.change_meetup(announced.clone()).await.unwrap().unwrap();
    assert_eq!(
        kept,
        Meetup {
            version: 1,
            ..announced
        }
    );
    let mut moved = second.clone();
    moved.meetup.starts_at += 3600;
    moved.moved_from = Some(second.meetup.starts_at);
    assert_eq!(b.change_meetup(moved.clone()).await.unwrap(), None);
    assert_eq!(
        b.meetup(second.id).await.unwrap(),
        Some(kept.clone()),
        "refused, nothing written"
    );
    // Made again from what is kept now, it is written.
    let moved = Meetup {
        meetup: moved.meetup,
        moved_from: moved.moved_from,
        ..kept.clone()
    };
    let now = b.change_meetup(moved.clone()).await.unwrap().unwrap();
    assert_eq!(
        now,
        Meetup {
            version: 2,
            ..moved
        }
    );
    assert_eq!(
        place.open().await.meetup(second.id).await.unwrap(),
        Some(now)
    );
}

/// Answers come back in the order they came; the same answer again keeps
/// its place, a changed one goes to the end; every answer made at once
/// from two handles is kept, each with its own place.
async fn a_nights_answers_keep_their_order_and_racing_ones_are_all_kept(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let e = night_event(&*a, 7, "answers").await;
    let m = a.create_meetup(night(7, e, 10_000)).await.unwrap();
    let other = night_event(&*a, 7, "other").await;
    let other = a.create_meetup(night(7, other, 10_000)).await.unwrap();
    assert!(a.meetup_answers(m.id).await.unwrap().is_empty());
    let seen = |answers: Vec<MeetupAnswer>| {
        answers
            .into_iter()
            .map(|x| (x.user_id, x.answer, x.seq, x.at))
            .collect::<Vec<_>>()
    };
    let big = u64::MAX - 1;
    a.answer_meetup(m.id, 1, Answer::Coming, 100).await.unwrap();
    a.answer_meetup(m.id, big, Answer::Maybe, 101)
        .await
        .unwrap();
    let all = b.answer_meetup(m.id, 3, Answer::Coming, 102).await.unwrap();
    assert_eq!(
        seen(all),
        [
            (1, Answer::Coming, 1, 100),
            (big, Answer::Maybe, 2, 101),
            (3, Answer::Coming, 3, 102)
        ]
    );
    // The same answer again: nothing moves.
    let again = b.answer_meetup(m.id, 1, Answer::Coming, 200).await.unwrap();
    assert_eq!(seen(again)[0], (1, Answer::Coming, 1, 100));
    // A changed answer goes to the end, and back to coming again too.
    b.answer_meetup(m.id, 1, Answer::Cannot, 201).await.unwrap();
    let back = a.answer_meetup(m.id, 1, Answer::Coming, 202).await.unwrap();
    assert_eq!(
        seen(back),
        [
            (big, Answer::Maybe, 2, 101),
            (3, Answer::Coming, 3, 102),
            (1, Answer::Coming, 5, 202)
        ]
    );
    assert!(
        b.meetup_answers(other.id).await.unwrap().is_empty(),
        "each night its own"
    );

    // Sixteen people at once, from two handles, on the other night.
    let answering = (1..=16u64).map(|user| {
        let store = if user % 2 == 0 { a.clone() } else { b.clone() };
        let id = other.id;
        tokio::spawn(async move { store.answer_meetup(id, user, Answer::Coming, 300).await })
    });
    for x in answering {
        x.await.unwrap().unwrap();
    }
    let kept = a.meetup_answers(other.id).await.unwrap();
    let mut users: Vec<u64> = kept.iter().map(|x| x.user_id).collect();
    users.sort_unstable();
    assert_eq!(users, (1..=16).collect::<Vec<_>>(), "no answer lost");
    let places: Vec<i64> = kept.iter().map(|x| x.seq).collect();
    assert_eq!(places, (1..=16).collect::<Vec<_>>(), "each its own place");
}

/// A night's task is won by one worker, taken over only once its claim is
/// older than the lease, finished only by who holds it, and never won
/// again once done; of sixteen racing claims one wins.
async fn a_nights_task_is_won_once_taken_over_after_the_lease_never_after_done(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    let e = night_event(&*a, 7, "tasks").await;
    let m = a.create_meetup(night(7, e, 10_000)).await.unwrap();
    let task = |name: &str, worker: &str| MeetupTask {
        meetup_id: m.id,
        task: name.into(),
        worker: worker.into(),
    };
    assert!(!a.meetup_task_done(m.id, "start".into()).await.unwrap());
    assert!(
        a.claim_meetup_task(task("start", "w1"), 100, 60)
            .await
            .unwrap()
    );
    assert!(
        !b.claim_meetup_task(task("start", "w2"), 130, 60)
            .await
            .unwrap()
    );
    assert!(
        !b.claim_meetup_task(task("start", "w2"), 160, 60)
            .await
            .unwrap(),
        "at the lease"
    );
    assert!(
        b.claim_meetup_task(task("remind", "w2"), 130, 60)
            .await
            .unwrap(),
        "a task each"
    );
    // w1 died: past the lease, w2 takes over, and w1 can no longer finish.
    assert!(
        b.claim_meetup_task(task("start", "w2"), 161, 60)
            .await
            .unwrap()
    );
    assert!(
        !a.finish_meetup_task(task("start", "w1"), 170, Some(5))
            .await
            .unwrap()
    );
    assert!(!a.meetup_task_done(m.id, "start".into()).await.unwrap());
    assert!(
        b.finish_meetup_task(task("start", "w2"), 170, Some(u64::MAX))
            .await
            .unwrap()
    );
    assert!(a.meetup_task_done(m.id, "start".into()).await.unwrap());
    assert!(!a.meetup_task_done(m.id, "remind".into()).await.unwrap());
    assert!(
        !b.finish_meetup_task(task("start", "w2"), 171, None)
            .await
            .unwrap(),
        "done once"
    );
    for worker in ["w1", "w2", "w3"] {
        assert!(
            !a.claim_meetup_task(task("start", worker), 1_000_000, 60)
                .await
                .unwrap(),
            "never won once done ({worker})"
        );
    }
    let kept = a.dump().await.unwrap().meetup_tasks;
    let start = kept.iter().find(|t| t.task == "start").unwrap();
    assert_eq!(
        (start.claimed_by.as_str(), start.done_at, start.message),
        ("w2", Some(170), Some(u64::MAX))
    );

    let claims = (0..16).map(|n| {
        let store = if n % 2 == 0 { a.clone() } else { b.clone() };
        let t = task("round-2", &format!("r{n}"));
        tokio::spawn(async move { store.claim_meetup_task(t, 500, 60).await.unwrap() })
    });
    let mut won = 0;
    for c in claims {
        won += usize::from(c.await.unwrap());
    }
    assert_eq!(won, 1);
}

/// A server's calendar feed token is made once and kept, whatever token a
/// later call brings (even racing), and finds its server.
async fn a_servers_feed_token_is_kept_and_finds_its_server(place: Place) {
    let (a, b) = (place.open().await, place.open().await);
    assert_eq!(a.meetup_feed_guild("t7".into()).await.unwrap(), None);
    let (x, y) = tokio::join!(
        a.meetup_feed(7, "t7".into()),
        b.meetup_feed(7, "t7-other".into())
    );
    let (x, y) = (x.unwrap(), y.unwrap());
    assert_eq!(x, y, "one token a server");
    assert!(x == "t7" || x == "t7-other", "{x}");
    assert_eq!(b.meetup_feed(7, "later".into()).await.unwrap(), x);
    assert_eq!(
        b.meetup_feed(u64::MAX, "t-max".into()).await.unwrap(),
        "t-max"
    );
    assert_eq!(a.meetup_feed_guild(x).await.unwrap(), Some(7));
    assert_eq!(
        a.meetup_feed_guild("t-max".into()).await.unwrap(),
        Some(u64::MAX)
    );
    assert_eq!(a.meetup_feed_guild("later".into()).await.unwrap(), None);
}

/// A word column holding a word Backrank does not know is corrupt, naming
/// the word: a night's state, an answer.
async fn a_meetups_unknown_word_is_corrupt_naming_it(place: Place) {
    let store = place.open().await;
    let e = night_event(&*store, 7, "words").await;
    let m = store.create_meetup(night(7, e, 10_000)).await.unwrap();
    store
        .answer_meetup(m.id, 1, Answer::Maybe, 5)
        .await
        .unwrap();
    raw_execute(
        &place,
        &format!(
            "UPDATE meetups SET state = 'postponed' WHERE id = {0}; \
             UPDATE meetup_answers SET answer = 'perhaps' WHERE meetup_id = {0}",
            m.id
        ),
    )
    .await;
    let refused = store.meetup(m.id).await.unwrap_err();
    assert!(
        matches!(&refused, StoreError::Corrupt(why) if why.contains("'postponed'")),
        "{refused:?}"
    );
    let refused = store.meetup_answers(m.id).await.unwrap_err();
    assert!(
        matches!(&refused, StoreError::Corrupt(why) if why.contains("'perhaps'")),
        "{refused:?}"
    );
}
