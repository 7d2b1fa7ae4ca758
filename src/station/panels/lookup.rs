//! The Lookup panel: a referee's question answered at arm's length.
//!
//! Type a name and pick the character: their class, hit points, armour
//! points and approved items with tag serials and the photos taken at
//! approval, in large type (a [`LookupCard`] and its thumbnails asked of
//! the store on the worker thread). Type a tag serial or scan a
//! QR code into **Tag**: whose item it is, that no such tag was issued, or
//! that the scanned code's signature does not hold.
//!
//! The panel's words come from `station-cards.ftl` in the station's
//! language; item kinds and categories are named as the ruleset's
//! translation names them (as ids where it has none, and in English).

use std::collections::HashMap;

use eframe::egui::{self, RichText};

use crate::station::Station;
use crate::station::panels::Panel;
use crate::station::widgets::search::{self, RosterSearch};
use crate::station::widgets::{AMBER, GREEN, RED, kind_name};
use crate::station::worker::{Job, Stored};
use armoury_issuing::TagCheck;
use armoury_l10n::L10n;
use armoury_l10n::findings::Wording;
use armoury_records::LookupCard;
use armoury_rules::ruleset::Words;

/// The character search field.
pub fn search_id() -> egui::Id {
    egui::Id::unique("lookup.search")
}

/// What the store said about a tag string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagAnswer {
    Asked,
    Valid {
        tag: String,
        owner: String,
        kind: String,
    },
    /// A genuine code for something other than a tag, in words.
    Genuine(String),
    Unknown,
    /// A scanned string that does not verify, and why.
    NotGenuine(String),
}

/// The Lookup panel's state.
#[derive(Default)]
pub struct LookupPanel {
    pub search: RosterSearch,
    /// The character shown (its database key) and its card once the store answered.
    pub shown: Option<i64>,
    pub card: Option<LookupCard>,
    /// The card's items' photos as thumbnails, by approving inspection:
    /// as the worker made them, then as textures once drawn.
    thumbnails: Vec<(i64, image::RgbImage)>,
    textures: HashMap<i64, egui::TextureHandle>,
    pub tag: String,
    /// The serial last asked about and the answer.
    pub tag_answer: Option<(String, TagAnswer)>,
}

impl LookupPanel {
    /// Shows the card of the character with database key `pk` (asked of
    /// the store).
    pub fn show(&mut self, pk: i64, station: &mut Station) {
        station.worker.submit(Job::Card(pk));
        self.shown = Some(pk);
        self.card = None;
    }

    /// The store answered a card, with its items' thumbnails.
    pub fn on_card(&mut self, card: LookupCard, thumbnails: Vec<(i64, image::RgbImage)>) {
        if self.shown == Some(card.character.pk) {
            self.card = Some(card);
            self.thumbnails = thumbnails;
            self.textures.clear();
        }
    }

    /// The thumbnails as textures, made once.
    fn textures(&mut self, ctx: &egui::Context) -> &HashMap<i64, egui::TextureHandle> {
        for (id, picture) in self.thumbnails.drain(..) {
            let size = [picture.width() as usize, picture.height() as usize];
            let image = egui::ColorImage::from_rgb(size, picture.as_raw());
            let name = format!("lookup.photo.{id}");
            self.textures
                .insert(id, ctx.load_texture(name, image, Default::default()));
        }
        &self.textures
    }

    /// The store answered a tag question.
    pub fn on_tag(&mut self, text: String, check: TagCheck) {
        let answer = match check {
            TagCheck::Issued { tag, card } => {
                let kind = card
                    .approved_items
                    .iter()
                    .find(|i| i.tag_serial.as_deref() == Some(tag.as_str()))
                    .map(|i| i.kind.clone())
                    .unwrap_or_default();
                TagAnswer::Valid {
                    tag,
                    owner: card.character.name.clone(),
                    kind,
                }
            }
            TagCheck::Genuine(what) => TagAnswer::Genuine(what),
            TagCheck::Unknown => TagAnswer::Unknown,
            TagCheck::NotGenuine(why) => TagAnswer::NotGenuine(why),
        };
        self.tag_answer = Some((text, answer));
    }

    /// A new inspection was recorded: refresh a shown card.
    pub fn on_recorded(&mut self, stored: &Stored, station: &mut Station) {
        let pk = stored.record.character.as_ref().map(|c| c.pk);
        if let Some(pk) = pk.filter(|pk| Some(*pk) == self.shown) {
            station.worker.submit(Job::Card(pk));
        }
    }

    fn tag_ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        let serial = self.tag.trim().to_string();
        if serial.is_empty() {
            return;
        }
        if self.tag_answer.as_ref().map(|(s, _)| s) != Some(&serial) {
            station.worker.submit(Job::FindTag(serial.clone()));
            self.tag_answer = Some((serial.clone(), TagAnswer::Asked));
        }
        let words = Wording::new(l, &station.ruleset).words();
        let (text, colour) = match self.tag_answer.as_ref().map(|(_, a)| a) {
            Some(TagAnswer::Valid { tag, owner, kind }) => {
                let says = l.format(
                    "crd-lookup-tag-valid",
                    &[
                        ("tag", tag.into()),
                        ("kind", kind_name(&words, kind).into()),
                        ("owner", owner.into()),
                    ],
                );
                (says, GREEN)
            }
            Some(TagAnswer::Genuine(what)) => {
                let says = l.format("crd-lookup-tag-genuine", &[("what", what.into())]);
                (says, GREEN)
            }
            Some(TagAnswer::Unknown) => {
                let says = l.format("crd-lookup-tag-unknown", &[("serial", (&serial).into())]);
                (says, RED)
            }
            Some(TagAnswer::NotGenuine(why)) => {
                let says = l.format("crd-lookup-tag-not-genuine", &[("why", why.into())]);
                (says, RED)
            }
            Some(TagAnswer::Asked) | None => {
                ui.spinner();
                return;
            }
        };
        ui.label(RichText::new(text).size(26.0).color(colour));
    }
}

fn card_ui(
    ui: &mut egui::Ui,
    l: L10n,
    words: &Words<'_>,
    card: &LookupCard,
    photos: &HashMap<i64, egui::TextureHandle>,
) {
    let c = &card.character;
    ui.label(RichText::new(&c.name).size(40.0).strong());
    ui.label(RichText::new(search::player_and_group(c)).size(22.0));
    let hp = card
        .hit_points
        .map_or_else(|| "—".to_string(), |h| h.to_string());
    let class = l.format(
        "crd-lookup-class-hit-points",
        &[("class", (&card.class).into()), ("hp", hp.into())],
    );
    ui.label(RichText::new(class).size(30.0));
    let armour = match &card.armour {
        Some(a) => {
            let id = if a.provisional {
                "crd-lookup-armour-provisional"
            } else {
                "crd-lookup-armour"
            };
            l.format(
                id,
                &[
                    ("total", i64::from(a.total).into()),
                    ("body", i64::from(a.body_points).into()),
                    ("helmet", i64::from(a.helmet_points).into()),
                ],
            )
        }
        None => l.text("crd-lookup-no-armour"),
    };
    ui.label(RichText::new(armour).size(30.0));
    ui.add_space(8.0);
    let tagged: Vec<_> = card
        .approved_items
        .iter()
        .filter_map(|item| Some((item.tag_serial.as_deref()?, item)))
        .collect();
    if tagged.is_empty() {
        ui.label(RichText::new(l.text("crd-lookup-no-items")).size(26.0));
    }
    for (tag, item) in tagged {
        let kind = kind_name(words, &item.kind);
        let category = match item.category.as_deref() {
            Some(id) if words.translated() => words.any_category(id),
            Some(id) => id,
            None => "",
        };
        let (provisional, colour) = if item.provisional {
            (format!(" {}", l.text("crd-lookup-provisional")), AMBER)
        } else {
            (String::new(), ui.visuals().text_color())
        };
        ui.horizontal(|ui| {
            if let Some(photo) = photos.get(&item.inspection_id) {
                ui.add(egui::Image::new(photo).max_size(egui::vec2(THUMBNAIL, THUMBNAIL)));
            }
            ui.label(
                RichText::new(format!("{tag}  {kind} {category}{provisional}"))
                    .size(30.0)
                    .monospace()
                    .color(colour),
            );
        });
    }
}

/// How large an item's photo is drawn beside it, at most.
const THUMBNAIL: f32 = 120.0;

impl Panel for LookupPanel {
    fn ui(&mut self, ui: &mut egui::Ui, station: &mut Station) {
        let l = station.l10n;
        let matches = self.search.matches(&station.roster);
        let mut picked = None;
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(l.text("crd-lookup-find")).size(22.0));
            let response = ui
                .add(
                    egui::TextEdit::singleline(&mut self.search.text)
                        .id(search_id())
                        .hint_text(l.text("crd-lookup-find-hint"))
                        .font(egui::TextStyle::Heading)
                        .desired_width(320.0),
                )
                .labelled_by(label.id);
            picked = self.search.keys(ui, &response, &matches);
            let label = ui.label(RichText::new(l.text("crd-lookup-tag")).size(22.0));
            ui.add(
                egui::TextEdit::singleline(&mut self.tag)
                    .hint_text(l.text("crd-lookup-tag-hint"))
                    .font(egui::TextStyle::Heading)
                    .desired_width(220.0),
            )
            .labelled_by(label.id);
        });
        picked = picked.or_else(|| self.search.list(ui, &matches));
        self.tag_ui(ui, station);
        if let Some(c) = picked {
            // The referee's next question starts in the search box again.
            ui.memory_mut(|m| m.request_focus(search_id()));
            self.show(c.pk, station);
        }
        ui.separator();
        match (&self.shown, &self.card) {
            (None, _) => {
                ui.label(l.text("crd-lookup-pick"));
            }
            (Some(_), None) => {
                ui.spinner();
            }
            (Some(_), Some(_)) => {
                let words = Wording::new(l, &station.ruleset).words();
                let photos = self.textures(ui.ctx()).clone();
                if let Some(card) = &self.card {
                    card_ui(ui, l, &words, card, &photos);
                }
            }
        }
    }

    fn focus_on_open(&self) -> Option<egui::Id> {
        Some(search_id())
    }
}
