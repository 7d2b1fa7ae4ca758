//! Timestamps and dates as text, on `jiff`: UTC timestamps
//! `2026-07-14T09:30:05Z` for rows (`now_utc`) and calendar dates
//! `2026-07-14` for events and tag expiry (`parse_date`). Text in this
//! shape sorts chronologically. Seconds since 1970 ([`now_secs`],
//! [`day_end_secs`]) are for expiry times kept as numbers (the referees'
//! page's sessions). Every date and time the station and the web page handle
//! goes through here.

use jiff::Timestamp;
use jiff::civil::Date;
use jiff::tz::TimeZone;

/// How rows store a timestamp: UTC, to the second.
const UTC_FORMAT: &str = "%Y-%m-%dT%H:%M:%SZ";

/// The current UTC time, to the second.
pub fn now_utc() -> String {
    Timestamp::now().strftime(UTC_FORMAT).to_string()
}

/// Today's UTC date, `YYYY-MM-DD`.
pub fn today_utc() -> String {
    Timestamp::now().to_zoned(TimeZone::UTC).date().to_string()
}

/// The current time in seconds since 1970-01-01 UTC.
pub fn now_secs() -> i64 {
    Timestamp::now().as_second()
}

/// Formats seconds since 1970 as `YYYY-MM-DDTHH:MM:SSZ`; `None` outside
/// the years -9999 to 9999.
pub fn format_utc(secs: i64) -> Option<String> {
    let stamp = Timestamp::from_second(secs).ok()?;
    Some(stamp.strftime(UTC_FORMAT).to_string())
}

/// Seconds since 1970 when a `YYYY-MM-DD` date ends (00:00 UTC the next
/// day); `None` if it is not a date.
pub fn day_end_secs(date: &str) -> Option<i64> {
    let next = date_of(date)?.tomorrow().ok()?;
    Some(next.to_zoned(TimeZone::UTC).ok()?.timestamp().as_second())
}

/// Checks a `YYYY-MM-DD` date and returns it normalised; `None` if it is not one.
pub(crate) fn parse_date(text: &str) -> Option<String> {
    date_of(text).map(|date| date.to_string())
}

/// A calendar date written exactly `YYYY-MM-DD` (surrounding spaces
/// ignored), existing in the Gregorian calendar.
fn date_of(text: &str) -> Option<Date> {
    let text = text.trim();
    let shaped = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| match i {
            4 | 7 => b == b'-',
            _ => b.is_ascii_digit(),
        });
    shaped.then(|| text.parse::<Date>().ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_format_in_utc() {
        assert_eq!(format_utc(0).as_deref(), Some("1970-01-01T00:00:00Z"));
        assert_eq!(
            format_utc(951_782_400).as_deref(),
            Some("2000-02-29T00:00:00Z")
        );
        assert_eq!(
            format_utc(1_784_021_405).as_deref(),
            Some("2026-07-14T09:30:05Z")
        );
        assert_eq!(format_utc(i64::MAX), None);
        let now = now_utc();
        assert!(now.starts_with("20") && now.ends_with('Z'), "{now}");
        assert_eq!(now.len(), "2026-07-14T09:30:05Z".len());
        assert_eq!(today_utc().len(), 10);
        assert!(now_secs() > 1_784_021_405 - 365 * 86_400);
    }

    #[test]
    fn a_date_ends_at_midnight_utc_the_next_day() {
        assert_eq!(day_end_secs("1969-12-31"), Some(0));
        assert_eq!(day_end_secs("2000-02-28"), Some(951_782_400));
        for (date, next) in [
            ("1999-12-31", "2000-01-01"),
            ("2024-02-28", "2024-02-29"),
            ("2024-02-29", "2024-03-01"),
            ("2026-07-14", "2026-07-15"),
        ] {
            let secs = day_end_secs(date).unwrap();
            assert_eq!(format_utc(secs), Some(format!("{next}T00:00:00Z")));
        }
        assert_eq!(day_end_secs("2023-02-29"), None);
        assert_eq!(day_end_secs("9999-12-31"), None);
    }

    #[test]
    fn dates_are_checked() {
        assert_eq!(parse_date("2011-08-31").as_deref(), Some("2011-08-31"));
        assert_eq!(parse_date(" 2024-02-29 ").as_deref(), Some("2024-02-29"));
        for bad in [
            "2023-02-29",
            "2011-13-01",
            "2011-00-10",
            "2011-04-31",
            "2011-8-31",
            "31.08.2011",
            "20110831",
            "+2011-08-31",
            "2011-08-31T00:00",
            "",
            "2011-08-31-1",
        ] {
            assert_eq!(parse_date(bad), None, "{bad}");
        }
    }
}
