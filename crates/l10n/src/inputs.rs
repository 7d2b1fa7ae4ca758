//! A refused input file in words: the rules core's
//! [`InputError`] (a rules, item or armour file it would not read) in one
//! language. Its message is worded from the id and values the core said it
//! with ([`InputError::says`]); an error the core has only in English (the
//! TOML parser's own words, a reader outside the core) keeps its English
//! message inside the language's frame. The file, line, key and value are
//! shown as written, so the person can find them in the file.

use armoury_rules::armour::ArmourProblem;
use armoury_rules::saying::Said;
use armoury_rules::source::InputError;

use crate::messages::{Arg, L10n};
use crate::said;

/// `error` in `l10n`'s language: `file:line: key: message (at `value`)`,
/// each part only when known. In English it is the error's own `Display`.
pub fn input_error(l10n: L10n, error: &InputError) -> String {
    let message = message(l10n, error.says.as_deref(), &error.message);
    framed(
        l10n,
        error.location.to_string(),
        error.key.as_deref(),
        error.value.as_deref(),
        message,
    )
}

/// An armour set that does not fit its ruleset, in `l10n`'s language:
/// `piece N: field: message (at `value`)`, as its `Display` in English.
pub fn armour_problem(l10n: L10n, problem: &ArmourProblem) -> String {
    let message = message(l10n, problem.says.as_deref(), &problem.message);
    let value = problem.value.as_deref();
    match problem.piece {
        Some(i) => {
            let place = l10n.format("inp-piece", &[("number", (i + 1).into())]);
            framed(l10n, place, Some(&problem.field), value, message)
        }
        None => framed(l10n, problem.field.clone(), None, value, message),
    }
}

fn message(l10n: L10n, says: Option<&Said>, english: &str) -> String {
    match says {
        Some(says) => said::in_words(l10n, says, english),
        None => english.to_string(),
    }
}

/// `place: key: message (at `value`)`, each part only when known.
fn framed(
    l10n: L10n,
    place: String,
    key: Option<&str>,
    value: Option<&str>,
    message: String,
) -> String {
    let mut args: Vec<(&str, Arg<'_>)> =
        vec![("place", Arg::from(place)), ("message", Arg::from(message))];
    if let Some(key) = key {
        args.push(("key", Arg::from(key)));
    }
    if let Some(value) = value {
        args.push(("value", Arg::from(value)));
    }
    let id = match (key, value) {
        (Some(_), Some(_)) => "inp-error",
        (Some(_), None) => "inp-error-no-value",
        (None, Some(_)) => "inp-error-no-key",
        (None, None) => "inp-error-no-key-no-value",
    };
    l10n.format(id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use armoury_rules::armour::{ArmourSet, award};
    use armoury_rules::shipped;

    #[test]
    fn an_armour_problem_is_worded_with_its_piece_field_and_value() {
        let rs = shipped::load("ancalagon-2011").unwrap();
        let file =
            "[[piece]]\nslot = \"torso\"\nmaterial = \"plate\"\nthickness_mm = 1.5\nsafe = true\n";
        let mut set = ArmourSet::parse("a.toml", file, &rs).unwrap();
        set.pieces[0].material = "velvet".into();
        let armour = rs.armour.as_ref().unwrap();
        let problem = set.check(armour).unwrap_err();
        let en = armour_problem(L10n::new(Lang::En), &problem);
        assert_eq!(en, problem.to_string());
        let et = armour_problem(L10n::new(Lang::Et), &problem);
        assert!(et.starts_with("tükk 1: material: "), "{et}");
        assert!(et.contains("(kohas `velvet`)"), "{et}");
        let five = shipped::load("five-oaths").unwrap();
        let mut bare = five.clone();
        bare.armour = None;
        let problem = award(&bare, &set).unwrap_err();
        assert_eq!(
            armour_problem(L10n::new(Lang::En), &problem),
            problem.to_string()
        );
        assert_eq!(
            armour_problem(L10n::new(Lang::Et), &problem),
            "rules: sellel reeglistikul pole jaotist [armour] (kohas `five-oaths`)"
        );
    }
}
