//! Marking a student's answers, with a reason for every mistake.
//!
//! Each reason is one sentence built from the real search's numbers, worded for a student of
//! about fourteen: which side chooses, what it compares, and (for alpha-beta) which earlier
//! value makes the rest of a node pointless. The numbers are written as the window writes them:
//! plain `-2`, and `−∞`/`+∞` for a window's open ends.

use crate::engine::tree::{Backup, Bound};

use super::{Answers, Exercise, Found, Item, Mark, Marking, PracticeKind, Verdict};

/// Marks `answers` against what the search `found` at each node of `exercise`.
pub(super) fn mark(exercise: &Exercise, found: &[Found], answers: &Answers) -> Marking {
    let marker = Marker {
        exercise,
        found,
        answers,
    };
    let mut verdicts = Vec::new();
    for number in 0..exercise.nodes.len() {
        if let Some(mark) = marker.value(number) {
            verdicts.push(Verdict {
                node: number,
                item: Item::Value,
                mark,
            });
        }
        if exercise.kind == PracticeKind::AlphaBeta {
            if let Some(mark) = marker.pruned(number) {
                verdicts.push(Verdict {
                    node: number,
                    item: Item::Pruned,
                    mark,
                });
            }
            if let Some(mark) = marker.window(number) {
                verdicts.push(Verdict {
                    node: number,
                    item: Item::Window,
                    mark,
                });
            }
        }
    }
    let right = verdicts
        .iter()
        .filter(|verdict| verdict.mark == Mark::Right)
        .count();
    Marking {
        out_of: verdicts.len(),
        right,
        verdicts,
    }
}

/// The exercise, the truth and the answers, read together node by node.
struct Marker<'a> {
    exercise: &'a Exercise,
    found: &'a [Found],
    answers: &'a Answers,
}

impl Marker<'_> {
    // ----- The three kinds of item -----

    /// Judges the value at an inner node: the search's value must be written wherever the
    /// search went, and nothing where it never went. `None`: nothing to judge here.
    fn value(&self, number: usize) -> Option<Mark> {
        if self.is_leaf(number) {
            return None;
        }
        let written = self.answers.values.get(number).copied().flatten();
        let at = self.found.get(number)?;
        if !at.searched {
            return written.map(|_| {
                Mark::Wrong(format!(
                    "{} is never searched, so it has no value",
                    self.name(number)
                ))
            });
        }
        if written.is_some() && written == at.value {
            return Some(Mark::Right);
        }
        let reason = self.why_value(number);
        Some(Mark::Wrong(match written {
            Some(_) => reason,
            None => format!("empty — {reason}"),
        }))
    }

    /// Judges the pruned marks as regions. A node is pruned if it or an ancestor is marked (for
    /// the student) or left unsearched (for the search). Where the two disagree, only the top
    /// of the disagreeing region gets a verdict, so one missed subtree is one mistake, not one
    /// per leaf in it. A pruned subtree the student marked at its top is a right answer.
    fn pruned(&self, number: usize) -> Option<Mark> {
        let student = self.student_prunes(number);
        let search = !self.found.get(number)?.searched;
        let parent = self.exercise.nodes.get(number)?.parent;
        let parent_agrees = parent.is_none_or(|parent| {
            self.student_prunes(parent) == self.found.get(parent).is_some_and(|at| !at.searched)
        });
        let parent_pruned = parent.is_some_and(|parent| self.student_prunes(parent));
        if student != search && parent_agrees {
            Some(Mark::Wrong(if search {
                self.why_pruned(number)
            } else {
                self.why_searched(number)
            }))
        } else if student && search && !parent_pruned && parent_agrees {
            Some(Mark::Right)
        } else {
            None
        }
    }

    /// Judges a window the student wrote (none written: nothing to judge).
    fn window(&self, number: usize) -> Option<Mark> {
        let (alpha, beta) = self.answers.windows.get(number).copied().flatten()?;
        let name = self.name(number);
        let Some(truth) = self.found.get(number).and_then(|at| at.window) else {
            return Some(Mark::Wrong(format!(
                "{name} is never searched, so it has no window"
            )));
        };
        if (alpha, beta) == truth {
            return Some(Mark::Right);
        }
        let written = format!("[{}, {}]", bound_text(alpha), bound_text(beta));
        let real = format!("[{}, {}]", bound_text(truth.0), bound_text(truth.1));
        if number == 0 {
            return Some(Mark::Wrong(format!(
                "the root is entered with {real}, not {written}: nothing is sure yet at the start"
            )));
        }
        let (alpha_from, beta_from) = self.window_sources(number);
        let alpha_why = match alpha_from {
            Some(source) => format!("MAX already has {} from {}", truth.0, self.name(source)),
            None => format!("MAX has nothing sure yet on the way to {name}"),
        };
        let beta_why = match beta_from {
            Some(source) => format!(
                "MIN can already hold MAX to {} with {}",
                truth.1,
                self.name(source)
            ),
            None => format!("MIN has nothing sure yet on the way to {name}"),
        };
        Some(Mark::Wrong(format!(
            "{name} is entered with {real}, not {written}: α = {} because {alpha_why}, and β = {} because {beta_why}",
            bound_text(truth.0),
            bound_text(truth.1),
        )))
    }

    // ----- The reasons -----

    /// Why a node has the value it has: the side's rule over its children, or, for a node
    /// alpha-beta cut off, why it stopped early.
    fn why_value(&self, number: usize) -> String {
        let name = self.name(number);
        let value = self.found_value(number);
        if let Some(cut_by) = self.cut_by(number) {
            let cut = self.equation(cut_by);
            let (alpha, beta) = self.window_sources(number);
            return match self.chooser(number) {
                Backup::Min => format!(
                    "{name}: MIN stops after {cut}: {name} is worth at most {value}, and {}, so {name}'s other moves cannot matter",
                    self.max_has(alpha),
                ),
                Backup::Max => format!(
                    "{name}: MAX stops after {cut}: {name} is worth at least {value}, and {}, so {name}'s other moves cannot matter",
                    self.min_holds(beta),
                ),
            };
        }
        let values: Vec<String> = self
            .exercise
            .children_of(number)
            .filter(|&child| self.found.get(child).is_some_and(|at| at.searched))
            .map(|child| self.marked_value(child))
            .collect();
        let rule = match self.chooser(number) {
            Backup::Max => "MAX takes the largest",
            Backup::Min => "MIN takes the smallest",
        };
        format!("{name}: {rule} of {}: {value}", values.join(", "))
    }

    /// Why the search skips a node: its parent was cut off by an earlier child.
    fn why_pruned(&self, number: usize) -> String {
        let name = self.name(number);
        let Some(parent) = self.parent(number) else {
            return format!("{name} is pruned");
        };
        let parent_name = self.name(parent);
        let Some(cut_by) = self.cut_by(parent) else {
            return format!("{name} is pruned: everything above it is");
        };
        let cut = self.equation(cut_by);
        let value = self.found_value(cut_by);
        let (alpha, beta) = self.window_sources(parent);
        match self.chooser(parent) {
            Backup::Min => {
                let alpha_value = alpha.map_or(String::from("?"), |source| self.found_value(source));
                format!(
                    "{name} is pruned: after {cut}, {parent_name} is worth at most {value} to MAX, who already has {alpha_value}{} (α = {alpha_value} ≥ β = {value})",
                    self.from(alpha),
                )
            }
            Backup::Max => {
                let beta_value = beta.map_or(String::from("?"), |source| self.found_value(source));
                format!(
                    "{name} is pruned: after {cut}, {parent_name} is worth at least {value} to MIN, who can already hold MAX to {beta_value}{} (α = {value} ≥ β = {beta_value})",
                    self.with(beta),
                )
            }
        }
    }

    /// Why the search does look at a node the student marked pruned: nothing so far at its
    /// parent crossed the other side's limit.
    fn why_searched(&self, number: usize) -> String {
        let name = self.name(number);
        let Some(parent) = self.parent(number) else {
            return String::from("the root is always searched");
        };
        let parent_name = self.name(parent);
        let before: Vec<usize> = self
            .exercise
            .children_of(parent)
            .take_while(|&child| child != number)
            .collect();
        let Some(&previous) = before.last() else {
            return format!(
                "{name} is searched: {parent_name} has no value yet, so its first move is always searched"
            );
        };
        let chooser = self.chooser(parent);
        let values = before
            .iter()
            .filter_map(|&child| self.found.get(child).and_then(|at| at.value));
        let best = match chooser {
            Backup::Max => values.max(),
            Backup::Min => values.min(),
        }
        .map_or(String::from("?"), |best| best.to_string());
        let (alpha, beta) = self
            .found
            .get(parent)
            .and_then(|at| at.window)
            .unwrap_or((i32::MIN, i32::MAX));
        let previous = self.equation(previous);
        match chooser {
            Backup::Min => format!(
                "{name} is searched: after {previous}, the best MIN has at {parent_name} is {best}, still more than α = {}, so MIN must look on",
                bound_text(alpha)
            ),
            Backup::Max => format!(
                "{name} is searched: after {previous}, the best MAX has at {parent_name} is {best}, still less than β = {}, so MAX must look on",
                bound_text(beta)
            ),
        }
    }

    // ----- Reading the tree and the truth -----

    /// Returns the nodes whose values made α and β at `number` when it was entered: the
    /// earlier siblings of its ancestors (and of itself) at MAX nodes for α, at MIN nodes for
    /// β. `None` for a side still open (−∞ or +∞). This is the window the replay computes,
    /// walked down the path again so that each number can name where it came from.
    fn window_sources(&self, number: usize) -> (Option<usize>, Option<usize>) {
        let mut path = vec![number];
        while let Some(parent) = path.last().and_then(|&last| self.parent(last)) {
            path.push(parent);
        }
        path.reverse();
        let mut alpha: Option<(i32, usize)> = None;
        let mut beta: Option<(i32, usize)> = None;
        for pair in path.windows(2) {
            let [parent, child] = [pair[0], pair[1]];
            for sibling in self
                .exercise
                .children_of(parent)
                .take_while(|&sibling| sibling != child)
            {
                let Some(value) = self.found.get(sibling).and_then(|at| at.value) else {
                    continue;
                };
                // As in the search: MAX raises α, MIN lowers β, only on a strict improvement.
                match self.chooser(parent) {
                    Backup::Max if alpha.is_none_or(|(best, _)| value > best) => {
                        alpha = Some((value, sibling))
                    }
                    Backup::Min if beta.is_none_or(|(best, _)| value < best) => beta = Some((value, sibling)),
                    _ => {}
                }
            }
        }
        (alpha.map(|(_, source)| source), beta.map(|(_, source)| source))
    }

    /// Returns the child whose value cut the search at `number` short (its last searched child,
    /// when some child was left unsearched); `None` if every child was searched.
    fn cut_by(&self, number: usize) -> Option<usize> {
        let searched = |child: &usize| self.found.get(*child).is_some_and(|at| at.searched);
        let children: Vec<usize> = self.exercise.children_of(number).collect();
        if children.iter().all(searched) {
            return None;
        }
        children.iter().copied().rfind(searched)
    }

    /// "MAX already has 3 from A", or the same without a source.
    fn max_has(&self, alpha: Option<usize>) -> String {
        let value = alpha.map_or(String::from("?"), |source| self.found_value(source));
        format!("MAX already has {value}{}", self.from(alpha))
    }

    /// "MIN can already hold MAX to 3 with A1", or the same without a source.
    fn min_holds(&self, beta: Option<usize>) -> String {
        let value = beta.map_or(String::from("?"), |source| self.found_value(source));
        format!("MIN can already hold MAX to {value}{}", self.with(beta))
    }

    /// " from A", naming where MAX's sure value comes from.
    fn from(&self, source: Option<usize>) -> String {
        source.map_or(String::new(), |source| format!(" from {}", self.name(source)))
    }

    /// " with A1", naming the move MIN can answer with.
    fn with(&self, source: Option<usize>) -> String {
        source.map_or(String::new(), |source| format!(" with {}", self.name(source)))
    }

    /// "B1 = 2", or "B1 ≤ 2" / "B1 ≥ 6" for a value alpha-beta only bounded.
    fn equation(&self, number: usize) -> String {
        let sign = match self.found.get(number).map(|at| at.bound) {
            Some(Bound::Upper) => "≤",
            Some(Bound::Lower) => "≥",
            _ => "=",
        };
        format!("{} {sign} {}", self.name(number), self.found_value(number))
    }

    /// "2", or "≤2" / "≥6" for a bound, as the window marks them.
    fn marked_value(&self, number: usize) -> String {
        let mark = match self.found.get(number).map(|at| at.bound) {
            Some(Bound::Upper) => "≤",
            Some(Bound::Lower) => "≥",
            _ => "",
        };
        format!("{mark}{}", self.found_value(number))
    }

    /// The search's value at a node, written out ("?" where it has none).
    fn found_value(&self, number: usize) -> String {
        self.found
            .get(number)
            .and_then(|at| at.value)
            .map_or(String::from("?"), |value| value.to_string())
    }

    /// True if the node is a leaf of the exercise.
    fn is_leaf(&self, number: usize) -> bool {
        self.exercise
            .nodes
            .get(number)
            .is_some_and(|node| node.leaf_value.is_some())
    }

    /// True if the student's marks prune the node: it or an ancestor is marked.
    fn student_prunes(&self, number: usize) -> bool {
        let mut current = Some(number);
        while let Some(node) = current {
            if self.answers.pruned.get(node).copied().unwrap_or(false) {
                return true;
            }
            current = self.parent(node);
        }
        false
    }

    /// The node's parent (`None` for the root). Parents always have smaller numbers, which
    /// keeps every upward walk finite.
    fn parent(&self, number: usize) -> Option<usize> {
        self.exercise
            .nodes
            .get(number)?
            .parent
            .filter(|&parent| parent < number)
    }

    /// Who chooses at the node.
    fn chooser(&self, number: usize) -> Backup {
        self.exercise
            .nodes
            .get(number)
            .map_or(Backup::Max, |node| node.chooser)
    }

    /// How the node is named in a sentence.
    fn name(&self, number: usize) -> String {
        self.exercise.name(number)
    }
}

/// Writes α or β: the number, or `−∞`/`+∞` for the open ends.
fn bound_text(bound: i32) -> String {
    match bound {
        i32::MIN => String::from("−∞"),
        i32::MAX => String::from("+∞"),
        value => value.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_window_is_named_after_the_values_that_made_it() {
        for seed in 0..100 {
            let exercise = Exercise::random(PracticeKind::AlphaBeta, seed);
            let found = exercise.found().unwrap();
            let answers = exercise.blank();
            let marker = Marker {
                exercise: &exercise,
                found: &found,
                answers: &answers,
            };
            for (number, at) in found.iter().enumerate() {
                let Some((alpha, beta)) = at.window else {
                    continue;
                };
                let (alpha_from, beta_from) = marker.window_sources(number);
                let value_of = |source: Option<usize>, open| {
                    source.and_then(|source| found[source].value).unwrap_or(open)
                };
                assert_eq!(
                    value_of(alpha_from, i32::MIN),
                    alpha,
                    "seed {seed}, node {number}"
                );
                assert_eq!(value_of(beta_from, i32::MAX), beta, "seed {seed}, node {number}");
            }
        }
    }

    #[test]
    fn bounds_are_written_as_the_window_writes_them() {
        assert_eq!(bound_text(i32::MIN), "−∞");
        assert_eq!(bound_text(i32::MAX), "+∞");
        assert_eq!(bound_text(-3), "-3");
    }
}
