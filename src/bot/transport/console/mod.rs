//! `backrank console`: the bot's handler behind a prompt, to try the bot
//! without Discord. Type a slash command as in Discord
//! (`/random chess960 dice:coin rolls:"H T H"`); the reply is printed and
//! its images saved to files. `/press 2` presses the second button of the
//! last message with controls, `/pick 12` picks from its list, and
//! `/type 3 5 1` fills in its form (roll-alongs). `/as Bob` types as
//! someone else; `#chess` and `@Bob` name channels and people. What the
//! bot posts by itself (a club night's announcement, its reminder, its
//! rounds at their time) appears at the prompt when it is made.

mod line;
mod marks;
mod posts;
mod show;
mod times;
mod world;

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use tokio::sync::{mpsc, oneshot};

use crate::app::error::AppError;
use crate::bot::{Action, Bot, Press};
use crate::daily::Scheduler;
use crate::discord::reply::{ButtonKind, Reply};
use crate::i18n::{Lang, Text};
use crate::meetup::{MeetupScheduler, NightTick, Servers};
use posts::{ConsolePoster, Posted};

pub use line::{parse_line, words};
pub use show::show;
pub use world::{SERVER, World};

/// The longest line read.
const MAX_LINE: usize = 8192;

/// `/pick FACE`: a choice from the last reply's list, by its label.
fn pick(last: Option<&Reply>, label: &str) -> Result<Action, AppError> {
    let select = last
        .and_then(|r| r.select.as_ref())
        .ok_or_else(|| AppError::untranslated("the last message has no list to pick from"))?;
    let value = select
        .options
        .iter()
        .find(|(l, _)| l.eq_ignore_ascii_case(label))
        .map(|(_, v)| v.clone())
        .ok_or_else(|| AppError::untranslated(format!("'{label}' is not in the list")))?;
    Action::from_control(&select.id, value)
}

/// `/type FACES`: the form the last press opened ("Type several…"), or
/// the "Type several…" button's form of the last message, filled in.
fn typed(last: Option<&Reply>, text: &str) -> Result<Action, AppError> {
    if let Some(form) = last.and_then(|r| r.form.as_ref()) {
        return Action::from_control(&form.id, text.to_owned());
    }
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
        .ok_or_else(|| {
            AppError::untranslated(
                "the last message has no form for throws: start one with /roll-along",
            )
        })
}

/// `/press N`: the last message's Nth button.
fn press(last: Option<&Reply>, n: &str) -> Result<Action, AppError> {
    let Some(message) = last.filter(|m| !m.buttons.is_empty()) else {
        return Err(Text::msg(msg!("console-nothing-to-press")).into());
    };
    let pressed = n.trim().parse::<usize>().ok().and_then(|n| {
        message
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
            Text::msg(msg!("console-no-such-button"))
                .with("given", n.trim().chars().take(20).collect::<String>())
                .with("count", message.buttons.len())
                .into()
        })
}

/// The console's own commands, for `/help`; the slash commands follow.
const CONSOLE_HELP: &str = "\
Type a slash command as in Discord: /random chess960 dice:coin rolls:\"H T H\"
  Bare words fill a command's first options in order (/position crc 12);
  name the others, like method:number or public:true.
  #chess names a channel and @Bob a person (made the first time you name them,
  and kept in the store for later sessions).
  /variant add takes a file's path: /variant add file:club.toml
  What the bot posts by itself (a /meetup night's announcement, reminder and
  rounds) appears here at its time, as in the channel.
The console's own commands:
  /press N      press the Nth button of the last message with buttons
  /pick LABEL   pick from its list (d8 to d20 roll-alongs)
  /type FACES   fill in its form: /type 3 5 1
  /as NAME [manager|member]   type as someone else (a member unless said)
  /who          who and what has been named, and who is typing
  /help         this list
  /quit         leave";

/// What the console answers itself, without the bot: `/help`, `/who`,
/// `/as`. `None` for anything else.
fn own_command(line: &str, world: &mut World) -> Option<String> {
    let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
    match word {
        "/help" => Some(format!(
            "{CONSOLE_HELP}\nSlash commands:\n{}",
            line::command_help()
        )),
        "/who" => Some(world.describe()),
        "/as" => Some(match world.act_as(rest) {
            Ok(p) => {
                let role = if p.manager { "a manager" } else { "a member" };
                format!("Now typing as @{} (id {}, {role}).", p.name, p.id)
            }
            Err(e) => format!("⚠️ {e}"),
        }),
        _ => None,
    }
}

/// What a console line asks of the bot: a control of the last message
/// (`/pick`, `/type`, `/press`), or a command.
fn action_of(line: &str, controls: &Controls, world: &mut World) -> Result<Action, AppError> {
    let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
    match word {
        "/pick" => pick(controls.message.as_ref(), rest.trim()),
        "/type" => match &controls.form {
            Some(form) => Action::from_control(&form.id, rest.trim().to_owned()),
            None => typed(controls.message.as_ref(), rest.trim()),
        },
        "/press" => press(controls.message.as_ref(), rest),
        _ => parse_line(line, world),
    }
}

/// What `/press`, `/pick` and `/type` act on: the last message with
/// controls (a private error in between leaves it be, as in Discord), and
/// a form a press opened, until something else is done.
#[derive(Default)]
struct Controls {
    message: Option<Reply>,
    form: Option<crate::discord::reply::Form>,
}

impl Controls {
    /// After a message the bot posted by itself: one with controls is the
    /// last with controls, as on the screen; a form open stays open.
    fn posted(&mut self, message: &Reply) {
        if !message.buttons.is_empty() || message.select.is_some() {
            self.message = Some(message.clone());
        }
    }

    fn after(&mut self, reply: &Reply) {
        self.form.clone_from(&reply.form);
        if !reply.buttons.is_empty() || reply.select.is_some() {
            self.message = Some(reply.clone());
        } else if reply.update {
            // The message was edited and its controls are gone.
            self.message = None;
        }
    }
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
    /// The zone Discord's timestamps are shown in, as Discord shows them
    /// in each reader's own (this machine's, for a person at it).
    pub zone: jiff::tz::TimeZone,
}

/// The lines of `input`, read on a thread of their own so that the
/// console can show what the bot posts while a person is still typing.
fn read_lines(input: impl BufRead + Send + 'static) -> mpsc::Receiver<std::io::Result<String>> {
    // One line read ahead at most: a line waits until the one before it
    // is answered.
    let (tx, rx) = mpsc::channel(1);
    std::thread::spawn(move || {
        for line in input.lines() {
            if tx.blocking_send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// Club nights' scheduler, running beside the prompt: what the bot posts
/// by itself, the console shows.
struct Nights {
    posts: mpsc::UnboundedReceiver<Posted>,
    stop: oneshot::Sender<()>,
    running: tokio::task::JoinHandle<()>,
}

impl Nights {
    /// The console's own server's nights, run from now.
    async fn start(bot: &Bot) -> Nights {
        let (poster, posts) = ConsolePoster::new(last_kept_message(bot).await);
        let failures = poster.failures();
        let worker = format!("console, {}", Scheduler::worker_name());
        // No Discord here: nights have no scheduled event of Discord's.
        let scheduler = MeetupScheduler::new(bot.app().clone(), Arc::new(poster), None, worker)
            .of(Servers::Only(world::SERVER));
        let (stop, stopped) = oneshot::channel::<()>();
        let report = move |tick: &NightTick| {
            if let NightTick::Failed { night, task, why } = tick {
                let _ = failures.send(Posted::Failed {
                    night: *night,
                    task: task.clone(),
                    why: why.clone(),
                });
            }
        };
        let running = tokio::spawn(scheduler.run_reporting(
            async move {
                let _ = stopped.await;
            },
            report,
        ));
        Nights {
            posts,
            stop,
            running,
        }
    }

    /// Stops the scheduler once its task in hand is done (so nothing is
    /// left claimed and undone), and gives what it posted meanwhile.
    async fn stop(mut self) -> Vec<Posted> {
        let _ = self.stop.send(());
        if let Err(e) = self.running.await {
            tracing::error!(error = %e, "the console's meetup scheduler panicked");
        }
        let mut left = Vec::new();
        while let Ok(posted) = self.posts.try_recv() {
            left.push(posted);
        }
        left
    }
}

/// The highest message number the console's nights keep (their
/// announcements'), 0 for none.
async fn last_kept_message(bot: &Bot) -> u64 {
    match bot.app().store().meetups(Some(world::SERVER), 0).await {
        Ok(nights) => nights
            .iter()
            .filter_map(|n| n.announcement)
            .max()
            .unwrap_or(0),
        Err(e) => {
            tracing::warn!(error = %e, "could not read the console's nights");
            0
        }
    }
}

/// The welcome, and the world as earlier sessions named it, so `#chess`
/// is the same channel; a store that cannot say is said.
async fn begin(bot: &Bot, lang: Option<Lang>, output: &mut impl Write) -> World {
    let mut world = World::new(lang);
    match bot.app().store().console_names().await {
        Ok(names) => world.know(&names),
        Err(e) => {
            tracing::warn!(error = %e, "could not read the console's names from the store");
            let _ = writeln!(
                output,
                "⚠️ could not read the names earlier sessions kept ({e}): names get new ids"
            );
        }
    }
    let _ = writeln!(
        output,
        "{}",
        Text::msg(msg!("console-welcome")).render(lang.unwrap_or_default())
    );
    world
}

/// Runs the console on `input`, writing to `output`, saving images under
/// `place.dir`, until the input ends or `/quit`.
pub async fn run(
    bot: Arc<Bot>,
    input: impl BufRead + Send + 'static,
    mut output: impl Write,
    place: Place,
) {
    let Place {
        dir,
        prompt,
        lang,
        zone,
    } = place;
    let mut world = begin(&bot, lang, &mut output).await;
    let mut controls = Controls::default();
    let mut saved = 0;
    let reads = lang.unwrap_or_default();
    let mut lines = read_lines(input);
    let mut nights = Nights::start(&bot).await;
    loop {
        if prompt {
            let _ = write!(output, "> ");
            let _ = output.flush();
        }
        let line = tokio::select! {
            // What the bot posted is shown before the next line is read.
            biased;
            Some(posted) = nights.posts.recv() => {
                if prompt {
                    let _ = writeln!(output);
                }
                let text = shown_post(&posted, &dir, &mut saved, reads);
                let _ = write!(output, "{}", as_read(&bot, &world, &zone, &text));
                if let Some(reply) = posted.reply() {
                    controls.posted(reply);
                }
                continue;
            }
            line = lines.recv() => line,
        };
        let Some(Ok(line)) = line else { break };
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
        if let Some(said) = own_command(line, &mut world) {
            // `/as` names a person.
            keep_names(&bot, &mut world, &mut output).await;
            let _ = writeln!(output, "{said}");
            continue;
        }
        let mut action = action_of(line, &controls, &mut world);
        if !keep_names(&bot, &mut world, &mut output).await {
            // Another console gave a name of this line another id
            // meanwhile: read the line again with the kept ids.
            action = action_of(line, &controls, &mut world);
            keep_names(&bot, &mut world, &mut output).await;
        }
        let action = match action {
            Ok(a) => a,
            Err(AppError::Input(text)) => {
                let _ = writeln!(output, "⚠️ {}", text.render(reads));
                continue;
            }
            Err(e) => {
                let _ = writeln!(output, "⚠️ {e}");
                continue;
            }
        };
        let reply = bot
            .handle(action, &world.caller(), &|p| eprintln!("{p}"))
            .await;
        let shown = show(&reply, &dir, &mut saved, reads);
        let _ = write!(output, "{}", as_read(&bot, &world, &zone, &shown));
        controls.after(&reply);
    }
    for posted in nights.stop().await {
        let text = shown_post(&posted, &dir, &mut saved, reads);
        let _ = write!(output, "{}", as_read(&bot, &world, &zone, &text));
    }
}

/// What the bot posted by itself, under a line saying where.
fn shown_post(posted: &Posted, dir: &std::path::Path, saved: &mut u32, lang: Lang) -> String {
    let heading = posted.heading();
    match posted.reply() {
        Some(reply) => format!("{heading}\n{}", show(reply, dir, saved, lang)),
        None => format!("{heading}\n"),
    }
}

/// `text` as Discord would show it to the person at the console: the
/// mentions of what has been named by name, timestamps in their zone.
fn as_read(bot: &Bot, world: &World, zone: &jiff::tz::TimeZone, text: &str) -> String {
    let now = bot.app().clock().now();
    times::local_times(&world.readable(text), now, zone)
}

/// Keeps in the store the names the last line gave an id. False when the
/// store had given one of them another id (another console named it, or
/// took its id, meanwhile): the world now knows the kept ids, and the line
/// is to be read again. A store that fails is said once a line; the names
/// then last this session only.
async fn keep_names(bot: &Bot, world: &mut World, output: &mut impl Write) -> bool {
    let new = world.take_new();
    let store = bot.app().store();
    let mut same = true;
    for n in new {
        let kind = n.kind;
        match store
            .console_name(kind, n.name.clone(), world::first_id(kind))
            .await
        {
            Ok(id) => same &= id == n.id,
            Err(e) => {
                tracing::warn!(error = %e, name = %n.name, "could not keep a console name");
                let _ = writeln!(
                    output,
                    "⚠️ could not keep the name {} in the store ({e}): it lasts this session only",
                    n.name
                );
                return true;
            }
        }
    }
    if !same && let Ok(names) = store.console_names().await {
        world.know(&names);
    }
    same
}

#[cfg(test)]
mod tests;
