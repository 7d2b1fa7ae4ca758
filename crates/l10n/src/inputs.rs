//! A refused input file in words: the rules core's
//! [`InputError`] (a rules, item or armour file it would not read) in one
//! language. Its message is worded from the id and values the core said it
//! with ([`InputError::says`]); an error the core has only in English (the
//! TOML parser's own words, a reader outside the core) keeps its English
//! message inside the language's frame. The file, line, key and value are
//! shown as written, so the person can find them in the file.

use armoury_rules::source::InputError;

use crate::messages::{Arg, L10n};
use crate::said;

/// `error` in `l10n`'s language: `file:line: key: message (at `value`)`,
/// each part only when known. In English it is the error's own `Display`.
pub fn input_error(l10n: L10n, error: &InputError) -> String {
    let message = match &error.says {
        Some(says) => said::in_words(l10n, says, &error.message),
        None => error.message.clone(),
    };
    let place = error.location.to_string();
    let mut args: Vec<(&str, Arg<'_>)> =
        vec![("place", Arg::from(place)), ("message", Arg::from(message))];
    if let Some(key) = &error.key {
        args.push(("key", Arg::from(key)));
    }
    if let Some(value) = &error.value {
        args.push(("value", Arg::from(value)));
    }
    let id = match (&error.key, &error.value) {
        (Some(_), Some(_)) => "inp-error",
        (Some(_), None) => "inp-error-no-value",
        (None, Some(_)) => "inp-error-no-key",
        (None, None) => "inp-error-no-key-no-value",
    };
    l10n.format(id, &args)
}
