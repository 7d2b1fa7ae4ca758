//! The pages, as compiled `maud` templates.
//!
//! Every value is escaped by `maud` (a name like `<script>` shows as text);
//! stored text also has its control characters and direction overrides
//! written out (`Shown`), so a name cannot reorder what a referee reads.
//! Pages carry their own small style sheet (no fonts, scripts or images
//! from elsewhere: the only pictures are the items' photos, from this
//! server's `/photo/…`; usable without JavaScript), in large type with high
//! contrast for sunlight, and stay well under 50 KB. No page contains the
//! referee token, a session or an event key. Every page is in the
//! request's language (`language`): its words are the `web-*` messages of
//! `crates/l10n/locales/*/web.ftl`, its dates and decimals the language's.

use maud::{DOCTYPE, Markup, Render, html};

use armoury_issuing::{CodeCheck, Covered, Refusal, TagStatus};
use armoury_l10n::{L10n, Lang, numbers};
use armoury_records::lookup::ApprovedItem;
use armoury_records::{Event, Lookup, LookupCard, PhotoSize, Registration};
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
.photo{display:block;width:100%;height:auto;max-height:75vh;object-fit:contain;background:#eee;border:3px solid #000;border-radius:6px;margin:6px 0 10px}
.item{display:flex;gap:10px;align-items:flex-start}
.thumb{display:block;width:96px;height:auto;border:2px solid #000;border-radius:4px}
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

/// A whole page around `body`, in `l`'s language.
pub(crate) fn page(l: L10n, title: &str, event: Option<&Event>, body: Markup) -> Markup {
    page_with(l, title, event, html! {}, body)
}

/// A page with no session's links, whose language switch comes back to
/// `here` (a desk's upload link) rather than to the search.
pub(crate) fn page_back_to(l: L10n, title: &str, here: &str, body: Markup) -> Markup {
    page_of(l, title, None, html! {}, Some(here), body)
}

/// [`page`] with more in its head (`head`: a refresh, a style sheet).
pub(crate) fn page_with(
    l: L10n,
    title: &str,
    event: Option<&Event>,
    head: Markup,
    body: Markup,
) -> Markup {
    page_of(l, title, event, head, None, body)
}

fn page_of(
    l: L10n,
    title: &str,
    event: Option<&Event>,
    head: Markup,
    back: Option<&str>,
    body: Markup,
) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(l.lang().tag()) {
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
                        a href="/" { (l.text("web-nav-search")) }
                        a href="/#verify" { (l.text("web-nav-verify")) }
                        span.muted { (Shown(&event.name)) }
                        (languages(l, None))
                        form.logout action="/logout" method="post" {
                            button type="submit" { (l.text("web-log-out")) }
                        }
                    }
                } @else {
                    nav { (languages(l, back)) }
                }
                (body)
            }
        }
    }
}

/// Links to the page in the other languages, each in its own words; with
/// `back`, the switch returns there.
fn languages(l: L10n, back: Option<&str>) -> Markup {
    html! {
        @for other in Lang::ALL.into_iter().filter(|o| *o != l.lang()) {
            a href={ "/lang/" (other.tag()) @if let Some(back) = back { "?back=" (back) } }
                lang=(other.tag()) hreflang=(other.tag()) {
                (other.own_name())
            }
        }
    }
}

/// The search form (and the verify forms below it).
fn search_form(l: L10n, query: &str) -> Markup {
    html! {
        form action="/lookup" method="get" role="search" {
            label for="q" { (l.text("web-search-label")) }
            input #q type="search" name="q" value=(query) maxlength="200"
                autocomplete="off" autocapitalize="off" spellcheck="false";
            button type="submit" { (l.text("web-search-button")) }
        }
    }
}

fn verify_forms(l: L10n) -> Markup {
    html! {
        h2 #verify { (l.text("web-nav-verify")) }
        form action="/verify" method="post" enctype="multipart/form-data" {
            label for="photo" { (l.text("web-photo-label")) }
            input #photo type="file" name="photo" accept="image/*" capture="environment";
            button type="submit" { (l.text("web-photo-button")) }
        }
        form action="/verify" method="post" {
            label for="code" { (l.text("web-code-label")) }
            input #code type="text" name="code" maxlength="512"
                autocomplete="off" autocapitalize="characters" spellcheck="false";
            button type="submit" { (l.text("web-code-button")) }
        }
    }
}

/// `GET /`: search and verify.
pub fn home(l: L10n, event: &Event) -> Markup {
    page(
        l,
        &l.text("web-home-title"),
        Some(event),
        html! {
            h1 { (l.text("web-home-heading")) }
            (search_form(l, ""))
            (verify_forms(l))
        },
    )
}

/// `GET /lookup`: a card, a list to choose from, or nothing found.
pub fn lookup(l: L10n, event: &Event, query: &str, found: &Lookup) -> Markup {
    let body = match found {
        Lookup::Found { card, .. } => card_body(l, card, event),
        Lookup::Ambiguous {
            candidates, total, ..
        } => html! {
            h1 { (l.format("web-matches", &[("count", (*total).into()), ("query", query.into())])) }
            (candidate_list(l, candidates))
            @if *total > candidates.len() {
                p { (l.format("web-more-matches", &[("count", (total - candidates.len()).into())])) }
            }
        },
        Lookup::NotFound => html! {
            h1 { (l.format("web-nobody", &[("query", query.into())])) }
            p { (l.text("web-nobody-hint")) }
        },
    };
    page(
        l,
        &l.text("web-lookup-title"),
        Some(event),
        html! { (search_form(l, query)) (body) },
    )
}

fn candidate_list(l: L10n, candidates: &[Registration]) -> Markup {
    html! {
        ul {
            @for c in candidates {
                li {
                    a.big href={ "/character/" (c.pk) } { (Shown(&c.name)) }
                    br;
                    span.muted {
                        @if let Some(player) = &c.player_name {
                            (l.text("web-player-lower")) " " (Shown(player)) ", "
                        }
                        @if let Some(group) = &c.group { (Shown(group)) ", " }
                        (l.text("web-id")) " " (Shown(&c.id))
                    }
                }
            }
        }
    }
}

/// `GET /character/ID`: one character's card.
pub fn character(l: L10n, event: &Event, card: &LookupCard) -> Markup {
    page(
        l,
        &card.character.name,
        Some(event),
        card_body(l, card, event),
    )
}

fn card_body(l: L10n, card: &LookupCard, event: &Event) -> Markup {
    let c = &card.character;
    html! {
        h1.big { (Shown(&c.name)) }
        p.muted {
            @if let Some(player) = &c.player_name { (l.text("web-player")) " " (Shown(player)) " · " }
            @if let Some(group) = &c.group { (Shown(group)) " · " }
            (l.text("web-id")) " " (Shown(&c.id)) " · " (Shown(&event.name))
        }
        dl.big {
            dt { (l.text("web-class")) } dd { (card.class) }
            dt { (l.text("web-hit-points")) }
            dd {
                @match card.hit_points {
                    Some(hp) => (hp),
                    None => "?",
                }
            }
            dt { (l.text("web-armour")) }
            dd {
                @match &card.armour {
                    Some(a) => {
                        (a.total)
                        @if a.provisional { " " span.badge { (l.text("web-provisional-badge")) } }
                    },
                    None => (l.text("web-no-armour")),
                }
            }
        }
        @if let Some(a) = &card.armour {
            p {
                (l.format("web-armour-sum", &[
                    ("body", a.body_points.to_string().into()),
                    ("helmet", a.helmet_points.to_string().into()),
                    ("total", a.total.to_string().into()),
                ]))
                @if let Some(gm) = &a.gm_decided_by {
                    ", " (l.text("web-decided-by")) " " (Shown(gm))
                }
                br;
                span.muted {
                    (l.format("web-recorded-by", &[
                        ("date", numbers::iso_date(l.lang(), &a.recorded_at).into()),
                        ("who", names::escaped(&a.recorder).into()),
                    ]))
                }
            }
        }
        h2 { (l.text("web-approved-items")) }
        @if card.approved_items.is_empty() {
            p { (l.text("web-none")) }
        } @else {
            ul { @for item in &card.approved_items { li.item { (approved_item(l, item)) } } }
        }
    }
}

/// The photo taken when inspection `inspection_id` approved its item,
/// `size` as stored: large (as wide as the page), or as a thumbnail that
/// opens it.
fn item_photo(l: L10n, inspection_id: i64, size: PhotoSize, large: bool) -> Markup {
    let full = format!("/photo/{inspection_id}");
    if large {
        return html! {
            img.photo src=(full) width=(size.width) height=(size.height) alt=(l.text("web-photo-alt"));
        };
    }
    let small = size.within(armoury_photos::THUMBNAIL_SIDE);
    html! {
        a href=(full) title=(l.text("web-photo-open")) {
            img.thumb src={ (full) "/small" } width=(small.width) height=(small.height)
                alt=(l.text("web-photo-alt")) loading="lazy";
        }
    }
}

fn approved_item(l: L10n, item: &ApprovedItem) -> Markup {
    html! {
        @if let Some(size) = item.photo { (item_photo(l, item.inspection_id, size, false)) }
        div { (approved_item_text(l, item)) }
    }
}

fn approved_item_text(l: L10n, item: &ApprovedItem) -> Markup {
    html! {
        span.serial {
            @match &item.tag_serial {
                Some(serial) => (serial),
                None => (l.text("web-no-tag")),
            }
        }
        " " (item.kind)
        @if let Some(name) = &item.name { " “" (Shown(name)) "”" }
        @if let Some(category) = &item.category { ", " (category) }
        @if let Some(until) = &item.valid_until {
            br; span.muted { (l.format("web-valid-until", &[("date", numbers::iso_date(l.lang(), until).into())])) }
        }
        @if let Some(reason) = &item.override_reason {
            br; span.muted { (l.text("web-by-override")) " " (reason) }
        }
    }
}

/// `POST /verify`: GENUINE or NOT GENUINE, and what the code covers.
pub fn verdict(l: L10n, event: &Event, checked: &CodeCheck) -> Markup {
    let body = match checked {
        CodeCheck::Genuine {
            signed,
            covers,
            key_retired,
        } => html! {
            div.verdict.genuine data-verdict="genuine" { (l.text("web-genuine")) }
            p.big { (signed.covers) " " span.serial { (signed.id) } }
            p { (l.format("web-signed-by", &[("event", signed.event.as_str().into())])) }
            @if let Some(note) = key_retired { p.note { (l.text("web-old-key")) " " (note) "." } }
            @if let Some(offline) = &signed.offline {
                p {
                    (l.text("web-code-says")) " " b { (offline.item) }
                    @if !offline.owner.is_empty() { ", " (l.text("web-owner-lower")) " " b { (offline.owner) } }
                    @if let Some(until) = &offline.expires {
                        ", " (l.format("web-valid-until", &[("date", numbers::iso_date(l.lang(), until).into())]))
                    }
                    "."
                }
            }
            @match covers {
                Some(covered) => (covered_body(l, covered)),
                None if signed.covers == Covers::Lammie => (lammie_body(l, signed, event)),
                None => p.note { (l.text("web-no-record")) },
            }
        },
        CodeCheck::NotGenuine { verdict, reason } => html! {
            div.verdict.fake data-verdict=(verdict.as_str()) {
                @match verdict {
                    Refusal::Forged => (l.text("web-not-genuine")),
                    Refusal::Expired => (l.text("web-expired")),
                    Refusal::Revoked => (l.text("web-revoked")),
                }
            }
            p { (reason) }
        },
        CodeCheck::Serial {
            serial,
            tag: Some(tag),
        } => html! {
            div.verdict.issued { (l.text("web-issued")) }
            p.note {
                (l.text("web-typed-serial-before")) " "
                span.serial { (serial) } " " (l.text("web-typed-serial-after"))
            }
            (tag_body(l, tag))
        },
        CodeCheck::Serial { serial, tag: None } => html! {
            div.verdict.fake { (l.text("web-not-genuine")) }
            p { (l.text("web-no-such-tag-before")) " " span.serial { (serial) } " " (l.text("web-no-such-tag-after")) }
        },
    };
    page(
        l,
        &l.text("web-verify-title"),
        Some(event),
        html! { (body) (verify_forms(l)) },
    )
}

/// An unreadable photo or an unusable request on the verify page.
pub fn verify_problem(l: L10n, event: &Event, problem: &str) -> Markup {
    page(
        l,
        &l.text("web-verify-title"),
        Some(event),
        html! {
            h1 { (l.text("web-could-not-check")) }
            p.note { (problem) }
            (verify_forms(l))
        },
    )
}

fn covered_body(l: L10n, covered: &Covered) -> Markup {
    match covered {
        Covered::Tag(tag) => tag_body(l, tag),
        Covered::FailSlip(slip) => html! {
            p.warn { (l.format("web-fail-slip", &[("verdict", slip.verdict.as_str().into())])) }
            dl {
                dt { (l.text("web-item")) } dd { (slip.kind) }
                dt { (l.text("web-owner")) } dd { (owner_link(l, &slip.character, &slip.player, None)) }
                dt { (l.text("web-inspected")) } dd {
                    (l.format("web-on-by", &[
                        ("date", numbers::iso_date(l.lang(), &slip.date).into()),
                        ("who", names::escaped(&slip.inspector).into()),
                    ]))
                }
            }
            ul { @for reason in &slip.reasons { li { (reason.message) } } }
        },
        Covered::Character(card) => html! {
            p { (l.text("web-armour-card-of")) }
            (card_summary(l, card))
        },
    }
}

/// A genuine lammie: the item it was printed for. Lammies are printed
/// from item files, not recorded, so the code's item id and event are all
/// there is to compare with the card in hand.
fn lammie_body(l: L10n, signed: &Signed, event: &Event) -> Markup {
    html! {
        dl {
            dt { (l.text("web-item-id")) } dd.serial { (signed.id) }
            dt { (l.text("web-event")) }
            dd {
                @if signed.event == event.tag_prefix { (Shown(&event.name)) }
                @else { (signed.event) " " (l.text("web-another-event")) }
            }
        }
        p.note {
            (l.text("web-lammie-before")) " "
            span.serial { (signed.id) } " " (l.text("web-lammie-after"))
        }
    }
}

fn card_summary(l: L10n, card: &LookupCard) -> Markup {
    html! {
        p.big { a href={ "/character/" (card.character.pk) } { (Shown(&card.character.name)) } }
        p {
            (l.text("web-armour")) " "
            @match &card.armour {
                Some(a) => {
                    (a.total)
                    @if a.provisional { " " (l.text("provisional-mark")) }
                },
                None => (l.text("web-no-armour")),
            }
        }
    }
}

fn tag_body(l: L10n, tag: &TagStatus) -> Markup {
    let t = &tag.content;
    let date = |d: &str| numbers::iso_date(l.lang(), d);
    html! {
        @if let Some(size) = tag.photo { (item_photo(l, tag.inspection_id, size, true)) }
        @match &tag.withdrawn {
            None => p.big { (l.text("web-still-approved")) },
            Some(why) => p.warn { (l.text("web-no-longer-approved")) " " (why) },
        }
        dl {
            dt { (l.text("web-tag")) } dd.serial { (t.serial) }
            dt { (l.text("web-item")) } dd { (t.kind) @if !t.length_category.is_empty() { ", " (t.length_category) } }
            dt { (l.text("web-owner")) } dd { (owner_link(l, &t.character, &t.player, tag.character_pk)) }
            dt { (l.text("web-approved")) } dd {
                (l.format("web-on-by", &[
                    ("date", date(&t.date).into()),
                    ("who", names::escaped(&t.inspector).into()),
                ]))
            }
            dt { (l.text("web-valid-until-label")) } dd { (date(&t.valid_until)) }
            dt { (l.text("web-event")) } dd { (Shown(&t.event)) }
        }
    }
}

fn owner_link(l: L10n, character: &str, player: &str, pk: Option<i64>) -> Markup {
    html! {
        @match pk {
            Some(pk) if !character.is_empty() => a href={ "/character/" (pk) } { (Shown(character)) },
            _ => (Shown(character)),
        }
        @if !player.is_empty() {
            @if !character.is_empty() { ", " (l.text("web-player-lower")) " " } (Shown(player))
        }
    }
}

/// A page for an answer without a session, a refused login or a failure:
/// the title and lines are message ids.
pub fn notice(l: L10n, title: &str, lines: &[&str]) -> Markup {
    let lines: Vec<String> = lines.iter().map(|id| l.text(id)).collect();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    notice_with(l, title, &lines)
}

/// [`notice`] with lines already in words (an error's own text).
pub fn notice_with(l: L10n, title: &str, lines: &[&str]) -> Markup {
    let title = l.text(title);
    page(
        l,
        &title,
        None,
        html! {
            h1 { (title) }
            @for line in lines { p { (line) } }
        },
    )
}

/// What a phone sees after logging out.
pub fn logged_out(l: L10n) -> Markup {
    notice(l, "web-logged-out", &["web-logged-out-text"])
}

/// What a page without a session says.
pub fn login_needed(l: L10n) -> Markup {
    notice(
        l,
        "web-log-in-first",
        &["web-log-in-first-who", "web-log-in-first-how"],
    )
}
