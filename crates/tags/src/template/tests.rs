//! Loading and checking templates: defaults, located refusals, shipped names.

use super::*;
use crate::content::ContentKind;
use armoury_rules::units::Millimetres;

const MINIMAL: &str = r#"
name = "t"
kind = "tag"
[label]
width = 62
height = 29
[[field]]
type = "text"
x = 2
y = 2
w = 30
h = 5
text = "{serial}"
"#;

fn error_of(text: &str) -> String {
    match Template::parse(text, "t.toml", None) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(error) => error.to_string(),
    }
}

#[test]
fn a_minimal_template_loads_with_defaults() {
    let template = Template::parse(MINIMAL, "t.toml", None).unwrap();
    assert_eq!(template.kind, ContentKind::Tag);
    assert_eq!(template.label.margin, Millimetres(2.0));
    let Shape::Text(text) = &template.fields[0].shape else {
        panic!("not text")
    };
    assert_eq!(text.size, 9.0);
    assert!(text.wrap);
    assert_eq!(template.fields[0].line, 7);
}

#[test]
fn errors_name_file_line_key_and_value() {
    let message = error_of(&MINIMAL.replace("text = \"{serial}\"", "text = \"{serail}\""));
    assert!(message.starts_with("t.toml:7: text: "), "{message}");
    assert!(message.contains("no field {serail}"), "{message}");
    assert!(message.ends_with("(at `{serail}`)"), "{message}");

    let message = error_of(&MINIMAL.replace("w = 30", "w = 90"));
    assert!(message.starts_with("t.toml:7: w: "), "{message}");
    assert!(message.ends_with("(at `90`)"), "{message}");

    let message = error_of(&MINIMAL.replace("width = 62", "width = \"wide\""));
    assert!(message.starts_with("t.toml:5:"), "{message}");

    let message = error_of(&MINIMAL.replace("h = 5", "h = 5\ncolour = 3"));
    assert!(message.contains("colour"), "{message}");

    let message = error_of(&format!("{MINIMAL}size = -4\n"));
    assert!(message.contains(": size: "), "{message}");
    assert!(message.ends_with("(at `-4`)"), "{message}");
}

#[test]
fn bad_layouts_are_refused() {
    let qr = format!("{MINIMAL}[[field]]\ntype = \"qr\"\nx = 30\ny = 2\nsize = 8\n");
    assert!(error_of(&qr).contains("do not scan"));
    let when = format!("{MINIMAL}when = \"consumable\"\n");
    assert!(error_of(&when).contains("no flag"));
    let sheet = format!(
        "{}\n[sheet]\nwidth = 100\nheight = 100\ncolumns = 2\nrows = 1\n",
        MINIMAL.replace("[[field]]", "outline = true\n[[field]]")
    );
    // `outline` lands inside [label] here; check the sheet arithmetic separately.
    assert!(Template::parse(&sheet, "t.toml", None).is_err());
    let sheet = MINIMAL.replace(
        "[label]",
        "[sheet]\nwidth = 100\nheight = 100\ncolumns = 2\nrows = 1\n[label]",
    );
    assert!(error_of(&sheet).contains("sheet is 100 mm wide"));
    let roll = MINIMAL.replace("height = 29", "min_height = 29");
    assert!(error_of(&roll).contains("min_height and max_height"));
    // A photo field on a tag: tags carry no photo of their own.
    let photo = format!("{MINIMAL}[[field]]\ntype = \"photo\"\nx = 40\ny = 2\nw = 18\nh = 20\n");
    assert!(
        error_of(&photo).contains("only lammies carry one"),
        "{}",
        error_of(&photo)
    );
    let lammie = photo
        .replace("kind = \"tag\"", "kind = \"lammie\"")
        .replace("{serial}", "{name}");
    let template = Template::parse(&lammie, "t.toml", None).unwrap();
    assert!(matches!(template.fields[1].shape, Shape::Photo(_)));
}

#[test]
fn unknown_names_are_not_found() {
    let Err(error) = Template::resolve("no-such-template") else {
        panic!("resolved")
    };
    assert!(error.to_string().contains("tag-62x29"), "{error}");
}

#[test]
fn a_sheet_holds_the_labels_that_fit_and_no_more() {
    let sheet = |rows: u32| {
        MINIMAL.replace(
            "[label]",
            &format!("[sheet]\nwidth = 100\nheight = 100\ncolumns = 1\nrows = {rows}\n[label]"),
        )
    };
    // Three 29 mm rows need 87 mm; a fourth would need 116.
    let three = Template::parse(&sheet(3), "t.toml", None).unwrap();
    assert_eq!(three.sheet.map(|s| s.per_page()), Some(3));
    let message = error_of(&sheet(4));
    assert!(message.starts_with("t.toml:4: sheet.rows: "), "{message}");
    assert!(
        message.contains("the labels need 116.0 mm but the sheet is 100 mm high"),
        "{message}"
    );
}

#[test]
fn a_template_carries_its_texts_in_other_languages() {
    let text = format!("{MINIMAL}\n[translations.et]\n\"{{serial}}\" = \"Silt {{serial}}\"\n");
    let template = Template::parse(&text, "t.toml", None).unwrap();
    assert_eq!(template.languages(), ["et"]);
    let shown = |t: &Template| match &t.fields[0].shape {
        Shape::Text(text) => text.text.clone(),
        _ => panic!("not text"),
    };
    let original = shown(&template);
    let estonian = template.in_language("et");
    assert_ne!(shown(&estonian), original);
    assert_eq!(
        shown(&estonian),
        crate::binding::Pattern::parse("Silt {serial}").unwrap()
    );
    // A language the template lacks keeps the text as written.
    assert_eq!(shown(&template.in_language("fi")), original);

    // A translation of a text no field has, a bad binding, a bad tag: refused.
    let cases = [
        ("\"{seriaal}\" = \"x\"", "no text field"),
        ("\"{serial}\" = \"{number}\"", "no field {number}"),
    ];
    for (line, wanted) in cases {
        let message = error_of(&format!("{MINIMAL}\n[translations.et]\n{line}\n"));
        assert!(
            message.contains("translations.et") && message.contains(wanted),
            "{message}"
        );
    }
    let message = error_of(&format!(
        "{MINIMAL}\n[translations.EST]\n\"{{serial}}\" = \"x\"\n"
    ));
    assert!(message.contains("language tag"), "{message}");
}

#[test]
fn the_shipped_templates_have_estonian() {
    for name in [
        "tag-62x29",
        "tag-62-continuous",
        "tag-a4-3x8",
        "fail-slip-62",
        "armour-card",
        "lammie-card",
    ] {
        let template = Template::resolve(name).unwrap();
        assert_eq!(template.languages(), ["et"], "{name}");
    }
}
