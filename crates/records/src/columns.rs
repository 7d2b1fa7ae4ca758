//! The roster fields a CSV column can fill ([`Field`]): their names for
//! `--map` and the export's header, and the header words (English and
//! Estonian synonyms) the import recognises.

use serde::Serialize;

use super::fold::fold;

/// A roster field a column can fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    /// The character's id in the event ([`RosterEntry::id`]).
    ///
    /// [`RosterEntry::id`]: super::RosterEntry::id
    Id,
    /// The character's name.
    Character,
    /// The player's id (a registration or ticket number).
    PlayerId,
    /// The player's name.
    Player,
    /// The character's group (party, faction, team).
    Group,
    /// The character's class.
    Class,
    /// The player's height: centimetres, or a number with its unit
    /// (`1,80 m`, `71 in`).
    Height,
    /// Hit points, overriding the class's.
    HitPoints,
}

impl Field {
    /// Every field with its name for `--map` and the export header.
    pub(crate) const ALL: [(Field, &'static str); 8] = [
        (Field::Id, "id"),
        (Field::Character, "character"),
        (Field::PlayerId, "player_id"),
        (Field::Player, "player"),
        (Field::Group, "group"),
        (Field::Class, "class"),
        (Field::Height, "height_cm"),
        (Field::HitPoints, "hit_points"),
    ];

    /// The field's name.
    pub fn name(self) -> &'static str {
        Field::ALL
            .iter()
            .find(|(f, _)| *f == self)
            .map_or("", |(_, n)| n)
    }

    /// Recognises a header (or a `--map` field name) after folding and
    /// dropping spaces. `name` alone is handled by the caller.
    pub(crate) fn from_header(header: &str) -> Option<Field> {
        let key: String = fold(header).split(' ').collect();
        let field = match key.as_str() {
            "id" | "characterid" | "charid" | "tegelaseid" => Field::Id,
            "character" | "charactername" | "char" | "tegelane" | "tegelasenimi" => {
                Field::Character
            }
            "playerid" | "registration" | "registrationid" | "regno" | "ticket" | "ticketid"
            | "participantid" | "mangijaid" => Field::PlayerId,
            "player" | "playername" | "participant" | "mangija" | "mangijanimi" => Field::Player,
            "group" | "groupname" | "faction" | "team" | "grupp" | "ruhm" => Field::Group,
            "class" | "characterclass" | "klass" => Field::Class,
            "height" | "heightcm" | "pikkus" => Field::Height,
            "hitpoints" | "hp" | "hits" | "health" | "elud" => Field::HitPoints,
            _ => return None,
        };
        Some(field)
    }
}
