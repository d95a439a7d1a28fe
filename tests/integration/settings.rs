//! A typo in the settings stops the program with the closest real name,
//! instead of being ignored (`data_dr` used to send the store elsewhere).

use predicates::prelude::*;

use crate::common::{backrank, scratch};

#[test]
fn a_misspelt_key_in_a_settings_file_is_refused_with_the_closest_name() {
    let dir = scratch("settings-typo");
    for (text, wrong, right) in [
        (
            "[store]\ndata_dr = \"/srv/backrank\"\n",
            "store.data_dr",
            "store.data_dir",
        ),
        ("[roll]\ndise = \"coin\"\n", "roll.dise", "roll.dice"),
        ("[rol]\ndice = \"coin\"\n", "rol.dice", "roll.dice"),
    ] {
        let file = dir.join("club.toml");
        std::fs::write(&file, text).unwrap();
        backrank()
            .args(["roll", "chess960", "--source", "seed:typo", "--config"])
            .arg(&file)
            .assert()
            .code(2)
            .stdout(predicate::str::is_empty())
            .stderr(
                predicate::str::contains(format!("there is no setting `{wrong}`"))
                    .and(predicate::str::contains(format!("did you mean `{right}`?"))),
            );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_misspelt_environment_variable_is_refused_with_the_closest_name() {
    backrank()
        .args(["roll", "chess960", "--source", "seed:typo"])
        .env("BACKRANK__ROLL__DISE", "coin")
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(
            "the environment variable BACKRANK__ROLL__DISE names no setting; \
             did you mean `BACKRANK__ROLL__DICE`?",
        ));
    // The right name still works.
    backrank()
        .args([
            "roll",
            "chess960",
            "--source",
            "seed:typo",
            "--format",
            "json",
        ])
        .env("BACKRANK__ROLL__DICE", "coin")
        .assert()
        .success()
        .stdout(predicate::str::contains("\"dice\": \"coin\""));
}

/// `backrank config defaults` prints every setting there is (the file the
/// refusals point to, for someone who has only the installed program),
/// and prints it even when the person's own settings do not read: it is
/// what they are fixed from. A value of the wrong type names its file or
/// variable, as every other settings error does.
#[test]
fn the_defaults_print_from_the_program_and_a_wrong_type_names_its_place() {
    let dir = scratch("settings-defaults");
    let broken = dir.join("broken.toml");
    std::fs::write(&broken, "[discord]\napplication_id = \"notanumber\"\n").unwrap();
    let out = backrank()
        .args(["config", "defaults", "--config"])
        .arg(&broken)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let printed: toml::Table = String::from_utf8(out).unwrap().parse().unwrap();
    let known: toml::Table = backrank::app::settings::DEFAULT_TOML.parse().unwrap();
    assert_eq!(printed, known);
    for section in ["discord", "store", "roll", "serial", "http", "daily"] {
        assert!(printed.contains_key(section), "no [{section}]");
    }

    backrank()
        .args(["roll", "chess960", "--source", "seed:x", "--config"])
        .arg(&broken)
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains(broken.display().to_string())
                .and(predicate::str::contains("discord.application_id")),
        );
    backrank()
        .args(["roll", "chess960", "--source", "seed:x"])
        .env("BACKRANK__DISCORD__APPLICATION_ID", "notanumber")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the environment variable BACKRANK__DISCORD__APPLICATION_ID",
        ));
    backrank()
        .args(["roll", "chess960", "--source", "seed:x", "--config"])
        .arg(dir.join("typo.toml"))
        .assert()
        .code(2);
    std::fs::write(dir.join("typo.toml"), "[rol]\ndice = \"coin\"\n").unwrap();
    backrank()
        .args(["roll", "chess960", "--source", "seed:x", "--config"])
        .arg(dir.join("typo.toml"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "(`backrank config defaults` lists every setting)",
        ));
}
