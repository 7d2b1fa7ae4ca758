//! `--help` in the run's language: the command line is parsed with a clap
//! [`Command`] whose every text a person reads comes from the Fluent files
//! `crates/l10n/locales/{en,et}/cli-help.ftl`, not from the doc comments.
//!
//! The doc comments on [`Cli`] and the subcommands' `Args` still document
//! the code, and `en/cli-help.ftl` says the same as they do (the tests
//! check that the English help is, byte for byte and colour for colour,
//! the help clap makes from them), but what is shown is the Fluent text.
//!
//! clap writes the help while it parses, so the language is chosen before
//! parsing, from a light look at the arguments ([`language`]): `--lang X`
//! or `--lang=X`, then `ARMOURY_LANG`, then the OS's language, then
//! English, as [`super::language`] chooses it after parsing. A value
//! Armoury does not speak is passed over here; clap refuses it when it
//! parses.
//!
//! # Message ids
//!
//! - `hlp-armoury`: what `armoury` is (its `about`); `hlp-armoury--ARG`:
//!   its own arguments (the global `--db` and `--lang`, the station's).
//! - `hlp-PATH`: a subcommand's `about`, its path joined with `-`
//!   (`hlp-roster-import`); `hlp-PATH--ARG`: its argument `ARG` by the
//!   argument's id (the field's name: `hlp-roster-import--skip-bad`,
//!   positional ones too: `hlp-check--items`).
//! - `_` in a name is written `-`, and an id ending in `_long` is the long
//!   help (`--help` rather than `-h`) of the id before it, where there is
//!   one (a doc comment of several paragraphs).
//! - `hlp-clap-*`: clap's own words: the headings, the
//!   `-h`/`--help`, `-V`/`--version` and `help` subcommand texts, and the
//!   `[default: …]`, `[env: …]` and `[possible values: …]` notes.
//!
//! Arguments hidden from the help (`hide = true`) keep their doc comment.
//! Value names (`FILE`, `ID`), `[OPTIONS]` and `COMMAND` stay as they
//! are, as the Fluent messages write them too. clap's error messages
//! (an unknown argument, a missing value) are worded by
//! [`super::usage_error`] in a language other than English.

use std::ffi::{OsStr, OsString};

use armoury_l10n::{L10n, Lang};
use clap::builder::Styles;
use clap::{Arg, Command, CommandFactory, FromArgMatches};

use super::Cli;

/// The environment variable that names the language, as `--lang` does.
const LANG_VARIABLE: &str = "ARMOURY_LANG";

/// Parses the process's arguments as [`Cli`], with the help in the
/// language [`language`] chooses. Like clap's `Cli::parse()`, it prints the
/// help, the version or the error and exits when that is what it got.
pub fn parse() -> Cli {
    let args: Vec<OsString> = std::env::args_os().collect();
    let variable = std::env::var_os(LANG_VARIABLE);
    let l = L10n::new(language(&args, variable.as_deref()));
    let mut command = command(l);
    let mut matches = command
        .try_get_matches_from_mut(args)
        .unwrap_or_else(|error| exit(error, l));
    Cli::from_arg_matches_mut(&mut matches)
        .unwrap_or_else(|error| exit(error.format(&mut command), l))
}

/// Prints the help, the version or the usage error (in `l`'s words where
/// it is not English: [`super::usage_error`]) and exits, as clap does.
fn exit(error: clap::Error, l: L10n) -> ! {
    if l.lang() == Lang::En {
        error.exit()
    } else {
        super::usage_error::worded(error, l).exit()
    }
}

/// The language of the help for the command line `args` (the program's
/// name first) and `ARMOURY_LANG`'s value `variable`: `--lang X` or
/// `--lang=X` before any `--`, else the variable, else the OS's, else
/// English. Values Armoury does not speak are passed over.
pub fn language(args: &[OsString], variable: Option<&OsStr>) -> Lang {
    flag(args)
        .or_else(|| variable.and_then(OsStr::to_str).and_then(Lang::parse))
        .or_else(Lang::from_os)
        .unwrap_or_default()
}

/// The language the first `--lang` names, if it names one Armoury speaks.
fn flag(args: &[OsString]) -> Option<Lang> {
    let mut rest = args.iter().skip(1).map(|a| a.to_str());
    while let Some(arg) = rest.next() {
        match arg {
            Some("--") => break,
            Some("--lang") => return rest.next().flatten().and_then(Lang::parse),
            Some(arg) => {
                if let Some(value) = arg.strip_prefix("--lang=") {
                    return Lang::parse(value);
                }
            }
            None => {}
        }
    }
    None
}

/// [`Cli`]'s command, built, with every text in `l`'s language.
pub fn command(l: L10n) -> Command {
    let mut command = own_words(Cli::command(), &mut Vec::new(), l);
    // Building adds clap's `--help`, `--version` and `help` subcommand and
    // copies the global arguments into the subcommands; the arguments
    // keep their places, so they can be reworded after it.
    command.build();
    clap_words(command, l)
}

/// The message id of the command at `path` (empty for `armoury` itself).
fn command_id(path: &[String]) -> String {
    if path.is_empty() {
        "hlp-armoury".to_string()
    } else {
        format!("hlp-{}", path.join("-").replace('_', "-"))
    }
}

/// The message id of the argument `arg` of the command `command_id`.
fn arg_id(command_id: &str, arg: &str) -> String {
    format!("{command_id}--{}", arg.replace('_', "-"))
}

/// The message id of the long help of the text `id`.
fn long_id(id: &str) -> String {
    format!("{id}_long")
}

/// `command` (at `path`) and its subcommands with their `about`s and
/// their arguments' help in `l`'s language, before clap adds its own.
fn own_words(mut command: Command, path: &mut Vec<String>, l: L10n) -> Command {
    let id = command_id(path);
    if command.get_about().is_some() {
        command = command.about(l.text(&id));
    }
    if command.get_long_about().is_some() {
        command = command.long_about(l.text(&long_id(&id)));
    }
    command = command.mut_args(|arg| {
        if arg.is_hide_set() {
            return arg;
        }
        let id = arg_id(&id, arg.get_id().as_str());
        let arg = match arg.get_help() {
            Some(_) => arg.help(l.text(&id)),
            None => arg,
        };
        match arg.get_long_help() {
            Some(_) => arg.long_help(l.text(&long_id(&id))),
            None => arg,
        }
    });
    command.mut_subcommands(|sub| {
        path.push(sub.get_name().to_string());
        let sub = own_words(sub, path, l);
        path.pop();
        sub
    })
}

/// A built `command` and its subcommands with clap's own words in `l`'s
/// language: the headings, `--help`, `--version`, the `help` subcommand
/// and the notes after an argument's help.
fn clap_words(command: Command, l: L10n) -> Command {
    // clap gives `--help` a long text only where `--help` shows more than
    // `-h`; the notes go on their own lines there, as clap puts them.
    let long = command
        .get_arguments()
        .any(|a| a.get_id() == "help" && a.get_long_help().is_some());
    let styles = command.get_styles().clone();
    let command = command.mut_args(|arg| match arg.get_id().as_str() {
        "help" if arg.get_long_help().is_some() => arg
            .help(l.text("hlp-clap-help-summary"))
            .long_help(l.text("hlp-clap-help-long")),
        "help" => arg.help(l.text("hlp-clap-help")),
        "version" => arg.help(l.text("hlp-clap-version")),
        _ => with_notes(arg, long, &styles, l),
    });
    let template = template(&command, &styles, l);
    command.help_template(template).mut_subcommands(|sub| {
        // A subcommand of this name is clap's (the tests make sure); built
        // by `Command::build`, it has the commands below it as its own
        // subcommands rather than an argument naming them.
        let sub = if sub.get_name() == "help" {
            sub.about(l.text("hlp-clap-help-command"))
        } else {
            sub
        };
        clap_words(sub, l)
    })
}

/// The help template clap's default is, with the headings in `l`'s
/// language and the same sections: commands, positional arguments and
/// options, each where there is one to show.
fn template(command: &Command, styles: &Styles, l: L10n) -> String {
    let (usage, header) = (styles.get_usage(), styles.get_header());
    let shown = |arg: &Arg| !arg.is_hide_set();
    let mut sections = Vec::new();
    if command
        .get_subcommands()
        .any(|sub| sub.get_name() != "help" && !sub.is_hide_set())
    {
        sections.push(("hlp-clap-commands", "{subcommands}"));
    }
    if command.get_positionals().any(shown) {
        sections.push(("hlp-clap-arguments", "{positionals}"));
    }
    if command
        .get_arguments()
        .any(|a| !a.is_positional() && shown(a))
    {
        sections.push(("hlp-clap-options", "{options}"));
    }
    let mut template = format!(
        "{{before-help}}{{about-with-newline}}\n{usage}{}:{usage:#} {{usage}}",
        l.text("hlp-clap-usage")
    );
    if !sections.is_empty() {
        let sections: Vec<String> = sections
            .into_iter()
            .map(|(heading, tag)| format!("{header}{}:{header:#}\n{tag}", l.text(heading)))
            .collect();
        template.push_str("\n\n");
        template.push_str(&sections.join("\n\n"));
    }
    template.push_str("{after-help}");
    template
}

/// `arg` with the notes clap writes after its help (`[default: …]`,
/// `[env: …]`, `[possible values: …]`) in `l`'s language: clap's are
/// hidden and these written into the help, as clap places them — after a
/// space, or on their own lines below the help where `long`.
fn with_notes(arg: Arg, long: bool, styles: &Styles, l: L10n) -> Arg {
    if arg.is_hide_set() {
        return arg;
    }
    let (context, value) = (styles.get_context(), styles.get_context_value());
    let note = |word: &str, text: &str| {
        format!(
            "{context}[{}: {context:#}{text}{context}]{context:#}",
            l.text(word)
        )
    };
    let mut notes = Vec::new();
    if let Some(name) = arg.get_env().filter(|_| !arg.is_hide_env_set()) {
        let now = std::env::var_os(name).unwrap_or_default();
        let text = format!(
            "{value}{}={}{value:#}",
            name.to_string_lossy(),
            now.to_string_lossy()
        );
        notes.push(note("hlp-clap-env", &text));
    }
    let defaults = arg.get_default_values();
    if arg.get_action().takes_values() && !arg.is_hide_default_value_set() && !defaults.is_empty() {
        let texts: Vec<String> = defaults
            .iter()
            .map(|d| quoted(&d.to_string_lossy()))
            .collect();
        let text = format!("{value}{}{value:#}", texts.join(" "));
        notes.push(note("hlp-clap-default", &text));
    }
    let possible = arg.get_possible_values();
    // With a help of their own, clap lists them under the help: left to it.
    if !arg.is_hide_possible_values_set()
        && !possible.is_empty()
        && possible.iter().all(|p| p.get_help().is_none())
    {
        let texts: Vec<String> = possible
            .iter()
            .filter(|p| !p.is_hide_set())
            .map(|p| format!("{value}{}{value:#}", quoted(p.get_name())))
            .collect();
        notes.push(note(
            "hlp-clap-possible-values",
            &texts.join(&format!("{context}, {context:#}")),
        ));
    }
    if notes.is_empty() {
        return arg;
    }
    let help = arg
        .get_help()
        .or_else(|| arg.get_long_help())
        .map(|h| h.ansi().to_string())
        .unwrap_or_default();
    let long_help = arg.get_long_help().map(|h| h.ansi().to_string());
    let arg = arg
        .hide_env(true)
        .hide_default_value(true)
        .hide_possible_values(true)
        .help(followed(&help, " ", notes.join(" ")));
    if long {
        let long_help = long_help.unwrap_or(help);
        arg.long_help(followed(&long_help, "\n\n", notes.join("\n")))
    } else {
        arg
    }
}

/// `text`, then `separator` and `notes`; the notes alone if it is empty.
fn followed(text: &str, separator: &str, notes: String) -> String {
    if text.is_empty() {
        notes
    } else {
        format!("{text}{separator}{notes}")
    }
}

/// A value as clap shows it: in quotes when empty or with white space.
fn quoted(text: &str) -> String {
    if text.is_empty() || text.contains(char::is_whitespace) {
        format!("{text:?}")
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};

    /// The ids of clap's own words, each in both `cli-help.ftl` files.
    const CLAP_WORDS: [&str; 12] = [
        "hlp-clap-usage",
        "hlp-clap-commands",
        "hlp-clap-arguments",
        "hlp-clap-options",
        "hlp-clap-help",
        "hlp-clap-help-summary",
        "hlp-clap-help-long",
        "hlp-clap-version",
        "hlp-clap-help-command",
        "hlp-clap-default",
        "hlp-clap-env",
        "hlp-clap-possible-values",
    ];

    /// Every command of the tree (clap's `help` subcommands left out), by
    /// path, as it was declared.
    fn walk(command: &Command, path: &mut Vec<String>, found: &mut Vec<(Vec<String>, Command)>) {
        found.push((path.clone(), command.clone()));
        for sub in command.get_subcommands() {
            path.push(sub.get_name().to_string());
            walk(sub, path, found);
            path.pop();
        }
    }

    /// The ids the declared command line needs, with what each names.
    fn needed() -> BTreeMap<String, String> {
        let mut commands = Vec::new();
        walk(&Cli::command(), &mut Vec::new(), &mut commands);
        let mut ids = BTreeMap::new();
        let mut add = |id: String, what: String| {
            if let Some(before) = ids.insert(id.clone(), what.clone()) {
                panic!("`{id}` names both {before} and {what}: rename one");
            }
        };
        for (path, command) in &commands {
            let name = format!("`armoury {}`", path.join(" "));
            assert!(
                !path.iter().any(|p| p == "help"),
                "{name}: `help` is clap's subcommand's name"
            );
            assert!(
                command.get_before_help().is_none()
                    && command.get_after_help().is_none()
                    && command.get_before_long_help().is_none()
                    && command.get_after_long_help().is_none(),
                "{name}: before/after help is not translated (add it to help.rs)"
            );
            let id = command_id(path);
            assert!(!id.starts_with("hlp-clap-"), "{name}: `{id}` is clap's");
            if command.get_about().is_some() {
                add(id.clone(), name.clone());
            }
            if command.get_long_about().is_some() {
                add(long_id(&id), format!("{name}'s long about"));
            }
            for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
                let arg_id = arg_id(&id, arg.get_id().as_str());
                let what = format!("{name} {}", arg.get_id());
                if arg.get_help().is_some() {
                    add(arg_id.clone(), what.clone());
                }
                if arg.get_long_help().is_some() {
                    add(long_id(&arg_id), format!("{what}'s long help"));
                }
            }
        }
        for id in CLAP_WORDS {
            add(id.to_string(), "clap's words".to_string());
        }
        ids
    }

    /// The message ids `lang`'s `cli-help.ftl` defines.
    fn defined(lang: Lang) -> BTreeSet<String> {
        let files = armoury_l10n::messages::FILES
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, files)| *files)
            .unwrap_or_default();
        let (_, text) = files
            .iter()
            .find(|(name, _)| *name == "cli-help.ftl")
            .expect("cli-help.ftl is registered");
        text.lines()
            .filter_map(|line| line.split_once(" ="))
            .map(|(id, _)| id)
            .filter(|id| {
                id.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            })
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn every_command_and_argument_has_its_words_and_none_are_left_over() {
        let needed = needed();
        let mut missing = Vec::new();
        for (id, what) in &needed {
            for lang in Lang::ALL {
                if !L10n::new(lang).has(id) {
                    missing.push(format!("{lang}: {id} ({what})"));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "add these to crates/l10n/locales/LANG/cli-help.ftl:\n{}",
            missing.join("\n")
        );
        // The station's options and `serve` are in the file whatever this
        // build's features; without them, their ids cannot be checked.
        let gated = |id: &str| {
            (!cfg!(feature = "gui") && id.starts_with("hlp-armoury--"))
                || (!cfg!(feature = "web") && id.starts_with("hlp-serve"))
        };
        let stale: Vec<String> = defined(Lang::En)
            .into_iter()
            .filter(|id| id.starts_with("hlp-") && !needed.contains_key(id) && !gated(id))
            .collect();
        assert!(
            stale.is_empty(),
            "en/cli-help.ftl has words for no command or argument: {stale:?}"
        );
        let all: BTreeSet<String> = defined(Lang::En);
        assert!(all.iter().all(|id| id.starts_with("hlp-")), "{all:?}");
    }

    /// The help of every command, short and long where clap shows a long
    /// one, by path: clap's from the doc comments, or ours.
    fn helps(mut command: Command) -> Vec<(String, String)> {
        command.build();
        let mut commands = Vec::new();
        walk(&command, &mut Vec::new(), &mut commands);
        let mut helps = Vec::new();
        for (path, _) in commands {
            if path.iter().any(|p| p == "help") {
                continue;
            }
            let mut sub = &mut command;
            for name in &path {
                sub = sub.find_subcommand_mut(name).unwrap();
            }
            let name = format!("armoury {}", path.join(" "));
            helps.push((name.clone(), sub.render_help().ansi().to_string()));
            let long = sub
                .get_arguments()
                .any(|a| a.get_id() == "help" && a.get_long_help().is_some());
            if long {
                let text = sub.render_long_help().ansi().to_string();
                helps.push((format!("{name} --help"), text));
            }
        }
        helps
    }

    #[test]
    fn the_english_help_is_clap_s_own_from_the_doc_comments() {
        let clap = helps(Cli::command());
        let ours = helps(command(L10n::new(Lang::En)));
        assert_eq!(clap.len(), ours.len());
        for ((name, clap), (_, ours)) in clap.iter().zip(&ours) {
            let differ = clap.lines().zip(ours.lines()).find(|(c, o)| c != o);
            assert_eq!(ours, clap, "{name}: first difference {differ:?}");
        }
        assert!(clap.len() > 20, "{}", clap.len());
    }

    #[test]
    fn the_estonian_help_has_estonian_headings_and_words() {
        let ours = helps(command(L10n::new(Lang::Et)));
        let (_, top) = &ours[0];
        for words in [
            "Kasutus:",
            "Käsud:",
            "Valikud:",
            "Kuva abi",
            "Kuva versioon",
        ] {
            assert!(top.contains(words), "{words}: {top}");
        }
        for (name, text) in &ours {
            for english in [
                "Usage:",
                "Options:",
                "Commands:",
                "Arguments:",
                "Print help",
            ] {
                assert!(!text.contains(english), "{name}: {english}\n{text}");
            }
        }
        let (_, import) = ours
            .iter()
            .find(|(name, _)| name == "armoury roster import")
            .unwrap();
        assert!(import.contains("Argumendid:"), "{import}");
    }

    #[test]
    fn the_language_is_the_flag_s_then_the_variable_s() {
        let args = |list: &[&str]| -> Vec<OsString> {
            std::iter::once("armoury")
                .chain(list.iter().copied())
                .map(OsString::from)
                .collect()
        };
        let en = Some(OsStr::new("en"));
        assert_eq!(language(&args(&["--lang", "et", "check"]), en), Lang::Et);
        assert_eq!(
            language(&args(&["check", "--lang=et_EE.UTF-8"]), en),
            Lang::Et
        );
        assert_eq!(
            language(&args(&["--help"]), Some(OsStr::new("et"))),
            Lang::Et
        );
        // Garbage, a missing value and what follows `--` are passed over.
        for list in [
            &["--lang", "xx", "--help"][..],
            &["--lang"],
            &["--lang="],
            &["lookup", "--", "--lang", "et"],
        ] {
            assert_eq!(language(&args(list), en), Lang::En, "{list:?}");
        }
        assert_eq!(
            language(&args(&[]), Some(OsStr::new("klingon"))),
            Lang::from_os().unwrap_or_default()
        );
    }

    /// Prints `en/cli-help.ftl`'s messages from the doc comments (what
    /// this build has of them): `cargo test -p armoury --bin armoury
    /// english_from_doc_comments -- --ignored --nocapture`.
    #[test]
    #[ignore = "a tool for the translator, not a check"]
    fn english_from_doc_comments() {
        let mut commands = Vec::new();
        walk(&Cli::command(), &mut Vec::new(), &mut commands);
        for (path, command) in &commands {
            let id = command_id(path);
            println!("\n## armoury {}", path.join(" "));
            let say = |id: String, text: Option<String>| {
                if let Some(text) = text {
                    println!("{id} = {}", text.replace('\n', "\n    "));
                }
            };
            say(id.clone(), command.get_about().map(|a| a.to_string()));
            say(
                long_id(&id),
                command.get_long_about().map(|a| a.to_string()),
            );
            for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
                let arg_id = arg_id(&id, arg.get_id().as_str());
                say(arg_id.clone(), arg.get_help().map(|a| a.to_string()));
                say(long_id(&arg_id), arg.get_long_help().map(|a| a.to_string()));
            }
        }
    }
}
