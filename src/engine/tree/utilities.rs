//! Utility tuples: what max^n backs up in a drawn tree of three or four players, beside the
//! node arrays' whole numbers.
//!
//! With more than two players one number per node is not enough: a leaf says how good the end
//! is for **each** player, `(1, 2, 6)` for A, B and C, and a player to move picks the child
//! whose tuple is largest in **its own** component (Luckhardt and Irani's max^n). The node
//! arrays keep 16-byte nodes with one value each, so the tuples live in this side table, as
//! the chance nodes' exact fractions do (`exact.rs`).
//!
//! A node's `value` is the component of the player **who chose the move into it**: a level-0
//! node holds A's utility, a level-1 node B's, and so on round the players. So in every level
//! the parent takes the largest of its children's values, exactly as MAX does, and the arrays
//! read like a minimax tree whose every level is some player's MAX level; the tuple beside each
//! node says what the other players get.

use std::collections::BTreeMap;

use crate::engine::tree::{NodeId, SearchTree};

/// The fewest players a tree with utility tuples has: two players need only one number.
pub const MIN_PLAYERS: usize = 3;

/// The most players a tree with utility tuples may have.
pub const MAX_PLAYERS: usize = 4;

/// Max^n's side table: how many players, and the tuple backed up to every searched node.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Utilities {
    /// How many players take turns: 3 or 4. Player A moves at the root, then B, C, … by
    /// level, round and round.
    pub(crate) players: usize,
    /// `of_node[id]` is the tuple of the node `id`: a leaf's own, or the one its player chose.
    pub(crate) of_node: BTreeMap<NodeId, Vec<i32>>,
    /// The root's tuple: the one A chose among level 0.
    pub(crate) root: Vec<i32>,
}

impl Utilities {
    /// Makes the side table of a search of `players` players.
    pub(crate) fn new(players: usize) -> Utilities {
        Utilities {
            players,
            ..Utilities::default()
        }
    }
}

/// Names player `index` as a drawn tree does: `A`, `B`, `C`, `D`.
///
/// ```
/// assert_eq!(klados::engine::tree::player_name(2), "C");
/// ```
pub fn player_name(index: usize) -> String {
    let letter = u8::try_from(index).ok().and_then(|index| b'A'.checked_add(index));
    letter.map_or_else(
        || format!("P{}", index + 1),
        |letter| char::from(letter).to_string(),
    )
}

/// Writes a tuple of utilities as a textbook does: `(1, 2, 6)`.
///
/// ```
/// assert_eq!(klados::engine::tree::tuple_text(&[1, -2, 6]), "(1, -2, 6)");
/// ```
pub fn tuple_text(utilities: &[i32]) -> String {
    let parts: Vec<String> = utilities.iter().map(i32::to_string).collect();
    format!("({})", parts.join(", "))
}

impl SearchTree {
    /// Returns the number of players: 3 or 4 for a drawn tree searched by max^n, 2 for every
    /// other tree.
    pub fn players(&self) -> usize {
        self.utilities.as_ref().map_or(2, |utilities| utilities.players)
    }

    /// Returns true for a tree of three or more players, searched by max^n.
    pub fn is_maxn(&self) -> bool {
        self.utilities.is_some()
    }

    /// Returns a node's tuple of utilities, one per player; `None` outside max^n.
    pub fn utilities_of(&self, id: NodeId) -> Option<&[i32]> {
        Some(self.utilities.as_ref()?.of_node.get(&id)?.as_slice())
    }

    /// Returns the root's tuple of utilities (max^n's root vector); `None` outside max^n.
    pub fn root_utilities(&self) -> Option<&[i32]> {
        Some(self.utilities.as_ref()?.root.as_slice())
    }

    /// Returns the player who chose the moves of `level` (the one to move at their parents):
    /// A for level 0, B for level 1, …; `None` outside max^n.
    pub fn chooser_of_level(&self, level: usize) -> Option<usize> {
        Some(level % self.utilities.as_ref()?.players)
    }

    /// Returns the child whose tuple a max^n node took: the first child with the same tuple
    /// (the player keeps the first of equal children, and an earlier child with the same tuple
    /// would have been taken). `None` outside max^n or for a leaf.
    pub(crate) fn maxn_best_child(&self, id: NodeId) -> Option<NodeId> {
        let tuple = self.utilities_of(id)?;
        self.children_of(id)
            .find(|&child| self.utilities_of(child) == Some(tuple))
    }
}
