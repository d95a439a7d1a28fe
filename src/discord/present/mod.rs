//! How the bot's replies look on Discord: the colours of an embed's side
//! bar, fields, the board as an attachment, and a roll as a message
//! ([`roll`]). The app builds what people are shown as views; these lay
//! them out for Discord, within its limits ([`crate::discord::limits`]).

pub mod event_round;
pub mod event_view;
pub mod meetup;
pub mod roll;
pub mod stats;

use crate::app::drawing::Board;
use crate::discord::limits;
use crate::discord::reply::{Field, File, cut};

/// Colours of the embed's side bar.
pub const COLOUR_ROLL: u32 = 0x2e7d32;
pub const COLOUR_WARN: u32 = 0xef6c00;
pub const COLOUR_INFO: u32 = 0x1565c0;

/// The name of the board image attached to a message.
pub const BOARD_FILE: &str = "board.png";

/// A board drawn, as the attachment a message shows: its PNG, and its alt
/// text within Discord's limit.
#[must_use]
pub fn board_file(board: Board) -> File {
    let Board { png, mut alt } = board;
    cut(&mut alt, limits::ALT_TEXT);
    File {
        name: BOARD_FILE.into(),
        bytes: png,
        description: Some(alt),
    }
}

/// One field of an embed.
#[must_use]
pub fn field(name: &str, value: &str, inline: bool) -> Field {
    Field {
        name: name.to_owned(),
        value: value.to_owned(),
        inline,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::view::board::alt_text;
    use crate::core::position::Position;
    use crate::core::variant::Variant;
    use crate::i18n::Lang;

    #[test]
    fn a_boards_alt_text_stays_within_discords_limit() {
        let p = Position::from_number(Variant::Chess960, 518).unwrap();
        let alt = alt_text(&"x".repeat(2000), &p.pieces(), Lang::En);
        let file = board_file(Board {
            png: Vec::new(),
            alt,
        });
        let alt = file.description.unwrap();
        assert_eq!(alt.chars().count(), limits::ALT_TEXT);
        assert!(alt.ends_with('…'));
    }
}
