//! Every message the code names is in the English file: the compiler
//! checks that (`msg!("id")` does not build for an id `locales/en.ftl`
//! lacks; a language lacking a message is caught by the library's own
//! test). What is left to check is the other way: every message of the
//! file is named by the code, so none is kept and translated for nothing.

use std::path::Path;

use backrank::i18n::Msg;

use crate::architecture::{code, sources};

/// The ids named as `msg!("…")` in `code`.
fn named_ids(code: &str) -> Vec<&str> {
    code.match_indices("msg!(\"")
        .filter_map(|(at, open)| {
            let rest = &code[at + open.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

#[test]
fn every_message_of_the_english_file_is_named_by_the_code() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "crates/core/src"] {
        let dir = root.join(dir);
        sources(&dir, &dir, &mut files);
    }
    // The code as it ships: what only a test names does not count.
    let shipped: Vec<String> = files.iter().map(|f| code(&f.text)).collect();
    let named: std::collections::HashSet<&str> =
        shipped.iter().flat_map(|text| named_ids(text)).collect();
    // The scan itself works: it finds the hundreds of ids the code names.
    assert!(named.len() > 500, "only {} ids found", named.len());
    let unused: Vec<Msg> = Msg::all().filter(|m| !named.contains(m.id())).collect();
    assert!(
        unused.is_empty(),
        "messages no code names (remove them from every locales/*.ftl): {unused:?}"
    );
}

#[test]
fn the_scan_reads_each_named_id() {
    let code = r#"
        Text::msg(msg!("error-rate")).with("most", 3);
        t(lang, msg!("prefs-title"));
        let id = match kind { Kind::A => msg!("settings-missed-post"), Kind::B => "roll-along" };
    "#;
    assert_eq!(
        named_ids(code),
        ["error-rate", "prefs-title", "settings-missed-post"]
    );
}
