//! The replay of a Monte Carlo tree search, one phase at a time.
//!
//! Step 0 is the root alone. Then every iteration is four steps, its phases: select, expand,
//! simulate, back-propagate. Nothing is recorded for the replay while searching beyond the log
//! of iterations ([`MctsTree::iterations`]): which nodes exist at a step, every N and W, the
//! path selection took and each choice's UCB values are worked out from the tree and the step
//! number, so stepping back restores exactly what was shown before. What a step does is said
//! as a sentence of the catalogue ([`MctsTree::narration`]), as the depth-first replay's is.

use shakmaty::Color;

use crate::engine::mcts::{Judge, MctsTree, Outcome};
use crate::engine::said::Said;
use crate::engine::tree::NodeId;

/// The four phases of an iteration, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Phase {
    /// Go down the tree, choosing by UCB, to a node with a move not yet tried.
    Select,
    /// Add that move's node to the tree.
    Expand,
    /// Play random moves from the new node: a playout.
    Simulate,
    /// Count the visit and add the result along the path.
    Backpropagate,
}

impl Phase {
    /// The phases in the order an iteration runs them.
    pub const ALL: [Phase; 4] = [
        Phase::Select,
        Phase::Expand,
        Phase::Simulate,
        Phase::Backpropagate,
    ];

    /// Returns the catalogue's id of the phase's name as the stepper shows it ("Select",
    /// "Back-propagate" in English).
    pub fn label(self) -> &'static str {
        match self {
            Phase::Select => "mcts-phase-select",
            Phase::Expand => "mcts-phase-expand",
            Phase::Simulate => "mcts-phase-simulate",
            Phase::Backpropagate => "mcts-phase-backpropagate",
        }
    }

    /// Returns the phase's name as lessons and the command line write it.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Select => "select",
            Phase::Expand => "expand",
            Phase::Simulate => "simulate",
            Phase::Backpropagate => "backpropagate",
        }
    }

    /// Parses a name as [`Phase::name`] gives it.
    pub fn from_name(name: &str) -> Option<Phase> {
        Phase::ALL.into_iter().find(|phase| phase.name() == name)
    }
}

/// Where the replay stands: in an iteration (counting from 0), at one of its phases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct McStep {
    /// The iteration, counting from 0.
    pub iteration: usize,
    /// Its phase.
    pub phase: Phase,
}

/// One choice selection made: at `parent` (`None`: the root), the side `chooser` compared its
/// children's UCB values and went down to `chosen`.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The node whose children were compared (`None`: the root).
    pub parent: Option<NodeId>,
    /// The side choosing.
    pub chooser: Color,
    /// The parent's N when it chose.
    pub parent_visits: u32,
    /// Every child then in the tree, in the order of moves, with its N, W and UCB.
    pub options: Vec<Candidate>,
    /// The child chosen: the highest UCB, the first of equals.
    pub chosen: NodeId,
}

/// A child selection compared: its N, W and UCB at that moment.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    /// The child.
    pub id: NodeId,
    /// Its N.
    pub visits: u32,
    /// Its W (MAX's view).
    pub total: f64,
    /// Its UCB value for the chooser.
    pub ucb: f64,
}

/// Every N and W as they stand at a step, and which nodes exist.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// `visits[level][index]`: N.
    pub visits: Vec<Vec<u32>>,
    /// `totals[level][index]`: W.
    pub totals: Vec<Vec<f64>>,
    /// The root's N.
    pub root_visits: u32,
    /// The root's W.
    pub root_total: f64,
    /// How many iterations are counted (the current one once it back-propagates).
    pub iterations_counted: usize,
    /// The step it stands for.
    pub step: usize,
}

impl Snapshot {
    /// Returns a node's N at the step (0 if it does not exist yet).
    pub fn visits_of(&self, id: NodeId) -> u32 {
        self.visits
            .get(id.level)
            .and_then(|level| level.get(id.index as usize))
            .copied()
            .unwrap_or(0)
    }

    /// Returns a node's W at the step.
    pub fn total_of(&self, id: NodeId) -> f64 {
        self.totals
            .get(id.level)
            .and_then(|level| level.get(id.index as usize))
            .copied()
            .unwrap_or(0.0)
    }
}

impl MctsTree {
    /// Returns the number of steps of the replay: the start, then four per iteration.
    pub fn step_count(&self) -> usize {
        1 + 4 * self.iterations.len()
    }

    /// Returns the last step.
    pub fn last_step(&self) -> usize {
        self.step_count() - 1
    }

    /// Returns where step `step` stands; `None` for step 0, the root alone.
    pub fn step_at(&self, step: usize) -> Option<McStep> {
        let index = step
            .checked_sub(1)?
            .min(4 * self.iterations.len().saturating_sub(1) + 3);
        Some(McStep {
            iteration: index / 4,
            phase: Phase::ALL[index % 4],
        })
    }

    /// Returns the step of `phase` in iteration `iteration` (counting from 0).
    pub fn step_of(&self, iteration: usize, phase: Phase) -> usize {
        1 + 4 * iteration + phase as usize
    }

    /// Returns true if node `id` is in the tree at `step`: it was created by an earlier
    /// iteration, or by this one from its expand phase on.
    pub fn exists_at(&self, id: NodeId, step: usize) -> bool {
        let Some(node) = self.get(id) else {
            return false;
        };
        match self.step_at(step) {
            None => false,
            Some(at) => {
                let born = node.born as usize;
                born < at.iteration || (born == at.iteration && at.phase >= Phase::Expand)
            }
        }
    }

    /// Returns the number of iterations whose results are counted at `step`: those before it,
    /// and its own once it back-propagates.
    pub fn counted_at(&self, step: usize) -> usize {
        match self.step_at(step) {
            None => 0,
            Some(at) if at.phase == Phase::Backpropagate => at.iteration + 1,
            Some(at) => at.iteration,
        }
    }

    /// Returns every N and W as they stand at `step`, added up from the log.
    pub fn snapshot(&self, step: usize) -> Snapshot {
        let counted = self.counted_at(step);
        let mut visits: Vec<Vec<u32>> = self
            .levels
            .iter()
            .map(|level| vec![0; level.nodes.len()])
            .collect();
        let mut totals: Vec<Vec<f64>> = self
            .levels
            .iter()
            .map(|level| vec![0.0; level.nodes.len()])
            .collect();
        let mut root_total = 0.0;
        for iteration in &self.iterations[..counted.min(self.iterations.len())] {
            let mut at = Some(iteration.node);
            while let Some(id) = at {
                visits[id.level][id.index as usize] += 1;
                totals[id.level][id.index as usize] += iteration.result;
                at = self.parent_of(id);
            }
            root_total += iteration.result;
        }
        Snapshot {
            visits,
            totals,
            root_visits: counted as u32,
            root_total,
            iterations_counted: counted,
            step,
        }
    }

    /// Returns the path iteration `iteration` went down in its select phase: the nodes chosen,
    /// from level 0. It ends at the node that was expanded from (or, when selection reached the
    /// end of the game, at that node); it is empty when the root still had a move not tried.
    pub fn selection_path(&self, iteration: usize) -> Vec<NodeId> {
        let Some(it) = self.iterations.get(iteration) else {
            return Vec::new();
        };
        let mut path = self.path_to(it.node);
        if it.expanded {
            path.pop();
        }
        path
    }

    /// Returns the choices iteration `iteration` made in its select phase, each with its
    /// children's UCB values as they stood then.
    pub fn selection(&self, iteration: usize) -> Vec<Choice> {
        let path = self.selection_path(iteration);
        let before = self.snapshot(self.step_of(iteration, Phase::Select));
        let mut choices = Vec::with_capacity(path.len());
        let mut parent = None;
        for &chosen in &path {
            let chooser = self.chooser(parent);
            let parent_visits = parent.map_or(before.root_visits, |id| before.visits_of(id));
            let options = self
                .children_of(parent)
                .into_iter()
                .filter(|&child| {
                    self.get(child)
                        .is_some_and(|node| (node.born as usize) < iteration)
                })
                .map(|id| {
                    let (visits, total) = (before.visits_of(id), before.total_of(id));
                    Candidate {
                        id,
                        visits,
                        total,
                        ucb: self.ucb(chooser, parent_visits, visits, total),
                    }
                })
                .collect();
            choices.push(Choice {
                parent,
                chooser,
                parent_visits,
                options,
                chosen,
            });
            parent = Some(chosen);
        }
        choices
    }

    /// Writes a candidate's UCB with its numbers, as a class works it out: for MAX
    /// "0.27 + 1.41 × √(ln 44 / 12) = 0.74", for MIN "(1 − 0.08) + …", W/N first.
    pub fn ucb_formula(&self, choice: &Choice, candidate: &Candidate) -> String {
        if candidate.visits == 0 {
            return String::from("never tried: ∞");
        }
        let mean = candidate.total / f64::from(candidate.visits);
        let exploit = match choice.chooser {
            Color::White => number(mean),
            Color::Black => format!("(1 − {})", number(mean)),
        };
        format!(
            "{exploit} + {} × √(ln {} / {}) = {}",
            number(self.settings.exploration),
            choice.parent_visits,
            candidate.visits,
            number(candidate.ucb)
        )
    }

    /// Returns the nodes lit at `step`: the path of its iteration so far (the selection path,
    /// then the new node from expand on).
    pub fn lit_at(&self, step: usize) -> Vec<NodeId> {
        let Some(at) = self.step_at(step) else {
            return Vec::new();
        };
        let Some(it) = self.iterations.get(at.iteration) else {
            return Vec::new();
        };
        if at.phase == Phase::Select {
            self.selection_path(at.iteration)
        } else {
            self.path_to(it.node)
        }
    }

    /// Explains a result in words, as a sentence of the catalogue: how the playout's end
    /// became it.
    pub fn result_words(&self, iteration: usize) -> Said {
        let Some(it) = self.iterations.get(iteration) else {
            return Said::new("said-nothing");
        };
        let result = number(it.result);
        let with_result = |id: &'static str| Said::new(id).text("result", result.clone());
        let node = self.get(it.node);
        let ended = node.and_then(|node| node.end_value);
        let playout = self.playout(iteration);
        match self.judge {
            Judge::Chess => match (ended, playout.is_empty()) {
                (Some(value), true) => with_result("mcts-result-game-ends").said("end", end_said(value)),
                _ => {
                    let last = self.playout_moves(iteration).last().map(|(before, m)| {
                        let mut after = before.clone();
                        shakmaty::Position::play_unchecked(&mut after, *m);
                        after
                    });
                    let Some(position) = last.or_else(|| self.position_of(it.node)) else {
                        return Said::new("said-text").text("text", result);
                    };
                    if crate::engine::position::outcome_of(&position, &[]).is_some()
                        && playout.len() < self.settings.playout_depth
                    {
                        with_result("mcts-result-playout-ended")
                    } else {
                        let score = crate::engine::eval::count_score(&position);
                        with_result("mcts-result-evaluation")
                            .text("score", crate::engine::eval::display_score(score))
                    }
                }
            },
            Judge::Game => {
                let how = if it.result > 0.75 {
                    Said::new("mcts-side-wins").said("side", self.game().side_whose_said(Color::White))
                } else if it.result < 0.25 {
                    Said::new("mcts-side-wins").said("side", self.game().side_whose_said(Color::Black))
                } else {
                    Said::new("mcts-a-draw")
                };
                let id = if playout.is_empty() {
                    "mcts-result-game-ends-with"
                } else {
                    "mcts-result-played-to-end"
                };
                with_result(id).said("how", how)
            }
            Judge::Leaves {
                outcome,
                lowest,
                highest,
            } => {
                let leaf = self.playout_leaf_value(iteration).or(ended);
                match (leaf, outcome) {
                    (Some(value), Outcome::Utility) => with_result("mcts-result-scaled")
                        .text("value", value.to_string())
                        .text("lowest", lowest.to_string())
                        .text("highest", highest.to_string()),
                    (Some(value), Outcome::Sign) => with_result("mcts-result-sign")
                        .text("value", value.to_string())
                        .said(
                            "outcome",
                            Said::new(match value.signum() {
                                1 => "mcts-a-win",
                                0 => "mcts-a-draw",
                                _ => "mcts-a-loss",
                            }),
                        ),
                    (None, _) => Said::new("said-text").text("text", result),
                }
            }
        }
    }

    /// Returns the value of the leaf an abstract tree's playout ended at.
    fn playout_leaf_value(&self, iteration: usize) -> Option<i32> {
        let drawn = self.drawn.as_ref()?;
        let it = self.iterations.get(iteration)?;
        let mut node: Option<&crate::engine::abstract_tree::AbstractNode> = None;
        let mut children: &[crate::engine::abstract_tree::AbstractNode] = drawn;
        let places = self
            .path_to(it.node)
            .into_iter()
            .filter_map(|id| self.get(id).map(|node| node.move_index()))
            .chain(self.playout(iteration).iter().map(|&place| usize::from(place)));
        for place in places {
            let next = children.get(place)?;
            children = next.children();
            node = Some(next);
        }
        match node? {
            crate::engine::abstract_tree::AbstractNode::Leaf { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// Says in a sentence or two what happens at `step`, as the stepper shows it: a sentence
    /// of the catalogue ([`Said`]) that the shell writes in the class's language.
    pub fn narration(&self, step: usize) -> Said {
        let Some(at) = self.step_at(step) else {
            return Said::new("mcts-narr-start")
                .said("side", self.game().side_whose_said(self.root_side().color()))
                .count("count", self.root_move_count);
        };
        let Some(it) = self.iterations.get(at.iteration) else {
            return Said::new("said-nothing");
        };
        let name = |id: NodeId| Said::new("said-text").text("text", self.name_of(id));
        let said = match at.phase {
            Phase::Select => {
                let choices = self.selection(at.iteration);
                let Some(last) = choices.last() else {
                    return Said::new("mcts-narr-select-root-untried").count("iteration", at.iteration + 1);
                };
                // Each choice on the way down, joined by "then" in the class's language.
                let steps = choices
                    .iter()
                    .map(|choice| {
                        let ucb = choice
                            .options
                            .iter()
                            .find(|option| option.id == choice.chosen)
                            .map_or(f64::NAN, |option| option.ucb);
                        Said::new("mcts-narr-chooses")
                            .said("side", self.game().side_whose_said(choice.chooser))
                            .said("node", name(choice.chosen))
                            .text("ucb", number(ucb))
                    })
                    .reduce(|before, next| {
                        Said::new("mcts-narr-then")
                            .said("before", before)
                            .said("next", next)
                    })
                    .unwrap_or_else(|| Said::new("said-nothing"));
                let end = Said::new(if it.expanded {
                    "mcts-narr-select-untried"
                } else {
                    "mcts-narr-select-game-ends"
                })
                .said("node", name(last.chosen));
                Said::new("mcts-narr-select")
                    .said("steps", steps)
                    .said("end", end)
            }
            Phase::Expand if it.expanded => {
                let said = match self.parent_of(it.node) {
                    Some(parent) => Said::new("mcts-narr-expand").said("parent", name(parent)),
                    None => Said::new("mcts-narr-expand-root"),
                };
                said.said("node", name(it.node))
                    .text("index", (it.node.index + 1).to_string())
                    .text("level", it.node.level.to_string())
            }
            Phase::Expand => Said::new("mcts-narr-expand-nothing").said("node", name(it.node)),
            Phase::Simulate => {
                let moves = self.playout_names(at.iteration);
                let from = name(it.node);
                let played = if moves.is_empty() {
                    Said::new("mcts-narr-no-playout").said("from", from)
                } else {
                    Said::new("mcts-narr-playout")
                        .said("from", from)
                        .text("moves", moves.join(" "))
                };
                Said::new("mcts-narr-simulate")
                    .said("played", played)
                    .said("result", self.result_words(at.iteration))
            }
            Phase::Backpropagate => {
                let after = self.snapshot(step);
                // "A N 2 W 0.92, A1 N 1 W 0.08": names and numbers, the same in every language.
                let path: Vec<String> = self
                    .path_to(it.node)
                    .into_iter()
                    .map(|id| {
                        format!(
                            "{} N {} W {}",
                            self.name_of(id),
                            after.visits_of(id),
                            number(after.total_of(id))
                        )
                    })
                    .collect();
                Said::new("mcts-narr-backpropagate")
                    .text("result", number(it.result))
                    .text("visits", after.root_visits.to_string())
                    .text("total", number(after.root_total))
                    .text("path", path.join(", "))
            }
        };
        said.count("iteration", at.iteration + 1)
    }
}

/// Writes a result, a total or a UCB value as the stepper shows them: two decimals, ∞ for a
/// child never tried.
pub fn number(value: f64) -> String {
    if value.is_infinite() {
        String::from("∞")
    } else if value.is_nan() {
        String::from("–")
    } else {
        // A value that rounds to 0 from below is 0, not "-0.00".
        let text = format!("{value:.2}");
        match text.strip_prefix('-') {
            Some(unsigned) if unsigned.bytes().all(|byte| matches!(byte, b'0' | b'.')) => {
                unsigned.to_string()
            }
            _ => text,
        }
    }
}

/// Says how a chess game ended, from its score.
fn end_said(value: i32) -> Said {
    Said::new(match value.signum() {
        1 => "mcts-end-white-mates",
        -1 => "mcts-end-black-mates",
        _ => "mcts-a-draw",
    })
}
