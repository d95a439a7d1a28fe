//! The table's web pages over real HTTP: a roll's page from its code, its
//! board, JSON and PGN, a position by number, languages, the security
//! headers, refusals that say what is wrong (never a 5xx), the request
//! budget per client, and `backrank web` itself.

use std::sync::Arc;

use backrank::app::settings::Settings;
use backrank::app::view::board::{alt_text, heading};
use backrank::core::fen::Fen;
use backrank::core::replay::ReplayCode;
use backrank::web::{self, Budget, Web};
use reqwest::{Client, StatusCode, header};

/// A Chess960 roll by the number method with a coin: SP 777.
const CODE: &str = "960-nc-hhtttthtth-v";

/// The site on a free loopback port, with `budget`; its base address.
pub(crate) async fn site_with(public_url: Option<&str>, budget: Budget) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let site = Arc::new(Web::new(public_url.map(str::to_owned), budget));
    let limits = Settings::load(None).unwrap().http;
    tokio::spawn(async move {
        web::serve_on(listener, site, &limits, std::future::pending())
            .await
            .unwrap();
    });
    format!("http://{addr}")
}

async fn site() -> String {
    site_with(None, Budget::new(1000, 1000)).await
}

fn client() -> Client {
    Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

async fn get(url: &str) -> (StatusCode, reqwest::header::HeaderMap, Vec<u8>) {
    let r = client().get(url).send().await.unwrap();
    let (status, headers) = (r.status(), r.headers().clone());
    (status, headers, r.bytes().await.unwrap().to_vec())
}

fn text(body: &[u8]) -> String {
    String::from_utf8(body.to_vec()).unwrap()
}

fn header_of<'h>(h: &'h reqwest::header::HeaderMap, name: &str) -> &'h str {
    h.get(name).map_or("", |v| v.to_str().unwrap())
}

/// Every answer carries the security headers, errors included.
fn assert_guarded(h: &reqwest::header::HeaderMap) {
    let csp = header_of(h, "content-security-policy");
    for part in [
        "default-src 'none'",
        "style-src 'self'",
        "img-src 'self'",
        "frame-ancestors 'none'",
        // The one script is the site's own file (the arbiter's screen's),
        // and it talks only to the site.
        "script-src 'self';",
        "connect-src 'self';",
    ] {
        assert!(csp.contains(part), "{csp}");
    }
    assert!(
        !csp.contains("unsafe-") && csp.matches("script-src").count() == 1,
        "{csp}"
    );
    assert_eq!(header_of(h, "x-content-type-options"), "nosniff");
    assert_eq!(header_of(h, "referrer-policy"), "no-referrer");
    assert_eq!(header_of(h, "x-frame-options"), "DENY");
}

/// The HTML escapes of what maud writes, to find a text in a page.
fn escaped(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[tokio::test]
async fn a_rolls_page_shows_its_board_facts_and_every_step() {
    let base = site().await;
    let roll = CODE.parse::<ReplayCode>().unwrap().roll().unwrap();
    let (status, h, body) = get(&format!("{base}/r/{CODE}")).await;
    let page = text(&body);
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_guarded(&h);
    assert_eq!(header_of(&h, "content-type"), "text/html; charset=utf-8");
    assert_eq!(header_of(&h, "vary"), "Accept-Language");
    assert!(
        page.starts_with("<!DOCTYPE html><html lang=\"en\">"),
        "{page}"
    );
    let title = heading(&roll.position);
    assert!(
        page.contains(&format!("<h1>{}</h1>", escaped(&title))),
        "{page}"
    );
    // The board's words are the ones Discord's image gets.
    let alt = alt_text(&title, &roll.position.pieces(), backrank::i18n::Lang::En);
    assert!(
        page.contains(&format!("alt=\"{}\"", escaped(&alt))),
        "{page}"
    );
    assert!(page.contains(&Fen(&roll.position).to_string()), "{page}");
    assert!(
        page.contains("SP 777") && page.contains("QRKBBNRN"),
        "{page}"
    );
    // One list item a step, the throws of the one throwing step shown.
    let steps = &page[page.find("<ol>").unwrap()..page.find("</ol>").unwrap()];
    assert_eq!(steps.matches("<li>").count(), roll.steps.len(), "{steps}");
    assert!(steps.contains("H, H, T, T, T, T, H, T, T, H"), "{steps}");
    // Chess960 goes to lichess; the QR code, PGN and JSON are linked.
    for link in [
        "https://lichess.org/analysis/chess960/qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN_w_KQkq_-_0_1",
        &format!("/r/{CODE}/qr.svg"),
        &format!("/r/{CODE}/pgn"),
        &format!("/api/v1/rolls/{CODE}"),
        "/p/chess960/777",
    ] {
        assert!(page.contains(link), "{link} in {page}");
    }
    // No script and no inline style, as the policy says.
    assert!(
        !page.contains("<script") && !page.contains("style="),
        "{page}"
    );
    // The style sheet it names is served, kept forever; another name is not.
    let sheet = page.split("href=\"/static/").nth(1).unwrap();
    let sheet = &sheet[..sheet.find('"').unwrap()];
    let (status, h, css) = get(&format!("{base}/static/{sheet}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header_of(&h, "content-type"), "text/css; charset=utf-8");
    assert!(header_of(&h, "cache-control").contains("immutable"));
    assert!(text(&css).contains("@media print"));
    let (status, _, _) = get(&format!("{base}/static/web-000000000000.css")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_page_speaks_the_asked_language_then_the_browsers() {
    let base = site().await;
    let with_accept = |lang: &'static str| {
        let url = format!("{base}/r/{CODE}");
        async move {
            let r = client()
                .get(url)
                .header(header::ACCEPT_LANGUAGE, lang)
                .send()
                .await
                .unwrap();
            assert_eq!(r.headers()["content-language"].to_str().unwrap().len(), 2);
            r.text().await.unwrap()
        }
    };
    let korean = with_accept("ko-KR,ko;q=0.9,en;q=0.5").await;
    assert!(korean.contains("<html lang=\"ko\">"), "{korean}");
    assert!(
        korean.contains("테이블에서 하는 그대로의 모든 단계"),
        "{korean}"
    );
    let fallback = with_accept("nl-NL, pt;q=0.8").await;
    assert!(fallback.contains("<html lang=\"en\">"));
    let (_, h, body) = get(&format!("{base}/r/{CODE}?lang=de")).await;
    let german = text(&body);
    assert_eq!(header_of(&h, "content-language"), "de");
    assert!(
        german.contains("<html lang=\"de\">") && german.contains("Jeder Schritt"),
        "{german}"
    );
    // Every language is linked, the current one marked.
    for lang in ["en", "fr", "es", "ko"] {
        assert!(
            german.contains(&format!("href=\"/r/{CODE}?lang={lang}\"")),
            "{lang}"
        );
    }
    assert!(
        german.contains("aria-current=\"page\">Deutsch<"),
        "{german}"
    );
}

/// Issue 59: a method's description ("placement (Carrillo's procedure
/// #1)") stayed English on the French and Korean pages. A roll's page, the
/// variant's page and the roll-along's page now give it in their language.
#[tokio::test]
async fn a_methods_description_is_in_the_pages_language() {
    use backrank::core::variant::Variant;
    use backrank::i18n::Lang;
    let base = site().await;
    let placement = Variant::Chess960.method_named("placement").unwrap();
    let english = escaped(&placement.reference);
    for lang in [Lang::Fr, Lang::Ko, Lang::De, Lang::Es] {
        let own = escaped(&placement.reference_text().render(lang));
        assert_ne!(own, english, "{lang:?}");
        for page in ["/r/960-p6-25434651-2", "/v/chess960", "/roll/chess960"] {
            let (status, _, body) = get(&format!("{base}{page}?lang={}", lang.code())).await;
            let said = text(&body);
            assert_eq!(status, StatusCode::OK, "{page}: {said}");
            assert!(
                said.contains(&own) && !said.contains(&english),
                "{page} in {lang:?}: no '{own}', or '{english}', in {said}"
            );
        }
    }
}

/// A count in the thousands is grouped as the page's language writes
/// numbers (CLDR): CRC's 21,836 legal positions are 21.836 in German and
/// Spanish, never a decimal 21.8 to their readers.
#[tokio::test]
async fn a_pages_big_counts_are_grouped_as_its_language_writes_them() {
    let base = site().await;
    for (lang, count) in [
        ("en", "21,836"),
        ("de", "21.836"),
        ("fr", "21\u{202f}836"),
        ("es", "21.836"),
        ("ko", "21,836"),
    ] {
        let (status, _, body) = get(&format!("{base}/v/crc?lang={lang}")).await;
        assert_eq!(status, StatusCode::OK, "{lang}");
        let page = text(&body);
        assert!(page.contains(count), "{lang}: {page}");
        if lang != "en" && lang != "ko" {
            assert!(!page.contains("21,836"), "{lang}: {page}");
        }
    }
}

#[tokio::test]
async fn a_board_is_a_png_of_an_allowed_width_kept_forever() {
    let base = site().await;
    let (status, page_h, page) = get(&format!("{base}/r/{CODE}")).await;
    assert_eq!(status, StatusCode::OK);
    let _ = page_h;
    for width in [360_u32, 720, 1440] {
        let (status, h, png) = get(&format!("{base}/r/{CODE}/board.png?w={width}")).await;
        assert_eq!(status, StatusCode::OK);
        assert_guarded(&h);
        assert_eq!(header_of(&h, "content-type"), "image/png");
        assert_eq!(
            header_of(&h, "cache-control"),
            "public, max-age=31536000, immutable"
        );
        let info = png::Decoder::new(std::io::Cursor::new(png.clone()))
            .read_info()
            .unwrap();
        assert_eq!(info.info().width, width);
        if width == 720 {
            // The page as first shown: its HTML and the board it asks for.
            let total = page.len() + png.len();
            assert!(total < 60 * 1024, "{total} bytes");
        }
    }
    let (status, h, body) = get(&format!("{base}/r/{CODE}/board.png?w=721")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_guarded(&h);
    assert!(
        text(&body)
            .contains("w=721 is not a width served here: use one of 360, 480, 720, 1080, 1440"),
        "{}",
        text(&body)
    );
    let (status, _, _) = get(&format!("{base}/r/{CODE}/board.png?w=lots")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_bad_code_gets_a_page_that_says_what_is_wrong_never_a_5xx() {
    let base = site().await;
    // A body with its right check character, so the part under test is read.
    let checked = |body: &str| format!("{body}-{}", backrank::core::replay::check_char(body));
    let cases = [
        // The check character mistyped.
        (
            "960-nc-hhtttthtth-x",
            StatusCode::BAD_REQUEST,
            "check character",
        ),
        // A face a coin does not have.
        (
            &checked("960-nc-hhtttthtt7"),
            StatusCode::BAD_REQUEST,
            "not a face of a coin",
        ),
        // No such variant.
        (&checked("nosuch-nc-hh"), StatusCode::NOT_FOUND, "nosuch"),
        // Not a code at all.
        ("hello", StatusCode::BAD_REQUEST, "hello"),
        // Bytes that are not UTF-8 once decoded.
        (
            "%FF%FE",
            StatusCode::BAD_REQUEST,
            "This address cannot be read",
        ),
    ];
    for (code, expected, says) in cases {
        for path in [
            format!("/r/{code}"),
            format!("/r/{code}/board.png"),
            format!("/api/v1/rolls/{code}"),
        ] {
            let (status, h, body) = get(&format!("{base}{path}")).await;
            assert_eq!(status, expected, "{path}: {}", text(&body));
            assert_guarded(&h);
            assert!(text(&body).contains(says), "{path}: {}", text(&body));
        }
    }
    // The API says why in JSON.
    let (_, h, body) = get(&format!("{base}/api/v1/rolls/960-nc-hhtttthtth-x")).await;
    assert_eq!(header_of(&h, "content-type"), "application/json");
    let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert!(
        v["error"].as_str().unwrap().contains("check character"),
        "{v}"
    );
    // Its own language, and what to do.
    let (_, _, body) = get(&format!("{base}/r/960-nc-hhtttthtth-x?lang=fr")).await;
    let page = text(&body);
    assert!(
        page.contains("<html lang=\"fr\">") && page.contains("Ce code de rejeu est illisible"),
        "{page}"
    );
    // An address past the bound, and no page at all.
    let (status, _, _) = get(&format!("{base}/r/{}", "a".repeat(2000))).await;
    assert_eq!(status, StatusCode::URI_TOO_LONG);
    let (status, h, body) = get(&format!("{base}/wp-admin/setup.php")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_guarded(&h);
    assert!(text(&body).contains("There is no page at this address"));
}

/// A club's code mistyped is said to be mistyped, whether or not its
/// variant is loaded here: the code's own check comes first (issue 51; it
/// said the variant was not loaded).
#[tokio::test]
async fn a_mistyped_club_code_is_a_typo_not_a_variant_not_loaded() {
    let base = site().await;
    // A roll of examples/variants/janus-random.toml, its throws mistyped.
    let code = "janus-random.6a8c1dab-p6-122356651-u";
    let typo = code.replace("-122356651-", "-122356652-");
    let (status, _, body) = get(&format!("{base}/r/{typo}")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        text(&body).contains("check character does not match"),
        "{}",
        text(&body)
    );
    let (status, _, body) = get(&format!("{base}/r/{code}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(text(&body).contains("not loaded here"), "{}", text(&body));
}

#[tokio::test]
async fn the_api_gives_the_rolls_json_and_pgn() {
    let base = site_with(Some("https://rolls.example.org/"), Budget::new(1000, 1000)).await;
    let (status, h, body) = get(&format!("{base}/api/v1/rolls/{CODE}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header_of(&h, "content-type"), "application/json");
    let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(v["api"], 1);
    assert_eq!(v["roll"]["replay"], CODE);
    assert_eq!(v["roll"]["number"], 777);
    assert_eq!(
        v["roll"]["fen"],
        "qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN w KQkq - 0 1"
    );
    // The same document as the command line's --format json, where both
    // know the site's address.
    let cli = crate::common::backrank()
        .env("BACKRANK__WEB__PUBLIC_URL", "https://rolls.example.org/")
        .args(["replay", CODE, "--format", "json"])
        .output()
        .unwrap();
    let cli: serde_json::Value = serde_json::from_slice(&cli.stdout).unwrap();
    assert_eq!(v["roll"], cli);
    assert_eq!(v["roll"]["source"], "replay_code");
    let (status, h, body) = get(&format!("{base}/r/{CODE}/pgn")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        header_of(&h, "content-type"),
        "application/x-chess-pgn; charset=utf-8"
    );
    assert_eq!(
        text(&body),
        "[Event \"Backrank Chess960 (Fischer Random) · SP 777\"]\n\
         [Site \"https://rolls.example.org/r/960-nc-hhtttthtth-v\"]\n\
         [Variant \"Chess960\"]\n[SetUp \"1\"]\n\
         [FEN \"qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN w KQkq - 0 1\"]\n\n\
         {White: QRKBBNRN\n\
         Method: number (Backrank's position numbering)\n\
         Device: coin\n\
         Source: the throws in its replay code\n\
         Number: SP 777\n\
         Throws: 10\n\
         FEN: qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN w KQkq - 0 1\n\
         Replay: 960-nc-hhtttthtth-v}\n*\n"
    );
    // A query axum cannot read is a page too.
    let (status, _, body) = get(&format!("{base}/r/{CODE}?lang=de&lang=fr")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        text(&body).contains("This address cannot be read"),
        "{}",
        text(&body)
    );
    // The QR code holds the page's public address.
    let (status, h, body) = get(&format!("{base}/r/{CODE}/qr.svg")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(header_of(&h, "content-type"), "image/svg+xml");
    let expected = qrcode::QrCode::new(format!("https://rolls.example.org/r/{CODE}").as_bytes())
        .unwrap()
        .render::<qrcode::render::svg::Color<'_>>()
        .min_dimensions(160, 160)
        .quiet_zone(true)
        .build();
    assert_eq!(text(&body), expected);
}

/// Without `public_url`, what names the site's address takes the
/// browser's `Host`, which a client chooses: it is never kept by a cache,
/// and a `Host` that is not a host name is not written at all.
#[tokio::test]
async fn a_hosts_own_address_is_never_cached() {
    let base = site().await;
    for (host, site) in [
        ("rolls.club.example:8090", "http://rolls.club.example:8090"),
        ("evil\"] [Event", "http://localhost"),
    ] {
        let r = client()
            .get(format!("{base}/r/{CODE}/pgn"))
            .header(header::HOST, host)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
        assert_eq!(r.headers()["cache-control"], "no-store");
        let pgn = r.text().await.unwrap();
        assert!(
            pgn.contains(&format!("[Site \"{site}/r/{CODE}\"]")),
            "{pgn}"
        );
        let (_, h, _) = get(&format!("{base}/r/{CODE}/qr.svg")).await;
        assert_eq!(header_of(&h, "cache-control"), "no-store");
    }
}

#[tokio::test]
async fn a_position_by_number_and_its_refusals() {
    let base = site().await;
    let (status, _, body) = get(&format!("{base}/p/chess960/518")).await;
    let page = text(&body);
    assert_eq!(status, StatusCode::OK, "{page}");
    assert!(
        page.contains("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        "{page}"
    );
    let (status, _, png) = get(&format!("{base}/p/chess960/518/board.png?w=480")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(png.starts_with(b"\x89PNG"));
    // Capablanca Random by its alias; Janggi's sides by their names.
    let (status, _, body) = get(&format!("{base}/p/korean-random/0")).await;
    assert_eq!(status, StatusCode::OK, "{}", text(&body));
    assert!(text(&body).contains("Cho"), "{}", text(&body));
    for (path, expected, says) in [
        ("/p/chess960/960", StatusCode::NOT_FOUND, "0 to 959"),
        (
            "/p/chess960/lots",
            StatusCode::BAD_REQUEST,
            "'lots' is not a position number",
        ),
        ("/p/nosuch/1", StatusCode::NOT_FOUND, "nosuch"),
        (
            "/p/chess960/99999999999999999999999",
            StatusCode::BAD_REQUEST,
            "is not a position number",
        ),
    ] {
        let (status, h, body) = get(&format!("{base}{path}")).await;
        assert_eq!(status, expected, "{path}");
        assert_guarded(&h);
        assert!(text(&body).contains(says), "{path}: {}", text(&body));
    }
}

#[tokio::test]
async fn the_front_pages_forms_lead_to_one_path_segment() {
    let base = site().await;
    let (status, _, body) = get(&format!("{base}/?lang=es")).await;
    let page = text(&body);
    assert_eq!(status, StatusCode::OK);
    assert!(
        page.contains("<form") && page.contains("action=\"/r\""),
        "{page}"
    );
    assert!(
        page.contains("<label for=\"code\">Código de repetición</label>"),
        "{page}"
    );
    for (query, to) in [
        (
            format!("code=+{CODE}+&lang=es"),
            format!("/r/{CODE}?lang=es"),
        ),
        ("code=..%2Fapi%3Fx".to_owned(), "/r/..%2Fapi%3Fx".to_owned()),
        (
            "variant=chess960&number=518".to_owned(),
            "/p/chess960/518".to_owned(),
        ),
        (String::new(), "/".to_owned()),
    ] {
        let (status, h, _) = get(&format!("{base}/r?{query}")).await;
        assert_eq!(status, StatusCode::SEE_OTHER, "{query}");
        assert_eq!(header_of(&h, "location"), to, "{query}");
    }
}

/// A client over its budget gets 429 with when to retry; another client
/// address is not held back by it.
#[tokio::test]
async fn each_client_has_its_own_budget_of_requests() {
    let base = site_with(None, Budget::new(1, 3)).await;
    let from = |ip: [u8; 4]| {
        Client::builder()
            .local_address(std::net::IpAddr::from(ip))
            .build()
            .unwrap()
    };
    let greedy = from([127, 0, 0, 1]);
    let url = format!("{base}/p/chess960/518");
    let mut statuses = Vec::new();
    for _ in 0..5 {
        let r = greedy.get(&url).send().await.unwrap();
        if r.status() == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(r.headers()["retry-after"], "1");
            // A browser shown the refusal comes back by itself.
            assert_eq!(r.headers()["refresh"], "1");
            assert_guarded(r.headers());
        }
        statuses.push(r.status().as_u16());
    }
    assert_eq!(&statuses[..3], &[200, 200, 200], "{statuses:?}");
    assert_eq!(statuses[4], 429, "{statuses:?}");
    // Over its budget, the client still gets the style sheet and script
    // its pages name (a page refused its script would be left without it).
    let page = from([127, 0, 0, 3]).get(&url).send().await.unwrap();
    let sheet = page
        .text()
        .await
        .unwrap()
        .split("href=\"/static/")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .to_owned();
    for _ in 0..5 {
        let r = greedy
            .get(format!("{base}/static/{sheet}"))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
    }
    assert_eq!(
        greedy.get(&url).send().await.unwrap().status(),
        StatusCode::TOO_MANY_REQUESTS,
        "still over its budget"
    );
    let other = from([127, 0, 0, 2]).get(&url).send().await.unwrap();
    assert_eq!(other.status(), StatusCode::OK);
}

/// `backrank web` with no settings at all serves the pages, and stops on
/// SIGTERM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backrank_web_serves_with_no_settings_and_stops_on_sigterm() {
    let mut host = tokio::task::spawn_blocking(|| crate::hosts::Host::web(&[]))
        .await
        .unwrap();
    let (status, _, body) = get(&format!("{}/r/{CODE}", host.base)).await;
    assert_eq!(status, StatusCode::OK, "{}", text(&body));
    let stopped = tokio::task::spawn_blocking(move || {
        let stopped = host.terminate(std::time::Duration::from_secs(10));
        (stopped, host.log())
    })
    .await
    .unwrap();
    assert!(stopped.0.is_some_and(|s| s.success()), "{stopped:?}");
}

/// A `public_url` that is not one is refused before anything is served,
/// naming it.
#[test]
fn a_public_url_that_is_not_an_address_is_refused() {
    for bad in [
        "rolls.example.org",
        "https://rolls.example.org/?x=1",
        "javascript:alert(1)",
    ] {
        crate::common::backrank()
            .args(["web", "--addr", "127.0.0.1:0"])
            .env("BACKRANK__WEB__PUBLIC_URL", bad)
            .assert()
            .code(2)
            .stderr(predicates::str::contains(format!(
                "[web] public_url = \"{bad}\""
            )));
    }
}

/// A budget of none is refused at start, naming the setting: it started,
/// then refused every request after a client's first (issue 51).
#[test]
fn a_web_budget_of_zero_is_refused_at_start() {
    for setting in ["BURST", "REQUESTS_PER_SECOND"] {
        crate::common::backrank()
            .args(["web", "--addr", "127.0.0.1:0"])
            .env(format!("BACKRANK__WEB__{setting}"), "0")
            .assert()
            .code(2)
            .stderr(predicates::str::contains(format!(
                "[web] {} = 0: use a positive number",
                setting.to_lowercase()
            )));
    }
}

/// `[web] addr` has `backrank serve` serve the pages beside the bot; an
/// address that is not one is refused before anything starts, naming it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backrank_serve_serves_the_pages_beside_the_bot_on_web_addr() {
    const APP: u64 = 1111111111111111111;
    let discord = crate::fake_discord::FakeDiscord::start(APP).await;
    let web_addr = format!("127.0.0.1:{}", crate::hosts::free_port());
    let http_addr = format!("127.0.0.1:{}", crate::hosts::free_port());
    let env = vec![
        ("BACKRANK__DISCORD__TOKEN", "test-token".to_owned()),
        ("BACKRANK__DISCORD__APPLICATION_ID", APP.to_string()),
        (
            "BACKRANK__DISCORD__PUBLIC_KEY",
            hex::encode(crate::endpoint::key().verifying_key().to_bytes()),
        ),
        ("BACKRANK__DISCORD__API_URL", discord.url.clone()),
        (
            "BACKRANK__STORE__DATA_DIR",
            crate::common::scratch("web-beside-the-bot")
                .display()
                .to_string(),
        ),
        ("BACKRANK__WEB__ADDR", web_addr.clone()),
    ];
    let started = env.clone();
    let host = tokio::task::spawn_blocking(move || {
        crate::hosts::Host::start(
            &["--http", &http_addr],
            &started,
            "serving Discord interactions",
        )
    })
    .await
    .unwrap();
    assert!(
        host.log().contains("serving the web pages"),
        "{}",
        host.log()
    );
    let (status, h, body) = get(&format!("http://{web_addr}/r/{CODE}")).await;
    assert_eq!(status, StatusCode::OK, "{}", text(&body));
    assert_guarded(&h);
    // SIGTERM stops the pages with the bot.
    let stopped = tokio::task::spawn_blocking(move || {
        let mut host = host;
        let stopped = host.terminate(std::time::Duration::from_secs(10));
        (stopped, host.log())
    })
    .await
    .unwrap();
    assert!(stopped.0.is_some_and(|s| s.success()), "{stopped:?}");
    assert!(
        tokio::net::TcpStream::connect(&web_addr).await.is_err(),
        "the pages still answer"
    );

    let mut refused = crate::common::backrank();
    refused.args(["serve", "--http", "127.0.0.1:0"]);
    for (k, v) in env {
        refused.env(k, v);
    }
    refused.env("BACKRANK__WEB__ADDR", "everywhere");
    let out = tokio::task::spawn_blocking(move || refused.output().unwrap())
        .await
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("[web] addr = \"everywhere\": write an address and port, like 0.0.0.0:8090"),
        "{said}"
    );
}

/// The address a page's face button sends, by its label: the faces'
/// form's address and fields (but `at`, when the page was served: these
/// addresses are followed faster than a hand throws, and are no double
/// taps) and the button's faces.
fn face_link(page: &str, label: &str) -> String {
    let form = &page[page
        .find("<form class=\"faces\"")
        .unwrap_or_else(|| panic!("no faces in {page}"))..];
    let form = &form[..form.find("</form>").unwrap()];
    let attr = |tag: &str, name: &str| -> String {
        let at = tag.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        tag[at..at + tag[at..].find('"').unwrap()].replace("&amp;", "&")
    };
    let action = attr(&form[..form.find('>').unwrap()], "action");
    let fields: Vec<String> = form
        .split("<input type=\"hidden\"")
        .skip(1)
        .map(|tag| (attr(tag, "name"), attr(tag, "value")))
        .filter(|(name, _)| name != "at")
        .map(|(name, value)| format!("{name}={value}"))
        .collect();
    let end = form
        .find(&format!(">{label}<"))
        .or_else(|| form.find(&format!(">{label} <")))
        .unwrap_or_else(|| panic!("no face {label} in {form}"));
    let button = &form[form[..end].rfind("<button").unwrap()..end];
    format!("{action}?{}&f={}", fields.join("&"), attr(button, "value"))
}

/// A roll-along by its links alone: each face a link that adds it to the
/// address; the last lands on the roll's page; Undo takes one back.
#[tokio::test]
async fn a_roll_along_by_links_lands_on_the_rolls_page() {
    let base = site().await;
    let (status, _, body) = get(&format!("{base}/roll/chess960?lang=en")).await;
    let start = text(&body);
    assert_eq!(status, StatusCode::OK, "{start}");
    assert!(start.contains("action=\"/roll/chess960/throw\""), "{start}");
    assert!(start.contains("<option value=\"number\">"), "{start}");

    let mut at = format!("{base}/roll/chess960/throw?method=number&dice=coin&lang=en");
    for (i, toss) in "HHTTTTHTTH".chars().enumerate() {
        let (status, h, body) = get(&at).await;
        let page = text(&body);
        assert_eq!(status, StatusCode::OK, "{page}");
        assert_eq!(header_of(&h, "cache-control"), "no-store");
        assert!(
            page.contains(&format!("{i} throws so far")) || i == 1,
            "{page}"
        );
        let label = if toss == 'H' { "Heads" } else { "Tails" };
        at = format!("{base}{}", face_link(&page, label));
        if i == 4 {
            // Undo goes back to the address of one throw fewer.
            let undo = page.split("Undo the last throw").next().unwrap();
            let undo = &undo[undo.rfind("href=\"").unwrap() + 6..undo.rfind('"').unwrap()];
            assert!(undo.replace("&amp;", "&").contains("f=hht&"), "{undo}");
        }
    }
    let (status, h, _) = get(&at).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(header_of(&h, "location"), format!("/r/{CODE}?lang=en"));

    // What the address cannot hold, named.
    for (query, says) in [
        ("method=number&dice=d7", "d7"),
        ("method=nosuch&dice=d6", "nosuch"),
        ("method=number&dice=coin&f=hx", "not a face of a coin"),
        (
            &format!("method=number&dice=coin&f={}", "h".repeat(201)) as &str,
            "at most 200 throws",
        ),
    ] {
        let (status, h, body) = get(&format!("{base}/roll/chess960/throw?{query}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}: {}", text(&body));
        assert_guarded(&h);
        assert!(text(&body).contains(says), "{query}: {}", text(&body));
    }
    let (status, _, _) = get(&format!("{base}/roll/nosuch")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// A roll-along's address takes tosses in either case, as the CLI does
/// (the page writes `h`/`t`).
#[tokio::test]
async fn a_roll_alongs_address_takes_tosses_in_either_case() {
    let base = site().await;
    for f in ["HHTTTTHTTH", "hhtttthtth", "HhTtTThTtH"] {
        let at = format!("{base}/roll/chess960/throw?method=number&dice=coin&f={f}&lang=en");
        let (status, h, body) = get(&at).await;
        assert_eq!(status, StatusCode::SEE_OTHER, "{f}: {}", text(&body));
        assert_eq!(header_of(&h, "location"), format!("/r/{CODE}?lang=en"));
    }
}

/// An address giving a field twice, or a value its field does not take,
/// is refused in the site's own words and the reader's language, naming
/// the field; a tool's JSON address refuses as JSON, in `?lang=`'s
/// language or English.
#[tokio::test]
async fn an_unreadable_query_is_refused_in_the_sites_words_naming_its_field() {
    let base = site().await;
    let twice = format!(
        "{base}/roll/chess960/throw?method=number&dice=coin\
         &exclude_standard=true&exclude_standard=true&lang=de"
    );
    let (status, h, body) = get(&twice).await;
    let page = text(&body);
    assert_eq!(status, StatusCode::BAD_REQUEST, "{page}");
    assert_guarded(&h);
    assert_eq!(header_of(&h, "content-language"), "de");
    assert!(
        page.contains(&escaped(
            "Die Adresse nennt „exclude_standard“ zweimal: eine Seite liest jedes ihrer Felder nur einmal."
        )),
        "{page}"
    );
    assert!(
        !page.contains("deserialize") && !page.contains("duplicate"),
        "{page}"
    );

    let (status, h, body) = get(&format!("{base}/r/{CODE}?w=wide&lang=fr")).await;
    let page = text(&body);
    assert_eq!(status, StatusCode::BAD_REQUEST, "{page}");
    assert_eq!(header_of(&h, "content-language"), "fr");
    assert!(
        page.contains(&escaped(
            "« wide » n’est pas une valeur que « w » accepte dans cette adresse."
        )),
        "{page}"
    );

    let (status, h, body) = get(&format!("{base}/api/v1/rolls/{CODE}?lang=ko&lang=de")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(header_of(&h, "content-type"), "application/json");
    let json: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "api": 1,
            "error": "The address gives 'lang' twice: a page reads each of its fields once."
        })
    );
}

/// A roll-along asks what `/random` and `/roll-along` ask (issue 51): to
/// throw the standard position again, and a position for a pair of games.
/// Each is a labelled box on the start page, carried on by every face's
/// link, and kept in the replay code the last face lands on.
#[tokio::test]
async fn a_roll_along_throws_the_standard_position_again_and_asks_for_a_pair() {
    let base = site().await;
    // By placement with a d6, 2 3 3 2 3 is the standard position, SP 518.
    let along = |rules: &str, faces: &str| {
        format!("{base}/roll/chess960/throw?method=placement&dice=d6{rules}&f={faces}&lang=en")
    };
    let (status, h, _) = get(&along("", "23323")).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(header_of(&h, "location"), "/r/960-p6-23323-9?lang=en");

    // Asked to throw it again, the roll goes on from the first step,
    // saying why, and each face's link keeps the rule.
    let (status, _, body) = get(&along("&exclude_standard=true", "23323")).await;
    let mut page = text(&body);
    assert_eq!(status, StatusCode::OK, "{page}");
    assert!(
        page.contains("This is the standard position (RNBQKBNR), which this roll excludes"),
        "{page}"
    );
    assert!(
        page.contains("excluded: thrown again if it comes"),
        "{page}"
    );
    let mut at = String::new();
    for _ in 0..5 {
        let link = face_link(&page, "1");
        assert!(link.contains("&exclude_standard=true&"), "{link}");
        at = format!("{base}{link}");
        let (status, _, body) = get(&at).await;
        if status == StatusCode::SEE_OTHER {
            break;
        }
        page = text(&body);
    }
    let (status, h, _) = get(&at).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{at}");
    let landed = header_of(&h, "location").to_owned();
    assert_eq!(landed, "/r/960-p6x-2332311111-9?lang=en");
    let code: ReplayCode = "960-p6x-2332311111-9".parse().unwrap();
    assert!(code.exclude_standard && !code.pair);
    let (status, _, body) = get(&format!("{base}{landed}")).await;
    let rolled = text(&body);
    assert_eq!(status, StatusCode::OK, "{rolled}");
    assert!(
        rolled.contains("<h1>Chess960 (Fischer Random) · SP 0</h1>"),
        "{rolled}"
    );
    assert!(!rolled.contains("SP 518</h1>"), "{rolled}");
    assert!(
        rolled.contains("excluded: thrown again if it comes"),
        "{rolled}"
    );

    // A pair: the same throws make SP 518, for two games.
    let (status, h, _) = get(&along("&pair=true", "23323")).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let landed = header_of(&h, "location").to_owned();
    assert_eq!(landed, "/r/960-p6s-23323-y?lang=en");
    let (_, _, body) = get(&format!("{base}{landed}")).await;
    let rolled = text(&body);
    assert!(rolled.contains("SP 518</h1>"), "{rolled}");
    assert!(
        rolled.contains("a pair: play it twice, colours swapped"),
        "{rolled}"
    );
    // Both, in the order the form sends them.
    let (status, h, _) = get(&along("&exclude_standard=true&pair=true", "2332311111")).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(
        header_of(&h, "location"),
        "/r/960-p6xs-2332311111-3?lang=en"
    );
    // Half-way, the page says both rules, and the links keep both.
    let (_, _, body) = get(&along("&exclude_standard=true&pair=true", "2")).await;
    let page = text(&body);
    assert!(
        page.contains("a pair: play it twice, colours swapped"),
        "{page}"
    );
    let link = face_link(&page, "3");
    assert!(
        link.ends_with("&exclude_standard=true&pair=true&f=23"),
        "{link}"
    );

    // The start page asks both, each a labelled box.
    let (_, _, body) = get(&format!("{base}/roll/chess960?lang=en")).await;
    let start = text(&body);
    for (name, label) in [
        (
            "exclude_standard",
            "Throw again if the standard position comes",
        ),
        ("pair", "For a pair of games, colours swapped"),
    ] {
        let input =
            format!("<input type=\"checkbox\" id=\"{name}\" name=\"{name}\" value=\"true\">");
        assert!(start.contains(&input), "{input} in {start}");
        // The whole line is the box's label, a thumb's target (issue 63).
        let labelled =
            format!("<label class=\"rule\" for=\"{name}\">{input}<span>{label}</span></label>");
        assert!(start.contains(&labelled), "{labelled} in {start}");
    }

    // A rule that is neither true nor false is named.
    let (status, h, body) = get(&along("&exclude_standard=yes", "2")).await;
    let said = text(&body);
    assert_eq!(status, StatusCode::BAD_REQUEST, "{said}");
    assert_guarded(&h);
    assert!(
        said.contains("exclude_standard=yes in the address is neither true nor false"),
        "{said}"
    );
}

/// A variant's page: each method's exact audit on every device, as the
/// core works it out, a biased method marked.
#[tokio::test]
async fn a_variants_page_gives_each_methods_exact_audit() {
    use backrank::core::audit::{audit, decimal};
    use backrank::core::variant::Variant;
    let base = site().await;
    let (status, h, body) = get(&format!("{base}/v/chess960?lang=en")).await;
    let page = text(&body);
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_guarded(&h);
    let v = Variant::Chess960;
    let rows = page.matches("<th scope=\"row\">").count();
    assert_eq!(rows, v.methods().len(), "{page}");
    for m in v.methods() {
        let row = page
            .split(&format!("<th scope=\"row\">{}<br>", m.method))
            .nth(1)
            .unwrap();
        let row = &row[..row.find("</tr>").unwrap()];
        for die in backrank_entropy::Die::ALL {
            let a = audit(v, m, die).unwrap();
            let cell = format!("<td>{:.2}", decimal(&a.expected_throws));
            assert!(row.contains(&cell), "{} {die}: {cell} in {row}", m.method);
        }
        // king-first is the biased one: each cell starred.
        assert_eq!(
            row.matches("<abbr").count(),
            if m.method.to_string() == "king-first" {
                7
            } else {
                0
            },
            "{row}"
        );
    }
    assert!(page.contains("960 starting positions"), "{page}");
    // Every method fair: no note of bias.
    let (_, _, body) = get(&format!("{base}/v/crc")).await;
    assert!(!text(&body).contains("not uniform"), "{}", text(&body));
    let (status, _, body) = get(&format!("{base}/v/nosuch")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(text(&body).contains("nosuch"));
}

/// `backrank web --no-events` opens no store: it serves rolls where no
/// store could be made, and an event's address finds nothing; without the
/// flag, a store that cannot be made stops it with a message naming it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backrank_web_no_events_opens_no_store() {
    let nowhere = "/proc/backrank-cannot-write-here";
    let refused = crate::common::backrank()
        .args(["web", "--addr", "127.0.0.1:0"])
        .env("BACKRANK__STORE__DATA_DIR", nowhere)
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains(nowhere), "{said}");

    let host = tokio::task::spawn_blocking(move || {
        crate::hosts::Host::web_with(
            &["--no-events"],
            &[("BACKRANK__STORE__DATA_DIR", nowhere.to_owned())],
        )
    })
    .await
    .unwrap();
    let (status, _, _) = get(&format!("{}/r/{CODE}", host.base)).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _, body) = get(&format!("{}/e/{}", host.base, "a".repeat(32))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(text(&body).contains("No event at this address"));
}

/// A face pressed again within a moment of the page that offered it is a
/// double tap (issue 63): not taken, and the page of the faces before it
/// says so; the same face pressed later is a throw of its own. The
/// moment is the page's `at`, the server's clock when it was served.
#[tokio::test]
async fn a_double_tap_is_not_taken_twice_but_a_second_throw_is() {
    let base = site().await;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis();
    let along = "/roll/chess960/throw?lang=en&method=placement&dice=d6";
    let (status, h, body) = get(&format!("{base}{along}&at={now}&f=22")).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{}", text(&body));
    let to = header_of(&h, "location");
    assert!(to.contains("&f=2&") && to.ends_with("&repeat=2"), "{to}");
    let (status, _, body) = get(&format!("{base}{to}")).await;
    let page = text(&body);
    assert_eq!(status, StatusCode::OK);
    assert!(
        page.contains("A second press of 2 came right after the first and was not counted."),
        "{page}"
    );
    // A face thrown and pressed again seconds after its page came.
    let then = now - 5000;
    let (status, _, body) = get(&format!("{base}{along}&at={then}&f=22")).await;
    let page = text(&body);
    assert_eq!(status, StatusCode::OK, "{page}");
    assert!(page.contains("2 throws so far"), "{page}");
    // Different faces in a moment are two throws: no finger taps twice
    // in two places.
    let (status, _, body) = get(&format!("{base}{along}&at={now}&f=23")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(text(&body).contains("2 throws so far"));
}
