//! Reading the files a person hands Klados, safely: regular files only (a FIFO would block
//! forever, a device such as /dev/zero would never end) and at most a limit of bytes, whatever
//! the file claims its size is. Every part that reads a file (a tree file, a book, a lesson)
//! reads it here, so this sits in the lowest layer.

use std::fs::File;
use std::io::Read;
use std::path::Path;

use crate::engine::said::Said;

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

impl ReadError {
    /// Says why the file could not be read, as a sentence of the window's catalogue (the same
    /// words as [`std::fmt::Display`]'s English, which the command line prints).
    pub fn said(&self) -> Said {
        match self {
            ReadError::NotAFile => Said::new("file-not-regular"),
            ReadError::TooLarge { limit } => Said::new("file-too-large").count("limit", *limit as usize),
            ReadError::Io(error) => io_said(error),
        }
    }
}

/// What the system said when a file could not be read or written, as a sentence of the
/// catalogue: the commonest refusals (a missing file, a refused permission, a full or read-only
/// disk) in the window's language, anything rarer as the system words it.
pub fn io_said(error: &std::io::Error) -> Said {
    use std::io::ErrorKind;
    match error.kind() {
        ErrorKind::NotFound => Said::new("file-not-found"),
        ErrorKind::PermissionDenied => Said::new("file-permission-denied"),
        ErrorKind::IsADirectory => Said::new("file-is-a-folder"),
        ErrorKind::NotADirectory => Said::new("file-path-not-folder"),
        ErrorKind::StorageFull => Said::new("file-disk-full"),
        ErrorKind::ReadOnlyFilesystem => Said::new("file-read-only"),
        _ => Said::new("said-text").text("text", error.to_string()),
    }
}

/// Reads a regular file (links followed) of at most `limit` bytes. The kind of file is checked
/// before opening it (opening a FIFO waits for a writer) and again on the opened file; reading
/// stops one byte past the limit, whatever size the file claims.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let (file, _) = open_limited(path, limit)?;
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    Ok(bytes)
}

/// Opens a regular file (links followed) that claims at most `limit` bytes, checked as
/// [`read_limited`] checks it, for a reader that goes through it piece by piece (a large book)
/// rather than holding it whole. Returns the file and the size it claims; the reader must still
/// stop past `limit`, since a file may grow while it is read.
pub fn open_limited(path: &Path, limit: u64) -> Result<(File, u64), ReadError> {
    let refuse_unless_small_file = |metadata: std::fs::Metadata| {
        if !metadata.is_file() {
            Err(ReadError::NotAFile)
        } else if metadata.len() > limit {
            Err(ReadError::TooLarge { limit })
        } else {
            Ok(metadata.len())
        }
    };
    refuse_unless_small_file(std::fs::metadata(path).map_err(ReadError::Io)?)?;
    let file = File::open(path).map_err(ReadError::Io)?;
    let size = refuse_unless_small_file(file.metadata().map_err(ReadError::Io)?)?;
    Ok((file, size))
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

/// A path for a one-line message: control characters (a newline in a file name) are escaped,
/// so the message stays on one line, and a very long path is cut.
pub fn display_path(path: &Path) -> String {
    crate::engine::words::one_line_within(&path.display().to_string(), 200)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("klados-reading-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
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
