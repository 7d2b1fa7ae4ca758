//! The records module's SQLite file as the station's [`Store`].
//!
//! [`RecordsStore::open`] opens the database (the records module's default
//! path unless given) and works in its current event. Every method runs on
//! the worker thread; errors become [`StoreError`]s in plain words.

use std::path::Path;

use super::store::{
    Card, CardItem, Character, Decision, EventInfo, InspectionRecord, Store, StoreError, Stored,
    TagCheck, import_words,
};
use crate::records::ParsedRoster;
use crate::records::{self, Lookup, MatchKind, NewInspection, RecordsError, RosterEntry};
use crate::rules::armour::Award;
use crate::tags::signing;
use crate::tags::{Covers, FailSlipContent, TagContent, verify};

/// The SQLite store in one event.
pub struct RecordsStore {
    store: records::Store,
    event: String,
}

fn failed(action: &str) -> impl Fn(RecordsError) -> StoreError + '_ {
    move |e| StoreError {
        action: action.to_string(),
        message: e.to_string(),
    }
}

fn issue_failed(action: String) -> impl Fn(crate::issue::IssueError) -> StoreError {
    move |e| StoreError {
        action: action.clone(),
        message: e.to_string(),
    }
}

impl RecordsStore {
    /// Opens the database at `path` (or the default place) in its current event.
    pub fn open(path: Option<&Path>) -> Result<RecordsStore, StoreError> {
        let opening = failed("opening the database");
        let path = match path {
            Some(p) => p.to_path_buf(),
            None => records::default_path().map_err(&opening)?,
        };
        let store = records::Store::open(&path).map_err(&opening)?;
        let event = store.current_event().map_err(&opening)?.id;
        Ok(RecordsStore { store, event })
    }

    /// The event inspections are recorded in.
    pub fn event(&self) -> &str {
        &self.event
    }
}

fn character(c: records::Character) -> Character {
    Character {
        id: c.pk as u64,
        player: c.player_name.clone().unwrap_or_else(|| c.player_id.clone()),
        roster_id: c.id,
        name: c.name,
        group: c.group.unwrap_or_default(),
    }
}

fn card(card: records::Card) -> Card {
    Card {
        class: Some(card.class),
        hit_points: card.hit_points,
        armour: card.armour.map(|a| {
            format!(
                "{} points (body {}, helmet {}){}",
                a.total,
                a.body_points,
                a.helmet_points,
                if a.provisional { ", provisional" } else { "" }
            )
        }),
        items: card
            .approved_items
            .into_iter()
            .filter_map(|i| {
                Some(CardItem {
                    tag: i.tag_serial?,
                    kind: i.kind,
                    category: i.category,
                    provisional: i.provisional,
                })
            })
            .collect(),
        character: character(card.character),
    }
}

impl Store for RecordsStore {
    fn roster(&mut self) -> Result<Vec<Character>, StoreError> {
        let list = self
            .store
            .characters(&self.event)
            .map_err(failed("reading the roster"))?;
        Ok(list.into_iter().map(character).collect())
    }

    fn save_character(&mut self, c: Character) -> Result<Character, StoreError> {
        let saving = failed("saving the character");
        let roster_id = if c.roster_id.trim().is_empty() {
            format!(
                "station-{}",
                self.store.characters(&self.event).map_err(&saving)?.len() + 1
            )
        } else {
            c.roster_id.clone()
        };
        let entry = RosterEntry {
            id: roster_id.clone(),
            name: c.name.clone(),
            player_name: Some(c.player.clone()),
            group: Some(c.group.clone()).filter(|g| !g.trim().is_empty()),
            ..RosterEntry::default()
        };
        self.store
            .upsert_character(&self.event, &entry)
            .map_err(&saving)?;
        let saved = self.store.characters(&self.event).map_err(&saving)?;
        saved
            .into_iter()
            .find(|k| k.id == roster_id)
            .map(character)
            .ok_or_else(|| StoreError {
                action: "saving the character".into(),
                message: format!("{roster_id} was not found after saving"),
            })
    }

    fn record(&mut self, record: InspectionRecord) -> Result<Stored, StoreError> {
        let reason = match &record.decision {
            Decision::Overridden { reason } => Some(reason.as_str()),
            _ => None,
        };
        let or_default = |s: &str, d: &'static str| {
            if s.trim().is_empty() {
                d.to_string()
            } else {
                s.to_string()
            }
        };
        let inspector = or_default(&record.inspector, "marshal");
        let station = or_default(&record.station, "station");
        let new = NewInspection {
            event_id: &self.event,
            character_pk: record.character.as_ref().map(|c| c.id as i64),
            item: &record.item,
            verdict: &record.verdict,
            inspector: &inspector,
            station: &station,
            override_reason: reason,
            corrects: None,
        };
        let recorded = self
            .store
            .record_inspection(&new)
            .map_err(failed("recording the inspection"))?;
        Ok(Stored {
            id: recorded.inspection_id as u64,
            tag: recorded.tag.map(|t| t.serial),
            record,
        })
    }

    fn card(&mut self, id: u64) -> Result<Card, StoreError> {
        let found = self
            .store
            .card(id as i64)
            .map_err(failed("looking up the character"))?;
        Ok(card(found))
    }

    fn find_tag(&mut self, text: &str) -> Result<TagCheck, StoreError> {
        let text = text.trim();
        // A scanned QR string is checked against its event's key first.
        let serial = match signing::peek(text) {
            Err(_) => text.to_string(),
            Ok(named) => {
                let key = match crate::issue::event_key(&self.store, &named.event) {
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
        let Some((prefix, seq)) = records::tags::normalise_serial(&serial) else {
            return Ok(TagCheck::Unknown);
        };
        let tag = records::tags::format_serial(&prefix, seq);
        match self.store.lookup(&self.event, &tag) {
            Ok(Lookup::Found {
                matched_by: MatchKind::TagSerial,
                card: found,
            }) => Ok(TagCheck::Issued {
                tag,
                card: Box::new(card(*found)),
            }),
            Ok(_) => Ok(TagCheck::Unknown),
            Err(e) => Err(failed("checking the tag")(e)),
        }
    }

    fn tag_to_print(&mut self, serial: &str) -> Result<Option<(TagContent, Vec<u8>)>, StoreError> {
        let content = crate::issue::tag_content(&self.store, serial)
            .map_err(issue_failed(format!("making tag {serial}")))?;
        let key = crate::issue::event_key(&self.store, &content.event_code)
            .map_err(issue_failed(format!("making tag {serial}")))?;
        Ok(Some((content, key)))
    }

    fn fail_slip_to_print(
        &mut self,
        inspection: u64,
    ) -> Result<Option<(FailSlipContent, Vec<u8>)>, StoreError> {
        let action = || format!("making the fail slip of inspection #{inspection}");
        let content = crate::issue::fail_slip_content(&self.store, &inspection.to_string())
            .map_err(issue_failed(action()))?;
        let key = crate::issue::event_key(&self.store, &content.event_code)
            .map_err(issue_failed(action()))?;
        Ok(Some((content, key)))
    }

    fn import_roster(&mut self, roster: &ParsedRoster) -> Result<String, StoreError> {
        let done = self
            .store
            .import_roster(&self.event, roster, true, false)
            .map_err(failed("importing the roster"))?;
        Ok(import_words(
            done.inserted,
            done.updated,
            done.unchanged,
            done.skipped.len(),
        ))
    }

    fn record_award(
        &mut self,
        character: &Character,
        award: &Award,
        recorder: &str,
    ) -> Result<(), StoreError> {
        let recording = |message: String| StoreError {
            action: format!("recording the armour award of {}", character.name),
            message,
        };
        let recorder = if recorder.trim().is_empty() {
            "station"
        } else {
            recorder
        };
        self.store
            .record_armour_award(character.id as i64, award, recorder)
            .map_err(|e| recording(e.to_string()))?;
        Ok(())
    }

    fn events(&mut self) -> Result<(Vec<EventInfo>, EventInfo), StoreError> {
        let reading = failed("reading the events");
        let events = self.store.events().map_err(&reading)?;
        let current = self.store.event(&self.event).map_err(&reading)?;
        Ok((
            events.into_iter().map(event_info).collect(),
            event_info(current),
        ))
    }

    fn use_event(&mut self, id: &str) -> Result<EventInfo, StoreError> {
        let event = self
            .store
            .use_event(id)
            .map_err(failed("choosing the event"))?;
        self.event = event.id.clone();
        Ok(event_info(event))
    }

    fn create_event(&mut self, name: &str, ends_on: Option<&str>) -> Result<EventInfo, StoreError> {
        let creating = StoreError {
            action: format!("creating the event {name:?}"),
            message: String::new(),
        };
        let id = records::events::slug(name);
        if id.is_empty() {
            return Err(StoreError {
                message: "the name needs letters or digits (it makes the event's id)".into(),
                ..creating
            });
        }
        let new = records::NewEvent {
            id,
            name: name.trim().to_string(),
            ends_on: ends_on.map(str::to_string),
            ..Default::default()
        };
        let event = self.store.create_event(&new).map_err(|e| StoreError {
            message: e.to_string(),
            ..creating
        })?;
        self.use_event(&event.id)
    }
}

fn event_info(event: records::Event) -> EventInfo {
    EventInfo {
        id: event.id,
        name: event.name,
        tag_prefix: event.tag_prefix,
        ends_on: event.ends_on,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{inspect, shipped};

    #[test]
    fn a_recorded_approval_gets_a_tag_that_finds_its_owner() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = RecordsStore::open(Some(&dir.path().join("a.db"))).unwrap();
        let kalev = store
            .save_character(Character {
                id: 0,
                roster_id: String::new(),
                player: "Kalev Tamm".into(),
                name: "Kalevipoeg".into(),
                group: String::new(),
            })
            .unwrap();
        assert_eq!(store.roster().unwrap(), vec![kalev.clone()]);
        let rs = shipped::load(shipped::DEFAULT_ID).unwrap();
        let text = std::fs::read_to_string("examples/items/sword.toml").unwrap();
        let item = crate::rules::Item::parse("sword.toml", &text, &rs).unwrap();
        let verdict = inspect(&rs, &item);
        let stored = store
            .record(InspectionRecord {
                character: Some(kalev.clone()),
                item,
                verdict,
                decision: Decision::Approved,
                failing: Vec::new(),
                inspector: String::new(),
                station: String::new(),
                at: 0,
            })
            .unwrap();
        let tag = stored.tag.unwrap();
        let TagCheck::Issued { tag: found, card } = store.find_tag(&tag.to_lowercase()).unwrap()
        else {
            panic!("{tag} not found");
        };
        assert_eq!(found, tag);
        assert_eq!(card.character, kalev);
        assert_eq!(card.items[0].kind, "melee");
        assert_eq!(store.find_tag("XX-999999").unwrap(), TagCheck::Unknown);

        // The tag's QR string finds it too; an altered one does not verify.
        let (content, key) = store.tag_to_print(&tag).unwrap().unwrap();
        let scanned = crate::tags::sign(Covers::Tag, &content.event_code, &tag, &key).unwrap();
        assert!(matches!(
            store.find_tag(&scanned).unwrap(),
            TagCheck::Issued { tag: found, .. } if found == tag
        ));
        let last = if scanned.ends_with('A') { "B" } else { "A" };
        let altered = format!("{}{last}", &scanned[..scanned.len() - 1]);
        assert!(matches!(
            store.find_tag(&altered).unwrap(),
            TagCheck::NotGenuine(_)
        ));
    }
}
