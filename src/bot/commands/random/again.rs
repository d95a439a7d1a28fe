//! The "Roll again" button under a roll: its id,
//! `again|variant|method|dice|source|x|s` (the last two: the standard
//! position thrown again and pairs, as asked), made and read back side by
//! side.

use backrank_entropy::Die;

use crate::app::rolls::request::RollRequest;
use crate::discord::limits;
use crate::store::RollSource;

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
    (id.len() <= limits::CUSTOM_ID).then_some(id)
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
