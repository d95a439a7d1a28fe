//! The app's lichess client against the stand-in: what it sends, and what
//! it does with each of lichess's answers.

use std::sync::Arc;
use std::time::{Duration, Instant};

use backrank::app::clock::ManualClock;
use backrank::app::play::lichess::{
    ChallengeRequest, Lichess, LichessError, Playable, TimeControl, challenge_name, playable,
};
use backrank::core::position::Position;
use backrank::core::variant::Variant;
use jiff::{SignedDuration, Timestamp};

use crate::fake_lichess::{self, FakeLichess, Mode};

const DEADLINE: Duration = Duration::from_secs(3);

fn clock() -> Arc<ManualClock> {
    Arc::new(ManualClock::new(
        Timestamp::from_second(1_800_000_000).unwrap(),
    ))
}

fn request(variant: Variant, number: u64) -> ChallengeRequest {
    let p = Position::from_number(variant, number).unwrap();
    ChallengeRequest {
        game: playable(&p).unwrap(),
        time: TimeControl::default(),
        name: challenge_name(&p),
    }
}

#[tokio::test]
async fn a_chess960_roll_makes_an_unrated_open_challenge() {
    let fake = FakeLichess::start().await;
    let lichess = Lichess::new(&fake.url, clock()).unwrap();
    let made = lichess
        .open_challenge(&request(Variant::Chess960, 521), DEADLINE)
        .await
        .unwrap();
    assert_eq!(made.url_white, format!("{}?color=white", made.url));
    let log = fake.log();
    assert_eq!(log.len(), 1);
    let sent = &log[0];
    assert_eq!(fake_lichess::check(sent), Ok(()));
    assert_eq!(sent.status, Some(200));
    assert_eq!(sent.authorization, None);
    assert_eq!(sent.field("variant"), Some("chess960"));
    assert_eq!(sent.field("rated"), Some("false"));
    assert_eq!(
        (sent.field("clock.limit"), sent.field("clock.increment")),
        (Some("600"), Some("5"))
    );
    assert_eq!(sent.field("name"), Some("Backrank · SP 521"));
    let fen = Position::from_number(Variant::Chess960, 521).unwrap();
    assert_eq!(
        sent.field("fen"),
        Some(playable(&fen).unwrap().fen.as_str())
    );
}

#[tokio::test]
async fn a_chess25_roll_plays_from_its_position_by_correspondence_too() {
    let fake = FakeLichess::start().await;
    let lichess = Lichess::new(&fake.url, clock()).unwrap();
    let mut r = request(Variant::Chess25, 12);
    r.time = TimeControl::Days(3);
    lichess.open_challenge(&r, DEADLINE).await.unwrap();
    let sent = &fake.log()[0];
    assert_eq!(
        (sent.field("variant"), sent.field("days")),
        (Some("fromPosition"), Some("3"))
    );
    assert_eq!(sent.field("clock.limit"), None);
}

#[tokio::test]
async fn a_400_gives_lichesss_own_reason() {
    let fake = FakeLichess::start().await;
    let lichess = Lichess::new(&fake.url, clock()).unwrap();
    let chess25 = request(Variant::Chess25, 12);
    let wrong = ChallengeRequest {
        game: Playable {
            variant: "atomic",
            fen: chess25.game.fen.clone(),
        },
        ..chess25
    };
    let err = lichess.open_challenge(&wrong, DEADLINE).await.unwrap_err();
    assert_eq!(
        err,
        LichessError::Refused("fen: not with the variant atomic".into())
    );
    assert!(
        err.to_string().contains("fen: not with the variant atomic"),
        "{err}"
    );
    // A reason of no field, as lichess answers a form: `global`.
    fake.refuse("Too many **games** today");
    let err = lichess
        .open_challenge(&request(Variant::Chess960, 0), DEADLINE)
        .await
        .unwrap_err();
    assert_eq!(
        err,
        LichessError::Refused("Too many **games** today".into())
    );
}

#[tokio::test]
async fn after_a_429_nothing_is_sent_for_a_full_minute() {
    let fake = FakeLichess::start().await;
    let clock = clock();
    let lichess = Lichess::new(&fake.url, clock.clone()).unwrap();
    let r = request(Variant::Chess960, 0);
    fake.set_mode(Mode::TooMany);
    let err = lichess.open_challenge(&r, DEADLINE).await.unwrap_err();
    assert!(matches!(err, LichessError::TooMany { .. }), "{err:?}");
    assert!(err.to_string().contains("try again in a minute"), "{err}");
    fake.set_mode(Mode::Lichess);
    clock.advance(SignedDuration::from_secs(59));
    for _ in 0..3 {
        let err = lichess.open_challenge(&r, DEADLINE).await.unwrap_err();
        assert!(matches!(err, LichessError::TooMany { .. }), "{err:?}");
    }
    assert_eq!(fake.log().len(), 1, "asked lichess within the minute");
    clock.advance(SignedDuration::from_secs(1));
    lichess.open_challenge(&r, DEADLINE).await.unwrap();
    assert_eq!(fake.log().len(), 2);
}

#[tokio::test]
async fn a_hang_gives_up_within_the_deadline() {
    let fake = FakeLichess::start().await;
    fake.set_mode(Mode::Hang);
    let lichess = Lichess::new(&fake.url, clock()).unwrap();
    let start = Instant::now();
    let err = lichess
        .open_challenge(&request(Variant::Chess960, 0), Duration::from_millis(500))
        .await
        .unwrap_err();
    assert_eq!(err, LichessError::TimedOut);
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
}

#[tokio::test]
async fn a_refused_connection_says_lichess_could_not_be_reached() {
    let lichess = Lichess::new(&fake_lichess::refused_url().await, clock()).unwrap();
    let err = lichess
        .open_challenge(&request(Variant::Chess960, 0), DEADLINE)
        .await
        .unwrap_err();
    assert!(matches!(err, LichessError::Unreachable(_)), "{err:?}");
}

/// While one request is with lichess, the next waits its turn, and its
/// wait counts against its deadline: with lichess holding the first, a
/// second press gives up without its request ever being sent. (The
/// stand-in answers at once otherwise, so requests answered one after
/// another prove nothing of the turn.) Then six presses at once are all
/// made, in turn.
#[tokio::test]
async fn one_request_at_a_time() {
    let fake = FakeLichess::start().await;
    let lichess = Arc::new(Lichess::new(&fake.url, clock()).unwrap());
    fake.set_mode(Mode::Hang);
    let held = tokio::spawn({
        let lichess = lichess.clone();
        async move {
            lichess
                .open_challenge(&request(Variant::Chess960, 0), Duration::from_secs(60))
                .await
        }
    });
    fake.until("the first request", |f| f.log().len() == 1)
        .await;
    let second = lichess
        .open_challenge(&request(Variant::Chess960, 1), Duration::from_secs(1))
        .await;
    assert_eq!(second, Err(LichessError::TimedOut));
    assert_eq!(fake.log().len(), 1, "the second was sent beside the first");
    held.abort();
    fake.until("the first given up", |f| f.in_flight() == 0)
        .await;

    fake.set_mode(Mode::Lichess);
    let presses = (0..6).map(|n| {
        let lichess = lichess.clone();
        tokio::spawn(async move {
            lichess
                .open_challenge(&request(Variant::Chess960, n * 100), DEADLINE)
                .await
        })
    });
    for press in presses.collect::<Vec<_>>() {
        press.await.unwrap().unwrap();
    }
    assert_eq!(fake.log().len(), 7);
    assert_eq!(fake.most_in_flight(), 1);
}
