//! "Play on lichess" on the web pages: a roll's page, each revealed round
//! of an event's and a position's offer a button that makes the position
//! an open challenge on lichess, and a page that gives its addresses.
//!
//! The game is made through the site, not from the visitor's browser: the
//! button is a plain HTML form that posts to the site (`POST /r/CODE/
//! lichess`, `/e/TOKEN/ROUND/lichess`, `/p/VARIANT/NUMBER/lichess`), so it
//! works with no script, the pages' Content-Security-Policy stays as it is
//! (`form-action 'self'`), and the app's one client keeps its rules for
//! every face: one request at a time, the quiet minute after lichess's
//! 429, and the limits ([`crate::app::play`]). A visitor is counted by the
//! address the site's request budget counts them by (IPv6 by its /64, the
//! client behind a trusted proxy), under `[lichess] per_server_per_hour`.
//! The post itself costs a request of the budget, as a page does.
//!
//! The post carries nothing but the address's `?lang=`: what is played,
//! and under whose server's settings, is read again from the address, as
//! the page it came from read it. A post another site's page made (its
//! `Sec-Fetch-Site`, or its `Origin` where the browser sends no
//! `Sec-Fetch-Site`) is refused before anything is asked of lichess; one
//! with neither header (`curl`) is a person's own.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use super::guard::Client;
use super::html_page;
use super::made::MadePage;
use super::page::frame;
use super::refusal::{Refusal, log_fault};
use super::{NO_STORE, Web, set_cache};
use crate::app::App;
use crate::app::play::game::{Game, Offer};
use crate::app::play::limits::Asker;
use crate::app::play::unmade::{Unmade, Unplayed};
use crate::app::view::play::PlayView;
use crate::core::position::Position;
use crate::i18n::{Lang, Msg, t};
use crate::store::GuildSettings;
use serde::Deserialize;

/// The button under a roll, posting to `action` (its address with the
/// reader's `?lang=`).
pub fn form(action: &str, lang: Lang) -> Markup {
    html! {
        form class="play" method="post" action=(action) {
            button type="submit" { (t(lang, msg!("button-play-lichess"))) }
            p class="note" { (t(lang, msg!("web-play-note"))) }
        }
    }
}

/// Whether a page on this site offers lichess for `game` under `guild`'s
/// settings.
pub fn offered(web: &Web, game: Option<&Game>, guild: &GuildSettings) -> bool {
    game.is_some() && web.app.as_ref().is_some_and(|app| app.play().offers(guild))
}

/// A post answered with no game: a refusal's page, with `Retry-After`
/// when waiting is the remedy.
pub struct Declined {
    refusal: Refusal,
    retry_after: Option<Duration>,
    /// The page the button was on (an address and its words), linked from
    /// the refusal's page: no dead end.
    back: Option<(String, Msg)>,
}

impl From<Refusal> for Declined {
    fn from(refusal: Refusal) -> Declined {
        Declined {
            refusal,
            retry_after: None,
            back: None,
        }
    }
}

impl IntoResponse for Declined {
    fn into_response(self) -> Response {
        let lang = self.refusal.lang;
        let mut response = match &self.back {
            Some((back, words)) => self.refusal.with_ways(html! {
                p { a href=(back) { (t(lang, *words)) } }
            }),
            None => self.refusal.into_response(),
        };
        if let Some(wait) = self.retry_after
            && let Ok(v) = HeaderValue::from_str(&wait.as_secs().max(1).to_string())
        {
            response.headers_mut().insert(header::RETRY_AFTER, v);
        }
        response
    }
}

/// Refuses a post that another site's page made: the browser's
/// `Sec-Fetch-Site` says so, or, from a browser that sends none, an
/// `Origin` that is not this site's. This site's own pages send
/// `Origin: null` (their `Referrer-Policy` is `no-referrer`) with
/// `Sec-Fetch-Site: same-origin`.
pub fn from_this_site(web: &Web, headers: &HeaderMap, lang: Lang) -> Result<(), Declined> {
    let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let own = match text("sec-fetch-site") {
        Some(site) => matches!(site, "same-origin" | "none"),
        None => match text(header::ORIGIN.as_str()) {
            None => true,
            Some(origin) => {
                let host = |url: &str| {
                    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
                    rest.split('/')
                        .next()
                        .unwrap_or_default()
                        .to_ascii_lowercase()
                };
                let here = match &web.public_url {
                    Some(url) => host(url),
                    None => text(header::HOST.as_str())
                        .unwrap_or_default()
                        .to_ascii_lowercase(),
                };
                origin.contains("://") && !here.is_empty() && host(origin) == here
            }
        },
    };
    if own {
        return Ok(());
    }
    tracing::debug!(
        origin = text(header::ORIGIN.as_str()),
        site = text("sec-fetch-site"),
        "a Play on lichess post from another site refused"
    );
    Err(Refusal {
        status: StatusCode::FORBIDDEN,
        lang,
        title: msg!("web-play-cross-title"),
        why: t(lang, msg!("web-play-cross")),
        fix: msg!("web-play-cross-fix"),
    }
    .into())
}

/// The app whose lichess client makes the games, or the refusal of a site
/// with none (`backrank web --no-events`).
pub fn app_of(web: &Web, lang: Lang) -> Result<&App, Declined> {
    web.app
        .as_deref()
        .ok_or_else(|| declined(lang, Unmade::off()))
}

/// How long lichess has: `[lichess] timeout_secs`, and a second less than
/// the whole request may take (`[http] request_timeout_secs`), so the page
/// can say that lichess did not answer.
fn deadline(app: &App) -> Duration {
    let settings = app.settings();
    let own = settings.lichess.timeout_secs.max(1);
    let request = settings.http.request_timeout_secs.saturating_sub(1).max(1);
    Duration::from_secs(own.min(request))
}

/// Makes the game `offer` gives for `position` on lichess, for the
/// visitor `client`, and answers with a redirect (303) to the page that
/// gives its addresses (`post`, the post's own address, with
/// `?game=TOKEN`), which has a link `back` (an address and its words) to
/// where the button was. A reload of that page shows the same game: only
/// the post makes one. A game not made is a refusal's page with the same
/// link back.
pub async fn make(
    (web, app): (&Web, &App),
    (position, offer): (&Position, Offer),
    client: Client,
    (lang, post): (Lang, &str),
    back: (String, Msg),
) -> Result<Response, Declined> {
    let with_back = |mut declined: Declined| {
        declined.back = Some(back.clone());
        declined
    };
    let Some(game) = offer.game else {
        // Off comes first, as the app says it for a game it could play.
        let unmade = if app.play().offers(&offer.guild) {
            Unmade::not_playable(position)
        } else {
            Unmade::off()
        };
        return Err(with_back(declined(lang, unmade)));
    };
    let asker = Asker::Visitor(client.0.to_string());
    let played = app
        .play()
        .try_play(&game, &asker, &offer.guild, deadline(app))
        .await
        .map_err(|unmade| with_back(declined(lang, unmade)))?;
    let view = PlayView::new(&played, lang);
    let token = web.made.keep(MadePage {
        lang,
        html: made_page(&view, lang, &back),
    });
    let to = format!("{post}?game={token}&lang={}", lang.code());
    Ok((StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response())
}

/// The refusal's page of a game not made: 404 when this page offers none,
/// 429 with `Retry-After` for a limit or lichess's pause, 502 when lichess
/// refused (saying it will refuse again) or could not be reached, 504 when
/// it did not answer in time.
///
/// Not [`Refusal::from_app`]: the status follows why lichess made no game
/// ([`Unplayed`]), not the kind of the app's error (a limit is the app's
/// `Input`, yet 429 with the wait; lichess refusing, unreached or silent
/// are its `Internal`, yet 502 or 504: lichess's, not the records'), the
/// titles are a game's not made, and the reason is the app's own words,
/// a chat's line begun as a page's sentence. The log line is every page's
/// ([`log_fault`]).
fn declined(lang: Lang, unmade: Unmade) -> Declined {
    let why = sentence(&unmade.error.user_text(lang));
    let (status, title, fix, retry_after) = match unmade.why {
        Unplayed::Off | Unplayed::NotPlayable => (
            StatusCode::NOT_FOUND,
            msg!("web-play-none-title"),
            msg!("web-play-none-fix"),
            None,
        ),
        Unplayed::Limited(wait) | Unplayed::Paused(wait) => (
            StatusCode::TOO_MANY_REQUESTS,
            msg!("web-play-wait-title"),
            msg!("web-play-wait-fix"),
            Some(wait),
        ),
        // lichess will refuse the same game again: no "try again".
        Unplayed::Refused => (
            StatusCode::BAD_GATEWAY,
            msg!("web-play-failed-title"),
            msg!("web-play-refused-fix"),
            None,
        ),
        Unplayed::Unexpected | Unplayed::Unreachable => (
            StatusCode::BAD_GATEWAY,
            msg!("web-play-failed-title"),
            msg!("web-play-failed-fix"),
            None,
        ),
        Unplayed::TimedOut => (
            StatusCode::GATEWAY_TIMEOUT,
            msg!("web-play-failed-title"),
            msg!("web-play-failed-fix"),
            None,
        ),
    };
    log_fault(&unmade.error, "a web page's Play on lichess made no game");
    Declined {
        refusal: Refusal {
            status,
            lang,
            title,
            why,
            fix,
        },
        retry_after,
        back: None,
    }
}

/// The app's words for a chat's line, begun as a page's sentence is
/// (lichess's own name stays as lichess writes it).
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) if !text.starts_with("lichess") => first.to_uppercase().chain(chars).collect(),
        _ => text.to_owned(),
    }
}

/// The game's page: where to play it, how to choose colours, its terms
/// and, for a pair, the rematch.
fn made_page(view: &PlayView, lang: Lang, (back, back_words): &(String, Msg)) -> String {
    let title = t(lang, msg!("web-play-made-title"));
    let main = html! {
        h1 { (title) }
        p class="game-name" { strong { (view.name) } }
        p { (t(lang, msg!("web-play-open"))) }
        p class="game-link" { a href=(view.url) { (view.url) } }
        p { (t(lang, msg!("web-play-colours"))) }
        ul class="links" {
            li { a href=(view.url_white) { (t(lang, msg!("web-play-white"))) } }
            li { a href=(view.url_black) { (t(lang, msg!("web-play-black"))) } }
        }
        // The terms, then the rematch of a pair: the view's lines after
        // where to play and how to choose colours, which are links here.
        @for line in view.lines.iter().skip(2) { p { (line) } }
        p { a href=(back) { (t(lang, *back_words)) } }
    };
    frame(lang, &title, main)
}

/// What the address of a made game's page may add: the game's token and
/// `?lang=`.
#[derive(Debug, Default, Deserialize)]
pub struct SeeAsked {
    game: Option<String>,
    lang: Option<String>,
}

/// `GET` of a post's address: the page of the game the post made
/// (`?game=TOKEN`, kept a while: a reload shows it again, and makes no
/// game), else (a game's page no longer kept, a link shared) the page the
/// button is on (303), where it can be pressed. An event's round is a
/// section of the event's page.
pub async fn see_page(State(web): State<Arc<Web>>, uri: Uri) -> Response {
    let asked = Query::<SeeAsked>::try_from_uri(&uri).map_or_else(|_| SeeAsked::default(), |q| q.0);
    if let Some(page) = asked.game.as_deref().and_then(|token| web.made.page(token)) {
        let mut answer = html_page(StatusCode::OK, page.lang, page.html);
        // Made for whoever pressed: no cache keeps it.
        set_cache(&mut answer, NO_STORE);
        return answer;
    }
    let path = uri.path().strip_suffix("/lichess").unwrap_or("/");
    let query = asked
        .lang
        .as_deref()
        .and_then(Lang::from_locale)
        .map(|lang| format!("?lang={}", lang.code()))
        .unwrap_or_default();
    let to = match path
        .strip_prefix("/e/")
        .and_then(|rest| rest.split_once('/'))
    {
        Some((token, round)) => format!("/e/{token}{query}#round-{round}"),
        None => format!("{path}{query}"),
    };
    (StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::Budget;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (name, value) in pairs {
            h.insert(
                axum::http::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        h
    }

    /// A browser's own page posts with `Sec-Fetch-Site: same-origin` (and
    /// `Origin: null` under `no-referrer`); another site's is refused by
    /// that header, or by its `Origin` where the browser sends none; curl
    /// sends neither and is let through.
    #[test]
    fn a_post_from_another_site_is_refused() {
        let by_host = Web::new(None, Budget::default());
        let public = Web::new(Some("https://club.example/".into()), Budget::default());
        let host = ("host", "127.0.0.1:8080");
        let ok = |web: &Web, h: &[(&str, &str)]| from_this_site(web, &headers(h), Lang::En).is_ok();
        assert!(ok(&by_host, &[host]), "curl");
        assert!(ok(
            &by_host,
            &[host, ("sec-fetch-site", "same-origin"), ("origin", "null")]
        ));
        assert!(ok(&by_host, &[host, ("origin", "http://127.0.0.1:8080")]));
        assert!(ok(
            &public,
            &[("host", "10.0.0.5"), ("origin", "https://CLUB.example")]
        ));
        assert!(!ok(&by_host, &[host, ("sec-fetch-site", "cross-site")]));
        assert!(!ok(&by_host, &[host, ("sec-fetch-site", "same-site")]));
        assert!(!ok(
            &by_host,
            &[
                host,
                ("sec-fetch-site", "cross-site"),
                ("origin", "http://127.0.0.1:8080")
            ]
        ));
        assert!(!ok(&by_host, &[host, ("origin", "https://evil.example")]));
        assert!(!ok(&by_host, &[host, ("origin", "null")]));
        assert!(!ok(
            &public,
            &[("host", "club.example"), ("origin", "https://evil.example")]
        ));
        let refused = from_this_site(
            &by_host,
            &headers(&[host, ("origin", "https://evil.example")]),
            Lang::De,
        )
        .err()
        .unwrap()
        .into_response();
        assert_eq!(refused.status(), StatusCode::FORBIDDEN);
        assert_eq!(refused.headers()[header::CONTENT_LANGUAGE], "de");
    }

    #[test]
    fn the_apps_words_begin_a_pages_sentence() {
        assert_eq!(
            sentence("playing on lichess is turned off here"),
            "Playing on lichess is turned off here"
        );
        assert_eq!(
            sentence("lichess did not answer in time"),
            "lichess did not answer in time"
        );
        assert_eq!(sentence("여기서는"), "여기서는");
        assert_eq!(sentence(""), "");
    }

    #[tokio::test]
    async fn the_address_of_a_post_leads_back_to_its_page() {
        for (from, to) in [
            ("/r/960-nc-hht-v/lichess?lang=de", "/r/960-nc-hht-v?lang=de"),
            ("/p/chess960/518/lichess", "/p/chess960/518"),
            ("/e/abc/2/lichess?lang=ko", "/e/abc?lang=ko#round-2"),
        ] {
            let web = Arc::new(Web::new(None, Budget::default()));
            let answer = see_page(State(web), from.parse().unwrap()).await;
            assert_eq!(answer.status(), StatusCode::SEE_OTHER);
            assert_eq!(answer.headers()[header::LOCATION], to);
        }
    }
}
