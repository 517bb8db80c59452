//! Connect Four: four in a row on a board of 7 columns and 6 rows, discs dropped from the top,
//! `x` first.
//!
//! Its tree is too big to search to the end (the first player wins, but it took a computer to
//! find out), so a search stops at a depth and judges the positions there with an evaluation a
//! class can follow, term by term ([`terms`]):
//!
//! * **open threes**: four cells in a line holding three of a side's discs and one empty cell
//!   (one more disc there wins), 5 points each;
//! * **open twos**: four cells in a line with two of a side's discs and two empty cells, 2
//!   points each;
//! * **centre column**: 3 points a disc in the middle column, which lies in more lines of four
//!   than any other.
//!
//! Each term counts `x`'s and `o`'s and scores the difference, from `x`'s (MAX's) view.
//!
//! A position is written as the columns played, 1 to 7 from the left (`4453`: `x` in column
//! 4, `o` on top of it, `x` in 5, `o` in 3), or as its six rows from the top, seven cells each,
//! `x`, `o` or `.`, separated by `/` (the form [`Board`] writes).
//!
//! The board is kept as two bitboards, a column to seven bits (six cells from the bottom and
//! one always empty above them, so that a line never runs from one column's top into the next
//! column's bottom): four in a row is then four bits spaced by 1 (a column), 7 (a row), 6 or 8
//! (the diagonals).

use std::fmt;
use std::sync::Arc;

use crate::engine::mcts::{MctsError, MctsSettings, MctsTree, mcts_game};
use crate::engine::rules::Rules;
use crate::engine::said::{Said, Told};
use crate::engine::search::search_game;
use crate::engine::settings::{SearchControl, SearchSettings};
use crate::engine::tree::{Backup, BoardKind, GameDescription, GameId, Node, SearchTree, Status};
use crate::games::{GameError, PositionError, SmallMoves, side_name, won_score};

/// The game's name, as messages say it.
pub const NAME: &str = "Connect Four";

/// The deepest search allowed. A minimax search to 9 plies would store about 47 million nodes;
/// alpha-beta goes deeper for the same nodes.
pub const MAX_DEPTH: usize = 12;

/// The columns.
pub const COLUMNS: usize = 7;

/// The rows.
pub const ROWS: usize = 6;

/// The bits of a column: six cells and the empty one above them.
const COLUMN_BITS: usize = ROWS + 1;

/// The bottom cell of every column.
const BOTTOM: u64 = {
    let mut bits = 0;
    let mut column = 0;
    while column < COLUMNS {
        bits |= 1 << (column * COLUMN_BITS);
        column += 1;
    }
    bits
};

/// The columns in the order move ordering tries them: the centre first, the edges last.
const ORDER: [u8; COLUMNS] = [3, 2, 4, 1, 5, 0, 6];

/// The points a disc in the centre column is worth.
const CENTRE_POINTS: i32 = 3;
/// The points of an open three.
const THREE_POINTS: i32 = 5;
/// The points of an open two.
const TWO_POINTS: i32 = 2;

/// Returns the bit of the cell in `column` (0 to 6), `row` (0 = the bottom, to 5).
const fn bit(column: usize, row: usize) -> u64 {
    1 << (column * COLUMN_BITS + row)
}

/// Every line of four cells on the board, as bitboards: 24 across, 21 up, 24 diagonal.
const WINDOWS: [u64; 69] = {
    let mut windows = [0; 69];
    let mut count = 0;
    // (columns to the right, rows up) for each step along a line.
    let steps: [(usize, usize, bool); 4] = [(1, 0, false), (0, 1, false), (1, 1, false), (1, 1, true)];
    let mut s = 0;
    while s < steps.len() {
        let (right, up, falling) = steps[s];
        let mut column = 0;
        while column + 3 * right < COLUMNS {
            let mut row = 0;
            while row + 3 * up < ROWS {
                let mut window = 0;
                let mut k = 0;
                while k < 4 {
                    // A falling diagonal goes down as it goes right: start it 3 rows up.
                    let r = if falling { row + 3 - k } else { row + k * up };
                    window |= bit(column + k * right, r);
                    k += 1;
                }
                windows[count] = window;
                count += 1;
                row += 1;
            }
            column += 1;
        }
        s += 1;
    }
    windows
};

/// A Connect Four position: the cells of `x`'s discs and of `o`'s, and each column's height.
/// `x` moves first, so `x` is to move when both have as many discs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    x: u64,
    o: u64,
    heights: [u8; COLUMNS],
}

impl Board {
    /// The empty board, `x` to move.
    pub fn empty() -> Board {
        Board::default()
    }

    /// Returns the side to move: `x` (MAX) when both have as many discs, else `o` (MIN).
    pub fn to_move(&self) -> Backup {
        if self.x.count_ones() == self.o.count_ones() {
            Backup::Max
        } else {
            Backup::Min
        }
    }

    /// Returns the side with four in a row, if one has.
    pub fn winner(&self) -> Option<Backup> {
        if has_four(self.x) {
            Some(Backup::Max)
        } else if has_four(self.o) {
            Some(Backup::Min)
        } else {
            None
        }
    }

    /// Returns true if every column is full.
    pub fn is_full(&self) -> bool {
        self.heights.iter().all(|&height| usize::from(height) == ROWS)
    }

    /// Returns true once the game is over: four in a row, or a full board.
    pub fn is_over(&self) -> bool {
        self.winner().is_some() || self.is_full()
    }

    /// Returns whose disc is in `column` (0 to 6), `row` (0 = the bottom, to 5), if any.
    pub fn disc(&self, column: u8, row: u8) -> Option<Backup> {
        let (column, row) = (usize::from(column), usize::from(row));
        if column >= COLUMNS || row >= ROWS {
            return None;
        }
        let cell = bit(column, row);
        if self.x & cell != 0 {
            Some(Backup::Max)
        } else if self.o & cell != 0 {
            Some(Backup::Min)
        } else {
            None
        }
    }

    /// Returns how many discs `column` (0 to 6) holds: the row a disc dropped into it lands in.
    pub fn height(&self, column: u8) -> usize {
        self.heights
            .get(usize::from(column))
            .map_or(ROWS, |&height| usize::from(height))
    }

    /// Returns the cells (column, row from the bottom) of a line of four one side holds, if
    /// there is one: the window draws it through the winner's discs.
    pub fn winning_line(&self) -> Option<[(u8, u8); 4]> {
        let window = WINDOWS
            .into_iter()
            .find(|&window| self.x & window == window || self.o & window == window)?;
        let mut cells = [(0u8, 0u8); 4];
        let mut found = (0..COLUMNS as u8)
            .flat_map(|column| (0..ROWS as u8).map(move |row| (column, row)))
            .filter(|&(column, row)| window & bit(usize::from(column), usize::from(row)) != 0);
        for slot in &mut cells {
            *slot = found.next()?;
        }
        Some(cells)
    }

    /// Returns the board after the side to move drops a disc into `column`, or `None` if the
    /// game is over or the column is full or off the board.
    pub fn try_play(&self, column: u8) -> Option<Board> {
        (!self.is_over() && self.has_room(column)).then(|| self.play(column))
    }

    /// Returns true if a disc can still drop into `column` (0 to 6).
    pub fn has_room(&self, column: u8) -> bool {
        self.heights
            .get(usize::from(column))
            .is_some_and(|&height| usize::from(height) < ROWS)
    }

    /// Returns the board after the side to move drops a disc into `column` (0 to 6), which
    /// must have room.
    pub fn play(&self, column: u8) -> Board {
        self.play_as(column, self.to_move())
    }

    /// Returns the board after `side` drops a disc into `column` (0 to 6), which must have
    /// room, whoever is to move: what a search that gives the move to the wrong side sees (a
    /// grade names it).
    pub fn play_as(&self, column: u8, side: Backup) -> Board {
        let mut child = *self;
        let Some(height) = child.heights.get_mut(usize::from(column)) else {
            return child;
        };
        let disc = bit(usize::from(column), usize::from(*height));
        *height += 1;
        match side {
            Backup::Max => child.x |= disc,
            Backup::Min => child.o |= disc,
        }
        child
    }

    /// Reads a position: the columns played, 1 to 7 (`4453`), or six rows of seven cells from
    /// the top, `x`, `o` or `.`, with `/`, `|` or spaces between them as one likes. An empty
    /// text is the empty board. Refuses, with one line saying why, a column off the board or
    /// full, a disc floating over an empty cell, a count of discs no game reaches, a move after
    /// the game was won, and a finished game.
    ///
    /// ```
    /// use klados::games::connect4::Board;
    /// let board = Board::parse("4453").unwrap();
    /// assert_eq!(board.to_string(), "......./......./......./......./...o.../..oxx..");
    /// assert_eq!(Board::parse(&board.to_string()), Ok(board));
    /// ```
    pub fn parse(text: &str) -> Result<Board, PositionError> {
        let text = text.trim();
        let board = if text.chars().all(|c| c.is_ascii_digit()) {
            Board::from_columns(text)?
        } else {
            Board::from_rows(text)?
        };
        match board.winner() {
            Some(side) => Err(PositionError::FourInARow {
                side: side_letter(side),
            }),
            None if board.is_full() => Err(PositionError::Full),
            None => Ok(board),
        }
    }

    /// Plays the columns of a list such as `4453`, refusing a move the game does not allow.
    fn from_columns(text: &str) -> Result<Board, PositionError> {
        let mut board = Board::empty();
        for (at, c) in text.chars().enumerate() {
            let number = at + 1;
            let column = c.to_digit(10).unwrap_or(0);
            if !(1..=COLUMNS as u32).contains(&column) {
                return Err(PositionError::NoSuchColumn { number, column });
            }
            let column = (column - 1) as u8;
            if let Some(winner) = board.winner() {
                return Err(PositionError::AfterTheEnd {
                    number,
                    column: column + 1,
                    winner: side_letter(winner),
                });
            }
            if !board.has_room(column) {
                return Err(PositionError::ColumnFull {
                    number,
                    column: column + 1,
                });
            }
            board = board.play(column);
        }
        Ok(board)
    }

    /// Reads six rows of seven cells, the top row first.
    fn from_rows(text: &str) -> Result<Board, PositionError> {
        let mut cells = Vec::with_capacity(COLUMNS * ROWS);
        for c in text.chars() {
            match c.to_ascii_lowercase() {
                c @ ('x' | 'o' | '.') => cells.push(c),
                '-' | '_' => cells.push('.'),
                ' ' | '/' | '|' | '\n' | '\r' | '\t' => {}
                other => {
                    return Err(PositionError::ConnectFourCharacter { found: other });
                }
            }
        }
        if cells.len() != COLUMNS * ROWS {
            return Err(PositionError::ConnectFourCells { cells: cells.len() });
        }
        let mut board = Board::empty();
        for column in 0..COLUMNS {
            for row in 0..ROWS {
                // The text's first row is the top one.
                let cell = cells[(ROWS - 1 - row) * COLUMNS + column];
                let height = usize::from(board.heights[column]);
                if cell == '.' {
                    continue;
                }
                if height < row {
                    return Err(PositionError::Floats {
                        column: column + 1,
                        row: row + 1,
                    });
                }
                if cell == 'x' {
                    board.x |= bit(column, row);
                } else {
                    board.o |= bit(column, row);
                }
                board.heights[column] += 1;
            }
        }
        let (xs, os) = (board.x.count_ones(), board.o.count_ones());
        if !(xs == os || xs == os + 1) {
            return Err(PositionError::Discs { xs, os });
        }
        Ok(board)
    }
}

impl fmt::Display for Board {
    /// Writes the six rows from the top, seven cells each, separated by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..ROWS).rev() {
            for column in 0..COLUMNS {
                let disc = bit(column, row);
                let c = if self.x & disc != 0 {
                    'x'
                } else if self.o & disc != 0 {
                    'o'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
            }
            if row > 0 {
                write!(f, "/")?;
            }
        }
        Ok(())
    }
}

/// Returns `x` for MAX, `o` for MIN.
fn side_letter(side: Backup) -> char {
    match side {
        Backup::Max => 'x',
        Backup::Min => 'o',
    }
}

/// Returns true if the discs hold four in a row: four bits spaced by a column (1), a row (7)
/// or a diagonal (6, 8).
fn has_four(discs: u64) -> bool {
    [1, COLUMN_BITS, COLUMN_BITS - 1, COLUMN_BITS + 1]
        .into_iter()
        .any(|step| {
            let pairs = discs & (discs >> step);
            pairs & (pairs >> (2 * step)) != 0
        })
}

/// One term of the evaluation: what it counts, for each side, and the points it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    /// The term's name, e.g. `open threes`.
    pub name: &'static str,
    /// Why it counts, in a sentence a class can follow.
    pub why: &'static str,
    /// The points one counts.
    pub weight: i32,
    /// How many `x` has.
    pub x: i32,
    /// How many `o` has.
    pub o: i32,
}

impl Term {
    /// Returns the term's points from `x`'s view: the weight times `x`'s count less `o`'s.
    pub fn points(&self) -> i32 {
        self.weight * (self.x - self.o)
    }
}

/// Returns the evaluation of `board` term by term; [`evaluate`] is their sum.
pub fn terms(board: &Board) -> [Term; 3] {
    let empty = !(board.x | board.o);
    let lines_with = |mine: u64, theirs: u64, discs: u32| {
        WINDOWS
            .iter()
            .filter(|&&window| window & theirs == 0 && (window & mine).count_ones() == discs)
            .filter(|&&window| (window & empty).count_ones() == 4 - discs)
            .count() as i32
    };
    let centre = |discs: u64| (discs & (0b11_1111 << (3 * COLUMN_BITS))).count_ones() as i32;
    [
        Term {
            name: "open threes",
            why: "a line of four with three discs and an empty cell: one more disc wins",
            weight: THREE_POINTS,
            x: lines_with(board.x, board.o, 3),
            o: lines_with(board.o, board.x, 3),
        },
        Term {
            name: "open twos",
            why: "a line of four with two discs and two empty cells: it may become a three",
            weight: TWO_POINTS,
            x: lines_with(board.x, board.o, 2),
            o: lines_with(board.o, board.x, 2),
        },
        Term {
            name: "centre column",
            why: "the middle column lies in more lines of four than any other",
            weight: CENTRE_POINTS,
            x: centre(board.x),
            o: centre(board.o),
        },
    ]
}

/// Returns the static score of a position that goes on, from `x`'s (MAX's) view: the sum of
/// its [`terms`].
pub fn evaluate(board: &Board) -> i32 {
    terms(board).iter().map(Term::points).sum()
}

/// Names a move stored in the tree: its column, 1 to 7.
pub fn move_name(code: u16) -> String {
    (code + 1).to_string()
}

/// The rules of Connect Four as the search asks for them. They remember the keys of the
/// positions on the path being searched, for the transposition table.
#[derive(Clone, Debug, Default)]
pub struct ConnectFourRules {
    keys: Vec<u64>,
}

impl Rules for ConnectFourRules {
    type Position = Board;
    type Move = u8;
    type Moves = SmallMoves<COLUMNS>;
    type Value = i32;

    fn turn(&self, board: &Board) -> Backup {
        board.to_move()
    }

    fn moves(&self, board: &Board) -> SmallMoves<COLUMNS> {
        let mut moves = SmallMoves::default();
        for column in 0..COLUMNS as u8 {
            if board.has_room(column) {
                moves.push(column);
            }
        }
        moves
    }

    /// Nothing is captured in Connect Four: quiescence has no moves to try.
    fn keep_captures(&self, moves: &mut SmallMoves<COLUMNS>) {
        *moves = SmallMoves::default();
    }

    fn in_check(&self, _board: &Board) -> bool {
        false
    }

    /// The centre columns first: they lie in the most lines of four.
    fn order(&self, moves: &mut SmallMoves<COLUMNS>) {
        moves.sort_by_key(|&column| ORDER.iter().position(|&c| c == column));
    }

    fn play(&mut self, board: &Board, column: u8, _may_go_on: bool) -> Board {
        let child = board.play(column);
        // The side to move's discs, plus every disc, plus the bottom row: one number per
        // position (the lowest empty cell of each column marks its height).
        let mine = match child.to_move() {
            Backup::Max => child.x,
            Backup::Min => child.o,
        };
        self.keys.push(mine + (child.x | child.o) + BOTTOM);
        child
    }

    fn leave(&mut self) {
        self.keys.pop();
    }

    fn end(
        &self,
        board: &Board,
        _column: u8,
        _moves: Option<&SmallMoves<COLUMNS>>,
        plies_from_root: usize,
    ) -> Option<(Status, i32)> {
        // A won game is stored like a checkmate: the side to move has lost.
        if let Some(winner) = board.winner() {
            return Some((Status::Checkmate, won_score(winner, plies_from_root)));
        }
        board.is_full().then_some((Status::Draw, 0))
    }

    /// A three in a row's points: the static score's terms are a few points each.
    fn aspiration_delta(&self) -> i32 {
        THREE_POINTS
    }

    fn evaluate(&self, board: &Board) -> i32 {
        evaluate(board)
    }

    fn key(&self) -> Option<u64> {
        self.keys.last().copied()
    }

    fn node(&self, parent: u32, column: u8) -> Node {
        Node::with_game_move(parent, u16::from(column))
    }
}

/// What a count of every line of play finds at one ply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlyCount {
    /// The positions reached at this ply.
    pub positions: usize,
    /// Of them, those where the game ended (four in a row, or a full board).
    pub ended: usize,
}

/// Counts every line of play from `board` for `plies` plies, without storing a tree: the
/// positions at each ply and the games that end there (an ended game is not played on). This
/// is perft, as chess programs check their move generation with it; a minimax search's level
/// sizes must equal it.
pub fn count_per_ply(board: &Board, plies: usize) -> Vec<PlyCount> {
    fn walk(board: &Board, ply: usize, counts: &mut [PlyCount]) {
        for column in 0..COLUMNS as u8 {
            if !board.has_room(column) {
                continue;
            }
            let child = board.play(column);
            let Some(count) = counts.get_mut(ply) else {
                return;
            };
            count.positions += 1;
            if child.is_over() {
                count.ended += 1;
            } else if ply + 1 < counts.len() {
                walk(&child, ply + 1, counts);
            }
        }
    }
    let mut counts = vec![PlyCount::default(); plies];
    walk(board, 0, &mut counts);
    counts
}

/// Searches `board` with the settings (depth 1 to [`MAX_DEPTH`]) and returns the tree, which
/// knows its game (it names the moves). A finished game has nothing to choose: it is refused.
pub fn search(
    board: &Board,
    settings: &SearchSettings,
    control: &SearchControl,
) -> Result<SearchTree, GameError> {
    if board.is_over() {
        return Err(GameError::Position(PositionError::Over));
    }
    let game = Arc::new(Described { root: *board });
    Ok(search_game(
        game,
        ConnectFourRules::default(),
        board,
        settings,
        control,
    )?)
}

/// Runs Monte Carlo tree search from `board` with the settings: every playout is played to the
/// end of the game, a win 1, a draw ½, a loss 0 for MAX (`x`). A finished game is refused. The
/// same board and settings (the seed among them) give the same tree.
pub fn mcts(board: &Board, settings: &MctsSettings, control: &SearchControl) -> Result<MctsTree, MctsError> {
    if board.is_over() {
        return Err(MctsError::game_over());
    }
    let game = Arc::new(Described { root: *board });
    mcts_game(
        game,
        ConnectFourRules::default(),
        board,
        u16::from,
        settings,
        control,
    )
}

/// Connect Four from a root position, as a tree describes it (the game a search or a tree file
/// names; the games' catalogue opens it from a file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Described {
    /// The root position.
    pub root: Board,
}

impl Described {
    /// Returns the board after the moves `line` (columns 0 to 6) from the root, or `None` if
    /// one of them is no legal move where it is played.
    fn after(&self, line: &[u16]) -> Option<Board> {
        line.iter().try_fold(self.root, |board, &code| {
            let column = u8::try_from(code).ok()?;
            (!board.is_over() && board.has_room(column)).then(|| board.play(column))
        })
    }
}

impl GameDescription for Described {
    fn id(&self) -> GameId {
        GameId::ConnectFour
    }

    fn root_text(&self) -> String {
        self.root.to_string()
    }

    fn root_side(&self) -> Backup {
        self.root.to_move()
    }

    fn move_name(&self, code: u16) -> String {
        move_name(code)
    }

    fn read_move(&self, line: &[u16], name: &str) -> Result<u16, Told> {
        let Some(board) = self.after(line) else {
            return Err(Told::new(
                "its parent is no position of the game",
                Said::new("small-move-parent-not-position"),
            ));
        };
        let column = name
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|column| (1..=COLUMNS as u8).contains(column))
            .ok_or_else(|| {
                let shown = crate::engine::words::one_line(name);
                Told::new(
                    format!("\"{shown}\" is not a column of Connect Four: 1 to 7, from the left"),
                    Said::new("small-move-not-column").text("name", shown),
                )
            })?
            - 1;
        if board.is_over() {
            return Err(Told::new(
                "the game is over in its parent: no move follows",
                Said::new("small-move-c4-over"),
            ));
        }
        if !board.has_room(column) {
            return Err(Told::new(
                format!("column {} is full in its parent", column + 1),
                Said::new("small-move-column-full").text("column", (column + 1).to_string()),
            ));
        }
        Ok(u16::from(column))
    }

    fn side_name(&self, side: Backup) -> &'static str {
        side_name(side)
    }

    fn depth_limit(&self) -> usize {
        MAX_DEPTH
    }

    fn board(&self) -> BoardKind {
        BoardKind::Grid {
            columns: COLUMNS as u8,
            rows: ROWS as u8,
            drops: true,
        }
    }

    fn position_text(&self, line: &[u16]) -> Option<String> {
        self.after(line).map(|board| board.to_string())
    }

    fn moves_after(&self, line: &[u16]) -> Vec<u16> {
        self.after(line)
            .filter(|board| !board.is_over())
            .map(|board| {
                ConnectFourRules::default()
                    .moves(&board)
                    .iter()
                    .map(|&column| u16::from(column))
                    .collect()
            })
            .unwrap_or_default()
    }

    fn mcts(
        self: Arc<Self>,
        settings: &MctsSettings,
        control: &SearchControl,
    ) -> Result<MctsTree, MctsError> {
        mcts(&self.root, settings, control)
    }

    fn search(
        self: Arc<Self>,
        settings: &SearchSettings,
        control: &SearchControl,
    ) -> Result<SearchTree, crate::engine::said::Told> {
        search(&self.root, settings, control)
            .map_err(|error| crate::engine::said::Told::new(error.to_string(), error.said()))
    }
}

#[cfg(test)]
mod tests;
