//! TLS for the referees' page: the organiser's own certificate (PEM files),
//! or one made here for an event without a public name.
//!
//! A self-made certificate is kept in a folder of its own (the key
//! owner-only) and used again on every start, so its SHA-256 fingerprint,
//! which `armoury serve` prints and the referee card carries, stays the
//! same for the whole event. A phone warns about a certificate no public
//! authority issued; the referee compares the fingerprint the phone shows
//! with the card's, once, and goes on.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::ServerConfig;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use sha2::{Digest, Sha256};

/// A certificate and key ready to serve, with the certificate's
/// fingerprint.
#[derive(Debug)]
pub struct Certificate {
    /// The server's TLS settings.
    pub config: Arc<ServerConfig>,
    /// SHA-256 of the certificate, as upper-case hex pairs joined by `:`
    /// (the form browsers show).
    pub fingerprint: String,
}

/// Why TLS could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// A certificate or key file could not be read, or holds none.
    #[error("{}: {message}", path.display())]
    File {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        message: String,
    },
    /// The certificate and key do not go together, or could not be made.
    #[error("TLS: {0}")]
    Setup(String),
}

fn file_error(path: &Path, message: impl ToString) -> TlsError {
    TlsError::File {
        path: path.to_path_buf(),
        message: message.to_string(),
    }
}

/// The certificate chain in `certificate` (PEM, the server's first) with
/// the private key in `key` (PEM).
pub fn from_files(certificate: &Path, key: &Path) -> Result<Certificate, TlsError> {
    let chain = CertificateDer::pem_file_iter(certificate)
        .map_err(|e| file_error(certificate, e))?
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| file_error(certificate, e))?;
    if chain.is_empty() {
        return Err(file_error(certificate, "holds no certificate (PEM)"));
    }
    let key_der = PrivateKeyDer::from_pem_file(key).map_err(|e| file_error(key, e))?;
    let fingerprint = fingerprint(&chain[0]);
    let mut config = ServerConfig::builder_with_provider(armoury_records::crypto_provider())
        .with_safe_default_protocol_versions()
        .map_err(|e| TlsError::Setup(e.to_string()))?
        .with_no_client_auth()
        .with_single_cert(chain, key_der)
        .map_err(|e| {
            TlsError::Setup(format!(
                "{} and {}: {e}",
                certificate.display(),
                key.display()
            ))
        })?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(Certificate {
        config: Arc::new(config),
        fingerprint,
    })
}

/// The self-made certificate kept in `dir` (`certificate.pem`, `key.pem`),
/// made first if there is none: for `names` (host names and addresses the
/// phones may use).
pub fn self_made(dir: &Path, names: &[String]) -> Result<Certificate, TlsError> {
    let (certificate, key) = (dir.join("certificate.pem"), dir.join("key.pem"));
    if !certificate.exists() || !key.exists() {
        let made = rcgen::generate_simple_self_signed(names.to_vec())
            .map_err(|e| TlsError::Setup(format!("making a certificate: {e}")))?;
        crate::private_file::create_dir_all(dir).map_err(|e| file_error(dir, e))?;
        let key_pem = pem("PRIVATE KEY", &made.signing_key.serialize_der());
        crate::private_file::write(&key, key_pem.as_bytes()).map_err(|e| file_error(&key, e))?;
        let certificate_pem = pem("CERTIFICATE", made.cert.der());
        crate::private_file::write(&certificate, certificate_pem.as_bytes())
            .map_err(|e| file_error(&certificate, e))?;
    }
    from_files(&certificate, &key)
}

/// The default folder of the self-made certificate:
/// `<platform local data dir>/armoury/tls`.
pub fn default_dir() -> Option<PathBuf> {
    dirs::data_local_dir().map(|dir| dir.join("armoury").join("tls"))
}

/// `der` as PEM text under `label` (`CERTIFICATE`, `PRIVATE KEY`): base64
/// in lines of 64 characters between the BEGIN and END lines.
pub fn pem(label: &str, der: &[u8]) -> String {
    let base64 = data_encoding::BASE64.encode(der);
    let mut text = format!("-----BEGIN {label}-----\n");
    for line in base64.as_bytes().chunks(64) {
        text.push_str(&String::from_utf8_lossy(line));
        text.push('\n');
    }
    text.push_str(&format!("-----END {label}-----\n"));
    text
}

/// SHA-256 of a certificate as `AB:CD:…`.
fn fingerprint(certificate: &CertificateDer<'_>) -> String {
    Sha256::digest(certificate.as_ref())
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect::<Vec<_>>()
        .join(":")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_self_made_certificate_is_kept_and_used_again() {
        let dir = tempfile::tempdir().unwrap();
        let names = vec!["localhost".to_string(), "192.0.2.7".to_string()];
        let first = self_made(dir.path(), &names).unwrap();
        assert_eq!(first.fingerprint.len(), 32 * 3 - 1);
        let again = self_made(dir.path(), &names).unwrap();
        assert_eq!(
            again.fingerprint, first.fingerprint,
            "the same for the whole event"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join("key.pem"))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn files_that_are_not_a_certificate_and_key_are_named() {
        let dir = tempfile::tempdir().unwrap();
        let empty = dir.path().join("empty.pem");
        std::fs::write(&empty, "nothing here").unwrap();
        let error = from_files(&empty, &empty).unwrap_err().to_string();
        assert!(error.contains("empty.pem"), "{error}");
        let missing = dir.path().join("missing.pem");
        let error = from_files(&missing, &missing).unwrap_err().to_string();
        assert!(error.contains("missing.pem"), "{error}");
    }
}
