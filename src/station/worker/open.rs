//! Files dropped onto the window or picked in a file dialog.
//!
//! The marshal drops a file anywhere on the window; [`dropped`] takes the
//! paths from the frame's input and the App sends each to the worker as
//! `Job::Open`. There [`read`] says what the file is by its name and
//! contents: a roster (`.csv`, `.tsv`, `.txt`: parsed for the Roster panel's
//! import preview, every bad row listed), an armour file (TOML with
//! `[[piece]]` tables, for the Armour panel), a rules file (TOML with a
//! `[ruleset]` table, validated, for Settings) or a photo of the item on
//! the desk (`.jpg`, `.jpeg`, `.png`: made safe to keep, for the Check
//! panel). The App then opens the panel
//! the file is for. The panels' path fields stay for typed paths.
//!
//! [`Picker`] opens the platform's file dialog (`rfd`: the XDG desktop
//! portal over D-Bus on Linux, loaded at run time, so the build needs no
//! GTK; the native dialogs on Windows and macOS) on a thread of its own,
//! so the window keeps drawing; the picked path arrives like a dropped one.
//! The words (the dialog's filters, why a file is not opened) come from
//! `station-work.ftl`.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};

use eframe::egui;

use crate::station::worker::{Repaint, load_ruleset, parse_roster};
use armoury_l10n::L10n;
use armoury_records::{ParsedRoster, StoredPhoto};
use armoury_rules::Ruleset;

/// A file read, and what it is for.
#[derive(Debug)]
pub enum Opened {
    /// A roster file, parsed for the import preview.
    Roster(Box<ParsedRoster>),
    /// An armour file's path and text (the Armour panel reads it with the ruleset in use).
    Armour(PathBuf, String),
    /// A valid rules file.
    Rules(PathBuf, Box<Ruleset>),
    /// A photo of the item on the desk, made safe to keep.
    Photo(Box<StoredPhoto>),
}

/// The file types a dialog offers, by what they are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Roster,
    Armour,
    Rules,
    Photo,
}

impl Kind {
    /// The dialog's filter: its name in `l10n`'s language, and the extensions.
    fn filter(self, l10n: L10n) -> (String, &'static [&'static str]) {
        let (id, extensions): (&str, &'static [&'static str]) = match self {
            Kind::Roster => ("wrk-filter-roster", &["csv", "tsv", "txt"]),
            Kind::Armour => ("wrk-filter-armour", &["toml"]),
            Kind::Rules => ("wrk-filter-rules", &["toml"]),
            Kind::Photo => ("wrk-filter-photo", &["jpg", "jpeg", "png"]),
        };
        (l10n.text(id), extensions)
    }
}

/// The paths of the files dropped onto the window this frame.
pub fn dropped(ctx: &egui::Context) -> Vec<PathBuf> {
    ctx.input(|i| {
        i.raw
            .dropped_files
            .iter()
            .map(|f| f.path().to_path_buf())
            .collect()
    })
}

/// Whether files are being dragged over the window.
pub fn hovering(ctx: &egui::Context) -> bool {
    ctx.input(|i| !i.raw.hovered_files.is_empty())
}

/// Reads `path` and says what it is (on the worker thread); a failure is
/// worded in `l10n`'s language.
pub fn read(path: &Path, l10n: L10n) -> Result<Opened, String> {
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
        .unwrap_or_default();
    match extension.as_str() {
        "csv" | "tsv" | "txt" => Ok(Opened::Roster(Box::new(parse_roster(path, l10n)?))),
        "toml" => read_toml(path, l10n),
        "jpg" | "jpeg" | "png" => Ok(Opened::Photo(Box::new(crate::photo_file::read(
            path, l10n,
        )?))),
        _ => Err(l10n.format(
            "wrk-not-openable",
            &[("path", path.display().to_string().into())],
        )),
    }
}

/// An armour file has `[[piece]]` tables, a rules file a `[ruleset]` table.
fn read_toml(path: &Path, l10n: L10n) -> Result<Opened, String> {
    let name = path.display().to_string();
    let fault = |id: &str, error: String| {
        l10n.format(id, &[("path", (&name).into()), ("error", error.into())])
    };
    let text =
        std::fs::read_to_string(path).map_err(|e| fault("wrk-cannot-read", e.to_string()))?;
    let table = text
        .parse::<toml::Table>()
        .map_err(|e| fault("wrk-not-toml", e.to_string()))?;
    if table.contains_key("piece") {
        Ok(Opened::Armour(path.to_path_buf(), text))
    } else if table.contains_key("ruleset") {
        Ok(Opened::Rules(
            path.to_path_buf(),
            Box::new(load_ruleset(path, l10n)?),
        ))
    } else {
        Err(l10n.format("wrk-not-armour-or-rules", &[("path", name.into())]))
    }
}

/// The file dialog: one at a time, its answer polled each frame.
pub struct Picker {
    sender: Sender<PathBuf>,
    picked: Receiver<PathBuf>,
    waker: Repaint,
}

impl Picker {
    /// A picker that wakes the window with `waker` when a file is picked.
    pub fn new(waker: Repaint) -> Picker {
        let (sender, picked) = mpsc::channel();
        Picker {
            sender,
            picked,
            waker,
        }
    }

    /// Opens the dialog for `kind` on its own thread; returns at once.
    /// The filter's name and a failure are in `l10n`'s language.
    pub fn open(&self, kind: Kind, l10n: L10n) -> Result<(), String> {
        let sender = self.sender.clone();
        let waker = self.waker.clone();
        let (name, extensions) = kind.filter(l10n);
        std::thread::Builder::new()
            .name("file dialog".into())
            .spawn(move || {
                let picked = rfd::FileDialog::new()
                    .add_filter(name, extensions)
                    .pick_file();
                if let Some(path) = picked
                    && sender.send(path).is_ok()
                {
                    waker();
                }
            })
            .map(drop)
            .map_err(|e| l10n.format("wrk-cannot-open-dialog", &[("error", e.to_string().into())]))
    }

    /// The files picked since the last call.
    pub fn picked(&self) -> Vec<PathBuf> {
        self.picked.try_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(path: &Path) -> Result<Opened, String> {
        super::read(path, L10n::new(armoury_l10n::Lang::En))
    }

    #[test]
    fn files_are_told_apart_by_name_and_contents() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            path
        };
        let roster = write("late.CSV", "character,player\nKalev,Jaan\n");
        assert!(matches!(read(&roster), Ok(Opened::Roster(r)) if r.entries.len() == 1));
        let armour = write(
            "a.toml",
            "[[piece]]\nslot = \"torso\"\nmaterial = \"leather\"\n",
        );
        assert!(matches!(read(&armour), Ok(Opened::Armour(p, _)) if p == armour));
        let rules = write(
            "r.toml",
            armoury_rules::shipped::source("ancalagon-2011").unwrap(),
        );
        assert!(matches!(read(&rules), Ok(Opened::Rules(..))));
        let other = write("notes.toml", "title = 1\n");
        assert!(read(&other).unwrap_err().contains("neither an armour file"));
        let photo = write("me.png", "");
        assert!(
            read(&photo)
                .unwrap_err()
                .contains("me.png refused: it is not a JPEG or PNG picture")
        );
        let notes = write("notes.pdf", "");
        assert!(
            read(&notes)
                .unwrap_err()
                .contains("not a file Armoury opens")
        );
        let missing = dir.path().join("gone.toml");
        assert!(read(&missing).unwrap_err().contains("cannot read"));
    }
}
