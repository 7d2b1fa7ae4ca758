//! Issuing: what an approval, a refusal or an armour award ends in, built
//! from the records for the tags module.
//!
//! This is the one place where `armoury-records` meets `armoury-tags`, so
//! the CLI, the station and the referees' page issue and verify the same
//! way. **May depend on** `armoury-rules`, `armoury-records` and
//! `armoury-tags`; **must not** depend on devices or a front end. [`tag_content`] turns a
//! stored, approved inspection into a [`TagContent`]; [`fail_slip_content`]
//! turns a rejected or referred one into a [`FailSlipContent`] listing its
//! failing findings; both share the item's and owner's names
//! (`ItemFacts`). [`armour_card_content`] turns a character's latest award
//! into an [`ArmourCardContent`](armoury_tags::ArmourCardContent); [`event_key`] finds the secret that signs
//! an event's QR codes (the event code in a verification string is the
//! event's tag prefix). [`check_code`] answers "is this scanned code (or
//! typed serial) genuine, and what does it cover?" for `armoury verify` and
//! the referees' web page alike; [`check_tag`] puts that answer the way the
//! station's Lookup panel shows it. [`verifier_site`] makes the page that
//! checks an event's codes in a phone's browser, offline. [`report`] makes
//! the end-of-event report from an event's figures. [`lammie`] words a
//! lammie's own lines (durability, expiry) in the event's language.

use armoury_l10n::findings::Wording;
use armoury_l10n::{L10n, Lang, numbers};
use armoury_records::tags::{format_serial, normalise_serial};
use armoury_records::{
    Event, Lookup, LookupCard, MatchKind, PhotoSize, RecordsError, Registration, Store,
    StoredInspection,
};
use armoury_rules::units::{Grams, Millimetres, Quantity, Unit};
use armoury_rules::{Finding, Item, Outcome, Ruleset, Status, shipped};
use armoury_tags::offline::{self, is_offline};
use armoury_tags::signing::{SigningError, peek};
use armoury_tags::{
    Covers, EventKeyPair, FailReason, FailSlipContent, FailVerdict, PublicKey, Signed, Signer,
    TagContent, VerifyError, verify,
};

pub mod armour_card;
pub mod lammie;
pub mod report;
pub mod verifier_site;

pub use armour_card::armour_card_content;
pub use lammie::lammie_in;

/// Why nothing could be issued.
#[derive(Debug, thiserror::Error)]
pub enum IssueError {
    /// The store refused or found nothing.
    #[error(transparent)]
    Records(#[from] RecordsError),
    /// The inspection was not approved, so it has no tag.
    #[error("inspection #{inspection} was {verdict}, not approved: it has no tag")]
    NotApproved {
        /// The inspection's id in the records.
        inspection: i64,
        /// Its verdict (`rejected`, `referred`).
        verdict: String,
    },
    /// The inspection was approved (by its verdict or an override), so it
    /// has no fail slip.
    #[error("inspection #{inspection} was approved: it has no fail slip")]
    Approved {
        /// The inspection's id in the records.
        inspection: i64,
    },
    /// The stored findings cannot be read back (the JSON error says it in
    /// the message, as [`RecordsError`] does with its causes).
    #[error("inspection #{inspection}: the stored findings cannot be read: {cause}")]
    BadFindings {
        /// The inspection's id in the records.
        inspection: i64,
        /// What is wrong with the stored JSON.
        cause: serde_json::Error,
    },
    /// The character has no armour award to print.
    #[error("{character} has no armour award yet")]
    NoAward {
        /// The character's name.
        character: String,
    },
    /// A code names an event this database does not have (so no key).
    #[error("no event with code {code} in this database")]
    UnknownEvent {
        /// The event code the signed string names.
        code: String,
    },
    /// The event key is unusable.
    #[error(transparent)]
    Key(#[from] SigningError),
    /// A key of the wrong kind for the code: an `ARM2` code is checked
    /// with the event's public key, an `ARM1` code with its secret.
    #[error("{0}")]
    WrongKey(&'static str),
}

/// The inspection a query names: an inspection id (digits) or a tag serial.
pub fn find_inspection(store: &Store, query: &str) -> Result<StoredInspection, IssueError> {
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
    let l = facts.l10n;
    let category = inspection
        .category
        .as_deref()
        .map(|c| facts.category_name(c));
    // Players read the tag's category for the dual-wield rule: an approval
    // that rests on a provisional value says so right there.
    let provisional = l.text("iss-provisional");
    let length_category = match (category, inspection.provisional) {
        (Some(category), true) => format!("{category}, {provisional}"),
        (None, true) => provisional,
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
    let date = facts.date_of(&inspection.recorded_at);
    let valid_until = facts.valid_until(&inspection);
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
        date,
        valid_until,
        decimal_separator: numbers::decimal_separator(l.lang()),
        length_unit: printed_unit(facts.ruleset.as_ref(), "length", Unit::Millimetre),
        weight_unit: printed_unit(facts.ruleset.as_ref(), "weight", Unit::Gram),
    })
}

/// The unit a tag prints a measure in: inches, ounces or pounds when the
/// ruleset shows the measure so (a game whose rules are written in them),
/// `metric` otherwise.
fn printed_unit(ruleset: Option<&Ruleset>, measure: &str, metric: Unit) -> Unit {
    match ruleset
        .and_then(|r| r.measures.get(measure))
        .map(|m| m.show)
    {
        Some(unit @ (Unit::Inch | Unit::Ounce | Unit::Pound)) => unit,
        Some(Unit::Foot) => Unit::Inch,
        _ => metric,
    }
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
        serde_json::from_str(&inspection.findings_json).map_err(|cause| {
            IssueError::BadFindings {
                inspection: inspection.id,
                cause,
            }
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
    let wording = facts.ruleset.as_ref().map(|r| Wording::new(facts.l10n, r));
    let lang = facts.l10n.lang();
    let date = facts.date_of(&inspection.recorded_at);
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
            .map(|f| match &wording {
                Some(w) => FailReason {
                    clause: w.words().clause(&f.clause).to_string(),
                    message: w.finding(&f),
                    measured: f.measured.as_deref().map(|m| w.amounts(m)),
                    limit: f.limit.as_deref().map(|m| w.amounts(m)),
                    rule: f.rule,
                },
                // No ruleset to word it with: the stored sentence, its
                // amounts at least in the event's way.
                None => FailReason {
                    rule: f.rule,
                    clause: f.clause,
                    message: numbers::amounts(lang, &f.message),
                    measured: f.measured.map(|m| numbers::amounts(lang, &m)),
                    limit: f.limit.map(|m| numbers::amounts(lang, &m)),
                },
            })
            .collect(),
        inspector: inspection.inspector.clone(),
        date,
        no_reasons: Some(facts.l10n.text("pnt-no-reasons")),
    })
}

/// What a tag and a fail slip both say about an inspected item, in the
/// event's language.
struct ItemFacts {
    event: Event,
    /// The event's language.
    l10n: L10n,
    /// The ruleset it was inspected under, if it is a shipped one.
    ruleset: Option<Ruleset>,
    item: Item,
    /// The item's own name, or its kind's name.
    kind: String,
    player: String,
    character: String,
}

impl ItemFacts {
    fn of(store: &Store, inspection: &StoredInspection) -> Result<Self, IssueError> {
        let event = store.event(&inspection.event_id)?;
        let owner = match inspection.character_pk {
            Some(pk) => Some(store.character(pk)?),
            None => None,
        };
        let ruleset = shipped::load(&inspection.ruleset_id).ok();
        let l10n = L10n::new(Lang::parse(&event.language).unwrap_or_default());
        let item = inspection.item.to_item();
        let kind_name = ruleset
            .as_ref()
            .filter(|r| r.kinds.contains_key(&item.kind))
            .map_or(item.kind.clone(), |r| {
                r.words(l10n.lang().tag()).kind(&item.kind).to_string()
            });
        // The item's own name identifies it best; the kind's name stands in.
        let kind = item.name.clone().unwrap_or(kind_name);
        let (player, character) = names(owner.as_ref(), item.owner.as_deref());
        Ok(ItemFacts {
            event,
            l10n,
            ruleset,
            item,
            kind,
            player,
            character,
        })
    }
}

impl ItemFacts {
    /// A length category's name, in the event's language.
    fn category_name(&self, category: &str) -> String {
        let Some(ruleset) = &self.ruleset else {
            return category.to_string();
        };
        match ruleset
            .kinds
            .get(&self.item.kind)
            .and_then(|k| k.categories.as_deref())
        {
            Some(set) => ruleset
                .words(self.l10n.lang().tag())
                .category(set, category)
                .to_string(),
            None => category.to_string(),
        }
    }

    /// The day of a timestamp, as the event's language writes dates.
    fn date_of(&self, timestamp: &str) -> String {
        numbers::iso_date(self.l10n.lang(), &date_of(timestamp))
    }

    /// The last day an approval holds, or the event's end in words.
    fn valid_until(&self, inspection: &StoredInspection) -> String {
        match &inspection.valid_until {
            Some(day) => numbers::iso_date(self.l10n.lang(), day),
            None => self.l10n.format(
                "iss-end-of-event",
                &[("event", self.event.name.as_str().into())],
            ),
        }
    }
}

fn names(owner: Option<&Registration>, item_owner: Option<&str>) -> (String, String) {
    match owner {
        Some(c) => (
            c.player_name.clone().unwrap_or_else(|| c.player_id.clone()),
            c.name.clone(),
        ),
        None => (item_owner.unwrap_or_default().to_string(), String::new()),
    }
}

/// The day of a timestamp (`2026-07-14T09:30:05Z` → `2026-07-14`).
pub(crate) fn date_of(timestamp: &str) -> String {
    timestamp.get(..10).unwrap_or(timestamp).to_string()
}

/// The secret of the event whose tag prefix is `event_code`.
pub fn event_key(store: &Store, event_code: &str) -> Result<Vec<u8>, IssueError> {
    let event = store.event_by_prefix(event_code)?;
    Ok(store.event_secret(&event.id)?)
}

/// What signs the QR codes of the event whose tag prefix is `event_code`:
/// its current key pair (`ARM2`, verifiable offline), valid until the
/// event's end, behind its verifier page's address when one is set.
pub fn event_signer(store: &Store, event_code: &str) -> Result<Signer, IssueError> {
    let event = store.event_by_prefix(event_code)?;
    let key = store.signing_key(&event.id)?;
    Ok(Signer::Offline {
        pair: EventKeyPair::from_seed(key.key_id, &key.seed)?,
        expires: event.ends_on,
        base_url: event.verifier_url,
    })
}

/// The public keys of an event, by key id, with when each was retired.
pub fn public_keys(
    store: &Store,
    event_id: &str,
) -> Result<Vec<(u8, PublicKey, Option<String>)>, IssueError> {
    store
        .signing_keys(event_id)?
        .into_iter()
        .map(|key| {
            let pair = EventKeyPair::from_seed(key.key_id, &key.seed)?;
            Ok((key.key_id, pair.public_key(), key.retired_at))
        })
        .collect()
}

/// What a typed tag serial or a scanned QR string turned out to be, as the
/// station's Lookup panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub enum TagCheck {
    /// An issued tag, and the card of the character it was issued to.
    Issued {
        /// The tag's serial, normalised.
        tag: String,
        /// The card of the character it was issued to.
        card: Box<LookupCard>,
    },
    /// A genuine code for something else (a lammie, an armour card, a
    /// fail slip), in words.
    Genuine(String),
    /// No tag of that serial was issued in the event.
    Unknown,
    /// A signed string that does not verify, and why (altered, invented,
    /// another event's key).
    NotGenuine(String),
}

/// What `text` is in event `event_id`: [`check_code`] verifies a scanned QR
/// string against its own event's key; a tag serial (typed or verified) is
/// then looked up in the event.
pub fn check_tag(store: &mut Store, event_id: &str, text: &str) -> Result<TagCheck, IssueError> {
    let today = armoury_records::time::today_utc();
    let serial = match check_code(Some(store), text, None, &today) {
        Ok(CodeCheck::Genuine { signed, .. }) if signed.covers != Covers::Tag => {
            return Ok(TagCheck::Genuine(format!(
                "{} {} of event {}",
                signed.covers, signed.id, signed.event
            )));
        }
        Ok(CodeCheck::Genuine { signed, .. }) => signed.id,
        Ok(CodeCheck::Serial { serial, .. }) => serial,
        // Text that is neither a signed code nor a serial names no tag.
        Ok(CodeCheck::NotGenuine { .. }) if peek(text.trim()).is_err() => {
            return Ok(TagCheck::Unknown);
        }
        Ok(CodeCheck::NotGenuine { reason, .. }) => return Ok(TagCheck::NotGenuine(reason)),
        Err(IssueError::UnknownEvent { code }) => {
            return Ok(TagCheck::NotGenuine(format!(
                "no key for event {code} here"
            )));
        }
        Err(e) => return Err(e),
    };
    Ok(match store.lookup(event_id, &serial)? {
        Lookup::Found {
            matched_by: MatchKind::TagSerial,
            card,
        } => TagCheck::Issued { tag: serial, card },
        _ => TagCheck::Unknown,
    })
}

/// What a scanned or typed code turned out to be, checked against the
/// records: the one answer to "is this genuine, and what does it cover?"
/// shared by `armoury verify` and the referees' page.
#[derive(Debug)]
pub enum CodeCheck {
    /// A signed code whose signature holds, and what the records say it covers.
    Genuine {
        /// What the code says: what it covers, its id, its event.
        signed: Signed,
        /// What the records hold for it; `None` without a store, or when the
        /// records do not know it (a lammie, another station's code).
        covers: Option<Covered>,
        /// Said of a code whose key was retired since (it was lost: the
        /// code may be a forgery made with it).
        key_retired: Option<String>,
    },
    /// A signed code that does not verify (altered, invented, another
    /// event's key), that has expired or been revoked, or text that is
    /// neither a code nor a tag serial.
    NotGenuine {
        /// Forged, expired or revoked.
        verdict: Refusal,
        /// Why, in words.
        reason: String,
    },
    /// A typed tag serial (it carries no signature), normalised, and the tag
    /// it names if one was issued.
    Serial {
        /// The serial, normalised.
        serial: String,
        /// The issued tag; `None` when no tag of that serial was issued.
        tag: Option<Box<TagStatus>>,
    },
}

/// Why a code is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Altered, invented, signed with another event's key, or no code at all.
    Forged,
    /// Genuine, but past its last valid day.
    Expired,
    /// Genuine, but the organiser revoked it.
    Revoked,
}

impl Refusal {
    /// `forged`, `expired`, `revoked`: what the verifier pages put in
    /// `data-verdict`.
    pub fn as_str(self) -> &'static str {
        match self {
            Refusal::Forged => "forged",
            Refusal::Expired => "expired",
            Refusal::Revoked => "revoked",
        }
    }
}

/// The key a caller gives to check a code with, instead of the records'.
#[derive(Debug)]
pub enum GivenKey {
    /// An event's secret (a key file): checks `ARM1` codes.
    Shared(Vec<u8>),
    /// An event's public key (a PEM file): checks `ARM2` codes.
    Public(PublicKey),
}

/// What a genuine code covers, as the records know it.
#[derive(Debug)]
pub enum Covered {
    /// An issued tag.
    Tag(Box<TagStatus>),
    /// A fail slip of a rejected or referred inspection.
    FailSlip(Box<FailSlipContent>),
    /// The character an armour card was printed for.
    Character(Box<LookupCard>),
}

/// An issued tag: what it says, and whether its item is still approved.
#[derive(Debug)]
pub struct TagStatus {
    /// What the tag says (serial, item, owner, event, expiry).
    pub content: TagContent,
    /// The owner, when the item belongs to a character on the roster.
    pub character_pk: Option<i64>,
    /// The approving inspection.
    pub inspection_id: i64,
    /// The size of the photo taken at approval, if one was: a referee
    /// compares it with the item in hand.
    pub photo: Option<PhotoSize>,
    /// `None` while the item is approved; otherwise why not (a later
    /// inspection refused it, or the approval ran out).
    pub withdrawn: Option<String>,
}

impl TagStatus {
    /// The tag with this serial (any case), if one was issued.
    pub fn find(store: &Store, serial: &str, today: &str) -> Result<Option<Self>, IssueError> {
        let inspection = match store.inspection_by_tag(serial) {
            Ok(inspection) => inspection,
            Err(RecordsError::NotFound { .. }) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let content = tag_content(store, serial)?;
        let latest = store.latest_inspection_of_item(inspection.item_id)?;
        let withdrawn = if latest.id != inspection.id && !latest.approved {
            Some(format!(
                "inspection #{} on {} {} it",
                latest.id,
                date_of(&latest.recorded_at),
                latest.verdict
            ))
        } else {
            inspection
                .valid_until
                .as_deref()
                .filter(|until| *until < today)
                .map(|until| format!("the approval ran out on {until}"))
        };
        Ok(Some(TagStatus {
            content,
            character_pk: inspection.character_pk,
            inspection_id: inspection.id,
            photo: store.photo_size(inspection.id)?,
            withdrawn,
        }))
    }
}

/// Checks a scanned verification string or a typed tag serial.
///
/// A verification string is checked against `key` when given (a secret
/// key file for `ARM1`, a public key for `ARM2`), else against the keys of
/// the event it names; a code naming an event this database does not have
/// is [`IssueError::UnknownEvent`]. With no store only the signature (and
/// an `ARM2` code's expiry) is checked. `today` (`YYYY-MM-DD`) decides
/// whether a code or an approval ran out.
pub fn check_code(
    store: Option<&Store>,
    text: &str,
    key: Option<&GivenKey>,
    today: &str,
) -> Result<CodeCheck, IssueError> {
    let text = text.trim();
    let named = match peek(text) {
        Ok(named) => named,
        Err(error) => {
            return Ok(match (store, normalise_serial(text)) {
                (Some(store), Some((prefix, seq))) => {
                    let serial = format_serial(&prefix, seq);
                    let tag = TagStatus::find(store, &serial, today)?.map(Box::new);
                    CodeCheck::Serial { serial, tag }
                }
                _ => forged(error.to_string()),
            });
        }
    };
    let event = match store {
        Some(store) => match store.event_by_prefix(&named.event) {
            Ok(event) => Some(event),
            Err(RecordsError::NotFound { .. }) if key.is_some() => None,
            Err(RecordsError::NotFound { .. }) => {
                return Err(IssueError::UnknownEvent { code: named.event });
            }
            Err(e) => return Err(e.into()),
        },
        None if key.is_none() => return Err(IssueError::UnknownEvent { code: named.event }),
        None => None,
    };
    let verified = if is_offline(text) {
        check_offline(store.zip(event.as_ref()), text, &named, key, today)?
    } else {
        let secret = match (key, store.zip(event.as_ref())) {
            (Some(GivenKey::Shared(secret)), _) => secret.clone(),
            (Some(GivenKey::Public(_)), _) => {
                return Err(IssueError::WrongKey(
                    "an ARM1 code is checked with the event's secret key, not its public key",
                ));
            }
            (None, Some((store, event))) => store.event_secret(&event.id)?,
            (None, None) => return Err(IssueError::UnknownEvent { code: named.event }),
        };
        match verify(text, &secret) {
            Ok(signed) => Ok((signed, None)),
            Err(VerifyError::Key(error)) => return Err(IssueError::Key(error)),
            Err(error) => Err(error),
        }
    };
    let (signed, key_retired) = match verified {
        Ok(verified) => verified,
        Err(error @ VerifyError::Expired { .. }) => {
            return Ok(CodeCheck::NotGenuine {
                verdict: Refusal::Expired,
                reason: error.to_string(),
            });
        }
        Err(error) => return Ok(forged(error.to_string())),
    };
    if let Some((store, event)) = store.zip(event.as_ref())
        && signed.covers == Covers::Tag
        && let Some(revoked) = store.revoked(&event.id, &signed.id)?
    {
        return Ok(CodeCheck::NotGenuine {
            verdict: Refusal::Revoked,
            reason: format!(
                "REVOKED: tag {} (event {}) was revoked on {}: {}",
                signed.id,
                signed.event,
                date_of(&revoked.revoked_at),
                revoked.reason
            ),
        });
    }
    let covers = match store {
        Some(store) => covered(store, &signed, today)?,
        None => None,
    };
    Ok(CodeCheck::Genuine {
        signed,
        covers,
        key_retired,
    })
}

fn forged(reason: String) -> CodeCheck {
    CodeCheck::NotGenuine {
        verdict: Refusal::Forged,
        reason,
    }
}

/// Checks an `ARM2` code with the given public key or the event's key of
/// the id it names; says when that key was retired.
fn check_offline(
    records: Option<(&Store, &Event)>,
    text: &str,
    named: &Signed,
    key: Option<&GivenKey>,
    today: &str,
) -> Result<Result<(Signed, Option<String>), VerifyError>, IssueError> {
    let key_id = named.offline.as_ref().map_or(0, |o| o.key_id);
    let (public, retired) = match (key, records) {
        (Some(GivenKey::Public(public)), _) => (*public, None),
        (Some(GivenKey::Shared(_)), _) => {
            return Err(IssueError::WrongKey(
                "an ARM2 code is checked with the event's public key, not its secret key",
            ));
        }
        (None, Some((store, event))) => {
            let keys = public_keys(store, &event.id)?;
            let Some((_, public, retired)) = keys.into_iter().find(|(id, ..)| *id == key_id) else {
                return Ok(Err(VerifyError::Malformed {
                    value: text.to_string(),
                    reason: format!("event {} has no key {key_id}", named.event),
                }));
            };
            (public, retired)
        }
        (None, None) => {
            return Err(IssueError::UnknownEvent {
                code: named.event.clone(),
            });
        }
    };
    Ok(offline::verify(text, &public, today).map(|signed| {
        let note = retired.map(|on| {
            format!(
                "signed with key {key_id}, retired on {} because it was lost: inspect the item again",
                date_of(&on)
            )
        });
        (signed, note)
    }))
}

/// What the records say a genuine code covers; `None` when they do not
/// know it (a lammie, or a code from another station's database).
fn covered(store: &Store, signed: &Signed, today: &str) -> Result<Option<Covered>, IssueError> {
    let known = |result: Result<Covered, IssueError>| match result {
        Ok(covered) => Ok(Some(covered)),
        Err(IssueError::Records(RecordsError::NotFound { .. })) => Ok(None),
        Err(e) => Err(e),
    };
    match signed.covers {
        Covers::Tag => Ok(TagStatus::find(store, &signed.id, today)?
            .filter(|tag| tag.content.event_code == signed.event)
            .map(|tag| Covered::Tag(Box::new(tag)))),
        Covers::FailSlip => known(
            fail_slip_content(store, &signed.id).map(|slip| Covered::FailSlip(Box::new(slip))),
        )
        .map(|found| {
            found
                .filter(|c| matches!(c, Covered::FailSlip(slip) if slip.event_code == signed.event))
        }),
        Covers::ArmourCard => known(
            store
                .event_by_prefix(&signed.event)
                .map_err(IssueError::from)
                .and_then(|event| Ok(store.card_by_id(&event.id, &signed.id)?))
                .map(|card| Covered::Character(Box::new(card))),
        ),
        Covers::Lammie => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slip_with_no_reason_says_so_in_its_language() {
        let say = |lang| L10n::new(lang).text("pnt-no-reasons");
        assert_eq!(say(Lang::En), armoury_tags::content::NO_REASONS);
        assert_eq!(
            say(Lang::Et),
            "• põhjust ei salvestatud: küsi kontrollijalt"
        );
    }
}
