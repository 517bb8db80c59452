//! The games' catalogue: a tree file's reader is given [`Games`] to open a game's root from its
//! text. Each game describes itself to the tree ([`GameDescription`]: the root as text, a
//! move's name from its code, a move read back from its name, the board, the depth limit) in
//! its own file; the names below keep the short paths (`described::TicTacToe`).

use std::sync::Arc;

use crate::engine::said::Told;
use crate::engine::tree::{GameCatalog, GameDescription, GameId};
use crate::games::{connect4, tictactoe};

pub use crate::games::connect4::Described as ConnectFour;
pub use crate::games::tictactoe::Described as TicTacToe;

/// The games of this part, for a tree file's reader ([`GameCatalog`]): tic-tac-toe and Connect
/// Four, opened from their root position's text.
#[derive(Clone, Copy, Debug, Default)]
pub struct Games;

impl GameCatalog for Games {
    fn open(&self, id: GameId, root_text: &str) -> Option<Result<Arc<dyn GameDescription>, Told>> {
        let opened = match id {
            GameId::TicTacToe => tictactoe::Board::parse(root_text)
                .map(|root| Arc::new(TicTacToe { root }) as Arc<dyn GameDescription>),
            GameId::ConnectFour => connect4::Board::parse(root_text)
                .map(|root| Arc::new(ConnectFour { root }) as Arc<dyn GameDescription>),
            GameId::Chess | GameId::Drawn => return None,
        };
        Some(opened.map_err(|error| Told::new(error.to_string(), error.said())))
    }
}
