//! `backrank console`: the bot's handler behind a prompt, to try the bot
//! without Discord. Type a slash command as in Discord
//! (`/random chess960 dice:coin rolls:"H T H"`); the reply is printed and
//! its images saved to files. `/press 2` presses the second button of the
//! last reply, `/pick 12` picks from its list, and `/type 3 5 1` fills in
//! its form (roll-alongs).

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::error::AppError;
use crate::app::reply::{ButtonKind, Reply};
use crate::bot::options::Value;
use crate::bot::{Action, Bot, Caller, Command, Press};
use crate::i18n::Lang;

/// The longest line read.
const MAX_LINE: usize = 8192;

/// Splits a console line into words, keeping "quoted text" together.
pub fn words(line: &str) -> Result<Vec<String>, AppError> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut started = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            c if c.is_whitespace() && !quoted => {
                if started {
                    out.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    if quoted {
        return Err("a quote is not closed".into());
    }
    if started {
        out.push(word);
    }
    Ok(out)
}

/// Parses `/name word name:value …` into an action.
///
/// # Errors
///
/// A message saying what is wrong with the line.
pub fn parse_line(line: &str) -> Result<Action, AppError> {
    let words = words(line)?;
    let (first, rest) = words
        .split_first()
        .ok_or("type a command, like /random chess960")?;
    let name = first
        .strip_prefix('/')
        .ok_or("commands start with /, like /random chess960")?;
    let mut options = Vec::new();
    // The options a command takes without `name:`, in order.
    let mut free = Command::spec(name).map_or(&[][..], |c| c.positional).iter();
    for w in rest {
        let (key, value) = match w.split_once(':') {
            // `code` values contain no colon; a word with one is name:value.
            Some((k, v)) if !k.is_empty() && k.chars().all(|c| c.is_ascii_alphabetic()) => {
                (k.to_owned(), v.to_owned())
            }
            _ => {
                let key = free
                    .next()
                    .ok_or_else(|| format!("what is '{w}'? Name it, like dice:{w}"))?;
                ((*key).to_owned(), w.clone())
            }
        };
        let value = match (key.as_str(), value.as_str()) {
            ("number", v) => Value::Integer(
                v.parse()
                    .map_err(|_| format!("`number` must be a whole number, not '{v}'"))?,
            ),
            ("private" | "public" | "thread" | "reset", "true" | "yes" | "on") => Value::Bool(true),
            ("private" | "public" | "thread" | "reset", _) => Value::Bool(false),
            (_, v) => Value::Text(v.to_owned()),
        };
        options.push((key, value));
    }
    Command::parse(name, &options).map(Action::Command)
}

/// `/pick FACE`: a choice from the last reply's list, by its label.
fn pick(last: Option<&Reply>, label: &str) -> Result<Action, AppError> {
    let select = last
        .and_then(|r| r.select.as_ref())
        .ok_or("the last reply has no list to pick from")?;
    let value = select
        .options
        .iter()
        .find(|(l, _)| l.eq_ignore_ascii_case(label))
        .map(|(_, v)| v.clone())
        .ok_or_else(|| format!("'{label}' is not in the list"))?;
    Action::from_control(&select.id, value)
}

/// `/type FACES`: the last reply's "Type several…" form, filled in.
fn typed(last: Option<&Reply>, text: &str) -> Result<Action, AppError> {
    last.into_iter()
        .flat_map(|r| &r.buttons)
        .find_map(|b| match &b.kind {
            ButtonKind::Action(id) => match Action::from_button(id) {
                Ok(Action::RollAlongPress {
                    session,
                    version,
                    press: Press::OpenForm,
                }) => Some(Action::RollAlongPress {
                    session,
                    version,
                    press: Press::Typed(text.to_owned()),
                }),
                _ => None,
            },
            ButtonKind::Link(_) => None,
        })
        .ok_or_else(|| "the last reply has no form for throws: start one with /roll-along".into())
}

/// The reply as console text, saving its files under `dir` (numbered so
/// nothing is overwritten). Returns the text.
pub fn show(reply: &Reply, dir: &Path, count: &mut u32) -> String {
    let mut s = String::new();
    if reply.ephemeral {
        s += "(only you see this)\n";
    }
    if let Some(c) = &reply.content {
        s += c;
        s.push('\n');
    }
    if let Some(e) = &reply.embed {
        s += &format!("== {} ==\n", e.title);
        if !e.description.is_empty() {
            s += &e.description.replace("**", "").replace("~~", "");
            s.push('\n');
        }
        for f in &e.fields {
            s += &format!("{}: {}\n", f.name, f.value.replace('`', ""));
        }
        if let Some(f) = &e.footer {
            s += &format!("-- {f}\n");
        }
    }
    for f in &reply.files {
        *count += 1;
        let path = dir.join(format!("{:03}-{}", count, f.name));
        match std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, &f.bytes)) {
            Ok(()) => s += &format!("[{} saved to {}]\n", f.name, path.display()),
            Err(e) => s += &format!("[could not save {} to {}: {e}]\n", f.name, path.display()),
        }
    }
    if let Some(sel) = &reply.select {
        let labels: Vec<&str> = sel.options.iter().map(|(l, _)| l.as_str()).collect();
        s += &format!(
            "[{}: {}]  (type /pick …)\n",
            sel.placeholder,
            labels.join(" ")
        );
    }
    if let Some(form) = &reply.form {
        s += &format!("[form: {}: {}]  (type /type …)\n", form.title, form.label);
    }
    for (i, b) in reply.buttons.iter().enumerate() {
        match &b.kind {
            ButtonKind::Action(_) => {
                s += &format!("[{}] {}  (type /press {})\n", i + 1, b.label, i + 1)
            }
            ButtonKind::Link(url) => s += &format!("[{}] {}: {url}\n", i + 1, b.label),
        }
    }
    s
}

/// What `/help` prints.
const HELP: &str = "/random VARIANT [method:M] [dice:D] [source:os|tower] [rolls:\"5 3 6\"] [private:true]\n\
     /position VARIANT NUMBER   /replay CODE   /variants   /fairness VARIANT [method:M] [dice:D]\n\
     /roll-along VARIANT [method:M] [dice:D]   /record ID\n\
     /settings show|set …   /daily set|off|show|now …\n\
     /press N (a button of the last reply)   /pick FACE (its list)   /type FACES (its form)   /quit";

/// The action a console line asks for: a control of the last reply
/// (`/pick`, `/type`, `/press`), or a command.
fn action_of(line: &str, last: Option<&Reply>) -> Result<Action, AppError> {
    if let Some(v) = line.strip_prefix("/pick ") {
        return pick(last, v.trim());
    }
    if let Some(v) = line.strip_prefix("/type ") {
        return typed(last, v.trim());
    }
    let Some(n) = line.strip_prefix("/press") else {
        return parse_line(line);
    };
    let pressed = n.trim().parse::<usize>().ok().and_then(|n| {
        last?
            .buttons
            .get(n.checked_sub(1)?)
            .and_then(|b| match &b.kind {
                ButtonKind::Action(id) => Some(id.clone()),
                ButtonKind::Link(_) => None,
            })
    });
    pressed
        .and_then(|id| Action::from_button(&id).ok())
        .ok_or_else(|| {
            "no such button: /press takes the number of a button of the last reply".into()
        })
}

/// How the console is run.
pub struct Place {
    /// Where the images of replies are saved.
    pub dir: PathBuf,
    /// Show a prompt (input from a terminal).
    pub prompt: bool,
    /// The language the person at the console reads, as a Discord's
    /// locale would say it.
    pub lang: Option<Lang>,
}

/// Runs the console on `input`, writing to `output`, saving images under
/// `place.dir`, until the input ends or `/quit`.
pub async fn run(bot: Arc<Bot>, input: impl BufRead, mut output: impl Write, place: Place) {
    let Place { dir, prompt, lang } = place;
    let mut last: Option<Reply> = None;
    let mut saved = 0;
    let caller = Caller {
        locale: lang,
        ..Caller::console()
    };
    let _ = writeln!(
        output,
        "Backrank console: type /random chess960, /variants, /help or /quit."
    );
    let mut lines = input.lines();
    loop {
        if prompt {
            let _ = write!(output, "> ");
            let _ = output.flush();
        }
        let Some(Ok(line)) = lines.next() else { break };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if line.len() > MAX_LINE {
            let _ = writeln!(output, "⚠️ that line is over {MAX_LINE} characters");
            continue;
        }
        if line == "/quit" || line == "/exit" {
            break;
        }
        if line == "/help" {
            let _ = writeln!(output, "{HELP}");
            continue;
        }
        let action = match action_of(line, last.as_ref()) {
            Ok(a) => a,
            Err(e) => {
                let _ = writeln!(output, "⚠️ {e}");
                continue;
            }
        };
        let reply = bot.handle(action, &caller, &|p| eprintln!("{p}")).await;
        let _ = write!(output, "{}", show(&reply, &dir, &mut saved));
        last = Some(reply);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_parse_like_discord_commands() {
        let a = parse_line(r#"/random chess960 dice:coin rolls:"H H T""#).unwrap();
        let Action::Command(Command::Random(args)) = a else {
            panic!("{a:?}")
        };
        assert_eq!(args.variant.as_deref(), Some("chess960"));
        assert_eq!(args.dice.as_deref(), Some("coin"));
        assert_eq!(args.rolls.as_deref(), Some("H H T"));
        assert_eq!(
            parse_line("/position crc 12").unwrap(),
            Action::Command(Command::Position {
                variant: "crc".into(),
                number: 12
            })
        );
        assert_eq!(
            parse_line("/replay 960-nc-hhtttthtth-v").unwrap(),
            Action::Command(Command::Replay {
                code: "960-nc-hhtttthtth-v".into()
            })
        );
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        assert!(
            parse_line("random chess960")
                .unwrap_err()
                .to_string()
                .contains("start with /")
        );
        assert!(
            parse_line("/random chess960 coin")
                .unwrap_err()
                .to_string()
                .contains("dice:coin")
        );
        assert!(
            parse_line(r#"/random "chess960"#)
                .unwrap_err()
                .to_string()
                .contains("quote")
        );
        assert!(
            parse_line("/position crc x")
                .unwrap_err()
                .to_string()
                .contains("whole number")
        );
        assert!(parse_line("").is_err());
    }
}
