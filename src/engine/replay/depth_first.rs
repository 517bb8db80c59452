//! The depth-first replay (how the recursion really runs): every searched node entered and
//! returned from in the search's order, with α and β at every node, then the choice.

use std::ops::Range;
use std::sync::Arc;

use super::{NodeView, Replay, Step};
use crate::engine::tree::{NodeId, Status};

impl Replay {
    /// Numbers the steps of the recursion: step 0 is the start, then every searched node has
    /// an "enter" step and, after its children's steps, a "return" step; the last step is the
    /// root's choice. Pruned nodes have no steps: they appear at the cutoff that skips them.
    pub(super) fn prepare_depth_first(&mut self) {
        let tree = Arc::clone(&self.tree);
        self.enter_step = tree
            .levels()
            .iter()
            .map(|level| vec![u32::MAX; level.nodes.len()])
            .collect();
        let mut next_step: u32 = 1;
        // An explicit stack instead of recursion: (node, children entered yet?).
        let mut stack: Vec<(NodeId, bool)> = tree.root_children().rev().map(|id| (id, false)).collect();
        while let Some((id, expanded)) = stack.pop() {
            let Some(node) = tree.get(id) else { continue };
            if node.status() == Status::Pruned {
                continue;
            }
            if expanded {
                next_step += 1; // the return step
                continue;
            }
            self.enter_step[id.level][id.index as usize] = next_step;
            next_step += 1;
            stack.push((id, true));
            stack.extend(tree.children_of(id).rev().map(|child| (child, false)));
        }
        // Steps 0..next_step are start, enters and returns; one more for the choice.
        self.step_count = next_step as usize + 1;
    }

    pub(super) fn enter_of(&self, id: NodeId) -> u32 {
        self.enter_step
            .get(id.level)
            .and_then(|level| level.get(id.index as usize))
            .copied()
            .unwrap_or(u32::MAX)
    }

    /// The step at which a searched node returns its value: just before its next sibling is
    /// entered, or, for the last searched child, just before its parent returns.
    pub(super) fn return_of(&self, id: NodeId) -> u32 {
        let next_sibling = NodeId::new(id.level, id.index + 1);
        let same_parent = self.tree.get(next_sibling).is_some_and(|sibling| {
            sibling.status() != Status::Pruned && self.tree.parent_of(next_sibling) == self.tree.parent_of(id)
        });
        if same_parent {
            return self.enter_of(next_sibling) - 1;
        }
        match self.tree.parent_of(id) {
            Some(parent) => self.return_of(parent) - 1,
            // The last child of the root returns just before the choice.
            None => self.last_step() as u32 - 1,
        }
    }

    /// Among `children` (siblings in `level`), the index bound of those that have returned by
    /// `step`: they return in order, so it is a prefix, found by binary search.
    pub(super) fn depth_first_reported(&self, step: usize, level: usize, children: Range<u32>) -> u32 {
        let searched_end = self.searched_end(level, children.clone());
        let mut low = children.start;
        let mut high = searched_end;
        while low < high {
            let mid = low + (high - low) / 2;
            if self.return_of(NodeId::new(level, mid)) as usize <= step {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        low
    }

    /// The end of the searched prefix of `children`: pruned siblings always come last.
    pub(super) fn searched_end(&self, level: usize, children: Range<u32>) -> u32 {
        let Some(enters) = self.enter_step.get(level) else {
            return children.start;
        };
        let slice = &enters[children.start as usize..children.end as usize];
        children.start + slice.partition_point(|&enter| enter != u32::MAX) as u32
    }

    /// The siblings of a node (itself included): its parent's children, or all of level 0.
    pub(super) fn siblings_of(&self, id: NodeId) -> Range<u32> {
        match self.tree.parent_of(id) {
            Some(parent) => self.tree.get(parent).map_or(0..0, |node| node.children()),
            None => 0..self.tree.levels()[0].nodes.len() as u32,
        }
    }

    /// True if the node's return ended its parent's search: it is the last searched child and
    /// siblings after it were pruned.
    pub(super) fn causes_cutoff(&self, id: NodeId) -> bool {
        let siblings = self.siblings_of(id);
        let searched_end = self.searched_end(id.level, siblings.clone());
        id.index + 1 == searched_end && searched_end < siblings.end
    }

    pub(super) fn depth_first_step(&self, step: usize) -> Step {
        if step == 0 {
            return Step::Start;
        }
        if step == self.last_step() {
            return Step::Choice {
                best: self.tree.best(),
            };
        }
        let mut level = 0;
        let mut siblings = 0..self.tree.levels()[0].nodes.len() as u32;
        loop {
            // The last searched sibling entered at or before `step` is the one whose steps
            // contain it.
            let searched_end = self.searched_end(level, siblings.clone());
            // Trees read from files are checked to keep the steps' order; should one not,
            // the step shows the start rather than look past the arrays.
            let Some(enters) = self
                .enter_step
                .get(level)
                .and_then(|enters| enters.get(siblings.start as usize..searched_end as usize))
            else {
                return Step::Start;
            };
            let entered = enters.partition_point(|&enter| enter as usize <= step);
            let id = NodeId::new(level, siblings.start + entered.saturating_sub(1) as u32);
            if self.enter_of(id) as usize == step {
                return Step::Enter { node: id };
            }
            if self.return_of(id) as usize == step {
                return Step::Return {
                    node: id,
                    cutoff: self.causes_cutoff(id),
                };
            }
            let Some(node) = self.tree.get(id) else {
                return Step::Start;
            };
            level += 1;
            siblings = node.children();
        }
    }

    pub(super) fn depth_first_view(&self, step: usize, id: NodeId) -> NodeView {
        let Some(node) = self.tree.get(id) else {
            return NodeView::hidden();
        };
        let current = self.depth_first_step(step);
        if node.status() == Status::Pruned {
            // A pruned node appears when the cutoff that skipped it happens.
            let siblings = self.siblings_of(id);
            let searched_end = self.searched_end(id.level, siblings.clone());
            let cut_by = NodeId::new(id.level, searched_end.saturating_sub(1));
            if searched_end == siblings.start || (self.return_of(cut_by) as usize) > step {
                return NodeView::hidden();
            }
            return NodeView {
                revealed: true,
                value: None,
                value_final: true,
                highlighted: current
                    == Step::Return {
                        node: cut_by,
                        cutoff: true,
                    },
                on_path: false,
            };
        }
        let enter = self.enter_of(id) as usize;
        if step < enter {
            return NodeView::hidden();
        }
        let returned = self.return_of(id) as usize;
        let (value, value_final) = if node.is_leaf() {
            (node.value(), true)
        } else {
            let children = node.children();
            let reported = self.depth_first_reported(step, id.level + 1, children.clone());
            // Returned, it shows the value its tree stores (see `level_view`).
            match step >= returned {
                true => (node.value(), true),
                false => (self.backed_up(id, children.start..reported), false),
            }
        };
        let highlighted = match current {
            Step::Enter { node } => node == id,
            Step::Return { node, .. } => node == id || self.tree.parent_of(node) == Some(id),
            Step::Choice { .. } => self.principal_variation.contains(&id),
            _ => false,
        };
        NodeView {
            revealed: true,
            value,
            value_final,
            highlighted,
            on_path: step < returned,
        }
    }
}
