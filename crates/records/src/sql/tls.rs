//! TLS to the PostgreSQL server, with rustls, as libpq's `sslmode` asks.
//!
//! The server URL's `sslmode` and `sslrootcert` are read here (the client
//! library knows neither `verify-ca` nor `verify-full`, nor the CA file):
//! - `disable`: plain TCP.
//! - `prefer` (the default, as libpq's): TLS when the server offers it,
//!   else plain; the server's certificate is not checked.
//! - `require`: TLS or no connection; the certificate is not checked (it
//!   keeps a listener on the event's Wi-Fi out, not an impostor).
//! - `verify-ca`: TLS with a certificate issued by the CA in `sslrootcert`
//!   (a PEM file).
//! - `verify-full`: that, and for the host name (or address) connected to.
//!
//! Channel binding (SCRAM-SHA-256-PLUS) is not offered; password logins use
//! SCRAM-SHA-256 inside the TLS connection.

use std::future::Future;
use std::io;
use std::path::PathBuf;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::WebPkiSupportedAlgorithms;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme,
};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio_postgres::config::SslMode;
use tokio_postgres::tls::{ChannelBinding, MakeTlsConnect, TlsConnect};

/// What the URL asked of TLS.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TlsMode {
    Disable,
    Prefer,
    Require,
    VerifyCa(PathBuf),
    VerifyFull(PathBuf),
}

impl TlsMode {
    /// The client library's own mode: whether TLS is tried, and required.
    pub(crate) fn ssl_mode(&self) -> SslMode {
        match self {
            TlsMode::Disable => SslMode::Disable,
            TlsMode::Prefer => SslMode::Prefer,
            TlsMode::Require | TlsMode::VerifyCa(_) | TlsMode::VerifyFull(_) => SslMode::Require,
        }
    }
}

/// Takes `sslmode` and `sslrootcert` out of a server URL's query: the URL
/// without them, for the client library, and the mode they ask for.
pub(crate) fn split_url(url: &str) -> Result<(String, TlsMode), String> {
    let Some((base, query)) = url.split_once('?') else {
        return Ok((url.to_string(), TlsMode::Prefer));
    };
    let mut kept = Vec::new();
    let (mut mode, mut root) = (None, None);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        match pair.split_once('=') {
            Some(("sslmode", value)) => mode = Some(value.to_string()),
            Some(("sslrootcert", value)) => root = Some(PathBuf::from(percent_decoded(value)?)),
            _ => kept.push(pair),
        }
    }
    let needs_root = |root: Option<PathBuf>, mode: &str| {
        root.ok_or_else(|| {
            format!("sslmode={mode} needs sslrootcert=FILE (the CA's certificate, PEM)")
        })
    };
    let mode = match mode.as_deref() {
        None | Some("prefer") => TlsMode::Prefer,
        Some("disable") => TlsMode::Disable,
        Some("require") => TlsMode::Require,
        Some("verify-ca") => TlsMode::VerifyCa(needs_root(root, "verify-ca")?),
        Some("verify-full") => TlsMode::VerifyFull(needs_root(root, "verify-full")?),
        Some(other) => {
            return Err(format!(
                "sslmode={other} is not one of disable, prefer, require, verify-ca, verify-full"
            ));
        }
    };
    let url = if kept.is_empty() {
        base.to_string()
    } else {
        format!("{base}?{}", kept.join("&"))
    };
    Ok((url, mode))
}

/// `%2F` and the like decoded (a path in a URL).
fn percent_decoded(text: &str) -> Result<String, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(|| format!("sslrootcert: bad %-escape in {text:?}"))?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| format!("sslrootcert: not UTF-8: {text:?}"))
}

/// The cryptography rustls uses here, to the server and for the referees'
/// page: *ring*, which builds for Windows with mingw as it does for Linux
/// (the other provider, aws-lc-rs, wants CMake and NASM there). rustls
/// marks it deprecated since 0.23.48 for lacking post-quantum key exchange;
/// the classical key exchanges it has are what PostgreSQL's OpenSSL and
/// phones' browsers offer too.
#[allow(deprecated)]
pub fn crypto_provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// The rustls connector for `mode`; reads the CA file of the verifying modes.
pub(crate) fn connector(mode: &TlsMode) -> Result<MakeRustls, String> {
    let provider = crypto_provider();
    let builder = ClientConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?;
    let config = match mode {
        TlsMode::Disable | TlsMode::Prefer | TlsMode::Require => builder
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(AnyCertificate(
                provider.signature_verification_algorithms,
            )))
            .with_no_client_auth(),
        TlsMode::VerifyCa(root) | TlsMode::VerifyFull(root) => {
            let mut roots = RootCertStore::empty();
            let certificates = CertificateDer::pem_file_iter(root)
                .map_err(|e| format!("{}: {e}", root.display()))?;
            for certificate in certificates {
                let certificate = certificate.map_err(|e| format!("{}: {e}", root.display()))?;
                roots
                    .add(certificate)
                    .map_err(|e| format!("{}: {e}", root.display()))?;
            }
            if roots.is_empty() {
                return Err(format!("{}: holds no certificate", root.display()));
            }
            let webpki = rustls::client::WebPkiServerVerifier::builder_with_provider(
                Arc::new(roots),
                provider,
            )
            .build()
            .map_err(|e| e.to_string())?;
            let verifier: Arc<dyn ServerCertVerifier> = match mode {
                TlsMode::VerifyCa(_) => Arc::new(AnyName(webpki)),
                _ => webpki,
            };
            builder
                .dangerous()
                .with_custom_certificate_verifier(verifier)
                .with_no_client_auth()
        }
    };
    Ok(MakeRustls {
        config: Arc::new(config),
        checks_name: matches!(mode, TlsMode::VerifyFull(_)),
    })
}

/// Accepts any certificate (`prefer`, `require`), but still checks that the
/// server holds its key (the handshake's signatures).
#[derive(Debug)]
struct AnyCertificate(WebPkiSupportedAlgorithms);

impl ServerCertVerifier for AnyCertificate {
    fn verify_server_cert(
        &self,
        _: &CertificateDer<'_>,
        _: &[CertificateDer<'_>],
        _: &ServerName<'_>,
        _: &[u8],
        _: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(message, cert, dss, &self.0)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.0)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_schemes()
    }
}

/// `verify-ca`: the CA's check, whatever name the certificate is for.
#[derive(Debug)]
struct AnyName(Arc<rustls::client::WebPkiServerVerifier>);

impl ServerCertVerifier for AnyName {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        match self
            .0
            .verify_server_cert(end_entity, intermediates, name, ocsp, now)
        {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_verify_schemes()
    }
}

/// Makes a TLS connection for each connect of the client library; with
/// `checks_name` (`verify-full`) only to a host with a valid name.
#[derive(Clone)]
pub(crate) struct MakeRustls {
    config: Arc<ClientConfig>,
    checks_name: bool,
}

impl<S> MakeTlsConnect<S> for MakeRustls
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    type Stream = RustlsStream<S>;
    type TlsConnect = RustlsConnect;
    type Error = io::Error;

    /// A host that is no valid name (a Unix socket's path, on which TLS is
    /// never tried; a name with `_`) gets a stand-in where no name is
    /// checked, and where one is (`verify-full`), the handshake refuses.
    fn make_tls_connect(&mut self, host: &str) -> Result<RustlsConnect, Self::Error> {
        let name = ServerName::try_from(host.to_string()).ok().or_else(|| {
            (!self.checks_name)
                .then(|| ServerName::try_from("server.invalid").ok())
                .flatten()
        });
        Ok(RustlsConnect {
            config: self.config.clone(),
            name,
        })
    }
}

/// One connection's TLS handshake, to the host it was made for.
pub(crate) struct RustlsConnect {
    config: Arc<ClientConfig>,
    name: Option<ServerName<'static>>,
}

impl<S> TlsConnect<S> for RustlsConnect
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    type Stream = RustlsStream<S>;
    type Error = io::Error;
    type Future = Pin<Box<dyn Future<Output = io::Result<RustlsStream<S>>> + Send>>;

    fn connect(self, stream: S) -> Self::Future {
        Box::pin(async move {
            let name = self.name.ok_or_else(|| {
                io::Error::new(
                    io::ErrorKind::InvalidInput,
                    "TLS needs a host name or address",
                )
            })?;
            tokio_rustls::TlsConnector::from(self.config)
                .connect(name, stream)
                .await
                .map(RustlsStream)
        })
    }
}

/// A TLS connection to the server.
pub(crate) struct RustlsStream<S>(tokio_rustls::client::TlsStream<S>);

impl<S: AsyncRead + AsyncWrite + Unpin> AsyncRead for RustlsStream<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> AsyncWrite for RustlsStream<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> tokio_postgres::tls::TlsStream for RustlsStream<S> {
    fn channel_binding(&self) -> ChannelBinding {
        ChannelBinding::none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sslmode_and_sslrootcert_are_taken_out_of_the_url() {
        let (url, mode) = split_url("postgres://desk@db/event").unwrap();
        assert_eq!(
            (url.as_str(), mode),
            ("postgres://desk@db/event", TlsMode::Prefer)
        );
        let (url, mode) =
            split_url("postgres://desk@db/event?sslmode=verify-full&sslrootcert=%2Fetc%2Fca.pem&application_name=x")
                .unwrap();
        assert_eq!(url, "postgres://desk@db/event?application_name=x");
        assert_eq!(mode, TlsMode::VerifyFull(PathBuf::from("/etc/ca.pem")));
        let (url, mode) = split_url("postgres://desk@db/event?sslmode=require").unwrap();
        assert_eq!(
            (url.as_str(), mode),
            ("postgres://desk@db/event", TlsMode::Require)
        );
        assert!(
            split_url("postgres://h/d?sslmode=verify-ca")
                .unwrap_err()
                .contains("sslrootcert")
        );
        assert!(
            split_url("postgres://h/d?sslmode=sometimes")
                .unwrap_err()
                .contains("sometimes")
        );
        assert_eq!(
            split_url("postgres://h/d?sslmode=disable").unwrap().1,
            TlsMode::Disable
        );
    }
}
