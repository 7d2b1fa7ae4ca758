//! Station preferences: a small TOML file in the platform's config folder
//! (`~/.config/armoury/station.toml` on Linux).
//!
//! [`Prefs`] holds what a marshal expects the station to remember:
//! station and inspector names, its language, the ruleset, printer and
//! template, device ports, the webcam, the window size and the materials
//! last picked per part.
//! Inspections never go here: they live only in the database, and so does
//! the event the station records into (the database's event in use).
//! [`Prefs::load`] never fails the start: a missing file gives defaults, a
//! broken one gives defaults and a [`PrefsError`] to show.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// What the station remembers between runs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// The station's name (e.g. `desk 1`), recorded with each inspection.
    pub station: String,
    /// The inspecting marshal's name, recorded with each inspection.
    pub inspector: String,
    /// A shipped ruleset id or a rules file path; empty for the default.
    pub ruleset: String,
    /// The `lp` printer name; empty for the system default.
    pub printer: String,
    /// Send tags to the printer on approval (otherwise only the PDF is written).
    pub print: bool,
    /// The tag template; empty for the default.
    pub template: String,
    /// The fail slip template; empty for the default.
    pub fail_slip_template: String,
    /// Print a fail slip on every reject (otherwise on Ctrl+P).
    pub fail_slips: bool,
    /// The scale's port (a serial device, `/dev/hidraw*` or a FIFO); empty for none.
    pub scale_port: String,
    /// The scale's device profile (a shipped id such as `mt-sics`, or `auto`).
    pub scale_profile: String,
    /// The caliper's port; empty for none.
    pub caliper_port: String,
    /// The caliper's device profile.
    pub caliper_profile: String,
    /// The window's inner size in points.
    pub window: Option<[f32; 2]>,
    /// The material last picked for each part.
    pub materials: BTreeMap<String, String>,
    /// The station's language (`en`, `et`); empty for the OS's.
    pub language: String,
    /// The webcam that photographs items (an `armoury_camera` id); empty
    /// for none.
    pub camera: String,
}

/// Why the preferences file could not be read or written.
#[derive(Debug, thiserror::Error)]
#[error("{}: {cause}", path.display())]
pub struct PrefsError {
    /// The preferences file.
    pub path: PathBuf,
    /// What went wrong: reading, parsing, serialising or writing.
    #[source]
    pub cause: Box<dyn std::error::Error + Send + Sync>,
}

impl Prefs {
    /// The default place: `<config dir>/armoury/station.toml`.
    pub fn default_path() -> Option<PathBuf> {
        dirs::config_dir().map(|d| d.join("armoury").join("station.toml"))
    }

    /// Reads the file; defaults (and the error, if the file exists but is bad) otherwise.
    pub fn load(path: &Path) -> (Prefs, Option<PrefsError>) {
        let error = |cause: Box<dyn std::error::Error + Send + Sync>| PrefsError {
            path: path.to_path_buf(),
            cause,
        };
        match std::fs::read_to_string(path) {
            Ok(text) => match toml::from_str(&text) {
                Ok(prefs) => (prefs, None),
                Err(e) => (Prefs::default(), Some(error(e.into()))),
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (Prefs::default(), None),
            Err(e) => (Prefs::default(), Some(error(e.into()))),
        }
    }

    /// Writes the file (and its folder), replacing it whole.
    pub fn save(&self, path: &Path) -> Result<(), PrefsError> {
        let error = |cause: Box<dyn std::error::Error + Send + Sync>| PrefsError {
            path: path.to_path_buf(),
            cause,
        };
        let text = toml::to_string(self).map_err(|e| error(e.into()))?;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| error(e.into()))?;
        }
        let temporary = path.with_extension("toml.tmp");
        std::fs::write(&temporary, text).map_err(|e| error(e.into()))?;
        std::fs::rename(&temporary, path).map_err(|e| error(e.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefs_round_trip_and_a_broken_file_gives_defaults_and_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("station.toml");
        let (loaded, error) = Prefs::load(&path);
        assert_eq!(loaded, Prefs::default());
        assert!(error.is_none());
        let mut prefs = Prefs {
            station: "Gate 2".into(),
            window: Some([1200.0, 800.0]),
            ..Prefs::default()
        };
        prefs.materials.insert("core".into(), "bamboo".into());
        prefs.save(&path).unwrap();
        let (loaded, error) = Prefs::load(&path);
        assert_eq!(loaded, prefs);
        assert!(error.is_none());
        std::fs::write(&path, "station = [").unwrap();
        let (loaded, error) = Prefs::load(&path);
        assert_eq!(loaded, Prefs::default());
        let error = error.unwrap();
        assert!(error.to_string().contains("station.toml"));
        let cause = std::error::Error::source(&error).map(ToString::to_string);
        assert!(
            cause.is_some_and(|c| error.to_string().ends_with(&c)),
            "the parse error is kept"
        );
    }
}
