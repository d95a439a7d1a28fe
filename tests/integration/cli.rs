use backrank::i18n::Lang;
use predicates::prelude::*;
use serde_json::Value;

use crate::common::{backrank, fails, json, scratch};

#[test]
fn roll_json_has_the_contract_fields() {
    let v = json(&[
        "roll",
        "chess960",
        "--source",
        "seed:contract",
        "--format",
        "json",
    ]);
    for field in [
        "variant", "method", "dice", "source", "number", "fen", "steps", "replay",
    ] {
        assert!(v.get(field).is_some(), "missing {field}");
    }
    assert_eq!(v["variant"], "chess960");
    assert_eq!(v["method"], "placement");
    assert_eq!(v["dice"], "d6");
    assert_eq!(v["source"], "seed");
    assert_eq!(v["source_detail"], "contract");
    let steps = v["steps"].as_array().unwrap();
    assert!(!steps.is_empty());
    for s in steps {
        assert!(s["text"].is_string());
        for t in s["throws"].as_array().unwrap() {
            assert_eq!(t["die"], "d6");
            assert!((1..=6).contains(&t["face"].as_u64().unwrap()));
            assert!(t["kept"].is_boolean());
        }
    }
}

#[test]
fn seeded_rolls_repeat() {
    let a = json(&["roll", "crc", "--source", "seed:same", "--format", "json"]);
    let b = json(&["roll", "crc", "--source", "seed:same", "--format", "json"]);
    assert_eq!(a, b);
    let c = json(&["roll", "crc", "--source", "seed:other", "--format", "json"]);
    assert_ne!(a["replay"], c["replay"]);
}

#[test]
fn os_rolls_give_legal_positions() {
    for variant in ["chess960", "chess25", "crc", "english", "korean", "modern"] {
        let v = json(&["roll", variant, "--format", "json"]);
        let number = v["number"].as_u64().unwrap();
        let p = json(&["position", variant, &number.to_string(), "--format", "json"]);
        assert_eq!(p["fen"], v["fen"], "{variant}");
    }
}

#[test]
fn audit_json_has_the_contract_fields() {
    let v = json(&[
        "audit",
        "chess960",
        "--method",
        "king-first",
        "--dice",
        "d6",
        "--format",
        "json",
    ]);
    assert_eq!(v["variant"], "chess960");
    assert_eq!(v["method"], "king-first");
    assert_eq!(v["dice"], "d6");
    assert_eq!(v["positions"], 960);
    assert_eq!(v["legal_positions"], 960);
    assert_eq!(v["uniform"], false);
    assert_eq!(v["max_min_ratio"], "3/2");
    assert_eq!(v["expected_throws_exact"], "35/4");
    assert_eq!(v["expected_throws"].as_f64().unwrap(), 8.75);
    let bound = v["lower_bound_throws"].as_f64().unwrap();
    assert!((bound - 960f64.ln() / 6f64.ln()).abs() < 1e-9);
}

#[test]
fn variants_json_lists_every_variant() {
    let v = json(&["variants", "--format", "json"]);
    let list = v.as_array().unwrap();
    assert_eq!(list.len(), 9);
    let chess960 = &list[0];
    assert_eq!(chess960["id"], "chess960");
    assert_eq!(chess960["legal_positions"], 960);
    assert_eq!(chess960["board"], "8x8");
    assert_eq!(chess960["default_method"], "placement");
    assert!(
        chess960["aliases"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a == "frc")
    );
    assert_eq!(list[1]["legal_positions"], 25);
    assert!(list.iter().all(|v| {
        v["methods"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["id"] == "number")
    }));
}

#[test]
fn position_formats() {
    backrank()
        .args(["position", "960", "518", "--format", "fen"])
        .assert()
        .success()
        .stdout("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    backrank()
        .args(["position", "chess960", "518"])
        .assert()
        .success()
        .stdout(predicate::str::contains("SP 518"))
        .stdout(predicate::str::contains("518 ÷ 4 = 129 remainder 2"));
}

#[test]
fn the_names_players_use_are_variants() {
    for (name, id) in [("janggi", "korean-random"), ("capablanca", "crc")] {
        let v = json(&["roll", name, "--source", "seed:names", "--format", "json"]);
        assert_eq!(v["variant"], id, "{name}");
    }
    fails(
        &["roll", "capablanca-chess"],
        2,
        "unknown variant 'capablanca-chess' (did you mean crc?)",
    );
}

#[test]
fn bad_input_exits_2_and_names_the_problem() {
    fails(
        &["roll", "chess961"],
        2,
        "unknown variant 'chess961' (did you mean chess960?)",
    );
    fails(
        &["roll", "chess960", "--method", "bogus"],
        2,
        "chess960 has no method 'bogus'",
    );
    fails(
        &["roll", "chess960", "--dice", "d7"],
        2,
        "unknown device 'd7'",
    );
    fails(&["roll", "chess960", "--rolls", "1 2 x"], 2, "face 3 ('x')");
    fails(
        &["roll", "chess960", "--rolls", "2 1 3"],
        2,
        "ran out of faces at step 4 (first knight): throw a d6 next",
    );
    fails(
        &["roll", "chess960", "--rolls", "2 1 3 1 1 4"],
        2,
        "the last face (4) was not used",
    );
    fails(
        &["roll", "chess960", "--source", "typed"],
        2,
        "`--source typed` needs the faces: add `--rolls`",
    );
    fails(
        &["roll", "chess960", "--source", "os", "--rolls", "1"],
        2,
        "`--rolls` gives typed faces, but a `--source` is named beside them",
    );
    fails(
        &["roll", "chess960", "--source", "tower"],
        2,
        "unknown source 'tower'",
    );
    fails(
        &["position", "chess960", "960"],
        2,
        "chess960 has no position number 960: use 0 to 959",
    );
    fails(&["position", "chess960", "-5"], 2, "not a position number");
    fails(
        &["position", "chess960", "99999999999999999999999"],
        2,
        "not a position number",
    );
    fails(
        &["replay", "960-p6-1234-z"],
        2,
        "check character does not match",
    );
    fails(&["replay", "nonsense"], 2, "is not a replay code");
    fails(
        &["audit", "chess960", "--dice", "d3"],
        2,
        "unknown device 'd3'",
    );
    fails(&["bogus-command"], 2, "unrecognized subcommand");
    // A value clap refuses is said in Backrank's words, and language.
    fails(
        &["roll", "chess960", "--format", "yaml"],
        2,
        "backrank: --format: 'yaml' is not one of: text, json",
    );
    fails(
        &["roll", "chess960", "--format", "yaml", "--lang", "de"],
        2,
        "backrank: --format: „yaml“ ist keins von: text, json",
    );
    fails(
        &["roll", "chess960", "--source", "seed:"],
        2,
        "seed: needs a value: the seed's text, like seed:club-night",
    );
}

#[test]
fn huge_input_is_refused_not_processed() {
    // Far over Backrank's limits, within the kernel's 128 KiB per argument.
    let huge = "1 ".repeat(10_000);
    fails(&["roll", "chess960", "--rolls", &huge], 2, "at most 4096");
    let code = format!("960-p6-{}-a", "1".repeat(20_000));
    fails(&["replay", &code], 2, "at most 2048");
    let name = "x".repeat(20_000);
    backrank()
        .args(["roll", &name])
        .assert()
        .code(2)
        .stderr(predicate::function(|s: &str| s.len() < 1000));
}

#[test]
fn non_utf8_arguments_are_refused() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    backrank()
        .arg("roll")
        .arg(OsStr::from_bytes(b"chess\xff960"))
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty());
}

#[test]
fn settings_file_changes_the_default_device() {
    let dir = scratch("cli");
    let file = dir.join("coin.toml");
    std::fs::write(&file, "[roll]\ndice = \"coin\"\n").unwrap();
    let out = backrank()
        .args([
            "roll", "chess960", "--source", "seed:s", "--format", "json", "--config",
        ])
        .arg(&file)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(v["dice"], "coin");
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, "[roll]\ndice = 6\n").unwrap();
    backrank()
        .args(["variants", "--config"])
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("could not read the settings"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn help_lists_the_commands() {
    backrank()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains("roll"))
        .stdout(predicate::str::contains("audit"))
        .stdout(predicate::str::contains("replay"));
}

#[test]
fn png_option_writes_a_board_image() {
    let dir = scratch("png");
    let file = dir.join("board.png");
    backrank()
        .args(["roll", "crc", "--source", "seed:png", "--png"])
        .arg(&file)
        .args(["--width", "400", "--theme", "contrast", "--flip"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Replay"));
    let bytes = std::fs::read(&file).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let file2 = dir.join("position.png");
    backrank()
        .args(["position", "korean", "0", "--png"])
        .arg(&file2)
        .assert()
        .success();
    assert!(std::fs::metadata(&file2).unwrap().len() > 1000);
    // Bad options: exit 2, nothing written.
    let bad = dir.join("bad.png");
    fails_with_file(
        &["position", "chess960", "0", "--width", "50", "--png"],
        &bad,
        2,
        "use 160 to 2048",
    );
    fails_with_file(
        &["position", "chess960", "0", "--theme", "neon", "--png"],
        &bad,
        2,
        "unknown theme 'neon'",
    );
    assert!(!bad.exists());
    // An image option without --png is a usage error.
    fails(&["position", "chess960", "0", "--flip"], 2, "--png");
    // A path that cannot be written: exit 1, and the error names it.
    let nowhere = dir.join("missing-dir").join("x.png");
    backrank()
        .args(["position", "chess960", "0", "--png"])
        .arg(&nowhere)
        .assert()
        .code(1)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains("could not write the image"));
    std::fs::remove_dir_all(&dir).unwrap();
}

fn fails_with_file(args: &[&str], file: &std::path::Path, code: i32, needle: &str) {
    backrank()
        .args(args)
        .arg(file)
        .assert()
        .code(code)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(needle));
}

#[test]
fn the_console_keeps_its_rolls_in_the_store() {
    let dir = scratch("console-store");
    let _ = std::fs::remove_file(dir.join("backrank.sqlite3"));
    backrank()
        .env("BACKRANK__STORE__DATA_DIR", &dir)
        .args(["console", "--dir"])
        .arg(dir.join("images"))
        .write_stdin("/random chess960 rolls:\"2 1 3 1 1\"\n/quit\n")
        .assert()
        .success()
        .stdout(predicates::str::is_match("\nRecord +#1\n").unwrap());
    // A second run, a new process: the record is still there.
    backrank()
        .env("BACKRANK__STORE__DATA_DIR", &dir)
        .args(["console", "--dir"])
        .arg(dir.join("images"))
        .write_stdin("/record 1\n/quit\n")
        .assert()
        .success()
        .stdout(predicates::str::contains("Record #1: random by console"))
        .stdout(predicates::str::contains("SP 36"));
    std::fs::remove_dir_all(dir).unwrap();
}

/// The console answers in `--lang`'s language, else `LANG`'s; a language
/// Backrank does not speak is named (exit 2) and nothing starts.
#[test]
fn the_console_speaks_the_language_asked_for() {
    let dir = scratch("console-lang");
    let roll = "/random chess960 rolls:\"2 1 3 1 1\"\n/quit\n";
    let run = |args: &[&str], lang: Option<&str>| {
        let mut c = backrank();
        c.env("BACKRANK__STORE__DATA_DIR", &dir)
            .args(["console", "--dir"])
            .arg(dir.join("images"))
            .args(args)
            .write_stdin(roll);
        if let Some(l) = lang {
            c.env("LANG", l);
        }
        c.assert()
    };
    run(&["--lang", "de"], None)
        .success()
        .stdout(predicates::str::contains("Weiß `NBBNQRKR`"));
    run(&[], Some("ko_KR.UTF-8"))
        .success()
        .stdout(predicates::str::contains("백 `NBBNQRKR`"));
    // The flag beats the environment; an unknown LANG is English.
    run(&["--lang", "fr"], Some("de_DE.UTF-8"))
        .success()
        .stdout(predicates::str::contains("Blancs `NBBNQRKR`"));
    run(&[], Some("pt_BR.UTF-8"))
        .success()
        .stdout(predicates::str::contains("White `NBBNQRKR`"));
    // Its first line too, and its own refusals.
    let first = |lang: &str, input: &str| {
        let mut c = backrank();
        c.env("BACKRANK__STORE__DATA_DIR", &dir)
            .args(["console", "--dir"])
            .arg(dir.join("images"))
            .env("LANG", lang)
            .write_stdin(input);
        String::from_utf8(c.assert().success().get_output().stdout.clone()).unwrap()
    };
    let said = first("de_DE.UTF-8", "/press 1\n/quit\n");
    assert!(
        said.starts_with("Backrank-Konsole: tippe /random chess960"),
        "{said}"
    );
    assert!(said.contains("noch nichts zu drücken"), "{said}");
    let said = first("C", "/press 1\n/random chess960\n/press 9\n/quit\n");
    assert!(said.contains("nothing to press yet"), "{said}");
    assert!(
        said.contains("no button 9: the last message with buttons has"),
        "{said}"
    );
    run(&["--lang", "klingon"], None)
        .code(2)
        .stdout(predicates::str::is_empty())
        .stderr(predicates::str::contains(
            "--lang: 'klingon' is not a language Backrank speaks",
        ));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_data_dir_that_cannot_be_made_is_named() {
    backrank()
        .env("BACKRANK__STORE__DATA_DIR", "/proc/backrank-store")
        .args(["console"])
        .write_stdin("/quit\n")
        .assert()
        .code(1)
        .stdout(predicates::str::is_empty())
        .stderr(predicates::str::contains(
            "could not open the store at /proc/backrank-store",
        ));
}

/// `roll`, `replay` and `position` print the record in `--lang`'s
/// language, else `LANG`'s. The faces and the replay code are the same in
/// every language, so the record printed in one replays in another.
#[test]
fn records_are_printed_in_the_language_asked_for() {
    let roll = |args: &[&str], lang: Option<&str>| {
        let mut c = backrank();
        c.args(["roll", "chess960", "--rolls", "2 1 3 1 1"])
            .args(args);
        if let Some(l) = lang {
            c.env("LANG", l);
        }
        let out = c.assert().success().get_output().stdout.clone();
        String::from_utf8(out).unwrap()
    };
    let english = roll(&[], None);
    assert!(english.contains("  1. Dark-squared bishop\n"), "{english}");
    let german = roll(&["--lang", "de"], None);
    assert!(
        german.contains("  1. Schwarzfeldriger Läufer\n"),
        "{german}"
    );
    assert!(german.contains("Zähle die leeren dunklen Felder von links: a1 c1 e1 g1."));
    assert!(german.contains("Würfe: 2 → Nr. 2: c1"), "{german}");
    let korean = roll(&[], Some("ko_KR.UTF-8"));
    assert!(korean.contains("어두운 칸 비숍"), "{korean}");
    let replay_line = |text: &str, label: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(label))
            .map(|code| code.trim().to_owned())
            .unwrap()
    };
    let label = |lang| backrank::i18n::t(lang, backrank::msg!("field-replay"));
    let code = replay_line(&english, &label(Lang::En));
    assert_eq!(replay_line(&german, &label(Lang::De)), code);
    assert_eq!(replay_line(&korean, &label(Lang::Ko)), code);
    // The German record's replay code, replayed in French.
    backrank()
        .args(["replay", &code, "--lang", "fr"])
        .assert()
        .success()
        .stdout(predicates::str::contains("  1. Fou de cases sombres\n"))
        .stdout(predicates::str::contains("NBBNQRKR").or(predicates::str::contains("nbbnqrkr")));
    // Names and faces that do not fit are refused in the language asked
    // for, and nothing is printed.
    for (args, said) in [
        (
            ["roll", "chess961", "--lang", "fr"].as_slice(),
            "variante inconnue « chess961 » (vouliez-vous dire chess960 ?)",
        ),
        (
            ["roll", "chess960", "--rolls", "2 7", "--lang", "de"].as_slice(),
            "`--rolls`: Wurf 2 („7“): 7 ist keine Seite eines d6",
        ),
        (
            ["roll", "chess960", "--rolls", "2 1 3", "--lang", "es"].as_slice(),
            "se acabaron las caras en el paso 4",
        ),
        (
            ["roll", "chess960", "--dice", "d7", "--lang", "ko"].as_slice(),
            "알 수 없는 장치 'd7'",
        ),
    ] {
        backrank()
            .args(args)
            .assert()
            .code(2)
            .stdout(predicates::str::is_empty())
            .stderr(predicates::str::contains(said));
    }
    // A slip in the check character, refused in the language asked for.
    let slip = match code.strip_suffix('a') {
        Some(rest) => format!("{rest}b"),
        None => format!("{}a", &code[..code.len() - 1]),
    };
    backrank()
        .args(["replay", &slip, "--lang", "de"])
        .assert()
        .code(2)
        .stdout(predicates::str::is_empty())
        .stderr(predicates::str::contains(
            "das Prüfzeichen des Replay-Codes passt nicht",
        ));
    backrank()
        .args(["position", "chess960", "960"])
        .env("LANG", "ko_KR.UTF-8")
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "chess960에는 960번 배치가 없습니다: 0부터 959까지 쓰세요",
        ));
    backrank()
        .args(["position", "chess960", "518", "--lang", "es"])
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "Cómo montarla a partir del número:",
        ))
        .stdout(predicates::str::contains("Alfil de casillas claras"));
    backrank()
        .args(["roll", "chess960", "--lang", "xx"])
        .assert()
        .code(2)
        .stdout(predicates::str::is_empty())
        .stderr(predicates::str::contains(
            "--lang: 'xx' is not a language Backrank speaks",
        ));
}

/// A file that never ends is read no further than the limit, as a variant
/// file and as a settings file: refused at once, named. (Both used to read
/// `/dev/zero` until memory ran out.)
#[test]
fn files_that_never_end_are_refused_at_their_limit() {
    backrank()
        .args(["variants", "check", "/dev/zero"])
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "/dev/zero: the file is over 16384 bytes",
        ));
    backrank()
        .args(["--config", "/dev/zero", "roll", "chess960"])
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .failure()
        .stderr(predicate::str::contains("/dev/zero: over 1048576 bytes"));
}

/// `--lang` reaches `audit` and `variants` too, and their errors.
#[test]
fn audit_and_variants_speak_the_asked_language() {
    backrank()
        .args([
            "--lang",
            "de",
            "audit",
            "chess960",
            "--method",
            "king-first",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("Gleichverteilt"))
        .stdout(predicate::str::contains("Erwartete Würfe"));
    backrank()
        .args(["--lang", "fr", "variants"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Méthodes"));
    fails(
        &["--lang", "es", "audit", "chess961"],
        2,
        "variante desconocida",
    );
}

/// Coin tosses typed with the device left at a d6: the error points to
/// the coin.
#[test]
fn coin_tosses_without_the_coin_get_a_hint() {
    fails(
        &["roll", "chess960", "--rolls", "HTHT"],
        2,
        "These look like coin tosses: add `--dice coin`",
    );
}

/// A coin roll's steps say which letter is which side in the reader's
/// language, as its web page does: "HH = 1" means nothing to a German
/// reader who says Kopf and Zahl. (The binary rule names T already.)
#[test]
fn a_coin_table_says_which_letter_is_which_side() {
    for (lang, key) in [
        ("de", "(H = Kopf, T = Zahl): HH"),
        ("es", "(H = cara, T = cruz): HH"),
        ("fr", "(H = face, T = pile) : HH"),
        ("ko", "(H = 앞면, T = 뒷면): HH"),
    ] {
        let out = backrank()
            .args(["--lang", lang, "roll", "chess960", "--dice", "coin"])
            .args(["--source", "seed:abc"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{lang}");
        let text = String::from_utf8(out.stdout).unwrap();
        // Each step's table of tosses, once each.
        let tables: Vec<&str> = text.lines().filter(|l| l.contains("HT = 2")).collect();
        assert!(!tables.is_empty(), "{lang}: {text}");
        for line in tables {
            assert!(line.contains(key), "{lang}: {line}");
        }
    }
}

/// `--png -` writes the image alone to stdout (not a file named `-`).
#[test]
fn png_to_stdout_is_the_image_alone() {
    let dir = scratch("png-stdout");
    let out = backrank()
        .current_dir(&dir)
        .args(["position", "chess960", "518", "--png", "-"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(&out.stdout[..8], b"\x89PNG\r\n\x1a\n");
    assert!(!dir.join("-").exists(), "no file named -");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Slow work shows progress on a terminal only: piped, stderr stays empty.
#[test]
fn piped_audits_print_no_progress() {
    backrank()
        .args(["audit", "ajax", "--method", "all", "--dice", "all"])
        .assert()
        .success()
        .stderr(predicate::str::is_empty());
}

/// `--exclude-standard` from the command line: typed faces that make 518
/// and then another position give the other one, with the throw-again in
/// the record and an `x` in the replay code, which `replay` takes back;
/// `audit --exclude-standard` proves the rest uniform, with the expected
/// throws of placement (6.7 = 6432/960) grown by 960/959.
#[test]
fn the_standard_position_can_be_excluded_from_a_roll_and_its_audit() {
    // Faces of placement with a d6 that make 518, and others: checked
    // here before they are used.
    let (standard, other) = ("2 3 3 4 2", "1 1 1 1 1");
    let shown = json(&["roll", "chess960", "--rolls", standard, "--format", "json"]);
    assert_eq!(shown["number"], 518);
    let number =
        json(&["roll", "chess960", "--rolls", other, "--format", "json"])["number"].clone();
    assert_ne!(number, 518);
    let typed = format!("{standard} {other}");
    let v = json(&[
        "roll",
        "chess960",
        "--exclude-standard",
        "--rolls",
        &typed,
        "--format",
        "json",
    ]);
    assert_eq!(v["number"], number);
    assert_eq!(v["exclude_standard"], true);
    let code = v["replay"].as_str().unwrap();
    assert!(code.starts_with("960-p6x-"), "{code}");
    let back = json(&["replay", code, "--format", "json"]);
    assert_eq!(back["number"], number);
    // Without the option the same faces are too many.
    fails(&["roll", "chess960", "--rolls", &typed], 2, "were not used");

    let a = json(&[
        "audit",
        "chess960",
        "--exclude-standard",
        "--format",
        "json",
    ]);
    assert_eq!(a["positions"], 959);
    assert_eq!(a["uniform"], true);
    assert_eq!(a["expected_throws_exact"], "6432/959");
    let whole = json(&["audit", "chess960", "--format", "json"]);
    assert_eq!(whole["expected_throws_exact"], "67/10", "6432/960");

    // A pair: the same throws, the record and the code say so.
    let single = json(&[
        "roll",
        "chess960",
        "--source",
        "seed:pair",
        "--format",
        "json",
    ]);
    let pair = json(&[
        "roll",
        "chess960",
        "--pair",
        "--source",
        "seed:pair",
        "--format",
        "json",
    ]);
    assert_eq!(
        (pair["pair"].clone(), pair["number"].clone()),
        (true.into(), single["number"].clone())
    );
    let code = pair["replay"].as_str().unwrap();
    assert!(code.starts_with("960-p6s-"), "{code}");
    let text = backrank().args(["replay", code]).output().unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains(" a pair: play it twice, colours swapped\n"),
        "{text}"
    );
}

/// Two console sessions on one store, one after the other, as the season
/// ran them (issue 59): the second's `#la` is a new channel beside the
/// first's `#chess` (not `#chess`'s id, which would replace its schedule),
/// `/daily show` names both channels, and the second session's board does
/// not overwrite the first's. On both stores.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_consoles_names_keep_their_ids_across_sessions_on_one_store() {
    use crate::store_suite::{Backend, Place};
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let place = Place::fresh(backend).await;
        let images = place.dir.join("images");
        let session = |input: &str| {
            let mut c = backrank();
            c.env("BACKRANK__STORE__DATA_DIR", &place.dir)
                .env("BACKRANK__STORE__URL", &place.url)
                .args(["console", "--dir"])
                .arg(&images)
                .write_stdin(format!("{input}\n/quit\n"));
            String::from_utf8(c.assert().success().get_output().stdout.clone()).unwrap()
        };
        let boards = || {
            let mut files: Vec<_> = std::fs::read_dir(&images)
                .unwrap()
                .map(|f| f.unwrap().path())
                .collect();
            files.sort();
            files
                .into_iter()
                .map(|f| (f.clone(), std::fs::read(f).unwrap()))
                .collect::<Vec<_>>()
        };
        let first = session(
            "/daily set channel:#chess time:18:30 timezone:UTC variants:chess960\n\
             /random chess960 rolls:\"2 1 3 1 1\"",
        );
        assert!(
            first.contains("#chess every day at 18:30"),
            "{backend:?}: {first}"
        );
        let after_first = boards();
        assert_eq!(after_first.len(), 1, "{backend:?}");
        let second = session(
            "/daily set channel:#la time:19:00 timezone:UTC variants:crc\n\
             /daily show\n\
             /random chess960 rolls:\"1 1 1 1 1\"\n\
             /who",
        );
        assert!(
            second.contains("#la every day at 19:00"),
            "{backend:?}: {second}"
        );
        assert!(
            second.contains("• #chess every day at 18:30 UTC: chess960"),
            "{backend:?}: the first session's schedule is still #chess's: {second}"
        );
        assert!(!second.contains("<#"), "{backend:?}: {second}");
        assert!(
            second.contains("#chess (id 100), #la (id 101)"),
            "{backend:?}: {second}"
        );
        let after_second = boards();
        assert_eq!(after_second.len(), 2, "{backend:?}: {after_second:?}");
        assert_eq!(after_second[0], after_first[0], "{backend:?}: overwritten");
    }
}
