//! The bot end to end, from a parsed command to its reply.

use std::sync::Arc;

use backrank_entropy::Die;

use super::*;
use crate::app::drawing::Look;
use crate::app::rolls::records::RecordKey;
use crate::app::source::names::ThrownWith;
use crate::app::view::board::{heading, side_word};
use crate::app::view::roll::steps;
use crate::app::visibility::Visibility;
use crate::bot::options::Value;
use crate::core::board::Color;
use crate::core::roll::{self, Roll, RollSpec};
use crate::core::variant::Variant;
use crate::discord::limits;
use crate::discord::present::roll::roll_message;
use crate::discord::present::roll::{Shown, record_markdown};
use crate::discord::reply::ButtonKind;
use crate::i18n::Lang;
use crate::store::{KeptSource, RecordRef, RollKind, Scope, SourceKind};

/// A store of its own in a fresh temporary directory.
/// A store of the bot's own for one test, in memory: no file to clean up.
pub(crate) fn temp_store() -> Arc<dyn Store> {
    Arc::new(crate::store::SqliteStore::in_memory().unwrap())
}

fn bot() -> Arc<Bot> {
    Arc::new(Bot::new(Settings::load(None).unwrap(), temp_store()).unwrap())
}

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

fn run(bot: &Arc<Bot>, name: &str, opts: &[(&str, Value)]) -> Reply {
    let opts: Vec<(String, Value)> = opts
        .iter()
        .map(|(n, v)| ((*n).to_owned(), v.clone()))
        .collect();
    match Command::parse(name, &opts) {
        Ok(cmd) => rt().block_on(bot.handle(Action::Command(cmd), &Caller::console(), &|_| {})),
        // Refused before it is an action, as the transports refuse it.
        Err(e) => Reply::error(e.user_text(Caller::console().lang(None))),
    }
}

fn t(s: &str) -> Value {
    Value::Text(s.into())
}

#[test]
fn the_ten_flip_example_through_the_bot() {
    let r = run(
        &bot(),
        "random",
        &[
            ("variant", t("frc")),
            ("method", t("number")),
            ("dice", t("coin")),
            ("rolls", t("HHTTTTHTTH")),
        ],
    );
    assert!(!r.ephemeral);
    let e = r.embed.unwrap();
    assert_eq!(e.title, "Chess960 (Fischer Random) · SP 777");
    assert_eq!(e.image.as_deref(), Some("board.png"));
    assert!(
        e.fields
            .iter()
            .any(|f| f.name == "FEN" && f.value.contains("qrkbbnrn/pppppppp"))
    );
    assert!(e.description.contains("→ 777"), "{}", e.description);
    assert_eq!(r.files[0].name, "board.png");
    assert_eq!(&r.files[0].bytes[1..4], b"PNG");
    let labels: Vec<&str> = r.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Roll again",
            "Play on lichess",
            "Full record",
            "Analyse on lichess"
        ]
    );
    assert_eq!(
        r.buttons[1].kind,
        ButtonKind::Action("li|r|p|960|777|0".into())
    );
    assert_eq!(e.fields[0].name, "Record");
    assert_eq!(
        r.buttons[3].kind,
        ButtonKind::Link("https://lichess.org/analysis/chess960/qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN_w_KQkq_-_0_1".into())
    );
}

/// With `[web] public_url`, a public roll links to its page on the club's
/// site; a private one does not (its page is anyone's who has the code).
#[test]
fn a_public_roll_opens_on_the_clubs_web_pages() {
    let mut settings = Settings::load(None).unwrap();
    settings.web.public_url = Some("https://rolls.example.org/".into());
    let b = Arc::new(Bot::new(settings, temp_store()).unwrap());
    let asked = |private: bool| {
        run(
            &b,
            "random",
            &[
                ("variant", t("frc")),
                ("method", t("number")),
                ("dice", t("coin")),
                ("rolls", t("HHTTTTHTTH")),
                ("private", Value::Bool(private)),
            ],
        )
    };
    let public = asked(false);
    let labels: Vec<&str> = public.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Roll again",
            "Play on lichess",
            "Full record",
            "Analyse on lichess",
            "Open on the web"
        ]
    );
    assert_eq!(
        public.buttons[4].kind,
        ButtonKind::Link("https://rolls.example.org/r/960-nc-hhtttthtth-v".into())
    );
    let private = asked(true);
    assert!(private.ephemeral);
    // A private roll's game is its roller's alone too.
    assert!(
        private
            .buttons
            .iter()
            .any(|b| b.kind == ButtonKind::Action("li|r|o|960|777|0".into())),
        "{:?}",
        private.buttons
    );
    assert!(
        private.buttons.iter().all(|b| b.label != "Open on the web"),
        "{:?}",
        private.buttons
    );
    // Without the setting, no button.
    let plain = run(
        &bot(),
        "random",
        &[
            ("variant", t("frc")),
            ("rolls", t("HHTTTTHTTH")),
            ("dice", t("coin")),
            ("method", t("number")),
        ],
    );
    assert!(plain.buttons.iter().all(|b| b.label != "Open on the web"));
}

#[test]
fn errors_are_ephemeral_and_say_what_to_do() {
    let b = bot();
    let cases: [(&[(&str, Value)], &str); 7] = [
        (&[("variant", t("chess961"))], "did you mean chess960?"),
        (
            &[("variant", t("960")), ("rolls", t("2 1 3"))],
            "throw a d6 next, then add it to `rolls`",
        ),
        (
            &[("variant", t("960")), ("rolls", t("2 1 x"))],
            "`rolls`: face 3 ('x')",
        ),
        (
            &[("variant", t("960")), ("source", t("tower"))],
            "no dice tower set up",
        ),
        (
            &[("variant", t("960")), ("source", t("serial:/dev/ttyUSB0"))],
            "unknown source",
        ),
        (
            &[("variant", t("960")), ("method", t("relocation"))],
            "has no method 'relocation'",
        ),
        (
            &[("variant", t("960")), ("dice", t("d7"))],
            "`dice`: unknown device 'd7'",
        ),
    ];
    for (opts, needle) in cases {
        let r = run(&b, "random", opts);
        assert!(r.ephemeral, "{needle}");
        let text = r.content.unwrap_or_default();
        assert!(text.contains(needle), "{needle}: {text}");
        assert!(r.embed.is_none() && r.files.is_empty());
    }
    // A device is read as the options are, for every command that takes one.
    for command in ["roll-along", "fairness"] {
        let r = run(&b, command, &[("variant", t("960")), ("dice", t("d7"))]);
        let text = r.content.unwrap_or_default();
        assert!(
            r.ephemeral && text.contains("unknown device 'd7'"),
            "{command}: {text}"
        );
    }
    let r = run(
        &b,
        "position",
        &[("variant", t("chess960")), ("number", Value::Integer(-1))],
    );
    assert!(r.ephemeral && r.content.unwrap().contains("use 0 to 959"));
}

#[test]
fn position_replay_fairness_and_variants() {
    let b = bot();
    let r = run(
        &b,
        "position",
        &[("variant", t("chess960")), ("number", Value::Integer(518))],
    );
    assert!(r.embed.unwrap().description.contains("rnbqkbnr/pppppppp"));
    let r = run(&b, "replay", &[("code", t("960-nc-hhtttthtth-v"))]);
    assert!(
        r.content
            .unwrap()
            .starts_with("✅ Replay confirmed: 10 throws give chess960 SP 777")
    );
    // A code carries throws, not where they came from.
    let fields = r.embed.unwrap().fields;
    let source = fields.iter().find(|f| f.name == "Source").unwrap();
    assert_eq!(source.value, "the throws in its replay code");
    let r = run(
        &b,
        "fairness",
        &[("variant", t("chess960")), ("method", t("king-first"))],
    );
    let e = r.embed.unwrap();
    assert!(
        e.fields
            .iter()
            .any(|f| f.name == "Uniform" && f.value.contains("3/2"))
    );
    let r = run(&b, "variants", &[]);
    assert_eq!(r.embed.unwrap().fields.len(), 9);
}

/// A biased method's audit shows where its most skewed piece stands,
/// file by file against a uniform draw, in words and as a chart; a uniform
/// method's shows no chart, since there is no bias to see.
#[test]
fn fairness_charts_a_biased_methods_skew_against_a_uniform_draw() {
    let b = bot();
    let r = run(
        &b,
        "fairness",
        &[("variant", t("chess960")), ("method", t("king-first"))],
    );
    let e = r.embed.unwrap();
    let skew = e
        .fields
        .iter()
        .find(|f| f.name.starts_with("Where the "))
        .unwrap_or_else(|| panic!("no skew field in {:?}", e.fields));
    assert!(
        skew.value
            .contains("% of the time by this method, against ")
            && skew.value.contains("% by a uniform draw"),
        "{}",
        skew.value
    );
    assert_eq!(e.image.as_deref(), Some("fairness.png"));
    assert_eq!(r.files.len(), 1);
    assert_eq!(&r.files[0].bytes[1..4], b"PNG");
    let alt = r.files[0].description.as_deref().unwrap();
    assert!(alt.starts_with("Bar chart of where the "), "{alt}");
    for file in 'a'..='h' {
        assert!(alt.contains(&format!("{file} ")), "{file} in {alt}");
    }
    let uniform = run(
        &b,
        "fairness",
        &[("variant", t("chess960")), ("method", t("placement"))],
    );
    assert!(uniform.files.is_empty());
    let e = uniform.embed.unwrap();
    assert_eq!(e.image, None);
    assert!(!e.fields.iter().any(|f| f.name.starts_with("Where the ")));
    // Biased, but no one piece stands off its uniform files: said, no chart.
    let combined = run(
        &b,
        "fairness",
        &[("variant", t("english-random")), ("method", t("carrillo"))],
    );
    assert!(combined.files.is_empty());
    let e = combined.embed.unwrap();
    let field = e
        .fields
        .iter()
        .find(|f| f.name == "Where the pieces stand")
        .unwrap();
    assert!(
        field
            .value
            .contains("the bias is in how the pieces combine")
    );
}

/// Typed d6 faces of Chess960's default method that make 518, and some
/// that make another position (with its number), each checked by a roll.
fn standard_and_other_faces() -> (String, String, u64) {
    let spec = RollSpec::new(
        Variant::Chess960,
        Variant::Chess960.default_method(),
        Die::D6,
    );
    let faces = |text: &str| crate::app::source::spec::typed_faces(Die::D6, text).unwrap();
    let (standard, other) = ("2 3 3 4 2", "1 1 1 1 1");
    assert_eq!(
        roll::run(spec, &faces(standard)).unwrap().position.number(),
        518
    );
    let number = roll::run(spec, &faces(other)).unwrap().position.number();
    (standard.to_owned(), other.to_owned(), number)
}

/// `/random exclude_standard:true` throws 518 again: typed faces that
/// make it and then another position give the other one, the reply says
/// the standard position is excluded, the record shows the throw-again and
/// the replay code its `x`. Set for the server, a `/random` without the
/// option excludes it too, and `/settings show` says so; the option asked
/// `false` wins over the server's setting.
#[test]
fn the_standard_position_is_excluded_when_asked_or_when_the_server_says() {
    let b = bot();
    let (standard, other, number) = standard_and_other_faces();
    let both = format!("{standard} {other}");
    let chess960 = ("variant", t("chess960"));
    let r = run(
        &b,
        "random",
        &[
            chess960.clone(),
            ("rolls", t(&both)),
            ("exclude_standard", Value::Bool(true)),
        ],
    );
    let e = r.embed.unwrap_or_else(|| panic!("{:?}", r.content));
    let field = |name: &str| {
        e.fields
            .iter()
            .find(|f| f.name == name)
            .map(|f| f.value.clone())
    };
    assert_eq!(
        field("Standard position").as_deref(),
        Some("excluded: thrown again if it comes")
    );
    assert!(
        field("Replay").unwrap().starts_with("`960-p6x-"),
        "{:?}",
        field("Replay")
    );
    assert!(
        e.title.contains(&format!("SP {number}"))
            || field("Number").unwrap().contains(&number.to_string())
    );
    assert!(
        e.description.contains("standard position"),
        "{}",
        e.description
    );

    // Without the option, 518's faces make 518; the server's setting then
    // throws it again (more faces needed).
    let plain = run(&b, "random", &[chess960.clone(), ("rolls", t(&standard))]);
    assert!(
        plain
            .embed
            .unwrap()
            .fields
            .iter()
            .all(|f| f.name != "Standard position")
    );
    let set = run(
        &b,
        "settings",
        &[
            ("subcommand", t("set")),
            ("exclude_standard", Value::Bool(true)),
        ],
    );
    assert!(set.content.is_some() || set.embed.is_some());
    let shown = run(&b, "settings", &[("subcommand", t("show"))])
        .embed
        .unwrap();
    let line = shown
        .fields
        .iter()
        .find(|f| f.name == "Standard position")
        .unwrap();
    assert_eq!(line.value, "thrown again (tournament rule)");
    let refused = run(&b, "random", &[chess960.clone(), ("rolls", t(&standard))]);
    let said = refused.content.unwrap_or_default();
    assert!(said.contains("ran out of faces"), "{said}");
    let asked_not = run(
        &b,
        "random",
        &[
            chess960,
            ("rolls", t(&standard)),
            ("exclude_standard", Value::Bool(false)),
        ],
    );
    assert!(asked_not.embed.is_some(), "{:?}", asked_not.content);
}

/// `/random pair:true` is a position for two games, colours swapped: the
/// reply and the record say so, the replay code carries its `s`, and a
/// replay of that code says so too; with the server's `pairs` on, every
/// roll is a pair unless asked otherwise.
#[test]
fn a_pair_of_games_is_shown_in_the_reply_the_record_and_the_replay() {
    let b = bot();
    let games = |r: &Reply| {
        r.embed
            .as_ref()
            .and_then(|e| e.fields.iter().find(|f| f.name == "Games"))
            .map(|f| f.value.clone())
    };
    let r = run(
        &b,
        "random",
        &[("variant", t("chess960")), ("pair", Value::Bool(true))],
    );
    assert_eq!(
        games(&r).as_deref(),
        Some("a pair: play it twice, colours swapped")
    );
    let e = r.embed.as_ref().unwrap();
    let code = e
        .fields
        .iter()
        .find(|f| f.name == "Replay")
        .unwrap()
        .value
        .trim_matches('`')
        .to_owned();
    assert!(code.starts_with("960-p6s-"), "{code}");
    let replayed = run(&b, "replay", &[("code", t(&code))]);
    assert_eq!(
        games(&replayed).as_deref(),
        Some("a pair: play it twice, colours swapped")
    );
    let rolled = code
        .parse::<crate::core::replay::ReplayCode>()
        .unwrap()
        .roll()
        .unwrap();
    let view = b
        .app()
        .views()
        .roll(&rolled, ThrownWith::ReplayCode, None, Lang::En);
    let record = crate::app::view::text::roll(&view);
    // The record says it in the reply's own words.
    assert!(
        record
            .lines()
            .any(|l| l.starts_with("Games ")
                && l.ends_with(" a pair: play it twice, colours swapped")),
        "{record}"
    );

    assert_eq!(
        games(&run(&b, "random", &[("variant", t("chess960"))])),
        None
    );
    run(
        &b,
        "settings",
        &[("subcommand", t("set")), ("pairs", Value::Bool(true))],
    );
    assert!(games(&run(&b, "random", &[("variant", t("chess960"))])).is_some());
    let single = run(
        &b,
        "random",
        &[("variant", t("chess960")), ("pair", Value::Bool(false))],
    );
    assert_eq!(games(&single), None);
}

/// The record a reply's embed names in its first field, read back.
fn saved_roll(b: &Arc<Bot>, e: &crate::discord::reply::Embed) -> (i64, crate::store::NewRoll) {
    let id: i64 = e.fields[0].value.trim_start_matches('#').parse().unwrap();
    let saved = rt()
        .block_on(b.app().store().roll(id))
        .unwrap()
        .unwrap()
        .roll;
    (id, saved)
}

#[test]
fn every_roll_is_saved_and_its_record_shown_by_number() {
    let b = bot();
    let r = run(
        &b,
        "random",
        &[
            ("variant", t("960")),
            ("method", t("number")),
            ("dice", t("coin")),
            ("rolls", t("HHTTTTHTTH")),
        ],
    );
    let e = r.embed.unwrap();
    assert_eq!(e.fields[0].name, "Record");
    let (id, saved) = saved_roll(&b, &e);
    assert_eq!(saved.replay_code, "960-nc-hhtttthtth-v");
    assert_eq!((saved.number, saved.kind), (777, RollKind::Random));
    assert_eq!(saved.who, Caller::console().who);
    assert_eq!(saved.source, KeptSource::of(SourceKind::Typed));
    // /record shows it again, with its image.
    let r = run(&b, "record", &[("id", Value::Integer(id))]);
    assert!(
        r.content
            .unwrap()
            .starts_with(&format!("Record #{id}: random by console"))
    );
    assert_eq!(r.embed.unwrap().title, "Chess960 (Fischer Random) · SP 777");
    assert_eq!(r.files[0].name, "board.png");
    // Full record, by the id the button carries.
    let full = rt().block_on(b.handle(
        Action::FullRecord(RecordKey::Numbered(Scope::Guild(1), id)),
        &Caller::console(),
        &|_| {},
    ));
    assert!(full.ephemeral);
    assert_eq!(full.files[0].name, "record.txt");
    assert!(
        String::from_utf8(full.files[0].bytes.clone())
            .unwrap()
            .contains("SP 777")
    );
    // A number that is not a record says so.
    let r = run(&b, "record", &[("id", Value::Integer(999))]);
    assert!(r.ephemeral && r.content.unwrap().contains("there is no record #999"));
}

/// `/replay` carries a "Full record" button, as a saved roll does; its
/// press gives the whole record as a file.
#[test]
fn a_replayed_roll_has_a_full_record_button() {
    let b = bot();
    let code = "960-nc-hhtttthtth-v";
    let r = run(&b, "replay", &[("code", t(code))]);
    let full = r
        .buttons
        .iter()
        .find(|button| button.label == "Full record")
        .unwrap_or_else(|| panic!("no Full record button: {:?}", r.buttons));
    let ButtonKind::Action(id) = &full.kind else {
        panic!("{full:?}")
    };
    let pressed = rt().block_on(b.handle(
        Action::from_button(id).unwrap(),
        &Caller::console(),
        &|_| {},
    ));
    assert!(pressed.ephemeral);
    assert_eq!(
        pressed.content.as_deref(),
        Some(&*format!("Full record of `{code}`:"))
    );
    let text = String::from_utf8(pressed.files[0].bytes.clone()).unwrap();
    assert!(
        text.contains("SP 777") && text.contains("the throws in its replay code"),
        "{text}"
    );
}

#[test]
fn full_record_buttons_on_older_messages_still_work() {
    let r = rt().block_on(bot().handle(
        Action::FullRecordOfCode("960-nc-hhtttthtth-v".into()),
        &Caller::console(),
        &|_| {},
    ));
    assert!(r.ephemeral);
    assert_eq!(r.files[0].name, "record.txt");
    let text = String::from_utf8(r.files[0].bytes.clone()).unwrap();
    assert!(text.contains("SP 777"));
}

/// Every variant and method, seeded, in every language, with an image and
/// as text only: the reply always fits Discord's limits without cutting,
/// the key facts are in the message's text, nothing is left unfilled, and
/// a record too long to show travels as record.txt.
#[test]
fn every_reply_fits_discords_limits() {
    let b = bot();
    let rt = rt();
    for v in Variant::ALL {
        for m in v.methods() {
            for die in [Die::Coin, Die::D6] {
                let mut source = backrank_os_rng::SeededSource::new(&format!("{v}{die}"));
                let spec = RollSpec::new(v, m, die);
                let roll = rt.block_on(roll::draw(spec, &mut source, |_| {})).unwrap();
                for lang in Lang::ALL {
                    let message = |text_only: bool| {
                        let look = Look {
                            text_only,
                            lang,
                            ..b.app().boards().default_look()
                        };
                        let shown = Shown {
                            source: ThrownWith::Kept(&KeptSource::of(SourceKind::Os)),
                            again: None,
                            record: Some(RecordRef {
                                id: 1,
                                scope: Scope::Guild(1),
                                record_no: 1,
                            }),
                            visibility: Visibility::Public,
                            // The longest "Play on lichess" id there is.
                            play: Some(crate::app::play::game::Occasion::Round {
                                event: i64::MAX,
                                round: u32::MAX,
                            }),
                        };
                        rt.block_on(roll_message(b.app(), &roll, shown, &look))
                            .unwrap()
                    };
                    let what = format!("{v} {} {die} {lang}", m.method);
                    fits(&roll, message(false), lang, &what);
                    fits_as_text(&roll, message(true), lang, &what);
                }
            }
        }
    }
}

/// Every text a reply shows, for the check that nothing is left unfilled.
fn all_text(r: &Reply) -> String {
    let mut all = r.content.clone().unwrap_or_default();
    if let Some(e) = &r.embed {
        all += &format!("{}{}{:?}", e.title, e.description, e.footer);
        for f in &e.fields {
            all += &format!("{}{}", f.name, f.value);
        }
    }
    for f in &r.files {
        all += f.description.as_deref().unwrap_or_default();
    }
    for button in &r.buttons {
        all += &button.label;
    }
    all
}

fn filled_in(r: &Reply, what: &str) {
    let all = all_text(r);
    assert!(!all.contains("{$") && !all.contains("{ $"), "{what}: {all}");
    for f in &r.files {
        let alt = f.description.as_deref().unwrap_or_default();
        assert!(alt.chars().count() <= limits::ALT_TEXT, "{what}");
    }
    for button in &r.buttons {
        assert!(
            button.label.chars().count() <= 80,
            "{what}: {}",
            button.label
        );
    }
}

fn fits(roll: &Roll, r: Reply, lang: Lang, what: &str) {
    let v = roll.spec.variant;
    let summary = record_markdown(&steps(&roll.steps, v, lang));
    let white = roll.position.home_rank_letters(Color::White);
    filled_in(&r, what);
    let facts = r.content.clone().unwrap();
    assert!(facts.chars().count() <= limits::CONTENT, "{what}");
    assert!(facts.contains(&format!("`{white}`")), "{what}: {facts}");
    assert!(facts.contains(&roll.replay_code()), "{what}: {facts}");
    let board = r.files.iter().find(|f| f.name == "board.png").unwrap();
    let alt = board.description.as_deref().unwrap();
    assert!(alt.starts_with(&heading(&roll.position)), "{what}: {alt}");
    let r = r.fit();
    let e = r.embed.as_ref().unwrap();
    assert!(e.text_len() <= limits::EMBED_TOTAL, "{what}");
    assert!(e.description.chars().count() <= limits::DESCRIPTION);
    let attached = r.files.iter().any(|f| f.name == "record.txt");
    assert_eq!(attached, e.description != summary, "{what}");
}

fn fits_as_text(roll: &Roll, t: Reply, lang: Lang, what: &str) {
    let v = roll.spec.variant;
    let summary = record_markdown(&steps(&roll.steps, v, lang));
    filled_in(&t, what);
    let text = t.content.clone().unwrap();
    assert!(text.chars().count() <= limits::CONTENT, "{what}: {text}");
    assert!(t.embed.is_none(), "{what}");
    assert!(t.files.iter().all(|f| f.name == "record.txt"), "{what}");
    assert!(text.contains(&roll.position.diagram()), "{what}");
    let white = roll.position.home_rank_letters(Color::White);
    assert!(
        text.contains(&roll.replay_code()) && text.contains(&white),
        "{what}"
    );
    let attached = t.files.iter().any(|f| f.name == "record.txt");
    assert_eq!(attached, !text.contains(&summary), "{what}");
}

#[test]
fn the_names_players_use_roll_their_variant() {
    let bot = bot();
    for (name, title) in [
        ("janggi", "Korean Random (Janggi)"),
        ("capablanca", "Capablanca Random Chess"),
    ] {
        let r = run(&bot, "random", &[("variant", t(name))]);
        assert!(!r.ephemeral, "{name}: {:?}", r.content);
        let e = r.embed.unwrap();
        assert!(e.title.starts_with(title), "{name}: {}", e.title);
    }
}

/// A server whose default source is the tower, on a bot that no longer
/// has one: a plain /random says where the tower came from and what to do,
/// not to leave `source` empty (it is).
#[test]
fn a_default_tower_the_bot_no_longer_has_is_explained() {
    let bot = bot();
    let server = crate::store::GuildSettings {
        source: crate::store::RollSource::Tower,
        ..crate::store::GuildSettings::default()
    };
    rt().block_on(
        bot.app()
            .store()
            .change_guild_settings(1, Default::default(), server),
    )
    .unwrap();
    let r = run(&bot, "random", &[("variant", t("chess960"))]);
    assert!(r.ephemeral);
    let text = r.content.unwrap();
    assert!(
        text.contains("rolls with the dice tower by default")
            && text.contains("/settings set source:os"),
        "{text}"
    );
    let r = run(
        &bot,
        "random",
        &[("variant", t("chess960")), ("source", t("os"))],
    );
    assert!(!r.ephemeral, "{:?}", r.content);
}

/// `/fairness method:all` was refused though the CLI takes `all`: now one
/// embed carries every method's expected throws (and with `dice:all`,
/// every device's), marking what is not uniform, with the figures the
/// audit gives.
#[test]
fn fairness_audits_every_method_and_every_device_at_once() {
    let b = bot();
    let r = run(
        &b,
        "fairness",
        &[
            ("variant", t("chess960")),
            ("method", t("all")),
            ("dice", t("coin")),
        ],
    );
    let e = r.embed.unwrap();
    assert_eq!(e.title, "Fairness · chess960 · every method");
    for (method, cell) in [
        ("placement", "14.80"),
        ("king-first", "11.50*"),
        ("number", "10.27"),
        ("pawns", "18.51"),
    ] {
        let row = e
            .description
            .lines()
            .find(|l| l.starts_with(method))
            .unwrap_or_else(|| panic!("no row for {method}: {}", e.description));
        assert!(row.trim_end().ends_with(cell), "{row}");
    }
    assert!(
        e.description.contains("Not uniform: king-first"),
        "{}",
        e.description
    );

    let r = run(
        &b,
        "fairness",
        &[
            ("variant", t("crc")),
            ("method", t("all")),
            ("dice", t("all")),
        ],
    );
    let e = r.embed.unwrap();
    let header = e
        .description
        .lines()
        .find(|l| l.starts_with("method"))
        .unwrap();
    for d in Die::ALL {
        assert!(header.contains(d.name()), "{header}");
    }
    assert!(e.description.chars().count() <= crate::discord::limits::DESCRIPTION);
    for m in Variant::Crc.methods() {
        assert!(
            e.description.lines().any(|l| l.starts_with(m.method.id())),
            "{}",
            e.description
        );
    }
}

/// Janggi's key line speaks of Cho (and Han, in its words), shows Cho's
/// whole home rank with the fixed advisors and the general's empty point,
/// and gives its letters a key; chess keeps White and Black.
#[test]
fn janggi_speaks_of_cho_and_shows_its_whole_home_rank() {
    let bot = bot();
    let facts = run(&bot, "random", &[("variant", t("janggi"))])
        .content
        .unwrap();
    assert!(!facts.contains("White"), "{facts}");
    let row = facts
        .split("· Cho `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .unwrap_or_else(|| panic!("no Cho row in {facts}"));
    let points: Vec<char> = row.chars().collect();
    assert_eq!(points.len(), 9, "{row}");
    assert_eq!((points[3], points[4], points[5]), ('A', '·', 'A'), "{row}");
    assert!(
        facts.contains("(R chariot, N horse, B elephant, A advisor)"),
        "{facts}"
    );
    let chess = run(&bot, "random", &[("variant", t("chess960"))])
        .content
        .unwrap();
    assert!(
        chess.contains("· White `") && !chess.contains("chariot"),
        "{chess}"
    );
    let v = crate::core::variant::Variant::KoreanRandom;
    assert_eq!(side_word(v, Color::Black, Lang::En), "Han");
    assert_eq!(side_word(v, Color::White, Lang::Ko), "초");
}

/// `/stats` after 15 rolls (within the rate limit): the counts, a test per followed piece and per
/// source, a chart with alt text that gives its numbers; a bad period is
/// refused naming the option; no rolls says so.
#[test]
fn stats_count_the_rolls_made_here_with_a_chart() {
    let bot = bot();
    let empty = run(&bot, "stats", &[]);
    assert!(
        empty
            .embed
            .unwrap()
            .description
            .starts_with("No rolls in this period")
    );
    for _ in 0..15 {
        let r = run(&bot, "random", &[("variant", t("chess960"))]);
        assert!(r.embed.is_some(), "{:?}", r.content);
    }
    let r = run(&bot, "stats", &[("days", Value::Integer(7))]);
    assert!(!r.ephemeral);
    let e = r.embed.unwrap();
    assert_eq!(e.title, "Rolls in this server · last 7 days");
    assert!(
        e.description
            .starts_with("15 rolls. Variants: chess960 15."),
        "{}",
        e.description
    );
    assert!(e.fields[0].name.contains("Chess960"), "{:?}", e.fields[0]);
    assert!(
        e.fields[0].value.starts_with("15 counted: chi-square "),
        "{}",
        e.fields[0].value
    );
    assert!(e.fields.iter().any(|f| f.name.starts_with("Faces · ")));
    assert_eq!(e.image.as_deref(), Some("stats.png"));
    assert_eq!(&r.files[0].bytes[1..4], b"PNG");
    let alt = r.files[0].description.as_deref().unwrap();
    assert!(
        alt.starts_with("Bar chart of ") && alt.contains("b "),
        "{alt}"
    );
    let refused = run(&bot, "stats", &[("days", Value::Integer(0))]);
    assert!(refused.ephemeral);
    assert!(
        refused
            .content
            .unwrap()
            .contains("`days` must be from 1 to 3653, not 0")
    );
}

/// `/random source:beacon` rolls from the first round of the server's
/// chain published after the asking (a live test chain here, signing a
/// round a second, served by a stand-in relay): the record keeps the
/// chain and round, and its throws are that round's draw, checked
/// offline from the round's signature. With no relay to ask, the person
/// is told to try again or use another source.
#[cfg(feature = "beacon")]
#[test]
fn a_beacon_roll_is_the_draw_of_the_first_round_after_the_asking() {
    use backrank_beacon::testing::dead_relay;

    let (test, relays, mut settings) = live_beacon();
    let chain = test.chain();
    let b = Arc::new(Bot::new(settings.clone(), temp_store()).unwrap());
    let asked = jiff::Timestamp::now().as_second().unsigned_abs();
    let r = run(
        &b,
        "random",
        &[("variant", t("960")), ("source", t("beacon"))],
    );
    let e = r.embed.unwrap();
    let (_, saved) = saved_roll(&b, &e);
    assert_eq!(saved.source.kind, SourceKind::Beacon);
    let device = saved.source.device.clone().unwrap();
    let round: u64 = device.strip_prefix("club-test:").unwrap().parse().unwrap();
    // Not a round anyone could have read when the roll was asked for.
    assert!(
        round > chain.round_at(asked),
        "{round} vs {}",
        chain.round_at(asked)
    );
    let source = e.fields.iter().find(|f| f.name == "Source").unwrap();
    let published = crate::app::source::beacon::published_at(chain, round);
    assert_eq!(
        source.value,
        format!(
            "drand beacon round {round} (club-test), published at {} UTC",
            published.strftime("%Y-%m-%d %H:%M:%S")
        )
    );
    // The throws are the round's draw for "roll", and nothing else.
    let code: crate::core::replay::ReplayCode = saved.replay_code.parse().unwrap();
    let roll = code.roll().unwrap();
    let draw = crate::app::source::beacon::draw_offline(chain, test.sign(round), "roll").unwrap();
    rt().block_on(crate::app::source::beacon::check_roll(&roll, draw))
        .unwrap();
    let other =
        crate::app::source::beacon::draw_offline(chain, test.sign(round + 1), "roll").unwrap();
    assert!(
        rt().block_on(crate::app::source::beacon::check_roll(&roll, other))
            .is_err()
    );

    // No relay: a fault of the source, said as such, and nothing saved.
    settings.beacon.relays = vec![relays.block_on(dead_relay())];
    let b = Arc::new(Bot::new(settings, temp_store()).unwrap());
    let r = run(
        &b,
        "random",
        &[("variant", t("960")), ("source", t("beacon"))],
    );
    assert!(r.ephemeral);
    assert!(
        r.content
            .unwrap()
            .contains("drand's beacon could not be read just now"),
    );
}

/// A live test chain signing a round a second, a stand-in relay serving
/// it (on the runtime returned, which must outlive the test), and
/// settings whose `[beacon]` chain it is.
#[cfg(feature = "beacon")]
fn live_beacon() -> (
    Arc<backrank_beacon::testing::TestChain>,
    tokio::runtime::Runtime,
    Settings,
) {
    use backrank_beacon::testing::{TestChain, live_relay};

    let now = jiff::Timestamp::now().as_second().unsigned_abs();
    let test = Arc::new(TestChain::new("club-test", "bot test", now - 100, 1));
    let relays = rt();
    let url = relays.block_on(live_relay(test.clone()));
    let mut settings = Settings::load(None).unwrap();
    let chain = test.chain();
    settings.beacon.chain = "club-test".into();
    settings.beacon.relays = vec![url];
    settings.beacon.chains.insert(
        "club-test".into(),
        crate::app::settings::ChainSettings {
            hash: chain.hash_hex(),
            public_key: hex::encode(&chain.public_key),
            scheme: chain.scheme.id().into(),
            genesis_time: chain.genesis_time,
            period: chain.period,
        },
    );
    (test, relays, settings)
}

/// A server whose default source is the beacon gets its daily challenge
/// from the first round after the post's time.
#[cfg(feature = "beacon")]
#[test]
fn a_daily_challenge_on_a_beacon_server_is_a_rounds_draw() {
    let (test, _relays, settings) = live_beacon();
    let b = Arc::new(Bot::new(settings, temp_store()).unwrap());
    let guild = GuildSettings {
        source: crate::store::RollSource::Beacon,
        ..GuildSettings::default()
    };
    let place = crate::daily::post::Place {
        guild_id: 7,
        channel_id: 8,
    };
    let asked = jiff::Timestamp::now().as_second().unsigned_abs();
    let store = b.app().store();
    let record = rt()
        .block_on(crate::daily::post::roll(
            b.app(),
            Variant::Chess960,
            place,
            &guild,
            async |new| store.save_roll(new).await,
        ))
        .unwrap();
    let saved = rt()
        .block_on(b.app().store().roll(record.id))
        .unwrap()
        .unwrap()
        .roll;
    assert_eq!(saved.kind, RollKind::Daily);
    assert_eq!(saved.source.kind, SourceKind::Beacon);
    let round: u64 = saved
        .source
        .device
        .unwrap()
        .strip_prefix("club-test:")
        .unwrap()
        .parse()
        .unwrap();
    assert!(round > test.chain().round_at(asked));
}

/// The system's clock, moved by some seconds.
#[cfg(feature = "beacon")]
struct Offset(i64);

#[cfg(feature = "beacon")]
impl crate::app::clock::Clock for Offset {
    fn now(&self) -> jiff::Timestamp {
        jiff::Timestamp::now() + jiff::SignedDuration::from_secs(self.0)
    }
}

/// A beacon roll on an app whose clock is `offset` seconds off: the
/// fault's detail for the log, and what the person reads.
#[cfg(feature = "beacon")]
fn beacon_roll_with_clock_off_by(offset: i64) -> (String, String) {
    let (_test, _relays, settings) = live_beacon();
    let app = crate::app::App::new(settings, temp_store())
        .unwrap()
        .with_clock(Arc::new(Offset(offset)));
    let spec = RollSpec::new(
        Variant::Chess960,
        Variant::Chess960.default_method(),
        Die::D6,
    );
    let roller = app.rolls().roller();
    let made = roller.roll(
        spec,
        crate::app::rolls::roller::Throws::BeaconNext,
        &|_| {},
        Lang::En,
    );
    let e = rt().block_on(made).unwrap_err();
    (e.detail().unwrap(), e.user_text(Lang::En))
}

/// A clock running ahead of the chain's: the round it names never comes
/// out in time, and the person is told the roll failed while the log
/// says why (the chain's newest round, the clock's lead).
#[cfg(feature = "beacon")]
#[test]
fn a_clock_ahead_of_the_chain_is_named() {
    let (detail, said) = beacon_roll_with_clock_off_by(30);
    assert!(
        detail.contains("should be out by this machine's clock, but the chain's newest round is"),
        "{detail}"
    );
    let lead: u64 = detail
        .split("this machine's clock is about ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{detail}"));
    assert!((25..=31).contains(&lead), "{detail}");
    assert!(said.starts_with("drand's beacon could not be read just now"));
}

/// A clock running behind the chain's would pick a round already out,
/// which people could have known: refused, never rolled.
#[cfg(feature = "beacon")]
#[test]
fn a_clock_behind_the_chain_picks_no_public_round() {
    let (detail, said) = beacon_roll_with_clock_off_by(-30);
    assert!(
        detail.contains("was already out when it was asked for, so it is not a round nobody knew"),
        "{detail}"
    );
    assert!(said.starts_with("drand's beacon could not be read just now"));
}

/// `/NAME …` by a manager of server 500 on `bot`.
fn as_manager(bot: &Arc<Bot>, name: &str, opts: &[(&str, Value)]) -> Reply {
    let opts: Vec<(String, Value)> = opts
        .iter()
        .map(|(n, v)| ((*n).to_owned(), v.clone()))
        .collect();
    let cmd = Command::parse(name, &opts).unwrap();
    let manager = crate::bot::commands::test_server::manager();
    rt().block_on(bot.handle(Action::Command(cmd), &manager, &|_| {}))
}

/// `/event SUB …` by a manager of server 500 on `bot`.
fn event_as_manager(bot: &Arc<Bot>, sub: &str, opts: &[(&str, Value)]) -> Reply {
    let mut opts = opts.to_vec();
    opts.insert(0, (crate::bot::options::SUBCOMMAND, t(sub)));
    as_manager(bot, "event", &opts)
}

/// The value of a roll reply's fact `name`.
fn fact(r: &Reply, name: &str) -> Option<String> {
    let e = r.embed.as_ref()?;
    let f = e.fields.iter().find(|f| f.name == name)?;
    Some(f.value.clone())
}

/// Every revealed round of an event is kept as a roll of the server's: its
/// message shows its record number, `/record` finds it as an event round,
/// `/stats source:seed` counts it; two reveals at once keep one roll.
#[test]
fn an_events_revealed_rounds_are_kept_as_the_servers_rolls() {
    let bot = bot();
    let r = event_as_manager(
        &bot,
        "start",
        &[
            ("name", t("Club Open")),
            ("rounds", Value::Integer(4)),
            ("variant", t("chess960")),
        ],
    );
    assert!(r.embed.is_some(), "{}", all_text(&r));
    let seeded = || all_text(&as_manager(&bot, "stats", &[("source", t("seed"))]));
    assert!(
        seeded().contains("No rolls in this period yet"),
        "{}",
        seeded()
    );
    let mut numbers = Vec::new();
    for round in 1..=3 {
        let r = event_as_manager(&bot, "next", &[("name", t("Club Open"))]);
        let text = all_text(&r);
        assert!(text.contains(&format!("round {round} of 4")), "{text}");
        numbers.push(fact(&r, "Record").unwrap_or_else(|| panic!("no record: {text}")));
        assert!(
            r.buttons
                .iter()
                .any(|b| matches!(&b.kind, ButtonKind::Action(id) if id.starts_with("rec|"))),
            "{:?}",
            r.buttons
        );
    }
    assert_eq!(numbers, ["#1", "#2", "#3"]);
    let record = all_text(&as_manager(&bot, "record", &[("id", Value::Integer(2))]));
    assert!(record.contains("Record #2: event round by Mo"), "{record}");
    assert!(seeded().contains("3 rolls."), "{}", seeded());

    // The last round asked for twice at once: one reveal, one roll.
    let both = std::thread::scope(|s| {
        let racers: Vec<_> = (0..2)
            .map(|_| s.spawn(|| event_as_manager(&bot, "next", &[("name", t("Club Open"))])))
            .collect();
        racers
            .into_iter()
            .map(|r| r.join().unwrap())
            .collect::<Vec<_>>()
    });
    let kept: Vec<String> = both.iter().filter_map(|r| fact(r, "Record")).collect();
    assert_eq!(
        kept,
        ["#4"],
        "{:?}",
        both.iter().map(all_text).collect::<Vec<_>>()
    );
    assert!(seeded().contains("4 rolls."), "{}", seeded());
}

/// The beacon rounds kept for server 500's event `name`.
#[cfg(feature = "beacon")]
fn kept_beacon(store: &Arc<dyn Store>, name: &str) -> (i64, crate::store::EventBeacon) {
    let e = rt()
        .block_on(store.event(500, name.into()))
        .unwrap()
        .unwrap();
    (e.id, e.event.beacon.unwrap())
}

/// A beacon event's round is fixed before anything is fetched, and only
/// then: with no relay, a clock behind the chain's or one stepped back
/// since the start, nothing is fixed;
/// a round fixed and then not fetched stays fixed, and the next `/event
/// next` reveals that same round, even once it is long out; a kept round
/// that breaks the published rule (the store changed) is refused.
#[cfg(feature = "beacon")]
#[test]
fn a_beacon_events_round_is_fixed_once_and_a_retry_reveals_that_round() {
    use crate::store::FixedRound;
    use backrank_beacon::testing::dead_relay;

    let (test, relays, settings) = live_beacon();
    let chain = test.chain();
    let store = temp_store();
    let live = Arc::new(Bot::new(settings.clone(), store.clone()).unwrap());
    let mut down = settings.clone();
    down.beacon.relays = vec![relays.block_on(dead_relay())];
    let down = Arc::new(Bot::new(down, store.clone()).unwrap());
    let behind = Arc::new(Bot::from_app(
        crate::app::App::new(settings, store.clone())
            .unwrap()
            .with_clock(Arc::new(Offset(-30))),
    ));
    let start_on = |bot: &Arc<Bot>, name: &str| {
        let r = event_as_manager(
            bot,
            "start",
            &[
                ("name", t(name)),
                ("rounds", Value::Integer(3)),
                ("variant", t("960")),
                ("draw", t("beacon")),
            ],
        );
        assert!(r.content.unwrap().contains("nobody can know"));
    };
    let next = |bot: &Arc<Bot>, name: &str| {
        let r = event_as_manager(bot, "next", &[("name", t(name))]);
        all_text(&r)
    };
    start_on(&live, "Night");
    // Started by the clock behind: its "next" round is already out.
    start_on(&behind, "Early");

    for (bot, name, why) in [
        (&down, "Night", "no relay"),
        (&behind, "Night", "a clock stepped back since the start"),
        (&behind, "Early", "a clock behind the chain's"),
    ] {
        let said = next(bot, name);
        assert!(said.contains("no beacon round was fixed"), "{why}: {said}");
        let blames_the_clock = said.contains("set the clock right (NTP)");
        assert_eq!(blames_the_clock, why.contains("clock"), "{why}: {said}");
        assert!(kept_beacon(&store, name).1.fixed.is_empty(), "{why}");
    }

    // Fixed as /event next fixes it, then the relays went down.
    let (id, was) = kept_beacon(&store, "Night");
    let now = jiff::Timestamp::now().as_second();
    let round = chain.first_round_after(now.unsigned_abs());
    let mut with = was.clone();
    with.fixed.push(FixedRound {
        beacon_round: round,
        fixed_at: now,
        signature: None,
        previous_signature: None,
    });
    assert!(
        rt().block_on(store.change_event_beacon(id, was, with))
            .unwrap()
    );
    let said = next(&down, "Night");
    assert!(
        said.contains(&format!("round {round} of drand's club-test beacon"))
            && said.contains("`/event next` again reveals this same round"),
        "{said}"
    );
    let said = next(&live, "Night");
    assert!(
        said.contains(&format!("Beacon round: `club-test:{round}`")),
        "{said}"
    );
    let (_, kept) = kept_beacon(&store, "Night");
    let signature = kept.fixed[0].signature.clone().unwrap();
    assert_eq!(signature, hex::encode(test.sign(round).signature));
    // Kept as the server's first roll, drawn from that beacon round.
    let server = Scope::of(&crate::bot::commands::test_server::manager().who);
    let first = rt().block_on(store.record(server, 1)).unwrap().unwrap();
    assert_eq!(first.roll.kind, RollKind::Event);
    assert_eq!(first.roll.source.kind, SourceKind::Beacon);
    assert_eq!(first.roll.source.device, Some(format!("club-test:{round}")));

    // Round 2 "fixed" to a round already out when it was fixed: forged.
    let (id, was) = kept_beacon(&store, "Night");
    let mut forged = was.clone();
    forged.fixed.push(FixedRound {
        beacon_round: round - 5,
        fixed_at: now,
        signature: None,
        previous_signature: None,
    });
    assert!(
        rt().block_on(store.change_event_beacon(id, was, forged))
            .unwrap()
    );
    let said = next(&live, "Night");
    assert!(
        said.contains("breaks the rule published at the start"),
        "{said}"
    );
    let e = rt()
        .block_on(store.event(500, "Night".into()))
        .unwrap()
        .unwrap();
    assert_eq!(e.revealed, 1, "nothing revealed");
}

/// `/settings set source:beacon` while drand's beacon does not answer is
/// saved, and says so with why; with a beacon that answers, nothing more
/// is said (issue 51: it was saved with no word).
#[cfg(feature = "beacon")]
#[test]
fn choosing_the_beacon_while_it_does_not_answer_is_saved_with_a_word() {
    use backrank_beacon::testing::dead_relay;

    let (_test, relays, mut settings) = live_beacon();
    let live = Arc::new(Bot::new(settings.clone(), temp_store()).unwrap());
    let set = [("subcommand", t("set")), ("source", t("beacon"))];
    let said = run(&live, "settings", &set);
    let text = said.content.unwrap_or_default();
    assert!(!text.contains("does not answer"), "{text}");
    settings.beacon.relays = vec![relays.block_on(dead_relay())];
    let down = Arc::new(Bot::new(settings, temp_store()).unwrap());
    let said = run(&down, "settings", &set);
    let text = said.content.clone().unwrap_or_default();
    assert!(
        text.starts_with("⚠️ Saved, but drand's beacon does not answer just now ("),
        "{text}"
    );
    // Kept: the settings shown again name the beacon.
    let shown = run(&down, "settings", &[("subcommand", t("show"))]);
    let fields = shown.embed.unwrap().fields;
    assert!(
        fields.iter().any(|f| f.value.contains("beacon")),
        "{fields:?}"
    );
}
