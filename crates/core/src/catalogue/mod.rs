//! The methods a variant offers (listed in its definition file, the
//! default first), and the `number` method every variant has ([`number`]).

mod derive;
pub mod draft;
pub mod file;
pub mod number;
mod reference;
mod steps;

use std::fmt;
use std::str::FromStr;

use std::collections::BTreeMap;
use std::sync::{LazyLock, PoisonError, RwLock};

use serde::Serialize;

use crate::i18n::{Lang, Msg, Text};
use crate::method::{Procedure, Technique};

use crate::variant::{Provenance, Variant, builtin};

/// The name of a hand procedure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Method {
    Placement,
    KingFirst,
    Number,
    Pawns,
    Relocation,
    Scharnagl,
    Carrillo,
    /// A method a variant file names.
    Custom(&'static str),
}

impl Method {
    /// The methods of the built-in variants.
    pub const ALL: [Method; 7] = [
        Method::Placement,
        Method::KingFirst,
        Method::Number,
        Method::Pawns,
        Method::Relocation,
        Method::Scharnagl,
        Method::Carrillo,
    ];

    /// The id users type.
    pub const fn id(self) -> &'static str {
        match self {
            Method::Placement => "placement",
            Method::KingFirst => "king-first",
            Method::Number => "number",
            Method::Pawns => "pawns",
            Method::Relocation => "relocation",
            Method::Scharnagl => "scharnagl",
            Method::Carrillo => "carrillo",
            Method::Custom(id) => id,
        }
    }
}

impl Method {
    /// The method's letter in a replay code (a variant file's own methods
    /// get theirs from their place in the file).
    pub const fn letter(self) -> char {
        match self {
            Method::Placement => 'p',
            Method::KingFirst => 'k',
            Method::Number => 'n',
            Method::Pawns => 'w',
            Method::Relocation => 'r',
            Method::Scharnagl => 's',
            Method::Carrillo => 'c',
            Method::Custom(_) => '?',
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl Serialize for Method {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

/// The text named no method.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown method '{given}': the methods are {}", Method::ALL.map(|m| m.id()).join(", "))]
pub struct ParseMethodError {
    pub given: String,
}

impl FromStr for Method {
    type Err = ParseMethodError;

    fn from_str(s: &str) -> Result<Method, ParseMethodError> {
        let wanted = s.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        Method::ALL
            .into_iter()
            .find(|m| m.id() == wanted)
            .ok_or_else(|| ParseMethodError {
                given: s.chars().take(40).collect(),
            })
    }
}

/// Whether a method draws every legal position equally often. Declared
/// here so every record can say so in one line; the audit tests prove each
/// declaration exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Uniformity {
    Uniform,
    /// The most likely position comes out `.0 / .1` times as often as the
    /// least likely.
    NotUniform(u32, u32),
}

/// A method as offered for one variant.
#[derive(Debug)]
pub struct MethodSpec {
    pub method: Method,
    /// Where it comes from in the literature ("Carrillo's procedure #1"),
    /// or the name a variant file gives it: as the file writes it, for
    /// scripts; people read [`MethodSpec::reference_text`].
    pub reference: String,
    /// A built-in method's reference as a message, in every language.
    pub reference_msg: Option<Msg>,
    /// The steps in one line.
    pub summary: String,
    pub technique: Technique,
    pub procedure: Procedure,
    /// Declared for the built-in methods (the audit tests prove each
    /// declaration); found by the exact audit for a variant file's.
    pub uniformity: Uniformity,
    /// The method's letter in a replay code.
    pub code: char,
}

impl MethodSpec {
    /// Where it comes from, in the reader's language: a built-in method's
    /// message, a club's own words as its file writes them.
    pub fn reference_text(&self) -> Text {
        match self.reference_msg {
            Some(id) => Text::msg(id),
            None => Text::plain(self.reference.as_str()),
        }
    }

    /// The method and where it comes from, as a record names it:
    /// "placement (Carrillo's procedure #1)".
    pub fn described(&self, lang: Lang) -> String {
        format!("{} ({})", self.method, self.reference_text().render(lang))
    }

    /// The record's one line about fairness, if the method is not uniform.
    pub fn fairness_warning(&self) -> Option<Text> {
        match self.uniformity {
            Uniformity::Uniform => None,
            Uniformity::NotUniform(most, least) => Some(
                Text::msg(msg!("warning-not-uniform"))
                    .with("most", u64::from(most))
                    .with("least", u64::from(least)),
            ),
        }
    }
}

/// A method that this variant does not offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownMethod {
    pub variant: Variant,
    pub method: String,
}

impl UnknownMethod {
    /// What is wrong, in words every language has.
    pub fn text(&self) -> Text {
        Text::msg(msg!("error-unknown-method"))
            .with("variant", self.variant.to_string())
            .with("method", self.method.as_str())
            .with("list", list(self.variant))
    }
}

/// In English, as [`UnknownMethod::text`] says it: the words are kept
/// once, in `locales/en.ftl`.
impl fmt::Display for UnknownMethod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for UnknownMethod {}

/// What is wrong with a device's name, in words every language has.
pub fn die_error_text(e: &backrank_entropy::ParseDieError) -> Text {
    Text::msg(msg!("error-unknown-device")).with("given", e.given.as_str())
}

fn list(v: Variant) -> String {
    v.methods()
        .iter()
        .map(|m| m.method.id())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Variant {
    /// The methods offered, the default first.
    pub fn methods(self) -> &'static [MethodSpec] {
        match self.provenance() {
            Provenance::BuiltIn(i) => builtin_methods(i),
            Provenance::File(_) => registered(self),
        }
    }

    /// The default method: fair, and the one a club should use.
    pub fn default_method(self) -> &'static MethodSpec {
        &self.methods()[0]
    }

    /// The offered method called `method`.
    ///
    /// # Errors
    ///
    /// [`UnknownMethod`] listing the methods this variant has.
    pub fn method(self, method: Method) -> Result<&'static MethodSpec, UnknownMethod> {
        self.methods()
            .iter()
            .find(|m| m.method == method)
            .ok_or(UnknownMethod {
                variant: self,
                method: method.id().to_owned(),
            })
    }

    /// Looks a method up by the name a user typed.
    ///
    /// # Errors
    ///
    /// [`UnknownMethod`] listing the methods this variant has.
    pub fn method_named(self, name: &str) -> Result<&'static MethodSpec, UnknownMethod> {
        let unknown = || UnknownMethod {
            variant: self,
            method: name.chars().take(40).collect(),
        };
        let wanted = name.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        self.methods()
            .iter()
            .find(|m| m.method.id() == wanted)
            .ok_or_else(unknown)
    }
}

/// The built-in variants' methods, read from their files once.
/// The methods of the built-in variant at `index`.
fn builtin_methods(index: usize) -> &'static [MethodSpec] {
    static METHODS: LazyLock<Vec<Vec<MethodSpec>>> = LazyLock::new(|| {
        Variant::ALL
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                // Part of the program, and read by every test run.
                file::read(builtin::definition(i), v)
                    .expect("a built-in variant's methods are valid")
                    .iter()
                    .map(|d| d.build(Uniformity::Uniform))
                    .collect()
            })
            .collect()
    });
    &METHODS[index]
}

/// A variant file's methods, once the audit has judged them.
static CUSTOM: RwLock<BTreeMap<Variant, &'static [MethodSpec]>> = RwLock::new(BTreeMap::new());

fn registered(v: Variant) -> &'static [MethodSpec] {
    CUSTOM
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .get(&v)
        .copied()
        .unwrap_or_default()
}

/// Offers `methods` for the variant file's variant `v` from now on.
pub fn register(v: Variant, methods: Vec<MethodSpec>) {
    // Leaked like the variant itself (see variant::registry): bounded by
    // the number of variant files a process checks.
    let methods: &'static [MethodSpec] = Box::leak(methods.into_boxed_slice());
    CUSTOM
        .write()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(v, methods);
}

/// Withdraws the methods of `v`: a variant file refused after its check,
/// whose handle the next file checked will reuse.
pub fn forget(v: Variant) {
    CUSTOM
        .write()
        .unwrap_or_else(PoisonError::into_inner)
        .remove(&v);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_offers_a_uniform_default_and_number() {
        for v in Variant::ALL {
            let d = v.default_method();
            assert_eq!(d.uniformity, Uniformity::Uniform, "{v}");
            assert!(v.method(Method::Number).is_ok(), "{v}");
            let mut seen = std::collections::HashSet::new();
            for m in v.methods() {
                assert!(seen.insert(m.method), "{v} offers {} twice", m.method);
            }
        }
    }

    #[test]
    fn the_defaults_are_the_ones_the_issue_names() {
        let defaults: Vec<(Variant, Method)> = Variant::ALL
            .iter()
            .map(|&v| (v, v.default_method().method))
            .collect();
        assert_eq!(
            defaults,
            vec![
                (Variant::Chess960, Method::Placement),
                (Variant::Chess25, Method::Relocation),
                (Variant::Crc, Method::Scharnagl),
                (Variant::CrcCarrillo, Method::Placement),
                (Variant::ModernCrc, Method::Placement),
                (Variant::ModernRandom, Method::Placement),
                (Variant::AjaxRandom, Method::Placement),
                (Variant::EnglishRandom, Method::Placement),
                (Variant::KoreanRandom, Method::Placement),
            ]
        );
    }

    #[test]
    fn unknown_methods_list_the_offered_ones() {
        let e = Variant::Chess25.method_named("pawns").unwrap_err();
        assert_eq!(
            e.to_string(),
            "chess25 has no method 'pawns': use one of relocation, number"
        );
        assert!(Variant::Chess960.method_named("KING_FIRST").is_ok());
        assert!(Variant::Chess960.method_named("bogus").is_err());
    }
}
