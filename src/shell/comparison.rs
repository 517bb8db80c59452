//! *Compare algorithms*: the same position searched by minimax, alpha-beta and alpha-beta with
//! move ordering, each within the node budget, and the minimal tree worked out from minimax's.
//! The window runs it on a job (on a page, in the web worker: [`crate::shell::remote`]).

use shakmaty::Chess;

use crate::engine::counts::{SearchCounts, minimal_tree};
use crate::engine::search::search;
use crate::engine::settings::{Algorithm, SearchControl, SearchSettings, Techniques};

/// What one algorithm made of the position: its counts, best move (SAN) and value (as shown),
/// or why it made no tree.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AlgorithmRow {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its counts, best move and value, or why there are none.
    pub result: Result<(SearchCounts, String, String), String>,
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
    let mut minimal = None;
    let mut rows = Vec::new();
    for algorithm in Algorithm::ALL {
        let settings = SearchSettings {
            depth,
            algorithm,
            max_nodes,
            techniques: Techniques::NONE,
        };
        let result = search(root, history, &settings, control)
            .map(|tree| {
                if depth >= 2 && !control.is_cancelled() {
                    minimal = minimal.or(minimal_tree(&tree));
                }
                (
                    tree.counts(),
                    tree.san_of(tree.best()),
                    tree.display_value(tree.root_value()),
                )
            })
            .map_err(|error| error.to_string());
        if control.is_cancelled() {
            return None;
        }
        rows.push(AlgorithmRow { algorithm, result });
    }
    Some(AlgorithmComparison { rows, minimal })
}
