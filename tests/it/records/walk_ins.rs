//! Walk-ins: characters added at the desk, marked with the station and
//! time, added once, and merged by a later roster import that brings the
//! same player and character names.

use armoury_records::{DEFAULT_EVENT, Merged, parse_roster};

use crate::common::db::on_both_backends;

on_both_backends! {
    fn a_walk_in_is_marked_with_its_station_and_added_once(db) {
        let mut store = db.open();
        let kalev = store
            .add_walk_in(DEFAULT_EVENT, "Jaan Tamm", "Kalev", "desk 2")
            .unwrap();
        assert_eq!(kalev.id, "jaan-tamm/kalev");
        assert_eq!(kalev.player(), "Jaan Tamm");
        let again = store
            .add_walk_in(DEFAULT_EVENT, "jaan tamm", "KALEV", "desk 1")
            .unwrap();
        assert_eq!(again, kalev);
        let walk_ins = store.walk_ins(DEFAULT_EVENT).unwrap();
        assert_eq!(walk_ins.len(), 1);
        assert_eq!(walk_ins[&kalev.pk].station, "desk 2");
        assert!(walk_ins[&kalev.pk].at.ends_with('Z'));
        // One name serves as both; a name without letters or digits is refused.
        let crew = store.add_walk_in(DEFAULT_EVENT, " ", "Mari", "").unwrap();
        assert_eq!((crew.player(), crew.name.as_str()), ("Mari", "Mari"));
        assert_eq!(
            store.walk_ins(DEFAULT_EVENT).unwrap()[&crew.pk].station,
            "station"
        );
        let refused = store
            .add_walk_in(DEFAULT_EVENT, "x", " - ", "desk")
            .unwrap_err();
        assert!(
            refused.to_string().contains("letters or digits"),
            "{refused}"
        );
        // Nor a control character or a direction override, in any of the three.
        for (player, character, station) in [
            ("Eve", "Kal\u{1b}[2Jev", "desk"),
            ("\u{202e}kiräK", "Ülle", "desk"),
            ("Eve", "Ülle", "desk\u{7}"),
        ] {
            let refused = store
                .add_walk_in(DEFAULT_EVENT, player, character, station)
                .unwrap_err()
                .to_string();
            assert!(refused.contains("is not allowed in a name"), "{refused}");
            assert!(!refused.contains(|c: char| armoury_rules::names::is_forbidden(c)), "{refused}");
        }
        // The lookup finds a walk-in at once.
        assert_eq!(store.characters(DEFAULT_EVENT).unwrap().len(), 2);
    }
}

on_both_backends! {
    fn an_import_merges_a_walk_in_by_names_and_keeps_its_id_history(db) {
        let mut store = db.open();
        let walk_in = store
            .add_walk_in(DEFAULT_EVENT, "Jaan Tamm", "Kalev Käärik", "desk")
            .unwrap();
        let csv =
            "id,character,player,group\nP7,kalev kaarik,JAAN TAMM,Abbey\nP8,Other,Jaan Tamm,\n";
        let parsed = parse_roster("late.csv", csv.as_bytes(), &[], Default::default()).unwrap();
        let done = store
            .import_roster(DEFAULT_EVENT, &parsed, false, false)
            .unwrap();
        assert_eq!((done.inserted, done.updated), (1, 1));
        assert_eq!(
            done.merged,
            [Merged {
                walk_in_id: "jaan-tamm/kalev-kaarik".into(),
                id: "P7".into(),
                character: "Kalev Käärik".into(),
                player: "Jaan Tamm".into(),
            }]
        );
        let all = store.characters(DEFAULT_EVENT).unwrap();
        assert_eq!(all.len(), 2, "{all:?}");
        let kalev = all.iter().find(|c| c.id == "P7").unwrap();
        assert_eq!(kalev.pk, walk_in.pk);
        assert_eq!(kalev.name, "kalev kaarik");
        assert_eq!(kalev.group.as_deref(), Some("Abbey"));
        // The walk-in's own player row went; the mark stays.
        assert_eq!(db.raw_i64("SELECT count(*) FROM players"), 2);
        assert!(
            store
                .walk_ins(DEFAULT_EVENT)
                .unwrap()
                .contains_key(&kalev.pk)
        );
        // The same file again merges nothing more.
        let again = store
            .import_roster(DEFAULT_EVENT, &parsed, false, false)
            .unwrap();
        assert!(again.merged.is_empty());
        assert_eq!(again.unchanged, 2);
    }
}

on_both_backends! {
    /// A roster without an id column names a walk-in by the id the names
    /// make: that row is the walk-in's, and a later row with the same names
    /// under an id of its own is a new character, not merged.
    fn a_walk_in_named_by_its_own_id_is_merged_with_no_other_row(db) {
        let mut store = db.open();
        let walk_in = store
            .add_walk_in(DEFAULT_EVENT, "Jaan Tamm", "Kalev", "desk")
            .unwrap();
        let csv = format!(
            "id,character,player,group\n{},Kalev,Jaan Tamm,Abbey\nP9,Kalev,Jaan Tamm,\n",
            walk_in.id
        );
        let parsed = parse_roster("late.csv", csv.as_bytes(), &[], Default::default()).unwrap();
        let done = store
            .import_roster(DEFAULT_EVENT, &parsed, false, false)
            .unwrap();
        assert!(done.merged.is_empty(), "{:?}", done.merged);
        assert_eq!((done.inserted, done.updated), (1, 1));
        let all = store.characters(DEFAULT_EVENT).unwrap();
        let own = all.iter().find(|c| c.id == walk_in.id).unwrap();
        assert_eq!((own.pk, own.group.as_deref()), (walk_in.pk, Some("Abbey")));
        assert!(all.iter().any(|c| c.id == "P9" && c.pk != walk_in.pk));
    }
}
