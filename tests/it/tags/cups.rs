//! Printing through a real CUPS spooler: starts a private `cupsd` (its own
//! config, socket and spool in a temp folder), adds a raw queue, runs
//! `armoury tag --print` with the label's page size, and checks the scheduler
//! accepted and completed the job. (What a real label printer's driver makes
//! of it is not checked here.) Ignored by plain `cargo test`: it needs CUPS
//! (Debian packages cups and cups-client) and root. `.ci/run` installs them
//! and runs it with `cargo test -- --include-ignored`, where a missing piece
//! fails the test, saying what is missing. Unix only: Windows prints
//! through its own spooler.
#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::Duration;

const CUPSD: &str = "/usr/sbin/cupsd";

/// The private scheduler; stopped when dropped.
struct Scheduler {
    child: Child,
    socket: PathBuf,
}

impl Drop for Scheduler {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What this machine lacks for the test, if anything.
fn missing() -> Option<String> {
    if !Path::new(CUPSD).is_file() {
        return Some(format!("{CUPSD} is not installed (package cups)"));
    }
    for tool in ["lp", "lpadmin"] {
        let found = Command::new(tool)
            .arg("-h")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok();
        if !found {
            return Some(format!("`{tool}` is not installed (package cups-client)"));
        }
    }
    let uid = Command::new("id").arg("-u").output().ok()?;
    if String::from_utf8_lossy(&uid.stdout).trim() != "0" {
        return Some("cupsd needs root to drop to the lp user".to_string());
    }
    None
}

fn start(dir: &Path) -> Scheduler {
    for sub in ["spool", "tmp", "state", "cache", "log"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    // The scheduler drops to `lp`, which must be able to enter the folder.
    Command::new("chmod").arg("755").arg(dir).status().unwrap();
    let socket = dir.join("cups.sock");
    let d = dir.display();
    std::fs::write(
        dir.join("cupsd.conf"),
        format!(
            "Listen {}\nWebInterface No\nBrowsing No\nLogLevel warn\nDefaultAuthType None\n\
             <Location />\n  Order allow,deny\n  Allow all\n</Location>\n\
             <Policy default>\n  <Limit All>\n    Order deny,allow\n  </Limit>\n</Policy>\n",
            socket.display()
        ),
    )
    .unwrap();
    std::fs::write(
        dir.join("cups-files.conf"),
        format!(
            "ServerRoot {d}\nRequestRoot {d}/spool\nTempDir {d}/tmp\nStateDir {d}/state\n\
             CacheDir {d}/cache\nErrorLog {d}/log/error_log\nAccessLog {d}/log/access_log\n\
             PageLog {d}/log/page_log\nPrintcap {d}/printcap\nServerBin /usr/lib/cups\nDataDir /usr/share/cups\n\
             FileDevice Yes\nUser lp\nGroup lp\nSystemGroup root\n"
        ),
    )
    .unwrap();
    let child = Command::new(CUPSD)
        .arg("-f")
        .arg("-c")
        .arg(dir.join("cupsd.conf"))
        .arg("-s")
        .arg(dir.join("cups-files.conf"))
        .spawn()
        .unwrap();
    let scheduler = Scheduler { child, socket };
    // Wait (bounded) for the scheduler to answer.
    for _ in 0..100 {
        let up = Command::new("lpstat")
            .arg("-r")
            .env("CUPS_SERVER", &scheduler.socket)
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("is running"));
        if up {
            return scheduler;
        }
        sleep(Duration::from_millis(100));
    }
    let log = std::fs::read_to_string(dir.join("log/error_log")).unwrap_or_default();
    panic!("cupsd did not start:\n{log}");
}

#[test]
#[ignore = "needs CUPS (cupsd, lp)"]
fn a_tag_goes_through_a_real_spooler() {
    if let Some(reason) = missing() {
        panic!("this test needs CUPS as root: {reason} (`.ci/run` installs it)");
    }
    let dir = tempfile::tempdir().unwrap();
    let scheduler = start(dir.path());
    let status = Command::new("lpadmin")
        .args(["-p", "ArmouryTest", "-E", "-v"])
        .arg("file:///dev/null")
        .env("CUPS_SERVER", &scheduler.socket)
        .status()
        .unwrap();
    assert!(status.success(), "lpadmin failed");
    let listed = crate::common::command()
        .arg("printers")
        .env("CUPS_SERVER", &scheduler.socket)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&listed.stdout);
    assert!(listed.status.success(), "{listed:?}");
    assert!(stdout.lines().any(|line| line == "ArmouryTest"), "{stdout}");

    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tags");
    let pdf = dir.path().join("tag.pdf");
    let output = crate::common::command()
        .arg("tag")
        .arg("--content")
        .arg(fixtures.join("tag.toml"))
        .arg("--key-file")
        .arg(fixtures.join("event.key"))
        .arg("--out")
        .arg(&pdf)
        .args(["--print", "--printer", "ArmouryTest"])
        .env("CUPS_SERVER", &scheduler.socket)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("request id is ArmouryTest-"), "{stdout}");

    let request = stdout
        .split_whitespace()
        .find(|word| word.starts_with("ArmouryTest-"))
        .unwrap()
        .to_string();
    for _ in 0..100 {
        let done = Command::new("lpstat")
            .args(["-W", "completed", "-o", "ArmouryTest"])
            .env("CUPS_SERVER", &scheduler.socket)
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains(&request));
        if done {
            assert!(pdf.is_file(), "the PDF is kept");
            return;
        }
        sleep(Duration::from_millis(100));
    }
    let log = std::fs::read_to_string(dir.path().join("log/error_log")).unwrap_or_default();
    panic!("job {request} did not complete:\n{log}");
}
