//! Exact values below chance nodes: what the search backed up, as fractions, beside the node
//! arrays' whole numbers.
//!
//! A chance node's expectation is often not a whole number (1/2 × 2 + 1/2 × 9 = 5.5), and MAX or
//! MIN above it takes that fraction as it is. The search carries every value up exactly, so
//! nested chance nodes are never rounded on the way; the node arrays, which hold whole numbers,
//! show such a value rounded (a half away from zero), and the tree keeps the exact fraction of
//! every node whose value is not whole. These methods read it, and write it as people read it:
//! "1/4 (shown as 0)". A tree without chance nodes keeps none, and every value is its node's.

use crate::engine::chance::Expectation;
use crate::engine::tree::{Node, NodeId, SearchTree};

impl SearchTree {
    /// Returns a node's exact value where it is not a whole number (below a chance node), whose
    /// rounded value the node arrays show; `None` where the node's value is exact as it is, or
    /// the node has none.
    pub fn exact_value_of(&self, id: NodeId) -> Option<Expectation> {
        self.fractions.get(&id).copied()
    }

    /// Returns a node's exact value: the fraction the search backed up, or the node's own whole
    /// value; `None` for a pruned node, which has none.
    pub fn exact_or_whole(&self, id: NodeId) -> Option<Expectation> {
        let value = self.get(id)?.value()?;
        Some(self.exact_value_of(id).unwrap_or(Expectation::whole(value)))
    }

    /// Returns the root's exact value where it is not a whole number; `None` where
    /// [`SearchTree::root_value`] is exact as it is.
    pub fn exact_root_value(&self) -> Option<Expectation> {
        self.root_fraction
    }

    /// Writes a node's value with its exact value where that is not a whole number: `1/4 (shown
    /// as 0)`; otherwise as [`SearchTree::display_value`] does. `None` for a pruned node.
    pub fn value_words(&self, id: NodeId) -> Option<String> {
        let value = self.get(id)?.value()?;
        Some(self.exact_words(value, self.exact_value_of(id)))
    }

    /// Writes the root's value as [`SearchTree::value_words`] writes a node's.
    pub fn root_value_words(&self) -> String {
        self.exact_words(self.root_value, self.root_fraction)
    }

    /// `1/4 (shown as 0)` for a value shown rounded, else the value shown.
    fn exact_words(&self, shown: i32, exact: Option<Expectation>) -> String {
        match exact {
            Some(exact) => format!(
                "{} (shown as {})",
                exact.fraction_text(),
                self.display_value(shown)
            ),
            None => self.display_value(shown),
        }
    }

    /// Returns the exact expectation of a chance node from its children's exact values (see
    /// [`crate::engine::chance`]); `None` for any other node.
    pub fn expectation_of(&self, id: NodeId) -> Option<Expectation> {
        if !self.is_chance(id) {
            return None;
        }
        let outcomes: Option<Vec<_>> = self
            .children_of(id)
            .map(|child| Some((self.probability_of(child)?, self.exact_or_whole(child)?)))
            .collect();
        Some(Expectation::of_exact(outcomes?))
    }

    /// Writes a chance node's expectation as a sum a class can check, each outcome's probability
    /// times its exact value: `1/3 × (-6) + 2/3 × 9 = 4`, or, when it is not a whole number,
    /// `1/2 × 2 + 1/2 × 9 = 5.5 (shown as 6)`; an outcome whose own value is a fraction is
    /// written as one: `1/2 × (1/2) + 1/2 × 0 = 0.25 (shown as 0)`. `None` for any other node.
    pub fn explain_expectation(&self, id: NodeId) -> Option<String> {
        let (sum, shown) = self.expectation_sum(id)?;
        Some(match shown {
            Some(shown) => format!("{sum} (shown as {shown})"),
            None => sum,
        })
    }

    /// A chance node's expectation as a sum, `1/2 × 2 + 1/2 × 9 = 5.5`, and the whole number the
    /// node arrays show for it where it is not whole (`6`); `None` for any other node. The
    /// narration says the two in the class's language.
    pub fn expectation_sum(&self, id: NodeId) -> Option<(String, Option<String>)> {
        let expectation = self.expectation_of(id)?;
        let terms: Vec<String> = self
            .children_of(id)
            .filter_map(|child| {
                let probability = self.probability_of(child)?;
                let value = self.get(child).and_then(Node::value)?;
                Some(match self.exact_value_of(child) {
                    Some(exact) => format!("{probability} × ({})", exact.fraction_text()),
                    None if value < 0 => format!("{probability} × ({})", self.display_value(value)),
                    None => format!("{probability} × {}", self.display_value(value)),
                })
            })
            .collect();
        let sum = format!("{} = {}", terms.join(" + "), expectation.exact_text());
        let shown = (!expectation.is_whole()).then(|| self.display_value(expectation.rounded()));
        Some((sum, shown))
    }
}
