//! Who may read the page: the referee token, sessions and the login limit.
//!
//! A referee logs in once through the login URL (`/login/TOKEN`, on the
//! referee card as a QR code). The token is compared in constant time with
//! the event's current token, read from the store on every check, so
//! `armoury event referee-token --rotate` logs everyone out at once.
//!
//! A session is a cookie `EXPIRES.MAC`: the expiry (seconds since 1970, the
//! end of the event) and an HMAC-SHA256 of it under the current token. No
//! session list is kept; a rotated token makes every old MAC fail. The
//! cookie is `HttpOnly` (no script reads it) and `SameSite=Lax` (no other
//! site's form or image request carries it).
//!
//! [`LoginLimiter`] counts failed logins per client address: after
//! [`MAX_FAILURES`] within [`FAILURE_WINDOW`] that client is refused (429)
//! until the window ends, whatever it sends.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;
use subtle::ConstantTimeEq;

/// The session cookie's name.
pub const COOKIE: &str = "armoury_referee";
/// Failed logins a client may make per window.
pub const MAX_FAILURES: u32 = 5;
/// The window failed logins are counted in.
pub const FAILURE_WINDOW: Duration = Duration::from_secs(10 * 60);
/// A session without an event end date lasts this long.
pub const SESSION_WITHOUT_END: i64 = 24 * 3600;
/// Clients remembered at most (each failed login from a new address adds one).
const MAX_CLIENTS: usize = 10_000;

type HmacSha256 = Hmac<Sha256>;

/// Whether a token offered at login is the event's: constant time in the
/// token's contents.
pub fn token_matches(offered: &str, current: &str) -> bool {
    offered.len() == current.len() && bool::from(offered.as_bytes().ct_eq(current.as_bytes()))
}

fn mac(token: &str, event_id: &str, expires: i64) -> Option<HmacSha256> {
    let mut mac = HmacSha256::new_from_slice(token.as_bytes()).ok()?;
    mac.update(format!("armoury referee session\n{event_id}\n{expires}").as_bytes());
    Some(mac)
}

/// The cookie value of a session for the event ending at `expires`.
pub fn session_value(token: &str, event_id: &str, expires: i64) -> Option<String> {
    let tag = mac(token, event_id, expires)?.finalize().into_bytes();
    let hex: String = tag.iter().map(|b| format!("{b:02x}")).collect();
    Some(format!("{expires}.{hex}"))
}

/// Whether a cookie value is a live session under the current token.
pub fn session_valid(value: &str, token: &str, event_id: &str, now: i64) -> bool {
    let Some((expires, hex)) = value.split_once('.') else {
        return false;
    };
    let Ok(expires) = expires.parse::<i64>() else {
        return false;
    };
    if expires <= now || hex.len() != 64 {
        return false;
    }
    let Some(bytes) = (0..32)
        .map(|i| {
            hex.get(2 * i..2 * i + 2)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
        })
        .collect::<Option<Vec<u8>>>()
    else {
        return false;
    };
    mac(token, event_id, expires).is_some_and(|mac| mac.verify_slice(&bytes).is_ok())
}

/// The `Set-Cookie` header of a new session.
pub fn set_cookie(value: &str, expires: i64, now: i64) -> String {
    format!(
        "{COOKIE}={value}; Path=/; Max-Age={}; HttpOnly; SameSite=Lax",
        (expires - now).max(0)
    )
}

/// Our cookie's value in a `Cookie` request header.
pub fn cookie_value(header: &str) -> Option<&str> {
    header.split(';').find_map(|pair| {
        let (name, value) = pair.trim().split_once('=')?;
        (name == COOKIE).then_some(value)
    })
}

/// When sessions end: midnight UTC after the event's last day, else
/// [`SESSION_WITHOUT_END`] from now.
pub fn session_end(ends_on: Option<&str>, now: i64) -> i64 {
    ends_on
        .and_then(armoury_records::time::day_end_secs)
        .unwrap_or(now + SESSION_WITHOUT_END)
}

/// Failed logins per client address.
#[derive(Debug, Default)]
pub struct LoginLimiter {
    failures: HashMap<IpAddr, (Instant, u32)>,
}

impl LoginLimiter {
    /// Whether this client has used up its failed logins for now.
    pub fn blocked(&mut self, client: IpAddr, now: Instant) -> bool {
        match self.failures.get(&client) {
            Some((since, _)) if now.duration_since(*since) >= FAILURE_WINDOW => {
                self.failures.remove(&client);
                false
            }
            Some((_, count)) => *count >= MAX_FAILURES,
            None => false,
        }
    }

    /// Counts a failed login.
    pub fn failed(&mut self, client: IpAddr, now: Instant) {
        if self.failures.len() >= MAX_CLIENTS {
            self.failures
                .retain(|_, (since, _)| now.duration_since(*since) < FAILURE_WINDOW);
        }
        if self.failures.len() >= MAX_CLIENTS && !self.failures.contains_key(&client) {
            // Full of live entries: forget the oldest rather than grow.
            if let Some(oldest) = self
                .failures
                .iter()
                .min_by_key(|(_, (since, _))| *since)
                .map(|(ip, _)| *ip)
            {
                self.failures.remove(&oldest);
            }
        }
        let entry = self.failures.entry(client).or_insert((now, 0));
        entry.1 += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "00112233445566778899aabbccddeeff00112233";

    #[test]
    fn tokens_match_only_exactly() {
        assert!(token_matches(TOKEN, TOKEN));
        assert!(!token_matches(&TOKEN[..39], TOKEN));
        assert!(!token_matches(&TOKEN.to_uppercase(), TOKEN));
        assert!(!token_matches("", TOKEN));
    }

    #[test]
    fn sessions_hold_until_they_expire_and_only_under_their_token() {
        let value = session_value(TOKEN, "ev", 1000).unwrap();
        assert!(session_valid(&value, TOKEN, "ev", 999));
        assert!(!session_valid(&value, TOKEN, "ev", 1000), "expired");
        assert!(!session_valid(&value, "another", "ev", 999), "rotated");
        assert!(!session_valid(&value, TOKEN, "other", 999), "other event");
        let later = value.replacen("1000.", "2000.", 1);
        assert!(!session_valid(&later, TOKEN, "ev", 999), "extended by hand");
        for junk in ["", ".", "1000", "x.y", "1000.zz", "1000.\u{e9}\u{e9}"] {
            assert!(!session_valid(junk, TOKEN, "ev", 0), "{junk:?}");
        }
    }

    #[test]
    fn cookies_are_http_only_and_read_back() {
        let header = set_cookie("5.ab", 105, 5);
        assert!(header.contains("HttpOnly") && header.contains("SameSite=Lax"));
        assert!(header.contains("Max-Age=100"));
        assert_eq!(cookie_value("a=1; armoury_referee=5.ab; b=2"), Some("5.ab"));
        assert_eq!(cookie_value("armoury_referee_x=1"), None);
    }

    #[test]
    fn sessions_end_after_the_events_last_day() {
        let end = session_end(Some("2026-07-14"), 0);
        assert_eq!(
            armoury_records::time::format_utc(end).as_deref(),
            Some("2026-07-15T00:00:00Z")
        );
        assert_eq!(session_end(None, 100), 100 + SESSION_WITHOUT_END);
    }

    #[test]
    fn failed_logins_block_a_client_for_the_window() {
        let mut limiter = LoginLimiter::default();
        let (a, b) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let start = Instant::now();
        for _ in 0..MAX_FAILURES - 1 {
            limiter.failed(a, start);
        }
        assert!(!limiter.blocked(a, start), "one failure left");
        limiter.failed(a, start);
        assert!(limiter.blocked(a, start));
        assert!(!limiter.blocked(b, start), "per client");
        assert!(!limiter.blocked(a, start + FAILURE_WINDOW), "window over");
    }
}
