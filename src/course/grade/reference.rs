//! Klados's own search of what the student searched: the tree a student's tree is compared
//! with, and the exact value (or bounds on it) of one move at the root.
//!
//! A tree of letters is searched from its problem, in the order the student's tree tries the
//! moves ([`super::order::in_student_order`]); a tree of chess, tic-tac-toe or Connect Four from
//! its root, to its depth, with the game's rules and the student's move order and evaluation
//! ([`Student`]).

use web_time::Instant;

use crate::course::grade::GradeOptions;
use crate::course::grade::rules::{Game, GradedRules, StandIn, Student};
use crate::engine::abstract_tree::{AbstractNode, search_abstract};
use crate::engine::said::{Said, Told};
use crate::engine::search::search_with;
use crate::engine::settings::{Algorithm, DEFAULT_MAX_NODES, SearchControl, SearchSettings, Technique};
use crate::engine::tree::{GameId, NodeId, SearchTree};
use crate::engine::tree_file::TreeFile;

/// Returns the problem of an abstract tree: `problem` if given, else the file's `"tree"`; `Err`
/// if there is none or it does not read.
pub(crate) fn problem_of(
    file: &TreeFile,
    problem: Option<&[AbstractNode]>,
) -> Result<Vec<AbstractNode>, Told> {
    match (problem, &file.problem) {
        (Some(problem), _) => Ok(problem.to_vec()),
        (None, Some(text)) => crate::course::tree_text::parse_tree(text).map_err(|error| {
            Told::new(
                format!("the file's \"tree\": {error}"),
                Said::new("grade-error-file-tree")
                    .text("column", error.column.to_string())
                    .text("message", error.message),
            )
        }),
        (None, None) => Err(Told::new(
            "an abstract tree is graded against its problem: give it with --tree '[[3, 12, 8], …]' or as \
             \"tree\" in the file",
            Said::new("grade-error-no-problem"),
        )),
    }
}

/// Searches an abstract problem (its moves already in the student's order) with `algorithm`.
pub(crate) fn abstract_search(problem: &[AbstractNode], algorithm: Algorithm) -> Result<SearchTree, Told> {
    search_abstract(problem, algorithm)
        .map(|searched| searched.tree)
        .map_err(|error| {
            Told::new(
                format!("the problem: {error}"),
                Said::new("grade-error-problem").said("reason", error.said()),
            )
        })
}

/// The settings of a search of the file's kind to `depth`: its algorithm and techniques but
/// iterative deepening (the student's order is the order searched).
fn settings(file: &TreeFile, depth: usize, algorithm: Algorithm) -> SearchSettings {
    let techniques = file.techniques.without(Technique::Iterative);
    SearchSettings {
        max_nodes: DEFAULT_MAX_NODES,
        ..SearchSettings::new(depth, algorithm).with(techniques)
    }
}

/// Searches a game's root as the student's search should have: to the file's depth, with its
/// algorithm, in the student's order, with the student's evaluation unless `options` asks for
/// Klados's.
pub(crate) fn student_search<R: GradedRules>(
    file: &TreeFile,
    game: &Game<R>,
    student: &SearchTree,
    options: GradeOptions,
    control: &SearchControl,
) -> Result<SearchTree, Told> {
    if game.rules.is_over(&game.root) {
        return Err(Told::new(
            "the root position is already over: there is nothing to search",
            Said::new("grade-error-root-over"),
        ));
    }
    if !(1..=game.max_depth).contains(&file.depth) {
        let (in_game, game_said) = match game.tree_game.id() {
            GameId::Chess => (String::new(), Said::new("said-nothing")),
            other => (
                format!(" in {}", other.title()),
                Said::new("grade-error-in-game").said("game", other.title_said()),
            ),
        };
        return Err(Told::new(
            format!(
                "depth {} is more than Klados searches{in_game} (1 to {})",
                file.depth, game.max_depth
            ),
            Said::new("grade-error-too-deep")
                .text("depth", file.depth.to_string())
                .said("game", game_said)
                .text("most", game.max_depth.to_string()),
        ));
    }
    let settings = settings(file, file.depth, file.algorithm);
    let rules = Student::new(
        game.rules.clone(),
        file,
        student,
        file.depth,
        settings.techniques.has(Technique::Quiescence),
        !options.klados_evaluation,
    );
    let started = Instant::now();
    let found = search_with(rules, &game.root, &settings, control, &[], 0)
        .map_err(|error| Told::new(error.to_string(), error.said()))?;
    let mut tree = found.into_tree(game.tree_game.clone(), &settings, started);
    tree.techniques = file.techniques;
    Ok(tree)
}

/// What is known of one move's value at the root: at least `low`, at most `high` (equal when
/// it is exact).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Known {
    /// The least the value can be.
    pub(crate) low: i32,
    /// The most the value can be.
    pub(crate) high: i32,
}

/// Returns what is known of the value of the root move `m` of a game's tree searched to
/// `depth` (the file's, or less): exact where the student's tree scores every position its
/// search needs (or Klados's evaluation is asked for), else bounds, found with the positions
/// the tree does not score at −∞ and then at +∞.
pub(crate) fn root_move_value<R: GradedRules>(
    file: &TreeFile,
    game: &Game<R>,
    student: &SearchTree,
    options: GradeOptions,
    m: R::Move,
    depth: usize,
) -> Option<Known> {
    let settings = settings(file, depth, Algorithm::AlphaBeta);
    let control = SearchControl::new();
    let search = |stand_in: StandIn| {
        let rules = Student::new(
            game.rules.clone(),
            file,
            student,
            depth,
            settings.techniques.has(Technique::Quiescence),
            !options.klados_evaluation,
        )
        .only(m, stand_in);
        search_with(rules, &game.root, &settings, &control, &[], 0)
            .ok()
            .map(|found| found.root_value)
    };
    Some(Known {
        low: search(StandIn::Low)?,
        high: search(StandIn::High)?,
    })
}

/// Returns the move of the root node `id` of `tree`, a tree of `game`, as the game's rules
/// play it.
pub(crate) fn root_move<R: GradedRules>(game: &Game<R>, tree: &SearchTree, id: NodeId) -> Option<R::Move> {
    game.move_in(&game.root, tree.get(id)?.packed_move())
}

/// Returns the exact value of the root move labelled `label` of an abstract problem.
pub(crate) fn abstract_move_value(problem: &[AbstractNode], label: &str) -> Option<i32> {
    let chosen = problem.iter().find(|node| node.label() == label)?;
    // A root with this one move: the root (MAX) takes its value.
    search_abstract(std::slice::from_ref(chosen), Algorithm::Minimax)
        .ok()
        .map(|searched| searched.tree.root_value())
}
