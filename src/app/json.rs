//! JSON views of rolls, positions and audits: the command line's `--format
//! json` and the web's API give the same fields.

use crate::core::fen::Fen;
use serde_json::{Value, json};

use crate::core::audit::{Audit, decimal, show};
use crate::core::board::Color;
use crate::core::numbering;
use crate::core::position::Position;
use crate::core::roll::Step;
use crate::core::variant::Variant;

/// Pretty JSON with a final newline.
pub fn to_string(v: &Value) -> String {
    let mut s = serde_json::to_string_pretty(v).unwrap_or_else(|_| "null".to_owned());
    s.push('\n');
    s
}

/// Each side's randomized row from the a-file, in FEN case.
fn board(p: &Position) -> Value {
    json!({
        "white": p.row_letters(Color::White),
        "black": p.row_letters(Color::Black).to_lowercase(),
        "diagram": p.diagram(),
    })
}

/// Any serializable value as a JSON value (`null` for one that cannot be).
pub fn value(v: &impl serde::Serialize) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

pub fn position(p: &Position, number: u64, setup: &[Step]) -> Value {
    json!({
        "variant": p.variant(),
        "number": number,
        "fen": Fen(p).to_string(),
        "position": board(p),
        "steps": setup,
    })
}

pub fn audit(a: &Audit) -> Value {
    json!({
        "variant": a.variant,
        "method": a.method,
        "dice": a.dice,
        "positions": a.positions,
        "legal_positions": a.legal_positions,
        "whole_set": a.whole_set,
        "uniform": a.uniform,
        "max_min_ratio": show(&a.max_min_ratio),
        "expected_throws": decimal(&a.expected_throws),
        "expected_throws_exact": show(&a.expected_throws),
        "lower_bound_throws": a.lower_bound_throws,
        "start_over": show(&a.start_over),
        "paths": a.paths,
        "exclude_standard": a.excludes_standard,
    })
}

pub fn variants() -> Value {
    Value::Array(
        Variant::known()
            .into_iter()
            .map(|v| {
                let spec = v.spec();
                json!({
                    "id": v.id(),
                    "builtin": v.builtin_index().is_some(),
                    "digest": (v.builtin_index().is_none()).then(|| spec.digest.clone()),
                    "name": spec.name,
                    "aliases": spec.aliases,
                    "board": format!("{}x{}", spec.files, spec.ranks),
                    "rules": spec.summary,
                    "legal_positions": v.legal_positions(),
                    "numbers": numbering::range(v),
                    "methods": v.methods().iter().map(|m| json!({
                        "id": m.method,
                        "source": m.reference,
                        "summary": m.summary,
                        "uniform": m.fairness_warning().is_none(),
                    })).collect::<Vec<_>>(),
                    "default_method": v.default_method().method,
                })
            })
            .collect(),
    )
}
