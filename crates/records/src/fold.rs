//! Name folding for lookup and header matching: [`fold`] lower-cases,
//! strips accents (`Käärik` → `kaarik`, `Õnne` → `onne`), spells out letters
//! that do not decompose (`ß` → `ss`, `ø` → `o`) and squeezes everything
//! that is not a letter or digit into single spaces. Folded text is what
//! the lookup indexes compare.

use unicode_normalization::char::{decompose_canonical, is_combining_mark};

/// Folds text for comparison: `"  Kalev  Käärik-Õun "` → `"kalev kaarik oun"`.
pub fn fold(text: &str) -> String {
    if text.is_ascii() {
        fold_ascii(text)
    } else {
        fold_unicode(text)
    }
}

/// [`fold`] of ASCII text, where nothing decomposes or is spelled out: the
/// same result without the normalisation machinery (most ids and many names).
fn fold_ascii(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for b in text.bytes() {
        fold_ascii_char(&mut out, &mut space, char::from(b));
    }
    out
}

fn fold_unicode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars() {
        if c.is_ascii() {
            fold_ascii_char(&mut out, &mut space, c);
            continue;
        }
        // Each character's canonical decomposition, marks left out: what
        // NFD gives once the marks go (its reordering moves only marks),
        // without NFD's buffering.
        decompose_canonical(c, |d| {
            if !is_combining_mark(d) {
                fold_char(&mut out, &mut space, d);
            }
        });
    }
    out
}

/// Appends one ASCII character, folded: nothing to decompose or spell out.
fn fold_ascii_char(out: &mut String, space: &mut bool, c: char) {
    if c.is_ascii_alphanumeric() {
        if *space && !out.is_empty() {
            out.push(' ');
        }
        *space = false;
        out.push(c.to_ascii_lowercase());
    } else {
        *space = true;
    }
}

/// Appends one character, decomposed and without marks, folded.
fn fold_char(out: &mut String, space: &mut bool, c: char) {
    for lower in c.to_lowercase() {
        let spelled = match lower {
            'ß' => "ss",
            'æ' => "ae",
            'œ' => "oe",
            'ø' => "o",
            'đ' | 'ð' => "d",
            'ł' => "l",
            'þ' => "th",
            'ı' => "i",
            _ => "",
        };
        if !spelled.is_empty() {
            push_word(out, space, spelled);
        } else if lower.is_alphanumeric() {
            let mut buf = [0u8; 4];
            push_word(out, space, lower.encode_utf8(&mut buf));
        } else {
            *space = true;
        }
    }
}

fn push_word(out: &mut String, space: &mut bool, text: &str) {
    if *space && !out.is_empty() {
        out.push(' ');
    }
    *space = false;
    out.push_str(text);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accents_case_and_punctuation_fold_away() {
        assert_eq!(fold("Käärik"), "kaarik");
        assert_eq!(fold("  Kalev  Käärik-Õun "), "kalev kaarik oun");
        assert_eq!(fold("ŠÕÜÄÖŽ"), "souaoz");
        assert_eq!(fold("Straße Øresund Łódź"), "strasse oresund lodz");
        assert_eq!(fold("O'Brien"), "o brien");
        assert_eq!(fold("AN11-000123"), "an11 000123");
        assert_eq!(fold(""), "");
        assert_eq!(fold("Mari-Liis  Tamm"), "mari liis tamm");
    }

    #[test]
    fn ascii_takes_a_shortcut_to_the_same_result() {
        let ascii: String = (0u8..128).map(char::from).collect();
        for text in [
            ascii.as_str(),
            "  Kalev  Kaarik-Oun ",
            "O'Brien",
            "AN11-000123",
            "\t--x--\n",
            "",
        ] {
            assert_eq!(fold_ascii(text), fold_unicode(text), "{text:?}");
        }
    }

    /// What `fold_unicode` does, through NFD itself.
    fn fold_through_nfd(text: &str) -> String {
        use unicode_normalization::UnicodeNormalization;
        let mut out = String::new();
        let mut space = false;
        for c in text.nfd().filter(|c| !is_combining_mark(*c)) {
            fold_char(&mut out, &mut space, c);
        }
        out
    }

    proptest::proptest! {
        /// Decomposing character by character folds exactly as NFD does.
        #[test]
        fn folding_matches_nfd(text in proptest::collection::vec(proptest::char::any(), 0..24)) {
            let text: String = text.into_iter().collect();
            proptest::prop_assert_eq!(fold_unicode(&text), fold_through_nfd(&text));
        }

        /// The same over Latin, Greek and Cyrillic letters with combining marks.
        #[test]
        fn folding_matches_nfd_on_accented_names(text in "[a-zA-ZÀ-ɏͰ-ϿЀ-ӿ\\u{300}-\\u{36f} '-]{0,24}") {
            proptest::prop_assert_eq!(fold_unicode(&text), fold_through_nfd(&text));
        }
    }
}
