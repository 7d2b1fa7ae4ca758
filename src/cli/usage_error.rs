//! clap's usage errors (an unknown option, a missing value) in the run's
//! language: a clap [`ErrorFormatter`] that words each kind of error from
//! the parts clap keeps with it (the argument, the value, the suggestions,
//! the usage line), with the `msc-usage-*` messages.
//!
//! In English clap's own formatter is left to speak (it says the same, in
//! colour); another language takes [`Worded`]. A reason a value parser of
//! ours gave (`--lang fi`) is already in the run's language and is shown
//! as it is.

use std::error::Error as _;
use std::sync::OnceLock;

use armoury_l10n::{Arg, L10n};
use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, Error, ErrorFormatter, ErrorKind};

/// The language the errors are worded in, chosen before parsing.
static WORDS: OnceLock<L10n> = OnceLock::new();

/// `error` in `l`'s words, for clap to print and exit with.
pub fn worded(error: Error, l: L10n) -> Error<Worded> {
    let _ = WORDS.set(l);
    error.apply::<Worded>()
}

/// Words a clap error in the language [`worded`] was given.
pub struct Worded;

impl ErrorFormatter for Worded {
    fn format_error(error: &Error<Self>) -> StyledStr {
        let l = WORDS.get().copied().unwrap_or_default();
        let mut text = l.format("cli-error", &[("message", what(l, error).into())]);
        for (kind, id) in [
            (ContextKind::SuggestedSubcommand, "msc-usage-tip-subcommand"),
            (ContextKind::SuggestedArg, "msc-usage-tip-argument"),
            (ContextKind::SuggestedValue, "msc-usage-tip-value"),
        ] {
            if let Some(values) = error.get(kind).and_then(strings) {
                let tip = l.format(id, &[("values", quoted_list(&values).into())]);
                text.push_str(&format!("\n\n  {tip}"));
            }
        }
        if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
            let usage = usage.to_string();
            let line = usage.trim_start_matches("Usage:").trim_start();
            let heading = l.text("hlp-clap-usage");
            text.push_str(&format!("\n\n{heading}: {line}"));
        }
        text.push_str(&format!("\n\n{}\n", l.text("msc-usage-more")));
        StyledStr::from(text)
    }
}

/// What is wrong, in words.
fn what(l: L10n, error: &Error<Worded>) -> String {
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        Some(other) => strings(other).map(|v| v.join(", ")),
        None => None,
    };
    let arg = text(ContextKind::InvalidArg).unwrap_or_default();
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    let say = |id: &str, args: &[(&str, Arg<'_>)]| l.format(id, args);
    let with_list = |line: String, kind, id: &str| match error.get(kind).and_then(strings) {
        Some(values) if !values.is_empty() => {
            let list = l.format(id, &[("values", values.join(", ").into())]);
            format!("{line}\n  {list}")
        }
        _ => line,
    };
    let count = |kind| match error.get(kind) {
        Some(ContextValue::Number(n)) => Arg::Count(*n as i64),
        _ => Arg::Count(0),
    };
    match error.kind() {
        ErrorKind::ArgumentConflict => {
            let prior = text(ContextKind::PriorArg);
            match (text(ContextKind::InvalidSubcommand), prior) {
                (Some(sub), Some(prior)) if arg.is_empty() => say(
                    "msc-usage-subcommand-conflict",
                    &[("subcommand", sub.into()), ("prior", prior.into())],
                ),
                (_, Some(prior)) if prior != arg => say(
                    "msc-usage-conflict",
                    &[("arg", arg.into()), ("prior", prior.into())],
                ),
                _ => say("msc-usage-twice", &[("arg", arg.into())]),
            }
        }
        ErrorKind::NoEquals => say("msc-usage-no-equals", &[("arg", arg.into())]),
        ErrorKind::InvalidValue if value.is_empty() => {
            let line = say("msc-usage-value-required", &[("arg", arg.into())]);
            with_list(line, ContextKind::ValidValue, "msc-usage-possible")
        }
        ErrorKind::InvalidValue => {
            let line = say(
                "msc-usage-invalid-value",
                &[("value", value.into()), ("arg", arg.into())],
            );
            with_list(line, ContextKind::ValidValue, "msc-usage-possible")
        }
        ErrorKind::InvalidSubcommand => say(
            "msc-usage-unknown-subcommand",
            &[(
                "subcommand",
                text(ContextKind::InvalidSubcommand)
                    .unwrap_or_default()
                    .into(),
            )],
        ),
        ErrorKind::MissingRequiredArgument => {
            let args = error
                .get(ContextKind::InvalidArg)
                .and_then(strings)
                .unwrap_or_else(|| vec![arg]);
            format!("{}\n  {}", l.text("msc-usage-missing"), args.join("\n  "))
        }
        ErrorKind::MissingSubcommand => {
            let sub = text(ContextKind::InvalidSubcommand).unwrap_or_default();
            let line = say(
                "msc-usage-missing-subcommand",
                &[("subcommand", sub.into())],
            );
            with_list(line, ContextKind::ValidSubcommand, "msc-usage-subcommands")
        }
        ErrorKind::TooManyValues => say(
            "msc-usage-too-many",
            &[("value", value.into()), ("arg", arg.into())],
        ),
        ErrorKind::TooFewValues => say(
            "msc-usage-too-few",
            &[
                ("arg", arg.into()),
                ("wanted", count(ContextKind::MinValues)),
                ("given", count(ContextKind::ActualNumValues)),
            ],
        ),
        ErrorKind::WrongNumberOfValues => say(
            "msc-usage-wrong-number",
            &[
                ("arg", arg.into()),
                ("wanted", count(ContextKind::ExpectedNumValues)),
                ("given", count(ContextKind::ActualNumValues)),
            ],
        ),
        ErrorKind::ValueValidation => {
            let why = error.source().map(|s| s.to_string()).unwrap_or_default();
            say(
                "msc-usage-refused-value",
                &[
                    ("value", value.into()),
                    ("arg", arg.into()),
                    ("why", why.into()),
                ],
            )
        }
        ErrorKind::UnknownArgument => say("msc-usage-unknown-argument", &[("arg", arg.into())]),
        ErrorKind::InvalidUtf8 => l.text("msc-usage-utf8"),
        _ => l.text("msc-usage-other"),
    }
}

/// A list clap keeps (strings, or one string).
fn strings(value: &ContextValue) -> Option<Vec<String>> {
    match value {
        ContextValue::String(s) => Some(vec![s.clone()]),
        ContextValue::Strings(list) => Some(list.clone()),
        ContextValue::StyledStrs(list) => Some(list.iter().map(ToString::to_string).collect()),
        _ => None,
    }
}

/// `'a', 'b'`.
fn quoted_list(values: &[String]) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("'{v}'")).collect();
    quoted.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use armoury_l10n::Lang;

    /// The error clap gives for `args` in `lang`'s command line: worded
    /// in Estonian, clap's own in English.
    fn error(args: &[&str], lang: Lang) -> String {
        let l = L10n::new(lang);
        let mut command = super::super::help::command(l);
        let mut argv = vec!["armoury"];
        argv.extend_from_slice(args);
        let error = command.try_get_matches_from_mut(argv).unwrap_err();
        match lang {
            Lang::En => error.to_string(),
            _ => worded(error, l).to_string(),
        }
    }

    fn estonian(args: &[&str]) -> String {
        error(args, Lang::Et)
    }

    #[test]
    fn usage_errors_are_worded_in_estonian_with_their_parts() {
        let cases: &[(&[&str], &str)] = &[
            (&["chek"], "tundmatu alamkäsk 'chek'"),
            (
                &["check", "--bogus", "a.toml"],
                "ootamatu argument '--bogus'",
            ),
            (&["check"], "need nõutud argumendid on andmata"),
            (
                &["check", "a.toml", "--rules"],
                "argument '--rules <ID|PATH>' vajab väärtust",
            ),
            (
                &["--lang", "fi", "check", "a.toml"],
                "vale väärtus 'fi' argumendile '--lang <LANG>'",
            ),
        ];
        for (args, expected) in cases {
            let text = estonian(args);
            assert!(text.starts_with("viga: "), "{args:?}: {text}");
            assert!(
                text.contains(expected),
                "{args:?}: {expected:?} not in {text}"
            );
            // The usage line where clap shows one.
            let english = error(args, Lang::En);
            assert_eq!(
                text.contains("Kasutus: armoury"),
                english.contains("Usage: armoury"),
                "{args:?}: {text}"
            );
            assert!(
                text.ends_with("Lisateabe saamiseks proovi '--help'.\n"),
                "{text}"
            );
            for english in [
                "error:",
                "Usage:",
                "tip:",
                "required",
                "unexpected",
                "For more",
            ] {
                assert!(!text.contains(english), "{args:?}: {english:?} in {text}");
            }
        }
        assert!(estonian(&["chek"]).contains("vihje: sarnane alamkäsk on olemas: 'check'"));
    }
}
