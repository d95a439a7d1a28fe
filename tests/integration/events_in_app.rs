//! An event started and revealed from the app's code alone, with no
//! Discord type in sight: what the bot's `/event start` and `/event next`
//! call, any other face (the web, the command line, a scheduled reveal)
//! can call the same way.

use std::sync::Arc;

use backrank::app::App;
use backrank::app::error::AppError;
use backrank::app::event::Organizer;
use backrank::app::event::commitment::verify;
use backrank::app::event::reveal::NextAsked;
use backrank::app::event::round::{Decided, Revealed};
use backrank::app::event::rules::AskedRules;
use backrank::app::event::start::{EventDraw, StartAsked};
use backrank::app::event::verify::TypedRound;
use backrank::app::rolls::request::RollRequest;
use backrank::app::settings::Settings;
use backrank::i18n::Lang;
use backrank::store::{EventRound, GuildSettings, RecordRef, Who};

const GUILD: u64 = 4242;

fn arbiter() -> Who {
    Who {
        user_id: 7,
        user_name: "arbiter".into(),
        guild_id: Some(GUILD),
        channel_id: Some(9),
    }
}

fn club_open(rounds: i64) -> StartAsked {
    StartAsked {
        name: "Club Open".into(),
        rounds,
        request: RollRequest {
            variant: Some("chess960".into()),
            ..RollRequest::default()
        },
        draw: EventDraw::Seeds,
        rules: AskedRules {
            exclude: Some("518".into()),
            ..AskedRules::default()
        },
    }
}

/// What a face's `show` saw of a round: its position and its record.
type Seen = (u64, Option<RecordRef>);

async fn show_round(r: Arc<Revealed>) -> Result<Seen, AppError> {
    Ok((r.roll.position.number(), r.record))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_is_started_revealed_and_checked_from_the_app_alone() {
    let app = App::new(Settings::load(None).unwrap(), crate::common::fresh_store()).unwrap();
    let guild = GuildSettings::default();
    let who = arbiter();
    let by = Organizer {
        guild_id: GUILD,
        guild: &guild,
        who: &who,
    };
    let events = app.events();

    // Started: a seed and a commitment for each round, nothing revealed.
    let event = events.start(&club_open(2), &by).await.unwrap();
    assert_eq!(event.event.name, "Club Open");
    assert_eq!(event.event.commitments.len(), 2);
    assert_eq!(event.revealed, 0);
    for (round, (seed, published)) in
        (1..).zip(event.event.seeds.iter().zip(&event.event.commitments))
    {
        let rules = event.event.rules.as_ref();
        verify("Club Open", round, seed, rules, published).unwrap();
    }
    // The same name again, however it is cased, is refused by the name kept.
    let again = StartAsked {
        name: "club open".into(),
        ..club_open(2)
    };
    let refused = events.start(&again, &by).await.unwrap_err();
    assert!(
        refused
            .user_text(Lang::En)
            .contains("already has an event called \"Club Open\""),
        "{refused:?}"
    );

    // However it is drawn, an event has 1 to 30 rounds: the app holds
    // every caller to that, not only Discord's option.
    for draw in [EventDraw::Seeds, EventDraw::Beacon] {
        let too_many = StartAsked {
            name: "Long Open".into(),
            draw,
            ..club_open(31)
        };
        let refused = events.start(&too_many, &by).await.unwrap_err();
        assert!(
            refused
                .user_text(Lang::En)
                .contains("`rounds` must be from 1 to 30, not 31"),
            "{draw:?}: {refused:?}"
        );
    }

    // A face whose message fails leaves the round unrevealed.
    let failing = |_: Arc<Revealed>| async { Err::<Seen, _>(AppError::Render("no board".into())) };
    let next = NextAsked::default();
    let failed = events.reveal_next(next, &by, failing).await.unwrap_err();
    assert!(matches!(failed, AppError::Render(_)), "{failed:?}");
    let kept = events.find(Some(GUILD), None).await.unwrap();
    assert_eq!(kept.revealed, 0, "nothing counted after a failed message");

    // Revealed: shown before it counts (no record yet), then again with
    // the record it is kept as.
    let seen = std::sync::Mutex::new(Vec::new());
    let show = |r: Arc<Revealed>| {
        let seen = &seen;
        async move {
            let shown = show_round(r).await?;
            seen.lock().unwrap().push(shown);
            Ok(shown)
        }
    };
    let asked = NextAsked {
        name: Some("Club Open"),
        study: Some(10),
    };
    let (position, record) = events.reveal_next(asked, &by, show).await.unwrap();
    let seen = seen.into_inner().unwrap();
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert_eq!(seen[0], (position, None));
    let record = record.expect("the second showing has the record");
    assert_eq!(seen[1], (position, Some(record)));
    assert_ne!(position, 518, "518 was left out");

    // Kept as the round's roll, counted, and checked again for every face.
    let round = EventRound {
        event_id: event.id,
        round: 1,
    };
    let saved = app.store().event_round_roll(round).await.unwrap().unwrap();
    assert_eq!(saved.record(), record);
    assert_eq!(saved.roll.number, position);
    let kept = events.find(Some(GUILD), Some("Club Open")).await.unwrap();
    assert_eq!(kept.revealed, 1);
    let checked = events.round_checks(&kept).await;
    assert_eq!(checked.len(), 1);
    let backrank::app::event::check::RoundCheck::Shown(shown) = &checked[0] else {
        panic!("round 1 not shown: {checked:?}");
    };
    assert_eq!(shown.roll.position.number(), position);
    let Decided::Seed { seed, commitment } = &shown.decided else {
        panic!("a seed event's round is decided by its seed");
    };
    assert!(
        shown.play.is_some_and(|p| p.minutes == 10),
        "{:?}",
        shown.play
    );

    // Anyone with the seed checks it against the commitment, and rolls the
    // same position.
    let typed = TypedRound {
        round: 1,
        seed,
        commitment,
    };
    let verified = events.verify(kept.clone(), typed).await.unwrap();
    assert_eq!(verified.roll.position.number(), position);
    let wrong = TypedRound {
        round: 2,
        seed,
        commitment,
    };
    assert!(events.verify(kept, wrong).await.is_err());
}
