//! The window's words for a drawn tree of three or four players (max^n), where MAX and MIN
//! would be wrong: the legend, the node arrays' level titles and the nodes' hovers name the
//! players A, B, C (and D) instead.
//!
//! In such a tree every player takes the child whose tuple holds the largest number **for
//! itself**, so every node is drawn as MAX's square box in MAX's colour; what tells the players
//! apart is their name. Player A moves at the root, the next player one level down, round and
//! round ([`SearchTree::chooser_of_level`]); a node of level `level` was reached by a move of
//! the player of level `level`, and the next player is to move there.

use crate::engine::tree::{NodeId, SearchTree, player_name};
use crate::shell::i18n::tr_args;

/// The players of a max^n tree, named and listed as the legend says them: "A, B, C".
/// `None` for a tree of two sides (MAX and MIN, or White and Black).
pub fn players_listed(tree: &SearchTree) -> Option<String> {
    if !tree.is_maxn() {
        return None;
    }
    let names: Vec<String> = (0..tree.players()).map(player_name).collect();
    Some(names.join(", "))
}

/// The player who made the moves of `level` (who chose among its nodes at their parents):
/// "A" for level 0. `None` outside max^n.
pub fn level_mover(tree: &SearchTree, level: usize) -> Option<String> {
    tree.chooser_of_level(level).map(player_name)
}

/// The player to move at a node (`None`: the root), who chooses among its children: "A" at
/// the root, "B" at a node of level 0. `None` outside max^n.
pub fn player_to_move(tree: &SearchTree, place: Option<NodeId>) -> Option<String> {
    let level = place.map_or(0, |id| id.level + 1);
    level_mover(tree, level)
}

/// The hover of a node of a max^n tree: who is to move there and how it chooses, or for a
/// leaf, that the game ends there with a tuple. `None` outside max^n.
pub fn node_hint(tree: &SearchTree, place: Option<NodeId>) -> Option<String> {
    let player = player_to_move(tree, place)?;
    let leaf = place.is_some_and(|id| tree.children_of(id).next().is_none());
    Some(if leaf {
        tr_args(
            "tree-leaf-players-hint",
            &[("players", players_listed(tree).unwrap_or_default().into())],
        )
    } else {
        tr_args("tree-player-hint", &[("player", player.into())])
    })
}

/// The node arrays' title of `level` in a max^n tree: "NodesAnalysis1: after player B's moves,
/// player C to move". `None` outside max^n.
pub fn level_title(tree: &SearchTree, level: usize) -> Option<String> {
    let mover = level_mover(tree, level)?;
    let player = level_mover(tree, level + 1)?;
    Some(tr_args(
        "table-level-title-players",
        &[
            ("level", level.to_string().into()),
            ("mover", mover.into()),
            ("player", player.into()),
        ],
    ))
}

/// Where a max^n level's tuples go: "8 nodes; their tuples go up into level 1, where player C
/// takes the one with the largest number for itself …" (without the count while a question
/// keeps the level's size back). `None` outside max^n.
pub fn goes_up(tree: &SearchTree, level: usize, into: String, count: Option<usize>) -> Option<String> {
    let player = level_mover(tree, level)?;
    let mut args = vec![("into", into.into()), ("player", player.into())];
    Some(match count {
        Some(count) => {
            args.push(("count", count.into()));
            tr_args("table-goes-up-players", &args)
        }
        None => tr_args("table-goes-up-players-hidden", &args),
    })
}

/// The hover of a final value in a max^n tree's node arrays: the tuple is the node's, the
/// number the one player's share who chose the move into it. `None` outside max^n.
pub fn value_hint(tree: &SearchTree, id: NodeId) -> Option<String> {
    let player = level_mover(tree, id.level)?;
    Some(tr_args(
        "table-tuple-hint",
        &[
            ("players", players_listed(tree).unwrap_or_default().into()),
            ("player", player.into()),
        ],
    ))
}
