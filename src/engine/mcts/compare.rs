//! Monte Carlo tree search beside minimax and alpha-beta on the same position or tree: the move
//! each chooses, what it is worth to each, and what each cost.
//!
//! The costs are not the same kind of thing, and the comparison says so in its columns: minimax
//! and alpha-beta store a node per move looked at and evaluate the positions at the horizon;
//! MCTS stores a node per iteration and evaluates (or reaches the end of) one playout per
//! iteration, after playing its random moves.

use std::time::Duration;

use shakmaty::Chess;

use crate::engine::abstract_tree::{AbstractNode, search_abstract};
use crate::engine::mcts::MctsTree;
use crate::engine::mcts::replay::number;
use crate::engine::search::search;
use crate::engine::settings::{Algorithm, SearchControl, SearchSettings};
use crate::engine::tree::{NodeId, SearchTree};

/// One search's line of the comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct ComparisonRow {
    /// The search, as people name it: "Minimax", "Alpha-beta", "Monte Carlo tree search".
    pub search: String,
    /// The move it chooses (SAN, or the label in a drawn tree).
    pub best: String,
    /// What the move is worth to it: a value for minimax and alpha-beta, W/N and N for MCTS.
    pub value: String,
    /// The nodes it stored.
    pub nodes: usize,
    /// The positions it evaluated: leaves for minimax and alpha-beta, playouts for MCTS.
    pub evaluated: usize,
    /// The time it took.
    pub elapsed: Duration,
}

/// MCTS beside minimax and alpha-beta.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// Minimax, alpha-beta, then MCTS.
    pub rows: Vec<ComparisonRow>,
    /// True if MCTS's most visited move is minimax's best move.
    pub agrees: bool,
    /// The iteration (counting from 1) after which MCTS's most visited move is minimax's and
    /// stays so; `None` if it is not minimax's move at the end.
    pub settles_at: Option<usize>,
}

/// Compares a drawn tree's MCTS search with minimax and alpha-beta on the same tree.
pub fn compare_abstract(root_children: &[AbstractNode], mcts: &MctsTree) -> Result<Comparison, String> {
    let mut depth_first = Vec::new();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let searched = search_abstract(root_children, algorithm).map_err(|error| error.to_string())?;
        depth_first.push(searched.tree);
    }
    Ok(comparison(&depth_first, mcts))
}

/// Compares a chess MCTS search with minimax and alpha-beta to `depth` from the same root.
pub fn compare_chess(
    root: &Chess,
    history: &[u64],
    depth: usize,
    mcts: &MctsTree,
    control: &SearchControl,
) -> Result<Comparison, String> {
    let mut depth_first = Vec::new();
    for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
        let tree = search(root, history, &SearchSettings::new(depth, algorithm), control)
            .map_err(|error| error.to_string())?;
        depth_first.push(tree);
    }
    Ok(comparison(&depth_first, mcts))
}

fn comparison(depth_first: &[SearchTree], mcts: &MctsTree) -> Comparison {
    let mut rows: Vec<ComparisonRow> = depth_first
        .iter()
        .map(|tree| ComparisonRow {
            search: format!("{} to depth {}", tree.algorithm().label(), tree.depth()),
            best: tree.san_of(tree.best()),
            value: tree.display_value(tree.root_value()),
            nodes: tree.counts().stored,
            evaluated: tree.counts().evaluated,
            elapsed: tree.elapsed(),
        })
        .collect();
    let best = mcts.best();
    let node = best.and_then(|id| mcts.get(id));
    rows.push(ComparisonRow {
        search: format!(
            "Monte Carlo tree search, {} iterations",
            crate::engine::words::group_thousands(mcts.root_visits() as usize)
        ),
        best: best.map_or_else(|| String::from("–"), |id| mcts.name_of(id)),
        value: format!(
            "W/N {} (N {})",
            number(node.and_then(|node| node.mean()).unwrap_or(f64::NAN)),
            node.map_or(0, |node| node.visits())
        ),
        nodes: mcts.node_count(),
        evaluated: mcts.iterations().len(),
        elapsed: mcts.elapsed(),
    });
    // Minimax's move is a place among the root's moves; MCTS tries them in the same order.
    let minimax_place = depth_first.first().map(|tree| tree.best().index as usize);
    let settled = minimax_place.and_then(|place| {
        mcts.children_of(None)
            .into_iter()
            .find(|&id| mcts.get(id).is_some_and(|node| node.move_index() == place))
    });
    let agrees = settled.is_some() && settled == best;
    Comparison {
        rows,
        agrees,
        settles_at: settled.and_then(|id: NodeId| mcts.settles_at(id)),
    }
}
