//! The table's web pages (`backrank web --addr ADDR`, or `backrank serve`
//! with `[web] addr`): a roll's page from its replay code alone, a
//! roll-along with the table's own dice, a position by its number, a
//! variant's methods with their exact audits, an event's rounds and its
//! arbiter's screen, a server's variant file beside the lines that name
//! it, and the same as JSON and PGN for other tools. A procedure is a pure
//! function of its faces, so every page but an event's is computed from
//! its address: nothing is stored and nothing private is reachable. An
//! event's pages read the store, and only by the unguessable token its
//! start post gives; a server's variant file (and a roll of it) is read by
//! the digest its rolls' codes name, as the roll's page is.
//!
//! The one thing a visitor makes here is a game on lichess ([`play`]): a
//! form under a roll, a revealed round and a position posts to the site,
//! which asks lichess through the app's one client and limits. What a
//! roll was (a daily challenge of a date) and whether its server offers
//! lichess are read from the first record kept with its code that is not
//! private; nothing else of the record is shown (not an event's name: a
//! code is not the event's link, and the same throws give the same code
//! in any server).
//!
//! The site is on the open internet, so it holds against hostile clients:
//! the accept loop's limits, shared with the interactions endpoint (header
//! timeout, connection cap, requests in flight, whole-request timeout;
//! [`crate::http`]), an address of at most [`MAX_URI`] bytes, a request
//! budget per client address ([`guard`]), board widths from a short list
//! only, streams to screens capped per client, and a strict
//! Content-Security-Policy with no inline script or style (the scripts
//! are files of the site's own: the screen's, and the clock that shows
//! when play starts in the reader's time zone).
//!
//! A handler reads the reader's language and the address with extractors
//! ([`extract`]) and refuses with `?`, a [`refusal::Refusal`] that knows
//! its language: no handler has a rule of its own for either.

mod along;
mod board;
mod event;
mod extract;
mod facts;
mod file;
mod guard;
mod home;
mod language;
mod made;
mod meetup;
mod page;
mod pgn;
mod play;
mod position;
mod query;
mod refusal;
mod roll;
mod screen;
mod variant;
mod watch;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use crate::app::App;
use crate::app::board_cache::BoardCache;
use crate::app::settings::{BadWebSettings, HttpSettings, WebSettings};
use crate::http::{Limits, LimitsError, serve_router, with_request_limits};
use crate::i18n::Lang;

pub use guard::Budget;

/// The longest address answered (414 past it): a replay code is at most a
/// few hundred characters.
pub const MAX_URI: usize = 1024;

/// The board widths a page asks for (its `srcset`); any other is refused,
/// so nobody can make the server draw and keep boards of every width.
pub const WIDTHS: [u32; 5] = [360, 480, 720, 1080, 1440];

/// The width a page shows first, and the one `board.png` gives unasked.
pub const DEFAULT_WIDTH: u32 = 720;

/// Assets that are a pure function of their address: a year, immutable.
const FOREVER: &str = "public, max-age=31536000, immutable";
/// Pages: the facts never change, but their words may get better in a
/// new version, so a day.
const A_DAY: &str = "public, max-age=86400";
/// Event pages change when a round is revealed: a cache asks each time.
const ASK_EACH_TIME: &str = "no-cache";
/// What may not be so for long (a refusal, a round not out yet) or is
/// made for one request (a game made on lichess, a half-done roll-along,
/// a stream): no cache keeps it.
const NO_STORE: &str = "no-store";

/// What the pages share.
pub struct Web {
    /// The address people reach the site at (`[web] public_url`), for the
    /// QR code and the PGN's `Site`; without it, the request's `Host`.
    public_url: Option<String>,
    budget: Budget,
    /// Boards drawn at once: one a core, as the bot draws them, so a crowd
    /// cannot fill the memory with boards half drawn.
    drawing: Semaphore,
    /// Boards drawn lately, for a site with no app; with one, the app's
    /// (the bot's replies and the pages share what they drew).
    drawn: BoardCache,
    /// Each variant's audits, worked out on the first visit.
    audits: variant::Audits,
    /// The app whose store holds the events, when this site shows them.
    app: Option<Arc<App>>,
    /// The arbiter's screens being kept up to date, per client.
    watching: Arc<watch::Watching>,
    /// The watcher of each event a screen shows.
    watchers: watch::Watchers,
    /// Set when the site stops: what streams to a screen ends.
    closing: tokio::sync::watch::Sender<bool>,
    /// How often a screen's stream reads the store for a round revealed
    /// by another process.
    poll: Duration,
    /// How soon after a roll-along's page is served a press of the face
    /// just pressed is taken for a double tap, not a throw: a die is
    /// thrown and read in more than this.
    moment: Duration,
    /// The games "Play on lichess" made, each shown at an address of its
    /// own, so the post is answered with a redirect and a reload makes
    /// no second game.
    made: made::Made,
}

/// What a site with no app keeps of the boards it drew: as the bot's
/// default (`[bot] image_cache_mb`, 8).
const OWN_BOARDS_BYTES: u64 = 8 << 20;

impl Web {
    /// The boards drawn lately: the app's when the site has one.
    fn boards_drawn(&self) -> &BoardCache {
        self.app
            .as_ref()
            .map_or(&self.drawn, |app| app.boards().cache())
    }

    #[must_use]
    pub fn new(public_url: Option<String>, budget: Budget) -> Web {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        Web {
            public_url: public_url.map(|u| u.trim_end_matches('/').to_owned()),
            budget,
            drawing: Semaphore::new(cores),
            drawn: BoardCache::new(OWN_BOARDS_BYTES),
            audits: variant::Audits::default(),
            app: None,
            watching: Arc::default(),
            watchers: watch::Watchers::default(),
            closing: tokio::sync::watch::Sender::new(false),
            poll: watch::POLL,
            moment: along::MOMENT,
            made: made::Made::default(),
        }
    }

    /// The same site, its screens reading the store every `poll` for
    /// rounds revealed by other processes (a reveal in this process shows
    /// at once whatever it is).
    #[must_use]
    pub fn with_poll(self, poll: Duration) -> Web {
        Web { poll, ..self }
    }

    /// The same site, taking a press of the face just pressed for a double
    /// tap only within `moment` of its page (a test presses faster than
    /// any hand, and gives zero).
    #[must_use]
    pub fn with_moment(self, moment: Duration) -> Web {
        Web { moment, ..self }
    }

    /// The same site, showing the events of `app`'s store at `/e/TOKEN`.
    #[must_use]
    pub fn with_events(self, app: Arc<App>) -> Web {
        Web {
            app: Some(app),
            ..self
        }
    }

    /// Ends what streams to the arbiter's screens, so a shutdown does not
    /// wait on them.
    fn close(&self) {
        self.closing.send_replace(true);
    }

    /// The pages of `[web]`.
    ///
    /// # Errors
    ///
    /// [`BadWebSettings`] naming `public_url`.
    pub fn from_settings(web: &WebSettings) -> Result<Web, BadWebSettings> {
        web.checked()?;
        Ok(Web::new(
            web.checked_public_url()?,
            Budget::from_settings(web),
        ))
    }

    /// How long what holds the site's own address may be kept: for ever
    /// when it comes from `public_url`; not at all when it comes from the
    /// request's `Host`, which a client chooses.
    fn addressed(&self, content_type: &'static str, body: impl IntoResponse) -> Response {
        let kept = if self.public_url.is_some() {
            FOREVER
        } else {
            NO_STORE
        };
        cached(content_type, kept, body)
    }

    /// Whether `[web] public_url` names the site's address.
    #[must_use]
    pub fn has_public_url(&self) -> bool {
        self.public_url.is_some()
    }

    /// The site's own address as a client reached it.
    fn base(&self, headers: &HeaderMap) -> String {
        if let Some(url) = &self.public_url {
            return url.clone();
        }
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .filter(|h| {
                h.len() <= 255
                    && h.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b))
            })
            .unwrap_or("localhost");
        format!("http://{host}")
    }
}

/// Every route of the site, with its guards and the request limits of
/// `[http]`.
pub fn router(web: Arc<Web>, limits: &Limits) -> Router {
    let routes = Router::new()
        .route("/", get(home::home))
        .route("/r", get(home::open_code))
        .route("/r/{code}", get(roll::page))
        .route("/r/{code}/lichess", post(roll::play).get(play::see_page))
        .route("/r/{code}/board.png", get(roll::board))
        .route("/r/{code}/qr.svg", get(roll::qr))
        .route("/r/{code}/pgn", get(roll::pgn))
        .route("/api/v1/rolls/{code}", get(roll::json))
        .route("/v/{variant}", get(variant::page))
        .route("/roll/{variant}", get(along::choose))
        .route("/roll/{variant}/throw", get(along::throw))
        .route("/p/{variant}/{number}", get(position::page))
        .route(
            "/p/{variant}/{number}/lichess",
            post(position::play).get(play::see_page),
        )
        .route("/p/{variant}/{number}/board.png", get(position::board))
        .route("/e/{token}", get(event::page))
        .route("/e/{token}/pgn", get(event::pgn))
        .route("/e/{token}/screen", get(screen::page))
        .route("/e/{token}/live", get(screen::live))
        .route("/e/{token}/{round}/board.png", get(event::board))
        .route(
            "/e/{token}/{round}/lichess",
            post(event::play).get(play::see_page),
        )
        .route("/e/{token}/{round}/pgn", get(event::round_pgn))
        .route("/e/{token}/{round}/sheets", get(event::sheets))
        .route("/api/v1/events/{token}", get(event::json))
        .route("/calendar/{file}", get(meetup::feed))
        .route("/file/{digest}/{name}", get(file::file))
        .route("/static/{name}", get(page::asset))
        .fallback(page::not_found)
        .layer(axum::middleware::from_fn_with_state(
            web.clone(),
            guard::guard,
        ))
        .layer(axum::middleware::map_response(guard::security_headers));
    with_request_limits(routes, limits).with_state(web)
}

/// Serves the site on a bound listener until `shutdown` resolves, with the
/// connection limits of `[http]`.
///
/// # Errors
///
/// [`LimitsError::Zero`] naming an `[http]` setting that is 0.
pub async fn serve_on(
    listener: TcpListener,
    web: Arc<Web>,
    limits: &HttpSettings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), LimitsError> {
    let limits = Limits::from_settings(limits)?;
    serve_limited(listener, web, limits, shutdown).await;
    Ok(())
}

/// As [`serve_on`], with the limits already checked.
pub async fn serve_limited(
    listener: TcpListener,
    web: Arc<Web>,
    limits: Limits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let routes = router(web.clone(), &limits);
    let shutdown = async move {
        shutdown.await;
        web.close();
    };
    serve_router(listener, routes, limits, shutdown).await;
}

/// A response that never changes for its address.
fn forever(content_type: &'static str, body: impl IntoResponse) -> Response {
    cached(content_type, FOREVER, body)
}

/// A response of `content_type` that caches keep as `cache_control` says.
fn cached(
    content_type: &'static str,
    cache_control: &'static str,
    body: impl IntoResponse,
) -> Response {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static(cache_control),
            ),
        ],
        body,
    )
        .into_response()
}

/// Replaces an answer's `Cache-Control`.
fn set_cache(response: &mut Response, value: &'static str) {
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
}

/// A page in the reader's language, kept a day.
fn html_page(status: StatusCode, lang: Lang, body: String) -> Response {
    let mut response = (
        status,
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            ),
            (header::VARY, HeaderValue::from_static("Accept-Language")),
        ],
        body,
    )
        .into_response();
    // A refusal may not be one for long (a round not out yet, a store
    // down): no cache keeps it.
    let kept = if status.is_success() { A_DAY } else { NO_STORE };
    set_cache(&mut response, kept);
    if let Ok(v) = HeaderValue::from_str(lang.code()) {
        response.headers_mut().insert(header::CONTENT_LANGUAGE, v);
    }
    response
}

/// How long a client over its budget is told to wait.
const RETRY_AFTER: Duration = Duration::from_secs(1);

/// Where the site listens, as `backrank web` prints it.
#[must_use]
pub fn listening_line(addr: SocketAddr) -> String {
    format!("Backrank's web pages: http://{addr}/")
}
