//! The node arrays: the whole search tree, one array per level, as Huo Chess stores it.
//!
//! Huo Chess keeps `NodesAnalysis0`, `NodesAnalysis1`, … : one table per half-move of the search,
//! each row holding a score, the number of its parent row in the table above, and the move.
//! [`SearchTree`] is the same idea. `levels[0]` holds the moves of the side to move at the root,
//! `levels[1]` the replies, and so on. Every [`Node`] knows its parent (an index into the level
//! above), where its children start in the level below and how many there are.
//!
//! Two facts make the arrays easy to read and to walk:
//!
//! * **Children of one parent are contiguous**, in the order the search tried them: when the
//!   search reaches a position it stores all of its moves at once, then searches them one by one.
//! * **Each level is in depth-first order**: the search finishes a node's whole subtree before it
//!   moves to the node's next sibling, so in every level the children of parent 7 come before the
//!   children of parent 8. A node's index in its level is also its rank in the depth-first order.
//!
//! A node takes 16 bytes, so a 5-million-node tree fits in 80 MB. SAN is never stored: it is
//! worked out for the rows somebody is looking at.

use std::collections::BTreeMap;
use std::ops::Range;
use std::time::Duration;

use shakmaty::{Chess, Color, Move};

use crate::engine::chance::{Expectation, Probability};

pub(crate) mod counting;
mod exact;
pub mod game;
mod marks;
mod node_array;
mod packed_move;
mod search_marks;
mod utilities;
pub mod wire;
use crate::engine::settings::{Algorithm, Techniques};
pub use counting::SearchCounts;
pub use game::{BoardKind, GameCatalog, GameDescription, GameId, NoGames, TreeGame};
pub use marks::OrderedBy;
pub use node_array::{NODES_PER_CHUNK, NodeArray};
pub use packed_move::PackedMove;
pub use search_marks::{AspirationAttempt, NullMove, SearchMarks, TechniqueMarks, WindowResult};
pub use utilities::{MAX_PLAYERS, MIN_PLAYERS, Utilities, player_name, tuple_text};

pub use crate::engine::settings::NODE_BYTES;

// Node budgets are stated in megabytes with NODE_BYTES (settings states budgets, and does not read
// the node arrays); a node that grew or shrank stops the build here.
const _: () = assert!(std::mem::size_of::<Node>() == NODE_BYTES);

/// What happened at a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Searched: an inner node whose children were searched, or a leaf at full depth that was
    /// evaluated.
    Searched,
    /// The side to move is checkmated: a terminal node, scored as a mate.
    Checkmate,
    /// The side to move has no legal move and is not in check: a draw, scored 0.
    Stalemate,
    /// A draw by rule (fifty moves, threefold repetition, insufficient material): scored 0.
    Draw,
    /// Listed but never searched, because alpha-beta proved it could not change the result.
    Pruned,
    /// Searched by quiescence search, beyond the depth: a capture, a promotion or an answer to
    /// check (and the quiet position it may lead to).
    Quiescence,
    /// Reached again by another order of moves: its value was taken from the transposition
    /// table, and [`Node::transposition_of`] says which node searched it.
    Transposition,
}

impl Status {
    /// Returns the name used in tables and in `klados-tree/1`.
    pub fn name(self) -> &'static str {
        match self {
            Status::Searched => "searched",
            Status::Checkmate => "checkmate",
            Status::Stalemate => "stalemate",
            Status::Draw => "draw",
            Status::Pruned => "pruned",
            Status::Quiescence => "quiescence",
            Status::Transposition => "transposition",
        }
    }

    /// Reads a status back from the three bits [`Node`] keeps it in.
    pub(crate) fn from_bits(bits: u8) -> Status {
        match bits {
            0 => Status::Searched,
            1 => Status::Checkmate,
            2 => Status::Stalemate,
            3 => Status::Draw,
            5 => Status::Quiescence,
            6 => Status::Transposition,
            _ => Status::Pruned,
        }
    }
}

/// How much a backed-up value says. Minimax values are always exact; alpha-beta stops
/// searching a node as soon as it knows the node cannot matter, so its value may only be a bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    /// The true minimax value.
    Exact,
    /// The true value is at least this (the search stopped at a beta cutoff).
    Lower,
    /// The true value is at most this (every move failed to reach alpha).
    Upper,
}

impl Bound {
    /// Returns what an alpha-beta search (fail-soft) knows of the value it returned for an inner
    /// node searched with the window α…β: a value at or below α means every move failed to reach
    /// α (the truth is at most this); at or above β, a cutoff stopped the search (the truth is at
    /// least this); in between, it is exact.
    pub fn of_value<V: PartialOrd>(value: V, alpha: V, beta: V) -> Bound {
        if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }

    /// Returns the name used in `klados-tree/1`.
    pub fn name(self) -> &'static str {
        match self {
            Bound::Exact => "exact",
            Bound::Lower => "lower",
            Bound::Upper => "upper",
        }
    }

    fn from_bits(bits: u8) -> Bound {
        match bits {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        }
    }
}

/// The two sides of a two-player game as the search sees them, MAX and MIN, and so how a
/// level's values go up into the level above: the side that moved into the level picks the move
/// best for itself, the largest value if it is MAX, the smallest if it is MIN. In chess White is
/// MAX and Black MIN; in tic-tac-toe and Connect Four the first player is MAX. [`Rules::turn`]
/// says whose turn it is in these words, so the search never needs a chess colour.
///
/// [`Rules::turn`]: crate::engine::rules::Rules::turn
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Backup {
    /// MAX (White) chooses: the parent takes the maximum of its children's values.
    Max,
    /// MIN (Black) chooses: the parent takes the minimum of its children's values.
    Min,
}

impl Backup {
    /// Returns the colour that plays the side's part where the tree keeps colours (the node
    /// arrays' movers, MCTS): White for MAX, Black for MIN.
    pub fn color(self) -> Color {
        match self {
            Backup::Max => Color::White,
            Backup::Min => Color::Black,
        }
    }

    /// Returns the other side.
    pub fn other(self) -> Backup {
        match self {
            Backup::Max => Backup::Min,
            Backup::Min => Backup::Max,
        }
    }

    /// Returns the operator of a level whose moves were made by `mover`.
    pub fn of_mover(mover: Color) -> Backup {
        match mover {
            Color::White => Backup::Max,
            Color::Black => Backup::Min,
        }
    }

    /// Returns `"max"` or `"min"`.
    pub fn name(self) -> &'static str {
        match self {
            Backup::Max => "max",
            Backup::Min => "min",
        }
    }

    /// Returns `"MAX"` or `"MIN"`, as a drawn tree names its sides.
    pub fn name_upper(self) -> &'static str {
        match self {
            Backup::Max => "MAX",
            Backup::Min => "MIN",
        }
    }

    /// Returns true if `candidate` is better than `best_so_far` for the side choosing.
    pub fn prefers<V: PartialOrd>(self, candidate: V, best_so_far: V) -> bool {
        match self {
            Backup::Max => candidate > best_so_far,
            Backup::Min => candidate < best_so_far,
        }
    }
}

/// Where a node lives: its level (0 = the root side's moves) and its index in that level's array.
/// Indexes are 0-based here; tables show them 1-based, as Huo Chess does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId {
    /// The level: the node is the position after `level + 1` half-moves.
    pub level: usize,
    /// The index in `levels[level]`.
    pub index: u32,
}

impl NodeId {
    /// Makes a node id.
    pub fn new(level: usize, index: u32) -> NodeId {
        NodeId { level, index }
    }
}

/// One row of a node array: a move, where it sits in the tree, and what the search made of it.
/// 16 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The parent's index in the level above; for level 0 it is 0 and means the root.
    parent: u32,
    /// The index of the first child in the level below (meaningless when there are none).
    first_child: u32,
    /// The evaluation of the position after the move (centipawns, White's view).
    static_score: i16,
    /// The value backed up from the children (or the static score at a leaf).
    value: i16,
    /// The move that led here from the parent.
    packed_move: PackedMove,
    /// How many children follow `first_child`; at most 218 legal moves exist in any position.
    /// A transposition has none: its `first_child` is then the node that searched it.
    child_count: u8,
    /// The [`Status`] in bits 0–2, the [`Bound`] in bits 3–4, and the node's marks (see `tree/marks.rs`) in
    /// bits 5–7.
    flags: u8,
}

/// The bits of [`Node::flags`] that hold the status and the bound.
pub(crate) const STATUS_AND_BOUND: u8 = 0b1_1111;

impl Node {
    /// A node that is listed but not searched yet. Every move is stored like this first, so
    /// the moves a cutoff skips simply stay `Pruned`.
    pub(crate) fn not_yet_searched(parent: u32, m: Move) -> Node {
        Node {
            parent,
            first_child: 0,
            static_score: 0,
            value: 0,
            packed_move: PackedMove::new(m),
            child_count: 0,
            flags: Status::Pruned as u8,
        }
    }

    /// A node of an abstract game tree (one drawn on the board for teaching, not chess): it has
    /// no chess move, because its name is a label kept beside the tree (see
    /// [`crate::engine::abstract_tree`]). Like every node it starts out listed but not searched.
    pub(crate) fn without_move(parent: u32) -> Node {
        Node {
            parent,
            first_child: 0,
            static_score: 0,
            value: 0,
            packed_move: PackedMove(0),
            child_count: 0,
            flags: Status::Pruned as u8,
        }
    }

    /// A node of a game other than chess, whose move the game numbers itself (a cell, a
    /// column: see [`PackedMove::from_bits`]). Like every node it starts out listed but not
    /// searched.
    pub(crate) fn with_game_move(parent: u32, code: u16) -> Node {
        Node {
            packed_move: PackedMove::from_bits(code),
            ..Node::without_move(parent)
        }
    }

    /// Records what the search found at this node.
    pub(crate) fn record(&mut self, static_score: i32, value: i32, status: Status, bound: Bound) {
        // Scores lie within ±MATE (30,000), well inside i16.
        self.static_score = static_score as i16;
        self.value = value as i16;
        self.flags = (self.flags & !STATUS_AND_BOUND) | status as u8 | ((bound as u8) << 3);
    }

    /// Returns the index of the node that searched this position, for a node whose value came
    /// from the transposition table; it is in the same level (the table is by ply).
    pub fn transposition_of(&self) -> Option<u32> {
        (self.status() == Status::Transposition).then_some(self.first_child)
    }

    /// Records where this node's children are in the level below.
    pub(crate) fn set_children(&mut self, first_child: u32, child_count: usize) {
        self.first_child = first_child;
        self.child_count = child_count as u8;
    }

    /// Returns the node with its parent's index moved on by `parents_by` and its children's by
    /// `children_by` (a leaf keeps 0): the node of a subtree searched into node arrays of its
    /// own, put where the subtree goes in the whole tree's. (A transposition's pointer would
    /// need its own level's offset; the searches split this way have no table.)
    pub(crate) fn moved(mut self, parents_by: u32, children_by: u32) -> Node {
        self.parent += parents_by;
        if self.child_count > 0 {
            self.first_child += children_by;
        }
        self
    }

    /// Returns the parent's index in the level above (level 0: always 0, meaning the root).
    pub fn parent(&self) -> u32 {
        self.parent
    }

    /// Returns the range of this node's children's indexes in the level below.
    pub fn children(&self) -> Range<u32> {
        if self.child_count == 0 {
            return 0..0;
        }
        self.first_child..self.first_child + u32::from(self.child_count)
    }

    /// Returns how many children the node has.
    pub fn child_count(&self) -> usize {
        usize::from(self.child_count)
    }

    /// Returns the move that led to this node, packed.
    pub fn packed_move(&self) -> PackedMove {
        self.packed_move
    }

    /// Returns what happened at the node.
    pub fn status(&self) -> Status {
        Status::from_bits(self.flags & 0b111)
    }

    /// Returns how much the value says (always exact in minimax).
    pub fn bound(&self) -> Bound {
        Bound::from_bits((self.flags >> 3) & 0b11)
    }

    /// Returns the static score (centipawns, White's view), or `None` for a pruned node, which
    /// the search never evaluated.
    pub fn static_score(&self) -> Option<i32> {
        (self.status() != Status::Pruned).then_some(i32::from(self.static_score))
    }

    /// Returns the backed-up value (centipawns, White's view), or `None` for a pruned node.
    pub fn value(&self) -> Option<i32> {
        (self.status() != Status::Pruned).then_some(i32::from(self.value))
    }

    /// Returns true if the node has no children: a leaf at full depth, a terminal node or a
    /// pruned one.
    pub fn is_leaf(&self) -> bool {
        self.child_count == 0
    }

    /// How many kinds [`Node::kind`] sorts nodes into.
    pub(crate) const KINDS: usize = 512;

    /// Returns the node's kind, for counting millions of nodes quickly: its flags (status,
    /// bound and marks) in bits 0–7, and bit 8 for a leaf. Nodes of one kind count alike.
    #[inline]
    pub(crate) fn kind(&self) -> usize {
        usize::from(self.flags) | if self.child_count == 0 { 256 } else { 0 }
    }

    /// Returns a node of `kind` (see [`Node::kind`]): nothing but its flags and whether it is a
    /// leaf are meaningful.
    pub(crate) fn of_kind(kind: usize) -> Node {
        Node {
            parent: 0,
            first_child: 0,
            static_score: 0,
            value: 0,
            packed_move: PackedMove(0),
            child_count: if kind & 256 == 0 { 1 } else { 0 },
            flags: kind as u8,
        }
    }
}

/// One node array: every position reached after the same number of half-moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// The side that made this level's moves.
    pub mover: Color,
    /// The nodes, children of one parent contiguous, in depth-first order.
    pub nodes: NodeArray,
}

impl Level {
    /// Returns how this level's values go up into the level above.
    pub fn backup(&self) -> Backup {
        Backup::of_mover(self.mover)
    }
}

/// A finished search: the game and its root, the node arrays, and the result.
#[derive(Clone, Debug)]
pub struct SearchTree {
    /// The game the tree is of, with its root position (or a drawn tree's labels).
    pub(crate) game: TreeGame,
    pub(crate) depth: usize,
    pub(crate) algorithm: Algorithm,
    /// The techniques beyond the algorithm that were switched on.
    pub(crate) techniques: Techniques,
    pub(crate) levels: Vec<Level>,
    pub(crate) root_value: i32,
    pub(crate) best: u32,
    pub(crate) elapsed: Duration,
    /// What the search did, counted as it went (see [`SearchCounts`]).
    pub(crate) counts: SearchCounts,
    /// For an abstract tree with chance nodes: the probability of every node below a chance
    /// node (the dice's outcomes). Empty for every other tree.
    pub(crate) probabilities: BTreeMap<NodeId, Probability>,
    /// For a tree with chance nodes: the exact value of every node whose value is not a whole
    /// number (the node arrays show it rounded). Empty for every other tree.
    pub(crate) fractions: BTreeMap<NodeId, Expectation>,
    /// The root's exact value, when it is not a whole number.
    pub(crate) root_fraction: Option<Expectation>,
    /// For a drawn tree of three or four players: the tuple of utilities of every node, which
    /// max^n backs up (see `tree/utilities.rs`). `None` for every other tree.
    pub(crate) utilities: Option<Utilities>,
    /// Iterative deepening: the iterations before this one, shallowest first (empty otherwise).
    pub(crate) iterations: Vec<std::sync::Arc<SearchTree>>,
    /// Iterative deepening: the time of all iterations together.
    pub(crate) total_elapsed: Option<Duration>,
    /// What PVS, late move reductions and null-move pruning did to each node (empty unless
    /// one of them was on).
    pub(crate) marks: SearchMarks,
    /// Aspiration windows: the root's attempts, in order, the last one kept (empty otherwise).
    pub(crate) aspiration: Vec<AspirationAttempt>,
}

impl PartialEq for SearchTree {
    /// Two trees are equal if they hold the same nodes and result; the time taken is ignored.
    fn eq(&self, other: &SearchTree) -> bool {
        self.game == other.game
            && self.depth == other.depth
            && self.algorithm == other.algorithm
            && self.techniques == other.techniques
            && self.levels == other.levels
            && self.root_value == other.root_value
            && self.best == other.best
            && self.probabilities == other.probabilities
            && self.fractions == other.fractions
            && self.root_fraction == other.root_fraction
            && self.utilities == other.utilities
            && self.iterations == other.iterations
            && self.marks == other.marks
            && self.aspiration == other.aspiration
    }
}

impl SearchTree {
    /// Returns the game the tree is of, with its root: what the tree asks to name a move, write
    /// a value or show a position.
    pub fn game(&self) -> &TreeGame {
        &self.game
    }

    /// Returns the chess position the search started from; `None` for a tree of another game.
    pub fn chess_root(&self) -> Option<&Chess> {
        self.game.chess_root()
    }

    /// Returns the search depth in plies; the tree has this many levels, and quiescence search
    /// may add more beyond it.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// Returns the algorithm that built the tree.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// Returns the techniques beyond the algorithm that were switched on.
    pub fn techniques(&self) -> Techniques {
        self.techniques
    }

    /// Returns true for a level quiescence search added beyond the depth.
    pub fn is_quiescence_level(&self, level: usize) -> bool {
        level >= self.depth
    }

    /// Iterative deepening: returns the iterations before this one (depth 1, 2, …), each a
    /// whole search tree; empty for any other search.
    pub fn iterations(&self) -> &[std::sync::Arc<SearchTree>] {
        &self.iterations
    }

    /// Returns the number of nodes stored by the whole search: with iterative deepening, by all
    /// its iterations together.
    pub fn total_node_count(&self) -> usize {
        self.node_count() + self.iterations.iter().map(|it| it.node_count()).sum::<usize>()
    }

    /// Returns how long the search took: with iterative deepening, all its iterations.
    pub fn total_elapsed(&self) -> Duration {
        self.total_elapsed.unwrap_or(self.elapsed)
    }

    /// Returns the node a transposition's value came from: the node that searched the same
    /// position at the same ply. `None` for any other node.
    pub fn transposition_source(&self, id: NodeId) -> Option<NodeId> {
        let index = self.get(id)?.transposition_of()?;
        Some(NodeId::new(id.level, index))
    }

    /// Returns what principal variation search, late move reductions and null-move pruning did
    /// to node `id` (nothing, for a search without them).
    pub fn technique_marks(&self, id: NodeId) -> TechniqueMarks {
        self.marks.get(id)
    }

    /// Returns every node's technique marks.
    pub fn search_marks(&self) -> &SearchMarks {
        &self.marks
    }

    /// Aspiration windows: returns the root's attempts, in order; the last is the one kept.
    pub fn aspiration_attempts(&self) -> &[AspirationAttempt] {
        &self.aspiration
    }

    /// Returns the node arrays, `levels()[0]` being the root side's moves.
    pub fn levels(&self) -> &[Level] {
        &self.levels
    }

    /// Returns how the root chooses among level 0: MAX if White (the first player) is to move,
    /// MIN if Black.
    pub fn root_backup(&self) -> Backup {
        self.game.root_side()
    }

    /// Returns the value the search backed up to the root (centipawns, White's view).
    pub fn root_value(&self) -> i32 {
        self.root_value
    }

    /// Returns the node of the move the search chose.
    pub fn best(&self) -> NodeId {
        NodeId::new(0, self.best)
    }

    /// Returns the move the search chose.
    pub fn best_move(&self) -> Option<Move> {
        self.move_of(self.best())
    }

    /// Returns how long the search took.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// Returns the number of nodes in every level.
    pub fn nodes_per_level(&self) -> Vec<usize> {
        self.levels.iter().map(|level| level.nodes.len()).collect()
    }

    /// Returns what the search did: positions searched, leaves evaluated, moves pruned, rows
    /// stored.
    pub fn counts(&self) -> SearchCounts {
        self.counts
    }

    /// Returns the number of nodes in the whole tree: every row stored, pruned or not.
    pub fn node_count(&self) -> usize {
        self.levels.iter().map(|level| level.nodes.len()).sum()
    }

    /// Returns the bytes the node arrays hold, counting spare capacity.
    pub fn memory_bytes(&self) -> usize {
        self.levels
            .iter()
            .map(|level| level.nodes.capacity() * NODE_BYTES)
            .sum()
    }

    /// Returns the node with this id, or `None` if there is none.
    pub fn get(&self, id: NodeId) -> Option<&Node> {
        self.levels.get(id.level)?.nodes.get(id.index as usize)
    }

    /// Returns the parent of a node; `None` for level 0, whose parent is the root.
    pub fn parent_of(&self, id: NodeId) -> Option<NodeId> {
        let node = self.get(id)?;
        (id.level > 0).then(|| NodeId::new(id.level - 1, node.parent))
    }

    /// Returns the ids of a node's children, in the order they were searched.
    pub fn children_of(&self, id: NodeId) -> impl DoubleEndedIterator<Item = NodeId> + use<> {
        let level = id.level + 1;
        let range = self.get(id).map_or(0..0, Node::children);
        range.map(move |index| NodeId::new(level, index))
    }

    /// Returns the ids of the root's children: all of level 0.
    pub fn root_children(&self) -> impl DoubleEndedIterator<Item = NodeId> + use<> {
        let count = self.levels.first().map_or(0, |level| level.nodes.len()) as u32;
        (0..count).map(|index| NodeId::new(0, index))
    }

    /// Returns the path from level 0 down to `id`, both included.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = vec![id];
        let mut current = id;
        while let Some(parent) = self.parent_of(current) {
            path.push(parent);
            current = parent;
        }
        path.reverse();
        path
    }

    /// Returns a node's static score where it means something: `None` for a pruned node (never
    /// evaluated) and for an abstract tree's inner node (only a leaf's number is given; an
    /// inner node has just its backed-up value). Tables, JSON, CSV and handouts all show this.
    pub fn static_score_of(&self, node: &Node) -> Option<i32> {
        node.static_score()
            .filter(|_| self.game.scores_inner_nodes() || node.is_leaf())
    }

    /// Returns true if the tree has chance nodes (only an abstract tree can).
    pub fn has_chance(&self) -> bool {
        !self.probabilities.is_empty()
    }

    /// Returns true for a chance node: nobody chooses there, its value is its children's
    /// expectation.
    pub fn is_chance(&self, id: NodeId) -> bool {
        self.get(id).is_some_and(Node::is_chance)
    }

    /// Returns true if some node of `level` is a chance node. Only a tree with chance nodes
    /// looks at the level's rows (an abstract tree: at most a few thousand).
    pub fn level_has_chance(&self, level: usize) -> bool {
        // Every child of a chance node has a probability, and ids sort by level first: a look up
        // of the level below, not a scan of this one.
        self.probabilities
            .range(NodeId::new(level + 1, 0)..NodeId::new(level + 2, 0))
            .next()
            .is_some()
    }

    /// Returns the probability of a chance node's child (an outcome of the dice); `None` for a
    /// node whose parent chooses (or the root's moves).
    pub fn probability_of(&self, id: NodeId) -> Option<Probability> {
        self.probabilities.get(&id).copied()
    }

    /// Returns the child the node's value came from: the first searched child whose value
    /// equals the node's (the search only replaces its best move on a strict improvement, so
    /// this is the child it chose). `None` for a leaf; for a chance node, where nobody chooses
    /// (its value comes from all its children); and for a node whose side stood pat:
    /// quiescence tries standing pat first, so on a tie the static score was kept. For a
    /// transposition, the child of the node that searched the same position.
    pub fn best_child(&self, id: NodeId) -> Option<NodeId> {
        let node = self.get(id)?;
        if let Some(source) = self.transposition_source(id) {
            return self.best_child(source);
        }
        if node.is_chance() {
            return None;
        }
        if self.is_maxn() {
            return self.maxn_best_child(id);
        }
        let value = node.value()?;
        if node.stands_pat() && node.static_score() == Some(value) {
            return None;
        }
        if self.has_chance() {
            // Below chance nodes values are fractions: the child whose exact value it took.
            let exact = self.exact_or_whole(id)?;
            return self
                .children_of(id)
                .find(|&child| self.exact_or_whole(child) == Some(exact));
        }
        self.children_of(id)
            .find(|&child| self.get(child).and_then(Node::value) == Some(value))
    }

    /// Returns the principal variation: the best move, the best reply to it, and so on, as far
    /// as the tree goes. It is the line both sides are expected to play. Where it meets a
    /// transposition it goes on under the node that searched the same position; it stops at a
    /// chance node, where the dice decide what comes next.
    pub fn principal_variation(&self) -> Vec<NodeId> {
        if self.levels.first().is_none_or(|level| level.nodes.is_empty()) {
            return Vec::new();
        }
        let mut line = vec![self.best()];
        while let Some(next) = line.last().and_then(|&last| self.best_child(last)) {
            line.push(next);
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_takes_sixteen_bytes() {
        assert_eq!(NODE_BYTES, 16);
    }
}
