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
//!   leaf;
//! * a **chance node** (a dice roll) may stand anywhere below the root: there nobody chooses,
//!   and its value is the expectation of its children's values (see [`crate::engine::chance`]).
//!
//! # Who moves after a roll
//!
//! The levels keep alternating MAX, MIN, MAX, … by depth, chance nodes or not: a chance node
//! simply takes the turn of the side that would have chosen there, and the dice choose instead.
//! So a node's children are always the other side's turn, and every row of the node arrays keeps
//! one chooser, one colour and one back-up rule, as Huo Chess's tables have it; only the chance
//! nodes themselves are marked, and average instead of choosing. A teacher draws "MAX chooses a
//! move, then the die decides what happens" as a chance node among MAX's moves, and "the die
//! decides, then MIN answers" as a chance node whose outcomes are MIN's own choices one level
//! further down. The root is where MAX chooses the move to play, so it is never a chance node.
//!
//! The nodes carry no chess move, so their names (and, below a chance node, their
//! probabilities) are kept beside the tree, in [`AbstractSearch::labels`] and
//! [`SearchTree::probability_of`]. The search is the one in `search.rs`: this file only answers its
//! questions ([`Rules`]) for a drawn tree.

use std::collections::BTreeMap;
use web_time::Instant;

use crate::engine::chance::{
    DistributionError, Expectation, MAX_TREE_DENOMINATOR, Probability, check_distribution, lcm,
};
use crate::engine::eval::MATE_THRESHOLD;
use crate::engine::rules::Rules;
use crate::engine::said::Said;
use crate::engine::search::search_with;
use crate::engine::settings::{Algorithm, MAX_DEPTH, SearchControl, SearchError, SearchSettings};
use crate::engine::tree::{
    Backup, Level, MAX_PLAYERS, MIN_PLAYERS, Node, NodeId, SearchTree, Status, TreeGame,
};

pub mod maxn;

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
    /// A leaf of a game of three or four players: one utility for each player, in turn order
    /// (A, B, C, …), as AIMA's three-player tree writes `(1, 2, 6)`. A tree with such leaves is
    /// searched by max^n ([`maxn`]), and all its leaves must be like this one.
    Utilities {
        /// The name shown for the node, e.g. `"a1"`.
        label: String,
        /// `utilities[p]` is what the end is worth to player `p` (0 = A, who moves at the root).
        utilities: Vec<i32>,
    },
    /// A chance node: nobody chooses here, a die (a coin, a card) does; its value is the
    /// expectation of its children's values.
    Chance {
        /// The name shown for the node, e.g. `"roll"`.
        label: String,
        /// The outcomes, in the order drawn.
        children: Vec<AbstractNode>,
        /// `probabilities[i]` is the probability of `children[i]`; together they add up to 1.
        probabilities: Vec<Probability>,
    },
}

impl AbstractNode {
    /// Returns the node's label.
    pub fn label(&self) -> &str {
        match self {
            AbstractNode::Leaf { label, .. }
            | AbstractNode::Utilities { label, .. }
            | AbstractNode::Inner { label, .. }
            | AbstractNode::Chance { label, .. } => label,
        }
    }

    /// Returns the node's children (none for a leaf).
    pub fn children(&self) -> &[AbstractNode] {
        match self {
            AbstractNode::Leaf { .. } | AbstractNode::Utilities { .. } => &[],
            AbstractNode::Inner { children, .. } | AbstractNode::Chance { children, .. } => children,
        }
    }

    /// Returns the probabilities of a chance node's children, in their order (none for any
    /// other node).
    pub fn probabilities(&self) -> &[Probability] {
        match self {
            AbstractNode::Chance { probabilities, .. } => probabilities,
            AbstractNode::Leaf { .. } | AbstractNode::Utilities { .. } | AbstractNode::Inner { .. } => &[],
        }
    }

    /// Returns true for a chance node.
    pub fn is_chance(&self) -> bool {
        matches!(self, AbstractNode::Chance { .. })
    }

    /// Returns true if this node or any node below it is a chance node.
    pub fn has_chance(&self) -> bool {
        self.is_chance() || self.children().iter().any(AbstractNode::has_chance)
    }

    /// Returns the number of players the leaves at and below this node give utilities for (the
    /// length of the first tuple found, depth first); `None` if the first leaf has one value.
    pub fn players(&self) -> Option<usize> {
        match self {
            AbstractNode::Utilities { utilities, .. } => Some(utilities.len()),
            AbstractNode::Leaf { .. } => None,
            AbstractNode::Inner { children, .. } | AbstractNode::Chance { children, .. } => {
                children.first()?.players()
            }
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
    /// A chance node's probabilities are not one for each child.
    #[error("chance node \"{0}\" has {1} children but {2} probabilities")]
    ProbabilityCount(String, usize, usize),
    /// A chance node's probabilities do not add up to exactly 1.
    #[error("chance node \"{0}\": {1}")]
    Distribution(String, DistributionError),
    /// Chance nodes below chance nodes multiply their denominators: the exact values would need
    /// more than [`MAX_TREE_DENOMINATOR`].
    #[error(
        "the chance nodes' probabilities, multiplied down the tree, need a common denominator of more than \
         1,000,000,000,000; use fewer nested chance nodes or simpler fractions"
    )]
    TooFine,
    /// A practice sheet (in the course part) asks for MAX's and MIN's choices only: a tree with
    /// a chance node is for a lesson.
    #[error("\"{0}\" is a chance node; practice trees have none (a lesson teaches expectimax)")]
    ChanceInPractice(String),
    /// A leaf's tuple has the wrong number of utilities: every leaf of a max^n tree has one per
    /// player.
    #[error(
        "leaf \"{0}\" has {1} utilities, but the tree has {2} players: every leaf needs one utility per player"
    )]
    UtilityCount(String, usize, usize),
    /// A tuple of utilities is for three or four players.
    #[error(
        "leaf \"{0}\" has {1} utilities; a tree of tuples has 3 or 4 players (two players need one value per leaf)"
    )]
    PlayerCount(String, usize),
    /// A leaf with one value in a tree whose leaves hold tuples (or the other way round).
    #[error(
        "leaf \"{0}\" has one value, but the tree's first leaf has a tuple of utilities: give every leaf a tuple"
    )]
    MixedLeaves(String),
    /// A tree of three or more players given to a search of two sides (Monte Carlo tree search, a
    /// practice sheet).
    #[error("leaf \"{0}\" holds a tuple of utilities: only max^n searches a tree of three or more players")]
    TwoSidesOnly(String),
    /// A chance node in a tree of three or more players: max^n here has no dice.
    #[error("\"{0}\" is a chance node; a tree of three or more players has none here")]
    ChanceWithPlayers(String),
    /// Alpha-beta asked for a tree of three or more players, where its cutoffs are wrong.
    #[error(
        "alpha-beta does not apply to {0} players: its cutoffs assume that what one side gains the other loses, \
         which is false when three or more players each want their own utility; this tree is searched by max^n \
         (choose minimax)"
    )]
    PruningWithPlayers(usize),
    /// The search itself refused (it cannot, for a tree within these limits).
    #[error("{0}")]
    Search(SearchError),
}

impl AbstractTreeError {
    /// Says why the tree cannot be searched, as a sentence of the window's catalogue (the same
    /// words as [`std::fmt::Display`]'s English).
    pub fn said(&self) -> Said {
        match self {
            AbstractTreeError::Empty => Said::new("drawn-empty"),
            AbstractTreeError::NoChildren(label) => {
                Said::new("drawn-no-children").text("node", label.clone())
            }
            AbstractTreeError::TooDeep(depth) => Said::new("drawn-too-deep")
                .count("depth", *depth)
                .count("max", MAX_DEPTH),
            AbstractTreeError::ValueOutOfRange(label, value) => Said::new("drawn-value-out-of-range")
                .text("node", label.clone())
                .text("value", value.to_string()),
            AbstractTreeError::TooManyChildren(label) => {
                Said::new("drawn-too-many-children").text("node", label.clone())
            }
            AbstractTreeError::ProbabilityCount(label, children, probabilities) => {
                Said::new("drawn-probability-count")
                    .text("node", label.clone())
                    .count("children", *children)
                    .count("probabilities", *probabilities)
            }
            AbstractTreeError::Distribution(label, error) => Said::new("drawn-distribution")
                .text("node", label.clone())
                .said("reason", error.said()),
            AbstractTreeError::TooFine => Said::new("drawn-too-fine"),
            AbstractTreeError::ChanceInPractice(label) => {
                Said::new("drawn-chance-in-practice").text("node", label.clone())
            }
            AbstractTreeError::UtilityCount(label, found, players) => Said::new("drawn-utility-count")
                .text("node", label.clone())
                .count("count", *found)
                .count("players", *players),
            AbstractTreeError::PlayerCount(label, found) => Said::new("drawn-player-count")
                .text("node", label.clone())
                .count("count", *found),
            AbstractTreeError::MixedLeaves(label) => {
                Said::new("drawn-mixed-leaves").text("node", label.clone())
            }
            AbstractTreeError::TwoSidesOnly(label) => {
                Said::new("drawn-two-sides-only").text("node", label.clone())
            }
            AbstractTreeError::ChanceWithPlayers(label) => {
                Said::new("drawn-chance-with-players").text("node", label.clone())
            }
            AbstractTreeError::PruningWithPlayers(players) => {
                Said::new("drawn-pruning-with-players").count("players", *players)
            }
            AbstractTreeError::Search(error) => error.said(),
        }
    }
}

/// A searched abstract tree: the node arrays, and the label of every node.
#[derive(Clone, Debug)]
pub struct AbstractSearch {
    /// The node arrays, filled exactly as a chess search fills them; the tree's game is the
    /// drawn tree ([`TreeGame::Drawn`], MAX at the root, the labels), and its nodes keep no move.
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
/// A tree whose leaves hold tuples of utilities (three or four players) is searched by max^n
/// instead ([`maxn`]); alpha-beta is refused there ([`AbstractTreeError::PruningWithPlayers`]).
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
    if let Some(players) = players_of(root_children)? {
        // Alpha-beta's cutoffs rest on one side's gain being the other's loss: with three or
        // more players that is false, so only max^n's full search is right here.
        if algorithm.prunes() {
            return Err(AbstractTreeError::PruningWithPlayers(players));
        }
        return Ok(maxn::search_maxn(
            root_children,
            players,
            tree_depth(root_children)?,
        ));
    }
    let (rules, root, depth) = drawn_rules(root_children)?;
    if common_denominator(root_children).is_none() {
        return Err(AbstractTreeError::TooFine);
    }

    let started = Instant::now();
    let settings = SearchSettings {
        max_nodes: usize::MAX,
        ..SearchSettings::new(depth, algorithm)
    };
    // A drawn tree is small: no need to ask the machine how much memory it has.
    let control = SearchControl::new().with_memory_limit(usize::MAX);
    let found = search_with(rules, &root, &settings, &control, &[], 0).map_err(AbstractTreeError::Search)?;
    let (labels, probabilities) = names_of(&found.levels, root_children);
    let mut tree = found.into_tree(TreeGame::Drawn(labels.clone()), &settings, started);
    tree.probabilities = probabilities;
    Ok(AbstractSearch { tree, labels })
}

/// Checks a drawn tree (moves at the root, every inner node with children it can record, every
/// leaf's value in range, at most [`MAX_DEPTH`] deep) and returns the rules that play it, its
/// root and its depth: minimax's search and Monte Carlo tree search walk it with these.
pub(crate) fn drawn_rules(
    root_children: &[AbstractNode],
) -> Result<(TreeRules<'_>, Spot<'_>, usize), AbstractTreeError> {
    if let Some(node) = first_with_utilities(root_children) {
        // Monte Carlo tree search and the practice sheets play two sides.
        return Err(AbstractTreeError::TwoSidesOnly(node.label().to_string()));
    }
    let depth = tree_depth(root_children)?;
    let root = Spot {
        children: root_children,
        probabilities: None,
        leaf: None,
        max_to_move: true,
    };
    Ok((TreeRules(std::marker::PhantomData), root, depth))
}

/// Checks a drawn tree's shape (moves at the root, children a node can record, values in
/// range, probabilities adding up) and returns its depth: its deepest leaf's, at most
/// [`MAX_DEPTH`].
fn tree_depth(root_children: &[AbstractNode]) -> Result<usize, AbstractTreeError> {
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
    Ok(depth)
}

/// Returns the number of players of a tree whose leaves hold tuples of utilities (3 or 4), or
/// `None` for a two-player tree whose leaves hold one value; checks that every leaf is of the
/// same kind, every tuple as long as the first, and that no chance node stands among tuples.
pub fn players_of(root_children: &[AbstractNode]) -> Result<Option<usize>, AbstractTreeError> {
    let Some(players) = root_children.first().and_then(AbstractNode::players) else {
        return match first_with_utilities(root_children) {
            Some(node) => Err(AbstractTreeError::MixedLeaves(node.label().to_string())),
            None => Ok(None),
        };
    };
    fn check(nodes: &[AbstractNode], players: usize) -> Result<(), AbstractTreeError> {
        for node in nodes {
            let label = || node.label().to_string();
            match node {
                AbstractNode::Utilities { utilities, .. } if utilities.len() != players => {
                    return Err(AbstractTreeError::UtilityCount(label(), utilities.len(), players));
                }
                AbstractNode::Utilities { .. } => {}
                AbstractNode::Leaf { .. } => return Err(AbstractTreeError::MixedLeaves(label())),
                AbstractNode::Chance { .. } => return Err(AbstractTreeError::ChanceWithPlayers(label())),
                AbstractNode::Inner { children, .. } => check(children, players)?,
            }
        }
        Ok(())
    }
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        let first = first_with_utilities(root_children).map_or("?", AbstractNode::label);
        return Err(AbstractTreeError::PlayerCount(first.to_string(), players));
    }
    check(root_children, players)?;
    Ok(Some(players))
}

/// Returns the first leaf (depth first) that holds a tuple of utilities, if any.
fn first_with_utilities(nodes: &[AbstractNode]) -> Option<&AbstractNode> {
    nodes.iter().find_map(|node| match node {
        AbstractNode::Utilities { .. } => Some(node),
        _ => first_with_utilities(node.children()),
    })
}

/// Returns the label of every row of the node arrays, and the probability of every row below a
/// chance node: a row's node is its parent's child at the row's place among its siblings (the
/// search keeps a drawn tree's order).
fn names_of(
    levels: &[Level],
    root_children: &[AbstractNode],
) -> (Vec<Vec<String>>, BTreeMap<NodeId, Probability>) {
    let mut labels = Vec::with_capacity(levels.len());
    let mut probabilities = BTreeMap::new();
    let mut above: Vec<&AbstractNode> = root_children.iter().collect();
    labels.push(above.iter().map(|node| node.label().to_string()).collect());
    for (level, rows) in levels.windows(2).enumerate() {
        let mut here: Vec<&AbstractNode> = Vec::with_capacity(rows[1].nodes.len());
        for (row, node) in rows[0].nodes.iter().enumerate() {
            let Some(parent) = above.get(row) else {
                continue;
            };
            for (offset, &probability) in parent.probabilities().iter().take(node.child_count()).enumerate() {
                let index = node.children().start + offset as u32;
                probabilities.insert(NodeId::new(level + 1, index), probability);
            }
            here.extend(parent.children().iter().take(node.child_count()));
        }
        labels.push(here.iter().map(|node| node.label().to_string()).collect());
        above = here;
    }
    (labels, probabilities)
}

/// A place in a drawn tree, as the search sees it: a node's children (the root's, at first) and,
/// at a chance node, their probabilities; or a leaf's value; and whose turn it is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Spot<'a> {
    children: &'a [AbstractNode],
    /// A chance node's probabilities, one per child; `None` where a side chooses.
    probabilities: Option<&'a [Probability]>,
    leaf: Option<i32>,
    max_to_move: bool,
}

/// The rules of a drawn tree: the moves are the children, in the order drawn; a leaf ends the
/// game with its value; at a chance node the dice move. No captures, no checks, no colours: MAX
/// plays White's part.
pub(crate) struct TreeRules<'a>(std::marker::PhantomData<&'a AbstractNode>);

impl<'a> Rules for TreeRules<'a> {
    type Position = Spot<'a>;
    type Move = usize;
    type Moves = Vec<usize>;
    type Value = Expectation;

    /// The side whose turn it is by depth; at a chance node, the side the dice play for.
    fn turn(&self, spot: &Spot<'a>) -> Backup {
        if spot.max_to_move {
            Backup::Max
        } else {
            Backup::Min
        }
    }

    fn is_chance(&self, spot: &Spot<'a>) -> bool {
        spot.probabilities.is_some()
    }

    fn probability(&self, spot: &Spot<'a>, m: usize) -> Probability {
        spot.probabilities
            .and_then(|probabilities| probabilities.get(m))
            .copied()
            .unwrap_or(Probability::ONE)
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
            probabilities: child
                .filter(|node| node.is_chance())
                .map(AbstractNode::probabilities),
            leaf: match child {
                Some(AbstractNode::Leaf { value, .. }) => Some(*value),
                // Never searched here: a tree with tuples is max^n's (`maxn.rs`).
                Some(AbstractNode::Utilities { .. }) => Some(0),
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

/// Returns the common denominator of every exact value the search of these nodes can back up,
/// or `None` if it is more than [`MAX_TREE_DENOMINATOR`]: a leaf's value is whole, MAX or MIN
/// takes one of its children's values, and a chance node's outcome `a/b` of a value with
/// denominator `d` adds a term with denominator `b·d`.
fn common_denominator(nodes: &[AbstractNode]) -> Option<i128> {
    let mut common = 1;
    for node in nodes {
        let below = common_denominator(node.children())?;
        let terms = if node.is_chance() {
            node.probabilities()
                .iter()
                .map(|probability| i128::from(probability.denominator()))
                .try_fold(1, |common, denominator| {
                    Some(lcm(common, denominator)).filter(|&c| c <= MAX_TREE_DENOMINATOR)
                })?
        } else {
            1
        };
        // Every child's denominator divides `below`; each outcome multiplies it by its own.
        common = lcm(common, terms.checked_mul(below)?);
        if common > MAX_TREE_DENOMINATOR {
            return None;
        }
    }
    Some(common)
}

/// Checks that every inner node has children, and not too many to record, that every leaf's
/// value fits, and that every chance node's probabilities, one per child, add up to 1.
fn check_shape(nodes: &[AbstractNode]) -> Result<(), AbstractTreeError> {
    for node in nodes {
        let label = node.label();
        if let AbstractNode::Leaf { value, .. } = node {
            if !LEAF_VALUES.contains(value) {
                return Err(AbstractTreeError::ValueOutOfRange(label.to_string(), *value));
            }
            continue;
        }
        if let AbstractNode::Utilities { utilities, .. } = node {
            if let Some(value) = utilities.iter().find(|value| !LEAF_VALUES.contains(value)) {
                return Err(AbstractTreeError::ValueOutOfRange(label.to_string(), *value));
            }
            continue;
        }
        let children = node.children();
        if children.is_empty() {
            return Err(AbstractTreeError::NoChildren(label.to_string()));
        }
        if children.len() > usize::from(u8::MAX) {
            return Err(AbstractTreeError::TooManyChildren(label.to_string()));
        }
        if let AbstractNode::Chance { probabilities, .. } = node {
            if probabilities.len() != children.len() {
                return Err(AbstractTreeError::ProbabilityCount(
                    label.to_string(),
                    children.len(),
                    probabilities.len(),
                ));
            }
            check_distribution(probabilities)
                .map_err(|error| AbstractTreeError::Distribution(label.to_string(), error))?;
        }
        check_shape(children)?;
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
        let half = Probability::new(1, 2).unwrap();
        let roll = |probabilities: Vec<Probability>| AbstractNode::Chance {
            label: "roll".into(),
            children: vec![leaf("low", 1), leaf("high", 2)],
            probabilities,
        };
        assert_eq!(
            search_abstract(&[roll(vec![half])], Algorithm::Minimax).unwrap_err(),
            AbstractTreeError::ProbabilityCount("roll".into(), 2, 1)
        );
        let third = Probability::new(1, 3).unwrap();
        assert_eq!(
            search_abstract(&[roll(vec![half, third])], Algorithm::Minimax)
                .unwrap_err()
                .to_string(),
            "chance node \"roll\": the probabilities add up to 5/6, not 1"
        );
    }

    #[test]
    fn a_chance_node_backs_up_its_expectation_and_keeps_its_probabilities() {
        let roll = AbstractNode::Chance {
            label: "roll".into(),
            children: vec![leaf("1-2", -6), leaf("3-6", 9)],
            probabilities: vec![Probability::new(1, 3).unwrap(), Probability::new(2, 3).unwrap()],
        };
        let searched = search_abstract(&[leaf("safe", 3), roll], Algorithm::AlphaBeta).unwrap();
        let tree = &searched.tree;
        // -6/3 + 2 × 9/3 = 4: the gamble beats the sure 3.
        assert_eq!(tree.root_value(), 4);
        assert_eq!(searched.label_of(tree.best()), Some("roll"));
        assert!(tree.is_chance(NodeId::new(0, 1)) && !tree.is_chance(NodeId::new(0, 0)));
        assert_eq!(
            tree.probability_of(NodeId::new(1, 1)).map(|p| p.to_string()),
            Some("2/3".into())
        );
        assert_eq!(searched.labels[1], ["1-2", "3-6"]);
    }
}
