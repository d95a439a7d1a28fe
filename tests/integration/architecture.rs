//! The layers of `src/` and of `crates/core/src/`, read from the sources:
//! imports point down.
//!
//! ```text
//! i18n ← core ← render, store ← app ← discord ← daily ← meetup ← bot ← serve ← cli
//!                                 app ← http ← bot, web ← serve
//! ```
//!
//! The HTTP plumbing (`http`: the accept loop and the `[http]` limits)
//! sits above the app, whose settings it reads, and below the servers
//! that stand on it: the interactions endpoint in `bot`, the pages in
//! `web`, and `serve`. The web imports nothing of the bot.
//!
//! The core does no I/O and knows no runtime or Discord crate, and its own
//! modules import each other without a circle. The lowest three layers are
//! the crate `backrank-core`, whose root is the core module: its files are
//! read as the `core`, `i18n` and `render` modules they are re-exported as.
//!
//! Within each layer too, and within every folder of every crate of the
//! workspace (`src/`, `crates/*/src/`, `plugins/*/src/`, each folder on
//! its own), the files import each other without a circle: in a folder,
//! its files and subfolders are the nodes, its `mod.rs` is the front they
//! may all use, and a path naming a sibling (`crate::…`, `super::…`,
//! `self::…`) is an edge ([`folder_circles`] has the rules).
//!
//! Read from the same sources: an error with a text for each language
//! keeps no English of its own besides, and the service layers' errors,
//! and those of the core's public functions, are typed, never a `String`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::sources::{Modules, Start, declared_type, inherent_impl, items, own_paths, paths_after};
pub(crate) use crate::sources::{Source, code, sources};

/// The top-level modules each layer may import (besides itself).
fn allowed(module: &str) -> Option<&'static [&'static str]> {
    Some(match module {
        "i18n" => &[],
        "core" => &["i18n"],
        "render" | "store" => &["i18n", "core"],
        "app" => &["i18n", "core", "render", "store"],
        // Discord's messages, limits and colours sit just above the app,
        // so the daily post lays out its roll as every command does.
        "discord" => &["i18n", "core", "render", "store", "app"],
        "daily" => &["i18n", "core", "store", "app", "discord"],
        // Club nights post on their own clock beside the daily post, and
        // share its errors.
        "meetup" => &["i18n", "core", "store", "app", "discord", "daily"],
        // The plumbing reads the `[http]` settings, and knows nothing of
        // the servers standing on it.
        "http" => &["app"],
        "bot" => &[
            "i18n", "core", "render", "store", "app", "daily", "meetup", "discord", "http",
        ],
        // The pages stand on the shared plumbing, not on the bot.
        "web" => &["i18n", "core", "render", "store", "app", "http"],
        "serve" => &[
            "i18n", "core", "render", "store", "app", "daily", "meetup", "discord", "http", "bot",
            "web",
        ],
        "cli" => &[
            "i18n", "core", "render", "store", "app", "daily", "meetup", "discord", "http", "bot",
            "web", "serve",
        ],
        _ => return None,
    })
}

/// Crates the core must not use: it does no I/O and runs on no runtime.
const NOT_IN_CORE: [&str; 7] = [
    "tokio", "serenity", "axum", "hyper", "rusqlite", "reqwest", "tracing",
];

/// The top-level module a file belongs to, and for core files the core
/// module (`core/roll/text.rs` → `core`, `roll`).
fn module_of(path: &str) -> (&str, Option<&str>) {
    let mut parts = path.trim_end_matches(".rs").split('/');
    let top = parts.next().unwrap_or("");
    let sub = parts.next().filter(|s| *s != "mod");
    (top, sub)
}

/// The core modules a core file imports through `super::`.
fn core_supers<'a>(path: &str, code: &'a str) -> Vec<&'a str> {
    // core/X.rs and core/X/mod.rs: `super` is core. core/X/Y.rs: `super`
    // is core::X and `super::super` is core.
    let depth = path.matches('/').count();
    let is_mod = path.ends_with("/mod.rs");
    let core_prefix = if depth == 1 || (depth == 2 && is_mod) {
        "super::"
    } else if depth == 2 || (depth == 3 && is_mod) {
        "super::super::"
    } else {
        return Vec::new();
    };
    paths_after(code, core_prefix)
        .into_iter()
        .filter_map(|p| p.first().copied())
        .filter(|seg| *seg != "super")
        .collect()
}

/// Every broken rule, one line each.
fn violations(files: &[Source]) -> Vec<String> {
    let mut out = Vec::new();
    let mut core_edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for f in files {
        let (top, sub) = module_of(&f.path);
        let code = code(&f.text);
        let Some(may) = allowed(top) else {
            continue;
        };
        for p in paths_after(&code, "crate::") {
            let target = p[0];
            if target != top && allowed(target).is_some() && !may.contains(&target) {
                out.push(format!("{}: {top} imports {}", f.path, p.join("::")));
            }
            if top == "core"
                && target == "core"
                && let (Some(from), Some(to)) = (sub, p.get(1))
                && from != *to
            {
                core_edges
                    .entry(from.to_owned())
                    .or_default()
                    .insert((*to).to_owned());
            }
        }
        if top == "core" {
            for krate in NOT_IN_CORE {
                if !paths_after(&code, &format!("{krate}::")).is_empty() {
                    out.push(format!("{}: the core uses {krate}", f.path));
                }
            }
            if let Some(from) = sub {
                for to in core_supers(&f.path, &code) {
                    if to != from && !to.is_empty() {
                        core_edges
                            .entry(from.to_owned())
                            .or_default()
                            .insert(to.to_owned());
                    }
                }
            }
        }
    }
    if let Some(cycle) = find_cycle(&core_edges) {
        out.push(format!("a circle in the core: {}", cycle.join(" → ")));
    }
    out
}

/// A circle in the graph, if any, as the modules along it.
fn find_cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = stack.iter().position(|n| n == node) {
            let mut cycle = stack[i..].to_vec();
            cycle.push(node.to_owned());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        stack.push(node.to_owned());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, edges, stack, done) {
                return Some(c);
            }
        }
        stack.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|n| visit(n, edges, &mut Vec::new(), &mut done))
}

/// The files of the crate `backrank-core` as the modules the `backrank`
/// crate re-exports them as: `lib.rs` is `core/mod.rs`, `variant/mod.rs` is
/// `core/variant/mod.rs`, `i18n/` and `render/` stay; and its paths
/// likewise (`crate::variant` is `crate::core::variant`).
fn as_reexported(source: Source) -> Source {
    let layer_of_its_own = |p: &str| p.starts_with("i18n") || p.starts_with("render");
    let path = match source.path.as_str() {
        "lib.rs" => "core/mod.rs".to_owned(),
        p if layer_of_its_own(p) => p.to_owned(),
        p => format!("core/{p}"),
    };
    let mut text = String::with_capacity(source.text.len());
    let mut rest = source.text.as_str();
    while let Some(at) = rest.find("crate::") {
        let after = &rest[at + "crate::".len()..];
        text.push_str(&rest[..at + "crate::".len()]);
        if !layer_of_its_own(after) {
            text.push_str("core::");
        }
        rest = after;
    }
    text.push_str(rest);
    Source { path, text }
}

/// The crates of the workspace: the folders of their sources (`src`,
/// `crates/core/src`, `plugins/beacon/src`, …), relative to the
/// repository, and their files, with repository paths.
fn every_crate() -> (Vec<String>, Vec<Source>) {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut roots = vec!["src".to_owned()];
    for group in ["crates", "plugins"] {
        let mut found: Vec<String> = std::fs::read_dir(manifest.join(group))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .map(|name| format!("{group}/{name}/src"))
            .filter(|src| manifest.join(src).is_dir())
            .collect();
        found.sort();
        roots.extend(found);
    }
    let mut files = Vec::new();
    for root in &roots {
        sources(&manifest.join(root), manifest, &mut files);
    }
    (roots, files)
}

/// The node that `place` (a repository path, split at `/`) is in the
/// folder made of its first `depth` parts: a file of the folder
/// (`rolls.rs`) or a subfolder (`view/`).
fn node(place: &[&str], depth: usize) -> String {
    let name = place[depth];
    if depth + 1 == place.len() && name.ends_with(".rs") {
        name.to_owned()
    } else {
        format!("{name}/")
    }
}

/// The imports between the nodes of each folder of `files`' crates,
/// rooted at `roots`: folder → node → the nodes it names (the rules are
/// [`folder_circles`]').
fn folder_edges(
    files: &[Source],
    roots: &[String],
) -> BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
    let modules = Modules::new(files, roots);
    let mut edges: BTreeMap<String, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for f in files {
        let Some(from) = modules.place_of(&f.path) else {
            continue;
        };
        let from: Vec<&str> = from.split('/').collect();
        let code = code(&f.text);
        for (start, segments) in own_paths(&code) {
            let Some(to) = modules.named(&f.path, start, &segments) else {
                continue;
            };
            let to: Vec<&str> = to.split('/').collect();
            let depth = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
            // One inside the other (a file and its folder's front, a
            // front and its folder's files): no edge of any folder.
            if depth == from.len() || depth == to.len() {
                continue;
            }
            edges
                .entry(from[..depth].join("/"))
                .or_default()
                .entry(node(&from, depth))
                .or_default()
                .insert(node(&to, depth));
        }
    }
    edges
}

/// At most this many circles are named in one folder.
const MOST_CIRCLES: usize = 50;

/// Every circle among the files of each folder of `files`' crates (each
/// folder of `src/`, `crates/*/src/` and `plugins/*/src/` on its own,
/// recursively), rooted at `roots`: each as "a circle in src/app:
/// events.rs → rolls.rs → events.rs", once, from its smallest node.
///
/// - In a folder D, the nodes are D's files (`x.rs`) and its subfolders
///   (`s/`, one node for everything under it). D's front (its `mod.rs`,
///   the `x.rs` beside a folder `x/`, or a crate's `lib.rs` or `main.rs`)
///   is no node: it declares the others (a `mod x;` is no import) and its
///   children may use what it declares, so an edge into or out of it is
///   none of D's. A file of a subfolder S that names a sibling of S is an
///   edge S → that sibling in D.
/// - An edge A → B is where A's code (comments and test-only items left
///   out, as [`code`] reads it) names B through a path starting
///   `crate::` (for the crate the file is in: in `crates/core` and each
///   plugin, `crate::` is that crate's `src/`), `super::` or `self::`,
///   each resolved from A's own module (`x/mod.rs` is the module `x`,
///   `x/y.rs` is `x::y`, whose `super` is `x`), including each item of a
///   `use …::{a, b::c}` group (a group's `self` names the path before
///   it). A path names the longest of its prefixes that is a module: a
///   file or a folder (`crate::app::shell::shell_line` names
///   `src/app/shell.rs`, `crate::app::App` the app's front). Paths into other crates
///   (`backrank_entropy::…`, and in `src/` the core re-exported as
///   `crate::core::…`) are no edge.
/// - A file only tests build (declared under a `#[cfg(test)]`: `mod
///   tests;`, a `#[path = "…"]` file) is left out, as an item under a
///   `#[cfg(test)]` is: it is no node and names none.
fn folder_circles(files: &[Source], roots: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for (folder, edges) in folder_edges(files, roots) {
        let found = circles(&edges);
        for circle in found.iter().take(MOST_CIRCLES) {
            out.push(format!("a circle in {folder}: {}", circle.join(" → ")));
        }
        if found.len() > MOST_CIRCLES {
            out.push(format!(
                "… and {} more circles in {folder}",
                found.len() - MOST_CIRCLES
            ));
        }
    }
    out
}

/// Every circle of a graph, each once: the nodes along it from its
/// smallest node and back to it (`a → b → a`).
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    /// The nodes reachable from `node`, itself included.
    fn reach<'a>(
        node: &'a str,
        edges: &'a BTreeMap<String, BTreeSet<String>>,
    ) -> BTreeSet<&'a str> {
        let mut seen = BTreeSet::from([node]);
        let mut todo = vec![node];
        while let Some(n) = todo.pop() {
            for next in edges.get(n).into_iter().flatten() {
                if seen.insert(next.as_str()) {
                    todo.push(next.as_str());
                }
            }
        }
        seen
    }
    /// Extends `path` (from its start, the circle's smallest node) along
    /// the nodes `within` it may pass, recording each way back.
    fn walk<'a>(
        path: &mut Vec<&'a str>,
        within: &BTreeSet<&'a str>,
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        out: &mut Vec<Vec<String>>,
    ) {
        let at = path[path.len() - 1];
        for next in edges.get(at).into_iter().flatten() {
            let next = next.as_str();
            if next == path[0] {
                out.push(
                    path.iter()
                        .chain([&next])
                        .map(|n| (*n).to_owned())
                        .collect(),
                );
            } else if within.contains(next) && !path.contains(&next) {
                path.push(next);
                walk(path, within, edges, out);
                path.pop();
            }
        }
    }
    let reaches: BTreeMap<&str, BTreeSet<&str>> = edges
        .keys()
        .map(|n| (n.as_str(), reach(n, edges)))
        .collect();
    let mut out = Vec::new();
    for (start, reached) in &reaches {
        // The larger nodes on a circle through `start`: those it reaches
        // that reach it back.
        let within: BTreeSet<&str> = reached
            .iter()
            .filter(|n| **n > *start && reaches.get(**n).is_some_and(|r| r.contains(start)))
            .copied()
            .collect();
        if !within.is_empty() {
            walk(&mut vec![*start], &within, edges, &mut out);
        }
    }
    out
}

/// Imports point down the layers, and no folder's files import each other
/// round in a circle ([`folder_circles`]).
#[test]
fn imports_point_down_and_no_folder_has_a_circle() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = manifest.join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    let core_root = manifest.join("crates/core/src");
    let mut core_files = Vec::new();
    sources(&core_root, &core_root, &mut core_files);
    files.extend(core_files.into_iter().map(as_reexported));
    assert!(files.len() > 50, "read {} files", files.len());
    let mut broken = violations(&files);
    let (roots, files) = every_crate();
    for root in [
        "src",
        "crates/core/src",
        "plugins/entropy/src",
        "plugins/serial/src",
    ] {
        assert!(
            roots.iter().any(|r| r == root),
            "{root} not among {roots:?}"
        );
    }
    // The folder check reads the folders: it finds their imports.
    let edges = folder_edges(&files, &roots);
    for folder in [
        "src",
        "src/app",
        "crates/core/src",
        "crates/core/src/variant/definition",
        "plugins/serial/src",
    ] {
        assert!(edges.contains_key(folder), "no import read in {folder}");
    }
    broken.extend(folder_circles(&files, &roots));
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// Every top-level module of `src/` has a place in the layers: one left
/// out would be checked by nobody (club nights' `meetup` once was).
#[test]
fn every_module_of_src_is_in_a_layer() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut unplaced = Vec::new();
    for entry in std::fs::read_dir(&root).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let module = name.strip_suffix(".rs").unwrap_or(&name);
        if !["lib", "main"].contains(&module) && allowed(module).is_none() {
            unplaced.push(module.to_owned());
        }
    }
    assert!(unplaced.is_empty(), "not in any layer: {unplaced:?}");
}

/// The folder check finds circles through `crate::`, `super::`, `use`
/// groups and subfolders, in every crate, and lets be a child using its
/// folder's front, a comment, what only tests build, and other crates.
#[test]
fn the_check_finds_a_circle_in_any_folder() {
    let file = |path: &str, text: &str| Source {
        path: path.to_owned(),
        text: text.to_owned(),
    };
    let files = [
        // Through `crate::`; the front naming its files is no edge, nor is
        // the core re-exported.
        file("src/lib.rs", "pub mod one;\nuse crate::one::One;\n"),
        file(
            "src/one.rs",
            "use crate::two::Two;\nuse crate::core::roll;\n",
        ),
        file("src/two.rs", "pub fn f() {\n    crate::one::g();\n}\n"),
        // Through a subfolder: `x/a/` names `x/b.rs`, which names `x/a/`.
        file(
            "src/x/mod.rs",
            "mod a;\nmod b;\npub struct Front;\nuse self::b::B;\n",
        ),
        file("src/x/b.rs", "use super::a::Thing;\n"),
        file("src/x/a/mod.rs", "mod deep;\npub use deep::Thing;\n"),
        file(
            "src/x/a/deep.rs",
            "use crate::x::b::B;\nuse super::super::Front;\nuse super::Thing;\n",
        ),
        // Through `super::`; children using their front, a comment and
        // test-only items (and files) name nothing.
        file(
            "src/y/mod.rs",
            "pub struct Shared;\n#[cfg(test)]\nmod tests;\n#[cfg(test)]\npub(crate) mod helper;\n",
        ),
        file("src/y/p.rs", "use super::Shared;\nuse super::q::Q;\n"),
        file(
            "src/y/q.rs",
            "use super::Shared;\n// super::p::P in a comment\n#[cfg(test)]\nuse super::p::P;\n\
             #[cfg(test)]\n#[path = \"q_tests.rs\"]\nmod tests;\n",
        ),
        file("src/y/q_tests.rs", "use crate::y::p::P;\n"),
        file("src/y/tests.rs", "use super::helper::H;\n"),
        file("src/y/helper.rs", "use super::tests::T;\n"),
        file("src/y/r.rs", "use super::s::S;\n"),
        file("src/y/s.rs", "fn f() {\n    super::r::go();\n}\n"),
        // Through `use` groups, a group's `self` included.
        file("src/z/mod.rs", "mod m;\nmod n;\npub struct Other;\n"),
        file(
            "src/z/m.rs",
            "use crate::z::{\n    n::{self, N},\n    Other,\n};\n",
        ),
        file("src/z/n.rs", "use super::{Other, m};\n"),
        // A plugin: its `crate::` is its own `src/`; other crates are none.
        file("plugins/p/src/lib.rs", "mod u;\nmod v;\n"),
        file(
            "plugins/p/src/u.rs",
            "use crate::v::V;\nuse backrank_entropy::Die;\n",
        ),
        file("plugins/p/src/v.rs", "use crate::u::U;\n"),
    ];
    let roots = ["src".to_owned(), "plugins/p/src".to_owned()];
    assert_eq!(
        folder_circles(&files, &roots),
        [
            "a circle in plugins/p/src: u.rs → v.rs → u.rs",
            "a circle in src: one.rs → two.rs → one.rs",
            "a circle in src/x: a/ → b.rs → a/",
            "a circle in src/y: r.rs → s.rs → r.rs",
            "a circle in src/z: m.rs → n.rs → m.rs",
        ]
    );
    let edges = folder_edges(&files, &roots);
    let y: Vec<(&str, Vec<&str>)> = edges["src/y"]
        .iter()
        .map(|(from, to)| (from.as_str(), to.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(
        y,
        [
            ("p.rs", vec!["q.rs"]),
            ("r.rs", vec!["s.rs"]),
            ("s.rs", vec!["r.rs"])
        ]
    );
    assert!(!edges.contains_key("src/x/a"), "{edges:?}");
    // Each circle once, from its smallest node, however many share nodes.
    let graph: BTreeMap<String, BTreeSet<String>> =
        [("c", "a"), ("a", "b"), ("b", "c"), ("b", "a")]
            .into_iter()
            .fold(BTreeMap::new(), |mut g, (from, to)| {
                g.entry(from.to_owned()).or_default().insert(to.to_owned());
                g
            });
    assert_eq!(
        circles(&graph),
        [["a", "b", "a"].as_slice(), &["a", "b", "c", "a"]]
    );
}

/// The paths a file names from its own crate, as the folder check reads
/// them.
#[test]
fn own_paths_are_read_through_groups_and_supers() {
    let code = "use super::{roll::{self, Asked}, page};\n\
        super::super::x::y();\n\
        $crate::m::n!();\n\
        use self::*;\n\
        Self::new(); myself::no; a::super::no; backrank_entropy::no;\n";
    assert_eq!(
        own_paths(code),
        [
            (Start::Crate, vec!["m", "n"]),
            (Start::Super(1), vec!["roll"]),
            (Start::Super(1), vec!["roll", "Asked"]),
            (Start::Super(1), vec!["page"]),
            (Start::Super(2), vec!["x", "y"]),
            (Start::SelfModule, vec![]),
        ]
    );
}

/// Where files under `web/` name the bot (`crate::bot`), in code, tests
/// or comments: each as "path: line".
fn web_naming_the_bot(files: &[Source]) -> Vec<String> {
    files
        .iter()
        .filter(|f| module_of(&f.path).0 == "web")
        .flat_map(|f| {
            f.text
                .lines()
                .filter(|line| line.contains("crate::bot"))
                .map(|line| format!("{}: {}", f.path, line.trim()))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Where a file of the app's areas (every file under `app/` but its front,
/// `app/mod.rs`) names `App` in its code (tests left out): each as "path:
/// what". A path is read as the folder check reads one ([`own_paths`]:
/// through `crate::`, `super::` and `self::`, and each item of a `use`
/// group, so `use crate::app::{App, StartError}` names it too), resolved
/// from the file's own module; an `impl App` names it as well. The app's
/// areas hold only what they use, behind their own handles, and `App`
/// composes them; an area that reached for `App` would hide what it uses
/// behind one name again, and tie itself in a circle with the front that
/// holds it.
fn areas_naming_the_app(files: &[Source]) -> Vec<String> {
    files
        .iter()
        .filter(|f| f.path.starts_with("app/") && f.path != "app/mod.rs")
        .flat_map(|f| {
            let kept = code(&f.text);
            // `app/event/reveal.rs` is the module app::event::reveal, and
            // `app/event/mod.rs` is app::event.
            let file = f.path.trim_end_matches(".rs").trim_end_matches("/mod");
            let module: Vec<&str> = file.split('/').collect();
            let mut named = BTreeSet::new();
            for (start, segments) in own_paths(&kept) {
                let (base, written) = match start {
                    Start::Crate => (&module[..0], "crate::".to_owned()),
                    Start::Super(ups) => (
                        &module[..module.len().saturating_sub(ups)],
                        "super::".repeat(ups),
                    ),
                    Start::SelfModule => (&module[..], "self::".to_owned()),
                };
                let full: Vec<&str> = base.iter().chain(&segments).copied().collect();
                if full.starts_with(&["app", "App"]) {
                    // As written, up to `App`: `crate::app::App`, `super::App`.
                    let upto = &segments[..2_usize.saturating_sub(base.len())];
                    named.insert(format!("{}: {written}{}", f.path, upto.join("::")));
                }
            }
            let impls = kept.match_indices("impl App").any(|(at, name)| {
                let after = kept[at + name.len()..].chars().next();
                !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
            });
            if impls {
                named.insert(format!("{}: impl App", f.path));
            }
            named
        })
        .collect()
}

/// The app's areas know nothing of `App`: each holds what it uses behind a
/// handle of its own (`app.events()`, `app.rolls()`, …), so its imports show
/// what it really uses, and only `app/mod.rs` composes them.
#[test]
fn the_apps_areas_do_not_name_the_app() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    assert!(
        files.iter().filter(|f| f.path.starts_with("app/")).count() > 40,
        "the app's files were not read"
    );
    let named = areas_naming_the_app(&files);
    assert!(named.is_empty(), "{}", named.join("\n"));
    // The check finds what it is for, and only that.
    let file = |path: &str, text: &str| Source {
        path: path.to_owned(),
        text: text.to_owned(),
    };
    let planted = [
        file("app/event/reveal.rs", "use crate::app::App;\n"),
        file(
            "app/upkeep.rs",
            "use super::App;\nimpl App { fn sweep(&self) {} }\n",
        ),
        // Through a `use` group, and from a subfolder's front.
        file(
            "app/event/start.rs",
            "use crate::app::{\n    App,\n    error::AppError,\n};\n",
        ),
        file("app/play/mod.rs", "fn f(app: &super::App) {}\n"),
        file("app/mod.rs", "pub struct App;\nimpl App {}\n"),
        // AppError, a sibling's own `App`-named item, and tests are not.
        file(
            "app/stats/tally.rs",
            "use crate::app::AppError;\nuse super::App;\nimpl Apple {}\n\
             #[cfg(test)]\nmod tests { use crate::app::App; }\n",
        ),
        file("bot/mod.rs", "use crate::app::{App, StartError};\n"),
    ];
    assert_eq!(
        areas_naming_the_app(&planted),
        [
            "app/event/reveal.rs: crate::app::App",
            "app/upkeep.rs: impl App",
            "app/upkeep.rs: super::App",
            "app/event/start.rs: crate::app::App",
            "app/play/mod.rs: super::App",
        ]
    );
}

/// The web stands on its own plumbing (`http`): no file under `src/web`
/// names the bot, not even in a test or a doc link, and the layer table
/// does not let it.
#[test]
fn the_web_names_nothing_of_the_bot() {
    let web = allowed("web").unwrap();
    assert!(!web.contains(&"bot") && web.contains(&"http"), "{web:?}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    assert!(
        files.iter().filter(|f| f.path.starts_with("web/")).count() > 5,
        "the web's files were not read"
    );
    let named = web_naming_the_bot(&files);
    assert!(named.is_empty(), "{}", named.join("\n"));
    // The check finds what it is for.
    let planted = [
        Source {
            path: "web/page.rs".to_owned(),
            text: "use crate::http::Limits;\n#[cfg(test)]\nuse crate::bot::tests::temp_store;\n"
                .to_owned(),
        },
        Source {
            path: "serve/mod.rs".to_owned(),
            text: "use crate::bot::Bot;\n".to_owned(),
        },
    ];
    assert_eq!(
        web_naming_the_bot(&planted),
        ["web/page.rs: use crate::bot::tests::temp_store;"]
    );
    // And the layer check reports the import itself.
    let planted = [Source {
        path: "web/roll.rs".to_owned(),
        text: "use crate::bot::transport::http::Limits;\n".to_owned(),
    }];
    assert_eq!(
        violations(&planted),
        ["web/roll.rs: web imports bot::transport::http::Limits"]
    );
}

/// Only what tests build is left out: code after a test module, or after
/// a test-only function, is still read.
#[test]
fn code_after_a_test_item_is_still_read() {
    let text = "use crate::core::roll;\n\
        /// Mentions #[cfg(test)] in a comment, which skips nothing.\n\
        use crate::render::draw;\n\
        #[cfg(test)]\n\
        use crate::bot::Bot;\n\
        #[cfg(test)]\n\
        fn helper(x: [u8; 4]) -> &'static str { let _ = '{'; let _ = 'é'; \"}} { \" }\n\
        pub fn after() { crate::app::App::go(); }\n\
        #[cfg(test)]\n\
        mod tests { // a } in a comment\n fn t() { \"https://x\"; crate::serve::run(); } }\n\
        use crate::daily::post;\n";
    let kept = code(text);
    assert!(
        kept.contains("crate::core::roll") && kept.contains("crate::app::App"),
        "{kept}"
    );
    assert!(
        kept.contains("crate::daily::post") && kept.contains("crate::render::draw"),
        "{kept}"
    );
    assert!(
        !kept.contains("crate::bot") && !kept.contains("crate::serve"),
        "{kept}"
    );
}

/// The check itself finds what it is for.
#[test]
fn the_check_finds_upward_imports_and_circles() {
    let file = |path: &str, text: &str| Source {
        path: path.to_owned(),
        text: text.to_owned(),
    };
    let files = [
        file("core/position.rs", "use crate::core::roll::Recorder;\n"),
        file("core/roll/mod.rs", "use super::position::Position;\n"),
        file("core/fen.rs", "use crate::app::App;\nuse tokio::sync;\n"),
        file("daily/post.rs", "use crate::{app::App, bot::Bot};\n"),
        file(
            "app/mod.rs",
            "// [`crate::bot::Bot`] in a comment is fine\nuse crate::store::Store;\n",
        ),
    ];
    let broken = violations(&files);
    assert_eq!(
        broken,
        [
            "core/fen.rs: core imports app::App",
            "core/fen.rs: the core uses tokio",
            "daily/post.rs: daily imports bot::Bot",
            "a circle in the core: position → roll → position",
        ]
    );
}

/// What only the app's roll maker (`app::rolls::roller`) may call: drawing
/// from a source, running a procedure on faces, stepping a roll at a
/// table (the core's `roll` module's), a seed's stream. (Opening a source
/// is not making a roll: `backrank test-device` throws one to test it.)
const ROLL_MAKING: [&str; 3] = ["draw(", "run(", "progress("];

/// Whether `code` names the core's `roll` module as `roll`: imported
/// whole, however the `use` is written (`use crate::core::roll;`,
/// `use crate::core::roll::{self, …}`, `use crate::core::{roll, …}`; its
/// paths read as [`own_paths`] reads them). A face's own module of that
/// name (the command line's `roll`, whose `roll::run` is `backrank roll`)
/// is not the core's.
fn names_the_cores_roll(code: &str) -> bool {
    own_paths(code)
        .iter()
        .any(|(start, path)| *start == Start::Crate && path.as_slice() == ["core", "roll"])
}

/// The calls of the core's roll making in `code`: `core::roll::draw(`
/// wherever it stands, or `draw` imported from it (`use
/// crate::core::roll::{draw, …}`), and `roll::draw(` where the file
/// imports the core's `roll`; and a seed's stream.
fn roll_making_calls(code: &str) -> Vec<String> {
    let through_import = names_the_cores_roll(code);
    let paths = own_paths(code);
    let mut calls: Vec<String> = ROLL_MAKING
        .iter()
        .filter(|call| {
            let name = call.trim_end_matches('(');
            paths.iter().any(|(start, path)| {
                *start == Start::Crate && path.as_slice() == ["core", "roll", name]
            }) || (through_import && code.contains(&format!("roll::{call}")))
        })
        .map(|call| format!("roll::{call}"))
        .collect();
    if code.contains("SeededSource::new(") {
        calls.push("SeededSource::new(".to_owned());
    }
    calls
}

/// Where `files` (paths under `src/`) make a roll themselves, outside the
/// app: each as "path: call".
fn rolls_made_outside_the_app(files: &[Source]) -> Vec<String> {
    let faces = ["cli/", "web/", "bot/", "daily/", "discord/", "serve/"];
    // A module of tests on its own (`bot/tests.rs`, `relay_tests.rs`) is
    // built only for the tests.
    let tests_only = |p: &str| p.ends_with("/tests.rs") || p.ends_with("_tests.rs");
    files
        .iter()
        .filter(|f| faces.iter().any(|face| f.path.starts_with(face)) && !tests_only(&f.path))
        .flat_map(|f| {
            roll_making_calls(&code(&f.text))
                .into_iter()
                .map(|call| format!("{}: {call}", f.path))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// One roll maker: the command line, the web, the bot and the daily post
/// ask the app for every roll (`app::rolls::roller`); none draws from a
/// source or runs a procedure on faces of its own.
#[test]
fn only_the_app_makes_rolls() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    let made = rolls_made_outside_the_app(&files);
    assert!(made.is_empty(), "{}", made.join("\n"));
    // The check finds what it is for: the core's roll imported or named
    // whole, outside tests; not a face's own module called `roll`.
    let file = |path: &str, text: &str| Source {
        path: path.to_owned(),
        text: text.to_owned(),
    };
    let planted = [
        file(
            "cli/replay.rs",
            "use crate::core::roll::{self, Roll};\nfn f() { roll::draw(spec, s, |_| {}); }\n\
             #[cfg(test)]\nfn t() { roll::run(a, b); }\n",
        ),
        file(
            "web/along.rs",
            "fn f() { crate::core::roll::progress(spec, &faces); }\n",
        ),
        file(
            "cli/dispatch.rs",
            "use crate::cli::roll;\nfn f() { roll::run(&settings, args, lang); }\n",
        ),
        // The core's roll in a group of the core's modules, or its
        // function imported by name.
        file(
            "bot/x.rs",
            "use crate::core::{\n    position::Position,\n    roll,\n};\nfn f() { roll::run(spec, &faces); }\n",
        ),
        file(
            "daily/y.rs",
            "use crate::core::roll::{Roll, draw};\nasync fn f() { draw(spec, s, |_| {}).await; }\n",
        ),
        // Its types alone are no roll made.
        file(
            "web/z.rs",
            "use crate::core::roll::{Roll, RollSpec};\nfn f(r: &Roll) { r.spec.run(); }\n",
        ),
    ];
    assert_eq!(
        rolls_made_outside_the_app(&planted),
        [
            "cli/replay.rs: roll::draw(",
            "web/along.rs: roll::progress(",
            "bot/x.rs: roll::run(",
            "daily/y.rs: roll::draw(",
        ]
    );
}

/// Whether `code` has an `#[error("…")]` with its own words (not
/// `#[error(transparent)]`).
fn has_error_words(code: &str) -> bool {
    code.match_indices("#[error(").any(|(at, open)| {
        let rest = code[at + open.len()..].trim_start();
        rest.starts_with('"') || rest.starts_with("r\"") || rest.starts_with("r#")
    })
}

/// The error types of one file whose English would be written twice: an
/// `#[error("…")]` on the type or a variant, and a `fn text(&self) ->
/// Text` whose words are in `locales/en.ftl`. Such a type's `Display` is
/// its text in English (the type and its `impl` are in one file, as
/// everywhere in Backrank).
fn english_twice(f: &Source) -> Vec<String> {
    let mut with_words = BTreeSet::new();
    let mut with_text = BTreeSet::new();
    for item in items(&f.text) {
        let item = code(item);
        if let Some(name) = declared_type(&item)
            && has_error_words(&item)
        {
            with_words.insert(name.to_owned());
        }
        if let Some(name) = inherent_impl(&item)
            && item.contains("fn text(&self) -> Text")
        {
            with_text.insert(name.to_owned());
        }
    }
    with_words
        .intersection(&with_text)
        .map(|name| {
            format!(
                "{}: {name} has #[error(\"…\")] and fn text(&self) -> Text: make its Display \
                 the text in English instead",
                f.path
            )
        })
        .collect()
}

/// The types of `files` with a `fn text(&self) -> Text`.
fn types_with_text(files: &[Source]) -> BTreeSet<String> {
    files
        .iter()
        .flat_map(|f| items(&f.text).into_iter().map(code))
        .filter(|item| item.contains("fn text(&self) -> Text"))
        .filter_map(|item| inherent_impl(&item).map(str::to_owned))
        .collect()
}

/// The code of Backrank and of its core, with their paths.
fn every_source() -> Vec<Source> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "crates/core/src"] {
        sources(&manifest.join(dir), manifest, &mut files);
    }
    files
}

/// An error's English is in `locales/en.ftl` only: a type with a text has
/// no `#[error("…")]` of its own words to drift from it (the messages
/// test checks that each `Display` is its text).
#[test]
fn errors_with_a_text_keep_no_english_of_their_own() {
    let files = every_source();
    // The scan finds the types it is about.
    let texts = types_with_text(&files);
    for name in [
        "RollError",
        "ReplayError",
        "NumberError",
        "UnknownMethod",
        "ParseVariantError",
        "Violation",
        "UnknownLang",
        "NotOneOf",
        "VerifyError",
        "FetchError",
        "WhenError",
    ] {
        assert!(texts.contains(name), "{name} not found among {texts:?}");
    }
    let twice: Vec<String> = files.iter().flat_map(english_twice).collect();
    assert!(twice.is_empty(), "{}", twice.join("\n"));
}

/// The check finds a type with both, however its attribute is spaced, and
/// lets be what is not that.
#[test]
fn the_check_finds_an_error_with_english_twice() {
    let file = |path: &str, text: &str| Source {
        path: path.to_owned(),
        text: text.to_owned(),
    };
    let files = [
        file(
            "core/twice.rs",
            "/// Why.\n#[derive(Debug, thiserror::Error)]\npub enum TooLong {\n    \
             #[error(\n        \"too {0} long\"\n    )]\n    By(usize),\n}\n\n\
             impl TooLong {\n    pub fn text(&self) -> Text {\n        \
             Text::msg(msg!(\"error-too-long\"))\n    }\n}\n",
        ),
        file(
            "app/scoped.rs",
            "#[derive(Debug, thiserror::Error)]\n#[error(\"'{0}' is not one\")]\n\
             pub(crate) struct NotOne(String);\n\
             impl<'a> crate::app::NotOne {\n    fn text(&self) -> Text { todo!() }\n}\n",
        ),
        file(
            "app/once.rs",
            "// #[error(\"a comment\")] is not an attribute\n\
             #[derive(Debug, thiserror::Error)]\n#[error(transparent)]\n\
             pub struct Wrapped(Inner);\n\
             impl Wrapped {\n    pub fn text(&self) -> Text { self.0.text() }\n}\n\
             #[derive(Debug, thiserror::Error)]\n#[error(\"no text, so once\")]\n\
             pub struct Plain;\n\
             impl fmt::Display for Spoken {\n    fn fmt(&self) { \"#[error(\\\"\" }\n}\n\
             pub struct Spoken;\n\
             impl Spoken {\n    pub fn text(&self) -> Text { todo!() }\n}\n\
             #[cfg(test)]\nmod tests {\n    #[derive(thiserror::Error)]\n    \
             #[error(\"only a test's\")]\n    struct Spoken;\n}\n",
        ),
    ];
    let twice: Vec<String> = files.iter().flat_map(english_twice).collect();
    assert_eq!(twice.len(), 2, "{twice:#?}");
    assert!(
        twice[0].starts_with("core/twice.rs: TooLong has"),
        "{twice:#?}"
    );
    assert!(
        twice[1].starts_with("app/scoped.rs: NotOne has"),
        "{twice:#?}"
    );
}

/// The layers a person's request goes through: their errors are typed,
/// one variant per cause, never a bare `String`.
const SERVICE_LAYERS: [&str; 5] = ["app", "daily", "store", "web", "discord"];

/// Each `Result<…, String>` that `code` writes, however it is spaced or
/// split over lines, with its spaces taken out (`io::Result<String>` has
/// no error type of its own, and is not one).
fn string_errors(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, open) in code.match_indices("Result<") {
        if code[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let inside = &code[at + open.len()..];
        let bytes = inside.as_bytes();
        let (mut depth, mut start) = (0_usize, 0);
        let mut arguments = Vec::new();
        for (i, &b) in bytes.iter().enumerate() {
            match b {
                b'<' | b'(' | b'[' => depth += 1,
                // The arrow of a `Fn(…) -> T` closes nothing.
                b'>' if i > 0 && bytes[i - 1] == b'-' => {}
                b'>' | b')' | b']' if depth > 0 => depth -= 1,
                b',' if depth == 0 => {
                    arguments.push(&inside[start..i]);
                    start = i + 1;
                }
                b'>' if depth == 0 => {
                    arguments.push(&inside[start..i]);
                    break;
                }
                b';' | b'{' if depth == 0 => break,
                _ => {}
            }
        }
        let arguments: Vec<String> = arguments
            .iter()
            .map(|a| a.split_whitespace().collect())
            .filter(|a: &String| !a.is_empty())
            .collect();
        if let [ok, error] = arguments.as_slice()
            && matches!(
                error.as_str(),
                "String" | "string::String" | "std::string::String"
            )
        {
            out.push(format!("Result<{ok}, {error}>"));
        }
    }
    out
}

/// Whether `text` is the type `String`, however spelled.
fn is_string(text: &str) -> bool {
    matches!(
        text.split_whitespace().collect::<String>().as_str(),
        "String" | "string::String" | "std::string::String"
    )
}

/// The signature of the function at the start of `code`: up to its body
/// or its `;` (not one in an array's type, `[u8; 4]`).
fn signature(code: &str) -> &str {
    let mut depth = 0_usize;
    for (i, c) in code.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            '{' | ';' if depth == 0 => return &code[..i],
            _ => {}
        }
    }
    code
}

/// The `String` errors of the public functions in `code`: each
/// `Result<…, String>` in the signature of a `pub fn` (not a `pub(crate)`
/// one), and each `type Err = String` or `type Error = String` (the error
/// of a public `from_str` or `try_from`).
fn public_string_errors(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, open) in code.match_indices("pub ") {
        if code[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let mut rest = &code[at + open.len()..];
        for qualifier in ["const ", "async ", "unsafe "] {
            rest = rest.strip_prefix(qualifier).unwrap_or(rest);
        }
        if rest.starts_with("fn ") {
            out.extend(string_errors(signature(rest)));
        }
    }
    for associated in ["type Err", "type Error"] {
        for (at, open) in code.match_indices(associated) {
            let rest = code[at + open.len()..].trim_start();
            if let Some(value) = rest.strip_prefix('=')
                && is_string(&value[..value.find(';').unwrap_or(value.len())])
            {
                out.push(format!("{associated} = String"));
            }
        }
    }
    out
}

/// The service layers return typed errors: no `Result<…, String>` in
/// their code (comments and tests left out); nor do the core's public
/// functions.
#[test]
fn the_service_layers_and_the_core_have_no_string_errors() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    let service: Vec<&Source> = files
        .iter()
        .filter(|f| SERVICE_LAYERS.contains(&module_of(&f.path).0))
        .collect();
    assert!(service.len() > 50, "read {} files", service.len());
    let mut found: Vec<String> = service
        .iter()
        .flat_map(|f| {
            string_errors(&code(&f.text))
                .into_iter()
                .map(|r| format!("{}: {r}", f.path))
        })
        .collect();
    let core_root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/core/src");
    let mut core = Vec::new();
    sources(&core_root, &core_root, &mut core);
    assert!(core.len() > 40, "read {} files of the core", core.len());
    found.extend(core.iter().flat_map(|f| {
        public_string_errors(&code(&f.text))
            .into_iter()
            .map(|r| format!("crates/core/src/{}: {r}", f.path))
    }));
    assert!(
        found.is_empty(),
        "a typed error instead (thiserror, one variant per cause):\n{}",
        found.join("\n")
    );
}

/// The check of the core finds a `String` error in a public function's
/// signature or a trait's error type, and lets be private functions,
/// bodies, comments and tests.
#[test]
fn the_check_finds_string_errors_of_public_functions() {
    let code = code(
        "pub fn a(row: &[u8; 4]) -> Result<(), String> {\n    helper()\n}\n\
        pub(crate) fn b() -> Result<u8, String> {}\n\
        fn c() -> Result<u8, String> {}\n\
        pub fn d() -> Result<u8, Typed> {\n    let e: Result<u8, String> = Ok(1);\n}\n\
        impl Thing {\n    pub const fn f()\n        -> Result<\n        u8,\n        String,\n    > {}\n}\n\
        // pub fn g() -> Result<(), String>\n\
        impl FromStr for Rule {\n    type Err = String;\n}\n\
        impl TryFrom<u8> for Rule {\n    type Error = ParseError;\n}\n\
        #[cfg(test)]\nmod tests {\n    pub fn h() -> Result<(), String> {}\n}\n",
    );
    assert_eq!(
        public_string_errors(&code),
        [
            "Result<(), String>",
            "Result<u8, String>",
            "type Err = String"
        ]
    );
}

/// The check finds a `Result<…, String>` however it is written, and lets
/// be what only looks like one.
#[test]
fn the_check_finds_string_errors_however_written() {
    let code = "fn a() -> Result<u8, String> {}\n\
        fn b() -> io::Result<String> {}\n\
        fn c() -> Result<\n    Vec<(u64, String)>,\n    String,\n> {}\n\
        fn d() -> Result<String, ParseError> {}\n\
        fn e() -> Result<Box<dyn Fn(u8) -> u8>, String> {}\n\
        type F = MyResult<u8, String>;\n\
        fn g() -> std::result::Result<(), std::string::String> {}\n\
        let h: Mutex<HashMap<u64, Result<Variant,String>>>;\n";
    assert_eq!(
        string_errors(code),
        [
            "Result<u8, String>",
            "Result<Vec<(u64,String)>, String>",
            "Result<Box<dynFn(u8)->u8>, String>",
            "Result<(), std::string::String>",
            "Result<Variant, String>",
        ]
    );
}
