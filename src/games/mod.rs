//! The first games of a course: tic-tac-toe and Connect Four, beside chess.
//!
//! A course on game search starts with small games: the whole tree of tic-tac-toe fits on a
//! page of counts (549,946 nodes), and Connect Four is the classic ground for an evaluation
//! function. Each game here answers the search's questions ([`Rules`]) and so goes through the
//! one search chess goes through ([`search_game`]): minimax, alpha-beta, move ordering and the
//! transposition table, its tree stored in the same node arrays.
//!
//! A game knows what the engine does not:
//!
//! * its positions, typed as text (`x.o.x....` for tic-tac-toe; a list of columns such as
//!   `4453`, or six rows of seven cells, for Connect Four), and why a text is no position;
//! * its moves' names: a node stores a move as the game's own number for it (a cell, a
//!   column: [`crate::engine::tree::PackedMove::from_bits`]), and the tree asks the game to
//!   name it: every tree holds its game's description ([`described`]);
//! * its sides: the first player (`x`) is MAX, the second (`o`) MIN ([`Rules::turn`]);
//! * its depth limit: the whole game for tic-tac-toe (9 plies), 12 for Connect Four.
//!
//! A won game is scored like a checkmate, `±(MATE − plies)`, and stored with the checkmate
//! status (the side to move has lost); a full board without a line is a draw, 0.
//!
//! This part sits beside chess (`tests/layers.rs`): it uses the engine only, and neither it nor
//! chess names the other.

use std::collections::HashSet;
use std::ops::{Deref, DerefMut};

use crate::engine::eval::MATE;
use crate::engine::settings::SearchError;
use crate::engine::tree::{Backup, NodeId, SearchTree, Status, TreeGame};

#[cfg(doc)]
use crate::engine::rules::Rules;
#[cfg(doc)]
use crate::engine::search::search_game;

pub mod connect4;
pub mod described;
pub mod tictactoe;

pub use described::Games;

/// Names a side of a game: `MAX (x)` for the first player, `MIN (o)` for the second.
pub fn side_name(side: Backup) -> &'static str {
    match side {
        Backup::Max => "MAX (x)",
        Backup::Min => "MIN (o)",
    }
}

/// A position's moves for a small game: at most `N`, kept in place (no allocation at every
/// node of a tree of half a million).
#[derive(Clone, Copy, Debug)]
pub struct SmallMoves<const N: usize> {
    moves: [u8; N],
    len: usize,
}

impl<const N: usize> Default for SmallMoves<N> {
    fn default() -> Self {
        SmallMoves {
            moves: [0; N],
            len: 0,
        }
    }
}

impl<const N: usize> SmallMoves<N> {
    /// Adds a move; a move beyond `N` is dropped (no game here has more than `N`).
    pub fn push(&mut self, m: u8) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }
}

impl<const N: usize> Deref for SmallMoves<N> {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.moves[..self.len]
    }
}

impl<const N: usize> DerefMut for SmallMoves<N> {
    fn deref_mut(&mut self) -> &mut [u8] {
        &mut self.moves[..self.len]
    }
}

/// Why a text is not a position of the game: one line, saying what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct PositionError(pub String);

/// Why a game's search produced no tree: the position (a finished game), or the search
/// itself (a depth beyond the game's, the node budget).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The position cannot be searched.
    #[error("{0}")]
    Position(#[from] PositionError),
    /// The search refused or stopped.
    #[error("{0}")]
    Search(#[from] SearchError),
}

/// Returns the number of distinct positions in a tree of a game of this part, the root counted:
/// nodes reached by different orders of moves are one position. From tic-tac-toe's empty board
/// to the end that is the game's 5,478 positions, among 549,946 nodes; the transposition table
/// stores 16,168 of them (a game's end reached again is scored again: the search judges an end
/// before it looks in the table). `None` for a tree of chess or a drawn tree.
pub fn distinct_positions(tree: &SearchTree) -> Option<usize> {
    let TreeGame::Other(game) = tree.game() else {
        return None;
    };
    let mut seen: HashSet<String> = HashSet::new();
    seen.insert(game.root_text());
    let mut line: Vec<u16> = Vec::new();
    for (level, nodes) in tree.levels().iter().enumerate() {
        for index in 0..nodes.nodes.len() as u32 {
            let id = NodeId::new(level, index);
            if tree.get(id).is_none_or(|node| node.status() == Status::Pruned) {
                continue;
            }
            line.clear();
            line.extend(tree.move_codes_to(id));
            seen.insert(game.position_text(&line)?);
        }
    }
    Some(seen.len())
}

/// The value of a position where the game was just won, `plies_from_root` half-moves from the
/// root, by the side that moved into it: `MATE − plies` for MAX, `−(MATE − plies)` for MIN, as
/// a checkmate is scored, so that the winner takes the quickest win and the loser puts it off.
pub fn won_score(winner: Backup, plies_from_root: usize) -> i32 {
    let score = MATE - plies_from_root as i32;
    match winner {
        Backup::Max => score,
        Backup::Min => -score,
    }
}
