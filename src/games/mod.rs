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
use crate::engine::said::Said;
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

/// Why a text is not a position of the game, with what the text held: printed in English on
/// the command line ([`std::fmt::Display`]), said in the window's language ([`PositionError::said`]).
/// A side is its letter, `x` or `o`; cells, columns, rows and moves count from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// Tic-tac-toe: a character that is no cell.
    #[error("the position has '{found}' at cell {cell}: each cell is x, o or . (empty)")]
    TicTacToeCharacter {
        /// The character.
        found: char,
        /// The cell it would fill, 1 to 9.
        cell: usize,
    },
    /// Tic-tac-toe: not nine cells.
    #[error(
        "the position has {cells} cells; tic-tac-toe has 9: x, o or . for each, row by row from the top left"
    )]
    TicTacToeCells {
        /// The cells the text has.
        cells: usize,
    },
    /// Tic-tac-toe: counts of marks no game reaches.
    #[error(
        "x has {xs} marks and o {os}: x moves first and the players take turns, so x has as many as o or one more"
    )]
    Marks {
        /// The x marks.
        xs: u32,
        /// The o marks.
        os: u32,
    },
    /// Tic-tac-toe: both sides have a line.
    #[error("both x and o have three in a row: no game gets there")]
    BothThreeInARow,
    /// Tic-tac-toe: a side has a line.
    #[error("{side} has three in a row: the game is over")]
    ThreeInARow {
        /// The side, `x` or `o`.
        side: char,
    },
    /// Connect Four: a side has four in a row.
    #[error("{side} has four in a row: the game is over")]
    FourInARow {
        /// The side, `x` or `o`.
        side: char,
    },
    /// Either game: the board is full.
    #[error("the board is full: the game is over (a draw)")]
    Full,
    /// Connect Four: a move to a column off the board.
    #[error("move {number} is column {column}: the columns are 1 to 7, from the left")]
    NoSuchColumn {
        /// The move, from 1.
        number: usize,
        /// The column named (0 for a digit that is none).
        column: u32,
    },
    /// Connect Four: a move after the game was won.
    #[error("move {number} (column {column}) comes after {winner} won: the game was over")]
    AfterTheEnd {
        /// The move, from 1.
        number: usize,
        /// Its column, from 1.
        column: u8,
        /// The side that had won, `x` or `o`.
        winner: char,
    },
    /// Connect Four: a move into a full column.
    #[error("move {number} drops into column {column}, which is full (6 discs)")]
    ColumnFull {
        /// The move, from 1.
        number: usize,
        /// Its column, from 1.
        column: u8,
    },
    /// Connect Four: a character that is no cell nor column.
    #[error("the position has '{found}': a cell is x, o or . (empty), a list of columns only digits 1 to 7")]
    ConnectFourCharacter {
        /// The character.
        found: char,
    },
    /// Connect Four: not 42 cells.
    #[error("the position has {cells} cells; Connect Four has 42: six rows of seven, the top row first")]
    ConnectFourCells {
        /// The cells the text has.
        cells: usize,
    },
    /// Connect Four: a disc over an empty cell.
    #[error("the disc in column {column}, row {row} from the bottom, floats: the cell below it is empty")]
    Floats {
        /// Its column, from 1.
        column: usize,
        /// Its row from the bottom, from 1.
        row: usize,
    },
    /// Connect Four: counts of discs no game reaches.
    #[error(
        "x has {xs} discs and o {os}: x moves first and the players take turns, so x has as many as o or one more"
    )]
    Discs {
        /// The x discs.
        xs: u32,
        /// The o discs.
        os: u32,
    },
    /// Either game: a finished game given to the search.
    #[error("the game is over: there is nothing to search")]
    Over,
}

impl PositionError {
    /// Says what is wrong as a sentence of the window's catalogue (the same words as
    /// [`std::fmt::Display`]'s English).
    pub fn said(&self) -> Said {
        let side = |side: &char| side.to_string();
        match self {
            PositionError::TicTacToeCharacter { found, cell } => Said::new("small-bad-ttt-character")
                .text("found", found.to_string())
                .count("cell", *cell),
            PositionError::TicTacToeCells { cells } => {
                Said::new("small-bad-ttt-cells").count("cells", *cells)
            }
            PositionError::Marks { xs, os } => Said::new("small-bad-marks")
                .count("xs", *xs as usize)
                .count("os", *os as usize),
            PositionError::BothThreeInARow => Said::new("small-bad-both-three"),
            PositionError::ThreeInARow { side: letter } => {
                Said::new("small-bad-three").text("side", side(letter))
            }
            PositionError::FourInARow { side: letter } => {
                Said::new("small-bad-four").text("side", side(letter))
            }
            PositionError::Full => Said::new("small-bad-full"),
            PositionError::NoSuchColumn { number, column } => Said::new("small-bad-no-column")
                .count("number", *number)
                .count("column", *column as usize),
            PositionError::AfterTheEnd {
                number,
                column,
                winner,
            } => Said::new("small-bad-after-end")
                .count("number", *number)
                .count("column", usize::from(*column))
                .text("winner", side(winner)),
            PositionError::ColumnFull { number, column } => Said::new("small-bad-column-full")
                .count("number", *number)
                .count("column", usize::from(*column)),
            PositionError::ConnectFourCharacter { found } => {
                Said::new("small-bad-c4-character").text("found", found.to_string())
            }
            PositionError::ConnectFourCells { cells } => {
                Said::new("small-bad-c4-cells").count("cells", *cells)
            }
            PositionError::Floats { column, row } => Said::new("small-bad-floats")
                .count("column", *column)
                .count("row", *row),
            PositionError::Discs { xs, os } => Said::new("small-bad-discs")
                .count("xs", *xs as usize)
                .count("os", *os as usize),
            PositionError::Over => Said::new("small-bad-over"),
        }
    }
}

impl GameError {
    /// Says why the search produced no tree, as a sentence of the window's catalogue.
    pub fn said(&self) -> Said {
        match self {
            GameError::Position(error) => error.said(),
            GameError::Search(error) => error.said(),
        }
    }
}

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
