//! One roll, one set of facts: the same roll opened on every face (the
//! bot's reply, the console, the command line's text and JSON, the web
//! page, the API's JSON, PGN) states the same facts (each label with the
//! same value) in every language. The bot's reply is the yardstick; every
//! other face is read back by its own layout and compared with it.

use std::collections::BTreeSet;
use std::sync::Arc;

use backrank::app::settings::Settings;
use backrank::bot::Action;
use backrank::bot::Bot;
use backrank::bot::caller::Caller;
use backrank::bot::commands::Command;
use backrank::bot::options::Value;
use backrank::core::roll::{self, RollSpec};
use backrank::core::variant::Variant;
use backrank::i18n::{Lang, Msg, t};
use backrank::web::{self, Budget, Web};
use backrank_entropy::Die;
use serde_json::Value as Json;

use crate::common::{fresh_store, scratch};

/// The facts a face shows, each its label and its value in one language,
/// in the order the face shows them (each once).
#[derive(Clone, Debug, Default)]
struct Facts(Vec<(String, String)>);

impl Facts {
    fn new() -> Facts {
        Facts::default()
    }

    fn insert(&mut self, fact: (String, String)) {
        if !self.0.contains(&fact) {
            self.0.push(fact);
        }
    }

    fn iter(&self) -> impl Iterator<Item = &(String, String)> {
        self.0.iter()
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    fn retain(&mut self, keep: impl FnMut(&(String, String)) -> bool) {
        self.0.retain(keep);
    }

    fn set(&self) -> BTreeSet<&(String, String)> {
        self.0.iter().collect()
    }
}

impl Extend<(String, String)> for Facts {
    fn extend<I: IntoIterator<Item = (String, String)>>(&mut self, facts: I) {
        for fact in facts {
            self.insert(fact);
        }
    }
}

impl IntoIterator for Facts {
    type Item = (String, String);
    type IntoIter = std::vec::IntoIter<(String, String)>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl FromIterator<(String, String)> for Facts {
    fn from_iter<I: IntoIterator<Item = (String, String)>>(facts: I) -> Facts {
        let mut all = Facts::new();
        all.extend(facts);
        all
    }
}

/// Every label a roll's facts may carry, in `lang`.
fn labels(lang: Lang) -> Vec<String> {
    let ids: [Msg; 15] = [
        backrank::msg!("field-not-uniform"),
        backrank::msg!("field-record"),
        backrank::msg!("field-method"),
        backrank::msg!("field-device"),
        backrank::msg!("field-source"),
        backrank::msg!("field-standard"),
        backrank::msg!("field-pair"),
        backrank::msg!("field-number"),
        backrank::msg!("field-throws"),
        backrank::msg!("field-fen"),
        backrank::msg!("field-replay"),
        backrank::msg!("side-white"),
        backrank::msg!("side-black"),
        backrank::msg!("side-cho"),
        backrank::msg!("side-han"),
    ];
    ids.iter().map(|id| t(lang, *id)).collect()
}

/// `value` without the code span Discord's Markdown puts around it.
fn uncoded(value: &str) -> String {
    let v = value.trim();
    v.strip_prefix('`')
        .and_then(|v| v.strip_suffix('`'))
        .unwrap_or(v)
        .to_owned()
}

/// Rows of letters as a Discord message's text gives them: "White `RNBQ…`".
fn rows_in(text: &str, lang: Lang) -> Facts {
    let sides = [
        backrank::msg!("side-white"),
        backrank::msg!("side-black"),
        backrank::msg!("side-cho"),
        backrank::msg!("side-han"),
    ];
    let mut found = Facts::new();
    for label in sides.map(|side| t(lang, side)) {
        let mark = format!("{label} `");
        for (at, _) in text.match_indices(&mark) {
            let rest = &text[at + mark.len()..];
            if let Some(end) = rest.find('`') {
                found.insert((label.clone(), rest[..end].to_owned()));
            }
        }
    }
    found
}

/// Labelled lines: "Label: value" or "Label    value", a known label at
/// the start of a line.
fn labelled_lines(text: &str, lang: Lang) -> Facts {
    let labels: Vec<String> = labels(lang).into_iter().chain(round_labels(lang)).collect();
    let mut found = Facts::new();
    for line in text.lines() {
        for label in &labels {
            let Some(rest) = line.strip_prefix(label.as_str()) else {
                continue;
            };
            // "Label: value", or "Label : value" as French writes it.
            let value = if let Some(v) = rest.trim_start_matches(' ').strip_prefix(':') {
                v
            } else if rest.starts_with("  ") {
                rest
            } else {
                continue;
            };
            found.insert((label.clone(), uncoded(value)));
        }
    }
    found
}

/// The bot's reply: its embed's fields, and the rows its text carries.
fn reply_facts(reply: &backrank::discord::reply::Reply, lang: Lang) -> Facts {
    let mut found = rows_in(reply.content.as_deref().unwrap_or_default(), lang);
    if let Some(embed) = &reply.embed {
        for f in &embed.fields {
            found.insert((f.name.clone(), uncoded(&f.value)));
        }
    }
    found
}

/// An HTML page's description lists and its warning.
fn page_facts(html: &str, lang: Lang) -> Facts {
    let labels: Vec<String> = labels(lang).into_iter().chain(round_labels(lang)).collect();
    let text = |s: &str| {
        let mut out = String::new();
        let mut in_tag = false;
        for c in s.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => out.push(c),
                _ => {}
            }
        }
        out.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&")
    };
    let mut found = Facts::new();
    for part in html.split("<dt>").skip(1) {
        let Some((term, rest)) = part.split_once("</dt>") else {
            continue;
        };
        let Some(detail) = rest
            .strip_prefix("<dd>")
            .and_then(|d| d.split_once("</dd>"))
        else {
            continue;
        };
        let term = text(term);
        if labels.contains(&term) {
            found.insert((term, text(detail.0)));
        }
    }
    for part in html.split("<p class=\"warning\"><strong>").skip(1) {
        if let Some((label, rest)) = part.split_once("</strong>")
            && let Some(value) = rest.split("</p>").next()
        {
            let value = text(value);
            // "Label: value", or "Label : value" as French writes it.
            let value = value.trim_start().trim_start_matches(':').trim();
            found.insert((text(label), value.to_owned()));
        }
    }
    found
}

/// A JSON document's facts, as `facts: [{label, value}]`.
fn json_facts(doc: &Json) -> Facts {
    let roll = doc.get("roll").unwrap_or(doc);
    roll.get("facts")
        .and_then(Json::as_array)
        .into_iter()
        .flatten()
        .filter_map(|f| {
            Some((
                f.get("label")?.as_str()?.to_owned(),
                f.get("value")?.as_str()?.to_owned(),
            ))
        })
        .collect()
}

/// A PGN's facts: the lines of its first comment, "Label: value".
fn pgn_facts(pgn: &str, lang: Lang) -> Facts {
    let comment = pgn
        .split_once('{')
        .and_then(|(_, rest)| rest.split_once('}'))
        .map_or("", |(c, _)| c);
    labelled_lines(comment, lang)
}

/// The record's lines of throws as the command line and the console print
/// them: "     Throws: 5 (again), 3 → 3rd: e1", each trimmed.
fn throws_lines(text: &str, lang: Lang) -> Vec<String> {
    // The words of the line before its throws.
    let line = backrank::i18n::t_with(
        lang,
        backrank::msg!("record-throws"),
        &[("throws", "\u{1}".into()), ("choice", "".into())],
    );
    let label = line.split('\u{1}').next().unwrap_or_default().trim();
    text.lines()
        .map(str::trim)
        .filter(|l| l.starts_with(label))
        .map(str::to_owned)
        .collect()
}

/// The record's lines of throws as a page writes them: each `p` of class
/// `throws`, its tags dropped.
fn page_throws_lines(html: &str) -> Vec<String> {
    html.split("<p class=\"throws\">")
        .skip(1)
        .filter_map(|p| p.split("</p>").next())
        .map(|p| {
            let mut out = String::new();
            let mut in_tag = false;
            for c in p.chars() {
                match c {
                    '<' => in_tag = true,
                    '>' => in_tag = false,
                    c if !in_tag => out.push(c),
                    _ => {}
                }
            }
            out.replace("&gt;", ">")
                .replace("&amp;", "&")
                .trim()
                .to_owned()
        })
        .collect()
}

/// Fails with every difference found, if any.
fn none_differ(seen: &[String]) {
    assert!(
        seen.is_empty(),
        "{} facts differ:\n{}",
        seen.len(),
        seen.join("\n")
    );
}

/// The differences between a face and the yardstick, as lines to print.
fn differences(face: &str, yardstick: &Facts, shown: &Facts) -> Vec<String> {
    let (expected, said) = (yardstick.set(), shown.set());
    let missing = expected
        .difference(&said)
        .map(|(l, v)| format!("{face}: lacks {l}: {v}"));
    let other = said
        .difference(&expected)
        .map(|(l, v)| format!("{face}: says {l}: {v}"));
    let mut all: Vec<String> = missing.chain(other).collect();
    // The facts both state come in the same order (the warning stands
    // where each face puts a warning: not among them).
    let order = |facts: &Facts, other: &BTreeSet<&(String, String)>| -> Vec<String> {
        facts
            .iter()
            .filter(|f| other.contains(f) && !f.0.starts_with('⚠'))
            .map(|(l, _)| l.clone())
            .collect()
    };
    let (theirs, ours) = (order(shown, &expected), order(yardstick, &said));
    if theirs != ours {
        all.push(format!("{face}: in the order {theirs:?}, not {ours:?}"));
    }
    all
}

/// A replay code for each built-in variant, by its default method with a
/// d6 from a seed, and the cases that add facts: the standard position
/// thrown again with a pair of games, a coin roll, the number method.
async fn codes() -> Vec<String> {
    let mut specs: Vec<RollSpec> = Variant::ALL
        .into_iter()
        .map(|v| RollSpec::new(v, v.default_method(), Die::D6))
        .collect();
    let chess960 = Variant::Chess960;
    specs.push(
        RollSpec::new(chess960, chess960.default_method(), Die::D6)
            .excluding_standard(true)
            .paired(true),
    );
    specs.push(RollSpec::new(
        chess960,
        chess960.default_method(),
        Die::Coin,
    ));
    for m in chess960.methods() {
        specs.push(RollSpec::new(chess960, m, Die::D6));
    }
    let mut codes = Vec::new();
    for spec in specs {
        let mut seeded = backrank_os_rng::SeededSource::new("same facts");
        let roll = roll::draw(spec, &mut seeded, |_| {}).await.unwrap();
        codes.push(roll.replay_code());
    }
    codes
}

/// The site on a free loopback port; its base address.
async fn site() -> String {
    crate::web::site_with(None, Budget::new(10_000, 10_000)).await
}

async fn get(url: &str) -> String {
    let r = reqwest::get(url).await.unwrap();
    assert!(r.status().is_success(), "{url}: {}", r.status());
    r.text().await.unwrap()
}

/// What the command line prints for `args`, in-process.
async fn cli(args: &[&str]) -> String {
    let args = <backrank::cli::args::Args as clap::Parser>::try_parse_from(
        std::iter::once("backrank").chain(args.iter().copied()),
    )
    .unwrap();
    backrank::cli::run(args).await.unwrap()
}

/// The console's answer to `line`, in `lang`.
async fn console(bot: &Arc<Bot>, line: &str, lang: Lang) -> String {
    let mut out = Vec::new();
    let place = backrank::bot::transport::console::Place {
        dir: scratch("same-facts-console"),
        prompt: false,
        lang: Some(lang),
        zone: jiff::tz::TimeZone::UTC,
    };
    let input = std::io::Cursor::new(format!("{line}\n/quit\n"));
    backrank::bot::transport::console::run(bot.clone(), input, &mut out, place).await;
    String::from_utf8(out).unwrap()
}

fn caller(lang: Lang) -> Caller {
    Caller {
        locale: Some(lang),
        ..Caller::console()
    }
}

/// A club's own variant, loaded into this process as `--variant-file`
/// loads one (under an id no other test uses: the process knows it from
/// now on), and a roll of it by seed: its replay code.
async fn club_code() -> String {
    let dir = scratch("same-facts-variant");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("facts-janus.toml");
    let janus = include_str!("../../examples/variants/janus-random.toml")
        .replace("id = \"janus-random\"", "id = \"facts-janus\"")
        .replace("name = \"Janus Random\"", "name = \"Facts Janus\"")
        .replace("aliases = [\"janus\"]", "aliases = []");
    std::fs::write(&file, janus).unwrap();
    let path = file.to_str().unwrap();
    let rolled = cli(&[
        "roll",
        "facts-janus",
        "--variant-file",
        path,
        "--source",
        "seed:club",
        "--format",
        "json",
    ])
    .await;
    let doc: Json = serde_json::from_str(&rolled).unwrap();
    doc["replay"].as_str().unwrap().to_owned()
}

/// Every roll opened from its replay code (every built-in variant, a pair
/// with the standard position thrown again, a coin roll, each Chess960
/// method, a club's own variant), on every face, in every language,
/// states the facts the bot's reply states.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_roll_opened_from_its_code_states_the_same_facts_on_every_face() {
    let bot = Arc::new(Bot::new(Settings::load(None).unwrap(), fresh_store()).unwrap());
    let base = site().await;
    let mut seen = Vec::new();
    let mut codes = codes().await;
    codes.push(club_code().await);
    for code in codes {
        for lang in Lang::ALL {
            let l = lang.code();
            let asked = vec![("code".to_owned(), Value::Text(code.clone()))];
            let command = Command::parse("replay", &asked).unwrap();
            let reply = bot
                .handle(Action::Command(command), &caller(lang), &|_| {})
                .await;
            let yardstick = reply_facts(&reply, lang);
            assert!(yardstick.len() > 6, "{code} {l}: {reply:?}");
            // A club's own variant: the line that redoes it on a computer
            // and the file it names are facts of the one view (issue 59:
            // the page alone listed them).
            if code.starts_with("facts-janus") {
                for label in [backrank::msg!("round-redo"), backrank::msg!("round-file")] {
                    let label = t(lang, label);
                    if !yardstick.iter().any(|(l, _)| *l == label) {
                        seen.push(format!("{code} {l} bot's reply: no {label}"));
                    }
                }
            }
            // The record's throws in one wording on every face (issue 59:
            // the page said "Thrown:", the command line "Throws:").
            let page = get(&format!("{base}/r/{code}?lang={l}")).await;
            let cli_text = cli(&["replay", &code, "--lang", l]).await;
            let console_text = console(&bot, &format!("/replay {code}"), lang).await;
            let written = throws_lines(&cli_text, lang);
            assert!(!written.is_empty(), "{code} {l}: {cli_text}");
            for (face, lines) in [
                ("web page", page_throws_lines(&page)),
                ("console", throws_lines(&console_text, lang)),
            ] {
                if lines != written {
                    seen.push(format!(
                        "{code} {l} {face}: the throws read {lines:?}, not {written:?}"
                    ));
                }
            }
            let faces = [
                ("console", labelled_lines(&console_text, lang)),
                ("CLI text", labelled_lines(&cli_text, lang)),
                (
                    "CLI JSON",
                    json_facts(
                        &serde_json::from_str(
                            &cli(&["replay", &code, "--lang", l, "--format", "json"]).await,
                        )
                        .unwrap(),
                    ),
                ),
                ("web page", page_facts(&page, lang)),
                (
                    "API",
                    json_facts(
                        &serde_json::from_str(
                            &get(&format!("{base}/api/v1/rolls/{code}?lang={l}")).await,
                        )
                        .unwrap(),
                    ),
                ),
                (
                    "PGN",
                    pgn_facts(&get(&format!("{base}/r/{code}/pgn?lang={l}")).await, lang),
                ),
            ];
            for (face, shown) in faces {
                seen.extend(differences(
                    &format!("{code} {l} {face}"),
                    &yardstick,
                    &shown,
                ));
            }
        }
    }
    none_differ(&seen);
}

/// A roll of typed faces (`/random rolls:`, `backrank roll --rolls`)
/// states the same facts on the bot's reply, the console and the command
/// line's text and JSON, in every language; the record number is the
/// bot's alone (the command line keeps no record).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_roll_of_typed_faces_states_the_same_facts_on_every_face() {
    let bot = Arc::new(Bot::new(Settings::load(None).unwrap(), fresh_store()).unwrap());
    let record = |lang| t(lang, backrank::msg!("field-record"));
    let mut seen = Vec::new();
    for (method, dice, faces) in [
        ("placement", "d6", "2 1 3 1 1"),
        ("number", "coin", "HHTTTTHTTH"),
    ] {
        let variant = "chess960";
        for lang in Lang::ALL {
            let l = lang.code();
            let asked: Vec<(String, Value)> = [
                ("variant", variant),
                ("method", method),
                ("dice", dice),
                ("rolls", faces),
            ]
            .iter()
            .map(|(n, v)| ((*n).to_owned(), Value::Text((*v).to_owned())))
            .collect();
            let command = Command::parse("random", &asked).unwrap();
            let reply = bot
                .handle(Action::Command(command), &caller(lang), &|_| {})
                .await;
            let mut yardstick = reply_facts(&reply, lang);
            assert!(
                yardstick.iter().any(|(label, _)| *label == record(lang)),
                "{reply:?}"
            );
            // The console's roll is a roll of its own: the same facts but
            // the next record number.
            yardstick.retain(|(label, _)| *label != record(lang));
            let line = format!("/random {variant} method:{method} dice:{dice} rolls:\"{faces}\"");
            let mut console = labelled_lines(&console(&bot, &line, lang).await, lang);
            let before = console.len();
            console.retain(|(label, _)| *label != record(lang));
            assert_eq!(
                console.len() + 1,
                before,
                "the console's roll has its record"
            );
            seen.extend(differences(
                &format!("{faces} {l} console"),
                &yardstick,
                &console,
            ));
            let args = [
                "roll", variant, "--method", method, "--dice", dice, "--rolls", faces, "--lang", l,
            ];
            let text = labelled_lines(&cli(&args).await, lang);
            seen.extend(differences(
                &format!("{faces} {l} CLI text"),
                &yardstick,
                &text,
            ));
            let json_args: Vec<&str> = args.iter().copied().chain(["--format", "json"]).collect();
            let doc: Json = serde_json::from_str(&cli(&json_args).await).unwrap();
            seen.extend(differences(
                &format!("{faces} {l} CLI JSON"),
                &yardstick,
                &json_facts(&doc),
            ));
        }
    }
    none_differ(&seen);
}

/// `/event SUB` with `opts`, by the console's person (who manages its
/// server), in `lang`.
async fn event(
    bot: &Bot,
    sub: &str,
    opts: &[(&str, Value)],
    lang: Lang,
) -> backrank::discord::reply::Reply {
    let mut asked = vec![(
        backrank::bot::options::SUBCOMMAND.to_owned(),
        Value::Text(sub.to_owned()),
    )];
    asked.extend(opts.iter().map(|(n, v)| ((*n).to_owned(), v.clone())));
    let command = Command::parse("event", &asked).unwrap();
    bot.handle(Action::Command(command), &caller(lang), &|_| {})
        .await
}

/// A revealed round's reply: its roll's facts, when play starts, and what
/// decided it with the lines that redo and check it, a line each in its
/// text.
fn round_reply_facts(reply: &backrank::discord::reply::Reply, lang: Lang) -> Facts {
    let content = reply.content.as_deref().unwrap_or_default();
    let mut found = reply_facts(reply, lang);
    found.extend(play_fact_of(content, lang));
    found.extend(labelled_lines(content, lang));
    found
}

/// The minutes of study the test's rounds are revealed with.
const STUDY: i64 = 15;

/// When play starts, as the pages and documents word it, from the bot's
/// reply, which gives the moment as Discord's timestamp (each reader sees
/// it in their own zone): "18:15 UTC · after 15 minutes of study".
fn play_fact_of(content: &str, lang: Lang) -> Option<(String, String)> {
    let line = content.lines().find(|l| l.starts_with('⏱'))?;
    let at: i64 = line.split("<t:").nth(1)?.split(':').next()?.parse().ok()?;
    let time = jiff::Timestamp::from_second(at).ok()?.strftime("%H:%M");
    let study = backrank::i18n::t_with(
        lang,
        backrank::msg!("round-study-given"),
        &[("minutes", STUDY.into())],
    );
    Some((
        t(lang, backrank::msg!("field-play-starts")),
        format!("{time} UTC · {study}"),
    ))
}

/// A round of the event's JSON: its roll's facts and its own.
fn round_json_facts(doc: &Json) -> Facts {
    let round = &doc["event"]["rounds"][0];
    let mut found = json_facts(round);
    found.extend(json_facts(&serde_json::json!({ "facts": round["facts"] })));
    found
}

/// An event page's section of its first round.
fn round_one(page: &str) -> &str {
    let start = page
        .find("aria-labelledby=\"round-1\"")
        .unwrap_or_else(|| panic!("no round 1 in {page}"));
    let section = &page[start..];
    &section[..section.find("</section>").unwrap_or(section.len())]
}

/// Every label a round's proof may carry, in `lang`, beside a roll's.
fn round_labels(lang: Lang) -> Vec<String> {
    [
        backrank::msg!("round-commitment"),
        backrank::msg!("round-seed"),
        backrank::msg!("round-redo"),
        backrank::msg!("round-file"),
        backrank::msg!("round-check"),
        backrank::msg!("field-play-starts"),
        backrank::msg!("round-beacon-round"),
        backrank::msg!("round-fixed"),
        backrank::msg!("round-published"),
        backrank::msg!("round-signature"),
    ]
    .iter()
    .map(|id| t(lang, *id))
    .collect()
}

/// An event's round, drawn from seeds and from the beacon stand-in, states
/// the same facts (its roll's, then what decided it and the lines that
/// redo and check it) in `/event next`'s reply, on the event's page, in
/// the event's JSON and in the round's PGN, in every language.
#[cfg(feature = "beacon")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_round_states_the_same_facts_on_every_face() {
    let (_test, mut settings) = crate::beacon_events::live_test_chain("same facts").await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    settings.web.public_url = Some(base.clone());
    let limits = settings.http.clone();
    let bot = Arc::new(Bot::new(settings, fresh_store()).unwrap());
    let site =
        Web::new(Some(base.clone()), Budget::new(10_000, 10_000)).with_events(bot.app().clone());
    tokio::spawn(async move {
        web::serve_on(listener, Arc::new(site), &limits, std::future::pending())
            .await
            .unwrap();
    });
    let mut seen = Vec::new();
    for draw in ["seeds", "beacon"] {
        for lang in Lang::ALL {
            let l = lang.code();
            let name = format!("Facts {draw} {l}");
            let started = event(
                &bot,
                "start",
                &[
                    ("name", Value::Text(name.clone())),
                    ("rounds", Value::Integer(2)),
                    ("variant", Value::Text("chess960".into())),
                    ("exclude_standard", Value::Bool(true)),
                    ("pair", Value::Bool(true)),
                    ("draw", Value::Text(draw.into())),
                ],
                lang,
            )
            .await;
            assert!(started.embed.is_some(), "{started:?}");
            // With study time: when play starts is a fact of every face
            // (issue 59: the page alone listed it).
            let next = [
                ("name", Value::Text(name.clone())),
                ("study", Value::Integer(STUDY)),
            ];
            let reply = event(&bot, "next", &next, lang).await;
            let mut yardstick = round_reply_facts(&reply, lang);
            let play = t(lang, backrank::msg!("field-play-starts"));
            assert!(
                yardstick.iter().any(|(label, _)| *label == play),
                "{draw} {l}: {reply:?}"
            );
            // Only the round's own labels and a roll's count.
            let known: Vec<String> = labels(lang).into_iter().chain(round_labels(lang)).collect();
            yardstick.retain(|(label, _)| known.contains(label));
            assert!(yardstick.len() > 12, "{draw} {l}: {reply:?}");
            let kept = bot
                .app()
                .store()
                .event(1, name.clone())
                .await
                .unwrap()
                .unwrap();
            let token = kept.event.web_token.unwrap();
            let faces = [
                (
                    "web page",
                    page_facts(
                        round_one(&get(&format!("{base}/e/{token}?lang={l}")).await),
                        lang,
                    ),
                ),
                (
                    "event JSON",
                    round_json_facts(
                        &serde_json::from_str(
                            &get(&format!("{base}/api/v1/events/{token}?lang={l}")).await,
                        )
                        .unwrap(),
                    ),
                ),
                (
                    "round PGN",
                    pgn_facts(
                        &get(&format!("{base}/e/{token}/1/pgn?lang={l}")).await,
                        lang,
                    ),
                ),
            ];
            for (face, mut shown) in faces {
                shown.retain(|(label, _)| known.contains(label));
                seen.extend(differences(
                    &format!("{draw} {l} {face}"),
                    &yardstick,
                    &shown,
                ));
            }
        }
    }
    none_differ(&seen);
}

/// An audit's figures, worked out to the same precision, in `/fairness`
/// and `backrank audit`, for a uniform method and a biased one (with where
/// its most skewed piece stands), in every language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_audit_states_the_same_figures_in_fairness_and_on_the_command_line() {
    let bot = Arc::new(Bot::new(Settings::load(None).unwrap(), fresh_store()).unwrap());
    let mut seen = Vec::new();
    for method in ["placement", "king-first"] {
        for lang in Lang::ALL {
            let l = lang.code();
            let asked: Vec<(String, Value)> =
                [("variant", "chess960"), ("method", method), ("dice", "d6")]
                    .iter()
                    .map(|(n, v)| ((*n).to_owned(), Value::Text((*v).to_owned())))
                    .collect();
            let command = Command::parse("fairness", &asked).unwrap();
            let reply = bot
                .handle(Action::Command(command), &caller(lang), &|_| {})
                .await;
            let fields: Facts = reply
                .embed
                .iter()
                .flat_map(|e| &e.fields)
                .map(|f| (f.name.clone(), f.value.clone()))
                .collect();
            assert!(fields.len() >= 5, "{method} {l}: {reply:?}");
            let text = cli(&[
                "audit", "chess960", "--method", method, "--dice", "d6", "--lang", l,
            ])
            .await;
            // "  Label   value", the labels in one column.
            let shown: Facts = text
                .lines()
                .skip(1)
                .filter_map(|line| {
                    let line = line.trim_start();
                    fields
                        .iter()
                        .find(|(label, _)| line.starts_with(&format!("{label}  ")))
                        .map(|(label, _)| (label.clone(), line[label.len()..].trim().to_owned()))
                })
                .collect();
            seen.extend(differences(&format!("{method} {l} audit"), &fields, &shown));
        }
    }
    none_differ(&seen);
}
