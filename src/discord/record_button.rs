//! The "Full record" button under a saved roll: its id made and read
//! here, and nowhere else (the bot acts on it; the REST client reads the
//! record number a reply shows from it).

use crate::app::rolls::records::RecordKey;
use crate::discord::reply::{Button, ButtonKind, Reply};
use crate::i18n::{Lang, t};
use crate::store::{RecordRef, Scope};

/// The first word of a "Full record" button's id.
pub const WORD: &str = "rec";

/// The id of a "Full record" button: `rec|SCOPE|NUMBER`.
pub fn record_button_id(scope: Scope, record_no: i64) -> String {
    format!("{WORD}|{}|{record_no}", scope.key())
}

/// A [`record_button_id`] read back, from the words after `rec` (or the
/// store's id alone, on buttons made before records were numbered per
/// server); `None` when they are no such id.
pub fn read_record_button(words: &[&str]) -> Option<RecordKey> {
    match *words {
        [id] => Some(RecordKey::Id(id.parse().ok()?)),
        [scope, n] => Some(RecordKey::Numbered(
            Scope::from_key(scope)?,
            n.parse().ok()?,
        )),
        _ => None,
    }
}

/// The record number of the saved roll a reply shows, read from its "Full
/// record" button.
pub fn record_no_of(reply: &Reply) -> Option<i64> {
    reply.buttons.iter().find_map(|b| match &b.kind {
        ButtonKind::Action(id) => {
            let (word, rest) = id.split_once('|')?;
            let words: Vec<&str> = rest.split('|').collect();
            match (word == WORD, read_record_button(&words)?) {
                (true, RecordKey::Numbered(_, n)) => Some(n),
                _ => None,
            }
        }
        ButtonKind::Link(_) => None,
    })
}

/// The "Full record" button under a saved roll.
pub fn record_button(record: RecordRef, lang: Lang) -> Button {
    Button::action(
        t(lang, msg!("button-full-record")),
        record_button_id(record.scope, record.record_no),
    )
}
