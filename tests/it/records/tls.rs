//! TLS to the PostgreSQL server, as the URL's `sslmode` asks: a private
//! server with `ssl = on` and a certificate from a test CA (made with
//! `rcgen`), and what each mode accepts and refuses. Whether a connection
//! is encrypted is read on the server (`pg_stat_ssl`), over its Unix
//! socket.
#![cfg(unix)]

use armoury::web::tls::pem;
use armoury_records::{Store, StoreAddress};
use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};

use crate::common::server::PrivateServer;

/// A CA's certificate (PEM), and a server certificate it issued for
/// `names` (host names or addresses) with its key.
struct Pki {
    ca: String,
    certificate: String,
    key: String,
}

fn issued_for(names: &[&str]) -> Pki {
    let mut ca = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca_key = KeyPair::generate().unwrap();
    let ca_certificate = ca.self_signed(&ca_key).unwrap();
    let issuer = Issuer::new(ca, ca_key);
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let key = KeyPair::generate().unwrap();
    let certificate = CertificateParams::new(names)
        .unwrap()
        .signed_by(&key, &issuer)
        .unwrap();
    Pki {
        ca: pem("CERTIFICATE", ca_certificate.der()),
        certificate: pem("CERTIFICATE", certificate.der()),
        key: pem("PRIVATE KEY", &key.serialize_der()),
    }
}

/// Connects to `server`'s database `event` with `query` on the URL; on
/// success, whether the server sees that connection encrypted.
fn connect(server: &PrivateServer, query: &str) -> Result<bool, String> {
    let url = format!("{}?{query}", server.url("event"));
    let store = Store::connect(&StoreAddress::parse(&url)).map_err(|e| e.to_string())?;
    let mut beside =
        postgres::Client::connect(&server.socket_url("event"), postgres::NoTls).unwrap();
    let encrypted: bool = beside
        .query_one(
            "SELECT coalesce(bool_and(s.ssl), false) FROM pg_stat_ssl s
             JOIN pg_stat_activity a USING (pid) WHERE a.application_name = 'armoury'",
            &[],
        )
        .unwrap()
        .get(0);
    drop(store);
    Ok(encrypted)
}

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn each_sslmode_encrypts_and_checks_as_it_says() {
    let pki = issued_for(&["127.0.0.1", "localhost"]);
    let server = PrivateServer::start_with_tls(&pki.certificate, &pki.key);
    server.create("event");
    let dir = tempfile::tempdir().unwrap();
    let ca = write(dir.path(), "ca.pem", &pki.ca);
    let other_ca = write(dir.path(), "other-ca.pem", &issued_for(&["127.0.0.1"]).ca);

    // The default is libpq's: TLS when the server offers it.
    assert_eq!(connect(&server, ""), Ok(true));
    assert_eq!(connect(&server, "sslmode=disable"), Ok(false));
    assert_eq!(connect(&server, "sslmode=require"), Ok(true));
    assert_eq!(
        connect(&server, &format!("sslmode=verify-full&sslrootcert={ca}")),
        Ok(true)
    );
    assert_eq!(
        connect(&server, &format!("sslmode=verify-ca&sslrootcert={ca}")),
        Ok(true)
    );
    // Another CA's server is refused, naming why.
    let refused = connect(
        &server,
        &format!("sslmode=verify-full&sslrootcert={other_ca}"),
    )
    .unwrap_err();
    assert!(refused.contains("certificate"), "{refused}");
    assert!(
        refused.starts_with("database postgres://armoury@127.0.0.1:"),
        "{refused}"
    );
    // A CA file that is not there is named.
    let missing = dir.path().join("nowhere.pem").display().to_string();
    let refused = connect(
        &server,
        &format!("sslmode=verify-full&sslrootcert={missing}"),
    )
    .unwrap_err();
    assert!(refused.contains(&missing), "{refused}");
    let refused = connect(&server, "sslmode=verify-full").unwrap_err();
    assert!(refused.contains("needs sslrootcert"), "{refused}");
}

/// A certificate for another name: `verify-full` refuses it, `verify-ca`
/// (the CA's check alone) takes it.
#[test]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn verify_full_checks_the_name_and_verify_ca_does_not() {
    let pki = issued_for(&["db.example"]);
    let server = PrivateServer::start_with_tls(&pki.certificate, &pki.key);
    server.create("event");
    let dir = tempfile::tempdir().unwrap();
    let ca = write(dir.path(), "ca.pem", &pki.ca);
    let refused = connect(&server, &format!("sslmode=verify-full&sslrootcert={ca}")).unwrap_err();
    assert!(refused.contains("certificate"), "{refused}");
    assert_eq!(
        connect(&server, &format!("sslmode=verify-ca&sslrootcert={ca}")),
        Ok(true)
    );
}

/// A server without TLS: `require` refuses it, the default goes on plain.
#[test]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn require_refuses_a_server_without_tls() {
    let server = PrivateServer::start();
    server.create("event");
    let refused = connect(&server, "sslmode=require").unwrap_err();
    assert!(refused.contains("TLS"), "{refused}");
    assert_eq!(connect(&server, ""), Ok(false));
}
