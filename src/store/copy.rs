//! Moving a store's whole history to another backend (`backrank store
//! copy`): a club that outgrows its SQLite file carries its records, their
//! numbers, its settings, its daily books, its devices' health tests and
//! its servers' variant files into PostgreSQL unchanged.

use std::fmt;

use super::{
    ConsoleName, Event, GuildSettings, KeptDefinition, KeptMeetupTask, Meetup, MeetupAnswer,
    PostEntry, RollAlong, SavedRoll, Schedule, ServerVariant, Store, StoreError, UserPrefs,
};

/// Everything a store holds, row for row, ids kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dump {
    pub rolls: Vec<SavedRoll>,
    /// The last record number given in each scope (`g…` / `u…`).
    pub counters: Vec<(String, i64)>,
    pub roll_alongs: Vec<RollAlong>,
    pub settings: Vec<(u64, GuildSettings)>,
    pub schedules: Vec<Schedule>,
    /// Each day's post: (schedule id, local date, entry).
    pub posts: Vec<(i64, String, PostEntry)>,
    /// Each date's daily challenge `/daily now` made for a server with no
    /// schedule there: (server, date, roll id).
    pub server_daily: Vec<(u64, String, i64)>,
    /// Each hardware source's health tests: (source, JSON state, updated at).
    pub health: Vec<(String, String, i64)>,
    /// Every version of every server's variant files.
    pub definitions: Vec<KeptDefinition>,
    /// Which version of each variant each server uses.
    pub server_variants: Vec<ServerVariant>,
    /// People's preferences: (user, preferences, updated at).
    pub prefs: Vec<(u64, UserPrefs, i64)>,
    /// Servers' events, with their seeds and how far they are revealed.
    pub events: Vec<Event>,
    /// The console's names and their ids.
    pub console_names: Vec<ConsoleName>,
    /// Club nights, each with its id.
    pub meetups: Vec<Meetup>,
    /// Each night's answers: (night, answer).
    pub meetup_answers: Vec<(i64, MeetupAnswer)>,
    /// Each night's tasks, done or claimed.
    pub meetup_tasks: Vec<KeptMeetupTask>,
    /// Each server's calendar feed token: (server, token).
    pub meetup_feeds: Vec<(u64, String)>,
}

impl Dump {
    /// Whether the store it came from held nothing a copy would overwrite.
    pub fn is_empty(&self) -> bool {
        self.rolls.is_empty()
            && self.roll_alongs.is_empty()
            && self.settings.is_empty()
            && self.schedules.is_empty()
            && self.health.is_empty()
            && self.definitions.is_empty()
            && self.prefs.is_empty()
            && self.events.is_empty()
            && self.console_names.is_empty()
            && self.meetups.is_empty()
            && self.meetup_feeds.is_empty()
    }
}

impl fmt::Display for Dump {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let counts = [
            counted(self.rolls.len(), "roll", "rolls"),
            counted(self.roll_alongs.len(), "roll-along", "roll-alongs"),
            counted(
                self.settings.len(),
                "server's settings",
                "servers' settings",
            ),
            counted(self.schedules.len(), "daily challenge", "daily challenges"),
            counted(
                self.posts.len(),
                "day of daily posts",
                "days of daily posts",
            ),
            counted(
                self.health.len(),
                "device's health tests",
                "devices' health tests",
            ),
            format!(
                "{} ({})",
                counted(
                    self.server_variants.len(),
                    "server's variants",
                    "servers' variants"
                ),
                counted(self.definitions.len(), "file version", "file versions")
            ),
            counted(
                self.prefs.len(),
                "person's preferences",
                "people's preferences",
            ),
            counted(self.events.len(), "event", "events"),
            counted(
                self.server_daily.len(),
                "day of a server's own daily challenge",
                "days of servers' own daily challenges",
            ),
            counted(self.console_names.len(), "console name", "console names"),
            counted(self.meetups.len(), "meetup night", "meetup nights"),
            counted(
                self.meetup_feeds.len(),
                "server's calendar feed",
                "servers' calendar feeds",
            ),
        ];
        f.write_str(&counts.join(", "))
    }
}

/// `n` and what it counts, in the singular for one. The copy's report is
/// English, as `doctor`'s is: it is read by the operator, and scripts.
fn counted(n: usize, one: &str, other: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { other })
}

/// Copies everything in `from` into `to`, which must be empty; `progress`
/// hears what is being done. Returns what was copied.
///
/// # Errors
///
/// [`CopyError::Reading`] when `from` fails; [`CopyError::Writing`] with
/// [`StoreError::NotEmpty`] when `to` holds anything (nothing is changed),
/// or any other store error of `to` (the load is one transaction, so `to`
/// is left as it was).
pub async fn copy(
    from: &dyn Store,
    to: &dyn Store,
    progress: &mut dyn FnMut(&str),
) -> Result<Dump, CopyError> {
    progress("reading the source store");
    let dump = from.dump().await.map_err(CopyError::Reading)?;
    progress(&format!("read {dump}; writing them"));
    to.load(dump.clone()).await.map_err(CopyError::Writing)?;
    Ok(dump)
}

/// Why a [`copy`] failed, and in which store: a store damaged where the
/// copy reads it calls for a backup, one damaged where it writes for
/// another target.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    /// The store copied from failed.
    #[error("{0}")]
    Reading(StoreError),
    /// The store copied into failed.
    #[error("{0}")]
    Writing(StoreError),
}

/// What an occupied target holds, for [`StoreError::NotEmpty`].
pub(super) fn occupied(counts: &[(&str, i64)]) -> Result<(), StoreError> {
    let held: Vec<String> = counts
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(what, n)| format!("{what}: {n}"))
        .collect();
    if held.is_empty() {
        Ok(())
    } else {
        Err(StoreError::NotEmpty(held.join(", ")))
    }
}

/// The tables a copy fills, in an order that keeps every reference valid,
/// with the question that counts their rows.
pub(super) const COUNTS: &[(&str, &str)] = &[
    ("rolls", "SELECT COUNT(*) FROM rolls"),
    ("roll-alongs", "SELECT COUNT(*) FROM sessions"),
    ("servers' settings", "SELECT COUNT(*) FROM guild_settings"),
    ("daily challenges", "SELECT COUNT(*) FROM schedules"),
    (
        "devices' health tests",
        "SELECT COUNT(*) FROM device_health",
    ),
    (
        "servers' variant files",
        "SELECT COUNT(*) FROM variant_definitions",
    ),
    ("people's preferences", "SELECT COUNT(*) FROM user_prefs"),
    ("events", "SELECT COUNT(*) FROM events"),
    ("console names", "SELECT COUNT(*) FROM console_names"),
    ("meetup nights", "SELECT COUNT(*) FROM meetups"),
    (
        "servers' calendar feeds",
        "SELECT COUNT(*) FROM meetup_feeds",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 59: "1 servers' settings", "1 days of servers' own daily
    /// challenges".
    #[test]
    fn one_of_each_is_counted_in_the_singular() {
        let dump = Dump {
            settings: vec![(1, GuildSettings::default())],
            server_daily: vec![(1, "2026-12-07".into(), 1)],
            ..Dump::default()
        };
        let said = dump.to_string();
        assert!(said.contains(", 1 server's settings, "), "{said}");
        assert!(
            said.ends_with(
                ", 1 day of a server's own daily challenge, 0 console names, 0 meetup nights, \
                 0 servers' calendar feeds"
            ),
            "{said}"
        );
        assert!(said.starts_with("0 rolls, 0 roll-alongs"), "{said}");
    }
}
