//! Who may read the page: the referee token, sessions and the login limit.
//!
//! A referee logs in once through the login URL (`/login/TOKEN`, on the
//! referee card as a QR code). The token is compared in constant time with
//! the event's current token, read from the store at each login.
//!
//! Each phone that logs in gets a session of its own, stored
//! ([`armoury_records::referee_sessions`]): its cookie holds the session's
//! random secret. A phone logs out by itself; the station's Settings and
//! `armoury event referee-sessions` list the phones and revoke a lost one;
//! `armoury event referee-token --rotate` ends them all. The cookie is
//! `HttpOnly` (no script reads it) and `SameSite=Lax` (no other site's form
//! or image request carries it, so no other site can log a phone out).
//!
//! [`LoginLimiter`] counts wrong login tokens per client address: after
//! [`MAX_FAILURES`] within [`FAILURE_WINDOW`], that address's wrong tokens
//! are answered "too many" (429) until the window ends. A right token is
//! never refused, nor is a session: behind one address (an event's Wi-Fi
//! behind a NAT), one phone's wrong scans lock nobody else out. A token
//! has 160 random bits, so the limit is no part of what keeps it secret.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use subtle::ConstantTimeEq;

/// The session cookie's name.
pub const COOKIE: &str = "armoury_referee";
/// Wrong login tokens a client address may send per window before they
/// are answered "too many".
pub const MAX_FAILURES: u32 = 5;
/// The window failed logins are counted in.
pub const FAILURE_WINDOW: Duration = Duration::from_secs(10 * 60);
/// A session without an event end date lasts this long.
pub const SESSION_WITHOUT_END: i64 = 24 * 3600;
/// Clients remembered at most (each failed login from a new address adds one).
const MAX_CLIENTS: usize = 10_000;

/// Whether a token offered at login is the event's: constant time in the
/// token's contents.
pub fn token_matches(offered: &str, current: &str) -> bool {
    offered.len() == current.len() && bool::from(offered.as_bytes().ct_eq(current.as_bytes()))
}

/// The `Set-Cookie` header of a new session (or, with `expires <= now`,
/// of one ended: the browser forgets it); `Secure` over TLS.
pub fn set_cookie(value: &str, expires: i64, now: i64, secure: bool) -> String {
    format!(
        "{COOKIE}={value}; Path=/; Max-Age={}; HttpOnly; SameSite=Lax{}",
        (expires - now).max(0),
        if secure { "; Secure" } else { "" }
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
    fn cookies_are_http_only_and_read_back() {
        let header = set_cookie("5.ab", 105, 5, false);
        assert!(header.contains("HttpOnly") && header.contains("SameSite=Lax"));
        assert!(header.contains("Max-Age=100"));
        assert!(!header.contains("Secure"));
        assert!(set_cookie("5.ab", 105, 5, true).ends_with("; Secure"));
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
    fn wrong_logins_are_limited_per_client_for_the_window() {
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
