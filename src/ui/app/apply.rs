//! What the app does with each command: the one place where the game, the settings and the
//! panels change ([`KladosApp::apply`]), and the game's flow around it — running the searches the
//! [`Session`] asks for, taking in their results, and a lesson's start, steps and end.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use shakmaty::Position;

use crate::engine::reading::display_path;
use crate::engine::said::Said;
use crate::engine::settings::{Algorithm, MAX_DEPTH};
use crate::engine::words::capitalised;
use crate::shell::i18n::{said, tr, tr_args};
use crate::shell::session::Finished;
use crate::ui::command::Command;
use crate::ui::exchange::game_and_notes_from_text;
use crate::ui::game_panel::Notice;
use crate::ui::names::{outcome_words, read_error_words, search_words, side_name};
use crate::ui::settings::{Layout, ThemeChoice, fresh_seed};
use crate::ui::worker::{SearchOutcome, Worker};

use super::{FilePurpose, KladosApp};

/// The largest PGN file opened: a game is a few kilobytes, a database of games far more (only
/// its first game is played).
const PGN_FILE_LIMIT: u64 = 64 * 1024 * 1024;

/// A file's text: UTF-8, or else Latin-1 (many older PGN files), byte for character, with a
/// note saying so and where the first byte that is not UTF-8 is.
fn text_of(bytes: Vec<u8>) -> (String, Option<String>) {
    match String::from_utf8(bytes) {
        Ok(text) => (text, None),
        Err(error) => {
            let (line, column) =
                crate::engine::reading::place_of_byte(error.as_bytes(), error.utf8_error().valid_up_to());
            let text = error.as_bytes().iter().map(|&byte| char::from(byte)).collect();
            let note = tr_args(
                "app-read-as-latin1",
                &[
                    ("line", line.to_string().into()),
                    ("column", column.to_string().into()),
                ],
            );
            (text, Some(note))
        }
    }
}

impl KladosApp {
    /// Applies one command. This is the only place where the game or the settings change.
    pub fn apply(&mut self, command: Command) {
        // Going on with the game brings it back from behind a tree opened from a file.
        if self.tree_file_shown() && super::opened_flow::goes_on_with_the_game(&command) {
            self.close_opened_tree();
        }
        // The game chosen, and while tic-tac-toe or Connect Four is played the game's commands.
        if self.apply_small(&command) {
            return;
        }
        match command {
            // While a lesson is taught the game waits: the board shows the lesson's position.
            // In Predict a move on the board is the student's guess, not a move of the game.
            Command::PlayMove(m) if self.predicting() => self.practice.predict.guess_move(m),
            // The board shows Predict's position, not the game's: the game waits.
            Command::PlayMove(_)
            | Command::PlayTyped(_)
            | Command::TakeBack
            | Command::Redo
            | Command::ThinkHere
            | Command::ThinkAgain
            | Command::ThinkBeforeBookMove
            | Command::ShowBookMove
            | Command::ComputerMove
                if self.practice.open =>
            {
                self.inform(&tr("app-game-waits-practice"));
            }
            Command::PlayMove(_)
            | Command::PlayTyped(_)
            | Command::TakeBack
            | Command::Redo
            | Command::ComputerMove
            | Command::ThinkHere
            | Command::ThinkAgain
            | Command::ThinkBeforeBookMove
            | Command::ShowBookMove
                if self.lessons.active().is_some() => {}
            Command::PlayMove(_) | Command::PlayTyped(_) if self.mcts.is_moving() => {
                self.inform(&tr("app-mcts-thinking"));
            }
            Command::PlayMove(m) => match self.session.play_human_move(m) {
                Ok(()) => self.after_move(),
                Err(reason) => self.notice = Some(Notice::problem(said(&reason))),
            },
            Command::PlayTyped(text) => match self.session.play_typed_move(&text) {
                Ok(()) => {
                    self.game_panel.typed.clear();
                    self.game_panel.typed_error = None;
                    self.after_move();
                }
                Err(reason) => self.game_panel.typed_error = Some(said(&reason)),
            },
            // Applied by `apply_small` above.
            Command::ChooseGame(_)
            | Command::PlaySmall(_)
            | Command::NewSmallGame(_)
            | Command::SetSmallSettings(_)
            | Command::LoadSmallText(_) => {}
            Command::NewGame(side) => {
                self.close_lesson();
                self.close_practice();
                self.stop_search();
                self.settings.human_side = side;
                self.session.new_game(side.color());
                self.after_game_replaced();
                if self.session.replaced_game().is_some() {
                    let you = side_name(side.color());
                    self.notice = Some(Notice::replaced(tr_args("app-new-game", &[("side", you.into())])));
                }
            }
            Command::TakeBack => {
                if !self.session.can_take_back() {
                    // Nothing to take back: a search that runs goes on.
                    self.inform(&tr("session-nothing-to-take-back"));
                } else {
                    self.stop_search();
                    match self.session.take_back() {
                        Ok(()) => {
                            self.board.clear();
                            self.notice = None;
                        }
                        Err(reason) => self.inform(&said(&reason)),
                    }
                }
            }
            Command::Redo => {
                self.stop_search();
                self.session.redo();
                self.after_move();
            }
            Command::Flip => self.session.flip(),
            Command::ComputerMove => {
                self.session.view_present();
                self.notice = None;
                self.start_computer_if_its_turn();
            }
            Command::CancelSearch if self.mcts.is_running() => self.mcts.cancel(),
            Command::CancelSearch => {
                if let Some(worker) = self.worker.take() {
                    worker.cancel();
                    self.session.cancel_search();
                    // Name only the key that does something now: M on the computer's turn, S on
                    // the person's (the search cancelled was a study of the position).
                    self.inform(&tr(if self.session.is_computers_turn() {
                        "app-cancelled-press-m"
                    } else {
                        "app-cancelled-press-s"
                    }));
                } else {
                    self.board.clear();
                    self.thinking.set_focus(None);
                }
            }
            // A lesson chooses its own search, and the toolbar shows it: the game's choice waits
            // until the lesson is left.
            Command::SetDepth(_)
            | Command::SetAlgorithm(_)
            | Command::NextAlgorithm
            | Command::SetTechniques(_)
                if self.lessons.active().is_some() => {}
            Command::SetDepth(depth) => self.settings.depth = depth.clamp(1, MAX_DEPTH),
            Command::SetAlgorithm(algorithm) => self.settings.algorithm = algorithm,
            Command::SetTechniques(techniques) => self.settings.techniques = techniques,
            Command::ShowIteration(iteration) => {
                self.board.clear();
                self.thinking.show_iteration(iteration);
            }
            Command::NextAlgorithm => {
                let position = Algorithm::ALL
                    .iter()
                    .position(|algorithm| *algorithm == self.settings.algorithm)
                    .unwrap_or(0);
                self.settings.algorithm = Algorithm::ALL[(position + 1) % Algorithm::ALL.len()];
            }
            Command::UseSearch {
                depth,
                algorithm,
                techniques,
            } => {
                self.settings.depth = depth.clamp(1, MAX_DEPTH);
                self.settings.algorithm = algorithm;
                self.settings.techniques = techniques;
                self.inform(&tr_args(
                    "app-now-searches-with",
                    &[("search", search_words(&self.settings.search()).into())],
                ));
            }
            Command::SetNodeBudget(nodes) => {
                self.settings.node_budget = nodes.clamp(
                    *crate::ui::settings::NODE_BUDGET_RANGE.start(),
                    *crate::ui::settings::NODE_BUDGET_RANGE.end(),
                );
            }
            Command::SetBoardFollows(follows) => self.settings.board_follows = follows,
            Command::ViewPly(ply) => {
                self.board.clear();
                self.session.view_ply(ply);
            }
            Command::ViewPrevious => {
                let shown = self.session.shown_ply();
                if shown > 0 {
                    self.board.clear();
                    self.session.view_ply(shown - 1);
                }
            }
            Command::ViewNext => {
                if let Some(shown) = self.session.viewed_ply() {
                    self.board.clear();
                    self.session.view_ply(shown + 1);
                }
            }
            Command::ViewPresent => self.session.view_present(),
            Command::CopyFen => {
                self.ctx.copy_text(self.session.game().fen());
                self.inform(&tr("app-copied-fen"));
            }
            Command::CopyPgn => {
                let human = Some(self.session.human());
                self.ctx
                    .copy_text(crate::chess::pgn::write(self.session.game(), human));
                self.inform(&tr("app-copied-pgn"));
            }
            Command::LoadText(text) => self.load_text(&text, None, None),
            Command::OpenPgnDialog => self.start_file_dialog(FilePurpose::Open),
            Command::SavePgnDialog => self.start_file_dialog(FilePurpose::Save),
            Command::OpenPgnFile(path) => self.open_pgn_file(&path),
            Command::SavePgnFile(path) => self.save_pgn_file(&path),
            Command::OpenTreeDialog => self.start_file_dialog(FilePurpose::TreeFile),
            Command::OpenTreeFile(path) => self.start_opening_tree(path),
            Command::OpenTreeBytes(name, bytes) => self.start_opening_tree_bytes(name, bytes),
            Command::OpenPgnBytes(name, bytes) => {
                let (text, read_as) = text_of(bytes.to_vec());
                self.load_text(&text, Some(Path::new(&name)), read_as);
            }
            Command::CloseOpenedTree => self.close_opened_tree(),
            Command::CompareWithKlados => self.compare_opened_tree(),
            Command::GoToDifference(index) => self.go_to_difference(index),
            Command::RestoreReplacedGame => {
                self.close_lesson();
                self.stop_search();
                if self.session.restore_replaced() {
                    self.after_game_replaced();
                    self.notice = Some(Notice::replaced(tr("app-previous-game-back")));
                }
            }
            Command::ToggleExchange => self.exchange.open = !self.exchange.open,
            Command::ToggleHelp => self.help.open = !self.help.open,
            Command::SetTheme(theme) => self.settings.theme = theme,
            Command::SetLanguage(language) => {
                self.settings.language = language;
                crate::shell::i18n::set_language(language);
            }
            Command::ToggleTheme => {
                self.settings.theme = match self.settings.theme {
                    ThemeChoice::Light => ThemeChoice::Dark,
                    ThemeChoice::Dark => ThemeChoice::Light,
                };
            }
            Command::ToggleProjector => self.settings.projector = !self.settings.projector,
            Command::ToggleStudy => {
                // Lessons and practice keep their own layouts; V waits for the game.
                if self.study_applies() {
                    self.settings.layout = match self.settings.layout {
                        Layout::Play => Layout::Study,
                        Layout::Study => Layout::Play,
                    };
                    self.save_settings();
                }
            }
            Command::ToggleCode => self.open_code(!self.settings.code.open),
            Command::OpenCode(open) => self.open_code(open),
            Command::SetCodeSource(source) => {
                self.settings.code.source = source;
                self.save_settings();
            }
            Command::SetDivider { divider, share, done } => {
                self.settings.dividers.set(divider, share);
                if done {
                    self.save_settings();
                }
            }
            Command::FocusMoveField => self.game_panel.focus_requested = true,
            Command::Step(step) if self.mcts_in_use() && self.mcts.view().is_some() => {
                self.board.clear();
                self.step_mcts(step);
            }
            Command::Step(step) => {
                self.board.clear();
                self.thinking.apply(step, self.now);
            }
            Command::FocusNode(node) => {
                self.board.clear();
                self.thinking.set_focus(node);
            }
            Command::CompareAlgorithms => {
                // The game's history before the search's root, when the tree is the game's.
                let history = match (self.lessons.active(), self.session.shown_search()) {
                    (None, Some(shown)) => self.session.history_at(shown.root_ply),
                    _ => Vec::new(),
                };
                let ctx = self.ctx.clone();
                self.thinking
                    .compare_algorithms(history, self.settings.node_budget, &self.jobs, move || {
                        ctx.request_repaint()
                    });
            }
            Command::ThinkHere if self.mcts_in_use() => self.start_mcts_study(),
            Command::SetMcts(choice) => self.settings.mcts = choice.clamped(),
            Command::CancelMcts => self.mcts.cancel(),
            Command::CompareMcts => self.compare_mcts(),
            Command::ThinkHere => self.think_here(),
            Command::ThinkAgain => self.think_again(),
            Command::ToggleLessons => {
                if !self.lessons.open {
                    self.close_practice();
                }
                self.lessons.open = !self.lessons.open;
            }
            Command::TogglePractice => {
                if self.practice.open {
                    self.close_practice();
                } else {
                    self.open_practice();
                }
            }
            Command::Practice(command) => self.apply_practice(command),
            Command::ToggleHandouts => self.handouts.open = !self.handouts.open,
            Command::ChooseHandoutFolder => self.start_file_dialog(FilePurpose::HandoutFolder),
            Command::ExportHandouts { replace } => self.export_handouts(replace),
            Command::BrowseLessons(browsing) => self.lessons.set_browsing(browsing),
            Command::LoadLessonsFrom(dir) => self.load_lessons_in_background(&dir),
            Command::ResumeSavedGame(resume) => self.answer_resume_offer(resume),
            Command::OpenLesson(index) => self.open_lesson(index),
            Command::LessonStep(index) => self.go_to_lesson_step(index),
            // A presenter's clicker: at a question the first press reveals the answer, the next
            // moves on. Neither reaches a lesson hidden behind the list.
            Command::LessonNext | Command::LessonPrevious if self.lessons.is_list_in_front() => {}
            Command::LessonNext => match self.lessons.active() {
                Some(active) if active.is_asking() => {
                    self.lessons.reveal();
                    self.show_lesson_secrets();
                }
                Some(active) => self.go_to_lesson_step(active.current_step() + 1),
                None => {}
            },
            Command::LessonPrevious => {
                if let Some(current) = self.lessons.active().map(|active| active.current_step())
                    && current > 0
                {
                    self.go_to_lesson_step(current - 1);
                }
            }
            Command::RevealAnswer => {
                self.lessons.reveal();
                self.show_lesson_secrets();
            }
            Command::LeaveLesson => self.leave_lesson(),
            Command::SetPlayFromBook(play) => {
                self.settings.book.play = play;
                self.save_settings();
            }
            Command::SetBookSeed(seed) => self.settings.book.seed = seed,
            Command::NewBookSeed => self.settings.book.seed = fresh_seed(self.settings.book.seed),
            Command::ChooseBookFile => self.start_file_dialog(FilePurpose::Book),
            Command::OpenBookFile(path) => self.open_book_file(&path),
            Command::UseBuiltInBook => self.use_built_in_book(),
            Command::ThinkBeforeBookMove => self.think_before_book_move(),
            Command::ShowBookMove => {
                self.board.clear();
                self.thinking.clear();
            }
        }
    }

    /// Opens or closes the Code pane; opened, it comes to the front where it is a tab.
    pub(super) fn open_code(&mut self, open: bool) {
        self.settings.code.open = open;
        if open {
            self.thinking.show_code_tab();
            self.mcts.show_code_tab();
        }
        self.save_settings();
    }

    pub(super) fn inform(&mut self, text: &str) {
        self.notice = Some(Notice::info(text));
    }

    /// After a move or a redo: show the present and let the computer reply if it is its turn.
    pub(super) fn after_move(&mut self) {
        self.board.clear();
        self.notice = None;
        self.start_computer_if_its_turn();
    }

    /// After a new game, a load or a game brought back: a clean board, an empty move field and
    /// thinking panel, and an offer to bring back the game replaced.
    pub(super) fn after_game_replaced(&mut self) {
        self.thinking.clear();
        self.mcts.clear();
        self.after_game_replaced_keeping_panel();
    }

    pub(super) fn after_game_replaced_keeping_panel(&mut self) {
        self.board.clear();
        self.notice = None;
        self.game_panel.typed.clear();
        self.game_panel.typed_error = None;
        self.start_computer_if_its_turn();
    }

    pub(super) fn start_computer_if_its_turn(&mut self) {
        // While a lesson is taught or Practice is open the game waits; so it does while a
        // small game is played.
        if self.worker.is_some()
            || self.lessons.active().is_some()
            || self.practice.open
            || self.small_game().is_some()
        {
            return;
        }
        // In the book, the computer plays the book's move at once: nothing to search.
        if self.play_from_book() {
            return;
        }
        if self.mcts_in_use() {
            self.start_mcts_move();
            return;
        }
        if let Some(request) = self.session.request_computer_move(self.settings.search()) {
            let ctx = self.ctx.clone();
            self.worker = Some(Worker::start(request, &self.jobs, move || ctx.request_repaint()));
        }
    }

    /// Searches the position on the board (the present, or the earlier position being viewed)
    /// so that its tree can be studied; the computer plays nothing.
    pub(super) fn think_here(&mut self) {
        if self.worker.is_none() {
            let request = self.session.request_study(self.settings.search());
            self.start_study(request);
        }
    }

    /// Searches the position of the search shown again, with the settings as they are now (the
    /// notice "Settings changed since this search" offers it); the computer plays nothing.
    pub(super) fn think_again(&mut self) {
        if self.worker.is_none() {
            let request = self.session.request_study_again(self.settings.search());
            self.start_study(request);
        }
    }

    /// Starts the search a person asked to study, or says why the Session refused it.
    pub(super) fn start_study(&mut self, request: Result<crate::shell::session::SearchRequest, Said>) {
        match request {
            Ok(request) => {
                let ctx = self.ctx.clone();
                self.worker = Some(Worker::start(request, &self.jobs, move || ctx.request_repaint()));
            }
            Err(reason) => self.inform(&said(&reason)),
        }
    }

    /// Loads a game from pasted text or an opened file (`file`): FEN or PGN. What the PGN held
    /// that Klados does not play is said, not lost silently; an error stays in the FEN and PGN
    /// window when it is open.
    /// `read_as` is a note on how the file's bytes were read, if they were not UTF-8.
    pub(super) fn load_text(&mut self, text: &str, file: Option<&Path>, read_as: Option<String>) {
        match game_and_notes_from_text(text) {
            Ok((game, mut notes)) => {
                notes.extend(read_as);
                self.load_game(game);
                self.exchange.error = None;
                self.exchange.open = false;
                let from = file.map(display_path);
                let text = match (self.session.game().outcome(), from) {
                    (Some(outcome), None) => tr_args(
                        "app-loaded-finished",
                        &[("outcome", outcome_words(&outcome).into())],
                    ),
                    (Some(outcome), Some(from)) => tr_args(
                        "app-loaded-finished-from",
                        &[("file", from.into()), ("outcome", outcome_words(&outcome).into())],
                    ),
                    (None, None) => tr_args(
                        "app-loaded",
                        &[("side", side_name(self.session.game().position().turn()).into())],
                    ),
                    (None, Some(from)) => tr_args(
                        "app-loaded-from",
                        &[
                            ("file", from.into()),
                            ("side", side_name(self.session.game().position().turn()).into()),
                        ],
                    ),
                };
                self.notice = Some(Notice::replaced(text).with_details(notes));
            }
            Err(error) => {
                let error = match file {
                    Some(path) => format!("{}: {error}", display_path(path)),
                    None => error,
                };
                if self.exchange.open {
                    self.exchange.error = Some(error);
                } else {
                    self.notice = Some(Notice::problem(error));
                }
            }
        }
    }

    /// Opens the platform's file dialog on a job (it waits for the person; the window goes on).
    /// Only one dialog is open at a time: it cannot be cancelled, it waits for the person.
    /// (A page opens the browser's file picker instead: `app/web_files.rs`.)
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn start_file_dialog(&mut self, purpose: FilePurpose) {
        if self.file_dialog.is_some() {
            self.inform(&tr("app-dialog-open"));
            return;
        }
        let ctx = self.ctx.clone();
        let suggested = self.exchange.suggested_file_name();
        // The dialog's filters, named in the window's language before the job takes them.
        let pgn_game = tr("app-filter-pgn");
        let polyglot_book = tr("app-filter-book");
        let tree_file = tr("app-filter-tree");
        self.file_dialog = Some(crate::ui::job::Job::start_waiting_for_person(
            "klados-file-dialog",
            &self.jobs,
            move || ctx.request_repaint(),
            move |context| {
                let dialog = rfd::FileDialog::new();
                let path = match purpose {
                    FilePurpose::Open => dialog.add_filter(pgn_game, &["pgn"]).pick_file(),
                    FilePurpose::Save => dialog
                        .add_filter(pgn_game, &["pgn"])
                        .set_file_name(suggested)
                        .save_file(),
                    FilePurpose::LessonFolder | FilePurpose::HandoutFolder => dialog.pick_folder(),
                    FilePurpose::Book => dialog.add_filter(polyglot_book, &["bin"]).pick_file(),
                    FilePurpose::TreeFile => dialog.add_filter(tree_file, &["json"]).pick_file(),
                };
                context.send((purpose, path));
            },
        ));
    }

    /// Takes in the file the person chose in the dialog (or that they chose none).
    pub(super) fn finish_file_dialog(&mut self, purpose: FilePurpose, path: Option<PathBuf>) {
        match (purpose, path) {
            (FilePurpose::Open, Some(path)) => self.open_pgn_file(&path),
            (FilePurpose::Save, Some(path)) => self.save_pgn_file(&path),
            (FilePurpose::LessonFolder, Some(path)) => {
                self.practice.builder.folder = path.display().to_string()
            }
            (FilePurpose::HandoutFolder, Some(path)) => self.handouts.folder = path.display().to_string(),
            (FilePurpose::Book, Some(path)) => self.open_book_file(&path),
            (FilePurpose::TreeFile, Some(path)) => self.start_opening_tree(path),
            (FilePurpose::Book, None) => self.no_book_file_chosen(),
            (FilePurpose::LessonFolder | FilePurpose::HandoutFolder, None) => {
                self.inform(&tr("app-no-folder-chosen"))
            }
            (_, None) => self.inform(&tr("app-no-file-chosen")),
        }
    }

    /// Opens a PGN (or FEN) file and plays on from its game.
    fn open_pgn_file(&mut self, path: &Path) {
        self.exchange.path = path.display().to_string();
        match crate::engine::reading::read_limited(path, PGN_FILE_LIMIT) {
            Ok(bytes) => {
                let (text, read_as) = text_of(bytes);
                self.load_text(&text, Some(path), read_as);
            }
            Err(reason) => {
                let error = tr_args(
                    "app-not-opened",
                    &[
                        ("file", display_path(path).into()),
                        ("reason", read_error_words(&reason).into()),
                    ],
                );
                if self.exchange.open {
                    self.exchange.error = Some(error);
                } else {
                    self.notice = Some(Notice::problem(error));
                }
            }
        }
    }

    /// Saves the game as PGN, atomically: a failure leaves any file already there as it was.
    fn save_pgn_file(&mut self, path: &Path) {
        self.exchange.path = path.display().to_string();
        let pgn = crate::chess::pgn::write(self.session.game(), Some(self.session.human()));
        match crate::shell::files::write_atomic(path, pgn.as_bytes()) {
            Ok(()) => {
                self.exchange.error = None;
                self.inform(&tr_args("app-game-saved", &[("file", display_path(path).into())]));
            }
            Err(reason) => {
                let error = tr_args(
                    "app-game-not-saved",
                    &[
                        ("file", display_path(path).into()),
                        ("reason", crate::ui::names::io_error_words(&reason).into()),
                    ],
                );
                if self.exchange.open {
                    self.exchange.error = Some(error.clone());
                }
                self.notice = Some(Notice::problem(error));
            }
        }
    }

    /// Cancels a running search without a notice (the action that stops it says enough).
    pub(super) fn stop_search(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.cancel();
        }
        self.mcts.cancel();
        self.session.cancel_search();
    }

    /// Takes in a finished search: the session plays its move; the panel shows its tree.
    pub(super) fn finish_search(&mut self, outcome: SearchOutcome) {
        match self.session.finish_search(outcome) {
            Finished::Played(_) | Finished::Studied => {
                if let Some(shown) = self.session.shown_search() {
                    let tree = Arc::clone(&shown.tree);
                    let fallback = shown.fallback_from;
                    // A practice replay on screen stays; the game's search comes back after it.
                    if !self.practice.showing {
                        self.thinking.show_tree(Arc::clone(&tree));
                    }
                    self.board.clear();
                    self.notice = fallback.map(|chosen| {
                        let used = crate::engine::settings::SearchSettings {
                            depth: tree.depth(),
                            algorithm: tree.algorithm(),
                            max_nodes: chosen.max_nodes,
                            techniques: tree.techniques(),
                        };
                        Notice::info(tr_args(
                            "app-fell-back",
                            &[
                                ("chosen", capitalised(&search_words(&chosen)).into()),
                                ("used", search_words(&used).into()),
                            ],
                        ))
                    });
                }
            }
            Finished::Discarded | Finished::Cancelled => {}
            Finished::Failed(reason) => {
                self.notice = Some(Notice::problem(tr_args(
                    "small-failed",
                    &[("reason", said(&reason).into())],
                )));
            }
        }
    }
}
