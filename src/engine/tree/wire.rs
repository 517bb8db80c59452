//! A chess search tree as one buffer of bytes, to hand it whole from one running copy of Klados
//! to another: the page's web worker searches and the page shows the tree
//! (the shell's `web` module). A buffer passes between them without a copy (it is transferred),
//! and the node arrays go into it as they are, 16 bytes a node, never as text.
//!
//! The layout, all numbers little-endian:
//!
//! ```text
//! "KLT1"   u32 header length   header (JSON: Header)   nodes of level 0, level 1, …
//!                                                      then each iteration's nodes, the same way
//! ```
//!
//! A node is `parent u32, first_child u32, static_score i16, value i16, move u16,
//! child_count u8, flags u8`, the fields of [`Node`]. Reading checks every count and every link
//! between the levels, so a damaged buffer is an error, never a tree that panics when shown.

use std::time::Duration;

use shakmaty::Color;

use super::SearchCounts;
use super::{GameCatalog, GameId, Level, Node, NodeArray, PackedMove, SearchTree, TreeGame};
use crate::engine::fen::parse_fen;
use crate::engine::position::fen_of;
use crate::engine::settings::{Algorithm, Techniques};

/// The first bytes of every buffer.
const MAGIC: &[u8; 4] = b"KLT1";

/// The bytes a node takes in the buffer.
const WIRE_NODE_BYTES: usize = 16;

/// Everything of a tree but its nodes.
#[derive(serde::Serialize, serde::Deserialize)]
struct Header {
    /// The root: FEN for chess, the game's own text for another game.
    fen: String,
    /// Another game's key (`tictactoe`, `connect4`); absent for chess.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    game: Option<String>,
    depth: usize,
    algorithm: Algorithm,
    techniques: Techniques,
    root_value: i32,
    best: u32,
    elapsed_nanos: u64,
    total_elapsed_nanos: Option<u64>,
    /// stored, searched, evaluated, pruned, quiescence, at_quiescence_limit, transpositions.
    counts: [usize; 7],
    /// Each level: true if White made its moves, and how many nodes it holds.
    levels: Vec<(bool, usize)>,
    /// Iterative deepening's earlier iterations.
    iterations: Vec<Header>,
    /// The nodes re-searches and null moves threw away ([`SearchCounts::discarded`]).
    #[serde(default)]
    discarded: usize,
    /// Every node PVS, late move reductions or null-move pruning marked: level, index, marks.
    #[serde(default)]
    marks: Vec<(usize, u32, super::TechniqueMarks)>,
    /// Aspiration windows' attempts at the root.
    #[serde(default)]
    aspiration: Vec<super::AspirationAttempt>,
}

/// Returns the tree as one buffer. A chess search's tree goes, and another game's (its key and
/// root text in the header): a drawn tree's labels, chances and fractions are not written
/// (`Err` says so).
pub fn to_bytes(tree: &SearchTree) -> Result<Vec<u8>, String> {
    let header = header_of(tree)?;
    let json = serde_json::to_vec(&header).map_err(|error| error.to_string())?;
    let nodes: usize = total_nodes(tree);
    let mut bytes = Vec::with_capacity(8 + json.len() + nodes * WIRE_NODE_BYTES);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(
        &u32::try_from(json.len())
            .map_err(|_| "the header is too long")?
            .to_le_bytes(),
    );
    bytes.extend_from_slice(&json);
    write_nodes(tree, &mut bytes);
    Ok(bytes)
}

/// Reads a chess tree written by [`to_bytes`] (another game's is refused: see [`from_bytes_in`]).
pub fn from_bytes(bytes: &[u8]) -> Result<SearchTree, String> {
    from_bytes_in(bytes, &super::NoGames)
}

/// Reads a tree written by [`to_bytes`], another game's opened from `games`.
pub fn from_bytes_in(bytes: &[u8], games: &dyn GameCatalog) -> Result<SearchTree, String> {
    let rest = bytes.strip_prefix(MAGIC).ok_or("not a Klados tree buffer")?;
    let (length, rest) = rest
        .split_first_chunk::<4>()
        .ok_or("the buffer ends in its header")?;
    let length = u32::from_le_bytes(*length) as usize;
    if rest.len() < length {
        return Err(String::from("the buffer ends in its header"));
    }
    let (json, mut nodes) = rest.split_at(length);
    let header: Header = serde_json::from_slice(json).map_err(|error| format!("its header: {error}"))?;
    let tree = tree_of(&header, &mut nodes, games)?;
    if !nodes.is_empty() {
        return Err(String::from("the buffer holds more nodes than its header says"));
    }
    Ok(tree)
}

fn total_nodes(tree: &SearchTree) -> usize {
    tree.node_count()
        + tree
            .iterations
            .iter()
            .map(|iteration| total_nodes(iteration))
            .sum::<usize>()
}

fn header_of(tree: &SearchTree) -> Result<Header, String> {
    let refused = || String::from("only a chess search's tree or a game's is written as bytes");
    let (fen, game) = match &tree.game {
        TreeGame::Chess(root) => (fen_of(root), None),
        TreeGame::Other(game) => (game.root_text(), Some(game.id().key().to_owned())),
        TreeGame::Drawn(_) => return Err(refused()),
    };
    if !tree.probabilities.is_empty() || !tree.fractions.is_empty() {
        return Err(refused());
    }
    let counts = tree.counts;
    Ok(Header {
        fen,
        game,
        depth: tree.depth,
        algorithm: tree.algorithm,
        techniques: tree.techniques,
        root_value: tree.root_value,
        best: tree.best,
        elapsed_nanos: nanos(tree.elapsed),
        total_elapsed_nanos: tree.total_elapsed.map(nanos),
        discarded: tree.counts.discarded,
        marks: tree
            .marks
            .iter()
            .map(|(id, marks)| (id.level, id.index, marks))
            .collect(),
        aspiration: tree.aspiration.clone(),
        counts: [
            counts.stored,
            counts.searched,
            counts.evaluated,
            counts.pruned,
            counts.quiescence,
            counts.at_quiescence_limit,
            counts.transpositions,
        ],
        levels: tree
            .levels
            .iter()
            .map(|level| (level.mover == Color::White, level.nodes.len()))
            .collect(),
        iterations: tree
            .iterations
            .iter()
            .map(|iteration| header_of(iteration))
            .collect::<Result<_, _>>()?,
    })
}

fn nanos(duration: Duration) -> u64 {
    u64::try_from(duration.as_nanos()).unwrap_or(u64::MAX)
}

/// Appends the tree's nodes, level by level, then its iterations'.
fn write_nodes(tree: &SearchTree, bytes: &mut Vec<u8>) {
    for level in &tree.levels {
        for chunk in level.nodes.chunks() {
            for node in chunk {
                bytes.extend_from_slice(&node.parent.to_le_bytes());
                bytes.extend_from_slice(&node.first_child.to_le_bytes());
                bytes.extend_from_slice(&node.static_score.to_le_bytes());
                bytes.extend_from_slice(&node.value.to_le_bytes());
                bytes.extend_from_slice(&node.packed_move.0.to_le_bytes());
                bytes.push(node.child_count);
                bytes.push(node.flags);
            }
        }
    }
    for iteration in &tree.iterations {
        write_nodes(iteration, bytes);
    }
}

/// Makes the tree a header describes, taking its nodes from the front of `nodes`.
fn tree_of(header: &Header, nodes: &mut &[u8], games: &dyn GameCatalog) -> Result<SearchTree, String> {
    let game = match &header.game {
        None => TreeGame::Chess(parse_fen(&header.fen).map_err(|error| format!("its root: {error}"))?),
        Some(key) => {
            let id = GameId::from_key(key).ok_or_else(|| format!("its game \"{key}\" is unknown"))?;
            let opened = games
                .open(id, &header.fen)
                .ok_or_else(|| format!("its game, {}, cannot be read here", id.title()))?;
            TreeGame::Other(opened.map_err(|error| format!("its root: {error}"))?)
        }
    };
    let mut levels = Vec::with_capacity(header.levels.len());
    for &(white, count) in &header.levels {
        let bytes = count
            .checked_mul(WIRE_NODE_BYTES)
            .filter(|&bytes| bytes <= nodes.len())
            .ok_or("the buffer ends in the node arrays")?;
        let (level_bytes, rest) = nodes.split_at(bytes);
        *nodes = rest;
        let mut array = NodeArray::new();
        for raw in level_bytes.chunks_exact(WIRE_NODE_BYTES) {
            array
                .try_push(node_of(raw))
                .map_err(|_| "there is no memory for the node arrays")?;
        }
        levels.push(Level {
            mover: if white { Color::White } else { Color::Black },
            nodes: array,
        });
    }
    check_links(&levels, header.best)?;
    let marks = marks_of(header, &levels)?;
    let [
        stored,
        searched,
        evaluated,
        pruned,
        quiescence,
        at_quiescence_limit,
        transpositions,
    ] = header.counts;
    let iterations = header
        .iterations
        .iter()
        .map(|iteration| tree_of(iteration, nodes, games).map(std::sync::Arc::new))
        .collect::<Result<_, _>>()?;
    Ok(SearchTree {
        game,
        depth: header.depth,
        algorithm: header.algorithm,
        techniques: header.techniques,
        levels,
        root_value: header.root_value,
        best: header.best,
        elapsed: Duration::from_nanos(header.elapsed_nanos),
        counts: SearchCounts {
            stored,
            searched,
            evaluated,
            pruned,
            quiescence,
            at_quiescence_limit,
            transpositions,
            discarded: header.discarded,
        },
        probabilities: Default::default(),
        fractions: Default::default(),
        root_fraction: None,
        utilities: None,
        iterations,
        total_elapsed: header.total_elapsed_nanos.map(Duration::from_nanos),
        marks,
        aspiration: header.aspiration.clone(),
    })
}

/// Reads the header's technique marks, each of a node the levels hold.
fn marks_of(header: &Header, levels: &[Level]) -> Result<super::SearchMarks, String> {
    let mut marks = super::SearchMarks::default();
    for &(level, index, node_marks) in &header.marks {
        if levels
            .get(level)
            .is_none_or(|nodes| index as usize >= nodes.nodes.len())
        {
            return Err(format!(
                "a technique mark names level {level}, node {index}, which the tree lacks"
            ));
        }
        marks.set(super::NodeId::new(level, index), node_marks);
    }
    Ok(marks)
}

/// Reads one node's 16 bytes.
fn node_of(raw: &[u8]) -> Node {
    let word = |at: usize| u32::from_le_bytes([raw[at], raw[at + 1], raw[at + 2], raw[at + 3]]);
    let half = |at: usize| [raw[at], raw[at + 1]];
    Node {
        parent: word(0),
        first_child: word(4),
        static_score: i16::from_le_bytes(half(8)),
        value: i16::from_le_bytes(half(10)),
        packed_move: PackedMove(u16::from_le_bytes(half(12))),
        child_count: raw[14],
        flags: raw[15],
    }
}

/// Checks that every parent and every family of children lies inside its level, and that the
/// best move is one of level 0's, so that no view indexes past an array.
fn check_links(levels: &[Level], best: u32) -> Result<(), String> {
    let sizes: Vec<usize> = levels.iter().map(|level| level.nodes.len()).collect();
    if levels
        .first()
        .is_some_and(|first| best as usize >= first.nodes.len())
    {
        return Err(String::from("its best move is not in level 0"));
    }
    for (level, array) in levels.iter().enumerate() {
        let above = if level == 0 { 1 } else { sizes[level - 1] };
        let below = sizes.get(level + 1).copied().unwrap_or(0);
        for node in array.nodes.iter() {
            let children_end = node.first_child as usize + node.child_count as usize;
            let transposition = node.transposition_of().is_some();
            let children_fit = node.child_count == 0 || children_end <= below;
            let link_fits = !transposition || (node.first_child as usize) < array.nodes.len();
            if node.parent as usize >= above || !children_fit || !link_fits {
                return Err(format!("a node of level {level} points outside the arrays"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::search;
    use crate::engine::settings::Technique;
    use crate::engine::settings::{SearchControl, SearchSettings};

    fn round_trip(settings: SearchSettings) {
        let tree = search(&shakmaty::Chess::default(), &[], &settings, &SearchControl::new()).unwrap();
        let bytes = to_bytes(&tree).unwrap();
        assert_eq!(from_bytes(&bytes).unwrap(), tree);
    }

    #[test]
    fn a_tree_comes_back_from_its_bytes_node_for_node() {
        round_trip(SearchSettings::new(3, Algorithm::Minimax));
        round_trip(
            SearchSettings::new(3, Algorithm::AlphaBeta).with(
                Techniques::NONE
                    .with(Technique::Quiescence)
                    .with(Technique::Iterative)
                    .with(Technique::Transpositions),
            ),
        );
    }

    #[test]
    fn a_damaged_buffer_is_an_error() {
        let tree = search(
            &shakmaty::Chess::default(),
            &[],
            &SearchSettings::new(2, Algorithm::Minimax),
            &SearchControl::new(),
        )
        .unwrap();
        let bytes = to_bytes(&tree).unwrap();
        for cut in [0, 3, 10, bytes.len() - 1] {
            assert!(from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut extended = bytes.clone();
        extended.push(0);
        assert!(from_bytes(&extended).is_err());
        // A parent index past the level above.
        let mut damaged = bytes;
        let first_level_2 = damaged.len() - 400 * WIRE_NODE_BYTES;
        damaged[first_level_2..first_level_2 + 4].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(from_bytes(&damaged).is_err());
    }
}
