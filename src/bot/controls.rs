//! The ids of the controls (buttons, select menus, forms) the bot puts on
//! its messages, as Discord hands them back when pressed.
//!
//! Commands build these ids for their replies, and [`crate::bot::Action`]
//! reads them back; keeping the formats here, below both, is what lets a
//! command build a control without depending on the actions.

use backrank_entropy::Die;

use crate::app::request::RollRequest;
use crate::store::RollSource;

/// Button ids: `again|variant|method|dice|source|x|s` (the last two: the
/// standard position thrown again and pairs, as asked), `rec|SCOPE|NUMBER` (a
/// saved record: `g123` or `u456` and its number there),
/// `g|SESSION|VERSION|what[|face]` (roll-alongs), `record|CODE` (a roll
/// shown from its replay code, by `/replay`), and from older messages
/// `rec|ID`. Discord allows 100 characters, so a button
/// whose id would be longer is left off.
pub const MAX_CUSTOM_ID: usize = 100;

/// A press in a roll-along.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// One face, from a button or the select menu (its letter as the replay
    /// code writes it, or its number).
    Face(String),
    /// Several faces typed into the form.
    Typed(String),
    /// Open the form for several faces.
    OpenForm,
    Undo,
    /// "Cancel…": asks whether to, and changes nothing yet.
    Cancel,
    /// "Yes, cancel it", on the question [`Press::Cancel`] put.
    CancelConfirmed,
    /// "Keep rolling", on the same question.
    KeepRolling,
}

impl Press {
    /// The id of this control on roll-along `session`'s message, made when
    /// the roll was at `version`.
    pub fn id(&self, session: i64, version: i64) -> String {
        match self {
            Press::Face(f) => format!("g|{session}|{version}|face|{f}"),
            Press::Typed(_) => format!("g|{session}|{version}|typed"),
            Press::OpenForm => format!("g|{session}|{version}|form"),
            Press::Undo => format!("g|{session}|{version}|undo"),
            Press::Cancel => format!("g|{session}|{version}|cancel"),
            Press::CancelConfirmed => format!("g|{session}|{version}|cancel-yes"),
            Press::KeepRolling => format!("g|{session}|{version}|keep"),
        }
    }

    /// A [`Press::id`] read back, from the words after `g`: the session,
    /// the version and the press; `None` when they are no such id.
    pub fn read(words: &[&str]) -> Option<(i64, i64, Press)> {
        let [session, version, what, ref rest @ ..] = *words else {
            return None;
        };
        let press = match (what, rest) {
            ("face", [face]) => Press::Face((*face).to_owned()),
            ("face", []) => Press::Face(String::new()),
            ("typed", []) => Press::Typed(String::new()),
            ("form", []) => Press::OpenForm,
            ("undo", []) => Press::Undo,
            ("cancel", []) => Press::Cancel,
            ("cancel-yes", []) => Press::CancelConfirmed,
            ("keep", []) => Press::KeepRolling,
            _ => return None,
        };
        Some((session.parse().ok()?, version.parse().ok()?, press))
    }
}

/// The id of a "Roll again" button for these settings; `None` when it
/// would be too long for a button.
pub fn again_id(request: &RollRequest, source: Option<RollSource>) -> Option<String> {
    let id = format!(
        "again|{}|{}|{}|{}|{}|{}",
        request.variant.as_deref().unwrap_or(""),
        request.method.as_deref().unwrap_or(""),
        request.dice.map_or("", Die::name),
        source.map_or("", RollSource::as_str),
        flag_word(request.exclude_standard, EXCLUDE),
        flag_word(request.pair, PAIR),
    );
    (id.len() <= MAX_CUSTOM_ID).then_some(id)
}

/// An [`again_id`] read back, from the words after `again`: the request
/// and the source word; `None` when they are no such id. Buttons posted
/// before `exclude_standard` and `pair` have four words.
pub fn read_again(words: &[&str]) -> Option<(RollRequest, Option<String>)> {
    let ([variant, method, dice, source] | [variant, method, dice, source, _, _]) = *words else {
        return None;
    };
    let given = |s: &str| (!s.is_empty()).then(|| s.to_owned());
    let request = RollRequest {
        variant: given(variant),
        method: given(method),
        dice: given(dice).map(|d| d.parse()).transpose().ok()?,
        exclude_standard: flag_of(words.get(4).copied(), EXCLUDE)?,
        pair: flag_of(words.get(5).copied(), PAIR)?,
    };
    Some((request, given(source)))
}

/// How a "Roll again" button keeps a yes-or-no option that was asked: its
/// word for yes, [`NO`], or nothing when the server's setting applies.
fn flag_word(asked: Option<bool>, yes: &'static str) -> &'static str {
    match asked {
        Some(true) => yes,
        Some(false) => NO,
        None => "",
    }
}

/// The words of [`flag_word`]: `exclude_standard` and `pair` asked yes,
/// either asked no.
const EXCLUDE: &str = "x";
const PAIR: &str = "s";
const NO: &str = "n";

/// A [`flag_word`] read back; `None` for a word that is not one.
fn flag_of(word: Option<&str>, yes: &str) -> Option<Option<bool>> {
    match word {
        None | Some("") => Some(None),
        Some(w) if w == yes => Some(Some(true)),
        Some(w) if w == NO => Some(Some(false)),
        Some(_) => None,
    }
}

/// The id of the "Full record" button under a roll shown from its replay
/// code; `None` when the code is too long for a button.
pub fn record_of_code_id(code: &str) -> Option<String> {
    let id = format!("record|{code}");
    (id.len() <= MAX_CUSTOM_ID).then_some(id)
}

/// A [`record_of_code_id`] read back, from the words after `record`.
pub fn read_record_of_code(words: &[&str]) -> Option<String> {
    match *words {
        [code] => Some(code.to_owned()),
        _ => None,
    }
}
