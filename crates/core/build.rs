//! Writes the ids of every message in `locales/en.ftl`, sorted, for the
//! `msg!` macro: a message id the code names is checked against them when
//! it compiles, so a misspelt id does not build.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // The checkout this build is of, read when the script runs: `env!`
    // would keep the one it was compiled in, and a target directory copied
    // from another checkout would then read that checkout's file.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let english = Path::new(&manifest).join("../../locales/en.ftl");
    println!("cargo::rerun-if-changed={}", english.display());
    let text = std::fs::read_to_string(&english)
        .unwrap_or_else(|e| panic!("{} cannot be read: {e}", english.display()));
    // A message starts a line with its id and `=`; terms start with `-`,
    // attributes and continued lines with white space, comments with `#`.
    // Command descriptions (`cmd-…`) are found by their command's path,
    // never named in code, so they are not ids `msg!` takes.
    let mut ids: Vec<&str> = text
        .lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let is_id = id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            (is_id && !id.starts_with("cmd-")).then_some(id)
        })
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let mut out =
        String::from("/// Every message id of `locales/en.ftl`, sorted (written by build.rs).\n");
    let _ = writeln!(out, "pub const IDS: [&str; {}] = [", ids.len());
    for id in &ids {
        let _ = writeln!(out, "    {id:?},");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("ids.rs");
    std::fs::write(&dest, out)
        .unwrap_or_else(|e| panic!("{} cannot be written: {e}", dest.display()));
}
