//! What checks a beacon draw offline, said without the beacon itself, so
//! every build can show it: the purpose a roll's draw is made for, the
//! line that checks a draw (`backrank replay CODE --beacon …`), and a
//! moment in UTC as the lines and records write it.

use jiff::Timestamp;

use crate::app::shell::shell_line;

/// The purpose of a roll's draw (`--source beacon:ROUND`, `/random
/// source:beacon`): the same round gives the same throws to everyone.
pub const ROLL_PURPOSE: &str = "roll";

/// What the offline check of a beacon draw names.
#[derive(Clone, Debug)]
pub struct BeaconCheck<'a> {
    /// The roll's replay code.
    pub code: &'a str,
    pub chain: &'a str,
    pub round: u64,
    /// The round's signature in hex, and the previous one on a chained
    /// network.
    pub signature: &'a str,
    pub previous_signature: Option<&'a str>,
    /// What the draw was for (a roll's is the default, left out).
    pub purpose: &'a str,
    /// The variant file the code needs, for a server's own variant.
    pub variant_file: Option<String>,
    /// An event's rules: the positions left out at its start, and (no
    /// position twice) those of its earlier rounds, as the draw needs
    /// them; none for a roll.
    pub rules: Vec<String>,
}

/// The command that checks a beacon draw offline: the roll's throws (its
/// replay code) must be exactly the draw of that beacon round, whose
/// signature verifies, for that purpose; any other round, signature or
/// purpose fails. The one line `backrank roll --source beacon:…` and an
/// event's reveal both print.
#[must_use]
pub fn beacon_check_line(c: &BeaconCheck<'_>) -> String {
    let mut words = vec![
        "backrank".to_owned(),
        "replay".to_owned(),
        c.code.to_owned(),
        "--beacon".to_owned(),
        format!("{}:{}", c.chain, c.round),
        "--signature".to_owned(),
        c.signature.to_owned(),
    ];
    if let Some(previous) = c.previous_signature.filter(|p| !p.is_empty()) {
        words.extend(["--previous-signature".to_owned(), previous.to_owned()]);
    }
    if c.purpose != ROLL_PURPOSE {
        words.extend(["--purpose".to_owned(), c.purpose.to_owned()]);
    }
    words.extend(c.rules.iter().cloned());
    if let Some(file) = &c.variant_file {
        words.extend(["--variant-file".to_owned(), file.clone()]);
    }
    shell_line(&words)
}

/// A moment as the beacon's messages give it, in UTC ("2026-11-27
/// 18:00:03"; the messages say "UTC").
pub fn utc(moment: Timestamp) -> String {
    moment.strftime("%Y-%m-%d %H:%M:%S").to_string()
}
