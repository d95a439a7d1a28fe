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
