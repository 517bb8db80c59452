//! Checking a Monte Carlo lesson against the engine: every step's place in the replay (an
//! iteration and a phase), its focus and the names its text uses, and every claim: those
//! about MCTS at the step (N, W, W/N, UCB, the child selection chooses, the move that leads)
//! and at the end (the move played, when it settles), and those with a `with` against the
//! depth-first search they name.

use std::collections::{HashMap, HashSet};

use super::errors::{LessonError, Problems, field};
use super::mcts::{find_in, mcts_focus};
use super::search::same_name;
use super::verify::{claims_of, names_unfocused, search_failed, step_goes_back, sweep_failed};
use super::*;
use crate::engine::mcts::MctsTree;
use crate::engine::mcts::replay::number;
use crate::engine::said::{Said, Told};
use crate::engine::tree::NodeId;

/// How far a claimed W, W/N or UCB may lie from the engine's: they are written to two
/// decimals, as the window shows them.
const HALF_A_HUNDREDTH: f64 = 0.005 + 1e-9;

impl Lesson {
    /// [`Lesson::verify`] for a Monte Carlo lesson.
    pub(super) fn verify_mcts(&self) -> Vec<LessonError> {
        let mut problems = Problems::new(&self.path, &self.text);
        let tree = match self.think_mcts() {
            Some(Ok(tree)) => tree,
            Some(Err(message)) => {
                problems.add(&field("search"), search_failed(message));
                return problems.errors;
            }
            None => return problems.errors,
        };
        // The depth-first search names the nodes in the text, and the claims with `with`
        // compare with it.
        let mut searches: HashMap<LessonSettings, LessonSearch> = HashMap::new();
        let names = self.think(&self.settings).ok();
        if let Some(search) = &names {
            searches.insert(self.settings, search.clone());
            self.check_answers_kept(search, &mut problems);
        }

        let mut previous = 0;
        for (index, step) in self.steps.iter().enumerate() {
            let here = field("steps").index(index);
            let at_step = mcts_step_index(&tree, &step.at);
            match at_step {
                Some(step_index) if step_index < previous => {
                    problems.add(&here.field("at"), step_goes_back(step_index, previous))
                }
                Some(step_index) => previous = step_index,
                None => problems.add(
                    &here.field("at"),
                    Told::new(
                        format!(
                            "no step of the replay matches this place: the search ran {} iterations",
                            tree.iterations().len()
                        ),
                        Said::new("lesson-problem-no-mcts-step")
                            .text("iterations", tree.iterations().len().to_string()),
                    ),
                ),
            }
            for focus in &step.focus {
                match find_in(&tree, focus) {
                    Some(Some(id)) if at_step.is_some_and(|at| !tree.exists_at(id, at)) => {
                        let born = tree.get(id).map_or(0, |node| node.born() as usize + 1);
                        problems.add(
                            &here.field("focus"),
                            Told::new(
                                format!(
                                    "node {} is not in the tree yet at this step: iteration {born} adds it",
                                    focus.join(" "),
                                ),
                                Said::new("lesson-problem-node-not-yet-added")
                                    .text("node", focus.join(" "))
                                    .text("iteration", born.to_string()),
                            ),
                        )
                    }
                    Some(Some(_)) => {}
                    Some(None) | None => problems.add(&here.field("focus"), no_mcts_node(focus)),
                }
            }
            // What the window's MCTS view centres at this step: the names must lie on it.
            let focused: HashSet<NodeId> = mcts_focus(&tree, step).into_iter().flatten().collect();
            if let (Some(search), Some(at)) = (&names, at_step) {
                check_names_framed(step, search, &tree, at, &focused, &here, &mut problems);
            }
            if let Some(sweep) = &step.sweep {
                for &depth in &sweep.depths {
                    let settings = self.sweep_settings(sweep, depth);
                    if let Err(message) = self.search_once(&mut searches, settings) {
                        problems.add(&here.field("sweep"), sweep_failed(depth, message));
                    }
                }
            }
            for (claim, at) in claims_of(step, &here) {
                if claim.with.is_some() {
                    self.check_depth_first_claim(claim, &mut searches, &at, &mut problems);
                } else {
                    for failure in claim.check_mcts(&tree, at_step) {
                        problems.add(&at, failure);
                    }
                }
            }
        }
        problems.errors
    }
}

/// Reports every node the step's text names that MCTS's tree holds at the step but the step
/// does not frame (focus it or a node below it). The names are found in the depth-first
/// search of the same position or tree, and looked up in MCTS's tree by their moves.
fn check_names_framed(
    step: &LessonStep,
    search: &LessonSearch,
    tree: &MctsTree,
    at: usize,
    focused: &HashSet<NodeId>,
    here: &super::errors::FieldPath,
    problems: &mut Problems<'_>,
) {
    let texts = std::iter::once((here.field("say"), step.say.as_str())).chain(
        step.predict
            .iter()
            .map(|predict| (here.field("predict").field("ask"), predict.ask.as_str())),
    );
    for (place, text) in texts {
        for named in super::names::names_in(text, search) {
            let in_mcts: Vec<NodeId> = named
                .nodes
                .iter()
                .filter_map(|&id| {
                    let path: Vec<String> = search
                        .tree
                        .path_to(id)
                        .into_iter()
                        .map(|n| search.name_of(n))
                        .collect();
                    find_in(tree, &path).flatten()
                })
                .collect();
            let shown = in_mcts.iter().any(|&id| tree.exists_at(id, at));
            let framed = in_mcts.iter().any(|id| focused.contains(id));
            if shown && !framed {
                problems.add(&place, names_unfocused(&named.word));
            }
        }
    }
}

impl Claim {
    /// Checks a claim about Monte Carlo tree search against its tree, standing at replay step
    /// `step` (`None`: the step's place was not found, so only the facts about the end are
    /// checked). Returns one sentence per fact that does not hold; none means the claim is true.
    pub fn check_mcts(&self, tree: &MctsTree, step: Option<usize>) -> Vec<Told> {
        let mut failures = Vec::new();
        let named = |id: Option<NodeId>| id.map_or_else(|| String::from("none"), |id| tree.name_of(id));
        if let Some(best) = &self.best {
            let actual = named(tree.best());
            if !same_name(&actual, best) {
                failures.push(Told::new(
                    format!("MCTS plays {actual} (the most visited), not {best}"),
                    Said::new("lesson-problem-mcts-plays")
                        .text("actual", actual.as_str())
                        .text("claimed", best.as_str()),
                ));
            }
        }
        let line = tree
            .principal_variation()
            .into_iter()
            .map(|id| tree.name_of(id))
            .collect();
        self.check_line_and_sizes(
            Told::new("most visited line", Said::new("lesson-problem-line-most-visited")),
            line,
            tree.node_count(),
            tree.nodes_per_level(),
            &mut failures,
        );
        if let Some(claimed) = self.settles_at {
            let played = tree.best();
            match played.and_then(|id| tree.settles_at(id)) {
                Some(actual) if actual == claimed => {}
                Some(actual) => failures.push(Told::new(
                    format!(
                        "MCTS settles on {} after iteration {actual}, not {claimed}",
                        named(played)
                    ),
                    Said::new("lesson-problem-settles")
                        .text("move", named(played))
                        .text("actual", actual.to_string())
                        .text("claimed", claimed.to_string()),
                )),
                None => failures.push(Told::new(
                    format!("MCTS never settles on {}: it ends in a tie", named(played)),
                    Said::new("lesson-problem-never-settles").text("move", named(played)),
                )),
            }
        }
        let stated_at_step = self.chooses.is_some() || self.leads.is_some() || self.node.is_some();
        match step {
            Some(step) => failures.extend(self.check_at_step(tree, step)),
            None if stated_at_step => failures.push(Told::new(
                "the step's place was not found, so nothing at it can be checked",
                Said::new("lesson-problem-step-not-found"),
            )),
            None => {}
        }
        failures
    }

    /// Checks the facts of the claim that depend on where the replay stands.
    fn check_at_step(&self, tree: &MctsTree, step: usize) -> Vec<Told> {
        let mut failures = Vec::new();
        let snapshot = tree.snapshot(step);
        if let Some(leads) = &self.leads {
            let counts: Vec<(NodeId, u32)> = tree
                .children_of(None)
                .into_iter()
                .filter(|&id| tree.exists_at(id, step))
                .map(|id| (id, snapshot.visits_of(id)))
                .collect();
            let most = counts.iter().map(|&(_, visits)| visits).max().unwrap_or(0);
            let leaders: Vec<String> = counts
                .iter()
                .filter(|&&(_, visits)| visits == most)
                .map(|&(id, _)| tree.name_of(id))
                .collect();
            match leaders.as_slice() {
                [one] if same_name(one, leads) => {}
                [one] => failures.push(Told::new(
                    format!("{one} leads with {most} visits at this step, not {leads}"),
                    Said::new("lesson-problem-leads")
                        .text("actual", one.as_str())
                        .text("visits", most.to_string())
                        .text("claimed", leads.as_str()),
                )),
                _ => failures.push(Told::new(
                    format!(
                        "no move leads at this step: {} have {most} visits each",
                        leaders.join(" and ")
                    ),
                    Said::new("lesson-problem-no-leader")
                        .said("moves", and_listed(&leaders))
                        .text("visits", most.to_string()),
                )),
            }
        }
        let node = match &self.node {
            None => None,
            Some(path) => match find_in(tree, path) {
                None => {
                    failures.push(no_mcts_node(path));
                    return failures;
                }
                Some(Some(id)) if !tree.exists_at(id, step) => {
                    failures.push(Told::new(
                        format!("node {} is not in the tree yet at this step", path.join(" ")),
                        Said::new("lesson-problem-node-not-yet").text("node", path.join(" ")),
                    ));
                    return failures;
                }
                Some(found) => Some((found, path_words(path))),
            },
        };
        let iteration = tree.step_at(step).map(|at| at.iteration);
        if let Some(chooses) = &self.chooses {
            let parent = node.as_ref().and_then(|(id, _)| *id);
            let below = node
                .as_ref()
                .map_or_else(|| path_words(&[]), |(_, words)| words.clone());
            match iteration {
                None => failures.push(Told::new(
                    "at the start no iteration has run: stand at an iteration to say what selection chooses",
                    Said::new("lesson-problem-chooses-at-start"),
                )),
                Some(iteration) => {
                    let choice = tree
                        .selection(iteration)
                        .into_iter()
                        .find(|choice| choice.parent == parent);
                    match choice {
                        Some(choice) if same_name(&tree.name_of(choice.chosen), chooses) => {}
                        Some(choice) => failures.push(Told::new(
                            format!(
                                "in iteration {} selection chooses {} below {below}, not {chooses}",
                                iteration + 1,
                                tree.name_of(choice.chosen)
                            ),
                            Said::new("lesson-problem-chooses")
                                .text("iteration", (iteration + 1).to_string())
                                .text("actual", tree.name_of(choice.chosen))
                                .said("below", below.said)
                                .text("claimed", chooses.as_str()),
                        )),
                        None => failures.push(Told::new(
                            format!(
                                "in iteration {} selection chooses nothing below {below}: it stops above it, at a \
                                 move not tried yet (expand adds it)",
                                iteration + 1
                            ),
                            Said::new("lesson-problem-chooses-nothing")
                                .text("iteration", (iteration + 1).to_string())
                                .said("below", below.said),
                        )),
                    }
                }
            }
        }
        if let Some((id, words)) = &node {
            let (visits, total) = match id {
                Some(id) => (snapshot.visits_of(*id), snapshot.total_of(*id)),
                None => (snapshot.root_visits, snapshot.root_total),
            };
            if let Some(claimed) = self.visits
                && claimed != visits
            {
                failures.push(Told::new(
                    format!("N of {words} is {visits} at this step, not {claimed}"),
                    Said::new("lesson-problem-visits")
                        .said("node", words.said.clone())
                        .text("actual", visits.to_string())
                        .text("claimed", claimed.to_string()),
                ));
            }
            if let Some(claimed) = &self.total {
                check_decimal("W", words, total, claimed, &mut failures);
            }
            if let Some(claimed) = &self.mean {
                match visits {
                    0 => failures.push(Told::new(
                        format!("{words} has no visits yet at this step: W/N is not defined"),
                        Said::new("lesson-problem-no-visits").said("node", words.said.clone()),
                    )),
                    _ => check_decimal("W/N", words, total / f64::from(visits), claimed, &mut failures),
                }
            }
            if let Some(claimed) = &self.ucb {
                let candidate = iteration.and_then(|iteration| {
                    tree.selection(iteration)
                        .into_iter()
                        .flat_map(|choice| choice.options)
                        .find(|option| Some(option.id) == *id)
                });
                match candidate {
                    Some(candidate) => check_decimal("UCB", words, candidate.ucb, claimed, &mut failures),
                    None => failures.push(Told::new(
                        format!(
                            "selection does not weigh {words} in this step's iteration: it has no UCB here"
                        ),
                        Said::new("lesson-problem-no-ucb").said("node", words.said.clone()),
                    )),
                }
            }
        }
        failures
    }
}

/// Names a node by its path for a message: "the root", or its moves.
fn path_words(path: &[String]) -> Told {
    if path.is_empty() {
        Told::new("the root", Said::new("lesson-problem-the-root"))
    } else {
        Told::new(
            path.join(" "),
            Said::new("said-text").text("text", path.join(" ")),
        )
    }
}

/// Moves one after another, "A and B and C", as a sentence of the catalogue.
fn and_listed(moves: &[String]) -> Said {
    let named = moves
        .iter()
        .map(|name| Said::new("said-text").text("text", name.as_str()));
    named
        .rev()
        .reduce(|rest, first| {
            Said::new("lesson-problem-and")
                .said("first", first)
                .said("rest", rest)
        })
        .unwrap_or_else(|| Said::new("said-nothing"))
}

/// The problem with a path that names no node of the tree MCTS grew.
fn no_mcts_node(path: &[String]) -> Told {
    Told::new(
        format!("the tree MCTS grew has no node {}", path.join(" ")),
        Said::new("lesson-problem-no-mcts-node").text("node", path.join(" ")),
    )
}

/// Compares a claimed W, W/N or UCB with the engine's value, to two decimals.
fn check_decimal(
    what: &str,
    words: &Told,
    actual: f64,
    claimed: &serde_json::Number,
    failures: &mut Vec<Told>,
) {
    let agrees = claimed
        .as_f64()
        .is_some_and(|claimed| (claimed - actual).abs() <= HALF_A_HUNDREDTH);
    if !agrees {
        failures.push(Told::new(
            format!(
                "{what} of {words} is {} at this step, not {claimed}",
                number(actual)
            ),
            Said::new("lesson-problem-decimal")
                .text("what", what)
                .said("node", words.said.clone())
                .text("actual", number(actual))
                .text("claimed", claimed.to_string()),
        ));
    }
}
