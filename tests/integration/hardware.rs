use backrank_serial::Mode;
use backrank_serial::sim::{self, Behaviour, SimConfig};
use predicates::prelude::*;
use serde_json::Value;

use crate::common::{backrank, json, scratch};

fn tower(mode: Mode, behaviour: Behaviour) -> String {
    let s = sim::start(SimConfig::new(mode, behaviour)).expect("a pseudo-terminal");
    format!("serial:{}", s.path.display())
}

#[test]
fn a_roll_through_a_simulated_tower_uses_its_die() {
    let source = tower(Mode::Request, Behaviour::Fair);
    let v = json(&["roll", "crc", "--source", &source, "--format", "json"]);
    assert_eq!(v["dice"], "d6");
    // The tower by its kind, as every face names it: its path is the
    // operator's, not the roll's.
    assert_eq!(v["source"], "tower");
    // The roll replays exactly from its code, without the tower.
    backrank()
        .args(["replay", v["replay"].as_str().unwrap(), "--format", "json"])
        .assert()
        .success();
}

#[test]
fn a_d6_tower_asked_for_a_coin_is_an_input_error() {
    let source = tower(Mode::Request, Behaviour::Fair);
    backrank()
        .args(["roll", "chess960", "--source", &source, "--dice", "coin"])
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(
            "cannot throw a coin: it can throw d6",
        ));
}

#[test]
fn a_stuck_tower_fails_the_roll_and_says_why() {
    // English Random needs well over nine throws, so a die stuck on one face
    // meets the repetition limit before the position is done.
    let source = tower(Mode::Request, Behaviour::Stuck);
    backrank()
        .args(["roll", "english", "--source", &source])
        .assert()
        .code(1)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains("refused by the health tests"))
        .stderr(predicate::str::contains("in a row"));
}

#[test]
fn a_missing_tower_is_named() {
    backrank()
        .args([
            "roll",
            "chess960",
            "--source",
            "serial:/dev/backrank-missing",
        ])
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "could not open /dev/backrank-missing",
        ));
}

#[test]
fn test_device_reports_counts_chi_square_and_health() {
    let source = tower(Mode::Request, Behaviour::Fair);
    let v = json(&["test-device", &source, "--count", "120", "--format", "json"]);
    assert_eq!(v["throws"], 120);
    assert_eq!(v["counts"].as_array().unwrap().len(), 6);
    assert!(v["p_value"].as_f64().unwrap() > 0.0);
    assert_eq!(v["health"]["samples"], 120);
    assert!(v["health"]["refused"].is_null());
    assert_eq!(v["tower"], "sim-tower d6 tags");
    assert_eq!(v["stale_lines"], 0);
    assert!(v["ms_per_throw"].is_number(), "{v}");
    assert!(v["ms_first_throw"].is_number(), "{v}");
    backrank()
        .args(["test-device", &source, "--count", "0"])
        .assert()
        .code(2);
}

#[test]
fn test_device_on_a_stuck_tower_stops_and_exits_1() {
    let source = tower(Mode::Request, Behaviour::Stuck);
    backrank()
        .args(["test-device", &source, "--count", "50"])
        .assert()
        .code(1)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains("stopped after"))
        .stderr(predicate::str::contains("REFUSED"));
}

/// `--chart` draws the test's counts, also when a stuck tower stops the
/// test early: the operator sees the one face it favours.
#[test]
fn test_device_draws_its_counts_as_a_chart_even_when_it_stops() {
    let dir = scratch("device-chart");
    for (behaviour, code) in [(Behaviour::Fair, 0), (Behaviour::Stuck, 1)] {
        let chart = dir.join(format!("{behaviour:?}.png"));
        let _ = std::fs::remove_file(&chart);
        let out = backrank()
            .args([
                "test-device",
                &tower(Mode::Request, behaviour),
                "--count",
                "60",
            ])
            .arg("--chart")
            .arg(&chart)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(code), "{behaviour:?}");
        let said = String::from_utf8_lossy(if code == 0 { &out.stdout } else { &out.stderr });
        assert!(said.contains("Chart written to "), "{said}");
        let png = png::Decoder::new(std::io::Cursor::new(std::fs::read(&chart).unwrap()));
        let info = png.read_info().unwrap();
        assert_eq!((info.info().width, info.info().height), (640, 320));
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// No device at the path: the reason, and no report of zeros that says
/// "health passing".
#[test]
fn test_device_on_a_missing_device_says_why_and_nothing_else() {
    backrank()
        .args(["test-device", "serial:/dev/backrank-no-such-tower"])
        .assert()
        .code(1)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::starts_with(
            "backrank: could not test dice tower on /dev/backrank-no-such-tower: ",
        ))
        .stderr(predicate::str::contains(
            "could not open /dev/backrank-no-such-tower",
        ))
        .stderr(predicate::str::contains("health").not())
        .stderr(predicate::str::contains("chi-square").not());
}

#[test]
fn byte_mode_from_the_settings_file_serves_any_die() {
    let source = tower(Mode::Bytes, Behaviour::Fair);
    let dir = scratch("bytes");
    let cfg = dir.join("bytes.toml");
    std::fs::write(&cfg, "[serial]\nmode = \"bytes\"\n").unwrap();
    backrank()
        .args([
            "roll", "english", "--source", &source, "--dice", "d20", "--config",
        ])
        .arg(&cfg)
        .assert()
        .success();
    let out = backrank()
        .args([
            "test-device",
            &source,
            "--dice",
            "d12",
            "--count",
            "240",
            "--config",
        ])
        .arg(&cfg)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("hardware RNG on"), "{text}");
    assert!(text.contains("thrown away by the rejection rule"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_exec_plugin_rolls() {
    let script = format!(
        "exec:sh {}/plugins/exec/examples/urandom-dice.sh",
        env!("CARGO_MANIFEST_DIR")
    );
    backrank()
        .args(["roll", "korean", "--source", &script, "--dice", "d8"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Replay"));
    backrank()
        .args(["roll", "korean", "--source", "exec:exit 4"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("exit status: 4"));
}

#[test]
fn devices_lists_ports_or_says_none() {
    backrank().arg("devices").assert().success();
    let out = backrank()
        .args(["devices", "--format", "json"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let v: Value = serde_json::from_slice(&out).unwrap();
    assert!(v.is_array());
}
