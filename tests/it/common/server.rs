//! A PostgreSQL server of the test's own, for the fault tests that stop it
//! (`pg_ctl stop -m immediate`, a crash as the server sees it) and start it
//! again while stations record: a fresh cluster in a temporary directory on
//! a free port, run by the `postgres` system user when the tests run as
//! root (the server refuses root). It needs the server's programs
//! (`PG_BIN`, else `/usr/lib/postgresql/*/bin`), as the tests that use it
//! are `#[ignore]`d for.

#![cfg(unix)]

use std::path::PathBuf;
use std::process::Command;

pub struct PrivateServer {
    bin: PathBuf,
    dir: tempfile::TempDir,
    port: u16,
}

impl PrivateServer {
    /// A fresh cluster, started, with a role `armoury` (trust login).
    pub fn start() -> PrivateServer {
        PrivateServer::start_with("-A trust")
    }

    /// A fresh cluster whose role `armoury` logs in over TCP with
    /// `password` only (SCRAM).
    pub fn start_with_password(password: &str) -> PrivateServer {
        let file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(file.path(), password).unwrap();
        std::fs::set_permissions(
            file.path(),
            std::os::unix::fs::PermissionsExt::from_mode(0o644),
        )
        .unwrap();
        let server = PrivateServer::start_with(&format!(
            "--auth-local=trust --auth-host=scram-sha-256 --pwfile='{}'",
            file.path().display()
        ));
        drop(file);
        server
    }

    /// A fresh cluster with TLS on, serving `cert_pem` (and its chain)
    /// with `key_pem`; trust login.
    pub fn start_with_tls(cert_pem: &str, key_pem: &str) -> PrivateServer {
        let server = PrivateServer::initialised("-A trust");
        let data = server.data();
        std::fs::write(data.join("server.crt"), cert_pem).unwrap();
        std::fs::write(data.join("server.key"), key_pem).unwrap();
        std::fs::set_permissions(
            data.join("server.key"),
            std::os::unix::fs::PermissionsExt::from_mode(0o600),
        )
        .unwrap();
        let mut conf = std::fs::OpenOptions::new()
            .append(true)
            .open(data.join("postgresql.conf"))
            .unwrap();
        std::io::Write::write_all(
            &mut conf,
            b"\nssl = on\nssl_cert_file = 'server.crt'\nssl_key_file = 'server.key'\n",
        )
        .unwrap();
        server.start_again();
        server
    }

    fn start_with(auth: &str) -> PrivateServer {
        let server = PrivateServer::initialised(auth);
        server.start_again();
        server
    }

    /// A fresh cluster, not started.
    fn initialised(auth: &str) -> PrivateServer {
        let bin = std::env::var_os("PG_BIN")
            .map(PathBuf::from)
            .unwrap_or_else(|| {
                let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
                    .expect("the PostgreSQL server programs (Debian package postgresql)")
                    .filter_map(|e| Some(e.ok()?.path().join("bin")))
                    .filter(|bin| bin.join("initdb").exists())
                    .collect();
                found.sort();
                found.pop().expect("initdb under /usr/lib/postgresql/*/bin")
            });
        let dir = tempfile::tempdir().unwrap();
        std::fs::set_permissions(
            dir.path(),
            std::os::unix::fs::PermissionsExt::from_mode(0o755),
        )
        .unwrap();
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let server = PrivateServer { bin, dir, port };
        std::fs::create_dir(server.data()).unwrap();
        server.run(&format!(
            "'{}' -D '{}' {auth} -U armoury -E UTF8 --locale=C.UTF-8",
            server.bin.join("initdb").display(),
            server.data().display()
        ));
        server
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// Runs a shell command as the server's owner; whether it succeeded.
    fn try_run(&self, command: &str) -> bool {
        let root = Command::new("id")
            .arg("-u")
            .output()
            .is_ok_and(|o| o.stdout.starts_with(b"0"));
        let status = if root {
            let _ = Command::new("chown")
                .args(["-R", "postgres"])
                .arg(self.data())
                .status();
            Command::new("su")
                .args(["postgres", "-s", "/bin/sh", "-c", command])
                .stdout(std::process::Stdio::null())
                .status()
        } else {
            Command::new("sh")
                .args(["-c", command])
                .stdout(std::process::Stdio::null())
                .status()
        };
        status.is_ok_and(|s| s.success())
    }

    fn run(&self, command: &str) {
        assert!(self.try_run(command), "{command}");
    }

    /// The URL of database `name` (created with [`PrivateServer::create`]).
    pub fn url(&self, name: &str) -> String {
        format!("postgres://armoury@127.0.0.1:{}/{name}", self.port)
    }

    /// The URL of database `name` over the server's Unix socket, which no
    /// network fault touches.
    pub fn socket_url(&self, name: &str) -> String {
        let dir = self.data().display().to_string().replace('/', "%2F");
        format!("postgres://armoury@{dir}:{}/{name}", self.port)
    }

    /// The server's TCP port on 127.0.0.1.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Creates a database.
    pub fn create(&self, name: &str) -> String {
        postgres::Client::connect(&self.url("postgres"), postgres::NoTls)
            .unwrap()
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .unwrap();
        self.url(name)
    }

    /// Stops the server as a crash would: no shutdown checkpoint, every
    /// connection cut.
    pub fn crash(&self) {
        self.run(&format!(
            "'{}' -D '{}' -m immediate stop",
            self.bin.join("pg_ctl").display(),
            self.data().display()
        ));
    }

    /// Starts the (stopped) server; returns when it takes connections.
    pub fn start_again(&self) {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1",
            self.port,
            self.data().display()
        );
        self.run(&format!(
            "'{}' -D '{}' -l '{}/log' -o '{options}' -w start",
            self.bin.join("pg_ctl").display(),
            self.data().display(),
            self.data().display()
        ));
    }
}

impl Drop for PrivateServer {
    fn drop(&mut self) {
        let stop = format!(
            "'{}' -D '{}' -m immediate stop",
            self.bin.join("pg_ctl").display(),
            self.data().display()
        );
        self.try_run(&stop);
    }
}
