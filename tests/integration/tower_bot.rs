//! A bot whose `/random … source:tower` rolls go to a hardware source,
//! against the fake Discord: the settings, and a roll that is deferred.

use backrank::app::settings::Settings;
use serde_json::{Value, json};

use crate::endpoint::{command, opt, signed};

pub const APP: u64 = 1111111111111111111;
pub const GUILD: u64 = 3333333333333333333;

/// Settings for a bot on the fake Discord at `api_url` whose tower is
/// `hardware` (`serial:PATH`), rolling as fast as tests need.
pub fn settings(api_url: &str, hardware: &str) -> Settings {
    let mut s = Settings::load(None).unwrap();
    s.discord.token = "test-token".into();
    s.discord.application_id = APP;
    s.discord.guild_id = GUILD;
    s.discord.api_url = api_url.into();
    s.bot.hardware_source = hardware.into();
    s.bot.rolls_per_minute = 0;
    s
}

/// `/random variant:chess960 source:tower`, as Discord sends it.
pub fn tower_roll(token: &str) -> Value {
    command(
        "random",
        json!([
            opt("variant", 3, json!("chess960")),
            opt("source", 3, json!("tower"))
        ]),
        token,
    )
}

/// Asks the endpoint at `url` for a tower roll, which it defers.
pub async fn deferred_tower_roll(url: &str, token: &str) {
    let deferral = signed(url, &tower_roll(token))
        .await
        .json::<Value>()
        .await
        .unwrap();
    assert_eq!(deferral["type"], 5, "{deferral}");
}

/// The path of an interaction's original response.
pub fn original(token: &str) -> String {
    format!("/api/v10/webhooks/{APP}/{token}/messages/@original")
}
