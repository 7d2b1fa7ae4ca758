//! What a measuring device tells the station, in the station's own words.
//!
//! The Check panel does not know about serial ports or protocols. It takes
//! [`Measurement`]s: a value from a [`Source`] (the scale or the caliper) in
//! one of three [`Phase`]s — unstable, stable (live) or captured. A device
//! backend maps its events onto these (the devices module's
//! `DeviceEvent::Reading { reading, stable, captured }` becomes
//! [`Measurement::from_reading`]) and sends them with
//! [`DeviceUpdate`]s about the connection, which feed the status strip.
//!
//! [`MeasurementSource`] is the one trait a backend implements: the App
//! drains every source once per frame, never blocking, in the station's
//! language (the words it sends come from `station-work.ftl`).

use armoury_l10n::L10n;
use armoury_rules::units::{Dimension, Quantity};

/// Which instrument a value comes from; it decides which field it may fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Source {
    /// Weighs: fills the item's mass field.
    Scale,
    /// Measures widths and thicknesses: fills a caliper field (a length
    /// shown in millimetres).
    Caliper,
}

impl Source {
    /// The source that measures a dimension, if a device can.
    pub fn for_dimension(dimension: Dimension) -> Option<Source> {
        match dimension {
            Dimension::Mass => Some(Source::Scale),
            Dimension::Length => Some(Source::Caliper),
            Dimension::Force | Dimension::Angle | Dimension::Energy | Dimension::Area => None,
        }
    }

    /// The English name (`scale`, `caliper`), for tests and logs;
    /// [`Source::title`] is the marshal's word.
    pub fn name(self) -> &'static str {
        match self {
            Source::Scale => "scale",
            Source::Caliper => "caliper",
        }
    }

    /// The name the marshal sees, in `l10n`'s language.
    pub fn title(self, l10n: L10n) -> String {
        l10n.text(match self {
            Source::Scale => "wrk-source-scale",
            Source::Caliper => "wrk-source-caliper",
        })
    }
}

/// How settled a value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The value is still moving.
    Unstable,
    /// The value is steady but not (yet) taken.
    Stable,
    /// The device's auto-capture took this value: it fills the field.
    Captured,
}

/// One value from a device.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measurement {
    /// The instrument it came from.
    pub source: Source,
    /// The value in its unit (grams from a scale, millimetres from a caliper).
    pub value: Quantity,
    /// Whether it is still moving, steady, or taken.
    pub phase: Phase,
}

impl Measurement {
    /// Maps a device reading (its value, whether it is stable, and the value
    /// it captured, if any) onto a measurement. `None` for a reading without
    /// a value (overload, busy) or in a dimension no device fills.
    pub fn from_reading(
        value: Option<Quantity>,
        stable: bool,
        captured: Option<Quantity>,
    ) -> Option<Measurement> {
        let (value, phase) = match (captured, value) {
            (Some(c), _) => (c, Phase::Captured),
            (None, Some(v)) if stable => (v, Phase::Stable),
            (None, Some(v)) => (v, Phase::Unstable),
            (None, None) => return None,
        };
        Some(Measurement {
            source: Source::for_dimension(value.dimension())?,
            value,
            phase,
        })
    }
}

/// A device's connection state, for the status strip and the Devices panel.
#[derive(Clone, Debug, PartialEq)]
pub enum Link {
    /// The port is open; no value yet.
    Connected,
    /// Connected and sending values.
    Reading {
        /// Whether the last value was steady.
        stable: bool,
    },
    /// Not connected: closed, or the port could not be opened or went away.
    Disconnected {
        /// Why, in words.
        reason: String,
    },
    /// The device has no value to give and says why, in words: a HID scale
    /// that is off or asleep, an overload, a load under zero, a scale that
    /// needs calibration. Not an error: it clears with the next value.
    Says {
        /// What the device said, in plain words.
        words: String,
    },
}

/// What a backend reports besides values.
#[derive(Clone, Debug, PartialEq)]
pub enum DeviceUpdate {
    /// The device's link changed (`name` is the port or "demo scale").
    Link {
        /// The device.
        source: Source,
        /// Its port or name.
        name: String,
        /// Its new state.
        link: Link,
    },
    /// A value.
    Value(Measurement),
    /// A raw line as received, for the Devices panel's live stream.
    Raw {
        /// The device.
        source: Source,
        /// The line, as text.
        line: String,
    },
    /// Something went wrong in the stream, in plain words (a frame that
    /// was not a reading).
    Error {
        /// The device.
        source: Source,
        /// What was wrong.
        message: String,
    },
    /// A command the station sent failed (zero, tare, a reading asked
    /// for), in plain words: the marshal who asked is told at once.
    CommandFailed {
        /// The device.
        source: Source,
        /// Which command, and why it failed.
        message: String,
    },
}

/// Commands the station sends to a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceAction {
    Connect,
    Disconnect,
    Zero,
    Tare,
    /// Send one reading now (the profile's request command: `?` to a
    /// duplex-cabled caliper, `SI` to an MT-SICS scale).
    Request,
}

/// A device backend: the station drains it once per frame.
pub trait MeasurementSource {
    /// Which instrument this is.
    fn source(&self) -> Source;
    /// Every update that arrived since the last call, its words in
    /// `l10n`'s language; never blocks.
    fn drain(&mut self, l10n: L10n) -> Vec<DeviceUpdate>;
    /// Asks the device to do something; the answer comes back as updates.
    fn act(&mut self, action: DeviceAction);
}

/// A source fed through a channel: for tests, and for any backend that
/// already has a thread sending [`DeviceUpdate`]s.
pub struct ChannelSource {
    source: Source,
    updates: std::sync::mpsc::Receiver<DeviceUpdate>,
    /// Actions asked of the device, for the backend (or a test) to read.
    pub actions: Vec<DeviceAction>,
}

impl ChannelSource {
    /// A source and the sender that feeds it.
    pub fn new(source: Source) -> (std::sync::mpsc::Sender<DeviceUpdate>, ChannelSource) {
        let (tx, rx) = std::sync::mpsc::channel();
        let me = ChannelSource {
            source,
            updates: rx,
            actions: Vec::new(),
        };
        (tx, me)
    }
}

impl MeasurementSource for ChannelSource {
    fn source(&self) -> Source {
        self.source
    }

    fn drain(&mut self, _l10n: L10n) -> Vec<DeviceUpdate> {
        self.updates.try_iter().collect()
    }

    fn act(&mut self, action: DeviceAction) {
        self.actions.push(action);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use armoury_rules::units::{Grams, Millimetres};

    #[test]
    fn readings_map_to_phases_and_sources() {
        let g = Quantity::Mass(Grams(650.0));
        let mm = Quantity::Length(Millimetres(15.0));
        let m = Measurement::from_reading(Some(g), false, None).unwrap();
        assert_eq!((m.source, m.phase), (Source::Scale, Phase::Unstable));
        let m = Measurement::from_reading(Some(mm), true, None).unwrap();
        assert_eq!((m.source, m.phase), (Source::Caliper, Phase::Stable));
        let m = Measurement::from_reading(Some(g), true, Some(g)).unwrap();
        assert_eq!(m.phase, Phase::Captured);
        assert!(Measurement::from_reading(None, false, None).is_none());
    }
}
