//! Tags end to end: every shipped template renders, the PDF parses back with
//! the right text, every QR code on the rasterised page decodes and verifies,
//! and the command line keeps its exit-code contract.

use crate::common;
use std::path::{Path, PathBuf};
use std::process::Command;

use armoury_tags::content::{Content, Durability};
use armoury_tags::content_file;
use armoury_tags::signing::Covers;
use armoury_tags::{
    FailReason, FailSlipContent, FailVerdict, Template, VerifyError, render, verify,
};

const KEY: &[u8] = b"a test event secret, 32+ bytes long";

/// Signs with the secret above (`ARM1`), as a key file does.
fn shared() -> armoury_tags::Signer {
    armoury_tags::Signer::Shared(KEY.to_vec())
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/tags")
        .join(name)
}

fn read(name: &str) -> String {
    std::fs::read_to_string(fixture(name)).unwrap()
}

use crate::common::pdf::text as pdf_text;

/// Rasterises every page and decodes every QR code on it, label by label on
/// a sheet (so neighbouring codes cannot confuse the detector).
fn qr_codes(pdf: &[u8], template: &Template) -> Vec<Vec<String>> {
    let px = |mm: f64| (mm * common::pdf::DPI / 25.4).round() as u32;
    common::pdf::pages(pdf)
        .into_iter()
        .map(|page| {
            let cells: Vec<_> = match &template.sheet {
                None => vec![page],
                Some(sheet) => {
                    let (w, h) = (template.label.width.0, template.label.max_height().0);
                    let mut cells = Vec::new();
                    for row in 0..sheet.rows {
                        for column in 0..sheet.columns {
                            let x = sheet.left.0 + f64::from(column) * sheet.column_pitch.0;
                            let y = sheet.top.0 + f64::from(row) * sheet.row_pitch.0;
                            let cell = image::imageops::crop_imm(&page, px(x), px(y), px(w), px(h));
                            cells.push(cell.to_image());
                        }
                    }
                    cells
                }
            };
            let mut found: Vec<String> =
                cells.into_iter().flat_map(common::pdf::qr_codes).collect();
            found.sort();
            found
        })
        .collect()
}

fn tags() -> Vec<armoury_tags::TagContent> {
    content_file::tags(&read("tag.toml"), "tag.toml", None).unwrap()
}

fn lammies() -> Vec<armoury_tags::LammieContent> {
    let mut all = content_file::lammies(&read("lammie-durable.toml"), "d.toml", None).unwrap();
    all.extend(content_file::lammies(&read("lammie-consumable.toml"), "c.toml", None).unwrap());
    all
}

fn cards() -> Vec<armoury_tags::ArmourCardContent> {
    content_file::armour_cards(&read("armour-card.toml"), "a.toml", None).unwrap()
}

/// Every QR code verifies and covers one of the items, once per item.
fn check_codes<C: Content>(pdf: &[u8], template: &Template, items: &[C]) {
    let codes: Vec<String> = qr_codes(pdf, template).into_iter().flatten().collect();
    assert_eq!(codes.len(), items.len(), "{codes:?}");
    let mut ids: Vec<String> = codes
        .iter()
        .map(|code| verify(code, KEY).unwrap().id)
        .collect();
    ids.sort();
    let mut expected: Vec<String> = items.iter().map(|i| i.identity().2.to_string()).collect();
    expected.sort();
    assert_eq!(ids, expected);
}

#[test]
fn tag_templates_render_readable_text_and_genuine_codes() {
    let tag = tags();
    for name in ["tag-62x29", "tag-62-continuous", "tag-a4-3x8"] {
        let template = Template::resolve(name).unwrap();
        let rendered = render(&template, &tag, &shared()).unwrap();
        assert!(rendered.notes.is_empty(), "{name}: {:?}", rendered.notes);
        let text = pdf_text(&rendered.pdf);
        assert_eq!(text.len(), 1, "{name}");
        for expected in [
            "T-000123",
            "Õie Põldsaar (Mari Tamm)",
            "850 g",
            "1050 mm",
            "Séamus Ó Briain",
            "2026-06-14",
        ] {
            assert!(
                text[0].contains(expected),
                "{name}: {expected:?} not in {text:?}"
            );
        }
        check_codes(&rendered.pdf, &template, &tag);
    }
}

#[test]
fn lammies_show_durability_expiry_and_a_tear_strip_only_on_consumables() {
    let items = lammies();
    assert_eq!(items[1].durability, Durability::Consumable);
    let template = Template::resolve("lammie-card").unwrap();
    let rendered = render(&template, &items, &shared()).unwrap();
    let text = pdf_text(&rendered.pdf).join("\n");
    for expected in [
        "Ærnmaðr",
        "Šžõäöü",
        "Expires after event 14",
        "Does not expire",
        "Consumable (c)",
        "Ní féidir é a ghoid",
        "Éabha of Dún Laoghaire",
        "FO-I-0042",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    assert_eq!(text.matches("TEAR OFF WHEN USED").count(), 1, "{text}");
    check_codes(&rendered.pdf, &template, &items);
    // All codes are lammie codes.
    for code in qr_codes(&rendered.pdf, &template).concat() {
        assert_eq!(verify(&code, KEY).unwrap().covers, Covers::Lammie);
    }
}

/// A lammie whose item file names a photo of its phys-rep (`photo =
/// "FILE"`, beside the item file) prints it beside its powers, made safe
/// and scaled as every photo is; one without prints none; a photo that is
/// not a picture is refused by name and nothing is written.
#[test]
fn a_lammie_that_names_a_photo_prints_it_beside_its_powers() {
    let dir = tempfile::tempdir().unwrap();
    let photos = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/photos");
    std::fs::copy(photos.join("phone-gps.jpg"), dir.path().join("amulet.jpg")).unwrap();
    let item = dir.path().join("amulet.toml");
    std::fs::write(
        &item,
        format!("photo = \"amulet.jpg\"\n{}", read("lammie-durable.toml")),
    )
    .unwrap();
    let out = dir.path().join("cards.pdf");
    let lammie = |item: &Path| {
        common::output_of(
            armoury()
                .arg("lammie")
                .arg(item)
                .arg(fixture("lammie-consumable.toml"))
                .arg("--out")
                .arg(&out)
                .env("ARMOURY_EVENT_KEY", std::str::from_utf8(KEY).unwrap()),
        )
    };
    let output = lammie(&item);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let page = &common::pdf::pages(&std::fs::read(&out).unwrap())[0];
    // The mean grey of a 20-pixel square around (x, y) mm on the page.
    let shade = |x: f64, y: f64| {
        let at = |mm: f64| (mm / 25.4 * common::pdf::DPI) as u32;
        let (cx, cy) = (at(x), at(y));
        let sum: u32 = (cx - 10..cx + 10)
            .flat_map(|px| (cy - 10..cy + 10).map(move |py| (px, py)))
            .map(|(px, py)| u32::from(page.get_pixel(px, py).0[0]))
            .sum();
        sum / 400
    };
    // The first card's photo area (the grass beside the sword), and the
    // same place on the second card, which has no photo.
    let (left, top, pitch) = (9.75, 15.15, 63.5);
    assert!(
        shade(left + 44.0, top + 40.0) < 140,
        "no photo on the first card"
    );
    assert!(
        shade(left + pitch + 44.0, top + 40.0) > 200,
        "a photo on the second card"
    );
    // The powers still print, beside it.
    let text = pdf_text(&std::fs::read(&out).unwrap()).join("\n");
    assert!(text.contains("While worn"), "{text}");

    std::fs::write(dir.path().join("amulet.jpg"), "not a picture").unwrap();
    std::fs::remove_file(&out).unwrap();
    let output = lammie(&item);
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("amulet.jpg refused: it is not a JPEG or PNG picture"),
        "{said}"
    );
    assert!(!out.exists(), "a PDF was written");
}

#[test]
fn armour_cards_list_every_location() {
    let items = cards();
    let template = Template::resolve("armour-card").unwrap();
    let rendered = render(&template, &items, &shared()).unwrap();
    let text = pdf_text(&rendered.pdf).join("\n");
    for expected in [
        "Séamus mac Giolla Phádraig",
        "Tõnu Õun",
        "Right leg",
        "gallóglach",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    check_codes(&rendered.pdf, &template, &items);
}

#[test]
fn a_tampered_code_from_a_real_page_fails() {
    let template = Template::resolve("tag-62x29").unwrap();
    let rendered = render(&template, &tags(), &shared()).unwrap();
    let code = qr_codes(&rendered.pdf, &template).concat().pop().unwrap();
    assert!(verify(&code, KEY).is_ok());
    let forged = code.replace("T-000123", "T-000124");
    assert!(matches!(
        verify(&forged, KEY),
        Err(VerifyError::BadSignature { .. })
    ));
    assert!(matches!(
        verify(&code, b"some other event's secret key!!"),
        Err(VerifyError::BadSignature { .. })
    ));
}

#[test]
fn a_sheet_fills_pages_and_starts_new_ones() {
    let mut many = Vec::new();
    for n in 0..30 {
        let mut tag = tags().remove(0);
        tag.serial = format!("T-{n:06}");
        many.push(tag);
    }
    let template = Template::resolve("tag-a4-3x8").unwrap();
    let rendered = render(&template, &many, &shared()).unwrap();
    assert_eq!(rendered.pages, 2);
    let pages = qr_codes(&rendered.pdf, &template);
    assert_eq!(pages[0].len(), 24);
    assert_eq!(pages[1].len(), 6);
}

#[test]
fn a_roll_grows_with_its_content() {
    let template = Template::resolve("tag-62-continuous").unwrap();
    let short = render(&template, &tags(), &shared()).unwrap();
    let mut long = tags();
    long[0].character =
        "Õie Põldsaar, Keeper of the Northern Gate and Warden of the Seven Fords".into();
    let longer = render(&template, &long, &shared()).unwrap();
    assert!(longer.page_size.1 > short.page_size.1);
    assert_eq!(longer.page_size.1.0.fract(), 0.0, "whole millimetres");
    check_codes(&longer.pdf, &template, &long);
}

#[test]
fn the_wrong_content_kind_and_foreign_scripts_are_errors() {
    let template = Template::resolve("lammie-card").unwrap();
    let error = render(&template, &tags(), &shared()).unwrap_err();
    assert!(error.to_string().contains("lays out a lammie"), "{error}");
    let mut tag = tags();
    tag[0].character = "角色".into();
    let error = render(&Template::resolve("tag-62x29").unwrap(), &tag, &shared()).unwrap_err();
    assert!(error.to_string().contains("U+89D2"), "{error}");
}

// ---- fail slips ----

fn fail_slip(reasons: usize) -> FailSlipContent {
    FailSlipContent {
        inspection: "42".into(),
        event: "Ancalagon 2026".into(),
        event_code: "AN26".into(),
        kind: "Great two-handed claymore of the Northern Gate".into(),
        player: "Jaan Tamm".into(),
        character: "Kalev Käärik".into(),
        verdict: FailVerdict::Rejected,
        reasons: (1..=reasons)
            .map(|n| FailReason {
                rule: format!("rule.{n}"),
                clause: format!("Appendix 1 > Requirements on padding, point {n}"),
                message: format!(
                    "reason {n}: padding on the striking surface 4 mm is not at least 10 mm, \
                     and no stopper keeps the former from going through the padding"
                ),
                measured: Some("4 mm".into()),
                limit: Some("≥ 10 mm".into()),
            })
            .collect(),
        inspector: "Siobhán Ní Dhuibhir".into(),
        date: "2026-07-10".into(),
        no_reasons: None,
    }
}

/// Text with every run of whitespace (line breaks of wrapped text) as one space.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_fail_slip_lists_every_reason_and_grows_to_fit_them() {
    let template = Template::resolve("fail-slip-62").unwrap();
    let mut heights = Vec::new();
    for count in [1, 8] {
        let slip = vec![fail_slip(count)];
        let rendered = render(&template, &slip, &shared()).unwrap();
        assert!(rendered.notes.is_empty(), "{count}: {:?}", rendered.notes);
        assert_eq!(rendered.pages, 1);
        let text = flat(&pdf_text(&rendered.pdf)[0]);
        for expected in [
            "NOT APPROVED",
            "Rejected",
            "Kalev Käärik (Jaan Tamm)",
            &format!("What to fix ({count}):"),
            "Fix these and come back to inspection.",
            "Siobhán Ní Dhuibhir",
            "Inspection #42",
            "Ancalagon 2026",
        ] {
            assert!(
                text.contains(expected),
                "{count}: {expected:?} not in {text}"
            );
        }
        for reason in &slip[0].reasons {
            assert!(
                text.contains(&reason.line()),
                "{:?} not in {text}",
                reason.line()
            );
        }
        assert!(!text.contains("Show this slip"), "{text}");
        check_codes(&rendered.pdf, &template, &slip);
        let code = qr_codes(&rendered.pdf, &template).concat().pop().unwrap();
        assert!(code.starts_with("ARM1:F:AN26:42:"), "{code}");
        assert_eq!(verify(&code, KEY).unwrap().covers, Covers::FailSlip);
        heights.push(rendered.page_size.1.0);
    }
    // Eight reasons of three lines each need far more roll than one.
    assert!(heights[1] > heights[0] + 60.0, "{heights:?}");

    let mut referred = fail_slip(1);
    referred.verdict = FailVerdict::Referred;
    let rendered = render(&template, std::slice::from_ref(&referred), &shared()).unwrap();
    let text = flat(&pdf_text(&rendered.pdf)[0]);
    assert!(text.contains("Referred to a game master"), "{text}");
    assert!(
        text.contains("Show this slip and the item to a game master"),
        "{text}"
    );
    assert!(!text.contains("What to fix"), "{text}");
}

// ---- a user's own template ----

#[test]
fn a_copied_template_with_its_own_logo_loads_from_its_folder() {
    let dir = tempfile::tempdir().unwrap();
    let text = armoury_tags::builtin::template("tag-62-continuous")
        .unwrap()
        .replace("builtin:armoury-logo.png", "club.png")
        .replace("name = \"tag-62-continuous\"", "name = \"our-club\"");
    std::fs::write(dir.path().join("ours.toml"), text).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/logos/armoury-logo.png"),
        dir.path().join("club.png"),
    )
    .unwrap();
    let template = Template::resolve(dir.path().join("ours.toml").to_str().unwrap()).unwrap();
    assert_eq!(template.name, "our-club");
    render(&template, &tags(), &shared()).unwrap();

    std::fs::remove_file(dir.path().join("club.png")).unwrap();
    let error = Template::resolve(dir.path().join("ours.toml").to_str().unwrap()).unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("ours.toml:") && message.contains("club.png"),
        "{message}"
    );
}

// ---- the command line ----

fn armoury() -> Command {
    let mut command = crate::common::command();
    // No database can be opened under /dev/null: keys come from files here.
    command
        .env_remove("ARMOURY_EVENT_KEY")
        .env_remove("ARMOURY_EVENT")
        .env("ARMOURY_DB", "/dev/null/armoury.db");
    command
}

/// `armoury tag --content CONTENT --key-file <fixture key> --out OUT`.
fn tag_command(content: &Path, out: &Path) -> Command {
    let mut command = armoury();
    command
        .arg("tag")
        .arg("--content")
        .arg(content)
        .arg("--key-file")
        .arg(fixture("event.key"))
        .arg("--out")
        .arg(out);
    command
}

#[test]
fn cli_tag_writes_a_pdf_and_verify_keeps_the_exit_codes() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("tag.pdf");
    let status = tag_command(&fixture("tag.toml"), &out).status().unwrap();
    assert!(status.success());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        assert_eq!(
            mode, 0o600,
            "a tag names its owner: the file is the user's alone"
        );
    }
    let template = Template::resolve("tag-62x29").unwrap();
    let code = qr_codes(&std::fs::read(&out).unwrap(), &template)
        .concat()
        .pop()
        .unwrap();
    // The example of docs/tags.md, computed outside our code (Python's hmac
    // and openssl) from tests/fixtures/tags/event.key without its newline.
    assert_eq!(code, "ARM1:T:FO26-2:T-000123:64VHMLNGGOQNN443");

    let run = |string: &str, key: bool| {
        let mut command = armoury();
        command.arg("verify").arg(string).arg("--json");
        if key {
            command.arg("--key-file").arg(fixture("event.key"));
        }
        common::output_of(&mut command)
    };
    let genuine = run(&code, true);
    assert_eq!(genuine.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&genuine.stdout).unwrap();
    assert_eq!(json["genuine"], true);
    assert_eq!(json["covers"], "tag");
    assert_eq!(json["id"], "T-000123");

    let forged = run(&code.replace("FO26-2", "FO26-3"), true);
    assert_eq!(forged.status.code(), Some(1));
    assert_eq!(run("hello world", true).status.code(), Some(1));
    let no_key = run(&code, false);
    assert_eq!(no_key.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&no_key.stderr).contains("ARMOURY_EVENT_KEY"));
}

#[test]
fn cli_lammie_batch_and_armour_card() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("lammies.pdf");
    let output = common::output_of(
        armoury()
            .arg("lammie")
            .arg(fixture("lammie-durable.toml"))
            .arg(fixture("lammie-consumable.toml"))
            .arg("--out")
            .arg(&out)
            .arg("--json")
            .env("ARMOURY_EVENT_KEY", std::str::from_utf8(KEY).unwrap()),
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["items"], 2);
    assert_eq!(json["pages"], 1);
    let template = Template::resolve("lammie-card").unwrap();
    let codes = qr_codes(&std::fs::read(&out).unwrap(), &template).concat();
    assert_eq!(codes.len(), 2);

    let out = dir.path().join("card.pdf");
    let status = armoury()
        .arg("armour-card")
        .arg("--content")
        .arg(fixture("armour-card.toml"))
        .arg("--key-file")
        .arg(fixture("event.key"))
        .arg("--out")
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    assert!(pdf_text(&std::fs::read(&out).unwrap())[0].contains("Right leg"));
}

#[test]
fn cli_bad_input_is_exit_2_with_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, read("tag.toml").replace("850 g", "heavy")).unwrap();
    let output = common::output_of(&mut tag_command(&bad, &dir.path().join("x.pdf")));
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("bad.toml:7: weight: "), "{stderr}");
    assert!(stderr.contains("(at `heavy`)"), "{stderr}");
}

#[test]
fn cli_print_without_a_spooler_says_so_and_keeps_the_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("kept.pdf");
    let output = common::output_of(
        tag_command(&fixture("tag.toml"), &out)
            .arg("--print")
            .env("PATH", dir.path()), // an empty folder: no `lp` anywhere,
    );
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    // Unix: no `lp` on the PATH. Windows prints through GDI, and a test
    // machine (wine without CUPS) has no printer at all.
    let missing = if cfg!(windows) {
        "Windows has no default printer"
    } else {
        "no print spooler"
    };
    assert!(stderr.contains(missing), "{stderr}");
    assert!(stderr.contains("kept.pdf"), "{stderr}");
    assert!(out.is_file());
}

#[test]
fn cli_printers_without_a_spooler_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let output = common::output_of(
        crate::common::command()
            .arg("printers")
            .env("PATH", dir.path()), // an empty folder: no `lpstat` anywhere,
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if cfg!(windows) {
        // The Windows spooler answers; a test machine (wine without CUPS)
        // has no printer at all.
        assert_eq!(output.status.code(), Some(0), "{stderr}");
        assert_eq!(stdout, "no printers are installed\n");
    } else {
        assert_eq!(output.status.code(), Some(2), "{stdout}");
        assert!(stderr.contains("no print spooler: `lpstat`"), "{stderr}");
    }
}

/// `armoury printers` lists CUPS's destinations (a stand-in `lpstat` on
/// the PATH), the default marked, and as JSON.
#[cfg(unix)]
#[test]
fn cli_printers_lists_the_destinations_and_the_default() {
    let dir = tempfile::tempdir().unwrap();
    common::fake_lpstat(dir.path());
    let run = |json: bool| {
        let mut command = crate::common::command();
        command.arg("printers").env("PATH", dir.path());
        if json {
            command.arg("--json");
        }
        let output = common::output_of(&mut command);
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    assert_eq!(run(false), "Office_A4\nBrother_QL  (default)\n");
    let json: serde_json::Value = serde_json::from_str(&run(true)).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"printers": ["Office_A4", "Brother_QL"], "default": "Brother_QL"})
    );
}
