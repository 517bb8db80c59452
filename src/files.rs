//! Reading and writing the files a person hands Klados, safely.
//!
//! - Reading takes regular files only (a FIFO would block forever, a device such as /dev/zero
//!   would never end) and at most a limit of bytes, whatever the file claims its size is.
//! - Writing is atomic: the text goes to a temporary file beside the target, which is then
//!   renamed over it. A failure at any point leaves the old file as it was.

use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// Reads a regular file of at most `limit` bytes. The error says what is wrong, without the
/// path (the caller puts the path first, as every located message does).
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    let metadata = std::fs::metadata(path).map_err(|error| error.to_string())?;
    if !metadata.is_file() {
        return Err("not a regular file".to_owned());
    }
    if metadata.len() > limit {
        return Err(format!(
            "{} bytes is too big: the limit is {limit} bytes",
            metadata.len()
        ));
    }
    let file = File::open(path).map_err(|error| error.to_string())?;
    let mut bytes = Vec::new();
    // One byte more than the limit tells a file that grew since we looked at it.
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| error.to_string())?;
    if bytes.len() as u64 > limit {
        return Err(format!("more than {limit} bytes"));
    }
    Ok(bytes)
}

/// Writes `contents` to `path` atomically: into a new temporary file in the same folder, flushed
/// to disk, then renamed over `path`. A link is followed (the file it names is replaced, the link
/// stays), and a file replaced keeps its permissions. The error says what failed.
pub fn write_atomic(path: &Path, contents: &[u8]) -> Result<(), String> {
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let (temporary, mut file) = create_temporary(&target).map_err(|error| error.to_string())?;
    let written = file
        .write_all(contents)
        .and_then(|()| match std::fs::metadata(&target) {
            Ok(old) => file.set_permissions(old.permissions()),
            Err(_) => Ok(()),
        })
        .and_then(|()| file.sync_all())
        .and_then(|()| std::fs::rename(&temporary, &target));
    written.map_err(|error| {
        // Nothing half-written is left behind; the old file, if any, is untouched.
        let _ = std::fs::remove_file(&temporary);
        error.to_string()
    })
}

/// Creates a new temporary file beside `path` (`.name.<process>-<n>.klados-tmp`, hidden, in the
/// same folder so that the rename stays on one file system); never one another writer uses.
fn create_temporary(path: &Path) -> std::io::Result<(PathBuf, File)> {
    let name = path
        .file_name()
        .map_or_else(|| "file".to_owned(), |name| name.to_string_lossy().into_owned());
    let mut attempt = 0;
    loop {
        let temporary = path.with_file_name(format!(".{name}.{}-{attempt}.klados-tmp", std::process::id()));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)
        {
            Ok(file) => return Ok((temporary, file)),
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(error) => return Err(error),
        }
    }
}

/// A path for a one-line message: control characters (a newline in a file name) are escaped,
/// so the message stays on one line, and a very long path is cut.
pub fn display_path(path: &Path) -> String {
    crate::format::one_line_within(&path.display().to_string(), 200)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("klados-files-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn an_atomic_write_replaces_the_file_and_leaves_nothing_else() {
        let dir = scratch("atomic");
        let path = dir.join("game.pgn");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    #[cfg(unix)]
    fn an_atomic_write_keeps_the_permissions_and_follows_a_link() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("link");
        let path = dir.join("game.pgn");
        write_atomic(&path, b"first").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
        let link = dir.join("link.pgn");
        std::os::unix::fs::symlink(&path, &link).unwrap();
        write_atomic(&link, b"second").unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        assert_eq!(
            std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o640
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_failed_write_says_why_and_keeps_the_old_file() {
        let dir = scratch("failed");
        let path = dir.join("game.pgn");
        write_atomic(&path, b"kept").unwrap();
        // A folder where the temporary file would go does not exist.
        let error = write_atomic(&dir.join("missing").join("x.pgn"), b"lost").unwrap_err();
        assert!(!error.is_empty());
        assert_eq!(std::fs::read(&path).unwrap(), b"kept");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn reading_refuses_what_is_not_a_small_regular_file() {
        let dir = scratch("read");
        let path = dir.join("small.txt");
        std::fs::write(&path, b"12345").unwrap();
        assert_eq!(read_limited(&path, 5).unwrap(), b"12345");
        assert!(read_limited(&path, 4).unwrap_err().contains("too big"));
        assert!(
            read_limited(&dir, 100)
                .unwrap_err()
                .contains("not a regular file")
        );
        assert!(
            read_limited(Path::new("/dev/zero"), 100)
                .unwrap_err()
                .contains("not a regular file")
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_newline_in_a_path_stays_on_one_line() {
        assert_eq!(display_path(Path::new("a\nb.pgn")), "a\\nb.pgn");
    }
}
