//! An event as every face shows it (`/event show` and the start post, the
//! event's page and screen, its JSON and PGN), and each revealed round:
//! the round's roll, what decided it (its seed and commitment, or its
//! beacon round and signature) and the lines that redo and check it. A
//! revealed round is shown only once checked again ([`RoundCheck`]), so a
//! check made for one face is made for all.

use super::Views;
use crate::app::event::check::RoundCheck;
use crate::app::event::commitment::MAX_ROUNDS;
use crate::app::event::lines::{check_command, redo_command};
use crate::app::event::round::{Decided, Revealed};
use crate::app::event::study::{MOST_STUDY, PlayStart};
use crate::app::source::names::{ThrownWith, kept_source};
use crate::app::variants::names::variant_file_name;
use crate::app::view::Fact;
use crate::app::view::roll::RollView;
use crate::core::draw_rules::DrawRules;
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
    /// The attempt of its draw whose position it is, from 1 (the rules
    /// drew the ones before it again).
    pub attempt: u32,
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
    /// pair of games, the event's draw rules (no position twice, the
    /// positions left out, the event avoided), the study time before play.
    pub options: Vec<Fact>,
    /// The server's study time before play, in minutes, when it was read
    /// (a reveal may give another).
    pub study: Option<i64>,
    pub draw: DrawRule,
    /// How a draw the rules leave out goes on (`… attempt 2`), in words,
    /// for an event whose rules may draw again.
    pub again: Option<String>,
    /// Whether the event has draw rules (its commitments cover them).
    pub ruled: bool,
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
    /// Its own record holds, but its draw needs the position of this
    /// earlier round, whose record fails its check: not shown.
    Held(i64),
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
            RoundState::Held(by) => (None, Some(held(*by, lang))),
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
/// the same way, then its draw rules.
#[must_use]
pub fn options(e: &NewEvent, lang: Lang) -> Vec<Fact> {
    let mut facts = crate::app::view::roll::rules(e.exclude_standard, e.pairs, lang);
    if let Some(rules) = &e.rules {
        facts.extend(rule_facts(rules, lang));
    }
    facts
}

/// An event's draw rules as facts: whether a position may come twice, the
/// positions left out, the event avoided and its positions.
#[must_use]
pub fn rule_facts(rules: &DrawRules, lang: Lang) -> Vec<Fact> {
    let mut facts = vec![Fact::words(
        msg!("field-repeats"),
        t(
            lang,
            if rules.repeats {
                msg!("field-repeats-allowed")
            } else {
                msg!("field-repeats-no")
            },
        ),
    )];
    if !rules.exclude.is_empty() {
        facts.push(Fact::words(
            msg!("field-excluded"),
            t_with(
                lang,
                msg!("field-excluded-value"),
                &[("positions", rules.exclude.shown().into())],
            ),
        ));
    }
    if let Some(avoided) = &rules.avoid {
        facts.push(Fact::words(
            msg!("field-avoided"),
            t_with(
                lang,
                msg!("field-avoided-value"),
                &[
                    ("count", avoided.positions.count().into()),
                    ("event", avoided.event.as_str().into()),
                    ("positions", avoided.positions.shown().into()),
                ],
            ),
        ));
    }
    facts
}

/// The attempts of a round drawn again, at most this many listed one by
/// one (a round drawn from a few positions left may take dozens).
const ATTEMPTS_LISTED: usize = 3;

/// What a round's attempts drawn again say: each (the first few), then how
/// many more.
fn drawn_again(r: &Revealed, lang: Lang) -> Option<Fact> {
    if r.refused.is_empty() {
        return None;
    }
    let avoided = r
        .event
        .event
        .rules
        .as_ref()
        .and_then(|rules| rules.avoid.as_ref());
    let avoided = avoided.map(|a| a.event.as_str());
    let mut said: Vec<String> = r
        .refused
        .iter()
        .take(ATTEMPTS_LISTED)
        .map(|refused| refused.text(r.roll.spec.variant, avoided).render(lang))
        .collect();
    let more = r.refused.len().saturating_sub(ATTEMPTS_LISTED);
    if more > 0 {
        said.push(t_with(
            lang,
            msg!("round-attempts-more"),
            &[("more", more.into())],
        ));
    }
    Some(Fact::words(msg!("round-attempts"), said.join("; ")))
}

impl Views<'_> {
    /// A revealed round as every face shows it, in `lang`.
    #[must_use]
    pub fn round(&self, r: &Revealed, lang: Lang) -> RoundView {
        let e = &r.event.event;
        let source = kept_source(&r.source());
        let roll = self
            .roll(&r.roll, ThrownWith::Kept(&source), r.record, lang)
            .without_file_lines();
        let (mut proof, drawn) = proof(r, lang);
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
            attempt: r.attempt(),
            drawn,
            play: r.play,
        }
    }

    /// `event` as every face shows it, in `lang`: each revealed round
    /// checked again first, and the server's study time read.
    pub async fn event(&self, event: &Event, lang: Lang) -> EventView {
        let checks = self.events.round_checks(event).await;
        let view = self.event_of(event, &checks, lang);
        match self.events.study(event).await {
            Some(minutes) => view.with_study(minutes),
            // The rounds are shown all the same; only the rule is not.
            None => view,
        }
    }

    /// `event` with its revealed rounds' `checks` (in order).
    #[must_use]
    pub fn event_of(&self, event: &Event, checks: &[RoundCheck], lang: Lang) -> EventView {
        let e = &event.event;
        let entries = (1..=e.rounds().min(MAX_ROUNDS))
            .map(|round| {
                let at = usize::try_from(round - 1).unwrap_or(usize::MAX);
                let state = match checks.get(at) {
                    None => RoundState::NotYet,
                    Some(RoundCheck::Shown(r)) => RoundState::Shown(Box::new(self.round(r, lang))),
                    Some(RoundCheck::Forged) => RoundState::Forged,
                    Some(RoundCheck::Held(by)) => RoundState::Held(*by),
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
            ruled: e.rules.is_some(),
            again: e
                .rules
                .as_ref()
                .filter(|rules| rules.may_draw_again())
                .map(|rules| {
                    let id = if e.beacon.is_some() {
                        msg!("event-again-beacon")
                    } else {
                        msg!("event-again-seeds")
                    };
                    let repeats = if rules.repeats { "allowed" } else { "no" };
                    t_with(lang, id, &[("repeats", repeats.into())])
                }),
            entries,
        }
    }
}

/// Why a round held back by round `by` is not shown, as every face says
/// it.
#[must_use]
pub fn held(by: i64, lang: Lang) -> String {
    t_with(lang, msg!("event-round-held"), &[("round", by.into())])
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

/// What decided a round (and the attempts drawn again before it), then
/// the lines that redo and check it.
fn proof(r: &Revealed, lang: Lang) -> (Vec<Fact>, DrawnData) {
    let again = drawn_again(r, lang);
    match &r.decided {
        Decided::Seed { seed, commitment } => (
            [
                Some(Fact::code(msg!("round-commitment"), commitment.clone())),
                Some(Fact::code(msg!("round-seed"), seed.clone())),
                again,
                Some(Fact::code(msg!("round-redo"), redo_command(r, seed))),
                Some(Fact::code(
                    msg!("round-check"),
                    check_command(r, seed, commitment),
                )),
            ]
            .into_iter()
            .flatten()
            .collect(),
            DrawnData::Seed { seed: seed.clone() },
        ),
        Decided::Beacon(b) => {
            let time = |secs: i64| {
                jiff::Timestamp::from_second(secs)
                    .map(|at| format!("{} UTC", crate::app::source::beacon_check::utc(at)))
                    .unwrap_or_default()
            };
            let signature = b.fixed.signature.clone();
            (
                [
                    Some(Fact::code(
                        msg!("round-beacon-round"),
                        format!("{}:{}", b.chain, b.fixed.beacon_round),
                    )),
                    Some(Fact::words(msg!("round-fixed"), time(b.fixed.fixed_at))),
                    Some(Fact::words(msg!("round-published"), time(b.published_at))),
                    Some(Fact::code(
                        msg!("round-signature"),
                        signature.clone().unwrap_or_default(),
                    )),
                    again,
                    Some(Fact::code(
                        msg!("round-check"),
                        crate::app::event::lines::beacon_check_command(r, b),
                    )),
                ]
                .into_iter()
                .flatten()
                .collect(),
                DrawnData::Beacon {
                    signature,
                    previous_signature: b.fixed.previous_signature.clone(),
                },
            )
        }
    }
}

impl EventView {
    /// How the rounds are drawn, in words: seeds committed to (with the
    /// rules, for an event that has them) or the beacon's rule, then how
    /// a draw the rules leave out goes on.
    #[must_use]
    pub fn draw_text(&self) -> String {
        let lang = self.lang;
        let rule = match &self.draw {
            DrawRule::Seeds if self.ruled => t(lang, msg!("web-event-seeds-rules")),
            DrawRule::Seeds => t(lang, msg!("web-event-seeds")),
            DrawRule::Beacon { chain, server } => t_with(
                lang,
                msg!("web-event-beacon"),
                &[
                    ("chain", chain.as_str().into()),
                    ("server", server.to_string().into()),
                    ("name", self.name.as_str().into()),
                ],
            ),
        };
        match &self.again {
            Some(again) => format!("{rule} {again}"),
            None => rule,
        }
    }

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
    /// Every fact of the round, in order: its roll's, then its own.
    #[must_use]
    pub fn listed(&self) -> Vec<Fact> {
        let mut all = self.roll.listed();
        all.extend(self.own_facts());
        all
    }

    /// The round's own facts, after its roll's: when play starts (when it
    /// was given study time), then what decided it and the lines that redo
    /// and check it.
    #[must_use]
    pub fn own_facts(&self) -> Vec<Fact> {
        let mut all: Vec<Fact> = self.play_fact().into_iter().collect();
        all.extend(self.proof.iter().cloned());
        all
    }

    /// When play starts, as a fact: "18:15 UTC · after 15 minutes of
    /// study" (a page's script shows the time in the reader's own zone;
    /// Discord shows it so by itself, in its own line).
    #[must_use]
    pub fn play_fact(&self) -> Option<Fact> {
        let play = self.play?;
        Some(Fact::words(
            msg!("field-play-starts"),
            format!("{} · {}", play.utc_time(), study_given(&play, self.lang)),
        ))
    }
}

/// The study a round was given before play, in words: "after 15 minutes
/// of study".
#[must_use]
pub fn study_given(play: &PlayStart, lang: Lang) -> String {
    t_with(
        lang,
        msg!("round-study-given"),
        &[("minutes", play.minutes.into())],
    )
}
