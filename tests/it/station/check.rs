//! The station's Check, Lookup, Armour and Event panels driven like a marshal
//! would: by keyboard, with simulated devices, and no GPU.
#![cfg(feature = "gui")]

mod photos;

use crate::common;
use std::sync::mpsc::Sender;

use armoury::station::{
    self, App, ChannelSource, Decision, DeviceUpdate, Link, Measurement, Notice, Options, Phase,
    Source, Tab,
};
use armoury_records::Store;
use armoury_rules::units::{Grams, Millimetres, Quantity};
use armoury_rules::{Outcome, check::Status};
#[cfg(not(windows))]
use armoury_tags::Covers;
use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

struct Rig {
    /// The database's and the tag PDFs' folder, while a rig made it.
    _dir: Option<tempfile::TempDir>,
    harness: Harness<'static, App>,
    scale: Sender<DeviceUpdate>,
    caliper: Sender<DeviceUpdate>,
}

/// The whole window, each frame running the app's logic then drawing it.
fn harness_of(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, app: &mut App| {
                app.logic();
                app.show(ui);
            },
            app,
        )
}

fn harness(options: Options) -> Harness<'static, App> {
    harness_of(App::new(&egui::Context::default(), options))
}

/// The station on a fresh database seeded as `--demo` seeds it (the
/// sample roster, event Demo), tag PDFs written into `dir`.
fn demo_options(dir: &std::path::Path) -> Options {
    let mut store = Store::open(dir.join("demo.db")).unwrap();
    station::seed_demo(&mut store).unwrap();
    let mut options = Options::new(store);
    options.tags_dir = Some(dir.join("tags"));
    options
}

fn rig() -> Rig {
    let dir = tempfile::tempdir().unwrap();
    let mut rig = rig_with(demo_options(dir.path()));
    rig._dir = Some(dir);
    rig
}

fn rig_with(options: Options) -> Rig {
    let mut app = App::new(&egui::Context::default(), options);
    let (scale, scale_source) = ChannelSource::new(Source::Scale);
    let (caliper, caliper_source) = ChannelSource::new(Source::Caliper);
    app.station.devices.attach(Box::new(scale_source));
    app.station.devices.attach(Box::new(caliper_source));
    for (tx, source) in [(&scale, Source::Scale), (&caliper, Source::Caliper)] {
        tx.send(DeviceUpdate::Link {
            source,
            name: format!("sim {}", source.name()),
            link: Link::Connected,
        })
        .unwrap();
    }
    let harness = harness_of(app);
    let mut rig = Rig {
        _dir: None,
        harness,
        scale,
        caliper,
    };
    rig.settle(); // The roster arrives from the worker.
    rig
}

impl Rig {
    /// Lets every queued store job finish, routes the answers, redraws.
    fn settle(&mut self) {
        let app = self.harness.state_mut();
        loop {
            // An answer may queue more work (an approval queues its tag).
            let answers = app.station.worker.wait_idle();
            if answers.is_empty() {
                break;
            }
            for done in answers {
                app.route(done);
            }
        }
        self.harness.run_steps(3);
    }

    fn key(&mut self, key: Key) {
        self.harness.key_press(key);
        self.harness.run_steps(2);
    }

    fn type_focused(&mut self, text: &str) {
        self.harness.get_by(|n| n.is_focused()).type_text(text);
        self.harness.run_steps(2);
    }

    fn capture(&mut self, source: Source, value: Quantity) {
        let tx = match source {
            Source::Scale => &self.scale,
            Source::Caliper => &self.caliper,
        };
        for phase in [Phase::Unstable, Phase::Stable, Phase::Captured] {
            tx.send(DeviceUpdate::Value(Measurement {
                source,
                value,
                phase,
            }))
            .unwrap();
        }
        self.harness.run_steps(2);
    }

    /// Player search → Enter takes the one match.
    fn player(&mut self, name: &str) {
        self.harness.get_by_label("Player").focus();
        self.harness.run_steps(1);
        self.type_focused(name);
        self.key(Key::Enter);
    }

    /// Player search → Enter, kind 1 (melee), length typed, devices measure the rest.
    fn sword(&mut self, name: &str, length: &str, striking_mm: f64) {
        self.player(name);
        self.key(Key::Num1);
        self.type_focused(length);
        for mm in [22.0, striking_mm, 55.0] {
            self.capture(Source::Caliper, Quantity::Length(Millimetres(mm)));
        }
        self.capture(Source::Scale, Quantity::Mass(Grams(650.0)));
    }

    fn app(&self) -> &App {
        self.harness.state()
    }
}

#[test]
fn a_passing_sword_from_roster_search_to_approval_with_devices() {
    let mut rig = rig();
    rig.sword("kalevipoeg", "95", 15.0);
    let app = rig.app();
    assert_eq!(
        app.check.character.as_ref().map(|c| c.name.as_str()),
        Some("Kalevipoeg")
    );
    let form = app.check.form.as_ref().unwrap();
    let texts: Vec<&str> = form.fields.iter().map(|f| f.text.as_str()).collect();
    assert_eq!(texts, ["95", "22", "15", "55", "650"]);
    // Every measurement field is wide enough to read a value (not a 40 px sliver).
    let width = rig.harness.get_by_label("weight").rect().width();
    assert!(width >= 140.0, "the weight field is {width} px wide");
    // Live findings: everything passes but the attestations are unanswered.
    let verdict = app.check.verdict(&app.station.ruleset).unwrap();
    assert!(verdict.is_incomplete());
    assert!(rig.harness.query_by_label_contains("INCOMPLETE").is_some());

    // The marshal's keys beyond the length digits: F2 (attestations), Enter (approve).
    rig.key(Key::F2);
    assert!(rig.harness.query_by_label_contains("APPROVED").is_some());
    assert!(rig.app().check.form.as_ref().unwrap().is_complete());
    rig.key(Key::Enter);
    rig.settle();

    let app = rig.app();
    assert_eq!(app.station.recorded.len(), 1);
    let stored = &app.station.recorded[0];
    assert_eq!(stored.tag.as_deref(), Some("DEMO-000001"));
    assert_eq!(stored.record.decision, Decision::Approved);
    assert_eq!(stored.record.verdict.verdict, Outcome::Approved);
    assert_eq!(
        stored.record.verdict.category.as_deref(),
        Some("one-handed")
    );
    assert_eq!(
        stored.record.character.as_ref().unwrap().player(),
        "Kalev Tamm"
    );
    assert_eq!(
        stored.record.item.measures["length"],
        Quantity::Length(Millimetres(950.0))
    );
    assert_eq!(
        stored.record.item.measures["weight"],
        Quantity::Mass(Grams(650.0))
    );
    assert_eq!(stored.record.item.materials["core"], "pvc");
    assert!(stored.record.failing.is_empty());
    assert!(
        app.check
            .last
            .as_deref()
            .unwrap()
            .contains("tag DEMO-000001")
    );
    // The form starts again for the same kind, empty, with the length focused.
    let form = app.check.form.as_ref().unwrap();
    assert_eq!(form.kind, "melee");
    assert!(form.fields.iter().all(|f| f.text.is_empty()));
    assert!(rig.harness.get_by_label("total length").is_focused());
    // Materials carry over to the next item at this station.
    assert_eq!(app.station.prefs.materials["padding"], "tubular-insulation");
}

#[test]
fn the_player_search_ignores_accents_and_takes_the_best_match() {
    let mut rig = rig();
    for (typed, found) in [
        ("kaarik", "Kalev Käärik"),
        ("o briain", "Aoife Ó Briain"),
        ("KALEVIPOEG", "Kalevipoeg"),
        ("sigrd", "Sigrid Ironhand"),
    ] {
        rig.harness.get_by_label("Player").focus();
        rig.harness.run_steps(1);
        rig.type_focused(typed);
        rig.key(Key::Enter);
        let chosen = rig.app().check.character.as_ref().map(|c| c.name.clone());
        assert_eq!(chosen.as_deref(), Some(found), "typed {typed:?}");
        // The panel shows the player taken.
        assert!(rig.harness.query_by_label(found).is_some(), "{found}");
    }
}

#[test]
fn a_thin_padding_is_rejected_with_its_reasons() {
    let mut rig = rig();
    rig.sword("linda", "95", 8.0);
    rig.key(Key::F2);
    let verdict = rig.app().check.verdict(&rig.app().station.ruleset).unwrap();
    assert_eq!(verdict.verdict, Outcome::Rejected);
    let failing: Vec<_> = verdict.blockers().collect();
    assert_eq!(failing.len(), 1);
    assert_eq!(
        (failing[0].rule.as_str(), failing[0].status),
        ("padding.striking", Status::Fail)
    );
    assert!(
        rig.harness
            .query_by_label_contains("8 mm is not at least 10 mm")
            .is_some()
    );
    // Enter does not approve a rejected item.
    rig.key(Key::Enter);
    rig.settle();
    assert!(rig.app().station.recorded.is_empty());
    rig.key(Key::F4);
    rig.settle();
    let stored = &rig.app().station.recorded[0];
    assert_eq!(stored.record.decision, Decision::Rejected);
    assert_eq!(stored.tag, None);
    assert_eq!(stored.record.failing, ["padding.striking"]);
    assert!(
        rig.app()
            .check
            .last
            .as_deref()
            .unwrap()
            .contains("padding.striking")
    );
}

#[test]
fn a_material_is_chosen_from_the_keyboard() {
    let mut rig = rig();
    rig.sword("kalev", "95", 15.0);
    rig.key(Key::F2);
    // Tab from the last measurement reaches the former's material; a
    // letter picks the next material of that name, the arrows step.
    rig.harness.get_by_label("weight").focus();
    rig.harness.run_steps(1);
    rig.key(Key::Tab);
    rig.type_focused("w");
    let former = |app: &App| {
        let form = app.check.form.as_ref().unwrap();
        form.materials[0].selected.clone()
    };
    assert_eq!(former(rig.app()).as_deref(), Some("wood"));
    let verdict = rig.app().check.verdict(&rig.app().station.ruleset).unwrap();
    assert_eq!(verdict.verdict, Outcome::Rejected);
    let failing: Vec<&str> = verdict.blockers().map(|f| f.message.as_str()).collect();
    assert!(failing.iter().any(|m| m.contains("wood")), "{failing:?}");
    rig.key(Key::ArrowUp);
    assert_eq!(former(rig.app()).as_deref(), Some("leather"));
    rig.type_focused("p");
    assert_eq!(former(rig.app()).as_deref(), Some("pvc"));
    let verdict = rig.app().check.verdict(&rig.app().station.ruleset).unwrap();
    assert_eq!(verdict.verdict, Outcome::Approved);
}

#[test]
fn an_override_needs_a_typed_reason() {
    let mut rig = rig();
    rig.sword("sigrid", "95", 8.0);
    rig.key(Key::F2);
    rig.key(Key::F8);
    assert!(rig.harness.get_by_label("Override reason").is_focused());
    rig.key(Key::Enter); // No reason: nothing is recorded.
    rig.settle();
    assert!(rig.app().station.recorded.is_empty());
    assert_eq!(
        rig.app().station.notice,
        Some(Notice::Error("an override needs a reason".into()))
    );
    rig.type_focused("padding is dense camping mat, GM Toomas agreed");
    rig.key(Key::Enter);
    rig.settle();
    let stored = &rig.app().station.recorded[0];
    assert_eq!(
        stored.record.decision,
        Decision::Overridden {
            reason: "padding is dense camping mat, GM Toomas agreed".into()
        }
    );
    assert_eq!(stored.record.verdict.verdict, Outcome::Rejected);
    assert_eq!(stored.record.failing, ["padding.striking"]);
    assert_eq!(stored.tag.as_deref(), Some("DEMO-000001"));
}

#[test]
fn manual_entry_works_without_devices_and_a_wedge_enter_moves_on() {
    let mut rig = rig();
    rig.harness.get_by_label("Player").focus();
    rig.harness.run_steps(1);
    rig.type_focused("Old Fox");
    rig.key(Key::Enter);
    rig.key(Key::Num1);
    // A keyboard-wedge device types a number and Enter into each field in turn.
    for value in ["95", "22", "15", "55", "650"] {
        rig.type_focused(value);
        rig.key(Key::Enter);
    }
    let form = rig.app().check.form.as_ref().unwrap();
    let texts: Vec<&str> = form.fields.iter().map(|f| f.text.as_str()).collect();
    assert_eq!(texts, ["95", "22", "15", "55", "650"]);
    assert!(
        rig.app().station.recorded.is_empty(),
        "attestations are still open"
    );
    rig.key(Key::F2);
    rig.key(Key::Enter);
    rig.settle();
    assert_eq!(
        rig.app().station.recorded[0].record.decision,
        Decision::Approved
    );
}

#[test]
fn the_lookup_panel_shows_approved_items_and_verifies_tags() {
    let mut rig = rig();
    rig.sword("kalevipoeg", "95", 15.0);
    rig.key(Key::F2);
    rig.key(Key::Enter);
    rig.settle();
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    rig.harness.run_steps(2);
    assert_eq!(rig.app().tab, Tab::Lookup);
    // The panel opens with Find focused; Enter takes the one match.
    rig.type_focused("kalevipoeg");
    rig.key(Key::Enter);
    rig.settle();
    assert!(
        rig.harness
            .query_by_label_contains("DEMO-000001  melee one-handed")
            .is_some()
    );
    rig.harness.get_by_label("Tag").focus();
    rig.harness.run_steps(1);
    rig.type_focused("demo-1");
    rig.settle();
    assert!(
        rig.harness
            .query_by_label_contains("VALID DEMO-000001: melee of Kalevipoeg")
            .is_some()
    );
    rig.harness.get_by_label("Tag").focus();
    rig.harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    rig.type_focused("T99999");
    rig.settle();
    assert!(
        rig.harness
            .query_by_label_contains("UNKNOWN T99999: no such tag")
            .is_some()
    );
}

#[test]
fn the_armour_panel_finds_a_character() {
    let mut rig = rig();
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    rig.harness.run_steps(2);
    assert_eq!(rig.app().tab, Tab::Armour);
    rig.harness.get_by_label("Character").focus();
    rig.harness.run_steps(1);
    rig.type_focused("aino");
    rig.harness
        .get_by_label_contains("Aino (Anu Lepp, Forest Folk)")
        .click();
    rig.harness.run_steps(2);
    assert_eq!(
        rig.app().armour.character.as_ref().map(|c| c.player()),
        Some("Anu Lepp")
    );
}

#[test]
fn device_status_and_live_values_show() {
    let mut rig = rig();
    rig.sword("kalev", "", 15.0);
    rig.scale
        .send(DeviceUpdate::Value(Measurement {
            source: Source::Scale,
            value: Quantity::Mass(Grams(700.0)),
            phase: Phase::Unstable,
        }))
        .unwrap();
    rig.harness.run_steps(2);
    assert!(
        rig.harness
            .query_by_label_contains("reading 700 g unstable")
            .is_some()
    );
    rig.caliper
        .send(DeviceUpdate::Link {
            source: Source::Caliper,
            name: "sim caliper".into(),
            link: Link::Disconnected {
                reason: "the cable was pulled".into(),
            },
        })
        .unwrap();
    rig.harness.run_steps(2);
    assert!(
        rig.harness
            .query_by_label_contains("disconnected: the cable was pulled")
            .is_some()
    );
}

#[test]
fn an_approval_is_stored_in_the_sqlite_database_with_its_tag() {
    let (_dir, db, mut rig) = sqlite_rig("p7", "Kalevipoeg", "Kalev Tamm");
    assert_eq!(rig.app().station.roster.len(), 1);
    rig.sword("kalev", "95", 15.0);
    rig.key(Key::F2);
    rig.key(Key::Enter);
    rig.settle();
    let tag = rig.app().station.recorded[0].tag.clone().unwrap();
    drop(rig); // Closes the worker and its connection.

    let records = armoury_records::Store::open(&db).unwrap();
    let stored = records.inspections("default").unwrap();
    assert_eq!(stored.len(), 1);
    assert!(stored[0].approved);
    assert_eq!(stored[0].verdict, "approved");
    assert_eq!(stored[0].tag_serial.as_deref(), Some(tag.as_str()));
    assert_eq!(stored[0].item.kind, "melee");
    assert_eq!(stored[0].category.as_deref(), Some("one-handed"));
    let character = records.character(stored[0].character_pk.unwrap()).unwrap();
    assert_eq!(character.id, "p7");
}

/// A rig on a fresh SQLite database (in a temporary folder, which also
/// takes the tag PDFs) whose roster is one character.
fn sqlite_rig(id: &str, name: &str, player: &str) -> (tempfile::TempDir, std::path::PathBuf, Rig) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("station.db");
    {
        let mut records = armoury_records::Store::open(&db).unwrap();
        let entry = armoury_records::RosterEntry {
            id: id.into(),
            name: name.into(),
            player_name: Some(player.into()),
            ..Default::default()
        };
        records.upsert_character("default", &entry).unwrap();
    }
    let mut options = Options::new(Store::open(&db).unwrap());
    options.tags_dir = Some(dir.path().join("tags"));
    (dir, db, rig_with(options))
}

/// The text of every page of a PDF, as printpdf reads it back.
fn pdf_text(pdf: &[u8]) -> String {
    common::pdf::text(pdf).join("\n")
}

/// Unix: the station's spooler program is swapped for a recorder; Windows
/// prints through GDI, which has no program to swap (`tags::wine_print`
/// prints there for real).
#[cfg(not(windows))]
#[test]
fn an_approval_prints_its_tag_from_the_sqlite_records() {
    let (dir, db, mut rig) = sqlite_rig("p7", "Kalevipoeg", "Kalev Tamm");
    {
        let station = &mut rig.harness.state_mut().station;
        station.prefs.print = true;
        station.spooler = dir.path().join("no-such-lp").into_os_string();
    }
    rig.sword("kalev", "95", 15.0);
    rig.key(Key::F2);
    rig.key(Key::Enter);
    rig.settle();
    let tag = rig.app().station.recorded[0].tag.clone().unwrap();
    let pdf = dir.path().join("tags").join(format!("{tag}.pdf"));
    assert!(pdf.exists(), "{} was not written", pdf.display());
    let text = pdf_text(&std::fs::read(&pdf).unwrap());
    assert!(text.contains(&tag), "{text}");
    assert!(text.contains("Kalevipoeg"), "{text}");
    let expected = format!(
        "tag {tag}: no spooler (lp not found): PDF kept at {}",
        pdf.display()
    );
    assert_eq!(
        rig.app().station.notice,
        Some(Notice::Error(expected.clone()))
    );
    assert!(rig.harness.query_by_label_contains(&expected).is_some());

    // Ctrl+P reprints the last tag: written again (printing now off).
    std::fs::remove_file(&pdf).unwrap();
    rig.harness.state_mut().station.prefs.print = false;
    rig.harness.key_press_modifiers(Modifiers::COMMAND, Key::P);
    rig.harness.run_steps(2);
    rig.settle();
    assert!(pdf.exists());
    assert!(matches!(
        &rig.app().station.notice,
        Some(Notice::Info(m)) if m.starts_with(&format!("tag {tag}: PDF written to"))
    ));

    // The tag's QR string scanned into Lookup verifies; an altered one does not.
    let records = armoury_records::Store::open(&db).unwrap();
    let content = armoury_issuing::tag_content(&records, &tag).unwrap();
    let key = armoury_issuing::event_key(&records, &content.event_code).unwrap();
    let scanned = armoury_tags::sign(Covers::Tag, &content.event_code, &tag, &key).unwrap();
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    rig.harness.run_steps(2);
    rig.harness.get_by_label("Tag").focus();
    rig.harness.run_steps(1);
    rig.type_focused(&scanned);
    rig.settle();
    let valid = format!("VALID {tag}: melee of Kalevipoeg");
    assert!(rig.harness.query_by_label_contains(&valid).is_some());
    // One character of the signature changed.
    let last = if scanned.ends_with('A') { "B" } else { "A" };
    let altered = format!("{}{last}", &scanned[..scanned.len() - 1]);
    rig.harness.get_by_label("Tag").focus();
    rig.harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    rig.type_focused(&altered);
    rig.settle();
    assert!(rig.harness.query_by_label_contains("NOT GENUINE").is_some());
}

#[test]
fn a_reject_prints_a_fail_slip_listing_its_reasons() {
    let (dir, _db, mut rig) = sqlite_rig("p7", "Kalevipoeg", "Kalev Tamm");
    rig.sword("kalev", "95", 8.0);
    rig.key(Key::F2);
    rig.key(Key::F4);
    rig.settle();
    let id = rig.app().station.recorded[0].id.unwrap();
    let pdf = dir.path().join("tags").join(format!("fail-slip-{id}.pdf"));
    // By default a reject prints nothing by itself; Ctrl+P prints its slip.
    assert!(!pdf.exists());
    let offer = format!("Print fail slip #{id} (Ctrl+P)");
    assert!(rig.harness.query_by_label(&offer).is_some());
    rig.harness.key_press_modifiers(Modifiers::COMMAND, Key::P);
    rig.harness.run_steps(2);
    rig.settle();
    assert!(pdf.exists(), "{} was not written", pdf.display());
    // The slip wraps its lines: compare words.
    let words = |pdf: &std::path::Path| {
        let text = pdf_text(&std::fs::read(pdf).unwrap());
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let text = words(&pdf);
    assert!(text.contains("8 mm is not at least 10 mm"), "{text}");
    assert!(text.contains("Kalevipoeg"), "{text}");
    assert!(matches!(
        &rig.app().station.notice,
        Some(Notice::Info(m)) if m.starts_with(&format!("fail slip #{id}: PDF written to"))
    ));

    // With a fail slip for every reject, the next reject prints at once.
    rig.harness.state_mut().station.prefs.fail_slips = true;
    rig.sword("kalev", "95", 7.0);
    rig.key(Key::F2);
    rig.key(Key::F4);
    rig.settle();
    let id = rig.app().station.recorded[1].id.unwrap();
    let pdf = dir.path().join("tags").join(format!("fail-slip-{id}.pdf"));
    assert!(pdf.exists(), "{} was not written", pdf.display());
    let text = words(&pdf);
    assert!(text.contains("7 mm is not at least 10 mm"), "{text}");
}

#[test]
fn settings_choose_and_create_the_event_the_station_records_into() {
    let (_dir, db, mut rig) = sqlite_rig("p7", "Kalevipoeg", "Kalev Tamm");
    let event = |rig: &Rig| rig.app().station.event.as_ref().map(|e| e.id.clone());
    assert_eq!(event(&rig).as_deref(), Some("default"));
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num6);
    rig.harness.run_steps(2);

    // A new event: its id is made from the name; the station records into it.
    rig.harness.get_by_label("New event").focus();
    rig.harness.run_steps(1);
    rig.type_focused("Ancalagon Õhtu 2026");
    rig.harness.get_by_label("last day").focus();
    rig.harness.run_steps(1);
    rig.type_focused("2026-07-12");
    rig.harness.get_by_label("Create and use").click();
    rig.harness.run_steps(1);
    rig.settle();
    assert_eq!(event(&rig).as_deref(), Some("ancalagon-ohtu-2026"));
    assert!(matches!(
        &rig.app().station.notice,
        Some(Notice::Info(m)) if m.starts_with("recording into Ancalagon Õhtu 2026") && m.contains("until 2026-07-12")
    ));
    // Its roster is its own: Kalevipoeg is on the first event's.
    assert!(rig.app().station.roster.is_empty());
    assert!(
        rig.harness
            .query_by_label_contains("Ancalagon Õhtu 2026 ·")
            .is_some()
    );

    // Back to the first event from the keyboard: `u` on the Event choice
    // picks the "Unnamed event" the database started with.
    rig.harness.get_by_label("Event").focus();
    rig.harness.run_steps(2);
    rig.type_focused("u");
    rig.settle();
    assert_eq!(event(&rig).as_deref(), Some("default"));
    assert_eq!(rig.app().station.roster.len(), 1);

    // A bad date is refused in the records module's words; nothing changes.
    rig.harness.get_by_label("New event").focus();
    rig.harness.run_steps(1);
    rig.type_focused("Winter");
    rig.harness.get_by_label("last day").focus();
    rig.harness.run_steps(1);
    rig.type_focused("2026-13-40");
    rig.harness.get_by_label("Create and use").click();
    rig.harness.run_steps(1);
    rig.settle();
    assert!(
        matches!(
            &rig.app().station.notice,
            Some(Notice::Error(m)) if m.contains("2026-13-40") && m.contains("YYYY-MM-DD")
        ),
        "{:?}",
        rig.app().station.notice
    );
    assert_eq!(event(&rig).as_deref(), Some("default"));
    drop(rig);
    let records = armoury_records::Store::open(&db).unwrap();
    assert_eq!(records.events().unwrap().len(), 2);
    assert_eq!(records.current_event().unwrap().id, "default");
}

/// Unix: the printers come from a stand-in for `lpstat`; Windows asks its
/// spooler (`tags::wine_print` lists a real queue there).
#[cfg(unix)]
#[test]
fn settings_choose_the_printer_from_the_system_printers() {
    let (dir, _db, mut rig) = sqlite_rig("p7", "Kalevipoeg", "Kalev Tamm");
    let lpstat = common::fake_lpstat(dir.path());
    rig.harness.state_mut().station.printer_lister = lpstat.into_os_string();
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num6);
    rig.harness.run_steps(2);
    rig.settle();
    let shown = |rig: &Rig| rig.harness.get_by_label("Printer").value();
    assert_eq!(shown(&rig).as_deref(), Some("system default (Brother_QL)"));
    // From the keyboard: `o` on the Printer choice picks Office_A4.
    rig.harness.get_by_label("Printer").focus();
    rig.harness.run_steps(2);
    rig.type_focused("o");
    assert_eq!(rig.app().station.prefs.printer, "Office_A4");
    rig.type_focused("b");
    assert_eq!(rig.app().station.prefs.printer, "Brother_QL");
    assert_eq!(shown(&rig).as_deref(), Some("Brother_QL (the default)"));
    rig.key(Key::ArrowUp);
    rig.key(Key::ArrowUp);
    assert_eq!(rig.app().station.prefs.printer, "", "the system default");

    // No spooler: the panel says why and takes a typed name.
    rig.harness.state_mut().station.printer_lister =
        dir.path().join("no-such-lpstat").into_os_string();
    rig.harness.get_by_label("Look again").click();
    rig.harness.run_steps(1);
    rig.settle();
    assert!(
        rig.harness
            .query_by_label_contains("no print spooler: `")
            .is_some()
    );
    rig.harness.get_by_label("Printer").focus();
    rig.harness.run_steps(1);
    rig.type_focused("Label_62");
    assert_eq!(rig.app().station.prefs.printer, "Label_62");
}

/// Settings lists the referees' phones signed in to the event's page and
/// signs a lost one out; the others stay signed in.
#[test]
fn settings_list_the_referees_phones_and_sign_a_lost_one_out() {
    let (_dir, db, mut rig) = sqlite_rig("p7", "Kalevipoeg", "Kalev Tamm");
    let records = armoury_records::Store::open(&db).unwrap();
    let now = armoury_records::time::now_secs();
    let lost = records
        .open_referee_session("default", "Mari's phone", "192.0.2.4", now, now + 3600)
        .unwrap();
    let kept = records
        .open_referee_session("default", "Jaan's phone", "192.0.2.5", now, now + 3600)
        .unwrap();
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num6);
    rig.harness.run_steps(2);
    rig.harness.get_by_label("List signed-in phones").click();
    rig.harness.run_steps(1);
    rig.settle();
    assert!(
        rig.harness
            .query_by_label_contains("Mari's phone · 192.0.2.4")
            .is_some()
    );
    assert!(
        rig.harness
            .query_by_label_contains("Jaan's phone · 192.0.2.5")
            .is_some()
    );
    let mari = records
        .referee_session("default", &lost, now)
        .unwrap()
        .unwrap();
    rig.harness
        .get_by_label(&format!("Sign out {}", mari.id))
        .click();
    rig.harness.run_steps(1);
    rig.settle();
    assert!(
        rig.harness
            .query_by_label_contains("Mari's phone")
            .is_none()
    );
    assert!(
        rig.harness
            .query_by_label_contains("Jaan's phone")
            .is_some()
    );
    assert_eq!(
        records.referee_session("default", &lost, now).unwrap(),
        None
    );
    assert!(
        records
            .referee_session("default", &kept, now)
            .unwrap()
            .is_some()
    );
}

/// Pseudo-terminal pair creation is not thread-safe: pty tests hold this.
static PTY: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn the_devices_panel_connects_a_simulated_scale_on_a_pty_and_it_fills_the_weight() {
    use armoury_devices::profile::Profile;
    use armoury_devices::simulate::{Script, Simulator};
    let _pty = PTY.lock().unwrap_or_else(|p| p.into_inner());
    let profile = Profile::resolve("mt-sics").unwrap();
    let simulator = Simulator::start(Script::for_profile(&profile, 3)).unwrap();

    let dir = tempfile::tempdir().unwrap();
    let mut options = demo_options(dir.path());
    options.tab = Tab::Devices;
    let mut harness = harness(options);
    harness.run_steps(2);
    // The ports this machine has are listed (pseudo-terminals are not).
    let app = harness.state_mut();
    for done in app.station.worker.wait_idle() {
        app.route(done);
    }
    assert!(harness.state().devices.ports.is_some());
    // The scale is the first device: type its port and profile, Connect.
    harness.get_all_by_label("Port").next().unwrap().focus();
    harness.run_steps(1);
    harness
        .get_by(|n| n.is_focused())
        .type_text(simulator.path());
    // The profile is chosen among the shipped ones: `m` goes from auto to mt-sics.
    harness.get_all_by_label("Profile").next().unwrap().focus();
    harness.run_steps(2);
    harness.get_by(|n| n.is_focused()).type_text("m");
    harness.run_steps(1);
    assert_eq!(harness.state().station.prefs.scale_profile, "mt-sics");
    harness.get_all_by_label("Connect").next().unwrap().click();
    harness.run_steps(2);
    assert_eq!(harness.state().station.prefs.scale_port, simulator.path());

    // Start a sword for Kalevipoeg on the Check panel.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num1);
    harness.run_steps(2);
    harness.get_by_label("Player").focus();
    harness.run_steps(1);
    harness.get_by(|n| n.is_focused()).type_text("kalev");
    harness.run_steps(1);
    harness.key_press(Key::Enter);
    harness.run_steps(1);
    harness.key_press(Key::Escape);
    harness.run_steps(1);
    harness.key_press(Key::Num1);
    harness.run_steps(2);
    assert!(harness.state().check.form.is_some());

    // Wait (up to a minute, not a speed limit) for the scale to capture a weight.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let weight = loop {
        harness.run_steps(1);
        let form = harness.state().check.form.as_ref().unwrap();
        let field = form.fields.iter().find(|f| f.measure == "weight").unwrap();
        // The field says "captured" once the scale's auto-capture filled it.
        if harness.query_by_label("captured").is_some() && !field.text.is_empty() {
            break field.text.clone();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no captured weight; devices: {:?}",
            harness.state().station.devices.states().collect::<Vec<_>>()
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    // One of the simulator's loads (245.6 g, 1.234 kg, 0.85 lb, 612.3 g),
    // within the 1 % at which the simulator's display counts as settled.
    let grams: f64 = weight.parse().unwrap();
    assert!(
        [245.6, 1234.0, 0.85 * 453.592_37, 612.3]
            .iter()
            .any(|load| (grams - load).abs() <= load * 0.01),
        "{weight}"
    );
    let (port, raw) = super::scale_stream(harness.state());
    assert_eq!(port, simulator.path());
    assert!(raw.iter().any(|line| line.starts_with("S S")), "{raw:?}");
}

/// The demo's devices: on ptys through the serial code on Unix, on
/// in-process ports (`sim:N`) where there are none (Windows).
#[test]
fn demo_devices_run_through_the_serial_code_on_ptys() {
    let _pty = PTY.lock().unwrap_or_else(|p| p.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let mut options = demo_options(dir.path());
    options.demo = true;
    let mut app = App::new(&egui::Context::default(), options);
    assert_eq!(app.station.notice, None);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        app.logic();
        // The scale streams; the caliper is silent until asked (F6).
        let scale_lines = app
            .station
            .devices
            .state(Source::Scale)
            .map_or(0, |d| d.raw.len());
        let caliper_open = app
            .station
            .devices
            .state(Source::Caliper)
            .is_some_and(|d| !matches!(d.link, Link::Disconnected { .. }));
        if scale_lines > 0 && caliper_open {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no raw lines from the demo devices"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let scale = app.station.devices.state(Source::Scale).unwrap();
    let port = if cfg!(unix) { "/dev/" } else { "sim:" };
    assert!(scale.name.starts_with(port), "{}", scale.name);
}

/// Steps the app until `done` holds (a real pty answers within
/// milliseconds; the generous deadline only stops a broken run hanging).
fn step_until(harness: &mut Harness<'static, App>, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !done(harness.state()) {
        assert!(std::time::Instant::now() < deadline, "waiting for {what}");
        std::thread::sleep(std::time::Duration::from_millis(20));
        harness.run_steps(1);
    }
}

#[test]
fn the_demo_flow_f6_per_caliper_touch_f2_and_enter_writes_the_tag_pdf() {
    let _pty = PTY.lock().unwrap_or_else(|p| p.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let mut options = demo_options(dir.path());
    options.demo = true;
    let mut harness = harness(options);
    step_until(&mut harness, "the demo caliper to connect", |app| {
        app.station
            .devices
            .state(Source::Caliper)
            .is_some_and(|d| !matches!(d.link, Link::Disconnected { .. }))
    });
    harness.get_by_label("Player").focus();
    harness.run_steps(1);
    harness.get_by(|n| n.is_focused()).type_text("kalevipoeg");
    harness.run_steps(1);
    for key in [Key::Enter, Key::Num1] {
        harness.key_press(key);
        harness.run_steps(2);
    }
    harness.get_by(|n| n.is_focused()).type_text("95");
    harness.run_steps(1);
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    // The demo caliper is silent until asked: nothing arrives by itself.
    std::thread::sleep(std::time::Duration::from_millis(500));
    harness.run_steps(2);
    let caliper_texts = |app: &App| -> Vec<String> {
        let form = app.check.form.as_ref().unwrap();
        form.fields[1..4].iter().map(|f| f.text.clone()).collect()
    };
    assert_eq!(caliper_texts(harness.state()), ["", "", ""]);
    for (n, touch) in ["22.5", "15.24", "55.5"].into_iter().enumerate() {
        harness.key_press(Key::F6);
        harness.run_steps(1);
        step_until(&mut harness, touch, |app| !caliper_texts(app)[n].is_empty());
        assert_eq!(caliper_texts(harness.state())[n], touch);
    }

    // The demo scale weighs by itself (245.6 g first); F2 answers the
    // attestations and Enter approves: the tag is recorded in the demo
    // database and its PDF written, named in the status strip.
    step_until(&mut harness, "the demo scale's weight", |app| {
        let form = app.check.form.as_ref().unwrap();
        form.fields.iter().all(|f| !f.text.is_empty())
    });
    harness.key_press(Key::F2);
    harness.run_steps(2);
    let app = harness.state();
    assert_eq!(
        app.check.verdict(&app.station.ruleset).unwrap().verdict,
        Outcome::Approved
    );
    harness.key_press(Key::Enter);
    step_until(
        &mut harness,
        "the tag PDF",
        |app| matches!(&app.station.notice, Some(Notice::Info(m)) if m.contains("PDF written")),
    );
    let pdf = dir.path().join("tags").join("DEMO-000001.pdf");
    let notice = format!(
        "tag DEMO-000001: PDF written to {} (printing is off in Settings)",
        pdf.display()
    );
    assert_eq!(
        harness.state().station.notice,
        Some(Notice::Info(notice.clone()))
    );
    assert!(harness.query_by_label(&notice).is_some());
    let text = pdf_text(&std::fs::read(&pdf).unwrap());
    assert!(text.contains("Kalevipoeg"), "{text}");
}

#[test]
fn the_armour_panel_awards_pieces_live_and_records_the_award_without_a_mouse() {
    let (_dir, db, mut rig) = sqlite_rig("p9", "Aino", "Anu Lepp");
    // No mouse: Ctrl+2 opens the panel with its search focused, Enter takes
    // the one match and starts piece 1 with its slot focused.
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    rig.harness.run_steps(2);
    rig.type_focused("aino");
    rig.key(Key::Enter);
    assert_eq!(
        rig.app().armour.character.as_ref().map(|c| c.name.as_str()),
        Some("Aino")
    );
    assert!(
        rig.harness
            .query_by_label("piece 1: choose its material")
            .is_some()
    );
    // A letter picks the slot, Tab, a letter picks the material, Tab past
    // the name, the thickness typed.
    rig.type_focused("t");
    rig.key(Key::Tab);
    rig.type_focused("p");
    rig.key(Key::Tab);
    rig.key(Key::Tab);
    rig.type_focused("1.5");
    let row = &rig.app().armour.pieces[0];
    assert_eq!(
        (
            row.slot.as_str(),
            row.material.as_str(),
            row.thickness.as_str()
        ),
        ("torso", "plate", "1.5")
    );
    assert!(
        rig.harness
            .query_by_label_contains("2 armour points (provisional) — body 2, helmet 0")
            .is_some()
    );
    assert!(
        rig.harness
            .query_by_label_contains("plate (sheet metal) thickness 1.5 mm")
            .is_some()
    );
    // Ctrl+N: piece 2. `h` twice passes hands to reach the helmet; ↓ steps
    // the material from leather to chain mail to plate.
    rig.harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    rig.harness.run_steps(2);
    rig.type_focused("h");
    rig.type_focused("h");
    rig.key(Key::Tab);
    for _ in 0..3 {
        rig.key(Key::ArrowDown);
    }
    rig.key(Key::Tab);
    rig.key(Key::Tab);
    rig.type_focused("1.2");
    let row = &rig.app().armour.pieces[1];
    assert_eq!(
        (
            row.slot.as_str(),
            row.material.as_str(),
            row.thickness.as_str()
        ),
        ("helmet", "plate", "1.2")
    );
    // A typing mistake is shown, never awarded.
    rig.harness.state_mut().armour.pieces[0].thickness = "thick".into();
    rig.harness.run_steps(2);
    assert!(
        rig.harness
            .query_by_label_contains("piece 1 thickness: \"thick\" is not a length")
            .is_some()
    );
    // A game master's decision on the body (clamped to 3), entered in its row.
    rig.harness.state_mut().armour.pieces[0].thickness = "1.5".into();
    rig.harness
        .get_by_label("Game master's decision on the body armour")
        .click();
    rig.harness.run_steps(2);
    for (field, text) in [
        ("GM points", "4"),
        ("GM", "Tiit"),
        ("GM reason", "convincing"),
    ] {
        rig.harness.get_by_label(field).focus();
        rig.harness.run_steps(1);
        rig.type_focused(text);
    }
    let award = rig.app().armour.award(&rig.app().station).unwrap();
    let points = award.points().unwrap();
    assert_eq!((points.body, points.helmet, points.total), (3, 1, 4));
    assert!(points.clamped && points.gm_decided);

    // Appendix 2: "First of all, the armor has to be safe for user and other
    // players." Unanswered attestations leave the award incomplete: shown,
    // never recorded. F2 answers every piece as required (safe).
    assert!(!award.attested);
    assert!(
        rig.harness
            .query_by_label_contains("INCOMPLETE — 4 armour points")
            .is_some()
    );
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    rig.harness.run_steps(1);
    assert_eq!(
        rig.app().station.notice,
        Some(Notice::Error(
            "answer every piece's safety attestation first (F2: all safe)".into()
        ))
    );
    rig.key(Key::F2);
    assert!(rig.app().armour.pieces.iter().all(|p| p.safe == Some(true)));
    assert!(rig.app().armour.award(&rig.app().station).unwrap().attested);

    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    rig.harness.run_steps(1);
    rig.settle();
    assert_eq!(
        rig.app().station.notice,
        Some(Notice::Info(
            "armour of Aino recorded: 4 points (body 3, helmet 1), provisional".into()
        ))
    );
    drop(rig);
    let records = armoury_records::Store::open(&db).unwrap();
    let pk = records.characters("default").unwrap()[0].pk;
    let card = records.card(pk).unwrap();
    let stored = card.armour.unwrap();
    assert_eq!(
        (stored.body_points, stored.helmet_points, stored.total),
        (3, 1, 4)
    );
    assert!(stored.provisional);
}

#[test]
fn a_roster_csv_is_previewed_with_its_bad_rows_then_imported() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("station.db");
    let csv = dir.path().join("roster.csv");
    std::fs::write(
        &csv,
        "id,character,player,group,hit_points\n\
         c1,Aragorn,Mari Kask,Rangers,3\n\
         c2,Boromir,Jaan Saar,Gondor,many\n\
         c3,Legolas,Liis Mets,Elves,2\n",
    )
    .unwrap();
    let options = Options::new(Store::open(&db).unwrap());
    let mut rig = rig_with(options);
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num4);
    rig.harness.run_steps(2);
    assert_eq!(rig.app().tab, Tab::Roster);
    rig.harness.get_by_label("CSV file").focus();
    rig.harness.run_steps(1);
    rig.type_focused(csv.to_str().unwrap());
    rig.harness.get_by_label("Preview").click();
    rig.harness.run_steps(1);
    rig.settle();
    // Nothing is stored yet; the preview shows the good rows and the bad one.
    assert!(rig.app().station.roster.is_empty());
    assert!(
        rig.harness
            .query_by_label_contains("2 good rows, 1 bad rows")
            .is_some()
    );
    assert!(rig.harness.query_by_label("Legolas").is_some());
    assert!(
        rig.harness
            .query_by_label_contains("line 3, column hit_points: value \"many\"")
            .is_some()
    );
    rig.harness
        .get_by_label("Import 2 good rows, leave out 1 bad")
        .click();
    rig.harness.run_steps(1);
    rig.settle();
    assert!(rig.app().roster.preview.is_none());
    let mut names: Vec<String> = rig
        .app()
        .station
        .roster
        .all()
        .iter()
        .map(|c| c.name.clone())
        .collect();
    names.sort();
    assert_eq!(names, ["Aragorn", "Legolas"]);
    assert_eq!(
        rig.app().station.notice,
        Some(Notice::Info(
            "roster imported: 2 new, 0 updated, 0 unchanged, 1 bad rows left out".into()
        ))
    );
}

#[test]
fn the_check_form_offers_bandages_from_the_ruleset() {
    // "To bind a wound a representation of a bandage is required – a white
    // strip of cloth, at least 5cm wide and 50cm long." The form comes from
    // the ruleset: the bandage kind, its measures, material and attestation.
    // A new kind goes last (the key's arithmetic is a unit test in check.rs).
    let mut rig = rig();
    assert!(
        rig.harness
            .query_by_label_contains("Shift+2 Bandage")
            .is_some()
    );
    rig.player("kalev");
    rig.harness.key_press_modifiers(Modifiers::SHIFT, Key::Num2);
    rig.harness.run_steps(2);
    let form = rig.app().check.form.as_ref().unwrap();
    assert_eq!(form.kind, "bandage");
    let measures: Vec<&str> = form.fields.iter().map(|f| f.measure.as_str()).collect();
    // In the order the rules file lists its measures.
    assert_eq!(measures, ["length", "strip.width"]);
    assert_eq!(form.materials[0].part, "strip");
    assert_eq!(form.flags[0].flag, "white");
}

/// A file dropped onto the window, as the windowing layer hands it over.
#[derive(Debug)]
struct Dropped(std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

impl Rig {
    /// Drops `path` onto the window, then lets the worker read it.
    fn drop_file(&mut self, path: &std::path::Path) {
        self.harness
            .input_mut()
            .dropped_files
            .push(std::sync::Arc::new(Dropped(path.to_path_buf())));
        self.harness.run_steps(1);
        self.settle();
    }
}

#[test]
fn the_first_run_asks_who_is_here_once_and_says_how_to_fill_the_empty_roster() {
    let dir = tempfile::tempdir().unwrap();
    let prefs = dir.path().join("station.toml");
    let mut options = Options::new(Store::open(dir.path().join("new.db")).unwrap());
    options.prefs_path = Some(prefs.clone());
    let mut rig = rig_with(options);
    // The one-time prompt has the keyboard: type, Tab, type, Enter.
    assert!(rig.harness.query_by_label("Welcome to Armoury").is_some());
    assert!(rig.harness.get_by_label("Station").is_focused());
    rig.type_focused("desk 1");
    rig.key(Key::Tab);
    rig.type_focused("Toomas");
    rig.key(Key::Enter);
    assert!(rig.app().welcome.is_none());
    assert!(rig.harness.query_by_label("Welcome to Armoury").is_none());
    let saved = std::fs::read_to_string(&prefs).unwrap();
    assert!(saved.contains("station = \"desk 1\""), "{saved}");
    assert!(saved.contains("inspector = \"Toomas\""), "{saved}");
    // The empty roster says so and what to do; the player search has the keyboard.
    assert!(rig.harness.query_by_label("The roster is empty").is_some());
    for hint in ["Drop the event's roster CSV", "Ctrl+4", "armoury --demo"] {
        assert!(
            rig.harness.query_by_label_contains(hint).is_some(),
            "{hint}"
        );
    }
    assert!(rig.harness.get_by_label("Player").is_focused());
    // The next start has a preferences file: no prompt.
    let mut options = Options::new(Store::open(dir.path().join("new.db")).unwrap());
    options.prefs_path = Some(prefs);
    let rig = rig_with(options);
    assert!(rig.app().welcome.is_none());
    assert_eq!(rig.app().station.prefs.station, "desk 1");
}

#[test]
fn a_walk_in_added_with_enter_enter_gets_an_approved_sword_the_lookup_finds() {
    let mut rig = rig();
    rig.harness.state_mut().station.prefs.station = "desk 2".into();
    rig.harness.get_by_label("Player").focus();
    rig.harness.run_steps(1);
    rig.type_focused("Jaan Tamm / Uku");
    assert!(
        rig.harness
            .query_by_label_contains("Enter offers to add this name as a walk-in")
            .is_some()
    );
    // Enter offers, Esc cancels and gives the search back.
    rig.key(Key::Enter);
    let offer = "Add «Uku» (player Jaan Tamm) as a walk-in?";
    assert!(rig.harness.query_by_label_contains(offer).is_some());
    rig.key(Key::Escape);
    assert!(rig.harness.query_by_label_contains(offer).is_none());
    assert!(rig.harness.get_by_label("Player").is_focused());
    rig.settle();
    assert_eq!(rig.app().station.roster.len(), 8);
    // Enter, Enter adds and takes them; the kind key follows.
    rig.key(Key::Enter);
    rig.key(Key::Enter);
    rig.settle();
    let uku = rig
        .app()
        .check
        .character
        .clone()
        .expect("the walk-in is taken");
    assert_eq!((uku.name.as_str(), uku.player()), ("Uku", "Jaan Tamm"));
    assert_eq!(rig.app().station.roster.len(), 9);
    rig.key(Key::Num1);
    rig.type_focused("95");
    for mm in [22.0, 15.0, 55.0] {
        rig.capture(Source::Caliper, Quantity::Length(Millimetres(mm)));
    }
    rig.capture(Source::Scale, Quantity::Mass(Grams(650.0)));
    rig.key(Key::F2);
    rig.key(Key::Enter);
    rig.settle();
    let stored = &rig.app().station.recorded[0];
    assert_eq!(stored.record.decision, Decision::Approved);
    let tag = stored.tag.clone().unwrap();
    // In the database: a walk-in marked with the station, and the lookup finds the sword.
    let db = rig._dir.as_ref().unwrap().path().join("demo.db");
    let mut store = Store::open(db).unwrap();
    assert_eq!(
        store.walk_ins(station::DEMO_EVENT).unwrap()[&uku.pk].station,
        "desk 2"
    );
    let armoury_records::Lookup::Found { card, .. } =
        store.lookup(station::DEMO_EVENT, "uku").unwrap()
    else {
        panic!("the walk-in is not found");
    };
    assert_eq!(card.character.pk, uku.pk);
    assert_eq!(
        card.approved_items[0].tag_serial.as_deref(),
        Some(tag.as_str())
    );
}

#[test]
fn a_dropped_roster_opens_its_preview_and_a_dropped_armour_file_the_armour_panel() {
    let mut rig = rig();
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("late sign-ups.csv");
    std::fs::write(
        &csv,
        "character,player,hit_points\nUku,Jaan Tamm,3\nVanapagan,Mari Kask,lots\n",
    )
    .unwrap();
    rig.drop_file(&csv);
    let app = rig.app();
    assert_eq!(app.tab, Tab::Roster);
    assert_eq!(app.roster.csv_path, csv.display().to_string());
    assert!(
        rig.harness
            .query_by_label_contains("1 good rows, 1 bad rows")
            .is_some()
    );
    assert!(
        rig.harness
            .query_by_label_contains("line 3, column hit_points: value \"lots\"")
            .is_some()
    );
    // An armour file opens on the Armour panel, its pieces filled in.
    let armour = std::path::Path::new("examples/armour/kalev-mixed.toml");
    rig.drop_file(&std::fs::canonicalize(armour).unwrap());
    let app = rig.app();
    assert_eq!(app.tab, Tab::Armour);
    assert!(!app.armour.pieces.is_empty());
    assert!(app.armour.award(&app.station).is_ok());
    // Anything else is named in the status strip.
    let notes = dir.path().join("notes.pdf");
    std::fs::write(&notes, "").unwrap();
    rig.drop_file(&notes);
    assert!(matches!(
        &rig.app().station.notice,
        Some(Notice::Error(m)) if m.contains("not a file Armoury opens")
    ));
}

/// A station on a server: approvals go to the server; while it is away
/// they wait in the station's outbox with a serial from the station's
/// block, the status strip says so, and they are sent when it is back.
#[test]
#[cfg(unix)]
#[ignore = "needs the PostgreSQL server programs (Debian package postgresql)"]
fn a_station_on_a_server_keeps_deciding_while_it_is_away() {
    let server = common::server::PrivateServer::start();
    let url = server.create("event");
    let dir = tempfile::tempdir().unwrap();
    let location = armoury_records::StoreAddress::parse(&url);
    let mut store = Store::connect(&location).unwrap();
    station::seed_demo(&mut store).unwrap();
    let mut options = Options::new(store);
    options.tags_dir = Some(dir.path().join("tags"));
    options.outbox = Some(armoury_records::Outbox::open(dir.path().join("outbox.db")).unwrap());
    options.station_name = Some("Gate 3".into());
    let mut rig = rig_with(options);
    let approve = |rig: &mut Rig| {
        rig.sword("kalevipoeg", "95", 15.0);
        rig.key(Key::F2);
        rig.key(Key::Enter);
        rig.settle();
    };
    approve(&mut rig);
    let first = rig.app().station.recorded[0].clone();
    assert!(first.id.is_some());
    assert_eq!(first.record.station, "Gate 3");
    assert!(
        rig.harness
            .query_by_label_contains("server: connected")
            .is_some()
    );

    server.crash();
    approve(&mut rig);
    let queued = rig.app().station.recorded[1].clone();
    assert_eq!(queued.id, None, "waits in the outbox");
    let serial = queued.tag.clone().unwrap();
    assert_ne!(Some(&serial), first.tag.as_ref());
    assert!(
        rig.harness
            .query_by_label_contains("server unreachable · 1 inspection waiting")
            .is_some()
    );

    server.start_again();
    // The station sends its outbox every 5 s by itself.
    std::thread::sleep(std::time::Duration::from_millis(5_200));
    rig.harness.run_steps(1);
    rig.settle();
    assert!(
        rig.harness
            .query_by_label_contains("server: connected")
            .is_some()
    );
    assert!(matches!(
        &rig.app().station.notice,
        Some(Notice::Info(m)) if m == "1 waiting inspections sent to the server"
    ));
    let store = Store::connect(&location).unwrap();
    let event = store.current_event().unwrap();
    let stored = store.inspections(&event.id).unwrap();
    assert_eq!(stored.len(), 2);
    assert_eq!(stored[1].tag_serial.as_deref(), Some(serial.as_str()));
    assert_eq!(stored[1].station, "Gate 3");
}

#[test]
fn the_event_panel_counts_every_desk_and_opens_a_referred_item() {
    let dir = tempfile::tempdir().unwrap();
    let options = demo_options(dir.path());
    // Another desk referred a heavy sword of Kalevipoeg's to the game master.
    let mut other_desk = Store::open(dir.path().join("demo.db")).unwrap();
    let event = other_desk.current_event().unwrap().id;
    let kalevipoeg = other_desk
        .characters(&event)
        .unwrap()
        .into_iter()
        .find(|c| c.name == "Kalevipoeg")
        .unwrap();
    let ruleset = armoury_rules::shipped::load(armoury_rules::shipped::DEFAULT_ID).unwrap();
    let text = std::fs::read_to_string(common::example("examples/items/sword.toml"))
        .unwrap()
        .replace("weight_g = 650", "weight_g = 800");
    let heavy = armoury_rules::Item::parse("heavy.toml", &text, &ruleset).unwrap();
    let verdict = armoury_rules::check(&ruleset, &heavy);
    assert_eq!(verdict.verdict, Outcome::Referred);
    other_desk
        .record_inspection(&armoury_records::NewInspection {
            event_id: &event,
            character_pk: Some(kalevipoeg.pk),
            item: &heavy,
            verdict: &verdict,
            inspector: "Tiit",
            station: "desk 2",
            override_reason: None,
            corrects: None,
        })
        .unwrap();
    let mut rig = rig_with(options);
    rig._dir = Some(dir);
    // This desk approves a sword.
    rig.sword("linda", "95", 15.0);
    rig.key(Key::F2);
    rig.key(Key::Enter);
    rig.settle();
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num7);
    rig.harness.run_steps(2);
    assert_eq!(rig.app().tab, Tab::Event);
    rig.settle();
    let figures = rig.app().event.figures.clone().unwrap();
    assert_eq!((figures.items.approved, figures.items.referred), (1, 1));
    assert_eq!(figures.stations.len(), 2);
    let roster = rig.app().station.roster.len();
    for label in [
        format!("2 / {roster}"),
        "items approved".to_string(),
        "weight.one-handed: 0 failed, 1 referred".to_string(),
        "Still referred to the game master: 1".to_string(),
        "Kalevipoeg — desk 2, Tiit".to_string(),
    ] {
        assert!(
            rig.harness.query_by_label_contains(&label).is_some(),
            "{label}"
        );
    }
    // The worklist opens the owner's card in Lookup.
    rig.harness.get_by_label("Open").click();
    rig.harness.run_steps(2);
    assert_eq!(rig.app().tab, Tab::Lookup);
    rig.settle();
    assert!(rig.harness.query_by_label_contains("Kalevipoeg").is_some());
}

/// The station in Estonian: its tabs, the form's names from the ruleset's
/// translation, a length typed with a decimal comma, the verdict; then
/// Settings switches it to English at once.
#[test]
fn the_station_in_estonian_takes_a_decimal_comma_and_switches_to_english() {
    let dir = tempfile::tempdir().unwrap();
    let mut options = demo_options(dir.path());
    options.lang = Some(armoury_l10n::Lang::Et);
    let mut rig = rig_with(options);
    for tab in [
        "Kontroll", "Turvis", "Otsing", "Nimekiri", "Seadmed", "Seaded", "Sündmus",
    ] {
        assert!(rig.harness.query_by_label_contains(tab).is_some(), "{tab}");
    }
    rig.harness.get_by_label("Mängija").focus();
    rig.harness.run_steps(1);
    rig.type_focused("kalevipoeg");
    rig.key(Key::Enter);
    rig.key(Key::Num1);
    rig.type_focused("95,5");
    for mm in [22.0, 15.0, 55.0] {
        rig.capture(Source::Caliper, Quantity::Length(Millimetres(mm)));
    }
    rig.capture(Source::Scale, Quantity::Mass(Grams(650.25)));
    let form = rig.app().check.form.as_ref().unwrap();
    let texts: Vec<&str> = form.fields.iter().map(|f| f.text.as_str()).collect();
    assert_eq!(texts, ["95,5", "22", "15", "55", "650,25"]);
    // The measures are named in Estonian (the ruleset's translation).
    assert!(rig.harness.query_by_label("kaal").is_some());
    assert!(rig.harness.query_by_label_contains("POOLIK").is_some());
    rig.key(Key::F2);
    assert!(
        rig.harness
            .query_by_label_contains("HEAKS KIIDETUD")
            .is_some()
    );
    let app = rig.app();
    let verdict = app.check.verdict(&app.station.ruleset).unwrap();
    assert_eq!(verdict.verdict, Outcome::Approved);
    rig.key(Key::Enter);
    rig.settle();
    let stored = &rig.app().station.recorded[0];
    assert_eq!(
        stored.record.item.measures["length"],
        Quantity::Length(Millimetres(955.0))
    );

    // Settings: Keel → English, and the window speaks English at once.
    rig.harness.state_mut().tab = Tab::Settings;
    rig.harness.run_steps(2);
    rig.harness.get_by_label("Keel").click();
    rig.harness.run_steps(2);
    rig.harness.get_by_label("English").click();
    rig.harness.run_steps(3);
    assert_eq!(rig.app().station.prefs.language, "en");
    assert!(rig.harness.query_all_by_label_contains("Settings").count() > 0);
    assert_eq!(rig.harness.query_all_by_label_contains("Seaded").count(), 0);
}

/// The Armour panel in Estonian: each piece's reason and the award's notes
/// in words, with the ruleset's Estonian material and a decimal comma.
#[test]
fn the_armour_panel_in_estonian_words_each_piece_and_the_notes() {
    let dir = tempfile::tempdir().unwrap();
    let mut options = demo_options(dir.path());
    options.lang = Some(armoury_l10n::Lang::Et);
    let mut rig = rig_with(options);
    rig.harness
        .key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    rig.harness.run_steps(2);
    rig.harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    rig.harness.run_steps(2);
    rig.type_focused("t");
    rig.key(Key::Tab);
    rig.type_focused("p");
    rig.key(Key::Tab);
    rig.key(Key::Tab);
    // Before the thickness: why there is no award yet, in Estonian.
    assert!(
        rig.harness
            .query_by_label_contains("tükk 1: thickness: materjalist plate kehaturvise tükil")
            .is_some()
    );
    rig.type_focused("1,5");
    for expected in [
        "plaat (lehtmetall), paksus 1,5 mm (alates 1 mm, alla 2 mm): 2 punkti (ajutine tabel)",
        "keha: keskmine (üles ümardatud) väärtustest 2 = 2",
        "Turvisepunktid taastuvad",
    ] {
        assert!(
            rig.harness.query_by_label_contains(expected).is_some(),
            "{expected}"
        );
    }
}
