//! Every message the code names is in the English file, so a typo in an id
//! cannot ship as the id itself shown to a person (a language lacking a
//! message is caught by the library's own test; this catches the code
//! asking for one nobody wrote).

use std::path::Path;

use backrank::i18n::{self, Lang};

use crate::architecture::{code, sources};

/// The message ids named as string literals right after `msg(` and
/// `AppError::internal(` (a fault's words, [`backrank::app::error::AppError::internal`]),
/// or as the second argument of `t(…)` and `t_with(…)`, in `code` with its white
/// space removed (so calls over several lines read like one).
fn named_ids(code: &str) -> Vec<String> {
    let flat: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let mut ids = Vec::new();
    for call in ["msg(", "AppError::internal(", "t(", "t_with("] {
        for (i, _) in flat.match_indices(call) {
            let before = flat[..i].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &flat[i + call.len()..];
            let rest = if call == "msg(" || call == "AppError::internal(" {
                rest
            } else {
                match after_first_argument(rest) {
                    Some(r) => r,
                    None => continue,
                }
            };
            if let Some(id) = literal_id(rest) {
                ids.push(id.to_owned());
            }
        }
    }
    // Ids chosen in a match (`Missed::Post => "settings-missed-post"`) or
    // kept in a constant (`const STORE_SLOW: &str = "error-store-slow"`)
    // and passed on by name. Words of the store's enums and option names
    // have no dash, or are not messages' (`=> "roll-along"` is a word):
    // only an id under one of the message files' prefixes counts.
    for lead in ["=>", "&str=", "&'staticstr="] {
        for (i, _) in flat.match_indices(lead) {
            if let Some(id) = literal_id(&flat[i + lead.len()..])
                && id.contains('-')
                && MESSAGE_PREFIXES.contains(&id.split('-').next().unwrap_or_default())
            {
                ids.push(id.to_owned());
            }
        }
    }
    ids
}

/// The first words of the message ids that are chosen in matches and kept
/// in constants.
const MESSAGE_PREFIXES: [&str; 12] = [
    "error", "settings", "stats", "along", "prefs", "daily", "event", "field", "record", "source",
    "button", "variant",
];

/// What follows the first argument's comma, or none when the call ends
/// first.
fn after_first_argument(args: &str) -> Option<&str> {
    let mut depth = 0_i32;
    for (i, c) in args.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => return None,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => return Some(&args[i + 1..]),
            _ => {}
        }
    }
    None
}

/// A string literal opening `text` that reads as a message id.
fn literal_id(text: &str) -> Option<&str> {
    let inner = text.strip_prefix('"')?;
    let id = &inner[..inner.find('"')?];
    let is_id = !id.is_empty()
        && id.starts_with(|c: char| c.is_ascii_lowercase())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    is_id.then_some(id)
}

#[test]
fn every_message_the_code_names_is_written() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    let mut named = 0;
    let mut missing = Vec::new();
    for file in &files {
        for id in named_ids(&code(&file.text)) {
            named += 1;
            if !i18n::has(Lang::En, &id) {
                missing.push(format!("{}: {id}", file.path));
            }
        }
    }
    // The scan itself works: it finds the hundreds of ids the code names.
    assert!(named > 200, "only {named} ids found: the scan is broken");
    assert!(missing.is_empty(), "no such message: {missing:#?}");
}

#[test]
fn the_scan_reads_ids_over_several_lines_and_skips_other_calls() {
    let code = r#"
        Text::msg("error-rate").with("most", 3);
        t(lang, "prefs-title");
        t_with(
            caller.lang(None),
            "refused-outside-servers",
            &[],
        );
        format("not-an-id");
        last(lang, "not-this-either");
        t(lang, id);
        AppError::internal("error-audit-failed", e.to_string());
        let id = match kind { Kind::A => "settings-missed-post", Kind::B => "roll-along" };
        const SLOW: &str = "error-store-slow";
    "#;
    assert_eq!(
        named_ids(code),
        [
            "error-rate",
            "error-audit-failed",
            "prefs-title",
            "refused-outside-servers",
            "settings-missed-post",
            "error-store-slow"
        ]
    );
}
