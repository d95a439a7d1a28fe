//! Events through the HTTP endpoint and the command line: `/event start`
//! publishes a commitment per round; each `/event next` reveals a seed
//! whose position the command line rolls again, and whose commitment
//! `backrank verify-event` checks against the published one; a seed from
//! another round, or a changed name, does not pass.

use serde_json::{Value, json};

use crate::endpoint::{opt, serve, subcommand};
use crate::privacy::ask;

const NAME: &str = "Club Open";

pub fn event(sub: &str, options: Value) -> Value {
    subcommand("event", sub, options)
}

fn name() -> Value {
    opt("name", 3, json!(NAME))
}

pub fn content(payload: &Value) -> String {
    payload["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The text between the first `start` after `after` and the next backtick.
pub fn quoted<'a>(text: &'a str, after: &str) -> &'a str {
    let rest = &text[text
        .find(after)
        .unwrap_or_else(|| panic!("no {after:?} in {text}"))
        + after.len()..];
    let rest = &rest[rest.find('`').unwrap() + 1..];
    &rest[..rest.find('`').unwrap()]
}

/// Runs a line the bot printed (`backrank …`) with the test's binary,
/// split into words as a POSIX shell splits it.
fn run_printed(line: &str) -> std::process::Output {
    run_printed_in(line, &crate::common::scratch("printed"))
}

/// [`run_printed`] in the folder `dir` (where a file it names was saved).
pub fn run_printed_in(line: &str, dir: &std::path::Path) -> std::process::Output {
    let words = shlex::split(line).unwrap_or_else(|| panic!("not a shell line: {line}"));
    assert_eq!(words[0], "backrank", "{line}");
    crate::common::backrank()
        .current_dir(dir)
        .args(&words[1..])
        .output()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_events_rounds_are_committed_then_revealed_and_checked_by_anyone() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;

    let start = event(
        "start",
        json!([
            name(),
            opt("rounds", 4, json!(3)),
            opt("variant", 3, json!("chess960"))
        ]),
    );
    // Without Manage Server: refused, nothing started.
    let mut member = crate::endpoint::again(start.clone());
    member["member"]["permissions"] = json!("0");
    let (r, _) = ask(&url, &member).await;
    assert!(
        content(&r).contains(
            "only members with Manage Server (or the server's manager role) can use `/event start`"
        ),
        "{r}"
    );

    let (r, _) = ask(&url, &start).await;
    assert_ne!(r["data"]["flags"], 64, "published for everyone: {r}");
    let published: Vec<String> = r["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap_or_else(|| panic!("{r}"))
        .lines()
        .map(|l| quoted(l, ".**").to_owned())
        .collect();
    assert_eq!(published.len(), 3, "{r}");
    assert!(published.iter().all(|c| c.len() == 64));
    let (again, _) = ask(&url, &crate::endpoint::again(start)).await;
    assert!(content(&again).contains("already has an event called \"Club Open\""));

    let mut seeds = Vec::new();
    for round in 1..=3 {
        let (r, image) = ask(&url, &event("next", json!([name()]))).await;
        assert!(image, "a board: {r}");
        let text = content(&r);
        assert!(
            text.starts_with(&format!("🏁 **Club Open**, round {round} of 3: ")),
            "{text}"
        );
        let seed = quoted(&text, "Seed").to_owned();
        assert_eq!(quoted(&text, "Commitment:"), published[round - 1]);
        let title = r["data"]["embeds"][0]["title"].as_str().unwrap().to_owned();

        // Rolled again from the seed, as the message says: the same position.
        let redo = run_printed(quoted(&text, "Redo it:"));
        assert!(redo.status.success(), "{redo:?}");
        let redo = String::from_utf8(redo.stdout).unwrap();
        let number = title.rsplit(" · ").next().unwrap();
        assert!(redo.contains(number), "{number} not in {redo}");

        // Checked against the commitment published at the start.
        let check = run_printed(&format!(
            "{} --variant chess960",
            quoted(&text, "Check it:")
        ));
        let out = String::from_utf8_lossy(&check.stdout).into_owned();
        assert!(check.status.success(), "{check:?}");
        assert!(
            out.starts_with(&format!("✓ Round {round} of \"Club Open\"")),
            "{out}"
        );
        assert!(out.contains(number), "{out}");
        seeds.push(seed);
    }
    let (r, _) = ask(&url, &event("next", json!([name()]))).await;
    assert!(
        content(&r).contains("all 3 rounds of \"Club Open\" are revealed"),
        "{r}"
    );

    // Another round's seed, or another name, does not pass.
    let swapped = crate::common::backrank()
        .args(["verify-event", "--event", NAME, "--round", "1"])
        .args(["--seed", &seeds[1], "--commitment", &published[0]])
        .output()
        .unwrap();
    assert_eq!(swapped.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&swapped.stderr).contains("✗ round 1 of \"Club Open\""));
    let renamed = crate::common::backrank()
        .args(["verify-event", "--event", "Club Open 2", "--round", "1"])
        .args(["--seed", &seeds[0], "--commitment", &published[0]])
        .output()
        .unwrap();
    assert_eq!(renamed.status.code(), Some(1));
    crate::common::fails(
        &[
            "verify-event",
            "--event",
            NAME,
            "--round",
            "1",
            "--seed",
            "ab",
            "--commitment",
            "xyz",
        ],
        2,
        "64 hex digits",
    );

    // The bot's own check, and the list of what is out.
    let verify = |round: i64, seed: &str, c: &str| {
        event(
            "verify",
            json!([
                name(),
                opt("round", 4, json!(round)),
                opt("seed", 3, json!(seed)),
                opt("commitment", 3, json!(c))
            ]),
        )
    };
    let (r, _) = ask(&url, &verify(2, &seeds[1], &published[1])).await;
    assert!(
        content(&r).starts_with("✅ Round 2 of \"Club Open\""),
        "{r}"
    );
    let (r, _) = ask(&url, &verify(2, &seeds[0], &published[1])).await;
    assert_eq!(r["data"]["flags"], 64);
    assert!(content(&r).contains("is not the committed seed"), "{r}");
    let (r, _) = ask(&url, &event("show", json!([name()]))).await;
    let listed = r["data"]["embeds"][0]["description"].as_str().unwrap();
    for (seed, c) in seeds.iter().zip(&published) {
        assert!(
            listed.contains(seed) && listed.contains(c.as_str()),
            "{listed}"
        );
    }
}

/// An arbiter on a Korean Discord: the commitments and a revealed round in
/// Korean, and the round's "check it" line still runs and passes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_speaks_the_arbiters_language_and_its_lines_still_run() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let korean = |mut v: Value| {
        v["locale"] = json!("ko");
        v
    };
    let start = korean(event(
        "start",
        json!([
            name(),
            opt("rounds", 4, json!(2)),
            opt("variant", 3, json!("chess960"))
        ]),
    ));
    let (started, _) = ask(&url, &start).await;
    assert!(
        content(&started).starts_with("🏁 **Club Open**: 모든 라운드의 배치를"),
        "{started}"
    );
    assert_eq!(
        started["data"]["embeds"][0]["title"], "Club Open · Chess960 (Fischer Random) 2라운드",
        "{started}"
    );
    let (next, _) = ask(&url, &korean(event("next", json!([name()])))).await;
    let text = content(&next);
    assert!(
        text.starts_with("🏁 **Club Open**, 2라운드 중 1라운드: "),
        "{text}"
    );
    let check = run_printed(quoted(&text, "확인하기:"));
    assert!(check.status.success(), "{check:?}");
}

/// Typing an event's name offers the server's events, running ones first;
/// another server's are never offered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_events_name_is_offered_as_it_is_typed() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    for (name, rounds) in [("Winter Open", 1), ("Winter Rapid", 2), ("Summer Cup", 2)] {
        let start = event(
            "start",
            json!([
                opt("name", 3, json!(name)),
                opt("rounds", 4, json!(rounds)),
                opt("variant", 3, json!("chess960"))
            ]),
        );
        let (r, _) = ask(&url, &start).await;
        assert!(r["data"]["embeds"][0]["title"].is_string(), "{r}");
    }
    // Winter Open's only round is out: it is finished.
    let next = event("next", json!([opt("name", 3, json!("Winter Open"))]));
    let (r, _) = ask(&url, &next).await;
    assert!(content(&r).contains("round 1 of 1"), "{r}");

    let offered = |typed: &str, guild: &str| {
        let mut ac = event(
            "show",
            json!([{"name": "name", "type": 3, "value": typed, "focused": true}]),
        );
        ac["type"] = json!(4);
        ac["guild_id"] = json!(guild);
        crate::endpoint::again(ac)
    };
    let names = |v: &Value| -> Vec<String> {
        v["data"]["choices"]
            .as_array()
            .unwrap_or_else(|| panic!("{v}"))
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_owned())
            .collect()
    };
    let guild = event("list", json!([]))["guild_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let (v, _) = ask(&url, &offered("WINTER", &guild)).await;
    assert_eq!(names(&v), ["Winter Rapid", "Winter Open"], "{v}");
    let (v, _) = ask(&url, &offered("", &guild)).await;
    assert_eq!(
        names(&v),
        ["Summer Cup", "Winter Rapid", "Winter Open"],
        "{v}"
    );
    let (v, _) = ask(&url, &offered("", "999")).await;
    assert_eq!(names(&v), Vec::<String>::new(), "{v}");
}

/// The names a season's attacker gave events: two that read the same after
/// NFKC and case folding are one event (a second start names the first,
/// and any spelling finds it), and a name that would not show as itself
/// (an invisible or direction character, Discord's formatting) is refused,
/// naming the character, with nothing started.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_that_read_the_same_are_one_event_and_hidden_ones_are_refused() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let start = |name: &str| {
        event(
            "start",
            json!([
                opt("name", 3, json!(name)),
                opt("rounds", 4, json!(2)),
                opt("variant", 3, json!("chess960"))
            ]),
        )
    };
    let (r, _) = ask(&url, &start("Cup")).await;
    assert!(r["data"]["embeds"][0]["title"].is_string(), "{r}");
    for same in ["cup", "Ｃｕｐ", "CUP "] {
        let (r, _) = ask(&url, &start(same)).await;
        let said = content(&r);
        assert!(
            said.contains("already has an event called \"Cup\""),
            "{same}: {said}"
        );
    }
    for (hostile, said) in [
        ("Cu\u{200B}p", "an invisible character (U+200B)"),
        ("Open\u{202E}puC", "an invisible character (U+202E)"),
        ("**bold** ||sp|| [l](http://x)", "`` * `` (U+002A)"),
    ] {
        let (r, _) = ask(&url, &start(hostile)).await;
        assert_eq!(r["data"]["flags"], 64, "told privately: {r}");
        assert!(
            content(&r).contains(&format!("an event's name may not hold {said}")),
            "{hostile:?}: {r}"
        );
    }
    let (r, _) = ask(&url, &event("list", json!([]))).await;
    let listed = r.to_string();
    assert_eq!(listed.matches("Cup").count(), 1, "one event: {listed}");
    assert!(
        !listed.contains("bold") && !listed.contains("Open"),
        "{listed}"
    );

    let (r, _) = ask(
        &url,
        &event("next", json!([opt("name", 3, json!("ＣＵＰ"))])),
    )
    .await;
    assert!(content(&r).starts_with("🏁 **Cup**, round 1 of 2: "), "{r}");
}

/// An event started with `exclude_standard` and `pair` keeps both for
/// every round: `/event show` lists them, a round's reply says it is a
/// pair, and the round's "redo it" line carries both flags, so the command
/// line rolls the same position with the same marks in its replay code.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_events_options_hold_for_every_round_and_its_redo_line() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let start = event(
        "start",
        json!([
            name(),
            opt("rounds", 4, json!(2)),
            opt("variant", 3, json!("chess960")),
            opt("exclude_standard", 5, json!(true)),
            opt("pair", 5, json!(true))
        ]),
    );
    let (r, _) = ask(&url, &start).await;
    let fields = r["data"]["embeds"][0]["fields"].to_string();
    assert!(fields.contains("excluded: thrown again if it comes"), "{r}");
    assert!(
        fields.contains("a pair: play it twice, colours swapped"),
        "{r}"
    );

    let (r, _) = ask(&url, &event("next", json!([name()]))).await;
    let text = content(&r);
    let round_fields = r["data"]["embeds"][0]["fields"].to_string();
    assert!(round_fields.contains("a pair: play it twice"), "{r}");
    let line = quoted(&text, "Redo it:");
    assert!(line.contains(" --exclude-standard --pair "), "{line}");
    let redo = run_printed(line);
    assert!(redo.status.success(), "{redo:?}");
    let redo = String::from_utf8(redo.stdout).unwrap();
    assert!(
        redo.contains(" a pair: play it twice, colours swapped\n"),
        "{redo}"
    );
    assert!(
        redo.lines()
            .any(|l| l.starts_with("Replay ") && l.contains(" 960-p6xs-")),
        "{redo}"
    );
    let title = r["data"]["embeds"][0]["title"].as_str().unwrap();
    let number = title.rsplit(" · ").next().unwrap();
    assert!(redo.contains(number), "{number} not in {redo}");
}

/// A round's seed changed in the store after the start is caught: `/event
/// show` still lists the commitments published at the start, and `/event
/// next` refuses to reveal the changed round (nothing is counted as
/// revealed), while the rounds before it are revealed as usual.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_forged_in_the_store_is_refused_not_revealed() {
    let dir = crate::common::scratch("forged-event");
    let _ = std::fs::remove_file(dir.join("backrank.sqlite3"));
    let store = std::sync::Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap());
    let settings = backrank::app::settings::Settings::load(None).unwrap();
    let bot = std::sync::Arc::new(backrank::bot::Bot::new(settings, store).unwrap());
    let url = serve(bot, None).await;
    let start = event(
        "start",
        json!([
            name(),
            opt("rounds", 4, json!(3)),
            opt("variant", 3, json!("chess960"))
        ]),
    );
    let (r, _) = ask(&url, &start).await;
    let published = r["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .to_owned();

    // Someone with the database file changes round 2's seed.
    let db = rusqlite::Connection::open(dir.join("backrank.sqlite3")).unwrap();
    let seeds: String = db
        .query_row("SELECT seeds FROM events", [], |r| r.get(0))
        .unwrap();
    let mut forged: Vec<&str> = seeds.split(' ').collect();
    let other = "ab".repeat(32);
    forged[1] = &other;
    db.execute("UPDATE events SET seeds = ?1", [forged.join(" ")])
        .unwrap();

    let (r, _) = ask(&url, &event("show", json!([name()]))).await;
    assert_eq!(
        r["data"]["embeds"][0]["description"].as_str().unwrap(),
        published,
        "the commitments shown are the published ones"
    );
    let (r, _) = ask(&url, &event("next", json!([name()]))).await;
    assert!(content(&r).contains("round 1 of 3"), "{r}");
    let (r, image) = ask(&url, &event("next", json!([name()]))).await;
    let refused = content(&r);
    assert!(!image && r["data"]["flags"] == 64, "{r}");
    assert!(
        refused.contains("round 2 of \"Club Open\" was not revealed")
            && refused.contains("changed afterwards"),
        "{refused}"
    );
    let (r, _) = ask(&url, &event("show", json!([name()]))).await;
    let footer = r["data"]["embeds"][0]["footer"]["text"].to_string();
    assert!(footer.contains("1 of 3"), "still one round out: {footer}");
    std::fs::remove_dir_all(dir).unwrap();
}
