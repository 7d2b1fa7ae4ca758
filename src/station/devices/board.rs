//! The station's view of its devices: one [`DeviceState`] per [`Source`],
//! fed by the connected [`MeasurementSource`]s.
//!
//! [`Board::drain`] empties every source once per frame (never blocking),
//! keeps each device's link state, last value, raw stream and last error
//! for the status strip and the Devices panel, and hands the values back
//! for the Check panel to route into its fields. Its words are in the
//! language [`Board::speak`] last gave it (from `station-work.ftl`).

use std::collections::{BTreeMap, VecDeque};

use armoury_l10n::L10n;

use crate::station::devices::measure::{
    DeviceAction, DeviceUpdate, Link, Measurement, MeasurementSource, Phase, Source,
};

/// How many raw lines the Devices panel keeps per device.
pub const RAW_LINES: usize = 40;

/// What the station knows about one device.
#[derive(Clone, Debug, PartialEq)]
pub struct DeviceState {
    /// The port or simulator name.
    pub name: String,
    pub link: Link,
    pub last: Option<Measurement>,
    /// The latest raw lines, oldest first.
    pub raw: VecDeque<String>,
    /// The last error in plain words.
    pub error: Option<String>,
}

impl DeviceState {
    fn new(source: Source, l10n: L10n) -> Self {
        DeviceState {
            name: source.title(l10n),
            link: Link::Disconnected {
                reason: l10n.text("wrk-not-connected"),
            },
            last: None,
            raw: VecDeque::new(),
            error: None,
        }
    }
}

/// Every device and its state.
#[derive(Default)]
pub struct Board {
    sources: Vec<Box<dyn MeasurementSource>>,
    states: BTreeMap<Source, DeviceState>,
    /// Commands that failed since [`Board::take_failures`], in words.
    failures: Vec<String>,
    /// The language of its words.
    l10n: L10n,
}

impl Board {
    /// Words what it says from now on in `l10n`'s language.
    pub fn speak(&mut self, l10n: L10n) {
        self.l10n = l10n;
    }

    /// Adds a device backend (replacing one of the same source).
    pub fn attach(&mut self, backend: Box<dyn MeasurementSource>) {
        let source = backend.source();
        self.sources.retain(|s| s.source() != source);
        self.sources.push(backend);
        let l10n = self.l10n;
        self.states
            .entry(source)
            .or_insert_with(|| DeviceState::new(source, l10n));
    }

    /// Removes a device backend.
    pub fn detach(&mut self, source: Source) {
        self.sources.retain(|s| s.source() != source);
        if let Some(state) = self.states.get_mut(&source) {
            state.link = Link::Disconnected {
                reason: self.l10n.text("wrk-no-device"),
            };
        }
    }

    /// The state of each known device.
    pub fn states(&self) -> impl Iterator<Item = (Source, &DeviceState)> {
        self.states.iter().map(|(s, d)| (*s, d))
    }

    /// One device's state.
    pub fn state(&self, source: Source) -> Option<&DeviceState> {
        self.states.get(&source)
    }

    /// Whether a backend is attached for `source`.
    pub fn has(&self, source: Source) -> bool {
        self.sources.iter().any(|s| s.source() == source)
    }

    /// Asks a device to do something.
    pub fn act(&mut self, source: Source, action: DeviceAction) {
        for backend in self.sources.iter_mut().filter(|s| s.source() == source) {
            backend.act(action);
        }
    }

    /// The commands that failed since the last call, in words.
    pub fn take_failures(&mut self) -> Vec<String> {
        std::mem::take(&mut self.failures)
    }

    /// Drains every device; returns the values, oldest first.
    pub fn drain(&mut self) -> Vec<Measurement> {
        let mut values = Vec::new();
        let l10n = self.l10n;
        for backend in &mut self.sources {
            let source = backend.source();
            let state = self
                .states
                .entry(source)
                .or_insert_with(|| DeviceState::new(source, l10n));
            for update in backend.drain(l10n) {
                match update {
                    DeviceUpdate::Link { name, link, .. } => {
                        state.name = name;
                        if let Link::Disconnected { reason } = &link {
                            state.error = Some(reason.clone());
                        }
                        state.link = link;
                    }
                    DeviceUpdate::Value(m) => {
                        state.link = Link::Reading {
                            stable: m.phase != Phase::Unstable,
                        };
                        state.last = Some(m);
                        values.push(m);
                    }
                    DeviceUpdate::Raw { line, .. } => {
                        if state.raw.len() == RAW_LINES {
                            state.raw.pop_front();
                        }
                        state.raw.push_back(line);
                    }
                    DeviceUpdate::Error { message, .. } => state.error = Some(message),
                    DeviceUpdate::CommandFailed { message, .. } => {
                        let device = source.title(l10n);
                        self.failures.push(format!("{device}: {message}"));
                        state.error = Some(message);
                    }
                }
            }
        }
        values
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::station::devices::measure::ChannelSource;
    use armoury_rules::units::{Grams, Quantity};

    #[test]
    fn the_board_keeps_link_values_raw_lines_and_errors() {
        let (tx, source) = ChannelSource::new(Source::Scale);
        let mut board = Board::default();
        board.attach(Box::new(source));
        let m = Measurement {
            source: Source::Scale,
            value: Quantity::Mass(Grams(650.0)),
            phase: Phase::Stable,
        };
        tx.send(DeviceUpdate::Link {
            source: Source::Scale,
            name: "/dev/ttyUSB0".into(),
            link: Link::Connected,
        })
        .unwrap();
        for i in 0..RAW_LINES + 5 {
            tx.send(DeviceUpdate::Raw {
                source: Source::Scale,
                line: format!("line {i}"),
            })
            .unwrap();
        }
        tx.send(DeviceUpdate::Value(m)).unwrap();
        tx.send(DeviceUpdate::Error {
            source: Source::Scale,
            message: "garbage on the line".into(),
        })
        .unwrap();
        assert_eq!(board.drain(), vec![m]);
        let state = board.state(Source::Scale).unwrap();
        assert_eq!(state.name, "/dev/ttyUSB0");
        assert_eq!(state.link, Link::Reading { stable: true });
        assert_eq!(state.raw.len(), RAW_LINES);
        assert_eq!(state.raw.back().map(String::as_str), Some("line 44"));
        assert_eq!(state.error.as_deref(), Some("garbage on the line"));
        // A frame error stays on the Devices panel; a failed command is
        // also handed over once, for the status strip.
        assert!(board.take_failures().is_empty());
        tx.send(DeviceUpdate::CommandFailed {
            source: Source::Scale,
            message: "request failed: profile `plain` has no request command".into(),
        })
        .unwrap();
        board.drain();
        assert_eq!(
            board.take_failures(),
            ["scale: request failed: profile `plain` has no request command"]
        );
        assert!(board.take_failures().is_empty());
        assert!(
            board
                .state(Source::Scale)
                .and_then(|s| s.error.as_deref())
                .is_some_and(|e| e.contains("no request command"))
        );
    }
}
