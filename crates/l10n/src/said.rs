//! A [`Said`] in words: what the rules core said as a message id and its
//! values (an in-play engine's note, for one), worded by this language's
//! message of that id. A message missing from every language shows the
//! core's English, so nothing new the core says is ever lost.

use armoury_rules::saying::Said;

use crate::messages::{Arg, L10n};

/// `said` in `l10n`'s language; `english` is the core's own sentence, shown
/// when no language has a message of its id.
pub fn in_words(l10n: L10n, said: &Said, english: &str) -> String {
    if !l10n.has(&said.id) {
        return english.to_string();
    }
    let args: Vec<(&str, Arg<'_>)> = said
        .args
        .iter()
        .map(|(name, value)| {
            // Only a number written the plain way counts: `+3` or `007`
            // (a value as someone typed it) stays text, as written.
            let value = match value.parse::<i64>() {
                Ok(count) if count.to_string() == *value => Arg::Count(count),
                _ => Arg::from(value.as_str()),
            };
            (name.as_str(), value)
        })
        .collect();
    l10n.format(&said.id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn a_said_with_a_known_id_is_worded_and_an_unknown_one_keeps_its_english() {
        let (english, said) = armoury_rules::said!(
            "awd-card-points",
            "{points} points{provisional}",
            points = 3,
            provisional = "no"
        );
        assert_eq!(english, "3 pointsno");
        assert_eq!(in_words(L10n::new(Lang::Et), &said, &english), "3 punkti");
        assert_eq!(in_words(L10n::new(Lang::En), &said, &english), "3 points");
        let (english, said) = armoury_rules::said!(
            "awd-card-points",
            "{points} points{provisional}",
            points = "007",
            provisional = "no"
        );
        assert_eq!(english, "007 pointsno");
        assert_eq!(in_words(L10n::new(Lang::En), &said, &english), "007 points");
        let (english, said) = armoury_rules::said!("nowhere-yet", "{who} waves", who = "Mari");
        assert_eq!(in_words(L10n::new(Lang::Et), &said, &english), "Mari waves");
    }
}
