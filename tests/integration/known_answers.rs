use crate::common::json;
use backrank::core::fen::Fen;

/// The worked example of the ten-flip coin method.
#[test]
fn ten_flips_hhtttthtth_give_777_qrkbbnrn() {
    let v = json(&[
        "roll",
        "chess960",
        "--method",
        "number",
        "--dice",
        "coin",
        "--rolls",
        "HHTTTTHTTH",
        "--format",
        "json",
    ]);
    assert_eq!(v["number"], 777);
    assert_eq!(v["position"]["white"], "QRKBBNRN");
    assert_eq!(
        v["fen"],
        "qrkbbnrn/pppppppp/8/8/8/8/PPPPPPPP/QRKBBNRN w KQkq - 0 1"
    );
    // The first step is the whole binary number; the rest decode it.
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(steps[0]["choice"], "777");
    assert_eq!(steps[0]["throws"].as_array().unwrap().len(), 10);
}

/// "Start over if your first 4 flips are heads": four heads are thrown away
/// at once, and the next ten flips decide.
#[test]
fn four_heads_start_the_flips_over() {
    let v = json(&[
        "roll",
        "chess960",
        "--method",
        "number",
        "--dice",
        "coin",
        "--rolls",
        "HHHH HHTTTTHTTH",
        "--format",
        "json",
    ]);
    assert_eq!(v["number"], 777);
    let throws = v["steps"][0]["throws"].as_array().unwrap();
    assert_eq!(throws.len(), 14);
    assert!(throws[..4].iter().all(|t| t["kept"] == false));
    assert!(throws[4..].iter().all(|t| t["kept"] == true));
}

/// The method as published flips all ten and then starts over; a club that
/// types those ten gets the same position as one that stopped at the
/// fourth head.
#[test]
fn a_rejected_attempt_may_be_typed_with_all_ten_flips() {
    let v = json(&[
        "roll",
        "chess960",
        "--method",
        "number",
        "--dice",
        "coin",
        "--rolls",
        "HHHHTTTTTT HHTTTTHTTH",
        "--format",
        "json",
    ]);
    assert_eq!(v["number"], 777);
    let throws = v["steps"][0]["throws"].as_array().unwrap();
    assert_eq!(throws.len(), 20);
    assert!(throws[..10].iter().all(|t| t["kept"] == false));
    assert!(throws[10..].iter().all(|t| t["kept"] == true));
    // Its replay code gives the same position again.
    let again = json(&["replay", v["replay"].as_str().unwrap(), "--format", "json"]);
    assert_eq!(again["number"], 777);
}

#[test]
fn scharnagl_numbers() {
    for (n, row) in [
        (0, "BBQNNRKR"),
        (518, "RNBQKBNR"),
        (631, "RNBKQRNB"),
        (959, "RKRNNQBB"),
    ] {
        let v = json(&["position", "chess960", &n.to_string(), "--format", "json"]);
        assert_eq!(v["position"]["white"], row, "SP {n}");
        assert_eq!(v["position"]["black"], row.to_lowercase(), "SP {n}");
    }
}

#[test]
fn all_960_positions_are_distinct() {
    let mut seen = std::collections::HashSet::new();
    for n in (0..960).step_by(1) {
        let p = backrank::core::position::Position::from_number(
            backrank::core::variant::Variant::Chess960,
            n,
        )
        .unwrap();
        assert!(seen.insert(Fen(&p).to_string()), "SP {n} repeats");
    }
    assert_eq!(seen.len(), 960);
}

#[test]
fn chess25_has_25_distinct_positions() {
    let mut seen = std::collections::HashSet::new();
    for n in 0..25 {
        let v = json(&["position", "chess25", &n.to_string(), "--format", "json"]);
        seen.insert(v["fen"].as_str().unwrap().to_owned());
    }
    assert_eq!(seen.len(), 25);
    // Every Chess25 position is a Chess960 position.
    for fen in &seen {
        let row: String = fen
            .split('/')
            .next_back()
            .unwrap()
            .chars()
            .take(8)
            .collect();
        assert!(
            (0..960).any(|n| {
                backrank::core::position::Position::from_number(
                    backrank::core::variant::Variant::Chess960,
                    n,
                )
                .unwrap()
                .row_letters(backrank::core::board::Color::White)
                    == row
            }),
            "{row}"
        );
    }
}
