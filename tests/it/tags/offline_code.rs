//! The offline code (`ARM2`) on paper: on the 62 x 29 mm tag it is a level
//! Q code of at least 0.42 mm (5 dots at 300 dpi) a module, even with every
//! part at its longest behind the longest verifier address; a rendered tag
//! decodes with zbar at 300 dpi and verifies with the public key alone.

use std::process::Command;

use armoury_rules::units::Millimetres;
use armoury_tags::offline::{self, MAX_BASE_URL_LEN, MAX_ITEM_LEN, MAX_OWNER_LEN};
use armoury_tags::qr::QrMatrix;
use armoury_tags::template::Shape;
use armoury_tags::{EventKeyPair, Signer, TagContent, Template, render};

/// 5 printer dots at 300 dpi, in mm.
const FIVE_DOTS_MM: f64 = 5.0 * 25.4 / 300.0;

fn signer(base_url: Option<String>) -> Signer {
    Signer::Offline {
        pair: EventKeyPair::from_seed(255, &[9; 32]).unwrap(),
        expires: Some("2026-07-12".into()),
        base_url,
    }
}

/// A tag from the records with every part of its code at its longest: a
/// 6-letter prefix, the largest serial, a kind and an owner longer than
/// the code keeps.
fn longest_tag() -> TagContent {
    TagContent {
        serial: "ABCDEF-999999".into(),
        event: "An event with a long name".into(),
        event_code: "ABCDEF".into(),
        kind: "W".repeat(MAX_ITEM_LEN * 2),
        length_category: "Long".into(),
        length: Some(Millimetres(15_000.0)),
        weight: None,
        player: "P".repeat(40),
        character: "C".repeat(MAX_OWNER_LEN * 2),
        inspector: "Eve".into(),
        date: "2026-07-10".into(),
        valid_until: "2026-07-12".into(),
    }
}

fn qr_side(template: &Template) -> f64 {
    template
        .fields
        .iter()
        .find_map(|field| match &field.shape {
            Shape::Qr(qr) => Some(qr.size.0),
            _ => None,
        })
        .unwrap()
}

#[test]
fn the_62x29_tag_code_keeps_modules_of_5_dots_at_its_longest() {
    let template = Template::resolve("tag-62x29").unwrap();
    let side = qr_side(&template);
    let longest_url = format!("https://{}", "a".repeat(MAX_BASE_URL_LEN - 8));
    for url in [None, Some(longest_url)] {
        let code = signer(url.clone()).code(&longest_tag()).unwrap();
        let matrix = QrMatrix::encode(&code).unwrap();
        let version = (matrix.width() - 17) / 4;
        let module = side / matrix.width_with_quiet_zone() as f64;
        assert!(version <= 11, "{url:?}: version {version} for {code}");
        assert!(
            module >= FIVE_DOTS_MM - 1e-9,
            "{url:?}: {module:.3} mm a module (version {version})"
        );
    }
}

/// Renders a tag at 300 dpi with poppler and reads it back with zbar, as a
/// phone or a scanner would, then verifies it with the public key alone.
#[test]
#[ignore = "needs pdftoppm (poppler-utils) and zbarimg (zbar-tools)"]
fn a_printed_tag_decodes_with_zbar_at_300_dpi_and_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let template = Template::resolve("tag-62x29").unwrap();
    let url = "https://larp.example.ee/armoury/verify/";
    let signer = signer(Some(url.to_string()));
    let mut tag = longest_tag();
    tag.kind = "Arming sword".into();
    tag.character = "Kalev Käärik".into();
    let rendered = render(&template, std::slice::from_ref(&tag), &signer).unwrap();
    let pdf = dir.path().join("tag.pdf");
    std::fs::write(&pdf, &rendered.pdf).unwrap();
    let png = dir.path().join("tag");
    let status = Command::new("pdftoppm")
        .args(["-r", "300", "-png", "-singlefile"])
        .arg(&pdf)
        .arg(&png)
        .status()
        .unwrap();
    assert!(status.success());
    let read = Command::new("zbarimg")
        .args(["-q", "--raw"])
        .arg(png.with_extension("png"))
        .output()
        .unwrap();
    assert!(read.status.success(), "zbar found no code");
    let text = String::from_utf8(read.stdout).unwrap();
    let text = text.trim();
    assert!(text.starts_with(&format!("{url}#ARM2:T:ABCDEF:")), "{text}");
    let Signer::Offline { pair, .. } = &signer else {
        unreachable!()
    };
    let signed = offline::verify(text, &pair.public_key(), "2026-07-01").unwrap();
    assert_eq!(signed.id, "ABCDEF-999999");
    assert_eq!(signed.offline.unwrap().owner, "KALEV KAARIK");
}
