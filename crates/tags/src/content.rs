//! What goes on a tag, a lammie, an armour card or a fail slip: plain data.
//!
//! [`TagContent`], [`LammieContent`], [`ArmourCardContent`] and
//! [`FailSlipContent`] are filled by whoever knows the facts (the records
//! store, or a TOML file through [`super::content_file`]). Each implements
//! [`Content`]: the names a template may bind with `{name}`, the flags it may
//! test with `when = "name"`, and the identity its QR code signs.
//! [`ContentKind`] names the four kinds; every template declares which kind it
//! lays out. A fail slip lists [`FailReason`]s under a [`FailVerdict`].

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::signing::Covers;
use armoury_rules::units::{Grams, Millimetres, Quantity, Unit, trim_number};

/// How many events a durable Five Oaths item stays in play, counting the event
/// it first enters play at.
pub const DURABLE_LIFETIME_EVENTS: u32 = 3;

/// The name every template may bind for the signed verification string.
pub const VERIFY_FIELD: &str = "verify";

/// Which content a template lays out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ContentKind {
    /// A weapon or armour tag.
    Tag,
    /// A laminated item card.
    Lammie,
    /// A character's armour points.
    ArmourCard,
    /// Why an item was not approved.
    FailSlip,
}

impl ContentKind {
    /// Field names a template of this kind may bind (besides `verify`).
    pub fn fields(self) -> &'static [&'static str] {
        match self {
            ContentKind::Tag => TagContent::FIELDS,
            ContentKind::Lammie => LammieContent::FIELDS,
            ContentKind::ArmourCard => ArmourCardContent::FIELDS,
            ContentKind::FailSlip => FailSlipContent::FIELDS,
        }
    }

    /// Flag names a template of this kind may test with `when`.
    pub fn flags(self) -> &'static [&'static str] {
        match self {
            ContentKind::Tag => TagContent::FLAGS,
            ContentKind::Lammie => LammieContent::FLAGS,
            ContentKind::ArmourCard => ArmourCardContent::FLAGS,
            ContentKind::FailSlip => FailSlipContent::FLAGS,
        }
    }
}

impl fmt::Display for ContentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ContentKind::Tag => "tag",
            ContentKind::Lammie => "lammie",
            ContentKind::ArmourCard => "armour-card",
            ContentKind::FailSlip => "fail-slip",
        })
    }
}

/// The flag of content that carries a photo of its own (`when = "photo"`),
/// and what a template's `photo` field needs its kind to have.
pub const PHOTO_FLAG: &str = "photo";

/// A picture printed on a card (a lammie's photo of its phys-rep): RGB
/// pixels, row by row from the top, scaled for print by whoever made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardPhoto {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width × height × 3` bytes.
    pub rgb: Arc<[u8]>,
}

/// Content a template can bind.
pub trait Content {
    /// The kind of template that lays this content out.
    const KIND: ContentKind;
    /// Names usable as `{name}` in a template of this kind.
    const FIELDS: &'static [&'static str];
    /// Names usable as `when = "name"` / `when = "!name"`.
    const FLAGS: &'static [&'static str];
    /// The text bound to a field name; `None` for an unknown name.
    fn value(&self, name: &str) -> Option<String>;
    /// The truth of a flag; `None` for an unknown name.
    fn flag(&self, name: &str) -> Option<bool>;
    /// What the QR code signs: kind, event code, id.
    fn identity(&self) -> (Covers, &str, &str);
    /// What an offline QR code (`ARM2`) says of it, in words.
    fn description(&self) -> Description;
    /// Its own photo, for a template's `photo` field; none by default.
    fn photo(&self) -> Option<&CardPhoto> {
        None
    }
}

/// What an offline QR code says of what it covers, so a referee with no
/// network can tell it belongs to the thing in their hand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Description {
    /// What it is (`Arming sword`).
    pub item: String,
    /// Its main measurement (`92cm`), kept whole when the item is cut short.
    pub measure: String,
    /// Its owner: the character, else the player.
    pub owner: String,
}

fn described(item: String, measure: String, player: &str, character: &str) -> Description {
    let owner = if character.is_empty() {
        player
    } else {
        character
    };
    Description {
        item,
        measure,
        owner: owner.to_string(),
    }
}

/// A weapon or armour tag.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TagContent {
    /// The tag serial, e.g. `T-000123` (A-Z, 0-9, '-', '.').
    pub serial: String,
    /// Event name as printed.
    pub event: String,
    /// Short event code the key belongs to, e.g. `FO26-2`.
    pub event_code: String,
    /// Item kind, e.g. "Longsword".
    pub kind: String,
    /// Length category from the ruleset, e.g. "Medium".
    pub length_category: String,
    /// Measured overall length, if measured.
    pub length: Option<Millimetres>,
    /// Measured weight, if weighed.
    pub weight: Option<Grams>,
    /// The player who owns the item.
    pub player: String,
    /// The player's character.
    pub character: String,
    /// The marshal who approved it.
    pub inspector: String,
    /// Inspection date (as it should be printed, e.g. 2026-06-12).
    pub date: String,
    /// Last day or event the approval holds.
    pub valid_until: String,
    /// The decimal separator the length and weight are printed with: `.`
    /// (`950.5 mm`), or `,` for a language that writes a decimal comma
    /// (`950,5 mm` in Estonian). This crate speaks no language: whoever
    /// fills the content in knows the event's. Not serialised: how it is
    /// printed, not what it says.
    #[serde(skip)]
    pub decimal_separator: char,
    /// The unit the length is printed in: `mm`, or `in` for a game whose
    /// rules are written in inches. Not serialised, like the separator.
    #[serde(skip)]
    pub length_unit: Unit,
    /// The unit the weight is printed in: `g`, or `oz` or `lb`.
    #[serde(skip)]
    pub weight_unit: Unit,
}

impl TagContent {
    /// An amount in `unit`, written with the tag's decimal separator.
    fn amount(&self, value: Quantity, unit: Unit) -> String {
        let number = trim_number(value.in_unit(unit));
        let unit = unit.shown();
        match self.decimal_separator {
            '.' => format!("{number} {unit}"),
            separator => format!("{} {unit}", number.replace('.', &separator.to_string())),
        }
    }
}

impl Content for TagContent {
    const KIND: ContentKind = ContentKind::Tag;
    const FIELDS: &'static [&'static str] = &[
        "serial",
        "event",
        "event_code",
        "kind",
        "length_category",
        "length",
        "weight",
        "player",
        "character",
        "owner",
        "inspector",
        "date",
        "valid_until",
    ];
    const FLAGS: &'static [&'static str] = &["weighed", "measured"];

    fn value(&self, name: &str) -> Option<String> {
        Some(match name {
            "serial" => self.serial.clone(),
            "event" => self.event.clone(),
            "event_code" => self.event_code.clone(),
            "kind" => self.kind.clone(),
            "length_category" => self.length_category.clone(),
            "length" => self
                .length
                .map(|l| self.amount(Quantity::Length(l), self.length_unit))
                .unwrap_or_default(),
            "weight" => self
                .weight
                .map(|w| self.amount(Quantity::Mass(w), self.weight_unit))
                .unwrap_or_default(),
            "player" => self.player.clone(),
            "character" => self.character.clone(),
            "owner" => owner(&self.player, &self.character),
            "inspector" => self.inspector.clone(),
            "date" => self.date.clone(),
            "valid_until" => self.valid_until.clone(),
            _ => return None,
        })
    }

    fn flag(&self, name: &str) -> Option<bool> {
        match name {
            "weighed" => Some(self.weight.is_some()),
            "measured" => Some(self.length.is_some()),
            _ => None,
        }
    }

    fn identity(&self) -> (Covers, &str, &str) {
        (Covers::Tag, &self.event_code, &self.serial)
    }

    fn description(&self) -> Description {
        // Whole centimetres or inches, whole grams or ounces.
        let whole = |value: Quantity, unit: Unit| {
            format!("{}{}", value.in_unit(unit).round(), unit.shown())
        };
        let measure = match (self.length, self.weight) {
            (Some(length), _) if self.length_unit == Unit::Inch => {
                whole(Quantity::Length(length), Unit::Inch)
            }
            (Some(length), _) => whole(Quantity::Length(length), Unit::Centimetre),
            (None, Some(weight)) => whole(Quantity::Mass(weight), self.weight_unit),
            (None, None) => String::new(),
        };
        described(self.kind.clone(), measure, &self.player, &self.character)
    }
}

/// Durable or consumable, as Five Oaths lammies say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Durability {
    /// Stays in play for [`DURABLE_LIFETIME_EVENTS`] events.
    Durable,
    /// Used once (the tear strip comes off); does not expire.
    Consumable,
}

/// The event an item entered play at: a running number, or a name when the
/// club does not number its events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum EventRef {
    /// The club's running event number.
    Number(u32),
    /// An event name.
    Name(String),
}

impl fmt::Display for EventRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventRef::Number(n) => write!(f, "event {n}"),
            EventRef::Name(name) => f.write_str(name),
        }
    }
}

/// The last event a durable item entered at `entered` is in play at:
/// three events counting the first one.
pub fn last_event(entered: u32) -> u32 {
    entered.saturating_add(DURABLE_LIFETIME_EVENTS - 1)
}

/// A lammie: the card that states an item's powers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LammieContent {
    /// The club's item id (A-Z, 0-9, '-', '.').
    pub item_id: String,
    /// Item name.
    pub name: String,
    /// Effect text; blank lines separate paragraphs.
    pub powers: String,
    /// Durable or consumable.
    pub durability: Durability,
    /// The event the item first entered play at.
    pub entered_play: EventRef,
    /// Printed expiry text that replaces the computed one, if given.
    pub expires: Option<String>,
    /// The owning player.
    pub player: String,
    /// The owning character.
    pub character: String,
    /// The event issuing the card (name).
    pub event: String,
    /// The issuing event's code; its key signs the QR code.
    pub event_code: String,
    /// The card's own lines in the card's language, worded by whoever
    /// knows it (`armoury_issuing::lammie_in`); `None` prints them in
    /// English. Not serialised: the card's facts are the fields above.
    #[serde(skip)]
    pub words: Option<LammieWords>,
    /// The photo of the phys-rep the item file names (`photo = "FILE"`),
    /// as written there (relative to the item file).
    #[serde(rename = "photo", skip_serializing_if = "Option::is_none")]
    pub photo_file: Option<String>,
    /// That photo, read and scaled for the card by whoever can read files;
    /// a template's `photo` field prints it.
    #[serde(skip)]
    pub photo: Option<CardPhoto>,
}

/// What a lammie says in words of its own (not the club's), in one
/// language: its durability, when it entered play and when it expires.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LammieWords {
    /// `Durable`, `Consumable (c)`.
    pub durability: String,
    /// `Entered play: event 10`.
    pub entered_play: String,
    /// `Expires after event 12`, `Does not expire` (an override given in
    /// the item file is printed as written, whatever this says).
    pub expires: String,
}

impl LammieContent {
    /// The expiry line: the override, else "Expires after event N" or
    /// "Does not expire" in the card's words.
    pub fn expiry_text(&self) -> String {
        if let Some(text) = &self.expires {
            return text.clone();
        }
        if let Some(words) = &self.words {
            return words.expires.clone();
        }
        match (&self.durability, &self.entered_play) {
            (Durability::Consumable, _) => "Does not expire".to_string(),
            (Durability::Durable, EventRef::Number(n)) => {
                format!("Expires after event {}", last_event(*n))
            }
            (Durability::Durable, EventRef::Name(name)) => {
                format!("Expires after the {DURABLE_LIFETIME_EVENTS}rd event counting from {name}")
            }
        }
    }
}

impl Content for LammieContent {
    const KIND: ContentKind = ContentKind::Lammie;
    const FIELDS: &'static [&'static str] = &[
        "item_id",
        "name",
        "powers",
        "durability",
        "entered_play",
        "expires",
        "player",
        "character",
        "owner",
        "event",
        "event_code",
    ];
    const FLAGS: &'static [&'static str] = &["durable", "consumable", PHOTO_FLAG];

    fn value(&self, name: &str) -> Option<String> {
        Some(match name {
            "item_id" => self.item_id.clone(),
            "name" => self.name.clone(),
            "powers" => self.powers.clone(),
            "durability" => match (&self.words, self.durability) {
                (Some(words), _) => words.durability.clone(),
                (None, Durability::Durable) => "Durable".to_string(),
                (None, Durability::Consumable) => "Consumable (c)".to_string(),
            },
            "entered_play" => match &self.words {
                Some(words) => words.entered_play.clone(),
                None => format!("Entered play: {}", self.entered_play),
            },
            "expires" => self.expiry_text(),
            "player" => self.player.clone(),
            "character" => self.character.clone(),
            "owner" => owner(&self.player, &self.character),
            "event" => self.event.clone(),
            "event_code" => self.event_code.clone(),
            _ => return None,
        })
    }

    fn flag(&self, name: &str) -> Option<bool> {
        match name {
            "durable" => Some(self.durability == Durability::Durable),
            "consumable" => Some(self.durability == Durability::Consumable),
            PHOTO_FLAG => Some(self.photo.is_some()),
            _ => None,
        }
    }

    fn identity(&self) -> (Covers, &str, &str) {
        (Covers::Lammie, &self.event_code, &self.item_id)
    }

    fn description(&self) -> Description {
        described(
            self.name.clone(),
            String::new(),
            &self.player,
            &self.character,
        )
    }

    fn photo(&self) -> Option<&CardPhoto> {
        self.photo.as_ref()
    }
}

/// Armour and body points on one hit location.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationPoints {
    /// Location name, e.g. "Left arm".
    pub location: String,
    /// Armour hits.
    pub armour: u32,
    /// Body hits.
    pub body: u32,
}

/// A character's armour points for in-play reference.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArmourCardContent {
    /// The character's id in the roster (A-Z, 0-9, '-', '.').
    pub character_id: String,
    /// Character name.
    pub character: String,
    /// Player name.
    pub player: String,
    /// Event name.
    pub event: String,
    /// Event code; its key signs the QR code.
    pub event_code: String,
    /// The worn armour as classified, e.g. "Heavy (mail)".
    pub armour: String,
    /// Points per location, in the ruleset's order.
    pub locations: Vec<LocationPoints>,
    /// Free notes (feats, conditions).
    pub notes: String,
    /// The marshal who checked the armour.
    pub inspector: String,
    /// Check date.
    pub date: String,
}

impl Content for ArmourCardContent {
    const KIND: ContentKind = ContentKind::ArmourCard;
    const FIELDS: &'static [&'static str] = &[
        "character_id",
        "character",
        "player",
        "owner",
        "event",
        "event_code",
        "armour",
        "location_names",
        "location_armour",
        "location_body",
        "notes",
        "inspector",
        "date",
    ];
    const FLAGS: &'static [&'static str] = &["has_notes"];

    fn value(&self, name: &str) -> Option<String> {
        let column = |cell: fn(&LocationPoints) -> String| {
            self.locations
                .iter()
                .map(cell)
                .collect::<Vec<_>>()
                .join("\n")
        };
        Some(match name {
            "character_id" => self.character_id.clone(),
            "character" => self.character.clone(),
            "player" => self.player.clone(),
            "owner" => owner(&self.player, &self.character),
            "event" => self.event.clone(),
            "event_code" => self.event_code.clone(),
            "armour" => self.armour.clone(),
            "location_names" => column(|l| l.location.clone()),
            "location_armour" => column(|l| l.armour.to_string()),
            "location_body" => column(|l| l.body.to_string()),
            "notes" => self.notes.clone(),
            "inspector" => self.inspector.clone(),
            "date" => self.date.clone(),
            _ => return None,
        })
    }

    fn flag(&self, name: &str) -> Option<bool> {
        match name {
            "has_notes" => Some(!self.notes.trim().is_empty()),
            _ => None,
        }
    }

    fn identity(&self) -> (Covers, &str, &str) {
        (Covers::ArmourCard, &self.event_code, &self.character_id)
    }

    fn description(&self) -> Description {
        described(
            format!("Armour {}", self.armour),
            String::new(),
            &self.player,
            &self.character,
        )
    }
}

/// Why a fail slip's item was not approved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FailVerdict {
    /// A rule failed (or a required value was not measured).
    Rejected,
    /// Nothing failed outright, but a game master must decide.
    Referred,
}

impl FailVerdict {
    /// The verdict's name as written in JSON and the database.
    pub fn as_str(self) -> &'static str {
        match self {
            FailVerdict::Rejected => "rejected",
            FailVerdict::Referred => "referred",
        }
    }

    /// The verdict as printed on the slip.
    pub fn label(self) -> &'static str {
        match self {
            FailVerdict::Rejected => "Rejected",
            FailVerdict::Referred => "Referred to a game master",
        }
    }
}

impl fmt::Display for FailVerdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// One reason an item was not approved: a finding of the rules core that
/// failed, was referred, or left a required value unmeasured.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FailReason {
    /// The rule's stable id, e.g. `padding.striking`.
    pub rule: String,
    /// Where in the rulebook the rule comes from (may be empty).
    pub clause: String,
    /// The rules core's one-line finding, e.g. "padding on the striking
    /// surface 5 mm is not at least 10 mm".
    pub message: String,
    /// What was measured, if anything (`5 mm`).
    pub measured: Option<String>,
    /// The limit (`≥ 10 mm`).
    pub limit: Option<String>,
}

impl FailReason {
    /// The reason as one printed paragraph: `• message [clause]` (the clause
    /// in brackets lets a marshal point at the rulebook).
    pub fn line(&self) -> String {
        let clause = self.clause.trim();
        if clause.is_empty() {
            format!("• {}", self.message)
        } else {
            format!("• {} [{clause}]", self.message)
        }
    }
}

/// A fail slip: what a player must fix (or show a game master) before the
/// item can be approved.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FailSlipContent {
    /// The inspection id as text, e.g. `42` (it is the QR code's id).
    pub inspection: String,
    /// Event name as printed.
    pub event: String,
    /// Event code; its key signs the QR code.
    pub event_code: String,
    /// The item's own name, or its kind's name.
    pub kind: String,
    /// The player who owns the item.
    pub player: String,
    /// The player's character.
    pub character: String,
    /// Rejected or referred.
    pub verdict: FailVerdict,
    /// Everything that kept the item from approval, failures first. The
    /// `reasons` template field prints one [`FailReason::line`] each, with a
    /// blank line between them.
    pub reasons: Vec<FailReason>,
    /// The marshal who inspected it.
    pub inspector: String,
    /// Inspection date (as printed).
    pub date: String,
    /// Printed in place of the reasons when none were recorded, in the
    /// slip's language; `None` prints [`NO_REASONS`]. Not serialised.
    #[serde(skip)]
    pub no_reasons: Option<String>,
}

/// Printed in place of the reasons when none were recorded (in English).
pub const NO_REASONS: &str = "• no reason was recorded: ask the marshal";

impl Content for FailSlipContent {
    const KIND: ContentKind = ContentKind::FailSlip;
    const FIELDS: &'static [&'static str] = &[
        "inspection",
        "event",
        "event_code",
        "kind",
        "player",
        "character",
        "owner",
        "verdict",
        "reasons",
        "reason_count",
        "inspector",
        "date",
    ];
    const FLAGS: &'static [&'static str] = &["rejected", "referred"];

    fn value(&self, name: &str) -> Option<String> {
        Some(match name {
            "inspection" => self.inspection.clone(),
            "event" => self.event.clone(),
            "event_code" => self.event_code.clone(),
            "kind" => self.kind.clone(),
            "player" => self.player.clone(),
            "character" => self.character.clone(),
            "owner" => owner(&self.player, &self.character),
            "verdict" => self.verdict.label().to_string(),
            "reasons" if self.reasons.is_empty() => self
                .no_reasons
                .clone()
                .unwrap_or_else(|| NO_REASONS.to_string()),
            "reasons" => self
                .reasons
                .iter()
                .map(FailReason::line)
                .collect::<Vec<_>>()
                .join("\n\n"),
            "reason_count" => self.reasons.len().to_string(),
            "inspector" => self.inspector.clone(),
            "date" => self.date.clone(),
            _ => return None,
        })
    }

    fn flag(&self, name: &str) -> Option<bool> {
        match name {
            "rejected" => Some(self.verdict == FailVerdict::Rejected),
            "referred" => Some(self.verdict == FailVerdict::Referred),
            _ => None,
        }
    }

    fn identity(&self) -> (Covers, &str, &str) {
        (Covers::FailSlip, &self.event_code, &self.inspection)
    }

    fn description(&self) -> Description {
        described(
            format!("{} {}", self.verdict.as_str(), self.kind),
            String::new(),
            &self.player,
            &self.character,
        )
    }
}

fn owner(player: &str, character: &str) -> String {
    match (player.is_empty(), character.is_empty()) {
        (false, false) => format!("{character} ({player})"),
        (false, true) => player.to_string(),
        _ => character.to_string(),
    }
}

#[cfg(test)]
mod tests;
