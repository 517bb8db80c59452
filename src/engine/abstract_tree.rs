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
//! [`AbstractSearch::labels`]. The search is the one in `search.rs`: this file only answers its
//! questions ([`Rules`]) for a drawn tree.

use std::time::Instant;

use shakmaty::{Chess, Color};

use crate::engine::eval::MATE_THRESHOLD;
use crate::engine::rules::Rules;
use crate::engine::search::search_with;
use crate::engine::settings::{Algorithm, MAX_DEPTH, SearchControl, SearchError, SearchSettings};
use crate::engine::tree::{Level, Node, NodeId, SearchTree, Status};

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
    /// The search itself refused (it cannot, for a tree within these limits).
    #[error("{0}")]
    Search(SearchError),
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
/// use klados::engine::settings::Algorithm;
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
    let settings = SearchSettings {
        max_nodes: usize::MAX,
        ..SearchSettings::new(depth, algorithm)
    };
    // A drawn tree is small: no need to ask the machine how much memory it has.
    let control = SearchControl::new().with_memory_limit(usize::MAX);
    let root = Spot {
        children: root_children,
        leaf: None,
        max_to_move: true,
    };
    let found = search_with(
        TreeRules(std::marker::PhantomData),
        &root,
        &settings,
        &control,
        &[],
        0,
    )
    .map_err(AbstractTreeError::Search)?;
    let labels = labels_of(&found.levels, root_children);
    // The root position only makes the root MAX (White to move).
    let tree = found.into_tree(Chess::default(), &settings, started, Some(labels.clone()));
    Ok(AbstractSearch { tree, labels })
}

/// Returns the label of every row of the node arrays: a row's node is its parent's child at the
/// row's place among its siblings (the search keeps a drawn tree's order).
fn labels_of(levels: &[Level], root_children: &[AbstractNode]) -> Vec<Vec<String>> {
    let mut labels = Vec::with_capacity(levels.len());
    let mut above: Vec<&AbstractNode> = root_children.iter().collect();
    labels.push(above.iter().map(|node| node.label().to_string()).collect());
    for level in levels.windows(2) {
        let mut here: Vec<&AbstractNode> = Vec::with_capacity(level[1].nodes.len());
        for (row, node) in level[0].nodes.iter().enumerate() {
            let children = above.get(row).map_or(&[][..], |parent| parent.children());
            here.extend(children.iter().take(node.child_count()));
        }
        labels.push(here.iter().map(|node| node.label().to_string()).collect());
        above = here;
    }
    labels
}

/// A place in a drawn tree, as the search sees it: a node's children (the root's, at first), or
/// a leaf's value, and whose turn it is.
#[derive(Clone, Copy, Debug)]
struct Spot<'a> {
    children: &'a [AbstractNode],
    leaf: Option<i32>,
    max_to_move: bool,
}

/// The rules of a drawn tree: the moves are the children, in the order drawn; a leaf ends the
/// game with its value. No captures, no checks, no colours: MAX plays White's part.
struct TreeRules<'a>(std::marker::PhantomData<&'a AbstractNode>);

impl<'a> Rules for TreeRules<'a> {
    type Position = Spot<'a>;
    type Move = usize;
    type Moves = Vec<usize>;

    fn turn(&self, spot: &Spot<'a>) -> Color {
        if spot.max_to_move {
            Color::White
        } else {
            Color::Black
        }
    }

    fn moves(&self, spot: &Spot<'a>) -> Vec<usize> {
        (0..spot.children.len()).collect()
    }

    fn keep_captures(&self, moves: &mut Vec<usize>) {
        moves.clear();
    }

    fn in_check(&self, _spot: &Spot<'a>) -> bool {
        false
    }

    /// A drawn tree's moves keep the order they were drawn in, whatever the algorithm.
    fn order(&self, _moves: &mut Vec<usize>) {}

    fn play(&mut self, spot: &Spot<'a>, m: usize, _may_go_on: bool) -> Spot<'a> {
        let child = spot.children.get(m);
        Spot {
            children: child.map_or(&[][..], AbstractNode::children),
            leaf: match child {
                Some(AbstractNode::Leaf { value, .. }) => Some(*value),
                _ => None,
            },
            max_to_move: !spot.max_to_move,
        }
    }

    fn leave(&mut self) {}

    fn end(
        &self,
        spot: &Spot<'a>,
        _m: usize,
        _moves: Option<&Vec<usize>>,
        _plies: usize,
    ) -> Option<(Status, i32)> {
        // A leaf's number is its static score and its value, wherever it sits.
        spot.leaf.map(|value| (Status::Searched, value))
    }

    /// An inner node has no static score of its own: only its backed-up value means something.
    fn evaluate(&self, _spot: &Spot<'a>) -> i32 {
        0
    }

    fn key(&self) -> Option<u64> {
        None
    }

    fn node(&self, parent: u32, _m: usize) -> Node {
        Node::without_move(parent)
    }
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
