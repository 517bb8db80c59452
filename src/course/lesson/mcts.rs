//! Monte Carlo lessons (`"search": { "algorithm": "mcts", … }`): reading their search and their
//! steps' places (an iteration and a phase), running the search, and finding each step in the
//! tree's replay ([`crate::engine::mcts::replay`]).
//!
//! A Monte Carlo lesson keeps a depth-first search too ([`Lesson::settings`]): minimax on the
//! same tree, or to the position's `depth`. Its claims with a `with` are checked against that
//! search, so a lesson can say what minimax or alpha-beta plays beside what MCTS plays.

use std::sync::Arc;

use super::claim_shape::SubjectKind;
use super::errors::{FieldPath, Problems, field};
use super::file::{AtName, SearchFile};
use super::*;
use crate::chess::game::mcts_game;
use crate::engine::mcts::replay::Phase;
use crate::engine::mcts::{DEFAULT_EXPLORATION, MctsSettings, MctsTree, mcts_abstract};
use crate::engine::said::{Said, Told};
use crate::engine::settings::SearchControl;
use crate::engine::tree::NodeId;

/// A step's `at` as the file writes it: a name, or an iteration and a phase.
pub(super) enum AtWritten {
    /// `"start"`, `"revealed"`, ….
    Name(AtName),
    /// `{ "iteration": 7, "phase": "select" }`, the iteration counted from 1.
    Iteration(usize, Phase),
}

/// Reads a step's `at`, reporting what is wrong with it at the part at fault. `iterations` is
/// the number a Monte Carlo lesson runs (`None` in a depth-first lesson).
pub(super) fn parse_at(
    written: &serde_json::Value,
    iterations: Option<u32>,
    at: &FieldPath,
    problems: &mut Problems<'_>,
) -> Option<AtWritten> {
    // The places and the phases are listed in each language by the catalogue's messages too.
    const NAMES: &str = "\"start\", \"revealed\", \"backed_up\", \"entered\", \"returned\" or \"end\"";
    match written {
        serde_json::Value::String(name) => match serde_json::from_value(written.clone()) {
            Ok(name) => Some(AtWritten::Name(name)),
            Err(_) => {
                problems.add(
                    at,
                    Told::new(
                        format!("\"{name}\" is no place in the replay: write {NAMES}"),
                        Said::new("lesson-problem-at-unknown").text("name", name.as_str()),
                    ),
                );
                None
            }
        },
        serde_json::Value::Object(members) => {
            let Some(iterations) = iterations else {
                problems.add(
                    at,
                    Told::new(
                        format!(
                            "only a Monte Carlo lesson (\"algorithm\": \"mcts\") stands at an iteration and a phase; write {NAMES}"
                        ),
                        Said::new("lesson-problem-at-iteration-depth-first"),
                    ),
                );
                return None;
            };
            if let Some(unknown) = members.keys().find(|key| *key != "iteration" && *key != "phase") {
                problems.add(
                    at,
                    Told::new(
                        format!(
                            "unknown field \"{unknown}\": a place in MCTS is an \"iteration\" and a \"phase\""
                        ),
                        Said::new("lesson-problem-at-unknown-field").text("field", unknown.as_str()),
                    ),
                );
                return None;
            }
            let iteration = match members.get("iteration").map(serde_json::Value::as_u64) {
                None => {
                    problems.add(
                        at,
                        Told::new(
                            "name the \"iteration\", counting from 1",
                            Said::new("lesson-problem-no-iteration"),
                        ),
                    );
                    None
                }
                Some(Some(0)) | Some(None) => {
                    problems.add(
                        &at.field("iteration"),
                        Told::new(
                            "the iteration is a whole number counting from 1, as people count",
                            Said::new("lesson-problem-iteration-number"),
                        ),
                    );
                    None
                }
                Some(Some(iteration)) if iteration > u64::from(iterations) => {
                    problems.add(
                        &at.field("iteration"),
                        Told::new(
                            format!(
                                "iteration {iteration} is past the end: the search runs {iterations} iterations"
                            ),
                            Said::new("lesson-problem-iteration-past-end")
                                .text("iteration", iteration.to_string())
                                .text("iterations", iterations.to_string()),
                        ),
                    );
                    None
                }
                Some(Some(iteration)) => usize::try_from(iteration).ok(),
            };
            const PHASES: &str = "\"select\", \"expand\", \"simulate\" or \"backpropagate\"";
            let phase = match members.get("phase") {
                None => {
                    problems.add(
                        at,
                        Told::new(
                            format!("name the \"phase\": {PHASES}"),
                            Said::new("lesson-problem-no-phase"),
                        ),
                    );
                    None
                }
                Some(serde_json::Value::String(name)) => {
                    let phase = Phase::from_name(name);
                    if phase.is_none() {
                        problems.add(
                            &at.field("phase"),
                            Told::new(
                                format!("\"{name}\" is not a phase: the phases are {PHASES}"),
                                Said::new("lesson-problem-phase-unknown").text("name", name.as_str()),
                            ),
                        );
                    }
                    phase
                }
                Some(_) => {
                    problems.add(
                        &at.field("phase"),
                        Told::new(
                            format!("the phase is a name: {PHASES}"),
                            Said::new("lesson-problem-phase-kind"),
                        ),
                    );
                    None
                }
            };
            Some(AtWritten::Iteration(iteration?, phase?))
        }
        _ => {
            problems.add(
                at,
                Told::new(
                    format!(
                        "the place in the replay is a name ({NAMES}) or, in a Monte Carlo lesson, an iteration and a phase"
                    ),
                    Said::new("lesson-problem-at-kind"),
                ),
            );
            None
        }
    }
}

/// Reads a lesson's Monte Carlo settings: `Some` when the algorithm is `"mcts"`. Reports the
/// fields only MCTS takes in a depth-first lesson, and those that do not fit the subject (a
/// playout depth on a tree or in a game played out to its end, an outcome in chess or such a
/// game).
pub(super) fn parse_mcts(
    search: &SearchFile,
    subject: SubjectKind,
    problems: &mut Problems<'_>,
) -> Option<MctsSettings> {
    let at = field("search");
    let only_mcts: [(&'static str, bool); 5] = [
        ("iterations", search.iterations.is_some()),
        ("seed", search.seed.is_some()),
        ("exploration", search.exploration.is_some()),
        ("outcome", search.outcome.is_some()),
        ("playout_depth", search.playout_depth.is_some()),
    ];
    if search.algorithm.depth_first().is_some() {
        for (name, given) in only_mcts {
            if given {
                problems.add(
                    &at.field(name),
                    Told::new(
                        format!("only Monte Carlo tree search (\"algorithm\": \"mcts\") takes \"{name}\""),
                        Said::new("lesson-problem-only-mcts").text("name", name),
                    ),
                );
            }
        }
        return None;
    }
    if search.order.is_some() {
        problems.add(
            &at.field("order"),
            Told::new(
                "MCTS replays iteration by iteration, four phases each: it has no order to choose",
                Said::new("lesson-problem-mcts-order"),
            ),
        );
    }
    if search.techniques != Techniques::NONE {
        problems.add(
            &at.field("techniques"),
            Told::new(
                "quiescence, iterative deepening and the transposition table belong to the depth-first searches, not MCTS",
                Said::new("lesson-problem-mcts-techniques"),
            ),
        );
    }
    match subject {
        SubjectKind::Chess if search.outcome.is_some() => problems.add(
            &at.field("outcome"),
            Told::new(
                "a chess playout's end is always judged by the evaluation: \"outcome\" is for trees",
                Said::new("lesson-problem-outcome-chess"),
            ),
        ),
        SubjectKind::Tree if search.playout_depth.is_some() => problems.add(
            &at.field("playout_depth"),
            Told::new(
                "a playout in a tree goes on to a leaf: \"playout_depth\" is for chess",
                Said::new("lesson-problem-playout-depth-tree"),
            ),
        ),
        SubjectKind::Game(id, _) => {
            let game = id.title();
            if search.outcome.is_some() {
                problems.add(
                    &at.field("outcome"),
                    Told::new(
                        format!(
                            "a playout of {game} goes on to the game's end, a win 1, a draw ½, a loss 0: \"outcome\" is for trees"
                        ),
                        Said::new("lesson-problem-outcome-game").said("game", id.title_said()),
                    ),
                );
            }
            if search.playout_depth.is_some() {
                problems.add(
                    &at.field("playout_depth"),
                    Told::new(
                        format!(
                            "a playout of {game} goes on to the game's end: \"playout_depth\" is for chess"
                        ),
                        Said::new("lesson-problem-playout-depth-game").said("game", id.title_said()),
                    ),
                );
            }
        }
        SubjectKind::Chess | SubjectKind::Tree => {}
    }
    let Some(iterations) = search.iterations else {
        problems.add(
            &at,
            Told::new(
                "MCTS needs its \"iterations\", e.g. 40",
                Said::new("lesson-problem-no-iterations"),
            ),
        );
        return None;
    };
    let defaults = MctsSettings::default();
    let settings = MctsSettings {
        iterations,
        exploration: search.exploration.unwrap_or(DEFAULT_EXPLORATION),
        seed: search.seed.unwrap_or(0),
        playout_depth: search.playout_depth.unwrap_or(defaults.playout_depth),
        outcome: search.outcome.unwrap_or(defaults.outcome),
        ..defaults
    };
    if let Some(problem) = settings.problem() {
        let name = if !(1..=crate::engine::mcts::MAX_ITERATIONS).contains(&iterations) {
            "iterations"
        } else if search
            .playout_depth
            .is_some_and(|depth| depth > crate::engine::mcts::MAX_PLAYOUT_DEPTH)
        {
            "playout_depth"
        } else {
            "exploration"
        };
        problems.add(&at.field(name), problem);
        return None;
    }
    Some(settings)
}

impl Lesson {
    /// Returns true if the lesson searches with Monte Carlo tree search.
    pub fn is_mcts(&self) -> bool {
        self.mcts.is_some()
    }

    /// Runs the lesson's Monte Carlo tree search; `None` for a depth-first lesson. The same
    /// lesson always grows the same tree (the seed is the lesson's).
    pub fn think_mcts(&self) -> Option<Result<Arc<MctsTree>, Told>> {
        self.think_mcts_under(&SearchControl::new())
    }

    /// [`Lesson::think_mcts`] with a control the caller can cancel (the window's lesson job).
    pub fn think_mcts_under(&self, control: &SearchControl) -> Option<Result<Arc<MctsTree>, Told>> {
        let settings = self.mcts.as_ref()?;
        let tree = match &self.subject {
            Subject::Position { game, .. } => mcts_game(game, settings, control),
            Subject::Tree { children, .. } => mcts_abstract(children, settings, control),
            Subject::Game { game, .. } => Arc::clone(game).mcts(settings, control),
        };
        Some(
            tree.map(Arc::new)
                .map_err(|error| Told::new(error.to_string(), error.said())),
        )
    }
}

/// Returns the replay step of a Monte Carlo tree at which the stepper stands for `at` (see
/// [`MctsTree::step_of`]): `Start` is step 0, `End` the last step, an iteration (from 1) and
/// phase its step. `None` for an iteration the tree did not run, or a depth-first place.
pub fn mcts_step_index(tree: &MctsTree, at: &StepperPosition) -> Option<usize> {
    match at {
        StepperPosition::Start => Some(0),
        StepperPosition::End => Some(tree.last_step()),
        StepperPosition::Iteration { iteration, phase } => {
            let counted_from_zero = iteration.checked_sub(1)?;
            (counted_from_zero < tree.iterations().len()).then(|| tree.step_of(counted_from_zero, *phase))
        }
        _ => None,
    }
}

/// Returns what the window's MCTS view centres at a lesson step: each of the step's `focus`
/// nodes found in `tree`, as the path from the root down to it (a name the tree does not hold
/// is left out; `lessons check` reports it). `lessons check` asks that the nodes a step's text
/// names lie on these paths, so what it checks is what the class sees.
pub fn mcts_focus(tree: &MctsTree, step: &super::LessonStep) -> Vec<Vec<NodeId>> {
    step.focus
        .iter()
        .filter_map(|path| find_in(tree, path).flatten())
        .map(|id| tree.path_to(id))
        .collect()
}

/// Returns what a Monte Carlo lesson's question asks about, so that the window keeps it back
/// until Reveal: the move the search plays (its visits), the result a back-propagation adds,
/// or (by default) the choice at a select phase.
pub fn mcts_question_kind(step: &super::LessonStep) -> McQuestion {
    let Some(check) = step.predict.as_ref().and_then(|predict| predict.check.as_ref()) else {
        return McQuestion::Choice;
    };
    if check.best.is_some() || check.settles_at.is_some() || check.leads.is_some() || check.pv.is_some() {
        McQuestion::Visits
    } else if check.total.is_some() || check.mean.is_some() || check.visits.is_some() {
        McQuestion::Result
    } else {
        McQuestion::Choice
    }
}

/// What a Monte Carlo lesson's question asks about (see [`mcts_question_kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum McQuestion {
    /// The child a select phase chooses (its UCB values).
    Choice,
    /// The N and W a back-propagation adds.
    Result,
    /// The move the search plays, or when it settled: every node's N and W.
    Visits,
}

/// Finds the node of a Monte Carlo tree reached from the root by the moves named in `path`
/// (labels, or SAN with or without `+` and `#`). `Some(None)` is the root (an empty path).
pub(super) fn find_in(tree: &MctsTree, path: &[String]) -> Option<Option<NodeId>> {
    let mut found: Option<NodeId> = None;
    for name in path {
        let child = tree
            .children_of(found)
            .into_iter()
            .find(|&id| super::search::same_name(&tree.name_of(id), name))?;
        found = Some(child);
    }
    Some(found)
}
