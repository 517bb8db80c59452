//! The marks on an opened tree's nodes: where a student's search differs from what it should
//! be, and why, for the tree view and the node tables to show.
//!
//! A difference names a place in the student's file (its level and row); a mark is that place
//! as a node of the tree shown. A move the student's tree lacks has no node: its mark goes on
//! its parent, where the move is missing.

use std::collections::HashMap;

use egui::Color32;

use crate::course::grade::{Difference, Kind, Place};
use crate::engine::said::Told;
use crate::engine::tree::{NodeId, SearchTree};
use crate::shell::i18n::said;
use crate::ui::palette::{muted_text, problem_color};

/// One mark: what kind of difference, and why, in a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The kind of difference.
    pub kind: Kind,
    /// What is wrong and why (the English and the window's sentence).
    pub reason: Told,
}

/// The marks of a tree, by node (`None`: the root), each node's most important first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TreeMarks {
    by_node: HashMap<Option<NodeId>, Vec<Mark>>,
}

impl TreeMarks {
    /// Marks the nodes of `tree` (the student's, as shown) where `differences` are; the
    /// differences come most important first, and so do each node's marks.
    pub fn new(differences: &[Difference], tree: &SearchTree) -> TreeMarks {
        let mut by_node: HashMap<Option<NodeId>, Vec<Mark>> = HashMap::new();
        for difference in differences {
            by_node
                .entry(node_of(&difference.place, tree))
                .or_default()
                .push(Mark {
                    kind: difference.kind,
                    reason: difference.reason.clone(),
                });
        }
        TreeMarks { by_node }
    }

    /// Returns the marks on a node (`None`: the root), most important first; none when it
    /// differs in nothing.
    pub fn of(&self, node: Option<NodeId>) -> &[Mark] {
        self.by_node.get(&node).map_or(&[], Vec::as_slice)
    }

    /// Returns the reasons marked on a node, one line each (empty when it has none).
    pub fn reasons(&self, node: Option<NodeId>) -> String {
        self.of(node)
            .iter()
            .map(|mark| format!("{} {}", symbol(mark.kind), said(&mark.reason.said)))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Returns true when no node is marked.
    pub fn is_empty(&self) -> bool {
        self.by_node.is_empty()
    }

    /// Returns how many nodes (the root among them) carry a mark.
    pub fn marked_nodes(&self) -> usize {
        self.by_node.len()
    }
}

/// Returns the node of `tree` a difference is shown on: the student's row, read as a node (the
/// file's row n of level L is node (L, n − 1)); for a move the student's tree lacks, its parent;
/// `None` for the root (or a place the tree does not have).
pub fn node_of(place: &Place, tree: &SearchTree) -> Option<NodeId> {
    let level = place.level?;
    let (level, n) = match place.n {
        Some(n) => (level, n),
        // Missing: shown on its parent, or on the root for a move of level 0.
        None => (level.checked_sub(1)?, place.parent?),
    };
    let id = NodeId::new(level, u32::try_from(n.checked_sub(1)?).ok()?);
    tree.get(id).map(|_| id)
}

/// The sign a mark carries in the tree view's disc and before its reason: ✗ a value, ✂ a move
/// searched or pruned wrongly, ! a move missing or extra or a leaf that should not be one, ↕
/// the order of the moves, ↓ a value wrong only because one below it is.
pub fn symbol(kind: Kind) -> &'static str {
    match kind {
        Kind::BestMove | Kind::RootValue | Kind::Backup | Kind::Leaf => "✗",
        Kind::SearchedTooMuch | Kind::PrunedTooMuch => "✂",
        Kind::Ending | Kind::Missing | Kind::Extra => "!",
        Kind::Order => "↕",
        Kind::Follows => "↓",
    }
}

/// Says what kind of difference a mark is, in a few words (the list of differences and the
/// hover of a disc begin with them): the grade's own words for it (`Kind::words`, which its
/// text output uses), in the window's language.
pub fn kind_words(kind: Kind) -> String {
    crate::shell::i18n::tr(match kind {
        Kind::BestMove => "kind-best-move",
        Kind::RootValue => "kind-root-value",
        Kind::Backup => "kind-backup",
        Kind::Leaf => "kind-leaf",
        Kind::Ending => "kind-ending",
        Kind::SearchedTooMuch => "kind-searched-too-much",
        Kind::PrunedTooMuch => "kind-pruned-too-much",
        Kind::Missing => "kind-missing",
        Kind::Extra => "kind-extra",
        Kind::Order => "kind-order",
        Kind::Follows => "kind-follows",
    })
}

/// The colour of a mark: the shared colour of problems, or a muted one for a value that is
/// wrong only because a value below it is (the mistake is elsewhere). Either way the sign says
/// the kind, so the colour is never the only clue.
pub fn mark_color(kind: Kind, dark_mode: bool) -> Color32 {
    match kind {
        Kind::Follows => muted_text(dark_mode),
        _ => problem_color(dark_mode),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::tree_text::parse_tree;
    use crate::engine::abstract_tree::search_abstract;
    use crate::engine::settings::Algorithm;

    fn tree() -> SearchTree {
        let problem = parse_tree("[[3, 12, 8], [2, 4, 6]]").unwrap_or_default();
        match search_abstract(&problem, Algorithm::Minimax) {
            Ok(searched) => searched.tree,
            Err(error) => panic!("{error}"),
        }
    }

    fn place(level: Option<usize>, n: Option<usize>, parent: Option<usize>) -> Place {
        Place {
            level,
            n,
            name: String::new(),
            parent,
        }
    }

    #[test]
    fn a_row_is_its_node_and_a_missing_move_is_shown_on_its_parent() {
        let tree = tree();
        assert_eq!(
            node_of(&place(Some(1), Some(5), Some(2)), &tree),
            Some(NodeId::new(1, 4))
        );
        assert_eq!(
            node_of(&place(Some(1), None, Some(2)), &tree),
            Some(NodeId::new(0, 1))
        );
        // A move missing at level 0 is missing at the root; the root is the root.
        assert_eq!(node_of(&place(Some(0), None, None), &tree), None);
        assert_eq!(node_of(&place(None, None, None), &tree), None);
        // A row past the tree's end is no node of it.
        assert_eq!(node_of(&place(Some(1), Some(99), Some(2)), &tree), None);
    }

    #[test]
    fn a_node_keeps_its_marks_most_important_first() {
        let tree = tree();
        let difference = |kind, n, reason: &str| Difference {
            kind,
            place: place(Some(0), Some(n), None),
            reason: Told::new(
                reason,
                crate::engine::said::Said::new("said-text").text("text", reason),
            ),
        };
        let marks = TreeMarks::new(
            &[
                difference(Kind::Backup, 2, "B: MIN takes the smallest"),
                difference(Kind::Order, 2, "B's moves come in another order"),
            ],
            &tree,
        );
        let kinds: Vec<Kind> = marks
            .of(Some(NodeId::new(0, 1)))
            .iter()
            .map(|mark| mark.kind)
            .collect();
        assert_eq!(kinds, [Kind::Backup, Kind::Order]);
        assert_eq!(
            marks.reasons(Some(NodeId::new(0, 1))),
            "✗ B: MIN takes the smallest\n↕ B's moves come in another order"
        );
        assert!(marks.of(Some(NodeId::new(0, 0))).is_empty());
        assert_eq!(marks.marked_nodes(), 1);
    }
}
