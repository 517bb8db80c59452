//! Abstract game trees: minimax before chess.
//!
//! Before a class meets chess positions it can learn minimax on a tree drawn on the board: a
//! root, a few moves labelled `A`, `B`, `C`, replies labelled `A1`, `A2`, …, and a number at every
//! leaf. This module searches such a tree with exactly the rules of [`crate::engine::search`] and
//! stores the result in the same node arrays ([`SearchTree`]), so that the replay, the tables and
//! the lessons treat it like any chess search.
//!
//! The conventions are the chess ones with the colours hidden:
//!
//! * the root is **MAX** (it plays the part of White to move), and the levels alternate: level 0
//!   is MAX's moves, level 1 MIN's replies, level 2 MAX's again, …;
//! * a leaf's number is its static score, and its value;
//! * an inner node has no static score of its own (it is stored as 0): only its backed-up value
//!   means something;
//! * a leaf may sit above the deepest level. It is then treated like a checkmate in a chess tree:
//!   a node without children whose value goes up like any other. The tree's depth is its deepest
//!   leaf.
//!
//! The nodes carry no chess move, so their names are kept beside the tree, in
//! [`AbstractSearch::labels`]. The search below is the one in `search.rs`, `expand` and `visit`,
//! written again without the chess: read that file for the full story of every line.

use std::time::Instant;

use shakmaty::{Chess, Color};

use crate::engine::counts::SearchCounts;
use crate::engine::eval::MATE_THRESHOLD;
use crate::engine::search::Algorithm;
use crate::engine::tree::{Backup, Bound, Level, MAX_DEPTH, Node, NodeArray, NodeId, SearchTree, Status};

/// The values a leaf may have: scores short of the mate scores, which a node records exactly.
/// A leaf beyond them would read as a mate (or not fit a node's 16 bits at all).
pub const LEAF_VALUES: std::ops::RangeInclusive<i32> = -MATE_THRESHOLD..=MATE_THRESHOLD;

/// One node of an abstract game tree, as a lesson draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AbstractNode {
    /// A leaf: its value is given (in the same units as chess scores, though a lesson may use
    /// small numbers such as 3 or −2).
    Leaf {
        /// The name shown for the node, e.g. `"A1"`.
        label: String,
        /// The leaf's value, from MAX's point of view.
        value: i32,
    },
    /// An inner node: its value comes from its children.
    Inner {
        /// The name shown for the node, e.g. `"A"`.
        label: String,
        /// The moves from this node, in the order the search tries them.
        children: Vec<AbstractNode>,
    },
}

impl AbstractNode {
    /// Returns the node's label.
    pub fn label(&self) -> &str {
        match self {
            AbstractNode::Leaf { label, .. } | AbstractNode::Inner { label, .. } => label,
        }
    }

    /// Returns the node's children (none for a leaf).
    pub fn children(&self) -> &[AbstractNode] {
        match self {
            AbstractNode::Leaf { .. } => &[],
            AbstractNode::Inner { children, .. } => children,
        }
    }

    /// Returns the number of plies from this node down to its deepest leaf: 0 for a leaf.
    pub fn height(&self) -> usize {
        self.children()
            .iter()
            .map(|child| child.height() + 1)
            .max()
            .unwrap_or(0)
    }
}

/// Why an abstract tree cannot be searched.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AbstractTreeError {
    /// The root has no children: there is nothing to choose.
    #[error("the tree has no moves: the root needs at least one child")]
    Empty,
    /// An inner node has no children (it should be a leaf with a value).
    #[error("node \"{0}\" has no children and no value")]
    NoChildren(String),
    /// The tree is deeper than the node arrays allow.
    #[error("the tree is {0} plies deep; at most {MAX_DEPTH} are allowed")]
    TooDeep(usize),
    /// A leaf's value is beyond what a node can record (values are scores: within ±29,000,
    /// short of the mate scores).
    #[error("leaf \"{0}\" has the value {1}; values must lie between -29000 and 29000")]
    ValueOutOfRange(String, i32),
    /// A node has more children than a node can record.
    #[error("node \"{0}\" has more than 255 children")]
    TooManyChildren(String),
}

/// A searched abstract tree: the node arrays, and the label of every node.
#[derive(Clone, Debug)]
pub struct AbstractSearch {
    /// The node arrays, filled exactly as a chess search fills them. Its root position is the
    /// chess starting position, which only serves to make the root MAX (White to move); its
    /// nodes' moves mean nothing.
    pub tree: SearchTree,
    /// `labels[level][index]` is the label of the node `NodeId::new(level, index)`.
    pub labels: Vec<Vec<String>>,
}

impl AbstractSearch {
    /// Returns a node's label, or `None` if there is no such node.
    pub fn label_of(&self, id: NodeId) -> Option<&str> {
        self.labels
            .get(id.level)?
            .get(id.index as usize)
            .map(String::as_str)
    }
}

/// Searches an abstract tree whose root's moves are `root_children`, with `algorithm`, and
/// returns the node arrays with the labels. The root is MAX.
///
/// ```
/// use klados::engine::abstract_tree::{search_abstract, AbstractNode};
/// use klados::engine::search::Algorithm;
/// let leaf = |label: &str, value| AbstractNode::Leaf { label: label.into(), value };
/// let moves = vec![
///     AbstractNode::Inner { label: "A".into(), children: vec![leaf("A1", 3), leaf("A2", 12)] },
///     AbstractNode::Inner { label: "B".into(), children: vec![leaf("B1", 2), leaf("B2", 4)] },
/// ];
/// let searched = search_abstract(&moves, Algorithm::Minimax).unwrap();
/// assert_eq!(searched.tree.root_value(), 3); // MIN answers A with 3 and B with 2; MAX takes 3
/// ```
pub fn search_abstract(
    root_children: &[AbstractNode],
    algorithm: Algorithm,
) -> Result<AbstractSearch, AbstractTreeError> {
    if root_children.is_empty() {
        return Err(AbstractTreeError::Empty);
    }
    check_shape(root_children)?;
    let depth = root_children
        .iter()
        .map(|child| child.height() + 1)
        .max()
        .unwrap_or(1);
    if depth > MAX_DEPTH {
        return Err(AbstractTreeError::TooDeep(depth));
    }

    let started = Instant::now();
    let mut builder = Builder {
        algorithm,
        // Level 0 is MAX's moves ("White"), level 1 MIN's replies ("Black"), and so on.
        levels: (0..depth)
            .map(|level| Level {
                mover: if level % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                },
                nodes: NodeArray::new(),
            })
            .collect(),
        labels: vec![Vec::new(); depth],
    };
    let root_window = Window {
        alpha: i32::MIN + 1,
        beta: i32::MAX,
    };
    let (root_value, best) = builder.expand(root_children, 0, 0, root_window);
    Ok(AbstractSearch {
        tree: SearchTree {
            root: Chess::default(),
            depth,
            algorithm,
            counts: SearchCounts::of_levels(&builder.levels),
            levels: builder.levels,
            root_value,
            best,
            elapsed: started.elapsed(),
            labels: Some(builder.labels.clone()),
        },
        labels: builder.labels,
    })
}

/// Checks that every inner node has children, and not too many to record, and that every leaf's
/// value fits.
fn check_shape(nodes: &[AbstractNode]) -> Result<(), AbstractTreeError> {
    for node in nodes {
        if let AbstractNode::Leaf { label, value } = node
            && !LEAF_VALUES.contains(value)
        {
            return Err(AbstractTreeError::ValueOutOfRange(label.clone(), *value));
        }
        if let AbstractNode::Inner { label, children } = node {
            if children.is_empty() {
                return Err(AbstractTreeError::NoChildren(label.clone()));
            }
            if children.len() > usize::from(u8::MAX) {
                return Err(AbstractTreeError::TooManyChildren(label.clone()));
            }
            check_shape(children)?;
        }
    }
    Ok(())
}

/// The alpha-beta window, as in `search.rs`: α is the least MAX is already sure of elsewhere,
/// β the most MIN will allow.
#[derive(Clone, Copy, Debug)]
struct Window {
    alpha: i32,
    beta: i32,
}

/// The node arrays and labels being filled.
struct Builder {
    algorithm: Algorithm,
    levels: Vec<Level>,
    labels: Vec<Vec<String>>,
}

impl Builder {
    /// Stores `children` in `levels[level]` as the children of `parent`, visits each of them,
    /// and returns the value backed up from them with the index of the child it came from.
    /// MAX chooses at even levels' parents (the root, level 1's nodes, …), MIN at odd ones.
    fn expand(
        &mut self,
        children: &[AbstractNode],
        level: usize,
        parent: u32,
        mut window: Window,
    ) -> (i32, u32) {
        // Store every child first, as "not searched yet": the ones a cutoff skips stay that way.
        let first_child = self.levels[level].nodes.len() as u32;
        for child in children {
            self.levels[level].nodes.push(Node::without_move(parent));
            self.labels[level].push(child.label().to_string());
        }
        if level > 0 {
            self.levels[level - 1].nodes[parent as usize].set_children(first_child, children.len());
        }

        let chooser = Backup::of_mover(self.levels[level].mover);
        let mut best_value = match chooser {
            Backup::Max => i32::MIN,
            Backup::Min => i32::MAX,
        };
        let mut best_index = first_child;
        for (offset, child) in children.iter().enumerate() {
            let index = first_child + offset as u32;
            let value = self.visit(child, level, index, window);
            if chooser.prefers(value, best_value) {
                best_value = value;
                best_index = index;
            }
            if self.algorithm.prunes() {
                // The chooser is now sure of at least `best_value`: it narrows its side.
                match chooser {
                    Backup::Max => window.alpha = window.alpha.max(value),
                    Backup::Min => window.beta = window.beta.min(value),
                }
                // Alpha-beta's cutoff: the side choosing one level up already has something
                // better, so the remaining children are left unsearched (pruned).
                if window.alpha >= window.beta {
                    break;
                }
            }
        }
        (best_value, best_index)
    }

    /// Works out the node `levels[level][index]`: a leaf gives its value, an inner node the
    /// value backed up from its children. Returns the value.
    fn visit(&mut self, node: &AbstractNode, level: usize, index: u32, window: Window) -> i32 {
        let (static_score, value, bound) = match node {
            AbstractNode::Leaf { value, .. } => (*value, *value, Bound::Exact),
            AbstractNode::Inner { children, .. } => {
                let (value, _) = self.expand(children, level + 1, index, window);
                // As in search.rs: with alpha-beta, a value outside the window may be a bound.
                let bound = if self.algorithm.prunes() {
                    Bound::of_searched(&self.levels, level, index, value, window.alpha, window.beta)
                } else {
                    Bound::Exact
                };
                (0, value, bound)
            }
        };
        self.levels[level].nodes[index as usize].record(static_score, value, Status::Searched, bound);
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaf(label: &str, value: i32) -> AbstractNode {
        AbstractNode::Leaf {
            label: label.into(),
            value,
        }
    }

    fn inner(label: &str, children: Vec<AbstractNode>) -> AbstractNode {
        AbstractNode::Inner {
            label: label.into(),
            children,
        }
    }

    /// The classic three-by-three tree: MIN answers A with 3, B with 2, C with 2; MAX takes A.
    fn classic() -> Vec<AbstractNode> {
        vec![
            inner("A", vec![leaf("A1", 3), leaf("A2", 12), leaf("A3", 8)]),
            inner("B", vec![leaf("B1", 2), leaf("B2", 4), leaf("B3", 6)]),
            inner("C", vec![leaf("C1", 14), leaf("C2", 5), leaf("C3", 2)]),
        ]
    }

    #[test]
    fn minimax_and_alpha_beta_agree_and_alpha_beta_prunes() {
        let minimax = search_abstract(&classic(), Algorithm::Minimax).unwrap();
        let alpha_beta = search_abstract(&classic(), Algorithm::AlphaBeta).unwrap();
        assert_eq!(minimax.tree.root_value(), 3);
        assert_eq!(alpha_beta.tree.root_value(), 3);
        assert_eq!(minimax.label_of(minimax.tree.best()), Some("A"));
        let pruned = |search: &AbstractSearch| {
            search.tree.levels()[1]
                .nodes
                .iter()
                .filter(|node| node.status() == Status::Pruned)
                .count()
        };
        assert_eq!(pruned(&minimax), 0);
        // B1 = 2 refutes B (B3, B2 skipped); C is searched to C3.
        assert_eq!(pruned(&alpha_beta), 2);
    }

    #[test]
    fn an_uneven_tree_has_the_depth_of_its_deepest_leaf() {
        let moves = vec![leaf("A", 5), inner("B", vec![inner("B1", vec![leaf("B1a", 7)])])];
        let searched = search_abstract(&moves, Algorithm::Minimax).unwrap();
        assert_eq!(searched.tree.depth(), 3);
        assert_eq!(searched.tree.root_value(), 7);
        assert_eq!(searched.tree.nodes_per_level(), vec![2, 1, 1]);
    }

    #[test]
    fn bad_shapes_are_errors() {
        assert_eq!(
            search_abstract(&[], Algorithm::Minimax).unwrap_err(),
            AbstractTreeError::Empty
        );
        assert_eq!(
            search_abstract(&[inner("A", vec![])], Algorithm::Minimax).unwrap_err(),
            AbstractTreeError::NoChildren("A".into())
        );
        let mut deep = leaf("x", 1);
        for _ in 0..6 {
            deep = inner("y", vec![deep]);
        }
        assert_eq!(
            search_abstract(&[deep], Algorithm::Minimax).unwrap_err(),
            AbstractTreeError::TooDeep(7)
        );
    }
}
