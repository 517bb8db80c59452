//! Reading and writing the files a person hands Klados, safely.
//!
//! - Reading takes regular files only (a FIFO would block forever, a device such as /dev/zero
//!   would never end) and at most a limit of bytes, whatever the file claims its size is.
//! - Writing is atomic: the text goes to a temporary file beside the target, which is then
//!   renamed over it. A failure at any point leaves the old file as it was.

use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use crate::engine::tree_file::{TreeFile, TreeFileError, read_tree_file};

/// Why a file could not be read by [`read_limited`].
#[derive(Debug)]
pub enum ReadError {
    /// A folder, a FIFO, a device: nothing a person means by a file, and reading it could wait
    /// forever or never end.
    NotAFile,
    /// More bytes than the limit.
    TooLarge {
        /// The limit, in bytes.
        limit: u64,
    },
    /// The system could not read it.
    Io(std::io::Error),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::NotAFile => write!(f, "not a regular file"),
            ReadError::TooLarge { limit } => write!(f, "too big: the limit is {limit} bytes"),
            ReadError::Io(error) => write!(f, "{error}"),
        }
    }
}

/// Reads a regular file (links followed) of at most `limit` bytes. The kind of file is checked
/// before opening it (opening a FIFO waits for a writer) and again on the opened file; reading
/// stops one byte past the limit, whatever size the file claims.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let refuse_unless_small_file = |metadata: std::fs::Metadata| {
        if !metadata.is_file() {
            Err(ReadError::NotAFile)
        } else if metadata.len() > limit {
            Err(ReadError::TooLarge { limit })
        } else {
            Ok(())
        }
    };
    refuse_unless_small_file(std::fs::metadata(path).map_err(ReadError::Io)?)?;
    let file = File::open(path).map_err(ReadError::Io)?;
    refuse_unless_small_file(file.metadata().map_err(ReadError::Io)?)?;
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    Ok(bytes)
}

/// The largest tree file Klados opens: 64 MB, some 600,000 nodes. Homework trees are far
/// smaller; Klados's own depth-4 tree from the start (206,603 nodes) is 23 MB.
pub const LARGEST_TREE_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// Reads a tree file from disk (see [`read_tree_file`]); a file that cannot be read, or one
/// over [`LARGEST_TREE_FILE_BYTES`], gets a message naming it.
pub fn read_tree_path(path: &Path) -> Result<TreeFile, TreeFileError> {
    let shown = display_path(path);
    let bytes = read_limited(path, LARGEST_TREE_FILE_BYTES).map_err(|error| TreeFileError::Unreadable {
        path: shown.clone(),
        reason: match error {
            ReadError::NotAFile if path.is_dir() => String::from("it is a folder, not a tree file"),
            ReadError::NotAFile => String::from("it is not a regular file"),
            ReadError::TooLarge { .. } => format!(
                "the file is larger than {} MB, the most Klados opens (some 600,000 nodes): \
                 write a shallower search",
                LARGEST_TREE_FILE_BYTES / (1024 * 1024)
            ),
            ReadError::Io(error) => error.to_string(),
        },
    })?;
    read_tree_file(&bytes)
}

/// Returns the line and column (both from 1, the column in characters) of byte `offset` of
/// `bytes`, whose bytes before `offset` are UTF-8 text: where the first byte that is not UTF-8
/// sits ([`std::str::Utf8Error::valid_up_to`]).
pub fn place_of_byte(bytes: &[u8], offset: usize) -> (usize, usize) {
    let before = std::str::from_utf8(bytes.get(..offset).unwrap_or_default()).unwrap_or_default();
    let line_start = before.rfind('\n').map_or(0, |at| at + 1);
    let line = before.matches('\n').count() + 1;
    (line, before[line_start..].chars().count() + 1)
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
        assert!(
            read_limited(&path, 4)
                .unwrap_err()
                .to_string()
                .contains("too big")
        );
        assert!(
            read_limited(&dir, 100)
                .unwrap_err()
                .to_string()
                .contains("not a regular file")
        );
        assert!(
            read_limited(Path::new("/dev/zero"), 100)
                .unwrap_err()
                .to_string()
                .contains("not a regular file")
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_newline_in_a_path_stays_on_one_line() {
        assert_eq!(display_path(Path::new("a\nb.pgn")), "a\\nb.pgn");
    }
}
