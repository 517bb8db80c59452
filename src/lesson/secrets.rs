//! What an asking step keeps back until the teacher reveals the answer.
//!
//! A lesson step that asks the class something ("What is C worth?") must not show the answer
//! anywhere on screen before Reveal: not in the stepper's sentence, not as a value in the tree or
//! the tables, not in the summary. The answer is known exactly, because every question carries a
//! claim the engine checks ([`super::Prediction::check`]); [`Secrets::of`] reads that claim and
//! says what to hide. The window applies them; nothing here knows about the window.

use std::collections::HashSet;

use super::{Claim, LessonSearch, LessonStep};
use crate::engine::tree::NodeId;

/// What to hide while a question waits for its answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Secrets {
    /// Nodes whose values and bounds stay hidden: the node asked about and every node above it;
    /// for a question about the root's choice, every move of the root.
    pub values: HashSet<NodeId>,
    /// Nodes whose static scores stay hidden: the node whose score is asked, and every hidden
    /// leaf (a leaf's value is its score). An inner node's score is an input to the question.
    pub scores: HashSet<NodeId>,
    /// The root's value, the move chosen and the principal variation.
    pub choice: bool,
    /// How many nodes were stored, searched, evaluated or pruned.
    pub counts: bool,
    /// Which moves were pruned: they show as not reached yet.
    pub pruned: bool,
    /// The depths whose row of a depth sweep stays hidden: those of the searches asked about.
    pub depths: Vec<usize>,
}

impl Secrets {
    /// Returns what `step` keeps back before its answer is revealed, or `None` if it asks
    /// nothing. `search` is the lesson's search, in which the nodes asked about are found. The
    /// stepper's sentence is always hidden at an asking step: it tells what the step did.
    pub fn of(step: &LessonStep, search: &LessonSearch) -> Option<Secrets> {
        let predict = step.predict.as_ref()?;
        let mut secrets = Secrets::default();
        match &predict.check {
            Some(claim) => secrets.add(claim, search),
            // A question the engine cannot check: keep back everything it might be about.
            None => {
                secrets.choice = true;
                secrets.counts = true;
                secrets.pruned = true;
                secrets.hide_root_moves(search);
                secrets.depths.push(search.tree.depth());
            }
        }
        secrets.hide_leaf_scores(search);
        Some(secrets)
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
        if claim.states_choice() {
            self.choice = true;
            self.hide_root_moves(search);
        }
        if claim.states_count() {
            self.counts = true;
        }
        if pruned.is_some() {
            self.pruned = true;
        }
        // A node's value is answered by the node and by every node above it, whose values come
        // from it (a leaf's static score is its value, so it goes up too).
        if let Some(path) = node
            && (value.is_some() || static_score.is_some())
            && let Some(id) = search.find(path)
        {
            if static_score.is_some() {
                self.scores.insert(id);
            }
            let mut above = Some(id);
            while let Some(id) = above {
                self.values.insert(id);
                above = search.tree.parent_of(id);
            }
            self.choice = true;
        }
        // A depth sweep shows other searches: the row of the one asked about stays hidden.
        let depth = with
            .and_then(|with| with.depth)
            .unwrap_or_else(|| search.tree.depth());
        if !self.depths.contains(&depth) {
            self.depths.push(depth);
        }
    }

    /// Hides the values of the root's moves, from which the root's choice can be read.
    fn hide_root_moves(&mut self, search: &LessonSearch) {
        self.values.extend(search.tree.root_children());
    }

    /// Hides the scores of the hidden leaves: a leaf's value is its score.
    fn hide_leaf_scores(&mut self, search: &LessonSearch) {
        let leaves = self
            .values
            .iter()
            .filter(|&&id| search.tree.get(id).is_some_and(|node| node.is_leaf()));
        self.scores.extend(leaves);
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
