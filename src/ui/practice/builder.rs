//! The tree builder: a teacher brings their own tree. Type it as nested lists
//! (`[[3, 12, 8], [2, 4, 6], [14, 5, 2]]`) or edit it on the sheet (add a child, set a leaf's
//! value, delete a node, undo); step its search like any tree; save it as a `klados-lesson/1`
//! file, with a title and a first step, ready to add more steps to.
//!
//! Nodes are named as the nested lists name them (`A`, `A1`, `A1a`, …) and renamed after every
//! change, so a lesson's text can refer to them.

use egui::{RichText, TextEdit, Ui};

use crate::course::practice::{Exercise, ExerciseNode, PracticeKind, parse_value};
use crate::course::tree_text::{parse_tree, relabel, write_tree};
use crate::engine::abstract_tree::{AbstractNode, search_abstract};
use crate::engine::settings::Algorithm;
use crate::shell::i18n::{tr, tr_args};
use crate::ui::command::{Command, PracticeCommand};
use crate::ui::palette::problem_color;

use super::sheet::{SheetLook, SheetMode, SheetState, right_color, sheet_ui};

/// The tree a new builder starts with: the classic example of a two-ply tree.
const FIRST_TREE: &str = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]";

/// The most nodes a built tree may have: it is searched in the window's own thread, in microseconds.
pub const MAX_BUILT_NODES: usize = 2_000;

/// The builder's state.
pub struct Builder {
    /// The tree as nested lists, as typed.
    pub text: String,
    /// Why the text cannot be read.
    text_error: Option<String>,
    /// The tree: the root's children.
    moves: Vec<AbstractNode>,
    /// The tree's nodes in pre-order, for the sheet.
    nodes: Vec<ExerciseNode>,
    /// What minimax makes of each inner node, shown on the sheet.
    shown_values: Vec<Option<String>>,
    /// Earlier trees, for Undo.
    undo: Vec<Vec<AbstractNode>>,
    /// The leaves' fields and the selected node.
    sheet: SheetState,
    /// The leaf being typed into, so one edit is one undo step however many keys it takes.
    editing: Option<usize>,
    /// The algorithm the tree is searched with.
    pub algorithm: Algorithm,
    /// The lesson's title.
    pub title: String,
    /// What the lesson's first step says.
    pub first_step: String,
    /// The folder the lesson is saved in.
    pub folder: String,
    /// What the last save did (or why it failed): `true` for success.
    pub message: Option<(bool, String)>,
    /// A file that exists where the lesson would be saved: the person is asked first.
    pub confirm_replace: Option<std::path::PathBuf>,
    /// A folder to save in that does not exist yet: the person is offered to create it.
    pub confirm_create: Option<std::path::PathBuf>,
}

impl Default for Builder {
    fn default() -> Builder {
        let moves = parse_tree(FIRST_TREE).unwrap_or_default();
        let mut builder = Builder {
            text: FIRST_TREE.to_owned(),
            text_error: None,
            moves: Vec::new(),
            nodes: Vec::new(),
            shown_values: Vec::new(),
            undo: Vec::new(),
            sheet: SheetState::default(),
            editing: None,
            algorithm: Algorithm::Minimax,
            title: tr("builder-default-title"),
            first_step: tr("builder-default-first-step"),
            folder: String::new(),
            message: None,
            confirm_replace: None,
            confirm_create: None,
        };
        builder.set_tree(moves);
        builder
    }
}

impl Builder {
    /// Returns the tree: the root's children.
    pub fn moves(&self) -> &[AbstractNode] {
        &self.moves
    }

    /// Returns the title, or a default one when it is empty.
    pub fn title_or_default(&self) -> String {
        let title = self.title.trim();
        if title.is_empty() {
            tr("builder-default-title")
        } else {
            title.to_owned()
        }
    }

    /// Replaces the tree (names renewed), and everything shown from it.
    fn set_tree(&mut self, moves: Vec<AbstractNode>) {
        let moves = relabel(&moves);
        self.text = write_tree(&moves);
        // The nodes in pre-order, and what minimax makes of each inner one (the root's value
        // is the search's; every other node's is in its row).
        let exercise = Exercise::from_tree(PracticeKind::Minimax, &moves).ok();
        let searched = exercise.as_ref().and_then(|exercise| exercise.search().ok());
        self.shown_values = match (&exercise, &searched) {
            (Some(exercise), Some(searched)) => {
                let tree = &searched.tree;
                let ids = exercise.node_ids(tree);
                exercise
                    .nodes
                    .iter()
                    .zip(ids)
                    .map(|(node, id)| match (node.leaf_value, id) {
                        (Some(_), _) => None,
                        (None, None) => Some(tree.root_value()),
                        (None, Some(id)) => tree.get(id).and_then(|row| row.value()),
                    })
                    .map(|value| value.map(|value| value.to_string()))
                    .collect()
            }
            _ => Vec::new(),
        };
        self.nodes = exercise.map(|exercise| exercise.nodes).unwrap_or_default();
        let selected = self.sheet.selected.filter(|&index| index < self.nodes.len());
        self.sheet = SheetState::blank(self.nodes.len());
        self.sheet.selected = selected;
        for (index, node) in self.nodes.iter().enumerate() {
            if let Some(value) = node.leaf_value {
                self.sheet.values[index] = value.to_string();
            }
        }
        self.moves = moves;
    }

    /// Changes the tree, keeping the old one for Undo.
    fn change(&mut self, moves: Vec<AbstractNode>) {
        if moves != self.moves {
            self.undo.push(std::mem::take(&mut self.moves));
            self.set_tree(moves);
            self.message = None;
        }
    }

    /// Reads the typed text and makes it the tree.
    pub fn build_from_text(&mut self) {
        match parse_tree(&self.text) {
            // A practice sheet has MAX and MIN to fill in; a chance node's expectation is for a
            // lesson (or `klados tree`) to show.
            Ok(moves) if moves.iter().any(AbstractNode::has_chance) => {
                self.text_error = Some(tr("builder-no-chance"));
            }
            Ok(moves) if count_nodes(&moves) > MAX_BUILT_NODES => {
                self.text_error = Some(tr_args(
                    "builder-too-big",
                    &[
                        ("count", count_nodes(&moves).into()),
                        ("most", MAX_BUILT_NODES.into()),
                    ],
                ));
            }
            Ok(moves) => {
                self.text_error = None;
                self.editing = None;
                self.change(moves);
            }
            Err(error) => self.text_error = Some(error.to_string()),
        }
    }

    /// Adds a child to the selected node (a leaf becomes an inner node with one child).
    pub fn add_child(&mut self) {
        let Some(path) = self.selected_path() else { return };
        let mut moves = self.moves.clone();
        let added = if path.is_empty() {
            moves.push(leaf(0));
            true
        } else {
            node_at(&mut moves, &path).is_some_and(|node| match node {
                AbstractNode::Leaf { label, .. } => {
                    *node = AbstractNode::Inner {
                        label: label.clone(),
                        children: vec![leaf(0)],
                    };
                    true
                }
                AbstractNode::Inner { children, .. } => {
                    children.push(leaf(0));
                    true
                }
                // The builder takes no chance nodes and no tuples (see `build_from_text`).
                AbstractNode::Chance { .. } | AbstractNode::Utilities { .. } => false,
            })
        };
        if !added {
            return;
        }
        if count_nodes(&moves) > MAX_BUILT_NODES {
            self.message = Some((
                false,
                tr_args("builder-at-most", &[("most", MAX_BUILT_NODES.into())]),
            ));
            return;
        }
        // Too deep, or too many moves at a node: said, and the tree stays as it was.
        if let Err(error) = search_abstract(&relabel(&moves), Algorithm::Minimax) {
            self.message = Some((
                false,
                tr_args(
                    "builder-no-child",
                    &[("reason", crate::shell::i18n::said(&error.said()).into())],
                ),
            ));
            return;
        }
        self.editing = None;
        self.change(moves);
    }

    /// Deletes the selected node and everything under it. A parent left with no children
    /// becomes a leaf worth 0; the root keeps at least one move.
    pub fn delete(&mut self) {
        let Some(path) = self.selected_path() else { return };
        let Some((&last, parent_path)) = path.split_last() else {
            self.message = Some((false, tr("builder-root-stays")));
            return;
        };
        let mut moves = self.moves.clone();
        if parent_path.is_empty() {
            if moves.len() <= 1 {
                self.message = Some((false, tr("builder-root-needs-move")));
                return;
            }
            moves.remove(last);
        } else if let Some(parent) = node_at(&mut moves, parent_path)
            && let AbstractNode::Inner { label, children } = parent
        {
            if last < children.len() {
                children.remove(last);
            }
            if children.is_empty() {
                *parent = AbstractNode::Leaf {
                    label: label.clone(),
                    value: 0,
                };
            }
        }
        self.sheet.selected = None;
        self.editing = None;
        self.change(moves);
    }

    /// Brings back the tree before the last change.
    pub fn undo(&mut self) {
        if let Some(moves) = self.undo.pop() {
            self.editing = None;
            self.set_tree(moves);
        }
    }

    /// The selected node's place: child indexes from the root (empty: the root).
    fn selected_path(&self) -> Option<Vec<usize>> {
        path_of(&self.nodes, self.sheet.selected?)
    }

    /// Takes in the leaves' values typed on the sheet.
    fn take_typed_values(&mut self) {
        let mut moves = self.moves.clone();
        let mut changed = None;
        for (index, node) in self.nodes.iter().enumerate() {
            let Some(old) = node.leaf_value else { continue };
            let Ok(Some(value)) = parse_value(&self.sheet.values[index]) else {
                continue;
            };
            if value != old
                && crate::engine::abstract_tree::LEAF_VALUES.contains(&value)
                && let Some(path) = path_of(&self.nodes, index)
                && let Some(AbstractNode::Leaf { value: slot, .. }) = node_at(&mut moves, &path)
            {
                *slot = value;
                changed = Some(index);
            }
        }
        if let Some(index) = changed {
            let texts = self.sheet.values.clone();
            if self.editing == Some(index) {
                // Still typing into the same leaf: one undo step for the whole edit.
                self.set_tree(moves);
            } else {
                self.change(moves);
                self.editing = Some(index);
            }
            // Keep what is being typed (e.g. "-" on its way to "-5").
            self.sheet.values = texts;
        }
    }

    /// Lays out the tab's column.
    pub fn ui(&mut self, ui: &mut Ui, dialog_open: bool, showing: bool, commands: &mut Vec<Command>) {
        let dark_mode = ui.visuals().dark_mode;
        ui.label(tr("builder-task"));
        let label = ui.label(tr("builder-tree"));
        let field = ui
            .add(
                TextEdit::multiline(&mut self.text)
                    .desired_rows(2)
                    .desired_width(ui.available_width())
                    .code_editor(),
            )
            .labelled_by(label.id);
        let entered = field.has_focus()
            && ui.input_mut(|input| input.consume_key(egui::Modifiers::NONE, egui::Key::Enter));
        if entered {
            field.surrender_focus();
        }
        // While its search is replayed the tree stays as it is: "Back to editing" to change it.
        ui.add_enabled_ui(!showing, |ui| {
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button(tr("builder-build"))
                    .on_hover_text(tr("builder-build-hint"))
                    .clicked()
                    || entered
                {
                    self.build_from_text();
                }
                if ui
                    .add_enabled(!self.undo.is_empty(), egui::Button::new(tr("builder-undo")))
                    .on_hover_text(tr("builder-undo-hint"))
                    .clicked()
                {
                    self.undo();
                }
            });
            if let Some(error) = &self.text_error {
                ui.label(RichText::new(error).color(problem_color(dark_mode)));
            }
            ui.add_space(4.0);
            match self.sheet.selected.and_then(|index| self.nodes.get(index)) {
                Some(node) => {
                    let name = if node.parent.is_none() {
                        tr("builder-the-root")
                    } else {
                        node.label.clone()
                    };
                    ui.horizontal_wrapped(|ui| {
                        ui.label(
                            RichText::new(tr_args("builder-selected", &[("node", name.into())])).strong(),
                        );
                        if ui
                            .button(tr("builder-add-child"))
                            .on_hover_text(tr("builder-add-child-hint"))
                            .clicked()
                        {
                            self.add_child();
                        }
                        if ui
                            .button(tr("builder-delete"))
                            .on_hover_text(tr("builder-delete-hint"))
                            .clicked()
                        {
                            self.delete();
                        }
                    });
                }
                None => {
                    ui.weak(tr("builder-click-node"));
                }
            }
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(tr("builder-search-with"));
                egui::ComboBox::from_id_salt("builder-algorithm")
                    .selected_text(self.algorithm.label())
                    .show_ui(ui, |ui| {
                        for algorithm in Algorithm::ALL {
                            ui.selectable_value(&mut self.algorithm, algorithm, algorithm.label());
                        }
                    })
                    .response
                    .labelled_by(label.id);
            });
        });
        let step_text = tr(if showing {
            "builder-back-to-editing"
        } else {
            "builder-step-through"
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button(step_text).clicked() {
                commands.push(Command::Practice(PracticeCommand::ShowSearch(!showing)));
            }
            if ui
                .button(tr("builder-mcts"))
                .on_hover_text(tr("builder-mcts-hint"))
                .clicked()
            {
                commands.push(Command::Practice(PracticeCommand::SearchWithMcts));
            }
        });
        // Folded until wanted, so the column stays short on a small screen.
        egui::CollapsingHeader::new(RichText::new(tr("builder-save-as-lesson")).strong())
            .id_salt("save-as-lesson")
            .show(ui, |ui| {
                let width = ui.available_width();
                let title_label = ui.label(tr("builder-title"));
                ui.add(TextEdit::singleline(&mut self.title).desired_width(width))
                    .labelled_by(title_label.id);
                let step_label = ui.label(tr("builder-first-step"));
                ui.add(
                    TextEdit::multiline(&mut self.first_step)
                        .desired_rows(2)
                        .desired_width(width),
                )
                .labelled_by(step_label.id);
                // A page has no folders: the lesson is a download.
                if !crate::shell::files::NO_FOLDERS {
                    let folder_label = ui.label(tr("common-in-folder"));
                    ui.add(TextEdit::singleline(&mut self.folder).desired_width(width))
                        .labelled_by(folder_label.id);
                }
                ui.horizontal_wrapped(|ui| {
                    if !crate::shell::files::NO_FOLDERS
                        && ui
                            .add_enabled(!dialog_open, egui::Button::new(tr("common-choose-folder")))
                            .on_hover_text(tr("common-choose-folder-hint"))
                            .clicked()
                    {
                        commands.push(Command::Practice(PracticeCommand::ChooseFolder));
                    }
                    if ui
                        .button(RichText::new(tr("builder-save")).strong())
                        .on_hover_text(tr("builder-save-hint"))
                        .clicked()
                    {
                        commands.push(Command::Practice(PracticeCommand::SaveLesson(false)));
                    }
                });
                if let Some(folder) = &self.confirm_create {
                    ui.label(tr_args(
                        "builder-no-folder",
                        &[("folder", crate::engine::reading::display_path(folder).into())],
                    ));
                    ui.horizontal_wrapped(|ui| {
                        if ui.button(tr("builder-create-folder")).clicked() {
                            commands.push(Command::Practice(PracticeCommand::CreateFolderAndSave));
                        }
                        if ui.button(tr("builder-not-now")).clicked() {
                            self.confirm_create = None;
                        }
                    });
                }
                if let Some(path) = &self.confirm_replace {
                    ui.label(tr_args(
                        "builder-exists",
                        &[("file", crate::engine::reading::display_path(path).into())],
                    ));
                    ui.horizontal_wrapped(|ui| {
                        if ui.button(tr("exchange-replace")).clicked() {
                            commands.push(Command::Practice(PracticeCommand::SaveLesson(true)));
                        }
                        if ui.button(tr("exchange-keep")).clicked() {
                            self.confirm_replace = None;
                        }
                    });
                }
            });
        if let Some((ok, message)) = &self.message {
            let color = if *ok {
                right_color(dark_mode)
            } else {
                problem_color(dark_mode)
            };
            ui.label(RichText::new(message).color(color));
        }
    }

    /// Draws the tree being built, its leaves' values typeable.
    pub fn sheet_ui(&mut self, ui: &mut Ui) {
        ui.label(
            RichText::new(tr_args(
                "builder-building",
                &[("title", self.title_or_default().into())],
            ))
            .heading(),
        );
        let look = SheetLook {
            nodes: &self.nodes,
            mode: SheetMode::Edit,
            value_ticks: &[],
            prune_ticks: &[],
            notes: &[],
            shown_values: &self.shown_values,
            editable: true,
        };
        sheet_ui(ui, &look, &mut self.sheet);
        self.take_typed_values();
    }

    /// Returns the lesson file's text for the tree as it stands.
    pub fn lesson_text(&self) -> String {
        crate::course::lesson::write::tree_lesson_text(
            &self.title_or_default(),
            &crate::shell::i18n::tr("builder-lesson-summary"),
            self.first_step.trim(),
            None,
            &self.moves,
            self.algorithm,
        )
    }

    /// Returns the lesson file's name: its id, `.json`.
    pub fn file_name(&self) -> String {
        format!(
            "{}.json",
            crate::course::lesson::write::id_of_title(&self.title_or_default())
        )
    }
}

/// A new leaf (named when the tree is renamed).
fn leaf(value: i32) -> AbstractNode {
    AbstractNode::Leaf {
        label: String::new(),
        value,
    }
}

/// Returns the number of nodes in a tree (the root's children and everything under them).
fn count_nodes(moves: &[AbstractNode]) -> usize {
    moves.iter().map(|node| 1 + count_nodes(node.children())).sum()
}

/// Returns the node at `path` (child indexes from the root), for changing it.
fn node_at<'a>(moves: &'a mut [AbstractNode], path: &[usize]) -> Option<&'a mut AbstractNode> {
    let (&first, rest) = path.split_first()?;
    let mut node = moves.get_mut(first)?;
    for &index in rest {
        node = match node {
            AbstractNode::Inner { children, .. } | AbstractNode::Chance { children, .. } => {
                children.get_mut(index)?
            }
            AbstractNode::Leaf { .. } | AbstractNode::Utilities { .. } => return None,
        };
    }
    Some(node)
}

/// Returns a node's place as child indexes from the root.
fn path_of(nodes: &[ExerciseNode], mut index: usize) -> Option<Vec<usize>> {
    let mut path = Vec::new();
    while let Some(parent) = nodes.get(index)?.parent {
        path.push(
            nodes
                .get(parent)?
                .children
                .iter()
                .position(|&child| child == index)?,
        );
        index = parent;
    }
    path.reverse();
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn built(text: &str) -> Builder {
        let mut builder = Builder {
            text: text.to_owned(),
            ..Builder::default()
        };
        builder.build_from_text();
        builder
    }

    fn select(builder: &mut Builder, label: &str) {
        builder.sheet.selected = builder.nodes.iter().position(|node| node.label == label);
    }

    #[test]
    fn edits_change_the_tree_and_undo_brings_it_back() {
        let mut builder = built("[[3, 12], [2]]");
        select(&mut builder, "B1");
        builder.add_child();
        assert_eq!(builder.text, "[[3, 12], [[0]]]");
        select(&mut builder, "A2");
        builder.delete();
        assert_eq!(builder.text, "[[3], [[0]]]");
        builder.undo();
        assert_eq!(builder.text, "[[3, 12], [[0]]]");
        builder.undo();
        assert_eq!(builder.text, "[[3, 12], [2]]");
    }

    #[test]
    fn the_root_keeps_a_move() {
        let mut builder = built("[[1, 2]]");
        select(&mut builder, "A");
        builder.delete();
        assert_eq!(builder.text, "[[1, 2]]");
        assert!(builder.message.as_ref().is_some_and(|(ok, _)| !ok));
    }

    #[test]
    fn a_child_too_deep_is_refused_with_a_reason() {
        let mut builder = built("[[[[[[1]]]]]]");
        select(&mut builder, "A1a1a1");
        builder.add_child();
        assert_eq!(builder.text, "[[[[[[1]]]]]]");
        assert!(
            builder
                .message
                .as_ref()
                .is_some_and(|(ok, why)| !ok && why.contains("deep")),
            "{:?}",
            builder.message
        );
    }

    #[test]
    fn a_parent_left_without_children_becomes_a_leaf() {
        let mut builder = built("[[5], 7]");
        select(&mut builder, "A1");
        builder.delete();
        assert_eq!(builder.text, "[0, 7]");
    }

    #[test]
    fn typed_leaf_values_change_the_tree_in_one_undo_step() {
        let mut builder = built("[[3, 12], [2, 4]]");
        let index = builder
            .nodes
            .iter()
            .position(|node| node.label == "A1")
            .unwrap_or(0);
        builder.sheet.values[index] = "-".to_owned();
        builder.take_typed_values();
        builder.sheet.values[index] = "-5".to_owned();
        builder.take_typed_values();
        builder.sheet.values[index] = "-15".to_owned();
        builder.take_typed_values();
        assert_eq!(builder.text, "[[-15, 12], [2, 4]]");
        builder.undo();
        assert_eq!(builder.text, "[[3, 12], [2, 4]]");
    }
}
