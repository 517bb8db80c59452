//! An MCTS tree's positions, moves and names: the chess position at a node, the move that led
//! there, a node's name as its game writes it, and each playout's moves.

use shakmaty::{Chess, Color, Move, Position};

use super::{MctsNode, MctsTree};
use crate::engine::abstract_tree::AbstractNode;
use crate::engine::tree::{NodeId, PackedMove, TreeGame};

impl MctsTree {
    /// Returns the chess position before the node's move; `None` for another game or a drawn
    /// tree.
    pub fn position_before(&self, id: NodeId) -> Option<Chess> {
        match self.parent_of(id) {
            Some(parent) => self.position_of(parent),
            None => self.chess_root().cloned(),
        }
    }

    /// Returns the chess position after the node's move, by playing the path from the root;
    /// `None` for another game or a drawn tree.
    pub fn position_of(&self, id: NodeId) -> Option<Chess> {
        let mut position = self.chess_root()?.clone();
        for node in self.path_to(id) {
            if let Some(m) = self.move_of_in(node, &position) {
                position.play_unchecked(m);
            }
        }
        Some(position)
    }

    /// Returns the node's chess move, unpacked in the position before it (`None` in another
    /// game or a drawn tree).
    pub fn move_of(&self, id: NodeId) -> Option<Move> {
        self.move_of_in(id, &self.position_before(id)?)
    }

    fn move_of_in(&self, id: NodeId, before: &Chess) -> Option<Move> {
        self.get(id)?.packed?.unpack(before)
    }

    /// Returns the codes of the moves from level 0 down to `id` (both ends included), for a
    /// game that reads its own codes; empty in a drawn tree.
    pub fn move_codes_to(&self, id: NodeId) -> Vec<u16> {
        self.path_to(id)
            .into_iter()
            .filter_map(|step| self.get(step)?.packed.map(PackedMove::bits))
            .collect()
    }

    /// Returns the position after the node's move as the game writes positions (FEN, or the
    /// game's text such as `x.o......`); the root's for `None`. A drawn tree has none.
    pub fn position_text(&self, id: Option<NodeId>) -> Option<String> {
        match (&self.game, id) {
            (TreeGame::Other(game), Some(id)) => game.position_text(&self.move_codes_to(id)),
            (_, None) => self.game.root_text(),
            (_, Some(id)) => self
                .position_of(id)
                .map(|position| crate::engine::position::fen_of(&position)),
        }
    }

    /// Names the node: its move in SAN with the check mark in chess, the game's name for it in
    /// another game (a cell `5`, a column `4`), its label in a drawn tree.
    pub fn name_of(&self, id: NodeId) -> String {
        let unknown = || String::from("?");
        match &self.game {
            TreeGame::Drawn(labels) => labels
                .get(id.level)
                .and_then(|level| level.get(id.index as usize))
                .cloned()
                .unwrap_or_else(unknown),
            TreeGame::Other(game) => self
                .get(id)
                .and_then(|node| node.packed)
                .map_or_else(unknown, |packed| game.move_name(packed.bits())),
            TreeGame::Chess(_) => {
                let Some(before) = self.position_before(id) else {
                    return unknown();
                };
                match self.move_of_in(id, &before) {
                    Some(m) => crate::engine::position::san_plus(&before, m),
                    None => unknown(),
                }
            }
        }
    }

    /// Returns a drawn tree's leaves, left to right, each with its label and value (for MAX);
    /// empty for chess. The view shows them so that the class sees where a playout lands.
    pub fn drawn_leaves(&self) -> Vec<(String, i32)> {
        fn collect(nodes: &[AbstractNode], leaves: &mut Vec<(String, i32)>) {
            for node in nodes {
                match node {
                    AbstractNode::Leaf { label, value } => leaves.push((label.clone(), *value)),
                    _ => collect(node.children(), leaves),
                }
            }
        }
        let mut leaves = Vec::new();
        if let Some(drawn) = &self.drawn {
            collect(drawn, &mut leaves);
        }
        leaves
    }

    /// Names a side: White or Black in chess, MAX or MIN in a drawn tree, the game's own
    /// words in another game (`MAX (x)`). `color` is the side as the levels keep it (White MAX).
    pub fn side_name(&self, color: Color) -> &'static str {
        self.game.side_name(color)
    }

    /// Returns the side that chooses among the children of `parent` (`None`: the root).
    pub fn chooser(&self, parent: Option<NodeId>) -> Color {
        match parent {
            None => self.root_side().color(),
            Some(id) => self
                .levels
                .get(id.level)
                .map_or(Color::White, |level| !level.mover),
        }
    }

    /// Returns the moves of the playout of iteration `iteration`: each a place in its
    /// position's list of moves.
    pub fn playout(&self, iteration: usize) -> &[u8] {
        self.iterations.get(iteration).map_or(&[], |it| {
            let start = it.playout_start as usize;
            self.playouts
                .get(start..start + usize::from(it.playout_len))
                .unwrap_or(&[])
        })
    }

    /// Returns the names of the playout's moves: SAN in chess (from the position after the
    /// iteration's node), the game's names in another game, the labels of the nodes it passed
    /// in an abstract tree.
    pub fn playout_names(&self, iteration: usize) -> Vec<String> {
        let Some(it) = self.iterations.get(iteration) else {
            return Vec::new();
        };
        let places = self.playout(iteration);
        if let Some(drawn) = &self.drawn {
            let mut children: &[AbstractNode] = drawn;
            for id in self.path_to(it.node) {
                let index = self.get(id).map_or(0, MctsNode::move_index);
                children = children.get(index).map_or(&[], AbstractNode::children);
            }
            let mut names = Vec::new();
            for &place in places {
                let Some(node) = children.get(usize::from(place)) else {
                    break;
                };
                names.push(node.label().to_string());
                children = node.children();
            }
            return names;
        }
        if let TreeGame::Other(game) = &self.game {
            let mut line = self.move_codes_to(it.node);
            let mut names = Vec::new();
            for &place in places {
                let Some(&code) = game.moves_after(&line).get(usize::from(place)) else {
                    break;
                };
                names.push(game.move_name(code));
                line.push(code);
            }
            return names;
        }
        self.playout_moves(iteration)
            .into_iter()
            .map(|(before, m)| crate::engine::position::san_plus(&before, m))
            .collect()
    }

    /// Returns a chess playout's moves, each with the position it was played from; empty for
    /// another game or a drawn tree.
    pub fn playout_moves(&self, iteration: usize) -> Vec<(Chess, Move)> {
        let Some(it) = self.iterations.get(iteration) else {
            return Vec::new();
        };
        let Some(mut position) = self.position_of(it.node) else {
            return Vec::new();
        };
        let mut moves = Vec::new();
        for &place in self.playout(iteration) {
            let Some(m) = position.legal_moves().get(usize::from(place)).copied() else {
                break;
            };
            moves.push((position.clone(), m));
            position.play_unchecked(m);
        }
        moves
    }
}
