//! Issuing: what an approval, a refusal or an armour award ends in, built
//! from the records for the tags module.
//!
//! This is the one place where `records` meets `tags` (both features), so
//! the CLI and the station print the same thing. [`tag_content`] turns a
//! stored, approved inspection into a [`TagContent`]; [`fail_slip_content`]
//! turns a rejected or referred one into a [`FailSlipContent`] listing its
//! failing findings; both share the item's and owner's names
//! (`ItemFacts`). [`armour_card_content`] turns a character's latest award
//! into an [`ArmourCardContent`]; [`event_key`] finds the secret that signs
//! an event's QR codes (the event code in a verification string is the
//! event's tag prefix); [`check_tag`] says what a typed serial or a scanned
//! QR string is (the station's Lookup panel).

use std::fmt;

use crate::records::{
    Card, Character, Event, InspectionRecord, Lookup, MatchKind, RecordsError, Store,
};
use crate::rules::units::{Grams, Millimetres, Quantity};
use crate::rules::{Finding, Item, Outcome, Ruleset, Status, shipped};
use crate::tags::content::LocationPoints;
use crate::tags::signing;
use crate::tags::{
    ArmourCardContent, Covers, FailReason, FailSlipContent, FailVerdict, TagContent, verify,
};

/// Why nothing could be issued.
#[derive(Debug)]
pub enum IssueError {
    /// The store refused or found nothing.
    Records(RecordsError),
    /// The inspection was not approved, so it has no tag.
    NotApproved { inspection: i64, verdict: String },
    /// The inspection was approved (by its verdict or an override), so it
    /// has no fail slip.
    Approved { inspection: i64 },
    /// The stored findings cannot be read back.
    BadFindings { inspection: i64, error: String },
    /// The character has no armour award to print.
    NoAward { character: String },
}

impl fmt::Display for IssueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IssueError::Records(e) => e.fmt(f),
            IssueError::NotApproved {
                inspection,
                verdict,
            } => write!(
                f,
                "inspection #{inspection} was {verdict}, not approved: it has no tag"
            ),
            IssueError::Approved { inspection } => write!(
                f,
                "inspection #{inspection} was approved: it has no fail slip"
            ),
            IssueError::BadFindings { inspection, error } => write!(
                f,
                "inspection #{inspection}: the stored findings cannot be read: {error}"
            ),
            IssueError::NoAward { character } => write!(
                f,
                "{character} has no armour award yet (record one with `armoury armour FILE --record`)"
            ),
        }
    }
}

impl std::error::Error for IssueError {}

impl From<RecordsError> for IssueError {
    fn from(e: RecordsError) -> Self {
        IssueError::Records(e)
    }
}

/// The inspection a query names: an inspection id (digits) or a tag serial.
pub fn find_inspection(store: &Store, query: &str) -> Result<InspectionRecord, IssueError> {
    let query = query.trim();
    Ok(match query.parse::<i64>() {
        Ok(id) => store.inspection(id)?,
        Err(_) => store.inspection_by_tag(query)?,
    })
}

/// The tag of an approved inspection (by inspection id or tag serial).
pub fn tag_content(store: &Store, query: &str) -> Result<TagContent, IssueError> {
    let inspection = find_inspection(store, query)?;
    let Some(serial) = inspection
        .tag_serial
        .clone()
        .filter(|_| inspection.approved)
    else {
        return Err(IssueError::NotApproved {
            inspection: inspection.id,
            verdict: inspection.verdict.clone(),
        });
    };
    let facts = ItemFacts::of(store, &inspection)?;
    let category = inspection
        .category
        .as_deref()
        .map(|c| category_name(facts.ruleset.as_ref(), &facts.item.kind, c));
    // Players read the tag's category for the dual-wield rule: an approval
    // that rests on a provisional value says so right there.
    let length_category = match (category, inspection.provisional) {
        (Some(category), true) => format!("{category}, provisional"),
        (None, true) => "provisional".to_string(),
        (Some(category), false) => category,
        (None, false) => String::new(),
    };
    let length = match facts.item.measures.get("length") {
        Some(Quantity::Length(mm)) => Some(Millimetres(mm.0)),
        _ => None,
    };
    let weight = match facts.item.measures.get("weight") {
        Some(Quantity::Mass(g)) => Some(Grams(g.0)),
        _ => None,
    };
    Ok(TagContent {
        serial,
        event: facts.event.name.clone(),
        event_code: facts.event.tag_prefix.clone(),
        kind: facts.kind,
        length_category,
        length,
        weight,
        player: facts.player,
        character: facts.character,
        inspector: inspection.inspector.clone(),
        date: date_of(&inspection.recorded_at),
        valid_until: valid_until(&inspection, &facts.event),
    })
}

/// The fail slip of an inspection that was not approved (by inspection id;
/// a tag serial names an approved one, which has none): every finding that
/// kept the item from approval, failures first, then referrals, then
/// required values left unmeasured, each in the order the rules gave them.
pub fn fail_slip_content(store: &Store, query: &str) -> Result<FailSlipContent, IssueError> {
    let inspection = find_inspection(store, query)?;
    if inspection.approved {
        return Err(IssueError::Approved {
            inspection: inspection.id,
        });
    }
    let findings: Vec<Finding> =
        serde_json::from_str(&inspection.findings_json).map_err(|e| IssueError::BadFindings {
            inspection: inspection.id,
            error: e.to_string(),
        })?;
    let mut blockers: Vec<Finding> = findings
        .into_iter()
        .filter(Finding::blocks_approval)
        .collect();
    blockers.sort_by_key(|f| match f.status {
        Status::Fail => 0,
        Status::Referred => 1,
        Status::Unmeasured | Status::Pass => 2,
    });
    let verdict = if inspection.verdict == Outcome::Referred.as_str() {
        FailVerdict::Referred
    } else {
        FailVerdict::Rejected
    };
    let facts = ItemFacts::of(store, &inspection)?;
    Ok(FailSlipContent {
        inspection: inspection.id.to_string(),
        event: facts.event.name,
        event_code: facts.event.tag_prefix,
        kind: facts.kind,
        player: facts.player,
        character: facts.character,
        verdict,
        reasons: blockers
            .into_iter()
            .map(|f| FailReason {
                rule: f.rule,
                clause: f.clause,
                message: f.message,
                measured: f.measured,
                limit: f.limit,
            })
            .collect(),
        inspector: inspection.inspector.clone(),
        date: date_of(&inspection.recorded_at),
    })
}

/// What a tag and a fail slip both say about an inspected item.
struct ItemFacts {
    event: Event,
    /// The ruleset it was inspected under, if it is a shipped one.
    ruleset: Option<Ruleset>,
    item: Item,
    /// The item's own name, or its kind's name.
    kind: String,
    player: String,
    character: String,
}

impl ItemFacts {
    fn of(store: &Store, inspection: &InspectionRecord) -> Result<Self, IssueError> {
        let event = store.event(&inspection.event_id)?;
        let owner = match inspection.character_pk {
            Some(pk) => Some(store.character(pk)?),
            None => None,
        };
        let ruleset = shipped::load(&inspection.ruleset_id).ok();
        let item = inspection.item.to_item();
        let kind_name = ruleset
            .as_ref()
            .and_then(|r| r.kinds.get(&item.kind))
            .map_or(item.kind.clone(), |k| k.name.clone());
        // The item's own name identifies it best; the kind's name stands in.
        let kind = item.name.clone().unwrap_or(kind_name);
        let (player, character) = names(owner.as_ref(), item.owner.as_deref());
        Ok(ItemFacts {
            event,
            ruleset,
            item,
            kind,
            player,
            character,
        })
    }
}

fn category_name(ruleset: Option<&Ruleset>, kind: &str, category: &str) -> String {
    ruleset
        .and_then(|r| r.categories_for(kind))
        .and_then(|set| set.entries.iter().find(|c| c.id == category))
        .map_or(category.to_string(), |c| c.name.clone())
}

fn names(owner: Option<&Character>, item_owner: Option<&str>) -> (String, String) {
    match owner {
        Some(c) => (
            c.player_name.clone().unwrap_or_else(|| c.player_id.clone()),
            c.name.clone(),
        ),
        None => (item_owner.unwrap_or_default().to_string(), String::new()),
    }
}

fn date_of(timestamp: &str) -> String {
    timestamp.get(..10).unwrap_or(timestamp).to_string()
}

fn valid_until(inspection: &InspectionRecord, event: &Event) -> String {
    inspection
        .valid_until
        .clone()
        .unwrap_or_else(|| format!("end of {}", event.name))
}

/// The armour card of a character's latest award.
pub fn armour_card_content(
    store: &Store,
    character: &Character,
) -> Result<ArmourCardContent, IssueError> {
    let Some(award) = store.latest_award(character.pk)? else {
        return Err(IssueError::NoAward {
            character: character.name.clone(),
        });
    };
    let event = store.event(&character.event_id)?;
    let explanation: serde_json::Value =
        serde_json::from_str(&award.explanation_json).unwrap_or(serde_json::Value::Null);
    let provisional = if award.provisional {
        " (provisional)"
    } else {
        ""
    };
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
            let class = explanation["class"].as_str().unwrap_or("none");
            (
                format!("{class}, {} per location{provisional}", award.total),
                locations,
                String::new(),
            )
        }
        // Armour points for the whole character (Ancalagon).
        None => {
            let hit_points = character.hit_points().map_or(0, u32::from);
            let notes = format!(
                "Body armour {} counts where it is worn; helmet {} is lost last. Restored at scenario start and respawn.",
                award.body_points, award.helmet_points
            );
            (
                format!("{} points{provisional}", award.total),
                vec![LocationPoints {
                    location: "Whole character".into(),
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
        date: date_of(&award.recorded_at),
    })
}

/// The secret of the event whose tag prefix is `event_code`.
pub fn event_key(store: &Store, event_code: &str) -> Result<Vec<u8>, IssueError> {
    let event = store.event_by_prefix(event_code)?;
    Ok(store.event_secret(&event.id)?)
}

/// What a typed tag serial or a scanned QR string turned out to be.
#[derive(Clone, Debug, PartialEq)]
pub enum TagCheck {
    /// An issued tag, and the card of the character it was issued to.
    Issued { tag: String, card: Box<Card> },
    /// A genuine code for something else (a lammie, an armour card, a
    /// fail slip), in words.
    Genuine(String),
    /// No tag of that serial was issued in the event.
    Unknown,
    /// A signed string that does not verify, and why (altered, invented,
    /// another event's key).
    NotGenuine(String),
}

/// What `text` is in event `event_id`: a scanned QR string is first
/// verified against its own event's key, then a tag serial (typed or
/// verified) is looked up.
pub fn check_tag(store: &mut Store, event_id: &str, text: &str) -> Result<TagCheck, RecordsError> {
    let text = text.trim();
    let serial = match signing::peek(text) {
        Err(_) => text.to_string(),
        Ok(named) => {
            let key = match event_key(store, &named.event) {
                Ok(key) => key,
                Err(e) => {
                    return Ok(TagCheck::NotGenuine(format!(
                        "no key for event {} here: {e}",
                        named.event
                    )));
                }
            };
            match verify(text, &key) {
                Err(e) => return Ok(TagCheck::NotGenuine(e.to_string())),
                Ok(signed) if signed.covers != Covers::Tag => {
                    return Ok(TagCheck::Genuine(format!(
                        "{} {} of event {}",
                        signed.covers, signed.id, signed.event
                    )));
                }
                Ok(signed) => signed.id,
            }
        }
    };
    let Some((prefix, seq)) = crate::records::tags::normalise_serial(&serial) else {
        return Ok(TagCheck::Unknown);
    };
    let tag = crate::records::tags::format_serial(&prefix, seq);
    Ok(match store.lookup(event_id, &tag)? {
        Lookup::Found {
            matched_by: MatchKind::TagSerial,
            card,
        } => TagCheck::Issued { tag, card },
        _ => TagCheck::Unknown,
    })
}
