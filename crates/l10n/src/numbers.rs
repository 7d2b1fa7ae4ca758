//! Numbers and dates written the local way, and typed numbers read either
//! way.
//!
//! Estonian writes a decimal comma (`384,65 g`) and dates as `12.07.2026`;
//! English a decimal point and ISO dates (`2026-07-12`). Whatever the
//! language, a typed number may use either separator: a marshal types
//! `22,5` on the keypad, a file or a pasted value says `22.5`.

use crate::Lang;

/// The decimal separator of `lang`.
pub fn decimal_separator(lang: Lang) -> char {
    match lang {
        Lang::En => '.',
        Lang::Et => ',',
    }
}

/// `text` with the decimal point of every number in it (a `.` between two
/// digits) written as `lang` writes it: `22.5 mm` → `22,5 mm` in Estonian.
/// For amounts the rules core wrote (`22.5 mm`, `≤ 1.5 kg`), not for names.
pub fn amounts(lang: Lang, text: &str) -> String {
    let separator = decimal_separator(lang);
    if separator == '.' {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let between_digits = c == '.'
                && i > 0
                && chars[i - 1].is_ascii_digit()
                && chars.get(i + 1).is_some_and(char::is_ascii_digit);
            if between_digits { separator } else { c }
        })
        .collect()
}

/// `value` with at most `decimals` decimals, no trailing zeros, in `lang`'s
/// way: `384,65` in Estonian.
pub fn decimal(lang: Lang, value: f64, decimals: usize) -> String {
    let mut text = format!("{value:.decimals$}");
    if text.contains('.') {
        let trimmed = text.trim_end_matches('0').trim_end_matches('.').len();
        text.truncate(trimmed);
    }
    if text == "-0" {
        text = "0".to_string();
    }
    amounts(lang, &text)
}

/// Reads a typed decimal with a point or a comma as its separator: `22,5`,
/// `22.5`, ` -3 `. `None` for anything else: thousands separators
/// (`1,234.5`), two separators, letters, or a value that is not finite.
pub fn parse_decimal(text: &str) -> Option<f64> {
    let text = text.trim();
    let separators = text.chars().filter(|c| matches!(c, '.' | ',')).count();
    let well_formed = !text.is_empty()
        && separators <= 1
        && text.char_indices().all(|(i, c)| {
            c.is_ascii_digit() || matches!(c, '.' | ',') || (i == 0 && matches!(c, '-' | '+'))
        })
        && text.chars().any(|c| c.is_ascii_digit());
    if !well_formed {
        return None;
    }
    text.replace(',', ".")
        .parse::<f64>()
        .ok()
        .filter(|v| v.is_finite())
}

/// A calendar date as `lang` writes it: `12.07.2026` in Estonian,
/// `2026-07-12` in English.
pub fn date(lang: Lang, date: jiff::civil::Date) -> String {
    match lang {
        Lang::En => date.to_string(),
        Lang::Et => format!("{:02}.{:02}.{:04}", date.day(), date.month(), date.year()),
    }
}

/// A date written `YYYY-MM-DD` (as the records keep dates) in `lang`'s
/// way; text that is not such a date is given back as it is.
pub fn iso_date(lang: Lang, text: &str) -> String {
    match text.parse::<jiff::civil::Date>() {
        Ok(d) if text.len() == 10 => date(lang, d),
        _ => text.to_string(),
    }
}

/// A stored UTC timestamp (`2026-07-14T09:30:05Z`) as `lang` writes the
/// day, with the time of day: `14.07.2026 09:30:05` in Estonian; text that
/// is not one is given back as it is.
pub fn timestamp(lang: Lang, text: &str) -> String {
    match (text.get(..10), text.get(11..19)) {
        (Some(day), Some(time)) => format!("{} {time}", iso_date(lang, day)),
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estonian_amounts_take_a_decimal_comma_and_nothing_else_changes() {
        assert_eq!(amounts(Lang::Et, "384.65 g"), "384,65 g");
        assert_eq!(amounts(Lang::Et, "≤ 1.5 kg; 30 mm"), "≤ 1,5 kg; 30 mm");
        assert_eq!(amounts(Lang::Et, "v2. and .5 and 3."), "v2. and .5 and 3.");
        assert_eq!(amounts(Lang::En, "384.65 g"), "384.65 g");
    }

    #[test]
    fn decimals_are_trimmed_and_localised() {
        assert_eq!(decimal(Lang::Et, 384.65, 2), "384,65");
        assert_eq!(decimal(Lang::En, 384.65, 2), "384.65");
        assert_eq!(decimal(Lang::Et, 22.0, 2), "22");
        assert_eq!(decimal(Lang::Et, 22.50, 2), "22,5");
        assert_eq!(decimal(Lang::Et, -0.001, 2), "0");
        assert_eq!(decimal(Lang::Et, 1200.0, 0), "1200");
    }

    #[test]
    fn typed_decimals_are_read_with_either_separator() {
        for (text, want) in [
            ("22,5", 22.5),
            ("22.5", 22.5),
            (" 22 ", 22.0),
            ("-3,25", -3.25),
            (",5", 0.5),
            ("5,", 5.0),
            ("+7", 7.0),
        ] {
            assert_eq!(parse_decimal(text), Some(want), "{text}");
        }
        for text in [
            "", "1,234.5", "1.2.3", "22,5 mm", "abc", "-", ",", "inf", "NaN", "1e3", "2-",
        ] {
            assert_eq!(parse_decimal(text), None, "{text}");
        }
    }

    #[test]
    fn dates_are_written_the_local_way() {
        let d = jiff::civil::date(2026, 7, 12);
        assert_eq!(date(Lang::Et, d), "12.07.2026");
        assert_eq!(date(Lang::En, d), "2026-07-12");
        assert_eq!(iso_date(Lang::Et, "2026-07-12"), "12.07.2026");
        assert_eq!(iso_date(Lang::Et, "soon"), "soon");
        assert_eq!(
            timestamp(Lang::Et, "2026-07-14T09:30:05Z"),
            "14.07.2026 09:30:05"
        );
        assert_eq!(
            timestamp(Lang::En, "2026-07-14T09:30:05Z"),
            "2026-07-14 09:30:05"
        );
    }
}
