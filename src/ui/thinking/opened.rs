//! The thinking panel's side of a tree opened from a file (see [`crate::ui::opened_tree`]): it
//! replays the tree like a search of its own, names the file over it, and goes to the node and
//! the step of a difference.

use std::sync::Arc;

use egui::{RichText, Ui};

use crate::engine::replay::Replay;
use crate::engine::tree::NodeId;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::opened_tree::OpenedTree;
use crate::ui::stepper::StepperCommand;

use super::ThinkingPanel;

impl ThinkingPanel {
    /// Replays a tree opened from a file from step 0, in the order the person chose (both
    /// orders, every choice, as for a search of the game), with its marks.
    pub fn show_opened_tree(&mut self, opened: OpenedTree) {
        self.show_tree(Arc::clone(opened.tree()));
        self.opened = Some(opened);
    }

    /// Returns the tree opened from a file, while the panel shows one.
    pub fn opened(&self) -> Option<&OpenedTree> {
        self.opened.as_ref()
    }

    /// Returns the tree opened from a file, to compare it or take in its comparison.
    pub fn opened_mut(&mut self) -> Option<&mut OpenedTree> {
        self.opened.as_mut()
    }

    /// Goes to a node of the tree shown (`None`: the root): the replay moves to the step that
    /// shows what a difference there is about ([`step_showing`]) and the node is focused, so
    /// the tree view draws it, its level's table scrolls to its row, and the board shows it.
    pub fn go_to_place(&mut self, node: Option<NodeId>, now: f64) {
        let Some(stepper) = &mut self.stepper else {
            return;
        };
        if stepper.is_playing() {
            stepper.apply(StepperCommand::TogglePlay, now);
        }
        let step = step_showing(stepper.replay(), node);
        stepper.go_to(step, now);
        self.set_focus(node);
        self.stepped = true;
    }
}

/// Returns the step where a node's own value is seen going up to its parent — a value backed up
/// wrongly, or a leaf's, is then on screen and being used — or, for a pruned move (never
/// searched, so it never returns), where its parent's value goes up, its moves crossed out by
/// then. The root's differences (the best move, its value) are seen at the replay's end.
pub fn step_showing(replay: &Replay, node: Option<NodeId>) -> usize {
    let tree = replay.tree();
    let returned = |id: NodeId| replay.returned_at(id);
    node.and_then(|id| returned(id).or_else(|| tree.parent_of(id).and_then(returned)))
        .unwrap_or_else(|| replay.last_step())
}

/// The line over the replay of an opened tree: the file's name, and that it is not the
/// computer's search.
pub(super) fn opened_heading_ui(ui: &mut Ui, opened: &OpenedTree) {
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr_args(
                "opened-name",
                &[("name", opened.name().to_string().into())],
            ))
            .strong(),
        )
        .on_hover_text(crate::engine::reading::display_path(opened.path()));
        ui.weak(tr("opened-not-computers"));
    });
}
