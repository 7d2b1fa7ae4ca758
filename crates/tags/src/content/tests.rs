//! Tests of `content`.

use super::*;

fn lammie(durability: Durability, entered: EventRef) -> LammieContent {
    LammieContent {
        item_id: "I-7".into(),
        name: "Potion".into(),
        powers: "Cure (Venom)".into(),
        durability,
        entered_play: entered,
        expires: None,
        player: "Mari".into(),
        character: "Õie".into(),
        event: "Midsummer".into(),
        event_code: "FO26-2".into(),
        words: None,
        photo_file: None,
        photo: None,
    }
}

#[test]
fn durable_items_last_three_events_counting_the_first() {
    assert_eq!(last_event(10), 12);
    let card = lammie(Durability::Durable, EventRef::Number(10));
    assert_eq!(card.expiry_text(), "Expires after event 12");
    assert_eq!(card.flag("durable"), Some(true));
    assert_eq!(card.flag("consumable"), Some(false));
}

#[test]
fn consumables_do_not_expire() {
    let card = lammie(Durability::Consumable, EventRef::Number(10));
    assert_eq!(card.expiry_text(), "Does not expire");
    assert_eq!(card.value("durability").as_deref(), Some("Consumable (c)"));
}

#[test]
fn named_events_and_overrides() {
    let mut card = lammie(Durability::Durable, EventRef::Name("Midsummer".into()));
    assert!(card.expiry_text().contains("Midsummer"));
    card.expires = Some("Winter 2027".into());
    assert_eq!(card.value("expires").as_deref(), Some("Winter 2027"));
}

#[test]
fn a_lammies_own_words_replace_the_english_and_an_override_stays() {
    let mut card = lammie(Durability::Durable, EventRef::Number(10));
    card.words = Some(LammieWords {
        durability: "Püsiv".into(),
        entered_play: "Mängus alates: sündmus nr 10".into(),
        expires: "Aegub pärast sündmust nr 12".into(),
    });
    assert_eq!(card.value("durability").as_deref(), Some("Püsiv"));
    assert_eq!(
        card.value("entered_play").as_deref(),
        Some("Mängus alates: sündmus nr 10")
    );
    assert_eq!(
        card.value("expires").as_deref(),
        Some("Aegub pärast sündmust nr 12")
    );
    card.expires = Some("Talv 2027".into());
    assert_eq!(card.value("expires").as_deref(), Some("Talv 2027"));
}

#[test]
fn tag_amounts_take_the_contents_decimal_separator() {
    let mut tag = TagContent {
        serial: "T-1".into(),
        event: "E".into(),
        event_code: "E".into(),
        kind: "Sword".into(),
        length_category: "Medium".into(),
        length: Some(Millimetres(950.5)),
        weight: Some(Grams(812.25)),
        player: "P".into(),
        character: "C".into(),
        inspector: "I".into(),
        date: "D".into(),
        valid_until: "V".into(),
        decimal_separator: ',',
        length_unit: armoury_rules::units::Unit::Millimetre,
        weight_unit: armoury_rules::units::Unit::Gram,
    };
    assert_eq!(tag.value("length").as_deref(), Some("950,5 mm"));
    assert_eq!(tag.value("weight").as_deref(), Some("812,25 g"));
    tag.length = Some(Millimetres(1050.0));
    assert_eq!(tag.value("length").as_deref(), Some("1050 mm"));
    tag.decimal_separator = '.';
    assert_eq!(tag.value("weight").as_deref(), Some("812.25 g"));
}

#[test]
fn every_declared_field_and_flag_has_a_value() {
    let tag = TagContent {
        serial: "T-1".into(),
        event: "E".into(),
        event_code: "E".into(),
        kind: "Sword".into(),
        length_category: "Medium".into(),
        length: Some(Millimetres(1050.0)),
        weight: Some(Grams(812.5)),
        player: "P".into(),
        character: "C".into(),
        inspector: "I".into(),
        date: "D".into(),
        valid_until: "V".into(),
        decimal_separator: '.',
        length_unit: armoury_rules::units::Unit::Millimetre,
        weight_unit: armoury_rules::units::Unit::Gram,
    };
    for name in TagContent::FIELDS {
        assert!(tag.value(name).is_some(), "{name}");
    }
    for name in TagContent::FLAGS {
        assert!(tag.flag(name).is_some(), "{name}");
    }
    assert_eq!(tag.value("weight").as_deref(), Some("812.5 g"));
    assert_eq!(tag.value("owner").as_deref(), Some("C (P)"));
    let card = lammie(Durability::Durable, EventRef::Number(1));
    for name in LammieContent::FIELDS {
        assert!(card.value(name).is_some(), "{name}");
    }
    let armour = ArmourCardContent {
        character_id: "C-1".into(),
        character: "C".into(),
        player: "P".into(),
        event: "E".into(),
        event_code: "E".into(),
        armour: "Heavy".into(),
        locations: vec![
            LocationPoints {
                location: "Head".into(),
                armour: 2,
                body: 1,
            },
            LocationPoints {
                location: "Torso".into(),
                armour: 3,
                body: 1,
            },
        ],
        notes: String::new(),
        inspector: "I".into(),
        date: "D".into(),
    };
    for name in ArmourCardContent::FIELDS {
        assert!(armour.value(name).is_some(), "{name}");
    }
    assert_eq!(armour.value("location_armour").as_deref(), Some("2\n3"));
    assert_eq!(armour.flag("has_notes"), Some(false));
    let mut slip = fail_slip();
    for name in FailSlipContent::FIELDS {
        assert!(slip.value(name).is_some(), "{name}");
    }
    for name in FailSlipContent::FLAGS {
        assert!(slip.flag(name).is_some(), "{name}");
    }
    assert_eq!(slip.value("reason_count").as_deref(), Some("2"));
    assert_eq!(slip.value("verdict").as_deref(), Some("Rejected"));
    assert_eq!(slip.flag("referred"), Some(false));
    slip.verdict = FailVerdict::Referred;
    assert_eq!(
        slip.value("verdict").as_deref(),
        Some("Referred to a game master")
    );
    assert_eq!(slip.flag("referred"), Some(true));
    assert_eq!(slip.identity(), (Covers::FailSlip, "E", "42"));
}

fn fail_slip() -> FailSlipContent {
    FailSlipContent {
        inspection: "42".into(),
        event: "E".into(),
        event_code: "E".into(),
        kind: "Longsword".into(),
        player: "P".into(),
        character: "C".into(),
        verdict: FailVerdict::Rejected,
        reasons: vec![
            FailReason {
                rule: "padding.striking".into(),
                clause: "Appendix 1 > Requirements on padding".into(),
                message: "padding 5 mm is not at least 10 mm".into(),
                measured: Some("5 mm".into()),
                limit: Some("≥ 10 mm".into()),
            },
            FailReason {
                rule: "kind".into(),
                clause: String::new(),
                message: "`axe` is not an item kind".into(),
                measured: None,
                limit: None,
            },
        ],
        inspector: "I".into(),
        date: "D".into(),
        no_reasons: None,
    }
}

#[test]
fn fail_slip_reasons_are_paragraphs_with_their_clause_and_a_blank_line_between() {
    let mut slip = fail_slip();
    assert_eq!(
        slip.value("reasons").as_deref(),
        Some(
            "• padding 5 mm is not at least 10 mm [Appendix 1 > Requirements on padding]\n\n\
                 • `axe` is not an item kind"
        )
    );
    slip.reasons.clear();
    assert_eq!(slip.value("reasons").as_deref(), Some(NO_REASONS));
    assert_eq!(slip.value("reason_count").as_deref(), Some("0"));
    slip.no_reasons = Some("• põhjust ei salvestatud".into());
    assert_eq!(
        slip.value("reasons").as_deref(),
        Some("• põhjust ei salvestatud")
    );
}
