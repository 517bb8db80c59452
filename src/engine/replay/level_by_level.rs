//! The level-by-level replay (Huo's order): every level revealed in turn with its static scores,
//! then the values backed up level by level into the root, then the choice.

use std::ops::Range;

use super::{Granularity, NodeView, Phase, Replay, Step};
use crate::engine::tree::{NodeId, Status};

impl Replay {
    pub(super) fn prepare_level_by_level(&mut self) {
        // Every level, quiescence's beyond the depth too.
        let depth = self.tree.levels().len();
        let mut phases = vec![(Phase::Start, 1)];
        phases.extend((0..depth).map(|level| (Phase::Reveal(level), 1)));
        self.group_starts = vec![Vec::new(); depth];
        for level in (0..depth).rev() {
            let nodes = &self.tree.levels()[level].nodes;
            let steps = match self.granularity {
                Granularity::Level => 1,
                Granularity::Group => {
                    let starts = &mut self.group_starts[level];
                    for (index, node) in nodes.iter().enumerate() {
                        if index == 0 || nodes[index - 1].parent() != node.parent() {
                            starts.push(index as u32);
                        }
                    }
                    starts.len()
                }
                Granularity::Comparison => nodes.len(),
            };
            phases.push((Phase::Backup(level), steps));
        }
        phases.push((Phase::Choice, 1));
        // Turn lengths into starting steps.
        let mut next = 0;
        self.phases = phases
            .into_iter()
            .map(|(phase, len)| {
                let start = next;
                next += len;
                (phase, start)
            })
            .collect();
        self.step_count = next;
    }

    /// Returns the phase `step` belongs to and the step's offset inside it.
    pub(super) fn phase_of(&self, step: usize) -> (Phase, usize) {
        let position = self.phases.partition_point(|&(_, start)| start <= step);
        let (phase, start) = self.phases[position.saturating_sub(1)];
        (phase, step - start)
    }

    pub(super) fn level_step(&self, step: usize) -> Step {
        match self.phase_of(step) {
            (Phase::Start, _) => Step::Start,
            (Phase::Reveal(level), _) => Step::Reveal { level },
            (Phase::Backup(level), offset) => {
                let children = self.backup_children(level, offset);
                let parent = match self.granularity {
                    Granularity::Level if level > 0 => None,
                    _ => Some(self.parent_of_index(level, children.start)),
                };
                Step::Backup {
                    level,
                    children,
                    parent,
                }
            }
            (Phase::Choice, _) => Step::Choice {
                best: self.tree.best(),
            },
        }
    }

    /// The children of `level` backed up by the step at `offset` in that level's back-up.
    pub(super) fn backup_children(&self, level: usize, offset: usize) -> Range<u32> {
        let len = self.tree.levels()[level].nodes.len() as u32;
        match self.granularity {
            Granularity::Level => 0..len,
            Granularity::Group => {
                let starts = &self.group_starts[level];
                let start = starts.get(offset).copied().unwrap_or(len);
                let end = starts.get(offset + 1).copied().unwrap_or(len);
                start..end
            }
            Granularity::Comparison => offset as u32..offset as u32 + 1,
        }
    }

    pub(super) fn parent_of_index(&self, level: usize, index: u32) -> Option<NodeId> {
        self.tree.parent_of(NodeId::new(level, index))
    }

    /// Level by level: how many nodes of `level` (a prefix of the array) have sent their value
    /// up by the end of `step`.
    pub(super) fn level_reported(&self, step: usize, level: usize) -> u32 {
        let Some(nodes) = self.tree.levels().get(level).map(|l| l.nodes.len() as u32) else {
            return 0;
        };
        match self.phase_of(step) {
            (Phase::Start | Phase::Reveal(_), _) => 0,
            (Phase::Choice, _) => nodes,
            (Phase::Backup(current), offset) => {
                // Deeper levels are backed up first.
                if level > current {
                    nodes
                } else if level < current {
                    0
                } else {
                    self.backup_children(level, offset).end
                }
            }
        }
    }

    pub(super) fn level_view(&self, step: usize, id: NodeId) -> NodeView {
        let Some(node) = self.tree.get(id) else {
            return NodeView::hidden();
        };
        let revealed_levels = match self.phase_of(step) {
            (Phase::Start, _) => 0,
            (Phase::Reveal(level), _) => level + 1,
            _ => self.tree.levels().len(),
        };
        if id.level >= revealed_levels {
            return NodeView::hidden();
        }
        // A move alpha-beta skipped shows as pruned once the back-up of its level has passed
        // it: that is when the replay reaches the cutoff that skipped it. Before, it is shown as
        // not known yet, like any move nobody has looked at.
        if node.status() == Status::Pruned && self.level_reported(step, id.level) <= id.index {
            return NodeView::hidden();
        }
        let (value, value_final) = if let Some(source) = self.tree.transposition_source(id) {
            // A transposition's value is its source's, known once the source's is: level by
            // level, when the back-up from below reaches the source.
            let source = self.level_view(step, source);
            (source.value, source.value_final)
        } else if node.is_leaf() {
            (node.value(), true)
        } else {
            let children = node.children();
            let reported = self
                .level_reported(step, id.level + 1)
                .clamp(children.start, children.end);
            // Once every child has reported, a node shows the value its tree stores: the one
            // the search backed up (the same), or, in a tree read from a file, the one its
            // author wrote, right or wrong, so that a mistake is seen where it was made.
            match reported == children.end {
                true => (node.value(), true),
                false => (self.backed_up(id, children.start..reported), false),
            }
        };
        let highlighted = match self.level_step(step) {
            Step::Reveal { level } => level == id.level,
            Step::Backup { level, children, .. } => {
                (level == id.level && children.contains(&id.index))
                    || (level == id.level + 1
                        && children.start < node.children().end
                        && node.children().start < children.end)
            }
            Step::Choice { .. } => self.principal_variation.contains(&id),
            _ => false,
        };
        NodeView {
            revealed: true,
            value,
            value_final,
            highlighted,
            on_path: false,
        }
    }
}
