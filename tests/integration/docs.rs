//! The user guide (`docs/src`, an mdBook) and the README hold nothing the
//! program does not: the audit table is the audit's output, the variant
//! file's keys are the ones the parser takes, the commands shown in
//! `console` blocks are run and their output compared (trycmd), and every
//! link between the pages, their headings and the repository resolves.

use backrank::core::audit::{audit, decimal, show};
use backrank::core::i18n::Lang;
use backrank::core::text::thousands;
use backrank::core::variant::Variant;
use backrank_entropy::Die;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every page of the guide, and the README.
pub(crate) fn pages() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                out.push(path);
            }
        }
    }
    let mut out = vec![Path::new(ROOT).join("README.md")];
    walk(&Path::new(ROOT).join("docs/src"), &mut out);
    out.sort();
    out
}

/// The guide's table of variants and methods is the audit's output: every
/// row matches, and every offered method has a row.
#[test]
fn the_fairness_pages_audit_table_matches_the_audit() {
    let page = read(&Path::new(ROOT).join("docs/src/fairness.md"));
    // The audit table: the rows after its header line, up to the first line
    // that is not part of a table.
    let rows: Vec<Vec<String>> = page
        .lines()
        .skip_while(|l| !l.starts_with("| variant | method | positions |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_owned())
                .collect()
        })
        .collect();
    let mut checked = 0;
    for v in Variant::ALL {
        for (i, m) in v.methods().iter().enumerate() {
            let name = if i == 0 {
                format!("{} *", m.method)
            } else {
                m.method.to_string()
            };
            let row = rows
                .iter()
                .find(|r| r[0] == format!("`{}`", v.id()) && r[1] == name)
                .unwrap_or_else(|| panic!("fairness.md has no row for {v} {name}"));
            let d6 = audit(v, m, Die::D6).unwrap();
            let coin = audit(v, m, Die::Coin).unwrap();
            let uniform = if d6.uniform {
                "yes".to_owned()
            } else {
                format!("no ({})", show(&d6.max_min_ratio))
            };
            let expected = [
                thousands(d6.positions, Lang::En),
                uniform,
                format!("{:.2}", decimal(&d6.expected_throws)),
                format!("{:.2}", d6.lower_bound_throws),
                format!("{:.2}", decimal(&coin.expected_throws)),
                format!("{:.2}", coin.lower_bound_throws),
            ];
            assert_eq!(&row[2..8], &expected, "{v} {name}");
            checked += 1;
        }
    }
    assert_eq!(
        checked,
        rows.len(),
        "fairness.md has rows for methods that do not exist"
    );
}

/// The keys the parser takes where `zzz` stands, from its own refusal
/// ("unknown field `zzz`, expected one of `id`, `name`, …").
fn parser_keys(text: &str) -> BTreeSet<String> {
    let e = backrank::core::variant::definition::parse(
        "keys.toml",
        text,
        backrank::core::variant::definition::FileKind::File,
    )
    .map(|_| ())
    .unwrap_err()
    .to_string();
    let listed = e
        .split("expected")
        .nth(1)
        .unwrap_or_else(|| panic!("no list of keys in {e}"));
    let listed = listed.split(';').next().unwrap();
    listed
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// The keys a table of the variant-files page lists in its first column,
/// the table starting after the line that begins with `heading`.
fn documented_keys(page: &str, heading: &str) -> BTreeSet<String> {
    page.lines()
        .skip_while(|l| !l.starts_with(heading))
        .skip_while(|l| !l.starts_with('|'))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .filter_map(|l| l.split('`').nth(1).map(str::to_owned))
        .collect()
}

/// The variant-files page lists exactly the keys the parser takes: the
/// file's, a piece's and a method's, with the ones only built-in files
/// use in a table of their own.
#[test]
fn the_variant_file_keys_are_the_parsers() {
    let page = read(&Path::new(ROOT).join("docs/src/variant-files.md"));
    let small = read(&Path::new(ROOT).join("fuzz/seeds/variant_file/small-random.toml"));
    let file = parser_keys(&format!("zzz = 1\n{small}"));
    let piece = parser_keys(&format!("{small}zzz = 1\n"));
    let method = parser_keys(&format!("{small}\n[[methods]]\nid = \"x\"\nzzz = 1\n"));
    assert!(file.contains("row") && piece.contains("looks") && method.contains("steps"));
    let builtin = documented_keys(&page, "**Keys only Backrank's own files use.**");
    let documented = |heading| {
        let mut keys = documented_keys(&page, heading);
        keys.extend(builtin.iter().cloned());
        keys
    };
    let only = |parsed: &BTreeSet<String>, documented: &BTreeSet<String>| {
        documented
            .intersection(parsed)
            .cloned()
            .collect::<BTreeSet<_>>()
    };
    let file_doc = documented("**The file.**");
    assert_eq!(only(&file, &file_doc), file, "the file's keys");
    let method_doc = documented("**A method**");
    assert_eq!(only(&method, &method_doc), method, "a method's keys");
    assert_eq!(
        documented_keys(&page, "**A piece**"),
        piece,
        "a piece's keys"
    );
    // Nothing documented that the parser does not take.
    let everything: BTreeSet<String> = file.iter().chain(&method).chain(&piece).cloned().collect();
    for key in file_doc.iter().chain(&method_doc) {
        assert!(
            everything.contains(key),
            "{key} is documented but not parsed"
        );
    }
}

/// The commands the guide and the README show in `console` blocks run, and
/// print what they show (`...` stands for lines left out).
#[test]
fn the_commands_the_guide_shows_run_as_shown() {
    let store = crate::common::scratch("docs");
    let cases = trycmd::TestCases::new();
    cases
        .register_bin("backrank", trycmd::cargo::cargo_bin("backrank"))
        .env(
            "BACKRANK__STORE__DATA_DIR",
            store.join("data").display().to_string(),
        )
        .env("XDG_CACHE_HOME", store.join("cache").display().to_string())
        .env("LANG", "C");
    for page in pages() {
        cases.case(page);
    }
}

/// GitHub's and mdBook's anchor for a heading: lower case, spaces to
/// dashes, other punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(page: &str) -> BTreeSet<String> {
    let mut fenced = false;
    page.lines()
        .filter(|l| {
            if l.starts_with("```") {
                fenced = !fenced;
            }
            !fenced && l.starts_with('#')
        })
        .map(|l| anchor(l.trim_start_matches('#')))
        .collect()
}

/// Every link of the guide and the README to a page, a heading or a file of
/// the repository resolves, and every page is in the guide's contents.
#[test]
fn every_link_resolves_and_every_page_is_in_the_contents() {
    let summary = read(&Path::new(ROOT).join("docs/src/SUMMARY.md"));
    let mut broken = Vec::new();
    for page in pages() {
        let text = read(&page);
        let dir = page.parent().unwrap();
        let relative = page.strip_prefix(Path::new(ROOT).join("docs/src")).ok();
        if let Some(rel) = relative.filter(|r| *r != Path::new("SUMMARY.md")) {
            assert!(
                summary.contains(&format!("]({})", rel.display())),
                "{} is not in SUMMARY.md",
                rel.display()
            );
        }
        for link in text
            .split("](")
            .skip(1)
            .filter_map(|rest| rest.split(')').next())
        {
            if link.starts_with("http") || link.starts_with("mailto:") || link.contains(' ') {
                continue;
            }
            let (file, fragment) = link.split_once('#').unwrap_or((link, ""));
            let target = if file.is_empty() {
                page.clone()
            } else {
                dir.join(file)
            };
            if !target.exists() {
                broken.push(format!("{}: {link}", page.display()));
                continue;
            }
            let is_page = target.extension().is_some_and(|e| e == "md");
            if !fragment.is_empty() && is_page && !anchors(&read(&target)).contains(fragment) {
                broken.push(format!("{}: {link} (no such heading)", page.display()));
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The boxes the roll-along page shows are options of every command the
/// guide says asks the same: each `(option)` in the sentence "Two boxes ask
/// what `/COMMAND` ... ask" is an option that command registers.
#[test]
fn the_roll_along_pages_boxes_are_the_named_commands_options() {
    let page = read(&Path::new(ROOT).join("docs/src/web/table.md"));
    let item = page
        .split("\n1. ")
        .find(|s| s.contains("Two boxes ask"))
        .expect("the roll-along page's boxes are described");
    let item = item.split("\n2. ").next().unwrap_or(item);
    let (asked_by, boxes) = item
        .split_once("Two boxes ask")
        .map(|(_, rest)| rest.split_once(':').unwrap_or((rest, "")))
        .unwrap();
    // The commands said to ask the same, before "(…follows…)" if any.
    let said_to_ask: Vec<&str> = asked_by
        .split('(')
        .next()
        .unwrap_or(asked_by)
        .split('`')
        .filter(|w| w.starts_with('/'))
        .map(|w| w.trim_start_matches('/'))
        .collect();
    let options: Vec<&str> = boxes
        .split("(`")
        .skip(1)
        .filter_map(|s| s.split('`').next())
        .collect();
    assert!(!said_to_ask.is_empty() && !options.is_empty(), "{item}");
    let registered = backrank::bot::commands::registration::registrations_json();
    for command in said_to_ask {
        let spec = registered
            .iter()
            .find(|c| c["name"] == command)
            .unwrap_or_else(|| panic!("/{command} is not a command"));
        let names: Vec<&str> = spec["options"]
            .as_array()
            .map(|o| o.iter().filter_map(|o| o["name"].as_str()).collect())
            .unwrap_or_default();
        for option in &options {
            assert!(
                names.contains(option),
                "web/table.md says /{command} asks `{option}`, but its options are {names:?}"
            );
        }
    }
}
