//! The chess rules Klados's reference search uses when it grades a student's tree.
//!
//! They are chess ([`ChessRules`]) with two things taken from the student's tree, because they
//! are the student's to choose and not what the homework checks:
//!
//! - **the order of the moves**: python-chess and shakmaty generate moves in different orders,
//!   and plain alpha-beta prunes differently in a different order. So where the student's tree
//!   lists a position's moves, the reference search tries them in that order (moves the student
//!   left out come after, in shakmaty's order). Ordered alpha-beta then sorts them its own way
//!   (captures first), keeping the student's order among equals.
//! - **the evaluation**, unless the grade checks Klados's own: a student's leaves are scored by
//!   the student's evaluation function, and the grade checks the search built on it.

use std::collections::HashMap;

use shakmaty::{Chess, Color, Move, MoveList};

use crate::engine::position::position_hash;
use crate::engine::rules::{ChessRules, Rules};
use crate::engine::tree::{Node, Status};

/// Chess, with the student's move order and, optionally, the student's leaf scores.
pub(crate) struct StudentChess {
    /// The rules of chess.
    pub(crate) chess: ChessRules,
    /// A position's hash → its moves in the order the student's tree lists them.
    pub(crate) order: HashMap<u64, Vec<Move>>,
    /// A position's hash → the score the student's tree gives it as a leaf; `None` to score
    /// leaves with Klados's evaluation.
    pub(crate) scores: Option<HashMap<u64, i32>>,
}

impl Rules for StudentChess {
    type Position = Chess;
    type Move = Move;
    type Moves = MoveList;
    type Value = i32;

    fn turn(&self, position: &Chess) -> Color {
        self.chess.turn(position)
    }

    /// The legal moves, those the student listed first, in the student's order.
    fn moves(&self, position: &Chess) -> MoveList {
        let mut moves = self.chess.moves(position);
        if let Some(listed) = self.order.get(&position_hash(position)) {
            let place = |m: &Move| listed.iter().position(|known| known == m).unwrap_or(usize::MAX);
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

    fn order(&self, moves: &mut MoveList) {
        self.chess.order(moves);
    }

    fn play(&mut self, position: &Chess, m: Move, may_go_on: bool) -> Chess {
        self.chess.play(position, m, may_go_on)
    }

    fn leave(&mut self) {
        self.chess.leave();
    }

    fn end(
        &self,
        position: &Chess,
        m: Move,
        moves: Option<&MoveList>,
        plies_from_root: usize,
    ) -> Option<(Status, i32)> {
        self.chess.end(position, m, moves, plies_from_root)
    }

    /// The student's score for a position the student's tree has as a leaf; Klados's
    /// evaluation for any other.
    fn evaluate(&self, position: &Chess) -> i32 {
        self.scores
            .as_ref()
            .and_then(|scores| scores.get(&position_hash(position)).copied())
            .unwrap_or_else(|| self.chess.evaluate(position))
    }

    fn key(&self) -> Option<u64> {
        self.chess.key()
    }

    fn node(&self, parent: u32, m: Move) -> Node {
        self.chess.node(parent, m)
    }
}
