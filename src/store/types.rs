//! The values the store keeps. Enums are stored as their lower-case words
//! (`as_str` / `FromStr`), so the file stays readable with `sqlite3`.

use std::fmt;
use std::str::FromStr;

use backrank_entropy::Die;

use super::StoreError;
use crate::core::draw_rules::DrawRules;
use crate::core::roll::KeptSpec;
use crate::core::text::not_one_of;
use crate::i18n::{Lang, Text};

/// Who asked, and where.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Who {
    pub user_id: u64,
    pub user_name: String,
    pub guild_id: Option<u64>,
    pub channel_id: Option<u64>,
}

/// Where a record belongs: a server's rolls, or one person's rolls made
/// outside servers (DMs). Record numbers count within a scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    Guild(u64),
    User(u64),
}

impl Scope {
    /// The scope of a roll made by `who`.
    pub fn of(who: &Who) -> Scope {
        match who.guild_id {
            Some(g) => Scope::Guild(g),
            None => Scope::User(who.user_id),
        }
    }

    /// The scope as the store keeps it: `g123` or `u456`.
    pub fn key(self) -> String {
        match self {
            Scope::Guild(g) => format!("g{g}"),
            Scope::User(u) => format!("u{u}"),
        }
    }

    /// Reads a [`Scope::key`] back.
    pub fn from_key(key: &str) -> Option<Scope> {
        let (kind, id) = key.split_at_checked(1)?;
        let id: u64 = id.parse().ok()?;
        match kind {
            "g" => Some(Scope::Guild(id)),
            "u" => Some(Scope::User(id)),
            _ => None,
        }
    }
}

/// A word that is not one of a list's ([`RollKind`], [`WhoThrows`], …):
/// what was given, and the words there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotOneOf {
    /// What was given, cut to 30 characters.
    pub given: String,
    /// The words there are.
    pub words: &'static [&'static str],
}

impl NotOneOf {
    /// What someone who typed it is told, in their language.
    #[must_use]
    pub fn text(&self) -> Text {
        not_one_of(&self.given, &self.words.join(", "))
    }
}

/// In English, as [`NotOneOf::text`] says it: the words are kept once, in
/// `locales/en.ftl`.
impl fmt::Display for NotOneOf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for NotOneOf {}

macro_rules! words {
    ($(#[$m:meta])* $name:ident { $($variant:ident = $word:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// The words, in the order of [`Self::ALL`].
            pub const WORDS: &'static [&'static str] = &[$($word),+];

            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $word),+ }
            }
        }

        impl FromStr for $name {
            type Err = NotOneOf;
            fn from_str(s: &str) -> Result<Self, NotOneOf> {
                match s.trim().to_ascii_lowercase().as_str() {
                    $($word => Ok($name::$variant),)+
                    other => Err(NotOneOf {
                        given: other.chars().take(30).collect(),
                        words: Self::WORDS,
                    }),
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        /// As its word, in JSON too.
        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }
    };
}

pub(super) use words;

words!(
    /// How a roll was made.
    RollKind { Random = "random", RollAlong = "roll-along", Daily = "daily", Event = "event" }
);
words!(
    /// Where a roll-along stands.
    RollAlongState { Open = "open", Done = "done", Cancelled = "cancelled", Expired = "expired" }
);
words!(
    /// Who may enter throws in a roll-along.
    WhoThrows { Starter = "starter", Anyone = "anyone", Role = "role" }
);
words!(
    /// Where a roll's throws come from when no faces are typed in: the OS's
    /// random numbers, the process's hardware source (the tower), or the
    /// first round of drand's public beacon published after the asking.
    RollSource { Os = "os", Tower = "tower", Beacon = "beacon" }
);
words!(
    /// Where a roll's throws came from, as its record keeps it: the OS's
    /// random numbers, the process's hardware source (a dice tower, a
    /// hardware RNG, a program), faces someone typed, dice thrown at the
    /// table in a roll-along, a seed's repeatable stream, or a round of
    /// drand's public randomness beacon.
    SourceKind { Os = "os", Tower = "tower", Typed = "typed", Table = "table", Seed = "seed", Beacon = "beacon" }
);

/// Where a roll's throws came from, kept as data: each person reads it in
/// their own language, and `/stats` counts by its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptSource {
    pub kind: SourceKind,
    /// The seed of a seeded roll, the `chain:round` of a beacon's; none
    /// otherwise (a tower's path or command is the operator's business,
    /// never kept).
    pub device: Option<String>,
    /// The people who threw in turn at the table, in order; empty
    /// otherwise.
    pub players: Vec<u64>,
}

impl KeptSource {
    /// A source as a record keeps it: its kind's word with the device and
    /// players beside it, or the sentence Backrank kept before sources were
    /// data, read as the migration reads it (a row written by an older
    /// version still running beside this one, on a shared store): a tower's
    /// path or command is `tower`, `seed:X` a seed, the table's sentence
    /// the table with its players' mentions, anything else typed.
    #[must_use]
    pub fn read(kept: &str, device: Option<String>, players: Vec<u64>) -> KeptSource {
        if let Ok(kind) = kept.parse() {
            return KeptSource {
                kind,
                device,
                players,
            };
        }
        if kept.starts_with("serial:") || kept.starts_with("exec:") {
            return KeptSource::of(SourceKind::Tower);
        }
        if let Some(seed) = kept.strip_prefix("seed:") {
            return KeptSource {
                device: Some(seed.to_owned()),
                ..KeptSource::of(SourceKind::Seed)
            };
        }
        if let Some(rest) = kept.strip_prefix("dice at the table") {
            let players = rest
                .split("<@")
                .skip(1)
                .filter_map(|m| m.split('>').next()?.parse().ok())
                .collect();
            return KeptSource {
                players,
                ..KeptSource::of(SourceKind::Table)
            };
        }
        KeptSource::of(SourceKind::Typed)
    }

    /// A source of `kind` with no device and no players.
    #[must_use]
    pub fn of(kind: SourceKind) -> KeptSource {
        KeptSource {
            kind,
            device: None,
            players: Vec::new(),
        }
    }
}

words!(
    /// What happens to a daily post the bot missed while it was down.
    Missed { Post = "post", Skip = "skip" }
);
words!(
    /// How a daily challenge picks each day's variant.
    Rotation { Rotate = "rotate", Random = "random" }
);
words!(
    /// What a console's name names.
    NameKind { Channel = "channel", Person = "person", Role = "role" }
);

/// A name typed at the console (`#chess`, `@Bob`) and the id it was given
/// the first time it was named on this store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConsoleName {
    pub kind: NameKind,
    /// As first typed.
    pub name: String,
    pub id: u64,
}

words!(
    /// Where one day's post stands in the books.
    PostStatus { Claimed = "claimed", Posted = "posted", Skipped = "skipped", Failed = "failed" }
);

/// A roll to save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewRoll {
    pub made_at: i64,
    pub kind: RollKind,
    pub who: Who,
    /// Its variant (the exact file version, for a variant file), method and
    /// device.
    pub spec: KeptSpec,
    /// Where the throws came from.
    pub source: KeptSource,
    pub faces: String,
    pub number: u64,
    pub fen: String,
    pub replay_code: String,
    /// Shown to its maker only.
    pub private: bool,
    /// The event round it is, for a revealed round of an event.
    pub event: Option<EventRound>,
    /// For an event round revealed with study time: when play starts
    /// (Unix seconds), kept with the round so every face shows the same
    /// moment.
    pub play_at: Option<i64>,
}

/// A revealed round of an event, as its roll names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventRound {
    /// The event's id in the store.
    pub event_id: i64,
    /// The round, from 1.
    pub round: i64,
}

/// A saved roll as the statistics read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatRoll {
    pub record_no: i64,
    pub made_at: i64,
    /// None for a row whose variant, method or device does not read
    /// (changed by hand, or by another program): `/stats` counts it as
    /// unread instead of failing as a whole.
    pub spec: Option<KeptSpec>,
    pub source: SourceKind,
    pub faces: String,
    pub number: u64,
    /// Its marks say whether the roll threw the standard position again.
    pub replay_code: String,
}

/// Where a saved roll is: its id in the store, and its record number in
/// its scope (what people see and type: "Record #3").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordRef {
    pub id: i64,
    pub scope: Scope,
    pub record_no: i64,
}

/// A saved roll, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedRoll {
    pub id: i64,
    pub record_no: i64,
    pub roll: NewRoll,
}

impl SavedRoll {
    pub fn record(&self) -> RecordRef {
        RecordRef {
            id: self.id,
            scope: Scope::of(&self.roll.who),
            record_no: self.record_no,
        }
    }
}

/// What a sweep of roll-alongs did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Swept {
    /// Open rolls left too long without a throw, now expired.
    pub expired: usize,
    /// Finished, cancelled or expired rolls old enough to forget.
    pub deleted: usize,
}

/// A roll-along to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewRollAlong {
    pub owner: Who,
    /// What it rolls: a variant file's version as it was at the start.
    pub spec: KeptSpec,
    pub now: i64,
    /// A witnessed roll-along's players in turn order; empty otherwise.
    pub players: Vec<u64>,
    /// Throw the standard position again, as the server said at the start.
    pub exclude_standard: bool,
    /// A pair of games, colours swapped, as the server said at the start.
    pub pairs: bool,
}

/// A roll-along: its state is just (variant, method, device, faces).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollAlong {
    pub id: i64,
    pub owner: Who,
    /// What it rolls: a variant file's version as it was at the start.
    pub spec: KeptSpec,
    /// The faces entered so far, as the replay code writes them.
    pub faces: String,
    pub state: RollAlongState,
    pub version: i64,
    pub started_at: i64,
    pub touched_at: i64,
    pub roll_id: Option<i64>,
    /// The people who take turns throwing, in order: throw k (from 0) is
    /// players[k mod n]. Empty when the server's rule on who presses holds.
    pub players: Vec<u64>,
    /// Throws the standard position again (the server's rule when it
    /// started, kept so every press rolls by it).
    pub exclude_standard: bool,
    /// Is for a pair of games, colours swapped.
    pub pairs: bool,
}

/// A roll-along's players as the store keeps them: ids, space-separated.
#[must_use]
pub fn players_text(players: &[u64]) -> String {
    players
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads back [`players_text`].
///
/// # Errors
///
/// When a word is not an id (the row was changed by hand).
pub fn players_from(text: &str) -> Result<Vec<u64>, StoreError> {
    text.split_whitespace()
        .map(|w| {
            w.parse()
                .map_err(|_| StoreError::Corrupt(format!("a roll-along player '{w}' is not an id")))
        })
        .collect()
}

/// A change to a roll-along.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollAlongChange {
    pub faces: String,
    pub state: RollAlongState,
    pub now: i64,
    /// The finished roll, saved in the same transaction.
    pub roll: Option<NewRoll>,
}

/// A server's own settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuildSettings {
    pub variant: Option<String>,
    pub method: Option<String>,
    pub dice: Option<Die>,
    /// Kept as no value for the OS's random numbers.
    pub source: RollSource,
    pub guided: WhoThrows,
    /// The role that may enter throws when `guided` is `Role`.
    pub guided_role: Option<u64>,
    /// Replies everyone sees (true) or only the asker (false).
    pub public: bool,
    /// Where the bot reports problems with this server's daily posts.
    pub log_channel: Option<u64>,
    pub missed_daily: Missed,
    /// A role whose members may use `/settings` and `/daily` besides those
    /// with Manage Server (name it when the server grants the commands to
    /// a role in Discord's Integrations settings).
    pub manager_role: Option<u64>,
    /// The language Backrank writes in here when the person's Discord
    /// gives none it speaks, and for daily posts (`de`, `ko`).
    pub language: Option<String>,
    /// Throw the standard position again (Chess960's 518) in `/random`,
    /// `/daily` and `/event`, as tournaments customarily do.
    pub exclude_standard: bool,
    /// Every position is for a pair of games, colours swapped for the
    /// second (`/random`, `/daily`).
    pub pairs: bool,
    /// Minutes between an event round's reveal and the start of play
    /// when `/event next` gives none (`0`: play starts at the reveal).
    pub event_study: i64,
    /// Whether rolls here offer "Play on lichess".
    pub lichess: bool,
    /// The clock of the games made on lichess, as `/settings` took it
    /// (`10+5`, `3d`); `None` for the default, 10+5.
    pub lichess_clock: Option<String>,
    /// The server's IANA time zone (`Europe/Berlin`), for the times people
    /// type (`/meetup plan when:`); `None`: the daily schedule's, if any.
    pub timezone: Option<String>,
}

impl Default for GuildSettings {
    fn default() -> GuildSettings {
        GuildSettings {
            variant: None,
            method: None,
            dice: None,
            source: RollSource::Os,
            guided: WhoThrows::Starter,
            guided_role: None,
            public: true,
            log_channel: None,
            missed_daily: Missed::Post,
            manager_role: None,
            language: None,
            exclude_standard: false,
            pairs: false,
            event_study: 0,
            lichess: true,
            lichess_clock: None,
            timezone: None,
        }
    }
}

/// A daily challenge to set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewSchedule {
    pub guild_id: u64,
    pub channel_id: u64,
    /// Local time of day, `HH:MM`.
    pub local_time: String,
    /// IANA time zone name, `Europe/Berlin`.
    pub timezone: String,
    pub variants: Vec<String>,
    pub rotation: Rotation,
    pub thread: bool,
    pub created_at: i64,
}

/// A channel's daily challenge. A channel keeps its one schedule (its id,
/// and with it its book of dates) for good: `/daily set` changes it in
/// place, `/daily off` stops it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Schedule {
    pub id: i64,
    pub spec: NewSchedule,
    /// When `/daily off` stopped it (it posts nothing then); `None` while
    /// it runs.
    pub stopped_at: Option<i64>,
}

/// One day's post of a schedule as a worker holds it: every step of
/// posting it is done under this claim, and refused once another worker
/// has taken it over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostClaim {
    pub schedule_id: i64,
    /// The day, in the schedule's time zone.
    pub date: jiff::civil::Date,
    /// Who holds it: the process's worker name.
    pub worker: String,
}

/// The answer to a claim on one day's post.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// This worker makes the post. `roll_id` is the roll made at an earlier
    /// claim of the same day (a retry or a takeover posts it again, with
    /// the same nonce); `first_claimed_at` is when the day was first
    /// claimed.
    Won {
        roll_id: Option<i64>,
        first_claimed_at: i64,
        /// When an earlier attempt may first have reached Discord.
        sent_at: Option<i64>,
    },
    /// Another worker has it, or it is already done.
    Taken,
}

/// How a claimed post ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PostOutcome {
    Posted { roll_id: i64, message_id: u64 },
    Skipped(String),
    Failed(String),
}

/// Whose daily challenge a date's roll is: a channel's (kept in its
/// schedule's book, running or stopped), or (made by `/daily now` in a
/// channel that never had a schedule) a server's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DailyOf {
    Schedule(i64),
    Server(u64),
}

/// One day's entry in the books.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostEntry {
    pub status: PostStatus,
    pub worker: String,
    pub claimed_at: i64,
    pub first_claimed_at: i64,
    pub sent_at: Option<i64>,
    pub roll_id: Option<i64>,
    pub message_id: Option<u64>,
    pub detail: Option<String>,
}

/// A variant a server uses (`/variant add`): which version of its file, by
/// the file's digest (the text is kept apart, see
/// [`crate::store::Store::server_definition`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerVariant {
    pub guild_id: u64,
    /// The variant's id, as its file names it.
    pub id: String,
    /// The file's digest (what its replay codes carry).
    pub digest: String,
    pub added_by: u64,
    pub added_at: i64,
}

/// What [`crate::store::Store::add_server_variant`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantAdded {
    /// A variant the server did not have.
    New,
    /// The server's variant with the same id now uses this file; `digest`
    /// was the file it used before.
    Replaced { digest: String },
    /// The server already has as many variants as it may.
    Full,
}

/// A version of a server's variant file, kept after it was replaced or
/// removed so the rolls made with it still replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptDefinition {
    pub guild_id: u64,
    pub digest: String,
    pub definition: String,
    pub added_at: i64,
}

/// A person's own preferences (`/prefs`); each one left unset follows the
/// server's settings. Kept as JSON, so a new preference needs no migration.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct UserPrefs {
    /// A board theme's name (`wood`, `slate`, `contrast`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub theme: Option<String>,
    /// Black at the bottom.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flipped: Option<bool>,
    /// The board image's width in pixels.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    /// A language tag (`de`, `ko`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// A text board instead of an image.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text_only: Option<bool>,
    /// The person's lichess username, as `/prefs` checked it: a board of a
    /// club night whose two players both gave one is locked to them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lichess: Option<String>,
}

impl UserPrefs {
    /// Preferences as kept; a row that no longer reads (written by a newer
    /// version, or by hand) counts as none, and says so once here.
    pub fn from_json(user_id: u64, json: &str) -> UserPrefs {
        serde_json::from_str(json).unwrap_or_else(|e| {
            tracing::warn!(
                user = user_id,
                error = %e,
                "a person's stored preferences do not read; using the defaults"
            );
            UserPrefs::default()
        })
    }

    /// Whether nothing is set (the store then keeps no row).
    pub fn is_empty(&self) -> bool {
        *self == UserPrefs::default()
    }
}

/// An event's rounds, before the store gives it an id (`/event start`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewEvent {
    pub guild_id: u64,
    /// Unique within the server.
    pub name: String,
    /// What every round rolls: a server's own variant as its file was at
    /// the start.
    pub spec: KeptSpec,
    /// One seed per round, drawn from the OS's random numbers; none for
    /// an event drawn from the beacon.
    pub seeds: Vec<String>,
    /// One commitment per round, exactly as published at the start: a
    /// reveal is checked against these, never against a hash made again
    /// from the kept seed.
    pub commitments: Vec<String>,
    /// Rounds drawn from drand's beacon instead of seeds: nothing secret
    /// is kept, only which beacon round decides each event round.
    pub beacon: Option<EventBeacon>,
    pub created_by: u64,
    pub created_at: i64,
    /// Every round throws the standard position again.
    pub exclude_standard: bool,
    /// Every round is a pair of games, colours swapped.
    pub pairs: bool,
    /// The token of the event's web page (`/e/TOKEN`, [`new_web_token`]).
    /// None only for an event an older version wrote, until the store is
    /// opened by this one (which gives it one).
    pub web_token: Option<String>,
    /// The rules its rounds are drawn under (no position twice, positions
    /// left out), fixed and published at the start and covered by each
    /// round's commitment. None for an event started before rules
    /// existed: repeats allowed, nothing left out, commitments of the
    /// first form ([`crate::core::commitment`]).
    pub rules: Option<DrawRules>,
}

/// How many hex digits an event's web page token has (128 bits).
pub const WEB_TOKEN_DIGITS: usize = 32;

/// A new web page token for an event (`/e/TOKEN`): 128 bits from the
/// operating system, in hex, so pages cannot be found by trying addresses.
///
/// # Errors
///
/// When the operating system gives no random bytes.
pub fn new_web_token() -> Result<String, rand::rngs::SysError> {
    use rand::rand_core::TryRng;
    let mut bytes = [0u8; WEB_TOKEN_DIGITS / 2];
    rand::rngs::SysRng.try_fill_bytes(&mut bytes)?;
    Ok(hex::encode(bytes))
}

/// Whether `text` could be a web page token (checked before any store is
/// asked).
#[must_use]
pub fn is_web_token(text: &str) -> bool {
    text.len() == WEB_TOKEN_DIGITS
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

impl NewEvent {
    /// How many rounds the event has.
    #[must_use]
    pub fn rounds(&self) -> i64 {
        match &self.beacon {
            Some(b) => b.rounds,
            None => self.seeds.len() as i64,
        }
    }
}

/// An event drawn from drand's beacon: each event round is decided by the
/// first beacon round published after the `/event next` that reveals it,
/// a rule published at the start. The beacon round is fixed (kept here)
/// before it is published, so a retry reveals the same one.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EventBeacon {
    /// The chain's name, built in or from `[beacon.chains]`.
    pub chain: String,
    /// The chain's hash in hex: a chain of that name that is now another
    /// is refused.
    pub chain_hash: String,
    /// How many rounds the event has.
    pub rounds: i64,
    /// The beacon round fixed for each event round so far, in order.
    pub fixed: Vec<FixedRound>,
}

/// The beacon round that decides one event round.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FixedRound {
    /// The beacon's round number.
    pub beacon_round: u64,
    /// When it was fixed (Unix seconds): it is the first round published
    /// after this.
    pub fixed_at: i64,
    /// Its signature in hex, once fetched and verified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature: Option<String>,
    /// The previous round's signature, for a chained scheme.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous_signature: Option<String>,
}

/// An event: one position per round, each rolled from its seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub id: i64,
    pub event: NewEvent,
    /// How many rounds have been revealed, from the first: a round counts
    /// once its position was rolled and shown.
    pub revealed: i64,
}

/// A gateway process's note that it runs a shard (`gateway_hosts`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardBeat {
    /// The process: its machine, its id and when it started.
    pub host: String,
    pub shard: u32,
    /// The total the process was told (`[discord] shard_count`, 1 unset).
    pub shard_count: u32,
    pub seen_at: i64,
}
