//! A chess Monte Carlo tree as one buffer of bytes, as [`crate::engine::tree::wire`] does for a
//! depth-first search's tree: the page's web worker grows the tree and the page replays it, and
//! the buffer passes between them whole (transferred, not copied), never as text.
//!
//! The layout, all numbers little-endian:
//!
//! ```text
//! "KLM1"   u32 header length   header (JSON: Header)   nodes of level 0, level 1, …
//!          then every iteration, then the playouts' moves (a byte each)
//! ```
//!
//! A node is 50 bytes: `parent u32, first_child u32, next_sibling u32, born u32, visits u32,
//! total f64, ucb f64, move_index u16, child_count u16, move_count u16, move u16, flags u8`
//! (1: it has a UCB value, 2: a move, 4: an end value), `status u8, end_value i32`. An
//! iteration is 23 bytes: `level u32, index u32, expanded u8, playout_start u32, playout_len u16,
//! result f64`. Reading checks every count and every link, so a damaged buffer is an error,
//! never a tree that panics when shown.

use std::time::Duration;

use shakmaty::Color;

use super::{Iteration, Judge, MctsLevel, MctsNode, MctsSettings, MctsTree, NONE, Outcome};
use crate::engine::fen::parse_fen;
use crate::engine::position::fen_of;
use crate::engine::tree::{NodeId, PackedMove, Status, TreeGame};

/// The first bytes of every buffer.
const MAGIC: &[u8; 4] = b"KLM1";

/// The bytes a node takes in the buffer.
const NODE_BYTES: usize = 50;

/// The bytes an iteration takes in the buffer.
const ITERATION_BYTES: usize = 23;

/// Everything of a tree but its nodes, iterations and playouts.
#[derive(serde::Serialize, serde::Deserialize)]
struct Header {
    fen: String,
    iterations: u32,
    exploration: f64,
    seed: u64,
    playout_depth: usize,
    outcome: Outcome,
    max_nodes: usize,
    root_total: f64,
    root_move_count: usize,
    elapsed_nanos: u64,
    /// Each level: true if White made its moves, and how many nodes it holds.
    levels: Vec<(bool, usize)>,
    /// How many iterations were logged.
    logged: usize,
    /// How many playout moves were logged.
    playout_moves: usize,
}

/// The statuses in the order of their byte.
const STATUSES: [Status; 7] = [
    Status::Searched,
    Status::Checkmate,
    Status::Stalemate,
    Status::Draw,
    Status::Pruned,
    Status::Quiescence,
    Status::Transposition,
];

/// Returns the tree as one buffer. Only a chess search's tree goes: a drawn tree's nodes and
/// labels are not written (`Err` says so).
pub fn to_bytes(tree: &MctsTree) -> Result<Vec<u8>, String> {
    let (Some(root), Judge::Chess) = (tree.chess_root(), tree.judge) else {
        return Err(String::from("only a chess Monte Carlo tree is written as bytes"));
    };
    let settings = tree.settings;
    let header = Header {
        fen: fen_of(root),
        iterations: settings.iterations,
        exploration: settings.exploration,
        seed: settings.seed,
        playout_depth: settings.playout_depth,
        outcome: settings.outcome,
        max_nodes: settings.max_nodes,
        root_total: tree.root_total,
        root_move_count: tree.root_move_count,
        elapsed_nanos: u64::try_from(tree.elapsed.as_nanos()).unwrap_or(u64::MAX),
        levels: tree
            .levels
            .iter()
            .map(|level| (level.mover == Color::White, level.nodes.len()))
            .collect(),
        logged: tree.iterations.len(),
        playout_moves: tree.playouts.len(),
    };
    let json = serde_json::to_vec(&header).map_err(|error| error.to_string())?;
    let mut bytes = Vec::with_capacity(
        8 + json.len()
            + tree.node_count() * NODE_BYTES
            + tree.iterations.len() * ITERATION_BYTES
            + tree.playouts.len(),
    );
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(
        &u32::try_from(json.len())
            .map_err(|_| "the header is too long")?
            .to_le_bytes(),
    );
    bytes.extend_from_slice(&json);
    for node in tree.levels.iter().flat_map(|level| &level.nodes) {
        write_node(node, &mut bytes);
    }
    for iteration in &tree.iterations {
        let level = u32::try_from(iteration.node.level).unwrap_or(u32::MAX);
        bytes.extend_from_slice(&level.to_le_bytes());
        bytes.extend_from_slice(&iteration.node.index.to_le_bytes());
        bytes.push(u8::from(iteration.expanded));
        bytes.extend_from_slice(&iteration.playout_start.to_le_bytes());
        bytes.extend_from_slice(&iteration.playout_len.to_le_bytes());
        bytes.extend_from_slice(&iteration.result.to_le_bytes());
    }
    bytes.extend_from_slice(&tree.playouts);
    Ok(bytes)
}

fn write_node(node: &MctsNode, bytes: &mut Vec<u8>) {
    for number in [
        node.parent,
        node.first_child,
        node.next_sibling,
        node.born,
        node.visits,
    ] {
        bytes.extend_from_slice(&number.to_le_bytes());
    }
    bytes.extend_from_slice(&node.total.to_le_bytes());
    bytes.extend_from_slice(&node.ucb.unwrap_or(0.0).to_le_bytes());
    for number in [
        node.move_index,
        node.child_count,
        node.move_count,
        node.packed.map_or(0, PackedMove::bits),
    ] {
        bytes.extend_from_slice(&number.to_le_bytes());
    }
    let flags = u8::from(node.ucb.is_some())
        | (u8::from(node.packed.is_some()) << 1)
        | (u8::from(node.end_value.is_some()) << 2);
    bytes.push(flags);
    let status = STATUSES
        .iter()
        .position(|&status| status == node.status)
        .unwrap_or(0);
    bytes.push(status as u8);
    bytes.extend_from_slice(&node.end_value.unwrap_or(0).to_le_bytes());
}

/// Reads a tree written by [`to_bytes`].
pub fn from_bytes(bytes: &[u8]) -> Result<MctsTree, String> {
    let rest = bytes
        .strip_prefix(MAGIC)
        .ok_or("not a Klados Monte Carlo buffer")?;
    let (length, rest) = rest
        .split_first_chunk::<4>()
        .ok_or("the buffer ends in its header")?;
    let length = u32::from_le_bytes(*length) as usize;
    if rest.len() < length {
        return Err(String::from("the buffer ends in its header"));
    }
    let (json, mut body) = rest.split_at(length);
    let header: Header = serde_json::from_slice(json).map_err(|error| format!("its header: {error}"))?;
    let root = parse_fen(&header.fen).map_err(|error| format!("its root: {error}"))?;
    let settings = MctsSettings {
        iterations: header.iterations,
        exploration: header.exploration,
        seed: header.seed,
        playout_depth: header.playout_depth,
        outcome: header.outcome,
        max_nodes: header.max_nodes,
    };
    if let Some(problem) = settings.problem() {
        return Err(format!("its settings: {problem}"));
    }
    let mut levels = Vec::with_capacity(header.levels.len());
    for &(white, count) in &header.levels {
        let nodes = take(&mut body, count, NODE_BYTES)?
            .chunks_exact(NODE_BYTES)
            .map(read_node)
            .collect::<Result<Vec<_>, _>>()?;
        let mover = if white { Color::White } else { Color::Black };
        levels.push(MctsLevel { mover, nodes });
    }
    check_links(&levels)?;
    let iterations = take(&mut body, header.logged, ITERATION_BYTES)?
        .chunks_exact(ITERATION_BYTES)
        .map(read_iteration)
        .collect::<Vec<_>>();
    let playouts = take(&mut body, header.playout_moves, 1)?.to_vec();
    if !body.is_empty() {
        return Err(String::from("the buffer holds more than its header says"));
    }
    for iteration in &iterations {
        let in_tree = levels
            .get(iteration.node.level)
            .is_some_and(|level| (iteration.node.index as usize) < level.nodes.len());
        let playout_end = iteration.playout_start as usize + usize::from(iteration.playout_len);
        if !in_tree || playout_end > playouts.len() {
            return Err(String::from("an iteration points outside the tree"));
        }
    }
    Ok(MctsTree {
        game: TreeGame::Chess(root),
        settings,
        levels,
        iterations,
        playouts,
        root_total: header.root_total,
        root_move_count: header.root_move_count,
        judge: Judge::Chess,
        elapsed: Duration::from_nanos(header.elapsed_nanos),
        drawn: None,
    })
}

/// Takes `count` items of `size` bytes off the front of `body`.
fn take<'a>(body: &mut &'a [u8], count: usize, size: usize) -> Result<&'a [u8], String> {
    let length = count
        .checked_mul(size)
        .filter(|&length| length <= body.len())
        .ok_or("the buffer ends early")?;
    let (taken, rest) = body.split_at(length);
    *body = rest;
    Ok(taken)
}

fn u32_at(raw: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([raw[at], raw[at + 1], raw[at + 2], raw[at + 3]])
}

fn u16_at(raw: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([raw[at], raw[at + 1]])
}

fn f64_at(raw: &[u8], at: usize) -> f64 {
    let mut eight = [0; 8];
    eight.copy_from_slice(&raw[at..at + 8]);
    f64::from_le_bytes(eight)
}

/// Reads one node from its `NODE_BYTES` bytes (the caller hands exactly that many).
fn read_node(raw: &[u8]) -> Result<MctsNode, String> {
    let flags = raw[44];
    let status = *STATUSES
        .get(usize::from(raw[45]))
        .ok_or("a node of an unknown status")?;
    Ok(MctsNode {
        parent: u32_at(raw, 0),
        first_child: u32_at(raw, 4),
        next_sibling: u32_at(raw, 8),
        born: u32_at(raw, 12),
        visits: u32_at(raw, 16),
        total: f64_at(raw, 20),
        ucb: (flags & 1 != 0).then(|| f64_at(raw, 28)),
        move_index: u16_at(raw, 36),
        child_count: u16_at(raw, 38),
        move_count: u16_at(raw, 40),
        packed: (flags & 2 != 0).then(|| PackedMove::from_bits(u16_at(raw, 42))),
        status,
        end_value: (flags & 4 != 0).then(|| u32_at(raw, 46) as i32),
    })
}

/// Reads one iteration from its `ITERATION_BYTES` bytes.
fn read_iteration(raw: &[u8]) -> Iteration {
    Iteration {
        node: NodeId::new(u32_at(raw, 0) as usize, u32_at(raw, 4)),
        expanded: raw[8] != 0,
        playout_start: u32_at(raw, 9),
        playout_len: u16_at(raw, 13),
        result: f64_at(raw, 15),
    }
}

/// Checks that every parent, first child and next sibling is a node of the right level.
fn check_links(levels: &[MctsLevel]) -> Result<(), String> {
    for (level, nodes) in levels.iter().enumerate() {
        let above = level.checked_sub(1).map(|above| levels[above].nodes.len());
        let below = levels.get(level + 1).map_or(0, |below| below.nodes.len());
        for node in &nodes.nodes {
            let parent_fits = above.is_none_or(|above| (node.parent as usize) < above);
            let child_fits = node.first_child == NONE || (node.first_child as usize) < below;
            let sibling_fits = node.next_sibling == NONE || (node.next_sibling as usize) < nodes.nodes.len();
            if !(parent_fits && child_fits && sibling_fits) {
                return Err(format!("a node of level {level} links outside the tree"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::mcts::mcts_chess;
    use crate::engine::settings::SearchControl;

    #[test]
    fn a_chess_tree_comes_back_node_for_node() {
        let tree = mcts_chess(
            &shakmaty::Chess::default(),
            &[],
            &MctsSettings::new(500, 7),
            &SearchControl::new(),
        )
        .unwrap();
        let back = from_bytes(&to_bytes(&tree).unwrap()).unwrap();
        assert_eq!(back, tree);
        assert_eq!(back.elapsed(), tree.elapsed());
        assert_eq!(back.best(), tree.best());
    }

    #[test]
    fn a_damaged_buffer_is_an_error() {
        let tree = mcts_chess(
            &shakmaty::Chess::default(),
            &[],
            &MctsSettings::new(50, 1),
            &SearchControl::new(),
        )
        .unwrap();
        let bytes = to_bytes(&tree).unwrap();
        assert!(from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(from_bytes(b"KLT1").is_err());
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(from_bytes(&longer).is_err());
    }

    #[test]
    fn a_drawn_tree_is_not_written() {
        use crate::engine::abstract_tree::AbstractNode;
        let leaf = |label: &str, value| AbstractNode::Leaf {
            label: label.into(),
            value,
        };
        let drawn = vec![
            AbstractNode::Inner {
                label: "A".into(),
                children: vec![leaf("A1", 3), leaf("A2", 5)],
            },
            AbstractNode::Inner {
                label: "B".into(),
                children: vec![leaf("B1", 2), leaf("B2", 9)],
            },
        ];
        let tree =
            crate::engine::mcts::mcts_abstract(&drawn, &MctsSettings::new(20, 1), &SearchControl::new())
                .unwrap();
        assert!(to_bytes(&tree).is_err());
    }
}
