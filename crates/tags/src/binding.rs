//! Field binding: template text that names content fields.
//!
//! A [`Pattern`] is template text such as `"Serial {serial}"`: literal pieces
//! and `{name}` references to content fields ([`super::content::Content`]);
//! `{{` and `}}` write literal braces. A [`Condition`] is a `when` test on a
//! content flag: `"consumable"` or `"!consumable"`. Both are parsed once when a
//! template loads, so a misspelt name is a load error, not a blank on paper.

use armoury_rules::saying::Said;
use armoury_rules::source::Message;

/// What separates the parts of a line (`{kind} · {length_category}`).
const SEPARATOR: &str = " · ";

/// Template text with `{name}` references.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    pieces: Vec<Piece>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece {
    Literal(String),
    Field(String),
}

/// Why a pattern or condition could not be parsed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct BindingError {
    /// What is wrong, in English.
    pub reason: String,
    /// The same as a message id and values, for a front end to word.
    pub says: Said,
}

impl BindingError {
    fn said((reason, says): (String, Said)) -> Self {
        BindingError { reason, says }
    }
}

impl From<BindingError> for Message {
    fn from(error: BindingError) -> Self {
        Message::from((error.reason, error.says))
    }
}

impl Pattern {
    /// Parses template text.
    pub fn parse(text: &str) -> Result<Self, BindingError> {
        let mut pieces = Vec::new();
        let mut literal = String::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '{' if chars.peek() == Some(&'{') => {
                    chars.next();
                    literal.push('{');
                }
                '}' if chars.peek() == Some(&'}') => {
                    chars.next();
                    literal.push('}');
                }
                '{' => {
                    let mut name = String::new();
                    loop {
                        match chars.next() {
                            Some('}') => break,
                            Some(c) if c.is_ascii_alphanumeric() || c == '_' => name.push(c),
                            Some(c) => {
                                return Err(BindingError::said(armoury_rules::said!(
                                    "tpl-field-name-character",
                                    "{character} cannot appear in a field name (write {{{{ for a literal brace)",
                                    character = format!("{c:?}")
                                )));
                            }
                            None => {
                                return Err(BindingError::said(armoury_rules::said!(
                                    "tpl-brace-not-closed",
                                    "a '{{' is never closed"
                                )));
                            }
                        }
                    }
                    if name.is_empty() {
                        return Err(BindingError::said(armoury_rules::said!(
                            "tpl-empty-field-name",
                            "empty field name {{}}"
                        )));
                    }
                    if !literal.is_empty() {
                        pieces.push(Piece::Literal(std::mem::take(&mut literal)));
                    }
                    pieces.push(Piece::Field(name));
                }
                '}' => {
                    return Err(BindingError::said(armoury_rules::said!(
                        "tpl-brace-not-opened",
                        "a '}}' without '{{' (write }}}} for a literal brace)"
                    )));
                }
                c => literal.push(c),
            }
        }
        if !literal.is_empty() {
            pieces.push(Piece::Literal(literal));
        }
        Ok(Pattern { pieces })
    }

    /// The field names referenced, in order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.pieces.iter().filter_map(|piece| match piece {
            Piece::Field(name) => Some(name.as_str()),
            Piece::Literal(_) => None,
        })
    }

    /// Fills in the references; `lookup` gives each field's text. The text
    /// is a list of parts separated by ` · `: a part whose fields are all
    /// empty is left out with its separator (`{kind} · {length_category}`
    /// with no category is just the kind; `Insp. {inspector} · {date}`
    /// with no inspector just the date).
    pub fn render(&self, mut lookup: impl FnMut(&str) -> String) -> String {
        /// A part's text, and whether it has fields and whether any was filled.
        struct Part {
            text: String,
            fields: bool,
            filled: bool,
        }
        let part = |text: &str| Part {
            text: text.to_string(),
            fields: false,
            filled: false,
        };
        let mut parts = vec![part("")];
        for piece in &self.pieces {
            match piece {
                Piece::Literal(text) => {
                    let mut pieces = text.split(SEPARATOR);
                    if let (Some(first), Some(last)) = (pieces.next(), parts.last_mut()) {
                        last.text.push_str(first);
                    }
                    parts.extend(pieces.map(part));
                }
                Piece::Field(name) => {
                    let value = lookup(name);
                    if let Some(last) = parts.last_mut() {
                        last.fields = true;
                        last.filled |= !value.trim().is_empty();
                        last.text.push_str(&value);
                    }
                }
            }
        }
        parts
            .into_iter()
            .filter(|p| !p.fields || p.filled)
            .map(|p| p.text)
            .collect::<Vec<_>>()
            .join(SEPARATOR)
    }
}

/// A `when` test: show the field only if a flag is (or is not) set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Condition {
    /// The flag name.
    pub flag: String,
    /// True for `!flag`.
    pub negated: bool,
}

impl Condition {
    /// Parses `flag` or `!flag`.
    pub fn parse(text: &str) -> Result<Self, BindingError> {
        let trimmed = text.trim();
        let (negated, flag) = match trimmed.strip_prefix('!') {
            Some(rest) => (true, rest.trim()),
            None => (false, trimmed),
        };
        if flag.is_empty() || !flag.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(BindingError::said(armoury_rules::said!(
                "tpl-when-flag",
                "expected a flag name or !name"
            )));
        }
        Ok(Condition {
            flag: flag.to_string(),
            negated,
        })
    }

    /// Whether the field shows, given the flag's value.
    pub fn holds(&self, value: bool) -> bool {
        value != self.negated
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_bind_names_and_keep_literals() {
        let pattern = Pattern::parse("Serial {serial} / {{literal}} {owner}").unwrap();
        assert_eq!(pattern.names().collect::<Vec<_>>(), ["serial", "owner"]);
        let text = pattern.render(|name| name.to_uppercase());
        assert_eq!(text, "Serial SERIAL / {literal} OWNER");
    }

    #[test]
    fn a_part_whose_fields_are_empty_is_left_out_with_its_separator() {
        let fill = |text: &str, value: &str| {
            Pattern::parse(text).unwrap().render(|name| {
                if name == "empty" {
                    String::new()
                } else {
                    value.to_string()
                }
            })
        };
        assert_eq!(fill("{kind} · {empty}", "Arrow"), "Arrow");
        assert_eq!(fill("Insp. {empty} · {date}", "today"), "today");
        assert_eq!(fill("{a} · {b}", "x"), "x · x");
        assert_eq!(fill("verify · {a}", "x"), "verify · x");
        assert_eq!(fill("verify · {empty}", "x"), "verify");
        assert_eq!(fill("a · b", ""), "a · b");
    }

    #[test]
    fn bad_patterns_are_refused() {
        for bad in ["{", "{}", "{a b}", "x}", "{a"] {
            assert!(Pattern::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn conditions() {
        let c = Condition::parse("!consumable").unwrap();
        assert!(c.negated);
        assert!(c.holds(false));
        assert!(!c.holds(true));
        assert!(Condition::parse("").is_err());
        assert!(Condition::parse("a b").is_err());
    }
}
