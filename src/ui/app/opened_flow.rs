//! What the app does with a search tree opened from a file (see [`crate::ui::opened_tree`]):
//! reading it on a job, showing it in place of the game's search while the game waits,
//! comparing it with Klados's search, going to a difference, and bringing the game back.
//!
//! A Monte Carlo tree search's file replays in the MCTS view instead (grown again from its
//! settings), the game waiting behind it in the same way.
//!
//! The game is never changed by an opened tree. While one is shown the board shows its root
//! (a chess tree's) and the replay's positions, and the panel beside the board says what is
//! shown; closing it, or anything that goes on with the game (a move typed, take back, the
//! computer's move, a search of the board), brings back the game and its search as they were.

use std::path::PathBuf;

use crate::chess::game::Game;
use crate::engine::tree::{BoardKind, NodeId};
use crate::shell::i18n::tr_args;
use crate::ui::command::Command;
use crate::ui::game_panel::Notice;
use crate::ui::job::{Job, take_result};
use crate::ui::opened_tree::marks::node_of;
use crate::ui::opened_tree::{Loaded, LoadedMcts, OpenedTree, load_tree};

use super::KladosApp;

impl KladosApp {
    /// Starts reading a tree file on a job (a large one takes a while); the tree is shown when
    /// it has been read, and a file that is not a tree is one message. While one file is read
    /// another waits: reading cannot be cancelled, and the window must not wait for it.
    pub(super) fn start_opening_tree(&mut self, path: PathBuf) {
        if self.opening_tree.is_some() {
            self.inform(&tr_args(
                "app-tree-being-read",
                &[("file", crate::engine::reading::display_path(&path).into())],
            ));
            return;
        }
        let ctx = self.ctx.clone();
        self.opening_name = path.file_name().map_or_else(
            || crate::engine::reading::display_path(&path),
            |name| name.to_string_lossy().into_owned(),
        );
        self.opening_tree = Some(Job::start(
            "klados-open-tree",
            &self.jobs,
            move || ctx.request_repaint(),
            move |context| {
                context.send(load_tree(&path, context.control()));
            },
        ));
        self.say_opening_progress();
    }

    /// Says, beside the board, how far the file being read has got: its name, the nodes read
    /// so far and the time (a file of 600,000 nodes takes seconds), and asks for the next frame
    /// to say it again.
    fn say_opening_progress(&mut self) {
        let Some(job) = &self.opening_tree else {
            return;
        };
        let nodes: usize = job.control().nodes_per_level().iter().sum();
        let seconds = job.started().elapsed().as_secs_f64();
        let seconds = crate::shell::i18n::decimal(seconds, 1);
        let file = self.opening_name.as_str();
        self.notice = Some(Notice::info(match nodes {
            0 => tr_args(
                "app-opening",
                &[("file", file.into()), ("seconds", seconds.into())],
            ),
            nodes => tr_args(
                "app-opening-nodes",
                &[
                    ("file", file.into()),
                    ("count", nodes.into()),
                    ("seconds", seconds.into()),
                ],
            ),
        }));
        self.ctx
            .request_repaint_after(std::time::Duration::from_millis(100));
    }

    /// Starts reading a tree file's bytes on a job, as [`KladosApp::start_opening_tree`] reads
    /// a file (a page's file picker gives bytes): `name` is the file's name.
    pub(super) fn start_opening_tree_bytes(&mut self, name: String, bytes: std::sync::Arc<[u8]>) {
        if self.opening_tree.is_some() {
            self.inform(&tr_args("app-tree-being-read", &[("file", name.as_str().into())]));
            return;
        }
        let ctx = self.ctx.clone();
        self.opening_name.clone_from(&name);
        // On a page the web worker reads it (a large file would hold the page for a second).
        let request = {
            let bytes = std::sync::Arc::clone(&bytes);
            move || {
                let text = String::from_utf8(bytes.to_vec()).ok()?;
                Some(crate::shell::remote::RemoteRequest::OpenTree { text })
            }
        };
        let translate = {
            let (name, bytes) = (name.clone(), std::sync::Arc::clone(&bytes));
            move |answer| match answer {
                crate::shell::remote::RemoteAnswer::Opened(opened) => Some(
                    crate::ui::opened_tree::loaded_in_worker(std::path::Path::new(&name), &bytes, *opened),
                ),
                _ => None,
            }
        };
        self.opening_tree = Some(Job::start_in_worker(
            "klados-open-tree",
            &self.jobs,
            move || ctx.request_repaint(),
            request,
            translate,
            move |context| {
                context.send(crate::ui::opened_tree::load_tree_bytes(
                    std::path::Path::new(&name),
                    &bytes,
                    context.control(),
                ));
            },
        ));
        self.say_opening_progress();
    }

    /// Waits for the tree file being read and shows it (tests call this instead of counting
    /// frames).
    pub fn wait_for_tree_file(&mut self) {
        if let Some(loaded) = self.opening_tree.take().and_then(|job| job.wait()) {
            self.show_loaded_tree(loaded);
        }
    }

    /// Waits for the comparison with Klados's search and shows it, as a frame would (tests).
    pub fn wait_for_comparison(&mut self) {
        let came = self
            .thinking
            .opened_mut()
            .is_some_and(OpenedTree::wait_for_comparison);
        if came {
            self.go_to_difference(0);
        }
    }

    /// Takes in, at the start of a frame, a tree file read and a comparison finished.
    pub(super) fn poll_tree_jobs(&mut self) {
        let was_opening = self.opening_tree.is_some();
        if let Some(loaded) = take_result(&mut self.opening_tree) {
            self.show_loaded_tree(loaded);
        } else if self.opening_tree.is_some() {
            self.say_opening_progress();
        } else if was_opening {
            // The job ended without a word (it cannot, but the line must not stay).
            self.notice = Some(Notice::problem(tr_args(
                "app-not-read",
                &[("file", self.opening_name.as_str().into())],
            )));
        }
        let came = self
            .thinking
            .opened_mut()
            .is_some_and(OpenedTree::poll_comparison);
        if came {
            // The replay goes to the first difference, the most important.
            self.go_to_difference(0);
        }
    }

    /// Shows a tree read from a file in place of what the panel showed: a lesson ends, Practice
    /// closes and the game's search waits. A file that could not be read changes nothing but
    /// the message.
    fn show_loaded_tree(&mut self, loaded: Result<Loaded, crate::engine::said::Said>) {
        let loaded = match loaded {
            Ok(loaded) => loaded,
            Err(reason) => {
                self.notice = Some(Notice::problem(crate::shell::i18n::said(&reason)));
                return;
            }
        };
        if self.lessons.active().is_some() {
            self.close_lesson();
            self.lessons.open = false;
        }
        self.close_practice();
        self.stop_search();
        self.board.clear();
        // The panel says what the tree is and what is marked in it: no message needed.
        self.notice = None;
        match loaded {
            Loaded::Search(loaded) => {
                self.mcts.close_file();
                self.thinking.show_opened_tree(OpenedTree::new(loaded));
            }
            Loaded::MonteCarlo(loaded) => {
                // The MCTS view shows it; a depth-first tree opened before gives way.
                if self.thinking.opened().is_some() {
                    self.show_game_tree();
                }
                let LoadedMcts { path, tree, drawn } = *loaded;
                self.mcts.show_file(&path, tree, drawn);
            }
        }
    }

    /// Closes the opened tree: the thinking panel (or the MCTS view) shows the game's search
    /// again, the board the game, and the computer moves if it is its turn.
    pub(super) fn close_opened_tree(&mut self) {
        let depth_first = self.thinking.opened().is_some();
        let monte_carlo = self.mcts.close_file();
        if !depth_first && !monte_carlo {
            return;
        }
        self.board.clear();
        self.notice = None;
        if depth_first {
            self.show_game_tree();
        }
        self.start_computer_if_its_turn();
    }

    /// Returns true while a tree opened from a file is shown, in the thinking panel or the
    /// MCTS view: the game waits behind it.
    pub(super) fn tree_file_shown(&self) -> bool {
        self.thinking.opened().is_some() || self.mcts.opened_file().is_some()
    }

    /// Compares the opened tree with Klados's search of the same root, on a job.
    pub(super) fn compare_opened_tree(&mut self) {
        let ctx = self.ctx.clone();
        if let Some(opened) = self.thinking.opened_mut() {
            opened.start_comparing(&self.jobs, move || ctx.request_repaint());
        }
    }

    /// Goes to the opened tree's difference `index` (most important first): the node it is on
    /// (a missing move's parent; the root for the best move and the root's value) is focused
    /// and the replay moves to the step that shows it.
    pub(super) fn go_to_difference(&mut self, index: usize) {
        let Some(opened) = self.thinking.opened() else {
            return;
        };
        let Some(difference) = opened.differences().get(index) else {
            return;
        };
        let node: Option<NodeId> = node_of(&difference.place, opened.tree());
        self.board.clear();
        self.thinking.go_to_place(node, self.now);
    }

    /// Returns the opened chess tree's root as a game of no moves, while one is shown: the
    /// board shows it (and the replay's positions) instead of the game.
    pub(super) fn opened_root(&self) -> Option<Game> {
        if self.mcts.opened_file().is_some() {
            let tree = self.mcts.view()?.tree();
            return tree.chess_root().map(|root| Game::from_position(root.clone()));
        }
        let tree = self.thinking.opened()?.tree();
        tree.chess_root().map(|root| Game::from_position(root.clone()))
    }

    /// Returns true while a tree with no chess board opened from a file is shown (a drawn
    /// tree, another game's): it takes the centre, as an abstract lesson's does.
    pub(super) fn opened_abstract_tree(&self) -> bool {
        self.thinking
            .opened()
            .is_some_and(|opened| opened.tree().game().board() != BoardKind::Chess)
    }
}

/// Returns true for a command that goes on with the game: while a tree opened from a file is
/// shown it first brings the game back, then does what it says.
pub(super) fn goes_on_with_the_game(command: &Command) -> bool {
    matches!(
        command,
        Command::PlayMove(_)
            | Command::PlayTyped(_)
            | Command::TakeBack
            | Command::Redo
            | Command::ComputerMove
            | Command::ThinkHere
            | Command::ThinkAgain
            | Command::ThinkBeforeBookMove
            | Command::ViewPly(_)
            | Command::ViewPrevious
            | Command::ViewNext
            | Command::ViewPresent
            | Command::FocusMoveField
    )
}
