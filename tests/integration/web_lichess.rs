//! "Play on lichess" on the web pages, over real HTTP against the
//! stand-in for lichess: the form under a roll lichess can play (and none
//! under one it cannot, or in a server that turned it off), the game made
//! through the site with every field as lichess's API description allows,
//! its page with the three addresses, a daily challenge's and an event
//! round's games named for what they are, a post from another site
//! refused before lichess is asked, and each way no game is made answered
//! with its status: lichess's pause and the visitor's limit (429 with
//! Retry-After), a hang (504 within the deadline).

use std::sync::Arc;
use std::time::{Duration, Instant};

use backrank::app::clock::ManualClock;
use backrank::app::settings::Settings;
use backrank::bot::Bot;
use backrank::store::{DailyOf, GuildSettings, Scope};
use backrank::web::{self, Budget, Web};
use reqwest::StatusCode;
use reqwest::header::HeaderMap;
use serde_json::json;

use crate::fake_lichess::{self, FakeLichess, Mode};

/// Chess960 SP 777, by coin tosses.
const CODE: &str = "960-nc-hhtttthtth-v";
const CRC: &str = "crc-s6-655354225554-r";
/// The server the endpoint's commands come from (`endpoint::command`).
const GUILD: u64 = 3_333_333_333_333_333_333;
/// A server that turned lichess off.
const GUILD_OFF: u64 = 3_444_444_444_444_444_444;

/// A bot on its own store with lichess at the stand-in, its site serving
/// its events, and the stand-in.
struct Club {
    fake: FakeLichess,
    bot: Arc<Bot>,
    base: String,
    clock: Arc<ManualClock>,
}

impl Club {
    async fn start(change: impl FnOnce(&mut Settings)) -> Club {
        let fake = FakeLichess::start().await;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let mut settings = Settings::load(None).unwrap();
        settings.web.public_url = Some(base.clone());
        settings.lichess.api_url = fake.url.clone();
        change(&mut settings);
        let limits = settings.http.clone();
        let clock = Arc::new(ManualClock::new("2026-11-27T12:00:00Z".parse().unwrap()));
        let app = backrank::app::App::new(settings, crate::common::fresh_store())
            .unwrap()
            .with_clock(clock.clone());
        let bot = Arc::new(Bot::from_app(app));
        let site =
            Web::new(Some(base.clone()), Budget::new(1000, 1000)).with_events(bot.app().clone());
        tokio::spawn(async move {
            web::serve_on(listener, Arc::new(site), &limits, std::future::pending())
                .await
                .unwrap();
        });
        Club {
            fake,
            bot,
            base,
            clock,
        }
    }

    /// `command` with `options` run by a manager of `guild`.
    async fn command(&self, guild: u64, command: &str, options: &[(&str, &str)]) {
        use backrank::bot::Action;
        use backrank::bot::caller::{Caller, permissions};
        use backrank::bot::commands::Command;
        use backrank::bot::options::Value;

        let options: Vec<(String, Value)> = options
            .iter()
            .map(|(k, v)| ((*k).to_owned(), Value::Text((*v).to_owned())))
            .collect();
        let cmd = Command::parse(command, &options).unwrap();
        let manager = Caller {
            who: backrank::store::Who {
                user_id: 1,
                user_name: "Mo".into(),
                guild_id: Some(guild),
                channel_id: Some(44),
            },
            permissions: permissions::MANAGE_GUILD,
            ..Caller::default()
        };
        let reply = self
            .bot
            .handle(Action::Command(cmd), &manager, &|_| {})
            .await;
        assert!(
            reply.embed.is_some(),
            "/{command} made no roll: {:?}",
            reply.content
        );
    }

    async fn get(&self, path: &str) -> (StatusCode, String) {
        let r = reqwest::get(format!("{}{path}", self.base)).await.unwrap();
        (r.status(), r.text().await.unwrap())
    }

    /// A post to `path` with `headers` (as a browser sends them: its own
    /// page's `Sec-Fetch-Site: same-origin` and, under `no-referrer`,
    /// `Origin: null`; or another site's).
    async fn post(&self, path: &str, headers: &[(&str, &str)]) -> (StatusCode, HeaderMap, String) {
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        let mut request = client
            .post(format!("{}{path}", self.base))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("");
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let r = request.send().await.unwrap();
        let (status, headers) = (r.status(), r.headers().clone());
        (status, headers, r.text().await.unwrap())
    }

    /// Presses the page's "Play on lichess" as a browser on this site does,
    /// and follows the answer to the game's own page, as a browser follows
    /// it (issue 63: the post answers with a redirect, so a reload of the
    /// game's page makes no second game).
    async fn press(&self, action: &str) -> (StatusCode, HeaderMap, String) {
        let (status, headers, body) = self
            .post(
                &action.replace("&amp;", "&"),
                &[("sec-fetch-site", "same-origin"), ("origin", "null")],
            )
            .await;
        if status != StatusCode::SEE_OTHER {
            return (status, headers, body);
        }
        let to = headers["location"].to_str().unwrap().to_owned();
        assert!(to.contains("/lichess?game="), "{to}");
        let r = reqwest::get(format!("{}{to}", self.base)).await.unwrap();
        let (status, headers) = (r.status(), r.headers().clone());
        (status, headers, r.text().await.unwrap())
    }
}

/// The action of each "Play on lichess" form on `page`.
fn play_forms(page: &str) -> Vec<String> {
    page.match_indices(r#"<form class="play" method="post" action=""#)
        .map(|(at, m)| {
            let rest = &page[at + m.len()..];
            rest[..rest.find('"').unwrap()].to_owned()
        })
        .collect()
}

fn retry_after(headers: &HeaderMap) -> u64 {
    headers
        .get("retry-after")
        .unwrap_or_else(|| panic!("no Retry-After: {headers:?}"))
        .to_str()
        .unwrap()
        .parse()
        .unwrap()
}

/// What the stand-in answered the `n`th request with: the challenge's
/// addresses, as the game's page must give them.
fn addresses(n: usize) -> [String; 3] {
    let url = format!("https://lichess.org/Bk{n:06}");
    [
        url.clone(),
        format!("{url}?color=white"),
        format!("{url}?color=black"),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chess960_rolls_page_makes_its_game_through_the_site() {
    let club = Club::start(|_| {}).await;
    let (status, page) = club.get(&format!("/r/{CODE}")).await;
    assert_eq!(status, StatusCode::OK);
    let forms = play_forms(&page);
    assert_eq!(forms, [format!("/r/{CODE}/lichess?lang=en")], "{page}");
    assert!(page.contains(">Play on lichess</button>"), "{page}");
    // The analysis link stays as it was.
    assert!(
        page.contains("https://lichess.org/analysis/chess960/")
            && page.contains("Analyse on lichess"),
        "{page}"
    );

    let (status, headers, made) = club.press(&forms[0]).await;
    assert_eq!(status, StatusCode::OK, "{made}");
    let log = club.fake.log();
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(fake_lichess::check(&log[0]), Ok(()));
    assert_eq!(log[0].field("variant"), Some("chess960"));
    assert_eq!(log[0].field("name"), Some("Backrank · SP 777"));
    for address in addresses(0) {
        assert!(
            made.contains(&format!("href=\"{address}\"")),
            "{address} in {made}"
        );
    }
    assert!(made.contains("Your game is ready on lichess"), "{made}");
    assert!(made.contains("Unrated, 10+5"), "{made}");
    assert!(
        made.contains(&format!("href=\"/r/{CODE}?lang=en\"")),
        "{made}"
    );
    // A game is made once: never kept; the pages' policy is as it was.
    assert_eq!(headers["cache-control"], "no-store");
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.contains("form-action 'self'") && csp.contains("connect-src 'self'"),
        "{csp}"
    );

    // In the visitor's language, from the address the form posts to.
    let (status, headers, made) = club.press(&format!("/r/{CODE}/lichess?lang=de")).await;
    assert_eq!(status, StatusCode::OK, "{made}");
    assert_eq!(headers["content-language"], "de");
    assert!(
        made.contains("Deine Partie steht auf lichess bereit"),
        "{made}"
    );
    assert!(made.contains(&addresses(1)[2]), "{made}");

    // The post's address, opened: the page its button is on.
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let r = client
        .get(format!("{}/r/{CODE}/lichess?lang=fr", club.base))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    assert_eq!(r.headers()["location"], format!("/r/{CODE}?lang=fr"));

    // A position by its number offers the same, as a roll of its own.
    let (_, page) = club.get("/p/chess960/518?lang=es").await;
    let forms = play_forms(&page);
    assert_eq!(forms, ["/p/chess960/518/lichess?lang=es"], "{page}");
    let (status, _, made) = club.press(&forms[0]).await;
    assert_eq!(status, StatusCode::OK, "{made}");
    assert!(made.contains("Tu partida está lista en lichess"), "{made}");
    let log = club.fake.log();
    assert_eq!(log.len(), 3);
    assert_eq!(fake_lichess::check(&log[2]), Ok(()));
    assert_eq!(log[2].field("name"), Some("Backrank · SP 518"));

    // lichess has no board for CRC: no form, and a post makes nothing.
    let (status, page) = club.get(&format!("/r/{CRC}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(play_forms(&page), Vec::<String>::new(), "{page}");
    let (status, _, refused) = club.press(&format!("/r/{CRC}/lichess")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{refused}");
    assert!(refused.contains("lichess has no board for"), "{refused}");
    let (_, page) = club.get("/p/crc/0").await;
    assert_eq!(play_forms(&page), Vec::<String>::new(), "{page}");
    // A code that does not read: refused as its page is.
    let (status, _, refused) = club.press("/r/960-nc-hhtttthtth-x/lichess").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(club.fake.log().len(), 3, "nothing more was sent");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_turned_lichess_off_is_offered_nothing_and_a_post_is_refused() {
    let club = Club::start(|_| {}).await;
    club.bot
        .app()
        .servers()
        .change_with(GUILD_OFF, |_| {
            Ok(GuildSettings {
                lichess: false,
                ..GuildSettings::default()
            })
        })
        .await
        .unwrap();
    club.command(GUILD_OFF, "random", &[("variant", "chess960")])
        .await;
    let kept = club
        .bot
        .app()
        .store()
        .record(Scope::Guild(GUILD_OFF), 1)
        .await
        .unwrap()
        .unwrap();
    let code = kept.roll.replay_code;
    let (status, page) = club.get(&format!("/r/{code}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(play_forms(&page), Vec::<String>::new(), "{page}");
    let (status, headers, refused) = club.press(&format!("/r/{code}/lichess")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{refused}");
    assert_eq!(headers["cache-control"], "no-store");
    assert!(
        refused.contains("Playing on lichess is turned off here"),
        "{refused}"
    );
    assert!(club.fake.log().is_empty(), "{:?}", club.fake.log());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_from_another_site_is_refused_before_lichess_is_asked() {
    let club = Club::start(|_| {}).await;
    let path = format!("/r/{CODE}/lichess?lang=en");
    for headers in [
        vec![("origin", "https://elsewhere.example")],
        vec![("sec-fetch-site", "cross-site"), ("origin", "null")],
        vec![("sec-fetch-site", "same-site")],
    ] {
        let (status, _, refused) = club.post(&path, &headers).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{headers:?}: {refused}");
        assert!(refused.contains("came from another site"), "{refused}");
    }
    assert!(club.fake.log().is_empty(), "{:?}", club.fake.log());
    // The site's own origin, and curl's post with neither header.
    let own = club.base.clone();
    let (status, _, _) = club.post(&path, &[("origin", own.as_str())]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let (status, headers, _) = club.post(&path, &[]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let (_, made) = club.get(headers["location"].to_str().unwrap()).await;
    assert!(made.contains(&addresses(1)[0]), "{made}");
    assert_eq!(club.fake.log().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_challenges_game_is_named_for_its_date() {
    let club = Club::start(|_| {}).await;
    club.command(
        GUILD,
        "daily",
        &[(backrank::bot::options::SUBCOMMAND, "now")],
    )
    .await;
    let store = club.bot.app().store();
    let date = jiff::civil::date(2026, 11, 27);
    let id = store
        .day_roll(DailyOf::Server(GUILD), date)
        .await
        .unwrap()
        .expect("the day's roll");
    let code = store.roll(id).await.unwrap().unwrap().roll.replay_code;
    let (_, page) = club.get(&format!("/r/{code}?lang=ko")).await;
    let forms = play_forms(&page);
    assert_eq!(forms, [format!("/r/{code}/lichess?lang=ko")], "{page}");
    // The next day, the roll is still the 27th's challenge.
    club.clock.advance(jiff::SignedDuration::from_hours(24));
    let (status, _, made) = club.press(&forms[0]).await;
    assert_eq!(status, StatusCode::OK, "{made}");
    assert!(
        made.contains("Backrank · daily challenge 2026-11-27"),
        "{made}"
    );
    let log = club.fake.log();
    assert_eq!(log.len(), 1);
    assert_eq!(fake_lichess::check(&log[0]), Ok(()));
    assert_eq!(
        log[0].field("name"),
        Some("Backrank · daily challenge 2026-11-27")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_rounds_game_is_named_for_the_event_and_its_round() {
    use crate::endpoint::serve;
    use crate::events::event;
    use crate::privacy::ask;

    let club = Club::start(|_| {}).await;
    let url = serve(club.bot.clone(), None).await;
    let (r, _) = ask(&url, &crate::events::club_open(2)).await;
    let link = r["data"]["components"][0]["components"]
        .as_array()
        .and_then(|b| b.iter().find_map(|b| b["url"].as_str()))
        .unwrap_or_else(|| panic!("no link: {r}"))
        .to_owned();
    let path = link.strip_prefix(&club.base).unwrap().to_owned();
    // Before a reveal, nothing to play.
    let (_, page) = club.get(&path).await;
    assert_eq!(play_forms(&page), Vec::<String>::new(), "{page}");
    ask(&url, &event("next", json!([]))).await;
    let (_, page) = club.get(&format!("{path}?lang=fr")).await;
    let forms = play_forms(&page);
    assert_eq!(forms, [format!("{path}/1/lichess?lang=fr")], "{page}");
    let (status, _, made) = club.press(&forms[0]).await;
    assert_eq!(status, StatusCode::OK, "{made}");
    assert!(made.contains("Backrank · Club Open round 1"), "{made}");
    assert!(
        made.contains(&format!("href=\"{path}?lang=fr#round-1\"")),
        "{made}"
    );
    // The round's roll page, reached by its replay code alone, names it as
    // a roll of its own: a code says nothing of who rolled it (another
    // server's roll, or anyone's throws, may give the same code), so the
    // event's name stays with those who have the event's link.
    let at = page.find("/r/").unwrap();
    let roll_page = &page[at..at + page[at..].find('"').unwrap()];
    let (_, roll) = club.get(&roll_page.replace("&amp;", "&")).await;
    let forms = play_forms(&roll);
    assert_eq!(forms.len(), 1, "{roll}");
    let (status, _, made) = club.press(&forms[0]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!made.contains("Club Open"), "{made}");
    // A round not revealed is no game.
    let (status, _, _) = club.press(&format!("{path}/2/lichess")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let log = club.fake.log();
    assert_eq!(log.len(), 2);
    for sent in &log {
        assert_eq!(fake_lichess::check(sent), Ok(()));
    }
    assert_eq!(log[0].field("name"), Some("Backrank · Club Open round 1"));
    let name = log[1].field("name").unwrap();
    assert!(name.starts_with("Backrank · SP "), "{name}");
}

/// lichess refusing a game as it refuses a form (its reason an object of
/// fields): the page says lichess refused it, in lichess's own words as
/// written, and that it will be refused again, not to try again later.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lichesss_refusal_is_told_in_its_words_and_not_as_passing() {
    let club = Club::start(|_| {}).await;
    club.fake.refuse("fen: **Bold** is _no_ FEN");
    let (status, _, refused) = club.press(&format!("/r/{CODE}/lichess")).await;
    assert_eq!(status, StatusCode::BAD_GATEWAY, "{refused}");
    assert!(
        refused.contains("lichess refused the game: fen: **Bold** is _no_ FEN"),
        "{refused}"
    );
    assert!(
        refused.contains("lichess will refuse this game again"),
        "{refused}"
    );
    assert!(!refused.contains("in a while"), "{refused}");
    assert!(!refused.contains("not a game"), "{refused}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_lichess_says_429_a_post_within_the_minute_sends_nothing() {
    let club = Club::start(|_| {}).await;
    let path = format!("/r/{CODE}/lichess");
    club.fake.set_mode(Mode::TooMany);
    let (status, headers, refused) = club.press(&path).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{refused}");
    assert_eq!(retry_after(&headers), 60);
    assert!(
        refused.contains("lichess has asked for a pause"),
        "{refused}"
    );
    club.fake.set_mode(Mode::Lichess);
    club.clock.advance(jiff::SignedDuration::from_secs(45));
    let (status, headers, _) = club.press(&path).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(retry_after(&headers), 15);
    assert_eq!(club.fake.log().len(), 1, "asked lichess within the minute");
    club.clock.advance(jiff::SignedDuration::from_secs(15));
    let (status, _, _) = club.press(&path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(club.fake.log().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_visitors_address_is_limited_to_its_games_an_hour() {
    let club = Club::start(|s| s.lichess.per_server_per_hour = 2).await;
    let path = format!("/r/{CODE}/lichess");
    for _ in 0..2 {
        let (status, _, made) = club.press(&path).await;
        assert_eq!(status, StatusCode::OK, "{made}");
    }
    let (status, headers, refused) = club.press(&path).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{refused}");
    let wait = retry_after(&headers);
    assert!((1..=3600).contains(&wait), "{wait}");
    assert!(
        refused.contains("2 lichess games were") && refused.contains("from your address"),
        "{refused}"
    );
    assert_eq!(club.fake.log().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lichess_that_hangs_is_answered_504_at_the_deadline() {
    let club = Club::start(|s| s.lichess.timeout_secs = 1).await;
    club.fake.set_mode(Mode::Hang);
    let start = Instant::now();
    let (status, _, refused) = club.press(&format!("/r/{CODE}/lichess")).await;
    let took = start.elapsed();
    assert_eq!(status, StatusCode::GATEWAY_TIMEOUT, "{refused}");
    assert!(refused.contains("did not answer in time"), "{refused}");
    assert!(
        (Duration::from_secs(1)..Duration::from_secs(5)).contains(&took),
        "{took:?}"
    );
    assert_eq!(club.fake.log().len(), 1);
}

/// A visitor who hangs up while their game is being made (the site's
/// request already with lichess, which may make the game all the same) is
/// counted as if it was made: else a client that posts and hangs up each
/// time makes games without end from one address, and soon brings on
/// lichess's 429 and its quiet minute for every server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_visitor_who_hangs_up_mid_press_is_counted_all_the_same() {
    let club = Club::start(|s| s.lichess.per_server_per_hour = 1).await;
    club.fake.set_mode(Mode::Hang);
    let address = format!("{}/r/{CODE}/lichess", club.base);
    let posting = tokio::spawn(async move { reqwest::Client::new().post(address).send().await });
    club.fake
        .until("the press's request", |f| f.log().len() == 1)
        .await;
    // Hung up: the site's handler is dropped, and its request to lichess.
    posting.abort();
    club.fake
        .until("the site giving its request up", |f| f.in_flight() == 0)
        .await;
    club.fake.set_mode(Mode::Lichess);
    let (status, headers, refused) = club.press(&format!("/r/{CODE}/lichess")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{refused}");
    assert!(retry_after(&headers) > 3500, "{headers:?}");
    assert_eq!(club.fake.log().len(), 1, "a second game from one address");
}

/// While a visitor's press is with lichess, another from the same address
/// is refused at once (429, Retry-After), asking nothing: one address
/// cannot stand a burst of presses in the one turn every server's presses
/// wait in for lichess. Another address is not held up by it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_visitors_second_press_is_refused_while_the_first_is_with_lichess() {
    let club = Club::start(|_| {}).await;
    club.fake.set_mode(Mode::Hang);
    let address = format!("{}/r/{CODE}/lichess", club.base);
    let first = tokio::spawn(async move { reqwest::Client::new().post(address).send().await });
    club.fake
        .until("the first press's request", |f| f.log().len() == 1)
        .await;
    let (status, headers, refused) = club.press(&format!("/r/{CODE}/lichess?lang=de")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{refused}");
    assert_eq!(retry_after(&headers), 1);
    assert!(
        refused.contains("Deine letzte Partie wird auf lichess noch erstellt"),
        "{refused}"
    );
    assert_eq!(club.fake.log().len(), 1, "the second press asked lichess");
    first.abort();
}
