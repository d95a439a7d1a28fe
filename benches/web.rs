//! The web pages' server time, through the whole router (guards, headers,
//! the page) with no network: a roll's page, its board at the width a page
//! shows first, its JSON, and a position by number; and, beside them, the
//! same roll read from its code alone (what every one of them starts with);
//! an event's page and JSON with seven rounds revealed (each round checked
//! once, then kept), read from an in-memory store.
//!
//! Run with `cargo bench --bench web`; the figures are in the guide's
//! "Speed".

use std::hint::black_box;
use std::sync::Arc;

use axum::body::Body;
use axum::http::Request;
use backrank::core::replay::ReplayCode;
use backrank::http::Limits;
use backrank::web::{self, Budget, Web};
use criterion::{Criterion, criterion_group, criterion_main};
use tower::ServiceExt;

const CODE: &str = "960-nc-hhtttthtth-v";

fn bench(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let settings = backrank::app::settings::Settings::load(None).unwrap();
    let limits = Limits::from_settings(&settings.http).unwrap();
    let (app, token) = rt.block_on(an_event_of_seven_rounds_revealed());
    let router = web::router(
        Arc::new(Web::new(None, Budget::new(u32::MAX, u32::MAX)).with_events(app)),
        &limits,
    );
    let get = |path: String| {
        let router = router.clone();
        async move {
            let response = router
                .oneshot(Request::get(path).body(Body::empty()).unwrap())
                .await
                .unwrap();
            assert!(response.status().is_success());
            axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .unwrap()
        }
    };
    c.bench_function("web read a roll from its code", |b| {
        b.iter(|| {
            black_box(CODE)
                .parse::<ReplayCode>()
                .unwrap()
                .roll()
                .unwrap()
        });
    });
    for (name, path) in [
        ("web roll page", format!("/r/{CODE}")),
        (
            "web roll board 720 px",
            format!("/r/{CODE}/board.png?w=720"),
        ),
        ("web roll json", format!("/api/v1/rolls/{CODE}")),
        ("web position page", "/p/chess960/518".to_owned()),
        ("web event page, 7 rounds", format!("/e/{token}")),
        (
            "web event json, 7 rounds",
            format!("/api/v1/events/{token}"),
        ),
    ] {
        c.bench_function(name, |b| {
            b.to_async(&rt).iter(|| get(path.clone()));
        });
    }
}

/// An app on an in-memory store holding a Chess960 event of seven rounds,
/// all revealed, and the event's web token.
async fn an_event_of_seven_rounds_revealed() -> (Arc<backrank::app::App>, String) {
    use backrank::app::event::commitment;
    use backrank::store::NewEvent;

    let settings = backrank::app::settings::Settings::load(None).unwrap();
    let store = Arc::new(backrank::store::SqliteStore::in_memory().unwrap());
    let app = Arc::new(backrank::app::App::new(settings, store).unwrap());
    // Drawn as new events are: no position twice, so each round's check
    // follows the rounds before it.
    let rules = backrank::core::draw_rules::DrawRules {
        repeats: false,
        ..backrank::core::draw_rules::DrawRules::none()
    };
    let (seeds, commitments) = commitment::new_rounds("Bench Open", 7, &rules).unwrap();
    let token = commitment::new_web_token().unwrap();
    let event = app
        .store()
        .create_event(NewEvent {
            guild_id: 1,
            name: "Bench Open".into(),
            spec: backrank::core::roll::KeptSpec::try_from(("chess960", "placement", "d6"))
                .unwrap(),
            seeds,
            commitments,
            beacon: None,
            created_by: 1,
            created_at: 0,
            exclude_standard: false,
            pairs: false,
            web_token: Some(token.clone()),
            rules: Some(rules),
        })
        .await
        .unwrap()
        .unwrap();
    // Revealed as /event next reveals them: each round kept as a roll.
    let arbiter = backrank::store::Who {
        user_id: 1,
        user_name: "arbiter".into(),
        guild_id: Some(1),
        channel_id: Some(2),
    };
    let mut event = event;
    for _ in 1..=7 {
        let revealed = app.events().next_round(event).await.unwrap();
        app.events()
            .count_revealed(&revealed, &arbiter)
            .await
            .unwrap();
        event = app
            .store()
            .event(1, "Bench Open".into())
            .await
            .unwrap()
            .unwrap();
    }
    (app, token)
}

criterion_group!(benches, bench);
criterion_main!(benches);
