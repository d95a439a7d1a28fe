//! An event as every face shows it (`/event show` and the start post, the
//! event's page and screen, its JSON and PGN), and each revealed round:
//! the round's roll, what decided it (its seed and commitment, or its
//! beacon round and signature) and the lines that redo and check it. A
//! revealed round is shown only once checked again ([`RoundCheck`]), so a
//! check made for one face is made for all.

use crate::app::App;
use crate::app::event_commands::{check_command, drawn_source, redo_command, variant_file_name};
use crate::app::event_shown::RoundCheck;
use crate::app::events::{Drawn, MAX_ROUNDS, Revealed};
use crate::app::source_names::{Origin, kept_source};
use crate::app::study::{MOST_STUDY, PlayStart};
use crate::app::view::Fact;
use crate::app::view::roll::RollView;
use crate::i18n::{Lang, t, t_with};
use crate::store::{Event, NewEvent};

/// A revealed round, checked.
#[derive(Clone, Debug)]
pub struct RoundView {
    pub lang: Lang,
    /// The event's name.
    pub name: String,
    pub round: i64,
    pub rounds: i64,
    /// The round's roll.
    pub roll: RollView,
    /// What decided it, then the lines that redo and check it, in order.
    pub proof: Vec<Fact>,
    /// The round's own values for tools.
    pub drawn: DrawnData,
    /// When its games start, when it was given study time.
    pub play: Option<PlayStart>,
}

/// What decided a round, for tools.
#[derive(Clone, Debug)]
pub enum DrawnData {
    Seed {
        seed: String,
    },
    Beacon {
        signature: Option<String>,
        previous_signature: Option<String>,
    },
}

/// An event.
#[derive(Clone, Debug)]
pub struct EventView {
    pub lang: Lang,
    pub name: String,
    /// Its variant as people know it: a built-in one by its name, a
    /// server's own by its id.
    pub variant: String,
    pub method: String,
    /// The device, by name.
    pub dice: String,
    pub rounds: i64,
    pub revealed: i64,
    /// What holds for every round: the standard position thrown again, a
    /// pair of games, the study time before play.
    pub options: Vec<Fact>,
    /// The server's study time before play, in minutes, when it was read
    /// (a reveal may give another).
    pub study: Option<i64>,
    pub draw: DrawRule,
    /// Every round, in order.
    pub entries: Vec<RoundEntry>,
}

/// How an event's rounds are drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawRule {
    /// A seed each, committed to at the start.
    Seeds,
    /// The first round of a drand chain after each reveal, drawn for
    /// `event SERVER NAME round N`.
    Beacon { chain: String, server: u64 },
}

/// One round of an event.
#[derive(Clone, Debug)]
pub struct RoundEntry {
    pub round: i64,
    /// What was published for it before it was revealed.
    pub published: Published,
    pub state: RoundState,
}

/// What was published for a round before it was revealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Published {
    /// Its commitment, at the start.
    Commitment(String),
    /// Its beacon round, fixed by the `/event next` that reveals it.
    Beacon {
        chain: String,
        round: u64,
        /// When it was fixed (Unix seconds).
        fixed_at: i64,
    },
    /// A beacon round not fixed yet.
    NotFixed,
}

impl Published {
    /// As a fact: the commitment, or the beacon round (none before it is
    /// fixed).
    #[must_use]
    pub fn fact(&self) -> Option<Fact> {
        match self {
            Published::Commitment(c) => Some(Fact::code(msg!("round-commitment"), c.clone())),
            Published::Beacon { chain, round, .. } => Some(Fact::code(
                msg!("round-beacon-round"),
                format!("{chain}:{round}"),
            )),
            Published::NotFixed => None,
        }
    }
}

/// Where a round stands, as every face tells it.
#[derive(Clone, Debug)]
pub enum RoundState {
    NotYet,
    Shown(Box<RoundView>),
    /// Its kept record fails its check: not shown.
    Forged,
    /// It could not be checked just now: not shown.
    Unchecked,
}

/// A round as a list of an event's rounds says it: what was published
/// for it (or the words for a beacon round not fixed yet), then its seed
/// once shown, or why it is not shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundLine {
    /// A code; for a beacon round not fixed yet, words saying so.
    pub published: Fact,
    pub seed: Option<Fact>,
    /// Why a revealed round is not shown.
    pub not_shown: Option<String>,
}

impl RoundEntry {
    /// The round's line in a list of the event's rounds, in `lang`. A
    /// beacon round's signature is in its reveal: thirty would not fit.
    #[must_use]
    pub fn line(&self, lang: Lang) -> RoundLine {
        let published = self.published.fact().unwrap_or_else(|| {
            Fact::words(
                msg!("round-beacon-round"),
                t(lang, msg!("event-beacon-unfixed")),
            )
        });
        let (seed, not_shown) = match &self.state {
            RoundState::NotYet => (None, None),
            RoundState::Shown(r) => (
                r.proof
                    .iter()
                    .find(|f| f.label == msg!("round-seed"))
                    .cloned(),
                None,
            ),
            RoundState::Forged => (None, Some(t(lang, msg!("event-round-forged")))),
            RoundState::Unchecked => (None, Some(t(lang, msg!("event-round-unchecked")))),
        };
        RoundLine {
            published,
            seed,
            not_shown,
        }
    }

    /// The round's view, when it is shown.
    #[must_use]
    pub fn shown(&self) -> Option<&RoundView> {
        match &self.state {
            RoundState::Shown(view) => Some(view),
            _ => None,
        }
    }
}

/// An event's variant as people know it: a built-in one by its name, a
/// server's own by its id.
#[must_use]
pub fn variant_name(e: &NewEvent) -> String {
    let kept = &e.spec.variant;
    kept.known()
        .map_or_else(|| kept.id.clone(), |v| v.spec().name.to_string())
}

/// What holds for every round of `e`, as facts the roll's own facts word
/// the same way.
#[must_use]
pub fn options(e: &NewEvent, lang: Lang) -> Vec<Fact> {
    crate::app::view::roll::rules(e.exclude_standard, e.pairs, lang)
}

impl App {
    /// A revealed round as every face shows it, in `lang`.
    #[must_use]
    pub fn round_view(&self, r: &Revealed, lang: Lang) -> RoundView {
        let e = &r.event.event;
        let source = kept_source(&drawn_source(&r.drawn));
        let roll = self.roll_view(&r.roll, Origin::Kept(&source), r.record, lang);
        let (mut proof, drawn) = proof(r);
        if e.spec.variant.digest.is_some() {
            proof.push(Fact::code(
                msg!("round-file"),
                variant_file_name(&e.spec.variant.id),
            ));
        }
        RoundView {
            lang,
            name: e.name.clone(),
            round: r.round,
            rounds: e.rounds(),
            roll,
            proof,
            drawn,
            play: r.play,
        }
    }

    /// `event` as every face shows it, in `lang`: each revealed round
    /// checked again first, and the server's study time read.
    pub async fn event_view(&self, event: &Event, lang: Lang) -> EventView {
        let checks = self.round_checks(event).await;
        let view = self.event_view_of(event, &checks, lang);
        match self.event_study(event).await {
            Some(minutes) => view.with_study(minutes),
            // The rounds are shown all the same; only the rule is not.
            None => view,
        }
    }

    /// `event` with its revealed rounds' `checks` (in order).
    #[must_use]
    pub fn event_view_of(&self, event: &Event, checks: &[RoundCheck], lang: Lang) -> EventView {
        let e = &event.event;
        let entries = (1..=e.rounds().min(MAX_ROUNDS))
            .map(|round| {
                let at = usize::try_from(round - 1).unwrap_or(usize::MAX);
                let state = match checks.get(at) {
                    None => RoundState::NotYet,
                    Some(RoundCheck::Shown(r)) => {
                        RoundState::Shown(Box::new(self.round_view(r, lang)))
                    }
                    Some(RoundCheck::Forged) => RoundState::Forged,
                    Some(RoundCheck::Unchecked) => RoundState::Unchecked,
                };
                RoundEntry {
                    round,
                    published: published(event, at),
                    state,
                }
            })
            .collect();
        EventView {
            lang,
            name: e.name.clone(),
            variant: variant_name(e),
            method: e.spec.method.clone(),
            dice: e.spec.dice.name().to_owned(),
            rounds: e.rounds(),
            revealed: event.revealed,
            options: options(e, lang),
            study: None,
            draw: match &e.beacon {
                None => DrawRule::Seeds,
                Some(b) => DrawRule::Beacon {
                    chain: b.chain.clone(),
                    server: e.guild_id,
                },
            },
            entries,
        }
    }
}

/// What was published for round `at + 1` before it was revealed.
fn published(event: &Event, at: usize) -> Published {
    let e = &event.event;
    match &e.beacon {
        None => e
            .commitments
            .get(at)
            .map_or(Published::NotFixed, |c| Published::Commitment(c.clone())),
        Some(b) => b
            .fixed
            .get(at)
            .map_or(Published::NotFixed, |f| Published::Beacon {
                chain: b.chain.clone(),
                round: f.beacon_round,
                fixed_at: f.fixed_at,
            }),
    }
}

/// What decided a round, then the lines that redo and check it.
fn proof(r: &Revealed) -> (Vec<Fact>, DrawnData) {
    let e = &r.event.event;
    match &r.drawn {
        Drawn::Seed { seed, commitment } => (
            vec![
                Fact::code(msg!("round-commitment"), commitment.clone()),
                Fact::code(msg!("round-seed"), seed.clone()),
                Fact::code(msg!("round-redo"), redo_command(e, seed)),
                Fact::code(msg!("round-check"), check_command(r, seed, commitment)),
            ],
            DrawnData::Seed { seed: seed.clone() },
        ),
        #[cfg(feature = "beacon")]
        Drawn::Beacon(b) => {
            let time = |secs: i64| {
                jiff::Timestamp::from_second(secs)
                    .map(|at| format!("{} UTC", crate::app::beacon::utc(at)))
                    .unwrap_or_default()
            };
            let signature = b.fixed.signature.clone();
            (
                vec![
                    Fact::code(
                        msg!("round-beacon-round"),
                        format!("{}:{}", b.chain, b.fixed.beacon_round),
                    ),
                    Fact::words(msg!("round-fixed"), time(b.fixed.fixed_at)),
                    Fact::words(msg!("round-published"), time(b.published_at)),
                    Fact::code(
                        msg!("round-signature"),
                        signature.clone().unwrap_or_default(),
                    ),
                    Fact::code(
                        msg!("round-check"),
                        crate::app::event_commands::beacon_check_command(r, b),
                    ),
                ],
                DrawnData::Beacon {
                    signature,
                    previous_signature: b.fixed.previous_signature.clone(),
                },
            )
        }
    }
}

impl EventView {
    /// The view stating the study time before play: the server's
    /// `minutes` (0 for none), which a reveal may change.
    #[must_use]
    pub fn with_study(mut self, minutes: i64) -> EventView {
        let minutes = minutes.clamp(0, MOST_STUDY);
        self.options.push(study_rule(minutes, self.lang));
        self.study = Some(minutes);
        self
    }
}

/// The study time before play a server gives a round whose reveal names
/// none, as a fact: `minutes` (0 for none), which a reveal may change.
#[must_use]
pub fn study_rule(minutes: i64, lang: Lang) -> Fact {
    Fact::words(
        msg!("field-study"),
        t_with(
            lang,
            msg!("event-study-rule"),
            &[("minutes", minutes.into())],
        ),
    )
}

impl RoundView {
    /// Every fact of the round, in order: its roll's, then its proof.
    #[must_use]
    pub fn listed(&self) -> Vec<Fact> {
        let mut all = self.roll.listed();
        all.extend(self.proof.iter().cloned());
        all
    }
}
