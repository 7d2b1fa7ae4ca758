//! Benchmark of the Ancalagon in-play engine: a whole event's worth of
//! characters fighting, binding, being tended and dying over two hours of
//! game time, and the example scripts through the script runner.
//! Run with `cargo bench --no-default-features --bench ancalagon_play`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests and benches may fail loudly

use std::hint::black_box;
use std::time::{Duration, Instant};

use armoury_rules::ancalagon::{Character, Class, Event, Location, Scene, ScriptEngine};
use armoury_rules::play::{Time, run, script};

/// Runs `f` repeatedly for about `budget` and returns the mean time per call.
fn time_per_call(budget: Duration, mut f: impl FnMut()) -> (Duration, u64) {
    let start = Instant::now();
    let mut calls = 0u64;
    while start.elapsed() < budget {
        f();
        calls += 1;
    }
    (start.elapsed() / calls.max(1) as u32, calls)
}

/// `people` characters; every 30 s of two hours, one character in turn is
/// struck, bound or tended; returns the number of events applied and the
/// notes they gave. Panics if a character or an event is refused.
fn battle(people: usize) -> (usize, usize) {
    let mut scene = Scene::new();
    let names: Vec<String> = (0..people).map(|i| format!("c{i}")).collect();
    for (i, name) in names.iter().enumerate() {
        let class = if i % 5 == 0 {
            Class::Healer
        } else {
            Class::Warrior
        };
        let character = Character::new(name, class).expect("a valid character");
        scene.add(character).expect("a new name");
    }
    let (mut events, mut notes) = (0, 0);
    for step in 0..240u64 {
        scene.advance_to(Time::from_secs(step * 30));
        let who = &names[(step as usize * 7) % people];
        let carer = names[(step as usize * 5) % people].clone();
        let event = match step % 4 {
            0 | 1 => Event::Strike(Location::Torso),
            2 => Event::Bind,
            _ => Event::Tend { by: carer },
        };
        notes += scene
            .apply(who, &event)
            .expect("a declared character")
            .len();
        events += 1;
    }
    scene.advance_to(Time::from_secs(3 * 3600));
    (events, notes)
}

fn main() {
    for people in [10, 100, 500] {
        let (events, notes) = battle(people);
        assert!(
            events == 240 && notes >= events,
            "{people}: {events} events, {notes} notes"
        );
        let (per_run, runs) = time_per_call(Duration::from_secs(2), || {
            black_box(battle(black_box(people)));
        });
        println!(
            "battle of {people} characters, 240 events over 2 h of game time: {:.3} ms per run over {runs} runs",
            per_run.as_secs_f64() * 1e3
        );
    }
    let text = include_str!("../examples/sim/ancalagon-healer.sim");
    let run_once = || {
        let parsed = script::parse(black_box(text)).expect("the example parses");
        run(&mut ScriptEngine::new(), &parsed, &mut |record| {
            black_box(record);
        })
        .expect("the example runs")
    };
    let outcome = run_once();
    assert!(
        outcome.expectations > 0 && outcome.failed == 0,
        "{outcome:?}"
    );
    let (per_run, runs) = time_per_call(Duration::from_secs(2), || {
        black_box(run_once());
    });
    println!(
        "crates/rules/examples/sim/ancalagon-healer.sim parsed and run: {:.1} µs per run over {runs} runs",
        per_run.as_secs_f64() * 1e6
    );
}
