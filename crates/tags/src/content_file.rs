//! Content from small TOML files, for the command line.
//!
//! Until the records store fills content in, `armoury tag --content`,
//! `armoury lammie` and `armoury armour-card --content` read it from files.
//! A file holds one item at the top level, or several as an array of tables
//! (`[[tag]]`, `[[lammie]]`, `[[card]]`). [`tags`], [`lammies`] and
//! [`armour_cards`] parse text into [`TagContent`], [`LammieContent`] and
//! [`ArmourCardContent`]; measurements are converted to unit types here, once
//! (`weight = "30 oz"` becomes grams). A missing `event_code` falls back to
//! the caller's default. An [`InputError`] names the file, line, key and
//! refused value.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use toml::Spanned;

use super::content::{
    ArmourCardContent, Durability, EventRef, LammieContent, LocationPoints, TagContent,
};
use super::signing::{check_event, check_id};
use armoury_rules::said;
use armoury_rules::saying::Said;
use armoury_rules::source::{InputError, ReadError, SourceFile};
use armoury_rules::units::{Dimension, Grams, Millimetres, parse_quantity_text};

/// Reads a content file as text.
pub fn read(path: &Path) -> Result<String, ReadError> {
    std::fs::read_to_string(path).map_err(|error| ReadError::io(path.display(), error))
}

/// Parses tags from a file's text.
pub fn tags(
    text: &str,
    file: &str,
    event_code: Option<&str>,
) -> Result<Vec<TagContent>, InputError> {
    let file = SourceFile::new(file, text);
    items::<RawTag>(&file, "tag")?
        .into_iter()
        .map(|(line, raw)| tag(&file, line, raw, event_code))
        .collect()
}

/// Parses lammies from a file's text.
pub fn lammies(
    text: &str,
    file: &str,
    event_code: Option<&str>,
) -> Result<Vec<LammieContent>, InputError> {
    let file = SourceFile::new(file, text);
    items::<RawLammie>(&file, "lammie")?
        .into_iter()
        .map(|(line, raw)| lammie(&file, line, raw, event_code))
        .collect()
}

/// Parses armour cards from a file's text.
pub fn armour_cards(
    text: &str,
    file: &str,
    event_code: Option<&str>,
) -> Result<Vec<ArmourCardContent>, InputError> {
    let file = SourceFile::new(file, text);
    items::<RawCard>(&file, "card")?
        .into_iter()
        .map(|(line, raw)| card(&file, line, raw, event_code))
        .collect()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTag {
    serial: Spanned<String>,
    #[serde(default)]
    event: String,
    event_code: Option<Spanned<String>>,
    kind: String,
    #[serde(default)]
    length_category: String,
    length: Option<Spanned<String>>,
    weight: Option<Spanned<String>>,
    #[serde(default)]
    player: String,
    #[serde(default)]
    character: String,
    #[serde(default)]
    inspector: String,
    #[serde(default)]
    date: String,
    #[serde(default)]
    valid_until: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLammie {
    item_id: Spanned<String>,
    photo: Option<String>,
    name: String,
    powers: String,
    durability: Durability,
    entered_play: EventRef,
    expires: Option<String>,
    #[serde(default)]
    player: String,
    #[serde(default)]
    character: String,
    #[serde(default)]
    event: String,
    event_code: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    character_id: Spanned<String>,
    character: String,
    #[serde(default)]
    player: String,
    #[serde(default)]
    event: String,
    event_code: Option<Spanned<String>>,
    #[serde(default)]
    armour: String,
    #[serde(default, rename = "location")]
    locations: Vec<LocationPoints>,
    #[serde(default)]
    notes: String,
    #[serde(default)]
    inspector: String,
    #[serde(default)]
    date: String,
}

/// One item at the top level, or an array of tables named `array`.
fn items<R: DeserializeOwned>(
    file: &SourceFile<'_>,
    array: &str,
) -> Result<Vec<(usize, R)>, InputError> {
    let table: toml::Table = file.deserialize()?;
    if table.len() == 1 && table.get(array).is_some_and(toml::Value::is_array) {
        let many: BTreeMap<String, Vec<Spanned<R>>> = file.deserialize()?;
        return Ok(many
            .into_values()
            .flatten()
            .map(|item| (file.line_of(item.span().start), item.into_inner()))
            .collect());
    }
    let one: R = file.deserialize()?;
    Ok(vec![(1, one)])
}

/// A checked id (serial, item id, character id).
fn id(file: &SourceFile<'_>, key: &str, id: Spanned<String>) -> Result<String, InputError> {
    let line = file.line_of(id.span().start);
    check_id(id.get_ref())
        .map_err(|e| file.error_at_line(line, key, Some(id.get_ref().clone()), e.message()))?;
    Ok(id.into_inner())
}

/// The item's event code, or the default.
fn event_code(
    file: &SourceFile<'_>,
    line: usize,
    code: Option<Spanned<String>>,
    default: Option<&str>,
) -> Result<String, InputError> {
    let (line, code) = match code {
        Some(code) => (file.line_of(code.span().start), code.into_inner()),
        None => match default {
            Some(code) => (line, code.to_string()),
            None => {
                return Err(file.error_at_line(
                    line,
                    "event_code",
                    None,
                    said!(
                        "tpl-no-event-code",
                        "no event code: add event_code to the file, or give one for the whole file"
                    ),
                ));
            }
        },
    };
    check_event(&code)
        .map_err(|e| file.error_at_line(line, "event_code", Some(code.clone()), e.message()))?;
    Ok(code)
}

/// A measurement such as "850 g" or "30 oz", in the canonical unit.
fn quantity(
    file: &SourceFile<'_>,
    key: &str,
    text: Option<Spanned<String>>,
    dimension: Dimension,
) -> Result<Option<f64>, InputError> {
    let Some(text) = text else { return Ok(None) };
    let line = file.line_of(text.span().start);
    let refuse = |message: (String, Said)| {
        file.error_at_line(line, key, Some(text.get_ref().clone()), message)
    };
    let (value, unit) = parse_quantity_text(text.get_ref()).map_err(|e| refuse(e.said()))?;
    let quantity = unit.to_quantity(value, dimension).ok_or_else(|| {
        refuse(said!(
            "tpl-not-a-unit-of",
            "{unit} is not a unit of {dimension}",
            unit = unit,
            dimension = dimension
        ))
    })?;
    if quantity.canonical() <= 0.0 {
        return Err(refuse(said!(
            "tpl-more-than-zero",
            "must be more than zero"
        )));
    }
    Ok(Some(quantity.canonical()))
}

fn tag(
    file: &SourceFile<'_>,
    line: usize,
    raw: RawTag,
    event: Option<&str>,
) -> Result<TagContent, InputError> {
    Ok(TagContent {
        serial: id(file, "serial", raw.serial)?,
        event: raw.event,
        event_code: event_code(file, line, raw.event_code, event)?,
        kind: raw.kind,
        length_category: raw.length_category,
        length: quantity(file, "length", raw.length, Dimension::Length)?.map(Millimetres),
        weight: quantity(file, "weight", raw.weight, Dimension::Mass)?.map(Grams),
        player: raw.player,
        character: raw.character,
        inspector: raw.inspector,
        date: raw.date,
        valid_until: raw.valid_until,
        decimal_separator: '.',
        length_unit: armoury_rules::units::Unit::Millimetre,
        weight_unit: armoury_rules::units::Unit::Gram,
    })
}

fn lammie(
    file: &SourceFile<'_>,
    line: usize,
    raw: RawLammie,
    event: Option<&str>,
) -> Result<LammieContent, InputError> {
    Ok(LammieContent {
        item_id: id(file, "item_id", raw.item_id)?,
        name: raw.name,
        powers: raw.powers.trim().to_string(),
        durability: raw.durability,
        entered_play: raw.entered_play,
        expires: raw.expires,
        player: raw.player,
        character: raw.character,
        event: raw.event,
        event_code: event_code(file, line, raw.event_code, event)?,
        words: None,
        photo_file: raw.photo.filter(|p| !p.trim().is_empty()),
        photo: None,
    })
}

fn card(
    file: &SourceFile<'_>,
    line: usize,
    raw: RawCard,
    event: Option<&str>,
) -> Result<ArmourCardContent, InputError> {
    Ok(ArmourCardContent {
        character_id: id(file, "character_id", raw.character_id)?,
        character: raw.character,
        player: raw.player,
        event: raw.event,
        event_code: event_code(file, line, raw.event_code, event)?,
        armour: raw.armour,
        locations: raw.locations,
        notes: raw.notes.trim().to_string(),
        inspector: raw.inspector,
        date: raw.date,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TAG: &str = r#"
serial = "T-000123"
event = "Midsummer"
kind = "Longsword"
length = "41 in"
weight = "850 g"
player = "Mari Tamm"
character = "Õie"
"#;

    #[test]
    fn a_tag_file_converts_units_once() {
        let tags = tags(TAG, "t.toml", Some("FO26-2")).unwrap();
        assert_eq!(tags.len(), 1);
        assert_eq!(tags[0].event_code, "FO26-2");
        assert!((tags[0].length.unwrap().0 - 1041.4).abs() < 1e-9);
        assert_eq!(tags[0].weight, Some(Grams(850.0)));
    }

    #[test]
    fn many_tags_in_one_file() {
        let text = "[[tag]]\nserial = \"A-1\"\nkind = \"Dagger\"\n\n[[tag]]\nserial = \"A-2\"\nkind = \"Axe\"\nevent_code = \"E2\"\n";
        let tags = tags(text, "t.toml", Some("E1")).unwrap();
        assert_eq!(tags.len(), 2);
        assert_eq!(tags[0].event_code, "E1");
        assert_eq!(tags[1].event_code, "E2");
    }

    #[test]
    fn errors_name_file_line_key_and_value() {
        let message = tags(&TAG.replace("850 g", "850 lightyears"), "t.toml", Some("E"))
            .unwrap_err()
            .to_string();
        assert!(message.starts_with("t.toml:6: weight: "), "{message}");
        assert!(message.ends_with("(at `850 lightyears`)"), "{message}");
        let message = tags(&TAG.replace("850 g", "3 in"), "t.toml", Some("E"))
            .unwrap_err()
            .to_string();
        assert!(message.contains("not a unit of weight"), "{message}");
        let message = tags(TAG, "t.toml", None).unwrap_err().to_string();
        assert!(message.contains("no event code"), "{message}");
        let message = tags(&TAG.replace("T-000123", "t 123"), "t.toml", Some("E"))
            .unwrap_err()
            .to_string();
        assert!(message.starts_with("t.toml:2: serial: "), "{message}");
        assert!(message.ends_with("(at `t 123`)"), "{message}");
        let message = tags(&format!("{TAG}colour = 1\n"), "t.toml", Some("E"))
            .unwrap_err()
            .to_string();
        assert!(message.contains("colour"), "{message}");
    }

    #[test]
    fn lammie_and_card_files() {
        let lammie = r#"
item_id = "FO-I-42"
name = "Amulet"
powers = "Once per event: Cure (Venom)."
durability = "consumable"
entered_play = "Midsummer 2026"
event_code = "FO26-2"
"#;
        let parsed = lammies(lammie, "l.toml", None).unwrap();
        assert_eq!(parsed[0].durability, Durability::Consumable);
        assert_eq!(
            parsed[0].entered_play,
            EventRef::Name("Midsummer 2026".into())
        );
        let numbered = lammie.replace("\"Midsummer 2026\"", "12");
        assert_eq!(
            lammies(&numbered, "l.toml", None).unwrap()[0].entered_play,
            EventRef::Number(12)
        );
        let bad = lammie.replace("consumable", "eternal");
        assert!(
            lammies(&bad, "l.toml", None)
                .unwrap_err()
                .to_string()
                .starts_with("l.toml:5")
        );

        let card = r#"
character_id = "C-7"
character = "Séamus"
event_code = "E1"
[[location]]
location = "Head"
armour = 2
body = 1
"#;
        let cards = armour_cards(card, "c.toml", None).unwrap();
        assert_eq!(cards[0].locations.len(), 1);
        assert_eq!(cards[0].locations[0].armour, 2);
    }
}
