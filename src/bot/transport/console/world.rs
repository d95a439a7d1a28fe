//! The pretend server the console acts in: its people, channels and roles
//! by name, each given an id the first time it is named and the same id
//! after, so `#chess` and `@Bob` work as picking them in Discord does. The
//! names are kept in the store (the console's run saves each new one), so
//! every session on one store means the same channel by the same name:
//! a schedule set for `#chess` yesterday is `#chess`'s today.

use crate::bot::Caller;
use crate::i18n::Lang;
use crate::store::{ConsoleName, NameKind, Who};

/// The server and channel the console acts in (`#general`).
pub const SERVER: u64 = 1;
pub const GENERAL: u64 = 1;

/// Ids of what is named first at the console: people from 2, channels
/// from 100, roles from 201 (the console's own person is 1).
const FIRST_PERSON: u64 = 2;
const FIRST_CHANNEL: u64 = 100;
const FIRST_ROLE: u64 = 201;

/// The first id a new name of `kind` may get.
pub fn first_id(kind: NameKind) -> u64 {
    match kind {
        NameKind::Channel => FIRST_CHANNEL,
        NameKind::Person => FIRST_PERSON,
        NameKind::Role => FIRST_ROLE,
    }
}

/// What a plain member may do in a channel, as Discord computes it: view,
/// send, embed links, attach files, read history; not Manage Server.
const MEMBER_PERMISSIONS: u64 = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16);

/// Someone typing at the console.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Person {
    pub name: String,
    pub id: u64,
    /// Has Manage Server (the console's own person does).
    pub manager: bool,
}

/// Names and their ids, and who is typing.
#[derive(Debug)]
pub struct World {
    people: Vec<Person>,
    channels: Vec<(String, u64)>,
    roles: Vec<(String, u64)>,
    /// Index into `people` of who is typing now.
    acting: usize,
    lang: Option<Lang>,
    /// Names given an id here that the store does not have yet.
    new: Vec<ConsoleName>,
}

impl World {
    /// The console's own person ("console", a manager) typing in
    /// `#general`, reading `lang`.
    pub fn new(lang: Option<Lang>) -> World {
        World {
            people: vec![Person {
                name: "console".to_owned(),
                id: 1,
                manager: true,
            }],
            channels: vec![("general".to_owned(), GENERAL)],
            roles: Vec::new(),
            acting: 0,
            lang,
            new: Vec::new(),
        }
    }

    /// Takes in names kept in the store (by earlier sessions, or another
    /// console meanwhile): each name's id is the kept one.
    pub fn know(&mut self, names: &[ConsoleName]) {
        for n in names {
            let list = match n.kind {
                NameKind::Channel => &mut self.channels,
                NameKind::Role => &mut self.roles,
                NameKind::Person => {
                    match self
                        .people
                        .iter_mut()
                        .find(|p| p.name.eq_ignore_ascii_case(&n.name))
                    {
                        Some(p) => p.id = n.id,
                        None => self.people.push(Person {
                            name: n.name.clone(),
                            id: n.id,
                            manager: false,
                        }),
                    }
                    continue;
                }
            };
            match list
                .iter_mut()
                .find(|(name, _)| name.eq_ignore_ascii_case(&n.name))
            {
                Some((_, id)) => *id = n.id,
                None => list.push((n.name.clone(), n.id)),
            }
        }
    }

    /// The names given an id since the last call, for the store to keep.
    pub fn take_new(&mut self) -> Vec<ConsoleName> {
        std::mem::take(&mut self.new)
    }

    /// Who is typing, as the bot sees a member in Discord.
    pub fn caller(&self) -> Caller {
        let p = &self.people[self.acting];
        Caller {
            who: Who {
                user_id: p.id,
                user_name: p.name.clone(),
                guild_id: Some(SERVER),
                channel_id: Some(GENERAL),
            },
            permissions: if p.manager {
                u64::MAX
            } else {
                MEMBER_PERMISSIONS
            },
            locale: self.lang,
            ..Caller::console()
        }
    }

    pub fn acting(&self) -> &Person {
        &self.people[self.acting]
    }

    /// `/as NAME [manager|member]`: type as that person from now on, made
    /// the first time they are named (a member unless `manager`). Giving
    /// a role changes an existing person's.
    ///
    /// # Errors
    ///
    /// A message when the name or the role is not one.
    pub fn act_as(&mut self, args: &str) -> Result<&Person, String> {
        let mut words = args.split_whitespace();
        let name = words
            .next()
            .map(|n| n.trim_start_matches('@'))
            .filter(|n| !n.is_empty())
            .ok_or("say who: /as Bob, or /as Bob manager")?;
        let manager = match words.next() {
            None => None,
            Some(w) if w.eq_ignore_ascii_case("manager") => Some(true),
            Some(w) if w.eq_ignore_ascii_case("member") => Some(false),
            Some(w) => return Err(format!("'{w}' is not a role here: say manager or member")),
        };
        if let Some(extra) = words.next() {
            return Err(format!(
                "'{extra}' is one word too many: /as NAME [manager|member]"
            ));
        }
        let i = self.person_index(name);
        if let Some(m) = manager {
            self.people[i].manager = m;
        }
        self.acting = i;
        Ok(&self.people[i])
    }

    /// The id of the person called `name`, made a member if new.
    pub fn person(&mut self, name: &str) -> u64 {
        let i = self.person_index(name);
        self.people[i].id
    }

    fn person_index(&mut self, name: &str) -> usize {
        if let Some(i) = self
            .people
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(name))
        {
            return i;
        }
        let id = self
            .people
            .iter()
            .map(|p| p.id)
            .filter(|id| *id >= FIRST_PERSON)
            .max()
            .map_or(FIRST_PERSON, |id| id + 1);
        self.people.push(Person {
            name: name.to_owned(),
            id,
            manager: false,
        });
        self.new.push(ConsoleName {
            kind: NameKind::Person,
            name: name.to_owned(),
            id,
        });
        self.people.len() - 1
    }

    /// The id of channel `#name`, made if new.
    pub fn channel(&mut self, name: &str) -> u64 {
        let (id, new) = named(&mut self.channels, name, FIRST_CHANNEL - 1);
        self.note(new, NameKind::Channel, name, id)
    }

    /// The id of role `@name`, made if new.
    pub fn role(&mut self, name: &str) -> u64 {
        let (id, new) = named(&mut self.roles, name, FIRST_ROLE - 1);
        self.note(new, NameKind::Role, name, id)
    }

    /// Notes a name just given an id, for the store to keep; the id.
    fn note(&mut self, new: bool, kind: NameKind, name: &str, id: u64) -> u64 {
        if new {
            self.new.push(ConsoleName {
                kind,
                name: name.to_owned(),
                id,
            });
        }
        id
    }

    /// `text` with Discord's mentions of what has been named shown as
    /// Discord shows them: `<#100>` as `#chess`, `<@2>` as `@Bob`, `<@&201>`
    /// as `@Arbiters`. Ids nobody named stay as they are.
    pub fn readable(&self, text: &str) -> String {
        super::marks::rewrite(text, "<", |mark| self.mention(mark))
    }

    /// The mention `text` starts with, as shown, and its length.
    fn mention(&self, text: &str) -> Option<(String, usize)> {
        let (mark, digits_at, names): (&str, usize, Vec<(&str, u64)>) = if text.starts_with("<#") {
            (
                "#",
                2,
                self.channels
                    .iter()
                    .map(|(n, id)| (n.as_str(), *id))
                    .collect(),
            )
        } else if text.starts_with("<@&") {
            (
                "@",
                3,
                self.roles.iter().map(|(n, id)| (n.as_str(), *id)).collect(),
            )
        } else if text.starts_with("<@!") {
            (
                "@",
                3,
                self.people
                    .iter()
                    .map(|p| (p.name.as_str(), p.id))
                    .collect(),
            )
        } else if text.starts_with("<@") {
            (
                "@",
                2,
                self.people
                    .iter()
                    .map(|p| (p.name.as_str(), p.id))
                    .collect(),
            )
        } else {
            return None;
        };
        let digits = text[digits_at..]
            .find(|c: char| !c.is_ascii_digit())
            .filter(|&n| n > 0 && text[digits_at + n..].starts_with('>'))?;
        let id: u64 = text[digits_at..digits_at + digits].parse().ok()?;
        let (name, _) = names.into_iter().find(|(_, known)| *known == id)?;
        Some((format!("{mark}{name}"), digits_at + digits + 1))
    }

    /// Everyone and everything named so far, for `/who`.
    pub fn describe(&self) -> String {
        let people: Vec<String> = self
            .people
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let role = if p.manager { "manager" } else { "member" };
                let now = if i == self.acting { ", typing now" } else { "" };
                format!("@{} (id {}, {role}{now})", p.name, p.id)
            })
            .collect();
        let list = |names: &[(String, u64)], mark: &str| {
            names
                .iter()
                .map(|(n, id)| format!("{mark}{n} (id {id})"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut s = format!(
            "People: {}\nChannels: {}\n",
            people.join(", "),
            list(&self.channels, "#")
        );
        if !self.roles.is_empty() {
            s += &format!("Roles: {}\n", list(&self.roles, "@"));
        }
        s
    }
}

/// The id of `name` in `names`, case aside, added after `base` if new; and
/// whether it is new.
fn named(names: &mut Vec<(String, u64)>, name: &str, base: u64) -> (u64, bool) {
    if let Some((_, id)) = names.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
        return (*id, false);
    }
    let id = names
        .iter()
        .map(|(_, id)| *id)
        .filter(|id| *id > base)
        .max()
        .unwrap_or(base)
        + 1;
    names.push((name.to_owned(), id));
    (id, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_their_ids_and_people_are_members_unless_said() {
        let mut w = World::new(None);
        assert_eq!(w.channel("general"), GENERAL);
        assert_eq!(w.channel("chess"), 100);
        assert_eq!(w.channel("Chess"), 100);
        assert_eq!(w.channel("go"), 101);
        assert_eq!(w.role("Arbiters"), 201);
        assert_eq!(w.person("Bob"), 2);
        assert!(w.caller().manages_server());
        let bob = w.act_as("bob").unwrap().clone();
        assert_eq!((bob.id, bob.manager), (2, false));
        assert!(!w.caller().manages_server());
        assert_eq!(w.caller().who.user_name, "Bob");
        w.act_as("@Cleo manager").unwrap();
        assert!(w.caller().manages_server());
        assert_eq!(w.caller().who.user_id, 3);
        assert!(w.act_as("Cleo boss").unwrap_err().contains("'boss'"));
        assert!(w.act_as("").is_err());
        assert!(w.describe().contains("@Cleo (id 3, manager, typing now)"));
    }

    /// Names kept by an earlier session keep their ids; a new one goes on
    /// after them and is handed over once for the store to keep.
    #[test]
    fn kept_names_keep_their_ids_and_new_ones_go_on_after() {
        let mut w = World::new(None);
        let kept = |kind, name: &str, id| ConsoleName {
            kind,
            name: name.into(),
            id,
        };
        w.know(&[
            kept(NameKind::Channel, "chess", 100),
            kept(NameKind::Person, "Bob", 2),
            kept(NameKind::Role, "Arbiters", 201),
        ]);
        assert_eq!(w.channel("Chess"), 100);
        assert_eq!(w.person("bob"), 2);
        assert!(w.take_new().is_empty());
        assert_eq!(w.channel("la"), 101);
        assert_eq!(w.person("Cleo"), 3);
        assert_eq!(
            w.take_new(),
            [
                kept(NameKind::Channel, "la", 101),
                kept(NameKind::Person, "Cleo", 3)
            ]
        );
        assert!(w.take_new().is_empty());
    }

    /// Mentions of what has been named read as Discord shows them; other
    /// ids and text that only looks like a mention stay as they are.
    #[test]
    fn mentions_read_as_discord_shows_them() {
        let mut w = World::new(None);
        w.channel("chess");
        w.person("Bob");
        w.role("Arbiters");
        assert_eq!(
            w.readable("<#100> and <#1>, <@2> <@!2> <@&201>; <#999> <#> <@x> a < b"),
            "#chess and #general, @Bob @Bob @Arbiters; <#999> <#> <@x> a < b"
        );
    }
}
