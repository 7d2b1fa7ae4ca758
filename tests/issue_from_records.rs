//! From the database to paper and back: an approved inspection's tag and a
//! character's armour card are printed from the records, signed with the
//! event's own secret, and `armoury verify` checks a code read back from the
//! rasterised page against the database and says what it covers.
#![cfg(all(feature = "cli", feature = "records", feature = "tags"))]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn armoury(db: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_armoury"))
        .args(args)
        .env("ARMOURY_DB", db)
        .env_remove("ARMOURY_EVENT_KEY")
        .output()
        .unwrap()
}

fn ok(out: &Output) -> String {
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn example(path: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(path)
        .display()
        .to_string()
}

/// Decodes the QR codes of the first page of a PDF (pdftoppm + rqrr).
fn qr_codes(pdf: &Path) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let status = Command::new("pdftoppm")
        .args(["-r", "200", "-gray", "-png", "-f", "1", "-l", "1"])
        .arg(pdf)
        .arg(dir.path().join("page"))
        .status()
        .expect("pdftoppm (poppler-utils) must be installed");
    assert!(status.success());
    let png: PathBuf = std::fs::read_dir(dir.path())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let mut prepared = rqrr::PreparedImage::prepare(image::open(png).unwrap().to_luma8());
    prepared
        .detect_grids()
        .iter()
        .map(|g| g.decode().unwrap().1)
        .collect()
}

#[test]
fn tags_and_armour_cards_are_issued_from_the_records_and_verified_against_them() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("event.db");
    let roster = dir.path().join("roster.csv");
    std::fs::write(
        &roster,
        "id;name;player;class\n17;Kalev Käärik;Jaan Tamm;Warrior\n",
    )
    .unwrap();
    ok(&armoury(
        &db,
        &[
            "event",
            "create",
            "ancalagon-2026",
            "--name",
            "Ancalagon 2026",
            "--end",
            "2026-07-12",
            "--use",
        ],
    ));
    ok(&armoury(
        &db,
        &["roster", "import", roster.to_str().unwrap()],
    ));
    let sword = example("examples/items/sword.toml");
    let recorded = ok(&armoury(
        &db,
        &[
            "check",
            &sword,
            "--record",
            "--character",
            "kaarik",
            "--inspector",
            "Eve",
        ],
    ));
    assert!(recorded.contains("tag AN26-000001"), "{recorded}");

    // The tag, by serial and by inspection id.
    let tag_pdf = dir.path().join("tag.pdf");
    ok(&armoury(
        &db,
        &["tag", "an26-000001", "--out", tag_pdf.to_str().unwrap()],
    ));
    let codes = qr_codes(&tag_pdf);
    assert_eq!(codes.len(), 1);
    assert!(
        codes[0].starts_with("ARM1:T:AN26:AN26-000001:"),
        "{codes:?}"
    );
    ok(&armoury(
        &db,
        &[
            "tag",
            "1",
            "--template",
            "tag-a4-3x8",
            "--out",
            dir.path().join("sheet.pdf").to_str().unwrap(),
        ],
    ));

    // Verified against the event's secret in the database, with what it covers.
    let verified = ok(&armoury(&db, &["verify", &codes[0]]));
    assert!(
        verified.starts_with("GENUINE: tag AN26-000001"),
        "{verified}"
    );
    assert!(
        verified.contains("Kalev's arming sword") && verified.contains("Kalev Käärik"),
        "{verified}"
    );
    assert!(verified.contains("valid until 2026-07-12"), "{verified}");
    let mut tampered = codes[0].clone();
    tampered.replace_range(tampered.len() - 12..tampered.len() - 11, "1");
    let out = armoury(&db, &["verify", &tampered.replace("000001", "000002")]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "an altered serial is not genuine"
    );
    let out = armoury(&db, &["verify", "ARM1:T:XX99:XX99-000001:AAAAAAAAAAAAAAAA"]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "an unknown event is an error: {}",
        String::from_utf8_lossy(&out.stderr)
    );

    // A rejected inspection has no tag.
    let thin = dir.path().join("thin.toml");
    std::fs::write(
        &thin,
        std::fs::read_to_string(&sword)
            .unwrap()
            .replace("striking_mm = 15", "striking_mm = 5"),
    )
    .unwrap();
    let out = armoury(
        &db,
        &[
            "check",
            thin.to_str().unwrap(),
            "--record",
            "--character",
            "17",
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    let out = armoury(
        &db,
        &[
            "tag",
            "2",
            "--out",
            dir.path().join("no.pdf").to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("not approved"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // The armour card of the latest award, signed for the same event.
    let out = armoury(
        &db,
        &[
            "armour-card",
            "kalev",
            "--out",
            dir.path().join("nocard.pdf").to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(2), "no award yet");
    ok(&armoury(
        &db,
        &[
            "armour",
            &example("examples/armour/kalev-mixed.toml"),
            "--record",
            "--character",
            "17",
            "--recorder",
            "Eve",
        ],
    ));
    let card_pdf = dir.path().join("card.pdf");
    ok(&armoury(
        &db,
        &["armour-card", "kalev", "--out", card_pdf.to_str().unwrap()],
    ));
    let codes = qr_codes(&card_pdf);
    assert_eq!(codes.len(), 1);
    assert!(codes[0].starts_with("ARM1:A:AN26:17:"), "{codes:?}");
    let verified = ok(&armoury(&db, &["verify", &codes[0]]));
    assert!(
        verified.starts_with("GENUINE: armour card 17"),
        "{verified}"
    );
}
