//! Max^n: minimax for three or more players.
//!
//! With two players one number per leaf is enough, since what MAX gains MIN loses. With three
//! players A, B and C each end of the game is worth something different to each of them, so a
//! leaf holds a **tuple**, `(1, 2, 6)`: 1 for A, 2 for B, 6 for C. Max^n (Luckhardt and Irani,
//! 1986) backs the tuples up: at each node the player to move takes the child whose tuple has
//! the **largest component for that player**, and the node's tuple is that child's. The
//! players take turns by level: A chooses among the root's moves (level 0), B among level 1,
//! C among level 2, then A again.
//!
//! Nothing is pruned. Alpha-beta's cutoff needs "what is good for me is bad for you", and with
//! three players each after its own component that is no longer true: the full tree is
//! searched, as minimax searches it.
//!
//! This is a small search of its own, not the one in `search.rs`: there the value is one number
//! (or one fraction) that MAX maximises and MIN minimises ([`crate::engine::rules::Rules::turn`]
//! says MAX or MIN, [`crate::engine::chance::SearchValue`] is totally ordered), while a tuple
//! has no order of its own: which of two tuples is better depends on who is choosing. It fills
//! the same node arrays in the same order (children contiguous, each level depth first), so the
//! replay, the tables and the tree view read it like any other search; the tuples are kept
//! beside them ([`crate::engine::tree::Utilities`]).

use std::collections::BTreeMap;
use std::time::Duration;

use shakmaty::Color;

use super::{AbstractNode, AbstractSearch, names_of};
use crate::engine::counts::SearchCounts;
use crate::engine::settings::{Algorithm, Techniques};
use crate::engine::tree::{Bound, Level, Node, NodeArray, NodeId, SearchTree, Status, TreeGame, Utilities};

/// Searches a checked drawn tree of `players` players (its leaves all tuples of that length,
/// `depth` its deepest leaf) by max^n, and returns the node arrays with the labels.
///
/// Every node's `value` is the utility of the player who chose the move into it, so every
/// level backs up by taking the largest value, as MAX does; the tuples are in the tree's side
/// table ([`SearchTree::utilities_of`]).
pub(super) fn search_maxn(root_children: &[AbstractNode], players: usize, depth: usize) -> AbstractSearch {
    let mut filler = Filler {
        // Every level's chooser takes the largest of its own utilities: MAX's rule, which the
        // node arrays say with White as every level's mover.
        levels: (0..depth)
            .map(|_| Level {
                mover: Color::White,
                nodes: NodeArray::new(),
            })
            .collect(),
        utilities: Utilities::new(players),
    };
    let (best, root) = filler.expand(root_children, 0, 0);
    let root_value = root.first().copied().unwrap_or(0);
    filler.utilities.root = root;
    let (labels, _) = names_of(&filler.levels, root_children);
    let counts = SearchCounts::of_levels(&filler.levels, depth);
    let tree = SearchTree {
        game: TreeGame::Drawn(labels.clone()),
        depth,
        algorithm: Algorithm::Minimax,
        techniques: Techniques::default(),
        levels: filler.levels,
        root_value,
        best: best as u32,
        elapsed: Duration::ZERO,
        counts,
        probabilities: BTreeMap::new(),
        fractions: BTreeMap::new(),
        root_fraction: None,
        utilities: Some(filler.utilities),
        marks: Default::default(),
        aspiration: Vec::new(),
        iterations: Vec::new(),
        total_elapsed: None,
    };
    AbstractSearch { tree, labels }
}

/// The node arrays being filled, and the tuples found so far.
struct Filler {
    levels: Vec<Level>,
    utilities: Utilities,
}

impl Filler {
    /// Lists `children` in `level` as the children of row `parent` of the level above, searches
    /// each in turn (its whole subtree before the next), and returns which of them the player to
    /// move takes (its place among them) and its tuple.
    fn expand(&mut self, children: &[AbstractNode], level: usize, parent: u32) -> (usize, Vec<i32>) {
        // @start
        let first = self.levels[level].nodes.len() as u32;
        for _ in children {
            // A drawn tree is at most a few thousand nodes: room for them is never short.
            let _ = self.levels[level].nodes.try_push(Node::without_move(parent));
        }
        // The player who chooses among these children: A at the root, then round the players.
        let chooser = level % self.utilities.players;
        let mut best: Option<(usize, Vec<i32>)> = None;
        for (offset, child) in children.iter().enumerate() {
            let index = first + offset as u32;
            let tuple = match child {
                // A leaf: the game ends here, worth its own tuple.
                AbstractNode::Utilities { utilities, .. } => utilities.clone(), // @leaf
                _ => {
                    let below = self.levels[level + 1].nodes.len() as u32;
                    let (_, tuple) = self.expand(child.children(), level + 1, index); // @call
                    self.levels[level].nodes[index as usize].set_children(below, child.children().len());
                    tuple
                }
            };
            let own = tuple.get(chooser).copied().unwrap_or(0);
            self.levels[level].nodes[index as usize].record(0, own, Status::Searched, Bound::Exact);
            self.utilities
                .of_node
                .insert(NodeId::new(level, index), tuple.clone());
            // This is max^n's choice: the chooser compares its own component only, and keeps
            // the first child on a tie.
            let better = best
                .as_ref()
                .is_none_or(|(_, so_far)| own > so_far.get(chooser).copied().unwrap_or(0));
            if better {
                // @best
                best = Some((offset, tuple));
            }
        }
        best.unwrap_or_default() // @return @choose
    }
}

#[cfg(test)]
mod tests {
    use super::super::search_abstract;
    use super::*;

    fn leaf(label: &str, utilities: [i32; 3]) -> AbstractNode {
        AbstractNode::Utilities {
            label: label.into(),
            utilities: utilities.to_vec(),
        }
    }

    fn inner(label: &str, children: Vec<AbstractNode>) -> AbstractNode {
        AbstractNode::Inner {
            label: label.into(),
            children,
        }
    }

    #[test]
    fn each_player_takes_its_own_largest_component() {
        // A chooses between X (B picks (1, 5, 2) for its 5) and Y (B picks (4, 3, 3)).
        let moves = vec![
            inner("X", vec![leaf("x1", [9, 1, 1]), leaf("x2", [1, 5, 2])]),
            inner("Y", vec![leaf("y1", [4, 3, 3]), leaf("y2", [8, 3, 0])]),
        ];
        let searched = search_abstract(&moves, Algorithm::Minimax).unwrap();
        let tree = &searched.tree;
        assert_eq!(tree.root_utilities(), Some(&[4, 3, 3][..]));
        assert_eq!(searched.label_of(tree.best()), Some("Y"));
        // A level-0 node holds A's utility; a level-1 node B's.
        assert_eq!(tree.get(NodeId::new(0, 0)).and_then(Node::value), Some(1));
        assert_eq!(tree.get(NodeId::new(1, 1)).and_then(Node::value), Some(5));
        // On B's tie at Y (3 and 3) the first child stays.
        assert_eq!(tree.best_child(NodeId::new(0, 1)), Some(NodeId::new(1, 2)));
    }
}
