//! Events: one position per round for every board, drawn before the
//! first round and provably not chosen by hand.
//!
//! When an event starts, each round gets a seed of 256 bits from the
//! operating system, and the bot publishes, for each round, the SHA-256
//! of the event's name, the round and the seed ([`commitment`]). A round
//! is revealed by its seed: anyone can hash it to check the published
//! commitment, and roll the position from it exactly as `backrank roll
//! … --source seed:SEED` does. The seeds are fixed before anyone knows a
//! position, and a seed cannot be changed afterwards without changing its
//! hash.
//!
//! The commitments are kept exactly as published: a reveal checks the kept
//! seed against them and refuses a seed changed in the store afterwards. A
//! round counts as revealed only once its position was rolled and its
//! message made.
//!
//! An event started with draw rules (issue 52: no position twice,
//! positions left out; [`crate::app::event_rules`]) commits to them in
//! every round's commitment, and draws each round in attempts until one
//! gives a position the rules allow.

use rand::rand_core::TryRng;

use crate::app::App;
use crate::app::error::AppError;
use crate::app::event_commands::drawn_source;
use crate::app::event_rules::{Base, draw_round};
use crate::app::roller::Throws;
use crate::app::rolls::{Made, new_roll};
use crate::app::source_names::kept_source;
use crate::app::study::PlayStart;
use crate::app::visibility::Visibility;
use crate::core::draw_rules::{DrawRules, Refused, RuleDraw};
use crate::core::names;
use crate::core::roll::{Roll, RollSpec};
use crate::i18n::{Lang, Text};
use crate::store::{Event, EventRound, NewEvent, NewRoll, RecordRef, RollKind, Who};

/// The most rounds an event may have.
pub const MAX_ROUNDS: i64 = 30;
/// The longest event name, in characters.
pub const MAX_NAME: usize = 60;

pub use crate::core::commitment::{commitment, commitment_with_rules};

/// Why a round did not check out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// What was given is not a SHA-256 in hex.
    NotACommitment(String),
    /// The seed hashes to something else.
    Mismatch(Mismatch),
}

/// A seed that hashes to something other than what was published.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    pub event: String,
    pub round: i64,
    pub seed: String,
    pub actual: String,
    pub published: String,
}

impl Mismatch {
    fn text(&self) -> Text {
        Text::msg(msg!("error-commitment-mismatch"))
            .with("round", self.round)
            .with("event", self.event.as_str())
            .with("seed", self.seed.as_str())
            .with("actual", self.actual.as_str())
            .with("published", self.published.as_str())
    }
}

impl VerifyError {
    /// What does not match, in words each language renders.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            VerifyError::NotACommitment(given) => {
                Text::msg(msg!("error-not-a-commitment")).with("given", given.as_str())
            }
            VerifyError::Mismatch(m) => m.text(),
        }
    }
}

/// In English, as [`VerifyError::text`] says it: the words are kept once,
/// in `locales/en.ftl`.
impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for VerifyError {}

/// The commitment to round `round` of `event` with `seed`: of the first
/// form for an event started before rules (`rules` none), else covering
/// the rules too.
#[must_use]
pub fn round_commitment(event: &str, round: i64, seed: &str, rules: Option<&DrawRules>) -> String {
    match rules {
        None => commitment(event, round, seed),
        Some(rules) => commitment_with_rules(event, round, seed, &rules.committed()),
    }
}

/// Whether `seed` is the one committed to for this round, of an event
/// drawn under `rules` (none: started before rules).
///
/// # Errors
///
/// [`VerifyError`] naming what does not match (or what is not a
/// commitment).
pub fn verify(
    event: &str,
    round: i64,
    seed: &str,
    rules: Option<&DrawRules>,
    published: &str,
) -> Result<(), VerifyError> {
    let published = published.trim().to_ascii_lowercase();
    if published.len() != 64 || !published.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(VerifyError::NotACommitment(
            published.chars().take(70).collect(),
        ));
    }
    let actual = round_commitment(event, round, seed.trim(), rules);
    if actual == published {
        Ok(())
    } else {
        Err(VerifyError::Mismatch(Mismatch {
            event: event.to_owned(),
            round,
            seed: seed.trim().to_owned(),
            actual,
            published,
        }))
    }
}

/// A new round's seed: 256 bits from the operating system, in hex.
///
/// # Errors
///
/// When the operating system gives no random bytes.
pub fn new_seed() -> Result<String, AppError> {
    let mut bytes = [0u8; 32];
    rand::rngs::SysRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| AppError::source(Text::msg(msg!("error-os-random")), e.to_string()))?;
    Ok(hex::encode(bytes))
}

pub use crate::store::is_web_token;

/// A new event's web page token (`/e/TOKEN`, [`crate::store::new_web_token`]).
///
/// # Errors
///
/// When the operating system gives no random bytes.
pub fn new_web_token() -> Result<String, AppError> {
    crate::store::new_web_token()
        .map_err(|e| AppError::source(Text::msg(msg!("error-os-random")), e.to_string()))
}

impl App {
    /// A round's position: `spec` rolled from `seed`, throw for throw as
    /// `--source seed:SEED` rolls it.
    ///
    /// # Errors
    ///
    /// When the roll fails (a method that cannot finish: not for a fair
    /// one).
    pub async fn round_roll(&self, spec: RollSpec, seed: &str) -> Result<Roll, AppError> {
        let throws = Throws::Seed(seed.to_owned());
        let rolled = self.roller().roll(spec, throws, &|_| {}, Lang::En).await?;
        Ok(rolled.roll)
    }
}

/// A round just revealed.
#[derive(Debug)]
pub struct Revealed {
    /// The event as it was when the round was revealed.
    pub event: Event,
    /// The round, from 1.
    pub round: i64,
    /// Its position: the roll of the first attempt the event's rules
    /// allow.
    pub roll: Roll,
    /// What decided it.
    pub drawn: Drawn,
    /// The attempts drawn again before `roll`'s, in order.
    pub refused: Vec<Refused>,
    /// The positions of the rounds before it, in order, where the rules
    /// keep a position from coming twice (their check lines carry them);
    /// empty otherwise.
    pub earlier: Vec<u64>,
    /// The record it is kept as, once it is.
    pub record: Option<RecordRef>,
    /// When its games start, when it was given study time.
    pub play: Option<PlayStart>,
}

impl Revealed {
    /// The attempt whose roll is the round's, from 1.
    #[must_use]
    pub fn attempt(&self) -> u32 {
        u32::try_from(self.refused.len()).map_or(u32::MAX, |n| n.saturating_add(1))
    }
}

/// What decided a revealed round.
#[derive(Debug)]
pub enum Drawn {
    /// Its seed, and the commitment published for it at the start.
    Seed { seed: String, commitment: String },
    /// Its beacon round, fetched and verified.
    #[cfg(feature = "beacon")]
    Beacon(crate::app::event_beacon::BeaconRevealed),
}

/// A new event's rounds: a seed each, and the commitment published for
/// it, covering the event's `rules`.
///
/// # Errors
///
/// When `rounds` is not 1 to [`MAX_ROUNDS`] (the command's option holds
/// people to that already), or the operating system gives no random bytes.
pub fn new_rounds(
    name: &str,
    rounds: i64,
    rules: &DrawRules,
) -> Result<(Vec<String>, Vec<String>), AppError> {
    if !(1..=MAX_ROUNDS).contains(&rounds) {
        return Err(Text::msg(msg!("error-option-out-of-range"))
            .with("option", "rounds")
            .with("min", 1_i64)
            .with("max", MAX_ROUNDS)
            .with("given", rounds)
            .into());
    }
    let seeds = (0..rounds)
        .map(|_| new_seed())
        .collect::<Result<Vec<_>, _>>()?;
    let commitments = (1..)
        .zip(&seeds)
        .map(|(r, s)| round_commitment(name, r, s, Some(rules)));
    let commitments = commitments.collect();
    Ok((seeds, commitments))
}

impl App {
    /// The next round of `event`, ready to be shown: its kept seed checked
    /// against the commitment kept from the start and its position
    /// rolled. Nothing is counted yet: the round counts as revealed only
    /// once its message is made ([`App::count_revealed`]), so a failure in
    /// between leaves it for the next try.
    ///
    /// # Errors
    ///
    /// [`AppError::Input`] when every round is out; [`AppError::Internal`]
    /// when a kept seed does not match its commitment (the store was
    /// changed after the start: nothing is revealed), or the event no
    /// longer reads.
    pub async fn next_round(&self, event: Event) -> Result<Revealed, AppError> {
        let rounds = event.event.rounds();
        if event.revealed >= rounds {
            return Err(Text::msg(msg!("error-event-all-revealed"))
                .with("rounds", rounds)
                .with("name", event.event.name.as_str())
                .into());
        }
        let round = event.revealed + 1;
        let earlier = self.earlier_positions(&event, round).await?;
        if event.event.beacon.is_some() {
            return self.next_beacon_round(event, round, earlier).await;
        }
        let drawn = self.event_round(&event, round, &earlier).await?;
        let at = (round - 1) as usize;
        let seed = Drawn::Seed {
            seed: event.event.seeds[at].clone(),
            commitment: event.event.commitments[at].clone(),
        };
        Ok(Revealed {
            event,
            round,
            roll: drawn.roll,
            drawn: seed,
            refused: drawn.refused,
            earlier,
            record: None,
            play: None,
        })
    }

    #[cfg(feature = "beacon")]
    async fn next_beacon_round(
        &self,
        event: Event,
        round: i64,
        earlier: Vec<u64>,
    ) -> Result<Revealed, AppError> {
        let (drawn, revealed) = self.beacon_event_round(&event, round, &earlier).await?;
        Ok(Revealed {
            event,
            round,
            roll: drawn.roll,
            drawn: Drawn::Beacon(revealed),
            refused: drawn.refused,
            earlier,
            record: None,
            play: None,
        })
    }

    #[cfg(not(feature = "beacon"))]
    async fn next_beacon_round(&self, _: Event, _: i64, _: Vec<u64>) -> Result<Revealed, AppError> {
        Err(crate::app::sources::SourceError::NotBuilt("beacon", "beacon").into())
    }

    /// Counts a round made ready by [`App::next_round`] as revealed, and
    /// keeps it as a roll `who` made (public, of kind event, its source the
    /// seed or beacon round that decided it, with when its play starts), so the server's statistics,
    /// `/replay` and record numbers count it as they count every roll:
    /// where it is kept.
    ///
    /// # Errors
    ///
    /// [`AppError::Conflict`] when another reveal of the same round came
    /// first (nothing is changed: the next `/event next` reveals the round
    /// after); a store failure.
    pub async fn count_revealed(
        &self,
        revealed: &Revealed,
        who: &Who,
    ) -> Result<RecordRef, AppError> {
        let source = kept_source(&drawn_source(revealed));
        let made = Made {
            source: &source,
            who,
            kind: RollKind::Event,
            visibility: Visibility::Public,
        };
        let roll = NewRoll {
            play_at: revealed.play.map(|p| p.at),
            ..new_roll(&revealed.roll, &made, self.clock().now().as_second())
        };
        let round = EventRound {
            event_id: revealed.event.id,
            round: revealed.round,
        };
        match self.store().reveal_round(round, roll).await? {
            Some(record) => {
                self.revealed.send_modify(|n| *n += 1);
                Ok(record)
            }
            None => Err(AppError::Conflict(
                Text::msg(msg!("error-event-busy")).with("round", revealed.round),
            )),
        }
    }

    /// Changes each time this process reveals an event round: what waits
    /// on it reads its event again. A round revealed by another process
    /// on the same store is not seen here (read the store for those).
    #[must_use]
    pub fn reveals(&self) -> tokio::sync::watch::Receiver<u64> {
        self.revealed.subscribe()
    }

    /// Round `round` (from 1) of `event`, drawn from its kept seed under
    /// the event's rules (the rounds before it having given `earlier`)
    /// once that seed is checked against the commitment kept from the
    /// start.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`] when the seed does not match (nothing may be
    /// shown then) or the event no longer reads.
    pub async fn event_round(
        &self,
        event: &Event,
        round: i64,
        earlier: &[u64],
    ) -> Result<RuleDraw, AppError> {
        let e = &event.event;
        let at = usize::try_from(round - 1).ok();
        let kept = at.and_then(|i| Some((e.seeds.get(i)?, e.commitments.get(i)?)));
        let Some((seed, published)) = kept else {
            return Err(AppError::internal(
                msg!("error-event-unreadable"),
                format!(
                    "event {} has no seed or commitment for round {round}",
                    event.id
                ),
            ));
        };
        if let Err(e) = verify(&e.name, round, seed, e.rules.as_ref(), published) {
            return Err(AppError::Internal {
                user: Text::msg(msg!("error-event-forged"))
                    .with("round", round)
                    .with("name", event.event.name.as_str()),
                detail: format!(
                    "event {} ({:?}) round {round}: the kept seed does not match the commitment \
                     published at the start, so the store was changed afterwards; nothing was \
                     revealed: {e}",
                    event.id, event.event.name
                ),
            });
        }
        let spec = self.event_spec(e).await?;
        draw_round(spec, e.rules.as_ref(), earlier, Base::Seed(seed)).await
    }

    /// The variant, method and device an event was started with (a
    /// server's own variant as its file was then), with its options.
    ///
    /// # Errors
    ///
    /// [`AppError::Internal`] when what was kept no longer reads.
    pub async fn event_spec(&self, e: &NewEvent) -> Result<RollSpec, AppError> {
        Ok(self
            .kept_spec(Some(e.guild_id), &e.spec, msg!("error-event-unreadable"))
            .await?
            .excluding_standard(e.exclude_standard)
            .paired(e.pairs))
    }
}

/// A new event's name as typed, checked as [`event_name`] checks it, not
/// starting with `-` (its printed command lines must run as printed), and
/// showing as itself wherever it is shown ([`names::hidden_char`]): no
/// invisible or direction character, none of Discord's formatting (a
/// backtick would also cut its `code` short). Names kept before this
/// check are still found by [`event_name`].
///
/// # Errors
///
/// A message naming what is wrong, and the character.
pub fn new_event_name(typed: &str) -> Result<String, AppError> {
    let name = event_name(typed)?;
    if name.starts_with('-') {
        return Err(Text::msg(msg!("error-event-name"))
            .with("most", MAX_NAME)
            .into());
    }
    if let Some(c) = names::hidden_char(&name) {
        let formatting = names::is_formatting(c);
        return Err(Text::msg(msg!("error-event-name-hidden"))
            .with(
                "kind",
                if formatting {
                    "formatting"
                } else {
                    "invisible"
                },
            )
            .with(
                "char",
                if formatting {
                    c.to_string()
                } else {
                    String::new()
                },
            )
            .with("code", format!("{:04X}", u32::from(c)))
            .with("formatting", names::FORMATTING)
            .with("at_start", names::FORMATTING_AT_START)
            .into());
    }
    Ok(name)
}

/// An event's name as typed, checked: trimmed, not empty, at most
/// [`MAX_NAME`] characters, no line breaks or control characters (it is
/// part of what is hashed, and people type it again to check).
///
/// # Errors
///
/// A message naming what is wrong.
pub fn event_name(typed: &str) -> Result<String, AppError> {
    let name = typed.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(Text::msg(msg!("error-event-name"))
            .with("most", MAX_NAME)
            .into());
    }
    Ok(name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// However a count reaches it, an event has 1 to 30 rounds: no seeds
    /// are drawn for any other.
    #[test]
    fn an_event_has_one_to_the_most_rounds() {
        for bad in [0, -1, MAX_ROUNDS + 1, i64::MAX] {
            let e = new_rounds("Cup", bad, &DrawRules::none())
                .unwrap_err()
                .to_string();
            assert_eq!(e, format!("`rounds` must be from 1 to 30, not {bad}"));
        }
        let (seeds, commitments) = new_rounds("Cup", MAX_ROUNDS, &DrawRules::none()).unwrap();
        assert_eq!((seeds.len(), commitments.len()), (30, 30));
    }

    #[test]
    fn a_commitment_is_the_sha256_of_the_tagged_lines() {
        // Computed independently: printf 'backrank event\nClub Open\n1\nabc' | sha256sum
        assert_eq!(
            commitment("Club Open", 1, "abc"),
            "fe50e19dd6c081f45925c7297f7cc908da51e190a008d40c9273d1687409b133"
        );
        let c = commitment("Club Open", 1, "abc");
        assert_eq!(
            verify("Club Open", 1, "abc", None, &c.to_uppercase()),
            Ok(())
        );
        for (event, round, seed) in [
            ("Club Open", 2, "abc"),
            ("Club Open ", 1, "abc"),
            ("Club Open", 1, "abd"),
        ] {
            let e = verify(event, round, seed, None, &c).unwrap_err();
            assert!(matches!(e, VerifyError::Mismatch(_)), "{e}");
            assert!(e.to_string().contains("is not the committed seed"), "{e}");
        }
        let e = verify("x", 1, "abc", None, "12").unwrap_err();
        assert_eq!(e, VerifyError::NotACommitment("12".into()));
    }

    #[test]
    fn seeds_are_256_bits_and_differ() {
        let (a, b) = (new_seed().unwrap(), new_seed().unwrap());
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
    }

    #[test]
    fn web_tokens_are_128_bits_and_differ() {
        let (a, b) = (new_web_token().unwrap(), new_web_token().unwrap());
        assert!(is_web_token(&a) && is_web_token(&b), "{a} {b}");
        assert_ne!(a, b);
        for bad in [
            "",
            "0123",
            &"g".repeat(32),
            &"A".repeat(32),
            &"a".repeat(33),
        ] {
            assert!(!is_web_token(bad), "{bad}");
        }
    }

    #[test]
    fn names_are_one_short_line() {
        assert_eq!(event_name("  Club Open ").unwrap(), "Club Open");
        for bad in ["", "   ", "a\nb", &"x".repeat(61)] {
            assert!(event_name(bad).is_err(), "{bad:?}");
        }
        // A new one's printed lines must run: no leading dash, no backtick.
        for bad in ["-Blitz", " --help", "Club `Open`"] {
            assert!(new_event_name(bad).is_err(), "{bad:?}");
            assert!(event_name(bad).is_ok(), "an old event still found: {bad:?}");
        }
        assert_eq!(new_event_name(" Club-Open ").unwrap(), "Club-Open");
    }

    /// A new name shows as itself: the names the season's attacker typed
    /// are refused, naming the character, and old ones are still found.
    #[test]
    fn a_new_name_holds_no_hidden_character_or_formatting() {
        for (bad, said) in [
            ("Cu\u{200B}p", "an invisible character (U+200B)"),
            ("Cup\u{202E}nepO", "an invisible character (U+202E)"),
            ("**bold** ||sp|| [l](http://x)", "`` * `` (U+002A)"),
            ("||sp||", "`` | `` (U+007C)"),
            ("[l](http://x)", "`` [ `` (U+005B)"),
            ("<@123>", "`` < `` (U+003C)"),
            ("# Big Open", "`` # `` (U+0023)"),
            ("\u{2800}", "an invisible character (U+2800)"),
        ] {
            let e = new_event_name(bad).unwrap_err().to_string();
            assert!(
                e.starts_with(&format!("an event's name may not hold {said}")),
                "{bad:?}: {e}"
            );
            assert!(event_name(bad).is_ok(), "an old event still found: {bad:?}");
        }
        for fine in [
            "Club Open 2026",
            "Ｃｕｐ",
            "Frühjahrs-Turnier (A)",
            "봄 대회",
            "Thursday's: 1/2 + 3",
            "Blitz #3 @ Club",
            "Spring Cup \u{2600}\u{FE0F}",
        ] {
            assert!(new_event_name(fine).is_ok(), "{fine:?}");
        }
    }
}
