//! Discord's REST API failing the way it does: every call that finishes a
//! deferred interaction gets through in the end (5xx, 429 with its wait,
//! a dropped connection, an answer too late, an outage, a random share of
//! all of these), and a follow-up that Discord may have applied is never
//! sent twice.

use std::sync::Arc;
use std::time::Duration;

use backrank_serial::Mode;
use backrank_serial::sim::{self, Behaviour, SimConfig};

use crate::endpoint::serve;
use crate::fake_discord::{FakeDiscord, Fault, Target};
use crate::tower_bot::{APP, deferred_tower_roll as tower_roll, original, settings};

/// A bot on the HTTP endpoint whose tower (`behaviour`) makes every roll
/// deferred, against a fake Discord; one attempt may take half a second.
async fn bot(behaviour: Behaviour) -> (FakeDiscord, String) {
    let discord = FakeDiscord::start(APP).await;
    let tower = sim::start(SimConfig::new(Mode::Request, behaviour)).unwrap();
    let mut s = settings(&discord.url, &format!("serial:{}", tower.path.display()));
    s.discord.rest_attempt_timeout_secs = 0.5;
    let rest = Arc::new(backrank::discord::rest::http(&s.discord));
    let url = serve(crate::common::bot_with(s), Some(rest)).await;
    (discord, url)
}

/// Waits for the finished roll (the edit with the board) to be applied.
async fn completed(discord: &FakeDiscord, token: &str) {
    let path = original(token);
    discord
        .wait_for("the finished roll", |r| {
            r.path == path && r.content_type.starts_with("multipart/")
        })
        .await;
}

/// Each fault Discord shows, twice in a row on the reply's edit: the reply
/// gets through on the third attempt.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_kind_of_failure_is_retried_until_the_reply_gets_through() {
    let faults = [
        Fault::Status(503),
        Fault::Status(500),
        Fault::Status(502),
        Fault::RateLimited(0.2),
        Fault::Reset,
        Fault::Hang(Duration::from_millis(1500)),
    ];
    let (discord, url) = bot(Behaviour::Fair).await;
    for (n, fault) in faults.into_iter().enumerate() {
        let token = format!("fault-{n}");
        discord.fail_next(Target::Reply, &[fault, fault]);
        tower_roll(&url, &token).await;
        completed(&discord, &token).await;
        let path = original(&token);
        discord
            .wait_for_clean_attempt("edit after the faults", |a| a.path == path && a.is_reply())
            .await;
        let tries: Vec<_> = discord
            .attempts()
            .into_iter()
            .filter(|a| a.path == original(&token) && a.is_reply())
            .filter(|a| a.fault.is_some())
            .collect();
        assert_eq!(tries.len(), 2, "{fault:?}: {tries:?}");
        if let Fault::RateLimited(secs) = fault {
            // The next attempt came no sooner than Discord asked.
            let after = discord
                .attempts()
                .into_iter()
                .filter(|a| a.path == original(&token) && a.is_reply() && a.at > tries[0].at)
                .map(|a| a.at - tries[0].at)
                .min()
                .unwrap();
            assert!(after >= Duration::from_secs_f64(secs), "{after:?}");
        }
    }
}

/// A stuck tower refuses the second roll: the refusal goes to the asker
/// as a follow-up (POST). A follow-up Discord answered too late may have
/// been applied, so it is not sent again; one that met a 503 was not
/// applied, so it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follow_up_is_sent_again_only_when_discord_cannot_have_applied_it() {
    let (discord, url) = bot(Behaviour::Stuck).await;
    tower_roll(&url, "first").await;
    completed(&discord, "first").await;
    for (token, fault) in [
        ("late", Fault::Hang(Duration::from_millis(1500))),
        ("unavailable", Fault::Status(503)),
    ] {
        discord.fail_next(Target::FollowUp, &[fault]);
        tower_roll(&url, token).await;
        let path = format!("/api/v10/webhooks/{APP}/{token}");
        // The placeholder's removal comes after the follow-up's last try.
        discord
            .wait_for("the placeholder's removal", |r| {
                r.method == "DELETE" && r.path == original(token)
            })
            .await;
        let posts = |f: fn(&crate::fake_discord::Attempt) -> bool| {
            discord
                .attempts()
                .iter()
                .filter(|a| a.method == "POST" && a.path == path)
                .filter(|a| f(a))
                .count()
        };
        let applied = discord
            .requests()
            .iter()
            .filter(|r| r.method == "POST" && r.path == path)
            .count();
        assert_eq!(applied, 1, "{fault:?}: the refusal shows once");
        match fault {
            Fault::Hang(_) => assert_eq!(posts(|_| true), 1, "not sent again"),
            _ => assert_eq!(posts(|a| a.fault.is_none()), 1, "sent again, once"),
        }
    }
}

/// Discord answering 503 to everything for a second and a half: the reply
/// waits it out and arrives after.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outage_is_waited_out() {
    let (discord, url) = bot(Behaviour::Fair).await;
    discord.outage(Duration::from_millis(1500));
    tower_roll(&url, "outage").await;
    completed(&discord, "outage").await;
    let failed = discord
        .attempts()
        .iter()
        .filter(|a| a.is_reply() && a.fault == Some(Fault::Status(503)))
        .count();
    assert!(failed >= 1, "the outage was over before the reply was sent");
}

/// A third of all calls failing at random, every kind of fault: every one
/// of 20 deferred rolls is finished.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_a_third_of_calls_failing_no_reply_is_lost() {
    let (discord, url) = bot(Behaviour::Fair).await;
    discord.fail_share(33, 7, Duration::from_millis(1000));
    let tokens: Vec<String> = (0..20).map(|n| format!("share-{n}")).collect();
    for token in &tokens {
        tower_roll(&url, token).await;
    }
    for token in &tokens {
        completed(&discord, token).await;
    }
    let faults = discord
        .attempts()
        .iter()
        .filter(|a| a.fault.is_some())
        .count();
    assert!(faults >= 5, "only {faults} calls failed");
}
