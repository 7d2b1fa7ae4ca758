//! The armour card: a character's latest armour award, as the card shows
//! it in its event's language (points or hits per location, the note
//! under them, who recorded it and when).

use armoury_l10n::{L10n, Lang, numbers};
use armoury_records::{Registration, Store};
use armoury_tags::content::{ArmourCardContent, LocationPoints};

use crate::{IssueError, date_of};

/// The armour card of a character's latest award.
pub fn armour_card_content(
    store: &Store,
    character: &Registration,
) -> Result<ArmourCardContent, IssueError> {
    let Some(award) = store.latest_award(character.pk)? else {
        return Err(IssueError::NoAward {
            character: character.name.clone(),
        });
    };
    let event = store.event(&character.event_id)?;
    let l = L10n::new(Lang::parse(&event.language).unwrap_or_default());
    let explanation: serde_json::Value =
        serde_json::from_str(&award.explanation_json).unwrap_or(serde_json::Value::Null);
    let provisional = if award.provisional { "yes" } else { "no" };
    let per_location = explanation["locations"].as_array().map(|locations| {
        locations
            .iter()
            .map(|l| LocationPoints {
                location: l["location"].as_str().unwrap_or_default().to_string(),
                armour: l["armour"].as_u64().map_or(0, |a| a as u32),
                body: 1,
            })
            .collect::<Vec<_>>()
    });
    let (armour, locations, notes) = match per_location {
        // Armour hits on each of six locations (Five Oaths).
        Some(locations) => {
            let class = match explanation["class"].as_str() {
                Some(class) => class.to_string(),
                None => l.text("awd-card-no-class"),
            };
            let armour = l.format(
                "awd-card-hits",
                &[
                    ("class", class.into()),
                    ("hits", i64::from(award.total).into()),
                    ("provisional", provisional.into()),
                ],
            );
            (armour, locations, String::new())
        }
        // Armour points for the whole character (Ancalagon).
        None => {
            let hit_points = character.hit_points().map_or(0, u32::from);
            let notes = l.format(
                "awd-card-points-notes",
                &[
                    ("body", i64::from(award.body_points).into()),
                    ("helmet", i64::from(award.helmet_points).into()),
                ],
            );
            let armour = l.format(
                "awd-card-points",
                &[
                    ("points", i64::from(award.total).into()),
                    ("provisional", provisional.into()),
                ],
            );
            (
                armour,
                vec![LocationPoints {
                    location: l.text("awd-card-whole-character"),
                    armour: award.total,
                    body: hit_points,
                }],
                notes,
            )
        }
    };
    Ok(ArmourCardContent {
        character_id: character.id.to_ascii_uppercase(),
        character: character.name.clone(),
        player: character
            .player_name
            .clone()
            .unwrap_or_else(|| character.player_id.clone()),
        event: event.name,
        event_code: event.tag_prefix,
        armour,
        locations,
        notes,
        inspector: award.recorder.clone(),
        date: numbers::iso_date(l.lang(), &date_of(&award.recorded_at)),
    })
}
