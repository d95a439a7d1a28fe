//! `backrank pairings`: a meetup night's pairings redone by anyone, away
//! from the bot, as the start post's check line prints it: from round 1's
//! seed, or from its drand beacon round (the signature verified against
//! the chain's key, with no network) for the pairings' purpose.

use serde_json::{Value, json};

use crate::app::json;
use crate::app::meetup::pairing::{lines, seed_key};
use crate::app::settings::Settings;
use crate::cli::error::CliError;
use crate::cli::shared_args::Format;
use crate::core::pairings::{Pairing, pair};
use crate::i18n::{Lang, Text};
use crate::msg;

/// `backrank pairings`'s arguments (its help is the doc comment on
/// `Command::Pairings`).
#[derive(Debug, clap::Args)]
pub struct PairingsArgs {
    /// Round 1's seed, for a meetup drawn from seeds.
    #[arg(
        long,
        value_name = "SEED",
        required_unless_present = "round",
        conflicts_with = "round"
    )]
    pub seed: Option<String>,
    /// For a meetup drawn from drand's beacon: the chain of round 1's
    /// beacon round (default: the settings' chain).
    #[arg(long, value_name = "NAME", requires = "round")]
    pub chain: Option<String>,
    /// Round 1's beacon round, by number.
    #[arg(long, value_name = "N", requires_all = ["signature", "purpose"])]
    pub round: Option<u64>,
    /// The beacon round's signature, in hex.
    #[arg(long, value_name = "HEX", requires = "round")]
    pub signature: Option<String>,
    /// The previous beacon round's signature, for a chained chain (the
    /// default chain), in hex.
    #[arg(long, value_name = "HEX", requires = "round")]
    pub previous_signature: Option<String>,
    /// What the pairings were drawn for, as the check line gives it
    /// (`event SERVER NAME round 1 pairings`).
    #[arg(long, value_name = "PURPOSE", requires = "round")]
    pub purpose: Option<String>,
    /// The players: Discord user ids separated by commas, each maybe
    /// with a name (`ann=123,456`); their order does not matter.
    #[arg(long, value_name = "LIST")]
    pub players: String,
    /// text for people, json for scripts.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// A player as `--players` names them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Player {
    id: u64,
    name: Option<String>,
}

/// Runs `pairings`.
///
/// # Errors
///
/// [`CliError::Input`] for a player list that does not read, and for a
/// beacon round whose signature does not verify (named).
pub fn run(settings: &Settings, args: &PairingsArgs, lang: Lang) -> Result<String, CliError> {
    let players = read_players(&args.players, lang)?;
    let ids: Vec<u64> = players.iter().map(|p| p.id).collect();
    let (key, source, said) = match (&args.seed, args.round) {
        (Some(seed), _) => {
            let seed = seed.trim();
            (
                seed_key(seed),
                json!({ "seed": seed }),
                Text::msg(msg!("pairings-from-seed")).with("seed", seed),
            )
        }
        (None, Some(round)) => beacon_key(settings, args, round, lang)?,
        (None, None) => {
            return Err(CliError::Input(
                Text::msg(msg!("pairings-seed-or-round")).render(lang),
            ));
        }
    };
    let pairing = pair(&key, &ids);
    Ok(match args.format {
        Format::Json => json::to_string(&pairing_json(&pairing, &players, source, &key)),
        Format::Text => {
            let name = |id: u64| match players.iter().find(|p| p.id == id) {
                Some(Player { name: Some(n), .. }) => Text::plain(format!("{n} ({id})")),
                _ => Text::plain(id.to_string()),
            };
            let mut out = said.render(lang);
            out.push('\n');
            for line in lines(&pairing, name) {
                out.push_str(&line.render(lang));
                out.push('\n');
            }
            out
        }
    })
}

/// The key, the source's facts and the words that say where the pairing
/// comes from, for a beacon round verified offline.
#[cfg(feature = "beacon")]
fn beacon_key(
    settings: &Settings,
    args: &PairingsArgs,
    round: u64,
    _: Lang,
) -> Result<([u8; 32], Value, Text), CliError> {
    use crate::app::meetup::pairing::beacon_key;
    use crate::cli::beacon::{Signed, facts, offline};

    let at = match &args.chain {
        Some(chain) => format!("{chain}:{round}"),
        None => round.to_string(),
    };
    let purpose = args.purpose.as_deref().unwrap_or_default();
    let signed = Signed {
        at: &at,
        signature: args.signature.as_deref().unwrap_or_default(),
        previous_signature: args.previous_signature.as_deref(),
    };
    let verified = offline(&signed, purpose, settings)?;
    let key = beacon_key(verified.draw.round(), purpose).map_err(CliError::input)?;
    let said = Text::msg(msg!("pairings-from-beacon"))
        .with("chain", verified.chain.name.as_str())
        .with("round", round.to_string())
        .with("purpose", purpose);
    Ok((key, json!({ "beacon": facts(&verified) }), said))
}

#[cfg(not(feature = "beacon"))]
fn beacon_key(
    _: &Settings,
    _: &PairingsArgs,
    _: u64,
    lang: Lang,
) -> Result<([u8; 32], Value, Text), CliError> {
    Err(CliError::Input(
        Text::msg(msg!("verify-event-no-beacon")).render(lang),
    ))
}

/// `--players`: ids separated by commas, each maybe `name=id` (or a
/// mention as Discord writes it, `<@id>`).
fn read_players(list: &str, lang: Lang) -> Result<Vec<Player>, CliError> {
    let mut players: Vec<Player> = Vec::new();
    for given in list.split(',').map(str::trim) {
        let (name, id) = match given.rsplit_once('=') {
            Some((name, id)) => (Some(name.trim().to_owned()), id.trim()),
            None => (None, given),
        };
        let digits = id
            .strip_prefix("<@")
            .and_then(|m| m.strip_suffix('>'))
            .map_or(id, |m| m.trim_start_matches('!'));
        let bad = || {
            CliError::Input(
                Text::msg(msg!("pairings-player-bad"))
                    .with("given", given.chars().take(40).collect::<String>())
                    .render(lang),
            )
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let id: u64 = digits.parse().map_err(|_| bad())?;
        if players.iter().any(|p| p.id == id) {
            return Err(CliError::Input(
                Text::msg(msg!("pairings-player-twice"))
                    .with("id", id.to_string())
                    .render(lang),
            ));
        }
        players.push(Player {
            id,
            name: name.filter(|n| !n.is_empty()),
        });
    }
    Ok(players)
}

/// The pairing for `--format json`: ids as strings (they pass what a
/// JavaScript number holds exactly).
fn pairing_json(p: &Pairing, players: &[Player], source: Value, key: &[u8; 32]) -> Value {
    let player = |id: u64| {
        let name = players
            .iter()
            .find(|p| p.id == id)
            .and_then(|p| p.name.clone());
        json!({ "id": id.to_string(), "name": name })
    };
    let boards: Vec<Value> = p
        .boards
        .iter()
        .map(|b| json!({ "board": b.number, "white": player(b.white), "black": player(b.black) }))
        .collect();
    let mut out = json!({
        "key": hex::encode(key),
        "boards": boards,
        "bye": p.bye.map(player),
    });
    if let (Some(out), Value::Object(source)) = (out.as_object_mut(), source) {
        out.extend(source);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_as_ids_names_and_mentions() {
        let read = |s: &str| read_players(s, Lang::En);
        assert_eq!(
            read("ann=123, 456 ,<@789>,<@!1011>").unwrap(),
            [
                Player {
                    id: 123,
                    name: Some("ann".into())
                },
                Player {
                    id: 456,
                    name: None
                },
                Player {
                    id: 789,
                    name: None
                },
                Player {
                    id: 1011,
                    name: None
                },
            ]
        );
        for bad in ["", "1,,2", "ann", "12a", "x=", "99999999999999999999999"] {
            let Err(CliError::Input(said)) = read(bad) else {
                panic!("{bad}");
            };
            assert!(said.contains("--players"), "{bad}: {said}");
        }
        let Err(CliError::Input(said)) = read("1,2,ann=1") else {
            panic!("twice");
        };
        assert!(said.contains("1 is given twice"), "{said}");
    }
}
