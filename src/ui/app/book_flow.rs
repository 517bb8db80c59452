//! The opening book in the window: which book the computer plays from (the built-in one, or a
//! Polyglot file the person chose), and the computer's book moves.
//!
//! A book move needs no search: when the book is on and has a move for the position, the
//! [`crate::shell::session::Session`] plays it at once and the thinking panel shows the book's
//! moves instead of a tree. A book file that cannot be used is one message, and the book in use
//! stays.

use std::path::Path;

use crate::chess::book::Book;
use crate::chess::polyglot::PolyglotBook;
use crate::shell::i18n::tr_args;
use crate::ui::game_panel::Notice;
use crate::ui::names::book_name;
use crate::ui::thinking::BookNote;

use super::KladosApp;

impl KladosApp {
    /// Reads the book file the settings name, as the window opens. A file that has gone
    /// missing or cannot be used is said once; the built-in book is used, and the settings
    /// forget the file (so that they say which book is in use).
    pub(super) fn read_book_at_start(&mut self) {
        let Some(file) = self.settings.book.file.clone() else {
            return;
        };
        match PolyglotBook::read(Path::new(&file)) {
            Ok(book) => self.book = Book::Polyglot(book),
            Err(error) => {
                self.settings.book.file = None;
                self.notice = Some(Notice::problem(tr_args(
                    "app-book-lost",
                    &[
                        ("reason", crate::shell::i18n::said(&error.said()).into()),
                        ("book", book_name(&Book::BuiltIn).into()),
                    ],
                )));
            }
        }
    }

    /// Uses the Polyglot book in `path` from now on, or says in one message why it cannot be
    /// used; then the book in use stays.
    pub(super) fn open_book_file(&mut self, path: &Path) {
        match PolyglotBook::read(path) {
            Ok(book) => {
                self.book = Book::Polyglot(book);
                self.settings.book.file = Some(path.display().to_string());
                self.save_settings();
                self.say_book_now();
            }
            Err(error) => {
                self.notice = Some(Notice::problem(tr_args(
                    "app-book-stays",
                    &[
                        ("reason", crate::shell::i18n::said(&error.said()).into()),
                        ("book", book_name(&self.book).into()),
                    ],
                )));
            }
        }
    }

    /// Goes back to the built-in book of named openings.
    pub(super) fn use_built_in_book(&mut self) {
        self.book = Book::BuiltIn;
        self.settings.book.file = None;
        self.save_settings();
        self.say_book_now();
    }

    /// Says which book the computer plays from now, and, while the book is off, how to switch
    /// it on.
    fn say_book_now(&mut self) {
        let id = match self.settings.book.play {
            true => "app-book-now",
            false => "app-book-now-off",
        };
        self.inform(&tr_args(id, &[("book", book_name(&self.book).into())]));
    }

    /// Plays the book's move for the computer when the book is on and has one for the position;
    /// returns true if it did. The thinking panel then shows the book's moves: no tree.
    pub(super) fn play_from_book(&mut self) -> bool {
        if !self.settings.book.play {
            return false;
        }
        if self
            .session
            .play_book_move(&self.book, self.settings.book.seed)
            .is_none()
        {
            return false;
        }
        // The panel says what the book played instead of replaying a search.
        self.thinking.clear();
        self.board.clear();
        true
    }

    /// Searches the position the last book move was played from, to show what the search would
    /// have played there; nothing is played.
    pub(super) fn think_before_book_move(&mut self) {
        if self.worker.is_none() {
            let request = self
                .session
                .request_study_before_book_move(self.settings.search());
            self.start_study(request);
        }
    }

    /// Returns what the thinking panel says about the last book move: always while the panel
    /// has no tree, and over a study of the position the book move was played from. `None` in
    /// a lesson or practice, whose trees are not the game's.
    pub(super) fn book_note(&self) -> Option<BookNote> {
        if self.lessons.active().is_some() || self.practice.open {
            return None;
        }
        let played = self.session.book_move()?;
        let studied_here = self
            .session
            .shown_search()
            .is_some_and(|shown| shown.root_ply == played.root_ply && self.thinking.shows(&shown.tree));
        Some(BookNote {
            played: played.clone(),
            stale: self.session.book_move_stale(),
            studied_here,
        })
    }

    /// Says that the dialog closed without a book file: the book stays.
    pub(super) fn no_book_file_chosen(&mut self) {
        self.inform(&tr_args(
            "app-no-book-chosen",
            &[("book", book_name(&self.book).into())],
        ));
    }
}
