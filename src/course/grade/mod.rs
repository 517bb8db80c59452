//! Grading a student's search tree against Klados's: "is my search right, and where not?"
//!
//! A student's minimax or alpha-beta records its search as `klados-tree/1`
//! (`docs/record-your-search.md`). [`grade`] first checks the file on its own ([`own_checks`]:
//! values that do not back up, leaves whose value is not their score, statuses that are not
//! true), the same checks the window makes when it opens a file. Then it runs Klados's search on
//! the same root, depth and algorithm, in the student's order of moves and with the student's
//! evaluation (a tree of letters: its problem), with the game's rules (chess, tic-tac-toe or
//! Connect Four: [`rules::GradedRules`]; a won game is worth what the file's mate convention
//! says, as a mate is), matches the two trees node by node (by the moves from the root, so the
//! order of the rows does not matter), and lists the differences, most important first:
//!
//! 1. the best move and the root's value;
//! 2. values backed up wrongly, each with its reason ("B: MIN takes the smallest of 2, 4, 6: 2,
//!    not 4"), and leaves with a wrong value;
//! 3. leaves that should not be (or should be) leaves: mates, won games, draws, the depth;
//! 4. moves searched that alpha-beta prunes, and moves pruned that it must search (with α and β
//!    there);
//! 5. moves missing, and extra;
//! 6. the order of the moves, named once, where it matters;
//! 7. last, values that are wrong only because a value below them is (not counted).
//!
//! Each node is charged once. The score's rule is [`SCORE_RULE`]; the trees agree only when
//! there is no difference at all.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use crate::course::grade::rules::{Game, GradedRules};
use crate::course::grade::words::Units;
use crate::engine::abstract_tree::AbstractNode;
use crate::engine::said::{Said, Told};
use crate::engine::settings::{Algorithm, SearchControl};
use crate::engine::tree::{GameId, NodeId, SearchTree};
use crate::engine::tree_file::TreeFile;

mod checks;
mod compare;
mod game_checks;
mod hints;
mod order;
mod place;
mod reference;
mod rules;
mod summary;
mod windows;
mod words;

pub use checks::own_checks;
pub use place::Place;
pub use summary::{Graded, graded};

/// The score's rule, in words: what each kind of difference costs and how partial credit
/// works. The CLI, the JSON and the window all say it.
pub const SCORE_RULE: &str = "100 points, less 25 for a wrong best move, 15 for a wrong root value, and 5 \
     for each other difference, at most 20 for each kind (a mistake repeated across the tree costs no more); \
     a value wrong only because one below it is costs nothing; never below 0";

/// What kind of difference, in the order of importance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Kind {
    /// The root chose another move, one Klados shows is worse.
    BestMove,
    /// The root's value differs.
    RootValue,
    /// A node's value is not what its own children give (nor a true alpha-beta bound).
    Backup,
    /// A leaf's value is not its score, or differs from the problem's (or Klados's evaluation).
    Leaf,
    /// A leaf that should not be one, or a node that should be a leaf (a mate, a draw, the
    /// depth), or a status or a game's end worth the wrong value.
    Ending,
    /// A move was searched that alpha-beta prunes.
    SearchedTooMuch,
    /// A move was pruned that alpha-beta must search.
    PrunedTooMuch,
    /// A move is missing that the search must try.
    Missing,
    /// A move is not one Klados's search tries there (not a move of the problem, or beyond the
    /// depth or the end of the game).
    Extra,
    /// The order of the moves is not the one the algorithm or the problem says: named once.
    Order,
    /// A value wrong only because a value below it is.
    Follows,
}

impl Kind {
    /// Returns the points one difference of this kind costs.
    pub fn cost(self) -> u32 {
        match self {
            Kind::BestMove => 25,
            Kind::RootValue => 15,
            Kind::Follows => 0,
            _ => 5,
        }
    }

    /// Returns the most all differences of this kind together cost: a mistake repeated across
    /// the tree costs no more than this.
    pub fn most(self) -> u32 {
        match self {
            Kind::BestMove | Kind::RootValue | Kind::Follows => self.cost(),
            _ => 20,
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
            Kind::Order => "order",
            Kind::Follows => "follows",
        }
    }

    /// Says what kind of difference it is, in a few words: the heading of its group in a
    /// grade, and the start of a mark's hover in the window.
    pub fn words(self) -> &'static str {
        match self {
            Kind::BestMove => "best move",
            Kind::RootValue => "root value",
            Kind::Backup => "backed up wrongly",
            Kind::Leaf => "leaf value",
            Kind::Ending => "leaf or not (a mate, a draw, the depth)",
            Kind::SearchedTooMuch => "searched, though alpha-beta prunes it",
            Kind::PrunedTooMuch => "pruned, though alpha-beta must search it",
            Kind::Missing => "missing move",
            Kind::Extra => "extra move",
            Kind::Order => "order of moves",
            Kind::Follows => "follows from a wrong value below (not counted)",
        }
    }
}

/// One difference between the student's tree and Klados's.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Difference {
    /// What kind.
    pub kind: Kind,
    /// Where: the node in the student's tree (or, for a missing move, its place in Klados's).
    pub place: Place,
    /// What is wrong and why, in a sentence: the command line and `klados grade`'s JSON print
    /// its English, the window says it in the class's language.
    pub reason: crate::engine::said::Told,
}

/// The differences of one kind, as a grade lists them: how many, what they cost together, and
/// the first few.
#[derive(Clone, Debug)]
pub struct Group<'a> {
    /// The kind.
    pub kind: Kind,
    /// How many differences of this kind.
    pub count: usize,
    /// The points they cost together ([`Kind::most`] at most).
    pub points: u32,
    /// The first of them, most important first, each with the points it cost.
    pub first: Vec<(&'a Difference, u32)>,
}

/// The grade of a student's tree.
#[derive(Clone, Debug)]
pub struct Grade {
    /// The differences, most important first.
    pub differences: Vec<Difference>,
    /// The score out of 100 ([`SCORE_RULE`]).
    pub score: u32,
    /// Klados's own search of the same root, depth and algorithm.
    pub reference: SearchTree,
    /// How many of the student's nodes were compared.
    pub compared: usize,
    /// Hints at the line of code behind the differences, where they point at one: the command
    /// line and `klados grade`'s JSON print their English, the window says them in the class's
    /// language.
    pub hints: Vec<crate::engine::said::Told>,
}

impl Grade {
    /// Returns true when the trees agree: no difference at all.
    pub fn agrees(&self) -> bool {
        self.differences.is_empty()
    }

    /// Returns the points each difference cost, in the order of [`Grade::differences`]: its
    /// kind's cost until the kind's most is reached, then 0.
    pub fn points(&self) -> Vec<u32> {
        points(&self.differences)
    }

    /// Returns the differences grouped by kind, most important kind first, each group with its
    /// first `shown` differences.
    pub fn groups(&self, shown: usize) -> Vec<Group<'_>> {
        let mut groups: Vec<Group<'_>> = Vec::new();
        for (difference, points) in self.differences.iter().zip(self.points()) {
            match groups.last_mut() {
                Some(group) if group.kind == difference.kind => {
                    group.count += 1;
                    group.points += points;
                    if group.first.len() < shown {
                        group.first.push((difference, points));
                    }
                }
                _ => groups.push(Group {
                    kind: difference.kind,
                    count: 1,
                    points,
                    first: (shown > 0).then_some((difference, points)).into_iter().collect(),
                }),
            }
        }
        groups
    }
}

/// Returns the points each of `differences` (sorted by kind) cost: its kind's cost until the
/// kind's most is reached, then 0.
fn points(differences: &[Difference]) -> Vec<u32> {
    let mut spent: HashMap<Kind, u32> = HashMap::new();
    differences
        .iter()
        .map(|difference| {
            let kind = difference.kind;
            let so_far = spent.entry(kind).or_insert(0);
            let points = kind.cost().min(kind.most().saturating_sub(*so_far));
            *so_far += points;
            points
        })
        .collect()
}

/// What grading checks beyond the search itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GradeOptions {
    /// Check a game's leaves against Klados's evaluation too (chess's, tic-tac-toe's open
    /// lines, Connect Four's terms). Off, the student's leaf scores are the evaluation, and
    /// only the search built on them is checked.
    pub klados_evaluation: bool,
}

/// Grades a student's tree. An abstract tree is graded against its problem, `problem` or the
/// file's own `tree`; a tree of chess, tic-tac-toe or Connect Four against Klados's search of
/// its root (`fen`, `position`) with the game's rules. `Err` says why it cannot be graded: a
/// file the window would not open either (a move that is not legal, a node with children
/// marked as a game's end), no problem for an abstract tree, a problem that does not read, a
/// search over its budget.
pub fn grade(
    file: &TreeFile,
    problem: Option<&[AbstractNode]>,
    options: GradeOptions,
) -> Result<Grade, Told> {
    grade_with(file, problem, options, &SearchControl::new())
}

/// Grades as [`grade`] does, Klados's search stopping as soon as `control` is cancelled: the
/// window grades on a job of its own, which closing the tree cancels (`Err` then says so).
pub fn grade_with(
    file: &TreeFile,
    problem: Option<&[AbstractNode]>,
    options: GradeOptions,
    control: &SearchControl,
) -> Result<Grade, Told> {
    // What the window refuses to open, the grade refuses to grade.
    let student = file
        .to_search_tree()
        .map_err(|error| Told::new(error.to_string(), error.said()))?;
    let file = &named_as_the_game_names(file, &student);
    let game_checks::GameChecks {
        mut differences,
        left_out,
        side_hint,
    } = checks::checked(file, &student);
    // The nodes charged already: each named, and each a missing move's value comes from.
    let named: HashSet<(usize, usize)> = differences
        .iter()
        .filter_map(|difference| {
            let place = &difference.place;
            match place.n {
                Some(n) => Some((place.level?, n.checked_sub(1)?)),
                None => Some((place.level?.checked_sub(1)?, place.parent?.checked_sub(1)?)),
            }
        })
        .collect();
    let file = &valued_by_missing_moves(file, &left_out.explained);
    let missing: HashSet<Place> = differences
        .iter()
        .filter(|difference| difference.kind == Kind::Missing)
        .map(|difference| difference.place.clone())
        .collect();
    let found = match (&file.root, &file.game) {
        (Some(root), _) => searched(file, &Game::chess(root), &student, options, control),
        (None, Some(game)) => match game.id() {
            GameId::TicTacToe => searched(
                file,
                &Game::tictactoe(game).map_err(as_said)?,
                &student,
                options,
                control,
            ),
            GameId::ConnectFour => searched(
                file,
                &Game::connect4(game).map_err(as_said)?,
                &student,
                options,
                control,
            ),
            other => Err(Told::new(
                format!("a tree of {} is not graded here", other.title()),
                Said::new("grade-error-game").said("game", other.title_said()),
            )),
        },
        (None, None) => {
            let problem = reference::problem_of(file, problem)?;
            let (ordered, reordered) = order::in_student_order(&problem, file, &student);
            differences.extend(reordered);
            differences.extend(abstract_depth(file, &problem));
            let reference = reference::abstract_search(&ordered, file.algorithm)?;
            let root = reference
                .root_children()
                .filter_map(|id| {
                    let label = reference.san_of(id);
                    let value = reference::abstract_move_value(&ordered, &label)?;
                    Some((
                        label,
                        reference::Known {
                            low: value,
                            high: value,
                        },
                    ))
                })
                .collect();
            Ok(Searched {
                reference,
                root,
                differences: Vec::new(),
            })
        }
    }?;
    differences.extend(found.differences);
    let (reference, root) = (found.reference, found.root);
    let units = Units::of(file.game_id(), file.mate);
    let setting = compare::Setting {
        options,
        named: &named,
        root: &root,
        units,
        left_out: &left_out,
    };
    // A missing move the file's own checks named is named once.
    differences.extend(
        compare::differences(file, &reference, &setting)
            .into_iter()
            .filter(|difference| difference.kind != Kind::Missing || !missing.contains(&difference.place)),
    );
    differences.sort_by_key(|difference| (difference.kind, difference.place.clone()));
    let lost: u32 = points(&differences).iter().sum();
    Ok(Grade {
        score: 100u32.saturating_sub(lost),
        // A search that gives moves to the wrong side prunes where its sides say: that is
        // the hint, not how it prunes.
        hints: match side_hint {
            Some(hint) => vec![hint],
            None => hints::hints(file, &student, units),
        },
        differences,
        reference,
        compared: file.levels.iter().map(Vec::len).sum(),
    })
}

/// For a tree of letters whose file gives a depth of its own (not the number of its levels)
/// other than its problem's: the difference saying so.
fn abstract_depth(file: &TreeFile, problem: &[AbstractNode]) -> Option<Difference> {
    let deepest = problem.iter().map(|node| node.height() + 1).max().unwrap_or(0);
    (file.depth != deepest && file.depth != file.levels.len()).then(|| Difference {
        kind: Kind::Ending,
        place: Place::root(),
        reason: Told::new(
            format!(
                "the file says depth {}, but the problem is {} deep",
                file.depth,
                crate::engine::words::plies(deepest)
            ),
            Said::new("grade-depth-not-problem")
                .text("depth", file.depth.to_string())
                .count("plies", deepest),
        ),
    })
}

/// Returns `file` with each move of a tic-tac-toe or Connect Four tree named as the game names
/// it (`" 5"` and `"05"` are cell `5`): a grade matches the student's moves with Klados's by
/// name. A chess tree or a tree of letters comes back as it is.
fn named_as_the_game_names<'a>(file: &'a TreeFile, student: &SearchTree) -> Cow<'a, TreeFile> {
    let Some(game) = &file.game else {
        return Cow::Borrowed(file);
    };
    let name = |level: usize, index: usize| student.san_of(NodeId::new(level, index as u32));
    let best = file.best.as_ref().map(|best| {
        game.read_move(&[], best)
            .map_or_else(|_| best.clone(), |code| game.move_name(code))
    });
    let as_named = file.levels.iter().enumerate().all(|(level, rows)| {
        rows.iter()
            .enumerate()
            .all(|(index, row)| row.name == name(level, index))
    });
    if as_named && best == file.best {
        return Cow::Borrowed(file);
    }
    let mut renamed = file.clone();
    for (level, rows) in renamed.levels.iter_mut().enumerate() {
        for (index, row) in rows.iter_mut().enumerate() {
            row.name = name(level, index);
        }
    }
    renamed.best = best;
    Cow::Owned(renamed)
}

/// Returns `file` without the scores of the nodes it lists no move of whose values come from
/// moves it leaves out ([`game_checks::LeftOut`]): such a node is no leaf, and Klados's search,
/// which stops where the student's tree does, takes its value, not its score.
fn valued_by_missing_moves<'a>(file: &'a TreeFile, explained: &HashSet<(usize, usize)>) -> Cow<'a, TreeFile> {
    let stopped: Vec<(usize, usize)> = explained
        .iter()
        .copied()
        .filter(|&(level, index)| file.children(level + 1, index).is_empty())
        .filter(|&(level, index)| {
            file.levels
                .get(level)
                .and_then(|rows| rows.get(index))
                .is_some_and(|row| row.score.is_some())
        })
        .collect();
    if stopped.is_empty() {
        return Cow::Borrowed(file);
    }
    let mut valued = file.clone();
    for (level, index) in stopped {
        if let Some(row) = valued.levels.get_mut(level).and_then(|rows| rows.get_mut(index)) {
            row.score = None;
        }
    }
    Cow::Owned(valued)
}

/// Klados's search of what a student searched, and what it tells of the root.
struct Searched {
    /// Klados's tree.
    reference: SearchTree,
    /// What is known of each root move's value, by its name.
    root: Vec<(String, reference::Known)>,
    /// The differences the order of the student's moves makes.
    differences: Vec<Difference>,
}

/// Searches a game's root as the student's search should have (chess, tic-tac-toe or Connect
/// Four), and checks the order of the student's moves where the algorithm says what it must
/// be.
fn searched<R: GradedRules>(
    file: &TreeFile,
    game: &Game<R>,
    student: &SearchTree,
    options: GradeOptions,
    control: &SearchControl,
) -> Result<Searched, Told> {
    let reference = reference::student_search(file, game, student, options, control)?;
    let differences = order::captures_first(file, student)
        .into_iter()
        .chain(order::iterative_claim(file, game, student, options))
        .collect();
    let root = root_known(file, game, student, &reference, options);
    Ok(Searched {
        reference,
        root,
        differences,
    })
}

/// Returns what the root's checks need to know of a game's root moves: where no stand-in
/// decides the root, the best move's value (exact) and the student's chosen move's; else every
/// root move's, within bounds (each searched alone, twice).
fn root_known<R: GradedRules>(
    file: &TreeFile,
    game: &Game<R>,
    student: &SearchTree,
    reference: &SearchTree,
    options: GradeOptions,
) -> Vec<(String, reference::Known)> {
    let name = |id| reference.get(id).map(|_| compare::move_name(reference, id));
    let search = |id| {
        let m = reference::root_move(game, reference, id)?;
        reference::root_move_value(file, game, student, options, m, file.depth)
    };
    let sure = windows::sure(reference);
    let root_sure = reference
        .root_children()
        .all(|id| sure.values.first().and_then(|level| level.get(id.index as usize)) == Some(&true));
    if !root_sure {
        return reference
            .root_children()
            .filter_map(|id| Some((name(id)?, search(id)?)))
            .collect();
    }
    let exact = |value| reference::Known {
        low: value,
        high: value,
    };
    let best = reference.best();
    let mut known: Vec<(String, reference::Known)> = name(best)
        .map(|best| (best, exact(reference.root_value())))
        .into_iter()
        .collect();
    let (chosen, _) = compare::student_choice(file, reference.root_backup());
    let chosen = chosen.and_then(|chosen| {
        reference
            .root_children()
            .find(|&id| name(id) == Some(chosen.clone()))
    });
    if let Some(id) = chosen.filter(|&id| id != best) {
        let value = reference.get(id).and_then(|node| {
            node.value()
                .filter(|_| node.bound() == crate::engine::tree::Bound::Exact)
        });
        let worth = value.map(exact).or_else(|| search(id));
        known.extend(name(id).zip(worth));
    }
    known
}

/// Names an algorithm in a sentence of the catalogue: "minimax", "alpha-beta".
pub(crate) fn algorithm_said(algorithm: Algorithm) -> Said {
    Said::new(match algorithm {
        Algorithm::Minimax => "algorithm-minimax-words",
        Algorithm::AlphaBeta => "algorithm-alpha-beta-words",
        Algorithm::Ordered => "algorithm-ordered-words",
    })
}

/// Returns the word for the algorithm in sentences: "minimax", "alpha-beta".
pub(crate) fn algorithm_words(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Minimax => "minimax",
        Algorithm::AlphaBeta => "alpha-beta",
        Algorithm::Ordered => "ordered alpha-beta",
    }
}

/// English that has no sentence of its own in the catalogue (a board's text the file gave,
/// read already when the file was opened), told as it is.
pub(crate) fn as_said(english: String) -> Told {
    Told::new(english.clone(), Said::new("said-text").text("text", english))
}
