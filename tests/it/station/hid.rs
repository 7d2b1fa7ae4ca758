//! The station with a USB HID scale, simulated on a FIFO standing in for
//! `/dev/hidrawN`: connected from the Devices panel with the `hid-pos`
//! profile, its reports fill the Check panel's weight field as a serial
//! scale's do, and when it switches off the status strip says so in words.
#![cfg(all(feature = "gui", target_os = "linux"))]

use std::time::{Duration, Instant};

use armoury::station::{self, App, Link, Options, Source, Tab};
use armoury_devices::link::ASLEEP;
use armoury_devices::profile::Profile;
use armoury_devices::simulate::{Script, Simulator};
use armoury_records::Store;
use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Steps the app until `done` holds (the deadline only stops a broken run
/// hanging; it is not a speed limit).
fn step_until(
    harness: &mut Harness<'static, App>,
    what: &str,
    done: impl Fn(&Harness<'static, App>) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done(harness) {
        assert!(
            Instant::now() < deadline,
            "waiting for {what}; devices: {:?}",
            harness.state().station.devices.states().collect::<Vec<_>>()
        );
        std::thread::sleep(Duration::from_millis(20));
        harness.run_steps(1);
    }
}

/// The scale's connection as the station knows it.
fn scale_link(app: &App) -> Option<&Link> {
    app.station.devices.state(Source::Scale).map(|d| &d.link)
}

fn press(harness: &mut Harness<'static, App>, key: Key) {
    harness.key_press(key);
    harness.run_steps(2);
}

fn type_focused(harness: &mut Harness<'static, App>, text: &str) {
    harness.get_by(|n| n.is_focused()).type_text(text);
    harness.run_steps(1);
}

#[test]
fn a_simulated_hid_scale_fills_the_weight_and_its_sleep_is_shown_in_words() {
    let profile = Profile::resolve("hid-pos").unwrap();
    let simulator = Simulator::start(Script::for_profile(&profile, 5)).unwrap();

    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("demo.db")).unwrap();
    station::seed_demo(&mut store).unwrap();
    let mut options = Options::new(store);
    options.tags_dir = Some(dir.path().join("tags"));
    options.tab = Tab::Devices;
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, app: &mut App| {
                app.logic();
                app.show(ui);
            },
            App::new(&egui::Context::default(), options),
        );
    harness.run_steps(2);
    // The scale is the first device: its port is the FIFO, its profile hid-pos
    // (`h` picks it among the shipped ones).
    harness.get_all_by_label("Port").next().unwrap().focus();
    harness.run_steps(1);
    type_focused(&mut harness, simulator.path());
    harness.get_all_by_label("Profile").next().unwrap().focus();
    harness.run_steps(2);
    type_focused(&mut harness, "h");
    assert_eq!(harness.state().station.prefs.scale_profile, "hid-pos");
    harness.get_all_by_label("Connect").next().unwrap().click();
    harness.run_steps(2);

    // A sword for Kalevipoeg on the Check panel.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num1);
    harness.run_steps(2);
    harness.get_by_label("Player").focus();
    harness.run_steps(1);
    type_focused(&mut harness, "kalev");
    for key in [Key::Enter, Key::Escape, Key::Num1] {
        press(&mut harness, key);
    }
    assert!(harness.state().check.form.is_some());

    // The field says "captured" once the scale's auto-capture filled it.
    let weight_field = |harness: &Harness<'static, App>| {
        let form = harness.state().check.form.as_ref()?;
        let field = form.fields.iter().find(|f| f.measure == "weight")?;
        let captured = harness.query_by_label("captured").is_some();
        (captured && !field.text.is_empty()).then(|| field.text.clone())
    };
    step_until(&mut harness, "a captured weight", |harness| {
        weight_field(harness).is_some()
    });
    let weight = weight_field(&harness).unwrap();
    // One of the simulator's loads (245.6 g, 1.234 kg, 0.85 lb, 612.3 g),
    // within the 1 % at which its display counts as settled, and the whole
    // gram a HID scale reports.
    let grams: f64 = weight.parse().unwrap();
    assert!(
        [245.6, 1234.0, 0.85 * 453.592_37, 612.3]
            .iter()
            .any(|load| (grams - load).abs() <= load * 0.01 + 1.0),
        "{weight}"
    );
    let (port, raw) = super::scale_stream(harness.state());
    assert_eq!(port, simulator.path());
    assert!(raw.iter().all(|line| line.starts_with("03 0")), "{raw:?}");

    // The scale switches itself off: its node is gone. Words, not an error.
    drop(simulator);
    step_until(&mut harness, "the scale to fall asleep", |harness| {
        scale_link(harness.state())
            == Some(&Link::Says {
                words: ASLEEP.to_string(),
            })
    });
    assert!(harness.query_by_label_contains(ASLEEP).is_some());
}
