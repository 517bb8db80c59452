//! Writing the files a person saves with Klados, safely, and reading a tree file from disk
//! (within [`LARGEST_TREE_FILE_BYTES`], by [`crate::engine::reading::read_limited`]).
//!
//! - Writing is atomic: the text goes to a temporary file beside the target, which is then
//!   renamed over it. A failure at any point leaves the old file as it was.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::engine::reading::{ReadError, display_path, read_limited};
use crate::engine::said::Said;
use crate::engine::settings::SearchControl;
use crate::engine::tree_file::{
    AnyTreeFile, TreeFile, TreeFileError, read_any_tree_file_of, read_tree_file_of,
};
use crate::games::Games;

/// The largest tree file Klados opens: 64 MB, some 600,000 nodes. Homework trees are far
/// smaller; Klados's own depth-4 tree from the start (206,603 nodes) is 23 MB.
pub const LARGEST_TREE_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// Reads a tree file from disk (see [`crate::engine::tree_file::read_tree_file`]), of chess, a
/// drawn tree or a game of [`crate::games`]; a file that cannot be read, or one over
/// [`LARGEST_TREE_FILE_BYTES`], gets a message naming it.
pub fn read_tree_path(path: &Path) -> Result<TreeFile, TreeFileError> {
    read_tree_file_of(&read_tree_bytes(path)?, &Games)
}

/// Reads a tree file of any search and game from disk (see
/// [`crate::engine::tree_file::read_any_tree_file`]), counting the rows
/// read in `progress`; a file that cannot be read, or one over [`LARGEST_TREE_FILE_BYTES`], gets
/// a message naming it.
pub fn read_any_tree_path(path: &Path, progress: &SearchControl) -> Result<AnyTreeFile, TreeFileError> {
    read_any_tree_file_of(&read_tree_bytes(path)?, progress, &Games)
}

/// Reads a tree file's bytes, within [`LARGEST_TREE_FILE_BYTES`].
fn read_tree_bytes(path: &Path) -> Result<Vec<u8>, TreeFileError> {
    let shown = display_path(path);
    read_limited(path, LARGEST_TREE_FILE_BYTES).map_err(|error| {
        let megabytes = LARGEST_TREE_FILE_BYTES / (1024 * 1024);
        let (reason, reason_said) = match error {
            ReadError::NotAFile if path.is_dir() => (
                String::from("it is a folder, not a tree file"),
                Said::new("tree-file-is-folder"),
            ),
            ReadError::NotAFile => (
                String::from("it is not a regular file"),
                Said::new("tree-file-not-regular"),
            ),
            ReadError::TooLarge { .. } => (
                format!(
                    "the file is larger than {megabytes} MB, the most Klados opens (some 600,000 nodes): \
                     write a shallower search"
                ),
                Said::new("tree-file-too-large").text("megabytes", megabytes.to_string()),
            ),
            ReadError::Io(error) => (error.to_string(), crate::engine::reading::io_said(&error)),
        };
        TreeFileError::Unreadable {
            path: shown.clone(),
            reason,
            reason_said,
        }
    })
}

/// True on a page: the browser shows no folders and no paths. A file is picked in the browser's
/// file picker and read as bytes, and a file saved is a download ([`save_file`]).
pub const NO_FOLDERS: bool = cfg!(target_arch = "wasm32");

/// Saves a file the person asked for: on the desktop written to `path` atomically
/// ([`write_atomic`]); on a page a download named as `path`'s last part (its folder means
/// nothing there).
pub fn save_file(path: &Path, contents: &[u8]) -> Result<(), Said> {
    #[cfg(target_arch = "wasm32")]
    {
        let name = path.file_name().map_or_else(
            || String::from("klados"),
            |name| name.to_string_lossy().into_owned(),
        );
        crate::shell::web::files::download(&name, contents, crate::shell::web::files::mime_of(&name))
            .map_err(|reason| Said::new("said-text").text("text", reason))
    }
    #[cfg(not(target_arch = "wasm32"))]
    write_atomic(path, contents).map_err(|error| crate::engine::reading::io_said(&error))
}

/// Writes `contents` to `path` atomically: into a new temporary file in the same folder, flushed
/// to disk, then renamed over `path`. A link is followed (the file it names is replaced, the link
/// stays), and a file replaced keeps its permissions. The error is the system's
/// ([`io_said`] says it in the window's language).
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let (temporary, mut file) = create_temporary(&target)?;
    let written = file
        .write_all(contents)
        .and_then(|()| match std::fs::metadata(&target) {
            Ok(old) => file.set_permissions(old.permissions()),
            Err(_) => Ok(()),
        })
        .and_then(|()| file.sync_all())
        .and_then(|()| std::fs::rename(&temporary, &target));
    written.inspect_err(|_| {
        // Nothing half-written is left behind; the old file, if any, is untouched.
        let _ = std::fs::remove_file(&temporary);
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
        assert_eq!(error.kind(), std::io::ErrorKind::NotFound);
        assert_eq!(std::fs::read(&path).unwrap(), b"kept");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
