//! [`StoreAddress`]: where the records live, as `--db` and `ARMOURY_DB` name
//! it. A `postgres://` or `postgresql://` URL is a PostgreSQL server shared
//! by the event's stations; anything else is the path of an embedded SQLite
//! file. An address is shown without its password ([`StoreAddress`]'s
//! `Display`), so it can go into messages and the status strip.

use std::fmt;
use std::path::{Path, PathBuf};

/// Where a store's records live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreAddress {
    /// An embedded SQLite file.
    File(PathBuf),
    /// A PostgreSQL server, by its connection URL (which may hold a password).
    Server(ServerUrl),
}

/// A PostgreSQL connection URL (`postgres://USER[:PASSWORD]@HOST[:PORT]/DB`).
/// Its `Display` leaves the password out.
#[derive(Clone, PartialEq, Eq)]
pub struct ServerUrl(String);

impl ServerUrl {
    /// The URL as given, password and all: only for connecting.
    pub(crate) fn secret(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ServerUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&without_password(&self.0))
    }
}

impl fmt::Debug for ServerUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ServerUrl({self})")
    }
}

impl StoreAddress {
    /// Reads `--db`'s value: a server URL, else a file path.
    pub fn parse(text: &str) -> StoreAddress {
        if is_server_url(text) {
            StoreAddress::Server(ServerUrl(text.to_string()))
        } else {
            StoreAddress::File(PathBuf::from(text))
        }
    }

    /// The SQLite file, if the records are in one.
    pub fn file(&self) -> Option<&Path> {
        match self {
            StoreAddress::File(path) => Some(path),
            StoreAddress::Server(_) => None,
        }
    }
}

impl From<PathBuf> for StoreAddress {
    fn from(path: PathBuf) -> StoreAddress {
        StoreAddress::File(path)
    }
}

impl From<&Path> for StoreAddress {
    fn from(path: &Path) -> StoreAddress {
        StoreAddress::File(path.to_path_buf())
    }
}

impl std::str::FromStr for StoreAddress {
    type Err = std::convert::Infallible;

    fn from_str(text: &str) -> Result<StoreAddress, Self::Err> {
        Ok(StoreAddress::parse(text))
    }
}

impl fmt::Display for StoreAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreAddress::File(path) => write!(f, "{}", path.display()),
            StoreAddress::Server(url) => url.fmt(f),
        }
    }
}

fn is_server_url(text: &str) -> bool {
    let lower = text.get(..13).unwrap_or(text).to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

/// The URL with the password of its user part (`user:secret@`) left out,
/// and a `password=` query parameter's value masked.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let authority = match authority.rsplit_once('@') {
        Some((user, host)) => {
            let user = user.split_once(':').map_or(user, |(name, _)| name);
            format!("{user}@{host}")
        }
        None => authority.to_string(),
    };
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let query: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((key, _)) if key.eq_ignore_ascii_case("password") => {
                        format!("{key}=***")
                    }
                    _ => pair.to_string(),
                })
                .collect();
            format!("{path}?{}", query.join("&"))
        }
        None => tail.to_string(),
    };
    format!("{scheme}://{authority}{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_servers_and_everything_else_a_file() {
        for url in [
            "postgres://armoury@127.0.0.1:5432/event",
            "postgresql://desk@db.local/event",
            "POSTGRES://x@h/d",
        ] {
            assert!(
                matches!(StoreAddress::parse(url), StoreAddress::Server(_)),
                "{url}"
            );
        }
        for path in ["armoury.db", "/tmp/postgres/armoury.db", "postgres.db", ""] {
            assert_eq!(
                StoreAddress::parse(path),
                StoreAddress::File(PathBuf::from(path))
            );
        }
    }

    #[test]
    fn passwords_never_show() {
        let cases = [
            (
                "postgres://desk:s3cret@10.0.0.2:5432/event",
                "postgres://desk@10.0.0.2:5432/event",
            ),
            ("postgres://desk:p@ss@host/db", "postgres://desk@host/db"),
            (
                "postgresql://desk@host/db?password=s3cret&sslmode=disable",
                "postgresql://desk@host/db?password=***&sslmode=disable",
            ),
            ("postgres://host/db", "postgres://host/db"),
        ];
        for (url, shown) in cases {
            let location = StoreAddress::parse(url);
            assert_eq!(location.to_string(), shown);
            assert!(!format!("{location:?}").contains("s3cret"));
        }
    }
}
