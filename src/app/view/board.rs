//! A position as people name it: its heading, the game's own side names,
//! its rows of letters, and the board in words for those who cannot see
//! the picture. Rolls, event rounds and numbered positions share these.

use crate::app::view::Fact;
use crate::core::board::{Color, Role};
use crate::core::position::{Placed, Position};
use crate::core::roll::text::number_label;
use crate::core::variant::{BoardKind, Variant};
use crate::i18n::{Lang, Msg, t, t_with};

/// A position's name: its variant and number ("Chess960 (Fischer
/// Random) · SP 518").
#[must_use]
pub fn heading(p: &Position) -> String {
    let v = p.variant();
    format!("{} · {}", v.spec().name, number_label(v, p.number()))
}

/// The message naming a side as the game calls it: White and Black, or
/// Janggi's Cho and Han.
#[must_use]
pub fn side_id(v: Variant, side: Color) -> Msg {
    match (v.spec().board, side) {
        (BoardKind::JanggiPoints, Color::White) => msg!("side-cho"),
        (BoardKind::JanggiPoints, Color::Black) => msg!("side-han"),
        (BoardKind::Chequered, Color::White) => msg!("side-white"),
        (BoardKind::Chequered, Color::Black) => msg!("side-black"),
    }
}

/// A side as the game calls it, in `lang`.
#[must_use]
pub fn side_word(v: Variant, side: Color, lang: Lang) -> String {
    t(lang, side_id(v, side))
}

/// Each side's home rank as letters, labelled by the game's side names:
/// White's, and Black's where it is set on its own.
#[must_use]
pub fn rows(p: &Position) -> Vec<Fact> {
    let v = p.variant();
    let mut sides = vec![Color::White];
    if v.black_is_independent() {
        sides.push(Color::Black);
    }
    sides
        .into_iter()
        .map(|side| Fact::code(side_id(v, side), p.home_rank_letters(side)))
        .collect()
}

/// What the letters of a board with pieces of its own stand for (Janggi's),
/// in `lang`; none where the letters are chess's.
#[must_use]
pub fn legend(v: Variant, lang: Lang) -> Option<String> {
    match v.spec().board {
        BoardKind::JanggiPoints => Some(t(lang, msg!("letters-janggi"))),
        BoardKind::Chequered => None,
    }
}

/// A board in words, for people who cannot see the image: the heading,
/// then each side's pieces by square (pawns counted). A face with a limit
/// on alt text cuts it there.
#[must_use]
pub fn alt_text(heading: &str, pieces: &[Placed], lang: Lang) -> String {
    let side = |color: Color| {
        let mut mine: Vec<&Placed> = pieces.iter().filter(|p| p.color == color).collect();
        mine.sort_by_key(|p| (p.square.rank, p.square.file));
        let pawns = mine.iter().filter(|p| p.role == Role::Pawn).count();
        let mut words: Vec<String> = mine
            .iter()
            .filter(|p| p.role != Role::Pawn)
            .map(|p| {
                t_with(
                    lang,
                    msg!("alt-piece"),
                    &[
                        ("square", p.square.to_string().into()),
                        ("piece", piece_name(p.role, lang).into()),
                    ],
                )
            })
            .collect();
        if pawns > 0 {
            words.push(t_with(lang, msg!("alt-pawns"), &[("count", pawns.into())]));
        }
        if words.is_empty() {
            t(lang, msg!("alt-nothing"))
        } else {
            words.join(", ")
        }
    };
    t_with(
        lang,
        msg!("alt-board"),
        &[
            ("heading", heading.into()),
            ("white", side(Color::White).into()),
            ("black", side(Color::Black).into()),
        ],
    )
}

/// A piece's name in `lang`; a club's own piece keeps its file's name.
#[must_use]
pub fn piece_name(role: Role, lang: Lang) -> String {
    match role {
        Role::Custom(_) => role.name().to_owned(),
        _ => crate::core::text::piece_ids(role)
            .map_or_else(|| role.name().to_owned(), |(one, _)| t(lang, one)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alt_text_names_every_piece_by_square() {
        let p = Position::from_number(Variant::Chess960, 518).unwrap();
        assert_eq!(
            alt_text("SP 518", &p.pieces(), Lang::En),
            "SP 518. White: a1 rook, b1 knight, c1 bishop, d1 queen, e1 king, f1 bishop, \
             g1 knight, h1 rook, 8 pawns. Black: a8 rook, b8 knight, c8 bishop, d8 queen, e8 \
             king, f8 bishop, g8 knight, h8 rook, 8 pawns."
        );
        assert_eq!(
            alt_text("Empty", &[], Lang::En),
            "Empty. White: nothing yet. Black: nothing yet."
        );
    }
}
