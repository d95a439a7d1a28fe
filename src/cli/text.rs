//! Plain-text views for the terminal.

use std::fmt::Write;

use crate::app::view::position::PositionView;
use crate::app::view::text as view_text;
use crate::core::position::Position;
use crate::core::text::thousands;
use crate::core::variant::Variant;
use crate::i18n::{Lang, Msg, t, t_with};
use unicode_width::UnicodeWidthStr;

/// `text` and spaces after it, `width` terminal columns in all.
fn padded(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(text.width())))
}

/// `backrank variants`: every variant this process knows (the built-in
/// ones, then any variant files loaded), labels in `lang`.
pub fn variants(lang: Lang) -> String {
    let label = |id: Msg| t(lang, id);
    let labels = [
        msg!("variants-also"),
        msg!("variants-board"),
        msg!("variants-rules"),
        msg!("fairness-positions"),
        msg!("variants-methods"),
        msg!("variants-file"),
    ]
    .map(label);
    let width = labels.iter().map(|l| l.width()).max().unwrap_or(0);
    let [also, board, rules, positions, methods_label, file] = &labels;
    let mut s = String::new();
    for v in Variant::known() {
        let spec = v.spec();
        let methods: Vec<String> = v
            .methods()
            .iter()
            .enumerate()
            .map(|(i, m)| {
                if i == 0 {
                    t_with(
                        lang,
                        msg!("variants-default"),
                        &[("method", m.method.to_string().into())],
                    )
                } else {
                    m.method.to_string()
                }
            })
            .collect();
        let _ = writeln!(s, "{}  {}", v.id(), spec.name);
        let mut line = |name: &str, value: String| {
            let _ = writeln!(s, "    {}  {value}", padded(name, width));
        };
        if !spec.aliases.is_empty() {
            line(also, spec.aliases.join(", "));
        }
        line(board, format!("{}x{}", spec.files, spec.ranks));
        line(rules, spec.summary.clone());
        line(positions, thousands(v.legal_positions(), lang));
        line(methods_label, methods.join(", "));
        if v.builtin_index().is_none() {
            line(
                file,
                t_with(
                    lang,
                    msg!("variants-file-value"),
                    &[("digest", spec.digest.clone().into())],
                ),
            );
        }
        s.push('\n');
    }
    s.pop();
    s
}

/// `backrank position`: the position, its number and FEN, and how to set
/// it up from its number, in `lang`.
pub fn position(p: &Position, lang: Lang) -> String {
    let view = PositionView::set_up(p, lang);
    let mut s = String::new();
    let _ = writeln!(s, "{}", view.heading);
    s.push('\n');
    s += &view.position.diagram();
    s.push('\n');
    s += &view_text::labelled(&view.facts(), lang);
    s.push('\n');
    let _ = writeln!(s, "{}", t(lang, msg!("record-setup-from-number")));
    s += &view_text::steps(&view.setup, lang);
    s
}
