//! What every request passes before a page is made, and what every answer
//! carries: the address's length, the client's budget of requests, and the
//! security headers.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::{MAX_URI, RETRY_AFTER, Web};
use crate::app::settings::WebSettings;

/// No inline script or style, no frame around the pages, nothing loaded
/// from elsewhere; forms go only here. The scripts (the arbiter's
/// screen's, and the clock of an event's pages) are files of the site's
/// own, and the screen's listens only to the site.
const CSP: &str = "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; \
                   connect-src 'self'; form-action 'self'; base-uri 'none'; \
                   frame-ancestors 'none'";

/// The client a request is counted against, as the guard found it (for
/// what limits each client further: the arbiter's screens it watches).
#[derive(Clone, Copy, Debug)]
pub struct Client(pub IpAddr);

/// Clients kept before the least recent are forgotten: the budget's map
/// cannot grow with every address on the internet.
const MOST_CLIENTS: usize = 10_000;

/// How often, at most, the map is swept of clients gone quiet: a sweep
/// walks the whole map.
const SWEEP_EVERY: Duration = Duration::from_secs(10);

/// Each client address's requests (`[web] requests_per_second` and
/// `burst`), and whose word is taken for the client's address.
pub struct Budget {
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    proxies: Vec<IpAddr>,
    last_sweep: Mutex<Instant>,
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
            proxies: Vec::new(),
            last_sweep: Mutex::new(Instant::now()),
        }
    }

    /// The budget of `[web]`.
    #[must_use]
    pub fn from_settings(web: &WebSettings) -> Budget {
        Budget {
            proxies: web.trusted_proxies.clone(),
            ..Budget::new(web.requests_per_second, web.burst)
        }
    }

    fn allows(&self, client: IpAddr) -> bool {
        if self.limiter.len() > MOST_CLIENTS
            && let Ok(mut last) = self.last_sweep.try_lock()
            && last.elapsed() >= SWEEP_EVERY
        {
            *last = Instant::now();
            self.limiter.retain_recent();
        }
        self.limiter.check_key(&client).is_ok()
    }

    /// Who a request is counted against: the connection's peer, or, when
    /// the peer is one of the operator's proxies, the right-most address of
    /// `X-Forwarded-For` that is not (the ones left of it the client could
    /// have written itself). IPv6 addresses count by their /64, which one
    /// subscriber usually has whole; an IPv4 address written as IPv6
    /// (`::ffff:a.b.c.d`, as a listener on `[::]` sees IPv4 clients) counts
    /// as the IPv4 address it is.
    fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = peer.to_canonical();
        let mut client = peer;
        if self.proxies.contains(&peer) {
            let forwarded = headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .map(str::trim)
                .collect::<Vec<_>>();
            for hop in forwarded.iter().rev().take(16) {
                match hop.parse::<IpAddr>().map(|ip| ip.to_canonical()) {
                    Ok(ip) if self.proxies.contains(&ip) => {}
                    Ok(ip) => {
                        client = ip;
                        break;
                    }
                    Err(_) => break,
                }
            }
        }
        match client {
            IpAddr::V6(v6) => {
                let bits = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(Ipv6Addr::from(bits))
            }
            v4 => v4,
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::new(10, 40)
    }
}

/// Refuses an address too long (414) and a client over its budget (429,
/// with when to try again; the static files are not counted), before any
/// page is made.
pub async fn guard(State(web): State<Arc<Web>>, mut request: Request, next: Next) -> Response {
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
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |c| c.0.ip());
    let client = web.budget.client(peer, request.headers());
    // The style sheet and the screen's script cost nothing to send and are
    // kept for ever: a page refused its script would be left without it.
    let free = request.uri().path().starts_with("/static/");
    if !free && !web.budget.allows(client) {
        tracing::debug!(%client, "a web client over its budget");
        let wait = RETRY_AFTER.as_secs().to_string();
        return (
            StatusCode::TOO_MANY_REQUESTS,
            // Refresh: a browser shown this (a screen reloading with no
            // script, say) comes back by itself.
            [(header::RETRY_AFTER, wait.clone()), (header::REFRESH, wait)],
            "too many requests: wait a moment and reload",
        )
            .into_response();
    }
    request.extensions_mut().insert(Client(client));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn forwarded(value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert("x-forwarded-for", HeaderValue::from_str(value).unwrap());
        h
    }

    #[test]
    fn a_client_is_its_peer_unless_the_peer_is_a_trusted_proxy() {
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let budget = Budget {
            proxies: vec![proxy, "10.0.0.2".parse().unwrap()],
            ..Budget::new(1, 1)
        };
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        // Not a proxy: its own word about others is not taken.
        assert_eq!(
            budget.client(ip("203.0.113.9"), &forwarded("198.51.100.1")),
            ip("203.0.113.9")
        );
        // A proxy: the right-most address that is not one of ours; what the
        // client wrote to the left of it is not believed.
        assert_eq!(
            budget.client(proxy, &forwarded("6.6.6.6, 198.51.100.7, 10.0.0.2")),
            ip("198.51.100.7")
        );
        // A proxy with nothing forwarded, or garbage: the proxy itself.
        assert_eq!(budget.client(proxy, &HeaderMap::new()), proxy);
        assert_eq!(budget.client(proxy, &forwarded("not-an-ip")), proxy);
        // IPv6 by its /64.
        assert_eq!(
            budget.client(ip("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), &HeaderMap::new()),
            ip("2001:db8:1:2::")
        );
        // An IPv4 client of a listener on [::] comes as ::ffff:a.b.c.d: it
        // is its IPv4 address, not one with every other IPv4 client in the
        // /64 ::ffff:0.0.0.0 falls in (one budget, and one address's
        // lichess games an hour, for them all); a proxy so too.
        assert_eq!(
            budget.client(ip("::ffff:203.0.113.9"), &HeaderMap::new()),
            ip("203.0.113.9")
        );
        assert_eq!(
            budget.client(ip("::ffff:10.0.0.1"), &forwarded("::ffff:198.51.100.7")),
            ip("198.51.100.7")
        );
    }
}
