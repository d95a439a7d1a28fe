//! What every request gets, whichever server answers it: a cap on the
//! requests answered at once and a deadline for each.

use axum::Router;
use axum::error_handling::HandleErrorLayer;
use axum::http::StatusCode;
use tower::ServiceBuilder;

use super::Limits;

/// `routes` with the limits every request gets: at most `max_in_flight`
/// answered at once (503 at once past it, not an endless queue) and
/// `request_timeout` for the whole of one (408).
pub fn with_request_limits<S: Clone + Send + Sync + 'static>(
    routes: Router<S>,
    limits: &Limits,
) -> Router<S> {
    routes.layer(
        ServiceBuilder::new()
            .layer(HandleErrorLayer::new(|_: tower::BoxError| async {
                (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "too many requests at once: try again",
                )
            }))
            .load_shed()
            .concurrency_limit(limits.max_in_flight)
            .layer(tower_http::timeout::TimeoutLayer::with_status_code(
                StatusCode::REQUEST_TIMEOUT,
                limits.request_timeout,
            )),
    )
}
