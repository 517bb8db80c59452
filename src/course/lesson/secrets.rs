//! What an asking step keeps back until the teacher reveals the answer.
//!
//! A lesson step that asks the class something ("What is C worth?") must not show the answer
//! anywhere on screen before Reveal: not in the stepper's sentence, not as a value in the tree or
//! the tables, not in the summary. The answer is known exactly, because every question carries a
//! claim the engine checks ([`super::Prediction::check`]); [`Secrets::of`] reads that claim and
//! says what to hide. What the class reasons from stays: the leaves of a tree, the scores of
//! positions whose value comes from below. The window applies the secrets; nothing here knows
//! about the window.

use std::collections::HashSet;

use super::{Claim, Lesson, LessonSearch};
use crate::engine::tree::{NodeId, NullMove, SearchTree};

/// What to hide while a question waits for its answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Secrets {
    /// True at a step that asks the class: the stepper's sentence, which says what the step
    /// did, waits too. False when only a later question's counts are kept back.
    pub asking: bool,
    /// Nodes whose values and bounds stay hidden: the node asked about and every node above it;
    /// for a question about the root's choice, the root's moves whose values come from below.
    pub values: HashSet<NodeId>,
    /// Nodes whose static scores stay hidden: the node whose score or leaf value is asked, and
    /// for "what would a one-ply search play?" every move of the root.
    pub scores: HashSet<NodeId>,
    /// The root's value, the move chosen and the principal variation.
    pub choice: bool,
    /// How many nodes were stored, searched, evaluated or pruned.
    pub counts: bool,
    /// Which moves were pruned: those not shown yet show as not reached.
    pub pruned: bool,
    /// True while a question asks what is pruned: α and β as they narrow inside the nodes the
    /// search is in stay back (a window such as [6, 3], α past β, is the cutoff itself); the
    /// windows the nodes were entered with stay shown, since the class reasons from them.
    pub windows: bool,
    /// The replay step up to which pruned moves were already shown (the previous lesson
    /// step's): they stay shown.
    pub pruned_shown_at: Option<usize>,
    /// The depths whose move in a depth sweep stays hidden: those of the searches whose choice
    /// is asked.
    pub sweep_moves: Vec<usize>,
    /// The depths whose value in a depth sweep stays hidden: those of the searches asked about.
    pub sweep_values: Vec<usize>,
}

impl Secrets {
    /// Returns what lesson step `index` keeps back before its answer is revealed, or `None` if
    /// nothing is: the question's own secrets, and the counts if a later question asks for one
    /// (counts do not change as the replay goes, so they wait from the start). `revealed` says
    /// whether this step's answer is out; `pruned_shown_at` is the previous step's replay step.
    pub fn of(
        lesson: &Lesson,
        index: usize,
        revealed: bool,
        search: &LessonSearch,
        pruned_shown_at: Option<usize>,
    ) -> Option<Secrets> {
        let step = lesson.steps.get(index)?;
        let mut secrets = Secrets {
            pruned_shown_at,
            ..Secrets::default()
        };
        if let Some(predict) = step.predict.as_ref().filter(|_| !revealed) {
            secrets.asking = true;
            match &predict.check {
                Some(claim) => secrets.add(claim, search),
                // A question the engine cannot check: keep back everything it might be about.
                None => {
                    secrets.choice = true;
                    secrets.counts = true;
                    secrets.pruned = true;
                    secrets.sweep_moves.push(search.tree.depth());
                    secrets.sweep_values.push(search.tree.depth());
                }
            }
        }
        secrets.hide_transpositions(&search.tree);
        let counted_later = lesson.steps.iter().skip(index + 1).any(|later| {
            later
                .predict
                .as_ref()
                .and_then(|predict| predict.check.as_ref())
                .is_some_and(Claim::states_count)
        });
        secrets.counts |= counted_later;
        // Outside a question only the counts can be kept back.
        (secrets.asking || secrets.counts).then_some(secrets)
    }

    /// Adds what would answer `claim`.
    fn add(&mut self, claim: &Claim, search: &LessonSearch) {
        let Claim {
            with,
            pruned,
            node,
            value,
            static_score,
            ..
        } = claim;
        let tree = &search.tree;
        // A node the null move cut has no children, but it is no leaf: its value (a bound)
        // says the search cut it, which a question about the root's choice asks.
        let is_leaf = |id: &NodeId| {
            tree.get(*id).is_some_and(|node| node.is_leaf())
                && tree.technique_marks(*id).null_move != Some(NullMove::Cut)
        };
        // The search the question is about: the lesson's, or one of another depth.
        let depth = with.and_then(|with| with.depth).unwrap_or_else(|| tree.depth());
        if claim.states_choice() {
            if depth == tree.depth() {
                // The root's choice, and the values it is chosen from. A leaf's value is given:
                // it is what the class reasons from.
                self.choice = true;
                self.values.extend(tree.root_children().filter(|id| !is_leaf(id)));
            }
            if depth == 1 && tree.game().scores_inner_nodes() {
                // A one-ply search plays the move with the best score.
                self.scores.extend(tree.root_children());
                if tree.depth() == 1 {
                    self.values.extend(tree.root_children());
                }
            }
        }
        if claim.states_count() {
            self.counts = true;
        }
        if pruned.is_some() {
            self.pruned = true;
            self.windows = true;
        }
        // A node's value is answered by the node and by every node above it, whose values come
        // from it (a leaf's static score is its value, so it goes too).
        if let Some(path) = node
            && (value.is_some() || static_score.is_some())
            && let Some(id) = search.find(path)
        {
            // Asked about another search (other techniques, another depth), the node may be a
            // leaf there, its value its static score: the score goes too.
            if static_score.is_some() || is_leaf(&id) || with.is_some() {
                self.scores.insert(id);
            }
            let mut above = Some(id);
            while let Some(id) = above {
                self.values.insert(id);
                above = tree.parent_of(id);
            }
            self.choice = true;
        }
        // A depth sweep shows other searches: the move or value asked about stays hidden.
        if claim.best.is_some() || claim.pv.is_some() {
            self.sweep_moves.push(depth);
        }
        if claim.states_choice() || node.is_some() {
            self.sweep_values.push(depth);
        }
        // A node's value asked of another search: the move that search chooses would tell
        // whether the node is still the best (lesson 11's "1 ply: Rd8+" says Rxc3 lost its
        // value), so it stays back too.
        if node.is_some() && with.is_some() {
            self.sweep_moves.push(depth);
        }
    }

    /// Hides the value of every transposition of a node whose value is hidden: it is the same
    /// value, reached by another road.
    fn hide_transpositions(&mut self, tree: &SearchTree) {
        if self.values.is_empty() || tree.counts().transpositions == 0 {
            return;
        }
        for (level, nodes) in tree.levels().iter().enumerate() {
            for index in 0..nodes.nodes.len() as u32 {
                let id = NodeId::new(level, index);
                if tree
                    .transposition_source(id)
                    .is_some_and(|source| self.values.contains(&source))
                {
                    self.values.insert(id);
                }
            }
        }
    }

    /// Returns true if the value of node `id` must stay hidden.
    pub fn hides_value(&self, id: NodeId) -> bool {
        self.values.contains(&id)
    }

    /// Returns true if the static score of node `id` must stay hidden.
    pub fn hides_score(&self, id: NodeId) -> bool {
        self.scores.contains(&id)
    }
}
