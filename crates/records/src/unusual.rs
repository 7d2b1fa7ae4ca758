//! Characters unusual in a name: the signs of a roster read in the wrong
//! encoding (mojibake), which an import reports so a wrong guess never
//! goes into the records unnoticed.
//!
//! A name is letters, digits, spaces and a little punctuation. Anything
//! else is unusual (`¤`, `¦`, `°`, the replacement character `�`), and so
//! are the letters a wrong code page makes of Estonian or UTF-8 text: `Ð`,
//! `ð`, `Þ`, `þ` (Windows-1257's `Š`, `š`, `Ž`, `ž` read as Windows-1252)
//! and `Ã`, `Â` (the first byte of UTF-8's `ä`, `Ä`... read as a code page).

use serde::Serialize;

/// Letters that are almost always a wrong encoding's doing in the names of
/// the events Armoury serves.
const TELLS: &str = "ÃÂÐðÞþ";

/// Punctuation a name may have besides ASCII's.
const NAME_PUNCTUATION: &str = "’‘“”„«»–—…·";

/// The first unusual character of `text`, if any.
pub fn unusual_char(text: &str) -> Option<char> {
    text.chars().find(|&c| {
        TELLS.contains(c)
            || !(c.is_alphanumeric()
                || c.is_whitespace()
                || c.is_ascii_punctuation()
                || NAME_PUNCTUATION.contains(c))
    })
}

/// A value of a roster row with an unusual character.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unusual {
    /// The row's line.
    pub line: u64,
    /// The column's header.
    pub column: String,
    /// The value.
    pub value: String,
    /// The unusual character.
    pub character: char,
}

impl std::fmt::Display for Unusual {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}: column {:?}: {:?} has {:?}, unusual in a name (was the file read in the right encoding?)",
            self.line, self.column, self.value, self.character
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_any_latin_letters_are_usual_and_mojibake_is_not() {
        for name in [
            "Kalev Käärik",
            "Šaško Õun",
            "Žanna O'Brien-Smith",
            "José Ñúñez",
            "Łukasz Wróbel",
            "Ülle (Mets) Jr.",
            "Андрей",
            "Mari „Karu“ Tamm",
        ] {
            assert_eq!(unusual_char(name), None, "{name}");
        }
        for (name, c) in [
            ("Ðaðko", 'Ð'),
            ("Þanna", 'Þ'),
            ("KÃ¤Ã¤rik", 'Ã'),
            ("K¤rik", '¤'),
            ("K\u{FFFD}rik", '\u{FFFD}'),
            ("Mari ☺", '☺'),
        ] {
            assert_eq!(unusual_char(name), Some(c), "{name}");
        }
    }
}
