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

/// A server's time zone through the signed endpoint (issue 61: the zone
/// `/meetup plan when:` reads times in): `/settings set timezone:` offers
/// zone names as it is typed, keeps the name the time zone database
/// spells, shows it, refuses a name that is no zone's (naming it, the
/// nearest names and how to find one) changing nothing, and `none` unsets
/// it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_time_zone_is_offered_set_shown_refused_and_unset() {
    use serde_json::{Value, json};

    use crate::endpoint::{command, opt, serve, signed, subcommand};
    use crate::privacy::ask;

    let bot = crate::common::bot_with(backrank::app::settings::Settings::load(None).unwrap());
    let url = serve(bot, None).await;
    let set = |zone: &str| subcommand("settings", "set", json!([opt("timezone", 3, json!(zone))]));
    let content = |r: &Value| r["data"]["content"].as_str().unwrap_or_default().to_owned();
    let shown = async || {
        let (r, _) = ask(&url, &subcommand("settings", "show", json!([]))).await;
        let fields = r["data"]["embeds"][0]["fields"].as_array().unwrap().clone();
        assert!(
            fields.len() <= 25,
            "Discord shows at most 25 fields: {fields:?}"
        );
        fields
            .iter()
            .find(|f| f["name"] == "Time zone")
            .map(|f| f["value"].as_str().unwrap().to_owned())
            .unwrap_or_else(|| panic!("no Time zone in {fields:?}"))
    };

    let mut typing = command(
        "settings",
        json!([{"name": "set", "type": 1, "options": [
            {"name": "timezone", "type": 3, "value": "berl", "focused": true}
        ]}]),
        "tok-zone",
    );
    typing["type"] = json!(4);
    let offered: Value = signed(&url, &typing).await.json().await.unwrap();
    assert_eq!(offered["type"], 8, "{offered}");
    let choices = offered["data"]["choices"].as_array().unwrap();
    assert!(
        choices.iter().any(|c| c["value"] == "Europe/Berlin"),
        "{choices:?}"
    );

    assert_eq!(
        shown().await,
        "not set (a daily challenge's zone is used, if there is one)"
    );
    let (r, _) = ask(&url, &set("europe/berlin")).await;
    assert!(content(&r).contains("Saved"), "{r}");
    assert_eq!(shown().await, "Europe/Berlin");

    let (r, _) = ask(&url, &set("Europe/Berln")).await;
    assert_eq!(r["data"]["flags"], 64, "{r}");
    let said = content(&r);
    for part in [
        "`timezone`",
        "'Europe/Berln' is not a time zone name",
        "did you mean Europe/Berlin",
        "pick one of the names offered",
        "`none`",
    ] {
        assert!(said.contains(part), "{part:?} in {said}");
    }
    assert_eq!(
        shown().await,
        "Europe/Berlin",
        "the bad name changed nothing"
    );

    let (r, _) = ask(&url, &set("Mars/Olympus_Mons_Base")).await;
    assert!(
        content(&r).contains("'Mars/Olympus_Mons_Base' is not a time zone name"),
        "{r}"
    );

    let (r, _) = ask(&url, &set("none")).await;
    assert!(content(&r).contains("Saved"), "{r}");
    assert_eq!(
        shown().await,
        "not set (a daily challenge's zone is used, if there is one)"
    );
}
