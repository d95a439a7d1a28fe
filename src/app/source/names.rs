//! A record's source as people read it, from what the record keeps (a
//! [`KeptSource`]: data, never a sentence), in each person's language.

use crate::app::settings::Settings;
use crate::app::source::spec::{BeaconRef, SourceSpec};
use crate::core::text::and_list;
use crate::i18n::{Lang, Text};
use crate::store::{KeptSource, SourceKind};

/// How a record keeps the source a roll was thrown with. A hardware
/// source's path or command is the operator's business: records keep only
/// that the hardware threw, and show it by the name the operator chose.
pub fn kept_source(source: &SourceSpec) -> KeptSource {
    match source {
        SourceSpec::Os => KeptSource::of(SourceKind::Os),
        SourceSpec::Typed => KeptSource::of(SourceKind::Typed),
        SourceSpec::Serial(_) | SourceSpec::Exec(_) => KeptSource::of(SourceKind::Tower),
        SourceSpec::Seed(seed) => KeptSource {
            device: Some(seed.clone()),
            ..KeptSource::of(SourceKind::Seed)
        },
        SourceSpec::Beacon(beacon) => KeptSource {
            device: Some(beacon.to_string()),
            ..KeptSource::of(SourceKind::Beacon)
        },
    }
}

/// What a roll shown to people was thrown with: a kept source, or (for a
/// roll made again from its replay code) the throws the code carries.
#[derive(Clone, Copy, Debug)]
pub enum ThrownWith<'a> {
    Kept(&'a KeptSource),
    ReplayCode,
}

/// A roll's source as people read it, in `lang`: the hardware source by
/// the name the operator chose (`[bot] hardware_name`, else "the club's
/// dice tower"), the players of a roll-along by their mentions.
pub fn source_text(origin: ThrownWith<'_>, hardware_name: &str) -> Text {
    let ThrownWith::Kept(source) = origin else {
        return Text::msg(msg!("source-replay-code"));
    };
    match source.kind {
        SourceKind::Tower => match hardware_name.trim() {
            "" => Text::msg(msg!("source-tower")),
            name => Text::plain(name),
        },
        SourceKind::Os => Text::msg(msg!("source-os")),
        SourceKind::Typed => Text::msg(msg!("source-typed")),
        SourceKind::Seed => match &source.device {
            Some(seed) => Text::msg(msg!("source-seed")).with("seed", seed.as_str()),
            None => Text::msg(msg!("source-seeded")),
        },
        SourceKind::Beacon => match source.device.as_deref().map(str::parse::<BeaconRef>) {
            Some(Ok(BeaconRef { chain, round })) => Text::msg(msg!("source-beacon"))
                .with("round", round.to_string())
                .with("chain", chain.unwrap_or_default()),
            _ => Text::msg(msg!("source-beacons")),
        },
        SourceKind::Table if source.players.is_empty() => Text::msg(msg!("source-table")),
        SourceKind::Table => {
            let players = source
                .players
                .iter()
                .map(|p| Text::plain(format!("<@{p}>")));
            Text::msg(msg!("source-table-players")).with("players", and_list(players.collect()))
        }
    }
}

/// [`source_text`] rendered in `lang`.
pub fn source_name(origin: ThrownWith<'_>, hardware_name: &str, lang: Lang) -> String {
    source_text(origin, hardware_name).render(lang)
}

/// A roll's source as every face shows it: its kind and detail for tools,
/// its words for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceShown {
    /// `os`, `tower`, `typed`, `table`, `seed` or `beacon` (a record's
    /// kind), or `replay_code` for a roll opened from its code alone.
    pub kind: &'static str,
    /// The seed of a seeded roll, a beacon's `chain:round`.
    pub detail: Option<String>,
    /// As people read it.
    pub words: Text,
}

/// The kind a roll opened from its replay code alone has.
pub const FROM_REPLAY_CODE: &str = "replay_code";

impl SourceShown {
    /// A roll opened from its replay code alone: its throws are all that
    /// is known.
    #[must_use]
    pub fn replay_code() -> SourceShown {
        SourceShown {
            kind: FROM_REPLAY_CODE,
            detail: None,
            words: Text::msg(msg!("source-replay-code")),
        }
    }
}

/// A roll's source as every face shows it. A beacon round is named with
/// the moment it was published, by its chain as the settings know it
/// ("drand beacon round 1000 (quicknet), published at 2023-08-23 15:59:43
/// UTC"), so a daily post says which moment decided it.
#[must_use]
pub fn shown(origin: ThrownWith<'_>, settings: &Settings) -> SourceShown {
    let ThrownWith::Kept(kept) = origin else {
        return SourceShown::replay_code();
    };
    let words = source_text(origin, &settings.bot.hardware_name);
    #[cfg(feature = "beacon")]
    let words = match kept.device.as_deref().map(str::parse::<BeaconRef>) {
        Some(Ok(at)) if kept.kind == SourceKind::Beacon => {
            match crate::app::source::beacon::chain(&settings.beacon, at.chain.as_deref()) {
                Ok(chain) => {
                    let published = crate::app::source::beacon::published_at(&chain, at.round);
                    Text::msg(msg!("source-beacon-published"))
                        .with("source", words)
                        .with("at", crate::app::source::beacon_check::utc(published))
                }
                Err(_) => words,
            }
        }
        _ => words,
    };
    SourceShown {
        kind: kept.kind.as_str(),
        detail: kept.device.clone(),
        words,
    }
}

/// A kind of source as people read it (`/stats source:`), in `lang`.
pub fn kind_name(kind: SourceKind, hardware_name: &str, lang: Lang) -> String {
    source_name(ThrownWith::Kept(&KeptSource::of(kind)), hardware_name, lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_is_named_in_each_language_never_by_a_path() {
        let tower = kept_source(&SourceSpec::Serial("/dev/ttyACM0".into()));
        assert_eq!(tower, KeptSource::of(SourceKind::Tower));
        let name = |s: &KeptSource, hw: &str, lang| source_name(ThrownWith::Kept(s), hw, lang);
        assert_eq!(name(&tower, "", Lang::En), "the club's dice tower");
        assert_eq!(name(&tower, "Big Bertha", Lang::De), "Big Bertha");
        let table = KeptSource {
            players: vec![1, 2, 3],
            ..KeptSource::of(SourceKind::Table)
        };
        assert_eq!(
            name(&table, "", Lang::En),
            "dice at the table, thrown in turn by <@1>, <@2> and <@3>"
        );
        let seeded = kept_source(&SourceSpec::Seed("abc".into()));
        assert_eq!(name(&seeded, "", Lang::En), "seed abc");
        for lang in Lang::ALL {
            for &kind in SourceKind::ALL {
                let named = kind_name(kind, "", lang);
                assert!(
                    !named.is_empty() && !named.starts_with("source-"),
                    "{lang} {kind}"
                );
            }
        }
        assert_ne!(
            kind_name(SourceKind::Table, "", Lang::De),
            kind_name(SourceKind::Table, "", Lang::En)
        );
    }
}
