//! The pages, as compiled `maud` templates.
//!
//! Every value is escaped by `maud` (a name like `<script>` shows as text);
//! stored text also has its control characters and direction overrides
//! written out (`Shown`), so a name cannot reorder what a referee reads.
//! Pages carry their own small style sheet (no fonts, scripts or images
//! from elsewhere; usable without JavaScript), in large type with high
//! contrast for sunlight, and stay well under 50 KB. No page contains the
//! referee token, a session or an event key.

use maud::{DOCTYPE, Markup, Render, html};

use armoury_issuing::{CodeCheck, Covered, Refusal, TagStatus};
use armoury_records::lookup::ApprovedItem;
use armoury_records::{Event, Lookup, LookupCard, Registration};
use armoury_rules::names;
use armoury_tags::{Covers, Signed};

const STYLE: &str = "
*{box-sizing:border-box}
body{margin:0;padding:12px;font:20px/1.35 system-ui,sans-serif;background:#fff;color:#000}
h1{font-size:26px;margin:4px 0 10px}
h2{font-size:22px;margin:18px 0 6px}
a{color:#003cb3}
nav{display:flex;gap:16px;font-size:18px;margin-bottom:8px;border-bottom:3px solid #000;padding-bottom:6px}
form{margin:0 0 14px}
label{display:block;font-weight:700;margin:8px 0 4px}
input[type=search],input[type=text]{width:100%;font-size:22px;padding:10px;border:3px solid #000;border-radius:6px}
input[type=file]{font-size:18px;margin:4px 0 8px;max-width:100%}
button{font-size:22px;font-weight:700;padding:10px 18px;margin-top:8px;border:3px solid #000;border-radius:6px;background:#ffd400;color:#000}
.logout{margin:0 0 0 auto}.logout button{font-size:16px;font-weight:400;padding:4px 10px;margin:0;border-width:2px;background:#fff;white-space:nowrap}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:6px 0}
dt{font-weight:700;white-space:nowrap}
dd{margin:0}
ul{padding-left:22px;margin:6px 0}
li{margin:6px 0}
.big{font-size:30px;font-weight:800}
.verdict{font-size:44px;font-weight:900;text-align:center;padding:18px 8px;border-radius:8px;margin:8px 0 12px;letter-spacing:1px}
.genuine{background:#0a6b1f;color:#fff}
.fake{background:#b00000;color:#fff}
.issued{background:#ffd400;color:#000}
.note{border-left:6px solid #000;padding:4px 10px;margin:10px 0}
.warn{background:#b00000;color:#fff;padding:8px 10px;font-weight:700;border-radius:6px}
.badge{display:inline-block;font-size:16px;vertical-align:middle;background:#b00000;color:#fff;padding:2px 8px;border-radius:6px;letter-spacing:1px}
.serial{font-family:ui-monospace,monospace;font-weight:700}
.muted{color:#333;font-size:17px}
";

/// Stored text on a page (a name, a group, an event's name): escaped by
/// maud, and with any control character or text-direction override written
/// as `\u{…}`, so a name an older database holds cannot reorder what a
/// referee reads.
pub(crate) struct Shown<'a>(pub(crate) &'a str);

impl Render for Shown<'_> {
    fn render_to(&self, buffer: &mut String) {
        names::escaped(self.0).as_str().render_to(buffer);
    }
}

/// A whole page around `body`.
pub(crate) fn page(title: &str, event: Option<&Event>, body: Markup) -> Markup {
    page_with(title, event, html! {}, body)
}

/// [`page`] with more in its head (`head`: a refresh, a style sheet).
pub(crate) fn page_with(title: &str, event: Option<&Event>, head: Markup, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (Shown(title)) " · Armoury" }
                style { (maud::PreEscaped(STYLE)) }
                (head)
            }
            body {
                @if let Some(event) = event {
                    nav {
                        a href="/" { "Search" }
                        a href="/#verify" { "Verify a tag" }
                        span.muted { (Shown(&event.name)) }
                        form.logout action="/logout" method="post" {
                            button type="submit" { "Log out" }
                        }
                    }
                }
                (body)
            }
        }
    }
}

/// The search form (and the verify forms below it).
fn search_form(query: &str) -> Markup {
    html! {
        form action="/lookup" method="get" role="search" {
            label for="q" { "Character, player, id or tag serial" }
            input #q type="search" name="q" value=(query) maxlength="200"
                autocomplete="off" autocapitalize="off" spellcheck="false";
            button type="submit" { "Look up" }
        }
    }
}

fn verify_forms() -> Markup {
    html! {
        h2 #verify { "Verify a tag" }
        form action="/verify" method="post" enctype="multipart/form-data" {
            label for="photo" { "Photo of the QR code" }
            input #photo type="file" name="photo" accept="image/*" capture="environment";
            button type="submit" { "Check photo" }
        }
        form action="/verify" method="post" {
            label for="code" { "…or type the serial or scanned text" }
            input #code type="text" name="code" maxlength="512"
                autocomplete="off" autocapitalize="characters" spellcheck="false";
            button type="submit" { "Check code" }
        }
    }
}

/// `GET /`: search and verify.
pub fn home(event: &Event) -> Markup {
    page(
        "Referee",
        Some(event),
        html! {
            h1 { "Referee lookup" }
            (search_form(""))
            (verify_forms())
        },
    )
}

/// `GET /lookup`: a card, a list to choose from, or nothing found.
pub fn lookup(event: &Event, query: &str, found: &Lookup) -> Markup {
    let body = match found {
        Lookup::Found { card, .. } => card_body(card, event),
        Lookup::Ambiguous {
            candidates, total, ..
        } => html! {
            h1 { (total) " characters match “" (query) "”" }
            (candidate_list(candidates))
            @if *total > candidates.len() {
                p { "…and " (total - candidates.len()) " more: type more of the name." }
            }
        },
        Lookup::NotFound => html! {
            h1 { "Nobody matches “" (query) "”" }
            p { "Try part of the name, the player's name, an id or a tag serial." }
        },
    };
    page("Lookup", Some(event), html! { (search_form(query)) (body) })
}

fn candidate_list(candidates: &[Registration]) -> Markup {
    html! {
        ul {
            @for c in candidates {
                li {
                    a.big href={ "/character/" (c.pk) } { (Shown(&c.name)) }
                    br;
                    span.muted {
                        @if let Some(player) = &c.player_name { "player " (Shown(player)) ", " }
                        @if let Some(group) = &c.group { (Shown(group)) ", " }
                        "id " (Shown(&c.id))
                    }
                }
            }
        }
    }
}

/// `GET /character/ID`: one character's card.
pub fn character(event: &Event, card: &LookupCard) -> Markup {
    page(&card.character.name, Some(event), card_body(card, event))
}

fn card_body(card: &LookupCard, event: &Event) -> Markup {
    let c = &card.character;
    html! {
        h1.big { (Shown(&c.name)) }
        p.muted {
            @if let Some(player) = &c.player_name { "Player " (Shown(player)) " · " }
            @if let Some(group) = &c.group { (Shown(group)) " · " }
            "id " (Shown(&c.id)) " · " (Shown(&event.name))
        }
        dl.big {
            dt { "Class" } dd { (card.class) }
            dt { "Hit points" }
            dd {
                @match card.hit_points {
                    Some(hp) => (hp),
                    None => "?",
                }
            }
            dt { "Armour" }
            dd {
                @match &card.armour {
                    Some(a) => {
                        (a.total)
                        @if a.provisional { " " span.badge { "PROVISIONAL" } }
                    },
                    None => "none recorded",
                }
            }
        }
        @if let Some(a) = &card.armour {
            p {
                "Body " (a.body_points) " + helmet " (a.helmet_points) " = " (a.total)
                @if let Some(gm) = &a.gm_decided_by { ", decided by " (Shown(gm)) }
                br;
                span.muted { "recorded " (a.recorded_at) " by " (Shown(&a.recorder)) }
            }
        }
        h2 { "Approved items" }
        @if card.approved_items.is_empty() {
            p { "None." }
        } @else {
            ul { @for item in &card.approved_items { li { (approved_item(item)) } } }
        }
    }
}

fn approved_item(item: &ApprovedItem) -> Markup {
    html! {
        span.serial { (item.tag_serial.as_deref().unwrap_or("no tag")) }
        " " (item.kind)
        @if let Some(name) = &item.name { " “" (Shown(name)) "”" }
        @if let Some(category) = &item.category { ", " (category) }
        @if let Some(until) = &item.valid_until { br; span.muted { "valid until " (until) } }
        @if let Some(reason) = &item.override_reason { br; span.muted { "approved by override: " (reason) } }
    }
}

/// `POST /verify`: GENUINE or NOT GENUINE, and what the code covers.
pub fn verdict(event: &Event, checked: &CodeCheck) -> Markup {
    let body = match checked {
        CodeCheck::Genuine {
            signed,
            covers,
            key_retired,
        } => html! {
            div.verdict.genuine data-verdict="genuine" { "GENUINE" }
            p.big { (signed.covers) " " span.serial { (signed.id) } }
            p { "Signed with the key of event " (signed.event) "." }
            @if let Some(note) = key_retired { p.note { "Old key: " (note) "." } }
            @if let Some(offline) = &signed.offline {
                p { "The code says: " b { (offline.item) } @if !offline.owner.is_empty() { ", owner " b { (offline.owner) } }
                    @if let Some(until) = &offline.expires { ", valid until " (until) } "." }
            }
            @match covers {
                Some(covered) => (covered_body(covered)),
                None if signed.covers == Covers::Lammie => (lammie_body(signed, event)),
                None => p.note { "This database has no record of it (issued at another station): trust the signature." },
            }
        },
        CodeCheck::NotGenuine { verdict, reason } => html! {
            div.verdict.fake data-verdict=(verdict.as_str()) {
                @match verdict {
                    Refusal::Forged => "NOT GENUINE",
                    Refusal::Expired => "EXPIRED",
                    Refusal::Revoked => "REVOKED",
                }
            }
            p { (reason) }
        },
        CodeCheck::Serial {
            serial,
            tag: Some(tag),
        } => html! {
            div.verdict.issued { "ISSUED" }
            p.note {
                "A typed serial carries no signature: it only says that tag "
                span.serial { (serial) } " was issued. Check that the item matches:"
            }
            (tag_body(tag))
        },
        CodeCheck::Serial { serial, tag: None } => html! {
            div.verdict.fake { "NOT GENUINE" }
            p { "No tag " span.serial { (serial) } " was issued at this event." }
        },
    };
    page("Verify", Some(event), html! { (body) (verify_forms()) })
}

/// An unreadable photo or an unusable request on the verify page.
pub fn verify_problem(event: &Event, problem: &str) -> Markup {
    page(
        "Verify",
        Some(event),
        html! {
            h1 { "Could not check" }
            p.note { (problem) }
            (verify_forms())
        },
    )
}

fn covered_body(covered: &Covered) -> Markup {
    match covered {
        Covered::Tag(tag) => tag_body(tag),
        Covered::FailSlip(slip) => html! {
            p.warn { "A FAIL SLIP: this item was " (slip.verdict.as_str()) ", not approved." }
            dl {
                dt { "Item" } dd { (slip.kind) }
                dt { "Owner" } dd { (owner_link(&slip.character, &slip.player, None)) }
                dt { "Inspected" } dd { (slip.date) " by " (Shown(&slip.inspector)) }
            }
            ul { @for reason in &slip.reasons { li { (reason.message) } } }
        },
        Covered::Character(card) => html! {
            p { "Armour card of:" }
            (card_summary(card))
        },
    }
}

/// A genuine lammie: the item it was printed for. Lammies are printed
/// from item files, not recorded, so the code's item id and event are all
/// there is to compare with the card in hand.
fn lammie_body(signed: &Signed, event: &Event) -> Markup {
    html! {
        dl {
            dt { "Item id" } dd.serial { (signed.id) }
            dt { "Event" }
            dd {
                @if signed.event == event.tag_prefix { (Shown(&event.name)) }
                @else { (signed.event) " (another event)" }
            }
        }
        p.note {
            "Lammies are printed from item files, not recorded at the station: check that the card shows item id "
            span.serial { (signed.id) } " and that its name, powers and owner fit the item in hand."
        }
    }
}

fn card_summary(card: &LookupCard) -> Markup {
    html! {
        p.big { a href={ "/character/" (card.character.pk) } { (Shown(&card.character.name)) } }
        p {
            "Armour "
            @match &card.armour {
                Some(a) => { (a.total) @if a.provisional { " (provisional)" } },
                None => "none recorded",
            }
        }
    }
}

fn tag_body(tag: &TagStatus) -> Markup {
    let t = &tag.content;
    html! {
        @match &tag.withdrawn {
            None => p.big { "Still approved" },
            Some(why) => p.warn { "NO LONGER APPROVED: " (why) },
        }
        dl {
            dt { "Tag" } dd.serial { (t.serial) }
            dt { "Item" } dd { (t.kind) @if !t.length_category.is_empty() { ", " (t.length_category) } }
            dt { "Owner" } dd { (owner_link(&t.character, &t.player, tag.character_pk)) }
            dt { "Approved" } dd { (t.date) " by " (Shown(&t.inspector)) }
            dt { "Valid until" } dd { (t.valid_until) }
            dt { "Event" } dd { (Shown(&t.event)) }
        }
    }
}

fn owner_link(character: &str, player: &str, pk: Option<i64>) -> Markup {
    html! {
        @match pk {
            Some(pk) if !character.is_empty() => a href={ "/character/" (pk) } { (Shown(character)) },
            _ => (Shown(character)),
        }
        @if !player.is_empty() {
            @if !character.is_empty() { ", player " } (Shown(player))
        }
    }
}

/// A page for an answer without a session, a refused login or a failure.
pub fn notice(title: &str, lines: &[&str]) -> Markup {
    page(
        title,
        None,
        html! {
            h1 { (title) }
            @for line in lines { p { (line) } }
        },
    )
}

/// What a phone sees after logging out.
pub fn logged_out() -> Markup {
    notice(
        "Logged out",
        &["This phone is no longer logged in. Scan the referee card to log in again."],
    )
}

/// What a page without a session says.
pub fn login_needed() -> Markup {
    notice(
        "Log in first",
        &[
            "This page is for the event's referees.",
            "Scan the QR code on the referee card with your phone's camera, or open the login address that `armoury serve` printed at the station. You then stay logged in until the event ends.",
        ],
    )
}
