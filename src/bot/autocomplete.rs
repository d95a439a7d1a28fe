//! Choices for a half-typed option: variants, methods (narrowed by the
//! variant already chosen), devices, time zones. Discord asks on each
//! keystroke, so this is quick, and runs off the async threads.

use backrank_entropy::Die;

use crate::app::App;
use crate::bot::commands::{Command, event};
use crate::bot::options::spec::Complete;
use crate::core::catalogue::MethodSpec;
use crate::core::variant::{self, Variant};
use crate::daily::when::zone_names;
use crate::discord::limits;
use crate::i18n::Lang;

/// [`choices`] for `command`'s `option`, as its definition says
/// ([`CommandSpec::completion`]), where `guild` is (its own variants
/// offered too), on a blocking thread: scoring every time zone name against
/// a misspelling takes a fraction of a millisecond of CPU on each
/// keystroke, which the async threads should not carry. With the store
/// unreachable, the variants known to every server are offered.
pub async fn off_thread(app: &App, guild: Option<u64>, typing: Typing) -> Vec<(String, String)> {
    let Typing {
        command,
        option,
        typed,
        variant,
        lang,
    } = typing;
    let complete = Command::spec(&command).map_or(Complete::Nothing, |c| c.completion(&option));
    let here = match complete {
        Complete::Nothing => return Vec::new(),
        Complete::EventName => return event::names_like(app, guild, &query(&typed)).await,
        Complete::MeetupName => {
            let Some(guild) = guild else {
                return Vec::new();
            };
            let names = app
                .meetups()
                .names_like(guild, &query(&typed), crate::discord::limits::CHOICES)
                .await;
            return names.into_iter().map(|n| (n.clone(), n)).collect();
        }
        Complete::Variant | Complete::Method { .. } => app
            .variants()
            .here(guild)
            .await
            .unwrap_or_else(|_| Variant::known()),
        Complete::Dice { .. } | Complete::TimeZone => Vec::new(),
    };
    tokio::task::spawn_blocking(move || choices(complete, &typed, variant.as_deref(), &here, lang))
        .await
        .unwrap_or_default()
}

/// An option being typed: in which command, what so far, the variant
/// chosen beside it, and the language of whoever types.
pub struct Typing {
    pub command: String,
    pub option: String,
    pub typed: String,
    pub variant: Option<String>,
    pub lang: Lang,
}

/// The most characters of a half-typed option that are scored: every name
/// offered is far shorter, and scoring a time zone against a 200,000
/// character query cost seconds of CPU.
pub const MAX_TYPED: usize = 100;

/// What is scored of a half-typed option: trimmed, lower case, at most
/// [`MAX_TYPED`] characters.
fn query(typed: &str) -> String {
    typed
        .trim()
        .chars()
        .take(MAX_TYPED)
        .collect::<String>()
        .to_ascii_lowercase()
}

/// The choices `complete` offers for what is `typed`, at most 25, best
/// first; variants are those known `here`.
pub fn choices(
    complete: Complete,
    typed: &str,
    variant: Option<&str>,
    here: &[Variant],
    lang: Lang,
) -> Vec<(String, String)> {
    let typed = query(typed);
    let keep = |name: &str| typed.is_empty() || name.contains(&typed);
    let mut out: Vec<(String, String)> = match complete {
        Complete::Variant => here
            .iter()
            .filter(|v| {
                keep(v.id())
                    || v.spec().aliases.iter().any(|a| keep(a))
                    || keep(&v.spec().name.to_lowercase())
            })
            .map(|v| (format!("{} ({})", v.spec().name, v.id()), v.id().to_owned()))
            .collect(),
        Complete::Method { .. } => {
            let v = variant.and_then(|v| variant::find(v, here).ok());
            let methods: Vec<&MethodSpec> = match v {
                Some(v) => v.methods().iter().collect(),
                None => here.iter().flat_map(|v| v.methods()).collect(),
            };
            let mut seen = Vec::new();
            methods
                .into_iter()
                .filter(|m| keep(m.method.id()))
                .filter(|m| {
                    let fresh = !seen.contains(&m.method);
                    seen.push(m.method);
                    fresh
                })
                .map(|m| {
                    (
                        format!("{} — {}", m.method, m.reference_text().render(lang)),
                        m.method.id().to_owned(),
                    )
                })
                .collect()
        }
        Complete::Dice { .. } => Die::ALL
            .iter()
            .filter(|d| keep(d.name()))
            .map(|d| (d.name().to_owned(), d.name().to_owned()))
            .collect(),
        Complete::TimeZone => zone_names(&typed, limits::CHOICES)
            .into_iter()
            .map(|n| (n.clone(), n))
            .collect(),
        Complete::Nothing | Complete::EventName | Complete::MeetupName => Vec::new(),
    };
    // /fairness audits every method, or every device, at once.
    let or_all = matches!(
        complete,
        Complete::Method { or_all: true } | Complete::Dice { or_all: true }
    );
    if or_all && "all".contains(typed.as_str()) {
        out.insert(0, ("all".to_owned(), "all".to_owned()));
    }
    out.truncate(limits::CHOICES);
    for (name, _) in &mut out {
        if name.chars().count() > 100 {
            *name = name.chars().take(99).collect::<String>() + "…";
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_start_of_a_long_query_is_scored() {
        let long = format!("  Europe/{}", "x".repeat(200_000));
        let q = query(&long);
        assert_eq!(q.chars().count(), MAX_TYPED);
        assert!(q.starts_with("europe/xx"));
        assert!(choices(Complete::TimeZone, &long, None, &Variant::ALL, Lang::En).is_empty());
    }

    #[test]
    fn autocomplete_offers_at_most_25_matching_choices() {
        let here = Variant::ALL;
        let v = choices(Complete::Variant, "kor", None, &here, Lang::En);
        assert_eq!(
            v,
            [(
                "Korean Random (Janggi) (korean-random)".to_owned(),
                "korean-random".to_owned()
            )]
        );
        assert_eq!(
            choices(Complete::Variant, "", None, &here, Lang::En).len(),
            9
        );
        let m: Vec<String> = choices(
            Complete::Method { or_all: false },
            "",
            Some("chess25"),
            &here,
            Lang::En,
        )
        .into_iter()
        .map(|(_, v)| v)
        .collect();
        assert_eq!(m, ["relocation", "number"]);
        // Issue 59: the method's words in the language of whoever types.
        let named: Vec<String> = choices(
            Complete::Method { or_all: false },
            "place",
            Some("chess960"),
            &here,
            Lang::De,
        )
        .into_iter()
        .map(|(name, _)| name)
        .collect();
        assert_eq!(named, ["placement — Carrillos Verfahren Nr. 1"]);
        assert!(
            choices(
                Complete::Method { or_all: false },
                "",
                None,
                &here,
                Lang::En
            )
            .len()
                <= 25
        );
        assert_eq!(
            choices(Complete::Dice { or_all: false }, "d1", None, &[], Lang::En).len(),
            2,
            "d10 and d12"
        );
    }
}
