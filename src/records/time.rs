//! Timestamps and dates as text: UTC timestamps `2026-07-14T09:30:05Z` for
//! rows ([`now_utc`]) and calendar dates `2026-07-14` for events and tag
//! expiry ([`parse_date`]). Text in this shape sorts chronologically.

use std::time::{SystemTime, UNIX_EPOCH};

/// The current UTC time, to the second.
pub fn now_utc() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    format_utc(secs)
}

/// Today's UTC date, `YYYY-MM-DD`.
pub fn today_utc() -> String {
    let mut today = now_utc();
    today.truncate(10);
    today
}

/// Formats seconds since 1970 as `YYYY-MM-DDTHH:MM:SSZ`.
pub fn format_utc(secs: i64) -> String {
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// The calendar date of a day count since 1970-01-01 (proleptic Gregorian).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// Seconds since 1970 at the start (00:00 UTC) of a `YYYY-MM-DD` date;
/// `None` if it is not one.
pub fn day_start_secs(date: &str) -> Option<i64> {
    let date = parse_date(date)?;
    let (y, m, d): (i64, i64, i64) = (
        date.get(0..4)?.parse().ok()?,
        date.get(5..7)?.parse().ok()?,
        date.get(8..10)?.parse().ok()?,
    );
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some((era * 146_097 + doe - 719_468) * 86_400)
}

/// Checks a `YYYY-MM-DD` date and returns it normalised; `None` if it is not one.
pub fn parse_date(text: &str) -> Option<String> {
    let text = text.trim();
    let mut parts = text.split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d): (u32, u32, u32) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    (1..=days)
        .contains(&d)
        .then(|| format!("{y:04}-{m:02}-{d:02}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_format_in_utc() {
        assert_eq!(format_utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(format_utc(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(format_utc(1_784_021_405), "2026-07-14T09:30:05Z");
        assert!(now_utc().starts_with("20"));
        assert_eq!(today_utc().len(), 10);
    }

    #[test]
    fn dates_turn_into_seconds_and_back() {
        assert_eq!(day_start_secs("1970-01-01"), Some(0));
        assert_eq!(day_start_secs("2000-02-29"), Some(951_782_400));
        for date in ["1999-12-31", "2024-02-29", "2026-07-14", "2100-03-01"] {
            let secs = day_start_secs(date).unwrap();
            assert_eq!(format_utc(secs), format!("{date}T00:00:00Z"));
        }
        assert_eq!(day_start_secs("2023-02-29"), None);
    }

    #[test]
    fn dates_are_checked() {
        assert_eq!(parse_date("2011-08-31").as_deref(), Some("2011-08-31"));
        assert_eq!(parse_date("2024-02-29").as_deref(), Some("2024-02-29"));
        for bad in [
            "2023-02-29",
            "2011-13-01",
            "2011-8-31",
            "31.08.2011",
            "",
            "2011-08-31-1",
        ] {
            assert_eq!(parse_date(bad), None, "{bad}");
        }
    }
}
