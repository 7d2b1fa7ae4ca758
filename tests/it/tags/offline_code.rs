//! The offline code (`ARM2`) on paper: on the 62 x 29 mm tag it is a level
//! Q code of at least 0.42 mm (5 dots at 300 dpi) a module, even with every
//! part at its longest behind the longest verifier address; a rendered tag
//! decodes at 300 dpi and verifies with the public key alone.

use crate::common;

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
        decimal_separator: '.',
        length_unit: armoury_rules::units::Unit::Millimetre,
        weight_unit: armoury_rules::units::Unit::Gram,
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

/// Renders a tag at 300 dpi (hayro, in pure Rust) and reads its code back
/// (rqrr), as a scanner would, then verifies it with the public key alone.
/// `scripts/zbar-tag` does the same with poppler and zbar in CI.
#[test]
fn a_printed_tag_decodes_at_300_dpi_and_verifies() {
    let template = Template::resolve("tag-62x29").unwrap();
    let url = "https://larp.example.ee/armoury/verify/";
    let signer = signer(Some(url.to_string()));
    let mut tag = longest_tag();
    tag.kind = "Arming sword".into();
    tag.character = "Kalev Käärik".into();
    let rendered = render(&template, std::slice::from_ref(&tag), &signer).unwrap();
    let page = common::pdf::pages_at(&rendered.pdf, 300.0).swap_remove(0);
    let codes = common::pdf::qr_codes(page);
    assert_eq!(codes.len(), 1, "{codes:?}");
    let text = &codes[0];
    assert!(text.starts_with(&format!("{url}#ARM2:T:ABCDEF:")), "{text}");
    let Signer::Offline { pair, .. } = &signer else {
        unreachable!()
    };
    let signed = offline::verify(text, &pair.public_key(), "2026-07-01").unwrap();
    assert_eq!(signed.id, "ABCDEF-999999");
    assert_eq!(signed.offline.unwrap().owner, "KALEV KAARIK");
}
