//! `App::stats` against counts worked out here: faces counted from the
//! kept letters, the king's file read from each roll's FEN text (the
//! statistics decode the position number instead), the chi-square summed
//! here by hand.

use std::sync::Arc;

use backrank::app::settings::Settings;
use backrank::core::fen::Fen;
use backrank::core::position::Position;
use backrank::core::variant::Variant;
use backrank::store::{NewRoll, RollKind, Scope, Store, Who};

const GUILD: u64 = 4_242;

fn saved(number: u64, variant: &str, source: &str, faces: &str, made_at: i64) -> NewRoll {
    let fen = Position::from_number(Variant::Chess960, number)
        .map(|p| Fen(&p).to_string())
        .unwrap_or_default();
    NewRoll {
        made_at,
        kind: RollKind::Random,
        who: Who {
            user_id: 1,
            user_name: "ada".into(),
            guild_id: Some(GUILD),
            channel_id: Some(2),
        },
        spec: backrank::core::roll::KeptSpec::try_from((variant, "placement", "d6")).unwrap(),
        source: backrank::store::KeptSource::of(source.parse().unwrap()),
        faces: faces.into(),
        number,
        fen,
        replay_code: format!("960-{number}"),
        private: false,
        event: None,
        play_at: None,
    }
}

/// White's king's file (0 = a) in a FEN's board: its last rank, read
/// letter by letter, digits standing for empty squares.
fn king_file(fen: &str) -> usize {
    let board = fen.split(' ').next().unwrap();
    let rank = board.rsplit('/').next().unwrap();
    let mut file = 0;
    for c in rank.chars() {
        if c == 'K' {
            return file;
        }
        file += c.to_digit(10).map_or(1, |d| d as usize);
    }
    panic!("no white king in {fen}");
}

/// Every Chess960 position once, 518 twice, from two sources, and one roll
/// of a server variant since removed: counted, faces and king files
/// against what a fair die and the uniform method predict.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_rolls_are_counted_against_fair_dice_and_the_exact_chances() {
    let bot = crate::common::bot_with(Settings::load(None).unwrap());
    let app = bot.app();
    let store: &Arc<dyn Store> = app.store();
    let mut rolls = Vec::new();
    for n in 0..960u64 {
        let faces = format!("{}{}", n % 6 + 1, (n / 6) % 6 + 1);
        let source = if n % 3 == 0 { "tower" } else { "os" };
        rolls.push(saved(n, "chess960", source, &faces, 10_000 + n as i64));
    }
    rolls.push(saved(518, "chess960", "os", "66", 20_000));
    rolls.push(saved(3, "gone.abcdef12", "os", "11", 20_001));
    // Before the period: not counted.
    rolls.push(saved(7, "chess960", "os", "11", 9_999));
    for r in &rolls {
        store.save_roll(r.clone()).await.unwrap();
    }
    let counted: Vec<&NewRoll> = rolls.iter().filter(|r| r.made_at >= 10_000).collect();

    let stats = app
        .stats()
        .of(Scope::Guild(GUILD), 10_000, None)
        .await
        .unwrap();

    assert_eq!(stats.rolls, 962);
    assert_eq!(stats.unread, 1, "the removed variant's roll");
    assert_eq!(
        stats.by_variant,
        [
            ("chess960".to_owned(), 961),
            // Every version of a server's variant counts under its id.
            ("gone".to_owned(), 1)
        ]
    );
    let towers = counted
        .iter()
        .filter(|r| r.source.kind.as_str() == "tower")
        .count() as u64;
    assert_eq!(
        stats.by_source,
        [
            ("os".to_owned(), 962 - towers),
            ("tower".to_owned(), towers)
        ]
    );
    assert_eq!(stats.standard, 2, "518 is the standard array");
    assert_eq!(stats.repeats, 1, "518 a second time");

    // Faces: each source's letters counted here.
    for source in ["os", "tower"] {
        let mut want = [0u64; 6];
        for r in counted
            .iter()
            .filter(|r| r.source.kind.as_str() == source && r.spec.variant.id == "chess960")
        {
            for c in r.faces.chars() {
                want[c.to_digit(10).unwrap() as usize - 1] += 1;
            }
        }
        let got = stats.faces.iter().find(|f| f.source == source).unwrap();
        let observed: Vec<u64> = got.fit.cells.iter().map(|c| c.observed).collect();
        assert_eq!(observed, want, "{source}");
        let total: u64 = want.iter().sum();
        let each = total as f64 / 6.0;
        let chi: f64 = want.iter().map(|&o| (o as f64 - each).powi(2) / each).sum();
        assert!(
            (got.fit.chi_square - chi).abs() < 1e-9,
            "{source}: {} vs {chi}",
            got.fit.chi_square
        );
        assert_eq!(got.fit.degrees_of_freedom, 5);
    }

    // The king's file, read from the FEN text, against 961 rolls of the
    // uniform method: 9, 14, 17, 17, 14, 9 in 80 on b–g.
    let mut files = [0u64; 8];
    for r in counted.iter().filter(|r| r.spec.variant.id == "chess960") {
        files[king_file(&r.fen)] += 1;
    }
    assert_eq!(files, [0, 108, 168, 204, 205, 168, 108, 0]);
    let kings = &stats.pieces[0];
    assert_eq!(kings.variant, Variant::Chess960);
    let labels: Vec<&str> = kings.fit.cells.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(
        labels,
        ["b", "c", "d", "e", "f", "g"],
        "a and h are never the king's"
    );
    let chances = [9.0, 14.0, 17.0, 17.0, 14.0, 9.0].map(|n| n / 80.0);
    let mut chi = 0.0;
    for ((cell, chance), &seen) in kings.fit.cells.iter().zip(chances).zip(&files[1..7]) {
        let expected = 961.0 * chance;
        assert_eq!(cell.observed, seen);
        assert!(
            (cell.expected - expected).abs() < 1e-9,
            "{} vs {expected}",
            cell.expected
        );
        chi += (seen as f64 - expected).powi(2) / expected;
    }
    assert!((kings.fit.chi_square - chi).abs() < 1e-9);
    assert_eq!(kings.fit.impossible, 0);
    assert!(
        kings.fit.p_value > 0.99,
        "every position once fits closely: {}",
        kings.fit.p_value
    );
}

/// Rolls that threw the standard position again are held to the chances
/// of the other 959 positions, counted here from their FEN texts; rolls of
/// the same method without the option, to the chances of all 960.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rolls_without_the_standard_position_are_held_to_the_chances_of_the_rest() {
    let bot = crate::common::bot_with(Settings::load(None).unwrap());
    let app = bot.app();
    let mut all = [0u64; 8];
    let mut rest = [0u64; 8];
    for n in 0..960u64 {
        let plain = saved(n, "chess960", "os", "1", 10_000);
        all[king_file(&plain.fen)] += 1;
        app.store().save_roll(plain.clone()).await.unwrap();
        if n != 518 {
            rest[king_file(&plain.fen)] += 1;
            let mut excluded = plain;
            // A code marked `x` after the die: variant, method and die, faces, check.
            excluded.replay_code = format!("960-p6x-{n}-0");
            app.store().save_roll(excluded).await.unwrap();
        }
    }
    assert_eq!(rest[4] + 1, all[4], "518 has its king on e");

    let stats = app.stats().of(Scope::Guild(GUILD), 0, None).await.unwrap();

    assert_eq!(stats.rolls, 1919);
    let kings = &stats.pieces[0];
    for (cell, file) in kings.fit.cells.iter().zip(1..7) {
        // 960 rolls by all positions' chances, 959 by the rest's.
        let expected = 960.0 * all[file] as f64 / 960.0 + 959.0 * rest[file] as f64 / 959.0;
        assert_eq!(cell.observed, all[file] + rest[file], "{}", cell.label);
        assert!(
            (cell.expected - expected).abs() < 1e-6,
            "{}: {} vs {expected}",
            cell.label,
            cell.expected
        );
    }
    assert!(kings.fit.chi_square < 1e-9, "{}", kings.fit.chi_square);
}

/// The statistics are the scope's own: another server's rolls and the
/// person's DMs are not counted; an empty scope counts nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scope_counts_its_own_rolls_only() {
    let bot = crate::common::bot_with(Settings::load(None).unwrap());
    let app = bot.app();
    let mut elsewhere = saved(5, "chess960", "os", "12", 10_000);
    elsewhere.who.guild_id = Some(GUILD + 1);
    let mut dm = saved(6, "chess960", "os", "34", 10_000);
    dm.who.guild_id = None;
    for r in [saved(4, "chess960", "os", "56", 10_000), elsewhere, dm] {
        app.store().save_roll(r).await.unwrap();
    }
    let here = app.stats().of(Scope::Guild(GUILD), 0, None).await.unwrap();
    assert_eq!((here.rolls, here.faces[0].fit.total), (1, 2));
    let dms = app.stats().of(Scope::User(1), 0, None).await.unwrap();
    assert_eq!(dms.rolls, 1);
    let none = app
        .stats()
        .of(Scope::Guild(GUILD + 2), 0, None)
        .await
        .unwrap();
    assert_eq!((none.rolls, none.faces.len(), none.pieces.len()), (0, 0, 0));
}

/// `backrank stats` reads the configured store: every Chess960 position
/// once gives the king's files 108, 168, 204, 204, 168, 108, in JSON, in
/// the text's table, and as chart files; a missing scope or a period out
/// of range is refused before the store is opened.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_command_line_shows_a_servers_statistics_with_tables_and_charts() {
    let dir = crate::common::scratch("stats-cli");
    let _ = std::fs::remove_file(dir.join("backrank.sqlite3"));
    {
        let store = backrank::store::SqliteStore::open_dir(&dir).unwrap();
        for n in 0..960u64 {
            let faces = format!("{}{}", n % 6 + 1, (n / 6) % 6 + 1);
            store
                .save_roll(saved(n, "chess960", "os", &faces, 10_000))
                .await
                .unwrap();
        }
    }
    let run = |args: &[&str]| {
        let out = crate::common::backrank()
            .env("BACKRANK__STORE__DATA_DIR", &dir)
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let charts = dir.join("charts");
    let charts_arg = charts.to_str().unwrap();
    let json: serde_json::Value = serde_json::from_str(&run(&[
        "stats", "--server", "4242", "--format", "json", "--charts", charts_arg,
    ]))
    .unwrap();
    assert_eq!(json["scope"]["server"], "4242");
    assert_eq!(json["stats"]["rolls"], 960);
    let kings = &json["stats"]["pieces"][0]["fit"]["cells"];
    let seen: Vec<u64> = (0..6)
        .map(|i| kings[i]["observed"].as_u64().unwrap())
        .collect();
    assert_eq!(seen, [108, 168, 204, 204, 168, 108]);
    let files = json["charts"].as_array().unwrap();
    assert_eq!(
        files.len(),
        2,
        "the king's files and the os faces: {files:?}"
    );
    for f in files {
        let bytes = std::fs::read(f.as_str().unwrap()).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{f}");
    }

    let text = run(&["stats", "--server", "4242"]);
    assert!(
        text.starts_with("Rolls in server 4242 · all time"),
        "{text}"
    );
    let row = |label: &str| {
        text.lines()
            .find(|l| l.split_whitespace().next() == Some(label))
            .unwrap_or_else(|| panic!("no row {label} in {text}"))
            .split_whitespace()
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    assert_eq!(row("b")[..3], ["b", "108", "108.0"]);
    assert_eq!(row("e")[..3], ["e", "204", "204.0"]);
    assert!(
        text.contains("960 counted: chi-square 0.00 with 5 degrees of freedom"),
        "{text}"
    );
    let other = run(&["stats", "--server", "4243", "--days", "30"]);
    assert!(other.contains("last 30 days"), "{other}");
    assert!(other.contains("No rolls in this period yet"), "{other}");

    crate::common::fails(&["stats"], 2, "--server");
    crate::common::fails(&["stats", "--server", "1", "--days", "0"], 2, "--days");
    crate::common::fails(&["stats", "--server", "1", "--user", "2"], 2, "--user");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A season with roll-alongs thrown in turn by different groups of players
/// (as `witnesses:`), beside typed throws and the OS: the table counts as
/// one source whoever threw, `/stats source:table` selects every one of
/// its rolls, and each language names the sources in its own words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn roll_alongs_are_one_source_whoever_threw_named_in_each_language() {
    use backrank::bot::Action;
    use backrank::bot::commands::{Command, stats::StatsArgs};
    use backrank::store::{KeptSource, SourceKind};
    let bot = crate::common::bot_with(Settings::load(None).unwrap());
    let store = bot.app().store();
    let groups: [&[u64]; 3] = [&[1, 2], &[1, 2, 3], &[4, 5]];
    for (i, players) in groups.iter().cycle().take(9).enumerate() {
        let mut roll = saved(i as u64, "chess960", "table", "12", 10_000 + i as i64);
        roll.source = KeptSource {
            players: players.to_vec(),
            ..KeptSource::of(SourceKind::Table)
        };
        store.save_roll(roll).await.unwrap();
    }
    for (i, source) in ["typed", "os", "os"].into_iter().enumerate() {
        let roll = saved(100 + i as u64, "chess960", source, "34", 20_000 + i as i64);
        store.save_roll(roll).await.unwrap();
    }
    let stats = bot
        .app()
        .stats()
        .of(Scope::Guild(GUILD), 0, None)
        .await
        .unwrap();
    assert_eq!(
        stats.by_source,
        [
            ("table".to_owned(), 9),
            ("os".to_owned(), 2),
            ("typed".to_owned(), 1)
        ]
    );
    let table = bot
        .app()
        .stats()
        .of(Scope::Guild(GUILD), 0, Some(SourceKind::Table))
        .await
        .unwrap();
    assert_eq!(table.rolls, 9);

    let caller = |locale: backrank::i18n::Lang| backrank::bot::caller::Caller {
        who: Who {
            user_id: 1,
            user_name: "ada".into(),
            guild_id: Some(GUILD),
            channel_id: Some(2),
        },
        locale: Some(locale),
        ..backrank::bot::caller::Caller::default()
    };
    let ask = |source: Option<SourceKind>, locale: backrank::i18n::Lang| {
        let bot = bot.clone();
        let who = caller(locale);
        async move {
            let cmd = Command::Stats(StatsArgs { days: None, source });
            let reply = bot.handle(Action::Command(cmd), &who, &|_| {}).await;
            let e = reply.embed.expect("an embed");
            format!("{} {}", e.title, e.description)
        }
    };
    let english = ask(None, backrank::i18n::Lang::En).await;
    assert!(
        english.contains("dice at the table 9")
            && english.contains("the computer's random numbers 2")
            && english.contains("typed throws 1"),
        "{english}"
    );
    let german = ask(Some(SourceKind::Table), backrank::i18n::Lang::De).await;
    assert!(german.contains("Würfel am Tisch"), "{german}");
    assert!(!german.contains("dice at the table"), "{german}");
}
