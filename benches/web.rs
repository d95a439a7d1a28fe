//! The web pages' server time, through the whole router (guards, headers,
//! the page) with no network: a roll's page, its board at the width a page
//! shows first, its JSON, and a position by number; and, beside them, the
//! same roll read from its code alone (what every one of them starts with).
//!
//! Run with `cargo bench --bench web`; the figures are in the guide's
//! "Speed".

use std::hint::black_box;
use std::sync::Arc;

use axum::body::Body;
use axum::http::Request;
use backrank::bot::transport::http::Limits;
use backrank::core::replay::ReplayCode;
use backrank::web::{self, Budget, Web};
use criterion::{Criterion, criterion_group, criterion_main};
use tower::ServiceExt;

const CODE: &str = "960-nc-hhtttthtth-v";

fn bench(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let settings = backrank::app::settings::Settings::load(None).unwrap();
    let limits = Limits::from_settings(&settings.http).unwrap();
    let router = web::router(
        Arc::new(Web::new(None, Budget::new(u32::MAX, u32::MAX))),
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
    ] {
        c.bench_function(name, |b| {
            b.to_async(&rt).iter(|| get(path.clone()));
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
