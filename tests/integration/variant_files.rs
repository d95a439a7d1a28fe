use std::path::PathBuf;

use crate::common::{backrank, scratch};

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/variants")
        .join(name)
}

fn stdout(args: &[&str]) -> String {
    let out = backrank().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A file written to the scratch folder, for a variation on an example.
fn variation(name: &str, from: &str, replace: &str, with: &str) -> PathBuf {
    let text = std::fs::read_to_string(example(from)).unwrap();
    assert!(text.contains(replace), "{replace} not in {from}");
    let path = scratch("variant-files").join(name);
    std::fs::write(&path, text.replace(replace, with)).unwrap();
    path
}

#[test]
fn every_example_checks_and_every_method_is_uniform() {
    for name in [
        "janus-random.toml",
        "nine-by-nine.toml",
        "small-random.toml",
    ] {
        let path = example(name);
        let out = stdout(&[
            "variants",
            "check",
            path.to_str().unwrap(),
            "--format",
            "json",
        ]);
        let report: serde_json::Value = serde_json::from_str(&out).unwrap();
        let legal = report["legal_positions"].as_u64().unwrap();
        assert!(legal > 0, "{name}");
        for m in report["methods"].as_array().unwrap() {
            for device in ["d6", "coin"] {
                let a = &m[device];
                assert_eq!(a["positions"].as_u64(), Some(legal), "{name} {m}");
                assert_eq!(a["uniform"], true, "{name} {m}");
                assert_eq!(a["whole_set"], true, "{name} {m}");
            }
        }
    }
}

#[test]
fn janus_random_has_the_legal_set_of_its_rules() {
    // Bishops on a dark and a light square (5 × 5), then the januses,
    // queen and knights on 8 squares (8! / (2! 1! 2! 3!) = 1,680 ways for
    // J J Q N N and the three squares left), rook–king–rook forced:
    // 25 × 1,680 = 42,000.
    let out = stdout(&[
        "variants",
        "check",
        example("janus-random.toml").to_str().unwrap(),
    ]);
    assert!(out.contains("legal positions: 42,000"), "{out}");
    assert!(
        out.contains("dice"),
        "the club's own method is audited: {out}"
    );
}

#[test]
fn a_method_that_leaves_the_legal_set_is_refused_with_its_throws() {
    let bad = variation(
        "careless.toml",
        "janus-random.toml",
        "\"bishops-opposite-colours\", \"J\"",
        "\"B\", \"B\", \"J\"",
    );
    let out = backrank()
        .args(["variants", "check", bad.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(
            "careless.toml:17: methods: the method 'dice' can end on a row outside the legal set"
        ),
        "{err}"
    );
    // The example is throws of a d6 a person can follow.
    let throws = err
        .split("throwing ")
        .nth(1)
        .and_then(|t| t.split(':').next())
        .unwrap()
        .replace(' ', "");
    assert!(
        !throws.is_empty() && throws.chars().all(|c| ('1'..='6').contains(&c)),
        "{throws}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn errors_name_the_file_line_and_key_and_exit_2() {
    for (replace, with, line, key) in [
        ("files = 10", "files = 13", 5, "files"),
        ("row = \"RNJBQKBJNR\"", "row = \"RNXBQKBJNR\"", 7, "row"),
        ("black = \"mirror\"", "black = \"sideways\"", 9, "black"),
        (
            "looks = [\"B\", \"N\"]",
            "looks = [\"Z\"]",
            15,
            "pieces.J.looks",
        ),
        ("\"rook-king-rook\"]", "\"fill\"]", 20, "methods[0].steps"),
        (
            "castling = true",
            "castling = true\ncolour = \"red\"",
            11,
            "colour",
        ),
        ("id = \"janus-random\"", "id = \"chess960\"", 2, "id"),
        // A name that would turn the text after it around, or format it.
        (
            "name = \"Janus Random\"",
            "name = \"Janus \u{202E}modnaR\"",
            3,
            "name",
        ),
        (
            "name = \"Janus Random\"",
            "name = \"**Janus** Random\"",
            3,
            "name",
        ),
        (
            "name = \"Janus Random\"",
            "name = \"Janus <@&1> Random\"",
            3,
            "name",
        ),
    ] {
        let bad = variation("bad.toml", "janus-random.toml", replace, with);
        let out = backrank()
            .args(["variants", "check", bad.to_str().unwrap()])
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{with}: {err}");
        assert!(
            err.contains(&format!("bad.toml:{line}: {key}: ")),
            "{with}: {err}"
        );
    }
}

#[test]
fn a_roll_replays_exactly_and_never_against_a_changed_file() {
    let file = example("janus-random.toml");
    let file = file.to_str().unwrap();
    let roll: serde_json::Value = serde_json::from_str(&stdout(&[
        "--variant-file",
        file,
        "roll",
        "janus",
        "--source",
        "seed:club night",
        "--format",
        "json",
    ]))
    .unwrap();
    let code = roll["replay"].as_str().unwrap();
    assert!(code.starts_with("janus-random."), "{code}");
    let png = scratch("variant-files").join("janus.png");
    let replay: serde_json::Value = serde_json::from_str(&stdout(&[
        "--variant-file",
        file,
        "replay",
        code,
        "--format",
        "json",
        "--png",
        png.to_str().unwrap(),
    ]))
    .unwrap();
    assert_eq!(replay["fen"], roll["fen"]);
    assert!(
        roll["fen"].as_str().unwrap().contains('J'),
        "the januses are on the board"
    );
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");

    let changed = variation(
        "changed.toml",
        "janus-random.toml",
        "Our club",
        "Their club",
    );
    let out = backrank()
        .args(["--variant-file", changed.to_str().unwrap(), "replay", code])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("has changed"));
    let out = backrank().args(["replay", code]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not loaded here"));
}

#[test]
fn a_custom_variant_is_audited_and_numbered_like_a_built_in() {
    let file = example("small-random.toml");
    let file = file.to_str().unwrap();
    let audit = stdout(&[
        "--variant-file",
        file,
        "audit",
        "small-random",
        "--format",
        "json",
    ]);
    assert!(
        audit.contains("\"uniform\": true") || audit.contains("\"uniform\":true"),
        "{audit}"
    );
    let p: serde_json::Value = serde_json::from_str(&stdout(&[
        "--variant-file",
        file,
        "position",
        "small-random",
        "17",
        "--format",
        "json",
    ]))
    .unwrap();
    assert_eq!(p["number"], 17);
}

/// `backrank variants` lists a loaded variant file's variant too, saying
/// where it came from.
#[test]
fn variants_lists_a_loaded_file() {
    let file = example("small-random.toml");
    let file = file.to_str().unwrap();
    let text = stdout(&["--variant-file", file, "variants"]);
    assert!(text.contains("small-random  Small Random (6x6)"), "{text}");
    assert!(
        text.contains("From       a variant file, digest "),
        "{text}"
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&[
        "--variant-file",
        file,
        "variants",
        "--format",
        "json",
    ]))
    .unwrap();
    let listed = json
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["id"] == "small-random")
        .expect("listed");
    assert_eq!(listed["builtin"], false);
    assert_eq!(listed["legal_positions"], 540);
}

/// A file's audit is kept by its digest: the next `--variant-file` takes
/// the verdicts from the cache (shown by one planted there, which the roll
/// then reports), and a damaged entry is ignored and written again.
#[test]
fn a_variant_files_audit_is_kept_between_runs() {
    let cache = crate::common::scratch("audit-cache");
    let _ = std::fs::remove_dir_all(&cache);
    let file = example("small-random.toml");
    let file = file.to_str().unwrap();
    let roll = |args: &[&str]| {
        let out = backrank()
            .env("XDG_CACHE_HOME", &cache)
            .args(["--variant-file", file])
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let fair = roll(&["roll", "small-random", "--source", "seed:c"]);
    assert!(!fair.contains("not uniform"), "{fair}");
    let entries: Vec<_> = std::fs::read_dir(cache.join("backrank/audits"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(entries.len(), 1, "{entries:?}");
    let entry = &entries[0];
    let kept: serde_json::Value = serde_json::from_slice(&std::fs::read(entry).unwrap()).unwrap();
    assert_eq!(kept["methods"], serde_json::json!(["uniform", "uniform"]));

    // Planted: the default method "not uniform". The roll believes the
    // cache (the text is the very same), so the cache was used.
    let mut planted = kept.clone();
    planted["methods"][0] = serde_json::json!({"ratio": [3, 2]});
    std::fs::write(entry, planted.to_string()).unwrap();
    let believed = roll(&["roll", "small-random", "--source", "seed:c"]);
    assert!(believed.contains("not uniform"), "{believed}");

    // Damaged: ignored, audited afresh, and kept again.
    std::fs::write(entry, b"{\"backrank\": ").unwrap();
    let again = roll(&["roll", "small-random", "--source", "seed:c"]);
    assert!(!again.contains("not uniform"), "{again}");
    let rewritten: serde_json::Value =
        serde_json::from_slice(&std::fs::read(entry).unwrap()).unwrap();
    assert_eq!(rewritten, kept);
}

/// `audit --format json` and `variants check --format json` give an
/// audit in one shape: the exact fraction and the decimal, side by side.
#[test]
fn audits_have_one_json_shape() {
    let file = example("small-random.toml");
    let file = file.to_str().unwrap();
    let check: serde_json::Value =
        serde_json::from_str(&stdout(&["variants", "check", file, "--format", "json"])).unwrap();
    let from_check = &check["methods"][0]["d6"];
    let audit: serde_json::Value = serde_json::from_str(&stdout(&[
        "--variant-file",
        file,
        "audit",
        "small-random",
        "--dice",
        "d6",
        "--format",
        "json",
    ]))
    .unwrap();
    assert_eq!(from_check, &audit);
    assert!(audit["expected_throws"].is_f64(), "{audit}");
    assert!(audit["expected_throws_exact"].is_string(), "{audit}");
}

/// An event on a variant file the bot read at start-up (`--variant-file`,
/// `[variants] dir`) starts and reveals its rounds: there is no server copy
/// of the file to attach, and that is not a fault (it used to fail every
/// `/event next`, so such an event could never move on).
#[test]
fn an_event_on_a_file_read_at_start_up_reveals_its_rounds() {
    let dir = scratch("event-process-file");
    let file = example("small-random.toml");
    let input =
        "/event start name:Club rounds:2 variant:small-random\n/event next\n/event next\n/quit\n";
    let out = backrank()
        .env("BACKRANK__STORE__DATA_DIR", &dir)
        .arg("--variant-file")
        .arg(&file)
        .args(["console", "--dir"])
        .arg(dir.join("images"))
        .write_stdin(input)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("round 1 of 2") && said.contains("round 2 of 2"),
        "{said}"
    );
    assert!(!said.contains("⚠️"), "{said}");
}
