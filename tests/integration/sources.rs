//! Reading Rust sources as text, for the tests that check the code's
//! shape (the architecture, the messages): the files of a folder, their
//! code without comments and tests, the items of a file, the paths it
//! names.

use std::collections::BTreeSet;
use std::ops::Range;
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
    let mut from = 0;
    for item in test_items(text) {
        kept.push_str(&text[from..item.start]);
        from = item.end;
    }
    kept.push_str(&text[from..]);
    kept.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

const TEST_ATTRIBUTE: &str = "#[cfg(test)]";

/// Where the items of `text` that only its tests build stand: each from a
/// `#[cfg(test)]` that opens a line to the end of the item under it.
pub(crate) fn test_items(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = test_attribute(&text[from..]) {
        let start = from + at;
        let body = start + TEST_ATTRIBUTE.len();
        from = body + item_end(&text[body..]);
        out.push(start..from);
    }
    out
}

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
    let rest = after_visibility(after_attributes(item))?;
    let name = rest
        .strip_prefix("enum ")
        .or_else(|| rest.strip_prefix("struct "))?;
    Some(identifier(name.trim_start())).filter(|n| !n.is_empty())
}

/// `code` after its visibility (`pub`, `pub(crate)`), if any.
fn after_visibility(code: &str) -> Option<&str> {
    let rest = match code.strip_prefix("pub") {
        Some(vis) => match vis.trim_start().strip_prefix('(') {
            Some(scoped) => &scoped[scoped.find(')')? + 1..],
            None => vis,
        },
        None => code,
    };
    Some(rest.trim_start())
}

/// The module file an item declares (`mod tests;`): its name, and the
/// file its `#[path = "…"]` gives, if any.
fn declared_module(item: &str) -> Option<(&str, Option<&str>)> {
    let rest = after_visibility(after_attributes(item))?;
    let name = identifier(rest.strip_prefix("mod ")?.trim_start());
    let after = rest["mod ".len()..].trim_start()[name.len()..].trim_start();
    if name.is_empty() || !after.starts_with(';') {
        return None;
    }
    let path = item.find("#[path = \"").and_then(|at| {
        let file = &item[at + "#[path = \"".len()..];
        Some(&file[..file.find('"')?])
    });
    Some((name, path))
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

/// Where a path of the crate's own starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Start {
    /// `crate::` (or a macro's `$crate::`): the crate's root.
    Crate,
    /// `super::`, as many times as written: the module that many above.
    Super(usize),
    /// `self::`: the module itself.
    SelfModule,
}

/// The paths `code` names from its own crate: each `crate::…`,
/// `super::…` and `self::…`, with its segments after the start
/// (`super::roll::draw(` → `Super(1)`, `roll`, `draw`), and each item of
/// a `use` group, however deep and however split over lines
/// (`use super::{roll::{self, Asked}, page}` → `roll`; `roll`, `Asked`;
/// `page`). A group's `self` names the path before it; a glob (`*`)
/// names that path too. Paths of other crates (`backrank_entropy::…`)
/// and of a module's own children (`roll::draw`) are not read.
pub(crate) fn own_paths(code: &str) -> Vec<(Start, Vec<&str>)> {
    let mut out = Vec::new();
    for prefix in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(prefix) {
            // A path's first segment: not `a::super::`, not `foo_self::`,
            // not the second `super::` of `super::super::`.
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let mut rest = &code[at + prefix.len()..];
            let start = match prefix {
                "crate::" => Start::Crate,
                "self::" => Start::SelfModule,
                _ => {
                    let mut ups = 1;
                    while let Some(next) = rest.strip_prefix("super::") {
                        ups += 1;
                        rest = next;
                    }
                    Start::Super(ups)
                }
            };
            let mut paths = Vec::new();
            use_tree(rest, Vec::new(), &mut paths);
            out.extend(paths.into_iter().map(|p| (start, p)));
        }
    }
    out
}

/// The paths of the use tree at the start of `text`, each after `base`:
/// `a::b` → `base::a::b`, `a::{b, c::{self, d}}` → `base::a::b`,
/// `base::a::c`, `base::a::c::d`. Where a plain path ends (at `(`, `;`,
/// ` as `, `<`), so does what it names.
fn use_tree<'a>(text: &'a str, mut base: Vec<&'a str>, out: &mut Vec<Vec<&'a str>>) {
    let mut rest = text;
    loop {
        if let Some(group) = rest.strip_prefix('{') {
            for item in group_items(group) {
                use_tree(item.trim_start(), base.clone(), out);
            }
            return;
        }
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        match &rest[..end] {
            // `{self, …}` and `*` name the path they stand in.
            "" | "self" => break,
            segment => base.push(segment),
        }
        match rest[end..].strip_prefix("::") {
            Some(next) => rest = next,
            None => break,
        }
    }
    out.push(base);
}

/// The items of the group whose `{` was just read: the text of each,
/// split at the commas outside inner braces, up to the closing `}`.
fn group_items(group: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0_usize, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&group[start..i]);
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.retain(|item| !item.trim().is_empty());
    items
}

/// The modules of some crates, read from where their files stand, as the
/// compiler finds them: a crate's root is its folder (`src`,
/// `crates/core/src`), fronted by `lib.rs` or `main.rs`; `x.rs` is the
/// module `x`, and so is the folder `x/`, fronted by its `x/mod.rs` (or by
/// an `x.rs` beside it); `x/y.rs` is `x::y`. Each file under `bin/` is a
/// crate of its own, whose `crate::` names only itself. A module declared
/// under a `#[cfg(test)]` (`mod tests;`, or a `#[path = "…"]` file) is
/// only the tests', with everything under it.
///
/// A module is named as its place: the repository path of its file
/// (`src/app/shell.rs`) or, for a module with a folder, of its folder
/// (`src/app`, `src`).
pub(crate) struct Modules {
    /// Every module, as its path without `.rs` (`src/app/shell`, `src/app`).
    modules: BTreeSet<String>,
    /// The modules that are folders.
    folders: BTreeSet<String>,
    /// The crates' root folders, longest first.
    roots: Vec<String>,
    /// The modules only tests build: declared under a `#[cfg(test)]`.
    tests_only: BTreeSet<String>,
}

impl Modules {
    /// The modules of `files` (repository paths), whose crates are rooted
    /// at `roots` (`src`, `crates/core/src`, …).
    pub(crate) fn new(files: &[Source], roots: &[String]) -> Self {
        let mut roots = roots.to_vec();
        roots.sort_by_key(|r| std::cmp::Reverse(r.len()));
        let mut this = Self {
            modules: BTreeSet::new(),
            folders: BTreeSet::new(),
            roots,
            tests_only: BTreeSet::new(),
        };
        for f in files {
            this.note_tests_only(f);
            let (Some(root), Some((_, module))) = (this.root_of(&f.path), this.module_of(&f.path))
            else {
                continue;
            };
            let root = root.to_owned();
            this.modules.insert(module);
            // Each folder from the file's up to the crate's root.
            let mut folder = f.path.as_str();
            while let Some((up, _)) = folder.rsplit_once('/') {
                this.modules.insert(up.to_owned());
                this.folders.insert(up.to_owned());
                if up == root {
                    break;
                }
                folder = up;
            }
        }
        this
    }

    /// Notes the modules `f` declares under a `#[cfg(test)]`: a child
    /// (`mod tests;`) or the file a `#[path = "…"]` gives, beside `f`.
    fn note_tests_only(&mut self, f: &Source) {
        let Some((_, module)) = self.module_of(&f.path) else {
            return;
        };
        for item in test_items(&f.text) {
            let declared = match declared_module(&f.text[item]) {
                Some((_, Some(file))) => match f.path.rsplit_once('/') {
                    Some((folder, _)) => self.module_of(&format!("{folder}/{file}")),
                    None => None,
                }
                .map(|(_, m)| m),
                Some((name, None)) => Some(format!("{module}/{name}")),
                None => None,
            };
            self.tests_only.extend(declared);
        }
    }

    /// Whether only tests build `module` (it or a module above it is
    /// declared under a `#[cfg(test)]`).
    fn is_tests_only(&self, module: &str) -> bool {
        self.tests_only
            .iter()
            .any(|t| module == t || module.starts_with(&format!("{t}/")))
    }

    /// The root folder of the crates' sources `path` is in.
    fn root_of(&self, path: &str) -> Option<&str> {
        self.roots
            .iter()
            .find(|r| path.starts_with(&format!("{r}/")))
            .map(String::as_str)
    }

    /// The root of the crate `path` is in, and the module `path` is
    /// (without `.rs`): `src/app/mod.rs` → `src`, `src/app`.
    fn module_of(&self, path: &str) -> Option<(String, String)> {
        let root = self.root_of(path)?;
        let inside = &path[root.len() + 1..];
        let module = match inside {
            "lib.rs" | "main.rs" => root.to_owned(),
            _ => match path.strip_suffix("/mod.rs") {
                Some(folder) => folder.to_owned(),
                None => path.strip_suffix(".rs")?.to_owned(),
            },
        };
        // A binary's file is the root of its own crate.
        let root = if inside.starts_with("bin/") {
            module.clone()
        } else {
            root.to_owned()
        };
        Some((root, module))
    }

    /// The place of a module: its folder if it has one, else its file.
    fn place(&self, module: &str) -> String {
        if self.folders.contains(module) {
            module.to_owned()
        } else {
            format!("{module}.rs")
        }
    }

    /// The place of the file at `path` (a folder's front stands for its
    /// folder: `src/app/mod.rs` → `src/app`); `None` for a file only
    /// tests build.
    pub(crate) fn place_of(&self, path: &str) -> Option<String> {
        let (_, module) = self.module_of(path)?;
        (!self.is_tests_only(&module)).then(|| self.place(&module))
    }

    /// The place the path `start::segments` names from the file at
    /// `path`: the longest of its prefixes that is a module (a file or a
    /// folder); `None` if it climbs above its crate, or if only tests
    /// build what it names.
    pub(crate) fn named(&self, path: &str, start: Start, segments: &[&str]) -> Option<String> {
        let (root, module) = self.module_of(path)?;
        let mut at = match start {
            Start::Crate => root.clone(),
            Start::SelfModule => module,
            Start::Super(ups) => {
                let mut at = module;
                for _ in 0..ups {
                    if at == root {
                        return None;
                    }
                    at = at.rsplit_once('/')?.0.to_owned();
                }
                at
            }
        };
        for segment in segments {
            let next = format!("{at}/{segment}");
            if !self.modules.contains(&next) {
                break;
            }
            at = next;
        }
        (!self.is_tests_only(&at)).then(|| self.place(&at))
    }
}
