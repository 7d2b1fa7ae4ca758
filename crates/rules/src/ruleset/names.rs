//! Ids and names in a rules file: what an id may be written with, and
//! names folded for loose matching (materials, feats).

/// A name folded for loose matching: lower case, without spaces, `-` and `_`.
pub(crate) fn fold_name(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether `text` is a slug: lower-case letters, digits and `-`.
pub(super) fn is_slug(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Whether `text` is a rule id: lower-case letters, digits, `-` and `.`.
pub(super) fn is_rule_id(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '.'))
}
