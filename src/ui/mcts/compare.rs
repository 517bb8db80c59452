//! Compare (issue 25, item 4): Monte Carlo tree search beside minimax and alpha-beta on the same
//! position (at the window's depth) or the same drawn tree: the move each chooses, its value,
//! the nodes it stored and its time; and after how many iterations MCTS settles on minimax's
//! move for good.
//!
//! The depth-first searches run on a job (a chess minimax at depth 4 takes seconds; on a page,
//! in its web worker); the MCTS row is the tree already shown.

use std::sync::Arc;
use std::time::Duration;

use egui::{RichText, Ui};
use egui_extras::{Column, TableBuilder};

use crate::engine::abstract_tree::{AbstractNode, search_abstract};
use crate::engine::mcts::MctsTree;
use crate::engine::mcts::replay::number;
use crate::engine::position::uci;
use crate::engine::said::Said;
use crate::engine::settings::{Algorithm, SearchControl, SearchSettings, Techniques};
use crate::engine::tree::{GameDescription, NodeId};
use crate::shell::comparison::{Chosen, minimax_and_alpha_beta};
use crate::shell::i18n::{tr, tr_args};
use crate::ui::names::algorithm_name;

/// Which search a row of the comparison is. The comparison is worked out on a job (or in a
/// page's web worker), which speaks no language of the window's: the table says it in words
/// when it is drawn ([`CompareSearch::words`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareSearch {
    /// The Monte Carlo tree search shown, after this many iterations.
    Mcts {
        /// Its iterations.
        iterations: usize,
    },
    /// Minimax or alpha-beta, to a depth in chess (`None` on a drawn tree, searched whole).
    DepthFirst {
        /// The algorithm.
        algorithm: Algorithm,
        /// The depth in plies, in chess.
        depth: Option<usize>,
    },
}

impl CompareSearch {
    /// The search in the window's language: "MCTS, 300 iterations", "Minimax, depth 3".
    pub fn words(self) -> String {
        match self {
            CompareSearch::Mcts { iterations } => {
                tr_args("mcts-compare-mcts", &[("count", iterations.into())])
            }
            CompareSearch::DepthFirst {
                algorithm,
                depth: Some(depth),
            } => tr_args(
                "mcts-compare-depth",
                &[
                    ("algorithm", algorithm_name(algorithm).into()),
                    ("depth", depth.into()),
                ],
            ),
            CompareSearch::DepthFirst {
                algorithm,
                depth: None,
            } => algorithm_name(algorithm),
        }
    }
}

/// What one search chose on the position or tree, and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareRow {
    /// The search.
    pub search: CompareSearch,
    /// The move it chooses (SAN, or the drawn tree's label).
    pub best: String,
    /// Its value: centipawns for White (or the leaf value) for minimax and alpha-beta, the
    /// chosen move's mean result W/N for MCTS (the table says "(mean)" beside it).
    pub value: String,
    /// The positions it searched (for MCTS, the nodes its tree grew: one per iteration at
    /// most).
    pub nodes: usize,
    /// How long it took.
    pub elapsed: Duration,
}

/// The comparison: one row per search (a search that failed says why), and minimax's move, to
/// find when MCTS settled on it.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// MCTS first, then minimax and alpha-beta.
    pub rows: Vec<Result<CompareRow, Said>>,
    /// The first iteration after which MCTS's most visited move is minimax's and stays it;
    /// `None` if it never settles there (or minimax failed).
    pub settles_at: Option<usize>,
    /// True when minimax's move was found among the moves MCTS tried.
    pub minimax_move_tried: bool,
}

/// What the depth-first searches of the comparison need: the chess position and its history
/// with the depth, or the drawn tree.
#[derive(Clone, Debug)]
pub enum CompareSubject {
    /// A chess position, searched to `depth` plies with at most `max_nodes` nodes.
    Chess {
        /// The hashes of the positions before the root (repetitions).
        history: Vec<u64>,
        /// The window's depth.
        depth: usize,
        /// The window's node budget.
        max_nodes: usize,
    },
    /// A drawn tree: its root's moves.
    Drawn(Arc<Vec<AbstractNode>>),
    /// A game of `src/games` (tic-tac-toe, Connect Four) from its root, searched with its own
    /// rules to `depth` plies with at most `max_nodes` nodes.
    Game {
        /// The game from the root MCTS searched.
        game: Arc<dyn GameDescription>,
        /// The depth of the searches (a lesson's).
        depth: usize,
        /// The window's node budget.
        max_nodes: usize,
    },
}

/// Works out the comparison; `control` cancels the chess searches.
pub fn compare(tree: &MctsTree, subject: &CompareSubject, control: &SearchControl) -> Comparison {
    let chosen = match subject {
        CompareSubject::Chess {
            history,
            depth,
            max_nodes,
        } => match tree.chess_root() {
            Some(root) => minimax_and_alpha_beta(root, history, *depth, *max_nodes, control),
            None => Vec::new(),
        },
        CompareSubject::Drawn(drawn) => drawn_choices(drawn),
        CompareSubject::Game {
            game,
            depth,
            max_nodes,
        } => game_choices(game, *depth, *max_nodes, control),
    };
    let depth = match subject {
        CompareSubject::Chess { depth, .. } | CompareSubject::Game { depth, .. } => Some(*depth),
        CompareSubject::Drawn(_) => None,
    };
    compared(tree, chosen, depth)
}

/// Minimax's and alpha-beta's choices on a drawn tree: a move is its label.
fn drawn_choices(drawn: &[AbstractNode]) -> Vec<(Algorithm, Result<Chosen, Said>)> {
    [Algorithm::Minimax, Algorithm::AlphaBeta]
        .into_iter()
        .map(|algorithm| {
            let chosen = search_abstract(drawn, algorithm)
                .map_err(|error| error.said())
                .map(|searched| {
                    let best = searched.tree.best();
                    let label = searched
                        .labels
                        .first()
                        .and_then(|labels| labels.get(best.index as usize))
                        .cloned()
                        .unwrap_or_default();
                    Chosen {
                        uci: label.clone(),
                        san: label,
                        value: crate::ui::node_words::root_value_words(&searched.tree),
                        searched: searched.tree.counts().searched,
                        micros: u64::try_from(searched.tree.elapsed().as_micros()).unwrap_or(u64::MAX),
                    }
                });
            (algorithm, chosen)
        })
        .collect()
}

/// Minimax's and alpha-beta's choices on a game's position, to `depth` plies within
/// `max_nodes`: a move is the game's name for it (a column, a cell).
fn game_choices(
    game: &Arc<dyn GameDescription>,
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
            // A game's search says why as a sentence too (`GameDescription::search`).
            let chosen = Arc::clone(game)
                .search(&settings, control)
                .map_err(|reason| reason.said)
                .map(|tree| {
                    let name = tree.san_of(tree.best());
                    Chosen {
                        uci: name.clone(),
                        san: name,
                        value: crate::ui::node_words::root_value_words(&tree),
                        searched: tree.counts().searched,
                        micros: u64::try_from(tree.elapsed().as_micros()).unwrap_or(u64::MAX),
                    }
                });
            (algorithm, chosen)
        })
        .collect()
}

/// Puts the MCTS row beside minimax's and alpha-beta's choices (`chosen`, worked out here or in
/// a page's web worker) and finds when MCTS settled on minimax's move. `depth` is the
/// searches' depth; `None` for a drawn tree. A chess move is found by its UCI, another game's
/// move (a drawn tree's label, a column) by its name.
pub fn compared(
    tree: &MctsTree,
    chosen: Vec<(Algorithm, Result<Chosen, Said>)>,
    depth: Option<usize>,
) -> Comparison {
    let minimax_name = chosen
        .iter()
        .find(|(algorithm, _)| *algorithm == Algorithm::Minimax)
        .and_then(|(_, chosen)| chosen.as_ref().ok())
        .map(|chosen| chosen.uci.clone());
    let mut rows = vec![Ok(mcts_row(tree))];
    rows.extend(chosen.into_iter().map(|(algorithm, chosen)| {
        chosen.map(|chosen| CompareRow {
            search: CompareSearch::DepthFirst { algorithm, depth },
            best: chosen.san,
            value: chosen.value,
            nodes: chosen.searched,
            elapsed: Duration::from_micros(chosen.micros),
        })
    }));
    // Minimax's move among the moves MCTS tried at the root.
    let same = |id: &NodeId| match &minimax_name {
        Some(name) if tree.chess_root().is_none() => tree.name_of(*id) == *name,
        Some(name) => tree.move_of(*id).map(uci).as_ref() == Some(name),
        None => false,
    };
    let minimax_node = tree.children_of(None).into_iter().find(same);
    Comparison {
        rows,
        settles_at: minimax_node.and_then(|id| tree.settles_at(id)),
        minimax_move_tried: minimax_node.is_some(),
    }
}

/// The MCTS row: the most visited move and its mean result.
fn mcts_row(tree: &MctsTree) -> CompareRow {
    let best = tree.best();
    let mean = best
        .and_then(|id| tree.get(id))
        .and_then(|node| node.mean())
        .map_or_else(|| String::from("–"), number);
    CompareRow {
        search: CompareSearch::Mcts {
            iterations: tree.iterations().len(),
        },
        best: best.map_or_else(|| String::from("–"), |id| tree.name_of(id)),
        value: mean,
        nodes: tree.node_count(),
        elapsed: tree.elapsed(),
    }
}

/// Draws the comparison: a table, then the sentence about when MCTS settled.
pub fn comparison_ui(ui: &mut Ui, comparison: &Comparison) {
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let titles = [
        "mcts-compare-search",
        "mcts-compare-move",
        "mcts-compare-value",
        "mcts-compare-nodes",
        "mcts-compare-time",
    ];
    ui.push_id("mcts-compare", |ui| {
        TableBuilder::new(ui)
            .striped(true)
            .vscroll(false)
            .column(Column::auto().at_least(row_height * 6.0))
            .columns(Column::auto().at_least(row_height * 3.0), 4)
            .header(row_height, |mut header| {
                for title in titles {
                    header.col(|ui| {
                        ui.label(RichText::new(tr(title)).strong());
                    });
                }
            })
            .body(|mut body| {
                for row in &comparison.rows {
                    body.row(row_height, |mut cells| match row {
                        Ok(row) => {
                            // MCTS's value is a mean result, not a score: said so.
                            let value = match row.search {
                                CompareSearch::Mcts { .. } if row.value != "–" => {
                                    tr_args("mcts-compare-mean", &[("value", row.value.as_str().into())])
                                }
                                _ => row.value.clone(),
                            };
                            let texts = [
                                row.search.words(),
                                row.best.clone(),
                                value,
                                crate::shell::i18n::number(row.nodes as u64),
                                duration_words(row.elapsed),
                            ];
                            for text in texts {
                                cells.col(|ui| {
                                    ui.label(text);
                                });
                            }
                        }
                        Err(reason) => {
                            cells.col(|ui| {
                                ui.label("—");
                            });
                            cells.col(|ui| {
                                ui.label(crate::shell::i18n::said(reason));
                            });
                        }
                    });
                }
            });
    });
    ui.label(settle_words(comparison));
}

/// Says after how many iterations MCTS settled on minimax's move, or that it did not.
pub fn settle_words(comparison: &Comparison) -> String {
    match (comparison.settles_at, comparison.minimax_move_tried) {
        (Some(n), _) => tr_args("mcts-settles", &[("count", n.into())]),
        (None, true) => tr("mcts-settles-not"),
        (None, false) => tr("mcts-settles-never"),
    }
}

/// Says how long a search took, readably at every size: "0.4 ms", "37 ms", "1.25 s" (a fast
/// search in seconds read "0.00 s").
pub fn duration_words(elapsed: std::time::Duration) -> String {
    let millis = elapsed.as_secs_f64() * 1000.0;
    if millis < 10.0 {
        format!("{millis:.1} ms")
    } else if millis < 1000.0 {
        format!("{millis:.0} ms")
    } else {
        format!("{:.2} s", millis / 1000.0)
    }
}
