//! What every request passes before a page is made, and what every answer
//! carries: the address's length, the client's budget of requests, and the
//! security headers.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::{MAX_URI, RETRY_AFTER, Web};

/// No script, no inline style, no frame around the pages, nothing loaded
/// from elsewhere; forms go only here.
const CSP: &str = "default-src 'none'; img-src 'self'; style-src 'self'; form-action 'self'; \
                   base-uri 'none'; frame-ancestors 'none'";

/// Clients kept before the least recent are forgotten: the budget's map
/// cannot grow with every address on the internet.
const MOST_CLIENTS: usize = 10_000;

/// Each client address's requests: a page is about four (the page, its
/// style, its board and its QR code), so a burst of 40 and 10 a second
/// let people read and print freely and stop a scraper drawing boards.
pub struct Budget {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
}

impl Budget {
    /// `per_second` requests a second for each client, in bursts of
    /// `burst`; 0 for either is read as 1.
    #[must_use]
    pub fn new(per_second: u32, burst: u32) -> Budget {
        let one = NonZeroU32::MIN;
        let quota = Quota::per_second(NonZeroU32::new(per_second).unwrap_or(one))
            .allow_burst(NonZeroU32::new(burst).unwrap_or(one));
        Budget {
            limiter: RateLimiter::keyed(quota),
        }
    }

    fn allows(&self, client: IpAddr) -> bool {
        if self.limiter.len() > MOST_CLIENTS {
            self.limiter.retain_recent();
        }
        self.limiter.check_key(&client).is_ok()
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::new(10, 40)
    }
}

/// Refuses an address too long (414) and a client over its budget (429,
/// with when to try again), before any page is made.
pub async fn guard(State(web): State<Arc<Web>>, request: Request, next: Next) -> Response {
    let uri_length = request
        .uri()
        .path_and_query()
        .map_or(0, |p| p.as_str().len());
    if uri_length > MAX_URI {
        return (
            StatusCode::URI_TOO_LONG,
            format!("addresses here are at most {MAX_URI} bytes"),
        )
            .into_response();
    }
    let client = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
    if !web.budget.allows(client) {
        tracing::debug!(%client, "a web client over its budget");
        return (
            StatusCode::TOO_MANY_REQUESTS,
            [(header::RETRY_AFTER, RETRY_AFTER.as_secs().to_string())],
            "too many requests: wait a moment and reload",
        )
            .into_response();
    }
    next.run(request).await
}

/// The headers every answer carries, errors included.
pub async fn security_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CONTENT_SECURITY_POLICY, CSP),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::X_FRAME_OPTIONS, "DENY"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}
