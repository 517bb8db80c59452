//! *Compare algorithms*: the same position searched by minimax, alpha-beta and alpha-beta with
//! move ordering, each within the node budget, and the minimal tree worked out from minimax's;
//! then alpha-beta with each technique that applies to the game, one at a time, beside plain
//! alpha-beta: what each costs, and whether it changed the answer (an exact technique never
//! may; one that searches beyond the depth or less than the full width may, and the window says
//! so). The window runs it on a job (on a page, in the web worker).

use shakmaty::Chess;

use crate::engine::counts::{SearchCounts, minimal_tree};
use crate::engine::said::Said;
use crate::engine::search::search;
use crate::engine::settings::{
    Algorithm, SearchControl, SearchSettings, Technique, TechniqueFacts, Techniques,
};
use crate::engine::tree::SearchTree;

/// What one search made of the position: its counts (with iterative deepening, every
/// iteration's together), best move (SAN) and value (as shown), and how long it took.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Measured {
    /// The nodes it stored, searched, evaluated and pruned.
    pub counts: SearchCounts,
    /// The move it chose.
    pub best: String,
    /// The root's value, as shown.
    pub value: String,
    /// How long it took, in microseconds.
    pub micros: u64,
}

impl Measured {
    /// Measures a search's tree.
    fn of(tree: &SearchTree) -> Measured {
        let mut counts = tree.counts();
        for iteration in tree.iterations() {
            counts = counts.plus(&iteration.counts());
        }
        Measured {
            counts,
            best: tree.san_of(tree.best()),
            value: tree.display_value(tree.root_value()),
            micros: u64::try_from(tree.total_elapsed().as_micros()).unwrap_or(u64::MAX),
        }
    }

    /// True if `other` chose another move or found another value.
    pub fn answers_differently(&self, other: &Measured) -> bool {
        (&self.best, &self.value) != (&other.best, &other.value)
    }
}

/// What one algorithm made of the position, or why it made no tree.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AlgorithmRow {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// What it found and what it cost, or why there is nothing.
    pub result: Result<Measured, Said>,
}

/// What alpha-beta with one technique made of the position, or why it made no tree.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TechniqueRow {
    /// The technique's name, as [`Technique::name`] gives it.
    pub technique: String,
    /// What it found and what it cost, or why there is nothing.
    pub result: Result<Measured, Said>,
}

impl TechniqueRow {
    /// What Klados knows of the row's technique (`None` for a name this build does not know,
    /// from a worker of another version).
    pub fn facts(&self) -> Option<&'static TechniqueFacts> {
        Technique::from_name(&self.technique).map(Technique::facts)
    }
}

/// What the three algorithms made of one position, the minimal tree worked out from minimax's
/// (none at depth 1, where there is nothing to cut, or if minimax did not fit), and alpha-beta
/// with each technique.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AlgorithmComparison {
    /// One row per algorithm, in the order of [`Algorithm::ALL`].
    pub rows: Vec<AlgorithmRow>,
    /// The cost of the minimal tree: alpha-beta with perfect move ordering.
    pub minimal: Option<SearchCounts>,
    /// One row per technique that applies to the game, in the order of [`Technique::ALL`]:
    /// alpha-beta with that technique alone.
    #[serde(default)]
    pub techniques: Vec<TechniqueRow>,
}

impl AlgorithmComparison {
    /// Plain alpha-beta's row, which the techniques' rows are read beside.
    pub fn alpha_beta(&self) -> Option<&Measured> {
        self.rows
            .iter()
            .find(|row| row.algorithm == Algorithm::AlphaBeta)
            .and_then(|row| row.result.as_ref().ok())
    }
}

/// Searches `root` (with the hashes of the positions before it in `history`) to `depth` plies
/// with every algorithm, then alpha-beta with each chess technique, each within `max_nodes`
/// nodes. `None` once `control` is cancelled.
pub fn compare_algorithms(
    root: &Chess,
    history: &[u64],
    depth: usize,
    max_nodes: usize,
    control: &SearchControl,
) -> Option<AlgorithmComparison> {
    let chess = |facts: &TechniqueFacts| facts.applies.chess;
    compare_with(depth, max_nodes, control, chess, |settings| {
        search(root, history, settings, control).map_err(|error| error.said())
    })
}

/// Searches with every algorithm to `depth` plies, then alpha-beta with each technique that
/// `applies` to the game, each within `max_nodes` nodes, through `search` (chess's search, or a
/// small game's): the comparison of [`compare_algorithms`] for any game. `None` once `control`
/// is cancelled.
pub fn compare_with(
    depth: usize,
    max_nodes: usize,
    control: &SearchControl,
    applies: impl Fn(&TechniqueFacts) -> bool,
    search: impl Fn(&SearchSettings) -> Result<SearchTree, Said>,
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
        control.reset_progress();
        let result = search(&settings).map(|tree| {
            if depth >= 2 && !control.is_cancelled() {
                minimal = minimal.or(minimal_tree(&tree));
            }
            Measured::of(&tree)
        });
        if control.is_cancelled() {
            return None;
        }
        rows.push(AlgorithmRow { algorithm, result });
    }
    let mut techniques = Vec::new();
    for facts in Technique::ALL.iter().filter(|facts| applies(facts)) {
        let settings = SearchSettings {
            depth,
            algorithm: Algorithm::AlphaBeta,
            max_nodes,
            techniques: Techniques::of(&[facts.technique]),
        };
        control.reset_progress();
        let result = search(&settings).map(|tree| Measured::of(&tree));
        if control.is_cancelled() {
            return None;
        }
        techniques.push(TechniqueRow {
            technique: facts.name.to_owned(),
            result,
        });
    }
    Some(AlgorithmComparison {
        rows,
        minimal,
        techniques,
    })
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
