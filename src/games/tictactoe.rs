//! Tic-tac-toe: three in a row on a 3×3 board, `x` first.
//!
//! The first game tree a course draws. Its whole tree, from the empty board to every end, has
//! 549,946 nodes counting the root, and 255,168 finished games; minimax backs up 0, a draw.
//!
//! The cells are numbered 1 to 9 as they are read, row by row from the top left (5 is the
//! centre), and a position is written the same way, one character a cell: `x.o.x....` has `x`
//! in the top-left corner and the centre, `o` in the top-right corner.
//!
//! The evaluation, for a search that stops before the end, is the classic one (Nilsson's): the
//! lines still open for `x` (no `o` in them) less the lines still open for `o`.

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
pub const NAME: &str = "tic-tac-toe";

/// The deepest search: the whole game, nine moves.
pub const MAX_DEPTH: usize = 9;

/// The eight lines of three, as sets of cells (bit `i` is cell `i + 1`): three rows, three
/// columns, two diagonals.
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// Every cell.
const FULL: u16 = 0b111_111_111;

/// The cells in the order move ordering tries them: the centre (in four lines), the corners
/// (three each), the edges (two each).
const ORDER: [u8; 9] = [4, 0, 2, 6, 8, 1, 3, 5, 7];

/// Returns true if `marks` fill a line of three.
fn has_line(marks: u16) -> bool {
    for line in LINES {
        if marks & line == line {
            return true;
        }
    }
    false
}

/// A tic-tac-toe position: which cells hold an `x`, which an `o` (bit `i` is cell `i + 1`).
/// `x` moves first, so `x` is to move when both have as many marks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    x: u16,
    o: u16,
}

impl Board {
    /// The empty board, `x` to move.
    pub fn empty() -> Board {
        Board::default()
    }

    /// Returns the side to move: `x` (MAX) when both have as many marks, else `o` (MIN).
    pub fn to_move(self) -> Backup {
        if self.x.count_ones() == self.o.count_ones() {
            Backup::Max
        } else {
            Backup::Min
        }
    }

    /// Returns the side with three in a row, if one has.
    pub fn winner(self) -> Option<Backup> {
        if has_line(self.x) {
            Some(Backup::Max)
        } else if has_line(self.o) {
            Some(Backup::Min)
        } else {
            None
        }
    }

    /// Returns true once the game is over: a line of three, or a full board.
    pub fn is_over(self) -> bool {
        self.winner().is_some() || self.x | self.o == FULL
    }

    /// Returns the empty cells (0 to 8), in order.
    pub fn empty_cells(self) -> impl Iterator<Item = u8> {
        let taken = self.x | self.o;
        (0..9u8).filter(move |&cell| taken & (1 << cell) == 0)
    }

    /// Returns the board after the side to move marks `cell` (0 to 8), which must be empty.
    pub fn play(self, cell: u8) -> Board {
        self.play_as(cell, self.to_move())
    }

    /// Returns the board after `side` marks `cell` (0 to 8), which must be empty, whoever is to
    /// move: what a search that gives the move to the wrong side sees (a grade names it).
    pub fn play_as(self, cell: u8, side: Backup) -> Board {
        let bit = 1 << cell;
        match side {
            Backup::Max => Board {
                x: self.x | bit,
                ..self
            },
            Backup::Min => Board {
                o: self.o | bit,
                ..self
            },
        }
    }

    /// Returns who holds `cell` (0 to 8): `x` (MAX), `o` (MIN), or nobody.
    pub fn cell(self, cell: u8) -> Option<Backup> {
        let bit = 1u16.checked_shl(u32::from(cell))?;
        if self.x & bit != 0 {
            Some(Backup::Max)
        } else if self.o & bit != 0 {
            Some(Backup::Min)
        } else {
            None
        }
    }

    /// Returns the cells (0 to 8) of a line of three one side holds, if there is one: the
    /// window draws it through the winner's marks.
    pub fn winning_line(self) -> Option<[u8; 3]> {
        let line = LINES
            .into_iter()
            .find(|&line| self.x & line == line || self.o & line == line)?;
        let mut cells = [0u8; 3];
        let mut found = (0..9u8).filter(|&cell| line & (1 << cell) != 0);
        for slot in &mut cells {
            *slot = found.next()?;
        }
        Some(cells)
    }

    /// Returns the board after the side to move marks `cell`, or `None` if the game is over or
    /// `cell` is no empty cell of the board.
    pub fn try_play(self, cell: u8) -> Option<Board> {
        (!self.is_over() && self.empty_cells().any(|empty| empty == cell)).then(|| self.play(cell))
    }

    /// Returns the number of lines with no `o` in them less the number with no `x`: the
    /// evaluation of a position the search does not look past (`x`'s view).
    pub fn open_lines(self) -> i32 {
        self.open_lines_for(Backup::Max) - self.open_lines_for(Backup::Min)
    }

    /// Returns the number of lines still open for `side`: lines of three with none of the other
    /// side's marks, which the side may still fill (the evaluation's one term, per side).
    pub fn open_lines_for(self, side: Backup) -> i32 {
        let theirs = match side {
            Backup::Max => self.o,
            Backup::Min => self.x,
        };
        LINES.iter().filter(|&&line| line & theirs == 0).count() as i32
    }

    /// Reads a position: nine cells row by row from the top left, each `x`, `o` or `.` (also
    /// `-` or `_`) for an empty one; spaces, `/` and `|` between them are ignored. Refuses,
    /// with one line saying why, anything else, a count of marks no game reaches (`x` moves
    /// first and the players take turns), and a finished game.
    ///
    /// ```
    /// use klados::games::tictactoe::Board;
    /// assert_eq!(Board::parse("x.o/.x./...").unwrap().to_string(), "x.o.x....");
    /// assert!(Board::parse("xxxxxxxxx").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Board, PositionError> {
        let mut board = Board::default();
        let mut cells = 0usize;
        for c in text.chars() {
            let bit = if cells < 9 { 1 << cells } else { 0 };
            match c.to_ascii_lowercase() {
                'x' => board.x |= bit,
                'o' => board.o |= bit,
                '.' | '-' | '_' => {}
                ' ' | '/' | '|' | '\n' | '\r' | '\t' => continue,
                other => {
                    return Err(PositionError::TicTacToeCharacter {
                        found: other,
                        cell: cells + 1,
                    });
                }
            }
            cells += 1;
        }
        if cells != 9 {
            return Err(PositionError::TicTacToeCells { cells });
        }
        let (xs, os) = (board.x.count_ones(), board.o.count_ones());
        if !(xs == os || xs == os + 1) {
            return Err(PositionError::Marks { xs, os });
        }
        match (has_line(board.x), has_line(board.o)) {
            (true, true) => Err(PositionError::BothThreeInARow),
            (true, false) | (false, true) => Err(PositionError::ThreeInARow {
                side: if has_line(board.x) { 'x' } else { 'o' },
            }),
            _ if board.x | board.o == FULL => Err(PositionError::Full),
            _ => Ok(board),
        }
    }
}

impl fmt::Display for Board {
    /// Writes the nine cells row by row from the top left: `x.o.x....`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in 0..9 {
            let bit = 1 << cell;
            let c = if self.x & bit != 0 {
                'x'
            } else if self.o & bit != 0 {
                'o'
            } else {
                '.'
            };
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Names a move stored in the tree: its cell, 1 to 9.
pub fn move_name(code: u16) -> String {
    (code + 1).to_string()
}

/// The rules of tic-tac-toe as the search asks for them. They remember the keys of the
/// positions on the path being searched, for the transposition table.
#[derive(Clone, Debug, Default)]
pub struct TicTacToeRules {
    keys: Vec<u64>,
}

impl Rules for TicTacToeRules {
    type Position = Board;
    type Move = u8;
    type Moves = SmallMoves<9>;
    type Value = i32;

    fn turn(&self, board: &Board) -> Backup {
        board.to_move()
    }

    fn moves(&self, board: &Board) -> SmallMoves<9> {
        let mut moves = SmallMoves::default();
        for cell in board.empty_cells() {
            moves.push(cell);
        }
        moves
    }

    /// Nothing is captured in tic-tac-toe: quiescence has no moves to try.
    fn keep_captures(&self, moves: &mut SmallMoves<9>) {
        *moves = SmallMoves::default();
    }

    fn in_check(&self, _board: &Board) -> bool {
        false
    }

    /// The centre first, then the corners, then the edges: the cells in the most lines.
    fn order(&self, moves: &mut SmallMoves<9>) {
        moves.sort_by_key(|&cell| ORDER.iter().position(|&c| c == cell));
    }

    fn play(&mut self, board: &Board, cell: u8, _may_go_on: bool) -> Board {
        let child = board.play(cell);
        self.keys.push(u64::from(child.x) | (u64::from(child.o) << 9));
        child
    }

    fn leave(&mut self) {
        self.keys.pop();
    }

    fn end(
        &self,
        board: &Board,
        _cell: u8,
        _moves: Option<&SmallMoves<9>>,
        plies_from_root: usize,
    ) -> Option<(Status, i32)> {
        // Only the side that just moved can have made a line. A won game is stored like a
        // checkmate: the side to move has lost.
        if let Some(winner) = board.winner() {
            return Some((Status::Checkmate, won_score(winner, plies_from_root)));
        }
        (board.x | board.o == FULL).then_some((Status::Draw, 0))
    }

    fn evaluate(&self, board: &Board) -> i32 {
        board.open_lines()
    }

    /// One open line: the static score counts lines, so a window of ±1 is a narrow guess.
    fn aspiration_delta(&self) -> i32 {
        1
    }

    fn key(&self) -> Option<u64> {
        self.keys.last().copied()
    }

    fn node(&self, parent: u32, cell: u8) -> Node {
        Node::with_game_move(parent, u16::from(cell))
    }
}

/// Searches `board` with the settings (depth 1 to [`MAX_DEPTH`]) and returns the tree, which
/// knows its game (it names the moves). A finished game has nothing to choose: it is refused.
pub fn search(
    board: Board,
    settings: &SearchSettings,
    control: &SearchControl,
) -> Result<SearchTree, GameError> {
    if board.is_over() {
        return Err(GameError::Position(PositionError::Over));
    }
    let game = Arc::new(Described { root: board });
    Ok(search_game(
        game,
        TicTacToeRules::default(),
        &board,
        settings,
        control,
    )?)
}

/// Runs Monte Carlo tree search from `board` with the settings: every playout is played to the
/// end of the game, a win 1, a draw ½, a loss 0 for MAX (`x`). A finished game is refused. The
/// same board and settings (the seed among them) give the same tree.
pub fn mcts(board: Board, settings: &MctsSettings, control: &SearchControl) -> Result<MctsTree, MctsError> {
    if board.is_over() {
        return Err(MctsError::game_over());
    }
    let game = Arc::new(Described { root: board });
    mcts_game(
        game,
        TicTacToeRules::default(),
        &board,
        u16::from,
        settings,
        control,
    )
}

/// Tic-tac-toe from a root position, as a tree describes it (the game a search or a tree file
/// names; the games' catalogue opens it from a file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Described {
    /// The root position.
    pub root: Board,
}

impl Described {
    /// Returns the board after the moves `line` (cells 0 to 8) from the root, or `None` if one
    /// of them is no legal move where it is played.
    fn after(&self, line: &[u16]) -> Option<Board> {
        line.iter().try_fold(self.root, |board, &code| {
            let cell = u8::try_from(code).ok()?;
            (!board.is_over() && board.empty_cells().any(|empty| empty == cell)).then(|| board.play(cell))
        })
    }
}

impl GameDescription for Described {
    fn id(&self) -> GameId {
        GameId::TicTacToe
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
        let cell = name
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|cell| (1..=9).contains(cell))
            .ok_or_else(|| {
                let shown = crate::engine::words::one_line(name);
                Told::new(
                    format!("\"{shown}\" is not a cell of tic-tac-toe: 1 to 9, row by row from the top left"),
                    Said::new("small-move-not-cell").text("name", shown),
                )
            })?
            - 1;
        if board.is_over() {
            return Err(Told::new(
                format!("the game is over in its parent ({board}): no move follows"),
                Said::new("small-move-ttt-over").text("position", board.to_string()),
            ));
        }
        if !board.empty_cells().any(|empty| empty == cell) {
            return Err(Told::new(
                format!("cell {} is taken in its parent ({board})", cell + 1),
                Said::new("small-move-cell-taken")
                    .text("cell", (cell + 1).to_string())
                    .text("position", board.to_string()),
            ));
        }
        Ok(u16::from(cell))
    }

    fn side_name(&self, side: Backup) -> &'static str {
        side_name(side)
    }

    fn depth_limit(&self) -> usize {
        MAX_DEPTH
    }

    fn board(&self) -> BoardKind {
        BoardKind::Grid {
            columns: 3,
            rows: 3,
            drops: false,
        }
    }

    fn position_text(&self, line: &[u16]) -> Option<String> {
        self.after(line).map(|board| board.to_string())
    }

    fn moves_after(&self, line: &[u16]) -> Vec<u16> {
        self.after(line)
            .filter(|board| !board.is_over())
            .map(|board| {
                TicTacToeRules::default()
                    .moves(&board)
                    .iter()
                    .map(|&cell| u16::from(cell))
                    .collect()
            })
            .unwrap_or_default()
    }

    fn mcts(
        self: Arc<Self>,
        settings: &MctsSettings,
        control: &SearchControl,
    ) -> Result<MctsTree, MctsError> {
        mcts(self.root, settings, control)
    }

    fn search(
        self: Arc<Self>,
        settings: &SearchSettings,
        control: &SearchControl,
    ) -> Result<SearchTree, crate::engine::said::Told> {
        search(self.root, settings, control)
            .map_err(|error| crate::engine::said::Told::new(error.to_string(), error.said()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_refused(text: &str, expected: &str) {
        let error = Board::parse(text).unwrap_err().to_string();
        assert_eq!(error, expected, "{text}");
    }

    #[test]
    fn bad_positions_get_one_clear_line() {
        check_refused(
            "xxxxxxxxx",
            "x has 9 marks and o 0: x moves first and the players take turns, so x has as many as o or one more",
        );
        check_refused(
            "x.o.x.....",
            "the position has 10 cells; tic-tac-toe has 9: x, o or . for each, row by row from the top left",
        );
        check_refused(
            "x.o.q....",
            "the position has 'q' at cell 5: each cell is x, o or . (empty)",
        );
        check_refused("xxxoo....", "x has three in a row: the game is over");
        check_refused(
            "xxxooo...",
            "both x and o have three in a row: no game gets there",
        );
        check_refused("xoxxoxoxo", "the board is full: the game is over (a draw)");
    }

    #[test]
    fn positions_read_back_as_written() {
        for text in [".........", "x.o.x....", "xo.......", "xoxox.o.."] {
            assert_eq!(Board::parse(text).unwrap().to_string(), text);
        }
        assert_eq!(Board::parse("X.O|.X.|...").unwrap().to_string(), "x.o.x....");
    }
}
