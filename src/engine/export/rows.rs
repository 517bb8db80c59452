//! The export walk: every node of a tree, level by level, with its move written in UCI and SAN.
//!
//! SAN needs the position before each move, and a big tree has millions of nodes, so the walk
//! does per node only what that node's move needs. The rows of a level come parent by parent
//! (a parent's children are contiguous), so everything that depends on the position before a
//! move, which is the position after its parent, is worked out once per parent: the position
//! itself (see [`PathCursor`]) and its legal moves, which both find the move a packed move
//! stands for and tell whether another piece of the same kind could go to the same square
//! (SAN's disambiguation). Per node the walk plays the move on a copy of that position to see
//! whether it gives check, and only a check asks for the legal moves after it (mate or not).
//! The text goes into buffers kept from row to row: no allocation per node.

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{Bitboard, ByRole, Chess, Move, MoveList, Position, Role, Square};

use crate::engine::rules::gives_check;
use crate::engine::tree::{Node, NodeId, PackedMove, SearchTree};

/// One row of a node array with its move written out, as the export walk yields it.
pub struct Row<'a> {
    /// Where the node is.
    pub id: NodeId,
    /// The node, with its parent index, scores and status.
    pub node: &'a Node,
    /// The move in UCI notation (empty in an abstract tree, whose nodes have no move).
    pub uci: &'a str,
    /// The move in SAN with its check mark (`Nbd7`, `Qxf7#`); in an abstract tree, the node's
    /// label; `?` for a move that is not legal where it stands (which a tree the search built
    /// never has).
    pub san: &'a str,
}

/// Calls `visit` for every node, level by level and in index order within a level, with its
/// move written in UCI and SAN (an abstract tree's nodes: no UCI, the label as SAN). Stops at
/// the first error `visit` returns. A node whose path from the root does not replay (which a
/// tree the search built never has) is left out.
pub fn for_each_row<E>(tree: &SearchTree, mut visit: impl FnMut(Row<'_>) -> Result<(), E>) -> Result<(), E> {
    let mut walk = Walk::new(tree);
    for (level, nodes) in tree.levels().iter().enumerate() {
        walk.rows(level, 0..nodes.nodes.len(), &mut visit)?;
    }
    Ok(())
}

/// The export walk over any part of a tree: it keeps what the rows of one parent share (the
/// position before their moves, and its legal moves) and the text of the row it yields, so
/// that nothing is allocated per row. Each thread that writes rows has its own.
pub(super) struct Walk<'t> {
    tree: &'t SearchTree,
    path: PathCursor<'t>,
    moves: ParentMoves,
    uci: String,
    san: String,
}

impl<'t> Walk<'t> {
    pub(super) fn new(tree: &'t SearchTree) -> Walk<'t> {
        Walk {
            tree,
            path: PathCursor::new(tree),
            moves: ParentMoves::default(),
            uci: String::new(),
            san: String::new(),
        }
    }

    /// Calls `visit` for the nodes of `level` with indexes in `indexes`, in order, as
    /// [`for_each_row`] does for all.
    pub(super) fn rows<E>(
        &mut self,
        level: usize,
        indexes: std::ops::Range<usize>,
        visit: &mut impl FnMut(Row<'_>) -> Result<(), E>,
    ) -> Result<(), E> {
        let tree = self.tree;
        let Some(nodes) = tree.levels().get(level).map(|level| &level.nodes) else {
            return Ok(());
        };
        let first = indexes.start;
        for (index, node) in (first..).zip(nodes.range(indexes)) {
            let id = NodeId::new(level, index as u32);
            if tree.chess_root().is_none() {
                // No chess positions to walk: the tree names the moves of another game by
                // itself (a drawn tree's labels; a cell or a column, from the node's code).
                let label = tree.san_of(id);
                visit(Row {
                    id,
                    node,
                    uci: "",
                    san: &label,
                })?;
                continue;
            }
            let parent = (level > 0).then(|| NodeId::new(level - 1, node.parent()));
            // A path that does not replay (a damaged tree) still gives its rows, with SAN "?":
            // every node has its row, and a level's first row is its index 0.
            let replayed = self.moves.parent == Some(parent)
                || match self.path.position_after(parent) {
                    Some(before) => {
                        self.moves.load(parent, before);
                        true
                    }
                    None => {
                        // The path was left part way: nothing loaded matches it now.
                        self.moves.parent = None;
                        false
                    }
                };
            let packed = node.packed_move();
            self.uci.clear();
            write_uci(packed, &mut self.uci);
            self.san.clear();
            let before = self.path.positions.last().filter(|_| replayed);
            match before.zip(self.moves.find(packed)) {
                Some((before, m)) => write_san(before, m, &self.moves, &mut self.san),
                None => self.san.push('?'),
            }
            visit(Row {
                id,
                node,
                uci: &self.uci,
                san: &self.san,
            })?;
        }
        Ok(())
    }
}

/// Writes a packed move in UCI notation, as [`PackedMove::uci`] does (`e2e4`, `e1g1`, `a7a8q`).
fn write_uci(packed: PackedMove, out: &mut String) {
    for square in [packed.from(), packed.to()] {
        push_square(square, out);
    }
    if let Some(role) = packed.promotion() {
        out.push(role.char());
    }
}

fn push_square(square: Square, out: &mut String) {
    out.push(square.file().char());
    out.push(square.rank().char());
}

/// Writes `m`, legal in `before`, in SAN with its check or mate mark, as
/// [`crate::engine::position::san_plus`] does; `moves` are `before`'s legal moves.
fn write_san(before: &Chess, m: Move, moves: &ParentMoves, out: &mut String) {
    // A piece's move needs its square of departure named only where another piece of the same
    // kind can reach the same square; most cannot, and then the other moves need no looking at.
    let san = match m {
        Move::Normal {
            role,
            capture,
            to,
            promotion,
            ..
        } if role != Role::Pawn && !moves.shared_targets.get(role).contains(to) => San::Normal {
            role,
            file: None,
            rank: None,
            capture: capture.is_some(),
            to,
            promotion,
        },
        _ => San::disambiguate(m, &moves.legal),
    };
    // Mate is a check with no way out: only a check needs the position after it, and its moves.
    let suffix = if !gives_check(before, m) {
        None
    } else {
        let mut after = before.clone();
        after.play_unchecked(m);
        Some(if after.legal_moves().is_empty() {
            Suffix::Checkmate
        } else {
            Suffix::Check
        })
    };
    SanPlus { san, suffix }.append_to_string(out);
}

/// The legal moves of the position after one node (or the root), which its children's packed
/// moves are looked up in.
#[derive(Default)]
struct ParentMoves {
    /// Whose moves these are: `Some(None)` the root's, `Some(Some(id))` the position after
    /// `id`'s; `None` before the first.
    parent: Option<Option<NodeId>>,
    legal: MoveList,
    /// The packed form of each of `legal`, in the same order.
    packed: Vec<PackedMove>,
    /// For each kind of piece, the squares two or more of its legal moves go to: a move there
    /// must say which piece moves (`Nbd2`).
    shared_targets: ByRole<Bitboard>,
    /// Where the last move was found: children come mostly in the order the moves were
    /// generated, so the next one is most often just after.
    next: usize,
}

impl ParentMoves {
    fn load(&mut self, parent: Option<NodeId>, before: &Chess) {
        self.parent = Some(parent);
        self.legal = before.legal_moves();
        self.packed.clear();
        self.packed.extend(self.legal.iter().map(|&m| PackedMove::new(m)));
        let mut reached = ByRole::<Bitboard>::default();
        self.shared_targets = ByRole::default();
        for m in &self.legal {
            if let Move::Normal { role, to, .. } = *m {
                if reached.get(role).contains(to) {
                    self.shared_targets.get_mut(role).add(to);
                }
                reached.get_mut(role).add(to);
            }
        }
        self.next = 0;
    }

    /// Returns the legal move `packed` stands for, or `None` if it stands for none.
    fn find(&mut self, packed: PackedMove) -> Option<Move> {
        let count = self.packed.len();
        let at = (0..count)
            .map(|offset| (self.next + offset) % count)
            .find(|&index| self.packed[index] == packed)?;
        self.next = at + 1;
        self.legal.get(at).copied()
    }
}

/// The positions along one path down the tree, kept while the export walks a level: the rows
/// of a level come parent by parent, so the position before each row is the position after its
/// parent, and consecutive parents share most of their path from the root.
///
/// Moving to another node replays only the moves below the deepest ancestor the two paths
/// share. So the walk holds one position per level (not one per node of the level above, which
/// for a big tree took as much memory as the tree itself) and plays each move about once.
struct PathCursor<'t> {
    tree: &'t SearchTree,
    /// `path[k]` is the node at level `k` on the path.
    path: Vec<NodeId>,
    /// `positions[0]` is the root; `positions[k + 1]` the position after `path[k]`.
    positions: Vec<Chess>,
    /// The nodes to replay on the way to the next one, deepest first (kept to save allocating).
    missing: Vec<NodeId>,
}

impl<'t> PathCursor<'t> {
    fn new(tree: &'t SearchTree) -> PathCursor<'t> {
        PathCursor {
            tree,
            path: Vec::new(),
            positions: tree.chess_root().into_iter().cloned().collect(),
            missing: Vec::new(),
        }
    }

    /// Returns the position after the node `id` (the root for `None`), or `None` if a move on
    /// the way does not unpack (which a tree the search built never has).
    fn position_after(&mut self, id: Option<NodeId>) -> Option<&Chess> {
        let Some(id) = id else {
            self.path.clear();
            self.positions.truncate(1);
            return self.positions.last();
        };
        // Climb from `id` until the path already holds the node; the nodes passed are the
        // ones to replay, deepest first.
        self.missing.clear();
        let mut current = Some(id);
        while let Some(node) = current {
            if self.path.get(node.level) == Some(&node) {
                break;
            }
            self.missing.push(node);
            current = self.tree.parent_of(node);
        }
        let kept = self
            .missing
            .last()
            .map_or(id.level + 1, |deepest_unknown| deepest_unknown.level);
        self.path.truncate(kept);
        self.positions.truncate(kept + 1);
        while let Some(node) = self.missing.pop() {
            let before = self.positions.last()?;
            let m = self.tree.get(node)?.packed_move().unpack(before)?;
            let mut after = before.clone();
            after.play_unchecked(m);
            self.path.push(node);
            self.positions.push(after);
        }
        self.positions.last()
    }
}
