//! [`GameSearch`]: a game's searched tree, with the names of its moves.

use crate::engine::eval::{MATE_THRESHOLD, display_score};
use crate::engine::tree::{Backup, NodeId, SearchTree};

#[cfg(doc)]
use crate::engine::search::search_game;

/// A searched position of a game other than chess: the node arrays, and how the game names
/// the moves stored in them.
#[derive(Clone, Debug)]
pub struct GameSearch {
    /// The node arrays, filled as a chess search fills them. Their root position is a stand-in
    /// (see [`search_game`]); the nodes' moves are the game's numbers.
    pub tree: SearchTree,
    /// The game's name, e.g. `tic-tac-toe`.
    pub game: &'static str,
    /// The root position as text, as the game writes it.
    pub root_text: String,
    /// Names a move from its number: `b2`, or a column `4`.
    pub(crate) move_name: fn(u16) -> String,
}

impl GameSearch {
    /// Returns the name of a node's move (`?` for no such node).
    pub fn move_name(&self, id: NodeId) -> String {
        match self.tree.get(id) {
            Some(node) => (self.move_name)(node.packed_move().bits()),
            None => String::from("?"),
        }
    }

    /// Returns the principal variation's moves by name.
    pub fn principal_variation(&self) -> Vec<String> {
        self.tree
            .principal_variation()
            .into_iter()
            .map(|id| self.move_name(id))
            .collect()
    }

    /// Writes a value for people: a won game as a checkmate is written (`#3`: MAX wins with
    /// its third move; `-#2`: MIN wins with its second), an evaluation as a plain number.
    pub fn value_words(value: i32) -> String {
        if value.abs() > MATE_THRESHOLD {
            display_score(value)
        } else {
            value.to_string()
        }
    }
}

/// Names a side of a game: `MAX (x)` for the first player, `MIN (o)` for the second.
pub fn side_name(side: Backup) -> &'static str {
    match side {
        Backup::Max => "MAX (x)",
        Backup::Min => "MIN (o)",
    }
}
