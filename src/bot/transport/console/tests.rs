use std::io::Write;
use std::sync::Arc;

use super::*;
use crate::app::settings::Settings;
use crate::bot::Command;
use crate::bot::commands::{PositionArgs, ReplayArgs};

fn parse(line: &str) -> Result<Action, String> {
    parse_line(line, &mut World::new(None)).map_err(|e| e.to_string())
}

#[test]
fn lines_parse_like_discord_commands() {
    let a = parse(r#"/random chess960 dice:coin rolls:"H H T""#).unwrap();
    let Action::Command(Command::Random(args)) = a else {
        panic!("{a:?}")
    };
    assert_eq!(args.request.variant.as_deref(), Some("chess960"));
    assert_eq!(args.request.dice, Some(backrank_entropy::Die::Coin));
    assert_eq!(args.rolls.as_deref(), Some("H H T"));
    assert_eq!(
        parse("/position crc 12").unwrap(),
        Action::Command(Command::Position(PositionArgs {
            variant: "crc".into(),
            number: 12
        }))
    );
    assert_eq!(
        parse("/replay 960-nc-hhtttthtth-v").unwrap(),
        Action::Command(Command::Replay(ReplayArgs {
            code: "960-nc-hhtttthtth-v".into()
        }))
    );
}

/// Options whose names hold an underscore are read like any other.
#[test]
fn option_names_with_underscores_are_options() {
    let a = parse("/settings set exclude_standard:true log_channel:<#100> pairs:false").unwrap();
    let Action::Command(Command::Settings(crate::bot::commands::SettingsCommand::Set(change))) = a
    else {
        panic!("{a:?}")
    };
    let (exclude_standard, log_channel, pairs) = (
        change.roll.exclude_standard,
        change.log_channel,
        change.roll.pair,
    );
    assert_eq!(
        (exclude_standard, log_channel, pairs),
        (Some(true), Some(100), Some(false))
    );
    let a = parse("/prefs set text_only:true").unwrap();
    assert!(format!("{a:?}").contains("text_only: Some(true)"), "{a:?}");
}

#[test]
fn bad_lines_say_what_is_wrong_and_what_was_meant() {
    let said = |line: &str| parse(line).unwrap_err();
    assert!(said("random chess960").contains("start with /"));
    assert!(said("/random chess960 coin").contains("dice:coin"));
    assert!(said(r#"/random "chess960"#).contains("quote"));
    assert!(said("/position crc x").contains("`number` takes a whole number, not 'x'"));
    assert!(parse("").is_err());
    assert_eq!(
        said("/randon chess960"),
        "there is no /randon: did you mean /random? /help lists every command"
    );
    let dic = said("/random chess960 dic:coin");
    assert!(
        dic.starts_with("/random has no option 'dic': did you mean dice?"),
        "{dic}"
    );
    assert!(said("/settings sett public:true").contains("did you mean /settings set?"));
    assert!(said("/settings").contains("/settings needs one of: "));
    assert!(
        said("/settings set public:maybe").contains("`public` takes true or false, not 'maybe'")
    );
    assert!(said("/random chess960 dice:coin dice:d6").contains("given twice"));
    // What to type, for a name written with dashes and a value with spaces
    // typed without quotes (issue 51).
    assert_eq!(
        said("/settings set exclude-standard:true"),
        "'exclude-standard:true': option names are written with underscores: \
         exclude_standard:true"
    );
    assert_eq!(
        said("/event start name:Club Open"),
        "'Open' follows name:Club: a value with spaces goes in quotes, like name:\"Club Open\""
    );
    // A bare word still fills the next positional option not named.
    assert!(parse("/random dice:coin chess960").is_ok());
    assert!(said("/daily off channel:chess").contains("a channel, like #chess"));
}

#[test]
fn booleans_channels_people_and_files_read_as_discord_sends_them() {
    for (typed, public) in [
        ("True", true),
        ("yes", true),
        ("FALSE", false),
        ("off", false),
    ] {
        let a = parse(&format!("/settings set public:{typed}")).unwrap();
        let Action::Command(Command::Settings(s)) = a else {
            panic!("{a:?}")
        };
        assert!(
            format!("{s:?}").contains(&format!("public: Some({public})")),
            "{s:?}"
        );
    }
    let mut world = World::new(None);
    let off = parse_line("/daily off channel:#chess", &mut world).unwrap();
    assert!(format!("{off:?}").contains("channel: Some(100)"), "{off:?}");
    let off = parse_line("/daily off channel:<#100>", &mut world).unwrap();
    assert!(format!("{off:?}").contains("channel: Some(100)"), "{off:?}");
    let along = parse_line("/roll-along chess960 witnesses:\"@Bob @Cleo\"", &mut world).unwrap();
    assert!(format!("{along:?}").contains("<@2> <@3>"), "{along:?}");

    let tmp = tempfile::Builder::new()
        .prefix("backrank-console-file-")
        .tempdir()
        .unwrap();

    let dir = tmp.path().to_path_buf();
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("club.toml");
    std::fs::write(&path, "id = \"x\"").unwrap();
    let add = parse_line(&format!("/variant add file:{}", path.display()), &mut world).unwrap();
    let Action::Command(Command::Variant(v)) = add else {
        panic!("{add:?}")
    };
    assert!(
        format!("{v:?}").contains("name: \"club.toml\", size: 8"),
        "{v:?}"
    );
    let missing = parse_line("/variant add file:/no/such/club.toml", &mut world)
        .unwrap_err()
        .to_string();
    assert!(
        missing.starts_with("`file`: cannot read /no/such/club.toml"),
        "{missing}"
    );
}

/// The console run as a person would: every line's answer in order.
fn session(lines: &[&str]) -> String {
    session_in(lines, None)
}

/// [`session`] for a person who reads `lang`.
fn session_in(lines: &[&str], lang: Option<Lang>) -> String {
    let bot = Arc::new(
        Bot::new(
            Settings::load(None).unwrap(),
            crate::bot::tests::temp_store(),
        )
        .unwrap(),
    );
    let tmp = tempfile::Builder::new()
        .prefix("backrank-console-run-")
        .tempdir()
        .unwrap();
    let dir = tmp.path().to_path_buf();
    let input = lines.join("\n");
    let mut out = Vec::new();
    let place = Place {
        dir,
        prompt: false,
        lang,
        zone: jiff::tz::TimeZone::UTC,
    };
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(run(bot, std::io::Cursor::new(input), &mut out, place));
    String::from_utf8(out).unwrap()
}

/// A reply's fields read as the person's language writes a label and its
/// value: French puts a space before the colon (issue 59).
#[test]
fn fields_are_written_as_the_readers_language_writes_them() {
    let said = session_in(&["/settings show"], Some(Lang::Fr));
    assert!(said.contains("Temps d'étude des tournois : "), "{said}");
    let said = session(&["/settings show"]);
    assert!(said.contains("Study time in events: "), "{said}");
}

/// The number of the button labelled `label` in the console's text.
fn button(text: &str, label: &str) -> String {
    let line = text
        .lines()
        .rev()
        .find(|l| l.contains(&format!("] {label}  (type /press")))
        .unwrap_or_else(|| panic!("no {label} in {text}"));
    line[1..line.find(']').unwrap()].to_owned()
}

#[test]
fn type_several_then_type_fills_the_form_even_after_a_private_error() {
    let start = session(&["/roll-along chess960 dice:d6"]);
    let several = button(&start, "Type several…");
    let out = session(&[
        "/roll-along chess960 dice:d6",
        &format!("/press {several}"),
        "/type 2 1 3",
        "/random nosuch",
        "/press 1",
    ]);
    assert!(out.contains("[form: "), "{out}");
    assert!(!out.contains("no form"), "{out}");
    assert!(out.contains("Throws so far: 2 1 3"), "{out}");
    assert!(out.contains("unknown variant"), "{out}");
    // The private error left the roll-along's message the one /press acts on.
    assert!(out.contains("Throws so far: 2 1 3 1"), "{out}");
}

#[test]
fn acting_as_a_member_meets_the_servers_permissions() {
    let out = session(&[
        "/as Bob",
        "/settings set public:false",
        "/as console",
        "/settings set public:false",
        "/who",
    ]);
    assert!(
        out.contains("Now typing as @Bob (id 2, a member)."),
        "{out}"
    );
    assert!(out.contains("Manage Server"), "{out}");
    assert!(out.contains("@Bob (id 2, member)"), "{out}");
    assert!(
        out.contains("@console (id 1, manager, typing now)"),
        "{out}"
    );
}

#[test]
fn help_lists_the_consoles_commands_and_every_slash_command() {
    let out = session(&["/help"]);
    for needle in [
        "/press N",
        "/as NAME",
        "/who",
        "#chess",
        "/random  ",
        "event list",
        "/variant  ",
    ] {
        assert!(out.contains(needle), "{needle} in {out}");
    }
}

/// `/variant add` takes a path, read and checked as an attachment is; the
/// variant then rolls on the console's server.
#[test]
fn a_variant_file_is_added_from_a_path_and_rolls() {
    let tmp = tempfile::Builder::new()
        .prefix("backrank-console-add-")
        .tempdir()
        .unwrap();
    let dir = tmp.path().to_path_buf();
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("small.toml");
    std::fs::write(
        &path,
        include_str!("../../../../fuzz/seeds/variant_file/small-random.toml"),
    )
    .unwrap();
    let big = dir.join("big.toml");
    std::fs::write(
        &big,
        "#".repeat(crate::core::variant::definition::MAX_FILE_BYTES + 10),
    )
    .unwrap();
    let out = session(&[
        &format!("/variant add file:{}", path.display()),
        "/random small-random",
        &format!("/variant add file:{}", big.display()),
    ]);
    assert!(out.contains("Small Random (6x6)"), "{out}");
    assert!(out.contains("== Small Random (6x6) · "), "{out}");
    assert!(out.contains("big.toml is "), "{out}");
}

/// What the console writes, watched: a test waits for words to appear.
#[derive(Clone, Default)]
struct Screen {
    text: Arc<std::sync::Mutex<Vec<u8>>>,
    written: Arc<tokio::sync::watch::Sender<usize>>,
}

impl Write for Screen {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.text.lock().unwrap().extend_from_slice(bytes);
        self.written.send_modify(|n| *n += bytes.len());
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Screen {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.text.lock().unwrap()).into_owned()
    }

    /// Waits until `what` has been written `times` times in all; the
    /// screen then.
    async fn wait_for(&self, what: &str, times: usize) -> String {
        let mut written = self.written.subscribe();
        let seen = written.wait_for(|_| self.text().matches(what).count() >= times);
        match tokio::time::timeout(std::time::Duration::from_secs(60), seen).await {
            Ok(Ok(_)) => self.text(),
            _ => panic!("'{what}' never appeared {times} times: {}", self.text()),
        }
    }
}

/// A night planned a minute ahead at the console: its announcement
/// appears by itself, two people answer on its buttons, nothing is
/// revealed before the start, and at the start round 1 and the pairings
/// appear at the prompt without anyone typing, as the bot posts them in
/// the channel.
#[test]
fn a_night_planned_a_minute_ahead_is_revealed_at_the_prompt_at_its_time() {
    use crate::app::App;
    use crate::app::clock::ManualClock;

    // 18:59 in Berlin; the night is at 19:00 there (18:00 UTC).
    let clock = Arc::new(ManualClock::new("2026-12-10T17:59:00Z".parse().unwrap()));
    let app = App::new(
        Settings::load(None).unwrap(),
        crate::bot::tests::temp_store(),
    )
    .unwrap()
    .with_clock(clock.clone());
    let bot = Arc::new(Bot::from_app(app));
    let tmp = tempfile::Builder::new()
        .prefix("backrank-console-night-")
        .tempdir()
        .unwrap();
    let place = Place {
        dir: tmp.path().to_path_buf(),
        prompt: false,
        lang: None,
        // As a member in Berlin reads Discord's timestamps.
        zone: jiff::tz::TimeZone::get("Europe/Berlin").unwrap(),
    };
    let (typed, mut keyboard) = std::io::pipe().unwrap();
    let screen = Screen::default();
    let mut type_line = move |line: &str| writeln!(keyboard, "{line}").unwrap();
    let person = async {
        type_line("/settings set timezone:Europe/Berlin");
        type_line(
            "/meetup plan name:\"Thursday 960\" when:\"2026-12-10 19:00\" \
             where:\"Café Central\" variant:chess960 draw:seeds",
        );
        // The announcement, posted by the scheduler, not by the command.
        let shown = screen
            .wait_for("── the bot posted in #general (message 1) ──", 1)
            .await;
        assert!(shown.contains("is planned"), "{shown}");
        assert!(shown.contains("Café Central"), "{shown}");
        assert!(
            shown.contains("Thursday, 10 December 2026") && shown.contains("in 1 minute"),
            "Discord's timestamps read as a person sees them: {shown}"
        );
        assert!(shown.contains("I'm coming  (type /press 1)"), "{shown}");
        type_line("/press 1");
        type_line("/as Bob");
        type_line("/press 1");
        screen.wait_for("Coming (2)", 1).await;
        assert!(
            !screen.text().contains("round 1 of") && !screen.text().contains("Pairings"),
            "nothing is revealed before the start: {}",
            screen.text()
        );
        // 19:00 in Berlin: the start post appears with nobody typing.
        clock.set("2026-12-10T18:00:00Z".parse().unwrap());
        let shown = screen.wait_for("Pairings", 1).await;
        let start = &shown[shown
            .find("── the bot posted in #general (message 2) ──")
            .unwrap()..];
        assert!(start.contains("round 1 of 1"), "{start}");
        assert!(
            start.contains("(White) –") && start.contains("@console") && start.contains("@Bob"),
            "both players paired, by name: {start}"
        );
        assert!(
            start.contains("backrank pairings"),
            "the offline check: {start}"
        );
        // The announcement now says the night has started.
        screen.wait_for("Started", 1).await;
        drop(type_line);
    };
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(async {
            tokio::join!(
                run(bot, std::io::BufReader::new(typed), screen.clone(), place),
                person
            )
        });
}
