//! Practice for Monte Carlo tree search: "which child will UCB select next?".
//!
//! A seed gives a practice tree ([`random_moves`]) and a Monte Carlo tree search of it with the
//! same seed, stopped just before the select phase of one iteration. The student sees each of
//! the root's children with its N and W, the root's N and the constant C, and picks the child
//! selection will choose; the marking gives every child's UCB as a sum, W/N plus the bonus
//! C·√(ln N / n), so that the student can see where their sum went wrong.
//!
//! The truth is the engine's own choice in that iteration
//! ([`crate::engine::mcts::MctsTree::selection`]), never a second UCB worked out here, so the
//! answer agrees with what the stepper shows at that step.

use std::sync::Arc;

use super::random_moves;
use crate::engine::abstract_tree::AbstractNode;
use crate::engine::mcts::replay::{Choice, Phase, number};
use crate::engine::mcts::{MctsSettings, MctsTree, mcts_abstract};
use crate::engine::settings::SearchControl;

/// How many iterations the search behind an exercise runs at most: the question is asked at
/// one of them, early enough that N and W are small numbers to work with.
pub const UCB_ITERATIONS: u32 = 24;

/// How far apart the largest UCB and the next must be for a question to be asked: the student
/// works with N and W to two decimals, so a closer race could be decided by rounding.
pub const UCB_MARGIN: f64 = 0.02;

/// One of the root's children as the question shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct UcbOption {
    /// The child's label (`A`, `B`, …).
    pub name: String,
    /// Its N: how many iterations went through it so far.
    pub visits: u32,
    /// Its W: their results added up (0 to 1 each, MAX's view).
    pub total: f64,
    /// Its UCB value, the answer's arithmetic.
    pub ucb: f64,
}

/// A "which child will UCB select next?" exercise.
#[derive(Clone, Debug)]
pub struct UcbExercise {
    /// The seed: of the tree and of the search's playouts.
    pub seed: u64,
    /// The tree, as the root's children.
    pub moves: Vec<AbstractNode>,
    /// The search; the question stands at the select phase of `iteration`.
    pub tree: Arc<MctsTree>,
    /// The iteration asked about, counting from 0 (people count it from 1).
    pub iteration: usize,
    /// The root's N when the iteration starts.
    pub parent_visits: u32,
    /// The root's children, in the order of the moves, with N, W and UCB.
    pub options: Vec<UcbOption>,
    /// The label of the child selection chooses.
    pub answer: String,
}

/// The marking of a pick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UcbMarking {
    /// True if the student picked the child selection chooses.
    pub right: bool,
    /// One line per child: its UCB worked out to three decimals, e.g. `B: 0.333 + 1.41 × √(ln 4
    /// / 1) = 0.333 + 1.665 = 1.998`; then the verdict.
    pub lines: Vec<String>,
}

impl UcbExercise {
    /// Makes the exercise for `seed`: the same seed always gives the same question. The
    /// iteration asked about is the first, once every root move has been tried, where the
    /// winner leads by at least [`UCB_MARGIN`] and is not simply the child with the best W/N
    /// (so the bonus matters); failing that, the first with a clear winner. `None` when the
    /// search offers no such iteration (no seed tried does so, see the tests).
    pub fn random(seed: u64) -> Option<UcbExercise> {
        let moves = random_moves(seed);
        let settings = MctsSettings::new(UCB_ITERATIONS, seed);
        let tree = Arc::new(mcts_abstract(&moves, &settings, &SearchControl::new()).ok()?);
        let root_choices: Vec<(usize, Choice)> = (0..tree.iterations().len())
            .filter_map(|iteration| {
                let choice = tree.selection(iteration).into_iter().next()?;
                (choice.parent.is_none() && clear_winner(&choice)).then_some((iteration, choice))
            })
            .collect();
        let (iteration, choice) = root_choices
            .iter()
            .find(|(_, choice)| !best_mean_wins(choice))
            .or_else(|| root_choices.first())?
            .clone();
        let options = choice
            .options
            .iter()
            .map(|option| UcbOption {
                name: tree.name_of(option.id),
                visits: option.visits,
                total: option.total,
                ucb: option.ucb,
            })
            .collect();
        Some(UcbExercise {
            seed,
            moves,
            answer: tree.name_of(choice.chosen),
            parent_visits: choice.parent_visits,
            iteration,
            options,
            tree,
        })
    }

    /// The constant C of the search.
    pub fn exploration(&self) -> f64 {
        self.tree.settings().exploration
    }

    /// The question in words, with the numbers the student needs, one line each: for a
    /// handout, or the command line.
    pub fn question(&self) -> Vec<String> {
        let mut lines = vec![format!(
            "Seed {}: before iteration {}, the root (MAX to move) has N = {}; C = {}.",
            self.seed,
            self.iteration + 1,
            self.parent_visits,
            number(self.exploration())
        )];
        for option in &self.options {
            lines.push(format!(
                "{}: N = {}, W = {}",
                option.name,
                option.visits,
                number(option.total)
            ));
        }
        lines.push(String::from(
            "Which child will selection choose? UCB = W/N + C × √(ln N(root) / N(child)).",
        ));
        lines
    }

    /// Marks a pick (a child's label, as written; case and spaces do not matter): right or
    /// wrong, with every child's UCB worked out.
    pub fn mark(&self, picked: &str) -> UcbMarking {
        let picked = picked.trim();
        let right = picked.eq_ignore_ascii_case(&self.answer);
        let exploration = number(self.exploration());
        let mut lines: Vec<String> = self
            .options
            .iter()
            .map(|option| {
                let mean = option.total / f64::from(option.visits.max(1));
                let bonus = option.ucb - mean;
                // Three decimals, so that the two terms add up to the sum as written.
                format!(
                    "{}: {:.3} + {exploration} × √(ln {} / {}) = {:.3} + {:.3} = {:.3}",
                    option.name, mean, self.parent_visits, option.visits, mean, bonus, option.ucb
                )
            })
            .collect();
        let known = self
            .options
            .iter()
            .any(|option| option.name.eq_ignore_ascii_case(picked));
        lines.push(match (right, known) {
            (true, _) => format!("Right: selection chooses {}, the largest UCB.", self.answer),
            (false, true) => format!(
                "Not {picked}: selection chooses {}, the largest UCB.",
                self.answer
            ),
            (false, false) => format!(
                "\"{picked}\" is none of the root's children; selection chooses {}, the largest UCB.",
                self.answer
            ),
        });
        UcbMarking { right, lines }
    }

    /// The replay step the question stands at: the select phase of its iteration, for the
    /// stepper to show after the answer.
    pub fn step(&self) -> usize {
        self.tree.step_of(self.iteration, Phase::Select)
    }
}

/// True if every child has been tried (so every UCB is a number) and the chosen one leads the
/// next by at least [`UCB_MARGIN`].
fn clear_winner(choice: &Choice) -> bool {
    let Some(chosen) = choice.options.iter().find(|option| option.id == choice.chosen) else {
        return false;
    };
    choice.options.len() >= 2
        && choice.options.iter().all(|option| option.ucb.is_finite())
        && choice
            .options
            .iter()
            .filter(|option| option.id != choice.chosen)
            .all(|option| chosen.ucb - option.ucb >= UCB_MARGIN)
}

/// True if the chosen child also has the best W/N (MAX chooses at the root): then the
/// exploration bonus did not decide, and the question is an easy one.
fn best_mean_wins(choice: &Choice) -> bool {
    let mean = |visits: u32, total: f64| total / f64::from(visits.max(1));
    let Some(chosen) = choice.options.iter().find(|option| option.id == choice.chosen) else {
        return true;
    };
    choice
        .options
        .iter()
        .all(|option| mean(option.visits, option.total) <= mean(chosen.visits, chosen.total))
}
