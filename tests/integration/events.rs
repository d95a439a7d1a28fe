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

/// `/event start` of "Club Open": `rounds` rounds of Chess960, with the
/// defaults for the rest.
pub fn club_open(rounds: i64) -> Value {
    event(
        "start",
        json!([
            name(),
            opt("rounds", 4, json!(rounds)),
            opt("variant", 3, json!("chess960"))
        ]),
    )
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

    let start = club_open(3);
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

        // Checked against the commitment published at the start, which
        // covers the event's rules (no position twice): the line rolls the
        // round again as it was drawn.
        let check = run_printed(quoted(&text, "Check it:"));
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

    // Another round's seed, another name, or other rules do not pass.
    let verify_event = |event: &str, seed: &str, rules: &[&str]| {
        crate::common::backrank()
            .args(["verify-event", "--event", event, "--round", "1"])
            .args(["--seed", seed, "--commitment", &published[0]])
            .args(rules)
            .output()
            .unwrap()
    };
    let no_repeats = ["--repeats", "no"];
    assert!(verify_event(NAME, &seeds[0], &no_repeats).status.success());
    let swapped = verify_event(NAME, &seeds[1], &no_repeats);
    assert_eq!(swapped.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&swapped.stderr).contains("✗ round 1 of \"Club Open\""));
    let renamed = verify_event("Club Open 2", &seeds[0], &no_repeats);
    assert_eq!(renamed.status.code(), Some(1));
    for other_rules in [
        &["--repeats", "allowed"][..],
        &["--repeats", "no", "--exclude", "518"],
        &[],
    ] {
        let out = verify_event(NAME, &seeds[0], other_rules);
        assert_eq!(out.status.code(), Some(1), "{other_rules:?}: {out:?}");
    }
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
    let start = korean(club_open(2));
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

/// A bot on a SQLite store in the fresh folder `scratch`, which a test
/// reads and changes as another program would, and its endpoint's address.
async fn bot_on_a_store_file(scratch: &str) -> (std::path::PathBuf, String) {
    let dir = crate::common::scratch(scratch);
    let _ = std::fs::remove_file(dir.join("backrank.sqlite3"));
    let store = std::sync::Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap());
    let settings = backrank::app::settings::Settings::load(None).unwrap();
    let bot = std::sync::Arc::new(backrank::bot::Bot::new(settings, store).unwrap());
    (dir, serve(bot, None).await)
}

/// A round's seed changed in the store after the start is caught: `/event
/// show` still lists the commitments published at the start, and `/event
/// next` refuses to reveal the changed round (nothing is counted as
/// revealed), while the rounds before it are revealed as usual.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_forged_in_the_store_is_refused_not_revealed() {
    let (dir, url) = bot_on_a_store_file("forged-event").await;
    let start = club_open(3);
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

/// `/event verify` of a round whose draw needs rounds not yet revealed (no
/// position twice) says which round it waits for, where it said the round
/// "could not be checked just now" and to try `/event next`; once the
/// rounds before it are out, the same seed checks.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verifying_a_round_before_its_earlier_rounds_are_out_says_what_it_waits_for() {
    let (dir, url) = bot_on_a_store_file("verify-early").await;
    let start = club_open(3);
    let (r, _) = ask(&url, &start).await;
    let published: Vec<String> = r["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap_or_else(|| panic!("{r}"))
        .lines()
        .map(|l| quoted(l, ".**").to_owned())
        .collect();
    // The organizer, who can read the store, checks round 3 early.
    let seeds: String = rusqlite::Connection::open(dir.join("backrank.sqlite3"))
        .unwrap()
        .query_row("SELECT seeds FROM events", [], |r| r.get(0))
        .unwrap();
    let seed = seeds.split(' ').nth(2).unwrap().to_owned();
    let verify = event(
        "verify",
        json!([
            name(),
            opt("round", 4, json!(3)),
            opt("seed", 3, json!(seed)),
            opt("commitment", 3, json!(published[2]))
        ]),
    );
    let (r, _) = ask(&url, &crate::endpoint::again(verify.clone())).await;
    let said = content(&r);
    assert!(
        said.contains("the seed matches round 3's commitment")
            && said.contains("round 1 is not revealed yet"),
        "{said}"
    );
    for _ in 0..2 {
        ask(&url, &event("next", json!([name()]))).await;
    }
    let (r, _) = ask(&url, &crate::endpoint::again(verify)).await;
    assert!(
        content(&r).starts_with("✅ Round 3 of \"Club Open\""),
        "{r}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// Two rounds' seeds on Chess960 (placement, d6) that make both rules
/// draw again: round 1's attempt 1 gives `excluded` (to be left out at the
/// start), so round 1 is its attempt 2, `first`; round 2's attempt 1 gives
/// `first` again, so round 2 is drawn again too, and gives `second`.
pub struct Forced {
    pub seeds: [String; 2],
    pub excluded: u64,
    pub first: u64,
    pub second: u64,
    /// Round 2's attempt.
    pub attempt: u32,
}

/// The position Chess960's placement method rolls with a d6 from `seed`.
async fn seeded_position(seed: &str) -> u64 {
    use backrank::core::variant::Variant;
    let spec = backrank::core::roll::RollSpec::new(
        Variant::Chess960,
        Variant::Chess960.method_named("placement").unwrap(),
        backrank_entropy::Die::D6,
    );
    let mut source = backrank_os_rng::SeededSource::new(seed);
    backrank::core::roll::draw(spec, &mut source, |_| {})
        .await
        .unwrap()
        .position
        .number()
}

/// Seeds found by trying (a chance in 960 each): see [`Forced`].
pub async fn forced_repeat() -> Forced {
    // Kept as an event's seeds are: words without spaces.
    let one = "forced-one".to_owned();
    let excluded = seeded_position(&one).await;
    let first = seeded_position("forced-one attempt 2").await;
    assert_ne!(first, excluded, "pick another seed for round 1");
    let mut n = 0;
    let two = loop {
        let two = format!("forced-two-{n}");
        if seeded_position(&two).await == first {
            break two;
        }
        n += 1;
    };
    let mut attempt = 2;
    let second = loop {
        let p = seeded_position(&format!("{two} attempt {attempt}")).await;
        if p != first && p != excluded {
            break p;
        }
        attempt += 1;
    };
    Forced {
        seeds: [one, two],
        excluded,
        first,
        second,
        attempt,
    }
}

/// `verify-event` redoes a round's attempts offline from what its check
/// line carries: round 2, whose first attempt repeats round 1's position,
/// passes with the position drawn again and is refused with the repeated
/// one, naming why; and a commitment made with the exclusions is refused
/// once they are changed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_event_redoes_the_attempts_and_refuses_a_repeat_or_changed_exclusions() {
    use backrank::app::event::commitment::round_commitment;
    use backrank::core::draw_rules::{DrawRules, Positions};

    let forced = forced_repeat().await;
    let rules = DrawRules {
        repeats: false,
        exclude: Positions::of([forced.excluded]),
        avoid: None,
    };
    let seed = &forced.seeds[1];
    let commitment = round_commitment(NAME, 2, seed, Some(&rules));
    let check = |exclude: &str, position: u64| {
        crate::common::backrank()
            .args(["verify-event", "--event", NAME, "--round", "2"])
            .args(["--seed", seed, "--commitment", &commitment])
            .args(["--repeats", "no", "--exclude", exclude])
            .args(["--earlier", &forced.first.to_string()])
            .args([
                "--variant",
                "chess960",
                "--method",
                "placement",
                "--dice",
                "d6",
            ])
            .args(["--position", &position.to_string()])
            .output()
            .unwrap()
    };
    let excluded = forced.excluded.to_string();
    let passed = check(&excluded, forced.second);
    let said = String::from_utf8_lossy(&passed.stdout).into_owned();
    assert!(passed.status.success(), "{passed:?}");
    assert!(
        said.contains(&format!(
            "attempt 1 gave SP {}, round 1's position: drawn again",
            forced.first
        )) && said.contains(&format!(
            "✓ Attempt {} gives SP {}, the first position the rules allow, as revealed.",
            forced.attempt, forced.second
        )),
        "{said}"
    );
    // The repeat itself, as a reveal that did not draw again would give it.
    let repeat = check(&excluded, forced.first);
    let refused = String::from_utf8_lossy(&repeat.stderr).into_owned();
    assert_eq!(repeat.status.code(), Some(1), "{repeat:?}");
    assert!(
        refused.contains(&format!(
            "✗ round 2 of \"Club Open\" gives SP {} (attempt {}), not SP {}: attempt 1 gave SP {}, round 1's position: drawn again",
            forced.second, forced.attempt, forced.first, forced.first
        )),
        "{refused}"
    );
    // Exclusions changed after the start: the commitment no longer holds.
    for changed in [format!("{excluded},518"), String::new()] {
        let out = check(&changed, forced.second);
        assert_eq!(out.status.code(), Some(1), "{changed}: {out:?}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("is not the committed seed"),
            "{out:?}"
        );
    }
    // Without the earlier rounds' positions the check cannot be made.
    let short = crate::common::backrank()
        .args(["verify-event", "--event", NAME, "--round", "2"])
        .args(["--seed", seed, "--commitment", &commitment])
        .args(["--repeats", "no", "--exclude", &excluded])
        .args(["--variant", "chess960", "--method", "placement"])
        .output()
        .unwrap();
    assert_eq!(short.status.code(), Some(2), "{short:?}");
    assert!(String::from_utf8_lossy(&short.stderr).contains("--earlier gives 0"));
}

/// Issue 59: `verify-event --lang` speaks that language in every line it
/// writes: the ✓ lines, the ✗ line of a position the rules drew again
/// (German and English in one line), the attempts, the roll, and the
/// refusal of a check line without its earlier rounds ("round 2 comes
/// after 1 round(s)"). Each language's output holds none of the words of
/// English's messages (the event's name, the committed rules and the
/// position's FEN are data, the same in every language).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verify_event_speaks_the_language_asked_in_every_line() {
    use backrank::app::event::commitment::round_commitment;
    use backrank::core::draw_rules::{DrawRules, Positions};

    let forced = forced_repeat().await;
    let rules = DrawRules {
        repeats: false,
        exclude: Positions::of([forced.excluded]),
        avoid: None,
    };
    let seed = &forced.seeds[1];
    let commitment = round_commitment(NAME, 2, seed, Some(&rules));
    let excluded = forced.excluded.to_string();
    let first = forced.first.to_string();
    let said = |lang: &str| {
        let run = |earlier: &[&str], position: &str| {
            let out = crate::common::backrank()
                .args(["--lang", lang, "verify-event", "--event", NAME])
                .args(["--round", "2", "--seed", seed, "--commitment", &commitment])
                .args(["--repeats", "no", "--exclude", &excluded])
                .args(earlier)
                .args(["--variant", "chess960", "--method", "placement"])
                .args(["--dice", "d6", "--position", position])
                .output()
                .unwrap();
            format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
        };
        [
            run(&["--earlier", &first], &forced.second.to_string()),
            run(&["--earlier", &first], &first),
            run(&[], &forced.second.to_string()),
        ]
        .join("\n")
    };
    let english = said("en");
    assert!(english.contains("comes after 1 round,"), "{english}");
    assert!(!english.contains("round(s)"), "{english}");
    // Data, the same in every language: the event's, variant's, method's
    // and program's names, the rules as committed, the pieces of a FEN,
    // the commitment and the attempt's seed; and "Replay", which German,
    // Spanish and French write so.
    let data = |w: &str| {
        [
            "Club",
            "Open",
            "repeats",
            "exclude",
            "earlier",
            "none",
            "allowed",
            "Chess",
            "Fischer",
            "Random",
            "placement",
            "backrank",
            "Replay",
        ]
        .contains(&w)
            || w.chars().all(|c| "KQRBNPkqrbnp".contains(c))
    };
    let words = |text: &str| -> std::collections::BTreeSet<String> {
        text.replace(&commitment, "")
            .replace(&format!("{seed} attempt"), "")
            .split(|c: char| !c.is_ascii_alphabetic() && c != '\'')
            .map(|w| w.trim_matches('\''))
            .filter(|w| w.len() >= 4 && !data(w))
            .map(str::to_owned)
            .collect()
    };
    let message_words = words(&english);
    for lang in ["de", "ko"] {
        let out = said(lang);
        let english_left: Vec<&String> = words(&out)
            .iter()
            .filter_map(|w| message_words.get(w))
            .collect();
        assert!(
            english_left.is_empty(),
            "--lang {lang} says in English {english_left:?}:\n{out}"
        );
    }
}

/// Exclusions that leave three positions: four rounds are refused, saying
/// three are left, and nothing is started; three rounds give the three,
/// each once, every reveal's check line passing as printed. The start
/// post lists the rules, and its commitments cover them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exclusions_leaving_three_positions_give_three_rounds_each_once() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let start = |rounds: i64| {
        event(
            "start",
            json!([
                name(),
                opt("rounds", 4, json!(rounds)),
                opt("variant", 3, json!("chess960")),
                opt("exclude", 3, json!("standard, 3-517,519-959"))
            ]),
        )
    };
    let (r, _) = ask(&url, &start(4)).await;
    assert_eq!(r["data"]["flags"], 64, "{r}");
    assert_eq!(
        content(&r),
        "⚠️ 4 rounds with no position twice need as many positions, but chess960 has only 3 \
         left after the exclusions: ask for fewer rounds, leave fewer positions out, or allow \
         repeats (`repeats:allow`)"
    );
    let (r, _) = ask(&url, &event("list", json!([]))).await;
    assert!(content(&r).contains("no event yet"), "nothing started: {r}");

    let (r, _) = ask(&url, &start(3)).await;
    let fields = r["data"]["embeds"][0]["fields"].to_string();
    assert!(
        fields.contains("none: a draw that gives an earlier round's position is drawn again")
            && fields.contains("3–959: a draw that gives one is drawn again"),
        "{fields}"
    );
    assert!(
        content(&r).contains("is drawn again from the seed followed by ` attempt 2`"),
        "{r}"
    );
    let mut numbers = Vec::new();
    let mut many = false;
    for round in 1..=3 {
        let (r, _) = ask(&url, &event("next", json!([name()]))).await;
        let text = content(&r);
        let title = r["data"]["embeds"][0]["title"].as_str().unwrap().to_owned();
        let label = title.rsplit(" · ").next().unwrap();
        let number: u64 = label.trim_start_matches("SP ").parse().unwrap();
        let check = quoted(&text, "Check it:");
        assert!(
            check.contains(" --repeats no --exclude 3-959 ")
                && check.contains(&format!(" --position {number}")),
            "{check}"
        );
        let out = run_printed(check);
        let said = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "round {round}: {out:?}");
        assert!(
            said.contains(&format!("gives {label}, the first")),
            "{said}"
        );
        numbers.push(number);
        many |= text.contains("more attempts that gave a position left out or drawn before");
    }
    numbers.sort_unstable();
    assert_eq!(numbers, [0, 1, 2]);
    // Three positions of 960 take hundreds of attempts a round: a reveal
    // lists the first few and counts the rest (all three rounds needing
    // four or fewer would happen about once in two million events).
    assert!(many, "a reveal counts the attempts it does not list");
}

/// `avoid:` leaves out every position an earlier event of the server
/// revealed: the start post publishes them as a list, each round's check
/// line carries them (its commitment covers them), and no round gives one.
/// An event that is not there, is of another variant, or has revealed
/// nothing is refused, naming it, and nothing is started.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn avoid_leaves_out_what_an_earlier_event_revealed() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let start = |name: &str, variant: &str, avoid: Option<&str>| {
        let mut options = vec![
            opt("name", 3, json!(name)),
            opt("rounds", 4, json!(3)),
            opt("variant", 3, json!(variant)),
        ];
        options.extend(avoid.map(|a| opt("avoid", 3, json!(a))));
        event("start", Value::Array(options))
    };
    let (r, _) = ask(&url, &start("Autumn Cup", "chess960", None)).await;
    assert!(r["data"]["embeds"][0]["title"].is_string(), "{r}");
    let (r, _) = ask(&url, &start("Empty Cup", "crc", None)).await;
    assert!(r["data"]["embeds"][0]["title"].is_string(), "{r}");
    for (avoid, said) in [
        (
            "Nope Cup",
            "this server has no event called \"Nope Cup\" to avoid",
        ),
        ("Empty Cup", "\"Empty Cup\" was drawn on crc, not chess960"),
    ] {
        let (r, _) = ask(&url, &start("Winter Cup", "chess960", Some(avoid))).await;
        assert!(content(&r).contains(said), "{avoid}: {r}");
    }
    let (r, _) = ask(&url, &start("Winter Cup", "crc", Some("Empty Cup"))).await;
    assert!(
        content(&r).contains("\"Empty Cup\" has revealed no position yet"),
        "{r}"
    );

    let mut autumn = Vec::new();
    for _ in 0..3 {
        let next = event("next", json!([opt("name", 3, json!("Autumn Cup"))]));
        let (r, _) = ask(&url, &next).await;
        let title = r["data"]["embeds"][0]["title"].as_str().unwrap().to_owned();
        let label = title.rsplit(" · ").next().unwrap();
        autumn.push(label.trim_start_matches("SP ").parse::<u64>().unwrap());
    }
    let (r, _) = ask(&url, &start("Winter Cup", "chess960", Some("autumn cup"))).await;
    let fields = r["data"]["embeds"][0]["fields"].to_string();
    let mut sorted = autumn.clone();
    sorted.sort_unstable();
    let listed: Vec<String> = sorted.iter().map(ToString::to_string).collect();
    assert!(
        fields.contains(&format!(
            "the 3 positions \\\"Autumn Cup\\\" revealed: {}",
            listed.join(", ")
        )),
        "{fields}"
    );
    for _ in 0..3 {
        let next = event("next", json!([opt("name", 3, json!("Winter Cup"))]));
        let (r, _) = ask(&url, &next).await;
        let text = content(&r);
        let check = quoted(&text, "Check it:");
        assert!(
            check.contains(&format!(" --exclude '{}' ", listed.join(","))),
            "{check}"
        );
        let out = run_printed(check);
        assert!(out.status.success(), "{out:?}");
        let title = r["data"]["embeds"][0]["title"].as_str().unwrap().to_owned();
        let label = title.rsplit(" · ").next().unwrap();
        let number: u64 = label.trim_start_matches("SP ").parse().unwrap();
        assert!(!autumn.contains(&number), "{number} in {autumn:?}");
    }
}

/// An event started before rules existed (no rules kept, commitments of
/// the first form) is drawn and checked as it always was: its round is
/// attempt 1 (repeats allowed, nothing left out), and its check line is
/// the short one of its time, which passes as printed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_started_before_rules_is_drawn_and_checked_as_before() {
    let dir = crate::common::scratch("event-before-rules");
    let _ = std::fs::remove_file(dir.join("backrank.sqlite3"));
    let store = std::sync::Arc::new(backrank::store::SqliteStore::open_dir(&dir).unwrap());
    let settings = backrank::app::settings::Settings::load(None).unwrap();
    let bot = std::sync::Arc::new(backrank::bot::Bot::new(settings, store).unwrap());
    let url = serve(bot, None).await;
    let start = club_open(2);
    ask(&url, &start).await;
    // As an older version kept it: no rules, and (as before commitments
    // were kept) the commitments published then are the seeds' hashes.
    let db = rusqlite::Connection::open(dir.join("backrank.sqlite3")).unwrap();
    db.execute("UPDATE events SET rules = NULL, commitments = NULL", [])
        .unwrap();
    let seeds: String = db
        .query_row("SELECT seeds FROM events", [], |r| r.get(0))
        .unwrap();
    for (round, seed) in (1..).zip(seeds.split(' ')) {
        let (r, _) = ask(&url, &event("next", json!([name()]))).await;
        let text = content(&r);
        let check = quoted(&text, "Check it:");
        assert_eq!(
            check,
            format!(
                "backrank verify-event --event 'Club Open' --round {round} --seed {seed} \
                 --commitment {}",
                backrank::app::event::commitment::commitment(NAME, round, seed)
            )
        );
        assert!(run_printed(check).status.success(), "{check}");
        assert!(
            text.contains(&format!("--source seed:{seed}`")) && !text.contains("Attempts:"),
            "{text}"
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// `exclude:` names positions of the event's variant: on CRC, whose
/// numbering skips the numbers whose row leaves a pawn unprotected,
/// "10,20,40" is refused naming 10, and nothing is started (issue 59).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exclusion_that_names_no_position_is_refused() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let start = event(
        "start",
        json!([
            name(),
            opt("rounds", 4, json!(3)),
            opt("variant", 3, json!("crc")),
            opt("exclude", 3, json!("10,20,40"))
        ]),
    );
    let (r, _) = ask(&url, &start).await;
    assert_eq!(r["data"]["flags"], 64, "{r}");
    assert!(
        content(&r).contains(
            "`exclude`: crc number 10 is not a starting position: the pawn on f2 is unprotected"
        ),
        "{r}"
    );
    let (r, _) = ask(&url, &event("list", json!([]))).await;
    assert!(content(&r).contains("no event yet"), "nothing started: {r}");
}

/// Names that read the same in other scripts are one event: after "Cup",
/// the Cyrillic "Сup", the Greek "Ϲup" and the small capital "ᴄup" are
/// each refused, naming "Cup"; a name of combining marks alone, or a
/// letter under 20 of them, is refused saying why (issue 59).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn look_alike_names_are_one_event_and_marks_need_a_letter() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let start = |name: &str| {
        event(
            "start",
            json!([
                opt("name", 3, json!(name)),
                opt("rounds", 4, json!(1)),
                opt("variant", 3, json!("chess960"))
            ]),
        )
    };
    let (r, _) = ask(&url, &start("Cup")).await;
    assert!(r["data"]["embeds"][0]["title"].is_string(), "{r}");
    for same in ["\u{0421}up", "\u{03F9}up", "\u{1D04}up"] {
        let (r, _) = ask(&url, &start(same)).await;
        assert!(
            content(&r).contains("already has an event called \"Cup\""),
            "{same}: {r}"
        );
    }
    let piled = format!("C{}up", "\u{0301}".repeat(20));
    for (bad, said) in [
        ("\u{0301}\u{0301}\u{0301}", "combining mark (U+0301)"),
        ("\u{20E3}", "combining mark (U+20E3)"),
        (piled.as_str(), "at most 8 accents or other combining marks"),
    ] {
        let (r, _) = ask(&url, &start(bad)).await;
        assert!(content(&r).contains(said), "{bad:?}: {r}");
    }
    let (r, _) = ask(&url, &event("list", json!([]))).await;
    let listed = r["data"]["embeds"][0].to_string();
    assert!(
        listed.contains("One event") && listed.contains("**Cup**"),
        "only Cup: {r}"
    );
}

/// `exclude:` is at most 300 characters on every face, as Discord is told:
/// a signed interaction with 480 scattered numbers is refused naming the
/// option and its length, and nothing is started. The longest list taken
/// is published whole: the start post's "Left out" field holds every
/// number, and each reveal's message holds its check line whole, which
/// runs as printed (issue 59).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_longest_exclusion_is_refused_past_its_length_and_published_whole() {
    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let start = |numbers: &[u64]| {
        let list: Vec<String> = numbers.iter().map(ToString::to_string).collect();
        event(
            "start",
            json!([
                name(),
                opt("rounds", 4, json!(3)),
                opt("variant", 3, json!("chess960")),
                opt("exclude", 3, json!(list.join(",")))
            ]),
        )
    };
    let many: Vec<u64> = (0..480).map(|n| n * 2).collect();
    let typed = many
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let (r, _) = ask(&url, &start(&many)).await;
    assert_eq!(
        content(&r),
        format!(
            "⚠️ `exclude` takes at most 300 characters, not {}: shorten it",
            typed.len()
        ),
        "{r}"
    );
    let (r, _) = ask(&url, &event("list", json!([]))).await;
    assert!(content(&r).contains("no event yet"), "nothing started: {r}");

    // 75 scattered numbers: 299 characters, the most a list may be.
    let most: Vec<u64> = (0..75).map(|n| 100 + n * 7).collect();
    let (r, _) = ask(&url, &start(&most)).await;
    let fields = r["data"]["embeds"][0]["fields"].as_array().unwrap().clone();
    let left_out = fields
        .iter()
        .find(|f| f["name"] == "Left out")
        .unwrap_or_else(|| panic!("{r}"))["value"]
        .as_str()
        .unwrap()
        .to_owned();
    let shown: Vec<String> = most.iter().map(ToString::to_string).collect();
    assert!(left_out.contains(&shown.join(", ")), "{left_out}");
    for round in 1..=3 {
        let (r, _) = ask(&url, &event("next", json!([name()]))).await;
        let text = content(&r);
        assert!(text.chars().count() <= 2000, "round {round}: {text}");
        let check = quoted(&text, "Check it:");
        assert!(
            check.contains(&format!(" --exclude '{}' ", most_canonical(&most))),
            "{check}"
        );
        let out = run_printed(check);
        assert!(out.status.success(), "round {round}: {out:?}");
    }
}

/// `numbers` as a check line lists them (none adjacent here).
fn most_canonical(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}
