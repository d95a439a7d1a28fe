//! Which methods each variant offers, the default first.

use crate::core::catalogue::{Method, MethodSpec, Uniformity, number};
use crate::core::method::Technique;
use crate::core::procedures::{carrillo, chess25, chess960, crc};
use crate::core::variant::Variant;

const NUMBER: MethodSpec = MethodSpec {
    method: Method::Number,
    reference: "Backrank's position numbering",
    summary: "draw the position number (with coins: one binary number, heads = 1, as in the \
              ten-flip method; with dice: a few parts chosen for the fewest throws), then set \
              the pieces up from it",
    technique: Technique::Efficient,
    procedure: number::procedure,
    uniformity: Uniformity::Uniform,
};

static CHESS960: [MethodSpec; 4] = [
    MethodSpec {
        method: Method::Placement,
        reference: "Carrillo's procedure #1",
        summary: "bishops on a dark and a light square, queen, knights, then rook–king–rook on \
                  the last three squares",
        technique: Technique::Efficient,
        procedure: chess960::placement,
        uniformity: Uniformity::Uniform,
    },
    MethodSpec {
        method: Method::KingFirst,
        reference: "Carrillo's procedure #2, as published",
        summary: "bishops, the king away from the corners, a rook each side of it, then the \
                  queen and the knights",
        technique: Technique::Published,
        procedure: chess960::king_first,
        uniformity: Uniformity::NotUniform(3, 2),
    },
    NUMBER,
    MethodSpec {
        method: Method::Pawns,
        reference: "the Pawn Method (Walker and Suzman)",
        summary: "shuffle pawns marked Q B B N N onto the files, move a bishop by a black pawn \
                  if both share a colour, then rook–king–rook",
        technique: Technique::Efficient,
        procedure: chess960::pawns,
        uniformity: Uniformity::Uniform,
    },
];

static CHESS25: [MethodSpec; 2] = [
    MethodSpec {
        method: Method::Relocation,
        reference: "Winther's die method",
        summary: "count 1–5 over the pieces the king may swap with (a 6: throw again), swap, \
                  then the same for the queen",
        technique: Technique::Published,
        procedure: chess25::relocation,
        uniformity: Uniformity::Uniform,
    },
    NUMBER,
];

static CRC: [MethodSpec; 2] = [
    MethodSpec {
        method: Method::Scharnagl,
        reference: "Scharnagl's steps b.1–b.13",
        summary: "queen and archbishop on opposite colours, bishops, chancellor, knights, \
                  rook–king–rook; start over if a pawn is unprotected",
        technique: Technique::Efficient,
        procedure: crc::scharnagl,
        uniformity: Uniformity::Uniform,
    },
    NUMBER,
];

static CRC_CARRILLO: [MethodSpec; 3] = [
    MethodSpec {
        method: Method::Placement,
        reference: "Backrank, after Carrillo's procedure #1",
        summary: "bishops on a dark and a light square, queen, archbishop, chancellor, knights, \
                  then rook–king–rook on the last three squares",
        technique: Technique::Efficient,
        procedure: crc::carrillo_placement,
        uniformity: Uniformity::Uniform,
    },
    MethodSpec {
        method: Method::Carrillo,
        reference: "Carrillo's Capablanca Random 1a, as published",
        summary: "bishops on opposite colours, king away from the corners, a rook each side, \
                  queen, archbishop, chancellor, knights",
        technique: Technique::Published,
        procedure: crc::carrillo_1a,
        uniformity: Uniformity::NotUniform(2, 1),
    },
    NUMBER,
];

static MODERN_CRC: [MethodSpec; 3] = [
    MethodSpec {
        method: Method::Placement,
        reference: "Backrank, after Carrillo's procedure #1",
        summary: "bishops on any two squares, queen, archbishop, chancellor, knights, then \
                  rook–king–rook on the last three squares",
        technique: Technique::Efficient,
        procedure: crc::modern_placement,
        uniformity: Uniformity::Uniform,
    },
    MethodSpec {
        method: Method::Carrillo,
        reference: "Carrillo's Capablanca Random 1b, as published",
        summary: "each bishop: a colour, then a square of it; king away from the corners, a \
                  rook each side, queen, archbishop, chancellor, knights",
        technique: Technique::Published,
        procedure: crc::carrillo_1b,
        uniformity: Uniformity::NotUniform(5, 2),
    },
    NUMBER,
];

static MODERN_RANDOM: [MethodSpec; 3] = [
    MethodSpec {
        method: Method::Placement,
        reference: "Backrank, after Carrillo's procedure #1",
        summary: "bishops on any two squares, queen, prime minister, knights, then \
                  rook–king–rook on the last three squares",
        technique: Technique::Efficient,
        procedure: carrillo::modern_placement,
        uniformity: Uniformity::Uniform,
    },
    MethodSpec {
        method: Method::Carrillo,
        reference: "Carrillo's Modern Random 9x9, as published",
        summary: "each bishop: a colour, then a square of it; king away from the corners, a \
                  rook each side, queen, prime minister, knights",
        technique: Technique::Published,
        procedure: carrillo::modern,
        uniformity: Uniformity::NotUniform(3, 1),
    },
    NUMBER,
];

static AJAX_RANDOM: [MethodSpec; 3] = [
    MethodSpec {
        method: Method::Placement,
        reference: "Backrank, after Carrillo's procedure #1",
        summary: "bishops on any two squares, queen, knights, then rook–king–rook on the last \
                  three squares",
        technique: Technique::Efficient,
        procedure: carrillo::ajax_placement,
        uniformity: Uniformity::Uniform,
    },
    MethodSpec {
        method: Method::Carrillo,
        reference: "Carrillo's Ajax Random 8x8, as published",
        summary: "each bishop: a colour, then a square of it; queen, knights, then \
                  rook–king–rook",
        technique: Technique::Published,
        procedure: carrillo::ajax,
        uniformity: Uniformity::NotUniform(4, 3),
    },
    NUMBER,
];

static ENGLISH_RANDOM: [MethodSpec; 3] = [
    MethodSpec {
        method: Method::Placement,
        reference: "Carrillo's English Random procedure #2 (uniform with any device)",
        summary: "for each side: king, rooks, queen, bishops on any squares, knights on the \
                  last two",
        technique: Technique::Efficient,
        procedure: carrillo::english_placement,
        uniformity: Uniformity::Uniform,
    },
    MethodSpec {
        method: Method::Carrillo,
        reference: "Carrillo's English Random procedure #1, as published",
        summary: "for each side: each bishop a colour then a square of it; king, queen, \
                  rooks, knights on the last two",
        technique: Technique::Published,
        procedure: carrillo::english,
        uniformity: Uniformity::NotUniform(16, 9),
    },
    NUMBER,
];

static KOREAN_RANDOM: [MethodSpec; 3] = [
    MethodSpec {
        method: Method::Placement,
        reference: "Carrillo's Korean Random procedure (already uniform)",
        summary: "left of the general: chariot, horse, elephant on the last square; then the \
                  same right of it",
        technique: Technique::Efficient,
        procedure: carrillo::korean,
        uniformity: Uniformity::Uniform,
    },
    MethodSpec {
        method: Method::Carrillo,
        reference: "Carrillo's Korean Random procedure, as published (4–6 count as 1–3)",
        summary: "left of the general: chariot, horse, elephant on the last square; then the \
                  same right of it",
        technique: Technique::Efficient,
        procedure: carrillo::korean,
        uniformity: Uniformity::Uniform,
    },
    NUMBER,
];

pub(super) fn methods(v: Variant) -> &'static [MethodSpec] {
    match v {
        Variant::Chess960 => &CHESS960,
        Variant::Chess25 => &CHESS25,
        Variant::Crc => &CRC,
        Variant::CrcCarrillo => &CRC_CARRILLO,
        Variant::ModernCrc => &MODERN_CRC,
        Variant::ModernRandom => &MODERN_RANDOM,
        Variant::AjaxRandom => &AJAX_RANDOM,
        Variant::EnglishRandom => &ENGLISH_RANDOM,
        Variant::KoreanRandom => &KOREAN_RANDOM,
    }
}
