//! The tabs beside the node arrays: iterative deepening's iterations, the comparison of the
//! three algorithms and of the techniques, and a position's evaluation term by term.

use std::sync::Arc;

use egui::{RichText, Ui};
use shakmaty::Chess;

use crate::engine::eval::{display_score, explain};
use crate::engine::position::fen_of;
use crate::engine::said::Said;
use crate::engine::settings::Algorithm;
use crate::engine::tree::SearchTree;
use crate::shell::comparison::{AlgorithmComparison, Measured, compare_algorithms};
use crate::shell::i18n::{number, tr, tr_args};
use crate::shell::remote::{RemoteAnswer, RemoteRequest};
use crate::ui::job::{Job, JobCount};
use crate::ui::names::{algorithm_name, duration_named};

use super::Comparison;

/// Every iteration of an iterative-deepening search, shallowest first: the earlier ones the tree
/// holds, then the tree itself (the last).
pub(super) fn iteration_trees(deepening: &Arc<SearchTree>) -> impl Iterator<Item = &Arc<SearchTree>> {
    deepening.iterations().iter().chain(std::iter::once(deepening))
}

/// What the iterations' table shows.
pub(super) struct IterationsView {
    /// The iteration the stepper replays (from 1).
    pub(super) shown: Option<usize>,
    /// True while a lesson keeps the search's choice back: no best move or value is shown.
    pub(super) hide_answers: bool,
    /// True while a lesson's question asks about counts: no node count is shown.
    pub(super) hide_counts: bool,
}

/// The columns of the iterations' table, with their natural widths in lines of body text (em).
const ITERATION_COLUMNS: [(&str, f32); 5] = [
    ("sweep-depth", 3.6),
    ("iterations-nodes", 5.4),
    ("iterations-time", 4.8),
    ("stack-best", 4.0),
    ("sweep-value", 4.0),
];

/// Iterative deepening's chooser: "Iteration: 1 2 3", the iteration the stepper replays
/// selected. Returns the iteration the person chose (from 1).
pub(super) fn iteration_chooser_ui(
    ui: &mut Ui,
    deepening: &Arc<SearchTree>,
    shown: Option<usize>,
) -> Option<usize> {
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        ui.style_mut().override_text_style = Some(egui::TextStyle::Button);
        ui.label(tr("iterations-chooser"))
            .on_hover_text(tr("iterations-chooser-hint"));
        for (index, tree) in iteration_trees(deepening).enumerate() {
            let iteration = index + 1;
            let selected = shown == Some(iteration);
            let response = ui
                .selectable_label(selected, iteration.to_string())
                .on_hover_text(tr_args(
                    "iterations-replay-hint",
                    &[("iteration", iteration.into()), ("depth", tree.depth().into())],
                ));
            // Screen readers (and tests) hear which iteration, not a bare number.
            response.widget_info(|| {
                egui::WidgetInfo::selected(
                    egui::Role::Button,
                    true,
                    selected,
                    tr_args("iterations-named", &[("iteration", iteration.into())]),
                )
            });
            if response.clicked() && !selected {
                chosen = Some(iteration);
            }
        }
    });
    chosen
}

/// Iterative deepening's table: the last iteration's share of the work, then every iteration's
/// depth, nodes, time, best move and value, and the total, down to `bottom` (a screen
/// coordinate). Its rows are virtual and its columns share the panel's width; a cell too long
/// for its column ends with "…".
pub(super) fn iterations_ui(ui: &mut Ui, deepening: &Arc<SearchTree>, view: &IterationsView, bottom: f32) {
    let trees: Vec<&Arc<SearchTree>> = iteration_trees(deepening).collect();
    let total = deepening.total_node_count();
    let last = deepening.node_count();
    if !view.hide_counts && total > 0 {
        let share = (last as f64 * 100.0 / total as f64).round();
        ui.label(tr_args("iterations-share", &[("share", share.into())]))
            .on_hover_text(tr("iterations-share-hint"));
    }
    let em = egui::TextStyle::Body.resolve(ui.style()).size;
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    // The rows take what is left above `bottom`, less the header row and a row and a half of
    // margin, as a level's table does: a row cut by the bottom still ends inside the window.
    let height = bottom - ui.cursor().top() - row_height * 2.5 - ui.spacing().item_spacing.y * 4.0 - 4.0;
    if height < row_height {
        ui.weak(tr("iterations-no-room"));
        return;
    }
    let natural: f32 = ITERATION_COLUMNS.iter().map(|(_, width)| width * em).sum();
    let spacing = ui.spacing().item_spacing.x * ITERATION_COLUMNS.len() as f32;
    let shrink = ((ui.available_width() - spacing).max(60.0) / natural).min(1.0);
    let rows = trees.len() + 1;
    let mut table = egui_extras::TableBuilder::new(ui)
        .id_salt("iterations-table")
        .striped(true)
        .max_scroll_height(height)
        .min_scrolled_height(height.min(row_height * rows as f32));
    for (_, width) in ITERATION_COLUMNS {
        table = table.column(egui_extras::Column::exact(width * em * shrink).clip(true));
    }
    let cell = |ui: &mut Ui, text: String, strong: bool| {
        let rich = RichText::new(text);
        ui.add(egui::Label::new(if strong { rich.strong() } else { rich }).truncate());
    };
    let hidden = || String::from("?");
    table
        .header(row_height, |mut header| {
            for (title, _) in ITERATION_COLUMNS {
                header.col(|ui| cell(ui, tr(title), true));
            }
        })
        .body(|body| {
            body.rows(row_height, rows, |mut row| {
                let texts = match trees.get(row.index()) {
                    Some(tree) => {
                        let shown = view.shown == Some(row.index() + 1);
                        row.set_selected(shown);
                        let nodes = if view.hide_counts {
                            hidden()
                        } else {
                            crate::shell::i18n::number(tree.node_count() as u64)
                        };
                        let (best, value) = if view.hide_answers {
                            (hidden(), hidden())
                        } else {
                            (tree.san_of(tree.best()), tree.display_value(tree.root_value()))
                        };
                        let time = crate::engine::words::duration_short(tree.elapsed());
                        [tree.depth().to_string(), nodes, time, best, value]
                    }
                    // The last row: all the iterations together.
                    None => {
                        let nodes = if view.hide_counts {
                            hidden()
                        } else {
                            crate::shell::i18n::number(total as u64)
                        };
                        let time = crate::engine::words::duration_short(deepening.total_elapsed());
                        [tr("iterations-all"), nodes, time, String::new(), String::new()]
                    }
                };
                let strong = row.index() == trees.len() || view.shown == Some(row.index() + 1);
                for text in texts {
                    row.col(|ui| cell(ui, text, strong));
                }
            });
        });
}

/// Starts searching a chess tree's root to `depth` with all three algorithms as a job, each within the node
/// budget, with the game's history for repetitions. A cancelled comparison sends nothing.
pub(super) fn start_comparison(
    root: &Chess,
    depth: usize,
    history: Vec<u64>,
    max_nodes: usize,
    jobs: &JobCount,
    wake: impl Fn() + Send + 'static,
) -> Comparison {
    let root = root.clone();
    let request = {
        let (root, history) = (root.clone(), history.clone());
        move || {
            Some(RemoteRequest::Compare {
                fen: fen_of(&root),
                history,
                depth,
                max_nodes,
            })
        }
    };
    let job = Job::start_in_worker(
        "klados-compare",
        jobs,
        wake,
        request,
        |answer| match answer {
            RemoteAnswer::Compared(compared) => Some(compared),
            _ => None,
        },
        move |context| {
            if let Some(compared) = compare_algorithms(&root, &history, depth, max_nodes, context.control()) {
                context.send(compared);
            }
        },
    );
    Comparison {
        job: Some(job),
        result: None,
    }
}

/// Starts the comparison of a small game's tree's root (tic-tac-toe, Connect Four) as a job,
/// as [`start_comparison`] does for chess. (On a page it runs on the page's thread: the small
/// games' comparison is quick.)
pub(super) fn start_small_comparison(
    root: crate::shell::small_game::SmallPosition,
    depth: usize,
    max_nodes: usize,
    jobs: &JobCount,
    wake: impl Fn() + Send + 'static,
) -> Comparison {
    let job = Job::start_in_worker(
        "klados-compare",
        jobs,
        wake,
        || None,
        |answer| match answer {
            RemoteAnswer::Compared(compared) => Some(compared),
            _ => None,
        },
        move |context| {
            if let Some(compared) =
                crate::shell::small_game::compare_small(&root, depth, max_nodes, context.control())
            {
                context.send(compared);
            }
        },
    );
    Comparison {
        job: Some(job),
        result: None,
    }
}

/// The comparison: for each algorithm its move and value (always the same: pruning never
/// changes the answer) and what it cost; then the minimal tree, the cost with perfect ordering;
/// then alpha-beta with each technique beside plain alpha-beta, and whether it changed the
/// answer (only a technique that is not exact may, and the table says so).
pub(super) fn comparison_ui(ui: &mut Ui, comparison: &Comparison) {
    // Two tables: taller than a small projector's tab, so the tab scrolls.
    egui::ScrollArea::vertical()
        .id_salt("comparison-scroll")
        .show(ui, |ui| comparison_tables(ui, comparison));
}

/// The comparison's two tables, or why there are none yet.
fn comparison_tables(ui: &mut Ui, comparison: &Comparison) {
    let Some(result) = &comparison.result else {
        if comparison.job.is_some() {
            ui.label(tr("views-comparing"));
        } else {
            ui.label(tr("compare-stopped"));
        }
        return;
    };
    // Wider than a small projector's panel in some languages: the scroll bar stays in sight, so
    // that the columns past the edge are known to be there.
    egui::ScrollArea::horizontal()
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| {
            egui::Grid::new("algorithm-comparison")
                .striped(true)
                .show(ui, |ui| {
                    ui.strong(tr("compare-algorithm"));
                    measured_heading(ui);
                    ui.end_row();
                    for row in &result.rows {
                        ui.label(algorithm_name(row.algorithm));
                        measured_cells(ui, &row.result);
                        ui.end_row();
                    }
                    if let Some(minimal) = &result.minimal {
                        ui.label(tr("compare-perfect"))
                            .on_hover_text(tr("compare-perfect-hint"));
                        ui.label("–");
                        ui.label("–");
                        ui.label(number(minimal.searched as u64));
                        ui.strong(number(minimal.evaluated as u64));
                        ui.label("–");
                        ui.label("–");
                        ui.end_row();
                    }
                });
        });
    let answers: Vec<(&String, &String)> = result
        .rows
        .iter()
        .filter_map(|row| {
            row.result
                .as_ref()
                .ok()
                .map(|measured| (&measured.best, &measured.value))
        })
        .collect();
    if let Some(first) = answers.first()
        && answers.len() > 1
        && answers.iter().all(|answer| answer == first)
    {
        ui.weak(tr("compare-same-answer"));
    }
    if !result.techniques.is_empty() {
        techniques_ui(ui, result);
    }
}

/// The techniques' rows: alpha-beta with each technique alone, beside plain alpha-beta.
fn techniques_ui(ui: &mut Ui, result: &AlgorithmComparison) {
    ui.add_space(ui.spacing().item_spacing.y * 2.0);
    ui.strong(tr("compare-techniques-title"));
    let plain = result.alpha_beta();
    egui::ScrollArea::horizontal()
        .id_salt("technique-comparison-scroll")
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| {
            egui::Grid::new("technique-comparison")
                .striped(true)
                .show(ui, |ui| {
                    // The answer first after the name: on a narrow window the time is what
                    // scrolls out of sight, not whether the technique changed the move.
                    ui.strong(tr("compare-technique"));
                    ui.strong(tr("compare-answer"));
                    measured_heading(ui);
                    ui.end_row();
                    if let Some(plain) = plain {
                        ui.label(algorithm_name(Algorithm::AlphaBeta));
                        ui.label("–");
                        measured_cells(ui, &Ok(plain.clone()));
                        ui.end_row();
                    }
                    for row in &result.techniques {
                        let Some(facts) = row.facts() else { continue };
                        ui.label(tr_args(
                            "compare-plus-technique",
                            &[("technique", tr(facts.named).into())],
                        ))
                        .on_hover_text(tr(facts.hint));
                        match (&row.result, plain) {
                            (Ok(measured), Some(plain)) if !measured.answers_differently(plain) => {
                                ui.label(tr("compare-answer-same"));
                            }
                            // Never expected: an exact technique that changed the answer is a
                            // fault, and the table must not hide it.
                            (Ok(_), Some(_)) if facts.exact => {
                                ui.colored_label(ui.visuals().error_fg_color, tr("compare-answer-fault"));
                            }
                            (Ok(_), Some(_)) => {
                                ui.colored_label(ui.visuals().warn_fg_color, tr("compare-answer-changed"))
                                    .on_hover_text(tr("compare-answer-changed-hint"));
                            }
                            _ => {
                                ui.label("");
                            }
                        }
                        measured_cells(ui, &row.result);
                        ui.end_row();
                    }
                });
        });
}

/// The headings of what a search found and cost: move, value, searched, evaluated, pruned, time.
fn measured_heading(ui: &mut Ui) {
    ui.strong(tr("sweep-move"));
    ui.strong(tr("sweep-value"));
    ui.strong(tr("sweep-searched")).on_hover_text(tr("counts-hint"));
    ui.strong(tr("sweep-evaluated")).on_hover_text(tr("counts-hint"));
    ui.strong(tr("compare-pruned")).on_hover_text(tr("counts-hint"));
    ui.strong(tr("compare-time"));
}

/// What one search found and cost, under [`measured_heading`]; or why it found nothing.
fn measured_cells(ui: &mut Ui, result: &Result<Measured, Said>) {
    match result {
        Ok(measured) => {
            ui.label(&measured.best);
            ui.label(&measured.value);
            ui.label(number(measured.counts.searched as u64));
            ui.strong(number(measured.counts.evaluated as u64));
            ui.label(number(measured.counts.pruned as u64));
            ui.label(duration_named(std::time::Duration::from_micros(measured.micros)));
        }
        Err(reason) => {
            ui.label(crate::shell::i18n::said(reason));
        }
    }
}

/// The evaluation of a position, term by term (White, Black, net).
pub(super) fn evaluation_ui(ui: &mut Ui, position: &Chess) {
    let terms = explain(position);
    egui::Grid::new("evaluation-terms").striped(true).show(ui, |ui| {
        ui.strong(tr("evaluation-term"));
        ui.strong(tr("side-white"));
        ui.strong(tr("side-black"));
        ui.strong(tr("evaluation-net"));
        ui.end_row();
        for term in &terms {
            ui.label(tr(term.message)).on_hover_text(tr(term.hint));
            ui.label(term.white.to_string());
            ui.label(term.black.to_string());
            ui.label(display_score(term.net()));
            ui.end_row();
        }
        ui.strong(tr("evaluation-score"));
        ui.label("");
        ui.label("");
        ui.strong(display_score(terms.iter().map(|t| t.net()).sum()));
        ui.end_row();
    });
}
