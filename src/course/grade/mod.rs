//! Grading a student's search tree against Klados's: "is my search right, and where not?"
//!
//! A student's minimax or alpha-beta records its search as `klados-tree/1`
//! (`docs/record-your-search.md`). [`grade`] runs Klados's search on the same root, depth and
//! algorithm, matches the two trees node by node (by the moves from the root, so the order of
//! the rows does not matter), and lists the differences, most important first:
//!
//! 1. the best move and the root's value;
//! 2. values backed up wrongly, each with its reason ("B: MIN takes the smallest of 2, 4, 6: 2,
//!    not 4"), and leaves with a wrong value;
//! 3. moves searched that alpha-beta prunes, and moves pruned that it must search (with α and β
//!    there);
//! 4. moves missing, extra, or illegal;
//! 5. children in another order where the order matters (ordered alpha-beta; an abstract
//!    tree's problem);
//! 6. last, values that are wrong only because a value below them is (not counted again).
//!
//! The score: 100, less 25 for a wrong best move, 15 for a wrong root value, and 5 for every
//! other difference but the last kind; never below 0. The trees agree only when there is no
//! difference at all.

use std::collections::HashMap;
use web_time::Instant;

use shakmaty::{Chess, Move, Position};

use crate::engine::abstract_tree::{AbstractNode, search_abstract};
use crate::engine::position::position_hash;
use crate::engine::search::search_with;
use crate::engine::settings::{Algorithm, DEFAULT_MAX_NODES, SearchControl, SearchSettings};
use crate::engine::tree::{SearchTree, Status};
use crate::engine::tree_file::TreeFile;

mod compare;
mod rules;
mod words;

pub use compare::Place;

/// What kind of difference, in the order of importance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// The root chose another move.
    BestMove,
    /// The root's value differs.
    RootValue,
    /// A node's value is not what its own children give.
    Backup,
    /// A leaf's value differs from the problem's (or Klados's evaluation).
    Leaf,
    /// A node is a leaf in one tree and not in the other (a mate, a draw, the depth).
    Ending,
    /// A move was searched that alpha-beta prunes.
    SearchedTooMuch,
    /// A move was pruned (or left out) that alpha-beta must search.
    PrunedTooMuch,
    /// A move is missing.
    Missing,
    /// A move is not one Klados's tree has there (legal, but beyond the depth or the end).
    Extra,
    /// A move is not legal in its position.
    Illegal,
    /// Children in another order where the order matters.
    Order,
    /// A value wrong only because a value below it is.
    Follows,
}

impl Kind {
    /// Returns the points a difference of this kind costs.
    pub fn cost(self) -> u32 {
        match self {
            Kind::BestMove => 25,
            Kind::RootValue => 15,
            Kind::Follows => 0,
            _ => 5,
        }
    }

    /// Returns the name `--format json` uses.
    pub fn name(self) -> &'static str {
        match self {
            Kind::BestMove => "best_move",
            Kind::RootValue => "root_value",
            Kind::Backup => "backup",
            Kind::Leaf => "leaf",
            Kind::Ending => "ending",
            Kind::SearchedTooMuch => "searched_but_pruned",
            Kind::PrunedTooMuch => "pruned_but_searched",
            Kind::Missing => "missing",
            Kind::Extra => "extra",
            Kind::Illegal => "illegal",
            Kind::Order => "order",
            Kind::Follows => "follows",
        }
    }
}

/// One difference between the student's tree and Klados's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// What kind.
    pub kind: Kind,
    /// Where: the node in the student's tree (or, for a missing move, its place in Klados's).
    pub place: Place,
    /// What is wrong and why, in a sentence.
    pub reason: String,
}

/// The grade of a student's tree.
#[derive(Clone, Debug)]
pub struct Grade {
    /// The differences, most important first.
    pub differences: Vec<Difference>,
    /// The score out of 100 (see the module's documentation for the rule).
    pub score: u32,
    /// Klados's own search of the same root, depth and algorithm.
    pub reference: SearchTree,
    /// How many of the student's nodes were compared.
    pub compared: usize,
}

impl Grade {
    /// Returns true when the trees agree: no difference at all.
    pub fn agrees(&self) -> bool {
        self.differences.is_empty()
    }
}

/// What a grade checks beyond the search itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GradeOptions {
    /// Check a chess tree's leaves against Klados's evaluation too. Off, the student's leaf
    /// scores are the evaluation, and only the search built on them is checked.
    pub klados_evaluation: bool,
}

/// Grades a student's tree. An abstract tree is graded against its problem, `problem` or the
/// file's own `tree`; a chess tree against Klados's search of its `fen`. `Err` says why it
/// cannot be graded (no problem for an abstract tree, a problem that does not read, a search
/// over its budget).
pub fn grade(
    file: &TreeFile,
    problem: Option<&[AbstractNode]>,
    options: GradeOptions,
) -> Result<Grade, String> {
    grade_with(file, problem, options, &SearchControl::new())
}

/// Grades as [`grade`] does, Klados's search stopping as soon as `control` is cancelled: the
/// window grades on a job of its own, which closing the tree cancels (`Err` then says so).
pub fn grade_with(
    file: &TreeFile,
    problem: Option<&[AbstractNode]>,
    options: GradeOptions,
    control: &SearchControl,
) -> Result<Grade, String> {
    let reference = reference_search(file, problem, options, control)?;
    let mut differences = compare::differences(file, &reference, options);
    differences.sort_by_key(|difference| (difference.kind, difference.place.clone()));
    let lost: u32 = differences.iter().map(|difference| difference.kind.cost()).sum();
    let compared = file.levels.iter().map(Vec::len).sum();
    Ok(Grade {
        score: 100u32.saturating_sub(lost),
        differences,
        reference,
        compared,
    })
}

/// Runs Klados's search the file's tree is compared with.
fn reference_search(
    file: &TreeFile,
    problem: Option<&[AbstractNode]>,
    options: GradeOptions,
    control: &SearchControl,
) -> Result<SearchTree, String> {
    let Some(root) = &file.root else {
        let read_problem;
        let problem = match (problem, &file.problem) {
            (Some(problem), _) => problem,
            (None, Some(text)) => {
                read_problem = crate::course::tree_text::parse_tree(text)
                    .map_err(|error| format!("the file's \"tree\": {error}"))?;
                &read_problem[..]
            }
            (None, None) => {
                return Err(String::from(
                    "an abstract tree is graded against its problem: give it with --tree '[[3, 12, 8], …]' \
                     or as \"tree\" in the file",
                ));
            }
        };
        return search_abstract(problem, file.algorithm)
            .map(|searched| searched.tree)
            .map_err(|error| format!("the problem: {error}"));
    };
    if game_over(root) {
        return Err(String::from(
            "the root position is already over: there is nothing to search",
        ));
    }
    let settings = SearchSettings {
        max_nodes: DEFAULT_MAX_NODES,
        ..SearchSettings::new(file.depth, file.algorithm).with(file.techniques)
    };
    if !(1..=crate::engine::settings::MAX_DEPTH).contains(&file.depth) {
        return Err(format!(
            "depth {} is more than Klados searches (1 to {})",
            file.depth,
            crate::engine::settings::MAX_DEPTH
        ));
    }
    let (order, scores) = student_choices(file, root);
    let rules = rules::StudentChess {
        chess: crate::engine::rules::ChessRules::new(root, &[]),
        order,
        scores: (!options.klados_evaluation).then_some(scores),
    };
    let started = Instant::now();
    let found = search_with(rules, root, &settings, control, &[], 0).map_err(|error| error.to_string())?;
    Ok(found.into_tree(root.clone(), &settings, started, None))
}

/// Returns true if the game is over at `position` (no legal move).
fn game_over(position: &Chess) -> bool {
    position.legal_moves().is_empty()
}

/// Walks the student's tree and returns the order it lists each position's moves in, and the
/// score it gives each leaf, both by the position's hash. Illegal moves are skipped (the grade
/// names them).
fn student_choices(file: &TreeFile, root: &Chess) -> (HashMap<u64, Vec<Move>>, HashMap<u64, i32>) {
    let mut order: HashMap<u64, Vec<Move>> = HashMap::new();
    let mut scores: HashMap<u64, i32> = HashMap::new();
    let mut above: Vec<Option<Chess>> = vec![Some(root.clone())];
    for (level, rows) in file.levels.iter().enumerate() {
        let mut here = Vec::with_capacity(rows.len());
        for (index, row) in rows.iter().enumerate() {
            let before = above.get(row.parent).cloned().flatten();
            let after = before.as_ref().and_then(|before| {
                let played = crate::engine::tree_file::legal_move(before, &row.name).ok()?;
                order.entry(position_hash(before)).or_default().push(played);
                let mut after = before.clone();
                after.play_unchecked(played);
                Some(after)
            });
            if let Some(after) = &after {
                let is_leaf = file.children(level + 1, index).is_empty();
                if is_leaf
                    && row.status == Status::Searched
                    && let Some(value) = row.value
                {
                    scores.entry(position_hash(after)).or_insert(value);
                }
            }
            here.push(after);
        }
        above = here;
    }
    (order, scores)
}

/// Returns the word for the algorithm in sentences: "minimax", "alpha-beta".
pub(crate) fn algorithm_words(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Minimax => "minimax",
        Algorithm::AlphaBeta => "alpha-beta",
        Algorithm::Ordered => "ordered alpha-beta",
    }
}

/// Returns the values of a tree that do not back up from its own children: a node whose value
/// is not the best of its searched children's (the largest for MAX, the smallest for MIN). The
/// window marks them in a tree opened from a file before any comparison with Klados's search.
/// An alpha-beta node whose file calls its value a bound is left alone (fail-hard searches
/// return α or β there); chance nodes too.
pub fn unbacked_values(file: &TreeFile) -> Vec<Difference> {
    let mut found = Vec::new();
    let root_turn = file.root_turn();
    for level in 0..file.levels.len().saturating_sub(1) {
        // The side that moves into level + 1 chooses among a level's children.
        let chooser = if (level + 1) % 2 == 0 {
            root_turn
        } else {
            !root_turn
        };
        let backup = crate::engine::tree::Backup::of_mover(chooser);
        for (index, row) in file.levels[level].iter().enumerate() {
            let children = file.children(level + 1, index);
            if children.is_empty() || row.status == Status::Pruned || row.chance {
                continue;
            }
            if matches!(
                row.bound,
                Some(crate::engine::tree::Bound::Lower | crate::engine::tree::Bound::Upper)
            ) {
                continue;
            }
            let rows = &file.levels[level + 1][children];
            let searched: Vec<i32> = rows
                .iter()
                .filter(|child| child.status != Status::Pruned)
                .filter_map(|child| child.value)
                .collect();
            let pruned: Vec<String> = rows
                .iter()
                .filter(|child| child.status == Status::Pruned)
                .map(|child| child.name.clone())
                .collect();
            let Some(own) = searched
                .iter()
                .copied()
                .reduce(|best, value| if backup.prefers(value, best) { value } else { best })
            else {
                continue;
            };
            let Some(yours) = row.value else { continue };
            if own != yours {
                found.push(Difference {
                    kind: Kind::Backup,
                    place: Place {
                        level: Some(level),
                        n: Some(index + 1),
                        name: row.name.clone(),
                        parent: (level > 0).then_some(row.parent + 1),
                    },
                    reason: words::backup_reason(&row.name, backup, &searched, &pruned, own, yours),
                });
            }
        }
    }
    found
}
