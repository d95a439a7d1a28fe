//! Every example the guide and the README show runs: each `backrank …`
//! line of a code block runs and succeeds (printing what the page shows
//! after it, where it shows something), and each block of slash commands
//! runs through the console with no refusal the page does not show. An
//! example that needs what a test does not have (drand's newest round, a
//! device, Discord, a server left running) or holds a placeholder the reader fills
//! in is named with why, and counted.

use std::path::Path;

use crate::docs::pages;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// One line of a code block that is an example, and the lines the page
/// shows after it (its output), up to the next example or the block's end.
struct Example {
    place: String,
    command: String,
    shown: Vec<String>,
    /// Whether the block is fenced as `console` (trycmd compares those
    /// whole: `docs::the_commands_the_guide_shows_run_as_shown`).
    console_block: bool,
}

/// A code block's line as an example: a `backrank …` command (a shell
/// prompt and a trailing comment dropped), or a slash command.
fn example_of(line: &str) -> Option<String> {
    let line = line.trim();
    let line = line.strip_prefix("$ ").unwrap_or(line);
    if line.starts_with("backrank ") {
        // A comment after the command: "cmd   # what it does".
        let command = line.split(" #").next().unwrap_or(line).trim_end();
        return Some(command.to_owned());
    }
    let slash = line.strip_prefix('/')?;
    let name: String = slash
        .chars()
        .take_while(|c| c.is_ascii_lowercase() || *c == '-')
        .collect();
    (!name.is_empty() && backrank::bot::commands::Command::spec(&name).is_some()).then(|| {
        line.split("  (")
            .next()
            .unwrap_or(line)
            .trim_end()
            .to_owned()
    })
}

/// Every example, with the code blocks they stand in.
fn examples() -> Vec<Vec<Example>> {
    let mut blocks = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.strip_prefix(ROOT).unwrap().display().to_string();
        let mut block: Option<(bool, Vec<Example>)> = None;
        for (i, line) in text.lines().enumerate() {
            if let Some(fence) = line.strip_prefix("```") {
                match block.take() {
                    Some((_, done)) => blocks.push(done),
                    None => block = Some((fence.trim() == "console", Vec::new())),
                }
                continue;
            }
            let Some((console_block, examples)) = block.as_mut() else {
                continue;
            };
            match example_of(line) {
                Some(command) => examples.push(Example {
                    place: format!("{name}:{}", i + 1),
                    command,
                    shown: Vec::new(),
                    console_block: *console_block,
                }),
                None => {
                    if let Some(last) = examples.last_mut() {
                        last.shown.push(line.to_owned());
                    }
                }
            }
        }
    }
    blocks.retain(|b: &Vec<Example>| !b.is_empty());
    blocks
}

/// Why an example is not run here, if it is not.
fn not_run(command: &str) -> Option<&'static str> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let has = |part: &str| command.contains(part);
    // A word in capitals stands for something (VARIANT, FILE), but for the
    // faces given to --rolls (coin faces are H and T).
    let placeholder = words.iter().enumerate().any(|(i, w)| {
        let word = w.trim_matches(|c: char| !c.is_ascii_alphanumeric());
        word.len() > 1
            && word.chars().all(|c| c.is_ascii_uppercase() || c == '_')
            && (i == 0 || words[i - 1] != "--rolls")
    });
    // /stats' source: filters the records kept; it asks no source.
    let asks_a_source = !command.starts_with("/stats");
    Some(if has("…") || has("$") || has("9876") {
        "a placeholder the reader fills in"
    } else if has("[") || has("|") || placeholder {
        "a synopsis: its capitals and brackets stand for what the reader gives"
    } else if has("/meetup plan") {
        "needs the server's time zone, which the guide sets in the step before"
    } else if has("serial:") || has("test-device") || (asks_a_source && has("source:tower")) {
        "needs a dice tower or hardware source"
    } else if asks_a_source && has("source:beacon") {
        "needs drand's newest round, on the network"
    } else if words
        .get(1)
        .is_some_and(|w| ["serve", "web", "console"].contains(w))
    {
        "runs until it is stopped"
    } else if words.get(1) == Some(&"commands") {
        "talks to Discord"
    } else if has("my-settings.toml") || words.get(1) == Some(&"store") {
        "needs the reader's own settings or store"
    } else if has("/record id:") {
        "names a record the reader's server has"
    } else {
        return None;
    })
}

/// The `backrank` binary in a folder of its own (what a command writes
/// lands there), its store and cache this run's, `examples/` reachable.
fn backrank_in(dir: &Path) -> assert_cmd::Command {
    let mut c = crate::common::backrank();
    c.current_dir(dir);
    c
}

/// Every `backrank …` example the pages show runs and succeeds; what a
/// page shows after one (its output) is in what it prints, but for lines
/// left out (`…`) and figures of a club's own records.
#[test]
fn every_command_line_example_runs() {
    let dir = crate::common::scratch("examples");
    std::fs::create_dir_all(&dir).unwrap();
    let examples_link = dir.join("examples");
    if !examples_link.exists() {
        std::os::unix::fs::symlink(Path::new(ROOT).join("examples"), &examples_link).unwrap();
    }
    // A published round (`--source beacon:1000`) comes from a stand-in of
    // drand's relays serving the real rounds the pages name.
    let rt = tokio::runtime::Runtime::new().unwrap();
    let relay = rt.block_on(backrank_beacon::testing::relay(
        backrank_beacon::testing::Behaviour::Honest,
    ));
    let config = dir.join("settings.toml");
    std::fs::write(&config, format!("[beacon]\nrelays = [\"{relay}\"]\n")).unwrap();
    let (mut ran, mut skipped, mut failed) = (0, Vec::new(), Vec::new());
    let mut compared = 0;
    for example in examples().into_iter().flatten() {
        if !example.command.starts_with("backrank ") {
            continue;
        }
        if let Some(why) = not_run(&example.command) {
            skipped.push(format!("{} {}: {why}", example.place, example.command));
            continue;
        }
        let args = shlex::split(&example.command).unwrap();
        let out = backrank_in(&dir)
            .arg("--config")
            .arg(&config)
            .args(&args[1..])
            .output()
            .unwrap();
        ran += 1;
        let stdout = String::from_utf8_lossy(&out.stdout);
        if !out.status.success() {
            failed.push(format!(
                "{} {}: exit {:?}: {}",
                example.place,
                example.command,
                out.status.code(),
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        // `console` blocks are compared whole by trycmd; a club's stats
        // are its own figures.
        if example.console_block || example.command.contains(" stats ") {
            continue;
        }
        for line in &example.shown {
            let line = line.trim();
            // A comment continued on its own line is not output.
            if line.is_empty() || line.contains('…') || line.starts_with('#') {
                continue;
            }
            compared += 1;
            if !stdout.lines().any(|l| l.trim() == line) {
                failed.push(format!(
                    "{} {}: the page shows {line:?}, not printed:\n{stdout}",
                    example.place, example.command
                ));
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
    // Most examples run; what does not is named with why.
    assert!(
        ran >= 20,
        "only {ran} ran; not run:\n{}",
        skipped.join("\n")
    );
    eprintln!(
        "{ran} command-line examples ran ({compared} lines of output compared); not run:\n{}",
        skipped.join("\n")
    );
}

/// Every block of slash commands the pages show runs through the console,
/// in order, with no refusal (`⚠️`) but one the block itself shows.
#[test]
fn every_slash_command_example_runs_through_the_console() {
    let dir = crate::common::scratch("slash-examples");
    let (mut ran, mut skipped, mut failed) = (0, Vec::new(), Vec::new());
    for block in examples() {
        let slash: Vec<&Example> = block
            .iter()
            .filter(|e| e.command.starts_with('/'))
            .collect();
        for example in slash {
            if let Some(why) = not_run(&example.command) {
                skipped.push(format!("{} {}: {why}", example.place, example.command));
                continue;
            }
            // A store of its own for each: an example assumes no state but
            // the one its page sets up, and these set up none.
            let store = dir.join(example.place.replace(['/', ':', '.'], "-"));
            let out = crate::common::backrank()
                .env("BACKRANK__STORE__DATA_DIR", &store)
                .args(["console", "--dir"])
                .arg(store.join("images"))
                .write_stdin(format!("{}\n/quit\n", example.command))
                .output()
                .unwrap();
            ran += 1;
            let said = String::from_utf8_lossy(&out.stdout);
            let shows_refusal = example.shown.iter().any(|l| l.contains('⚠'));
            if !out.status.success() || (said.contains('⚠') && !shows_refusal) {
                failed.push(format!("{} {}:\n{said}", example.place, example.command));
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
    assert!(
        ran >= 10,
        "only {ran} ran; not run:\n{}",
        skipped.join("\n")
    );
    eprintln!(
        "{ran} slash-command examples ran; not run:\n{}",
        skipped.join("\n")
    );
}

/// The sorting of examples itself: a synopsis, a placeholder and what
/// needs the network are told apart from what runs.
#[test]
fn examples_are_sorted_into_run_and_not_run() {
    assert_eq!(not_run("backrank roll chess960"), None);
    assert_eq!(
        not_run("backrank roll chess960 --rolls \"2 1 3 1 1\" --lang de"),
        None
    );
    assert_eq!(
        not_run("/random variant:chess960 rolls:\"2 1 3 1 1\""),
        None
    );
    assert!(not_run("backrank roll VARIANT [--method M]").is_some());
    assert!(not_run("backrank roll chess960 --source seed:3f9c…").is_some());
    assert_eq!(not_run("backrank roll chess960 --source beacon:1000"), None);
    assert!(not_run("/random variant:chess960 source:beacon").is_some());
    assert!(not_run("backrank web --addr 0.0.0.0:8090").is_some());
    assert_eq!(
        not_run("backrank roll chess960 --method number --dice coin --rolls HHTTTTHTTH"),
        None
    );
    assert_eq!(not_run("/stats source:tower"), None);
    assert!(not_run("/random variant:janggi source:tower").is_some());
    assert_eq!(
        not_run("backrank store copy --to \"$BACKRANK__STORE__URL\""),
        Some("a placeholder the reader fills in")
    );
    assert_eq!(
        example_of("$ backrank roll crc --dice coin    # with a coin").as_deref(),
        Some("backrank roll crc --dice coin")
    );
    assert_eq!(
        example_of("backrank roll crc --dice coin # with a coin").as_deref(),
        Some("backrank roll crc --dice coin")
    );
    assert_eq!(
        example_of("> /press 1                    (the first button)").as_deref(),
        None
    );
    assert_eq!(
        example_of("/random variant:crc").as_deref(),
        Some("/random variant:crc")
    );
    assert_eq!(example_of("/nope"), None);
}
