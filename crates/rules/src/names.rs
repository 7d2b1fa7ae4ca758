//! Which characters a name or other free text may not hold, wherever it
//! comes from (a roster file, a walk-in typed at the desk, an item file):
//! control characters, which move a terminal's cursor, recolour it or
//! retitle its window when the text is printed (C0 but the tab, DEL and
//! C1), and the bidirectional overrides and isolates, which show a name's
//! letters in another order than they are stored (U+202A–U+202E,
//! U+2066–U+2069). Such text is refused where it enters, naming the
//! character; [`escaped`] shows a refused value without acting on it.

/// The first character of `text` that a name may not hold, if any.
pub fn forbidden_char(text: &str) -> Option<char> {
    text.chars().find(|&c| is_forbidden(c))
}

/// The same for longer text, which may also break lines (a group's name
/// written on two lines of a spreadsheet cell).
pub fn forbidden_char_in_text(text: &str) -> Option<char> {
    text.chars()
        .find(|&c| is_forbidden(c) && c != '\n' && c != '\r')
}

/// Whether a name may not hold `c`.
pub fn is_forbidden(c: char) -> bool {
    (c.is_control() && c != '\t') || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// What `c` is, for a person fixing the file: `U+001B (a control character)`.
pub fn describe(c: char) -> String {
    let what = if c.is_control() {
        "a control character"
    } else {
        "a text-direction override"
    };
    format!("U+{:04X} ({what})", u32::from(c))
}

/// `text` with each forbidden character written as `\u{…}`, safe to print.
pub fn escaped(text: &str) -> String {
    text.chars()
        .map(|c| {
            if is_forbidden(c) {
                format!("\\u{{{:x}}}", u32::from(c))
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Whether `tag` is a plain language tag, as rulesets, templates and
/// events write one: two or three lower-case letters (`et`, `fil`).
pub fn is_language_tag(tag: &str) -> bool {
    (2..=3).contains(&tag.len()) && tag.chars().all(|c| c.is_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_and_direction_characters_are_forbidden_and_the_rest_allowed() {
        for c in [
            '\0', '\u{1b}', '\n', '\r', '\u{7f}', '\u{9b}', '\u{202a}', '\u{202e}', '\u{2066}',
            '\u{2069}',
        ] {
            assert!(is_forbidden(c), "{c:?}");
        }
        // On both sides of each range, and what names hold.
        for c in [
            '\t', ' ', '~', '\u{a0}', '\u{2029}', '\u{202f}', '\u{2065}', '\u{206a}', 'Õ', 'ä',
            'ʼ', '—',
        ] {
            assert!(!is_forbidden(c), "{c:?}");
        }
        assert_eq!(forbidden_char("Kalev Käärik"), None);
        assert_eq!(forbidden_char("x\u{1b}[31mred"), Some('\u{1b}'));
        assert_eq!(forbidden_char("Wolves\nof the North"), Some('\n'));
        assert_eq!(forbidden_char_in_text("Wolves\r\nof the North"), None);
        assert_eq!(forbidden_char_in_text("Wolves\u{7}"), Some('\u{7}'));
        assert_eq!(describe('\u{1b}'), "U+001B (a control character)");
        assert_eq!(describe('\u{202e}'), "U+202E (a text-direction override)");
        assert_eq!(
            escaped("a\u{1b}[31mb\u{202e}c\td"),
            "a\\u{1b}[31mb\\u{202e}c\td"
        );
    }
}
