//! Counts read right in every language (issue 51): "1 round", not
//! "1 rounds"; "letzter Tag", not "letzte 1 Tage".
//!
//! The messages that show a count are found by reading the language
//! files, not listed by hand, so a message added later is checked too. A
//! variable is a count when a file treats it as one anywhere:
//!
//! - it picks a plural form in any language (`{ $count -> [one] …
//!   *[other] … }`), or a form of its own for a number it then shows
//!   (`{ $lead -> [1] … *[other] the first { $lead } tosses }`);
//! - it is written in groups (`{ GROUPED($rolls) }`); or
//! - in English, a plural noun comes right after it (`{ $days } days`,
//!   `{ $left } squares`);
//!
//! but not when a file picks an ordinal's form by it (`$n`: "1st") or a
//! form by a word (`$die`: `[coin]`), nor the few names [`NOT_COUNTS`]
//! gives with their reasons.
//!
//! One message's selector makes the name a count in all the others
//! (`$most` is "at most 5" wherever it appears). A few names are also
//! words somewhere (`$throws` lists the faces thrown in a record line);
//! such a message is checked all the same, and a number reads right there
//! too. Each message with a count is then written in every language with
//! the count 0, 1, 2, 5 and 21 (any other count 7), and the forms are
//! held to the language's plural rules as Fluent applies them (CLDR's):
//! 1 alone is singular in English, German and Spanish; French puts 0 with
//! 1; Korean has one form.
//!
//! A form a file gives one number exactly (`[1] une fois`, `[0] aucun`)
//! is that number's own: a French form that spells 1 out is keyed `[1]`,
//! and `[one]` keeps the digit, for 0: "0 tirage", "une fois".

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

use super::{Lang, SOURCES};

/// The plural categories of CLDR but `other`: a variant with one of these
/// keys picks a plural form (a key like `[coin]` or `[1]` does not).
const CATEGORIES: [&str; 5] = ["zero", "one", "two", "few", "many"];

/// The counts every message is written with.
const COUNTS: [u64; 5] = [0, 1, 2, 5, 21];

/// Every message of `lang`'s file with its parsed pattern.
fn messages(lang: Lang) -> BTreeMap<&'static str, Pattern<&'static str>> {
    let resource = fluent_syntax::parser::parse(SOURCES[lang as usize]).unwrap_or_else(|(r, _)| r);
    resource
        .body
        .into_iter()
        .filter_map(|e| match e {
            Entry::Message(m) => m.value.map(|p| (m.id.name, p)),
            _ => None,
        })
        .collect()
}

/// What a walk over a pattern finds.
#[derive(Default)]
struct Found {
    /// Every variable it names.
    variables: BTreeSet<&'static str>,
    /// Those that pick a plural form (`[one]`, `[other]`).
    plural_selectors: BTreeSet<&'static str>,
    /// Those that pick a form of a number's own (`[1]`) and are shown in
    /// one of the forms.
    shown_number_selectors: BTreeSet<&'static str>,
    /// Those written with `GROUPED()`.
    grouped: BTreeSet<&'static str>,
    /// Those that pick an ordinal's form (`NUMBER($n, type: "ordinal")`):
    /// "1st", "2nd" are not counts.
    ordinals: BTreeSet<&'static str>,
    /// Those that pick a form by a word (`[coin]`, `[queen]`): words, not
    /// counts.
    word_selectors: BTreeSet<&'static str>,
    /// Each variable followed by a word, with the word.
    before_word: BTreeSet<(&'static str, String)>,
    /// The numbers each selector gives a form of their own (`[0]`, `[1]`).
    exact: BTreeMap<&'static str, BTreeSet<u64>>,
    /// The plural categories its selectors name (`one`, `few`, …; not
    /// those of a function's selector, such as an ordinal's `two`).
    categories_named: BTreeSet<&'static str>,
}

fn walk_pattern(p: &Pattern<&'static str>, found: &mut Found) {
    let mut previous: Option<&'static str> = None;
    for element in &p.elements {
        match element {
            PatternElement::TextElement { value } => {
                if let Some(name) = previous {
                    let after = value.strip_prefix(' ').unwrap_or("");
                    let word: String = after
                        .chars()
                        .take_while(char::is_ascii_alphabetic)
                        .collect();
                    if !word.is_empty() {
                        found.before_word.insert((name, word));
                    }
                }
                previous = None;
            }
            PatternElement::Placeable { expression } => {
                previous = match expression {
                    Expression::Inline(InlineExpression::VariableReference { id }) => Some(id.name),
                    _ => None,
                };
                walk_expression(expression, found);
            }
        }
    }
}

fn walk_expression(e: &Expression<&'static str>, found: &mut Found) {
    match e {
        Expression::Select { selector, variants } => {
            // A bare variable: NUMBER($n, type: "ordinal") picks "1st" or
            // "2nd", which is not a count.
            if let InlineExpression::VariableReference { id } = selector {
                for v in variants {
                    match &v.key {
                        VariantKey::Identifier { name } if CATEGORIES.contains(name) => {
                            found.plural_selectors.insert(id.name);
                            found.categories_named.insert(name);
                        }
                        VariantKey::Identifier { name } if *name != "other" => {
                            found.word_selectors.insert(id.name);
                        }
                        VariantKey::Identifier { .. } => {}
                        VariantKey::NumberLiteral { value } => {
                            if let Ok(n) = value.parse() {
                                found.exact.entry(id.name).or_default().insert(n);
                            }
                            if variants
                                .iter()
                                .any(|v| found_in(&v.value).variables.contains(id.name))
                            {
                                found.shown_number_selectors.insert(id.name);
                            }
                        }
                    }
                }
            }
            walk_inline(selector, found);
            for v in variants {
                walk_pattern(&v.value, found);
            }
        }
        Expression::Inline(i) => walk_inline(i, found),
    }
}

fn walk_inline(i: &InlineExpression<&'static str>, found: &mut Found) {
    match i {
        InlineExpression::VariableReference { id } => {
            found.variables.insert(id.name);
        }
        InlineExpression::FunctionReference { id, arguments } => {
            let ordinal = arguments.named.iter().any(|a| {
                a.name.name == "type"
                    && matches!(a.value, InlineExpression::StringLiteral { value } if value == "ordinal")
            });
            for a in &arguments.positional {
                if let (true, InlineExpression::VariableReference { id: v }) = (ordinal, a) {
                    found.ordinals.insert(v.name);
                }
                if let ("GROUPED", InlineExpression::VariableReference { id: v }) = (id.name, a) {
                    found.grouped.insert(v.name);
                }
                walk_inline(a, found);
            }
            for a in &arguments.named {
                walk_inline(&a.value, found);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, found),
        _ => {}
    }
}

fn found_in(p: &Pattern<&'static str>) -> Found {
    let mut found = Found::default();
    walk_pattern(p, &mut found);
    found
}

/// Names a plural noun follows in English that are not counts, and why.
/// Each is checked to be still needed.
const NOT_COUNTS: [(&str, &str); 4] = [
    // "Two squares are left": a number word, for two or more.
    ("how_many", "a number word"),
    // "comes out 1.50 times as often": a ratio, written by the code.
    ("ratio", "a decimal"),
    // "the bishop on c1 moves": a verb after a square.
    ("from", "a square"),
    // "with seed 3f… hashes to": a verb after a seed.
    ("seed", "hex digits"),
];

/// The names of the variables the files treat as counts.
fn count_names() -> &'static BTreeSet<&'static str> {
    static NAMES: std::sync::LazyLock<BTreeSet<&'static str>> = std::sync::LazyLock::new(|| {
        let mut names = counts_found();
        names.retain(|n| !NOT_COUNTS.iter().any(|(x, _)| x == n));
        names
    });
    &NAMES
}

/// The names a plural form, a number's own form, `GROUPED()` or an
/// English plural noun after them make counts, but for those that pick an
/// ordinal's form or a form by a word anywhere.
fn counts_found() -> BTreeSet<&'static str> {
    let mut names = BTreeSet::new();
    let mut words = BTreeSet::new();
    for lang in Lang::ALL {
        for p in messages(lang).values() {
            let found = found_in(p);
            names.extend(found.plural_selectors);
            names.extend(found.shown_number_selectors);
            names.extend(found.grouped);
            words.extend(found.ordinals);
            words.extend(found.word_selectors);
            if lang == Lang::En {
                names.extend(
                    found
                        .before_word
                        .into_iter()
                        .filter(|(_, word)| looks_plural(word))
                        .map(|(name, _)| name),
                );
            }
        }
    }
    names.retain(|n| !words.contains(n));
    names
}

/// A message that shows a count.
struct Counted {
    id: &'static str,
    /// Its counts.
    counts: Vec<&'static str>,
    /// Its variables in any language (a language may use one English
    /// does not, for an article, say).
    variables: BTreeSet<&'static str>,
    /// What each language's form of it is made of.
    found: Vec<Found>,
}

/// Every message that shows a count, in any language.
fn messages_with_counts() -> Vec<Counted> {
    let counts = count_names();
    let all: Vec<BTreeMap<&'static str, Pattern<&'static str>>> = Lang::ALL.map(messages).to_vec();
    all[0]
        .keys()
        .filter_map(|id| {
            let found: Vec<Found> = all
                .iter()
                .map(|m| m.get(id).map(found_in).unwrap_or_default())
                .collect();
            let variables: BTreeSet<&'static str> = found
                .iter()
                .flat_map(|f| f.variables.iter().copied())
                .collect();
            let here: Vec<&'static str> = variables
                .iter()
                .copied()
                .filter(|v| counts.contains(v))
                .collect();
            (!here.is_empty()).then_some(Counted {
                id,
                counts: here,
                variables,
                found,
            })
        })
        .collect()
}

/// The message `id` in `lang` with `count` = `n`, any other count 7 and
/// any other variable a word; a Fluent error (a variable left out, a
/// selector with no default) fails the test.
fn said(lang: Lang, id: &str, count: &str, n: u64, variables: &BTreeSet<&'static str>) -> String {
    let counts = count_names();
    let mut args = FluentArgs::new();
    for v in variables {
        let value = if *v == count {
            FluentValue::from(n)
        } else if counts.contains(v) {
            FluentValue::from(7)
        } else {
            FluentValue::from(format!("‹{v}›"))
        };
        args.set(*v, value);
    }
    let bundle = lang.bundle();
    let pattern = bundle
        .get_message(id)
        .and_then(|m| m.value())
        .unwrap_or_else(|| panic!("{lang} has no {id}"));
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    assert!(
        errors.is_empty(),
        "{lang} {id} (${count} = {n}): {errors:?}"
    );
    text.into_owned()
}

/// The plural category Fluent gives the count `n` in `lang` (CLDR's
/// cardinal rules): "one", "other", ….
fn category(lang: Lang, n: u64) -> String {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a language tag");
    let mut bundle = FluentBundle::new(vec![id]);
    let probe = "c = { $n ->\n    [zero] zero\n    [one] one\n    [two] two\n    [few] few\n    [many] many\n   *[other] other\n}\n";
    bundle
        .add_resource(FluentResource::try_new(probe.to_owned()).expect("the probe parses"))
        .expect("one message");
    let pattern = bundle.get_message("c").and_then(|m| m.value()).expect("c");
    let mut args = FluentArgs::new();
    args.set("n", n);
    let mut errors = Vec::new();
    let said = bundle.format_pattern(pattern, Some(&args), &mut errors);
    assert!(errors.is_empty(), "{errors:?}");
    said.into_owned()
}

/// The words after each `n` standing alone in `text`, up to the first
/// plural-looking English word ("rolls", "new variant files"), the end
/// of a clause or another number; only the phrases that reach such a
/// word.
fn plural_phrases_after(text: &str, n: &str) -> Vec<String> {
    let mut phrases = Vec::new();
    for (at, _) in text.match_indices(n) {
        let before = text[..at].chars().next_back();
        let rest = &text[at + n.len()..];
        let stands_alone = !before.is_some_and(|c| c.is_ascii_digit() || ".,/#".contains(c));
        let Some(rest) = rest.strip_prefix(' ').filter(|_| stands_alone) else {
            continue;
        };
        let mut words = Vec::new();
        for word in rest.split_whitespace().take(3) {
            let bare = word.trim_end_matches([',', '.', ';', ':', '!', '?', ')']);
            if bare.is_empty() || !bare.chars().all(|c| c.is_ascii_lowercase()) || ends_phrase(bare)
            {
                break;
            }
            words.push(bare);
            if looks_plural(bare) {
                phrases.push(format!("{n} {}", words.join(" ")));
                break;
            }
            if bare.len() < word.len() {
                break;
            }
        }
    }
    phrases
}

/// An English word that looks like a plural noun: "rolls", "days",
/// "bytes", "people" (not "is", "this", "across", nor a verb after a
/// singular: "1 throw gives").
fn looks_plural(word: &str) -> bool {
    const NOT_PLURALS: [&str; 16] = [
        "was", "has", "its", "this", "does", "thus", "besides", "always", "gives", "comes",
        "makes", "takes", "goes", "shows", "needs", "stays",
    ];
    const IRREGULAR: [&str; 2] = ["people", "children"];
    IRREGULAR.contains(&word)
        || (word.len() >= 3
            && word.ends_with('s')
            && !word.ends_with("ss")
            && !NOT_PLURALS.contains(&word))
}

/// A word that ends the phrase a number leads: what follows belongs to
/// something else ("heads as 1 and tails as 0").
fn ends_phrase(word: &str) -> bool {
    const LINKS: [&str; 14] = [
        "and", "or", "of", "to", "in", "as", "from", "with", "than", "for", "on", "at", "by", "but",
    ];
    LINKS.contains(&word)
}

/// The text with each number replaced by `#`: two forms that differ only
/// in their digits read the same.
fn without_digits(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            if !out.ends_with('#') {
                out.push('#');
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn the_scan_of_phrases_reads_english() {
    assert_eq!(plural_phrases_after("1 rolls.", "1"), ["1 rolls"]);
    assert_eq!(
        plural_phrases_after("had 1 new variant files checked", "1"),
        ["1 new variant files"]
    );
    assert!(plural_phrases_after("1 roll. 21 rolls", "1").is_empty());
    assert!(plural_phrases_after("1 of 7 rounds revealed", "1").is_empty());
    assert!(plural_phrases_after("1 is not a face", "1").is_empty());
    assert!(plural_phrases_after("(1 in all), 7 throws", "1").is_empty());
    assert!(plural_phrases_after("heads as 1 and tails as 0", "1").is_empty());
    assert!(plural_phrases_after("1 throw gives", "1").is_empty());
    assert_eq!(plural_phrases_after("names 1 people;", "1"), ["1 people"]);
    assert_eq!(without_digits("1 of 25 rounds"), "# of # rounds");
}

#[test]
fn the_counts_are_found_in_the_files() {
    let names = count_names();
    for (name, why) in NOT_COUNTS {
        assert!(
            counts_found().contains(name),
            "${name} ({why}) is no longer taken for a count: remove it from NOT_COUNTS"
        );
    }
    for name in [
        "count",
        "throws",
        "rounds",
        "days",
        "rolls",
        "positions",
        "revealed",
        "lead",
    ] {
        assert!(
            names.contains(name),
            "${name} is not taken for a count: {names:?}"
        );
    }
    // Words, never counts.
    for name in [
        "variant", "name", "piece", "pieces", "die", "id", "round", "how_many", "n",
    ] {
        assert!(!names.contains(name), "${name} is taken for a count");
    }
    let ids: Vec<&str> = messages_with_counts().iter().map(|m| m.id).collect();
    for id in [
        "alt-pawns",
        "event-title",
        "stats-period-days",
        "stats-summary",
        "error-left-over",
        "rule-binary-hint",
    ] {
        assert!(ids.contains(&id), "{id} is not found: {ids:?}");
    }
}

/// The categories the checks below hold the files to are Fluent's own,
/// and are those of CLDR: French 0 is singular, 21 is plural, Korean has
/// one form.
#[test]
fn plural_categories_are_cldrs() {
    let expected = [
        (Lang::En, ["other", "one", "other", "other", "other"]),
        (Lang::De, ["other", "one", "other", "other", "other"]),
        (Lang::Fr, ["one", "one", "other", "other", "other"]),
        (Lang::Es, ["other", "one", "other", "other", "other"]),
        (Lang::Ko, ["other", "other", "other", "other", "other"]),
    ];
    for (lang, categories) in expected {
        assert_eq!(COUNTS.map(|n| category(lang, n)), categories, "{lang}");
    }
}

/// A file names only plural categories its language has: a Korean
/// `[one]`, or an English `[few]`, would never be chosen.
#[test]
fn files_name_only_their_languages_plural_categories() {
    for lang in Lang::ALL {
        let has: BTreeSet<String> = (0..=1_000)
            .chain([1_000_000])
            .map(|n| category(lang, n))
            .collect();
        for (id, pattern) in messages(lang) {
            for named in found_in(&pattern).categories_named {
                assert!(
                    has.contains(named),
                    "{lang} {id}: [{named}] is never chosen in {lang} (it has {has:?})"
                );
            }
        }
    }
}

/// Where a language rightly reads its singular as its plural: it agrees
/// the noun with another count of the message. Each is checked to be
/// still needed.
const AGREES_WITH_ANOTHER_COUNT: [(Lang, &str, &str); 2] = [
    // « 1 ronde révélée sur 5 »: the rounds revealed, not the rounds.
    (Lang::Fr, "event-list-running", "rounds"),
    // « après 1 face sur 5 »: the faces used, not all the faces.
    (Lang::Fr, "error-left-over", "total"),
];

/// Words that are the same in the singular and the plural: « 0 fois »,
/// « 5 fois ».
const INVARIANT: [(Lang, &str); 1] = [(Lang::Fr, "fois")];

/// Every message with a count, in every language, with 0, 1, 2, 5 and
/// 21:
///
/// - it is whole (no Fluent error);
/// - numbers of one plural category read alike, but for their digits
///   (English "0 rolls", "2 rolls", "21 rolls"; French "0 tirage",
///   "1 tirage"; Korean all five), unless the file gives a number a form
///   of its own (`[1] une fois`);
/// - a form that several of them take shows each one's digits (a French
///   `[one] une fois` would say it for 0 too);
/// - where the count's word changes (English says 1 differently from 5,
///   or the language picks a plural form there), the singular numbers
///   read differently from the plural ones: never "1 Würfe", nor French
///   "0 tirages";
/// - English never puts a plural noun after 1.
#[test]
fn every_count_takes_its_plural_form_in_every_language() {
    let messages = messages_with_counts();
    let categories: Vec<Vec<String>> = Lang::ALL
        .iter()
        .map(|lang| COUNTS.iter().map(|n| category(*lang, *n)).collect())
        .collect();
    let mut wrong = Vec::new();
    let mut excused = Vec::new();
    let mut checked = 0;
    for m in &messages {
        let (id, variables) = (m.id, &m.variables);
        for count in &m.counts {
            let count = *count;
            // ("one more of your throws" against "5 more of your throws"
            // is a number spelled out, not a word that changes.)
            let english = |n| {
                let text = said(Lang::En, id, count, n, variables);
                let words: Vec<&str> = text
                    .split(' ')
                    .map(|w| {
                        if w.eq_ignore_ascii_case("one") {
                            "1"
                        } else {
                            w
                        }
                    })
                    .collect();
                without_digits(&words.join(" "))
            };
            let english_changes = english(1) != english(5);
            let one = said(Lang::En, id, count, 1, variables);
            for phrase in plural_phrases_after(&one, "1") {
                wrong.push(format!("en {id} (${count} = 1): \"{phrase}\" in {one:?}"));
            }
            for (lang, categories) in Lang::ALL.into_iter().zip(&categories) {
                checked += 1;
                let found = &m.found[lang as usize];
                let own = found.exact.get(count).cloned().unwrap_or_default();
                let text: Vec<String> = COUNTS
                    .iter()
                    .map(|n| said(lang, id, count, *n, variables))
                    .collect();
                let at = |i: usize| (COUNTS[i], &text[i], without_digits(&text[i]));
                let mut by_category: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
                for (i, n) in COUNTS.iter().enumerate() {
                    if !own.contains(n) {
                        by_category.entry(&categories[i]).or_default().push(i);
                    }
                }
                let shown = text[3] != text[4];
                for (category, members) in &by_category {
                    let (first, first_text, first_form) = at(members[0]);
                    for &i in &members[1..] {
                        let (n, said, form) = at(i);
                        if form != first_form {
                            wrong.push(format!(
                                "{lang} {id} (${count}): {first} and {n} are both \
                                 '{category}' but read {first_text:?} and {said:?}"
                            ));
                        }
                    }
                    // Where the count is shown, a form several numbers take
                    // shows which: "une fois" is no form for 0.
                    if shown {
                        for &i in &members[1..] {
                            let (n, said, _) = at(i);
                            if *said == *first_text {
                                wrong.push(format!(
                                    "{lang} {id} (${count}): {first} and {n} both read \
                                     {said:?}: the '{category}' form does not show the number"
                                ));
                            }
                        }
                    }
                }
                // Where the count's word changes, the singular numbers (with
                // forms of their own too: "une fois") read differently from
                // the plural ones ("5 fois"). Korean has no singular.
                if !(english_changes || found.plural_selectors.contains(count)) {
                    continue;
                }
                let all = |category: &str| -> Vec<usize> {
                    (0..COUNTS.len())
                        .filter(|i| categories[*i] == category)
                        .collect()
                };
                for a in all("one") {
                    for b in all("other") {
                        let (n, said, form) = at(a);
                        let (other_n, other_said, other_form) = at(b);
                        if form != other_form {
                            continue;
                        }
                        let invariant = INVARIANT
                            .iter()
                            .any(|(l, w)| *l == lang && said.contains(&format!("{n} {w}")));
                        if invariant {
                            continue;
                        }
                        if AGREES_WITH_ANOTHER_COUNT.contains(&(lang, id, count)) {
                            excused.push((lang, id, count));
                        } else {
                            wrong.push(format!(
                                "{lang} {id} (${count}): {n} reads as {other_n} does: \
                                 {said:?}, {other_said:?}"
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 400, "only {checked} counts checked");
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    for listed in AGREES_WITH_ANOTHER_COUNT {
        assert!(
            excused.contains(&listed),
            "{listed:?} is no longer needed: remove it"
        );
    }
}

/// Exact sentences, as a person who speaks each language writes them.
#[test]
fn counts_read_as_each_language_writes_them() {
    let say = |lang: Lang, id: &str, args: &[(&str, FluentValue<'static>)]| {
        let id = super::Msg::find(id).unwrap_or_else(|| panic!("no {id}"));
        super::t_with(lang, id, args)
    };
    let event = |lang, rounds: u64| {
        say(
            lang,
            "event-title",
            &[
                ("name", "Open".into()),
                ("rounds", rounds.into()),
                ("variant", "Chess960".into()),
            ],
        )
    };
    assert_eq!(event(Lang::En, 1), "Open · 1 round of Chess960");
    assert_eq!(event(Lang::En, 7), "Open · 7 rounds of Chess960");
    assert_eq!(event(Lang::De, 1), "Open · 1 Runde Chess960");
    assert_eq!(event(Lang::De, 7), "Open · 7 Runden Chess960");
    assert_eq!(event(Lang::Fr, 1), "Open · 1 ronde de Chess960");
    assert_eq!(event(Lang::Es, 1), "Open · 1 ronda de Chess960");
    assert_eq!(event(Lang::Ko, 1), "Open · Chess960 1라운드");

    let days = |lang, n: u64| say(lang, "stats-period-days", &[("days", n.into())]);
    let cases = [
        (Lang::En, "last day", "last 5 days"),
        (Lang::De, "letzter Tag", "letzte 5 Tage"),
        (Lang::Fr, "dernier jour", "5 derniers jours"),
        (Lang::Es, "último día", "últimos 5 días"),
        (Lang::Ko, "최근 1일", "최근 5일"),
    ];
    for (lang, one, five) in cases {
        assert_eq!(
            (days(lang, 1).as_str(), days(lang, 5).as_str()),
            (one, five)
        );
    }
    // French puts 0 with 1.
    assert_eq!(days(Lang::Fr, 0), "0 dernier jour");
    assert_eq!(days(Lang::Fr, 21), "21 derniers jours");

    // French puts 0 with 1; Spanish and English do not. Big counts are
    // written in groups, as each language groups digits (CLDR: a point in
    // German and Spanish, a narrow no-break space in French), and still
    // take their plural.
    let rolls = |lang, n: u64| {
        let none = FluentValue::from("–");
        say(
            lang,
            "stats-summary",
            &[
                ("rolls", n.into()),
                ("variants", none.clone()),
                ("devices", none.clone()),
                ("sources", none),
            ],
        )
    };
    let first_words = |s: String| s.split(". ").next().unwrap_or_default().to_owned();
    let cases = [
        (Lang::En, "0 rolls", "1 roll", "25,401,600 rolls"),
        (Lang::De, "0 Würfe", "1 Wurf", "25.401.600 Würfe"),
        (
            Lang::Fr,
            "0 tirage",
            "1 tirage",
            "25\u{202f}401\u{202f}600 tirages",
        ),
        (Lang::Es, "0 tiradas", "1 tirada", "25.401.600 tiradas"),
        (Lang::Ko, "굴림 0번", "굴림 1번", "굴림 25,401,600번"),
    ];
    for (lang, zero, one, many) in cases {
        let said = [0, 1, 25_401_600].map(|n| first_words(rolls(lang, n)));
        assert_eq!(said, [zero, one, many], "{lang}");
    }

    let throws = |lang, n: u64| {
        say(
            lang,
            "rule-binary",
            &[("throws", n.into()), ("top", 1.into())],
        )
    };
    assert!(throws(Lang::En, 1).starts_with("Toss a coin once;"));
    assert!(throws(Lang::De, 1).starts_with("Wirf eine Münze einmal;"));
    assert!(throws(Lang::Fr, 1).starts_with("Lancez une pièce une fois ;"));
    assert!(throws(Lang::Fr, 3).starts_with("Lancez une pièce 3 fois ;"));
    assert!(throws(Lang::Es, 1).starts_with("Lanza una moneda una vez;"));

    let left_over = |lang, unused: u64, extra: &'static str| {
        say(
            lang,
            "error-left-over",
            &[
                ("used", 5.into()),
                ("total", (5 + unused).into()),
                ("unused", unused.into()),
                ("extra", extra.into()),
            ],
        )
    };
    let said = left_over(Lang::En, 1, "1");
    assert!(
        said.contains("after 5 of 6 faces; the last face (1) was not used"),
        "{said}"
    );
    let said = left_over(Lang::En, 2, "1 4");
    assert!(said.contains("the rest (1 4) were not used"), "{said}");
    let said = left_over(Lang::De, 1, "1");
    assert!(
        said.contains("nach 5 von 6 Würfen fertig; der letzte (1)"),
        "{said}"
    );
    let said = left_over(Lang::Fr, 1, "1");
    assert!(
        said.contains("après 5 faces sur 6 ; la dernière (1)"),
        "{said}"
    );
    let said = left_over(Lang::Es, 1, "1");
    assert!(
        said.contains("tras 5 de 6 caras; la última (1) no se usó"),
        "{said}"
    );

    let progress = |lang, n: u64| {
        say(
            lang,
            "web-along-progress",
            &[("step", 1.into()), ("throws", n.into())],
        )
    };
    assert_eq!(progress(Lang::Fr, 0), "Étape 1 · aucun lancer jusqu’ici");
    assert_eq!(progress(Lang::Fr, 1), "Étape 1 · un lancer jusqu’ici");
    assert_eq!(progress(Lang::De, 1), "Schritt 1 · bisher ein Wurf");
}
