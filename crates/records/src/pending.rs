//! Request keys of records whose outcome is unknown, kept by a program
//! without an outbox (the command line) so a record repeated after a lost
//! answer is written once.
//!
//! A [`PendingKey`] is looked up by a fingerprint of the whole request
//! (where, for whom, what, by whom). The first attempt makes a fresh
//! request key and writes it to a small owner-only file before anything is
//! sent; a definite answer (recorded, or refused) removes the file
//! ([`PendingKey::settle`]). When the answer was lost, the file stays, and
//! the same request made again reuses its key, which the server records
//! once ([`super::decided`]). A key left longer than [`PENDING_FOR`] is not
//! reused: the same item recorded again the next day is a new inspection.

use std::path::{Path, PathBuf};
use std::time::Duration;

use sha2::{Digest, Sha256};

use super::error::RecordsError;
use super::outbox::request_key;
use super::secrets::hex;

/// How long a key whose outcome is unknown is reused by the same request.
pub const PENDING_FOR: Duration = Duration::from_secs(60 * 60);

/// The request key of one record, new or left by an attempt whose answer
/// was lost.
#[derive(Debug)]
pub struct PendingKey {
    path: PathBuf,
    key: String,
    reused: bool,
}

/// The default folder for pending keys:
/// `<platform local data dir>/armoury/pending`.
pub fn default_pending_dir() -> Result<PathBuf, RecordsError> {
    dirs::data_local_dir()
        .map(|dir| dir.join("armoury").join("pending"))
        .ok_or(RecordsError::NoDataDir)
}

impl PendingKey {
    /// The key for the request described by `parts`, kept in `dir`: the one
    /// an earlier attempt left there (less than [`PENDING_FOR`] ago), else
    /// a fresh one, written down before the request is sent.
    pub fn for_request(dir: &Path, parts: &[&str]) -> Result<PendingKey, RecordsError> {
        let mut fingerprint = Sha256::new();
        for part in parts {
            fingerprint.update(part.len().to_le_bytes());
            fingerprint.update(part.as_bytes());
        }
        let path = dir.join(format!("{}.key", hex(&fingerprint.finalize())));
        let io = |cause| RecordsError::Io {
            path: path.clone(),
            cause,
        };
        let recent = std::fs::metadata(&path)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|at| at.elapsed().ok())
            .is_some_and(|age| age < PENDING_FOR);
        if recent {
            let key = std::fs::read_to_string(&path).map_err(io)?;
            let key = key.trim();
            if key.len() == 32 && key.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Ok(PendingKey {
                    key: key.to_string(),
                    path,
                    reused: true,
                });
            }
        }
        let key = request_key()?;
        super::store::create_owner_only(&path)?;
        std::fs::write(&path, &key).map_err(io)?;
        Ok(PendingKey {
            path,
            key,
            reused: false,
        })
    }

    /// The request key to send.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// Whether an earlier attempt left this key (its answer was lost).
    pub fn reused(&self) -> bool {
        self.reused
    }

    /// The answer came (recorded, or refused): the key is no longer needed.
    pub fn settle(self) -> Result<(), RecordsError> {
        match std::fs::remove_file(&self.path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(cause) => Err(RecordsError::Io {
                path: self.path,
                cause,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_left_unsettled_gets_its_key_again_and_a_settled_one_a_new_key() {
        let dir = tempfile::tempdir().unwrap();
        let request = ["postgres://desk@server/event", "17", "sword"];
        let first = PendingKey::for_request(dir.path(), &request).unwrap();
        assert!(!first.reused());
        let again = PendingKey::for_request(dir.path(), &request).unwrap();
        assert!(again.reused());
        assert_eq!(again.key(), first.key());
        let other =
            PendingKey::for_request(dir.path(), &["postgres://desk@server/event", "17", "axe"])
                .unwrap();
        assert_ne!(other.key(), first.key());
        // Parts are told apart by their lengths, not run together.
        let shifted =
            PendingKey::for_request(dir.path(), &["postgres://desk@server/event1", "7", "sword"])
                .unwrap();
        assert_ne!(shifted.key(), first.key());
        again.settle().unwrap();
        let fresh = PendingKey::for_request(dir.path(), &request).unwrap();
        assert!(!fresh.reused());
        assert_ne!(fresh.key(), first.key());
    }

    #[test]
    fn an_old_or_damaged_key_is_not_reused() {
        let dir = tempfile::tempdir().unwrap();
        let request = ["a", "b"];
        let first = PendingKey::for_request(dir.path(), &request).unwrap();
        let path = first.path.clone();
        let old = std::time::SystemTime::now() - PENDING_FOR - Duration::from_secs(1);
        std::fs::File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_modified(old)
            .unwrap();
        let later = PendingKey::for_request(dir.path(), &request).unwrap();
        assert!(!later.reused());
        assert_ne!(later.key(), first.key());
        std::fs::write(&path, "not a key").unwrap();
        assert!(
            !PendingKey::for_request(dir.path(), &request)
                .unwrap()
                .reused()
        );
    }
}
