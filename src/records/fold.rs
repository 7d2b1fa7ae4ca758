//! Name folding for lookup and header matching: [`fold`] lower-cases,
//! strips accents (`Käärik` → `kaarik`, `Õnne` → `onne`), spells out letters
//! that do not decompose (`ß` → `ss`, `ø` → `o`) and squeezes everything
//! that is not a letter or digit into single spaces. Folded text is what
//! the lookup indexes compare.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

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
        if b.is_ascii_alphanumeric() {
            if space && !out.is_empty() {
                out.push(' ');
            }
            space = false;
            out.push(char::from(b.to_ascii_lowercase()));
        } else {
            space = true;
        }
    }
    out
}

fn fold_unicode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.nfd().filter(|c| !is_combining_mark(*c)) {
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
                push_word(&mut out, &mut space, spelled);
            } else if lower.is_alphanumeric() {
                let mut buf = [0u8; 4];
                push_word(&mut out, &mut space, lower.encode_utf8(&mut buf));
            } else {
                space = true;
            }
        }
    }
    out
}

fn push_word(out: &mut String, space: &mut bool, text: &str) {
    if *space && !out.is_empty() {
        out.push(' ');
    }
    *space = false;
    out.push_str(text);
}

/// The smallest string greater than every string that starts with `prefix`,
/// for `token >= prefix AND token < upper` range scans.
pub(crate) fn prefix_upper_bound(prefix: &str) -> String {
    let mut upper = prefix.to_string();
    upper.push(char::MAX);
    upper
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

    #[test]
    fn the_upper_bound_covers_every_extension() {
        let upper = prefix_upper_bound("kal");
        assert!("kal" < upper.as_str());
        assert!("kalevipoeg" < upper.as_str());
        assert!("kam" > upper.as_str());
    }
}
