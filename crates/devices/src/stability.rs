//! Stability and auto-capture, without I/O: readings and their arrival times
//! in, a [`Judgement`] out.
//!
//! A [`Stabiliser`] follows one device's [`StabilitySettings`]: with the
//! `device` policy it trusts the device's stable flag and falls back to the
//! window where a reading has none; with `window` a reading is stable when the
//! last `readings` values, all inside `window`, spread no more than
//! `tolerance`; with `each` every reading is final. A stable positive load
//! above the zero band is captured once; the capture is armed again when the
//! load returns within the zero band, so items can be weighed one after
//! another hands-free. Negative (net) loads are neither captured nor re-arm.

use std::collections::VecDeque;
use std::time::Instant;

use super::profile::{StabilityPolicy, StabilitySettings};
use super::reading::{Legend, Reading};
use armoury_rules::units::{Dimension, Quantity};

/// What the stabiliser made of one reading.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    /// Whether the reading counts as stable under the policy.
    pub stable: bool,
    /// The value captured by this reading, if it completed a capture.
    pub captured: Option<Quantity>,
}

/// Stability detection and auto-capture for one device.
#[derive(Clone, Debug)]
pub struct Stabiliser {
    settings: StabilitySettings,
    recent: VecDeque<(Instant, f64)>,
    dimension: Option<Dimension>,
    armed: bool,
}

impl Stabiliser {
    /// A stabiliser, armed (a load already on the pan is captured once stable).
    pub fn new(settings: StabilitySettings) -> Self {
        Stabiliser {
            settings,
            recent: VecDeque::with_capacity(settings.readings + 1),
            dimension: None,
            armed: true,
        }
    }

    /// Whether the next stable load will be captured.
    pub fn armed(&self) -> bool {
        self.armed
    }

    /// Judges a reading that arrived at `at`.
    pub fn judge(&mut self, reading: &Reading, at: Instant) -> Judgement {
        let not_stable = Judgement {
            stable: false,
            captured: None,
        };
        let Some(quantity) = reading.quantity else {
            self.recent.clear();
            return not_stable;
        };
        if reading.legend == Some(Legend::Tare) {
            return not_stable;
        }
        if self.dimension != Some(quantity.dimension()) {
            self.recent.clear();
            self.dimension = Some(quantity.dimension());
        }
        let value = quantity.canonical();
        let window_stable = self.window_stable(value, at);
        let stable = match (self.settings.policy, reading.stable) {
            (StabilityPolicy::Each, _) => true,
            (StabilityPolicy::Device, Some(flag)) => flag,
            _ => window_stable,
        };
        let zero_band = self.settings.zero_band.canonical().abs();
        let mut captured = None;
        if value.abs() <= zero_band {
            self.armed = true;
        } else if stable && value > zero_band && self.armed {
            captured = Some(quantity);
            // Calipers that send on a button press capture every value.
            self.armed = self.settings.policy == StabilityPolicy::Each;
        }
        Judgement { stable, captured }
    }

    fn window_stable(&mut self, value: f64, at: Instant) -> bool {
        self.recent.push_back((at, value));
        while self.recent.len() > self.settings.readings {
            self.recent.pop_front();
        }
        while self
            .recent
            .front()
            .is_some_and(|(t, _)| at.saturating_duration_since(*t) > self.settings.window)
        {
            self.recent.pop_front();
        }
        if self.recent.len() < self.settings.readings {
            return false;
        }
        let (low, high) = self
            .recent
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), (_, v)| {
                (lo.min(*v), hi.max(*v))
            });
        high - low <= self.settings.tolerance.canonical().abs()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::reading::Status;
    use armoury_rules::units::{Grams, Unit};

    fn settings(policy: StabilityPolicy) -> StabilitySettings {
        StabilitySettings {
            policy,
            readings: 3,
            tolerance: Quantity::Mass(Grams(0.5)),
            window: Duration::from_millis(1000),
            zero_band: Quantity::Mass(Grams(2.0)),
        }
    }

    fn grams(value: f64, stable: Option<bool>) -> Reading {
        Reading::value(value, Unit::Gram, stable, b"")
    }

    /// Feeds (ms, grams, device flag) and returns the captured values.
    fn run(policy: StabilityPolicy, steps: &[(u64, f64, Option<bool>)]) -> Vec<f64> {
        let start = Instant::now();
        let mut s = Stabiliser::new(settings(policy));
        steps
            .iter()
            .filter_map(|(ms, g, flag)| {
                s.judge(&grams(*g, *flag), start + Duration::from_millis(*ms))
                    .captured
                    .map(Quantity::canonical)
            })
            .collect()
    }

    #[test]
    fn device_flag_is_trusted_and_capture_rearms_at_zero() {
        let steps = [
            (0, 0.0, Some(true)),
            (100, 150.0, Some(false)),
            (200, 250.2, Some(true)),
            (300, 250.2, Some(true)), // same item: not captured again
            (400, 0.4, Some(true)),   // pan empty: armed
            (500, 80.0, Some(true)),
        ];
        assert_eq!(run(StabilityPolicy::Device, &steps), vec![250.2, 80.0]);
    }

    #[test]
    fn window_needs_n_close_readings_within_the_time() {
        let steps = [
            (0, 100.0, None),
            (100, 249.0, None),
            (200, 250.0, None),
            (300, 250.2, None), // 249.0..250.2 spreads 1.2 g: not yet
            (400, 250.1, None), // 250.0..250.2: stable, captured
            (500, 250.1, None),
        ];
        assert_eq!(run(StabilityPolicy::Window, &steps), vec![250.1]);
        // Readings too far apart in time never make a window.
        let slow = [(0, 50.0, None), (1500, 50.0, None), (3000, 50.0, None)];
        assert!(run(StabilityPolicy::Window, &slow).is_empty());
        // Without a flag, the device policy falls back to the window.
        assert_eq!(run(StabilityPolicy::Device, &steps), vec![250.1]);
    }

    #[test]
    fn negative_and_zero_loads_are_not_captured() {
        let steps = [
            (0, -300.0, Some(true)),
            (100, 1.5, Some(true)),
            (200, -1.0, Some(true)),
        ];
        assert!(run(StabilityPolicy::Device, &steps).is_empty());
    }

    #[test]
    fn each_policy_captures_every_value() {
        let steps = [(0, 12.0, None), (10, 12.0, None), (20, 13.0, None)];
        assert_eq!(run(StabilityPolicy::Each, &steps), vec![12.0, 12.0, 13.0]);
    }

    #[test]
    fn overload_breaks_the_window() {
        let start = Instant::now();
        let mut s = Stabiliser::new(settings(StabilityPolicy::Window));
        for ms in 0..2 {
            s.judge(&grams(10.0, None), start + Duration::from_millis(ms));
        }
        s.judge(
            &Reading::status(Status::Overload, None, b""),
            start + Duration::from_millis(3),
        );
        let j = s.judge(&grams(10.0, None), start + Duration::from_millis(4));
        assert!(!j.stable);
    }
}
