//! `armoury --demo`: the station on a throwaway database.
//!
//! [`ScratchDb`] is a records database in the temporary folder, deleted
//! (with SQLite's journal files) when dropped. [`seed`] puts the sample
//! roster (`examples/roster.csv`, built into the binary) into a new event
//! `Demo` and records into it, so the demo records inspections, issues tag
//! serials and writes tag PDFs exactly as on an event. [`seed_synthetic`]
//! fills an event with made-up characters, for measuring the station.

use std::path::{Path, PathBuf};

use armoury_records::{NewEvent, ParsedRoster, RecordsError, RosterEntry, Store};

/// The sample roster: player, character, group, class and height (no id
/// column: the ids are made from the names).
pub const SAMPLE_ROSTER: &str = include_str!("../../examples/roster.csv");

/// The demo's event.
pub const EVENT: &str = "demo";

/// A database file that is deleted when dropped.
#[derive(Debug)]
pub struct ScratchDb {
    path: PathBuf,
}

impl ScratchDb {
    /// A new, empty database file in the temporary folder, open. Files an
    /// earlier demo left behind (stopped with Ctrl+C, so not dropped) are
    /// deleted first, where the system says which processes run (`/proc`).
    pub fn create() -> Result<(ScratchDb, Store), RecordsError> {
        sweep_stale(&std::env::temp_dir());
        let scratch = ScratchDb {
            path: scratch_path(std::process::id()),
        };
        scratch.remove(); // A stale file of an earlier process with the same id.
        let store = Store::open(&scratch.path)?;
        Ok((scratch, store))
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn remove(&self) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut file = self.path.clone().into_os_string();
            file.push(suffix);
            let _ = std::fs::remove_file(file);
        }
    }
}

fn scratch_path(pid: u32) -> PathBuf {
    std::env::temp_dir().join(format!("armoury-demo-{pid}.db"))
}

/// Deletes the demo databases in `dir` of processes that no longer run.
/// Linux only: it asks /proc whether a process runs. Elsewhere the files
/// stay (under wine, a Windows process id is no Linux one, although /proc
/// is there through drive Z:).
fn sweep_stale(dir: &Path) {
    if !cfg!(target_os = "linux") || !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let pid = name
            .to_str()
            .and_then(|n| n.strip_prefix("armoury-demo-"))
            .and_then(|n| n.split('.').next())
            .and_then(|n| n.parse::<u32>().ok());
        if let Some(pid) = pid
            && !Path::new(&format!("/proc/{pid}")).exists()
        {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

impl Drop for ScratchDb {
    fn drop(&mut self) {
        self.remove();
    }
}

/// Creates the event `Demo` in `store`, records into it and imports the
/// sample roster into it.
pub fn seed(store: &mut Store) -> Result<(), RecordsError> {
    start_event(store)?;
    let roster = armoury_records::parse_roster(
        "examples/roster.csv",
        SAMPLE_ROSTER.as_bytes(),
        &[],
        Default::default(),
    )?;
    store.import_roster(EVENT, &roster, false, false)?;
    Ok(())
}

/// Creates the event `Demo` in `store` with `count` made-up characters.
pub fn seed_synthetic(store: &mut Store, count: usize) -> Result<(), RecordsError> {
    const FIRST: [&str; 8] = [
        "Anna", "Jaan", "Mari", "Toomas", "Liis", "Kalev", "Kadri", "Peeter",
    ];
    const LAST: [&str; 8] = [
        "Tamm", "Saar", "Kask", "Mets", "Rebane", "Lepp", "Ilves", "Kuusk",
    ];
    const GROUPS: [&str; 5] = [
        "Northern Watch",
        "Abbey",
        "Free Company",
        "Forest Folk",
        "Guild",
    ];
    start_event(store)?;
    let entries = (0..count)
        .map(|i| {
            let entry = RosterEntry {
                id: format!("c{i}"),
                name: format!("Hero {i}"),
                player_name: Some(format!("{} {} {i}", FIRST[i % 8], LAST[(i / 8) % 8])),
                group: Some(GROUPS[i % 5].to_string()),
                ..RosterEntry::default()
            };
            (i as u64 + 2, entry)
        })
        .collect();
    let roster = ParsedRoster {
        file: "made-up roster".into(),
        delimiter: ';',
        columns: Vec::new(),
        entries,
        problems: Vec::new(),
        read_as: None,
        unusual: Vec::new(),
    };
    store.import_roster(EVENT, &roster, false, false)?;
    Ok(())
}

fn start_event(store: &mut Store) -> Result<(), RecordsError> {
    store.create_event(&NewEvent {
        id: EVENT.into(),
        name: "Demo".into(),
        tag_prefix: Some("DEMO".into()),
        ruleset_id: None,
        ..NewEvent::default()
    })?;
    store.use_event(EVENT)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_database_has_the_sample_roster_and_goes_away() {
        let (scratch, mut store) = ScratchDb::create().unwrap();
        seed(&mut store).unwrap();
        assert_eq!(store.current_event().unwrap().id, EVENT);
        let roster = store.characters(EVENT).unwrap();
        assert_eq!(roster.len(), 8);
        assert!(roster.iter().any(|c| c.name == "Kalev Käärik"));
        let path = scratch.path().to_path_buf();
        assert!(path.exists());
        drop(store);
        drop(scratch);
        assert!(!path.exists());
    }

    #[test]
    fn a_demo_database_left_by_a_stopped_process_is_swept() {
        let dir = tempfile::tempdir().unwrap();
        // No process has id 0 in /proc; this one runs.
        let stale = dir.path().join("armoury-demo-0.db-wal");
        let running = dir
            .path()
            .join(format!("armoury-demo-{}.db", std::process::id()));
        let other = dir.path().join("armoury-demo-notes.txt");
        for file in [&stale, &running, &other] {
            std::fs::write(file, b"x").unwrap();
        }
        sweep_stale(dir.path());
        assert_eq!(stale.exists(), !cfg!(target_os = "linux"));
        assert!(running.exists() && other.exists());
    }
}
