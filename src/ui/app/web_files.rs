//! Files on a page (wasm32): the browser's file picker instead of the platform's dialog, files
//! dropped on the page read as bytes, and saving as a download. A page has no folders, so the
//! choices of a folder are not offered; should one be asked for, the person is told why not.
//! And the lesson a page's address links to is opened here, once the lessons have loaded.

use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError};

use crate::shell::i18n::{tr, tr_args};
use crate::shell::web::files::{PickedFile, download, mime_of, pick_file};
use crate::ui::command::Command;

use super::{FilePurpose, KladosApp};

/// The files dropped on the page, once the browser has read them: each file's name and its
/// bytes, or why they could not be read.
pub(super) type Dropped = Arc<std::sync::Mutex<Vec<(String, Result<Vec<u8>, String>)>>>;

/// A file picker open on the page: why, and where the file will come.
pub(super) struct Picking {
    purpose: FilePurpose,
    chosen: Receiver<Option<PickedFile>>,
}

impl KladosApp {
    /// Opens the browser's file picker for `purpose`; saving the game is a download at once.
    pub(super) fn start_file_dialog(&mut self, purpose: FilePurpose) {
        let accept = match purpose {
            FilePurpose::Open => ".pgn,.fen,.txt",
            FilePurpose::TreeFile => ".json",
            FilePurpose::Book => ".bin",
            FilePurpose::Save => {
                self.download_game();
                return;
            }
            FilePurpose::LessonFolder | FilePurpose::HandoutFolder => {
                self.inform(&tr("web-no-folders"));
                return;
            }
        };
        if self.picking.is_some() {
            self.inform(&tr("web-picker-open"));
            return;
        }
        let ctx = self.ctx.clone();
        match pick_file(accept, move || ctx.request_repaint()) {
            Ok(chosen) => self.picking = Some(Picking { purpose, chosen }),
            Err(reason) => self.inform(&tr_args(
                "web-picker-failed",
                &[("reason", reason.to_string().into())],
            )),
        }
    }

    /// Saves the game as a PGN download.
    fn download_game(&mut self) {
        let pgn = crate::chess::pgn::write(self.session.game(), Some(self.session.human()));
        let name = self.exchange.suggested_file_name();
        match download(&name, pgn.as_bytes(), mime_of(&name)) {
            Ok(()) => self.inform(&tr_args("web-game-downloaded", &[("file", name.into())])),
            Err(reason) => self.inform(&tr_args(
                "web-game-not-saved",
                &[("reason", reason.to_string().into())],
            )),
        }
    }

    /// Takes in the file the person picked (or that they picked none), and the files dropped on
    /// the page this frame, which the browser reads as bytes.
    pub(super) fn poll_web_files(&mut self) {
        if let Some(picking) = &self.picking {
            let purpose = picking.purpose;
            match picking.chosen.try_recv() {
                Ok(Some(file)) => {
                    self.picking = None;
                    self.open_picked(purpose, file);
                }
                Ok(None) | Err(TryRecvError::Disconnected) => self.picking = None,
                Err(TryRecvError::Empty) => {}
            }
        }
        let dropped = self.ctx.input(|input| input.raw.dropped_files.clone());
        for file in dropped {
            let dropped_files = self.dropped.clone();
            let ctx = self.ctx.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let name = file.path().display().to_string();
                let read = file.bytes_async().await;
                if let Ok(mut files) = dropped_files.lock() {
                    files.push((name, read));
                }
                ctx.request_repaint();
            });
        }
        let read: Vec<_> = self
            .dropped
            .lock()
            .map(|mut files| std::mem::take(&mut *files))
            .unwrap_or_default();
        for (name, bytes) in read {
            match bytes {
                Ok(bytes) => {
                    let is_game = [".pgn", ".fen"]
                        .iter()
                        .any(|extension| name.to_ascii_lowercase().ends_with(extension));
                    let purpose = if is_game {
                        FilePurpose::Open
                    } else {
                        FilePurpose::TreeFile
                    };
                    self.open_picked(purpose, PickedFile { name, bytes });
                }
                Err(reason) => self.inform(&tr_args(
                    "web-file-unread",
                    &[("file", name.into()), ("reason", reason.to_string().into())],
                )),
            }
        }
    }

    /// Opens the lesson the page's address asks for, once the lessons have loaded (an id that
    /// names none is said once).
    pub(super) fn open_linked_lesson(&mut self) {
        if self.linked_lesson.is_none() || self.lessons.lessons().is_empty() {
            return;
        }
        let Some(id) = self.linked_lesson.take() else {
            return;
        };
        match self
            .lessons
            .lessons()
            .iter()
            .position(|lesson| lesson.id.starts_with(&id))
        {
            Some(index) => self.apply(Command::OpenLesson(index)),
            None => self.inform(&tr_args("web-no-such-lesson", &[("id", id.into())])),
        }
    }

    /// Opens a file picked (or dropped) for `purpose`.
    fn open_picked(&mut self, purpose: FilePurpose, file: PickedFile) {
        let PickedFile { name, bytes } = file;
        match purpose {
            FilePurpose::Open => self.apply(Command::OpenPgnBytes(name, Arc::from(bytes))),
            FilePurpose::TreeFile => self.apply(Command::OpenTreeBytes(name, Arc::from(bytes))),
            FilePurpose::Book => self.open_book_bytes(&name, &bytes),
            FilePurpose::Save | FilePurpose::LessonFolder | FilePurpose::HandoutFolder => {}
        }
    }

    /// Uses the Polyglot book picked, for this visit of the page (a page cannot read it again
    /// next time, so the settings do not name it).
    fn open_book_bytes(&mut self, name: &str, bytes: &[u8]) {
        match crate::chess::polyglot::PolyglotBook::from_bytes(name, bytes) {
            Ok(book) => {
                self.book = crate::chess::book::Book::Polyglot(book);
                self.inform(&tr_args(
                    "web-book-now",
                    &[("book", crate::ui::names::book_name(&self.book).into())],
                ));
            }
            Err(error) => {
                self.inform(&tr_args(
                    "web-book-stays",
                    &[
                        ("reason", crate::shell::i18n::said(&error.said()).into()),
                        ("book", crate::ui::names::book_name(&self.book).into()),
                    ],
                ));
            }
        }
    }
}
