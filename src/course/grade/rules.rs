//! The chess rules Klados's reference search uses when it grades a student's tree.
//!
//! They are chess ([`ChessRules`]) with what is the student's to choose taken from the
//! student's tree, which the search follows move by move ([`Rules::play`] goes down it,
//! [`Rules::leave`] comes back):
//!
//! - **the order of the moves**: where the student's tree lists a position's moves, the search
//!   tries them in that order (moves the student left out come after, in shakmaty's order),
//!   ordered alpha-beta too. python-chess and shakmaty generate moves in different orders, and
//!   alpha-beta prunes differently in a different order: what is graded is the search in the
//!   order the student chose. (Whether an ordered search's order puts captures first is
//!   checked once, apart.)
//! - **the evaluation**, unless the grade checks Klados's own: a leaf is worth the student's
//!   `score` of it (its `value` where the file gives no score). Klados never evaluates a
//!   position for the student: a move the student's tree leaves out, or prunes, is not searched
//!   but stands as a move its chooser would never take (so it changes no value and no window
//!   above it), and the grade names it once, as missing or pruned, where alpha-beta reaches it.
//!   Where the student's search stops before the depth, Klados's stops too, with the student's
//!   value (the stop is named once, apart).
//! - **the mate convention** the file declares.

use shakmaty::{Chess, Color, Move, MoveList, Position};

use crate::course::grade::words::INFINITY;
use crate::engine::rules::{ChessRules, Rules};
use crate::engine::tree::{Backup, Node, NodeId, PackedMove, SearchTree, Status};
use crate::engine::tree_file::TreeFile;

/// What stands in for a move the student's tree leaves out or prunes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StandIn {
    /// The worst its chooser could have: it is never taken and narrows no window (grading).
    Worst,
    /// −∞ everywhere: the search's value is then at most the true one (a value is a minimax of
    /// its leaves, which never falls as a leaf rises).
    Low,
    /// +∞ everywhere: the search's value is then at least the true one.
    High,
}

/// Where the search stands in the student's tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    /// At the root.
    Root,
    /// At one of the student's nodes.
    Node(NodeId),
    /// Off the student's tree: a move it leaves out, or below one.
    Outside,
}

/// Chess, with the student's move order, mate convention and, optionally, leaf scores.
pub(crate) struct StudentChess<'a> {
    /// The rules of chess.
    chess: ChessRules,
    /// The student's file: its scores, values and statuses.
    file: &'a TreeFile,
    /// The student's tree as node arrays: its moves.
    student: &'a SearchTree,
    /// The student's node at each ply of the line being searched; the root first.
    path: Vec<Spot>,
    /// True to score leaves with the student's scores; false for Klados's evaluation.
    student_evaluation: bool,
    /// The depth searched, in plies.
    depth: usize,
    /// True if quiescence search goes on past the depth.
    quiescence: bool,
    /// Search only this move at the root (to find one move's exact value).
    only: Option<Move>,
    /// What stands in for the moves the student's tree does not search.
    stand_in: StandIn,
}

impl<'a> StudentChess<'a> {
    /// The rules for grading `file` (built into `student`) from `root`, to `depth` plies (with
    /// quiescence beyond if `quiescence`), scoring leaves with the student's scores when
    /// `student_evaluation`.
    pub(crate) fn new(
        file: &'a TreeFile,
        student: &'a SearchTree,
        root: &Chess,
        depth: usize,
        quiescence: bool,
        student_evaluation: bool,
    ) -> StudentChess<'a> {
        StudentChess {
            chess: ChessRules::new(root, &[]),
            file,
            student,
            path: vec![Spot::Root],
            student_evaluation,
            depth,
            quiescence,
            only: None,
            stand_in: StandIn::Worst,
        }
    }

    /// Searches only `m` at the root, with `stand_in` for the moves the student's tree does not
    /// search: one move's value, or bounds on it.
    pub(crate) fn only(mut self, m: Move, stand_in: StandIn) -> StudentChess<'a> {
        self.only = Some(m);
        self.stand_in = stand_in;
        self
    }

    /// Returns the spot the search stands at.
    fn here(&self) -> Spot {
        self.path.last().copied().unwrap_or(Spot::Outside)
    }

    /// Returns the student's moves from a spot, in the student's order.
    fn listed(&self, spot: Spot) -> Vec<NodeId> {
        match spot {
            Spot::Root => self.student.root_children().collect(),
            Spot::Node(id) => self.student.children_of(id).collect(),
            Spot::Outside => Vec::new(),
        }
    }

    /// Returns the student's row of a node.
    fn row(&self, id: NodeId) -> Option<&'a crate::engine::tree_file::FileNode> {
        self.file.levels.get(id.level)?.get(id.index as usize)
    }

    /// Returns the student's value of `position`, a leaf of its tree: the leaf's score (its
    /// value, without one), or, where the game ends, the value the student gave the end (the
    /// file's own checks see that it is the rules').
    fn leaf_value(&self, id: NodeId, position: &Chess) -> Option<i32> {
        let row = self.row(id)?;
        let ends = matches!(row.status, Status::Checkmate | Status::Stalemate | Status::Draw)
            || position.legal_moves().is_empty();
        match ends {
            true => row.value,
            false => row.score.or(row.value),
        }
    }

    /// Returns the value of a move `mover` plays that the student's tree leaves out or prunes
    /// (see [`StandIn`]).
    fn stand_in(&self, mover: Color) -> (Status, i32) {
        let value = match (self.stand_in, mover) {
            (StandIn::Worst, Color::White) | (StandIn::Low, _) => -INFINITY,
            (StandIn::Worst, Color::Black) | (StandIn::High, _) => INFINITY,
        };
        (Status::Searched, value)
    }
}

impl Rules for StudentChess<'_> {
    type Position = Chess;
    type Move = Move;
    type Moves = MoveList;
    type Value = i32;

    fn turn(&self, position: &Chess) -> Backup {
        self.chess.turn(position)
    }

    /// The legal moves, those the student listed first, in the student's order.
    fn moves(&self, position: &Chess) -> MoveList {
        let mut moves = self.chess.moves(position);
        let here = self.here();
        if here == Spot::Root
            && let Some(only) = self.only
        {
            moves.retain(|m| *m == only);
        }
        let listed: Vec<PackedMove> = self
            .listed(here)
            .into_iter()
            .filter_map(|id| self.student.get(id).map(Node::packed_move))
            .collect();
        if !listed.is_empty() {
            let place = |m: &Move| {
                let packed = PackedMove::new(*m);
                listed
                    .iter()
                    .position(|known| *known == packed)
                    .unwrap_or(usize::MAX)
            };
            moves.sort_by_key(place);
        }
        moves
    }

    fn keep_captures(&self, moves: &mut MoveList) {
        self.chess.keep_captures(moves);
    }

    fn in_check(&self, position: &Chess) -> bool {
        self.chess.in_check(position)
    }

    /// The student's order where the student's tree lists the moves; captures first
    /// elsewhere.
    fn order(&self, moves: &mut MoveList) {
        if self.listed(self.here()).is_empty() {
            self.chess.order(moves);
        }
    }

    fn play(&mut self, position: &Chess, m: Move, may_go_on: bool) -> Chess {
        let packed = PackedMove::new(m);
        let child = self
            .listed(self.here())
            .into_iter()
            .find(|&id| self.student.get(id).map(Node::packed_move) == Some(packed))
            .map_or(Spot::Outside, Spot::Node);
        self.path.push(child);
        self.chess.play(position, m, may_go_on)
    }

    fn leave(&mut self) {
        self.path.pop();
        self.chess.leave();
    }

    /// Where the game ends by the rules of chess (a mate worth what the file says); where the
    /// student's tree does not search the move, a stand-in; where the student's search stops
    /// before Klados's would, the student's value.
    fn end(
        &self,
        position: &Chess,
        m: Move,
        moves: Option<&MoveList>,
        plies_from_root: usize,
    ) -> Option<(Status, i32)> {
        let here = self.here();
        let row = match here {
            Spot::Node(id) => self.row(id),
            _ => None,
        };
        if self.student_evaluation && row.is_none_or(|row| row.status == Status::Pruned) {
            return Some(self.stand_in(!position.turn()));
        }
        if let Some((status, value)) = self.chess.end(position, m, moves, plies_from_root) {
            let value = match status {
                Status::Checkmate => self.file.mate.value_of(position.turn(), plies_from_root),
                _ => value,
            };
            return Some((status, value));
        }
        let goes_on = plies_from_root < self.depth || self.quiescence;
        if self.student_evaluation
            && goes_on
            && let Spot::Node(id) = here
            && self.student.get(id).is_some_and(|node| node.child_count() == 0)
        {
            return self
                .leaf_value(id, position)
                .map(|value| (Status::Searched, value));
        }
        None
    }

    /// The student's score of the position (its value, for a leaf without one), unless the
    /// grade checks Klados's evaluation.
    fn evaluate(&self, position: &Chess) -> i32 {
        if self.student_evaluation
            && let Spot::Node(id) = self.here()
            && let Some(value) = self.leaf_value(id, position)
        {
            return value;
        }
        self.chess.evaluate(position)
    }

    fn key(&self) -> Option<u64> {
        self.chess.key()
    }

    fn node(&self, parent: u32, m: Move) -> Node {
        self.chess.node(parent, m)
    }
}
