//! A referee with no network verifies a tag: a recorded arrow's tag carries
//! an `ARM2` code that `armoury verify --public-key` checks with the event's
//! public key alone (no database is opened, none is made) and OpenSSL
//! checks too; a changed character, another event's tag and an expired tag
//! are refused with their reasons; the records refuse a revoked tag at
//! once, and a tag signed with a key retired since says so.

use std::path::Path;
use std::process::Command;

use crate::common::db::{TestDb, on_both_backends};
use crate::common::pdf::first_page_codes;
use crate::common::{armoury_on, example, ok, output_of, stderr, stdout};

/// Creates event `id` (tag prefix `prefix`, ending on `end`) with Kalev on
/// its roster, records the example arrow for him, and returns its tag's code.
fn arrow_tag(db: &str, dir: &Path, id: &str, prefix: &str, end: &str) -> String {
    event_with_kalev(db, dir, id, prefix, end);
    recorded_arrow_tag(db, dir, prefix, 1)
}

/// Creates event `id` (tag prefix `prefix`, ending on `end`), in use, with
/// Kalev Käärik (17) on its roster.
pub(crate) fn event_with_kalev(db: &str, dir: &Path, id: &str, prefix: &str, end: &str) {
    ok(&armoury_on(
        db,
        &[
            "event", "create", id, "--name", id, "--prefix", prefix, "--end", end, "--use",
        ],
    ));
    let roster = dir.join(format!("{id}.csv"));
    std::fs::write(&roster, "id;name;player\n17;Kalev Käärik;Jaan Tamm\n").unwrap();
    ok(&armoury_on(
        db,
        &["roster", "import", roster.to_str().unwrap()],
    ));
}

/// Records the example arrow for Kalev in the event in use, the `nth` tag
/// of event `prefix`, prints its tag and returns the tag's code.
pub(crate) fn recorded_arrow_tag(db: &str, dir: &Path, prefix: &str, nth: u32) -> String {
    let arrow = example("examples/items/arrow.toml");
    let recorded = ok(&armoury_on(
        db,
        &[
            "check",
            &arrow,
            "--record",
            "--character",
            "17",
            "--inspector",
            "Eve",
        ],
    ));
    let serial = format!("{prefix}-{nth:06}");
    assert!(recorded.contains(&format!("tag {serial}")), "{recorded}");
    let pdf = dir.join(format!("{serial}.pdf"));
    ok(&armoury_on(
        db,
        &["tag", &serial, "--out", pdf.to_str().unwrap()],
    ));
    let mut codes = first_page_codes(&pdf);
    assert_eq!(codes.len(), 1, "{codes:?}");
    codes.remove(0)
}

/// The event's public key, written to `dir/<id>.pem`.
fn public_key(db: &str, dir: &Path, id: &str) -> std::path::PathBuf {
    let pem = ok(&armoury_on(db, &["event", "public-key", "--event", id]));
    assert!(pem.starts_with("-----BEGIN PUBLIC KEY-----\n"), "{pem}");
    let path = dir.join(format!("{id}.pem"));
    std::fs::write(&path, pem).unwrap();
    path
}

/// `armoury verify --public-key KEY CODE` where no database is: its
/// exit code and what it printed. The database it would use is never made.
fn verify_offline(key: &Path, code: &str) -> (Option<i32>, String) {
    let nowhere = tempfile::tempdir().unwrap();
    let db = nowhere.path().join("never.db");
    let out = output_of(
        crate::common::command()
            .args(["verify", "--public-key", key.to_str().unwrap(), code])
            .env("ARMOURY_DB", &db)
            .env_remove("ARMOURY_EVENT_KEY"),
    );
    assert!(!db.exists(), "verify --public-key made a database");
    (out.status.code(), stdout(&out) + &stderr(&out))
}

on_both_backends! {
fn a_recorded_arrow_verifies_offline_and_forgeries_do_not(database) {
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let code = arrow_tag(&db, dir.path(), "ancalagon-2026", "AN26", "2099-07-12");
    assert!(
        code.starts_with("ARM2:T:AN26:AN26-000001:1:20990712:ARROW+OR+BOLT+80CM:KALEV+KAARIK:"),
        "{code}"
    );
    let key = public_key(&db, dir.path(), "ancalagon-2026");

    let (status, said) = verify_offline(&key, &code);
    assert_eq!(status, Some(0), "{said}");
    assert!(said.starts_with("GENUINE: tag AN26-000001 issued at event AN26"), "{said}");
    assert!(
        said.contains("the code says: ARROW OR BOLT 80CM, owner KALEV KAARIK; valid until 2099-07-12; key 1"),
        "{said}"
    );

    // A changed character anywhere: in what it says, or in its signature.
    for changed in [
        code.replace("80CM", "90CM"),
        code.replace("KALEV+KAARIK", "KALEV+KAARIC"),
        code.replace(":20990712:", ":20990713:"),
        {
            let (body, signature) = code.rsplit_once(':').unwrap();
            let first = if signature.starts_with('A') { "B" } else { "A" };
            format!("{body}:{first}{}", &signature[1..])
        },
    ] {
        let (status, said) = verify_offline(&key, &changed);
        assert_eq!(status, Some(1), "{changed}: {said}");
        assert!(said.starts_with("NOT GENUINE"), "{changed}: {said}");
    }

    // Another event's tag, with this event's key.
    let other = arrow_tag(&db, dir.path(), "midsummer-2026", "MS26", "2099-06-24");
    let (status, said) = verify_offline(&key, &other);
    assert_eq!(status, Some(1), "{said}");
    assert!(
        said.contains("the signature on tag MS26-000001 (event MS26) does not match"),
        "{said}"
    );

    // An expired tag: genuine, but its event ended.
    let old = arrow_tag(&db, dir.path(), "winter-2020", "WI20", "2020-01-12");
    let old_key = public_key(&db, dir.path(), "winter-2020");
    let (status, said) = verify_offline(&old_key, &old);
    assert_eq!(status, Some(1), "{said}");
    assert_eq!(
        said.trim(),
        "EXPIRED: tag WI20-000001 (event WI20) expired on 2020-01-12"
    );
    let json = armoury_on(&db, &["verify", &old, "--json"]);
    assert_eq!(json.status.code(), Some(1));
    assert!(stdout(&json).contains(r#""verdict":"expired""#), "{}", stdout(&json));

    // The records know it too, and revoke it at once.
    assert!(ok(&armoury_on(&db, &["verify", &code])).starts_with("GENUINE"));
    let revoked = ok(&armoury_on(
        &db,
        &["event", "revoke", "an26-1", "--reason", "lost at the gate", "--event", "ancalagon-2026"],
    ));
    assert!(revoked.contains("revoked tag AN26-000001"), "{revoked}");
    let out = armoury_on(&db, &["verify", &code, "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let said = stdout(&out);
    assert!(said.contains(r#""verdict":"revoked""#) && said.contains("lost at the gate"), "{said}");
    // A serial the event never issued cannot be revoked.
    let out = armoury_on(&db, &["event", "revoke", "AN26-000099", "--event", "ancalagon-2026"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));

    // A lost key: the next tags are signed with key 2, the old ones say so.
    let rotated = ok(&armoury_on(&db, &["event", "rotate-key", "--event", "midsummer-2026"]));
    assert!(rotated.contains("signs with key 2"), "{rotated}");
    let said = ok(&armoury_on(&db, &["verify", &other]));
    assert!(said.contains("OLD KEY: signed with key 1, retired on"), "{said}");
    let new_key = public_key(&db, dir.path(), "midsummer-2026");
    assert_ne!(std::fs::read(&new_key).unwrap(), std::fs::read(&key).unwrap());
    let (status, _) = verify_offline(&new_key, &other);
    assert_eq!(status, Some(1), "the old tag does not verify with the new key alone");
}
}

on_both_backends! {
fn the_verifier_page_is_written_and_tags_printed_after_it_carry_its_address(database) {
    use armoury_issuing::verifier_site::{FILE_NAMES, KEYS_FILE, page_file};

    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    event_with_kalev(&db, dir.path(), "an26", "AN26", "2099-07-12");
    let site = dir.path().join("site");
    let site_arg = site.to_str().unwrap();

    // An address a phone could not run the page from, or too long for the
    // small tag: refused, nothing written or recorded.
    for (bad, said) in [
        ("http://larp.example/v/", "must start with https://"),
        ("https://larp.example/a-very-long-folder-name/v/", "longer than 44 characters"),
        ("https://larp.example/v/#x", "without spaces or '#'"),
    ] {
        let out = armoury_on(&db, &["event", "verifier", "--out", site_arg, "--base-url", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let error = stderr(&out);
        assert!(error.contains(&format!("--base-url {bad:?}")) && error.contains(said), "{error}");
        assert!(!site.exists());
    }
    let untouched = recorded_arrow_tag(&db, dir.path(), "AN26", 1);
    assert!(untouched.starts_with("ARM2:"), "{untouched}");

    // A folder's address gets its '/', and the next tags carry it.
    let wrote = ok(&armoury_on(
        &db,
        &["event", "verifier", "--out", site_arg, "--base-url", "https://larp.example/an26"],
    ));
    assert!(wrote.contains("put the folder's files at https://larp.example/an26/;"), "{wrote}");
    let code = recorded_arrow_tag(&db, dir.path(), "AN26", 2);
    assert!(code.starts_with("https://larp.example/an26/#ARM2:T:AN26:AN26-000002:1:"), "{code}");
    let key = public_key(&db, dir.path(), "an26");
    let (status, said) = verify_offline(&key, &code);
    assert_eq!(status, Some(0), "{said}");

    let mut written: Vec<String> = std::fs::read_dir(&site)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    written.sort();
    let mut expected: Vec<String> = FILE_NAMES.iter().map(|name| name.to_string()).collect();
    expected.sort();
    assert_eq!(written, expected);
    for name in FILE_NAMES.iter().filter(|name| **name != KEYS_FILE) {
        assert_eq!(std::fs::read(site.join(name)).unwrap(), page_file(name).unwrap().bytes, "{name}");
    }
    let keys: serde_json::Value =
        serde_json::from_slice(&std::fs::read(site.join(KEYS_FILE)).unwrap()).unwrap();
    let public = armoury_tags::PublicKey::from_pem(&std::fs::read_to_string(&key).unwrap()).unwrap();
    let hex: String = public.to_bytes().iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(keys["keys"][0]["public_key"], hex.as_str());

    // Written again over itself, with a revoked tag on the list; a folder
    // that cannot be made is an error that names it.
    ok(&armoury_on(&db, &["event", "revoke", "AN26-000001"]));
    let wrote = ok(&armoury_on(&db, &["event", "verifier", "--out", site_arg]));
    assert!(wrote.contains("1 public key, 1 revoked tag"), "{wrote}");
    let keys = std::fs::read_to_string(site.join(KEYS_FILE)).unwrap();
    assert!(keys.contains("AN26-000001") && keys.contains("revoked by the organiser"), "{keys}");
    let blocked = site.join("index.html").join("below");
    let out = armoury_on(&db, &["event", "verifier", "--out", blocked.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains(&blocked.display().to_string()), "{}", stderr(&out));
}
}

/// The project's signatures, checked by another implementation: OpenSSL
/// verifies the tag's code with the PEM `event public-key` prints.
#[test]
#[ignore = "needs openssl (OpenSSL 3's pkeyutl -rawin)"]
fn openssl_verifies_a_tag_with_the_public_key() {
    let dir = tempfile::tempdir().unwrap();
    let database = TestDb::sqlite();
    let db = database.arg();
    let code = arrow_tag(&db, dir.path(), "ancalagon-2026", "AN26", "2099-07-12");
    let key = public_key(&db, dir.path(), "ancalagon-2026");
    let (body, signature) = code.rsplit_once(':').unwrap();
    let message = dir.path().join("message");
    std::fs::write(&message, body).unwrap();
    let signature_file = dir.path().join("signature");
    std::fs::write(&signature_file, base32_decode(signature)).unwrap();
    let verify = |message: &Path| {
        output_of(
            Command::new("openssl")
                .args(["pkeyutl", "-verify", "-pubin", "-rawin", "-inkey"])
                .arg(&key)
                .arg("-in")
                .arg(message)
                .arg("-sigfile")
                .arg(&signature_file),
        )
    };
    let out = verify(&message);
    assert!(out.status.success(), "{}{}", stdout(&out), stderr(&out));
    assert!(stdout(&out).contains("Signature Verified Successfully"));
    // One changed byte, and OpenSSL refuses it too.
    std::fs::write(&message, body.replace("80CM", "90CM")).unwrap();
    assert!(!verify(&message).status.success());
    // The key is what `openssl pkey -pubin` reads as Ed25519.
    let text = output_of(
        Command::new("openssl")
            .args(["pkey", "-pubin", "-noout", "-text", "-in"])
            .arg(&key),
    );
    assert!(
        stdout(&text).starts_with("ED25519 Public-Key:"),
        "{}",
        stdout(&text)
    );
}

/// RFC 4648 base32 without padding, decoded here (independently of the
/// project's own decoder).
fn base32_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut bits: u64 = 0;
    let mut count = 0;
    let mut out = Vec::new();
    for c in text.bytes() {
        let value = ALPHABET.iter().position(|&a| a == c).unwrap() as u64;
        bits = (bits << 5) | value;
        count += 5;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    out
}
