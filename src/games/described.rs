//! The games as the tree sees them ([`GameDescription`]): the root as text, a move's name from
//! its code, a move read back from its name, the board, the depth limit. A tree holds one of
//! these and asks it; a tree file's reader is given [`Games`] to open them.

use std::sync::Arc;

use crate::engine::mcts::{MctsError, MctsSettings, MctsTree};
use crate::engine::rules::Rules;
use crate::engine::settings::{SearchControl, SearchSettings};
use crate::engine::tree::{Backup, BoardKind, GameCatalog, GameDescription, GameId, SearchTree};
use crate::games::{connect4, side_name, tictactoe};

/// Tic-tac-toe from a root position, as a tree describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TicTacToe {
    /// The root position.
    pub root: tictactoe::Board,
}

impl TicTacToe {
    /// Returns the board after the moves `line` (cells 0 to 8) from the root, or `None` if one
    /// of them is no legal move where it is played.
    fn after(&self, line: &[u16]) -> Option<tictactoe::Board> {
        line.iter().try_fold(self.root, |board, &code| {
            let cell = u8::try_from(code).ok()?;
            (!board.is_over() && board.empty_cells().any(|empty| empty == cell)).then(|| board.play(cell))
        })
    }
}

impl GameDescription for TicTacToe {
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
        tictactoe::move_name(code)
    }

    fn read_move(&self, line: &[u16], name: &str) -> Result<u16, String> {
        let Some(board) = self.after(line) else {
            return Err(String::from("its parent is no position of the game"));
        };
        let cell = name
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|cell| (1..=9).contains(cell))
            .ok_or_else(|| {
                format!(
                    "\"{}\" is not a cell of tic-tac-toe: 1 to 9, row by row from the top left",
                    crate::engine::words::one_line(name)
                )
            })?
            - 1;
        if board.is_over() {
            return Err(format!(
                "the game is over in its parent ({board}): no move follows"
            ));
        }
        if !board.empty_cells().any(|empty| empty == cell) {
            return Err(format!("cell {} is taken in its parent ({board})", cell + 1));
        }
        Ok(u16::from(cell))
    }

    fn side_name(&self, side: Backup) -> &'static str {
        side_name(side)
    }

    fn depth_limit(&self) -> usize {
        tictactoe::MAX_DEPTH
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
                tictactoe::TicTacToeRules::default()
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
        tictactoe::mcts(self.root, settings, control)
    }

    fn search(
        self: Arc<Self>,
        settings: &SearchSettings,
        control: &SearchControl,
    ) -> Result<SearchTree, String> {
        tictactoe::search(self.root, settings, control).map_err(|error| error.to_string())
    }
}

/// Connect Four from a root position, as a tree describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectFour {
    /// The root position.
    pub root: connect4::Board,
}

impl ConnectFour {
    /// Returns the board after the moves `line` (columns 0 to 6) from the root, or `None` if
    /// one of them is no legal move where it is played.
    fn after(&self, line: &[u16]) -> Option<connect4::Board> {
        line.iter().try_fold(self.root, |board, &code| {
            let column = u8::try_from(code).ok()?;
            (!board.is_over() && board.has_room(column)).then(|| board.play(column))
        })
    }
}

impl GameDescription for ConnectFour {
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
        connect4::move_name(code)
    }

    fn read_move(&self, line: &[u16], name: &str) -> Result<u16, String> {
        let Some(board) = self.after(line) else {
            return Err(String::from("its parent is no position of the game"));
        };
        let column = name
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|column| (1..=connect4::COLUMNS as u8).contains(column))
            .ok_or_else(|| {
                format!(
                    "\"{}\" is not a column of Connect Four: 1 to 7, from the left",
                    crate::engine::words::one_line(name)
                )
            })?
            - 1;
        if board.is_over() {
            return Err(String::from("the game is over in its parent: no move follows"));
        }
        if !board.has_room(column) {
            return Err(format!("column {} is full in its parent", column + 1));
        }
        Ok(u16::from(column))
    }

    fn side_name(&self, side: Backup) -> &'static str {
        side_name(side)
    }

    fn depth_limit(&self) -> usize {
        connect4::MAX_DEPTH
    }

    fn board(&self) -> BoardKind {
        BoardKind::Grid {
            columns: connect4::COLUMNS as u8,
            rows: connect4::ROWS as u8,
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
                connect4::ConnectFourRules::default()
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
        connect4::mcts(&self.root, settings, control)
    }

    fn search(
        self: Arc<Self>,
        settings: &SearchSettings,
        control: &SearchControl,
    ) -> Result<SearchTree, String> {
        connect4::search(&self.root, settings, control).map_err(|error| error.to_string())
    }
}

/// The games of this part, for a tree file's reader ([`GameCatalog`]): tic-tac-toe and Connect
/// Four, opened from their root position's text.
#[derive(Clone, Copy, Debug, Default)]
pub struct Games;

impl GameCatalog for Games {
    fn open(&self, id: GameId, root_text: &str) -> Option<Result<Arc<dyn GameDescription>, String>> {
        let opened = match id {
            GameId::TicTacToe => tictactoe::Board::parse(root_text)
                .map(|root| Arc::new(TicTacToe { root }) as Arc<dyn GameDescription>),
            GameId::ConnectFour => connect4::Board::parse(root_text)
                .map(|root| Arc::new(ConnectFour { root }) as Arc<dyn GameDescription>),
            GameId::Chess | GameId::Drawn => return None,
        };
        Some(opened.map_err(|error| error.to_string()))
    }
}
