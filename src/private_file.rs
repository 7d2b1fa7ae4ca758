//! Files that hold names or keys (roster and inspection exports, tag, slip
//! and card PDFs, the referee card with its login key) are written for
//! their owner alone, as the database is: on Unix the file is 0600 and a
//! folder Armoury makes for them 0700. On Windows a file under the user's
//! profile is private through its folder, and the system's rules apply.

use std::io::Write;
use std::path::Path;

/// Writes `bytes` to the file `path`, readable and writable by its owner
/// alone: a new file is made so, and an existing regular file with wider
/// permissions is narrowed before anything is written to it.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    #[cfg(unix)]
    if file.metadata()?.is_file() {
        use std::os::unix::fs::PermissionsExt;
        file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    }
    file.write_all(bytes)
}

/// Creates the folder `dir` and any missing parents, those it makes
/// usable by their owner alone; folders already there are left as they are.
pub fn create_dir_all(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

#[cfg(test)]
mod tests {
    #[cfg(unix)]
    #[test]
    fn files_and_folders_are_the_owners_alone() {
        use super::*;
        use std::os::unix::fs::PermissionsExt;
        let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("tags/2026");
        create_dir_all(&folder).unwrap();
        assert_eq!(mode(&folder), 0o700);
        assert_eq!(mode(&dir.path().join("tags")), 0o700);

        let new = folder.join("tag.pdf");
        write(&new, b"%PDF").unwrap();
        assert_eq!(mode(&new), 0o600);
        assert_eq!(std::fs::read(&new).unwrap(), b"%PDF");

        let open = dir.path().join("export.csv");
        std::fs::write(&open, b"a much longer old text").unwrap();
        std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o644)).unwrap();
        write(&open, b"id").unwrap();
        assert_eq!(mode(&open), 0o600);
        assert_eq!(std::fs::read(&open).unwrap(), b"id");
    }
}
