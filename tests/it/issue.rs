//! From the database to paper and back: an approved inspection's tag and a
//! character's armour card are printed from the records, signed with the
//! event's own key (`ARM2`), and `armoury verify` checks a code read back
//! from the rasterised page against the database and says what it covers.

use crate::common;
use crate::common::db::{TestDb, on_both_backends};
use crate::common::pdf::first_page_codes as qr_codes;
use crate::common::{armoury_on, command, example, ok, output_of, stderr};

use std::path::Path;

mod photos;

/// A database (and a fresh folder for files) with the event Ancalagon 2026 (in use,
/// ending 2099-07-12) and one character, Kalev Käärik (17), player Jaan Tamm.
fn event_with_kalev(database: &TestDb) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let roster = dir.path().join("roster.csv");
    std::fs::write(
        &roster,
        "id;name;player;class\n17;Kalev Käärik;Jaan Tamm;Warrior\n",
    )
    .unwrap();
    ok(&armoury_on(
        &db,
        &[
            "event",
            "create",
            "ancalagon-2026",
            "--name",
            "Ancalagon 2026",
            "--end",
            "2099-07-12",
            "--use",
        ],
    ));
    ok(&armoury_on(
        &db,
        &["roster", "import", roster.to_str().unwrap()],
    ));
    (dir, db)
}

/// `code` with one character of its signature changed to another base32
/// character, so it is still well formed.
fn alter_signature(code: &str) -> String {
    let (body, signature) = code.rsplit_once(':').unwrap();
    let mut signature: Vec<char> = signature.chars().collect();
    signature[5] = if signature[5] == 'Q' { '7' } else { 'Q' };
    format!("{body}:{}", signature.into_iter().collect::<String>())
}

/// `armoury verify` refuses `code` as forged (exit 1, NOT GENUINE because
/// the signature does not match), not as malformed.
fn assert_forged(db: &str, code: &str, what: &str) {
    let out = armoury_on(db, &["verify", code]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{code}: {said}");
    assert_eq!(
        said.trim(),
        format!("NOT GENUINE: {what} does not match this event's key"),
        "{code}"
    );
}

on_both_backends! {
fn an_item_file_is_not_a_tag_and_a_tag_leaves_out_what_it_lacks(database) {
    let (dir, db) = event_with_kalev(database);
    let sword = example("examples/items/sword.toml");
    let out = armoury_on(&db, &["tag", &sword]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains(&format!("armoury check {sword} --record --character NAME")),
        "{err}"
    );

    // An arrow (no length category), recorded with no inspector's name.
    let arrow = example("examples/items/arrow.toml");
    let recorded = crate::common::command()
        .args(["check", &arrow, "--record", "--character", "kaarik"])
        .args(["--station", "Gate 2"])
        .env("ARMOURY_DB", &db)
        .env_remove("USER")
        .env_remove("ARMOURY_EVENT_KEY")
        .output()
        .unwrap();
    ok(&recorded);
    let pdf = dir.path().join("arrow.pdf");
    ok(&armoury_on(
        &db,
        &["tag", "1", "--out", pdf.to_str().unwrap()],
    ));
    let text = pdf_words(&pdf);
    assert!(text.contains("Arrow"), "{text}");
    assert!(text.contains("Insp. Gate 2 ·"), "{text}");
    assert!(!text.contains("unknown"), "{text}");
    assert!(
        !text.contains("bolt ·") && !text.contains("· ·"),
        "a dangling separator: {text}"
    );
}
}

on_both_backends! {
fn tags_and_armour_cards_are_issued_from_the_records_and_verified_against_them(database) {
    let (dir, db) = event_with_kalev(database);
    let sword = example("examples/items/sword.toml");
    let recorded = ok(&armoury_on(
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
    ok(&armoury_on(
        &db,
        &["tag", "an26-000001", "--out", tag_pdf.to_str().unwrap()],
    ));
    let codes = qr_codes(&tag_pdf);
    assert_eq!(codes.len(), 1);
    assert!(
        codes[0].starts_with("ARM2:T:AN26:AN26-000001:1:20990712:KALEVS+ARMING+95CM:KALEV+KAARIK:"),
        "{codes:?}"
    );
    ok(&armoury_on(
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

    // Verified against the event's key in the database, with what it covers.
    let verified = ok(&armoury_on(&db, &["verify", &codes[0]]));
    assert!(
        verified.starts_with("GENUINE: tag AN26-000001"),
        "{verified}"
    );
    assert!(
        verified.contains("Kalev's arming sword") && verified.contains("Kalev Käärik"),
        "{verified}"
    );
    assert!(verified.contains("valid until 2099-07-12"), "{verified}");
    // Forged, not malformed: a signature altered with base32 characters,
    // and a serial altered under its genuine signature.
    assert_forged(
        &db,
        &alter_signature(&codes[0]),
        "the signature on tag AN26-000001 (event AN26)",
    );
    assert_forged(
        &db,
        &codes[0].replace("AN26-000001", "AN26-000002"),
        "the signature on tag AN26-000002 (event AN26)",
    );
    let out = armoury_on(&db, &["verify", "ARM1:T:XX99:XX99-000001:AAAAAAAAAAAAAAAA"]);
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
    let out = armoury_on(
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
    let out = armoury_on(
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
    let out = armoury_on(
        &db,
        &[
            "armour-card",
            "kalev",
            "--out",
            dir.path().join("nocard.pdf").to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(2), "no award yet");
    ok(&armoury_on(
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
    ok(&armoury_on(
        &db,
        &["armour-card", "kalev", "--out", card_pdf.to_str().unwrap()],
    ));
    let codes = qr_codes(&card_pdf);
    assert_eq!(codes.len(), 1);
    assert!(codes[0].starts_with("ARM2:A:AN26:17:1:20990712:"), "{codes:?}");
    let verified = ok(&armoury_on(&db, &["verify", &codes[0]]));
    assert!(
        verified.starts_with("GENUINE: armour card 17"),
        "{verified}"
    );
}
}

/// The text of a PDF, with every run of whitespace (the line breaks of
/// wrapped text) as one space.
fn pdf_words(pdf: &Path) -> String {
    common::pdf::text(&std::fs::read(pdf).unwrap())
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

on_both_backends! {
fn rejected_and_referred_inspections_get_fail_slips_listing_their_reasons(database) {
    let (dir, db) = event_with_kalev(database);
    let sword = std::fs::read_to_string(example("examples/items/sword.toml")).unwrap();
    let record = |name: &str, text: String, expected: i32| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let out = armoury_on(
            &db,
            &[
                "check",
                path.to_str().unwrap(),
                "--record",
                "--character",
                "kaarik",
                "--inspector",
                "Siobhán",
            ],
        );
        assert_eq!(
            out.status.code(),
            Some(expected),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    // #1, in rule order: a cloth former (referred), thin padding on the
    // striking surface and the tip (two failures), no weight (a required
    // value unmeasured). The slip lists failures, then referrals, then
    // what is missing.
    record(
        "bad.toml",
        sword
            .replace("material = \"pvc\"", "material = \"cloth\"")
            .replace("striking_mm = 15", "striking_mm = 5")
            .replace("tip_mm = 55", "tip_mm = 20")
            .replace("weight_g = 650", ""),
        1,
    );
    // #2: only the weight: referred to the game master.
    record(
        "heavy.toml",
        sword.replace("weight_g = 650", "weight_g = 800"),
        3,
    );
    // #3: approved.
    record("good.toml", sword.clone(), 0);

    let slip = dir.path().join("slip.pdf");
    let printed = ok(&armoury_on(
        &db,
        &["fail-slip", "1", "--out", slip.to_str().unwrap()],
    ));
    assert!(printed.contains("template fail-slip-62"), "{printed}");
    let text = pdf_words(&slip);
    let striking = "padding on the striking surface 5 mm is not at least 10 mm \
                    [Appendix 1 > Requirements on padding, first point]";
    let tip = "padding on the thrusting tip 20 mm is not at least 50 mm";
    let cloth = "cloth formers are allowed only in small weapons: the game master decides";
    let unweighed = "weight not measured (must be at most 700 g)";
    let weight = "weight 800 g is not at most the provisional limit 700 g: the game master decides";
    for expected in [
        "NOT APPROVED",
        "Rejected",
        "Kalev's arming sword",
        "Kalev Käärik (Jaan Tamm)",
        "What to fix (4):",
        striking,
        tip,
        cloth,
        unweighed,
        "Fix these and come back to inspection.",
        "Inspected by Siobhán",
        "Inspection #1",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    let at = |needle: &str| text.find(needle).unwrap();
    assert!(
        at(striking) < at(tip) && at(tip) < at(cloth) && at(cloth) < at(unweighed),
        "failures in rule order, then the referral, then the missing value: {text}"
    );
    assert!(
        !text.contains("covering"),
        "passing findings are no reasons: {text}"
    );

    // The slip's code is genuine and says what it covers.
    let codes = qr_codes(&slip);
    assert_eq!(codes.len(), 1);
    assert!(codes[0].starts_with("ARM2:F:AN26:1:1:20990712:REJECTED+KALEVS:"), "{codes:?}");
    let verified = ok(&armoury_on(&db, &["verify", &codes[0]]));
    assert!(
        verified.starts_with("GENUINE: fail slip 1 issued at event AN26"),
        "{verified}"
    );
    assert!(
        verified.contains(
            "fail slip for inspection #1: rejected Kalev's arming sword, owner Kalev Käärik, player Jaan Tamm: 4 reasons"
        ),
        "{verified}"
    );
    assert_forged(
        &db,
        &codes[0].replacen(":1:", ":2:", 1),
        "the signature on fail slip 2 (event AN26)",
    );
    assert_forged(
        &db,
        &alter_signature(&codes[0]),
        "the signature on fail slip 1 (event AN26)",
    );

    // A referred inspection: its slip says so and sends the player to a game master.
    let referred = dir.path().join("referred.pdf");
    ok(&armoury_on(
        &db,
        &["fail-slip", "2", "--out", referred.to_str().unwrap()],
    ));
    let text = pdf_words(&referred);
    for expected in [
        "Referred to a game master",
        "For the game master (1):",
        weight,
        "Show this slip and the item to a game master",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }

    // An approved inspection has no fail slip: exit 2, saying why, no PDF.
    let none = dir.path().join("none.pdf");
    for query in ["3", "AN26-000001"] {
        let out = armoury_on(&db, &["fail-slip", query, "--out", none.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{query}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("inspection #3 was approved: it has no fail slip"),
            "{stderr}"
        );
    }
    let out = armoury_on(&db, &["fail-slip", "99", "--out", none.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!none.exists());
}
}

on_both_backends! {
fn an_approval_resting_on_a_provisional_value_says_so_on_the_tag_card_and_lookup(database) {
    // Issue 18, item 2: a 178 cm, 1,480 g greatsword is approved and
    // two-handed only under the placeholder limits (180 cm, 1,500 g), and
    // players read the tag's category for the dual-wield rule ("one
    // one-and-a-half handed weapon and one, one handed weapon").
    let (dir, db) = event_with_kalev(database);
    let sword = std::fs::read_to_string(example("examples/items/sword.toml")).unwrap();
    let greatsword = dir.path().join("greatsword.toml");
    std::fs::write(
        &greatsword,
        sword
            .replace("Kalev's arming sword", "Kalev's greatsword")
            .replace("length_cm = 95", "length_cm = 178")
            .replace("weight_g = 650", "weight_g = 1480"),
    )
    .unwrap();
    let record = |rules: Option<&Path>| {
        let mut args = vec![
            "check",
            greatsword.to_str().unwrap(),
            "--record",
            "--character",
            "17",
            "--inspector",
            "Eve",
        ];
        if let Some(rules) = rules {
            args.extend(["--rules", rules.to_str().unwrap()]);
        }
        ok(&armoury_on(&db, &args))
    };
    assert!(record(None).contains("tag AN26-000001"));
    let tag_pdf = dir.path().join("tag.pdf");
    ok(&armoury_on(
        &db,
        &["tag", "AN26-000001", "--out", tag_pdf.to_str().unwrap()],
    ));
    let words = pdf_words(&tag_pdf);
    assert!(words.contains("two-handed, provisional"), "{words}");

    // The lookup says it (text and JSON, which the referee page reads).
    let looked = ok(&armoury_on(&db, &["lookup", "kalev"]));
    assert!(looked.contains("two-handed PROVISIONAL"), "{looked}");
    let json: serde_json::Value =
        serde_json::from_str(&ok(&armoury_on(&db, &["lookup", "kalev", "--json"]))).unwrap();
    assert_eq!(
        json["card"]["approved_items"][0]["provisional"], true,
        "{json}"
    );

    // The armour card too.
    ok(&armoury_on(
        &db,
        &[
            "armour",
            &example("examples/armour/kalev-mixed.toml"),
            "--record",
            "--character",
            "17",
        ],
    ));
    let card_pdf = dir.path().join("card.pdf");
    ok(&armoury_on(
        &db,
        &["armour-card", "17", "--out", card_pdf.to_str().unwrap()],
    ));
    assert!(pdf_words(&card_pdf).contains("3 points (provisional)"));

    // Organisers who put in their own values see the word disappear.
    let confirmed = dir.path().join("confirmed.toml");
    let text = ok(&armoury_on(&db, &["rules", "export", "ancalagon-2011"]));
    std::fs::write(&confirmed, without_provisional_marks(&text)).unwrap();
    assert!(record(Some(&confirmed)).contains("tag AN26-000002"));
    let tag_pdf = dir.path().join("tag2.pdf");
    ok(&armoury_on(
        &db,
        &["tag", "AN26-000002", "--out", tag_pdf.to_str().unwrap()],
    ));
    let words = pdf_words(&tag_pdf);
    assert!(
        words.contains("two-handed") && !words.contains("provisional"),
        "{words}"
    );
}
}

/// A rules file with every `provisional = true` and its `provenance` taken
/// out, as an organiser who confirms the values would leave it.
fn without_provisional_marks(text: &str) -> String {
    text.lines()
        .filter(|line| !line.starts_with("provisional = true") && !line.starts_with("provenance ="))
        .map(
            |line| match line.find(", provisional = true, provenance = \"") {
                Some(at) => {
                    let closing = line.rfind('"').unwrap();
                    format!("{}{}", &line[..at], &line[closing + 1..])
                }
                None => line.to_string(),
            },
        )
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first `YYYY-MM-DD` in `text`, if any.
fn first_iso_date(text: &str) -> Option<&str> {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(9)).find_map(|i| {
        let d = &bytes[i..i + 10];
        let digits = |r: std::ops::Range<usize>| d[r].iter().all(u8::is_ascii_digit);
        (digits(0..4) && d[4] == b'-' && digits(5..7) && d[7] == b'-' && digits(8..10))
            .then(|| &text[i..i + 10])
    })
}

on_both_backends! {
/// An Estonian event's armour card is in Estonian: the points, the whole
/// character's line and the note under it; `armoury armour` in Estonian
/// words each piece's reason and the notes.
fn an_estonian_events_armour_card_is_in_estonian(database) {
    let (dir, db) = event_with_kalev(database);
    ok(&armoury_on(&db, &["event", "language", "et"]));
    let kalev = example("examples/armour/kalev-mixed.toml");
    let said = ok(&output_of(
        command()
            .args(["--lang", "et", "armour", &kalev, "--record", "--character", "17"])
            .env("ARMOURY_DB", &db),
    ));
    for expected in [
        "plaat (lehtmetall), paksus 1,5 mm (alates 1 mm, alla 2 mm): 2 punkti (ajutine tabel)",
        "nahk, paksus 3 mm (alates 2 mm, alla 4 mm): 1 punkt (ajutine tabel)",
        "keha: keskmine (üles ümardatud) väärtustest 2, 1, 2 = 2",
        "Turvisepunktid taastuvad",
    ] {
        assert!(said.contains(expected), "{expected:?} not in {said}");
    }
    let card = dir.path().join("card.pdf");
    ok(&armoury_on(&db, &["armour-card", "17", "--out", card.to_str().unwrap()]));
    let text = pdf_words(&card);
    for expected in ["3 punkti (ajutine)", "Kogu tegelane", "Kehaturvis 2 kehtib"] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    // The day it was recorded, the Estonian way (dd.mm.yyyy).
    let iso = first_iso_date(&text);
    assert!(iso.is_none(), "an ISO date {iso:?} in {text}");
}
}

on_both_backends! {
/// An Estonian event prints its tags and fail slips in Estonian: the
/// template's texts, the kind and category from the ruleset's translation,
/// the reasons, dates as 12.07.2099, and every letter of õ ä ö ü š ž.
fn an_estonian_events_tag_and_fail_slip_are_in_estonian(database) {
    let (dir, db) = event_with_kalev(database);
    ok(&armoury_on(&db, &["event", "language", "et"]));
    let roster = dir.path().join("more.csv");
    std::fs::write(&roster, "id;name;player\n18;Šaško Õun;Žüä Öö\n").unwrap();
    ok(&armoury_on(&db, &["roster", "import", roster.to_str().unwrap()]));
    let sword = std::fs::read_to_string(example("examples/items/sword.toml")).unwrap();
    for (name, text) in [
        ("bad.toml", sword.replace("striking_mm = 15", "striking_mm = 5.5")),
        ("good.toml", sword.clone()),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let item = path.to_str().unwrap();
        armoury_on(&db, &["check", item, "--record", "--character", "18"]);
    }
    let slip = dir.path().join("slip.pdf");
    ok(&armoury_on(&db, &["fail-slip", "1", "--out", slip.to_str().unwrap()]));
    let text = pdf_words(&slip);
    for expected in [
        "EI SOBI",
        "Tagasi lükatud",
        "Omanik: Šaško Õun (Žüä Öö)",
        "Mida parandada (1):",
        "polsterdus löögipinnal 5,5 mm on alla nõutud 10 mm \
         [Lisa 1 > Nõuded polsterdusele, esimene punkt]",
        "Paranda need ja tule tagasi ülevaatusele.",
        "Ülevaatus nr 1",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    let tag = dir.path().join("tag.pdf");
    ok(&armoury_on(&db, &["tag", "AN26-000001", "--out", tag.to_str().unwrap()]));
    let text = pdf_words(&tag);
    for expected in ["ühekäerelv, ajutine", "Šaško Õun", "Kehtib kuni 12.07.2099", "Kontr."] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    // The same inspection in an English event's words: the template's own.
    ok(&armoury_on(&db, &["event", "language", "en"]));
    ok(&armoury_on(&db, &["tag", "AN26-000001", "--out", tag.to_str().unwrap()]));
    let text = pdf_words(&tag);
    assert!(text.contains("Valid until 2099-07-12"), "{text}");
    assert!(text.contains("one-handed, provisional"), "{text}");
}
}

on_both_backends! {
/// An Estonian event's lammies, tags and report say their own words in
/// Estonian: a lammie's durability and expiry and the card's texts, a
/// tag's decimal length with a comma (950,5 mm), and the report's latest
/// finding of the rule failed most, worded from its parts.
fn an_estonian_events_lammie_tag_and_report_are_in_estonian(database) {
    let (dir, db) = event_with_kalev(database);
    ok(&armoury_on(&db, &["event", "language", "et"]));
    let sword = std::fs::read_to_string(example("examples/items/sword.toml")).unwrap();
    for (name, text) in [
        ("bad.toml", sword.replace("striking_mm = 15", "striking_mm = 5.5")),
        ("good.toml", sword.replace("length_cm = 95 ", "length_cm = 95.05 ")),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        armoury_on(&db, &["check", path.to_str().unwrap(), "--record", "--character", "17"]);
    }
    let tag = dir.path().join("tag.pdf");
    ok(&armoury_on(&db, &["tag", "AN26-000001", "--out", tag.to_str().unwrap()]));
    let text = pdf_words(&tag);
    assert!(text.contains("950,5 mm"), "{text}");

    let items = dir.path().join("items.toml");
    std::fs::write(
        &items,
        "[[lammie]]\nitem_id = \"POTION-7\"\nname = \"Ravijook\"\npowers = \"Ravib mürgi.\"\n\
         durability = \"durable\"\nentered_play = 10\nevent = \"Ancalagon 2026\"\nevent_code = \"AN26\"\n\n\
         [[lammie]]\nitem_id = \"POTION-8\"\nname = \"Tõrvik\"\npowers = \"Valgustab.\"\n\
         durability = \"consumable\"\nentered_play = \"Jaanipäev\"\nevent_code = \"AN26\"\n",
    )
    .unwrap();
    let cards = dir.path().join("lammies.pdf");
    ok(&armoury_on(&db, &["lammie", items.to_str().unwrap(), "--out", cards.to_str().unwrap()]));
    let text = pdf_words(&cards);
    for expected in [
        "Püsiv",
        "Mängus alates: sündmus nr 10",
        "Aegub pärast sündmust nr 12",
        "Ese POTION-7",
        "Väljastatud: Ancalagon 2026",
        "Püsiv ese: hoia kaart eseme juures",
        "Ühekordne (c)",
        "Mängus alates: Jaanipäev",
        "Ei aegu",
        "KASUTAMISEL REBI ÄRA",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    for english in ["Durable", "Expires", "Entered play", "Does not expire"] {
        assert!(!text.contains(english), "{english:?} in {text}");
    }

    let report = dir.path().join("report.pdf");
    ok(&armoury_on(&db, &["report", "--out", report.to_str().unwrap()]));
    let text = pdf_words(&report);
    assert!(
        text.contains(
            "Viimati: „polsterdus löögipinnal 5,5 mm on alla nõutud 10 mm“. \
             Piir, mida mängijatele enne järgmist sündmust öelda: ≥ 10 mm."
        ),
        "{text}"
    );
    assert!(text.contains("(Lisa 1 > Nõuded polsterdusele, esimene punkt)"), "{text}");
}
}

on_both_backends! {
/// A game whose rules are written in inches and ounces gets its tags and
/// fail slips in inches and ounces, though the records keep millimetres
/// and grams: each shipped ruleset that shows lengths in inches, with its
/// first passing and failing example item.
fn an_imperial_games_tag_and_fail_slip_show_inches_and_ounces(database) {
    use armoury_rules::units::{Unit, trim_number};
    let imperial: Vec<armoury_rules::Ruleset> = armoury_rules::shipped::SHIPPED
        .iter()
        .filter_map(|(id, _)| armoury_rules::shipped::load(id).ok())
        .filter(|rs| rs.measures.get("length").is_some_and(|m| m.show == Unit::Inch))
        .collect();
    assert!(!imperial.is_empty());
    let dir = tempfile::tempdir().unwrap();
    let db = database.arg();
    let roster = dir.path().join("roster.csv");
    std::fs::write(&roster, "id;name;player\n5;Aldric;Sam Lee\n").unwrap();
    let files = |rs: &armoury_rules::Ruleset, outcome: &str| {
        let folder = format!("examples/rulesets/{}/{outcome}", rs.meta.id);
        let mut files: Vec<_> = std::fs::read_dir(example(&folder))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        files
    };
    for (n, rs) in imperial.iter().enumerate() {
        let event = format!("game-{n}");
        ok(&armoury_on(
            &db,
            &[
                "event", "create", &event, "--name", &event, "--end", "2099-05-01",
                "--rules", &rs.meta.id, "--use",
            ],
        ));
        ok(&armoury_on(&db, &["roster", "import", roster.to_str().unwrap()]));
        let read = |path: &Path| {
            let text = std::fs::read_to_string(path).unwrap();
            armoury_rules::Item::parse("item", &text, rs).unwrap()
        };
        let passing = files(rs, "pass");
        let sword = passing
            .iter()
            .find(|p| read(p).measures.contains_key("length"))
            .unwrap();
        let failing = files(rs, "fail");
        let broken = &failing[0];
        for item in [sword, broken] {
            let item = item.to_str().unwrap();
            armoury_on(&db, &["check", item, "--record", "--character", "5"]);
        }
        // Two inspections a game, numbered in order: the passing one, then the failing one.
        let (approved, rejected) = (2 * n + 1, 2 * n + 2);
        let tag = dir.path().join("tag.pdf");
        let id = approved.to_string();
        ok(&armoury_on(&db, &["tag", &id, "--out", tag.to_str().unwrap()]));
        let text = pdf_words(&tag);
        let length = read(sword).measures["length"].in_unit(Unit::Inch);
        let shown = format!("{} in", trim_number(length));
        assert!(text.contains(&shown), "{}: {shown} not in {text}", rs.meta.id);
        assert!(!text.contains(" mm"), "{}: {text}", rs.meta.id);
        let verdict = armoury_rules::check::check(rs, &read(broken));
        let reason = verdict.blockers().next().unwrap().message.clone();
        let slip = dir.path().join("slip.pdf");
        let id = rejected.to_string();
        ok(&armoury_on(&db, &["fail-slip", &id, "--out", slip.to_str().unwrap()]));
        let text = pdf_words(&slip);
        assert!(text.contains(&reason), "{}: {reason:?} not in {text}", rs.meta.id);
    }
}
}
