//! Reading Rust sources as text, for the tests that check the code's
//! shape (the architecture, the messages): the files of a folder, their
//! code without comments and tests, the items of a file, the paths it
//! names.

use std::path::{Path, PathBuf};

/// One source file: its path under `src/` (with `/`) and its text.
pub(crate) struct Source {
    pub(crate) path: String,
    pub(crate) text: String,
}

pub(crate) fn sources(dir: &Path, root: &Path, out: &mut Vec<Source>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).unwrap();
            out.push(Source {
                path: rel.to_string_lossy().replace('\\', "/"),
                text: std::fs::read_to_string(&path).unwrap(),
            });
        }
    }
}

/// The code of a file, without comments (doc links name other layers
/// freely) and without what only its tests build (tests may run a runtime
/// to drive the core): each item under a `#[cfg(test)]` that opens a line
/// is left out, from the attribute to the end of the item, wherever in the
/// file it stands; the code after it is kept.
pub(crate) fn code(text: &str) -> String {
    let mut kept = String::new();
    let mut rest = text;
    while let Some(at) = test_attribute(rest) {
        kept.push_str(&rest[..at]);
        rest = &rest[at + TEST_ATTRIBUTE.len()..];
        rest = &rest[item_end(rest)..];
    }
    kept.push_str(rest);
    kept.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

const TEST_ATTRIBUTE: &str = "#[cfg(test)]";

/// Where the first `#[cfg(test)]` that opens a line (after its indent)
/// stands in `text`: not one a comment or a string mentions.
fn test_attribute(text: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(found) = text[from..].find(TEST_ATTRIBUTE) {
        let at = from + found;
        let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
        if text[line_start..at].trim().is_empty() {
            return Some(at);
        }
        from = at + TEST_ATTRIBUTE.len();
    }
    None
}

/// Where the item at the start of `code` ends: after its `;` (a `use`, a
/// `const`), or after the braces of its body (a `mod`, a `fn`, an `impl`).
/// Comments, string and character literals are read past, and a `;` or a
/// brace inside brackets or parentheses (`[u8; 4]`) does not count.
fn item_end(code: &str) -> usize {
    let bytes = code.as_bytes();
    let (mut braces, mut brackets) = (0_usize, 0_usize);
    let mut i = 0;
    while i < bytes.len() {
        let next = bytes.get(i + 1).copied();
        match bytes[i] {
            b'/' if next == Some(b'/') => {
                i = code[i..].find('\n').map_or(bytes.len(), |e| i + e);
                continue;
            }
            b'/' if next == Some(b'*') => {
                i = code[i + 2..]
                    .find("*/")
                    .map_or(bytes.len(), |e| i + 2 + e + 2);
                continue;
            }
            b'"' => i = string_end(code, i),
            b'\'' => i = char_end(code, i),
            b'(' | b'[' => brackets += 1,
            b')' | b']' => brackets = brackets.saturating_sub(1),
            b'{' => braces += 1,
            b'}' => {
                braces = braces.saturating_sub(1);
                if braces == 0 && brackets == 0 {
                    return i + 1;
                }
            }
            b';' if braces == 0 && brackets == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

/// The index of the closing quote of the character literal opening at
/// `start`, or `start` itself for a lifetime (`'a`).
fn char_end(code: &str, start: usize) -> usize {
    let rest = &code[start + 1..];
    let mut chars = rest.chars();
    match chars.next() {
        Some('\\') => rest.find('\'').map_or(code.len(), |e| start + 1 + e),
        Some(c) if rest[c.len_utf8()..].starts_with('\'') => start + 1 + c.len_utf8(),
        _ => start,
    }
}

/// The index of the closing quote of the string literal opening at
/// `start` (a `"`, maybe after `r` and `#`s).
fn string_end(code: &str, start: usize) -> usize {
    let hashes = code[..start]
        .bytes()
        .rev()
        .take_while(|&b| b == b'#')
        .count();
    let raw = code[..start - hashes].ends_with('r');
    if raw {
        let close = format!("\"{}", "#".repeat(hashes));
        return code[start + 1..]
            .find(&close)
            .map_or(code.len(), |e| start + e + close.len());
    }
    let bytes = code.as_bytes();
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b'"' => return i,
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

/// The path segments after each `prefix` (`crate::app::rolls` → `app`,
/// `rolls`), including inside `use crate::{a, b}` groups.
pub(crate) fn paths_after<'a>(code: &'a str, prefix: &str) -> Vec<Vec<&'a str>> {
    let mut out = Vec::new();
    for (i, _) in code.match_indices(prefix) {
        let before = code[..i].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[i + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `use crate::{a::b, c}`: each item of the group, one level
            // deep (Backrank's groups are not nested).
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for item in group.split(',') {
                let path = segments(item.trim());
                if !path.is_empty() {
                    out.push(path);
                }
            }
            continue;
        }
        let path = segments(rest);
        if !path.is_empty() {
            out.push(path);
        }
    }
    out
}

/// The path segments at the start of `text`: `app::rolls::Asked;` →
/// `app`, `rolls`, `Asked`.
fn segments(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        out.push(&rest[..end]);
        match rest[end..].strip_prefix("::") {
            Some(next) => rest = next,
            None => break,
        }
    }
    out
}

/// The top-level items of `text`, each with the comments and attributes
/// before it (an item is read as [`item_end`] reads it).
pub(crate) fn items(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.trim().is_empty() {
        let end = item_end(rest);
        out.push(&rest[..end]);
        rest = &rest[end..];
    }
    out
}

/// `code` after its leading attributes (`#[derive(…)]`, `#[error("…")]`).
fn after_attributes(code: &str) -> &str {
    let mut rest = code.trim_start();
    while rest.starts_with("#[") {
        let mut depth = 0_usize;
        let mut i = 0;
        let bytes = rest.as_bytes();
        while i < bytes.len() {
            match bytes[i] {
                b'"' => i = string_end(rest, i),
                b'[' => depth += 1,
                b']' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        rest = rest[(i + 1).min(rest.len())..].trim_start();
    }
    rest
}

/// The first identifier of `text` (a type's name, without its generics).
fn identifier(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The type an item declares, if it is an `enum` or a `struct`.
pub(crate) fn declared_type(item: &str) -> Option<&str> {
    let rest = after_attributes(item);
    let rest = match rest.strip_prefix("pub") {
        Some(vis) => match vis.trim_start().strip_prefix('(') {
            Some(scoped) => &scoped[scoped.find(')')? + 1..],
            None => vis,
        },
        None => rest,
    };
    let rest = rest.trim_start();
    let name = rest
        .strip_prefix("enum ")
        .or_else(|| rest.strip_prefix("struct "))?;
    Some(identifier(name.trim_start())).filter(|n| !n.is_empty())
}

/// The type an inherent `impl` is for (`impl RollError {`); `None` for a
/// trait's impl and for anything else.
pub(crate) fn inherent_impl(item: &str) -> Option<&str> {
    let rest = after_attributes(item).strip_prefix("impl")?;
    if !rest.starts_with(|c: char| c == '<' || c.is_whitespace()) {
        return None;
    }
    let header = &rest[..rest.find('{')?];
    if header.contains(" for ") {
        return None;
    }
    let mut header = header.trim();
    if header.starts_with('<') {
        // `impl<'a> Type<'a>`: past the impl's own generics.
        let mut depth = 0_usize;
        let close = header.find(|c: char| {
            match c {
                '<' => depth += 1,
                '>' => depth -= 1,
                _ => {}
            }
            depth == 0
        })?;
        header = header[close + 1..].trim_start();
    }
    let path = &header[..header
        .find(|c: char| c == '<' || c.is_whitespace())
        .unwrap_or(header.len())];
    Some(identifier(path.rsplit("::").next()?)).filter(|n| !n.is_empty())
}
