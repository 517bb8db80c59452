//! *Compare algorithms*: the same position searched by minimax, alpha-beta and alpha-beta with
//! move ordering, each within the node budget, and the minimal tree worked out from minimax's.
//! The window runs it on a job (on a page, in the web worker).

use shakmaty::Chess;

use crate::engine::counts::{SearchCounts, minimal_tree};
use crate::engine::said::Said;
use crate::engine::search::search;
use crate::engine::settings::{Algorithm, SearchControl, SearchSettings, Techniques};

/// What one algorithm made of the position: its counts, best move (SAN) and value (as shown),
/// or why it made no tree.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AlgorithmRow {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its counts, best move and value, or why there are none.
    pub result: Result<(SearchCounts, String, String), Said>,
}

/// What the three algorithms made of one position, and the minimal tree worked out from
/// minimax's (none at depth 1, where there is nothing to cut, or if minimax did not fit).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AlgorithmComparison {
    /// One row per algorithm, in the order of [`Algorithm::ALL`].
    pub rows: Vec<AlgorithmRow>,
    /// The cost of the minimal tree: alpha-beta with perfect move ordering.
    pub minimal: Option<SearchCounts>,
}

/// Searches `root` (with the hashes of the positions before it in `history`) to `depth` plies
/// with every algorithm, each within `max_nodes` nodes. `None` once `control` is cancelled.
pub fn compare_algorithms(
    root: &Chess,
    history: &[u64],
    depth: usize,
    max_nodes: usize,
    control: &SearchControl,
) -> Option<AlgorithmComparison> {
    compare_with(depth, max_nodes, control, |settings| {
        search(root, history, settings, control).map_err(|error| error.said())
    })
}

/// Searches with every algorithm to `depth` plies, each within `max_nodes` nodes, through
/// `search` (chess's search, or a small game's): the comparison of [`compare_algorithms`] for
/// any game. `None` once `control` is cancelled.
pub fn compare_with(
    depth: usize,
    max_nodes: usize,
    control: &SearchControl,
    search: impl Fn(&SearchSettings) -> Result<crate::engine::tree::SearchTree, Said>,
) -> Option<AlgorithmComparison> {
    let mut minimal = None;
    let mut rows = Vec::new();
    for algorithm in Algorithm::ALL {
        let settings = SearchSettings {
            depth,
            algorithm,
            max_nodes,
            techniques: Techniques::NONE,
        };
        let result = search(&settings).map(|tree| {
            if depth >= 2 && !control.is_cancelled() {
                minimal = minimal.or(minimal_tree(&tree));
            }
            (
                tree.counts(),
                tree.san_of(tree.best()),
                tree.display_value(tree.root_value()),
            )
        });
        if control.is_cancelled() {
            return None;
        }
        rows.push(AlgorithmRow { algorithm, result });
    }
    Some(AlgorithmComparison { rows, minimal })
}

/// What a depth-first search chose on a position, as the Monte Carlo view's comparison lists it
/// beside MCTS: the move (UCI, to find it among MCTS's moves, and SAN, to show), its value as
/// shown, the positions searched and the time.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Chosen {
    /// The move, in UCI (`e2e4`).
    pub uci: String,
    /// The move, in SAN (`e4`).
    pub san: String,
    /// The root's value, as shown (`+0.25`).
    pub value: String,
    /// The positions searched.
    pub searched: usize,
    /// How long the search took, in microseconds.
    pub micros: u64,
}

/// Searches `root` (with the hashes of the positions before it in `history`) to `depth` plies
/// with minimax, then alpha-beta, each within `max_nodes` nodes: what the Monte Carlo view
/// compares MCTS with. Each search's choice, or why it made none.
pub fn minimax_and_alpha_beta(
    root: &Chess,
    history: &[u64],
    depth: usize,
    max_nodes: usize,
    control: &SearchControl,
) -> Vec<(Algorithm, Result<Chosen, Said>)> {
    [Algorithm::Minimax, Algorithm::AlphaBeta]
        .into_iter()
        .map(|algorithm| {
            let settings = SearchSettings {
                depth,
                algorithm,
                max_nodes,
                techniques: Techniques::NONE,
            };
            control.reset_progress();
            let chosen = search(root, history, &settings, control)
                .map_err(|error| error.said())
                .and_then(|tree| {
                    let best = tree.best_move().ok_or_else(|| Said::new("compare-no-move"))?;
                    Ok(Chosen {
                        uci: crate::engine::position::uci(best),
                        san: crate::engine::position::san_plus(root, best),
                        value: crate::engine::eval::display_score(tree.root_value()),
                        searched: tree.counts().searched,
                        micros: u64::try_from(tree.elapsed().as_micros()).unwrap_or(u64::MAX),
                    })
                });
            (algorithm, chosen)
        })
        .collect()
}
