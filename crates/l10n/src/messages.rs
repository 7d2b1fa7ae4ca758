//! The Fluent messages of every language, built into the binary, and
//! [`L10n`]: the messages of one language.
//!
//! Each language has the same files under `locales/LANG/`; a test checks
//! that every message id exists in every language and that every file
//! parses. Bundles are built once, on first use, and shared by threads.
//! A message missing from a language is taken from English; a message
//! missing everywhere is shown as its id, so a mistake shows, and nothing
//! panics.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use unic_langid::LanguageIdentifier;

use crate::Lang;

/// The Fluent files of a language folder, `(name, text)`, each name once
/// for every language so the folders cannot drift apart.
macro_rules! locale_files {
    ($folder:literal) => {
        locale_files!($folder:
            "common.ftl", "findings.ftl", "cli.ftl", "cli-records.ftl", "cli-print.ftl",
            "cli-play.ftl", "cli-misc.ftl", "station.ftl", "station-check.ftl",
            "station-cards.ftl", "station-setup.ftl", "station-work.ftl", "web.ftl",
            "issuing.ftl", "verifier.ftl", "cli-help.ftl", "errors.ftl", "armour.ftl",
            "printed.ftl", "play-ancalagon.ftl", "play-five-oaths.ftl", "inputs.ftl", "tags-inputs.ftl", "devices.ftl",
            "play-errors.ftl")
    };
    ($folder:literal: $($name:literal),+) => {
        &[$(($name, include_str!(concat!("../locales/", $folder, "/", $name)))),+]
    };
}

/// The Fluent files of each language: (file name, text).
pub const FILES: [(Lang, &[(&str, &str)]); 2] = [
    (Lang::En, locale_files!("en")),
    (Lang::Et, locale_files!("et")),
];

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 2] {
    static BUNDLES: OnceLock<[Bundle; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| FILES.map(|(lang, files)| bundle(lang, files)))
}

fn bundle(lang: Lang, files: &[(&str, &str)]) -> Bundle {
    // Both tags are well formed; a failure would only lose plural rules.
    let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Terminal, PDF and egui text: no Unicode isolation marks around arguments.
    bundle.set_use_isolating(false);
    for (_, text) in files {
        // A resource with syntax errors keeps the messages it could read;
        // the tests refuse such a file, so this only guards a build that
        // somehow shipped one.
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        // A duplicate id keeps the first; the tests refuse duplicates too.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// A message argument: text, or a count (which Fluent's plural rules read).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    /// Text, shown as it is.
    Text(Cow<'a, str>),
    /// A whole number, shown as it is and selecting plural forms.
    Count(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<usize> for Arg<'_> {
    fn from(count: usize) -> Self {
        Arg::Count(i64::try_from(count).unwrap_or(i64::MAX))
    }
}

impl From<i64> for Arg<'_> {
    fn from(count: i64) -> Self {
        Arg::Count(count)
    }
}

/// The messages of one language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct L10n {
    lang: Lang,
}

impl L10n {
    /// The messages of `lang`.
    pub fn new(lang: Lang) -> L10n {
        L10n { lang }
    }

    /// The language.
    pub fn lang(self) -> Lang {
        self.lang
    }

    /// The message `id` with no arguments.
    pub fn text(self, id: &str) -> String {
        self.format(id, &[])
    }

    /// The message `id` with its arguments (`("count", 3.into())`).
    pub fn format(self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let [en, _] = bundles();
        let own = &bundles()[self.lang as usize];
        let fluent_args = (!args.is_empty()).then(|| {
            let mut fa = FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                let value = match value {
                    Arg::Text(text) => FluentValue::from(text.as_ref()),
                    Arg::Count(count) => FluentValue::from(*count),
                };
                fa.set(*name, value);
            }
            fa
        });
        for bundle in [own, en] {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
            return text.into_owned();
        }
        id.to_string()
    }

    /// Every message whose id starts with `prefix`, with each variable
    /// written `{name}` for a page's script to fill in (the offline verifier
    /// page's words): `(id, text)` in file order.
    pub fn templates(self, prefix: &str) -> Vec<(String, String)> {
        let mut found = Vec::new();
        for (lang, files) in FILES {
            if lang != self.lang {
                continue;
            }
            for (_, text) in files {
                let Ok(resource) = FluentResource::try_new(text.to_string()) else {
                    continue;
                };
                for entry in resource.entries() {
                    let Entry::Message(message) = entry else {
                        continue;
                    };
                    if !message.id.name.starts_with(prefix) {
                        continue;
                    }
                    let mut names = Vec::new();
                    if let Some(pattern) = &message.value {
                        variables(pattern, &mut names);
                    }
                    let args: Vec<(&str, Arg<'_>)> = names
                        .iter()
                        .map(|name| (*name, Arg::from(format!("{{{name}}}"))))
                        .collect();
                    found.push((
                        message.id.name.to_string(),
                        self.format(message.id.name, &args),
                    ));
                }
            }
        }
        found
    }

    /// Whether this language's own files have the message `id`.
    pub fn has(self, id: &str) -> bool {
        bundles()[self.lang as usize].has_message(id)
    }
}

/// The names of the variables a pattern uses, selectors and variants too.
fn variables<'a>(pattern: &Pattern<&'a str>, names: &mut Vec<&'a str>) {
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        let (inline, variants) = match expression {
            Expression::Inline(inline) => (inline, None),
            Expression::Select { selector, variants } => (selector, Some(variants)),
        };
        if let InlineExpression::VariableReference { id } = inline
            && !names.contains(&id.name)
        {
            names.push(id.name);
        }
        for variant in variants.into_iter().flatten() {
            variables(&variant.value, names);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_bundle::FluentResource;
    use std::collections::BTreeSet;

    fn ids(text: &str) -> Vec<String> {
        let resource = FluentResource::try_new(text.to_string()).unwrap();
        resource
            .entries()
            .filter_map(|e| match e {
                Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_file_parses_and_every_message_id_exists_in_every_language() {
        let mut by_lang = Vec::new();
        for (lang, files) in FILES {
            let mut all = BTreeSet::new();
            for (name, text) in files {
                if let Err((_, errors)) = FluentResource::try_new(text.to_string()) {
                    panic!("locales/{lang}/{name} does not parse: {errors:?}");
                }
                for id in ids(text) {
                    assert!(all.insert(id.clone()), "{lang}: `{id}` is defined twice");
                }
            }
            by_lang.push((lang, all));
        }
        let (first, reference) = &by_lang[0];
        for (lang, ids) in &by_lang[1..] {
            let missing: Vec<_> = reference.difference(ids).collect();
            let extra: Vec<_> = ids.difference(reference).collect();
            assert!(
                missing.is_empty(),
                "{lang} lacks what {first} has: {missing:?}"
            );
            assert!(extra.is_empty(), "{lang} has what {first} lacks: {extra:?}");
        }
        // The file lists match too: same files in the same order.
        let names: Vec<Vec<&str>> = FILES
            .iter()
            .map(|(_, files)| files.iter().map(|(n, _)| *n).collect())
            .collect();
        assert_eq!(names[0], names[1]);
    }

    #[test]
    fn every_message_formats_without_errors_in_every_language() {
        // Messages are formatted with every variable they mention set, so a
        // misspelt variable or a broken select shows as an error here.
        for (lang, files) in FILES {
            let bundle = &bundles()[lang as usize];
            for (name, text) in files {
                for id in ids(text) {
                    let message = bundle.get_message(&id).unwrap();
                    let Some(pattern) = message.value() else {
                        panic!("{lang}/{name}: `{id}` has no value");
                    };
                    let mut args = FluentArgs::new();
                    for variable in variables(text, &id) {
                        args.set(variable, FluentValue::from(2));
                    }
                    let mut errors = Vec::new();
                    let _ = bundle.format_pattern(pattern, Some(&args), &mut errors);
                    assert!(errors.is_empty(), "{lang}/{name}: `{id}`: {errors:?}");
                }
            }
        }
    }

    /// The `$variables` in message `id`'s text (a rough scan of its lines).
    fn variables(text: &str, id: &str) -> BTreeSet<String> {
        let mut lines = text
            .lines()
            .skip_while(|l| !l.starts_with(&format!("{id} =")));
        let mut body = lines.next().unwrap_or_default().to_string();
        for line in lines.take_while(|l| l.starts_with(' ')) {
            body.push_str(line);
        }
        body.split('$')
            .skip(1)
            .map(|v| {
                v.chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_id() {
        let et = L10n::new(Lang::Et);
        assert_eq!(et.text("no-such-message"), "no-such-message");
        assert_eq!(L10n::new(Lang::En).text("lang-name"), "English");
        assert_eq!(et.text("lang-name"), "eesti");
    }

    #[test]
    fn plurals_follow_the_language() {
        for (lang, one, many) in [
            (
                Lang::En,
                "1 finding needs attention",
                "3 findings need attention",
            ),
            (
                Lang::Et,
                "1 leid vajab tähelepanu",
                "3 leidu vajavad tähelepanu",
            ),
        ] {
            let l = L10n::new(lang);
            assert_eq!(
                l.format("check-needs-attention", &[("count", 1usize.into())]),
                one
            );
            assert_eq!(
                l.format("check-needs-attention", &[("count", 3usize.into())]),
                many
            );
        }
    }
}
