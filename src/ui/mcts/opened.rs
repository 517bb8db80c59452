//! The MCTS view's side of a Monte Carlo tree search opened from a file (see
//! [`crate::ui::opened_tree::load_tree`]): the tree, grown again from the file's settings and
//! checked to be the file's, replays here in place of the game's MCTS, its file named over it,
//! until it is closed or the game goes on.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::{RichText, Ui};

use crate::engine::abstract_tree::AbstractNode;
use crate::engine::mcts::MctsTree;
use crate::engine::reading::display_path;
use crate::engine::tree::TreeGame;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::command::Command;
use crate::ui::mcts::view::{MctsView, ViewAction};
use crate::ui::mcts::{MctsPanel, Root};
use crate::ui::opened_tree::panel::close_button;

/// A file's tree shown in the MCTS view, and what it was shown in place of.
pub(super) struct OpenedFile {
    /// The file it was read from.
    path: PathBuf,
    /// The game's MCTS replay and its root, given back when the file's tree is closed.
    behind: (Option<MctsView>, Option<Root>),
}

impl MctsPanel {
    /// Shows a Monte Carlo tree search read from `path` (grown again from its settings) from
    /// its first step; `drawn` is an abstract tree's problem. A search running is cancelled,
    /// and the tree shown is kept to come back when the file's is closed.
    pub fn show_file(&mut self, path: &Path, tree: MctsTree, drawn: Option<Vec<AbstractNode>>) {
        self.running = None;
        self.comparing = None;
        self.comparison = None;
        let root = match (drawn, tree.game()) {
            (Some(drawn), _) => Root::Drawn(Arc::new(drawn)),
            (None, TreeGame::Other(game)) => Root::Game(Arc::clone(game)),
            (None, game) => Root::Chess {
                position: game.chess_root().cloned().unwrap_or_default(),
                history: Vec::new(),
                ply: 0,
            },
        };
        let mut view = MctsView::new(Arc::new(tree));
        view.apply(ViewAction::First);
        let behind = match self.file.take() {
            // A file opened over another: the game's replay stays the one behind.
            Some(file) => file.behind,
            None => (self.view.take(), self.root.take()),
        };
        self.view = Some(view);
        self.root = Some(root);
        self.file = Some(OpenedFile {
            path: path.to_path_buf(),
            behind,
        });
    }

    /// Returns the file whose tree is shown, while one is.
    pub fn opened_file(&self) -> Option<&Path> {
        self.file.as_ref().map(|file| file.path.as_path())
    }

    /// Closes the file's tree: the replay shown before it comes back. Returns true if a file's
    /// tree was shown.
    pub fn close_file(&mut self) -> bool {
        let Some(file) = self.file.take() else {
            return false;
        };
        self.comparing = None;
        self.comparison = None;
        (self.view, self.root) = file.behind;
        true
    }

    /// The lines over a file's replay: its name and Close, then what it is.
    pub(super) fn file_heading_ui(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let Some(file) = &self.file else {
            return;
        };
        let name = file.path.file_name().map_or_else(
            || display_path(&file.path),
            |name| name.to_string_lossy().into_owned(),
        );
        // Two short lines, so that on a projector the stepper under them keeps its room.
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr_args("opened-name", &[("name", name.as_str().into())])).strong())
                .on_hover_text(tr_args(
                    "mcts-opened-hint",
                    &[("path", display_path(&file.path).into())],
                ));
            if ui
                .button(close_button())
                .on_hover_text(tr("opened-back-hint"))
                .clicked()
            {
                commands.push(Command::CloseOpenedTree);
            }
        });
        if let Some(view) = &self.view {
            let settings = view.tree().settings();
            ui.weak(tr_args(
                "mcts-grown-again",
                &[
                    ("iterations", (settings.iterations as u64).into()),
                    (
                        "exploration",
                        crate::engine::mcts::replay::number(settings.exploration).into(),
                    ),
                    ("seed", settings.seed.to_string().into()),
                ],
            ));
        }
    }
}
