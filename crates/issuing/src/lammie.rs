//! Lammies in a language: the lines a Five Oaths item card prints in words
//! of its own (durable or consumable, when it entered play, when it
//! expires), worded from the `pnt-*` messages for [`LammieContent::words`].
//!
//! The item's name, powers and owner are the club's own words and are
//! printed as the item file gives them; so is an `expires` override.

use armoury_l10n::L10n;
use armoury_tags::content::{DURABLE_LIFETIME_EVENTS, Durability, EventRef, last_event};
use armoury_tags::{LammieContent, LammieWords};

/// `lammie` with its own lines in `l`'s language (the event's, or the
/// run's where no event is known).
pub fn lammie_in(l: L10n, lammie: LammieContent) -> LammieContent {
    let words = lammie_words(l, &lammie);
    LammieContent {
        words: Some(words),
        ..lammie
    }
}

/// The lines `lammie` prints in words of its own, in `l`'s language.
pub fn lammie_words(l: L10n, lammie: &LammieContent) -> LammieWords {
    let durability = l.text(match lammie.durability {
        Durability::Durable => "pnt-durable",
        Durability::Consumable => "pnt-consumable",
    });
    let event = match &lammie.entered_play {
        EventRef::Number(n) => l.format("pnt-event-number", &[("number", n.to_string().into())]),
        EventRef::Name(name) => name.clone(),
    };
    let entered_play = l.format("pnt-entered-play", &[("event", event.into())]);
    let expires = match (&lammie.durability, &lammie.entered_play) {
        (Durability::Consumable, _) => l.text("pnt-does-not-expire"),
        (Durability::Durable, EventRef::Number(n)) => l.format(
            "pnt-expires-after",
            &[("number", last_event(*n).to_string().into())],
        ),
        (Durability::Durable, EventRef::Name(name)) => l.format(
            "pnt-expires-counting",
            &[
                ("lifetime", DURABLE_LIFETIME_EVENTS.to_string().into()),
                ("event", name.into()),
            ],
        ),
    };
    LammieWords {
        durability,
        entered_play,
        expires,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use armoury_l10n::Lang;
    use armoury_tags::{Content, Signer, Template, render};

    fn lammie(durability: Durability, entered_play: EventRef) -> LammieContent {
        LammieContent {
            item_id: "I-7".into(),
            name: "Potion".into(),
            powers: "Cure (Venom)".into(),
            durability,
            entered_play,
            expires: None,
            player: "Mari".into(),
            character: "Õie".into(),
            event: "Midsummer".into(),
            event_code: "FO26-2".into(),
            words: None,
            photo_file: None,
            photo: None,
        }
    }

    fn values(card: &LammieContent) -> [Option<String>; 3] {
        ["durability", "entered_play", "expires"].map(|name| card.value(name))
    }

    #[test]
    fn an_estonian_lammie_says_its_durability_and_expiry_in_estonian() {
        let et = L10n::new(Lang::Et);
        let card = lammie_in(et, lammie(Durability::Durable, EventRef::Number(10)));
        assert_eq!(
            values(&card),
            [
                Some("Püsiv".into()),
                Some("Mängus alates: sündmus nr 10".into()),
                Some("Aegub pärast sündmust nr 12".into()),
            ]
        );
        let card = lammie_in(et, lammie(Durability::Consumable, EventRef::Number(10)));
        assert_eq!(card.value("durability").as_deref(), Some("Ühekordne (c)"));
        assert_eq!(card.value("expires").as_deref(), Some("Ei aegu"));
        let card = lammie_in(
            et,
            lammie(Durability::Durable, EventRef::Name("Jaanipäev".into())),
        );
        assert_eq!(
            values(&card)[1..],
            [
                Some("Mängus alates: Jaanipäev".into()),
                Some("Aegub pärast 3. sündmust (esimene neist Jaanipäev)".into()),
            ]
        );
    }

    #[test]
    fn estonian_cards_fit_the_shipped_template_without_a_cut() {
        let et = L10n::new(Lang::Et);
        let cards: Vec<LammieContent> = [
            (Durability::Durable, EventRef::Number(10)),
            (Durability::Durable, EventRef::Name("Jaanipäev 2026".into())),
            (Durability::Consumable, EventRef::Number(10)),
        ]
        .into_iter()
        .map(|(durability, entered)| lammie_in(et, lammie(durability, entered)))
        .collect();
        let template = Template::resolve("lammie-card").unwrap().in_language("et");
        let rendered = render(&template, &cards, &Signer::Shared(vec![7; 32])).unwrap();
        assert_eq!(rendered.notes, Vec::<String>::new());
    }

    #[test]
    fn english_words_are_the_cards_own_english_and_an_override_is_kept() {
        for durability in [Durability::Durable, Durability::Consumable] {
            for entered in [EventRef::Number(4), EventRef::Name("Midsummer".into())] {
                let plain = lammie(durability, entered);
                let worded = lammie_in(L10n::new(Lang::En), plain.clone());
                assert_eq!(values(&worded), values(&plain), "{plain:?}");
            }
        }
        let mut card = lammie(Durability::Durable, EventRef::Number(4));
        card.expires = Some("Talv 2027".into());
        let card = lammie_in(L10n::new(Lang::Et), card);
        assert_eq!(card.value("expires").as_deref(), Some("Talv 2027"));
    }
}
